//! Tie-breaks by FIDE's Tie-Break Regulations (Handbook C.07), in the edition of 1 August 2024
//! and the one in force since 1 March 2026. `docs/tiebreaks.md` states each definition.
//!
//! Everything is computed over rounds `1..=upto` from a [`Table`]: for each player and round,
//! what kind of round it was (played, forfeit, bye, ...), against whom, and the points. In a
//! round-robin, forfeits are regular games (C.07 art. 15.2; since 2026 forfeit losses are not
//! games for the Type B tie-breaks and no forfeit counts for the rating tie-breaks) and the
//! dummy's round counts for nothing. In a Swiss, unplayed rounds follow art. 16: opponents are
//! counted with their *adjusted* score (16.3) and a player's own unplayed rounds as games
//! against a *dummy* with the player's own score (16.4; capped since 2026), and cuts drop a
//! voluntary unplayed round first (16.5).

use super::{ByeKind, Half, Rules, System, Tournament, rating};

/// A tie-break, by its FIDE code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// `DE`: direct encounter among the players still tied (art. 6).
    DirectEncounter,
    /// `WIN`: rounds with a win's points, played or not (7.1).
    Wins,
    /// `WON`: games won over the board (7.2).
    GamesWon,
    /// `BPG`: games played with Black (7.3).
    BlackGames,
    /// `BWG`: games won with Black (7.4).
    BlackWins,
    /// `PS`: progressive score, the sum of the running score after each round (7.5).
    Progressive,
    /// `REP`: rounds one elected to play: rounds minus requested byes and forfeit losses (7.6).
    ElectedToPlay,
    /// `BH`: Buchholz (8.1).
    Buchholz,
    /// `BH-C1`: Buchholz without the least significant value (14.1).
    BuchholzCut1,
    /// `BH-M1`: median Buchholz: without the least and the most significant value (14.3).
    BuchholzMedian1,
    /// `SB`: Sonneborn-Berger (9.1).
    SonnebornBerger,
    /// `SB-C1`: Sonneborn-Berger cut 1.
    SonnebornBergerCut1,
    /// `KS`: Koya: points against players with at least half the maximum score (9.2).
    Koya,
    /// `ARO`: average rating of the opponents played over the board (10.1).
    AverageRating,
    /// `TPR`: tournament performance rating (10.2).
    Performance,
}

use TieBreak::*;

/// Every tie-break Orda computes, in the order `orda help` lists them.
pub const ALL: [TieBreak; 15] = [
    DirectEncounter,
    Wins,
    GamesWon,
    BlackGames,
    BlackWins,
    Progressive,
    ElectedToPlay,
    Buchholz,
    BuchholzCut1,
    BuchholzMedian1,
    SonnebornBerger,
    SonnebornBergerCut1,
    Koya,
    AverageRating,
    Performance,
];

impl TieBreak {
    /// FIDE's code as the handbook prints it: `DE`, `WIN`, `BH-C1`, ...
    pub fn code(self) -> &'static str {
        match self {
            DirectEncounter => "DE",
            Wins => "WIN",
            GamesWon => "WON",
            BlackGames => "BPG",
            BlackWins => "BWG",
            Progressive => "PS",
            ElectedToPlay => "REP",
            Buchholz => "BH",
            BuchholzCut1 => "BH-C1",
            BuchholzMedian1 => "BH-M1",
            SonnebornBerger => "SB",
            SonnebornBergerCut1 => "SB-C1",
            Koya => "KS",
            AverageRating => "ARO",
            Performance => "TPR",
        }
    }

    /// Reads a code: the handbook's `BH-C1`, the TRF's `BH/C1`, any case; `GE` for `REP`.
    pub fn parse(s: &str) -> Option<TieBreak> {
        let s = s.trim().to_ascii_uppercase().replace('/', "-");
        if s == "GE" {
            return Some(ElectedToPlay);
        }
        ALL.into_iter().find(|t| t.code() == s)
    }

    /// A few words for a person.
    pub fn name(self) -> &'static str {
        match self {
            DirectEncounter => "direct encounter",
            Wins => "number of wins",
            GamesWon => "games won over the board",
            BlackGames => "games played with Black",
            BlackWins => "games won with Black",
            Progressive => "progressive score",
            ElectedToPlay => "rounds elected to play",
            Buchholz => "Buchholz",
            BuchholzCut1 => "Buchholz cut 1",
            BuchholzMedian1 => "median Buchholz",
            SonnebornBerger => "Sonneborn-Berger",
            SonnebornBergerCut1 => "Sonneborn-Berger cut 1",
            Koya => "Koya",
            AverageRating => "average rating of opponents",
            Performance => "performance rating",
        }
    }
}

/// The Kazakhstan presets: Swiss PTS, DE, WIN, BH; round-robin PTS, DE, WIN, SB.
pub fn preset(system: System) -> Vec<TieBreak> {
    if system.is_round_robin() {
        vec![DirectEncounter, Wins, SonnebornBerger]
    } else {
        vec![DirectEncounter, Wins, Buchholz]
    }
}

/// `DE,WIN,SB`: the stored form of a list.
pub fn codes(list: &[TieBreak]) -> String {
    list.iter().map(|t| t.code()).collect::<Vec<_>>().join(",")
}

/// Reads a comma-separated list (`PTS` is skipped: points always come first); the error is the
/// first unknown code.
pub fn parse_list(s: &str) -> Result<Vec<TieBreak>, String> {
    let mut out = Vec::new();
    for c in s
        .split([',', ' ', ';'])
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        if c.eq_ignore_ascii_case("PTS") {
            continue;
        }
        let t = TieBreak::parse(c).ok_or_else(|| c.to_string())?;
        // DE is Type A: it may come again after other tie-breaks (art. 5); the rest once.
        if t == DirectEncounter || !out.contains(&t) {
            out.push(t);
        }
    }
    Ok(out)
}

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
    fn is_vur(&self) -> bool {
        matches!(
            self.kind,
            Kind::ForfeitLoss
                | Kind::DoubleForfeit
                | Kind::Absent
                | Kind::Bye(ByeKind::Half | ByeKind::Zero)
        )
    }

    fn is_requested_bye(&self) -> bool {
        matches!(
            self.kind,
            Kind::Absent | Kind::Bye(ByeKind::Half | ByeKind::Zero)
        )
    }

    fn is_forfeit(&self) -> bool {
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
    /// `recs[player][round - 1]`.
    pub recs: Vec<Vec<Rec>>,
    /// Final scores (half-points).
    pub score: Vec<Half>,
    /// Scores adjusted by 16.3 (half-points), as the opponents' tie-breaks see them.
    pub adjusted: Vec<Half>,
}

const WIN: Half = 2;
const DRAW: Half = 1;

impl Table {
    /// Builds the table of tournament `t` over rounds `1..=upto`. Players are indexed in the
    /// order of `t.entrants`.
    pub fn new(t: &Tournament, upto: u32) -> Table {
        let index = |no| t.entrants.iter().position(|e| e.no == no);
        let rounds: Vec<_> = t.rounds.iter().filter(|r| r.number <= upto).collect();
        let recs: Vec<Vec<Rec>> = t
            .entrants
            .iter()
            .map(|e| {
                rounds
                    .iter()
                    .map(|r| match super::slot_in(r, e.no) {
                        super::Slot::Game {
                            opponent,
                            white,
                            result,
                        } => {
                            let pts = result.map_or(0, |res| res.points(white));
                            let kind = match result {
                                None => Kind::Pending,
                                Some(super::GameResult::DoubleForfeit) => Kind::DoubleForfeit,
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
                        super::Slot::Bye(k) => Rec {
                            kind: Kind::Bye(k),
                            opp: None,
                            white: false,
                            pts: k.points(t.settings.bye_points),
                        },
                        super::Slot::Absent => Rec {
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
        Table::from_recs(
            recs,
            t.entrants.iter().map(|e| e.rating).collect(),
            round_robin,
            t.settings.rules,
        )
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
    fn max_games(&self) -> u32 {
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
    fn is_game_b(&self, r: &Rec) -> bool {
        match r.kind {
            Kind::Played => true,
            Kind::ForfeitWin | Kind::DoubleForfeit | Kind::ForfeitLoss if self.round_robin => {
                !(self.rules == Rules::C07of2026 && r.pts == 0)
            }
            _ => false,
        }
    }

    /// Counts as a game for the rating tie-breaks.
    fn is_game_rating(&self, r: &Rec) -> bool {
        r.kind == Kind::Played
            || (self.round_robin && self.rules == Rules::C07of2024 && r.is_forfeit())
    }

    /// Counts as an encounter for DE.
    fn is_encounter(&self, r: &Rec) -> bool {
        r.kind == Kind::Played || (self.round_robin && r.is_forfeit())
    }

    /// The contributions of each round to player `p`'s Buchholz or (with `sb`) Sonneborn-Berger,
    /// in quarter-points for SB and half-points for BH, with the key for the cut and whether the
    /// round is voluntary unplayed.
    fn contributions(&self, p: usize, sb: bool) -> Vec<Contribution> {
        let own = self.score[p];
        let mut out = Vec::new();
        for r in &self.recs[p] {
            let opp_value = match (r.kind, r.opp) {
                (Kind::Pending, _) | (Kind::Bye(ByeKind::Rest), _) => continue,
                (Kind::Played, Some(o)) => self.opp_score(o),
                (_, Some(o)) if self.round_robin => self.opp_score(o),
                // A round-robin round without an opponent counts for nothing (15.2).
                (_, None) if self.round_robin => continue,
                (_, o) => {
                    // The dummy (16.4): the player's own score, capped since 2026.
                    match (self.rules, o) {
                        (Rules::C07of2024, _) => own,
                        (Rules::C07of2026, Some(o)) => own.min(self.adjusted[o]),
                        (Rules::C07of2026, None) => own.min(DRAW * self.rounds),
                    }
                }
            };
            let value = if sb {
                opp_value as i64 * r.pts as i64
            } else {
                opp_value as i64
            };
            out.push(Contribution {
                value,
                key: opp_value as i64,
                vur: !self.round_robin && r.is_vur(),
            });
        }
        out
    }

    fn opp_score(&self, o: usize) -> Half {
        if self.round_robin {
            self.score[o]
        } else {
            self.adjusted[o]
        }
    }

    /// The value of tie-break `tb` for player `p` (not for DE, which depends on the group).
    /// `None` when it cannot be computed (no rated opponents).
    pub fn value(&self, tb: TieBreak, p: usize) -> Option<f64> {
        let recs = &self.recs[p];
        let count = |f: &dyn Fn(&Rec) -> bool| Some(recs.iter().filter(|r| f(r)).count() as f64);
        match tb {
            DirectEncounter => None,
            Wins => count(&|r| r.pts == WIN),
            GamesWon => count(&|r| self.is_game_b(r) && r.pts == WIN),
            BlackGames => count(&|r| self.is_game_b(r) && !r.white),
            BlackWins => count(&|r| self.is_game_b(r) && !r.white && r.pts == WIN),
            // Round-robin forfeits are games (15.2), except, since 2026, forfeit losses.
            ElectedToPlay => count(&|r| {
                !r.is_vur()
                    || (self.round_robin && self.rules == Rules::C07of2024 && r.is_forfeit())
            }),
            Progressive => {
                let mut run = 0;
                let mut sum = 0;
                for r in recs {
                    run += r.pts;
                    sum += run;
                }
                Some(sum as f64 / 2.0)
            }
            Buchholz | BuchholzCut1 | BuchholzMedian1 => {
                let c = self.contributions(p, false);
                let (low, high) = match tb {
                    BuchholzCut1 => (1, 0),
                    BuchholzMedian1 => (1, 1),
                    _ => (0, 0),
                };
                Some(cut(c, low, high, false) as f64 / 2.0)
            }
            SonnebornBerger | SonnebornBergerCut1 => {
                let c = self.contributions(p, true);
                let low = usize::from(tb == SonnebornBergerCut1);
                Some(cut(c, low, 0, true) as f64 / 4.0)
            }
            Koya => {
                // Half the maximum score: the rounds a player can play (a round-robin's odd
                // field rests once) times a win, halved.
                let limit = self.max_games() * WIN; // compare score·2 ≥ max, all in half-points
                Some(
                    recs.iter()
                        .filter(|r| {
                            r.opp.is_some_and(|o| self.score[o] * 2 >= limit)
                                && r.kind != Kind::Pending
                        })
                        .map(|r| r.pts)
                        .sum::<Half>() as f64
                        / 2.0,
                )
            }
            AverageRating => {
                let rs = self.rated_games(p);
                (!rs.is_empty()).then(|| {
                    rating::round_div(rs.iter().map(|g| g.0 as i64).sum(), rs.len() as i64) as f64
                })
            }
            Performance => {
                let rs = self.rated_games(p);
                if rs.is_empty() {
                    return None;
                }
                let aro = rating::round_div(rs.iter().map(|g| g.0 as i64).sum(), rs.len() as i64);
                let pts: u32 = rs.iter().map(|g| g.1).sum();
                rating::dp(pts, rs.len() as u32).map(|d| (aro + d as i64) as f64)
            }
        }
    }

    /// `(opponent rating, half-points)` for player `p`'s rated games (rating tie-breaks and the
    /// rating report).
    pub fn rated_games(&self, p: usize) -> Vec<(u32, Half)> {
        self.recs[p]
            .iter()
            .filter(|r| self.is_game_rating(r))
            .filter_map(|r| r.opp.and_then(|o| self.ratings[o]).map(|rt| (rt, r.pts)))
            .collect()
    }

    /// Direct encounter within `group` (player indices): the ordered subgroups, ties kept
    /// together, and each player's DE score (points against the group, repeated meetings
    /// averaged).
    pub fn direct_encounter(&self, group: &[usize]) -> (Vec<Vec<usize>>, Vec<(usize, f64)>) {
        let scores = self.de_scores(group);
        let mut out = Vec::new();
        self.de_split(group, &mut out);
        (
            out,
            group
                .iter()
                .copied()
                .zip(scores.iter().map(|s| s.0))
                .collect(),
        )
    }

    /// For each member: (DE score, number of members not met).
    fn de_scores(&self, group: &[usize]) -> Vec<(f64, usize)> {
        group
            .iter()
            .map(|&p| {
                let mut total = 0.0;
                let mut unmet = 0;
                for &q in group.iter().filter(|&&q| q != p) {
                    let games: Vec<Half> = self.recs[p]
                        .iter()
                        .filter(|r| r.opp == Some(q) && self.is_encounter(r))
                        .map(|r| r.pts)
                        .collect();
                    if games.is_empty() {
                        unmet += 1;
                    } else {
                        total += games.iter().sum::<Half>() as f64 / 2.0 / games.len() as f64;
                    }
                }
                (total, unmet)
            })
            .collect()
    }

    fn de_split(&self, group: &[usize], out: &mut Vec<Vec<usize>>) {
        if group.len() < 2 {
            out.push(group.to_vec());
            return;
        }
        let s = self.de_scores(group);
        let mut order: Vec<usize> = (0..group.len()).collect();
        order.sort_by(|&a, &b| s[b].0.total_cmp(&s[a].0));
        let all_met = s.iter().all(|x| x.1 == 0);
        let mut parts: Vec<Vec<usize>> = Vec::new();
        if all_met {
            for &i in &order {
                match parts.last_mut() {
                    Some(last) if s[*last.first().unwrap_or(&i)].0 == s[i].0 => last.push(i),
                    _ => parts.push(vec![i]),
                }
            }
        } else {
            // 6.3: a player ranks ahead only if no missing game could catch him up.
            let mut rest = order.clone();
            while let Some((&top, others)) = rest.split_first() {
                let best_other = others
                    .iter()
                    .map(|&o| s[o].0 + s[o].1 as f64 * (WIN as f64 / 2.0))
                    .fold(f64::NEG_INFINITY, f64::max);
                if others.is_empty() || s[top].0 > best_other {
                    parts.push(vec![top]);
                    rest.remove(0);
                } else {
                    parts.push(rest.clone());
                    break;
                }
            }
        }
        for part in parts {
            let members: Vec<usize> = part.iter().map(|&i| group[i]).collect();
            if members.len() > 1 && members.len() < group.len() {
                self.de_split(&members, out);
            } else {
                out.push(members);
            }
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Contribution {
    value: i64,
    /// What "least significant" compares: the opponent's score (for SB), or the value.
    key: i64,
    vur: bool,
}

/// Sums `c` after `low` low cuts and `high` high cuts (14.1-14.4 with 16.5: a low cut takes the
/// lowest voluntary unplayed round instead of the least significant value, unless that is
/// lower — for SB, the larger of the two is cut).
fn cut(mut c: Vec<Contribution>, low: usize, high: usize, sb: bool) -> i64 {
    for _ in 0..low {
        if c.is_empty() {
            break;
        }
        let lsv = least(&c, sb);
        let vur = c
            .iter()
            .enumerate()
            .filter(|(_, x)| x.vur)
            .min_by_key(|(_, x)| x.value)
            .map(|(i, _)| i);
        let i = match vur {
            Some(v) if c[v].value >= c[lsv].value => v,
            _ => lsv,
        };
        c.remove(i);
    }
    for _ in 0..high {
        let Some(i) = c
            .iter()
            .enumerate()
            .max_by_key(|(_, x)| significance(x, sb))
            .map(|(i, _)| i)
        else {
            break;
        };
        c.remove(i);
    }
    c.iter().map(|x| x.value).sum()
}

/// How significant a contribution is (14.1): for SB the opponent's score, then the product;
/// otherwise the value itself.
fn significance(x: &Contribution, sb: bool) -> (i64, i64) {
    if sb { (x.key, x.value) } else { (x.value, 0) }
}

fn least(c: &[Contribution], sb: bool) -> usize {
    c.iter()
        .enumerate()
        .min_by_key(|(_, x)| significance(x, sb))
        .map_or(0, |(i, _)| i)
}

#[cfg(test)]
mod tests {
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
            assert_eq!(TieBreak::parse(t.code()), Some(t));
        }
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

    /// A double round-robin of three: everyone plays 4 games and rests twice, and finishes on
    /// 2 of 4, exactly half: each one's Koya counts every game.
    #[test]
    fn koya_limit_counts_the_games_a_player_can_have() {
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
        let t = Table::from_recs(recs, vec![None; 3], true, Rules::C07of2026);
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
}
