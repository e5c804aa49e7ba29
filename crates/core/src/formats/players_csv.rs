//! Player lists in CSV: the header row names the columns, in any order and in Russian, Kazakh
//! or English; the separator (`,` `;` or tab) is read off the header. The 9kumalak.com rating
//! list layout (`№, name, region, title, rating`) reads as it is; its `№` (the list's own rank)
//! is ignored, starting numbers follow the file's order.
//!
//! Recognised columns (case and spaces ignored): name (`name`, `ФИО`, `Аты-жөні`, `Игрок`,
//! `Player`), title (`title`, `rank`, `Звание`, `Разряд`, `Атағы`), rating (`rating`, `Рейтинг`,
//! `Elo`, or the list's `after`), region (`region`, `federation`, `fed`, `Регион`, `Облыс`,
//! `Область`, `Өңір`), club (`club`, `Клуб`), team (`team`, `Команда`), birth (`birth`, `born`, `Дата рождения`, `Туған
//! күні`, `Год рождения`), sex (`sex`, `Пол`, `Жынысы`), id (`id`, `fide id`, `ID`). Other
//! columns are ignored. A name column is required.

use crate::tournament::Entrant;

/// A column Orda reads from a player list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Col {
    /// The player's name.
    Name,
    /// Title or rank.
    Title,
    /// Rating.
    Rating,
    /// Region.
    Region,
    /// Club.
    Club,
    /// An explicit team (a school, a sports society).
    Team,
    /// Birth date.
    Birth,
    /// Sex.
    Sex,
    /// External (federation) id.
    Id,
}

/// A problem in a player list: the line (1-based), the text it is about as written (a header,
/// a row, a field; empty when none), and what is wrong. `words::formats` says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvError {
    /// 1-based line.
    pub line: u64,
    /// The offending text as written (the faces show it with [`super::text::shown`]).
    pub text: String,
    /// What is wrong.
    pub problem: CsvProblem,
}

/// What is wrong in a player list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsvProblem {
    /// The header (`text`) has as many of one separator as of another.
    AmbiguousSeparator(char, char),
    /// The header row cannot be read (the csv reader's own words).
    HeaderUnreadable(String),
    /// No name column in the header (`text`: its cells joined by commas).
    NoNameColumn,
    /// A row the csv reader cannot read (its own words).
    Unreadable(String),
    /// A quote opened on this line (`text`) is not closed on it.
    UnclosedQuote,
    /// The row (`text`) is separated by `row`, the header by `header`.
    OtherSeparator {
        /// The row's separator.
        row: char,
        /// The header's separator.
        header: char,
    },
    /// The row (`text`) has `fields` fields, the header `header`.
    FieldCount {
        /// The row's fields.
        fields: usize,
        /// The header's fields.
        header: usize,
    },
    /// A control or bidi character `c` in a field (`text`) of `column`.
    ControlCharacter {
        /// The column.
        column: Col,
        /// The character.
        c: char,
    },
    /// `?` in place of a letter in a field (`text`) of the column.
    QuestionMark(Col),
    /// The rating (`text`) is not a whole number.
    BadRating,
    /// The sex (`text`) is not m or w.
    BadSex,
    /// The birth date (`text`) cannot be read exactly.
    BadBirth(super::dates::DateProblem),
    /// The name is empty.
    EmptyName,
}

impl CsvError {
    fn new(line: u64, text: impl Into<String>, problem: CsvProblem) -> CsvError {
        CsvError {
            line,
            text: text.into(),
            problem,
        }
    }
}

fn column(h: &str) -> Option<Col> {
    let k: String = h
        .trim()
        .trim_start_matches('\u{feff}')
        .to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    Some(match k.as_str() {
        "name"
        | "player"
        | "фио"
        | "ф.и.о."
        | "атыжөні"
        | "аты-жөні"
        | "игрок"
        | "участник"
        | "фамилияимя"
        | "ойыншы" => Col::Name,
        "title" | "rank" | "звание" | "разряд" | "атағы" | "атақ" | "звание/разряд" => {
            Col::Title
        }
        "rating" | "рейтинг" | "elo" | "after" | "rtg" => Col::Rating,
        "region" | "federation" | "fed" | "регион" | "облыс" | "область" | "өңір" | "город"
        | "city" => Col::Region,
        "club" | "клуб" => Col::Club,
        "team" | "команда" => Col::Team,
        "birth"
        | "born"
        | "birthdate"
        | "датарождения"
        | "годрождения"
        | "туғанкүні"
        | "туғанжылы" => Col::Birth,
        "sex" | "gender" | "пол" | "жынысы" => Col::Sex,
        "id" | "fideid" | "externalid" => Col::Id,
        _ => return None,
    })
}

/// The byte offsets of every line end of `text` (LF, the LF of a CRLF, or a lone CR), in order:
/// found once, so that each record's line is a binary search, not a count from the start
/// (which made a 10,000-line list quadratic).
fn line_ends(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(i, &c)| c == b'\n' || (c == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
        .map(|(i, _)| i)
        .collect()
}

/// The 1-based line a record starts on (`ends`: [`line_ends`] of `text`). The csv crate's own
/// line count is one short after a CRLF (Excel's line end), so it is counted here from the
/// byte offset, past the line ends that precede the record.
fn line_of(text: &str, ends: &[usize], pos: Option<&csv::Position>) -> u64 {
    let Some(p) = pos else { return 0 };
    let bytes = text.as_bytes();
    let mut b = (p.byte() as usize).min(bytes.len());
    while matches!(bytes.get(b), Some(b'\r' | b'\n')) {
        b += 1;
    }
    ends.partition_point(|&e| e < b) as u64 + 1
}

/// How often `d` separates fields in `line` (outside double quotes).
fn separators(line: &str, d: char) -> usize {
    let mut quoted = false;
    let mut n = 0;
    for c in line.chars() {
        if c == '"' {
            quoted = !quoted;
        } else if c == d && !quoted {
            n += 1;
        }
    }
    n
}

/// What is wrong with a text field's value, if anything: a control or bidi character, or a
/// `?` where a spreadsheet put a letter its code page lacks.
fn bad_text(c: Col, field: &str) -> Option<CsvProblem> {
    if let Some(ch) = super::text::forbidden_in(field) {
        return Some(CsvProblem::ControlCharacter { column: c, c: ch });
    }
    if field.contains('?') && !matches!(c, Col::Rating | Col::Sex) {
        return Some(CsvProblem::QuestionMark(c));
    }
    None
}

/// Reads a player list. On success: `(line, player)` for every data row (blank rows skipped).
/// On failure: every problem with its line, so the caller can refuse the whole file.
///
/// Refused (docs/files.md): a header whose separator is ambiguous, an unbalanced quote, a row
/// whose field count differs from the header's (a row separated by another character says
/// so), a text field with a control character, a bidi override or isolate, U+FFFD, or `?`.
pub fn read(text: &str) -> Result<Vec<(u64, Entrant)>, Vec<CsvError>> {
    let raw: Vec<&str> = super::text::lines(text).collect();
    let first = raw.first().copied().unwrap_or_default();
    let mut counts: Vec<(char, usize)> = [';', '\t', ',']
        .into_iter()
        .map(|d| (d, separators(first, d)))
        .collect();
    counts.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    if counts[0].1 > 0 && counts[0].1 == counts[1].1 {
        return Err(vec![CsvError::new(
            1,
            first,
            CsvProblem::AmbiguousSeparator(counts[0].0, counts[1].0),
        )]);
    }
    let delim = if counts[0].1 > 0 { counts[0].0 } else { ',' };
    let mut rdr = csv::ReaderBuilder::new()
        .delimiter(delim as u8)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let headers = match rdr.headers() {
        Ok(h) => h.clone(),
        Err(e) => {
            return Err(vec![CsvError::new(
                1,
                "",
                CsvProblem::HeaderUnreadable(e.to_string()),
            )]);
        }
    };
    let cols: Vec<Option<Col>> = headers.iter().map(column).collect();
    if !cols.contains(&Some(Col::Name)) {
        return Err(vec![CsvError::new(
            1,
            headers.iter().collect::<Vec<_>>().join(","),
            CsvProblem::NoNameColumn,
        )]);
    }
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let ends = line_ends(text);
    for rec in rdr.records() {
        let rec = match rec {
            Ok(r) => r,
            Err(e) => {
                let line = line_of(text, &ends, e.position());
                errors.push(CsvError::new(
                    line,
                    "",
                    CsvProblem::Unreadable(e.to_string()),
                ));
                continue;
            }
        };
        let line = line_of(text, &ends, rec.position());
        let row = raw
            .get((line as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default();
        // A field spanning lines, or a quote left open at the end of the file (the csv crate
        // then reads to the end without a word): either way the quotes do not pair up.
        if rec.iter().any(|f| f.contains(['\n', '\r'])) || row.matches('"').count() % 2 == 1 {
            errors.push(CsvError::new(line, row, CsvProblem::UnclosedQuote));
            continue;
        }
        if rec.iter().all(|f| f.is_empty()) {
            continue;
        }
        if rec.len() != headers.len() {
            let other = [';', '\t', ',']
                .into_iter()
                .filter(|&d| d != delim)
                .find(|&d| separators(row, d) + 1 == headers.len());
            match other {
                Some(d) => errors.push(CsvError::new(
                    line,
                    row,
                    CsvProblem::OtherSeparator {
                        row: d,
                        header: delim,
                    },
                )),
                None => errors.push(CsvError::new(
                    line,
                    row,
                    CsvProblem::FieldCount {
                        fields: rec.len(),
                        header: headers.len(),
                    },
                )),
            }
            continue;
        }
        let mut p = Entrant::default();
        for (i, field) in rec.iter().enumerate() {
            let Some(Some(c)) = cols.get(i) else { continue };
            if field.is_empty() {
                continue;
            }
            if let Some(problem) = bad_text(*c, field) {
                errors.push(CsvError::new(line, field, problem));
                continue;
            }
            let v = Some(field.to_string());
            match c {
                Col::Name => p.name = field.to_string(),
                Col::Title => p.title = v,
                Col::Region => p.region = v,
                Col::Club => p.club = v,
                Col::Team => p.team = v,
                // `DD.MM.YYYY` (a Russian or Kazakh Excel, federation lists), `D.M.YYYY`,
                // `YYYY-MM-DD`, a year alone; `03/04/2001` is refused (which is the day?).
                Col::Birth => match super::dates::read(field).stored() {
                    Ok(b) => p.birth = b,
                    Err(why) => errors.push(CsvError::new(line, field, CsvProblem::BadBirth(why))),
                },
                Col::Id => p.external_id = v,
                Col::Rating => match field.parse::<u32>() {
                    Ok(r) => p.rating = Some(r),
                    Err(_) => errors.push(CsvError::new(line, field, CsvProblem::BadRating)),
                },
                Col::Sex => match crate::tournament::parse_sex(field) {
                    Some(s) => p.sex = Some(s),
                    None => errors.push(CsvError::new(line, field, CsvProblem::BadSex)),
                },
            }
        }
        let name_refused = |e: &CsvError| {
            e.line == line
                && matches!(
                    e.problem,
                    CsvProblem::ControlCharacter {
                        column: Col::Name,
                        ..
                    } | CsvProblem::QuestionMark(Col::Name)
                )
        };
        if p.name.trim().is_empty() && !errors.iter().any(name_refused) {
            errors.push(CsvError::new(line, "", CsvProblem::EmptyName));
        }
        out.push((line, p));
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_rating_list_layout() {
        let text = "№;ФИО;Регион;Звание;Рейтинг\n1;Жұмабаев Асқар;Алматы;МС;2105\n2;Әлібекова Гүлназ;Шымкент;КМС;1980\n\n";
        let rows = read(text).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].0, 2);
        assert_eq!(rows[1].1.name, "Әлібекова Гүлназ");
        assert_eq!(rows[1].1.rating, Some(1980));
        assert_eq!(rows[0].1.region.as_deref(), Some("Алматы"));
        assert_eq!(rows[0].1.title.as_deref(), Some("МС"));
    }

    #[test]
    fn lists_every_bad_row() {
        let text = "name,rating,sex\nA,12x,m\n,1500,w\nC,1400,q\n";
        let errs: Vec<String> = read(text)
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            errs,
            vec![
                "2: rating `12x` is not a whole number",
                "3: the name is empty",
                "4: sex `q` is not m or w"
            ]
        );
        let e = &read("rating\n1500\n").unwrap_err()[0];
        assert_eq!((e.line, &e.problem), (1, &CsvProblem::NoNameColumn));
        assert!(e.to_string().starts_with("1: no name column"));
    }

    #[test]
    fn birth_dates_as_federations_and_excel_write_them() {
        let text =
            "ФИО;Дата рождения\nA;05.03.2001\nB;5.3.2001\nC;2001-03-05\nD;2001\nE;\nF;30/04/2001\n";
        let rows = read(text).unwrap();
        let births: Vec<Option<&str>> = rows.iter().map(|r| r.1.birth.as_deref()).collect();
        assert_eq!(
            births,
            [
                Some("2001-03-05"),
                Some("2001-03-05"),
                Some("2001-03-05"),
                Some("2001"),
                None,
                Some("2001-04-30")
            ]
        );
        // Which is the day in 03/04/2001? Refused, naming the line; so are a two-digit year
        // and a day that does not exist.
        let errs = read("name,birth\nA,03/04/2001\nB,05.03.01\nC,31.02.2001\n").unwrap_err();
        let got: Vec<(u64, &CsvProblem)> = errs.iter().map(|e| (e.line, &e.problem)).collect();
        use super::super::dates::DateProblem as D;
        assert_eq!(
            got,
            [
                (2, &CsvProblem::BadBirth(D::Ambiguous)),
                (3, &CsvProblem::BadBirth(D::TwoDigitYear)),
                (4, &CsvProblem::BadBirth(D::Unreadable))
            ]
        );
    }
}
