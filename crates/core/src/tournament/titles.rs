//! Titles and sports ranks: the ones stored (Kazakhstan's, SPEC section 3), and the forms
//! federation lists, players' forms and TRF files write them in (docs/files.md).

/// Titles and ranks used in Kazakhstan, highest first (SPEC section 3).
pub const TITLES: [&str; 10] = [
    "ЗМС",
    "МСМК",
    "МС",
    "КМС",
    "1 разряд",
    "2 разряд",
    "3 разряд",
    "1 юношеский разряд",
    "2 юношеский разряд",
    "3 юношеский разряд",
];

/// The canonical spelling of a title or rank (`кмс` → `КМС`, `1р` / `I разряд` → `1 разряд`,
/// `2 юн.` → `2 юношеский разряд`); `None` when it is not one of [`TITLES`]. The forms read
/// (docs/files.md, "Titles and ranks"): the short forms in Russian, Kazakh and English, the
/// whole names, a rank's number in Arabic or Roman digits alone or with `р`, `разряд`,
/// `спортивный разряд`, `спорттық разряд`, `-ші разряд` (youth: `ю`, `юн`, `юношеский`, `жр`,
/// `жасөспірімдер разряды`), and a country's mark after a master's title (`МС РК`, `КМС КР`).
pub fn normalize_title(s: &str) -> Option<&'static str> {
    let t: String = s
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.' && *c != '-')
        .collect();
    // The whole names, as a federation's list writes them out.
    match t.as_str() {
        "заслуженныймастерспорта" | "еңбексіңіргенспортшебері" =>
        {
            return Some(TITLES[0]);
        }
        "мастерспортамеждународногокласса" | "халықаралықдәрежедегіспортшебері" =>
        {
            return Some(TITLES[1]);
        }
        "мастерспорта" | "спортшебері" => return Some(TITLES[2]),
        "кандидатвмастераспорта" | "спортшеберлігінекандидат" =>
        {
            return Some(TITLES[3]);
        }
        _ => {}
    }
    // A master's title with its country's mark: `МС РК` (Kazakhstan), `КМС КР` (Kyrgyzstan).
    let t = ["рк", "кр"]
        .iter()
        .find_map(|mark| {
            t.strip_suffix(mark).filter(|m| {
                matches!(
                    *m,
                    "змс" | "мсмк" | "мс" | "кмс" | "есш" | "хдсш" | "сш" | "сшү"
                )
            })
        })
        .map_or(t.clone(), str::to_string);
    // The Kazakh and English short forms as Orda shows them (docs/glossary.md): ЕСШ, ХДСШ, СШ,
    // СШҮ, 1жр; HMS, MSIC, MS, CMS, Cat 1, Jun 1.
    match t.as_str() {
        "есш" | "hms" => return Some(TITLES[0]),
        "хдсш" | "msic" => return Some(TITLES[1]),
        "сш" | "ms" => return Some(TITLES[2]),
        "сшү" | "cms" => return Some(TITLES[3]),
        _ => {}
    }
    for (prefix, first) in [("cat", 4), ("jun", 7)] {
        if let Some(d) = t.strip_prefix(prefix).and_then(|d| d.parse::<usize>().ok())
            && (1..=3).contains(&d)
        {
            return Some(TITLES[first + d - 1]);
        }
    }
    if let Some(d) = t.strip_suffix("жр").and_then(|d| d.parse::<usize>().ok())
        && (1..=3).contains(&d)
    {
        return Some(TITLES[6 + d]);
    }
    let t = t.replace("iii", "3").replace("ii", "2").replace('i', "1");
    Some(match t.as_str() {
        "змс" => TITLES[0],
        "мсмк" => TITLES[1],
        "мс" => TITLES[2],
        "кмс" => TITLES[3],
        _ => {
            let digit = t
                .chars()
                .next()
                .and_then(|c| c.to_digit(10))
                .filter(|d| (1..=3).contains(d))?;
            let rest = &t[1..];
            let youth = matches!(
                rest,
                "ю" | "юн"
                    | "юнразряд"
                    | "юношеский"
                    | "юношескийразряд"
                    | "юнр"
                    | "юр"
                    | "жр"
                    | "жасөспірімдерразряды"
                    | "жасөспірімразряды"
                    | "шіжасөспірімдерразряды"
            );
            let adult = matches!(
                rest,
                "" | "р"
                    | "разр"
                    | "разряд"
                    | "взр"
                    | "взрослыйразряд"
                    | "спортивныйразряд"
                    | "спразряд"
                    | "спорттықразряд"
                    | "шіразряд"
                    | "ші"
                    | "шіспорттықразряд"
            );
            let ok = youth || adult;
            if !ok {
                return None;
            }
            TITLES[if youth { 6 } else { 3 } + digit as usize]
        }
    })
}

#[cfg(test)]
mod title_tests {
    use super::*;
    use crate::tournament::parse_sex;

    #[test]
    fn sex_reads_the_same_in_every_face() {
        for (s, want) in [
            ("m", Some('m')),
            (" M ", Some('m')),
            ("Ер", Some('m')),
            ("ж", Some('w')),
            ("F", Some('w')),
            ("әйел", Some('w')),
            ("x", None),
            ("", None),
        ] {
            assert_eq!(parse_sex(s), want, "{s:?}");
        }
    }

    #[test]
    fn titles_normalize() {
        for (given, want) in [
            ("кмс", Some("КМС")),
            (" МС ", Some("МС")),
            ("1р", Some("1 разряд")),
            ("III разряд", Some("3 разряд")),
            ("2 юн.", Some("2 юношеский разряд")),
            ("1 юношеский разряд", Some("1 юношеский разряд")),
            ("4 разряд", None),
            ("GM", None),
            ("СШҮ", Some("КМС")),
            ("ЕСШ", Some("ЗМС")),
            ("2жр", Some("2 юношеский разряд")),
            ("CMS", Some("КМС")),
            ("Cat 3", Some("3 разряд")),
            ("Jun 1", Some("1 юношеский разряд")),
            ("Cat 4", None),
            // As federation lists write them (issue 47).
            ("II", Some("2 разряд")),
            ("III", Some("3 разряд")),
            ("I", Some("1 разряд")),
            ("1", Some("1 разряд")),
            ("II ю", Some("2 юношеский разряд")),
            ("3ю", Some("3 юношеский разряд")),
            ("I спортивный разряд", Some("1 разряд")),
            ("2-ші разряд", Some("2 разряд")),
            ("1 спорттық разряд", Some("1 разряд")),
            ("3 жасөспірімдер разряды", Some("3 юношеский разряд")),
            ("МС РК", Some("МС")),
            ("КМС КР", Some("КМС")),
            ("мсмк рк", Some("МСМК")),
            ("Мастер спорта", Some("МС")),
            ("Кандидат в мастера спорта", Some("КМС")),
            ("Спорт шебері", Some("МС")),
            ("Халықаралық дәрежедегі спорт шебері", Some("МСМК")),
            ("Еңбек сіңірген спорт шебері", Some("ЗМС")),
            ("IV", None),
            ("0", None),
            ("РК", None),
        ] {
            assert_eq!(normalize_title(given), want, "{given}");
        }
        for t in TITLES {
            assert_eq!(normalize_title(t), Some(t));
        }
    }
}
