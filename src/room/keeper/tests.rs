use super::server::{Keeper, Keeping, MAX_ROOMS_PER_PLAYER};
use super::*;
use crate::room::link::Link;
use crate::room::protocol::{ToHost, ToPeer, VERSION};
use crate::rules::{AnyLine, BySide, Setup, Variant};
use crate::store::Player;

/// A private rooms folder of the test's, removed when dropped.
struct Folder(crate::room::scratch::Folder);

impl Folder {
    fn new(tag: &str) -> Folder {
        Folder(crate::room::scratch::Folder::new("keeper", tag))
    }

    fn rooms(&self) -> Rooms {
        self.0.rooms()
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
        rated: false,
        computer: None,
    }
}

fn hello(code: &RoomCode, name: &str, secret: Option<&str>) -> ToHost {
    ToHost::Hello {
        version: VERSION,
        name: name.into(),
        code: code.to_string(),
        watch: false,
        secret: secret.map(Into::into),
        language: None,
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

/// A keeping that counts the rooms it was asked to store.
struct Counting(std::sync::Arc<std::sync::atomic::AtomicUsize>);
impl Keeping for Counting {
    fn open(
        &mut self,
        _: RoomCode,
        _: &crate::room::authority::Kept,
        _: super::Terms,
    ) -> Result<crate::room::host::Persist, String> {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok(Box::new(|_| Ok(())))
    }
    fn reopen(
        &mut self,
    ) -> Vec<Result<(RoomCode, crate::room::authority::Kept, super::Terms, crate::room::host::Persist), String>> {
        Vec::new()
    }
}

/// A game against the computer, mirrored for others to watch: both seats bound (the player's and the
/// computer's, named so), public, never stored; no third player takes a seat; the room closes once its seats
/// were taken and both left.
#[test]
fn a_broadcast_room_binds_both_seats_is_public_and_is_not_stored() {
    let folder = Folder::new("broadcast");
    let rooms = folder.rooms();
    let stored = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let (mut keeper, _) = Keeper::with(rooms.clone(), Box::new(Counting(std::sync::Arc::clone(&stored))));
    let mut mirror = request("ada", Seat::South);
    mirror.computer = Some(4);
    let KeeperAnswer::Opened { code, secret, guest_secret: Some(computer) } = keeper.handle(&mirror) else { panic!() };
    assert_eq!(stored.load(std::sync::atomic::Ordering::Relaxed), 0, "not in the server's database");
    let code: RoomCode = code.parse().unwrap();
    let listed = rooms.public().unwrap();
    assert_eq!(listed.len(), 1, "public although the request said not");
    assert_eq!(listed[0].players, "ada vs computer 4");
    let eve = Link::join(&rooms, &code, &hello(&code, "eve", None), None);
    assert!(eve.is_err_and(|error| error.to_string().contains("taken")), "no seat is free for whoever comes");
    let (first, ada) = Link::join(&rooms, &code, &hello(&code, "ada", Some(&secret)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::South));
    let (first, cpu) = Link::join(&rooms, &code, &hello(&code, "computer 4", Some(&computer)), None).unwrap();
    assert_eq!(you(&first), Some(Seat::North));
    let watch = ToHost::Hello {
        version: VERSION,
        name: "bob".into(),
        code: code.to_string(),
        watch: true,
        secret: None,
        language: None,
    };
    let (first, bob) = Link::join(&rooms, &code, &watch, None).unwrap();
    assert_eq!(you(&first), None);
    // Both seats gone: the watcher is told, and the room is listed no more.
    drop((ada, cpu));
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    let told = loop {
        match bob.try_recv() {
            Some(crate::room::FromRoom::Closed(reason)) => break reason,
            Some(_) => {}
            None if std::time::Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            None => panic!("the watcher was not told"),
        }
    };
    assert!(matches!(&told, crate::room::Closed::Said(reason) if reason.contains("the player left")), "{told:?}");
    assert!(rooms.public().unwrap().is_empty());
    // A stored room, for comparison, is stored.
    assert!(matches!(keeper.handle(&request("ada", Seat::South)), KeeperAnswer::Opened { .. }));
    assert_eq!(stored.load(std::sync::atomic::Ordering::Relaxed), 1);
}

#[test]
fn a_broadcast_request_is_checked() {
    let folder = Folder::new("broadcast-checked");
    let mut keeper = Keeper::new(folder.rooms());
    let refused = |keeper: &mut Keeper, change: &dyn Fn(&mut OpenRoom)| {
        let mut asked = request("ada", Seat::South);
        asked.computer = Some(3);
        change(&mut asked);
        match keeper.handle(&asked) {
            KeeperAnswer::Refused { reason } => reason,
            opened @ KeeperAnswer::Opened { .. } => panic!("{opened:?}"),
        }
    };
    assert_eq!(refused(&mut keeper, &|r| r.computer = Some(0)), "the computer's level: from 1 to 6, not 0");
    assert_eq!(refused(&mut keeper, &|r| r.computer = Some(7)), "the computer's level: from 1 to 6, not 7");
    assert!(refused(&mut keeper, &|r| r.guest = Some("bob".into())).contains("has no guest"));
    assert!(refused(&mut keeper, &|r| r.clock = Some("5+3".into())).contains("without a clock"));
    assert!(refused(&mut keeper, &|r| r.days = Some(3)).contains("without a clock or days"));
    assert!(keeper.is_empty(), "nothing was opened");
    // The field is read from the wire, and an old request without it is an ordinary one.
    let line = serde_json::to_string(&request("ada", Seat::South)).unwrap();
    assert!(!line.contains("computer"), "{line}");
    let mut asked = request("ada", Seat::South);
    asked.computer = Some(6);
    let line = serde_json::to_string(&asked).unwrap();
    assert!(line.contains("\"computer\":6"), "{line}");
    assert_eq!(serde_json::from_str::<OpenRoom>(&line).unwrap(), asked);
}
