//! The one page of the hall network that changes data: `/t/ID/report` (docs/access.md). GET is
//! the form, with a token of its own page; POST sends it. Everything a request may do is
//! bounded here: a token is for one form of one tournament, used once, for
//! [`TOKEN_LIFE`]; wrong codes are counted per address ([`WRONG_PER_MINUTE`] a minute, then 429)
//! and per code (the codes of the board a guess named lock at their tenth,
//! `tournament::hall::LOCK_AFTER`). A code becomes its holder's id before any operation: no
//! code is ever in the journal.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::http::{Route, code_in_query};
use orda_core::app::hall::{self as h, Refused, Reported};
use orda_core::app::{self, Refusal, query};
use orda_core::formats::form::{Choice, ReportForm};
use orda_core::formats::sheet::Link;
use orda_core::store::Store;
use orda_core::t;
use orda_core::tournament::hall::{AccessCode, Code, unhex};
use orda_core::tournament::journal::{Actor, Face};
use orda_core::tournament::{
    Board, ByeKind, GameResult, Lang, RoundNo, StartNo, Tournament, TournamentId,
};
use orda_core::words;

/// How long a form's token is good for.
pub const TOKEN_LIFE: Duration = Duration::from_secs(4 * 3600);
/// Wrong codes from one address in a minute before it is answered 429.
pub const WRONG_PER_MINUTE: usize = 10;
/// Forms sent from one address in a minute before it is answered 429 (an assistant entering a
/// round's results sends one every few seconds).
pub const POSTS_PER_MINUTE: usize = 30;
/// Tokens remembered as used at most (older ones expire first; beyond, forms are refused
/// until some expire: a flood never grows memory without bound).
const USED_MAX: usize = 200_000;

mod desk;
mod limit;
mod score;

use limit::PerMinute;

/// What a POST sends (and the score page's query).
#[derive(Clone, Debug, Default, serde::Deserialize)]
pub(super) struct Sent {
    #[serde(default)]
    code: String,
    #[serde(default)]
    round: String,
    #[serde(default)]
    board: String,
    #[serde(default)]
    result: String,
    #[serde(default)]
    csrf: String,
    /// A starting number (an assistant checking a player in).
    #[serde(default)]
    no: String,
    /// A game's score (the score page).
    #[serde(default)]
    moves: String,
    /// The report chosen on the desk: `ROUND-BOARD`.
    #[serde(default)]
    pick: String,
    /// The desk's button: `accept` or `reject`.
    #[serde(default)]
    action: String,
}

/// What the form says above itself: nothing, a sentence of the server's, or a refusal.
enum Why {
    Nothing,
    Said(fn() -> String),
    Refused(Refusal),
}

impl Why {
    fn words(&self) -> String {
        match self {
            Why::Nothing => String::new(),
            Why::Said(said) => said(),
            Why::Refused(r) => words::refusal(r),
        }
    }
}

/// The answer: a page with its status, or a redirection after a report.
pub(super) enum Reply {
    /// Status and the form's page.
    Page(u16, String),
    /// 303 to this path.
    SeeOther(String),
}

/// The writing side of the server: its own connection, the key of its tokens, the tokens used,
/// the wrong tries per address.
pub(super) struct Desk {
    db: PathBuf,
    lang: Lang,
    store: Option<Store>,
    key: [u8; 32],
    used: HashMap<[u8; 8], u64>,
    wrong: PerMinute,
    posts: PerMinute,
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn hex(bytes: &[u8]) -> String {
    orda_core::tournament::hall::hex(bytes)
}

impl Desk {
    pub(super) fn new(db: PathBuf, lang: Lang) -> Desk {
        let mut key = [0u8; 32];
        // Without the system's randomness no form can be trusted: every token is then refused
        // (the key is all zeros and marked so by `key_ok`).
        let _ = getrandom::fill(&mut key);
        Desk {
            db,
            lang,
            store: None,
            key,
            used: HashMap::new(),
            wrong: PerMinute::new(WRONG_PER_MINUTE),
            posts: PerMinute::new(POSTS_PER_MINUTE),
        }
    }

    fn key_ok(&self) -> bool {
        self.key != [0u8; 32]
    }

    fn mac(&self, form: Route, issued: u64, nonce: &[u8; 8]) -> Option<Hmac<Sha256>> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).ok()?;
        mac.update(form.path().as_bytes());
        mac.update(&issued.to_be_bytes());
        mac.update(nonce);
        Some(mac)
    }

    /// A new token for the form at `form`: `ISSUED.NONCE.MAC`, hex.
    fn token(&self, form: Route) -> String {
        let mut nonce = [0u8; 8];
        let _ = getrandom::fill(&mut nonce);
        let issued = now_secs();
        let mac = self
            .mac(form, issued, &nonce)
            .map(|m| hex(&m.finalize().into_bytes()))
            .unwrap_or_default();
        format!("{issued:x}.{}.{mac}", hex(&nonce))
    }

    /// True, once, for a token made for the form at `form` within its life.
    fn spend(&mut self, form: Route, token: &str) -> bool {
        let mut parts = token.split('.');
        let (Some(issued), Some(nonce), Some(mac), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return false;
        };
        let Ok(issued) = u64::from_str_radix(issued, 16) else {
            return false;
        };
        let (Some(n), Some(sent)) = (unhex::<8>(nonce), unhex::<32>(mac)) else {
            return false;
        };
        let Some(want) = self.mac(form, issued, &n) else {
            return false;
        };
        let now = now_secs();
        let expires = issued.saturating_add(TOKEN_LIFE.as_secs());
        if !self.key_ok() || want.verify_slice(&sent).is_err() || now > expires || issued > now + 60
        {
            return false;
        }
        if self.used.len() >= USED_MAX {
            self.used.retain(|_, e| *e >= now);
            if self.used.len() >= USED_MAX {
                return false;
            }
        }
        self.used.insert(n, expires).is_none()
    }

    /// True when `ip` has had its wrong codes, or its forms, for this minute.
    fn limited(&mut self, ip: IpAddr) -> bool {
        self.wrong.full(ip) || self.posts.full(ip)
    }

    fn count_wrong(&mut self, ip: IpAddr) {
        self.wrong.count(ip);
    }

    fn store(&mut self) -> Option<&mut Store> {
        if self.store.is_none() {
            self.store = Store::open_existing(&self.db).ok();
        }
        self.store.as_mut()
    }

    /// GET: the form at `form` (404 for a tournament that is not in the file); the score
    /// page reads what it shows from `asked` (its query).
    pub(super) fn form(&mut self, form: Route, url: &str, asked: Sent) -> Reply {
        if let Route::Score(t) = form {
            return self.score_page(t, 200, &Why::Nothing, &asked);
        }
        if let Route::Desk(t) = form {
            return self.desk_page(t, 200, &Why::Nothing, &asked);
        }
        let code = code_in_query(url).unwrap_or_default();
        self.page(
            form,
            200,
            &Why::Nothing,
            &Sent {
                code,
                ..Sent::default()
            },
        )
    }

    /// The form at `form` (the report or the check-in) with `status` and a message, keeping
    /// what was sent.
    /// Tournament `t` and the language of its pages (404 when it is not in the file).
    fn tournament(&mut self, t: TournamentId) -> Result<(Tournament, Lang), Reply> {
        let lang = self.lang;
        let Some(store) = self.store() else {
            return Err(Reply::Page(503, String::new()));
        };
        let tour = query::tournament(store, t).map_err(|_| Reply::Page(404, String::new()))?;
        let lang = words::lang::of_papers(tour.settings.publication, None, lang);
        Ok((tour, lang))
    }

    fn page(&mut self, form: Route, status: u16, why: &Why, sent: &Sent) -> Reply {
        if let Route::Score(t) = form {
            return self.score_page(t, status, why, sent);
        }
        if let Route::Desk(t) = form {
            return self.desk_page(t, status, why, sent);
        }
        let Some(t) = form.tournament() else {
            return Reply::Page(404, String::new());
        };
        let token = self.token(form);
        let (tour, lang) = match self.tournament(t) {
            Ok(loaded) => loaded,
            Err(reply) => return reply,
        };
        let Some(hall) = self.store().and_then(|store| h::settings(store, t).ok()) else {
            return Reply::Page(503, String::new());
        };
        let check_in = matches!(form, Route::CheckIn(_));
        let bye = matches!(form, Route::Bye(_));
        let round = if sent.round.is_empty() {
            h::form_round(&tour, bye).0.to_string()
        } else {
            sent.round.clone()
        };
        let page = words::lang::with(lang, || {
            let results = if bye {
                [ByeKind::Half, ByeKind::Zero]
                    .map(|k| Choice {
                        value: k.code().into(),
                        text: words::reports::bye_kind(k),
                    })
                    .to_vec()
            } else {
                [
                    GameResult::WhiteWins,
                    GameResult::Draw,
                    GameResult::BlackWins,
                ]
                .map(|r| Choice {
                    value: r.code().into(),
                    text: r.display().into(),
                })
                .to_vec()
            };
            let (subtitle, notes, submit) = if bye {
                (
                    t!("web-bye-subtitle"),
                    vec![t!("web-bye-note"), t!("web-report-note-code")],
                    t!("web-bye-submit"),
                )
            } else if check_in {
                let subtitle = match h::check_in_round(&tour, hall) {
                    Ok(r) => t!("web-check-in-subtitle", round = r.0),
                    Err(r) => words::hall::refused(&r),
                };
                (
                    subtitle,
                    vec![t!("web-check-in-note"), t!("web-report-note-code")],
                    t!("web-check-in-submit"),
                )
            } else {
                (
                    t!("web-report-subtitle"),
                    vec![t!("web-report-note-confirm"), t!("web-report-note-code")],
                    t!("web-report-submit"),
                )
            };
            ReportForm {
                lang: lang.code().into(),
                title: tour.settings.name.clone(),
                subtitle,
                fields: !check_in,
                board_field: !bye,
                number: sent
                    .no
                    .chars()
                    .filter(char::is_ascii_digit)
                    .take(4)
                    .collect(),
                number_label: if check_in {
                    t!("web-check-in-number")
                } else {
                    String::new()
                },
                nav: vec![
                    Link {
                        href: Route::Pairings(t, None).path(),
                        text: t!("web-pairings"),
                        current: false,
                    },
                    Link {
                        href: Route::Standings(t).path(),
                        text: t!("standings"),
                        current: false,
                    },
                ],
                message: why.words(),
                refused: !matches!(why, Why::Nothing),
                action: form.path(),
                csrf: token,
                code: sent.code.chars().take(16).collect(),
                code_label: t!("web-report-code"),
                round,
                round_label: t!("web-report-round"),
                board: sent
                    .board
                    .chars()
                    .filter(char::is_ascii_digit)
                    .take(4)
                    .collect(),
                board_label: t!("web-report-board"),
                result: sent.result.clone(),
                result_label: if bye {
                    t!("web-bye-kind")
                } else {
                    t!("web-report-result")
                },
                results,
                submit,
                notes,
                footer: t!("web-report-footer"),
            }
            .to_html()
        });
        Reply::Page(status, page)
    }

    /// POST to the form at `form`, sent from `ip`.
    pub(super) fn send(&mut self, form: Route, ip: IpAddr, sent: Sent) -> Reply {
        match form {
            Route::Report(t) => self.report(form, t, ip, sent),
            Route::Score(t) => self.report(form, t, ip, sent),
            Route::CheckIn(t) => self.check_in(t, ip, sent),
            Route::Bye(t) => self.ask_bye(t, ip, sent),
            Route::Desk(t) => self.decide(t, ip, sent),
            _ => Reply::Page(404, String::new()),
        }
    }

    /// What every POST passes first: the address not limited (429), the form's own token
    /// unused (403), a code that works in the tournament (403; counted against the address,
    /// and, when the form names a board, against that board's players' codes). Its holder.
    fn admit(
        &mut self,
        form: Route,
        t: TournamentId,
        ip: IpAddr,
        sent: &Sent,
        named: Option<(RoundNo, Board)>,
    ) -> Result<AccessCode, Reply> {
        if self.limited(ip) {
            return Err(self.refuse(form, 429, Why::Said(|| t!("web-report-limited")), sent));
        }
        self.posts.count(ip);
        if !self.spend(form, &sent.csrf) {
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-expired")), sent));
        }
        let Some(store) = self.store() else {
            return Err(Reply::Page(503, String::new()));
        };
        let holder = match Code::parse(&sent.code) {
            Some(code) => {
                h::holder(store, t, &code).map_err(|_| Reply::Page(503, String::new()))?
            }
            None => None,
        };
        if let Some(holder) = holder {
            return Ok(holder);
        }
        self.count_wrong(ip);
        if let (Some((round, board)), Some(store)) = (named, self.store()) {
            store.act_as(Actor {
                who: ip.to_string(),
                face: Face::Web,
            });
            let _ = app::run(store, h::WrongCode { t, round, board });
        }
        Err(self.refuse(form, 403, Why::Said(|| t!("web-report-wrong")), sent))
    }

    /// Runs `op` as `holder` (the journal's who: the player's number and name, the same in
    /// every language, or the assistant's name); a refusal is the form again, saying why.
    fn run_as<O: app::Operation>(
        &mut self,
        form: Route,
        t: TournamentId,
        holder: &AccessCode,
        sent: &Sent,
        op: O,
    ) -> Result<O::Done, Reply> {
        let Some(store) = self.store() else {
            return Err(Reply::Page(503, String::new()));
        };
        let who = query::tournament(store, t)
            .map(|tour| h::holder_name(&tour, holder))
            .unwrap_or_else(|_| holder.name.clone());
        store.act_as(Actor {
            who,
            face: Face::Web,
        });
        app::run(store, op).map_err(|r| {
            let status = status_of(&r);
            self.refuse(form, status, Why::Refused(r), sent)
        })
    }

    /// A check-in: the player by his code, or an assistant naming him.
    fn check_in(&mut self, t: TournamentId, ip: IpAddr, sent: Sent) -> Reply {
        let form = Route::CheckIn(t);
        let holder = match self.admit(form, t, ip, &sent, None) {
            Ok(h) => h,
            Err(reply) => return reply,
        };
        let player = sent.no.trim().parse::<u32>().ok().map(StartNo);
        let op = h::CheckIn {
            t,
            by: Some(holder.id),
            player,
        };
        match self.run_as(form, t, &holder, &sent, op) {
            Ok((_, no, _)) => Reply::SeeOther(Route::Player(t, no.0).path()),
            Err(reply) => reply,
        }
    }

    /// A bye asked for by a player with his code.
    fn ask_bye(&mut self, t: TournamentId, ip: IpAddr, sent: Sent) -> Reply {
        let form = Route::Bye(t);
        let round = sent
            .round
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|r| (1..=999).contains(r));
        let kind = ByeKind::from_code(sent.result.trim());
        let (Some(round), Some(kind)) = (round, kind) else {
            return self.refuse(form, 422, Why::Said(|| t!("web-report-bad")), &sent);
        };
        let holder = match self.admit(form, t, ip, &sent, None) {
            Ok(h) => h,
            Err(reply) => return reply,
        };
        let op = h::AskBye {
            t,
            by: holder.id,
            round: RoundNo(round),
            kind,
        };
        match self.run_as(form, t, &holder, &sent, op) {
            Ok(no) => Reply::SeeOther(Route::Player(t, no.0).path()),
            Err(reply) => reply,
        }
    }

    /// A report (or an assistant's result) sent from `ip` from the form at `form` (the
    /// score page sends the game's score with it).
    fn report(&mut self, form: Route, t: TournamentId, ip: IpAddr, sent: Sent) -> Reply {
        let score = matches!(form, Route::Score(_)).then(|| score::text(&sent.moves));
        let round = sent
            .round
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|r| (1..=999).contains(r));
        let board = sent
            .board
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|b| (1..=9999).contains(b));
        let result = GameResult::parse(&sent.result);
        let (Some(round), Some(board), Some(result)) = (round, board, result) else {
            return self.refuse(form, 422, Why::Said(|| t!("web-report-bad")), &sent);
        };
        let (round, board) = (RoundNo(round), Board(board));
        let holder = match self.admit(form, t, ip, &sent, Some((round, board))) {
            Ok(h) => h,
            Err(reply) => return reply,
        };
        let op = h::Report {
            t,
            by: holder.id,
            round,
            board,
            result,
            score,
        };
        let pairings = Route::Pairings(t, Some(round.0)).path();
        match self.run_as(form, t, &holder, &sent, op) {
            // A player to his page, which says where his report stands.
            Ok(Reported::Now(_, no)) => Reply::SeeOther(Route::Player(t, no.0).path()),
            Ok(_) => Reply::SeeOther(pairings),
            Err(reply) => reply,
        }
    }

    fn refuse(&mut self, form: Route, status: u16, why: Why, sent: &Sent) -> Reply {
        self.page(form, status, &why, sent)
    }
}

/// The status a refusal is answered with.
fn status_of(r: &Refusal) -> u16 {
    match r {
        Refusal::Hall(
            Refused::NoAccess
            | Refused::ReportsOff
            | Refused::NotYourBoard(..)
            | Refused::CheckInClosed(_),
        ) => 403,
        Refusal::Hall(Refused::Decided(..)) => 409,
        Refusal::Store(_) => 503,
        _ => 422,
    }
}
