//! `bao serve` end to end: the real server, and a real SSH client (russh's) in the test. A client connects
//! with a key, gets the start screen in a pseudo-terminal of the asked size (read through a vt100 parser),
//! plays, resizes; two clients play one game in a room of the server; and everything else is refused: an
//! unknown key, another key for a bound name, commands, port forwarding, garbage, a client that never
//! authenticates, an input flood, while the other sessions go on; three players meet in the lobby, two play
//! and the third watches to the end.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::num::NonZeroU16;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::client::{self, AuthResult, DisconnectReason, Handle};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh::{ChannelMsg, client::Msg};

use super::sandbox::Sandbox;

/// How long any one thing may take.
pub(super) const WAIT: Duration = Duration::from_secs(30);

/// A key of its own for each number.
pub(super) fn key(number: u8) -> PrivateKey {
    PrivateKey::from(Ed25519Keypair::from_seed(&[number; 32]))
}

/// A running `bao serve`, its log collected; killed when dropped.
pub(super) struct Server {
    child: Child,
    pub(super) address: SocketAddr,
    pub(super) log: Arc<Mutex<Vec<String>>>,
    pub(super) sandbox: Sandbox,
}

impl Server {
    /// `bao serve --listen 127.0.0.1:0 ARGS` in a fresh sandbox (`keys`: an `authorized_keys` file's lines, or
    /// `--open` when empty).
    pub(super) fn start(name: &str, keys: &[&PrivateKey], args: &[&str]) -> Server {
        Server::start_by(&[], name, keys, args)
    }

    /// [`Server::start`], the server started by `wrapper` (a command and its arguments, the server's command
    /// after them; none: the server itself).
    pub(super) fn start_by(wrapper: &[&str], name: &str, keys: &[&PrivateKey], args: &[&str]) -> Server {
        let sandbox = Sandbox::new(name);
        let mut all = vec!["--listen", "127.0.0.1:0"];
        let authorized = sandbox.root().join("authorized_keys");
        let authorized_text = authorized.to_string_lossy().into_owned();
        if keys.is_empty() {
            all.push("--open");
        } else {
            let lines: Vec<String> = keys.iter().map(|k| k.public_key().to_openssh().unwrap()).collect();
            std::fs::write(&authorized, lines.join("\n")).unwrap();
            all.extend(["--authorized-keys", &authorized_text]);
        }
        all.extend(args);
        let (child, address, log) = Server::spawn(&sandbox, &all, wrapper);
        Server { child, address, log, sandbox }
    }

    /// `bao serve ARGS` in `sandbox`, once it has logged the address it listens on: the process, the address,
    /// its log.
    fn spawn(sandbox: &Sandbox, all: &[&str], wrapper: &[&str]) -> (Child, SocketAddr, Arc<Mutex<Vec<String>>>) {
        let mut command = sandbox.serve_command(all);
        if let [program, arguments @ ..] = wrapper {
            let mut by = std::process::Command::new(program);
            by.args(arguments).arg(command.get_program()).args(command.get_args());
            for (name, value) in command.get_envs() {
                match value {
                    Some(value) => by.env(name, value),
                    None => by.env_remove(name),
                };
            }
            command = by;
        }
        let mut child = command.stderr(Stdio::piped()).stdout(Stdio::null()).spawn().unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let (found, address) = std::sync::mpsc::channel();
        let lines = BufReader::new(child.stderr.take().unwrap());
        let kept = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in lines.lines() {
                let Ok(line) = line else { break };
                if let Some(at) = line.strip_prefix("bao serve: listening on ") {
                    let _ = found.send(at.parse::<SocketAddr>().unwrap());
                }
                kept.lock().unwrap().push(line);
            }
        });
        let address = address.recv_timeout(WAIT).unwrap_or_else(|_| panic!("no address logged: {:?}", log.lock()));
        (child, address, log)
    }

    /// Kills the server with `SIGKILL` (no chance to save or close anything), and starts it again on the same
    /// data folder, `--open`, on a new port.
    fn kill_9_and_restart(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        (self.child, self.address, self.log) =
            Server::spawn(&self.sandbox, &["--listen", "127.0.0.1:0", "--open"], &[]);
    }

    /// Waits for a log line containing `text`.
    pub(super) fn wait_log(&self, text: &str) {
        let deadline = Instant::now() + WAIT;
        while !self.log.lock().unwrap().iter().any(|line| line.contains(text)) {
            assert!(Instant::now() < deadline, "no log line with {text:?}: {:#?}", self.log.lock().unwrap());
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client that trusts any host key (the test started the server), and keeps the server's disconnect message.
#[derive(Clone, Default)]
pub(super) struct Trusting {
    told: Arc<Mutex<Option<String>>>,
}

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _key: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }

    async fn disconnected(&mut self, reason: DisconnectReason<Self::Error>) -> Result<(), Self::Error> {
        match reason {
            DisconnectReason::ReceivedDisconnect(info) => {
                *self.told.lock().unwrap() = Some(info.message);
                Ok(())
            }
            DisconnectReason::Error(e) => Err(e),
        }
    }
}

/// An SSH connection, authenticated or not.
async fn connect(address: SocketAddr) -> Handle<Trusting> {
    connect_from(address, "127.0.0.1".parse().unwrap(), Trusting::default()).await
}

/// An SSH connection from `from`, one of the loopback network's addresses (127.0.0.0/8).
async fn connect_from(address: SocketAddr, from: IpAddr, handler: Trusting) -> Handle<Trusting> {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from, 0)).unwrap();
    let stream = socket.connect(address).await.unwrap();
    client::connect_stream(Arc::new(client::Config::default()), stream, handler).await.unwrap()
}

/// Connects and authenticates `user` with `key`.
pub(super) async fn login(address: SocketAddr, user: &str, key: &PrivateKey) -> Result<Handle<Trusting>, String> {
    login_from(address, "127.0.0.1".parse().unwrap(), user, key).await
}

/// Connects from `from` and authenticates `user` with `key`.
pub(super) async fn login_from(
    address: SocketAddr,
    from: IpAddr,
    user: &str,
    key: &PrivateKey,
) -> Result<Handle<Trusting>, String> {
    let mut handle = connect_from(address, from, Trusting::default()).await;
    let key = PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None);
    match handle.authenticate_publickey(user, key).await.map_err(|e| e.to_string())? {
        AuthResult::Success => Ok(handle),
        AuthResult::Failure { .. } => Err("refused".into()),
    }
}

/// Connects from `from`, tries to log in as `user` with `key`, and returns the reason the server gave when it
/// disconnected (the test fails if it gave none).
pub(super) async fn turned_away(address: SocketAddr, from: IpAddr, user: &str, key: &PrivateKey) -> String {
    let handler = Trusting::default();
    let told = Arc::clone(&handler.told);
    let mut handle = connect_from(address, from, handler).await;
    let key = PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None);
    // Authentication fails (the server or the address is full) or succeeds (the key holds enough sessions):
    // either way the server disconnects at once.
    let _ = tokio::time::timeout(WAIT, handle.authenticate_publickey(user, key)).await;
    let deadline = Instant::now() + WAIT;
    while !handle.is_closed() {
        assert!(Instant::now() < deadline, "the server did not disconnect {user} from {from}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The handle can say it is closed a moment before the client's handler has been told the reason.
    loop {
        if let Some(reason) = told.lock().unwrap().clone() {
            return reason;
        }
        assert!(Instant::now() < deadline, "{user} from {from} was disconnected without a reason");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A session with a terminal: what the player sees.
pub(super) struct Screen {
    _handle: Handle<Trusting>,
    channel: russh::Channel<Msg>,
    parser: vt100::Parser,
    /// Standard error's lines (the server's messages).
    errors: String,
    closed: bool,
}

impl Screen {
    /// Logs in and opens a session with an 80x24 terminal and a shell: the start screen.
    pub(super) async fn open(address: SocketAddr, user: &str, key: &PrivateKey) -> Screen {
        let handle = login(address, user, key).await.unwrap();
        let channel = handle.channel_open_session().await.unwrap();
        channel.request_pty(true, "xterm-256color", 80, 24, 0, 0, &[]).await.unwrap();
        channel.request_shell(true).await.unwrap();
        let parser = vt100::Parser::new(NonZeroU16::new(24).unwrap(), NonZeroU16::new(80).unwrap(), 0);
        Screen { _handle: handle, channel, parser, errors: String::new(), closed: false }
    }

    pub(super) fn text(&self) -> String {
        self.parser.screen().contents()
    }

    /// Reads until the screen shows `text`.
    pub(super) async fn wait_text(&mut self, text: &str) {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.text().contains(text) {
            let message = tokio::time::timeout_at(deadline, self.channel.wait()).await;
            match message {
                Err(tokio::time::error::Elapsed { .. }) => {
                    panic!("timed out waiting for {text:?}; screen:\n{}\nerrors: {}", self.text(), self.errors)
                }
                Ok(None) => panic!("the session ended waiting for {text:?}; screen:\n{}", self.text()),
                Ok(Some(message)) => self.take(message),
            }
        }
    }

    /// Reads until the session ends; returns what came on standard error.
    async fn wait_end(&mut self) -> String {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Err(tokio::time::error::Elapsed { .. }) => panic!("the session did not end; screen:\n{}", self.text()),
                Ok(None) => self.closed = true,
                Ok(Some(message)) => self.take(message),
            }
        }
        self.errors.clone()
    }

    fn take(&mut self, message: ChannelMsg) {
        match message {
            ChannelMsg::Data { data } => self.parser.process(&data),
            ChannelMsg::ExtendedData { data, .. } => self.errors.push_str(&String::from_utf8_lossy(&data)),
            ChannelMsg::Close | ChannelMsg::Eof => self.closed = true,
            _ => {}
        }
    }

    pub(super) async fn keys(&self, keys: &str) {
        self.channel.data_bytes(keys.as_bytes().to_vec()).await.unwrap();
    }

    async fn resize(&mut self, cols: u16, rows: u16) {
        self.channel.window_change(u32::from(cols), u32::from(rows), 0, 0).await.unwrap();
        self.parser.set_size(NonZeroU16::new(rows).unwrap(), NonZeroU16::new(cols).unwrap());
    }
}

pub(super) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}

/// The start screen's line.
pub(super) const START: &str = "play and study East African mancala";

#[test]
fn a_player_gets_the_start_screen_plays_resizes_and_finds_the_game_again_after_a_drop() {
    let server = Server::start("serve-play", &[], &[]);
    runtime().block_on(async {
        let mut screen = Screen::open(server.address, "ali", &key(1)).await;
        screen.wait_text(START).await;
        // Kingulu is the last game of the list: left wraps round to it; Enter starts it, Enter plays A3.
        screen.keys("\x1b[D\r").await;
        screen.wait_text("South to move").await;
        screen.keys("\r").await;
        screen.wait_text("1. S A3").await;
        // A wider window: the program is told and draws the whole width.
        screen.resize(120, 30).await;
        screen.wait_text("North to move").await;
        let deadline = Instant::now() + WAIT;
        loop {
            let widest = screen.text().lines().map(|l| l.trim_end().chars().count()).max().unwrap_or(0);
            if widest > 80 {
                break;
            }
            assert!(Instant::now() < deadline, "no redraw past 80 columns:\n{}", screen.text());
            if let Ok(Some(message)) = tokio::time::timeout(Duration::from_millis(200), screen.channel.wait()).await {
                screen.take(message);
            }
        }
        // The connection drops: the program is hung up, saves, and the next connection offers the game again.
        drop(screen);
        server.wait_log("session hung up");
        let saves = server.sandbox.data().join("serve/users/ali/data/saves");
        let deadline = Instant::now() + WAIT;
        while std::fs::read_dir(&saves).map_or(0, |d| {
            d.filter_map(Result::ok).filter(|e| e.path().extension().is_some_and(|x| x == "json")).count()
        }) == 0
        {
            assert!(Instant::now() < deadline, "no save in {}", saves.display());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let mut screen = Screen::open(server.address, "ali", &key(1)).await;
        screen.wait_text("c continue").await;
        screen.keys("c").await;
        screen.wait_text("1. S A3").await;
        screen.keys("q").await;
        screen.wait_end().await;
    });
}

/// The room code on the screen of a player who opened a room on the server.
fn code_on(text: &str) -> Option<String> {
    let at = text.find("room kingulu-")? + "room ".len();
    text.get(at..at + "kingulu-xxxx-xxxx".len()).map(str::to_string)
}

/// From the start screen: `r` is the lobby over `bao serve`, and `r` there the rooms screen.
async fn rooms_screen(screen: &mut Screen) {
    screen.keys("r").await;
    screen.wait_text("lobby · you are").await;
    screen.keys("r").await;
    screen.wait_text("one game, two terminals").await;
}

/// From the start screen: the rooms screen, down to "join", the code typed.
async fn join_with_code(screen: &mut Screen, code: &str) {
    rooms_screen(screen).await;
    screen.keys("\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B").await;
    screen.wait_text("▸ [ Join a room with its code ]").await;
    screen.keys("\r").await;
    screen.keys(&format!("{code}\r")).await;
}

/// The room is the server's, not the program of the player who opened it: they meet, the opener's connection
/// drops mid-game, the room and its game stay, and the opener comes back with `c` to the same seat at the same
/// move.
#[test]
fn two_players_meet_in_a_room_the_server_keeps_and_the_opener_comes_back_to_it() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-room", &[], &[]);
    runtime().block_on(async {
        let mut host = Screen::open(server.address, "ali", &key(1)).await;
        let mut guest = Screen::open(server.address, "bob", &key(2)).await;
        host.wait_text(START).await;
        guest.wait_text(START).await;
        // Kingulu selected, then the rooms screen; its first line opens a room for that game, on the server.
        host.keys("\x1b[D").await;
        rooms_screen(&mut host).await;
        host.keys("\r").await;
        host.wait_text("open on the server").await;
        let code = code_on(&host.text()).expect("a code on the opener's screen");
        assert!(!host.text().contains("bao join"), "no shell command is offered over bao serve");
        join_with_code(&mut guest, &code).await;
        guest.wait_text("you play north").await;
        host.wait_text("bob").await;
        host.keys(":A3\r").await;
        guest.wait_text("1. S A3").await;
        host.wait_text("1. S A3").await;
        // The opener's connection drops: the room stays, and the other player is told.
        drop(host);
        guest.wait_text("ali left the room").await;
        // The opener logs in again and continues the game (c): back in the room, not in a copy of its own, at
        // their own seat and the same move.
        let mut host = Screen::open(server.address, "ali", &key(1)).await;
        host.wait_text(START).await;
        host.wait_text("c  continue").await;
        host.keys("c").await;
        host.wait_text("you play south").await;
        host.wait_text("1. S A3").await;
        guest.wait_text("ali is here").await;
        let start = Kingulu::start();
        let a3 = start.legal_moves()[0];
        let reply = start.play(a3).unwrap().legal_moves()[0].to_string();
        guest.keys(&format!(":{reply}\r")).await;
        host.wait_text(&format!("2. N {reply}")).await;
    });
}

/// The server killed with `SIGKILL` mid-game and started again on its data folder: the room is there, at its
/// last announced move, both players come back to their own seats with `c`, and play on; the administrator's
/// list and export read the same games.
#[test]
fn a_server_killed_mid_game_opens_the_room_again_at_its_last_move_and_both_players_go_on() {
    use bao::rules::{Game as _, Kingulu};
    let mut server = Server::start("serve-kill", &[], &[]);
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let after = start.play(a3).unwrap();
    let reply = after.legal_moves()[0];
    let third = after.play(reply).unwrap().legal_moves()[0].to_string();
    let code = runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        ali.wait_text(START).await;
        bob.wait_text(START).await;
        ali.keys("\x1b[D").await;
        rooms_screen(&mut ali).await;
        ali.keys("\r").await;
        ali.wait_text("open on the server").await;
        let code = code_on(&ali.text()).expect("a code on the opener's screen");
        join_with_code(&mut bob, &code).await;
        bob.wait_text("you play north").await;
        ali.wait_text("bob").await;
        ali.keys(&format!(":{a3}\r")).await;
        bob.wait_text(&format!("1. S {a3}")).await;
        bob.keys(&format!(":{reply}\r")).await;
        // Announced to ali: so it is in the database, whatever happens to the server now.
        ali.wait_text(&format!("2. N {reply}")).await;
        code
    });
    server.kill_9_and_restart();
    server.wait_log("1 rooms opened again");
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        for (screen, seat) in [(&mut ali, "you play south"), (&mut bob, "you play north")] {
            screen.wait_text("c  continue").await;
            screen.keys("c").await;
            screen.wait_text(seat).await;
            screen.wait_text(&format!("2. N {reply}")).await;
        }
        ali.wait_text("bob is here").await;
        ali.keys(&format!(":{third}\r")).await;
        bob.wait_text(&format!("3. S {third}")).await;
    });
    // The administrator's view: the game, its players, its three moves, North to move.
    let listed = server.sandbox.command().args(["serve", "--games"]).output().unwrap();
    assert!(listed.status.success(), "{listed:?}");
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert_eq!(listed, format!("{code}\tkingulu\tali vs bob\t3\tnorth (bob)\tnone\n"));
    let save = server.sandbox.root().join("exported.json");
    let export = |force: bool| {
        let mut command = server.sandbox.command();
        command.args(["serve", "--export", &code, "--to"]).arg(&save);
        if force {
            command.arg("--force");
        }
        command.output().unwrap()
    };
    assert!(export(false).status.success());
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains(&format!("\"{third}\"")) && text.contains("\"bob\""), "{text}");
    let again = export(false);
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force to replace it"), "{again:?}");
    assert!(export(true).status.success());
}

#[test]
fn only_listed_keys_get_in_and_a_name_stays_with_its_first_key() {
    let (listed, other, third) = (key(1), key(2), key(3));
    let server = Server::start("serve-keys", &[&listed, &third], &[]);
    runtime().block_on(async {
        assert_eq!(login(server.address, "ali", &other).await.err().as_deref(), Some("refused"));
        server.wait_log("key not in the authorized keys");
        login(server.address, "ali", &listed).await.unwrap();
        // A listed key, but the name is ali's now.
        assert_eq!(login(server.address, "ali", &third).await.err().as_deref(), Some("refused"));
        server.wait_log("the name ali belongs to another key");
        login(server.address, "cy", &third).await.unwrap();
        assert_eq!(login(server.address, "../etc", &third).await.err().as_deref(), Some("refused"));
        // Passwords are not a method at all.
        let mut handle = connect(server.address).await;
        let password = handle.authenticate_password("ali", "secret").await.unwrap();
        assert!(!password.success());
    });
    let log = server.log.lock().unwrap().join("\n");
    assert!(!log.contains("secret"), "{log}");
}

#[test]
fn commands_forwarding_and_a_second_shell_are_refused() {
    let server = Server::start("serve-refuse", &[], &[]);
    runtime().block_on(async {
        let handle = login(server.address, "ali", &key(1)).await.unwrap();
        let mut exec = handle.channel_open_session().await.unwrap();
        // Of the client's variables only the colours' and the language's are taken.
        for (name, value, taken) in [("COLORTERM", "truecolor", true), ("BAO_DATA_DIR", "/", false)] {
            exec.set_env(true, name, value).await.unwrap();
            let reply = tokio::time::timeout(WAIT, exec.wait()).await.unwrap().unwrap();
            let expected = if taken { ChannelMsg::Success } else { ChannelMsg::Failure };
            assert_eq!(format!("{reply:?}"), format!("{expected:?}"), "{name}");
        }
        server.wait_log("refused the variable BAO_DATA_DIR");
        exec.exec(true, "cat /etc/passwd").await.unwrap();
        // Refused as a command that fails, with a sentence on standard error saying what the server runs and
        // how to connect (not a bare failed request, which the client shows as "exec request failed").
        let (mut told, mut status) = (String::new(), None);
        while let Ok(Some(message)) = tokio::time::timeout(WAIT, exec.wait()).await {
            match message {
                ChannelMsg::ExtendedData { data, ext: 1 } => told.push_str(&String::from_utf8_lossy(&data)),
                ChannelMsg::ExitStatus { exit_status } => status = Some(exit_status),
                ChannelMsg::Data { data } => panic!("a command ran: {data:?}"),
                ChannelMsg::Failure => panic!("a bare failure tells the client nothing"),
                ChannelMsg::Close => break,
                _ => {}
            }
        }
        assert_eq!(
            told,
            "bao serve: this server runs only the game, not commands: connect with a terminal and no command, \
             as in ssh -t -p PORT ali@HOST\r\n"
        );
        assert_eq!(status, Some(2));
        server.wait_log("refused a command (exec)");
        let port = server.address.port();
        let forward = handle.channel_open_direct_tcpip("127.0.0.1", u32::from(port), "127.0.0.1", 40000).await;
        assert!(forward.is_err(), "port forwarding was allowed");
        server.wait_log("refused port forwarding");
        assert!(handle.tcpip_forward("127.0.0.1", 0).await.is_err(), "remote forwarding was allowed");
        // The exec channel is this connection's session channel: no second one, so no shell beside it.
        assert!(handle.channel_open_session().await.is_err());
        server.wait_log("refused a second session channel");
    });
}

#[test]
fn garbage_silence_and_a_flood_are_cut_off_while_a_player_plays_on() {
    let server = Server::start("serve-abuse", &[], &["--auth-timeout", "2", "--input-per-second", "4096"]);
    runtime().block_on(async {
        let mut player = Screen::open(server.address, "ali", &key(1)).await;
        player.wait_text(START).await;
        // Garbage instead of an SSH greeting.
        let mut garbage = TcpStream::connect(server.address).unwrap();
        garbage.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n\x00\xff\xfe garbage").unwrap();
        // A client that does the handshake and never authenticates.
        let silent = connect(server.address).await;
        // Both are cut off within the authentication timeout, and the player goes on.
        garbage.set_read_timeout(Some(WAIT)).unwrap();
        let mut rest = Vec::new();
        let started = Instant::now();
        let _ = garbage.read_to_end(&mut rest);
        assert!(started.elapsed() < WAIT, "the garbage connection stayed open");
        let deadline = Instant::now() + WAIT;
        while !silent.is_closed() {
            assert!(Instant::now() < deadline, "the silent client was not cut off");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        server.wait_log("cut off: not authenticated within 2 s");
        player.keys("\x1b[D\r").await;
        player.wait_text("South to move").await;
        // A flood of input: the player is told, and disconnected.
        let mut flooder = Screen::open(server.address, "bob", &key(2)).await;
        flooder.wait_text(START).await;
        flooder.keys(&"x".repeat(20_000)).await;
        let told = flooder.wait_end().await;
        assert!(told.contains("input over 4096 bytes a second"), "{told:?}");
        player.keys("\r").await;
        player.wait_text("1. S A3").await;
    });
}

/// The numbers of the processes whose parent is `pid`, and for each its `/proc/PID/stat` fields after the
/// command: state, parent, process group, session, terminal.
fn children_of(pid: u32) -> Vec<(u32, Vec<String>)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().filter_map(Result::ok) {
        let Ok(child) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let Some((_, rest)) = stat.rsplit_once(')') else { continue };
        let fields: Vec<String> = rest.split_whitespace().take(5).map(str::to_string).collect();
        if fields.get(1).and_then(|parent| parent.parse::<u32>().ok()) == Some(pid) {
            found.push((child, fields));
        }
    }
    found
}

/// How many entries a `/proc/PID/` folder (`task`, `fd`) has.
fn entries(pid: u32, folder: &str) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/{folder}")).map_or(0, Iterator::count)
}

#[test]
fn fifty_sessions_are_held_at_once() {
    let args = ["--max-sessions", "50", "--max-sessions-per-address", "60", "--connections-per-minute", "100"];
    let server = Server::start("serve-fifty", &[], &args);
    let pid = server.child.id();
    let (threads_alone, files_alone) = (entries(pid, "task"), entries(pid, "fd"));
    // The spawner, the server's one child: the helper that starts every session's program (serve/spawner.rs).
    let spawner = if cfg!(target_os = "linux") {
        let children = children_of(pid);
        assert_eq!(children.len(), 1, "the server's one child is its spawner: {children:?}");
        let spawner = children[0].0;
        assert_eq!(entries(spawner, "task"), 1, "the spawner has one thread");
        Some((spawner, entries(spawner, "fd")))
    } else {
        None
    };
    runtime().block_on(async {
        let mut opening = Vec::new();
        for n in 0..50u8 {
            let address = server.address;
            opening.push(async move {
                let mut screen = Screen::open(address, &format!("p{n}"), &key(n)).await;
                screen.wait_text(START).await;
                screen
            });
        }
        let screens = futures_join_all(opening).await;
        assert_eq!(screens.len(), 50);
        // What a session costs the server (#31; serve/capacity.rs counts on it): no thread of its own (its
        // connections are tasks of the runtime, its program started by the spawner), 3 descriptors (SSH, the
        // pseudo-terminal, the lobby); a few more are allowed for a connection being closed.
        if let Some((spawner, spawner_files_alone)) = spawner {
            assert_eq!(entries(pid, "task"), threads_alone, "the server's threads with 50 sessions");
            let files = entries(pid, "fd");
            assert!(files <= files_alone + 3 * 50 + 4, "{files} descriptors with 50 sessions, {files_alone} alone");
            // The programs are the spawner's children, not the server's: the server has no other child, and
            // the spawner holds a handful of descriptors and one thread however many sessions are open, so what
            // a start costs does not grow with them.
            assert_eq!(children_of(pid).into_iter().map(|(child, _)| child).collect::<Vec<_>>(), [spawner]);
            let spawner_files = entries(spawner, "fd");
            assert!(
                spawner_files == spawner_files_alone && spawner_files <= 8,
                "the spawner's descriptors: {spawner_files} with 50 sessions, {spawner_files_alone} with none"
            );
            assert_eq!(entries(spawner, "task"), 1, "the spawner's threads with 50 sessions");
            // Each program leads a session of its own, its controlling terminal its pseudo-terminal, so a hang-up
            // and a new window size reach it.
            let programs = children_of(spawner);
            assert_eq!(programs.len(), 50);
            for (child, fields) in programs {
                assert_eq!(fields[3], child.to_string(), "program {child} leads its session: {fields:?}");
                assert_ne!(fields[4], "0", "program {child} has a controlling terminal: {fields:?}");
            }
        }
        // The 51st is told the server is full.
        let told = turned_away(server.address, "127.0.0.1".parse().unwrap(), "p51", &key(51)).await;
        assert!(told.contains("the server is full (50 sessions)"), "{told:?}");
        drop(screens);
    });
}

/// Runs the futures at once and gathers their results in order (without a futures crate).
async fn futures_join_all<F: std::future::Future + Send + 'static>(futures: Vec<F>) -> Vec<F::Output>
where
    F::Output: Send + 'static,
{
    let tasks: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.unwrap());
    }
    results
}

#[test]
fn an_idle_session_and_too_many_connections_from_one_address_are_told_and_cut_off() {
    let server = Server::start("serve-idle", &[], &["--idle-timeout", "1", "--connections-per-minute", "2"]);
    runtime().block_on(async {
        let mut idle = Screen::open(server.address, "ali", &key(1)).await;
        idle.wait_text(START).await;
        let told = idle.wait_end().await;
        assert!(told.contains("no input for 1 s: disconnected"), "{told:?}");
        server.wait_log("cut off: no input for 1 s");
        // The second connection of the minute is let in; the third is told why it is not, before any SSH.
        drop(connect(server.address).await);
        let mut third = TcpStream::connect(server.address).unwrap();
        third.set_read_timeout(Some(WAIT)).unwrap();
        let mut line = String::new();
        let _ = third.read_to_string(&mut line);
        assert!(line.starts_with("bao serve: more than 2 connections a minute from your address"), "{line:?}");
    });
}

/// The lobby with real players: ali sees bob online and challenges him; bob, on the start screen, is asked
/// there and accepts; both are sent into the same room and play. Bob's connection drops, ali moves, and bob,
/// logging in again, is told it is his move and goes back in from the lobby's "your games" with Enter.
#[test]
fn two_players_meet_in_the_lobby_play_and_the_one_who_dropped_is_told_whose_move_it_is() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-lobby", &[], &[]);
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let after = start.play(a3).unwrap();
    let reply = after.legal_moves()[0];
    let third = after.play(reply).unwrap().legal_moves()[0].to_string();
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        ali.wait_text(START).await;
        bob.wait_text(START).await;
        // Kingulu, then the lobby: bob is listed below ali.
        ali.keys("\x1b[Dr").await;
        ali.wait_text("lobby · you are ali").await;
        ali.wait_text("bob").await;
        ali.keys("\x1b[Bc").await;
        ali.wait_text("Challenge bob").await;
        // The side line: South for the challenger; Enter sends.
        ali.keys("\x1b[B\x1b[C\r").await;
        // Bob is asked on the start screen, where he is.
        bob.wait_text("ali challenges you to kingulu").await;
        bob.keys("y").await;
        bob.wait_text("you play north").await;
        ali.wait_text("you play south").await;
        ali.keys(&format!(":{a3}\r")).await;
        bob.wait_text(&format!("1. S {a3}")).await;
        bob.keys(&format!(":{reply}\r")).await;
        ali.wait_text(&format!("2. N {reply}")).await;
        // Bob drops; ali moves while he is away.
        drop(bob);
        ali.wait_text("bob left the room").await;
        ali.keys(&format!(":{third}\r")).await;
        ali.wait_text(&format!("3. S {third}")).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        bob.wait_text("your move in 1 game").await;
        bob.keys("r").await;
        bob.wait_text("Your games").await;
        bob.wait_text("your move").await;
        bob.keys("\r").await;
        bob.wait_text("you play north").await;
        bob.wait_text(&format!("3. S {third}")).await;
        ali.wait_text("bob is here").await;
    });
}

/// Waits until the server's database records that `name`'s visit ended (their last session left the lobby):
/// what a move must come after to be marked as made while they were away. Read-only, beside the running
/// server (SQLite's WAL lets a reader in while the server writes).
fn wait_visit_ended(server: &Server, name: &str) {
    let file = server.sandbox.data().join("serve/games.sqlite3");
    let deadline = Instant::now() + WAIT;
    loop {
        let seen: Option<i64> =
            rusqlite::Connection::open_with_flags(&file, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .and_then(|db| db.query_row("SELECT seen_at FROM players WHERE name = ?1", [name], |row| row.get(0)))
                .unwrap_or(None);
        if seen.is_some() {
            return;
        }
        assert!(Instant::now() < deadline, "{name}'s visit was never recorded as ended");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A correspondence game (a day a move) over two logins each, both away in between: ali challenges bob to
/// kingulu at 1d and bob accepts and logs off; ali moves while he is away and logs off too. Bob logs in to
/// "your move", finds the game marked in the lobby's "your games", goes in and replies; ali, logged in
/// meanwhile and on the start screen, is told on the spot that bob moved, and goes back in from the lobby.
#[test]
fn a_correspondence_game_goes_on_over_two_logins_each_with_both_away_in_between() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-mail", &[], &[]);
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let after = start.play(a3).unwrap();
    let reply = after.legal_moves()[0];
    let third = after.play(reply).unwrap().legal_moves()[0].to_string();
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        ali.wait_text(START).await;
        bob.wait_text(START).await;
        ali.keys("\x1b[Dr").await;
        ali.wait_text("bob").await;
        ali.keys("\x1b[Bc").await;
        ali.wait_text("Challenge bob").await;
        // South for the challenger, then the time control: from 10+5, past 15+10, to 1d.
        ali.keys("\x1b[B\x1b[C\x1b[B\x1b[C\x1b[C\r").await;
        bob.wait_text("ali challenges you to kingulu 1 day a move").await;
        bob.keys("y").await;
        bob.wait_text("ali to move within 23h").await;
        ali.wait_text("your move within 23h").await;
        // Bob logs off; ali moves while he is away, and logs off too: the game waits with bob's day running.
        drop(bob);
        ali.wait_text("bob left the room").await;
        wait_visit_ended(&server, "bob");
        ali.keys(&format!(":{a3}\r")).await;
        ali.wait_text("bob to move within 23h").await;
        drop(ali);
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        bob.wait_text("your move in 1 game").await;
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        ali.wait_text(START).await;
        bob.keys("r").await;
        bob.wait_text("● kingulu against ali · your move, 23h").await;
        bob.keys("\r").await;
        bob.wait_text("you play north").await;
        bob.wait_text(&format!("1. S {a3}")).await;
        bob.wait_text("your move within 23h").await;
        bob.keys(&format!(":{reply}\r")).await;
        bob.wait_text(&format!("2. N {reply}")).await;
        // Ali, on the start screen, hears of it there.
        ali.wait_text("bob moved in kingulu").await;
        ali.keys("r").await;
        ali.wait_text("kingulu against bob · your move, 23h").await;
        ali.keys("\r").await;
        ali.wait_text(&format!("2. N {reply}")).await;
        ali.keys(&format!(":{third}\r")).await;
        bob.wait_text(&format!("3. S {third}")).await;
    });
}

/// Three players in the lobby: each sees the others online; ali challenges bob by name and they play; cy finds
/// their game among the games to watch, watches it, sees each move as it is played, and sees it end when ali
/// resigns.
#[test]
fn a_third_player_finds_a_game_in_the_lobby_watches_it_and_sees_it_end() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-three", &[], &[]);
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let reply = start.play(a3).unwrap().legal_moves()[0];
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        let mut cy = Screen::open(server.address, "cy", &key(3)).await;
        for screen in [&mut ali, &mut bob, &mut cy] {
            screen.wait_text(START).await;
        }
        // Each sees the other two, whatever they are doing.
        cy.keys("r").await;
        cy.wait_text("lobby · you are cy · 3 online").await;
        ali.keys("\x1b[Dr").await;
        ali.wait_text("lobby · you are ali · 3 online").await;
        ali.wait_text("bob          elsewhere in bao").await;
        ali.wait_text("cy           in the lobby").await;
        cy.wait_text("ali          in the lobby").await;
        cy.wait_text("bob          elsewhere in bao").await;
        // Ali challenges bob by name (the line below ali's own), South; bob accepts where he is.
        ali.keys("\x1b[Bc").await;
        ali.wait_text("Challenge bob").await;
        ali.keys("\x1b[B\x1b[C\r").await;
        bob.wait_text("ali challenges you to kingulu").await;
        bob.keys("y").await;
        bob.wait_text("you play north").await;
        ali.wait_text("you play south").await;
        // Cy's lobby lists the game to watch and who plays it; the last line, watched.
        cy.wait_text("ali vs bob").await;
        cy.wait_text("bob          playing kingulu against ali").await;
        cy.keys("\x1b[Fw").await;
        cy.wait_text("watching room kingulu-").await;
        ali.wait_text("1 watch").await;
        ali.keys(&format!(":{a3}\r")).await;
        bob.wait_text(&format!("1. S {a3}")).await;
        cy.wait_text(&format!("1. S {a3}")).await;
        bob.keys(&format!(":{reply}\r")).await;
        ali.wait_text(&format!("2. N {reply}")).await;
        cy.wait_text(&format!("2. N {reply}")).await;
        // Ali resigns (after a yes): the end reaches the watcher with the names.
        ali.keys("X").await;
        ali.wait_text("resign this game? y/n").await;
        ali.keys("y").await;
        for screen in [&mut bob, &mut cy] {
            screen.wait_text("Game over").await;
            screen.wait_text("ali (south) resigned").await;
        }
    });
}

/// Issue 27: ali lets others watch her games against the computer (the settings screen) and plays one; bob
/// finds it in the lobby's games to watch, watches it, and sees ali's move and the computer's reply.
#[test]
fn a_game_against_the_computer_is_watched_from_the_lobby_when_its_player_lets_others() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-watch-computer", &[], &[]);
    let a3 = Kingulu::start().legal_moves()[0];
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        for screen in [&mut ali, &mut bob] {
            screen.wait_text(START).await;
        }
        // The setting: ten lines down, on, saved.
        ali.keys("s").await;
        ali.wait_text("Others may watch  off (games vs computer)").await;
        ali.keys(&"\x1b[B".repeat(10)).await;
        ali.keys("\x1b[C").await;
        ali.wait_text("Others may watch  on (games vs computer)").await;
        ali.keys("\r").await;
        ali.wait_text("settings saved").await;
        // Kingulu, North the computer (at the settings' level, 2).
        ali.keys("\x1b[D\x1b[B\x1b[B\x1b[C\r").await;
        ali.wait_text("computer level 2").await;
        bob.keys("r").await;
        bob.wait_text("ali vs computer 2").await;
        bob.keys("\x1b[Fw").await;
        bob.wait_text("watching room kingulu-").await;
        ali.keys(&format!(":{a3}\r")).await;
        bob.wait_text(&format!("1. S {a3}")).await;
        bob.wait_text("2. N ").await;
    });
}
