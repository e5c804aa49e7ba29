//! How the views' tables look: rows that select on a click and keep one height, and the widths
//! of headings and cells in whatever language the window speaks.

/// How every table's cells behave: a click anywhere on a row selects it, so labels must not
/// take the click for text selection; long names are cut, not wrapped, so rows keep one height
/// (which the virtualised tables rely on).
pub(super) fn table_style(ui: &mut egui::Ui) {
    ui.style_mut().interaction.selectable_labels = false;
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
}

/// The width of `text` written as a table heading (strong), so a column can fit its heading in
/// whatever language the window speaks.
pub(super) fn strong_width(ui: &egui::Ui, text: &str) -> f32 {
    text_width(ui, egui::RichText::new(text).strong())
}

/// The width of `text` on one line in the body's style.
pub(super) fn text_width(ui: &egui::Ui, text: impl Into<egui::WidgetText>) -> f32 {
    text.into()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}
