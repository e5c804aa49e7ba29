//! The Togyzkumalak board drawn with egui's painter: Black's row on top (otau 9 to 1 from the
//! left, so sowing runs anticlockwise as on a real board), White's row below (1 to 9), the two
//! kazans between them, tuzdyks marked, and the side to move outlined. Each otau is also a
//! clickable widget with a name ("White 3") for screen readers and the UI tests.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};
use orda_core::t;

use orda_core::rules::togyz::{Position, Side};

const WOOD: Color32 = Color32::from_rgb(0xC8, 0x9B, 0x62);
const OTAU: Color32 = Color32::from_rgb(0xE9, 0xD3, 0xAE);
const TUZDYK: Color32 = Color32::from_rgb(0x8E, 0x2F, 0x2F);
const STONE: Color32 = Color32::from_rgb(0x3A, 0x2A, 0x1A);
const MARK: Color32 = Color32::from_rgb(0x1F, 0x6F, 0xD0);

/// Draws `pos`; `mark` outlines one otau (the last move, or the bad one). Returns the otau of
/// the side to move that was clicked, when `clickable`.
pub fn board(
    ui: &mut egui::Ui,
    pos: &Position,
    mark: Option<(Side, u8)>,
    clickable: bool,
) -> Option<u8> {
    let width = ui.available_width().clamp(360.0, 900.0);
    let cell = width / 9.0;
    let height = cell * 2.0 * 1.35 + cell * 0.9;
    let (outer, _) = ui.allocate_exact_size(Vec2::new(width, height), Sense::hover());
    let painter = ui.painter_at(outer);
    painter.rect_filled(outer, 8.0, WOOD);
    let otau_h = cell * 1.35;
    let kazan_rect = Rect::from_min_size(
        outer.min + Vec2::new(cell * 0.2, otau_h),
        Vec2::new(width - cell * 0.4, cell * 0.9),
    );
    let mut clicked = None;
    for side in [Side::Black, Side::White] {
        for otau in 1..=9u8 {
            let col = match side {
                Side::White => otau - 1,
                Side::Black => 9 - otau,
            };
            let top = match side {
                Side::Black => outer.min.y,
                Side::White => kazan_rect.max.y,
            };
            let rect = Rect::from_min_size(
                Pos2::new(outer.min.x + f32::from(col) * cell, top),
                Vec2::new(cell, otau_h),
            )
            .shrink(cell * 0.06);
            let id = ui.scope_id().with(("otau", side.index(), otau));
            let legal = clickable && side == pos.to_move() && pos.is_legal(otau);
            let sense = if legal {
                Sense::click()
            } else {
                Sense::hover()
            };
            let resp = ui.interact(rect, id, sense);
            let tuzdyk = pos.is_tuzdyk(side, otau);
            let label = if tuzdyk {
                format!("{} {otau} {}", side_name(side), t!("tuzdyk"))
            } else {
                format!("{} {otau}", side_name(side))
            };
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, legal, &label));
            if resp.clicked() {
                clicked = Some(otau);
            }
            let fill = if tuzdyk { TUZDYK } else { OTAU };
            painter.rect_filled(rect, 6.0, fill);
            if resp.hovered() && legal {
                painter.rect_stroke(rect, 6.0, Stroke::new(2.0, MARK), StrokeKind::Inside);
            }
            if mark == Some((side, otau)) {
                painter.rect_stroke(
                    rect,
                    6.0,
                    Stroke::new(3.0, Color32::RED),
                    StrokeKind::Inside,
                );
            }
            let n = pos.otau(side, otau);
            // The otau number, then the count, then up to 30 kumalaks as dots.
            let (num_y, count_y) = match side {
                Side::Black => (rect.min.y + cell * 0.12, rect.max.y - cell * 0.22),
                Side::White => (rect.max.y - cell * 0.12, rect.min.y + cell * 0.22),
            };
            let ink = if tuzdyk { Color32::WHITE } else { STONE };
            painter.text(
                Pos2::new(rect.center().x, num_y),
                Align2::CENTER_CENTER,
                otau.to_string(),
                FontId::proportional(cell * 0.16),
                ink,
            );
            if tuzdyk {
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    "X",
                    FontId::proportional(cell * 0.45),
                    Color32::WHITE,
                );
            } else {
                painter.text(
                    Pos2::new(rect.center().x, count_y),
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    FontId::proportional(cell * 0.24),
                    STONE,
                );
                dots(
                    &painter,
                    rect.shrink2(Vec2::new(cell * 0.1, cell * 0.34)),
                    n,
                );
            }
        }
    }
    // The kazans: Black's on the left half, White's on the right, each with its count.
    let half = kazan_rect.width() / 2.0;
    for (i, side) in [Side::Black, Side::White].into_iter().enumerate() {
        let r = Rect::from_min_size(
            kazan_rect.min + Vec2::new(half * i as f32, 0.0),
            Vec2::new(half, kazan_rect.height()),
        )
        .shrink(cell * 0.08);
        painter.rect_filled(r, r.height() / 2.0, OTAU);
        if pos.to_move() == side && !pos.is_over() {
            painter.rect_stroke(
                r,
                r.height() / 2.0,
                Stroke::new(3.0, MARK),
                StrokeKind::Inside,
            );
        }
        let kazan = t!(
            "side-kazan",
            side = orda_core::words::side_key(side),
            n = pos.kazan(side)
        );
        let who = if pos.to_move() == side && !pos.is_over() {
            format!("{kazan} · {}", t!("to-move"))
        } else {
            kazan
        };
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            who,
            FontId::proportional(cell * 0.22),
            STONE,
        );
    }
    clicked
}

fn side_name(side: Side) -> String {
    match side {
        Side::White => t!("white"),
        Side::Black => t!("black"),
    }
}

/// Up to 30 kumalaks in rows of five (more are shown by the number alone).
fn dots(painter: &egui::Painter, area: Rect, n: u8) {
    let shown = n.min(30);
    let step = (area.width() / 5.0).min(area.height() / 6.0);
    let r = step * 0.36;
    for k in 0..shown {
        let (row, col) = (k / 5, k % 5);
        let c = Pos2::new(
            area.center().x + (f32::from(col) - 2.0) * step,
            area.min.y + step * (f32::from(row) + 0.5),
        );
        painter.circle_filled(c, r, STONE);
    }
}
