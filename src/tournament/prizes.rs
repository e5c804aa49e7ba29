//! The prize list: which player takes which prize, and how tied players' money is shared.
//! The rules, with examples, are in docs/prizes.md:
//!
//! 1. One prize per player. Prizes are given out from the most valuable down (equal values:
//!    overall before category prizes or the other way round, as the tournament says, then
//!    categories in their order, then by place); each goes to the best-placed player of its
//!    list (overall or category, in the overall order) who has no prize yet.
//! 2. Money of tied players (equal points; tie-breaks do not part them for money) is pooled:
//!    in each list, the players left in it (not holding a prize of another list) are grouped by
//!    points; a group holding `shared` money prizes shares their sum equally ([`Ties::Equal`]),
//!    or each keeps half of his own prize and the other half of the sum is shared equally
//!    ([`Ties::Hort`]); with [`Ties::Tiebreak`] nothing is shared. A prize's name (a cup) and
//!    an unshared prize always stay with the player the tie-breaks put first.

use super::category::Category;
use super::standings::Standings;
use super::{Half, No, Tournament};

/// How tied players' money goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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

/// One prize.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
    /// Prizes nobody could take (index into the prizes given).
    pub unawarded: Vec<usize>,
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

    // 1. One prize per player, most valuable first.
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
    let mut holder: Vec<Option<usize>> = vec![None; prizes.len()]; // row index in st.rows
    let mut held: Vec<Option<usize>> = vec![None; st.rows.len()]; // prize index per row
    let mut unawarded = Vec::new();
    for &i in &order {
        let winner = list_of(&prizes[i].category)
            .and_then(|list| list.into_iter().find(|&r| held[r].is_none()));
        match winner {
            Some(r) => {
                holder[i] = Some(r);
                held[r] = Some(i);
            }
            None => unawarded.push(i),
        }
    }
    unawarded.sort_unstable();

    // 2. Money of tied players.
    let mut lists: Vec<String> = vec![String::new()];
    lists.extend(cats.iter().map(|c| c.name.clone()));
    let mut awards = Vec::new();
    // A player without a prize who shares one list's money takes no share of another's.
    let mut shared_once = vec![false; st.rows.len()];
    for category in &lists {
        let Some(list) = list_of(category) else {
            continue;
        };
        // The players left in the list: none holding another list's prize.
        let left: Vec<usize> = list
            .into_iter()
            .filter(|&r| held[r].is_none_or(|p| prizes[p].category == *category))
            .filter(|&r| !shared_once[r])
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
            // Holders of an unshared prize keep it and take no share.
            let sharers: Vec<usize> = group
                .iter()
                .copied()
                .filter(|&r| held[r].is_none_or(|p| shares(r) || prizes[p].amount == 0))
                .collect();
            let pool: u64 = sharers
                .iter()
                .filter(|&&r| shares(r))
                .map(|&r| held[r].map_or(0, |p| u64::from(prizes[p].amount)))
                .sum();
            let pooling = pool > 0 && sharers.len() > 1;
            for (k, &r) in group.iter().enumerate() {
                let own = held[r].map_or(0, |p| u64::from(prizes[p].amount));
                let place = (start + k + 1) as u32;
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
    // The order of the lists, then places, holders before mere sharers.
    awards.sort_by_key(|a| {
        (
            lists.iter().position(|l| *l == a.category),
            a.prize.map_or(u32::MAX, |p| prizes[p].place),
            a.places.0,
        )
    });
    Allocation { awards, unawarded }
}

/// Hundredths as money: `1234` or `1234.50`.
pub fn money(cents: u64) -> String {
    if cents.is_multiple_of(100) {
        (cents / 100).to_string()
    } else {
        format!("{}.{:02}", cents / 100, cents % 100)
    }
}
