//! What every POST passes first (docs/access.md, "Guessing"): the form's token, the limits on
//! guessing and on forms (`guard.rs`), a code that works in the tournament, said truly when it
//! does not (wrong, revoked, locked).

use std::net::IpAddr;
use std::time::Duration;

use super::guard::{self, Reached};
use super::keys::device_knows;
use super::{Desk, Reply, Sent, Why};
use crate::http::Route;
use crate::peer::network;
use orda_core::app::{self, hall as h};
use orda_core::t;
use orda_core::tournament::TournamentId;
use orda_core::tournament::hall::{AccessCode, Code};
use orda_core::tournament::journal::{Actor, Face};

fn limited_words(seconds: u64) -> String {
    t!("web-report-limited", seconds = seconds)
}

fn busy_words(seconds: u64) -> String {
    t!("web-report-busy", seconds = seconds)
}

/// Whole seconds to wait, at least one.
fn wait_secs(wait: Duration) -> u64 {
    wait.as_secs()
        .saturating_add(u64::from(wait.subsec_nanos() > 0))
        .max(1)
}

impl Desk {
    /// What every POST passes first: the form's own token good and unused (403); a network that
    /// may have its codes checked now (429 while it is limited, unless this device used this
    /// very code rightly before: `guard.rs`; nothing a limited network sends is counted, so the
    /// wait depends on the clock alone and tells a guesser nothing); a code that works in the
    /// tournament (403, saying whether it is wrong, revoked or locked; a wrong one counted
    /// against the network and the hall); a code that has not sent its forms for the minute
    /// (429). Its holder; the token is used then, and the answer carries the device's cookie.
    pub(super) fn admit(
        &mut self,
        form: Route,
        t: TournamentId,
        ip: IpAddr,
        sent: &Sent,
        device: Option<&str>,
    ) -> Result<AccessCode, Reply> {
        let Some(token) = self.check(form, &sent.csrf) else {
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-expired")), sent));
        };
        let net = network(ip);
        let limited = self.guard.limited(net);
        let Some(store) = self.store() else {
            return Err(Reply::Page(503, String::new()));
        };
        let found = match Code::parse(&sent.code) {
            Some(code) => h::find(store, t, &code).map_err(|_| Reply::Page(503, String::new()))?,
            None => None,
        };
        // While the network is limited only a device that used this code rightly before is
        // let in; any other answer is the same whether the code is right or wrong, and nothing
        // is counted.
        let known = found.as_ref().is_some_and(|c| device_knows(device, t, c));
        if let Some(wait) = limited.filter(|_| !known) {
            return Err(self.limited(form, wait, sent));
        }
        let Some(code) = found else {
            if let Some(reached) = self.guard.wrong(net) {
                self.journal_guessing(t, ip, reached);
            }
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-wrong")), sent));
        };
        if code.revoked_at.is_some() {
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-revoked")), sent));
        }
        if code.locked_at.is_some() {
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-locked")), sent));
        }
        if let Some(wait) = self.guard.form(code.id) {
            let reply = self.refuse(form, 429, Why::Wait(wait_secs(wait), busy_words), sent);
            self.retry_after = Some(wait_secs(wait));
            return Err(reply);
        }
        if !self.record(token) {
            return Err(self.refuse(form, 403, Why::Said(|| t!("web-report-expired")), sent));
        }
        self.cookie = Some(self.device_cookie(t, &code));
        Ok(code)
    }

    /// A limited network's answer: 429, how long to wait.
    fn limited(&mut self, form: Route, wait: Duration, sent: &Sent) -> Reply {
        let secs = wait_secs(wait);
        self.retry_after = Some(secs);
        self.refuse(form, 429, Why::Wait(secs, limited_words), sent)
    }

    /// A line of the journal: wrong codes from `ip` reached its network's limit, or the hall's.
    fn journal_guessing(&mut self, t: TournamentId, ip: IpAddr, reached: Reached) {
        let (tries, hall) = match reached {
            Reached::Network => (guard::WRONG_PER_MINUTE, false),
            Reached::Hall => (guard::HALL_WRONG_PER_MINUTE, true),
        };
        if let Some(store) = self.store() {
            store.act_as(Actor {
                who: ip.to_string(),
                face: Face::Web,
            });
            let tries = u32::try_from(tries).unwrap_or(u32::MAX);
            let _ = app::run(store, h::WrongCodes { t, tries, hall });
        }
    }
}
