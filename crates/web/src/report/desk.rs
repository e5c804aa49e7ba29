//! The assistant's desk (`/t/ID/desk`): the reports waiting, as `orda reports` lists them, and
//! the form with which an assistant arbiter accepts (with the result he decided, when the
//! players disagree) or rejects one with his code, as the chief arbiter does in the window.
//! Nothing is listed before an assistant's code is sent (POST `action=show`, with its limits:
//! `guard.rs`): who reported what is the arbiters' business until it is decided.

use super::{Desk, Reply, Sent, Why, code_field};
use crate::http::Route;
use orda_core::app::hall as h;
use orda_core::formats::form::{Choice, DeskPage};
use orda_core::formats::sheet::Link;
use orda_core::t;
use orda_core::tournament::hall::Role;
use orda_core::tournament::{Board, GameResult, RoundNo, TournamentId};
use orda_core::words;

impl Desk {
    /// The desk of tournament `t`, saying `why` above the reports, which are `listed` only for
    /// an assistant whose code was checked.
    pub(super) fn desk_page(
        &mut self,
        t: TournamentId,
        status: u16,
        why: &Why,
        sent: &Sent,
        listed: bool,
    ) -> Reply {
        let token = self.token(Route::Desk(t));
        let (tour, lang) = match self.tournament(t) {
            Ok(loaded) => loaded,
            Err(reply) => return reply,
        };
        let open: Vec<_> = if listed {
            let Some(lines) = self.store().and_then(|store| h::lists(store, &tour).ok()) else {
                return Reply::Page(503, String::new());
            };
            lines
                .reports
                .into_iter()
                .filter(|l| l.status.open())
                .collect()
        } else {
            Vec::new()
        };
        let page = words::lang::with(lang, || {
            let sheet = words::hall::reports_sheet(&open, false);
            let as_reported = Choice {
                value: String::new(),
                text: t!("web-desk-as-reported"),
            };
            let results = std::iter::once(as_reported)
                .chain(GameResult::ALL.iter().map(|r| Choice {
                    value: r.code().into(),
                    text: r.display().into(),
                }))
                .collect();
            DeskPage {
                lang: lang.code().into(),
                title: tour.settings.name.clone(),
                subtitle: t!("web-desk-subtitle"),
                nav: vec![Link {
                    href: Route::Pairings(t, None).path(),
                    text: t!("web-pairings"),
                    current: false,
                }],
                message: match why {
                    Why::Nothing if open.is_empty() => t!("hall-no-reports"),
                    why => why.words(),
                },
                refused: matches!(why, Why::Refused(_)) || status >= 400,
                listed,
                show: t!("web-desk-show"),
                columns: sheet.columns,
                rows: sheet
                    .rows
                    .iter()
                    .map(|row| row.iter().map(|c| c.text.clone()).collect())
                    .collect(),
                action: Route::Desk(t).path(),
                csrf: token,
                code: code_field(&sent.code),
                code_label: t!("web-desk-code"),
                picks: open
                    .iter()
                    .map(|l| Choice {
                        value: format!("{}-{}", l.round.0, l.board.0),
                        text: t!(
                            "web-game",
                            round = l.round.0,
                            board = l.board.0,
                            white = l.white.1.as_str(),
                            black = l.black.1.as_str()
                        ),
                    })
                    .collect(),
                pick_label: t!("web-desk-pick"),
                results,
                result_label: t!("web-desk-result"),
                accept: t!("hall-accept"),
                reject: t!("hall-reject"),
                notes: vec![t!("web-desk-note")],
                footer: t!("web-report-footer"),
            }
            .to_html()
        });
        Reply::Page(status, page)
    }

    /// An assistant's request on the desk, sent from `ip`: the reports listed for his code
    /// (`show`), or his decision on one.
    pub(super) fn decide(
        &mut self,
        t: TournamentId,
        ip: std::net::IpAddr,
        sent: Sent,
        device: Option<&str>,
    ) -> Reply {
        let form = Route::Desk(t);
        if sent.action == crate::http::SHOW {
            return match self.assistant(t, ip, &sent, device) {
                Ok(_) => self.desk_page(t, 200, &Why::Nothing, &sent, true),
                Err(reply) => reply,
            };
        }
        let pick = sent
            .pick
            .split_once('-')
            .and_then(|(r, b)| Some((RoundNo(r.parse().ok()?), Board(b.parse().ok()?))));
        let result = match sent.result.trim() {
            "" => Some(None),
            r => GameResult::parse(r).map(Some),
        };
        let accept = match sent.action.as_str() {
            a if a == crate::http::ACCEPT => Some(true),
            a if a == crate::http::REJECT => Some(false),
            _ => None,
        };
        let (Some((round, board)), Some(result), Some(accept)) = (pick, result, accept) else {
            return self.refuse(form, 422, Why::Said(|| t!("web-report-bad")), &sent);
        };
        let holder = match self.assistant(t, ip, &sent, device) {
            Ok(h) => h,
            Err(reply) => return reply,
        };
        // Only an assistant's code decides: the operation checks it again in its own
        // transaction (revoked meanwhile, or a player's: refused there, 403).
        let op = h::DecideReport {
            t,
            by: Some(holder.id),
            round,
            board,
            accept,
            result,
        };
        match self.run_as(form, t, &holder, &sent, op) {
            // The desk again, for the code that decided: what is left to decide.
            Ok(entered) => {
                self.desk_page(t, 200, &Why::Decided(round, board, entered), &sent, true)
            }
            Err(reply) => reply,
        }
    }

    /// The holder of the code sent, if it is an assistant's (403 for a player's, listing
    /// nothing).
    fn assistant(
        &mut self,
        t: TournamentId,
        ip: std::net::IpAddr,
        sent: &Sent,
        device: Option<&str>,
    ) -> Result<orda_core::tournament::hall::AccessCode, Reply> {
        let holder = self.admit(Route::Desk(t), t, ip, sent, device)?;
        if holder.role != Role::Assistant {
            let why = Why::Refused(h::Refused::NoAccess.into());
            return Err(self.desk_page(t, 403, &why, sent, false));
        }
        Ok(holder)
    }
}
