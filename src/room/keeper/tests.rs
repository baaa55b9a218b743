use std::os::unix::fs::DirBuilderExt as _;

use super::server::{Keeper, MAX_ROOMS_PER_PLAYER};
use super::*;
use crate::room::link::Link;
use crate::room::protocol::{ToHost, ToPeer, VERSION};
use crate::rules::{AnyLine, BySide, Setup, Variant};
use crate::store::Player;

/// A private rooms folder of the test's, removed when dropped.
struct Folder(std::path::PathBuf);

impl Folder {
    fn new(tag: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("bao-keeper-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
        Folder(dir)
    }

    fn rooms(&self) -> Rooms {
        Rooms::at(&self.0)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn request(name: &str, side: Seat) -> OpenRoom {
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let players = BySide::new(Player::Person, Player::Person);
    OpenRoom {
        version: KEEPER_VERSION,
        guest: None,
        save: SaveFile::of_line(&line, players, None, None),
        side,
        name: name.into(),
        clock: None,
        days: None,
        public: false,
    }
}

fn hello(code: &RoomCode, name: &str, secret: Option<&str>) -> ToHost {
    ToHost::Hello {
        version: VERSION,
        name: name.into(),
        code: code.to_string(),
        watch: false,
        secret: secret.map(Into::into),
    }
}

fn you(first: &[ToPeer]) -> Option<Seat> {
    first.iter().find_map(|message| match message {
        ToPeer::Welcome { you, .. } => *you,
        _ => None,
    })
}

#[test]
fn a_kept_room_gives_its_opener_their_seat_and_the_other_player_the_other_whoever_comes_first() {
    let folder = Folder::new("seats");
    let rooms = folder.rooms();
    let mut keeper = Keeper::new(rooms.clone());
    let KeeperAnswer::Opened { code, secret, .. } = keeper.handle(&request("ada", Seat::North)) else { panic!() };
    let code: RoomCode = code.parse().unwrap();
    // The other player first: the free seat (South), not the opener's.
    let (first, bob) = Link::join(&rooms, &code, &hello(&code, "bob", None), None).unwrap();
    assert_eq!(you(&first), Some(Seat::South));
    // The opener with the secret: their own seat.
    let (first, ada) = Link::join(&rooms, &code, &hello(&code, "ada", Some(&secret)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::North));
    // Both gone, the room stays: the opener comes back to the same seat.
    drop((ada, bob));
    let (first, _ada) = Link::join(&rooms, &code, &hello(&code, "ada", Some(&secret)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::North));
    assert_eq!(keeper.len(), 1);
}

/// A lobby's match: both players named, both seats bound before either joins, so a third who has the code
/// finds no free seat; each secret gives its own seat.
#[test]
fn a_room_for_two_named_players_binds_both_seats() {
    let folder = Folder::new("two");
    let rooms = folder.rooms();
    let mut keeper = Keeper::new(rooms.clone());
    let mut both = request("ada", Seat::South);
    both.guest = Some("bob".into());
    let KeeperAnswer::Opened { code, secret, guest_secret: Some(guest) } = keeper.handle(&both) else { panic!() };
    let code: RoomCode = code.parse().unwrap();
    let eve = Link::join(&rooms, &code, &hello(&code, "eve", None), None);
    assert!(eve.is_err_and(|error| error.to_string().contains("taken")), "no seat is free for whoever comes");
    let (first, _bob) = Link::join(&rooms, &code, &hello(&code, "bob", Some(&guest)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::North));
    let (first, _ada) = Link::join(&rooms, &code, &hello(&code, "ada", Some(&secret)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::South));
    let mut one = request("ada", Seat::South);
    one.guest = Some("ada".into());
    assert!(matches!(keeper.handle(&one), KeeperAnswer::Refused { reason } if reason.contains("one")));
}

#[test]
fn requests_are_checked_and_bounded() {
    let folder = Folder::new("bounded");
    let mut keeper = Keeper::new(folder.rooms());
    let refused = |answer: KeeperAnswer| match answer {
        KeeperAnswer::Refused { reason } => reason,
        opened @ KeeperAnswer::Opened { .. } => panic!("{opened:?}"),
    };
    let mut old = request("ada", Seat::South);
    old.version = 99;
    assert!(refused(keeper.handle(&old)).contains("speaks version 1"));
    let mut nameless = request("", Seat::South);
    nameless.name = "\u{1b}[2J".into();
    assert!(refused(keeper.handle(&nameless)).starts_with("name: "));
    let mut clocked = request("ada", Seat::South);
    clocked.clock = Some("forever".into());
    assert!(refused(keeper.handle(&clocked)).starts_with("clock: "));
    let mut broken = request("ada", Seat::South);
    broken.save.moves = vec!["Z9".into()];
    assert!(refused(keeper.handle(&broken)).starts_with("the game: "));
    assert!(keeper.is_empty(), "nothing was opened");
    for _ in 0..MAX_ROOMS_PER_PLAYER {
        assert!(matches!(keeper.handle(&request("ada", Seat::South)), KeeperAnswer::Opened { .. }));
    }
    assert!(refused(keeper.handle(&request("ada", Seat::South))).contains("already has 16 open rooms"));
    assert!(matches!(keeper.handle(&request("bob", Seat::South)), KeeperAnswer::Opened { .. }), "others still may");
}

#[test]
fn a_session_asks_over_the_socket_and_garbage_is_answered_with_a_refusal() {
    let folder = Folder::new("socket");
    let rooms = folder.rooms();
    start(rooms.clone(), None).unwrap();
    let (code, secret) = ask(&rooms, &request("ada", Seat::South)).unwrap();
    let (first, _link) = Link::join(&rooms, &code, &hello(&code, "ada", Some(secret.as_str())), None).unwrap();
    assert_eq!(you(&first), Some(Seat::South));
    // A line that is no request gets a refusal, and the keeper goes on.
    let stream = UnixStream::connect(rooms.keeper_socket()).unwrap();
    (&stream).write_all(b"{\"open\": true}\n").unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut &stream, &mut answer).unwrap();
    assert!(answer.contains("not a request to open a room"), "{answer}");
    assert!(ask(&rooms, &request("bob", Seat::North)).is_ok());
}
