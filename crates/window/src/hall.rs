//! The Hall view (Ctrl+0): what came in from the hall's network (players' reports, with
//! Accept and Reject), and the access codes: players' codes (made once, shown once), an
//! assistant arbiter's code with its QR code, every code ended at once. docs/access.md.

use std::collections::HashMap;

use super::{Command, Shared};
use egui_extras::{Column, TableBuilder};
use orda_core::app::hall::{PlayerCode, ReportLine};
use orda_core::t;
use orda_core::tournament::hall::{AccessCode, CheckIn, Code, Status};
use orda_core::tournament::{AccessId, Board, GameResult, RoundNo, StartNo, TournamentId};
use orda_core::words::hall as w;

/// What the view shows of the file, read at a version of the tournament.
#[derive(Clone, Debug, Default)]
pub struct HallData {
    /// Settings, reports, byes asked for, who is here (`app::hall::lists`).
    pub lists: orda_core::app::hall::Lists,
    pub codes: Vec<AccessCode>,
}

/// What the Hall view asks for.
#[derive(Clone, Debug)]
pub enum HallCmd {
    /// Make players' codes (and switch reports on).
    PlayerCodes,
    /// Make an assistant's code for the open tournament.
    AddAssistant(String),
    /// End one code.
    Revoke(AccessId),
    /// Unlock a code that wrong tries locked (earlier versions did).
    Unlock(AccessId),
    /// End every code, reports off.
    Off,
    /// When players check in.
    CheckInMode(CheckIn),
    /// A result both players confirmed is entered at once.
    AcceptConfirmed(bool),
    /// Players' live pages say why each is paired as he is.
    Explain(bool),
    /// The chief arbiter checks a player in.
    CheckIn(StartNo),
    /// Pair the next round with those checked in (after the confirmation).
    PairPresent,
    /// Grant or refuse a bye a player asked for.
    DecideBye {
        round: RoundNo,
        player: StartNo,
        accept: bool,
    },
    /// Accept (with the result chosen, when the players disagree) or reject a board's report.
    Decide {
        round: RoundNo,
        board: Board,
        accept: bool,
        result: Option<GameResult>,
    },
}

impl HallCmd {
    /// The operation, for tournament `t`.
    pub fn op(self, t: TournamentId) -> orda_core::app::Op {
        use orda_core::app::hall as h;
        match self {
            HallCmd::PlayerCodes => h::PlayerCodes {
                t,
                reissue: None,
                all: false,
            }
            .into(),
            HallCmd::AddAssistant(name) => h::AddAssistant { t: Some(t), name }.into(),
            HallCmd::Revoke(id) => h::RevokeCode { t, id }.into(),
            HallCmd::Unlock(id) => h::UnlockCode { t, id }.into(),
            HallCmd::Off => h::AccessOff(t).into(),
            HallCmd::CheckInMode(c) => h::SetHall {
                t,
                check_in: Some(c),
                accept_confirmed: None,
                explain: None,
            }
            .into(),
            HallCmd::AcceptConfirmed(on) => h::SetHall {
                t,
                check_in: None,
                accept_confirmed: Some(on),
                explain: None,
            }
            .into(),
            HallCmd::Explain(on) => h::SetHall {
                t,
                check_in: None,
                accept_confirmed: None,
                explain: Some(on),
            }
            .into(),
            HallCmd::CheckIn(no) => h::CheckIn {
                t,
                by: None,
                player: Some(no),
            }
            .into(),
            HallCmd::PairPresent => h::PairPresent(t).into(),
            HallCmd::DecideBye {
                round,
                player,
                accept,
            } => h::DecideBye {
                t,
                round,
                player,
                accept,
            }
            .into(),
            HallCmd::Decide {
                round,
                board,
                accept,
                result,
            } => h::DecideReport {
                t,
                by: None,
                round,
                board,
                accept,
                result,
            }
            .into(),
        }
    }
}

/// The Hall view's state.
#[derive(Default)]
pub struct HallView {
    /// Players' codes made now: shown until the view is left (they cannot be shown again).
    made: Vec<PlayerCode>,
    /// The assistant's code made now, with his name.
    assistant: Option<(String, Code)>,
    /// The name typed for a new assistant.
    name: String,
    /// The result chosen for a board whose players disagree.
    chosen: HashMap<(RoundNo, Board), GameResult>,
    /// "Pair those present" was pressed once: the absent are listed, a second press pairs.
    confirming: bool,
}

impl HallView {
    /// Players' codes were made: show them (once).
    pub fn made_codes(&mut self, made: Vec<PlayerCode>) {
        self.made = made.into_iter().filter(|p| p.code.is_some()).collect();
    }

    /// The players' codes shown now (made and not yet gone with the view).
    pub fn shown_codes(&self) -> Vec<PlayerCode> {
        self.made.clone()
    }

    /// An assistant's code was made: show it with its QR code.
    pub fn made_assistant(&mut self, name: &str, code: Code) {
        self.name.clear();
        self.assistant = Some((name.to_string(), code));
    }

    /// The view is left: the codes shown once are forgotten.
    pub fn left(&mut self) {
        self.made.clear();
        self.assistant = None;
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = shared.t.as_ref() else { return };
        if shared.hall_at != Some(shared.version) {
            cmds.push(Command::LoadHall);
            return;
        }
        let data = &shared.hall;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(t!("hall-reports-title"));
            if data.lists.reports.is_empty() {
                ui.weak(t!("hall-no-reports"));
            } else {
                // The table's truncating style stays inside it.
                ui.scope(|ui| self.reports(ui, &data.lists.reports, cmds));
            }
            if !data.lists.byes.is_empty() {
                ui.separator();
                ui.heading(t!("hall-byes-title"));
                byes(ui, &data.lists.byes, cmds);
            }
            ui.separator();
            self.check_in(ui, t, data, cmds);
            ui.separator();
            ui.heading(t!("hall-access-title"));
            ui.label(if data.lists.settings.reports {
                t!("hall-reports-on")
            } else {
                t!("hall-reports-off-now")
            });
            let mut auto = data.lists.settings.accept_confirmed;
            if ui
                .checkbox(&mut auto, t!("hall-accept-confirmed"))
                .changed()
            {
                cmds.push(Command::Hall(HallCmd::AcceptConfirmed(auto)));
            }
            let mut why = data.lists.settings.explain;
            if ui.checkbox(&mut why, t!("hall-explain")).changed() {
                cmds.push(Command::Hall(HallCmd::Explain(why)));
            }
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(t!("hall-make-codes"))
                    .on_hover_text(t!("hall-make-codes-tip"))
                    .clicked()
                {
                    cmds.push(Command::Hall(HallCmd::PlayerCodes));
                }
                // The players' cards (issue 47: only `orda print cards` printed them, and the
                // codes shown here were gone once the view was left).
                if ui
                    .button(t!("hall-print-cards"))
                    .on_hover_text(t!("hall-print-cards-tip"))
                    .clicked()
                {
                    cmds.push(Command::PickFile(super::Pick::Export(
                        super::exports::Export::CardsHtml,
                    )));
                }
                let any = data.codes.iter().any(|c| c.revoked_at.is_none());
                if ui
                    .add_enabled(any, egui::Button::new(t!("hall-switch-off")))
                    .clicked()
                {
                    cmds.push(Command::Hall(HallCmd::Off));
                }
            });
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(t!("hall-assistant-name"));
                ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(180.0))
                    .labelled_by(l.id);
                if ui
                    .add_enabled(
                        !self.name.trim().is_empty(),
                        egui::Button::new(t!("hall-add-assistant")),
                    )
                    .clicked()
                {
                    cmds.push(Command::Hall(HallCmd::AddAssistant(self.name.clone())));
                }
            });
            let site = shared.publishing.first();
            if let Some((name, code)) = &self.assistant {
                ui.label(t!("hall-assistant-code", name = name.as_str()));
                ui.heading(code.shown());
                match site {
                    Some(site) => {
                        let url =
                            orda_web::http::report_with_code(site, t.settings.id, &code.shown());
                        super::publish::qr(ui, &url);
                        ui.weak(url);
                    }
                    None => {
                        ui.weak(t!("hall-publish-first"));
                    }
                }
            }
            if !self.made.is_empty() {
                ui.label(t!("hall-codes-once"));
                let sheet = w::codes_sheet(&self.made, false);
                for row in &sheet.rows {
                    let cells: Vec<&str> = row.iter().map(|c| c.text.as_str()).collect();
                    ui.monospace(cells.join("  "));
                }
            }
            ui.add_space(6.0);
            codes(ui, &data.codes, t, cmds);
        });
    }

    fn reports(&mut self, ui: &mut egui::Ui, lines: &[ReportLine], cmds: &mut Vec<Command>) {
        super::table_style(ui);
        let heads = w::reports_sheet(&[], false).columns;
        TableBuilder::new(ui)
            .id_salt("hall-reports")
            .striped(true)
            .auto_shrink([false, true])
            .column(Column::auto().at_least(30.0))
            .column(Column::auto().at_least(30.0))
            .column(Column::auto().at_least(140.0).resizable(true))
            .column(Column::auto().at_least(140.0).resizable(true))
            .column(Column::auto().at_least(60.0))
            .column(Column::auto().at_least(60.0))
            .column(Column::auto().at_least(200.0))
            .column(Column::remainder().at_least(330.0))
            .header(22.0, |mut h| {
                for c in heads.iter().chain(std::iter::once(&String::new())) {
                    h.col(|ui| {
                        ui.strong(c);
                    });
                }
            })
            .body(|mut body| {
                let sheet = w::reports_sheet(lines, false);
                for (l, cells) in lines.iter().zip(&sheet.rows) {
                    body.row(26.0, |mut row| {
                        for c in cells {
                            row.col(|ui| {
                                if l.status == Status::Disagreed {
                                    ui.colored_label(ui.visuals().warn_fg_color, &c.text);
                                } else {
                                    ui.label(&c.text);
                                }
                            });
                        }
                        row.col(|ui| {
                            ui.horizontal(|ui| self.decide(ui, l, cmds));
                        });
                    });
                }
            });
    }

    /// Accept and Reject for an open report; for a disagreement, the result to enter first.
    fn decide(&mut self, ui: &mut egui::Ui, l: &ReportLine, cmds: &mut Vec<Command>) {
        if !l.status.open() {
            return;
        }
        let key = (l.round, l.board);
        let mut result = None;
        if l.status == Status::Disagreed {
            let chosen = self.chosen.get(&key).copied();
            let label = ui.label(t!("hall-decide"));
            egui::ComboBox::from_id_salt(("hall-result", l.round, l.board))
                .width(70.0)
                .selected_text(chosen.map_or("…", GameResult::display))
                .show_ui(ui, |ui| {
                    // The arbiter decides: any result, not only what the players said.
                    for r in GameResult::ALL {
                        if ui
                            .selectable_label(chosen == Some(r), r.display())
                            .clicked()
                        {
                            self.chosen.insert(key, r);
                        }
                    }
                })
                .response
                .labelled_by(label.id);
            result = chosen;
        }
        let can = l.status != Status::Disagreed || result.is_some();
        if ui
            .add_enabled(can, egui::Button::new(t!("hall-accept")))
            .clicked()
        {
            cmds.push(Command::Hall(HallCmd::Decide {
                round: l.round,
                board: l.board,
                accept: true,
                result,
            }));
        }
        if ui.button(t!("hall-reject")).clicked() {
            cmds.push(Command::Hall(HallCmd::Decide {
                round: l.round,
                board: l.board,
                accept: false,
                result: None,
            }));
        }
    }
}

impl HallView {
    /// When players check in, who did for the next round (the arbiter ticks the others), and
    /// "Pair those present", which names the absent before it pairs.
    fn check_in(
        &mut self,
        ui: &mut egui::Ui,
        t: &orda_core::tournament::Tournament,
        data: &HallData,
        cmds: &mut Vec<Command>,
    ) {
        ui.heading(t!("hall-check-in-title"));
        ui.horizontal(|ui| {
            let l = ui.label(t!("hall-check-in-label"));
            let mut mode = data.lists.settings.check_in;
            egui::ComboBox::from_id_salt("hall-check-in")
                .selected_text(w::check_in_name(mode))
                .show_ui(ui, |ui| {
                    for c in [CheckIn::Off, CheckIn::First, CheckIn::Each] {
                        ui.selectable_value(&mut mode, c, w::check_in_name(c));
                    }
                })
                .response
                .labelled_by(l.id);
            if mode != data.lists.settings.check_in {
                cmds.push(Command::Hall(HallCmd::CheckInMode(mode)));
            }
        });
        let p = &data.lists.presence;
        if orda_core::app::hall::check_in_round(t, data.lists.settings).is_err() {
            return;
        }
        ui.label(t!(
            "hall-present",
            round = p.round.0,
            n = p.here.len(),
            of = p.playing.len()
        ));
        ui.horizontal_wrapped(|ui| {
            for &no in &p.playing {
                let Some(e) = t.entrant(no.0) else { continue };
                let mut is = p.here.contains(&no);
                let was = is;
                ui.checkbox(&mut is, format!("{} {}", e.no, e.name));
                if is && !was {
                    cmds.push(Command::Hall(HallCmd::CheckIn(no)));
                }
            }
        });
        if self.confirming {
            ui.colored_label(ui.visuals().warn_fg_color, w::absent(&p.absent));
            ui.horizontal(|ui| {
                if ui.button(t!("hall-pair-present-confirm")).clicked() {
                    self.confirming = false;
                    cmds.push(Command::Hall(HallCmd::PairPresent));
                }
                if ui.button(t!("cancel")).clicked() {
                    self.confirming = false;
                }
            });
        } else if ui
            .add_enabled(
                !p.here.is_empty(),
                egui::Button::new(t!("hall-pair-present")),
            )
            .on_hover_text(t!("hall-pair-present-tip"))
            .clicked()
        {
            self.confirming = true;
        }
    }
}

/// The codes (whose, made, wrong tries, locked), each live one with a button to end it, a
/// locked one with a button to unlock it.
fn codes(
    ui: &mut egui::Ui,
    codes: &[AccessCode],
    t: &orda_core::tournament::Tournament,
    cmds: &mut Vec<Command>,
) {
    let sheet = w::access_sheet(codes, t, false);
    egui::Grid::new("hall-codes").striped(true).show(ui, |ui| {
        for c in &sheet.columns {
            ui.strong(c);
        }
        ui.end_row();
        for (code, row) in codes.iter().zip(&sheet.rows) {
            for c in row {
                ui.label(&c.text);
            }
            ui.horizontal(|ui| {
                if code.revoked_at.is_none() && ui.button(t!("hall-revoke")).clicked() {
                    cmds.push(Command::Hall(HallCmd::Revoke(code.id)));
                }
                if code.revoked_at.is_none()
                    && code.locked_at.is_some()
                    && ui
                        .button(t!("hall-unlock"))
                        .on_hover_text(t!("hall-unlock-tip"))
                        .clicked()
                {
                    cmds.push(Command::Hall(HallCmd::Unlock(code.id)));
                }
            });
            ui.end_row();
        }
    });
}

/// The byes players asked for, each open one with Grant and Refuse.
fn byes(ui: &mut egui::Ui, lines: &[orda_core::app::hall::ByeLine], cmds: &mut Vec<Command>) {
    let sheet = w::byes_sheet(lines, false);
    egui::Grid::new("hall-byes").striped(true).show(ui, |ui| {
        for c in &sheet.columns {
            ui.strong(c);
        }
        ui.end_row();
        for (l, row) in lines.iter().zip(&sheet.rows) {
            for c in row {
                ui.label(&c.text);
            }
            if l.status.open() {
                ui.horizontal(|ui| {
                    for (accept, label) in [(true, t!("hall-grant")), (false, t!("hall-refuse"))] {
                        if ui.button(label).clicked() {
                            cmds.push(Command::Hall(HallCmd::DecideBye {
                                round: l.round,
                                player: l.player.0,
                                accept,
                            }));
                        }
                    }
                });
            }
            ui.end_row();
        }
    });
}
