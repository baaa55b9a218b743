//! The archive's reads: the finished games of the server, the latest finished first, narrowed by player and
//! game and paged by where the last page ended; a game a player marked private only for its two players; a
//! player's record against another and their ratings in every game. Each page is read from one of migration
//! 6's indexes in its own order (docs/server-database.md), so its time does not grow with the games stored.

use std::fmt::Write as _;

use jiff::Timestamp;
use rusqlite::{Connection, OptionalExtension as _, params};

use super::read::{self, GAME_COLUMNS};
use super::{DbError, GameId, Player, PlayerId, Summary};
use crate::rating::Rating;
use crate::rules::Variant;

/// The most games of a page of the archive.
pub const MAX_ARCHIVE_PAGE: u32 = 100;

/// A page of the archive to read ([`super::GameStore::archive`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ArchiveQuery {
    /// Who asks: a private game is listed only for its players (none: nobody's private game).
    pub viewer: Option<PlayerId>,
    /// Only the games this player played.
    pub player: Option<PlayerId>,
    /// Only the games of this game.
    pub variant: Option<Variant>,
    /// Only the games finished before this game (its end and its number): the last of the page before.
    pub before: Option<(Timestamp, GameId)>,
    /// How many games at most (capped at [`MAX_ARCHIVE_PAGE`]).
    pub limit: u32,
}

/// A player's results against another.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

/// The player of that name, if stored.
pub(crate) fn player_named(connection: &Connection, name: &str) -> Result<Option<Player>, DbError> {
    let row: Option<(i64, i64)> = connection
        .prepare_cached("SELECT id, created_at FROM players WHERE name = ?1")?
        .query_row([name], |row| Ok((row.get(0)?, row.get(1)?)))
        .optional()?;
    row.map(|(id, created)| {
        let created_at =
            read::time(created).map_err(|message| DbError::Refused(format!("player {name}: {message}")))?;
        Ok(Player { id: PlayerId(id), name: name.to_string(), created_at })
    })
    .transpose()
}

/// The filter of the games of one seat (`south`, `north` or none: any) that a page takes, its columns named
/// with `table` (`g.` in the query that joins the players, nothing in a seat's own).
fn page_filter(seat: Option<&str>, query: &ArchiveQuery, table: &str) -> String {
    let mut filter = format!("{table}winner IS NOT NULL");
    if let Some(seat) = seat {
        let _ = write!(filter, " AND {table}{seat}_player = ?1");
    }
    // A seat's games are read from the player's index, the game checked on each (`+` keeps SQLite from the
    // game's index, which would read every player's games of the game).
    match (query.variant, seat) {
        (None, _) => {}
        (Some(_), None) => _ = write!(filter, " AND {table}variant = ?2"),
        (Some(_), Some(_)) => _ = write!(filter, " AND +{table}variant = ?2"),
    }
    if query.before.is_some() {
        let _ = write!(filter, " AND ({table}finished_at, {table}id) < (?3, ?4)");
    }
    let _ = write!(filter, " AND ({table}private = 0 OR {table}south_player IS ?5 OR {table}north_player IS ?5)");
    filter
}

/// The query of a page of the archive.
fn page_sql(query: &ArchiveQuery) -> String {
    // A player's games are those of their South seat and of their North one, each read from its own index
    // and merged (a page of each at most): one index over both seats would need an OR that SQLite sorts.
    let filter = if query.player.is_some() {
        let seat = |seat| {
            format!(
                "SELECT id FROM (SELECT id FROM games WHERE {} ORDER BY finished_at DESC, id DESC LIMIT ?6)",
                page_filter(Some(seat), query, "")
            )
        };
        format!("g.id IN ({} UNION ALL {})", seat("south"), seat("north"))
    } else {
        page_filter(None, query, "g.")
    };
    format!("SELECT {GAME_COLUMNS} WHERE {filter} ORDER BY g.finished_at DESC, g.id DESC LIMIT ?6")
}

/// The parameters of [`page_sql`], numbered as it numbers them.
type PageParameters = (Option<i64>, Option<&'static str>, Option<i64>, Option<i64>, Option<i64>, u32);

fn page_parameters(query: &ArchiveQuery) -> PageParameters {
    let before = query.before.map(|(at, id)| (at.as_millisecond(), id.0));
    (
        query.player.map(|p| p.0),
        query.variant.map(Variant::name),
        before.map(|b| b.0),
        before.map(|b| b.1),
        query.viewer.map(|p| p.0),
        query.limit.min(MAX_ARCHIVE_PAGE),
    )
}

/// A page of the archive.
pub(crate) fn archive(connection: &Connection, query: &ArchiveQuery) -> Result<Vec<Summary>, DbError> {
    let mut statement = connection.prepare_cached(&page_sql(query))?;
    let rows = statement.query_map(page_parameters(query), read::raw_game)?;
    let mut summaries = Vec::new();
    for row in rows {
        summaries.push(row?.summary()?);
    }
    Ok(summaries)
}

/// SQLite's plan for a page of the archive, its lines joined (for the test that pins the indexes used).
#[cfg(test)]
pub(crate) fn plan(connection: &Connection, query: &ArchiveQuery) -> String {
    let sql = format!("EXPLAIN QUERY PLAN {}", page_sql(query));
    let mut statement = connection.prepare(&sql).unwrap();
    let rows = statement.query_map(page_parameters(query), |row| row.get::<_, String>(3)).unwrap();
    rows.map(Result::unwrap).collect::<Vec<_>>().join("\n")
}

/// Marks a finished game private or not, refused unless `by` played it.
pub(crate) fn set_private(connection: &Connection, code: &str, by: PlayerId, private: bool) -> Result<(), DbError> {
    let row: Option<(Option<i64>, Option<i64>, bool)> = connection
        .prepare_cached("SELECT south_player, north_player, ended_by IS NOT NULL FROM games WHERE code = ?1")?
        .query_row([code], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .optional()?;
    let shown = crate::printable::printable(code);
    match row {
        None => Err(DbError::Refused(format!("no stored game `{shown}`"))),
        Some((south, north, _)) if south != Some(by.0) && north != Some(by.0) => {
            Err(DbError::Refused(format!("game `{shown}` is not yours: only its players mark it private")))
        }
        Some((_, _, false)) => Err(DbError::Refused(format!("game `{shown}` is not over yet"))),
        Some(_) => {
            connection
                .prepare_cached("UPDATE games SET private = ?2 WHERE code = ?1")?
                .execute(params![code, private])?;
            Ok(())
        }
    }
}

/// `player`'s record against `other`.
pub(crate) fn record(connection: &Connection, player: PlayerId, other: PlayerId) -> Result<Record, DbError> {
    let (wins, losses, draws): (i64, i64, i64) = connection
        .prepare_cached(
            "SELECT
                coalesce(sum((south_player = ?1 AND winner = 'south') OR (north_player = ?1 AND winner = 'north')), 0),
                coalesce(sum((south_player = ?2 AND winner = 'south') OR (north_player = ?2 AND winner = 'north')), 0),
                coalesce(sum(winner = 'draw'), 0)
            FROM games WHERE winner IS NOT NULL
                AND ((south_player = ?1 AND north_player = ?2) OR (south_player = ?2 AND north_player = ?1))",
        )?
        .query_row(params![player.0, other.0], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
    let count = |n: i64| u32::try_from(n).unwrap_or(u32::MAX);
    Ok(Record { wins: count(wins), losses: count(losses), draws: count(draws) })
}

/// `player`'s ratings, in the order of [`Variant::ALL`].
pub(crate) fn ratings_of(connection: &Connection, player: PlayerId) -> Result<Vec<(Variant, Rating)>, DbError> {
    let mut statement = connection
        .prepare_cached("SELECT variant, rating, deviation, volatility, games FROM ratings WHERE player = ?1")?;
    let rows = statement.query_map([player.0], |row| {
        Ok((
            row.get::<_, String>(0)?,
            Rating { rating: row.get(1)?, deviation: row.get(2)?, volatility: row.get(3)?, games: row.get(4)? },
        ))
    })?;
    let mut ratings = Vec::new();
    for row in rows {
        let (variant, rating) = row?;
        let variant: Variant =
            variant.parse().map_err(|_| DbError::Refused(format!("a rating of `{variant}`, not a game")))?;
        ratings.push((variant, rating));
    }
    ratings.sort_by_key(|(variant, _)| Variant::ALL.iter().position(|v| v == variant));
    Ok(ratings)
}
