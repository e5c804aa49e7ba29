//! The prize list: which player takes which prize, and how tied players' money is shared.
//! The rules, with examples, are in docs/prizes.md:
//!
//! 1. One money prize per player. Prizes are given out from the most valuable down (equal
//!    values: overall before category prizes or the other way round, as the tournament says,
//!    then categories in their order, then by place); each goes to the player at its place in
//!    its list (overall or category, in the overall order), the list counting only players who
//!    hold no prize of another list: a player who took a more valuable prize elsewhere leaves
//!    his place to the next. A place beyond the list goes to nobody.
//! 2. An honour (a prize with a name and no money: a cup, a medal) goes to the player at its
//!    place in its whole list, whatever money he takes elsewhere.
//! 3. Money of tied players (equal points; tie-breaks do not part them for money) is pooled:
//!    in each list, the players left in it (not holding a prize of another list) are grouped by
//!    points; a group holding `shared` money prizes shares their sum equally ([`Ties::Equal`]),
//!    or each keeps half of his own prize and the other half of the sum is shared equally
//!    ([`Ties::Hort`]); with [`Ties::Tiebreak`] nothing is shared. A money prize's name (the
//!    cup with the first prize) and an unshared prize stay with the player the tie-breaks put
//!    first.

use super::category::Category;
use super::standings::Standings;
use super::{Half, No, Tournament};

/// How tied players' money goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum Ties {
    /// Shared equally among the players tied on points.
    #[default]
    Equal,
    /// By the tie-breaks: no sharing.
    Tiebreak,
    /// The Hort system: half by the tie-breaks, half shared equally.
    Hort,
}

impl Ties {
    /// `equal`, `tiebreak`, `hort`.
    pub fn code(self) -> &'static str {
        match self {
            Ties::Equal => "equal",
            Ties::Tiebreak => "tiebreak",
            Ties::Hort => "hort",
        }
    }

    /// The inverse of [`Ties::code`].
    pub fn from_code(s: &str) -> Option<Ties> {
        [Ties::Equal, Ties::Tiebreak, Ties::Hort]
            .into_iter()
            .find(|t| t.code() == s)
    }
}

/// Among prizes of equal value, which list a player takes from first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum Precedence {
    /// Overall prizes first.
    #[default]
    Overall,
    /// Category prizes first.
    Category,
}

impl Precedence {
    /// `overall`, `category`.
    pub fn code(self) -> &'static str {
        match self {
            Precedence::Overall => "overall",
            Precedence::Category => "category",
        }
    }

    /// The inverse of [`Precedence::code`].
    pub fn from_code(s: &str) -> Option<Precedence> {
        [Precedence::Overall, Precedence::Category]
            .into_iter()
            .find(|t| t.code() == s)
    }
}

/// The place a new prize of list `category` is for when the arbiter does not say: the one after
/// the list's last prize (1 for a list without prizes).
pub fn next_place(prizes: &[Prize], category: &str) -> u32 {
    prizes
        .iter()
        .filter(|p| p.category == category)
        .map(|p| p.place)
        .max()
        .unwrap_or(0)
        + 1
}

/// Whether a new prize's money is shared among tied players when the arbiter does not say:
/// an overall prize's is, a category prize's is not (docs/prizes.md).
pub fn shared_by_default(category: &str) -> bool {
    category.trim().is_empty()
}

/// One prize.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Prize {
    /// The category's name; empty for the overall standings.
    pub category: String,
    /// The place (1-based) in that list.
    pub place: u32,
    /// Money, whole units (0: none).
    pub amount: u32,
    /// What else it is (a cup, a medal).
    pub label: Option<String>,
    /// Its money is pooled among tied players.
    pub shared: bool,
}

/// What one player receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Award {
    /// The player.
    pub no: No,
    /// The list whose money he receives (empty: overall).
    pub category: String,
    /// The prize he holds (index into the prizes given); `None` when he only shares money.
    pub prize: Option<usize>,
    /// Places `(first, last)` in that list: his own place, or the tied group's.
    pub places: (u32, u32),
    /// Money received, in hundredths of a unit.
    pub cents: u64,
    /// How many players share the money (1: nobody shares).
    pub sharing: u32,
}

/// The prize list: awards in the order of the lists (overall, then categories), then place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// What each prize winner receives.
    pub awards: Vec<Award>,
    /// Prizes nobody could take, in the order given, each with the reason.
    pub unawarded: Vec<Unawarded>,
    /// No round is complete: nobody has a place yet, so nothing is given out.
    pub no_round: bool,
}

/// A prize nobody takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unawarded {
    /// The prize (index into the prizes given).
    pub prize: usize,
    /// Why.
    pub why: NoTaker,
}

/// Why nobody takes a prize.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoTaker {
    /// Its category is not one of the tournament's.
    NoCategory,
    /// Its place is beyond the players its list can give it to.
    Beyond {
        /// The players ranked in the list (players whose results are struck are not).
        ranked: u32,
        /// Of those, the players who take a more valuable prize of another list.
        elsewhere: u32,
        /// The list's players whose results are struck (a round-robin withdrawal before half
        /// the games): they have no place, so they take no prize.
        struck: Vec<No>,
    },
}

/// A prize table where a lower place pays more: `place` pays `amount`, the lower place `lower`
/// pays `more`. Allowed (a sponsor's prize), but said when a prize is defined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inversion {
    /// The list (empty: overall).
    pub category: String,
    /// The higher place.
    pub place: u32,
    /// What it pays.
    pub amount: u32,
    /// The lower place that pays more.
    pub lower: u32,
    /// What it pays.
    pub more: u32,
}

/// The places of list `category` that pay less money than a place below them (each money
/// prize against the next one down the list; honours without money are left out).
pub fn inversions(prizes: &[Prize], category: &str) -> Vec<Inversion> {
    let mut list: Vec<&Prize> = prizes
        .iter()
        .filter(|p| p.category == category && p.amount > 0)
        .collect();
    list.sort_by_key(|p| p.place);
    list.windows(2)
        .filter(|w| w[1].amount > w[0].amount)
        .map(|w| Inversion {
            category: category.to_string(),
            place: w[0].place,
            amount: w[0].amount,
            lower: w[1].place,
            more: w[1].amount,
        })
        .collect()
}

/// Gives out `prizes` over standings `st` of `t`, with categories `cats` (in their order).
/// A prize of an unknown category is left unawarded.
pub fn allocate(
    t: &Tournament,
    st: &Standings,
    cats: &[Category],
    prizes: &[Prize],
    ties: Ties,
    precedence: Precedence,
) -> Allocation {
    if st.upto == 0 {
        return Allocation {
            awards: Vec::new(),
            unawarded: Vec::new(),
            no_round: true,
        };
    }
    // The list of each category: indices into `st.rows`, in the overall order.
    let list_of = |category: &str| -> Option<Vec<usize>> {
        let cat = if category.is_empty() {
            None
        } else {
            Some(cats.iter().find(|c| c.name == category)?)
        };
        Some(
            st.rows
                .iter()
                .enumerate()
                .filter(|(_, r)| !r.annulled)
                .filter(|(_, r)| {
                    cat.is_none_or(|c| t.entrants.get(r.index).is_some_and(|e| c.admits(e)))
                })
                .map(|(i, _)| i)
                .collect(),
        )
    };
    let rank_of_list = |category: &str| -> usize {
        let pos = cats
            .iter()
            .position(|c| c.name == category)
            .map_or(0, |i| i + 1);
        match precedence {
            Precedence::Overall => pos,
            Precedence::Category if pos == 0 => cats.len() + 1,
            Precedence::Category => pos,
        }
    };

    // 1. One money prize per player, most valuable first: each to the player at its place in
    //    its list, the list being its players less those holding another list's prize (the
    //    place moves down past one holding a prize of this list already).
    let mut order: Vec<usize> = (0..prizes.len()).collect();
    order.sort_by_key(|&i| {
        let p = &prizes[i];
        (
            std::cmp::Reverse(p.amount),
            rank_of_list(&p.category),
            p.place,
            i,
        )
    });
    let mut held: Vec<Option<usize>> = vec![None; st.rows.len()]; // money prize per row
    let mut unawarded = Vec::new();
    let mut honours = Vec::new();
    for &i in &order {
        let p = &prizes[i];
        let Some(list) = list_of(&p.category) else {
            unawarded.push(i);
            continue;
        };
        let at = p.place.saturating_sub(1) as usize;
        if p.amount == 0 {
            // 2. An honour (a cup, a medal, no money): the player at its place in the whole
            //    list, whatever else he holds.
            match list.get(at) {
                Some(&r) => honours.push(Award {
                    no: st.rows[r].no,
                    category: p.category.clone(),
                    prize: Some(i),
                    places: (p.place, p.place),
                    cents: 0,
                    sharing: 1,
                }),
                None => unawarded.push(i),
            }
            continue;
        }
        let winner = list
            .into_iter()
            .filter(|&r| held[r].is_none_or(|q| prizes[q].category == p.category))
            .skip(at)
            .find(|&r| held[r].is_none());
        match winner {
            Some(r) => held[r] = Some(i),
            None => unawarded.push(i),
        }
    }
    unawarded.sort_unstable();

    // 3. Money of tied players.
    let mut lists: Vec<String> = vec![String::new()];
    lists.extend(cats.iter().map(|c| c.name.clone()));
    let mut awards = Vec::new();
    // A player without a prize who shares one list's money takes no share of another's.
    let mut shared_once = vec![false; st.rows.len()];
    for category in &lists {
        let Some(list) = list_of(category) else {
            continue;
        };
        // The players left in the list: none holding another list's prize. Their places are
        // the ones the prizes were given by (a player who shared another list's money keeps
        // his place but takes no share here).
        let left: Vec<usize> = list
            .into_iter()
            .filter(|&r| held[r].is_none_or(|p| prizes[p].category == *category))
            .collect();
        let mut start = 0;
        while start < left.len() {
            let pts: Half = st.rows[left[start]].points;
            let end = start
                + left[start..]
                    .iter()
                    .take_while(|&&r| st.rows[r].points == pts)
                    .count();
            let group = &left[start..end];
            let shares = |r: usize| {
                held[r].is_some_and(|p| prizes[p].shared && prizes[p].amount > 0)
                    && ties != Ties::Tiebreak
            };
            // Holders of an unshared prize keep it and take no share; nor does a player who
            // shared an earlier list's money.
            let sharers: Vec<usize> = group
                .iter()
                .copied()
                .filter(|&r| (held[r].is_none() && !shared_once[r]) || shares(r))
                .collect();
            let pool: u64 = sharers
                .iter()
                .filter(|&&r| shares(r))
                .map(|&r| held[r].map_or(0, |p| u64::from(prizes[p].amount)))
                .sum();
            let pooling = pool > 0 && sharers.len() > 1;
            for &r in group {
                let own = held[r].map_or(0, |p| u64::from(prizes[p].amount));
                // A holder who shares nothing is at his prize's own place.
                let place = held[r].map_or(0, |p| prizes[p].place);
                let (cents, sharing, places) = if pooling && sharers.contains(&r) {
                    let n = sharers.len() as u64;
                    let own_kept = if shares(r) { own } else { 0 };
                    let cents = match ties {
                        Ties::Hort => own_kept * 50 + pool * 50 / n,
                        _ => pool * 100 / n,
                    };
                    (cents, n as u32, (start as u32 + 1, end as u32))
                } else {
                    (own * 100, 1, (place, place))
                };
                let holds_here = held[r].filter(|&p| prizes[p].category == *category);
                if holds_here.is_none() && cents == 0 {
                    continue;
                }
                if holds_here.is_none() {
                    shared_once[r] = true;
                }
                awards.push(Award {
                    no: st.rows[r].no,
                    category: category.clone(),
                    prize: holds_here,
                    places,
                    cents,
                    sharing,
                });
            }
            start = end;
        }
    }
    awards.extend(honours);
    let unawarded = unawarded
        .into_iter()
        .map(|prize| {
            let category = &prizes[prize].category;
            let why = match list_of(category) {
                None => NoTaker::NoCategory,
                Some(list) => NoTaker::Beyond {
                    ranked: list.len() as u32,
                    elsewhere: list
                        .iter()
                        .filter(|&&r| held[r].is_some_and(|p| prizes[p].category != *category))
                        .count() as u32,
                    struck: st
                        .rows
                        .iter()
                        .filter(|r| r.annulled)
                        .filter(|r| {
                            let cat = cats.iter().find(|c| c.name == *category);
                            cat.is_none_or(|c| t.entrants.get(r.index).is_some_and(|e| c.admits(e)))
                        })
                        .map(|r| r.no)
                        .collect(),
                },
            };
            Unawarded { prize, why }
        })
        .collect();
    // The order of the lists, then places, holders before mere sharers.
    awards.sort_by_key(|a| {
        (
            lists.iter().position(|l| *l == a.category),
            a.places.0,
            a.prize.is_none(),
            a.prize.map_or(u32::MAX, |p| prizes[p].place),
        )
    });
    Allocation {
        awards,
        unawarded,
        no_round: false,
    }
}

/// Hundredths as money: `1234` or `1234.50`.
pub fn money(cents: u64) -> String {
    if cents.is_multiple_of(100) {
        (cents / 100).to_string()
    } else {
        format!("{}.{:02}", cents / 100, cents % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::standings::Standing;
    use crate::tournament::{Entrant, Settings, System};

    /// Players 1..=n with these half-points (best first), regions A/B alternating.
    fn field(points: &[u32]) -> (Tournament, Standings) {
        let entrants = (1..=points.len() as u32)
            .map(|no| Entrant {
                no,
                name: format!("P{no}"),
                region: Some(if no % 2 == 1 { "A" } else { "B" }.into()),
                ..Entrant::default()
            })
            .collect();
        let rows = points
            .iter()
            .enumerate()
            .map(|(i, &p)| Standing {
                index: i,
                no: i as u32 + 1,
                rank: i as u32 + 1,
                rank_last: i as u32 + 1,
                points: p,
                qpoints: p,
                played: 3,
                values: Vec::new(),
                annulled: false,
                unapplied: Vec::new(),
            })
            .collect();
        let t = Tournament {
            settings: Settings::new("T", System::Swiss, 3),
            entrants,
            rounds: Vec::new(),
            teams: Default::default(),
            event: None,
        };
        (
            t,
            Standings {
                upto: 3,
                tiebreaks: Vec::new(),
                rows,
            },
        )
    }

    fn prize(category: &str, place: u32, amount: u32, label: Option<&str>) -> Prize {
        Prize {
            category: category.into(),
            place,
            amount,
            label: label.map(String::from),
            shared: category.is_empty(),
        }
    }

    /// (player, list, cents) of each award.
    fn paid(a: &Allocation) -> Vec<(No, &str, u64)> {
        a.awards
            .iter()
            .map(|w| (w.no, w.category.as_str(), w.cents))
            .collect()
    }

    fn region_b() -> Vec<Category> {
        vec![Category {
            name: "B".into(),
            region: Some("B".into()),
            ..Category::default()
        }]
    }

    #[test]
    fn a_prize_goes_to_its_place_not_to_the_next_free_player() {
        // P1 and P2 tied on 2 points, P3 third. Prizes for 1st and 3rd only: P1 and P2 share
        // the 1st (their places hold 1 000 + nothing), P3 takes the 3rd.
        let (t, st) = field(&[4, 4, 2]);
        let prizes = [prize("", 1, 1000, None), prize("", 3, 500, None)];
        let a = allocate(&t, &st, &[], &prizes, Ties::Equal, Precedence::Overall);
        assert_eq!(
            paid(&a),
            [(1, "", 50_000), (2, "", 50_000), (3, "", 50_000)]
        );
        assert_eq!(a.awards[1].prize, None, "P2 holds no prize, he shares one");
        // A 10th place in a field of three goes to nobody.
        let a = allocate(
            &t,
            &st,
            &[],
            &[prize("", 10, 100, None)],
            Ties::Equal,
            Precedence::Overall,
        );
        assert!(a.awards.is_empty());
        assert_eq!(
            a.unawarded,
            [Unawarded {
                prize: 0,
                why: NoTaker::Beyond {
                    ranked: 3,
                    elsewhere: 0,
                    struck: Vec::new()
                }
            }]
        );
    }

    #[test]
    fn a_player_eligible_for_two_takes_the_more_valuable_and_leaves_his_place() {
        // P2 (region B) is 2nd overall (600) and 1st of B (800): he takes B's 800, and the
        // overall 2nd place goes to P3.
        let (t, st) = field(&[6, 4, 2, 0]);
        let prizes = [
            prize("", 1, 1000, None),
            prize("", 2, 600, None),
            prize("B", 1, 800, None),
        ];
        let a = allocate(
            &t,
            &st,
            &region_b(),
            &prizes,
            Ties::Equal,
            Precedence::Overall,
        );
        assert_eq!(
            paid(&a),
            [(1, "", 100_000), (3, "", 60_000), (2, "B", 80_000)]
        );
        // Equal values: overall first by default, the category first when asked.
        let equal = [prize("", 1, 500, None), prize("B", 1, 500, None)];
        let (t, st) = field(&[6, 4]);
        let mut t2 = t.clone();
        t2.entrants[0].region = Some("B".into());
        let a = allocate(
            &t2,
            &st,
            &region_b(),
            &equal,
            Ties::Equal,
            Precedence::Overall,
        );
        assert_eq!(paid(&a), [(1, "", 50_000), (2, "B", 50_000)]);
        let a = allocate(
            &t2,
            &st,
            &region_b(),
            &equal,
            Ties::Equal,
            Precedence::Category,
        );
        assert_eq!(paid(&a), [(2, "", 50_000), (1, "B", 50_000)]);
    }

    #[test]
    fn an_honour_goes_by_place_whatever_money_its_winner_takes() {
        // P2 ties P1 for the overall money; B's cup (no money) is his as B's best player too,
        // and it does not take him out of the overall sharing.
        let (t, st) = field(&[4, 4, 2]);
        let prizes = [prize("", 1, 1000, None), prize("B", 1, 0, Some("Cup"))];
        let a = allocate(
            &t,
            &st,
            &region_b(),
            &prizes,
            Ties::Equal,
            Precedence::Overall,
        );
        assert_eq!(paid(&a), [(1, "", 50_000), (2, "", 50_000), (2, "B", 0)]);
        assert_eq!(a.awards[2].prize, Some(1));
        // The cup that comes with a money prize stays with the player the tie-breaks put first.
        let prizes = [prize("", 1, 1000, Some("Cup")), prize("", 2, 600, None)];
        let a = allocate(&t, &st, &[], &prizes, Ties::Hort, Precedence::Overall);
        assert_eq!(a.awards[0].prize, Some(0));
        assert_eq!(paid(&a), [(1, "", 90_000), (2, "", 70_000)]);
    }

    #[test]
    fn a_prize_is_printed_at_its_own_place() {
        // P1 and P2 tie for the overall 1st (shared); P2 shares it holding no prize, so he
        // takes no share of region B's money, but he still holds B's 1st place: B's prizes for
        // 2nd and 3rd go to P3 and P4 and are printed at places 2 and 3, not 1 and 2.
        let (mut t, st) = field(&[8, 8, 6, 4, 2]);
        for e in &mut t.entrants {
            e.region = Some(if e.no == 1 { "A" } else { "B" }.into());
        }
        let prizes = [
            prize("", 1, 1000, None),
            prize("B", 2, 200, None),
            prize("B", 3, 100, None),
        ];
        let a = allocate(
            &t,
            &st,
            &region_b(),
            &prizes,
            Ties::Equal,
            Precedence::Overall,
        );
        let lines: Vec<(No, &str, (u32, u32), u64)> = a
            .awards
            .iter()
            .map(|w| (w.no, w.category.as_str(), w.places, w.cents))
            .collect();
        assert_eq!(
            lines,
            [
                (1, "", (1, 2), 50_000),
                (2, "", (1, 2), 50_000),
                (3, "B", (2, 2), 20_000),
                (4, "B", (3, 3), 10_000)
            ]
        );
    }
}
