//! Setting a tournament up: create it, enter players (by hand or from a CSV file), order the
//! starting numbers, withdraw and reinstate a player, delete a player entered by mistake or a
//! whole tournament, announce a bye. Each decision runs inside the caller's transaction
//! (`super::apply`) on the tournament as that transaction reads it.

use super::{Refusal, load_in, player_id};
use crate::formats::{players_csv, text};
use crate::store::{Db, ResultRecord};
use crate::tournament::verdict::Verdict;
use crate::tournament::{
    Board, Entrant, GameResult, No, PlayerId, RoundNo, Rules, Settings, StartNo, Tournament,
    TournamentId, manual, normalize_title,
};

use super::refusal::{Field, InputError, Named};
use super::setting_checks::{
    check_acceleration, check_dates, check_settings_text, check_tiebreaks,
};

type Result<T> = std::result::Result<T, Refusal>;

/// Creates a tournament; returns its id.
pub(super) fn create(db: &Db<'_>, settings: &Settings) -> Result<TournamentId> {
    let mut settings = settings.clone();
    check_dates(&mut settings)?;
    let settings = &settings;
    if settings.name.trim().is_empty() {
        return Err(Refusal::NeedsName(Named::Tournament));
    }
    check_settings_text(settings)?;
    if settings.rounds == 0 {
        return Err(Refusal::NeedsRounds);
    }
    check_acceleration(settings)?;
    check_tiebreaks(settings)?;
    if settings
        .team
        .as_ref()
        .is_some_and(|r| !(1..=50).contains(&r.boards))
    {
        return Err(super::team::Refused::NeedsBoards.into());
    }
    name_free(db, settings, None)?;
    // The tie-break edition follows the start date when one is given.
    let mut settings = settings.clone();
    if settings.start_date.is_some() {
        settings.rules = Rules::for_start(settings.start_date.as_deref());
    }
    Ok(db.insert_tournament(&settings)?)
}

/// Refuses a name another tournament of the file has (case and spacing aside): two "Cup 2026"
/// in one file could not be told apart in the list, and a second click on Create made one.
fn name_free(db: &Db<'_>, s: &Settings, this: Option<TournamentId>) -> Result<()> {
    let name = crate::tournament::name_key(&s.name);
    match db
        .summaries()?
        .into_iter()
        .find(|o| Some(o.id) != this && crate::tournament::name_key(&o.name) == name)
    {
        Some(o) => Err(Refusal::NameTaken {
            name: o.name,
            id: o.id,
        }),
        None => Ok(()),
    }
}

pub(super) fn forbidden_characters(fields: &[(Field, Option<&String>)]) -> Result<()> {
    for &(field, v) in fields {
        if let Some(v) = v
            && let Some(c) = text::forbidden_in(v)
        {
            return Err(Refusal::ControlCharacter {
                field,
                text: v.clone(),
                c,
            });
        }
    }
    Ok(())
}

/// Checks and tidies a player's fields (title spelling, dates, rating); the refusal names the
/// field and the value.
pub fn entrant_checked(mut p: Entrant) -> Result<Entrant> {
    forbidden_characters(&[
        (Field::Name, Some(&p.name)),
        (Field::Title, p.title.as_ref()),
        (Field::Region, p.region.as_ref()),
        (Field::Club, p.club.as_ref()),
        (Field::Team, p.team.as_ref()),
        (Field::ExternalId, p.external_id.as_ref()),
    ])?;
    p.name = crate::tournament::tidy_name(&p.name);
    if p.name.is_empty() {
        return Err(Refusal::EmptyName);
    }
    if let Some(t) = p.title.as_deref().filter(|t| !t.trim().is_empty()) {
        let Some(canon) = normalize_title(t) else {
            return Err(Refusal::BadTitle(t.to_string()));
        };
        p.title = Some(canon.to_string());
    } else {
        p.title = None;
    }
    // A birth date as people write it (`05.03.2001`, `2001-03-05`, a year alone), read
    // exactly (formats::dates, as player lists and TRF files are) and kept as `YYYY-MM-DD` or
    // `YYYY`; anything it cannot read exactly is refused.
    if let Some(b) = p.birth.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        match crate::formats::dates::read(b).stored() {
            Ok(d) => p.birth = d,
            Err(_) => return Err(Refusal::BadBirthDate(b.to_string())),
        }
    } else {
        p.birth = None;
    }
    if let Some(r) = p.rating
        && r > 4000
    {
        return Err(Refusal::BadRating(r));
    }
    Ok(p)
}

/// True for a real `YYYY-MM-DD` date.
pub fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let num = |r: std::ops::Range<usize>| s.get(r).and_then(|t| t.parse::<u32>().ok());
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return false;
    };
    crate::formats::dates::is_day(y, m, d)
}

/// Enters a new player; returns the starting number given.
pub(super) fn add(db: &Db<'_>, tid: TournamentId, p: Entrant) -> Result<StartNo> {
    let p = entrant_checked(p)?;
    let name = Some(p.name.clone());
    let nos = enter_players(db, tid, &[p], name)?;
    Ok(nos[0])
}

/// Rewrites player `p` (found by `p.player_id`): name, title, rating and the rest. The starting
/// number and a withdrawal are not changed here.
pub(super) fn edit(db: &Db<'_>, tid: TournamentId, p: Entrant) -> Result<PlayerId> {
    let p = entrant_checked(p)?;
    let t = load_in(db, tid)?;
    if !t.entrants.iter().any(|e| e.player_id == p.player_id) {
        return Err(Refusal::NotEntered {
            id: p.player_id,
            name: p.name,
        });
    }
    db.update_player(tid, &p)?;
    Ok(p.player_id)
}

/// Stores changed settings for tournament `s.id`; refused when a locked setting (see
/// [`manual::locks`]) differs, the name is empty, a date is not a date, or fewer rounds than
/// are paired remain.
pub(super) fn update(db: &Db<'_>, s: &Settings) -> Result<()> {
    let t = load_in(db, s.id)?;
    let l = manual::locks(&t);
    let old = &t.settings;
    let changed = [
        (s.system != old.system, l.system),
        // A team tournament stays one, with its boards, once round 1 is paired.
        (
            s.team.as_ref().map(|r| r.boards) != old.team.as_ref().map(|r| r.boards),
            l.system,
        ),
        (s.game != old.game, l.game),
        (s.acceleration != old.acceleration, l.acceleration),
        (s.rounds != old.rounds, l.rounds),
        (s.bye_points != old.bye_points, l.bye_points),
        (s.tiebreaks != old.tiebreaks, l.tiebreaks),
        // The C.07 edition is part of the tie-breaks: locked with them (a new start date then
        // keeps the edition, below).
        (s.rules != old.rules, l.tiebreaks),
        (
            s.team
                .as_ref()
                .map(|r| (&r.points, r.ranked_by, &r.tiebreaks))
                != old
                    .team
                    .as_ref()
                    .map(|r| (&r.points, r.ranked_by, &r.tiebreaks)),
            l.scoring,
        ),
    ];
    if let Some(why) = changed.into_iter().find_map(|(c, why)| why.filter(|_| c)) {
        return Err(Refusal::Locked(why));
    }
    check_settings_text(s)?;
    if s.tiebreaks != old.tiebreaks {
        check_tiebreaks(s)?;
    }
    if s.name.trim().is_empty() {
        return Err(Refusal::NeedsName(Named::Tournament));
    }
    name_free(db, s, Some(s.id))?;
    if s.rounds == 0 || (s.rounds as usize) < t.rounds.len() {
        return Err(Refusal::TooFewRounds {
            at_least: t.rounds.len().max(1) as u32,
        });
    }
    let mut s = s.clone();
    check_dates(&mut s)?;
    check_acceleration(&s)?;
    // A new start date brings its tie-break edition, unless the same change chose one; once
    // the tie-breaks are locked, the edition stays what it was.
    s.rules = match l.tiebreaks {
        Some(_) => old.rules,
        None => Rules::after_change(
            old.start_date.as_deref(),
            old.rules,
            s.start_date.as_deref(),
            s.rules,
        ),
    };
    Ok(db.update_tournament(&s)?)
}

/// Registers `players` and enters them with the next starting numbers. Refused once a
/// round-robin has paired round 1 (`name`: the one player being added).
fn enter_players(
    db: &Db<'_>,
    tid: TournamentId,
    players: &[Entrant],
    name: Option<String>,
) -> Result<Vec<StartNo>> {
    let t = load_in(db, tid)?;
    let team_t = t.settings.team.is_some();
    if !team_t && t.settings.system.is_round_robin() && !t.rounds.is_empty() {
        return Err(Refusal::RoundRobinClosed { name });
    }
    // A team tournament's player joins his team's roster at its end (docs/teams.md).
    let mut places: Vec<(crate::tournament::team::Tpn, u32)> = t
        .teams
        .teams
        .iter()
        .map(|x| (x.no, x.roster.len() as u32))
        .collect();
    let mut nos = Vec::with_capacity(players.len());
    for p in players {
        let team = match (team_t, p.team.as_deref()) {
            (false, _) => None,
            (true, None) => return Err(super::team::Refused::NeedsTeam.into()),
            (true, Some(name)) => Some(super::team::find_team(&t, name)?.no),
        };
        let id = db.insert_player(p)?;
        let no = db.next_start_no(tid)?;
        db.insert_entry(tid, id, no, p.rating, p.title.as_deref())?;
        if let Some(team) = team
            && let Some(place) = places.iter_mut().find(|(n, _)| *n == team)
        {
            place.1 += 1;
            db.put_in_roster(tid, id, crate::tournament::TeamNo(team), place.1)?;
        }
        nos.push(no);
    }
    Ok(nos)
}

/// Enters every player of a CSV file (see `formats::players_csv`), all or none; returns their
/// starting numbers. A bad row refuses the whole file and every bad row is listed.
pub(super) fn import(
    db: &Db<'_>,
    tid: TournamentId,
    file: &str,
    text: &str,
) -> Result<Vec<StartNo>> {
    let rows = players_csv::read(text).map_err(|errs| {
        Refusal::BadInput(errs.into_iter().map(|e| InputError::csv(file, e)).collect())
    })?;
    let mut bad = Vec::new();
    let mut players = Vec::new();
    for (line, p) in rows {
        match entrant_checked(p) {
            Ok(p) => players.push(p),
            Err(why) => bad.push(Refusal::InFile {
                file: file.to_string(),
                line: Some(line),
                why: Box::new(why),
            }),
        }
    }
    if !bad.is_empty() {
        return Err(Refusal::Several(bad));
    }
    if players.is_empty() {
        return Err(Refusal::InFile {
            file: file.to_string(),
            line: None,
            why: Box::new(Refusal::NoPlayersInFile),
        });
    }
    // A team tournament's file names its teams: those it does not have yet are made first, in
    // the order the file names them (issue 47: the preview read fine, then "no team").
    let t = load_in(db, tid)?;
    for name in super::team::new_teams(&t, &players) {
        super::team::insert_named(db, tid, &name)?;
    }
    enter_players(db, tid, &players, None)
}

/// How to give starting numbers before round 1.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Order {
    /// Highest rating first; then title (highest first), then name.
    Rating,
    /// By lot, from a seed (the same seed draws the same order).
    Lot(u64),
    /// By hand: the current starting numbers in their new order.
    Hand(Vec<No>),
}

/// Gives new starting numbers; returns the new order (old numbers in new order).
pub(super) fn order(db: &Db<'_>, tid: TournamentId, order: &Order) -> Result<Vec<StartNo>> {
    let t = load_in(db, tid)?;
    if !t.rounds.is_empty() {
        return Err(Refusal::RenumberAfterRound1);
    }
    let list = ordered(&t, order)?;
    let ids: Vec<PlayerId> = list.iter().map(|e| e.player_id).collect();
    db.renumber(tid, &ids)?;
    Ok(list.iter().map(|e| StartNo(e.no)).collect())
}

/// The entrants of `t` in the new order.
fn ordered<'t>(t: &'t Tournament, order: &Order) -> Result<Vec<&'t Entrant>> {
    let mut list: Vec<&Entrant> = t.entrants.iter().collect();
    match order {
        Order::Rating => {
            let rank = |e: &Entrant| {
                e.title
                    .as_deref()
                    .and_then(|t| crate::tournament::TITLES.iter().position(|x| *x == t))
                    .unwrap_or(99)
            };
            // Names in Kazakh alphabetical order whatever the face's language (the same numbers
            // from the window and the command line; Latin names sort among themselves).
            let names =
                crate::tournament::collate::Collation::of(crate::tournament::lang::Lang::Kk);
            list.sort_by(|a, b| {
                b.rating
                    .unwrap_or(0)
                    .cmp(&a.rating.unwrap_or(0))
                    .then(rank(a).cmp(&rank(b)))
                    .then_with(|| names.compare(&a.name, &b.name))
            });
        }
        Order::Lot(seed) => {
            // Shuffle from the order of entry, not the current numbers, so that a seed always
            // draws the same order. Fisher-Yates with a small fixed generator (splitmix64), so a seed is reproducible
            // on every machine and version.
            list.sort_by_key(|e| e.player_id);
            let mut s = *seed;
            let mut next = || {
                s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = s;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^ (z >> 31)
            };
            for i in (1..list.len()).rev() {
                let j = (next() % (i as u64 + 1)) as usize;
                list.swap(i, j);
            }
        }
        Order::Hand(nos) => {
            let mut sorted = nos.clone();
            sorted.sort_unstable();
            let all: Vec<No> = t.entrants.iter().map(|e| e.no).collect();
            if sorted != all {
                return Err(Refusal::NotAnOrder {
                    numbers: all.into_iter().map(StartNo).collect(),
                });
            }
            list = nos.iter().filter_map(|n| t.entrant(*n)).collect();
        }
    }
    Ok(list)
}

/// Withdraws player `no` from round `from` on. Boards of rounds already paired from then on that
/// have no result become forfeits against the player; later round-robin rounds are paired with
/// the same forfeits. Refused when the player already has a result or the pairing-allocated bye
/// in round `from` or later (he played it: withdraw him from a later round). Returns the boards
/// changed.
pub(super) fn withdraw_in(
    db: &Db<'_>,
    tid: TournamentId,
    no: StartNo,
    from: RoundNo,
) -> Result<Vec<(RoundNo, Board)>> {
    let t = load_in(db, tid)?;
    let pid = player_id(&t, no)?;
    if from.0 == 0 || from.0 > t.settings.rounds {
        return Err(Refusal::NoSuchRound {
            round: from,
            rounds: t.settings.rounds,
        });
    }
    let (no, from) = (no.0, from.0);
    for r in t.rounds.iter().filter(|r| r.number.0 >= from) {
        if let Some(g) = r
            .games
            .iter()
            .find(|g| g.result.is_some() && (g.white == no || g.black == no))
            && g.verdict != Some(Verdict::WithdrawalForfeit)
            && let Some(result) = g.result
        {
            return Err(Refusal::HasResult {
                player: StartNo(no),
                round: r.number,
                board: g.board,
                result,
            });
        }
        if manual::pairing_bye(r) == Some(no) {
            return Err(Refusal::HasPairingBye {
                player: StartNo(no),
                round: r.number,
            });
        }
    }
    let mut changed = Vec::new();
    for r in t.rounds.iter().filter(|r| r.number.0 >= from) {
        for g in r
            .games
            .iter()
            // An adjourned game is not forfeited: its result is the arbiter's to enter.
            .filter(|g| g.result.is_none() && !g.is_open_adjourned())
            .filter(|g| g.white == no || g.black == no)
        {
            changed.push((
                r.number,
                g.board,
                withdrawal_forfeit(&t, g.white, g.black, r.number.0, Some((no, from))),
            ));
        }
    }
    db.set_withdrawn(tid, pid, Some(RoundNo(from)))?;
    for &(round, board, res) in &changed {
        let rec = ResultRecord {
            warning: None,
            verdict: Some(Verdict::WithdrawalForfeit),
            score: None,
        };
        super::store_result(db, tid, round, board, Some(res), &rec)?;
    }
    Ok(changed.into_iter().map(|(r, b, _)| (r, b)).collect())
}

/// Takes back the withdrawal of player `no`: he is paired again from round `from` (default:
/// the round in progress, or the next to pair, but never before the round he withdrew from).
/// The forfeits his withdrawal put on boards of round `from` and later are cleared, so those
/// games can be played; earlier rounds keep what happened in them. Returns the first round he
/// plays and the boards cleared.
pub(super) fn reinstate_in(
    db: &Db<'_>,
    tid: TournamentId,
    no: StartNo,
    from: Option<RoundNo>,
) -> Result<(RoundNo, Vec<(RoundNo, Board)>)> {
    let t = load_in(db, tid)?;
    let pid = player_id(&t, no)?;
    let Some(withdrawn) = t.entrant(no.0).and_then(|e| e.withdrawn_from) else {
        return Err(Refusal::NotWithdrawn(no));
    };
    let current = t.rounds.last().map_or(1, |r| r.number.0);
    let from = from.map_or(current.max(withdrawn), |f| f.0);
    // He plays again at once: from the round in progress or the next one to pair, never
    // from a later round (a withdrawal stores only its first round, not a return).
    let next = (t.rounds.len() as u32 + 1).min(t.settings.rounds);
    if from == 0 || from > next {
        return Err(Refusal::ComeBackLater {
            player: no,
            current: RoundNo(current),
            next: RoundNo(next),
        });
    }
    let no = no.0;
    let mut cleared = Vec::new();
    for r in t.rounds.iter().filter(|r| r.number.0 >= from) {
        for g in r.games.iter().filter(|g| {
            (g.white == no || g.black == no) && g.verdict == Some(Verdict::WithdrawalForfeit)
        }) {
            let other = if g.white == no { g.black } else { g.white };
            // A double forfeit stays one for a partner who has withdrawn too.
            let keep = is_withdrawn(&t, other, r.number.0);
            let res = keep.then_some(if g.white == no {
                GameResult::WhiteByForfeit
            } else {
                GameResult::BlackByForfeit
            });
            let rec = ResultRecord {
                verdict: keep.then_some(Verdict::WithdrawalForfeit),
                ..Default::default()
            };
            let (round, board) = (r.number, g.board);
            super::store_result(db, tid, round, board, res, &rec)?;
            cleared.push((round, board));
        }
    }
    db.set_withdrawn(tid, pid, None)?;
    Ok((RoundNo(from), cleared))
}

/// Deletes player `no`, entered by mistake, before round 1 is paired. Players after him move
/// up one starting number, so the numbers stay 1..n. After round 1, withdraw him instead.
pub(super) fn delete_player_in(db: &Db<'_>, tid: TournamentId, no: StartNo) -> Result<Entrant> {
    let t = load_in(db, tid)?;
    let pid = player_id(&t, no)?;
    if !t.rounds.is_empty() {
        return Err(Refusal::DeleteAfterRound1(no));
    }
    let rest: Vec<PlayerId> = t
        .entrants
        .iter()
        .filter(|x| x.no != no.0)
        .map(|x| x.player_id)
        .collect();
    db.delete_entry(tid, pid)?;
    db.renumber(tid, &rest)?;
    Ok(t.entrant(no.0).cloned().unwrap_or_default())
}

/// What a tournament holds, for the confirmation before it is deleted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contents {
    /// Its name.
    pub name: String,
    /// Players entered.
    pub players: usize,
    /// Rounds paired.
    pub rounds: usize,
    /// Results entered.
    pub results: usize,
    /// Game scores stored.
    pub scores: usize,
}

/// What `t` holds (to show before deleting it).
pub fn contents_of(t: &Tournament) -> Contents {
    let games = || t.rounds.iter().flat_map(|r| &r.games);
    Contents {
        name: t.settings.name.clone(),
        players: t.entrants.len(),
        rounds: t.rounds.len(),
        results: games().filter(|g| g.result.is_some()).count(),
        scores: games().filter(|g| g.has_score).count(),
    }
}

/// Deletes tournament `tid` and everything in it; returns what it held. (The caller took a
/// backup beside the database first; the faces ask before, showing [`contents_of`].)
pub(super) fn delete_tournament_in(db: &Db<'_>, tid: TournamentId) -> Result<Contents> {
    let c = contents_of(&load_in(db, tid)?);
    db.delete_tournament(tid)?;
    Ok(c)
}

/// Why round 1 should not be paired in the order the players stand in, if it should not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderWarning {
    /// A Swiss whose starting numbers are not in rating order (FIDE C.04.2: rating, then
    /// title, then name).
    NotByRating,
    /// A round-robin whose numbers are still the order of entry (not drawn by lot).
    NotDrawn,
}

/// Whether pairing round 1 now would pair the players in an order nobody chose: `None` once
/// round 1 is paired, with fewer than three players, or when the order is the system's own. A
/// team tournament pairs its teams by their numbers, never the players'.
pub fn round1_order_warning(t: &Tournament) -> Option<OrderWarning> {
    if !t.rounds.is_empty() || t.entrants.len() < 3 || t.settings.team.is_some() {
        return None;
    }
    let nos: Vec<No> = t.entrants.iter().map(|e| e.no).collect();
    let numbers = |list: Vec<&Entrant>| list.iter().map(|e| e.no).collect::<Vec<No>>();
    if t.settings.system.is_round_robin() {
        let mut entry: Vec<&Entrant> = t.entrants.iter().collect();
        entry.sort_by_key(|e| e.player_id);
        (numbers(entry) == nos).then_some(OrderWarning::NotDrawn)
    } else {
        let by_rating = ordered(t, &Order::Rating).ok()?;
        (numbers(by_rating) != nos).then_some(OrderWarning::NotByRating)
    }
}

/// The forfeit a board gets in round `round` when one or both players have withdrawn by then
/// (`extra` counts a withdrawal not yet stored).
pub(crate) fn withdrawal_forfeit(
    t: &crate::tournament::Tournament,
    white: No,
    black: No,
    round: u32,
    extra: Option<(No, u32)>,
) -> GameResult {
    let gone =
        |no: No| extra.is_some_and(|(n, f)| n == no && round >= f) || is_withdrawn(t, no, round);
    match (gone(white), gone(black)) {
        (true, true) => GameResult::DoubleForfeit,
        (true, false) => GameResult::BlackByForfeit,
        _ => GameResult::WhiteByForfeit,
    }
}

/// True when player `no` has withdrawn by round `round`.
pub(crate) fn is_withdrawn(t: &crate::tournament::Tournament, no: No, round: u32) -> bool {
    t.entrant(no)
        .and_then(|e| e.withdrawn_from)
        .is_some_and(|f| round >= f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert!(is_date("2024-02-29"));
        assert!(!is_date("2023-02-29"));
        assert!(!is_date("2024-13-01"));
        assert!(!is_date("24-01-01"));
    }
}
