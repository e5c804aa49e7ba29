//! The tournament domain: who plays, what was paired, what each board scored, and what follows
//! from it (scores, tie-breaks, standings, crosstables, rating changes).
//!
//! **Architecture Invariant:** pure data and arithmetic. No SQL, no files, no clock: the store
//! loads a [`Tournament`] and everything here is computed from it.
//!
//! Points are counted in half-points ([`Half`]) so that every score is an integer.

mod titles;
pub use titles::{TITLES, normalize_title};
pub mod adjourned;
pub mod apart;
pub mod category;
pub mod collate;
pub mod crosstable;
pub mod event;
pub mod hall;
pub mod ids;
pub mod journal;
pub mod lang;
pub mod manual;
pub mod prizes;
pub mod rating;
pub mod result;
pub mod standings;
pub mod team;
pub mod teams;
pub mod tiebreak;
pub mod verdict;

pub use adjourned::Adjourned;
pub use apart::KeptApart;
pub use ids::{
    AccessId, Board, EntryId, EventId, IncomingId, MatchNo, PlayerId, RoundNo, StartNo, TeamNo,
    TournamentId,
};
pub use lang::Lang;
pub use result::{ByeKind, GameResult};

/// Half-points: 1 point = 2.
pub type Half = u32;

/// A starting number (1-based, unique in a tournament).
pub type No = u32;

/// Formats half-points the way a crosstable writes them: `3`, `3½`, `½`, `0`.
pub fn points(h: Half) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (p, 1) => format!("{p}½"),
        (p, _) => p.to_string(),
    }
}

/// The same as [`points`] in ASCII (`3.5`), for CSV and TRF.
pub fn points_ascii(h: Half) -> String {
    if h % 2 == 1 {
        format!("{}.5", h / 2)
    } else {
        (h / 2).to_string()
    }
}

/// How rounds are paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum System {
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, colours reversed in the second cycle.
    DoubleRoundRobin,
    /// The FIDE Dutch system.
    Swiss,
}

impl System {
    /// `rr`, `drr`, `swiss`: the CLI's and the database's spelling.
    pub fn code(self) -> &'static str {
        match self {
            System::RoundRobin => "rr",
            System::DoubleRoundRobin => "drr",
            System::Swiss => "swiss",
        }
    }

    /// The inverse of [`System::code`].
    pub fn from_code(s: &str) -> Option<System> {
        Some(match s {
            "rr" => System::RoundRobin,
            "drr" => System::DoubleRoundRobin,
            "swiss" => System::Swiss,
            _ => return None,
        })
    }

    /// Round-robin or double round-robin.
    pub fn is_round_robin(self) -> bool {
        !matches!(self, System::Swiss)
    }
}

/// Which edition of FIDE's tie-break regulations (Handbook C.07) governs unplayed rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Rules {
    /// The regulations in force from 1 August 2024 to 28 February 2026.
    C07of2024,
    /// The regulations in force since 1 March 2026.
    C07of2026,
}

impl Rules {
    /// `2024` or `2026`.
    pub fn code(self) -> &'static str {
        match self {
            Rules::C07of2024 => "2024",
            Rules::C07of2026 => "2026",
        }
    }

    /// The inverse of [`Rules::code`].
    pub fn from_code(s: &str) -> Option<Rules> {
        match s {
            "2024" => Some(Rules::C07of2024),
            "2026" => Some(Rules::C07of2026),
            _ => None,
        }
    }

    /// The edition after a change of settings: it follows the start date when the start date
    /// changed and the same change did not choose an edition too (docs/tournament.md).
    pub fn after_change(
        old_start: Option<&str>,
        old: Rules,
        new_start: Option<&str>,
        new: Rules,
    ) -> Rules {
        if new_start != old_start && new == old && new_start.is_some() {
            Rules::for_start(new_start)
        } else {
            new
        }
    }

    /// The edition for a tournament starting on `date` (`YYYY-MM-DD`): 2024's before
    /// 1 March 2026, else 2026's (also when the date is unknown).
    pub fn for_start(date: Option<&str>) -> Rules {
        match date {
            Some(d) if d.len() >= 10 && d < "2026-03-01" => Rules::C07of2024,
            _ => Rules::C07of2026,
        }
    }
}

/// A tournament's settings.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Settings {
    /// Database id (0 before it is stored).
    pub id: TournamentId,
    /// The name.
    pub name: String,
    /// Where it is played.
    pub venue: Option<String>,
    /// First day, `YYYY-MM-DD`.
    pub start_date: Option<String>,
    /// Last day, `YYYY-MM-DD`.
    pub end_date: Option<String>,
    /// The chief arbiter.
    pub chief_arbiter: Option<String>,
    /// The game played: its rules judge the game scores.
    pub game: crate::rules::GameKind,
    /// The pairing system.
    pub system: System,
    /// Number of rounds.
    pub rounds: u32,
    /// The time control as written (`90'+30"`).
    pub time_control: Option<String>,
    /// Half-points for a pairing-allocated bye (default 2, a full point).
    pub bye_points: Half,
    /// The tie-breaks after points, in order.
    pub tiebreaks: Vec<tiebreak::TieBreak>,
    /// The C.07 edition for unplayed rounds.
    pub rules: Rules,
    /// True when the first player of the initial ranking has White on board 1 of round 1 (a
    /// Swiss); false when a TRF file said `XXC black1` / `152 B`.
    pub first_white: bool,
    /// The language its exports are written in; `None`: the language of whoever exports.
    pub publication: Option<Lang>,
    /// Accelerated pairings of a Swiss (none, or the Baku method).
    pub acceleration: Acceleration,
    /// Set for a team tournament: its boards, match points and team tie-breaks.
    pub team: Option<team::TeamRules>,
    /// Rules mode (docs/compliance.md): `None` while the tournament keeps to the rules (the
    /// default: settings that decide pairings and standings are locked once round 1 is
    /// paired); `Some(n)` once the arbiter left it, `n` rounds being paired then. Set only by
    /// `app::LeaveRulesMode`, for good; settings written back never change it.
    pub rules_left: Option<u32>,
}

/// Accelerated pairings: virtual points that bring the top players together sooner in a large
/// Swiss. They only order and group the players for pairing; no standing shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Acceleration {
    /// Plain Dutch pairings.
    #[default]
    None,
    /// The Baku method (FIDE Handbook C.04.5.1; `pairing::baku`).
    Baku,
}

impl Acceleration {
    /// `none`, `baku`: the CLI's and the database's spelling.
    pub fn code(self) -> &'static str {
        match self {
            Acceleration::None => "none",
            Acceleration::Baku => "baku",
        }
    }

    /// The inverse of [`Acceleration::code`].
    pub fn from_code(s: &str) -> Option<Acceleration> {
        Some(match s {
            "none" => Acceleration::None,
            "baku" => Acceleration::Baku,
            _ => return None,
        })
    }
}

impl Settings {
    /// Settings with the Kazakhstan preset tie-breaks for `system`.
    pub fn new(name: &str, system: System, rounds: u32) -> Settings {
        Settings {
            id: TournamentId(0),
            name: name.to_string(),
            venue: None,
            start_date: None,
            end_date: None,
            chief_arbiter: None,
            game: crate::rules::GameKind::Togyzkumalak,
            system,
            rounds,
            time_control: None,
            bye_points: 2,
            tiebreaks: tiebreak::preset(system),
            rules: Rules::C07of2026,
            first_white: true,
            publication: None,
            acceleration: Acceleration::None,
            team: None,
            rules_left: None,
        }
    }

    /// The system as the CLI and the window name it: `rr`, `drr`, `swiss`, and for a team
    /// tournament `team-rr`, `team-drr`, `team-swiss`.
    pub fn system_code(&self) -> String {
        match self.team {
            Some(_) => format!("team-{}", self.system.code()),
            None => self.system.code().to_string(),
        }
    }
}

/// A player as entered in a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Entrant {
    /// The registry id (0 before it is stored).
    pub player_id: PlayerId,
    /// Starting number.
    pub no: No,
    /// Full name as written (Cyrillic allowed).
    pub name: String,
    /// `m` or `w`.
    pub sex: Option<char>,
    /// `YYYY-MM-DD` (or just `YYYY`).
    pub birth: Option<String>,
    /// Title or rank (ЗМС, МСМК, МС, КМС, 1 разряд, ...).
    pub title: Option<String>,
    /// FIDE title (GM, IM, FM, CM, WGM, WIM, WFM, WCM), as read from a TRF file.
    pub fide_title: Option<String>,
    /// Rating at entry.
    pub rating: Option<u32>,
    /// Region or federation.
    pub region: Option<String>,
    /// Club.
    pub club: Option<String>,
    /// An explicit team (a school, a sports society), for team standings.
    pub team: Option<String>,
    /// An external id (national or FIDE).
    pub external_id: Option<String>,
    /// The first round the player no longer plays, if withdrawn.
    pub withdrawn_from: Option<u32>,
}

/// One board of a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// Board number, 1-based.
    pub board: Board,
    /// White's starting number.
    pub white: No,
    /// Black's starting number.
    pub black: No,
    /// The result, once entered.
    pub result: Option<GameResult>,
    /// True when a game score is attached.
    pub has_score: bool,
    /// The engine's verdict on the score, or the mark of a withdrawal's forfeit.
    pub verdict: Option<verdict::Verdict>,
    /// Set when the arbiter's result stands against the score.
    pub warning: Option<verdict::Warning>,
    /// A forfeit recorded without colours (imported from a TRF that gave none): White and
    /// Black are only the board's two seats, and a TRF export writes `-` for both.
    pub no_colour: bool,
    /// Set when the game was adjourned (docs/compliance.md, adjourned games).
    pub adjourned: Option<Adjourned>,
    /// A correction for the rating report only (C.04.2 4.3): the result the rating report
    /// counts, where it differs from `result` (which pairings and standings keep).
    pub rating_result: Option<GameResult>,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Round {
    /// 1-based.
    pub number: RoundNo,
    /// Boards in order.
    pub games: Vec<Game>,
    /// Players not paired, and why.
    pub byes: Vec<(No, ByeKind)>,
    /// The day it was paired (`YYYY-MM-DD`), or the one an imported file gives.
    pub date: Option<String>,
}

impl Round {
    /// True when every board has a result.
    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|g| g.result.is_some())
    }
}

/// A whole tournament as loaded from the store.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    /// Settings.
    pub settings: Settings,
    /// Players, ordered by starting number.
    pub entrants: Vec<Entrant>,
    /// Paired rounds, in order (round 1 first).
    pub rounds: Vec<Round>,
    /// A team tournament's teams, matches and line-ups (empty for an individual one).
    pub teams: team::Teams,
    /// The name of the event (championship) it is a section of, if any: read with it, for
    /// the headings of its papers and pages; changed through the event, never here.
    pub event: Option<String>,
}

/// What happened to one player in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Paired with an opponent.
    Game {
        /// The opponent's starting number.
        opponent: No,
        /// True with White.
        white: bool,
        /// The board's result, `None` while pending.
        result: Option<GameResult>,
    },
    /// Not paired.
    Bye(ByeKind),
    /// Not paired and no bye recorded (e.g. withdrawn).
    Absent,
}

impl Slot {
    /// True for a game played over the board with a result.
    pub fn is_played(&self) -> bool {
        matches!(self, Slot::Game { result: Some(r), .. } if !r.is_forfeit())
    }

    /// Points this slot gave (`bye_points` for a pairing-allocated bye).
    pub fn points(&self, bye_points: Half) -> Half {
        match *self {
            Slot::Game { result, white, .. } => result.map_or(0, |r| r.points(white)),
            Slot::Bye(k) => k.points(bye_points),
            Slot::Absent => 0,
        }
    }
}

impl Tournament {
    /// The tournament as a team tournament; `None` for an individual one.
    pub fn team_event(&self) -> Option<team::TeamEvent<'_>> {
        self.settings.team.as_ref().map(|rules| team::TeamEvent {
            t: self,
            teams: &self.teams,
            rules,
        })
    }

    /// The entrant with starting number `no`.
    pub fn entrant(&self, no: No) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.no == no)
    }

    /// Rounds whose every board has a result.
    pub fn completed_rounds(&self) -> u32 {
        self.rounds.iter().take_while(|r| r.is_complete()).count() as u32
    }

    /// Player `no`'s slot in every paired round up to `upto` (inclusive), round 1 first.
    pub fn history(&self, no: No, upto: u32) -> Vec<Slot> {
        self.rounds
            .iter()
            .filter(|r| r.number.0 <= upto)
            .map(|r| slot_in(r, no))
            .collect()
    }

    /// Player `no`'s points before round `round` (what a pairing list shows beside him).
    /// An adjourned game counts as the pairing of `round` read it: a draw while it was open.
    pub fn points_before(&self, no: No, round: u32) -> Half {
        self.history_for_pairing(no, round)
            .iter()
            .map(|s| s.points(self.settings.bye_points))
            .sum()
    }

    /// Round-robin players whose results are struck from the standings: withdrawn after
    /// completing (playing over the board) fewer than half of their scheduled games. Their games
    /// stay in the crosstable (and count for rating); for scores and tie-breaks they are as if
    /// never played (FIDE's rule for round-robins; the Kazakh rules say the same).
    pub fn annulled(&self) -> Vec<No> {
        if !self.settings.system.is_round_robin() {
            return Vec::new();
        }
        let cycles = if self.settings.system == System::DoubleRoundRobin {
            2
        } else {
            1
        };
        let scheduled = self.entrants.len().saturating_sub(1) as u32 * cycles;
        self.entrants
            .iter()
            .filter(|e| e.withdrawn_from.is_some())
            .filter(|e| {
                let played = self
                    .history(e.no, u32::MAX)
                    .iter()
                    .filter(|s| s.is_played())
                    .count() as u32;
                played * 2 < scheduled
            })
            .map(|e| e.no)
            .collect()
    }
}

/// Player `no`'s slot in round `r`.
pub fn slot_in(r: &Round, no: No) -> Slot {
    for g in &r.games {
        if g.white == no || g.black == no {
            let white = g.white == no;
            return Slot::Game {
                opponent: if white { g.black } else { g.white },
                white,
                result: g.result,
            };
        }
    }
    match r.byes.iter().find(|(p, _)| *p == no) {
        Some(&(_, k)) => Slot::Bye(k),
        None => Slot::Absent,
    }
}

/// A player's sex as written on a form, in a file or on the command line (`m`/`w`, any case,
/// `f`, and the Russian and Kazakh words and letters): `'m'` or `'w'`; `None` when it is none.
pub fn parse_sex(s: &str) -> Option<char> {
    match s.trim().to_lowercase().as_str() {
        "m" | "м" | "male" | "муж" | "ер" => Some('m'),
        "w" | "f" | "ж" | "female" | "жен" | "әйел" => Some('w'),
        _ => None,
    }
}

/// A name as stored: its spacing tidied (runs of blanks one space, none at the ends).
pub fn tidy_name(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A name as compared with others, for namesakes and for tournaments of one file: spacing and
/// case aside (`ерлан  өтегенов` is `Ерлан Өтегенов`).
pub fn name_key(s: &str) -> String {
    tidy_name(s).to_lowercase()
}

/// True when player `e` is who a search for `q` asks for: his starting number, or a few letters
/// of his name in any case of any alphabet (Kazakh `Ә` and `ә`, Latin), `ё` read as `е`; every
/// player for a blank search. (The live pages' search by name.)
pub fn matches_search(e: &Entrant, q: &str) -> bool {
    let q = q.trim();
    if q.is_empty() {
        return true;
    }
    if q.bytes().all(|b| b.is_ascii_digit()) {
        return q.parse() == Ok(e.no);
    }
    let folded = |s: &str| s.to_lowercase().replace('ё', "е");
    folded(&e.name).contains(&folded(q))
}
