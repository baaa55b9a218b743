//! Where rooms meet: a folder of Unix domain sockets that every user of the machine can use.
//!
//! The folder is `BAO_ROOMS_DIR`, or `/tmp/bao-rooms` (the one place two different users of a host share
//! without an administrator). It is made like `/tmp` itself: writable by everyone, with the sticky bit, so any
//! user can open a room there but only a room's own host (or the folder's owner) can remove or replace its
//! entries. A folder writable by others without the sticky bit is refused: anyone could put their own socket in
//! place of a room's. An administrator who wants no user to own the folder makes it owned by root
//! (`install -d -m 1777 /var/lib/bao-rooms`) and sets `BAO_ROOMS_DIR`.
//!
//! A room's socket is named by a hash of its code, never by the code itself, so listing the folder gives no
//! code away: a private room is joined only by someone told its code. A public room (`--public`) also has a
//! small `.public` file beside its socket with what `bao rooms` lists.

use std::fs;
use std::io;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use super::code::RoomCode;

/// The variable naming the rooms folder.
pub const ROOMS_DIR_VARIABLE: &str = "BAO_ROOMS_DIR";

/// The rooms folder used when the variable is not set.
pub const DEFAULT_ROOMS_DIR: &str = "/tmp/bao-rooms";

/// The longest path a Unix socket can have on Linux (`sun_path`, less its final zero byte).
const MAX_SOCKET_PATH: usize = 107;

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

    /// The folder's path.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn io(path: &Path) -> impl FnOnce(io::Error) -> RoomsError {
        let path = path.to_path_buf();
        move |source| RoomsError::Io { path, source }
    }

    /// Makes the folder if it is missing (mode 1777), and checks that it is a folder where a room's entries
    /// cannot be replaced by others: not a symbolic link, and writable by others only with the sticky bit.
    pub fn prepare(&self) -> Result<(), RoomsError> {
        match fs::create_dir(&self.dir) {
            Ok(()) => {
                // Not through the mode of `create_dir`, which the umask would narrow.
                fs::set_permissions(&self.dir, fs::Permissions::from_mode(0o1777)).map_err(Rooms::io(&self.dir))?;
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(Rooms::io(&self.dir)(error)),
        }
        self.check()
    }

    /// Checks the folder as [`Rooms::prepare`] does, without making it.
    pub fn check(&self) -> Result<(), RoomsError> {
        let unsafe_ = |why: &str| RoomsError::Unsafe { path: self.dir.clone(), why: why.into() };
        let meta = fs::symlink_metadata(&self.dir).map_err(Rooms::io(&self.dir))?;
        if meta.file_type().is_symlink() {
            return Err(unsafe_("is a symbolic link; give the folder itself"));
        }
        if !meta.is_dir() {
            return Err(unsafe_("is not a folder"));
        }
        let mode = meta.mode();
        let others_write = mode & 0o022 != 0;
        if others_write && mode & 0o1000 == 0 {
            return Err(unsafe_(
                "is writable by others without the sticky bit, so anyone could replace a room: chmod 1777 it",
            ));
        }
        Ok(())
    }

    /// The name a room's entries share: a hash of its code.
    fn stem(code: &RoomCode) -> String {
        let digest = Sha256::digest(format!("bao-room:{code}").as_bytes());
        super::code::hex(&digest[..16])
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
    pub fn listen(&self, code: &RoomCode) -> Result<UnixListener, RoomsError> {
        self.prepare()?;
        let path = self.socket(code);
        if path.as_os_str().len() > MAX_SOCKET_PATH {
            return Err(RoomsError::Unsafe {
                path: self.dir.clone(),
                why: format!(
                    "is too long a path for a socket (at most {} bytes); set {ROOMS_DIR_VARIABLE} to a shorter one",
                    MAX_SOCKET_PATH - 38
                ),
            });
        }
        let listener = UnixListener::bind(&path).map_err(Rooms::io(&path))?;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o666)).map_err(Rooms::io(&path))?;
        Ok(listener)
    }

    /// Connects to the room `code`.
    pub fn connect(&self, code: &RoomCode) -> Result<UnixStream, RoomsError> {
        let path = self.socket(code);
        UnixStream::connect(&path).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound | io::ErrorKind::ConnectionRefused => {
                RoomsError::NoRoom { code: code.to_string(), dir: self.dir.clone() }
            }
            _ => Rooms::io(&path)(error),
        })
    }

    /// Writes the public listing of a room (atomically: a file written beside it, then renamed).
    pub fn publish(&self, code: &RoomCode, room: &PublicRoom) -> Result<(), RoomsError> {
        let path = self.public_file(code);
        let text = serde_json::to_string(room).unwrap_or_default();
        let temporary = self.dir.join(format!(".{}.{}.tmp", Rooms::stem(code), std::process::id()));
        fs::write(&temporary, text).map_err(Rooms::io(&temporary))?;
        fs::set_permissions(&temporary, fs::Permissions::from_mode(0o644)).map_err(Rooms::io(&temporary))?;
        fs::rename(&temporary, &path).map_err(Rooms::io(&path))
    }

    /// Removes a room's entries (its host's own, at the end).
    pub fn remove(&self, code: &RoomCode) {
        let _ = fs::remove_file(self.socket(code));
        let _ = fs::remove_file(self.public_file(code));
    }

    /// The public rooms whose host still runs, in code order. Unreadable or foreign files are passed over.
    pub fn public(&self) -> Result<Vec<PublicRoom>, RoomsError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(Rooms::io(&self.dir)(error)),
        };
        let mut rooms = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "public") {
                continue;
            }
            let Ok(text) = crate::store::read_text_limited(&path, MAX_PUBLIC_BYTES) else { continue };
            let Ok(room) = serde_json::from_str::<PublicRoom>(&text) else { continue };
            // A listing must be the room's own: named by its code's hash, its socket beside it, its host alive.
            let Ok(code) = room.code.parse::<RoomCode>() else { continue };
            if path != self.public_file(&code) || !self.socket(&code).exists() || !alive(room.pid) {
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
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn folder(name: &str) -> Rooms {
        let dir = std::env::temp_dir().join(format!("bao-rooms-test-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        Rooms::at(dir)
    }

    #[test]
    fn the_folder_is_made_like_tmp_and_a_room_can_be_connected_to_by_anyone() {
        let rooms = folder("made");
        let code = RoomCode::random(Variant::Kingulu).unwrap();
        let _listener = rooms.listen(&code).unwrap();
        let mode = fs::metadata(rooms.dir()).unwrap().mode();
        assert_eq!(mode & 0o7777, 0o1777);
        assert_eq!(fs::metadata(rooms.socket(&code)).unwrap().mode() & 0o777, 0o666);
        // The socket's name gives no code away.
        let name = rooms.socket(&code).file_name().unwrap().to_string_lossy().into_owned();
        assert!(!name.contains(code.letters()), "{name}");
        assert!(rooms.connect(&code).is_ok());
        rooms.remove(&code);
        assert!(matches!(rooms.connect(&code), Err(RoomsError::NoRoom { .. })));
        let _ = fs::remove_dir_all(rooms.dir());
    }

    #[test]
    fn a_folder_others_can_write_without_the_sticky_bit_is_refused() {
        let rooms = folder("open");
        fs::create_dir(rooms.dir()).unwrap();
        fs::set_permissions(rooms.dir(), fs::Permissions::from_mode(0o777)).unwrap();
        let error = rooms.prepare().unwrap_err().to_string();
        assert!(error.contains("sticky bit"), "{error}");
        let _ = fs::remove_dir_all(rooms.dir());
        let link = folder("link");
        std::os::unix::fs::symlink("/tmp", link.dir()).unwrap();
        assert!(link.prepare().unwrap_err().to_string().contains("symbolic link"));
        let _ = fs::remove_file(link.dir());
    }

    #[test]
    fn only_live_public_rooms_with_their_socket_are_listed() {
        let rooms = folder("public");
        let live = RoomCode::random(Variant::Kete).unwrap();
        let _listener = rooms.listen(&live).unwrap();
        let room = |code: &RoomCode, pid| PublicRoom {
            code: code.to_string(),
            variant: "kete".into(),
            players: "ada vs (free)".into(),
            moves: 0,
            spectators: 0,
            pid,
        };
        rooms.publish(&live, &room(&live, std::process::id())).unwrap();
        // A listing whose host is gone, one without a socket, and a file that is not a listing.
        let gone = RoomCode::random(Variant::Kete).unwrap();
        let _gone_listener = rooms.listen(&gone).unwrap();
        rooms.publish(&gone, &room(&gone, u32::MAX - 1)).unwrap();
        let lost = RoomCode::random(Variant::Kete).unwrap();
        rooms.publish(&lost, &room(&lost, std::process::id())).unwrap();
        fs::write(rooms.dir().join("junk.public"), "{not json").unwrap();
        assert_eq!(rooms.public().unwrap(), vec![room(&live, std::process::id())]);
        let _ = fs::remove_dir_all(rooms.dir());
    }
}
