//! The command line's help in the current language. clap's command definitions (the derive's structs, whose doc
//! comments are the English) are walked and every text they hold is set from the `cli` catalog: a command's
//! `about`, `long_about`, `after_help` and `after_long_help` from the messages named by its path
//! (`cli-bao-play-about`), an argument's `help` and `long_help` from `cli-bao-play-arg-north` (`-long`), or,
//! for an argument many commands share with the same words (`--theme`), from `cli-arg-theme`. `bao --help`,
//! every command's `--help`, the manual page and the shell completions are made from the worded command.
//!
//! DECISION: clap's own words (the `Usage:`, `Commands:`, `Arguments:` and `Options:` headings, `-h` and `-V`,
//! the `help` command, `[OPTIONS]` in a usage line, `[default: …]` and the possible values) are clap's in
//! English, so the English help stays byte for byte what clap makes, styles and all; in another language they
//! are set from the catalog's `cli-clap-` messages ([`clap_words`]). Hidden commands and arguments have no
//! words: they are shown nowhere.

use std::fmt::Write as _;

use clap::builder::{PossibleValue, StyledStr};
use clap::{Arg, Command, CommandFactory};

use super::Cli;
use crate::i18n::Language;
use crate::t;

/// The message of the catalog named `id`, if it has one.
fn found(id: &str) -> Option<String> {
    let text = crate::i18n::message(id, None);
    (text != id).then_some(text)
}

/// The message `id`; its id where it is missing (the tests check none is).
fn words(id: &str) -> String {
    crate::i18n::message(id, None)
}

/// The message id of the command at `path` (`bao play`): `cli-bao-play`.
#[must_use]
pub(super) fn command_id(path: &str) -> String {
    format!("cli-{}", path.replace(' ', "-"))
}

/// The message id of an argument's help: the command's own (`cli-bao-play-arg-north`), else the one many
/// commands share (`cli-arg-theme`); `suffix` is `""` for `help`, `-long` for `long_help`.
#[must_use]
pub(super) fn arg_id(command: &str, arg: &Arg, suffix: &str) -> String {
    let name = arg.get_id().as_str().replace('_', "-");
    let own = format!("{command}-arg-{name}{suffix}");
    if found(&own).is_some() { own } else { format!("cli-arg-{name}{suffix}") }
}

/// The command line with its words in the current language.
#[must_use]
pub fn command() -> Command {
    worded_command(true)
}

/// The command line for the manual page: as [`command`], but an argument's default and possible values are
/// left to `clap_mangen`, which lists them as a manual page does (`help.rs` words its headings).
#[must_use]
pub(super) fn manual_command() -> Command {
    worded_command(false)
}

/// The command line with its words in the current language, the arguments' default and possible values in
/// their help if `values`.
fn worded_command(values: bool) -> Command {
    let mut command = worded(Cli::command(), "bao");
    if crate::i18n::current() != Language::English {
        command.build();
        command = clap_words(command, values);
    }
    command
}

/// `command` (at `path`, `bao play`) and its subcommands with their texts from the catalog. The top command's
/// ends (the examples, the environment) are `help.rs`'s, already worded.
fn worded(mut command: Command, path: &str) -> Command {
    let id = command_id(path);
    if command.get_about().is_some() {
        command = command.about(words(&format!("{id}-about")));
    }
    if command.get_long_about().is_some() {
        command = command.long_about(words(&format!("{id}-long-about")));
    }
    if path != "bao" {
        if command.get_after_help().is_some() {
            command = command.after_help(words(&format!("{id}-after-help")));
        }
        if command.get_after_long_help().is_some() {
            command = command.after_long_help(words(&format!("{id}-after-long-help")));
        }
    }
    command = command.mut_args(|arg| {
        if arg.is_hide_set() {
            return arg;
        }
        let help = arg.get_help().is_some().then(|| words(&arg_id(&id, &arg, "")));
        let long = arg.get_long_help().is_some().then(|| words(&arg_id(&id, &arg, "-long")));
        let arg = match help {
            Some(help) => arg.help(help),
            None => arg,
        };
        match long {
            Some(long) => arg.long_help(long),
            None => arg,
        }
    });
    command.mut_subcommands(|sub| {
        if sub.is_hide_set() {
            return sub;
        }
        let path = format!("{path} {}", sub.get_name());
        worded(sub, &path)
    })
}

/// clap's own words in the current language, on the built `command` and its subcommands: the headings, `-h`,
/// `-V` and the `help` command, `[OPTIONS]` and `[COMMAND]` in the usage line, and, if `values`, an argument's
/// default and possible values (hidden from clap and said in the argument's help instead).
fn clap_words(mut command: Command, values: bool) -> Command {
    let styles = command.get_styles().clone();
    let heading = |words: String| {
        let style = styles.get_header();
        format!("{}{words}:{}", style.render(), style.render_reset())
    };
    let usage_style = styles.get_usage();
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{}:{} {{usage}}",
        usage_style.render(),
        t!("cli-clap-usage"),
        usage_style.render_reset()
    );
    let mut sections = Vec::new();
    if command.has_subcommands() && command.get_subcommands().any(|sub| !sub.is_hide_set()) {
        sections.push(format!("{}\n{{subcommands}}", heading(t!("cli-clap-commands"))));
    }
    if command.get_positionals().any(|arg| !arg.is_hide_set()) {
        sections.push(format!("{}\n{{positionals}}", heading(t!("cli-clap-arguments"))));
    }
    if command.get_arguments().any(|arg| !arg.is_positional() && !arg.is_hide_set()) {
        sections.push(format!("{}\n{{options}}", heading(t!("cli-clap-options"))));
    }
    if !sections.is_empty() {
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    let usage = command.render_usage().ansi().to_string();
    let usage = usage.split_once(' ').map_or(usage.as_str(), |(_, rest)| rest);
    let usage = usage
        .replace("[OPTIONS]", &format!("[{}]", t!("cli-clap-options-placeholder")))
        .replace("[COMMAND]", &format!("[{}]", t!("cli-clap-command-placeholder")))
        .replace("<COMMAND>", &format!("<{}>", t!("cli-clap-command-placeholder")));
    let long_help = command.get_arguments().any(|arg| arg.get_long_help().is_some());
    command = command.help_template(template).override_usage(StyledStr::from(usage)).mut_args(|arg| {
        match arg.get_id().as_str() {
            "help" if long_help || arg.get_long_help().is_some() => {
                arg.help(t!("cli-clap-help-short")).long_help(t!("cli-clap-help-long"))
            }
            "help" => arg.help(t!("cli-clap-help")),
            "version" => arg.help(t!("cli-clap-version")),
            _ if values => spec_values(arg),
            _ => arg,
        }
    });
    for sub in command.get_subcommands_mut() {
        let built = std::mem::take(sub);
        *sub = if built.get_name() == "help" {
            built.about(t!("cli-clap-help-command")).mut_args(|arg| arg.help(t!("cli-clap-help-command-arg")))
        } else if built.is_hide_set() {
            built
        } else {
            clap_words(built, values)
        };
    }
    command
}

/// An argument's default and possible values in the current language, after its help, clap's own left out.
fn spec_values(arg: Arg) -> Arg {
    if arg.is_hide_set() {
        return arg;
    }
    let mut short = Vec::new();
    let mut long = Vec::new();
    let values: Vec<PossibleValue> =
        arg.get_possible_values().into_iter().filter(|value| !value.is_hide_set()).collect();
    let takes_values = arg.get_num_args().is_some_and(|range| range.takes_values());
    let defaults: Vec<String> =
        arg.get_default_values().iter().map(|value| value.to_string_lossy().into_owned()).collect();
    if takes_values && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let default = format!("[{}: {}]", t!("cli-clap-default"), defaults.join(", "));
        short.push(default.clone());
        long.push(default);
    }
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
        short.push(format!("[{}: {}]", t!("cli-clap-possible-values"), names.join(", ")));
        if values.iter().any(|value| value.get_help().is_some()) {
            let width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0);
            let mut list = format!("{}:", t!("cli-clap-possible-values-heading"));
            for value in &values {
                let name = value.get_name();
                let _ = match value.get_help() {
                    Some(help) => write!(list, "\n- {:width$} {help}", format!("{name}:"), width = width + 1),
                    None => write!(list, "\n- {name}"),
                };
            }
            long.insert(0, list);
        } else {
            long.push(short.last().cloned().unwrap_or_default());
        }
    }
    if short.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let long_help = arg.get_long_help().map_or_else(|| help.clone(), ToString::to_string);
    arg.hide_default_value(true)
        .hide_possible_values(true)
        .help(format!("{help} {}", short.join(" ")))
        .long_help(format!("{long_help}\n\n{}", long.join("\n")))
}

/// A command line clap refuses, worded in the current language: `None` in English (clap's own words stand) and
/// for what is not a mistake of the command line (the help, the version) or has no context to word it from.
#[must_use]
pub(super) fn refusal(error: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if crate::i18n::current() == Language::English {
        return None;
    }
    let text = |kind: ContextKind| error.get(kind).map(ToString::to_string);
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let list = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::Strings(values)) => values.join(", "),
        Some(other) => other.to_string(),
        None => String::new(),
    };
    let mut said = match error.kind() {
        ErrorKind::UnknownArgument if !arg.is_empty() => t!("cli-refusal-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => {
            t!("cli-refusal-unknown-command", command = text(ContextKind::InvalidSubcommand)?)
        }
        ErrorKind::InvalidValue if !arg.is_empty() && value.is_empty() => t!("cli-refusal-no-value", arg = arg),
        ErrorKind::InvalidValue if !arg.is_empty() => {
            let mut said = t!("cli-refusal-invalid-value", value = value, arg = arg);
            let values = list(ContextKind::ValidValue);
            if !values.is_empty() {
                let _ = write!(said, "\n  [{}: {values}]", t!("cli-clap-possible-values"));
            }
            said
        }
        ErrorKind::ValueValidation if !arg.is_empty() => {
            let mut said = t!("cli-refusal-invalid-value", value = value, arg = arg);
            if let Some(why) = std::error::Error::source(error) {
                let _ = write!(said, ": {why}");
            }
            said
        }
        ErrorKind::TooManyValues if !arg.is_empty() => t!("cli-refusal-too-many", value = value, arg = arg),
        ErrorKind::ArgumentConflict if !arg.is_empty() => match text(ContextKind::PriorArg) {
            Some(other) if other == arg => t!("cli-refusal-twice", arg = arg),
            Some(_) => t!("cli-refusal-conflict", arg = arg, other = list(ContextKind::PriorArg)),
            None => return None,
        },
        ErrorKind::MissingRequiredArgument => {
            let Some(ContextValue::Strings(missing)) = error.get(ContextKind::InvalidArg) else { return None };
            let mut said = t!("cli-refusal-missing");
            for arg in missing {
                let _ = write!(said, "\n  {arg}");
            }
            said
        }
        ErrorKind::MissingSubcommand => {
            let command = text(ContextKind::InvalidSubcommand)?;
            let commands = list(ContextKind::ValidSubcommand);
            t!("cli-refusal-missing-command", command = command, commands = commands)
        }
        // A refusal without context (a value parser's own words): clap's `error: ` in the language.
        _ => {
            let rendered = error.render().to_string();
            return rendered.strip_prefix("error: ").map(|rest| format!("{}: {rest}", t!("cli-refusal")));
        }
    };
    let similar = [ContextKind::SuggestedSubcommand, ContextKind::SuggestedArg, ContextKind::SuggestedValue]
        .into_iter()
        .find_map(|kind| error.get(kind).map(|_| list(kind)));
    if let Some(similar) = similar {
        let _ = write!(said, "\n\n  {}", t!("cli-refusal-similar", similar = similar));
    }
    if let Some(usage) = text(ContextKind::Usage) {
        let usage = usage.split_once(' ').map_or(usage.as_str(), |(_, rest)| rest);
        let _ = write!(said, "\n\n{}: {usage}", t!("cli-clap-usage"));
    }
    Some(format!("{}: {said}\n\n{}\n", t!("cli-refusal"), t!("cli-refusal-more")))
}

#[cfg(test)]
mod tests;
