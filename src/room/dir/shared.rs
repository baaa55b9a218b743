//! The file operations of a shared folder, where another user may have put anything under any name they can
//! guess: nothing is written, opened or changed through a path another user could have replaced. A file is
//! created exclusively (never an existing entry, nor through a link planted at its name) under a name no one
//! can guess, its mode is set on the open file, and it is renamed into place; a socket, whose mode can only be
//! set by path, is made in a private folder of this user's and linked into place from there.

use std::fs::{self, DirBuilder, File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::os::unix::fs::{DirBuilderExt as _, MetadataExt as _, OpenOptionsExt as _, PermissionsExt as _};
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};

/// This process's effective user id: the owner of what it makes.
pub(super) use crate::room::peer::own_uid;

/// Whether a folder owned by `uid` can be trusted not to be changed under us: root's, or ours.
pub(super) fn trusted(uid: u32) -> bool {
    uid == 0 || uid == own_uid()
}

/// An unguessable name: `prefix`, 20 random hex digits, `suffix`.
pub(super) fn unguessable(prefix: &str, suffix: &str) -> io::Result<String> {
    let bytes: [u8; 10] = crate::room::code::random_bytes()?;
    Ok(format!("{prefix}{}{suffix}", crate::room::code::hex(&bytes)))
}

/// Opens the folder at `path` itself (never where a link there leads).
pub(super) fn open_folder(path: &Path) -> io::Result<File> {
    OpenOptions::new().read(true).custom_flags(libc::O_DIRECTORY | libc::O_NOFOLLOW).open(path)
}

/// Creates the file `path` holding `bytes` with `mode`: exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`, so never an
/// entry someone put there first, link or file), its mode set on the open file (`fchmod`, which the umask does
/// not narrow). On failure the file is removed again.
pub(super) fn write_new(path: &Path, bytes: &[u8], mode: u32) -> io::Result<()> {
    let mut file =
        OpenOptions::new().write(true).create_new(true).mode(0o600).custom_flags(libc::O_NOFOLLOW).open(path)?;
    let written = file.set_permissions(fs::Permissions::from_mode(mode)).and_then(|()| file.write_all(bytes));
    if written.is_err() {
        // Ours: made just now, exclusively, in a folder whose other users cannot rename our entries.
        let _ = fs::remove_file(path);
    }
    written
}

/// The text of the regular file `path` itself (a link there is refused, a named pipe cannot block the open),
/// at most `limit` bytes, and who owns it.
pub(super) fn read_own_file(path: &Path, limit: u64) -> io::Result<(String, u32)> {
    let file = OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() || meta.len() > limit {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "not a small regular file"));
    }
    let mut text = String::new();
    file.take(limit).read_to_string(&mut text)?;
    Ok((text, meta.uid()))
}

/// A private folder of this user's inside a shared one (mode 0700, a name no one can guess), where a socket is
/// made and given its mode before it is linked into the shared folder. Removed with what is left in it when
/// dropped.
pub(super) struct Staging {
    folder: PathBuf,
}

/// The socket's name inside the staging folder.
const STAGED: &str = "s";

impl Staging {
    /// The longest path a staging folder adds to its shared folder's: `/.stage-` 20 hex digits `/s`.
    pub(super) const EXTRA: usize = 8 + 20 + 2;

    /// Makes a staging folder in `shared`.
    pub(super) fn new(shared: &Path) -> io::Result<Staging> {
        let folder = shared.join(unguessable(".stage-", "")?);
        DirBuilder::new().mode(0o700).create(&folder)?;
        let staging = Staging { folder };
        // Checked on the folder itself: this user's, and no one else's to enter.
        let meta = open_folder(&staging.folder)?.metadata()?;
        if meta.uid() != own_uid() || meta.mode() & 0o077 != 0 {
            return Err(io::Error::new(io::ErrorKind::PermissionDenied, "a staging folder not private to this user"));
        }
        Ok(staging)
    }

    /// The staging folder's path.
    #[cfg(test)]
    pub(super) fn folder(&self) -> &Path {
        &self.folder
    }

    /// A socket listening at `path` (which must not exist yet), mode 0666: bound in the staging folder, its mode
    /// set there by path (no one else can reach into it), then hard-linked to `path`. A link never replaces an
    /// existing entry (`AlreadyExists`), nor follows one.
    pub(super) fn listen_at(&self, path: &Path) -> io::Result<UnixListener> {
        let staged = self.folder.join(STAGED);
        let listener = UnixListener::bind(&staged)?;
        fs::set_permissions(&staged, fs::Permissions::from_mode(0o666))?;
        fs::hard_link(&staged, path)?;
        Ok(listener)
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        let _ = fs::remove_file(self.folder.join(STAGED));
        let _ = fs::remove_dir(&self.folder);
    }
}
