//! Team pairings: team round-robins by the Berger tables, and the FIDE Swiss Team Pairing
//! System (Handbook C.04.6, in force since 1 February 2026). docs/teams.md writes down how each
//! article is read; the tests name the articles.
//!
//! C.04.6 is not the Dutch system with teams: the pairing-allocated bye is chosen first (3.4);
//! a bracket is a scoregroup with the fewest upfloaters from below (3.5, C4-C7), never a
//! downfloater; a bracket's pairing is the lexicographically first that fulfils most colour
//! preferences (3.6, C8, C10); colours are given after the whole round is paired (art. 4).

use super::berger;
use super::matching::Matcher;
use super::swiss::Colour;
use crate::tournament::team::Tpn;

/// A team as the Swiss pairing sees it before the round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// Its pairing number.
    pub tpn: Tpn,
    /// The primary score (match points, or game points in half-points).
    pub score: u32,
    /// The secondary score (4.2.2).
    pub secondary: u32,
    /// Every team it has played (C1; a forfeited match was not played, GHR 3.5).
    pub met: Vec<Tpn>,
    /// It had the pairing-allocated bye or won a match by forfeit (C2).
    pub no_pab: bool,
    /// Board 1's colour in each match actually played, oldest first (1.6.1).
    pub colours: Vec<Colour>,
    /// Matches played (3.4.3).
    pub played: u32,
    /// In the previous round it played an opponent with a different score (1.5; C7, C10).
    pub floated: bool,
}

/// A round's pairing: each match with the team that has White on board 1 first, in the order
/// of the pairing list, and the team given the pairing-allocated bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pairing {
    /// (White on board 1, the other).
    pub matches: Vec<(Tpn, Tpn)>,
    /// The pairing-allocated bye.
    pub pab: Option<Tpn>,
    /// Which rule decided what, for the arbiter and the tests.
    pub steps: Vec<Step>,
}

/// A decision of the pairing and the article that made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// 3.4: the pairing-allocated bye.
    Pab(Tpn),
    /// 3.5: the upfloaters into the bracket of this score.
    Upfloaters {
        /// The residents' score.
        score: u32,
        /// The upfloaters, as 3.5.2 orders them.
        teams: Vec<Tpn>,
    },
    /// 4.3: the colours of a match, by rule `4.3.rule`.
    Colour {
        /// White on board 1.
        white: Tpn,
        /// The other.
        black: Tpn,
        /// The rule (1-9).
        rule: u8,
    },
}

/// No pairing of the round exists (3.3.3: the chief arbiter decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPairing;

/// A round-robin round: its matches (White on board 1 first) and the team that rests.
pub type TableRound = (Vec<(Tpn, Tpn)>, Option<Tpn>);

/// Round `round` of a team round-robin of `teams` (their numbers in pairing order): the
/// Berger table's pairs (White on board 1 first) and the team that rests; `None` past the
/// schedule's end.
pub fn round_robin(teams: &[Tpn], round: u32, double: bool) -> Option<TableRound> {
    let table = berger::schedule(teams.len() as u32, double);
    let r = table.get(round.checked_sub(1)? as usize)?;
    let at = |n: u32| teams[n as usize - 1];
    Some((
        r.boards.iter().map(|&(w, b)| (at(w), at(b))).collect(),
        r.rests.map(at),
    ))
}

/// A team's colour preference (1.7, Type A): White when its colour difference is below -1, or
/// is 0 or -1 after two Blacks in a row; Black the other way round; else none.
pub fn preference(colours: &[Colour]) -> Option<Colour> {
    let cd: i32 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let last_two =
        |c: Colour| colours.len() >= 2 && colours[colours.len() - 2..].iter().all(|&x| x == c);
    if cd < -1 || ((cd == 0 || cd == -1) && last_two(Colour::Black)) {
        Some(Colour::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    }
}

fn cd(colours: &[Colour]) -> i32 {
    colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum()
}

/// Pairs round `round` of `rounds` by C.04.6. `initial_white`: the initial colour (4.3.1) is
/// White.
pub fn swiss(
    sides: &[Side],
    round: u32,
    rounds: u32,
    initial_white: bool,
) -> Result<Pairing, NoPairing> {
    let mut p = Pairing::default();
    let all: Vec<usize> = (0..sides.len()).collect();
    let pairing = Pairer {
        sides,
        last_two: round + 1 >= rounds,
    };
    // 3.4: the pairing-allocated bye first.
    let mut left = all.clone();
    if sides.len() % 2 == 1 {
        let mut candidates: Vec<usize> =
            all.iter().copied().filter(|&i| !sides[i].no_pab).collect();
        candidates.sort_by_key(|&i| {
            (
                sides[i].score,
                std::cmp::Reverse(sides[i].played),
                std::cmp::Reverse(sides[i].tpn),
            )
        });
        let pab = candidates
            .into_iter()
            .find(|&c| {
                let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
                pairing.perfect(&rest)
            })
            .ok_or(NoPairing)?;
        p.pab = Some(sides[pab].tpn);
        p.steps.push(Step::Pab(sides[pab].tpn));
        left.retain(|&i| i != pab);
    }
    left.sort_by_key(|&i| (std::cmp::Reverse(sides[i].score), sides[i].tpn));
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    while !left.is_empty() {
        let top = sides[left[0]].score;
        let residents: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&i| sides[i].score == top)
            .collect();
        let lower: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&i| sides[i].score != top)
            .collect();
        let ups = pairing.upfloaters(&residents, &lower).ok_or(NoPairing)?;
        if !ups.is_empty() {
            p.steps.push(Step::Upfloaters {
                score: top,
                teams: ups.iter().map(|&i| sides[i].tpn).collect(),
            });
        }
        let bracket: Vec<usize> = residents.iter().chain(&ups).copied().collect();
        pairs.extend(pairing.bracket(&bracket, &ups).ok_or(NoPairing)?);
        left.retain(|i| !bracket.contains(i));
    }
    // Article 4: the colours, match by match. The list: the higher score of the pair first,
    // then the higher sum of scores, then the smaller number (as FIDE-TEC's engine lists it).
    let first_key = |i: usize| {
        (
            std::cmp::Reverse(sides[i].score),
            std::cmp::Reverse(sides[i].secondary),
            sides[i].tpn,
        )
    };
    let mut matches: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| {
            if first_key(a) <= first_key(b) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    matches.sort_by_key(|&(a, b)| {
        let (x, y) = (&sides[a], &sides[b]);
        (
            std::cmp::Reverse(x.score.max(y.score)),
            std::cmp::Reverse(x.score + y.score),
            x.tpn.min(y.tpn),
        )
    });
    for (f, o) in matches {
        let (first_white, rule) = colours(&sides[f], &sides[o], initial_white);
        let (w, b) = if first_white { (f, o) } else { (o, f) };
        p.matches.push((sides[w].tpn, sides[b].tpn));
        p.steps.push(Step::Colour {
            white: sides[w].tpn,
            black: sides[b].tpn,
            rule,
        });
    }
    Ok(p)
}

/// 4.3: whether the first-team gets White, and the rule that decided.
fn colours(first: &Side, other: &Side, initial_white: bool) -> (bool, u8) {
    let (a, b) = (&first.colours, &other.colours);
    if a.is_empty() && b.is_empty() {
        return ((first.tpn % 2 == 1) == initial_white, 1);
    }
    let (pa, pb) = (preference(a), preference(b));
    match (pa, pb) {
        (Some(c), None) => return (c == Colour::White, 2),
        (None, Some(c)) => return (c == Colour::Black, 2),
        (Some(x), Some(y)) if x != y => return (x == Colour::White, 3),
        _ => {}
    }
    let (ca, cb) = (cd(a), cd(b));
    if ca != cb {
        return (ca < cb, 5);
    }
    for (x, y) in a.iter().rev().zip(b.iter().rev()) {
        if x != y {
            return (x.other() == Colour::White, 6);
        }
    }
    if let Some(c) = pa {
        return (c == Colour::White, 7);
    }
    if let Some(&last) = a.last() {
        return (last.other() == Colour::White, 8);
    }
    if let Some(&last) = b.last() {
        return (last == Colour::White, 9);
    }
    (true, 9)
}

struct Pairer<'a> {
    sides: &'a [Side],
    /// C7 and C10 do not apply in the last two rounds.
    last_two: bool,
}

/// Roles in the search for the lexicographically first pairing (3.6): a top member is the
/// smaller number of its pair.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Open,
    Top,
    Bottom,
}

impl Pairer<'_> {
    fn compatible(&self, i: usize, j: usize) -> bool {
        i != j && !self.sides[i].met.contains(&self.sides[j].tpn)
    }

    /// The least cost of a perfect matching of `set` over the edges `allowed` lets through,
    /// at `cost` each; `None` when there is none.
    fn least(
        &self,
        set: &[usize],
        allowed: &dyn Fn(usize, usize) -> bool,
        cost: &dyn Fn(usize, usize) -> u64,
    ) -> Option<(u64, Vec<(usize, usize)>)> {
        if set.len() % 2 == 1 {
            return None;
        }
        if set.is_empty() {
            return Some((0, Vec::new()));
        }
        let max = set
            .iter()
            .flat_map(|&i| set.iter().map(move |&j| (i, j)))
            .filter(|&(i, j)| i < j && allowed(i, j))
            .map(|(i, j)| cost(i, j))
            .max()?;
        let half = set.len() as u64 / 2;
        let k = half * max + 1;
        let mut m: Matcher<u64> = Matcher::new(set.len());
        for a in 0..set.len() {
            for b in a + 1..set.len() {
                let (i, j) = (set[a], set[b]);
                if allowed(i, j) {
                    m.set(a, b, k - cost(i, j));
                }
            }
        }
        m.solve();
        let mates = m.mates();
        if mates.iter().enumerate().any(|(a, &b)| a == b) {
            return None;
        }
        let pairs: Vec<(usize, usize)> = mates
            .iter()
            .enumerate()
            .filter(|&(a, &b)| a < b)
            .map(|(a, &b)| (set[a], set[b]))
            .collect();
        Some((half * k - m.total(), pairs))
    }

    /// C3 for `set`: its teams can all be paired without a rematch (C1).
    fn perfect(&self, set: &[usize]) -> bool {
        self.least(set, &|i, j| self.compatible(i, j), &|_, _| 0)
            .is_some()
    }

    /// 3.5: the upfloaters that join `residents` from `lower` (ordered by score, then number).
    fn upfloaters(&self, residents: &[usize], lower: &[usize]) -> Option<Vec<usize>> {
        let s = self.sides;
        let top = residents.first().map_or(0, |&i| s[i].score);
        let mut k = residents.len() % 2;
        while k <= lower.len() {
            let mut sets = combinations(lower, k);
            // C5: the upfloaters' scores, lowest first, as high as can be.
            let profile = |set: &[usize]| {
                let mut v: Vec<u32> = set.iter().map(|&i| s[i].score).collect();
                v.sort_unstable();
                v
            };
            sets.sort_by_key(|set| std::cmp::Reverse(profile(set)));
            let mut at = 0;
            while at < sets.len() {
                let pr = profile(&sets[at]);
                let end = at + sets[at..].iter().take_while(|x| profile(x) == pr).count();
                let legal: Vec<&Vec<usize>> = sets[at..end]
                    .iter()
                    .filter(|set| self.legal(residents, lower, set))
                    .collect();
                if !legal.is_empty() {
                    return Some(self.choose(top, lower, legal));
                }
                at = end;
            }
            k += 2;
        }
        None
    }

    /// C3 for a choice of upfloaters: the bracket and everybody below can be paired.
    fn legal(&self, residents: &[usize], lower: &[usize], set: &[usize]) -> bool {
        let bracket: Vec<usize> = residents.iter().chain(set).copied().collect();
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !set.contains(i)).collect();
        self.perfect(&bracket) && self.perfect(&rest)
    }

    /// Among legal sets equal on C4 and C5: those that pass C6, then the fewest who floated in
    /// the previous round (C7), then the first by 3.5.2's order.
    fn choose(&self, top: u32, lower: &[usize], legal: Vec<&Vec<usize>>) -> Vec<usize> {
        let s = self.sides;
        let c6: Vec<&Vec<usize>> = legal
            .iter()
            .copied()
            .filter(|set| self.next_can_pair(top, lower, set))
            .collect();
        let mut pool = if c6.is_empty() { legal } else { c6 };
        if !self.last_two {
            let floated = |set: &Vec<usize>| set.iter().filter(|&&i| s[i].floated).count();
            let least = pool.iter().map(|x| floated(x)).min().unwrap_or(0);
            pool.retain(|x| floated(x) == least);
        }
        let key = |set: &Vec<usize>| {
            let mut v: Vec<(std::cmp::Reverse<u32>, Tpn)> = set
                .iter()
                .map(|&i| (std::cmp::Reverse(s[i].score), s[i].tpn))
                .collect();
            v.sort_unstable();
            v.into_iter().map(|(_, t)| t).collect::<Vec<_>>()
        };
        let best = pool
            .into_iter()
            .min_by_key(|x| key(x))
            .expect("a legal set");
        let mut out = best.clone();
        out.sort_by_key(|&i| (std::cmp::Reverse(s[i].score), s[i].tpn));
        out
    }

    /// C6: after `set` floats up, the scoregroup right below the bracket's score `top` (the
    /// next score any team has this round) can be paired with no more upfloaters than its
    /// parity needs; it holds when nothing of that scoregroup is left to pair ("unless it
    /// has been emptied", as FIDE-TEC's engine reads it).
    fn next_can_pair(&self, top: u32, lower: &[usize], set: &[usize]) -> bool {
        let s = self.sides;
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !set.contains(i)).collect();
        let Some(next) = s.iter().map(|x| x.score).filter(|&x| x < top).max() else {
            return true;
        };
        let residents: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|&i| s[i].score == next)
            .collect();
        if residents.is_empty() {
            return true;
        }
        let below: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|&i| s[i].score < next)
            .collect();
        combinations(&below, residents.len() % 2)
            .iter()
            .any(|x| self.legal(&residents, &below, x))
    }

    /// 3.6: the bracket's pairing: the fewest unfulfilled colour preferences (C8) and, but in
    /// the last two rounds, upfloaters meeting teams that floated last round (C10); among
    /// those, the lexicographically first (top members ascending, then their opponents), the
    /// bracket taken residents first, then upfloaters (docs/teams.md).
    fn bracket(&self, bracket: &[usize], ups: &[usize]) -> Option<Vec<(usize, usize)>> {
        let s = self.sides;
        let n = bracket.len() as u64;
        let prefs: Vec<(usize, Option<Colour>)> = bracket
            .iter()
            .map(|&i| (i, preference(&s[i].colours)))
            .collect();
        let pref = |i: usize| prefs.iter().find(|(j, _)| *j == i).and_then(|(_, p)| *p);
        let cost = |i: usize, j: usize| -> u64 {
            let c8 = u64::from(pref(i).is_some() && pref(i) == pref(j));
            let c10 = if self.last_two {
                0
            } else {
                u64::from(ups.contains(&i) && s[j].floated)
                    + u64::from(ups.contains(&j) && s[i].floated)
            };
            c8 * (2 * n + 1) + c10
        };
        // The bracket's order: its residents, then its upfloaters, each by number (the teams
        // by score, then number, as FIDE-TEC's engine orders a bracket); a pair's top member
        // is the one first in it (3.6.1).
        let mut order: Vec<usize> = bracket.to_vec();
        order.sort_by_key(|&i| (std::cmp::Reverse(s[i].score), s[i].tpn));
        let bsn = |i: usize| order.iter().position(|&x| x == i).unwrap_or(usize::MAX);
        let mut role: Vec<(usize, Role)> = bracket.iter().map(|&i| (i, Role::Open)).collect();
        let mut forced: Vec<(usize, usize)> = Vec::new();
        let role_of = |role: &[(usize, Role)], i: usize| {
            role.iter()
                .find(|(j, _)| *j == i)
                .map_or(Role::Open, |(_, r)| *r)
        };
        let allowed = |role: &[(usize, Role)], forced: &[(usize, usize)], i: usize, j: usize| {
            if !self.compatible(i, j) {
                return false;
            }
            let (lo, hi) = if bsn(i) < bsn(j) { (i, j) } else { (j, i) };
            if role_of(role, lo) == Role::Bottom || role_of(role, hi) == Role::Top {
                return false;
            }
            forced.iter().all(|&(a, b)| {
                let touches = [a, b].contains(&lo) || [a, b].contains(&hi);
                !touches || (a == lo && b == hi)
            })
        };
        let solve = |role: &[(usize, Role)], forced: &[(usize, usize)]| {
            self.least(bracket, &|i, j| allowed(role, forced, i, j), &cost)
        };
        let (best, _) = solve(&role, &forced)?;
        for &v in &order {
            set_role(&mut role, v, Role::Top);
            if solve(&role, &forced).is_none_or(|(c, _)| c != best) {
                set_role(&mut role, v, Role::Bottom);
            }
        }
        let tops: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&v| role_of(&role, v) == Role::Top)
            .collect();
        for &t in &tops {
            for &b in &order {
                if role_of(&role, b) != Role::Bottom || forced.iter().any(|&(_, x)| x == b) {
                    continue;
                }
                if bsn(b) < bsn(t) || !self.compatible(t, b) {
                    continue;
                }
                forced.push((t, b));
                if solve(&role, &forced).is_some_and(|(c, _)| c == best) {
                    break;
                }
                forced.pop();
            }
        }
        solve(&role, &forced).map(|(_, pairs)| pairs)
    }
}

fn set_role(role: &mut [(usize, Role)], v: usize, r: Role) {
    if let Some(e) = role.iter_mut().find(|(j, _)| *j == v) {
        e.1 = r;
    }
}

/// Every `k`-subset of `from`, each in `from`'s order.
fn combinations(from: &[usize], k: usize) -> Vec<Vec<usize>> {
    fn go(from: &[usize], k: usize, at: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in at..from.len() {
            if from.len() - i < k - cur.len() {
                break;
            }
            cur.push(from[i]);
            go(from, k, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(from, k, 0, &mut Vec::new(), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn side(tpn: Tpn, score: u32) -> Side {
        Side {
            tpn,
            score,
            ..Side::default()
        }
    }

    #[test]
    fn preferences_are_type_a() {
        assert_eq!(preference(&[]), None);
        assert_eq!(preference(&[W]), None);
        assert_eq!(preference(&[W, W]), Some(B));
        assert_eq!(preference(&[W, B, B]), Some(W));
        assert_eq!(preference(&[B, W]), None);
        assert_eq!(preference(&[B, B, W]), None);
        assert_eq!(preference(&[B, B, W, B]), Some(W));
    }

    #[test]
    fn round_one_pairs_the_first_half_against_the_second() {
        // 3.6: with nothing to constrain it, the lexicographically first pairing is 1-4, 2-5,
        // 3-6; 4.3.1: odd first-teams get the initial colour.
        let sides: Vec<Side> = (1..=6).map(|t| side(t, 0)).collect();
        let p = swiss(&sides, 1, 5, true).expect("a pairing");
        assert_eq!(p.matches, [(1, 4), (5, 2), (3, 6)]);
        assert_eq!(p.pab, None);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_with_the_largest_number() {
        // 3.4.2-3.4.4: lowest score, most matches played, largest TPN; C2 skips team 5.
        let mut sides: Vec<Side> = (1..=5)
            .map(|t| side(t, if t <= 2 { 2 } else { 0 }))
            .collect();
        sides[4].no_pab = true;
        let p = swiss(&sides, 2, 5, true).expect("a pairing");
        assert_eq!(p.pab, Some(4));
    }
}
