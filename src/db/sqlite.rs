//! The [`GameStore`] in one SQLite file: the server's embedded database, and the default.

use std::path::{Path, PathBuf};
use std::time::Duration;

use jiff::Timestamp;
use rusqlite::{Connection, ErrorCode, OptionalExtension as _, Transaction, TransactionBehavior, params};

use super::read::{self, GAME_COLUMNS};
use super::{ArchiveQuery, Record, archive};
use super::{
    DbError, Ending, GameId, GameStore, MAX_NAME_CHARS, MAX_TEXT_BYTES, NewGame, NewMove, Player, PlayerId, Seat,
    Stats, StoredGame, Summary, check_text, schema,
};
use crate::rating::Rating;
use crate::rules::{BySide, GameResult, Side, Variant};

/// How hard a commit works to survive a crash (SQLite's `synchronous`, in WAL mode).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Durability {
    /// Every commit is on the disk before it returns (the WAL is synced at each commit): a stored move
    /// survives the process killed (`kill -9`) and the machine losing power. The server's setting.
    #[default]
    Full,
    /// A commit survives the process killed, not a power loss or a crash of the system (the WAL is synced only
    /// at checkpoints); for measuring what [`Durability::Full`] costs.
    Normal,
}

impl Durability {
    fn pragma(self) -> &'static str {
        match self {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        }
    }
}

/// The games of a server in one SQLite file ([`schema::FILE_NAME`] in the server's data folder).
#[derive(Debug)]
pub struct Sqlite {
    pub(super) connection: Connection,
    path: PathBuf,
}

impl Sqlite {
    /// Opens the database in `folder`, creating the folder (0700) and the file (0600) if missing and
    /// bringing an older schema up to date; a newer one is refused and left untouched. Commits are
    /// [`Durability::Full`].
    pub fn open(folder: &Path) -> Result<Sqlite, DbError> {
        Sqlite::open_with(folder, Durability::Full)
    }

    /// [`Sqlite::open`] with the durability given.
    pub fn open_with(folder: &Path, durability: Durability) -> Result<Sqlite, DbError> {
        let connection = schema::open(folder, durability.pragma())?;
        Ok(Sqlite { connection, path: folder.join(schema::FILE_NAME) })
    }

    /// The database's file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The connection, for tests that look at the file's settings.
    #[cfg(test)]
    pub(crate) fn connection_for_tests(&self) -> &Connection {
        &self.connection
    }

    /// A write transaction, taking the write lock at once (so it never fails half-way to upgrade a read lock).
    pub(super) fn write(&mut self) -> Result<Transaction<'_>, DbError> {
        Ok(self.connection.transaction_with_behavior(TransactionBehavior::Immediate)?)
    }

    fn summaries(&self, filter: &str, order: &str, parameters: impl rusqlite::Params) -> Result<Vec<Summary>, DbError> {
        let sql = format!("SELECT {GAME_COLUMNS} {filter} ORDER BY {order}");
        let mut statement = self.connection.prepare_cached(&sql)?;
        let rows = statement.query_map(parameters, read::raw_game)?;
        let mut summaries = Vec::new();
        for row in rows {
            summaries.push(row?.summary()?);
        }
        Ok(summaries)
    }
}

/// Why `game` took no change: it does not exist, it is over, or (for a move) `ply` is not its next.
fn refusal(transaction: &Transaction<'_>, game: GameId, ply: Option<u32>) -> DbError {
    let row: Result<Option<(String, i64, bool)>, _> = transaction
        .query_row("SELECT code, moves, ended_by IS NOT NULL FROM games WHERE id = ?1", [game.0], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })
        .optional();
    match row {
        Err(error) => error.into(),
        Ok(None) => DbError::NoGame(game.0),
        Ok(Some((code, _, true))) => DbError::Finished(code),
        Ok(Some((code, moves, false))) => {
            let expected = u32::try_from(moves).map_or(u32::MAX, |moves| moves.saturating_add(1));
            DbError::NotNext { code, ply: ply.unwrap_or(0), expected }
        }
    }
}

/// The milliseconds since 1970 that the database keeps for `time`.
fn millis(time: Timestamp) -> i64 {
    time.as_millisecond()
}

fn duration_millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

/// A player's rating in a game, as stored or a new player's.
fn rating_of(connection: &Connection, player: i64, variant: &str) -> Result<Rating, DbError> {
    let stored = connection
        .prepare_cached("SELECT rating, deviation, volatility, games FROM ratings WHERE player = ?1 AND variant = ?2")?
        .query_row(params![player, variant], |row| {
            Ok(Rating { rating: row.get(0)?, deviation: row.get(1)?, volatility: row.get(2)?, games: row.get(3)? })
        })
        .optional()?;
    Ok(stored.unwrap_or_default())
}

/// Changes both players' ratings for the end of `game` with `result`, in `transaction`, if the game is rated
/// and both seats are players (a game against the computer, or with a seat nobody took, is never rated).
fn rate(transaction: &Transaction<'_>, game: GameId, result: GameResult, at: i64) -> Result<(), DbError> {
    let (rated, variant, south, north): (bool, String, Option<i64>, Option<i64>) = transaction
        .prepare_cached("SELECT rated, variant, south_player, north_player FROM games WHERE id = ?1")?
        .query_row([game.0], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))?;
    let (true, Some(south), Some(north)) = (rated, south, north) else { return Ok(()) };
    if south == north {
        return Ok(());
    }
    let before = BySide::new(rating_of(transaction, south, &variant)?, rating_of(transaction, north, &variant)?);
    let after = crate::rating::after_game(before, result);
    for (side, player) in [(Side::South, south), (Side::North, north)] {
        let new = after[side];
        transaction
            .prepare_cached(
                "INSERT INTO ratings (player, variant, rating, deviation, volatility, games, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                ON CONFLICT (player, variant) DO UPDATE SET rating = ?3, deviation = ?4, volatility = ?5, games = ?6,
                    updated_at = ?7",
            )?
            .execute(params![player, variant, new.rating, new.deviation, new.volatility, new.games, at])?;
        transaction
            .prepare_cached(
                "INSERT INTO rating_changes (game, side, player, before, after, before_deviation, after_deviation)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                game.0,
                side.name(),
                player,
                before[side].rating,
                new.rating,
                before[side].deviation,
                new.deviation
            ])?;
    }
    Ok(())
}

/// A seat's two columns: the player's number, or the computer's level.
fn seat_columns(seat: &Seat) -> (Option<i64>, Option<u8>) {
    match seat {
        Seat::Player(player) => (Some(player.id.0), None),
        Seat::Computer(level) => (None, Some(level.number())),
        Seat::Free => (None, None),
    }
}

/// Refuses a seat's key that is not 64 lowercase hex digits (a SHA-256).
fn check_key(key: &str) -> Result<(), DbError> {
    if key.len() == 64 && key.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        Ok(())
    } else {
        Err(DbError::Refused("a seat's key is 64 lowercase hex digits".into()))
    }
}

/// An ending's columns: the winner (`south`, `north`, `draw`; none when aborted) and how it ended.
pub(crate) fn ending_columns(ending: Ending) -> (Option<&'static str>, &'static str) {
    let winner = ending.result().map(|result| match result {
        GameResult::Win(side) => side.name(),
        GameResult::Draw => "draw",
    });
    let by = match ending {
        Ending::Rules(_) => "rule",
        Ending::Resigned(_) => "resignation",
        Ending::OutOfTime(_) => "time",
        Ending::Agreed => "agreement",
        Ending::Aborted => "abort",
    };
    (winner, by)
}

fn is_unique_violation(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(failure, _)
        if failure.code == ErrorCode::ConstraintViolation
            && failure.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE)
}

fn is_foreign_key_violation(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(failure, _)
        if failure.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY)
}

impl GameStore for Sqlite {
    fn player(&mut self, name: &str, at: Timestamp) -> Result<Player, DbError> {
        check_text("a player's name", name, 4 * MAX_NAME_CHARS)?;
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(DbError::Refused(format!("a player's name has at most {MAX_NAME_CHARS} characters")));
        }
        let transaction = self.write()?;
        transaction
            .prepare_cached("INSERT INTO players (name, created_at) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING")?
            .execute(params![name, millis(at)])?;
        let (id, created): (i64, i64) = transaction
            .prepare_cached("SELECT id, created_at FROM players WHERE name = ?1")?
            .query_row([name], |row| Ok((row.get(0)?, row.get(1)?)))?;
        transaction.commit()?;
        let created_at =
            read::time(created).map_err(|message| DbError::Refused(format!("player {name}: {message}")))?;
        Ok(Player { id: PlayerId(id), name: name.to_string(), created_at })
    }

    fn create_game(&mut self, game: &NewGame) -> Result<GameId, DbError> {
        check_text("a game's code", &game.code, MAX_TEXT_BYTES)?;
        check_text("a time control", &game.time_control, MAX_TEXT_BYTES)?;
        let (south_player, south_level) = seat_columns(&game.seats.south);
        let (north_player, north_level) = seat_columns(&game.seats.north);
        let (room, round, keys) = match &game.room {
            Some(room) => {
                check_text("a room's code", &room.room, MAX_TEXT_BYTES)?;
                for (side, key) in [(Side::South, &room.keys.south), (Side::North, &room.keys.north)] {
                    if let Some(key) = key {
                        check_key(key)?;
                        if game.seats[side].player().is_none() {
                            return Err(DbError::Refused(format!(
                                "game `{}`: a key for a seat no player has",
                                game.code
                            )));
                        }
                    }
                }
                (Some(room.room.as_str()), room.round.max(1), room.keys.clone())
            }
            None => (None, 1, BySide::default()),
        };
        let at = millis(game.created_at);
        let transaction = self.write()?;
        let inserted = transaction
            .prepare_cached(
                "INSERT INTO games (code, variant, start, south_player, south_level, north_player, north_level,
                    time_control, rated, created_at, updated_at, to_move, room, round, south_key, north_key, public)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
            )?
            .execute(params![
                game.code,
                game.start.variant.name(),
                game.start.to_string(),
                south_player,
                south_level,
                north_player,
                north_level,
                game.time_control,
                game.rated,
                at,
                game.start.side.name(),
                room,
                round,
                keys.south,
                keys.north,
                game.room.as_ref().is_some_and(|room| room.public),
            ]);
        match inserted {
            Err(error) if is_unique_violation(&error) => return Err(DbError::CodeTaken(game.code.clone())),
            Err(error) if is_foreign_key_violation(&error) => {
                return Err(DbError::Refused(format!("game `{}`: a seat's player is not stored", game.code)));
            }
            inserted => inserted?,
        };
        let id = transaction.last_insert_rowid();
        transaction.commit()?;
        Ok(GameId(id))
    }

    fn append_move(&mut self, game: GameId, mv: &NewMove) -> Result<(), DbError> {
        check_text("a move", &mv.text, MAX_TEXT_BYTES)?;
        let at = millis(mv.at);
        let clocks = mv.clocks.map(|clocks: BySide<Duration>| clocks.map(duration_millis));
        let transaction = self.write()?;
        // The optimistic check: the row moves on only from the ply before, in a game not over.
        let changed = transaction
            .prepare_cached(
                "UPDATE games SET moves = ?2, to_move = ?3, updated_at = ?4, due_at = ?5
                WHERE id = ?1 AND moves = ?2 - 1 AND ended_by IS NULL",
            )?
            .execute(params![game.0, mv.ply, mv.to_move.name(), at, mv.due_at.map(millis)])?;
        if changed != 1 {
            return Err(refusal(&transaction, game, Some(mv.ply)));
        }
        transaction
            .prepare_cached(
                "INSERT INTO moves (game, ply, text, south_ms, north_ms, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![game.0, mv.ply, mv.text, clocks.map(|c| c.south), clocks.map(|c| c.north), at])?;
        transaction.commit()?;
        Ok(())
    }

    fn finish(&mut self, game: GameId, ending: Ending, at: Timestamp) -> Result<(), DbError> {
        let (winner, by) = ending_columns(ending);
        let at = millis(at);
        let transaction = self.write()?;
        let changed = transaction
            .prepare_cached(
                "UPDATE games SET winner = ?2, ended_by = ?3, finished_at = ?4, updated_at = ?4, due_at = NULL
                WHERE id = ?1 AND ended_by IS NULL",
            )?
            .execute(params![game.0, winner, by, at])?;
        if changed != 1 {
            return Err(refusal(&transaction, game, None));
        }
        if let Some(result) = ending.result() {
            rate(&transaction, game, result, at)?;
        }
        transaction.commit()?;
        Ok(())
    }

    fn rating(&self, player: PlayerId, variant: Variant) -> Result<Rating, DbError> {
        rating_of(&self.connection, player.0, variant.name())
    }

    fn rating_change(&self, game: GameId) -> Result<Option<BySide<(Rating, Rating)>>, DbError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT side, before, after, before_deviation, after_deviation FROM rating_changes WHERE game = ?1",
        )?;
        let rows = statement.query_map([game.0], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, f64>(1)?,
                row.get::<_, f64>(2)?,
                row.get::<_, f64>(3)?,
                row.get::<_, f64>(4)?,
            ))
        })?;
        let mut change: BySide<Option<(Rating, Rating)>> = BySide::default();
        for row in rows {
            let (side, before, after, before_deviation, after_deviation) = row?;
            let side = Side::BOTH
                .into_iter()
                .find(|s| s.name() == side)
                .ok_or_else(|| DbError::Refused(format!("game {}: a rating change of `{side}`", game.0)))?;
            let at = |rating, deviation| Rating { rating, deviation, ..Rating::default() };
            change[side] = Some((at(before, before_deviation), at(after, after_deviation)));
        }
        Ok(match (change.south, change.north) {
            (Some(south), Some(north)) => Some(BySide::new(south, north)),
            _ => None,
        })
    }

    fn stats(&self) -> Result<Stats, DbError> {
        let count = |sql: &str| -> Result<u64, DbError> {
            let n: i64 = self.connection.query_row(sql, [], |row| row.get(0))?;
            Ok(u64::try_from(n).unwrap_or(0))
        };
        Ok(Stats {
            players: count("SELECT count(*) FROM players")?,
            in_progress: count("SELECT count(*) FROM games WHERE ended_by IS NULL")?,
            finished: count("SELECT count(*) FROM games WHERE ended_by IS NOT NULL")?,
            rated: count("SELECT count(*) FROM games WHERE rated = 1 AND winner IS NOT NULL")?,
            moves: count("SELECT count(*) FROM moves")?,
        })
    }

    fn leaderboard(&self, variant: Variant, min_games: u32) -> Result<Vec<(String, Rating)>, DbError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT p.name, r.rating, r.deviation, r.volatility, r.games FROM ratings r JOIN players p ON p.id = r.player
            WHERE r.variant = ?1 AND r.games >= ?2 AND r.deviation <= ?3 ORDER BY r.rating DESC, p.name",
        )?;
        let rows =
            statement.query_map(params![variant.name(), min_games, crate::rating::PROVISIONAL_DEVIATION], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    Rating { rating: row.get(1)?, deviation: row.get(2)?, volatility: row.get(3)?, games: row.get(4)? },
                ))
            })?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }

    fn take_seat(
        &mut self,
        game: GameId,
        side: Side,
        player: PlayerId,
        key: Option<&str>,
        at: Timestamp,
    ) -> Result<(), DbError> {
        if let Some(key) = key {
            check_key(key)?;
        }
        let sql = format!(
            "UPDATE games SET {side}_player = ?2, {side}_level = NULL, {side}_key = ?3, updated_at = ?4
            WHERE id = ?1 AND ended_by IS NULL",
            side = side.name()
        );
        let transaction = self.write()?;
        let changed = match transaction.prepare_cached(&sql)?.execute(params![game.0, player.0, key, millis(at)]) {
            Err(error) if is_foreign_key_violation(&error) => {
                return Err(DbError::Refused(format!("no stored player number {}", player.0)));
            }
            changed => changed?,
        };
        if changed != 1 {
            return Err(refusal(&transaction, game, None));
        }
        transaction.commit()?;
        Ok(())
    }

    fn set_due(&mut self, game: GameId, due_at: Option<Timestamp>) -> Result<(), DbError> {
        let transaction = self.write()?;
        let changed = transaction
            .prepare_cached("UPDATE games SET due_at = ?2 WHERE id = ?1 AND ended_by IS NULL")?
            .execute(params![game.0, due_at.map(millis)])?;
        if changed != 1 {
            return Err(refusal(&transaction, game, None));
        }
        transaction.commit()?;
        Ok(())
    }

    fn seen(&mut self, player: PlayerId, at: Timestamp) -> Result<(), DbError> {
        let transaction = self.write()?;
        let changed = transaction
            .prepare_cached("UPDATE players SET seen_at = ?2 WHERE id = ?1")?
            .execute(params![player.0, millis(at)])?;
        if changed != 1 {
            return Err(DbError::Refused(format!("no stored player number {}", player.0)));
        }
        transaction.commit()?;
        Ok(())
    }

    fn last_seen(&self, player: PlayerId) -> Result<Option<Timestamp>, DbError> {
        let seen: Option<Option<i64>> = self
            .connection
            .prepare_cached("SELECT seen_at FROM players WHERE id = ?1")?
            .query_row([player.0], |row| row.get(0))
            .optional()?;
        seen.flatten()
            .map(|millis| {
                read::time(millis).map_err(|message| DbError::Refused(format!("player {}: {message}", player.0)))
            })
            .transpose()
    }

    fn take_back(&mut self, game: GameId, moves: u32, to_move: Side, at: Timestamp) -> Result<(), DbError> {
        let at = millis(at);
        let transaction = self.write()?;
        let changed = transaction
            .prepare_cached(
                "UPDATE games SET moves = ?2, to_move = ?3, updated_at = ?4
                WHERE id = ?1 AND moves >= ?2 AND ended_by IS NULL",
            )?
            .execute(params![game.0, moves, to_move.name(), at])?;
        if changed != 1 {
            return Err(match refusal(&transaction, game, None) {
                DbError::NotNext { code, expected, .. } => DbError::Refused(format!(
                    "game `{code}` has {} moves: it cannot be taken back to move {moves}",
                    expected.saturating_sub(1)
                )),
                other => other,
            });
        }
        transaction
            .prepare_cached(
                "INSERT INTO taken_back (game, ply, text, south_ms, north_ms, at, taken_back_at)
                SELECT game, ply, text, south_ms, north_ms, at, ?3 FROM moves WHERE game = ?1 AND ply > ?2",
            )?
            .execute(params![game.0, moves, at])?;
        transaction
            .prepare_cached("DELETE FROM moves WHERE game = ?1 AND ply > ?2")?
            .execute(params![game.0, moves])?;
        transaction.commit()?;
        Ok(())
    }

    fn game(&self, code: &str) -> Result<Option<StoredGame>, DbError> {
        let sql = format!("SELECT {GAME_COLUMNS} WHERE g.code = ?1");
        let Some(raw) = self.connection.prepare_cached(&sql)?.query_row([code], read::raw_game).optional()? else {
            return Ok(None);
        };
        let mut statement = self
            .connection
            .prepare_cached("SELECT ply, text, south_ms, north_ms, at FROM moves WHERE game = ?1 ORDER BY ply")?;
        let moves = statement
            .query_map([raw.id], |row| {
                Ok(read::RawMove {
                    ply: row.get(0)?,
                    text: row.get_ref(1)?.as_bytes()?.to_vec(),
                    south_ms: row.get(2)?,
                    north_ms: row.get(3)?,
                    at: row.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        read::replay(&raw, moves).map(Some)
    }

    fn unfinished(&self) -> Result<Vec<Summary>, DbError> {
        self.summaries("WHERE g.ended_by IS NULL", "g.updated_at, g.id", [])
    }

    fn games_of(&self, player: PlayerId) -> Result<Vec<Summary>, DbError> {
        self.summaries("WHERE g.south_player = ?1 OR g.north_player = ?1", "g.updated_at DESC, g.id DESC", [player.0])
    }

    fn list(&self) -> Result<Vec<Summary>, DbError> {
        self.summaries("", "g.id", [])
    }

    fn player_named(&self, name: &str) -> Result<Option<Player>, DbError> {
        archive::player_named(&self.connection, name)
    }

    fn archive(&self, query: &ArchiveQuery) -> Result<Vec<Summary>, DbError> {
        archive::archive(&self.connection, query)
    }

    fn set_private(&mut self, code: &str, by: PlayerId, private: bool) -> Result<(), DbError> {
        let transaction = self.write()?;
        archive::set_private(&transaction, code, by, private)?;
        transaction.commit()?;
        Ok(())
    }

    fn record(&self, player: PlayerId, other: PlayerId) -> Result<Record, DbError> {
        archive::record(&self.connection, player, other)
    }

    fn ratings_of(&self, player: PlayerId) -> Result<Vec<(Variant, Rating)>, DbError> {
        archive::ratings_of(&self.connection, player)
    }
}
