//! Property tests over random playouts: the invariants of SPEC section 1 hold after every move,
//! and every generated score validates and round-trips.

use orda::app::validate::validate_text;
use orda::rules::GameKind;
use orda::rules::score::Ending;
use orda::rules::togyz::notation::{WrittenMove, parse_move};
use orda::rules::togyz::{Position, Side, Status, WINNING_KAZAN};
use proptest::prelude::*;

/// Plays a game choosing the `c % n`-th legal move at each step; returns the positions and the
/// canonical moves.
fn playout(choices: &[u8]) -> (Vec<Position>, Vec<WrittenMove>) {
    let mut pos = Position::start();
    let mut positions = vec![pos];
    let mut moves = Vec::new();
    for &c in choices {
        let legal: Vec<u8> = pos.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        let before = pos;
        let r = pos.play(legal[usize::from(c) % legal.len()]).unwrap();
        // Invariants: 162 kumalaks, tuzdyk rules; kazans never shrink; a tuzdyk never moves.
        pos.check_invariants().unwrap();
        for s in [Side::White, Side::Black] {
            assert!(pos.kazan(s) >= before.kazan(s));
            if let Some(t) = before.tuzdyk(s) {
                assert_eq!(pos.tuzdyk(s), Some(t));
            }
        }
        assert!(
            r.captured == 0
                || r.captured.is_multiple_of(2)
                || (r.captured == 3 && r.tuzdyk.is_some())
        );
        assert_eq!(r.mover_kazan, pos.kazan(r.mover));
        moves.push(WrittenMove::from_report(&r));
        positions.push(pos);
    }
    (positions, moves)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, rng_seed: proptest::test_runner::RngSeed::Fixed(2026), ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_along_random_games(choices in proptest::collection::vec(any::<u8>(), 0..400)) {
        let (positions, _) = playout(&choices);
        let last = positions.last().unwrap();
        if let Status::Over { kazans, .. } = last.status() {
            prop_assert_eq!(u16::from(kazans[0]) + u16::from(kazans[1]) <= 162, true);
            prop_assert!(kazans[0] >= WINNING_KAZAN || kazans[1] >= WINNING_KAZAN || kazans == [81, 81]
                || last.on_side(last.to_move()) == 0);
        }
    }

    #[test]
    fn generated_scores_validate_and_the_strings_round_trip(choices in proptest::collection::vec(any::<u8>(), 0..300)) {
        let (positions, moves) = playout(&choices);
        for p in &positions {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), *p);
        }
        for m in &moves {
            prop_assert_eq!(&parse_move(&m.to_string()).unwrap(), m);
        }
        let last = positions.last().unwrap();
        let result = match last.status() {
            Status::Over { outcome, .. } => outcome.as_score(),
            Status::Ongoing => "*",
        };
        let text = format!(
            "[Result \"{result}\"]\n\n{} {result}\n",
            moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
        );
        let r = &validate_text(GameKind::Togyzkumalak, &text)[0];
        prop_assert!(r.is_valid(), "{:?}", r.problem);
        prop_assert_eq!(&r.verdict.position, &last.to_string());
        prop_assert_eq!(matches!(r.verdict.ending, Ending::OnBoard { .. }), result != "*");
    }
}
