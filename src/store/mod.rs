//! Saved games and study positions on disk: the save format, game records, and the store folder (the data
//! folder `directories` gives the app, or `BAO_DATA_DIR`). Every write is atomic; a damaged, truncated or
//! newer file is reported and left untouched while the rest of the store keeps working. Only regular files of
//! at most [`MAX_FILE_BYTES`] are read. A save open in a program is locked ([`SaveHandle`]): one writer per
//! save.

pub(crate) mod atomic;
pub mod builtin;
pub mod clock;
mod file;
mod format;
mod lock;
mod record;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub use atomic::write_atomic;
pub use file::{MAX_FILE_BYTES, read_limited, read_text_limited};
pub use format::{
    FORMAT, FORMAT_PLAIN, Forfeit, FormatError, JsonFault, Player, PlayerName, Players, SaveFile, SavedGame,
    SavedReview, Shape, Standing,
};
pub use lock::SaveHandle;
pub use record::{parse_record, write_record, write_tree_record};

/// The environment variable that moves the store (tests use it).
pub const DATA_DIR_VARIABLE: &str = "BAO_DATA_DIR";

/// The environment variable the test harness sets for every program it starts: while it is set, the system's
/// data and configuration folders are refused, so a test that forgot `BAO_DATA_DIR` or `BAO_CONFIG_DIR` fails
/// instead of touching the user's files.
pub const TEST_GUARD_VARIABLE: &str = "BAO_TEST_GUARD";

/// Whether the test guard is on ([`TEST_GUARD_VARIABLE`] set, to anything).
#[must_use]
pub fn test_guard() -> bool {
    std::env::var_os(TEST_GUARD_VARIABLE).is_some()
}

/// The most characters a save's name may have.
pub const MAX_NAME_CHARS: usize = 80;

/// The most bytes a save's name may have in UTF-8: a file name has at most 255, and `.json` and the lock
/// file's `.` and `.lock` come on top.
const MAX_NAME_BYTES: usize = 240;

/// The folder of saved games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Store {
    folder: PathBuf,
}

/// A save that could not be read or written, with the file it concerns.
/// Where to see the saves, after a name that is not one: `bao saves` on a command line; nothing under
/// `bao serve` (`served`), whose player has no shell (the saves list is `o` on the start screen).
fn saves_hint(served: bool) -> &'static str {
    if served { "" } else { " (see `bao saves`)" }
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file could not be read or written.
    #[error("{}: {source}", crate::served::shown_folder(path))]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file was read but is not a save this program can open.
    #[error("{}: {error}", crate::served::shown_folder(path))]
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        error: FormatError,
    },
    /// No save has that name, and no file that path.
    #[error(
        "no saved game `{name}` in {}{}",
        crate::served::shown_folder(folder),
        saves_hint(crate::served::is_session())
    )]
    NotFound {
        /// The name asked for.
        name: String,
        /// The store folder.
        folder: PathBuf,
    },
    /// The system gives no data folder and `BAO_DATA_DIR` is not set.
    #[error("no data folder for saves: set {DATA_DIR_VARIABLE}")]
    NoFolder,
    /// The test guard is on and `BAO_DATA_DIR` is not set: the system's folder is refused.
    #[error("{TEST_GUARD_VARIABLE} is set: refusing the system's data folder; set {DATA_DIR_VARIABLE}")]
    Guarded,
    /// Another program (or another handle of this one) has the save open for writing.
    #[error("{}: open in another bao{}; it can be read, not written", crate::served::shown_folder(path),
        process.map(|p| format!(" (process {p})")).unwrap_or_default())]
    Locked {
        /// The save.
        path: PathBuf,
        /// The holder's process id, if it could be read.
        process: Option<u32>,
    },
    /// The save was changed or removed by something else since this program read or wrote it last.
    #[error("{}: {how} by another program since this one read it; not overwritten", crate::served::shown_folder(path))]
    Changed {
        /// The save.
        path: PathBuf,
        /// `changed` or `removed`.
        how: &'static str,
    },
    /// A save already has the name asked for.
    #[error("{}: a saved game has that name", crate::served::shown_folder(path))]
    Taken {
        /// Its file.
        path: PathBuf,
    },
    /// A name longer than [`MAX_NAME_CHARS`] characters (or, in letters of many bytes, than a file name
    /// allows).
    #[error("a saved game's name has at most {MAX_NAME_CHARS} characters; this one has {length}")]
    NameTooLong {
        /// Its length in characters.
        length: usize,
    },
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

/// A save opened to play on ([`Store::open_to_play`]).
#[derive(Debug)]
pub struct Opened {
    /// Its file.
    pub path: PathBuf,
    /// The game.
    pub game: SavedGame,
    /// Write access, when the file is a save of the store and no other program has it open.
    pub handle: Option<SaveHandle>,
    /// Why a save of the store has no handle: another program has it open ([`StoreError::Locked`]), or its
    /// lock could not be taken ([`StoreError::Io`], as in a read-only folder).
    pub busy: Option<StoreError>,
}

impl Opened {
    /// What to tell the player when the save is open in another program, short enough for a status bar:
    /// "`game` is open in another bao (process 123)".
    #[must_use]
    pub fn copy_note(&self) -> Option<String> {
        let name = self.path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match self.busy.as_ref()? {
            StoreError::Locked { process, .. } => {
                let process = process.map(|p| format!(" (process {p})")).unwrap_or_default();
                Some(format!("`{name}` is open in another bao{process}"))
            }
            StoreError::Io { source, .. } => Some(format!("`{name}` cannot be locked ({source})")),
            other => Some(other.to_string()),
        }
    }
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
        if test_guard() {
            return Err(StoreError::Guarded);
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
        let length = name.chars().count();
        if length > MAX_NAME_CHARS || name.len() > MAX_NAME_BYTES {
            return Err(StoreError::NameTooLong { length });
        }
        let valid = !name.is_empty() && !name.starts_with('.') && name.chars().all(is_name_char);
        if valid { Ok(self.folder.join(format!("{name}.json"))) } else { Err(StoreError::BadName(name.to_string())) }
    }

    /// Every save in the store, newest first; files that cannot be opened (damaged, newer, not a regular file,
    /// too large) are listed with the reason. Temporaries and lock files left by killed programs are removed
    /// first (only those no live program holds).
    pub fn list(&self) -> Result<Vec<Entry>, StoreError> {
        atomic::remove_leftovers(&self.folder, None);
        lock::remove_stale(&self.folder);
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

    /// Writes `save` as `name` once, atomically, creating the folder if needed and replacing any save of that
    /// name; the save's lock is held for the write, so a save another program has open is refused
    /// ([`StoreError::Locked`]). A save that is a link is written through it. To keep writing a save, hold a
    /// [`SaveHandle`] ([`Store::open`], [`Store::create`]).
    pub fn save(&self, name: &str, save: &SaveFile) -> Result<PathBuf, StoreError> {
        let path = self.path_of(name)?;
        self.make_folder()?;
        let _lock = lock::SaveLock::take(&path)?;
        write_atomic(&path, save.to_json().as_bytes())
            .map_err(|source| StoreError::Io { path: path.clone(), source })?;
        Ok(path)
    }

    fn make_folder(&self) -> Result<(), StoreError> {
        fs::create_dir_all(&self.folder).map_err(|source| StoreError::Io { path: self.folder.clone(), source })
    }

    /// Opens the save `name` for writing: takes its lock ([`StoreError::Locked`] if another program holds it),
    /// reads and checks it. The handle writes it from then on, and only while the file is still what it read.
    pub fn open(&self, name: &str) -> Result<(SaveHandle, SavedGame), StoreError> {
        let path = self.path_of(name)?;
        if fs::symlink_metadata(&path).is_err() {
            return Err(self.not_found(name));
        }
        let lock = lock::SaveLock::take(&path)?;
        let bytes =
            read_limited(&path, MAX_FILE_BYTES).map_err(|source| StoreError::Io { path: path.clone(), source })?;
        let game = parse_save(&path, &bytes)?;
        Ok((SaveHandle::new(name.to_string(), path, bytes, lock), game))
    }

    /// Creates a new save holding `save`, named `stem` or, when that is taken, `stem-2`, `stem-3`, ...: the
    /// file is created exclusively, so two programs starting games at the same moment never share a name (nor
    /// does one replace the other's game). Characters a name may not hold become `-` ([`clean_stem`]). Returns
    /// the handle that goes on writing it.
    pub fn create(&self, stem: &str, save: &SaveFile) -> Result<SaveHandle, StoreError> {
        let stem = clean_stem(stem);
        self.make_folder()?;
        let bytes = save.to_json().into_bytes();
        for n in 1..=u32::MAX {
            let name = if n == 1 { stem.clone() } else { format!("{stem}-{n}") };
            match self.create_exactly(&name, &bytes) {
                Err(StoreError::Taken { .. } | StoreError::Locked { .. }) => {}
                done => return done,
            }
        }
        Err(StoreError::BadName(stem))
    }

    /// Creates the save `name` holding `save`, exclusively: [`StoreError::Taken`] if a save has that name.
    pub fn create_as(&self, name: &str, save: &SaveFile) -> Result<SaveHandle, StoreError> {
        self.make_folder()?;
        self.create_exactly(name, &save.to_json().into_bytes())
    }

    fn create_exactly(&self, name: &str, bytes: &[u8]) -> Result<SaveHandle, StoreError> {
        let path = self.path_of(name)?;
        let taken = || StoreError::Taken { path: path.clone() };
        if fs::symlink_metadata(&path).is_ok() {
            return Err(taken());
        }
        let lock = lock::SaveLock::take(&path)?;
        match atomic::create_atomic(&path, bytes) {
            Ok(()) => Ok(SaveHandle::new(name.to_string(), path, bytes.to_vec(), lock)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => Err(taken()),
            Err(source) => Err(StoreError::Io { path, source }),
        }
    }

    /// Opens a save by name, or a file by path, to read it (no lock is taken).
    pub fn load(&self, name_or_path: &str) -> Result<(PathBuf, SavedGame), StoreError> {
        let as_path = Path::new(name_or_path);
        let exists = |path: &Path| fs::symlink_metadata(path).is_ok();
        let path = if fs::symlink_metadata(as_path).is_ok_and(|m| !m.is_dir()) {
            as_path.to_path_buf()
        } else {
            match self.path_of(name_or_path) {
                Ok(path) if exists(&path) => path,
                _ => return Err(self.not_found(name_or_path)),
            }
        };
        load_path(&path).map(|game| (path, game))
    }

    /// Opens a save by name, or a file by path, to play on: a save of this store is opened for writing
    /// ([`Store::open`]); one another program has open is read only, the reason kept in [`Opened::busy`] (its
    /// game can be watched, or continued in a copy); a file outside the store is read only.
    pub fn open_to_play(&self, name_or_path: &str) -> Result<Opened, StoreError> {
        let (path, game) = self.load(name_or_path)?;
        let Some(name) = self.name_of(&path) else { return Ok(Opened { path, game, handle: None, busy: None }) };
        match self.open(&name) {
            Ok((handle, game)) => Ok(Opened { path, game, handle: Some(handle), busy: None }),
            // Held by another program, or the lock cannot be made (a read-only folder): still open to read.
            Err(busy @ (StoreError::Locked { .. } | StoreError::Io { .. })) => {
                Ok(Opened { path, game, handle: None, busy: Some(busy) })
            }
            Err(error) => Err(error),
        }
    }

    /// The save's name when `path` is a file of this store, else `None`.
    #[must_use]
    pub fn name_of(&self, path: &Path) -> Option<String> {
        let same_folder = path
            .parent()
            .zip(self.folder.canonicalize().ok())
            .is_some_and(|(parent, folder)| parent.canonicalize().is_ok_and(|parent| parent == folder));
        let name = path.file_name()?.to_str()?.strip_suffix(".json")?;
        (same_folder && self.path_of(name).is_ok()).then(|| name.to_string())
    }

    fn not_found(&self, name: &str) -> StoreError {
        StoreError::NotFound { name: name.to_string(), folder: self.folder.clone() }
    }

    /// Deletes the save `name`; refuses a save another program has open.
    pub fn delete(&self, name: &str) -> Result<(), StoreError> {
        let path = self.path_of(name)?;
        let _lock = lock::SaveLock::take(&path)?;
        fs::remove_file(&path).map_err(|source| StoreError::Io { path, source })
    }

    /// Renames the save `from` to `to`; refuses to replace another save, and a save another program has open.
    pub fn rename(&self, from: &str, to: &str) -> Result<(), StoreError> {
        let (old, new) = (self.path_of(from)?, self.path_of(to)?);
        let _locks = (lock::SaveLock::take(&old)?, lock::SaveLock::take(&new)?);
        if fs::symlink_metadata(&new).is_ok() {
            let source = io::Error::new(io::ErrorKind::AlreadyExists, "a saved game has that name");
            return Err(StoreError::Io { path: new, source });
        }
        fs::rename(&old, &new).map_err(|source| StoreError::Io { path: old, source })
    }

    /// A name not yet used, made from `stem` (`kingulu`, then `kingulu-2`, ...); characters a name may not
    /// hold become `-`.
    #[must_use]
    /// Only a suggestion: another program may take it before it is written; [`Store::create`] makes a save
    /// under a name that is certainly its own.
    #[cfg(test)]
    pub fn fresh_name(&self, stem: &str) -> String {
        let stem = clean_stem(stem);
        (1..=u32::MAX)
            .map(|n| if n == 1 { stem.clone() } else { format!("{stem}-{n}") })
            .find(|name| self.path_of(name).is_ok_and(|path| fs::symlink_metadata(path).is_err()))
            .unwrap_or(stem)
    }
}

/// `stem` made a name: at most 60 characters, those a name may not hold made `-`, no leading `.`; `game` if
/// nothing is left.
fn clean_stem(stem: &str) -> String {
    let cleaned: String = stem.chars().take(60).map(|c| if is_name_char(c) { c } else { '-' }).collect();
    let cleaned = cleaned.trim_start_matches('.');
    if cleaned.is_empty() { "game".to_string() } else { cleaned.to_string() }
}

/// Whether a save's name may hold `c`.
fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.')
}

/// Reads and checks the save file at `path`: a regular file (or a link to one) of at most
/// [`MAX_FILE_BYTES`].
pub fn load_path(path: &Path) -> Result<SavedGame, StoreError> {
    let bytes =
        read_limited(path, MAX_FILE_BYTES).map_err(|source| StoreError::Io { path: path.to_path_buf(), source })?;
    parse_save(path, &bytes)
}

fn parse_save(path: &Path, bytes: &[u8]) -> Result<SavedGame, StoreError> {
    SaveFile::from_json(bytes)
        .and_then(|save| save.check())
        .map_err(|error| StoreError::Format { path: path.to_path_buf(), error })
}

#[cfg(test)]
mod tests;
