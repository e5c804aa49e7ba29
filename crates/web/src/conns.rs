//! The connections the server holds, by the network each comes from ([`crate::peer::network`]),
//! so that a server whose every slot is taken still lets a newcomer in: the network holding the
//! most connections gives one up, the one idle longest (a request in flight is the last
//! choice). Two hosts holding every slot with idle connections then lose them one by one to
//! the hall's phones, whose few connections are never the most; one address alone (a hall
//! behind one router) may hold every slot while nobody else asks for one.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use tokio::sync::Notify;

use crate::peer::{Net, network};

/// Every connection held, by network.
pub(crate) struct Conns {
    inner: Mutex<Inner>,
    start: Instant,
}

#[derive(Default)]
struct Inner {
    by: HashMap<Net, HashMap<u64, Arc<Conn>>>,
    next: u64,
}

/// One connection: when it last began or ended a request, how many it has in flight, and the
/// signal that it must give its slot up.
pub(crate) struct Conn {
    id: u64,
    net: Net,
    ip: IpAddr,
    last: AtomicU64,
    busy: AtomicUsize,
    kill: Notify,
    start: Instant,
}

impl Conn {
    fn now(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// The address it comes from.
    pub(crate) fn ip(&self) -> IpAddr {
        self.ip
    }

    /// A request begins on it; it ends when the guard is dropped.
    pub(crate) fn begin(self: &Arc<Self>) -> InFlight {
        self.busy.fetch_add(1, Ordering::Relaxed);
        self.last.store(self.now(), Ordering::Relaxed);
        InFlight(Arc::clone(self))
    }

    /// Returns when the connection must give its slot up.
    pub(crate) async fn given_up(&self) {
        self.kill.notified().await;
    }
}

/// A request in flight on a connection.
pub(crate) struct InFlight(Arc<Conn>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::Relaxed);
        self.0.last.store(self.0.now(), Ordering::Relaxed);
    }
}

/// A connection counted as held; dropped, it is not any more.
pub(crate) struct Held {
    conns: Arc<Conns>,
    conn: Arc<Conn>,
}

impl Held {
    pub(crate) fn conn(&self) -> &Arc<Conn> {
        &self.conn
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut inner = self.conns.lock();
        if let Some(of) = inner.by.get_mut(&self.conn.net) {
            of.remove(&self.conn.id);
            if of.is_empty() {
                inner.by.remove(&self.conn.net);
            }
        }
    }
}

impl Conns {
    pub(crate) fn new() -> Arc<Conns> {
        Arc::new(Conns {
            inner: Mutex::new(Inner::default()),
            start: Instant::now(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts a new connection from `ip`.
    pub(crate) fn enter(self: &Arc<Self>, ip: IpAddr) -> Held {
        let mut inner = self.lock();
        inner.next += 1;
        let conn = Arc::new(Conn {
            id: inner.next,
            net: network(ip),
            ip,
            last: AtomicU64::new(0),
            busy: AtomicUsize::new(0),
            kill: Notify::new(),
            start: self.start,
        });
        conn.last.store(conn.now(), Ordering::Relaxed);
        inner
            .by
            .entry(conn.net)
            .or_default()
            .insert(conn.id, Arc::clone(&conn));
        Held {
            conns: Arc::clone(self),
            conn,
        }
    }

    /// Every slot is taken and a connection from `ip` asks for one: the network holding the most
    /// gives one up (its connection idle longest, else the one whose request began longest
    /// ago), which is no longer counted from now on. False when nothing is held.
    pub(crate) fn give_way(&self, _ip: IpAddr) -> bool {
        let mut inner = self.lock();
        let Some(net) = inner
            .by
            .iter()
            .max_by_key(|(_, of)| of.len())
            .map(|(net, _)| *net)
        else {
            return false;
        };
        let Some(of) = inner.by.get_mut(&net) else {
            return false;
        };
        let victim = of
            .values()
            .min_by_key(|c| {
                (
                    c.busy.load(Ordering::Relaxed) > 0,
                    c.last.load(Ordering::Relaxed),
                )
            })
            .map(Arc::clone);
        let Some(victim) = victim else {
            return false;
        };
        of.remove(&victim.id);
        if of.is_empty() {
            inner.by.remove(&net);
        }
        drop(inner);
        victim.kill.notify_one();
        true
    }

    /// Connections counted from `ip`'s network now.
    #[cfg(test)]
    fn from(&self, ip: IpAddr) -> usize {
        self.lock().by.get(&network(ip)).map_or(0, HashMap::len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn the_network_holding_the_most_gives_way_its_idlest_first() {
        let conns = Conns::new();
        let hog: Vec<Held> = (0..5).map(|_| conns.enter(ip(1))).collect();
        let phone = conns.enter(ip(2));
        // The hog's third has a request in flight; the others are idle, the first idle longest.
        let _busy = hog[2].conn().begin();
        std::thread::sleep(std::time::Duration::from_millis(5));
        for h in &hog[1..] {
            if !Arc::ptr_eq(h.conn(), hog[2].conn()) {
                drop(h.conn().begin());
            }
        }
        assert!(conns.give_way(ip(3)));
        assert_eq!(conns.from(ip(1)), 4);
        assert_eq!(conns.from(ip(2)), 1, "the phone keeps its connection");
        // The first was told, and no other.
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        let told = |h: &Held| {
            rt.block_on(async {
                tokio::time::timeout(std::time::Duration::from_millis(20), h.conn().given_up())
                    .await
                    .is_ok()
            })
        };
        assert!(told(&hog[0]));
        assert!(!told(&hog[1]));
        // Given way down to the phone's count, the hog's busy connection goes last.
        for _ in 0..3 {
            assert!(conns.give_way(ip(3)));
        }
        assert_eq!(conns.from(ip(1)), 1);
        assert!(!told(&hog[2]), "the request in flight was the last choice");
        drop(phone);
        drop(hog);
        assert_eq!(conns.from(ip(1)), 0);
        assert!(!conns.give_way(ip(3)), "nothing held: nothing to give");
    }
}
