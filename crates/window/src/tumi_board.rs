//! The Tumicarona board drawn with egui's painter: the 9×5 lines with their diagonals, row 1
//! (White's side) at the bottom, the pieces, and the turn being entered. Each point is also a
//! clickable widget named after it ("e3") for screen readers and the UI tests.
//!
//! A turn is entered by clicking the piece, then each point of its path. When a step could
//! capture by approach or by withdrawal, two buttons ask which; a chain ends by itself when no
//! capture can follow, or when the arbiter clicks the piece's point again (or "End turn").

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};
use orda_core::t;

use orda_core::rules::Side;
use orda_core::rules::tumicarona::board::{COLS, POINTS, ROWS, bit, name, step};
use orda_core::rules::tumicarona::{Capture, Position, Step, Turn, parse_turn};

const WOOD: Color32 = Color32::from_rgb(0xC8, 0x9B, 0x62);
const INK: Color32 = Color32::from_rgb(0x3A, 0x2A, 0x1A);
const MARK: Color32 = Color32::from_rgb(0x1F, 0x6F, 0xD0);
const LIGHT: Color32 = Color32::from_rgb(0xF5, 0xEE, 0xE0);

/// A turn being entered by clicks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// The piece chosen.
    pub from: Option<u8>,
    /// The steps clicked so far.
    pub steps: Vec<Step>,
    /// A point clicked that could be reached by approach or withdrawal: the arbiter picks.
    pub choice: Option<u8>,
}

impl Entry {
    fn end(&self) -> Option<u8> {
        self.steps.last().map(|s| s.to).or(self.from)
    }

    /// The turn as clicked so far.
    pub fn pending(&self) -> Option<Turn> {
        Some(Turn {
            from: self.from?,
            steps: self.steps.clone(),
        })
    }

    /// The legal turns that begin with what was clicked.
    fn continuing<'a>(&'a self, legal: &'a [Turn]) -> impl Iterator<Item = &'a Turn> + 'a {
        legal.iter().filter(move |t| {
            Some(t.from) == self.from
                && t.steps.len() > self.steps.len()
                && t.steps[..self.steps.len()] == self.steps[..]
        })
    }

    fn is_legal(&self, legal: &[Turn]) -> bool {
        !self.steps.is_empty() && self.pending().is_some_and(|p| legal.contains(&p))
    }

    /// The points a click can use now.
    pub fn clickable(&self, legal: &[Turn]) -> u64 {
        let origins = legal.iter().fold(0u64, |m, t| m | bit(t.from));
        let Some(_) = self.from else { return origins };
        let k = self.steps.len();
        let mut mask = self
            .continuing(legal)
            .fold(0u64, |m, t| m | bit(t.steps[k].to));
        if k == 0 {
            mask |= origins;
        }
        if self.is_legal(legal)
            && let Some(end) = self.end()
        {
            mask |= bit(end);
        }
        mask
    }

    /// Takes a click on point `p`; returns the turn when it is complete.
    pub fn click(&mut self, p: u8, legal: &[Turn]) -> Option<Turn> {
        self.choice = None;
        if self.steps.is_empty() && legal.iter().any(|t| t.from == p) && self.from != Some(p) {
            self.from = Some(p);
            return None;
        }
        if Some(p) == self.end() && self.is_legal(legal) {
            return self.finish();
        }
        let k = self.steps.len();
        let mut kinds: Vec<Option<Capture>> = self
            .continuing(legal)
            .filter(|t| t.steps[k].to == p)
            .map(|t| t.steps[k].capture)
            .collect();
        kinds.dedup();
        kinds.sort_by_key(|c| c.map(Capture::letter));
        kinds.dedup();
        match kinds.as_slice() {
            [] => None,
            [one] => self.take(p, *one, legal),
            _ => {
                self.choice = Some(p);
                None
            }
        }
    }

    /// Takes the arbiter's pick between approach and withdrawal.
    pub fn choose(&mut self, how: Capture, legal: &[Turn]) -> Option<Turn> {
        let p = self.choice.take()?;
        self.take(p, Some(how), legal)
    }

    fn take(&mut self, to: u8, capture: Option<Capture>, legal: &[Turn]) -> Option<Turn> {
        self.steps.push(Step { to, capture });
        if self.continuing(legal).next().is_none() {
            return self.finish();
        }
        None
    }

    /// Ends the turn here (when what was clicked is a legal turn).
    pub fn finish(&mut self) -> Option<Turn> {
        let t = self.pending().filter(|t| !t.steps.is_empty())?;
        *self = Entry::default();
        Some(t)
    }
}

/// What the board shows besides the position.
pub struct Marks {
    /// The path of the turn being entered.
    pub path: Vec<u8>,
    /// The path of the turn that led to the position shown, drawn faintly.
    pub last: Vec<u8>,
    /// The path of the turn the validator refused, drawn in red.
    pub bad: Vec<u8>,
    /// Points that take a click.
    pub clickable: u64,
}

impl Marks {
    /// The marks for `entry` and the refused token `bad`, if any.
    pub fn of(entry: &Entry, last: Option<&str>, bad: Option<&str>, legal: &[Turn]) -> Marks {
        let path_of = |t: Option<&str>| {
            t.and_then(|t| parse_turn(t).ok())
                .map(|t| t.path().collect())
                .unwrap_or_default()
        };
        Marks {
            last: path_of(last),
            path: entry
                .pending()
                .map(|t| t.path().collect())
                .unwrap_or_default(),
            bad: path_of(bad),
            clickable: entry.clickable(legal),
        }
    }
}

/// Draws `pos` with `marks`; returns the point clicked.
pub fn board(ui: &mut egui::Ui, pos: &Position, marks: &Marks) -> Option<u8> {
    let width = ui.available_width().clamp(360.0, 760.0);
    let gap = width / (f32::from(COLS) + 0.5);
    let margin = gap * 0.75;
    let height = gap * f32::from(ROWS - 1) + 2.0 * margin;
    let (outer, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    let painter = ui.painter_at(outer);
    painter.rect_filled(outer, 8.0, WOOD);
    let at = |p: u8| {
        Pos2::new(
            outer.min.x + margin + f32::from(p % COLS) * gap,
            outer.max.y - margin - f32::from(p / COLS) * gap,
        )
    };
    // Each line once: east, north, north-east and north-west of every point.
    let line = Stroke::new(gap * 0.035, INK);
    for p in 0..POINTS {
        for d in [0, 2, 4, 6] {
            if let Some(q) = step(p, d) {
                painter.line_segment([at(p), at(q)], line);
            }
        }
    }
    let font = FontId::proportional(gap * 0.22);
    for c in 0..COLS {
        painter.text(
            Pos2::new(at(c).x, outer.max.y - margin * 0.3),
            Align2::CENTER_CENTER,
            ((b'a' + c) as char).to_string(),
            font.clone(),
            INK,
        );
    }
    for r in 0..ROWS {
        painter.text(
            Pos2::new(outer.min.x + margin * 0.35, at(r * COLS).y),
            Align2::CENTER_CENTER,
            (r + 1).to_string(),
            font.clone(),
            INK,
        );
    }
    let path = |pts: &[u8], colour: Color32| {
        for w in pts.windows(2) {
            painter.line_segment([at(w[0]), at(w[1])], Stroke::new(gap * 0.09, colour));
        }
    };
    path(
        &marks.last,
        Color32::from_rgba_unmultiplied(0x1F, 0x6F, 0xD0, 0x70),
    );
    path(&marks.path, MARK);
    path(&marks.bad, Color32::RED);
    let radius = gap * 0.32;
    let mut clicked = None;
    for p in 0..POINTS {
        let centre = at(p);
        let rect = Rect::from_center_size(centre, Vec2::splat(gap * 0.8));
        let id = ui.scope_id().with(("point", p));
        let live = marks.clickable & bit(p) != 0;
        let resp = ui.interact(rect, id, if live { Sense::click() } else { Sense::hover() });
        let who = match pos.at(p) {
            Some(Side::White) => t!("white"),
            Some(Side::Black) => t!("black"),
            None => t!("empty-point"),
        };
        let label = format!("{} {who}", name(p));
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, live, &label));
        if resp.clicked() {
            clicked = Some(p);
        }
        match pos.at(p) {
            Some(Side::White) => {
                painter.circle(centre, radius, LIGHT, Stroke::new(gap * 0.04, INK));
            }
            Some(Side::Black) => {
                painter.circle(centre, radius, INK, Stroke::new(gap * 0.04, INK));
            }
            None => {
                painter.circle_filled(centre, gap * 0.06, INK);
            }
        }
        if live && resp.hovered() {
            painter.circle_stroke(centre, radius + gap * 0.05, Stroke::new(2.0, MARK));
        }
        if marks.path.first() == Some(&p) || marks.path.last() == Some(&p) {
            painter.circle_stroke(centre, radius + gap * 0.05, Stroke::new(3.0, MARK));
        }
        if marks.bad.first() == Some(&p) {
            painter.circle_stroke(centre, radius + gap * 0.05, Stroke::new(3.0, Color32::RED));
        }
    }
    clicked
}
