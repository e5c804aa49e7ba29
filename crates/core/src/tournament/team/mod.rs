//! Team tournaments (docs/teams.md): teams of players who meet in matches of `boards` games.
//!
//! A team tournament is a [`Tournament`] whose settings carry [`TeamRules`]; its entrants are
//! the players of the teams' rosters and its games are the boards of the matches. [`Teams`]
//! holds the rest: the teams with their rosters, each round's matches and each team's line-up.
//! Board `b` of match `m` is the round's board `(m - 1) · boards + b` ([`board_no`]), so
//! results, game scores, verdicts and the journal work on a match's boards as on any game.
//!
//! Colours: the first-named team of a match has White on board 1 and the colours alternate
//! down the boards (`WBWB`, TRF-2026 record 352): White on the odd boards.

use std::collections::BTreeMap;

use super::{Board, GameResult, Half, No, RoundNo, Tournament};

pub mod standings;

/// A team's pairing number (TPN) inside the pure code (`TeamNo` across layers).
pub type Tpn = u32;

/// Match points for a won, drawn and lost match (TRF-2026 record 362).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MatchPoints {
    /// A won match.
    pub win: u32,
    /// A drawn match (also the pairing-allocated bye of a Swiss: C.04.6 1.4).
    pub draw: u32,
    /// A lost match.
    pub loss: u32,
}

impl Default for MatchPoints {
    fn default() -> MatchPoints {
        MatchPoints {
            win: 2,
            draw: 1,
            loss: 0,
        }
    }
}

/// Which score ranks the teams (and pairs them): match points or game points (C.04.6 1.2,
/// C.07 art. 11); the other is the secondary score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum Primary {
    /// Match points.
    #[default]
    Mp,
    /// Game points.
    Gp,
}

impl Primary {
    /// `mp` or `gp`: the CLI's and the database's spelling.
    pub fn code(self) -> &'static str {
        match self {
            Primary::Mp => "mp",
            Primary::Gp => "gp",
        }
    }

    /// The inverse of [`Primary::code`] (any case).
    pub fn from_code(s: &str) -> Option<Primary> {
        match s.trim().to_ascii_lowercase().as_str() {
            "mp" => Some(Primary::Mp),
            "gp" => Some(Primary::Gp),
            _ => None,
        }
    }
}

/// A team tie-break of FIDE C.07 (2026) arts. 11-13, named by FIDE-TEC's codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum TeamTieBreak {
    /// The secondary score (13.1): game points when ranked by match points, and the reverse.
    MpVsGp,
    /// Extended direct encounter (13.3): the primary score, then the secondary, in the matches
    /// between the tied teams.
    Ede,
    /// Extended Sonneborn-Berger (13.2.1): opponents' match points × match points scored.
    Emmsb,
    /// 13.2.2, the Olympiad Sonneborn-Berger: opponents' match points × game points scored.
    Emgsb,
    /// 13.2.3: opponents' game points × match points scored.
    Egmsb,
    /// 13.2.4: opponents' game points × game points scored.
    Eggsb,
    /// Buchholz on match points (13 with art. 8): the opponents' match points.
    BhMp,
    /// Buchholz on game points.
    BhGp,
}

impl TeamTieBreak {
    /// Every team tie-break, in the order a menu lists them.
    pub const ALL: [TeamTieBreak; 8] = [
        TeamTieBreak::MpVsGp,
        TeamTieBreak::Ede,
        TeamTieBreak::Emmsb,
        TeamTieBreak::Emgsb,
        TeamTieBreak::Egmsb,
        TeamTieBreak::Eggsb,
        TeamTieBreak::BhMp,
        TeamTieBreak::BhGp,
    ];

    /// FIDE-TEC's code: `MPVGP`, `EDE`, `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`, `BH:MP`, `BH:GP`.
    pub fn code(self) -> &'static str {
        match self {
            TeamTieBreak::MpVsGp => "MPVGP",
            TeamTieBreak::Ede => "EDE",
            TeamTieBreak::Emmsb => "EMMSB",
            TeamTieBreak::Emgsb => "EMGSB",
            TeamTieBreak::Egmsb => "EGMSB",
            TeamTieBreak::Eggsb => "EGGSB",
            TeamTieBreak::BhMp => "BH:MP",
            TeamTieBreak::BhGp => "BH:GP",
        }
    }

    /// The inverse of [`TeamTieBreak::code`] (any case).
    pub fn parse(s: &str) -> Option<TeamTieBreak> {
        let s = s.trim().to_ascii_uppercase();
        TeamTieBreak::ALL.into_iter().find(|t| t.code() == s)
    }

    /// A comma-separated list; the first code not known is the error.
    pub fn parse_list(s: &str) -> Result<Vec<TeamTieBreak>, String> {
        s.split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| TeamTieBreak::parse(c).ok_or_else(|| c.to_string()))
            .collect()
    }

    /// The codes, comma-separated (the database's spelling).
    pub fn codes(list: &[TeamTieBreak]) -> String {
        list.iter().map(|t| t.code()).collect::<Vec<_>>().join(",")
    }

    /// The tie-breaks a team tournament starts with (docs/teams.md): the secondary score, the
    /// direct encounter and the Olympiad Sonneborn-Berger; a Swiss adds Buchholz.
    pub fn preset(round_robin: bool) -> Vec<TeamTieBreak> {
        let mut v = vec![TeamTieBreak::MpVsGp, TeamTieBreak::Ede, TeamTieBreak::Emgsb];
        if !round_robin {
            v.push(TeamTieBreak::BhMp);
        }
        v
    }
}

/// What makes a tournament a team tournament.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TeamRules {
    /// Games in a match (players a team lines up).
    pub boards: u32,
    /// Match points for a won, drawn and lost match.
    pub points: MatchPoints,
    /// The score that ranks and pairs.
    pub ranked_by: Primary,
    /// Tie-breaks after the primary score, in order.
    pub tiebreaks: Vec<TeamTieBreak>,
}

impl TeamRules {
    /// The boards a new team tournament is offered with (a Kazakh regional team of four or
    /// five; the arbiter sets the regulations' own).
    pub const DEFAULT_BOARDS: u32 = 4;

    /// The rules of a team tournament of `boards` boards: match points 2/1/0, ranked by match
    /// points, the preset tie-breaks.
    pub fn new(boards: u32, round_robin: bool) -> TeamRules {
        TeamRules {
            boards,
            points: MatchPoints::default(),
            ranked_by: Primary::Mp,
            tiebreaks: TeamTieBreak::preset(round_robin),
        }
    }
}

/// A team: its number, names and roster.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Team {
    /// Its pairing number (TPN).
    pub no: Tpn,
    /// Its name.
    pub name: String,
    /// A short name or code (TRF-2026 310's nickname).
    pub short: Option<String>,
    /// The region it represents.
    pub region: Option<String>,
    /// Its players' starting numbers in board order (reserves after the boards).
    pub roster: Vec<No>,
}

/// A match of a paired round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Match {
    /// Its number in the round (1-based).
    pub number: u32,
    /// The first-named team: White on board 1.
    pub first: Tpn,
    /// The other team; `None` for the team not paired (a Swiss's pairing-allocated bye, a
    /// round-robin's rest).
    pub second: Option<Tpn>,
}

/// The teams of a team tournament with their matches and line-ups.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Teams {
    /// The teams, by number.
    pub teams: Vec<Team>,
    /// Each paired round's matches, in order.
    pub matches: BTreeMap<u32, Vec<Match>>,
    /// Each team's line-up for a round, board 1 first (`None`: the board left empty). A
    /// paired round has one for every team in it; a round not paired yet has the ones set.
    pub lineups: BTreeMap<(u32, Tpn), Vec<Option<No>>>,
}

/// The round's board number of board `board` of match `m`.
pub fn board_no(boards: u32, m: u32, board: u32) -> Board {
    Board((m.saturating_sub(1)) * boards + board)
}

/// The match and the board in it of the round's board `b` (the inverse of [`board_no`]).
pub fn match_board(boards: u32, b: Board) -> (u32, u32) {
    let boards = boards.max(1);
    let i = b.0.saturating_sub(1);
    (i / boards + 1, i % boards + 1)
}

/// One board of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The board in the match (1-based).
    pub board: u32,
    /// The first-named team's player; `None`: the board left empty.
    pub first: Option<No>,
    /// The other team's player.
    pub second: Option<No>,
    /// True when the first-named team's player has White (the odd boards).
    pub first_white: bool,
    /// The result (White's side first): the game's when both sat down, else the forfeit an
    /// empty board gives.
    pub result: Option<GameResult>,
}

impl Seat {
    /// Half-points of the first-named team's player and of the other's (0 while pending).
    pub fn points(&self) -> (Half, Half) {
        match self.result {
            Some(r) => (r.points(self.first_white), r.points(!self.first_white)),
            None => (0, 0),
        }
    }

    /// The board's White and Black (either may be empty).
    pub fn colours(&self) -> (Option<No>, Option<No>) {
        if self.first_white {
            (self.first, self.second)
        } else {
            (self.second, self.first)
        }
    }
}

/// What one team did in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamSlot {
    /// A match.
    Match {
        /// The opponent.
        opponent: Tpn,
        /// True when the team had White on board 1 (was named first).
        white: bool,
        /// Its game points (half-points) and the opponent's.
        gp: (Half, Half),
        /// False when a team did not come (its whole line-up empty): the match was forfeited.
        played: bool,
        /// True when every board has a result.
        complete: bool,
    },
    /// Not paired: a Swiss's pairing-allocated bye.
    Pab,
    /// Not paired: a round-robin's rest (no points).
    Rest,
    /// In no match of a paired round, or the round not paired yet.
    Absent,
}

/// A team tournament: the tournament, its teams and its rules, read together.
#[derive(Clone, Copy, Debug)]
pub struct TeamEvent<'a> {
    /// The tournament (its entrants are the players, its games the boards).
    pub t: &'a Tournament,
    /// Teams, matches, line-ups.
    pub teams: &'a Teams,
    /// The rules.
    pub rules: &'a TeamRules,
}

impl<'a> TeamEvent<'a> {
    /// Team `no`.
    pub fn team(&self, no: Tpn) -> Option<&'a Team> {
        self.teams.teams.iter().find(|t| t.no == no)
    }

    /// The team of player `no`.
    pub fn team_of(&self, no: No) -> Option<&'a Team> {
        self.teams.teams.iter().find(|t| t.roster.contains(&no))
    }

    /// The matches of round `round` (empty while it is not paired).
    pub fn matches(&self, round: u32) -> &'a [Match] {
        self.teams
            .matches
            .get(&round)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Rounds paired.
    pub fn paired_rounds(&self) -> u32 {
        self.teams.matches.keys().max().copied().unwrap_or(0)
    }

    /// Team `team`'s line-up in round `round`: the one stored, else the default one.
    pub fn lineup(&self, round: u32, team: Tpn) -> Vec<Option<No>> {
        if let Some(l) = self.teams.lineups.get(&(round, team)) {
            return l.clone();
        }
        self.team(team)
            .map(|t| default_lineup(t, self.rules.boards, |p| !self.available(p, round)))
            .unwrap_or_default()
    }

    /// True when player `no` may play round `round` (not withdrawn by then).
    pub fn available(&self, no: No, round: u32) -> bool {
        self.t
            .entrant(no)
            .is_some_and(|e| e.withdrawn_from.is_none_or(|w| round < w))
    }

    /// The boards of match `m` of round `round`.
    pub fn seats(&self, round: u32, m: &Match) -> Vec<Seat> {
        let Some(second) = m.second else {
            return Vec::new();
        };
        let a = self.lineup(round, m.first);
        let b = self.lineup(round, second);
        let games = self.t.rounds.iter().find(|r| r.number == RoundNo(round));
        (1..=self.rules.boards)
            .map(|board| {
                let first = a.get(board as usize - 1).copied().flatten();
                let second = b.get(board as usize - 1).copied().flatten();
                let first_white = board % 2 == 1;
                let result = match (first, second) {
                    (Some(_), Some(_)) => {
                        let no = board_no(self.rules.boards, m.number, board);
                        games
                            .and_then(|r| r.games.iter().find(|g| g.board == no))
                            .and_then(|g| g.result)
                    }
                    (Some(_), None) if first_white => Some(GameResult::WhiteByForfeit),
                    (Some(_), None) => Some(GameResult::BlackByForfeit),
                    (None, Some(_)) if first_white => Some(GameResult::BlackByForfeit),
                    (None, Some(_)) => Some(GameResult::WhiteByForfeit),
                    (None, None) => Some(GameResult::DoubleForfeit),
                };
                Seat {
                    board,
                    first,
                    second,
                    first_white,
                    result,
                }
            })
            .collect()
    }

    /// What team `team` did in round `round`.
    pub fn slot(&self, round: u32, team: Tpn) -> TeamSlot {
        let Some(m) = self
            .matches(round)
            .iter()
            .find(|m| m.first == team || m.second == Some(team))
        else {
            return TeamSlot::Absent;
        };
        let Some(second) = m.second else {
            return if self.t.settings.system.is_round_robin() {
                TeamSlot::Rest
            } else {
                TeamSlot::Pab
            };
        };
        let seats = self.seats(round, m);
        let (mut gf, mut gs) = (0, 0);
        for s in &seats {
            let (f, g) = s.points();
            gf += f;
            gs += g;
        }
        let came = |side: Tpn| self.lineup(round, side).iter().any(Option::is_some);
        let played = came(m.first) && came(second);
        let complete = seats.iter().all(|s| s.result.is_some());
        let first = m.first == team;
        TeamSlot::Match {
            opponent: if first { second } else { m.first },
            white: first,
            gp: if first { (gf, gs) } else { (gs, gf) },
            played,
            complete,
        }
    }

    /// Match points and game points (half-points) a slot gives, counted once complete.
    pub fn points(&self, slot: TeamSlot) -> (u32, Half) {
        let p = self.rules.points;
        match slot {
            TeamSlot::Match {
                gp: (own, other),
                complete: true,
                ..
            } => {
                let mp = match own.cmp(&other) {
                    std::cmp::Ordering::Greater => p.win,
                    std::cmp::Ordering::Equal if own > 0 => p.draw,
                    // Nobody scored: a double forfeit loses for both.
                    std::cmp::Ordering::Equal => p.loss,
                    std::cmp::Ordering::Less => p.loss,
                };
                (mp, own)
            }
            // C.04.6 1.4: a drawn match, half the boards.
            TeamSlot::Pab => (p.draw, self.rules.boards),
            _ => (0, 0),
        }
    }

    /// Team `team`'s match points and game points before round `round`.
    pub fn score_before(&self, team: Tpn, round: u32) -> (u32, Half) {
        (1..round)
            .map(|r| self.points(self.slot(r, team)))
            .fold((0, 0), |(m, g), (a, b)| (m + a, g + b))
    }

    /// Rounds whose every match is complete, from round 1.
    pub fn completed_rounds(&self) -> u32 {
        (1..=self.paired_rounds())
            .take_while(|&r| {
                self.matches(r).iter().all(|m| {
                    m.second.is_none() || self.seats(r, m).iter().all(|s| s.result.is_some())
                })
            })
            .count() as u32
    }
}

/// The first `boards` players of the roster who are available, then empty boards.
pub fn default_lineup(
    team: &Team,
    boards: u32,
    unavailable: impl Fn(No) -> bool,
) -> Vec<Option<No>> {
    let mut l: Vec<Option<No>> = team
        .roster
        .iter()
        .copied()
        .filter(|&p| !unavailable(p))
        .take(boards as usize)
        .map(Some)
        .collect();
    l.resize(boards as usize, None);
    l
}

/// Why a line-up cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineupError {
    /// More players than boards.
    TooMany {
        /// The players given.
        given: usize,
        /// The boards.
        boards: u32,
    },
    /// A player who is not in the team's roster.
    NotInRoster(No),
    /// A player named twice.
    Twice(No),
    /// Two players out of roster order: the boards they would play (`a` < `b`, but `b`'s
    /// player stands before `a`'s in the roster).
    OutOfOrder {
        /// The upper board.
        a: u32,
        /// The lower board.
        b: u32,
    },
}

/// The line-up of `players` (board 1 first; `None` leaves a board empty) for `team`: refused
/// when a player is not in its roster or named twice, when there are more than `boards`, or
/// when the roster's order is not kept (docs/teams.md). Boards not given are left empty.
pub fn check_lineup(
    team: &Team,
    boards: u32,
    players: &[Option<No>],
) -> Result<Vec<Option<No>>, LineupError> {
    if players.len() > boards as usize {
        return Err(LineupError::TooMany {
            given: players.len(),
            boards,
        });
    }
    let mut last: Option<(u32, usize)> = None;
    let mut seen = Vec::new();
    for (i, p) in players.iter().enumerate() {
        let Some(p) = *p else { continue };
        let Some(pos) = team.roster.iter().position(|&r| r == p) else {
            return Err(LineupError::NotInRoster(p));
        };
        if seen.contains(&p) {
            return Err(LineupError::Twice(p));
        }
        seen.push(p);
        let board = i as u32 + 1;
        if let Some((b, at)) = last
            && pos < at
        {
            return Err(LineupError::OutOfOrder { a: b, b: board });
        }
        last = Some((board, pos));
    }
    let mut l = players.to_vec();
    l.resize(boards as usize, None);
    Ok(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn team() -> Team {
        Team {
            no: 1,
            name: "Алматы".into(),
            roster: vec![4, 9, 2, 7, 11],
            ..Team::default()
        }
    }

    #[test]
    fn boards_of_matches_number_the_round() {
        assert_eq!(board_no(5, 1, 1), Board(1));
        assert_eq!(board_no(5, 3, 2), Board(12));
        for b in 1..=40 {
            let (m, k) = match_board(4, Board(b));
            assert_eq!(board_no(4, m, k), Board(b));
            assert!((1..=4).contains(&k));
        }
    }

    #[test]
    fn default_lineup_skips_the_unavailable_and_pads() {
        assert_eq!(
            default_lineup(&team(), 3, |p| p == 9),
            [Some(4), Some(2), Some(7)]
        );
        assert_eq!(
            default_lineup(&team(), 7, |_| false),
            [Some(4), Some(9), Some(2), Some(7), Some(11), None, None]
        );
    }

    #[test]
    fn lineups_keep_the_roster_order() {
        assert_eq!(
            check_lineup(&team(), 4, &[Some(4), Some(2), Some(11)]),
            Ok(vec![Some(4), Some(2), Some(11), None])
        );
        assert_eq!(
            check_lineup(&team(), 4, &[Some(9), Some(4)]),
            Err(LineupError::OutOfOrder { a: 1, b: 2 })
        );
        assert_eq!(
            check_lineup(&team(), 4, &[Some(4), None, Some(7), Some(2)]),
            Err(LineupError::OutOfOrder { a: 3, b: 4 })
        );
        assert_eq!(
            check_lineup(&team(), 4, &[Some(5)]),
            Err(LineupError::NotInRoster(5))
        );
        assert_eq!(
            check_lineup(&team(), 2, &[Some(4), Some(9), Some(2)]),
            Err(LineupError::TooMany {
                given: 3,
                boards: 2
            })
        );
        assert_eq!(
            check_lineup(&team(), 3, &[Some(4), Some(4)]),
            Err(LineupError::Twice(4))
        );
    }

    #[test]
    fn codes_round_trip() {
        for t in TeamTieBreak::ALL {
            assert_eq!(TeamTieBreak::parse(&t.code().to_lowercase()), Some(t));
        }
        assert_eq!(
            TeamTieBreak::parse_list("mpvgp, EDE,bh:mp"),
            Ok(vec![
                TeamTieBreak::MpVsGp,
                TeamTieBreak::Ede,
                TeamTieBreak::BhMp
            ])
        );
        assert_eq!(TeamTieBreak::parse_list("EDE,XX"), Err("XX".into()));
        assert_eq!(Primary::from_code("GP"), Some(Primary::Gp));
    }
}
