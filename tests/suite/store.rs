//! Saves: killing a process while it saves never damages the file; random and mutated bytes never make the
//! loader panic; `bao saves`, `export` and `import` through the real binary.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bao::internal::store::{Players, SaveFile, Store, parse_record};
use bao::rng::Rng;
use bao::rules::Setup;
use proptest::prelude::*;

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-suite-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).unwrap();
    folder
}

/// Two saves that differ: the game before and after a move.
fn versions() -> [SaveFile; 2] {
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    let before = SaveFile::new(&start, vec!["A5".into()], Players::default());
    let after = SaveFile::new(&start, vec!["A5".into(), "a5".into(), "A3".into()], Players::default());
    [before, after]
}

const SAVE_LOOP: &str = "BAO_TEST_SAVE_LOOP";

/// In the child process: save the two versions in turn, as fast as possible, until killed (or 20 s pass).
fn save_forever(folder: &Path) {
    let store = Store::at(folder);
    let versions = versions();
    let started = Instant::now();
    for i in 0usize.. {
        store.save("game", &versions[i % 2]).unwrap();
        if started.elapsed() > Duration::from_secs(20) {
            break;
        }
    }
}

#[test]
fn killing_a_process_while_it_saves_leaves_the_old_file_or_the_new_one() {
    if let Some(folder) = std::env::var_os(SAVE_LOOP) {
        save_forever(Path::new(&folder));
        return;
    }
    let folder = scratch("kill");
    let store = Store::at(&folder);
    store.save("game", &versions()[0]).unwrap();
    let expected: Vec<Vec<String>> = versions().iter().map(|v| v.moves.clone()).collect();
    let mut rng = Rng::new(9);
    let this_test = "store::killing_a_process_while_it_saves_leaves_the_old_file_or_the_new_one";
    for kill in 0..200 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([this_test, "--exact", "--nocapture", "--test-threads=1"])
            .env(SAVE_LOOP, &folder)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the test binary starts again");
        std::thread::sleep(Duration::from_micros(2_000 + rng.below(12_000) as u64));
        child.kill().expect("SIGKILL");
        child.wait().unwrap();
        let (_, game) = store.load("game").unwrap_or_else(|e| panic!("kill {kill}: the save is damaged: {e}"));
        assert!(expected.contains(&game.moves()), "kill {kill}: unexpected moves {:?}", game.moves());
    }
    let leftovers: Vec<_> = fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(leftovers.iter().any(|n| n == "game.json"), "{leftovers:?}");
    // Temporary files of killed writers may stay behind; the store never lists them, and once they are old
    // enough that no writer can be about to lock them, listing removes them (no killed writer holds a lock).
    assert_eq!(store.list().unwrap().len(), 1);
    std::thread::sleep(Duration::from_millis(2_100));
    assert_eq!(store.list().unwrap().len(), 1);
    let left: Vec<_> = fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left, ["game.json"], "the temporaries of killed writers are removed");
    fs::remove_dir_all(&folder).unwrap();
}

/// What the loader makes of some bytes: it may refuse them, never panic.
fn load_bytes(bytes: &[u8]) {
    if let Ok(save) = SaveFile::from_json(bytes) {
        let _ = save.check();
    }
    let _ = parse_record(&String::from_utf8_lossy(bytes));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic_the_loader(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        load_bytes(&bytes);
    }

    #[test]
    fn mutated_save_files_never_panic_the_loader(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..8),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut bytes = versions()[1].to_json().into_bytes();
        for (at, byte, kind) in edits {
            let i = at.index(bytes.len().max(1));
            match kind {
                0 if i < bytes.len() => bytes[i] = byte,
                1 => bytes.insert(i.min(bytes.len()), byte),
                _ if i < bytes.len() => { bytes.remove(i); }
                _ => {}
            }
        }
        load_bytes(&bytes);
        let len = bytes.len();
        load_bytes(&bytes[..cut.index(len + 1).min(len)]);
    }

    #[test]
    fn mutated_records_never_panic_the_loader(moves in proptest::collection::vec("[AaBb]?[0-9]{1,2}[<>LR+*#!?.]{0,2}", 0..30)) {
        let text = format!("position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\n{}", moves.join(" "));
        let record = parse_record(&text).unwrap();
        let start = record.start.unwrap();
        let position = <bao::rules::Kingulu as bao::rules::Game>::from_setup(&start).unwrap();
        let _ = bao::rules::Line::from_texts(position, &record.moves);
    }
}

fn bao(data: &Path, args: &[&str]) -> std::process::Output {
    super::sandbox::bao_command(data, &data.join("config")).args(args).output().unwrap()
}

#[test]
fn import_list_export_through_the_binary() {
    let data = scratch("cli");
    let record = data.join("opening.txt");
    fs::write(&record, "1. A5 a5\n2. A3\n").unwrap();
    let out = bao(&data, &["import", record.to_str().unwrap(), "--variant", "kingulu"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "opening\n");
    let list = String::from_utf8(bao(&data, &["saves"]).stdout).unwrap();
    assert!(list.starts_with("opening\tkingulu\t") && list.contains("\t3 moves\tnorth wins"), "{list}");
    let exported = String::from_utf8(bao(&data, &["export", "opening"]).stdout).unwrap();
    // The record imported as "1. A5 a5 2. A3" is exported with each move numbered by its ply.
    assert_eq!(exported, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A5\n2. a5\n3. A3\n");
    // A record with an illegal move names it and saves nothing.
    fs::write(&record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA3 A4\n").unwrap();
    let out = bao(&data, &["import", record.to_str().unwrap(), "--name", "bad"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2 (A4)"));
    assert!(!data.join("saves/bad.json").exists());
    fs::remove_dir_all(&data).unwrap();
}

/// A game with variations and comments (format 2) goes out as a record with parentheses and braces and comes
/// back in with the same tree, and a save and a load keep it too.
#[test]
fn variations_and_comments_survive_export_and_import_through_the_binary() {
    use bao::rules::{AnyLine, Branch, Tree, Variations};
    let data = scratch("variations");
    let saves = data.join("saves");
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    let mut line = AnyLine::from_texts(&start, &["A5", "a5", "A3"]).unwrap();
    let mut variations = Variations::of_line(&line);
    line.go_to(1);
    let other = line.legal_moves().into_iter().find(|mv| mv.to_string() != "a5").unwrap();
    variations.play(&mut line, other, Branch::Variation).unwrap();
    variations.set_comment(variations.node(&line), "a {quieter} move").unwrap();
    variations.set_comment(Tree::<bao::rules::AnyMove>::ROOT, "from the start").unwrap();
    let mut save = SaveFile::of_line(&line, Players::default(), None, None);
    save.set_variations(&line, &variations);
    Store::at(&saves).save("studied", &save).unwrap();
    let game = bao::internal::store::load_path(&saves.join("studied.json")).unwrap();
    assert_eq!(game.variations.tree(), variations.tree(), "a save and a load keep the tree");
    assert_eq!(game.line, line, "and the board on its line");
    let out = bao(&data, &["export", "studied"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let exported = String::from_utf8(out.stdout).unwrap();
    let expected = format!("{{from the start}}\n1. A5\n2. a5\n  (2. {other} {{a {{quieter\\}} move}})\n3. A3\n");
    assert!(exported.ends_with(&expected), "{exported}");
    let record = data.join("studied.txt");
    fs::write(&record, &exported).unwrap();
    let out = bao(&data, &["import", record.to_str().unwrap(), "--name", "again"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let again = bao::internal::store::load_path(&saves.join("again.json")).unwrap();
    assert_eq!(again.variations.tree(), variations.tree(), "export then import keeps the tree and comments");
    assert_eq!(String::from_utf8(bao(&data, &["export", "again"]).stdout).unwrap(), exported);
    // A variation that does not replay is named, and nothing is saved.
    fs::write(&record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA5 (A1) a5\n").unwrap();
    let out = bao(&data, &["import", record.to_str().unwrap(), "--name", "bad"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("A1: "), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!saves.join("bad.json").exists());
    fs::remove_dir_all(&data).unwrap();
}

#[test]
fn damaged_and_newer_saves_are_reported_and_left_untouched() {
    let data = scratch("damaged");
    let saves = data.join("saves");
    fs::create_dir_all(&saves).unwrap();
    Store::at(&saves).save("good", &versions()[0]).unwrap();
    let truncated = &versions()[1].to_json()[..60];
    fs::write(saves.join("truncated.json"), truncated).unwrap();
    fs::write(saves.join("newer.json"), r#"{"format": 3, "moves": []}"#).unwrap();
    let out = bao(&data, &["saves"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("good\tkingulu"));
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(errors.contains("truncated.json: not a bao save file"), "{errors}");
    assert!(errors.contains("newer.json: written by a newer bao (save format 3)"), "{errors}");
    let out = bao(&data, &["export", "newer"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(fs::read_to_string(saves.join("truncated.json")).unwrap(), truncated);
    assert_eq!(fs::read_to_string(saves.join("newer.json")).unwrap(), r#"{"format": 3, "moves": []}"#);
    assert!(String::from_utf8_lossy(&bao(&data, &["export", "nothing"]).stderr).contains("no saved game `nothing`"));
    fs::remove_dir_all(&data).unwrap();
}

/// Every example shipped in `saves/` opens, replays and carries a title and a note.
#[test]
fn every_shipped_save_loads() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut loaded = 0;
    for entry in fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "json") {
            continue;
        }
        let game = bao::internal::store::load_path(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(game.name.as_deref().is_some_and(|n| !n.is_empty()), "{}: no title", path.display());
        assert!(game.notes.as_deref().is_some_and(|n| n.len() > 40), "{}: no note", path.display());
        loaded += 1;
    }
    assert!(loaded >= 9, "only {loaded} examples");
}

#[test]
fn a_resignation_is_listed_and_left_out_of_the_exported_record() {
    let data = scratch("resigned");
    let store = Store::at(data.join("saves"));
    let [mut resigned, _] = versions();
    resigned.resigned = Some("north".into());
    store.save("resigned", &resigned).unwrap();
    let mut looked_back = resigned.clone();
    looked_back.cursor = 0;
    looked_back.updated = "2000-01-01T00:00:00Z".into();
    store.save("looked back", &looked_back).unwrap();
    let list = String::from_utf8(bao(&data, &["saves"]).stdout).unwrap();
    let lines: Vec<&str> = list.lines().collect();
    assert!(lines[0].starts_with("resigned\tkingulu\t"), "{list}");
    assert!(lines[0].ends_with("\t1 move\tsouth wins : north resigned"), "{list}");
    // Saved before its only move: 0/1 says where it opens, and the line still ends resigned (issue 15).
    let looked = "\t0/1 moves\tsouth wins : north resigned";
    assert!(lines[1].starts_with("looked back\t") && lines[1].ends_with(looked), "{list}");
    // Standard output stays a record that imports again; the resignation is said on stderr.
    let out = bao(&data, &["export", "resigned"]);
    assert!(out.status.success());
    let record = String::from_utf8(out.stdout).unwrap();
    assert_eq!(record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A5\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the record leaves out that north resigned"), "{stderr}");
    assert_eq!(parse_record(&record).unwrap().moves, ["A5"]);
    fs::remove_dir_all(&data).unwrap();
}

#[test]
fn a_bad_resignation_is_bad_input_naming_the_field() {
    let data = scratch("bad-resigned");
    let file = data.join("bad.json");
    let text = r#"{"format": 1, "variant": "kingulu", "start": "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4", "moves": ["A3"],
        "cursor": 1, "resigned": "both", "created": "2026-11-30T00:00:00Z", "updated": "2026-11-30T00:00:00Z"}"#;
    fs::write(&file, text).unwrap();
    let out = bao(&data, &["play", "--load", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("bad.json: resigned: `both` is not a side: write south or north"), "{stderr}");
    assert_eq!(fs::read_to_string(&file).unwrap(), text, "the file is left as it was");
    fs::remove_dir_all(&data).unwrap();
}

#[test]
fn import_refuses_an_existing_name_unless_forced_and_finds_free_names_itself() {
    let data = scratch("import-names");
    let record = data.join("opening.txt");
    fs::write(&record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA5\n").unwrap();
    let file = record.to_str().unwrap();
    let stdout = |out: std::process::Output| {
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(stdout(bao(&data, &["import", file])), "opening\n");
    assert_eq!(stdout(bao(&data, &["import", file])), "opening-2\n", "never over an existing save");
    let saved = fs::read(data.join("saves/opening.json")).unwrap();
    fs::write(&record, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA3\n").unwrap();
    let out = bao(&data, &["import", file, "--name", "opening"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("opening.json: a saved game has that name; give another --name, or --force to replace it"),
        "{stderr}"
    );
    assert_eq!(fs::read(data.join("saves/opening.json")).unwrap(), saved, "left as it was");
    assert_eq!(stdout(bao(&data, &["import", file, "--name", "opening", "--force"])), "opening\n");
    let (_, game) = Store::at(data.join("saves")).load("opening").unwrap();
    assert_eq!(game.moves(), ["A3"]);
    let long = "n".repeat(81);
    let out = bao(&data, &["import", file, "--name", &long]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("a saved game's name has at most 80 characters; this one has 81"), "{stderr}");
    fs::remove_dir_all(&data).unwrap();
}

#[cfg(unix)]
#[test]
fn special_and_huge_saves_are_listed_with_the_reason_and_never_hang() {
    let data = scratch("special");
    let saves = data.join("saves");
    fs::create_dir_all(&saves).unwrap();
    Store::at(&saves).save("good", &versions()[0]).unwrap();
    assert!(Command::new("mkfifo").arg(saves.join("pipe.json")).status().unwrap().success());
    std::os::unix::fs::symlink("/dev/zero", saves.join("zero.json")).unwrap();
    fs::File::create(saves.join("huge.json")).unwrap().set_len(100 << 20).unwrap();
    let started = Instant::now();
    let out = bao(&data, &["saves"]);
    assert!(started.elapsed() < Duration::from_secs(10), "took {:?}", started.elapsed());
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("good\tkingulu"));
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(errors.contains("pipe.json: not a regular file (a named pipe)"), "{errors}");
    assert!(errors.contains("zero.json: not a regular file (a device)"), "{errors}");
    assert!(errors.contains("huge.json: larger than the 1 MiB such a file may have"), "{errors}");
    let out = bao(&data, &["export", "pipe"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pipe.json: not a regular file (a named pipe)"));
    fs::remove_dir_all(&data).unwrap();
}
