//! The host's side of a room: a thread that owns the [`Authority`] and carries messages between it and the
//! connections, a thread that accepts connections, and two threads for each connection (one reads and checks
//! its lines, one writes). The authority's thread never waits on a peer: a connection's lines wait in a
//! bounded queue for its writer, and a peer that lets [`QUEUE`] of them pile up is cut off; a peer that floods
//! the room (more than [`RATE`] lines a second, after a burst) or sends a line over the limit is cut off too,
//! with the reason. The host's own interface is a peer like the others, on a channel.

use std::collections::HashMap;
use std::io::{BufReader, Write as _};
use std::os::unix::net::{UnixListener, UnixStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TrySendError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::rules::{AnyLine, Side};

use super::authority::{Authority, HOST, MAX_SPECTATORS, Out, PeerId};
use super::clock::ClockSpec;
use super::code::RoomCode;
use super::dir::{Rooms, RoomsError};
use super::link::{FromRoom, Link};
use super::protocol::{BadMessage, LineReader, MAX_PEER_LINE, Read, ToHost, ToPeer, line_of, read_to_host};

/// Lines that may wait for a peer's writer before the peer counts as stuck.
pub const QUEUE: usize = 512;

/// Lines a second a peer may send, on average.
pub const RATE: u32 = 20;

/// Lines a peer may send at once.
const BURST: u32 = 60;

/// How long a new connection has for its hello.
const HELLO_WAIT: Duration = Duration::from_secs(10);

/// Refusals in a row after which a peer is cut off.
const STRIKES: u32 = 20;

/// Connections at once: two players, the spectators, and a few still saying hello.
const MAX_CONNECTIONS: usize = 2 + MAX_SPECTATORS + 8;

/// What the room's thread takes.
pub enum Event {
    /// A new connection, with its writer's queue and the stream to close it.
    Connected(PeerId, SyncSender<String>, UnixStream),
    /// A line of a peer, read.
    Line(PeerId, Result<ToHost, BadMessage>),
    /// A peer sent too much.
    Flood(PeerId),
    /// A peer's connection ended.
    Closed(PeerId),
    /// A message of the host's own interface.
    Local(ToHost),
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
}

/// An open room. Dropping it closes the room: everyone is told, and its socket and listing are removed.
pub struct Hosting {
    code: RoomCode,
    rooms: Rooms,
    events: Sender<Event>,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl Hosting {
    /// Opens the room: its socket made, its threads started. Returns it and the host's own link.
    pub fn open(options: Options) -> Result<(Hosting, Link), RoomsError> {
        let listener = options.rooms.listen(&options.code)?;
        listener
            .set_nonblocking(true)
            .map_err(|source| RoomsError::Io { path: options.rooms.socket(&options.code), source })?;
        let (events, inbox) = mpsc::channel();
        let (to_host, host_inbox) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let authority = Authority::new(options.code, options.line, options.side, &options.name, options.clock);
        let public = options.public.then(|| options.rooms.clone());
        // Listed before the code is shown, so `bao rooms` finds the room as soon as its host says it is open.
        if let Some(rooms) = &public {
            rooms.publish(&options.code, &authority.public())?;
        }
        let room = std::thread::spawn(move || run_room(authority, &inbox, &to_host, public.as_ref()));
        let accepting = {
            let (events, stop) = (events.clone(), Arc::clone(&stop));
            std::thread::spawn(move || accept(&listener, &events, &stop))
        };
        let hosting = Hosting {
            code: options.code,
            rooms: options.rooms,
            events: events.clone(),
            stop,
            threads: vec![room, accepting],
        };
        Ok((hosting, Link::local(events, host_inbox)))
    }

    /// The room's code.
    #[must_use]
    pub fn code(&self) -> RoomCode {
        self.code
    }
}

impl Drop for Hosting {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.rooms.remove(&self.code);
        // The room's thread ends when the host says bye; it tells everyone first.
        let _ = self.events.send(Event::Local(ToHost::Bye));
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// Accepts connections until told to stop, each given its threads; one over the limit is told so and closed.
fn accept(listener: &UnixListener, events: &Sender<Event>, stop: &AtomicBool) {
    let live = Arc::new(AtomicUsize::new(0));
    let mut next: PeerId = HOST + 1;
    while !stop.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((mut stream, _)) => {
                if live.load(Ordering::Relaxed) >= MAX_CONNECTIONS {
                    let bye = ToPeer::Bye { reason: format!("the room is full ({MAX_CONNECTIONS} connections)") };
                    let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
                    let _ = stream.write_all(line_of(&bye).as_bytes());
                    continue;
                }
                let id = next;
                next += 1;
                // A connection that cannot be set up is dropped; the others go on.
                let _ = connect(id, stream, events, &live);
            }
            Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// Starts a connection's reader and writer.
fn connect(id: PeerId, stream: UnixStream, events: &Sender<Event>, live: &Arc<AtomicUsize>) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_millis(500)))?;
    // A peer that stops reading holds a write at most this long; its queue then fills and it is cut off.
    stream.set_write_timeout(Some(Duration::from_secs(5)))?;
    let (lines, queue) = mpsc::sync_channel::<String>(QUEUE);
    let mut writer = stream.try_clone()?;
    let reader = BufReader::new(stream.try_clone()?);
    if events.send(Event::Connected(id, lines, stream)).is_err() {
        return Ok(());
    }
    live.fetch_add(1, Ordering::Relaxed);
    std::thread::spawn(move || {
        for line in queue {
            if writer.write_all(line.as_bytes()).is_err() {
                break;
            }
        }
        let _ = writer.shutdown(std::net::Shutdown::Both);
    });
    let (events, live) = (events.clone(), Arc::clone(live));
    std::thread::spawn(move || {
        read_peer(id, reader, &events);
        live.fetch_sub(1, Ordering::Relaxed);
        let _ = events.send(Event::Closed(id));
    });
    Ok(())
}

/// A connection's reading thread: each line read and checked as a message, at most [`RATE`] a second (after a
/// burst of [`BURST`]), the first within [`HELLO_WAIT`].
fn read_peer(id: PeerId, mut reader: BufReader<UnixStream>, events: &Sender<Event>) {
    let mut lines = LineReader::default();
    let started = Instant::now();
    let mut said_hello = false;
    let mut tokens = f64::from(BURST);
    let mut last = Instant::now();
    loop {
        match lines.read(&mut reader, MAX_PEER_LINE) {
            Ok(Read::Line(line)) => {
                let now = Instant::now();
                tokens = (tokens + now.duration_since(last).as_secs_f64() * f64::from(RATE)).min(f64::from(BURST));
                last = now;
                tokens -= 1.0;
                if tokens < 0.0 {
                    let _ = events.send(Event::Flood(id));
                    return;
                }
                said_hello = true;
                if events.send(Event::Line(id, read_to_host(&line))).is_err() {
                    return;
                }
            }
            Ok(Read::Waiting) => {
                if !said_hello && started.elapsed() > HELLO_WAIT {
                    let _ = events.send(Event::Line(id, Err(BadMessage::Shape("no hello within ten seconds".into()))));
                    return;
                }
            }
            Ok(Read::TooLong) => {
                let _ = events.send(Event::Line(id, Err(BadMessage::TooLong(MAX_PEER_LINE))));
                return;
            }
            Ok(Read::End) | Err(_) => return,
        }
    }
}

/// A peer of the room: the host's interface, or a connection.
enum Peer {
    Local(Sender<FromRoom>),
    Remote { lines: SyncSender<String>, stream: UnixStream, strikes: u32 },
}

/// The room's thread: takes events until the host leaves, carries out what the authority says.
fn run_room(mut authority: Authority, inbox: &Receiver<Event>, host: &Sender<FromRoom>, public: Option<&Rooms>) {
    let mut peers: HashMap<PeerId, Peer> = HashMap::new();
    peers.insert(HOST, Peer::Local(host.clone()));
    let mut listed = None;
    if let Some(rooms) = public {
        let room = authority.public();
        let _ = rooms.publish(&authority.code(), &room);
        listed = Some(room);
    }
    loop {
        let now = Instant::now();
        let wait = authority.next_deadline(now).map_or(Duration::from_secs(1), |at| at.saturating_duration_since(now));
        let event = inbox.recv_timeout(wait.clamp(Duration::from_millis(5), Duration::from_secs(1)));
        let now = Instant::now();
        let mut outs = match event {
            Ok(Event::Connected(id, lines, stream)) => {
                peers.insert(id, Peer::Remote { lines, stream, strikes: 0 });
                Vec::new()
            }
            Ok(Event::Line(id, Ok(message))) => {
                let outs = authority.handle(id, message, now);
                strike(&mut peers, id, &outs);
                outs
            }
            Ok(Event::Line(id, Err(error))) => match error {
                BadMessage::Shape(_) if authority.knows(id) => {
                    let outs = vec![Out::To(id, ToPeer::Refused { reason: error.to_string() })];
                    strike(&mut peers, id, &outs);
                    outs
                }
                _ => vec![Out::Drop(id, error.to_string())],
            },
            Ok(Event::Flood(id)) => vec![Out::Drop(id, format!("more than {RATE} messages a second"))],
            Ok(Event::Closed(id)) => {
                peers.remove(&id);
                authority.gone(id, now)
            }
            Ok(Event::Local(ToHost::Bye)) | Err(RecvTimeoutError::Disconnected) => {
                let bye = line_of(&ToPeer::Bye { reason: "the host closed the room".into() });
                for peer in peers.values() {
                    if let Peer::Remote { lines, .. } = peer {
                        let _ = lines.try_send(bye.clone());
                    }
                }
                return;
            }
            Ok(Event::Local(message)) => authority.handle(HOST, message, now),
            Err(RecvTimeoutError::Timeout) => Vec::new(),
        };
        outs.extend(authority.tick(now));
        deliver(&mut authority, &mut peers, outs, now);
        if let Some(rooms) = public {
            let room = authority.public();
            if listed.as_ref() != Some(&room) {
                let _ = rooms.publish(&authority.code(), &room);
                listed = Some(room);
            }
        }
    }
}

/// Counts a refusal against a peer (a run of them cuts it off); anything taken clears the count.
fn strike(peers: &mut HashMap<PeerId, Peer>, id: PeerId, outs: &[Out]) {
    let refused = outs.iter().any(|out| matches!(out, Out::To(to, ToPeer::Refused { .. }) if *to == id));
    if let Some(Peer::Remote { strikes, stream, .. }) = peers.get_mut(&id) {
        *strikes = if refused { *strikes + 1 } else { 0 };
        if *strikes >= STRIKES {
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
    }
}

/// Sends what the authority said; a peer that cannot take more is cut off, and what that changes is sent too.
fn deliver(authority: &mut Authority, peers: &mut HashMap<PeerId, Peer>, outs: Vec<Out>, now: Instant) {
    let mut queue = std::collections::VecDeque::from(outs);
    while let Some(out) = queue.pop_front() {
        let (targets, message): (Vec<PeerId>, ToPeer) = match out {
            Out::To(id, message) => (vec![id], message),
            Out::All(message) => (peers.keys().copied().filter(|&id| authority.knows(id)).collect(), message),
            Out::Drop(id, reason) => {
                if let Some(Peer::Remote { lines, stream, .. }) = peers.remove(&id) {
                    // The writer sends the bye, then closes the connection; if its queue is full, close now.
                    if lines.try_send(line_of(&ToPeer::Bye { reason })).is_err() {
                        let _ = stream.shutdown(std::net::Shutdown::Both);
                    }
                }
                queue.extend(authority.gone(id, now));
                continue;
            }
        };
        let line = line_of(&message);
        for id in targets {
            let stuck = match peers.get(&id) {
                Some(Peer::Local(sender)) => {
                    // The host's interface reads its channel as it draws; it is never cut off.
                    let _ = sender.send(FromRoom::Message(message.clone()));
                    false
                }
                Some(Peer::Remote { lines, .. }) => matches!(lines.try_send(line.clone()), Err(TrySendError::Full(_))),
                None => false,
            };
            if stuck {
                queue.push_back(Out::Drop(id, format!("too slow: {QUEUE} messages waited to be read")));
            }
        }
    }
}
