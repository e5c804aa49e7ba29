//! A rule is decided once, in `app` or below, and both faces give its answer: the command line
//! and the window on the same questions (issue 31).

use egui::Key;
use egui_kittest::kittest::Queryable;
use orda::app::{Refusal, federation as fed, query};
use orda::store::Store;
use orda::tournament::{Rules, System, TournamentId};
use orda::ui::OrdaApp;
use orda::words::lang::{self, Lang};

use crate::drive::{click, click_button, harness, no_error, retype, status, type_into, view};
use crate::event::Event;
use crate::util::stderr;

/// The window over the file `ev` holds, tournament `id` open.
fn window_on(ev: &Event, id: i64) -> egui_kittest::Harness<'static, OrdaApp> {
    lang::set(Lang::En);
    let store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    let mut h = harness(OrdaApp::with_store(store));
    h.state_mut()
        .apply(orda::ui::Command::SelectTournament(TournamentId(id)));
    h.run();
    no_error(&h, "open");
    h
}

fn awards(ev: &Event, id: i64) -> orda::tournament::event::Awards {
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    fed::awards(&mut store, TournamentId(id)).expect("awards")
}

fn two_tournaments(name: &str, start: Option<&str>) -> Event {
    let ev = Event::new(name);
    for n in ["Cli", "Window"] {
        let mut args = vec![
            "tournament",
            "create",
            "--name",
            n,
            "--system",
            "swiss",
            "--rounds",
            "5",
        ];
        if let Some(s) = start {
            args.extend(["--start", s]);
        }
        ev.run(&args);
        ev.run(&[
            "category",
            "add",
            "-t",
            if n == "Cli" { "1" } else { "2" },
            "Girls",
            "--sex",
            "w",
        ]);
    }
    ev
}

#[test]
fn a_category_prize_is_not_shared_unless_asked_in_either_face() {
    let ev = two_tournaments("agree-prizes", None);
    ev.run(&["prize", "add", "-t", "1", "--place", "1", "--amount", "100"]);
    ev.run(&[
        "prize",
        "add",
        "-t",
        "1",
        "--category",
        "Girls",
        "--place",
        "1",
        "--amount",
        "50",
    ]);
    let mut h = window_on(&ev, 2);
    view(&mut h, Key::Num7);
    type_into(&mut h, "Amount", "100");
    click_button(&mut h, "Set prize");
    no_error(&h, "overall prize");
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Category")
        .click();
    h.run();
    h.get_by_label("Girls").click_accesskit();
    h.run();
    type_into(&mut h, "Amount", "50");
    h.get_by_role_and_label(egui::accesskit::Role::SpinButton, "Place")
        .set_value_accesskit(1.0);
    h.run();
    click_button(&mut h, "Set prize");
    no_error(&h, "category prize");
    let shared = |id| {
        let mut p: Vec<(String, bool)> = awards(&ev, id)
            .prizes
            .iter()
            .map(|p| (p.category.clone(), p.shared))
            .collect();
        p.sort();
        p
    };
    assert_eq!(shared(1), [(String::new(), true), ("Girls".into(), false)]);
    assert_eq!(
        shared(2),
        shared(1),
        "the window decides as the command line does"
    );
}

#[test]
fn age_limits_become_the_same_birth_dates_and_the_same_refusal_in_either_face() {
    let ev = two_tournaments("agree-ages", Some("2026-05-01"));
    ev.run(&["category", "add", "-t", "1", "U14", "--under", "14"]);
    ev.run(&[
        "category",
        "add",
        "-t",
        "1",
        "Veterans",
        "--over",
        "50",
        "--on",
        "2026-05-01",
    ]);
    let mut h = window_on(&ev, 2);
    view(&mut h, Key::Num2);
    type_into(&mut h, "Category name", "U14");
    type_into(&mut h, "Under age (U14: 14)", "14");
    click_button(&mut h, "Add category");
    no_error(&h, "U14");
    type_into(&mut h, "Category name", "Veterans");
    type_into(&mut h, "Age or older (50+: 50)", "50");
    type_into(&mut h, "Ages on (YYYY-MM-DD)", "2026-05-01");
    click_button(&mut h, "Add category");
    no_error(&h, "Veterans");
    let dates = |id| {
        awards(&ev, id)
            .categories
            .iter()
            .map(|c| (c.name.clone(), c.born_from.clone(), c.born_to.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        dates(1)[1..],
        [
            ("U14".to_string(), Some("2012-01-02".to_string()), None),
            ("Veterans".to_string(), None, Some("1976-05-01".to_string()))
        ]
    );
    assert_eq!(dates(2), dates(1));
    // An age of 200 is refused by both, in the same words.
    let o = ev.try_run(&["category", "add", "-t", "1", "Old", "--over", "200"]);
    assert_eq!(o.status.code(), Some(1));
    let said = orda::words::refusal(&Refusal::BadAge(200));
    assert!(stderr(&o).contains(&said), "{}", stderr(&o));
    type_into(&mut h, "Category name", "Old");
    type_into(&mut h, "Age or older (50+: 50)", "200");
    click_button(&mut h, "Add category");
    let (msg, error) = status(&h);
    assert!(error && msg.contains(&said), "{msg}");
    let typed = h
        .get_by_role_and_label(egui::accesskit::Role::TextInput, "Category name")
        .value();
    assert_eq!(
        typed.as_deref(),
        Some("Old"),
        "a refused category keeps what was typed"
    );
}

#[test]
fn the_tie_break_edition_follows_the_start_date_in_either_face() {
    let ev = Event::new("agree-edition");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Autumn",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--start",
        "2025-10-01",
    ]);
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Later",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    let rules = |id| {
        let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
        query::tournament(&mut store, TournamentId(id))
            .expect("tournament")
            .settings
            .rules
    };
    assert_eq!((rules(1), rules(2)), (Rules::C07of2024, Rules::C07of2026));
    // The window: the start date typed, the edition follows.
    let mut h = window_on(&ev, 2);
    view(&mut h, Key::Num2);
    retype(&mut h, "First day (DD.MM.YYYY)", "01.10.2025");
    click(&mut h, "Save settings");
    no_error(&h, "save");
    assert_eq!(rules(2), rules(1));
}

#[test]
fn a_round_robin_says_the_same_when_every_round_is_paired() {
    let ev = Event::new("agree-all-paired");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "RR",
        "--system",
        "rr",
        "--rounds",
        "9",
    ]);
    for n in ["A", "B", "C", "D"] {
        ev.run(&["player", "add", "--name", n]);
    }
    for r in 1..=3 {
        ev.run(&["round", "pair"]);
        let f = ev.file("r.txt", "1 1-0\n2 0-1\n");
        ev.run(&["results", "--round", &r.to_string(), &f]);
    }
    let o = ev.try_run(&["round", "pair"]);
    assert_eq!(o.status.code(), Some(1));
    let said = orda::words::refusal(&Refusal::AllPaired {
        system: System::RoundRobin,
        rounds: 3,
    });
    assert!(stderr(&o).contains(&said), "{}", stderr(&o));
    let mut h = window_on(&ev, 1);
    view(&mut h, Key::Num4);
    assert!(
        h.query_by_label(&said).is_some(),
        "the window says why beside its greyed-out button: {said}"
    );
}
