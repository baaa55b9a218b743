//! Tournaments written and read back from a real file, and each change rewriting them whole.

use super::*;
use crate::db::tests::{Scratch, at};

fn three() -> StoredTournament {
    let pairing = |round, south, north| StoredPairing { round, south, north, code: None, result: None };
    StoredTournament {
        id: 4,
        creator: "ada".into(),
        variant: "kete".into(),
        time_control: "5+3".into(),
        size: 3,
        starts_at: None,
        state: "running".into(),
        players: vec!["ada".into(), "bob".into(), "cy".into()],
        games: vec![pairing(1, 1, 2), pairing(2, 0, 2), pairing(3, 1, 0)],
    }
}

/// A tournament reads back as written, after the file is closed and opened again; a change rewrites it; a
/// finished one is no longer read back, and the next number is past every one kept.
#[test]
fn a_tournament_is_kept_changed_and_read_back() {
    let scratch = Scratch::new("tournament");
    let mut tournament = three();
    {
        let mut store = Sqlite::open(scratch.path()).unwrap();
        assert_eq!(store.tournaments_not_over().unwrap(), (Vec::new(), 1));
        store.keep_tournament(&tournament, at(1)).unwrap();
    }
    let mut store = Sqlite::open(scratch.path()).unwrap();
    assert_eq!(store.tournaments_not_over().unwrap(), (vec![tournament.clone()], 5));
    tournament.games[0].code = Some("kete-abcd-efgh".into());
    tournament.games[0].result = Some("draw".into());
    store.keep_tournament(&tournament, at(2)).unwrap();
    assert_eq!(store.tournaments_not_over().unwrap().0, vec![tournament.clone()]);
    tournament.state = "finished".into();
    store.keep_tournament(&tournament, at(3)).unwrap();
    assert_eq!(store.tournaments_not_over().unwrap(), (Vec::new(), 5));
}

/// What the tables refuse: a size out of range, a result with no game, a player twice; the failed change
/// leaves the tournament as it was (one transaction).
#[test]
fn a_bad_tournament_is_refused_whole() {
    let scratch = Scratch::new("tournament-bad");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let good = three();
    store.keep_tournament(&good, at(1)).unwrap();
    let mut bad = three();
    bad.games[1].result = Some("south".into());
    assert!(store.keep_tournament(&bad, at(2)).is_err(), "a result with no game");
    let mut bad = three();
    bad.players[2] = "ada".into();
    assert!(store.keep_tournament(&bad, at(2)).is_err(), "a player twice");
    let mut bad = three();
    bad.id = 5;
    bad.size = 9;
    assert!(store.keep_tournament(&bad, at(2)).is_err(), "nine players");
    assert_eq!(store.tournaments_not_over().unwrap(), (vec![good], 5));
}

/// The schema before the tournaments' (every migration but the last), made by hand with a player and a
/// finished game in it, opens at the program's schema: the game is still there, there are no tournaments,
/// and one is kept and read back.
#[test]
fn a_file_of_the_schema_before_opens_with_no_tournaments_and_takes_one() {
    use crate::db::GameStore as _;
    use crate::db::schema::MIGRATIONS;
    let scratch = Scratch::new("tournament-migrate");
    std::fs::create_dir_all(scratch.path()).unwrap();
    let before = MIGRATIONS.len() - 1;
    {
        let connection = rusqlite::Connection::open(scratch.file()).unwrap();
        connection.pragma_update(None, "foreign_keys", "OFF").unwrap();
        for migration in &MIGRATIONS[..before] {
            connection.execute_batch(migration).unwrap();
        }
        connection.pragma_update(None, "user_version", i64::try_from(before).unwrap()).unwrap();
        connection
            .execute_batch(
                "INSERT INTO players (id, name, created_at) VALUES (1, 'ada', 0);
                INSERT INTO games (id, code, variant, start, south_player, north_level, time_control, rated,
                    created_at, updated_at, moves, to_move, winner, ended_by, finished_at)
                VALUES (1, 'old', 'kingulu', 'kingulu', 1, 3, 'none', 0, 0, 0, 0, 'south', 'north',
                    'resignation', 0);",
            )
            .unwrap();
    }
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let version: i64 = store.connection_for_tests().query_row("PRAGMA user_version", [], |row| row.get(0)).unwrap();
    assert_eq!(version, crate::db::SCHEMA);
    assert_eq!(store.list().unwrap().len(), 1, "the game of the schema before");
    assert_eq!(store.tournaments_not_over().unwrap(), (Vec::new(), 1));
    store.keep_tournament(&three(), at(1)).unwrap();
    assert_eq!(store.tournaments_not_over().unwrap().0, vec![three()]);
}
