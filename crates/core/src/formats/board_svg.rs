//! A Togyzkumalak position drawn as SVG for the live results page: Black's otau 9..1 along the
//! top, White's 1..9 along the bottom, the kazans between them, each count written in its otau
//! and a tuzdyk marked with a cross. Only numbers and Orda's own markup: nothing a user typed.

use std::fmt::Write as _;

use crate::rules::Side;
use crate::rules::togyz::Position;

/// One otau's width and height, and the gap between otaus.
const W: u32 = 60;
const H: u32 = 70;
const GAP: u32 = 6;
/// A kazan's height: each side's kazan lies along its own row, on the board's middle side.
const K: u32 = 40;

/// The position as an SVG picture (`viewBox` scaled to its container).
pub fn togyz(p: &Position) -> String {
    togyz_labelled(p, None)
}

/// [`togyz`] with each kazan named (`[White's, Black's]`, the caller's words, escaped here).
pub fn togyz_labelled(p: &Position, labels: Option<[&str; 2]>) -> String {
    let width = 9 * (W + GAP) + GAP;
    let height = 2 * H + 2 * K + 5 * GAP;
    let mut svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" font-family="DejaVu Sans, sans-serif">"##
    );
    let _ = write!(
        svg,
        r##"<rect width="{width}" height="{height}" rx="10" fill="#8b5a2b"/>"##
    );
    let row = |svg: &mut String, side: Side, y: u32| {
        for i in 0..9u8 {
            // White's row reads 1..9 from the left, Black's 9..1 (the board seen from White).
            let otau = if side == Side::White { i + 1 } else { 9 - i };
            let x = GAP + u32::from(i) * (W + GAP);
            let opponent = match side {
                Side::White => Side::Black,
                Side::Black => Side::White,
            };
            let tuzdyk = p.tuzdyk(opponent) == Some(otau);
            let fill = if tuzdyk { "#5b3a1a" } else { "#f3e2c4" };
            let _ = write!(
                svg,
                r##"<rect x="{x}" y="{y}" width="{W}" height="{H}" rx="8" fill="{fill}"/>"##
            );
            let count = p.otau(side, otau);
            let (cx, cy) = (x + W / 2, y + H / 2 + 9);
            if tuzdyk {
                let _ = write!(
                    svg,
                    r##"<text x="{cx}" y="{cy}" font-size="30" text-anchor="middle" fill="#f3e2c4">×</text>"##
                );
            } else {
                let _ = write!(
                    svg,
                    r##"<text x="{cx}" y="{cy}" font-size="26" text-anchor="middle" fill="#222">{count}</text>"##
                );
            }
            let ny = if side == Side::White {
                y + H - 6
            } else {
                y + 14
            };
            let _ = write!(
                svg,
                r##"<text x="{}" y="{ny}" font-size="11" fill="#7a5a3a">{otau}</text>"##,
                x + 5
            );
        }
    };
    row(&mut svg, Side::Black, GAP);
    let inner = width - 2 * GAP;
    for (y, side) in [
        (GAP + H + GAP, Side::Black),
        (GAP + H + K + 2 * GAP, Side::White),
    ] {
        let _ = write!(
            svg,
            r##"<rect x="{GAP}" y="{y}" width="{inner}" height="{K}" rx="10" fill="#e6cfa3"/><text x="{}" y="{}" font-size="26" text-anchor="middle" fill="#222">{}</text>"##,
            width / 2,
            y + K / 2 + 9,
            p.kazan(side)
        );
        if let Some(labels) = labels {
            let label = labels[if side == Side::White { 0 } else { 1 }];
            let _ = write!(
                svg,
                r##"<text x="{}" y="{}" font-size="13" fill="#6b4a2a">{}</text>"##,
                GAP + 12,
                y + K / 2 + 5,
                escape(label)
            );
        }
    }
    row(&mut svg, Side::White, GAP + H + 2 * K + 3 * GAP);
    svg.push_str("</svg>");
    svg
}

/// Text as SVG text content: `&`, `<`, `>` escaped, control characters left out.
fn escape(s: &str) -> String {
    super::text::inert(s)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A Tumicarona position as SVG: the 9×5 points with their lines (diagonals where a point has
/// them), row 1 at the bottom, White's pieces light and Black's dark, columns a-i and rows 1-5
/// named along the edges.
pub fn tumicarona(p: &crate::rules::tumicarona::Position) -> String {
    use crate::rules::tumicarona::board::{COLS, DIRECTIONS, ROWS, at, has_diagonals, step};
    const S: u32 = 70;
    const M: u32 = 45;
    let (w, h) = (
        2 * M + (u32::from(COLS) - 1) * S,
        2 * M + (u32::from(ROWS) - 1) * S,
    );
    // Row 0 (row 1 of the notation) at the bottom.
    let xy = |q: u8| {
        let (col, row) = (u32::from(q % COLS), u32::from(q / COLS));
        (M + col * S, M + (u32::from(ROWS) - 1 - row) * S)
    };
    let mut svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" role="img" font-family="DejaVu Sans, sans-serif"><rect width="{w}" height="{h}" rx="10" fill="#d9b77e"/>"##
    );
    for q in 0..COLS * ROWS {
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            let diagonal = dx != 0 && dy != 0;
            if diagonal && !has_diagonals(q) {
                continue;
            }
            if let Some(r) = step(q, d)
                && r > q
            {
                let ((x1, y1), (x2, y2)) = (xy(q), xy(r));
                let _ = write!(
                    svg,
                    r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#6b4a22" stroke-width="2"/>"##
                );
            }
        }
    }
    for q in 0..COLS * ROWS {
        let (x, y) = xy(q);
        if let Some(side) = p.at(q) {
            let (fill, stroke) = match side {
                Side::White => ("#f7f3ea", "#333"),
                Side::Black => ("#2b2b2b", "#000"),
            };
            let _ = write!(
                svg,
                r##"<circle cx="{x}" cy="{y}" r="24" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"##
            );
        }
    }
    for c in 0..COLS {
        let (x, _) = xy(at(c, 0));
        let _ = write!(
            svg,
            r##"<text x="{x}" y="{}" font-size="14" text-anchor="middle" fill="#5a3d1a">{}</text>"##,
            h - 8,
            char::from(b'a' + c)
        );
    }
    for r in 0..ROWS {
        let (_, y) = xy(at(0, r));
        let _ = write!(
            svg,
            r##"<text x="12" y="{}" font-size="14" fill="#5a3d1a">{}</text>"##,
            y + 5,
            r + 1
        );
    }
    svg.push_str("</svg>");
    svg
}

/// `text` (a web address) as a QR code in SVG, `side` millimetres wide, with its quiet zone;
/// `None` when it is too long for a QR code.
pub fn qr(text: &str, side_mm: u32) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let quiet = 4;
    let n = width + 2 * quiet;
    let mut path = String::new();
    for (i, c) in code.to_colors().into_iter().enumerate() {
        if c == qrcode::Color::Dark {
            let _ = write!(path, "M{} {}h1v1h-1z", i % width + quiet, i / width + quiet);
        }
    }
    Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n} {n}" width="{side_mm}mm" height="{side_mm}mm" shape-rendering="crispEdges"><rect width="{n}" height="{n}" fill="#fff"/><path d="{path}" fill="#000"/></svg>"##
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_eighteen_nines_and_two_empty_kazans() {
        let svg = togyz(&Position::start());
        assert_eq!(
            svg.matches(">9</text>").count(),
            18 + 2,
            "18 counts and two otau numbers 9"
        );
        assert_eq!(svg.matches(">0</text>").count(), 2, "two empty kazans");
        assert!(!svg.contains('×'), "no tuzdyk yet");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    }

    #[test]
    fn the_tumicarona_start_has_twenty_two_pieces_a_side() {
        let svg = tumicarona(&crate::rules::tumicarona::Position::start());
        assert_eq!(svg.matches("fill=\"#f7f3ea\"").count(), 22);
        assert_eq!(svg.matches("fill=\"#2b2b2b\"").count(), 22);
        // Every point joined to its orthogonal neighbours (5 rows of 8 segments, 9 columns of
        // 4) and the even points along their diagonals (2 × 16 on the 9×5 board).
        assert_eq!(svg.matches("<line").count(), 5 * 8 + 9 * 4 + 2 * 16);
    }
}
