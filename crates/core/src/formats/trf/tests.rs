//! The reader and writer on sample lines: columns, errors, round trips, clean fields.

use super::*;

const SAMPLE: &str = "012 Test\nXXR 5\n\
001    1      Test0001 Player0001               2279                             3.0          5 w -     4 b 1     8 w +     3 w 1\n\
001    9      Test0009 Player0009               1287                             1.0       0000 - U     3 w 0     5 b 0     8 w =\n";

#[test]
fn reads_columns_and_round_blocks() {
    let t = read(SAMPLE).unwrap();
    assert_eq!(t.rounds, Some(5));
    let p = &t.players[0];
    assert_eq!(
        (p.no, p.name.as_str(), p.rating, p.points),
        (1, "Test0001 Player0001", Some(2279), Some(6))
    );
    assert_eq!(
        p.rounds[0],
        TrfRound {
            opponent: Some(5),
            colour: 'w',
            result: '-'
        }
    );
    assert_eq!(
        t.players[1].rounds[0],
        TrfRound {
            opponent: None,
            colour: '-',
            result: 'U'
        }
    );
    assert_eq!(t.players[1].rounds[3].result, '=');
}

#[test]
fn writes_what_it_reads() {
    let t = read(SAMPLE).unwrap();
    let again = read(&write(&t)).unwrap();
    let unlined = |ps: &[TrfPlayer]| {
        ps.iter()
            .map(|p| TrfPlayer {
                line: 0,
                ..p.clone()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(unlined(&again.players), unlined(&t.players));
    assert_eq!(
        (again.first_colour, again.rounds),
        (t.first_colour, t.rounds)
    );
    let mut cyr = t.clone();
    cyr.players[0].name = "Жұмабаев, Асқар".into();
    let back = read(&write(&cyr)).unwrap();
    assert_eq!(back.players[0].name, "Жұмабаев, Асқар");
    assert_eq!(back.players[0].rounds, t.players[0].rounds);
}

#[test]
fn errors_name_line_column_and_token() {
    let bad = SAMPLE.replace("4 b 1", "4 x 1");
    let e = read(&bad).unwrap_err();
    assert_eq!(e[0].to_string(), "3:107: `x`: the colour must be w, b or -");
    let bad = SAMPLE.replace("8 w +", "8 w Q");
    assert_eq!(read(&bad).unwrap_err()[0].col, 119);
}

#[test]
fn points_are_read_with_checked_arithmetic() {
    assert_eq!(tenths("1.5"), Some(15));
    assert_eq!(tenths("429496729.5"), Some(4_294_967_295));
    assert_eq!(tenths("2000162000"), None);
    assert_eq!(tenths("429496729.6"), None);
    let e = read(&format!("{SAMPLE}BBD 2000162000\n")).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (5, 5));
    // More than a TRF point column can hold (99.9) is refused too.
    assert!(read(&format!("{SAMPLE}BBW 100.0\n")).is_err());
    assert!(read(&format!("{SAMPLE}162  W99.9    D50.0\n")).is_ok());
    assert!(read(&format!("{SAMPLE}162  W429496729.5\n")).is_err());
}

#[test]
fn no_field_breaks_a_record() {
    let mut t = read(SAMPLE).unwrap();
    t.name = Some("A\n001    7 x\r\nXXR 1".into());
    t.arbiter = Some("\u{202e}B\tC\0".into());
    t.players[0].name = format!("{}\nXXR 9", "N".repeat(40));
    t.players[0].id = Some("123\n4".into());
    let text = write(&t);
    assert!(text.lines().all(|l| l.len() >= 3), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("XXR")).count(), 1);
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 2);
    assert!(!text.chars().any(|c| c.is_control() && c != '\n'));
    assert!(text.contains("\n102 B C\n"), "{text}");
    let back = read(&text).unwrap();
    assert_eq!(back.players[0].name, "N".repeat(33));
    assert_eq!(back.players[0].rounds, t.players[0].rounds);
    assert_eq!(back.players[0].id.as_deref(), Some("123 4"));
}
