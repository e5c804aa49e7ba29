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

/// Standings of `points` (half-points, best first as given) for players 1..=n, with the
/// categories "even" (even numbers) and "low" (numbers above n/2).
fn prize_field(
    points: &[u32],
) -> (
    orda::tournament::Tournament,
    orda::tournament::standings::Standings,
) {
    use orda::tournament::standings::{Standing, Standings};
    use orda::tournament::{Entrant, Settings, System, Tournament};
    let mut sorted = points.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let entrants = (1..=sorted.len() as u32)
        .map(|no| Entrant {
            no,
            name: format!("P{no}"),
            region: Some(format!("R{}", no % 3)),
            rating: Some(2000 - no),
            ..Entrant::default()
        })
        .collect();
    let rows = sorted
        .iter()
        .enumerate()
        .map(|(i, &p)| Standing {
            index: i,
            no: i as u32 + 1,
            rank: i as u32 + 1,
            rank_last: i as u32 + 1,
            points: p,
            qpoints: p,
            played: 5,
            values: Vec::new(),
            annulled: false,
            unapplied: Vec::new(),
        })
        .collect();
    let t = Tournament {
        settings: Settings::new("P", System::Swiss, 5),
        entrants,
        rounds: Vec::new(),
        teams: Default::default(),
        event: None,
    };
    (
        t,
        Standings {
            upto: 5,
            tiebreaks: Vec::new(),
            rows,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, rng_seed: proptest::test_runner::RngSeed::Fixed(2026), ..ProptestConfig::default() })]

    /// Whatever the field and the prizes: nobody receives money from two lists or holds two
    /// prizes; equal sharing and the Hort system give out exactly (to the hundredth, rounded
    /// down) the money of the prizes awarded, by-tie-break gives each holder his prize.
    #[test]
    fn prizes_go_once_and_shared_money_adds_up(
        points in proptest::collection::vec(0u32..10, 1..30),
        amounts in proptest::collection::vec((0u8..3, 1u32..8, 0u32..5000, any::<bool>()), 0..12),
        tie in 0u8..3,
    ) {
        use orda::tournament::category::Category;
        use orda::tournament::prizes::{allocate, Precedence, Prize, Ties};
        let (t, st) = prize_field(&points);
        let n = points.len() as u32;
        let cats = vec![
            Category { name: "R0".into(), region: Some("R0".into()), ..Category::default() },
            Category { name: "top".into(), rating_min: Some(2000 - n / 2), ..Category::default() },
        ];
        let mut prizes: Vec<Prize> = Vec::new();
        for (list, place, amount, shared) in amounts {
            let category = ["", "R0", "top"][usize::from(list)].to_string();
            if prizes.iter().any(|p| p.category == category && p.place == place) {
                continue;
            }
            prizes.push(Prize { category, place, amount: amount + 1, label: None, shared });
        }
        let ties = [Ties::Equal, Ties::Hort, Ties::Tiebreak][usize::from(tie)];
        let a = allocate(&t, &st, &cats, &prizes, ties, Precedence::Overall);
        // One list per player, one prize per player.
        for w in &a.awards {
            let lists = a.awards.iter().filter(|x| x.no == w.no).count();
            prop_assert_eq!(lists, 1, "{:?}", a);
        }
        let held: Vec<usize> = a.awards.iter().filter_map(|w| w.prize).collect();
        let mut unique = held.clone();
        unique.sort_unstable();
        unique.dedup();
        prop_assert_eq!(unique.len(), held.len());
        // Every prize is held or unawarded, never both.
        prop_assert_eq!(held.len() + a.unawarded.len(), prizes.len());
        prop_assert!(a.unawarded.iter().all(|u| !held.contains(&u.prize)));
        let fund: u64 = held.iter().map(|&i| u64::from(prizes[i].amount) * 100).sum();
        let paid: u64 = a.awards.iter().map(|w| w.cents).sum();
        prop_assert!(paid <= fund, "paid {} of {}", paid, fund);
        // Rounding down loses less than a hundredth per player.
        prop_assert!(fund - paid <= a.awards.len() as u64, "paid {} of {}", paid, fund);
        if ties == Ties::Tiebreak {
            for w in &a.awards {
                let own = w.prize.map_or(0, |i| u64::from(prizes[i].amount) * 100);
                prop_assert_eq!(w.cents, own);
            }
        }
    }

    /// Team standings: each team counts at most N players, its points are theirs, and the
    /// lines are in order of points.
    #[test]
    fn team_scores_are_their_best_players_points(
        points in proptest::collection::vec(0u32..10, 1..30),
        best in 1usize..5,
    ) {
        use orda::tournament::teams::{standings, TeamBy, TeamTb};
        let (t, st) = prize_field(&points);
        let lines = standings(&t, &st, TeamBy::Region, best, &TeamTb::preset(), orda::tournament::lang::Lang::Kk);
        let total: usize = lines.iter().map(|l| l.members.len()).sum();
        prop_assert_eq!(total, points.len(), "every player is in one team");
        for l in &lines {
            prop_assert!(l.counted.len() <= best);
            let pts: u32 = l
                .counted
                .iter()
                .map(|no| st.rows.iter().find(|r| r.no == *no).map_or(0, |r| r.points))
                .sum();
            prop_assert_eq!(pts, l.points);
        }
        for w in lines.windows(2) {
            prop_assert!(w[0].points >= w[1].points);
            prop_assert!(w[0].rank <= w[1].rank);
        }
    }
}
