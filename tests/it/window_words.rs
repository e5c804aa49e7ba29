//! What the window says and asks (issue 34): everything shown redrawn after a language switch,
//! the status bar keeping to its tournament, a stored result of an earlier round changed only
//! after a question, Enter in any field of the player form, and the players table beside the
//! form in Russian at 1024×768.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use orda::app::query;
use orda::store::Store;
use orda::t;
use orda::tournament::{GameResult, TournamentId};
use orda::ui::{Command, OrdaApp, View};
use orda::words::lang::{self, Lang};

use crate::drive::{
    click, click_button, key, no_error, on_file, status, swiss_with, text_event, type_into, view,
};

const FOUR: [(&str, &str); 4] = [
    ("Alma", "2000"),
    ("Bota", "1900"),
    ("Dana", "1800"),
    ("Erlan", "1700"),
];

fn pair(h: &mut Harness<'_, OrdaApp>) {
    view(h, Key::Num4);
    click_button(h, &t!("pair-next"));
    no_error(h, "pairing");
}

/// Four players, two rounds paired and played (White wins every board).
fn two_rounds(name: &str) -> (Harness<'static, OrdaApp>, std::path::PathBuf) {
    let (mut h, db) = on_file(name);
    swiss_with(&mut h, "Words", 5, &FOUR);
    for _ in 0..2 {
        pair(&mut h);
        text_event(&mut h, "1");
        key(&mut h, Key::Enter);
        text_event(&mut h, "1");
        no_error(&h, "results");
    }
    (h, db)
}

fn stored(db: &std::path::Path) -> orda::tournament::Tournament {
    let mut store = Store::open(db).expect("opens");
    query::tournament(&mut store, TournamentId(1)).expect("tournament 1")
}

#[test]
fn a_language_switch_redraws_everything_shown() {
    let (mut h, _db) = two_rounds("words-switch");
    // In English: the Start view's line of the tournament, the standings' notes.
    view(&mut h, Key::Num1);
    h.state_mut().apply(Command::LoadList);
    h.run();
    let english = orda::ui::text::progress(2, 5, 0);
    assert!(
        h.query_all_by_label_contains(&english).count() > 0,
        "{english}"
    );
    let said = status(&h).0;
    assert!(!said.is_empty());
    h.state_mut().apply(Command::SetLanguage(Lang::Kk));
    h.run();
    // Whatever was said in English is gone: the line, the last status, the standings.
    let kazakh = orda::ui::text::progress(2, 5, 0);
    assert_ne!(kazakh, english);
    assert_eq!(
        h.query_all_by_label_contains(&english).count(),
        0,
        "{english} still shown"
    );
    assert!(
        h.query_all_by_label_contains(&kazakh).count() > 0,
        "{kazakh}"
    );
    let (now, _) = status(&h);
    assert_ne!(now, said);
    assert!(now.contains("Қазақша"), "{now}");
    view(&mut h, Key::Num6);
    assert_eq!(h.state().view, View::Standings);
    let t = h.state().shared.t.clone().expect("open");
    let sheet = orda::words::reports::standings_sheet(&t, 2, false);
    let note = sheet.notes.last().expect("the tie-breaks' note");
    assert!(h.query_by_label_contains(note).is_some(), "{note}");
    let english_note = lang::with(Lang::En, || {
        orda::words::reports::standings_sheet(&t, 2, false)
            .notes
            .last()
            .cloned()
            .expect("note")
    });
    assert!(h.query_by_label_contains(&english_note).is_none());
    lang::set(Lang::En);
}

#[test]
fn the_status_bar_keeps_to_its_tournament() {
    let (mut h, _db) = two_rounds("words-status");
    let said = status(&h).0;
    assert!(h.query_by_label_contains(&said).is_some(), "{said}");
    // A second tournament opened: the first one's line is not said of it.
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Other");
    click(&mut h, "Create");
    no_error(&h, "create");
    let other = status(&h).0;
    h.state_mut()
        .apply(Command::SelectTournament(TournamentId(1)));
    h.run();
    assert!(
        h.query_by_label_contains(&other).is_none(),
        "{other} said of tournament 1"
    );
}

#[test]
fn a_result_of_an_earlier_round_is_changed_after_a_question() {
    let (mut h, db) = two_rounds("words-earlier");
    view(&mut h, Key::Num4);
    click(&mut h, orda::ui::text::PREV);
    assert_eq!(h.state().rounds.round(), Some(1));
    // A stray 0 on board 1 of round 1: asked, nothing stored yet.
    text_event(&mut h, "0");
    let question = t!(
        "confirm-earlier-result",
        round = 1,
        board = 1,
        old = "1-0",
        new = "0-1"
    );
    assert!(
        h.query_by_label_contains(&question).is_some(),
        "{:?}",
        status(&h)
    );
    assert_eq!(
        stored(&db).rounds[0].games[0].result,
        Some(GameResult::WhiteWins)
    );
    click(&mut h, &t!("keep-result", old = "1-0"));
    assert_eq!(
        stored(&db).rounds[0].games[0].result,
        Some(GameResult::WhiteWins)
    );
    // Asked again and answered: stored.
    text_event(&mut h, "0");
    click(&mut h, &t!("change-result"));
    no_error(&h, "changed");
    assert_eq!(
        stored(&db).rounds[0].games[0].result,
        Some(GameResult::BlackWins)
    );
    // The last round is not asked about.
    click(&mut h, orda::ui::text::NEXT);
    text_event(&mut h, "=");
    assert_eq!(
        stored(&db).rounds[1].games[0].result,
        Some(GameResult::Draw)
    );
}

#[test]
fn enter_in_any_field_adds_the_player_and_a_title_chosen_closes_its_list() {
    let (mut h, db) = on_file("words-enter");
    swiss_with(&mut h, "Enter", 5, &FOUR[..1]);
    type_into(&mut h, "Name", "Gulnaz");
    type_into(&mut h, "Rating", "1850");
    key(&mut h, Key::Enter);
    no_error(&h, "added by Enter");
    let t = stored(&db);
    assert_eq!(t.entrants.len(), 2);
    assert_eq!(t.entrants[1].rating, Some(1850));
    // The sex as the form shows it, in the form's language.
    assert_eq!(orda::words::sex_word('w'), "w");
    lang::with(Lang::Kk, || assert_eq!(orda::words::sex_word('w'), "әйел"));
    assert_eq!(orda::tournament::parse_sex("әйел"), Some('w'));
    // A title chosen from its list closes the list.
    h.get_by_role_and_label(Role::ComboBox, &t!("col-title"))
        .click();
    h.run();
    let title = orda::words::title(orda::tournament::TITLES[0]);
    click(&mut h, &title);
    h.run();
    assert!(
        h.query_all_by_label(&title).count() <= 1,
        "the list is closed"
    );
}

#[test]
fn the_players_table_stays_beside_the_form_in_russian_at_1024() {
    lang::set(Lang::Ru);
    let db = crate::util::fresh_db("words-1024");
    let store = Store::open(&db).expect("file");
    let mut h = crate::drive::sized(OrdaApp::with_store(store), egui::vec2(1024.0, 768.0));
    type_into(&mut h, &t!("name"), "Чемпионат");
    click_button(&mut h, &t!("create"));
    for (name, region) in [
        ("Құдайбергенов Нұрсұлтан", "Алматы облысы"),
        ("Ким Ольга", "Астана"),
    ] {
        type_into(&mut h, &t!("col-name"), name);
        type_into(&mut h, &t!("col-region"), region);
        click_button(&mut h, &t!("add-player"));
    }
    assert_eq!(h.state().view, View::Players);
    // The table's last column ends before the form's labels begin; every heading is whole.
    let status_right = h
        .get_by_role_and_label(Role::Button, &t!("col-status"))
        .rect()
        .max
        .x;
    let form_label = h
        .query_all_by_label(&t!("col-title"))
        .map(|n| n.rect().min.x)
        .fold(f32::MIN, f32::max);
    assert!(status_right <= form_label, "{status_right} > {form_label}");
    // A region is shown whole (room beside it was left to it).
    assert!(h.query_by_label("Алматы облысы").is_some());
    assert!(h.query_by_label("Құдайбергенов Нұрсұлтан").is_some());
    lang::set(Lang::En);
}

#[test]
fn the_game_view_s_verdict_follows_a_language_switch() {
    let (mut h, _db) = on_file("words-verdict");
    swiss_with(&mut h, "Verdict", 5, &FOUR);
    pair(&mut h);
    view(&mut h, Key::Num5);
    click(&mut h, "Open");
    h.get_by_role_and_label(Role::MultilineTextInput, &t!("score-text"))
        .focus();
    h.run();
    h.event(egui::Event::Text("1. 77".into()));
    h.run();
    h.run();
    let said = |h: &Harness<'_, OrdaApp>| {
        h.query_by_label_contains("✘")
            .or_else(|| h.query_by_label_contains("✔"))
            .and_then(|n| n.accesskit_node().label().or_else(|| n.value()))
            .expect("the verdict")
    };
    assert_eq!(h.state().game.text, "1. 77");
    assert_eq!(h.state().game.board(), Some((1, 1)));
    let english = said(&h);
    h.state_mut().apply(Command::SetLanguage(Lang::Ru));
    h.run();
    let russian = said(&h);
    assert_ne!(russian, english, "the verdict is said again in Russian");
    assert!(
        russian.chars().any(|c| ('а'..='я').contains(&c)),
        "{russian}"
    );
    lang::set(Lang::En);
}

#[test]
fn an_adjourned_game_is_asked_about_when_pairing_and_when_its_result_comes() {
    use orda::tournament::Adjourned;
    let (mut h, db) = on_file("words-adjourned");
    swiss_with(&mut h, "Adj", 5, &FOUR);
    pair(&mut h);
    text_event(&mut h, "1");
    key(&mut h, Key::Enter);
    // `?` adjourns the selected board (board 2).
    text_event(&mut h, "?");
    no_error(&h, "adjourned");
    assert_eq!(
        stored(&db).rounds[0].games[1].adjourned,
        Some(Adjourned::Open)
    );
    assert!(h.query_by_label(&t!("adjourned-short")).is_some());
    // Pairing asks first (level 2): cancelled, nothing paired; confirmed, round 2 paired.
    click_button(&mut h, &t!("pair-next"));
    let games = orda::words::adjourned_games(&stored(&db).open_adjournments());
    let question = t!("pair-with-adjourned", n = 1, games = games);
    assert!(h.query_by_label_contains(&question).is_some(), "{question}");
    click(&mut h, &t!("cancel"));
    assert_eq!(stored(&db).rounds.len(), 1);
    click_button(&mut h, &t!("pair-next"));
    click(&mut h, &t!("pair-adjourned-as-draws"));
    no_error(&h, "paired with the adjourned game");
    assert_eq!(stored(&db).rounds.len(), 2);
    // Its result, not a draw, asked about (level 3) before it is stored.
    click(&mut h, orda::ui::text::PREV);
    key(&mut h, Key::ArrowDown);
    text_event(&mut h, "1");
    let question = t!(
        "confirm-adjourned-result",
        round = 1,
        board = 2,
        new = "1-0",
        n = 1,
        rounds = "2"
    );
    assert!(h.query_by_label_contains(&question).is_some(), "{question}");
    assert_eq!(stored(&db).rounds[0].games[1].result, None);
    click(&mut h, &t!("enter-adjourned-result"));
    let g = &stored(&db).rounds[0].games[1];
    assert_eq!(g.result, Some(GameResult::WhiteWins));
    assert_eq!(g.adjourned, Some(Adjourned::Decided { paired: 2 }));
    assert!(status(&h).0.contains("Adjournment"), "{:?}", status(&h));
}

#[test]
fn a_result_is_corrected_for_rating_only_from_the_rounds_view() {
    let (mut h, db) = two_rounds("words-rating-only");
    click(&mut h, orda::ui::text::PREV);
    click_button(&mut h, &t!("for-rating-only"));
    let question = t!(
        "for-rating-only-question",
        round = 1,
        board = 1,
        kept = "1-0"
    );
    assert!(h.query_by_label_contains(&question).is_some(), "{question}");
    click(&mut h, "0-1");
    no_error(&h, "corrected");
    let g = &stored(&db).rounds[0].games[0];
    assert_eq!(g.result, Some(GameResult::WhiteWins), "the result kept");
    assert_eq!(g.rating_result, Some(GameResult::BlackWins));
    assert!(
        h.query_by_label(&t!("for-rating", result = "0-1"))
            .is_some()
    );
    // Taken back.
    click_button(&mut h, &t!("for-rating-only"));
    click(&mut h, &t!("for-rating-take-back"));
    assert_eq!(stored(&db).rounds[0].games[0].rating_result, None);
}

#[test]
fn a_pair_is_kept_apart_in_some_rounds_from_the_players_view() {
    let (mut h, db) = on_file("words-apart-rounds");
    swiss_with(&mut h, "Apart", 5, &FOUR);
    view(&mut h, Key::Num3);
    click(&mut h, "Alma");
    h.get_by_role_and_label(Role::CheckBox, &t!("apart-only-rounds"))
        .click();
    h.run();
    h.get_by_role_and_label(Role::ComboBox, &t!("keep-apart-from"))
        .click();
    h.run();
    click(&mut h, "3 Dana");
    click_button(&mut h, &t!("keep-apart"));
    no_error(&h, "kept apart");
    let mut store = Store::open(&db).expect("opens");
    let apart = query::forbidden(&mut store, TournamentId(1)).expect("forbidden");
    assert_eq!(
        apart,
        [orda::tournament::KeptApart {
            a: 1,
            b: 3,
            rounds: Some((1, 5))
        }]
    );
    let said = t!(
        "kept-apart-from-rounds",
        no = 3,
        name = "Dana",
        first = 1,
        last = 5
    );
    assert!(h.query_by_label(&said).is_some(), "{said}");
}
