//! The arbiter's interventions on the record: the `###` lines an exported TRF carries, made
//! from the journal (docs/compliance.md), in the form of the TEC manual's drafts as the two
//! vendors who track FIDE's checklist write them (docs/research/vcl4thp.md §3):
//!
//! - `### MPA @ Round 3: 1-4 2-3 => 1-2 3-4`: a round paired otherwise than the engine pairs
//!   it, after a manual change (the engine's pairs, then the round's, by starting number, White
//!   first, `7=PAB` for the pairing-allocated bye);
//! - `### Import @ Round 2: ...`: the same for a round an imported file brought;
//! - `### Correction @ Round 4: 6-17: 1-0 => 0-1`: a result changed after the next round was
//!   paired (`cleared` when taken back);
//! - `### Adjournment @ Round 4: 17-5: ? => 1-0 (paired as a draw until round 6)`: the result
//!   of an adjourned game, not a draw, entered after later rounds were paired with it counted
//!   as a draw (up to the round named: an import reads it back, `orda check` pairs them so);
//! - `### Rating correction @ Round 4: 6-17: 1-0 => 0-1 (pairings and standings used 1-0)`: a
//!   result corrected for the rating report only (the `001` lines carry the correction);
//! - `### Configuration @ Round 2: rounds 5 => 7`: a rule changed once round 1 was paired (only
//!   out of rules mode: in it they are locked);
//! - `### Late entry @ Round 3: NAME`: a player entered after round 1 was paired (the round
//!   is the first he can be paired in).
//!
//! The line that the tournament left rules mode (`### FIDE mode exited @ Round N`) is written
//! beside these (`rules_left_line`).

use crate::pairing::stored::{self, RoundPairing};
use crate::tournament::journal::{Entry, Subject};
use crate::tournament::{Adjourned, GameResult, Tournament};

/// The `###` lines of tournament `t` from its journal (oldest first; lines undone and undos
/// left out), `forbidden` its pairs kept apart (for pairing a round again), but for what the
/// records `kept` from an imported file say already (the same line, or the same round's
/// pairing as an earlier export of Orda's said it: its `MPA` is not said again as `Import`).
pub fn intervention_lines(
    t: &Tournament,
    forbidden: &[crate::tournament::KeptApart],
    journal: &[Entry],
    kept: &[String],
) -> Vec<String> {
    let live: Vec<&Entry> = journal
        .iter()
        .filter(|e| e.undone_by.is_none() && e.undoes.is_none())
        .collect();
    let pairs = |k: &str| live.iter().filter(|e| e.kind == k).count();
    // The rounds an import brought: the rounds now, less those paired in Orda since.
    let made = pairs("pair-round") + pairs("pair-present") + pairs("pair-by-hand");
    let imported = (t.rounds.len() + pairs("delete-last-round")).saturating_sub(made);
    let mut paired = imported;
    let mut changed_by_hand = Vec::new();
    // (round, line): said in round order at the end.
    let mut out: Vec<(u32, String)> = Vec::new();
    for e in &live {
        // A result changed in a round a later round was paired with, whatever the operation
        // (the window, the command line, a report from the hall).
        // An import's results are the file's, not interventions (its `###` lines are kept).
        if e.kind != "delete-last-round" && e.kind != "import-trf" {
            for c in e.results.iter().filter(|c| c.before != c.after) {
                if (c.round.0 as usize) >= paired {
                    continue; // the last round paired: no later round built on it
                }
                let game = c
                    .round
                    .0
                    .checked_sub(1)
                    .and_then(|i| t.rounds.get(i as usize))
                    .and_then(|r| r.games.iter().find(|g| g.board == c.board));
                let Some(g) = game else { continue };
                let what = match (c.before, g.adjourned) {
                    (Some(_), _) => "Correction",
                    // An adjourned game's result, entered after later rounds were paired with it
                    // as a draw: on the record when it is not a draw.
                    (None, Some(Adjourned::Decided { .. }))
                        if c.after.is_some_and(|r| r != GameResult::Draw) =>
                    {
                        "Adjournment"
                    }
                    _ => continue,
                };
                let (before, until) = match (c.before, g.adjourned) {
                    (None, Some(Adjourned::Decided { paired: k })) => {
                        ("?", format!(" (paired as a draw until round {k})"))
                    }
                    (b, _) => (result(b), String::new()),
                };
                out.push((
                    c.round.0,
                    format!(
                        "### {what} @ Round {}: {}-{}: {before} => {}{until}",
                        c.round.0,
                        g.white,
                        g.black,
                        c.after.map_or("cleared", GameResult::ascii)
                    ),
                ));
            }
        }
        match e.kind.as_str() {
            "pair-round" | "pair-present" => paired += 1,
            "pair-by-hand" => {
                paired += 1;
                changed_by_hand.push(paired as u32);
            }
            "delete-last-round" => paired = paired.saturating_sub(1),
            "change-pairing" => changed_by_hand.push(paired as u32),
            // A rule changed once round 1 was paired (only out of rules mode).
            _ if paired > 0 && !e.rules.is_empty() => {
                let round = paired as u32;
                for (name, before, after) in &e.rules {
                    let (before, after) = (setting(name, before), setting(name, after));
                    let name = setting_name(name);
                    out.push((
                        round,
                        format!("### Configuration @ Round {round}: {name} {before} => {after}"),
                    ));
                }
            }
            "add-player" if paired > 0 => {
                if let Subject::Named(name) = &e.subject {
                    let round = paired as u32 + 1;
                    out.push((round, format!("### Late entry @ Round {round}: {name}")));
                }
            }
            _ => {}
        }
    }
    // Rounds paired otherwise than the engine pairs them (paired again only when a round was
    // changed by hand or brought by a file: a round Orda paired is the engine's).
    let repaired = !changed_by_hand.is_empty() || imported > 0;
    if repaired && !t.settings.system.is_round_robin() {
        for d in stored::check(t, forbidden) {
            let what = if changed_by_hand.contains(&d.round) || d.round as usize > imported {
                "MPA"
            } else {
                "Import"
            };
            let engine = d.dutch.as_ref().map_or("no pairing".to_string(), pairing);
            let said = |w: &str| format!("### {w} @ Round {}:", d.round);
            if kept
                .iter()
                .any(|l| l.starts_with(&said("MPA")) || l.starts_with(&said("Import")))
            {
                continue;
            }
            let line = format!("{} {engine} => {}", said(what), pairing(&d.stored));
            out.push((d.round, line));
        }
    }
    // Corrections for the rating report only: the `001` lines carry them.
    for r in &t.rounds {
        for g in &r.games {
            if let (Some(rating), Some(kept)) = (g.rating_result, g.result) {
                let line = format!(
                    "### Rating correction @ Round {}: {}-{}: {} => {} (pairings and standings used {})",
                    r.number.0,
                    g.white,
                    g.black,
                    kept.ascii(),
                    rating.ascii(),
                    kept.ascii()
                );
                out.push((r.number.0, line));
            }
        }
    }
    out.sort_by_key(|(round, _)| *round);
    out.into_iter()
        .map(|(_, l)| l)
        .filter(|l| !kept.contains(l))
        .collect()
}

/// A rule's name in a `### Configuration` line (the TEC manual's lines are in English).
fn setting_name(stored: &str) -> &str {
    match stored {
        "tiebreaks" => "tie-breaks",
        "tiebreak_rules" => "C.07 edition",
        "bye_points" => "pairing-allocated bye",
        "match_win" => "match points for a win",
        "match_draw" => "match points for a draw",
        "match_loss" => "match points for a loss",
        "ranked_by" => "team ranking",
        "match_tiebreaks" => "team tie-breaks",
        other => other,
    }
}

/// A rule's stored value as the line says it: the bye in points, not half-points; the rest as
/// stored.
fn setting(name: &str, value: &str) -> String {
    match (name, value.parse::<u32>()) {
        ("bye_points", Ok(h)) => crate::tournament::points_ascii(h),
        _ => value.to_string(),
    }
}

fn result(r: Option<GameResult>) -> &'static str {
    r.map_or("none", GameResult::ascii)
}

/// `1-4 2-3 7=PAB`.
fn pairing((boards, bye): &RoundPairing) -> String {
    let mut v: Vec<String> = boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
    if let Some(b) = bye {
        v.push(format!("{b}=PAB"));
    }
    v.join(" ")
}
