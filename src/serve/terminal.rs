//! One session's program: `bao` itself (its start screen) in a pseudo-terminal of its own, with the client's
//! terminal type and window size. Dropping it hangs the program up (SIGHUP), which saves its game, as a closed
//! terminal window does locally.
//!
//! Starting a session costs the same with ten sessions open or nine thousand (issue #31). The program is
//! started by the server's spawner ([`super::spawner`]): a small helper process, started with the server, that
//! holds no session, so neither the copy of the parent's descriptors a new process takes nor the closing of
//! them at its `exec` grows with the sessions open. The helper starts it with `posix_spawn` (std's `Command`),
//! which can make no session and no controlling terminal, so the program does that itself as its first act
//! ([`take_controlling_terminal`], when [`LEADER_VARIABLE`] is set): it becomes a session's leader and takes
//! its standard input, the pseudo-terminal, as its controlling terminal, so a hang-up and a window's new size
//! reach it as they would in any terminal.
//!
//! The server's side holds one descriptor and no thread per session: the pseudo-terminal's main side, read and
//! written by two tasks of the server's runtime. The program's side is sent to the helper and closed; the
//! program's exit comes from the helper, and its hang-up is asked of the helper, so the server never signals a
//! process number. Every descriptor is opened close-on-exec, so no session's program inherits another's
//! terminal (which would keep that one from ever hanging up).

use std::os::fd::{AsFd as _, OwnedFd};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rustix::pty::OpenptFlags;
use tokio::io::unix::AsyncFd;
use tokio::sync::mpsc::error::TrySendError;

use super::spawner::{Program, Spawner, Started};

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
    /// The program, as the spawner started it.
    program: Started,
    /// Dropped with the terminal: the reading task then holds the main side [`LET_GO_WAIT`] at most.
    _let_go: tokio::sync::oneshot::Sender<()>,
}

/// Input chunks waiting for the program before further input is dropped.
const INPUT_QUEUE: usize = 64;

/// How long the program's output is still read once its session has let it go (hung it up): longer than the
/// spawner gives a program before it kills it (5 s), so a program's last words are read; after it, the main
/// side is closed, and the kernel hangs up whatever still holds the terminal (a program the spawner could not
/// signal, if the spawner died).
const LET_GO_WAIT: Duration = Duration::from_secs(10);

impl Terminal {
    /// Starts the program through `spawner` (from within the server's runtime). Its output is sent, chunk by
    /// chunk, through `output` (waiting when the channel is full, which holds the program back as a slow
    /// terminal does); when it has exited, its exit code is sent through `exited`.
    pub async fn start(
        spawner: &Spawner,
        launch: &Launch,
        output: tokio::sync::mpsc::Sender<Vec<u8>>,
        exited: tokio::sync::oneshot::Sender<u32>,
    ) -> Result<Terminal, String> {
        start_with(spawner, launch, &[], output, exited).await
    }

    /// Passes the player's input on; false if the program is that far behind (the input is dropped).
    pub fn input(&self, bytes: &[u8]) -> bool {
        match self.input.try_send(bytes.to_vec()) {
            Ok(()) | Err(TrySendError::Closed(_)) => true,
            Err(TrySendError::Full(_)) => false,
        }
    }

    /// Whether the program is still running (the spawner has not reported its exit).
    pub fn running(&self) -> bool {
        self.program.running()
    }

    /// Follows the client's new window size (the kernel tells the program, SIGWINCH).
    pub fn resize(&self, cols: u16, rows: u16) {
        let _ = rustix::termios::tcsetwinsize(self.main.get_ref(), window(cols, rows));
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        // SIGHUP, as a closed terminal sends, asked of the spawner (SIGKILL 5 s later if the program has not
        // left): the program saves its game and leaves, and the reading task then reads its terminal's end.
        self.program.hang_up();
    }
}

/// [`Terminal::start`] with `arguments` for the program.
async fn start_with(
    spawner: &Spawner,
    launch: &Launch,
    arguments: &[&str],
    output: tokio::sync::mpsc::Sender<Vec<u8>>,
    exited: tokio::sync::oneshot::Sender<u32>,
) -> Result<Terminal, String> {
    let (main, other) = open_pair(launch.size).map_err(|e| format!("cannot open a pseudo-terminal: {e}"))?;
    let mut environment: Vec<_> = launch.environment.iter().map(|(name, value)| (name.into(), value.into())).collect();
    environment.push((LEADER_VARIABLE.into(), "1".into()));
    let request = Program {
        path: launch.program.clone(),
        arguments: arguments.iter().map(Into::into).collect(),
        environment,
        folder: launch.folder.clone(),
    };
    rustix::fs::fcntl_setfl(&main, rustix::fs::OFlags::NONBLOCK | rustix::fs::OFlags::RDWR)
        .map_err(|e| format!("pseudo-terminal: {e}"))?;
    // SAFETY: an OwnedFd stays open until it is dropped (with the AsyncFd that owns it) and always answers the same
    // descriptor, which is what registering asks.
    #[allow(unsafe_code, reason = "tokio's one way to watch a descriptor; an OwnedFd upholds what it asks")]
    let main = unsafe { AsyncFd::register(main) }.map_err(|e| format!("pseudo-terminal: {e}"))?;
    let main = Arc::new(main);
    // Last, so nothing can fail once the program runs. The terminal's other side goes to the spawner and is
    // closed here: only the program holds it then, so its exit ends the reading below.
    let program = spawner.spawn(&request, other, exited).await?;
    let (let_go, released) = tokio::sync::oneshot::channel();
    tokio::spawn(read_output(Arc::clone(&main), output, program.clone(), released));
    let (input, queue) = tokio::sync::mpsc::channel(INPUT_QUEUE);
    tokio::spawn(write_input(Arc::clone(&main), queue));
    Ok(Terminal { main, input, program, _let_go: let_go })
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

/// The program's output, chunk by chunk, to `output`, until its terminal closes (the program gone), nobody
/// takes it, or [`LET_GO_WAIT`] after its session let it go (`released`); then the program is hung up if it
/// runs still (the spawner kills it 5 s later if it has not left), and the main side closed.
async fn read_output(
    main: Arc<AsyncFd<OwnedFd>>,
    output: tokio::sync::mpsc::Sender<Vec<u8>>,
    program: Started,
    mut released: tokio::sync::oneshot::Receiver<()>,
) {
    let mut until: Option<tokio::time::Instant> = None;
    loop {
        // A deadline only once let go; never reached before.
        let deadline = until.unwrap_or_else(|| tokio::time::Instant::now() + LET_GO_WAIT * 1000);
        tokio::select! {
            ready = main.readable() => {
                let Ok(mut ready) = ready else { break };
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
            _ = &mut released, if until.is_none() => until = Some(tokio::time::Instant::now() + LET_GO_WAIT),
            () = tokio::time::sleep_until(deadline), if until.is_some() => break,
        }
    }
    drop(output);
    program.hang_up();
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
/// the spawner's `posix_spawn` could not do. Without it the program would get no hang-up when the player leaves
/// and no word of a new window size.
///
/// # Errors
/// Standard input is not a terminal, or the kernel refuses it the terminal.
pub fn take_controlling_terminal() -> Result<(), String> {
    if std::env::var_os(LEADER_VARIABLE).is_none_or(|value| value != "1") {
        return Ok(());
    }
    // A process started by posix_spawn leads no process group, so it may always start a session. The session
    // it is in is never asked (`getsid`): a server started by a container's or a CI's first process, which
    // made no session of its own, runs in session 0, which rustix cannot hold as a `Pid` (it asserts, and the
    // program died before its first screen). A process that leads a group already (`setsid` refuses it,
    // EPERM) may lead its own session, as under `setsid(1)`; if it does not, taking the terminal says so.
    match rustix::process::setsid() {
        Ok(_) | Err(rustix::io::Errno::PERM) => {}
        Err(e) => return Err(format!("cannot start a session of its own: {e}")),
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

    /// A program started by the spawner in a terminal of its own, taking it as its controlling terminal
    /// (`setsid` and `TIOCSCTTY`, as a session's program does first), hears the window's new size and is hung
    /// up (by the spawner) when the server lets it go; its output comes through and its exit code is reported.
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
            // `setsid -c sh -c SCRIPT`: Launch has no arguments, so the test gives them to start_with. The
            // spawner is a helper process of its own, as the server's is.
            let spawner = crate::serve::spawner::tests::spawner();
            let (output, mut chunks) = tokio::sync::mpsc::channel(16);
            let (exited, code) = tokio::sync::oneshot::channel();
            let terminal = start_with(&spawner, &launch, &["-c", "sh", "-c", script], output, exited).await.unwrap();
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
