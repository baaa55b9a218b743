//! `bao serve`, measured with the real server and real SSH clients (figures printed, nothing asserted):
//! how many sessions it holds, the memory per session (the server and its sessions' programs, resident and
//! proportional), and the time from a key sent by an SSH client to the screen's answer arriving back.
//! `cargo bench --features serve --bench serve` (SESSIONS=N to change the 100 sessions opened).
//!
//! The server runs with temporary data and rooms folders and the test guard on, as the test suite's sandbox
//! does.

use std::io::{BufRead as _, BufReader};
use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use russh::client::{self, Handle, Msg};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg};

const BINARY: &str = env!("CARGO_BIN_EXE_bao");

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _key: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

struct Session {
    _handle: Handle<Trusting>,
    channel: Channel<Msg>,
    parser: vt100::Parser,
}

impl Session {
    async fn open(address: SocketAddr, number: u32) -> Session {
        let mut seed = [7u8; 32];
        seed[..4].copy_from_slice(&number.to_le_bytes());
        let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
        let config = Arc::new(client::Config::default());
        let mut handle = client::connect(config, address, Trusting).await.unwrap();
        let key = PrivateKeyWithHashAlg::new(Arc::new(key), None);
        assert!(handle.authenticate_publickey(format!("p{number}"), key).await.unwrap().success());
        let channel = handle.channel_open_session().await.unwrap();
        channel.request_pty(true, "xterm-256color", 80, 24, 0, 0, &[]).await.unwrap();
        channel.request_shell(true).await.unwrap();
        let parser = vt100::Parser::new(NonZeroU16::new(24).unwrap(), NonZeroU16::new(80).unwrap(), 0);
        Session { _handle: handle, channel, parser }
    }

    async fn wait_text(&mut self, text: &str) {
        while !self.parser.screen().contents().contains(text) {
            match tokio::time::timeout(Duration::from_secs(60), self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => self.parser.process(&data),
                Ok(Some(_)) => {}
                _ => panic!("no {text:?}:\n{}", self.parser.screen().contents()),
            }
        }
    }

    /// Sends `keys` and waits until the screen shows a change.
    async fn answer(&mut self, keys: &str) -> Duration {
        let before = self.parser.screen().contents_formatted();
        let sent = Instant::now();
        self.channel.data_bytes(keys.as_bytes().to_vec()).await.unwrap();
        while self.parser.screen().contents_formatted() == before {
            match tokio::time::timeout(Duration::from_secs(10), self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => self.parser.process(&data),
                Ok(Some(_)) => {}
                _ => panic!("no answer to {keys:?}"),
            }
        }
        sent.elapsed()
    }
}

/// Kilobytes of `field` (`VmRSS`, `Pss`) in a `/proc` file, for `pid`.
fn kilobytes(pid: u32, file: &str, field: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{pid}/{file}")).unwrap_or_default();
    text.lines()
        .find_map(|line| line.strip_prefix(field)?.trim_start_matches(':').split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
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

/// Resident and proportional kilobytes of `pids`.
fn memory(pids: &[u32]) -> (u64, u64) {
    pids.iter().fold((0, 0), |(rss, pss), &pid| {
        (rss + kilobytes(pid, "status", "VmRSS"), pss + kilobytes(pid, "smaps_rollup", "Pss"))
    })
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() - 1) * p / 100]
}

fn main() {
    let sessions: u32 = std::env::var("SESSIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let root = std::env::temp_dir().join(format!("bao-bench-serve-{}", std::process::id()));
    for folder in ["data", "config", "rooms"] {
        std::fs::create_dir_all(root.join(folder)).unwrap();
    }
    let env = |folder: &str| root.join(folder);
    let mut server = Command::new(BINARY)
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--open",
            "--max-sessions",
            "1000",
            "--connections-per-minute",
            "100000",
        ])
        .env("BAO_DATA_DIR", env("data"))
        .env("BAO_CONFIG_DIR", env("config"))
        .env("BAO_ROOMS_DIR", env("rooms"))
        .env("BAO_TEST_GUARD", "1")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(server.stderr.take().unwrap()).lines();
    let address: SocketAddr = loop {
        let line = lines.next().expect("the server logs its address").unwrap();
        if let Some(at) = line.strip_prefix("bao serve: listening on ") {
            break at.parse().unwrap();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    let pid = server.id();
    let (idle_resident, idle_proportional) = memory(&[pid]);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(async {
        let mut latencies = Vec::new();
        let mut first = Session::open(address, 0).await;
        first.wait_text("play and study East African mancala").await;
        first.channel.data_bytes(&b"\x1b[D\r\r"[..]).await.unwrap();
        first.wait_text("South to move").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        for i in 0..60 {
            // Right and left arrows move the cursor between pits: a small redraw each time.
            latencies.push(first.answer(if i % 2 == 0 { "\x1b[C" } else { "\x1b[D" }).await);
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        latencies.sort();
        println!(
            "keystroke to screen through the server (one idle session, 60 keys): median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            percentile(&latencies, 50).as_secs_f64() * 1e3,
            percentile(&latencies, 95).as_secs_f64() * 1e3,
            latencies.last().unwrap().as_secs_f64() * 1e3
        );
        let started = Instant::now();
        let mut tasks = Vec::new();
        for n in 1..sessions {
            tasks.push(tokio::spawn(async move {
                let mut session = Session::open(address, n).await;
                session.wait_text("play and study East African mancala").await;
                session
            }));
        }
        let mut held = vec![first];
        for task in tasks {
            held.push(task.await.unwrap());
        }
        println!("sessions held: {} (all showing the start screen after {:.1} s)", held.len(), started.elapsed().as_secs_f64());
        tokio::time::sleep(Duration::from_secs(1)).await;
        let mut pids = vec![pid];
        pids.extend(children(pid));
        let (rss, pss) = memory(&pids);
        let count = u64::try_from(held.len()).unwrap();
        println!(
            "memory: server idle {idle_resident} kB resident; with {count} sessions the server and {} programs {} MB resident, {} MB proportional: {} kB resident, {} kB proportional per session",
            pids.len() - 1,
            rss / 1024,
            pss / 1024,
            rss.saturating_sub(idle_resident) / count,
            pss.saturating_sub(idle_proportional) / count,
        );
        let mut loaded = Vec::new();
        for i in 0..30 {
            loaded.push(held[0].answer(if i % 2 == 0 { "\x1b[C" } else { "\x1b[D" }).await);
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        loaded.sort();
        println!(
            "keystroke to screen with {count} sessions open: median {:.2} ms, p95 {:.2} ms",
            percentile(&loaded, 50).as_secs_f64() * 1e3,
            percentile(&loaded, 95).as_secs_f64() * 1e3,
        );
        drop(held);
    });
    let _ = server.kill();
    let _ = server.wait();
    remove(&root);
}

fn remove(root: &Path) {
    let _ = std::fs::remove_dir_all(root);
}
