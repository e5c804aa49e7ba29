//! Tie-break codes, presets and values on hand-made tables.

use super::super::{ByeKind, Half, Rules};
use super::*;

fn g(opp: usize, white: bool, pts: Half) -> Rec {
    Rec {
        kind: Kind::Played,
        opp: Some(opp),
        white,
        pts,
    }
}

#[test]
fn codes_round_trip() {
    for t in ALL {
        assert_eq!(TieBreak::parse(&t.code()), Some(t));
        assert_eq!(TieBreak::parse(&t.trf_code()), Some(t));
    }
    // Koya's limits as the checker writes them: a percentage, a move in half-points, or in
    // points with a decimal point.
    let ks = |percent, halves| Some(KoyaLimit(super::KoyaLimit { percent, halves }));
    assert_eq!(TieBreak::parse("KS/L40"), ks(40, 0));
    assert_eq!(TieBreak::parse("ks-l+1"), ks(50, 1));
    assert_eq!(TieBreak::parse("KS/L-2"), ks(50, -2));
    assert_eq!(TieBreak::parse("KS/L+1.5"), ks(50, 3));
    assert_eq!(TieBreak::parse("KS/L40/L+1"), ks(40, 1));
    assert_eq!(TieBreak::parse("KS/L50"), Some(Koya));
    for bad in [
        "KS/L0",
        "KS/L101",
        "KS/L",
        "KS/L+x",
        "KS/L+1.25",
        "KS/L+300",
    ] {
        assert_eq!(TieBreak::parse(bad), None, "{bad}");
    }
    for t in [ks(40, 0), ks(50, 1), ks(50, -2), ks(40, 1)] {
        let t = t.unwrap();
        assert_eq!(TieBreak::parse(&t.code()), Some(t), "{}", t.code());
        assert_eq!(TieBreak::parse(&t.trf_code()), Some(t), "{}", t.trf_code());
    }
    assert_eq!(TieBreak::parse("SNO"), Some(StartNumber));
    assert_eq!(TieBreak::parse("tpn/r"), Some(StartNumberHighFirst));
    assert_eq!(TieBreak::parse("RTNG/R"), Some(RatingLowFirst));
    // The Buchholz family is not offered for a round-robin.
    let rr: Vec<_> = offered(crate::tournament::System::RoundRobin).collect();
    assert!(rr.contains(&SonnebornBergerCut2) && !rr.iter().any(|t| t.is_buchholz()));
    assert_eq!(offered(crate::tournament::System::Swiss).count(), ALL.len());
    assert_eq!(TieBreak::parse("bh/c1"), Some(BuchholzCut1));
    assert_eq!(
        parse_list("PTS, DE,WIN ,SB"),
        Ok(vec![DirectEncounter, Wins, SonnebornBerger])
    );
    assert_eq!(parse_list("DE,XYZ"), Err("XYZ".into()));
}

/// Four players, Swiss, two rounds. Round 1: 0-1 1-0, 2-3 ½-½. Round 2: 1-3 +/-, 0 gets
/// the pairing-allocated bye, 2 a half-point bye (last round: category 16.2.5, a draw for
/// the opponents' tie-breaks).
#[test]
fn swiss_unplayed_rounds_by_edition() {
    let recs = vec![
        vec![
            g(1, true, 2),
            Rec {
                kind: Kind::Bye(ByeKind::PairingAllocated),
                opp: None,
                white: false,
                pts: 2,
            },
        ],
        vec![
            g(0, false, 0),
            Rec {
                kind: Kind::ForfeitWin,
                opp: Some(3),
                white: true,
                pts: 2,
            },
        ],
        vec![
            g(3, true, 1),
            Rec {
                kind: Kind::Bye(ByeKind::Half),
                opp: None,
                white: false,
                pts: 1,
            },
        ],
        vec![
            g(2, false, 1),
            Rec {
                kind: Kind::ForfeitLoss,
                opp: Some(1),
                white: false,
                pts: 0,
            },
        ],
    ];
    let t24 = Table::from_recs(recs.clone(), vec![None; 4], false, Rules::C07of2024);
    let t26 = Table::from_recs(recs, vec![None; 4], false, Rules::C07of2026);
    assert_eq!(t24.score, vec![4, 2, 2, 1]);
    assert_eq!(t24.adjusted, vec![4, 2, 2, 1]);
    // BH p0: p1 (1) + the bye's dummy: own 2 (2024), min(2, ½ × 2 rounds) = 1 (2026).
    assert_eq!(
        (t24.value(Buchholz, 0), t26.value(Buchholz, 0)),
        (Some(3.0), Some(2.0))
    );
    // BH p1: p0 (2) + the forfeit win's dummy: own 1 (2024), min(1, p3's ½) (2026).
    assert_eq!(
        (t24.value(Buchholz, 1), t26.value(Buchholz, 1)),
        (Some(3.0), Some(2.5))
    );
    // SB p1: 2 × 0 + dummy × 1.
    assert_eq!(
        (t24.value(SonnebornBerger, 1), t26.value(SonnebornBerger, 1)),
        (Some(1.0), Some(0.5))
    );
    // WIN counts the forfeit win and the full-point bye; WON does not.
    assert_eq!(
        (t24.value(Wins, 1), t24.value(GamesWon, 1)),
        (Some(1.0), Some(0.0))
    );
    assert_eq!(
        (t24.value(Wins, 0), t24.value(GamesWon, 0)),
        (Some(2.0), Some(1.0))
    );
    // BH p3 = p2 (1) + dummy ½; BH-C1 cuts the forfeit loss (a VUR) first.
    assert_eq!(
        (t24.value(Buchholz, 3), t24.value(BuchholzCut1, 3)),
        (Some(1.5), Some(1.0))
    );
    // REP: p2 and p3 each lose one round (bye, forfeit loss); PS of p0: 1 + 2.
    assert_eq!(
        (t24.value(ElectedToPlay, 2), t24.value(ElectedToPlay, 3)),
        (Some(1.0), Some(1.0))
    );
    assert_eq!(t24.value(Progressive, 0), Some(3.0));
}

/// A round-robin's rest is no round one elected to play, and the Koya limit counts only the
/// rounds a player can play; a 60 % limit (2.4 of 4) leaves everyone out, a limit moved down by
/// a half-point (1.5) keeps everyone in.
#[test]
fn rest_is_not_elected_and_koya_limits_move() {
    let t = double_round_robin_of_three();
    assert_eq!(
        (0..3)
            .map(|p| t.value(ElectedToPlay, p))
            .collect::<Vec<_>>(),
        vec![Some(4.0); 3]
    );
    let at = |percent, halves| {
        (0..3)
            .map(|p| t.value(KoyaLimit(super::KoyaLimit { percent, halves }), p))
            .collect::<Vec<_>>()
    };
    assert_eq!(at(60, 0), vec![Some(0.0); 3]);
    assert_eq!(at(50, -1), vec![Some(2.0); 3]);
    assert_eq!(at(50, 1), vec![Some(0.0); 3]);
    // STD is the points, RTNG the rating (unrated 0), TPN the starting number.
    assert_eq!(t.value(Standard, 0), Some(2.0));
    assert_eq!(t.value(StartNumber, 2), Some(3.0));
    assert_eq!(t.value(Rating, 1), Some(0.0));
    assert!(!StartNumber.higher_first() && StartNumberHighFirst.higher_first());
}

/// A double round-robin of three: everyone plays 4 games and rests twice, and finishes on
/// 2 of 4, exactly half: each one's Koya counts every game.
fn double_round_robin_of_three() -> Table {
    let rest = Rec {
        kind: Kind::Bye(ByeKind::Rest),
        opp: None,
        white: false,
        pts: 0,
    };
    // R1 0-1 1-0, R2 1-2 1-0, R3 2-0 ½, R4 1-0 1-0, R5 2-1 1-0, R6 0-2 ½.
    let recs = vec![
        vec![
            g(1, true, 2),
            rest,
            g(2, false, 1),
            g(1, false, 0),
            rest,
            g(2, true, 1),
        ],
        vec![
            g(0, false, 0),
            g(2, true, 2),
            rest,
            g(0, true, 2),
            g(2, false, 0),
            rest,
        ],
        vec![
            rest,
            g(1, false, 0),
            g(0, true, 1),
            rest,
            g(1, true, 2),
            g(0, false, 1),
        ],
    ];
    Table::from_recs(recs, vec![None; 3], true, Rules::C07of2026)
}

#[test]
fn koya_limit_counts_the_games_a_player_can_have() {
    let t = double_round_robin_of_three();
    assert_eq!(t.score, vec![4, 4, 4]);
    assert_eq!(
        (0..3).map(|p| t.value(Koya, p)).collect::<Vec<_>>(),
        vec![Some(2.0); 3]
    );
}

#[test]
fn round_robin_forfeit_losses_and_rep_by_edition() {
    // Round-robin of four, player 0 loses round 1 by forfeit, then plays.
    let recs = vec![
        vec![
            Rec {
                kind: Kind::ForfeitLoss,
                opp: Some(1),
                white: true,
                pts: 0,
            },
            g(2, false, 1),
            g(3, true, 2),
        ],
        vec![
            Rec {
                kind: Kind::ForfeitWin,
                opp: Some(0),
                white: false,
                pts: 2,
            },
            g(3, true, 1),
            g(2, false, 1),
        ],
        vec![g(3, true, 2), g(0, true, 1), g(1, true, 1)],
        vec![g(2, false, 0), g(1, false, 1), g(0, false, 0)],
    ];
    let t24 = Table::from_recs(recs.clone(), vec![None; 4], true, Rules::C07of2024);
    let t26 = Table::from_recs(recs, vec![None; 4], true, Rules::C07of2026);
    assert_eq!(
        (t24.value(ElectedToPlay, 0), t26.value(ElectedToPlay, 0)),
        (Some(3.0), Some(2.0))
    );
    // BPG of 0: Black in round 2 only; the forfeit was with White. Player 1's forfeit win
    // with Black is a game with Black in both editions.
    assert_eq!(
        (t24.value(BlackGames, 1), t26.value(BlackGames, 1)),
        (Some(2.0), Some(2.0))
    );
    assert_eq!(
        parse_list("DE,WIN,DE"),
        Ok(vec![DirectEncounter, Wins, DirectEncounter])
    );
}

#[test]
fn direct_encounter_splits_and_recurses() {
    // Round-robin of three: 0 beat 1, 1 beat 2, 2 drew 0: DE scores 0: 1.5, 1: 1, 2: .5.
    let recs = vec![
        vec![g(1, true, 2), g(2, false, 1)],
        vec![g(0, false, 0), g(2, true, 2)],
        vec![g(0, true, 1), g(1, false, 0)],
    ];
    let t = Table::from_recs(recs, vec![None; 3], true, Rules::C07of2026);
    let (parts, scores) = t.direct_encounter(&[0, 1, 2]);
    assert_eq!(parts, vec![vec![0], vec![1], vec![2]]);
    assert_eq!(scores, vec![(0, 1.5), (1, 1.0), (2, 0.5)]);
}

#[test]
fn direct_encounter_with_missing_games() {
    // Swiss: 0 beat 1; 2 met neither. 0 has 1, could 2 catch up? 2 has 0 + 2 unmet = 2 ≥ 1:
    // nobody is alone on top, all stay tied.
    let recs = vec![
        vec![g(1, true, 2)],
        vec![g(0, false, 0)],
        vec![g(3, true, 2)],
        vec![g(2, false, 0)],
    ];
    let t = Table::from_recs(recs, vec![None; 4], false, Rules::C07of2026);
    assert_eq!(t.direct_encounter(&[0, 1, 2]).0, vec![vec![0, 1, 2]]);
    // Between 0 and 1 alone, 0 is ahead.
    assert_eq!(t.direct_encounter(&[1, 0]).0, vec![vec![0], vec![1]]);
}
