//! The 9×5 board: 45 points named `a1`..`i5` (column a..i from White's left, row 1 on White's
//! side), the lines between them, and the eight directions.
//!
//! A point is index `row * 9 + col` (both 0-based), so a set of points fits a `u64`. Every point
//! has the orthogonal lines; it has the diagonals too when its column + row (1-based) is even,
//! which gives the centre `e3` and the four corners their diagonals (SPEC section 4).

/// Columns (a..i).
pub const COLS: u8 = 9;
/// Rows (1..5).
pub const ROWS: u8 = 5;
/// Points on the board.
pub const POINTS: u8 = COLS * ROWS;
/// The centre, `e3`.
pub const CENTRE: u8 = 2 * COLS + 4;
/// No neighbour that way.
const OFF: u8 = u8::MAX;

/// The eight directions, opposite pairs side by side so that `d ^ 1` is the opposite of `d`.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),   // east
    (-1, 0),  // west
    (0, 1),   // north
    (0, -1),  // south
    (1, 1),   // north-east
    (-1, -1), // south-west
    (-1, 1),  // north-west
    (1, -1),  // south-east
];

/// The directions' machine names (`words` says them in the reader's language by these).
pub const DIRECTION_NAMES: [&str; 8] = [
    "east",
    "west",
    "north",
    "south",
    "north-east",
    "south-west",
    "north-west",
    "south-east",
];

/// The direction opposite to `d`.
#[inline]
pub const fn opposite(d: usize) -> usize {
    d ^ 1
}

/// True when the point has diagonal lines.
#[inline]
pub const fn has_diagonals(p: u8) -> bool {
    (p % COLS + p / COLS).is_multiple_of(2)
}

const fn build() -> [[u8; 8]; POINTS as usize] {
    let mut t = [[OFF; 8]; POINTS as usize];
    let mut p = 0;
    while p < POINTS {
        let (c, r) = ((p % COLS) as i8, (p / COLS) as i8);
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = DIRECTIONS[d];
            let (nc, nr) = (c + dc, r + dr);
            let diagonal = dc != 0 && dr != 0;
            if nc >= 0
                && nc < COLS as i8
                && nr >= 0
                && nr < ROWS as i8
                && (!diagonal || has_diagonals(p))
            {
                t[p as usize][d] = (nr as u8) * COLS + nc as u8;
            }
            d += 1;
        }
        p += 1;
    }
    t
}

static NEIGHBOURS: [[u8; 8]; POINTS as usize] = build();

/// The point next to `p` in direction `d`, along a line of the board.
#[inline]
pub fn step(p: u8, d: usize) -> Option<u8> {
    let n = NEIGHBOURS[usize::from(p)][d];
    (n != OFF).then_some(n)
}

/// The direction from `a` to its neighbour `b`, if they are joined by a line.
pub fn direction(a: u8, b: u8) -> Option<usize> {
    (0..8).find(|&d| step(a, d) == Some(b))
}

/// The bit of point `p`.
#[inline]
pub const fn bit(p: u8) -> u64 {
    1 << p
}

/// The name of a point: `e3`.
pub fn name(p: u8) -> String {
    format!("{}{}", (b'a' + p % COLS) as char, p / COLS + 1)
}

/// The point named `s` (`e3`, also `E3`), if there is one.
pub fn parse_point(s: &str) -> Option<u8> {
    let mut chars = s.chars();
    let (c, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let col = (c.to_ascii_lowercase() as u32).checked_sub('a' as u32)?;
    let row = r.to_digit(10)?.checked_sub(1)?;
    (col < u32::from(COLS) && row < u32::from(ROWS)).then(|| (row * u32::from(COLS) + col) as u8)
}

/// The point at 0-based column `col` and row `row`.
#[inline]
pub const fn at(col: u8, row: u8) -> u8 {
    row * COLS + col
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_names() {
        let e3 = parse_point("e3").unwrap();
        assert_eq!(e3, CENTRE);
        assert_eq!(name(e3), "e3");
        assert!(has_diagonals(e3));
        assert_eq!((0..8).filter(|&d| step(e3, d).is_some()).count(), 8);
        // d3 (column 4 + row 3 = 7, odd) has only the four orthogonal lines.
        let d3 = parse_point("d3").unwrap();
        assert!(!has_diagonals(d3));
        assert_eq!((0..8).filter(|&d| step(d3, d).is_some()).count(), 4);
        // The corner a1 has east, north and north-east.
        let a1 = parse_point("a1").unwrap();
        assert_eq!((0..8).filter(|&d| step(a1, d).is_some()).count(), 3);
        assert_eq!(step(a1, 4).map(name).as_deref(), Some("b2"));
        assert_eq!(direction(d3, e3), Some(0));
        assert_eq!(parse_point("j1"), None);
        assert_eq!(parse_point("a6"), None);
        assert_eq!(parse_point("a0"), None);
        // 16 + 12 + 8 diagonal segments... counted: every line segment is seen from both ends.
        let segments: usize = (0..POINTS)
            .map(|p| (0..8).filter(|&d| step(p, d).is_some()).count())
            .sum::<usize>()
            / 2;
        // 8×5 horizontal + 9×4 vertical + 2×16 diagonal = 108.
        assert_eq!(segments, 40 + 36 + 32);
    }
}
