//! The secrets of a form: the tokens of its pages (`ISSUED.NONCE.MAC`, used once, an HMAC-SHA-256
//! under the key drawn when the server starts) and the cookie of a device that used a code
//! rightly (`ID.MAC`, an HMAC-SHA-256 under what the file keeps of that code).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::Desk;
use crate::http::{DEVICE, Route, device_cookie};
use orda_core::tournament::TournamentId;
use orda_core::tournament::hall::{AccessCode, unhex};

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

/// A form's token found good, not used yet.
pub(super) struct Token {
    nonce: [u8; 8],
    expires: u64,
}

/// The device cookie's MAC for `code` of tournament `t`: keyed by what the file keeps of the code
/// (its salt and hash, never shown), so that it outlives the server's start and dies with the
/// code (a card made again has another).
fn device_mac(t: TournamentId, code: &AccessCode) -> String {
    let (Some(salt), Some(hash)) = (unhex::<16>(&code.salt), unhex::<32>(&code.hash)) else {
        return String::new();
    };
    let mut key = [0u8; 48];
    key[..16].copy_from_slice(&salt);
    key[16..].copy_from_slice(&hash);
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&key) else {
        return String::new();
    };
    mac.update(DEVICE.as_bytes());
    mac.update(&t.0.to_be_bytes());
    mac.update(&code.id.0.to_be_bytes());
    hex(&mac.finalize().into_bytes()[..16])
}

/// True when `device` (a cookie's value) is the one of `code` of `t`.
pub(super) fn device_knows(device: Option<&str>, t: TournamentId, code: &AccessCode) -> bool {
    let Some((sent_id, mac)) = device.and_then(|d| d.split_once('.')) else {
        return false;
    };
    let want = device_mac(t, code);
    !want.is_empty()
        && sent_id == code.id.0.to_string()
        && want.len() == mac.len()
        && want
            .bytes()
            .zip(mac.bytes())
            .fold(0u8, |d, (a, b)| d | (a ^ b))
            == 0
}

impl Desk {
    /// The `Set-Cookie` that lets this device in with `code` of `t` while its network is
    /// limited.
    pub(super) fn device_cookie(&self, t: TournamentId, code: &AccessCode) -> String {
        let value = format!("{}.{}", code.id.0, device_mac(t, code));
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

    /// The token `token` if it was made for the form at `form`, is within its life and was not
    /// used: its nonce and when it expires. It is used only once [`Desk::record`] says so (a form
    /// refused before its code was found right does not use it: a stream of wrong codes cannot
    /// fill the store of used tokens).
    pub(super) fn check(&self, form: Route, token: &str) -> Option<Token> {
        let mut parts = token.split('.');
        let (Some(issued), Some(nonce), Some(mac), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        let issued = u64::from_str_radix(issued, 16).ok()?;
        let (n, sent) = (unhex::<8>(nonce)?, unhex::<32>(mac)?);
        let want = self.mac(form, issued, &n)?;
        let now = now_secs();
        let expires = issued.saturating_add(TOKEN_LIFE.as_secs());
        let good = self.key_ok()
            && want.verify_slice(&sent).is_ok()
            && now <= expires
            && issued <= now + 60
            && !self.used.contains_key(&n);
        good.then_some(Token { nonce: n, expires })
    }

    /// Uses `token`: true once (false when it was used, or when the store of used tokens is
    /// full of tokens still alive).
    pub(super) fn record(&mut self, token: Token) -> bool {
        if self.used.len() >= USED_MAX {
            let now = now_secs();
            self.used.retain(|_, e| *e >= now);
            if self.used.len() >= USED_MAX {
                return false;
            }
        }
        self.used.insert(token.nonce, token.expires).is_none()
    }
}
