//! The hall network's domain (docs/access.md): access codes and their roles, and what the hall
//! sends (a player's report of his result, the opponent's answer) with the status it reaches.
//! Pure: the random bytes a code is made of come from the caller.

use std::fmt;

use sha2::{Digest, Sha256};

use super::{AccessId, Board, GameResult, IncomingId, PlayerId, RoundNo, TournamentId};

/// The symbols of a code: Crockford's base 32 (no `I L O U`).
const SYMBOLS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Symbols in a code: 10, 50 random bits.
pub const CODE_LEN: usize = 10;

/// An access code as typed: 10 symbols, upper case, without the dash. Its `Debug` never shows
/// it (a code is a secret: it is shown once, when made).
#[derive(Clone, PartialEq, Eq)]
pub struct Code(String);

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Code(..)")
    }
}

impl Code {
    /// The code made of 50 of `random`'s bits.
    pub fn from_random(random: [u8; 8]) -> Code {
        let mut n = u64::from_le_bytes(random);
        let mut s = String::with_capacity(CODE_LEN);
        for _ in 0..CODE_LEN {
            s.push(char::from(SYMBOLS[(n & 31) as usize]));
            n >>= 5;
        }
        Code(s)
    }

    /// Reads a code as a person types it: case-blind, dashes and spaces ignored, `I L` read as
    /// `1` and `O` as `0`; `None` unless exactly 10 symbols remain.
    pub fn parse(text: &str) -> Option<Code> {
        let mut s = String::with_capacity(CODE_LEN);
        for c in text.chars() {
            let c = match c.to_ascii_uppercase() {
                '-' | ' ' => continue,
                'I' | 'L' => '1',
                'O' => '0',
                c => c,
            };
            if !c.is_ascii() || !SYMBOLS.contains(&(c as u8)) || s.len() == CODE_LEN {
                return None;
            }
            s.push(c);
        }
        (s.len() == CODE_LEN).then_some(Code(s))
    }

    /// As printed and shown: `XXXXX-XXXXX`.
    pub fn shown(&self) -> String {
        let (a, b) = self.0.split_at(CODE_LEN / 2);
        format!("{a}-{b}")
    }

    /// SHA-256 of `salt` and the code, in hex: what is stored.
    pub fn hash(&self, salt: &[u8; 16]) -> String {
        let mut h = Sha256::new();
        h.update(salt);
        h.update(self.0.as_bytes());
        hex(&h.finalize())
    }
}

/// Bytes in lower-case hex.
pub fn hex(bytes: &[u8]) -> String {
    use fmt::Write;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// Exactly `N` bytes written as [`hex`] writes them, back; `None` for anything else.
pub fn unhex<const N: usize>(hex: &str) -> Option<[u8; N]> {
    let mut out = [0u8; N];
    if hex.len() != 2 * N || !hex.is_ascii() {
        return None;
    }
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// Who a code belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// An assistant arbiter: enters results, sees and accepts reports.
    Assistant,
    /// A player: reports his result, answers his opponent's report.
    Player,
}

impl Role {
    /// As stored.
    pub fn code(self) -> &'static str {
        match self {
            Role::Assistant => "assistant",
            Role::Player => "player",
        }
    }

    /// From its stored code.
    pub fn from_code(s: &str) -> Option<Role> {
        match s {
            "assistant" => Some(Role::Assistant),
            "player" => Some(Role::Player),
            _ => None,
        }
    }
}

/// An access code as stored: whose it is and its hash, never the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessCode {
    /// Its id.
    pub id: AccessId,
    /// Its tournament (`None`: an assistant of every tournament).
    pub tournament: Option<TournamentId>,
    /// Whose.
    pub role: Role,
    /// A player's code: the player.
    pub player: Option<PlayerId>,
    /// An assistant's name.
    pub name: String,
    /// The salt, hex.
    pub salt: String,
    /// SHA-256(salt ‖ code), hex.
    pub hash: String,
    /// When made (UTC).
    pub made_at: String,
    /// When revoked.
    pub revoked_at: Option<String>,
    /// Wrong tries aimed at its board, as Orda counted them before issue 52 (a wrong code
    /// says nothing of the code it was aimed at: they are counted per address now).
    pub wrong_tries: u32,
    /// When locked by those wrong tries (before issue 52; the arbiter unlocks it).
    pub locked_at: Option<String>,
}

impl AccessCode {
    /// Neither revoked nor locked.
    pub fn live(&self) -> bool {
        self.revoked_at.is_none() && self.locked_at.is_none()
    }

    /// True when `code` is this one (compared without an early exit).
    pub fn opens(&self, code: &Code) -> bool {
        let Some(salt) = unhex::<16>(&self.salt) else {
            return false;
        };
        let h = code.hash(&salt);
        h.len() == self.hash.len()
            && h.bytes()
                .zip(self.hash.bytes())
                .fold(0u8, |d, (a, b)| d | (a ^ b))
                == 0
    }
}

/// The first live code of `codes` that `code` opens.
pub fn holder<'a>(codes: &'a [AccessCode], code: &Code) -> Option<&'a AccessCode> {
    codes.iter().find(|c| c.live() && c.opens(code))
}

/// The code of `codes` that `code` is, live or not (a live one first), so that its holder can
/// be told the truth: that it works, was revoked, or is locked. Every code is compared, whether
/// one matched or not, so that the time taken says nothing of where or whether it is.
pub fn find<'a>(codes: &'a [AccessCode], code: &Code) -> Option<&'a AccessCode> {
    let (mut live, mut dead) = (None, None);
    for c in codes {
        let opens = c.opens(code);
        if opens && c.live() && live.is_none() {
            live = Some(c);
        } else if opens && dead.is_none() {
            dead = Some(c);
        }
    }
    live.or(dead)
}

/// When players check in (serialised as its stored code).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckIn {
    /// No check-in.
    #[default]
    Off,
    /// Before round 1 only.
    First,
    /// Before each round.
    Each,
}

impl CheckIn {
    /// As stored.
    pub fn code(self) -> &'static str {
        match self {
            CheckIn::Off => "off",
            CheckIn::First => "first",
            CheckIn::Each => "each",
        }
    }

    /// From its stored code (anything else: off).
    pub fn from_code(s: &str) -> CheckIn {
        match s {
            "first" => CheckIn::First,
            "each" => CheckIn::Each,
            _ => CheckIn::Off,
        }
    }
}

/// A tournament's settings for the hall network.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hall {
    /// Players' codes work: they may report results.
    pub reports: bool,
    /// When players check in.
    pub check_in: CheckIn,
    /// A result both players reported alike is entered at once.
    pub accept_confirmed: bool,
    /// A player's live page says why he is paired as he is (docs/swiss.md).
    pub explain: bool,
}

/// What an item of the hall is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A player is here for a round.
    CheckIn,
    /// A board's result, reported by a player and answered by his opponent.
    Result,
    /// A game's score.
    Score,
    /// A bye asked for.
    Bye,
}

impl Kind {
    /// As stored.
    pub fn code(self) -> &'static str {
        match self {
            Kind::CheckIn => "check-in",
            Kind::Result => "result",
            Kind::Score => "score",
            Kind::Bye => "bye",
        }
    }

    /// From its stored code.
    pub fn from_code(s: &str) -> Option<Kind> {
        Some(match s {
            "check-in" => Kind::CheckIn,
            "result" => Kind::Result,
            "score" => Kind::Score,
            "bye" => Kind::Bye,
            _ => return None,
        })
    }
}

/// Where an item stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Sent; the opponent has not answered.
    Waiting,
    /// The opponent said the same.
    Confirmed,
    /// The opponent said otherwise: the arbiter decides.
    Disagreed,
    /// The arbiter (or the tournament's rule for confirmed results) accepted it.
    Accepted,
    /// The arbiter rejected it.
    Rejected,
}

impl Status {
    /// As stored and in the CSV list.
    pub fn code(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Confirmed => "confirmed",
            Status::Disagreed => "disagreed",
            Status::Accepted => "accepted",
            Status::Rejected => "rejected",
        }
    }

    /// From its stored code.
    pub fn from_code(s: &str) -> Option<Status> {
        Some(match s {
            "waiting" => Status::Waiting,
            "confirmed" => Status::Confirmed,
            "disagreed" => Status::Disagreed,
            "accepted" => Status::Accepted,
            "rejected" => Status::Rejected,
            _ => return None,
        })
    }

    /// Not decided yet: waiting for the opponent or the arbiter.
    pub fn open(self) -> bool {
        matches!(
            self,
            Status::Waiting | Status::Confirmed | Status::Disagreed
        )
    }
}

/// A report's body: the result as reported and the opponent's answer, as result codes.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Body {
    /// The result reported (`1-0`, `=`, `0-1`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The opponent's answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<String>,
    /// The game's score as sent from the phone (checked when sent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<String>,
    /// A bye asked for: `half` or `zero`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<String>,
}

/// An item the hall sent, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incoming {
    /// Its id.
    pub id: IncomingId,
    /// Its tournament.
    pub tournament: TournamentId,
    /// The round it is for.
    pub round: RoundNo,
    /// The board (a result, a score).
    pub board: Option<Board>,
    /// What it is.
    pub kind: Kind,
    /// Who sent it.
    pub player: PlayerId,
    /// The code it came with (`None`: the chief arbiter).
    pub from: Option<AccessId>,
    /// What it says.
    pub body: Body,
    /// The opponent's code, when he answered.
    pub confirmed_by: Option<AccessId>,
    /// Where it stands.
    pub status: Status,
    /// When it came (UTC).
    pub at: String,
    /// When the arbiter decided it.
    pub decided_at: Option<String>,
}

impl Incoming {
    /// The result reported.
    pub fn result(&self) -> Option<GameResult> {
        self.body.result.as_deref().and_then(GameResult::parse)
    }

    /// The opponent's answer.
    pub fn answer(&self) -> Option<GameResult> {
        self.body.answer.as_deref().and_then(GameResult::parse)
    }
}

/// The status of a report saying `result` and answered `answer`.
pub fn status_of(result: GameResult, answer: Option<GameResult>) -> Status {
    match answer {
        None => Status::Waiting,
        Some(a) if a == result => Status::Confirmed,
        Some(_) => Status::Disagreed,
    }
}

/// What a player may report: a game's three ordinary results (a forfeit is the arbiter's).
pub fn reportable(r: GameResult) -> bool {
    matches!(
        r,
        GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_a_person_types_it() {
        let c = Code::from_random([0xff, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde]);
        let shown = c.shown();
        assert_eq!(shown.len(), 11);
        assert_eq!(&shown[5..6], "-");
        assert_eq!(Code::parse(&shown), Some(c.clone()));
        assert_eq!(Code::parse(&shown.to_lowercase()), Some(c.clone()));
        assert_eq!(Code::parse(" ilo0o-11111 "), Code::parse("11000-11111"));
        assert_eq!(Code::parse("ABCDE-FGHJ"), None, "nine symbols");
        assert_eq!(Code::parse("ABCDE-FGHJKM"), None, "eleven symbols");
        assert_eq!(Code::parse("ABCDE-FGHJU"), None, "U is not a symbol");
        assert_eq!(Code::parse("АBCDE-FGHJK"), None, "a Cyrillic А is not");
        assert!(!format!("{c:?}").contains(&shown[..5]), "Debug hides it");
    }

    #[test]
    fn fifty_bits_make_the_code() {
        // Bits above the 50th do not change it; each of the 50 does.
        let a = Code::from_random(0u64.to_le_bytes());
        assert_eq!(a.shown(), "00000-00000");
        assert_eq!(Code::from_random((1u64 << 50).to_le_bytes()), a);
        for bit in 0..50 {
            assert_ne!(
                Code::from_random((1u64 << bit).to_le_bytes()),
                a,
                "bit {bit}"
            );
        }
    }

    #[test]
    fn a_stored_code_opens_for_its_code_only() {
        let code = Code::parse("7K2QH-9XW4M").unwrap();
        let salt = [7u8; 16];
        let stored = AccessCode {
            id: AccessId(1),
            tournament: Some(TournamentId(1)),
            role: Role::Player,
            player: Some(PlayerId(3)),
            name: String::new(),
            salt: hex(&salt),
            hash: code.hash(&salt),
            made_at: "2026-11-27T10:00:00Z".into(),
            revoked_at: None,
            wrong_tries: 0,
            locked_at: None,
        };
        assert_eq!(stored.hash.len(), 64);
        assert!(stored.opens(&code));
        assert!(!stored.opens(&Code::parse("7K2QH-9XW4N").unwrap()));
        assert!(holder(std::slice::from_ref(&stored), &code).is_some());
        let revoked = AccessCode {
            revoked_at: Some("2026-11-27T11:00:00Z".into()),
            ..stored.clone()
        };
        assert!(
            holder(&[revoked], &code).is_none(),
            "a revoked code opens nothing"
        );
        let other_salt = AccessCode {
            salt: hex(&[8u8; 16]),
            ..stored
        };
        assert!(!other_salt.opens(&code), "the salt is part of the hash");
        assert_eq!(unhex::<16>(&hex(&salt)), Some(salt));
        assert_eq!(unhex::<2>("0aff"), Some([10, 255]));
        assert_eq!(unhex::<2>("0af"), None, "too short");
        assert_eq!(unhex::<2>("0aF g"), None, "not hex");
    }

    #[test]
    fn an_answer_confirms_or_disagrees() {
        use GameResult::*;
        assert_eq!(status_of(WhiteWins, None), Status::Waiting);
        assert_eq!(status_of(WhiteWins, Some(WhiteWins)), Status::Confirmed);
        assert_eq!(status_of(WhiteWins, Some(Draw)), Status::Disagreed);
        assert!(reportable(Draw) && !reportable(WhiteByForfeit));
        assert!(Status::Disagreed.open() && !Status::Accepted.open());
    }
}
