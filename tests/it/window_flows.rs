//! The window's flows view by view, each against a database file: what the arbiter does in the
//! window is read back from the file by a second connection (as the command line or the next
//! session would read it), and what the window shows is compared with what the library
//! computes.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use orda::app::query;
use orda::store::Store;
use orda::t;
use orda::tournament::{
    Board, ByeKind, GameResult, No, Round, RoundNo, System, Tournament, TournamentId,
};
use orda::ui::{OrdaApp, View};
use orda::words::lang::{self, Lang};
use std::path::{Path, PathBuf};

use crate::drive::{
    click, click_button, key, no_error, on_file, retype, status, swiss_with, text_event, type_into,
    view,
};

/// Pairs the next round from the rounds view (the field is entered in rating order, so
/// round 1 pairs without asking).
fn pair(h: &mut Harness<'_, OrdaApp>) {
    view(h, Key::Num4);
    click_button(h, &t!("pair-next"));
    no_error(h, "pairing");
}

/// Tournament 1 as stored in the file, read by a second connection.
fn stored(db: &Path) -> Tournament {
    let mut store = Store::open(db).expect("the file opens");
    query::tournament(&mut store, TournamentId(1)).expect("tournament 1")
}

fn pairs(r: &Round) -> Vec<(No, No)> {
    r.games.iter().map(|g| (g.white, g.black)).collect()
}

fn named(t: &Tournament, no: No) -> String {
    t.entrant(no)
        .map_or(String::new(), |e| format!("{no} {}", e.name))
}

/// The top of the label `text` (there must be exactly one).
fn y_of(h: &Harness<'_, OrdaApp>, text: &str) -> f32 {
    h.get_by_label(text).rect().min.y
}

/// Confirms the manual change the dialog shows; true when no rule was broken ("Apply"),
/// false when it had to be insisted on ("Pair it anyway").
fn confirm_change(h: &mut Harness<'_, OrdaApp>) -> bool {
    assert!(
        h.query_by_label(&t!("change-pairing")).is_some(),
        "the dialog asks first"
    );
    let clean = h.query_by_label(&t!("apply")).is_some();
    if clean {
        click_button(h, &t!("apply"));
    } else {
        click_button(h, &t!("pair-anyway"));
    }
    no_error(h, "the change");
    assert!(
        h.query_by_label(&t!("change-pairing")).is_none(),
        "the dialog closes"
    );
    clean
}

const SIX: [(&str, &str); 6] = [
    ("Alma", "2000"),
    ("Bota", "1900"),
    ("Dana", "1800"),
    ("Erlan", "1700"),
    ("Farida", "1600"),
    ("Galym", "1500"),
];

// 1. Start.

#[test]
fn the_start_view_lists_recent_databases_and_each_tournament_s_progress() {
    lang::set(Lang::En);
    let db = crate::util::fresh_db("flows-start");
    let other = db.with_file_name("other.sqlite");
    let _ = std::fs::remove_file(&other);
    let recent = db.with_file_name("recent.txt");
    let _ = std::fs::remove_file(&recent);
    let _ = std::fs::remove_file(db.with_file_name("last.txt"));
    let app = |db: &Path| {
        let mut app = OrdaApp::new(Some(db.to_path_buf()), Some(recent.clone()));
        // Pairing at once, as the harness steps frames (window_worker.rs has the worker).
        app.work_in_background(false);
        crate::drive::harness(app)
    };

    // The other database first, then this one: the last opened heads the list.
    drop(app(&other));
    let mut h = app(&db);
    assert_eq!(h.state().view, View::Start);
    let (db_s, other_s) = (db.display().to_string(), other.display().to_string());
    let links: Vec<String> = h
        .get_all_by_role(Role::Link)
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(links, [db_s.clone(), other_s.clone()], "the recent list");
    assert!(
        y_of_link(&h, &db_s) < y_of_link(&h, &other_s),
        "the database opened last stands first"
    );
    let kept = std::fs::read_to_string(&recent).expect("recent.txt written");
    assert_eq!(kept.lines().collect::<Vec<_>>(), [&db_s, &other_s]);

    // A tournament of 7 rounds: its line says it has not started.
    swiss_with(
        &mut h,
        "Spring Open",
        7,
        &[
            ("Alma", "2000"),
            ("Bota", "1900"),
            ("Dana", "1800"),
            ("Erlan", "1700"),
        ],
    );
    view(&mut h, Key::Num1);
    assert_eq!(h.state().view, View::Start);
    assert!(
        h.query_by_role_and_label(Role::Button, "Spring Open")
            .is_some()
    );
    // In the list and in the status bar (the open tournament).
    assert_eq!(
        h.query_all_by_label("not started, 7 rounds").count(),
        2,
        "the list's line and the status bar"
    );

    // Round 1 paired; another tournament created and open: the first one's line says where it
    // stands (the status bar now speaks of the second).
    pair(&mut h);
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Second");
    click(&mut h, "Create");
    view(&mut h, Key::Num1);
    let line = "round 1 of 7, 2 results missing";
    assert_eq!(
        h.query_all_by_label(line).count(),
        1,
        "only the list's line: {:?}",
        h.state().shared.tournaments
    );
    assert!(
        (y_of(&h, line) - y_of_role(&h, Role::Button, "Spring Open")).abs() < 4.0,
        "on Spring Open's line"
    );
    // The second (its rounds as the form still had them) has not started: its line and the
    // status bar.
    assert_eq!(h.query_all_by_label("not started, 7 rounds").count(), 2);

    // One result entered: the line counts one missing.
    click_button(&mut h, "Spring Open");
    assert_eq!(h.state().view, View::Rounds);
    text_event(&mut h, "1");
    view(&mut h, Key::Num1);
    assert_eq!(
        h.query_all_by_label("round 1 of 7, 1 result missing")
            .count(),
        2,
        "the list's line and the status bar: {:?}",
        h.state().shared.tournaments
    );
    let t = stored(&db);
    assert_eq!(t.rounds[0].games[0].result, Some(GameResult::WhiteWins));
}

fn y_of_link(h: &Harness<'_, OrdaApp>, label: &str) -> f32 {
    y_of_role(h, Role::Link, label)
}

fn y_of_role(h: &Harness<'_, OrdaApp>, role: Role, label: &str) -> f32 {
    h.get_by_role_and_label(role, label).rect().min.y
}

// 2. Settings and its locks.

#[test]
fn settings_lock_the_system_and_game_once_round_one_is_paired_and_keep_a_venue() {
    let (mut h, db) = on_file("flows-settings");
    let five = &SIX[..5];
    swiss_with(&mut h, "Locks", 5, five);
    let rr = orda::words::system_name(System::RoundRobin);

    // Before round 1 everything may change: no reason shown, the system's list opens.
    view(&mut h, Key::Num2);
    assert_eq!(h.state().view, View::Settings);
    let system = |h: &Harness<'_, OrdaApp>| {
        h.get_by_role_and_label(Role::ComboBox, &t!("system"))
            .accesskit_node()
            .is_disabled()
    };
    let game = |h: &Harness<'_, OrdaApp>| {
        h.get_by_role_and_label(Role::ComboBox, &t!("game"))
            .accesskit_node()
            .is_disabled()
    };
    assert!(!system(&h) && !game(&h));
    assert!(h.query_by_label(&t!("lock-system")).is_none());
    assert!(h.query_by_label(&t!("lock-game")).is_none());
    h.get_by_role_and_label(Role::ComboBox, &t!("system"))
        .click();
    h.run();
    assert!(h.query_by_label(&rr).is_some(), "the list opens");
    key(&mut h, Key::Escape);
    assert!(h.query_by_label(&rr).is_none(), "and closes");

    // Round 1 paired (five players: one has the pairing-allocated bye).
    pair(&mut h);
    view(&mut h, Key::Num2);
    assert!(system(&h), "the system is greyed out");
    assert!(game(&h), "the game is greyed out");
    assert!(h.query_by_label(&t!("lock-system")).is_some());
    assert!(h.query_by_label(&t!("lock-game")).is_some());
    let bye_lock = t!("lock-bye-points", round = 1);
    assert!(h.query_by_label(&bye_lock).is_some(), "{bye_lock}");
    assert!(
        h.get_by_role_and_label(Role::RadioButton, "½")
            .accesskit_node()
            .is_disabled()
    );
    // The reasons stand beside their controls.
    let beside = |h: &Harness<'_, OrdaApp>, control: &str, why: &str| {
        let c = h.get_by_role_and_label(Role::ComboBox, control).rect();
        let w = h.get_by_label(why).rect();
        (c.center().y - w.center().y).abs() < 10.0 && w.min.x > c.min.x
    };
    assert!(beside(&h, &t!("system"), &t!("lock-system")));
    assert!(beside(&h, &t!("game"), &t!("lock-game")));
    // A click on the greyed-out system opens nothing.
    h.get_by_role_and_label(Role::ComboBox, &t!("system"))
        .click();
    h.run();
    assert!(
        h.query_by_label(&rr).is_none(),
        "a locked list does not open"
    );
    // In rules mode a Swiss's number of rounds and tie-breaks are fixed too, said beside them.
    assert!(
        h.get_by_role_and_label(Role::SpinButton, &t!("rounds"))
            .accesskit_node()
            .is_disabled()
    );
    assert!(h.query_all_by_label(&t!("lock-rules-mode")).count() >= 2);

    // The venue changes and is stored.
    type_into(&mut h, &t!("venue"), "Алматы, Orda Hall");
    assert!(h.state().settings_unsaved());
    assert!(h.query_by_label(&t!("unsaved-note")).is_some());
    click_button(&mut h, &t!("save-settings"));
    no_error(&h, "save settings");
    assert!(!h.state().settings_unsaved());
    assert!(h.query_by_label(&t!("unsaved-note")).is_none());
    let t = stored(&db);
    assert_eq!(t.settings.venue.as_deref(), Some("Алматы, Orda Hall"));
    assert_eq!(t.settings.system, System::Swiss, "unchanged");
    assert_eq!(t.settings.rounds, 5);
}

// 3. Players.

#[test]
fn the_players_table_sorts_by_a_column_header() {
    let (mut h, db) = on_file("flows-sort");
    let field = [
        ("Dana", "1700"),
        ("Alma", "1900"),
        ("Galym", "1600"),
        ("Bota", "1800"),
    ];
    swiss_with(&mut h, "Sorting", 3, &field);
    let order = |h: &Harness<'_, OrdaApp>| {
        let mut rows: Vec<(f32, &str)> = field.iter().map(|(n, _)| (y_of(h, n), *n)).collect();
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        rows.into_iter()
            .map(|(_, n)| n.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(order(&h), ["Dana", "Alma", "Galym", "Bota"], "by number");
    let rating = t!("col-rating-short");
    click_button(&mut h, &rating);
    assert_eq!(order(&h), ["Alma", "Bota", "Dana", "Galym"], "by rating");
    // The header shows the order; a second click turns it round.
    click_button(&mut h, &format!("{rating} ▲"));
    assert_eq!(order(&h), ["Galym", "Dana", "Bota", "Alma"], "reversed");
    assert!(
        h.query_by_role_and_label(Role::Button, &format!("{rating} ▼"))
            .is_some()
    );
    click_button(&mut h, &t!("col-name"));
    assert_eq!(order(&h), ["Alma", "Bota", "Dana", "Galym"], "by name");
    // Sorting the table is only a view: the starting numbers stay.
    let names: Vec<String> = stored(&db).entrants.into_iter().map(|e| e.name).collect();
    assert_eq!(names, ["Dana", "Alma", "Galym", "Bota"]);
}

#[test]
fn a_player_is_edited_withdrawn_and_a_late_entry_gets_the_next_number() {
    let (mut h, db) = on_file("flows-players");
    swiss_with(&mut h, "Players", 5, &SIX[..4]);

    // Edit Bota's rating.
    click(&mut h, "Bota");
    assert!(h.query_by_label("2 Bota").is_some(), "the form edits no. 2");
    retype(&mut h, &t!("col-rating"), "1955");
    retype(&mut h, &t!("col-club"), "Orda");
    click_button(&mut h, &t!("edit-player"));
    no_error(&h, "edit");
    assert_eq!(status(&h).0, t!("changed", name = "Bota"));
    let t = stored(&db);
    let b = t.entrant(2).expect("no. 2");
    assert_eq!((b.name.as_str(), b.rating), ("Bota", Some(1955)));
    assert_eq!(b.club.as_deref(), Some("Orda"));
    assert_eq!(t.entrant(1).expect("no. 1").rating, Some(2000), "only Bota");
    // The table shows it.
    assert!(h.query_by_label("1955").is_some());

    // Round 1 paired; a late entry is entered with the next number and not in round 1.
    pair(&mut h);
    view(&mut h, Key::Num3);
    click_button(&mut h, &t!("clear-form"));
    type_into(&mut h, &t!("col-name"), "Kairat");
    type_into(&mut h, &t!("col-rating"), "2100");
    click_button(&mut h, &t!("add-player"));
    no_error(&h, "late entry");
    assert_eq!(status(&h).0, t!("entered", name = "Kairat", no = 5));
    let t = stored(&db);
    assert_eq!(t.rounds.len(), 1);
    let k = t.entrant(5).expect("no. 5");
    assert_eq!((k.name.as_str(), k.rating), ("Kairat", Some(2100)));
    assert!(
        t.rounds[0]
            .games
            .iter()
            .all(|g| g.white != 5 && g.black != 5),
        "not paired in round 1"
    );

    // Dana withdraws from round 2. (The round field keeps the round it first offered, 1 here
    // since Bota's form was open before round 1 was paired: set it to 2.)
    click(&mut h, "Dana");
    h.get_by_role_and_label(Role::SpinButton, &t!("withdraw"))
        .set_value_accesskit(2.0);
    h.run();
    assert_eq!(
        h.get_by_role_and_label(Role::SpinButton, &t!("withdraw"))
            .accesskit_node()
            .numeric_value(),
        Some(2.0)
    );
    click_button(&mut h, &t!("withdraw"));
    no_error(&h, "withdraw");
    assert!(
        status(&h).0.starts_with("No 3 withdrawn from round 2"),
        "{:?}",
        status(&h)
    );
    let t = stored(&db);
    assert_eq!(t.entrant(3).expect("no. 3").withdrawn_from, Some(2));
    assert_eq!(t.entrant(2).expect("no. 2").withdrawn_from, None);
    // The table says so, and the form offers Reinstate instead.
    assert!(
        h.query_by_label(&t!("withdrawn-status", from = 2))
            .is_some()
    );
    assert!(h.query_by_label(&t!("reinstate")).is_some());
    assert!(
        h.query_by_role_and_label(Role::Button, &t!("withdraw"))
            .is_none()
    );
}

#[test]
fn a_csv_is_previewed_then_imported() {
    let (mut h, db) = on_file("flows-csv");
    swiss_with(&mut h, "Import", 5, &SIX[..1]);
    let dir = crate::util::scratch("flows-csv-file");
    let csv = dir.join("players.csv");
    std::fs::write(
        &csv,
        "Name,Rating,Club\nНұрлан Сейіт,1850,Astana\nZarina Ospan,1720,\nÖmir Tas,,Shymkent\n",
    )
    .expect("write the CSV");
    type_into(&mut h, &t!("or-path"), csv.to_str().expect("utf-8"));
    click_button(&mut h, &t!("preview"));
    assert!(h.query_by_label(&t!("import-preview")).is_some());
    assert!(h.query_by_label(&csv.display().to_string()).is_some());
    // The rows, numbered in the order of the file.
    let rows = [
        ("1", "Нұрлан Сейіт", "1850"),
        ("2", "Zarina Ospan", "1720"),
        ("3", "Ömir Tas", ""),
    ];
    for (i, name, rating) in rows {
        let y = y_of(&h, name);
        assert!(
            h.query_all_by_label(i)
                .any(|n| (n.rect().min.y - y).abs() < 4.0),
            "row {i} is {name}"
        );
        if !rating.is_empty() {
            assert!((y_of(&h, rating) - y).abs() < 4.0, "{name} {rating}");
        }
    }
    assert!(y_of(&h, "Нұрлан Сейіт") < y_of(&h, "Zarina Ospan"));
    // Nothing stored yet.
    assert_eq!(stored(&db).entrants.len(), 1);
    click_button(&mut h, &t!("import-n", n = 3));
    no_error(&h, "import");
    assert!(h.query_by_label(&t!("import-preview")).is_none());
    let t = stored(&db);
    let got: Vec<(u32, &str, Option<u32>, Option<&str>)> = t
        .entrants
        .iter()
        .map(|e| (e.no, e.name.as_str(), e.rating, e.club.as_deref()))
        .collect();
    assert_eq!(
        got,
        [
            (1, "Alma", Some(2000), None),
            (2, "Нұрлан Сейіт", Some(1850), Some("Astana")),
            (3, "Zarina Ospan", Some(1720), None),
            (4, "Ömir Tas", None, Some("Shymkent")),
        ]
    );
}

// 4. Rounds.

#[test]
fn every_result_key_stores_its_result_on_the_selected_board() {
    let (mut h, db) = on_file("flows-keys");
    let field: Vec<(String, String)> = (0..12)
        .map(|i| (format!("Player {:02}", i + 1), (2200 - 50 * i).to_string()))
        .collect();
    let field: Vec<(&str, &str)> = field
        .iter()
        .map(|(n, r)| (n.as_str(), r.as_str()))
        .collect();
    swiss_with(&mut h, "Keys", 5, &field);
    pair(&mut h);
    assert_eq!(h.state().rounds.selected, 0);
    // 1, Enter, =, Enter, 0, ... : each key on its board, Enter moves on.
    let keys = ["1", "=", "0", "+", "-", "*"];
    for (i, k) in keys.iter().enumerate() {
        if i > 0 {
            key(&mut h, Key::Enter);
        }
        assert_eq!(h.state().rounds.selected, i);
        text_event(&mut h, k);
        no_error(&h, k);
        assert_eq!(
            h.state().rounds.selected,
            i,
            "a result key does not move on"
        );
    }
    let want = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteByForfeit,
        GameResult::BlackByForfeit,
        GameResult::DoubleForfeit,
    ];
    let got: Vec<Option<GameResult>> = stored(&db).rounds[0]
        .games
        .iter()
        .map(|g| g.result)
        .collect();
    assert_eq!(got, want.map(Some));
    // Shown in the table.
    for r in want {
        assert!(h.query_by_label(r.display()).is_some(), "{}", r.display());
    }
    // Enter at the last board stays there; ↑ twice goes to board 4, Delete clears it, 5 is a
    // draw; ↓ goes to board 5 and ½ draws it too.
    key(&mut h, Key::Enter);
    assert_eq!(h.state().rounds.selected, 5);
    key(&mut h, Key::ArrowUp);
    key(&mut h, Key::ArrowUp);
    assert_eq!(h.state().rounds.selected, 3);
    key(&mut h, Key::Delete);
    no_error(&h, "clear");
    assert_eq!(stored(&db).rounds[0].games[3].result, None);
    text_event(&mut h, "5");
    key(&mut h, Key::ArrowDown);
    assert_eq!(h.state().rounds.selected, 4);
    text_event(&mut h, "½");
    // A key that is no result changes nothing.
    text_event(&mut h, "x");
    let got: Vec<Option<GameResult>> = stored(&db).rounds[0]
        .games
        .iter()
        .map(|g| g.result)
        .collect();
    assert_eq!(
        got,
        [
            GameResult::WhiteWins,
            GameResult::Draw,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Draw,
            GameResult::DoubleForfeit,
        ]
        .map(Some)
    );
    // ↑ at the top stays at board 1.
    for _ in 0..6 {
        key(&mut h, Key::ArrowUp);
    }
    assert_eq!(h.state().rounds.selected, 0);
}

#[test]
fn colours_black_players_and_the_bye_are_changed_by_hand_after_a_look() {
    let (mut h, db) = on_file("flows-manual");
    swiss_with(&mut h, "Manual", 5, &SIX[..5]);
    pair(&mut h);
    let before = stored(&db);
    let r0 = &before.rounds[0];
    assert_eq!(r0.games.len(), 2);
    let (w1, b1) = (r0.games[0].white, r0.games[0].black);
    let (w2, b2) = (r0.games[1].white, r0.games[1].black);
    let bye = r0.byes[0].0;
    assert_eq!(r0.byes, [(bye, ByeKind::PairingAllocated)]);

    // S on board 1, then Cancel: nothing changes.
    key(&mut h, Key::S);
    assert!(h.query_by_label(&t!("change-pairing")).is_some());
    let what = orda::ui::text::board_change(1, &named(&before, b1), &named(&before, w1));
    assert!(h.query_by_label(&what).is_some(), "the dialog says {what}");
    click_button(&mut h, &t!("cancel"));
    assert!(h.query_by_label(&t!("change-pairing")).is_none());
    assert_eq!(pairs(&stored(&db).rounds[0]), pairs(r0));

    // The button, then Apply: board 1's colours swapped in the file.
    click_button(&mut h, &t!("swap-colours"));
    assert!(h.query_by_label(&what).is_some());
    confirm_change(&mut h);
    let t = stored(&db);
    assert_eq!(pairs(&t.rounds[0]), [(b1, w1), (w2, b2)]);

    // Exchange the Black players of boards 1 and 2.
    h.get_by_role_and_label(Role::SpinButton, &t!("exchange"))
        .set_value_accesskit(2.0);
    h.run();
    assert_eq!(h.state().rounds.selected, 0);
    click_button(&mut h, &t!("exchange"));
    let one = orda::ui::text::board_change(1, &named(&t, b1), &named(&t, b2));
    let two = orda::ui::text::board_change(2, &named(&t, w2), &named(&t, w1));
    assert!(h.query_by_label(&one).is_some(), "{one}");
    assert!(h.query_by_label(&two).is_some(), "{two}");
    confirm_change(&mut h);
    let t = stored(&db);
    assert_eq!(pairs(&t.rounds[0]), [(b1, b2), (w2, w1)]);

    // Board 2 selected: the bye goes to its White player, who gives his seat to the one who
    // had the bye.
    key(&mut h, Key::ArrowDown);
    assert_eq!(h.state().rounds.selected, 1);
    click_button(&mut h, &t!("bye-to-white"));
    assert!(
        h.query_by_label(&orda::ui::text::bye_change(&named(&t, w2)))
            .is_some()
    );
    confirm_change(&mut h);
    let t = stored(&db);
    assert_eq!(pairs(&t.rounds[0]), [(b1, b2), (bye, w1)]);
    assert_eq!(t.rounds[0].byes, [(w2, ByeKind::PairingAllocated)]);

    // Board 1's Black player now takes the bye.
    key(&mut h, Key::ArrowUp);
    click_button(&mut h, &t!("bye-to-black"));
    confirm_change(&mut h);
    let t = stored(&db);
    assert_eq!(pairs(&t.rounds[0]), [(b1, w2), (bye, w1)]);
    assert_eq!(t.rounds[0].byes, [(b2, ByeKind::PairingAllocated)]);
    // The window shows what the file holds.
    let shown = h.state().shared.t.clone().expect("open");
    assert_eq!(pairs(&shown.rounds[0]), pairs(&t.rounds[0]));

    // After a result, no more changes by hand: the buttons are greyed out.
    text_event(&mut h, "1");
    for b in [
        t!("swap-colours"),
        t!("exchange"),
        t!("bye-to-white"),
        t!("bye-to-black"),
    ] {
        assert!(
            h.get_by_role_and_label(Role::Button, &b)
                .accesskit_node()
                .is_disabled(),
            "{b}"
        );
    }
    key(&mut h, Key::S);
    assert!(h.query_by_label(&t!("change-pairing")).is_none());
}

// 5. Standings.

/// Six players, two rounds with results entered by key.
fn two_rounds(name: &str) -> (Harness<'static, OrdaApp>, PathBuf) {
    let (mut h, db) = on_file(&format!("flows-{name}"));
    swiss_with(&mut h, "Table", 3, &SIX);
    pair(&mut h);
    for (i, k) in ["1", "=", "0"].iter().enumerate() {
        if i > 0 {
            key(&mut h, Key::Enter);
        }
        text_event(&mut h, k);
    }
    pair(&mut h);
    for (i, k) in ["0", "1", "1"].iter().enumerate() {
        if i > 0 {
            key(&mut h, Key::Enter);
        }
        text_event(&mut h, k);
    }
    no_error(&h, "results");
    let t = stored(&db);
    assert_eq!(t.completed_rounds(), 2, "{:?}", status(&h));
    (h, db)
}

#[test]
fn the_crosstable_shows_every_result() {
    let (mut h, db) = two_rounds("crosstable");
    let t = stored(&db);
    view(&mut h, Key::Num6);
    assert_eq!(h.state().view, View::Standings);
    click(&mut h, &t!("crosstable"));
    let sheet = orda::words::reports::crosstable_sheet(&t, 2, false);
    assert_eq!(sheet.rows.len(), 6);
    for row in &sheet.rows {
        let name = &row[1].text;
        let y = y_of(&h, name);
        // Each round's cell (opponent, colour, result) on the player's line.
        for cell in &row[2..4] {
            assert!(!cell.text.is_empty(), "{name}: {row:?}");
            assert!(
                h.query_all_by_label(&cell.text)
                    .any(|n| (n.rect().min.y - y).abs() < 4.0),
                "{name}: {} shown on his line",
                cell.text
            );
        }
    }
    // Back to the standings (the view's own tab, below the menu bar's): the crosstable's cells
    // are gone.
    h.get_all_by_role_and_label(Role::Button, &t!("standings"))
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
        .expect("the tab")
        .click();
    h.run();
    let first = &sheet.rows[0][2].text;
    assert!(h.query_by_label(first).is_none(), "{first}");
}

/// The text of the label just right of `of`, on its line.
fn label_right_of(h: &Harness<'_, OrdaApp>, of: egui::Rect) -> Option<String> {
    h.query_all(egui_kittest::kittest::By::new().role(Role::Label))
        .filter(|n| {
            let r = n.rect();
            (r.center().y - of.center().y).abs() < 4.0 && r.min.x >= of.max.x
        })
        .min_by(|a, b| a.rect().min.x.total_cmp(&b.rect().min.x))
        .and_then(|n| n.value().or_else(|| n.accesskit_node().label()))
}

/// A value as the window writes it (`7`, `7.5`, `7½`, `½`, `7¼`, `0.33`) read back as a number.
fn read_value(s: &str) -> Option<f64> {
    let (whole, part) = match s.chars().last()? {
        '¼' => (&s[..s.len() - '¼'.len_utf8()], 0.25),
        '½' => (&s[..s.len() - '½'.len_utf8()], 0.5),
        '¾' => (&s[..s.len() - '¾'.len_utf8()], 0.75),
        _ => (s, 0.0),
    };
    let whole = if whole.is_empty() {
        0.0
    } else {
        whole.parse::<f64>().ok()?
    };
    Some(whole + part)
}

#[test]
fn the_breakdown_shows_the_tie_breaks_the_standings_compute() {
    let (mut h, db) = two_rounds("breakdown-values");
    let t = stored(&db);
    let st = orda::tournament::standings::standings(&t, 2);
    assert!(!st.tiebreaks.is_empty());
    view(&mut h, Key::Num6);
    let mut compared = 0;
    for row in &st.rows {
        let name = t.entrant(row.no).expect("entrant").name.clone();
        click(&mut h, &name);
        assert_eq!(h.state().standings.breakdown, Some(row.no));
        let heading = format!("{}: {} {name}", t!("breakdown"), row.no);
        assert!(h.query_by_label(&heading).is_some(), "{heading}");
        for (tb, v) in st.tiebreaks.iter().zip(&row.values) {
            let tb_name = orda::words::tiebreak_name(*tb);
            let at = h.get_by_label(&tb_name).rect();
            let shown = label_right_of(&h, at).unwrap_or_default();
            let want = orda::tournament::standings::format_value(*v);
            match v {
                None => assert_eq!(shown, "", "{name}: {} has no value", tb.code()),
                Some(x) => {
                    // Written as points are (`½`, `7¼`), where the library's CSV form
                    // (`format_value`) says `0.5`: the same number either way.
                    let as_points = orda::tournament::standings::show_value(*v);
                    assert_eq!(
                        shown,
                        as_points,
                        "{name}: {} (the standings compute {want})",
                        tb.code()
                    );
                    let got = read_value(&shown).expect("a number");
                    let csv: f64 = want.parse().expect("a number");
                    assert!(
                        (got - x).abs() < 0.006 && (got - csv).abs() < 0.006,
                        "{name}: {} shows {shown:?}, the standings compute {want}",
                        tb.code()
                    );
                    compared += 1;
                }
            }
        }
        // And the points, on their own line.
        let pts = h
            .get_all_by_label(&t!("points"))
            .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
            .expect("the points line")
            .rect();
        assert_eq!(
            label_right_of(&h, pts),
            Some(orda::tournament::points(row.points)),
            "{name}'s points"
        );
    }
    assert!(compared > 0, "some values were compared");
}

// 6. Export.

/// Runs frames until the status bar says something (the dialog thread answered), at most
/// about ten seconds.
fn until_status(h: &mut Harness<'_, OrdaApp>, before: &str) -> (String, bool) {
    for _ in 0..200 {
        h.run();
        let s = status(h);
        if s.0 != before {
            return s;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("no answer from the file dialog: {:?}", status(h));
}

#[test]
fn an_export_without_a_dialog_is_written_beside_the_database() {
    let (mut h, db) = two_rounds("export");
    let dir = db.parent().expect("a folder").to_path_buf();
    let name = "Table";
    let export = |h: &mut Harness<'_, OrdaApp>, item: &str| {
        let before = status(h).0;
        click(h, &t!("menu-export"));
        click(h, item);
        until_status(h, &before)
    };
    let (msg, error) = export(&mut h, &t!("export-standings-html"));
    assert!(!error, "{msg}");
    let file = dir.join(format!("{name} - standings r2.html"));
    assert_eq!(msg, t!("wrote", path = file.display().to_string()));
    let body = std::fs::read_to_string(&file).expect("written");
    assert!(body.contains(name), "{body}");
    assert!(body.contains("Alma"));
    // Again: a second file, the first kept.
    let (msg, _) = export(&mut h, &t!("export-standings-html"));
    let second = dir.join(format!("{name} - standings r2 (2).html"));
    assert_eq!(msg, t!("wrote", path = second.display().to_string()));
    assert!(second.exists() && file.exists());
    // CSV for a Russian or Kazakh Excel, chosen in the Export menu: `;` and decimal commas;
    // unchosen, RFC 4180 again.
    let csv = |h: &mut Harness<'_, OrdaApp>| {
        let (msg, error) = export(h, &t!("export-standings-csv"));
        assert!(!error, "{msg}");
        let path = msg
            .strip_prefix(&t!("wrote", path = ""))
            .expect("a path")
            .to_string();
        std::fs::read_to_string(path).expect("written")
    };
    assert!(csv(&mut h).starts_with("\u{feff}Rank,No,Name,"));
    click(&mut h, &t!("menu-export"));
    click(&mut h, &t!("csv-for-excel"));
    assert_eq!(
        h.state().shared.csv_style,
        orda::formats::sheet::CsvStyle::Excel
    );
    key(&mut h, Key::Escape);
    let excel = csv(&mut h);
    assert!(excel.starts_with("\u{feff}Rank;No;Name;"), "{excel}");
    assert!(excel.lines().skip(1).any(|l| l.contains(",5;")), "{excel}");
    click(&mut h, &t!("menu-export"));
    click(&mut h, &t!("csv-for-excel"));
    key(&mut h, Key::Escape);
    assert!(csv(&mut h).starts_with("\u{feff}Rank,No,Name,"));
    // The TRF: the tournament's name in its 012 line.
    let (msg, error) = export(&mut h, &t!("export-trf"));
    assert!(!error, "{msg}");
    let trf = dir.join(format!("{name} r2.trf"));
    let body = std::fs::read_to_string(&trf).expect("written");
    assert!(
        body.lines()
            .any(|l| l.starts_with("012") && l.contains(name)),
        "{body}"
    );
}

// 7. A score typed and pasted.

#[test]
fn a_score_typed_then_pasted_is_saved_with_the_board() {
    let (mut h, db) = on_file("flows-typed-score");
    swiss_with(&mut h, "Scores", 3, &SIX[..2]);
    pair(&mut h);
    text_event(&mut h, "=");
    view(&mut h, Key::Num5);
    click_button(&mut h, &t!("open-chosen-game"));
    assert_eq!(h.state().game.board(), Some((1, 1)));
    let field = t!("score-text");
    h.get_by_role_and_label(Role::MultilineTextInput, &field)
        .focus();
    h.run();
    // Typed, a key at a time: White's otau 1 lands on his otau 9, Black answers alike.
    for c in "1. 19 19".chars() {
        h.event(egui::Event::Text(c.to_string()));
        h.run();
    }
    assert_eq!(h.state().game.text, "1. 19 19");
    assert!(
        h.query_by_label_contains("✔").is_some(),
        "valid as typed: {:?}",
        h.query_by_label_contains("✘")
            .map(|n| n.accesskit_node().label())
    );
    assert_eq!(
        h.state().game.ply,
        2,
        "the board follows the cursor at the end"
    );
    // Pasted over it: a whole record.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    let record = "[White \"Alma\"]\n[Black \"Bota\"]\n\n1. 19 19 2. 22";
    h.event(egui::Event::Paste(record.into()));
    h.run();
    h.run();
    assert_eq!(h.state().game.text, record);
    assert!(
        h.query_by_label_contains("✔").is_some(),
        "valid as pasted: {:?}",
        h.query_by_label_contains("✘")
            .map(|n| n.accesskit_node().label())
    );
    click_button(&mut h, &t!("save-score"));
    no_error(&h, "save score");
    let t = stored(&db);
    let g = &t.rounds[0].games[0];
    assert!(g.has_score, "{g:?}");
    assert_eq!(g.result, Some(GameResult::Draw), "the arbiter's result");
    let mut store = Store::open(&db).expect("opens");
    let score = query::score(&mut store, TournamentId(1), RoundNo(1), Board(1))
        .expect("read")
        .expect("a score");
    assert!(score.contains("1. 19 19 2. 22"), "{score}");
    assert!(h.state().game.unsaved().is_none(), "nothing left unsaved");
}

/// The form follows its player when the starting numbers change (ordered by rating as round 1
/// is paired): it used to keep the number, show whoever held it now, and Save changed the
/// player the fields had come from.
#[test]
fn the_player_form_follows_its_player_when_the_numbers_change() {
    let (mut h, db) = on_file("flows-form-renumbered");
    let field = [
        ("Dana", "1700"),
        ("Alma", "1900"),
        ("Galym", "1600"),
        ("Bota", "1800"),
    ];
    swiss_with(&mut h, "Renumbered", 5, &field);
    click(&mut h, "Dana");
    assert!(h.query_by_label("1 Dana").is_some(), "the form edits no. 1");
    // Round 1 paired after ordering by rating: Alma 1, Bota 2, Dana 3, Galym 4.
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    click(&mut h, "Order by rating, then pair");
    no_error(&h, "order and pair");
    view(&mut h, Key::Num3);
    assert!(
        h.query_by_label("3 Dana").is_some(),
        "the form follows Dana"
    );
    assert!(h.query_by_label("1 Alma").is_none(), "not the new no. 1");
    assert!(
        !h.state().players.unsaved(h.state().shared.t.as_ref()),
        "nothing typed"
    );
    retype(&mut h, &t!("col-rating"), "1750");
    click_button(&mut h, &t!("edit-player"));
    no_error(&h, "edit");
    let t = stored(&db);
    let name_rating = |no: u32| {
        let e = t.entrant(no).expect("entrant");
        (e.name.clone(), e.rating)
    };
    assert_eq!(name_rating(3), ("Dana".to_string(), Some(1750)));
    assert_eq!(name_rating(1), ("Alma".to_string(), Some(1900)));
}

/// A player list with a problem on every row: at 1024×768 and 1366×768 the preview fits the
/// screen, its list scrolls, its buttons stay in sight, and Esc closes it (it used to run off
/// the screen, its buttons out of reach).
#[test]
fn a_preview_with_many_problems_fits_the_screen_and_esc_closes_it() {
    for (w, hgt) in [(1024.0, 768.0), (1366.0, 768.0)] {
        lang::set(Lang::En);
        let db = crate::util::fresh_db(&format!("flows-csv-tall-{w}"));
        let store = orda::store::Store::open(&db).expect("a new database file");
        let mut h = crate::drive::sized(OrdaApp::with_store(store), egui::vec2(w, hgt));
        swiss_with(&mut h, "Tall", 5, &SIX[..1]);
        let dir = crate::util::scratch(&format!("flows-csv-tall-file-{w}"));
        let csv = dir.join("players.csv");
        let mut body = String::from("Name,Rating\n");
        for i in 0..80 {
            body.push_str(&format!("Player {i},12x{i}\n"));
        }
        std::fs::write(&csv, body).expect("write the CSV");
        type_into(&mut h, &t!("or-path"), csv.to_str().expect("utf-8"));
        click_button(&mut h, &t!("preview"));
        assert!(h.query_by_label(&t!("import-preview")).is_some());
        assert_eq!(
            h.state().players.preview.as_ref().map(|p| p.problems.len()),
            Some(80)
        );
        for label in [t!("cancel"), t!("import-n", n = 0)] {
            let r = h.get_by_role_and_label(Role::Button, &label).rect();
            assert!(
                r.max.y <= hgt && r.min.y >= 0.0 && r.max.x <= w,
                "{w}×{hgt}: {label} at {r:?}"
            );
        }
        // The first problems show, the last is further down the scrolled list.
        assert!(h.query_by_label_contains("`12x0`").is_some());
        key(&mut h, Key::Escape);
        assert!(
            h.state().players.preview.is_none(),
            "Esc closes the preview"
        );
        assert!(h.query_by_label(&t!("import-preview")).is_none());
    }
}

/// The option to move on after each result key (issue 47, as Swiss-Manager does): ticked, each
/// key enters its board's result and selects the next, so a round is typed as `1 = 0 1 ...`;
/// untouched, a key stays on its board and Enter moves on (above).
#[test]
fn a_result_key_moves_on_when_the_arbiter_asks_it_to() {
    let (mut h, db) = on_file("flows-advance");
    swiss_with(&mut h, "Advance", 5, &SIX);
    pair(&mut h);
    click(&mut h, &t!("keys-advance"));
    assert!(h.state().rounds.advance);
    for (i, k) in ["1", "=", "0"].iter().enumerate() {
        assert_eq!(h.state().rounds.selected, i);
        text_event(&mut h, k);
        no_error(&h, k);
    }
    // The last board stays selected: there is no next one.
    assert_eq!(h.state().rounds.selected, 2);
    let got: Vec<Option<GameResult>> = stored(&db).rounds[0]
        .games
        .iter()
        .map(|g| g.result)
        .collect();
    assert_eq!(
        got,
        [
            Some(GameResult::WhiteWins),
            Some(GameResult::Draw),
            Some(GameResult::BlackWins)
        ]
    );
    // Untick it: a key stays on its board again.
    click(&mut h, &t!("keys-advance"));
    assert!(!h.state().rounds.advance);
    key(&mut h, Key::ArrowUp);
    text_event(&mut h, "1");
    assert_eq!(h.state().rounds.selected, 1, "stays");
}
