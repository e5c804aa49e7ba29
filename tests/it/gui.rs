//! The window driven without a display (egui_kittest): the arbiter's main workflow from an
//! empty database to the standings, through the widgets and keys a user would use.

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use orda::rules::togyz::Position;
use orda::store::Store;
use orda::t;
use orda::tournament::Board;
use orda::tournament::GameResult;
use orda::tournament::standings::standings;
use orda::ui::{OrdaApp, View};
use orda::words::lang::{self, Lang};

use crate::drive::{click, in_memory, key, status, text_event, type_into};

/// The shortest sequence of first moves (otau numbers) after which some move makes a tuzdyk,
/// that move included: found by the engine, so the test clicks a real tuzdyk into the board.
fn moves_to_a_tuzdyk() -> Vec<u8> {
    fn search(pos: &Position, depth: u32, line: &mut Vec<u8>) -> bool {
        for m in pos.legal_moves().collect::<Vec<_>>() {
            let mut p = *pos;
            let Ok(r) = p.play(m) else { continue };
            line.push(m);
            if r.tuzdyk.is_some() || (depth > 1 && search(&p, depth - 1, line)) {
                return true;
            }
            line.pop();
        }
        false
    }
    let mut line = Vec::new();
    for depth in 1..=8 {
        if search(&Position::start(), depth, &mut line) {
            return line;
        }
    }
    panic!("no tuzdyk within 8 plies");
}

/// The main workflow in `lang`: every label the test looks for is the window's word in that
/// language, so a view whose words are missing or wrong fails here.
fn an_arbiter_runs_a_round_in(lang: Lang) {
    lang::set(lang);
    let mut h = in_memory();
    h.run();

    // A new tournament, from the start view.
    type_into(&mut h, &t!("name"), "Кубок Орды 2026 — ₸");
    click(&mut h, &t!("create"));
    let t = h
        .state()
        .shared
        .t
        .clone()
        .expect("the new tournament is open");
    assert_eq!(t.settings.name, "Кубок Орды 2026 — ₸");
    assert_eq!(h.state().view, View::Players);
    assert_eq!(h.state().shared.tournaments.len(), 1);

    // Six players through the form (Kazakh letters in the names).
    let names = [
        ("Әлібек Нұрланұлы", "1900"),
        ("Гүлнар Қасымова", "1850"),
        ("Ерлан Өтегенов", "1800"),
        ("Айгерім Ұзақбаева", "1750"),
        ("Бауыржан Һасенов", "1700"),
        ("Іңкәр Үмбетова", "1650"),
    ];
    for (name, rating) in names {
        type_into(&mut h, &t!("col-name"), name);
        type_into(&mut h, &t!("col-rating"), rating);
        click(&mut h, &t!("add-player"));
        assert!(!status(&h).1, "adding {name}: {:?}", status(&h));
    }
    let t = h.state().shared.t.clone().expect("open");
    let got: Vec<(&str, Option<u32>)> = t
        .entrants
        .iter()
        .map(|e| (e.name.as_str(), e.rating))
        .collect();
    let want: Vec<(&str, Option<u32>)> = names.iter().map(|(n, r)| (*n, r.parse().ok())).collect();
    assert_eq!(got, want);
    // The table shows them (searching narrows it to one).
    type_into(&mut h, &t!("search"), "қасым");
    assert!(h.query_by_label("Гүлнар Қасымова").is_some());
    assert!(h.query_by_label("Ерлан Өтегенов").is_none());

    // Round 1, paired from the rounds view.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run();
    assert_eq!(h.state().view, View::Rounds);
    click(&mut h, &t!("pair-next"));
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.rounds.len(), 1);
    let round1: Vec<(u32, u32)> = t.rounds[0]
        .games
        .iter()
        .map(|g| (g.white, g.black))
        .collect();
    assert_eq!(round1.len(), 3);

    // Pairing again is refused with the reason while results are missing.
    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run();
    let (msg, err) = status(&h);
    let incomplete = orda::words::refusal(&orda::app::refusal::Refusal::Incomplete {
        round: orda::tournament::RoundNo(1),
        boards: vec![Board(1), Board(2), Board(3)],
    });
    assert!(err && msg.contains(&incomplete), "{msg}");

    // Results by keyboard: 1 on board 1, Enter, = on board 2, Enter, 0 on board 3.
    text_event(&mut h, "1");
    key(&mut h, Key::Enter);
    text_event(&mut h, "=");
    key(&mut h, Key::Enter);
    text_event(&mut h, "0");
    let t = h.state().shared.t.clone().expect("open");
    let results: Vec<Option<GameResult>> = t.rounds[0].games.iter().map(|g| g.result).collect();
    assert_eq!(
        results,
        [
            Some(GameResult::WhiteWins),
            Some(GameResult::Draw),
            Some(GameResult::BlackWins)
        ]
    );
    // The standings changed: the two winners lead with a point, the draw gave a half each.
    let st = standings(&t, 1);
    let mut pts: Vec<u32> = st.rows.iter().map(|r| r.points).collect();
    pts.sort_unstable();
    assert_eq!(pts, [0, 0, 1, 1, 2, 2]);
    let winner = round1[0].0;
    assert_eq!(
        st.rows.iter().find(|r| r.no == winner).map(|r| r.points),
        Some(2)
    );

    // Board 1's game, entered by clicking otau up to and including a tuzdyk.
    key(&mut h, Key::ArrowUp);
    key(&mut h, Key::ArrowUp);
    key(&mut h, Key::G);
    assert_eq!(h.state().view, View::Game);
    let line = moves_to_a_tuzdyk();
    let mut pos = Position::start();
    for &m in &line {
        let side = if pos.to_move() == orda::rules::togyz::Side::White {
            t!("white")
        } else {
            t!("black")
        };
        click(&mut h, &format!("{side} {m}"));
        pos.play(m).expect("legal");
    }
    let text = h.state().game.text.clone();
    assert!(text.contains('X'), "the score records the tuzdyk: {text}");
    assert_eq!(h.state().game.ply, line.len());
    // The board shows it: the tuzdyk's otau is marked (and named so for screen readers).
    assert!(h.query_by_label_contains(&t!("tuzdyk")).is_some());
    // Replay: ← steps back one ply, → forward again.
    key(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().game.ply, line.len() - 1);
    key(&mut h, Key::ArrowRight);
    assert_eq!(h.state().game.ply, line.len());
    click(&mut h, &t!("save-score"));
    let (msg, err) = status(&h);
    assert!(!err, "{msg}");
    let t = h.state().shared.t.clone().expect("open");
    assert!(t.rounds[0].games[0].has_score);
    assert_eq!(t.rounds[0].games[0].result, Some(GameResult::WhiteWins));

    // The standings view shows the leaders; a click opens a player's breakdown.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num6);
    h.run();
    assert_eq!(h.state().view, View::Standings);
    let wname = t.entrant(winner).map(|e| e.name.clone()).expect("winner");
    click(&mut h, &wname);
    assert_eq!(h.state().standings.breakdown, Some(winner));
    assert!(
        h.query_by_label_contains(&format!("{}:", t!("breakdown")))
            .is_some()
    );

    // Delete the last round (after the confirmation) and pair it again: the same boards.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run();
    click(&mut h, &t!("delete-last"));
    click(&mut h, &t!("confirm-delete"));
    let t = h.state().shared.t.clone().expect("open");
    assert!(t.rounds.is_empty(), "{:?}", status(&h));
    click(&mut h, &t!("pair-next"));
    let t = h.state().shared.t.clone().expect("open");
    let again: Vec<(u32, u32)> = t.rounds[0]
        .games
        .iter()
        .map(|g| (g.white, g.black))
        .collect();
    assert_eq!(again, round1);
    assert!(
        t.rounds[0]
            .games
            .iter()
            .all(|g| g.result.is_none() && !g.has_score)
    );
    lang::set(Lang::En);
}

#[test]
fn an_arbiter_runs_a_round_in_the_window() {
    an_arbiter_runs_a_round_in(Lang::En);
}

#[test]
fn an_arbiter_runs_a_round_in_kazakh() {
    an_arbiter_runs_a_round_in(Lang::Kk);
}

#[test]
fn an_arbiter_runs_a_round_in_russian() {
    an_arbiter_runs_a_round_in(Lang::Ru);
}

#[test]
fn an_arbiter_enters_a_tumicarona_game_by_clicking() {
    let mut h = in_memory();
    h.run();
    type_into(&mut h, "Name", "Тумикарона 2026");
    click(&mut h, "Tumicarona");
    click(&mut h, "Create");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.settings.game, orda::rules::GameKind::Tumicarona);
    for name in ["Асель", "Дана"] {
        type_into(&mut h, "Name", name);
        click(&mut h, "Add player");
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run();
    click(&mut h, "Pair next round");
    key(&mut h, Key::G);
    assert_eq!(h.state().view, View::Game);
    // The 9×5 board: 22 pieces a side and the empty centre.
    assert!(h.query_by_label("e3 empty").is_some());
    assert!(h.query_by_label("d3 White").is_some());
    assert!(h.query_by_label("d4 Black").is_some());

    // The opening from the side: d3 into the centre can capture either way; the arbiter picks.
    click(&mut h, "d3 White");
    click(&mut h, "e3 empty");
    assert_eq!(
        h.state().game.text,
        "",
        "nothing is written before the choice"
    );
    click(&mut h, "Withdrawal (W)");
    assert_eq!(h.state().game.text, "1. d3-e3W");
    assert!(h.query_by_label("c3 empty").is_some(), "c3 was captured");

    // Black's chain: d4-d3A, then c3 (either way again: W), then d2A; the arbiter stops there
    // although e3W could follow.
    click(&mut h, "d4 Black");
    click(&mut h, "d3 empty");
    click(&mut h, "c3 empty");
    click(&mut h, "Withdrawal (W)");
    click(&mut h, "d2 empty");
    assert_eq!(h.state().game.text, "1. d3-e3W", "the chain is still open");
    click(&mut h, "End turn");
    assert_eq!(h.state().game.text, "1. d3-e3W d4-d3A-c3W-d2A");
    assert_eq!(h.state().game.ply, 2);
    assert!(h.query_by_label("d2 Black").is_some());
    assert!(h.query_by_label_contains("✔ valid").is_some());

    // Replay one turn back and forward.
    key(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().game.ply, 1);
    assert!(h.query_by_label("d4 Black").is_some());
    key(&mut h, Key::ArrowRight);
    assert_eq!(h.state().game.ply, 2);

    // A typed turn that breaks a rule is refused with its step, and the replay stops there.
    h.state_mut().game.text = "1. d3-e3W d4-d3A-d2A".into();
    h.run();
    assert!(
        h.query_by_label_contains("step 2 of 2: d3-d2: goes south again")
            .is_some(),
        "the verdict names the step"
    );
    assert_eq!(h.state().game.ply, 1);
}

/// The operations behind the window's settings and delete buttons, on their own.
mod operations {
    use crate::util::{apply, load};
    use orda::app::{DeleteLastRound, PairRound, Refusal, RequestBye, UpdateSettings};
    use orda::store::Store;
    use orda::tournament::{ByeKind, Round, RoundNo, Settings, StartNo, System, TournamentId};

    fn swiss(players: u32) -> (Store, TournamentId) {
        let mut store = Store::memory().expect("db");
        let names: Vec<String> = (0..players).map(|i| format!("Ойыншы {i}")).collect();
        let t =
            crate::util::tournament_with(&mut store, Settings::new("T", System::Swiss, 5), &names);
        (store, t)
    }

    fn pair(store: &mut Store, t: TournamentId) -> Round {
        apply(store, PairRound(t)).round
    }

    #[test]
    fn deleting_the_last_round_keeps_its_announced_byes_and_re_pairs_the_same() {
        let (mut store, tid) = swiss(7);
        let bye = RequestBye {
            t: tid,
            player: StartNo(3),
            round: RoundNo(1),
            kind: ByeKind::Half,
            insist: false,
        };
        apply(&mut store, bye);
        let first = pair(&mut store, tid);
        assert!(first.byes.contains(&(3, ByeKind::Half)));
        assert_eq!(apply(&mut store, DeleteLastRound(tid)), RoundNo(1));
        assert!(load(&mut store, tid.0).rounds.is_empty());
        let again = pair(&mut store, tid);
        assert_eq!(again, first);
        // Delete the re-paired round too: then there is nothing left to delete.
        apply(&mut store, DeleteLastRound(tid));
        assert!(matches!(
            orda::app::run(&mut store, DeleteLastRound(tid)),
            Err(Refusal::NoRoundYet)
        ));
    }

    #[test]
    fn settings_lock_once_round_one_is_paired() {
        let (mut store, tid) = swiss(6);
        let update =
            |store: &mut Store, s: &Settings| orda::app::run(store, UpdateSettings(s.clone()));
        let mut s = load(&mut store, tid.0).settings;
        s.system = System::RoundRobin;
        s.venue = Some("Шымкент".into());
        update(&mut store, &s).expect("before round 1 the system may change");
        s.system = System::Swiss;
        update(&mut store, &s).expect("and back");
        pair(&mut store, tid);
        s.system = System::RoundRobin;
        let e = update(&mut store, &s).expect_err("locked");
        assert!(
            e.to_string().contains("pairing system cannot change"),
            "{e}"
        );
        s.system = System::Swiss;
        s.rounds = 0;
        assert!(update(&mut store, &s).is_err());
        s.rounds = 7;
        s.name = "Т-2026".into();
        // In rules mode (the default) a Swiss's rounds are fixed once round 1 is paired.
        let e = update(&mut store, &s).expect_err("locked in rules mode");
        assert!(e.to_string().contains("fixed in rules mode"), "{e}");
        orda::app::run(&mut store, orda::app::LeaveRulesMode(tid)).expect("left");
        update(&mut store, &s).expect("out of rules mode, name and rounds may change");
        let t = load(&mut store, tid.0);
        assert_eq!(
            (
                t.settings.name.as_str(),
                t.settings.rounds,
                t.settings.venue.as_deref()
            ),
            ("Т-2026", 7, Some("Шымкент"))
        );
    }
}

#[test]
fn an_arbiter_deletes_reinstates_and_sees_a_stale_result_warning() {
    let mut h = in_memory();
    h.run();
    type_into(&mut h, "Name", "Swiss to keep");
    click(&mut h, "Create");
    for (name, rating) in [
        ("A", "1900"),
        ("B", "1800"),
        ("C", "1700"),
        ("D", "1600"),
        ("E", "1500"),
    ] {
        type_into(&mut h, "Name", name);
        type_into(&mut h, "Rating", rating);
        click(&mut h, "Add player");
    }
    // Delete B before round 1, through the confirmation: C, D, E move up one number.
    click(&mut h, "B");
    click(&mut h, "Delete player…");
    assert!(
        h.query_by_label("Delete No 2 B? Later starting numbers move up one.")
            .is_some()
    );
    click(&mut h, "Delete");
    let t = h.state().shared.t.clone().expect("open");
    let got: Vec<(u32, &str)> = t.entrants.iter().map(|e| (e.no, e.name.as_str())).collect();
    assert_eq!(got, [(1, "A"), (2, "C"), (3, "D"), (4, "E")]);

    // Round 1, then D withdraws (from the next round, the form's default) and is reinstated.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run();
    click(&mut h, "Pair next round");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run();
    click(&mut h, "D");
    h.get_by_role_and_label(Role::Button, "Withdraw from round")
        .click();
    h.run();
    let t = h.state().shared.t.clone().expect("open");
    assert!(
        t.entrant(3).is_some_and(|e| e.withdrawn_from.is_some()),
        "{:?} {:?}",
        status(&h),
        h.state().view
    );
    click(&mut h, "Reinstate");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.entrant(3).and_then(|e| e.withdrawn_from), None);
    assert!(
        status(&h).0.starts_with("No 3 plays again from round"),
        "{:?}",
        status(&h)
    );

    // Two rounds played; a round-1 result changed afterwards warns in the status bar.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    h.run();
    for round in 0..2 {
        let t = h.state().shared.t.clone().expect("open");
        for _ in &t.rounds[round].games {
            text_event(&mut h, "1");
            key(&mut h, Key::Enter);
        }
        click(&mut h, "Pair next round");
    }
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.rounds.len(), 3);
    h.state_mut().apply(orda::ui::Command::EnterResult {
        round: 1,
        board: 1,
        result: Some(GameResult::BlackWins),
        insist: true,
    });
    h.run();
    let s = &h.state().status;
    assert!(s.warning && !s.error, "{:?}", s.message);
    assert!(
        s.message
            .contains("rounds 2-3 were paired with the old result 1-0"),
        "{}",
        s.message
    );

    // A second tournament, deleted from the start view through its confirmation.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    h.run();
    type_into(&mut h, "Name", "Made by mistake");
    click(&mut h, "Create");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    h.run();
    assert_eq!(h.state().shared.tournaments.len(), 2);
    let buttons = h.get_all_by_label("Delete…").collect::<Vec<_>>();
    assert_eq!(buttons.len(), 2);
    buttons[1].click();
    h.run();
    click(&mut h, "Cancel");
    assert_eq!(h.state().shared.tournaments.len(), 2);
    let buttons = h.get_all_by_label("Delete…").collect::<Vec<_>>();
    buttons[1].click();
    h.run();
    click(&mut h, "Delete");
    let names: Vec<String> = h
        .state()
        .shared
        .tournaments
        .iter()
        .map(|t| t.name.clone())
        .collect();
    assert_eq!(names, ["Swiss to keep"]);
}

#[test]
fn an_arbiter_imports_other_programs_trf_files_in_the_window() {
    let mut h = in_memory();
    h.run();
    let data = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/trf");
    // A file that contradicts itself is refused whole, naming the players and lines.
    let bad = data.join("bad-colours.trf");
    type_into(&mut h, "or file", bad.to_str().unwrap());
    click(&mut h, "Import");
    let (msg, err) = status(&h);
    assert!(err, "{msg}");
    assert!(
        msg.contains("player 1 (line 12)") && msg.contains("player 4 (line 15)"),
        "{msg}"
    );
    assert!(h.state().shared.tournaments.is_empty());
    // A Swiss-Manager export (Windows line ends, full-point bye `0000 - +`) imports and opens.
    h.state_mut().start.trf_path.clear();
    let good = data.join("swiss-manager.trf");
    type_into(&mut h, "or file", good.to_str().unwrap());
    click(&mut h, "Import");
    let (msg, err) = status(&h);
    assert!(
        !err && msg.starts_with("Tournament Almaty Open 2025 imported"),
        "{msg}"
    );
    let t = h
        .state()
        .shared
        .t
        .clone()
        .expect("the imported tournament is open");
    assert_eq!((t.entrants.len(), t.rounds.len()), (7, 3));
    assert_eq!(h.state().view, View::Standings);
    let byes: usize = t.rounds.iter().map(|r| r.byes.len()).sum();
    assert!(byes >= 2, "{:?}", t.rounds);
    // Kept records are said, in the warning colour.
    let (msg, _) = status(&h);
    assert!(msg.contains("kept as written"), "{msg}");
    assert!(h.state().status.warning);
    // A Krause file whose points columns count a bye the results do not: refused with one
    // message, and "Store anyway" takes the results as the truth, saying each line changed.
    h.state_mut().start.trf_path.clear();
    crate::drive::view(&mut h, Key::Num1);
    let krause = data.join("krause-blank-byes.trf");
    type_into(&mut h, "or file", krause.to_str().unwrap());
    click(&mut h, "Import");
    let (msg, err) = status(&h);
    assert!(
        err && msg.contains("the same on one more line: 19"),
        "{msg}"
    );
    assert!(msg.contains("takes the results as the truth"), "{msg}");
    click(&mut h, "Store anyway");
    let (msg, err) = status(&h);
    assert!(!err, "{msg}");
    assert!(
        msg.contains("line 18: player 6: the points column said 2.0, the results give 1.5"),
        "{msg}"
    );
    assert_eq!(h.state().shared.tournaments.len(), 2, "the list has it");
}

/// A refusal the arbiter may override: the window says so in its own words (never the CLI's
/// `--force`), offers "Store anyway", and that button stores the same result insisted on.
#[test]
fn a_result_refused_for_a_withdrawn_player_is_stored_anyway_from_the_status_bar() {
    use orda::app::{PairRound, Withdraw};
    use orda::tournament::{RoundNo, Settings, StartNo, System};
    let mut store = Store::memory().expect("db");
    let names: Vec<String> = ["A", "B", "C", "D"].map(String::from).to_vec();
    let t =
        crate::util::tournament_with(&mut store, Settings::new("Cup", System::Swiss, 3), &names);
    let p = crate::util::apply(&mut store, PairRound(t));
    let g = p.round.games[0].clone();
    let withdraw = Withdraw {
        t,
        player: StartNo(g.black),
        from: RoundNo(1),
    };
    crate::util::apply(&mut store, withdraw);
    let mut h = crate::drive::harness(OrdaApp::with_store(store));
    h.state_mut().apply(orda::ui::Command::SelectTournament(t));
    h.run();
    assert!(h.query_by_label("Store anyway").is_none());
    h.state_mut().apply(orda::ui::Command::EnterResult {
        round: 1,
        board: g.board.0,
        result: Some(GameResult::WhiteWins),
        insist: false,
    });
    h.run();
    let (msg, error) = status(&h);
    assert!(error, "{msg}");
    assert!(
        msg.contains("has withdrawn") && msg.contains("“Store anyway”"),
        "{msg}"
    );
    assert!(!msg.contains("--force") && !msg.contains("orda "), "{msg}");
    let stored = |h: &Harness<'_, OrdaApp>| {
        h.state().shared.t.as_ref().expect("open").rounds[0].games[0].result
    };
    assert_eq!(
        stored(&h),
        Some(GameResult::WhiteByForfeit),
        "the withdrawal's forfeit stands"
    );
    click(&mut h, "Store anyway");
    let (msg, error) = status(&h);
    assert!(!error, "{msg}");
    assert_eq!(stored(&h), Some(GameResult::WhiteWins));
    assert!(
        h.query_by_label("Store anyway").is_none(),
        "the button goes once used"
    );
}

/// A manual change chosen in the window on a pairing another Orda changed meanwhile is
/// refused, and the window then shows the pairing as stored now.
#[test]
fn a_change_on_a_pairing_changed_meanwhile_is_refused_and_the_window_shows_the_new_one() {
    use orda::app::{ChangePairing, PairRound};
    use orda::tournament::manual::Change;
    use orda::tournament::{Board, Settings, System};
    let dir = crate::util::scratch("gui-meanwhile");
    let path = dir.join("t.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut cli = Store::open(&path).expect("a new file");
    let names: Vec<String> = (1..=6).map(|i| format!("P{i}")).collect();
    let t = crate::util::tournament_with(&mut cli, Settings::new("Cup", System::Swiss, 5), &names);
    crate::util::apply(&mut cli, PairRound(t));
    let mut app = OrdaApp::with_store(Store::open(&path).expect("the window's connection"));
    app.apply(orda::ui::Command::SelectTournament(t));
    let seen = app.shared.t.as_ref().expect("open").rounds[0].clone();
    let swap = |board| Change::SwapColours(Board(board));
    crate::util::apply(
        &mut cli,
        ChangePairing {
            t,
            change: swap(3),
            insist: true,
            seen: None,
        },
    );
    app.apply(orda::ui::Command::ChangePairing {
        change: swap(2),
        insist: false,
        seen: Box::new(seen.clone()),
    });
    assert!(app.status.error, "{}", app.status.message);
    assert!(
        app.status.message.contains("changed meanwhile"),
        "{}",
        app.status.message
    );
    let now = &app.shared.t.as_ref().expect("open").rounds[0];
    let pair = |r: &orda::tournament::Round, i: usize| (r.games[i].white, r.games[i].black);
    assert_eq!(
        pair(now, 2),
        (seen.games[2].black, seen.games[2].white),
        "the new pairing shows"
    );
    assert_eq!(pair(now, 1), pair(&seen, 1), "board 2 was not swapped");
}

#[test]
fn the_language_menu_switches_the_window_at_once() {
    lang::set(Lang::En);
    let mut h = in_memory();
    h.run();
    assert!(h.query_by_label("Start").is_some());
    click(&mut h, "Language");
    click(&mut h, "Русский");
    assert_eq!(lang::current(), Lang::Ru);
    // The next frame speaks Russian: the tab and the new tournament's button.
    assert!(h.query_by_label("Start").is_none());
    assert!(h.query_by_label(&t!("view-start")).is_some());
    assert_eq!(t!("create"), lang::with(Lang::Ru, || t!("create")));
    assert!(h.query_by_label(&t!("create")).is_some());
    click(&mut h, &t!("language"));
    click(&mut h, "Қазақша");
    assert_eq!(lang::current(), Lang::Kk);
    assert!(h.query_by_label(&t!("view-start")).is_some());
    lang::set(Lang::En);
}
