//! What the arbiter publishes: pairings, standings and crosstables as [`Sheet`]s (written as
//! text, CSV or HTML by `formats::sheet`), and the rating report.

use crate::formats::sheet::{Cell, Mark, Sheet, csv_columns as csv};
use crate::t;
use crate::tournament::crosstable::crosstable;
use crate::tournament::standings::{Standing, Standings, format_value, show_value, standings};
use crate::tournament::{ByeKind, Entrant, No, Tournament, points, points_ascii, rating};

/// A sheet headed with the tournament: its name, `subtitle`, venue and dates, system, arbiter.
pub fn heading(t: &Tournament, subtitle: String) -> Sheet {
    let s = &t.settings;
    let mut info = Vec::new();
    let dates = super::date_range(s.start_date.as_deref(), s.end_date.as_deref());
    let place = [s.venue.clone().unwrap_or_default(), dates]
        .into_iter()
        .filter(|x| !x.is_empty())
        .collect::<Vec<_>>();
    if !place.is_empty() {
        info.push(place.join(", "));
    }
    let system = t!(
        "sheet-system",
        system = super::system_of(s.system, s.team.as_ref().map(|r| r.boards)),
        rounds = s.rounds
    );
    info.push(match &s.time_control {
        Some(tc) => format!("{system}, {tc}"),
        None => system,
    });
    if let Some(a) = &s.chief_arbiter {
        info.push(t!("sheet-chief-arbiter", name = a));
    }
    // A tournament that left rules mode says so on every paper and page, for good.
    if let Some(round) = s.rules_left {
        info.push(t!("sheet-rules-left", round = round));
    }
    // A section's papers carry the event's name before its own.
    let title = match t.event.as_deref().map(str::trim) {
        Some(event) if !event.is_empty() && event != s.name.trim() => {
            format!("{event} — {}", s.name)
        }
        _ => s.name.clone(),
    };
    Sheet {
        lang: super::lang::current().code().into(),
        title,
        subtitle,
        info,
        ..Sheet::default()
    }
}

fn name_of(t: &Tournament, no: u32) -> String {
    t.entrant(no).map(|e| e.name.clone()).unwrap_or_default()
}

/// A number cell.
pub fn num(s: impl ToString) -> Cell {
    Cell::marked(s.to_string(), Mark::Number)
}

/// The pairings (and results so far) of round `round`; `None` if it is not paired. With
/// `ascii`, draws are written `1/2-1/2` (CSV).
pub fn pairings(t: &Tournament, round: u32, ascii: bool) -> Option<Sheet> {
    if t.settings.team.is_some() {
        return super::team::pairings(t, round, ascii);
    }
    let r = t.rounds.iter().find(|r| r.number.0 == round)?;
    let mut sheet = heading(t, t!("sheet-pairings", round = round));
    sheet.columns = if ascii {
        csv::PAIRINGS.map(String::from).to_vec()
    } else {
        // As players check a Swiss pairing: each side's rating and points before the round.
        vec![
            t!("col-board-long"),
            t!("col-no"),
            t!("col-white"),
            t!("col-rating-short"),
            t!("col-points"),
            t!("col-result"),
            t!("col-points"),
            t!("col-black"),
            t!("col-rating-short"),
            t!("col-no"),
        ]
    };
    // On a phone: board, both players with their points, the result (no numbers, ratings).
    if !ascii {
        sheet.aside = vec![1, 3, 8, 9];
    }
    let rating_of = |no: No| {
        Cell::plain(
            t.entrant(no)
                .and_then(|e| e.rating)
                .map_or(String::new(), |r| r.to_string()),
        )
    };
    // A Baku-accelerated round shows each player's virtual points beside his points, marked
    // and explained under the table: they pair him, they never count.
    let virtual_points = crate::pairing::baku::virtual_half_points(t, round);
    let before = |no: No| {
        let real = points(t.points_before(no, round));
        match virtual_points.get(&no) {
            None => Cell::plain(real),
            Some(&v) => Cell::plain(format!("{real} (+{})", points(v))),
        }
    };
    let accelerated = !ascii && !virtual_points.is_empty();
    let mut warned = Vec::new();
    for g in &r.games {
        let res = match g.result {
            None if g.is_open_adjourned() => t!("adjourned-short"),
            None => String::new(),
            Some(x) if ascii => x.ascii().into(),
            Some(x) => x.display().into(),
        };
        let mark = match (g.result, &g.warning) {
            (_, Some(_)) => Mark::Warning,
            (None, _) if g.is_open_adjourned() => Mark::Warning,
            (Some(x), _) if x.is_forfeit() => Mark::Forfeit,
            _ => Mark::Plain,
        };
        if let Some(w) = g.warning {
            warned.push(t!(
                "sheet-board-warning",
                board = g.board,
                warning = crate::words::stored_warning(w, g)
            ));
        }
        let result = Cell::marked(
            if g.warning.is_some() && !ascii {
                format!("{res} ⚠")
            } else {
                res
            },
            mark,
        );
        sheet.rows.push(if ascii {
            vec![
                num(g.board),
                num(g.white),
                Cell::plain(name_of(t, g.white)),
                num(g.black),
                Cell::plain(name_of(t, g.black)),
                result,
            ]
        } else {
            vec![
                num(g.board),
                num(g.white),
                Cell::plain(name_of(t, g.white)),
                rating_of(g.white),
                before(g.white),
                result,
                before(g.black),
                Cell::plain(name_of(t, g.black)),
                rating_of(g.black),
                num(g.black),
            ]
        });
    }
    for &(no, kind) in &r.byes {
        let what = match kind {
            ByeKind::PairingAllocated => t!(
                "sheet-bye",
                points = points(kind.points(t.settings.bye_points))
            ),
            ByeKind::Half => t!("sheet-half-bye"),
            ByeKind::Zero => t!("sheet-zero-bye"),
            ByeKind::Rest => t!("sheet-rests"),
        };
        sheet.rows.push(if ascii {
            vec![
                Cell::plain(""),
                num(no),
                Cell::plain(name_of(t, no)),
                Cell::plain(""),
                Cell::plain(what),
                Cell::plain(""),
            ]
        } else {
            vec![
                Cell::plain(""),
                num(no),
                Cell::plain(name_of(t, no)),
                rating_of(no),
                before(no),
                Cell::plain(what),
                Cell::plain(""),
                Cell::plain(""),
                Cell::plain(""),
                Cell::plain(""),
            ]
        });
    }
    if accelerated {
        warned.push(t!("sheet-virtual-points"));
    }
    sheet.notes = warned;
    if r.games
        .iter()
        .any(|g| g.result.is_some_and(|x| x.is_forfeit()))
    {
        sheet.notes.push(t!("sheet-forfeits-note"));
    }
    Some(sheet)
}

/// The standings after round `upto`. With `ascii`, points are written `7.5` (CSV).
pub fn standings_sheet(t: &Tournament, upto: u32, ascii: bool) -> Sheet {
    if let Some(sheet) = super::team::standings_sheet(t, upto, ascii) {
        return sheet;
    }
    let st = standings(t, upto);
    let mut sheet = heading(t, t!("sheet-standings", round = upto));
    sheet.columns = vec![if ascii {
        csv::STANDINGS[0].to_string()
    } else {
        t!("col-rank")
    }];
    sheet.columns.extend(standing_columns(&st, ascii));
    // On a phone: place, name, points and the tie-breaks (no number, title, rating, qualifying
    // points nor games played).
    if !ascii {
        sheet.aside = vec![1, 3, 4, 6, 7];
    }
    for row in &st.rows {
        let Some(e) = t.entrants.get(row.index) else {
            continue;
        };
        let mut cells = vec![if ascii {
            num(row.rank)
        } else {
            num(row.place())
        }];
        cells.extend(standing_cells(e, row, ascii));
        sheet.rows.push(cells);
    }
    for row in st.rows.iter().filter(|r| r.annulled) {
        sheet.notes.push(t!("sheet-annulled", no = row.no));
    }
    // Adjourned games keep their rounds from the standings until they end.
    let open = t.open_adjournments();
    if !open.is_empty() {
        let games = crate::words::adjourned_games(&open);
        sheet
            .notes
            .push(t!("sheet-adjourned-open", n = open.len(), games = games));
    }
    if st.rows.iter().any(|r| r.unapplied.contains(&true)) {
        sheet.notes.push(t!("sheet-de-unapplied"));
    }
    sheet.notes.push(t!(
        "sheet-standings-note",
        tiebreaks = st
            .tiebreaks
            .iter()
            .map(|t| format!("{} {}", t.code(), super::tiebreak_name(*t)))
            .collect::<Vec<_>>()
            .join(", "),
        edition = t.settings.rules.code()
    ));
    sheet
}

/// The standings' column headings after the rank: number, name, title, rating, points,
/// qualification points, games played, then the tie-breaks' codes (CSV: the machine names).
pub(super) fn standing_columns(st: &Standings, ascii: bool) -> Vec<String> {
    let mut columns: Vec<String> = if ascii {
        csv::STANDINGS[1..].iter().map(|s| s.to_string()).collect()
    } else {
        vec![
            t!("col-no"),
            t!("col-name"),
            t!("col-title"),
            t!("col-rating"),
            t!("col-points"),
            t!("col-qpoints"),
            t!("col-played"),
        ]
    };
    columns.extend(st.tiebreaks.iter().map(|tb| tb.code().to_string()));
    columns
}

/// The cells of player `e`'s standings line `row` under [`standing_columns`]. With `ascii`,
/// points are written `7.5` and titles as stored (CSV).
pub(super) fn standing_cells(e: &Entrant, row: &Standing, ascii: bool) -> Vec<Cell> {
    let p = |h| if ascii { points_ascii(h) } else { points(h) };
    let mut cells = vec![
        num(e.no),
        Cell::plain(&e.name),
        Cell::plain(match &e.title {
            Some(x) if !ascii => super::title(x),
            Some(x) => x.clone(),
            None => String::new(),
        }),
        num(e.rating.map(|r| r.to_string()).unwrap_or_default()),
        num(p(row.points)),
        num(p(row.qpoints)),
        num(row.played),
    ];
    cells.extend(row.values.iter().map(|v| {
        num(if ascii {
            format_value(*v)
        } else {
            show_value(*v)
        })
    }));
    // A value that did not order him is greyed (DE among players who did not all meet).
    for (k, _) in row
        .unapplied
        .iter()
        .enumerate()
        .filter(|(_, u)| **u && !ascii)
    {
        if let Some(c) = cells.get_mut(7 + k) {
            c.mark = Mark::Skipped;
        }
    }
    // A withdrawn player says so beside his name.
    if let (Some(round), false) = (e.withdrawn_from, ascii)
        && let Some(c) = cells.get_mut(1)
    {
        c.text = format!("{} ({})", e.name, t!("withdrawn-mark", round = round));
    }
    cells
}

/// A Swiss crosstable cell (`31w1`, `7b+`) with its colour letter in the language's short
/// words for White and Black (`31а1` in Kazakh, `31б1` in Russian).
fn colour_letters(cell: &str) -> String {
    let digits = cell.len() - cell.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (opponent, rest) = cell.split_at(digits);
    let letter = match rest.chars().next() {
        Some('w') if digits > 0 => t!("white-short"),
        Some('b') if digits > 0 => t!("black-short"),
        _ => return cell.to_string(),
    };
    format!("{opponent}{}{}", letter.to_lowercase(), &rest[1..])
}

/// The crosstable after round `upto`.
pub fn crosstable_sheet(t: &Tournament, upto: u32, ascii: bool) -> Sheet {
    crosstable_sheet_in(t, upto, ascii, false)
}

/// The crosstable after round `upto` in the order of the final ranking (issue 47): the place
/// first, each player referred to by his line (a round-robin's columns, a Swiss cell's
/// opponent), as a crosstable by rank is printed. The CSV keeps its columns.
pub fn crosstable_sheet_by_rank(t: &Tournament, upto: u32, ascii: bool) -> Sheet {
    crosstable_sheet_in(t, upto, ascii, true)
}

fn crosstable_sheet_in(t: &Tournament, upto: u32, ascii: bool, by_rank: bool) -> Sheet {
    if let Some(sheet) = super::team::crosstable_sheet(t, upto, ascii) {
        return sheet;
    }
    let st = standings(t, upto);
    let ct = if by_rank {
        let order: Vec<No> = st.rows.iter().map(|r| r.no).collect();
        crate::tournament::crosstable::crosstable_in(t, upto, &order, true)
    } else {
        crosstable(t, upto)
    };
    let rr = t.settings.system.is_round_robin();
    // Text and HTML by rank: the place leads the line (and is not repeated at its end).
    let place_first = by_rank && !ascii;
    let mut sheet = heading(
        t,
        if by_rank {
            t!("sheet-crosstable-by-rank", round = upto)
        } else {
            t!("sheet-crosstable", round = upto)
        },
    );
    sheet.columns = if ascii {
        csv::CROSSTABLE_LEFT.map(String::from).to_vec()
    } else if place_first {
        vec![t!("col-rank"), t!("col-no"), t!("col-name")]
    } else {
        vec![t!("col-no"), t!("col-name")]
    };
    sheet.columns.extend(ct.columns.iter().cloned());
    if ascii {
        sheet
            .columns
            .extend(csv::CROSSTABLE_RIGHT.map(String::from));
    } else if place_first {
        sheet.columns.push(t!("col-points"));
    } else {
        sheet.columns.extend([t!("col-points"), t!("col-rank")]);
    }
    for (no, cells) in &ct.rows {
        let s = st.rows.iter().find(|r| r.no == *no);
        let mut row = vec![num(no), Cell::plain(name_of(t, *no))];
        if place_first {
            row.insert(0, num(s.map(|s| s.place()).unwrap_or_default()));
        }
        row.extend(cells.iter().map(|c| {
            let forfeit = c.split(' ').any(|p| {
                if rr {
                    p == "+" || p == "-"
                } else {
                    ["w+", "w-", "b+", "b-"].iter().any(|e| p.ends_with(e))
                }
            });
            let mark = if c == "×" {
                Mark::Void
            } else if forfeit {
                Mark::Forfeit
            } else {
                Mark::Result
            };
            // The colour in the language's letters (the glossary's, as a player's games say
            // it); the CSV keeps FIDE's w and b.
            let cell = if ascii || rr {
                c.clone()
            } else {
                colour_letters(c)
            };
            Cell::marked(cell, mark)
        }));
        let pts = s
            .map(|s| {
                if ascii {
                    points_ascii(s.points)
                } else {
                    points(s.points)
                }
            })
            .unwrap_or_default();
        row.push(num(pts));
        if !place_first {
            row.push(num(s
                .map(|s| if ascii { s.rank.to_string() } else { s.place() })
                .unwrap_or_default()));
        }
        sheet.rows.push(row);
    }
    sheet.notes.push(
        if t.settings.system == crate::tournament::System::DoubleRoundRobin {
            t!("sheet-crosstable-note-double")
        } else if rr {
            t!("sheet-crosstable-note-round-robin")
        } else {
            t!("sheet-crosstable-note-swiss")
        },
    );
    sheet
}

/// The rating report over rounds `1..=upto`: games against rated opponents played over the
/// board, expected score, change `K·(P − E)` and performance.
pub fn rating_sheet(t: &Tournament, upto: u32, k: u32, ascii: bool) -> Sheet {
    let reports = rating::reports(t, upto, k);
    let mut sheet = heading(t, t!("sheet-rating", round = upto, k = k));
    sheet.columns = if ascii {
        csv::RATING.map(String::from).to_vec()
    } else {
        vec![
            t!("col-no"),
            t!("col-name"),
            t!("col-rating"),
            t!("col-games"),
            csv::RATING[4].into(),
            csv::RATING[5].into(),
            csv::RATING[6].into(),
            t!("col-new-rating"),
            csv::RATING[8].into(),
            t!("col-performance"),
        ]
    };
    for (e, r) in t.entrants.iter().zip(reports) {
        let new = e
            .rating
            .map(|x| (x as i64 + r.change as i64).max(0).to_string())
            .unwrap_or_default();
        sheet.rows.push(vec![
            num(e.no),
            Cell::plain(&e.name),
            num(e.rating.map(|x| x.to_string()).unwrap_or_default()),
            num(r.games),
            num(points_ascii(r.points)),
            num(format!("{:.2}", r.expected as f64 / 100.0)),
            num(format!("{:+}", r.change)),
            num(new),
            num(r.average.map(|a| a.to_string()).unwrap_or_default()),
            num(r.performance.map(|p| p.to_string()).unwrap_or_default()),
        ]);
    }
    sheet.notes.push(t!("sheet-rating-note"));
    sheet
}

/// What kind of bye, in words.
pub fn bye_kind(kind: crate::tournament::ByeKind) -> String {
    use crate::tournament::ByeKind;
    match kind {
        ByeKind::PairingAllocated => t!("pab"),
        ByeKind::Half => t!("half-bye"),
        ByeKind::Zero => t!("zero-bye"),
        ByeKind::Rest => t!("rests"),
    }
}

/// A game's points in the breakdown: a forfeit said as such (it counts, but was not played).
pub fn breakdown_points(r: crate::tournament::GameResult, white: bool) -> String {
    let p = crate::tournament::points(r.points(white));
    if !r.is_forfeit() {
        p
    } else if r.points(white) > 0 {
        t!("breakdown-forfeit-won", points = p)
    } else {
        t!("breakdown-forfeit-lost", points = p)
    }
}

/// One round of a player's history in words (the window's breakdown, the live player page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryLine {
    /// The round.
    pub round: u32,
    /// `W` or `B` (empty without a game).
    pub colour: String,
    /// The opponent, if there was a game.
    pub opponent: Option<No>,
    /// `12 Name`, or the bye, or absent.
    pub who: String,
    /// The points, a forfeit said as such.
    pub result: String,
}

/// Player `no`'s rounds `1..=upto` in words.
pub fn history_lines(t: &Tournament, no: No, upto: u32) -> Vec<HistoryLine> {
    use crate::tournament::Slot;
    t.history(no, upto)
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let round = i as u32 + 1;
            match *slot {
                Slot::Game {
                    opponent,
                    white,
                    result,
                } => HistoryLine {
                    round,
                    colour: if white {
                        t!("white-short")
                    } else {
                        t!("black-short")
                    },
                    opponent: Some(opponent),
                    who: format!("{opponent} {}", name_of(t, opponent)),
                    result: result.map_or(String::new(), |r| breakdown_points(r, white)),
                },
                Slot::Bye(k) => HistoryLine {
                    round,
                    colour: String::new(),
                    opponent: None,
                    who: bye_kind(k),
                    result: points(k.points(t.settings.bye_points)),
                },
                Slot::Absent => HistoryLine {
                    round,
                    colour: String::new(),
                    opponent: None,
                    who: t!("absent"),
                    result: "0".into(),
                },
            }
        })
        .collect()
}

/// A tie-break's name for people (its FIDE code stays beside it).
pub fn tiebreak_name(tb: crate::tournament::tiebreak::TieBreak) -> String {
    use crate::tournament::tiebreak::TieBreak as T;
    match tb {
        T::DirectEncounter => t!("tb-direct-encounter"),
        T::Wins => t!("tb-wins"),
        T::GamesWon => t!("tb-games-won"),
        T::BlackGames => t!("tb-black-games"),
        T::BlackWins => t!("tb-black-wins"),
        T::Progressive => t!("tb-progressive"),
        T::ElectedToPlay => t!("tb-elected-to-play"),
        T::Buchholz => t!("tb-buchholz"),
        T::BuchholzCut1 => t!("tb-buchholz-cut-1"),
        T::BuchholzMedian1 => t!("tb-buchholz-median-1"),
        T::SonnebornBerger => t!("tb-sonneborn-berger"),
        T::SonnebornBergerCut1 => t!("tb-sonneborn-berger-cut-1"),
        T::Koya => t!("tb-koya"),
        T::AverageRating => t!("tb-average-rating"),
        T::Performance => t!("tb-performance"),
        T::Standard => t!("tb-standard"),
        T::BuchholzCut2 => t!("tb-buchholz-cut-2"),
        T::BuchholzMedian2 => t!("tb-buchholz-median-2"),
        T::SonnebornBergerCut2 => t!("tb-sonneborn-berger-cut-2"),
        T::KoyaLimit(l) => {
            let points = crate::tournament::points(l.halves.unsigned_abs() as u32);
            match l.halves.signum() {
                0 => t!("tb-koya-limit", percent = l.percent),
                1 => t!("tb-koya-limit-plus", percent = l.percent, points = points),
                _ => t!("tb-koya-limit-minus", percent = l.percent, points = points),
            }
        }
        T::Rating => t!("tb-rating"),
        T::RatingLowFirst => t!("tb-rating-low-first"),
        T::StartNumber => t!("tb-start-number"),
        T::StartNumberHighFirst => t!("tb-start-number-high-first"),
    }
}
