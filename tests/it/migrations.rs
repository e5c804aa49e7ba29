//! Every released schema version upgrades with its data (docs/database.md, "Schema versions"),
//! and a released migration file never changes.
//!
//! For each file of `migrations/`, a database of exactly that version as Orda of that version
//! left it: the migrations up to it, each followed by its data file
//! (`tests/data/database/schema/vK.sql`: rows in every table and column migration K created or
//! added), then `user_version` and the application id. This Orda opens it (migrating it to the
//! last version) and every value is read back through the store's own typed API as the domain
//! value it stands for. A new migration adds its data file and its check ([`CHECKS`]); the test
//! fails until it does.

use std::path::{Path, PathBuf};

use orda::rules::{GameKind, Outcome};
use orda::store::{Store, Summary};
use orda::tournament::category::Category;
use orda::tournament::event::{Awards, Event, RatingChange, Registered, TeamSettings};
use orda::tournament::hall::{AccessCode, CheckIn, Code, Hall, Incoming, Kind, Role, Status};
use orda::tournament::journal::{Entry as Line, Face, ResultChange, Subject};
use orda::tournament::prizes::{Precedence, Prize, Ties};
use orda::tournament::teams::{Scoring, TeamBy, TeamTb};
use orda::tournament::tiebreak::TieBreak;
use orda::tournament::verdict::{Verdict, Warning};
use orda::tournament::{
    Acceleration, Board, ByeKind, EventId, Game, GameResult as R, Lang, No, PlayerId, RoundNo,
    Rules, System, Tournament, TournamentId,
};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The files of `folder` (under the crate), by name, with their bytes.
pub fn files_in(folder: &str) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(root().join(folder))
        .unwrap_or_else(|e| panic!("{folder}: {e}"))
        .map(|e| {
            let p = e.expect("entry").path();
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::read(&p).expect("read"))
        })
        .collect();
    out.sort();
    out
}

const SCHEMA_DATA: &str = "tests/data/database/schema";

/// A database of schema version `v` as Orda of that version left it: every migration up to `v`
/// in order, each followed by its data file; foreign keys enforced, as Orda writes.
fn old_database(path: &Path, v: usize, migrations: &[(String, Vec<u8>)]) {
    let c = rusqlite::Connection::open(path).expect("create");
    c.pragma_update(None, "foreign_keys", true).expect("keys");
    for (k, (name, sql)) in migrations[..v].iter().enumerate() {
        let sql = std::str::from_utf8(sql).expect("UTF-8");
        c.execute_batch(sql)
            .unwrap_or_else(|e| panic!("migrations/{name}: {e}"));
        let data = format!("{SCHEMA_DATA}/v{}.sql", k + 1);
        let rows = std::fs::read_to_string(root().join(&data)).expect("data file");
        c.execute_batch(&rows)
            .unwrap_or_else(|e| panic!("{data} after migrations/{name}: {e}"));
    }
    c.pragma_update(None, "user_version", v as i64)
        .expect("version");
    c.pragma_update(None, "application_id", 0x4F52_4441_i64)
        .expect("id");
}

/// Everything the data files stored, as this Orda reads it.
struct Seen {
    t: [Tournament; 2],
    /// `load` of a tournament that is not there.
    none: Option<Tournament>,
    summaries: Vec<Summary>,
    /// Byes requested for rounds not yet paired (tournament 1).
    requested: Vec<(No, RoundNo, ByeKind)>,
    /// Byes of round 2 of tournament 1, by player id.
    byes_r2: Vec<(PlayerId, ByeKind)>,
    /// Scores of round 1, board 3 and round 2, board 1 of tournament 1.
    scores: [Option<String>; 2],
    forbidden: [Vec<orda::tournament::KeptApart>; 2],
    registry: Vec<Registered>,
    events: Vec<Event>,
    sections: [Vec<TournamentId>; 2],
    awards: [Awards; 2],
    changes: Vec<RatingChange>,
    changes_t1: Vec<RatingChange>,
    history_t2: Vec<RatingChange>,
    trf: [Vec<String>; 2],
    journal: Vec<Line>,
    hall: Hall,
    codes: Vec<AccessCode>,
    incoming: Vec<Incoming>,
    arbiter: Option<String>,
}

fn read(store: &mut Store) -> Seen {
    let (t1, t2) = (TournamentId(1), TournamentId(2));
    store
        .read(|db| {
            let load = |id| db.load(id).map(|t| t.expect("the tournament is there"));
            Ok(Seen {
                t: [load(t1)?, load(t2)?],
                none: db.load(TournamentId(3))?,
                summaries: db.summaries()?,
                requested: db.requested_byes(t1)?,
                byes_r2: db.byes_for(t1, RoundNo(2))?,
                scores: [
                    db.score(t1, RoundNo(1), Board(3))?,
                    db.score(t1, RoundNo(2), Board(1))?,
                ],
                forbidden: [db.forbidden(t1)?, db.forbidden(t2)?],
                registry: db.registry()?,
                events: db.events()?,
                sections: [db.sections(EventId(1))?, db.sections(EventId(2))?],
                awards: [db.awards(t1)?, db.awards(t2)?],
                changes: db.rating_changes(None)?,
                changes_t1: db.rating_changes(Some(t1))?,
                history_t2: db.history_of(t2)?,
                trf: [db.trf_records(t1)?, db.trf_records(t2)?],
                journal: db.journal(None)?,
                hall: db.hall(t1)?,
                codes: db.access_codes(t1)?,
                incoming: db.incoming(t1)?,
                arbiter: db.arbiter()?,
            })
        })
        .expect("reads")
}

/// The checks of the data files, in order: `CHECKS[K - 1]` checks what `vK.sql` stored in a
/// database made at version `v` (the defaults when `v < K`, as every older file reads).
const CHECKS: &[fn(&Seen, usize)] = &[
    v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17,
];

#[test]
fn every_released_schema_version_upgrades_with_its_data() {
    let migrations = files_in("migrations");
    let n = migrations.len();
    assert!(n >= 8, "migrations/ holds {n} files");
    let data: Vec<String> = files_in(SCHEMA_DATA).into_iter().map(|f| f.0).collect();
    for (k, (name, _)) in migrations.iter().enumerate() {
        let (file, k) = (format!("v{}.sql", k + 1), k + 1);
        assert!(
            data.contains(&file),
            "migrations/{name} has no {SCHEMA_DATA}/{file}: add it, with rows in every table and \
             column the migration creates or adds, and its check v{k} to CHECKS in \
             tests/it/migrations.rs"
        );
        assert!(
            CHECKS.len() >= k,
            "{SCHEMA_DATA}/{file} has no check: add v{k} to CHECKS in tests/it/migrations.rs"
        );
    }
    // Listed in the folder's (byte) order: v10.sql before v2.sql.
    let mut want: Vec<String> = (1..=n).map(|k| format!("v{k}.sql")).collect();
    want.sort();
    assert_eq!(
        data, want,
        "{SCHEMA_DATA}/ holds one vK.sql per migration, no more"
    );
    assert_eq!(CHECKS.len(), n, "one check per migration, no more");
    let dir = crate::util::scratch("migrations");
    for v in 1..=n {
        let path = dir.join(format!("v{v}.sqlite"));
        for ext in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{ext}", path.display()));
        }
        old_database(&path, v, &migrations);
        let mut store = Store::open(&path).unwrap_or_else(|e| panic!("version {v}: {e}"));
        assert_eq!(
            store.schema_version().expect("version"),
            n as i64,
            "from {v}"
        );
        let seen = read(&mut store);
        drop(store);
        // Shown with a failing assertion below: which version's database it was.
        eprintln!("a database of schema version {v}, opened by this Orda");
        for check in CHECKS {
            check(&seen, v);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A registry player of v1.sql: id, name, sex, birth, title, rating, region, club, external id.
type Person<'a> = (
    i64,
    &'a str,
    Option<char>,
    Option<&'a str>,
    Option<&'a str>,
    Option<u32>,
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
);

#[rustfmt::skip]
const REGISTRY: [Person<'static>; 9] = [
    (1, "Әсел Нұрланқызы", Some('w'), Some("2001-02-03"), Some("МС"), Some(2150),
        Some("Алматы"), Some("Тұлпар"), Some("KZ-0001")),
    (2, "Болат Серікұлы", Some('m'), Some("1999"), Some("КМС"), Some(2040),
        Some("Астана"), Some("Барыс"), Some("KZ-0002")),
    (3, "Дина Ержанқызы", Some('w'), Some("2010-11-12"), Some("1 разряд"), Some(1905),
        Some("Шымкент"), None, None),
    (4, "Ерлан Асқарұлы", Some('m'), None, None, None, None, None, None),
    (5, "Жанар Бекқызы", Some('w'), Some("1972-05-06"), Some("ЗМС"), Some(1880),
        Some("Алматы"), Some("Тұлпар"), Some("KZ-0005")),
    (6, "Қайрат Омарұлы", Some('m'), Some("1968-09-10"), None, Some(1750),
        Some("Астана"), Some("Барыс"), None),
    (7, "Мәди Тоқтарұлы", Some('m'), Some("2008-01-01"), Some("2 разряд"), Some(1600),
        Some("Шымкент"), None, Some("KZ-0007")),
    (8, "Nina Sokolova", Some('w'), Some("1990-07-07"), None, Some(1500),
        Some("Қарағанды"), Some("Шахтёр"), None),
    (9, "Oleg Petrov", Some('m'), Some("1985"), None, None, Some("Қарағанды"), None, None),
];

/// The entries of v1.sql by starting number: player id, number, rating and title at entry,
/// withdrawn from.
type Entry<'a> = (i64, No, Option<u32>, Option<&'a str>, Option<u32>);

#[rustfmt::skip]
const ENTRIES: [&[Entry<'static>]; 2] = [
    &[(2, 1, Some(2040), Some("КМС"), None), (3, 2, Some(1905), Some("1 разряд"), None),
      (1, 3, Some(2138), Some("МС"), None), (5, 4, Some(1880), Some("ЗМС"), None),
      (4, 5, None, None, None), (7, 6, Some(1600), Some("2 разряд"), None),
      (6, 7, Some(1750), None, Some(2))],
    &[(1, 1, Some(2150), Some("МС"), None), (8, 2, Some(1500), None, None),
      (9, 3, None, Some("3 разряд"), None)],
];

/// The settings of v1.sql: id, name, venue, dates, chief arbiter, time control, the game,
/// system, rounds, bye points, C.07 edition, tie-breaks.
type Set<'a> = (
    i64,
    &'a str,
    [Option<&'a str>; 5],
    (GameKind, System, u32, u32, Rules),
    &'a [TieBreak],
);

#[rustfmt::skip]
const SETTINGS: [Set<'static>; 2] = [
    (1, "Көктем кубогы",
     [Some("Алматы"), Some("2025-04-01"), Some("2025-04-05"), Some("Ғ. Бекұлы"), Some("90'+30\"")],
     (GameKind::Togyzkumalak, System::Swiss, 5, 1, Rules::C07of2024),
     &[TieBreak::DirectEncounter, TieBreak::Wins, TieBreak::BuchholzCut1]),
    (2, "Tumicarona open", [None; 5],
     (GameKind::Tumicarona, System::DoubleRoundRobin, 6, 0, Rules::C07of2026),
     &[TieBreak::SonnebornBerger, TieBreak::Koya]),
];

/// A round: its number, boards and byes.
type Rnd = (u32, Vec<Game>, Vec<(No, ByeKind)>);

/// A board as v1.sql and v4.sql stored it (not `no_colour`, v8.sql's): number, White and
/// Black, result, whether a score is stored, verdict, warning.
fn game(
    board: u32,
    (white, black): (No, No),
    result: Option<R>,
    has_score: bool,
    verdict: Option<Verdict>,
    warning: Option<Warning>,
) -> Game {
    Game {
        board: Board(board),
        white,
        black,
        result,
        has_score,
        verdict,
        warning,
        no_colour: false,
        adjourned: None,
        rating_result: None,
    }
}

/// The rounds of `t`, `no_colour` and `adjourned` left out.
fn rounds(t: &Tournament) -> Vec<Rnd> {
    let plain = |g: &Game| Game {
        no_colour: false,
        adjourned: None,
        rating_result: None,
        ..g.clone()
    };
    let round = |r: &orda::tournament::Round| {
        (
            r.number.0,
            r.games.iter().map(plain).collect(),
            r.byes.clone(),
        )
    };
    t.rounds.iter().map(round).collect()
}

/// The rounds of v1.sql, by tournament: its sentences as the verdicts and warnings they stand
/// for (Orda's own conversion for a file older than version 4, v4.sql's for a newer one).
#[rustfmt::skip]
fn v1_rounds() -> [Vec<Rnd>; 2] {
    let valid = |result, plies| Some(Verdict::Valid { result, plies });
    let win = Some(Outcome::WhiteWins);
    let invalid = Some(Verdict::Invalid { ply: Some(4), token: "98(22)".into() });
    let withdrew = Some(Verdict::WithdrawalForfeit);
    let (ws, wi) = (Some(Warning::Outcome), Some(Warning::Invalid));
    let wf = Some(Warning::ForfeitWithMoves);
    [
        vec![
            (1, vec![game(1, (3, 5), Some(R::WhiteWins), true, valid(win, 2), None),
                     game(2, (4, 1), Some(R::BlackWins), true, valid(win, 2), ws),
                     game(3, (2, 7), Some(R::WhiteWins), true, invalid, wi)],
             vec![(6, ByeKind::PairingAllocated)]),
            (2, vec![game(1, (1, 3), Some(R::Draw), false, None, None),
                     game(2, (5, 2), Some(R::BlackByForfeit), true, valid(None, 3), wf),
                     game(3, (6, 7), Some(R::WhiteByForfeit), false, withdrew, None)],
             vec![(4, ByeKind::Half)]),
        ],
        vec![
            (1, vec![game(1, (2, 3), Some(R::DoubleForfeit), false, None, None)],
             vec![(1, ByeKind::Rest)]),
            (2, vec![game(1, (1, 2), None, false, None, None)], vec![(3, ByeKind::Rest)]),
        ],
    ]
}

/// v1.sql: the registry, the two tournaments' settings, entries, rounds, boards and byes.
fn v1(s: &Seen, _v: usize) {
    for (t, want) in s.t.iter().zip(SETTINGS) {
        let x = &t.settings;
        let dates = [&x.venue, &x.start_date, &x.end_date, &x.chief_arbiter];
        let [a, b, c, d] = dates.map(Option::as_deref);
        let kind = (x.game, x.system, x.rounds, x.bye_points, x.rules);
        let texts = [a, b, c, d, x.time_control.as_deref()];
        assert_eq!(
            (x.id.0, x.name.as_str(), texts, kind, &x.tiebreaks[..]),
            want
        );
    }
    assert!(s.none.is_none(), "tournament 3 was never stored");

    let o = Option::as_deref;
    let mut registry: Vec<Person> = (s.registry.iter())
        .map(|p| {
            let texts = [&p.birth, &p.title, &p.region, &p.club, &p.external_id];
            let [birth, title, region, club, id] = texts.map(o);
            (
                p.id.0,
                p.name.as_str(),
                p.sex,
                birth,
                title,
                p.rating,
                region,
                club,
                id,
            )
        })
        .collect();
    registry.sort_by_key(|p| p.0);
    assert_eq!(registry, REGISTRY);

    for (t, entries) in s.t.iter().zip(ENTRIES) {
        let seen: Vec<Entry> = (t.entrants.iter())
            .map(|e| (e.player_id.0, e.no, e.rating, o(&e.title), e.withdrawn_from))
            .collect();
        assert_eq!(seen, entries, "the entries of {}", t.settings.name);
        for e in &t.entrants {
            let p = REGISTRY
                .iter()
                .find(|p| p.0 == e.player_id.0)
                .expect("registered");
            let own = [&e.birth, &e.region, &e.club, &e.external_id].map(o);
            let want = [p.3, p.6, p.7, p.8];
            assert_eq!(
                (e.name.as_str(), e.sex, own),
                (p.1, p.2, want),
                "entrant {}",
                e.no
            );
        }
    }

    let [t1, t2] = v1_rounds();
    assert_eq!(rounds(&s.t[0]), t1);
    assert_eq!(rounds(&s.t[1])[..2], t2);
    assert_eq!(s.requested, [(2, RoundNo(5), ByeKind::Zero)]);
    assert_eq!(s.byes_r2, [(PlayerId(5), ByeKind::Half)]);
    let score = "1. 87(10) 87(10) 2. 22 98(22) 1-0";
    assert_eq!(s.scores, [Some(score.into()), None]);
    let summaries: Vec<_> = (s.summaries.iter())
        .map(|x| {
            (
                x.id.0,
                x.name.as_str(),
                x.system,
                x.game,
                x.rounds,
                x.players,
            )
        })
        .collect();
    assert_eq!(
        summaries,
        [
            (
                1,
                "Көктем кубогы",
                System::Swiss,
                GameKind::Togyzkumalak,
                5,
                7
            ),
            (
                2,
                "Tumicarona open",
                System::DoubleRoundRobin,
                GameKind::Tumicarona,
                6,
                3
            ),
        ]
    );
    assert_eq!((s.summaries[0].paired, s.summaries[0].pending), (2, 0));
}

/// v2.sql: forbidden pairs, read as starting numbers (the lower first).
fn v2(s: &Seen, v: usize) {
    let pairs =
        |i: usize| -> Vec<(u32, u32)> { s.forbidden[i].iter().map(|k| (k.a, k.b)).collect() };
    if v >= 2 {
        assert_eq!([pairs(0), pairs(1)], [vec![(1, 3), (2, 6)], vec![(2, 3)]]);
    } else {
        assert_eq!([pairs(0), pairs(1)], [vec![], vec![]]);
    }
}

/// v3.sql: Black first on board 1 of the Swiss, FIDE titles of four entries.
fn v3(s: &Seen, v: usize) {
    let first_white = s.t.each_ref().map(|t| t.settings.first_white);
    let titles = (s.t.each_ref()).map(|t| {
        t.entrants
            .iter()
            .map(|e| e.fide_title.as_deref())
            .collect::<Vec<_>>()
    });
    if v >= 3 {
        assert_eq!(first_white, [false, true]);
        let (fm, wgm) = (Some("FM"), Some("WGM"));
        let want = [
            vec![fm, None, wgm, None, None, None, None],
            vec![Some("WIM"), Some("WCM"), None],
        ];
        assert_eq!(titles, want);
    } else {
        assert_eq!(first_white, [true, true]);
        assert_eq!(titles, [vec![None; 7], vec![None; 3]]);
    }
}

/// v4.sql: a round stored with its verdict as data (an invalid declared result: no ply).
fn v4(s: &Seen, v: usize) {
    let t2 = rounds(&s.t[1]);
    let summary = (s.summaries[1].paired, s.summaries[1].pending);
    if v >= 4 {
        let verdict = Some(Verdict::Invalid {
            ply: None,
            token: "0-1".into(),
        });
        let board = game(
            1,
            (3, 1),
            Some(R::WhiteWins),
            true,
            verdict,
            Some(Warning::Invalid),
        );
        assert_eq!(t2[2..], [(3, vec![board], vec![(2, ByeKind::Rest)])]);
        assert_eq!(summary, (3, 0));
    } else {
        assert_eq!((t2.len(), summary), (2, (2, 1)));
    }
}

/// v5.sql: the publication languages.
fn v5(s: &Seen, v: usize) {
    let langs = s.t.each_ref().map(|t| t.settings.publication);
    let want = [Some(Lang::Kk), Some(Lang::Ru)];
    assert_eq!(langs, if v >= 5 { want } else { [None, None] });
}

/// Categories and prizes of v6.sql.
#[rustfmt::skip]
fn v6_prizes() -> (Vec<Category>, Vec<Prize>) {
    let text = |t: &str| Some(t.to_string());
    let veterans = Category {
        name: "Ардагерлер 50+".into(), sex: Some('m'), born_to: text("1975-04-01"),
        rating_min: Some(1500), club: text("Барыс"), ..Category::default()
    };
    let girls = Category {
        name: "Қыздар U18".into(), sex: Some('w'), born_from: text("2007-04-02"),
        rating_max: Some(2000), titles: vec!["1 разряд".into(), "КМС".into()],
        region: text("Шымкент"), ..Category::default()
    };
    let prize = |category: &str, place, amount, label: Option<&str>, shared| Prize {
        category: category.into(), place, amount, label: label.map(String::from), shared,
    };
    (vec![veterans, girls], vec![
        prize("", 1, 100_000, Some("Кубок"), true),
        prize("", 2, 50_000, None, false),
        prize("Ардагерлер 50+", 1, 20_000, None, true),
        prize("Қыздар U18", 1, 0, Some("Медаль"), true),
    ])
}

/// v6.sql: events and sections, team and prize settings, categories, prizes, explicit teams and
/// the rating history.
#[rustfmt::skip]
fn v6(s: &Seen, v: usize) {
    let mut teams: Vec<(i64, &str)> = (s.registry.iter())
        .filter_map(|p| Some((p.id.0, p.team.as_deref()?)))
        .collect();
    teams.sort_unstable();
    let entrant_teams = (s.t.each_ref())
        .map(|t| t.entrants.iter().map(|e| e.team.as_deref()).collect::<Vec<_>>());
    // The currency is version 17's (`v17`).
    let currency = |i: usize| s.awards[i].currency.clone();
    let settings = |event, by, best, tiebreaks, ties, precedence| Awards {
        event, teams: TeamSettings { by, best, tiebreaks }, ties, precedence,
        currency: None, categories: vec![], prizes: vec![],
    };
    if v < 6 {
        assert!(s.events.is_empty() && s.sections == [vec![], vec![]], "{:?}", s.events);
        let plain = settings(None, TeamBy::Region, 3, vec![TeamTb::Next, TeamTb::Best],
                             Ties::Equal, Precedence::Overall);
        assert_eq!(
            s.awards,
            [Awards { currency: currency(0), ..plain.clone() }, plain]
        );
        assert_eq!((teams, entrant_teams), (vec![], [vec![None; 7], vec![None; 3]]));
        assert!(s.changes.is_empty() && s.changes_t1.is_empty() && s.history_t2.is_empty());
        return;
    }
    let text = |t: &str| Some(t.to_string());
    let event = |id, name: &str, venue, start_date, end_date, team_by, scoring, team_best| Event {
        id: EventId(id), name: name.into(), venue, start_date, end_date, team_by, scoring,
        team_best,
    };
    assert_eq!(s.events, [
        event(1, "Қазақстан чемпионаты", text("Астана"), text("2025-04-01"), text("2025-04-10"),
              TeamBy::Club, Scoring::Places(vec![10, 7, 5, 3]), 2),
        event(2, "Облыс кубогы", None, None, None, TeamBy::Team, Scoring::Best, 4),
    ]);
    assert_eq!(s.sections, [vec![TournamentId(1), TournamentId(2)], vec![]]);
    let (categories, prizes) = v6_prizes();
    let first = settings(Some(EventId(1)), TeamBy::Team, 2, vec![TeamTb::Total, TeamTb::Next],
                         Ties::Hort, Precedence::Category);
    assert_eq!(s.awards[0], Awards { categories, prizes, currency: currency(0), ..first });
    let second = settings(Some(EventId(1)), TeamBy::Club, 1, vec![TeamTb::Best], Ties::Tiebreak,
                          Precedence::Overall);
    assert_eq!(s.awards[1], second);
    assert_eq!(teams, [(1, "Жастар"), (2, "Жастар"), (6, "Ардагерлер")]);
    let (j, a) = (Some("Жастар"), Some("Ардагерлер"));
    assert_eq!(entrant_teams, [vec![j, None, j, None, None, None, a], vec![j, None, None]]);
    let change = |player, tournament, name: &str, applied, k, before, change, after| RatingChange {
        player: PlayerId(player), tournament, tournament_name: name.into(), applied, k, before,
        change, after,
    };
    let deleted = change(4, None, "Қысқы турнир", 1, 40, None, -15, None);
    let spring =
        change(1, Some(TournamentId(1)), "Көктем кубогы", 2, 20, Some(2138), 12, Some(2150));
    assert_eq!(s.changes, [deleted, spring.clone()]);
    assert_eq!((&s.changes_t1, &s.history_t2), (&vec![spring.clone()], &vec![spring]));
}

/// v7.sql: the Swiss's Baku acceleration.
fn v7(s: &Seen, v: usize) {
    let acc = s.t.each_ref().map(|t| t.settings.acceleration);
    let swiss = if v >= 7 {
        Acceleration::Baku
    } else {
        Acceleration::None
    };
    assert_eq!(acc, [swiss, Acceleration::None]);
}

/// v8.sql: the TRF records kept, a forfeit without colours.
fn v8(s: &Seen, v: usize) {
    let mut no_colour = Vec::new();
    for (i, t) in s.t.iter().enumerate() {
        for r in &t.rounds {
            let boards = r.games.iter().filter(|g| g.no_colour);
            no_colour.extend(boards.map(|g| (i + 1, r.number.0, g.board.0)));
        }
    }
    if v >= 8 {
        let records = ["092 Individual: Swiss-System", "XXS W=1.0 D=0.5", "082 7"];
        assert_eq!(s.trf, [records.map(String::from).to_vec(), vec![]]);
        assert_eq!(no_colour, [(1, 2, 3)]);
    } else {
        assert_eq!(s.trf, [Vec::<String>::new(), vec![]]);
        assert_eq!(no_colour, []);
    }
}

/// v9.sql: an index only; the pending boards it counts are the loaded last rounds' own.
fn v9(s: &Seen, _: usize) {
    for (sum, t) in s.summaries.iter().zip(&s.t) {
        let open =
            |r: &orda::tournament::Round| r.games.iter().filter(|g| g.result.is_none()).count();
        assert_eq!(sum.pending as usize, t.rounds.last().map_or(0, open));
    }
}

/// The journal: a database upgraded from before it starts it with one line that says so; the
/// lines of a version-10 database read back with the results they changed.
fn v10(s: &Seen, v: usize) {
    let first = s
        .journal
        .first()
        .expect("an upgraded database says where its journal starts");
    assert_eq!(first.kind, "journal-started");
    assert_eq!(first.face, Face::Upgrade);
    assert_eq!((first.tournament, first.results.len()), (None, 0));
    if v < 10 {
        assert_eq!(s.journal.len(), 1, "only the line that says so");
        return;
    }
    let line = &s.journal[1];
    assert_eq!(
        (line.id.0, line.who.as_str(), line.face, line.kind.as_str()),
        (100, "Arbiter", Face::Cli, "enter-results")
    );
    assert_eq!(line.tournament, Some(TournamentId(1)));
    assert_eq!(line.subject, Subject::Board(RoundNo(1), Board(3)));
    assert_eq!(
        line.results,
        [ResultChange {
            round: RoundNo(1),
            board: Board(3),
            before: Some(R::WhiteWins),
            after: Some(R::Draw),
        }]
    );
}

/// The hall network: a tournament's settings, codes (a player's opens for its code), a report
/// answered otherwise. Older files read as a tournament without any.
fn v11(s: &Seen, v: usize) {
    if v < 11 {
        assert_eq!(s.hall, Hall::default());
        assert!(s.codes.is_empty() && s.incoming.is_empty());
        return;
    }
    assert_eq!(
        s.hall,
        Hall {
            reports: true,
            check_in: CheckIn::Each,
            accept_confirmed: true,
            explain: v >= 15,
        }
    );
    let roles: Vec<(Role, Option<i64>, &str, bool)> = s
        .codes
        .iter()
        .map(|c| (c.role, c.player.map(|p| p.0), c.name.as_str(), c.live()))
        .collect();
    assert_eq!(
        roles,
        [
            (Role::Player, Some(2), "", true),
            (Role::Assistant, None, "Марат", false),
            (Role::Player, Some(3), "", false),
        ]
    );
    let code = Code::parse("7k2qh-9xw4m").expect("a code");
    assert!(s.codes[0].opens(&code) && !s.codes[2].opens(&code));
    assert_eq!((s.codes[0].wrong_tries, s.codes[2].wrong_tries), (2, 10));
    assert_eq!(
        s.codes[2].locked_at.as_deref(),
        Some("2026-11-27T11:00:00Z")
    );
    let [report] = s.incoming.as_slice() else {
        panic!("one report: {:?}", s.incoming)
    };
    assert_eq!(
        (report.kind, report.round, report.board, report.player.0),
        (Kind::Result, RoundNo(2), Some(Board(1)), 2)
    );
    assert_eq!(
        (report.result(), report.answer()),
        (Some(R::WhiteWins), Some(R::Draw))
    );
    assert_eq!(report.status, Status::Disagreed);
    assert_eq!(report.confirmed_by.map(|c| c.0), Some(3));
}

/// Team tournaments: a team with its roster in board order and a line-up with an empty board;
/// the tournament stays individual (no boards). Older files read as a tournament without teams.
fn v12(s: &Seen, v: usize) {
    let t2 = &s.t[1];
    assert_eq!(
        t2.settings.team, None,
        "no boards: an individual tournament"
    );
    if v < 12 {
        assert_eq!(t2.teams, orda::tournament::team::Teams::default());
        return;
    }
    assert_eq!(
        t2.teams.teams,
        [orda::tournament::team::Team {
            no: 1,
            name: "Алматы".into(),
            short: Some("ALM".into()),
            region: Some("Алматы облысы".into()),
            roster: vec![2, 1],
        }]
    );
    assert_eq!(
        t2.teams.lineups.get(&(9, 1)).map(Vec::as_slice),
        Some([None].as_slice())
    );
}

/// Rules mode: tournament 2 left it after round 1 was paired, tournament 1 keeps to it. Older
/// files read as tournaments in rules mode (the default).
fn v13(s: &Seen, v: usize) {
    assert_eq!(s.t[0].settings.rules_left, None);
    let want = if v < 13 { None } else { Some(1) };
    assert_eq!(s.t[1].settings.rules_left, want);
}

/// Adjourned games: board 1 of tournament 1's round 1 was decided with two rounds paired (the
/// pairing of round 2 counted it as a draw). Board 2 of its round 2 counts as 1-0 for rating
/// only. Older files have neither.
fn v14(s: &Seen, v: usize) {
    use orda::tournament::Adjourned;
    let adjourned = |t: usize| -> Vec<(u32, u32, Adjourned)> {
        s.t[t]
            .rounds
            .iter()
            .flat_map(|r| {
                r.games
                    .iter()
                    .filter_map(move |g| g.adjourned.map(|a| (r.number.0, g.board.0, a)))
            })
            .collect()
    };
    let want = if v < 14 {
        vec![]
    } else {
        vec![(1, 1, Adjourned::Decided { paired: 2 })]
    };
    assert_eq!(adjourned(0), want);
    assert_eq!(adjourned(1), vec![]);
    // Round 2 is paired again with that game counted as a draw when it was adjourned.
    let g = &s.t[0].rounds[0].games[0];
    let counted = if v < 14 {
        g.result
    } else {
        Some(orda::tournament::GameResult::Draw)
    };
    assert_eq!(g.result_for_pairing(2), counted);
    assert_eq!(g.result_for_pairing(3), g.result);
    // Tournament 2's pair is kept apart in rounds 1-2 only; every other in every round.
    let ranges: Vec<Option<(u32, u32)>> = s.forbidden.iter().flatten().map(|k| k.rounds).collect();
    if v >= 2 {
        let ranged = (v >= 14).then_some((1, 2));
        assert_eq!(ranges, [None, None, ranged]);
    }
    let dates: Vec<Option<&str>> = s.t[0].rounds.iter().map(|r| r.date.as_deref()).collect();
    let dated = (v >= 14).then_some("2026-03-01");
    assert_eq!(dates, [dated, None]);
    let for_rating = (v >= 14).then_some(orda::tournament::GameResult::WhiteWins);
    assert_eq!(s.t[0].rounds[1].games[1].rating_result, for_rating);
    assert!(s.t[0].rounds[1].games[1].result.is_some());
}

/// Tournament 1's players' pages say why each is paired (the hall's setting); older files
/// leave it off.
fn v15(s: &Seen, v: usize) {
    assert_eq!(s.hall.explain, v >= 15);
    assert_eq!(s.hall.accept_confirmed, v >= 11);
}

fn v16(s: &Seen, v: usize) {
    assert_eq!(s.arbiter.as_deref(), (v >= 16).then_some("Марат Сейітов"));
}

fn v17(s: &Seen, v: usize) {
    assert_eq!(s.awards[0].currency.as_deref(), (v >= 17).then_some("сом"));
    assert_eq!(s.awards[1].currency, None);
}
