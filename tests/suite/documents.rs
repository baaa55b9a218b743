//! The commands the README and the documents of `docs/` show are commands the program takes: every `bao` line of
//! a shell or console block parses as the program's command line, and those that need no terminal, no server
//! and no file of the reader's run in a sandbox, as shown where the block shows their output (issue 26: "every
//! command shown in them runs"). Commands that open the interface are run too, without a terminal: they must get
//! past the command line to the program's own refusal ("the game needs a terminal"), not a usage error, or with
//! `--lines` play line by line and end with their (empty) input.

use std::fs;
use std::path::{Path, PathBuf};

use clap::{CommandFactory as _, Parser as _};

use super::sandbox::Sandbox;

/// The README and every Markdown file of `docs/`, in a fixed order.
pub(super) fn documents(root: &Path) -> Vec<PathBuf> {
    let mut found = vec![root.join("README.md")];
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A `bao` command a document shows, and the output shown after it (console blocks only).
#[derive(Debug)]
struct Shown {
    document: PathBuf,
    line: String,
    output: Option<String>,
}

/// The `bao` lines of a document's ```` ```sh ```` and ```` ```console ```` blocks. In a console block a command
/// starts with `$ ` and the lines up to the next command or the block's end are its output.
fn commands(document: &Path) -> Vec<Shown> {
    let text = fs::read_to_string(document).unwrap();
    let mut shown: Vec<Shown> = Vec::new();
    let mut block: Option<&str> = None;
    for line in text.lines() {
        if let Some(fence) = line.trim_start().strip_prefix("```") {
            block = if block.is_some() { None } else { Some(if fence.is_empty() { "text" } else { fence }) };
            continue;
        }
        match block {
            Some("sh") => {
                let command = without_comment(line).trim().to_string();
                if command == "bao" || command.starts_with("bao ") {
                    shown.push(Shown { document: document.to_path_buf(), line: command, output: None });
                }
            }
            Some("console") => {
                if let Some(command) = line.strip_prefix("$ ") {
                    let output = command.starts_with("bao").then(String::new);
                    shown.push(Shown { document: document.to_path_buf(), line: command.to_string(), output });
                } else if let Some(Shown { output: Some(output), .. }) = shown.last_mut() {
                    output.push_str(line);
                    output.push('\n');
                }
            }
            _ => {}
        }
    }
    shown.retain(|shown| shown.line == "bao" || shown.line.starts_with("bao "));
    shown
}

/// A shell line without its `# comment` (a `#` outside double quotes, after a space).
fn without_comment(line: &str) -> &str {
    let mut quoted = false;
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted && previous == ' ' => return &line[..at],
            _ => {}
        }
        previous = c;
    }
    line
}

/// The words of a command (double quotes grouping, as the help examples' test reads them), cut at a pipe or a
/// redirection (`bao man | man -l -`).
fn words(line: &str) -> Vec<String> {
    super::first_contact::words(line.split(['|', '>']).next().unwrap_or_default())
}

/// The subcommand of a command line (`play` in `bao --theme x play kingulu`), if any.
fn subcommand(words: &[String]) -> Option<&str> {
    let command = bao::internal::cli::Cli::command();
    words.iter().skip(1).map(String::as_str).find(|word| command.get_subcommands().any(|sub| sub.get_name() == *word))
}

#[test]
fn every_command_the_documents_show_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shown: Vec<Shown> = documents(root).iter().flat_map(|document| commands(document)).collect();
    let mut compared = 0;
    for Shown { document, line, output } in &shown {
        let place = format!("{} shows `{line}`", document.strip_prefix(root).unwrap().display());
        let words = words(line);
        if let Err(error) = bao::internal::cli::Cli::try_parse_from(&words) {
            panic!("{place}, which the command line refuses:\n{error}");
        }
        let sub = subcommand(&words);
        // The server would listen; the interface needs a terminal; a room command needs a room.
        if sub == Some("serve") {
            continue;
        }
        let sandbox = Sandbox::new("documents");
        let args: Vec<&str> = words.iter().skip(1).map(String::as_str).collect();
        let rooms = std::env::temp_dir().join(format!("bao-documents-rooms-{}", std::process::id()));
        let run = sandbox
            .command()
            .env("BAO_ROOMS_DIR", &rooms)
            .args(&args)
            .current_dir(root)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        let stderr = String::from_utf8_lossy(&run.stderr);
        // A room's code or a save's name shown is an example: in the sandbox there is no such room or save, and
        // the program says so in its own words.
        if sub.is_none_or(|sub| ["play", "learn", "host", "join", "watch"].contains(&sub)) {
            // The line mode needs no terminal: with no input it ends at once, as at `quit`, in plain text.
            if words.iter().any(|word| word == "--lines") && run.status.success() {
                assert!(!stdout.contains('\x1b') && stderr.is_empty(), "{place}, which says: {stdout}{stderr}");
                continue;
            }
            let refusal = ["needs a terminal", "no room", "no saved game"].iter().any(|words| stderr.contains(words));
            assert!(stderr.starts_with("bao: ") && refusal, "{place}, which says: {stderr}");
            continue;
        }
        match output {
            // An error shown is the program's own message, on standard error, with bad input's status.
            Some(output) if output.starts_with("bao: ") => {
                assert_eq!(run.status.code(), Some(2), "{place}");
                assert_eq!(stderr, *output, "{place}");
                compared += 1;
            }
            Some(output) => {
                assert!(run.status.success(), "{place}, which fails: {stderr}");
                assert_eq!(stdout, *output, "{place}");
                compared += 1;
            }
            None => assert!(run.status.success(), "{place}, which fails: {stderr}"),
        }
    }
    assert!(shown.len() >= 25, "only {} commands found in the documents", shown.len());
    assert!(compared >= 5, "only {compared} shown outputs compared");
}

#[test]
fn a_comment_and_a_pipe_end_a_command() {
    assert_eq!(without_comment("bao rooms   # the public rooms"), "bao rooms   ");
    assert_eq!(without_comment(r#"bao play --load "a # b""#), r#"bao play --load "a # b""#);
    assert_eq!(words("bao man | man -l -"), ["bao", "man"]);
    assert_eq!(words(r#"bao play --load "first lesson""#), ["bao", "play", "--load", "first lesson"]);
}
