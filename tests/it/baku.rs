//! Baku acceleration (C.04.5.1) in a stored tournament: every reference vector of
//! tests/data/pairing-baku imported and its round paired through `app` as the window and
//! `orda round pair` do it gives the reference pairing; a tournament created with the Baku
//! method pairs round 1 group by group (worked out by hand below) and its standings never show
//! virtual points; the setting is kept by TRF export and import and fixed once round 1 is
//! paired; virtual points given by hand in a file (`XXA`, `250`) pair as the reference engine
//! reads them, and a malformed one is refused naming its line.

use std::path::PathBuf;

use orda::app::{
    AddPlayer, CreateTournament, EnterResults, PairRound, Refusal, ResultEntry, UpdateSettings,
    query,
};
use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;
use orda::store::Store;
use orda::tournament::manual::Lock;
use orda::tournament::{
    Acceleration, ByeKind, Entrant, GameResult, RoundNo, Settings, System, TournamentId,
};

use crate::util::{apply, import_trf, load, orda};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/pairing-baku")
}

/// A stored round in the reference engine's pairs format: the number of boards (the bye
/// counted), `white black` per board in board order, the pairing-allocated bye as `N 0`.
fn pairs_of(r: &orda::tournament::Round) -> String {
    let bye = r
        .byes
        .iter()
        .find(|(_, k)| *k == ByeKind::PairingAllocated)
        .map(|(n, _)| *n);
    let mut out = format!("{}\n", r.games.len() + bye.is_some() as usize);
    for g in &r.games {
        out += &format!("{} {}\n", g.white, g.black);
    }
    if let Some(b) = bye {
        out += &format!("{b} 0\n");
    }
    out
}

/// Every vector, imported and paired in the store, as an arbiter who imports a Swiss-Manager
/// file and pairs the next round would: the same boards, colours and order as bbpPairings.
#[test]
fn every_baku_vector_pairs_the_same_through_the_store() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("pairing-baku")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 624);
    let mut wrong = Vec::new();
    let mut accelerated_rounds = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let want = std::fs::read_to_string(f.with_extension("pairs")).expect("pairs");
        let name = f.display().to_string();
        let mut store = Store::memory().expect("memory");
        let id = import_trf(&mut store, &name, &text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let t = load(&mut store, id);
        assert_eq!(t.settings.acceleration, Acceleration::Baku, "{name}");
        let next = t.rounds.len() as u32 + 1;
        // The rounds the import holds are complete: the round of the vector is the next one.
        apply(&mut store, PairRound(TournamentId(id)));
        let r = query::round(&mut store, TournamentId(id), RoundNo(next)).expect("round");
        if pairs_of(&r) != want {
            wrong.push(name);
        }
        accelerated_rounds += (next <= t.settings.rounds.div_ceil(2)) as usize;
    }
    assert!(wrong.is_empty(), "{} differ: {wrong:?}", wrong.len());
    // Most of them pair a round with virtual points (the others a later round, whose floats
    // still compare accelerated scores).
    assert!(accelerated_rounds > 300, "{accelerated_rounds}");
}

fn baku_settings(rounds: u32) -> Settings {
    let mut s = Settings::new("Baku open", System::Swiss, rounds);
    s.acceleration = Acceleration::Baku;
    s
}

/// 16 players, 5 rounds: group A is players 1-8, with a virtual point in rounds 1-2 and half a
/// point in round 3 (the first half of the rounds, rounded up: 3; a win's worth in the first
/// half of those, rounded up: 2). Round 1 therefore pairs two score groups of eight: 1-5, 2-6,
/// 3-7, 4-8 and 9-13, 10-14, 11-15, 12-16 (plain Dutch: 1-9, 2-10, ...).
#[test]
fn a_baku_tournament_pairs_group_a_apart_and_never_shows_virtual_points() {
    let mut store = Store::memory().expect("memory");
    let t = apply(&mut store, CreateTournament(baku_settings(5)));
    for i in 1..=16u32 {
        let p = Entrant {
            name: format!("Player {i:02}"),
            rating: Some(2400 - 20 * i),
            ..Default::default()
        };
        apply(&mut store, AddPlayer(t, p));
    }
    apply(&mut store, PairRound(t));
    let r1 = query::round(&mut store, t, RoundNo(1)).expect("round 1");
    let mut pairs: Vec<(u32, u32)> = r1
        .games
        .iter()
        .map(|g| (g.white.min(g.black), g.white.max(g.black)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(
        pairs,
        vec![
            (1, 5),
            (2, 6),
            (3, 7),
            (4, 8),
            (9, 13),
            (10, 14),
            (11, 15),
            (12, 16)
        ]
    );
    // Board order by the points scored (none yet), then rank: 1-5 on board 1, 12-16 on 8;
    // colours alternate from White for player 1.
    assert_eq!((r1.games[0].white, r1.games[0].black), (1, 5));
    assert_eq!((r1.games[1].white, r1.games[1].black), (6, 2));
    assert_eq!((r1.games[7].white, r1.games[7].black), (16, 12));
    // The higher-rated player wins everywhere: 1-4 and 9-12 have a point, the rest none.
    let entries = r1
        .games
        .iter()
        .map(|g| ResultEntry {
            board: g.board,
            result: Some(if g.white < g.black {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            }),
            score: None,
        })
        .collect();
    apply(
        &mut store,
        EnterResults {
            t,
            round: RoundNo(1),
            entries,
            insist: false,
        },
    );
    let st = orda::tournament::standings::standings(&load(&mut store, t.0), 1);
    let points = |no: u32| st.rows.iter().find(|r| r.no == no).expect("row").points;
    // Half-points: a win is 2, never 2 + the virtual point.
    assert_eq!(points(1), 2);
    assert_eq!(points(9), 2);
    assert_eq!(points(5), 0);
    assert_eq!(st.rows.iter().map(|r| r.points).sum::<u32>(), 16);
    // Round 2: 1-4 (1 + 1 virtual = 2) pair among themselves; 5-8 (0 + 1) meet 9-12 (1 + 0)
    // in one score group of eight; 13-16 (0) last. Nobody of 1-4 meets 9-16.
    let exported = orda::app::transfer::export(&mut store, t).expect("export");
    apply(&mut store, PairRound(t));
    let r2 = query::round(&mut store, t, RoundNo(2)).expect("round 2");
    // The file exported before it pairs round 2 as the store did.
    assert_eq!(pair(&exported).as_deref(), Ok(pairs_of(&r2).as_str()));
    for g in &r2.games {
        let (a, b) = (g.white.min(g.black), g.white.max(g.black));
        let group = |n: u32| match n {
            1..=4 => 0,
            5..=12 => 1,
            _ => 2,
        };
        assert_eq!(
            group(a),
            group(b),
            "{a}-{b} crosses the accelerated score groups"
        );
    }
    // The setting is fixed now, and so is the number of rounds (the accelerated rounds
    // follow from it).
    let mut s = load(&mut store, t.0).settings;
    s.acceleration = Acceleration::None;
    let r = orda::app::run(&mut store, UpdateSettings(s)).expect_err("locked");
    assert!(matches!(r, Refusal::Locked(Lock::Acceleration)), "{r:?}");
    let mut s = load(&mut store, t.0).settings;
    s.rounds = 9;
    let r = orda::app::run(&mut store, UpdateSettings(s)).expect_err("locked");
    assert!(
        matches!(r, Refusal::Locked(Lock::AcceleratedRounds)),
        "{r:?}"
    );
    // The exported TRF asks for the Baku method; imported again, so does the tournament, and
    // the engine pairs the file as the store paired round 2.
    let text = orda::app::transfer::export(&mut store, t).expect("export");
    assert!(text.contains("\n192 FIDE_DUTCH_2025_BAKU\n"), "{text}");
    let again = orda::app::transfer::tournament_of(&trf::read(&text).expect("read"), false)
        .expect("imp")
        .tournament;
    assert_eq!(again.settings.acceleration, Acceleration::Baku);
}

#[test]
fn only_a_swiss_is_accelerated() {
    let mut store = Store::memory().expect("memory");
    let mut s = baku_settings(5);
    s.system = System::RoundRobin;
    let r = orda::app::run(&mut store, CreateTournament(s)).expect_err("refused");
    assert!(matches!(r, Refusal::AccelerationNeedsSwiss), "{r:?}");
}

fn vector(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).expect("vector")
}

fn pair(text: &str) -> Result<String, String> {
    let t = trf::read(text).map_err(|e| orda::words::formats::trf_error(&e[0]))?;
    let s = swiss_trf::to_swiss(&t).map_err(|e| orda::words::formats::trf_error(&e))?;
    dutch::pair(&s)
        .map(|b| swiss_trf::write_pairs(&b))
        .map_err(|e| format!("{e:?}"))
}

/// The same acceleration written by hand: `XXA` per player or TRF-2026 `250` ranges under a
/// plain `192 FIDE_DUTCH` pair as `192 FIDE_DUTCH_BAKU` does; and they take precedence over
/// `192 ..._BAKU` (virtual points for nobody: the plain pairing).
#[test]
fn virtual_points_by_hand_pair_as_the_reference_engine_reads_them() {
    // 15 players, 3 rounds, round 2: group A is 1-8 with half a point in round 2 (1 in round 1).
    let name = "baku-dutch-065-n15-r3.r2";
    let text = vector(&format!("{name}.trf"));
    let want = vector(&format!("{name}.pairs"));
    assert_eq!(pair(&text).as_deref(), Ok(want.as_str()));
    let plain = text.replace("FIDE_DUTCH_BAKU", "FIDE_DUTCH");
    let unaccelerated = pair(&plain).expect("plain");
    assert_ne!(
        unaccelerated, want,
        "the vector must be one that acceleration changes"
    );
    let xxa: String = (1..=8)
        .map(|no| format!("XXA {no:>4} {:>4} {:>4}\n", "1.0", "0.5"))
        .collect();
    assert_eq!(pair(&(plain.clone() + &xxa)).as_deref(), Ok(want.as_str()));
    // Blanks padding a line are no rounds.
    let padded = xxa.replace('\n', "      \n");
    assert_eq!(
        pair(&(plain.clone() + &padded)).as_deref(),
        Ok(want.as_str())
    );
    let ranges = format!(
        "250 {:4} {:>4} {:>3} {:>3} {:>4} {:>4}\n250 {:4} {:>4} {:>3} {:>3} {:>4} {:>4}\n",
        "", "1.0", 1, 1, 1, 8, "", "0.5", 2, 2, 1, 8
    );
    assert_eq!(
        pair(&(plain.clone() + &ranges)).as_deref(),
        Ok(want.as_str())
    );
    // Zero points by hand under 192 ..._BAKU: no acceleration at all.
    let zero: String = (1..=15)
        .map(|no| format!("XXA {no:>4} {:>4} {:>4}\n", "0.0", "0.0"))
        .collect();
    assert_eq!(pair(&(text.clone() + &zero)), Ok(unaccelerated));
    // Imported, the XXA file is the Baku method; points other than the method's are refused.
    let t =
        orda::app::transfer::tournament_of(&trf::read(&(plain.clone() + &xxa)).expect("r"), false)
            .expect("import")
            .tournament;
    assert_eq!(t.settings.acceleration, Acceleration::Baku);
    let odd = plain.clone() + "XXA    1  1.0  1.0\n";
    let e = orda::app::transfer::tournament_of(&trf::read(&odd).expect("read"), false)
        .expect_err("not Baku");
    let said = e
        .iter()
        .map(orda::words::formats::import_problem)
        .collect::<Vec<_>>()
        .join("\n");
    let line = odd.lines().count();
    assert!(said.contains(&format!("line {line}")), "{said}");
}

#[test]
fn malformed_acceleration_records_are_refused_naming_line_and_text() {
    let base = vector("baku-dutch-065-n15-r3.r2.trf");
    let line = base.lines().count() + 1;
    for (record, col, token) in [
        ("XXA   99  1.0\n", 5, "99"),
        ("XXA    1  x.5\n", 10, "x.5"),
        ("250       1.0   2   1    1    8\n", 19, "1"),
        ("250       0.0   1   1    1    8\n", 10, "0.0"),
        ("250  1.0  1.0   1   1    1    8\n", 5, "1.0"),
        ("250       1.0   1   1    9    8\n", 28, "8"),
        ("250       1.0   1   9    1    8\n", 19, "9"),
    ] {
        let text = base.clone() + record;
        let err = pair(&text).expect_err(record);
        assert!(
            err.starts_with(&format!("{line}:{col}:")) && err.contains(&format!("`{token}`")),
            "{record}: {err}"
        );
    }
    // Under `XXC rank` an XXA player must be a starting rank of the file too (else it would
    // become whoever has that rank).
    let ranked = base
        .lines()
        .map(|l| {
            if l.starts_with("001") {
                // The rank column (86-89) set to the starting rank.
                let mut c: Vec<char> = l.chars().collect();
                let no: String = c[4..8].iter().collect();
                for (k, ch) in format!("{:>4}", no.trim()).chars().enumerate() {
                    c[85 + k] = ch;
                }
                c.into_iter().collect()
            } else if l.starts_with("XXC") {
                "XXC white1 rank".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    assert_eq!(
        pair(&ranked).as_deref(),
        Ok(vector("baku-dutch-065-n15-r3.r2.pairs").as_str()),
        "ranks equal to the starting ranks pair the same"
    );
    let err = pair(&(ranked.clone() + "XXA   99  1.0\n")).expect_err("99");
    assert!(err.starts_with(&format!("{line}:5:")), "{err}");
    // The Baku method needs a win worth two draws.
    let text = base.replace("XXR 3", "XXR 3\nBBW  3.0\nBBD  1.0");
    let err = pair(&text).expect_err("3-1-0");
    assert!(
        err.starts_with("2:5:") && err.contains("FIDE_DUTCH_BAKU"),
        "{err}"
    );
    // Through the binary: exit 1 (a file with problems, as every command refuses one), the file
    // and the line named, nothing written.
    let f = std::env::temp_dir().join(format!("orda-baku-{}.trf", std::process::id()));
    std::fs::write(&f, base + "XXA   99  1.0\n").expect("write");
    let out = orda(&["pair-trf", f.to_str().unwrap()]);
    std::fs::remove_file(&f).ok();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&format!(":{line}:5")), "{err}");
}

/// In the window: Settings › Acceleration › Baku method before round 1, saved; round 1 paired
/// from the Rounds view pairs group A apart; the pairing list marks the virtual points; the
/// choice is then fixed, the reason beside it.
#[test]
fn the_window_sets_the_baku_method_and_pairs_with_it() {
    use crate::drive::{click_button, no_error, on_file, swiss_with, view};
    use egui::Key;
    use egui::accesskit::Role;
    use egui_kittest::kittest::{NodeT, Queryable};
    use orda::t;

    let (mut h, db) = on_file("baku-window");
    let names: Vec<(String, String)> = (1..=8)
        .map(|i| (format!("Player {i}"), format!("{}", 2300 - 20 * i)))
        .collect();
    let players: Vec<(&str, &str)> = names
        .iter()
        .map(|(n, r)| (n.as_str(), r.as_str()))
        .collect();
    swiss_with(&mut h, "Accelerated", 5, &players);
    view(&mut h, Key::Num2);
    assert!(h.query_by_label(&t!("lock-acceleration")).is_none());
    h.get_by_role_and_label(Role::RadioButton, &t!("acceleration-baku"))
        .click();
    h.run();
    click_button(&mut h, &t!("save-settings"));
    no_error(&h, "save settings");
    let stored = |db: &std::path::Path| {
        let mut store = Store::open(db).expect("the file opens");
        query::tournament(&mut store, TournamentId(1)).expect("tournament 1")
    };
    assert_eq!(stored(&db).settings.acceleration, Acceleration::Baku);

    view(&mut h, Key::Num4);
    click_button(&mut h, &t!("pair-next"));
    no_error(&h, "pairing");
    // Eight players: group A is 1-4 (a virtual point), so 1-3 and 2-4 meet, and 5-7, 6-8.
    let t = stored(&db);
    let mut pairs: Vec<(u32, u32)> = t.rounds[0]
        .games
        .iter()
        .map(|g| (g.white.min(g.black), g.white.max(g.black)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 3), (2, 4), (5, 7), (6, 8)]);
    let sheet = orda::words::reports::pairings(&t, 1, false).expect("round 1");
    assert_eq!(sheet.notes, vec![t!("sheet-virtual-points")]);
    assert_eq!(sheet.rows[0][4].text, "0 (+1)");

    view(&mut h, Key::Num2);
    assert!(h.query_by_label(&t!("lock-acceleration")).is_some());
    assert!(
        h.get_by_role_and_label(Role::RadioButton, &t!("acceleration-none"))
            .accesskit_node()
            .is_disabled()
    );
}
