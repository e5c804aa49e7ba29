//! Tables for people and programs: one [`Sheet`] (a title, column headings, rows of cells, notes)
//! written as aligned text, CSV, or a printable HTML page (A4, with a print stylesheet).
//!
//! What goes out is inert (docs/files.md): control characters and bidi overrides never reach
//! any output (each becomes U+FFFD); CSV starts with a UTF-8 BOM (so Excel reads Kazakh names
//! right) and a cell a spreadsheet would run as a formula gets a leading `'` ([`csv_cell`]).

use std::fmt::Write as _;

/// How a cell is shown in HTML.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// Plain.
    #[default]
    Plain,
    /// A forfeit (`+`, `-`, `+/-`): shown apart from results played over the board.
    Forfeit,
    /// The diagonal of a crosstable, or an empty slot.
    Void,
    /// Needs the reader's attention (a stored warning).
    Warning,
    /// A number: aligned right.
    Number,
    /// A game's result in a crosstable: centred.
    Result,
    /// Long text (a journal line's details): wraps, where every other cell keeps to one line.
    Prose,
    /// Room for a signature (the check-in list): a row tall enough to sign in.
    Sign,
    /// A value shown that did not count (a direct encounter among players who did not all
    /// meet): greyed.
    Skipped,
}

/// One cell.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Cell {
    /// The text.
    pub text: String,
    /// How to show it.
    pub mark: Mark,
    /// Where it leads on a live page (the server's own path; ignored elsewhere).
    pub link: Option<String>,
}

impl Cell {
    /// A plain cell.
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            mark: Mark::Plain,
            link: None,
        }
    }

    /// A cell with a mark.
    pub fn marked(text: impl Into<String>, mark: Mark) -> Cell {
        Cell {
            text: text.into(),
            mark,
            link: None,
        }
    }
}

/// A table with a heading.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Sheet {
    /// The language the words are in (`kk`, `ru`, `en`): the HTML page's `lang`.
    pub lang: String,
    /// The tournament's name.
    pub title: String,
    /// What the table is (`Standings after round 9`).
    pub subtitle: String,
    /// Lines under the heading (venue, dates, arbiter).
    pub info: Vec<String>,
    /// Column headings.
    pub columns: Vec<String>,
    /// Rows.
    pub rows: Vec<Vec<Cell>>,
    /// Notes under the table (the legend, warnings).
    pub notes: Vec<String>,
    /// The columns (by index) a live page leaves out on a phone's narrow screen, so that what
    /// a reader looks for shows without scrolling (the standings' points, the pairings' black
    /// player); each player's page has them all.
    pub aside: Vec<usize>,
}

/// The paper a page is printed on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// 210 × 297 mm, as in Kazakhstan and most of the world.
    #[default]
    A4,
    /// 8½ × 11 in.
    Letter,
}

impl Paper {
    /// The CSS `@page` size.
    pub fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }
}

/// A link of a live page's navigation.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Link {
    /// Where it goes (the server's own path).
    pub href: String,
    /// Its words.
    pub text: String,
    /// True for the page shown.
    pub current: bool,
}

/// How a live page keeps itself up to date.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Live {
    /// The address the page asks for the data's version.
    pub poll: String,
    /// The version the page was made from.
    pub version: String,
    /// The page to move on to after a while (the hall screen), if any.
    pub next: Option<String>,
    /// Large type for a screen across the hall.
    pub screen: bool,
    /// The line under the tables.
    pub footer: String,
    /// A second row of links under the navigation: every round's pairings.
    pub rounds: Vec<Link>,
    /// A search box above the tables, if any.
    pub search: Option<Search>,
}

/// A live page's search box: a GET form with one field, `q`.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Search {
    /// Where it is sent (the server's own path).
    pub action: String,
    /// What it holds (the text searched for).
    pub value: String,
    /// The hint shown in the empty field, and its label.
    pub hint: String,
    /// The button's words.
    pub button: String,
}

/// The column names of the CSV files: a machine format, the same whatever the language (text and
/// HTML name their columns in words; `words::reports`).
#[path = "csv_columns.rs"]
pub mod csv_columns;

/// A CSV cell as written, after OWASP's rule against formula injection: a cell whose first
/// non-blank character is `=`, `+`, `-` or `@` gets a leading `'`, so a spreadsheet shows it
/// as text instead of running it; tab and CR never get that far (they become U+FFFD, as every
/// control character in every output). A cell starting with `+` or `-` keeps its sign when it
/// is made only of digits, spaces and `+ - / . , ½` (a rating change `-7`, a forfeit `+/-`, a
/// crosstable cell `- 0`): with no letter there is no cell reference and no function, so a
/// spreadsheet can at most do sums on constants, never reach outside.
pub fn csv_cell(s: &str) -> std::borrow::Cow<'_, str> {
    use std::borrow::Cow;
    let clean = super::text::inert(s);
    let t = clean.trim_start();
    let Some(first) = t.chars().next() else {
        return clean;
    };
    if !matches!(first, '=' | '+' | '-' | '@') {
        return clean;
    }
    let inert = (first == '+' || first == '-')
        && t.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '+' | '-' | '/' | '.' | ',' | '½'));
    if inert {
        clean
    } else {
        Cow::Owned(format!("'{clean}"))
    }
}

/// How a CSV file is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CsvStyle {
    /// RFC 4180: `,` between fields, `7.5` (the default; what scripts read).
    #[default]
    Rfc4180,
    /// A Russian or Kazakh Excel's: `;` between fields, `7,5`.
    Excel,
}

impl CsvStyle {
    /// `rfc4180`, `excel`: how the window remembers it.
    pub fn code(self) -> &'static str {
        match self {
            CsvStyle::Rfc4180 => "rfc4180",
            CsvStyle::Excel => "excel",
        }
    }

    /// The inverse of [`CsvStyle::code`].
    pub fn from_code(s: &str) -> Option<CsvStyle> {
        [CsvStyle::Rfc4180, CsvStyle::Excel]
            .into_iter()
            .find(|c| c.code() == s)
    }
}

/// A number with a decimal point and nothing else (`7.5`, `-0.25`, `+3.48`): what a decimal
/// comma replaces.
fn is_decimal(s: &str) -> bool {
    let t = s.strip_prefix(['+', '-']).unwrap_or(s);
    match t.split_once('.') {
        Some((a, b)) => {
            !a.is_empty()
                && !b.is_empty()
                && a.bytes().all(|c| c.is_ascii_digit())
                && b.bytes().all(|c| c.is_ascii_digit())
        }
        None => false,
    }
}

impl Sheet {
    /// The sheet with every control character and bidi override shown as U+FFFD.
    fn inert(&self) -> Sheet {
        let f = |s: &String| super::text::inert(s).into_owned();
        Sheet {
            // A language tag is letters only (`kk`); anything else would be an attribute's
            // way out, so it falls back to English.
            lang: if !self.lang.is_empty() && self.lang.chars().all(|c| c.is_ascii_alphabetic()) {
                self.lang.clone()
            } else {
                "en".into()
            },
            title: f(&self.title),
            subtitle: f(&self.subtitle),
            info: self.info.iter().map(f).collect(),
            columns: self.columns.iter().map(f).collect(),
            rows: self
                .rows
                .iter()
                .map(|r| {
                    r.iter()
                        .map(|c| Cell {
                            text: f(&c.text),
                            mark: c.mark,
                            link: c.link.clone(),
                        })
                        .collect()
                })
                .collect(),
            notes: self.notes.iter().map(f).collect(),
            aside: self.aside.clone(),
        }
    }

    /// Aligned plain text: numbers right, words left, two spaces apart.
    pub fn to_text(&self) -> String {
        self.inert().text_of()
    }

    fn text_of(&self) -> String {
        let width = |s: &str| s.chars().count();
        let mut w: Vec<usize> = self.columns.iter().map(|c| width(c)).collect();
        for row in &self.rows {
            for (i, c) in row.iter().enumerate() {
                if i < w.len() {
                    w[i] = w[i].max(width(&c.text));
                }
            }
        }
        let mut out = String::new();
        let _ = writeln!(out, "{}", self.title);
        let _ = writeln!(out, "{}", self.subtitle);
        for line in &self.info {
            let _ = writeln!(out, "{line}");
        }
        out.push('\n');
        let line = |cells: Vec<(&str, bool)>| {
            let mut s = String::new();
            for (i, (text, right)) in cells.into_iter().enumerate() {
                let pad = w.get(i).copied().unwrap_or(0).saturating_sub(width(text));
                if i > 0 {
                    s.push_str("  ");
                }
                if right {
                    s.push_str(&" ".repeat(pad));
                    s.push_str(text);
                } else {
                    s.push_str(text);
                    s.push_str(&" ".repeat(pad));
                }
            }
            s.trim_end().to_string()
        };
        let right: Vec<bool> = (0..w.len())
            .map(|i| {
                self.rows.iter().all(|r| {
                    r.get(i)
                        .is_none_or(|c| c.mark != Mark::Plain || c.text.is_empty())
                })
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            line(
                self.columns
                    .iter()
                    .enumerate()
                    .map(|(i, c)| (c.as_str(), right[i]))
                    .collect()
            )
        );
        for row in &self.rows {
            let _ = writeln!(
                out,
                "{}",
                line(
                    row.iter()
                        .enumerate()
                        .map(|(i, c)| (c.text.as_str(), right.get(i).copied().unwrap_or(false)))
                        .collect()
                )
            );
        }
        if !self.notes.is_empty() {
            out.push('\n');
            for n in &self.notes {
                let _ = writeln!(out, "{n}");
            }
        }
        out
    }

    /// CSV: a UTF-8 BOM, the heading row, then one row per line of the table (no title, no
    /// notes); every cell through [`csv_cell`]. RFC 4180: commas, decimal points (what scripts
    /// read; [`Sheet::to_csv_as`] writes the other style).
    pub fn to_csv(&self) -> String {
        self.to_csv_as(CsvStyle::Rfc4180)
    }

    /// CSV in `style`: [`CsvStyle::Excel`] separates by `;` and writes numbers with a decimal
    /// comma (`7,5`), as a Russian or Kazakh Excel opens a file by double-click.
    pub fn to_csv_as(&self, style: CsvStyle) -> String {
        let excel = style == CsvStyle::Excel;
        let mut w = ::csv::WriterBuilder::new()
            .delimiter(if excel { b';' } else { b',' })
            .from_writer(Vec::new());
        let cell = |s: &str| -> String {
            let c = csv_cell(s).into_owned();
            if excel && is_decimal(&c) {
                c.replace('.', ",")
            } else {
                c
            }
        };
        let _ = w.write_record(self.columns.iter().map(|c| cell(c)));
        for row in &self.rows {
            let _ = w.write_record(row.iter().map(|c| cell(&c.text)));
        }
        let bytes = w.into_inner().unwrap_or_default();
        format!("\u{feff}{}", String::from_utf8(bytes).unwrap_or_default())
    }

    /// A whole HTML page, printable on A4.
    pub fn to_html(&self) -> String {
        Sheet::many_to_html(std::slice::from_ref(self))
    }

    /// [`Sheet::to_html`] with `figure` (markup Orda made: a QR code) beside the heading.
    pub fn to_html_with(&self, figure: &str) -> String {
        Sheet::render(std::slice::from_ref(self), Paper::A4, figure)
    }

    /// A page of the live results (`web`): `sheets` under a row of `nav` links, a footer line,
    /// and a script that asks `poll` every 3 seconds for the data's version and reloads the
    /// page when it is no longer `version`; with `next`, the page moves on there after 15
    /// seconds (the hall screen's rotation, large type with `screen`). Every text is inert and
    /// escaped as in [`Sheet::to_html`]; the links and the poll address are the server's own.
    pub fn live_html(sheets: &[Sheet], nav: &[Link], live: &Live) -> String {
        Sheet::live_html_with(sheets, nav, live, "")
    }

    /// [`Sheet::live_html`] with `figure` (markup Orda made, an SVG board) above the tables.
    pub fn live_html_with(sheets: &[Sheet], nav: &[Link], live: &Live, figure: &str) -> String {
        let sheets: Vec<Sheet> = sheets.iter().map(Sheet::inert).collect();
        let page = sheets.first().cloned().unwrap_or_default();
        let clean = |s: &str| super::text::inert(s).into_owned();
        let links = |list: &[Link]| -> Vec<Link> {
            list.iter()
                .map(|l| Link {
                    href: l.href.clone(),
                    text: clean(&l.text),
                    current: l.current,
                })
                .collect()
        };
        let (nav, rounds) = (links(nav), links(&live.rounds));
        let search = live.search.as_ref().map(|s| Search {
            action: s.action.clone(),
            value: clean(&s.value),
            hint: clean(&s.hint),
            button: clean(&s.button),
        });
        html_page(
            include_str!("templates/live.html"),
            minijinja::context! {
                page => minijinja::Value::from(minijinja::value::Serde(&page)),
                sheets => minijinja::Value::from(minijinja::value::Serde(&sheets)),
                nav => minijinja::Value::from(minijinja::value::Serde(&nav)),
                poll => live.poll.clone(),
                version => live.version.clone(),
                next => live.next.clone(),
                screen => live.screen,
                footer => clean(&live.footer),
                rounds => minijinja::Value::from(minijinja::value::Serde(&rounds)),
                search => minijinja::Value::from(minijinja::value::Serde(&search)),
                figure => minijinja::Value::from_safe_string(figure.to_string()),
            },
        )
    }

    /// The one script of every live page, as each page carries it between `<script>` and
    /// `</script>`: the page's own values are in its body's data, so that the server's content
    /// policy allows this script by its hash and no other (`web::http::headers`).
    pub fn live_script() -> &'static str {
        include_str!("templates/live.html")
            .split_once("<script>")
            .and_then(|(_, rest)| rest.split_once("</script>"))
            .map_or("", |(script, _)| script)
    }

    /// Several tables as text, one after the other.
    pub fn many_to_text(sheets: &[Sheet]) -> String {
        sheets
            .iter()
            .map(Sheet::to_text)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Several tables on one HTML page (an event's sections, the men's and women's rating
    /// lists): each under its own heading, the page's title and language from the first. Each
    /// table starts a new printed page when its title differs from the one before.
    pub fn many_to_html(sheets: &[Sheet]) -> String {
        Sheet::many_to_html_on(sheets, Paper::A4)
    }

    /// [`Sheet::many_to_html`] printed on `paper`.
    pub fn many_to_html_on(sheets: &[Sheet], paper: Paper) -> String {
        Sheet::render(sheets, paper, "")
    }

    fn render(sheets: &[Sheet], paper: Paper, figure: &str) -> String {
        /// One table of the page, and whether it starts a new title (and page).
        #[derive(serde::Serialize)]
        struct Part {
            sheet: Sheet,
            new: bool,
        }
        let sheets: Vec<Sheet> = sheets.iter().map(Sheet::inert).collect();
        let Some(first) = sheets.first() else {
            return String::new();
        };
        let parts: Vec<Part> = sheets
            .iter()
            .enumerate()
            .map(|(i, s)| Part {
                sheet: s.clone(),
                new: i == 0 || sheets[i - 1].title != s.title,
            })
            .collect();
        html_page(
            include_str!("templates/sheet.html"),
            minijinja::context! {
                page => minijinja::Value::from(minijinja::value::Serde(first)),
                parts => minijinja::Value::from(minijinja::value::Serde(&parts)),
                paper => paper.css(),
                figure => minijinja::Value::from_safe_string(figure.to_string()),
            },
        )
    }
}

/// One of Orda's page templates rendered with HTML escaping of every value. The templates are
/// ours and fixed: a failure is a bug, shown on the page rather than hidden.
pub(super) fn html_page(template: &str, ctx: minijinja::Value) -> String {
    let mut env = minijinja::Environment::new();
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::Html);
    match env.template_from_str(template).and_then(|t| t.render(ctx)) {
        Ok(s) => s,
        Err(e) => format!(
            "<!doctype html><p>template error: {}</p>",
            e.to_string().replace('<', "&lt;")
        ),
    }
}

#[cfg(test)]
mod tests;
