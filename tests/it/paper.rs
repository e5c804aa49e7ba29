//! The paper an arbiter hands out, printed from the command line: result slips, the players
//! and check-in lists, the tournament report (docs/paper.md). Every figure is counted again
//! here from the tournament itself.

use orda::store::Store;

use crate::util::{orda_db, stderr, stdout};

/// The championship of federation.rs in a file: (file, its Swiss's id).
fn championship() -> (std::path::PathBuf, String) {
    let db = crate::util::fresh_db("paper");
    let (store, _, open, _) = crate::federation::championship_in(Store::open(&db).expect("a file"));
    drop(store);
    (db, open.to_string())
}

fn print(db: &std::path::Path, args: &[&str]) -> String {
    let o = orda_db(db, args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

#[test]
fn slips_lists_and_the_report() {
    let (db, t) = championship();
    let mut store = Store::open(&db).expect("opens");
    let tour = orda::app::query::tournament(
        &mut store,
        orda::tournament::TournamentId(t.parse().expect("id")),
    )
    .expect("t");
    drop(store);

    // One slip per board of round 5, three to a page; with the grid, a back page per front.
    let slips = print(&db, &["print", "slips", "-t", &t, "--round", "5"]);
    let boards = tour.rounds[4].games.len();
    assert_eq!(boards, 20);
    assert_eq!(slips.matches("<div class=\"slip\">").count(), boards);
    assert_eq!(
        slips.matches("<div class=\"page\">").count(),
        boards.div_ceil(3)
    );
    let g = &tour.rounds[4].games[0];
    let white = tour.entrant(g.white).expect("white");
    assert!(slips.contains("Round 5, board 1"));
    assert!(slips.contains(&format!(
        "{} {} ({})",
        white.no,
        white.name,
        white.rating.expect("rated")
    )));
    assert!(slips.contains("size: A4"));
    let backs = print(
        &db,
        &[
            "print",
            "slips",
            "-t",
            &t,
            "--round",
            "5",
            "--scoresheet",
            "--paper",
            "letter",
        ],
    );
    assert_eq!(
        backs.matches("<div class=\"page\">").count(),
        2 * boards.div_ceil(3)
    );
    assert_eq!(backs.matches("<table class=\"grid\">").count(), boards);
    assert!(backs.contains(">100</td>"), "moves 1-100 on the grid");
    assert!(backs.contains("size: letter"));
    let none = orda_db(&db, &["print", "slips", "-t", &t, "--round", "6"]);
    assert_eq!(none.status.code(), Some(1), "round 6 is not paired");

    // The players list by rating: P01 (1990) first, P40 (1600) last; the check-in list has
    // every player once with a box to tick.
    let players = print(&db, &["print", "players", "-t", &t, "--by", "rating"]);
    let first = players.find(">P01<").expect("P01");
    let last = players.find(">P40<").expect("P40");
    assert!(first < last);
    assert!(!players.contains("2009-06-15"), "no birth dates on paper");
    let checkin = print(&db, &["print", "checkin", "-t", &t]);
    assert_eq!(checkin.matches("☐").count(), 40);

    // The report: the tournament in figures, counted here again.
    let report = print(&db, &["print", "report", "-t", &t]);
    let games: Vec<_> = tour.rounds.iter().flat_map(|r| &r.games).collect();
    let white = games
        .iter()
        .filter(|g| g.result == Some(orda::tournament::GameResult::WhiteWins))
        .count();
    let draws = games
        .iter()
        .filter(|g| g.result == Some(orda::tournament::GameResult::Draw))
        .count();
    let black = games
        .iter()
        .filter(|g| g.result == Some(orda::tournament::GameResult::BlackWins))
        .count();
    assert_eq!(
        white + draws + black,
        games.len(),
        "no forfeits in this one"
    );
    assert!(
        report.contains(&format!("{white} &#x2f; {draws} &#x2f; {black}")),
        "outcomes"
    );
    assert!(report.contains("40 (30 men, 10 women)"));
    assert!(
        report.contains(&format!(">{}</td>", games.len())),
        "games played"
    );
    for part in [
        "Standings after round 5",
        "Crosstable after round 5",
        "Rating report after round 5",
    ] {
        assert!(report.contains(part), "{part}");
    }
}
