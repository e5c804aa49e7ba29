//! Arbitrary bytes as a TRF file to pair: reading it as a Swiss to pair never panics (bad input
//! is an error naming its line), and whatever the Dutch engine pairs is a round: every player
//! to pair on exactly one board or the bye, no rematch, no forbidden pair, at most one bye.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(file) = trf::read(text) else { return };
    let s = match swiss_trf::to_swiss(&file) {
        Ok(s) => s,
        Err(e) => {
            assert!(e.line >= 1 || file.players.is_empty(), "an error names its line: {e}");
            return;
        }
    };
    // Keep the work per input bounded.
    if s.players.len() > 80 || s.played_rounds > 20 {
        return;
    }
    let Ok(boards) = dutch::pair(&s) else { return };
    let met = s.played_pairs();
    let mut seen = vec![false; s.players.len()];
    let mut byes = 0;
    for b in &boards {
        for p in [Some(b.white), b.black].into_iter().flatten() {
            assert!(s.is_pairable(p), "player {} is not to be paired", p + 1);
            assert!(!seen[p], "player {} paired twice", p + 1);
            seen[p] = true;
        }
        match b.black {
            Some(x) => assert!(!met.contains(&(b.white.min(x), b.white.max(x))), "a rematch {}-{}", b.white + 1, x + 1),
            None => byes += 1,
        }
    }
    assert!(byes <= 1);
    for (i, &was) in seen.iter().enumerate() {
        assert_eq!(was, s.is_pairable(i), "player {} left out", i + 1);
    }
});
