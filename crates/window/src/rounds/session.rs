//! A manual-pairing session (docs/compliance.md, Q63-65 and Q68): it starts when the arbiter
//! asks to change the last round's pairing or to pair the next round by hand, holds the round
//! as he makes it (nothing is stored), shows what it breaks as it goes, and ends when he
//! finishes it: the round set against the engine's pairing of it, pair by pair, then stored as
//! one operation, or he goes back to it, or discards it.

use orda_core::pairing::stored::{self, Breaches, Difference};
use orda_core::t;
use orda_core::tournament::manual::{self, Change};
use orda_core::tournament::{ByeKind, KeptApart, No, Round, StartNo, Tournament, TournamentId};
use orda_core::words;

use super::{Command, RoundsView};

/// The round being made by hand.
pub(super) struct Session {
    /// Its tournament (another one opened ends the session).
    tid: TournamentId,
    /// The round: the last one paired (changed), or the next (paired by hand).
    round: u32,
    /// True when the round is not paired yet.
    new: bool,
    boards: Vec<(No, No)>,
    bye: Option<No>,
    /// The byes announced for the round (kept as they are).
    announced: Vec<(No, ByeKind)>,
    /// The player picked: the next one picked plays him, with Black.
    picked: Option<No>,
    /// The round as it was when the session started (a change of it meanwhile is refused).
    seen: Option<Round>,
    /// What the round as it stands breaks.
    breaches: Breaches,
    /// The end: the round against the engine's (`None` inside: the same).
    end: Option<Option<Difference>>,
    /// Why the engine's pairing could not be taken as the start.
    no_engine: Option<String>,
}

impl Session {
    fn refresh(&mut self, t: &Tournament, forbidden: &[KeptApart]) {
        self.breaches = stored::breaches(
            t,
            self.round,
            &self.boards,
            self.bye,
            &self.announced,
            forbidden,
        );
        self.end = None;
    }

    /// The players to play in the round who are on no board and have not the bye.
    fn unplaced(&self, t: &Tournament) -> Vec<No> {
        // Drawn every frame: one set of the placed, not a search of the boards per player.
        let placed: std::collections::HashSet<No> = stored::away_in(t, self.round, &self.announced)
            .into_iter()
            .map(|(no, _)| no)
            .chain(self.boards.iter().flat_map(|&(w, b)| [w, b]))
            .chain(self.bye)
            .collect();
        t.entrants
            .iter()
            .map(|e| e.no)
            .filter(|no| !placed.contains(no))
            .collect()
    }
}

impl RoundsView {
    /// Starts a session on the last round (before its results).
    pub(super) fn edit_last(&mut self, t: &Tournament, round: &Round, forbidden: &[KeptApart]) {
        let mut s = Session {
            tid: t.settings.id,
            round: round.number.0,
            new: false,
            boards: round.games.iter().map(|g| (g.white, g.black)).collect(),
            bye: manual::pairing_bye(round),
            announced: manual::announced_byes(round),
            picked: None,
            seen: Some(round.clone()),
            breaches: Breaches::default(),
            end: None,
            no_engine: None,
        };
        s.refresh(t, forbidden);
        self.session = Some(s);
    }

    /// Starts a session on the next round, with no board yet.
    pub(super) fn pair_by_hand(
        &mut self,
        t: &Tournament,
        byes: &[(No, orda_core::tournament::RoundNo, ByeKind)],
        forbidden: &[KeptApart],
    ) {
        let round = t.rounds.len() as u32 + 1;
        let mut s = Session {
            tid: t.settings.id,
            round,
            new: true,
            boards: Vec::new(),
            bye: None,
            announced: byes
                .iter()
                .filter(|(_, r, _)| r.0 == round)
                .map(|&(no, _, k)| (no, k))
                .collect(),
            picked: None,
            seen: None,
            breaches: Breaches::default(),
            end: None,
            no_engine: None,
        };
        s.refresh(t, forbidden);
        self.session = Some(s);
    }

    /// The session's view in place of the round's; false when there is none.
    pub(super) fn session_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        forbidden: &[KeptApart],
        cmds: &mut Vec<Command>,
    ) -> bool {
        if self
            .session
            .as_ref()
            .is_some_and(|s| s.tid != t.settings.id)
        {
            self.session = None;
        }
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        let name = |no: No| {
            t.entrant(no)
                .map_or(no.to_string(), |e| format!("{no} {}", e.name))
        };
        ui.strong(t!("session-heading", round = s.round));
        ui.weak(t!("session-note"));
        let mut changed = false;
        let mut discard = false;
        ui.horizontal_wrapped(|ui| {
            if s.new && ui.button(t!("session-from-engine")).clicked() {
                match stored::engine_pairing(t, s.round, &s.announced, forbidden) {
                    Ok((boards, bye)) => {
                        (s.boards, s.bye, s.no_engine) = (boards, bye, None);
                        changed = true;
                    }
                    Err(e) => s.no_engine = Some(words::formats::pairing_error(&e)),
                }
            }
            let finish = ui
                .add_enabled(
                    s.breaches.invalid.is_empty(),
                    egui::Button::new(t!("session-finish")),
                )
                .on_disabled_hover_text(t!("session-finish-not-yet"));
            if finish.clicked() {
                s.end = Some(stored::against_engine(
                    t,
                    s.round,
                    &s.boards,
                    s.bye,
                    &s.announced,
                    forbidden,
                ));
            }
            if ui.button(t!("session-discard")).clicked() {
                discard = true;
            }
        });
        if let Some(why) = &s.no_engine {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
        let mut remove = None;
        egui::Grid::new("session_boards")
            .striped(true)
            .show(ui, |ui| {
                ui.strong(t!("col-board"));
                ui.strong(t!("col-white"));
                ui.strong(t!("col-black"));
                ui.label("");
                ui.end_row();
                for (i, (w, b)) in s.boards.iter_mut().enumerate() {
                    ui.label((i + 1).to_string());
                    ui.label(name(*w));
                    ui.label(name(*b));
                    ui.horizontal(|ui| {
                        if ui.button(t!("session-swap")).clicked() {
                            std::mem::swap(w, b);
                            changed = true;
                        }
                        if ui.button(t!("session-remove")).clicked() {
                            remove = Some(i);
                        }
                    });
                    ui.end_row();
                }
            });
        if let Some(i) = remove {
            s.boards.remove(i);
            changed = true;
        }
        if let Some(no) = s.bye {
            ui.horizontal(|ui| {
                ui.label(t!("session-bye", player = name(no)));
                if ui.button(t!("session-remove")).clicked() {
                    s.bye = None;
                    changed = true;
                }
            });
        }
        let unplaced = s.unplaced(t);
        if !unplaced.is_empty() {
            ui.label(t!("session-unplaced"));
            ui.horizontal_wrapped(|ui| {
                for no in unplaced {
                    let picked = s.picked == Some(no);
                    if ui.selectable_label(picked, name(no)).clicked() {
                        match s.picked {
                            Some(p) if p == no => s.picked = None,
                            Some(p) => {
                                s.boards.push((p, no));
                                s.picked = None;
                                changed = true;
                            }
                            None => s.picked = Some(no),
                        }
                    }
                }
            });
            if let Some(p) = s.picked.filter(|_| s.bye.is_none())
                && ui.button(t!("session-give-bye")).clicked()
            {
                s.bye = Some(p);
                s.picked = None;
                changed = true;
            }
        }
        for m in &s.breaches.invalid {
            ui.colored_label(ui.visuals().error_fg_color, words::breach(m));
        }
        for m in s.breaches.absolute.iter().chain(&s.breaches.colour) {
            ui.colored_label(ui.visuals().warn_fg_color, words::breach(m));
        }
        if changed {
            s.refresh(t, forbidden);
        }
        let end = self.session_end(ui, cmds);
        if discard || end {
            self.session = None;
        }
        true
    }

    /// The end of the session: the round against the engine's, then stored, or back to it.
    /// True when it is over.
    fn session_end(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) -> bool {
        let Some(s) = self.session.as_mut() else {
            return false;
        };
        let Some(diff) = &s.end else {
            return false;
        };
        let mut over = false;
        let mut back = false;
        egui::Modal::new(egui::Id::unique("session_end")).show(ui.ctx(), |ui| {
            ui.set_max_width(560.0);
            ui.strong(t!("session-end", round = s.round));
            match diff {
                None => {
                    ui.label(t!("session-as-engine"));
                }
                Some(d) => {
                    for line in words::engine_differences(d) {
                        ui.label(line);
                    }
                    ui.label(t!("session-mpa"));
                }
            }
            for m in s.breaches.absolute.iter().chain(&s.breaches.colour) {
                ui.colored_label(ui.visuals().warn_fg_color, words::breach(m));
            }
            let insist = !s.breaches.absolute.is_empty();
            ui.horizontal_wrapped(|ui| {
                let label = if insist {
                    t!("pair-anyway")
                } else {
                    t!("session-store")
                };
                if ui.button(label).clicked() {
                    let boards = s
                        .boards
                        .iter()
                        .map(|&(w, b)| (StartNo(w), StartNo(b)))
                        .collect();
                    let bye = s.bye.map(StartNo);
                    cmds.push(match &s.seen {
                        Some(seen) => Command::ChangePairing {
                            change: Change::Replace { boards, bye },
                            insist,
                            seen: Box::new(seen.clone()),
                        },
                        None => Command::PairByHand {
                            boards,
                            bye,
                            insist,
                            round: s.round,
                        },
                    });
                    over = true;
                }
                if ui.button(t!("session-back")).clicked() {
                    back = true;
                }
            });
        });
        if back {
            s.end = None;
        }
        over
    }
}
