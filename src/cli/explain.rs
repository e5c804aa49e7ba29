//! `orda explain`: why a round is paired as it is, board by board (docs/swiss.md, "Why this
//! pairing?").

use std::process::ExitCode;

use orda::app::explain;
use orda::app::query;
use orda::tournament::{RoundNo, StartNo};
use orda::words::explain as words;

use super::shared::{DbArg, TournamentArg, open_read, pick, refused, tryx};

/// What to print: sentences in the language chosen, or JSON (docs/swiss.md). The values
/// carry no help of their own: `text` already means aligned text elsewhere.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WhyFormat {
    #[default]
    Text,
    Json,
}

/// `orda explain`'s arguments.
#[derive(clap::Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub t: TournamentArg,
    /// The round.
    #[arg(long)]
    pub round: u32,
    /// Only this board.
    #[arg(long, conflicts_with = "player")]
    pub board: Option<u32>,
    /// Only this player's board (or bye): his own questions.
    #[arg(long)]
    pub player: Option<u32>,
    /// With --player: why not against this player (0: why not the bye).
    #[arg(long, requires = "player")]
    pub not: Option<u32>,
    /// Sentences in the language chosen (text) or JSON (json; docs/swiss.md).
    #[arg(long, value_enum, default_value_t)]
    pub format: WhyFormat,
}

pub fn explain(db: &DbArg, a: ExplainArgs) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &a.t));
    let round = RoundNo(a.round);
    let tour = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let names: std::collections::HashMap<u32, String> = tour
        .entrants
        .iter()
        .map(|e| (e.no, e.name.clone()))
        .collect();
    let name = |no: u32| names.get(&no).cloned().unwrap_or_default();
    if let (Some(p), Some(other)) = (a.player, a.not) {
        let other = (other != 0).then_some(StartNo(other));
        let alt =
            tryx!(explain::why_not(&mut store, &tour, round, StartNo(p), other).map_err(refused));
        match a.format {
            WhyFormat::Json => outln!("{}", serde_json::to_string_pretty(&alt).unwrap_or_default()),
            WhyFormat::Text => outln!("{}", words::alternative(&alt, &name)),
        }
        return ExitCode::SUCCESS;
    }
    // One player's: his board or bye and his own questions, "why not the leader?" among them
    // (what his live page says). One board: that board.
    let why = match (a.board, a.player) {
        (_, Some(p)) => {
            tryx!(explain::for_player(&mut store, &tour, round, StartNo(p)).map_err(refused))
        }
        (Some(b), _) => {
            let mut why = tryx!(explain::explain_loaded(&mut store, &tour, round).map_err(refused));
            why.keep_board(b).then_some(why)
        }
        _ => Some(tryx!(
            explain::explain_loaded(&mut store, &tour, round).map_err(refused)
        )),
    };
    let Some(why) = why else {
        errln!(
            "orda: {}",
            match (a.board, a.player) {
                (Some(b), _) => orda::t!("cli-explain-no-board", board = b, round = a.round),
                (_, p) => orda::t!(
                    "cli-explain-no-player",
                    no = p.unwrap_or(0),
                    round = a.round
                ),
            }
        );
        return ExitCode::from(1);
    };
    match a.format {
        WhyFormat::Json => outln!("{}", serde_json::to_string_pretty(&why).unwrap_or_default()),
        WhyFormat::Text => {
            for line in words::round(&why, &name) {
                outln!("{line}");
            }
        }
    }
    ExitCode::SUCCESS
}
