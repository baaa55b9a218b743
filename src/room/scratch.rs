//! A private rooms folder for a test (mode 0700, under the system's temporary folder, named by the test and the
//! process), removed when dropped: the rooms' tests, the keeper's and the interface's share it.

use std::os::unix::fs::DirBuilderExt as _;
use std::path::PathBuf;

use super::Rooms;

/// The folder.
pub(crate) struct Folder(PathBuf);

impl Folder {
    /// A new, empty folder `bao-{kind}-{tag}-{pid}` (one left by an earlier run is removed first).
    pub(crate) fn new(kind: &str, tag: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("bao-{kind}-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
        Folder(dir)
    }

    /// Its path (a test's own database, say).
    pub(crate) fn path(&self) -> &std::path::Path {
        &self.0
    }

    /// The rooms in it.
    pub(crate) fn rooms(&self) -> Rooms {
        Rooms::at(&self.0)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
