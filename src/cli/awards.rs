//! `orda category`, `orda prize`, `orda prizes` and `orda teams`: a tournament's categories and
//! prizes, the prize list, and team standings (docs/prizes.md, docs/teams.md).

use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use orda::app::{
    AddCategory, PutPrize, Refusal, RemoveCategory, RemovePrize, SetAwardRules, federation as fed,
    query,
};
use orda::formats::sheet::Sheet;
use orda::tournament::category::{Ages, Category};
use orda::tournament::event::TeamChange;
use orda::tournament::prizes::{Precedence, Prize, Ties};
use orda::tournament::teams::TeamTb;
use orda::tournament::{EventId, parse_sex};
use orda::words::federation as w;

use super::federation::{OutArgs, TeamByArg, emit, in_lang};
use super::shared::{
    DbArg, TournamentArg, apply, open_existing, open_read, pick, refused, say_no, tryx,
};

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TiesArg {
    /// Tied players share the money equally.
    Equal,
    /// The tie-breaks decide; nothing is shared.
    Tiebreak,
    /// The Hort system: half by the tie-breaks, half shared.
    Hort,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrecedenceArg {
    /// Overall prizes before category prizes of the same value.
    Overall,
    /// Category prizes before overall prizes of the same value.
    Category,
}

// Parsed once per run: the size of `Add` does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
pub enum CategoryCmd {
    /// Add a category: every condition given must hold.
    Add {
        #[command(flatten)]
        t: TournamentArg,
        /// Its name (U14 girls, 50+, ...).
        name: String,
        /// m or w.
        #[arg(long)]
        sex: Option<String>,
        /// Under this age on the reference date (U14: --under 14).
        #[arg(long, conflicts_with = "born_from")]
        under: Option<u32>,
        /// This age or older on the reference date (veterans: --over 50).
        #[arg(long, conflicts_with = "born_to")]
        over: Option<u32>,
        /// The reference date of ages, DD.MM.YYYY or YYYY-MM-DD (default: 1 January of the
        /// tournament's start year).
        #[arg(long)]
        on: Option<String>,
        /// Born on or after, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        born_from: Option<String>,
        /// Born on or before, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        born_to: Option<String>,
        /// Rating at least.
        #[arg(long)]
        rating_min: Option<u32>,
        /// Rating at most.
        #[arg(long)]
        rating_max: Option<u32>,
        /// Titles or ranks, comma-separated.
        #[arg(long, value_delimiter = ',')]
        title: Vec<String>,
        /// Region.
        #[arg(long)]
        region: Option<String>,
        /// Club.
        #[arg(long)]
        club: Option<String>,
        /// Its place in the order of precedence (1 = first; default: last).
        #[arg(long)]
        position: Option<u32>,
    },
    /// List the categories.
    List {
        #[command(flatten)]
        t: TournamentArg,
    },
    /// Remove a category and its prizes.
    Remove {
        #[command(flatten)]
        t: TournamentArg,
        /// Its name.
        name: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum PrizeCmd {
    /// Set the prize for a place (overall, or of a category).
    Add {
        #[command(flatten)]
        t: TournamentArg,
        /// The category (default: the overall standings).
        #[arg(long)]
        category: Option<String>,
        /// The place.
        #[arg(long)]
        place: u32,
        /// Money, whole units.
        #[arg(long, default_value_t = 0)]
        amount: u32,
        /// What it is besides money (Cup, Gold medal).
        #[arg(long)]
        name: Option<String>,
        /// Never share its money among tied players (default: shared for overall prizes, not
        /// for category prizes).
        #[arg(long, conflicts_with = "shared")]
        not_shared: bool,
        /// Share its money among tied players (see --not-shared).
        #[arg(long)]
        shared: bool,
    },
    /// Remove the prize for a place.
    Remove {
        #[command(flatten)]
        t: TournamentArg,
        /// The category (default: the overall standings).
        #[arg(long)]
        category: Option<String>,
        /// The place.
        #[arg(long)]
        place: u32,
    },
    /// How tied players' money goes and which prizes come first; prints the rules in force.
    Rules {
        #[command(flatten)]
        t: TournamentArg,
        /// How tied players' money goes.
        #[arg(long, value_enum)]
        ties: Option<TiesArg>,
        /// Among prizes of the same value, which come first.
        #[arg(long, value_enum)]
        precedence: Option<PrecedenceArg>,
        /// The currency printed beside every amount (default ₸; an empty one is ₸ again).
        #[arg(long)]
        currency: Option<String>,
    },
}

/// `orda teams` arguments.
#[derive(Args, Debug)]
pub struct TeamsArgs {
    /// The tournament's id (may be left out while the database holds a single tournament).
    #[arg(long, short = 't', value_name = "ID", conflicts_with = "event")]
    pub tournament: Option<i64>,
    /// The team standing of a whole event, over its sections.
    #[arg(long, short = 'e', value_name = "ID")]
    pub event: Option<i64>,
    /// What makes a team (default: the tournament's setting, region).
    #[arg(long, value_enum)]
    pub by: Option<TeamByArg>,
    /// Players counting (default: the tournament's setting, 3).
    #[arg(long)]
    pub best: Option<u32>,
    /// Team tie-breaks in order: next, best, total (default: the tournament's, next,best).
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// Store --by, --best and --tiebreaks as the tournament's settings.
    #[arg(long)]
    pub save: bool,
    /// The round (default: the last complete one).
    #[arg(long)]
    pub round: Option<u32>,
    #[command(flatten)]
    pub out: OutArgs,
}

pub fn category(db: &DbArg, cmd: CategoryCmd) -> ExitCode {
    match cmd {
        CategoryCmd::Add {
            t,
            name,
            sex,
            under,
            over,
            on,
            born_from,
            born_to,
            rating_min,
            rating_max,
            title,
            region,
            club,
            position,
        } => {
            let mut store = tryx!(open_existing(db));
            let tid = tryx!(pick(&mut store, &t));
            let sex = match sex {
                Some(s) => match parse_sex(&s) {
                    Some(c) => Some(c),
                    None => return say_no(orda::t!("cli-bad-sex", sex = &s)),
                },
                None => None,
            };
            let c = Category {
                name,
                sex,
                born_from,
                born_to,
                rating_min,
                rating_max,
                titles: title,
                region,
                club,
            };
            let ages = Ages { under, over, on };
            tryx!(apply(
                &mut store,
                AddCategory {
                    t: tid,
                    category: c,
                    ages,
                    position
                }
            ));
        }
        CategoryCmd::List { t } => {
            let mut store = tryx!(open_read(db));
            let tid = tryx!(pick(&mut store, &t));
            let a = tryx!(fed::awards(&mut store, tid).map_err(refused));
            for (i, c) in a.categories.iter().enumerate() {
                outln!("{}\t{}\t{}", i + 1, c.name, w::conditions(c));
            }
        }
        CategoryCmd::Remove { t, name } => {
            let mut store = tryx!(open_existing(db));
            let tid = tryx!(pick(&mut store, &t));
            tryx!(apply(&mut store, RemoveCategory { t: tid, name }));
        }
    }
    ExitCode::SUCCESS
}

pub fn prize(db: &DbArg, cmd: PrizeCmd) -> ExitCode {
    let mut store = tryx!(open_existing(db));
    match cmd {
        PrizeCmd::Add {
            t,
            category,
            place,
            amount,
            name,
            not_shared,
            shared,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let category = category.unwrap_or_default();
            let prize = Prize {
                shared: shared
                    || (!not_shared && orda::tournament::prizes::shared_by_default(&category)),
                category,
                place,
                amount,
                label: name,
            };
            let inverted = tryx!(apply(&mut store, PutPrize { t: tid, prize }));
            // Stored, but a lower place paying more is said (a typo in the amount, usually).
            for i in &inverted {
                errln!("orda: {}", orda::t!("cli-warning", what = w::inversion(i)));
            }
        }
        PrizeCmd::Remove { t, category, place } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = RemovePrize {
                t: tid,
                category: category.unwrap_or_default(),
                place,
            };
            tryx!(apply(&mut store, op));
        }
        PrizeCmd::Rules {
            t,
            ties,
            precedence,
            currency,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            if ties.is_some() || precedence.is_some() || currency.is_some() {
                // Only what is given changes, in one transaction with the rest as stored.
                let op = SetAwardRules {
                    t: tid,
                    teams: None,
                    ties: ties.map(|x| match x {
                        TiesArg::Equal => Ties::Equal,
                        TiesArg::Tiebreak => Ties::Tiebreak,
                        TiesArg::Hort => Ties::Hort,
                    }),
                    precedence: precedence.map(|p| match p {
                        PrecedenceArg::Overall => Precedence::Overall,
                        PrecedenceArg::Category => Precedence::Category,
                    }),
                    currency,
                };
                tryx!(apply(&mut store, op));
            }
            // The rules in force now.
            let a = tryx!(fed::awards(&mut store, tid).map_err(refused));
            outln!(
                "{}",
                orda::t!(
                    "cli-prize-rules",
                    ties = a.ties.code(),
                    precedence = a.precedence.code(),
                    currency = a.currency.as_deref().unwrap_or(w::DEFAULT_CURRENCY)
                )
            );
            for p in &a.prizes {
                let list = if p.category.is_empty() {
                    orda::t!("prizes-overall")
                } else {
                    p.category.clone()
                };
                let shared = if p.shared {
                    orda::t!("cli-prize-shared")
                } else {
                    orda::t!("cli-prize-not-shared")
                };
                let prize = w::prize_text_in(p, a.currency.as_deref());
                outln!("{list}\t{}\t{prize}\t{shared}", p.place);
            }
        }
    }
    ExitCode::SUCCESS
}

/// The round a paper is about: `--round`, else the last complete one; refused when not paired.
fn upto(t: &orda::tournament::Tournament, round: Option<u32>) -> Result<u32, ExitCode> {
    let paired = t.rounds.len() as u32;
    let upto = round.unwrap_or_else(|| t.completed_rounds());
    if upto > paired {
        return Err(say_no(orda::t!(
            "round-not-paired",
            round = upto,
            paired = paired
        )));
    }
    Ok(upto)
}

/// `orda prizes`: the prize list.
pub fn prizes(db: &DbArg, t: TournamentArg, round: Option<u32>, out: OutArgs) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &t));
    let tour = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let a = tryx!(fed::awards(&mut store, tid).map_err(refused));
    let upto = tryx!(upto(&tour, round));
    let ascii = out.format.is_csv();
    let sheet = in_lang(tour.settings.publication, || {
        w::prizes_sheet(&tour, &a, upto, ascii)
    });
    emit(&[sheet], &out)
}

/// `orda teams`: team standings of a tournament or an event.
pub fn teams(db: &DbArg, args: TeamsArgs) -> ExitCode {
    let ascii = args.out.format.is_csv();
    if let Some(e) = args.event {
        let mut store = tryx!(open_read(db));
        let (mut ev, sections) = tryx!(fed::event(&mut store, EventId(e)).map_err(refused));
        if let Some(by) = args.by {
            ev.team_by = by.by();
        }
        if let Some(n) = args.best {
            if n == 0 {
                return refused(Refusal::BadTeamRule);
            }
            ev.team_best = n;
        }
        let lines = fed::event_teams(&ev, &sections, orda::words::lang::current());
        return emit(
            &[w::event_teams_sheet(&ev, &sections, &lines, ascii)],
            &args.out,
        );
    }
    let mut store = tryx!(if args.save {
        open_existing(db)
    } else {
        open_read(db)
    });
    let t = TournamentArg {
        tournament: args.tournament,
    };
    let tid = tryx!(pick(&mut store, &t));
    // What the arguments give, the rest as stored (`--save`: made to the settings as stored in
    // the operation's own transaction, so a concurrent change to another setting stays).
    let change = TeamChange {
        by: args.by.map(|by| by.by()),
        best: args.best,
        tiebreaks: match args.tiebreaks.as_deref().map(TeamTb::parse_list) {
            None => None,
            Some(Ok(l)) => Some(l),
            Some(Err(bad)) => return say_no(orda::t!("cli-bad-team-tiebreak", code = bad)),
        },
    };
    if args.save {
        let op = SetAwardRules {
            t: tid,
            teams: Some(change.clone()),
            ties: None,
            precedence: None,
            currency: None,
        };
        tryx!(apply(&mut store, op));
    }
    let tour = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let mut a = tryx!(fed::awards(&mut store, tid).map_err(refused));
    a.teams = change.applied_to(a.teams);
    let upto = tryx!(upto(&tour, args.round));
    let sheet = tryx!(
        in_lang(tour.settings.publication, || w::teams_sheet(
            &tour, &a, upto, ascii
        ))
        .map_err(refused)
    );
    emit(&[sheet], &args.out)
}

/// `orda standings --category NAME`.
pub fn category_standings(
    t: &orda::tournament::Tournament,
    a: &orda::tournament::event::Awards,
    name: &str,
    upto: u32,
    ascii: bool,
) -> Result<Sheet, ExitCode> {
    let (cat, lines) = fed::category_standings(t, a, name, upto).map_err(refused)?;
    let st = orda::tournament::standings::standings(t, upto);
    Ok(w::category_sheet(t, &st, &cat, &lines, ascii))
}
