//! The words of `bao --help` that are not any one option's: examples, and the environment variables and
//! folders the program uses. Kept here as tables, the one source of `--help` and of the man page (`bao man`),
//! which `clap_mangen` makes from the same command definitions, each command with its own options.

use std::fmt::Write as _;
use std::io::Write as _;

use clap::CommandFactory;

use super::{Cli, CliError};

/// Examples of the whole program: the command, what it does.
pub(super) const EXAMPLES: [(&str, &str); 6] = [
    ("bao", "the start screen: choose a game and the players"),
    ("bao play kingulu", "straight into a game of kingulu"),
    ("bao play --load \"Kingulu: a move that never ends\"", "a built-in study position, by its title"),
    ("bao saves --builtin", "the built-in study positions and example games"),
    ("bao moves kingulu A3 a1", "the legal moves after A3 a1"),
    ("bao doctor", "what the program detected: terminal, colours, folders"),
];

/// The environment variables the program reads, and what they do.
pub(super) const ENVIRONMENT: [(&str, &str); 9] = [
    (
        "BAO_DATA_DIR",
        "the data folder; saves are in its saves folder (default: the system's data folder for bao-tui, \
         ~/.local/share/bao-tui on Linux)",
    ),
    (
        "BAO_CONFIG_DIR",
        "the configuration folder: settings.json and your themes/ (default: the system's configuration folder, \
         ~/.config/bao-tui on Linux)",
    ),
    ("BAO_ROOMS_DIR", "the folder of shared game rooms"),
    ("NO_COLOR", "set and not empty: no colour (--color always still colours)"),
    ("CLICOLOR_FORCE", "set, not empty and not 0: colour even where TERM names none"),
    ("FORCE_COLOR", "as CLICOLOR_FORCE"),
    ("CLICOLOR", "0: no colour"),
    ("COLORTERM", "truecolor or 24bit: 24-bit colour; otherwise the 256 colours, or 16 where TERM says so"),
    ("TERM", "the terminal's kind: dumb has no colour, xterm and linux 16 colours"),
];

/// The end of `bao -h`: the examples.
#[must_use]
pub(super) fn short() -> String {
    let mut text = String::from("Examples:\n");
    for (command, what) in EXAMPLES {
        let _ = writeln!(text, "  {command}\n      {what}");
    }
    text + "See --help for the environment variables and folders; bao doctor for what this machine has."
}

/// The end of `bao --help`: the examples, then the environment.
#[must_use]
pub(super) fn long() -> String {
    let mut text = short().lines().filter(|line| !line.starts_with("See --help")).collect::<Vec<_>>().join("\n");
    text.push_str("\n\nEnvironment:\n");
    for (name, what) in ENVIRONMENT {
        let _ = writeln!(text, "  {name}\n      {what}");
    }
    text + "bao doctor prints what the program found and uses."
}

/// Text for roff: backslashes and hyphens escaped, and a line never starting with a control character.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) { format!("\\&{escaped}") } else { escaped }
}

/// `bao man`: the manual page of `bao`, in roff, on standard output (`bao man | man -l -`). The name, synopsis,
/// description and options are `clap_mangen`'s; then every command with its synopsis, options and examples,
/// the environment and the examples, from the tables above.
pub fn man() -> Result<(), CliError> {
    let failed = |e: std::io::Error| CliError::other(format!("man page: {e}"));
    let command = Cli::command();
    let top = clap_mangen::Man::new(command.clone());
    let mut page = Vec::new();
    top.render_title(&mut page).map_err(failed)?;
    top.render_name_section(&mut page).map_err(failed)?;
    top.render_synopsis_section(&mut page).map_err(failed)?;
    top.render_description_section(&mut page).map_err(failed)?;
    top.render_options_section(&mut page).map_err(failed)?;
    let mut text = String::from(".SH COMMANDS\n");
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        let name = format!("bao {}", sub.get_name());
        let sub = sub.clone().bin_name(&name);
        let man = clap_mangen::Man::new(sub.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part).map_err(failed)?;
        man.render_options_section(&mut part).map_err(failed)?;
        let part = String::from_utf8_lossy(&part).replace(".SH SYNOPSIS\n", "").replace(".SH OPTIONS\n", "");
        let _ = writeln!(text, ".SS \"{}\"", roff(&name));
        if let Some(about) = sub.get_long_about().or(sub.get_about()) {
            let _ = writeln!(text, "{}\n.PP", roff(&about.to_string()));
        }
        text.push_str(&part);
        if let Some(after) = sub.get_after_help() {
            let _ = writeln!(text, ".PP\n.nf\n{}\n.fi", roff(&after.to_string()));
        }
    }
    text.push_str(".SH ENVIRONMENT\n");
    for (name, what) in ENVIRONMENT {
        let _ = writeln!(text, ".TP\n\\fB{}\\fR\n{}", roff(name), roff(what));
    }
    text.push_str(".SH EXAMPLES\n");
    for (example, what) in EXAMPLES {
        let _ = writeln!(text, ".TP\n\\fB{}\\fR\n{}", roff(example), roff(what));
    }
    page.extend_from_slice(text.as_bytes());
    top.render_version_section(&mut page).map_err(failed)?;
    std::io::stdout().write_all(&page).map_err(|e| CliError::other(format!("output: {e}")))
}
