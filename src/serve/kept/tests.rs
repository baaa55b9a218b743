//! The keeper and the database together, in-process, on a real file in a folder of the test's: a room's every
//! change is stored as it is announced, a room comes back after its keeper is gone with the same code and
//! seats, a takeback and a rematch leave the store equal to what the room said, and a change the database
//! refuses is never announced.

use std::os::unix::fs::DirBuilderExt as _;
use std::time::{Duration, Instant};

use super::*;
use crate::db::GameStore;
use crate::room::keeper::Keeper;
use crate::room::keeper::{KEEPER_VERSION, KeeperAnswer, OpenRoom};
use crate::room::link::Link;
use crate::room::protocol::{Request, Seat as Sitting, ToHost, ToPeer, VERSION};
use crate::room::{FromRoom, Rooms};
use crate::rules::{AnyLine, Setup, Variant};
use crate::store::{Player, SaveFile};

/// A private folder of the test's (rooms in `rooms/`, the database beside), removed when dropped.
struct Folder(std::path::PathBuf);

impl Folder {
    fn new(tag: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("bao-kept-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().recursive(true).mode(0o700).create(dir.join("rooms")).unwrap();
        Folder(dir)
    }

    fn rooms(&self) -> Rooms {
        Rooms::at(self.0.join("rooms"))
    }

    fn store(&self) -> Shared {
        Arc::new(Mutex::new(Sqlite::open(&self.0).unwrap()))
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn keeper(folder: &Folder, store: &Shared) -> (Keeper, Vec<String>) {
    Keeper::with(folder.rooms(), Box::new(Database::new(Arc::clone(store))))
}

fn open(keeper: &mut Keeper, name: &str, clock: Option<&str>) -> (RoomCode, String) {
    open_with(keeper, name, clock, None)
}

fn open_with(keeper: &mut Keeper, name: &str, clock: Option<&str>, days: Option<u32>) -> (RoomCode, String) {
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let request = OpenRoom {
        version: KEEPER_VERSION,
        guest: None,
        save: SaveFile::of_line(&line, BySide::new(Player::Person, Player::Person), None, None),
        side: Sitting::South,
        name: name.into(),
        clock: clock.map(Into::into),
        days,
        public: false,
        rated: false,
        computer: None,
    };
    match keeper.handle(&request) {
        KeeperAnswer::Opened { code, secret, .. } => (code.parse().unwrap(), secret),
        refused @ KeeperAnswer::Refused { .. } => panic!("{refused:?}"),
    }
}

/// Joins room `code` as `name` (with a secret: that seat back); the link, the secret given and the state's
/// moves.
fn join(rooms: &Rooms, code: RoomCode, name: &str, secret: Option<&str>) -> (Link, String, Vec<String>) {
    let hello = ToHost::Hello {
        version: VERSION,
        name: name.into(),
        code: code.to_string(),
        watch: false,
        secret: secret.map(Into::into),
        language: None,
    };
    let (first, link) = Link::join(rooms, &code, &hello, None).unwrap();
    let secret = first.iter().find_map(|message| match message {
        ToPeer::Welcome { secret, .. } => secret.clone(),
        _ => None,
    });
    let moves = first.iter().find_map(|message| match message {
        ToPeer::State { save, .. } => Some(save.moves.clone()),
        _ => None,
    });
    (link, secret.unwrap(), moves.unwrap())
}

/// Waits for the first message from the room that `what` picks out (the room closing is a `Bye`).
fn hear<T>(link: &Link, what: impl Fn(&ToPeer) -> Option<T>) -> T {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        match link.try_recv() {
            Some(FromRoom::Message(message)) => {
                if let Some(found) = what(&message) {
                    return found;
                }
            }
            Some(FromRoom::Closed(closed)) => {
                if let crate::room::Closed::Said(reason) = &closed
                    && let Some(found) = what(&ToPeer::Bye { reason: reason.clone() })
                {
                    return found;
                }
                panic!("the room closed: {closed:?}");
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    panic!("not heard");
}

/// Waits until `link` hears that `mv` was played.
fn hear_move(link: &Link, mv: &str) {
    hear(link, |message| matches!(message, ToPeer::Moved { mv: played, .. } if played == mv).then_some(()));
}

/// A legal move after `moves` from the start, as the rules list them.
fn legal_after(moves: &[String]) -> String {
    let line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), moves).unwrap();
    line.legal_moves()[0].to_string()
}

fn stored(store: &Shared, code: &str) -> crate::db::StoredGame {
    store.lock().unwrap().game(code).unwrap().unwrap()
}

fn stored_moves(store: &Shared, code: &str) -> Vec<String> {
    stored(store, code).moves.into_iter().map(|mv| mv.text).collect()
}

#[test]
fn a_kept_room_is_stored_as_it_goes_and_opened_again_with_its_seats_after_the_keeper_is_gone() {
    let folder = Folder::new("restart");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut first, problems) = keeper(&folder, &store);
    assert!(problems.is_empty());
    let (code, ada_secret) = open(&mut first, "ada", Some("5+3"));
    // Stored as it opened: the opener's seat with its key (never the secret), the other seat free.
    let game = stored(&store, &code.to_string());
    assert_eq!(game.summary.seats.north, crate::db::Seat::Free);
    let room = game.summary.room.clone().unwrap();
    assert_eq!((room.room.as_str(), room.round), (code.to_string().as_str(), 1));
    assert!(room.keys.south.as_deref().is_some_and(|key| key.len() == 64 && key != ada_secret));
    assert_eq!(game.summary.time_control, "5+3");
    let (ada, _, _) = join(&rooms, code, "ada", Some(&ada_secret));
    let (bob, bob_secret, _) = join(&rooms, code, "bob", None);
    let a = legal_after(&[]);
    assert!(ada.send(ToHost::Move { at: 0, mv: a.clone() }));
    hear_move(&bob, &a);
    let b = legal_after(std::slice::from_ref(&a));
    assert!(bob.send(ToHost::Move { at: 1, mv: b.clone() }));
    hear_move(&ada, &b);
    // Announced, so stored: both moves, bob in his seat with his key, the clocks after each move.
    let game = stored(&store, &code.to_string());
    assert_eq!(stored_moves(&store, &code.to_string()), [a.clone(), b.clone()]);
    assert_eq!(game.summary.seats.north.label(), "bob");
    assert!(game.summary.room.unwrap().keys.north.is_some());
    let clocks = game.moves[1].clocks.expect("a clocked game keeps its times");
    assert!(clocks.north > Duration::from_secs(300), "bob's increment: {clocks:?}");
    // The keeper goes (its rooms with it, as a server killed), and a new one opens the room again.
    drop((ada, bob, first));
    let (_second, problems) = keeper(&folder, &store);
    assert!(problems.is_empty(), "{problems:?}");
    // Each player's secret still gives their own seat, at the last move; and the game goes on.
    let (bob, _, moves) = join(&rooms, code, "bob", Some(&bob_secret));
    assert_eq!(moves, [a.clone(), b.clone()]);
    let (ada, _, _) = join(&rooms, code, "ada", Some(&ada_secret));
    let c = legal_after(&[a.clone(), b.clone()]);
    assert!(ada.send(ToHost::Move { at: 2, mv: c.clone() }));
    hear_move(&bob, &c);
    assert_eq!(stored_moves(&store, &code.to_string()), [a, b, c]);
    // A stranger with the code gets no seat: both are bound.
    let hello = ToHost::Hello {
        version: VERSION,
        name: "eve".into(),
        code: code.to_string(),
        watch: false,
        secret: None,
        language: None,
    };
    assert!(Link::join(&rooms, &code, &hello, None).is_err());
}

#[test]
fn a_takeback_and_a_rematch_leave_the_store_as_the_room_said() {
    let folder = Folder::new("takeback");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut keeper, _) = keeper(&folder, &store);
    let (code, ada_secret) = open(&mut keeper, "ada", None);
    let (ada, _, _) = join(&rooms, code, "ada", Some(&ada_secret));
    let (bob, _, _) = join(&rooms, code, "bob", None);
    let a = legal_after(&[]);
    assert!(ada.send(ToHost::Move { at: 0, mv: a.clone() }));
    hear(&bob, |m| matches!(m, ToPeer::Moved { .. }).then_some(()));
    // Ada takes her move back, bob agrees: the store has no move, and keeps the one taken back apart.
    assert!(ada.send(ToHost::Ask { what: Request::Takeback }));
    hear(&bob, |m| matches!(m, ToPeer::Asked { .. }).then_some(()));
    assert!(bob.send(ToHost::Answer { what: Request::Takeback, accept: true }));
    hear(&ada, |m| matches!(m, ToPeer::State { save, .. } if save.moves.is_empty()).then_some(()));
    assert!(stored_moves(&store, &code.to_string()).is_empty());
    let taken: i64 = store
        .lock()
        .unwrap()
        .connection_for_tests()
        .query_row("SELECT count(*) FROM taken_back", [], |row| row.get(0))
        .unwrap();
    assert_eq!(taken, 1);
    // Another move, then ada resigns: over, with the move played after the takeback.
    let again = legal_after(&[]);
    assert!(ada.send(ToHost::Move { at: 0, mv: again.clone() }));
    hear(&bob, |m| matches!(m, ToPeer::Moved { .. }).then_some(()));
    assert!(ada.send(ToHost::Resign));
    hear(&bob, |m| matches!(m, ToPeer::Resigned { .. }).then_some(()));
    let game = stored(&store, &code.to_string());
    assert_eq!(game.summary.ended.map(|(ending, _)| ending), Some(Ending::Resigned(Side::South)));
    assert_eq!(stored_moves(&store, &code.to_string()), [again]);
    // A rematch: the room's second game, stored as a game of its own, the seats swapped.
    assert!(bob.send(ToHost::Ask { what: Request::Rematch }));
    hear(&ada, |m| matches!(m, ToPeer::Asked { .. }).then_some(()));
    assert!(ada.send(ToHost::Answer { what: Request::Rematch, accept: true }));
    hear(&bob, |m| matches!(m, ToPeer::State { game: 2, .. }).then_some(()));
    let second = stored(&store, &format!("{code}.2"));
    assert_eq!(second.summary.room.as_ref().map(|room| room.round), Some(2));
    assert_eq!((second.summary.seats.south.label(), second.summary.seats.north.label()), ("bob".into(), "ada".into()));
    assert!(second.summary.is_unfinished() && second.moves.is_empty());
}

#[test]
fn a_change_the_database_refuses_is_never_announced_and_the_room_closes_saying_why() {
    let folder = Folder::new("refused");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut keeper, _) = keeper(&folder, &store);
    let (code, ada_secret) = open(&mut keeper, "ada", None);
    let (ada, _, _) = join(&rooms, code, "ada", Some(&ada_secret));
    let (bob, _, _) = join(&rooms, code, "bob", None);
    // The database stops taking writes (as a full or failing disk would).
    store.lock().unwrap().connection_for_tests().pragma_update(None, "query_only", true).unwrap();
    assert!(ada.send(ToHost::Move { at: 0, mv: legal_after(&[]) }));
    for link in [&bob, &ada] {
        let heard = hear(link, |message| match message {
            ToPeer::Moved { .. } => Some(Err("the move was announced".to_string())),
            ToPeer::Bye { reason } => Some(Ok(reason.clone())),
            _ => None,
        });
        let reason = heard.unwrap();
        assert!(reason.contains("could not store the game"), "{reason}");
    }
    assert!(stored_moves(&store, &code.to_string()).is_empty(), "the store holds the game as last announced");
    // The keeper lets the closed room go; the game comes back when the store works again.
    store.lock().unwrap().connection_for_tests().pragma_update(None, "query_only", false).unwrap();
    drop(keeper);
    let (_again, problems) = self::keeper(&folder, &store);
    assert!(problems.is_empty(), "{problems:?}");
    let (_ada, _, moves) = join(&rooms, code, "ada", Some(&ada_secret));
    assert!(moves.is_empty());
}

/// A correspondence room (days a move): stored as `2d` with the deadline of the move, which each move renews;
/// a server restarted after the deadline passed while it was down gives the side to move the grace
/// ([`RESTART_GRACE`]) rather than a loss, and a restart before it keeps the same deadline.
#[test]
fn a_correspondence_rooms_deadline_is_stored_with_each_move_and_a_restart_keeps_or_graces_it() {
    let folder = Folder::new("days");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut first, _) = keeper(&folder, &store);
    let (code, ada) = open_with(&mut first, "ada", None, Some(2));
    let game = stored(&store, &code.to_string());
    assert_eq!(game.summary.time_control, "2d");
    let opened = game.summary.due_at.expect("the first period is stored with the game");
    let two_days = jiff::SignedDuration::from_hours(48);
    assert!((opened.duration_since(jiff::Timestamp::now()) - two_days).abs() < jiff::SignedDuration::from_secs(60));
    let (link, _, moves) = join(&rooms, code, "ada", Some(&ada));
    let mv = legal_after(&moves);
    assert!(link.send(ToHost::Move { at: 0, mv: mv.clone() }));
    hear_move(&link, &mv);
    let after = stored(&store, &code.to_string()).summary;
    assert!(after.due_at.unwrap() >= opened, "north's period runs from south's move");
    drop(link);
    drop(first);
    // Restarted before the deadline: the same deadline, to the second.
    let (second, problems) = keeper(&folder, &store);
    assert!(problems.is_empty(), "{problems:?}");
    let (bob, _, _) = join(&rooms, code, "bob", None);
    let left = hear(&bob, |message| match message {
        ToPeer::Presence(presence) => presence.due.map(|due| due.left_ms),
        _ => None,
    });
    let stored_left = after.due_at.unwrap().duration_since(jiff::Timestamp::now()).as_millis();
    assert!((i128::from(left) - stored_left).abs() < 5_000, "{left} ms left, {stored_left} stored");
    drop(bob);
    drop(second);
    // The deadline passed while the server was down: a restart gives the side to move the grace, not a loss.
    let past = jiff::Timestamp::now().as_millisecond() - 3_600_000;
    store.lock().unwrap().connection_for_tests().execute("UPDATE games SET due_at = ?1", [past]).unwrap();
    let (_third, problems) = keeper(&folder, &store);
    assert!(problems.is_empty(), "{problems:?}");
    let hello = ToHost::Hello {
        version: VERSION,
        name: "eve".into(),
        code: code.to_string(),
        watch: true,
        secret: None,
        language: None,
    };
    let (first, _watcher) = Link::join(&rooms, &code, &hello, None).unwrap();
    let due = first
        .iter()
        .find_map(|message| match message {
            ToPeer::State { presence, .. } => presence.due,
            _ => None,
        })
        .expect("the state says the deadline");
    assert_eq!(due.side, Sitting::North);
    let grace = u64::try_from(RESTART_GRACE.as_millis()).unwrap();
    assert!(due.left_ms <= grace && due.left_ms > grace - 60_000, "{due:?}");
    assert!(stored(&store, &code.to_string()).summary.is_unfinished(), "nobody lost for the server's downtime");
}

/// Each move stored is told to the lobby for both players (the one to move with `your_move`), once it is
/// stored; "your games" from the database marks a game where the other moved since the player's visit ended,
/// and no longer once a later visit ended after it.
#[test]
fn a_stored_move_is_told_to_the_lobby_and_marked_in_your_games_until_the_next_visit() {
    use crate::db::GameStore as _;
    let folder = Folder::new("notices");
    let rooms = folder.rooms();
    let store = folder.store();
    let (notices, inbox) = super::super::lobby::inbox();
    let keeping = Database::new(Arc::clone(&store)).telling(notices);
    let (mut keeper, _) = Keeper::with(folder.rooms(), Box::new(keeping));
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let request = OpenRoom {
        version: KEEPER_VERSION,
        guest: Some("bob".into()),
        save: SaveFile::of_line(&line, BySide::new(Player::Person, Player::Person), None, None),
        side: Sitting::South,
        name: "ada".into(),
        clock: None,
        days: Some(3),
        public: false,
        rated: false,
        computer: None,
    };
    let KeeperAnswer::Opened { code, secret, .. } = keeper.handle(&request) else { panic!("not opened") };
    let code: RoomCode = code.parse().unwrap();
    // Bob's visit ended before ada moves.
    let mut seen = super::super::lobby::seen(Arc::clone(&store));
    seen("bob".parse().unwrap());
    let (ada, _, moves) = join(&rooms, code, "ada", Some(&secret));
    let mv = legal_after(&moves);
    std::thread::sleep(Duration::from_millis(5));
    assert!(ada.send(ToHost::Move { at: 0, mv: mv.clone() }));
    hear_move(&ada, &mv);
    let mut told = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while told.len() < 2 && Instant::now() < deadline {
        match inbox.try_notice() {
            Some(Notice::Moved { to, game }) => told.push((to, game)),
            Some(Notice::Ended(_)) => panic!("no game ended"),
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    told.sort_by_key(|(to, _)| to.to_string());
    let [(ada_told, to_ada), (bob_told, to_bob)] = &told[..] else { panic!("{told:?}") };
    assert_eq!((ada_told.as_str(), to_ada.your_move), ("ada", false));
    assert_eq!((bob_told.as_str(), to_bob.your_move, to_bob.new), ("bob", true, true));
    assert_eq!((to_bob.code.as_str(), to_bob.moves, to_bob.control.as_str()), (&*code.to_string(), 1, "3d"));
    assert!(to_bob.due_ms.is_some_and(|ms| ms > 3 * 86_400_000 - 60_000), "{:?}", to_bob.due_ms);
    // Bob's games from the database: marked, with the time left, until a later visit ends.
    let mut yours = super::super::lobby::yours(Arc::clone(&store));
    let games = yours("bob".parse().unwrap());
    assert_eq!(games.len(), 1);
    assert!(games[0].your_move && games[0].new, "{games:?}");
    assert!(games[0].due_ms.is_some());
    std::thread::sleep(Duration::from_millis(5));
    seen("bob".parse().unwrap());
    assert!(!yours("bob".parse().unwrap())[0].new);
    assert!(!yours("ada".parse().unwrap())[0].new, "not ada's move");
    let bob = store.lock().unwrap().player("bob", jiff::Timestamp::now()).unwrap();
    assert!(store.lock().unwrap().last_seen(bob.id).unwrap().is_some());
}

#[test]
fn a_draw_agreed_and_an_abort_are_stored_as_the_database_endings_and_exported_as_the_save_field() {
    let folder = Folder::new("endings");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut keeper, _) = keeper(&folder, &store);
    let (code, ada_secret) = open(&mut keeper, "ada", None);
    let (ada, _, _) = join(&rooms, code, "ada", Some(&ada_secret));
    let (bob, _, _) = join(&rooms, code, "bob", None);
    let a = legal_after(&[]);
    assert!(ada.send(ToHost::Move { at: 0, mv: a.clone() }));
    hear_move(&bob, &a);
    // Bob offers a draw, ada agrees: stored as a draw by agreement, exported with the save's `ended`.
    assert!(bob.send(ToHost::Ask { what: Request::Draw }));
    hear(&ada, |m| matches!(m, ToPeer::Asked { what: Request::Draw, .. }).then_some(()));
    assert!(ada.send(ToHost::Answer { what: Request::Draw, accept: true }));
    hear(&bob, |m| matches!(m, ToPeer::State { save, .. } if save.ended.is_some()).then_some(()));
    let game = stored(&store, &code.to_string());
    assert_eq!(game.summary.ended.map(|(ending, _)| ending), Some(Ending::Agreed));
    let save = game.save_file(None);
    assert_eq!((save.ended.as_deref(), save.resigned.as_deref()), (Some("draw-agreed"), None));
    assert_eq!(game.saved_game(None).unwrap().forfeit, Some(Forfeit::DrawAgreed));
    // The rematch is aborted before anyone moves: no result.
    assert!(ada.send(ToHost::Ask { what: Request::Rematch }));
    hear(&bob, |m| matches!(m, ToPeer::Asked { what: Request::Rematch, .. }).then_some(()));
    assert!(bob.send(ToHost::Answer { what: Request::Rematch, accept: true }));
    hear(&ada, |m| matches!(m, ToPeer::State { game: 2, .. }).then_some(()));
    assert!(ada.send(ToHost::Abort));
    hear(&bob, |m| matches!(m, ToPeer::Aborted { .. }).then_some(()));
    let second = stored(&store, &format!("{code}.2"));
    assert_eq!(second.summary.ended.map(|(ending, _)| ending), Some(Ending::Aborted));
    assert_eq!(second.save_file(None).ended.as_deref(), Some("aborted"));
    assert_eq!(second.summary.ended.map(|(ending, _)| ending.result()), Some(None));
}

#[test]
fn every_forfeit_maps_to_its_database_ending_and_back() {
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let kept = |forfeit| Kept {
        game: 1,
        line: line.clone(),
        seats: BySide::default(),
        clock: None,
        clocks: None,
        days: None,
        due: None,
        forfeit,
        opened_at: 0,
        created: crate::store::clock::now(),
    };
    for (forfeit, ending) in [
        (Forfeit::Resigned(Side::North), Ending::Resigned(Side::North)),
        (Forfeit::OutOfTime(Side::South), Ending::OutOfTime(Side::South)),
        (Forfeit::DrawAgreed, Ending::Agreed),
        (Forfeit::Aborted, Ending::Aborted),
    ] {
        assert_eq!(super::ending(&kept(Some(forfeit))), Some(ending));
        assert_eq!(ending.forfeit(), Some(forfeit));
    }
    assert_eq!(super::ending(&kept(None)), None);
    assert_eq!(Ending::Rules(crate::rules::GameResult::Draw).forfeit(), None);
}

/// A room listed to watch is listed again after a restart (the store keeps whether it is), one that was not
/// stays unlisted.
#[test]
fn a_public_room_is_listed_again_after_a_restart_and_a_private_one_is_not() {
    let folder = Folder::new("public");
    let rooms = folder.rooms();
    let store = folder.store();
    let (mut first, _) = keeper(&folder, &store);
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let mut request = OpenRoom {
        version: KEEPER_VERSION,
        guest: Some("bob".into()),
        save: SaveFile::of_line(&line, BySide::new(Player::Person, Player::Person), None, None),
        side: Sitting::South,
        name: "ada".into(),
        clock: None,
        days: None,
        computer: None,
        public: true,
        rated: false,
    };
    let KeeperAnswer::Opened { code: listed, .. } = first.handle(&request) else { panic!("not opened") };
    request.public = false;
    request.name = "cy".into();
    let KeeperAnswer::Opened { code: unlisted, .. } = first.handle(&request) else { panic!("not opened") };
    let codes = |rooms: &Rooms| rooms.public().unwrap().into_iter().map(|room| room.code).collect::<Vec<_>>();
    assert_eq!(codes(&rooms), std::slice::from_ref(&listed));
    drop(first);
    let (_second, problems) = keeper(&folder, &store);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(codes(&rooms), std::slice::from_ref(&listed), "{unlisted} stays unlisted");
    assert!(stored(&store, &listed).summary.room.unwrap().public);
}

/// Opens a kingulu room of ada (south) and bob (north), both seats bound, on `save` and `rated` as asked; ada
/// moves, bob resigns. Returns the stored game and the end the lobby was told of.
fn resigned_game(save: SaveFile, rated: bool, name: &str) -> (crate::db::StoredGame, crate::lobby::Ended, Shared) {
    let folder = Folder::new(name);
    let rooms = folder.rooms();
    let store = folder.store();
    let (notices, inbox) = super::super::lobby::inbox();
    let keeping = Database::new(Arc::clone(&store)).telling(notices);
    let (mut keeper, _) = Keeper::with(folder.rooms(), Box::new(keeping));
    let request = OpenRoom {
        version: KEEPER_VERSION,
        guest: Some("bob".into()),
        save,
        side: Sitting::South,
        name: "ada".into(),
        clock: None,
        days: None,
        public: false,
        rated,
        computer: None,
    };
    let KeeperAnswer::Opened { code, secret, guest_secret } = keeper.handle(&request) else { panic!("not opened") };
    let code: RoomCode = code.parse().unwrap();
    let (ada, _, moves) = join(&rooms, code, "ada", Some(&secret));
    let (bob, _, _) = join(&rooms, code, "bob", guest_secret.as_deref());
    let mv = legal_after(&moves);
    assert!(ada.send(ToHost::Move { at: moves.len(), mv: mv.clone() }));
    hear_move(&bob, &mv);
    assert!(bob.send(ToHost::Resign));
    hear(&ada, |m| matches!(m, ToPeer::Resigned { .. }).then_some(()));
    let deadline = Instant::now() + Duration::from_secs(10);
    let ended = loop {
        match inbox.try_notice() {
            Some(Notice::Ended(ended)) => break ended,
            Some(Notice::Moved { .. }) => {}
            None if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
            None => panic!("no end told"),
        }
    };
    (stored(&store, &code.to_string()), ended, store)
}

#[test]
fn a_rated_rooms_end_changes_both_ratings_as_the_arithmetic_says_and_tells_the_lobby_by_how_much() {
    use crate::rating::{Rating, after_game};
    use crate::rules::GameResult;
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let save = SaveFile::of_line(&line, BySide::new(Player::Person, Player::Person), None, None);
    let (game, ended, store) = resigned_game(save, true, "rated");
    assert!(game.summary.rated);
    assert_eq!(ended.result, Some(GameResult::Win(Side::South)));
    assert_eq!((ended.players.south.unwrap().as_str(), ended.players.north.unwrap().as_str()), ("ada", "bob"));
    assert_eq!(ended.how, "south wins by resignation");
    let expected = after_game(BySide::new(Rating::default(), Rating::default()), GameResult::Win(Side::South));
    let ratings = ended.ratings.expect("a rated game's end carries its change");
    for side in Side::BOTH {
        let (before, after) = ratings[side];
        assert_eq!((before.rating, before.deviation), (1500.0, 350.0));
        assert_eq!((after.rating, after.deviation), (expected[side].rating, expected[side].deviation));
    }
    assert_eq!(crate::rating::change("ada", ratings.south.0, ratings.south.1), "ada 1500? → 1662? (+162)");
    let mut store = store.lock().unwrap();
    let ada = store.player("ada", jiff::Timestamp::now()).map(|p| p.id).unwrap();
    assert_eq!(store.rating(ada, Variant::Kingulu).unwrap(), expected.south);
}

#[test]
fn a_casual_room_and_a_room_on_a_save_played_on_change_no_rating() {
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let people = BySide::new(Player::Person, Player::Person);
    let (game, ended, _) = resigned_game(SaveFile::of_line(&line, people, None, None), false, "casual");
    assert!(!game.summary.rated);
    assert!(ended.ratings.is_none(), "{ended:?}");
    // A game played on from a save asks to be rated and is not: its first moves were not the room's.
    let mut line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    // Two moves, so that south (ada) is to move again.
    for _ in 0..2 {
        let next = line.legal_moves()[0];
        line.play(next).unwrap();
    }
    let (game, ended, store) = resigned_game(SaveFile::of_line(&line, people, None, None), true, "from-save");
    assert!(!game.summary.rated);
    assert!(ended.ratings.is_none());
    let mut store = store.lock().unwrap();
    let bob = store.player("bob", jiff::Timestamp::now()).map(|p| p.id).unwrap();
    assert_eq!(store.rating(bob, Variant::Kingulu).unwrap(), crate::rating::Rating::default());
}
