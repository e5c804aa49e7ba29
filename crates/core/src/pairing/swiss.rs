//! The model a Swiss pairing works on: each player's history round by round, the point system,
//! and what the rules derive from them (scores, colour preferences, floats, bye eligibility).
//!
//! Players are indexed by starting number minus one. A history entry says whether the player
//! took part in that round's pairing (a game, a forfeit or the pairing-allocated bye) or not
//! (an announced bye, an absence), whether the game was actually played (forfeits are not:
//! they neither block a rematch nor count for colours, FIDE C.04.1), and the outcome.

use std::collections::HashSet;

/// A piece colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// White (in Togyzkumalak: the first player to move).
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How a round ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundResult {
    /// Lost, lost by forfeit, or a zero-point bye / absence.
    Loss,
    /// Drawn, or a half-point bye.
    Draw,
    /// Won, won by forfeit, a full-point bye or the pairing-allocated bye.
    Win,
}

/// One round of one player's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// The opponent (`None` for a bye or an absence).
    pub opponent: Option<usize>,
    /// The colour, for a game or a forfeit.
    pub colour: Option<Colour>,
    /// The outcome.
    pub outcome: RoundResult,
    /// The game was played over the board.
    pub played: bool,
    /// The player was paired (a game or forfeit) or got the pairing-allocated bye.
    pub paired: bool,
}

impl Record {
    /// A round the player was not paired in and scored nothing (absent, zero-point bye).
    pub fn absent() -> Record {
        Record {
            opponent: None,
            colour: None,
            outcome: RoundResult::Loss,
            played: false,
            paired: false,
        }
    }
}

/// Points in tenths (1 = 10, ½ = 5), as the reference engines count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Points {
    /// A win over the board or by forfeit, and a full-point bye.
    pub win: u32,
    /// A draw and a half-point bye.
    pub draw: u32,
    /// A loss over the board.
    pub loss: u32,
    /// A zero-point bye or an absence.
    pub zero_bye: u32,
    /// A loss by forfeit.
    pub forfeit_loss: u32,
    /// The pairing-allocated bye.
    pub pab: u32,
}

impl Default for Points {
    fn default() -> Self {
        Points {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            forfeit_loss: 0,
            pab: 10,
        }
    }
}

impl Points {
    /// What `r` is worth.
    pub fn of(&self, r: &Record) -> u32 {
        match r.outcome {
            RoundResult::Loss => match (r.paired, r.played) {
                (true, true) => self.loss,
                (true, false) => self.forfeit_loss,
                (false, _) => self.zero_bye,
            },
            RoundResult::Win if r.opponent.is_none() && r.paired => self.pab,
            RoundResult::Win => self.win,
            RoundResult::Draw => self.draw,
        }
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Rating (0 = unrated); not used by the Dutch system beyond the starting order.
    pub rating: u32,
    /// Rounds 1.. in order. An entry beyond the played rounds is an announced bye or absence
    /// for the round being paired: such a player is not paired.
    pub history: Vec<Record>,
    /// Virtual points (tenths) added to his score for pairing each round, round 1 first
    /// (acceleration: `pairing::baku`, or a TRF's `XXA`/`250` records); rounds past the end add
    /// nothing. Never part of his score in the standings.
    pub acceleration: Vec<u32>,
}

/// A Swiss tournament before the round to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Swiss {
    /// Players by starting number minus one; `None` is a hole in the numbering.
    pub players: Vec<Option<Player>>,
    /// Rounds already paired.
    pub played_rounds: usize,
    /// Rounds the tournament will have (the last round relaxes the colour rules).
    pub total_rounds: usize,
    /// The point system.
    pub points: Points,
    /// The colour of the first player of the initial ranking in round 1.
    pub first_colour: Colour,
    /// Pairs that must not meet (besides the players who have already played each other).
    pub forbidden: Vec<(usize, usize)>,
    /// Groups of players no two of whom may meet (a TRF's `XXP` / `260` lines), kept as groups:
    /// a group of `k` players is `k` numbers, not `k·(k−1)/2` pairs.
    pub forbidden_groups: Vec<Vec<usize>>,
}

/// What the colour rules know of a player (C.04.1 and C.04.3 A.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ColourState {
    /// |whites − blacks| over played games.
    pub imbalance: u32,
    /// The preferred colour.
    pub preference: Option<Colour>,
    /// The colour played in the last two played games, when it was the same.
    pub repeated: Option<Colour>,
    /// A strong (not absolute) preference.
    pub strong: bool,
}

impl ColourState {
    /// An absolute preference: imbalance above 1 or the same colour twice running.
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// Derives the colour state from a history.
    pub fn of(history: &[Record]) -> ColourState {
        let (mut white, mut black) = (0u32, 0u32);
        let mut run = 0u32;
        let mut last = None;
        for r in history.iter().filter(|r| r.played) {
            let Some(c) = r.colour else { continue };
            match c {
                Colour::White => white += 1,
                Colour::Black => black += 1,
            }
            run = if run == 0 || Some(c) != last {
                1
            } else {
                run + 1
            };
            last = Some(c);
        }
        let lower = if white > black {
            Colour::Black
        } else {
            Colour::White
        };
        let imbalance = white.abs_diff(black);
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(Colour::other)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::other)
        };
        let repeated = if run > 1 { last } else { None };
        let mut s = ColourState {
            imbalance,
            preference,
            repeated,
            strong: false,
        };
        s.strong = !s.absolute() && imbalance > 0;
        s
    }
}

/// Which of the colour rules (C.04.3 article 5.2, in order) decided a board's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourRule {
    /// 5.2.1: both players get their preference (or one has none).
    Both,
    /// 5.2.2: the absolute preference (or, both absolute, the wider colour difference).
    Absolute,
    /// 5.2.2: the strong preference over a mild one.
    Strong,
    /// 5.2.3: the colours alternate from the last round in which they differed.
    Alternate,
    /// 5.2.4: the higher-ranked player's preference.
    HigherRanked,
    /// 5.2.5: no preferences: the higher-ranked player's pairing number decides (odd: the
    /// initial colour).
    Initial,
}

/// Why no pairing was produced (`words::formats::pairing_error` says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// The absolute criteria (no rematch, colours, at most one bye) cannot all hold.
    Impossible,
}

impl std::error::Error for PairingError {}

/// One board of a round: `black` is `None` for the pairing-allocated bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// White (or the player who gets the bye).
    pub white: usize,
    /// Black.
    pub black: Option<usize>,
}

impl Swiss {
    /// Whether player `i` counts in this tournament (not a hole; an announced absence in the
    /// first round he would play does not count him either).
    pub fn is_valid(&self, i: usize) -> bool {
        match &self.players[i] {
            None => false,
            Some(p) => p.history.len() <= self.played_rounds || p.history.iter().any(|r| r.paired),
        }
    }

    /// Whether player `i` is to be paired this round.
    pub fn is_pairable(&self, i: usize) -> bool {
        self.is_valid(i)
            && self.players[i]
                .as_ref()
                .is_some_and(|p| p.history.len() <= self.played_rounds)
    }

    /// The score of player `i` for pairing the round that is `back` rounds before the one to
    /// pair: his points before it plus that round's virtual points (acceleration), as the
    /// reference engine counts it (floats one and two rounds back compare accelerated scores
    /// too).
    pub fn score(&self, i: usize, back: usize) -> u32 {
        let Some(p) = &self.players[i] else { return 0 };
        let round = self.played_rounds.saturating_sub(back);
        self.points_before(i, round) + p.acceleration.get(round).copied().unwrap_or(0)
    }

    /// The points player `i` scored in the rounds before `round` (0-based), without virtual
    /// points: what the board order of a round goes by.
    pub fn points_before(&self, i: usize, round: usize) -> u32 {
        let Some(p) = &self.players[i] else { return 0 };
        let upto = round.min(p.history.len());
        p.history[..upto].iter().map(|r| self.points.of(r)).sum()
    }

    /// Whether any player has virtual points in the round to pair.
    pub fn accelerated(&self) -> bool {
        self.players.iter().flatten().any(|p| {
            p.acceleration
                .get(self.played_rounds)
                .is_some_and(|&a| a > 0)
        })
    }

    /// The forbidden groups (`forbidden_groups`) each player is in, by index: two players of
    /// one group may not meet. Linear in the groups' sizes, where their pairs would be
    /// quadratic.
    pub fn groups_of(&self) -> Vec<Vec<u32>> {
        let mut groups_of = vec![Vec::new(); self.players.len()];
        for (g, members) in self.forbidden_groups.iter().enumerate() {
            for &x in members {
                if let Some(of) = groups_of.get_mut(x)
                    && of.last() != Some(&(g as u32))
                {
                    of.push(g as u32);
                }
            }
        }
        groups_of
    }

    /// Pairs (player, opponent) that may not meet: games played and the forbidden list.
    pub fn played_pairs(&self) -> HashSet<(usize, usize)> {
        let mut set = HashSet::new();
        for (i, p) in self.players.iter().enumerate() {
            let Some(p) = p else { continue };
            for r in &p.history {
                if let (true, Some(o)) = (r.played, r.opponent) {
                    set.insert((i.min(o), i.max(o)));
                }
            }
        }
        for &(a, b) in &self.forbidden {
            set.insert((a.min(b), a.max(b)));
        }
        set
    }

    /// Whether the player may receive the pairing-allocated bye: not if an earlier round
    /// already gave him a win without playing (the pairing-allocated bye, a forfeit win, a
    /// full-point bye; C.04.1, 2025), whatever the tournament awards for it: a half- or
    /// zero-point pairing-allocated bye is still the bye.
    pub fn bye_eligible(&self, i: usize) -> bool {
        let Some(p) = &self.players[i] else {
            return false;
        };
        p.history
            .iter()
            .all(|r| r.played || r.outcome != RoundResult::Win)
    }
}
