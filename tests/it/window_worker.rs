//! Long work off the window's thread (issue 31): pairing runs on a worker that holds the store;
//! the window keeps drawing, says what runs, and refuses a second change until it is done.

use egui_kittest::kittest::Queryable;
use orda::store::Store;
use orda::t;
use orda::tournament::{Settings, System};
use orda::ui::{Command, OrdaApp};
use orda::words::lang::{self, Lang};

use crate::drive::{harness, status};

#[test]
fn pairing_runs_on_a_worker_while_the_window_draws_and_refuses_a_second_change() {
    lang::set(Lang::En);
    let db = crate::util::fresh_db("worker");
    let mut store = Store::open(&db).expect("a new database file");
    let names: Vec<String> = (1..=40).map(|i| format!("Player {i:02}")).collect();
    let t = crate::util::tournament_with(
        &mut store,
        Settings::new("Worker", System::Swiss, 7),
        &names,
    );
    let mut app = OrdaApp::with_store(store);
    app.work_in_background(true);
    let mut h = harness(app);
    h.state_mut().apply(Command::SelectTournament(t));
    h.run();

    // Another program holds the file's write lock: the worker waits for it, the window does not.
    let mut other = rusqlite::Connection::open(&db).expect("open");
    let lock = other
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .expect("the write lock");
    h.state_mut().apply(Command::PairAsTheyStand);
    assert!(h.state().working().is_some(), "pairing went to the worker");
    for _ in 0..5 {
        h.step();
    }
    let working = t!("working", what = t!("journal-kind", kind = "pair-round"));
    assert!(
        h.query_by_label(&working).is_some(),
        "the status bar says what runs: {working}"
    );
    // Views still answer; a change is refused meanwhile, and nothing is lost.
    h.state_mut().apply(Command::Show(orda::ui::View::Players));
    h.step();
    assert_eq!(h.state().view, orda::ui::View::Players);
    h.state_mut().apply(Command::DeleteLastRound);
    let (said, error) = status(&h);
    assert!(error && said == t!("busy-working"), "{said}");

    // The lock released: the pairing is stored and said.
    lock.rollback().expect("release");
    let mut waited = 0;
    while h.state().working().is_some() && waited < 400 {
        std::thread::sleep(std::time::Duration::from_millis(25));
        h.step();
        waited += 1;
    }
    assert!(h.state().working().is_none(), "the worker answered");
    let (said, error) = status(&h);
    assert!(!error, "{said}");
    assert_eq!(said, t!("paired", round = 1, boards = 20));
    let shown = h.state().shared.t.as_ref().expect("open");
    assert_eq!(shown.rounds.len(), 1, "the window shows the round");
    drop(h);
    let mut store = Store::open(&db).expect("reopen");
    let stored = orda::app::query::tournament(&mut store, t).expect("tournament");
    assert_eq!(stored.rounds[0].games.len(), 20);
}
