//! Which lessons are done, kept as `learn.json` in the data folder (`$BAO_DATA_DIR`, or the system's data folder
//! for the app; the saves are in its `saves` folder). Written atomically. As with the settings, a damaged file
//! is reported and never overwritten silently: progress made while it is damaged is kept for this session only.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The progress file's name inside the data folder.
pub const FILE_NAME: &str = "learn.json";

/// The lessons done, by id, and where they are kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeSet<String>,
    /// The file, if there is a data folder; `None` keeps progress in memory only (tests, no data folder).
    path: Option<PathBuf>,
    /// Why the file could not be read, while it is damaged: it is then left alone.
    pub damaged: Option<String>,
}

/// The file's contents.
#[derive(Serialize, Deserialize)]
struct File {
    /// The format's version.
    version: u32,
    /// The ids of the lessons done.
    done: Vec<String>,
}

/// A JSON file the learning screens keep in the data folder, for the words that name it in a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum KeptFile {
    /// `learn.json`, the lessons done.
    Progress,
    /// `own-puzzles.json`, the puzzles from the player's games.
    OwnPuzzles,
}

impl KeptFile {
    /// The file at `path` could not be read or written, with the system's `error`.
    pub(super) fn failed(self, path: &Path, error: &dyn std::fmt::Display) -> String {
        let (path, error) = (path.display().to_string(), error.to_string());
        match self {
            KeptFile::Progress => crate::t!("learn-progress-unreadable", path = path, error = error),
            KeptFile::OwnPuzzles => crate::t!("learn-own-unreadable", path = path, error = error),
        }
    }

    /// The file at `path` is damaged (`error`): it is left as it is, and what is then not written.
    fn damaged(self, path: &Path, error: &dyn std::fmt::Display) -> String {
        let (path, error) = (path.display().to_string(), error.to_string());
        match self {
            KeptFile::Progress => crate::t!("learn-progress-damaged", path = path, error = error),
            KeptFile::OwnPuzzles => crate::t!("learn-own-damaged", path = path, error = error),
        }
    }
}

/// Reads a JSON file the learning screens keep in the data folder: none if it is missing; a message naming the
/// file if it cannot be read or is damaged (the file is left as it is, and the message says what is then not
/// written).
pub(super) fn read_kept<T: serde::de::DeserializeOwned>(path: &Path, kept: KeptFile) -> Result<Option<T>, String> {
    let text = match crate::store::read_text_limited(path, crate::store::MAX_FILE_BYTES) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(kept.failed(path, &error)),
    };
    serde_json::from_str(text.strip_prefix('\u{feff}').unwrap_or(&text))
        .map(Some)
        .map_err(|error| kept.damaged(path, &error))
}

impl Progress {
    /// Progress kept in memory only.
    #[must_use]
    pub fn in_memory() -> Progress {
        Progress::default()
    }

    /// Reads the progress in the data folder `folder`. A missing file is no progress; an unreadable or damaged
    /// one gives no progress and a message naming the file, and is left untouched.
    #[must_use]
    pub fn load(folder: &Path) -> Progress {
        let path = folder.join(FILE_NAME);
        let mut progress = Progress { path: Some(path.clone()), ..Progress::default() };
        match read_kept::<File>(&path, KeptFile::Progress) {
            Ok(Some(file)) => progress.done = file.done.into_iter().collect(),
            Ok(None) => {}
            Err(damaged) => progress.damaged = Some(damaged),
        }
        progress
    }

    /// Whether the lesson `id` is done.
    #[must_use]
    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    /// How many of `ids` are done.
    pub fn count_done<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> usize {
        ids.into_iter().filter(|id| self.is_done(id)).count()
    }

    /// Marks the lesson `id` done and writes the file (unless it is damaged, or there is none); returns why
    /// the write failed, if it did.
    pub fn mark_done(&mut self, id: &str) -> Option<String> {
        if !self.done.insert(id.to_string()) {
            return None;
        }
        self.write()
    }

    fn write(&self) -> Option<String> {
        let path = self.path.as_ref()?;
        if let Some(why) = &self.damaged {
            return Some(why.clone());
        }
        let file = File { version: 1, done: self.done.iter().cloned().collect() };
        let mut text = serde_json::to_string_pretty(&file).expect("a list of strings is always JSON");
        text.push('\n');
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| crate::store::write_atomic(path, text.as_bytes()));
        written.err().map(|error| KeptFile::Progress.failed(path, &error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("bao-learn-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    #[test]
    fn progress_round_trips_through_the_data_folder() {
        let folder = folder("round-trip");
        let mut progress = Progress::load(&folder);
        assert!(!progress.is_done("kete-relay") && progress.damaged.is_none());
        assert_eq!(progress.mark_done("kete-relay"), None);
        assert_eq!(progress.mark_done("kingulu-capture"), None);
        let again = Progress::load(&folder);
        assert!(again.is_done("kete-relay") && again.is_done("kingulu-capture"));
        assert_eq!(again.count_done(["kete-relay", "kete-tax"]), 1);
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_damaged_file_is_reported_and_left_alone() {
        let folder = folder("damaged");
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join(FILE_NAME);
        std::fs::write(&path, "{\"done\": ").unwrap();
        let mut progress = Progress::load(&folder);
        let why = progress.damaged.clone().unwrap();
        assert!(why.contains("learn.json"), "{why}");
        assert!(progress.mark_done("kete-relay").is_some(), "the write is refused and says why");
        assert!(progress.is_done("kete-relay"), "kept for the session");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"done\": ");
        let _ = std::fs::remove_dir_all(&folder);
    }
}
