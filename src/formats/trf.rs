//! FIDE Tournament Report File (TRF-16, Handbook C.04 Annex 2) with the JaVaFo `XXR`/`XXC`
//! extensions: read and write.
//!
//! A `001` line is read by column (characters, not bytes, so that a Cyrillic name keeps the
//! columns in place): starting rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
//! federation 54-56, id 58-68, birth 70-79, points 81-84, rank 86-89, then from column 92 one
//! 10-column block per round: opponent (4, columns 92-95), colour (`w` `b` `-`, column 97), result
//! (`1 = 0 + - W D L H F U Z` or blank, column 99).
//!
//! Besides the records a TRF-16 file has, the reader keeps the `062` player count, the `192`
//! pairing system (only the Dutch system is accepted), and Orda's `XXG` record: a board paired
//! whose result is not known yet (docs/trf.md). The writer cleans every text field (no control
//! character, no line break, nothing longer than its columns).

use std::fmt::Write as _;

use crate::pairing::swiss::{Colour, Points};

/// One round of a player's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrfRound {
    /// The opponent's starting rank; `None` for a bye or no pairing (`0000` or blank).
    pub opponent: Option<u32>,
    /// `w`, `b`, or `-` (the reader's values); the writer also takes `' '` with no opponent and
    /// a blank result for a blank block (not paired).
    pub colour: char,
    /// The result code (`' '` when blank).
    pub result: char,
}

/// A `001` line.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TrfPlayer {
    /// Starting rank.
    pub no: u32,
    /// `m`, `w` or blank.
    pub sex: Option<char>,
    /// Title as written.
    pub title: Option<String>,
    /// Name as written.
    pub name: String,
    /// Rating (0 = unrated).
    pub rating: Option<u32>,
    /// Federation.
    pub federation: Option<String>,
    /// FIDE id.
    pub id: Option<String>,
    /// Birth date as written.
    pub birth: Option<String>,
    /// Points column, in half-points.
    pub points: Option<u32>,
    /// Rank column.
    pub rank: Option<u32>,
    /// Round blocks, round 1 first.
    pub rounds: Vec<TrfRound>,
    /// The line the player was read from (0 when built in memory).
    pub line: usize,
}

/// A whole file.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Trf {
    /// 012.
    pub name: Option<String>,
    /// 022.
    pub city: Option<String>,
    /// 032.
    pub federation: Option<String>,
    /// 042, as written.
    pub start: Option<String>,
    /// 052, as written.
    pub end: Option<String>,
    /// 092.
    pub kind: Option<String>,
    /// 102.
    pub arbiter: Option<String>,
    /// 122.
    pub time_control: Option<String>,
    /// XXR: total rounds.
    pub rounds: Option<u32>,
    /// XXC options.
    pub options: Vec<String>,
    /// The players, in file order.
    pub players: Vec<TrfPlayer>,
    /// `XXC white1|black1` or `152 W|B`: the first player's colour in round 1.
    pub first_colour: Option<Colour>,
    /// `XXP` / `260` lines: (line, players who must not meet each other).
    pub forbidden: Vec<(usize, Vec<u32>)>,
    /// `240` lines: (line, round, players with an announced bye in that round).
    pub announced: Vec<(usize, u32, Vec<u32>)>,
    /// `162` / `BBW BBD BBL BBZ BBF BBU`: the point system when it is not 1-½-0.
    pub points: Option<Points>,
    /// `192`: the pairing system (one of [`DUTCH_CODES`]; the reader refuses others).
    pub system: Option<String>,
    /// `062`: (line, the number of players the file announces).
    pub declared_players: Option<(usize, u32)>,
    /// The line of the `XXR` / `142` record (0 when there is none).
    pub rounds_line: usize,
    /// `XXG round white black`: (line, round, white, black; `None` for the pairing-allocated
    /// bye): a board of a round in progress whose result is not known yet.
    pub pending: Vec<(usize, u32, u32, Option<u32>)>,
}

/// The `192` codes of the pairing systems Orda implements (the names bbpPairings reads).
pub const DUTCH_CODES: [&str; 2] = ["FIDE_DUTCH_2025", "FIDE_DUTCH"];

impl Trf {
    /// True under `XXC rank`: the rank column (86-89), not the starting rank, orders the players.
    pub fn by_rank(&self) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case("rank"))
    }
}

/// The file with its players renumbered by their rank column (`XXC rank`, JaVaFo's ranking
/// ids): each player's number becomes his rank, opponents and `XXG`, `XXP`, `260` and `240`
/// records follow. Also returns the file's own starting rank of each new number (index
/// `rank - 1`), to write a pairing back in the file's numbers. Every player needs a rank, and
/// the ranks must be `1..=n` once each.
pub fn renumber_by_rank(trf: &Trf) -> Result<(Trf, Vec<u32>), Vec<TrfError>> {
    let mut errors = Vec::new();
    let mut map = std::collections::HashMap::new();
    let mut seen = std::collections::HashMap::new();
    let n = trf.players.len() as u32;
    for p in &trf.players {
        let e = |message: String| TrfError {
            line: p.line,
            col: 86,
            token: p.rank.map_or(String::new(), |r| r.to_string()),
            message,
        };
        match p.rank {
            Some(r) if (1..=n).contains(&r) => {
                if let Some(line) = seen.insert(r, p.line) {
                    errors.push(e(format!(
                        "`XXC rank` orders the players by this column, but rank {r} is also on line {line}"
                    )));
                }
                map.insert(p.no, r);
            }
            _ => errors.push(e(format!(
                "`XXC rank` orders the players by the rank column (86-89): player {} needs a rank from 1 to {n}",
                p.no
            ))),
        }
    }
    // Every number the file uses for a player must be one of its starting ranks: an unknown one
    // must not become, after renumbering, whichever player has that rank.
    for p in &trf.players {
        for (r, o) in p.rounds.iter().enumerate() {
            if let Some(o) = o.opponent.filter(|o| !map.contains_key(o)) {
                errors.push(TrfError {
                    line: p.line,
                    col: 92 + 10 * r,
                    token: o.to_string(),
                    message: format!(
                        "player {} names opponent {o} in round {}, who is not in the file",
                        p.no,
                        r + 1
                    ),
                });
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let new = |no: u32| map.get(&no).copied().unwrap_or(no);
    let mut out = trf.clone();
    let mut original = vec![0; n as usize];
    for p in &mut out.players {
        original[new(p.no) as usize - 1] = p.no;
        p.no = new(p.no);
        for r in &mut p.rounds {
            r.opponent = r.opponent.map(new);
        }
    }
    for (_, _, w, b) in &mut out.pending {
        *w = new(*w);
        *b = b.map(new);
    }
    for (_, ids) in &mut out.forbidden {
        ids.iter_mut().for_each(|i| *i = new(*i));
    }
    for (_, _, ids) in &mut out.announced {
        ids.iter_mut().for_each(|i| *i = new(*i));
    }
    Ok((out, original))
}

/// A problem in a TRF file: line, column (1-based), the token and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// The offending text.
    pub token: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: `{}`: {}",
            self.line, self.col, self.token, self.message
        )
    }
}

fn field(chars: &[char], from: usize, to: usize) -> String {
    // 1-based inclusive columns.
    chars
        .iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
        .trim()
        .to_string()
}

fn opt(s: String) -> Option<String> {
    (!s.is_empty()).then_some(s)
}

/// Reads a TRF file; every problem is reported (none is skipped silently).
pub fn read(text: &str) -> Result<Trf, Vec<TrfError>> {
    let mut trf = Trf::default();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let chars: Vec<char> = raw.trim_end_matches('\r').chars().collect();
        let code: String = chars.iter().take(3).collect();
        let value = || chars.iter().skip(4).collect::<String>().trim().to_string();
        let err = |col: usize, token: &str, message: &str| TrfError {
            line,
            col,
            token: token.to_string(),
            message: message.to_string(),
        };
        match code.as_str() {
            "012" => trf.name = opt(value()),
            // `062 15 (12)`: some programs add the rated players in brackets.
            "062" => match value()
                .split_whitespace()
                .next()
                .unwrap_or("")
                .parse::<u32>()
            {
                Ok(n) => trf.declared_players = Some((line, n)),
                Err(_) => errors.push(err(5, &value(), "must be the number of players")),
            },
            "192" => {
                let v = value();
                if DUTCH_CODES.contains(&v.as_str()) {
                    trf.system = Some(v);
                } else {
                    let why = if v.contains("BAKU") {
                        "Baku acceleration is not implemented in this version of Orda"
                    } else {
                        "Orda pairs only by the Dutch system (192 FIDE_DUTCH_2025 or FIDE_DUTCH)"
                    };
                    errors.push(err(5, &v, why));
                }
            }
            "XXG" => match numbers_or_zero(&chars, 3) {
                Ok(v) if v.len() == 3 && v[0] > 0 && v[1] > 0 => {
                    trf.pending
                        .push((line, v[0], v[1], (v[2] > 0).then_some(v[2])))
                }
                Ok(_) => errors.push(err(
                    5,
                    &value(),
                    "must be a round, White's and Black's starting ranks (0 for the bye)",
                )),
                Err((col, t)) => errors.push(err(col, &t, "not a number")),
            },
            "022" => trf.city = opt(value()),
            "032" => trf.federation = opt(value()),
            "042" => trf.start = opt(value()),
            "052" => trf.end = opt(value()),
            "092" => trf.kind = opt(value()),
            "102" => trf.arbiter = opt(value()),
            "122" => trf.time_control = opt(value()),
            "XXR" | "142" => match value().parse::<u32>() {
                Ok(n) if n > 0 => {
                    trf.rounds = Some(n);
                    trf.rounds_line = line;
                }
                _ => errors.push(err(5, &value(), "must be the number of rounds")),
            },
            "XXC" => {
                for t in value().split_whitespace() {
                    match t {
                        "white1" => trf.first_colour = Some(Colour::White),
                        "black1" => trf.first_colour = Some(Colour::Black),
                        _ => {}
                    }
                    trf.options.push(t.to_string());
                }
            }
            "152" => match value().as_str() {
                "W" => trf.first_colour = Some(Colour::White),
                "B" => trf.first_colour = Some(Colour::Black),
                v => errors.push(err(5, v, "the first colour must be W or B")),
            },
            "XXP" => match numbers(&chars, 4) {
                Ok(ids) if ids.len() >= 2 => trf.forbidden.push((line, ids)),
                Ok(_) => errors.push(err(
                    5,
                    &value(),
                    "a forbidden pair needs at least two players",
                )),
                Err((col, t)) => errors.push(err(col, &t, "not a starting number")),
            },
            "260" => match (
                field(&chars, 5, 7).parse::<u32>(),
                field(&chars, 9, 11).parse::<u32>(),
                numbers(&chars, 12),
            ) {
                (Ok(_), Ok(_), Ok(ids)) if ids.len() >= 2 => trf.forbidden.push((line, ids)),
                (Err(_), _, _) => errors.push(err(
                    5,
                    &field(&chars, 5, 7),
                    "the first round is not a number",
                )),
                (_, Err(_), _) => errors.push(err(
                    9,
                    &field(&chars, 9, 11),
                    "the last round is not a number",
                )),
                (_, _, Err((col, t))) => errors.push(err(col, &t, "not a starting number")),
                _ => errors.push(err(
                    13,
                    &value(),
                    "a forbidden pair needs at least two players",
                )),
            },
            "240" => match (field(&chars, 7, 9).parse::<u32>(), numbers(&chars, 10)) {
                (Ok(r), Ok(ids)) if r > 0 => trf.announced.push((line, r, ids)),
                (Ok(_) | Err(_), Ok(_)) => {
                    errors.push(err(7, &field(&chars, 7, 9), "the round is not a number"))
                }
                (_, Err((col, t))) => errors.push(err(col, &t, "not a starting number")),
            },
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => match point_value(&value()) {
                Some(v) => {
                    let pts = trf.points.get_or_insert_with(Points::default);
                    match code.as_str() {
                        "BBW" => {
                            if pts.pab == pts.win {
                                pts.pab = v;
                            }
                            pts.win = v;
                        }
                        "BBD" => pts.draw = v,
                        "BBL" => pts.loss = v,
                        "BBZ" => pts.zero_bye = v,
                        "BBF" => pts.forfeit_loss = v,
                        _ => pts.pab = v,
                    }
                }
                None => errors.push(err(
                    5,
                    &value(),
                    "points must be written like 1.0 or 0.5, at most 99.9",
                )),
            },
            "162" => {
                let pts = trf.points.get_or_insert_with(Points::default);
                let mut col = 6;
                while col + 4 <= chars.len() {
                    let code = chars[col - 1];
                    let v = field(&chars, col + 1, col + 4);
                    match (code, point_value(&v)) {
                        ('W', Some(v)) => {
                            pts.pab = v;
                            pts.win = v;
                        }
                        ('D', Some(v)) => pts.draw = v,
                        ('L', Some(v)) => pts.loss = v,
                        ('A', Some(v)) => {
                            pts.zero_bye = v;
                            pts.forfeit_loss = v;
                        }
                        ('P', Some(v)) => pts.pab = v,
                        // An unknown result: Orda never reads one from a `001` line.
                        ('X', Some(_)) | (' ', _) => {}
                        _ => errors.push(err(
                            col,
                            &format!("{code}{v}"),
                            "not a point code (W D L A P X with points)",
                        )),
                    }
                    col += 9;
                }
            }
            "001" => match player(&chars) {
                Ok(p) => trf.players.push(TrfPlayer { line, ..p }),
                Err((col, token, message)) => errors.push(err(col, &token, &message)),
            },
            _ => {}
        }
    }
    let mut seen = std::collections::HashMap::new();
    for p in &trf.players {
        if let Some(first) = seen.insert(p.no, p.line) {
            errors.push(TrfError {
                line: p.line,
                col: 5,
                token: p.no.to_string(),
                message: format!("starting rank used twice (first on line {first})"),
            });
        }
    }
    if let Some((line, n)) = trf.declared_players
        && errors.is_empty()
        && n as usize != trf.players.len()
    {
        errors.push(TrfError {
            line,
            col: 5,
            token: n.to_string(),
            message: format!(
                "the file announces {n} players but has {} player (001) lines",
                trf.players.len()
            ),
        });
    }
    if trf.players.is_empty() && errors.is_empty() {
        errors.push(TrfError {
            line: 1,
            col: 1,
            token: String::new(),
            message: "no player (001) lines".into(),
        });
    }
    if errors.is_empty() {
        Ok(trf)
    } else {
        Err(errors)
    }
}

type LineError = (usize, String, String);

/// Whitespace-separated starting numbers from character index `from` on.
fn numbers(chars: &[char], from: usize) -> Result<Vec<u32>, (usize, String)> {
    numbers_at_least(chars, from, 1)
}

/// Whitespace-separated numbers, each at least `min`, from character index `from` on; the
/// first piece that is not one is returned with its 1-based column.
fn numbers_at_least(chars: &[char], from: usize, min: u32) -> Result<Vec<u32>, (usize, String)> {
    let text: String = chars.iter().skip(from).collect();
    let mut out = Vec::new();
    let mut col = from + 1;
    for piece in text.split(' ') {
        if !piece.is_empty() {
            match piece.parse::<u32>() {
                Ok(n) if n >= min => out.push(n),
                _ => return Err((col, piece.to_string())),
            }
        }
        col += piece.chars().count() + 1;
    }
    Ok(out)
}

/// The most a single result can be worth, in tenths: TRF writes point values in four columns
/// (`11.5`), so 99.9. Larger values are refused (they would also overflow a score sum).
pub const MAX_POINT_VALUE: u32 = 999;

/// A point value of `162` / `BB?` in tenths, at most [`MAX_POINT_VALUE`].
fn point_value(s: &str) -> Option<u32> {
    tenths(s).filter(|&v| v <= MAX_POINT_VALUE)
}

/// Whitespace-separated numbers (0 allowed) from character index `from` on.
fn numbers_or_zero(chars: &[char], from: usize) -> Result<Vec<u32>, (usize, String)> {
    numbers_at_least(chars, from, 0)
}

/// `1.0`, `0.5`, `1` as tenths of a point; `None` for anything else, a number too large
/// included (checked arithmetic: `BBD 2000162000` is refused, not wrapped).
pub fn tenths(s: &str) -> Option<u32> {
    let s = s.trim();
    let (whole, frac) = s.split_once('.').unwrap_or((s, "0"));
    if whole.is_empty()
        || frac.len() != 1
        || !whole
            .chars()
            .chain(frac.chars())
            .all(|c| c.is_ascii_digit())
    {
        return None;
    }
    whole
        .parse::<u32>()
        .ok()?
        .checked_mul(10)?
        .checked_add(frac.parse::<u32>().ok()?)
}

fn player(c: &[char]) -> Result<TrfPlayer, LineError> {
    let num = |from: usize, to: usize, what: &str| -> Result<Option<u32>, LineError> {
        let s = field(c, from, to);
        if s.is_empty() {
            return Ok(None);
        }
        s.parse::<u32>()
            .map(Some)
            .map_err(|_| (from, s.clone(), format!("{what} is not a number")))
    };
    let no = num(5, 8, "the starting rank")?.ok_or((
        5,
        String::new(),
        "the starting rank is missing".into(),
    ))?;
    if no == 0 {
        return Err((5, "0".into(), "starting ranks count from 1".into()));
    }
    let points = {
        let s = field(c, 81, 84);
        if s.is_empty() {
            None
        } else {
            let t = tenths(&s)
                .ok_or_else(|| (81, s.clone(), "the points are not a number".to_string()))?;
            if t % 5 != 0 {
                return Err((81, s, "the points must be whole or half".into()));
            }
            Some(t / 5)
        }
    };
    let mut p = TrfPlayer {
        no,
        sex: field(c, 10, 10).chars().next(),
        title: opt(field(c, 11, 13)),
        name: field(c, 15, 47),
        rating: num(49, 52, "the rating")?.filter(|&r| r > 0),
        federation: opt(field(c, 54, 56)),
        id: opt(field(c, 58, 68)),
        birth: opt(field(c, 70, 79)),
        points,
        rank: num(86, 89, "the rank")?,
        rounds: Vec::new(),
        line: 0,
    };
    let mut start = 92;
    while start <= c.len() {
        let opp_text = field(c, start, start + 3);
        let colour = c.get(start + 4).copied().unwrap_or(' ');
        let result = c
            .get(start + 6)
            .copied()
            .unwrap_or(' ')
            .to_ascii_uppercase();
        let opponent = if opp_text.is_empty() {
            None
        } else {
            match opp_text.parse::<u32>() {
                Ok(0) => None,
                Ok(n) => Some(n),
                Err(_) => {
                    return Err((
                        start,
                        opp_text,
                        "the opponent is not a starting rank".into(),
                    ));
                }
            }
        };
        let colour = match colour {
            'w' | 'W' => 'w',
            'b' | 'B' => 'b',
            '-' | ' ' => '-',
            other => {
                return Err((
                    start + 5,
                    other.to_string(),
                    "the colour must be w, b or -".into(),
                ));
            }
        };
        if !"10=+-WDLHFUZ ".contains(result) {
            return Err((
                start + 7,
                result.to_string(),
                "not a result code (1 = 0 + - W D L H F U Z)".into(),
            ));
        }
        if opponent.is_some() && matches!(result, 'H' | 'F' | 'U' | 'Z') {
            return Err((
                start + 7,
                result.to_string(),
                "a bye code with an opponent".into(),
            ));
        }
        p.rounds.push(TrfRound {
            opponent,
            colour,
            result,
        });
        start += 10;
    }
    // Drop trailing empty blocks (a line padded with spaces).
    while p
        .rounds
        .last()
        .is_some_and(|r| r.opponent.is_none() && r.result == ' ')
    {
        p.rounds.pop();
    }
    Ok(p)
}

/// `s` made safe for a TRF: every control character (line breaks, tabs, NUL, the bidi
/// controls and the other invisible format characters) becomes a space, runs of spaces become
/// one, and the ends are trimmed.
pub fn clean(s: &str) -> String {
    let spaced: String = s
        .chars()
        .map(|c| {
            if c.is_control() || is_format_char(c) {
                ' '
            } else {
                c
            }
        })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Unicode format characters (category Cf) that matter in a text file: bidi embeddings,
/// overrides and isolates, zero-width characters, the BOM.
fn is_format_char(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}' | '\u{00AD}')
}

/// `s` cleaned, cut to `width` characters and padded (on the left when `right`).
fn pad(s: &str, width: usize, right: bool) -> String {
    let s: String = clean(s).chars().take(width).collect();
    let n = s.chars().count();
    if right {
        format!("{}{s}", " ".repeat(width - n))
    } else {
        format!("{s}{}", " ".repeat(width - n))
    }
}

/// The longest header value written (a `012` name, a `102` arbiter, ...): more is cut.
pub const HEADER_WIDTH: usize = 120;

/// Writes a file: the header records that are set, every `001` line, `XXR`, `152` and `XXC`,
/// forbidden pairs, announced byes, the point system and the boards still waiting for a result.
/// Text fields are cleaned ([`clean`]) and cut to their columns, so that no field can move
/// another or start a record.
pub fn write(trf: &Trf) -> String {
    let mut out = String::new();
    let header = |out: &mut String, code: &str, v: &Option<String>| {
        if let Some(v) = v {
            let v: String = clean(v).chars().take(HEADER_WIDTH).collect();
            if !v.is_empty() {
                let _ = writeln!(out, "{code} {v}");
            }
        }
    };
    for (code, v) in [
        ("012", &trf.name),
        ("022", &trf.city),
        ("032", &trf.federation),
        ("042", &trf.start),
        ("052", &trf.end),
    ] {
        header(&mut out, code, v);
    }
    let _ = writeln!(out, "062 {}", trf.players.len());
    let _ = writeln!(
        out,
        "072 {}",
        trf.players.iter().filter(|p| p.rating.is_some()).count()
    );
    for (code, v) in [
        ("092", &trf.kind),
        ("102", &trf.arbiter),
        ("122", &trf.time_control),
    ] {
        header(&mut out, code, v);
    }
    if let Some(v) = &trf.system {
        header(&mut out, "192", &Some(v.clone()));
    }
    for p in &trf.players {
        let mut l = String::from("001 ");
        l += &pad(&p.no.to_string(), 4, true);
        l.push(' ');
        l.push(p.sex.filter(|c| matches!(c, 'm' | 'w')).unwrap_or(' '));
        l += &pad(p.title.as_deref().unwrap_or(""), 3, false);
        l.push(' ');
        l += &pad(&p.name, 33, false);
        l.push(' ');
        l += &pad(
            &p.rating.map(|r| r.to_string()).unwrap_or_default(),
            4,
            true,
        );
        l.push(' ');
        l += &pad(p.federation.as_deref().unwrap_or(""), 3, false);
        l.push(' ');
        l += &pad(p.id.as_deref().unwrap_or(""), 11, true);
        l.push(' ');
        l += &pad(p.birth.as_deref().unwrap_or(""), 10, false);
        l.push(' ');
        let pts = p
            .points
            .map(|h| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 }))
            .unwrap_or_default();
        l += &pad(&pts, 4, true);
        l.push(' ');
        l += &pad(&p.rank.map(|r| r.to_string()).unwrap_or_default(), 4, true);
        for r in &p.rounds {
            l += "  ";
            if r.opponent.is_none() && r.colour == ' ' && r.result == ' ' {
                // Colour blank: not paired (yet), a blank block.
                l += "        ";
                continue;
            }
            l += &match r.opponent {
                Some(o) => pad(&o.to_string(), 4, true),
                None => "0000".into(),
            };
            l.push(' ');
            l.push(r.colour);
            l.push(' ');
            l.push(r.result);
        }
        let _ = writeln!(out, "{}", l.trim_end());
    }
    if let Some(n) = trf.rounds {
        let _ = writeln!(out, "XXR {n}");
    }
    if let Some(c) = trf.first_colour {
        let _ = writeln!(out, "152 {}", if c == Colour::White { "W" } else { "B" });
    }
    let mut options: Vec<String> = trf
        .options
        .iter()
        .map(|o| clean(o))
        .filter(|o| !o.is_empty() && o != "white1" && o != "black1")
        .collect();
    if let Some(c) = trf.first_colour {
        options.push(
            if c == Colour::White {
                "white1"
            } else {
                "black1"
            }
            .into(),
        );
    }
    if !options.is_empty() {
        let _ = writeln!(out, "XXC {}", options.join(" "));
    }
    for (_, ids) in &trf.forbidden {
        let ids: Vec<String> = ids.iter().map(|i| i.to_string()).collect();
        let _ = writeln!(out, "XXP {}", ids.join(" "));
    }
    for (_, round, ids) in &trf.announced {
        let mut l = format!("240 Z {round:>3}");
        for i in ids {
            let _ = write!(l, " {i:>4}");
        }
        let _ = writeln!(out, "{l}");
    }
    if let Some(p) = trf.points.filter(|p| *p != Points::default()) {
        let t = |v: u32| format!("{}.{}", v / 10, v % 10);
        for (code, v) in [
            ("BBW", p.win),
            ("BBD", p.draw),
            ("BBL", p.loss),
            ("BBZ", p.zero_bye),
            ("BBF", p.forfeit_loss),
            ("BBU", p.pab),
        ] {
            let _ = writeln!(out, "{code} {:>4}", t(v));
        }
    }
    for (_, round, white, black) in &trf.pending {
        let _ = writeln!(out, "XXG {round:>3} {white:>4} {:>4}", black.unwrap_or(0));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Test\nXXR 5\n\
001    1      Test0001 Player0001               2279                             3.0          5 w -     4 b 1     8 w +     3 w 1\n\
001    9      Test0009 Player0009               1287                             1.0       0000 - U     3 w 0     5 b 0     8 w =\n";

    #[test]
    fn reads_columns_and_round_blocks() {
        let t = read(SAMPLE).unwrap();
        assert_eq!(t.rounds, Some(5));
        let p = &t.players[0];
        assert_eq!(
            (p.no, p.name.as_str(), p.rating, p.points),
            (1, "Test0001 Player0001", Some(2279), Some(6))
        );
        assert_eq!(
            p.rounds[0],
            TrfRound {
                opponent: Some(5),
                colour: 'w',
                result: '-'
            }
        );
        assert_eq!(
            t.players[1].rounds[0],
            TrfRound {
                opponent: None,
                colour: '-',
                result: 'U'
            }
        );
        assert_eq!(t.players[1].rounds[3].result, '=');
    }

    #[test]
    fn writes_what_it_reads() {
        let t = read(SAMPLE).unwrap();
        let again = read(&write(&t)).unwrap();
        let unlined = |ps: &[TrfPlayer]| {
            ps.iter()
                .map(|p| TrfPlayer {
                    line: 0,
                    ..p.clone()
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(unlined(&again.players), unlined(&t.players));
        assert_eq!(
            (again.first_colour, again.rounds),
            (t.first_colour, t.rounds)
        );
        let mut cyr = t.clone();
        cyr.players[0].name = "Жұмабаев, Асқар".into();
        let back = read(&write(&cyr)).unwrap();
        assert_eq!(back.players[0].name, "Жұмабаев, Асқар");
        assert_eq!(back.players[0].rounds, t.players[0].rounds);
    }

    #[test]
    fn errors_name_line_column_and_token() {
        let bad = SAMPLE.replace("4 b 1", "4 x 1");
        let e = read(&bad).unwrap_err();
        assert_eq!(e[0].to_string(), "3:107: `x`: the colour must be w, b or -");
        let bad = SAMPLE.replace("8 w +", "8 w Q");
        assert_eq!(read(&bad).unwrap_err()[0].col, 119);
    }

    #[test]
    fn points_are_read_with_checked_arithmetic() {
        assert_eq!(tenths("1.5"), Some(15));
        assert_eq!(tenths("429496729.5"), Some(4_294_967_295));
        assert_eq!(tenths("2000162000"), None);
        assert_eq!(tenths("429496729.6"), None);
        let e = read(&format!("{SAMPLE}BBD 2000162000\n")).unwrap_err();
        assert_eq!((e[0].line, e[0].col), (5, 5));
        // More than a TRF point column can hold (99.9) is refused too.
        assert!(read(&format!("{SAMPLE}BBW 100.0\n")).is_err());
        assert!(read(&format!("{SAMPLE}162  W99.9    D50.0\n")).is_ok());
        assert!(read(&format!("{SAMPLE}162  W429496729.5\n")).is_err());
    }

    #[test]
    fn no_field_breaks_a_record() {
        let mut t = read(SAMPLE).unwrap();
        t.name = Some("A\n001    7 x\r\nXXR 1".into());
        t.arbiter = Some("\u{202e}B\tC\0".into());
        t.players[0].name = format!("{}\nXXR 9", "N".repeat(40));
        t.players[0].id = Some("123\n4".into());
        let text = write(&t);
        assert!(text.lines().all(|l| l.len() >= 3), "{text}");
        assert_eq!(text.lines().filter(|l| l.starts_with("XXR")).count(), 1);
        assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 2);
        assert!(!text.chars().any(|c| c.is_control() && c != '\n'));
        assert!(text.contains("\n102 B C\n"), "{text}");
        let back = read(&text).unwrap();
        assert_eq!(back.players[0].name, "N".repeat(33));
        assert_eq!(back.players[0].rounds, t.players[0].rounds);
        assert_eq!(back.players[0].id.as_deref(), Some("123 4"));
    }
}
