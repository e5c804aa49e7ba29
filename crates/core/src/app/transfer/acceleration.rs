//! The acceleration of a TRF file as a tournament keeps it: `192 ..._BAKU` is the Baku method;
//! virtual points written by hand (`XXA`, `250`) are kept as the Baku method when they are its
//! points, and refused otherwise.

use std::collections::BTreeMap;

use super::problems::ImportProblem;
use crate::formats::swiss_trf;
use crate::formats::trf::{Trf, TrfAcceleration};
use crate::pairing::baku;
use crate::pairing::swiss::{Player, Points};
use crate::tournament::Acceleration;

/// The acceleration a file asks for, with each player's virtual points by round (by starting
/// rank): `192 ..._BAKU` is the Baku method; `XXA` / `250` records are kept when they are the
/// Baku method's points (as Swiss-Manager writes an accelerated tournament) or all zero, and
/// refused otherwise (a tournament stores its method, not points typed by hand).
pub(super) fn acceleration_of(
    trf: &Trf,
    rounds: usize,
) -> std::result::Result<(Acceleration, BTreeMap<u32, Vec<u32>>), ImportProblem> {
    let n = trf.players.iter().map(|p| p.no as usize).max().unwrap_or(0);
    let mut players: Vec<Option<Player>> = vec![None; n];
    for p in &trf.players {
        if let Some(slot) = (p.no as usize)
            .checked_sub(1)
            .and_then(|i| players.get_mut(i))
        {
            *slot = Some(Player {
                rating: 0,
                history: Vec::new(),
                acceleration: Vec::new(),
            });
        }
    }
    let by_no = |players: Vec<Option<Player>>| -> BTreeMap<u32, Vec<u32>> {
        players
            .into_iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (i as u32 + 1, p.acceleration)))
            .collect()
    };
    // The file's point system is 1-½-0 (checked before), which the method takes.
    let numbers: Vec<u32> = trf.players.iter().map(|p| p.no).collect();
    let baku = || baku::by_number(&numbers, rounds, &Points::default()).unwrap_or_default();
    if trf.accelerations.is_empty() {
        return Ok(if trf.baku() {
            (Acceleration::Baku, baku())
        } else {
            (Acceleration::None, BTreeMap::new())
        });
    }
    let mut given = players.clone();
    swiss_trf::by_hand(trf, &mut given, rounds).map_err(ImportProblem::Rank)?;
    let given = by_no(given);
    if given.values().flatten().all(|&v| v == 0) {
        return Ok((Acceleration::None, given));
    }
    // The rounds the file covers (it may stop at the round to pair): there, every player's
    // points must be the method's.
    let method = baku();
    let covered = given.values().map(Vec::len).max().unwrap_or(0);
    let at = |v: Option<&Vec<u32>>, r: usize| v.and_then(|v| v.get(r)).copied().unwrap_or(0);
    let same = given
        .keys()
        .all(|no| (0..covered).all(|r| at(given.get(no), r) == at(method.get(no), r)));
    if same {
        Ok((Acceleration::Baku, given))
    } else {
        let line = match &trf.accelerations[0] {
            TrfAcceleration::Player { line, .. } | TrfAcceleration::Range { line, .. } => *line,
        };
        Err(ImportProblem::NotBaku { line })
    }
}
