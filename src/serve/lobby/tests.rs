//! The lobby's socket with real connections: two sessions meet and are sent into the room opened for them;
//! a hostile or broken session is refused in words and leaves the others untouched.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::fs::DirBuilderExt as _;
use std::os::unix::net::UnixStream;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::*;
use crate::lobby::protocol::{Doing, Offer, VERSION, YourGame};
use crate::room::protocol::Seat;

/// A private folder of the test's, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(tag: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("bao-lobby-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A lobby on a socket in `folder`, whose opener answers with a code and two secrets and counts its calls.
fn lobby(folder: &Folder, hello_wait: Duration) -> (PathBuf, Arc<Mutex<Vec<Match>>>) {
    let (socket, (opened, _)) = lobby_seeing(folder, hello_wait);
    (socket, opened)
}

/// What the test lobby records: the matches it opened, and the names whose visit ended, in order.
type Records = (Arc<Mutex<Vec<Match>>>, Arc<Mutex<Vec<String>>>);

/// An archivist with no database.
fn no_archive() -> crate::serve::archive::Archivist {
    Box::new(|_| ToSession::Refused { reason: "no archive here".into() })
}

/// [`lobby`], and the names whose visit ended, in order.
fn lobby_seeing(folder: &Folder, hello_wait: Duration) -> (PathBuf, Records) {
    let socket = folder.0.join("lobby.sock");
    let opened = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&opened);
    let open: Opener = Box::new(move |game: &Match| {
        seen.lock().unwrap().push(game.clone());
        Ok(("kete-abcd-efgh".into(), BySide::new("south-secret".into(), "north-secret".into())))
    });
    let games: Games = Box::new(Vec::new);
    let yours: Yours = Box::new(|name: PlayerName| {
        let game = |against: &str, your_move| YourGame {
            code: "kete-abcd-efgh".into(),
            game: "kete".into(),
            against: against.parse().unwrap(),
            side: Seat::South,
            your_move,
            moves: 4,
            control: "3d".into(),
            due_ms: Some(86_400_000),
            new: your_move,
        };
        if name.as_str() == "ada" { vec![game("bob", true), game("cy", false)] } else { Vec::new() }
    });
    let config = Config { socket: socket.clone(), hello_wait, flush_every: Duration::from_millis(20), seed: 5 };
    let visits = Arc::new(Mutex::new(Vec::new()));
    let ended = Arc::clone(&visits);
    let seen: Seen = Box::new(move |name: PlayerName| ended.lock().unwrap().push(name.to_string()));
    let _entered = runtime().enter();
    start(config, inbox().1, open, games, yours, seen, no_tournaments(), no_archive()).unwrap();
    (socket, (opened, visits))
}

struct Client {
    stream: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Client {
    fn connect(socket: &PathBuf) -> Client {
        let stream = UnixStream::connect(socket).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Client { stream, reader }
    }

    fn send_line(&mut self, line: &str) {
        self.stream.write_all(format!("{line}\n").as_bytes()).unwrap();
    }

    fn send(&mut self, message: &ToServer) {
        self.stream.write_all(line_of(message).as_bytes()).unwrap();
    }

    /// The next message, or `None` once the server closed the connection.
    fn next(&mut self) -> Option<ToSession> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"))),
        }
    }

    /// Messages until one matches.
    fn until(&mut self, wanted: impl Fn(&ToSession) -> bool) -> ToSession {
        loop {
            let message = self.next().expect("the connection is open");
            if wanted(&message) {
                return message;
            }
        }
    }

    fn hello(socket: &PathBuf, name: &str) -> Client {
        let mut client = Client::connect(socket);
        client.send(&ToServer::Hello { version: VERSION, name: name.parse().unwrap(), language: None });
        assert_eq!(client.next(), Some(ToSession::Welcome { version: VERSION }));
        assert!(matches!(client.next(), Some(ToSession::Games { .. })), "then the player's games");
        client
    }
}

#[test]
fn two_sessions_meet_through_a_challenge_and_are_sent_into_the_room_opened_for_them() {
    let folder = Folder::new("meet");
    let (socket, opened) = lobby(&folder, Duration::from_secs(5));
    let mut ada = Client::hello(&socket, "ada");
    let mut bob = Client::hello(&socket, "bob");
    // Ada's games are read again as she opens the lobby: whose move each is.
    ada.send(&ToServer::Doing { doing: Doing::Lobby });
    let ToSession::Games { games } = ada.until(|m| matches!(m, ToSession::Games { .. })) else { unreachable!() };
    assert_eq!(
        games.iter().map(|g| (g.against.as_str(), g.your_move)).collect::<Vec<_>>(),
        [("bob", true), ("cy", false)]
    );
    ada.send(&ToServer::Doing { doing: Doing::Elsewhere });
    bob.send(&ToServer::Doing { doing: Doing::Lobby });
    let offer = Offer { game: "kete".into(), side: Some(Seat::South), control: "10+5".into(), rated: true };
    ada.send(&ToServer::Post { offer: offer.clone() });
    // Bob's lobby lists the challenge and ada.
    let ToSession::Lobby(view) = bob.until(|m| matches!(m, ToSession::Lobby(v) if !v.challenges.is_empty())) else {
        unreachable!()
    };
    assert_eq!(view.challenges[0].offer, offer);
    assert!(view.online.iter().any(|o| o.name.as_str() == "ada"));
    bob.send(&ToServer::Accept { id: view.challenges[0].id });
    let start = |side: Seat, secret: &str, against: &str| ToSession::Start {
        code: "kete-abcd-efgh".into(),
        side,
        secret: secret.into(),
        against: against.parse().unwrap(),
    };
    assert_eq!(ada.until(|m| matches!(m, ToSession::Start { .. })), start(Seat::South, "south-secret", "bob"));
    assert_eq!(bob.until(|m| matches!(m, ToSession::Start { .. })), start(Seat::North, "north-secret", "ada"));
    let opened = opened.lock().unwrap();
    assert_eq!(opened.len(), 1);
    assert_eq!((opened[0].players.south.1.as_str(), opened[0].players.north.1.as_str()), ("ada", "bob"));
}

#[test]
fn a_hostile_session_is_told_why_and_the_others_go_on() {
    let folder = Folder::new("hostile");
    let (socket, _) = lobby(&folder, Duration::from_millis(300));
    let mut ada = Client::hello(&socket, "ada");
    // A room's peer (protocol 1) is told the versions by name.
    let mut old = Client::connect(&socket);
    old.send_line(r#"{"type":"hello","version":1,"name":"eve","code":"kete-abcd-efgh","watch":false}"#);
    assert!(matches!(old.next(), Some(ToSession::Bye { reason }) if reason.contains("protocol 3, not version 1")));
    // Garbage before hello: dropped with the reason.
    let mut junk = Client::connect(&socket);
    junk.send_line("\u{1b}[2J not json");
    assert!(matches!(junk.next(), Some(ToSession::Bye { reason }) if reason.contains("not a message")));
    // A line over the limit: cut off.
    let mut long = Client::connect(&socket);
    long.send_line(&"x".repeat(MAX_LINE + 10));
    assert!(matches!(long.next(), Some(ToSession::Bye { reason }) if reason.contains("at most")));
    // Silence: dropped once the hello's wait is over.
    let mut silent = Client::connect(&socket);
    assert!(matches!(silent.next(), Some(ToSession::Bye { reason }) if reason.contains("no hello")));
    // A flood: cut off.
    let mut flood = Client::hello(&socket, "fay");
    for _ in 0..200 {
        let _ = flood.stream.write_all(line_of(&ToServer::Doing { doing: Doing::Elsewhere }).as_bytes());
    }
    assert!(matches!(
        flood.until(|m| matches!(m, ToSession::Bye { .. })),
        ToSession::Bye { reason } if reason.contains("a second")
    ));
    // A bad message after hello is refused, not dropped, and ada is still served.
    ada.send_line(r#"{"type":"accept","id":"seven"}"#);
    assert!(matches!(ada.next(), Some(ToSession::Refused { .. })));
    ada.send(&ToServer::Accept { id: 99 });
    assert!(matches!(ada.next(), Some(ToSession::Refused { reason }) if reason.contains("no longer waiting")));
}

/// A room that takes its time to open (the keeper busy with another request, or with a burst of openings)
/// holds only its two players: the lobby serves the others meanwhile, and the two are sent into their room
/// once it is open.
#[test]
fn a_slow_opening_holds_only_its_two_players_not_the_lobby() {
    let folder = Folder::new("slow");
    let socket = folder.0.join("lobby.sock");
    let (release, released) = mpsc::channel::<()>();
    let (opening, began) = mpsc::channel::<()>();
    let open: Opener = Box::new(move |_: &Match| {
        let _ = opening.send(());
        // Longer than the clients' reads wait: a lobby that waited for this would fail the test.
        let _ = released.recv_timeout(Duration::from_secs(20));
        Ok(("kete-abcd-efgh".into(), BySide::new("south-secret".into(), "north-secret".into())))
    });
    let config = Config {
        socket: socket.clone(),
        hello_wait: Duration::from_secs(5),
        flush_every: Duration::from_millis(20),
        seed: 5,
    };
    let _entered = runtime().enter();
    start(
        config,
        inbox().1,
        open,
        Box::new(Vec::new),
        Box::new(|_| Vec::new()),
        Box::new(|_| {}),
        no_tournaments(),
        no_archive(),
    )
    .unwrap();
    let [mut ada, mut bob, mut cy, mut dee] = ["ada", "bob", "cy", "dee"].map(|name| Client::hello(&socket, name));
    let offer = Offer { game: "kete".into(), side: Some(Seat::South), control: "none".into(), rated: true };
    let challenged = |m: &ToSession| matches!(m, ToSession::Challenged { .. });
    ada.send(&ToServer::Challenge { to: "bob".parse().unwrap(), offer: offer.clone() });
    let ToSession::Challenged { id, .. } = bob.until(challenged) else { unreachable!() };
    bob.send(&ToServer::Accept { id });
    began.recv_timeout(Duration::from_secs(5)).expect("the room is being opened");
    // Ada and bob's room is being opened: cy's challenge reaches dee all the same.
    cy.send(&ToServer::Challenge { to: "dee".parse().unwrap(), offer });
    let ToSession::Challenged { from, .. } = dee.until(challenged) else { unreachable!() };
    assert_eq!(from.as_str(), "cy");
    release.send(()).unwrap();
    assert!(matches!(ada.until(|m| matches!(m, ToSession::Start { .. })), ToSession::Start { side: Seat::South, .. }));
    assert!(matches!(bob.until(|m| matches!(m, ToSession::Start { .. })), ToSession::Start { side: Seat::North, .. }));
}

/// A player's visit ends when their last session leaves, by a bye or a dropped connection, and not before.
#[test]
fn a_visit_ends_when_the_players_last_session_leaves_by_bye_or_by_a_drop() {
    let folder = Folder::new("visits");
    let (socket, (_, visits)) = lobby_seeing(&folder, Duration::from_secs(5));
    let mut ada = Client::hello(&socket, "ada");
    let mut second = Client::hello(&socket, "ada");
    let bob = Client::hello(&socket, "bob");
    ada.send(&ToServer::Bye);
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    // Bob's connection drops without a word; ada still has a session.
    drop(bob);
    while visits.lock().unwrap().is_empty() {
        assert!(std::time::Instant::now() < deadline, "bob's visit did not end");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(*visits.lock().unwrap(), ["bob"]);
    // Her last session says bye (the program's own way out), its connection still open.
    second.send(&ToServer::Bye);
    while visits.lock().unwrap().len() < 2 {
        assert!(std::time::Instant::now() < deadline, "ada's visit did not end");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(*visits.lock().unwrap(), ["bob", "ada"], "ada's ended with her last session, once");
}

/// No tournaments kept or loaded, for the tests of the lobby's socket.
fn no_tournaments() -> crate::serve::tournaments::Stores {
    crate::serve::tournaments::Stores {
        keep: Box::new(|_| Ok(())),
        load: Box::new(|| (Vec::new(), 1)),
        ends: Box::new(|_| Vec::new()),
    }
}

/// A slow archive stalls nobody: while ada's two questions wait for the database, a third is refused, bob
/// challenges cy as ever, and the answers come after; a page says who is online.
#[test]
fn questions_of_the_archive_wait_off_the_lobby_s_thread_two_a_session() {
    let folder = Folder::new("archive-queue");
    let socket = folder.0.join("lobby.sock");
    let (release, released) = std::sync::mpsc::channel::<()>();
    let archivist: crate::serve::archive::Archivist = Box::new(move |query| {
        let _ = released.recv_timeout(Duration::from_secs(20));
        match query {
            crate::lobby::ask::Query::Page { name, .. } => ToSession::Page(crate::lobby::protocol::Page {
                name: *name,
                online: None,
                ratings: Vec::new(),
                record: None,
                recent: Vec::new(),
            }),
            _ => ToSession::Leaderboard { game: "kete".into(), rows: Vec::new() },
        }
    });
    let config = Config {
        socket: socket.clone(),
        hello_wait: Duration::from_secs(5),
        flush_every: Duration::from_millis(20),
        seed: 5,
    };
    let open: Opener = Box::new(|_| Err("no rooms".into()));
    let _entered = runtime().enter();
    start(
        config,
        inbox().1,
        open,
        Box::new(Vec::new),
        Box::new(|_| Vec::new()),
        Box::new(|_| {}),
        no_tournaments(),
        archivist,
    )
    .unwrap();
    let [mut ada, mut bob, mut cy] = ["ada", "bob", "cy"].map(|name| Client::hello(&socket, name));
    ada.send(&ToServer::Page { name: "bob".parse().unwrap() });
    ada.send(&ToServer::Leaderboard { game: "kete".into() });
    ada.send(&ToServer::Leaderboard { game: "kete".into() });
    let refused = ada.until(|m| matches!(m, ToSession::Refused { .. }));
    assert!(
        matches!(&refused, ToSession::Refused { reason } if reason.contains("2 questions of the archive are waiting")),
        "{refused:?}"
    );
    ada.send(&ToServer::Leaderboard { game: "chess".into() });
    let refused = ada.until(|m| matches!(m, ToSession::Refused { .. }));
    assert!(matches!(&refused, ToSession::Refused { reason } if reason.contains("chess")), "{refused:?}");
    let offer = Offer { game: "kete".into(), side: None, control: "none".into(), rated: true };
    bob.send(&ToServer::Challenge { to: "cy".parse().unwrap(), offer });
    cy.until(|m| matches!(m, ToSession::Challenged { .. }));
    release.send(()).unwrap();
    release.send(()).unwrap();
    let page = ada.until(|m| matches!(m, ToSession::Page(_)));
    assert!(matches!(&page, ToSession::Page(page) if page.online == Some(Doing::Elsewhere)), "{page:?}");
    ada.until(|m| matches!(m, ToSession::Leaderboard { .. }));
    // Answered: ada may ask again.
    release.send(()).unwrap();
    ada.send(&ToServer::Leaderboard { game: "kete".into() });
    ada.until(|m| matches!(m, ToSession::Leaderboard { .. }));
}

/// The runtime the lobby's connections run on, as the server's would (one for every test).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: std::sync::OnceLock<tokio::runtime::Runtime> = std::sync::OnceLock::new();
    RUNTIME.get_or_init(|| tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap())
}
