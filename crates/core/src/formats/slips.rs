//! Result slips: one per board, three to an A4 page with cut lines (round, board, both players,
//! boxes for the result, three signatures), and, when asked, a Togyzkumalak scoresheet grid on
//! the back of each slip (the back page follows its front, slips in the same places, for
//! double-sided printing). The words come from the caller (`words::paper`).

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
            paper => paper.css(),
            slot => slot,
        },
    )
}
