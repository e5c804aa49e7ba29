//! Text from files: the one decoding function every face uses (bytes in, text and the name of
//! the encoding out), and the character checks shared by the readers and the writers.
//!
//! Order of decisions (docs/files.md): an encoding the user named (`--encoding`) wins; else a
//! byte-order mark (UTF-8, UTF-16 LE, UTF-16 BE); else the bytes are valid UTF-8; else
//! chardetng guesses a legacy encoding (Windows-1251 for a Russian/Kazakh Excel file,
//! Windows-1252 for a Swiss-Manager TRF). The BOM never reaches the text. Bytes the chosen
//! encoding cannot decode refuse the whole file, naming the line: no U+FFFD is ever stored.

use encoding_rs::Encoding;

/// A decoded file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The text, without its byte-order mark.
    pub text: String,
    /// The encoding's name as encoding_rs spells it (`UTF-8`, `UTF-16LE`, `windows-1251`).
    pub encoding: &'static str,
    /// How the encoding was chosen.
    pub how: How,
}

/// How the encoding was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// The user named it.
    Named,
    /// The file's byte-order mark.
    Bom,
    /// The bytes are valid UTF-8 (no BOM).
    Utf8,
    /// Guessed from the bytes (chardetng).
    Guessed,
}

impl Decoded {
    /// True for a plain UTF-8 file (no BOM, nothing named or guessed): the common case, about
    /// which the faces say nothing.
    pub fn is_plain_utf8(&self) -> bool {
        self.how == How::Utf8
    }
}

/// Why a file cannot be decoded (`words::formats::decode_error` says it, with the face's own
/// way to name an encoding).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// The encoding named (`--encoding`) is none that encoding_rs knows.
    Unknown(String),
    /// Bytes the encoding cannot decode.
    Malformed {
        /// 1-based line of the first bad bytes.
        line: usize,
        /// The encoding tried.
        encoding: &'static str,
        /// The line as decoded, the bad bytes shown as U+FFFD.
        text: String,
        /// How the encoding was chosen (named by the user, or not: what to do differs).
        how: How,
    },
    /// NUL bytes without a BOM: UTF-16 without a byte-order mark, or not a text file.
    Nul {
        /// 1-based line of the first NUL.
        line: usize,
    },
}

impl std::error::Error for DecodeError {}

/// The lines of `text` whatever ends them: LF, CRLF or a lone CR (old Macintosh files, some
/// Windows tools; bbpPairings' test suite has such a TRF from a user). Like `str::lines`, a
/// line end at the very end adds no empty line. Every line-based reader reads through this.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let s = rest.filter(|s| !s.is_empty())?;
        match s.find(['\r', '\n']) {
            None => {
                rest = None;
                Some(s)
            }
            Some(i) => {
                let end = if s[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&s[i + end..]);
                Some(&s[..i])
            }
        }
    })
}

/// Decodes a file's bytes: `named` (an encoding label such as `windows-1251`) overrides the
/// detection. See the module doc for the order of decisions.
pub fn decode(bytes: &[u8], named: Option<&str>) -> Result<Decoded, DecodeError> {
    if let Some(label) = named {
        let enc = Encoding::for_label(label.trim().as_bytes())
            .ok_or_else(|| DecodeError::Unknown(label.to_string()))?;
        // A BOM of the named encoding is still not text.
        let body = match Encoding::for_bom(bytes) {
            Some((b, len)) if b == enc => &bytes[len..],
            _ => bytes,
        };
        return finish(enc, body, How::Named);
    }
    if let Some((enc, len)) = Encoding::for_bom(bytes) {
        return finish(enc, &bytes[len..], How::Bom);
    }
    if let Ok(s) = std::str::from_utf8(bytes) {
        if let Some(line) = utf16_without_bom(bytes) {
            return Err(DecodeError::Nul { line });
        }
        return Ok(Decoded {
            text: s.to_string(),
            encoding: encoding_rs::UTF_8.name(),
            how: How::Utf8,
        });
    }
    if let Some(line) = utf16_without_bom(bytes) {
        return Err(DecodeError::Nul { line });
    }
    let mut det = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    det.feed(bytes, true);
    let enc = det.guess(None, chardetng::Utf8Detection::Deny);
    finish(enc, bytes, How::Guessed)
}

/// A NUL in every other byte looks like UTF-16 without its BOM: the 1-based line of the first
/// NUL then (counting `\n` bytes before it, which is right for ASCII-range text).
fn utf16_without_bom(bytes: &[u8]) -> Option<usize> {
    let nuls = bytes.iter().filter(|&&b| b == 0).count();
    if nuls == 0 || nuls * 4 < bytes.len() {
        return None;
    }
    let first = bytes.iter().position(|&b| b == 0).unwrap_or(0);
    Some(bytes[..first].iter().filter(|&&b| b == b'\n').count() + 1)
}

fn finish(enc: &'static Encoding, body: &[u8], how: How) -> Result<Decoded, DecodeError> {
    let (text, had_errors) = enc.decode_without_bom_handling(body);
    if had_errors {
        let at = text.find('\u{fffd}').unwrap_or(0);
        // Lines end with LF, CRLF or a lone CR, as every reader counts them.
        let b = text[..at].as_bytes();
        let ends = b
            .iter()
            .enumerate()
            .filter(|&(i, &c)| c == b'\n' || (c == b'\r' && b.get(i + 1) != Some(&b'\n')))
            .count();
        let line = ends + 1;
        let rest = lines(&text[at..]).next().unwrap_or_default();
        let start = text[..at].rfind(['\n', '\r']).map_or(0, |i| i + 1);
        let shown = format!("{}{rest}", &text[start..at]);
        return Err(DecodeError::Malformed {
            line,
            encoding: enc.name(),
            text: shown,
            how,
        });
    }
    Ok(Decoded {
        text: text.into_owned(),
        encoding: enc.name(),
        how,
    })
}

/// `text` with its lines ended as the platform's own tools expect: CRLF on Windows (Notepad,
/// Swiss-Manager, Excel's text import), LF elsewhere. Every file the faces write goes through
/// it; the readers take either.
pub fn native_endings(text: String) -> String {
    with_endings(text, cfg!(windows))
}

/// `text` with CRLF line ends when `crlf`, else as it is (Orda writes LF).
pub fn with_endings(text: String, crlf: bool) -> String {
    if !crlf {
        return text;
    }
    let mut out = String::with_capacity(text.len() + text.len() / 40);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        out.push_str(line.strip_suffix('\r').unwrap_or(line));
    }
    out
}

/// A character that must not be in a name or any other field read from a file, nor reach an
/// output: C0/C1 control characters (NUL, tab, CR, ...), DEL, the bidi embeddings and
/// overrides U+202A..U+202E and isolates U+2066..U+2069 (they reorder what a reader sees), and
/// U+FFFD (a decoding already lost a character).
pub fn is_forbidden(c: char) -> bool {
    c.is_control()
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
        || c == '\u{fffd}'
}

/// The first forbidden character of `s`, if any.
pub fn forbidden_in(s: &str) -> Option<char> {
    s.chars().find(|&c| is_forbidden(c))
}

/// `s` with every forbidden character shown as `U+XXXX` (for messages: the text as it is, but
/// printable).
pub fn shown(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if is_forbidden(c) {
            out.push_str(&format!("<U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// `s` with every forbidden character replaced by U+FFFD (what the writers print: the spot
/// stays visible, the character does nothing). Borrowed when there is nothing to replace.
pub fn inert(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.chars().any(|c| c != '\u{fffd}' && is_forbidden(c)) {
        return std::borrow::Cow::Borrowed(s);
    }
    std::borrow::Cow::Owned(
        s.chars()
            .map(|c| if is_forbidden(c) { '\u{fffd}' } else { c })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_end_with_lf_crlf_or_a_lone_cr() {
        fn all(t: &str) -> Vec<&str> {
            lines(t).collect()
        }
        assert_eq!(all("a\nb\r\nc\rd"), ["a", "b", "c", "d"]);
        assert_eq!(all("a\r\r"), ["a", ""]);
        assert_eq!(all("a\n"), ["a"]);
        assert_eq!(all("\n\nx"), ["", "", "x"]);
        assert!(all("").is_empty());
        // The same as `str::lines` wherever there is no lone CR.
        for t in ["x\r\ny\n", "\r\n", "p\n\nq", "z"] {
            assert_eq!(all(t), t.lines().collect::<Vec<_>>(), "{t:?}");
        }
    }

    #[test]
    fn files_are_written_with_the_platform_s_line_ends_and_read_back_alike() {
        let lf = "012 Кубок\n001    1\n\nlast".to_string();
        let crlf = with_endings(lf.clone(), true);
        assert_eq!(crlf, "012 Кубок\r\n001    1\r\n\r\nlast");
        // Already CRLF: not doubled.
        assert_eq!(with_endings(crlf.clone(), true), crlf);
        assert_eq!(with_endings(lf.clone(), false), lf);
        assert_eq!(
            native_endings(lf.clone()),
            if cfg!(windows) {
                crlf.clone()
            } else {
                lf.clone()
            }
        );
        // Read back, the lines are the same.
        let d = decode(crlf.as_bytes(), None).unwrap();
        assert_eq!(
            d.text.lines().collect::<Vec<_>>(),
            lf.lines().collect::<Vec<_>>()
        );
    }

    #[test]
    fn bom_then_utf8_then_guess() {
        let d = decode(b"\xef\xbb\xbfname\n", None).unwrap();
        assert_eq!(
            (d.text.as_str(), d.encoding, d.how),
            ("name\n", "UTF-8", How::Bom)
        );
        let d = decode(b"\xff\xfen\0a\0", None).unwrap();
        assert_eq!((d.text.as_str(), d.encoding), ("na", "UTF-16LE"));
        let d = decode(b"\xfe\xff\0n\0a", None).unwrap();
        assert_eq!((d.text.as_str(), d.encoding), ("na", "UTF-16BE"));
        let d = decode("Әлібекова".as_bytes(), None).unwrap();
        assert!(d.is_plain_utf8());
        let d = decode(b"n\0a\0m\0e\0", None).unwrap_err();
        assert_eq!(d, DecodeError::Nul { line: 1 });
    }

    #[test]
    fn named_encoding_wins_and_bad_bytes_name_the_line() {
        let d = decode(b"\xc0\xeb\xe8", Some("windows-1251")).unwrap();
        assert_eq!(d.text, "Али");
        assert_eq!(d.how, How::Named);
        assert!(matches!(
            decode(b"x", Some("klingon")),
            Err(DecodeError::Unknown(_))
        ));
        let e = decode(b"ok\nab\xff\xfecd\n", Some("utf-8")).unwrap_err();
        assert!(
            matches!(&e, DecodeError::Malformed { line: 2, text, .. } if text == "ab\u{fffd}\u{fffd}cd"),
            "{e:?}"
        );
        // An odd byte after a UTF-16 BOM.
        let e = decode(b"\xff\xfen\0a\0\n\0x", None).unwrap_err();
        assert!(matches!(e, DecodeError::Malformed { line: 2, .. }), "{e:?}");
    }

    #[test]
    fn forbidden_characters() {
        for c in [
            '\0', '\t', '\r', '\u{7f}', '\u{85}', '\u{202e}', '\u{2067}', '\u{fffd}',
        ] {
            assert!(is_forbidden(c), "{c:?}");
        }
        for c in ['a', 'ә', 'Ү', ' ', '-', '\u{200d}'] {
            assert!(!is_forbidden(c), "{c:?}");
        }
        assert_eq!(shown("a\u{202e}b"), "a<U+202E>b");
        assert_eq!(inert("a\u{202e}b\0"), "a\u{fffd}b\u{fffd}");
        assert!(matches!(inert("ab"), std::borrow::Cow::Borrowed(_)));
    }
}

/// The largest file Orda reads as a user's text (a TRF, a player list, game scores): 64 MiB,
/// far beyond any tournament's file and far below what would exhaust a laptop's memory.
pub const MAX_FILE: u64 = 64 * 1024 * 1024;

/// Why a user's file could not be read ([`read_file`]).
#[derive(Debug)]
pub enum ReadFileError {
    /// The system's error (no such file, no permission, ...).
    Io(std::io::Error),
    /// Not a regular file: a folder, a device such as `/dev/zero`, a pipe (which would wait
    /// for a writer forever).
    NotAFile,
    /// Larger than [`MAX_FILE`].
    TooLarge,
}

/// Reads a user's file: a regular file only (checked before it is opened, so a pipe never
/// blocks), at most [`MAX_FILE`] bytes.
pub fn read_file(path: &std::path::Path) -> Result<Vec<u8>, ReadFileError> {
    use std::io::Read;
    let meta = std::fs::metadata(path).map_err(ReadFileError::Io)?;
    if !meta.is_file() {
        return Err(ReadFileError::NotAFile);
    }
    if meta.len() > MAX_FILE {
        return Err(ReadFileError::TooLarge);
    }
    let file = std::fs::File::open(path).map_err(ReadFileError::Io)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadFileError::Io)?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(ReadFileError::TooLarge);
    }
    Ok(bytes)
}
