//! The rating report and `rating apply` (FIDE B.02) against a model written out here, and the
//! rating tie-breaks ARO and TPR (FIDE C.07) against a second one: forfeits, double forfeits,
//! byes, unrated opponents and round-robin players whose results are struck, in both tie-break
//! editions. The model reads only the stored boards and its own copy of FIDE's tables (laid out
//! as the Handbook prints them: a range of differences per probability), never Orda's rating
//! code.

use orda::app::{
    AddPlayer, ApplyRatings, CreateTournament, EnterResults, PairRound, RequestBye, ResultEntry,
    Withdraw,
};
use orda::store::Store;
use orda::tournament::tiebreak::TieBreak;
use orda::tournament::{
    ByeKind, Entrant, GameResult, RoundNo, Rules, Settings, StartNo, System, Tournament,
    TournamentId,
};

use crate::util::{Rng, apply};

/// FIDE table 8.1.2 as printed: (probability in hundredths for the higher-rated player, the
/// largest difference giving it). Above 735: 1.00.
const TABLE_8_1_2: [(u32, u32); 50] = [
    (50, 3),
    (51, 10),
    (52, 17),
    (53, 25),
    (54, 32),
    (55, 39),
    (56, 46),
    (57, 53),
    (58, 61),
    (59, 68),
    (60, 76),
    (61, 83),
    (62, 91),
    (63, 98),
    (64, 106),
    (65, 113),
    (66, 121),
    (67, 129),
    (68, 137),
    (69, 145),
    (70, 153),
    (71, 162),
    (72, 170),
    (73, 179),
    (74, 188),
    (75, 197),
    (76, 206),
    (77, 215),
    (78, 225),
    (79, 235),
    (80, 245),
    (81, 256),
    (82, 267),
    (83, 278),
    (84, 290),
    (85, 302),
    (86, 315),
    (87, 328),
    (88, 344),
    (89, 357),
    (90, 374),
    (91, 391),
    (92, 411),
    (93, 432),
    (94, 456),
    (95, 484),
    (96, 517),
    (97, 559),
    (98, 619),
    (99, 735),
];

/// FIDE table 8.1.1 as printed, from p = 1.00 down to .50: dp.
const TABLE_8_1_1: [i64; 51] = [
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262,
    251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95,
    87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0,
];

/// Expected score in hundredths of `own` against `opp` (400-point rule).
fn expected(own: u32, opp: u32) -> i64 {
    let diff = own.abs_diff(opp).min(400);
    let high = TABLE_8_1_2
        .iter()
        .find(|&&(_, upto)| diff <= upto)
        .map_or(100, |&(p, _)| p);
    i64::from(if own >= opp { high } else { 100 - high })
}

/// dp for `half` half-points in `games` games: p in hundredths rounded half up.
fn dp(half: u32, games: u32) -> i64 {
    // p = half / (2·games), in hundredths, .5 up; dp(p) = −dp(1 − p).
    let p = nearest(100 * i64::from(half), 2 * i64::from(games));
    if p >= 50 {
        TABLE_8_1_1[(100 - p) as usize]
    } else {
        -TABLE_8_1_1[p as usize]
    }
}

/// `a / b` to the nearest whole number, .5 up (b > 0).
fn nearest(a: i64, b: i64) -> i64 {
    let q = a.div_euclid(b);
    if 2 * (a - q * b) >= b { q + 1 } else { q }
}

/// What the model expects for one player: games, half-points, E in hundredths, ΔR, Ro, Perf.
#[derive(Debug, PartialEq)]
struct Expect {
    games: u32,
    half: u32,
    e: i64,
    change: i64,
    ro: Option<i64>,
    perf: Option<i64>,
}

/// `(opponent's rating, half-points)` over `games`, for a player rated `own`, with K = `k`.
fn model(own: Option<u32>, games: &[(u32, u32)], k: i64) -> Expect {
    let n = games.len() as u32;
    let half: u32 = games.iter().map(|g| g.1).sum();
    let e: i64 = own.map_or(0, |r| games.iter().map(|g| expected(r, g.0)).sum());
    // ΔR = K·(P − E): in hundredths K·(50·half − E), rounded half away from zero.
    let raw = k * (50 * i64::from(half) - e);
    let change = if own.is_none() || n == 0 {
        0
    } else {
        raw.signum() * ((raw.abs() + 50) / 100)
    };
    let ro = (n > 0).then(|| nearest(games.iter().map(|g| i64::from(g.0)).sum(), i64::from(n)));
    let perf = ro.map(|ro| ro + dp(half, n));
    Expect {
        games: n,
        half,
        e,
        change,
        ro,
        perf,
    }
}

/// Players struck from a round-robin's standings: withdrawn having played over the board fewer
/// than half of their scheduled games.
fn struck(t: &Tournament) -> Vec<u32> {
    if !t.settings.system.is_round_robin() {
        return Vec::new();
    }
    let scheduled = t.entrants.len() as u32 - 1;
    t.entrants
        .iter()
        .filter(|e| e.withdrawn_from.is_some())
        .filter(|e| {
            let played = t
                .rounds
                .iter()
                .flat_map(|r| &r.games)
                .filter(|g| g.white == e.no || g.black == e.no)
                .filter(|g| g.result.is_some_and(|r| !r.is_forfeit()))
                .count() as u32;
            played * 2 < scheduled
        })
        .map(|e| e.no)
        .collect()
}

/// Each player's games as a rule counts them: `(opponent's rating, half-points)`.
fn games_by(t: &Tournament, counts: impl Fn(GameResult, u32, u32) -> bool) -> Vec<Vec<(u32, u32)>> {
    let rating = |no: u32| t.entrant(no).and_then(|e| e.rating);
    t.entrants
        .iter()
        .map(|e| {
            let mut out = Vec::new();
            for g in t.rounds.iter().flat_map(|r| &r.games) {
                let Some(res) = g.result else { continue };
                if !counts(res, g.white, g.black) {
                    continue;
                }
                let (opp, half) = if g.white == e.no {
                    (g.black, res.points(true))
                } else if g.black == e.no {
                    (g.white, res.points(false))
                } else {
                    continue;
                };
                if let Some(r) = rating(opp) {
                    out.push((r, half));
                }
            }
            out
        })
        .collect()
}

/// B.02: games played over the board, whoever was struck, whatever the edition.
fn rated(t: &Tournament) -> Vec<Vec<(u32, u32)>> {
    games_by(t, |res, _, _| !res.is_forfeit())
}

/// C.07 for ARO and TPR: games played over the board, and in a round-robin under the 2024
/// edition its forfeits too (15.2); never a game of a struck player.
fn tiebreak_rated(t: &Tournament) -> Vec<Vec<(u32, u32)>> {
    let struck = struck(t);
    let rr_2024 = t.settings.system.is_round_robin() && t.settings.rules == Rules::C07of2024;
    games_by(t, |res, w, b| {
        (!res.is_forfeit() || rr_2024) && !struck.contains(&w) && !struck.contains(&b)
    })
}

/// Checks the rating report (as the CLI prints it in CSV), `rating apply` and the standings'
/// ARO and TPR of tournament `id` against the models. `what` names the tournament in failures.
fn check(store: &mut Store, id: TournamentId, k: u32, what: &str) {
    let t = orda::app::query::tournament(store, id).expect("tournament");
    let upto = t.rounds.len() as u32;
    let sheet = orda::words::reports::rating_sheet(&t, upto, k, true);
    let rated = rated(&t);
    for (i, e) in t.entrants.iter().enumerate() {
        let want = model(e.rating, &rated[i], i64::from(k));
        let row: Vec<&str> = sheet.rows[i].iter().map(|c| c.text.as_str()).collect();
        // No,Name,Rating,Games,P,E,ΔR,New,Ro,Perf
        let p = format!("{}", want.half as f64 / 2.0);
        let got = (
            row[0].parse::<u32>().ok(),
            row[3].parse::<u32>().ok(),
            row[4].parse::<f64>().ok(),
            row[5].to_string(),
            row[6].parse::<i64>().ok(),
            row[7].parse::<i64>().ok(),
            row[8].parse::<i64>().ok(),
            row[9].parse::<i64>().ok(),
        );
        let wanted = (
            Some(e.no),
            Some(want.games),
            p.parse::<f64>().ok(),
            format!("{}.{:02}", want.e / 100, want.e % 100),
            Some(want.change),
            e.rating.map(|r| (i64::from(r) + want.change).max(0)),
            want.ro,
            want.perf,
        );
        assert_eq!(got, wanted, "{what}: player {} ({row:?})", e.no);
    }
    // The standings' ARO and TPR (the tournament's tie-breaks are set to them).
    let st = orda::tournament::standings::standings(&t, upto);
    let tb_rated = tiebreak_rated(&t);
    for row in &st.rows {
        let games = &tb_rated[row.index];
        let want = model(None, games, 0);
        assert_eq!(
            (
                row.values[0].map(|v| v as i64),
                row.values[1].map(|v| v as i64)
            ),
            (want.ro, want.perf),
            "{what}: ARO and TPR of player {}",
            row.no
        );
    }
    // `rating apply`: the registry gets exactly the report's change, once.
    let changes = apply(store, ApplyRatings { t: id, k });
    for (i, e) in t.entrants.iter().enumerate() {
        let want = model(e.rating, &rated[i], i64::from(k));
        let c = changes
            .iter()
            .find(|c| c.player == e.player_id)
            .unwrap_or_else(|| panic!("{what}: no change for {}", e.no));
        let after = e.rating.map(|r| (i64::from(r) + want.change).max(0) as u32);
        assert_eq!(
            (c.before, i64::from(c.change), c.after),
            (e.rating, want.change, after),
            "{what}: applied change of player {}",
            e.no
        );
    }
}

fn settings(name: &str, system: System, rounds: u32, start: &str) -> Settings {
    let mut s = Settings::new(name, system, rounds);
    s.start_date = Some(start.into());
    s.rules = Rules::for_start(Some(start));
    s.tiebreaks = vec![TieBreak::AverageRating, TieBreak::Performance];
    s
}

fn add(store: &mut Store, t: TournamentId, name: &str, rating: Option<u32>) {
    let e = Entrant {
        name: name.into(),
        rating,
        ..Entrant::default()
    };
    apply(store, AddPlayer(t, e));
}

/// Enters `results` (board, result) of `round`.
fn enter(store: &mut Store, t: TournamentId, round: u32, results: &[(u32, GameResult)]) {
    let entries = results
        .iter()
        .map(|&(board, r)| ResultEntry {
            board: orda::tournament::Board(board),
            result: Some(r),
            score: None,
        })
        .collect();
    apply(
        store,
        EnterResults {
            t,
            round: RoundNo(round),
            entries,
            insist: false,
        },
    );
}

/// The round-robin: A 2000, B 1900, C 1800, D 1700; round 1 A-D `+/-`, B-C `1-0`.
fn forfeit_round_robin(store: &mut Store, start: &str) -> TournamentId {
    let t = apply(
        store,
        CreateTournament(settings(start, System::RoundRobin, 3, start)),
    );
    for (n, r) in [("A", 2000), ("B", 1900), ("C", 1800), ("D", 1700)] {
        add(store, t, n, Some(r));
    }
    apply(store, PairRound(t));
    let round = orda::app::query::round(store, t, RoundNo(1)).expect("round 1");
    let board = |w: u32| {
        round
            .games
            .iter()
            .find(|g| g.white == w)
            .expect("board")
            .board
            .0
    };
    enter(
        store,
        t,
        1,
        &[
            (board(1), GameResult::WhiteByForfeit),
            (board(2), GameResult::WhiteWins),
        ],
    );
    t
}

#[test]
fn a_forfeit_is_never_rated_in_either_edition() {
    for start in ["2025-05-01", "2026-05-01"] {
        let mut store = Store::memory().expect("memory");
        let t = forfeit_round_robin(&mut store, start);
        let tour = orda::app::query::tournament(&mut store, t).expect("t");
        let reports = orda::tournament::rating::reports(&tour, 1, 10);
        let line = |no: u32| {
            let r = &reports[(no - 1) as usize];
            (r.games, r.change)
        };
        // A's forfeit win and D's forfeit loss are not rated; B beat C: E = .64, ΔR = +3.6 → +4.
        assert_eq!(
            [line(1), line(2), line(3), line(4)],
            [(0, 0), (1, 4), (1, -4), (0, 0)],
            "{start}"
        );
        // The tie-breaks keep their own edition: in 2024 a round-robin forfeit counts for ARO.
        let st = orda::tournament::standings::standings(&tour, 1);
        let aro_a = st.rows.iter().find(|r| r.no == 1).expect("A").values[0];
        let want = if start.starts_with("2025") {
            Some(1700.0)
        } else {
            None
        };
        assert_eq!(aro_a, want, "{start}: A's ARO");
    }
}

#[test]
fn the_rating_command_and_apply_agree_on_a_2025_forfeit() {
    use crate::util::{orda_db, stdout};
    let db = crate::util::fresh_db("rating-forfeit-2025");
    let mut store = Store::open(&db).expect("file");
    let t = forfeit_round_robin(&mut store, "2025-05-01");
    // Play it out: round 2 and 3 all White wins.
    for round in 2..=3 {
        apply(&mut store, PairRound(t));
        let r = orda::app::query::round(&mut store, t, RoundNo(round)).expect("round");
        let all: Vec<(u32, GameResult)> = r
            .games
            .iter()
            .map(|g| (g.board.0, GameResult::WhiteWins))
            .collect();
        enter(&mut store, t, round, &all);
    }
    drop(store);
    let id = t.0.to_string();
    let report = stdout(&orda_db(&db, &["rating", "-t", &id, "--format", "csv"]));
    let a = report
        .lines()
        .find(|l| l.starts_with("1,A,"))
        .expect("A's line");
    // A played two games over the board (rounds 2 and 3), not three.
    assert!(a.starts_with("1,A,2000,2,"), "{report}");
    let applied = orda_db(&db, &["rating", "apply", "-t", &id]);
    assert!(
        applied.status.success(),
        "{}",
        crate::util::stderr(&applied)
    );
    let new_a = a.split(',').nth(7).expect("New");
    assert!(
        stdout(&applied)
            .lines()
            .any(|l| l.contains("\tA\t2000\t") && l.ends_with(&format!("\t{new_a}"))),
        "{}\n{report}",
        stdout(&applied)
    );
}

#[test]
fn games_against_a_struck_player_are_rated() {
    // A round-robin of six (five rounds): X beats Y in round 1 and withdraws from round 2
    // having played one game of five, fewer than half: his results are struck from the
    // standings, but the game was played and is rated for both.
    let mut store = Store::memory().expect("memory");
    let t = apply(
        &mut store,
        CreateTournament(settings("Struck", System::RoundRobin, 5, "2026-04-01")),
    );
    for (n, r) in [
        ("P1", 1900),
        ("P2", 1800),
        ("P3", 1700),
        ("P4", 1600),
        ("P5", 1500),
        ("P6", 2100),
    ] {
        add(&mut store, t, n, Some(r));
    }
    apply(&mut store, PairRound(t));
    let r1 = orda::app::query::round(&mut store, t, RoundNo(1)).expect("round 1");
    // Round 1 of six: 1-6, 2-5, 3-4. The lower number loses every game.
    let results: Vec<(u32, GameResult)> = r1
        .games
        .iter()
        .map(|g| {
            let r = if g.white > g.black {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            (g.board.0, r)
        })
        .collect();
    enter(&mut store, t, 1, &results);
    let x = r1
        .games
        .iter()
        .find(|g| g.white == 1 || g.black == 1)
        .expect("P1's board");
    let winner = if x.white == 1 { x.black } else { x.white };
    apply(
        &mut store,
        Withdraw {
            t,
            player: StartNo(winner),
            from: RoundNo(2),
        },
    );
    let tour = orda::app::query::tournament(&mut store, t).expect("t");
    assert_eq!(tour.annulled(), vec![winner], "struck");
    let reports = orda::tournament::rating::reports(&tour, 1, 10);
    // P1 (1900) lost to P6 (2100): E = .24, ΔR = 10·(0 − .24) = −2.4 → −2; P6 won: +2.
    assert_eq!((reports[0].games, reports[0].change), (1, -2));
    assert_eq!((reports[5].games, reports[5].change), (1, 2));
    // The standings strike it: P1's ARO has no game.
    let st = orda::tournament::standings::standings(&tour, 1);
    let p1 = st.rows.iter().find(|r| r.no == 1).expect("P1");
    assert_eq!((p1.points, p1.values[0]), (0, None));
}

/// Plays a random tournament: forfeits, double forfeits, requested byes (Swiss), withdrawals,
/// unrated players. `seed` decides everything.
fn random_tournament(store: &mut Store, seed: u64) -> TournamentId {
    let mut rng = Rng(seed);
    let rr = seed.is_multiple_of(2);
    let start = if seed % 4 < 2 {
        "2025-06-01"
    } else {
        "2026-06-01"
    };
    let n = 5 + rng.below(8) as u32;
    let system = if rr {
        System::RoundRobin
    } else {
        System::Swiss
    };
    let rounds = if rr { n - 1 + n % 2 } else { 5 };
    let t = apply(
        store,
        CreateTournament(settings(&format!("seed {seed}"), system, rounds, start)),
    );
    for i in 1..=n {
        let rating = (rng.below(4) > 0).then(|| 1400 + rng.below(1000) as u32);
        add(store, t, &format!("P{i}"), rating);
    }
    let results = [
        GameResult::WhiteWins,
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::BlackWins,
        GameResult::WhiteByForfeit,
        GameResult::BlackByForfeit,
        GameResult::DoubleForfeit,
    ];
    let mut withdrawn = Vec::new();
    for round in 1..=rounds {
        if !rr && rng.below(3) == 0 {
            let who = 1 + rng.below(n as usize) as u32;
            let kind = if rng.below(2) == 0 {
                ByeKind::Half
            } else {
                ByeKind::Zero
            };
            if !withdrawn.contains(&who) {
                let _ = orda::app::run(
                    store,
                    RequestBye {
                        t,
                        player: StartNo(who),
                        round: RoundNo(round),
                        kind,
                        insist: false,
                    },
                );
            }
        }
        if round > 1 && withdrawn.is_empty() && rng.below(4) == 0 {
            let who = 1 + rng.below(n as usize) as u32;
            apply(
                store,
                Withdraw {
                    t,
                    player: StartNo(who),
                    from: RoundNo(round),
                },
            );
            withdrawn.push(who);
        }
        if orda::app::run(store, PairRound(t)).is_err() {
            break;
        }
        let r = orda::app::query::round(store, t, RoundNo(round)).expect("round");
        let entries: Vec<(u32, GameResult)> = r
            .games
            .iter()
            .filter(|g| g.result.is_none())
            .map(|g| (g.board.0, results[rng.below(results.len())]))
            .collect();
        if !entries.is_empty() {
            enter(store, t, round, &entries);
        }
    }
    t
}

#[test]
fn the_report_and_apply_match_the_model_on_random_tournaments() {
    let mut seen = (0, 0, 0, 0);
    for seed in 1..=48u64 {
        let mut store = Store::memory().expect("memory");
        let t = random_tournament(&mut store, seed * 7919);
        let tour = orda::app::query::tournament(&mut store, t).expect("t");
        if tour.completed_rounds() < tour.settings.rounds {
            continue;
        }
        let games = tour.rounds.iter().flat_map(|r| &r.games);
        seen.0 += games
            .clone()
            .filter(|g| g.result.is_some_and(|r| r.is_forfeit()))
            .count();
        seen.1 += usize::from(!tour.annulled().is_empty());
        seen.2 += tour.rounds.iter().map(|r| r.byes.len()).sum::<usize>();
        seen.3 += 1;
        check(
            &mut store,
            t,
            10 + (seed as u32 % 3) * 10,
            &format!("seed {seed}"),
        );
    }
    // The random tournaments cover what they are for.
    assert!(seen.3 >= 40, "finished tournaments: {seen:?}");
    assert!(seen.0 >= 30 && seen.1 >= 2 && seen.2 >= 20, "{seen:?}");
}
