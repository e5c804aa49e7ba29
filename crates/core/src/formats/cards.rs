//! Players' cards for the hall network (`orda print cards`): each with the tournament, the
//! player's number and name, his code in large type and a QR code that opens the report form
//! with the code filled in; eight to an A4 page, cut along the dashes. The words come from the
//! caller (`words::paper`).

use super::sheet::Paper;

/// One card.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Card {
    /// `7 Асқар Бек`.
    pub player: String,
    /// `XXXXX-XXXXX`.
    pub code: String,
    /// The QR code (an SVG Orda made).
    pub qr: String,
}

/// The words on every card.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct CardWords {
    /// The page's title.
    pub heading: String,
    /// The label of the code.
    pub code: String,
    /// Where the form is (the site's address).
    pub site: String,
    /// How to use it.
    pub how: Vec<String>,
}

/// The cards of a tournament named `title`, as a printable HTML page in language `lang`.
pub fn html(lang: &str, title: &str, cards: &[Card], words: &CardWords, paper: Paper) -> String {
    let clean = |s: &str| super::text::inert(s).into_owned();
    let cards: Vec<Card> = cards
        .iter()
        .map(|c| Card {
            player: clean(&c.player),
            code: clean(&c.code),
            qr: c.qr.clone(),
        })
        .collect();
    let words = CardWords {
        heading: clean(&words.heading),
        code: clean(&words.code),
        site: clean(&words.site),
        how: words.how.iter().map(|h| clean(h)).collect(),
    };
    let lang: String = lang.chars().filter(char::is_ascii_alphabetic).collect();
    super::sheet::html_page(
        include_str!("templates/cards.html"),
        minijinja::context! {
            lang => lang,
            title => clean(title),
            words => minijinja::Value::from(minijinja::value::Serde(&words)),
            cards => cards.iter().map(|c| minijinja::context! {
                player => c.player.clone(),
                code => c.code.clone(),
                // Markup Orda made (an SVG of squares), never a user's text.
                qr => minijinja::Value::from_safe_string(c.qr.clone()),
            }).collect::<Vec<_>>(),
            paper => paper.css(),
        },
    )
}
