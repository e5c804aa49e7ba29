//! The board as text, for a terminal. Togyzkumalak: Black's row on top (otau 9..1, as seen
//! from White's chair), White's row below (1..9), kazans at the right, `X` on a tuzdyk.
//! Tumicarona: row 5 on top, columns a..i, `W` and `B` for the pieces, `.` for an empty point,
//! each side's count at the right.

use orda::rules::togyz::{Position, Side};
use orda::rules::tumicarona::{self, board::COLS, board::ROWS};

/// Renders a Tumicarona position in seven lines (no trailing newline).
pub fn render_tumicarona(pos: &tumicarona::Position) -> String {
    let arrow = |s: Side| if pos.to_move() == s { "▶" } else { " " };
    let names = side_names();
    let mut out = String::from("      a b c d e f g h i");
    for row in (0..ROWS).rev() {
        let points: Vec<&str> = (0..COLS)
            .map(|col| match pos.at(row * COLS + col) {
                Some(Side::White) => "W",
                Some(Side::Black) => "B",
                None => ".",
            })
            .collect();
        let count = match row {
            r if r == ROWS - 1 => format!(
                "   {} {} {:>2}",
                arrow(Side::Black),
                names.1,
                pos.count(Side::Black)
            ),
            0 => format!(
                "   {} {} {:>2}",
                arrow(Side::White),
                names.0,
                pos.count(Side::White)
            ),
            _ => String::new(),
        };
        out.push_str(&format!("\n    {} {}{count}", row + 1, points.join(" ")));
    }
    out.push_str("\n      a b c d e f g h i");
    out
}

/// White's and Black's names in the current language, padded to one width so the rows align.
fn side_names() -> (String, String) {
    let (w, b) = (orda::t!("white"), orda::t!("black"));
    let width = w.chars().count().max(b.chars().count());
    (format!("{w:<width$}"), format!("{b:<width$}"))
}

/// Renders `pos` in five lines (no trailing newline).
pub fn render(pos: &Position) -> String {
    let cell = |side: Side, otau: u8| {
        if pos.is_tuzdyk(side, otau) {
            "  X".to_string()
        } else {
            format!("{:>3}", pos.otau(side, otau))
        }
    };
    let black: String = (1..=9)
        .rev()
        .map(|o| cell(Side::Black, o))
        .collect::<Vec<_>>()
        .join(" ");
    let white: String = (1..=9)
        .map(|o| cell(Side::White, o))
        .collect::<Vec<_>>()
        .join(" ");
    let arrow = |s: Side| if pos.to_move() == s { "▶" } else { " " };
    let (white_name, black_name) = side_names();
    // The numbers line up over the otau whatever the length of the sides' names.
    let pad = " ".repeat(white_name.chars().count() + 3);
    let numbers = |order: &[u8]| {
        let cells: Vec<String> = order.iter().map(|o| format!("{o:>3}")).collect();
        format!("{pad}{}", cells.join(" "))
    };
    let kazan = orda::t!("kazan");
    format!(
        "{}\n{} {black_name} {black}   {kazan} {:>3}\n{} {white_name} {white}   {kazan} {:>3}\n{}",
        numbers(&[9, 8, 7, 6, 5, 4, 3, 2, 1]),
        arrow(Side::Black),
        pos.kazan(Side::Black),
        arrow(Side::White),
        pos.kazan(Side::White),
        numbers(&[1, 2, 3, 4, 5, 6, 7, 8, 9]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tumicarona_start_layout() {
        let text = render_tumicarona(&tumicarona::Position::start());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 7, "{text}");
        assert!(lines[1].starts_with("    5 B B B B B B B B B"), "{text}");
        assert!(lines[1].ends_with("Black 22"), "{text}");
        assert!(lines[5].starts_with("    1 W W W W W W W W W"), "{text}");
        assert!(lines[5].ends_with("▶ White 22"), "{text}");
        // The middle row alternates, the centre e3 empty.
        assert_eq!(lines[3].split_whitespace().nth(5), Some("."), "{text}");
    }

    #[test]
    fn start_position_layout() {
        let text = render(
            &"1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
                .parse()
                .unwrap(),
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1],
            "  Black   1   1   5   7   6  18   6   0   X   kazan  24"
        );
        assert_eq!(
            lines[2],
            "▶ White   1   2  20   7  19   X   1   2   0   kazan  42"
        );
    }
}
