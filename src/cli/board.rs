//! The board as text, for a terminal: Black's row on top (otau 9..1, as seen from White's
//! chair), White's row below (1..9), kazans at the right, `X` on a tuzdyk.

use orda::rules::togyz::{Position, Side};

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
    format!(
        "          9   8   7   6   5   4   3   2   1\n\
         {} Black {black}   kazan {:>3}\n\
         {} White {white}   kazan {:>3}\n          1   2   3   4   5   6   7   8   9",
        arrow(Side::Black),
        pos.kazan(Side::Black),
        arrow(Side::White),
        pos.kazan(Side::White),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
