//! The games of the server's rooms (schema 3): a free seat taken later with its key, moves taken back kept
//! apart, a room's rounds, and what the store refuses of them.

use super::*;

const KEY: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

fn room_game(store: &mut Sqlite, code: &str, round: u32) -> GameId {
    let ada = store.player("ada", at(0)).unwrap();
    let mut game = new_game(code, Variant::Kingulu, Seat::Player(ada), Seat::Free);
    game.room = Some(RoomGame {
        room: "kingulu-k7fq-3mzd".into(),
        round,
        keys: BySide::new(Some(KEY.into()), None),
        public: false,
    });
    store.create_game(&game).unwrap()
}

#[test]
fn a_free_seat_is_taken_later_with_its_key() {
    let scratch = Scratch::new("free-seat");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let id = room_game(&mut store, "r", 1);
    let game = store.game("r").unwrap().unwrap();
    assert_eq!(game.summary.seats.north, Seat::Free);
    assert_eq!(game.summary.admin_line(), "r\tkingulu\tada vs (free)\t0\tsouth (ada)\t10+5");
    let room = game.summary.room.unwrap();
    assert_eq!((room.room.as_str(), room.round, room.keys.south.as_deref()), ("kingulu-k7fq-3mzd", 1, Some(KEY)));
    let bob = store.player("bob", at(1)).unwrap();
    let other = KEY.replace('0', "f");
    store.take_seat(id, Side::North, bob.id, Some(&other), at(1)).unwrap();
    let game = store.game("r").unwrap().unwrap();
    assert_eq!(game.summary.seats.north.label(), "bob");
    assert_eq!(game.summary.room.unwrap().keys.north, Some(other));
    // A key that is no SHA-256, a player not stored, a game over: refused.
    assert!(matches!(store.take_seat(id, Side::North, bob.id, Some("secret"), at(2)), Err(DbError::Refused(_))));
    assert!(store.take_seat(id, Side::North, PlayerId(99), None, at(2)).is_err());
    store.finish(id, Ending::Resigned(Side::South), at(3)).unwrap();
    assert!(matches!(store.take_seat(id, Side::North, bob.id, None, at(4)), Err(DbError::Finished(_))));
    // A room's round is unique: its second game is another row.
    assert!(
        store
            .create_game(&NewGame { code: "r2".into(), ..new_game("x", Variant::Kete, Seat::Free, Seat::Free) })
            .is_ok()
    );
    room_game(&mut store, "r.2", 2);
    let mut twice = new_game("r-again", Variant::Kingulu, Seat::Free, Seat::Free);
    twice.room = Some(RoomGame { room: "kingulu-k7fq-3mzd".into(), round: 2, keys: BySide::default(), public: true });
    assert!(store.create_game(&twice).is_err(), "round 2 of that room is stored already");
}

#[test]
fn moves_taken_back_leave_the_game_and_are_kept_apart() {
    let scratch = Scratch::new("take-back");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (id, line) = stored_game(&mut store, "t", Variant::Kete, 5, 9);
    assert_eq!(line.len(), 5, "five moves to take back from");
    let to_move = line.setup_at(3).unwrap().side;
    store.take_back(id, 3, to_move, at(20)).unwrap();
    let game = store.game("t").unwrap().unwrap();
    assert_eq!(game.moves.len(), 3);
    assert_eq!(game.summary.to_move, to_move);
    let mut expected = line.clone();
    expected.go_to(3);
    expected.truncate();
    assert_eq!(game.line, expected);
    let kept: Vec<(i64, String, i64)> = store
        .connection_for_tests()
        .prepare("SELECT ply, text, taken_back_at FROM taken_back ORDER BY ply")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let texts: Vec<String> = line.moves().skip(3).map(|mv| mv.to_string()).collect();
    assert_eq!(kept.iter().map(|(ply, ..)| *ply).collect::<Vec<_>>(), [4, 5]);
    assert_eq!(kept.iter().map(|(_, text, _)| text.clone()).collect::<Vec<_>>(), texts);
    assert!(kept.iter().all(|(.., when)| *when == at(20).as_millisecond()));
    // The game goes on from there: ply 4 again.
    let mut line = game.line;
    play_one(&mut store, id, &mut line, &mut Rng::new(1), 4);
    assert_eq!(store.game("t").unwrap().unwrap().line, line);
    // Not past its moves, not in a game over.
    let error = store.take_back(id, 9, Side::South, at(21)).unwrap_err().to_string();
    assert!(error.contains("has 4 moves"), "{error}");
    store.finish(id, Ending::Agreed, at(22)).unwrap();
    assert!(matches!(store.take_back(id, 1, Side::South, at(23)), Err(DbError::Finished(_))));
}
