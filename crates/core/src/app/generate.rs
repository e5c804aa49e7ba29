//! Random Swiss tournaments for tests and benchmarks (`orda generate`): every round paired by
//! the Dutch engine, results drawn from the ratings (the Elo expectation), with draws,
//! forfeits (one side or both), withdrawals, announced half- and zero-point byes at the rates
//! asked for, the Baku acceleration and a tie-break list when asked (docs/compliance.md: what
//! FIDE's checklist asks of a program's generator).

use crate::formats::trf::{Trf, TrfPlayer, TrfRound};
use crate::pairing::dutch;
use crate::pairing::swiss::{Colour, PairingError, Player, Points, Record, RoundResult, Swiss};

/// What to generate.
#[derive(Clone, Debug)]
pub struct Options {
    /// Players.
    pub players: usize,
    /// Rounds.
    pub rounds: usize,
    /// Seed: the same seed gives the same tournament.
    pub seed: u64,
    /// Share of games drawn.
    pub draws: f64,
    /// Share of games forfeited (one side absent).
    pub forfeits: f64,
    /// Chance per player and round of withdrawing for good.
    pub withdrawals: f64,
    /// Chance per player and round of an announced half-point bye.
    pub byes: f64,
    /// Chance per player and round of an announced zero-point bye.
    pub zero_byes: f64,
    /// Share of the forfeited games that both players forfeit.
    pub double_forfeits: f64,
    /// Accelerated by the Baku method (`192 FIDE_DUTCH_2025_BAKU`).
    pub baku: bool,
    /// The tie-breaks the file names (`202`, `212`); none when empty.
    pub tiebreaks: Vec<crate::tournament::tiebreak::TieBreak>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 20,
            rounds: 7,
            seed: 1,
            draws: 0.3,
            forfeits: 0.02,
            withdrawals: 0.005,
            byes: 0.02,
            zero_byes: 0.0,
            double_forfeits: 0.0,
            baku: false,
            tiebreaks: Vec::new(),
        }
    }
}

/// The rates `orda generate` was asked for; each one left out is drawn from the seed (so that
/// the same seed gives the same tournament again) within what real events see.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rates {
    /// Share of games drawn (drawn: 10-50 %).
    pub draws: Option<f64>,
    /// Share of games forfeited (0-6 %).
    pub forfeits: Option<f64>,
    /// Share of the forfeits by both players (0-30 %).
    pub double_forfeits: Option<f64>,
    /// Chance per player and round of withdrawing (0-1 %).
    pub withdrawals: Option<f64>,
    /// Chance per player and round of a half-point bye (0-5 %).
    pub byes: Option<f64>,
    /// Chance per player and round of a zero-point bye (0-2 %).
    pub zero_byes: Option<f64>,
}

impl Options {
    /// `players` in `rounds` rounds from `seed`, with the rates asked for and the others drawn
    /// from the seed (by a generator of their own: the tournament's draws are the same as
    /// with the rates given).
    pub fn from_rates(players: usize, rounds: usize, seed: u64, r: Rates) -> Options {
        let mut rng = Rng::new(seed ^ 0x05EE_D0F2_A7E5);
        let mut pick = |asked: Option<f64>, low: f64, high: f64| {
            let drawn = low + rng.unit() * (high - low);
            // Three decimals: the rates printed are the rates used.
            asked.unwrap_or((drawn * 1000.0).round() / 1000.0)
        };
        Options {
            players,
            rounds,
            seed,
            draws: pick(r.draws, 0.1, 0.5),
            forfeits: pick(r.forfeits, 0.0, 0.06),
            double_forfeits: pick(r.double_forfeits, 0.0, 0.3),
            withdrawals: pick(r.withdrawals, 0.0, 0.01),
            byes: pick(r.byes, 0.0, 0.05),
            zero_byes: pick(r.zero_byes, 0.0, 0.02),
            baku: false,
            tiebreaks: Vec::new(),
        }
    }
}

/// A seed from the clock (`orda generate`'s default), small enough to type again.
pub fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    nanos % 1_000_000_000
}

/// A small, well-mixed generator (xorshift64*), so that a seed means the same tournament on
/// every machine.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Why a tournament could not be generated: the Dutch engine found no pairing for a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateError {
    /// The round (1-based).
    pub round: usize,
    /// Why it could not be paired.
    pub error: PairingError,
}

/// The generated tournament as the pairing engine sees it after `o.rounds` rounds, with the
/// ratings used.
pub fn generate_swiss(o: &Options) -> Result<Swiss, GenerateError> {
    let mut rng = Rng::new(o.seed);
    let mut rating = 2600.0;
    let mut players: Vec<Option<Player>> = Vec::with_capacity(o.players);
    for _ in 0..o.players {
        players.push(Some(Player {
            rating: rating as u32,
            history: Vec::new(),
            acceleration: Vec::new(),
        }));
        rating -= rng.unit() * 1400.0 / o.players.max(1) as f64 * 2.0;
        rating = rating.max(1000.0);
    }
    let mut s = Swiss {
        players,
        played_rounds: 0,
        total_rounds: o.rounds,
        points: Points::default(),
        first_colour: Colour::White,
        forbidden: Vec::new(),
        forbidden_groups: Vec::new(),
    };
    if o.baku {
        // The standard points are the Baku method's: it cannot refuse them.
        let _ = crate::pairing::baku::accelerate(&mut s);
    }
    let mut withdrawn = vec![false; o.players];
    for round in 0..o.rounds {
        // Withdrawals and announced byes for this round.
        for (gone, p) in withdrawn.iter_mut().zip(s.players.iter_mut()) {
            if !*gone && round > 0 && rng.unit() < o.withdrawals {
                *gone = true;
            }
            let p = p.as_mut().expect("player");
            if *gone {
                p.history.push(Record::absent());
            } else if rng.unit() < o.byes {
                p.history.push(Record {
                    outcome: RoundResult::Draw,
                    ..Record::absent()
                });
            } else if o.zero_byes > 0.0 && rng.unit() < o.zero_byes {
                // Drawn only when asked for, so that a seed keeps its tournament otherwise.
                p.history.push(Record::absent());
            }
        }
        let boards = dutch::pair(&s).map_err(|error| GenerateError {
            round: round + 1,
            error,
        })?;
        for b in boards {
            match b.black {
                None => {
                    let p = s.players[b.white].as_mut().expect("player");
                    p.history.push(Record {
                        opponent: None,
                        colour: None,
                        outcome: RoundResult::Win,
                        played: false,
                        paired: true,
                    });
                }
                Some(black) => {
                    let (rw, rb) = (rating_of(&s, b.white), rating_of(&s, black));
                    let (white_outcome, played) = if rng.unit() < o.forfeits {
                        if o.double_forfeits > 0.0 && rng.unit() < o.double_forfeits {
                            // Both absent: a loss for both (`-` on both lines).
                            for (me, them, colour) in [
                                (b.white, black, Colour::White),
                                (black, b.white, Colour::Black),
                            ] {
                                let p = s.players[me].as_mut().expect("player");
                                p.history.push(Record {
                                    opponent: Some(them),
                                    colour: Some(colour),
                                    outcome: RoundResult::Loss,
                                    played: false,
                                    paired: true,
                                });
                            }
                            continue;
                        }
                        (
                            if rng.unit() < 0.5 {
                                RoundResult::Win
                            } else {
                                RoundResult::Loss
                            },
                            false,
                        )
                    } else if rng.unit() < o.draws {
                        (RoundResult::Draw, true)
                    } else {
                        let expect = 1.0 / (1.0 + 10f64.powf((rb - rw) / 400.0));
                        (
                            if rng.unit() < expect {
                                RoundResult::Win
                            } else {
                                RoundResult::Loss
                            },
                            true,
                        )
                    };
                    let black_outcome = match white_outcome {
                        RoundResult::Win => RoundResult::Loss,
                        RoundResult::Loss => RoundResult::Win,
                        RoundResult::Draw => RoundResult::Draw,
                    };
                    for (me, them, colour, outcome) in [
                        (b.white, black, Colour::White, white_outcome),
                        (black, b.white, Colour::Black, black_outcome),
                    ] {
                        let p = s.players[me].as_mut().expect("player");
                        p.history.push(Record {
                            opponent: Some(them),
                            colour: Some(colour),
                            outcome,
                            played,
                            paired: true,
                        });
                    }
                }
            }
        }
        s.played_rounds = round + 1;
    }
    Ok(s)
}

fn rating_of(s: &Swiss, i: usize) -> f64 {
    s.players[i].as_ref().map_or(0.0, |p| p.rating as f64)
}

/// `s` cut back to its first `rounds` rounds (to pair round `rounds + 1` again).
pub fn before_round(s: &Swiss, rounds: usize) -> Swiss {
    let mut t = s.clone();
    for p in t.players.iter_mut().flatten() {
        p.history.truncate(rounds);
    }
    t.played_rounds = rounds;
    t
}

/// The file `orda generate` writes: [`to_trf`], with `192 FIDE_DUTCH_2025_BAKU` when
/// accelerated and the tie-break list as TRF-2026 `202` and `212`.
pub fn generated_trf(s: &Swiss, name: &str, o: &Options) -> Trf {
    let mut t = to_trf(s, name);
    if o.baku {
        t.system = Some(crate::formats::trf::BAKU_CODES[0].to_string());
    }
    let records = crate::formats::trf::tiebreak_records(&o.tiebreaks);
    t.other.extend(records.into_iter().map(|l| (0, l)));
    // The rank column: the standings with the file's tie-breaks (or the preset), as a
    // tournament read from the file ranks them, so that `orda check` has ranks to compare.
    if let Ok(imported) = super::transfer::tournament_of(&t, true) {
        let tour = imported.tournament;
        let upto = tour.rounds.iter().take_while(|r| r.is_complete()).count() as u32;
        let st = crate::tournament::standings::standings(&tour, upto);
        for p in &mut t.players {
            p.rank = st.rows.iter().find(|r| r.no == p.no).map(|r| r.rank);
        }
    }
    t
}

/// The tournament as a TRF-16 file (with `XXR` and `XXC white1`).
pub fn to_trf(s: &Swiss, name: &str) -> Trf {
    let players = s
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.as_ref().map(|p| (i, p)))
        .map(|(i, p)| {
            let rounds = p
                .history
                .iter()
                .map(|r| {
                    let result = match (r.opponent, r.outcome, r.played, r.paired) {
                        (None, RoundResult::Win, _, true) => 'U',
                        (None, RoundResult::Win, _, false) => 'F',
                        (None, RoundResult::Draw, _, _) => 'H',
                        (None, RoundResult::Loss, _, _) => 'Z',
                        (Some(_), RoundResult::Win, true, _) => '1',
                        (Some(_), RoundResult::Draw, _, _) => '=',
                        (Some(_), RoundResult::Loss, true, _) => '0',
                        (Some(_), RoundResult::Win, false, _) => '+',
                        (Some(_), RoundResult::Loss, false, _) => '-',
                    };
                    TrfRound {
                        opponent: r.opponent.map(|o| o as u32 + 1),
                        colour: match r.colour {
                            Some(Colour::White) => 'w',
                            Some(Colour::Black) => 'b',
                            None => '-',
                        },
                        result,
                    }
                })
                .collect();
            TrfPlayer {
                no: i as u32 + 1,
                name: format!("Player {:04}", i + 1),
                rating: Some(p.rating),
                points: Some(p.history.iter().map(|r| s.points.of(r)).sum::<u32>() / 5),
                rounds,
                ..TrfPlayer::default()
            }
        })
        .collect();
    Trf {
        name: Some(name.to_string()),
        rounds: Some(s.total_rounds as u32),
        first_colour: Some(s.first_colour),
        players,
        ..Trf::default()
    }
}
