//! The store the interface saves games to, and what it offers the start screen: the newest unfinished game to
//! continue and how many files it holds. A game in progress writes itself to the store
//! ([`Play::autosave`](super::play::Play::autosave)); nothing here knows the rules.

use crate::rules::Variant;
use jiff::tz::TimeZone;

use crate::store::{FormatError, JsonFault, Opened, SavedGame, Shape, Store, StoreError, clock};
use crate::t;

/// The game the start screen offers to continue: the most recently saved game that goes on where it was
/// saved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Resume {
    /// The save's name.
    pub name: String,
    /// The game.
    pub variant: Variant,
    /// Moves on the board when it was saved.
    pub cursor: usize,
}

/// The store the interface writes to, and what it holds that the start screen shows.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Saving {
    /// The store; `None` (as in tests, or with no data folder) writes nothing.
    pub store: Option<Store>,
    /// What "continue" opens.
    pub resume: Option<Resume>,
    /// How many files the store holds, damaged ones included.
    pub count: usize,
}

impl Saving {
    /// Saving into `store`, with what it holds read at once.
    #[must_use]
    pub fn at(store: Store) -> Saving {
        let mut saving = Saving { store: Some(store), ..Saving::default() };
        saving.refresh();
        saving
    }

    /// Reads the store again for the start screen: the newest save that goes on at its cursor is offered. A
    /// store that cannot be read offers nothing.
    pub fn refresh(&mut self) {
        let entries = self.store.as_ref().and_then(|store| store.list().ok()).unwrap_or_default();
        self.count = entries.len();
        self.resume = entries.into_iter().find_map(|entry| match entry.game {
            // A game taken back from its end goes on at its cursor.
            Ok(game) if game.at_cursor().is_ongoing() => {
                Some(Resume { name: entry.name, variant: game.line.variant(), cursor: game.cursor() })
            }
            _ => None,
        });
    }
}

/// The stem of an automatic name: the game and the minute of `now` (RFC 3339) in `zone`, the local time the
/// player reads on a clock: `kingulu-2026-11-30-0512`.
#[must_use]
pub fn stem(variant: Variant, now: &str, zone: &TimeZone) -> String {
    format!("{variant}-{}", clock::name_minute(now, zone))
}

/// A save built into the program (its file's name in `saves/`), its title and notes in the current language:
/// they are the program's words, in the catalog as `screens-shipped-FILE-title` and `-notes` (the English is
/// the file's own, a test checks).
#[must_use]
pub fn builtin_worded(file: &str, mut game: SavedGame) -> SavedGame {
    let words = |what: &str| crate::i18n::message(&format!("screens-shipped-{file}-{what}"), None);
    game.name = game.name.map(|_| words("title"));
    game.notes = game.notes.map(|_| words("notes"));
    game
}

/// A store's error as the player reads it on the screen, in the current language: the file (as `bao serve`
/// shows a folder), then what is wrong; the system's own words (`No space left on device`) as it says them.
#[must_use]
pub fn error_words(error: &StoreError) -> String {
    let shown = |path: &std::path::Path| crate::served::shown_folder(path);
    match error {
        StoreError::Io { path, source } => t!("screens-store-io", path = shown(path), error = source.to_string()),
        StoreError::Format { path, error } => {
            t!("screens-store-format", path = shown(path), error = format_words(error))
        }
        StoreError::NotFound { name, folder } => {
            let served = if crate::served::is_session() { "yes" } else { "no" };
            t!("screens-store-not-found", name = name.as_str(), folder = shown(folder), served = served)
        }
        StoreError::NoFolder => t!("screens-store-no-folder", variable = crate::store::DATA_DIR_VARIABLE),
        StoreError::Guarded => {
            let (guard, variable) = (crate::store::TEST_GUARD_VARIABLE, crate::store::DATA_DIR_VARIABLE);
            t!("screens-store-guarded", guard = guard, variable = variable)
        }
        StoreError::Locked { path, process: Some(process) } => {
            t!("screens-store-locked-by", path = shown(path), process = process.to_string())
        }
        StoreError::Locked { path, process: None } => t!("screens-store-locked", path = shown(path)),
        StoreError::Changed { path, how } => t!("screens-store-changed", path = shown(path), how = *how),
        StoreError::Taken { path } => t!("screens-store-taken", path = shown(path)),
        StoreError::NameTooLong { length } => {
            t!("screens-store-name-too-long", most = crate::store::MAX_NAME_CHARS, length = *length)
        }
        StoreError::BadName(name) => t!("screens-store-bad-name", name = name.as_str()),
    }
}

/// Why a save file cannot be opened, in the current language; what the JSON reader or the rules said of it is
/// quoted as they say it.
#[must_use]
pub fn format_words(error: &FormatError) -> String {
    match error {
        FormatError::Shape(shape) => t!("screens-format-shape", detail = shape_words(shape)),
        FormatError::Newer(format) => {
            let (first, last) = (crate::store::FORMAT_PLAIN, crate::store::FORMAT);
            t!("screens-format-newer", format = *format, first = first, last = last)
        }
        FormatError::Field { field, message } => t!("screens-format-field", field = *field, message = message.as_str()),
        FormatError::Move { index, text, message } => {
            t!("screens-format-move", index = *index, text = text.as_str(), message = message.as_str())
        }
    }
}

/// What is wrong with the JSON of a save, in the current language; the JSON reader's own words where a
/// language quotes them.
fn shape_words(shape: &Shape) -> String {
    match shape {
        Shape::Json { fault, line, column, what, .. } => {
            let fault = match fault {
                JsonFault::Syntax => "syntax",
                JsonFault::Eof => "eof",
                JsonFault::Data => "data",
                JsonFault::Io => "io",
            };
            t!("screens-format-json", fault = fault, what = what.as_str(), line = *line, column = *column)
        }
        Shape::BadVersion(version) => t!("screens-format-bad-version", version = version.as_str()),
        Shape::NoVersion => t!("screens-format-no-version"),
        Shape::NotObject => t!("screens-format-not-object"),
    }
}

/// What to tell the player when a save is open in another program, short enough for a status bar: "`game` is
/// open in another bao (process 123)"; `None` when it is not.
#[must_use]
pub fn busy_note(opened: &Opened) -> Option<String> {
    let name = opened.path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Some(match opened.busy.as_ref()? {
        StoreError::Locked { process: Some(process), .. } => {
            t!("screens-busy-note-process", name = name, process = process.to_string())
        }
        StoreError::Locked { process: None, .. } => t!("screens-busy-note", name = name),
        StoreError::Io { source, .. } => t!("screens-busy-unlockable", name = name, error = source.to_string()),
        other => error_words(other),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The store's errors read on the screen as the store writes them in English (the scripting commands print
    /// the store's own words), and in Swahili in Swahili.
    #[test]
    fn the_store_s_errors_are_worded_as_the_store_says_them_in_english() {
        use crate::i18n::{Language, scoped};
        use std::path::PathBuf;
        let damaged: [&[u8]; 6] =
            [b"{", b"[]", b"{}", b"{\"format\": \"x\"}", b"{\"format\": 1}", b"{\"format\": 1, \"variant\": "];
        for bad in damaged {
            let error = crate::store::SaveFile::from_json(bad).unwrap_err();
            assert_eq!(scoped(Language::English, || format_words(&error)), error.to_string());
            let swahili = scoped(Language::Swahili, || format_words(&error));
            assert!(swahili.starts_with("si faili la mchezo wa bao ("), "{swahili}");
        }
        let eof = crate::store::SaveFile::from_json(b"{").unwrap_err();
        let swahili = scoped(Language::Swahili, || format_words(&eof));
        assert_eq!(swahili, "si faili la mchezo wa bao (faili linaisha kabla ya wakati, mstari 1 safu 1)");
        let path = PathBuf::from("/saves/kete.json");
        let errors = [
            StoreError::Locked { path: path.clone(), process: Some(4242) },
            StoreError::Locked { path: path.clone(), process: None },
            StoreError::Changed { path: path.clone(), how: "removed" },
            StoreError::Taken { path: path.clone() },
            StoreError::NameTooLong { length: 81 },
            StoreError::BadName(".x".into()),
            StoreError::NotFound { name: "x".into(), folder: PathBuf::from("/saves") },
            StoreError::NoFolder,
            StoreError::Guarded,
            StoreError::Format { path, error: eof },
        ];
        for error in errors {
            assert_eq!(scoped(Language::English, || error_words(&error)), error.to_string());
            assert_ne!(scoped(Language::Swahili, || error_words(&error)), error.to_string());
        }
    }

    /// The catalog's English title and notes of each built-in save are the file's own, and there are
    /// Swahili ones (the catalogs' test checks every message is in both languages).
    #[test]
    fn every_builtin_save_has_its_title_and_notes_in_the_catalogs() {
        use crate::i18n::{Language, scoped};
        for builtin in crate::store::builtin::BUILTINS {
            let game = builtin.game().unwrap();
            let english = scoped(Language::English, || builtin_worded(builtin.file, game.clone()));
            assert_eq!((&english.name, &english.notes), (&game.name, &game.notes), "{}", builtin.file);
            let swahili = scoped(Language::Swahili, || builtin_worded(builtin.file, game.clone()));
            assert_ne!(swahili.name, game.name, "{}", builtin.file);
            assert!(swahili.name.as_deref().is_some_and(|name| !name.starts_with("screens-")), "{}", builtin.file);
        }
    }

    #[test]
    fn automatic_names_tell_the_game_and_the_minute() {
        assert_eq!(stem(Variant::Kingulu, "2026-11-30T05:12:33Z", &TimeZone::UTC), "kingulu-2026-11-30-0512");
        let nairobi = TimeZone::fixed(jiff::tz::offset(3));
        assert_eq!(stem(Variant::Kete, "2026-11-30T23:12:33Z", &nairobi), "kete-2026-12-01-0212", "local time");
    }
}
