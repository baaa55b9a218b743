//! Defence in depth for `bao serve`: each session's program runs as the server's Unix user, so a flaw in it
//! could reach every player's saves and the host key. It confines itself with the kernel's Landlock (Linux
//! 5.13 and later; more rights on later kernels) to what it needs, before it opens anything else or reads a
//! byte of the player's input:
//!
//! - its own player's data and settings folders and the server's rooms folder, whole;
//! - for reading only: the shared libraries, the time zones, the terminal descriptions and its own binary;
//! - the terminal devices (`/dev/pts`, `/dev/tty`, `/dev/null`) and its own `/proc/self`;
//! - no TCP or UDP at all, no signals to processes outside its confinement, no abstract Unix sockets.
//!
//! Every other file is out of reach, whatever the program is tricked into opening: another player's folder,
//! the host key, the server's log. The program applies it to itself at its start (see [`crate::served`])
//! rather than the server between fork and exec (portable-pty offers no hook there): the rules hold before
//! any player input is read, and every thread and process the program starts inherits them.
//!
//! On a kernel without Landlock nothing is enforced and the program runs as before; the server probes the
//! kernel at its start and logs what holds ([`probe`]).

use std::path::PathBuf;

use landlock::{
    ABI, Access, AccessFs, AccessNet, LandlockStatus, PathBeneath, PathFd, Ruleset, RulesetAttr, RulesetCreatedAttr,
    RulesetStatus, Scope, path_beneath_rules,
};

/// The rights asked for are the newest the crate knows; an older kernel enforces those it has (best effort).
const ASKED: ABI = ABI::V10;

/// What a session's program reads to run, where it exists on this machine.
const READ_ONLY: [&str; 14] = [
    "/lib",
    "/lib32",
    "/lib64",
    "/usr/lib",
    "/usr/lib32",
    "/usr/lib64",
    "/usr/local/lib",
    "/etc/ld.so.cache",
    "/etc/localtime",
    "/etc/terminfo",
    "/usr/share/terminfo",
    "/usr/share/zoneinfo",
    "/dev/urandom",
    "/proc/self",
];

/// The terminal devices, read and written.
const DEVICES: [&str; 3] = ["/dev/null", "/dev/tty", "/dev/pts"];

/// The folders a session's program has whole.
#[derive(Clone, Debug)]
pub struct Folders {
    /// The player's data folder (saves, tickets, progress).
    pub data: PathBuf,
    /// The player's settings folder.
    pub config: PathBuf,
    /// The server's rooms folder.
    pub rooms: PathBuf,
}

/// What the kernel enforces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enforced {
    /// Every rule asked for (the kernel knows every right this program asks for).
    Fully(ABI),
    /// The rules of the kernel's Landlock version (older than the newest this program knows).
    Partly(ABI),
    /// Nothing: the kernel has no Landlock, or it is turned off.
    Not,
}

impl Enforced {
    /// A line for the server's log.
    #[must_use]
    pub fn describe(self) -> String {
        let rights = "files, TCP, signals and abstract sockets as the kernel supports";
        match self {
            Enforced::Fully(abi) => format!("landlock enforced (kernel ABI {}): every rule", abi as u8),
            Enforced::Partly(abi) => format!("landlock enforced (kernel ABI {}): {rights}", abi as u8),
            Enforced::Not => "landlock not enforced: this kernel has no Landlock (Linux 5.13 or later, with \
                              landlock in the lsm= boot list); sessions run unconfined"
                .to_string(),
        }
    }
}

/// Confines the calling thread, and every thread and process it starts from now on, to `folders` and what the
/// program needs to run. Fails if a folder cannot be opened or the kernel refuses a rule; on a kernel without
/// Landlock it succeeds with [`Enforced::Not`].
pub fn confine(folders: &Folders) -> Result<Enforced, String> {
    let failed = |e: landlock::RulesetError| e.to_string();
    let read = AccessFs::from_read(ASKED);
    let device = read | AccessFs::WriteFile | AccessFs::IoctlDev | AccessFs::Truncate;
    let program: Option<PathBuf> = std::env::current_exe().ok();
    let mut ruleset = Ruleset::default()
        .handle_access(AccessFs::from_all(ASKED))
        .map_err(failed)?
        .handle_access(AccessNet::from_all(ASKED))
        .map_err(failed)?
        .scope(Scope::from_all(ASKED))
        .map_err(failed)?
        .create()
        .map_err(failed)?
        .add_rules(path_beneath_rules(READ_ONLY.iter().map(PathBuf::from).chain(program), read))
        .map_err(failed)?
        .add_rules(path_beneath_rules(DEVICES, device))
        .map_err(failed)?;
    for folder in [&folders.data, &folders.config, &folders.rooms] {
        let fd = PathFd::new(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        ruleset = ruleset.add_rule(PathBeneath::new(fd, AccessFs::from_all(ASKED))).map_err(failed)?;
    }
    let status = ruleset.restrict_self().map_err(failed)?;
    let LandlockStatus::Available { effective_abi: abi, .. } = status.landlock else {
        return Ok(Enforced::Not);
    };
    Ok(match status.ruleset {
        RulesetStatus::FullyEnforced => Enforced::Fully(abi),
        RulesetStatus::PartiallyEnforced => Enforced::Partly(abi),
        RulesetStatus::NotEnforced => Enforced::Not,
    })
}

/// What this kernel enforces, found by confining a thread of its own to `folders` (the thread then ends;
/// the caller stays unconfined).
pub fn probe(folders: &Folders) -> Result<Enforced, String> {
    let folders = folders.clone();
    std::thread::spawn(move || confine(&folders))
        .join()
        .map_err(|_| "the landlock probe's thread failed".to_string())?
}

#[cfg(test)]
mod tests;
