//! The host's side of a room: a thread that owns the [`Authority`] and carries messages between it and the
//! connections, a thread that accepts connections, and each connection carried by a [`Carrier`]: two threads
//! (one reads and checks its lines, one writes) in `bao host`, two tasks of the server's runtime in `bao serve`.
//! The authority's thread never waits on a peer: a connection's lines wait in a
//! bounded queue for its writer, and a peer that lets [`QUEUE`] of them pile up is cut off; a peer that floods
//! the room (more than [`RATE`] lines a second, after a burst) or sends a line over the limit is cut off too,
//! with the reason. The host's own interface is a peer like the others, on a channel. Who may stay connected
//! while saying hello, and how long, is the [`Gate`]'s to say; each change of the game is handed to the room's
//! [`Persist`] (the host's save, or the server's database) before anyone is told of it, and a change it could
//! not keep is never told: the room closes instead, with the reason.

use std::collections::HashMap;
use std::io::BufReader;
use std::os::unix::net::{UnixListener, UnixStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TrySendError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::rules::{AnyLine, Side};
use crate::store::SaveFile;

use super::authority::{Authority, HOST, Out, PeerId};
use super::clock::ClockSpec;
use super::code::RoomCode;
use super::dir::{Rooms, RoomsError};
use super::event::{Event, FromRoom};
use super::gate::{Gate, Uid};
use super::link::Link;
use super::peer::{own_uid, peer_uid};
use super::protocol::{BadMessage, MAX_PEER_LINE, ToHost, ToPeer, line_of, read_to_host};
use super::wire::{Bounds, Ended};

/// Lines that may wait for a peer's writer before the peer counts as stuck.
pub const QUEUE: usize = 512;

/// Lines a second a peer may send, on average.
pub const RATE: u32 = 20;

/// Lines a peer may send at once.
const BURST: u32 = 60;

/// Refusals in a row after which a peer is cut off.
const STRIKES: u32 = 20;

/// What the room's thread hands its keeper each time the room's game changes, before anyone is told of the
/// change ([`Change`]). The host's interface writes the host's save, so that save holds every move the room
/// announced even if the host's process is killed the moment after; the server (`bao serve`) commits the change
/// to its database. Called on the room's thread: it should be quick (one atomic write, one commit).
///
/// An `Err` (a reason, in words) means the change could not be kept: it is not announced, and the room closes,
/// telling everyone the reason (the server's database keeps the game at its last stored move, and a restarted
/// server opens the room again there). The host's own save answers `Ok` even when its write fails: a local
/// host sees the failure on the game screen and plays on, as before.
pub type Persist = Box<dyn FnMut(&Change<'_>) -> Result<(), String> + Send>;

/// A change of the room's game, as [`Persist`] is handed it.
pub struct Change<'a> {
    room: &'a Authority,
    now: Instant,
}

impl Change<'_> {
    /// Which game of the room it is: 1, then 2 for its rematch, ...
    #[must_use]
    pub fn game(&self) -> u32 {
        self.room.game()
    }

    /// The game as the host keeps it (their own seat a person).
    #[must_use]
    pub fn save(&self) -> SaveFile {
        self.room.save_for(HOST)
    }

    /// The game as a server keeps it: seats with their keys, the clocks now.
    #[must_use]
    pub fn kept(&self) -> super::authority::Kept {
        self.room.kept(self.now)
    }
}

/// What a room is opened with.
pub struct Options {
    /// The folder the room's socket is made in.
    pub rooms: Rooms,
    /// The room's code.
    pub code: RoomCode,
    /// The game, played on from its end.
    pub line: AnyLine,
    /// The host's side.
    pub side: Side,
    /// The host's name.
    pub name: String,
    /// The clock, if the game has one.
    pub clock: Option<ClockSpec>,
    /// Whether `bao rooms` lists it.
    pub public: bool,
    /// Writes the host's save of the game as it changes, before the change is announced (none: nothing is
    /// written, as in tests).
    pub persist: Option<Persist>,
    /// A room that only shows a game played elsewhere (a game against the computer, mirrored for others to
    /// watch: [`super::keeper::OpenRoom::computer`]): once its seats have been taken, it closes as soon as no
    /// seat is connected, so a mirror whose player left is not listed to watch.
    pub broadcast: bool,
    /// What carries the room's connections: none, a thread each way ([`Threads`]); the server's rooms are
    /// carried by tasks of its runtime instead (`serve::wire`), so a player in a room costs it no thread.
    pub carrier: Option<Arc<dyn Carrier>>,
}

/// A room's connection as the room's thread holds it: lines queued for the peer, and a way to cut it off.
/// Dropping it closes the connection once the lines queued are written.
pub trait Carried: Send {
    /// Queues a line (with its newline) for the peer; false if [`QUEUE`] lines wait already (the peer is
    /// stuck). A connection whose writing has ended takes the line and drops it.
    fn send(&self, line: String) -> bool;

    /// Cuts the connection off at once: its reading ends as if the peer had closed it (`ended` is told
    /// [`Ended::Closed`]), and nothing more is written.
    fn cut(&self);
}

/// Starts the reading and writing of a room's connections.
pub trait Carrier: Send + Sync {
    /// Carries `stream`: each line read, bounded by `bounds`, goes to `take` (false: stop reading), and how the
    /// reading ended to `ended`, unless the connection was dropped first.
    ///
    /// # Errors
    /// The connection cannot be set up.
    fn carry(
        &self,
        stream: UnixStream,
        bounds: Bounds,
        take: Box<dyn FnMut(Vec<u8>) -> bool + Send>,
        ended: Box<dyn FnOnce(Ended) + Send>,
    ) -> std::io::Result<Box<dyn Carried>>;
}

/// A room's connections carried by two threads each: one reads and checks its lines, one writes
/// ([`super::wire::writer`]). What a room of `bao host` uses.
pub struct Threads;

impl Carrier for Threads {
    fn carry(
        &self,
        stream: UnixStream,
        bounds: Bounds,
        mut take: Box<dyn FnMut(Vec<u8>) -> bool + Send>,
        ended: Box<dyn FnOnce(Ended) + Send>,
    ) -> std::io::Result<Box<dyn Carried>> {
        stream.set_nonblocking(false)?;
        // No read timeout: the reader waits for lines, and the room's thread closes the stream to end it.
        stream.set_read_timeout(None)?;
        // A peer that stops reading holds a write at most this long; its queue then fills and it is cut off.
        stream.set_write_timeout(Some(bounds.write_wait))?;
        let lines = super::wire::writer(stream.try_clone()?, bounds.queue, "room-write")?;
        let mut reader = BufReader::new(stream.try_clone()?);
        std::thread::spawn(move || {
            ended(super::wire::read_lines(&mut reader, bounds.line, bounds.rate, bounds.burst, &mut *take));
        });
        Ok(Box::new(ThreadCarried { lines, stream }))
    }
}

/// A connection carried by [`Threads`].
struct ThreadCarried {
    lines: SyncSender<String>,
    stream: UnixStream,
}

impl Carried for ThreadCarried {
    fn send(&self, line: String) -> bool {
        !matches!(self.lines.try_send(line), Err(TrySendError::Full(_)))
    }

    fn cut(&self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
    }
}

/// An open room. Dropping it closes the room: everyone is told, and its socket and listing are removed.
pub struct Hosting {
    code: RoomCode,
    rooms: Rooms,
    events: Sender<Event>,
    stop: Arc<AtomicBool>,
    /// A twin of the listener, shut down to wake the accepting thread when the room closes.
    waker: UnixListener,
    threads: Vec<JoinHandle<()>>,
    idle: Arc<AtomicBool>,
}

impl Hosting {
    /// Opens the room: its socket made, its threads started. Returns it and the host's own link.
    pub fn open(options: Options) -> Result<(Hosting, Link), RoomsError> {
        let authority = Authority::new(options.code, options.line.clone(), options.side, &options.name, options.clock);
        Hosting::start(options, authority)
    }

    /// Opens a room that this program keeps but plays no part in (the server's, under `bao serve`), for a
    /// room's authority made already: one opened with [`Authority::held`] (both seats remote, the opener's
    /// bound to a secret), or one a restarted server made again ([`Authority::restore`]). `options.line`,
    /// `side`, `name` and `clock` are the authority's, not read again.
    pub fn hold(options: Options, authority: Authority) -> Result<Hosting, RoomsError> {
        let (hosting, _nobody) = Hosting::start(options, authority)?;
        Ok(hosting)
    }

    fn start(options: Options, authority: Authority) -> Result<(Hosting, Link), RoomsError> {
        let listener = options.rooms.listen(&options.code)?;
        // The accepting thread blocks in accept(); closing the room shuts this twin of the listener down, which
        // wakes it (Linux answers a shut-down listener's accept with an error), so it never polls.
        let waker = listener
            .try_clone()
            .map_err(|source| RoomsError::Io { path: options.rooms.socket(&options.code), source })?;
        let (events, inbox) = mpsc::channel();
        let (to_host, host_inbox) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let public = options.public.then(|| options.rooms.clone());
        // Listed before the code is shown, so `bao rooms` finds the room as soon as its host says it is open.
        if let Some(rooms) = &public {
            rooms.publish(&options.code, &authority.public())?;
        }
        let idle = Arc::new(AtomicBool::new(false));
        let room = {
            let (events, persist, idle) = (events.clone(), options.persist, Arc::clone(&idle));
            let gate = Gate::new(Some(own_uid()));
            let broadcast = options.broadcast.then_some(false);
            let carrier = options.carrier.unwrap_or_else(|| Arc::new(Threads));
            std::thread::spawn(move || {
                let peers = HashMap::new();
                let next = HOST + 1;
                let mut room = Room { authority, gate, peers, events, persist, next, idle, broadcast, carrier };
                room.run(&inbox, &to_host, public.as_ref());
            })
        };
        let accepting = {
            let (events, stop) = (events.clone(), Arc::clone(&stop));
            std::thread::spawn(move || accept(&listener, &events, &stop))
        };
        let hosting = Hosting {
            code: options.code,
            rooms: options.rooms,
            events: events.clone(),
            stop,
            waker,
            threads: vec![room, accepting],
            idle,
        };
        Ok((hosting, Link::local(events, host_inbox)))
    }

    /// The room's code.
    #[must_use]
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// Whether the room's game is over and nobody is in it (but the host's own link): a room kept by the
    /// server may then be closed.
    #[must_use]
    pub fn idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed)
    }
}

impl Drop for Hosting {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        shut_down(&self.waker);
        self.rooms.remove(&self.code);
        // The room's thread ends when the host says bye; it tells everyone first.
        let _ = self.events.send(Event::Local(ToHost::Bye));
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// Accepts connections until told to stop, each handed to the room's thread with its peer's user.
fn accept(listener: &UnixListener, events: &Sender<Event>, stop: &AtomicBool) {
    while !stop.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((stream, _)) => {
                let uid = peer_uid(&stream);
                if events.send(Event::Arrived(stream, uid)).is_err() {
                    return;
                }
            }
            // The room closing (its listener shut down) or a passing failure such as too many open files.
            Err(_) if stop.load(Ordering::Relaxed) => return,
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// Shuts a listening socket down, so a thread blocked in its `accept` returns.
fn shut_down(listener: &UnixListener) {
    use std::os::fd::AsRawFd as _;
    // SAFETY: the descriptor is open for the call's length (`listener` is borrowed); shutdown changes no memory.
    #[allow(unsafe_code, reason = "std has no shutdown for a listening socket, the one way to wake its accept")]
    unsafe {
        libc::shutdown(listener.as_raw_fd(), libc::SHUT_RDWR);
    }
}

/// How a room bounds each connection's lines.
const BOUNDS: Bounds =
    Bounds { line: MAX_PEER_LINE, rate: RATE, burst: BURST, queue: QUEUE, write_wait: Duration::from_secs(5) };

/// Starts a connection's reading and writing with `carrier`: each line read is checked as a message and handed
/// to the room's thread, at most [`RATE`] a second (after a burst of [`BURST`]); how long it may take to say
/// hello is the room's thread's to watch.
fn connect(
    carrier: &dyn Carrier,
    id: PeerId,
    stream: UnixStream,
    events: &Sender<Event>,
) -> std::io::Result<Box<dyn Carried>> {
    let lines = events.clone();
    let take = Box::new(move |line: Vec<u8>| lines.send(Event::Line(id, read_to_host(&line))).is_ok());
    let events = events.clone();
    let ended = Box::new(move |end: Ended| {
        match end {
            Ended::Flood => _ = events.send(Event::Flood(id)),
            Ended::TooLong => _ = events.send(Event::Line(id, Err(BadMessage::TooLong(MAX_PEER_LINE)))),
            Ended::Closed => {}
        }
        let _ = events.send(Event::Closed(id));
    });
    carrier.carry(stream, BOUNDS, take, ended)
}

/// A peer of the room: the host's interface, or a connection.
enum Peer {
    Local(Sender<FromRoom>),
    Remote { connection: Box<dyn Carried>, strikes: u32 },
}

/// The game as last handed to the host's save: which game of the room, and the save without its time of
/// writing.
type Persisted = (u32, SaveFile);

/// The room's thread's state: the authority, the door, the peers, and the host's save.
struct Room {
    authority: Authority,
    gate: Gate,
    peers: HashMap<PeerId, Peer>,
    /// The room's own inbox, for the threads of each new connection.
    events: Sender<Event>,
    persist: Option<Persist>,
    next: PeerId,
    /// Set while the game is over and nobody but the host's own link is in the room.
    idle: Arc<AtomicBool>,
    /// For a broadcast room ([`Options::broadcast`]), whether a seat has been taken yet.
    broadcast: Option<bool>,
    /// What carries its connections.
    carrier: Arc<dyn Carrier>,
}

impl Room {
    /// Takes events until the host leaves, carries out what the authority and the door say.
    fn run(&mut self, inbox: &Receiver<Event>, host: &Sender<FromRoom>, public: Option<&Rooms>) {
        self.peers.insert(HOST, Peer::Local(host.clone()));
        let mut listed = None;
        if let Some(rooms) = public {
            let room = self.authority.public();
            let _ = rooms.publish(&self.authority.code(), &room);
            listed = Some(room);
        }
        let mut persisted = self.persisted();
        loop {
            let now = Instant::now();
            let next = [self.authority.next_deadline(now), self.gate.next_deadline()].into_iter().flatten().min();
            // Nothing due (no clock running, nobody saying hello): sleep until something happens.
            let event = match next {
                Some(at) => inbox.recv_timeout(at.saturating_duration_since(now).max(Duration::from_millis(1))),
                None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            let now = Instant::now();
            let mut outs = match event {
                Ok(Event::Local(ToHost::Bye)) | Err(RecvTimeoutError::Disconnected) => {
                    return self.close(|| crate::t!("rooms-bye-host-closed"), false);
                }
                Ok(event) => self.take(event, now),
                Err(RecvTimeoutError::Timeout) => Vec::new(),
            };
            outs.extend(self.authority.tick(now));
            outs.extend(self.gate.expired(now).into_iter().map(|(id, why)| Out::Drop(id, why)));
            // The host's save (or the server's database) first: nobody hears of a move it does not hold.
            let game = self.persisted();
            if game != persisted {
                if let Some(persist) = &mut self.persist
                    && let Err(reason) = persist(&Change { room: &self.authority, now })
                {
                    return self.close(|| crate::t!("rooms-bye-failed", why = reason.clone()), true);
                }
                persisted = game;
            }
            self.deliver(outs, now);
            if self.deserted() {
                // Not listed a moment longer: the watchers are told, and nobody else finds it.
                if let Some(rooms) = public {
                    rooms.remove(&self.authority.code());
                }
                return self.close(|| crate::t!("rooms-bye-deserted"), false);
            }
            self.idle.store(self.authority.over() && self.peers.len() <= 1, Ordering::Relaxed);
            if let Some(rooms) = public {
                let room = self.authority.public();
                if listed.as_ref() != Some(&room) {
                    let _ = rooms.publish(&self.authority.code(), &room);
                    listed = Some(room);
                }
            }
        }
    }

    /// Whether this is a broadcast room whose seats were taken and are all gone now.
    fn deserted(&mut self) -> bool {
        let Some(seated) = &mut self.broadcast else { return false };
        let now = self.peers.keys().any(|&id| self.authority.seat_of(id).is_some());
        *seated |= now;
        *seated && !now
    }

    /// The game as the host's save would hold it, less the time of writing.
    fn persisted(&self) -> Persisted {
        let mut save = self.authority.save_for(HOST);
        save.updated.clear();
        (self.authority.game(), save)
    }

    /// What an event does.
    fn take(&mut self, event: Event, now: Instant) -> Vec<Out> {
        match event {
            Event::Arrived(stream, uid) => self.arrived(stream, uid, now),
            Event::Line(id, Ok(message)) => {
                let hello = !self.authority.knows(id);
                if let ToHost::Hello { watch: true, .. } = &message
                    && hello
                    && let Err(why) = self.gate.may_watch(id)
                {
                    return vec![Out::Drop(id, why)];
                }
                let outs = self.authority.handle(id, message, now);
                if hello && self.authority.knows(id) {
                    self.gate.welcomed(id, self.authority.seat_of(id).is_none());
                }
                self.strike(id, &outs);
                outs
            }
            Event::Line(id, Err(error)) => match error {
                BadMessage::Shape(_) if self.authority.knows(id) => {
                    let outs = vec![Out::To(id, ToPeer::Refused { reason: error.to_string() })];
                    self.strike(id, &outs);
                    outs
                }
                _ => vec![Out::Drop(id, error.to_string())],
            },
            Event::Flood(id) => vec![Out::Drop(id, format!("more than {RATE} messages a second"))],
            Event::Closed(id) => {
                self.peers.remove(&id);
                self.gate.left(id);
                self.authority.gone(id, now)
            }
            Event::Local(message) => self.authority.handle(HOST, message, now),
        }
    }

    /// A connection accepted: let in to say hello, and those the door pushes out to make its place cut.
    fn arrived(&mut self, stream: UnixStream, uid: Uid, now: Instant) -> Vec<Out> {
        let id = self.next;
        self.next += 1;
        // A connection that cannot be set up is dropped; the others go on.
        let Ok(connection) = connect(&*self.carrier, id, stream, &self.events) else { return Vec::new() };
        self.peers.insert(id, Peer::Remote { connection, strikes: 0 });
        self.gate.arrive(id, uid, now).into_iter().map(|(old, why)| Out::Drop(old, why)).collect()
    }

    /// The room closes: everyone is told why, each in the language of its hello (the host's own interface
    /// too, in the program's, unless it closed the room), and the room counts as idle (a keeper may let it go).
    fn close(&self, why: impl Fn() -> String, host_too: bool) {
        for (&id, peer) in &self.peers {
            match peer {
                Peer::Remote { connection, .. } => {
                    // A peer that has not said hello yet hears the protocol's own language, English.
                    let reason = crate::i18n::scoped(self.authority.language_of(id).unwrap_or_default(), &why);
                    connection.send(line_of(&ToPeer::Bye { reason }));
                }
                Peer::Local(sender) if host_too => {
                    let _ = sender.send(FromRoom::Message(ToPeer::Bye { reason: why() }));
                }
                Peer::Local(_) => {}
            }
        }
        self.idle.store(true, Ordering::Relaxed);
    }
    /// Counts a refusal against a peer (a run of them cuts it off); anything taken clears the count.
    fn strike(&mut self, id: PeerId, outs: &[Out]) {
        let refused = outs.iter().any(|out| matches!(out, Out::To(to, ToPeer::Refused { .. }) if *to == id));
        if let Some(Peer::Remote { strikes, connection }) = self.peers.get_mut(&id) {
            *strikes = if refused { *strikes + 1 } else { 0 };
            if *strikes >= STRIKES {
                connection.cut();
            }
        }
    }

    /// Sends what the authority said; a peer that cannot take more is cut off, and what that changes is sent
    /// too.
    fn deliver(&mut self, outs: Vec<Out>, now: Instant) {
        let mut queue = std::collections::VecDeque::from(outs);
        while let Some(out) = queue.pop_front() {
            let (targets, message): (Vec<PeerId>, ToPeer) = match out {
                Out::To(id, message) => (vec![id], message),
                Out::All(message) => {
                    (self.peers.keys().copied().filter(|&id| self.authority.knows(id)).collect(), message)
                }
                Out::Drop(id, reason) => {
                    if let Some(Peer::Remote { connection, .. }) = self.peers.remove(&id) {
                        // The writer sends the bye, then closes the connection; if its queue is full, close now.
                        if !connection.send(line_of(&ToPeer::Bye { reason })) {
                            connection.cut();
                        }
                    }
                    self.gate.left(id);
                    queue.extend(self.authority.gone(id, now));
                    continue;
                }
            };
            let line = line_of(&message);
            for id in targets {
                let stuck = match self.peers.get(&id) {
                    Some(Peer::Local(sender)) => {
                        // The host's interface reads its channel as it draws; it is never cut off.
                        let _ = sender.send(FromRoom::Message(message.clone()));
                        false
                    }
                    Some(Peer::Remote { connection, .. }) => !connection.send(line.clone()),
                    None => false,
                };
                if stuck {
                    queue.push_back(Out::Drop(id, format!("too slow: {QUEUE} messages waited to be read")));
                }
            }
        }
    }
}
