//! Fuzz the whole score path: arbitrary bytes → record reader → move notation → replay and
//! validation → canonical writer, and the position-string parser. Any panic is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orda::app::validate::validate_text;
use orda::formats::record;
use orda::rules::GameKind;
use orda::rules::togyz::Position;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for kind in [GameKind::Togyzkumalak, GameKind::Tumicarona] {
        for r in validate_text(kind, &text) {
            let _ = r.problem.map(|p| orda::words::rules::located(&p));
        }
    }
    let games = record::read(&text);
    let starts = vec![(1, false); games.len()];
    let written = record::write(&games, &starts);
    // What the writer writes, the reader reads back with the same moves.
    let again = record::read(&written);
    let moves = |g: &[record::Record]| g.iter().map(|r| r.moves.len()).sum::<usize>();
    if games.iter().all(|g| g.syntax.is_none()) {
        assert_eq!(moves(&games), moves(&again));
    }
    if let Ok(p) = text.parse::<Position>() {
        assert_eq!(p.to_string().parse::<Position>(), Ok(p));
    }
});
