//! Every word the window shows, in one place, so that a Kazakh or Russian table can replace this
//! module later without touching the views. Messages that come back from `app` (refusals, the
//! engine's verdicts) are shown as they are.

pub const APP_TITLE: &str = "Orda";

// Views (the tab bar) and their shortcuts.
pub const VIEW_START: &str = "Start";
pub const VIEW_SETTINGS: &str = "Settings";
pub const VIEW_PLAYERS: &str = "Players";
pub const VIEW_ROUNDS: &str = "Rounds";
pub const VIEW_GAME: &str = "Game";
pub const VIEW_STANDINGS: &str = "Standings";

// Menus.
pub const MENU_FILE: &str = "File";
pub const MENU_EXPORT: &str = "Export";
pub const NEW_DATABASE: &str = "New database…";
pub const OPEN_DATABASE: &str = "Open database…";
pub const BACK_UP_DATABASE: &str = "Back up the database";
pub const EXPORT_STANDINGS_CSV: &str = "Standings (CSV)…";
pub const EXPORT_STANDINGS_HTML: &str = "Standings (HTML)…";
pub const EXPORT_CROSSTABLE_CSV: &str = "Crosstable (CSV)…";
pub const EXPORT_CROSSTABLE_HTML: &str = "Crosstable (HTML)…";
pub const EXPORT_PAIRINGS_HTML: &str = "Pairings of the round (HTML)…";
pub const EXPORT_TRF: &str = "FIDE TRF…";
pub const EXPORT_RECORDS: &str = "Game records (PGN-like)…";

// Start view.
pub const RECENT: &str = "Recent databases";
pub const NO_RECENT: &str = "None yet.";
pub const DATABASE_PATH: &str = "Database file";
pub const OPEN_PATH: &str = "Open or create";
pub const OPEN_PATH_TIP: &str = "Open this file, creating it if it does not exist";
pub const TOURNAMENTS: &str = "Tournaments";
pub const NO_DATABASE: &str = "Open or create a database to begin.";
pub const NO_TOURNAMENTS: &str = "No tournament yet: create one below.";
pub const NEW_TOURNAMENT: &str = "New tournament";
pub const NAME: &str = "Name";
pub const SYSTEM: &str = "System";
pub const ROUNDS: &str = "Rounds";
pub const CREATE: &str = "Create";
pub const OPEN: &str = "Open";

// Settings view.
pub const VENUE: &str = "Venue";
pub const START_DATE: &str = "First day (YYYY-MM-DD)";
pub const END_DATE: &str = "Last day (YYYY-MM-DD)";
pub const ARBITER: &str = "Chief arbiter";
pub const TIME_CONTROL: &str = "Time control";
pub const BYE_POINTS: &str = "Pairing-allocated bye";
pub const TIEBREAKS: &str = "Tie-breaks, in order";
pub const TIEBREAK_EDITION: &str = "Unplayed rounds (C.07 edition)";
pub const GAME: &str = "Game";
pub const SAVE_SETTINGS: &str = "Save settings";
pub const REVERT: &str = "Revert";

// Players view.
pub const SEARCH: &str = "Search";
pub const SEARCH_TIP: &str = "Filter by name, region, club or title (Ctrl+F)";
pub const COL_NO: &str = "No";
pub const COL_NAME: &str = "Name";
pub const COL_TITLE: &str = "Title";
pub const COL_RATING: &str = "Rating";
pub const COL_REGION: &str = "Region";
pub const COL_CLUB: &str = "Club";
pub const COL_STATUS: &str = "Status";
pub const ACTIVE: &str = "plays";
pub const ADD_PLAYER: &str = "Add player";
pub const ADD_PLAYER_TIP: &str =
    "Add a player (Ctrl+N); after round 1 of a Swiss this is a late entry";
pub const EDIT_PLAYER: &str = "Save changes";
pub const NEW_PLAYER: &str = "New player";
pub const CLEAR_FORM: &str = "Clear";
pub const BIRTH: &str = "Birth (YYYY-MM-DD)";
pub const SEX: &str = "Sex (m/w)";
pub const WITHDRAW: &str = "Withdraw from round";
pub const REINSTATE: &str = "Reinstate";
pub const REINSTATE_TIP: &str = "Take back the withdrawal: he is paired again, and forfeits his withdrawal put on the round in progress are cleared";
pub const DELETE_PLAYER: &str = "Delete player…";
pub const DELETE_PLAYER_TIP: &str =
    "Delete a player entered by mistake (only before round 1; afterwards withdraw him)";
pub const IMPORT_TRF: &str = "Import TRF…";
pub const IMPORT_TRF_PATH: &str = "TRF file";
pub const IMPORT_TRF_TIP: &str =
    "Import a tournament from a FIDE TRF file (Swiss-Manager, Vega, Papi, lichess...)";
pub const IMPORT: &str = "Import";
pub const DELETE_TOURNAMENT: &str = "Delete…";
pub const DELETE_TOURNAMENT_TITLE: &str = "Delete the tournament";
pub const DELETE_TOURNAMENT_TIP: &str = "Delete this tournament with everything in it";
pub const IMPORT_CSV: &str = "Import CSV…";
pub const OR_PATH: &str = "or file";
pub const PREVIEW: &str = "Preview";
pub const NO_DIALOG: &str =
    "No file dialog is available here: type the path, or drop the file on the window";
pub const IMPORT_PREVIEW: &str = "Import preview";
pub const CANCEL: &str = "Cancel";

// Rounds view.
pub const ROUND: &str = "Round";
pub const PAIR_NEXT: &str = "Pair next round";
pub const PAIR_NEXT_TIP: &str = "Pair the next round (Ctrl+P)";
pub const DELETE_LAST: &str = "Delete last round…";
pub const DELETE_LAST_TIP: &str =
    "Delete the last round with its results, as if it was never paired";
pub const CONFIRM_DELETE: &str = "Delete";
pub const SWAP_COLOURS: &str = "Swap colours";
pub const SWAP_COLOURS_TIP: &str = "Swap the colours of the selected board (before any result)";
pub const EXCHANGE: &str = "Exchange Black with board";
pub const EXCHANGE_TIP: &str =
    "Exchange the Black players of the selected board and the board given";
pub const CHANGE_PAIRING: &str = "Change the pairing:";
pub const NO_RULE_BROKEN: &str = "No pairing rule is broken.";
pub const APPLY: &str = "Apply";
pub const BYE_TO_WHITE: &str = "Bye to White";
pub const BYE_TO_BLACK: &str = "Bye to Black";
pub const BYE_TIP: &str = "Give the pairing-allocated bye to this player of the selected board; the player who had it takes the seat";
pub const PAIR_ANYWAY: &str = "Pair it anyway";
pub const OPEN_GAME: &str = "Game score…";
pub const OPEN_GAME_TIP: &str = "Enter or replay the game of the selected board (G)";
pub const COL_BOARD: &str = "Bd";
pub const COL_WHITE: &str = "White";
pub const COL_BLACK: &str = "Black";
pub const COL_RESULT: &str = "Result";
pub const COL_SCORE: &str = "Score";
pub const NOT_PAIRED: &str = "No round is paired yet.";
pub const KEYS_HELP: &str = "Keys: ↑/↓ board · 1 = 0 result · + − forfeit · * double forfeit · Delete clears · Enter next board";

// Game view.
pub const NO_BOARD: &str = "Choose a board in Rounds (select it and press G).";
pub const FIRST: &str = "|◀";
pub const PREV: &str = "◀";
pub const NEXT: &str = "▶";
pub const LAST: &str = "▶|";
pub const REPLAY_TIP: &str = "Step through the game (← and →; Home and End)";
pub const SCORE_TEXT: &str = "Score (type, paste, or play the moves on the board)";
pub const SAVE_SCORE: &str = "Save score to the board";
pub const SAVE_SCORE_TIP: &str = "Store the score with the board's result (Ctrl+S)";
pub const UNDO_MOVE: &str = "Take back last move";
pub const TO_MOVE: &str = "to move";
pub const WHITE: &str = "White";
pub const BLACK: &str = "Black";
pub const TUZDYK: &str = "tuzdyk";
pub const KAZAN: &str = "kazan";
pub const EMPTY_POINT: &str = "empty";
pub const PIECES: &str = "pieces";
pub const END_TURN: &str = "End turn";
pub const END_TURN_TIP: &str =
    "End the chain here (or click the piece again); Esc starts the turn again";
pub const APPROACH: &str = "Approach (A)";
pub const WITHDRAWAL: &str = "Withdrawal (W)";
pub const CAPTURE_CHOICE: &str = "This step can capture either way:";
pub const GAME_OVER: &str = "game over";
pub const VALID: &str = "valid";

// Standings view.
pub const STANDINGS: &str = "Standings";
pub const CROSSTABLE: &str = "Crosstable";
pub const AFTER_ROUND: &str = "After round";
pub const BREAKDOWN: &str = "Breakdown";
pub const CLICK_PLAYER: &str = "Click a player for the breakdown of each tie-break.";

// Status bar.
pub const NO_DB: &str = "no database";
pub const SAVED: &str = "saved";

/// `round 4 of 9, 3 results missing`.
pub fn progress(paired: u32, rounds: u32, missing: usize) -> String {
    match (paired, missing) {
        (0, _) => format!("not started, {rounds} rounds"),
        (_, 0) => format!("round {paired} of {rounds}, complete"),
        (_, 1) => format!("round {paired} of {rounds}, 1 result missing"),
        _ => format!("round {paired} of {rounds}, {missing} results missing"),
    }
}

/// `Delete round 3 and its 12 results?`
pub fn confirm_delete(round: u32, results: usize) -> String {
    format!(
        "Delete round {round} and its {results} result(s)? Everything returns to how it was before round {round} was paired."
    )
}

/// `board 7: 15 A – 14 B`.
pub fn board_change(board: u32, white: &str, black: &str) -> String {
    format!("board {board}: {white} – {black}")
}

/// `bye: 15 B`.
pub fn bye_change(player: &str) -> String {
    format!("pairing-allocated bye: {player}")
}

/// `Import 12 players`.
pub fn import_n(n: usize) -> String {
    format!("Import {n} players")
}

/// `Round 2, board 3: A – B`.
pub fn board_title(round: u32, board: u32, white: &str, black: &str) -> String {
    format!("Round {round}, board {board}: {white} – {black}")
}

/// `ply 12 of 40`.
pub fn ply_of(ply: usize, of: usize) -> String {
    format!("ply {ply} of {of}")
}

/// A shortcut hint appended to a tooltip.
pub fn with_key(tip: &str, key: &str) -> String {
    format!("{tip} ({key})")
}

// Status messages and table words built from values.

/// After a refusal the arbiter may override: the status bar's button, and what the sentence says.
pub const STORE_ANYWAY: &str = "Store anyway";
pub const STORE_ANYWAY_TIP: &str =
    "Store it as entered: the arbiter's decision stands, with the warning kept beside it";
pub const HINT_STORE_ANYWAY: &str = " (“Store anyway” keeps the arbiter's result)";
pub const HINT_OR_STORE_ANYWAY: &str = ", or “Store anyway”";
pub const HINT_PAIR_ANYWAY: &str = "; “Store anyway” pairs it anyway";
pub const HINT_WITHDRAW: &str = " (Players › Withdraw)";
pub const NO_TOURNAMENT_OPEN: &str = "no tournament is open";
pub const NO_DATABASE_OPEN: &str = "no database is open";
pub const SETTINGS_STORED: &str = "settings stored";
pub const PAIRING_CHANGED: &str = "pairing changed";
pub const CLEARED: &str = "cleared";
pub const PAB: &str = "pairing-allocated bye";
pub const HALF_BYE: &str = "half-point bye";
pub const ZERO_BYE: &str = "zero-point bye";
pub const RESTS: &str = "rests";
pub const ABSENT: &str = "absent";
pub const BREAKDOWN_COLUMNS: [&str; 5] = ["Rd", "Col", "Opponent", "Res", "Opp. pts"];
pub const POINTS: &str = "Pts";
pub const WHITE_SHORT: &str = "W";
pub const BLACK_SHORT: &str = "B";

pub fn opened(path: &str) -> String {
    format!("opened {path}")
}

pub fn backed_up(path: &str) -> String {
    format!("backup written: {path}")
}

pub fn created(name: &str) -> String {
    format!("created {name}")
}

pub fn entered(name: &str, no: u32) -> String {
    format!("{name} entered as No {no}")
}

pub fn changed(name: &str) -> String {
    format!("{name} changed")
}

pub fn withdrawn(no: u32, from: u32, forfeits: usize) -> String {
    format!("No {no} withdrawn from round {from}; {forfeits} board(s) forfeited")
}

pub fn reinstated(no: u32, from: u32, cleared: usize) -> String {
    format!("No {no} plays again from round {from}; {cleared} forfeit(s) cleared")
}

pub fn player_deleted(no: u32, name: &str) -> String {
    format!("No {no} {name} deleted; later starting numbers moved up one")
}

pub fn trf_imported(name: &str, file: &str, encoding: Option<&str>) -> String {
    match encoding {
        Some(e) => format!("Tournament {name} imported from {file}, read as {e}"),
        None => format!("Tournament {name} imported from {file}"),
    }
}

pub fn tournament_deleted(name: &str) -> String {
    format!("Tournament {name} deleted")
}

pub fn confirm_delete_player(no: u32, name: &str) -> String {
    format!("Delete No {no} {name}? Later starting numbers move up one.")
}

pub fn confirm_delete_tournament(name: &str, progress: &str) -> String {
    format!(
        "Delete the tournament {name} ({progress}) with all its players, rounds, results and game scores? This cannot be undone."
    )
}

pub fn result_stale(round: u32, board: u32, result: &str, old: &str, rounds: (u32, u32)) -> String {
    let later = if rounds.0 == rounds.1 {
        format!(
            "round {} was paired with the old result {old} and is",
            rounds.0
        )
    } else {
        format!(
            "rounds {}-{} were paired with the old result {old} and are",
            rounds.0, rounds.1
        )
    };
    format!("Round {round} board {board}: {result}. Warning: {later} not paired again")
}

pub fn withdrawn_status(from: u32) -> String {
    format!("withdrawn from round {from}")
}

/// Under the import preview's file name: how its bytes were decoded.
pub fn read_as(how: &str) -> String {
    format!("Read as {how}")
}

pub fn imported(n: usize, file: &str) -> String {
    format!("{n} players imported from {file}")
}

pub fn paired(round: u32, boards: usize) -> String {
    format!("round {round} paired: {boards} boards")
}

pub fn result_entered(round: u32, board: u32, result: &str) -> String {
    format!("round {round}, board {board}: {result}")
}

pub fn round_deleted(round: u32) -> String {
    format!("round {round} deleted")
}

pub fn score_file(round: u32, board: u32) -> String {
    format!("round {round} board {board}")
}

pub fn score_stored(round: u32, board: u32) -> String {
    format!("round {round}, board {board}: score stored")
}

pub fn wrote(path: &str) -> String {
    format!("wrote {path}")
}

pub fn bye_line(no: u32, name: &str, what: &str) -> String {
    format!("{no} {name}: {what}")
}

pub fn bye_in_breakdown(code: &str) -> String {
    format!("bye ({code})")
}

pub fn all_paired(rounds: u32) -> String {
    format!("all {rounds} rounds are paired")
}

pub fn bad_rating(r: &str) -> String {
    format!("rating `{r}` is not a number")
}

pub fn bad_sex(s: &str) -> String {
    format!("sex `{s}` is not m or w")
}

pub fn bad_tiebreak(code: &str) -> String {
    format!("`{code}` is not a tie-break")
}
