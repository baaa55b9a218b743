//! Atomic file writes: a temporary file in the same folder, written, flushed and synced, then renamed over
//! the target. A reader (or the next start after a crash, a kill or a lost connection) sees the old file or
//! the new one, never a mixture.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The prefix of temporary files; listings skip names that start with it.
pub const TEMPORARY_PREFIX: &str = ".tmp-";

/// The temporary file a write to `path` goes through first: hidden, in the same folder (a rename is atomic
/// only within one file system), unique to this process and write.
fn temporary_for(path: &Path) -> PathBuf {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let unique = WRITES.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!("{TEMPORARY_PREFIX}{}-{unique}-{name}", std::process::id()))
}

/// Replaces the contents of `path` with `bytes` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_for(path);
    let written = (|| {
        let mut file = File::create(&temporary)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written?;
    // Make the rename itself durable. Not every platform can open a folder; the rename is still atomic there.
    if let Some(folder) = path.parent()
        && let Ok(folder) = File::open(folder)
    {
        let _ = folder.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let folder = std::env::temp_dir().join(format!("bao-atomic-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let path = folder.join("game.json");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        let names: Vec<_> = fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, ["game.json"]);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let folder = std::env::temp_dir().join(format!("bao-atomic-fail-{}", std::process::id()));
        fs::create_dir_all(folder.join("taken")).unwrap();
        // Renaming a file over a folder fails: the target folder stays, and no temporary is left.
        assert!(write_atomic(&folder.join("taken"), b"x").is_err());
        assert!(folder.join("taken").is_dir());
        assert_eq!(fs::read_dir(&folder).unwrap().count(), 1);
        fs::remove_dir_all(&folder).unwrap();
    }
}
