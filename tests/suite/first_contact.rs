//! What a new user meets first (issue 16): every file the README and the program name is in the repository,
//! and the conventions of command-line tools (help, man page, colour, a run without a terminal, `bao doctor`).

use std::fs;
use std::path::Path;

use bao::rules::Variant;

use super::sandbox::{self, Sandbox};
use super::tui_e2e::Pty;

/// The repository's own folders a path named in the README can start with.
const FOLDERS: [&str; 10] =
    ["src/", "tests/", "docs/", "saves/", "themes/", "fuzz/", "benches/", "examples/", ".ci/", "packaging/"];

/// The paths the README names: the words in backticks and the link targets that start in one of [`FOLDERS`]
/// (a `*` stands for any file of its folder).
fn named_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let quoted = text.split('`').skip(1).step_by(2);
    let linked = text.split("](").skip(1).filter_map(|rest| rest.split(')').next());
    for word in quoted.chain(linked) {
        // `bao play --load saves/kingulu-long-lap.json`: each word of a command.
        for word in word.split_whitespace() {
            let word = word.trim_end_matches([',', '.', ':', ';']);
            // A link to a section names its file: `docs/guide.md#rooms`.
            let word = word.split('#').next().unwrap_or_default();
            if FOLDERS.iter().any(|folder| word.starts_with(folder)) {
                paths.push(word.to_string());
            }
        }
    }
    paths.sort();
    paths.dedup();
    paths
}

fn exists(root: &Path, path: &str) -> bool {
    match path.split_once('*') {
        Some((folder, _)) => root.join(folder).is_dir(),
        None => root.join(path).exists(),
    }
}

#[test]
fn every_file_the_readme_names_is_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let paths = named_paths(&readme);
    for expected in ["docs/RULES.md", "docs/NOTATION.md", "docs/rules/kete.md", "docs/guide.md", "docs/serving.md"] {
        assert!(paths.iter().any(|p| p == expected), "the README names {expected}: {paths:?}");
    }
    let missing: Vec<&String> = paths.iter().filter(|path| !exists(root, path)).collect();
    assert!(missing.is_empty(), "named in the README but not in the repository: {missing:?}");
}

/// The documents of `docs/` name files of the repository by their path from its top (`src/explain.rs`) and link
/// to each other by their path from `docs/` (`[guide](guide.md)`): both kinds must exist.
#[test]
fn every_file_the_documents_name_is_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let mut documents = 0;
    for document in super::documents::documents(root) {
        // The rules documents are the project's authority as given, and name the sources they were worked out
        // from, which are not part of the program.
        let relative = document.strip_prefix(root).unwrap();
        if relative.starts_with("docs/rules")
            || ["docs/RULES.md", "docs/NOTATION.md"].iter().any(|p| relative == Path::new(p))
        {
            continue;
        }
        documents += 1;
        let text = fs::read_to_string(&document).unwrap();
        missing.extend(
            named_paths(&text).into_iter().filter(|path| !exists(root, path)).map(|path| (document.clone(), path)),
        );
        let folder = document.parent().unwrap();
        for target in text.split("](").skip(1).filter_map(|rest| rest.split(')').next()) {
            let target = target.split('#').next().unwrap_or_default();
            if target.is_empty() || target.contains("://") || FOLDERS.iter().any(|f| target.starts_with(f)) {
                continue;
            }
            if !folder.join(target).exists() {
                missing.push((document.clone(), target.to_string()));
            }
        }
    }
    assert!(documents >= 7, "only {documents} documents found");
    assert!(missing.is_empty(), "named in a document but not in the repository: {missing:?}");
}

#[test]
fn the_rules_documents_the_program_names_are_in_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for variant in Variant::ALL {
        // The rules screen's title names this file.
        let path = format!("docs/rules/{variant}.md");
        assert!(root.join(&path).is_file(), "{path}");
    }
    for path in ["docs/RULES.md", "docs/NOTATION.md"] {
        assert!(root.join(path).is_file(), "{path}");
    }
}

/// Whether `bytes` hold a colour: an SGR sequence (`ESC [ ... m`) with a foreground or background parameter
/// (30-38, 40-48, 90-97, 100-107; 38 and 48 bring a palette index or RGB). 39 and 49 are not colours: they
/// put back the terminal's own (ratatui ends every frame with them).
pub(super) fn has_colour(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.split("\u{1b}[").skip(1).any(|rest| {
        let Some(end) = rest.find(|c: char| !(c.is_ascii_digit() || c == ';' || c == ':')) else { return false };
        if !rest[end..].starts_with('m') {
            return false;
        }
        rest[..end]
            .split([';', ':'])
            .filter_map(|p| p.parse::<u32>().ok())
            .any(|p| matches!(p, 30..=38 | 40..=48 | 90..=97 | 100..=107))
    })
}

#[test]
fn the_colour_detector_of_these_tests_finds_colours() {
    assert!(has_colour(b"\x1b[38;5;202mX"));
    assert!(has_colour(b"\x1b[1;31mX"));
    assert!(!has_colour(b"\x1b[1mX\x1b[7m\x1b[0m\x1b[2J\x1b[10;20H\x1b[?1049h\x1b[39m\x1b[49m\x1b[59m"));
}

#[test]
fn the_readme_first_command_opens_the_start_screen() {
    // `cargo run --release` runs `bao` with no arguments.
    let sandbox = Sandbox::new("first");
    let mut pty = Pty::spawn(&sandbox, &[], &[]);
    pty.wait_text("bao · play and study East African mancala");
    pty.wait_text("Bao Kingulu");
    pty.quit();
}

#[test]
fn color_never_writes_no_colour_and_always_colours_even_with_no_color() {
    let sandbox = Sandbox::new("colour");
    // The colour variables of the machine running the tests are emptied (empty is the same as unset).
    let truecolour =
        [("COLORTERM", "truecolor"), ("NO_COLOR", ""), ("CLICOLOR", ""), ("CLICOLOR_FORCE", ""), ("FORCE_COLOR", "")];
    let mut plain = Pty::spawn(&sandbox, &["--color", "never", "play", "kingulu"], &truecolour);
    plain.wait_text("South to move");
    plain.keys("\r");
    plain.wait_text("1. S A3");
    assert!(!has_colour(&plain.written), "{:?}", String::from_utf8_lossy(&plain.written));
    plain.quit();
    // The same with `play --color never` (the option after the command), and with NO_COLOR.
    for (args, env) in [
        (&["play", "--color", "never", "kingulu"][..], &truecolour[..]),
        (&["play", "kingulu"][..], &[("COLORTERM", "truecolor"), ("NO_COLOR", "1")][..]),
        (&["play", "kingulu"][..], &[("CLICOLOR", "0"), ("CLICOLOR_FORCE", ""), ("FORCE_COLOR", "")][..]),
    ] {
        let mut pty = Pty::spawn(&sandbox, args, env);
        pty.wait_text("South to move");
        assert!(!has_colour(&pty.written), "{args:?} {env:?}");
        pty.quit();
    }
    // Colour is there by default, and --color always wins over NO_COLOR.
    for (args, env) in [
        (&["play", "kingulu"][..], &truecolour[..]),
        (&["--color", "always", "play", "kingulu"][..], &[("NO_COLOR", "1"), ("CLICOLOR", "0")][..]),
    ] {
        let mut pty = Pty::spawn(&sandbox, args, env);
        pty.wait_text("South to move");
        assert!(has_colour(&pty.written), "{args:?} {env:?}: no colour written");
        pty.quit();
    }
}

#[test]
fn without_a_terminal_the_game_says_so_in_one_line_and_exits_2() {
    for args in [&["play", "kingulu"][..], &["play"][..], &[][..], &["play", "--load", "kingulu-long-lap"][..]] {
        // The test's own standard input and output are not a terminal; `output()` makes pipes of them.
        let output = sandbox::run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("bao: the game needs a terminal"), "{stderr}");
        assert!(stderr.contains("ssh -t"), "{stderr}");
        assert!(!output.stderr.contains(&0x1b), "no escape sequence: {stderr:?}");
    }
}

#[test]
fn bao_man_prints_a_man_page_of_every_command() {
    let output = sandbox::run(&["man"]);
    assert!(output.status.success());
    let page = String::from_utf8(output.stdout).unwrap();
    assert!(page.starts_with(".ie \\n(.g .ds Aq \\(aq") || page.contains(".TH bao 1"), "{page}");
    assert!(page.contains(".TH bao 1"), "{page}");
    for word in ["doctor", "completions", "BAO_DATA_DIR", "BAO_CONFIG_DIR", "NO_COLOR", "\\-\\-color"] {
        assert!(page.contains(word), "the man page names {word}: {page}");
    }
}

#[test]
fn bao_doctor_says_what_it_found() {
    let sandbox = Sandbox::new("doctor");
    let rooms = sandbox.data().join("rooms");
    let output = sandbox
        .command()
        .args(["doctor"])
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env("BAO_ROOMS_DIR", &rooms)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    let value = |name: &str| {
        let line = text.lines().find(|line| line.starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("{text}"));
        line[name.len()..].trim().to_string()
    };
    assert_eq!(value("stdout"), "not a terminal");
    assert_eq!(value("TERM"), "xterm");
    assert_eq!(value("colours"), "no colour (NO_COLOR is set)");
    let data = sandbox.data().display().to_string();
    assert_eq!(value("data folder"), format!("{data} (from BAO_DATA_DIR), writable"));
    let config = sandbox.config().display().to_string();
    assert_eq!(value("config folder"), format!("{config} (from BAO_CONFIG_DIR), writable"));
    assert!(value("rooms folder").starts_with(&format!("{} (from BAO_ROOMS_DIR)", rooms.display())), "{text}");
    assert!(value("settings").ends_with("settings.json (not there: the defaults)"), "{text}");
    assert_eq!(value("theme"), "default (shipped, from the settings)");
    assert_eq!(value("bell"), "off");
    let names: Vec<_> = fs::read_dir(sandbox.data()).unwrap().collect();
    assert!(names.is_empty(), "the probe file is removed: {names:?}");

    // A forced palette, a theme asked for, a rooms folder.
    fs::write(sandbox.config().join("settings.json"), r#"{"palette": "256", "bell": true}"#).unwrap();
    let rooms = sandbox.data().join("rooms");
    fs::create_dir_all(&rooms).unwrap();
    let output = sandbox
        .command()
        .args(["--theme", "high-contrast", "doctor"])
        .env("TERM", "xterm")
        .env_remove("NO_COLOR")
        .env_remove("COLORTERM")
        .env_remove("CLICOLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("FORCE_COLOR")
        .env("BAO_ROOMS_DIR", &rooms)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("256 colours (the settings' palette; the terminal: 16 colours, TERM=xterm)"), "{text}");
    assert!(text.contains(&format!("{} (from BAO_ROOMS_DIR), writable", rooms.display())), "{text}");
    assert!(text.contains("high-contrast (shipped, from --theme)"), "{text}");
    assert!(text.lines().any(|line| line.starts_with("bell") && line.ends_with("on")), "{text}");
}

#[test]
fn help_lists_the_variants_examples_and_environment() {
    let output = sandbox::run(&["play", "--help"]);
    let help = String::from_utf8(output.stdout).unwrap();
    for variant in Variant::ALL {
        assert!(help.contains(&format!("- {variant}:")), "{help}");
    }
    assert!(help.contains("Examples:") && help.contains("--color <WHEN>"), "{help}");
    let help = String::from_utf8(sandbox::run(&["--help"]).stdout).unwrap();
    for word in ["BAO_DATA_DIR", "BAO_CONFIG_DIR", "NO_COLOR", "CLICOLOR_FORCE", "bao doctor", "Examples:"] {
        assert!(help.contains(word), "{word}: {help}");
    }
    // Options a command ignores are not shown on it.
    let help = String::from_utf8(sandbox::run(&["moves", "--help"]).stdout).unwrap();
    assert!(!help.contains("--theme") && !help.contains("--color"), "{help}");
    // A wrong variant is named by the rules' own words, with the four listed.
    let output = sandbox::run(&["play", "chess"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("unknown variant `chess` (expected kete, kimasai-relay, kimasai-step or kingulu)"));
}

#[test]
fn a_built_in_study_position_opens_by_title_as_a_copy() {
    let sandbox = Sandbox::new("builtin");
    let output = sandbox.command().args(["saves", "--builtin"]).output().unwrap();
    let list = String::from_utf8(output.stdout).unwrap();
    assert!(list.lines().count() >= 9, "{list}");
    let line = list.lines().find(|line| line.starts_with("kingulu-long-lap\t")).unwrap_or_else(|| panic!("{list}"));
    assert_eq!(line, "kingulu-long-lap\tkingulu\t0 moves\tongoing\tKingulu: the 12-seed lap that comes round");
    let mut pty = Pty::spawn(&sandbox, &["play", "--load", "Kingulu: the 12-seed lap that comes round"], &[]);
    pty.wait_text("A3 holds 12");
    pty.wait_text("built in: a copy");
    pty.keys("\x1b");
    pty.wait_text("South to move");
    pty.quit();
    assert!(sandbox.store().list().unwrap().is_empty(), "nothing saved before a move");
    // By the file's name, as `bao saves --builtin` lists it.
    let mut pty = Pty::spawn(&sandbox, &["play", "--load", "kingulu-never-ending"], &[]);
    pty.wait_text("would relay forever");
    pty.keys("\x1b");
    pty.quit();
    let output = sandbox.command().args(["play", "--load", "no such study"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nor is it the title of a built-in study position"));
}

/// The words of an example command line, double quotes grouping.
pub(super) fn words(line: &str) -> Vec<String> {
    let mut words = vec![String::new()];
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => words.push(String::new()),
            c => words.last_mut().unwrap().push(c),
        }
    }
    words.retain(|word| !word.is_empty());
    words
}

/// Every example `bao -h` and a command's help show runs as shown (those that need no terminal, pipe or file).
#[test]
fn every_example_in_the_help_runs() {
    use clap::CommandFactory;
    let command = bao::internal::cli::Cli::command();
    let mut ran = 0;
    for sub in std::iter::once(&command).chain(command.get_subcommands()) {
        let Some(after) = sub.get_after_help() else { continue };
        for line in after.to_string().lines().filter_map(|line| line.trim().strip_prefix("bao ")) {
            let words = words(line);
            // `play` and `learn` open the interface, which needs a terminal.
            let skip = ["play", "learn", "man", "completions", "export", "import", "bench"];
            if words.first().is_none_or(|word| skip.contains(&word.as_str())) || line.contains(['>', '|']) {
                continue;
            }
            let args: Vec<&str> = words.iter().map(String::as_str).collect();
            let output = sandbox::run(&args);
            assert!(output.status.success(), "bao {line}: {}", String::from_utf8_lossy(&output.stderr));
            ran += 1;
        }
    }
    assert!(ran >= 10, "only {ran} examples ran");
}
