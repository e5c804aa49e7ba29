//! The hall network's form (`orda serve`'s `/t/ID/report`): a player reports his result, an
//! assistant enters one. Every value is escaped by the template engine; the action and the
//! links are the server's own paths.

use serde::Serialize;

use super::sheet::{Link, html_page};

/// One of the results offered: its form value and its words.
#[derive(Clone, Debug, Serialize)]
pub struct Choice {
    /// What the form sends (`1-0`, `=`, `0-1`).
    pub value: String,
    /// What the button shows.
    pub text: String,
}

/// The report form, filled in.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ReportForm {
    /// The page's language (its `lang`).
    pub lang: String,
    /// The tournament's name.
    pub title: String,
    /// What the page is for.
    pub subtitle: String,
    /// Links above (back to the tournament's pages).
    pub nav: Vec<Link>,
    /// A sentence above the form (what happened, or why it was refused).
    pub message: String,
    /// The message says why the form was refused.
    pub refused: bool,
    /// Where the form goes.
    pub action: String,
    /// The form's own token.
    pub csrf: String,
    /// Round, board and result are asked (the report); else only the code (the check-in).
    pub fields: bool,
    /// The board is asked (not for a bye).
    pub board_field: bool,
    /// A starting number asked beside the code (an assistant checking a player in), with its
    /// label; no label: not asked.
    pub number: String,
    pub number_label: String,
    /// The fields' values and labels.
    pub code: String,
    pub code_label: String,
    pub round: String,
    pub round_label: String,
    pub board: String,
    pub board_label: String,
    pub result: String,
    pub result_label: String,
    pub results: Vec<Choice>,
    pub submit: String,
    /// Lines under the form.
    pub notes: Vec<String>,
    pub footer: String,
}

impl ReportForm {
    /// The whole page.
    pub fn to_html(&self) -> String {
        let clean = |s: &str| super::text::inert(s).into_owned();
        let mut f = self.clone();
        for s in [
            &mut f.title,
            &mut f.subtitle,
            &mut f.message,
            &mut f.code,
            &mut f.round,
            &mut f.board,
            &mut f.number,
            &mut f.footer,
        ] {
            *s = clean(s);
        }
        for n in &mut f.notes {
            *n = clean(n);
        }
        for l in &mut f.nav {
            l.text = clean(&l.text);
        }
        html_page(
            include_str!("templates/form.html"),
            minijinja::context! { f => minijinja::Value::from(minijinja::value::Serde(&f)) },
        )
    }
}

/// A move to tap: its words and where it leads (a GET: nothing changes until the score is sent).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tap {
    /// The otau's number.
    pub otau: String,
    /// The kumalaks in it.
    pub count: String,
    /// The page with the move added; empty: not a legal move now.
    pub href: String,
}

/// The score form: a board that follows each move, the moves to tap, the notation to type, and
/// the form that sends the score with the result.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ScorePage {
    /// The page's language, title and purpose.
    pub lang: String,
    pub title: String,
    pub subtitle: String,
    /// The board and its players (`Round 1, board 3: ...`).
    pub game: String,
    pub nav: Vec<Link>,
    /// Why the score or the form was refused (an error), or nothing.
    pub message: String,
    /// The position after the moves that replay (an SVG Orda made).
    pub figure: String,
    /// Whose move it is.
    pub to_move: String,
    /// The mover's otaus, 1 to 9.
    pub taps: Vec<Tap>,
    /// Takes the last move back.
    pub undo: String,
    pub undo_label: String,
    /// The form's address, its token, the fields kept.
    pub action: String,
    pub csrf: String,
    pub code: String,
    pub code_label: String,
    pub round: String,
    pub board: String,
    pub moves: String,
    pub moves_label: String,
    pub check: String,
    pub result: String,
    pub result_label: String,
    pub results: Vec<Choice>,
    pub submit: String,
    pub notes: Vec<String>,
    pub footer: String,
}

impl ScorePage {
    /// The whole page.
    pub fn to_html(&self) -> String {
        let clean = |s: &str| super::text::inert(s).into_owned();
        let mut f = self.clone();
        for s in [
            &mut f.title,
            &mut f.subtitle,
            &mut f.game,
            &mut f.message,
            &mut f.code,
            &mut f.moves,
            &mut f.footer,
        ] {
            *s = clean(s);
        }
        for l in &mut f.nav {
            l.text = clean(&l.text);
        }
        let figure = std::mem::take(&mut f.figure);
        html_page(
            include_str!("templates/score.html"),
            minijinja::context! {
                f => minijinja::Value::from(minijinja::value::Serde(&f)),
                // Markup Orda made (the board), never a user's text.
                figure => minijinja::Value::from_safe_string(figure),
            },
        )
    }
}

/// The assistant's desk: the reports waiting, and the form with which an assistant arbiter
/// accepts or rejects one with his code.
#[derive(Clone, Debug, Default, Serialize)]
pub struct DeskPage {
    pub lang: String,
    pub title: String,
    pub subtitle: String,
    pub nav: Vec<Link>,
    /// Why the form was refused, or what was done.
    pub message: String,
    pub refused: bool,
    /// The reports are listed (an assistant's code was sent); else only the code is asked
    /// for, with the button `show`.
    pub listed: bool,
    pub show: String,
    /// The reports waiting, as `orda reports` lists them.
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub action: String,
    pub csrf: String,
    pub code: String,
    pub code_label: String,
    /// The reports to choose from (`R-B`) and its label.
    pub picks: Vec<Choice>,
    pub pick_label: String,
    /// The result to enter instead of the one reported (first: as reported).
    pub results: Vec<Choice>,
    pub result_label: String,
    pub accept: String,
    pub reject: String,
    pub notes: Vec<String>,
    pub footer: String,
}

impl DeskPage {
    /// The whole page.
    pub fn to_html(&self) -> String {
        let clean = |s: &str| super::text::inert(s).into_owned();
        let mut f = self.clone();
        for s in [&mut f.title, &mut f.subtitle, &mut f.message, &mut f.code] {
            *s = clean(s);
        }
        for row in &mut f.rows {
            for c in row.iter_mut() {
                *c = clean(c);
            }
        }
        for p in &mut f.picks {
            p.text = clean(&p.text);
        }
        html_page(
            include_str!("templates/desk.html"),
            minijinja::context! { f => minijinja::Value::from(minijinja::value::Serde(&f)) },
        )
    }
}
