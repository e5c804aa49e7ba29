//! Counts over the last minute (wrong codes per network and across the hall, forms per code),
//! bounded in memory: each key keeps the times of its last `most` events at most (enough to
//! tell whether it had `most` in the minute, and when the oldest of them leaves it), and at
//! most [`KEYS_MAX`] keys are remembered (beyond, those with nothing in the minute are
//! forgotten, then the half whose last event is oldest: never every key at once).

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::time::{Duration, Instant};

/// Keys remembered at most by each count.
const KEYS_MAX: usize = 65_536;

/// The minute the counts look back on.
pub(super) const MINUTE: Duration = Duration::from_secs(60);

/// Events per key in the last minute, for a limit of `most`.
pub(super) struct PerMinute<K> {
    most: usize,
    /// Keys remembered at most ([`KEYS_MAX`]).
    keys: usize,
    seen: HashMap<K, VecDeque<Instant>>,
}

impl<K: Hash + Eq + Copy> PerMinute<K> {
    pub(super) fn new(most: usize) -> PerMinute<K> {
        PerMinute {
            most: most.max(1),
            keys: KEYS_MAX,
            seen: HashMap::new(),
        }
    }

    fn recent(&mut self, key: K, now: Instant) -> Option<&VecDeque<Instant>> {
        let q = self.seen.get_mut(&key)?;
        while q.front().is_some_and(|t| now.duration_since(*t) >= MINUTE) {
            q.pop_front();
        }
        if q.is_empty() {
            self.seen.remove(&key);
            return None;
        }
        self.seen.get(&key)
    }

    /// True when `key` has had its `most` in the last minute.
    pub(super) fn full(&mut self, key: K) -> bool {
        let most = self.most;
        self.recent(key, Instant::now())
            .is_some_and(|q| q.len() >= most)
    }

    /// True when `key` had any event in the last minute.
    pub(super) fn any(&mut self, key: K) -> bool {
        self.recent(key, Instant::now()).is_some()
    }

    /// How long until `key` is no longer full (zero when it is not).
    pub(super) fn wait(&mut self, key: K) -> Duration {
        let (now, most) = (Instant::now(), self.most);
        match self.recent(key, now) {
            Some(q) if q.len() >= most => q.get(q.len() - most).map_or(Duration::ZERO, |t| {
                MINUTE.saturating_sub(now.duration_since(*t))
            }),
            _ => Duration::ZERO,
        }
    }

    /// How long until every event of `key` has left the minute.
    pub(super) fn wait_all(&mut self, key: K) -> Duration {
        let now = Instant::now();
        self.recent(key, now)
            .and_then(|q| q.back())
            .map_or(Duration::ZERO, |t| {
                MINUTE.saturating_sub(now.duration_since(*t))
            })
    }

    /// Counts one event of `key`; the number it has in the minute now.
    pub(super) fn count(&mut self, key: K) -> usize {
        let now = Instant::now();
        if self.seen.len() >= self.keys && !self.seen.contains_key(&key) {
            self.seen
                .retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < MINUTE));
            if self.seen.len() >= self.keys {
                // The half whose last event is oldest goes; the newest (a limit being kept) stay.
                let mut lasts: Vec<Instant> = self
                    .seen
                    .values()
                    .filter_map(|q| q.back().copied())
                    .collect();
                let mid = lasts.len() / 2;
                lasts.select_nth_unstable(mid);
                let cut = lasts[mid];
                self.seen.retain(|_, q| q.back().is_some_and(|t| *t >= cut));
            }
        }
        let most = self.most;
        let q = self.seen.entry(key).or_default();
        while q.front().is_some_and(|t| now.duration_since(*t) >= MINUTE) {
            q.pop_front();
        }
        q.push_back(now);
        // Only the last `most` matter: a flood keeps its count, not its every time.
        while q.len() > most {
            q.pop_front();
        }
        q.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_full_at_its_most_and_keeps_no_more_than_that() {
        let mut c = PerMinute::new(3);
        assert!(!c.full(1) && !c.any(1));
        assert_eq!(c.count(1), 1);
        assert!(c.any(1) && !c.full(1));
        assert_eq!(c.wait(1), Duration::ZERO);
        c.count(1);
        assert_eq!(c.count(1), 3);
        assert!(c.full(1) && !c.full(2));
        // A flood keeps three times, however long it goes on.
        for _ in 0..1000 {
            c.count(1);
        }
        assert_eq!(c.seen[&1].len(), 3);
        let wait = c.wait(1);
        assert!(wait > Duration::from_secs(59) && wait <= MINUTE, "{wait:?}");
        assert!(c.wait_all(1) <= MINUTE);
    }

    #[test]
    fn a_full_count_forgets_its_oldest_half_never_a_limit_just_reached() {
        let mut c = PerMinute::new(2);
        c.keys = 8;
        for k in 0..8u32 {
            c.count(k);
            std::thread::sleep(Duration::from_millis(2));
        }
        // Key 7 is limited now; 8 keys are remembered, all in the minute.
        c.count(7);
        assert!(c.full(7));
        c.count(100);
        assert!(c.seen.len() <= 5, "{}", c.seen.len());
        assert!(c.full(7), "the newest kept their counts");
        assert!(!c.any(0), "the oldest went");
        assert!(c.any(100));
    }
}
