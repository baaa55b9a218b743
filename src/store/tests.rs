//! Tests of the store folder: saving, listing, loading, renaming and deleting; damaged, special and huge
//! files; names; the lock of a save open for writing and the check before each write; unique names for new
//! saves.

use super::*;
use crate::rules::Setup;

fn scratch(name: &str) -> Store {
    let folder = std::env::temp_dir().join(format!("bao-store-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    Store::at(folder)
}

fn game(moves: &[&str]) -> SaveFile {
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    SaveFile::new(&start, moves.iter().map(ToString::to_string).collect(), Players::default())
}

#[test]
fn save_list_load_rename_delete() {
    let store = scratch("cycle");
    assert!(store.list().unwrap().is_empty());
    store.save("first game", &game(&["A3"])).unwrap();
    let entries = store.list().unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].name, "first game");
    assert_eq!(entries[0].game.as_ref().unwrap().moves(), ["A3"]);
    store.rename("first game", "opening").unwrap();
    let (path, loaded) = store.load("opening").unwrap();
    assert_eq!(loaded.moves(), ["A3"]);
    assert_eq!(store.load(path.to_str().unwrap()).unwrap().1, loaded);
    store.delete("opening").unwrap();
    assert!(matches!(store.load("opening"), Err(StoreError::NotFound { .. })));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_damaged_file_is_reported_untouched_and_the_rest_still_works() {
    let store = scratch("damaged");
    store.save("good", &game(&["A3"])).unwrap();
    let damaged = store.folder().join("damaged.json");
    fs::write(&damaged, b"{\"format\": 1, \"variant\": \"kingu").unwrap();
    let entries = store.list().unwrap();
    assert_eq!(entries.len(), 2);
    let bad = entries.iter().find(|e| e.name == "damaged").unwrap();
    let message = bad.game.as_ref().unwrap_err().to_string();
    assert!(message.contains("damaged.json: not a bao save file"), "{message}");
    assert_eq!(fs::read(&damaged).unwrap(), b"{\"format\": 1, \"variant\": \"kingu");
    assert!(entries.iter().any(|e| e.name == "good" && e.game.is_ok()));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn names_are_checked_and_fresh_names_found() {
    let store = scratch("names");
    assert!(matches!(store.path_of("../escape"), Err(StoreError::BadName(_))));
    assert!(matches!(store.path_of(".hidden"), Err(StoreError::BadName(_))));
    assert!(store.path_of("Kingulu game 2").is_ok());
    assert_eq!(store.fresh_name("kingulu"), "kingulu");
    store.save("kingulu", &game(&[])).unwrap();
    assert_eq!(store.fresh_name("kingulu"), "kingulu-2");
    assert_eq!(store.fresh_name("../x/y"), "-x-y");
    assert_eq!(store.fresh_name(""), "game");
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_save_open_for_writing_is_locked_until_its_handle_is_dropped() {
    let store = scratch("lock");
    store.save("game", &game(&["A3"])).unwrap();
    let (mut handle, loaded) = store.open("game").unwrap();
    assert_eq!(loaded.moves(), ["A3"]);
    let message = store.open("game").unwrap_err().to_string();
    let process = format!("open in another bao (process {}); it can be read, not written", std::process::id());
    assert!(message.ends_with(&process), "{message}");
    assert!(matches!(store.save("game", &game(&[])), Err(StoreError::Locked { .. })));
    assert!(matches!(store.delete("game"), Err(StoreError::Locked { .. })));
    assert!(matches!(store.rename("game", "other"), Err(StoreError::Locked { .. })));
    let busy = store.open_to_play("game").unwrap();
    assert!(busy.handle.is_none() && matches!(busy.busy, Some(StoreError::Locked { .. })));
    handle.write(&game(&["A3", "a3"])).unwrap();
    assert_eq!(store.load("game").unwrap().1.moves(), ["A3", "a3"]);
    drop(handle);
    let names: Vec<_> = fs::read_dir(store.folder()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, ["game.json"], "the lock file goes with the lock");
    let (handle, _) = store.open("game").unwrap();
    drop(handle);
    store.delete("game").unwrap();
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_handle_never_overwrites_a_change_it_did_not_make() {
    let store = scratch("changed");
    store.save("game", &game(&["A3"])).unwrap();
    let (mut handle, _) = store.open("game").unwrap();
    // Another writer that ignores the lock (an older bao, an editor) changes the file.
    write_atomic(handle.path(), game(&["A5"]).to_json().as_bytes()).unwrap();
    let error = handle.write(&game(&["A3", "a3"])).unwrap_err().to_string();
    assert!(
        error.ends_with("game.json: changed by another program since this one read it; not overwritten"),
        "{error}"
    );
    assert_eq!(store.load("game").unwrap().1.moves(), ["A5"], "the other writer's game is kept");
    fs::remove_file(handle.path()).unwrap();
    let error = handle.write(&game(&["A3", "a3"])).unwrap_err().to_string();
    assert!(error.contains("removed by another program"), "{error}");
    assert!(!handle.path().exists());
    drop(handle);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn games_created_under_the_same_stem_get_names_of_their_own() {
    let store = scratch("create");
    let handles: Vec<SaveHandle> =
        (0..3).map(|_| store.create("kingulu-2026-11-30-0512", &game(&[])).unwrap()).collect();
    let names: Vec<&str> = handles.iter().map(SaveHandle::name).collect();
    assert_eq!(names, ["kingulu-2026-11-30-0512", "kingulu-2026-11-30-0512-2", "kingulu-2026-11-30-0512-3"]);
    assert!(matches!(store.create_as("kingulu-2026-11-30-0512", &game(&["A3"])), Err(StoreError::Taken { .. })));
    assert_eq!(store.load("kingulu-2026-11-30-0512").unwrap().1.moves(), Vec::<String>::new());
    assert_eq!(store.create("../x", &game(&[])).unwrap().name(), "-x");
    drop(handles);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_name_too_long_says_the_limit() {
    let store = scratch("long");
    let long = "a".repeat(81);
    let error = store.path_of(&long).unwrap_err().to_string();
    assert_eq!(error, "a saved game's name has at most 80 characters; this one has 81");
    assert!(store.path_of(&"é".repeat(80)).is_ok(), "characters, not bytes");
}

#[cfg(unix)]
#[test]
fn special_and_huge_files_are_listed_with_the_reason_and_links_written_through() {
    let store = scratch("special");
    fs::create_dir_all(store.folder()).unwrap();
    let folder = store.folder();
    assert!(std::process::Command::new("mkfifo").arg(folder.join("pipe.json")).status().unwrap().success());
    std::os::unix::fs::symlink("/dev/zero", folder.join("zero.json")).unwrap();
    let huge = fs::File::create(folder.join("huge.json")).unwrap();
    huge.set_len(MAX_FILE_BYTES + 1).unwrap();
    let real = folder.join("elsewhere.txt");
    fs::write(&real, game(&["A3"]).to_json()).unwrap();
    std::os::unix::fs::symlink(&real, folder.join("linked.json")).unwrap();
    let entries = store.list().unwrap();
    let reason = |name: &str| {
        let entry = entries.iter().find(|e| e.name == name).unwrap();
        entry.game.as_ref().map_or_else(ToString::to_string, |_| String::new())
    };
    assert!(reason("pipe").ends_with("pipe.json: not a regular file (a named pipe)"), "{}", reason("pipe"));
    assert!(reason("zero").ends_with("zero.json: not a regular file (a device)"), "{}", reason("zero"));
    assert!(reason("huge").ends_with("huge.json: larger than the 1 MiB such a file may have"), "{}", reason("huge"));
    assert_eq!(reason("linked"), "");
    assert!(matches!(store.open("pipe"), Err(StoreError::Io { .. })));
    let (mut handle, _) = store.open("linked").unwrap();
    handle.write(&game(&["A3", "a3"])).unwrap();
    assert!(fs::symlink_metadata(folder.join("linked.json")).unwrap().file_type().is_symlink());
    assert_eq!(load_path(&real).unwrap().moves(), ["A3", "a3"]);
    drop(handle);
    fs::remove_dir_all(folder).unwrap();
}

#[test]
fn a_save_whose_lock_cannot_be_taken_still_opens_to_be_read() {
    let store = scratch("unlockable");
    store.save("game", &game(&["A3"])).unwrap();
    // As in a read-only folder, the lock file cannot be made (here a folder stands in its place).
    fs::create_dir(store.folder().join(".game.json.lock")).unwrap();
    let opened = store.open_to_play("game").unwrap();
    assert_eq!(opened.game.moves(), ["A3"]);
    assert!(opened.handle.is_none());
    let note = opened.copy_note().unwrap();
    assert!(note.starts_with("`game` cannot be locked (") && note.ends_with(')'), "{note}");
    fs::remove_dir_all(store.folder()).unwrap();
}

/// Issue 27: a name that is no save points to `bao saves` on a command line, and to no shell command under
/// `bao serve`, whose player has no shell.
#[test]
fn a_missing_save_names_bao_saves_only_outside_bao_serve() {
    let store = scratch("missing");
    let error = store.load("nothing").unwrap_err().to_string();
    assert!(error.starts_with("no saved game `nothing` in ") && error.ends_with(" (see `bao saves`)"), "{error}");
    assert_eq!(saves_hint(false), " (see `bao saves`)");
    assert_eq!(saves_hint(true), "", "no shell command under bao serve");
}
