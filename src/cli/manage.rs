//! `orda tournament` and `orda player`: each parses its arguments into an `app::Op`, applies
//! it ([`super::shared::apply`]) and prints what it did.

use std::process::ExitCode;

use orda::app::manage::Order;
use orda::app::{
    AddPlayer, CancelBye, CreateSection, CreateTournament, DeletePlayer, DeleteTournament,
    EnterRegistered, Forbid, ImportPlayers, OrderPlayers, Reinstate, RequestBye, Withdraw, query,
};
// Names printed straight to the terminal: a control character (an escape sequence from a
// crafted file) shows as U+FFFD instead of acting (docs/files.md).
use orda::formats::text::inert;
use orda::tournament::{
    ByeKind, Entrant, RoundNo, Settings, StartNo, System, TournamentId, parse_sex, tiebreak,
};

use super::shared::{
    ByeArg, DbArg, OrderBy, PlayerCmd, SystemArg, TournamentCmd, apply, open, open_existing,
    open_read, pick, read_file, refused, say_no, tryx,
};

/// A tie-break list as typed (`DE,WIN,BH`); an unknown code is said with the known ones.
pub fn tiebreaks(list: &str) -> Result<Vec<tiebreak::TieBreak>, ExitCode> {
    tiebreak::parse_list(list).map_err(|bad| {
        let known: Vec<String> = tiebreak::ALL.iter().map(|t| t.code()).collect();
        say_no(orda::t!(
            "cli-unknown-tiebreak",
            code = bad,
            known = known.join(", ")
        ))
    })
}

pub fn tournament(db: &DbArg, cmd: TournamentCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        TournamentCmd::List => open_read(db),
        TournamentCmd::Create { .. } => open(db),
        TournamentCmd::Delete { .. } | TournamentCmd::LeaveRules { .. } => open_existing(db),
    });
    match cmd {
        TournamentCmd::Create {
            name,
            system,
            acceleration,
            rounds,
            venue,
            start,
            end,
            arbiter,
            time_control,
            bye_points,
            tiebreaks: list,
            game,
            publish,
            event,
            boards,
            match_points,
            ranked_by,
        } => {
            let (system, team) = match system {
                SystemArg::Rr => (System::RoundRobin, false),
                SystemArg::Drr => (System::DoubleRoundRobin, false),
                SystemArg::Swiss => (System::Swiss, false),
                SystemArg::TeamRr => (System::RoundRobin, true),
                SystemArg::TeamDrr => (System::DoubleRoundRobin, true),
                SystemArg::TeamSwiss => (System::Swiss, true),
            };
            let mut s = Settings::new(&name, system, rounds);
            if team {
                s.team = Some(tryx!(super::team::rules(
                    system,
                    boards,
                    match_points.as_deref(),
                    ranked_by.as_deref(),
                    list.as_deref()
                )));
            } else if boards.is_some() || match_points.is_some() || ranked_by.is_some() {
                return say_no(orda::words::team::refused(
                    &orda::app::team::Refused::NotTeamTournament,
                ));
            }
            s.game = game.kind();
            s.acceleration = match acceleration {
                super::shared::AccelerationArg::None => orda::tournament::Acceleration::None,
                super::shared::AccelerationArg::Baku => orda::tournament::Acceleration::Baku,
            };
            if let Some(p) = publish {
                match orda::tournament::Lang::parse(&p) {
                    Some(l) => s.publication = Some(l),
                    None => return say_no(orda::t!("cli-bad-publish", lang = p)),
                }
            }
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
                other => return say_no(orda::t!("cli-bad-bye-points", value = other)),
            };
            if let Some(list) = list.filter(|_| !team) {
                s.tiebreaks = tryx!(tiebreaks(&list));
            }
            let id = match event {
                Some(e) => tryx!(apply(
                    &mut store,
                    CreateSection(s, orda::tournament::EventId(e))
                )),
                None => tryx!(apply(&mut store, CreateTournament(s))),
            };
            outln!("{id}");
        }
        TournamentCmd::Delete { tournament, yes } => {
            let id = TournamentId(tournament);
            let c = tryx!(query::contents(&mut store, id).map_err(refused));
            let what = orda::t!(
                "cli-tournament-contents",
                id = tournament,
                name = &c.name,
                players = c.players,
                rounds = c.rounds,
                results = c.results,
                scores = c.scores
            );
            if !yes {
                return say_no(orda::t!("cli-would-delete-tournament", what = &what));
            }
            tryx!(apply(&mut store, DeleteTournament(id)));
            outln!("{}", orda::t!("cli-tournament-deleted", what = what));
        }
        TournamentCmd::LeaveRules { t, yes } => {
            let id = tryx!(pick(&mut store, &t));
            if !yes {
                return say_no(orda::t!("leave-rules-consequences"));
            }
            let paired = tryx!(apply(&mut store, orda::app::LeaveRulesMode(id)));
            outln!("{}", orda::t!("rules-mode-left", round = paired));
        }
        TournamentCmd::List => {
            for t in tryx!(query::summaries(&mut store).map_err(refused)) {
                outln!("{}\t{}\t{}", t.id, t.system.code(), inert(&t.name));
            }
        }
    }
    ExitCode::SUCCESS
}

pub fn player(db: &DbArg, cmd: PlayerCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        PlayerCmd::List { .. } | PlayerCmd::Registry { .. } => open_read(db),
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
            team,
            board,
            registry,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            if let Some(r) = registry {
                let op = EnterRegistered {
                    t: tid,
                    player: orda::tournament::PlayerId(r),
                };
                outln!("{}", tryx!(apply(&mut store, op)));
                return ExitCode::SUCCESS;
            }
            let sex = match sex {
                Some(s) => match parse_sex(&s) {
                    Some(c) => Some(c),
                    None => return say_no(orda::t!("cli-bad-sex", sex = &s)),
                },
                None => None,
            };
            let member = team.is_some();
            let p = Entrant {
                name: name.unwrap_or_default(),
                team,
                rating,
                title,
                club,
                region,
                birth,
                sex,
                external_id: id,
                ..Entrant::default()
            };
            let no = if member || board.is_some() {
                let op = orda::app::team::AddMember {
                    t: tid,
                    player: p,
                    board,
                };
                tryx!(apply(&mut store, op))
            } else {
                tryx!(apply(&mut store, AddPlayer(tid, p)))
            };
            outln!("{no}");
        }
        PlayerCmd::Import { t, file, enc } => {
            let tid = tryx!(pick(&mut store, &t));
            let text = tryx!(read_file(&file, enc.name()));
            let op = ImportPlayers {
                t: tid,
                file: file.display().to_string(),
                text,
            };
            let nos = tryx!(apply(&mut store, op));
            outln!(
                "{}",
                orda::t!(
                    "cli-players-entered",
                    n = nos.len(),
                    first = nos.first().map_or(0, |n| n.0),
                    last = nos.last().map_or(0, |n| n.0)
                )
            );
        }
        PlayerCmd::Order { t, by, seed, list } => {
            let tid = tryx!(pick(&mut store, &t));
            let order = match by {
                OrderBy::Rating => Order::Rating,
                OrderBy::Lot => Order::Lot(seed),
                OrderBy::Hand => Order::Hand(list),
            };
            tryx!(apply(&mut store, OrderPlayers(tid, order)));
            let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
            for e in &t.entrants {
                outln!("{:>3}  {}", e.no, inert(&e.name));
            }
        }
        PlayerCmd::Withdraw {
            t,
            player,
            from_round,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Withdraw {
                t: tid,
                player: StartNo(player),
                from: RoundNo(from_round),
            };
            let changed = tryx!(apply(&mut store, op));
            outln!(
                "{}",
                orda::t!("cli-withdrawn", player = player, round = from_round)
            );
            for (r, b) in changed {
                outln!("{}", orda::t!("cli-forfeit", round = r.0, board = b.0));
            }
        }
        PlayerCmd::Reinstate {
            t,
            player,
            from_round,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Reinstate {
                t: tid,
                player: StartNo(player),
                from: from_round.map(RoundNo),
            };
            let orda::app::Reinstated { from, cleared } = tryx!(apply(&mut store, op));
            outln!(
                "{}",
                orda::t!("cli-reinstated", player = player, round = from.0)
            );
            for (round, board) in cleared {
                outln!(
                    "{}",
                    orda::t!("cli-forfeit-cleared", round = round.0, board = board.0)
                );
            }
        }
        PlayerCmd::Delete { t, player, yes } => {
            let tid = tryx!(pick(&mut store, &t));
            let no = StartNo(player);
            let e = tryx!(query::entrant(&mut store, tid, no).map_err(refused));
            if !yes {
                return say_no(orda::t!(
                    "cli-would-delete-player",
                    player = player,
                    name = &e.name
                ));
            }
            let gone = tryx!(apply(&mut store, DeletePlayer(tid, no)));
            outln!(
                "{}",
                orda::t!("cli-player-deleted", player = player, name = &gone.name)
            );
        }
        PlayerCmd::Bye {
            t,
            player,
            round,
            kind,
            force,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let (player, round) = (StartNo(player), RoundNo(round));
            match kind {
                ByeArg::Half | ByeArg::Zero => {
                    let kind = if kind == ByeArg::Half {
                        ByeKind::Half
                    } else {
                        ByeKind::Zero
                    };
                    let op = RequestBye {
                        t: tid,
                        player,
                        round,
                        kind,
                        insist: force,
                    };
                    tryx!(apply(&mut store, op));
                }
                ByeArg::None => {
                    let op = CancelBye {
                        t: tid,
                        player,
                        round,
                    };
                    tryx!(apply(&mut store, op));
                }
            }
            let (player, round) = (player.0, round.0);
            let said = match kind {
                ByeArg::Half => orda::t!("cli-half-bye", player = player, round = round),
                ByeArg::Zero => orda::t!("cli-zero-bye", player = player, round = round),
                ByeArg::None => orda::t!("cli-bye-cancelled", player = player, round = round),
            };
            outln!("{said}");
        }
        PlayerCmd::Forbid {
            t,
            a,
            b,
            allow,
            rounds,
        } => {
            let tid = tryx!(pick(&mut store, &t));
            let op = Forbid {
                t: tid,
                a: StartNo(a),
                b: StartNo(b),
                keep: !allow,
                rounds: rounds.map(|(f, l)| (RoundNo(f), RoundNo(l))),
            };
            tryx!(apply(&mut store, op));
            let said = match (allow, rounds) {
                (true, _) => orda::t!("cli-may-meet", a = a, b = b),
                (false, None) => orda::t!("cli-kept-apart", a = a, b = b),
                (false, Some((first, last))) => orda::t!(
                    "cli-kept-apart-rounds",
                    a = a,
                    b = b,
                    first = first,
                    last = last
                ),
            };
            outln!("{said}");
        }
        PlayerCmd::Registry { find } => {
            let all = tryx!(
                orda::app::federation::find_registered(
                    &mut store,
                    find.as_deref().unwrap_or_default(),
                    None,
                    usize::MAX,
                    orda::words::lang::current()
                )
                .map_err(refused)
            );
            for p in &all {
                outln!(
                    "{:>4}  {}  {}  {}",
                    p.id,
                    inert(&p.name),
                    p.rating.map(|r| r.to_string()).unwrap_or("-".into()),
                    inert(p.region.as_deref().unwrap_or("-")),
                );
            }
        }
        PlayerCmd::List { t } => {
            let tid = tryx!(pick(&mut store, &t));
            let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
            for e in &t.entrants {
                outln!(
                    "{:>3}  {}  {}  {}  {}{}",
                    e.no,
                    inert(&e.name),
                    inert(e.title.as_deref().unwrap_or("-")),
                    e.rating.map(|r| r.to_string()).unwrap_or("-".into()),
                    inert(e.region.as_deref().unwrap_or("-")),
                    e.withdrawn_from
                        .map(|r| format!("  {}", orda::t!("cli-withdrawn-from", round = r)))
                        .unwrap_or_default()
                );
            }
        }
    }
    ExitCode::SUCCESS
}
