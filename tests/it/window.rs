//! The window as an arbiter works in it (issue 17), against a database file: what is done in
//! the window is read back from the file, as the next session or the command line would see it.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use orda::app::manage::Order;
use orda::app::{AddPlayer, EnterResults, OrderPlayers, PairRound, query};
use orda::store::Store;
use orda::tournament::{ByeKind, No, RoundNo, TournamentId};
use orda::ui::{OrdaApp, View};
use orda::words::lang::{self, Lang};

use crate::drive::{click, on_file, status, swiss_with, type_into, view};

/// The names in starting-number order, as stored in the file (read by a second connection).
fn names_in_file(db: &std::path::Path) -> Vec<String> {
    let mut store = Store::open(db).expect("the file opens");
    let t = query::tournament(&mut store, TournamentId(1)).expect("tournament 1");
    t.entrants.iter().map(|e| e.name.clone()).collect()
}

fn names_shown(h: &Harness<'_, OrdaApp>) -> Vec<String> {
    let t = h.state().shared.t.as_ref().expect("open");
    t.entrants.iter().map(|e| e.name.clone()).collect()
}

#[test]
fn players_are_ordered_before_round_one_and_round_one_warns_in_entry_order() {
    let (mut h, db) = on_file("order");
    let field = [("C", "1700"), ("A", "1900"), ("D", "1600"), ("B", "1800")];
    swiss_with(&mut h, "Order", 9, &field);
    // After Add the name field has the focus again, for the next player.
    assert!(
        h.get_by_role_and_label(Role::TextInput, "Name")
            .is_focused()
    );

    // Pairing round 1 in the order of entry asks first; Cancel pairs nothing.
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    assert!(
        h.query_by_label_contains("not in rating order").is_some(),
        "the warning is shown"
    );
    click(&mut h, "Cancel");
    assert!(h.state().shared.t.as_ref().expect("open").rounds.is_empty());
    // Ctrl+P from any view asks the same.
    view(&mut h, Key::Num3);
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run();
    assert_eq!(h.state().view, View::Rounds);
    assert!(h.query_by_label_contains("not in rating order").is_some());
    click(&mut h, "Cancel");
    assert!(h.state().shared.t.as_ref().expect("open").rounds.is_empty());

    // By rating.
    view(&mut h, Key::Num3);
    click(&mut h, "By rating");
    assert_eq!(names_shown(&h), ["A", "B", "C", "D"], "{:?}", status(&h));
    assert_eq!(names_in_file(&db), ["A", "B", "C", "D"]);

    // By lot, the seed typed: the status says it, and the same seed draws the same order
    // (as the command layer draws it on a copy of the tournament).
    h.get_by_role_and_label(Role::TextInput, "Seed").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Seed")
        .type_text("12345");
    h.run();
    click(&mut h, "By lot");
    assert!(status(&h).0.contains("seed 12345"), "{:?}", status(&h));
    let drawn = names_shown(&h);
    click(&mut h, "By lot");
    assert_eq!(names_shown(&h), drawn, "the same seed draws the same order");
    assert_eq!(names_in_file(&db), drawn);

    // By hand: the current numbers in their new order.
    click(&mut h, "By hand…");
    type_into(&mut h, "New order", "4, 3, 2, 1");
    click(&mut h, "Give these numbers");
    let mut reversed = drawn.clone();
    reversed.reverse();
    assert_eq!(names_shown(&h), reversed, "{:?}", status(&h));
    // A number that is not one is refused in the view, and nothing changes.
    click(&mut h, "By hand…");
    type_into(&mut h, "New order", "1, x");
    click(&mut h, "Give these numbers");
    assert!(
        h.query_by_label_contains("“x” is not a starting number")
            .is_some()
    );
    assert_eq!(names_in_file(&db), reversed);

    // Ordered by rating, round 1 pairs without asking.
    click(&mut h, "By rating");
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.rounds.len(), 1, "{:?}", status(&h));
    // 1-3 and 2-4 (top half against bottom half).
    let pairs: Vec<(No, No)> = t.rounds[0]
        .games
        .iter()
        .map(|g| (g.white.min(g.black), g.white.max(g.black)))
        .collect();
    assert_eq!(pairs, [(1, 3), (2, 4)]);
}

#[test]
fn order_then_pair_from_the_warning_orders_by_rating_first() {
    let (mut h, db) = on_file("order-then-pair");
    swiss_with(
        &mut h,
        "Warn",
        9,
        &[("C", "1700"), ("A", "1900"), ("B", "1800"), ("D", "1600")],
    );
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    click(&mut h, "Order by rating, then pair");
    assert_eq!(names_in_file(&db), ["A", "B", "C", "D"]);
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.rounds.len(), 1, "{:?}", status(&h));
}

#[test]
fn byes_and_forbidden_pairs_are_asked_for_and_taken_back_in_the_players_view() {
    let (mut h, db) = on_file("requests");
    let field = [
        ("A", "2000"),
        ("B", "1900"),
        ("C", "1800"),
        ("D", "1700"),
        ("E", "1600"),
        ("F", "1500"),
    ];
    swiss_with(&mut h, "Requests", 9, &field);

    // B asks for a half-point bye in round 1, then takes it back; C asks for a zero-point one.
    click(&mut h, "B");
    click(&mut h, "½ point");
    assert_eq!(
        h.state().shared.byes,
        [(2, RoundNo(1), ByeKind::Half)],
        "{:?}",
        status(&h)
    );
    assert!(
        h.query_by_label("Round 1: half-point bye asked for")
            .is_some()
    );
    click(&mut h, "Take back");
    assert!(h.state().shared.byes.is_empty(), "{:?}", status(&h));
    click(&mut h, "C");
    click(&mut h, "0 points");
    assert_eq!(h.state().shared.byes, [(3, RoundNo(1), ByeKind::Zero)]);

    // With C out, five play: A would meet D in round 1 (1-4, 2-5, 6 gets the bye... by the
    // Dutch system's halves). Keep A from D.
    click(&mut h, "A");
    h.get_by_role_and_label(Role::ComboBox, "Keep apart from")
        .click();
    h.run();
    click(&mut h, "4 D");
    click(&mut h, "Keep apart");
    let apart = [orda::tournament::KeptApart::always(1, 4)];
    assert_eq!(h.state().shared.forbidden, apart, "{:?}", status(&h));
    assert!(h.query_by_label("Kept apart from 4 D").is_some());

    // What the file holds, read by a second connection.
    let mut store = Store::open(&db).expect("opens");
    assert_eq!(
        query::requested_byes(&mut store, TournamentId(1)).expect("byes"),
        [(3, RoundNo(1), ByeKind::Zero)]
    );
    assert_eq!(
        query::forbidden(&mut store, TournamentId(1)).expect("forbidden"),
        apart
    );
    drop(store);

    // Round 1 honours both: C sits out with zero, A does not meet D.
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    let t = h.state().shared.t.clone().expect("open");
    let r = &t.rounds[0];
    assert!(r.byes.contains(&(3, ByeKind::Zero)), "{:?}", r.byes);
    assert!(
        !r.games
            .iter()
            .any(|g| (g.white, g.black) == (1, 4) || (g.white, g.black) == (4, 1)),
        "{:?}",
        r.games
    );
    // Paired: the round's byes are no longer requests. In rules mode the forbidden pair
    // stands; out of it, D may meet A again if allowed.
    assert!(h.state().shared.byes.is_empty());
    view(&mut h, Key::Num3);
    click(&mut h, "A");
    click(&mut h, "Allow");
    assert_eq!(h.state().shared.forbidden.len(), 1, "locked in rules mode");
    assert!(
        status(&h).0.contains("fixed in rules mode"),
        "{:?}",
        status(&h)
    );
    h.state_mut().apply(orda::ui::Command::LeaveRulesMode);
    h.run();
    click(&mut h, "Allow");
    assert!(h.state().shared.forbidden.is_empty(), "{:?}", status(&h));
}

#[test]
fn a_namesake_is_added_after_a_second_look_and_a_csv_says_its_namesakes() {
    let (mut h, _db) = on_file("namesakes");
    swiss_with(&mut h, "Namesakes", 9, &[("Ерлан Өтегенов", "1800")]);
    type_into(&mut h, "Name", "ерлан  өтегенов");
    click(&mut h, "Add player");
    assert_eq!(h.state().shared.t.as_ref().expect("open").entrants.len(), 1);
    assert!(
        h.query_by_label_contains("is entered already (no. 1)")
            .is_some()
    );
    click(&mut h, "Add anyway");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.entrants.len(), 2, "{:?}", status(&h));
    // Stored with its spacing tidied, as every name is.
    assert_eq!(t.entrants[1].name, "ерлан өтегенов");

    // A CSV with a player entered already and one twice: said in the preview, not refused.
    let dir = crate::util::scratch("namesakes-csv");
    let csv = dir.join("players.csv");
    std::fs::write(
        &csv,
        "Name,Rating\nЕрлан Өтегенов,1800\nАйгерім,1700\nАйгерім,1650\n",
    )
    .expect("write");
    type_into(&mut h, &orda::t!("or-path"), csv.to_str().expect("utf-8"));
    click(&mut h, "Preview");
    assert!(
        h.query_by_label_contains("Ерлан Өтегенов is entered already as no. 1")
            .is_some()
    );
    assert!(h.query_by_label("Айгерім is in the file twice").is_some());
    click(&mut h, "Import 3 players");
    assert_eq!(h.state().shared.t.as_ref().expect("open").entrants.len(), 5);
}

#[test]
fn tie_breaks_are_chosen_from_a_list_and_saved() {
    let (mut h, db) = on_file("tiebreaks");
    swiss_with(&mut h, "Tie-breaks", 9, &[("A", "1900"), ("B", "1800")]);
    view(&mut h, Key::Num2);
    assert_eq!(h.state().view, View::Settings);
    // The Swiss preset: DE, WIN, BH, each shown with its code and name.
    use orda::tournament::tiebreak::TieBreak;
    let row =
        |i: usize, tb: TieBreak| format!("{i}. {}  {}", tb.code(), orda::words::tiebreak_name(tb));
    assert!(
        h.query_by_label(&row(1, TieBreak::DirectEncounter))
            .is_some()
    );
    assert!(h.query_by_label(&row(3, TieBreak::Buchholz)).is_some());
    // Take DE out, move BH up, add SB-C1 from the list.
    h.get_all_by_label("✕")
        .next()
        .expect("a remove button")
        .click();
    h.run();
    h.get_all_by_label("↑")
        .nth(1)
        .expect("BH's up button")
        .click();
    h.run();
    assert!(h.query_by_label(&row(1, TieBreak::Buchholz)).is_some());
    assert!(
        h.state().settings_unsaved(),
        "the draft differs from the stored settings"
    );
    h.get_by_role_and_label(Role::ComboBox, "Add a tie-break…")
        .click();
    h.run();
    let sb = TieBreak::SonnebornBergerCut1;
    h.get_by_label(&format!(
        "{}  {}",
        sb.code(),
        orda::words::tiebreak_name(sb)
    ))
    .click_accesskit();
    h.run();
    let rows: Vec<String> = h
        .query_all_by_label_contains(". ")
        .map(|n| format!("{n:?}"))
        .collect();
    assert!(h.query_by_label(&row(3, sb)).is_some(), "{rows:?}");
    click(&mut h, "Save settings");
    assert!(!status(&h).1, "{:?}", status(&h));
    assert!(!h.state().settings_unsaved(), "saved");
    let mut store = Store::open(&db).expect("opens");
    let t = query::tournament(&mut store, TournamentId(1)).expect("t");
    assert_eq!(
        orda::tournament::tiebreak::codes(&t.settings.tiebreaks),
        "BH,WIN,SB-C1"
    );
}

#[test]
fn the_command_layer_draws_the_same_lot_the_window_does() {
    // The window's "By lot" is OrderPlayers(Lot): the same seed on the same entries gives
    // the same order through the CLI's path too.
    let (mut h, db) = on_file("lot");
    swiss_with(
        &mut h,
        "Lot",
        9,
        &[("A", "1"), ("B", "2"), ("C", "3"), ("D", "4"), ("E", "5")],
    );
    h.get_by_role_and_label(Role::TextInput, "Seed").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Seed")
        .type_text("99");
    h.run();
    click(&mut h, "By lot");
    let window = names_shown(&h);
    drop(h);
    let mut store = Store::open(&db).expect("opens");
    crate::util::apply(&mut store, OrderPlayers(TournamentId(1), Order::Rating));
    crate::util::apply(&mut store, OrderPlayers(TournamentId(1), Order::Lot(99)));
    drop(store);
    assert_eq!(names_in_file(&db), window);
    assert_ne!(window, ["E", "D", "C", "B", "A"], "not merely by rating");
}

#[test]
fn round_one_warns_when_its_order_is_not_the_system_s() {
    use orda::app::manage::{OrderWarning, round1_order_warning};
    use orda::tournament::{Settings, System};
    let mut store = Store::memory().expect("memory");
    let names: Vec<String> = ["A", "B", "C", "D"].map(String::from).to_vec();
    // A round-robin still in the order of entry: draw by lot first.
    let rr = crate::util::tournament_with(
        &mut store,
        Settings::new("R", System::RoundRobin, 3),
        &names,
    );
    let t = query::tournament(&mut store, rr).expect("t");
    assert_eq!(round1_order_warning(&t), Some(OrderWarning::NotDrawn));
    crate::util::apply(&mut store, OrderPlayers(rr, Order::Hand(vec![2, 1, 3, 4])));
    let t = query::tournament(&mut store, rr).expect("t");
    assert_eq!(round1_order_warning(&t), None, "ordered by hand");
    // A Swiss of unrated players entered alphabetically is in rating order (rating, title,
    // name): nothing to warn of; a late alphabetical newcomer at the end breaks it.
    let sw = crate::util::tournament_with(&mut store, Settings::new("S", System::Swiss, 3), &names);
    let t = query::tournament(&mut store, sw).expect("t");
    assert_eq!(round1_order_warning(&t), None);
    crate::util::apply(
        &mut store,
        AddPlayer(
            sw,
            orda::tournament::Entrant {
                name: "AA".into(),
                ..Default::default()
            },
        ),
    );
    let t = query::tournament(&mut store, sw).expect("t");
    assert_eq!(round1_order_warning(&t), Some(OrderWarning::NotByRating));
    // Two players: nothing to order.
    let two = crate::util::tournament_with(
        &mut store,
        Settings::new("2", System::RoundRobin, 1),
        &names[..2],
    );
    let t = query::tournament(&mut store, two).expect("t");
    assert_eq!(round1_order_warning(&t), None);
}

#[test]
fn pairing_lists_show_each_player_s_rating_and_points_before_the_round() {
    use orda::app::ResultEntry;
    use orda::tournament::{Board, Entrant, GameResult, Settings, System};
    lang::set(Lang::En);
    let db = crate::util::fresh_db("pairing-points");
    let mut store = Store::open(&db).expect("file");
    let tid = crate::util::tournament_with(&mut store, Settings::new("P", System::Swiss, 3), &[]);
    for (n, r) in [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)] {
        let p = Entrant {
            name: n.into(),
            rating: Some(r),
            ..Default::default()
        };
        crate::util::apply(&mut store, AddPlayer(tid, p));
    }
    crate::util::apply(&mut store, PairRound(tid));
    // Round 1: 1-3 and 2-4 (or 4-2): white wins one, the other is drawn.
    let entries = vec![
        ResultEntry {
            board: Board(1),
            result: Some(GameResult::WhiteWins),
            score: None,
        },
        ResultEntry {
            board: Board(2),
            result: Some(GameResult::Draw),
            score: None,
        },
    ];
    crate::util::apply(
        &mut store,
        EnterResults {
            t: tid,
            round: RoundNo(1),
            entries,
            insist: false,
        },
    );
    crate::util::apply(&mut store, PairRound(tid));
    let t = query::tournament(&mut store, tid).expect("t");
    let sheet = orda::words::reports::pairings(&t, 2, false).expect("round 2");
    let col = |name: &str| sheet.columns.iter().position(|c| c == name);
    assert_eq!(col("Rtg"), Some(3), "{:?}", sheet.columns);
    for row in &sheet.rows {
        let (w, b) = (&row[1].text, &row[9].text);
        if b.is_empty() {
            continue;
        }
        for (no, rating, pts) in [
            (w, &row[3].text, &row[4].text),
            (b, &row[8].text, &row[6].text),
        ] {
            let no: u32 = no.parse().expect("a number");
            let e = t.entrant(no).expect("entrant");
            assert_eq!(rating, &e.rating.expect("rated").to_string());
            assert_eq!(pts, &orda::tournament::points(t.points_before(no, 2)));
        }
    }
    // The winner of round 1 has 1, the drawn players ½, the loser 0: all four shown.
    let shown: Vec<&str> = sheet
        .rows
        .iter()
        .flat_map(|r| [r[4].text.as_str(), r[6].text.as_str()])
        .collect();
    let mut sorted = shown.clone();
    sorted.sort();
    assert_eq!(sorted, ["0", "1", "½", "½"], "{shown:?}");
    // The CSV keeps its machine columns.
    let csv = orda::words::reports::pairings(&t, 2, true).expect("csv");
    assert_eq!(
        csv.columns,
        ["Board", "WhiteNo", "White", "BlackNo", "Black", "Result"]
    );
    drop(store);

    // The window's Rounds view shows them too.
    let store = Store::open(&db).expect("file");
    let mut h = crate::drive::sized(OrdaApp::with_store(store), egui::vec2(1024.0, 768.0));
    click(&mut h, "P");
    view(&mut h, Key::Num4);
    for rating in ["2000", "1900", "1800", "1700"] {
        assert!(h.query_by_label(rating).is_some(), "rating {rating} shown");
    }
    assert_eq!(h.query_all_by_label("½").count(), 2);
}

#[test]
fn create_empties_its_form_and_a_name_is_not_taken_twice() {
    let (mut h, db) = on_file("create-twice");
    type_into(&mut h, "Name", "Cup 2026");
    click(&mut h, "Create");
    assert_eq!(h.state().start.name, "", "the form is empty again");
    // Back on Start, the same name (other case and spacing) is refused, and nothing is made.
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "cup  2026");
    click(&mut h, "Create");
    let (msg, error) = status(&h);
    assert!(error, "{msg}");
    assert!(msg.contains("named \"Cup 2026\" already (id 1)"), "{msg}");
    assert_eq!(h.state().start.name, "cup  2026", "kept to be corrected");
    let mut store = Store::open(&db).expect("opens");
    assert_eq!(query::summaries(&mut store).expect("list").len(), 1);
    // The command line refuses it the same way.
    drop(store);
    let o = crate::util::orda_db(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "CUP 2026",
            "--system",
            "swiss",
            "--rounds",
            "5",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(crate::util::stderr(&o).contains("already (id 1)"));
    // Renaming another tournament to it in Settings is refused too.
    type_into(&mut h, "Name", "Second");
    click(&mut h, "Create");
    view(&mut h, Key::Num2);
    h.get_by_role_and_label(Role::TextInput, "Name").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Name")
        .type_text("Cup 2026");
    h.run();
    click(&mut h, "Save settings");
    assert!(status(&h).1, "{:?}", status(&h));
}

#[test]
fn typed_work_is_kept_across_views_and_asked_about_before_it_is_lost() {
    let (mut h, db) = on_file("drafts");
    swiss_with(&mut h, "First", 9, &[("A", "1900"), ("B", "1800")]);
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Second");
    click(&mut h, "Create");
    // Back to the first; its venue typed in Settings and not saved.
    view(&mut h, Key::Num1);
    click(&mut h, "First");
    view(&mut h, Key::Num2);
    type_into(&mut h, "Venue", "Алматы");
    assert!(h.query_by_label("Not saved yet").is_some());
    // Another view and back: the draft is kept.
    view(&mut h, Key::Num3);
    view(&mut h, Key::Num2);
    assert!(h.state().settings_unsaved(), "kept across views");
    // A half-filled player form too.
    view(&mut h, Key::Num3);
    type_into(&mut h, "Name", "C");
    assert_eq!(h.state().drafts().len(), 2, "{:?}", h.state().drafts());
    // Opening the other tournament asks; Stay keeps everything and goes back to a draft.
    view(&mut h, Key::Num1);
    click(&mut h, "Second");
    assert!(h.query_by_label("Typed and not stored yet:").is_some());
    click(&mut h, "Stay");
    assert_eq!(
        h.state().shared.t.as_ref().expect("open").settings.name,
        "First"
    );
    assert_eq!(h.state().view, View::Settings);
    assert_eq!(h.state().drafts().len(), 2);
    // Closing the window asks too; then Discard and go on opens the other one, drafts gone.
    assert!(
        !h.state_mut().close_requested(),
        "closing waits for an answer"
    );
    h.run();
    click(&mut h, "Stay");
    view(&mut h, Key::Num1);
    click(&mut h, "Second");
    click(&mut h, "Discard and go on");
    assert_eq!(
        h.state().shared.t.as_ref().expect("open").settings.name,
        "Second"
    );
    assert!(h.state().drafts().is_empty(), "{:?}", h.state().drafts());
    assert!(h.state_mut().close_requested(), "nothing to lose: closes");
    // Nothing of the drafts reached the file.
    let mut store = Store::open(&db).expect("opens");
    let t = query::tournament(&mut store, TournamentId(1)).expect("t");
    assert_eq!(t.settings.venue, None);
    assert_eq!(t.entrants.len(), 2);
}

#[test]
fn the_file_menu_reads_again_what_the_command_line_stored() {
    let (mut h, db) = on_file("reload");
    swiss_with(&mut h, "Reload", 9, &[("A", "1900"), ("B", "1800")]);
    let o = crate::util::orda_db(&db, &["player", "add", "--name", "C", "--rating", "1700"]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::util::stderr(&o));
    assert_eq!(h.state().shared.t.as_ref().expect("open").entrants.len(), 2);
    click(&mut h, "File");
    click(&mut h, "Read the file again");
    let names = names_shown(&h);
    assert_eq!(names, ["A", "B", "C"]);
}

#[test]
fn what_the_command_line_stores_appears_in_the_window_by_itself() {
    let (mut h, db) = on_file("poll");
    swiss_with(&mut h, "Poll", 9, &[("A", "1900"), ("B", "1800")]);
    h.run_steps(2);
    let o = crate::util::orda_db(&db, &["player", "add", "--name", "C", "--rating", "1700"]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::util::stderr(&o));
    // A few frames: the window looks at the file once a second of its own time.
    h.run_steps(20);
    assert_eq!(names_shown(&h), ["A", "B", "C"]);
}

#[test]
fn the_window_starts_again_at_the_last_tournament_and_view() {
    lang::set(Lang::En);
    let db = crate::util::fresh_db("last-place");
    let recent = db.with_file_name("recent.txt");
    let app = |db: &std::path::Path| {
        crate::drive::harness(OrdaApp::new(Some(db.to_path_buf()), Some(recent.clone())))
    };
    let mut h = app(&db);
    swiss_with(&mut h, "First", 9, &[("A", "1900")]);
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Second");
    click(&mut h, "Create");
    view(&mut h, Key::Num6);
    assert_eq!(h.state().view, View::Standings);
    drop(h);
    let h = app(&db);
    let t = h.state().shared.t.as_ref().expect("a tournament reopened");
    assert_eq!(t.settings.name, "Second");
    assert_eq!(h.state().view, View::Standings);
    // Reopened on the tournament, the window has not read the list of the file's tournaments
    // (a federation's file holds thousands): the start view reads it when it is shown.
    let mut h = h;
    assert!(h.state().shared.list_stale && h.state().shared.tournaments.is_empty());
    view(&mut h, Key::Num1);
    let names: Vec<&str> = (h.state().shared.tournaments.iter())
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(names, ["First", "Second"]);
    // A place in another database is not taken for this one.
    let other = crate::util::fresh_db("last-place-other");
    let h = app(&other);
    assert!(h.state().shared.t.is_none());
    assert_eq!(h.state().view, View::Start);
}

#[test]
fn the_game_view_chooses_its_board_marks_the_bad_move_and_follows_the_cursor() {
    let (mut h, _db) = on_file("game-view");
    let field = [("A", "2000"), ("B", "1900"), ("C", "1800"), ("D", "1700")];
    swiss_with(&mut h, "Games", 9, &field);
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    // The game view, no board open yet: round and board are chosen there.
    view(&mut h, Key::Num5);
    assert_eq!(h.state().game.board(), None);
    h.get_by_role_and_label(Role::SpinButton, "Board")
        .set_value_accesskit(2.0);
    h.run();
    click(&mut h, "Open");
    assert_eq!(h.state().game.board(), Some((1, 2)));
    // Three moves clicked on the board, then the cursor put at the start of the score and a
    // character typed there: the board goes to the move being edited (before move 1).
    for otau in ["White 1", "Black 1", "White 2"] {
        click(&mut h, otau);
    }
    assert_eq!(h.state().game.ply, 3);
    h.get_by_role_and_label(Role::MultilineTextInput, &orda::t!("score-text"))
        .focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Home);
    h.run();
    h.event(egui::Event::Text(" ".into()));
    h.run();
    assert!(
        h.state().game.text.starts_with(' '),
        "{:?}",
        h.state().game.text
    );
    assert_eq!(h.state().game.ply, 0, "{:?}", h.state().game.text);
    // A bad move typed: the verdict says it, and the text marks that token.
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.event(egui::Event::Text("1. 15".into()));
    h.run();
    h.run();
    let text = h.state().game.text.clone();
    assert_eq!(text, "1. 15");
    let bad = h.state().game.bad_range().expect("a bad move marked");
    assert_eq!(&text[bad], "15");
    assert!(h.query_by_label_contains("✘").is_some());
    // Leaving this typed score for another board asks first.
    click(&mut h, "Open");
    assert!(h.query_by_label("Typed and not stored yet:").is_some());
    click(&mut h, "Stay");
    assert_eq!(h.state().game.text, "1. 15");
}

/// A and B paired, the arbiter's 0-1 entered, then a score declaring `1-0` (`moves`) typed in
/// the Game view and saved (the window and its database file).
fn score_against_result(
    name: &str,
    moves: &str,
) -> (Harness<'static, OrdaApp>, std::path::PathBuf) {
    let (mut h, db) = on_file(name);
    swiss_with(&mut h, name, 9, &[("A", "2000"), ("B", "1900")]);
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    h.event(egui::Event::Text("0".into()));
    h.run();
    view(&mut h, Key::Num5);
    click(&mut h, "Open");
    h.get_by_role_and_label(Role::MultilineTextInput, &orda::t!("score-text"))
        .focus();
    h.run();
    h.event(egui::Event::Text(format!(
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n{moves}"
    )));
    h.run();
    click(&mut h, &orda::t!("save-score"));
    (h, db)
}

#[test]
fn a_score_that_contradicts_the_result_is_stored_anyway_with_its_warning() {
    // The arbiter's result: Black won (the players signed it); the scoresheet as copied says
    // White won.
    let (mut h, db) = score_against_result("store-anyway-score", "1. 11 1-0");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(
        t.rounds[0].games[0].result,
        Some(orda::tournament::GameResult::BlackWins)
    );
    let (msg, error) = status(&h);
    assert!(error, "refused first: {msg}");
    click(&mut h, &orda::t!("store-anyway"));
    let (msg, error) = status(&h);
    assert!(!error, "{msg}");
    // Stored: the arbiter's result stands, the score is attached with its warning.
    let mut store = Store::open(&db).expect("opens");
    let t = query::tournament(&mut store, TournamentId(1)).expect("t");
    let g = &t.rounds[0].games[0];
    assert_eq!(g.result, Some(orda::tournament::GameResult::BlackWins));
    assert!(g.has_score);
    assert!(g.warning.is_some(), "{g:?}");
}

#[test]
fn the_breakdown_says_forfeits_and_byes_as_such() {
    let (mut h, _db) = on_file("breakdown");
    let field = [("A", "2000"), ("B", "1900"), ("C", "1800")];
    swiss_with(&mut h, "Breakdown", 9, &field);
    view(&mut h, Key::Num4);
    click(&mut h, "Pair next round");
    // One board (1 against 2: A has White), C has the pairing-allocated bye; A wins by forfeit.
    h.event(egui::Event::Text("+".into()));
    h.run();
    let t = h.state().shared.t.clone().expect("open");
    let g = &t.rounds[0].games[0];
    assert_eq!(g.result, Some(orda::tournament::GameResult::WhiteByForfeit));
    view(&mut h, Key::Num6);
    let white = t.entrant(g.white).expect("white").name.clone();
    let black = t.entrant(g.black).expect("black").name.clone();
    click(&mut h, &white);
    assert!(h.query_by_label("1 (won by forfeit)").is_some());
    click(&mut h, &black);
    assert!(h.query_by_label("0 (lost by forfeit)").is_some());
    let bye = &t.entrant(t.rounds[0].byes[0].0).expect("bye").name;
    click(&mut h, bye);
    assert!(h.query_by_label("pairing-allocated bye").is_some());
}

/// A refused score corrected by the arbiter: the red refusal and its "Store anyway" go (the
/// button would have stored the old, refused text), and the corrected score saves.
#[test]
fn a_corrected_score_takes_its_refusal_and_store_anyway_away() {
    let (mut h, db) = score_against_result("corrected-score", "1. 19 1-0");
    assert!(status(&h).1, "refused: {:?}", status(&h));
    assert!(h.query_by_label(&orda::t!("store-anyway")).is_some());
    // The arbiter corrects the declared result: the refusal is no longer about this text.
    h.get_by_role_and_label(Role::MultilineTextInput, &orda::t!("score-text"))
        .focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.event(egui::Event::Text(
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. 19 0-1".into(),
    ));
    h.run();
    h.run();
    assert!(!status(&h).1, "the refusal went: {:?}", status(&h));
    assert!(h.query_by_label(&orda::t!("store-anyway")).is_none());
    click(&mut h, &orda::t!("save-score"));
    assert!(!status(&h).1, "{:?}", status(&h));
    let mut store = Store::open(&db).expect("opens");
    let t = query::tournament(&mut store, TournamentId(1)).expect("t");
    let g = &t.rounds[0].games[0];
    assert!(g.has_score && g.warning.is_none(), "{g:?}");
}

/// A second tournament's players' form is empty (issue 47: it came filled with the player last
/// selected in the first, one click from entering him there).
#[test]
fn a_new_tournament_s_players_form_is_empty() {
    let (mut h, _db) = on_file("form-empty");
    swiss_with(
        &mut h,
        "First",
        5,
        &[("Әлібек", "2100"), ("Гүлназ", "2000")],
    );
    view(&mut h, Key::Num3);
    // The first tournament's player selected: his fields in the form.
    h.get_by_label("Гүлназ").click();
    h.run();
    let name = |h: &egui_kittest::Harness<'_, orda::ui::OrdaApp>| {
        h.get_by_role_and_label(Role::TextInput, "Name")
            .value()
            .unwrap_or_default()
    };
    assert_eq!(name(&h), "Гүлназ");
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Second");
    click(&mut h, "Create");
    crate::drive::no_error(&h, "create");
    view(&mut h, Key::Num3);
    assert_eq!(
        name(&h),
        "",
        "the form holds nobody of the first tournament"
    );
    assert!(h.query_by_value("2000").is_none(), "nor his rating");
}
