//! Every program a test starts runs in a sandbox: its own temporary data folder (`BAO_DATA_DIR`) and
//! configuration folder (`BAO_CONFIG_DIR`), and the test guard (`BAO_TEST_GUARD`) on, under which the program
//! refuses to start if either folder is missing, so it can never fall back to the user's real folders. This
//! file is the only one that names the binary; a test below checks that no other test starts it directly.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use bao::internal::store::Store;
use portable_pty::CommandBuilder;

/// The program under test.
const BINARY: &str = env!("CARGO_BIN_EXE_bao");

/// The environment every started program gets: both folders, and the guard; and a UTF-8 locale, whatever the
/// machine running the tests has (a locale that is not UTF-8 draws in ASCII: a test that wants one sets it).
/// `LC_ALL` and `LC_CTYPE` are emptied, which counts as unset.
fn variables(data: &Path, config: &Path) -> [(&'static str, PathBuf); 6] {
    [
        ("BAO_DATA_DIR", data.to_path_buf()),
        ("BAO_CONFIG_DIR", config.to_path_buf()),
        ("BAO_TEST_GUARD", PathBuf::from("1")),
        ("LANG", PathBuf::from("C.UTF-8")),
        ("LC_ALL", PathBuf::new()),
        ("LC_CTYPE", PathBuf::new()),
    ]
}

/// `bao` with `data` and `config` as its folders (both should be temporary) and the guard on.
pub(super) fn bao_command(data: &Path, config: &Path) -> Command {
    let mut command = Command::new(BINARY);
    command.envs(variables(data, config));
    command
}

/// The same, for a pseudo-terminal.
pub(super) fn bao_pty_command(data: &Path, config: &Path) -> CommandBuilder {
    let mut command = CommandBuilder::new(BINARY);
    for (key, value) in variables(data, config) {
        command.env(key, value);
    }
    command
}

/// Runs `bao args` in a fresh sandbox (for commands that need no files), which is removed after.
pub(super) fn run(args: &[&str]) -> Output {
    let sandbox = Sandbox::new("run");
    sandbox.command().args(args).output().expect("the bao binary runs")
}

/// A Unix user other than the one running the tests, whose programs a sandbox can run (see [`Sandbox::new_as`]).
#[cfg(unix)]
#[derive(Clone, Copy, Debug)]
pub(super) struct UnixUser {
    /// The user's id.
    pub(super) uid: u32,
    /// The user's group.
    pub(super) gid: u32,
}

/// A temporary folder holding a data folder and a configuration folder, removed when dropped.
pub(super) struct Sandbox {
    root: PathBuf,
    /// The user its programs run as, and the binary that user can run; none for the test's own user.
    #[cfg(unix)]
    user: Option<(UnixUser, PathBuf)>,
}

impl Sandbox {
    /// A fresh sandbox, unique to this test process, `name` and the sandbox's rank in this process.
    pub(super) fn new(name: &str) -> Sandbox {
        use std::sync::atomic::{AtomicU32, Ordering};
        static MADE: AtomicU32 = AtomicU32::new(0);
        let rank = MADE.fetch_add(1, Ordering::Relaxed);
        let root = std::env::temp_dir().join(format!("bao-sandbox-{name}-{}-{rank}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("data")).unwrap();
        fs::create_dir_all(root.join("config")).unwrap();
        Sandbox {
            root,
            #[cfg(unix)]
            user: None,
        }
    }

    /// A fresh sandbox given to `user`, whose programs run as that user (`setpriv`, with no other groups), from
    /// the test's binary if that user can run it, else from a copy in the sandbox (mode 0755). Only root can
    /// make one.
    #[cfg(unix)]
    pub(super) fn new_as(name: &str, user: UnixUser) -> Sandbox {
        use std::os::unix::fs::PermissionsExt as _;
        let mut sandbox = Sandbox::new(name);
        let reachable = as_user(user, "test").args(["-x", BINARY]).status().unwrap().success();
        let binary = if reachable {
            PathBuf::from(BINARY)
        } else {
            let copy = sandbox.root.join("bao");
            fs::copy(BINARY, &copy).unwrap();
            fs::set_permissions(&copy, fs::Permissions::from_mode(0o755)).unwrap();
            copy
        };
        let owner = format!("{}:{}", user.uid, user.gid);
        for folder in [sandbox.root.clone(), sandbox.data(), sandbox.config()] {
            let given = Command::new("chown").arg(&owner).arg(&folder).status().unwrap();
            assert!(given.success(), "chown {owner} {}", folder.display());
        }
        sandbox.user = Some((user, binary));
        sandbox
    }

    /// The data folder (`BAO_DATA_DIR`); the saves are in its `saves` folder.
    pub(super) fn data(&self) -> PathBuf {
        self.root.join("data")
    }

    /// The configuration folder (`BAO_CONFIG_DIR`).
    pub(super) fn config(&self) -> PathBuf {
        self.root.join("config")
    }

    /// The store the program saves to.
    pub(super) fn store(&self) -> Store {
        Store::at(self.data().join("saves"))
    }

    /// `bao` in this sandbox (as its user, if it has one).
    pub(super) fn command(&self) -> Command {
        #[cfg(unix)]
        if let Some((user, binary)) = &self.user {
            let mut command = as_user(*user, binary);
            command.envs(variables(&self.data(), &self.config())).env("HOME", &self.root);
            return command;
        }
        bao_command(&self.data(), &self.config())
    }

    /// `bao serve ARGS` in this sandbox, with a rooms folder (`BAO_ROOMS_DIR`) of its own besides: its sessions
    /// inherit the guard, so they too keep to the sandbox's folders.
    #[cfg(feature = "serve")]
    pub(super) fn serve_command(&self, args: &[&str]) -> Command {
        let rooms = self.root.join("rooms");
        fs::create_dir_all(&rooms).unwrap();
        let mut command = self.command();
        command.env("BAO_ROOMS_DIR", rooms).arg("serve").args(args);
        command
    }

    /// The sandbox's root folder, for files a test puts beside the two folders.
    #[cfg(feature = "serve")]
    pub(super) fn root(&self) -> &Path {
        &self.root
    }

    /// `bao` in this sandbox (as its user, if it has one), for a pseudo-terminal.
    pub(super) fn pty_command(&self) -> CommandBuilder {
        #[cfg(unix)]
        if let Some((user, binary)) = &self.user {
            let mut command = CommandBuilder::new("setpriv");
            command.args(setpriv_args(*user));
            command.arg(binary);
            for (key, value) in variables(&self.data(), &self.config()) {
                command.env(key, value);
            }
            command.env("HOME", &self.root);
            return command;
        }
        bao_pty_command(&self.data(), &self.config())
    }
}

/// OpenSSH's client `ssh` with `args`, for a pseudo-terminal: not the program under test, so none of the
/// sandbox's variables but a terminal type (it reads no configuration a test does not name: `-F /dev/null`).
#[cfg(feature = "serve")]
pub(super) fn ssh_pty_command(ssh: &Path, args: &[&str]) -> CommandBuilder {
    let mut command = CommandBuilder::new(ssh);
    command.args(args);
    command.env("TERM", "xterm-256color");
    command
}

/// `setpriv`'s arguments to run a program as `user`, with that user's group only.
#[cfg(unix)]
fn setpriv_args(user: UnixUser) -> Vec<String> {
    let (uid, gid) = (user.uid.to_string(), user.gid.to_string());
    ["--reuid", uid.as_str(), "--regid", gid.as_str(), "--clear-groups", "--"].map(String::from).to_vec()
}

/// `program` run as `user`.
#[cfg(unix)]
fn as_user(user: UnixUser, program: impl AsRef<std::ffi::OsStr>) -> Command {
    let mut command = Command::new("setpriv");
    command.args(setpriv_args(user)).arg(program);
    command
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

#[test]
fn no_test_starts_the_binary_outside_the_sandbox() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = vec![folder.clone()];
    let mut offenders = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("suite/sandbox.rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for needle in ["CARGO_BIN_EXE_", "CommandBuilder::new", "BAO_TEST_GUARD"] {
            if text.contains(needle) {
                offenders.push(format!("{}: {needle}", path.display()));
            }
        }
    }
    assert!(offenders.is_empty(), "start bao through tests/suite/sandbox.rs only: {offenders:?}");
}

#[test]
fn the_guard_refuses_to_start_without_both_temporary_folders() {
    let sandbox = Sandbox::new("guard");
    for missing in ["BAO_DATA_DIR", "BAO_CONFIG_DIR"] {
        for how in ["unset", "empty"] {
            let mut command = sandbox.command();
            if how == "unset" {
                command.env_remove(missing);
            } else {
                command.env(missing, "");
            }
            let output = command.args(["saves"]).output().unwrap();
            assert_eq!(output.status.code(), Some(1), "{missing} {how}");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(stderr.contains(&format!("BAO_TEST_GUARD is set but {missing} is not")), "{stderr}");
            assert!(output.stdout.is_empty());
        }
    }
    assert!(sandbox.command().args(["saves"]).output().unwrap().status.success());
}
