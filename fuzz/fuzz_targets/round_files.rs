//! Arbitrary bytes as a results file and as a manual pairing: the readers never panic; a
//! pairing they accept names every player once, no player 0, at most one bye; and checking it
//! against a real tournament (21 players, one round played) never panics either, whatever the
//! numbers (0, past the field, u32::MAX).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use orda::app::transfer;
use orda::pairing::stored;
use orda::formats::round_files::{read_pairing, read_results};
use orda::formats::{text, trf};
use orda::tournament::Tournament;

fn tournament() -> &'static Tournament {
    static T: OnceLock<Tournament> = OnceLock::new();
    T.get_or_init(|| {
        let file = trf::read(include_str!(
            "../../tests/data/pairing/dutch-000-n21-r7.r2.trf"
        ))
        .expect("the vector reads");
        transfer::tournament_of(&file, false)
            .expect("the vector makes a tournament")
            .tournament
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(d) = text::decode(data, None) else {
        return;
    };
    if let Ok(lines) = read_results(&d.text) {
        assert!(!lines.is_empty());
        let mut boards: Vec<u32> = lines.iter().map(|l| l.board).collect();
        boards.sort_unstable();
        boards.dedup();
        assert_eq!(boards.len(), lines.len(), "a board named twice");
        assert!(boards[0] >= 1);
    }
    if let Ok(p) = read_pairing(&d.text) {
        let mut all: Vec<u32> = p
            .boards
            .iter()
            .flat_map(|&(w, b)| [w, b])
            .chain(p.bye)
            .collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n, "a player named twice");
        assert!(all.first().is_some_and(|&f| f >= 1));
        let t = tournament();
        let b = stored::breaches(t, 2, &p.boards, p.bye, &[], &[]);
        let _ = (b.invalid.len(), b.absolute.len(), b.colour.len());
    }
});
