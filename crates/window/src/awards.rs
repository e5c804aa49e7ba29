//! The window's federation commands ([`AwardCmd`]): events and sections, categories, prizes,
//! team settings, ratings into the registry, and entering a registry player. Each becomes one
//! `app::Op`; [`said`] words what it did for the status bar.

use super::{Failure, OrdaApp};
use orda_core::app::{self, Op};
use orda_core::t;
use orda_core::tournament::category::Category;
use orda_core::tournament::event::{Event, TeamSettings};
use orda_core::tournament::prizes::{Precedence, Prize, Ties};
use orda_core::tournament::{EventId, PlayerId};

/// What the federation parts of the views ask for.
#[derive(Clone, Debug)]
pub enum AwardCmd {
    /// Create an event.
    CreateEvent(Event),
    /// Change an event (its team standing's rule).
    UpdateEvent(Event),
    /// Make the open tournament a section of an event (or of none).
    SetSection(Option<EventId>),
    /// Add a category to the open tournament.
    AddCategory(Category, orda_core::tournament::category::Ages),
    /// Remove a category and its prizes.
    RemoveCategory(String),
    /// Set a prize.
    PutPrize(Prize),
    /// Remove a prize.
    RemovePrize { category: String, place: u32 },
    /// Store team settings and prize rules.
    Rules {
        teams: TeamSettings,
        ties: Ties,
        precedence: Precedence,
        /// The prizes' currency, when it is what changes (`Some("")`: ₸ again).
        currency: Option<String>,
    },
    /// Write the rating changes into the registry with this K.
    ApplyRatings(u32),
    /// Take them back.
    UndoRatings,
    /// Enter a registry player in the open tournament.
    EnterRegistered(PlayerId),
}

impl AwardCmd {
    /// True when the command changes which events the file holds or what they contain.
    pub fn changes_events(&self) -> bool {
        matches!(
            self,
            AwardCmd::CreateEvent(_) | AwardCmd::UpdateEvent(_) | AwardCmd::SetSection(_)
        )
    }
}

impl OrdaApp {
    /// The operation a federation command stands for.
    pub(super) fn award_op(&self, c: AwardCmd) -> Result<Op, Failure> {
        // Events need no open tournament; everything else is about the open one.
        let t = || self.tid();
        Ok(match c {
            AwardCmd::CreateEvent(e) => Op::CreateEvent(app::CreateEvent(e)),
            AwardCmd::UpdateEvent(e) => Op::UpdateEvent(app::UpdateEvent(e)),
            AwardCmd::SetSection(event) => Op::SetSection(app::SetSection { t: t()?, event }),
            AwardCmd::AddCategory(category, ages) => Op::AddCategory(app::AddCategory {
                t: t()?,
                category,
                ages,
                position: None,
            }),
            AwardCmd::RemoveCategory(name) => {
                Op::RemoveCategory(app::RemoveCategory { t: t()?, name })
            }
            AwardCmd::PutPrize(prize) => Op::PutPrize(app::PutPrize { t: t()?, prize }),
            AwardCmd::RemovePrize { category, place } => Op::RemovePrize(app::RemovePrize {
                t: t()?,
                category,
                place,
            }),
            AwardCmd::Rules {
                teams,
                ties,
                precedence,
                currency,
            } => Op::SetAwardRules(app::SetAwardRules {
                t: t()?,
                teams: Some(teams.into()),
                ties: Some(ties),
                precedence: Some(precedence),
                currency,
            }),
            AwardCmd::ApplyRatings(k) => Op::ApplyRatings(app::ApplyRatings { t: t()?, k }),
            AwardCmd::UndoRatings => Op::UndoRatings(app::UndoRatings(t()?)),
            AwardCmd::EnterRegistered(player) => {
                Op::EnterRegistered(app::EnterRegistered { t: t()?, player })
            }
        })
    }
}

/// The text of a federation export, or of the standings of the category the Standings view
/// shows (what the arbiter sees is what he exports); `None` for the other exports. HTML
/// speaks `lang` (the tournament's publication language or the window's).
pub(super) fn export(
    t: &orda_core::tournament::Tournament,
    shared: &super::Shared,
    event: Option<&(Event, Vec<orda_core::tournament::Tournament>)>,
    category: Option<&str>,
    e: super::Export,
    lang: orda_core::tournament::Lang,
) -> Result<Option<String>, Failure> {
    use super::Export;
    use orda_core::app::federation as fed;
    use orda_core::words::federation as w;
    let awards = &shared.awards;
    let upto = t.completed_rounds();
    let publish = |f: &dyn Fn() -> String| orda_core::words::lang::with(lang, f);
    if e == Export::EventHtml {
        let Some((ev, sections)) = event else {
            return Err(Failure::Said(t!("not-in-event")));
        };
        return Ok(Some(publish(&|| {
            let mut sheets = vec![w::event_overview(ev, sections)];
            let lines = fed::event_teams(ev, sections, orda_core::words::lang::current());
            sheets.push(w::event_teams_sheet(ev, sections, &lines, false));
            for s in sections {
                let done = s.completed_rounds();
                sheets.push(orda_core::words::reports::standings_sheet(s, done, false));
            }
            orda_core::formats::sheet::Sheet::many_to_html(&sheets)
        })));
    }
    Ok(match e {
        Export::PrizesHtml => Some(publish(&|| {
            w::prizes_sheet(t, awards, upto, false).to_html()
        })),
        Export::TeamsHtml => Some(publish(&|| {
            w::teams_sheet(t, awards, upto, false)
                .unwrap_or_default()
                .to_html()
        })),
        Export::StandingsCsv | Export::StandingsHtml => {
            let Some(name) = category else {
                return Ok(None);
            };
            let (c, lines) = fed::category_standings(t, awards, name, upto)?;
            let st = orda_core::tournament::standings::standings(t, upto);
            Some(match e {
                Export::StandingsCsv => {
                    w::category_sheet(t, &st, &c, &lines, true).to_csv_as(shared.csv_style)
                }
                _ => publish(&|| w::category_sheet(t, &st, &c, &lines, false).to_html()),
            })
        }
        _ => None,
    })
}

impl OrdaApp {
    /// Publishes the open database's live results page on `port` on every network of this
    /// computer (`None`: stops it); what the status bar says.
    pub(super) fn publish(&mut self, port: Option<u16>) -> Result<String, Failure> {
        self.server = None;
        self.shared.publishing.clear();
        let Some(port) = port else {
            return Ok(t!("publish-stopped"));
        };
        let Some(store) = self.store.as_ref() else {
            return Err(Failure::Said(t!("no-database-open")));
        };
        let Some(path) = store.file().map(std::path::Path::to_path_buf) else {
            return Err(Failure::Said(t!("publish-no-file")));
        };
        let bind = std::net::SocketAddr::from(([0, 0, 0, 0], port));
        let lang = orda_core::words::lang::current();
        let server = orda_web::Server::start(path, bind, lang)
            .map_err(|e| Failure::Said(t!("publish-failed", port = port, error = e.to_string())))?;
        self.shared.publishing = orda_web::urls(server.addr());
        self.server = Some(server);
        Ok(t!(
            "publishing",
            url = self.shared.publishing.first().cloned().unwrap_or_default()
        ))
    }
}
