//! Typed ids for what crosses layers (operations, outcomes, the store's API, the faces): a
//! tournament, a registered player, a starting number, a round, a board. Each is a plain number
//! with its own type, so that a starting number cannot be passed where a player id is meant.
//! The domain model carries them too (`Settings::id`, `Entrant::player_id`, `Round::number`,
//! `Game::board`); the starting numbers inside the pure pairing and tournament code stay the
//! bare `No` (= `u32`), as does a round count handed to a pure computation ("standings after
//! round N").
//!
//! `ToSql`/`FromSql` are in `store` (only the store speaks SQL); `Display` is the bare number.

use std::fmt;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident($t:ty)) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash,
            serde::Serialize, serde::Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub $t);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id!(
    /// A tournament's database id.
    TournamentId(i64)
);
id!(
    /// An event's database id (a championship of several tournaments).
    EventId(i64)
);
id!(
    /// A player's id in the database's player registry (the same person across tournaments).
    PlayerId(i64)
);
id!(
    /// A starting number in one tournament (1-based).
    StartNo(u32)
);
id!(
    /// A round's number (1-based).
    RoundNo(u32)
);
id!(
    /// A board's number in a round (1-based).
    Board(u32)
);
id!(
    /// A team's number in a team tournament (its pairing number, TPN; 1-based).
    TeamNo(u32)
);
id!(
    /// A match's number in a round of a team tournament (1-based).
    MatchNo(u32)
);
id!(
    /// A line of the journal (`tournament::journal`): one applied operation.
    EntryId(i64)
);
id!(
    /// An access code's database id (`tournament::hall`): never the code itself.
    AccessId(i64)
);
id!(
    /// An item the hall sent (`tournament::hall::Incoming`).
    IncomingId(i64)
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_the_bare_number() {
        assert_eq!(TournamentId(12).to_string(), "12");
        assert_eq!(StartNo(3).to_string(), "3");
        assert_eq!(format!("{:>3}", Board(7)), "  7");
        assert!(RoundNo(2) < RoundNo(10));
    }
}
