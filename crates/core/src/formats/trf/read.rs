//! The reader: every record by its columns, each problem with its line, column and token.

use super::{
    BAKU_CODES, DUTCH_CODES, PlayerField, Trf, TrfAcceleration, TrfError, TrfPlayer,
    TrfProblem as P, TrfRound,
};
use crate::pairing::swiss::{Colour, Points};

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
    // A TRF-2026 team file (a `310` team record): its team system, team byes and team
    // acceleration are the team records' business, kept as written for the team import
    // (`app::transfer::team`).
    let team = crate::formats::text::lines(text).any(|l| l.starts_with("310 "));
    for (i, raw) in crate::formats::text::lines(text).enumerate() {
        let line = i + 1;
        let mut chars: Vec<char> = raw.chars().collect();
        // A control or invisible character after the code (`XXR<TAB>1`) is read as the space
        // it stands for: a line kept as written is written back with a space there, and must
        // be the same record when read again.
        if let Some(c) = chars.get_mut(3)
            && (c.is_control() || super::write::is_format_char(*c))
        {
            *c = ' ';
        }
        // A record is a three-character code and a space (a ruler line `0123456789...` is
        // not a `012` record).
        let code: String = if chars.len() == 3 || chars.get(3) == Some(&' ') {
            chars.iter().take(3).collect()
        } else {
            String::new()
        };
        let value = || chars.iter().skip(4).collect::<String>().trim().to_string();
        let err = |col: usize, token: &str, problem: P| TrfError {
            line,
            col,
            token: token.to_string(),
            problem,
        };
        match code.as_str() {
            "192" if team => {
                trf.system = Some(value());
                trf.system_line = line;
            }
            "240" | "250" | "260" if team => trf.other.push((line, raw.trim_end().to_string())),
            "012" => trf.name = opt(value()),
            // `062 15 (12)`: some programs add the rated players in brackets.
            "062" => match value()
                .split_whitespace()
                .next()
                .unwrap_or("")
                .parse::<u32>()
            {
                Ok(n) => trf.declared_players = Some((line, n)),
                Err(_) => errors.push(err(5, &value(), P::NotPlayerCount)),
            },
            "192" => {
                let v = value();
                if DUTCH_CODES.contains(&v.as_str()) || BAKU_CODES.contains(&v.as_str()) {
                    trf.system = Some(v);
                    trf.system_line = line;
                } else {
                    errors.push(err(5, &v, P::NotDutch));
                }
            }
            "XXA" => match acceleration_xxa(&chars, line) {
                Ok(a) => trf.accelerations.push(a),
                Err((col, token, problem)) => errors.push(err(col, &token, problem)),
            },
            "250" => match acceleration_250(&chars, line) {
                Ok(a) => trf.accelerations.push(a),
                Err((col, token, problem)) => errors.push(err(col, &token, problem)),
            },
            "XXG" => match numbers_or_zero(&chars, 3) {
                Ok(v) if v.len() == 3 && v[0] > 0 && v[1] > 0 => {
                    trf.pending
                        .push((line, v[0], v[1], (v[2] > 0).then_some(v[2])))
                }
                Ok(_) => errors.push(err(5, &value(), P::BadPending)),
                Err((col, t)) => errors.push(err(col, &t, P::NotANumber)),
            },
            "022" => trf.city = opt(value()),
            "032" => trf.federation = opt(value()),
            "042" => trf.start = opt(value()),
            "052" => trf.end = opt(value()),
            "092" => trf.kind = opt(value()),
            "102" => trf.arbiter = opt(value()),
            "122" => trf.time_control = opt(value()),
            // One period Orda reads (`5400+30`); anything else is kept as written.
            "222" if super::time_text(&value()).is_some() => trf.time_code = Some(value()),
            // Round dates in the rounds' columns, `YY/MM/DD`; unreadable: kept as written.
            "132" => match round_dates(&chars) {
                Some(d) => {
                    trf.round_dates = d;
                    trf.round_dates_line = Some((line, raw.trim_end().to_string()));
                }
                None => trf.other.push((line, raw.trim_end().to_string())),
            },
            "XXR" | "142" => match value().parse::<u32>() {
                Ok(n) if n > 0 => {
                    trf.rounds = Some(n);
                    trf.rounds_line = line;
                }
                _ => errors.push(err(5, &value(), P::NotRoundCount)),
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
                v => errors.push(err(5, v, P::FirstColour)),
            },
            "XXP" => match numbers(&chars, 4) {
                Ok(ids) if ids.len() >= 2 => trf.forbidden.push((line, ids, None)),
                Ok(_) => errors.push(err(5, &value(), P::ForbiddenTooFew)),
                Err((col, t)) => errors.push(err(col, &t, P::NotAStartingNumber)),
            },
            "260" => match (
                field(&chars, 5, 7).parse::<u32>(),
                field(&chars, 9, 11).parse::<u32>(),
                numbers(&chars, 12),
            ) {
                (Ok(first), Ok(last), Ok(ids)) if ids.len() >= 2 => {
                    trf.forbidden.push((line, ids, Some((first, last))));
                }
                (Err(_), _, _) => errors.push(err(5, &field(&chars, 5, 7), P::FirstRound)),
                (_, Err(_), _) => errors.push(err(9, &field(&chars, 9, 11), P::LastRound)),
                (_, _, Err((col, t))) => errors.push(err(col, &t, P::NotAStartingNumber)),
                _ => errors.push(err(13, &value(), P::ForbiddenTooFew)),
            },
            "240" => match (field(&chars, 7, 9).parse::<u32>(), numbers(&chars, 10)) {
                (Ok(r), Ok(ids)) if r > 0 => {
                    let kind = chars.get(4).copied().unwrap_or(' ').to_ascii_uppercase();
                    trf.announced.push((line, r, ids));
                    trf.announced_kinds.push(kind);
                }
                (Ok(_) | Err(_), Ok(_)) => {
                    errors.push(err(7, &field(&chars, 7, 9), P::AnnouncedRound))
                }
                (_, Err((col, t))) => errors.push(err(col, &t, P::NotAStartingNumber)),
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
                None => errors.push(err(5, &value(), P::PointValue)),
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
                        _ => errors.push(err(col, &format!("{code}{v}"), P::PointCode)),
                    }
                    col += 9;
                }
            }
            "001" => match player(&chars) {
                Ok(p) => trf.players.push(TrfPlayer { line, ..p }),
                Err((col, token, problem)) => errors.push(err(col, &token, problem)),
            },
            // Counted again on writing.
            "072" => {}
            "XXK" => match field(&chars, 5, 8).parse::<u32>() {
                Ok(no) if no > 0 => {
                    trf.ranks
                        .push((line, no, field(&chars, 10, chars.len().max(10))))
                }
                _ => errors.push(err(5, &field(&chars, 5, 8), P::NotAStartingNumber)),
            },
            // Anything else (082, 112, 132, a team's 013, another program's own records, a
            // ruler line) is kept as written: the import keeps it and the export writes it
            // back.
            _ if !raw.trim().is_empty() => trf.other.push((line, raw.trim_end().to_string())),
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
                problem: P::RankTwice { first },
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
            problem: P::PlayerCount {
                announced: n,
                lines: trf.players.len(),
            },
        });
    }
    if trf.players.is_empty() && errors.is_empty() {
        errors.push(TrfError {
            line: 1,
            col: 1,
            token: String::new(),
            problem: P::NoPlayers,
        });
    }
    if errors.is_empty() {
        Ok(trf)
    } else {
        Err(errors)
    }
}

type LineError = (usize, String, P);

/// `XXA NNNN pppp pppp ...`: the starting rank in columns 5-8, then one virtual-points field of
/// four columns every five, from column 10 (blank: 0).
fn acceleration_xxa(c: &[char], line: usize) -> Result<TrfAcceleration, LineError> {
    let no = field(c, 5, 8);
    let player = match no.parse::<u32>() {
        Ok(n) if n > 0 => n,
        _ => return Err((5, no, P::NotAStartingNumber)),
    };
    let mut points = Vec::new();
    let mut col = 10;
    // Blanks padding the line are no rounds (a blank field inside it is 0).
    let end = c.iter().rposition(|&ch| ch != ' ').map_or(0, |i| i + 1);
    while col <= end {
        let v = field(c, col, col + 3);
        match v.as_str() {
            "" => points.push(0),
            v => points.push(point_value(v).ok_or((col, v.to_string(), P::AccelerationPoints))?),
        }
        col += 5;
    }
    Ok(TrfAcceleration::Player {
        line,
        player,
        points,
    })
}

/// TRF-2026 `250 MMMM GGGG RRR RRR PPPP PPPP`: match points (columns 5-8, empty: individual
/// tournaments), game points (10-13, above zero), first and last round (15-17, 19-21), first
/// and last starting rank (23-26, 28-31).
fn acceleration_250(c: &[char], line: usize) -> Result<TrfAcceleration, LineError> {
    let matchp = field(c, 5, 8);
    if !matchp.is_empty() && point_value(&matchp) != Some(0) {
        return Err((5, matchp, P::AccelerationMatchPoints));
    }
    let g = field(c, 10, 13);
    let points = match point_value(&g) {
        Some(v) if v > 0 => v,
        _ => return Err((10, g, P::AccelerationPoints)),
    };
    // Two numbers in columns `a` and `b`, each `width` wide: at least 1, the first not after
    // the second.
    let pair = |a: usize, b: usize, width: usize, why: P| -> Result<(u32, u32), LineError> {
        let (x, y) = (field(c, a, a + width - 1), field(c, b, b + width - 1));
        match (x.parse::<u32>(), y.parse::<u32>()) {
            (Ok(x), Ok(y)) if x > 0 && x <= y => Ok((x, y)),
            (Ok(x), _) if x > 0 => Err((b, y, why)),
            _ => Err((a, x, why)),
        }
    };
    let rounds = pair(15, 19, 3, P::AccelerationRounds)?;
    let players = pair(23, 28, 4, P::AccelerationPlayers)?;
    Ok(TrfAcceleration::Range {
        line,
        points,
        rounds,
        players,
    })
}

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

/// A point value of `162` / `BB?` / `XXA` / `250` in tenths, at most [`MAX_POINT_VALUE`].
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
    let num = |from: usize, to: usize, what: PlayerField| -> Result<Option<u32>, LineError> {
        let s = field(c, from, to);
        if s.is_empty() {
            return Ok(None);
        }
        s.parse::<u32>()
            .map(Some)
            .map_err(|_| (from, s.clone(), P::FieldNotANumber(what)))
    };
    let no =
        num(5, 8, PlayerField::StartingRank)?.ok_or((5, String::new(), P::StartingRankMissing))?;
    if no == 0 {
        return Err((5, "0".into(), P::StartingRankZero));
    }
    let points = {
        let s = field(c, 81, 84);
        if s.is_empty() {
            None
        } else {
            let t = tenths(&s).ok_or_else(|| (81, s.clone(), P::PointsNotANumber))?;
            if t % 5 != 0 {
                return Err((81, s, P::PointsNotHalf));
            }
            Some(t / 5)
        }
    };
    let mut p = TrfPlayer {
        no,
        sex: field(c, 10, 10).chars().next(),
        title: opt(field(c, 11, 13)),
        name: field(c, 15, 47),
        rating: num(49, 52, PlayerField::Rating)?.filter(|&r| r > 0),
        federation: opt(field(c, 54, 56)),
        id: opt(field(c, 58, 68)),
        birth: opt(field(c, 70, 79)),
        points,
        rank: num(86, 89, PlayerField::Rank)?,
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
                    return Err((start, opp_text, P::Opponent));
                }
            }
        };
        let colour = match colour {
            'w' | 'W' => 'w',
            'b' | 'B' => 'b',
            '-' | ' ' => '-',
            other => {
                return Err((start + 5, other.to_string(), P::Colour));
            }
        };
        // `?`: an unknown result (an adjourned game), which needs an opponent.
        if !"10=+-WDLHFUZ? ".contains(result) || (result == '?' && opponent.is_none()) {
            return Err((start + 7, result.to_string(), P::ResultCode));
        }
        if opponent.is_some() && matches!(result, 'H' | 'F' | 'U' | 'Z') {
            return Err((start + 7, result.to_string(), P::ByeWithOpponent));
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

/// A `132` line's dates: `YY/MM/DD` at columns 92-99, 102-109, ... (round 1 first), as
/// `YYYY-MM-DD` (years 2000-2099); `None` when a column holds something else.
fn round_dates(chars: &[char]) -> Option<Vec<Option<String>>> {
    let mut out = Vec::new();
    let mut start = 92;
    while start <= chars.len() {
        let slot = field(chars, start, start + 7);
        if slot.is_empty() {
            out.push(None);
        } else {
            let parts: Vec<&str> = slot.split('/').collect();
            let [y, m, d] = parts.as_slice() else {
                return None;
            };
            let ok = |s: &str, hi: u32| {
                s.len() == 2
                    && s.parse::<u32>()
                        .is_ok_and(|v| v <= hi && (hi == 99 || v >= 1))
            };
            if !(ok(y, 99) && ok(m, 12) && ok(d, 31)) {
                return None;
            }
            out.push(Some(format!("20{y}-{m}-{d}")));
        }
        start += 10;
    }
    while out.last() == Some(&None) {
        out.pop();
    }
    (!out.is_empty()).then_some(out)
}
