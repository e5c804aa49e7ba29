//! Tumicarona (SPEC section 4): hand-written games for each of the five openings and a long
//! chain, each also broken at one step; the end rules and the draw rules; property tests over
//! random playouts; and the command line.

use orda::app::validate::{GameReport, validate_text};
use orda::rules::score::{Ending, OnBoard, ProblemKind};
use orda::rules::tumicarona::board::{self, direction};
use orda::rules::tumicarona::{Position, parse_turn, perft_all};
use orda::rules::{GameKind, Outcome, Side};
use proptest::prelude::*;

use crate::util::{orda, scratch, stdout};

fn check(score: &str) -> GameReport {
    let mut r = validate_text(GameKind::Tumicarona, score);
    assert_eq!(r.len(), 1, "one game in {score}");
    r.remove(0)
}

fn valid(score: &str) -> GameReport {
    let r = check(score);
    assert!(r.is_valid(), "{score}: {:?}", r.problem);
    r
}

/// The score is refused at `ply` (1-based) with exactly `message`.
fn refused(score: &str, ply: usize, kind: ProblemKind, want: &str) {
    let r = check(score);
    let p = r
        .problem
        .as_ref()
        .unwrap_or_else(|| panic!("{score} was accepted"));
    assert_eq!(p.ply, Some(ply), "{score}: {}", message(p));
    assert_eq!(r.verdict.problem.as_ref().map(|p| p.kind), Some(kind));
    assert_eq!(message(p), want, "{score}");
    assert_eq!(
        r.verdict.plies,
        ply - 1,
        "the replay stops before the bad turn"
    );
}

// Each game below was worked out by hand on the board, the counts too; the engine must agree.

/// Opening "de face": e2 into the centre, approach takes e4 and e5.
const FACE: &str = "1. e2-e3A f4-e5W 2. e3-f4A-e4W f3-f4W *";

#[test]
fn opening_from_the_front() {
    let r = valid(FACE);
    // e2-e3A takes e4, e5 (2); f4-e5W takes g3, h2, i1 (3).
    let first = valid("1. e2-e3A *");
    assert_eq!(first.tally().counts, [22, 20]);
    let two = valid("1. e2-e3A f4-e5W *");
    assert_eq!(two.tally().counts, [19, 20]);
    assert_eq!(r.verdict.plies, 4);
    assert_eq!(r.verdict.moves[2], "e3-f4A-e4W");
    refused(
        "1. e2-e3W f4-e5W *",
        1,
        ProblemKind::Illegal,
        "e2-e3: nothing to capture by withdrawal (e1 holds White's own piece)",
    );
    refused(
        "1. e2-e4A *",
        1,
        ProblemKind::Illegal,
        "e2-e4: e4 is not next to e2 along a line",
    );
}

/// Opening "en biais" from the right: f2 into the centre takes d4 and c5.
const RIGHT: &str = "1. f2-e3A d5-d4A-c5W 2. e2-e3A-d4A-e5W-d5W *";

#[test]
fn opening_slanting_from_the_right() {
    let r = valid(RIGHT);
    assert_eq!(valid("1. f2-e3A *").tally().counts, [22, 20]);
    // d5-d4A takes d3, d2, d1 (3); d4-c5W takes e3 (1).
    assert_eq!(valid("1. f2-e3A d5-d4A-c5W *").tally().counts, [18, 20]);
    assert_eq!(r.verdict.moves[1], "d5-d4A-c5W");
    refused(
        "1. f2-e3A d5-d4A-d3A 2. e2-e3A *",
        2,
        ProblemKind::Illegal,
        "step 2 of 2: d4-d3: goes south again; each step of a chain must change direction",
    );
}

/// Opening "en biais" from the left: d2 into the centre takes f4 and g5.
const LEFT: &str = "1. d2-e3A g4-g5W-f4A-g3A 2. d3-d2W 1-0";

#[test]
fn opening_slanting_from_the_left() {
    let r = valid(LEFT);
    assert_eq!(r.result(), "1-0");
    assert_eq!(
        describe(&r.verdict.ending),
        "Black resigned or lost by the arbiter (time, default)"
    );
    refused(
        "1. d2-e3A g4-g5W-f4A-g4A 2. d3-d2W 1-0",
        2,
        ProblemKind::Illegal,
        "step 3 of 3: f4-g4: the piece already stood on g4 this turn",
    );
}

/// Opening from the side, capturing forwards: d3 into the centre takes f3 by approach.
const SIDE_FORWARD: &str = "1. d3-e3A c3-d3W 2. b2-c3A-b3W *";

#[test]
fn opening_from_the_side_forwards() {
    valid(SIDE_FORWARD);
    assert_eq!(valid("1. d3-e3A *").tally().counts, [22, 21]);
    refused(
        "1. d3-e3A c3-d3W 2. b2-c3 *",
        3,
        ProblemKind::Illegal,
        "b2-c3: this move captures; write A (approach) or W (withdrawal)",
    );
}

/// Opening from the side, capturing backwards: d3 into the centre takes c3 by withdrawal.
const SIDE_BACKWARD: &str = "1. d3-e3W d4-d3A-c3W-d2A-e3W 2. c2-c3A-d4A *";

#[test]
fn opening_from_the_side_backwards() {
    let r = valid(SIDE_BACKWARD);
    assert_eq!(valid("1. d3-e3W *").tally().counts, [22, 21]);
    assert_eq!(r.verdict.moves.len(), 3);
    refused(
        "1. d3-e3W-d4A d4-d3A *",
        1,
        ProblemKind::Illegal,
        "step 2 of 2: the opening turn is a single movement: the piece stops on e3",
    );
}

/// A ten-step chain: White's g2 sweeps eleven Black pieces.
const LONG: &str = "1. d3-e3W b4-c3A 2. e3-d2W f3-f4W-e3A-f2A-e1W-f1W \
                    3. g2-g3A-f3W-f2A-e3A-d3A-d4A-c3W-b4A-c5W-d5W 1-0";

#[test]
fn a_long_chain() {
    let r = valid(LONG);
    // Counted by hand: Black's five-step chain takes 2+2+1+1+1 = 7, White's ten steps take
    // g4, h3, f1, d4+c5, c3, d5, e5, a5, a3, b5 = 11.
    assert_eq!(r.tally().counts, [13, 8]);
    assert_eq!(r.tally().name.key(), "pieces");
    assert_eq!(
        r.verdict.position,
        "3w1b1bb/b1b1b2bb/1w6w/www1w2ww/ww5ww b 0 3"
    );
    refused(
        "1. d3-e3W b4-c3A 2. e3-d2W f3-f4W-e3A-f2A-e1W-f1W \
         3. g2-g3A-f3W-f2A-e3A-d3A-d4W-c3W-b4A-c5W-d5W 1-0",
        5,
        ProblemKind::Illegal,
        "step 6 of 10: d3-d4: nothing to capture by withdrawal (d2 is empty)",
    );
    // Stopping the chain early is a legal turn too.
    valid("1. d3-e3W b4-c3A 2. e3-d2W f3-f4W-e3A-f2A-e1W-f1W 3. g2-g3A-f3W *");
}

#[test]
fn plain_moves_only_without_a_capture() {
    // The second turn writes a plain move while Black has captures.
    let r = check("1. e2-e3A d4-d3 *");
    let p = r.problem.unwrap();
    assert_eq!(p.ply, Some(2));
    assert!(
        message(&p).starts_with("d4-d3: d3 is occupied"),
        "{}",
        message(&p)
    );
    let r = check("1. e2-e3A d5-e5 *");
    let p = r.problem.unwrap();
    assert_eq!(
        message(&p),
        "d5-e5: a plain move while a capture is possible (capturing is compulsory, e.g. f4-e5W)"
    );
    // Without captures anywhere a plain move is the turn.
    valid("[FEN \"b8/9/9/9/8w w\"]\n\n1. i1-h2 a5-b5 *");
}

#[test]
fn wins_on_the_board() {
    // Total capture: White's e3 withdraws from d4.
    let r = valid("[FEN \"9/3b5/4w4/9/9 w\"]\n\n1. e3-f2W 1-0");
    assert_eq!(r.verdict.ending.outcome(), Some(Outcome::WhiteWins));
    assert_eq!(
        describe(&r.verdict.ending),
        "all of Black's pieces were captured"
    );
    assert_eq!(r.tally().counts, [1, 0]);
    let r = check("[FEN \"9/3b5/4w4/9/9 w\"]\n\n1. e3-f2W 0-1");
    assert_eq!(
        message(&r.problem.unwrap()),
        "the result is recorded as 0-1, but the game ended 1-0 (all of Black's pieces were captured)"
    );
    // Immobilisation: Black's a1 is walled in by b1, a2, b2 (their own retreats blocked, so no
    // capture); White's quiet move leaves Black without a move.
    let wall = "[FEN \"8w/9/w1w6/ww7/bww6 w\"]\n\n";
    let r = valid(&format!("{wall}1. i5-h5 1-0"));
    assert_eq!(
        describe(&r.verdict.ending),
        "Black cannot move (immobilised)"
    );
    let r = check(&format!("{wall}1. i5-h5 a1-b2A"));
    assert_eq!(r.verdict.problem.unwrap().kind, ProblemKind::AfterEnd);
}

#[test]
fn draw_rules() {
    let shuffle = "1. i5-h5 a5-b5 2. h5-i5 b5-a5 3. i5-h5 a5-b5 4. h5-i5 b5-a5";
    let fen = "[FEN \"b7w/9/9/9/9 w\"]\n";
    // The default: drawn when a position occurs the third time.
    let r = valid(&format!("{fen}\n{shuffle} 1/2-1/2"));
    assert_eq!(
        r.verdict.ending,
        Ending::OnBoard {
            outcome: Outcome::Draw,
            reason: OnBoard::Threefold
        }
    );
    let r = check(&format!("{fen}\n{shuffle} 5. i5-h5 *"));
    assert_eq!(r.problem.unwrap().ply, Some(9));
    // N turns without a capture.
    let r = valid(&format!(
        "{fen}[DrawRule \"quiet 3\"]\n\n1. i5-h5 a5-b5 2. h5-i5 1/2-1/2"
    ));
    assert_eq!(
        describe(&r.verdict.ending),
        "drawn: 3 turns without a capture"
    );
    let r = check(&format!(
        "{fen}[DrawRule \"quiet 3\"]\n\n1. i5-h5 a5-b5 2. h5-i5 1-0"
    ));
    assert_eq!(r.verdict.problem.unwrap().kind, ProblemKind::Result);
    // Only by agreement: the shuffle goes on, and a draw declared where the position stands
    // the third time is a claim; elsewhere an agreement.
    let r = valid(&format!(
        "{fen}[DrawRule \"agreement\"]\n\n{shuffle} 5. i5-h5 1/2-1/2"
    ));
    assert_eq!(r.verdict.ending, Ending::Repetition);
    let r = valid(&format!(
        "{fen}[DrawRule \"agreement\"]\n\n1. i5-h5 1/2-1/2"
    ));
    assert_eq!(r.verdict.ending, Ending::Agreement);
    let r = check(&format!("{fen}[DrawRule \"sometimes\"]\n\n1. i5-h5 *"));
    let p = r.problem.unwrap();
    assert_eq!(p.token, "sometimes");
    assert!(message(&p).starts_with("the DrawRule tag: 'sometimes' is not a draw rule"));
}

#[test]
fn notation_errors_name_the_token() {
    let r = check("1. e2-e3A f4-e5Q *");
    let p = r.problem.unwrap();
    assert_eq!((p.line, p.col, p.ply), (1, 11, Some(2)));
    assert_eq!(p.token, "f4-e5Q");
    assert_eq!(
        message(&p),
        "'e5Q': a step ends with A (approach), W (withdrawal) or nothing (a plain move)"
    );
    let r = check("1. e2-e3A 3. f4-e5W *");
    assert_eq!(r.verdict.problem.unwrap().kind, ProblemKind::MoveNumber);
    // A Togyzkumalak score is not a Tumicarona score.
    let r = check("1. 87(10) 87(10) *");
    assert_eq!(r.verdict.problem.unwrap().kind, ProblemKind::Notation);
}

#[test]
fn perft_to_depth_four() {
    assert_eq!(perft_all(&Position::start(), 4), [5, 39, 724, 18026]);
}

/// Plays random legal turns and checks the rules' invariants on each.
fn playout(choices: &[u16]) -> Vec<String> {
    let mut pos = Position::start();
    let mut written = Vec::new();
    let mut seen = vec![pos.key()];
    for &c in choices {
        // The default draw rule ends the game when a position stands the third time.
        if seen.iter().filter(|k| **k == pos.key()).count() >= 3 {
            break;
        }
        // The generator's view: every turn with the position it leads to.
        let mut turns = Vec::new();
        pos.for_each_turn(&mut |t, after| turns.push((t.clone(), *after)));
        if turns.is_empty() {
            break;
        }
        let capture = pos.has_capture();
        for (t, _) in &turns {
            // No plain move while a capture exists; only plain moves when none does.
            assert_eq!(t.is_capture(), capture, "{t} in {pos}");
            if !capture {
                assert_eq!(t.steps.len(), 1);
            }
            // A chain never revisits a point and never repeats a direction.
            let path: Vec<u8> = t.path().collect();
            let mut seen = path.clone();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), path.len(), "{t} revisits a point");
            let dirs: Vec<usize> = path
                .windows(2)
                .map(|w| direction(w[0], w[1]).expect("steps follow lines"))
                .collect();
            assert!(
                dirs.windows(2).all(|d| d[0] != d[1]),
                "{t} repeats a direction"
            );
            if pos.is_opening() {
                assert_eq!(t.steps.len(), 1);
                assert_eq!(t.steps[0].to, board::CENTRE);
            }
        }
        let (turn, after) = turns[usize::from(c) % turns.len()].clone();
        // The written turn, read back and checked step by step, gives the same position.
        let mut replayed = pos;
        let taken = replayed
            .play(&parse_turn(&turn.to_string()).expect("written turns read back"))
            .expect("generated turns are legal");
        assert_eq!(replayed, after);
        // Pieces never increase; the mover keeps all, the other loses what each step took.
        let mover = pos.to_move();
        assert_eq!(after.count(mover), pos.count(mover));
        let lost = pos.count(mover.opponent()) - after.count(mover.opponent());
        assert_eq!(lost, taken.iter().sum::<u32>());
        assert!(taken.iter().all(|&k| (k > 0) == turn.is_capture()));
        written.push(turn.to_string());
        pos = after;
        seen.push(pos.key());
    }
    written
}

proptest! {
    // A fixed seed: a failure is the same failure in every run, on every machine.
    #![proptest_config(ProptestConfig {
        cases: 64,
        rng_seed: proptest::test_runner::RngSeed::Fixed(2026),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_games_keep_the_rules(choices in proptest::collection::vec(any::<u16>(), 0..120)) {
        let turns = playout(&choices);
        // The whole game validates as a score.
        let movetext: String = turns
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| format!("{}. {} ", i + 1, pair.join(" ")))
            .collect();
        let score = format!("[Event \"random\"]\n\n{movetext}");
        // No result token: a game the board ended (capture, immobilised, repetition) and one
        // the walk merely stopped are both consistent with it.
        let r = check(&score);
        prop_assert!(r.is_valid(), "{score}: {:?}", r.problem);
        prop_assert_eq!(r.verdict.plies, turns.len());
    }
}

#[test]
fn command_line() {
    let o = orda(&["perft", "--game", "tumicarona", "4"]);
    assert_eq!(stdout(&o), "1 5\n2 39\n3 724\n4 18026\n");
    let dir = scratch("tumicarona-cli");
    let good = dir.join("games.pgn");
    std::fs::write(
        &good,
        format!("[White \"Asel\"]\n[Black \"Dana\"]\n\n{LONG}\n\n{FACE}\n"),
    )
    .unwrap();
    let o = orda(&["validate", "--game", "tumicarona", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let out = stdout(&o);
    assert!(
        out.contains(": game 1 (Asel - Dana): ok, 1-0 (Black resigned or lost by the arbiter (time, default)), 5 plies, pieces 13-8"),
        "{out}"
    );
    assert!(out.ends_with("2 games: 2 valid, 0 invalid\n"), "{out}");
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Result \"*\"]\n\n1. d3-e3W-d4A d4-d3A *\n").unwrap();
    let o = orda(&[
        "validate",
        "--json",
        "--game",
        "tumicarona",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["valid"], false);
    assert_eq!(
        (v["line"].as_u64(), v["column"].as_u64()),
        (Some(3), Some(4))
    );
    assert_eq!(v["token"], "d3-e3W-d4A");
    assert_eq!(v["side"], "white");
    assert_eq!(v["pieces"]["white"], 22);
    assert_eq!(
        v["message"],
        "step 2 of 2: the opening turn is a single movement: the piece stops on e3"
    );
    // The same file under Togyzkumalak's rules is not a score at all.
    let o = orda(&["validate", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn sides_and_numbers_in_messages() {
    let r = check("1. d3-e3A c3-d3W 2. b2-c3 *");
    let p = r.problem.unwrap();
    assert_eq!(p.move_number, Some((2, Side::White)));
    assert!(
        orda::words::rules::located(&p).starts_with("move 2. b2-c3: "),
        "{}",
        orda::words::rules::located(&p)
    );
}

#[test]
fn a_tumicarona_tournament_takes_tumicarona_scores() {
    let ev = crate::event::Event::new("tumicarona-event");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Tumicarona Cup",
        "--system",
        "rr",
        "--rounds",
        "3",
        "--game",
        "tumicarona",
    ]);
    for n in ["Асель", "Дана", "Ерлан", "Жанар"] {
        ev.run(&["player", "add", "--name", n]);
    }
    ev.run(&["round", "pair"]);
    let long = ev.file("long.pgn", LONG);
    let out = ev.run(&[
        "result", "--round", "1", "--board", "1", "1-0", "--score", &long,
    ]);
    assert!(out.contains("valid, 1-0"), "{out}");
    assert!(out.contains("pieces 13-8"), "{out}");
    // A Togyzkumalak score is refused here, and nothing is entered.
    let togyz = ev.file("togyz.pgn", "1. 87(10) 87(10) 0-1\n");
    let o = ev.try_run(&[
        "result", "--round", "1", "--board", "2", "0-1", "--score", &togyz,
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = crate::util::stderr(&o);
    assert!(
        err.contains("togyz.pgn:1:4: move 1. 87(10): '87(10)' is not a turn"),
        "{err}"
    );
    // A score won on the board by White contradicts 0-1.
    let won = ev.file("won.pgn", "[FEN \"9/3b5/4w4/9/9 w\"]\n\n1. e3-f2W\n");
    let o = ev.try_run(&[
        "result", "--round", "1", "--board", "2", "0-1", "--score", &won,
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        crate::util::stderr(&o).contains(
            "the result is 0-1 but the score gives 1-0 (all of Black's pieces were captured)"
        ),
        "{}",
        crate::util::stderr(&o)
    );
    let rows = ev.csv(&["pairings", "--round", "1"]);
    assert_eq!((rows[1][5].as_str(), rows[2][5].as_str()), ("1-0", ""));
}

/// `orda replay --rules tumicarona`: the board after each turn, from the same replay the
/// window's game view uses, and the first problem where the validator finds it.
#[test]
fn replay_prints_a_tumicarona_game_turn_by_turn() {
    let dir = scratch("tumi-replay");
    let good = dir.join("good.pgn");
    std::fs::write(&good, format!("[White \"A\"]\n[Black \"B\"]\n\n{RIGHT}\n")).unwrap();
    let o = orda(&["replay", good.to_str().unwrap(), "--rules", "tumicarona"]);
    assert_eq!(o.status.code(), Some(0), "{}", crate::util::stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("A - B  (*)\n"), "{out}");
    assert!(
        out.contains("\n1. f2-e3A   White moves, captures 2\n"),
        "{out}"
    );
    assert!(
        out.contains("\n2. e2-e3A-d4A-e5W-d5W   White moves, captures 8\n"),
        "{out}"
    );
    let boards = out.lines().filter(|l| l.starts_with("    3 ")).count();
    assert_eq!(boards, 1 + 3, "{out}");
    assert!(
        out.contains("Black 12") && out.contains("White 18"),
        "{out}"
    );
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Event \"x\"]\n\n1. f2-e3A d5-d4A-d3A 2. e2-e3A *\n").unwrap();
    let o = orda(&["replay", bad.to_str().unwrap(), "--rules", "tumicarona"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert_eq!(
        out.lines().filter(|l| l.starts_with("    3 ")).count(),
        2,
        "{out}"
    );
    assert!(
        out.contains("stopped at line 3: move 1… d5-d4A-d3A: step 2 of 2"),
        "{out}"
    );
}

/// The problem's explanation in English, as `orda validate` writes it.
fn message(p: &orda::app::validate::Located) -> String {
    orda::words::lang::with(orda::words::lang::Lang::En, || {
        orda::words::rules::fault(&p.why)
    })
}

/// The ending in English.
fn describe(e: &orda::rules::score::Ending) -> String {
    orda::words::lang::with(orda::words::lang::Lang::En, || {
        orda::words::rules::ending(e)
    })
}
