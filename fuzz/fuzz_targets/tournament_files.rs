//! Arbitrary bytes as a TRF file and as a player CSV: the readers never panic, a TRF that
//! reads and makes a tournament exports and reads back to the same rounds, and the standings
//! of any such tournament can be computed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orda::app::transfer;
use orda::formats::{players_csv, trf};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = players_csv::read(text);
    let Ok(file) = trf::read(text) else { return };
    let Ok(imported) = transfer::tournament_of(&file, false) else { return };
    let t = imported.tournament;
    // Keep the work per input bounded: huge round counts are legal but slow to rank.
    if t.entrants.len() > 200 || t.rounds.len() > 30 {
        return;
    }
    let upto = t.rounds.len() as u32;
    let _ = orda::tournament::standings::standings(&t, upto);
    let back = trf::read(&transfer::export_trf(&t, &imported.extra)).expect("an exported TRF reads back");
    let again = transfer::tournament_of(&back, false).expect("an exported TRF makes a tournament").tournament;
    let games = |t: &orda::tournament::Tournament| -> Vec<_> {
        t.rounds.iter().filter(|r| !r.games.is_empty()).map(|r| r.games.clone()).collect()
    };
    assert_eq!(games(&again), games(&t));
});
