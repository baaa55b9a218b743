//! Issue 27: under `bao serve`, with the setting on, a game against the computer is mirrored to a public room
//! of the server's keeper, which others watch: a spectator of the listed room sees the person's move and the
//! computer's, each by its side, while the game is played through `App::update` as ever. Leaving the game
//! leaves the room.

use std::time::{Duration, Instant};

use super::computer::{against, wait_for_the_computer};
use super::{history, press};
use crate::room::protocol::Seat;
use crate::room::{FromRoom, Link, Rooms, ToHost, ToPeer, VERSION};

/// A private rooms folder of the test's with a keeper listening in it; the folder is removed when dropped.
struct Keeper(crate::room::scratch::Folder);

impl Keeper {
    fn start(tag: &str) -> Keeper {
        let folder = crate::room::scratch::Folder::new("tui-mirror", tag);
        crate::room::keeper::start(folder.rooms(), None).unwrap();
        Keeper(folder)
    }

    fn rooms(&self) -> Rooms {
        self.0.rooms()
    }
}

/// The rooms listed, once `ready` says they are what is awaited (at most ten seconds).
fn listed(rooms: &Rooms, ready: impl Fn(&[crate::room::dir::PublicRoom]) -> bool) -> Vec<crate::room::dir::PublicRoom> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let now = rooms.public().unwrap();
        if ready(&now) {
            return now;
        }
        assert!(Instant::now() < deadline, "not listed so: {now:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_game_against_the_computer_is_watched_move_by_move_when_its_player_lets_others() {
    let keeper = Keeper::start("moves");
    let rooms = keeper.rooms();
    let mut app = super::screens::serving(against(1), true);
    app.shared.rooms = Some(rooms.clone());
    // The setting off: nothing shown.
    press(&mut app, "→←");
    std::thread::sleep(Duration::from_millis(200));
    assert!(rooms.public().unwrap().is_empty(), "mirrored with the setting off");
    app.shared.settings.watchable = true;
    press(&mut app, "→←");
    let room = listed(&rooms, |rooms| rooms.len() == 1).remove(0);
    assert_eq!(
        (room.players.as_str(), room.moves),
        (format!("{} vs computer 1", app.shared.player_name()).as_str(), 0)
    );
    let code = room.code.parse().unwrap();
    let hello = ToHost::Hello {
        version: VERSION,
        name: "bob".into(),
        code: room.code,
        watch: true,
        secret: None,
        language: None,
    };
    let (_, bob) = Link::join(&rooms, &code, &hello, None).unwrap();
    press(&mut app, "\n");
    wait_for_the_computer(&mut app);
    let played = history(&app);
    assert_eq!(played.len(), 2);
    let mut moved = Vec::new();
    let mut all = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(10);
    while moved.len() < 2 {
        assert!(Instant::now() < deadline, "the spectator saw {moved:?}");
        match bob.try_recv() {
            Some(FromRoom::Message(ToPeer::Moved { at, mv, side, .. })) => moved.push((at, mv, side)),
            Some(FromRoom::Closed(why)) => panic!("closed: {why:?} after {all:?}"),
            Some(other) => all.push(other),
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    let expected = [(0, played[0].clone(), Seat::South), (1, played[1].clone(), Seat::North)];
    assert_eq!(moved, expected, "the person's move, then the computer's");
    // The setting turned off: the mirror is left, its watcher told.
    app.shared.settings.watchable = false;
    press(&mut app, "→←");
    let deadline = Instant::now() + Duration::from_secs(10);
    let why = loop {
        match bob.try_recv() {
            Some(FromRoom::Closed(why)) => break why,
            Some(_) => {}
            None if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            None => panic!("the watcher was not told"),
        }
    };
    assert!(matches!(&why, crate::room::Closed::Said(reason) if reason.contains("the player left")), "{why:?}");
    listed(&rooms, <[_]>::is_empty);
}

/// The room module's levels of the computer are the engine's.
#[test]
fn a_broadcast_room_takes_the_engine_s_levels() {
    use crate::engine::Level;
    assert_eq!(crate::room::keeper::COMPUTER_LEVELS, Level::MIN.number()..=Level::MAX.number());
}
