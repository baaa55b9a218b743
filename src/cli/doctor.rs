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
use crate::t;
use crate::theme::{self, ColourChoice, ColourEnv, charset};
use crate::tui::settings::{self, Settings};

/// `bao doctor`, with the command line's `--theme`, `--ascii` and `--color`.
pub(super) fn run(theme_asked: Option<&String>, ascii: bool, colour: ColourChoice) -> Result<(), CliError> {
    let mut lines: Vec<(String, String)> = Vec::new();
    let mut line = |name: String, value: &str| lines.push((name, value.to_string()));
    line(t!("cli-doctor-version"), env!("CARGO_PKG_VERSION"));
    line(t!("cli-doctor-features"), &super::features::doctor_line());
    let (stdin, stdout) = (std::io::stdin().is_terminal(), std::io::stdout().is_terminal());
    let size = match crossterm::terminal::size() {
        Ok((columns, rows)) => format!("{columns}x{rows}"),
        Err(error) => t!("cli-doctor-unknown-size", error = error.to_string()),
    };
    line(t!("cli-doctor-terminal-size"), &size);
    line(t!("cli-doctor-stdin"), &terminal_or_not(stdin));
    line(t!("cli-doctor-stdout"), &terminal_or_not(stdout));
    if !(stdin && stdout) {
        line(String::new(), &t!("cli-doctor-needs-terminal"));
    }
    let env = ColourEnv::from_env();
    let not_set = t!("cli-doctor-not-set");
    line("TERM".into(), env.term.as_deref().unwrap_or(&not_set));
    line("COLORTERM".into(), env.colorterm.as_deref().unwrap_or(&not_set));
    for (name, value) in [
        ("NO_COLOR", &env.no_color),
        ("CLICOLOR", &env.clicolor),
        ("CLICOLOR_FORCE", &env.clicolor_force),
        ("FORCE_COLOR", &env.force_color),
    ] {
        if let Some(value) = value {
            line(name.into(), value);
        }
    }

    let config = settings::config_dir();
    let (settings, warning) = match &config {
        Some(folder) => Settings::load(folder),
        None => (Settings::default(), None),
    };
    let (colours, more) = colours(colour, &env, &settings);
    line(t!("cli-doctor-colours"), &colours);
    if let Some(more) = more {
        line(String::new(), &more);
    }
    let drawing = drawing(ascii, settings.ascii, &charset::decide(&charset::LocaleEnv::from_env()));
    line(t!("cli-doctor-drawing"), &drawing);

    match Store::user() {
        Ok(store) => {
            let data = store.folder().parent().unwrap_or(store.folder());
            line(t!("cli-doctor-data-folder"), &folder_line(data, crate::store::DATA_DIR_VARIABLE));
            let folder = store.folder().display().to_string();
            let saves = match store.list() {
                Ok(entries) => t!("cli-doctor-saves-line", folder = folder, count = entries.len()),
                Err(error) => format!("{folder}: {error}"),
            };
            line(t!("cli-doctor-saves"), &saves);
        }
        Err(error) => line(t!("cli-doctor-data-folder"), &t!("cli-doctor-none", error = error.to_string())),
    }
    let built_in = t!("cli-doctor-built-in-line", count = crate::store::builtin::BUILTINS.len());
    line(t!("cli-doctor-built-in"), &built_in);
    let config_line = config.as_ref().map_or_else(
        || t!("cli-doctor-no-config", variable = settings::CONFIG_DIR_VARIABLE),
        |folder| folder_line(folder, settings::CONFIG_DIR_VARIABLE),
    );
    line(t!("cli-doctor-config-folder"), &config_line);
    #[cfg(unix)]
    line(t!("cli-doctor-rooms-folder"), &rooms_line());

    let settings_file = match (&config, &warning) {
        (None, _) => t!("cli-doctor-settings-none"),
        (Some(_), Some(warning)) => warning.clone(),
        (Some(folder), None) if folder.join(settings::FILE_NAME).is_file() => {
            folder.join(settings::FILE_NAME).display().to_string()
        }
        (Some(folder), None) => {
            t!("cli-doctor-settings-missing", path = folder.join(settings::FILE_NAME).display().to_string())
        }
    };
    line(t!("cli-doctor-settings"), &settings_file);
    let name = theme_asked.cloned().unwrap_or_else(|| settings.theme.clone());
    let entries = theme::catalogue(config.as_deref());
    let from = if theme_asked.is_some() { "option" } else { "settings" };
    let theme_line = if let (_, Some(warning)) = theme::pick(&entries, &name) {
        warning
    } else {
        let source = entries.iter().find(|entry| entry.name == name).map(|entry| match &entry.source {
            theme::Source::Shipped => t!("cli-themes-shipped"),
            theme::Source::User(path) => path.display().to_string(),
        });
        t!("cli-doctor-theme-line", name = name.as_str(), source = source.unwrap_or_default(), from = from)
    };
    line(t!("cli-doctor-theme"), &theme_line);
    line(t!("cli-doctor-bell"), &if settings.bell { t!("cli-doctor-on") } else { t!("cli-doctor-off") });
    // The names in a column as wide as the longest (15 in English), the values after.
    let width = lines.iter().map(|(name, _)| name.chars().count() + 1).max().unwrap_or(0).max(15);
    let mut out = String::new();
    for (name, value) in lines {
        let _ = writeln!(out, "{name:<width$} {}", printable(&value));
    }
    print(&out)
}

/// The colours line: the depth drawn in and why; and a hint where a terminal may have more than it says.
fn colours(colour: ColourChoice, env: &ColourEnv, settings: &Settings) -> (String, Option<String>) {
    let decision = theme::choice::decide(colour, env);
    let depth = settings.palette.apply(decision.depth);
    let why = decision.why.as_str();
    let colours = if depth == decision.depth {
        t!("cli-doctor-colours-line", depth = describe(depth), why = why)
    } else {
        let (depth, terminal) = (describe(depth), describe(decision.depth));
        t!("cli-doctor-colours-palette", depth = depth, terminal = terminal, why = why)
    };
    let more = depth == crate::theme::Depth::Ansi16 && settings.palette == theme::Palette::Auto;
    (colours, more.then(|| t!("cli-doctor-more-colours")))
}

/// A colour depth in words: `256 colours`.
fn describe(depth: crate::theme::Depth) -> String {
    let depth = match depth {
        crate::theme::Depth::TrueColour => "truecolour",
        crate::theme::Depth::Ansi256 => "ansi256",
        crate::theme::Depth::Ansi16 => "ansi16",
        crate::theme::Depth::Monochrome => "monochrome",
    };
    t!("cli-doctor-depth", depth = depth)
}

/// The drawing line: ASCII or Unicode, and what decided it (`--ascii` first, then the locale, then the
/// settings), the locale's variable always named.
fn drawing(asked: bool, setting: bool, locale: &charset::Charset) -> String {
    let why = locale.why.as_str();
    match (asked, locale.utf8, setting) {
        (true, _, _) => t!("cli-doctor-ascii-asked", why = why),
        (false, false, _) => t!("cli-doctor-ascii-locale", why = why),
        (false, true, true) => t!("cli-doctor-ascii-settings", why = why),
        (false, true, false) => t!("cli-doctor-unicode", why = why),
    }
}

fn terminal_or_not(is: bool) -> String {
    if is { t!("cli-doctor-a-terminal") } else { t!("cli-doctor-not-a-terminal") }
}

/// `PATH (from VARIABLE), writable`, or why not.
fn folder_line(folder: &Path, variable: &str) -> String {
    let (shown, state) = (folder.display().to_string(), writable(folder));
    if std::env::var_os(variable).is_some_and(|value| !value.is_empty()) {
        t!("cli-doctor-folder-from", folder = shown, variable = variable, state = state)
    } else {
        t!("cli-doctor-folder-system", folder = shown, state = state)
    }
}

/// Whether files can be made in `folder`: tried with a probe file, created exclusively and removed at once.
fn writable(folder: &Path) -> String {
    if !folder.exists() {
        return t!("cli-doctor-not-there");
    }
    if !folder.is_dir() {
        return t!("cli-doctor-not-a-folder");
    }
    let probe = folder.join(format!(".tmp-doctor-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            t!("cli-doctor-writable")
        }
        Err(error) => t!("cli-doctor-not-writable", error = error.to_string()),
    }
}

/// The rooms folder: where the rooms of this machine meet (the variable's, or the default).
#[cfg(unix)]
fn rooms_line() -> String {
    use crate::room::dir::{DEFAULT_ROOMS_DIR, ROOMS_DIR_VARIABLE};
    if let Some(folder) = std::env::var_os(ROOMS_DIR_VARIABLE).filter(|value| !value.is_empty()) {
        folder_line(Path::new(&folder), ROOMS_DIR_VARIABLE)
    } else {
        t!("cli-doctor-rooms-default", folder = DEFAULT_ROOMS_DIR, variable = ROOMS_DIR_VARIABLE)
    }
}
