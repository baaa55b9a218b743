//! `bao serve` under load, measured with the real server and real SSH clients (figures printed, nothing
//! asserted; issue #31). `cargo bench --features serve --bench serve`, with:
//!
//! - `SESSIONS=N` (100): sessions opened, in ten batches, each to its start screen. After each batch it prints
//!   the CPU each new session cost the server, its spawner (the helper process that starts the programs, the
//!   server's one child: the programs are its children, the server's grandchildren), the sessions' programs
//!   and the whole machine, so a start cost that grows with the sessions open shows;
//! - then, all held: the CPU of 10 s of idleness (server, programs, machine, and of the machine's the share of
//!   this benchmark and of the kernel's memory monitor, `kdamond`, where there is one) and the wake-ups, memory per
//!   session (proportional, the server's own growth), and a key's round trip through the server in 200 of them;
//! - `ROOMS=R` (0): then R pairs of those sessions meet in the lobby (one posts a challenge, the other takes it)
//!   and play kingulu in R rooms, each room a move every 10 s for `MOVE_SECONDS` (60): the time from a move sent
//!   to the other player's screen showing it, and the CPU of the whole;
//! - `OPENING=K` (32): sessions being opened at once.
//!
//! A session that cannot be opened stops the opening with what failed and the server's last lines (a machine
//! limit shows there). The server runs with temporary data and rooms folders and the test guard on, as the
//! test suite's sandbox does; its `--max-sessions` is `SESSIONS`, so a number above what the machine allows is
//! refused at start with the server's own sentence naming the limit.

#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap,
    reason = "figures for reading: counts and times far below where a cast would lose anything"
)]

use std::collections::VecDeque;
use std::io::{BufRead as _, BufReader};
use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bao::rules::{Game as _, Kingulu, Side, Status};
use russh::client::{self, Handle, Msg};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{ChannelMsg, ChannelWriteHalf};
use tokio::sync::Notify;

const BINARY: &str = env!("CARGO_BIN_EXE_bao");
const START: &str = "play and study East African mancala";

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _key: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A session's screen, kept up to date by a task reading its channel.
struct Screen {
    parser: Mutex<vt100::Parser>,
    changed: Notify,
}

struct Session {
    number: u32,
    _handle: Handle<Trusting>,
    writer: ChannelWriteHalf<Msg>,
    screen: Arc<Screen>,
}

impl Session {
    async fn open(address: SocketAddr, number: u32) -> Result<Session, String> {
        let mut seed = [7u8; 32];
        seed[..4].copy_from_slice(&number.to_le_bytes());
        let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
        let config = Arc::new(client::Config::default());
        let mut handle = client::connect(config, address, Trusting).await.map_err(|e| format!("connect: {e}"))?;
        let key = PrivateKeyWithHashAlg::new(Arc::new(key), None);
        let auth = handle.authenticate_publickey(format!("p{number}"), key).await.map_err(|e| format!("auth: {e}"))?;
        if !auth.success() {
            return Err("authentication refused".into());
        }
        let channel = handle.channel_open_session().await.map_err(|e| format!("channel: {e}"))?;
        channel.request_pty(true, "xterm-256color", 80, 24, 0, 0, &[]).await.map_err(|e| format!("pty: {e}"))?;
        channel.request_shell(true).await.map_err(|e| format!("shell: {e}"))?;
        let (mut reader, writer) = channel.split();
        let parser = vt100::Parser::new(NonZeroU16::new(24).unwrap(), NonZeroU16::new(80).unwrap(), 0);
        let screen = Arc::new(Screen { parser: Mutex::new(parser), changed: Notify::new() });
        let reading = Arc::clone(&screen);
        tokio::spawn(async move {
            while let Some(message) = reader.wait().await {
                if let ChannelMsg::Data { data } = message {
                    reading.parser.lock().unwrap().process(&data);
                    reading.changed.notify_waiters();
                }
            }
            reading.changed.notify_waiters();
        });
        let session = Session { number, _handle: handle, writer, screen };
        session.wait(|text| text.contains(START), Duration::from_secs(60)).await?;
        Ok(session)
    }

    fn text(&self) -> String {
        self.screen.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen's text passes `test`.
    async fn wait(&self, test: impl Fn(&str) -> bool, within: Duration) -> Result<(), String> {
        let until = tokio::time::Instant::now() + within;
        loop {
            let notified = self.screen.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if test(&self.text()) {
                return Ok(());
            }
            if tokio::time::timeout_at(until, notified).await.is_err() {
                return Err(format!("p{}: not shown in {within:?}:\n{}", self.number, self.text()));
            }
        }
    }

    async fn wait_text(&self, text: &str) -> Result<(), String> {
        self.wait(|shown| shown.contains(text), Duration::from_secs(30)).await
    }

    async fn keys(&self, keys: &str) {
        let _ = self.writer.data_bytes(keys.as_bytes().to_vec()).await;
    }

    /// Sends `keys` and times the screen's first change.
    async fn answer(&self, keys: &str) -> Option<Duration> {
        let before = self.screen.parser.lock().unwrap().screen().contents_formatted();
        let sent = Instant::now();
        self.keys(keys).await;
        let changed = |_: &str| self.screen.parser.lock().unwrap().screen().contents_formatted() != before;
        self.wait(changed, Duration::from_secs(10)).await.ok().map(|()| sent.elapsed())
    }
}

/// A process's CPU time so far, in milliseconds: the time each of its threads has run (`/proc/PID/task/*/
/// schedstat`, in nanoseconds), not the clock-tick sampling of `/proc/PID/stat`, which misses a process that runs
/// for less than a tick at a time.
fn cpu_ms(pid: u32) -> f64 {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { return 0.0 };
    let ns: u64 = tasks
        .filter_map(Result::ok)
        .filter_map(|task| std::fs::read_to_string(task.path().join("schedstat")).ok())
        .filter_map(|text| text.split_whitespace().next()?.parse::<u64>().ok())
        .sum();
    ns as f64 / 1e6
}

/// The machine's busy time so far, in milliseconds (`/proc/stat`).
fn machine_busy_ms() -> f64 {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let times: Vec<u64> =
        stat.lines().next().unwrap_or_default().split_whitespace().skip(1).filter_map(|f| f.parse().ok()).collect();
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    let busy: u64 = times.iter().take(8).enumerate().filter(|(i, _)| *i != 3 && *i != 4).map(|(_, t)| t).sum();
    ticks_ms(busy)
}

fn ticks_ms(ticks: u64) -> f64 {
    // SAFETY: sysconf reads a constant of the system.
    #[allow(unsafe_code)]
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1);
    ticks as f64 * 1000.0 / per_second as f64
}

/// Kilobytes of `field` (`VmRSS`, `Pss`) in a `/proc` file, for `pid`.
fn kilobytes(pid: u32, file: &str, field: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{pid}/{file}")).unwrap_or_default();
    text.lines()
        .find_map(|line| line.strip_prefix(field)?.trim_start_matches(':').split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The server's spawner: the helper process that starts the sessions' programs, its one child.
fn spawners(server: u32) -> Vec<u32> {
    children(server)
}

/// The sessions' programs: the children of the server's spawner.
fn programs(server: u32) -> Vec<u32> {
    spawners(server).into_iter().flat_map(children).collect()
}

/// The processes whose parent is `pid`.
fn children(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().filter_map(Result::ok) {
        let Ok(child) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        // The parent is the second field after the command's closing parenthesis.
        let parent = stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().nth(1)?.parse::<u32>().ok());
        if parent == Some(pid) {
            found.push(child);
        }
    }
    found
}

/// The context switches (each a wake-up, or a preemption) of every thread of `pids`.
fn switches(pids: &[u32]) -> u64 {
    let mut total = 0;
    for pid in pids {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { continue };
        for task in tasks.filter_map(Result::ok) {
            let status = std::fs::read_to_string(task.path().join("status")).unwrap_or_default();
            total += status
                .lines()
                .filter(|line| line.contains("ctxt_switches"))
                .filter_map(|line| line.split_whitespace().nth(1)?.parse::<u64>().ok())
                .sum::<u64>();
        }
    }
    total
}

/// Kernel threads that are no part of the server but busy in proportion to the memory in use, on the machines
/// this was measured on (DAMON's `kdamond`, a virtual machine's memory monitor): their CPU is said apart.
fn monitors() -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().to_string_lossy().parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|comm| comm.starts_with("kdamond"))
        })
        .collect()
}

/// A reading of the CPU used so far: the server's, its spawner's, its programs', the machine's, this benchmark's
/// own, and the kernel's memory monitors'.
#[derive(Clone, Copy)]
struct Cpu {
    server: f64,
    spawner: f64,
    programs: f64,
    machine: f64,
    client: f64,
    monitor: f64,
    at: Instant,
}

impl Cpu {
    fn now(server: u32) -> Cpu {
        Cpu {
            server: cpu_ms(server),
            spawner: spawners(server).into_iter().map(cpu_ms).sum(),
            programs: programs(server).into_iter().map(cpu_ms).sum(),
            machine: machine_busy_ms(),
            client: cpu_ms(std::process::id()),
            monitor: monitors().into_iter().map(cpu_ms).sum(),
            at: Instant::now(),
        }
    }

    /// Each figure since `before`, as a percentage of one core.
    fn percent_since(&self, before: &Cpu) -> String {
        let wall = self.at.duration_since(before.at).as_secs_f64() * 10.0;
        format!(
            "server {:.2}%, spawner {:.2}%, programs {:.2}%, machine {:.2}% of a core (of it this benchmark's own \
             clients {:.2}%, the kernel's memory monitor {:.2}%)",
            (self.server - before.server) / wall,
            (self.spawner - before.spawner) / wall,
            (self.programs - before.programs) / wall,
            (self.machine - before.machine) / wall,
            (self.client - before.client) / wall,
            (self.monitor - before.monitor) / wall,
        )
    }
}

fn percentile(sorted: &[Duration], p: usize) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[(sorted.len() - 1) * p / 100].as_secs_f64() * 1e3
}

fn spread(mut times: Vec<Duration>) -> String {
    times.sort();
    format!(
        "{} samples: median {:.2} ms, p90 {:.2}, p95 {:.2}, p99 {:.2}, max {:.2}",
        times.len(),
        percentile(&times, 50),
        percentile(&times, 90),
        percentile(&times, 95),
        percentile(&times, 99),
        times.last().map_or(f64::NAN, |t| t.as_secs_f64() * 1e3)
    )
}

fn setting(name: &str, default: u32) -> u32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The server, its address, and the last lines of its log.
struct Server {
    process: std::process::Child,
    address: SocketAddr,
    log: Arc<Mutex<VecDeque<String>>>,
}

fn start_server(root: &std::path::Path, sessions: u32) -> Server {
    let mut process = Command::new(BINARY)
        .args(["serve", "--listen", "127.0.0.1:0", "--open"])
        .args(["--max-sessions", &sessions.to_string(), "--max-sessions-per-address", &sessions.to_string()])
        .args(["--connections-per-minute", "1000000"])
        .env("BAO_DATA_DIR", root.join("data"))
        .env("BAO_CONFIG_DIR", root.join("config"))
        .env("BAO_ROOMS_DIR", root.join("rooms"))
        .env("BAO_TEST_GUARD", "1")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(process.stderr.take().unwrap()).lines();
    let address: SocketAddr = loop {
        let Some(Ok(line)) = lines.next() else {
            eprintln!("the server did not start");
            std::process::exit(1);
        };
        println!("server: {line}");
        if let Some(at) = line.strip_prefix("bao serve: listening on ") {
            break at.parse().unwrap();
        }
    };
    let log = Arc::new(Mutex::new(VecDeque::new()));
    let keeping = Arc::clone(&log);
    std::thread::spawn(move || {
        for line in lines.map_while(Result::ok) {
            let mut log = keeping.lock().unwrap();
            if log.len() == 20 {
                log.pop_front();
            }
            log.push_back(line);
        }
    });
    Server { process, address, log }
}

/// Opens `count` sessions numbered from `first`, `opening` at once: those opened, and the first failure.
async fn open_batch(address: SocketAddr, first: u32, count: u32, opening: u32) -> (Vec<Session>, Option<String>) {
    let gate = Arc::new(tokio::sync::Semaphore::new(opening as usize));
    let tasks: Vec<_> = (first..first + count)
        .map(|number| {
            let gate = Arc::clone(&gate);
            tokio::spawn(async move {
                let _turn = gate.acquire_owned().await.unwrap();
                Session::open(address, number).await
            })
        })
        .collect();
    let (mut held, mut failed) = (Vec::new(), None);
    for task in tasks {
        match task.await.unwrap() {
            Ok(session) => held.push(session),
            Err(why) => failed = failed.or(Some(why)),
        }
    }
    (held, failed)
}

fn main() {
    let sessions = setting("SESSIONS", 100).max(2);
    let rooms = setting("ROOMS", 0).min(sessions / 2);
    let opening = setting("OPENING", 32).max(1);
    let move_seconds = setting("MOVE_SECONDS", 60);
    let root = std::env::temp_dir().join(format!("bao-bench-serve-{}", std::process::id()));
    for folder in ["data", "config", "rooms"] {
        std::fs::create_dir_all(root.join(folder)).unwrap();
    }
    let mut server = start_server(&root, sessions);
    let pid = server.process.id();
    let idle_server_kb = kilobytes(pid, "status", "VmRSS");
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let held = runtime.block_on(open_all(&server, sessions, opening));
    let Some(held) = held else {
        stop(&mut server, &root);
        return;
    };
    runtime.block_on(async {
        held_figures(pid, &held, idle_server_kb).await;
        if rooms > 0 {
            play_rooms(pid, &held, rooms, move_seconds).await;
        }
    });
    drop(held);
    stop(&mut server, &root);
}

/// Opens the sessions in ten batches, printing what each new session cost; none if the first could not open.
async fn open_all(server: &Server, sessions: u32, opening: u32) -> Option<Vec<Arc<Session>>> {
    let pid = server.process.id();
    println!("opening {sessions} sessions, {opening} at once, in batches (CPU per new session, in ms):");
    println!("  open before → after   server  spawner  programs  machine  (of it this benchmark)  sessions/s");
    let mut held: Vec<Arc<Session>> = Vec::new();
    let batch = sessions.div_ceil(10);
    let started = Instant::now();
    while (held.len() as u32) < sessions {
        let first = held.len() as u32;
        let count = batch.min(sessions - first);
        let before = Cpu::now(pid);
        let (opened, failed) = open_batch(server.address, first, count, opening).await;
        let after = Cpu::now(pid);
        let new = opened.len().max(1) as f64;
        println!(
            "  {:>6} → {:>6}   {:>6.2}  {:>7.2}  {:>8.1}  {:>7.1}  {:>22.1}  {:>10.0}",
            first,
            first + opened.len() as u32,
            (after.server - before.server) / new,
            (after.spawner - before.spawner) / new,
            (after.programs - before.programs) / new,
            (after.machine - before.machine) / new,
            (after.client - before.client) / new,
            new / after.at.duration_since(before.at).as_secs_f64(),
        );
        held.extend(opened.into_iter().map(Arc::new));
        if let Some(why) = failed {
            println!("stopped at {} sessions: {why}", held.len());
            println!("the server's last lines:");
            for line in server.log.lock().unwrap().iter() {
                println!("  {line}");
            }
            break;
        }
    }
    println!("sessions held: {} (opened in {:.1} s)", held.len(), started.elapsed().as_secs_f64());
    (!held.is_empty()).then_some(held)
}

/// With every session held: ten idle seconds, memory, and a key's round trip.
async fn held_figures(pid: u32, held: &[Arc<Session>], idle_server_kb: u64) {
    tokio::time::sleep(Duration::from_secs(3)).await;
    // The server, its spawner, then the programs.
    let mut pids = vec![pid];
    pids.extend(spawners(pid));
    let programs_from = pids.len();
    pids.extend(programs(pid));
    let (before, woken) = (Cpu::now(pid), switches(&pids));
    tokio::time::sleep(Duration::from_secs(10)).await;
    let (after, woken_after) = (Cpu::now(pid), switches(&pids));
    println!(
        "idle, {} sessions on the start screen, 10 s: {}; {:.1} wake-ups a second in the server, its spawner and all \
         the programs",
        held.len(),
        after.percent_since(&before),
        (woken_after - woken) as f64 / 10.0
    );
    let count = held.len() as u64;
    let server_kb = kilobytes(pid, "status", "VmRSS");
    let pss: u64 = pids.iter().map(|&p| kilobytes(p, "smaps_rollup", "Pss")).sum();
    let programs_rss: u64 = pids[programs_from..].iter().map(|&p| kilobytes(p, "status", "VmRSS")).sum();
    println!(
        "memory: {} MB proportional in all ({} kB a session); the server {} MB resident, {:.1} kB more a session; a \
         program {} kB resident",
        pss / 1024,
        pss / count,
        server_kb / 1024,
        server_kb.saturating_sub(idle_server_kb) as f64 / count as f64,
        programs_rss / count.max(1),
    );
    let mut times = Vec::new();
    let step = (held.len() / 200).max(1);
    for session in held.iter().step_by(step).take(200) {
        for i in 0..6 {
            // Right and left move the start screen's choice of game: a small redraw each time, and an even
            // count leaves the choice where it was (kingulu's, for the rooms).
            if let Some(time) = session.answer(if i % 2 == 0 { "\x1b[C" } else { "\x1b[D" }).await {
                times.push(time);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    println!("a key's round trip with {} sessions open: {}", held.len(), spread(times));
}

/// Pairs sessions into `rooms` rooms of kingulu through the lobby, then plays a move in each room every 10 s.
async fn play_rooms(pid: u32, held: &[Arc<Session>], rooms: u32, move_seconds: u32) {
    let started = Instant::now();
    let mut seated = Vec::new();
    for pair in held.chunks(2).take(rooms as usize) {
        match pair_up(Arc::clone(&pair[0]), Arc::clone(&pair[1])).await {
            Ok(seats) => seated.push(seats),
            Err(why) => {
                println!("pairing stopped after {} rooms: {why}", seated.len());
                break;
            }
        }
    }
    println!("rooms: {} pairs met in the lobby and sat down in {:.1} s", seated.len(), started.elapsed().as_secs_f64());
    let count = seated.len();
    if count == 0 {
        return;
    }
    let before = Cpu::now(pid);
    let times = Arc::new(Mutex::new(Vec::new()));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let plays = seated.into_iter().enumerate().map(|(i, (south, north))| {
        let (times, failures) = (Arc::clone(&times), Arc::clone(&failures));
        let offset = Duration::from_secs(10) * i as u32 / count as u32;
        async move {
            tokio::time::sleep(offset).await;
            let mut position = Kingulu::start();
            let until = Instant::now() + Duration::from_secs(move_seconds.into());
            let mut ply = 1usize;
            while Instant::now() < until && position.status() == Status::Ongoing {
                let moves = position.legal_moves();
                let mv = moves[(i + ply) % moves.len()];
                let (to_move, waiting) =
                    if position.side_to_move() == Side::South { (&south, &north) } else { (&north, &south) };
                let shown = format!("· ply {} ", ply + 1);
                let sent = Instant::now();
                to_move.keys(&format!(":{mv}\r")).await;
                match waiting.wait(|text| text.contains(&shown), Duration::from_secs(10)).await {
                    Ok(()) => times.lock().unwrap().push(sent.elapsed()),
                    Err(why) => {
                        failures.lock().unwrap().push(why);
                        return;
                    }
                }
                position = position.play(mv).unwrap();
                ply += 1;
                tokio::time::sleep(Duration::from_secs(10).saturating_sub(sent.elapsed())).await;
            }
        }
    });
    futures_join(plays.collect()).await;
    let after = Cpu::now(pid);
    println!(
        "{count} rooms ({} players) a move every 10 s for {move_seconds} s: {}",
        count * 2,
        after.percent_since(&before)
    );
    println!("a move to the other player's screen: {}", spread(times.lock().unwrap().clone()));
    let failures = failures.lock().unwrap();
    if let Some(first) = failures.first() {
        println!("{} rooms stopped early; the first: {first}", failures.len());
    }
}

/// Runs the futures to their ends, side by side.
async fn futures_join<F: std::future::Future<Output = ()> + Send + 'static>(futures: Vec<F>) {
    let mut set = tokio::task::JoinSet::new();
    for future in futures {
        set.spawn(future);
    }
    while set.join_next().await.is_some() {}
}

/// Two sessions into a room: both go to the lobby, `a` posts a challenge for anyone, `b` takes it. The seats,
/// south first.
async fn pair_up(a: Arc<Session>, b: Arc<Session>) -> Result<(Arc<Session>, Arc<Session>), String> {
    for session in [&a, &b] {
        session.keys("\x1b[Dr").await;
        session.wait_text(&format!("lobby · you are p{}", session.number)).await?;
    }
    a.keys("p").await;
    a.wait_text("A challenge for anyone").await?;
    a.keys("\r").await;
    b.wait_text("10+5  either side").await?;
    b.keys("\x1b[H\r").await;
    for session in [&a, &b] {
        session.wait_text("legal moves").await?;
        if !session.text().contains("Bao Kingulu") {
            return Err(format!("p{}'s room is not kingulu's:\n{}", session.number, session.text()));
        }
    }
    if a.text().contains("South (you)") { Ok((a, b)) } else { Ok((b, a)) }
}

fn stop(server: &mut Server, root: &std::path::Path) {
    let _ = server.process.kill();
    let _ = server.process.wait();
    let _ = std::fs::remove_dir_all(root);
}
