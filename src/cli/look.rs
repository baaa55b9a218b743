//! The program's look and shell: the options of how the game looks (`--theme`, `--ascii`, `--color`), `bao
//! themes`, which lists the themes and where each comes from, and `bao completions SHELL`, which prints shell
//! completions made from the same clap definitions as `--help`.

use std::fmt::Write as _;
use std::io::Write as _;

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};
use clap_complete::Shell;

use super::CliError;
use crate::printable::printable;
use crate::theme::{self, ColourChoice, Source};

/// How the interactive game looks: the options of the commands that open it (and of `bao doctor`, which
/// reports what they decide).
#[derive(Args, Debug, Default, Clone)]
pub(super) struct LookArgs {
    /// The colour theme for this run (see `bao themes`); overrides the settings
    #[arg(long, value_name = "NAME")]
    pub(super) theme: Option<String>,
    /// Draw boxes and marks in plain ASCII; overrides the settings
    #[arg(long)]
    pub(super) ascii: bool,
    #[arg(
        long,
        value_name = "WHEN",
        value_enum,
        help = "Colour: auto (as NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR, CLICOLOR and TERM say, in that order), always \
                or never"
    )]
    pub(super) color: Option<ColorWhen>,
    /// Play as a conversation, one line at a time, for a screen reader, a braille display or a script: no
    /// cursor addressing, no redraw, no colour; commands and moves are read from standard input, line by line
    #[arg(long)]
    pub(super) lines: bool,
}

impl LookArgs {
    /// These options where given, else `outer`'s (the ones before the command's name).
    pub(super) fn or(self, outer: LookArgs) -> LookArgs {
        LookArgs {
            theme: self.theme.or(outer.theme),
            ascii: self.ascii || outer.ascii,
            color: self.color.or(outer.color),
            lines: self.lines || outer.lines,
        }
    }

    pub(super) fn colour(&self) -> ColourChoice {
        match self.color.unwrap_or_default() {
            ColorWhen::Auto => ColourChoice::Auto,
            ColorWhen::Always => ColourChoice::Always,
            ColorWhen::Never => ColourChoice::Never,
        }
    }
}

/// `--color WHEN`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum ColorWhen {
    /// As the environment says.
    #[default]
    Auto,
    /// Colour, whatever `NO_COLOR` or `TERM` say.
    Always,
    /// No colour: symbols and attributes only.
    Never,
}

/// The values `--color` takes, each with its words in the current language.
impl ValueEnum for ColorWhen {
    fn value_variants<'a>() -> &'a [Self] {
        &[ColorWhen::Auto, ColorWhen::Always, ColorWhen::Never]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            ColorWhen::Auto => PossibleValue::new("auto").help(crate::t!("cli-value-color-auto")),
            ColorWhen::Always => PossibleValue::new("always").help(crate::t!("cli-value-color-always")),
            ColorWhen::Never => PossibleValue::new("never").help(crate::t!("cli-value-color-never")),
        })
    }
}

/// `bao themes`: one theme a line, `name  where  description` (or the error of a broken user theme). With
/// `--theme NAME`, also says on standard error if that theme could not be used.
pub fn themes(chosen: Option<&str>) -> Result<(), CliError> {
    let config = crate::tui::settings::config_dir();
    let entries = theme::catalogue(config.as_deref());
    if let Some((_, Some(warning))) = chosen.map(|name| theme::pick(&entries, name)) {
        eprintln!("bao: {}", printable(&warning));
    }
    let mut out = String::new();
    for entry in entries {
        let source = match &entry.source {
            Source::Shipped => crate::t!("cli-themes-shipped"),
            Source::User(path) => path.display().to_string(),
        };
        let about = match &entry.spec {
            Ok(spec) => spec.description.clone(),
            Err(error) => crate::t!("cli-themes-broken", error = error.as_str()),
        };
        // The name and description come from files: printed with their control characters made visible.
        let (name, source, about) = (printable(&entry.name), printable(&source), printable(&about));
        let _ = writeln!(out, "{name:<18} {source:<8} {about}");
    }
    std::io::stdout().write_all(out.as_bytes()).map_err(|error| output_error(&error))
}

/// A failed write to standard output.
pub(super) fn output_error(error: &std::io::Error) -> CliError {
    CliError::other(crate::t!("cli-error-output", error = error.to_string()))
}

/// `bao completions SHELL`: the completion script for the shell, on standard output.
pub fn completions(shell: Shell) -> Result<(), CliError> {
    let mut command = super::words::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "bao", &mut script);
    std::io::stdout().write_all(&script).map_err(|error| output_error(&error))
}
