//! The one page of the hall network that changes data: `/t/ID/report` (docs/access.md). GET is
//! the form, with a token of its own page; POST sends it. Everything a request may do is
//! bounded here: a token is for one form of one tournament, used once, for
//! [`keys::TOKEN_LIFE`];
//! guessing codes is bounded per network and across the hall, and forms per code
//! (`guard.rs`); a device that used a code rightly is still let in while its network is
//! limited (its cookie, [`crate::http::DEVICE`]). A code becomes its holder's id before any operation: no
//! code is ever in the journal.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;

use super::http::{Route, code_in_query};
use orda_core::app::hall::{self as h, Refused, Reported};
use orda_core::app::{self, Refusal, query};
use orda_core::formats::form::{Choice, ReportForm};
use orda_core::formats::sheet::Link;
use orda_core::store::Store;
use orda_core::t;
use orda_core::tournament::hall::AccessCode;
use orda_core::tournament::journal::{Actor, Face};
use orda_core::tournament::{
    Board, ByeKind, GameResult, Lang, RoundNo, StartNo, Tournament, TournamentId,
};
use orda_core::words;

mod admit;
mod desk;
mod guard;
mod keys;
mod limit;
mod score;

pub(super) use keys::device_in;

use guard::Guard;

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
    /// A limit: the seconds to wait, said in these words.
    Wait(u64, fn(u64) -> String),
    /// A report decided on the desk: the result entered, or none (rejected).
    Decided(RoundNo, Board, Option<GameResult>),
    Refused(Refusal),
}

impl Why {
    fn words(&self) -> String {
        match self {
            Why::Nothing => String::new(),
            Why::Said(said) => said(),
            Why::Wait(secs, said) => said(*secs),
            Why::Decided(round, board, entered) => words::hall::decided(*round, *board, *entered),
            Why::Refused(r) => words::refusal(r),
        }
    }
}

/// A code as sent, as the form shows it again: only the symbols a code may have (and dashes),
/// at most 16: nothing else a client sent is ever written back.
fn code_field(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == ' ')
        .take(16)
        .collect()
}

/// The answer: a page with its status, or a redirection after a report.
pub(super) enum Reply {
    /// Status and the form's page.
    Page(u16, String),
    /// 303 to this path.
    SeeOther(String),
}

/// The desk's answer: the reply, and what its headers say besides: a device's cookie (after
/// a right code), how long a limited client waits (429).
pub(super) struct Answered {
    pub(super) reply: Reply,
    pub(super) cookie: Option<String>,
    pub(super) retry_after: Option<u64>,
}

/// The writing side of the server: its own connection, the key of its tokens and cookies, the
/// tokens used, the counts that bound guessing; and the headers the answer being made will
/// carry.
pub(super) struct Desk {
    db: PathBuf,
    lang: Lang,
    store: Option<Store>,
    key: [u8; 32],
    used: HashMap<[u8; 8], u64>,
    guard: Guard,
    cookie: Option<String>,
    retry_after: Option<u64>,
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
            guard: Guard::new(),
            cookie: None,
            retry_after: None,
        }
    }

    /// Drops its connection (a job that panicked may have left it inside a transaction).
    pub(super) fn forget(&mut self) {
        self.store = None;
    }

    fn store(&mut self) -> Option<&mut Store> {
        if self.store.is_none() {
            self.store = Store::open_existing(&self.db).ok();
        }
        self.store.as_mut()
    }

    /// GET: the form at `form` (404 for a tournament that is not in the file); the score
    /// page reads what it shows from `asked` (its query). The desk lists nothing before an
    /// assistant's code is sent.
    pub(super) fn form(&mut self, form: Route, url: &str, asked: Sent) -> Answered {
        let reply = match form {
            Route::Score(t) => self.score_page(t, 200, &Why::Nothing, &asked),
            Route::Desk(t) => {
                let asked = Sent {
                    code: code_in_query(url).unwrap_or_default(),
                    ..Sent::default()
                };
                self.desk_page(
                    t,
                    200,
                    &Why::Said(|| t!("web-desk-code-first")),
                    &asked,
                    false,
                )
            }
            _ => {
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
        };
        Answered {
            reply,
            cookie: None,
            retry_after: None,
        }
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
            // A refusal of the operation comes after an assistant's code was checked: the
            // reports stay listed for him. Any other (a wrong code, a limit) lists nothing.
            let listed = matches!(why, Why::Refused(_));
            return self.desk_page(t, status, why, sent, listed);
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
                code: code_field(&sent.code),
                code_label: t!("web-report-code"),
                round: round.chars().filter(char::is_ascii_digit).take(3).collect(),
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

    /// POST to the form at `form`, sent from `ip` by a device that carries `device` (its
    /// cookie).
    pub(super) fn send(
        &mut self,
        form: Route,
        ip: IpAddr,
        sent: Sent,
        device: Option<String>,
    ) -> Answered {
        self.cookie = None;
        self.retry_after = None;
        let device = device.as_deref();
        let reply = match form {
            Route::Report(t) => self.report(form, t, ip, sent, device),
            Route::Score(t) => self.report(form, t, ip, sent, device),
            Route::CheckIn(t) => self.check_in(t, ip, sent, device),
            Route::Bye(t) => self.ask_bye(t, ip, sent, device),
            Route::Desk(t) => self.decide(t, ip, sent, device),
            _ => Reply::Page(404, String::new()),
        };
        Answered {
            reply,
            cookie: self.cookie.take(),
            retry_after: self.retry_after.take(),
        }
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
    fn check_in(&mut self, t: TournamentId, ip: IpAddr, sent: Sent, device: Option<&str>) -> Reply {
        let form = Route::CheckIn(t);
        let holder = match self.admit(form, t, ip, &sent, device) {
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
    fn ask_bye(&mut self, t: TournamentId, ip: IpAddr, sent: Sent, device: Option<&str>) -> Reply {
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
        let holder = match self.admit(form, t, ip, &sent, device) {
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
    fn report(
        &mut self,
        form: Route,
        t: TournamentId,
        ip: IpAddr,
        sent: Sent,
        device: Option<&str>,
    ) -> Reply {
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
        let holder = match self.admit(form, t, ip, &sent, device) {
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
