//! Setting a tournament up: create it, enter players (by hand or from a CSV file), order the
//! starting numbers, withdraw and reinstate a player, delete a player entered by mistake or a
//! whole tournament.

use super::{AppError, Result, refuse};
use crate::formats::{players_csv, text};
use crate::store::Store;
use crate::tournament::{ByeKind, Entrant, GameResult, No, Settings, Tournament, normalize_title};

/// Creates a tournament; returns its id.
pub fn create_tournament(store: &mut Store, settings: &Settings) -> Result<i64> {
    if settings.name.trim().is_empty() {
        return refuse("the tournament needs a name");
    }
    check_settings_text(settings)?;
    if settings.rounds == 0 {
        return refuse("the tournament needs at least one round");
    }
    Ok(store.write(|db| db.insert_tournament(settings))?)
}

/// Refuses a control or bidi character in a text field typed for a tournament (the same rule
/// the file readers apply): it would act on a terminal, reorder what a reader sees, or break a
/// file written from it.
fn check_settings_text(s: &Settings) -> Result<()> {
    let fields = [
        ("name", Some(&s.name)),
        ("venue", s.venue.as_ref()),
        ("chief arbiter", s.chief_arbiter.as_ref()),
        ("time control", s.time_control.as_ref()),
    ];
    for (what, v) in fields {
        if let Some(v) = v
            && let Some(c) = text::forbidden_in(v)
        {
            return refuse(format!(
                "the {what} `{}` holds the control character U+{:04X}; type it without",
                text::shown(v),
                c as u32
            ));
        }
    }
    Ok(())
}

/// Checks and tidies a player's fields (title spelling, dates, sex); the message names the
/// field and the value.
pub fn check_entrant(mut p: Entrant) -> Result<Entrant, String> {
    let fields = [
        ("name", Some(&p.name)),
        ("title", p.title.as_ref()),
        ("region", p.region.as_ref()),
        ("club", p.club.as_ref()),
        ("id", p.external_id.as_ref()),
    ];
    for (what, v) in fields {
        if let Some(v) = v
            && let Some(c) = text::forbidden_in(v)
        {
            return Err(format!(
                "the {what} `{}` holds the control character U+{:04X}; type it without",
                text::shown(v),
                c as u32
            ));
        }
    }
    p.name = p.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if p.name.is_empty() {
        return Err("the name is empty".into());
    }
    if let Some(t) = p.title.as_deref().filter(|t| !t.trim().is_empty()) {
        let Some(canon) = normalize_title(t) else {
            return Err(format!(
                "title `{t}` is not one of {}",
                crate::tournament::TITLES.join(", ")
            ));
        };
        p.title = Some(canon.to_string());
    } else {
        p.title = None;
    }
    if let Some(b) = p.birth.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        let year_only = b.len() == 4 && b.chars().all(|c| c.is_ascii_digit());
        if !(is_date(b) || year_only) {
            return Err(format!("birth date `{b}` is not YYYY-MM-DD"));
        }
        p.birth = Some(b.to_string());
    } else {
        p.birth = None;
    }
    if let Some(r) = p.rating
        && r > 4000
    {
        return Err(format!("rating `{r}` is out of range (0..4000)"));
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
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

/// Enters a new player in tournament `tid`; returns the starting number given.
pub fn add_player(store: &mut Store, tid: i64, p: Entrant) -> Result<No> {
    let p = check_entrant(p).map_err(AppError::Refused)?;
    let who = format!("cannot add {}", p.name);
    let nos = enter_players(store, tid, &[p], &who)?;
    nos.first().copied().ok_or_else(|| AppError::Refused(who))
}

/// Rewrites player `p` (found by `p.player_id`) of tournament `tid`: name, title, rating and the
/// rest. The starting number and a withdrawal are not changed here.
pub fn edit_player(store: &mut Store, tid: i64, p: Entrant) -> Result<()> {
    let p = check_entrant(p).map_err(AppError::Refused)?;
    let t = super::load(store, tid)?;
    if !t.entrants.iter().any(|e| e.player_id == p.player_id) {
        return refuse(format!("{} is not entered in this tournament", p.name));
    }
    Ok(store.write(|db| db.update_player(tid, &p))?)
}

/// Why a setting can no longer be changed; `None` where it still can.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locks {
    /// The pairing system.
    pub system: Option<String>,
    /// The game played.
    pub game: Option<String>,
    /// The number of rounds.
    pub rounds: Option<String>,
    /// The points of a pairing-allocated bye.
    pub bye_points: Option<String>,
}

/// Which settings of `t` are fixed by now, and why.
pub fn locks(t: &Tournament) -> Locks {
    let paired = !t.rounds.is_empty();
    let fixed = |what: &str| paired.then(|| format!("{what} cannot change once round 1 is paired"));
    let pab = t
        .rounds
        .iter()
        .find(|r| r.byes.iter().any(|(_, k)| *k == ByeKind::PairingAllocated));
    Locks {
        system: fixed("the pairing system"),
        game: fixed("the game"),
        rounds: t.settings.system.is_round_robin().then(|| {
            "a round-robin has the rounds its field needs (set when round 1 is paired)".to_string()
        }),
        bye_points: pab.map(|r| {
            format!(
                "a pairing-allocated bye was already given in round {}",
                r.number
            )
        }),
    }
}

/// Stores changed settings for tournament `s.id`; refused when a locked setting (see [`locks`])
/// differs, the name is empty, a date is not a date, or fewer rounds than are paired remain.
pub fn update_settings(store: &mut Store, s: &Settings) -> Result<()> {
    let t = super::load(store, s.id)?;
    let l = locks(&t);
    let old = &t.settings;
    let changed = [
        (s.system != old.system, l.system),
        (s.game != old.game, l.game),
        (s.rounds != old.rounds, l.rounds),
        (s.bye_points != old.bye_points, l.bye_points),
    ];
    if let Some(why) = changed.into_iter().find_map(|(c, why)| why.filter(|_| c)) {
        return refuse(why);
    }
    check_settings_text(s)?;
    if s.name.trim().is_empty() {
        return refuse("the tournament needs a name");
    }
    if s.rounds == 0 || (s.rounds as usize) < t.rounds.len() {
        return refuse(format!(
            "the tournament needs at least {} round(s)",
            t.rounds.len().max(1)
        ));
    }
    for d in [&s.start_date, &s.end_date].into_iter().flatten() {
        if !d.is_empty() && !is_date(d) {
            return refuse(format!("date `{d}` is not YYYY-MM-DD"));
        }
    }
    Ok(store.write(|db| db.update_tournament(s))?)
}

/// Registers `players` and enters them with the next starting numbers, in one transaction.
/// Refused (with `who` leading the message) once a round-robin has paired round 1.
fn enter_players(store: &mut Store, tid: i64, players: &[Entrant], who: &str) -> Result<Vec<No>> {
    let t = super::load(store, tid)?;
    if t.settings.system.is_round_robin() && !t.rounds.is_empty() {
        return refuse(format!(
            "{who}: round 1 of this round-robin is already paired"
        ));
    }
    Ok(store.write(|db| {
        let mut nos = Vec::with_capacity(players.len());
        for p in players {
            let id = db.insert_player(p)?;
            let no = db.next_start_no(tid)?;
            db.insert_entry(tid, id, no, p.rating, p.title.as_deref())?;
            nos.push(no);
        }
        Ok(nos)
    })?)
}

/// Enters every player of a CSV file (see `formats::players_csv`), all or none; returns their
/// starting numbers. A bad row refuses the whole file and every bad row is listed.
pub fn import_players(store: &mut Store, tid: i64, file: &str, text: &str) -> Result<Vec<No>> {
    let rows = players_csv::read(text).map_err(|errs| {
        AppError::BadInput(errs.into_iter().map(|e| format!("{file}:{e}")).collect())
    })?;
    let mut bad = Vec::new();
    let mut players = Vec::new();
    for (line, p) in rows {
        match check_entrant(p) {
            Ok(p) => players.push(p),
            Err(e) => bad.push(format!("{file}:{line}: {e}")),
        }
    }
    if !bad.is_empty() {
        return Err(AppError::BadInput(bad));
    }
    if players.is_empty() {
        return Err(AppError::BadInput(vec![format!(
            "{file}: no players in the file"
        )]));
    }
    enter_players(store, tid, &players, "cannot add players")
}

/// How to give starting numbers before round 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// Highest rating first; then title (highest first), then name.
    Rating,
    /// By lot, from a seed (the same seed draws the same order).
    Lot(u64),
    /// By hand: the current starting numbers in their new order.
    Hand(Vec<No>),
}

/// Gives new starting numbers; returns the new order (old numbers in new order).
pub fn order_players(store: &mut Store, tid: i64, order: &Order) -> Result<Vec<No>> {
    let t = super::load(store, tid)?;
    if !t.rounds.is_empty() {
        return refuse("cannot renumber: round 1 is already paired; starting numbers are fixed");
    }
    let mut list: Vec<&Entrant> = t.entrants.iter().collect();
    match order {
        Order::Rating => {
            let rank = |e: &Entrant| {
                e.title
                    .as_deref()
                    .and_then(|t| crate::tournament::TITLES.iter().position(|x| *x == t))
                    .unwrap_or(99)
            };
            list.sort_by(|a, b| {
                b.rating
                    .unwrap_or(0)
                    .cmp(&a.rating.unwrap_or(0))
                    .then(rank(a).cmp(&rank(b)))
                    .then(a.name.cmp(&b.name))
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
                return refuse(format!(
                    "the new order must name every starting number once ({} players: {})",
                    all.len(),
                    all.iter()
                        .map(|n| n.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                ));
            }
            list = nos.iter().filter_map(|n| t.entrant(*n)).collect();
        }
    }
    let ids: Vec<i64> = list.iter().map(|e| e.player_id).collect();
    let old: Vec<No> = list.iter().map(|e| e.no).collect();
    store.write(|db| db.renumber(tid, &ids))?;
    Ok(old)
}

/// The verdict stored on a board forfeited because a player withdrew: how [`reinstate`] tells
/// those forfeits from results the arbiter entered.
pub(crate) const WITHDRAWAL_FORFEIT: &str = "forfeit: a player withdrew";

/// Withdraws player `no` from round `from` on. Boards of rounds already paired from then on that
/// have no result become forfeits against the player; later round-robin rounds are paired with
/// the same forfeits. Refused when the player already has a result or the pairing-allocated bye
/// in round `from` or later (he played it: withdraw him from a later round). Returns the boards
/// changed as `(round, board)`.
pub fn withdraw(store: &mut Store, tid: i64, no: No, from: u32) -> Result<Vec<(u32, u32)>> {
    store.transaction(|db| {
        let t = super::load_in(db, tid)?;
        let Some(e) = t.entrant(no) else {
            return refuse(format!("there is no player {no}"));
        };
        if from == 0 || from > t.settings.rounds {
            return refuse(format!(
                "round {from}: the tournament has rounds 1..{}",
                t.settings.rounds
            ));
        }
        for r in t.rounds.iter().filter(|r| r.number >= from) {
            if let Some(g) = r
                .games
                .iter()
                .find(|g| g.result.is_some() && (g.white == no || g.black == no))
                && g.verdict.as_deref() != Some(WITHDRAWAL_FORFEIT)
            {
                return refuse(format!(
                    "player {no} already has a result in round {} (board {}, {}): withdraw him from round {} or later, or clear that result first",
                    r.number,
                    g.board,
                    g.result.map_or("", |res| res.display()),
                    r.number + 1
                ));
            }
            if r.byes.contains(&(no, ByeKind::PairingAllocated)) {
                return refuse(format!(
                    "player {no} has the pairing-allocated bye in round {}: withdraw him from round {} or later, or delete and pair that round again",
                    r.number,
                    r.number + 1
                ));
            }
        }
        let pid = e.player_id;
        let mut changed = Vec::new();
        for r in t.rounds.iter().filter(|r| r.number >= from) {
            for g in r
                .games
                .iter()
                .filter(|g| g.result.is_none() && (g.white == no || g.black == no))
            {
                changed.push((
                    r.number,
                    g.board,
                    withdrawal_forfeit(&t, g.white, g.black, r.number, Some((no, from))),
                ));
            }
        }
        db.set_withdrawn(tid, pid, Some(from))?;
        for &(round, board, res) in &changed {
            let rec = crate::store::ResultRecord {
                warning: None,
                verdict: Some(WITHDRAWAL_FORFEIT.into()),
                score: None,
            };
            db.set_result(tid, round, board, Some(res), &rec)?;
        }
        Ok(changed.into_iter().map(|(r, b, _)| (r, b)).collect())
    })
}

/// What reinstating a withdrawn player did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reinstated {
    /// The first round he plays again.
    pub from: u32,
    /// Boards (round, board) whose withdrawal forfeit was cleared: the game is to be played.
    pub cleared: Vec<(u32, u32)>,
}

/// Takes back the withdrawal of player `no`: he is paired again from round `from` (default:
/// the round in progress, or the next to pair, but never before the round he withdrew from).
/// The forfeits his withdrawal put on boards of round `from` and later are cleared, so those
/// games can be played; earlier rounds keep what happened in them.
pub fn reinstate(store: &mut Store, tid: i64, no: No, from: Option<u32>) -> Result<Reinstated> {
    store.transaction(|db| {
        let t = super::load_in(db, tid)?;
        let Some(e) = t.entrant(no) else {
            return refuse(format!("there is no player {no}"));
        };
        let Some(withdrawn) = e.withdrawn_from else {
            return refuse(format!("player {no} has not withdrawn"));
        };
        let current = t.rounds.last().map_or(1, |r| r.number);
        let from = from.unwrap_or(current.max(withdrawn));
        // He plays again at once: from the round in progress or the next one to pair, never
        // from a later round (a withdrawal stores only its first round, not a return).
        let next = t.rounds.len() as u32 + 1;
        if from == 0 || from > next.min(t.settings.rounds) {
            return refuse(format!(
                "player {no} can come back in round {current} (in progress) or round {next} at the latest; to miss more rounds, withdraw him from round {next} now and reinstate him later",
                next = next.min(t.settings.rounds)
            ));
        }
        let mut cleared = Vec::new();
        for r in t.rounds.iter().filter(|r| r.number >= from) {
            for g in r.games.iter().filter(|g| {
                (g.white == no || g.black == no) && g.verdict.as_deref() == Some(WITHDRAWAL_FORFEIT)
            }) {
                let other = if g.white == no { g.black } else { g.white };
                // A double forfeit stays one for a partner who has withdrawn too.
                let keep = is_withdrawn(&t, other, r.number);
                let res = keep.then_some(if g.white == no {
                    GameResult::WhiteByForfeit
                } else {
                    GameResult::BlackByForfeit
                });
                let rec = crate::store::ResultRecord {
                    verdict: keep.then(|| WITHDRAWAL_FORFEIT.into()),
                    ..Default::default()
                };
                db.set_result(tid, r.number, g.board, res, &rec)?;
                cleared.push((r.number, g.board));
            }
        }
        db.set_withdrawn(tid, e.player_id, None)?;
        Ok(Reinstated { from, cleared })
    })
}

/// Deletes player `no`, entered by mistake, before round 1 is paired. Players after him move
/// up one starting number, so the numbers stay 1..n. After round 1, withdraw him instead.
pub fn delete_player(store: &mut Store, tid: i64, no: No) -> Result<Entrant> {
    store.transaction(|db| {
        let t = super::load_in(db, tid)?;
        let Some(e) = t.entrant(no) else {
            return refuse(format!("there is no player {no}"));
        };
        if !t.rounds.is_empty() {
            return refuse(format!(
                "round 1 is paired: player {no} can no longer be deleted; withdraw him instead (orda player withdraw)"
            ));
        }
        let rest: Vec<i64> = t
            .entrants
            .iter()
            .filter(|x| x.no != no)
            .map(|x| x.player_id)
            .collect();
        db.delete_entry(tid, e.player_id)?;
        db.renumber(tid, &rest)?;
        Ok(e.clone())
    })
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

/// What tournament `tid` holds (to show before deleting it).
pub fn contents(store: &mut Store, tid: i64) -> Result<Contents> {
    Ok(contents_of(&super::load(store, tid)?))
}

fn contents_of(t: &Tournament) -> Contents {
    let games = || t.rounds.iter().flat_map(|r| &r.games);
    Contents {
        name: t.settings.name.clone(),
        players: t.entrants.len(),
        rounds: t.rounds.len(),
        results: games().filter(|g| g.result.is_some()).count(),
        scores: games().filter(|g| g.has_score).count(),
    }
}

/// Deletes tournament `tid` and everything in it, in one transaction, after a backup of the
/// database beside it; returns what it held.
/// The faces ask first (showing [`contents`]); this does not.
pub fn delete_tournament(store: &mut Store, tid: i64) -> Result<Contents> {
    // A deletion cannot be undone in Orda: the backup beside the database can.
    store.backup_beside(&format!("before-deleting-tournament-{tid}"))?;
    store.transaction(|db| {
        let c = contents_of(&super::load_in(db, tid)?);
        db.delete_tournament(tid)?;
        Ok(c)
    })
}

/// Records a requested bye (half-point or zero-point) for player `no` in round `round`, which
/// must not be paired yet. Swiss only: a round-robin has no byes.
pub fn request_bye(
    store: &mut Store,
    tid: i64,
    no: No,
    round: u32,
    kind: crate::tournament::ByeKind,
) -> Result<()> {
    use crate::tournament::ByeKind;
    let t = super::load(store, tid)?;
    if t.settings.system.is_round_robin() {
        return refuse("a round-robin has no byes; an absent player loses by forfeit (-/+ or +/-)");
    }
    if !matches!(kind, ByeKind::Half | ByeKind::Zero) {
        return refuse("a requested bye is a half-point or a zero-point bye");
    }
    let Some(e) = t.entrant(no) else {
        return refuse(format!("there is no player {no}"));
    };
    if round == 0 || round > t.settings.rounds {
        return refuse(format!(
            "round {round}: the tournament has rounds 1..{}",
            t.settings.rounds
        ));
    }
    if t.rounds.iter().any(|r| r.number == round) {
        return refuse(format!("round {round} is already paired"));
    }
    let pid = e.player_id;
    Ok(store.write(|db| db.set_bye(tid, round, pid, Some(kind)))?)
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
