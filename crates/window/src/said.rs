//! What the window says in its status bar when an operation has changed data.
//!
//! [`OrdaApp::said`] matches [`Done`] without a wildcard: an operation added to the core and
//! not said here is a compile error (docs/ARCHITECTURE.md).

use super::{OrdaApp, View, text};
use orda_core::app::{self, Done, Op};
use orda_core::t;
use orda_core::words;

use super::Failure;

impl OrdaApp {
    /// Applies an operation that changes data and says what it did.
    pub(super) fn change(&mut self, op: Op) -> Result<String, Failure> {
        let done = self.op(op)?;
        self.said(done)
    }

    /// What the status bar says of an operation done; the views follow it (a paired round is
    /// shown, a form empties).
    pub(super) fn said(&mut self, done: Done) -> Result<String, Failure> {
        Ok(match done {
            Done::CreateTournament(app::CreateTournament(s), id)
            | Done::CreateSection(app::CreateSection(s, _), id) => {
                // The form empties: a second click creates nothing.
                self.start.name.clear();
                self.open_tournament(id)?;
                self.view = View::Players;
                text::created(&s.name)
            }
            Done::ImportTrf(app::ImportTrf { file, .. }, (id, notes)) => {
                self.open_tournament(id)?;
                self.view = View::Standings;
                let name = self
                    .shared
                    .t
                    .as_ref()
                    .map(|t| t.settings.name.clone())
                    .unwrap_or_default();
                let how = self.trf_read_as.take();
                self.warned = !notes.is_empty();
                text::trf_imported(&name, &file, how.as_deref(), &notes)
            }
            Done::UpdateSettings(..) | Done::SetAwardRules(..) => t!("settings-stored"),
            Done::AddPlayer(app::AddPlayer(_, p), no) => {
                self.players.added(
                    self.shared
                        .t
                        .as_ref()
                        .is_some_and(|t| t.settings.team.is_some()),
                );
                text::entered(&p.name, no.0)
            }
            Done::ImportPlayers(app::ImportPlayers { file, .. }, nos) => {
                self.players.imported();
                text::imported(nos.len(), &file)
            }
            Done::EditPlayer(app::EditPlayer(_, p), _) => text::changed(&p.name),
            Done::Withdraw(app::Withdraw { player, from, .. }, changed) => {
                text::withdrawn(player.0, from.0, changed.len())
            }
            Done::Reinstate(app::Reinstate { player, .. }, back) => {
                text::reinstated(player.0, back.from.0, back.cleared.len())
            }
            Done::DeletePlayer(app::DeletePlayer(_, no), gone) => {
                self.players.deleted();
                text::player_deleted(no.0, &gone.name)
            }
            Done::OrderPlayers(app::OrderPlayers(_, order), _) => match order {
                app::manage::Order::Rating => t!("ordered-by-rating"),
                app::manage::Order::Lot(seed) => text::ordered_by_lot(seed),
                app::manage::Order::Hand(_) => t!("ordered-by-hand"),
            },
            Done::RequestBye(
                app::RequestBye {
                    player,
                    round,
                    kind,
                    ..
                },
                (),
            ) => text::bye_requested(player.0, round.0, kind),
            Done::CancelBye(app::CancelBye { player, round, .. }, ()) => {
                text::bye_cancelled(player.0, round.0)
            }
            Done::Forbid(app::Forbid { a, b, keep, .. }, ()) => text::forbidden_set(a.0, b.0, keep),
            Done::DeleteTournament(app::DeleteTournament(id), c) => {
                if self.shared.t.as_ref().is_some_and(|t| t.settings.id == id) {
                    self.shared.t = None;
                }
                text::tournament_deleted(&c.name)
            }
            Done::PairRound(_, p) => {
                self.rounds.show_round(p.round.number.0);
                self.view = View::Rounds;
                text::paired(p.round.number.0, p.round.games.len())
            }
            Done::SaveScore(
                app::SaveScore {
                    round,
                    board,
                    score,
                    ..
                },
                v,
            ) => {
                self.game.stored(round.0, board.0, &score.text);
                let mut msg = text::score_stored(round.0, board.0);
                if let Some(j) = v.first().and_then(|e| e.verdict.as_ref()) {
                    msg = format!("{msg} ({})", words::judged(j));
                }
                if let Some(w) = v.first().and_then(|e| e.warning.as_ref()) {
                    self.warned = true;
                    msg = format!("{msg}; {}", words::overridden(w));
                }
                msg
            }
            Done::EnterResults(app::EnterResults { round, entries, .. }, v) => {
                let (Some(entry), Some(e)) = (entries.first(), v.first()) else {
                    return Ok(t!("saved"));
                };
                let r = entry
                    .result
                    .map_or_else(|| t!("cleared"), |r| r.display().to_string());
                let r = r.as_str();
                let mut msg = match (&e.stale, e.adjourned) {
                    (Some(st), _) => {
                        self.warned = true;
                        text::result_stale(round.0, e.board.0, r, st.old.display(), st.rounds)
                    }
                    (None, Some((first, last))) => {
                        self.warned = true;
                        words::adjourned_decided(round.0, e.board.0, r, (first, last))
                    }
                    (None, None) => text::result_entered(round.0, e.board.0, r),
                };
                if let Some(w) = &e.warning {
                    self.warned = true;
                    msg = format!("{msg}; {}", words::overridden(w));
                }
                msg
            }
            Done::CorrectForRating(
                app::CorrectForRating {
                    round,
                    board,
                    result,
                    ..
                },
                kept,
            ) => words::rating_corrected(round.0, board.0, result, kept),
            Done::Adjourn(app::Adjourn { round, board, .. }, ()) => {
                t!("adjourned-done", round = round.0, board = board.0)
            }
            Done::ChangePairing(_, b) => with_breaches(t!("pairing-changed"), &b),
            Done::PairByHand(_, (round, b)) => {
                self.rounds.show_round(round.0);
                self.view = View::Rounds;
                with_breaches(t!("paired-by-hand", round = round.0), &b)
            }
            Done::DeleteLastRound(_, n) => {
                self.rounds.show_round(n.0.saturating_sub(1).max(1));
                text::round_deleted(n.0)
            }
            Done::Undo(_, e) => words::journal::undone(&e),
            Done::CreateEvent(app::CreateEvent(e), _) => {
                t!("event-created", name = e.name.as_str())
            }
            Done::UpdateEvent(app::UpdateEvent(e), ()) => {
                t!("event-changed", name = e.name.as_str())
            }
            Done::ChangeEvent(..) => t!("settings-stored"),
            Done::SetSection(app::SetSection { event: Some(_), .. }, ()) => t!("section-set"),
            Done::SetSection(app::SetSection { event: None, .. }, ()) => t!("section-unset"),
            Done::AddCategory(app::AddCategory { category, .. }, ()) => {
                self.settings.category_added();
                t!("category-added", name = category.name.as_str())
            }
            Done::RemoveCategory(app::RemoveCategory { name, .. }, ()) => {
                t!("category-removed", name = name.as_str())
            }
            Done::PutPrize(_, inverted) | Done::RemovePrize(_, inverted) => {
                // A prize table where a lower place pays more is stored, and said so.
                self.warned |= !inverted.is_empty();
                std::iter::once(t!("prizes-stored"))
                    .chain(inverted.iter().map(words::federation::inversion))
                    .collect::<Vec<_>>()
                    .join("; ")
            }
            Done::ApplyRatings(_, changes) => t!("ratings-applied-said", n = changes.len()),
            Done::UndoRatings(_, n) => t!("ratings-undone-said", n = n),
            Done::EnterRegistered(_, no) => t!("registry-player-entered", no = no.0),
            Done::PlayerCodes(_, made) => {
                let n = made.iter().filter(|p| p.code.is_some()).count();
                self.hall.made_codes(made);
                words::hall::codes_made(n)
            }
            Done::AddAssistant(app::hall::AddAssistant { name, .. }, (_, code)) => {
                self.hall.made_assistant(&name, code);
                words::hall::assistant_made(&name)
            }
            Done::RevokeCode(..) => words::hall::revoked(),
            Done::AccessOff(_, n) => words::hall::access_off(n),
            Done::Report(app::hall::Report { round, board, .. }, r) => {
                words::hall::reported(r, round, board)
            }
            Done::WrongCodes(app::hall::WrongCodes { tries, hall, .. }, ()) => {
                words::hall::wrong_codes(tries, hall)
            }
            Done::UnlockCode(_, was) => words::hall::unlocked(was),
            Done::DecideReport(app::hall::DecideReport { round, board, .. }, r) => {
                words::hall::decided(round, board, r)
            }
            Done::SetHall(..) => t!("settings-stored"),
            Done::AddTeam(app::team::AddTeam { name, .. }, no) => {
                t!("team-added", no = no.0, name = name.trim())
            }
            Done::AddMember(app::team::AddMember { player, .. }, no) => {
                self.players.added(
                    self.shared
                        .t
                        .as_ref()
                        .is_some_and(|t| t.settings.team.is_some()),
                );
                text::entered(&player.name, no.0)
            }
            Done::SetLineup(app::team::SetLineup { round, team, .. }, set) => {
                let shown: Vec<String> = set
                    .iter()
                    .map(|p| p.map_or("0".to_string(), |p| p.0.to_string()))
                    .collect();
                t!(
                    "team-lineup-set",
                    round = round.0,
                    team = team.as_str(),
                    players = shown.join(",")
                )
            }
            Done::AskBye(app::hall::AskBye { round, .. }, no) => {
                t!("hall-bye-asked", round = round.0, no = no.0)
            }
            Done::DecideBye(app::hall::DecideBye { round, player, .. }, k) => {
                words::hall::bye_decided(round, player, k)
            }
            Done::CheckIn(_, (round, no, new)) => words::hall::checked_in(round, no, new),
            Done::LeaveRulesMode(_, paired) => t!("rules-mode-left", round = paired),
            Done::SetArbiter(_, name) => {
                // What the window does from now on is his in the journal.
                let store = self.store()?;
                let actor =
                    app::journal::actor(store, orda_core::tournament::journal::Face::Window);
                store.act_as(actor);
                self.shared.arbiter = name.clone();
                self.settings.arbiter_shown();
                match name {
                    Some(name) => t!("arbiter-name-kept", name = name),
                    None => t!("arbiter-name-forgotten"),
                }
            }
            Done::PairPresent(_, (absent, p)) => {
                self.rounds.show_round(p.round.number.0);
                self.view = View::Rounds;
                let paired = text::paired(p.round.number.0, p.round.games.len());
                format!("{paired}; {}", words::hall::absent(&absent))
            }
        })
    }
}

/// What a manual pairing broke and how it stands against the engine's, after `said`.
fn with_breaches(said: String, b: &orda_core::pairing::stored::Breaches) -> String {
    let mut msg = said;
    for w in b.absolute.iter().chain(&b.colour) {
        msg.push_str("; ");
        msg.push_str(&words::breach(w));
    }
    if let Some(d) = words::formats::differs_from_engine(b) {
        msg.push_str("; ");
        msg.push_str(&d);
    }
    msg
}
