//! What the window benchmarks share: the tournament being run and the keys timed on it.

use std::time::Instant;

use orda::app::{Op, Outcome, apply};
use orda::store::Store;
use orda::tournament::{GameResult, Settings, System, TournamentId};
use orda::ui::{Command, OrdaApp};

/// The tournament being run: 100 players, round 1 paired, no result yet.
pub fn event(store: &mut Store) -> TournamentId {
    let created = apply(
        store,
        Op::CreateTournament(Settings::new("Today", System::Swiss, 9)),
    );
    let Ok(Outcome::Created(t)) = created else {
        panic!("expected a new tournament, got {created:?}")
    };
    for i in 0..100u32 {
        let p = orda::tournament::Entrant {
            name: format!("Player {i}"),
            rating: Some(2400 - i * 5),
            ..Default::default()
        };
        apply(store, Op::AddPlayer(t, p)).expect("added");
    }
    apply(store, Op::PairRound(t)).expect("paired");
    t
}

/// Mean seconds per result key over `keys` keys in `app` (round 1 open): each the window's
/// whole command, the operation in one transaction and what the window reads again.
pub fn per_key(app: &mut OrdaApp, keys: u32) -> f64 {
    let t0 = Instant::now();
    for k in 0..keys {
        let result = if k % 2 == 0 {
            GameResult::WhiteWins
        } else {
            GameResult::Draw
        };
        app.apply(Command::EnterResult {
            round: 1,
            board: 1 + k % 50,
            result: Some(result),
        });
        assert!(!app.status.error, "{}", app.status.message);
    }
    t0.elapsed().as_secs_f64() / f64::from(keys)
}
