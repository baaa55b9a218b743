//! `bao doctor`: what the program detected and will use, one fact a line (`name: value`): the optional features
//! built in, the terminal (size, `TERM`, `COLORTERM`, whether standard input and output are terminals), the
//! colour depth and why, the drawing (Unicode, or ASCII and why: `--ascii`, a locale that is not UTF-8), the data,
//! configuration and rooms folders and whether they can be written, the settings file and the theme in force.
//! It reads the same functions the interface uses, so what it says is what a game would do; it changes nothing
//! but a probe file it creates and removes to learn whether a folder can be written.

use std::fmt::Write as _;
use std::io::IsTerminal as _;
use std::path::Path;

use super::CliError;
use super::scripting::print;
use crate::printable::printable;
use crate::store::Store;
use crate::theme::{self, ColourChoice, ColourEnv, charset};
use crate::tui::settings::{self, Settings};

/// `bao doctor`, with the command line's `--theme`, `--ascii` and `--color`.
pub(super) fn run(theme_asked: Option<&String>, ascii: bool, colour: ColourChoice) -> Result<(), CliError> {
    let mut out = String::new();
    let mut line = |name: &str, value: &str| {
        let _ = writeln!(out, "{name:<15} {}", printable(value));
    };
    line("version", env!("CARGO_PKG_VERSION"));
    line("features", &super::features::doctor_line());
    let (stdin, stdout) = (std::io::stdin().is_terminal(), std::io::stdout().is_terminal());
    let size = match crossterm::terminal::size() {
        Ok((columns, rows)) => format!("{columns}x{rows}"),
        Err(error) => format!("unknown ({error})"),
    };
    line("terminal size", &size);
    line("stdin", terminal_or_not(stdin));
    line("stdout", terminal_or_not(stdout));
    if !(stdin && stdout) {
        line("", "the game needs both to be a terminal (over SSH: ssh -t host bao)");
    }
    let env = ColourEnv::from_env();
    line("TERM", env.term.as_deref().unwrap_or("not set"));
    line("COLORTERM", env.colorterm.as_deref().unwrap_or("not set"));
    for (name, value) in [
        ("NO_COLOR", &env.no_color),
        ("CLICOLOR", &env.clicolor),
        ("CLICOLOR_FORCE", &env.clicolor_force),
        ("FORCE_COLOR", &env.force_color),
    ] {
        if let Some(value) = value {
            line(name, value);
        }
    }

    let config = settings::config_dir();
    let (settings, warning) = match &config {
        Some(folder) => Settings::load(folder),
        None => (Settings::default(), None),
    };
    let decision = theme::choice::decide(colour, &env);
    let depth = settings.palette.apply(decision.depth);
    let colours = if depth == decision.depth {
        format!("{} ({})", depth.describe(), decision.why)
    } else {
        format!(
            "{} (the settings' palette; the terminal: {}, {})",
            depth.describe(),
            decision.depth.describe(),
            decision.why
        )
    };
    line("colours", &colours);
    if depth == crate::theme::Depth::Ansi16 && settings.palette == theme::Palette::Auto {
        line("", "more on this terminal? (PuTTY shows 256 and says xterm) set Colours on the settings screen");
    }
    line("drawing", &drawing(ascii, settings.ascii, &charset::decide(&charset::LocaleEnv::from_env())));

    match Store::user() {
        Ok(store) => {
            let data = store.folder().parent().unwrap_or(store.folder());
            line("data folder", &folder_line(data, crate::store::DATA_DIR_VARIABLE));
            let saves = match store.list() {
                Ok(entries) => {
                    let count = entries.len();
                    let games = if count == 1 { "saved game" } else { "saved games" };
                    format!("{} ({count} {games})", store.folder().display())
                }
                Err(error) => format!("{}: {error}", store.folder().display()),
            };
            line("saves", &saves);
        }
        Err(error) => line("data folder", &format!("none: {error}")),
    }
    line("built in", &format!("{} study positions and example games", crate::store::builtin::BUILTINS.len()));
    match &config {
        Some(folder) => line("config folder", &folder_line(folder, settings::CONFIG_DIR_VARIABLE)),
        None => line("config folder", &format!("none: set {}", settings::CONFIG_DIR_VARIABLE)),
    }
    #[cfg(unix)]
    line("rooms folder", &rooms_line());

    let settings_file = match (&config, &warning) {
        (None, _) => "none (no configuration folder): the defaults".to_string(),
        (Some(_), Some(warning)) => warning.clone(),
        (Some(folder), None) if folder.join(settings::FILE_NAME).is_file() => {
            folder.join(settings::FILE_NAME).display().to_string()
        }
        (Some(folder), None) => format!("{} (not there: the defaults)", folder.join(settings::FILE_NAME).display()),
    };
    line("settings", &settings_file);
    let name = theme_asked.cloned().unwrap_or_else(|| settings.theme.clone());
    let entries = theme::catalogue(config.as_deref());
    let from = if theme_asked.is_some() { "--theme" } else { "the settings" };
    let theme_line = if let (_, Some(warning)) = theme::pick(&entries, &name) {
        warning
    } else {
        let source = entries.iter().find(|entry| entry.name == name).map(|entry| entry.source.to_string());
        format!("{name} ({}, from {from})", source.unwrap_or_default())
    };
    line("theme", &theme_line);
    line("bell", if settings.bell { "on" } else { "off" });
    print(&out)
}

/// The drawing line: ASCII or Unicode, and what decided it (`--ascii` first, then the locale, then the
/// settings), the locale's variable always named.
fn drawing(asked: bool, setting: bool, locale: &charset::Charset) -> String {
    let why = &locale.why;
    match (asked, locale.utf8, setting) {
        (true, _, _) => format!("ASCII (--ascii; the locale: {why})"),
        (false, false, _) => format!("ASCII ({why}: the board's Unicode would not show)"),
        (false, true, true) => format!("ASCII (the settings; the locale: {why})"),
        (false, true, false) => format!("Unicode ({why})"),
    }
}

fn terminal_or_not(is: bool) -> &'static str {
    if is { "a terminal" } else { "not a terminal" }
}

/// `PATH (from VARIABLE), writable`, or why not.
fn folder_line(folder: &Path, variable: &str) -> String {
    let from = if std::env::var_os(variable).is_some_and(|value| !value.is_empty()) {
        format!("from {variable}")
    } else {
        "the system's".to_string()
    };
    format!("{} ({from}), {}", folder.display(), writable(folder))
}

/// Whether files can be made in `folder`: tried with a probe file, created exclusively and removed at once.
fn writable(folder: &Path) -> String {
    if !folder.exists() {
        return "not there yet (made when first needed)".to_string();
    }
    if !folder.is_dir() {
        return "not a folder".to_string();
    }
    let probe = folder.join(format!(".tmp-doctor-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            "writable".to_string()
        }
        Err(error) => format!("not writable: {error}"),
    }
}

/// The rooms folder: where the rooms of this machine meet (the variable's, or the default).
#[cfg(unix)]
fn rooms_line() -> String {
    use crate::room::dir::{DEFAULT_ROOMS_DIR, ROOMS_DIR_VARIABLE};
    match std::env::var_os(ROOMS_DIR_VARIABLE).filter(|value| !value.is_empty()) {
        Some(folder) => folder_line(Path::new(&folder), ROOMS_DIR_VARIABLE),
        None => format!("{DEFAULT_ROOMS_DIR} (the default; {ROOMS_DIR_VARIABLE} is not set)"),
    }
}
