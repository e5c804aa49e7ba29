//! Why this pairing? An explanation of each board and the bye of a Dutch round, from the run
//! that paired it ([`dutch::pair_with_rules`]): each player's score group, colour preference
//! and floats; the colour rule that decided the board; and, for the pairing a player would
//! expect instead (his counterpart in the other half of his score group, the first player of
//! his score he has not met, a player he names), the first criterion of C.04.3 that the
//! alternative breaks or is worse in, with both values.
//!
//! **Truthful:** the alternative named is a whole pairing of the round (the player with the
//! other, their two old partners together or the one left over with the bye), evaluated
//! from the criteria's definitions (`criteria::evaluate`) against the pairing made: it breaks
//! the absolute criterion named, or is equal in every criterion before the one named and worse
//! in it by the values given, or equal in all of them (then the Dutch order of transpositions
//! and exchanges decided). Tests check every claim on the reference rounds.

use serde::Serialize;

use super::criteria::{self, Comparison, Value};
use super::dutch;
use super::swiss::{Board, Colour, ColourRule, PairingError, Swiss};

/// Pairs of players by index (`None`: the bye).
type Pairs = Vec<(usize, Option<usize>)>;

/// A starting number (the engine's index plus one).
pub type No = u32;

/// How firmly a player wants his colour (C.04.3 1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Strength {
    /// No preference.
    None,
    /// A mild preference.
    Mild,
    /// A strong preference.
    Strong,
    /// An absolute preference.
    Absolute,
}

pub use super::criteria::Float;

/// What the rules read of one player for this round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Facts {
    /// Starting number.
    pub no: No,
    /// Pairing score in tenths of a point (virtual points included).
    pub score: u32,
    /// His place in his score group, by pairing number (1 the first).
    pub place: u32,
    /// The players of his score group in the round.
    pub group: u32,
    /// The preferred colour.
    pub preference: Option<Colour>,
    /// How firmly.
    pub strength: Strength,
    /// Games with White minus games with Black.
    pub colour_difference: i32,
    /// Floats one and two rounds back.
    pub floats: [Float; 2],
    /// This round: down (paired below his score, or the bye), up, or neither.
    pub floats_now: Float,
    /// Rounds without a game over the board.
    pub unplayed: u32,
    /// Whether he may receive the pairing-allocated bye (C2).
    pub bye_eligible: bool,
}

/// The alternative a player would expect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// His counterpart in the other half of his score group (S1 against S2 in order).
    Counterpart,
    /// The first player of his score (by pairing number) he has not met.
    SameScore,
    /// Someone else with the bye (the last eligible player of the lowest score).
    OtherBye,
    /// A player he named.
    Asked,
    /// The leader: the first player of the highest score in the round.
    Leader,
}

/// What the alternative comes to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    /// It breaks an absolute criterion (C1–C3): `players` are the two who may not meet, or
    /// the one who may not have the bye.
    Breaks {
        /// The criterion's number.
        criterion: u8,
        /// Starting numbers.
        players: Vec<No>,
    },
    /// Equal in every criterion before `criterion`, worse in it.
    Worse {
        /// The criterion's number.
        criterion: u8,
        /// The score group (tenths) of the bracket where they differ.
        bracket: u32,
        /// The value in the pairing made (what the criterion minimises: a count, or the
        /// scores or score differences counted, in tenths).
        made: Value,
        /// The value with the alternative.
        instead: Value,
    },
    /// Equal in every criterion in the first bracket that pairs differently (its score group,
    /// tenths): the Dutch order of transpositions and exchanges chose there.
    Order {
        /// The bracket's score group (tenths).
        bracket: u32,
    },
}

/// An alternative to one board or the bye, and why it was not paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Alternative {
    /// Whose question it answers.
    pub player: No,
    /// Why he might expect it.
    pub expected: Expected,
    /// The opponent he would have had (`None`: the bye).
    pub instead: Option<No>,
    /// The pairs that would replace the ones made (`None` for the bye).
    pub pairs: Vec<(No, Option<No>)>,
    /// What it comes to.
    pub verdict: Verdict,
}

/// One board explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardWhy {
    /// Board number (1-based).
    pub board: u32,
    /// White's facts.
    pub white: Facts,
    /// Black's facts.
    pub black: Facts,
    /// The colour rule that gave White his colour.
    pub colour_rule: ColourRule,
    /// The score group (tenths) of the bracket the pair was made in.
    pub bracket: u32,
    /// The alternatives each player would expect, and why they were not paired.
    pub alternatives: Vec<Alternative>,
}

/// The bye explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByeWhy {
    /// The player's facts.
    pub player: Facts,
    /// Others with the bye instead, and why not.
    pub alternatives: Vec<Alternative>,
}

/// A Dutch round explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// The boards, in board order.
    pub boards: Vec<BoardWhy>,
    /// The pairing-allocated bye.
    pub bye: Option<ByeWhy>,
}

/// Pairs the round `s` is about to pair and explains it: the boards (as [`dutch::pair`] gives
/// them) and their explanation, from one run.
pub fn pair_explained(s: &Swiss) -> Result<(Vec<Board>, Explanation), PairingError> {
    let (boards, rules) = dutch::pair_with_rules(s)?;
    let why = explain(s, &boards, &rules);
    Ok((boards, why))
}

/// The round's pairing as the criteria read it, and what they read of its players.
struct Round<'s> {
    s: &'s Swiss,
    evaluator: criteria::Evaluator<'s>,
    pairs: Vec<(usize, Option<usize>)>,
    /// Each player's partner (`Some(None)` the bye; `None` not paired).
    partner: Vec<Option<Option<usize>>>,
    /// The pairing made, evaluated (`None` if it breaks an absolute criterion: then nothing
    /// is compared with it).
    made: Option<criteria::Based>,
    /// The players of each score, by pairing number.
    groups: std::collections::HashMap<u32, Vec<usize>>,
}

impl Round<'_> {
    /// The alternative in which `a` meets `y` (or has the bye, `y == None`): their old partners
    /// meet each other, or the one left over has the bye.
    fn alternative(&self, a: usize, y: Option<usize>, expected: Expected) -> Option<Alternative> {
        let x = self.partner[a]?;
        if y == x || y == Some(a) {
            return None;
        }
        let z = match y {
            Some(y) => self.partner.get(y).copied().flatten()?,
            // The bye: whoever has it now takes `a`'s place.
            None => {
                let b = self.pairs.iter().find(|p| p.1.is_none())?.0;
                Some(b)
            }
        };
        let (removed, new): (Pairs, Pairs) = match (y, x, z) {
            (Some(y), Some(x), Some(z)) => (
                vec![(a, Some(x)), (y, Some(z))],
                vec![(a, Some(y)), (x, Some(z))],
            ),
            (Some(y), Some(x), None) => {
                (vec![(a, Some(x)), (y, None)], vec![(a, Some(y)), (x, None)])
            }
            (Some(y), None, Some(z)) => {
                (vec![(a, None), (y, Some(z))], vec![(a, Some(y)), (z, None)])
            }
            (None, Some(x), Some(b)) => {
                (vec![(a, Some(x)), (b, None)], vec![(a, None), (x, Some(b))])
            }
            _ => return None,
        };
        let made = self.made.as_ref()?;
        let verdict = match self.evaluator.evaluate_change(made, &removed, &new) {
            Err(b) => Verdict::Breaks {
                criterion: b.criterion(),
                players: b.players().into_iter().map(|x| x as No + 1).collect(),
            },
            Ok((lo, alt)) => match criteria::compare(&made.brackets[lo..], &alt) {
                Comparison::Order(bracket) => Verdict::Order { bracket },
                // An alternative is never the pairing made.
                Comparison::Same => return None,
                Comparison::Differ(d) => Verdict::Worse {
                    criterion: d.criterion,
                    bracket: d.score,
                    made: d.ours,
                    instead: d.theirs,
                },
            },
        };
        Some(Alternative {
            player: a as No + 1,
            expected,
            instead: y.map(|y| y as No + 1),
            pairs: new
                .into_iter()
                .map(|(p, q)| (p as No + 1, q.map(|q| q as No + 1)))
                .collect(),
            verdict,
        })
    }

    /// Player `x`'s pairing score.
    fn score(&self, x: usize) -> u32 {
        self.evaluator.facts().score[x]
    }

    /// The players of `a`'s score group, by pairing number.
    fn group_of(&self, a: usize) -> &[usize] {
        self.groups.get(&self.score(a)).map_or(&[], |g| &g[..])
    }

    /// The alternatives `a` would expect: his counterpart in the other half of his score
    /// group, and the first player of his score he has not met.
    fn expected(&self, a: usize) -> Vec<Alternative> {
        let group = self.group_of(a);
        let mut out = Vec::new();
        let Ok(i) = group.binary_search(&a) else {
            return out;
        };
        let half = group.len() / 2;
        let counterpart = if i < half {
            group.get(i + half).copied()
        } else if i < 2 * half {
            Some(group[i - half])
        } else {
            None
        };
        if let Some(c) = counterpart
            && let Some(alt) = self.alternative(a, Some(c), Expected::Counterpart)
        {
            out.push(alt);
        }
        let unmet = group
            .iter()
            .copied()
            .find(|&y| y != a && !self.evaluator.met(a, y) && Some(y) != counterpart);
        if let Some(y) = unmet
            && let Some(alt) = self.alternative(a, Some(y), Expected::SameScore)
        {
            out.push(alt);
        }
        out
    }
}

/// The facts of player `x` in this round.
fn facts(round: &Round, x: usize) -> Facts {
    let (s, partner, f) = (round.s, round.partner[x], round.evaluator.facts());
    let score = &f.score;
    let group = round.group_of(x);
    let place = group.binary_search(&x).map_or(0, |i| i as u32 + 1);
    let c = f.colours[x];
    let history = s.players[x].as_ref().map(|p| &p.history[..]).unwrap_or(&[]);
    let (mut white, mut black) = (0i32, 0i32);
    for r in history.iter().filter(|r| r.played) {
        match r.colour {
            Some(Colour::White) => white += 1,
            Some(Colour::Black) => black += 1,
            None => {}
        }
    }
    Facts {
        no: x as No + 1,
        score: score[x],
        place,
        group: group.len() as u32,
        preference: c.preference,
        strength: if c.preference.is_none() {
            Strength::None
        } else if c.absolute() {
            Strength::Absolute
        } else if c.strong {
            Strength::Strong
        } else {
            Strength::Mild
        },
        colour_difference: white - black,
        floats: f.floats[x],
        floats_now: match partner {
            Some(None) => Float::Down,
            Some(Some(o)) if score[o] < score[x] => Float::Down,
            Some(Some(o)) if score[o] > score[x] => Float::Up,
            _ => Float::None,
        },
        unplayed: f.unplayed[x],
        bye_eligible: s.bye_eligible(x),
    }
}

/// Explains `boards`, the Dutch pairing of the round `s` is about to pair, `rules` the colour
/// rule of each board (as [`dutch::pair_with_rules`] gives them).
pub fn explain(s: &Swiss, boards: &[Board], rules: &[Option<ColourRule>]) -> Explanation {
    let round = round_of(s, boards);
    let mut out = Explanation {
        boards: Vec::new(),
        bye: None,
    };
    for (k, b) in boards.iter().enumerate() {
        match b.black {
            Some(black) => {
                let mut alternatives = round.expected(b.white);
                alternatives.extend(round.expected(black));
                out.boards.push(BoardWhy {
                    board: k as u32 + 1,
                    white: facts(&round, b.white),
                    black: facts(&round, black),
                    colour_rule: rules.get(k).copied().flatten().unwrap_or(ColourRule::Both),
                    bracket: round.score(b.white).min(round.score(black)),
                    alternatives,
                });
            }
            None => out.bye = Some(bye_why(&round, b.white)),
        }
    }
    out
}

fn round_of<'s>(s: &'s Swiss, boards: &[Board]) -> Round<'s> {
    let n = s.players.len();
    let pairs: Vec<(usize, Option<usize>)> = boards.iter().map(|b| (b.white, b.black)).collect();
    let mut partner = vec![None; n];
    for &(p, q) in &pairs {
        partner[p] = Some(q);
        if let Some(q) = q {
            partner[q] = Some(Some(p));
        }
    }
    let evaluator = criteria::Evaluator::new(s);
    let score = &evaluator.facts().score;
    let mut groups: std::collections::HashMap<u32, Vec<usize>> = Default::default();
    for x in (0..n).filter(|&x| partner[x].is_some()) {
        groups.entry(score[x]).or_default().push(x);
    }
    let made = evaluator.base(&pairs).ok();
    Round {
        s,
        evaluator,
        groups,
        pairs,
        partner,
        made,
    }
}

/// The bye of player `b`: why not the last eligible players of the lowest score instead.
fn bye_why(round: &Round, b: usize) -> ByeWhy {
    let n = round.s.players.len();
    let lowest = (0..n)
        .filter(|&x| round.partner[x].is_some())
        .map(|x| round.score(x))
        .min()
        .unwrap_or(0);
    let mut alternatives = Vec::new();
    for y in (0..n).rev() {
        if alternatives.len() == 2 {
            break;
        }
        if y == b
            || round.partner[y].is_none()
            || round.score(y) > lowest.max(round.score(b))
            || !round.s.bye_eligible(y)
        {
            continue;
        }
        if let Some(alt) = round.alternative(y, None, Expected::OtherBye) {
            alternatives.push(alt);
        }
    }
    ByeWhy {
        player: facts(round, b),
        alternatives,
    }
}

/// Why `a` was not paired with `y` (or given the bye, `y == None`) in `boards`: the
/// alternative and its verdict; `None` when that is the pairing made or either is not in the
/// round.
pub fn why_not(s: &Swiss, boards: &[Board], a: usize, y: Option<usize>) -> Option<Alternative> {
    why_not_as(s, boards, a, y, Expected::Asked)
}

/// [`why_not`], the alternative expected as `expected` says.
pub fn why_not_as(
    s: &Swiss,
    boards: &[Board],
    a: usize,
    y: Option<usize>,
    expected: Expected,
) -> Option<Alternative> {
    let round = round_of(s, boards);
    if a >= round.partner.len() || y.is_some_and(|y| y >= round.partner.len()) {
        return None;
    }
    round.alternative(a, y, expected)
}
