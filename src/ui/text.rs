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
pub const SCORE_TEXT: &str = "Score (type, paste, or click an otau of the side to move)";
pub const SAVE_SCORE: &str = "Save score to the board";
pub const SAVE_SCORE_TIP: &str = "Store the score with the board's result (Ctrl+S)";
pub const UNDO_MOVE: &str = "Take back last move";
pub const TO_MOVE: &str = "to move";
pub const WHITE: &str = "White";
pub const BLACK: &str = "Black";
pub const TUZDYK: &str = "tuzdyk";
pub const KAZAN: &str = "kazan";
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
