//! The sheets' texts, HTML and CSV, and the live pages.

use super::*;

/// Every live page carries the one script the content policy allows by its hash, unchanged,
/// and its own values (the version, the poll, the next page) only in its body's data.
#[test]
fn every_live_page_carries_the_same_script() {
    let script = Sheet::live_script();
    assert!(script.contains("location.reload()"), "{script}");
    for (version, next) in [
        ("17", None),
        ("\"</script><b>", Some("/t/1/screen/1".to_string())),
    ] {
        let live = Live {
            poll: "/t/1/version".into(),
            version: version.into(),
            next: next.clone(),
            ..Live::default()
        };
        let html = Sheet::live_html(&[Sheet::default()], &[], &live);
        assert!(
            html.contains(&format!("<script>{script}</script>")),
            "{html}"
        );
        assert_eq!(html.matches("<script").count(), 1);
        assert!(
            html.contains("data-poll=\"&#x2f;t&#x2f;1&#x2f;version\""),
            "{html}"
        );
        assert_eq!(html.contains("data-next="), next.is_some());
    }
}

/// A live page prints its whole table: on paper no scroll box clips it, long names wrap and
/// links print as text; on a wide screen the table has no scroll box of its own, so that its
/// header sticks to the window.
#[test]
fn live_pages_print_whole_tables() {
    let html = Sheet::live_html(&[Sheet::default()], &[], &Live::default());
    let print = &html[html.find("@media print").expect("print rules")..];
    let print = &print[..print.find("</style>").expect("the style's end")];
    for rule in [
        ".scroll { overflow: visible; }",
        "th, td { white-space: normal; }",
        "td a { color: inherit; text-decoration: none; }",
        "th { position: static; }",
    ] {
        assert!(print.contains(rule), "{rule} in {print}");
    }
    assert!(html.contains("@media (min-width: 60em) { .scroll { overflow: visible; } }"));
}

fn sample() -> Sheet {
    Sheet {
        title: "Кубок <Алматы>".into(),
        subtitle: "Standings".into(),
        columns: vec!["No".into(), "Name".into(), "R".into()],
        rows: vec![
            vec![
                Cell::marked("1", Mark::Number),
                Cell::plain("Әлібекова, Гүлназ"),
                Cell::marked("+", Mark::Forfeit),
            ],
            vec![
                Cell::marked("10", Mark::Number),
                Cell::plain("B"),
                Cell::plain("½"),
            ],
        ],
        ..Sheet::default()
    }
}

#[test]
fn text_aligns_by_characters() {
    let t = sample().to_text();
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(lines[3], "No  Name               R");
    assert_eq!(lines[4], " 1  Әлібекова, Гүлназ  +");
    assert_eq!(lines[5], "10  B                  ½");
}

#[test]
fn csv_for_a_russian_excel_has_semicolons_and_decimal_commas() {
    let mut s = sample();
    s.rows[1][2] = Cell::marked("7.5", Mark::Number);
    s.rows[0][1] = Cell::plain("Әлібекова; Гүлназ 1.5");
    assert_eq!(
        s.to_csv_as(CsvStyle::Excel),
        "\u{feff}No;Name;R\n1;\"Әлібекова; Гүлназ 1.5\";+\n10;B;7,5\n"
    );
    // The default is RFC 4180, as scripts read it.
    assert_eq!(s.to_csv(), s.to_csv_as(CsvStyle::Rfc4180));
    assert!(s.to_csv().ends_with("10,B,7.5\n"));
    for (t, d) in [
        ("7.5", true),
        ("-0.25", true),
        ("+3.48", true),
        ("7", false),
        ("1.", false),
        ("a.5", false),
        ("1.2.3", false),
    ] {
        assert_eq!(is_decimal(t), d, "{t}");
    }
}

#[test]
fn csv_quotes_and_html_escapes() {
    assert_eq!(
        sample().to_csv(),
        "\u{feff}No,Name,R\n1,\"Әлібекова, Гүлназ\",+\n10,B,½\n"
    );
    let h = sample().to_html();
    assert!(h.contains("Кубок &lt;Алматы&gt;"), "{h}");
    assert!(h.contains("class=\"forfeit\""));
    assert!(h.contains("@page"));
}

#[test]
fn csv_cells_cannot_run() {
    for (cell, out) in [
        ("=1+2", "'=1+2"),
        ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("-2+3+cmd|x", "'-2+3+cmd|x"),
        ("  =1", "'  =1"),
        ("\t=1", "\u{fffd}=1"),
        ("-7", "-7"),
        ("+12", "+12"),
        ("-0.5", "-0.5"),
        ("+/-", "+/-"),
        ("-", "-"),
        ("-/+", "-/+"),
        ("Әлібекова", "Әлібекова"),
        ("1-0", "1-0"),
        ("- 0", "- 0"),
        ("+ ½ -", "+ ½ -"),
        ("-x", "'-x"),
        ("-1(2)", "'-1(2)"),
    ] {
        assert_eq!(csv_cell(cell), out, "{cell}");
    }
}

#[test]
fn no_control_character_reaches_any_output() {
    let mut s = sample();
    s.title = "Cup\u{202e}puC".into();
    s.rows[1][1] = Cell::plain("B\0\x1b[31m");
    for out in [s.to_text(), s.to_csv(), s.to_html()] {
        assert!(!out.contains(['\0', '\x1b', '\u{202e}']), "{out}");
        assert!(out.contains("B\u{fffd}\u{fffd}[31m"), "{out}");
    }
    assert!(s.to_text().contains("Cup\u{fffd}puC"));
    assert!(s.to_html().contains("Cup\u{fffd}puC"));
}
