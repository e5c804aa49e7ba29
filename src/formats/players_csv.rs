//! Player lists in CSV: the header row names the columns, in any order and in Russian, Kazakh
//! or English; the separator (`,` `;` or tab) is read off the header. The 9kumalak.com rating
//! list layout (`№, name, region, title, rating`) reads as it is; its `№` (the list's own rank)
//! is ignored, starting numbers follow the file's order.
//!
//! Recognised columns (case and spaces ignored): name (`name`, `ФИО`, `Аты-жөні`, `Игрок`,
//! `Player`), title (`title`, `rank`, `Звание`, `Разряд`, `Атағы`), rating (`rating`, `Рейтинг`,
//! `Elo`, or the list's `after`), region (`region`, `federation`, `fed`, `Регион`, `Облыс`,
//! `Область`, `Өңір`), club (`club`, `Клуб`), birth (`birth`, `born`, `Дата рождения`, `Туған
//! күні`, `Год рождения`), sex (`sex`, `Пол`, `Жынысы`), id (`id`, `fide id`, `ID`). Other
//! columns are ignored. A name column is required.

use crate::tournament::Entrant;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Col {
    Name,
    Title,
    Rating,
    Region,
    Club,
    Birth,
    Sex,
    Id,
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

/// The column's name in messages.
fn col_name(c: Col) -> &'static str {
    match c {
        Col::Name => "name",
        Col::Title => "title",
        Col::Rating => "rating",
        Col::Region => "region",
        Col::Club => "club",
        Col::Birth => "birth date",
        Col::Sex => "sex",
        Col::Id => "id",
    }
}

/// The 1-based line a record starts on. The csv crate's own line count is one short after a
/// CRLF (Excel's line end), so it is counted here from the byte offset, past the line ends
/// that precede the record.
fn line_of(text: &str, pos: Option<&csv::Position>) -> u64 {
    let Some(p) = pos else { return 0 };
    let bytes = text.as_bytes();
    let mut b = (p.byte() as usize).min(bytes.len());
    while matches!(bytes.get(b), Some(b'\r' | b'\n')) {
        b += 1;
    }
    bytes[..b].iter().filter(|&&c| c == b'\n').count() as u64 + 1
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
fn bad_text(c: Col, field: &str) -> Option<String> {
    if let Some(ch) = super::text::forbidden_in(field) {
        return Some(format!(
            "the {} `{}` holds U+{:04X}: control characters and bidi overrides are refused, not cleaned (the file is damaged or crafted)",
            col_name(c),
            super::text::shown(field),
            ch as u32
        ));
    }
    if field.contains('?') && !matches!(c, Col::Rating | Col::Sex) {
        return Some(format!(
            "the {} `{field}` has `?` in place of a letter: a spreadsheet writes `?` for letters its code page lacks (Kazakh ә ғ қ ң ө ұ ү һ in Windows-1251); save the list as \"CSV UTF-8\" or \"Unicode text\" and import that",
            col_name(c)
        ));
    }
    None
}

/// Reads a player list. On success: `(line, player)` for every data row (blank rows skipped).
/// On failure: every problem as `LINE: message` (or `LINE:COLUMN` naming the column), so the
/// caller can refuse the whole file.
///
/// Refused (docs/files.md): a header whose separator is ambiguous, an unbalanced quote, a row
/// whose field count differs from the header's (a row separated by another character says
/// so), a text field with a control character, a bidi override or isolate, U+FFFD, or `?`.
pub fn read(text: &str) -> Result<Vec<(u64, Entrant)>, Vec<String>> {
    let raw: Vec<&str> = text.lines().collect();
    let first = raw.first().copied().unwrap_or_default();
    let mut counts: Vec<(char, usize)> = [';', '\t', ',']
        .into_iter()
        .map(|d| (d, separators(first, d)))
        .collect();
    counts.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    if counts[0].1 > 0 && counts[0].1 == counts[1].1 {
        return Err(vec![format!(
            "1: the header `{}` has as many `{}` as `{}`: the separator cannot be told",
            super::text::shown(first),
            counts[0].0.escape_default(),
            counts[1].0.escape_default()
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
        Err(e) => return Err(vec![format!("1: the header row cannot be read: {e}")]),
    };
    let cols: Vec<Option<Col>> = headers.iter().map(column).collect();
    if !cols.contains(&Some(Col::Name)) {
        return Err(vec![format!(
            "1: no name column in the header `{}` (expected one of name, ФИО, Аты-жөні, ...)",
            headers.iter().collect::<Vec<_>>().join(",")
        )]);
    }
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for rec in rdr.records() {
        let rec = match rec {
            Ok(r) => r,
            Err(e) => {
                let line = line_of(text, e.position());
                errors.push(format!("{line}: {e}"));
                continue;
            }
        };
        let line = line_of(text, rec.position());
        let row = raw
            .get((line as usize).saturating_sub(1))
            .copied()
            .unwrap_or_default();
        let row_shown = super::text::shown(row);
        // A field spanning lines, or a quote left open at the end of the file (the csv crate
        // then reads to the end without a word): either way the quotes do not pair up.
        if rec.iter().any(|f| f.contains(['\n', '\r'])) || row.matches('"').count() % 2 == 1 {
            errors.push(format!(
                "{line}: a quote opened on this line is not closed on it: `{row_shown}`"
            ));
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
                Some(d) => errors.push(format!(
                    "{line}: separated by `{}` but the header by `{}`: `{row_shown}`",
                    d.escape_default(),
                    delim.escape_default()
                )),
                None => errors.push(format!(
                    "{line}: {} fields but the header has {}: `{row_shown}`",
                    rec.len(),
                    headers.len()
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
                errors.push(format!("{line}: {problem}"));
                continue;
            }
            let v = Some(field.to_string());
            match c {
                Col::Name => p.name = field.to_string(),
                Col::Title => p.title = v,
                Col::Region => p.region = v,
                Col::Club => p.club = v,
                Col::Birth => p.birth = v,
                Col::Id => p.external_id = v,
                Col::Rating => match field.parse::<u32>() {
                    Ok(r) => p.rating = Some(r),
                    Err(_) => {
                        errors.push(format!("{line}: rating `{field}` is not a whole number"))
                    }
                },
                Col::Sex => match crate::tournament::parse_sex(field) {
                    Some(s) => p.sex = Some(s),
                    None => errors.push(format!("{line}: sex `{field}` is not m or w")),
                },
            }
        }
        if p.name.trim().is_empty()
            && !errors
                .iter()
                .any(|e| e.starts_with(&format!("{line}: the name")))
        {
            errors.push(format!("{line}: the name is empty"));
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
        let errs = read(text).unwrap_err();
        assert_eq!(
            errs,
            vec![
                "2: rating `12x` is not a whole number",
                "3: the name is empty",
                "4: sex `q` is not m or w"
            ]
        );
        assert!(read("rating\n1500\n").unwrap_err()[0].starts_with("1: no name column"));
    }
}
