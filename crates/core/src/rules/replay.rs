//! One replay for every face: a game's written turns played from its start, as far as they are
//! legal, keeping every position on the way. The window's game view, `orda replay` (either
//! game) and anything else that shows a score move by move use this; the validator
//! (`Game::validate`) is what judges a score, and a caller that has its verdict passes the ply
//! it refused as `stop`, so the replay ends where the verdict says the score goes wrong.

use super::Game;

/// A score replayed in the game's own positions.
#[derive(Clone, Debug)]
pub struct Replay<G: Game> {
    /// The position before the first turn, then after each legal turn.
    pub positions: Vec<G::Position>,
    /// The legal turns played.
    pub turns: Vec<G::Turn>,
    /// Each legal turn in the game's canonical notation.
    pub tokens: Vec<String>,
    /// The first turn not played (0-based) and its token as written, if the replay stopped
    /// before the end.
    pub bad: Option<(usize, String)>,
}

/// Plays `written` (turns as written in a score) from `start` until the first one that does
/// not read or is illegal, or until turn `stop` (0-based) if given.
pub fn replay<'a, G: Game>(
    start: G::Position,
    written: impl IntoIterator<Item = &'a str>,
    stop: Option<usize>,
) -> Replay<G> {
    let mut pos = start;
    let mut out = Replay {
        positions: vec![pos.clone()],
        turns: Vec::new(),
        tokens: Vec::new(),
        bad: None,
    };
    for (i, token) in written.into_iter().enumerate() {
        if stop == Some(i) {
            out.bad = Some((i, token.to_string()));
            break;
        }
        let before = pos.clone();
        match G::parse_turn(token).and_then(|t| G::play(&mut pos, &t).map(|()| t)) {
            Ok(turn) => {
                out.tokens.push(G::write_turn(&before, &turn));
                out.turns.push(turn);
                out.positions.push(pos.clone());
            }
            Err(_) => {
                out.bad = Some((i, token.to_string()));
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Togyzkumalak, Tumicarona};

    #[test]
    fn a_replay_keeps_every_position_and_stops_at_the_first_bad_turn() {
        let r = replay::<Togyzkumalak>(Togyzkumalak::start(), ["76", "11", "zz", "22"], None);
        assert_eq!(r.turns, [7, 1]);
        assert_eq!(r.positions.len(), 3);
        assert_eq!(r.bad, Some((2, "zz".to_string())));
        assert_ne!(r.positions.last(), Some(&Togyzkumalak::start()));
        let stopped = replay::<Togyzkumalak>(Togyzkumalak::start(), ["76", "11"], Some(1));
        assert_eq!(stopped.turns, [7]);
        assert_eq!(stopped.bad, Some((1, "11".to_string())));
    }

    #[test]
    fn tumicarona_turns_replay_the_same_way() {
        let start = Tumicarona::start();
        let first = Tumicarona::legal_turns(&start)[0].clone();
        let token = Tumicarona::write_turn(&start, &first);
        let r = replay::<Tumicarona>(start, [token.as_str(), token.as_str()], None);
        assert_eq!(r.turns, [first]);
        assert_eq!(r.tokens.first(), Some(&token));
        assert_eq!(r.tokens.len(), 1);
        assert_eq!(r.bad, Some((1, token)), "the same turn again is not legal");
    }
}
