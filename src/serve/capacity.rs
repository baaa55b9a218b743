//! The machine's own limits on sessions, before memory: each session of `bao serve` takes a pseudo-terminal,
//! file descriptors in the server, and tasks (its program's process and threads, and the server's threads for
//! it), and the kernel and the server's user bound each of those. The spawner, the helper process that starts
//! the programs, is one task and a few descriptors in all (started just after these are read), not per session. The server raises what it may (its own
//! limit of open files, to the hard limit), reads the rest once at start, logs how many sessions they allow
//! and which binds first, and refuses a `--max-sessions` above that with a sentence naming the setting to
//! change (docs/serving.md says how an administrator raises each).
//!
//! The arithmetic is plain ([`bounds`] over [`Readings`]); reading the machine is [`read`], Linux's `/proc`
//! and `getrlimit`, outside it.

/// The file descriptors the server holds for one session, measured: the SSH connection's socket, the
/// pseudo-terminal's main side (one descriptor, read and written by the server's runtime) and the lobby's
/// connection (one, shared by its reading and writing tasks). `bao serve` with 3 sessions held 23, with none 14
/// (it was 7 a session while each session had threads of its own). A player in a room the server keeps adds the
/// room's connections in the server (docs/serving.md). The spawner, the helper process that starts every
/// session's program (`serve::spawner`), is not counted a session: it is one of the server's descriptors (its
/// socket) and a handful of its own (5) in all, however many sessions there are.
pub const FILES_PER_SESSION: u64 = 3;

/// The tasks (processes and threads, which Linux counts alike for `kernel.pid_max`, `kernel.threads-max` and
/// a user's process limit) one session takes, measured: its program's process and 5 threads (the interface's
/// own, its input's and signals' and hang-up's, and the engine's worker). The server takes none of its own for
/// a session: its connections are tasks of its runtime, and the program is started by the spawner, a helper
/// process of one thread in all, not a session (`serve::spawner`). `bao serve` with 3 sessions had 7 threads,
/// as with none; each session's program had 6 (it was 11 a session while the server had a thread for each pipe
/// and connection).
pub const TASKS_PER_SESSION: u64 = 6;

/// What a player in a room the server keeps adds to [`FILES_PER_SESSION`], measured with two players in a room:
/// the room's connection to the player's program (one descriptor, carried by the server's runtime) and half of
/// the room's listening socket and its twin (2 a room), so 2 a player. `bao serve` with 3 sessions, two of them
/// in a room, held 27 descriptors, with none in a room 23 (31 while a room's connections were a thread each way,
/// each with its own copy of the descriptor).
pub const ROOM_FILES_PER_PLAYER: u64 = 2;

/// What a player in a room adds to [`TASKS_PER_SESSION`], measured likewise: in the server, half of the room's
/// own two threads (its authority's and its accepting); in the program, the room link's 3 threads. 4 in all.
/// With two players in a room the server had 9 threads (7 without; 13 while the room's connections had threads),
/// and their programs 9 each (6 without).
pub const ROOM_TASKS_PER_PLAYER: u64 = 4;

/// What the machine allows, as read at the server's start. A figure that could not be read is `None` and
/// bounds nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Readings {
    /// The server's limit of open files (`RLIMIT_NOFILE`'s soft limit, after raising it to the hard one).
    pub open_files: Option<u64>,
    /// The files the server has open already.
    pub files_open: u64,
    /// `kernel.pty.max`: pseudo-terminals the kernel gives in all.
    pub pty_max: Option<u64>,
    /// `kernel.pty.nr`: pseudo-terminals in use already.
    pub ptys_in_use: u64,
    /// `kernel.pid_max`: the highest task number, so the most tasks at once.
    pub pid_max: Option<u64>,
    /// `kernel.threads-max`: the most tasks at once, however numbered.
    pub threads_max: Option<u64>,
    /// The tasks running on the machine already.
    pub tasks_running: u64,
    /// The user's limit of tasks (`RLIMIT_NPROC`'s soft limit; none for root, whom it does not bind).
    pub user_tasks: Option<u64>,
}

/// One limit and the sessions it allows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bound {
    /// The setting, as an administrator changes it (`kernel.pid_max`).
    pub setting: &'static str,
    /// Its value now.
    pub value: u64,
    /// The sessions it allows, what is in use already left out.
    pub sessions: u64,
    /// What a session takes of it.
    pub resource: Resource,
    /// How to raise it.
    pub raise: &'static str,
}

/// What a session takes of a limit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Resource {
    /// Open files of the server.
    Files,
    /// Pseudo-terminals.
    Terminals,
    /// Tasks (processes and threads).
    Tasks,
}

impl Resource {
    /// How much of it a session takes, and how much a session whose player is in a room.
    const fn taken(self) -> (u64, u64) {
        match self {
            Resource::Files => (FILES_PER_SESSION, FILES_PER_SESSION + ROOM_FILES_PER_PLAYER),
            Resource::Terminals => (1, 1),
            Resource::Tasks => (TASKS_PER_SESSION, TASKS_PER_SESSION + ROOM_TASKS_PER_PLAYER),
        }
    }

    /// `6 tasks a session`.
    fn per_session(self) -> String {
        let (count, _) = self.taken();
        let unit = match self {
            Resource::Files => "files",
            Resource::Terminals => "pseudo-terminal",
            Resource::Tasks => "tasks",
        };
        format!("{count} {unit} a session")
    }
}

impl Bound {
    /// `kernel.pid_max (32768; 6 tasks a session) allows 5,400 sessions`.
    #[must_use]
    pub fn words(&self) -> String {
        format!("{} ({}; {}) allows {} sessions", self.setting, self.value, self.resource.per_session(), self.sessions)
    }

    /// The sessions it allows if every player is in a room.
    fn in_rooms(&self) -> u64 {
        let (alone, in_room) = self.resource.taken();
        self.sessions * alone / in_room
    }
}

/// Each limit that could be read and the sessions it allows, the tightest first.
#[must_use]
pub fn bounds(readings: &Readings) -> Vec<Bound> {
    let mut found = Vec::new();
    if let Some(files) = readings.open_files {
        found.push(Bound {
            setting: "the server's open files (RLIMIT_NOFILE)",
            value: files,
            sessions: files.saturating_sub(readings.files_open) / FILES_PER_SESSION,
            resource: Resource::Files,
            raise: "raise the hard limit of open files for the server's user (ulimit -Hn, or LimitNOFILE= in its \
                    systemd unit, or nofile in /etc/security/limits.conf); the server raises its own soft limit to it",
        });
    }
    if let Some(ptys) = readings.pty_max {
        found.push(Bound {
            setting: "kernel.pty.max",
            value: ptys,
            sessions: ptys.saturating_sub(readings.ptys_in_use),
            resource: Resource::Terminals,
            raise: "sysctl -w kernel.pty.max=16384 (and a line in /etc/sysctl.d/ to keep it)",
        });
    }
    for (setting, value, raise) in [
        ("kernel.pid_max", readings.pid_max, "sysctl -w kernel.pid_max=4194304 (and a line in /etc/sysctl.d/)"),
        (
            "kernel.threads-max",
            readings.threads_max,
            "sysctl -w kernel.threads-max=400000 (and a line in /etc/sysctl.d/)",
        ),
    ] {
        if let Some(value) = value {
            found.push(Bound {
                setting,
                value,
                sessions: value.saturating_sub(readings.tasks_running) / TASKS_PER_SESSION,
                resource: Resource::Tasks,
                raise,
            });
        }
    }
    if let Some(tasks) = readings.user_tasks {
        found.push(Bound {
            setting: "the user's processes (RLIMIT_NPROC)",
            value: tasks,
            sessions: tasks.saturating_sub(readings.tasks_running.min(tasks)) / TASKS_PER_SESSION,
            resource: Resource::Tasks,
            raise: "raise the server's user's process limit (ulimit -u, LimitNPROC= in its systemd unit, or nproc \
                    in /etc/security/limits.conf)",
        });
    }
    found.sort_by_key(|bound| bound.sessions);
    found
}

/// The log's line: `this machine allows 5,400 sessions: kernel.pid_max (32768; 6 tasks a session) allows
/// 5,400 sessions, ...` (each bound, the tightest first), or that none could be read.
#[must_use]
pub fn describe(bounds: &[Bound]) -> String {
    match bounds.first() {
        Some(tightest) => {
            let each: Vec<String> = bounds.iter().map(Bound::words).collect();
            format!(
                "this machine allows {} sessions: {}; every player in a room takes {ROOM_FILES_PER_PLAYER} files \
                 and {ROOM_TASKS_PER_PLAYER} tasks more, so {} if all are in rooms",
                tightest.sessions,
                each.join(", "),
                bounds.iter().map(Bound::in_rooms).min().unwrap_or(0)
            )
        }
        None => "this machine's limits on sessions could not be read: --max-sessions is the only bound".to_string(),
    }
}

/// Refuses `max_sessions` above what the tightest bound allows, naming the setting and how to raise it.
pub fn check(max_sessions: usize, bounds: &[Bound]) -> Result<(), String> {
    let Some(tightest) = bounds.first() else { return Ok(()) };
    let asked = u64::try_from(max_sessions).unwrap_or(u64::MAX);
    if asked <= tightest.sessions {
        return Ok(());
    }
    Err(format!(
        "--max-sessions {asked} is more than this machine allows: {}; to allow more, {}",
        tightest.words(),
        tightest.raise
    ))
}

/// Raises the process's soft limit of open files to its hard limit, and reads the machine's limits.
#[must_use]
pub fn read() -> Readings {
    let number = |path: &str| std::fs::read_to_string(path).ok().and_then(|text| text.trim().parse::<u64>().ok());
    // SAFETY: getrlimit and setrlimit write or read only the struct passed, which lives on this stack.
    #[allow(unsafe_code, reason = "getrlimit and setrlimit are how a process learns and raises its limits")]
    let open_files = unsafe {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit) == 0 {
            if limit.rlim_cur < limit.rlim_max {
                let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raw const raised) == 0 {
                    limit = raised;
                }
            }
            Some(limit.rlim_cur)
        } else {
            None
        }
    };
    let root = crate::room::peer::own_uid() == 0;
    // SAFETY: as above.
    #[allow(unsafe_code, reason = "getrlimit is how a process learns its limits")]
    let user_tasks = unsafe {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        (!root && libc::getrlimit(libc::RLIMIT_NPROC, &raw mut limit) == 0).then_some(limit.rlim_cur)
    };
    let infinite = |value: Option<u64>| value.filter(|&v| v != libc::RLIM_INFINITY);
    // /proc/loadavg's fourth field: runnable/total tasks.
    let tasks_running = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().nth(3)?.split_once('/')?.1.parse().ok())
        .unwrap_or(0);
    Readings {
        open_files: infinite(open_files),
        files_open: std::fs::read_dir("/proc/self/fd").map_or(0, |dir| dir.count() as u64),
        pty_max: number("/proc/sys/kernel/pty/max"),
        ptys_in_use: number("/proc/sys/kernel/pty/nr").unwrap_or(0),
        pid_max: number("/proc/sys/kernel/pid_max"),
        threads_max: number("/proc/sys/kernel/threads-max"),
        tasks_running,
        user_tasks: infinite(user_tasks),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// This machine's figures when measured (2 cores, 24 GB): 20,000 open files, the default 4,096
    /// pseudo-terminals, `pid_max` 32,768, `threads-max` 192,726, the user's 96,363 processes.
    fn measured() -> Readings {
        Readings {
            open_files: Some(20_000),
            files_open: 12,
            pty_max: Some(4096),
            ptys_in_use: 21,
            pid_max: Some(32_768),
            threads_max: Some(192_726),
            tasks_running: 320,
            user_tasks: Some(96_363),
        }
    }

    #[test]
    fn the_tightest_limit_comes_first_with_what_is_in_use_left_out() {
        let bounds = bounds(&measured());
        let settings: Vec<&str> = bounds.iter().map(|bound| bound.setting).collect();
        assert_eq!(
            settings,
            [
                "kernel.pty.max",
                "kernel.pid_max",
                "the server's open files (RLIMIT_NOFILE)",
                "the user's processes (RLIMIT_NPROC)",
                "kernel.threads-max"
            ]
        );
        // (20,000 - 12) / 3, (32,768 - 320) / 6, 4,096 - 21.
        assert_eq!(bounds.iter().map(|bound| bound.sessions).take(3).collect::<Vec<_>>(), [4075, 5408, 6662]);
        let words = describe(&bounds);
        assert!(words.starts_with("this machine allows 4075 sessions: kernel.pty.max"), "{words}");
        // In rooms: 5,408 tasks' sessions * 6 / 10 = 3,244, 6,662 files' * 3 / 5 = 3,997.
        assert!(words.ends_with("so 3244 if all are in rooms"), "{words}");
    }

    #[test]
    fn a_max_sessions_above_the_tightest_limit_is_refused_naming_the_setting_and_how_to_raise_it() {
        let readings = Readings { open_files: Some(1_000_000), ..measured() };
        let bounds = bounds(&readings);
        assert!(check(4075, &bounds).is_ok());
        let refused = check(10_000, &bounds).unwrap_err();
        assert!(refused.starts_with("--max-sessions 10000 is more than this machine allows: kernel.pty.max (4096"));
        assert!(refused.contains("sysctl -w kernel.pty.max="), "{refused}");
        // Nothing read, nothing refused.
        assert!(check(10_000, &[]).is_ok());
        assert!(describe(&[]).contains("could not be read"));
    }

    #[test]
    fn root_is_not_bound_by_the_users_process_limit_and_an_unreadable_figure_bounds_nothing() {
        let bounds = bounds(&Readings { user_tasks: None, pty_max: None, ..measured() });
        assert!(bounds.iter().all(|bound| bound.setting != "the user's processes (RLIMIT_NPROC)"));
        assert!(bounds.iter().all(|bound| bound.setting != "kernel.pty.max"));
    }

    #[test]
    fn this_machine_can_be_read_and_the_soft_limit_of_open_files_is_raised_to_the_hard_one() {
        let readings = read();
        if cfg!(target_os = "linux") {
            assert!(readings.pid_max.is_some() && readings.tasks_running > 0, "{readings:?}");
        }
        // SAFETY: getrlimit writes only the struct passed.
        #[allow(unsafe_code, reason = "getrlimit is how a process learns its limits")]
        let (soft, hard) = unsafe {
            let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &raw mut limit), 0);
            (limit.rlim_cur, limit.rlim_max)
        };
        if cfg!(target_os = "linux") {
            assert_eq!(soft, hard);
        }
    }
}
