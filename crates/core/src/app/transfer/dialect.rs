//! What a TRF file holds besides its games, as other programs write it: records Orda keeps as
//! written (and writes back), dates and birth dates read exactly or not at all, sex columns,
//! forbidden pairs (`XXP`, `260`) and byes announced for rounds to come (`240`). Whatever the
//! import does not store exactly is said in an [`ImportNote`], never dropped silently.

use super::problems::ImportProblem;
use crate::formats::dates::{self, DateProblem};
use crate::formats::trf::{Trf, TrfPlayer};
use crate::tournament::{ByeKind, No};

/// A TRF file read as a tournament, with what the tournament does not hold: the forbidden
/// pairs, the byes announced for rounds to come, the records kept as written, and the notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The tournament.
    pub tournament: crate::tournament::Tournament,
    /// What the export writes back besides the tournament.
    pub extra: TrfExtra,
    /// What the arbiter should know.
    pub notes: Vec<ImportNote>,
}

/// What a TRF file carries besides a tournament's players and rounds, and an export writes:
/// forbidden pairs (`XXP`), byes announced for rounds not paired yet (in the next round's
/// columns, later ones as `240`), and records kept as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrfExtra {
    /// Pairs kept apart (starting numbers, the smaller first).
    pub forbidden: Vec<crate::tournament::KeptApart>,
    /// Byes announced for rounds not paired yet: (player, round, kind).
    pub announced: Vec<(No, u32, ByeKind)>,
    /// Records kept as written.
    pub kept: Vec<String>,
    /// The arbiter's interventions, as `###` lines made from the journal (`record`).
    pub record: Vec<String>,
}

/// The most records kept as written from one file (a hostile file cannot fill the database).
pub const MAX_KEPT: usize = 500;

/// What the import did that the arbiter should know although the file was read: each note
/// names its line. `words::formats` says them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportNote {
    /// `--points-from-results`: the points column differed from the results; the results
    /// were taken (tenths of a point).
    PointsTaken {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// Points by the results.
        results: u32,
        /// The points column.
        column: u32,
    },
    /// Records Orda does not read, kept as written and written back on export: their codes.
    Kept {
        /// The codes (`082`, `112`, `132`), in file order, a code once.
        codes: Vec<String>,
        /// How many lines.
        lines: usize,
    },
    /// More records than Orda keeps: the rest were not kept.
    TooManyKept {
        /// The first line not kept.
        line: usize,
    },
    /// A birth date not read exactly: not stored.
    Birth {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// The date as written.
        text: String,
        /// Why.
        why: DateProblem,
    },
    /// A tournament date (`042`, `052`) not read exactly: kept as written, not stored.
    Date {
        /// `042` or `052`.
        code: &'static str,
        /// The date as written.
        text: String,
        /// Why.
        why: DateProblem,
    },
    /// A sex other than `m`, `w` or `f`: not stored.
    Sex {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// As written.
        text: String,
    },
    /// Rounds of the file the Dutch system pairs otherwise (checked at import; written as
    /// `### Import` on export).
    PairedOtherwise {
        /// The rounds.
        rounds: Vec<u32>,
    },
    /// `### FIDE mode exited`: the tournament left rules mode (with `round` rounds paired) and
    /// is imported out of it, for good.
    LeftRulesMode {
        /// The line.
        line: usize,
        /// The rounds paired when it left.
        round: u32,
    },
    /// A `240 F` full-point bye: Orda announces only half- and zero-point byes; not stored.
    FullPointBye {
        /// The line.
        line: usize,
        /// The round.
        round: u32,
    },
    /// `XXC` options Orda does not read.
    Options {
        /// As written.
        options: Vec<String>,
    },
}

/// A date field: the date or year stored, or the note's reason (blank: nothing, no reason).
fn date_of(text: &str) -> Result<Option<String>, DateProblem> {
    dates::read(text).stored()
}

/// A tournament date (`042`, `052`): `YYYY-MM-DD`, or `None` with the record kept as written
/// and a note. A year alone is no tournament date: kept too.
pub(super) fn tournament_date(
    code: &'static str,
    text: Option<&str>,
    kept: &mut Vec<(usize, String)>,
    notes: &mut Vec<ImportNote>,
) -> Option<String> {
    let text = text?;
    let why = match date_of(text) {
        Ok(Some(d)) if d.len() == 10 => return Some(d),
        Ok(None) => return None,
        Ok(Some(_)) | Err(DateProblem::Unreadable) => DateProblem::Unreadable,
        Err(why) => why,
    };
    kept.push((0, format!("{code} {text}")));
    notes.push(ImportNote::Date {
        code,
        text: text.to_string(),
        why,
    });
    None
}

/// A player's birth date (`YYYY-MM-DD` or a year alone), or `None` (a note when something was
/// written that is not stored).
pub(super) fn birth(p: &TrfPlayer, notes: &mut Vec<ImportNote>) -> Option<String> {
    let text = p.birth.as_deref()?;
    match date_of(text) {
        Ok(d) => d,
        Err(why) => {
            notes.push(ImportNote::Birth {
                line: p.line,
                player: p.no,
                text: text.to_string(),
                why,
            });
            None
        }
    }
}

/// A player's sex: `m`, `w` (TRF-16) or `f` (TRF-2026, Swiss-Manager), any case; anything
/// else is noted and not stored.
pub(super) fn sex(p: &TrfPlayer, notes: &mut Vec<ImportNote>) -> Option<char> {
    match p.sex? {
        'm' | 'M' => Some('m'),
        'w' | 'W' | 'f' | 'F' => Some('w'),
        ' ' => None,
        other => {
            notes.push(ImportNote::Sex {
                line: p.line,
                player: p.no,
                text: other.to_string(),
            });
            None
        }
    }
}

/// The records kept as written: those the reader does not read (`082`, `112`, `132`, `013`,
/// other programs' records), the tournament's federation (`032`) and type (`092`, unless it is
/// the one Orda writes itself), which Orda does not store otherwise, with their lines (0 for
/// `032` and `092`). [`cap_kept`] keeps at most [`MAX_KEPT`] of them.
pub(super) fn kept_records(trf: &Trf, notes: &mut Vec<ImportNote>) -> Vec<(usize, String)> {
    let mut kept: Vec<(usize, String)> = Vec::new();
    if let Some(f) = &trf.federation {
        kept.push((0, format!("032 {f}")));
    }
    if let Some(k) = trf
        .kind
        .as_ref()
        .filter(|k| k.as_str() != crate::formats::trf::kind_of(crate::tournament::System::Swiss))
    {
        kept.push((0, format!("092 {k}")));
    }
    kept.extend(trf.other.iter().cloned());
    let options: Vec<String> = trf
        .options
        .iter()
        .filter(|o| !["white1", "black1", "rank"].contains(&o.to_ascii_lowercase().as_str()))
        .cloned()
        .collect();
    if !options.is_empty() {
        notes.push(ImportNote::Options { options });
    }
    kept
}

/// The kept records made safe and at most [`MAX_KEPT`] of them (the rest said).
pub(super) fn cap_kept(kept: Vec<(usize, String)>, notes: &mut Vec<ImportNote>) -> Vec<String> {
    if let Some((line, _)) = kept.get(MAX_KEPT) {
        notes.push(ImportNote::TooManyKept { line: *line });
    }
    kept.into_iter()
        .take(MAX_KEPT)
        .map(|(_, l)| crate::formats::trf::kept_line(&l))
        .filter(|l| !l.is_empty())
        .collect()
}

/// Says which records were kept (one note for all of them).
pub(super) fn note_kept(kept: &[String], notes: &mut Vec<ImportNote>) {
    if kept.is_empty() {
        return;
    }
    let mut codes: Vec<String> = Vec::new();
    for l in kept {
        // A line without a code (a ruler of column numbers, `0123456789…`) is said as `…`.
        let code: String = l.chars().take(3).collect();
        let is_code = code.chars().count() == 3
            && code.chars().all(char::is_alphanumeric)
            && l.chars().nth(3).is_none_or(|c| c == ' ');
        let code = if is_code { code } else { "…".to_string() };
        if !codes.contains(&code) {
            codes.push(code);
        }
    }
    notes.push(ImportNote::Kept {
        codes,
        lines: kept.len(),
    });
}

/// The forbidden pairs of `XXP` and `260` records (every two players of a line), checked
/// against the players of the file; a `260`'s rounds are kept with its pairs (checked against
/// the tournament's rounds).
pub(super) fn forbidden(
    trf: &Trf,
    exists: &dyn Fn(u32) -> bool,
    rounds: u32,
    errors: &mut Vec<ImportProblem>,
) -> Vec<crate::tournament::KeptApart> {
    use crate::tournament::KeptApart;
    // Sets: a line of n players is n·(n − 1)/2 pairs, which lines may repeat.
    let mut out: std::collections::BTreeMap<(No, No), Option<(u32, u32)>> = Default::default();
    for (line, ids, span) in &trf.forbidden {
        if let Some(&missing) = ids.iter().find(|&&i| !exists(i)) {
            errors.push(ImportProblem::NotInFile {
                line: *line,
                player: missing,
            });
            continue;
        }
        let mut seen = std::collections::HashSet::new();
        if let Some(&a) = ids.iter().find(|a| !seen.insert(**a)) {
            errors.push(ImportProblem::ForbiddenTwice {
                line: *line,
                player: a,
            });
            continue;
        }
        if let Some(&(first, last)) = span.as_ref()
            && (first == 0 || last < first || last > rounds)
        {
            errors.push(ImportProblem::ForbiddenRounds {
                line: *line,
                first,
                last,
                rounds,
            });
            continue;
        }
        // Rounds 1 to the last: every round.
        let span = span.filter(|&(first, last)| first > 1 || last < rounds);
        for (i, &a) in ids.iter().enumerate() {
            for &b in &ids[i + 1..] {
                let key = (a.min(b), a.max(b));
                // A pair named twice: every round wins over a range.
                let was = out.get(&key).copied();
                out.insert(key, if was == Some(None) { None } else { span });
            }
        }
    }
    out.into_iter()
        .map(|((a, b), rounds)| KeptApart { a, b, rounds })
        .collect()
}

/// A bye announced: (player, round, kind).
pub(super) type Announced = (No, u32, ByeKind);

/// The byes `240` records announce: for rounds after the file's data (player, round, kind),
/// and for rounds it has data for where the player's line is blank there (the second list:
/// what the blank meant). A `240` must name a round of the tournament, and agree with a line
/// that says something of its round.
pub(super) fn announced<'a>(
    trf: &Trf,
    player: &dyn Fn(u32) -> Option<&'a TrfPlayer>,
    data_rounds: u32,
    rounds: u32,
    errors: &mut Vec<ImportProblem>,
    notes: &mut Vec<ImportNote>,
) -> (Vec<Announced>, Vec<Announced>) {
    let (mut later, mut past) = (Vec::new(), Vec::new());
    for (i, (line, round, ids)) in trf.announced.iter().enumerate() {
        let kind = match trf.announced_kinds.get(i).copied().unwrap_or(' ') {
            'H' => ByeKind::Half,
            'Z' | ' ' => ByeKind::Zero,
            'F' => {
                notes.push(ImportNote::FullPointBye {
                    line: *line,
                    round: *round,
                });
                continue;
            }
            other => {
                errors.push(ImportProblem::ByeKind {
                    line: *line,
                    text: other.to_string(),
                });
                continue;
            }
        };
        if *round > rounds {
            errors.push(ImportProblem::ByeRound {
                line: *line,
                round: *round,
                rounds,
            });
            continue;
        }
        for &no in ids {
            let Some(p) = player(no) else {
                errors.push(ImportProblem::NotInFile {
                    line: *line,
                    player: no,
                });
                continue;
            };
            if *round > data_rounds {
                later.push((no, *round, kind));
                continue;
            }
            let block = p
                .rounds
                .get(*round as usize - 1)
                .filter(|b| b.opponent.is_some() || b.result != ' ');
            let agrees = block.is_none_or(|b| {
                b.opponent.is_none()
                    && match kind {
                        ByeKind::Half => matches!(b.result, 'H' | '='),
                        _ => matches!(b.result, 'Z' | '-'),
                    }
            });
            match block {
                _ if !agrees => errors.push(ImportProblem::AnnouncedOtherwise {
                    line: *line,
                    round: *round,
                    player: no,
                    his_line: p.line,
                }),
                None => past.push((no, *round, kind)),
                Some(_) => {}
            }
        }
    }
    (later, past)
}

/// What a file says of its rules, read into the tournament and no longer kept as written (the
/// export writes them from the tournament): `212` (TRF-2026, `PTS` first) or `202`, the
/// tie-break list, when Orda knows every code (else it stays kept); `### FIDE mode exited @
/// Round N` (or `before Round 1 was paired`), the tournament left rules mode.
/// The adjourned games an imported file's `### Adjournment @ Round r: W-B: ? => 1-0 (paired as a
/// draw until round k)` lines name (Orda's form; another program's line without the last part
/// is read as the next round paired with the draw): those games are marked decided after
/// adjournment, so that `orda check` pairs the rounds after them as they were paired.
pub(super) fn adjournments(kept: &[(usize, String)], rounds: &mut [crate::tournament::Round]) {
    use crate::tournament::Adjourned;
    for (_, l) in kept {
        let Some(rest) = l.strip_prefix("### Adjournment @ Round ") else {
            continue;
        };
        let Some((round, rest)) = rest.split_once(':') else {
            continue;
        };
        let Ok(round) = round.trim().parse::<u32>() else {
            continue;
        };
        let pair = rest.split_whitespace().next().unwrap_or("");
        let pair = pair.trim_end_matches(':');
        let Some((w, b)) = pair.split_once('-') else {
            continue;
        };
        let (Ok(w), Ok(b)) = (w.parse::<u32>(), b.parse::<u32>()) else {
            continue;
        };
        let until = rest
            .rsplit_once("until round ")
            .and_then(|(_, k)| k.trim_end_matches(')').trim().parse::<u32>().ok())
            .unwrap_or(round + 1);
        let game = round
            .checked_sub(1)
            .and_then(|i| rounds.get_mut(i as usize))
            .and_then(|r| r.games.iter_mut().find(|g| g.white == w && g.black == b));
        if let Some(g) = game.filter(|g| g.result.is_some() && until > round) {
            g.adjourned = Some(Adjourned::Decided { paired: until });
        }
    }
}

/// The corrections for the rating report only an imported file's `### Rating correction @ Round
/// r: W-B: X => Y (pairings and standings used X)` lines name: the `001` lines carry `Y`, the
/// rating's; the game keeps `X` for pairings and standings, and `Y` for the rating report.
pub(super) fn rating_corrections(
    kept: &[(usize, String)],
    rounds: &mut [crate::tournament::Round],
) {
    use crate::tournament::GameResult;
    for (_, l) in kept {
        let Some(rest) = l.strip_prefix("### Rating correction @ Round ") else {
            continue;
        };
        let Some((round, rest)) = rest.split_once(':') else {
            continue;
        };
        let mut words = rest.split_whitespace();
        let (Some(pair), Some(used), Some("=>"), Some(rating)) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            continue;
        };
        let Some((w, b)) = pair.trim_end_matches(':').split_once('-') else {
            continue;
        };
        let (Ok(round), Ok(w), Ok(b)) = (
            round.trim().parse::<u32>(),
            w.parse::<u32>(),
            b.parse::<u32>(),
        ) else {
            continue;
        };
        let (Some(used), Some(rating)) = (GameResult::parse(used), GameResult::parse(rating))
        else {
            continue;
        };
        let game = round
            .checked_sub(1)
            .and_then(|i| rounds.get_mut(i as usize))
            .and_then(|r| r.games.iter_mut().find(|g| g.white == w && g.black == b));
        if let Some(g) = game.filter(|g| g.result == Some(rating) && used != rating) {
            g.result = Some(used);
            g.rating_result = Some(rating);
        }
    }
}

pub(super) fn rules_records(
    kept: &mut Vec<(usize, String)>,
    s: &mut crate::tournament::Settings,
    notes: &mut Vec<ImportNote>,
) {
    use crate::tournament::tiebreak;
    let list_of = |l: &str| -> Option<Vec<tiebreak::TieBreak>> {
        let (code, v) = l.split_at_checked(4)?;
        let v = v.trim();
        match code {
            "212 " => {
                let (first, rest) = v.split_once(',').unwrap_or((v, ""));
                (first.trim().eq_ignore_ascii_case("PTS"))
                    .then(|| tiebreak::parse_list(rest).ok())
                    .flatten()
            }
            "202 " => tiebreak::parse_list(v).ok(),
            _ => None,
        }
    };
    const EXITED: &str = "### FIDE mode exited";
    let left_after = |l: &str| -> Option<u32> {
        let rest = l.strip_prefix(EXITED)?.trim();
        if rest.starts_with("before Round 1") {
            return Some(0);
        }
        rest.strip_prefix("@ Round")?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    };
    let mut lists = Vec::new();
    kept.retain(|(line, l)| {
        if let Some(list) = list_of(l) {
            lists.push((l.starts_with("212"), list));
            return false;
        }
        if let Some(round) = left_after(l) {
            if s.rules_left.is_none() {
                s.rules_left = Some(round);
                notes.push(ImportNote::LeftRulesMode { line: *line, round });
            }
            return false;
        }
        true
    });
    // `212` is the standings' list; a `202` alone says the same without the points.
    lists.sort_by_key(|(standings, _)| !standings);
    if let Some((_, list)) = lists.into_iter().next() {
        s.tiebreaks = list;
    }
}
