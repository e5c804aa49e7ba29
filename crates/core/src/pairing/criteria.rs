//! The Dutch system's criteria (C.04.3, 2026) of a whole round's pairing, bracket by bracket,
//! worked out from their definitions and nothing of the engine's: what an explanation of a
//! pairing compares (`pairing::explain`), and what its tests check the claims with.
//!
//! A complete pairing determines its brackets: a pair is made in the bracket of its lower
//! player's score group (the higher player moved down to it), the bye in the last one. Each
//! bracket's values are then counts of what the criteria minimise, in their order: the
//! absolute criteria (C1–C3) are breaches, not values ([`Breach`]).

use std::cmp::Ordering;

use super::swiss::{ColourState, Swiss};

/// The value of one quality criterion in one bracket: lower is better.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(untagged)]
pub enum Value {
    /// A number of players or pairs.
    Count(u32),
    /// The scores (tenths of a point) of the players it counts, highest first: fewer is better,
    /// then lower scores, the highest compared first.
    Scores(Vec<u32>),
}

impl Value {
    /// How many players or pairs it counts.
    pub fn count(&self) -> u32 {
        match self {
            Value::Count(n) => *n,
            Value::Scores(s) => s.len() as u32,
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        match (self, other) {
            (Value::Scores(a), Value::Scores(b)) => a.len().cmp(&b.len()).then_with(|| a.cmp(b)),
            _ => self.count().cmp(&other.count()),
        }
    }
}

/// One bracket of a round's pairing: its score group's score and each quality criterion's
/// value, in order of priority.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bracket {
    /// The resident score group's score (tenths, acceleration included).
    pub score: u32,
    /// `(criterion number, value)`, in order of priority.
    pub values: Vec<(u8, Value)>,
    /// What the bracket decides: the pairs made in it (players by index, in order) and the
    /// players it moves down, in order.
    pub decides: (Vec<(usize, usize)>, Vec<usize>),
}

/// An absolute criterion a pairing breaks (players by index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breach {
    /// C1: the two have met, or may not meet.
    Met(usize, usize),
    /// C2: the bye to a player who has already scored a point without playing.
    SecondBye(usize),
    /// C3: two players with the same absolute colour preference (neither a topscorer of the
    /// last round).
    Colours(usize, usize),
    /// Not a pairing of the round: a player left out, twice, or one not to be paired.
    NotARound(usize),
}

impl Breach {
    /// The players it is about (by index).
    pub fn players(&self) -> Vec<usize> {
        match *self {
            Breach::Met(p, q) | Breach::Colours(p, q) => vec![p, q],
            Breach::SecondBye(p) | Breach::NotARound(p) => vec![p],
        }
    }

    /// The criterion's number.
    pub fn criterion(&self) -> u8 {
        match self {
            Breach::Met(..) | Breach::NotARound(_) => 1,
            Breach::SecondBye(_) => 2,
            Breach::Colours(..) => 3,
        }
    }
}

/// Where two evaluations first differ: the bracket (its score), the criterion, the two values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The bracket's score group (tenths).
    pub score: u32,
    /// The criterion's number.
    pub criterion: u8,
    /// The first evaluation's value.
    pub ours: Value,
    /// The second's.
    pub theirs: Value,
}

/// How two pairings of one round compare, the way the Dutch system pairs: bracket by bracket
/// from the top, each decided before the next is paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The first bracket that decides differently differs in a criterion.
    Differ(Difference),
    /// The first bracket that decides differently is equal in every criterion: the Dutch order
    /// of transpositions and exchanges chooses there (the bracket's score group).
    Order(u32),
    /// The same pairing.
    Same,
}

/// How `a` and `b` (evaluations of two pairings of one round) compare: at the first bracket
/// from the top that pairs or moves down differently, the first criterion in which they
/// differ. The brackets above it decided alike, and the brackets below it are paired after it
/// has been decided, so neither counts.
pub fn compare(a: &[Bracket], b: &[Bracket]) -> Comparison {
    for (x, y) in a.iter().zip(b) {
        // A bracket that pairs and moves down the same players decided the same: what differs
        // below it is decided below it, but for C8, which reads the next bracket's pairing (as
        // FIDE-TEC's checker does, in a bracket that pairs anyone).
        if x.decides == y.decides {
            let next = |b: &Bracket| {
                b.values
                    .iter()
                    .find(|(c, _)| *c == 8)
                    .map(|(_, v)| v.clone())
            };
            if let (false, Some(u), Some(v)) = (x.decides.0.is_empty(), next(x), next(y))
                && u != v
            {
                return Comparison::Differ(Difference {
                    score: x.score,
                    criterion: 8,
                    ours: u,
                    theirs: v,
                });
            }
            continue;
        }
        for ((c, u), (_, v)) in x.values.iter().zip(&y.values) {
            if u != v {
                return Comparison::Differ(Difference {
                    score: x.score,
                    criterion: *c,
                    ours: u.clone(),
                    theirs: v.clone(),
                });
            }
        }
        return Comparison::Order(x.score);
    }
    Comparison::Same
}

/// A player's float in a round: down to a lower score (or a point without playing), up, or
/// neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Float {
    /// Down.
    Down,
    /// Up.
    Up,
    /// Neither.
    None,
}

/// Player `i`'s float `back` rounds before the round `s` is about to pair (C.04.3 1.4): down
/// after a point or half scored without playing, none after a forfeit loss or an absence, else
/// by the two players' scores before that round. The engine's weights read the same floats.
pub fn float_of(s: &Swiss, i: usize, back: usize) -> Float {
    let Some(p) = &s.players[i] else {
        return Float::None;
    };
    if s.played_rounds < back {
        return Float::None;
    }
    let Some(r) = p.history.get(s.played_rounds - back) else {
        return Float::None;
    };
    if !r.played {
        // A point (or half) scored without playing is a downfloat (C.04.3 1.4.3).
        return if s.points.of(r) > s.points.loss {
            Float::Down
        } else {
            Float::None
        };
    }
    let (mine, theirs) = (s.score(i, back), s.score(r.opponent.unwrap_or(i), back));
    match mine.cmp(&theirs) {
        Ordering::Greater => Float::Down,
        Ordering::Less => Float::Up,
        Ordering::Equal => Float::None,
    }
}

/// What the criteria read of each player (by index).
pub struct Facts {
    /// Pairing score (tenths, virtual points included).
    pub score: Vec<u32>,
    /// Colour state.
    pub colours: Vec<ColourState>,
    /// Floats one and two rounds back.
    pub floats: Vec<[Float; 2]>,
    /// Rounds without a game over the board.
    pub unplayed: Vec<u32>,
    /// A topscorer of the last round.
    pub topscorer: Vec<bool>,
}

fn facts(s: &Swiss) -> Facts {
    let n = s.players.len();
    let last = s.played_rounds + 1 >= s.total_rounds;
    let max = s.points.win.max(s.points.draw);
    let half = s.played_rounds as u32 * max / 2;
    let score: Vec<u32> = (0..n).map(|i| s.score(i, 0)).collect();
    let float = |i: usize, back: usize| -> Float {
        if s.is_pairable(i) {
            float_of(s, i, back)
        } else {
            Float::None
        }
    };
    Facts {
        colours: (0..n)
            .map(|i| {
                s.players[i]
                    .as_ref()
                    .map(|p| ColourState::of(&p.history))
                    .unwrap_or_default()
            })
            .collect(),
        floats: (0..n).map(|i| [float(i, 1), float(i, 2)]).collect(),
        unplayed: (0..n)
            .map(|i| {
                let played = s.players[i]
                    .as_ref()
                    .map_or(0, |p| p.history.iter().filter(|r| r.played).count());
                s.played_rounds.saturating_sub(played) as u32
            })
            .collect(),
        topscorer: score.iter().map(|&sc| last && sc > half).collect(),
        score,
    }
}

/// The colour criteria C10–C13 a pair breaks, as `[C10, C11, C12, C13]`.
fn colour_breaks(f: &Facts, a: usize, b: usize) -> [bool; 4] {
    let (ca, cb) = (&f.colours[a], &f.colours[b]);
    let Some(pref) = ca.preference.filter(|&p| cb.preference == Some(p)) else {
        return [false; 4];
    };
    // Both want `pref`: one of them plays the other colour.
    let c10 = ca.imbalance > 1 && cb.imbalance > 1;
    let c11 = ca.absolute()
        && cb.absolute()
        && if ca.imbalance == cb.imbalance {
            ca.repeated.is_some() && ca.repeated == cb.repeated
        } else {
            // The one with the smaller colour difference gives way (C.04.3 E.2).
            let gives = if ca.imbalance < cb.imbalance { ca } else { cb };
            gives.repeated == Some(pref.other())
        };
    let firm = |c: &ColourState| c.strong || c.absolute();
    let c13 = firm(ca) && firm(cb) && !(ca.absolute() && cb.absolute());
    [c10, c11, true, c13]
}

/// Evaluates a complete pairing of the round `s` is about to pair: `pairs` as (player,
/// partner), `None` the bye, players by index. Every player to be paired must appear once.
pub fn evaluate(s: &Swiss, pairs: &[(usize, Option<usize>)]) -> Result<Vec<Bracket>, Breach> {
    Evaluator::new(s).evaluate(pairs)
}

/// What [`evaluate`] reads of a round, worked out once for many pairings of it: each costs
/// then the number of players plus the brackets' sizes.
pub struct Evaluator<'s> {
    s: &'s Swiss,
    f: Facts,
    /// Score groups' scores, highest first.
    scores: Vec<u32>,
    /// Each player's score group.
    group: Vec<usize>,
    met: std::collections::HashSet<(usize, usize)>,
    /// Each player's forbidden groups (`Swiss::groups_of`).
    groups_of: Vec<Vec<u32>>,
}

impl<'s> Evaluator<'s> {
    /// The round `s` is about to pair.
    pub fn new(s: &'s Swiss) -> Evaluator<'s> {
        let n = s.players.len();
        let f = facts(s);
        let mut scores: Vec<u32> = (0..n)
            .filter(|&x| s.is_pairable(x))
            .map(|x| f.score[x])
            .collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let group = (0..n)
            .map(|x| {
                scores
                    .binary_search_by(|sc| f.score[x].cmp(sc))
                    .unwrap_or(0)
            })
            .collect();
        Evaluator {
            s,
            f,
            scores,
            group,
            met: s.played_pairs(),
            groups_of: s.groups_of(),
        }
    }

    /// Whether `a` and `b` have met (a game over the board) or are kept apart by a pair.
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.met.contains(&(a.min(b), a.max(b)))
    }

    /// What the criteria read of the round's players.
    pub fn facts(&self) -> &Facts {
        &self.f
    }

    /// The absolute criteria of one pair (`None` the bye).
    pub fn breach(&self, p: usize, q: Option<usize>) -> Option<Breach> {
        let Some(q) = q else {
            return (!self.s.bye_eligible(p)).then_some(Breach::SecondBye(p));
        };
        let (a, b) = (p.min(q), p.max(q));
        let shared = |x: &[u32], y: &[u32]| x.iter().any(|g| y.contains(g));
        if self.met(a, b) || shared(&self.groups_of[a], &self.groups_of[b]) {
            return Some(Breach::Met(a, b));
        }
        let (ca, cb) = (&self.f.colours[a], &self.f.colours[b]);
        (ca.absolute()
            && cb.absolute()
            && ca.preference == cb.preference
            && !self.f.topscorer[a]
            && !self.f.topscorer[b])
            .then_some(Breach::Colours(a, b))
    }

    /// [`evaluate`].
    pub fn evaluate(&self, pairs: &[(usize, Option<usize>)]) -> Result<Vec<Bracket>, Breach> {
        let s = self.s;
        let n = s.players.len();
        let mut partner: Vec<Option<Option<usize>>> = vec![None; n];
        for &(p, q) in pairs {
            for x in std::iter::once(p).chain(q) {
                if x >= n || !s.is_pairable(x) || partner[x].is_some() {
                    return Err(Breach::NotARound(x.min(n.saturating_sub(1))));
                }
            }
            partner[p] = Some(q);
            if let Some(q) = q {
                partner[q] = Some(Some(p));
            }
        }
        if let Some(x) = (0..n).find(|&x| s.is_pairable(x) && partner[x].is_none()) {
            return Err(Breach::NotARound(x));
        }
        if let Some(b) = pairs.iter().find_map(|&(p, q)| self.breach(p, q)) {
            return Err(b);
        }
        let buckets = self.buckets(pairs);
        Ok((0..self.scores.len())
            .map(|b| self.bracket(b, &buckets.made[b], &buckets.unpaired, buckets.bye))
            .collect())
    }

    /// The bracket each pair is made in (the bye: after the last), and the players each
    /// bracket leaves unpaired (moves down, or leaves for the bye).
    fn buckets(&self, pairs: &[(usize, Option<usize>)]) -> Buckets {
        let brackets = self.scores.len();
        let mut b = Buckets {
            made: vec![Vec::new(); brackets],
            unpaired: vec![Vec::new(); brackets],
            bye: None,
        };
        for &(p, q) in pairs {
            self.place(&mut b, p, q, 0..brackets);
        }
        for m in &mut b.made {
            m.sort_unstable();
        }
        for u in &mut b.unpaired {
            u.sort_unstable();
        }
        b
    }

    /// Puts pair `p`-`q` (`None` the bye) in the buckets of the brackets `range`.
    fn place(&self, b: &mut Buckets, p: usize, q: Option<usize>, range: std::ops::Range<usize>) {
        let group = &self.group;
        let (at, movers) = match q {
            Some(q) => {
                let at = group[p].max(group[q]);
                if range.contains(&at) {
                    b.made[at - range.start].push((p.min(q), p.max(q)));
                }
                (at, [Some(p), Some(q)])
            }
            None => {
                b.bye = Some(p);
                (self.scores.len(), [Some(p), None])
            }
        };
        for x in movers.into_iter().flatten() {
            for k in group[x].max(range.start)..at.min(range.end) {
                b.unpaired[k - range.start].push(x);
            }
        }
    }

    /// The brackets a change of the pairing `base` (pairs `removed` replaced by `added`) can
    /// touch, evaluated: the first one's index and the brackets. The brackets outside are
    /// those of `base`; the change itself is checked against the absolute criteria.
    pub fn evaluate_change(
        &self,
        base: &Based,
        removed: &[(usize, Option<usize>)],
        added: &[(usize, Option<usize>)],
    ) -> Result<(usize, Vec<Bracket>), Breach> {
        if let Some(b) = added.iter().find_map(|&(p, q)| self.breach(p, q)) {
            return Err(b);
        }
        let group = &self.group;
        let brackets = self.scores.len();
        let changed: Vec<usize> = removed
            .iter()
            .flat_map(|&(p, q)| std::iter::once(p).chain(q))
            .collect();
        let at = |p: usize, q: Option<usize>| q.map_or(brackets, |q| group[p].max(group[q]));
        // From the bracket above the highest player changed (its C8 reads the next one) to
        // the lowest bracket a changed pair is made in.
        let lo = changed
            .iter()
            .map(|&x| group[x])
            .min()
            .unwrap_or(0)
            .saturating_sub(1);
        let hi = removed
            .iter()
            .chain(added)
            .map(|&(p, q)| at(p, q))
            .max()
            .unwrap_or(0)
            .min(brackets - 1);
        // One more bracket's unpaired players for the last one's C8.
        let end = (hi + 2).min(brackets);
        let mut b = Buckets {
            made: base.buckets.made[lo..end]
                .iter()
                .map(|m| {
                    m.iter()
                        .copied()
                        .filter(|&(p, q)| !changed.contains(&p) && !changed.contains(&q))
                        .collect()
                })
                .collect(),
            unpaired: base.buckets.unpaired[lo..end]
                .iter()
                .map(|u| u.iter().copied().filter(|x| !changed.contains(x)).collect())
                .collect(),
            bye: base.buckets.bye.filter(|x| !changed.contains(x)),
        };
        for &(p, q) in added {
            self.place(&mut b, p, q, lo..end);
        }
        for m in &mut b.made {
            m.sort_unstable();
        }
        for u in &mut b.unpaired {
            u.sort_unstable();
        }
        // The unpaired lists are indexed from `lo`: `bracket` reads `unpaired[b - lo]`.
        let out = (lo..=hi)
            .map(|k| {
                let mut br = self.bracket_at(k, lo, &b.made[k - lo], &b.unpaired, b.bye);
                br.score = self.scores[k];
                br
            })
            .collect();
        Ok((lo, out))
    }

    /// The pairing `pairs` evaluated, kept for evaluating changes of it.
    pub fn base(&self, pairs: &[(usize, Option<usize>)]) -> Result<Based, Breach> {
        let brackets = self.evaluate(pairs)?;
        Ok(Based {
            buckets: self.buckets(pairs),
            brackets,
        })
    }

    /// Bracket `b` (`made` its pairs, `unpaired` every bracket's unpaired players).
    fn bracket(
        &self,
        b: usize,
        made: &[(usize, usize)],
        unpaired: &[Vec<usize>],
        bye: Option<usize>,
    ) -> Bracket {
        self.bracket_at(b, 0, made, unpaired, bye)
    }

    /// Bracket `b`, `unpaired` holding the brackets from `lo` on.
    fn bracket_at(
        &self,
        b: usize,
        lo: usize,
        made: &[(usize, usize)],
        unpaired: &[Vec<usize>],
        bye: Option<usize>,
    ) -> Bracket {
        let (s, f, group) = (self.s, &self.f, &self.group);
        let last = self.scores.len().saturating_sub(1);
        let here = &unpaired[b - lo];
        let scores_of = |xs: &[usize]| -> Vec<u32> {
            let mut v: Vec<u32> = xs.iter().map(|&x| f.score[x]).collect();
            v.sort_unstable_by(|a, b| b.cmp(a));
            v
        };
        let next = match unpaired.get(b + 1 - lo) {
            Some(u) if b < last => scores_of(u),
            _ => Vec::new(),
        };
        // C9: the unplayed games of the bye's assignee, in a bracket that moves down only
        // him (C.04.3 2026: the brackets that downfloat exactly one player, who ends up
        // with the pairing-allocated bye).
        let c9 = match bye {
            Some(p) if here[..] == [p] => f.unplayed[p],
            _ => 0,
        };
        let mut colour = [0u32; 4];
        // Floats one and two rounds back: counts and scores of repeated downfloats (of
        // players this bracket leaves unpaired) and of repeated upfloats (of the opponents
        // of players moved down).
        let mut down = [0u32; 2];
        let mut up = [0u32; 2];
        let mut down_scores: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        let mut up_scores: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        for &(p, q) in made {
            for (k, broken) in colour_breaks(f, p, q).into_iter().enumerate() {
                colour[k] += broken as u32;
            }
            let (h, l) = if f.score[p] >= f.score[q] {
                (p, q)
            } else {
                (q, p)
            };
            for back in 0..2 {
                if f.score[h] > f.score[l] && f.floats[l][back] == Float::Up {
                    up[back] += 1;
                    up_scores[back].push(f.score[h]);
                }
            }
        }
        for &x in here {
            for back in 0..2 {
                if f.floats[x][back] == Float::Down {
                    if group[x] == b {
                        down[back] += 1;
                    }
                    down_scores[back].push(f.score[x]);
                }
            }
        }
        for v in down_scores.iter_mut().chain(up_scores.iter_mut()) {
            v.sort_unstable_by(|a, b| b.cmp(a));
        }
        let pr = s.played_rounds;
        let mut values = vec![
            (6, Value::Count(here.len() as u32)),
            (7, Value::Scores(scores_of(here))),
            (8, Value::Scores(next)),
            (9, Value::Count(c9)),
            (10, Value::Count(colour[0])),
            (11, Value::Count(colour[1])),
            (12, Value::Count(colour[2])),
            (13, Value::Count(colour[3])),
        ];
        if pr >= 1 {
            values.push((14, Value::Count(down[0])));
            values.push((15, Value::Count(up[0])));
        }
        if pr >= 2 {
            values.push((16, Value::Count(down[1])));
            values.push((17, Value::Count(up[1])));
        }
        let [d1, d2] = down_scores;
        let [u1, u2] = up_scores;
        if pr >= 1 {
            values.push((18, Value::Scores(d1)));
            values.push((19, Value::Scores(u1)));
        }
        if pr >= 2 {
            values.push((20, Value::Scores(d2)));
            values.push((21, Value::Scores(u2)));
        }
        Bracket {
            score: self.scores[b],
            values,
            decides: (made.to_vec(), here.clone()),
        }
    }
}

/// Each bracket's pairs and unpaired players, and the bye.
struct Buckets {
    made: Vec<Vec<(usize, usize)>>,
    unpaired: Vec<Vec<usize>>,
    bye: Option<usize>,
}

/// A pairing evaluated, and its buckets (for [`Evaluator::evaluate_change`]).
pub struct Based {
    buckets: Buckets,
    /// Its brackets.
    pub brackets: Vec<Bracket>,
}
