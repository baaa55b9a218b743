//! The shape of the code, checked from its source: which top module may use which (the "never" arrows of
//! DESIGN.md, as data), no import circle between the modules of any folder, and the rules pure: no I/O, no
//! terminal, no hidden state. A failure names the modules or the line at fault.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What a top module of `src/` may use of the others.
enum May {
    /// Only these (and itself).
    Only(&'static [&'static str]),
    /// Anything but these.
    Never(&'static [&'static str]),
}

/// The arrows of DESIGN.md's picture: the rules are the bottom and use nothing; the engine uses the rules only
/// (and the random numbers of level 1); the store, the themes, the puzzles and lessons know no interface, room
/// or server; a room knows no interface, server or engine; nothing but the command line knows the command line
/// or the server; the server's database (`db`) uses only the rules, the engine's levels, the store's saves
/// and printable text, and only the server and the command line use it; nothing uses the hidden `internal`
/// surface. The store names the engine's `Level`, the computer's level in a saved game's players. Every
/// top module is listed: a new one must take its place here.
const ARROWS: &[(&str, May)] = &[
    ("rules", May::Only(&[])),
    ("rng", May::Only(&[])),
    ("printable", May::Only(&[])),
    ("served", May::Only(&[])),
    ("engine", May::Only(&["rules", "rng"])),
    // The catalogs word the rules' own names (the games, the sides) and nothing else.
    ("i18n", May::Only(&["rules"])),
    // The words of a move, of a game's end and of a review, for the screens and the command line alike.
    ("explain", May::Only(&["rules", "engine", "store", "i18n"])),
    ("puzzle", May::Only(&["rules", "engine", "explain", "rng", "i18n"])),
    // The server's database keeps games as the rules and the store write them, and knows nothing that uses it.
    ("db", May::Only(&["rules", "engine", "store", "printable", "rating"])),
    // Ratings are arithmetic over results.
    ("rating", May::Only(&["rules"])),
    ("store", May::Never(&["tui", "room", "serve", "db", "cli", "theme", "learn", "puzzle", "explain"])),
    ("theme", May::Never(&["tui", "room", "serve", "db", "cli", "engine", "learn", "puzzle"])),
    ("learn", May::Never(&["tui", "room", "serve", "db", "cli"])),
    ("room", May::Never(&["tui", "serve", "db", "cli", "engine", "learn", "puzzle", "theme"])),
    // The lobby of `bao serve` is plain state over the rooms' words; the server carries its messages.
    ("lobby", May::Only(&["rules", "rng", "room", "store", "printable", "rating", "i18n"])),
    ("tui", May::Never(&["serve", "db", "cli", "lines"])),
    // The line mode is a second front end of the interface's state: it knows the interface, never the reverse.
    ("lines", May::Never(&["serve", "db", "cli"])),
    ("serve", May::Never(&["cli"])),
    ("cli", May::Never(&[])),
    // The hidden surface for the binary, benches, tests, tools and fuzz targets: it only re-exports, and no
    // module uses it.
    ("internal", May::Never(&[])),
];

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
    found.sort();
    found
}

/// The module path of a source file below `src/`: `src/tui/play/mod.rs` is `tui::play`, `src/lib.rs` the
/// crate itself (an empty path).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|last| last == "mod" || last == "lib") {
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

/// Every module of `src/` and the modules its code names (itself, its parents and its children left out:
/// `mod` declarations and re-exports make them one unit).
fn crate_edges() -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<PathBuf> = sources(&src).into_iter().filter(|file| !file.ends_with("main.rs")).collect();
    let known: BTreeSet<Vec<String>> = files.iter().map(|file| module_of(&src, file)).collect();
    assert!(known.len() > 100, "every module of src/ is found: {known:?}");
    let mut edges = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        let mut targets = references(&module, &code(file), &known);
        targets.retain(|target| !target.starts_with(&module) && !module.starts_with(target));
        edges.insert(module, targets);
    }
    edges
}

/// The graph between the children of the module `parent` (the crate: `&[]`): an arrow from child `a` to child `b` when a module
/// in `a` (or below it) names one in `b` (or below it).
fn between_children(
    edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
    parent: &[String],
) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let child = |module: &Vec<String>| {
        (module.len() > parent.len() && module.starts_with(parent)).then(|| module[..=parent.len()].to_vec())
    };
    let mut graph: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (from, targets) in edges {
        let Some(a) = child(from) else { continue };
        let arrows = graph.entry(a.clone()).or_default();
        arrows.extend(targets.iter().filter_map(child).filter(|b| *b != a));
    }
    graph
}

/// The modules that import each other round a circle, if any.
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<String> {
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
    on_circle
}

/// The arrows between top modules that [`ARROWS`] forbids, as `from -> to`, and the top modules it does not
/// place.
fn forbidden(top: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<String> {
    let mut wrong = Vec::new();
    for (from, targets) in top {
        let name = from[0].as_str();
        let Some((_, may)) = ARROWS.iter().find(|(module, _)| *module == name) else {
            wrong.push(format!("{name} is not placed in ARROWS"));
            continue;
        };
        for to in targets {
            let allowed = match may {
                May::Only(these) => these.contains(&to[0].as_str()),
                May::Never(these) => !these.contains(&to[0].as_str()),
            };
            if !allowed {
                wrong.push(format!("{name} -> {}", to[0]));
            }
        }
    }
    wrong
}

#[test]
fn the_top_modules_keep_the_arrows_of_the_design() {
    let edges = crate_edges();
    let top = between_children(&edges, &[]);
    assert!(top.len() >= ARROWS.len(), "every top module is found: {:?}", top.keys());
    assert_eq!(forbidden(&top), Vec::<String>::new(), "arrows the design forbids");
    let internal = vec!["internal".to_string()];
    let users: Vec<_> =
        top.iter().filter(|(_, targets)| targets.contains(&internal)).map(|(from, _)| &from[0]).collect();
    assert!(users.is_empty(), "the hidden surface is for code outside the crate; {users:?} use it");
    // The check finds a forbidden arrow where there is one, and a module nobody placed.
    let module = |name: &str| vec![name.to_string()];
    let wrong = BTreeMap::from([
        (module("rules"), BTreeSet::from([module("store")])),
        (module("engine"), BTreeSet::from([module("rules"), module("tui")])),
        (module("store"), BTreeSet::from([module("engine"), module("room")])),
        (module("newcomer"), BTreeSet::new()),
    ]);
    assert_eq!(
        forbidden(&wrong),
        ["engine -> tui", "newcomer is not placed in ARROWS", "rules -> store", "store -> room"]
    );
}

#[test]
fn no_modules_form_an_import_circle() {
    let edges = crate_edges();
    // Module by module (a file and the folder of its children are one), across the whole crate: no two
    // modules of a folder, nor of different folders, import each other round a circle.
    assert_eq!(circles(&edges), Vec::<String>::new(), "modules on an import circle");
    // The top modules form layers: counted with everything below them, none reaches itself.
    assert_eq!(circles(&between_children(&edges, &[])), Vec::<String>::new(), "top modules on an import circle");
    // So do the children of every folder (`tui`'s screens, `view` and the leaves they share; `room`'s door,
    // authority and host), each counted with everything below it.
    let folders: BTreeSet<Vec<String>> =
        edges.keys().filter(|module| module.len() > 1).map(|module| module[..module.len() - 1].to_vec()).collect();
    for folder in &folders {
        let graph = between_children(&edges, folder);
        assert_eq!(circles(&graph), Vec::<String>::new(), "children of {} on an import circle", folder.join("::"));
    }
    // The check finds a circle where there is one, through a third module too.
    let (a, b, c) =
        (vec!["tui".to_string(), "a".into()], vec!["tui".to_string(), "b".into()], vec!["tui".to_string(), "c".into()]);
    let circle = BTreeMap::from([
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([c.clone()])),
        (c.clone(), BTreeSet::from([a.clone()])),
    ]);
    assert_eq!(circles(&circle), ["tui::a", "tui::b", "tui::c"]);
    // A folder's children are compared by what is below them: `x::deep` naming `y` is an arrow `x -> y`.
    let deep = BTreeMap::from([
        (vec!["x".to_string(), "deep".into()], BTreeSet::from([vec!["y".to_string()]])),
        (vec!["y".to_string()], BTreeSet::from([vec!["x".to_string()]])),
    ]);
    assert_eq!(circles(&between_children(&deep, &[])), ["x", "y"]);
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

/// What in a line of the rules would hold state beyond the values passed in: a `static` that can change, a
/// lock, a per-thread or lazily made value, interior mutability, or the process's environment.
fn hidden_state(line: &str) -> Option<&'static str> {
    const BANNED: [&str; 13] = [
        "static mut",
        "Mutex",
        "RwLock",
        "thread_local",
        "OnceLock",
        "OnceCell",
        "LazyLock",
        "LazyCell",
        "Atomic",
        "Cell<",
        "UnsafeCell",
        "std::env",
        "env::var",
    ];
    BANNED.into_iter().find(|banned| line.contains(banned))
}

#[test]
fn the_rules_hold_no_hidden_state() {
    // src/rules/cycle.rs's process-wide memory of endless loops (`static ENDLESS: Mutex<…>`) is being made a
    // memory the caller owns (issue 25, point 3): this test passes once that change is in.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for file in sources(&src.join("rules")) {
        for (number, line) in code(&file).lines().enumerate() {
            if let Some(banned) = hidden_state(line) {
                found.push(format!("{}:{}: {banned}: {}", file.display(), number + 1, line.trim()));
            }
        }
    }
    assert_eq!(found, Vec::<String>::new(), "hidden state in the rules");
    // The check sees each kind.
    for line in [
        "static ENDLESS: Mutex<Remembered> = Mutex::new(Remembered { states: Vec::new() });",
        "static mut COUNT: u32 = 0;",
        "thread_local! { static MEMO: RefCell<Vec<u8>> = RefCell::new(Vec::new()) }",
        "static TABLE: OnceLock<Vec<u8>> = OnceLock::new();",
        "static SEEN: AtomicU64 = AtomicU64::new(0);",
        "let depth = std::env::var(\"DEPTH\");",
    ] {
        assert!(hidden_state(line).is_some(), "{line}");
    }
    for line in
        ["const TABLE: [u8; 4] = [0; 4];", "static NAMES: [&str; 2] = [\"a\", \"b\"];", "fn f(x: &'static str) {}"]
    {
        assert_eq!(hidden_state(line), None, "{line}");
    }
}
