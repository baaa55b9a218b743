//! The spawner's helper: the process that starts each session's program, `bao serve-spawner` ([`SUBCOMMAND`]).
//! `bao serve` starts it once, before any session, with its end of a `SOCK_SEQPACKET` socket as the helper's
//! standard input. It holds no session and no thread, so its table of descriptors stays a handful however many
//! sessions the server holds, and a program's start costs the same with none open or thousands (#31).
//!
//! One thread, blocking. It sleeps in `poll` on the socket and on a socket its SIGCHLD handler writes to
//! (signal-hook's self-pipe), with no timeout unless a kill is due, so it never wakes while nothing happens:
//!
//! - a spawn request: it starts the program as sessions always were (environment cleared then set, the
//!   descriptor that came with the request as standard input, output and error, the folder as working
//!   directory: std's `Command`, which is `posix_spawn`), closes its own copy of the descriptor, and answers
//!   with the process or the error in words;
//! - a child's exit: it waits for it and reports its exit code (1 if a signal ended it);
//! - a hang-up request: SIGHUP to that child if it has not been waited for, and SIGKILL [`EXIT_WAIT`](super::children::EXIT_WAIT) later if
//!   it has not left ([`Children`] decides, so no reused process number is ever hit).
//!
//! When the server's end closes (the server gone) it exits: its children are hung up anyway when their
//! terminals' main sides, which the server held, close.

use std::io::{IoSliceMut, Read as _};
use std::mem::MaybeUninit;
use std::os::fd::{AsFd as _, BorrowedFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::process::{Command, Stdio};
use std::time::Instant;

use rustix::event::{PollFd, PollFlags, Timespec};
use rustix::io::Errno;
use rustix::net::{RecvAncillaryBuffer, RecvAncillaryMessage, RecvFlags, ReturnFlags, SendFlags, SocketType};
use rustix::process::{Pid, Signal, WaitOptions};

use super::children::Children;
use super::message::{Answer, MAX_REQUEST, Program, Request};
use crate::serve::log;

/// The hidden command that runs the helper: `bao serve-spawner`.
pub const SUBCOMMAND: &str = "serve-spawner";

/// `bao serve-spawner`: the helper's loop over its standard input, which must be the server's socket; it
/// returns when the server's end closes.
///
/// # Errors
/// Standard input is not a `SOCK_SEQPACKET` socket (it was not started by `bao serve`), or the helper cannot
/// watch its children.
pub fn run() -> Result<(), String> {
    let stdin = std::io::stdin();
    let socket = stdin.as_fd();
    if rustix::net::sockopt::socket_type(socket).ok() != Some(SocketType::SEQPACKET) {
        return Err(format!("bao {SUBCOMMAND} starts the programs of bao serve, which runs it: it is not a command"));
    }
    serve(socket)
}

/// The helper's loop over `socket` until the server's end closes.
///
/// # Errors
/// The helper cannot watch its children (no SIGCHLD handler, no `poll`).
pub fn serve(socket: BorrowedFd<'_>) -> Result<(), String> {
    let (wake, woken) = UnixStream::pair().map_err(|e| format!("spawner: cannot watch its children: {e}"))?;
    woken.set_nonblocking(true).map_err(|e| format!("spawner: cannot watch its children: {e}"))?;
    let signal = signal_hook::low_level::pipe::register(signal_hook::consts::SIGCHLD, wake)
        .map_err(|e| format!("spawner: cannot watch its children: {e}"))?;
    let mut helper = Helper { socket, woken, children: Children::default(), buffer: vec![0; MAX_REQUEST] };
    let ended = helper.run();
    signal_hook::low_level::unregister(signal);
    ended
}

/// The helper's state: the socket, the wake-up socket, its children, and one buffer for every request.
struct Helper<'a> {
    socket: BorrowedFd<'a>,
    woken: UnixStream,
    children: Children,
    buffer: Vec<u8>,
}

impl Helper<'_> {
    /// Until the server's end closes.
    fn run(&mut self) -> Result<(), String> {
        loop {
            let now = Instant::now();
            for pid in self.children.overdue(now) {
                let _ = rustix::process::kill_process(pid, Signal::KILL);
            }
            let timeout = self.children.due().map(|due| {
                Timespec::try_from(due.saturating_duration_since(now)).expect("a kill is due within seconds")
            });
            let mut watched = [
                PollFd::from_borrowed_fd(self.socket, PollFlags::IN),
                PollFd::from_borrowed_fd(self.woken.as_fd(), PollFlags::IN),
            ];
            match rustix::event::poll(&mut watched, timeout.as_ref()) {
                Ok(_) => {}
                Err(Errno::INTR) => continue,
                Err(e) => return Err(format!("spawner: cannot wait: {e}")),
            }
            let (asked, woken) = (watched[0].revents(), !watched[1].revents().is_empty());
            // Children first: one that has been waited for is no longer signalled by a hang-up read after.
            if woken && !self.reap() {
                return Ok(());
            }
            if !asked.is_empty() && !self.receive(asked.contains(PollFlags::HUP)) {
                return Ok(());
            }
        }
    }

    /// Empties the wake-up socket, then waits for every child that has exited and reports it; false if the
    /// server is gone.
    fn reap(&mut self) -> bool {
        let mut scratch = [0; 64];
        while (&self.woken).read(&mut scratch).is_ok_and(|n| n > 0) {}
        loop {
            // Any child (`waitpid(-1)`): rustix's `waitpid(None)` is only those of the helper's process group,
            // which every program leaves as it makes a session of its own.
            match rustix::process::wait(WaitOptions::NOHANG) {
                Ok(Some((pid, status))) => {
                    let Some(id) = self.children.reaped(pid) else { continue };
                    let code = status.exit_status().and_then(|code| u32::try_from(code).ok()).unwrap_or(1);
                    if !self.answer(&Answer::Exited { id, code }) {
                        return false;
                    }
                }
                // None has exited, none is left (ECHILD), or a signal came: the next SIGCHLD wakes the loop.
                Ok(None) | Err(_) => return true,
            }
        }
    }

    /// Reads one request and acts on it; false if the server's end has closed (`hung_up`, as `poll` said, tells
    /// its end from an empty message).
    fn receive(&mut self, hung_up: bool) -> bool {
        let mut space = [MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(2))];
        let mut control = RecvAncillaryBuffer::new(&mut space);
        let flags = RecvFlags::CMSG_CLOEXEC | RecvFlags::DONTWAIT;
        let received = {
            let mut slices = [IoSliceMut::new(&mut self.buffer)];
            rustix::net::recvmsg(self.socket, &mut slices, &mut control, flags)
        };
        let received = match received {
            Ok(received) => received,
            Err(Errno::INTR | Errno::AGAIN) => return true,
            Err(e) => {
                log(&format!("spawner: the server's socket failed: {e}"));
                return false;
            }
        };
        // Received close-on-exec, so no other program inherits one; closed when dropped, whatever comes.
        let descriptors: Vec<OwnedFd> = control
            .drain()
            .filter_map(|message| match message {
                RecvAncillaryMessage::ScmRights(descriptors) => Some(descriptors),
                _ => None,
            })
            .flatten()
            .collect();
        if received.bytes == 0 && descriptors.is_empty() && hung_up {
            return false;
        }
        let bytes = &self.buffer[..received.bytes];
        let request = if received.flags.intersects(ReturnFlags::TRUNC | ReturnFlags::CTRUNC) {
            Err((Request::spawn_id(bytes), "longer than a request, or with more than one descriptor".to_string()))
        } else {
            Request::parse(bytes).map_err(|e| (Request::spawn_id(bytes), e.to_string()))
        };
        match request {
            Ok(Request::Spawn { id, program }) => {
                let answer = self.spawn(id, &program, descriptors);
                self.answer(&answer)
            }
            Ok(Request::HangUp(id)) => {
                if let Some(pid) = self.children.hang_up(id, Instant::now()) {
                    let _ = rustix::process::kill_process(pid, Signal::HUP);
                }
                true
            }
            Err((id, why)) => {
                log(&format!("spawner: refused a malformed request: {why}"));
                let words = format!("the spawner refused the request: {why}");
                id.is_none_or(|id| self.answer(&Answer::Failed { id, words }))
            }
        }
    }

    /// Starts `program` for `id` with the one descriptor that came with the request; the answer.
    fn spawn(&mut self, id: u64, program: &Program, descriptors: Vec<OwnedFd>) -> Answer {
        let failed = |words: String| Answer::Failed { id, words };
        let Ok([terminal]) = <[OwnedFd; 1]>::try_from(descriptors) else {
            return failed("a spawn request comes with one descriptor, its terminal".to_string());
        };
        if self.children.knows(id) {
            return failed(format!("the spawner runs a program {id} already"));
        }
        match start(program, &terminal) {
            Ok(pid) => {
                self.children.started(id, pid);
                Answer::Started { id, pid: pid.as_raw_nonzero().get().unsigned_abs() }
            }
            Err(words) => failed(words),
        }
        // The helper's copy of the terminal closes here: only the program holds it now, so the program's exit
        // closes it and the server reads its end.
    }

    /// Sends an answer; false if the server is gone.
    fn answer(&self, answer: &Answer) -> bool {
        match rustix::net::send(self.socket, &answer.encode(), SendFlags::NOSIGNAL) {
            Ok(_) => true,
            Err(e) => {
                if e != Errno::PIPE && e != Errno::CONNRESET {
                    log(&format!("spawner: cannot answer the server: {e}"));
                }
                false
            }
        }
    }
}

/// Starts `program` with `terminal` as its standard input, output and error: its process.
fn start(program: &Program, terminal: &OwnedFd) -> Result<Pid, String> {
    let stdio = || terminal.try_clone().map(Stdio::from).map_err(|e| format!("the terminal: {e}"));
    let mut command = Command::new(&program.path);
    command.args(&program.arguments);
    command.env_clear().envs(program.environment.iter().map(|(name, value)| (name, value)));
    command.current_dir(&program.folder);
    command.stdin(stdio()?).stdout(stdio()?).stderr(stdio()?);
    let name = program.path.file_name().unwrap_or(program.path.as_os_str()).to_string_lossy().into_owned();
    let child = command.spawn().map_err(|e| format!("cannot start {name}: {e}"))?;
    Ok(Pid::from_child(&child))
}
