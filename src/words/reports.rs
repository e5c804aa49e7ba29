//! What the arbiter publishes: pairings, standings and crosstables as [`Sheet`]s (written as
//! text, CSV or HTML by `formats::sheet`), and the rating report.

use crate::formats::sheet::{Cell, Mark, Sheet};
use crate::tournament::crosstable::crosstable;
use crate::tournament::standings::{format_value, standings};
use crate::tournament::tiebreak::Table;
use crate::tournament::{ByeKind, Tournament, points, points_ascii, rating};

fn heading(t: &Tournament, subtitle: String) -> Sheet {
    let s = &t.settings;
    let mut info = Vec::new();
    let dates = match (&s.start_date, &s.end_date) {
        (Some(a), Some(b)) => format!("{a} – {b}"),
        (Some(a), None) => a.clone(),
        _ => String::new(),
    };
    let place = [s.venue.clone().unwrap_or_default(), dates]
        .into_iter()
        .filter(|x| !x.is_empty())
        .collect::<Vec<_>>();
    if !place.is_empty() {
        info.push(place.join(", "));
    }
    info.push(format!(
        "{}, {} rounds{}",
        s.system.name(),
        s.rounds,
        s.time_control
            .as_ref()
            .map(|t| format!(", {t}"))
            .unwrap_or_default()
    ));
    if let Some(a) = &s.chief_arbiter {
        info.push(format!("Chief arbiter: {a}"));
    }
    Sheet {
        title: s.name.clone(),
        subtitle,
        info,
        ..Sheet::default()
    }
}

fn name_of(t: &Tournament, no: u32) -> String {
    t.entrant(no).map(|e| e.name.clone()).unwrap_or_default()
}

fn num(s: impl ToString) -> Cell {
    Cell::marked(s.to_string(), Mark::Number)
}

/// The pairings (and results so far) of round `round`; `None` if it is not paired. With
/// `ascii`, draws are written `1/2-1/2` (CSV).
pub fn pairings(t: &Tournament, round: u32, ascii: bool) -> Option<Sheet> {
    let r = t.rounds.iter().find(|r| r.number == round)?;
    let mut sheet = heading(t, format!("Pairings, round {round}"));
    sheet.columns = ["Board", "WhiteNo", "White", "BlackNo", "Black", "Result"]
        .map(String::from)
        .to_vec();
    let mut warned = Vec::new();
    for g in &r.games {
        let res = g.result.map_or(String::new(), |x| {
            if ascii {
                x.ascii().into()
            } else {
                x.display().into()
            }
        });
        let mark = match (g.result, &g.warning) {
            (_, Some(_)) => Mark::Warning,
            (Some(x), _) if x.is_forfeit() => Mark::Forfeit,
            _ => Mark::Plain,
        };
        if let Some(w) = g.warning {
            warned.push(format!(
                "Board {}: {}",
                g.board,
                crate::words::stored_warning(w, g)
            ));
        }
        sheet.rows.push(vec![
            num(g.board),
            num(g.white),
            Cell::plain(name_of(t, g.white)),
            num(g.black),
            Cell::plain(name_of(t, g.black)),
            Cell::marked(
                if g.warning.is_some() && !ascii {
                    format!("{res} ⚠")
                } else {
                    res
                },
                mark,
            ),
        ]);
    }
    for &(no, kind) in &r.byes {
        let what = match kind {
            ByeKind::PairingAllocated => {
                format!("bye ({})", points(kind.points(t.settings.bye_points)))
            }
            ByeKind::Half => "half-point bye (½)".into(),
            ByeKind::Zero => "absent (0)".into(),
            ByeKind::Rest => "rests this round".into(),
        };
        sheet.rows.push(vec![
            Cell::plain(""),
            num(no),
            Cell::plain(name_of(t, no)),
            Cell::plain(""),
            Cell::plain(what),
            Cell::plain(""),
        ]);
    }
    sheet.notes = warned;
    if r.games
        .iter()
        .any(|g| g.result.is_some_and(|x| x.is_forfeit()))
    {
        sheet.notes.push(
            "+/- -/+ -/-: forfeits, not played; they count in the score, not for qualification."
                .into(),
        );
    }
    Some(sheet)
}

/// The standings after round `upto`. With `ascii`, points are written `7.5` (CSV).
pub fn standings_sheet(t: &Tournament, upto: u32, ascii: bool) -> Sheet {
    let st = standings(t, upto);
    let mut sheet = heading(t, format!("Standings after round {upto}"));
    sheet.columns = [
        "Rank", "No", "Name", "Title", "Rating", "Pts", "QPts", "Played",
    ]
    .map(String::from)
    .to_vec();
    sheet
        .columns
        .extend(st.tiebreaks.iter().map(|tb| tb.code().to_string()));
    let p = |h| if ascii { points_ascii(h) } else { points(h) };
    for row in &st.rows {
        let Some(e) = t.entrants.get(row.index) else {
            continue;
        };
        let mut cells = vec![
            if ascii {
                num(row.rank)
            } else {
                num(row.place())
            },
            num(e.no),
            Cell::plain(&e.name),
            Cell::plain(e.title.clone().unwrap_or_default()),
            num(e.rating.map(|r| r.to_string()).unwrap_or_default()),
            num(p(row.points)),
            num(p(row.qpoints)),
            num(row.played),
        ];
        cells.extend(row.values.iter().map(|v| num(format_value(*v))));
        sheet.rows.push(cells);
    }
    for row in st.rows.iter().filter(|r| r.annulled) {
        sheet.notes.push(format!(
            "No {}: withdrew having played fewer than half of the games; the results are struck from the standings (they remain in the crosstable).",
            row.no
        ));
    }
    sheet.notes.push(format!(
        "Pts: score (forfeits and byes included). QPts: points from games played over the board. Played: games played over the board. Tie-breaks: {} (FIDE C.07, {} edition).",
        st.tiebreaks.iter().map(|t| format!("{} {}", t.code(), t.name())).collect::<Vec<_>>().join(", "),
        t.settings.rules.code()
    ));
    sheet
}

/// The crosstable after round `upto`.
pub fn crosstable_sheet(t: &Tournament, upto: u32, ascii: bool) -> Sheet {
    let ct = crosstable(t, upto);
    let st = standings(t, upto);
    let rr = t.settings.system.is_round_robin();
    let mut sheet = heading(t, format!("Crosstable after round {upto}"));
    sheet.columns = vec!["No".into(), "Name".into()];
    sheet.columns.extend(ct.columns.iter().cloned());
    sheet
        .columns
        .extend(["Pts".to_string(), "Rank".to_string()]);
    for (no, cells) in &ct.rows {
        let s = st.rows.iter().find(|r| r.no == *no);
        let mut row = vec![num(no), Cell::plain(name_of(t, *no))];
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
            Cell::marked(c.clone(), mark)
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
        row.push(num(s
            .map(|s| if ascii { s.rank.to_string() } else { s.place() })
            .unwrap_or_default()));
        sheet.rows.push(row);
    }
    sheet.notes.push(if t.settings.system == crate::tournament::System::DoubleRoundRobin {
        "1 ½ 0: games; + -: forfeits (not played). Each cell lists both games in round order.".into()
    } else if rr {
        "1 ½ 0: games; + -: forfeits (not played).".into()
    } else {
        "Cell: opponent, colour (w/b), result; + -: forfeits (not played); `-` pairing-allocated bye, `-½` half-point bye, `-0` absent.".into()
    });
    sheet
}

/// The rating report over rounds `1..=upto`: games against rated opponents played over the
/// board, expected score, change `K·(P − E)` and performance.
pub fn rating_sheet(t: &Tournament, upto: u32, k: u32) -> Sheet {
    let table = Table::new(t, upto);
    let mut sheet = heading(t, format!("Rating report after round {upto} (K = {k})"));
    sheet.columns = [
        "No", "Name", "Rating", "Games", "P", "E", "ΔR", "New", "Ro", "Perf",
    ]
    .map(String::from)
    .to_vec();
    for (i, e) in t.entrants.iter().enumerate() {
        let games = table.rated_games(i);
        let r = rating::report(e.rating, &games, k);
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
    sheet.notes.push("Only games played over the board against rated opponents count (B.02 §5.1); E from table 8.1.2 with the 400-point rule; Perf = Ro + dp(P/Games).".into());
    sheet
}
