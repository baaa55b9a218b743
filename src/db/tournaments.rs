//! The server's tournaments in the database: each written whole (its row, its players, its games) in one
//! transaction at each change, and those not over read back when the server starts again. The database knows
//! no lobby: a tournament is its columns here, and the server makes it the lobby's.

use jiff::Timestamp;
use rusqlite::{OptionalExtension as _, params};

use super::{DbError, Sqlite, check_text};

/// A tournament as the database keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredTournament {
    /// Its number (the lobby's).
    pub id: u64,
    /// Who created it.
    pub creator: String,
    /// The game's name (`kete`).
    pub variant: String,
    /// Its time control, as written (`5+3`, `3d`).
    pub time_control: String,
    /// The most players, 3 to 8.
    pub size: u8,
    /// When it starts; none: when full.
    pub starts_at: Option<Timestamp>,
    /// `open`, `running`, `finished` or `cancelled`.
    pub state: String,
    /// The players, in the order they joined.
    pub players: Vec<String>,
    /// Its games.
    pub games: Vec<StoredPairing>,
}

/// One game of a tournament as the database keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredPairing {
    /// Its round, from 1.
    pub round: u8,
    /// South's place among the players.
    pub south: u8,
    /// North's place.
    pub north: u8,
    /// The stored game's code, once it opened.
    pub code: Option<String>,
    /// `south`, `north`, `draw` or `forfeit`, once over.
    pub result: Option<String>,
}

fn stored_u8(value: i64) -> Result<u8, DbError> {
    u8::try_from(value).map_err(|_| DbError::Refused(format!("a tournament's figure {value} is out of range")))
}

impl Sqlite {
    /// Writes `tournament` as it is now, in one transaction: its row, and its players and games anew.
    pub fn keep_tournament(&mut self, tournament: &StoredTournament, at: Timestamp) -> Result<(), DbError> {
        check_text("a tournament's creator", &tournament.creator, 32)?;
        for name in &tournament.players {
            check_text("a tournament's player", name, 32)?;
        }
        let id = i64::try_from(tournament.id).map_err(|_| DbError::Refused("a tournament's number".into()))?;
        let at = at.as_millisecond();
        let transaction = self.write()?;
        transaction
            .prepare_cached(
                "INSERT INTO tournaments (id, creator, variant, time_control, size, starts_at, state, created_at,
                    updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)
                ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at",
            )?
            .execute(params![
                id,
                tournament.creator,
                tournament.variant,
                tournament.time_control,
                tournament.size,
                tournament.starts_at.map(Timestamp::as_millisecond),
                tournament.state,
                at
            ])?;
        transaction.execute("DELETE FROM tournament_players WHERE tournament = ?1", [id])?;
        transaction.execute("DELETE FROM tournament_games WHERE tournament = ?1", [id])?;
        for (place, name) in tournament.players.iter().enumerate() {
            transaction
                .prepare_cached("INSERT INTO tournament_players (tournament, place, name) VALUES (?1, ?2, ?3)")?
                .execute(params![id, i64::try_from(place).unwrap_or(i64::MAX), name])?;
        }
        for game in &tournament.games {
            transaction
                .prepare_cached(
                    "INSERT INTO tournament_games (tournament, round, south, north, code, result)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?
                .execute(params![id, game.round, game.south, game.north, game.code, game.result])?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The tournaments open or running, the oldest first, and the number after the highest ever kept.
    pub fn tournaments_not_over(&self) -> Result<(Vec<StoredTournament>, u64), DbError> {
        let next: Option<i64> =
            self.connection.query_row("SELECT max(id) FROM tournaments", [], |row| row.get(0)).optional()?.flatten();
        let next = next.and_then(|id| u64::try_from(id).ok()).map_or(1, |id| id + 1);
        let mut statement = self.connection.prepare_cached(
            "SELECT id, creator, variant, time_control, size, starts_at, state FROM tournaments
            WHERE state IN ('open', 'running') ORDER BY id",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, String>(3)?,
                row.get::<_, i64>(4)?,
                row.get::<_, Option<i64>>(5)?,
                row.get::<_, String>(6)?,
            ))
        })?;
        let mut tournaments = Vec::new();
        for row in rows {
            let (id, creator, variant, time_control, size, starts_at, state) = row?;
            let starts_at = starts_at
                .map(|ms| Timestamp::from_millisecond(ms).map_err(|error| DbError::Refused(error.to_string())))
                .transpose()?;
            tournaments.push(StoredTournament {
                id: u64::try_from(id).unwrap_or(0),
                creator,
                variant,
                time_control,
                size: stored_u8(size)?,
                starts_at,
                state,
                players: self.tournament_players(id)?,
                games: self.tournament_games(id)?,
            });
        }
        Ok((tournaments, next))
    }

    fn tournament_players(&self, id: i64) -> Result<Vec<String>, DbError> {
        let mut statement = self
            .connection
            .prepare_cached("SELECT name FROM tournament_players WHERE tournament = ?1 ORDER BY place")?;
        let names = statement.query_map([id], |row| row.get(0))?.collect::<Result<Vec<String>, _>>()?;
        Ok(names)
    }

    fn tournament_games(&self, id: i64) -> Result<Vec<StoredPairing>, DbError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT round, south, north, code, result FROM tournament_games WHERE tournament = ?1
            ORDER BY round, south",
        )?;
        let rows = statement.query_map([id], |row| {
            Ok((row.get::<_, i64>(0)?, row.get::<_, i64>(1)?, row.get::<_, i64>(2)?, row.get(3)?, row.get(4)?))
        })?;
        let mut games = Vec::new();
        for row in rows {
            let (round, south, north, code, result) = row?;
            games.push(StoredPairing {
                round: stored_u8(round)?,
                south: stored_u8(south)?,
                north: stored_u8(north)?,
                code,
                result,
            });
        }
        Ok(games)
    }
}

#[cfg(test)]
mod tests;
