//! Rooms against hostile peers, with real processes and real sockets: connections that trickle bytes and never
//! say hello are cut at the hello deadline while a returning guest gets in; a fake host that trickles its
//! welcome makes `bao join` give up within its limit; a host killed with `kill -9` the moment a move is
//! announced has that move in its save.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use bao::internal::room::{RoomCode, Rooms};
use bao::rules::Side;

use super::rooms_e2e::{RoomsDir, again, code_on, history_line, long_game, play_moves, start, the_save};
use super::sandbox::Sandbox;

/// How a trickling connection ended: the host's reason (if it said one) and when, from its connect.
struct Cut {
    reason: Option<String>,
    after: Duration,
}

/// A connection that sends a space every 0.3 s and never a hello, until the host closes it (or 30 s pass).
fn trickle(rooms: &Rooms, code: &RoomCode, done: &mpsc::Sender<Cut>) {
    let connected = Instant::now();
    let mut stream = rooms.connect(code).unwrap();
    stream.set_read_timeout(Some(Duration::from_millis(300))).unwrap();
    let done = done.clone();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut reason = None;
        while connected.elapsed() < Duration::from_secs(30) {
            // A write to a closed connection fails: the reading below then sees the end.
            let _ = stream.write_all(b" ");
            let mut line = String::new();
            match reader.read_line(&mut line) {
                Ok(0) => break,
                Ok(_) => {
                    let value: serde_json::Value = serde_json::from_str(&line).unwrap();
                    reason = value["reason"].as_str().map(str::to_string);
                }
                Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(_) => break,
            }
        }
        let _ = done.send(Cut { reason, after: connected.elapsed() });
    });
}

#[test]
fn fifty_trickling_connections_are_cut_at_the_hello_deadline_and_a_returning_guest_gets_in_meanwhile() {
    let rooms = RoomsDir::new("trickle");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    let mut guest = start("guest", "bob", &rooms, &["join", &code]);
    guest.pty.wait_text("you play north");
    let moves = long_game(2);
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[..1], 0);
    guest.pty.hang_up();
    guest.pty.wait_exit(Duration::from_secs(20), "hang-up");
    host.pty.wait_text("bob left the room");
    // Fifty connections that say nothing but a space now and then.
    let parsed: RoomCode = code.parse().unwrap();
    let folder = Rooms::at(&rooms.0);
    let (done, cuts) = mpsc::channel();
    let attack = Instant::now();
    for _ in 0..50 {
        trickle(&folder, &parsed, &done);
    }
    // The guest comes back with the seat's secret while they trickle, and gets the seat at once.
    std::thread::sleep(Duration::from_secs(1));
    let mut guest = again(guest, &rooms, "bob", &["join", &code]);
    guest.pty.wait_text("you play north");
    let back = attack.elapsed();
    host.pty.wait_text("bob is here");
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[1..2], 1);
    // Every trickling connection is cut: the oldest at once (one user's places to say hello are few), the
    // rest at the deadline, ten seconds after each connected, however many spaces it sent.
    let cuts: Vec<Cut> = (0..50).map(|_| cuts.recv_timeout(Duration::from_secs(40)).unwrap()).collect();
    for cut in &cuts {
        assert!(cut.after < Duration::from_secs(20), "a trickle held its connection {:?}", cut.after);
        let reason = cut.reason.as_deref().unwrap_or_default();
        assert!(reason.contains("no hello within 10 seconds") || reason.contains("too many connections"), "{reason}");
    }
    let at_deadline: Vec<&Cut> =
        cuts.iter().filter(|cut| cut.reason.as_deref().is_some_and(|r| r.contains("no hello"))).collect();
    assert!(!at_deadline.is_empty(), "some connections waited for the deadline");
    assert!(at_deadline.iter().all(|cut| cut.after >= Duration::from_secs(9)), "cut at the deadline, not before");
    assert!(back < Duration::from_secs(9), "the guest got in while they trickled ({back:?})");
    guest.pty.quit();
    host.pty.quit();
}

#[test]
fn a_host_that_trickles_its_welcome_makes_join_give_up_within_the_limit() {
    let rooms = RoomsDir::new("slow");
    let folder = Rooms::at(&rooms.0);
    let code = RoomCode::random(bao::rules::Variant::Kingulu).unwrap();
    let listener = folder.listen(&code).unwrap();
    // A fake host: it reads the hello, then sends a welcome one byte every 0.1 s (it would take a minute).
    std::thread::spawn(move || {
        let Ok((stream, _)) = listener.accept() else { return };
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut hello = String::new();
        let _ = reader.read_line(&mut hello);
        let welcome =
            format!(r#"{{"type":"welcome","version":2,"code":"{code}","you":"north","secret":"{}"}}"#, "s".repeat(500));
        for byte in welcome.bytes() {
            if (&stream).write_all(&[byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });
    let sandbox = Sandbox::new("slow-guest");
    let started = Instant::now();
    let mut join = sandbox
        .command()
        .args(["join", &code.to_string()])
        .env("BAO_ROOMS_DIR", rooms.env())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let status = loop {
        if let Some(status) = join.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(30) {
            let _ = join.kill();
            panic!("bao join still waits after 30 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut join.stderr.take().unwrap(), &mut stderr).unwrap();
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("did not send its welcome and the game within 10 seconds"), "{stderr}");
    assert!(started.elapsed() < Duration::from_secs(20), "gave up at the limit: {:?}", started.elapsed());
}

/// A raw guest: the room's lines, read on this thread.
struct Raw {
    stream: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Raw {
    fn send(&mut self, line: &str) {
        self.stream.write_all(format!("{line}\n").as_bytes()).unwrap();
    }

    /// The next line of the given type, the others passed over.
    fn expect(&mut self, kind: &str) -> serde_json::Value {
        loop {
            let mut line = String::new();
            assert!(self.reader.read_line(&mut line).unwrap() > 0, "the room closed before a {kind}");
            let value: serde_json::Value = serde_json::from_str(&line).unwrap();
            if value["type"] == kind {
                return value;
            }
        }
    }
}

#[test]
fn a_host_killed_the_moment_a_move_is_announced_has_it_in_its_save() {
    let rooms = RoomsDir::new("kill9");
    for round in 0..4 {
        let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
        let code = code_on(&mut host.pty);
        let stream = Rooms::at(&rooms.0).connect(&code.parse().unwrap()).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        let mut guest = Raw { stream, reader };
        guest.send(&format!(r#"{{"type":"hello","version":2,"name":"bob","code":"{code}"}}"#));
        assert_eq!(guest.expect("welcome")["you"], "north");
        host.pty.wait_text("N bob");
        let moves = long_game(4);
        // South (the host, at its keyboard) and North (the raw guest) play; the host is killed as soon as the
        // guest hears the last move: the host's own in even rounds, the guest's in odd ones.
        let last = 2 + round % 2;
        for (at, mv) in moves[..last].iter().enumerate() {
            if at % 2 == 0 {
                host.pty.keys(&format!(":{mv}\r"));
            } else {
                guest.send(&format!(r#"{{"type":"move","at":{at},"move":"{mv}"}}"#));
            }
            assert_eq!(guest.expect("moved")["move"].as_str(), Some(mv.as_str()));
            if at + 1 < last {
                host.pty.wait_text(&history_line(at, if at % 2 == 0 { Side::South } else { Side::North }, mv));
            }
        }
        let pid = host.pty.child.process_id().unwrap();
        assert!(std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap().success());
        host.pty.wait_exit(Duration::from_secs(10), "kill -9");
        assert_eq!(the_save(&host).1.moves(), moves[..last], "round {round}: the host's save lacks a move announced");
    }
}
