//! Words for what is wrong with a file the user gave (a player list, a TRF file, a results or
//! pairing file, bytes that are not text) and for how a file was read. The readers in
//! `formats` and `app` return typed problems with their line, column and text; this module
//! says them in the current language: `FILE:LINE: why`, `FILE:LINE:COL: `TEXT`: why` or
//! `FILE: why` (the lines are then in the sentence). The offending text is shown with
//! [`text::shown`]: a control or bidi character in it is written `<U+XXXX>`, never printed.
//!
//! **Architecture Invariant:** nothing here names a face's control: a decoding problem takes
//! the face's own words for naming an encoding ([`EncodingHint`]).

use crate::t;

mod trf;

pub use trf::{date_problem, import_note, import_problem, trf_error, trf_problem};

use crate::app::generate::GenerateError;
use crate::app::transfer::ImportProblem;
use crate::app::{InputError, InputProblem};
use crate::formats::players_csv::{Col, CsvError, CsvProblem};
use crate::formats::round_files::{LineError, PairingProblem, ResultsProblem};
use crate::formats::text::{self, DecodeError, Decoded, How};
use crate::formats::trf::TrfError;
use crate::pairing::swiss::PairingError;

/// One problem of a file the user gave: `FILE:LINE: why`, `FILE:LINE:COL: `TEXT`: why`, or
/// `FILE: why` when the lines are in the sentence.
pub fn input_error(e: &InputError) -> String {
    let why = input_problem(&e.why, &e.text);
    match (e.line, e.col) {
        (Some(line), Some(col)) => t!(
            "in-file-column",
            file = &e.file,
            line = line,
            col = col,
            token = text::shown(&e.text),
            why = why
        ),
        (Some(line), None) => t!("in-file-line", file = &e.file, line = line, why = why),
        (None, _) => t!("in-file", file = &e.file, why = why),
    }
}

/// Every problem of a bad input file, one per line; in a TRF file each kind of problem once, in
/// full for its first line, with how many more lines have it and which (a file whose every
/// points column is off is one message, not a hundred). A player list or a results file says
/// every bad row in full (each row's details differ).
pub fn input_errors(all: &[InputError]) -> String {
    input_error_lines(all).join("\n")
}

/// [`input_errors`] a message at a time (a message may take two lines).
pub fn input_error_lines(all: &[InputError]) -> Vec<String> {
    let mut kinds: Vec<(Kind, Vec<&InputError>)> = Vec::new();
    for e in all {
        let k = kind(e);
        match kinds.iter_mut().find(|(x, _)| x.is_some() && *x == k) {
            Some((_, v)) => v.push(e),
            None => kinds.push((k, vec![e])),
        }
    }
    let advice = all
        .iter()
        .any(|e| matches!(e.why, InputProblem::Players(CsvProblem::QuestionMark(_))))
        .then(|| t!("csv-question-mark-advice"));
    kinds
        .iter()
        .map(|(_, es)| {
            let first = input_error(es[0]);
            if es.len() == 1 {
                return first;
            }
            let lines: Vec<String> = es[1..]
                .iter()
                .map(|e| line_of(e).map_or_else(|| "?".to_string(), |l| l.to_string()))
                .collect();
            const SHOWN: usize = 12;
            let mut list = lines
                .iter()
                .take(SHOWN)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            if lines.len() > SHOWN {
                list.push_str(", …");
            }
            format!(
                "{first}\n{}",
                t!(
                    "in-file-more",
                    file = &es[0].file,
                    n = lines.len(),
                    lines = list
                )
            )
        })
        .chain(advice)
        .collect()
}

/// The kind of a problem, for saying each kind once: its variant (and a disagreement's
/// reason); `None` for a problem said on its own whatever else the file has.
type Kind = Option<(String, Option<crate::app::transfer::Disagreement>)>;

fn kind(e: &InputError) -> Kind {
    let why = match &e.why {
        InputProblem::Tournament(ImportProblem::Disagree { why, .. }) => Some(*why),
        InputProblem::Trf(_) | InputProblem::Tournament(_) => None,
        _ => return None,
    };
    // The variant's name: the Debug text up to its fields.
    let debug = format!("{:?}", e.why);
    let variant = debug.split(['{', ' ', ',']).next().unwrap_or_default();
    Some((variant.trim_end_matches(')').to_string(), why))
}

/// The line a problem is on (in the error, or in a TRF tournament problem).
fn line_of(e: &InputError) -> Option<u64> {
    e.line.or(match &e.why {
        InputProblem::Tournament(p) => trf::import_problem_line(p).map(|l| l as u64),
        _ => None,
    })
}

/// What is wrong, without the place (`text`: the offending text as written).
fn input_problem(p: &InputProblem, text: &str) -> String {
    match p {
        InputProblem::Players(p) => csv_problem(p, text),
        InputProblem::Trf(p) => trf_problem(p),
        InputProblem::Tournament(p) => import_problem(p),
        InputProblem::Results(p) => results_problem(p, text),
        InputProblem::Pairing(p) => pairing_problem(p, text),
    }
}

/// `LINE: why`.
fn at_line(line: u64, why: String) -> String {
    t!("at-line", line = line, why = why)
}

// ---- Player lists (CSV).

/// A player list's column in a sentence.
pub fn column_name(c: Col) -> String {
    match c {
        Col::Name => t!("csv-column-name"),
        Col::Title => t!("csv-column-title"),
        Col::Rating => t!("csv-column-rating"),
        Col::Region => t!("csv-column-region"),
        Col::Club => t!("csv-column-club"),
        Col::Team => t!("csv-column-team"),
        Col::Birth => t!("csv-column-birth"),
        Col::Sex => t!("csv-column-sex"),
        Col::Id => t!("csv-column-id"),
    }
}

/// What is wrong in a player list (`text`: the header, row or field it is about).
pub fn csv_problem(p: &CsvProblem, text: &str) -> String {
    let shown = text::shown(text);
    let sep = |c: &char| c.escape_default().to_string();
    match p {
        CsvProblem::AmbiguousSeparator(a, b) => t!(
            "csv-ambiguous-separator",
            header = shown,
            a = sep(a),
            b = sep(b)
        ),
        CsvProblem::HeaderUnreadable(error) => t!("csv-header-unreadable", error = error),
        CsvProblem::NoNameColumn => t!("csv-no-name-column", header = shown),
        // The csv reader's own words.
        CsvProblem::Unreadable(error) => error.clone(),
        CsvProblem::UnclosedQuote => t!("csv-unclosed-quote", row = shown),
        CsvProblem::OtherSeparator { row, header } => t!(
            "csv-other-separator",
            separator = sep(row),
            header = sep(header),
            row = shown
        ),
        CsvProblem::FieldCount { fields, header } => t!(
            "csv-field-count",
            fields = *fields,
            header = *header,
            row = shown
        ),
        CsvProblem::ControlCharacter { column, c } => t!(
            "csv-control-character",
            column = column_name(*column),
            text = shown,
            code = format!("{:04X}", *c as u32)
        ),
        CsvProblem::QuestionMark(column) => t!(
            "csv-question-mark",
            column = column_name(*column),
            text = shown
        ),
        CsvProblem::BadRating => t!("csv-bad-rating", rating = shown),
        CsvProblem::BadSex => t!("csv-bad-sex", sex = shown),
        CsvProblem::BadBirth(why) => t!(
            "csv-bad-birth",
            birth = shown,
            why = trf::date_problem(*why)
        ),
        CsvProblem::EmptyName => t!("csv-empty-name"),
    }
}

/// A problem of a player list: `LINE: why`.
pub fn csv_error(e: &CsvError) -> String {
    at_line(e.line, csv_problem(&e.problem, &e.text))
}

// ---- Round files.

/// What is wrong in a results file (`text`: the line, board or result it is about).
pub fn results_problem(p: &ResultsProblem, text: &str) -> String {
    let shown = text::shown(text);
    match p {
        ResultsProblem::NotAResultLine => t!("results-not-a-line", text = shown),
        ResultsProblem::BoardZero => t!("results-board-zero", board = shown),
        ResultsProblem::NotABoard => t!("results-not-a-board", board = shown),
        ResultsProblem::NotAResult => t!("results-not-a-result", result = shown),
        ResultsProblem::BoardTwice { board, first } => {
            t!("results-board-twice", board = *board, first = *first)
        }
        ResultsProblem::NoBoard => t!("results-no-board"),
    }
}

/// What is wrong in a manual pairing file (`text`: the line it is about).
pub fn pairing_problem(p: &PairingProblem, text: &str) -> String {
    let shown = text::shown(text);
    match p {
        PairingProblem::Empty => t!("pairing-file-empty"),
        PairingProblem::NotACount => t!("pairing-file-not-a-count", text = shown),
        PairingProblem::NotTwoNumbers => t!("pairing-file-not-two-numbers", text = shown),
        PairingProblem::StartsAtZero => t!("pairing-file-starts-at-zero", text = shown),
        PairingProblem::Himself(player) => {
            t!("pairing-file-himself", text = shown, player = *player)
        }
        PairingProblem::PlayerTwice { player, first } => {
            t!(
                "pairing-file-player-twice",
                player = *player,
                first = *first
            )
        }
        PairingProblem::SecondBye { line, player } => {
            t!("pairing-file-second-bye", line = *line, player = *player)
        }
        PairingProblem::CountDiffers { said, listed } => {
            t!("pairing-file-count-differs", said = *said, listed = *listed)
        }
        PairingProblem::NoPlayer => t!("pairing-file-no-player"),
    }
}

/// A problem of a results file: `LINE: why`.
pub fn results_error(e: &LineError<ResultsProblem>) -> String {
    at_line(e.line as u64, results_problem(&e.problem, &e.text))
}

/// A problem of a manual pairing file: `LINE: why`.
pub fn pairing_file_error(e: &LineError<PairingProblem>) -> String {
    at_line(e.line as u64, pairing_problem(&e.problem, &e.text))
}

// ---- Decoding.

/// Where a decoding problem may name the face's own way to give an encoding (the CLI's
/// `--encoding`; the window has none and says nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodingHint {
    /// The encoding was detected or guessed: how to name the file's encoding.
    NameIt,
    /// The user named the encoding: is it right?
    CheckNamed,
    /// NUL bytes: how to name UTF-16.
    Utf16,
}

/// Why the bytes are not text, without the line.
fn decode_problem(e: &DecodeError, hint: &dyn Fn(EncodingHint) -> String) -> String {
    match e {
        DecodeError::Unknown(name) => t!("decode-unknown", name = text::shown(name)),
        DecodeError::Malformed {
            encoding,
            text: line,
            how,
            ..
        } => t!(
            "decode-malformed",
            encoding = *encoding,
            text = text::inert(line).into_owned(),
            hint = hint(if *how == How::Named {
                EncodingHint::CheckNamed
            } else {
                EncodingHint::NameIt
            })
        ),
        DecodeError::Nul { .. } => t!("decode-nul", hint = hint(EncodingHint::Utf16)),
    }
}

/// Why a file cannot be decoded: `LINE: why` (an unknown encoding has no line), with the
/// face's own words where the sentence names a way to give an encoding.
pub fn decode_error(e: &DecodeError, hint: &dyn Fn(EncodingHint) -> String) -> String {
    match e {
        DecodeError::Malformed { line, .. } | DecodeError::Nul { line } => {
            at_line(*line as u64, decode_problem(e, hint))
        }
        DecodeError::Unknown(_) => decode_problem(e, hint),
    }
}

/// Why the file named `file` cannot be decoded: `FILE:LINE: why` (`FILE: why`).
pub fn decode_error_in(
    file: &str,
    e: &DecodeError,
    hint: &dyn Fn(EncodingHint) -> String,
) -> String {
    let why = decode_problem(e, hint);
    match e {
        DecodeError::Malformed { line, .. } | DecodeError::Nul { line } => {
            t!("in-file-line", file = file, line = *line, why = why)
        }
        DecodeError::Unknown(_) => t!("in-file", file = file, why = why),
    }
}

/// Why a user's file could not be read, without its name ([`crate::formats::text::read_file`]).
pub fn read_file_error(e: &crate::formats::text::ReadFileError) -> String {
    use crate::formats::text::{MAX_FILE, ReadFileError};
    match e {
        ReadFileError::Io(e) => super::io_error(e),
        ReadFileError::NotAFile => t!("read-not-a-file"),
        ReadFileError::TooLarge => t!("read-too-large", mib = MAX_FILE / (1024 * 1024)),
    }
}

/// How a file was read: `windows-1251 (guessed from the bytes)`, `UTF-16LE (byte-order mark)`.
/// The encoding's name is encoding_rs's, in every language.
pub fn decoded(d: &Decoded) -> String {
    let how = match d.how {
        How::Named => t!("decoded-named"),
        How::Bom => t!("decoded-bom"),
        How::Utf8 => t!("decoded-utf8"),
        How::Guessed => t!("decoded-guessed"),
    };
    t!("decoded", encoding = d.encoding, how = how)
}

// ---- Pairing.

/// Why the Dutch engine found no pairing.
/// A round's pairing in a line: `3-1 4-5 2-6 7 bye` (starting numbers, White first).
pub fn round_pairing((boards, bye): &crate::pairing::stored::RoundPairing) -> String {
    let mut v: Vec<String> = boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
    if let Some(b) = bye {
        v.push(t!("round-pairing-bye", player = *b));
    }
    v.join(" ")
}

/// After a manual change: the round against the Dutch system's pairing of it, when they
/// differ (`None` when the same).
pub fn differs_from_engine(b: &crate::pairing::stored::Breaches) -> Option<String> {
    let d = b.engine.as_ref()?;
    let dutch = match &d.dutch {
        Ok(p) => round_pairing(p),
        Err(e) => pairing_error(e),
    };
    Some(t!(
        "pairing-differs-from-engine",
        round = d.round,
        dutch = dutch
    ))
}

pub fn pairing_error(e: &PairingError) -> String {
    match e {
        PairingError::Impossible => t!("pairing-impossible"),
    }
}

/// Why a tournament could not be generated: `round N: why`.
pub fn generate_error(e: &GenerateError) -> String {
    t!("in-round", round = e.round, why = pairing_error(&e.error))
}

// ---- `Display`, in the current language (the faces call the functions above).

macro_rules! display {
    ($($t:ty => $f:expr),* $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$f(self))
            }
        }
    )*};
}

display! {
    InputError => input_error,
    CsvError => csv_error,
    TrfError => trf_error,
    LineError<ResultsProblem> => results_error,
    LineError<PairingProblem> => pairing_file_error,
    ImportProblem => import_problem,
    PairingError => pairing_error,
    GenerateError => generate_error,
    DecodeError => |e: &DecodeError| decode_error(e, &|_| String::new()),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::trf::TrfProblem;
    use crate::words::lang::{Lang, with};

    fn fields(n: usize) -> InputError {
        let e = CsvError {
            line: 3,
            text: "Bekov;2000".into(),
            problem: CsvProblem::FieldCount {
                fields: n,
                header: 4,
            },
        };
        InputError::csv("p.csv", e)
    }

    #[test]
    fn a_bad_file_is_said_in_each_language() {
        let said = |lang, e: &InputError| with(lang, || input_error(e));
        assert_eq!(
            said(Lang::En, &fields(2)),
            "p.csv:3: 2 fields but the header has 4: `Bekov;2000`"
        );
        assert_eq!(
            said(Lang::Ru, &fields(2)),
            "p.csv:3: 2 поля, а в заголовке — 4: `Bekov;2000`"
        );
        assert!(said(Lang::Ru, &fields(1)).contains(" 1 поле,"));
        assert!(said(Lang::Ru, &fields(5)).contains(" 5 полей,"));
        assert_eq!(
            said(Lang::Kk, &fields(5)),
            "p.csv:3: жолда өріс саны 5, ал тақырып жолында 4: `Bekov;2000`"
        );
        // A TRF problem keeps its column and token; a control character in the token is shown.
        let e = TrfError {
            line: 2,
            col: 117,
            token: "q\u{202e}".into(),
            problem: TrfProblem::Colour,
        };
        let e = InputError::trf("t.trf", e);
        assert_eq!(
            said(Lang::En, &e),
            "t.trf:2:117: `q<U+202E>`: the colour must be w, b or -"
        );
        assert_eq!(
            said(Lang::Kk, &e),
            "t.trf:2:117: `q<U+202E>`: түс w, b не - болуы керек"
        );
        // The lines of a self-contradicting file are in the sentence.
        let e = InputError::tournament("t.trf", ImportProblem::PendingHimself { line: 19 });
        assert_eq!(
            said(Lang::Ru, &e),
            "t.trf: строка 19: XXG: участник не может играть сам с собой"
        );
    }

    #[test]
    fn a_decoding_problem_takes_the_faces_words() {
        let e = DecodeError::Malformed {
            line: 2,
            encoding: "UTF-8",
            text: "ab\u{fffd}\u{1b}".into(),
            how: How::Named,
        };
        let face = |h: EncodingHint| format!(" [{h:?}]");
        assert_eq!(
            decode_error(&e, &face),
            "2: bytes that are not UTF-8 in `ab\u{fffd}\u{fffd}` [CheckNamed]"
        );
        assert_eq!(
            decode_error_in("f.csv", &e, &|_| String::new()),
            "f.csv:2: bytes that are not UTF-8 in `ab\u{fffd}\u{fffd}`"
        );
        let d = Decoded {
            text: String::new(),
            encoding: "windows-1251",
            how: How::Guessed,
        };
        assert_eq!(decoded(&d), "windows-1251 (guessed from the bytes)");
        assert_eq!(
            with(Lang::Ru, || decoded(&d)),
            "windows-1251 (определена по байтам)"
        );
    }
}
