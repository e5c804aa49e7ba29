//! "A game" as the rest of Orda sees it: the [`Game`] trait each engine implements (positions,
//! legal turns, playing, status, notation, perft, score validation), and [`GameKind`], the
//! game a tournament or a file is played in, which dispatches to the engine at run time.
//!
//! Callers that need the positions themselves (the window's board) are generic over [`Game`];
//! callers that only need text and verdicts (the validator, perft, the CLI) go through
//! [`GameKind`] and never name an engine.

use std::fmt;
use std::str::FromStr;

use super::score::{Counted, Declared, OnBoard, Replay, ScoreMove, Tally, Why};
use super::{Outcome, Side, togyz, tumicarona};

/// Why a position string is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Not a Togyzkumalak position.
    #[error(transparent)]
    Togyz(#[from] togyz::PositionParseError),
    /// Not a Tumicarona position.
    #[error(transparent)]
    Tumicarona(#[from] tumicarona::PositionParseError),
}

/// A tag of a game record that the rules cannot read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TagError {
    /// The `FEN` tag is not a position.
    #[error("the FEN tag: {0}")]
    Fen(PositionError),
    /// The `DrawRule` tag is not a draw rule.
    #[error("the DrawRule tag: {0}")]
    DrawRule(tumicarona::score::DrawRuleError),
}

impl TagError {
    /// The tag's name: `FEN`, `DrawRule`.
    pub fn tag(&self) -> &'static str {
        match self {
            TagError::Fen(_) => "FEN",
            TagError::DrawRule(_) => "DrawRule",
        }
    }
}

/// One game's rules behind one interface.
pub trait Game {
    /// Which game this is.
    const KIND: GameKind;
    /// A position: its `Display`/`FromStr` are the game's position string.
    type Position: Clone
        + PartialEq
        + fmt::Debug
        + fmt::Display
        + FromStr<Err: fmt::Display + Into<PositionError>>;
    /// A whole turn (one move of Togyzkumalak, a whole chain of Tumicarona).
    type Turn: Clone + PartialEq + fmt::Debug;

    /// The starting position.
    fn start() -> Self::Position;
    /// The side to move.
    fn to_move(pos: &Self::Position) -> Side;
    /// The number of the turn about to be played (Togyzkumalak's positions do not count turns).
    fn number(_pos: &Self::Position) -> u32 {
        1
    }
    /// Every legal turn.
    fn legal_turns(pos: &Self::Position) -> Vec<Self::Turn>;
    /// Plays a turn, or says why it is illegal (the position is then unchanged).
    fn play(pos: &mut Self::Position, turn: &Self::Turn) -> Result<(), Why>;
    /// Reads a written turn (what the score writes beyond the turn, like Togyzkumalak's landing
    /// digit, is the validator's business).
    fn parse_turn(token: &str) -> Result<Self::Turn, Why>;
    /// The canonical notation of `turn` played from `before`.
    fn write_turn(before: &Self::Position, turn: &Self::Turn) -> String;
    /// Who won and why, if the board has decided the game (draw rules that need the game's
    /// history are the validator's).
    fn status(pos: &Self::Position) -> Option<(Outcome, OnBoard)>;
    /// What each side has: kazans, pieces.
    fn tally(pos: &Self::Position) -> Tally;
    /// Perft for every depth 1..=`depth`.
    fn perft(pos: &Self::Position, depth: u32) -> Vec<u64>;
    /// Replays a score and checks it. `tag` gives the record's tags (the draw rule).
    fn validate(
        start: Self::Position,
        moves: &[ScoreMove<'_>],
        declared: Declared,
        tag: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Replay, TagError>;
}

/// Togyzkumalak (SPEC section 1).
#[derive(Clone, Copy, Debug)]
pub struct Togyzkumalak;

/// Tumicarona (SPEC section 4).
#[derive(Clone, Copy, Debug)]
pub struct Tumicarona;

impl Game for Togyzkumalak {
    const KIND: GameKind = GameKind::Togyzkumalak;
    type Position = togyz::Position;
    /// The otau played, 1..9.
    type Turn = u8;

    fn start() -> togyz::Position {
        togyz::Position::start()
    }

    fn to_move(pos: &togyz::Position) -> Side {
        pos.to_move()
    }

    fn legal_turns(pos: &togyz::Position) -> Vec<u8> {
        pos.legal_moves().collect()
    }

    fn play(pos: &mut togyz::Position, turn: &u8) -> Result<(), Why> {
        pos.play(*turn).map(|_| ()).map_err(Why::Illegal)
    }

    fn parse_turn(token: &str) -> Result<u8, Why> {
        togyz::notation::parse_move(token)
            .map(|m| m.from)
            .map_err(Why::Notation)
    }

    fn write_turn(before: &togyz::Position, turn: &u8) -> String {
        let mut p = *before;
        match p.play(*turn) {
            Ok(report) => togyz::notation::WrittenMove::from_report(&report).to_string(),
            Err(_) => turn.to_string(),
        }
    }

    fn status(pos: &togyz::Position) -> Option<(Outcome, OnBoard)> {
        match pos.status() {
            togyz::Status::Ongoing => None,
            togyz::Status::Over {
                outcome,
                reason,
                kazans,
            } => Some((outcome, togyz::score::on_board(outcome, reason, kazans))),
        }
    }

    fn tally(pos: &togyz::Position) -> Tally {
        Tally {
            name: Counted::Kazans,
            counts: [
                u32::from(pos.kazan(Side::White)),
                u32::from(pos.kazan(Side::Black)),
            ],
        }
    }

    fn perft(pos: &togyz::Position, depth: u32) -> Vec<u64> {
        togyz::perft_all(pos, depth)
    }

    fn validate(
        start: togyz::Position,
        moves: &[ScoreMove<'_>],
        declared: Declared,
        _tag: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Replay, TagError> {
        let v = togyz::score::validate(start, moves, declared);
        let mut tally = Self::tally(&v.position);
        if let togyz::score::Ending::OnBoard { kazans, .. } = v.ending {
            // After an atsyrau the kazans include the collection.
            tally.counts = kazans.map(u32::from);
        }
        Ok(Replay {
            position: v.position.to_string(),
            plies: v.plies,
            ending: v.ending.shared(),
            tally,
            problem: v.problem,
            moves: v.moves.iter().map(ToString::to_string).collect(),
        })
    }
}

impl Game for Tumicarona {
    const KIND: GameKind = GameKind::Tumicarona;
    type Position = tumicarona::Position;
    type Turn = tumicarona::Turn;

    fn start() -> tumicarona::Position {
        tumicarona::Position::start()
    }

    fn to_move(pos: &tumicarona::Position) -> Side {
        pos.to_move()
    }

    fn number(pos: &tumicarona::Position) -> u32 {
        pos.number()
    }

    fn legal_turns(pos: &tumicarona::Position) -> Vec<tumicarona::Turn> {
        pos.legal_turns()
    }

    fn play(pos: &mut tumicarona::Position, turn: &tumicarona::Turn) -> Result<(), Why> {
        pos.play(turn)
            .map(|_| ())
            .map_err(|error| Why::IllegalTurn {
                steps: turn.steps.len(),
                error,
            })
    }

    fn parse_turn(token: &str) -> Result<tumicarona::Turn, Why> {
        tumicarona::parse_turn(token).map_err(Why::TurnNotation)
    }

    fn write_turn(_before: &tumicarona::Position, turn: &tumicarona::Turn) -> String {
        turn.to_string()
    }

    fn status(pos: &tumicarona::Position) -> Option<(Outcome, OnBoard)> {
        tumicarona::score::ended(pos, tumicarona::score::DrawRule::Agreement, 1)
    }

    fn tally(pos: &tumicarona::Position) -> Tally {
        tumicarona::score::tally(pos)
    }

    fn perft(pos: &tumicarona::Position, depth: u32) -> Vec<u64> {
        tumicarona::perft_all(pos, depth)
    }

    fn validate(
        start: tumicarona::Position,
        moves: &[ScoreMove<'_>],
        declared: Declared,
        tag: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Replay, TagError> {
        let rule = match tag("DrawRule") {
            None => tumicarona::score::DrawRule::default(),
            Some(text) => text.parse().map_err(TagError::DrawRule)?,
        };
        Ok(tumicarona::score::validate(start, moves, declared, rule))
    }
}

/// The game a tournament, a file or a command is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub enum GameKind {
    /// Togyzkumalak.
    #[default]
    Togyzkumalak,
    /// Tumicarona.
    Tumicarona,
}

/// Runs `$body` with `$g` bound to the engine type of `$kind`.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            $crate::rules::GameKind::Togyzkumalak => {
                type $g = $crate::rules::Togyzkumalak;
                $body
            }
            $crate::rules::GameKind::Tumicarona => {
                type $g = $crate::rules::Tumicarona;
                $body
            }
        }
    };
}

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Togyzkumalak, GameKind::Tumicarona];

    /// The stored name: `togyzkumalak`, `tumicarona`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Togyzkumalak => "togyzkumalak",
            GameKind::Tumicarona => "tumicarona",
        }
    }

    /// The starting position string.
    pub fn start_position(self) -> String {
        with_game!(self, G => G::start().to_string())
    }

    /// Perft from `position` (the start when `None`) for every depth 1..=`depth`.
    pub fn perft(self, position: Option<&str>, depth: u32) -> Result<Vec<u64>, PositionError> {
        with_game!(self, G => {
            let pos = match position {
                None => G::start(),
                Some(text) => text.parse::<<G as Game>::Position>().map_err(Into::<PositionError>::into)?,
            };
            Ok(G::perft(&pos, depth))
        })
    }

    /// Validates a score whose record has tags `tag` (the start position in `FEN`, the start
    /// of the game when absent). An error names the tag that cannot be read, and why.
    pub fn validate(
        self,
        moves: &[ScoreMove<'_>],
        declared: Declared,
        tag: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Replay, TagError> {
        with_game!(self, G => {
            let pos = match tag("FEN") {
                None => G::start(),
                Some(text) => text
                    .parse::<<G as Game>::Position>()
                    .map_err(|e| TagError::Fen(e.into()))?,
            };
            G::validate(pos, moves, declared, tag)
        })
    }

    /// The verdict on an empty score from the start.
    pub fn blank_verdict(self) -> Replay {
        with_game!(self, G => {
            let start = G::start();
            Replay {
                position: start.to_string(),
                plies: 0,
                ending: super::score::Ending::Unfinished,
                tally: G::tally(&start),
                problem: None,
                moves: Vec::new(),
            }
        })
    }

    /// The side to move and the turn number in the position string `start` (White, 1 when it
    /// is absent or cannot be read).
    pub fn first_turn(self, start: Option<&str>) -> (Side, u32) {
        with_game!(self, G => start
            .and_then(|s| s.parse::<<G as Game>::Position>().ok())
            .map_or((Side::White, 1), |p| (G::to_move(&p), G::number(&p))))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(s: &str) -> Result<GameKind, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "togyzkumalak" | "togyz" | "toguz-kumalak" | "toguz kumalak" => {
                Ok(GameKind::Togyzkumalak)
            }
            "tumicarona" | "tumi" => Ok(GameKind::Tumicarona),
            _ => Err(format!(
                "'{s}' is not a game Orda knows: togyzkumalak or tumicarona"
            )),
        }
    }
}
