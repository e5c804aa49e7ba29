//! Dates as other programs write them (TRF headers and birth dates, player lists from Excel or a
//! federation), read exactly or not at all: `2024/05/01`, `2024-05-01`, `01.05.2024`,
//! `1.5.2024`, `28. 07. 2005`, `May 29, 2020`, `29 May 2020`, a year alone (`2001`,
//! `1985/00/00`, `1975.  .`). What cannot be read exactly says why: a two-digit year (`85/05/12`:
//! 1985 or 2085?), a day and month that could be either way round (`03/04/2001` with slashes),
//! no such day (`2023-02-29`). Nothing is guessed.

/// What a date field says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DateText {
    /// Nothing (blank, or only separators: `    .  .`).
    Blank,
    /// A whole date, `YYYY-MM-DD`.
    Date(String),
    /// A year alone, `YYYY` (`2001`, `1985/00/00`).
    Year(String),
    /// A two-digit year: the century cannot be told.
    TwoDigitYear,
    /// Day and month could be either way round (slashes, both 12 or less, different).
    Ambiguous,
    /// Not a date (or no such day).
    Unreadable,
}

/// Why a date was not stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateProblem {
    /// A two-digit year (`85/05/12`): 1985 or 2085?
    TwoDigitYear,
    /// Day and month could be either way round (`03/04/2001`).
    Ambiguous,
    /// Not a date.
    Unreadable,
}

impl DateText {
    /// What is stored of it: the date or the year (`None` when blank), or why nothing can be.
    pub fn stored(self) -> Result<Option<String>, DateProblem> {
        match self {
            DateText::Blank => Ok(None),
            DateText::Date(d) | DateText::Year(d) => Ok(Some(d)),
            DateText::TwoDigitYear => Err(DateProblem::TwoDigitYear),
            DateText::Ambiguous => Err(DateProblem::Ambiguous),
            DateText::Unreadable => Err(DateProblem::Unreadable),
        }
    }
}

/// True for a real day `year-month-day` (leap years included).
pub fn is_day(year: u32, month: u32, day: u32) -> bool {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1000..=9999).contains(&year) && (1..=days).contains(&day)
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// An English month name or its first three letters (`May`, `Sept.`, `december`).
fn month_name(s: &str) -> Option<u32> {
    let s = s.trim_end_matches('.').to_ascii_lowercase();
    if s.len() < 3 {
        return None;
    }
    let full = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    (0..12)
        .find(|&i| full[i].starts_with(&s) && s.starts_with(MONTHS[i]))
        .map(|i| i as u32 + 1)
}

fn whole(y: u32, m: u32, d: u32) -> DateText {
    if is_day(y, m, d) {
        DateText::Date(format!("{y:04}-{m:02}-{d:02}"))
    } else {
        DateText::Unreadable
    }
}

/// Reads a date field (see the module doc for what is read).
pub fn read(s: &str) -> DateText {
    let s = s.trim();
    if s.chars().all(|c| matches!(c, ' ' | '.' | '/' | '-' | '0')) {
        return DateText::Blank;
    }
    // `May 29, 2020`, `29 May 2020`: a month by name.
    let words: Vec<&str> = s.split([' ', ',']).filter(|w| !w.is_empty()).collect();
    if let Some(mi) = words.iter().position(|w| month_name(w).is_some()) {
        let m = month_name(words[mi]).unwrap_or(0);
        let nums: Vec<&str> = words
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != mi)
            .map(|(_, w)| *w)
            .collect();
        let [a, b] = nums.as_slice() else {
            return DateText::Unreadable;
        };
        let (day, year) = if a.len() == 4 { (b, a) } else { (a, b) };
        return match (day.parse::<u32>(), year.parse::<u32>()) {
            (Ok(d), Ok(y)) if year.len() == 4 => whole(y, m, d),
            (Ok(_), Ok(_)) if year.len() == 2 => DateText::TwoDigitYear,
            _ => DateText::Unreadable,
        };
    }
    // A year alone.
    if s.len() == 4 && s.chars().all(|c| c.is_ascii_digit()) {
        return match s.parse::<u32>() {
            Ok(y) if y >= 1000 => DateText::Year(s.to_string()),
            _ => DateText::Unreadable,
        };
    }
    let sep = if s.contains('/') {
        '/'
    } else if s.contains('.') {
        '.'
    } else if s.contains('-') {
        '-'
    } else {
        return DateText::Unreadable;
    };
    let parts: Vec<&str> = s.split(sep).map(str::trim).collect();
    let [a, b, c] = parts.as_slice() else {
        return DateText::Unreadable;
    };
    let num = |x: &str| -> Option<u32> {
        if x.is_empty() || x.chars().all(|c| c == '0') {
            Some(0)
        } else if x.chars().all(|c| c.is_ascii_digit()) && x.len() <= 4 {
            x.parse().ok()
        } else {
            None
        }
    };
    let (Some(x), Some(y), Some(z)) = (num(a), num(b), num(c)) else {
        return DateText::Unreadable;
    };
    match (a.len(), c.len()) {
        // Year first: YYYY/MM/DD, a year alone when month and day are unknown.
        (4, _) if y == 0 && z == 0 && x >= 1000 => DateText::Year(format!("{x:04}")),
        (4, _) => whole(x, y, z),
        // Year last: day first with dots and dashes (how Europe, Russia and Kazakhstan write
        // them); with slashes the order is told only when one of the two is over 12.
        (_, 4) if x == 0 && y == 0 && z >= 1000 => DateText::Year(format!("{z:04}")),
        (_, 4) if sep != '/' || x > 12 || x == y => whole(z, y, x),
        (_, 4) if y > 12 => whole(z, x, y),
        (_, 4) => DateText::Ambiguous,
        (2, _) | (_, 2) | (1, _) | (_, 1) => DateText::TwoDigitYear,
        _ => DateText::Unreadable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DateText::*;

    fn d(s: &str) -> DateText {
        Date(s.to_string())
    }

    #[test]
    fn dates_are_read_exactly_or_said_why_not() {
        for (text, want) in [
            ("2024/05/01", d("2024-05-01")),
            ("2024-5-1", d("2024-05-01")),
            ("01.05.2024", d("2024-05-01")),
            ("1.5.2024", d("2024-05-01")),
            ("28. 07. 2005", d("2005-07-28")),
            ("30/09/2011", d("2011-09-30")),
            ("09/30/2011", d("2011-09-30")),
            ("05/05/2011", d("2011-05-05")),
            ("03/04/2001", Ambiguous),
            ("May 29, 2020", d("2020-05-29")),
            ("Jun 26, 2020", d("2020-06-26")),
            ("29 May 2020", d("2020-05-29")),
            ("September 3, 2021", d("2021-09-03")),
            ("2001", Year("2001".into())),
            ("1985/00/00", Year("1985".into())),
            ("1975.  .", Year("1975".into())),
            ("00.00.1990", Year("1990".into())),
            ("    .  .", Blank),
            ("", Blank),
            ("0000/00/00", Blank),
            ("85/05/12", TwoDigitYear),
            ("10.09.13", TwoDigitYear),
            ("May 29, 20", TwoDigitYear),
            ("2023-02-29", Unreadable),
            ("2024-02-29", d("2024-02-29")),
            ("2024-13-01", Unreadable),
            ("soon", Unreadable),
            ("0999", Unreadable),
            ("0500/00/00", Unreadable),
            ("00.00.0999", Unreadable),
        ] {
            assert_eq!(read(text), want, "{text:?}");
        }
    }
}
