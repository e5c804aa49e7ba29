//! `orda tournament` and `orda player`: each parses its arguments into an `app::Op`, applies
//! it ([`super::event::apply`]) and prints what it did.

use std::process::ExitCode;

use orda::app::manage::Order;
use orda::app::{Op, Outcome, query};
// Names printed straight to the terminal: a control character (an escape sequence from a
// crafted file) shows as U+FFFD instead of acting (docs/files.md).
use orda::formats::text::inert;
use orda::tournament::{
    ByeKind, Entrant, RoundNo, Rules, Settings, StartNo, System, TournamentId, parse_sex, tiebreak,
};

use super::event::{
    ByeArg, DbArg, OrderBy, PlayerCmd, SystemArg, TournamentCmd, apply, open, open_existing,
    open_read, pick, read_file, refused, say_no, tryx, unexpected,
};

/// A tie-break list as typed (`DE,WIN,BH`); an unknown code is said with the known ones.
pub fn tiebreaks(list: &str) -> Result<Vec<tiebreak::TieBreak>, ExitCode> {
    tiebreak::parse_list(list).map_err(|bad| {
        let known: Vec<&str> = tiebreak::ALL.iter().map(|t| t.code()).collect();
        say_no(format!(
            "--tiebreaks: unknown code `{bad}` (known: {})",
            known.join(", ")
        ))
    })
}

pub fn tournament(db: &DbArg, cmd: TournamentCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        TournamentCmd::List => open_read(db),
        TournamentCmd::Create { .. } => open(db),
        TournamentCmd::Delete { .. } => open_existing(db),
    });
    match cmd {
        TournamentCmd::Create {
            name,
            system,
            rounds,
            venue,
            start,
            end,
            arbiter,
            time_control,
            bye_points,
            tiebreaks: list,
            game,
        } => {
            let system = match system {
                SystemArg::Rr => System::RoundRobin,
                SystemArg::Drr => System::DoubleRoundRobin,
                SystemArg::Swiss => System::Swiss,
            };
            let mut s = Settings::new(&name, system, rounds);
            s.game = game.kind();
            s.rules = Rules::for_start(start.as_deref());
            (
                s.venue,
                s.start_date,
                s.end_date,
                s.chief_arbiter,
                s.time_control,
            ) = (venue, start, end, arbiter, time_control);
            s.bye_points = match bye_points.as_str() {
                "0" => 0,
                "0.5" | "½" | "1/2" => 1,
                "1" => 2,
                other => return say_no(format!("--bye-points `{other}` must be 0, 0.5 or 1")),
            };
            if let Some(list) = list {
                s.tiebreaks = tryx!(tiebreaks(&list));
            }
            match tryx!(apply(&mut store, Op::CreateTournament(s))) {
                Outcome::Created(id) => println!("{id}"),
                _ => return unexpected(),
            }
        }
        TournamentCmd::Delete { tournament, yes } => {
            let id = TournamentId(tournament);
            let c = tryx!(query::contents(&mut store, id).map_err(refused));
            let what = format!(
                "tournament {tournament} \"{}\": {} players, {} rounds, {} results, {} game scores",
                c.name, c.players, c.rounds, c.results, c.scores
            );
            if !yes {
                return say_no(format!(
                    "this would delete {what}; run again with --yes to delete it"
                ));
            }
            tryx!(apply(&mut store, Op::DeleteTournament(id)));
            println!("deleted {what}");
        }
        TournamentCmd::List => {
            for t in tryx!(query::summaries(&mut store).map_err(refused)) {
                println!("{}\t{}\t{}", t.id, t.system.code(), inert(&t.name));
            }
        }
    }
    ExitCode::SUCCESS
}

pub fn player(db: &DbArg, cmd: PlayerCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        PlayerCmd::List { .. } => open_read(db),
        _ => open_existing(db),
    });
    match cmd {
        PlayerCmd::Add {
            t,
            name,
            rating,
            title,
            club,
            region,
            birth,
            sex,
            id,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let sex = match sex {
                Some(s) => match parse_sex(&s) {
                    Some(c) => Some(c),
                    None => return say_no(format!("--sex `{s}` must be m or w")),
                },
                None => None,
            };
            let p = Entrant {
                name,
                rating,
                title,
                club,
                region,
                birth,
                sex,
                external_id: id,
                ..Entrant::default()
            };
            match tryx!(apply(&mut store, Op::AddPlayer(tid, p))) {
                Outcome::PlayersAdded(nos) if !nos.is_empty() => println!("{}", nos[0]),
                _ => return unexpected(),
            }
        }
        PlayerCmd::Import { t, file, enc } => {
            let tid = tryx!(pick(&mut store, &t));
            let text = tryx!(read_file(&file, enc.name()));
            let op = Op::ImportPlayers {
                t: tid,
                file: file.display().to_string(),
                text,
            };
            let Outcome::PlayersAdded(nos) = tryx!(apply(&mut store, op)) else {
                return unexpected();
            };
            println!(
                "{} players entered, starting numbers {}-{}",
                nos.len(),
                nos.first().map_or(0, |n| n.0),
                nos.last().map_or(0, |n| n.0)
            );
        }
        PlayerCmd::Order { t, by, seed, list } => {
            let tid = tryx!(pick(&mut store, &t));
            let order = match by {
                OrderBy::Rating => Order::Rating,
                OrderBy::Lot => Order::Lot(seed),
                OrderBy::Hand => Order::Hand(list),
            };
            tryx!(apply(&mut store, Op::OrderPlayers(tid, order)));
            let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
            for e in &t.entrants {
                println!("{:>3}  {}", e.no, inert(&e.name));
            }
        }
        PlayerCmd::Withdraw {
            t,
            player,
            from_round,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Op::Withdraw {
                t: tid,
                player: StartNo(player),
                from: RoundNo(from_round),
            };
            let Outcome::Withdrawn(changed) = tryx!(apply(&mut store, op)) else {
                return unexpected();
            };
            println!("player {player} withdrawn from round {from_round}");
            for (r, b) in changed {
                println!("round {r} board {b}: forfeit");
            }
        }
        PlayerCmd::Reinstate {
            t,
            player,
            from_round,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Op::Reinstate {
                t: tid,
                player: StartNo(player),
                from: from_round.map(RoundNo),
            };
            let Outcome::Reinstated { from, cleared } = tryx!(apply(&mut store, op)) else {
                return unexpected();
            };
            println!("player {player} plays again from round {from}");
            for (round, board) in cleared {
                println!("round {round} board {board}: forfeit cleared, the game is to be played");
            }
        }
        PlayerCmd::Delete { t, player, yes } => {
            let tid = tryx!(pick(&mut store, &t));
            let no = StartNo(player);
            let e = tryx!(query::entrant(&mut store, tid, no).map_err(refused));
            if !yes {
                return say_no(format!(
                    "this would delete player {player} {}; run again with --yes to delete the player",
                    e.name
                ));
            }
            let Outcome::PlayerDeleted(gone) = tryx!(apply(&mut store, Op::DeletePlayer(tid, no)))
            else {
                return unexpected();
            };
            println!(
                "player {player} {} deleted; later starting numbers moved up one",
                gone.name
            );
        }
        PlayerCmd::Bye {
            t,
            player,
            round,
            kind,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Op::RequestBye {
                t: tid,
                player: StartNo(player),
                round: RoundNo(round),
                kind: match kind {
                    ByeArg::Half => ByeKind::Half,
                    ByeArg::Zero => ByeKind::Zero,
                },
            };
            tryx!(apply(&mut store, op));
            println!(
                "player {player}: {} bye in round {round}",
                if kind == ByeArg::Half {
                    "half-point"
                } else {
                    "zero-point"
                }
            );
        }
        PlayerCmd::Forbid { t, a, b, allow } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Op::Forbid {
                t: tid,
                a: StartNo(a),
                b: StartNo(b),
                keep: !allow,
            };
            tryx!(apply(&mut store, op));
            println!(
                "players {a} and {b} {}",
                if allow {
                    "may meet again"
                } else {
                    "will not be paired together"
                }
            );
        }
        PlayerCmd::List { t } => {
            let tid = tryx!(pick(&mut store, &t));
            let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
            for e in &t.entrants {
                println!(
                    "{:>3}  {}  {}  {}  {}{}",
                    e.no,
                    inert(&e.name),
                    inert(e.title.as_deref().unwrap_or("-")),
                    e.rating.map(|r| r.to_string()).unwrap_or("-".into()),
                    inert(e.region.as_deref().unwrap_or("-")),
                    e.withdrawn_from
                        .map(|r| format!("  (withdrawn from round {r})"))
                        .unwrap_or_default()
                );
            }
        }
    }
    ExitCode::SUCCESS
}
