//! Arbitrary bytes as a user's file: decoding (detected, or with a named encoding) never
//! panics and never lets a BOM or an undecodable byte through; the player-list reader on the
//! decoded text never panics and accepts no name with a control character, a bidi override, a
//! U+FFFD or Excel's `?`; and whatever text reaches an export comes out inert (no control
//! character in text, CSV or HTML; no CSV cell a spreadsheet would run).
#![no_main]

use libfuzzer_sys::fuzz_target;
use orda::formats::players_csv;
use orda::formats::sheet::{Cell, Sheet, csv_cell};
use orda::formats::text::{How, decode, forbidden_in};

fuzz_target!(|data: &[u8]| {
    for named in [
        None,
        Some("utf-8"),
        Some("utf-16le"),
        Some("windows-1251"),
        Some("windows-1252"),
    ] {
        let Ok(d) = decode(data, named) else { continue };
        // UTF-8 text is the bytes themselves, less the BOM.
        if d.encoding == "UTF-8" {
            let body = if d.how == How::Bom || data.starts_with(b"\xef\xbb\xbf") && named.is_some()
            {
                &data[3..]
            } else {
                data
            };
            assert_eq!(d.text.as_bytes(), body);
        }
        if let Ok(rows) = players_csv::read(&d.text) {
            for (_, p) in rows {
                assert!(forbidden_in(&p.name).is_none(), "{:?}", p.name);
                assert!(!p.name.contains('?'), "{:?}", p.name);
                assert!(!p.name.trim().is_empty());
            }
        }
    }
    let text = String::from_utf8_lossy(data);
    let cells: Vec<&str> = text.split(['\n', ',']).take(64).collect();
    for c in &cells {
        let out = csv_cell(c);
        let t = out.trim_start();
        if t.starts_with(['=', '+', '-', '@']) {
            assert!(
                !t.starts_with(['=', '@'])
                    && t.chars().all(|c| c.is_ascii_digit()
                        || matches!(c, ' ' | '+' | '-' | '/' | '.' | ',' | '½')),
                "{c:?} -> {out:?}"
            );
        }
        assert!(forbidden_in(&out).is_none_or(|c| c == '\u{fffd}'));
    }
    let sheet = Sheet {
        title: cells.first().unwrap_or(&"").to_string(),
        columns: vec!["A".into(), "B".into()],
        rows: cells
            .chunks(2)
            .map(|p| p.iter().map(|c| Cell::plain(*c)).collect())
            .collect(),
        ..Sheet::default()
    };
    for out in [sheet.to_text(), sheet.to_csv(), sheet.to_html()] {
        let bad = out.chars().find(|&c| {
            forbidden_in(&c.to_string()).is_some() && !matches!(c, '\n' | '\r' | '\u{fffd}')
        });
        assert!(bad.is_none(), "{bad:?} in {out:?}");
    }
});
