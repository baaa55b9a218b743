//! The keys of `bao serve`: the server's host key (made on first run, kept mode 0600), the keys it admits
//! (an OpenSSH `authorized_keys` file, or any key with `--open`), and the binding of a player's name to the
//! first key that used it, so another key cannot take the name.

use std::fs;
use std::io::Write as _;
use std::os::unix::fs::{DirBuilderExt as _, MetadataExt as _, OpenOptionsExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::{AuthorizedKeys, LineEnding, public::KeyData};
use russh::keys::{Algorithm, HashAlg, PrivateKey, PublicKey};

/// The longest player name accepted (an SSH user name).
pub const MAX_NAME_CHARS: usize = 32;

/// The host key at `path`, or a new Ed25519 key written there (mode 0600) when the file does not exist.
/// Returns whether it was made now.
pub fn host_key(path: &Path) -> Result<(PrivateKey, bool), String> {
    match fs::read_to_string(path) {
        Ok(text) => {
            let mode = fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?.permissions().mode();
            if mode & 0o077 != 0 {
                return Err(format!(
                    "{}: the host key is readable by others (mode {:o}); chmod 600 it",
                    path.display(),
                    mode & 0o777
                ));
            }
            let key = PrivateKey::from_openssh(text.as_bytes())
                .map_err(|e| format!("{}: not an OpenSSH private key ({e})", path.display()))?;
            Ok((key, false))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519)
                .map_err(|e| format!("cannot make a host key: {e}"))?;
            let text = key.to_openssh(LineEnding::LF).map_err(|e| format!("cannot encode the host key: {e}"))?;
            if let Some(folder) = path.parent() {
                fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
            }
            let mut file = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(path)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            file.write_all(text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok((key, true))
        }
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Which public keys may authenticate.
#[derive(Debug)]
pub enum Admission {
    /// Any key (`--open`): the first key to use a name is bound to it.
    Open,
    /// Only these keys (from an `authorized_keys` file).
    Listed(Vec<KeyData>),
}

impl Admission {
    /// The keys of an OpenSSH `authorized_keys` file (options before a key are allowed and ignored).
    pub fn from_file(path: &Path) -> Result<Admission, String> {
        let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut keys = Vec::new();
        for (number, entry) in AuthorizedKeys::new(&text).enumerate() {
            let entry = entry.map_err(|e| format!("{}: entry {}: {e}", path.display(), number + 1))?;
            keys.push(entry.public_key().key_data().clone());
        }
        Ok(Admission::Listed(keys))
    }

    /// Whether `key` may authenticate.
    #[must_use]
    pub fn admits(&self, key: &PublicKey) -> bool {
        match self {
            Admission::Open => true,
            Admission::Listed(keys) => keys.iter().any(|k| k == key.key_data()),
        }
    }
}

/// Whether `name` can be a player's name and a folder's: 1 to 32 letters, digits, `-`, `_` or `.`, not
/// starting with `.` or `-`.
#[must_use]
pub fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    first_ok
        && name.len() <= MAX_NAME_CHARS
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// A key's SHA-256 fingerprint, as `ssh-keygen -l` prints it (safe to log).
#[must_use]
pub fn fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// The folder of each player's key, saves and settings: `<users>/<name>/`.
#[derive(Clone, Debug)]
pub struct Users {
    folder: PathBuf,
}

/// What [`Users::bind`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Binding {
    /// The name was free and is now bound to the key.
    New,
    /// The name was already bound to this key.
    Same,
    /// The name is bound to another key.
    Taken,
}

impl Users {
    /// The players' folders under `folder`.
    #[must_use]
    pub fn at(folder: impl Into<PathBuf>) -> Users {
        Users { folder: folder.into() }
    }

    /// `name`'s folder (the name must be [`valid_name`]).
    #[must_use]
    pub fn folder(&self, name: &str) -> PathBuf {
        self.folder.join(name)
    }

    /// Whether `name` is free or bound to `key` (without binding it).
    pub fn check(&self, name: &str, key: &PublicKey) -> Result<Binding, String> {
        let path = self.folder(name).join("key");
        match fs::read_to_string(&path) {
            Ok(text) => Ok(same_key(&text, key)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Binding::New),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    /// Binds `name` to `key` if the name is free (the first key to write the file wins, even when two log in
    /// at once), and makes the player's folders, private (mode 0700).
    pub fn bind(&self, name: &str, key: &PublicKey) -> Result<Binding, String> {
        let folder = self.folder(name);
        for path in [&self.folder, &folder, &folder.join("data"), &folder.join("config")] {
            private_folder(path)?;
        }
        let path = folder.join("key");
        let line = key.to_openssh().map_err(|e| format!("cannot encode a key: {e}"))?;
        match fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(&path) {
            Ok(mut file) => {
                file.write_all(format!("{line}\n").as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
                Ok(Binding::New)
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                Ok(same_key(&text, key))
            }
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }
}

/// Makes `path` a folder only the server's user can enter (mode 0700, given as it is made, so it is never
/// open to others for a moment). One that exists already must be a folder of this user, not a link; a wider
/// mode (the 0755 of older servers) is narrowed through the folder's own descriptor, never by its path.
pub fn private_folder(path: &Path) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("{}: {e}", path.display());
    match fs::DirBuilder::new().mode(0o700).create(path) {
        Ok(()) => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(failed(e)),
    }
    let folder =
        fs::OpenOptions::new().read(true).custom_flags(libc::O_DIRECTORY | libc::O_NOFOLLOW).open(path).map_err(
            |e| match e.raw_os_error() {
                Some(libc::ELOOP | libc::ENOTDIR) if fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) => {
                    format!("{}: is a symbolic link, not a folder; remove it", path.display())
                }
                Some(libc::ENOTDIR) => format!("{}: is not a folder; remove it", path.display()),
                _ => failed(e),
            },
        )?;
    let metadata = folder.metadata().map_err(failed)?;
    #[allow(unsafe_code, reason = "geteuid has no preconditions and cannot fail")]
    let me = unsafe { libc::geteuid() };
    if metadata.uid() != me {
        return Err(format!(
            "{}: belongs to another user (uid {}), not to the server's (uid {me}); remove it",
            path.display(),
            metadata.uid()
        ));
    }
    if metadata.mode() & 0o077 != 0 {
        folder.set_permissions(fs::Permissions::from_mode(0o700)).map_err(failed)?;
    }
    Ok(())
}

/// Whether the key file's text holds `key`.
fn same_key(text: &str, key: &PublicKey) -> Binding {
    match PublicKey::from_openssh(text.trim()) {
        Ok(bound) if bound.key_data() == key.key_data() => Binding::Same,
        _ => Binding::Taken,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> PublicKey {
        PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).unwrap().public_key().clone()
    }

    #[test]
    fn names_are_plain_words() {
        for good in ["ali", "Ali_2", "a.b-c", "_x"] {
            assert!(valid_name(good), "{good}");
        }
        for bad in ["", ".hidden", "-x", "a/b", "..", "é", &"x".repeat(33), "a b"] {
            assert!(!valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn a_name_is_bound_to_its_first_key() {
        let folder = std::env::temp_dir().join(format!("bao-serve-users-{}", std::process::id()));
        let users = Users::at(&folder);
        let (first, second) = (key(), key());
        assert_eq!(users.check("ali", &first).unwrap(), Binding::New);
        assert_eq!(users.bind("ali", &first).unwrap(), Binding::New);
        assert_eq!(users.bind("ali", &first).unwrap(), Binding::Same);
        assert_eq!(users.check("ali", &second).unwrap(), Binding::Taken);
        assert_eq!(users.bind("ali", &second).unwrap(), Binding::Taken);
        assert_eq!(users.bind("bea", &second).unwrap(), Binding::New);
        fs::remove_dir_all(&folder).unwrap();
    }

    fn mode(path: &Path) -> u32 {
        fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_players_folders_are_private_and_an_old_open_one_is_narrowed() {
        let folder = std::env::temp_dir().join(format!("bao-serve-private-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        let users = Users::at(&folder);
        assert_eq!(users.bind("ali", &key()).unwrap(), Binding::New);
        for path in ["", "ali", "ali/data", "ali/config"] {
            assert_eq!(mode(&folder.join(path)), 0o700, "{path}");
        }
        // A folder left open by an older server is narrowed when its player comes back.
        fs::set_permissions(folder.join("ali"), fs::Permissions::from_mode(0o755)).unwrap();
        fs::set_permissions(folder.join("ali/data"), fs::Permissions::from_mode(0o777)).unwrap();
        assert_eq!(users.bind("ali", &key()).unwrap(), Binding::Taken);
        assert_eq!((mode(&folder.join("ali")), mode(&folder.join("ali/data"))), (0o700, 0o700));
        // A link where a player's folder should be is refused, and what it points to is left alone.
        let elsewhere = folder.join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        fs::set_permissions(&elsewhere, fs::Permissions::from_mode(0o755)).unwrap();
        std::os::unix::fs::symlink(&elsewhere, folder.join("bea")).unwrap();
        let error = users.bind("bea", &key()).unwrap_err();
        assert!(error.contains("is a symbolic link"), "{error}");
        assert_eq!(mode(&elsewhere), 0o755);
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_folder_of_another_user_is_refused() {
        #[allow(unsafe_code, reason = "geteuid has no preconditions")]
        if unsafe { libc::geteuid() } != 0 {
            println!("skipped: needs root to give a folder to another user");
            return;
        }
        let folder = std::env::temp_dir().join(format!("bao-serve-foreign-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(folder.join("cy")).unwrap();
        std::os::unix::fs::chown(folder.join("cy"), Some(65534), Some(65534)).unwrap();
        let error = Users::at(&folder).bind("cy", &key()).unwrap_err();
        assert!(error.contains("belongs to another user (uid 65534)"), "{error}");
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_host_key_is_made_once_and_kept_private() {
        let folder = std::env::temp_dir().join(format!("bao-serve-hostkey-{}", std::process::id()));
        let path = folder.join("host_key");
        let (made, new) = host_key(&path).unwrap();
        assert!(new);
        assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        let (kept, new) = host_key(&path).unwrap();
        assert!(!new);
        assert_eq!(made.public_key(), kept.public_key());
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        assert!(host_key(&path).unwrap_err().contains("readable by others"));
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn an_authorized_keys_file_admits_only_its_keys() {
        let folder = std::env::temp_dir().join(format!("bao-serve-authorized-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let (listed, other) = (key(), key());
        let path = folder.join("authorized_keys");
        let line = listed.to_openssh().unwrap();
        fs::write(&path, format!("# players\n\nno-pty {line} ali@home\n")).unwrap();
        let admission = Admission::from_file(&path).unwrap();
        assert!(admission.admits(&listed));
        assert!(!admission.admits(&other));
        assert!(Admission::Open.admits(&other));
        fs::remove_dir_all(&folder).unwrap();
    }
}
