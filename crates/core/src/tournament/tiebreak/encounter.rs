//! Direct encounter (art. 6): the players still tied ordered by their games among themselves,
//! a player ranking ahead only if no missing game could catch him up (6.3).

use super::super::Half;
use super::{Table, WIN};

impl Table {
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

    /// True when every member of `group` has met every other (art. 6.2: DE orders them all).
    pub fn de_all_met(&self, group: &[usize]) -> bool {
        self.de_scores(group).iter().all(|s| s.1 == 0)
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
