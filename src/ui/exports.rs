//! What the Export menu writes: the tournament's papers in its publication language (else the
//! window's), CSV and TRF as machine formats; the federation's papers are `awards::export`.

use super::{Export, Failure, OrdaApp};
use crate::app::{self, query};
use crate::formats::sheet::{Paper, Sheet};
use crate::t;
use crate::tournament::TournamentId;
use crate::words::paper::{self, PlayersBy};
use crate::words::reports;

impl OrdaApp {
    pub(super) fn export_text(&mut self, e: Export) -> Result<String, Failure> {
        let tid = self.tid()?;
        let t = query::tournament(self.store()?, tid)?;
        let upto = t.completed_rounds();
        // Exports speak the tournament's publication language, else the window's; CSV keeps
        // its machine column names and decimal points.
        let lang = t
            .settings
            .publication
            .unwrap_or_else(crate::words::lang::current);
        let publish = |f: &dyn Fn() -> String| crate::words::lang::with(lang, f);
        let publish_some = |f: &dyn Fn() -> Option<String>| crate::words::lang::with(lang, f);
        // The event's sections read now, as they are stored.
        let event = match (e, self.shared.awards.event) {
            (Export::EventHtml, Some(id)) => Some(app::federation::event(self.store()?, id)?),
            _ => None,
        };
        let category = self.standings.category();
        let shared = &self.shared;
        if let Some(text) = super::awards::export(&t, shared, event.as_ref(), category, e, lang)? {
            return Ok(text);
        }
        Ok(match e {
            Export::StandingsCsv => {
                reports::standings_sheet(&t, upto, true).to_csv_as(self.shared.csv_style)
            }
            Export::StandingsHtml => {
                publish(&|| reports::standings_sheet(&t, upto, false).to_html())
            }
            Export::CrosstableCsv => {
                reports::crosstable_sheet(&t, upto, true).to_csv_as(self.shared.csv_style)
            }
            Export::CrosstableHtml => {
                publish(&|| reports::crosstable_sheet(&t, upto, false).to_html())
            }
            Export::PairingsHtml => {
                let round = self.rounds.round().unwrap_or(t.rounds.len() as u32);
                // While the live page is published, its QR code is on the wall sheet.
                let qr = self
                    .shared
                    .publishing
                    .first()
                    .and_then(|url| crate::formats::board_svg::qr(url, 30))
                    .unwrap_or_default();
                publish_some(&|| reports::pairings(&t, round, false).map(|s| s.to_html_with(&qr)))
                    .ok_or_else(|| Failure::Said(t!("not-paired")))?
            }
            Export::Trf => app::transfer::export(self.store()?, TournamentId(t.settings.id))?,
            Export::Records => app::transfer::export_records(self.store()?, &t)?,
            Export::SlipsHtml => {
                let round = self.rounds.round().unwrap_or(t.rounds.len() as u32);
                publish_some(&|| paper::slips(&t, round, false, Paper::A4))
                    .ok_or_else(|| Failure::Said(t!("not-paired")))?
            }
            Export::PlayersHtml => publish(&|| {
                Sheet::many_to_html_on(&[paper::players_sheet(&t, PlayersBy::Name)], Paper::A4)
            }),
            Export::CheckinHtml => {
                publish(&|| Sheet::many_to_html_on(&[paper::checkin_sheet(&t)], Paper::A4))
            }
            Export::ReportHtml => publish(&|| {
                Sheet::many_to_html_on(&paper::report(&t, &self.shared.awards, 10), Paper::A4)
            }),
            Export::PrizesHtml | Export::TeamsHtml | Export::EventHtml => String::new(),
        })
    }
}
