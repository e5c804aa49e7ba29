//! Two players the arbiter keeps apart (team-mates, family): in every round, or only in some
//! rounds (TRF-2026's `260` names a first and a last round). The Dutch system treats them as
//! players who have met in the rounds the rule covers.

use super::No;

/// Players `a` and `b` (starting numbers, `a` < `b`) kept apart, in `rounds` (first, last) or in
/// every round (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct KeptApart {
    /// The lower starting number.
    pub a: No,
    /// The higher starting number.
    pub b: No,
    /// The first and the last round it covers; `None`: every round.
    pub rounds: Option<(u32, u32)>,
}

impl KeptApart {
    /// Players `a` and `b` kept apart in every round.
    pub fn always(a: No, b: No) -> KeptApart {
        KeptApart {
            a: a.min(b),
            b: a.max(b),
            rounds: None,
        }
    }

    /// True when the rule covers round `round`.
    pub fn in_round(&self, round: u32) -> bool {
        self.rounds
            .is_none_or(|(first, last)| first <= round && round <= last)
    }

    /// The pairs kept apart in round `round`.
    pub fn pairs_in(all: &[KeptApart], round: u32) -> Vec<(No, No)> {
        all.iter()
            .filter(|k| k.in_round(round))
            .map(|k| (k.a, k.b))
            .collect()
    }
}
