//! Federation events end to end through `orda::app`: an event with two sections, a 40-player
//! Swiss with regions, ages and sexes; its category standings, prize list, team standings and
//! the ratings carried into the registry, each checked value by value against a computation
//! written out in the test (docs/prizes.md, docs/teams.md).

use orda::app::federation as fed;
use orda::app::{
    AddCategory, AddPlayer, ApplyRatings, CreateEvent, CreateSection, DeleteTournament, EditPlayer,
    EnterRegistered, EnterResults, PairRound, PutPrize, Refusal, ResultEntry, SetAwardRules,
    SetSection, UndoRatings,
};
use orda::store::Store;
use orda::tournament::category::Category;
use orda::tournament::event::{Event, TeamSettings};
use orda::tournament::lang::Lang;
use orda::tournament::prizes::{Precedence, Prize, Ties};
use orda::tournament::standings::standings;
use orda::tournament::teams::TeamTb;
use orda::tournament::{
    Entrant, EventId, GameResult, PlayerId, RoundNo, Settings, System, TournamentId,
};

use crate::util::apply;

/// (list, player, places, money, sharing) of a prize list.
type AwardLine<'a> = (&'a str, u32, (u32, u32), u64, u32);
/// (place, team, points, tie-breaks, counted players) of team standings.
type TeamRow<'a> = (String, &'a str, u32, Vec<u32>, Vec<u32>);

const REGIONS: [&str; 5] = ["Almaty", "Astana", "Shymkent", "Kyzylorda", "Aktobe"];

/// Player `i` (1-based): rating 2000 − 10·i (so the starting number is i), a woman every
/// fourth, born 2008 + i mod 7, region i mod 5.
fn player(i: u32) -> Entrant {
    Entrant {
        name: format!("P{i:02}"),
        rating: Some(2000 - 10 * i),
        sex: Some(if i.is_multiple_of(4) { 'w' } else { 'm' }),
        birth: Some(format!("{}-06-15", 2008 + i % 7)),
        region: Some(REGIONS[(i % 5) as usize].to_string()),
        ..Entrant::default()
    }
}

/// The result of a board: a draw when the starting numbers add up to a multiple of 7, else the
/// higher-rated (lower number) wins.
fn result(white: u32, black: u32) -> GameResult {
    if (white + black).is_multiple_of(7) {
        GameResult::Draw
    } else if white < black {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    }
}

/// The event, its two sections, the Swiss played to the end: (store, event, swiss, rr).
pub fn championship() -> (Store, EventId, TournamentId, TournamentId) {
    championship_in(Store::memory().expect("memory"))
}

/// [`championship`] in `store`.
pub fn championship_in(mut store: Store) -> (Store, EventId, TournamentId, TournamentId) {
    let mut e = Event::new("Kazakhstan championship 2026");
    e.start_date = Some("2026-03-01".into());
    let ev = apply(&mut store, CreateEvent(e));
    let mut s = Settings::new("Open", System::Swiss, 5);
    s.start_date = Some("2026-03-01".into());
    let open = apply(&mut store, CreateSection(s, ev));
    let rr = apply(
        &mut store,
        CreateSection(Settings::new("Girls", System::RoundRobin, 3), ev),
    );
    for i in 1..=40 {
        apply(&mut store, AddPlayer(open, player(i)));
    }
    for (i, region) in ["Almaty", "Astana", "Almaty", "Shymkent"]
        .iter()
        .enumerate()
    {
        let g = Entrant {
            name: format!("G{}", i + 1),
            sex: Some('w'),
            rating: Some(1700 - 10 * i as u32),
            region: Some(region.to_string()),
            ..Entrant::default()
        };
        apply(&mut store, AddPlayer(rr, g));
    }
    play(&mut store, rr, 3);
    play(&mut store, open, 5);
    (store, ev, open, rr)
}

/// Pairs and plays `rounds` rounds of `t` by [`result`].
fn play(store: &mut Store, t: TournamentId, rounds: u32) {
    for round in 1..=rounds {
        apply(store, PairRound(t));
        let r = orda::app::query::round(store, t, RoundNo(round)).expect("round");
        let entries = r
            .games
            .iter()
            .map(|g| ResultEntry {
                board: g.board,
                result: Some(result(g.white, g.black)),
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
}

fn category(name: &str) -> Category {
    Category {
        name: name.into(),
        ..Category::default()
    }
}

fn prize(category: &str, place: u32, amount: u32, shared: bool) -> Prize {
    Prize {
        category: category.into(),
        place,
        amount,
        label: None,
        shared,
    }
}

/// The categories and prizes of the Swiss: Women, U14 (not yet 14 on 1 January 2026: born
/// 2012-01-02 or later), Veterans (50 or older: nobody here).
fn categories_and_prizes(store: &mut Store, t: TournamentId) {
    let (born_from, _) =
        orda::tournament::category::age_range(Some(14), None, "2026-01-01").expect("date");
    let (_, born_to) =
        orda::tournament::category::age_range(None, Some(50), "2026-01-01").expect("date");
    for c in [
        Category {
            sex: Some('w'),
            ..category("Women")
        },
        Category {
            born_from,
            ..category("U14")
        },
        Category {
            born_to,
            ..category("Veterans")
        },
    ] {
        apply(
            store,
            AddCategory {
                t,
                category: c,
                ages: Default::default(),
                position: None,
            },
        );
    }
    for p in [
        prize("", 1, 100_000, true),
        prize("", 2, 60_000, true),
        prize("", 3, 40_000, true),
        prize("Women", 1, 30_000, false),
        prize("U14", 1, 20_000, false),
        prize("U14", 2, 10_000, false),
        prize("Veterans", 1, 5_000, false),
    ] {
        apply(store, PutPrize { t, prize: p });
    }
}

#[test]
fn category_standings_keep_the_overall_order_and_ranks() {
    let (mut store, _, open, _) = championship();
    categories_and_prizes(&mut store, open);
    let t = orda::app::query::tournament(&mut store, open).expect("t");
    let a = fed::awards(&mut store, open).expect("awards");
    assert_eq!(
        a.categories
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>(),
        ["Women", "U14", "Veterans"]
    );
    // Women: every fourth player. Overall (by hand from the results): P4 4th with 4 points,
    // P8 7th, P12 12th-13th (tied with P21, a man), P16 14th, P20 15th, P28 23rd, P24 29th,
    // P36 30th, P32 32nd, P40 40th.
    let (_, women) = fed::category_standings(&t, &a, "women", 5).expect("women");
    let got: Vec<(u32, String, String, u32)> = women
        .iter()
        .map(|l| (l.overall.no, l.place(), l.overall.place(), l.overall.points))
        .collect();
    let want = [
        (4, "1", "4", 8),
        (8, "2", "7", 7),
        (12, "3", "12-13", 6),
        (16, "4", "14", 6),
        (20, "5", "15", 6),
        (28, "6", "23", 5),
        (24, "7", "29", 4),
        (36, "8", "30", 3),
        (32, "9", "32", 3),
        (40, "10", "40", 0),
    ];
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        assert_eq!((g.0, g.1.as_str(), g.2.as_str(), g.3), w);
    }
    // U14 (born 2012-2014 here): P5 3rd, P4 4th, then P6 and P13 tied on everything (8th-9th
    // overall) share 3rd-4th in the category; the tie-breaks are the overall ones.
    let (_, u14) = fed::category_standings(&t, &a, "U14", 5).expect("u14");
    let first: Vec<(u32, String)> = u14
        .iter()
        .take(5)
        .map(|l| (l.overall.no, l.place()))
        .collect();
    assert_eq!(
        first,
        [
            (5, "1".to_string()),
            (4, "2".into()),
            (6, "3-4".into()),
            (13, "3-4".into()),
            (12, "5".into())
        ]
    );
    assert_eq!(u14.len(), 17);
    let overall = standings(&t, 5);
    let p6 = overall.rows.iter().find(|r| r.no == 6).expect("P6");
    assert_eq!(u14[2].overall.values, p6.values, "the overall tie-breaks");
    // Nobody is a veteran; an unknown category is refused by name.
    assert!(
        fed::category_standings(&t, &a, "Veterans", 5)
            .expect("v")
            .1
            .is_empty()
    );
    assert!(matches!(
        fed::category_standings(&t, &a, "U10", 5),
        Err(Refusal::NoCategory(n)) if n == "U10"
    ));
}

#[test]
fn prize_list_gives_one_prize_per_player_and_shares_tied_money() {
    let (mut store, _, open, _) = championship();
    categories_and_prizes(&mut store, open);
    let t = orda::app::query::tournament(&mut store, open).expect("t");
    let awards_with = |store: &mut Store, ties: Ties| {
        let a = fed::awards(store, open).expect("awards");
        apply(
            store,
            SetAwardRules {
                t: open,
                teams: Some(a.teams.into()),
                ties: Some(ties),
                precedence: Some(Precedence::Overall),
                currency: None,
            },
        );
        let a = fed::awards(store, open).expect("awards");
        let (_, list) = fed::prize_list(&t, &a, 5);
        (a, list)
    };
    // By value: 100 000 (1st) to P1; 60 000 (2nd) to P2; 40 000 (3rd) to P5; 30 000 (Women 1st)
    // to P4, who is also U14 and 4th overall: eligible for two, she takes the more valuable;
    // 20 000 (U14 1st) to P6, the best U14 player without a prize (P5 and P4 have theirs);
    // 10 000 (U14 2nd) to P13. Nobody is a veteran.
    // Sharing equally: P2 and P5 are tied on 4 points in the overall list (P4 has left it
    // for her Women prize), so they share 60 000 + 40 000: 50 000 each, places 2-3. The
    // category prizes are not shared.
    let (a, list) = awards_with(&mut store, Ties::Equal);
    let got: Vec<AwardLine> = list
        .awards
        .iter()
        .map(|w| {
            (
                w.category.as_str(),
                w.no,
                w.places,
                w.cents / 100,
                w.sharing,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("", 1, (1, 1), 100_000, 1),
            ("", 2, (2, 3), 50_000, 2),
            ("", 5, (2, 3), 50_000, 2),
            ("Women", 4, (1, 1), 30_000, 1),
            ("U14", 6, (1, 1), 20_000, 1),
            ("U14", 13, (2, 2), 10_000, 1),
        ]
    );
    let veterans = a
        .prizes
        .iter()
        .position(|p| p.category == "Veterans")
        .expect("veterans prize");
    assert_eq!(
        list.unawarded.iter().map(|u| u.prize).collect::<Vec<_>>(),
        [veterans]
    );
    // Hort: each keeps half of his own prize, and the other halves (30 000 + 20 000) are
    // shared equally: P2 30 000 + 25 000, P5 20 000 + 25 000.
    let (_, hort) = awards_with(&mut store, Ties::Hort);
    let money = |l: &orda::tournament::prizes::Allocation, no| {
        l.awards.iter().find(|w| w.no == no).map(|w| w.cents / 100)
    };
    assert_eq!(money(&hort, 2), Some(55_000));
    assert_eq!(money(&hort, 5), Some(45_000));
    assert_eq!(money(&hort, 1), Some(100_000));
    // By tie-breaks: nothing shared.
    let (_, tb) = awards_with(&mut store, Ties::Tiebreak);
    assert_eq!(money(&tb, 2), Some(60_000));
    assert_eq!(money(&tb, 5), Some(40_000));
    // Category prizes first among equal values: Women's 30 000 is unequal to any overall prize,
    // so nothing changes; a prize of equal value would go the other way (unit-tested).
    let total: u64 = list.awards.iter().map(|w| w.cents).sum();
    assert_eq!(total, 26_000_000, "the whole fund but the veterans' prize");
}

#[test]
fn team_standings_count_the_best_three_and_break_ties() {
    let (mut store, _, open, _) = championship();
    let t = orda::app::query::tournament(&mut store, open).expect("t");
    let a = fed::awards(&mut store, open).expect("awards");
    assert_eq!(a.teams, TeamSettings::default());
    // Best 3 of each region in the individual order (half-points):
    //   Astana    P1 10 + P6 7 + P21 6 = 23, next P16 6
    //   Shymkent  P2 8 + P7 7 + P12 6  = 21, next P17 5, best placed 2nd
    //   Kyzylorda P3 7 + P8 7 + P13 7  = 21, next P23 5, best placed 5th
    //   Almaty    P5 8 + P10 6 + P20 6 = 20, next P15 5
    //   Aktobe    P4 8 + P9 6 + P14 5  = 19, next P19 5
    // Shymkent and Kyzylorda tie on points and on the next player: the best-placed individual
    // (P2, 2nd, against P3, 5th) puts Shymkent ahead.
    let lines = fed::team_standings(&t, &a, 5, None, None, Lang::En).expect("teams");
    let got: Vec<TeamRow> = lines
        .iter()
        .map(|l| {
            (
                if l.rank == l.rank_last {
                    l.rank.to_string()
                } else {
                    format!("{}-{}", l.rank, l.rank_last)
                },
                l.team.as_str(),
                l.points,
                l.values.clone(),
                l.counted.clone(),
            )
        })
        .collect();
    let want: Vec<TeamRow> = vec![
        ("1".into(), "Astana", 23, vec![6, 1], vec![1, 6, 21]),
        ("2".into(), "Shymkent", 21, vec![5, 2], vec![2, 7, 12]),
        ("3".into(), "Kyzylorda", 21, vec![5, 5], vec![3, 8, 13]),
        ("4".into(), "Almaty", 20, vec![5, 3], vec![5, 10, 20]),
        ("5".into(), "Aktobe", 19, vec![5, 4], vec![4, 9, 14]),
    ];
    assert_eq!(got, want);
    // With the next player as the only tie-break the two share 2nd-3rd (listed by name).
    apply(
        &mut store,
        SetAwardRules {
            t: open,
            teams: Some(
                TeamSettings {
                    tiebreaks: vec![TeamTb::Next],
                    ..TeamSettings::default()
                }
                .into(),
            ),
            ties: Some(Ties::Equal),
            precedence: Some(Precedence::Overall),
            currency: None,
        },
    );
    let a = fed::awards(&mut store, open).expect("awards");
    let lines = fed::team_standings(&t, &a, 5, None, None, Lang::En).expect("teams");
    let shared: Vec<(u32, u32, &str)> = lines[1..3]
        .iter()
        .map(|l| (l.rank, l.rank_last, l.team.as_str()))
        .collect();
    assert_eq!(shared, [(2, 3, "Kyzylorda"), (2, 3, "Shymkent")]);
    // Best 1: each region's best player alone.
    let one = fed::team_standings(&t, &a, 5, None, Some(1), Lang::En).expect("teams");
    assert_eq!((one[0].team.as_str(), one[0].points), ("Astana", 10));
    assert!(matches!(
        fed::team_standings(&t, &a, 5, None, Some(0), Lang::En),
        Err(Refusal::BadTeamRule)
    ));
}

#[test]
fn an_event_adds_its_sections_up() {
    let (mut store, ev, open, rr) = championship();
    let (e, sections) = fed::event(&mut store, ev).expect("event");
    assert_eq!(
        sections.iter().map(|s| s.settings.id).collect::<Vec<_>>(),
        [open, rr]
    );
    // The girls' round-robin: G1 beats everyone (6 half-points), G2 beats G3 and G4 (4), G3
    // and G4 draw (1 each: their numbers add up to 7). Best 3 per region per section:
    //   Astana 23 + G2 4 = 27, Almaty 20 + (G1 6 + G3 1) = 27, Shymkent 21 + G4 1 = 22,
    //   Kyzylorda 21, Aktobe 19.
    // Astana and Almaty tie on 27: the better best section (Astana's 23 against 20) decides.
    let lines = fed::event_teams(&e, &sections, Lang::En);
    let got: Vec<(&str, u32, Vec<u32>)> = lines
        .iter()
        .map(|l| (l.team.as_str(), l.total, l.sections.clone()))
        .collect();
    assert_eq!(
        got,
        [
            ("Astana", 27, vec![23, 4]),
            ("Almaty", 27, vec![20, 7]),
            ("Shymkent", 22, vec![21, 1]),
            ("Kyzylorda", 21, vec![21, 0]),
            ("Aktobe", 19, vec![19, 0]),
        ]
    );
    // Points for places 10, 8, 6, 5, 4, 3, 2, 1 (best 3 per section): Open places 1..40,
    // Girls 1..4.
    //   Astana: P1 1st 10 + P6 8th-9th (counted as 8th) 1 + P21 12th 0, G2 2nd 8 = 19
    //   Almaty: P5 3rd 6 + P10 10th 0 + P20 0, G1 10 + G3 3rd-4th (counted as 3rd) 6 = 22
    let places = Event {
        scoring: orda::tournament::teams::Scoring::Places(vec![10, 8, 6, 5, 4, 3, 2, 1]),
        ..e.clone()
    };
    let by_places = fed::event_teams(&places, &sections, Lang::En);
    let total = |team: &str| by_places.iter().find(|l| l.team == team).map(|l| l.total);
    assert_eq!(total("Almaty"), Some(22));
    assert_eq!(total("Astana"), Some(19));
    assert_eq!(by_places[0].team, "Almaty");
}

#[test]
fn ratings_go_into_the_registry_once_and_come_back_out() {
    let (mut store, _, open, rr) = championship();
    let changes = apply(&mut store, ApplyRatings { t: open, k: 10 });
    assert_eq!(changes.len(), 40);
    let t = orda::app::query::tournament(&mut store, open).expect("t");
    let id = |no: u32| t.entrant(no).expect("entrant").player_id;
    let registry = fed::registry(&mut store).expect("registry");
    let rating = |pid: PlayerId| {
        registry
            .iter()
            .find(|(p, _)| p.id == pid)
            .map(|(p, h)| (p.rating, h.len()))
    };
    // P1 (1990) beat P21 1790, P10 1900, P5 1950, P2 1980, P3 1970: differences 200, 90, 40,
    // 10, 20 give E = .76 + .62 + .56 + .51 + .53 = 2.98 (table 8.1.2); ΔR = 10 · (5 − 2.98)
    // = 20.2 → +20, 2010.
    assert_eq!(rating(id(1)), Some((Some(2010), 1)));
    // P40 (1600) lost to P20 1800, P29 1710, P35 1650, P39 1610, P38 1620: E = .24 + .36 +
    // .43 + .49 + .47 = 1.99; ΔR = 10 · (0 − 1.99) = −19.9 → −20, 1580.
    assert_eq!(rating(id(40)), Some((Some(1580), 1)));
    let c1 = changes.iter().find(|c| c.player == id(1)).expect("P1");
    assert_eq!(
        (c1.before, c1.change, c1.after),
        (Some(1990), 20, Some(2010))
    );
    // A second apply is refused and changes nothing.
    assert!(matches!(
        orda::app::run(&mut store, ApplyRatings { t: open, k: 10 }),
        Err(Refusal::RatingsApplied(t)) if t == open
    ));
    assert_eq!(
        fed::registry(&mut store)
            .expect("registry")
            .iter()
            .find(|(p, _)| p.id == id(1))
            .and_then(|(p, _)| p.rating),
        Some(2010)
    );
    // The girls' section applies after; the Swiss cannot be undone before it is.
    apply(&mut store, ApplyRatings { t: rr, k: 10 });
    assert!(matches!(
        orda::app::run(&mut store, UndoRatings(open)),
        Err(Refusal::RatingsAppliedLater { later }) if later == "Girls"
    ));
    apply(&mut store, UndoRatings(rr));
    let n = apply(&mut store, UndoRatings(open));
    assert_eq!(n, 40);
    assert_eq!(
        rating(id(1)).map(|r| r.0),
        Some(Some(2010)),
        "the old snapshot"
    );
    let again = fed::registry(&mut store).expect("registry");
    let p1 = again.iter().find(|(p, _)| p.id == id(1)).expect("P1");
    assert_eq!((p1.0.rating, p1.1.len()), (Some(1990), 0));
    // Applied again, and a new tournament takes the registry's rating when P1 enters it.
    apply(&mut store, ApplyRatings { t: open, k: 10 });
    let next =
        crate::util::tournament_with(&mut store, Settings::new("Cup 2027", System::Swiss, 5), &[]);
    apply(
        &mut store,
        EnterRegistered {
            t: next,
            player: id(1),
        },
    );
    let cup = orda::app::query::tournament(&mut store, next).expect("cup");
    assert_eq!(
        (cup.entrants[0].name.as_str(), cup.entrants[0].rating),
        ("P01", Some(2010))
    );
    assert!(matches!(
        orda::app::run(
            &mut store,
            EnterRegistered {
                t: next,
                player: id(1)
            }
        ),
        Err(Refusal::AlreadyEntered { .. })
    ));
    // Ratings are applied after the last round only.
    let unfinished = crate::util::tournament_with(
        &mut store,
        Settings::new("Unfinished", System::Swiss, 5),
        &["A".into(), "B".into()],
    );
    assert!(matches!(
        orda::app::run(
            &mut store,
            ApplyRatings {
                t: unfinished,
                k: 10
            }
        ),
        Err(Refusal::NotFinished {
            completed: 0,
            rounds: 5
        })
    ));
}

#[test]
fn the_papers_from_the_command_line() {
    use crate::util::{orda_db, stdout};
    let db = crate::util::fresh_db("federation-cli");
    let (mut store, ev, open, _) = championship_in(Store::open(&db).expect("file"));
    categories_and_prizes(&mut store, open);
    drop(store);
    let t = open.to_string();
    let csv = |args: &[&str]| {
        let o = orda_db(&db, args);
        assert!(o.status.success(), "{args:?}: {}", crate::util::stderr(&o));
        stdout(&o)
            .trim_start_matches('\u{feff}')
            .replace("\r\n", "\n")
    };
    // The prize list of the test above, as CSV.
    let prizes = csv(&["prizes", "-t", &t, "--format", "csv"]);
    let lines: Vec<&str> = prizes.lines().collect();
    assert_eq!(
        lines[0],
        "Category,Place,Prize,Amount,Rank,No,Name,Pts,Received"
    );
    assert_eq!(lines[1], ",1,,100000,1,1,P01,5,100000");
    assert_eq!(lines[2], ",2,,60000,2,2,P02,4,50000");
    assert_eq!(lines[3], ",2,,40000,3,5,P05,4,50000");
    assert_eq!(lines[4], "Women,1,,30000,4,4,P04,4,30000");
    // Team standings: the columns the issue names, the counting players' numbers.
    let teams = csv(&["teams", "-t", &t, "--format", "csv"]);
    let lines: Vec<&str> = teams.lines().collect();
    assert_eq!(lines[0], "Rank,Team,Pts,Next,Best,Members");
    assert_eq!(lines[1], "1,Astana,11.5,3,1,1 6 21");
    assert_eq!(lines[2], "2,Shymkent,10.5,2.5,2,2 7 12");
    // --best and --by for one print; --save keeps them.
    let one = csv(&["teams", "-t", &t, "--best", "1", "--format", "csv"]);
    assert_eq!(
        one.lines().nth(1),
        Some("1,Astana,5,3.5,1,1"),
        "next: P6 3½"
    );
    // A category's standings: its place, then the overall one.
    let women = csv(&[
        "standings",
        "-t",
        &t,
        "--category",
        "Women",
        "--format",
        "csv",
    ]);
    assert!(
        women.starts_with("Rank,Overall,No,Name,Title,Rating,Pts,QPts,Played,DE"),
        "{women}"
    );
    assert!(
        women
            .lines()
            .nth(3)
            .is_some_and(|l| l.starts_with("3,12,12,P12,")),
        "{women}"
    );
    // The event's rule changed: points for places (the test above: Almaty 22, Astana 19).
    let e = ev.to_string();
    let set = orda_db(
        &db,
        &[
            "event",
            "set",
            "--event",
            &e,
            "--places",
            "10,8,6,5,4,3,2,1",
        ],
    );
    assert!(set.status.success(), "{}", crate::util::stderr(&set));
    let event = csv(&["teams", "--event", &e, "--format", "csv"]);
    let lines: Vec<&str> = event.lines().collect();
    assert_eq!(lines[0], "Rank,Team,Open,Girls,Total");
    assert_eq!(lines[1], "1,Almaty,6,16,22");
    assert!(lines.contains(&"2,Astana,11,8,19"), "{event}");
    let set = orda_db(&db, &["event", "set", "--event", &e, "--points"]);
    assert!(set.status.success());
    let event = csv(&["teams", "--event", &e, "--format", "csv"]);
    assert_eq!(event.lines().nth(1), Some("1,Astana,11.5,2,13.5"));
    // Several tables on one page: the event's sections, the men's and women's rating lists.
    let page = csv(&[
        "event",
        "standings",
        "--event",
        &ev.to_string(),
        "--format",
        "html",
    ]);
    assert_eq!(
        page.matches("<table>").count(),
        3,
        "overview and two sections"
    );
    assert!(!page.contains("template error"));
    let applied = orda_db(&db, &["rating", "apply", "-t", &t]);
    assert!(
        applied.status.success(),
        "{}",
        crate::util::stderr(&applied)
    );
    assert!(
        stdout(&applied)
            .lines()
            .any(|l| l.ends_with("P01\t1990\t+20\t2010"))
    );
    // The registry by name, case aside: P01 once, his rating the new one.
    let found = stdout(&orda_db(&db, &["player", "registry", "--find", "p01"]));
    assert_eq!(found.lines().count(), 1, "{found}");
    assert!(found.contains("P01") && found.contains("2010"), "{found}");
    let again = orda_db(&db, &["rating", "apply", "-t", &t]);
    assert_eq!(again.status.code(), Some(1), "a second apply is refused");
    let list = csv(&["rating", "list", "--format", "html"]);
    assert_eq!(list.matches("<table>").count(), 2, "men and women");
    let list = csv(&["rating", "list", "--format", "csv"]);
    assert_eq!(
        list.lines().next(),
        Some("No,Name,Region,Title,Before,Change,After,Sex")
    );
    assert_eq!(list.lines().nth(1), Some("1,P01,Astana,,1990,+20,2010,m"));
    // The list reads back as a player list: a new tournament takes the new ratings.
    let file = crate::util::scratch("federation-rating-list").join("list.csv");
    std::fs::write(&file, &list).expect("written");
    let created = orda_db(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "Next",
            "--system",
            "swiss",
            "--rounds",
            "5",
        ],
    );
    let next = stdout(&created).trim().to_string();
    let read = orda_db(
        &db,
        &[
            "player",
            "import",
            "-t",
            &next,
            file.to_str().expect("utf-8"),
        ],
    );
    assert!(read.status.success(), "{}", crate::util::stderr(&read));
    let players = stdout(&orda_db(&db, &["player", "list", "-t", &next]));
    assert!(
        players
            .lines()
            .next()
            .is_some_and(|l| l.contains("P01") && l.contains("2010")),
        "{players}"
    );
    // The old report is still `orda rating` with its options.
    let report = orda_db(&db, &["rating", "-t", &t, "--k", "20", "--format", "csv"]);
    assert!(report.status.success());
    assert!(stdout(&report).contains("No,Name,Rating,Games,P,E,ΔR,New,Ro,Perf"));
}

#[test]
fn ratings_outlive_their_tournament_and_an_edit_keeps_them() {
    let (mut store, ev, open, rr) = championship();
    apply(&mut store, ApplyRatings { t: open, k: 10 });
    apply(&mut store, ApplyRatings { t: rr, k: 10 });
    let t = orda::app::query::tournament(&mut store, open).expect("t");
    let p1 = t.entrant(1).expect("P1").player_id;
    // Editing P1 in the Swiss (his club) keeps the registry's 2010, not his 1990 at entry.
    let mut e = t.entrant(1).expect("P1").clone();
    e.club = Some("Jas Kyran".into());
    apply(&mut store, EditPlayer(open, e));
    let registry = fed::registry(&mut store).expect("registry");
    let rating = |name: &str| {
        registry
            .iter()
            .find(|(p, _)| p.name == name)
            .map(|(p, h)| (p.rating, h.len(), h.first().and_then(|c| c.tournament)))
    };
    assert_eq!(rating("P01"), Some((Some(2010), 1, Some(open))));
    // The girls' section is deleted: its players and their history stay (the history no longer
    // names a tournament), and a new tournament given its id is not taken for it.
    let g1 = rating("G1").expect("G1");
    apply(&mut store, DeleteTournament(rr));
    let registry = fed::registry(&mut store).expect("registry");
    let (g, history) = registry
        .iter()
        .find(|(p, _)| p.name == "G1")
        .expect("G1 kept");
    assert_eq!((g.rating, history.len()), (g1.0, 1));
    assert_eq!(history[0].tournament, None);
    assert_eq!(history[0].tournament_name, "Girls");
    let again = crate::util::tournament_with(
        &mut store,
        Settings::new("Girls 2027", System::RoundRobin, 3),
        &[],
    );
    assert_eq!(again, rr, "SQLite gives the id again");
    assert!(matches!(
        orda::app::run(&mut store, UndoRatings(again)),
        Err(Refusal::RatingsNotApplied(_))
    ));
    // A section that has not finished a round gives nothing to the event's team standing.
    apply(
        &mut store,
        SetSection {
            t: again,
            event: Some(ev),
        },
    );
    apply(
        &mut store,
        EnterRegistered {
            t: again,
            player: p1,
        },
    );
    let (e, sections) = fed::event(&mut store, ev).expect("event");
    let places = Event {
        scoring: orda::tournament::teams::Scoring::Places(vec![10, 8, 6]),
        ..e
    };
    let lines = fed::event_teams(&places, &sections, Lang::En);
    let astana = lines.iter().find(|l| l.team == "Astana").expect("Astana");
    assert_eq!(
        astana.sections,
        [10, 0],
        "P1 1st in the Swiss; nothing from the new one"
    );
}

#[test]
fn tied_teams_and_lists_by_name_go_in_alphabetical_order() {
    // Six regions of one player each, every game drawn: the teams tie on everything.
    let mut store = Store::memory().expect("memory");
    let regions = [
        "Zhetisu",
        "aktobe",
        "Шымкент",
        "Bars",
        "Қарағанды",
        "Almaty",
    ];
    let t = crate::util::tournament_with(
        &mut store,
        Settings::new("Alphabet", System::RoundRobin, 5),
        &[],
    );
    for r in regions {
        let e = Entrant {
            name: r.to_string(),
            rating: Some(1500),
            region: Some(r.to_string()),
            ..Entrant::default()
        };
        apply(&mut store, AddPlayer(t, e));
    }
    for round in 1..=5 {
        apply(&mut store, PairRound(t));
        let r = orda::app::query::round(&mut store, t, RoundNo(round)).expect("round");
        let entries = r
            .games
            .iter()
            .map(|g| ResultEntry {
                board: g.board,
                result: Some(GameResult::Draw),
                score: None,
            })
            .collect();
        apply(
            &mut store,
            EnterResults {
                t,
                round: RoundNo(round),
                entries,
                insist: false,
            },
        );
    }
    let tour = orda::app::query::tournament(&mut store, t).expect("t");
    let a = fed::awards(&mut store, t).expect("awards");
    let order = |lang| -> Vec<String> {
        fed::team_standings(&tour, &a, 5, None, Some(1), lang)
            .expect("teams")
            .into_iter()
            .map(|l| l.team)
            .collect()
    };
    // Byte order said `Almaty, Bars, Zhetisu, aktobe, Шымкент, Қарағанды`.
    assert_eq!(
        order(Lang::En),
        [
            "aktobe",
            "Almaty",
            "Bars",
            "Zhetisu",
            "Қарағанды",
            "Шымкент"
        ]
    );
    assert_eq!(
        order(Lang::Kk),
        [
            "Қарағанды",
            "Шымкент",
            "aktobe",
            "Almaty",
            "Bars",
            "Zhetisu"
        ]
    );
    // Every team shares first place.
    let lines = fed::team_standings(&tour, &a, 5, None, Some(1), Lang::Kk).expect("teams");
    assert!(lines.iter().all(|l| l.rank == 1), "{lines:?}");
    // The printed players list by name, in Russian: the same order for the names.
    let sheet = orda::words::lang::with(Lang::Ru, || {
        orda::words::paper::players_sheet(&tour, orda::words::paper::PlayersBy::Name)
    });
    let names: Vec<String> = sheet.rows.iter().map(|r| r[1].text.clone()).collect();
    assert_eq!(names, order(Lang::Kk));
}

/// A change to some team settings is made to the settings as stored when it is applied: a
/// change built from an older view (another window, `orda teams --save --best 2` started
/// before) keeps what was stored meanwhile, and `orda teams --save` stores only what it is
/// given.
#[test]
fn a_team_setting_changed_keeps_the_others_as_stored_meanwhile() {
    use orda::tournament::event::TeamChange;
    use orda::tournament::teams::TeamBy;
    let mut store = Store::memory().expect("db");
    let t = crate::util::tournament_with(
        &mut store,
        Settings::new("Teams", System::Swiss, 5),
        &["A".into(), "B".into()],
    );
    let best_two = SetAwardRules {
        t,
        teams: Some(TeamChange {
            best: Some(2),
            ..TeamChange::default()
        }),
        ties: None,
        precedence: None,
        currency: None,
    };
    apply(
        &mut store,
        SetAwardRules {
            t,
            teams: Some(TeamChange {
                tiebreaks: Some(vec![TeamTb::Total]),
                by: Some(TeamBy::Club),
                best: None,
            }),
            ties: None,
            precedence: None,
            currency: None,
        },
    );
    apply(&mut store, best_two);
    let teams = fed::awards(&mut store, t).expect("awards").teams;
    assert_eq!(
        teams,
        TeamSettings {
            by: TeamBy::Club,
            best: 2,
            tiebreaks: vec![TeamTb::Total],
        }
    );
    // The whole settings as a change are journalled as the settings always were.
    let whole: orda::app::Op = SetAwardRules {
        t,
        teams: Some(teams.into()),
        ties: None,
        precedence: None,
        currency: None,
    }
    .into();
    assert_eq!(
        whole.journal_json(),
        format!(
            r#"{{"set-award-rules":{{"t":{t},"teams":{{"by":"Club","best":2,"tiebreaks":["Total"]}},"ties":null,"precedence":null,"currency":null}}}}"#
        )
    );
}

/// `orda teams --save` stores what it is given and nothing else.
#[test]
fn orda_teams_save_stores_only_what_it_is_given() {
    let ev = crate::event::Event::new("teams-save");
    let t = ev.run(&[
        "tournament",
        "create",
        "--name",
        "Cup",
        "--system",
        "swiss",
        "--rounds",
        "3",
    ]);
    for name in ["A", "B", "C"] {
        ev.run(&["player", "add", "--name", name, "--region", "Almaty"]);
    }
    ev.run(&["teams", "--save", "--tiebreaks", "total"]);
    ev.run(&["teams", "--save", "--best", "2"]);
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    let id = TournamentId(t.trim().parse().expect("an id"));
    let teams = fed::awards(&mut store, id).expect("awards").teams;
    assert_eq!(teams.best, 2);
    assert_eq!(
        teams.tiebreaks,
        vec![TeamTb::Total],
        "kept from the first --save"
    );
    assert_eq!(teams.by, TeamSettings::default().by);
}
