//! The table the tie-breaks read: for each player and round what kind of round it was, against
//! whom, with which colour and for how many points; scores and adjusted scores (16.3); which
//! rounds count as games for which tie-break.

use super::super::{ByeKind, GameResult, Half, Rules, Slot, Tournament, slot_in};
use super::DRAW;

/// What a round was for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game over the board with a result.
    Played,
    /// Won by forfeit.
    ForfeitWin,
    /// Lost by forfeit (one side).
    ForfeitLoss,
    /// Both sides forfeited.
    DoubleForfeit,
    /// Paired but no result yet.
    Pending,
    /// A bye.
    Bye(ByeKind),
    /// Not paired, nothing recorded (after a withdrawal): a zero-point bye for C.07.
    Absent,
}

/// One player's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rec {
    /// What it was.
    pub kind: Kind,
    /// The (scheduled) opponent, as an index into the table's players.
    pub opp: Option<usize>,
    /// True with White.
    pub white: bool,
    /// Points scored, in half-points.
    pub pts: Half,
}

impl Rec {
    /// A voluntary unplayed round (16.1.2): a requested bye, an absence, a forfeit loss.
    pub(super) fn is_vur(&self) -> bool {
        matches!(
            self.kind,
            Kind::ForfeitLoss
                | Kind::DoubleForfeit
                | Kind::Absent
                | Kind::Bye(ByeKind::Half | ByeKind::Zero)
        )
    }

    pub(super) fn is_requested_bye(&self) -> bool {
        matches!(
            self.kind,
            Kind::Absent | Kind::Bye(ByeKind::Half | ByeKind::Zero)
        )
    }

    pub(super) fn is_forfeit(&self) -> bool {
        matches!(
            self.kind,
            Kind::ForfeitWin | Kind::ForfeitLoss | Kind::DoubleForfeit
        )
    }
}

/// Everything the tie-breaks read, for rounds `1..=rounds`.
#[derive(Clone, Debug)]
pub struct Table {
    /// Rounds counted.
    pub rounds: u32,
    /// Round-robin rules (15.2) rather than Swiss (16).
    pub round_robin: bool,
    /// The C.07 edition.
    pub rules: Rules,
    /// Ratings (index = player).
    pub ratings: Vec<Option<u32>>,
    /// Starting numbers (index = player).
    pub tpn: Vec<u32>,
    /// `recs[player][round - 1]`.
    pub recs: Vec<Vec<Rec>>,
    /// Final scores (half-points).
    pub score: Vec<Half>,
    /// Scores adjusted by 16.3 (half-points), as the opponents' tie-breaks see them.
    pub adjusted: Vec<Half>,
}

impl Table {
    /// Builds the table of tournament `t` over rounds `1..=upto`. Players are indexed in the
    /// order of `t.entrants`.
    pub fn new(t: &Tournament, upto: u32) -> Table {
        let index = |no| t.entrants.iter().position(|e| e.no == no);
        let rounds: Vec<_> = t.rounds.iter().filter(|r| r.number.0 <= upto).collect();
        let recs: Vec<Vec<Rec>> = t
            .entrants
            .iter()
            .map(|e| {
                rounds
                    .iter()
                    .map(|r| match slot_in(r, e.no) {
                        Slot::Game {
                            opponent,
                            white,
                            result,
                        } => {
                            let pts = result.map_or(0, |res| res.points(white));
                            let kind = match result {
                                None => Kind::Pending,
                                Some(GameResult::DoubleForfeit) => Kind::DoubleForfeit,
                                Some(res) if !res.is_forfeit() => Kind::Played,
                                Some(_) if pts > 0 => Kind::ForfeitWin,
                                Some(_) => Kind::ForfeitLoss,
                            };
                            Rec {
                                kind,
                                opp: index(opponent),
                                white,
                                pts,
                            }
                        }
                        Slot::Bye(k) => Rec {
                            kind: Kind::Bye(k),
                            opp: None,
                            white: false,
                            pts: k.points(t.settings.bye_points),
                        },
                        Slot::Absent => Rec {
                            kind: Kind::Absent,
                            opp: None,
                            white: false,
                            pts: 0,
                        },
                    })
                    .collect()
            })
            .collect();
        // Annulled results (see `Tournament::annulled`) count for nothing, on both sides.
        let annulled: Vec<usize> = t.annulled().into_iter().filter_map(index).collect();
        let recs = recs
            .into_iter()
            .enumerate()
            .map(|(p, rounds)| {
                rounds
                    .into_iter()
                    .map(|r| {
                        if annulled.contains(&p) || r.opp.is_some_and(|o| annulled.contains(&o)) {
                            Rec {
                                kind: Kind::Bye(ByeKind::Rest),
                                opp: None,
                                white: false,
                                pts: 0,
                            }
                        } else {
                            r
                        }
                    })
                    .collect()
            })
            .collect();
        let round_robin = t.settings.system.is_round_robin();
        let mut table = Table::from_recs(
            recs,
            t.entrants.iter().map(|e| e.rating).collect(),
            round_robin,
            t.settings.rules,
        );
        table.tpn = t.entrants.iter().map(|e| e.no).collect();
        table
    }

    /// Builds a table from its records (tests and importers).
    pub fn from_recs(
        recs: Vec<Vec<Rec>>,
        ratings: Vec<Option<u32>>,
        round_robin: bool,
        rules: Rules,
    ) -> Table {
        let rounds = recs.first().map_or(0, |r| r.len() as u32);
        let score: Vec<Half> = recs.iter().map(|r| r.iter().map(|x| x.pts).sum()).collect();
        let adjusted = recs
            .iter()
            .map(|r| {
                if round_robin {
                    return r.iter().map(|x| x.pts).sum();
                }
                // 16.3: a requested bye (or absence) after the last round that was not a VUR
                // counts as a draw; everything else as scored.
                let last = r.iter().rposition(|x| !x.is_vur());
                r.iter()
                    .enumerate()
                    .map(|(i, x)| {
                        if x.is_requested_bye() && last.is_none_or(|l| i > l) {
                            DRAW
                        } else {
                            x.pts
                        }
                    })
                    .sum()
            })
            .collect();
        Table {
            rounds,
            round_robin,
            rules,
            tpn: (1..=recs.len() as u32).collect(),
            ratings,
            recs,
            score,
            adjusted,
        }
    }

    /// Number of players.
    pub fn len(&self) -> usize {
        self.recs.len()
    }

    /// True with no players.
    pub fn is_empty(&self) -> bool {
        self.recs.is_empty()
    }

    /// The most rounds anyone could have played: the rounds counted, less the rests of a
    /// round-robin's odd field (and rounds struck by an annulment), the same for everyone.
    pub(super) fn max_games(&self) -> u32 {
        if !self.round_robin {
            return self.rounds;
        }
        self.recs
            .iter()
            .map(|r| {
                r.iter()
                    .filter(|x| x.kind != Kind::Bye(ByeKind::Rest))
                    .count() as u32
            })
            .max()
            .unwrap_or(0)
    }

    /// Counts as a game for the Type B tie-breaks (games won, with Black).
    pub(super) fn is_game_b(&self, r: &Rec) -> bool {
        match r.kind {
            Kind::Played => true,
            Kind::ForfeitWin | Kind::DoubleForfeit | Kind::ForfeitLoss if self.round_robin => {
                !(self.rules == Rules::C07of2026 && r.pts == 0)
            }
            _ => false,
        }
    }

    /// Counts as a game for the rating tie-breaks.
    pub(super) fn is_game_rating(&self, r: &Rec) -> bool {
        r.kind == Kind::Played
            || (self.round_robin && self.rules == Rules::C07of2024 && r.is_forfeit())
    }

    /// Counts as an encounter for DE.
    pub(super) fn is_encounter(&self, r: &Rec) -> bool {
        r.kind == Kind::Played || (self.round_robin && r.is_forfeit())
    }

    pub(super) fn opp_score(&self, o: usize) -> Half {
        if self.round_robin {
            self.score[o]
        } else {
            self.adjusted[o]
        }
    }
}
