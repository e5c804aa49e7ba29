//! The server's secrets of a form: the tokens of its pages (`ISSUED.NONCE.MAC`, used once) and
//! the cookie of a device that used a code rightly (`ID.MAC`), both HMAC-SHA-256 under the key
//! drawn when the server starts.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::Desk;
use crate::http::{DEVICE, Route, device_cookie};
use orda_core::tournament::hall::unhex;
use orda_core::tournament::{AccessId, TournamentId};

/// How long a form's token is good for.
pub const TOKEN_LIFE: Duration = Duration::from_secs(4 * 3600);
/// How long a device's cookie is kept (the server's key changes when it starts again: the
/// cookie is then worth nothing, and the next right code gives a new one).
pub const DEVICE_LIFE: Duration = Duration::from_secs(14 * 24 * 3600);
/// Tokens remembered as used at most (older ones expire first; beyond, forms are refused
/// until some expire: a flood never grows memory without bound).
const USED_MAX: usize = 200_000;

/// The value of the device's cookie among a request's cookies (`a=1; orda-device=...`), if any:
/// only its symbols (digits, letters and the dot), at most 80.
pub(crate) fn device_in(cookies: String) -> Option<String> {
    cookies.split(';').find_map(|c| {
        let (name, value) = c.trim().split_once('=')?;
        (name == DEVICE).then(|| {
            value
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '.')
                .take(80)
                .collect()
        })
    })
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

pub(super) fn hex(bytes: &[u8]) -> String {
    orda_core::tournament::hall::hex(bytes)
}

impl Desk {
    /// The device cookie's MAC for code `id` of tournament `t`.
    fn device_mac(&self, t: TournamentId, id: AccessId) -> String {
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&self.key) else {
            return String::new();
        };
        mac.update(DEVICE.as_bytes());
        mac.update(&t.0.to_be_bytes());
        mac.update(&id.0.to_be_bytes());
        hex(&mac.finalize().into_bytes()[..16])
    }

    /// True when `device` (a cookie's value) is this server's for code `id` of `t`.
    pub(super) fn device_knows(&self, device: Option<&str>, t: TournamentId, id: AccessId) -> bool {
        let Some((sent_id, mac)) = device.and_then(|d| d.split_once('.')) else {
            return false;
        };
        let want = self.device_mac(t, id);
        self.key_ok()
            && sent_id == id.0.to_string()
            && want.len() == mac.len()
            && want
                .bytes()
                .zip(mac.bytes())
                .fold(0u8, |d, (a, b)| d | (a ^ b))
                == 0
    }

    /// The `Set-Cookie` that lets this device in with code `id` of `t` while its network is
    /// limited.
    pub(super) fn device_cookie(&self, t: TournamentId, id: AccessId) -> String {
        let value = format!("{}.{}", id.0, self.device_mac(t, id));
        device_cookie(
            &value,
            &Route::Pairings(t, None).path(),
            DEVICE_LIFE.as_secs(),
        )
    }

    pub(super) fn key_ok(&self) -> bool {
        self.key != [0u8; 32]
    }

    fn mac(&self, form: Route, issued: u64, nonce: &[u8; 8]) -> Option<Hmac<Sha256>> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).ok()?;
        mac.update(form.path().as_bytes());
        mac.update(&issued.to_be_bytes());
        mac.update(nonce);
        Some(mac)
    }

    /// A new token for the form at `form`: `ISSUED.NONCE.MAC`, hex.
    pub(super) fn token(&self, form: Route) -> String {
        let mut nonce = [0u8; 8];
        let _ = getrandom::fill(&mut nonce);
        let issued = now_secs();
        let mac = self
            .mac(form, issued, &nonce)
            .map(|m| hex(&m.finalize().into_bytes()))
            .unwrap_or_default();
        format!("{issued:x}.{}.{mac}", hex(&nonce))
    }

    /// True, once, for a token made for the form at `form` within its life.
    pub(super) fn spend(&mut self, form: Route, token: &str) -> bool {
        let mut parts = token.split('.');
        let (Some(issued), Some(nonce), Some(mac), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return false;
        };
        let Ok(issued) = u64::from_str_radix(issued, 16) else {
            return false;
        };
        let (Some(n), Some(sent)) = (unhex::<8>(nonce), unhex::<32>(mac)) else {
            return false;
        };
        let Some(want) = self.mac(form, issued, &n) else {
            return false;
        };
        let now = now_secs();
        let expires = issued.saturating_add(TOKEN_LIFE.as_secs());
        if !self.key_ok() || want.verify_slice(&sent).is_err() || now > expires || issued > now + 60
        {
            return false;
        }
        if self.used.len() >= USED_MAX {
            self.used.retain(|_, e| *e >= now);
            if self.used.len() >= USED_MAX {
                return false;
            }
        }
        self.used.insert(n, expires).is_none()
    }
}
