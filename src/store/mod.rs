//! Saved games and study positions on disk: the save format, game records, and the store folder (the data
//! folder `directories` gives the app, or `BAO_DATA_DIR`). Every write is atomic; a damaged, truncated or
//! newer file is reported and left untouched while the rest of the store keeps working.

pub(crate) mod atomic;
pub mod clock;
mod format;
mod record;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub use atomic::write_atomic;
pub use format::{FORMAT, FormatError, Player, Players, SaveFile, SavedGame, Standing};
pub use record::{Record, RecordError, parse_record, write_record};

/// The environment variable that moves the store (tests use it).
pub const DATA_DIR_VARIABLE: &str = "BAO_DATA_DIR";

/// The folder of saved games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Store {
    folder: PathBuf,
}

/// A save that could not be read or written, with the file it concerns.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file was read but is not a save this program can open.
    #[error("{}: {error}", path.display())]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        error: FormatError,
    },
    /// No save has that name, and no file that path.
    #[error("no saved game `{name}` in {} (see `bao saves`)", folder.display())]
    NotFound {
        /// The name asked for.
        name: String,
        /// The store folder.
        folder: PathBuf,
    },
    /// The system gives no data folder and `BAO_DATA_DIR` is not set.
    #[error("no data folder for saves: set {DATA_DIR_VARIABLE}")]
    NoFolder,
    /// A name that cannot be a file name.
    #[error("`{0}` cannot name a saved game: use letters, digits, spaces, `-`, `_` or `.`, not starting with `.`")]
    BadName(String),
}

/// One file of the store, read or not.
#[derive(Debug)]
pub struct Entry {
    /// The save's name (its file name without `.json`).
    pub name: String,
    /// The file.
    pub path: PathBuf,
    /// The game, or why it cannot be opened.
    pub game: Result<SavedGame, StoreError>,
}

impl Store {
    /// The store at `folder`, which need not exist yet.
    #[must_use]
    pub fn at(folder: impl Into<PathBuf>) -> Store {
        Store { folder: folder.into() }
    }

    /// The user's store: `$BAO_DATA_DIR`, or the data folder the system gives the app, plus `saves`.
    pub fn user() -> Result<Store, StoreError> {
        if let Some(folder) = std::env::var_os(DATA_DIR_VARIABLE).filter(|v| !v.is_empty()) {
            return Ok(Store::at(PathBuf::from(folder).join("saves")));
        }
        let dirs = directories::ProjectDirs::from("", "", "bao-tui").ok_or(StoreError::NoFolder)?;
        Ok(Store::at(dirs.data_dir().join("saves")))
    }

    /// The folder.
    #[must_use]
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// The file of the save `name`.
    pub fn path_of(&self, name: &str) -> Result<PathBuf, StoreError> {
        let valid = !name.is_empty() && !name.starts_with('.') && name.len() <= 80 && name.chars().all(is_name_char);
        if valid { Ok(self.folder.join(format!("{name}.json"))) } else { Err(StoreError::BadName(name.to_string())) }
    }

    /// Every save in the store, newest first; files that cannot be opened are listed with the reason.
    pub fn list(&self) -> Result<Vec<Entry>, StoreError> {
        let read = match fs::read_dir(&self.folder) {
            Ok(read) => read,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => return Err(StoreError::Io { path: self.folder.clone(), source }),
        };
        let mut entries: Vec<Entry> = read
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let path = entry.path();
                let name = path.file_name()?.to_str()?.strip_suffix(".json")?.to_string();
                (!name.starts_with('.')).then(|| Entry { game: load_path(&path), name, path })
            })
            .collect();
        entries.sort_by(|a, b| {
            let updated = |e: &Entry| e.game.as_ref().map(|g| g.updated.clone()).unwrap_or_default();
            updated(b).cmp(&updated(a)).then_with(|| a.name.cmp(&b.name))
        });
        Ok(entries)
    }

    /// Writes `save` as `name`, atomically, creating the folder if needed.
    pub fn save(&self, name: &str, save: &SaveFile) -> Result<PathBuf, StoreError> {
        let path = self.path_of(name)?;
        fs::create_dir_all(&self.folder).map_err(|source| StoreError::Io { path: self.folder.clone(), source })?;
        write_atomic(&path, save.to_json().as_bytes())
            .map_err(|source| StoreError::Io { path: path.clone(), source })?;
        Ok(path)
    }

    /// Opens a save by name, or a file by path.
    pub fn load(&self, name_or_path: &str) -> Result<(PathBuf, SavedGame), StoreError> {
        let as_path = Path::new(name_or_path);
        let path = if as_path.is_file() {
            as_path.to_path_buf()
        } else {
            let path = self.path_of(name_or_path).map_err(|_| self.not_found(name_or_path))?;
            if !path.is_file() {
                return Err(self.not_found(name_or_path));
            }
            path
        };
        load_path(&path).map(|game| (path, game))
    }

    fn not_found(&self, name: &str) -> StoreError {
        StoreError::NotFound { name: name.to_string(), folder: self.folder.clone() }
    }

    /// Deletes the save `name`.
    pub fn delete(&self, name: &str) -> Result<(), StoreError> {
        let path = self.path_of(name)?;
        fs::remove_file(&path).map_err(|source| StoreError::Io { path, source })
    }

    /// Renames the save `from` to `to`; refuses to replace another save.
    pub fn rename(&self, from: &str, to: &str) -> Result<(), StoreError> {
        let (old, new) = (self.path_of(from)?, self.path_of(to)?);
        if new.exists() {
            let source = io::Error::new(io::ErrorKind::AlreadyExists, "a saved game has that name");
            return Err(StoreError::Io { path: new, source });
        }
        fs::rename(&old, &new).map_err(|source| StoreError::Io { path: old, source })
    }

    /// A name not yet used, made from `stem` (`kingulu`, then `kingulu-2`, ...); characters a name may not
    /// hold become `-`.
    #[must_use]
    pub fn fresh_name(&self, stem: &str) -> String {
        let cleaned: String = stem.chars().take(60).map(|c| if is_name_char(c) { c } else { '-' }).collect();
        let cleaned = cleaned.trim_start_matches('.');
        let stem = if cleaned.is_empty() { "game" } else { cleaned };
        (1..=u32::MAX)
            .map(|n| if n == 1 { stem.to_string() } else { format!("{stem}-{n}") })
            .find(|name| self.path_of(name).is_ok_and(|path| !path.exists()))
            .unwrap_or_else(|| stem.to_string())
    }
}

/// Whether a save's name may hold `c`.
fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.')
}

/// Reads and checks the save file at `path`.
pub fn load_path(path: &Path) -> Result<SavedGame, StoreError> {
    let bytes = fs::read(path).map_err(|source| StoreError::Io { path: path.to_path_buf(), source })?;
    SaveFile::from_json(&bytes)
        .and_then(|save| save.check())
        .map_err(|error| StoreError::Format { path: path.to_path_buf(), error })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;

    fn scratch(name: &str) -> Store {
        let folder = std::env::temp_dir().join(format!("bao-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        Store::at(folder)
    }

    fn game(moves: &[&str]) -> SaveFile {
        let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
        SaveFile::new(&start, moves.iter().map(ToString::to_string).collect(), Players::default())
    }

    #[test]
    fn save_list_load_rename_delete() {
        let store = scratch("cycle");
        assert!(store.list().unwrap().is_empty());
        store.save("first game", &game(&["A3"])).unwrap();
        let entries = store.list().unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].name, "first game");
        assert_eq!(entries[0].game.as_ref().unwrap().moves(), ["A3"]);
        store.rename("first game", "opening").unwrap();
        let (path, loaded) = store.load("opening").unwrap();
        assert_eq!(loaded.moves(), ["A3"]);
        assert_eq!(store.load(path.to_str().unwrap()).unwrap().1, loaded);
        store.delete("opening").unwrap();
        assert!(matches!(store.load("opening"), Err(StoreError::NotFound { .. })));
        fs::remove_dir_all(store.folder()).unwrap();
    }

    #[test]
    fn a_damaged_file_is_reported_untouched_and_the_rest_still_works() {
        let store = scratch("damaged");
        store.save("good", &game(&["A3"])).unwrap();
        let damaged = store.folder().join("damaged.json");
        fs::write(&damaged, b"{\"format\": 1, \"variant\": \"kingu").unwrap();
        let entries = store.list().unwrap();
        assert_eq!(entries.len(), 2);
        let bad = entries.iter().find(|e| e.name == "damaged").unwrap();
        let message = bad.game.as_ref().unwrap_err().to_string();
        assert!(message.contains("damaged.json: not a bao save file"), "{message}");
        assert_eq!(fs::read(&damaged).unwrap(), b"{\"format\": 1, \"variant\": \"kingu");
        assert!(entries.iter().any(|e| e.name == "good" && e.game.is_ok()));
        fs::remove_dir_all(store.folder()).unwrap();
    }

    #[test]
    fn names_are_checked_and_fresh_names_found() {
        let store = scratch("names");
        assert!(matches!(store.path_of("../escape"), Err(StoreError::BadName(_))));
        assert!(matches!(store.path_of(".hidden"), Err(StoreError::BadName(_))));
        assert!(store.path_of("Kingulu game 2").is_ok());
        assert_eq!(store.fresh_name("kingulu"), "kingulu");
        store.save("kingulu", &game(&[])).unwrap();
        assert_eq!(store.fresh_name("kingulu"), "kingulu-2");
        assert_eq!(store.fresh_name("../x/y"), "-x-y");
        assert_eq!(store.fresh_name(""), "game");
        fs::remove_dir_all(store.folder()).unwrap();
    }
}
