//! The words of `bao --help` that are not any one option's: examples, and the environment variables and
//! folders the program uses. Kept here as tables, the one source of `--help` and of the man page (`bao man`),
//! which `clap_mangen` makes from the same command definitions, each command with its own options.

use std::fmt::Write as _;
use std::io::Write as _;

use super::CliError;

/// Examples of the whole program: the command, what it does.
fn examples() -> [(&'static str, String); 6] {
    [
        ("bao", crate::t!("cli-example-start")),
        ("bao play kingulu", crate::t!("cli-example-play")),
        ("bao play --load \"Kingulu: a move that never ends\"", crate::t!("cli-example-load")),
        ("bao saves --builtin", crate::t!("cli-example-builtin")),
        ("bao moves kingulu A3 a1", crate::t!("cli-example-moves")),
        ("bao doctor", crate::t!("cli-example-doctor")),
    ]
}

/// The environment variables the program reads, and what they do.
fn environment() -> [(&'static str, String); 9] {
    [
        ("BAO_DATA_DIR", crate::t!("cli-env-data-dir")),
        ("BAO_CONFIG_DIR", crate::t!("cli-env-config-dir")),
        ("BAO_ROOMS_DIR", crate::t!("cli-env-rooms-dir")),
        ("NO_COLOR", crate::t!("cli-env-no-color")),
        ("CLICOLOR_FORCE", crate::t!("cli-env-clicolor-force")),
        ("FORCE_COLOR", crate::t!("cli-env-force-color")),
        ("CLICOLOR", crate::t!("cli-env-clicolor")),
        ("COLORTERM", crate::t!("cli-env-colorterm")),
        ("TERM", crate::t!("cli-env-term")),
    ]
}

/// The examples, after their heading.
fn examples_text() -> String {
    let mut text = format!("{}:\n", crate::t!("cli-help-examples"));
    for (command, what) in examples() {
        let _ = writeln!(text, "  {command}\n      {what}");
    }
    text
}

/// The end of `bao -h`: the examples.
#[must_use]
pub(super) fn short() -> String {
    examples_text() + &crate::t!("cli-help-see-long")
}

/// The end of `bao --help`: the examples, then the environment.
#[must_use]
pub(super) fn long() -> String {
    let mut text = examples_text();
    let _ = writeln!(text, "\n{}:", crate::t!("cli-help-environment"));
    for (name, what) in environment() {
        let _ = writeln!(text, "  {name}\n      {what}");
    }
    text + &crate::t!("cli-help-doctor")
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
    let failed = |e: std::io::Error| CliError::other(crate::t!("cli-error-man", error = e.to_string()));
    let command = super::words::manual_command();
    let top = clap_mangen::Man::new(command.clone());
    let mut page = Vec::new();
    top.render_title(&mut page).map_err(failed)?;
    top.render_name_section(&mut page).map_err(failed)?;
    top.render_synopsis_section(&mut page).map_err(failed)?;
    top.render_description_section(&mut page).map_err(failed)?;
    top.render_options_section(&mut page).map_err(failed)?;
    let mut text = format!(".SH {}\n", crate::t!("cli-man-commands"));
    // The commands listed, as in `--help`: not `help`, nor a hidden one.
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help" && !sub.is_hide_set()) {
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
    let _ = writeln!(text, ".SH {}", crate::t!("cli-man-environment"));
    for (name, what) in environment() {
        let _ = writeln!(text, ".TP\n\\fB{}\\fR\n{}", roff(name), roff(&what));
    }
    let _ = writeln!(text, ".SH {}", crate::t!("cli-man-examples"));
    for (example, what) in examples() {
        let _ = writeln!(text, ".TP\n\\fB{}\\fR\n{}", roff(example), roff(&what));
    }
    page.extend_from_slice(text.as_bytes());
    top.render_version_section(&mut page).map_err(failed)?;
    let page = sections(&String::from_utf8_lossy(&page));
    std::io::stdout().write_all(page.as_bytes()).map_err(|error| super::look::output_error(&error))
}

/// The manual page with the words `clap_mangen` writes itself (`.SH NAME`, `Possible values:`, `[default: 3]`)
/// in the current language.
fn sections(page: &str) -> String {
    let page = page
        .replace("Possible values:", &format!("{}:", crate::t!("cli-clap-possible-values-heading")))
        .replace("[default: ", &format!("[{}: ", roff(&crate::t!("cli-clap-default"))));
    let headings = [
        ("NAME", crate::t!("cli-man-name")),
        ("SYNOPSIS", crate::t!("cli-man-synopsis")),
        ("DESCRIPTION", crate::t!("cli-man-description")),
        ("OPTIONS", crate::t!("cli-man-options")),
        ("VERSION", crate::t!("cli-man-version")),
    ];
    page.lines()
        .map(|line| {
            let heading = line.strip_prefix(".SH ").and_then(|name| headings.iter().find(|(of, _)| *of == name));
            heading.map_or_else(|| line.to_string(), |(_, words)| format!(".SH {words}"))
        })
        .map(|line| line + "\n")
        .collect()
}
