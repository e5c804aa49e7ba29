//! What each operation is about, for its line in the journal (`Subject`).

use super::hall::{
    AddAssistant, AskBye, CheckIn, DecideBye, DecideReport, PlayerCodes, Report, WrongCodes,
};
use super::team::{AddMember, AddTeam, SetLineup};
use super::*;
use crate::tournament::StartNo;
use crate::tournament::journal::Subject;

impl Op {
    /// What the operation is about, for its line in the journal.
    pub fn subject(&self) -> Subject {
        match self {
            Op::CreateTournament(CreateTournament(s))
            | Op::UpdateSettings(UpdateSettings(s))
            | Op::CreateSection(CreateSection(s, _)) => Subject::Named(s.name.clone()),
            Op::ImportTrf(ImportTrf { file, .. })
            | Op::ImportPlayers(ImportPlayers { file, .. }) => Subject::File(file.clone()),
            // A new player has no starting number until he is entered.
            Op::AddPlayer(AddPlayer(_, p)) => Subject::Named(p.name.clone()),
            Op::EditPlayer(EditPlayer(_, p)) => Subject::Player(StartNo(p.no)),
            Op::DeletePlayer(DeletePlayer(_, no)) => Subject::Player(*no),
            Op::Withdraw(Withdraw { player, from, .. }) => Subject::PlayerRound(*player, *from),
            Op::Reinstate(Reinstate { player, from, .. }) => match from {
                Some(r) => Subject::PlayerRound(*player, *r),
                None => Subject::Player(*player),
            },
            Op::RequestBye(RequestBye { player, round, .. })
            | Op::CancelBye(CancelBye { player, round, .. }) => {
                Subject::PlayerRound(*player, *round)
            }
            Op::Forbid(Forbid { a, b, .. }) => Subject::Players(*a, *b),
            Op::EnterResults(EnterResults { round, entries, .. }) => match entries.as_slice() {
                [one] => Subject::Board(*round, one.board),
                _ => Subject::Round(*round),
            },
            Op::SaveScore(SaveScore { round, board, .. })
            | Op::Adjourn(Adjourn { round, board, .. })
            | Op::CorrectForRating(CorrectForRating { round, board, .. })
            | Op::DecideReport(DecideReport { round, board, .. }) => Subject::Board(*round, *board),
            // A report's line says what was reported (the results it changed say only what was
            // entered, and a report enters nothing until it is accepted).
            Op::Report(Report {
                round,
                board,
                result,
                ..
            }) => Subject::Reported(*round, *board, *result),
            Op::WrongCodes(WrongCodes { tries, .. }) => Subject::Tries(*tries),
            Op::PlayerCodes(PlayerCodes {
                reissue: Some(no), ..
            }) => Subject::Player(*no),
            Op::AddAssistant(AddAssistant { name, .. }) => Subject::Named(name.clone()),
            Op::SetArbiter(super::journal::SetArbiter(name)) => {
                let name = crate::tournament::tidy_name(name);
                if name.is_empty() {
                    Subject::None
                } else {
                    Subject::Named(name)
                }
            }
            Op::CreateEvent(CreateEvent(e)) | Op::UpdateEvent(UpdateEvent(e)) => {
                Subject::Named(e.name.clone())
            }
            Op::SetSection(SetSection { event: Some(e), .. })
            | Op::ChangeEvent(ChangeEvent(e, _)) => Subject::Event(*e),
            Op::AddCategory(AddCategory { category, .. }) => {
                Subject::Category(category.name.clone())
            }
            Op::RemoveCategory(RemoveCategory { name, .. }) => Subject::Category(name.clone()),
            Op::PutPrize(PutPrize { prize, .. }) => {
                Subject::Prize(prize.category.clone(), prize.place)
            }
            Op::RemovePrize(RemovePrize {
                category, place, ..
            }) => Subject::Prize(category.clone(), *place),
            Op::DeleteTournament(_)
            | Op::OrderPlayers(..)
            | Op::PairRound(_)
            | Op::PairByHand(_)
            | Op::ChangePairing(_)
            | Op::DeleteLastRound(_)
            | Op::SetSection(SetSection { event: None, .. })
            | Op::EnterRegistered(_)
            | Op::SetAwardRules(_)
            | Op::ApplyRatings(_)
            | Op::UndoRatings(_)
            | Op::Undo(..)
            | Op::PlayerCodes(_)
            | Op::RevokeCode(_)
            | Op::UnlockCode(_)
            | Op::AccessOff(_)
            | Op::SetHall(_)
            | Op::CheckIn(CheckIn { player: None, .. })
            | Op::PairPresent(_)
            | Op::LeaveRulesMode(_) => Subject::None,
            Op::CheckIn(CheckIn {
                player: Some(no), ..
            }) => Subject::Player(*no),
            Op::DecideBye(DecideBye { player, round, .. }) => Subject::PlayerRound(*player, *round),
            Op::AskBye(AskBye { round, .. }) => Subject::Round(*round),
            Op::AddTeam(AddTeam { name, .. }) | Op::SetLineup(SetLineup { team: name, .. }) => {
                Subject::Named(name.clone())
            }
            Op::AddMember(AddMember { player, .. }) => Subject::Named(player.name.clone()),
        }
    }
}
