//! The shape of the code, checked from its source: the interface's modules form no import circle, and the
//! rules module does no I/O and knows no terminal. A failure names the modules or the line at fault.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `folder`, tests left out (they may reach anywhere).
fn sources(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() && name != "tests" && name != "snapshots" {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") && name != "tests.rs" {
                found.push(path);
            }
        }
    }
    found
}

/// The module path of a source file below `src/`: `src/tui/play/mod.rs` is `tui::play`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    parts
}

/// The code of a file without its comments and its `#[cfg(test)]` module.
fn code(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap();
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    text.lines().map(|line| line.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// The paths a file names that start with `crate`, `super` or `self`, resolved to module paths (as long as
/// they name a known module).
fn references(module: &[String], code: &str, known: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let path_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b':';
    let bytes = code.as_bytes();
    let mut found = BTreeSet::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = ["crate::", "super::", "self::"].iter().any(|head| bytes[i..].starts_with(head.as_bytes()));
        if !(starts && (i == 0 || !path_byte(bytes[i - 1]))) {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < bytes.len() && path_byte(bytes[end]) {
            end += 1;
        }
        let path = &code[i..end];
        // A `{…}` group after the path names more modules.
        let mut tails = vec![""];
        if bytes.get(end) == Some(&b'{') {
            let close = code[end..].find('}').unwrap_or(0);
            tails = code[end + 1..end + close]
                .split(',')
                .map(|item| item.trim().split("::").next().unwrap_or(""))
                .collect();
        }
        for tail in tails {
            let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
            if !tail.is_empty() {
                segments.push(tail);
            }
            if let Some(target) = resolve(module, &segments, known) {
                found.insert(target);
            }
        }
        i = end;
    }
    found
}

/// The longest known module a path names, from the module it is written in.
fn resolve(module: &[String], segments: &[&str], known: &BTreeSet<Vec<String>>) -> Option<Vec<String>> {
    let mut base: Vec<String> = match segments.first() {
        Some(&"crate") => Vec::new(),
        _ => module.to_vec(),
    };
    let mut rest = &segments[1..];
    if segments.first() == Some(&"super") {
        base.pop();
        while rest.first() == Some(&"super") {
            base.pop();
            rest = &rest[1..];
        }
    }
    let mut best = None;
    for length in 0..=rest.len() {
        let mut candidate = base.clone();
        candidate.extend(rest[..length].iter().map(ToString::to_string));
        if known.contains(&candidate) {
            best = Some(candidate);
        }
    }
    best
}

/// The modules of the interface that import each other round a circle, if any.
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<String>> {
    // A module is on a circle when it reaches itself.
    let mut on_circle = Vec::new();
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&Vec<String>> = edges[start].iter().collect();
        while let Some(next) = todo.pop() {
            if next == start {
                on_circle.push(start.join("::"));
                break;
            }
            if seen.insert(next) {
                todo.extend(edges.get(next).into_iter().flatten());
            }
        }
    }
    if on_circle.is_empty() { Vec::new() } else { vec![on_circle] }
}

#[test]
fn the_interfaces_modules_form_no_import_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = sources(&src.join("tui"));
    let known: BTreeSet<Vec<String>> = files.iter().map(|file| module_of(&src, file)).collect();
    assert!(known.len() > 20, "the interface's files are found: {known:?}");
    let mut edges = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        let mut targets = references(&module, &code(file), &known);
        // A module and its own parent or children are one unit (`mod` declarations, re-exports).
        targets.retain(|target| !target.starts_with(&module) && !module.starts_with(target));
        edges.insert(module, targets);
    }
    assert_eq!(circles(&edges), Vec::<Vec<String>>::new(), "modules on an import circle");
    // The check finds a circle where there is one.
    let (a, b) = (vec!["tui".to_string(), "a".into()], vec!["tui".to_string(), "b".into()]);
    let circle = BTreeMap::from([(a.clone(), BTreeSet::from([b.clone()])), (b, BTreeSet::from([a]))]);
    assert_eq!(circles(&circle).len(), 1);
}

#[test]
fn the_rules_do_no_io_and_know_no_terminal() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in sources(&src.join("rules")) {
        for (number, line) in code(&file).lines().enumerate() {
            for banned in
                ["std::fs", "std::io", "std::net", "std::thread", "std::time", "ratatui", "crossterm", "println!"]
            {
                assert!(!line.contains(banned), "{}:{}: {banned} in the rules: {line}", file.display(), number + 1);
            }
        }
    }
}
