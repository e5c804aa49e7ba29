//! Result slips: one per board, three to an A4 page with cut lines (round, board, both players,
//! boxes for the result, three signatures). With the scoresheet, a sheet per board instead: the
//! slip above the first moves' grid, the rest of the grid on the back (for double-sided
//! printing), [`scoresheet_moves`] moves in rows of 6 mm. The words come from the caller
//! (`words::paper`).

use super::sheet::Paper;

/// One slip.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Slip {
    /// `Round 3, board 7`.
    pub heading: String,
    /// Where and how it is played (venue, time control), if known.
    pub when: String,
    /// `12 Name (rating)` of White.
    pub white: String,
    /// The same of Black.
    pub black: String,
}

/// The words on every slip.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SlipWords {
    /// The page's title (`Result slips, round 3`).
    pub heading: String,
    /// White.
    pub white: String,
    /// Black.
    pub black: String,
    /// Result.
    pub result: String,
    /// The results to tick.
    pub results: Vec<String>,
    /// White's signature.
    pub white_sign: String,
    /// Black's signature.
    pub black_sign: String,
    /// The arbiter's signature.
    pub arbiter_sign: String,
    /// The scoresheet's heading.
    pub score: String,
    /// The move number's heading.
    pub move_no: String,
}

/// Slips per page.
pub const PER_PAGE: usize = 3;

/// The scoresheet's columns of moves (number, White's, Black's).
const GROUPS: usize = 3;

/// The scoresheet's rows under the slip and on the back, on `paper` (rows of 6 mm).
fn rows(paper: Paper) -> (usize, usize) {
    match paper {
        Paper::A4 => (32, 42),
        Paper::Letter => (28, 38),
    }
}

/// The moves a scoresheet has room for on `paper`: more than the longest game of the corpus
/// (186 moves, `tests/it/paper.rs` counts it again).
pub fn scoresheet_moves(paper: Paper) -> usize {
    let (front, back) = rows(paper);
    GROUPS * (front + back)
}

/// The slips of a tournament named `title` as a printable HTML page in language `lang`.
pub fn html(
    lang: &str,
    title: &str,
    slips: &[Slip],
    words: &SlipWords,
    scoresheet: bool,
    paper: Paper,
) -> String {
    let clean = |s: &str| super::text::inert(s).into_owned();
    let slips: Vec<Slip> = slips
        .iter()
        .map(|s| Slip {
            heading: clean(&s.heading),
            when: clean(&s.when),
            white: clean(&s.white),
            black: clean(&s.black),
        })
        .collect();
    let pages: Vec<&[Slip]> = slips.chunks(PER_PAGE).collect();
    // A third of the page's height less its margins.
    let slot = match paper {
        Paper::A4 => "92mm",
        Paper::Letter => "86mm",
    };
    let lang: String = lang.chars().filter(char::is_ascii_alphabetic).collect();
    super::sheet::html_page(
        include_str!("templates/slips.html"),
        minijinja::context! {
            lang => lang,
            title => clean(title),
            heading => clean(&words.heading),
            pages => minijinja::Value::from(minijinja::value::Serde(&pages)),
            words => minijinja::context! {
                white => clean(&words.white),
                black => clean(&words.black),
                result => clean(&words.result),
                results => words.results.iter().map(|r| clean(r)).collect::<Vec<_>>(),
                white_sign => clean(&words.white_sign),
                black_sign => clean(&words.black_sign),
                arbiter_sign => clean(&words.arbiter_sign),
                score => clean(&words.score),
                move => clean(&words.move_no),
            },
            scoresheet => scoresheet,
            slips => minijinja::Value::from(minijinja::value::Serde(&slips)),
            groups => GROUPS,
            front => rows(paper).0,
            back => rows(paper).1,
            row => "6mm",
            paper => paper.css(),
            slot => slot,
        },
    )
}
