//! The lobby's socket in the server's process: each player's session connects to it, and its lines are carried
//! to and from the [`Lobby`]'s plain state on one thread, as a room's host carries a room's (room/host.rs).
//!
//! A session is one of the server's own programs (checked: the peer's uid is the server's), but each line is
//! still untrusted: at most [`MAX_LINE`] bytes, one of the protocol's messages, at most [`RATE`] a second after
//! a burst, and a hello within [`Config::hello_wait`]. A session that stops reading has [`QUEUE`] lines waiting
//! at most before it is cut off, so no session can stall the lobby or the others. An accepted challenge's room
//! is opened on a thread of its own (one at a time, as the keeper answers), so a keeper that is slow to answer
//! (busy with a request that takes its time, or with a burst of openings) delays only the two players waiting
//! for that room, not the lobby.

use std::collections::HashMap;
use std::io::Write as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};

use std::time::{Duration, Instant};
use tokio::sync::mpsc::error::TrySendError;

use crate::lobby::ask::Query;
use crate::lobby::protocol::{Doing, MAX_GAMES, MAX_LINE, ToServer, ToSession, VERSION, Watchable, YourGame};
use crate::lobby::{Lobby, Match, Notice, Out, SessionId, Tell};
use crate::room::peer::{own_uid, peer_uid};
use crate::room::protocol::line_of;
use crate::rules::BySide;
use crate::store::PlayerName;

/// Questions of the database that may wait for the lobby's worker (beyond them, "the archive is busy").
pub const QUESTIONS: usize = 64;

/// Lines that may wait for a session's writer before it counts as stuck.
pub const QUEUE: usize = 256;

/// Lines a second a session may send, on average, after a burst of [`BURST`].
pub const RATE: u32 = 20;

/// Lines a session may send at once.
const BURST: u32 = 60;

/// How often a quiet lobby looks at the games in progress (the rooms folder's list of public rooms, itself read
/// at most every two seconds): the lobby's one wake-up while nothing happens.
pub const GAMES_EVERY: Duration = Duration::from_secs(2);

/// How often the ends of the tournaments' games are read from the database as well: each end is told by the
/// store ([`Notice::Ended`]), and this reading is the net under it (an end told while the lobby's thread was
/// busy opening, say, is never lost).
pub const ENDS_EVERY: Duration = Duration::from_secs(5);

/// Connections at most that have not said hello yet (each holds two threads).
pub const MAX_WAITING: usize = 256;

/// Opens the room of an accepted challenge, both seats bound: the room's code and each seat's secret, or why
/// not, in words.
pub type Opener = Box<dyn FnMut(&Match) -> Result<(String, BySide<String>), String> + Send>;

/// The server's games in progress, as the lobby lists them to watch.
pub type Games = Box<dyn FnMut() -> Vec<Watchable> + Send>;

/// A player's unfinished games, from the server's database.
pub type Yours = Box<dyn FnMut(PlayerName) -> Vec<YourGame> + Send>;

/// When a player's last session left, for the marks of moves made while they were away (the database's
/// `seen_at`).
pub type Seen = Box<dyn FnMut(PlayerName) + Send>;

pub use hooks::{games, opener, seen, yours};

/// The lobby's inbox, made before the lobby starts so the room keeper's store can be given its [`Tell`].
pub struct Inbox {
    events: Sender<Event>,
    inbox: Receiver<Event>,
}

impl Inbox {
    /// The next notice posted, if one is waiting (for tests of what the store tells).
    #[cfg(test)]
    pub fn try_notice(&self) -> Option<Notice> {
        match self.inbox.try_recv() {
            Ok(Event::Notice(notice)) => Some(notice),
            _ => None,
        }
    }
}

/// The lobby's inbox, and the teller that posts notices to it (a notice to a lobby that stopped is dropped).
#[must_use]
pub fn inbox() -> (Tell, Inbox) {
    let (events, inbox) = mpsc::channel();
    let posts = events.clone();
    let tell: Tell = std::sync::Arc::new(move |notice| {
        let _ = posts.send(Event::Notice(notice));
    });
    (tell, Inbox { events, inbox })
}

/// How the lobby's socket runs.
pub struct Config {
    /// The socket's path (in the server's private folder; one left by an earlier run is replaced).
    pub socket: PathBuf,
    /// How long a connection has to say hello.
    pub hello_wait: Duration,
    /// How often the lobby's lists are sent, at most.
    pub flush_every: Duration,
    /// Draws the sides of challenges that leave them open.
    pub seed: u64,
}

impl Config {
    /// The server's settings for the socket at `socket`.
    #[must_use]
    pub fn at(socket: PathBuf) -> Config {
        Config { socket, hello_wait: Duration::from_secs(5), flush_every: Duration::from_millis(250), seed: seed() }
    }
}

/// A seed from the time and the process: the sides drawn need no more than to differ from run to run.
fn seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    #[allow(clippy::cast_possible_truncation, reason = "any 64 bits of the time do")]
    let nanos = nanos as u64;
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// What the lobby's thread takes, one at a time.
pub enum Event {
    /// A connection accepted.
    Arrived(UnixStream),
    /// A move stored in a player's game.
    Notice(Notice),
    /// The room of an accepted challenge opened, or why not.
    Opened(Match, Result<(String, BySide<String>), String>),
    /// A session's line, read as a message or why not.
    Line(SessionId, Result<ToServer, String>),
    /// A session sent too fast.
    Flood(SessionId),
    /// A session's connection closed.
    Closed(SessionId),
    /// The answer to a session's question of the database, from the lobby's worker.
    Answered(SessionId, ToSession),
}

struct Peer {
    connection: super::wire::Connection,
    /// When it connected, while it has not said hello.
    waiting_since: Option<Instant>,
}

/// Starts the lobby: its socket bound now (an error if it cannot be), its threads running until the process
/// ends. Called within the server's runtime, which carries each session's connection.
#[allow(clippy::too_many_arguments, reason = "each is one of the lobby's seams into the server, named at its one call")]
pub fn start(
    config: Config,
    inbox: Inbox,
    open: Opener,
    games: Games,
    yours: Yours,
    seen: Seen,
    tournaments: super::tournaments::Stores,
    archivist: super::archive::Archivist,
) -> std::io::Result<()> {
    let _ = std::fs::remove_file(&config.socket);
    let listener = UnixListener::bind(&config.socket)?;
    let Inbox { events, inbox } = inbox;
    let accepted = events.clone();
    std::thread::Builder::new().name("lobby-accept".into()).spawn(move || {
        for stream in listener.incoming() {
            match stream {
                Ok(stream) => {
                    if accepted.send(Event::Arrived(stream)).is_err() {
                        return;
                    }
                }
                Err(_) => std::thread::sleep(Duration::from_millis(50)),
            }
        }
    })?;
    let open = std::sync::Arc::new(std::sync::Mutex::new(open));
    let super::tournaments::Stores { keep, load, ends } = tournaments;
    let mut lobby = Lobby::new(config.seed);
    let (kept, next) = load();
    lobby.restore(kept, next);
    let questions = worker(archivist, events.clone())?;
    let runtime = tokio::runtime::Handle::try_current().map_err(std::io::Error::other)?;
    let mut place = Place {
        runtime,
        lobby,
        peers: HashMap::new(),
        next: 1,
        events,
        open,
        games,
        yours,
        seen,
        keep,
        ends,
        ends_read: None,
        questions,
    };
    std::thread::Builder::new().name("lobby".into()).spawn(move || place.run(&inbox, &config))?;
    Ok(())
}

/// The lobby's thread's state.
struct Place {
    /// The server's runtime, where each connection's reading and writing run.
    runtime: tokio::runtime::Handle,
    lobby: Lobby,
    peers: HashMap<SessionId, Peer>,
    next: SessionId,
    events: Sender<Event>,
    /// Called on an opening thread, one opening at a time.
    open: std::sync::Arc<std::sync::Mutex<Opener>>,
    games: Games,
    yours: Yours,
    seen: Seen,
    /// Writes a tournament's change before it is announced.
    keep: super::tournaments::Keep,
    /// Reads which of the tournaments' games ended.
    ends: super::tournaments::Ends,
    /// When they were last read.
    ends_read: Option<Instant>,
    /// The worker's queue of questions of the database.
    questions: SyncSender<(SessionId, Query)>,
}

/// The lobby's worker: one thread answering the sessions' questions of the database in turn, from a queue of
/// [`QUESTIONS`] at most, each answer posted to the lobby's thread, so a slow search never stalls the lobby.
fn worker(
    mut archivist: super::archive::Archivist,
    events: Sender<Event>,
) -> std::io::Result<SyncSender<(SessionId, Query)>> {
    let (questions, asked) = mpsc::sync_channel::<(SessionId, Query)>(QUESTIONS);
    std::thread::Builder::new().name("lobby-archive".into()).spawn(move || {
        for (session, query) in asked {
            if events.send(Event::Answered(session, archivist(&query))).is_err() {
                return;
            }
        }
    })?;
    Ok(questions)
}

impl Place {
    /// Takes each event as it comes, and flushes the lists at most every [`Config::flush_every`] after one. A
    /// quiet lobby wakes only to look at the games in progress (every [`GAMES_EVERY`]) and, while a connection
    /// has not said hello, to hold it to its time: however many players are in, an idle lobby costs the same.
    fn run(&mut self, inbox: &Receiver<Event>, config: &Config) {
        let mut flushed = Instant::now();
        let mut next_flush = flushed;
        loop {
            let now = Instant::now();
            if now >= next_flush {
                self.lobby.set_games((self.games)());
                let outs = self.lobby.tick(jiff::Timestamp::now());
                self.deliver(outs);
                self.tournament_ends(now);
                let outs = self.lobby.flush();
                self.deliver(outs);
                self.drop_late(now, config.hello_wait);
                flushed = now;
                let waiting = self.peers.values().any(|peer| peer.waiting_since.is_some());
                next_flush = now + if waiting { config.flush_every } else { GAMES_EVERY };
            }
            match inbox.recv_timeout(next_flush.saturating_duration_since(Instant::now())) {
                Ok(event) => {
                    let outs = self.take(event);
                    self.deliver(outs);
                    next_flush = next_flush.min(flushed + config.flush_every);
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    }

    fn take(&mut self, event: Event) -> Vec<Out> {
        match event {
            Event::Arrived(stream) => {
                self.arrived(stream);
                Vec::new()
            }
            Event::Notice(Notice::Moved { to, game }) => self.lobby.moved(to, game),
            Event::Notice(Notice::Ended(ended)) => {
                // A tournament's game scores first (written before anything shows it), then its players hear.
                let mut outs = self.lobby.tournament_game_ended(&ended.code, ended.result);
                outs.extend(self.lobby.ended(&ended));
                outs
            }
            Event::Opened(game, opened) => self.lobby.opened(&game, opened),
            Event::Line(id, Ok(message)) => {
                // A session's games are read from the database when it comes in and each time it opens the
                // lobby, so a move made while it was away is there.
                let games_for = match &message {
                    ToServer::Hello { name, .. } => Some(*name),
                    ToServer::Doing { doing: Doing::Lobby } => self.lobby.name_of(id),
                    _ => None,
                };
                let hello = matches!(message, ToServer::Hello { .. });
                let before = self.lobby.name_of(id);
                let mut outs = self.lobby.handle(id, message);
                // A bye leaves the lobby before the connection closes.
                if let Some(name) = before
                    && self.lobby.name_of(id).is_none()
                {
                    self.visit_may_end(name);
                }
                if hello && let Some(peer) = self.peers.get_mut(&id) {
                    peer.waiting_since = None;
                }
                if let Some(name) = games_for
                    && self.lobby.name_of(id) == Some(name)
                {
                    let mut games = (self.yours)(name);
                    games.truncate(MAX_GAMES);
                    outs.push(Out::To(id, ToSession::Games { games }));
                }
                outs
            }
            Event::Line(id, Err(reason)) if self.peers.get(&id).is_some_and(|p| p.waiting_since.is_none()) => {
                vec![Out::To(id, ToSession::Refused { reason })]
            }
            Event::Line(id, Err(reason)) => vec![Out::Drop(id, reason)],
            Event::Flood(id) => vec![Out::Drop(id, format!("more than {RATE} messages a second"))],
            Event::Closed(id) => {
                self.peers.remove(&id);
                self.left(id)
            }
            Event::Answered(id, answer) => self.lobby.answered(id, answer),
        }
    }

    /// The ends of the tournaments' games, read from their stored games every [`ENDS_EVERY`], each told to
    /// the lobby (which scores it, written before it is shown).
    fn tournament_ends(&mut self, now: Instant) {
        if self.ends_read.is_some_and(|at| now.duration_since(at) < ENDS_EVERY) {
            return;
        }
        self.ends_read = Some(now);
        let codes = self.lobby.waiting_codes();
        if codes.is_empty() {
            return;
        }
        for (code, result) in (self.ends)(&codes) {
            let outs = self.lobby.tournament_game_ended(&code, result);
            self.deliver(outs);
        }
    }

    /// A session left: gone from the lobby, and if it was its player's last, their visit ends now.
    fn left(&mut self, id: SessionId) -> Vec<Out> {
        let name = self.lobby.name_of(id);
        let outs = self.lobby.gone(id);
        if let Some(name) = name {
            self.visit_may_end(name);
        }
        outs
    }

    /// A session of `name` left: if it was their last, their visit ends now.
    fn visit_may_end(&mut self, name: PlayerName) {
        if self.lobby.sessions_of(name).next().is_none() {
            (self.seen)(name);
        }
    }

    /// A connection accepted: a stranger's is refused, and one past [`MAX_WAITING`] too.
    fn arrived(&mut self, mut stream: UnixStream) {
        let refuse = |stream: &mut UnixStream, reason: String| {
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            let _ = stream.write_all(line_of(&ToSession::Bye { reason }).as_bytes());
        };
        let own = own_uid();
        if peer_uid(&stream).is_some_and(|uid| uid != own) {
            return refuse(&mut stream, format!("only this server's own sessions (uid {own}) come in here"));
        }
        if self.peers.values().filter(|p| p.waiting_since.is_some()).count() >= MAX_WAITING {
            return refuse(&mut stream, "too many connections are saying hello: try again".into());
        }
        let id = self.next;
        self.next += 1;
        if let Ok(connection) = connect(id, stream, &self.events, &self.runtime) {
            self.peers.insert(id, Peer { connection, waiting_since: Some(Instant::now()) });
        }
    }

    /// Connections that did not say hello in time are dropped.
    fn drop_late(&mut self, now: Instant, wait: Duration) {
        let late: Vec<SessionId> = self
            .peers
            .iter()
            .filter(|(_, peer)| peer.waiting_since.is_some_and(|since| now.duration_since(since) > wait))
            .map(|(&id, _)| id)
            .collect();
        let reason = format!("no hello within {} seconds", wait.as_secs());
        self.deliver(late.into_iter().map(|id| Out::Drop(id, reason.clone())).collect());
    }

    /// Sends what the lobby said and opens what it asks for; a session that cannot take more is cut off, and
    /// what that changes is sent too.
    fn deliver(&mut self, outs: Vec<Out>) {
        let mut queue = std::collections::VecDeque::from(outs);
        while let Some(out) = queue.pop_front() {
            let (targets, message) = match out {
                Out::To(id, message) => (vec![id], message),
                Out::ToEach(ids, message) => (ids, message),
                Out::Drop(id, reason) => {
                    if let Some(peer) = self.peers.remove(&id)
                        && peer.connection.try_send(line_of(&ToSession::Bye { reason })).is_err()
                    {
                        peer.connection.close_now();
                    }
                    queue.extend(self.left(id));
                    continue;
                }
                Out::Open(game) => {
                    let refused = self.open(&game);
                    queue.extend(refused);
                    continue;
                }
                Out::Keep(tournament) => {
                    if let Err(error) = (self.keep)(&tournament) {
                        super::log(&format!("tournament {} not written: {error}", tournament.id));
                    }
                    continue;
                }
                Out::Ask(id, query) => {
                    if self.questions.try_send((id, query)).is_err() {
                        let reason = "the archive is busy: try again".to_string();
                        queue.extend(self.lobby.answered(id, ToSession::Refused { reason }));
                    }
                    continue;
                }
            };
            let line = line_of(&message);
            for id in targets {
                let stuck = self
                    .peers
                    .get(&id)
                    .is_some_and(|peer| matches!(peer.connection.try_send(line.clone()), Err(TrySendError::Full(_))));
                if stuck {
                    queue.push_back(Out::Drop(id, format!("too slow: {QUEUE} messages waited to be read")));
                }
            }
        }
    }

    /// Opens the match's room on a thread of its own, which tells the lobby's thread when it is open (or why
    /// not); what to send if no thread could be started (a refusal to both players).
    fn open(&mut self, game: &Match) -> Vec<Out> {
        let (open, events) = (std::sync::Arc::clone(&self.open), self.events.clone());
        let for_thread = game.clone();
        let started = std::thread::Builder::new().name("lobby-open".into()).spawn(move || {
            let opened = (open.lock().unwrap_or_else(std::sync::PoisonError::into_inner))(&for_thread);
            let _ = events.send(Event::Opened(for_thread, opened));
        });
        match started {
            Ok(_) => Vec::new(),
            Err(error) => self.lobby.opened(game, Err(format!("no thread to open it: {error}"))),
        }
    }
}

/// A connection's two tasks on the server's runtime: one writes the lines queued for it, one reads and checks
/// its lines, at most [`RATE`] a second (after a burst of [`BURST`]).
fn connect(
    id: SessionId,
    stream: UnixStream,
    events: &Sender<Event>,
    runtime: &tokio::runtime::Handle,
) -> std::io::Result<super::wire::Connection> {
    let bounds = super::wire::Bounds {
        line: MAX_LINE,
        rate: RATE,
        burst: BURST,
        queue: QUEUE,
        write_wait: Duration::from_secs(5),
    };
    let (lines, end) = (events.clone(), events.clone());
    let take = move |line: Vec<u8>| lines.send(Event::Line(id, read_to_server(&line))).is_ok();
    let ended = move |how: crate::room::wire::Ended| {
        use crate::room::wire::Ended;
        match how {
            Ended::Flood => _ = end.send(Event::Flood(id)),
            Ended::TooLong => _ = end.send(Event::Line(id, Err(format!("a line is at most {MAX_LINE} bytes")))),
            Ended::Closed => {}
        }
        let _ = end.send(Event::Closed(id));
    };
    super::wire::Connection::start(runtime, stream, bounds, take, ended)
}

/// A line as a message. A hello is read for its version first, so a session of another version (or a room's
/// peer, whose hello has other fields) is told the versions by name rather than what field it lacks.
fn read_to_server(line: &[u8]) -> Result<ToServer, String> {
    #[derive(serde::Deserialize)]
    struct Versioned {
        #[serde(rename = "type")]
        kind: String,
        version: Option<u64>,
    }
    if let Ok(Versioned { kind, version: Some(version) }) = serde_json::from_slice::<Versioned>(line)
        && kind == "hello"
        && version != u64::from(VERSION)
    {
        return Err(format!(
            "this server speaks bao protocol {VERSION}, not version {version}: its bao and yours differ"
        ));
    }
    serde_json::from_slice(line).map_err(|error| format!("not a message of the bao protocol: {error}"))
}

mod hooks;

#[cfg(test)]
mod tests;
