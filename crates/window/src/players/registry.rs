//! Registry players offered as the arbiter types a new player's name: a player registered in
//! another tournament of the file (another section of the event, an earlier tournament) is
//! entered with his registry rating, once, instead of being registered again.

use super::PlayersView;
use crate::awards::AwardCmd;
use crate::{Command, Shared};
use orda_core::t;
use orda_core::tournament::{Tournament, name_key};

/// How many suggestions are shown at most.
const SHOWN: usize = 5;

impl PlayersView {
    /// Under the form of a new player: the registry players whose names contain what is typed
    /// (three letters at least) and who are not in this tournament yet.
    pub(super) fn registry_ui(
        &mut self,
        ui: &mut egui::Ui,
        shared: &Shared,
        t: &Tournament,
        cmds: &mut Vec<Command>,
    ) {
        if self.selected.is_some() {
            return;
        }
        let key = name_key(&self.form.name);
        if key.chars().count() < 3 {
            return;
        }
        // Looked up once per name typed (a read of the registry), not every frame.
        if shared.found.0 != key {
            cmds.push(Command::FindRegistered(key));
            return;
        }
        let found: Vec<_> = shared
            .found
            .1
            .iter()
            .filter(|p| !t.entrants.iter().any(|e| e.player_id == p.id))
            .take(SHOWN)
            .collect();
        if found.is_empty() {
            return;
        }
        ui.separator();
        ui.label(t!("from-registry"));
        for p in found {
            let rating = p
                .rating
                .map(|r| r.to_string())
                .unwrap_or_else(|| "—".into());
            let region = p.region.clone().unwrap_or_default();
            let label = t!(
                "enter-registered",
                name = p.name.as_str(),
                rating = rating,
                region = region
            );
            if ui.button(label).clicked() {
                cmds.push(Command::Award(AwardCmd::EnterRegistered(p.id)));
                self.added(false);
            }
        }
    }
}
