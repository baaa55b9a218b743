//! End-to-end tests of the interactive game: the real `bao` binary in a pseudo-terminal, driven with keys, its
//! screen read back through a vt100 parser. They check that moves made with the cursor and with `:` show on
//! the screen, and that quitting gives the terminal back (the alternate screen left, the cursor shown).

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::os::fd::AsRawFd as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use bao::rules::{Game, Kingulu};
use filedescriptor::{FileDescriptor, POLLIN, pollfd};
use portable_pty::{Child, MasterPty, PtySize, native_pty_system};

use super::sandbox::{self, Sandbox};

pub(super) const WAIT: Duration = Duration::from_secs(20);

/// The program in a pseudo-terminal. Keys are written and the screen read through descriptors of the
/// terminal's master side owned here (not portable-pty's writer, which types a newline and an end-of-file when
/// dropped), so [`Pty::hang_up`] can close every one of them, as a dropped connection closes the terminal.
pub(super) struct Pty {
    pub(super) parser: vt100::Parser,
    pub(super) output: Receiver<Vec<u8>>,
    writer: Option<FileDescriptor>,
    pub(super) child: Box<dyn Child + Send + Sync>,
    /// Every byte the program wrote, for sequences the screen does not keep (OSC 52).
    pub(super) written: Vec<u8>,
    master: Option<Box<dyn MasterPty + Send>>,
    /// Cleared to stop the reading thread, which then closes its descriptor.
    reading: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
}

impl Pty {
    /// Starts `bao args` in `sandbox` (its own data and configuration folders), with `env` besides.
    pub(super) fn spawn(sandbox: &Sandbox, args: &[&str], env: &[(&str, &str)]) -> Pty {
        Pty::spawn_in(sandbox, args, env, true)
    }

    /// Starts `bao args` in a new pseudo-terminal; with `controlling`, the terminal is the program's controlling
    /// terminal (as a login's is), so closing it sends the program a hang-up (SIGHUP).
    pub(super) fn spawn_in(sandbox: &Sandbox, args: &[&str], env: &[(&str, &str)], controlling: bool) -> Pty {
        // No saves, settings or user themes from the machine running the tests.
        let mut command = sandbox.pty_command();
        command.args(args);
        command.env("TERM", "xterm-256color");
        for (key, value) in env {
            command.env(key, value);
        }
        Pty::spawn_command(command, controlling)
    }

    /// Starts `command` (made by the sandbox) in a new 80x24 pseudo-terminal, its controlling terminal if
    /// `controlling`.
    pub(super) fn spawn_command(mut command: portable_pty::CommandBuilder, controlling: bool) -> Pty {
        let pty = native_pty_system().openpty(PtySize { rows: 24, cols: 80, pixel_width: 0, pixel_height: 0 }).unwrap();
        command.set_controlling_tty(controlling);
        let child = pty.slave.spawn_command(command).unwrap();
        drop(pty.slave);
        // Duplicates close on exec, so no other test's program inherits them and keeps the terminal open.
        let fd = pty.master.as_raw_fd().expect("a unix pseudo-terminal has a descriptor");
        let mut reader = FileDescriptor::dup(&fd).unwrap();
        let writer = FileDescriptor::dup(&fd).unwrap();
        let reading = Arc::new(AtomicBool::new(true));
        let (sender, output) = channel();
        let still_reading = Arc::clone(&reading);
        let reader_thread = std::thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while still_reading.load(Ordering::Relaxed) {
                // Wait a little at a time, to notice when to stop.
                let mut ready = [pollfd { fd: reader.as_raw_fd(), events: POLLIN, revents: 0 }];
                match filedescriptor::poll(&mut ready, Some(Duration::from_millis(50))) {
                    Ok(0) => continue,
                    Ok(_) => {}
                    Err(_) => break,
                }
                match reader.read(&mut chunk) {
                    Ok(n) if n > 0 && sender.send(chunk[..n].to_vec()).is_ok() => {}
                    // The end of the output (the program closed the terminal), or nobody listening.
                    _ => break,
                }
            }
        });
        Pty {
            parser: vt100::Parser::new(NonZeroU16::new(24).unwrap(), NonZeroU16::new(80).unwrap(), 0),
            output,
            writer: Some(writer),
            child,
            written: Vec::new(),
            master: Some(pty.master),
            reading,
            reader: Some(reader_thread),
        }
    }

    /// Closes the master side of the terminal, every descriptor of it: the program's terminal hangs up, as when
    /// an SSH connection drops or a terminal window is closed. Nothing more can be read or typed.
    pub(super) fn hang_up(&mut self) {
        self.reading.store(false, Ordering::Relaxed);
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        self.writer = None;
        self.master = None;
    }

    /// Waits for the program to exit, panicking after `within`.
    pub(super) fn wait_exit(&mut self, within: Duration, after: &str) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(Instant::now() < deadline, "bao did not exit within {within:?} after {after}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub(super) fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    /// Reads output until the screen satisfies `done`; panics with the screen after a while.
    pub(super) fn wait_for(&mut self, what: &str, done: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + WAIT;
        while !done(self.parser.screen()) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "timed out waiting for {what}; screen:\n{}", self.screen());
            if let Ok(bytes) = self.output.recv_timeout(left.min(Duration::from_millis(100))) {
                self.parser.process(&bytes);
                self.written.extend_from_slice(&bytes);
            }
        }
    }

    pub(super) fn wait_text(&mut self, text: &str) {
        self.wait_for(text, |screen| screen.contents().contains(text));
    }

    pub(super) fn keys(&mut self, bytes: &str) {
        let writer = self.writer.as_mut().expect("the terminal is open");
        writer.write_all(bytes.as_bytes()).unwrap();
        writer.flush().unwrap();
    }

    /// Changes the terminal's size, as a window resized does (the program gets SIGWINCH).
    pub(super) fn resize(&mut self, rows: u16, cols: u16) {
        let size = PtySize { rows, cols, pixel_width: 0, pixel_height: 0 };
        self.master.as_ref().expect("the terminal is open").resize(size).unwrap();
        self.parser.set_size(NonZeroU16::new(rows).unwrap(), NonZeroU16::new(cols).unwrap());
    }

    /// Quits with `q` and checks the program ended well and gave the terminal back.
    pub(super) fn quit(mut self) {
        self.keys("q");
        // In a seat of an open room, q asks first (quitting ends the game for both): yes.
        let asked =
            |screen: &vt100::Screen| screen.contents().contains("quit and") && screen.contents().contains("? y/n");
        self.wait_for("the alternate screen to be left, or the quit question", |screen| {
            !screen.alternate_screen() || asked(screen)
        });
        if self.parser.screen().alternate_screen() {
            self.keys("y");
        }
        self.wait_for("the alternate screen to be left", |screen| !screen.alternate_screen());
        let status = self.wait_exit(WAIT, "q");
        assert!(status.success(), "{status:?}");
        while let Ok(bytes) = self.output.recv_timeout(Duration::from_millis(200)) {
            self.parser.process(&bytes);
        }
        assert!(!self.parser.screen().alternate_screen());
        assert!(!self.parser.screen().hide_cursor(), "the cursor is shown again");
        assert_eq!(self.parser.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None, "mouse reports off");
    }
}

impl Drop for Pty {
    /// A test that failed leaves no program running and no thread reading.
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        self.reading.store(false, Ordering::Relaxed);
    }
}

/// North's first legal reply to South's A3 at the start of kingulu, from the rules.
fn north_reply() -> String {
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    assert_eq!(a3.to_string(), "A3");
    start.play(a3).unwrap().legal_moves()[0].to_string()
}

#[test]
fn play_kingulu_with_the_cursor_and_with_a_typed_move() {
    let sandbox = Sandbox::new("tui");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    assert!(pty.parser.screen().alternate_screen());
    // The cursor starts on A3, the first pit that starts a move; Enter plays it.
    pty.keys("\r");
    pty.wait_text("1. S A3");
    pty.wait_text("North to move");
    let reply = north_reply();
    pty.keys(&format!(":{reply}\r"));
    pty.wait_text(&format!("2. N {reply}"));
    pty.wait_text("South to move");
    // A refused move is explained in the status bar.
    pty.keys(":A9\r");
    pty.wait_text("has no hole A9");
    pty.quit();
}

#[test]
fn start_screen_to_a_game_with_undo_and_no_color() {
    let sandbox = Sandbox::new("tui");
    let mut pty = Pty::spawn(&sandbox, &[], &[("NO_COLOR", "1")]);
    pty.wait_text("play and study East African mancala");
    // Kingulu is the last game of the list and kete, the first, is selected at first: left wraps round to it.
    pty.keys("\x1b[D\r");
    pty.wait_text("Bao Kingulu · 2x6");
    // Right arrow moves the cursor to A4; Enter plays it; u takes it back.
    pty.keys("\x1b[C\r");
    pty.wait_text("1. S A4");
    pty.keys("u");
    pty.wait_text("took back A4");
    pty.quit();
}

#[test]
fn a_new_move_plays_itself_seed_by_seed() {
    let start = Kingulu::start();
    let (_, events) = bao::rules::trace(&start, start.legal_moves()[0]);
    let sandbox = Sandbox::new("tui");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    // `a` turns automatic playback on; the move then plays on its own, with no key pressed, to its last event.
    pty.keys("a");
    pty.wait_text("watching new moves seed by seed: on");
    pty.keys("\r++");
    pty.wait_text("watching south's move");
    pty.wait_text(&format!("event {0}/{0}", events.len()));
    pty.keys("\x1b");
    pty.wait_text("North to move");
    pty.quit();
}

#[test]
fn a_bad_position_is_bad_input() {
    let output = sandbox::run(&["play", "--from", "kingulu S 4,4,4/4,4,4"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--from: row a: kingulu has 6 holes a row"), "{stderr}");
    let output = sandbox::run(&["play", "bao"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown variant `bao`"));
}

#[test]
fn an_unknown_theme_is_reported_and_ascii_drawing_is_plain() {
    let sandbox = Sandbox::new("tui");
    let mut pty = Pty::spawn(&sandbox, &["--theme", "nope", "--ascii", "play", "kingulu"], &[]);
    pty.wait_text("South to move");
    pty.wait_text("unknown theme `nope`");
    let screen = pty.screen();
    assert!(screen.is_ascii(), "{screen}");
    assert!(screen.contains("#[  4  ]#"), "the cursor is marked in ASCII: {screen}");
    // The settings screen opens with s and closes with Esc, unchanged.
    pty.keys("s");
    pty.wait_text("Keys on the board");
    pty.keys("\x1b");
    pty.wait_text("settings not changed");
    pty.quit();
}

/// How many times every thread of process `pid` went to sleep waiting and was woken (its voluntary context
/// switches, summed).
fn wake_ups(pid: u32) -> u64 {
    let mut total = 0;
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).unwrap() {
        let status = std::fs::read_to_string(task.unwrap().path().join("status")).unwrap_or_default();
        let count = status.lines().find_map(|line| line.strip_prefix("voluntary_ctxt_switches:"));
        total += count.map_or(0, |count| count.trim().parse::<u64>().unwrap());
    }
    total
}

/// Takes what the program sends until it has been silent for a moment.
fn settle(pty: &mut Pty) {
    while let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(300)) {
        pty.parser.process(&bytes);
    }
}

#[test]
fn an_idle_program_sends_nothing_and_never_wakes() {
    let sandbox = Sandbox::new("tui");
    for (args, shown) in [(&[][..], "Bao Kingulu"), (&["play", "kingulu"][..], "South to move")] {
        let mut pty = Pty::spawn(&sandbox, args, &[]);
        pty.wait_text(shown);
        // Let the first frame arrive in full, then listen: nothing changes, so nothing is sent, and no thread of
        // the program wakes (no tick, no polling: it sleeps until a key or a signal comes).
        settle(&mut pty);
        let pid = pty.child.process_id().expect("the child has a process id");
        let before = wake_ups(pid);
        let idle = pty.output.recv_timeout(Duration::from_secs(3));
        let woke = wake_ups(pid) - before;
        assert!(idle.is_err(), "bao {args:?}: {} bytes sent while idle", idle.map_or(0, |b| b.len()));
        assert_eq!(woke, 0, "bao {args:?}: its threads woke {woke} times in three idle seconds");
        if args.is_empty() {
            pty.quit();
            continue;
        }
        // A key that changes the screen sends one small frame.
        pty.keys("\x1b[C");
        let mut sent = 0;
        while let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(300)) {
            sent += bytes.len();
            pty.parser.process(&bytes);
        }
        assert!(sent > 0 && sent < 1024, "{sent} bytes for a cursor move");
        pty.quit();
    }
}

#[test]
fn a_mouse_click_on_a_pit_plays_it() {
    let sandbox = Sandbox::new("tui");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    // At 80x24 the pits are boxes nine columns wide; A4's box spans columns 30 to 38 and lines 8 to 10
    // (0-based). A left press there, in SGR coordinates (1-based), then its release.
    pty.keys("\x1b[<0;34;10M\x1b[<0;34;10m");
    pty.wait_text("1. S A4");
    assert_eq!(pty.parser.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::PressRelease);
    pty.quit();
}

#[test]
fn the_computer_replies_to_a_move() {
    let sandbox = Sandbox::new("computer");
    let mut pty = Pty::spawn(&sandbox, &[], &[]);
    pty.wait_text("play and study East African mancala");
    // Kingulu (left wraps round to it), North the computer at level 2 (the settings' default, which the
    // first → gives).
    pty.keys("\x1b[D\x1b[B\x1b[B\x1b[C\r");
    pty.wait_text("North (computer level 2)");
    pty.keys("\r");
    pty.wait_text("1. S A3");
    // North's reply comes with no key pressed.
    pty.wait_text("2. N ");
    pty.wait_text("north (level 2, novice) played");
    pty.wait_text("South to move");
    pty.quit();
}

#[test]
fn keys_pressed_while_the_terminal_is_too_small_do_nothing() {
    let sandbox = Sandbox::new("small");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    // The whole first frame, then a moment for the loop to wait for events: crossterm hears of a resize
    // (SIGWINCH) only once it waits for the first time.
    pty.wait_text("q quit");
    std::thread::sleep(Duration::from_millis(300));
    pty.resize(12, 40);
    pty.wait_text("terminal too small");
    // Enter would play from the cursor's pit, `:` would open the prompt.
    pty.keys("\r:");
    pty.wait_text("key not used: window too small");
    pty.resize(24, 80);
    // The whole frame at the new size: its status bar says the keys were not used, its hint line ends it.
    pty.wait_text("key not used: window too small");
    pty.wait_text("q quit");
    let screen = pty.screen();
    assert!(screen.contains("no move yet") && !screen.contains("move: "), "{screen}");
    pty.quit();
}

#[test]
fn a_long_paste_after_the_prompt_is_refused_and_plays_nothing() {
    let sandbox = Sandbox::new("paste");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("q quit");
    // A bracketed paste of 3,000 characters into the move prompt is refused at once, in words, and the prompt
    // keeps what was typed (nothing).
    pty.keys(":");
    pty.wait_text("move: ");
    pty.keys(&format!("\x1b[200~{}\x1b[201~", "A3".repeat(1500)));
    pty.wait_text("a move has at most 8 characters");
    // Enter on the empty prompt closes it, playing nothing; Ctrl-c right after is read at once too.
    pty.keys("\r\x03");
    pty.wait_exit(WAIT, "Ctrl-c");
    assert!(sandbox.store().list().unwrap().is_empty(), "no move was played, so nothing was saved");
}

/// Issue 18: a terminal that says it is 10000x10000 (or 30000x30000) made the program use 7.6 GB, or abort. It
/// draws at most `MAX_SIZE` in the corner, so its memory stays small (read from /proc, not timed).
#[test]
fn a_huge_terminal_costs_no_more_memory_than_a_sane_one() {
    let sandbox = Sandbox::new("huge");
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("q quit");
    std::thread::sleep(Duration::from_millis(300));
    let pid = pty.child.process_id().expect("the child has a process id");
    for side in [10_000, 30_000] {
        // Only the program's terminal grows; the screen read here stays 80x24.
        let size = PtySize { rows: side, cols: side, pixel_width: 0, pixel_height: 0 };
        pty.master.as_ref().expect("the terminal is open").resize(size).unwrap();
        std::thread::sleep(Duration::from_millis(500));
        while let Ok(bytes) = pty.output.try_recv() {
            pty.written.extend_from_slice(&bytes);
        }
        assert!(pty.child.try_wait().unwrap().is_none(), "bao is still running at {side}x{side}");
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
        let rss: u64 = status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS in /proc");
        assert!(rss < 100_000, "{rss} kB at {side}x{side}");
    }
    // Back to 80x24: once the program has drawn the screen whole again (the copy read here is blanked first, so
    // only a new frame shows the key hints), q quits.
    pty.parser.process(b"\x1b[2J");
    pty.resize(24, 80);
    pty.wait_text("q quit");
    pty.keys("q");
    pty.wait_exit(WAIT, "q");
}
