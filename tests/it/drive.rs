//! The window driven as an arbiter drives it (egui_kittest): one window over a store, and the
//! few gestures every window test is made of. The tests of gui.rs, window.rs, window_flows.rs,
//! text.rs and database.rs share them.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use orda::store::Store;
use orda::t;
use orda::ui::OrdaApp;
use orda::words::lang::{self, Lang};
use std::path::PathBuf;

/// The window over `app` at `size`, one frame drawn.
pub fn sized(app: OrdaApp, size: egui::Vec2) -> Harness<'static, OrdaApp> {
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut OrdaApp| app.show(ui), app);
    h.run();
    h
}

/// The window over `app`, large enough that nothing wraps.
pub fn harness(app: OrdaApp) -> Harness<'static, OrdaApp> {
    sized(app, egui::vec2(1400.0, 1000.0))
}

/// The window over a store in memory.
pub fn in_memory() -> Harness<'static, OrdaApp> {
    harness(OrdaApp::with_store(
        Store::memory().expect("in-memory database"),
    ))
}

/// The window, in English, on a fresh database file named after `name` (and that file).
pub fn on_file(name: &str) -> (Harness<'static, OrdaApp>, PathBuf) {
    lang::set(Lang::En);
    let db = crate::util::fresh_db(name);
    let store = Store::open(&db).expect("a new database file");
    (harness(OrdaApp::with_store(store)), db)
}

/// Focuses the text field labelled `label` and types `text` into it.
pub fn type_into(h: &mut Harness<'_, OrdaApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run();
}

/// Replaces what the text field labelled `label` holds with `text`.
pub fn retype(h: &mut Harness<'_, OrdaApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run();
}

/// Clicks what is labelled `label`.
pub fn click(h: &mut Harness<'_, OrdaApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Clicks the button labelled `label` (where a label of the same words stands beside it).
pub fn click_button(h: &mut Harness<'_, OrdaApp>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}

/// Ctrl+`key`: Num1..Num6 are the views Start, Settings, Players, Rounds, Game, Standings.
pub fn view(h: &mut Harness<'_, OrdaApp>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run();
}

/// Presses `k`.
pub fn key(h: &mut Harness<'_, OrdaApp>, k: Key) {
    h.key_press(k);
    h.run();
}

/// Types `s` where the keyboard is (a result key in Rounds, a move in a score).
pub fn text_event(h: &mut Harness<'_, OrdaApp>, s: &str) {
    h.event(egui::Event::Text(s.into()));
    h.run();
}

/// The status bar: its message, and whether it is a refusal.
pub fn status(h: &Harness<'_, OrdaApp>) -> (String, bool) {
    let s = &h.state().status;
    (s.message.clone(), s.error)
}

/// Fails with the status bar's words if the last command was refused.
pub fn no_error(h: &Harness<'_, OrdaApp>, what: &str) {
    let (msg, error) = status(h);
    assert!(!error, "{what}: {msg}");
}

/// A Swiss of `players` (name, rating) entered through the form, `rounds` rounds.
pub fn swiss_with(h: &mut Harness<'_, OrdaApp>, name: &str, rounds: u32, players: &[(&str, &str)]) {
    type_into(h, "Name", name);
    h.get_by_role_and_label(Role::SpinButton, &t!("rounds"))
        .set_value_accesskit(f64::from(rounds));
    h.run();
    click(h, "Create");
    no_error(h, "create");
    for (name, rating) in players {
        type_into(h, "Name", name);
        type_into(h, "Rating", rating);
        click(h, "Add player");
        no_error(h, &format!("adding {name}"));
    }
}
