//! The real `bao serve`'s two private sockets, its lobby's and its room keeper's, against a hostile client of
//! the server's own user (the one kind of client that gets past their folder's mode and the peer's uid check:
//! a session's program gone wrong): garbage, a line over the limit, no hello, half a line then silence, a
//! flood, a wrong version. Each is refused in words, and the players on the lobby (raw connections speaking
//! its protocol, as a session's program does) are served throughout: even while the keeper gives half a
//! request its five seconds, and a room accepted meanwhile waits for it, the lobby goes on.
//! The lobby's and the keeper's own tests check each rule in-process; this checks the server as it runs.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value;

use super::serve_e2e::{Server, WAIT};

/// A raw connection to one of the server's sockets.
struct Raw {
    stream: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Raw {
    fn connect(socket: &Path) -> Raw {
        let stream = UnixStream::connect(socket).unwrap_or_else(|e| panic!("{}: {e}", socket.display()));
        stream.set_read_timeout(Some(WAIT)).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
    }

    /// The next line as JSON, or `None` once the server closed the connection.
    fn next(&mut self) -> Option<Value> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line:?}: {e}"))),
        }
    }

    /// Messages until one of type `kind`, which is returned.
    fn until(&mut self, kind: &str) -> Value {
        loop {
            let message = self.next().unwrap_or_else(|| panic!("the connection closed waiting for a {kind}"));
            if message["type"] == kind {
                return message;
            }
        }
    }

    /// The bye the server ends the connection with: its reason; the connection is closed after it.
    fn bye(&mut self) -> String {
        let bye = self.until("bye");
        assert!(self.next().is_none(), "the connection stays open after the bye");
        bye["reason"].as_str().unwrap().to_string()
    }

    /// A player said hello on the lobby: welcomed and told its games.
    fn player(socket: &Path, name: &str) -> Raw {
        let mut raw = Raw::connect(socket);
        raw.send(format!("{{\"type\":\"hello\",\"version\":3,\"name\":\"{name}\"}}\n").as_bytes());
        assert_eq!(raw.next().unwrap()["type"], "welcome");
        assert_eq!(raw.next().unwrap()["type"], "games");
        raw
    }
}

/// The keeper's one-line answer to `bytes`.
fn keeper_answer(socket: &Path, bytes: &[u8]) -> String {
    let mut raw = Raw::connect(socket);
    // A request over the limit is cut short: the keeper answers and closes while the rest is still coming.
    let _ = raw.stream.write_all(bytes);
    let mut answer = String::new();
    let _ = raw.reader.read_to_string(&mut answer);
    answer
}

/// A challenge from `from` (named `name`) reaches `to`: the lobby is serving. Its number.
fn served(from: &mut Raw, name: &str, to: &mut Raw, to_name: &str) -> u64 {
    let offer = r#"{"game":"kingulu","side":"south","control":"none"}"#;
    from.send(format!("{{\"type\":\"challenge\",\"to\":\"{to_name}\",\"offer\":{offer}}}\n").as_bytes());
    let challenged = to.until("challenged");
    assert_eq!(challenged["from"], name);
    challenged["id"].as_u64().unwrap()
}

#[test]
fn hostile_clients_on_the_lobby_and_the_keeper_are_refused_in_words_and_the_players_go_on() {
    let server = Server::start("serve-hostile", &[], &[]);
    let rooms: PathBuf = server.sandbox.data().join("serve/rooms");
    let (lobby, keeper) = (rooms.join("lobby.sock"), rooms.join("keeper.sock"));
    let mut ada = Raw::player(&lobby, "ada");
    let mut bob = Raw::player(&lobby, "bob");
    let id = served(&mut ada, "ada", &mut bob, "bob");
    // The slow ones begin now, side by side: nothing at all, and half a hello then silence.
    let started = Instant::now();
    let mut silent = Raw::connect(&lobby);
    let mut half = Raw::connect(&lobby);
    half.send(br#"{"type":"hello","vers"#);
    // A room peer's hello, of the room protocol (version 1): the versions by name.
    let mut old = Raw::connect(&lobby);
    old.send(b"{\"type\":\"hello\",\"version\":1,\"name\":\"eve\",\"code\":\"kete-abcd-efgh\",\"watch\":false}\n");
    assert!(old.bye().contains("this server speaks bao protocol 3, not version 1"));
    // Garbage, an HTTP request and bytes that are not UTF-8.
    let mut junk = Raw::connect(&lobby);
    junk.send(b"GET / HTTP/1.1\xff\xfe\x00\n");
    assert!(junk.bye().contains("not a message of the bao protocol"));
    // A line over the limit, with no newline in sight.
    let mut long = Raw::connect(&lobby);
    long.send(&[b'x'; 5000]);
    assert!(long.bye().contains("a line is at most 4096 bytes"));
    // A flood after a proper hello.
    let mut flood = Raw::player(&lobby, "fay");
    for _ in 0..300 {
        if flood.stream.write_all(b"{\"type\":\"doing\",\"doing\":{\"what\":\"elsewhere\"}}\n").is_err() {
            break;
        }
    }
    assert!(flood.bye().contains("more than 20 messages a second"));
    // Through all of it, the players are served.
    bob.send(format!("{{\"type\":\"decline\",\"id\":{id}}}\n").as_bytes());
    assert_eq!(ada.until("declined")["by"], "bob");
    // The keeper: garbage, a wrong version and a request over its limit are each answered with the reason.
    assert!(keeper_answer(&keeper, b"\x00\xffnot json\n").contains("not a request to open a room"));
    let save =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/kete-bao-hamna.json")).unwrap();
    let save: Value = serde_json::from_str(&save).unwrap();
    let request =
        serde_json::json!({"version": 9, "save": save, "side": "south", "name": "ada", "clock": null, "public": false});
    let answer = keeper_answer(&keeper, format!("{request}\n").as_bytes());
    assert!(answer.contains("speaks version 1, the request version 9"), "{answer}");
    assert!(keeper_answer(&keeper, &vec![b'{'; (1 << 20) + 10]).contains("a request is at most 1048576 bytes"));
    // Half a request, then silence: the keeper gives it its five seconds, and answers why not.
    let keeper_half = std::thread::spawn(move || keeper_answer(&keeper, br#"{"version":1,"sa"#));
    std::thread::sleep(std::time::Duration::from_millis(200));
    // Meanwhile ada and bob meet: their room waits for the keeper, and the lobby goes on without it.
    let id = served(&mut ada, "ada", &mut bob, "bob");
    bob.send(format!("{{\"type\":\"accept\",\"id\":{id}}}\n").as_bytes());
    let mut cy = Raw::player(&lobby, "cy");
    let mut dee = Raw::player(&lobby, "dee");
    served(&mut cy, "cy", &mut dee, "dee");
    assert!(!keeper_half.is_finished(), "the lobby waited for the keeper to answer the half request");
    // The lobby's silent ones are dropped once the hello's five seconds are over.
    assert!(silent.bye().contains("no hello within 5 seconds"));
    assert!(half.bye().contains("no hello within 5 seconds"));
    assert!(started.elapsed() < WAIT);
    assert!(keeper_half.join().unwrap().contains("no whole request within 5 seconds"));
    // And the keeper, free again, opens ada and bob's room.
    let (south, north) = (ada.until("start"), bob.until("start"));
    assert_eq!((&south["side"], &north["side"]), (&Value::from("south"), &Value::from("north")));
    assert_eq!(south["code"], north["code"]);
}
