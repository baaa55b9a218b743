use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::*;
use crate::room::protocol::Seat;
use crate::rules::Variant;

/// A private rooms folder of the test's, removed when dropped.
struct Folder(crate::room::scratch::Folder);

impl Folder {
    fn new(tag: &str) -> Folder {
        Folder(crate::room::scratch::Folder::new("mirror", tag))
    }

    fn rooms(&self) -> Rooms {
        self.0.rooms()
    }
}

/// A kingulu game from its start after `plies` moves (each the first legal one), ada South against the
/// computer at level 4.
fn game(plies: usize) -> Shown {
    let start = Setup::start(Variant::Kingulu);
    let mut line = AnyLine::new(&start).unwrap();
    for _ in 0..plies {
        let mv = line.legal_moves()[0];
        line.play(mv).unwrap();
    }
    Shown { start, moves: line.moves().collect(), resigned: None, person: Side::South, name: "ada".into(), level: 4 }
}

#[test]
fn a_game_played_on_sends_its_new_moves_by_the_side_that_played_them() {
    let (room, wanted) = (game(1), game(3));
    let Plan::Send(moves, None) = plan(&room, &wanted) else { panic!() };
    let sent: Vec<(Side, usize)> = moves.iter().map(|&(side, at, _)| (side, at)).collect();
    assert_eq!(sent, [(Side::North, 1), (Side::South, 2)]);
    assert_eq!(moves[1].2, wanted.moves[2]);
    assert_eq!(plan(&wanted, &wanted), Plan::Send(Vec::new(), None), "nothing new, nothing sent");
    let resigned = Shown { resigned: Some(Side::South), ..wanted.clone() };
    assert_eq!(plan(&wanted, &resigned), Plan::Send(Vec::new(), Some(Side::South)));
    assert_eq!(plan(&resigned, &resigned), Plan::Send(Vec::new(), None), "said once");
}

#[test]
fn a_game_that_is_not_the_room_s_played_on_needs_a_new_room() {
    let (room, wanted) = (game(3), game(1));
    assert_eq!(plan(&room, &wanted), Plan::Reopen, "moves cut (an undo, then another move)");
    let mut other = game(2);
    other.moves.push(other.moves[1]);
    assert_eq!(plan(&game(2), &other), Plan::Reopen, "a move the rules refuse there (North's, South to move)");
    let resigned = Shown { resigned: Some(Side::South), ..game(3) };
    assert_eq!(plan(&resigned, &game(3)), Plan::Reopen, "a resignation taken back");
    assert_eq!(plan(&resigned, &Shown { resigned: Some(Side::South), ..game(4) }), Plan::Reopen);
    assert_eq!(plan(&game(1), &Shown { level: 6, ..game(2) }), Plan::Reopen, "another level");
    assert_eq!(plan(&game(1), &Shown { person: Side::North, ..game(2) }), Plan::Reopen, "sides changed");
    let start = Setup::start(Variant::Kete);
    assert_eq!(plan(&game(0), &Shown { start, ..game(0) }), Plan::Reopen, "another game");
}

/// What a spectator of room `code` hears, until `until` says it has heard enough (at most ten seconds).
fn hear(link: &Link, until: &mut dyn FnMut(&ToPeer) -> bool) -> Vec<ToPeer> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut heard = Vec::new();
    while Instant::now() < deadline {
        match link.try_recv() {
            Some(FromRoom::Message(message)) => {
                let enough = until(&message);
                heard.push(message);
                if enough {
                    return heard;
                }
            }
            Some(FromRoom::Closed(closed)) => {
                let reason = match closed {
                    crate::room::Closed::Said(reason) => reason,
                    other => format!("{other:?}"),
                };
                heard.push(ToPeer::Bye { reason });
                return heard;
            }
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    panic!("not heard in time: {heard:?}")
}

fn watch(rooms: &Rooms) -> (RoomCode, Link) {
    let deadline = Instant::now() + Duration::from_secs(10);
    let listed = loop {
        if let Some(room) = rooms.public().unwrap().into_iter().next() {
            break room;
        }
        assert!(Instant::now() < deadline, "no room listed");
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(listed.players, "ada vs computer 4");
    let code: RoomCode = listed.code.parse().unwrap();
    let hello = ToHost::Hello {
        version: VERSION,
        name: "bob".into(),
        code: code.to_string(),
        watch: true,
        secret: None,
        language: None,
    };
    let (_, link) = Link::join(rooms, &code, &hello, None).unwrap();
    (code, link)
}

/// The mirror with a real keeper: a spectator of the listed room sees the person's and the computer's moves,
/// each by its side; a game no longer the room's played on moves to a new room (the old one's watcher told);
/// the mirror dropped, the room closes.
#[test]
fn moves_played_in_the_player_s_program_reach_the_spectators_of_the_mirror() {
    let folder = Folder::new("moves");
    let rooms = folder.rooms();
    super::super::keeper::start(rooms.clone(), None).unwrap();
    let said = Arc::new(Mutex::new(Vec::new()));
    let heard = Arc::clone(&said);
    let mirror = Mirror::start(rooms.clone(), Box::new(move |words| heard.lock().unwrap().push(words)));
    mirror.show(game(1));
    let (first, bob) = watch(&rooms);
    // Two moves at once, one of each side: on two links, yet played in their order.
    mirror.show(game(3));
    mirror.show(game(4));
    let moved = |message: &ToPeer| matches!(message, ToPeer::Moved { at: 3, .. });
    let sides: Vec<(usize, Seat)> = hear(&bob, &mut { moved })
        .into_iter()
        .filter_map(|message| match message {
            ToPeer::Moved { at, side, .. } => Some((at, side)),
            _ => None,
        })
        .collect();
    assert_eq!(
        sides,
        [(1, Seat::North), (2, Seat::South), (3, Seat::North)],
        "the computer's reply, the person's move, the computer's: the same room throughout"
    );
    // An undo and another move: the old room's watcher is told the player left it, a new room shows the game.
    let mut cut = game(1);
    cut.moves.push(
        AnyLine::new(&Setup::start(Variant::Kingulu))
            .map(|mut line| {
                line.play(cut.moves[0]).unwrap();
                line.legal_moves()[1]
            })
            .unwrap(),
    );
    mirror.show(cut);
    let last = hear(&bob, &mut |message| matches!(message, ToPeer::Bye { .. }));
    assert!(matches!(last.last(), Some(ToPeer::Bye { reason }) if reason.contains("the player left")), "{last:?}");
    let (second, carol) = watch(&rooms);
    assert_ne!(first, second);
    drop(mirror);
    let last = hear(&carol, &mut |message| matches!(message, ToPeer::Bye { .. }));
    assert!(matches!(last.last(), Some(ToPeer::Bye { .. })), "{last:?}");
    assert!(said.lock().unwrap().is_empty(), "nothing went wrong: {:?}", said.lock().unwrap());
}

#[test]
fn a_mirror_that_cannot_open_says_so_once() {
    let folder = Folder::new("none");
    let said = Arc::new(Mutex::new(Vec::new()));
    let heard = Arc::clone(&said);
    // No keeper listens here.
    let mirror = Mirror::start(folder.rooms(), Box::new(move |words| heard.lock().unwrap().push(words)));
    mirror.show(game(1));
    mirror.show(game(2));
    let deadline = Instant::now() + Duration::from_secs(5);
    while said.lock().unwrap().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(100));
    mirror.show(game(3));
    let said = said.lock().unwrap().clone();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("others cannot watch this game: the server's room keeper"), "{said:?}");
}
