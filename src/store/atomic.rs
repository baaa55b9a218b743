//! Atomic file writes: a temporary file in the same folder, created exclusively and locked while it is
//! written, flushed and synced, then renamed over the target. A reader (or the next start after a crash, a kill
//! or a lost connection) sees the old file or the new one, never a mixture. A target that is a symbolic link is
//! written through the link: the file it points to is replaced, the link stays.
//!
//! A writer killed half-way leaves its temporary behind; [`remove_leftovers`] removes such files, only this
//! program's own (recognised by their name) and only those no live writer holds (their lock can be taken).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

/// The prefix of temporary files; listings skip names that start with it.
pub const TEMPORARY_PREFIX: &str = ".tmp-";

/// How old a temporary must be before [`remove_leftovers`] considers it: a writer takes its lock right after
/// creating it, and this margin covers the instant in between.
const LEFTOVER_AGE: Duration = Duration::from_secs(2);

/// The temporary file a write to `path` goes through first: hidden, in the same folder (a rename is atomic
/// only within one file system), unique to this process and write.
fn temporary_for(path: &Path) -> PathBuf {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let unique = WRITES.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!("{TEMPORARY_PREFIX}{}-{unique}-{name}", std::process::id()))
}

/// The file a write to `path` replaces: `path` itself, or where it leads if it is a symbolic link (so the
/// link is kept and the file it names is written).
pub fn write_target(path: &Path) -> io::Result<PathBuf> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.file_type().is_symlink() => fs::canonicalize(path).map_err(|error| {
            io::Error::new(error.kind(), format!("a link to a file that cannot be reached ({error})"))
        }),
        _ => Ok(path.to_path_buf()),
    }
}

/// A temporary next to `path`, created exclusively and locked, holding `bytes`, synced.
fn write_temporary(path: &Path, bytes: &[u8]) -> io::Result<(PathBuf, File)> {
    let temporary = temporary_for(path);
    write_new(&temporary, bytes).map(|file| (temporary, file))
}

/// Creates `temporary` exclusively (never an existing file, nor through a link planted there), locks it and
/// writes `bytes` into it, synced; the file is still locked when returned. On failure nothing is left.
fn write_new(temporary: &Path, bytes: &[u8]) -> io::Result<File> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(temporary)?;
    let written = (|| {
        file.try_lock().map_err(io::Error::from)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()
    })();
    match written {
        Ok(()) => Ok(file),
        Err(error) => {
            let _ = fs::remove_file(temporary);
            Err(error)
        }
    }
}

/// Makes a rename in the folder of `path` durable. Not every platform can open a folder; the rename is still
/// atomic there.
fn sync_folder(path: &Path) {
    if let Some(folder) = path.parent()
        && let Ok(folder) = File::open(folder)
    {
        let _ = folder.sync_all();
    }
}

/// Replaces the contents of `path` with `bytes` atomically (through the link if `path` is one).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let target = write_target(path)?;
    let (temporary, file) = write_temporary(&target, bytes)?;
    let renamed = fs::rename(&temporary, &target);
    drop(file);
    if renamed.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    renamed?;
    sync_folder(&target);
    Ok(())
}

/// Creates `path` holding `bytes`, atomically and only if nothing has that name yet: the error is
/// `AlreadyExists` if something does. The file appears whole (a hard link to a finished temporary), never empty
/// or half-written; where the file system has no hard links, it is created empty and then replaced.
pub fn create_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let (temporary, file) = write_temporary(path, bytes)?;
    let linked = fs::hard_link(&temporary, path);
    drop(file);
    let _ = fs::remove_file(&temporary);
    match linked {
        Ok(()) => {}
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => return Err(error),
        Err(_) => {
            drop(OpenOptions::new().write(true).create_new(true).open(path)?);
            write_atomic(path, bytes)?;
        }
    }
    sync_folder(path);
    Ok(())
}

/// Whether `name` is a temporary of [`write_atomic`] for a file called `file`
/// (`.tmp-PID-N-FILE`).
fn is_temporary_of(name: &str, file: Option<&str>) -> bool {
    let Some(rest) = name.strip_prefix(TEMPORARY_PREFIX) else { return false };
    let mut parts = rest.splitn(3, '-');
    let numbers = parts.next().is_some_and(is_number) && parts.next().is_some_and(is_number);
    let target = parts.next();
    numbers && target.is_some_and(|target| !target.is_empty() && file.is_none_or(|file| file == target))
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Removes from `folder` the temporaries that killed writers left behind: files named as [`write_atomic`]
/// names them (for a file called `file`, or any file if `None`), at least two seconds old, whose lock can be
/// taken (a live writer holds its temporary's lock until the rename). Returns how many were removed; what
/// cannot be read or removed is left.
pub fn remove_leftovers(folder: &Path, file: Option<&str>) -> usize {
    let Ok(entries) = fs::read_dir(folder) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.to_str().is_some_and(|name| is_temporary_of(name, file)) {
            continue;
        }
        let path = entry.path();
        let Ok(metadata) = fs::symlink_metadata(&path) else { continue };
        let old = metadata.modified().ok().and_then(|t| SystemTime::now().duration_since(t).ok());
        if !metadata.is_file() || old.is_none_or(|age| age < LEFTOVER_AGE) {
            continue;
        }
        let Ok(held) = File::open(&path) else { continue };
        if held.try_lock().is_ok() && fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("bao-atomic-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        folder
    }

    fn names(folder: &Path) -> Vec<String> {
        let mut names: Vec<_> =
            fs::read_dir(folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let folder = folder("replace");
        let path = folder.join("game.json");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert_eq!(names(&folder), ["game.json"]);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let folder = folder("fail");
        fs::create_dir_all(folder.join("taken")).unwrap();
        // Renaming a file over a folder fails: the target folder stays, and no temporary is left.
        assert!(write_atomic(&folder.join("taken"), b"x").is_err());
        assert!(folder.join("taken").is_dir());
        assert_eq!(fs::read_dir(&folder).unwrap().count(), 1);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_temporary_is_never_an_existing_file_nor_a_planted_link() {
        let folder = folder("exclusive");
        let planted = folder.join(".tmp-1-1-game.json");
        fs::write(&planted, b"planted").unwrap();
        assert_eq!(write_new(&planted, b"x").unwrap_err().kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&planted).unwrap(), b"planted", "never truncated nor written");
        #[cfg(unix)]
        {
            let victim = folder.join("victim");
            fs::write(&victim, b"keep").unwrap();
            let link = folder.join(".tmp-1-2-game.json");
            std::os::unix::fs::symlink(&victim, &link).unwrap();
            assert_eq!(write_new(&link, b"x").unwrap_err().kind(), io::ErrorKind::AlreadyExists);
            assert_eq!(fs::read(&victim).unwrap(), b"keep");
        }
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn create_refuses_an_existing_name_and_never_shows_a_partial_file() {
        let folder = folder("create");
        let path = folder.join("game.json");
        create_atomic(&path, b"first").unwrap();
        assert_eq!(create_atomic(&path, b"second").unwrap_err().kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&path).unwrap(), b"first");
        assert_eq!(names(&folder), ["game.json"]);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_written_through_and_kept() {
        let folder = folder("link");
        fs::create_dir_all(folder.join("elsewhere")).unwrap();
        let real = folder.join("elsewhere/real.json");
        fs::write(&real, b"old").unwrap();
        let link = folder.join("game.json");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link stays a link");
        assert_eq!(fs::read(&real).unwrap(), b"new");
        let dangling = folder.join("dangling.json");
        std::os::unix::fs::symlink(folder.join("nowhere"), &dangling).unwrap();
        let error = write_atomic(&dangling, b"x").unwrap_err().to_string();
        assert!(error.starts_with("a link to a file that cannot be reached"), "{error}");
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn only_old_unheld_temporaries_of_this_program_are_removed() {
        let folder = folder("leftovers");
        let old = SystemTime::now() - Duration::from_secs(60);
        let plant = |name: &str| {
            let file = File::create(folder.join(name)).unwrap();
            file.set_modified(old).unwrap();
            file
        };
        drop(plant(".tmp-123-4-game.json"));
        drop(plant(".tmp-99-0-settings.json"));
        let held = plant(".tmp-77-1-game.json");
        held.lock().unwrap();
        drop(plant(".tmp-notours"));
        drop(plant("game.json"));
        fs::write(folder.join(".tmp-5-5-fresh.json"), b"").unwrap();
        assert_eq!(remove_leftovers(&folder, Some("game.json")), 1);
        assert_eq!(
            names(&folder),
            [".tmp-5-5-fresh.json", ".tmp-77-1-game.json", ".tmp-99-0-settings.json", ".tmp-notours", "game.json"]
        );
        assert_eq!(remove_leftovers(&folder, None), 1, "the settings' temporary; the held and the fresh ones stay");
        drop(held);
        assert_eq!(remove_leftovers(&folder, None), 1, "released, it goes");
        assert_eq!(names(&folder), [".tmp-5-5-fresh.json", ".tmp-notours", "game.json"]);
        fs::remove_dir_all(&folder).unwrap();
    }
}
