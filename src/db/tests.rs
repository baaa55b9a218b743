//! The database's tests, each on a real file in a folder of its own under the system's temporary folder
//! (removed after), never `:memory:`: what is pinned is what reaches the disk.

mod archive;
mod damage;
mod files;
mod ratings;
mod rooms;

use std::path::{Path, PathBuf};
use std::time::Duration;

use jiff::Timestamp;
use proptest::prelude::*;

use super::*;
use crate::rng::Rng;
use crate::rules::{AnyLine, BySide, GameResult, Setup, Side, Status, Variant};

/// A folder of its own for one test, removed when dropped.
pub(super) struct Scratch(PathBuf);

impl Scratch {
    pub(super) fn new(name: &str) -> Scratch {
        static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let count = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let folder = std::env::temp_dir().join(format!("bao-db-{name}-{}-{count}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        Scratch(folder)
    }

    pub(super) fn path(&self) -> &Path {
        &self.0
    }

    pub(super) fn file(&self) -> PathBuf {
        self.0.join(FILE_NAME)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The time `seconds` after a fixed moment.
pub(super) fn at(seconds: i64) -> Timestamp {
    Timestamp::from_second(1_800_000_000 + seconds).unwrap()
}

pub(super) fn new_game(code: &str, variant: Variant, south: Seat, north: Seat) -> NewGame {
    NewGame {
        code: code.into(),
        start: Setup::start(variant),
        seats: BySide::new(south, north),
        time_control: "10+5".into(),
        rated: true,
        created_at: at(0),
        room: None,
    }
}

/// A game between ada (South) and bob (North) with `moves` random legal moves (fewer if it ends), stored one
/// by one; returns its number and the line played.
pub(super) fn stored_game(
    store: &mut Sqlite,
    code: &str,
    variant: Variant,
    moves: usize,
    seed: u64,
) -> (GameId, AnyLine) {
    let ada = store.player("ada", at(0)).unwrap();
    let bob = store.player("bob", at(0)).unwrap();
    let id = store.create_game(&new_game(code, variant, Seat::Player(ada), Seat::Player(bob))).unwrap();
    let mut line = AnyLine::new(&Setup::start(variant)).unwrap();
    let mut rng = Rng::new(seed);
    for ply in 1..=moves {
        if line.end_status() != Status::Ongoing {
            break;
        }
        play_one(store, id, &mut line, &mut rng, ply);
    }
    (id, line)
}

/// Plays a random legal move on `line` and stores it as move `ply`.
pub(super) fn play_one(store: &mut Sqlite, id: GameId, line: &mut AnyLine, rng: &mut Rng, ply: usize) {
    let legal = line.legal_moves();
    let mv = legal[rng.below(legal.len())];
    line.play(mv).unwrap();
    let seconds = i64::try_from(ply).unwrap();
    let clocks = Some(BySide::new(Duration::from_secs(593), Duration::from_millis(599_250)));
    let stored = NewMove {
        ply: u32::try_from(ply).unwrap(),
        text: mv.to_string(),
        to_move: line.side_to_move(),
        clocks,
        due_at: None,
        at: at(seconds),
    };
    store.append_move(id, &stored).unwrap();
}

#[test]
fn a_game_is_created_moved_finished_and_read_back() {
    let scratch = Scratch::new("round-trip");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let ada = store.player("ada", at(0)).unwrap();
    assert_eq!(store.player("ada", at(50)).unwrap(), ada, "a player is made once, at its first sight");
    let computer = Seat::Computer(Level::new(3).unwrap());
    let id =
        store.create_game(&new_game("kete-ab12", Variant::Kete, Seat::Player(ada.clone()), computer.clone())).unwrap();
    let mut line = AnyLine::new(&Setup::start(Variant::Kete)).unwrap();
    let mut rng = Rng::new(7);
    for ply in 1..=5 {
        play_one(&mut store, id, &mut line, &mut rng, ply);
    }
    store.finish(id, Ending::Resigned(Side::South), at(99)).unwrap();

    let game = store.game("kete-ab12").unwrap().expect("stored");
    assert_eq!(game.line, line, "the moves replay to the line played");
    assert_eq!(game.start, Setup::start(Variant::Kete));
    let summary = &game.summary;
    assert_eq!((summary.id, summary.code.as_str(), summary.variant), (id, "kete-ab12", Variant::Kete));
    assert_eq!(summary.seats, BySide::new(Seat::Player(ada.clone()), computer));
    assert_eq!((summary.moves, summary.to_move), (5, line.side_to_move()));
    assert_eq!((summary.time_control.as_str(), summary.rated), ("10+5", true));
    assert_eq!((summary.created_at, summary.updated_at), (at(0), at(99)));
    assert_eq!(summary.ended, Some((Ending::Resigned(Side::South), at(99))));
    assert_eq!(game.moves.iter().map(|mv| mv.ply).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    let texts: Vec<String> = line.moves().map(|mv| mv.to_string()).collect();
    assert_eq!(game.moves.iter().map(|mv| mv.text.clone()).collect::<Vec<_>>(), texts);
    assert_eq!(game.moves[2].at, at(3));
    assert_eq!(game.moves[2].clocks, Some(BySide::new(Duration::from_secs(593), Duration::from_millis(599_250))));
    assert_eq!(store.game("nope").unwrap(), None);

    // The lists: the game is over, it is ada's, it is the server's one game.
    assert_eq!(store.unfinished().unwrap(), []);
    assert_eq!(store.games_of(ada.id).unwrap(), std::slice::from_ref(&game.summary));
    assert_eq!(store.list().unwrap(), std::slice::from_ref(&game.summary));
    let bob = store.player("bob", at(0)).unwrap();
    assert_eq!(store.games_of(bob.id).unwrap(), []);
}

#[test]
fn the_lists_hold_what_they_say() {
    let scratch = Scratch::new("lists");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (first, _) = stored_game(&mut store, "one", Variant::Kete, 4, 1);
    let (second, _) = stored_game(&mut store, "two", Variant::Kingulu, 2, 2);
    let (third, _) = stored_game(&mut store, "three", Variant::KimasaiRelay, 0, 3);
    store.finish(second, Ending::Agreed, at(500)).unwrap();
    let codes = |summaries: Vec<Summary>| summaries.into_iter().map(|s| s.code).collect::<Vec<_>>();
    assert_eq!(codes(store.list().unwrap()), ["one", "two", "three"], "in the order created");
    // The longest untouched first: three was created at 0 and never moved, one last moved at 4.
    assert_eq!(codes(store.unfinished().unwrap()), ["three", "one"]);
    let ada = store.player("ada", at(0)).unwrap();
    assert_eq!(codes(store.games_of(ada.id).unwrap()), ["two", "one", "three"], "the latest changed first");
    assert!(store.unfinished().unwrap().iter().all(Summary::is_unfinished));
    assert_ne!(first, third);
}

#[test]
fn a_move_that_is_not_the_next_ply_is_refused_and_changes_nothing() {
    let scratch = Scratch::new("ply");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (id, line) = stored_game(&mut store, "game", Variant::Kete, 2, 5);
    let before = store.game("game").unwrap().unwrap();
    let next = line.legal_moves()[0];
    let mut after = line.clone();
    after.play(next).unwrap();
    let mv = |ply| NewMove {
        ply,
        text: next.to_string(),
        to_move: after.side_to_move(),
        clocks: None,
        due_at: None,
        at: at(9),
    };
    for (ply, what) in [(2, "a duplicate"), (1, "an old ply"), (4, "a gap"), (0, "ply 0")] {
        match store.append_move(id, &mv(ply)) {
            Err(DbError::NotNext { code, ply: given, expected }) => {
                assert_eq!((code.as_str(), given, expected), ("game", ply, 3), "{what}");
            }
            other => panic!("{what}: {other:?}"),
        }
    }
    assert_eq!(store.game("game").unwrap().unwrap(), before, "nothing was stored, the row did not move");
    let error = store.append_move(id, &mv(2)).unwrap_err().to_string();
    assert_eq!(error, "game `game`: move 2 is not the next move (that is move 3)");
    store.append_move(id, &mv(3)).unwrap();
    assert_eq!(store.game("game").unwrap().unwrap().moves.len(), 3, "the next ply is taken");
}

#[test]
fn of_two_writers_on_one_file_one_stores_the_ply_and_the_other_is_told() {
    let scratch = Scratch::new("race");
    let mut first = Sqlite::open(scratch.path()).unwrap();
    let mut second = Sqlite::open(scratch.path()).unwrap();
    let (id, line) = stored_game(&mut first, "race", Variant::Kingulu, 0, 1);
    let legal = line.legal_moves();
    let mv = |index: usize| NewMove {
        ply: 1,
        text: legal[index].to_string(),
        to_move: Side::North,
        clocks: None,
        due_at: None,
        at: at(1),
    };
    first.append_move(id, &mv(0)).unwrap();
    assert!(matches!(second.append_move(id, &mv(1)), Err(DbError::NotNext { expected: 2, .. })));
    let game = second.game("race").unwrap().unwrap();
    assert_eq!(game.moves.iter().map(|m| m.text.clone()).collect::<Vec<_>>(), [legal[0].to_string()]);
}

#[test]
fn a_game_over_takes_no_move_and_no_second_ending() {
    let scratch = Scratch::new("over");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (id, line) = stored_game(&mut store, "over", Variant::Kete, 1, 9);
    store.finish(id, Ending::Aborted, at(5)).unwrap();
    let mv = NewMove {
        ply: 2,
        text: line.legal_moves()[0].to_string(),
        to_move: Side::South,
        clocks: None,
        due_at: None,
        at: at(6),
    };
    assert!(matches!(store.append_move(id, &mv), Err(DbError::Finished(code)) if code == "over"));
    assert!(matches!(store.finish(id, Ending::Agreed, at(7)), Err(DbError::Finished(_))));
    assert_eq!(store.game("over").unwrap().unwrap().summary.ended, Some((Ending::Aborted, at(5))));
    assert!(matches!(store.finish(GameId(999), Ending::Agreed, at(7)), Err(DbError::NoGame(999))));
    assert!(matches!(store.append_move(GameId(999), &mv), Err(DbError::NoGame(999))));
}

#[test]
fn codes_are_unique_and_texts_are_bounded() {
    let scratch = Scratch::new("unique");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    stored_game(&mut store, "same", Variant::Kete, 0, 1);
    let ada = store.player("ada", at(0)).unwrap();
    let computer = Seat::Computer(Level::MIN);
    let again = new_game("same", Variant::Kingulu, Seat::Player(ada.clone()), computer.clone());
    assert!(matches!(store.create_game(&again), Err(DbError::CodeTaken(code)) if code == "same"));
    for name in ["", "a\u{1b}[2Jb", &"x".repeat(33)] {
        assert!(matches!(store.player(name, at(0)), Err(DbError::Refused(_))), "{name:?}");
    }
    assert!(store.player(&"ü".repeat(32), at(0)).is_ok(), "32 characters of two bytes each");
    let mut long = new_game(&"c".repeat(65), Variant::Kete, Seat::Player(ada.clone()), computer.clone());
    assert!(matches!(store.create_game(&long), Err(DbError::Refused(_))));
    long.code = "fine".into();
    long.time_control = String::new();
    assert!(matches!(store.create_game(&long), Err(DbError::Refused(_))));
    let ghost = Player { id: PlayerId(77), name: "ghost".into(), created_at: at(0) };
    let orphan = new_game("orphan", Variant::Kete, Seat::Player(ghost), computer);
    assert!(matches!(store.create_game(&orphan), Err(DbError::Refused(message)) if message.contains("not stored")));
    assert_eq!(store.list().unwrap().len(), 1, "nothing refused was stored");
}

#[test]
fn the_administrators_line_is_tab_separated() {
    let scratch = Scratch::new("admin");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (id, line) = stored_game(&mut store, "k7", Variant::Kete, 3, 4);
    let summary = &store.list().unwrap()[0];
    let turn = line.side_to_move();
    let name = if turn == Side::South { "ada" } else { "bob" };
    assert_eq!(summary.admin_line(), format!("k7\tkete\tada vs bob\t3\t{turn} ({name})\t10+5"));
    store.finish(id, Ending::OutOfTime(Side::North), at(10)).unwrap();
    let summary = &store.list().unwrap()[0];
    assert_eq!(summary.admin_line(), "k7\tkete\tada vs bob\t3\tover: south wins on time\t10+5");
}

#[test]
fn a_stored_game_exported_as_a_save_replays_to_the_same_position() {
    let scratch = Scratch::new("export");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    for (variant, seed) in Variant::ALL.into_iter().zip(1..) {
        let code = format!("{variant}-x");
        let (id, line) = stored_game(&mut store, &code, variant, 40, seed);
        if line.end_status() == Status::Ongoing {
            store.finish(id, Ending::Resigned(Side::North), at(1000)).unwrap();
        }
        let game = store.game(&code).unwrap().unwrap();
        let ada = store.player("ada", at(0)).unwrap();
        let saved = game.saved_game(Some(ada.id)).unwrap();
        assert_eq!(saved.line.setup(), line.setup(), "{variant}: the same final position");
        assert_eq!(saved.moves(), line.moves().map(|mv| mv.to_string()).collect::<Vec<_>>());
        assert_eq!(saved.players.south, crate::store::Player::Person, "the one exporting is the person");
        let bob = crate::store::Player::Remote { name: "bob".parse().unwrap() };
        assert_eq!(saved.players.north, bob);
        assert_eq!(saved.created, "2027-01-15T08:00:00Z");
        if line.end_status() == Status::Ongoing {
            assert_eq!(saved.forfeit, Some(crate::store::Forfeit::Resigned(Side::North)));
        }
        // And the file it makes loads as any save does.
        let json = game.save_file(None).to_json();
        let loaded = crate::store::SaveFile::from_json(json.as_bytes()).unwrap().check().unwrap();
        assert_eq!(loaded.line.setup(), line.setup());
        assert!(loaded.notes.unwrap().contains(&code));
    }
}

#[test]
fn endings_map_to_results() {
    assert_eq!(Ending::Resigned(Side::South).result(), Some(GameResult::Win(Side::North)));
    assert_eq!(Ending::OutOfTime(Side::North).result(), Some(GameResult::Win(Side::South)));
    assert_eq!(Ending::Agreed.result(), Some(GameResult::Draw));
    assert_eq!(Ending::Aborted.result(), None);
    assert_eq!(Ending::Rules(GameResult::Draw).to_string(), "draw by the rules");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random legal games stored move by move read back identical: the moves, their order, the line.
    #[test]
    fn random_games_read_back_identical(seed in any::<u64>(), variant in 0..4usize, length in 0..120usize) {
        let scratch = Scratch::new("prop");
        let mut store = Sqlite::open(scratch.path()).unwrap();
        let variant = Variant::ALL[variant];
        let (_, line) = stored_game(&mut store, "p", variant, length, seed);
        let game = store.game("p").unwrap().unwrap();
        prop_assert_eq!(&game.line, &line);
        let texts: Vec<String> = line.moves().map(|mv| mv.to_string()).collect();
        prop_assert_eq!(game.moves.iter().map(|mv| mv.text.clone()).collect::<Vec<_>>(), texts);
        prop_assert_eq!(game.summary.moves as usize, line.len());
        drop(store);
        let reopened = Sqlite::open(scratch.path()).unwrap();
        prop_assert_eq!(reopened.game("p").unwrap().unwrap(), game);
    }
}
