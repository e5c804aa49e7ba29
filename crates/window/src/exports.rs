//! What the Export menu writes: the tournament's papers in its publication language (else the
//! window's), CSV and TRF as machine formats; the federation's papers are `awards::export`.

use super::{Failure, OrdaApp};
use orda_core::app::{self, query};
use orda_core::formats::sheet::{Paper, Sheet};
use orda_core::t;
use orda_core::tournament::Tournament;
use orda_core::words::paper::{self, PlayersBy};
use orda_core::words::reports;

/// A file to write from the Export menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Export {
    StandingsCsv,
    StandingsHtml,
    CrosstableCsv,
    CrosstableHtml,
    PairingsHtml,
    WallChartHtml,
    Trf,
    Records,
    PrizesHtml,
    TeamsHtml,
    EventHtml,
    SlipsHtml,
    PlayersHtml,
    CheckinHtml,
    ReportHtml,
    /// The players' cards (the Hall view's Print cards: not in the Export menu, since it makes
    /// codes).
    CardsHtml,
}

impl Export {
    pub(super) const ALL: [Export; 15] = [
        Export::StandingsCsv,
        Export::StandingsHtml,
        Export::CrosstableCsv,
        Export::CrosstableHtml,
        Export::PairingsHtml,
        Export::WallChartHtml,
        Export::PrizesHtml,
        Export::TeamsHtml,
        Export::EventHtml,
        Export::SlipsHtml,
        Export::PlayersHtml,
        Export::CheckinHtml,
        Export::ReportHtml,
        Export::Trf,
        Export::Records,
    ];

    pub(super) fn label(self) -> String {
        match self {
            Export::StandingsCsv => t!("export-standings-csv"),
            Export::StandingsHtml => t!("export-standings-html"),
            Export::CrosstableCsv => t!("export-crosstable-csv"),
            Export::CrosstableHtml => t!("export-crosstable-html"),
            Export::PairingsHtml => t!("export-pairings-html"),
            Export::WallChartHtml => t!("export-wallchart-html"),
            Export::Trf => t!("export-trf"),
            Export::Records => t!("export-records"),
            Export::PrizesHtml => t!("export-prizes-html"),
            Export::TeamsHtml => t!("export-teams-html"),
            Export::EventHtml => t!("export-event-html"),
            Export::SlipsHtml => t!("export-slips-html"),
            Export::PlayersHtml => t!("export-players-html"),
            Export::CheckinHtml => t!("export-checkin-html"),
            Export::ReportHtml => t!("export-report-html"),
            Export::CardsHtml => t!("hall-print-cards"),
        }
    }

    /// The file name an export gets: the tournament's name and the round it shows, so that
    /// exports of different tournaments and rounds never take each other's place
    /// (`Almaty Cup - standings r5.csv`); the whole event's, the event's name. Characters no
    /// file system takes are left out.
    pub(super) fn file_name(self, t: &Tournament, pairings_round: u32) -> String {
        let legal = |s: &str| -> String {
            let s: String = s
                .chars()
                .filter(|c| !c.is_control() && !r#"/\:*?"<>|"#.contains(*c))
                .collect();
            let s = s.trim().trim_matches('.');
            if s.is_empty() { "orda" } else { s }.to_string()
        };
        let name = legal(&t.settings.name);
        // The whole event's paper is named after the event, not the section it was asked from.
        let event = t.event.as_deref().map_or_else(|| name.clone(), legal);
        let done = t.completed_rounds();
        let paired = t.rounds.len();
        match self {
            Export::StandingsCsv => t!("file-standings-csv", name = name, round = done),
            Export::StandingsHtml => t!("file-standings-html", name = name, round = done),
            Export::CrosstableCsv => t!("file-crosstable-csv", name = name, round = done),
            Export::CrosstableHtml => t!("file-crosstable-html", name = name, round = done),
            Export::PairingsHtml => t!("file-pairings-html", name = name, round = pairings_round),
            Export::WallChartHtml => {
                t!("file-wallchart-html", name = name, round = pairings_round)
            }
            Export::Trf => t!("file-trf", name = name, round = paired),
            Export::Records => t!("file-games", name = name, round = paired),
            Export::PrizesHtml => t!("file-prizes-html", name = name, round = done),
            Export::TeamsHtml => t!("file-teams-html", name = name, round = done),
            Export::EventHtml => t!("file-event-html", name = event),
            Export::SlipsHtml => t!("file-slips-html", name = name, round = pairings_round),
            Export::PlayersHtml => t!("file-players-html", name = name),
            Export::CheckinHtml => t!("file-checkin-html", name = name),
            Export::ReportHtml => t!("file-report-html", name = name),
            Export::CardsHtml => t!("file-cards-html", name = name),
        }
    }
}

impl OrdaApp {
    pub(super) fn export_text(&mut self, e: Export) -> Result<String, Failure> {
        let tid = self.tid()?;
        let t = query::tournament(self.store()?, tid)?;
        let upto = t.completed_rounds();
        // Exports speak the tournament's publication language, else the window's; CSV keeps
        // its machine column names and decimal points.
        let current = orda_core::words::lang::current();
        let lang = orda_core::words::lang::of_papers(t.settings.publication, None, current);
        let publish = |f: &dyn Fn() -> String| orda_core::words::lang::with(lang, f);
        let publish_some = |f: &dyn Fn() -> Option<String>| orda_core::words::lang::with(lang, f);
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
            // As the view shows it: by starting number, or by rank.
            Export::CrosstableHtml if self.standings.by_rank => {
                publish(&|| reports::crosstable_sheet_by_rank(&t, upto, false).to_html())
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
                    .and_then(|url| orda_core::formats::board_svg::qr(url, 30))
                    .unwrap_or_default();
                publish_some(&|| reports::pairings(&t, round, false).map(|s| s.to_html_with(&qr)))
                    .ok_or_else(|| Failure::Said(t!("not-paired")))?
            }
            Export::WallChartHtml => {
                let round = self.rounds.round().unwrap_or(t.rounds.len() as u32);
                publish_some(&|| {
                    paper::wall_chart(&t, round).map(|s| Sheet::many_to_html_on(&[s], Paper::A4))
                })
                .ok_or_else(|| Failure::Said(t!("not-paired")))?
            }
            Export::Trf => app::transfer::export(self.store()?, t.settings.id)?,
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
            Export::CardsHtml => {
                let cards = self.cards()?;
                let t = query::tournament(self.store()?, tid)?;
                let site = self.shared.publishing.first().cloned().unwrap_or_else(|| {
                    orda_web::urls(std::net::SocketAddr::from(([0, 0, 0, 0], 8080)))
                        .into_iter()
                        .next()
                        .unwrap_or_default()
                });
                let printed: Vec<_> = cards
                    .iter()
                    .filter_map(|m| {
                        let code = m.code.as_ref()?;
                        let url = orda_web::http::report_with_code(&site, tid, &code.shown());
                        Some((m, url))
                    })
                    .collect();
                if printed.is_empty() {
                    return Err(Failure::Said(t!("cards-none")));
                }
                publish(&|| orda_core::words::hall::cards_html(&t, &printed, &site, Paper::A4))
            }
            Export::PrizesHtml | Export::TeamsHtml | Export::EventHtml => String::new(),
        })
    }

    /// The players' codes to print on cards: those the Hall view shows (made a moment ago and
    /// shown once), and one made now for every player who has none (which the view then shows
    /// too, so that a card not written is not a code lost).
    fn cards(&mut self) -> Result<Vec<app::hall::PlayerCode>, Failure> {
        let t = self.tid()?;
        let op = app::hall::PlayerCodes {
            t,
            reissue: None,
            all: false,
        };
        let made = app::run(self.store()?, op)?;
        let mut cards = self.hall.shown_codes();
        cards.extend(made.into_iter().filter(|p| p.code.is_some()));
        cards.sort_by_key(|p| p.no.0);
        cards.dedup_by_key(|p| p.no.0);
        self.hall.made_codes(cards.clone());
        self.reload(super::reread::Reread::Open);
        Ok(cards)
    }
}
