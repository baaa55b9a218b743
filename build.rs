//! Builds the shipped study positions and example games (`saves/*.json`) into the program: writes the list of
//! them, each file's text by `include_str!`, to `$OUT_DIR/builtin_saves.rs`, which `src/store/builtin.rs`
//! includes. The folder is the one source of truth: a file added there is built in at the next build, with no
//! list to keep in step by hand.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let folder = Path::new(&manifest).join("saves");
    println!("cargo::rerun-if-changed={}", folder.display());
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("the repository's saves/ folder is readable")
        .map(|entry| entry.expect("a saves/ entry is readable").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    let mut list = String::from("&[\n");
    for path in &files {
        println!("cargo::rerun-if-changed={}", path.display());
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a save's file name is UTF-8");
        let _ =
            writeln!(list, "    Builtin {{ file: {stem:?}, text: include_str!({:?}) }},", path.display().to_string());
    }
    list.push(']');
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("builtin_saves.rs");
    std::fs::write(out, list).expect("OUT_DIR is writable");
}
