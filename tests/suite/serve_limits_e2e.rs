//! `bao serve`'s limits on sessions, end to end: one key, one address and the whole server each hold only so
//! many sessions, and a client turned away learns why, with russh's client and with OpenSSH's `ssh` (the
//! reason reaches its standard error as `Received disconnect from …`); a refused terminal type says what was
//! wrong with it; OpenSSH's client in a pseudo-terminal reaches the lobby; and a server started where no
//! session was made for it starts its players' programs all the same, and one whose folder is too long for
//! its rooms' sockets does not start.

use std::io::Read as _;
use std::net::IpAddr;
use std::os::unix::fs::OpenOptionsExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use russh::keys::ssh_key::LineEnding;

use super::sandbox::{Sandbox, ssh_pty_command};
use super::serve_e2e::{Screen, Server, WAIT, key, login, login_from, runtime, turned_away};
use super::tui_e2e::Pty;

/// One of the loopback network's addresses.
fn local(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, last])
}

#[test]
fn a_key_an_address_and_the_server_each_hold_only_so_many_sessions_and_say_why() {
    let args = ["--max-sessions", "5", "--max-sessions-per-address", "3", "--max-sessions-per-key", "2"];
    let server = Server::start("serve-caps", &[], &args);
    runtime().block_on(async {
        let address = server.address;
        // One key, two names: two sessions, and the third is turned away after authenticating, from wherever.
        let ali = login(address, "ali", &key(1)).await.unwrap();
        let _ali2 = login(address, "ali2", &key(1)).await.unwrap();
        let told = turned_away(address, local(2), "ali3", &key(1)).await;
        assert!(told.contains("your key already holds 2 sessions, the most one key may"), "{told:?}");
        server.wait_log("turned away: your key already holds 2 sessions");
        // A third session from 127.0.0.1, with another key, is let in; a fourth is not.
        let _bea = login(address, "bea", &key(2)).await.unwrap();
        let told = turned_away(address, local(1), "cy", &key(3)).await;
        assert!(told.contains("your address already holds 3 sessions, the most one address may"), "{told:?}");
        // Other addresses are let in, up to the server's five sessions.
        let _cy = login_from(address, local(2), "cy", &key(3)).await.unwrap();
        let _dan = login_from(address, local(3), "dan", &key(4)).await.unwrap();
        let told = turned_away(address, local(4), "eve", &key(5)).await;
        assert!(told.contains("the server is full (5 sessions)"), "{told:?}");
        // A session that ends gives its places back: the key's, the address's and the server's.
        drop(ali);
        let deadline = Instant::now() + WAIT;
        while login(address, "ali3", &key(1)).await.is_err() {
            assert!(Instant::now() < deadline, "ali's places were not given back: {:#?}", server.log.lock());
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
}

#[test]
fn a_refused_terminal_type_is_named_as_what_was_wrong() {
    let server = Server::start("serve-term", &[], &[]);
    runtime().block_on(async {
        let handle = login(server.address, "ali", &key(1)).await.unwrap();
        let mut channel = handle.channel_open_session().await.unwrap();
        let term = "\x1b[31m".repeat(2000);
        channel.request_pty(false, &term, 80, 24, 0, 0, &[]).await.unwrap();
        channel.request_shell(false).await.unwrap();
        let mut told = String::new();
        while let Ok(Some(message)) = tokio::time::timeout(WAIT, channel.wait()).await {
            match message {
                russh::ChannelMsg::ExtendedData { data, .. } => told.push_str(&String::from_utf8_lossy(&data)),
                russh::ChannelMsg::Close => break,
                _ => {}
            }
        }
        assert!(told.contains("the terminal type (TERM) was refused: 10000 characters, more than 64"), "{told:?}");
        assert!(!told.contains("ssh -t"), "{told:?}");
        assert!(!told.contains('\x1b'), "the refused value came back: {told:?}");
    });
}

/// OpenSSH's client, where one is installed.
const SSH: &str = "/usr/bin/ssh";

/// Writes `key(number)` where OpenSSH can read it (mode 0600).
fn key_file(folder: &Path, number: u8) -> PathBuf {
    let path = folder.join(format!("key{number}"));
    let text = key(number).to_openssh(LineEnding::LF).unwrap();
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&path).unwrap();
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    path
}

/// Runs `ssh` as `user` with the key file, TERM set to `term`, and `extra` options; returns its standard
/// error once it has ended (killed after [`WAIT`]).
fn openssh(port: u16, key: &Path, user: &str, term: &str, extra: &[&str]) -> String {
    let port = port.to_string();
    let key = key.to_string_lossy().into_owned();
    let mut args = vec!["-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null"];
    args.extend(["-o", "ConnectTimeout=10", "-o", "IdentitiesOnly=yes", "-F", "/dev/null", "-i", &key, "-p", &port]);
    args.extend(extra);
    let target = format!("{user}@127.0.0.1");
    args.push(&target);
    let mut child = Command::new(SSH)
        .args(&args)
        .env("TERM", term)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + WAIT;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("ssh did not end");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let mut errors = String::new();
    child.stderr.take().unwrap().read_to_string(&mut errors).unwrap();
    errors
}

#[test]
fn an_openssh_client_turned_away_is_told_why() {
    if !Path::new(SSH).exists() {
        println!("skipped: no OpenSSH client at {SSH}");
        return;
    }
    let server = Server::start("serve-openssh", &[], &["--max-sessions", "2", "--max-sessions-per-key", "1"]);
    let folder = server.sandbox.root().to_path_buf();
    let keys: Vec<PathBuf> = (1..=3).map(|n| key_file(&folder, n)).collect();
    let port = server.address.port();
    runtime().block_on(async {
        // A terminal type of escape codes, with `-tt`: the refusal says the TERM value was refused and why.
        let term = "\x1b[31m".repeat(2000);
        let told = tokio::task::spawn_blocking({
            let key = keys[0].clone();
            move || openssh(port, &key, "ali", &term, &["-tt"])
        });
        let told = told.await.unwrap();
        assert!(told.contains("the terminal type (TERM) was refused: 10000 characters"), "{told}");
        // Key 1 holds its one session; with OpenSSH it is turned away, and ssh prints the reason.
        let _ali = login(server.address, "ali", &key(1)).await.unwrap();
        let told = tokio::task::spawn_blocking({
            let key = keys[0].clone();
            move || openssh(port, &key, "ali2", "xterm", &[])
        });
        let told = told.await.unwrap();
        assert!(told.contains("Received disconnect from 127.0.0.1"), "{told}");
        assert!(told.contains("bao serve: your key already holds 1 session, the most one key may"), "{told}");
        // The server full: the next client is told so before it authenticates.
        let _bea = login(server.address, "bea", &key(2)).await.unwrap();
        let told = tokio::task::spawn_blocking({
            let key = keys[2].clone();
            move || openssh(port, &key, "cy", "xterm", &[])
        });
        let told = told.await.unwrap();
        assert!(told.contains("Received disconnect from 127.0.0.1"), "{told}");
        assert!(told.contains("bao serve: the server is full (2 sessions)"), "{told}");
        assert!(!told.contains("kex_exchange_identification"), "{told}");
    });
}

/// OpenSSH's own client in a pseudo-terminal, as a player types `ssh -t -p PORT ali@HOST`: the start screen
/// comes, `r` opens the lobby, `q` quits the program and ssh ends with it.
#[test]
fn an_openssh_client_in_a_terminal_reaches_the_lobby() {
    if !Path::new(SSH).exists() {
        println!("skipped: no OpenSSH client at {SSH}");
        return;
    }
    let server = Server::start("serve-openssh-lobby", &[], &[]);
    let key = key_file(server.sandbox.root(), 1).to_string_lossy().into_owned();
    let port = server.address.port().to_string();
    let mut args = vec!["-t", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o", "LogLevel=ERROR"];
    args.extend(["-o", "UserKnownHostsFile=/dev/null", "-o", "IdentitiesOnly=yes", "-F", "/dev/null"]);
    args.extend(["-i", &key, "-p", &port, "ali@127.0.0.1"]);
    let mut pty = Pty::spawn_command(ssh_pty_command(Path::new(SSH), &args), true);
    pty.wait_text("play and study East African mancala");
    pty.keys("r");
    pty.wait_text("lobby · you are ali · 1 online");
    pty.wait_text("ali          in the lobby (you)");
    pty.keys("q");
    let status = pty.wait_exit(WAIT, "q in the lobby");
    assert!(status.success(), "{status:?}");
}

/// A server started where no session was made for it, as by a container's or a CI's first process, runs in
/// session 0; its players' programs, which each make a session of their own, start all the same. They used to
/// ask the kernel for their session first, and rustix cannot hold a session 0 as a process number: each one
/// died before its first screen, which only CI showed. Here the server runs in a namespace of process numbers
/// of its own (`unshare --pid`), where the session it inherits is outside and reads as 0; skipped where
/// `unshare` cannot make one (a user who is not root).
#[test]
fn a_server_started_in_session_zero_starts_its_players_programs() {
    let unshare = ["unshare", "--pid", "--kill-child"];
    let probe = Command::new(unshare[0]).args(&unshare[1..]).arg("true").stderr(Stdio::null()).status();
    if !probe.is_ok_and(|status| status.success()) {
        println!("skipped: unshare --pid cannot make a namespace of process numbers here");
        return;
    }
    let server = Server::start_by(&unshare, "serve-session-0", &[], &[]);
    runtime().block_on(async {
        let mut screen = Screen::open(server.address, "ali", &key(1)).await;
        screen.wait_text("play and study East African mancala").await;
        screen.keys("r").await;
        screen.wait_text("lobby · you are ali · 1 online").await;
    });
}

/// A data folder too long for the rooms' sockets (a Unix socket's path holds at most 107 bytes) is refused when
/// the server starts, naming the folder and what to change, rather than at each room a player opens; nothing
/// is made in it.
#[test]
fn a_data_folder_too_long_for_the_rooms_sockets_is_refused_at_the_start() {
    let sandbox = Sandbox::new("serve-long");
    let data = sandbox.root().join("d".repeat(80));
    let mut command = sandbox.serve_command(&["--listen", "127.0.0.1:0", "--open"]);
    let output = command.env("BAO_DATA_DIR", &data).stdin(Stdio::null()).output().unwrap();
    let told = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{told}");
    let rooms = data.join("serve/rooms");
    assert!(told.contains(&format!("the rooms folder {} is too long a path", rooms.display())), "{told}");
    assert!(told.contains("sockets (at most 69 bytes): set BAO_DATA_DIR to a shorter folder"), "{told}");
    assert!(!data.exists(), "the server made its folder");
}
