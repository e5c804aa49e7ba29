//! Unit tests of the engine's internals: a bracket paired on a graph of its own (its players and
//! the next score group, whenever the players below can complete the round whatever it does)
//! pairs exactly as on the whole round's graph, the reference engine's way. The reference
//! vectors themselves are reproduced in tests/it/dutch.rs.

use super::{Trace, Ways, pair, pair_traced};
use crate::pairing::swiss::{Colour, Player, Points, Record, RoundResult, Swiss};

/// xorshift64*: the same seed, the same tournaments on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// True `per_mille` times in a thousand.
    fn chance(&mut self, per_mille: u64) -> bool {
        self.next() % 1000 < per_mille
    }
}

/// `players` players rated 2600 down in steps of 0 to 39 (no lower than 1000), paired round by round by the engine
/// for `rounds` rounds: 3% announced half-point byes, 1% withdrawals, 4% forfeits, 30% draws,
/// the higher rated winning two games in three otherwise.
fn tournament(players: usize, rounds: usize, seed: u64) -> Swiss {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut rating = 2600u32;
    let mut s = Swiss {
        players: (0..players)
            .map(|_| {
                rating = rating.saturating_sub((rng.next() % 40) as u32).max(1000);
                Some(Player {
                    rating,
                    history: Vec::new(),
                    acceleration: Vec::new(),
                })
            })
            .collect(),
        played_rounds: 0,
        total_rounds: rounds,
        points: Points::default(),
        first_colour: Colour::White,
        forbidden: Vec::new(),
        forbidden_groups: Vec::new(),
    };
    let mut gone = vec![false; players];
    for round in 0..rounds {
        for (i, p) in s.players.iter_mut().enumerate() {
            let p = p.as_mut().expect("a player");
            gone[i] |= round > 0 && rng.chance(10);
            if gone[i] {
                p.history.push(Record::absent());
            } else if rng.chance(30) {
                p.history.push(Record {
                    outcome: RoundResult::Draw,
                    ..Record::absent()
                });
            }
        }
        for b in pair(&s).expect("a generated round pairs") {
            let Some(black) = b.black else {
                s.players[b.white]
                    .as_mut()
                    .expect("a player")
                    .history
                    .push(Record {
                        outcome: RoundResult::Win,
                        paired: true,
                        ..Record::absent()
                    });
                continue;
            };
            let played = !rng.chance(40);
            let higher_white = s.players[b.white].as_ref().map(|p| p.rating)
                >= s.players[black].as_ref().map(|p| p.rating);
            // White's half-points: a draw, or a win for the higher rated two times in three.
            let white_halves = if played && rng.chance(300) {
                1
            } else if rng.chance(667) == higher_white {
                2
            } else {
                0
            };
            let game = |opponent: usize, colour: Colour, halves: usize| Record {
                opponent: Some(opponent),
                colour: Some(colour),
                outcome: [RoundResult::Loss, RoundResult::Draw, RoundResult::Win][halves],
                played,
                paired: true,
            };
            let (w, bl) = (
                game(black, Colour::White, white_halves),
                game(b.white, Colour::Black, 2 - white_halves),
            );
            s.players[b.white]
                .as_mut()
                .expect("a player")
                .history
                .push(w);
            s.players[black]
                .as_mut()
                .expect("a player")
                .history
                .push(bl);
        }
        s.played_rounds = round + 1;
    }
    s
}

/// `s` as it stood before round `r + 1` was paired.
fn before_round(s: &Swiss, r: usize) -> Swiss {
    let mut t = s.clone();
    for p in t.players.iter_mut().flatten() {
        p.history.truncate(r);
    }
    t.played_rounds = r;
    t
}

/// Pairs rounds 2-7 of generated tournaments (`cases`: players, seed) the fastest way and the
/// `other` way, requires the same pairing every time, and adds up what each way did; also the
/// number of rounds.
fn fastest_against(cases: &[(usize, u64)], other: Ways) -> (Trace, Trace, usize) {
    let (mut fast, mut slow, mut rounds) = (Trace::default(), Trace::default(), 0);
    for &(players, seed) in cases {
        let s = tournament(players, 7, seed);
        for r in 1..7 {
            let before = before_round(&s, r);
            let (a, ta) = pair_traced(&before, Ways::FASTEST).expect("pairs");
            let (b, tb) = pair_traced(&before, other).expect("pairs");
            assert_eq!(a, b, "{players} players, seed {seed}, round {}", r + 1);
            fast.own += ta.own;
            fast.settled += ta.settled;
            slow.own += tb.own;
            slow.settled += tb.settled;
            rounds += 1;
        }
    }
    (fast, slow, rounds)
}

#[test]
fn brackets_on_their_own_graphs_pair_as_the_whole_graph_does() {
    let whole_graphs = Ways {
        own_graphs: false,
        ..Ways::FASTEST
    };
    let (own, whole, rounds) = fastest_against(&[(40, 3), (57, 4), (90, 5)], whole_graphs);
    assert_eq!(whole.own, 0);
    // The comparison means something only if brackets were in fact paired on their own.
    assert!(
        own.own >= rounds,
        "{} brackets on their own graphs in {rounds} rounds",
        own.own
    );
}

/// S1's choices settled from the optimum and its duals (`Bracket::presort_s1`, the certified
/// fast path of `Bracket::pair_s1` and its `Matcher::force` of a tight first choice) are the
/// choices the re-solves make: generated tournaments of 150 and 300 players, every round paired
/// both ways.
#[test]
fn settled_s1_choices_are_those_the_re_solves_make() {
    let plain = Ways {
        shortcuts: false,
        ..Ways::FASTEST
    };
    let (fast, slow, _) = fastest_against(&[(150, 11), (300, 12)], plain);
    assert_eq!(slow.settled, 0);
    // The shortcuts were taken, not merely allowed.
    assert!(fast.settled > 100, "{} choices settled", fast.settled);
}

/// The generated tournaments are what the test needs: byes, forfeits and withdrawals happen.
#[test]
fn the_generated_tournaments_have_byes_forfeits_and_absences() {
    let s = tournament(90, 7, 5);
    let all: Vec<&Record> = s
        .players
        .iter()
        .flatten()
        .flat_map(|p| &p.history)
        .collect();
    assert!(
        all.iter()
            .any(|r| r.paired && !r.played && r.opponent.is_some())
    );
    assert!(
        all.iter()
            .any(|r| !r.paired && r.outcome == RoundResult::Draw)
    );
    assert!(
        all.iter()
            .any(|r| !r.paired && r.outcome == RoundResult::Loss)
    );
    assert!(all.iter().all(|r| !r.played || r.opponent.is_some()));
}
