//! TRF-2026's `222`, the time control encoded: `5400+30` (seconds, then the increment), and
//! the free text an arbiter types (`90'+30"`, `90 + 30`, `90 мин + 30 сек`) it is made from.
//! Only a single period is encoded: a control with moves counted (`40/120 + 30`) is left to
//! the `122` text.

/// `90'+30"`, `90+30`, `90 min + 30 s`, `60'`: `5400+30`, `3600`. `None` when the text is not
/// one period of minutes with an optional increment in seconds.
pub fn time_code(text: &str) -> Option<String> {
    let (minutes, increment) = match text.split_once('+') {
        Some((m, i)) => (m, Some(i)),
        None => (text, None),
    };
    // Minutes: `'`, `′`, `m`, `min`, `мин`; seconds: `"`, `''`, `″`, `s`, `sec`, `с`, `сек` (a
    // dot after any); nothing else.
    const MINUTES: &[&str] = &["", "'", "′", "m", "min", "мин", "минут"];
    const SECONDS: &[&str] = &["", "\"", "''", "″", "s", "sec", "с", "сек", "секунд"];
    let number = |s: &str, units: &[&str]| -> Option<u32> {
        let s = s.trim();
        let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
        let unit = s[digits.len()..].trim().trim_end_matches('.');
        (!digits.is_empty() && units.contains(&unit))
            .then(|| digits.parse().ok())
            .flatten()
    };
    let m = number(minutes, MINUTES)?;
    if m == 0 || m > 24 * 60 {
        return None;
    }
    match increment {
        None => Some((m * 60).to_string()),
        Some(i) => {
            let i = number(i, SECONDS)?;
            Some(format!("{}+{i}", m * 60))
        }
    }
}

/// `5400+30` as an arbiter writes it: `90'+30"`. `None` for anything else (several periods,
/// a control in moves, Armageddon's two sides).
pub fn time_text(code: &str) -> Option<String> {
    let (base, increment) = match code.trim().split_once('+') {
        Some((b, i)) => (b, Some(i)),
        None => (code.trim(), None),
    };
    let seconds: u32 = base.parse().ok()?;
    if seconds == 0 || !seconds.is_multiple_of(60) {
        return None;
    }
    let minutes = seconds / 60;
    match increment {
        None => Some(format!("{minutes}'")),
        Some(i) => {
            let i: u32 = i.parse().ok()?;
            Some(format!("{minutes}'+{i}\""))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_control_typed_is_encoded_and_read_back() {
        for (text, code) in [
            ("90'+30\"", "5400+30"),
            ("90 + 30", "5400+30"),
            ("90 мин + 30 сек", "5400+30"),
            ("25+10", "1500+10"),
            ("60'", "3600"),
            ("15 min", "900"),
        ] {
            assert_eq!(time_code(text).as_deref(), Some(code), "{text}");
        }
        for text in [
            "40/120 + 30",
            "blitz",
            "",
            "0+5",
            "90 минут каждому + 30",
            "2 ч",
            "1 hr",
        ] {
            assert_eq!(time_code(text), None, "{text}");
        }
        assert_eq!(time_text("5400+30").as_deref(), Some("90'+30\""));
        assert_eq!(time_text("3600").as_deref(), Some("60'"));
        for code in ["40/6000+30:900+30", "W300-B240", "5430", "x"] {
            assert_eq!(time_text(code), None, "{code}");
        }
        // Read back as it was encoded.
        let code = time_code("90'+30\"").unwrap();
        assert_eq!(time_code(&time_text(&code).unwrap()), Some(code));
    }
}
