//! `bao saves`, `bao export` and `bao import`: the store from the command line.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use super::scripting::print;
use super::{CliError, ImportArgs};
use crate::printable::{printable, printable_lines};
use crate::rules::{AnyMove, Game, Line, Setup, Tree, Variations};
use crate::store::{Opened, Players, SaveFile, Store, StoreError, builtin, load_path, parse_record, write_tree_record};
use crate::tui::play::Play;
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};
use crate::with_game;

fn store() -> Result<Store, CliError> {
    Store::user().map_err(CliError::other)
}

/// The user's store for the interface; with no data folder, games are not saved.
pub(super) fn user_saving() -> Saving {
    Store::user().map(Saving::at).unwrap_or_default()
}

/// `bao play --load NAME_OR_PATH`: the save replayed, opened at its cursor with its title and notes. A file
/// that does not replay is bad input, named with its first bad move. A save of the store is locked for as long
/// as the game is open; one another program has open is continued in a copy, and said so (the warning is
/// returned, for standard error and the status bar).
pub(super) fn load_app(theme: Theme, name_or_path: &str) -> Result<(App, Option<String>), CliError> {
    let store = Store::user().ok();
    let saving = || store.clone().map(Saving::at).unwrap_or_default();
    let opened = match &store {
        Some(store) => store.open_to_play(name_or_path),
        None => load_path(Path::new(name_or_path)).map(|game| Opened {
            path: PathBuf::from(name_or_path),
            game,
            handle: None,
            busy: None,
        }),
    };
    let opened = match opened {
        Ok(opened) => opened,
        // Neither a file nor a save of the store: the title (or file name) of a built-in save, opened as a copy.
        Err(error @ (StoreError::NotFound { .. } | StoreError::Io { .. })) => match builtin::find(name_or_path) {
            Some((found, game)) => {
                game.map_err(|error| CliError::other(format!("saves/{}.json: {error}", found.file)))?;
                let mut app = App::new(theme).with_saving(saving());
                app.open_builtin(found.file);
                return Ok((app, None));
            }
            None if matches!(error, StoreError::NotFound { .. }) => {
                return Err(CliError::input(crate::t!("cli-error-not-builtin", error = error.to_string())));
            }
            None => return Err(failed(error)),
        },
        Err(error) => return Err(failed(error)),
    };
    let warning = opened.copy_note();
    let Opened { path, game, handle, .. } = opened;
    let _ = path;
    let play = Play::from_saved(game, handle);
    let mut app = App::new(theme).with_saving(saving());
    // A save another program has open: the interface asks whether to watch it or continue in a copy.
    app.offer(play, warning.clone());
    Ok((app, warning))
}

/// A store error as a command failure: a file that is not a save is bad input, the rest other failures.
fn failed(error: StoreError) -> CliError {
    match error {
        StoreError::Format { .. }
        | StoreError::NotFound { .. }
        | StoreError::BadName(_)
        | StoreError::NameTooLong { .. }
        | StoreError::Taken { .. } => CliError::input(error),
        StoreError::Io { .. }
        | StoreError::NoFolder
        | StoreError::Guarded
        | StoreError::Locked { .. }
        | StoreError::Changed { .. } => CliError::other(error),
    }
}

/// `bao saves --builtin`: one line a save built into the program: its file's name (which `bao play --load`
/// takes, as it takes the title), game, moves, how its line ends, and its title.
pub(super) fn list_builtin() -> Result<(), CliError> {
    let mut text = String::new();
    for found in builtin::BUILTINS {
        let game = found.game().map_err(|error| CliError::other(format!("saves/{}.json: {error}", found.file)))?;
        let title = printable(game.name.as_deref().unwrap_or_default());
        let _ = writeln!(
            text,
            "{}\t{}\t{}\t{}\t{title}",
            found.file,
            game.line.variant(),
            moves_words(&game.moves_label()),
            game.end()
        );
    }
    print(&text)
}

/// A save's moves in words: `1 move`, `12 moves`, `7/12 moves`.
fn moves_words(label: &str) -> String {
    if label == "1" { "1 move".to_string() } else { format!("{label} moves") }
}

/// One line a save: name, game, last saved (local time, the zone named: `2026-11-30 06:12 CET`), moves (`12 moves`, or `7/12 moves` when saved at move 7 of 12),
/// and how the game stands where it was saved (`ongoing`, or the result and reason, a resignation included).
/// Saves that cannot be opened are reported on stderr and skipped.
pub(super) fn list() -> Result<(), CliError> {
    let mut text = String::new();
    let zone = crate::store::clock::system_zone();
    for entry in store()?.list().map_err(failed)? {
        match entry.game {
            Ok(game) => {
                // Local time, the zone named: `2026-11-30 06:12 CET`.
                let date = crate::store::clock::minute_in_zone(&game.updated, &zone);
                let moves = moves_words(&game.moves_label());
                let (name, date) = (printable(&entry.name), printable(&date));
                let _ = writeln!(text, "{name}\t{}\t{date}\t{moves}\t{}", game.line.variant(), game.end());
            }
            Err(error) => eprintln!("bao: {}", printable_lines(&error.to_string())),
        }
    }
    print(&text)
}

/// `bao export`: the save's game record, every move (wherever the cursor is). A record has no way to write a
/// resignation (NOTATION.md: a position line and moves, any other word is read as a move), so a resignation
/// is left out of the record and said on stderr, keeping standard output a record `bao import` reads back.
pub(super) fn export(name_or_path: &str) -> Result<(), CliError> {
    let (_, game) = store()?.load(name_or_path).map_err(failed)?;
    if let Some(forfeit) = game.forfeit {
        let what = crate::store::Standing::Forfeit(forfeit).short();
        eprintln!("bao: {}", crate::t!("cli-export-forfeit", what = what));
    }
    print(&write_tree_record(&game.line.start(), &game.text_tree()))
}

pub(super) fn import(args: &ImportArgs) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file).map_err(|e| CliError::other(format!("{}: {e}", args.file)))?;
    let record = parse_record(&text).map_err(|e| CliError::input(format!("{}: {e}", args.file)))?;
    let named = args.variant;
    let start = match (record.start, named) {
        (Some(start), Some(variant)) if start.variant != variant => {
            let (file, record, named) = (args.file.as_str(), start.variant.to_string(), variant.to_string());
            let words = crate::t!("cli-error-record-variant", file = file, record = record, variant = named);
            return Err(CliError::input(words));
        }
        (Some(start), _) => start,
        (None, Some(variant)) => Setup::start(variant),
        (None, None) => {
            return Err(CliError::input(crate::t!("cli-error-record-no-position", file = args.file.as_str())));
        }
    };
    let moves = with_game!(start.variant, G => checked_moves::<G>(&start, &record.moves, &args.file)?);
    let store = store()?;
    let mut save = SaveFile::new(&start, moves, Players::default());
    // The variations and comments, each move replayed through the rules (the main line was, just above).
    let tree = Variations::replay(&start, &record.tree).map_err(|e| CliError::input(format!("{}: {e}", args.file)))?;
    let end = tree.line_end(Tree::<AnyMove>::ROOT);
    let length = tree.depth(end);
    if let Some((line, variations)) = Variations::open(&start, tree, end, length) {
        save.set_variations(&line, &variations);
    }
    let name = match &args.name {
        // Replacing a save is asked for by name; even then not one another program has open.
        Some(name) if args.force => {
            save.name = Some(name.clone());
            store.save(name, &save).map_err(failed)?;
            name.clone()
        }
        Some(name) => {
            save.name = Some(name.clone());
            match store.create_as(name, &save) {
                Ok(handle) => handle.name().to_string(),
                Err(error @ StoreError::Taken { .. }) => {
                    return Err(CliError::input(crate::t!("cli-error-name-taken", error = error.to_string())));
                }
                Err(error) => return Err(failed(error)),
            }
        }
        None => {
            let stem = Path::new(&args.file).file_stem().map(|s| s.to_string_lossy().into_owned());
            let stem = stem.unwrap_or_else(|| start.variant.to_string());
            save.name = Some(stem.clone());
            store.create(&stem, &save).map_err(failed)?.name().to_string()
        }
    };
    print(&format!("{name}\n"))
}

/// Plays every move of the record; the first one refused is named.
fn checked_moves<G: Game>(start: &Setup, moves: &[String], file: &str) -> Result<Vec<String>, CliError> {
    let position = G::from_setup(start)
        .map_err(|e| CliError::input(crate::t!("cli-error-record-position", file = file, error = e.to_string())))?;
    let line = Line::from_texts(position, moves).map_err(|e| CliError::input(format!("{file}: {e}")))?;
    Ok(line.moves().iter().map(ToString::to_string).collect())
}
