//! The confinement tested in-process: a thread of the test confines itself (Landlock holds per thread and
//! for what the thread starts, so the rest of the test process is untouched) and tries what a session's
//! program tricked by a player would: its own files must work, another player's save, the host key, the
//! other players' folder, TCP must not.

use std::fs;
use std::io::ErrorKind;
use std::os::unix::fs::OpenOptionsExt as _;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};

use super::*;

/// A server's folders as `bao serve` lays them out: two players, the rooms, the host key.
struct Scene {
    root: PathBuf,
    ali: Folders,
}

impl Scene {
    fn new(name: &str) -> Scene {
        let root = std::env::temp_dir().join(format!("bao-confine-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        for player in ["ali", "bob"] {
            fs::create_dir_all(root.join(format!("users/{player}/data/saves"))).unwrap();
            fs::create_dir_all(root.join(format!("users/{player}/config"))).unwrap();
            fs::write(root.join(format!("users/{player}/data/saves/game.json")), b"{\"a\":1}").unwrap();
            fs::write(root.join(format!("users/{player}/key")), b"ssh-ed25519 AAAA").unwrap();
        }
        fs::create_dir_all(root.join("rooms")).unwrap();
        let mut key = fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(root.join("host_key"));
        std::io::Write::write_all(key.as_mut().unwrap(), b"-----BEGIN OPENSSH PRIVATE KEY-----").unwrap();
        let ali = Folders {
            data: root.join("users/ali/data"),
            config: root.join("users/ali/config"),
            rooms: root.join("rooms"),
        };
        Scene { root, ali }
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }
}

impl Drop for Scene {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

/// The outcome of an attempt, as the error's kind (or `Ok`).
fn kind<T>(result: std::io::Result<T>) -> Result<(), ErrorKind> {
    result.map(|_| ()).map_err(|e| e.kind())
}

fn read(path: &Path) -> Result<(), ErrorKind> {
    kind(fs::read(path))
}

#[test]
fn a_confined_session_has_its_own_folders_and_nothing_of_another_player_or_the_server() {
    let scene = Scene::new("reach");
    // A TCP server outside the confinement, which the confined thread must not reach.
    let outside = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = outside.local_addr().unwrap().port();
    let (ali, root) = (scene.ali.clone(), scene.root.clone());
    let tried = std::thread::spawn(move || {
        let enforced = confine(&ali).unwrap();
        let path = |relative: &str| root.join(relative);
        let allowed = [
            read(&path("users/ali/data/saves/game.json")),
            kind(fs::write(path("users/ali/data/saves/new.json"), b"{}")),
            kind(fs::rename(path("users/ali/data/saves/new.json"), path("users/ali/data/saves/moved.json"))),
            kind(fs::create_dir(path("users/ali/data/tickets"))),
            kind(fs::write(path("users/ali/config/settings.json"), b"{}")),
            kind(UnixListener::bind(path("rooms/room.sock"))),
            kind(fs::OpenOptions::new().write(true).open("/dev/null")),
            kind(fs::read_to_string("/proc/self/status")),
        ];
        let refused = [
            read(&path("users/bob/data/saves/game.json")),
            kind(fs::write(path("users/bob/data/saves/planted.json"), b"{}")),
            read(&path("host_key")),
            read(&path("users/ali/key")),
            kind(fs::read_dir(path("users"))),
            kind(fs::write(path("users/ali/key"), b"ssh-ed25519 BBBB")),
            read(Path::new("/etc/passwd")),
            kind(std::net::TcpStream::connect(("127.0.0.1", port))),
            kind(std::net::TcpListener::bind("127.0.0.1:0")),
        ];
        (enforced, allowed, refused)
    });
    let (enforced, allowed, refused) = tried.join().unwrap();
    if enforced == Enforced::Not {
        println!("skipped: this kernel has no Landlock ({})", enforced.describe());
        return;
    }
    assert!(matches!(enforced, Enforced::Fully(_) | Enforced::Partly(_)), "{enforced:?}");
    for (n, outcome) in allowed.iter().enumerate() {
        assert_eq!(*outcome, Ok(()), "allowed attempt {n}");
    }
    for (n, outcome) in refused.iter().enumerate() {
        assert_eq!(*outcome, Err(ErrorKind::PermissionDenied), "refused attempt {n}");
    }
    // The test's own thread was never confined.
    assert_eq!(read(&scene.path("host_key")), Ok(()));
    assert_eq!(read(&scene.path("users/bob/data/saves/game.json")), Ok(()));
}

#[test]
fn a_probe_leaves_its_caller_free_and_a_missing_folder_is_refused() {
    let scene = Scene::new("probe");
    let enforced = probe(&scene.ali).unwrap();
    println!("{}", enforced.describe());
    assert_eq!(read(&scene.path("host_key")), Ok(()));
    assert_eq!(read(&scene.path("users/bob/data/saves/game.json")), Ok(()));
    let mut missing = scene.ali.clone();
    missing.config = scene.path("users/ali/nowhere");
    let error = probe(&missing).unwrap_err();
    assert!(error.contains("users/ali/nowhere"), "{error}");
}
