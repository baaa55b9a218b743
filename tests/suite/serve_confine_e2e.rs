//! A session of `bao serve` keeps to its own player: the real program, run as the server runs it (its
//! environment: the player's folders, the server's rooms, `BAO_SERVE_SESSION=1`), is asked through a plain
//! command of its own (`bao export PATH`) to read another player's save and the server's host key, and the
//! kernel (Landlock) refuses; the same command without the confinement reads them, so the refusal is the
//! confinement's. Over SSH, the server logs whether Landlock is enforced, makes the player's folders
//! private, and the saves screen names the player's folder, not the server's path.

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use bao::internal::serve::confine::{Enforced, Folders, probe};

use super::sandbox::{Sandbox, bao_command};
use super::serve_e2e::{Screen, Server, key, runtime};

/// A shipped example game, a valid save.
fn example_save() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/kete-complete-game.json")
}

/// `bao ARGS` as a session of `name` on a server whose data folder is `serve`, confined or not.
fn session_command(serve: &Path, name: &str, confined: bool) -> Command {
    let home = serve.join("users").join(name);
    let mut command = bao_command(&home.join("data"), &home.join("config"));
    command.env("BAO_ROOMS_DIR", serve.join("rooms")).env("HOME", &home);
    if confined {
        command.env("BAO_SERVE_SESSION", "1");
    }
    command
}

#[test]
fn a_sessions_program_cannot_read_another_players_save_or_the_host_key() {
    let sandbox = Sandbox::new("confine");
    let serve = sandbox.root().join("serve");
    for dir in ["users/ali/data/saves", "users/ali/config", "users/bob/data/saves", "users/bob/config", "rooms"] {
        std::fs::create_dir_all(serve.join(dir)).unwrap();
    }
    let (own, other) = (serve.join("users/ali/data/saves/mine.json"), serve.join("users/bob/data/saves/his.json"));
    std::fs::copy(example_save(), &own).unwrap();
    std::fs::copy(example_save(), &other).unwrap();
    let host_key = serve.join("host_key");
    std::fs::write(&host_key, "-----BEGIN OPENSSH PRIVATE KEY-----\n").unwrap();
    std::fs::set_permissions(&host_key, std::fs::Permissions::from_mode(0o600)).unwrap();
    let folders = Folders { data: serve.join("rooms"), config: serve.join("rooms"), rooms: serve.join("rooms") };
    if probe(&folders).unwrap() == Enforced::Not {
        println!("skipped: this kernel has no Landlock, so sessions run unconfined");
        return;
    }
    let export = |path: &Path, confined: bool| {
        let output = session_command(&serve, "ali", confined).arg("export").arg(path).output().unwrap();
        (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
    };
    // Unconfined, the program reads bob's save as readily as ali's: the attack the confinement stops.
    assert!(export(&other, false).0, "the unconfined program could not read the save at all");
    let (_, unconfined_key) = export(&host_key, false);
    assert!(!unconfined_key.contains("denied"), "{unconfined_key}");
    // Confined, its own save still works; bob's and the host key are refused by the kernel.
    let (ok, errors) = export(&own, true);
    assert!(ok, "the confined program could not read its own save: {errors}");
    for path in [&other, &host_key] {
        let (ok, errors) = export(path, true);
        assert!(!ok && errors.contains("Permission denied"), "{}: {errors}", path.display());
    }
    // The listing of its own saves works too.
    let listed = session_command(&serve, "ali", true).arg("saves").output().unwrap();
    assert!(listed.status.success(), "{}", String::from_utf8_lossy(&listed.stderr));
    assert!(String::from_utf8_lossy(&listed.stdout).contains("mine"));
}

#[test]
fn a_session_is_confined_private_and_shown_its_own_folder() {
    let server = Server::start("serve-private", &[], &[]);
    server.wait_log("landlock ");
    let enforced = server.log.lock().unwrap().iter().any(|line| line.contains("landlock enforced"));
    println!("landlock enforced: {enforced}");
    runtime().block_on(async {
        let mut screen = Screen::open(server.address, "ali", &key(1)).await;
        screen.wait_text("play and study East African mancala").await;
        screen.keys("o").await;
        screen.wait_text("Saved games").await;
        screen.wait_text("~/data/saves").await;
        let root = server.sandbox.root().to_string_lossy().into_owned();
        assert!(!screen.text().contains(&root), "{}", screen.text());
    });
    let users = server.sandbox.data().join("serve/users");
    for path in [users.clone(), users.join("ali"), users.join("ali/data"), users.join("ali/config")] {
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "{}", path.display());
    }
}
