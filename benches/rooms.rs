//! Rooms, measured with real processes (figures printed, nothing asserted): the time from a key typed in one
//! terminal to the move drawn in the other, and the host's CPU time while two players and twenty spectators
//! are in its room, idle and while moves are played. `cargo bench --bench rooms`.
//!
//! Every program runs with temporary data, configuration and rooms folders and the test guard on, as the test
//! suite's sandbox does.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use bao::internal::room::{RoomCode, Rooms};
use bao::rng::Rng;
use bao::rules::{AnyLine, Setup, Status, Variant};
use portable_pty::{Child, CommandBuilder, PtySize, native_pty_system};

const BINARY: &str = env!("CARGO_BIN_EXE_bao");

struct Term {
    parser: vt100::Parser,
    output: Receiver<Vec<u8>>,
    writer: Box<dyn std::io::Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

impl Term {
    fn spawn(root: &Path, name: &str, rooms: &Path, args: &[&str]) -> Term {
        let pty = native_pty_system().openpty(PtySize { rows: 24, cols: 80, pixel_width: 0, pixel_height: 0 }).unwrap();
        let mut command = CommandBuilder::new(BINARY);
        for (key, folder) in [("BAO_DATA_DIR", "data"), ("BAO_CONFIG_DIR", "config")] {
            let path = root.join(name).join(folder);
            std::fs::create_dir_all(&path).unwrap();
            command.env(key, path);
        }
        command.env("BAO_TEST_GUARD", "1");
        command.env("BAO_ROOMS_DIR", rooms);
        command.env("USER", name);
        command.env("TERM", "xterm-256color");
        command.args(args);
        let child = pty.slave.spawn_command(command).unwrap();
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().unwrap();
        let (send, output) = channel();
        std::thread::spawn(move || {
            let mut chunk = [0u8; 8192];
            while let Ok(n) = reader.read(&mut chunk) {
                if n == 0 || send.send(chunk[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let writer = pty.master.take_writer().unwrap();
        Term {
            parser: vt100::Parser::new(
                std::num::NonZeroU16::new(24).unwrap(),
                std::num::NonZeroU16::new(80).unwrap(),
                0,
            ),
            output,
            writer,
            child,
            _master: pty.master,
        }
    }

    fn wait_text(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while !self.parser.screen().contents().contains(text) {
            assert!(Instant::now() < deadline, "no `{text}` on the screen:\n{}", self.parser.screen().contents());
            if let Ok(bytes) = self.output.recv_timeout(Duration::from_millis(50)) {
                self.parser.process(&bytes);
            }
        }
    }

    fn keys(&mut self, text: &str) {
        self.writer.write_all(text.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The CPU time (user + system) of process `pid` so far.
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or_default().split_whitespace().collect();
    let ticks: u64 = fields.get(11..13).map_or(0, |f| f.iter().filter_map(|t| t.parse::<u64>().ok()).sum());
    Duration::from_millis(ticks * 10)
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// A kingulu game of at least `plies` moves.
fn game(plies: usize) -> Vec<String> {
    (0..)
        .find_map(|seed| {
            let mut rng = Rng::new(seed);
            let mut line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
            let mut moves = Vec::new();
            while line.status() == Status::Ongoing && moves.len() < plies {
                let legal = line.legal_moves();
                let mv = legal[rng.below(legal.len())];
                moves.push(mv.to_string());
                line.play(mv).unwrap();
            }
            (moves.len() == plies).then_some(moves)
        })
        .unwrap()
}

fn main() {
    let root = PathBuf::from(format!("/tmp/bao-bench-rooms-{}", std::process::id()));
    let rooms_dir = root.join("rooms");
    let mut host = Term::spawn(&root, "ada", &rooms_dir, &["host", "kingulu"]);
    host.wait_text("bao join kingulu-");
    let screen = host.parser.screen().contents();
    let at = screen.find("bao join ").unwrap() + 9;
    let code = screen[at..at + 17].to_string();
    let mut guest = Term::spawn(&root, "bob", &rooms_dir, &["join", &code]);
    guest.wait_text("you play north");
    let pid = host.child.process_id().unwrap();

    // Twenty spectators on raw connections, each reading everything on a thread.
    let parsed: RoomCode = code.parse().unwrap();
    let rooms = Rooms::at(&rooms_dir);
    for i in 0..20 {
        let mut stream = rooms.connect(&parsed).unwrap();
        let hello =
            format!("{{\"type\":\"hello\",\"version\":1,\"name\":\"cy{i}\",\"code\":\"{code}\",\"watch\":true}}\n");
        stream.write_all(hello.as_bytes()).unwrap();
        std::thread::spawn(move || for _ in BufReader::new(stream).lines() {});
    }
    host.wait_text("20 watch");

    let idle_from = cpu(pid);
    std::thread::sleep(Duration::from_secs(5));
    let idle = cpu(pid).saturating_sub(idle_from);
    println!(
        "host CPU, idle with 2 players and 20 spectators: {:.1} % of a core ({idle:?} in 5 s)",
        idle.as_secs_f64() / 5.0 * 100.0
    );

    let moves = game(40);
    let mut latencies = Vec::new();
    let busy_from = (cpu(pid), Instant::now());
    for (i, mv) in moves.iter().enumerate() {
        let (typing, seeing) = if i % 2 == 0 { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        let line = format!("{:>3}. {} {mv}", i + 1, if i % 2 == 0 { 'S' } else { 'N' });
        let sent = Instant::now();
        typing.keys(&format!(":{mv}\r"));
        seeing.wait_text(&line);
        latencies.push(sent.elapsed());
        typing.wait_text(&line);
    }
    let (busy, took) = (cpu(pid).saturating_sub(busy_from.0), busy_from.1.elapsed());
    latencies.sort();
    let median = latencies[latencies.len() / 2];
    let worst = latencies[latencies.len() - 1];
    let mean = latencies.iter().sum::<Duration>() / u32::try_from(latencies.len()).unwrap_or(u32::MAX);
    println!(
        "key in one terminal to the move drawn in the other ({} moves): median {median:?}, mean {mean:?}, worst {worst:?}",
        latencies.len()
    );
    println!(
        "host CPU while playing them with 20 spectators: {busy:?} in {took:?} ({:.1} % of a core), RSS {} KiB",
        busy.as_secs_f64() / took.as_secs_f64() * 100.0,
        rss_kib(pid)
    );
    drop(guest);
    drop(host);
    let _ = std::fs::remove_dir_all(&root);
}
