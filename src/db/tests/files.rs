//! The file: reopened, migrated from an older schema, refused (and left alone) when newer, private, and every
//! announced move kept when the writing process is killed.

use std::io::{BufRead as _, BufReader};
use std::os::unix::fs::PermissionsExt as _;
use std::process::{Command, Stdio};

use rusqlite::Connection;

use super::*;
use crate::db::schema::MIGRATIONS;

#[test]
fn a_reopened_file_holds_the_same_games() {
    let scratch = Scratch::new("reopen");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (finished, _) = stored_game(&mut store, "a", Variant::Kete, 30, 1);
    stored_game(&mut store, "b", Variant::KimasaiStep, 12, 2);
    store.finish(finished, Ending::Agreed, at(70)).unwrap();
    let before: Vec<_> = ["a", "b"].map(|code| store.game(code).unwrap().unwrap()).into();
    let list = store.list().unwrap();
    drop(store);
    let store = Sqlite::open(scratch.path()).unwrap();
    assert_eq!(store.list().unwrap(), list);
    let after: Vec<_> = ["a", "b"].map(|code| store.game(code).unwrap().unwrap()).into();
    assert_eq!(after, before);
}

#[test]
fn the_file_and_its_companions_are_the_owners_alone() {
    let scratch = Scratch::new("mode");
    let mut store = Sqlite::open(&scratch.path().join("deeper")).unwrap();
    stored_game(&mut store, "m", Variant::Kete, 2, 1);
    let folder = scratch.path().join("deeper");
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&folder), 0o700, "the folder made");
    for name in [FILE_NAME.to_string(), format!("{FILE_NAME}-wal"), format!("{FILE_NAME}-shm")] {
        assert_eq!(mode(&folder.join(&name)), 0o600, "{name}");
    }
    let journal: String = Connection::open(folder.join(FILE_NAME))
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(journal, "wal", "WAL is a property of the file, kept for every connection");
    let synchronous: i64 = store.connection_for_tests().query_row("PRAGMA synchronous", [], |row| row.get(0)).unwrap();
    assert_eq!(synchronous, 2, "FULL");
    let keys: i64 = store.connection_for_tests().query_row("PRAGMA foreign_keys", [], |row| row.get(0)).unwrap();
    assert_eq!(keys, 1);
}

/// Makes a file of schema 1 by hand, as a bao of that schema left it: its migration, its version, a game.
fn schema_one(file: &Path) {
    let connection = Connection::open(file).unwrap();
    connection.execute_batch(MIGRATIONS[0]).unwrap();
    connection.pragma_update(None, "user_version", 1).unwrap();
    let start = Setup::start(Variant::Kete).to_string();
    connection
        .execute_batch(&format!(
            "INSERT INTO players (id, name, created_at) VALUES (1, 'ada', 0);
            INSERT INTO games (id, code, variant, start, south_player, north_level, time_control, rated,
                created_at, updated_at, moves, to_move)
            VALUES (1, 'old', 'kete', '{start}', 1, 4, 'none', 0, 0, 0, 0, 'south');"
        ))
        .unwrap();
}

#[test]
fn a_file_of_schema_one_is_migrated_and_keeps_its_games() {
    let scratch = Scratch::new("migrate");
    std::fs::create_dir_all(scratch.path()).unwrap();
    schema_one(&scratch.file());
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, SCHEMA);
    let indexes: Vec<String> = store
        .connection_for_tests()
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%' ORDER BY name")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let archive = ["games_finished", "games_finished_north", "games_finished_south", "games_finished_variant"];
    let second = ["games_of_north", "games_of_south", "games_unfinished"];
    assert_eq!(indexes, [&archive[..], &second[..]].concat(), "migrations 2 and 6 ran");
    let game = store.game("old").unwrap().expect("the game of schema 1");
    assert_eq!(game.summary.seats.north, Seat::Computer(Level::new(4).unwrap()));
    assert_eq!(game.summary.seats.south.label(), "ada");
    // And it plays on.
    let mv = game.line.legal_moves()[0];
    let mut line = game.line.clone();
    line.play(mv).unwrap();
    let next =
        NewMove { ply: 1, text: mv.to_string(), to_move: line.side_to_move(), clocks: None, due_at: None, at: at(1) };
    store.append_move(game.summary.id, &next).unwrap();
    assert_eq!(store.game("old").unwrap().unwrap().line, line);
}

/// Makes a file of schema 2 by hand: its migrations, its version, two players, a game with three moves.
fn schema_two(file: &Path) -> AnyLine {
    let connection = Connection::open(file).unwrap();
    connection.execute_batch(MIGRATIONS[0]).unwrap();
    connection.execute_batch(MIGRATIONS[1]).unwrap();
    connection.pragma_update(None, "user_version", 2).unwrap();
    let start = Setup::start(Variant::Kingulu);
    let mut line = AnyLine::new(&start).unwrap();
    for _ in 0..3 {
        line.play(line.legal_moves()[0]).unwrap();
    }
    connection
        .execute_batch(&format!(
            "INSERT INTO players (id, name, created_at) VALUES (1, 'ada', 0), (2, 'bob', 0);
            INSERT INTO games (id, code, variant, start, south_player, north_player, time_control, rated,
                created_at, updated_at, moves, to_move)
            VALUES (1, 'two', 'kingulu', '{start}', 1, 2, '10+5', 1, 0, 0, 3, '{}');",
            line.side_to_move()
        ))
        .unwrap();
    for (index, mv) in line.moves().enumerate() {
        connection
            .execute(
                "INSERT INTO moves (game, ply, text, south_ms, north_ms, at) VALUES (1, ?1, ?2, 600000, 600000, ?1)",
                rusqlite::params![i64::try_from(index + 1).unwrap(), mv.to_string()],
            )
            .unwrap();
    }
    line
}

#[test]
fn a_file_of_schema_two_is_migrated_and_keeps_every_game_and_move() {
    assert_eq!(SCHEMA, 7, "a new migration gets its own test from the schema before it");
    let scratch = Scratch::new("migrate-two");
    std::fs::create_dir_all(scratch.path()).unwrap();
    let line = schema_two(&scratch.file());
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, SCHEMA);
    // The games table was made anew: every move is still there (none deleted with the old table), the
    // indexes are back, and foreign keys hold again.
    let game = store.game("two").unwrap().expect("the game of schema 2");
    assert_eq!(game.line, line);
    assert_eq!(game.moves.len(), 3);
    assert_eq!(game.summary.room, None);
    let indexes: i64 = store
        .connection_for_tests()
        .query_row("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name LIKE 'games_%'", [], |row| {
            row.get(0)
        })
        .unwrap();
    // Schema 2's three, and migration 6's four of the archive.
    assert_eq!(indexes, 7);
    let on: bool = store.connection_for_tests().query_row("PRAGMA foreign_keys", [], |row| row.get(0)).unwrap();
    assert!(on, "foreign keys are on again after the migrations");
    let mut line = game.line;
    play_one(&mut store, game.summary.id, &mut line, &mut Rng::new(3), 4);
    assert_eq!(store.game("two").unwrap().unwrap().line, line);
}

/// Schema 3 to 4: a game and a player of schema 3 read back with no deadline and no visit, and take both.
#[test]
fn a_file_of_schema_three_is_migrated_and_its_games_take_a_deadline_and_players_a_visit() {
    let scratch = Scratch::new("migrate-three");
    std::fs::create_dir_all(scratch.path()).unwrap();
    let line = schema_two(&scratch.file());
    {
        let connection = Connection::open(scratch.file()).unwrap();
        connection.pragma_update(None, "foreign_keys", "OFF").unwrap();
        connection.execute_batch(MIGRATIONS[2]).unwrap();
        connection.pragma_update(None, "user_version", 3).unwrap();
    }
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, SCHEMA);
    let game = store.game("two").unwrap().expect("the game of schema 3");
    assert_eq!((game.line, game.summary.due_at), (line, None));
    let public: i64 = store.connection_for_tests().query_row("SELECT public FROM games", [], |row| row.get(0)).unwrap();
    assert_eq!(public, 0, "a game of schema 3 is not listed to watch");
    let due = at(99);
    store.set_due(game.summary.id, Some(due)).unwrap();
    assert_eq!(store.game("two").unwrap().unwrap().summary.due_at, Some(due));
    let ada = store.player("ada", at(1)).unwrap();
    assert_eq!(store.last_seen(ada.id).unwrap(), None);
    store.seen(ada.id, at(5)).unwrap();
    assert_eq!(store.last_seen(ada.id).unwrap(), Some(at(5)));
    // The game's end clears its deadline; a deadline for a game over is refused.
    store.finish(game.summary.id, crate::db::Ending::Aborted, at(100)).unwrap();
    assert_eq!(store.game("two").unwrap().unwrap().summary.due_at, None);
    assert!(matches!(store.set_due(game.summary.id, Some(due)), Err(DbError::Finished(_))));
}

/// Schema 4 to 5: a finished rated game of schema 4 keeps its ending, nobody has a rating yet, and the next
/// rated game's end rates both players.
#[test]
fn a_file_of_schema_four_is_migrated_and_its_players_are_rated_from_then_on() {
    let scratch = Scratch::new("migrate-four");
    std::fs::create_dir_all(scratch.path()).unwrap();
    schema_two(&scratch.file());
    {
        let connection = Connection::open(scratch.file()).unwrap();
        connection.pragma_update(None, "foreign_keys", "OFF").unwrap();
        connection.execute_batch(MIGRATIONS[2]).unwrap();
        connection.execute_batch(MIGRATIONS[3]).unwrap();
        connection.pragma_update(None, "user_version", 4).unwrap();
    }
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, SCHEMA);
    let game = store.game("two").unwrap().expect("the game of schema 4");
    let ada = store.player("ada", at(1)).unwrap();
    assert_eq!(store.rating(ada.id, Variant::Kingulu).unwrap(), crate::rating::Rating::default());
    store.finish(game.summary.id, Ending::Resigned(Side::North), at(2)).unwrap();
    assert!(store.rating(ada.id, Variant::Kingulu).unwrap().rating > 1500.0, "the rated game of schema 4 rates");
}

/// Schema 5 to 6: a finished game of schema 5 is in the archive, not private, and its player may mark it so.
#[test]
fn a_file_of_schema_five_is_migrated_and_its_finished_games_are_in_the_archive() {
    let scratch = Scratch::new("migrate-five");
    std::fs::create_dir_all(scratch.path()).unwrap();
    schema_two(&scratch.file());
    {
        let connection = Connection::open(scratch.file()).unwrap();
        connection.pragma_update(None, "foreign_keys", "OFF").unwrap();
        for migration in &MIGRATIONS[2..5] {
            connection.execute_batch(migration).unwrap();
        }
        connection
            .execute_batch("UPDATE games SET winner = 'north', ended_by = 'resignation', finished_at = 7000")
            .unwrap();
        connection.pragma_update(None, "user_version", 5).unwrap();
    }
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, SCHEMA);
    let query = ArchiveQuery { viewer: None, player: None, variant: None, before: None, limit: 10 };
    let listed = store.archive(&query).unwrap();
    assert_eq!(listed.iter().map(|game| (game.code.as_str(), game.private)).collect::<Vec<_>>(), [("two", false)]);
    let ada = store.player_named("ada").unwrap().unwrap();
    store.set_private("two", ada.id, true).unwrap();
    assert!(store.archive(&query).unwrap().is_empty(), "private: listed for its players only");
}

#[test]
fn a_file_of_a_newer_schema_is_refused_and_left_untouched() {
    let scratch = Scratch::new("newer");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    stored_game(&mut store, "n", Variant::Kete, 3, 1);
    drop(store);
    let newer = SCHEMA + 1;
    {
        let connection = Connection::open(scratch.file()).unwrap();
        connection.pragma_update(None, "user_version", newer).unwrap();
        // A newer bao left moves in the write-ahead log too: nothing may fold them into the file.
        connection.execute("UPDATE games SET updated_at = 5", []).unwrap();
        connection.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true).unwrap();
    }
    let wal = scratch.path().join(format!("{FILE_NAME}-wal"));
    let bytes = (std::fs::read(scratch.file()).unwrap(), std::fs::read(&wal).unwrap());
    assert!(!bytes.1.is_empty(), "the log holds the newer bao's last write");
    let error = Sqlite::open(scratch.path()).unwrap_err();
    assert!(matches!(error, DbError::Newer { found, .. } if found == newer), "{error:?}");
    let message = error.to_string();
    assert!(
        message.contains(&format!("newer bao (database schema {newer}); this bao knows schema {SCHEMA}")),
        "{message}"
    );
    assert!(message.contains("untouched") && message.contains(FILE_NAME), "{message}");
    assert_eq!((std::fs::read(scratch.file()).unwrap(), std::fs::read(&wal).unwrap()), bytes, "not a byte changed");
}

#[test]
fn a_file_that_is_not_a_database_is_named_in_the_error() {
    let scratch = Scratch::new("garbage");
    std::fs::create_dir_all(scratch.path()).unwrap();
    std::fs::write(scratch.file(), b"these are not the games you are looking for, not at all, no").unwrap();
    let error = Sqlite::open(scratch.path()).unwrap_err().to_string();
    assert!(error.contains(FILE_NAME) && error.contains("not a database"), "{error}");
}

/// The environment variable that turns [`killed_writer`] into the writer of [`kill_9_loses_no_announced_move`].
const WRITER: &str = "BAO_DB_TEST_WRITER";

/// Run by [`kill_9_loses_no_announced_move`] as a child process (this test binary again): stores random kete
/// games move by move as fast as it can, and announces each move (`CODE PLY`) on standard output only once
/// it is committed, until it is killed. Without the variable it does nothing.
#[test]
#[ignore = "the writer child of kill_9_loses_no_announced_move"]
fn killed_writer() {
    use std::io::Write as _;
    let Some(folder) = std::env::var_os(WRITER) else { return };
    let mut store = Sqlite::open(Path::new(&folder)).unwrap();
    let mut out = std::io::stdout().lock();
    for number in 0_u64.. {
        let code = format!("kill-{number}");
        let (id, mut line) = stored_game(&mut store, &code, Variant::Kete, 0, number);
        let mut rng = Rng::new(number);
        for ply in 1..=200 {
            if line.end_status() != Status::Ongoing {
                break;
            }
            play_one(&mut store, id, &mut line, &mut rng, ply);
            writeln!(out, "{code} {ply}").unwrap();
            out.flush().unwrap();
        }
    }
}

#[test]
fn kill_9_loses_no_announced_move() {
    let scratch = Scratch::new("kill");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "db::tests::files::killed_writer", "--ignored", "--nocapture", "--test-threads=1"])
        .env(WRITER, scratch.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut last = None;
    let mut announced = 0;
    while announced < 60 {
        let line = lines.next().expect("the writer announces its moves").unwrap();
        // The test harness's own lines (`running 1 test`) come first.
        if let Some((code, ply)) = line.split_once(' ').filter(|(code, _)| code.starts_with("kill-")) {
            last = Some((code.to_string(), ply.parse::<u32>().unwrap()));
            announced += 1;
        }
    }
    child.kill().unwrap(); // SIGKILL: no destructor, no checkpoint, no flush runs in the child
    child.wait().unwrap();
    let (code, ply) = last.unwrap();
    let store = Sqlite::open(scratch.path()).unwrap();
    let game = store.game(&code).unwrap().expect("the game of the last announced move");
    assert!(game.summary.moves >= ply, "{code}: {} moves stored, {ply} announced", game.summary.moves);
    for summary in store.list().unwrap() {
        store.game(&summary.code).unwrap().expect("every game reads back whole");
    }
}
