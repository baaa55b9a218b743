//! One writer per save: a [`SaveHandle`] holds an operating-system lock on the save for as long as it lives
//! (released when it is dropped or the process dies, so nothing stale is left), and it is the only way to
//! write the save again and again. Before each write it checks that the file is still what it read or wrote
//! last, and refuses to overwrite a change made by anything else.
//!
//! The lock is on a companion file, `.NAME.json.lock` in the store folder, not on the save itself: an atomic
//! write replaces the save's file, and a lock on the old file would not hold the new one. The companion holds
//! the holder's process id, for the message another program shows, and is removed when the lock is released.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};

use super::file::{MAX_FILE_BYTES, read_limited};
use super::{StoreError, atomic};

/// The companion lock file of the save at `path` (`game.json` -> `.game.json.lock`).
pub(super) fn lock_path(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.lock"))
}

/// Removes the lock files in `folder` that no program holds (their holder was killed): each is taken, which
/// proves nobody holds it, and removed as it is let go.
pub(super) fn remove_stale(folder: &Path) {
    let Ok(entries) = fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        // Saves are `NAME.json`, exactly as the listing reads them.
        let save = name.to_str().and_then(|n| n.strip_prefix('.')?.strip_suffix(".lock"));
        if let Some(save) = save.filter(|save| save.strip_suffix(".json").is_some()) {
            drop(SaveLock::take(&folder.join(save)));
        }
    }
}

/// Whether two open files are the same file on disk.
#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    true
}

/// The lock on one save, held by this process.
#[derive(Debug)]
pub(super) struct SaveLock {
    path: PathBuf,
    file: File,
}

impl SaveLock {
    /// Takes the lock of the save at `save` without waiting; [`StoreError::Locked`] if another program (or
    /// another handle in this one) holds it.
    pub(super) fn take(save: &Path) -> Result<SaveLock, StoreError> {
        let path = lock_path(save);
        let io_error = |source| StoreError::Io { path: path.clone(), source };
        loop {
            let mut file =
                OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(io_error)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(fs::TryLockError::WouldBlock) => {
                    let mut holder = String::new();
                    let _ = (&file).take(32).read_to_string(&mut holder);
                    let process = holder.trim().parse().ok();
                    return Err(StoreError::Locked { path: save.to_path_buf(), process });
                }
                Err(fs::TryLockError::Error(source)) => return Err(io_error(source)),
            }
            // The last holder removes the file as it lets go: a lock taken on a file no longer at the path
            // would lock nothing, so it is taken again on the path's file.
            let still_there =
                fs::metadata(&path).is_ok_and(|on_disk| file.metadata().is_ok_and(|f| same_file(&f, &on_disk)));
            if still_there {
                let _ = file.set_len(0);
                let _ = write!(file, "{}", std::process::id());
                return Ok(SaveLock { path, file });
            }
        }
    }
}

impl Drop for SaveLock {
    /// Removes the companion file while still holding its lock, then lets go.
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

/// Write access to one save of the store, exclusive for as long as the handle lives; see the module.
#[derive(Debug)]
pub struct SaveHandle {
    name: String,
    path: PathBuf,
    /// The bytes the file held when this handle last read or wrote it.
    last: Vec<u8>,
    _lock: SaveLock,
}

impl SaveHandle {
    /// A handle for the save `name` at `path`, locked by `lock`, whose file holds `last`.
    pub(super) fn new(name: String, path: PathBuf, last: Vec<u8>, lock: SaveLock) -> SaveHandle {
        SaveHandle { name, path, last, _lock: lock }
    }

    /// The save's name in the store.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The save's file.
    #[must_use]
    #[cfg(test)]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `save` over the save, atomically (through the link if the file is one), after checking that the
    /// file still holds what this handle read or wrote last; a file changed, replaced or removed by anything
    /// else is left as it is and [`StoreError::Changed`] returned.
    pub fn write(&mut self, save: &super::SaveFile) -> Result<(), StoreError> {
        let io_error = |source| StoreError::Io { path: self.path.clone(), source };
        match read_limited(&self.path, MAX_FILE_BYTES) {
            Ok(bytes) if bytes == self.last => {}
            Ok(_) => return Err(StoreError::Changed { path: self.path.clone(), how: "changed" }),
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return Err(StoreError::Changed { path: self.path.clone(), how: "removed" });
            }
            Err(source) => return Err(io_error(source)),
        }
        let bytes = save.to_json().into_bytes();
        atomic::write_atomic(&self.path, &bytes).map_err(io_error)?;
        self.last = bytes;
        Ok(())
    }
}
