//! The players' form: a player's fields as typed, and the entrant they make.

use super::super::text;
use orda_core::tournament::Entrant;

/// The form's fields as typed.
#[derive(Clone, Debug, Default)]
pub(super) struct Form {
    pub(super) player_id: orda_core::tournament::PlayerId,
    pub(super) name: String,
    pub(super) title: String,
    pub(super) rating: String,
    pub(super) region: String,
    pub(super) club: String,
    pub(super) team: String,
    pub(super) birth: String,
    pub(super) sex: String,
}

impl Form {
    pub(super) fn of(e: &Entrant) -> Form {
        Form {
            player_id: e.player_id,
            name: e.name.clone(),
            title: e.title.clone().unwrap_or_default(),
            rating: e.rating.map_or(String::new(), |r| r.to_string()),
            region: e.region.clone().unwrap_or_default(),
            club: e.club.clone().unwrap_or_default(),
            team: e.team.clone().unwrap_or_default(),
            birth: e
                .birth
                .as_deref()
                .map(orda_core::words::date)
                .unwrap_or_default(),
            sex: e.sex.map_or(String::new(), orda_core::words::sex_word),
        }
    }

    pub(super) fn entrant(&self) -> Result<Entrant, String> {
        let some = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        let rating = match self.rating.trim() {
            "" => None,
            r => Some(r.parse().map_err(|_| text::bad_rating(r))?),
        };
        let sex = match self.sex.trim() {
            "" => None,
            s => Some(orda_core::tournament::parse_sex(s).ok_or_else(|| text::bad_sex(s))?),
        };
        Ok(Entrant {
            player_id: self.player_id,
            name: self.name.clone(),
            title: some(&self.title),
            rating,
            region: some(&self.region),
            club: some(&self.club),
            team: some(&self.team),
            birth: some(&self.birth),
            sex,
            ..Entrant::default()
        })
    }
}
