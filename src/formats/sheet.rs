//! Tables for people and programs: one [`Sheet`] (a title, column headings, rows of cells, notes)
//! written as aligned text, CSV, or a printable HTML page (A4, with a print stylesheet).

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
}

/// One cell.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Cell {
    /// The text.
    pub text: String,
    /// How to show it.
    pub mark: Mark,
}

impl Cell {
    /// A plain cell.
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            mark: Mark::Plain,
        }
    }

    /// A cell with a mark.
    pub fn marked(text: impl Into<String>, mark: Mark) -> Cell {
        Cell {
            text: text.into(),
            mark,
        }
    }
}

/// A table with a heading.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize)]
pub struct Sheet {
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
}

impl Sheet {
    /// Aligned plain text: numbers right, words left, two spaces apart.
    pub fn to_text(&self) -> String {
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

    /// CSV: the heading row, then one row per line of the table (no title, no notes).
    pub fn to_csv(&self) -> String {
        let mut w = csv::WriterBuilder::new().from_writer(Vec::new());
        let _ = w.write_record(&self.columns);
        for row in &self.rows {
            let _ = w.write_record(row.iter().map(|c| c.text.as_str()));
        }
        let bytes = w.into_inner().unwrap_or_default();
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// A whole HTML page, printable on A4.
    pub fn to_html(&self) -> String {
        let mut env = minijinja::Environment::new();
        env.set_auto_escape_callback(|_| minijinja::AutoEscape::Html);
        let rendered = env
            .template_from_str(include_str!("templates/sheet.html"))
            .and_then(|t| t.render(minijinja::context! { sheet => minijinja::Value::from(minijinja::value::Serde(self)) }));
        match rendered {
            Ok(s) => s,
            // The template is ours and fixed; a failure here is a bug, shown rather than hidden.
            Err(e) => format!(
                "<!doctype html><p>template error: {}</p>",
                e.to_string().replace('<', "&lt;")
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Sheet {
        Sheet {
            title: "Кубок <Алматы>".into(),
            subtitle: "Standings".into(),
            columns: vec!["No".into(), "Name".into(), "R".into()],
            rows: vec![
                vec![
                    Cell::marked("1", Mark::Number),
                    Cell::plain("Әлібекова, Гүлназ"),
                    Cell::marked("+", Mark::Forfeit),
                ],
                vec![
                    Cell::marked("10", Mark::Number),
                    Cell::plain("B"),
                    Cell::plain("½"),
                ],
            ],
            ..Sheet::default()
        }
    }

    #[test]
    fn text_aligns_by_characters() {
        let t = sample().to_text();
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[3], "No  Name               R");
        assert_eq!(lines[4], " 1  Әлібекова, Гүлназ  +");
        assert_eq!(lines[5], "10  B                  ½");
    }

    #[test]
    fn csv_quotes_and_html_escapes() {
        assert_eq!(
            sample().to_csv(),
            "No,Name,R\n1,\"Әлібекова, Гүлназ\",+\n10,B,½\n"
        );
        let h = sample().to_html();
        assert!(h.contains("Кубок &lt;Алматы&gt;"), "{h}");
        assert!(h.contains("class=\"forfeit\""));
        assert!(h.contains("@page"));
    }
}
