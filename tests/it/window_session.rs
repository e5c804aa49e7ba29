//! The window's manual-pairing session (docs/compliance.md, Q63-65 and Q68): the next round
//! paired by hand and the last one edited, nothing stored until the session ends, its end set
//! against the engine's pairing, and a session discarded leaving the round as it was.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use orda::app::query;
use orda::pairing::stored;
use orda::store::Store;
use orda::t;
use orda::tournament::{No, TournamentId};
use orda::ui::OrdaApp;

use crate::drive::{
    click, click_button, key, no_error, on_file, status, swiss_with, text_event, view,
};

const FOUR: [(&str, &str); 4] = [
    ("Alma", "2000"),
    ("Bota", "1900"),
    ("Dana", "1800"),
    ("Erlan", "1700"),
];

fn stored(db: &std::path::Path) -> orda::tournament::Tournament {
    let mut store = Store::open(db).expect("opens");
    query::tournament(&mut store, TournamentId(1)).expect("tournament 1")
}

fn boards(db: &std::path::Path, round: usize) -> Vec<(No, No)> {
    stored(db).rounds[round - 1]
        .games
        .iter()
        .map(|g| (g.white, g.black))
        .collect()
}

/// Picks player `no` in the session's list of players not paired yet.
fn pick(h: &mut Harness<'_, OrdaApp>, no: No) {
    let name = FOUR[no as usize - 1].0;
    click(h, &format!("{no} {name}"));
}

#[test]
fn a_round_is_paired_by_hand_and_edited_in_sessions_set_against_the_engine() {
    let (mut h, db) = on_file("window-session");
    swiss_with(&mut h, "Session", 5, &FOUR);
    view(&mut h, Key::Num4);
    click_button(&mut h, &t!("pair-next"));
    text_event(&mut h, "1");
    key(&mut h, Key::Enter);
    text_event(&mut h, "1");
    no_error(&h, "round 1");
    // The next round by hand: nothing stored while it is made.
    click_button(&mut h, &t!("pair-by-hand"));
    assert!(
        h.query_by_label_contains(&t!("session-heading", round = 2))
            .is_some()
    );
    let finish = t!("session-finish");
    assert!(
        h.get_by_label(&finish).accesskit_node().is_disabled(),
        "every player is to be placed first"
    );
    pick(&mut h, 1);
    pick(&mut h, 2);
    pick(&mut h, 3);
    pick(&mut h, 4);
    assert_eq!(stored(&db).rounds.len(), 1, "nothing stored in a session");
    // Its end: the round against the engine's pairing, as the core sets them.
    click(&mut h, &finish);
    let t = stored(&db);
    let mine = [(1, 2), (3, 4)];
    let diff = stored::against_engine(&t, 2, &mine, None, &[], &[]);
    match &diff {
        None => assert!(h.query_by_label(&t!("session-as-engine")).is_some()),
        Some(d) => {
            for line in orda::words::engine_differences(d) {
                assert!(h.query_by_label(&line).is_some(), "{line}");
            }
            assert!(h.query_by_label(&t!("session-mpa")).is_some());
        }
    }
    // Back to it, then stored (anyway, when it breaks an absolute criterion).
    click(&mut h, &t!("session-back"));
    assert_eq!(stored(&db).rounds.len(), 1);
    click(&mut h, &finish);
    let b = stored::breaches(&t, 2, &mine, None, &[], &[]);
    let store = if b.absolute.is_empty() {
        t!("session-store")
    } else {
        t!("pair-anyway")
    };
    click(&mut h, &store);
    no_error(&h, "paired by hand");
    assert!(status(&h).0.contains(&t!("paired-by-hand", round = 2)));
    assert_eq!(boards(&db, 2), mine);
    // The last round edited: colours of board 1 swapped, then discarded: nothing changes.
    click_button(&mut h, &t!("edit-pairing"));
    click(&mut h, &t!("session-discard"));
    assert_eq!(boards(&db, 2), mine);
    // Edited again and finished: board 1 with its colours swapped.
    click_button(&mut h, &t!("edit-pairing"));
    h.get_all_by_label(&t!("session-swap"))
        .next()
        .expect("a swap button per board")
        .click();
    h.run();
    click(&mut h, &finish);
    let swapped = [(2, 1), (3, 4)];
    let b = stored::breaches(&stored(&db), 2, &swapped, None, &[], &[]);
    let store = if b.absolute.is_empty() {
        t!("session-store")
    } else {
        t!("pair-anyway")
    };
    click(&mut h, &store);
    no_error(&h, "edited");
    assert_eq!(boards(&db, 2), swapped);
}

/// The Rounds view's "Why?" shows what `orda explain --board` says of the selected board:
/// the panel's title, the colour rule and a criterion or the Dutch order, as the core words
/// them; closing it leaves the view as it was.
#[test]
fn why_shows_the_selected_boards_explanation() {
    let (mut h, db) = on_file("window-why");
    swiss_with(&mut h, "Why", 5, &FOUR);
    view(&mut h, Key::Num4);
    click_button(&mut h, &t!("pair-next"));
    no_error(&h, "round 1");
    click_button(&mut h, &t!("why-button"));
    no_error(&h, "why");
    let title = t!("why-title", round = 1, board = 1);
    assert!(h.query_by_label_contains(&title).is_some(), "the panel");
    // The same lines the core gives for board 1.
    let mut store = Store::open(&db).expect("opens");
    let mut why =
        orda::app::explain::explain(&mut store, TournamentId(1), orda::tournament::RoundNo(1))
            .expect("explained");
    assert!(why.keep_board(1));
    let t = stored(&db);
    let name = |n: u32| t.entrant(n).map(|e| e.name.clone()).unwrap_or_default();
    let lines = orda::words::explain::round(&why, &name);
    assert!(lines.len() >= 3, "{lines:?}");
    for l in lines.iter().skip(1) {
        assert!(
            h.query_by_label_contains(l.trim_start()).is_some(),
            "{l} not shown"
        );
    }
}
