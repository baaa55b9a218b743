//! The database's file and schema: where it lives, how it is opened (WAL, the durability asked, foreign keys,
//! a busy timeout), and the ordered migrations that bring a file of any older schema to [`SCHEMA`], each in
//! one transaction with the version it reaches (SQLite's `user_version`, part of the file's header, so it
//! changes with the migration or not at all). A file of a newer schema is refused before anything writes it.

use std::fs;
use std::os::unix::fs::{DirBuilderExt as _, OpenOptionsExt as _};
use std::path::Path;
use std::time::Duration;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, OpenFlags, OptionalExtension as _};

use super::DbError;

/// The database's file in the folder the server gives.
pub const FILE_NAME: &str = "games.sqlite3";

/// The schema this program writes: the number of [`MIGRATIONS`].
#[allow(clippy::cast_possible_wrap, reason = "a handful of migrations")]
pub const SCHEMA: i64 = MIGRATIONS.len() as i64;

/// How long a write waits for another connection's transaction before giving up (`SQLITE_BUSY`).
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The migrations, in order: the first makes an empty file schema 1, the second takes 1 to 2, ... Each runs in
/// one transaction. A released migration is never edited; a change of schema is a new one at the end.
///
/// Times are whole milliseconds since 1970 (UTC) in `INTEGER`s: compact, ordered, and readable with
/// `datetime(at / 1000, 'unixepoch')`. The tables are `STRICT`, so a value of the wrong type is refused by
/// SQLite itself.
pub(crate) const MIGRATIONS: &[&str] = &[
    // 1: players, games and moves.
    "CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 32),
        created_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        variant TEXT NOT NULL,
        start TEXT NOT NULL,
        south_player INTEGER REFERENCES players (id),
        south_level INTEGER CHECK (south_level BETWEEN 1 AND 6),
        north_player INTEGER REFERENCES players (id),
        north_level INTEGER CHECK (north_level BETWEEN 1 AND 6),
        time_control TEXT NOT NULL,
        rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        moves INTEGER NOT NULL DEFAULT 0 CHECK (moves >= 0),
        to_move TEXT NOT NULL CHECK (to_move IN ('south', 'north')),
        winner TEXT CHECK (winner IN ('south', 'north', 'draw')),
        ended_by TEXT CHECK (ended_by IN ('rule', 'resignation', 'time', 'agreement', 'abort')),
        finished_at INTEGER,
        CHECK ((south_player IS NULL) <> (south_level IS NULL)),
        CHECK ((north_player IS NULL) <> (north_level IS NULL)),
        CHECK ((ended_by IS NULL) = (finished_at IS NULL)),
        CHECK ((winner IS NULL) = (ended_by IS NULL OR ended_by = 'abort'))
    ) STRICT;
    CREATE TABLE moves (
        game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply INTEGER NOT NULL CHECK (ply >= 1),
        text TEXT NOT NULL,
        south_ms INTEGER,
        north_ms INTEGER,
        at INTEGER NOT NULL,
        PRIMARY KEY (game, ply),
        CHECK ((south_ms IS NULL) = (north_ms IS NULL))
    ) STRICT, WITHOUT ROWID;",
    // 2: what the lobby asks often: a player's games, and the games not over.
    "CREATE INDEX games_of_south ON games (south_player) WHERE south_player IS NOT NULL;
    CREATE INDEX games_of_north ON games (north_player) WHERE north_player IS NOT NULL;
    CREATE INDEX games_unfinished ON games (updated_at) WHERE ended_by IS NULL;",
    // 3: the games of the server's rooms. A seat may be free (the room's other player has not come yet); each
    // seat keeps the key of its secret (its SHA-256), so a restarted server gives the seat back to its
    // player's ticket; a game knows its room and which of the room's games it is (a rematch is the next); and
    // moves taken back leave `moves` for `taken_back`, so `moves` is always the game as announced. SQLite
    // changes no CHECK of a table in place: `games` is made anew and its rows copied (SQLite's own recipe,
    // with foreign keys off while it runs, so dropping the old table deletes no move).
    "CREATE TABLE games_3 (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        variant TEXT NOT NULL,
        start TEXT NOT NULL,
        south_player INTEGER REFERENCES players (id),
        south_level INTEGER CHECK (south_level BETWEEN 1 AND 6),
        south_key TEXT CHECK (length(south_key) = 64),
        north_player INTEGER REFERENCES players (id),
        north_level INTEGER CHECK (north_level BETWEEN 1 AND 6),
        north_key TEXT CHECK (length(north_key) = 64),
        room TEXT CHECK (length(room) BETWEEN 1 AND 64),
        round INTEGER NOT NULL DEFAULT 1 CHECK (round >= 1),
        time_control TEXT NOT NULL,
        rated INTEGER NOT NULL CHECK (rated IN (0, 1)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        moves INTEGER NOT NULL DEFAULT 0 CHECK (moves >= 0),
        to_move TEXT NOT NULL CHECK (to_move IN ('south', 'north')),
        winner TEXT CHECK (winner IN ('south', 'north', 'draw')),
        ended_by TEXT CHECK (ended_by IN ('rule', 'resignation', 'time', 'agreement', 'abort')),
        finished_at INTEGER,
        CHECK (south_player IS NULL OR south_level IS NULL),
        CHECK (north_player IS NULL OR north_level IS NULL),
        CHECK (south_key IS NULL OR south_player IS NOT NULL),
        CHECK (north_key IS NULL OR north_player IS NOT NULL),
        CHECK ((ended_by IS NULL) = (finished_at IS NULL)),
        CHECK ((winner IS NULL) = (ended_by IS NULL OR ended_by = 'abort')),
        UNIQUE (room, round)
    ) STRICT;
    INSERT INTO games_3 (id, code, variant, start, south_player, south_level, north_player, north_level,
        time_control, rated, created_at, updated_at, moves, to_move, winner, ended_by, finished_at)
    SELECT id, code, variant, start, south_player, south_level, north_player, north_level,
        time_control, rated, created_at, updated_at, moves, to_move, winner, ended_by, finished_at FROM games;
    DROP TABLE games;
    ALTER TABLE games_3 RENAME TO games;
    CREATE INDEX games_of_south ON games (south_player) WHERE south_player IS NOT NULL;
    CREATE INDEX games_of_north ON games (north_player) WHERE north_player IS NOT NULL;
    CREATE INDEX games_unfinished ON games (updated_at) WHERE ended_by IS NULL;
    CREATE TABLE taken_back (
        game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply INTEGER NOT NULL CHECK (ply >= 1),
        text TEXT NOT NULL,
        south_ms INTEGER,
        north_ms INTEGER,
        at INTEGER NOT NULL,
        taken_back_at INTEGER NOT NULL,
        CHECK ((south_ms IS NULL) = (north_ms IS NULL))
    ) STRICT;
    CREATE INDEX taken_back_of ON taken_back (game, taken_back_at);",
    // 4: correspondence games and who was away. A game of days a move keeps when the side to move's period
    // ends (`due_at`, none while nothing runs), so a restarted server holds each player to the same deadline;
    // a player keeps when their last visit ended (`seen_at`), so the lobby marks the moves made since; a room's
    // game keeps whether its room is listed to watch (`public`), so a restarted server lists it again.
    "ALTER TABLE games ADD COLUMN due_at INTEGER;
    ALTER TABLE players ADD COLUMN seen_at INTEGER;
    ALTER TABLE games ADD COLUMN public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1));",
    // 5: ratings. Each player's Glicko-2 rating per game (src/rating.rs), changed in the transaction that ends
    // a rated game, and each rated game's change for each side, so its end can say by how much.
    "CREATE TABLE ratings (
        player INTEGER NOT NULL REFERENCES players (id),
        variant TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL CHECK (deviation > 0),
        volatility REAL NOT NULL CHECK (volatility > 0),
        games INTEGER NOT NULL CHECK (games >= 0),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (player, variant)
    ) STRICT;
    CREATE INDEX ratings_by_variant ON ratings (variant, rating DESC);
    CREATE TABLE rating_changes (
        game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        side TEXT NOT NULL CHECK (side IN ('south', 'north')),
        player INTEGER NOT NULL REFERENCES players (id),
        before REAL NOT NULL,
        after REAL NOT NULL,
        before_deviation REAL NOT NULL,
        after_deviation REAL NOT NULL,
        PRIMARY KEY (game, side)
    ) STRICT;",
    // 6: the archive. A player may mark a finished game of theirs private (only its two players see it in the
    // archive); the archive lists the games with a result, the latest finished first, of everyone, of a
    // player, of a game: one index for each, each partial to the games with a result and in the archive's
    // order, so a page is read from its index without sorting, however many games are stored.
    "ALTER TABLE games ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1));
    CREATE INDEX games_finished ON games (finished_at DESC, id DESC) WHERE winner IS NOT NULL;
    CREATE INDEX games_finished_variant ON games (variant, finished_at DESC, id DESC) WHERE winner IS NOT NULL;
    CREATE INDEX games_finished_south ON games (south_player, finished_at DESC, id DESC) WHERE winner IS NOT NULL;
    CREATE INDEX games_finished_north ON games (north_player, finished_at DESC, id DESC) WHERE winner IS NOT NULL;",
    // 7: tournaments. A round robin (its game, time control, size, start time or none for when full, and
    // where it is); its players in the order they joined; its games by round, each naming its players by
    // their place in that order, the stored game's code once it opened (the game itself is in `games`: the
    // archive) and its result once over ('forfeit': aborted, no points). Each change of a tournament rewrites
    // its players and games in one transaction.
    "CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        creator TEXT NOT NULL CHECK (length(creator) BETWEEN 1 AND 32),
        variant TEXT NOT NULL,
        time_control TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size BETWEEN 3 AND 8),
        starts_at INTEGER,
        state TEXT NOT NULL CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX tournaments_not_over ON tournaments (id) WHERE state IN ('open', 'running');
    CREATE TABLE tournament_players (
        tournament INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        place INTEGER NOT NULL CHECK (place BETWEEN 0 AND 7),
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 32),
        PRIMARY KEY (tournament, place),
        UNIQUE (tournament, name)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE tournament_games (
        tournament INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 8),
        south INTEGER NOT NULL CHECK (south BETWEEN 0 AND 7),
        north INTEGER NOT NULL CHECK (north BETWEEN 0 AND 7),
        code TEXT,
        result TEXT CHECK (result IN ('south', 'north', 'draw', 'forfeit')),
        PRIMARY KEY (tournament, south, north),
        CHECK (south <> north),
        CHECK (result IS NULL OR code IS NOT NULL)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX tournament_games_by_code ON tournament_games (code) WHERE code IS NOT NULL;",
];

/// Opens (or creates, mode 0600, in `folder`, made 0700 if missing) the database and brings it to [`SCHEMA`].
pub(crate) fn open(folder: &Path, synchronous: &str) -> Result<Connection, DbError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| DbError::Io { path, source }
    };
    fs::DirBuilder::new().recursive(true).mode(0o700).create(folder).map_err(io(folder))?;
    let path = folder.join(FILE_NAME);
    // Made here, empty, so that it is the owner's alone from its first byte; SQLite makes its `-wal` and
    // `-shm` files with the same mode as the database's.
    fs::OpenOptions::new().create(true).append(true).mode(0o600).open(&path).map_err(io(&path))?;
    let named = |error: DbError| match error {
        DbError::Sqlite(source) => DbError::File { path: path.clone(), source },
        other => other,
    };
    check_version(&path).map_err(named)?;
    open_checked(&path, synchronous).map_err(named)
}

fn open_checked(path: &Path, synchronous: &str) -> Result<Connection, DbError> {
    let connection = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE)?;
    connection.busy_timeout(BUSY_TIMEOUT)?;
    let mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(DbError::Refused(format!("{}: SQLite cannot keep it in WAL mode ({mode})", path.display())));
    }
    connection.pragma_update(None, "synchronous", synchronous)?;
    // Foreign keys are off while the migrations run (a migration that makes a table anew drops the old one,
    // which with them on would delete its rows' moves); each migration checks them before it commits.
    connection.pragma_update(None, "foreign_keys", "OFF")?;
    let connection = migrate(connection, path)?;
    connection.pragma_update(None, "foreign_keys", "ON")?;
    Ok(connection)
}

/// Reads the file's schema version on a read-only connection that never checkpoints on closing (which would
/// write the file), and refuses a newer one.
fn check_version(path: &Path) -> Result<(), DbError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let reader = Connection::open_with_flags(path, flags)?;
    reader.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
    reader.busy_timeout(BUSY_TIMEOUT)?;
    version(&reader, path).map(drop)
}

/// The file's schema version; a newer one than [`SCHEMA`], or a negative one (not a file of bao's), is refused.
fn version(connection: &Connection, path: &Path) -> Result<i64, DbError> {
    let found: i64 = connection.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    if found > SCHEMA {
        return Err(DbError::Newer { path: path.to_path_buf(), found });
    }
    if found < 0 {
        return Err(DbError::Refused(format!("{}: schema version {found} is not bao's", path.display())));
    }
    Ok(found)
}

/// Applies every migration past the file's version, each in one transaction with its new version number. The
/// version is read again inside the first write transaction, so two programs opening an old file at once do
/// not both migrate it.
fn migrate(mut connection: Connection, path: &Path) -> Result<Connection, DbError> {
    loop {
        let transaction = connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let found = version(&transaction, path)?;
        let Some(migration) = usize::try_from(found).ok().and_then(|found| MIGRATIONS.get(found)) else {
            transaction.commit()?;
            return Ok(connection);
        };
        transaction.execute_batch(migration)?;
        let broken: Option<String> =
            transaction.query_row("PRAGMA foreign_key_check", [], |row| row.get(0)).optional()?;
        if let Some(table) = broken {
            return Err(DbError::Refused(format!(
                "{}: migration {} leaves a row of `{table}` pointing nowhere; the file is left at schema {found}",
                path.display(),
                found + 1
            )));
        }
        transaction.pragma_update(None, "user_version", found + 1)?;
        transaction.commit()?;
    }
}
