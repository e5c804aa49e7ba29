//! Typed reads and writes over one transaction: tournaments, players and entries here, rounds
//! and results in `rounds.rs`. Every SQL statement of Orda is in these two files, except the
//! schema's own (`migrations/*.sql` and the data conversions of `migrate.rs`).

use crate::tournament::Lang;
use rusqlite::types::Value;
use rusqlite::{OptionalExtension, Row, Transaction, params};

use super::{Result, Setting, StoreError};
use crate::tournament::verdict::{Verdict, Warning};
use crate::tournament::{
    Acceleration, Entrant, PlayerId, RoundNo, Rules, Settings, StartNo, System, Tournament,
    TournamentId, tiebreak,
};

/// Data access within one transaction (see [`super::Store::write`] and [`super::Store::read`]).
pub struct Db<'a> {
    pub(super) tx: &'a Transaction<'a>,
    pub(super) path: &'a str,
}

/// A tournament in brief, for the list of tournaments (see [`Db::summaries`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its id.
    pub id: TournamentId,
    /// Its name.
    pub name: String,
    /// Its pairing system.
    pub system: System,
    /// A team tournament's boards in a match (`None`: an individual tournament).
    pub boards: Option<u32>,
    /// The game played.
    pub game: crate::rules::GameKind,
    /// Rounds planned.
    pub rounds: u32,
    /// Rounds paired.
    pub paired: u32,
    /// Players entered.
    pub players: u32,
    /// Boards of the last paired round without a result yet.
    pub pending: u32,
}

/// What is stored with a result.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultRecord {
    /// The game score as given, if any.
    pub score: Option<String>,
    /// The engine's verdict (or the mark of a withdrawal's forfeit).
    pub verdict: Option<Verdict>,
    /// The warning when the arbiter overrode the score.
    pub warning: Option<Warning>,
}

fn opt_text(s: &Option<String>) -> Option<&str> {
    s.as_deref().filter(|t| !t.trim().is_empty())
}

/// A player's registry columns in the order `name, sex, birth, title, rating, region, club,
/// external_id, team`, shared by the insert and the update so the two cannot drift apart.
fn player_values(p: &Entrant) -> [Value; 9] {
    let text = |o: &Option<String>| opt_text(o).map_or(Value::Null, |t| Value::Text(t.into()));
    [
        Value::Text(p.name.trim().into()),
        p.sex.map_or(Value::Null, |c| Value::Text(c.to_string())),
        text(&p.birth),
        text(&p.title),
        p.rating.map_or(Value::Null, |r| Value::Integer(r.into())),
        text(&p.region),
        text(&p.club),
        text(&p.external_id),
        text(&p.team),
    ]
}

impl<'a> Db<'a> {
    pub(super) fn new(tx: &'a Transaction<'a>, path: &'a str) -> Db<'a> {
        Db { tx, path }
    }

    pub(super) fn err(&self, source: rusqlite::Error) -> StoreError {
        super::classify(self.path, source)
    }

    /// Every row `sql` gives for `params`, each read by `row`.
    pub(super) fn rows<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        row: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Vec<T>> {
        let mut st = self.tx.prepare(sql).map_err(|e| self.err(e))?;
        st.query_map(params, row)
            .map_err(|e| self.err(e))?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(|e| self.err(e))
    }

    /// Stores a new tournament; returns its id.
    pub fn insert_tournament(&self, s: &Settings) -> Result<TournamentId> {
        let tbs = tiebreak::codes(&s.tiebreaks);
        self.tx
            .execute(
                "INSERT INTO tournament (name, venue, start_date, end_date, chief_arbiter, game, system, rounds,
                     time_control, bye_points, tiebreaks, tiebreak_rules, first_white, publication_lang,
                     acceleration, rules_left_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
                params![
                    s.name,
                    opt_text(&s.venue),
                    opt_text(&s.start_date),
                    opt_text(&s.end_date),
                    opt_text(&s.chief_arbiter),
                    s.game.name(),
                    s.system.code(),
                    s.rounds,
                    opt_text(&s.time_control),
                    s.bye_points,
                    tbs,
                    s.rules.code(),
                    s.first_white,
                    s.publication.map(Lang::code),
                    s.acceleration.code(),
                    s.rules_left
                ],
            )
            .map_err(|e| self.err(e))?;
        let id = TournamentId(self.tx.last_insert_rowid());
        self.set_team_rules(id, s.team.as_ref())?;
        Ok(id)
    }

    /// Rewrites a tournament's settings.
    pub fn update_tournament(&self, s: &Settings) -> Result<()> {
        self.tx
            .execute(
                "UPDATE tournament SET name = ?2, venue = ?3, start_date = ?4, end_date = ?5, chief_arbiter = ?6,
                     rounds = ?7, time_control = ?8, bye_points = ?9, tiebreaks = ?10, tiebreak_rules = ?11,
                     system = ?12, game = ?13, publication_lang = ?14, acceleration = ?15
                 WHERE id = ?1",
                params![
                    s.id,
                    s.name,
                    opt_text(&s.venue),
                    opt_text(&s.start_date),
                    opt_text(&s.end_date),
                    opt_text(&s.chief_arbiter),
                    s.rounds,
                    opt_text(&s.time_control),
                    s.bye_points,
                    tiebreak::codes(&s.tiebreaks),
                    s.rules.code(),
                    s.system.code(),
                    s.game.name(),
                    s.publication.map(Lang::code),
                    s.acceleration.code()
                ],
            )
            .map_err(|e| self.err(e))?;
        self.set_team_rules(s.id, s.team.as_ref())
    }

    /// Every tournament in brief, oldest first: one query over the counts, without loading any
    /// tournament (the list of a file with thousands of them).
    pub fn summaries(&self) -> Result<Vec<Summary>> {
        self.summaries_where("1", [])
    }

    /// Tournament `id` in brief (`None` when there is no such id): the one line of the list a
    /// change to that tournament changes, read at a cost that does not grow with the file.
    pub fn summary(&self, id: TournamentId) -> Result<Option<Summary>> {
        Ok(self.summaries_where("t.id = ?1", [id.0])?.pop())
    }

    fn summaries_where<const N: usize>(
        &self,
        filter: &str,
        args: [i64; N],
    ) -> Result<Vec<Summary>> {
        let sql = format!(
            "SELECT t.id, t.name, t.system, t.game, t.rounds,
                    (SELECT COUNT(*) FROM round r WHERE r.tournament_id = t.id),
                    -- Starting numbers are 1..n (store::consistency): the highest is the
                    -- count, found in one step of the index by (tournament, number).
                    (SELECT coalesce(MAX(start_no), 0) FROM entry e WHERE e.tournament_id = t.id),
                    (SELECT COUNT(*) FROM pairing p WHERE p.tournament_id = t.id
                         AND p.round = (SELECT MAX(number) FROM round r WHERE r.tournament_id = t.id)
                         AND p.result IS NULL),
                    t.boards
             FROM tournament t WHERE {filter} ORDER BY t.id"
        );
        let mut st = self.tx.prepare(&sql).map_err(|e| self.err(e))?;
        let rows = st
            .query_map(rusqlite::params_from_iter(args), |r| {
                let system: String = r.get(2)?;
                let game: String = r.get(3)?;
                Ok(Summary {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    system: System::from_code(&system).unwrap_or(System::Swiss),
                    game: game.parse().unwrap_or_default(),
                    rounds: r.get(4)?,
                    paired: r.get(5)?,
                    players: r.get(6)?,
                    pending: r.get(7)?,
                    boards: r.get(8)?,
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(|e| self.err(e))
    }

    /// SQLite's count of changes committed to the file by *other* connections (`PRAGMA
    /// data_version`): when it moves, another Orda stored something.
    pub fn data_version(&self) -> Result<i64> {
        self.tx
            .query_row("PRAGMA data_version", [], |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// The journal's last line about tournament `t` or about no tournament in particular (an
    /// event, the file); with `None`, its last line of all (0 before any). It moves with every
    /// change that can change what a page of `t` shows, and with no other: a result in another
    /// tournament leaves it where it was. Two lookups in the journal's index.
    pub fn journal_version(&self, t: Option<TournamentId>) -> Result<i64> {
        // `IS ?1`: the lines of a tournament, or with NULL the lines about none.
        let last_of = |t: Option<TournamentId>| -> Result<i64> {
            self.tx
                .query_row(
                    "SELECT max(id) FROM journal WHERE tournament_id IS ?1",
                    [t],
                    |r| r.get::<_, Option<i64>>(0),
                )
                .map(Option::unwrap_or_default)
                .map_err(|e| self.err(e))
        };
        match t {
            Some(_) => Ok(last_of(t)?.max(last_of(None)?)),
            None => self
                .tx
                .query_row("SELECT coalesce(max(id), 0) FROM journal", [], |r| r.get(0))
                .map_err(|e| self.err(e)),
        }
    }

    /// A tournament's settings, `None` when there is no such id.
    pub fn settings(&self, id: TournamentId) -> Result<Option<Settings>> {
        let row = self
            .tx
            .query_row(
                "SELECT id, name, venue, start_date, end_date, chief_arbiter, game, system, rounds, time_control,
                        bye_points, tiebreaks, tiebreak_rules, first_white, publication_lang, acceleration,
                        rules_left_after
                 FROM tournament WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        Settings {
                            id: r.get("id")?,
                            name: r.get("name")?,
                            venue: r.get("venue")?,
                            start_date: r.get("start_date")?,
                            end_date: r.get("end_date")?,
                            chief_arbiter: r.get("chief_arbiter")?,
                            game: {
                                let g: String = r.get("game")?;
                                g.parse().map_err(|e: String| {
                                    rusqlite::Error::FromSqlConversionFailure(
                                        6,
                                        rusqlite::types::Type::Text,
                                        e.into(),
                                    )
                                })?
                            },
                            system: System::Swiss,
                            rounds: r.get("rounds")?,
                            time_control: r.get("time_control")?,
                            bye_points: r.get("bye_points")?,
                            tiebreaks: Vec::new(),
                            rules: Rules::C07of2026,
                            first_white: r.get("first_white")?,
                            publication: r
                                .get::<_, Option<String>>("publication_lang")?
                                .as_deref()
                                .and_then(Lang::parse),
                            acceleration: {
                                let a: String = r.get("acceleration")?;
                                Acceleration::from_code(&a).ok_or_else(|| {
                                    rusqlite::Error::FromSqlConversionFailure(
                                        15,
                                        rusqlite::types::Type::Text,
                                        format!("acceleration {a}").into(),
                                    )
                                })?
                            },
                            team: None,
                            rules_left: r.get("rules_left_after")?,
                        },
                        r.get::<_, String>("system")?,
                        r.get::<_, String>("tiebreaks")?,
                        r.get::<_, String>("tiebreak_rules")?,
                    ))
                },
            )
            .optional()
            .map_err(|e| self.err(e))?;
        let Some((mut s, system, tbs, rules)) = row else {
            return Ok(None);
        };
        let bad = |what: Setting, v: &str| StoreError::UnknownSetting {
            path: self.path.to_string(),
            id: id.0,
            what,
            value: v.to_string(),
        };
        s.system = System::from_code(&system).ok_or_else(|| bad(Setting::System, &system))?;
        s.rules = Rules::from_code(&rules).ok_or_else(|| bad(Setting::TiebreakEdition, &rules))?;
        s.tiebreaks = tiebreak::parse_list(&tbs).map_err(|t| bad(Setting::Tiebreak, &t))?;
        s.team = self.team_rules(id)?;
        Ok(Some(s))
    }

    /// Adds a player to the registry; returns the id.
    pub fn insert_player(&self, p: &Entrant) -> Result<PlayerId> {
        self.tx
            .execute(
                "INSERT INTO player (name, sex, birth, title, rating, region, club, external_id, team)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                rusqlite::params_from_iter(player_values(p)),
            )
            .map_err(|e| self.err(e))?;
        Ok(PlayerId(self.tx.last_insert_rowid()))
    }

    /// Rewrites registry player `p.player_id` and its entry in tournament `tid` (rating and title
    /// at entry follow the registry's). The registry's rating follows too unless tournaments
    /// applied to it have changed it: then it is theirs (docs/events.md).
    pub fn update_player(&self, tid: TournamentId, p: &Entrant) -> Result<()> {
        self.tx
            .execute(
                "UPDATE player SET name = ?1, sex = ?2, birth = ?3, title = ?4, region = ?6,
                     club = ?7, external_id = ?8, team = ?9,
                     rating = CASE WHEN EXISTS (SELECT 1 FROM rating_change WHERE player_id = ?10)
                                   THEN rating ELSE ?5 END
                 WHERE id = ?10",
                rusqlite::params_from_iter(
                    player_values(p)
                        .into_iter()
                        .chain([Value::Integer(p.player_id.0)]),
                ),
            )
            .map_err(|e| self.err(e))?;
        self.tx
            .execute(
                "UPDATE entry SET rating = ?3, title = ?4 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tid, p.player_id, p.rating, opt_text(&p.title)],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Enters registry player `player_id` in tournament `tid` with starting number `no`, copying
    /// the rating and title given.
    pub fn insert_entry(
        &self,
        tid: TournamentId,
        player_id: PlayerId,
        no: StartNo,
        rating: Option<u32>,
        title: Option<&str>,
    ) -> Result<()> {
        self.tx
            .execute(
                "INSERT INTO entry (tournament_id, player_id, start_no, rating, title) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![tid, player_id, no, rating, title],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Sets the FIDE title of registry player `player_id` in tournament `tid`.
    pub fn set_fide_title(
        &self,
        tid: TournamentId,
        player_id: PlayerId,
        title: Option<&str>,
    ) -> Result<()> {
        self.tx
            .execute(
                "UPDATE entry SET fide_title = ?3 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tid, player_id, title],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The next free starting number.
    pub fn next_start_no(&self, tid: TournamentId) -> Result<StartNo> {
        self.tx
            .query_row(
                "SELECT COALESCE(MAX(start_no), 0) + 1 FROM entry WHERE tournament_id = ?1",
                [tid],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))
    }

    /// Gives every entrant a new starting number: `order[i]` (a player id) gets `i + 1`.
    pub fn renumber(&self, tid: TournamentId, order: &[PlayerId]) -> Result<()> {
        // Two passes, through numbers above any real one, keep UNIQUE (tournament_id, start_no)
        // and CHECK (start_no > 0) satisfied at every statement.
        self.tx
            .execute(
                "UPDATE entry SET start_no = start_no + 1000000 WHERE tournament_id = ?1",
                [tid],
            )
            .map_err(|e| self.err(e))?;
        let mut st = self
            .tx
            .prepare("UPDATE entry SET start_no = ?3 WHERE tournament_id = ?1 AND player_id = ?2")
            .map_err(|e| self.err(e))?;
        for (i, pid) in order.iter().enumerate() {
            st.execute(params![tid, pid, i as i64 + 1])
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Marks a player withdrawn from round `from` on (or back in with `None`).
    pub fn set_withdrawn(
        &self,
        tid: TournamentId,
        player_id: PlayerId,
        from: Option<RoundNo>,
    ) -> Result<()> {
        self.tx
            .execute(
                "UPDATE entry SET withdrawn_from = ?3 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tid, player_id, from],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Deletes tournament `tid` with everything in it (players' entries, rounds, results,
    /// scores, byes, forbidden pairs). Registry players entered in no other tournament go too.
    pub fn delete_tournament(&self, tid: TournamentId) -> Result<()> {
        let ids: Vec<PlayerId> = {
            let mut st = self
                .tx
                .prepare("SELECT player_id FROM entry WHERE tournament_id = ?1")
                .map_err(|e| self.err(e))?;
            st.query_map([tid], |r| r.get(0))
                .and_then(|rows| rows.collect::<rusqlite::Result<_>>())
                .map_err(|e| self.err(e))?
        };
        // Children before parents: a pairing refers to its players' entries without a cascade.
        for sql in [
            "DELETE FROM lineup WHERE tournament_id = ?1",
            "DELETE FROM team_match WHERE tournament_id = ?1",
            "DELETE FROM incoming WHERE tournament_id = ?1",
            "DELETE FROM access_code WHERE tournament_id = ?1",
            "DELETE FROM hall WHERE tournament_id = ?1",
            "DELETE FROM pairing WHERE tournament_id = ?1",
            "DELETE FROM bye WHERE tournament_id = ?1",
            "DELETE FROM forbidden_pair WHERE tournament_id = ?1",
            "DELETE FROM round WHERE tournament_id = ?1",
            "DELETE FROM entry WHERE tournament_id = ?1",
            "DELETE FROM team WHERE tournament_id = ?1",
            "DELETE FROM tournament WHERE id = ?1",
        ] {
            self.tx.execute(sql, [tid]).map_err(|e| self.err(e))?;
        }
        for pid in ids {
            self.delete_unentered_player(pid)?;
        }
        Ok(())
    }

    /// Takes player `player_id` out of tournament `tid` (his entry, requested byes and
    /// forbidden pairs; he must have no board), and out of the registry if he is entered
    /// nowhere else.
    pub fn delete_entry(&self, tid: TournamentId, player_id: PlayerId) -> Result<()> {
        for sql in [
            "DELETE FROM incoming WHERE tournament_id = ?1 AND (player_id = ?2 OR from_code IN
                 (SELECT id FROM access_code WHERE tournament_id = ?1 AND player_id = ?2))",
            "UPDATE incoming SET confirmed_by = NULL WHERE confirmed_by IN
                 (SELECT id FROM access_code WHERE tournament_id = ?1 AND player_id = ?2)",
            "DELETE FROM access_code WHERE tournament_id = ?1 AND player_id = ?2",
            "DELETE FROM lineup WHERE tournament_id = ?1 AND player_id = ?2",
            "DELETE FROM bye WHERE tournament_id = ?1 AND player_id = ?2",
            "DELETE FROM forbidden_pair WHERE tournament_id = ?1 AND (a = ?2 OR b = ?2)",
            "DELETE FROM entry WHERE tournament_id = ?1 AND player_id = ?2",
        ] {
            self.tx
                .execute(sql, params![tid, player_id])
                .map_err(|e| self.err(e))?;
        }
        self.delete_unentered_player(player_id)
    }

    fn delete_unentered_player(&self, player_id: PlayerId) -> Result<()> {
        self.tx
            .execute(
                "DELETE FROM player WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM entry WHERE player_id = ?1)
                     AND NOT EXISTS (SELECT 1 FROM rating_change WHERE player_id = ?1)",
                [player_id],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// A tournament's players, by starting number.
    pub fn entrants(&self, tid: TournamentId) -> Result<Vec<Entrant>> {
        self.rows(
            "SELECT p.id, e.start_no, p.name, p.sex, p.birth, e.title, e.rating, p.region, p.club, p.external_id,
                    e.withdrawn_from, e.fide_title, p.team
             FROM entry e JOIN player p ON p.id = e.player_id
             WHERE e.tournament_id = ?1 ORDER BY e.start_no",
            [tid],
            entrant_from_row,
        )
    }

    /// The whole tournament `tid`, `None` when there is no such id.
    pub fn load(&self, tid: TournamentId) -> Result<Option<Tournament>> {
        let Some(settings) = self.settings(tid)? else {
            return Ok(None);
        };
        let t = Tournament {
            settings,
            entrants: self.entrants(tid)?,
            rounds: self.rounds(tid)?,
            teams: self.teams(tid)?,
            event: self.event_name(tid)?,
        };
        super::consistency::check(self.path, tid, &t, &self.row_counts(tid)?)?;
        Ok(Some(t))
    }

    /// How many boards and byes of paired rounds are stored for each round of `tid`, counted
    /// on their own tables (see `store::consistency`).
    fn row_counts(&self, tid: TournamentId) -> Result<super::consistency::RowCounts> {
        let per_round = |sql: &str| -> Result<std::collections::HashMap<u32, usize>> {
            Ok(self
                .rows(sql, [tid], |r| {
                    Ok((
                        r.get::<_, u32>(0)?,
                        usize::try_from(r.get::<_, i64>(1)?).unwrap_or(usize::MAX),
                    ))
                })?
                .into_iter()
                .collect())
        };
        Ok(super::consistency::RowCounts {
            boards: per_round(
                "SELECT round, count(*) FROM pairing WHERE tournament_id = ?1 GROUP BY round",
            )?,
            byes: per_round(
                "SELECT y.round, count(*) FROM bye y
                 JOIN round r ON r.tournament_id = y.tournament_id AND r.number = y.round
                 WHERE y.tournament_id = ?1 GROUP BY y.round",
            )?,
        })
    }
}

fn entrant_from_row(r: &Row<'_>) -> rusqlite::Result<Entrant> {
    let sex: Option<String> = r.get(3)?;
    Ok(Entrant {
        player_id: r.get(0)?,
        no: r.get(1)?,
        name: r.get(2)?,
        sex: sex.and_then(|s| s.chars().next()),
        birth: r.get(4)?,
        title: r.get(5)?,
        rating: r.get(6)?,
        region: r.get(7)?,
        club: r.get(8)?,
        external_id: r.get(9)?,
        withdrawn_from: r.get(10)?,
        fide_title: r.get(11)?,
        team: r.get(12)?,
    })
}
