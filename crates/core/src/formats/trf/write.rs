//! The writer: header records, `001` lines and Orda's extensions, every text field cleaned and
//! cut to its columns.

use std::fmt::Write as _;

use super::Trf;
use crate::pairing::swiss::{Colour, Points};

/// `s` made safe for a TRF: every control character (line breaks, tabs, NUL, the bidi
/// controls and the other invisible format characters) becomes a space, runs of spaces become
/// one, and the ends are trimmed.
pub fn clean(s: &str) -> String {
    let spaced: String = s
        .chars()
        .map(|c| {
            if c.is_control() || is_format_char(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Unicode format characters (category Cf) that matter in a text file: bidi embeddings,
/// overrides and isolates, zero-width characters, the BOM.
pub(super) fn is_format_char(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}' | '\u{00AD}')
}

/// `s` cleaned, cut to `width` characters and padded (on the left when `right`).
fn pad(s: &str, width: usize, right: bool) -> String {
    let s: String = clean(s).chars().take(width).collect();
    let n = s.chars().count();
    if right {
        format!("{}{s}", " ".repeat(width - n))
    } else {
        format!("{s}{}", " ".repeat(width - n))
    }
}

/// The longest header value written (a `012` name, a `102` arbiter, ...): more is cut.
pub const HEADER_WIDTH: usize = 120;

/// The longest line kept as another program wrote it (a `132` of round dates, a ruler line):
/// more is cut.
pub const KEPT_WIDTH: usize = 1000;

/// A record kept as written, made safe: control and invisible format characters become spaces
/// (columns stay where they were, unlike [`clean`]), the end is trimmed, the line cut to
/// [`KEPT_WIDTH`] characters.
pub fn kept_line(s: &str) -> String {
    let spaced: String = s
        .chars()
        .take(KEPT_WIDTH)
        .map(|c| {
            if c.is_control() || is_format_char(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    spaced.trim_end().to_string()
}

/// A header record: three digits ending in 2 (`012` … `132`), which go before the players.
fn is_header(line: &str) -> bool {
    let code = line.get(..3).unwrap_or("");
    code.len() == 3
        && code.bytes().all(|b| b.is_ascii_digit())
        && code.ends_with('2')
        && code < "300"
}

/// Writes a file: the header records that are set (and the kept ones, [`Trf::other`], among
/// them in code order), every `001` line, `XXR`, `152` and `XXC`, forbidden pairs, announced
/// byes, the point system, the boards still waiting for a result, then the other kept records
/// in their order. Text fields are cleaned ([`clean`]) and cut to their columns, so that no
/// field can move another or start a record.
pub fn write(trf: &Trf) -> String {
    let mut out = String::new();
    let mut headers: Vec<(String, String)> = Vec::new();
    let mut header = |code: &str, v: &Option<String>| {
        if let Some(v) = v {
            let v: String = clean(v).chars().take(HEADER_WIDTH).collect();
            if !v.is_empty() {
                headers.push((code.to_string(), format!("{code} {v}")));
            }
        }
    };
    for (code, v) in [
        ("012", &trf.name),
        ("022", &trf.city),
        ("032", &trf.federation),
        ("042", &trf.start),
        ("052", &trf.end),
        ("062", &Some(trf.players.len().to_string())),
        (
            "072",
            &Some(
                trf.players
                    .iter()
                    .filter(|p| p.rating.is_some())
                    .count()
                    .to_string(),
            ),
        ),
        ("092", &trf.kind),
        ("102", &trf.arbiter),
        ("122", &trf.time_control),
        ("222", &trf.time_code),
        ("192", &trf.system),
    ] {
        header(code, v);
    }
    // 132: each round's date in its round's columns (`YY/MM/DD` at 92, 102, ...).
    if trf.round_dates.iter().any(Option::is_some) {
        let mut l = format!("{:<89}", "132");
        for d in &trf.round_dates {
            l += "  ";
            match d.as_deref().and_then(|d| d.get(2..10)) {
                Some(d) => l += &d.replace('-', "/"),
                None => l += "        ",
            }
        }
        headers.push(("132".into(), l.trim_end().to_string()));
    }
    let kept: Vec<String> = trf.other.iter().map(|(_, l)| kept_line(l)).collect();
    let (kept_headers, kept_rest): (Vec<&String>, Vec<&String>) = kept
        .iter()
        .filter(|l| !l.is_empty())
        .partition(|l| is_header(l));
    headers.extend(
        kept_headers
            .iter()
            .map(|l| (l[..3].to_string(), l.to_string())),
    );
    // Stable: Orda's own record first where a code is both (there is none by construction).
    headers.sort_by(|a, b| a.0.cmp(&b.0));
    for (_, l) in &headers {
        let _ = writeln!(out, "{l}");
    }
    for p in &trf.players {
        let mut l = String::from("001 ");
        l += &pad(&p.no.to_string(), 4, true);
        l.push(' ');
        l.push(p.sex.filter(|c| matches!(c, 'm' | 'w')).unwrap_or(' '));
        l += &pad(p.title.as_deref().unwrap_or(""), 3, false);
        l.push(' ');
        l += &pad(&p.name, 33, false);
        l.push(' ');
        l += &pad(
            &p.rating.map(|r| r.to_string()).unwrap_or_default(),
            4,
            true,
        );
        l.push(' ');
        l += &pad(p.federation.as_deref().unwrap_or(""), 3, false);
        l.push(' ');
        l += &pad(p.id.as_deref().unwrap_or(""), 11, true);
        l.push(' ');
        l += &pad(p.birth.as_deref().unwrap_or(""), 10, false);
        l.push(' ');
        let pts = p
            .points
            .map(|h| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 }))
            .unwrap_or_default();
        l += &pad(&pts, 4, true);
        l.push(' ');
        l += &pad(&p.rank.map(|r| r.to_string()).unwrap_or_default(), 4, true);
        for r in &p.rounds {
            l += "  ";
            if r.opponent.is_none() && r.colour == ' ' && r.result == ' ' {
                // Colour blank: not paired (yet), a blank block.
                l += "        ";
                continue;
            }
            l += &match r.opponent {
                Some(o) => pad(&o.to_string(), 4, true),
                None => "0000".into(),
            };
            l.push(' ');
            l.push(r.colour);
            l.push(' ');
            l.push(r.result);
        }
        let _ = writeln!(out, "{}", l.trim_end());
    }
    // The number of rounds in both spellings: JaVaFo's `XXR`, TRF-2026's `142`.
    if let Some(n) = trf.rounds {
        let _ = writeln!(out, "XXR {n}");
        let _ = writeln!(out, "142 {n}");
    }
    if let Some(c) = trf.first_colour {
        let _ = writeln!(out, "152 {}", if c == Colour::White { "W" } else { "B" });
    }
    let mut options: Vec<String> = trf
        .options
        .iter()
        .map(|o| clean(o))
        .filter(|o| !o.is_empty() && o != "white1" && o != "black1")
        .collect();
    if let Some(c) = trf.first_colour {
        options.push(
            if c == Colour::White {
                "white1"
            } else {
                "black1"
            }
            .into(),
        );
    }
    if !options.is_empty() {
        let _ = writeln!(out, "XXC {}", options.join(" "));
    }
    for (_, ids, rounds) in &trf.forbidden {
        match rounds {
            // TRF-2026's `260`: first and last round in columns 5-7 and 9-11, players from 13.
            Some((first, last)) => {
                let mut l = format!("260 {first:03} {last:03}");
                for i in ids {
                    let _ = write!(l, " {i:>4}");
                }
                let _ = writeln!(out, "{l}");
            }
            None => {
                let ids: Vec<String> = ids.iter().map(|i| i.to_string()).collect();
                let _ = writeln!(out, "XXP {}", ids.join(" "));
            }
        }
    }
    for (i, (_, round, ids)) in trf.announced.iter().enumerate() {
        let kind = match trf.announced_kinds.get(i) {
            Some(&k) if matches!(k, 'H' | 'F' | 'Z') => k,
            _ => 'Z',
        };
        let mut l = format!("240 {kind} {round:>3}");
        for i in ids {
            let _ = write!(l, " {i:>4}");
        }
        let _ = writeln!(out, "{l}");
    }
    if let Some(p) = trf.points.filter(|p| *p != Points::default()) {
        let t = |v: u32| format!("{}.{}", v / 10, v % 10);
        for (code, v) in [
            ("BBW", p.win),
            ("BBD", p.draw),
            ("BBL", p.loss),
            ("BBZ", p.zero_bye),
            ("BBF", p.forfeit_loss),
            ("BBU", p.pab),
        ] {
            let _ = writeln!(out, "{code} {:>4}", t(v));
        }
    }
    for (_, no, rank) in &trf.ranks {
        let _ = writeln!(
            out,
            "XXK {no:>4} {}",
            clean(rank).chars().take(HEADER_WIDTH).collect::<String>()
        );
    }
    for (_, round, white, black) in &trf.pending {
        let _ = writeln!(out, "XXG {round:>3} {white:>4} {:>4}", black.unwrap_or(0));
    }
    for l in kept_rest {
        let _ = writeln!(out, "{l}");
    }
    out
}
