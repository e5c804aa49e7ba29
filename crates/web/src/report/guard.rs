//! What bounds guessing codes, and forms sent with a right one (docs/access.md, "Guessing"):
//!
//! - wrong codes per network ([`WRONG_PER_MINUTE`] a minute, then its forms are answered 429
//!   until its minute has passed, whatever code they carry);
//! - wrong codes across the hall ([`HALL_WRONG_PER_MINUTE`] a minute, then every network that
//!   sent a wrong one in that minute is answered so; the others are still checked);
//! - forms per code ([`FORMS_PER_MINUTE`] a minute), never per address: a hall behind one
//!   router sends every player's report from one address;
//! - a device that used a code rightly carries a cookie for it, and is checked even while its
//!   network is limited (a player on the hall's Wi-Fi while someone on it guesses): a guess
//!   with that cookie is answered as a limited network is, whether it is right or wrong.
//!
//! A wrong code counts against nothing but the network it came from and the hall: it says
//! nothing of the code it was aimed at, so no code is locked by it.

use std::time::Duration;

use super::limit::PerMinute;
use crate::peer::Net;
use orda_core::tournament::AccessId;

/// Wrong codes from one network in a minute before its forms are answered 429.
pub const WRONG_PER_MINUTE: usize = 10;
/// Wrong codes from the whole hall in a minute before every network that sent one is answered
/// 429.
pub const HALL_WRONG_PER_MINUTE: usize = 100;
/// Forms sent with one code in a minute before it is answered 429 (an assistant entering a
/// round's results sends one every few seconds).
pub const FORMS_PER_MINUTE: usize = 30;

/// The counts.
pub(super) struct Guard {
    wrong: PerMinute<Net>,
    hall: PerMinute<()>,
    forms: PerMinute<AccessId>,
}

/// A limit reached by a wrong code just counted: one line of the journal each time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reached {
    /// Its network's.
    Network,
    /// The hall's.
    Hall,
}

impl Guard {
    pub(super) fn new() -> Guard {
        Guard {
            wrong: PerMinute::new(WRONG_PER_MINUTE),
            hall: PerMinute::new(HALL_WRONG_PER_MINUTE),
            forms: PerMinute::new(FORMS_PER_MINUTE),
        }
    }

    /// How long forms from `net` are not checked, if they are not now: its network had its
    /// wrong codes for the minute, or the hall had its and this network sent any.
    pub(super) fn limited(&mut self, net: Net) -> Option<Duration> {
        if self.wrong.full(net) {
            return Some(self.wrong.wait(net));
        }
        if self.hall.full(()) && self.wrong.any(net) {
            let wait = self.wrong.wait_all(net).min(self.hall.wait(()));
            return Some(wait);
        }
        None
    }

    /// Counts a wrong code from `net`; the limit it reached, if it reached one now.
    pub(super) fn wrong(&mut self, net: Net) -> Option<Reached> {
        let (was_full, hall_was_full) = (self.wrong.full(net), self.hall.full(()));
        self.wrong.count(net);
        self.hall.count(());
        if !hall_was_full && self.hall.full(()) {
            Some(Reached::Hall)
        } else if !was_full && self.wrong.full(net) {
            Some(Reached::Network)
        } else {
            None
        }
    }

    /// Counts a form sent with code `id`; how long it must wait when it had its forms for the
    /// minute (the form is then not sent).
    pub(super) fn form(&mut self, id: AccessId) -> Option<Duration> {
        if self.forms.full(id) {
            return Some(self.forms.wait(id));
        }
        self.forms.count(id);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::IpAddr;

    fn net(n: u8) -> Net {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn a_network_is_limited_at_its_tenth_wrong_code_and_the_others_go_on() {
        let mut g = Guard::new();
        for i in 1..WRONG_PER_MINUTE {
            assert_eq!(g.wrong(net(1)), None, "{i}");
            assert_eq!(g.limited(net(1)), None);
        }
        assert_eq!(g.wrong(net(1)), Some(Reached::Network));
        let wait = g.limited(net(1)).expect("limited");
        assert!(wait > Duration::from_secs(58), "{wait:?}");
        // Once: the line of the journal is not written again for each later try.
        assert_eq!(g.wrong(net(1)), None);
        assert_eq!(g.limited(net(2)), None);
    }

    #[test]
    fn the_hall_s_limit_holds_back_only_the_networks_that_sent_wrong_codes() {
        let mut g = Guard::new();
        let mut reached = Vec::new();
        // 100 wrong codes from 20 networks, 5 each: none reaches its own limit.
        for k in 0..20u8 {
            for _ in 0..5 {
                reached.extend(g.wrong(net(k)));
            }
        }
        assert_eq!(reached, [Reached::Hall]);
        assert!(g.limited(net(3)).is_some());
        // A network that sent none is still checked; its first wrong code holds it back too.
        assert_eq!(g.limited(net(200)), None);
        assert_eq!(g.wrong(net(200)), None);
        assert!(g.limited(net(200)).is_some());
    }

    #[test]
    fn forms_are_counted_per_code() {
        let mut g = Guard::new();
        for _ in 0..FORMS_PER_MINUTE {
            assert_eq!(g.form(AccessId(1)), None);
        }
        assert!(g.form(AccessId(1)).is_some());
        assert_eq!(g.form(AccessId(2)), None);
    }
}
