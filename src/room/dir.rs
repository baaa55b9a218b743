//! Where rooms meet: a folder of Unix domain sockets that every user of the machine can use.
//!
//! The folder is `BAO_ROOMS_DIR`, or `/tmp/bao-rooms`. It is made like `/tmp` itself: writable by everyone,
//! with the sticky bit, so any user can open a room there but only a room's own host (or the folder's owner)
//! can remove or replace its entries. Since its owner can replace every entry, a folder owned by anyone but
//! root or the user is refused, and so is a folder writable by others without the sticky bit, or one inside a
//! folder another user could change: anyone could put their own socket in place of a room's. The default
//! folder is so usable only by the user who made it first; for rooms between users an administrator makes one
//! owned by root (`install -d -m 1777 /var/lib/bao-rooms`) and sets `BAO_ROOMS_DIR`. The host, a guest, a
//! spectator and `bao rooms` all check the folder before using it. Nothing is changed there through a path
//! another user could replace (see [`Rooms::listen`] and [`Rooms::publish`]).
//!
//! A room's socket is named by a hash of its code, never by the code itself, so listing the folder gives no
//! code away: a private room is joined only by someone told its code. A public room (`--public`) also has a
//! small `.public` file beside its socket with what `bao rooms` lists.

use std::fs;
use std::io;
use std::os::unix::fs::{DirBuilderExt as _, FileTypeExt as _, MetadataExt as _, PermissionsExt as _};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use super::code::RoomCode;

mod shared;

/// The variable naming the rooms folder.
pub const ROOMS_DIR_VARIABLE: &str = "BAO_ROOMS_DIR";

/// The rooms folder used when the variable is not set.
pub const DEFAULT_ROOMS_DIR: &str = "/tmp/bao-rooms";

/// The longest path a Unix socket can have on Linux (`sun_path`, less its final zero byte).
const MAX_SOCKET_PATH: usize = 107;

/// The longest rooms folder its rooms' sockets fit in: a room's socket adds `/`, a 32-digit name and `.sock`
/// to the folder's path (its staging folder's socket adds [`shared::Staging::EXTRA`], fewer).
pub const MAX_FOLDER: usize = MAX_SOCKET_PATH - 38;
const _: () = assert!(shared::Staging::EXTRA <= 38, "a staging folder's socket fits wherever a room's does");

/// The most bytes a `.public` file is read for.
const MAX_PUBLIC_BYTES: u64 = 4096;

/// Why the rooms folder cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum RoomsError {
    /// A file operation failed.
    #[error("rooms folder {}: {source}", path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// What failed.
        source: io::Error,
    },
    /// The folder is not safe to meet in.
    #[error("rooms folder {}: {why}", path.display())]
    Unsafe {
        /// The folder.
        path: PathBuf,
        /// Why.
        why: String,
    },
    /// No room of this code is open here.
    #[error("no room {code} is open on this machine (rooms folder {}); check the code with its host", dir.display())]
    NoRoom {
        /// The code.
        code: String,
        /// The folder looked in.
        dir: PathBuf,
    },
}

/// The rooms folder.
#[derive(Clone, Debug)]
pub struct Rooms {
    dir: PathBuf,
}

/// What `bao rooms` lists of a public room.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PublicRoom {
    /// The code to join it with.
    pub code: String,
    /// The game.
    pub variant: String,
    /// The players' names, `ada vs bob`, or `ada vs (free)`.
    pub players: String,
    /// Moves played.
    pub moves: usize,
    /// How many watch.
    pub spectators: usize,
    /// The host's process, to tell a room whose host is gone.
    pub pid: u32,
}

impl Rooms {
    /// The folder named by `BAO_ROOMS_DIR`, or the default.
    #[must_use]
    pub fn from_env() -> Rooms {
        let dir = std::env::var_os(ROOMS_DIR_VARIABLE)
            .filter(|value| !value.is_empty())
            .map_or_else(|| PathBuf::from(DEFAULT_ROOMS_DIR), PathBuf::from);
        Rooms { dir }
    }

    /// The folder the program uses: [`Rooms::from_env`], refused under the test guard unless the variable names
    /// one, so a test never meets the machine's own rooms.
    pub fn for_program() -> Result<Rooms, String> {
        if crate::store::test_guard() && std::env::var_os(ROOMS_DIR_VARIABLE).is_none_or(|v| v.is_empty()) {
            let guard = crate::store::TEST_GUARD_VARIABLE;
            return Err(format!("{guard} is set but {ROOMS_DIR_VARIABLE} is not: refusing the machine's rooms folder"));
        }
        Ok(Rooms::from_env())
    }

    /// The folder at `dir`.
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Rooms {
        Rooms { dir: dir.into() }
    }

    /// Whether the folder is too long a path for its rooms' sockets (over [`MAX_FOLDER`] bytes).
    #[must_use]
    pub fn too_long(&self) -> bool {
        self.dir.as_os_str().len() > MAX_FOLDER
    }

    /// The folder's path.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn io(path: &Path) -> impl FnOnce(io::Error) -> RoomsError {
        let path = path.to_path_buf();
        move |source| RoomsError::Io { path, source }
    }

    /// Makes the folder if it is missing (mode 1777), and checks it as [`Rooms::check`] does. The mode is set on
    /// the folder as opened (never through a link put in its place), after checking it is the one just made.
    pub fn prepare(&self) -> Result<(), RoomsError> {
        self.check_around()?;
        match fs::DirBuilder::new().mode(0o700).create(&self.dir) {
            Ok(()) => {
                let folder = shared::open_folder(&self.dir).map_err(Rooms::io(&self.dir))?;
                let meta = folder.metadata().map_err(Rooms::io(&self.dir))?;
                if meta.uid() != shared::own_uid() {
                    return Err(self.unsafe_("was replaced by another user's as it was made"));
                }
                // On the open folder (fchmod), not through the mode of `create`, which the umask would narrow.
                folder.set_permissions(fs::Permissions::from_mode(0o1777)).map_err(Rooms::io(&self.dir))?;
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(Rooms::io(&self.dir)(error)),
        }
        self.check()
    }

    fn unsafe_(&self, why: impl Into<String>) -> RoomsError {
        RoomsError::Unsafe { path: self.dir.clone(), why: why.into() }
    }

    /// Checks that the folder is one where a room's entries cannot be replaced by others: the folder itself (not
    /// a symbolic link), owned by root or this user (the owner of a folder may rename and remove every entry in
    /// it, even under the sticky bit), writable by others only with the sticky bit, and inside folders that no
    /// one else can change either. Every user of a room checks it: the host before opening it, a guest or
    /// spectator before connecting, `bao rooms` before listing.
    pub fn check(&self) -> Result<(), RoomsError> {
        self.check_around()?;
        let meta = fs::symlink_metadata(&self.dir).map_err(Rooms::io(&self.dir))?;
        if meta.file_type().is_symlink() {
            return Err(self.unsafe_("is a symbolic link; give the folder itself"));
        }
        if !meta.is_dir() {
            return Err(self.unsafe_("is not a folder"));
        }
        if !shared::trusted(meta.uid()) {
            return Err(self.unsafe_(format!(
                "is owned by another user (uid {}), who could replace any room's socket with one of their own and \
                 read its code, its seats' secrets and its moves: an administrator makes a shared one as root \
                 (install -d -m 1777 /var/lib/bao-rooms) for everyone to set {ROOMS_DIR_VARIABLE} to, or set it \
                 to a folder of your own",
                meta.uid()
            )));
        }
        let mode = meta.mode();
        let others_write = mode & 0o022 != 0;
        if others_write && mode & 0o1000 == 0 {
            return Err(self.unsafe_(
                "is writable by others without the sticky bit, so anyone could replace a room: chmod 1777 it",
            ));
        }
        Ok(())
    }

    /// Checks the folders the rooms folder is in: whoever can change one of them can replace the rooms folder
    /// itself. Each must be root's or this user's, and writable by others only with the sticky bit.
    fn check_around(&self) -> Result<(), RoomsError> {
        let parent = match self.dir.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        let parent = fs::canonicalize(parent).map_err(Rooms::io(parent))?;
        for folder in parent.ancestors() {
            let meta = fs::metadata(folder).map_err(Rooms::io(folder))?;
            let shown = folder.display();
            if !shared::trusted(meta.uid()) {
                return Err(self.unsafe_(format!(
                    "is inside {shown}, owned by another user (uid {}), who could replace the whole rooms folder: \
                     set {ROOMS_DIR_VARIABLE} to a folder elsewhere",
                    meta.uid()
                )));
            }
            if meta.mode() & 0o022 != 0 && meta.mode() & 0o1000 == 0 {
                return Err(self.unsafe_(format!(
                    "is inside {shown}, which others can write without the sticky bit, so anyone could replace \
                     the whole rooms folder: set {ROOMS_DIR_VARIABLE} to a folder elsewhere"
                )));
            }
        }
        Ok(())
    }

    /// The name a room's entries share: a hash of its code.
    fn stem(code: &RoomCode) -> String {
        let digest = Sha256::digest(format!("bao-room:{code}").as_bytes());
        super::code::hex(&digest[..16])
    }

    /// The socket of the room keeper of `bao serve`, where a session asks the server to open a room it keeps
    /// ([`super::keeper`]). Rooms' sockets are named by a digest, so no code's can be this name.
    #[must_use]
    pub fn keeper_socket(&self) -> PathBuf {
        self.dir.join("keeper.sock")
    }

    /// The socket of the lobby of `bao serve`, where each session says hello and hears who is online, the
    /// challenges and its games (`crate::lobby`), beside the keeper's.
    #[cfg(feature = "serve")]
    #[must_use]
    pub fn lobby_socket(&self) -> PathBuf {
        self.dir.join("lobby.sock")
    }

    /// The socket of the room `code`.
    #[must_use]
    pub fn socket(&self, code: &RoomCode) -> PathBuf {
        self.dir.join(format!("{}.sock", Rooms::stem(code)))
    }

    /// The public listing of the room `code`.
    #[must_use]
    pub fn public_file(&self, code: &RoomCode) -> PathBuf {
        self.dir.join(format!("{}.public", Rooms::stem(code)))
    }

    /// Opens the room `code`'s socket for others to connect to (mode 0666: connecting to a Unix socket needs
    /// write permission on it).
    ///
    /// A socket's mode can only be set through its path (`fchmod` on a socket does not reach the file), and a
    /// path in a shared folder can be swapped for a link by the folder's owner between the bind and the chmod.
    /// Setting the umask around the bind instead would change it for every thread of the process at once. So
    /// the socket is bound in a private staging folder of this user's inside the rooms folder (mode 0700, a
    /// name no one can guess, checked on the open folder), given its mode there where no one else can reach,
    /// then hard-linked to its name in the rooms folder (same file system) and the staging folder removed. A
    /// link never replaces nor follows an entry already there: if another user put something under the
    /// socket's name first (the sticky bit would not let us replace it anyway), the room is refused with a
    /// sentence saying so.
    pub fn listen(&self, code: &RoomCode) -> Result<UnixListener, RoomsError> {
        self.prepare()?;
        let path = self.socket(code);
        if self.too_long() {
            return Err(self.unsafe_(format!(
                "is too long a path for a socket (at most {MAX_FOLDER} bytes); set {ROOMS_DIR_VARIABLE} to a \
                 shorter one"
            )));
        }
        let staging = shared::Staging::new(&self.dir).map_err(Rooms::io(&self.dir))?;
        staging.listen_at(&path).map_err(|error| match error.kind() {
            io::ErrorKind::AlreadyExists => self.unsafe_(
                "already has an entry under this room's socket name (another user's, or left by a room that \
                 ended badly): host again for a new code",
            ),
            _ => Rooms::io(&path)(error),
        })
    }

    /// Connects to the room `code`, after checking the folder as [`Rooms::check`] does: in a folder another user
    /// could change, the socket may be theirs.
    pub fn connect(&self, code: &RoomCode) -> Result<UnixStream, RoomsError> {
        let no_room = || RoomsError::NoRoom { code: code.to_string(), dir: self.dir.clone() };
        match self.check() {
            Err(RoomsError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => return Err(no_room()),
            checked => checked?,
        }
        let path = self.socket(code);
        UnixStream::connect(&path).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound | io::ErrorKind::ConnectionRefused => no_room(),
            _ => Rooms::io(&path)(error),
        })
    }

    /// Writes the public listing of a room: a temporary beside it under a name no one can guess, created
    /// exclusively without following a link, given its mode (0644) on the open file, then renamed into place.
    pub fn publish(&self, code: &RoomCode, room: &PublicRoom) -> Result<(), RoomsError> {
        let path = self.public_file(code);
        let text = serde_json::to_string(room).unwrap_or_default();
        let name = shared::unguessable(&format!(".{}.", Rooms::stem(code)), ".tmp").map_err(Rooms::io(&self.dir))?;
        let temporary = self.dir.join(name);
        shared::write_new(&temporary, text.as_bytes(), 0o644).map_err(Rooms::io(&temporary))?;
        fs::rename(&temporary, &path).map_err(|error| {
            let _ = fs::remove_file(&temporary);
            Rooms::io(&path)(error)
        })
    }

    /// Removes a room's entries (its host's own, at the end).
    pub fn remove(&self, code: &RoomCode) {
        let _ = fs::remove_file(self.socket(code));
        let _ = fs::remove_file(self.public_file(code));
    }

    /// The public rooms whose host still runs, in code order, after checking the folder as [`Rooms::check`]
    /// does. Unreadable or foreign files are passed over: a listing must be a regular file (not a link), named
    /// by its code's hash, owned by the owner of the socket beside it, its host alive.
    pub fn public(&self) -> Result<Vec<PublicRoom>, RoomsError> {
        match self.check() {
            Err(RoomsError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            checked => checked?,
        }
        let entries = fs::read_dir(&self.dir).map_err(Rooms::io(&self.dir))?;
        let mut rooms = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "public") {
                continue;
            }
            let Ok((text, owner)) = shared::read_own_file(&path, MAX_PUBLIC_BYTES) else { continue };
            let Ok(room) = serde_json::from_str::<PublicRoom>(&text) else { continue };
            let Ok(code) = room.code.parse::<RoomCode>() else { continue };
            let socket = fs::symlink_metadata(self.socket(&code));
            let hosts = socket.is_ok_and(|meta| meta.file_type().is_socket() && meta.uid() == owner);
            if path != self.public_file(&code) || !hosts || !alive(room.pid) {
                continue;
            }
            rooms.push(room);
        }
        rooms.sort_by(|a, b| a.code.cmp(&b.code));
        Ok(rooms)
    }
}

/// Whether process `pid` runs (of any user: a process of another user answers "not permitted").
fn alive(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else { return false };
    if pid <= 0 {
        return false;
    }
    // SAFETY: kill with signal 0 sends nothing; it only asks whether the process exists.
    #[allow(unsafe_code, reason = "kill(pid, 0) is the POSIX way to ask whether a process exists")]
    let answer = unsafe { libc::kill(pid, 0) };
    answer == 0 || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

#[cfg(test)]
mod tests;
