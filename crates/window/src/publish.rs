//! The Start view's "Live results page": publish the open database on the hall's network
//! (`orda_web`) and show its address with a QR code that a phone's camera opens.

use super::{Command, Shared};
use orda_core::t;

/// Pixels per module of the QR code.
const MODULE: f32 = 4.0;

/// The publishing part of the Start view: the port and a button, or the addresses, their QR
/// code and a button to stop.
pub(super) fn publish_ui(
    ui: &mut egui::Ui,
    port: &mut u16,
    shared: &Shared,
    cmds: &mut Vec<Command>,
) {
    ui.heading(t!("publish-heading"));
    if shared.publishing.is_empty() {
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("publish-port"));
            ui.add(egui::DragValue::new(port).range(1..=65535))
                .labelled_by(l.id);
            if ui
                .button(t!("publish-start"))
                .on_hover_text(t!("publish-start-tip"))
                .clicked()
            {
                cmds.push(Command::Publish(Some(*port)));
            }
        });
        return;
    }
    ui.label(t!("publish-running"));
    for url in &shared.publishing {
        ui.hyperlink(url);
    }
    if let Some(url) = shared.publishing.first() {
        qr(ui, url);
    }
    if ui.button(t!("publish-stop")).clicked() {
        cmds.push(Command::Publish(None));
    }
}

/// Paints `text` as a QR code (dark modules on white, with the quiet zone the standard asks).
pub(super) fn qr(ui: &mut egui::Ui, text: &str) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return;
    };
    let width = code.width();
    let quiet = 4;
    let side = (width + 2 * quiet) as f32 * MODULE;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, text));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == qrcode::Color::Dark {
            let (x, y) = ((i % width + quiet) as f32, (i / width + quiet) as f32);
            let min = rect.min + egui::vec2(x * MODULE, y * MODULE);
            painter.rect_filled(
                egui::Rect::from_min_size(min, egui::vec2(MODULE, MODULE)),
                0.0,
                egui::Color32::BLACK,
            );
        }
    }
}
