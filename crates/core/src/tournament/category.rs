//! Categories of a tournament (U14 girls, veterans 50+, rated under 1600, a region) and the
//! standings of one: the overall order and tie-breaks kept, the overall rank beside the
//! category's (the FIDE way: a category is a filter, never a new ranking). docs/prizes.md.

use super::standings::{Standing, Standings};
use super::{Entrant, name_key};

/// A category: every condition given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Category {
    /// Its name (`U14 girls`), unique in the tournament.
    pub name: String,
    /// `m` or `w`.
    pub sex: Option<char>,
    /// Born on or after, `YYYY-MM-DD`.
    pub born_from: Option<String>,
    /// Born on or before, `YYYY-MM-DD`.
    pub born_to: Option<String>,
    /// Rating at least (an unrated player is below any minimum).
    pub rating_min: Option<u32>,
    /// Rating at most (an unrated player is within any maximum).
    pub rating_max: Option<u32>,
    /// One of these titles or ranks (as stored: `КМС`, `1 разряд`).
    pub titles: Vec<String>,
    /// This region.
    pub region: Option<String>,
    /// This club.
    pub club: Option<String>,
}

/// The largest age a category may name.
pub const MAX_AGE: u32 = 150;

/// Age limits as the arbiter gives them: under an age, an age or older, counted on a date
/// (default: 1 January of the tournament's start year). `app` turns them into the category's
/// birth dates with [`age_range`].
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Ages {
    /// Under this age (U14: 14).
    pub under: Option<u32>,
    /// This age or older (veterans: 50).
    pub over: Option<u32>,
    /// The date ages are counted on, `YYYY-MM-DD`.
    pub on: Option<String>,
}

impl Ages {
    /// No age limit.
    pub fn none(&self) -> bool {
        self.under.is_none() && self.over.is_none()
    }

    /// The date ages are counted on: the one given, else 1 January of the year `start` (a
    /// tournament's start date) begins with.
    pub fn reference_date(&self, start: Option<&str>) -> Option<String> {
        self.on
            .clone()
            .filter(|d| !d.trim().is_empty())
            .or_else(|| {
                start
                    .and_then(|d| d.get(0..4))
                    .map(|y| format!("{y}-01-01"))
            })
    }
}

/// The birth-date range of an age limit on the reference date `on` (`YYYY-MM-DD`): `under`
/// years (U14: not yet 14 on that day) and `from_age` years (50+: 50 or older on that day).
/// Returns `(born_from, born_to)`; `None` when `on` is not a date or an age is above
/// [`MAX_AGE`].
pub fn age_range(
    under: Option<u32>,
    from_age: Option<u32>,
    on: &str,
) -> Option<(Option<String>, Option<String>)> {
    let (y, m, d) = ymd(on)?;
    if under.into_iter().chain(from_age).any(|n| n > MAX_AGE) {
        return None;
    }
    // Not yet `n` on (y, m, d): born after (y - n, m, d), i.e. on the next day or later.
    let born_from = under.map(|n| next_day(y - n as i32, m, d));
    // At least `n` on (y, m, d): born on or before (y - n, m, d) (29 February → 28).
    let born_to = from_age.map(|n| {
        let yy = y - n as i32;
        let dd = if m == 2 && d == 29 && !leap(yy) {
            28
        } else {
            d
        };
        format!("{yy:04}-{m:02}-{dd:02}")
    });
    Some((born_from, born_to))
}

fn ymd(s: &str) -> Option<(i32, u32, u32)> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let y: i32 = s.get(0..4)?.parse().ok()?;
    let m: u32 = s.get(5..7)?.parse().ok()?;
    let d: u32 = s.get(8..10)?.parse().ok()?;
    ((1..=12).contains(&m) && (1..=days_in(y, m)).contains(&d)).then_some((y, m, d))
}

fn leap(y: i32) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in(y: i32, m: u32) -> u32 {
    match m {
        4 | 6 | 9 | 11 => 30,
        2 if leap(y) => 29,
        2 => 28,
        _ => 31,
    }
}

fn next_day(y: i32, m: u32, d: u32) -> String {
    let d = d.min(days_in(y, m));
    let (y, m, d) = if d < days_in(y, m) {
        (y, m, d + 1)
    } else if m < 12 {
        (y, m + 1, 1)
    } else {
        (y + 1, 1, 1)
    };
    format!("{y:04}-{m:02}-{d:02}")
}

impl Category {
    /// True when player `e` belongs to the category. A condition on a field the player has not
    /// given (no birth date, no sex) is not met. A birth year alone (`2012`) is compared by year.
    pub fn admits(&self, e: &Entrant) -> bool {
        if let Some(s) = self.sex
            && e.sex != Some(s)
        {
            return false;
        }
        if self.born_from.is_some() || self.born_to.is_some() {
            let Some(birth) = e.birth.as_deref().map(str::trim) else {
                return false;
            };
            let year_only = birth.len() == 4;
            let cut = |bound: &str| -> String {
                if year_only {
                    bound.chars().take(4).collect()
                } else {
                    bound.to_string()
                }
            };
            if let Some(f) = &self.born_from
                && birth < cut(f).as_str()
            {
                return false;
            }
            if let Some(t) = &self.born_to
                && birth > cut(t).as_str()
            {
                return false;
            }
        }
        if let Some(min) = self.rating_min
            && e.rating.is_none_or(|r| r < min)
        {
            return false;
        }
        if let Some(max) = self.rating_max
            && e.rating.is_some_and(|r| r > max)
        {
            return false;
        }
        if !self.titles.is_empty() {
            let Some(title) = &e.title else {
                return false;
            };
            let key = name_key(title);
            if !self.titles.iter().any(|t| name_key(t) == key) {
                return false;
            }
        }
        same(&self.region, &e.region) && same(&self.club, &e.club)
    }
}

fn same(want: &Option<String>, have: &Option<String>) -> bool {
    match (want, have) {
        (None, _) => true,
        (Some(w), Some(h)) => name_key(w) == name_key(h),
        (Some(_), None) => false,
    }
}

/// One line of a category's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct CategoryLine {
    /// Rank in the category (players sharing an overall rank share it here).
    pub rank: u32,
    /// The last rank of a shared place.
    pub rank_last: u32,
    /// The overall line (overall rank, points, tie-breaks).
    pub overall: Standing,
}

impl CategoryLine {
    /// `3` or `3-4`.
    pub fn place(&self) -> String {
        if self.rank == self.rank_last {
            self.rank.to_string()
        } else {
            format!("{}-{}", self.rank, self.rank_last)
        }
    }
}

/// The lines of `st` whose player `admits` takes, in the overall order, ranked within the
/// category. Annulled players stay last and unranked as overall.
pub fn filter(st: &Standings, admits: impl Fn(usize) -> bool) -> Vec<CategoryLine> {
    let lines: Vec<&Standing> = st.rows.iter().filter(|r| admits(r.index)).collect();
    lines
        .iter()
        .map(|r| {
            let ahead = lines
                .iter()
                .filter(|o| !o.annulled && o.rank < r.rank)
                .count() as u32;
            let level = lines
                .iter()
                .filter(|o| !o.annulled && o.rank == r.rank)
                .count() as u32;
            CategoryLine {
                rank: ahead + 1,
                rank_last: ahead + level.max(1),
                overall: (*r).clone(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(sex: char, birth: &str, rating: Option<u32>) -> Entrant {
        Entrant {
            name: "A".into(),
            sex: Some(sex),
            birth: Some(birth.into()),
            rating,
            ..Entrant::default()
        }
    }

    #[test]
    fn age_limits_on_the_reference_date() {
        // U14 on 1 January 2026: born 2 January 2012 or later (one born 1 January 2012 is 14).
        let (from, to) = age_range(Some(14), None, "2026-01-01").expect("date");
        assert_eq!(from.as_deref(), Some("2012-01-02"));
        assert_eq!(to, None);
        let u14 = Category {
            name: "U14".into(),
            born_from: from,
            ..Category::default()
        };
        assert!(u14.admits(&player('m', "2012-01-02", None)));
        assert!(!u14.admits(&player('m', "2012-01-01", None)));
        assert!(
            u14.admits(&player('m', "2012", None)),
            "a year alone by year"
        );
        assert!(!u14.admits(&player('m', "2011", None)));
        // 50+ on 31 December 2026: born 31 December 1976 or before.
        let (_, to) = age_range(None, Some(50), "2026-12-31").expect("date");
        assert_eq!(to.as_deref(), Some("1976-12-31"));
        assert_eq!(next_day(2011, 12, 31), "2012-01-01");
        assert_eq!(next_day(2024, 2, 28), "2024-02-29");
        assert_eq!(age_range(Some(14), None, "2026-13-01"), None);
        assert_eq!(age_range(Some(u32::MAX), None, "2026-01-01"), None);
        assert_eq!(age_range(None, Some(151), "2026-01-01"), None);
    }

    #[test]
    fn every_condition_must_hold() {
        let girls = Category {
            name: "girls 1600-".into(),
            sex: Some('w'),
            rating_max: Some(1600),
            region: Some("Алматы".into()),
            ..Category::default()
        };
        let mut p = player('w', "2010-05-05", Some(1500));
        assert!(!girls.admits(&p), "no region");
        p.region = Some("алматы ".into());
        assert!(girls.admits(&p), "regions compare as names do");
        p.rating = Some(1601);
        assert!(!girls.admits(&p));
        p.rating = None;
        assert!(girls.admits(&p), "unrated is within a maximum");
        p.sex = Some('m');
        assert!(!girls.admits(&p));
        let rated = Category {
            name: "1800+".into(),
            rating_min: Some(1800),
            titles: vec!["КМС".into()],
            ..Category::default()
        };
        let mut q = player('m', "1990", Some(1800));
        assert!(!rated.admits(&q), "no title");
        q.title = Some("кмс".into());
        assert!(rated.admits(&q));
        q.rating = None;
        assert!(!rated.admits(&q), "unrated is below a minimum");
    }
}
