//! The window's History view and Ctrl+Z (docs/journal.md): what was done in the window is in
//! the file's journal with the window as its face; the last change is undone from the keyboard
//! and refused, with the reason, where it cannot be.

use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use orda::app::query;
use orda::store::Store;
use orda::tournament::journal::Face;
use orda::tournament::{GameResult, TournamentId};
use orda::ui::View;

use crate::drive::{on_file, status, swiss_with, text_event, view};

fn stored(db: &std::path::Path) -> orda::tournament::Tournament {
    let mut store = Store::open(db).expect("the file opens");
    query::tournament(&mut store, TournamentId(1)).expect("tournament 1")
}

#[test]
fn the_history_view_lists_the_window_s_changes_and_ctrl_z_undoes_the_last() {
    let (mut h, db) = on_file("history");
    let field = [("A", "1900"), ("B", "1800"), ("C", "1700"), ("D", "1600")];
    swiss_with(&mut h, "History", 5, &field);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run();
    assert_eq!(h.state().view, View::Rounds);
    text_event(&mut h, "1");
    assert_eq!(
        stored(&db).rounds[0].games[0].result,
        Some(GameResult::WhiteWins)
    );

    // Ctrl+9: the History view, newest first.
    view(&mut h, Key::Num9);
    assert_eq!(h.state().view, View::History);
    h.run();
    assert!(h.query_by_label("Results entered").is_some());
    assert!(h.query_by_label("Round paired").is_some());
    assert_eq!(h.query_all_by_label("Player entered").count(), 4);
    assert!(
        h.query_by_label("round 1, board 1: none → 1-0").is_some(),
        "the result's line says what changed"
    );
    // Every line in the file is the window's.
    let mut store = Store::open(&db).expect("open");
    let lines = query::journal(&mut store, Some(TournamentId(1))).expect("journal");
    drop(store);
    assert_eq!(lines.len(), 7);
    assert!(lines.iter().all(|l| l.face == Face::Window), "{lines:?}");
    let result_line = lines.last().expect("lines").id.0;

    // Ctrl+Z from the History view: the result is gone from the file and the view.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    h.run();
    let (said, error) = status(&h);
    assert!(!error, "{said}");
    assert_eq!(
        said,
        format!("Undone: line {result_line} (Results entered)")
    );
    assert_eq!(stored(&db).rounds[0].games[0].result, None);
    assert!(h.query_by_label("Undo").is_some(), "the undo's own line");
    assert!(
        h.query_by_label(&format!("undoes line {result_line}"))
            .is_none()
            && h.query_by_label_contains(&format!("undoes line {result_line}"))
                .is_some()
    );

    // The pairing is the last change now: refused with the reason, from any view.
    view(&mut h, Key::Num3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    let (said, error) = status(&h);
    assert!(error, "{said}");
    assert!(
        said.contains("the last change, line 6 (Round paired), cannot be undone"),
        "{said}"
    );
    assert_eq!(stored(&db).rounds.len(), 1, "the round stays");
    // The History view says so beside its greyed-out button (and the status bar still does).
    view(&mut h, Key::Num9);
    h.run();
    assert_eq!(
        h.query_all_by_label_contains("(Round paired), cannot be undone")
            .count(),
        2
    );
    h.get_by_label_contains("Undo the last change").click();
    h.run();
    assert_eq!(
        stored(&db).rounds.len(),
        1,
        "a greyed-out button does nothing"
    );
}

/// The journal names the arbiter as he set his name once (issue 47: the computer's account,
/// `root` or `Admin`, was every line's who): Settings › Your name in the journal, kept with the
/// database, for the window at once and the command line after; the dates he types as he writes
/// them, and shown so; History says when in this computer's time.
#[test]
fn the_arbiter_names_himself_once_and_dates_read_as_he_writes_them() {
    let (mut h, db) = on_file("history-arbiter");
    let field = [("A", "1900"), ("B", "1800"), ("C", "1700"), ("D", "1600")];
    swiss_with(&mut h, "Кубок", 5, &field);
    h.state_mut()
        .apply(orda::ui::Command::SetLanguage(orda::tournament::Lang::Ru));
    h.run();
    view(&mut h, Key::Num2);
    assert_eq!(h.state().view, View::Settings);
    crate::drive::type_into(&mut h, "Ваше имя в журнале", "Марат  Сейітов");
    crate::drive::click_button(&mut h, "Сохранить");
    let (said, refused) = status(&h);
    assert!(!refused, "{said}");
    assert!(
        said.contains("отныне журнал называет Марат Сейітов"),
        "{said}"
    );
    // A date typed as he writes it is stored as a date, and shown as he wrote it.
    crate::drive::retype(&mut h, "Дата начала (ДД.ММ.ГГГГ)", "05.03.2026");
    crate::drive::click_button(&mut h, "Сохранить настройки");
    let (said, refused) = status(&h);
    assert!(!refused, "{said}");
    assert_eq!(
        stored(&db).settings.start_date.as_deref(),
        Some("2026-03-05")
    );
    view(&mut h, Key::Num2);
    assert!(
        h.query_all_by_value("05.03.2026").next().is_some(),
        "the date as he wrote it"
    );
    let mut store = Store::open(&db).expect("opens");
    let lines = query::journal(&mut store, Some(TournamentId(1))).expect("journal");
    let last = lines.last().expect("a line");
    assert_eq!(
        (last.kind.as_str(), last.who.as_str()),
        ("update-settings", "Марат Сейітов")
    );
    drop(store);
    // The command line names him too.
    let o = crate::util::orda_db(&db, &["player", "add", "--name", "E", "-t", "1"]);
    assert!(o.status.success(), "{}", crate::util::stderr(&o));
    let mut store = Store::open(&db).expect("opens");
    let lines = query::journal(&mut store, Some(TournamentId(1))).expect("journal");
    let last = lines.last().expect("a line");
    assert_eq!((last.face, last.who.as_str()), (Face::Cli, "Марат Сейітов"));
    // History's time column says the zone's offset.
    view(&mut h, Key::Num9);
    h.run();
    let offset = query::utc_offset(&mut store).expect("offset");
    let heading = orda::words::journal::at_heading(offset);
    assert!(heading.starts_with("Когда (UTC"), "{heading}");
    assert!(h.query_by_label(&heading).is_some(), "{heading}");
    h.state_mut()
        .apply(orda::ui::Command::SetLanguage(orda::tournament::Lang::En));
}
