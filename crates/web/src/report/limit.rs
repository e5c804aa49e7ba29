//! Counts per address over the last minute (wrong codes, forms sent), bounded in memory.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Addresses remembered at most by each count (beyond, the count starts again: bounded).
const ADDRESSES_MAX: usize = 65_536;

/// Events per address in the last minute, for a limit of `most` (an IPv6 address counts by its
/// /64 network: one phone may use many addresses of its own network).
#[derive(Default)]
pub(super) struct PerMinute {
    most: usize,
    seen: HashMap<IpAddr, VecDeque<Instant>>,
}

impl PerMinute {
    pub(super) fn new(most: usize) -> PerMinute {
        PerMinute {
            most,
            seen: HashMap::new(),
        }
    }

    fn key(ip: IpAddr) -> IpAddr {
        match ip {
            IpAddr::V6(v6) => {
                let s = v6.segments();
                IpAddr::from([s[0], s[1], s[2], s[3], 0, 0, 0, 0])
            }
            v4 => v4,
        }
    }

    /// True when `ip` has had its `most` for this minute.
    pub(super) fn full(&mut self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let Some(q) = self.seen.get_mut(&Self::key(ip)) else {
            return false;
        };
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) > Duration::from_secs(60))
        {
            q.pop_front();
        }
        q.len() >= self.most
    }

    pub(super) fn count(&mut self, ip: IpAddr) {
        let key = Self::key(ip);
        if self.seen.len() >= ADDRESSES_MAX && !self.seen.contains_key(&key) {
            let now = Instant::now();
            self.seen.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) <= Duration::from_secs(60))
            });
            if self.seen.len() >= ADDRESSES_MAX {
                self.seen.clear();
            }
        }
        self.seen.entry(key).or_default().push_back(Instant::now());
    }
}
