//! The column names of the CSV files: a machine format, the same whatever the language (text and
//! HTML name their columns in words; `words::reports`).

/// `orda pairings --format csv`.
/// `orda log --format csv`: the face and kind as stable codes (`cli`, `enter-results`).
pub const JOURNAL: [&str; 9] = [
    "No",
    "At",
    "Who",
    "Face",
    "Tournament",
    "Kind",
    "Details",
    "UndoneBy",
    "Undoes",
];
pub const PAIRINGS: [&str; 6] = ["Board", "WhiteNo", "White", "BlackNo", "Black", "Result"];
/// `orda access players --format csv`: each player's code, made now (else empty).
pub const CODES: [&str; 3] = ["No", "Name", "Code"];
/// `orda reports --format csv`: the reports from the hall, the status as its code.
pub const REPORTS: [&str; 7] = [
    "Round",
    "Board",
    "White",
    "Black",
    "Reported",
    "Confirmed",
    "Status",
];
/// `orda reports byes --format csv`: the byes players asked for.
pub const BYES: [&str; 5] = ["Round", "No", "Name", "Bye", "Status"];
/// `orda access list --format csv`: the codes (never the codes themselves).
pub const ACCESS: [&str; 8] = [
    "Id",
    "Role",
    "No",
    "Name",
    "Made",
    "Revoked",
    "WrongTries",
    "Locked",
];
/// `orda standings --format csv`, before the tie-break codes.
pub const STANDINGS: [&str; 8] = [
    "Rank", "No", "Name", "Title", "Rating", "Pts", "QPts", "Played",
];
/// `orda crosstable --format csv`, before the rounds.
pub const CROSSTABLE_LEFT: [&str; 2] = ["No", "Name"];
/// `orda crosstable --format csv`, after the rounds.
pub const CROSSTABLE_RIGHT: [&str; 2] = ["Pts", "Rank"];
/// `orda standings --category NAME --format csv`: the category's rank and the overall one,
/// then the standings' columns from `No` on.
pub const CATEGORY_LEFT: [&str; 2] = ["Rank", "Overall"];
/// `orda prizes --format csv`.
pub const PRIZES: [&str; 9] = [
    "Category", "Place", "Prize", "Amount", "Rank", "No", "Name", "Pts", "Received",
];
/// `orda teams --format csv`, before the tie-breaks (then `Members`).
pub const TEAMS: [&str; 3] = ["Rank", "Team", "Pts"];
/// `orda teams --format csv`: a team tie-break's column.
pub fn team_tiebreak(tb: crate::tournament::teams::TeamTb) -> &'static str {
    use crate::tournament::teams::TeamTb;
    match tb {
        TeamTb::Next => "Next",
        TeamTb::Best => "Best",
        TeamTb::Total => "Total",
    }
}
/// `orda event standings --format csv`: the first column, the section's name.
pub const SECTION: &str = "Section";
/// `orda teams --format csv`, the last column.
pub const TEAMS_MEMBERS: &str = "Members";
/// `orda teams --event ID --format csv`: `Rank,Team`, the sections, then `Total`.
pub const EVENT_TEAMS: [&str; 3] = ["Rank", "Team", "Total"];
/// `orda pairings --format csv` of a team tournament (docs/teams.md; scripts depend on it).
pub const TEAM_PAIRINGS: [&str; 9] = [
    "Match",
    "Board",
    "WhiteTeam",
    "WhiteNo",
    "White",
    "BlackTeam",
    "BlackNo",
    "Black",
    "Result",
];
/// A team pairing list's result for a team without an opponent: a Swiss's bye, a
/// round-robin's rest (codes, not words).
pub const TEAM_BYE: &str = "bye";
/// See [`TEAM_BYE`].
pub const TEAM_REST: &str = "rest";
/// `orda standings --format csv` of a team tournament, before the tie-break codes.
pub const TEAM_STANDINGS: [&str; 4] = ["Rank", "Team", "MP", "GP"];
/// `orda team boards --format csv`.
pub const BOARD_PRIZES: [&str; 8] = [
    "Board", "Place", "No", "Name", "Team", "Points", "Games", "Percent",
];
/// `orda team list --format csv`.
pub const TEAM_LIST: [&str; 5] = ["No", "Team", "Short", "Region", "Players"];
/// `orda rating list --format csv`.
pub const RATING_LIST: [&str; 8] = [
    "No", "Name", "Region", "Title", "Before", "Change", "After", "Sex",
];
/// `orda rating --format csv`.
pub const RATING: [&str; 10] = [
    "No", "Name", "Rating", "Games", "P", "E", "ΔR", "New", "Ro", "Perf",
];
