//! The paper an arbiter hands out, printed from the command line: result slips, the players
//! and check-in lists, the tournament report (docs/paper.md). Every figure is counted again
//! here from the tournament itself.

use orda::store::Store;

use crate::util::{orda_db, stderr, stdout};

/// The championship of federation.rs in a file of its own, named `name` (tests run side by
/// side): (file, its Swiss's id).
fn championship(name: &str) -> (std::path::PathBuf, String) {
    let db = crate::util::fresh_db(name);
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
    let (db, t) = championship("paper");
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
    // With the scoresheet, a sheet per board: the slip and the first moves in front, the rest
    // on the back, in rows of 6 mm, with room for the longest game of the corpus.
    assert_eq!(
        backs.matches("<div class=\"page sheet\">").count(),
        2 * boards
    );
    assert_eq!(backs.matches("<table class=\"grid\">").count(), 2 * boards);
    assert_eq!(backs.matches("<div class=\"slip\">").count(), boards);
    let longest = crate::util::corpus_games(&crate::util::corpus())
        .iter()
        .map(|g| {
            g.split_whitespace()
                .filter_map(|w| w.strip_suffix('.')?.parse::<usize>().ok())
                .max()
                .unwrap_or(0)
        })
        .max()
        .expect("games");
    assert!(longest >= 150, "the corpus has long games: {longest}");
    let room = orda::formats::slips::scoresheet_moves(orda::formats::sheet::Paper::Letter);
    assert!(
        room >= longest,
        "{room} moves on Letter, the longest game has {longest}"
    );
    assert!(
        backs.contains(&format!(">{room}</td>")) && !backs.contains(&format!(">{}</td>", room + 1))
    );
    assert!(backs.contains("height: 6mm"));
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
    // Rows a pen can sign in (at least 8 mm), and every paper at 10 pt over the page's
    // width on paper (never shrunk to fit by a long name: names wrap in their column).
    assert_eq!(checkin.matches("<td class=\"sign\">").count(), 40);
    assert!(checkin.contains("td.sign { height: 9mm;"));
    let print_css = &checkin[checkin.find("@media print").expect("print rules")..];
    assert!(print_css.contains("body { margin: 0; font-size: 10pt; }"));
    assert!(print_css.contains("table { width: 100%; }"));
    assert!(print_css.contains("th, td { white-space: normal; }"));
    // A section's papers carry the event's name as well as its own.
    assert!(checkin.contains("<h1>Kazakhstan championship 2026 — Open</h1>"));

    // The wall chart: each player of round 5 once, alphabetically, with his board, colour and
    // opponent as the round has them.
    let wall = print(&db, &["print", "wallchart", "-t", &t, "--round", "5"]);
    let names: Vec<&str> = wall
        .split("<tr><td>")
        .skip(1)
        .filter_map(|r| r.split('<').next())
        .collect();
    let round5 = &tour.rounds[4];
    assert_eq!(names.len(), 2 * boards + round5.byes.len());
    let order = orda::tournament::collate::Collation::of(orda::tournament::Lang::En);
    assert!(
        names.windows(2).all(|w| order.compare(w[0], w[1]).is_le()),
        "{names:?}"
    );
    let g = &round5.games[3];
    let (w, b) = (
        tour.entrant(g.white).expect("w"),
        tour.entrant(g.black).expect("b"),
    );
    let row = format!("<tr><td>{}</td><td class=\"number\">{}</td>", w.name, w.no);
    let at = wall.find(&row).expect("white's row");
    let line = &wall[at..at + wall[at..].find("</tr>").expect("row end")];
    assert!(
        line.contains(&format!(
            "<td class=\"number\">{}</td><td>White</td><td>{} {}</td>",
            g.board, b.no, b.name
        )),
        "{line}"
    );

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

/// The report's figures count the rounds its tables show: a result of a round still being
/// played is in neither.
#[test]
fn the_report_counts_the_rounds_its_tables_show() {
    let (db, t) = crate::web::event("paper-report-rounds");
    let mut store = Store::open(&db).expect("opens");
    crate::util::apply(
        &mut store,
        orda::app::EnterResults {
            t,
            round: orda::tournament::RoundNo(1),
            entries: vec![orda::app::ResultEntry {
                board: orda::tournament::Board(1),
                result: Some(orda::tournament::GameResult::WhiteWins),
                score: None,
            }],
            insist: false,
        },
    );
    drop(store);
    let report = print(&db, &["print", "report", "-t", &t.to_string()]);
    assert!(report.contains("Standings after round 0"));
    assert!(
        report.contains("<td>Games played over the board</td><td>0</td>"),
        "{report}"
    );
    assert!(report.contains("0 &#x2f; 0 &#x2f; 0"));
}

/// The crosstable by rank (issue 47): the lines in the order of the standings, the place first,
/// and a Swiss cell's opponent by his line, so that a reader follows a game along the page; the
/// crosstable by number is unchanged, and every cell says the same result either way.
#[test]
fn the_crosstable_by_rank_follows_the_standings() {
    let (db, open) = championship("paper-by-rank");
    let standings = print(&db, &["standings", "-t", &open, "--format", "csv"]);
    let ranked: Vec<Vec<String>> = standings
        .lines()
        .skip(1)
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    let by_no = print(&db, &["crosstable", "-t", &open, "--format", "csv"]);
    let by_rank = print(
        &db,
        &["crosstable", "-t", &open, "--by-rank", "--format", "csv"],
    );
    let rows = |text: &str| -> Vec<Vec<String>> {
        text.lines()
            .skip(1)
            .map(|l| l.split(',').map(String::from).collect())
            .collect()
    };
    let (by_no, by_rank) = (rows(&by_no), rows(&by_rank));
    // The lines in the standings' order (its number is the second column; the crosstable's the
    // first).
    let order: Vec<&str> = ranked.iter().map(|r| r[1].as_str()).collect();
    let lines: Vec<&str> = by_rank.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(lines, order);
    // Each cell names the opponent by his line: the same game as the crosstable by number says.
    let line_of = |no: &str| order.iter().position(|n| *n == no).map(|i| i + 1);
    for row in &by_rank {
        let same = by_no
            .iter()
            .find(|r| r[0] == row[0])
            .expect("his line by number");
        // The rounds' cells: between the name and the points and rank.
        let rounds = 2..row.len() - 2;
        assert_eq!(
            row[row.len() - 2..],
            same[same.len() - 2..],
            "points and rank"
        );
        for (cell, plain) in row[rounds.clone()].iter().zip(&same[rounds]) {
            let digits =
                |c: &str| -> String { c.chars().take_while(char::is_ascii_digit).collect() };
            let (opp_line, opp_no) = (digits(cell), digits(plain));
            if opp_no.is_empty() {
                assert_eq!(cell, plain, "a bye or a total reads alike");
                continue;
            }
            assert_eq!(
                opp_line.parse::<usize>().ok(),
                line_of(&opp_no),
                "{cell} is {plain}"
            );
            assert_eq!(&cell[opp_line.len()..], &plain[opp_no.len()..]);
        }
    }
    // The text leads with the place.
    let text = print(&db, &["crosstable", "-t", &open, "--by-rank"]);
    let heading = text
        .lines()
        .find(|l| l.contains("Name"))
        .expect("a heading");
    assert!(heading.trim_start().starts_with("Rank"), "{heading}");
    assert!(text.contains("by rank"), "{text}");
}
