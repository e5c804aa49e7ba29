//! The window's words built from values, in one place; plain labels are `t!` calls where they
//! are shown. Every sentence comes from `assets/locales/*/ui.ftl` in the window's language.

use orda_core::t;

pub const APP_TITLE: &str = "Orda";

// Replay buttons: symbols, the same in every language.
pub const FIRST: &str = "|◀";
pub const PREV: &str = "◀";
pub const NEXT: &str = "▶";
pub const LAST: &str = "▶|";

/// `round 4 of 9, 3 results missing`.
pub fn progress(paired: u32, rounds: u32, missing: usize) -> String {
    if paired == 0 {
        t!("progress-not-started", rounds = rounds)
    } else if missing == 0 {
        t!("progress-complete", paired = paired, rounds = rounds)
    } else {
        t!(
            "progress-missing",
            paired = paired,
            rounds = rounds,
            missing = missing
        )
    }
}

/// `Delete round 3 and its 12 results?`
pub fn confirm_delete(round: u32, results: usize) -> String {
    t!("confirm-delete-round", round = round, results = results)
}

/// `board 7: 15 A – 14 B`.
pub fn board_change(board: u32, white: &str, black: &str) -> String {
    t!("board-change", board = board, white = white, black = black)
}

/// `bye: 15 B`.
pub fn bye_change(player: &str) -> String {
    t!("bye-change", player = player)
}

/// `Import 12 players`.
pub fn import_n(n: usize) -> String {
    t!("import-n", n = n)
}

/// `Round 2, board 3: A – B`.
pub fn board_title(round: u32, board: u32, white: &str, black: &str) -> String {
    t!(
        "board-title",
        round = round,
        board = board,
        white = white,
        black = black
    )
}

/// `ply 12 of 40`.
pub fn ply_of(ply: usize, of: usize) -> String {
    t!("ply-of", ply = ply, of = of)
}

/// A shortcut hint appended to a tooltip.
pub fn with_key(tip: &str, key: &str) -> String {
    t!("with-key", tip = tip, key = key)
}

// Status messages and table words built from values.

/// The breakdown table's columns.
pub fn breakdown_columns() -> [String; 5] {
    [
        t!("col-round-short"),
        t!("col-colour-short"),
        t!("col-opponent"),
        t!("col-result-short"),
        t!("col-opponent-points"),
    ]
}

pub fn opened(path: &str) -> String {
    t!("opened", path = path)
}

pub fn backed_up(path: &str) -> String {
    t!("backed-up", path = path)
}

pub fn created(name: &str) -> String {
    t!("created", name = name)
}

pub fn entered(name: &str, no: u32) -> String {
    t!("entered", name = name, no = no)
}

pub fn changed(name: &str) -> String {
    t!("changed", name = name)
}

pub fn withdrawn(no: u32, from: u32, forfeits: usize) -> String {
    t!("withdrawn", no = no, from = from, forfeits = forfeits)
}

pub fn reinstated(no: u32, from: u32, cleared: usize) -> String {
    t!("reinstated", no = no, from = from, cleared = cleared)
}

pub fn player_deleted(no: u32, name: &str) -> String {
    t!("player-deleted", no = no, name = name)
}

/// A TRF file imported, with what the import noted (the first few; the command line lists
/// them all).
pub fn trf_imported(
    name: &str,
    file: &str,
    encoding: Option<&str>,
    notes: &[orda_core::app::transfer::ImportNote],
) -> String {
    let mut said = match encoding {
        Some(e) => t!("trf-imported-as", name = name, file = file, encoding = e),
        None => t!("trf-imported", name = name, file = file),
    };
    const SHOWN: usize = 5;
    for n in notes.iter().take(SHOWN) {
        said.push_str("; ");
        said.push_str(&orda_core::words::formats::import_note(n));
    }
    if notes.len() > SHOWN {
        said.push_str("; ");
        said.push_str(&t!("trf-notes-more", n = notes.len() - SHOWN));
    }
    said
}

pub fn tournament_deleted(name: &str) -> String {
    t!("tournament-deleted", name = name)
}

pub fn confirm_delete_player(no: u32, name: &str) -> String {
    t!("confirm-delete-player", no = no, name = name)
}

pub fn confirm_delete_tournament(name: &str, progress: &str) -> String {
    t!(
        "confirm-delete-tournament",
        name = name,
        progress = progress
    )
}

/// Rounds `first`-`last`, or the one round when they are the same.
pub fn rounds_span((first, last): (u32, u32)) -> String {
    if first == last {
        first.to_string()
    } else {
        format!("{first}-{last}")
    }
}

pub fn result_stale(round: u32, board: u32, result: &str, old: &str, rounds: (u32, u32)) -> String {
    if rounds.0 == rounds.1 {
        t!(
            "result-stale-one",
            round = round,
            board = board,
            result = result,
            old = old,
            later = rounds.0
        )
    } else {
        t!(
            "result-stale-many",
            round = round,
            board = board,
            result = result,
            old = old,
            first = rounds.0,
            last = rounds.1
        )
    }
}

pub fn withdrawn_status(from: u32) -> String {
    t!("withdrawn-status", from = from)
}

/// Under the import preview's file name: how its bytes were decoded.
pub fn read_as(how: &str) -> String {
    t!("read-as", how = how)
}

pub fn imported(n: usize, file: &str) -> String {
    t!("imported", n = n, file = file)
}

pub fn paired(round: u32, boards: usize) -> String {
    t!("paired", round = round, boards = boards)
}

pub fn result_entered(round: u32, board: u32, result: &str) -> String {
    t!(
        "result-entered",
        round = round,
        board = board,
        result = result
    )
}

pub fn round_deleted(round: u32) -> String {
    t!("round-deleted", round = round)
}

pub fn score_file(round: u32, board: u32) -> String {
    t!("score-file", round = round, board = board)
}

pub fn score_stored(round: u32, board: u32) -> String {
    t!("score-stored", round = round, board = board)
}

pub fn wrote(path: &str) -> String {
    t!("wrote", path = path)
}

pub fn bye_line(no: u32, name: &str, what: &str) -> String {
    t!("bye-line", no = no, name = name, what = what)
}

pub use orda_core::words::reports::{breakdown_points, bye_kind};

pub fn bad_rating(r: &str) -> String {
    t!("bad-rating", rating = r)
}

pub fn bad_sex(s: &str) -> String {
    t!("bad-sex", sex = s)
}

pub fn ordered_by_lot(seed: u64) -> String {
    t!("ordered-by-lot", seed = seed.to_string())
}

pub fn bye_requested(no: u32, round: u32, kind: orda_core::tournament::ByeKind) -> String {
    match kind {
        orda_core::tournament::ByeKind::Zero => {
            t!("zero-bye-requested", player = no, round = round)
        }
        _ => t!("half-bye-requested", player = no, round = round),
    }
}

pub fn bye_cancelled(no: u32, round: u32) -> String {
    t!("bye-cancelled", player = no, round = round)
}

pub fn forbidden_set(a: u32, b: u32, keep: bool) -> String {
    if keep {
        t!("kept-apart", a = a, b = b)
    } else {
        t!("may-meet", a = a, b = b)
    }
}

pub fn bad_seed(s: &str) -> String {
    t!("bad-seed", seed = s.trim())
}

pub fn not_a_number(s: &str) -> String {
    t!("not-a-number", text = s)
}

pub fn bye_announced(round: u32, kind: orda_core::tournament::ByeKind) -> String {
    match kind {
        orda_core::tournament::ByeKind::Zero => t!("zero-bye-announced", round = round),
        _ => t!("half-bye-announced", round = round),
    }
}

pub fn kept_apart_from(no: u32, name: &str, rounds: Option<(u32, u32)>) -> String {
    match rounds {
        None => t!("kept-apart-from", no = no, name = name),
        Some((first, last)) => t!(
            "kept-apart-from-rounds",
            no = no,
            name = name,
            first = first,
            last = last
        ),
    }
}

pub fn duplicate_name(no: u32, name: &str) -> String {
    t!("duplicate-name", no = no, name = name)
}

pub fn duplicate_in_file(name: &str) -> String {
    t!("duplicate-in-file", name = name)
}

/// A team an import makes, with how many of the file's players go into it.
pub fn team_to_make(team: &str, players: usize) -> String {
    t!("import-team-made", team = team, n = players)
}

pub fn already_entered(no: u32, name: &str) -> String {
    t!("already-entered", no = no, name = name)
}

pub fn draft_score(round: u32, board: u32) -> String {
    t!("draft-score", round = round, board = board)
}
