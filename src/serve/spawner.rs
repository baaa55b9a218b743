//! Each session's program is started by a small helper process, never by the server itself (#31: a start
//! cost that does not grow with the sessions open). Starting a process copies its parent's whole table of
//! descriptors (`clone`, charged to the parent) and then closes every close-on-exec one of them (`exec`,
//! charged to the child): with 19,000 descriptors open, 3 a session, a `posix_spawn` of `/bin/true` cost the
//! server 0.18 ms instead of 0.05 and the child 2.35 ms instead of 0.69. The helper ([`helper`], `bao
//! serve-spawner`) is started once, when the server starts, before any session: it holds a handful of
//! descriptors and no thread, so what a start costs stays what it costs with no session open.
//!
//! The server and the helper speak over a `SOCK_SEQPACKET` socket pair (close-on-exec on the server's side), in
//! small bounded messages ([`message`]); the pseudo-terminal's side for the program travels with its spawn
//! request (`SCM_RIGHTS`). One task of the server's runtime reads the helper's answers and routes them by id
//! ([`Routes`], plain state) to the session waiting for its program's start and, later, for its exit. The
//! server never signals a process: a hang-up is asked of the helper, which alone knows when a process number
//! is still its child's. Everything the helper says is checked; an answer that fits nothing is logged and
//! ignored. If the helper dies, its link closes (its sessions' programs are hung up by the kernel when their
//! terminals close), the server logs it, and the next session starts a new helper.

mod children;
pub mod helper;
mod message;
#[cfg(test)]
pub(crate) mod tests;

use std::collections::HashMap;
use std::io::IoSlice;
use std::mem::MaybeUninit;
use std::os::fd::{AsFd as _, BorrowedFd, OwnedFd};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use rustix::net::{AddressFamily, RecvFlags, SendAncillaryBuffer, SendAncillaryMessage, SendFlags};
use rustix::net::{SocketFlags, SocketType};
use tokio::io::unix::AsyncFd;
use tokio::sync::oneshot;

pub use message::Program;
use message::{Answer, MAX_ANSWER, Request};

use super::log;

/// How long a session waits for the helper to say its program started.
const SPAWN_WAIT: Duration = Duration::from_secs(10);

/// The server's way to start programs: its helper process, started again if it has died. Cloning it is cheap.
#[derive(Clone)]
pub struct Spawner {
    inner: Arc<Inner>,
}

/// What every clone of a [`Spawner`] shares.
struct Inner {
    /// The helper's command (`bao serve-spawner`; the test binary in the unit tests).
    helper: Box<dyn Fn() -> Command + Send + Sync>,
    /// The link to the helper now, if it has been started.
    link: Mutex<Option<Arc<Link>>>,
    /// The next program's id: never used twice, whatever the helper.
    next_id: AtomicU64,
}

/// The server's side of one helper process.
struct Link {
    socket: AsyncFd<OwnedFd>,
    routes: Mutex<Routes>,
    /// The helper's process number (for the log and the tests: the server never signals it).
    helper: Option<u32>,
}

/// A program the helper started, as the server holds it: its id, and whether it is still running.
#[derive(Clone)]
pub struct Started {
    id: u64,
    link: Arc<Link>,
    running: Arc<AtomicBool>,
}

impl Spawner {
    /// Starts the helper now (the server does so at its start, before any session): `program serve-spawner`,
    /// `program` being this executable, as the sessions' programs are.
    ///
    /// # Errors
    /// The socket pair or the helper's process cannot be made.
    pub fn start(program: &Path) -> Result<Spawner, String> {
        let program = program.to_path_buf();
        Spawner::with_helper(move || {
            let mut command = Command::new(&program);
            command.arg(helper::SUBCOMMAND);
            command
        })
    }

    /// A spawner whose helper is `helper`'s command, started now.
    fn with_helper(helper: impl Fn() -> Command + Send + Sync + 'static) -> Result<Spawner, String> {
        let inner = Inner { helper: Box::new(helper), link: Mutex::new(None), next_id: AtomicU64::new(1) };
        let spawner = Spawner { inner: Arc::new(inner) };
        spawner.link()?;
        Ok(spawner)
    }

    /// Starts `program` with `terminal` as its standard input, output and error (the server's copy is closed
    /// once sent); its exit code goes to `exited` (none if the helper died first). Must be called within the
    /// server's runtime.
    ///
    /// # Errors
    /// The helper refused or failed to start the program (its words), did not answer within [`SPAWN_WAIT`],
    /// or is gone (the next call starts a new one).
    pub async fn spawn(
        &self,
        program: &Program,
        terminal: OwnedFd,
        exited: oneshot::Sender<u32>,
    ) -> Result<Started, String> {
        let id = self.inner.next_id.fetch_add(1, Ordering::Relaxed);
        let request = Request::Spawn { id, program: program.clone() };
        let bytes = request.encode().map_err(|e| format!("cannot ask for the program: {e}"))?;
        let link = self.link()?;
        let running = Arc::new(AtomicBool::new(true));
        let (started, answer) = oneshot::channel();
        let route = Route { started: Some(started), exited, running: Arc::clone(&running) };
        if !link.routes().expect(id, route) {
            return Err("the spawner has stopped; the next session starts a new one".to_string());
        }
        if let Err(e) = link.send(&bytes, Some(terminal.as_fd())).await {
            link.routes().forget(id);
            return Err(format!("cannot reach the spawner: {e}"));
        }
        // The helper holds the terminal's side now, and then only the program.
        drop(terminal);
        match tokio::time::timeout(SPAWN_WAIT, answer).await {
            Ok(Ok(Ok(()))) => Ok(Started { id, link, running }),
            Ok(Ok(Err(words))) => Err(words),
            Ok(Err(_)) => Err("the spawner stopped before it answered".to_string()),
            Err(_) => {
                // If it starts after all, it is hung up (this comes after the request, in order).
                link.hang_up(id);
                Err(format!("the spawner did not answer within {} s", SPAWN_WAIT.as_secs()))
            }
        }
    }

    /// The link to a live helper: the one there is, or a new one if there is none or it has stopped.
    fn link(&self) -> Result<Arc<Link>, String> {
        let mut held = self.inner.link.lock().expect("the spawner's lock is never held across a panic");
        if let Some(link) = held.as_ref().filter(|link| link.open()) {
            return Ok(Arc::clone(link));
        }
        let again = held.is_some();
        let link = Link::start(&*self.inner.helper)?;
        if again {
            log(&format!("started a new spawner (process {})", link.helper.unwrap_or(0)));
        }
        *held = Some(Arc::clone(&link));
        Ok(link)
    }
}

impl Started {
    /// Whether the program runs still (the helper has not reported its exit, and has not died).
    pub fn running(&self) -> bool {
        self.running.load(Ordering::Acquire)
    }

    /// Asks the helper to hang the program up (SIGHUP, then SIGKILL if it has not left within 5 s), if it
    /// runs; without waiting.
    pub fn hang_up(&self) {
        if self.running() {
            self.link.hang_up(self.id);
        }
    }
}

impl Link {
    /// Starts `helper`'s process on a new socket pair, and the task that reads its answers.
    fn start(helper: &dyn Fn() -> Command) -> Result<Arc<Link>, String> {
        let (ours, theirs) =
            rustix::net::socketpair(AddressFamily::UNIX, SocketType::SEQPACKET, SocketFlags::CLOEXEC, None)
                .map_err(|e| format!("cannot start the spawner: {e}"))?;
        let mut command = helper();
        command.stdin(Stdio::from(theirs)).stdout(Stdio::null()).stderr(Stdio::inherit());
        let process = command.spawn().map_err(|e| format!("cannot start the spawner: {e}"))?;
        // The command held the helper's end: now only the helper does, so its exit closes the socket.
        drop(command);
        let link = Link::over(ours, Some(process.id()))?;
        tokio::spawn(route(Arc::clone(&link), Some(process)));
        Ok(link)
    }

    /// A link over the server's end of the socket (made non-blocking and watched by the runtime).
    fn over(socket: OwnedFd, helper: Option<u32>) -> Result<Arc<Link>, String> {
        rustix::io::ioctl_fionbio(&socket, true).map_err(|e| format!("the spawner's socket: {e}"))?;
        // SAFETY: an OwnedFd stays open until it is dropped (with the AsyncFd that owns it) and always answers the
        // same descriptor, which is what registering asks.
        #[allow(unsafe_code, reason = "tokio's one way to watch a descriptor; an OwnedFd upholds what it asks")]
        let socket = unsafe { AsyncFd::register(socket) }.map_err(|e| format!("the spawner's socket: {e}"))?;
        Ok(Arc::new(Link { socket, routes: Mutex::new(Routes::default()), helper }))
    }

    fn routes(&self) -> MutexGuard<'_, Routes> {
        self.routes.lock().expect("the routes' lock is never held across a panic")
    }

    fn open(&self) -> bool {
        !self.routes().closed
    }

    /// Sends one message, with `descriptor` beside it, waiting while the socket is full.
    async fn send(&self, bytes: &[u8], descriptor: Option<BorrowedFd<'_>>) -> std::io::Result<()> {
        loop {
            let mut ready = self.socket.writable().await?;
            if let Ok(sent) = ready.try_io(|socket| send_now(socket.get_ref(), bytes, descriptor)) {
                return sent;
            }
        }
    }

    /// Asks for `id` to be hung up, without waiting: at once, or by a task if the socket is full. Nothing if
    /// the helper is gone (its programs are hung up when their terminals close).
    fn hang_up(self: &Arc<Self>, id: u64) {
        let bytes = Request::HangUp(id).encode().expect("a hang-up is a few digits");
        let Err(e) = send_now(self.socket.get_ref(), &bytes, None) else { return };
        if e.kind() == std::io::ErrorKind::WouldBlock
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
        {
            let link = Arc::clone(self);
            runtime.spawn(async move { link.send(&bytes, None).await });
        }
    }
}

/// One message now, or `WouldBlock`.
fn send_now(socket: &OwnedFd, bytes: &[u8], descriptor: Option<BorrowedFd<'_>>) -> std::io::Result<()> {
    let descriptors: Vec<BorrowedFd<'_>> = descriptor.into_iter().collect();
    let mut space = [MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(1))];
    let mut control = SendAncillaryBuffer::new(&mut space);
    if !descriptors.is_empty() {
        control.push(SendAncillaryMessage::ScmRights(&descriptors));
    }
    let flags = SendFlags::DONTWAIT | SendFlags::NOSIGNAL;
    rustix::net::sendmsg(socket, &[IoSlice::new(bytes)], &mut control, flags)?;
    Ok(())
}

/// The task that reads the helper's answers and routes them, until its socket closes; then every session
/// still waiting is told, and the helper's process waited for.
async fn route(link: Arc<Link>, process: Option<std::process::Child>) {
    let mut buffer = vec![0; MAX_ANSWER];
    let why = loop {
        let Ok(mut ready) = link.socket.readable().await else { break "its socket cannot be watched".to_string() };
        let flags = RecvFlags::TRUNC | RecvFlags::DONTWAIT;
        let received = ready.try_io(|socket| Ok(rustix::net::recv(socket.get_ref(), &mut buffer[..], flags)?));
        let (length, whole) = match received {
            Err(_would_block) => continue,
            Ok(Err(e)) => break format!("its socket failed: {e}"),
            Ok(Ok((_, 0))) => break "its socket closed".to_string(),
            Ok(Ok(received)) => received,
        };
        let after = if whole > length {
            After::Wrong(format!("an answer longer than {MAX_ANSWER} bytes"))
        } else {
            match Answer::parse(&buffer[..length]) {
                Ok(answer) => link.routes().answer(answer),
                Err(e) => After::Wrong(format!("a malformed answer: {e}")),
            }
        };
        match after {
            After::Nothing => {}
            After::HangUp(id) => link.hang_up(id),
            After::Wrong(words) => log(&format!("spawner: ignored {words}")),
        }
    };
    link.routes().close();
    let Some(mut process) = process else { return };
    // Its end closes when it exits: waiting is at most a moment, off the runtime's threads.
    let status = tokio::task::spawn_blocking(move || process.wait()).await;
    let status = match status {
        Ok(Ok(status)) => status.to_string(),
        Ok(Err(e)) => e.to_string(),
        Err(e) => e.to_string(),
    };
    log(&format!("the spawner stopped ({why}; {status}); the next session starts a new one"));
}

/// What the server waits to hear of one program.
#[derive(Debug)]
struct Route {
    /// The session waiting for its start: the helper's words if it failed.
    started: Option<oneshot::Sender<Result<(), String>>>,
    /// Where its exit code goes.
    exited: oneshot::Sender<u32>,
    /// Cleared when it has exited (or the helper died).
    running: Arc<AtomicBool>,
}

/// What the router does after an answer.
#[derive(Debug, PartialEq, Eq)]
enum After {
    /// Nothing more.
    Nothing,
    /// Hang the program up: it started, but nobody waits for it any more (its session gave up or went).
    HangUp(u64),
    /// Log that the answer fits nothing the server asked (it is otherwise ignored).
    Wrong(String),
}

/// The programs asked of one helper and not yet over, by id: plain state, the router's.
#[derive(Debug, Default)]
struct Routes {
    waiting: HashMap<u64, Route>,
    /// The helper is gone: nothing more is asked of it.
    closed: bool,
}

impl Routes {
    /// Waits for `id`'s answers; false if the helper is gone.
    fn expect(&mut self, id: u64, route: Route) -> bool {
        if !self.closed {
            self.waiting.insert(id, route);
        }
        !self.closed
    }

    /// Waits no more for `id` (its request never reached the helper).
    fn forget(&mut self, id: u64) {
        self.waiting.remove(&id);
    }

    /// Routes one answer of the helper.
    fn answer(&mut self, answer: Answer) -> After {
        let id = answer.id();
        let Some(route) = self.waiting.get_mut(&id) else {
            return After::Wrong(format!("an answer about {id}, which the server did not ask for or knows ended"));
        };
        match answer {
            Answer::Started { .. } => match route.started.take() {
                Some(started) => match started.send(Ok(())) {
                    Ok(()) => After::Nothing,
                    Err(_) => After::HangUp(id),
                },
                None => After::Wrong(format!("a second start of {id}")),
            },
            Answer::Failed { words, .. } => {
                let route = self.waiting.remove(&id).expect("found above");
                route.running.store(false, Ordering::Release);
                match route.started {
                    Some(started) => {
                        let _ = started.send(Err(words));
                        After::Nothing
                    }
                    None => After::Wrong(format!("a failure of {id}, which had started")),
                }
            }
            Answer::Exited { code, .. } => {
                let route = self.waiting.remove(&id).expect("found above");
                route.running.store(false, Ordering::Release);
                let _ = route.exited.send(code);
                match route.started {
                    Some(started) => {
                        let _ = started.send(Err("the program exited before it was said to start".to_string()));
                        After::Wrong(format!("an exit of {id} before its start"))
                    }
                    None => After::Nothing,
                }
            }
        }
    }

    /// The helper is gone: every start waited for fails, every exit stays unknown (its sender dropped).
    fn close(&mut self) {
        self.closed = true;
        for (_, route) in self.waiting.drain() {
            route.running.store(false, Ordering::Release);
            if let Some(started) = route.started {
                let _ = started.send(Err("the spawner stopped before it answered".to_string()));
            }
        }
    }
}
