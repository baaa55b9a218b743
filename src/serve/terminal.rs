//! One session's program: `bao` itself (its start screen) in a pseudo-terminal of its own, with the client's
//! terminal type and window size. Dropping it hangs the program up (SIGHUP), which saves its game, as a closed
//! terminal window does locally.
//!
//! Starting a session costs the same with ten sessions open or nine thousand (issue #31). The program is
//! started with `posix_spawn` (the standard library's `Command`, which glibc carries out with a
//! `clone(CLONE_VM | CLONE_VFORK)`: the server's memory is never copied, so the cost does not grow with it),
//! never with a fork of the whole multi-threaded server. `posix_spawn` can make no session and no controlling
//! terminal, so the program does that itself as its first act ([`take_controlling_terminal`], when
//! [`LEADER_VARIABLE`] is set): it becomes a session's leader and takes its standard input, the pseudo-terminal,
//! as its controlling terminal, so a hang-up and a window's new size reach it as they would in any terminal.
//!
//! The server's side holds one descriptor and no thread per session: the pseudo-terminal's main side, read and
//! written by two tasks of the server's runtime, and the program is waited for by the reading task once its
//! terminal has closed. Every descriptor is opened close-on-exec, so no session's program inherits another's
//! terminal (which would keep that one from ever hanging up).

use std::os::fd::{AsFd as _, OwnedFd};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rustix::process::{Pid, Signal, WaitOptions};
use rustix::pty::OpenptFlags;
use tokio::io::unix::AsyncFd;
use tokio::sync::mpsc::error::TrySendError;

/// What a session's program is started with.
#[derive(Clone, Debug)]
pub struct Launch {
    /// The program (this executable).
    pub program: PathBuf,
    /// The environment, whole: nothing of the server's own is passed on except what is listed.
    pub environment: Vec<(String, String)>,
    /// The working folder.
    pub folder: PathBuf,
    /// Columns and rows.
    pub size: (u16, u16),
}

/// The variable the server sets (to `1`) in a session's environment: the program is to make itself a session's
/// leader with its standard input as the controlling terminal ([`take_controlling_terminal`]).
pub const LEADER_VARIABLE: &str = "BAO_SERVE_LEADER";

/// A running session program.
pub struct Terminal {
    /// The pseudo-terminal's main side.
    main: Arc<AsyncFd<OwnedFd>>,
    input: tokio::sync::mpsc::Sender<Vec<u8>>,
    /// The program's process, until it has been waited for (after which its number may be reused, so it is
    /// never signalled); the lock makes waiting and signalling exclusive.
    program: Arc<Mutex<Option<Pid>>>,
}

/// Input chunks waiting for the program before further input is dropped.
const INPUT_QUEUE: usize = 64;

/// How long a program whose terminal has closed has to exit before it is killed.
const EXIT_WAIT: Duration = Duration::from_secs(5);

impl Terminal {
    /// Starts the program (from within the server's runtime). Its output is sent, chunk by chunk, through
    /// `output` (waiting when the channel is full, which holds the program back as a slow terminal does); when it
    /// has exited, its exit code is sent through `exited`.
    pub fn start(
        launch: &Launch,
        output: tokio::sync::mpsc::Sender<Vec<u8>>,
        exited: tokio::sync::oneshot::Sender<u32>,
    ) -> Result<Terminal, String> {
        start_with(launch, &[], output, exited)
    }

    /// Passes the player's input on; false if the program is that far behind (the input is dropped).
    pub fn input(&self, bytes: &[u8]) -> bool {
        match self.input.try_send(bytes.to_vec()) {
            Ok(()) | Err(TrySendError::Closed(_)) => true,
            Err(TrySendError::Full(_)) => false,
        }
    }

    /// Whether the program is still running (not yet waited for).
    pub fn running(&self) -> bool {
        self.program.lock().unwrap_or_else(PoisonError::into_inner).is_some()
    }

    /// Follows the client's new window size (the kernel tells the program, SIGWINCH).
    pub fn resize(&self, cols: u16, rows: u16) {
        let _ = rustix::termios::tcsetwinsize(self.main.get_ref(), window(cols, rows));
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        // SIGHUP, as a closed terminal sends: the program saves its game and leaves, and the reading task then
        // waits for it.
        if let Some(pid) = *self.program.lock().unwrap_or_else(PoisonError::into_inner) {
            let _ = rustix::process::kill_process(pid, Signal::HUP);
        }
    }
}

/// [`Terminal::start`] with `arguments` for the program.
fn start_with(
    launch: &Launch,
    arguments: &[&str],
    output: tokio::sync::mpsc::Sender<Vec<u8>>,
    exited: tokio::sync::oneshot::Sender<u32>,
) -> Result<Terminal, String> {
    let (main, other) = open_pair(launch.size).map_err(|e| format!("cannot open a pseudo-terminal: {e}"))?;
    let stdio = || other.try_clone().map(Stdio::from).map_err(|e| format!("pseudo-terminal: {e}"));
    let mut command = Command::new(&launch.program);
    command.args(arguments);
    command.env_clear().envs(launch.environment.iter().map(|(name, value)| (name, value)));
    command.env(LEADER_VARIABLE, "1").current_dir(&launch.folder);
    command.stdin(stdio()?).stdout(stdio()?).stderr(stdio()?);
    let child = command.spawn().map_err(|e| format!("cannot start bao: {e}"))?;
    // Only the program holds the terminal's other side now, so its exit ends the reading below.
    drop(command);
    drop(other);
    let pid = Pid::from_child(&child);
    drop(child);
    let program = Arc::new(Mutex::new(Some(pid)));
    rustix::fs::fcntl_setfl(&main, rustix::fs::OFlags::NONBLOCK | rustix::fs::OFlags::RDWR)
        .map_err(|e| format!("pseudo-terminal: {e}"))?;
    // SAFETY: an OwnedFd stays open until it is dropped (with the AsyncFd that owns it) and always answers the same
    // descriptor, which is what registering asks.
    #[allow(unsafe_code, reason = "tokio's one way to watch a descriptor; an OwnedFd upholds what it asks")]
    let main = unsafe { AsyncFd::register(main) }.map_err(|e| format!("pseudo-terminal: {e}"))?;
    let main = Arc::new(main);
    tokio::spawn(read_output(Arc::clone(&main), output, Arc::clone(&program), exited));
    let (input, queue) = tokio::sync::mpsc::channel(INPUT_QUEUE);
    tokio::spawn(write_input(Arc::clone(&main), queue));
    Ok(Terminal { main, input, program })
}

/// A window size as the kernel takes it.
fn window(cols: u16, rows: u16) -> rustix::termios::Winsize {
    rustix::termios::Winsize { ws_row: rows, ws_col: cols, ws_xpixel: 0, ws_ypixel: 0 }
}

/// A new pseudo-terminal of `size` (columns, rows): its main side and the side the program gets, both
/// close-on-exec. The program's side is opened from the main side itself (`TIOCGPTPEER`, Linux 4.13), never by
/// a path, so nothing in `/dev/pts` can be put in its place.
fn open_pair(size: (u16, u16)) -> std::io::Result<(OwnedFd, OwnedFd)> {
    let flags = OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC;
    let main = rustix::pty::openpt(flags)?;
    rustix::pty::grantpt(&main)?;
    rustix::pty::unlockpt(&main)?;
    let other = rustix::pty::ioctl_tiocgptpeer(&main, flags)?;
    rustix::termios::tcsetwinsize(&other, window(size.0, size.1))?;
    Ok((main, other))
}

/// The program's output, chunk by chunk, to `output`, until its terminal closes (the program gone) or nobody
/// takes it; then the program is waited for (killed if it has not left within [`EXIT_WAIT`]) and its exit code
/// sent.
async fn read_output(
    main: Arc<AsyncFd<OwnedFd>>,
    output: tokio::sync::mpsc::Sender<Vec<u8>>,
    program: Arc<Mutex<Option<Pid>>>,
    exited: tokio::sync::oneshot::Sender<u32>,
) {
    loop {
        let Ok(mut ready) = main.readable().await else { break };
        match ready.try_io(|fd| read_chunk(fd.get_ref())) {
            Err(_would_block) => {}
            // A closed terminal reads as its end (empty) or, on Linux, as EIO.
            Ok(Err(_)) => break,
            Ok(Ok(chunk)) if chunk.is_empty() => break,
            Ok(Ok(chunk)) => {
                if output.send(chunk).await.is_err() {
                    break;
                }
            }
        }
    }
    drop(output);
    let code = wait_for(&program).await;
    let _ = exited.send(code);
}

/// The most read from a terminal at once.
const CHUNK: usize = 16 * 1024;

thread_local! {
    /// Each of the runtime's threads reads into one buffer for all the sessions it carries, and a chunk is
    /// copied out at its length: a buffer held by each session while it waits was a fifth of what a session
    /// cost the server (#31).
    static SCRATCH: std::cell::RefCell<Vec<u8>> = std::cell::RefCell::new(vec![0; CHUNK]);
}

/// What the terminal has to read now, at most [`CHUNK`] bytes (empty at its end).
fn read_chunk(fd: &OwnedFd) -> std::io::Result<Vec<u8>> {
    SCRATCH.with_borrow_mut(|scratch| {
        let n = rustix::io::read(fd, &mut scratch[..])?;
        Ok(scratch[..n].to_vec())
    })
}

/// Waits for the program (without blocking a thread), killing it if it has not left within [`EXIT_WAIT`]:
/// its exit code, or 1 if a signal ended it.
async fn wait_for(program: &Mutex<Option<Pid>>) -> u32 {
    let started = tokio::time::Instant::now();
    let mut killed = false;
    loop {
        {
            let mut held = program.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(pid) = *held else { return 1 };
            match rustix::process::waitpid(Some(pid), WaitOptions::NOHANG) {
                Ok(Some((_, status))) => {
                    *held = None;
                    return status.exit_status().and_then(|code| u32::try_from(code).ok()).unwrap_or(1);
                }
                Ok(None) => {}
                // Not our child any more (waited for elsewhere): nothing to signal.
                Err(_) => {
                    *held = None;
                    return 1;
                }
            }
            if !killed && started.elapsed() > EXIT_WAIT {
                let _ = rustix::process::kill_process(pid, Signal::KILL);
                killed = true;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The player's input, written to the terminal in order until the session drops its side of the queue or the
/// terminal closes.
async fn write_input(main: Arc<AsyncFd<OwnedFd>>, mut queue: tokio::sync::mpsc::Receiver<Vec<u8>>) {
    while let Some(bytes) = queue.recv().await {
        let mut rest = &bytes[..];
        while !rest.is_empty() {
            let Ok(mut ready) = main.writable().await else { return };
            match ready.try_io(|fd| rustix::io::write(fd.get_ref(), rest).map_err(std::io::Error::from)) {
                Err(_would_block) => {}
                Ok(Ok(written)) => rest = &rest[written..],
                Ok(Err(_)) => return,
            }
        }
    }
}

/// In a session's program, at its start: when the server asked ([`LEADER_VARIABLE`]), makes the program a new
/// session's leader with its standard input (the session's pseudo-terminal) as its controlling terminal, what
/// the server's `posix_spawn` could not do. Without it the program would get no hang-up when the player leaves
/// and no word of a new window size.
///
/// # Errors
/// Standard input is not a terminal, or the kernel refuses it the terminal.
pub fn take_controlling_terminal() -> Result<(), String> {
    if std::env::var_os(LEADER_VARIABLE).is_none_or(|value| value != "1") {
        return Ok(());
    }
    // A process started by posix_spawn leads no process group, so it may always start a session.
    if rustix::process::getsid(None).ok() != Some(rustix::process::getpid()) {
        rustix::process::setsid().map_err(|e| format!("cannot start a session of its own: {e}"))?;
    }
    rustix::process::ioctl_tiocsctty(std::io::stdin().as_fd())
        .map_err(|e| format!("cannot take the session's terminal: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pair is close-on-exec on both sides, so no other session's program can inherit it.
    #[test]
    fn both_sides_of_a_new_terminal_are_closed_on_exec() {
        let (main, other) = open_pair((80, 24)).unwrap();
        for fd in [&main, &other] {
            assert!(rustix::io::fcntl_getfd(fd).unwrap().contains(rustix::io::FdFlags::CLOEXEC));
        }
        let size = rustix::termios::tcgetwinsize(&other).unwrap();
        assert_eq!((size.ws_col, size.ws_row), (80, 24));
    }

    /// A program started in a terminal of its own, taking it as its controlling terminal (`setsid` and
    /// `TIOCSCTTY`, as a session's program does first), hears the window's new size and is hung up when the
    /// server lets it go; its output comes through and it is waited for.
    #[test]
    fn a_program_in_a_terminal_hears_a_resize_and_a_hang_up() {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            // A shell in the program's place: it takes the terminal as the session's program does
            // (setsid through util-linux's `setsid -c` where it exists; otherwise the test has nothing to show).
            let Some(setsid) =
                ["/usr/bin/setsid", "/bin/setsid"].into_iter().find(|p| std::path::Path::new(p).exists())
            else {
                return;
            };
            let script = "trap 'echo WINCH $(stty size)' WINCH; trap 'echo HUP; exit 7' HUP; echo READY; \
                          while :; do sleep 0.05; done";
            let launch = Launch {
                program: PathBuf::from(setsid),
                environment: vec![("PATH".into(), "/usr/bin:/bin".into())],
                folder: std::env::temp_dir(),
                size: (80, 24),
            };
            // `setsid -c sh -c SCRIPT`: Launch has no arguments, so the test goes through Command itself.
            let (output, mut chunks) = tokio::sync::mpsc::channel(16);
            let (exited, code) = tokio::sync::oneshot::channel();
            let terminal = start_with(&launch, &["-c", "sh", "-c", script], output, exited).unwrap();
            let mut seen = String::new();
            let mut until = async |text: &str, seen: &mut String| {
                while !seen.contains(text) {
                    let chunk = tokio::time::timeout(Duration::from_secs(10), chunks.recv()).await.unwrap();
                    seen.push_str(&String::from_utf8_lossy(&chunk.unwrap_or_default()));
                }
            };
            until("READY", &mut seen).await;
            terminal.resize(100, 30);
            until("WINCH 30 100", &mut seen).await;
            assert!(terminal.running());
            drop(terminal);
            until("HUP", &mut seen).await;
            assert_eq!(tokio::time::timeout(Duration::from_secs(10), code).await.unwrap().unwrap(), 7);
        });
    }
}
