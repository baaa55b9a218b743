//! Rooms with real processes: `bao host`, `bao join` and `bao watch` in pseudo-terminals, meeting in a rooms
//! folder of the test's own (`BAO_ROOMS_DIR`), and raw socket clients speaking the protocol (or not). Each
//! program has its own sandbox, as two users would.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::time::Duration;

use bao::internal::room::{RoomCode, Rooms};
use bao::rng::Rng;
use bao::rules::{AnyLine, Setup, Side, Status, Variant};

use super::sandbox::Sandbox;
use super::tui_e2e::Pty;

/// A rooms folder of the test's own, short enough for a socket's path, removed when dropped.
pub(super) struct RoomsDir(pub(super) PathBuf);

impl RoomsDir {
    pub(super) fn new(name: &str) -> RoomsDir {
        let dir = PathBuf::from(format!("/tmp/bao-rt-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        RoomsDir(dir)
    }

    pub(super) fn env(&self) -> String {
        self.0.display().to_string()
    }
}

impl Drop for RoomsDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A player: a program in a pseudo-terminal, with its own sandbox.
pub(super) struct Player {
    pub(super) pty: Pty,
    pub(super) sandbox: Sandbox,
}

pub(super) fn start(name: &str, user: &str, rooms: &RoomsDir, args: &[&str]) -> Player {
    let sandbox = Sandbox::new(name);
    let pty = Pty::spawn(&sandbox, args, &[("BAO_ROOMS_DIR", &rooms.env()), ("USER", user)]);
    Player { pty, sandbox }
}

pub(super) fn again(player: Player, rooms: &RoomsDir, user: &str, args: &[&str]) -> Player {
    let Player { pty, sandbox } = player;
    drop(pty);
    let pty = Pty::spawn(&sandbox, args, &[("BAO_ROOMS_DIR", &rooms.env()), ("USER", user)]);
    Player { pty, sandbox }
}

/// The room code on a host's screen.
pub(super) fn code_on(pty: &mut Pty) -> String {
    pty.wait_text("bao join kingulu-");
    let screen = pty.screen();
    let at = screen.find("bao join ").unwrap() + "bao join ".len();
    screen[at..at + "kingulu-xxxx-xxxx".len()].to_string()
}

/// How the history panel writes move `index` (from 0) of a kingulu game from the start.
pub(super) fn history_line(index: usize, side: Side, mv: &str) -> String {
    format!("{:>3}. {} {mv}", index + 1, side.letter())
}

/// A short kingulu game to its end, from the rules: the shortest of some random games.
fn short_game() -> Vec<String> {
    let start = Setup::start(Variant::Kingulu);
    let mut best: Option<Vec<String>> = None;
    for seed in 0..400 {
        let mut rng = Rng::new(seed);
        let mut line = AnyLine::new(&start).unwrap();
        let mut moves = Vec::new();
        while line.status() == Status::Ongoing && moves.len() < 60 {
            let legal = line.legal_moves();
            let mv = legal[rng.below(legal.len())];
            moves.push(mv.to_string());
            line.play(mv).unwrap();
        }
        if line.status() != Status::Ongoing && best.as_ref().is_none_or(|b| moves.len() < b.len()) {
            best = Some(moves);
        }
    }
    best.expect("some random kingulu game ends within 60 plies")
}

/// The first `plies` moves of a random kingulu game that is still going on after them.
pub(super) fn long_game(plies: usize) -> Vec<String> {
    let start = Setup::start(Variant::Kingulu);
    (0..)
        .find_map(|seed| {
            let mut rng = Rng::new(seed);
            let mut line = AnyLine::new(&start).unwrap();
            let mut moves = Vec::new();
            while line.status() == Status::Ongoing && moves.len() < plies {
                let legal = line.legal_moves();
                let mv = legal[rng.below(legal.len())];
                moves.push(mv.to_string());
                line.play(mv).unwrap();
            }
            (line.status() == Status::Ongoing).then_some(moves)
        })
        .unwrap()
}

/// Plays `moves` (from `from`) with South typing in `south` and North in `north`, each move waited for on
/// every screen in `all`.
pub(super) fn play_moves(south: &mut Pty, north: &mut Pty, watchers: &mut [&mut Pty], moves: &[String], from: usize) {
    for (i, mv) in moves.iter().enumerate() {
        let index = from + i;
        let side = if index.is_multiple_of(2) { Side::South } else { Side::North };
        let typing = if side == Side::South { &mut *south } else { &mut *north };
        typing.keys(&format!(":{mv}\r"));
        let line = history_line(index, side, mv);
        south.wait_text(&line);
        north.wait_text(&line);
        for watcher in watchers.iter_mut() {
            watcher.wait_text(&line);
        }
    }
}

/// The one save in a player's store, replayed.
pub(super) fn the_save(player: &Player) -> (String, bao::internal::store::SavedGame) {
    let store = player.sandbox.store();
    let entries = store.list().unwrap();
    assert_eq!(entries.len(), 1, "one save: {entries:?}");
    let name = entries[0].name.clone();
    let (_, game) = store.load(&name).unwrap();
    (name, game)
}

#[test]
fn a_whole_kingulu_game_through_a_room_with_a_spectator() {
    let rooms = RoomsDir::new("game");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    let mut guest = start("guest", "bob", &rooms, &["join", &code]);
    guest.pty.wait_text("you play north");
    let mut watcher = start("watcher", "cy", &rooms, &["watch", &code]);
    watcher.pty.wait_text("watching room");
    host.pty.wait_text("1 watch");
    let moves = short_game();
    play_moves(&mut host.pty, &mut guest.pty, &mut [&mut watcher.pty], &moves, 0);
    for pty in [&mut host.pty, &mut guest.pty, &mut watcher.pty] {
        pty.wait_text("wins");
    }
    // The spectator cannot move: the key is not on a spectator's board.
    watcher.pty.keys(":");
    watcher.pty.wait_text("that key does nothing here");
    // Each player's data folder has the game as an ordinary save, every move, the other named.
    for (player, other) in [(&host, "bob"), (&guest, "ada")] {
        let (_, game) = the_save(player);
        assert_eq!(game.moves(), moves);
        assert!(!game.end().is_ongoing());
        let names: Vec<String> = Side::BOTH.iter().map(|&side| game.players[side].describe()).collect();
        assert!(names.contains(&"person".to_string()) && names.contains(&format!("remote: {other}")), "{names:?}");
    }
    assert!(watcher.sandbox.store().list().unwrap().is_empty(), "a spectator saves nothing");
    watcher.pty.quit();
    guest.pty.quit();
    host.pty.quit();
}

#[test]
fn a_guest_whose_terminal_closes_gets_the_same_seat_back_and_nobody_else_does() {
    let rooms = RoomsDir::new("rejoin");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    let mut guest = start("guest", "bob", &rooms, &["join", &code]);
    guest.pty.wait_text("you play north");
    let moves = long_game(8);
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[..3], 0);
    // The guest's terminal goes away mid-game.
    guest.pty.hang_up();
    guest.pty.wait_exit(Duration::from_secs(20), "hang-up");
    host.pty.wait_text("bob left the room");
    // Someone else with the code cannot take the seat.
    let stranger = Sandbox::new("stranger");
    let output = stranger.command().args(["join", &code]).env("BAO_ROOMS_DIR", rooms.env()).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("taken by bob"), "{stderr}");
    // The guest again, from a new terminal: the same seat, at the same move, the same save written on.
    let mut guest = again(guest, &rooms, "bob", &["join", &code]);
    guest.pty.wait_text("you play north");
    guest.pty.wait_text(&history_line(2, Side::South, &moves[2]));
    host.pty.wait_text("bob is here");
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[3..5], 3);
    let (_, game) = the_save(&guest);
    assert_eq!(game.moves(), moves[..5]);
    // A message, then a takeback by agreement: South's fifth move goes, and both saves follow.
    guest.pty.keys("mgood game\r");
    host.pty.wait_text("bob: good game");
    host.pty.keys("u");
    guest.pty.wait_text("ada asks to take back their last move: agree? y/n");
    guest.pty.keys("y");
    host.pty.wait_text("a takeback was agreed");
    assert!(!host.pty.screen().contains(&history_line(4, Side::South, &moves[4])));
    guest.pty.wait_text("a takeback was agreed");
    assert_eq!(the_save(&guest).1.moves(), moves[..4]);
    guest.pty.quit();
    host.pty.quit();
}

#[test]
fn when_the_host_is_killed_both_saves_hold_every_move_and_the_guest_hosts_it_again() {
    let rooms = RoomsDir::new("killed");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    let mut guest = start("guest", "bob", &rooms, &["join", &code]);
    guest.pty.wait_text("you play north");
    let moves = long_game(8);
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[..4], 0);
    let pid = host.pty.child.process_id().unwrap();
    assert!(std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap().success());
    host.pty.wait_exit(Duration::from_secs(10), "kill -9");
    guest.pty.wait_text("bao host --load");
    for player in [&host, &guest] {
        assert_eq!(the_save(player).1.moves(), moves[..4]);
    }
    // The guest hosts it again from their save; the first host joins and takes the other seat.
    let (name, _) = the_save(&guest);
    guest.pty.keys("q");
    guest.pty.wait_exit(Duration::from_secs(10), "q");
    let mut guest = again(guest, &rooms, "bob", &["host", "--load", &name]);
    let code = code_on(&mut guest.pty);
    guest.pty.wait_text("N bob");
    let mut host = again(host, &rooms, "ada", &["join", &code]);
    host.pty.wait_text("you play south");
    host.pty.wait_text(&history_line(3, Side::North, &moves[3]));
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[4..6], 4);
    assert_eq!(the_save(&guest).1.moves(), moves[..6], "the hosted save goes on being written");
    host.pty.quit();
    guest.pty.quit();
}

/// A raw connection to a room, reading the host's lines.
struct Raw {
    stream: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Raw {
    fn connect(rooms: &RoomsDir, code: &str) -> Raw {
        let code: RoomCode = code.parse().unwrap();
        let stream = Rooms::at(&rooms.0).connect(&code).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    fn send(&mut self, line: &str) {
        self.stream.write_all(line.as_bytes()).unwrap();
        self.stream.write_all(b"\n").unwrap();
    }

    /// The next line of the given type (others passed over); `None` once the host closed the connection.
    fn expect(&mut self, kind: &str) -> Option<serde_json::Value> {
        loop {
            let mut line = String::new();
            if self.reader.read_line(&mut line).unwrap_or(0) == 0 {
                return None;
            }
            let value: serde_json::Value = serde_json::from_str(&line).unwrap();
            if value["type"] == kind {
                return Some(value);
            }
        }
    }
}

#[test]
fn a_raw_client_sending_garbage_gets_refusals_and_the_host_and_game_stay_as_they_were() {
    let rooms = RoomsDir::new("raw");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    // Another protocol version is told so by name.
    let mut other = Raw::connect(&rooms, &code);
    other.send(&format!(r#"{{"type":"hello","version":7,"name":"x","code":"{code}"}}"#));
    let bye = other.expect("bye").unwrap();
    assert!(bye["reason"].as_str().unwrap().contains("version 7"), "{bye}");
    // Garbage before a hello is cut off.
    let mut rude = Raw::connect(&rooms, &code);
    rude.send("GET / HTTP/1.1");
    assert!(rude.expect("bye").is_some());
    // A guest that takes the seat, then misbehaves.
    let mut raw = Raw::connect(&rooms, &code);
    raw.send(&format!(r#"{{"type":"hello","version":2,"name":"mallory","code":"{code}"}}"#));
    assert_eq!(raw.expect("welcome").unwrap()["you"], "north");
    host.pty.wait_text("N mallory");
    raw.send("{not json");
    assert!(raw.expect("refused").is_some());
    raw.send(r#"{"type":"move","at":0,"move":"a1"}"#);
    let refused = raw.expect("refused").unwrap();
    assert!(refused["reason"].as_str().unwrap().contains("south's turn"), "{refused}");
    raw.send(r#"{"type":"message","text":"\u001b[2Jgotcha"}"#);
    assert!(raw.expect("refused").is_some());
    host.pty.keys(":A3\r");
    assert_eq!(raw.expect("moved").unwrap()["move"], "A3");
    // Illegal, stale and nonsense moves are refused; the game stays at one move.
    for bad in [
        r#"{"type":"move","at":1,"move":"A4"}"#,
        r#"{"type":"move","at":0,"move":"a1"}"#,
        r#"{"type":"move","at":1,"move":"z99"}"#,
    ] {
        raw.send(bad);
        assert!(raw.expect("refused").is_some(), "{bad}");
    }
    // An oversized line: the connection is closed, with the reason. The host may close it before the whole line
    // is written (a broken pipe here), which is what it is for: the reason is still there to read.
    let _ = raw.stream.write_all("x".repeat(100_000).as_bytes());
    let bye = raw.expect("bye");
    assert!(bye.is_some_and(|bye| bye["reason"].as_str().unwrap().contains("line of over")));
    // A flood: cut off too.
    let mut flood = Raw::connect(&rooms, &code);
    flood.send(&format!(r#"{{"type":"hello","version":2,"name":"flood","code":"{code}","watch":true}}"#));
    let burst: String = (0..300).map(|_| "{\"type\":\"bye\"\n").collect::<Vec<_>>().concat();
    let _ = flood.stream.write_all(burst.as_bytes());
    let bye = flood.expect("bye");
    assert!(bye.is_none_or(|bye| bye["reason"].as_str().is_some()));
    // The host goes on: the game has its one move, and a move can still be played against a new guest.
    host.pty.wait_text("mallory left the room");
    host.pty.wait_text(&history_line(0, Side::South, "A3"));
    assert!(host.pty.child.try_wait().unwrap().is_none(), "the host still runs");
    assert!(!host.pty.screen().contains(&history_line(1, Side::North, "a1")));
    host.pty.quit();
}

/// Copies bytes both ways between two connections, as `ssh -L` does, until either closes.
fn relay(a: UnixStream, b: UnixStream) {
    for (mut from, mut to) in [(a.try_clone().unwrap(), b.try_clone().unwrap()), (b, a)] {
        std::thread::spawn(move || {
            let _ = std::io::copy(&mut from, &mut to);
            let _ = to.shutdown(std::net::Shutdown::Both);
        });
    }
}

#[test]
fn a_public_room_is_listed_and_joined_through_a_forwarded_socket() {
    let rooms = RoomsDir::new("public");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu", "--public", "--side", "north"]);
    let code = code_on(&mut host.pty);
    let outsider = Sandbox::new("outsider");
    let listed = outsider.command().arg("rooms").env("BAO_ROOMS_DIR", rooms.env()).output().unwrap();
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert_eq!(listed, format!("{code}  kingulu  (free) vs ada  0 moves  0 watching\n"));
    // The guest's side of an `ssh -L`: a rooms folder of its own, whose socket for the code is forwarded to
    // the host's (`bao rooms --socket CODE` names both ends).
    let path = |dir: &RoomsDir| {
        let output =
            outsider.command().args(["rooms", "--socket", &code]).env("BAO_ROOMS_DIR", dir.env()).output().unwrap();
        PathBuf::from(String::from_utf8(output.stdout).unwrap().trim_end())
    };
    let here = RoomsDir::new("here");
    std::fs::create_dir(&here.0).unwrap();
    let (remote, local) = (path(&rooms), path(&here));
    assert_eq!(remote.file_name(), local.file_name());
    let listener = std::os::unix::net::UnixListener::bind(&local).unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            relay(stream, UnixStream::connect(&remote).unwrap());
        }
    });
    let mut guest = start("guest", "bob", &here, &["join", &code]);
    guest.pty.wait_text("you play south");
    host.pty.wait_text("S bob");
    let moves = long_game(2);
    play_moves(&mut guest.pty, &mut host.pty, &mut [], &moves, 0);
    guest.pty.quit();
    host.pty.quit();
}

/// Issue 27: the saves list hosts a save again as a room (`h`), as `bao host --load` does: the guest whose
/// host went away plays on from the screen, and the first host joins and takes the other seat.
#[test]
fn a_save_is_hosted_again_from_the_saves_list() {
    let rooms = RoomsDir::new("list");
    let mut host = start("host", "ada", &rooms, &["host", "kingulu"]);
    let code = code_on(&mut host.pty);
    let mut guest = start("guest", "bob", &rooms, &["join", &code]);
    guest.pty.wait_text("you play north");
    let moves = long_game(4);
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[..2], 0);
    let pid = host.pty.child.process_id().unwrap();
    assert!(std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap().success());
    host.pty.wait_exit(Duration::from_secs(10), "kill -9");
    guest.pty.wait_text("bao host --load");
    guest.pty.keys("q");
    guest.pty.wait_exit(Duration::from_secs(10), "q");
    let mut guest = again(guest, &rooms, "bob", &[]);
    guest.pty.wait_text("saved games (1)");
    guest.pty.keys("o");
    guest.pty.wait_text("h host");
    guest.pty.keys("h");
    let code = code_on(&mut guest.pty);
    guest.pty.wait_text("N bob");
    let mut host = again(host, &rooms, "ada", &["join", &code]);
    host.pty.wait_text("you play south");
    play_moves(&mut host.pty, &mut guest.pty, &mut [], &moves[2..4], 2);
    assert_eq!(the_save(&guest).1.moves(), moves[..4], "the hosted save goes on being written");
    host.pty.quit();
    guest.pty.quit();
}
