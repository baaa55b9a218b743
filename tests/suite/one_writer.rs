//! One writer per save, with real processes: a save open in one `bao` cannot be written by another (it is
//! continued in a copy, and `bao import --force` refuses it), the lock goes when the first program ends, and two
//! games started in the same minute are saved under names of their own.

use std::fs;

use bao::internal::store::{Players, SaveFile, SavedGame};
use bao::rules::Setup;

use super::sandbox::Sandbox;
use super::tui_e2e::{Pty, WAIT};

fn moves_of(game: &SavedGame) -> Vec<String> {
    game.moves()
}

#[test]
fn a_second_program_cannot_write_the_save_the_first_has_open() {
    let sandbox = Sandbox::new("one-writer");
    let store = sandbox.store();
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    store.save("game", &SaveFile::new(&start, Vec::new(), Players::default())).unwrap();

    let mut first = Pty::spawn(&sandbox, &["play", "--load", "game"], &[]);
    first.wait_text("continuing game");
    first.wait_text("South to move");
    let pid = first.child.process_id().expect("the child has a process id");

    // A second program opening the same save says so and offers to watch it read-only or to continue in a copy.
    let mut second = Pty::spawn(&sandbox, &["play", "--load", "game"], &[]);
    second.wait_text(&format!("`game` is open in another bao (process {pid})"));
    second.wait_text("w watch it   c continue in a copy");
    // Watching plays nothing.
    second.keys("w");
    second.wait_text("read-only: watching a save open in another bao");
    second.keys("\r");
    second.wait_text("read-only: this save is open in another bao");
    second.keys("q");
    second.wait_exit(WAIT, "q");
    // A third continues in a copy: its moves go there.
    let mut second = Pty::spawn(&sandbox, &["play", "--load", "game"], &[]);
    second.wait_text("w watch it   c continue in a copy");
    second.keys("c");
    second.wait_text("continuing in a copy");
    second.keys(":A4\r");
    second.wait_text("1. S A4");
    first.keys(":A3\r");
    first.wait_text("1. S A3");
    first.wait_text("North to move");

    // Nor can a third, one-shot writer replace it.
    let record = sandbox.data().join("record.txt");
    fs::write(&record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA5\n").unwrap();
    let import = || sandbox.command().args(["import", record.to_str().unwrap(), "--name", "game", "--force"]).output();
    let output = import().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(&format!("game.json: open in another bao (process {pid})")), "{stderr}");

    second.quit();
    let entries = store.list().unwrap();
    let (original, copies): (Vec<_>, Vec<_>) = entries.iter().partition(|e| e.name == "game");
    assert_eq!(moves_of(original[0].game.as_ref().unwrap()), ["A3"], "the first program's move is kept");
    assert_eq!(copies.len(), 1, "{entries:?}");
    assert_eq!(moves_of(copies[0].game.as_ref().unwrap()), ["A4"], "the second's is in its copy");

    // Once the first program ends, its lock is gone with it.
    first.quit();
    let output = import().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(moves_of(&store.load("game").unwrap().1), ["A5"]);
    let hidden: Vec<_> = fs::read_dir(store.folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with('.'))
        .collect();
    assert!(hidden.is_empty(), "no lock or temporary file is left: {hidden:?}");
}

#[test]
fn a_killed_program_leaves_no_lock_behind() {
    let sandbox = Sandbox::new("killed-holder");
    let store = sandbox.store();
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    store.save("game", &SaveFile::new(&start, Vec::new(), Players::default())).unwrap();
    let mut holder = Pty::spawn(&sandbox, &["play", "--load", "game"], &[]);
    holder.wait_text("continuing game");
    assert!(store.open("game").is_err(), "held while the program runs");
    holder.child.kill().unwrap();
    holder.child.wait().unwrap();
    let (handle, _) = store.open("game").expect("the system released the lock with the process");
    drop(handle);
    holder_lock_file_is_tidied(&sandbox);
}

/// A killed holder's lock file (released by the system, but still there) is removed by the next listing.
fn holder_lock_file_is_tidied(sandbox: &Sandbox) {
    let store = sandbox.store();
    let lock = store.folder().join(".game.json.lock");
    fs::write(&lock, "12345").unwrap();
    assert_eq!(store.list().unwrap().len(), 1);
    assert!(!lock.exists(), "a lock file nobody holds is removed");
}

#[test]
fn two_games_started_in_the_same_minute_are_saved_under_names_of_their_own() {
    let sandbox = Sandbox::new("same-minute");
    let mut games: Vec<Pty> = (0..2).map(|_| Pty::spawn(&sandbox, &["play", "kingulu"], &[])).collect();
    for (game, mv) in games.iter_mut().zip(["A3", "A4"]) {
        game.wait_text("South to move");
        game.keys(&format!(":{mv}\r"));
        game.wait_text(&format!("1. S {mv}"));
    }
    for game in games {
        game.quit();
    }
    let entries = sandbox.store().list().unwrap();
    let mut moves: Vec<Vec<String>> = entries.iter().map(|e| moves_of(e.game.as_ref().unwrap())).collect();
    moves.sort();
    assert_eq!(moves, [["A3"], ["A4"]], "{entries:?}");
    assert!(entries.iter().all(|e| e.name.starts_with("kingulu-20")), "{entries:?}");
}
