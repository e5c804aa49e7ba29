//! Arbitrary bytes as a TRF file to pair: reading it as a Swiss to pair never panics (bad input
//! is an error naming its line), and whatever the Dutch engine pairs is a round: every player
//! to pair on exactly one board or the bye, no rematch, no forbidden pair, at most one bye.
//! Its explanation (`pairing::explain`) comes from the same run, explains every board, and
//! every claim holds when the alternative is evaluated whole.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orda::formats::{swiss_trf, trf};
use orda::pairing::criteria::{self, Comparison};
use orda::pairing::dutch;
use orda::pairing::explain::{self, Verdict};

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
    let (again, why) = explain::pair_explained(&s).expect("pairs as before");
    assert_eq!(again, boards, "one run");
    assert_eq!(why.boards.len(), boards.len() - byes);
    let made: Vec<(usize, Option<usize>)> = boards.iter().map(|b| (b.white, b.black)).collect();
    let ours = criteria::evaluate(&s, &made).expect("the pairing made is legal");
    let alternatives = why.boards.iter().flat_map(|b| &b.alternatives);
    for alt in alternatives.chain(why.bye.iter().flat_map(|b| &b.alternatives)) {
        let gone: Vec<usize> = alt.pairs.iter().flat_map(|&(p, q)| std::iter::once(p).chain(q)).map(|x| x as usize - 1).collect();
        let mut pairs: Vec<(usize, Option<usize>)> = made
            .iter()
            .copied()
            .filter(|(p, q)| !gone.contains(p) && !q.is_some_and(|q| gone.contains(&q)))
            .collect();
        pairs.extend(alt.pairs.iter().map(|&(p, q)| (p as usize - 1, q.map(|q| q as usize - 1))));
        match (&alt.verdict, criteria::evaluate(&s, &pairs)) {
            (Verdict::Breaks { criterion, .. }, Err(b)) => assert_eq!(*criterion, b.criterion()),
            (Verdict::Worse { criterion, made: m, instead, .. }, Ok(theirs)) => {
                assert!(m < instead, "C{criterion}: the pairing made is worse");
                match criteria::compare(&ours, &theirs) {
                    Comparison::Differ(d) => assert_eq!(d.criterion, *criterion),
                    c => panic!("claimed C{criterion}, found {c:?}"),
                }
            }
            (Verdict::Order { bracket }, Ok(theirs)) => {
                assert_eq!(criteria::compare(&ours, &theirs), Comparison::Order(*bracket))
            }
            (v, e) => panic!("{v:?} but {e:?}"),
        }
    }
});
