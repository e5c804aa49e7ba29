//! The typed ids of `tournament::ids` as SQL values: each is stored as the bare integer.

use rusqlite::ToSql;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};

use crate::tournament::{
    AccessId, Board, EventId, IncomingId, MatchNo, PlayerId, RoundNo, StartNo, TeamNo, TournamentId,
};

macro_rules! sql {
    ($name:ident, $t:ty) => {
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl FromSql for $name {
            fn column_result(v: ValueRef<'_>) -> FromSqlResult<Self> {
                let n = i64::column_result(v)?;
                <$t>::try_from(n)
                    .map($name)
                    .map_err(|_| FromSqlError::OutOfRange(n))
            }
        }
    };
}

sql!(TournamentId, i64);
sql!(EventId, i64);
sql!(PlayerId, i64);
sql!(StartNo, u32);
sql!(RoundNo, u32);
sql!(Board, u32);
sql!(AccessId, i64);
sql!(IncomingId, i64);
sql!(TeamNo, u32);
sql!(MatchNo, u32);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_range() {
        let c = rusqlite::Connection::open_in_memory().unwrap();
        let got: (TournamentId, StartNo) = c
            .query_row("SELECT ?1, ?2", (TournamentId(7), StartNo(3)), |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        assert_eq!(got, (TournamentId(7), StartNo(3)));
        let neg: rusqlite::Result<Board> = c.query_row("SELECT -1", [], |r| r.get(0));
        assert!(neg.is_err(), "a negative board is out of range");
    }
}
