//! A room's host in this process, with real sockets: two players and twenty spectators all hear every move,
//! and a spectator that stops reading is cut off without holding up anyone else; nobody hears of a move before
//! the host's save has it.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use bao::internal::room::host::{Hosting, Options};
use bao::internal::room::protocol::{ToHost, line_of};
use bao::internal::room::{FromRoom, RoomCode, Rooms, ToPeer, VERSION};
use bao::rules::{AnyLine, Setup, Side, Variant};

fn folder(name: &str) -> Rooms {
    let dir = PathBuf::from(format!("/tmp/bao-ri-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    Rooms::at(dir)
}

fn open(rooms: &Rooms) -> (Hosting, bao::internal::room::Link, RoomCode) {
    open_with(rooms, None)
}

fn open_with(
    rooms: &Rooms,
    persist: Option<bao::internal::room::host::Persist>,
) -> (Hosting, bao::internal::room::Link, RoomCode) {
    let code = RoomCode::random(Variant::Kingulu).unwrap();
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let options = Options {
        rooms: rooms.clone(),
        code,
        line,
        side: Side::South,
        name: "ada".into(),
        clock: None,
        public: false,
        persist,
        broadcast: false,
        carrier: None,
    };
    let (room, own) = Hosting::open(options).unwrap();
    (room, own, code)
}

/// A peer that says hello and then reads every line on a thread, sending the types it reads.
fn reader(rooms: &Rooms, code: RoomCode, name: &str, watch: bool) -> (UnixStream, mpsc::Receiver<String>) {
    let mut stream = rooms.connect(&code).unwrap();
    let hello = ToHost::Hello {
        version: VERSION,
        name: name.into(),
        code: code.to_string(),
        watch,
        secret: None,
        language: None,
    };
    stream.write_all(line_of(&hello).as_bytes()).unwrap();
    let (send, receive) = mpsc::channel();
    let lines = BufReader::new(stream.try_clone().unwrap());
    std::thread::spawn(move || {
        for line in lines.lines() {
            let Ok(line) = line else { break };
            let value: serde_json::Value = serde_json::from_str(&line).unwrap();
            let _ = send.send(format!("{} {}", value["type"].as_str().unwrap(), value["move"].as_str().unwrap_or("")));
        }
    });
    (stream, receive)
}

fn wait_for(receive: &mpsc::Receiver<String>, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match receive.recv_timeout(left) {
            Ok(line) if line.trim_end() == what => return,
            Ok(_) => {}
            Err(error) => panic!("no `{what}` ({error})"),
        }
    }
}

fn host_hears(link: &bao::internal::room::Link, what: impl Fn(&ToPeer) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        match link.try_recv() {
            Some(FromRoom::Message(message)) if what(&message) => return,
            Some(FromRoom::Closed(why)) => panic!("the room closed: {why:?}"),
            Some(_) => {}
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    panic!("the host did not hear it");
}

#[test]
fn two_players_and_twenty_spectators_hear_every_move_and_a_stuck_one_is_cut_off() {
    let rooms = folder("many");
    let (hosting, link, code) = open(&rooms);
    let (_guest, guest) = reader(&rooms, code, "bob", false);
    wait_for(&guest, "state");
    let spectators: Vec<_> = (0..20).map(|i| reader(&rooms, code, &format!("cy{i}"), true)).collect();
    for (_, receive) in &spectators {
        wait_for(receive, "state");
    }
    // One more spectator that never reads a byte.
    let mut stuck = rooms.connect(&code).unwrap();
    let hello = ToHost::Hello {
        version: VERSION,
        name: "stuck".into(),
        code: code.to_string(),
        watch: true,
        secret: None,
        language: None,
    };
    stuck.write_all(line_of(&hello).as_bytes()).unwrap();
    host_hears(&link, |m| matches!(m, ToPeer::Presence(p) if p.spectators == 21));
    // The host talks far more than the stuck one's socket and queue hold, at a pace the others read.
    let text = "x".repeat(200);
    let started = Instant::now();
    for i in 0..3000 {
        assert!(link.send(ToHost::Message { text: text.clone() }));
        if i % 10 == 0 {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    host_hears(&link, |m| matches!(m, ToPeer::Presence(p) if p.spectators == 20));
    // Everyone else still hears the next move, at once.
    assert!(link.send(ToHost::Move { at: 0, mv: "A3".into() }));
    wait_for(&guest, "moved A3");
    for (_, receive) in &spectators {
        wait_for(receive, "moved A3");
    }
    println!("3000 messages to 21 peers and a move: {:?}", started.elapsed());
    drop(hosting);
    // Closing the room tells everyone.
    wait_for(&guest, "bye");
    assert!(!rooms.socket(&code).exists(), "the room's socket is removed");
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn nobody_hears_of_a_move_before_the_hosts_save_has_it() {
    let rooms = folder("persist");
    // The host's save: each write told to the test, then held until the test lets it go.
    let (wrote, writes) = mpsc::channel::<(u32, Vec<String>, String)>();
    let (release, released) = mpsc::channel::<()>();
    let released = std::sync::Mutex::new(released);
    let persist: bao::internal::room::host::Persist = Box::new(move |change| {
        let save = change.save();
        let _ = wrote.send((change.game(), save.moves.clone(), save.players.south.describe()));
        let _ = released.lock().unwrap().recv_timeout(Duration::from_secs(20));
        Ok(())
    });
    let (hosting, link, code) = open_with(&rooms, Some(persist));
    let (_guest, guest) = reader(&rooms, code, "bob", false);
    // The guest's name is in the save before the guest hears its welcome.
    let (_, moves, south) = writes.recv_timeout(Duration::from_secs(20)).unwrap();
    assert!(moves.is_empty());
    assert_eq!(south, "person", "the host's own seat");
    assert!(guest.recv_timeout(Duration::from_millis(300)).is_err(), "welcomed before the save had the guest");
    release.send(()).unwrap();
    wait_for(&guest, "state");
    wait_for(&guest, "presence");
    host_hears(&link, |m| matches!(m, ToPeer::Presence(_)));
    // The host's move: written first, announced after.
    assert!(link.send(ToHost::Move { at: 0, mv: "A3".into() }));
    let (game, moves, _) = writes.recv_timeout(Duration::from_secs(20)).unwrap();
    assert_eq!((game, moves), (1, vec!["A3".to_string()]));
    assert!(guest.recv_timeout(Duration::from_millis(300)).is_err(), "the move was announced before it was saved");
    assert!(link.try_recv().is_none(), "the host's own screen heard of it before its save had it");
    release.send(()).unwrap();
    wait_for(&guest, "moved A3");
    drop(release);
    drop(hosting);
    let _ = std::fs::remove_dir_all(rooms.dir());
}
