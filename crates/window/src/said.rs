//! What the window says in its status bar when an operation has changed data.

use super::{OrdaApp, View, text};
use orda_core::app::{self, Op, Outcome};
use orda_core::t;
use orda_core::words;

use super::Failure;

impl OrdaApp {
    /// Applies an operation that changes data and says what it did.
    pub(super) fn change(&mut self, op: Op) -> Result<String, Failure> {
        let what = op.clone();
        let outcome = self.op(op)?;
        self.said(what, outcome)
    }

    /// What the status bar says of `what` done with `outcome`; the views follow it (a paired
    /// round is shown, a form empties).
    pub(super) fn said(&mut self, what: Op, outcome: Outcome) -> Result<String, Failure> {
        if let (Op::AddCategory { .. }, Outcome::CategoriesChanged) = (&what, &outcome) {
            self.settings.category_added();
        }
        if let Some((said, warning)) = super::awards::said(&what, &outcome) {
            self.warned |= warning;
            return Ok(said);
        }
        Ok(match (what, outcome) {
            (Op::CreateTournament(s) | Op::CreateSection(s, _), Outcome::Created(id)) => {
                // The form empties: a second click creates nothing.
                self.start.name.clear();
                self.open_tournament(id)?;
                self.view = View::Players;
                text::created(&s.name)
            }
            (Op::ImportTrf { file, .. }, Outcome::TrfImported(id, notes)) => {
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
            (_, Outcome::SettingsChanged) => t!("settings-stored"),
            (Op::AddPlayer(_, p), Outcome::PlayersAdded(nos)) => {
                self.players.added();
                text::entered(&p.name, nos.first().map_or(0, |n| n.0))
            }
            (Op::ImportPlayers { file, .. }, Outcome::PlayersAdded(nos)) => {
                self.players.imported();
                text::imported(nos.len(), &file)
            }
            (Op::EditPlayer(_, p), Outcome::PlayerEdited(_)) => text::changed(&p.name),
            (Op::Withdraw { player, from, .. }, Outcome::Withdrawn(changed)) => {
                text::withdrawn(player.0, from.0, changed.len())
            }
            (Op::Reinstate { player, .. }, Outcome::Reinstated { from, cleared }) => {
                text::reinstated(player.0, from.0, cleared.len())
            }
            (Op::DeletePlayer(_, no), Outcome::PlayerDeleted(gone)) => {
                self.players.deleted();
                text::player_deleted(no.0, &gone.name)
            }
            (Op::OrderPlayers(_, order), Outcome::Renumbered(_)) => match order {
                app::manage::Order::Rating => t!("ordered-by-rating"),
                app::manage::Order::Lot(seed) => text::ordered_by_lot(seed),
                app::manage::Order::Hand(_) => t!("ordered-by-hand"),
            },
            (
                Op::RequestBye {
                    player,
                    round,
                    kind,
                    ..
                },
                Outcome::ByeRequested,
            ) => text::bye_requested(player.0, round.0, kind),
            (Op::CancelBye { player, round, .. }, Outcome::ByeCancelled) => {
                text::bye_cancelled(player.0, round.0)
            }
            (Op::Forbid { a, b, keep, .. }, Outcome::ForbiddenSet) => {
                text::forbidden_set(a.0, b.0, keep)
            }
            (Op::DeleteTournament(id), Outcome::TournamentDeleted(c)) => {
                if self
                    .shared
                    .t
                    .as_ref()
                    .is_some_and(|t| t.settings.id == id.0)
                {
                    self.shared.t = None;
                }
                text::tournament_deleted(&c.name)
            }
            (_, Outcome::Paired(p)) => {
                self.rounds.show_round(p.round.number);
                self.view = View::Rounds;
                text::paired(p.round.number, p.round.games.len())
            }
            (
                Op::SaveScore {
                    round,
                    board,
                    score,
                    ..
                },
                Outcome::Entered(v),
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
            (Op::EnterResults { round, entries, .. }, Outcome::Entered(v)) => {
                let (Some(entry), Some(e)) = (entries.first(), v.first()) else {
                    return Ok(t!("saved"));
                };
                let r = entry
                    .result
                    .map_or_else(|| t!("cleared"), |r| r.display().to_string());
                let r = r.as_str();
                let mut msg = match &e.stale {
                    Some(st) => {
                        self.warned = true;
                        text::result_stale(round.0, e.board.0, r, st.old.display(), st.rounds)
                    }
                    None => text::result_entered(round.0, e.board.0, r),
                };
                if let Some(w) = &e.warning {
                    self.warned = true;
                    msg = format!("{msg}; {}", words::overridden(w));
                }
                msg
            }
            (_, Outcome::PairingChanged(b)) => {
                let mut msg = t!("pairing-changed").to_string();
                for w in b.absolute.iter().chain(&b.colour) {
                    msg.push_str("; ");
                    msg.push_str(&words::breach(w));
                }
                msg
            }
            (_, Outcome::RoundDeleted(n)) => {
                self.rounds.show_round(n.0.saturating_sub(1).max(1));
                text::round_deleted(n.0)
            }
            (_, Outcome::Undone(e)) => words::journal::undone(&e),
            _ => t!("unexpected-outcome"),
        })
    }
}
