//! What the views ask for ([`Command`]) and the one place that carries it out
//! ([`OrdaApp::apply`]): a command that changes data becomes an `app::Op` applied in one
//! transaction; a read is an `app::query`. A refusal the arbiter may override keeps its op, and
//! the status bar offers "Store anyway" ([`Command::StoreAnyway`]) to send it again insisted on.
//! After a change only what may have changed is read again: the open tournament and the list
//! in brief (`app::query::summaries`, one query however many tournaments the file holds).

use orda_core::t;
use std::path::Path;

pub use super::command::Command;
pub use super::failure::Failure;
use super::reread::{Reread, reread_list, reread_open};
use super::{OrdaApp, Status, View, text};
use orda_core::app::{self, Done, Op, Refusal, query};
use orda_core::store::Store;
use orda_core::tournament::{Board, RoundNo, StartNo, TournamentId};
use orda_core::words;

pub(super) type Ran = Result<Option<String>, Failure>;

/// Commands that need no store: the window does them while an operation runs on the worker.
fn waits_for_nothing(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::Show(_)
            | Command::SetLanguage(_)
            | Command::SetCsvStyle(_)
            | Command::SetAdvance(_)
            | Command::Say(_)
    )
}

impl OrdaApp {
    /// Carries out one command and reports it in the status bar.
    pub fn apply(&mut self, cmd: Command) {
        let stores = !matches!(
            cmd,
            Command::OpenDb(_)
                | Command::Export(..)
                | Command::BackUpDb
                | Command::SetLanguage(_)
                | Command::SetCsvStyle(_)
                | Command::SetAdvance(_)
                | Command::Publish(_)
        );
        if self.working.is_some() && !waits_for_nothing(&cmd) {
            // The store is with the worker: a read is asked again next frame, a change waits
            // (and "Store anyway" stays offered).
            if !matches!(
                cmd,
                Command::LoadList
                    | Command::LoadSections
                    | Command::LoadJournal
                    | Command::LoadHall
            ) {
                self.report(Err(Failure::Said(t!("busy-working"))), false);
            }
            return;
        }
        // "Store anyway" stands for the last refusal only: any other change forgets it.
        let insist = if matches!(
            cmd,
            Command::Show(_)
                | Command::PickFile(_)
                | Command::SetLanguage(_)
                | Command::SetCsvStyle(_)
                | Command::SetAdvance(_)
                | Command::FindRegistered(_)
                | Command::LoadSections
                | Command::LoadList
                | Command::LoadJournal
                | Command::LoadHall
        ) {
            None
        } else {
            self.insist.take()
        };
        let ran = self.run(cmd, insist);
        self.report(ran, stores);
    }

    /// Says in the status bar what a command did (`stores`: it changed the file).
    pub(super) fn report(&mut self, ran: Ran, stores: bool) {
        match ran {
            Ok(Some(msg)) => {
                self.status = Status {
                    message: msg,
                    error: false,
                    warning: std::mem::take(&mut self.warned),
                    saved: stores,
                    tournament: self.shared.t.as_ref().map(|t| t.settings.id),
                }
            }
            Ok(None) => {}
            Err(e) => {
                self.warned = false;
                // A refusal may rest on what another Orda changed in the file meanwhile: the
                // views show what is stored now.
                let mut message = e.words();
                if matches!(e, Failure::Refused(_))
                    && let Some(r) = self.reread(Reread::Open)
                {
                    message = format!("{message}; {}", Failure::Refused(r).words());
                }
                self.status = Status {
                    message,
                    error: true,
                    warning: false,
                    saved: false,
                    tournament: self.shared.t.as_ref().map(|t| t.settings.id),
                }
            }
        }
    }

    pub(super) fn tid(&self) -> Result<TournamentId, Failure> {
        self.shared
            .t
            .as_ref()
            .map(|t| t.settings.id)
            .ok_or_else(|| Failure::Said(t!("no-tournament-open")))
    }

    pub(super) fn store(&mut self) -> Result<&mut Store, Failure> {
        self.store
            .as_mut()
            .ok_or_else(|| Failure::Said(t!("no-database-open")))
    }

    /// Applies `op`; a refusal the arbiter may override keeps the op for "Store anyway".
    pub(super) fn op(&mut self, op: Op) -> Result<Done, Failure> {
        let again = op.insisted();
        app::apply(self.store()?, op).map_err(|r| self.refused(again, r))
    }

    /// A refusal of an op whose insisted copy is `again`: kept for "Store anyway" when the
    /// arbiter may override it.
    pub(super) fn refused(&mut self, again: Option<Op>, r: Refusal) -> Failure {
        if r.needs_insisting() {
            self.insist = again;
        }
        r.into()
    }

    /// Runs a command (`insist`: the last refused op, for "Store anyway"): `Some(message)`
    /// when something was stored.
    fn run(&mut self, cmd: Command, insist: Option<Op>) -> Ran {
        // Only these change which tournaments the file holds; any other change is to the open
        // tournament, whose line of the list alone is read again.
        let scope = match cmd {
            Command::OpenDb(_)
            | Command::CreateTournament(_)
            | Command::CreateSection(..)
            | Command::ImportTrf(_)
            | Command::DeleteTournament(_) => Reread::All,
            Command::Award(ref a) if a.changes_events() => Reread::All,
            _ => Reread::Open,
        };
        let msg = match cmd {
            Command::Show(v) => {
                if v != View::Start && self.shared.t.is_none() {
                    return Ok(None);
                }
                if v == View::Start && self.view != View::Start {
                    // Another Orda on the same file may have added or changed tournaments.
                    self.shared.list_stale = false;
                    self.reload(Reread::All);
                }
                // Settings edited and not saved are kept until saved or reverted.
                if v == View::Settings && !self.settings_unsaved() {
                    self.settings.reset(self.shared.t.as_ref());
                }
                if v != View::Hall {
                    // Codes are shown once: leaving the view forgets them.
                    self.hall.left();
                }
                self.view = v;
                return Ok(None);
            }
            Command::PickFile(pick) => {
                self.spawn_dialog(pick);
                return Ok(None);
            }
            Command::Say(said) => return Err(Failure::Said(said)),
            Command::LoadList => {
                self.shared.list_stale = false;
                self.reload(Reread::All);
                return Ok(None);
            }
            Command::LoadHall => {
                // The tournament the window holds: not loaded again.
                let (Some(store), Some(tour)) = (self.store.as_mut(), self.shared.t.as_ref())
                else {
                    return Ok(None);
                };
                let lists = app::hall::lists(store, tour)?;
                let codes = app::hall::codes(store, tour.settings.id)?;
                self.shared.hall = super::hall::HallData { lists, codes };
                self.shared.hall_at = Some(self.shared.version);
                return Ok(None);
            }
            Command::LoadJournal => {
                let t = self.tid()?;
                self.shared.journal = query::journal(self.store()?, Some(t))?;
                self.shared.journal_offset = query::utc_offset(self.store()?)?;
                self.shared.journal_at = Some(self.shared.version);
                return Ok(None);
            }
            Command::LoadSections => {
                if let Some(id) = self.shared.awards.event {
                    let loaded = app::federation::event(self.store()?, id)?;
                    self.shared.event = Some(loaded);
                    self.shared.sections_at = self.shared.version;
                }
                return Ok(None);
            }
            Command::FindRegistered(key) => {
                let (t, lang) = (self.tid().ok(), orda_core::words::lang::current());
                let found = app::federation::find_registered(self.store()?, &key, t, 50, lang)?;
                self.shared.found = (key, found);
                return Ok(None);
            }
            Command::Publish(port) => return self.publish(port).map(Some),
            Command::OpenDb(path) => {
                // The page of the file that was open stops with it.
                self.server = None;
                self.shared.publishing.clear();
                let mut store = Store::open(&path)?;
                let actor =
                    app::journal::actor(&mut store, orda_core::tournament::journal::Face::Window);
                store.act_as(actor);
                self.shared.arbiter = query::arbiter(&mut store).ok().flatten();
                self.shared.db_path = Some(store.path().to_string());
                self.store = Some(store);
                self.seen = (None, 0.0);
                self.shared.t = None;
                // Read when a view shows it: the tournament reopened at once does not wait for
                // the list of a federation's file.
                self.shared.tournaments.clear();
                self.shared.list_stale = true;
                self.remember(&path);
                text::opened(&path.display().to_string())
            }
            Command::SetLanguage(lang) => {
                orda_core::words::lang::set(lang);
                self.remember_lang(lang);
                // Every view's words kept for a version of the data (standings, prizes, the
                // journal, teams) are made again, in the new language.
                self.shared.version += 1;
                // The last line said goes with the old language: the bar says this instead.
                t!("language-set", lang = lang.native_name())
            }
            Command::SetCsvStyle(style) => {
                self.shared.csv_style = style;
                self.remember_csv_style(style);
                return Ok(None);
            }
            Command::SetAdvance(on) => {
                self.rounds.advance = on;
                self.remember_advance(on);
                return Ok(None);
            }
            Command::BackUpDb => match self.store()?.backup_beside("manual")? {
                Some(p) => text::backed_up(&p.display().to_string()),
                None => return Ok(None),
            },
            // Round 1 in an order nobody chose: asked first, however pairing was asked for.
            Command::PairNext
                if let Some(w) = self
                    .shared
                    .t
                    .as_ref()
                    .and_then(app::manage::round1_order_warning) =>
            {
                self.rounds.ask_order(w);
                self.view = View::Rounds;
                return Ok(None);
            }
            // Adjourned games open: asked first (they count as draws for the pairing).
            Command::PairNext
                if let Some(open) = self
                    .shared
                    .t
                    .as_ref()
                    .map(|t| t.open_adjournments())
                    .filter(|o| !o.is_empty()) =>
            {
                self.rounds.ask_adjourned(open);
                self.view = View::Rounds;
                return Ok(None);
            }
            Command::Reload => {
                self.reload(Reread::All);
                return Ok(None);
            }
            Command::SelectTournament(id) => {
                self.open_tournament(id)?;
                self.view = View::Rounds;
                return Ok(None);
            }
            Command::OpenGame { round, board } => {
                let tid = self.tid()?;
                let score = query::score(self.store()?, tid, RoundNo(round), Board(board))?;
                self.game.open(round, board, score.unwrap_or_default());
                self.view = View::Game;
                return Ok(None);
            }
            Command::Explain { round, board } => {
                let tid = self.tid()?;
                let mut why = orda_core::app::explain::explain(self.store()?, tid, RoundNo(round))?;
                why.keep_board(board);
                self.rounds.show_why(round, board, why);
                return Ok(None);
            }
            Command::Export(e, path) => {
                let body = self.export_text(e)?;
                let db = self.shared.db_path.as_deref().map(Path::new);
                if orda_core::store::is_database_file(&path, db) {
                    return Err(Failure::Said(t!(
                        "output-is-database",
                        path = path.display().to_string()
                    )));
                }
                std::fs::write(&path, orda_core::formats::text::native_endings(body)).map_err(
                    |err| {
                        let why = orda_core::words::io_error(&err);
                        Failure::Said(format!("{}: {why}", path.display()))
                    },
                )?;
                text::wrote(&path.display().to_string())
            }
            Command::StoreAnyway => match insist {
                Some(op) if self.background && super::worker::is_long(&op) => {
                    self.start_work(op, scope)?;
                    return Ok(None);
                }
                Some(op) => self.change(op)?,
                None => return Ok(None),
            },
            cmd => {
                let op = self.op_of(cmd)?;
                if self.background && super::worker::is_long(&op) {
                    self.start_work(op, scope)?;
                    return Ok(None);
                }
                self.change(op)?
            }
        };
        Ok(Some(self.stored(msg, scope)))
    }

    /// After a change: reads again what it may have changed; a read that fails now is said
    /// beside what was stored, in the warning colour.
    pub(super) fn stored(&mut self, msg: String, scope: Reread) -> String {
        match self.reread(scope) {
            Some(r) => {
                self.warned = true;
                format!("{msg}; {}", Failure::Refused(r).words())
            }
            None => msg,
        }
    }

    /// The operation a command that changes data stands for.
    fn op_of(&mut self, cmd: Command) -> Result<Op, Failure> {
        let no = StartNo;
        Ok(match cmd {
            Command::CreateTournament(s) => Op::CreateTournament(app::CreateTournament(s)),
            Command::CreateSection(s, e) => Op::CreateSection(app::CreateSection(s, e)),
            Command::SaveSettings(s) => Op::UpdateSettings(app::UpdateSettings(s)),
            Command::SetArbiter(name) => Op::SetArbiter(app::journal::SetArbiter(name)),
            Command::AddPlayer(p) => Op::AddPlayer(app::AddPlayer(self.tid()?, p)),
            Command::EditPlayer(p) => Op::EditPlayer(app::EditPlayer(self.tid()?, p)),
            Command::Withdraw { no: n, from } => Op::Withdraw(app::Withdraw {
                t: self.tid()?,
                player: no(n),
                from: RoundNo(from),
            }),
            Command::Reinstate(n) => Op::Reinstate(app::Reinstate {
                t: self.tid()?,
                player: no(n),
                from: None,
            }),
            Command::DeletePlayer(n) => Op::DeletePlayer(app::DeletePlayer(self.tid()?, no(n))),
            Command::OrderPlayers(order) => Op::OrderPlayers(app::OrderPlayers(self.tid()?, order)),
            Command::RequestBye { no: n, round, kind } => Op::RequestBye(app::RequestBye {
                t: self.tid()?,
                player: no(n),
                round: RoundNo(round),
                kind,
                // A second half-point bye is asked about: "Store anyway" insists.
                insist: false,
            }),
            Command::CancelBye { no: n, round } => Op::CancelBye(app::CancelBye {
                t: self.tid()?,
                player: no(n),
                round: RoundNo(round),
            }),
            Command::Forbid { a, b, keep, rounds } => Op::Forbid(app::Forbid {
                t: self.tid()?,
                a: no(a),
                b: no(b),
                keep,
                rounds: rounds.map(|(f, l)| (RoundNo(f), RoundNo(l))),
            }),
            Command::DeleteTournament(id) => Op::DeleteTournament(app::DeleteTournament(id)),
            Command::ImportTrf(path) => {
                let file = path.display().to_string();
                let bytes = orda_core::formats::text::read_file(&path).map_err(|e| {
                    Failure::Said(format!("{file}: {}", words::formats::read_file_error(&e)))
                })?;
                // The window has no way to name an encoding: a decoding problem says none.
                let d = orda_core::formats::text::decode(&bytes, None).map_err(|e| {
                    Failure::Said(words::formats::decode_error_in(&file, &e, &|_| {
                        String::new()
                    }))
                })?;
                self.trf_read_as = (!d.is_plain_utf8()).then(|| words::formats::decoded(&d));
                Op::ImportTrf(app::ImportTrf {
                    file,
                    text: d.text,
                    points_from_results: false,
                })
            }
            Command::ImportPlayers { file, text } => Op::ImportPlayers(app::ImportPlayers {
                t: self.tid()?,
                file,
                text,
            }),
            Command::PairNext | Command::PairAsTheyStand | Command::PairWithAdjourned => {
                Op::PairRound(app::PairRound(self.tid()?))
            }
            Command::Adjourn { round, board } => Op::Adjourn(app::Adjourn {
                t: self.tid()?,
                round: RoundNo(round),
                board: Board(board),
            }),
            Command::EnterResult {
                round,
                board,
                result,
                insist,
            } => Op::EnterResults(app::EnterResults {
                t: self.tid()?,
                round: RoundNo(round),
                entries: vec![app::ResultEntry {
                    board: Board(board),
                    result,
                    score: None,
                }],
                insist,
            }),
            Command::ChangePairing {
                change,
                insist,
                seen,
            } => Op::ChangePairing(app::ChangePairing {
                t: self.tid()?,
                change,
                insist,
                seen: Some(seen),
            }),
            Command::PairByHand {
                boards,
                bye,
                insist,
                round,
            } => Op::PairByHand(app::PairByHand {
                t: self.tid()?,
                boards,
                bye,
                insist,
                round: Some(RoundNo(round)),
            }),
            Command::CorrectForRating {
                round,
                board,
                result,
            } => Op::CorrectForRating(app::CorrectForRating {
                t: self.tid()?,
                round: RoundNo(round),
                board: Board(board),
                result,
            }),
            Command::DeleteLastRound => Op::DeleteLastRound(app::DeleteLastRound(self.tid()?)),
            Command::LeaveRulesMode => Op::LeaveRulesMode(app::LeaveRulesMode(self.tid()?)),
            Command::Undo(seen) => Op::Undo(app::Undo(self.tid()?, seen)),
            Command::SaveScore { round, board, text } => Op::SaveScore(app::SaveScore {
                t: self.tid()?,
                round: RoundNo(round),
                board: Board(board),
                score: app::play::ScoreFile {
                    name: text::score_file(round, board),
                    text,
                },
                insist: false,
            }),
            Command::Award(a) => self.award_op(a)?,
            Command::Hall(h) => h.op(self.tid()?),
            Command::Team(c) => c.op(self.tid()?),
            // Commands that change no data: `run` carries them out before asking for an op.
            // Listed, not matched by a wildcard: a new command must say which it is.
            Command::Show(_)
            | Command::OpenDb(_)
            | Command::PickFile(_)
            | Command::BackUpDb
            | Command::Reload
            | Command::SetLanguage(_)
            | Command::SetCsvStyle(_)
            | Command::SetAdvance(_)
            | Command::SelectTournament(_)
            | Command::OpenGame { .. }
            | Command::Explain { .. }
            | Command::Export(..)
            | Command::StoreAnyway
            | Command::FindRegistered(_)
            | Command::LoadSections
            | Command::LoadList
            | Command::LoadJournal
            | Command::LoadHall
            | Command::Publish(_)
            | Command::Say(_) => return Err(Failure::Said(t!("work-failed"))),
        })
    }

    /// Opens tournament `id` in the views (read once, with its forbidden pairs).
    pub(super) fn open_tournament(&mut self, id: TournamentId) -> Result<(), Failure> {
        let store = self
            .store
            .as_mut()
            .ok_or_else(|| Failure::Said(t!("no-database-open")))?;
        // Checked first (its line in brief, not the whole tournament, which the reread loads):
        // a tournament deleted meanwhile must leave the open one open.
        if query::summary(store, id)?.is_none() {
            let db = Some(store.path().to_string());
            return Err(Refusal::NoTournament { db, id }.into());
        }
        let before = self.shared.t.as_ref().map(|t| t.settings.id);
        reread_open(store, Some(id), &mut self.shared)?;
        // Another tournament: the players' form holds nobody of the last one (issue 47: a new
        // tournament's form came filled with the player last selected in the other).
        if before != Some(id) {
            self.players.discard();
        }
        let paired = self.shared.t.as_ref().map_or(0, |t| t.rounds.len() as u32);
        self.rounds.show_round(paired);
        self.settings.reset(self.shared.t.as_ref());
        Ok(())
    }

    /// Reads again what a change may have changed: the open tournament with its forbidden
    /// pairs, and the list of tournaments in brief (`Reread::All`: one query, no tournament
    /// loaded) or only the open tournament's line of it (`Reread::Open`: a cost that does not
    /// grow with the number of tournaments in the file). A failed read is said in the status
    /// bar, never swallowed.
    pub(super) fn reload(&mut self, scope: Reread) {
        if let Some(r) = self.reread(scope) {
            self.status = Status {
                message: Failure::Refused(r).words(),
                error: true,
                warning: false,
                saved: false,
                tournament: None,
            };
        }
    }

    /// Reads again as [`Self::reload`] does; what could not be read, if anything (the rest is
    /// read all the same).
    fn reread(&mut self, scope: Reread) -> Option<Refusal> {
        let store = self.store.as_mut()?;
        let open = self.shared.t.as_ref().map(|t| t.settings.id);
        let list = reread_list(store, scope, open, &mut self.shared).err();
        let t = reread_open(store, open, &mut self.shared).err();
        list.or(t)
    }
}
