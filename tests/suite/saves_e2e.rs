//! End-to-end tests of saving with the real binary in a pseudo-terminal, the store in a scratch folder: a hang-up
//! (SIGHUP) or a terminate request (SIGTERM) saves the game and gives the terminal back before the program exits,
//! and the next `bao` offers to continue; a terminal that goes away (closed, with or without a hang-up signal)
//! ends the program promptly, on its own, with the game saved; a resigned game opens over; every shipped example
//! opens with `--load` showing its title; a save that does not replay is bad input naming the file and the first
//! bad move.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use bao::internal::store::Store;

use super::sandbox::Sandbox;
use super::tui_e2e::{Pty, WAIT};

/// Plays A3 in kingulu, sends `signal` to the program, and checks it saved, restored the terminal and exited;
/// then starts `bao` again and continues the game.
fn a_signal_saves_the_game_and_restores_the_terminal(signal: &str, number: u32) {
    let sandbox = Sandbox::new(signal);
    let folder = sandbox.data();
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    assert!(pty.parser.screen().alternate_screen());
    pty.keys("\r");
    pty.wait_for("the cursor hidden", vt100::Screen::hide_cursor);
    pty.wait_text("1. S A3");
    let pid = pty.child.process_id().expect("the child has a process id");
    let sent = Command::new("kill").args([format!("-{signal}"), pid.to_string()]).status().unwrap();
    assert!(sent.success());
    let deadline = Instant::now() + WAIT;
    let status = loop {
        if let Some(status) = pty.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "bao did not exit after SIG{signal}");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.exit_code(), 128 + number, "{status:?}");
    while let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(300)) {
        pty.parser.process(&bytes);
    }
    assert!(!pty.parser.screen().alternate_screen(), "the alternate screen is left");
    assert!(!pty.parser.screen().hide_cursor(), "the cursor is shown again");

    let entries = Store::at(folder.join("saves")).list().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let game = entries[0].game.as_ref().unwrap();
    assert_eq!((game.moves(), game.cursor()), (vec!["A3".to_string()], 1));
    let name = entries[0].name.clone();

    let mut again = Pty::spawn(&sandbox, &[], &[]);
    again.wait_text(&format!("continue {name} · Bao Kingulu · move 1"));
    again.keys("c");
    again.wait_text("1. S A3");
    again.wait_text("North to move");
    again.quit();
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_dropped_connection_saves_the_game() {
    a_signal_saves_the_game_and_restores_the_terminal("HUP", 1);
}

#[test]
fn a_terminate_request_saves_the_game() {
    a_signal_saves_the_game_and_restores_the_terminal("TERM", 15);
}

/// Issue 18: these left the terminal in the alternate screen with echo off. Each now ends the program as
/// SIGTERM does: the game saved, the terminal given back, the shell's status for the signal.
#[test]
fn every_signal_that_ends_the_program_saves_and_restores_first() {
    for (signal, number) in [("INT", 2), ("QUIT", 3), ("USR1", 10), ("USR2", 12), ("ALRM", 14)] {
        a_signal_saves_the_game_and_restores_the_terminal(signal, number);
    }
}

/// How long a program whose terminal went away may take to end: generous (the hang-up watchdog gives the loop
/// two seconds), this is not a timing test.
const HUNG_UP_EXIT: Duration = Duration::from_secs(10);

/// How the terminal goes away.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Drop {
    /// The terminal is closed; it is the program's controlling terminal, so the system sends it SIGHUP.
    Closed,
    /// The terminal is closed but is not the program's controlling terminal: no signal comes at all, and
    /// the program can only notice that its terminal is gone.
    ClosedWithoutSignal,
    /// SIGHUP is sent, and the terminal closed at once, as sshd does when a connection drops.
    HangUpThenClosed,
}

/// Plays A3 in kingulu, makes the terminal go away as `how` says, and checks the program ends promptly with
/// the move saved.
fn a_terminal_gone_ends_the_program_with_the_game_saved(how: Drop) {
    let sandbox = Sandbox::new(&format!("gone-{how:?}"));
    let folder = sandbox.data();
    let mut pty = Pty::spawn_in(&sandbox, &["play", "kingulu"], &[], how != Drop::ClosedWithoutSignal);
    pty.wait_text("South to move");
    pty.keys("\r");
    pty.wait_text("1. S A3");
    pty.wait_text("North to move");
    if how == Drop::HangUpThenClosed {
        let pid = pty.child.process_id().expect("the child has a process id");
        assert!(Command::new("kill").args(["-HUP", &pid.to_string()]).status().unwrap().success());
    }
    pty.hang_up();
    let status = pty.wait_exit(HUNG_UP_EXIT, &format!("its terminal went away ({how:?})"));
    // It ends itself, with the shell's status for a hang-up (128 + SIGHUP), never killed by a signal (an abort
    // when restoring a terminal that is gone fails loudly). With no signal at all the terminal library may
    // instead report the terminal gone, a failure (1).
    assert_eq!(status.signal(), None, "{status:?}");
    let expected: &[u32] = if how == Drop::ClosedWithoutSignal { &[129, 1] } else { &[129] };
    assert!(expected.contains(&status.exit_code()), "{status:?}");

    let entries = Store::at(folder.join("saves")).list().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let game = entries[0].game.as_ref().unwrap();
    assert_eq!((game.moves(), game.cursor()), (vec!["A3".to_string()], 1));
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_closed_terminal_ends_the_program_with_the_game_saved() {
    a_terminal_gone_ends_the_program_with_the_game_saved(Drop::Closed);
}

#[test]
fn a_closed_terminal_with_no_hang_up_signal_ends_the_program_with_the_game_saved() {
    a_terminal_gone_ends_the_program_with_the_game_saved(Drop::ClosedWithoutSignal);
}

#[test]
fn a_hang_up_and_a_closed_terminal_end_the_program_with_the_game_saved() {
    a_terminal_gone_ends_the_program_with_the_game_saved(Drop::HangUpThenClosed);
}

#[test]
fn copy_sends_the_position_and_record_to_the_terminal_clipboard() {
    let sandbox = Sandbox::new("copy");
    let folder = sandbox.data();
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    pty.keys("\ry");
    pty.wait_text("game record");
    let text =
        "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2\n\nposition: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A3\n";
    let sequence = bao::internal::tui::clipboard::osc52(text).into_bytes();
    // The sequence follows the frame that shows the panel, perhaps in a later read.
    let deadline = Instant::now() + WAIT;
    while !pty.written.windows(sequence.len()).any(|w| w == sequence) {
        assert!(Instant::now() < deadline, "no OSC 52 sequence for the position and record");
        if let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(100)) {
            pty.parser.process(&bytes);
            pty.written.extend_from_slice(&bytes);
        }
    }
    pty.quit();
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn every_shipped_example_opens_with_its_title() {
    let sandbox = Sandbox::new("examples");
    let folder = sandbox.data();
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut files: Vec<PathBuf> = fs::read_dir(&examples)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    for file in files {
        let before = fs::read(&file).unwrap();
        let json: serde_json::Value = serde_json::from_slice(&before).unwrap();
        let title = json["name"].as_str().expect("every example has a title");
        let mut pty = Pty::spawn(&sandbox, &["play", "--load", file.to_str().unwrap()], &[]);
        pty.wait_text(title);
        pty.quit();
        assert_eq!(fs::read(&file).unwrap(), before, "{} is never written to", file.display());
    }
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_save_that_does_not_replay_is_bad_input_naming_the_move() {
    let sandbox = Sandbox::new("bad");
    let folder = sandbox.data();
    let file = folder.join("bad game.json");
    let text = r#"{"format": 1, "variant": "kingulu", "start": "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4",
        "moves": ["A5", "a5", "A1"], "cursor": 3, "created": "2026-11-30T00:00:00Z", "updated": "2026-11-30T00:00:00Z"}"#;
    fs::write(&file, text).unwrap();
    let output = sandbox.command().args(["play", "--load", file.to_str().unwrap()]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("bad game.json: move 3 (A1) does not replay"), "{stderr}");
    assert_eq!(fs::read_to_string(&file).unwrap(), text, "the file is left as it was");
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_resigned_game_opens_again_over() {
    let sandbox = Sandbox::new("resigned");
    let folder = sandbox.data();
    let mut pty = Pty::spawn(&sandbox, &["play", "kingulu"], &[]);
    pty.wait_text("South to move");
    pty.keys("\r");
    pty.wait_text("1. S A3");
    pty.keys("X");
    pty.wait_text("resign this game? y/n");
    pty.keys("y");
    pty.wait_text("north resigned");
    pty.quit();
    let entries = Store::at(folder.join("saves")).list().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let resigned = bao::internal::store::Forfeit::Resigned(bao::rules::Side::North);
    assert_eq!(entries[0].game.as_ref().unwrap().forfeit, Some(resigned));

    let mut again = Pty::spawn(&sandbox, &["play", "--load", &entries[0].name], &[]);
    again.wait_text("Game over");
    again.wait_text("south wins");
    again.wait_text("north resigned");
    again.quit();
    fs::remove_dir_all(&folder).unwrap();
}

#[cfg(unix)]
#[test]
fn named_pipes_for_a_save_the_settings_and_a_theme_never_hang_the_program() {
    let sandbox = Sandbox::new("pipes");
    let saves = sandbox.data().join("saves");
    fs::create_dir_all(&saves).unwrap();
    fs::create_dir_all(sandbox.config().join("themes")).unwrap();
    for pipe in
        [saves.join("pipe.json"), sandbox.config().join("settings.json"), sandbox.config().join("themes/pipe.json")]
    {
        assert!(Command::new("mkfifo").arg(&pipe).status().unwrap().success());
    }
    let mut pty = Pty::spawn(&sandbox, &["--theme", "pipe"], &[]);
    pty.wait_text("play and study East African mancala");
    let said = String::from_utf8_lossy(&pty.written).into_owned();
    assert!(said.contains("settings.json: not a regular file (a named pipe)"), "{said}");
    assert!(said.contains("pipe.json): not a regular file (a named pipe); using the default theme"), "{said}");
    // The saves list shows the pipe as an entry that cannot be opened, with the reason.
    pty.keys("o");
    pty.wait_text("pipe");
    pty.keys("\r");
    pty.wait_text("not a regular file (a named pipe)");
    pty.keys("\x1b");
    pty.wait_text("play and study East African mancala");
    pty.quit();
}
