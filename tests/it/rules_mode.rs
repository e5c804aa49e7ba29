//! Rules mode from the command line and in the file (docs/compliance.md): leaving it is asked
//! first, done once, said on the papers, and the file itself refuses it back.

use crate::util::{orda_db, stderr, stdout};

#[test]
fn rules_mode_is_left_once_after_a_question_and_the_file_keeps_it_left() {
    let (db, t) = crate::web::event("rules-mode-cli");
    let t = t.to_string();
    // Asked: what it means, and nothing changes.
    let o = orda_db(&db, &["tournament", "leave-rules", "-t", &t]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("for good"), "{}", stderr(&o));
    let o = orda_db(&db, &["standings", "-t", &t]);
    assert!(!stdout(&o).contains("Not in rules mode"));
    // Done: said, and on every paper.
    let o = orda_db(&db, &["tournament", "leave-rules", "-t", &t, "--yes"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("left rules mode, with 1 rounds paired"),
        "{}",
        stdout(&o)
    );
    let o = orda_db(&db, &["standings", "-t", &t]);
    assert!(stdout(&o).contains("Not in rules mode: left it with 1 rounds paired"));
    // Once only.
    let o = orda_db(&db, &["tournament", "leave-rules", "-t", &t, "--yes"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("left rules mode already"),
        "{}",
        stderr(&o)
    );
    // The file refuses it back, even written beneath Orda.
    let c = rusqlite::Connection::open(&db).expect("opens");
    let back = c.execute("UPDATE tournament SET rules_left_after = NULL", []);
    assert!(back.is_err(), "{back:?}");
    let value: Option<i64> = c
        .query_row("SELECT rules_left_after FROM tournament", [], |r| r.get(0))
        .expect("reads");
    assert_eq!(value, Some(1));
    // The TRF says it as the FIDE-endorsed programs do, once.
    let file = db.with_extension("trf");
    let o = orda_db(
        &db,
        &[
            "export",
            "trf",
            "-t",
            &t,
            "-o",
            file.to_str().expect("path"),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let trf = std::fs::read_to_string(&file).expect("written");
    assert_eq!(
        trf.matches("### FIDE mode exited @ Round 1").count(),
        1,
        "{trf}"
    );
    // The journal says it, by its kind.
    let o = orda_db(&db, &["log", "-t", &t]);
    assert!(stdout(&o).contains("Rules mode left"), "{}", stdout(&o));
}

/// The window asks twice before leaving, and cancelling at either step changes nothing.
#[test]
fn the_window_asks_twice_before_leaving_rules_mode() {
    use crate::drive::{click, click_button, no_error, on_file, swiss_with, view};
    use egui::Key;
    use egui_kittest::kittest::Queryable;
    use orda::t;
    let (mut h, _db) = on_file("rules-mode-window");
    swiss_with(
        &mut h,
        "Rules",
        5,
        &[("A", "2000"), ("B", "1900"), ("C", "1800"), ("D", "1700")],
    );
    view(&mut h, Key::Num4);
    click_button(&mut h, &t!("pair-next"));
    no_error(&h, "pairing");
    view(&mut h, Key::Num2);
    let left = |h: &egui_kittest::Harness<'_, orda::ui::OrdaApp>| {
        h.state()
            .shared
            .t
            .as_ref()
            .and_then(|t| t.settings.rules_left)
    };
    // Step 1, cancelled.
    click_button(&mut h, &t!("leave-rules-mode"));
    click_button(&mut h, &t!("cancel"));
    assert_eq!(left(&h), None);
    // Step 2, "stay".
    click_button(&mut h, &t!("leave-rules-mode"));
    click_button(&mut h, &t!("leave-rules-continue"));
    click_button(&mut h, &t!("leave-rules-stay"));
    assert_eq!(left(&h), None);
    // Step 2, "leave for good": left after round 1, said in Settings.
    click_button(&mut h, &t!("leave-rules-mode"));
    click_button(&mut h, &t!("leave-rules-continue"));
    click(&mut h, &t!("leave-rules-for-good"));
    no_error(&h, "left");
    assert_eq!(left(&h), Some(1));
    // The mark in Settings and in the status bar (every view).
    assert_eq!(
        h.query_all_by_label(&t!("sheet-rules-left", round = 1))
            .count(),
        2,
        "the mark in Settings and the status bar"
    );
    assert!(
        h.query_by_label(&t!("leave-rules-mode")).is_none(),
        "no way back"
    );
}
