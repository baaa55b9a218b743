//! The keeper's side, in the server's process (`bao serve` only): the rooms it keeps and the socket it answers
//! on, and the [`Keeping`] that stores every room's game (the server's database), so a restarted keeper opens
//! each room whose game goes on again, with the same code and the same seats.

use std::io::Write as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::time::Duration;

use super::super::authority::{Authority, Kept};
use super::super::clock::ClockSpec;
use super::super::code::RoomCode;
use super::super::dir::Rooms;
use super::super::host::{Carrier, Hosting, Options, Persist};
use super::{KEEPER_VERSION, KeeperAnswer, NoLine, OpenRoom, REQUEST_WAIT, one_line};

/// The longest request: a save of a long game fits many times over.
pub const MAX_REQUEST_BYTES: usize = 1 << 20;

/// The most rooms one player's name keeps open.
pub const MAX_ROOMS_PER_PLAYER: usize = 16;

/// The most rooms the keeper keeps open.
pub const MAX_ROOMS: usize = 2000;

/// How a room's game is kept, as its opener asked: listed to watch, and rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Terms {
    /// Whether the room is listed to watch.
    pub public: bool,
    /// Whether its result counts for ratings (the store decides whether a game can be: from the start, between
    /// two players).
    pub rated: bool,
}

/// Where the keeper keeps its rooms' games (the server's database: `serve/kept.rs` has the one there is). The
/// room module knows no database; the server hands the keeper this.
pub trait Keeping: Send {
    /// Stores a room just opened, its game as `kept` (before anyone can join it), on the opener's `terms`;
    /// returns the hook that stores each change of the room's game before the room announces it ([`Persist`]).
    fn open(&mut self, code: RoomCode, kept: &Kept, terms: Terms) -> Result<Persist, String>;

    /// The rooms stored whose game goes on, to be opened again: each room's code, its game as kept, its terms,
    /// and the hook for its changes; a room that cannot be read back is its reason, in words.
    fn reopen(&mut self) -> Vec<Result<(RoomCode, Kept, Terms, Persist), String>>;

    /// What carries the kept rooms' connections (the server's runtime); none: a thread each way.
    fn carrier(&self) -> Option<std::sync::Arc<dyn Carrier>> {
        None
    }
}

/// The rooms the server keeps, each with the name of who opened it.
pub struct Keeper {
    rooms: Rooms,
    held: Vec<(String, Hosting)>,
    keeping: Option<Box<dyn Keeping>>,
}

impl Keeper {
    /// A keeper of rooms in `rooms`, holding none yet, storing nothing.
    #[must_use]
    pub fn new(rooms: Rooms) -> Keeper {
        Keeper { rooms, held: Vec::new(), keeping: None }
    }

    /// A keeper of rooms in `rooms` that stores their games in `keeping`, holding again every room stored
    /// whose game goes on. Returns it and a line for the server's log about each room not opened again.
    pub fn with(rooms: Rooms, mut keeping: Box<dyn Keeping>) -> (Keeper, Vec<String>) {
        let mut problems = Vec::new();
        let mut held = Vec::new();
        let carrier = keeping.carrier();
        for stored in keeping.reopen() {
            let (code, kept, Terms { public, .. }, persist) = match stored {
                Ok(stored) => stored,
                Err(reason) => {
                    problems.push(reason);
                    continue;
                }
            };
            // Who counts as its opener, for the bound on each player's rooms: the first seated player.
            let opener = kept.seats.south.name.clone().or_else(|| kept.seats.north.name.clone()).unwrap_or_default();
            // The socket a killed server left behind is in its own private folder.
            let _ = std::fs::remove_file(rooms.socket(&code));
            let options = Options {
                rooms: rooms.clone(),
                code,
                line: kept.line.clone(),
                side: crate::rules::Side::South,
                name: opener.clone(),
                clock: kept.clock,
                public,
                persist: Some(persist),
                broadcast: false,
                carrier: carrier.clone(),
            };
            match Hosting::hold(options, Authority::restore(code, kept, std::time::Instant::now())) {
                Ok(room) => held.push((opener, room)),
                Err(error) => problems.push(format!("a room of {opener}: {error}")),
            }
        }
        (Keeper { rooms, held, keeping: Some(keeping) }, problems)
    }

    /// How many rooms are kept.
    #[cfg(test)]
    #[must_use]
    pub fn len(&self) -> usize {
        self.held.len()
    }

    /// Whether no room is kept.
    #[cfg(test)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }

    /// What a request does: a room opened, or the reason it was not.
    pub fn handle(&mut self, request: &OpenRoom) -> KeeperAnswer {
        let refused = |reason: String| KeeperAnswer::Refused { reason };
        if request.version != KEEPER_VERSION {
            return refused(format!(
                "this server's room keeper speaks version {KEEPER_VERSION}, the request version {}: the server's bao and this one differ",
                request.version
            ));
        }
        let name = match request.name.parse::<crate::store::PlayerName>() {
            Ok(name) => name.to_string(),
            Err(error) => return refused(format!("name: {error}")),
        };
        let clock = match request.clock.as_deref().map(str::parse::<ClockSpec>).transpose() {
            Ok(clock) => clock,
            Err(error) => return refused(format!("clock: {error}")),
        };
        match request.days {
            Some(days) if !(1..=super::super::control::MAX_DAYS).contains(&days) => {
                return refused(format!("days a move: from 1 to {}, not {days}", super::super::control::MAX_DAYS));
            }
            Some(_) if clock.is_some() => return refused("a game has a clock or days a move, not both".into()),
            _ => {}
        }
        if let Some(reason) = broadcast_refused(request, clock.is_some()) {
            return refused(reason);
        }
        let line = match request.save.check() {
            Ok(game) => game.line,
            Err(error) => return refused(format!("the game: {error}")),
        };
        // Rooms whose game is over and that nobody is in make way first.
        self.held.retain(|(_, room)| !room.idle());
        if self.held.iter().filter(|(opener, _)| *opener == name).count() >= MAX_ROOMS_PER_PLAYER {
            return refused(format!(
                "{name} already has {MAX_ROOMS_PER_PLAYER} open rooms on this server: finish or resign one of them first"
            ));
        }
        if self.held.len() >= MAX_ROOMS {
            return refused(format!("this server keeps at most {MAX_ROOMS} rooms, and they are all open: try later"));
        }
        let code = match RoomCode::random(line.variant()) {
            Ok(code) => code,
            Err(error) => return refused(format!("a room code: {error}")),
        };
        let side: crate::rules::Side = request.side.into();
        let (mut authority, secret) = match Authority::held(code, line.clone(), side, &name, clock) {
            Ok(held) => held,
            Err(error) => return refused(format!("a seat's secret: {error}")),
        };
        let guest_secret = match request.guest.as_deref().map(str::parse::<crate::store::PlayerName>).transpose() {
            Ok(None) => match request.computer {
                Some(level) => match authority.bind(side.opponent(), &super::computer_name(level)) {
                    Ok(secret) => Some(secret.as_str().to_string()),
                    Err(error) => return refused(format!("a seat's secret: {error}")),
                },
                None => None,
            },
            Ok(Some(guest)) if guest.as_str() == name => return refused("the two players are one".into()),
            Ok(Some(guest)) => match authority.bind(side.opponent(), guest.as_str()) {
                Ok(secret) => Some(secret.as_str().to_string()),
                Err(error) => return refused(format!("a seat's secret: {error}")),
            },
            Err(error) => return refused(format!("the guest's name: {error}")),
        };
        if let Some(days) = request.days {
            authority.correspond(days, std::time::Instant::now());
        }
        // Stored before anyone can join: the room's every change is then a change of a stored game.
        // A broadcast room's game is the player's own save, not the server's: never stored.
        let persist = match &mut self.keeping {
            Some(_) if request.computer.is_some() => None,
            Some(keeping) => match keeping.open(
                code,
                &authority.kept(std::time::Instant::now()),
                Terms { public: request.public, rated: request.rated },
            ) {
                Ok(persist) => Some(persist),
                Err(reason) => return refused(format!("the server could not store the game: {reason}")),
            },
            None => None,
        };
        let options = Options {
            rooms: self.rooms.clone(),
            code,
            line,
            side,
            name: name.clone(),
            clock,
            public: request.public || request.computer.is_some(),
            persist,
            broadcast: request.computer.is_some(),
            carrier: self.keeping.as_ref().and_then(|keeping| keeping.carrier()),
        };
        match Hosting::hold(options, authority) {
            Ok(room) => {
                self.held.push((name, room));
                KeeperAnswer::Opened { code: code.to_string(), secret: secret.as_str().to_string(), guest_secret }
            }
            Err(error) => refused(error.to_string()),
        }
    }

    /// Takes requests on `listener` until it fails for good: one connection at a time, each given at most
    /// [`REQUEST_WAIT`] for its line (the sessions are the server's own programs, so one slow one delays the
    /// next by that much at worst).
    pub fn serve(&mut self, listener: &UnixListener) {
        loop {
            match listener.accept() {
                Ok((stream, _)) => self.answer(&stream),
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    /// Reads one request from `stream` and writes the answer.
    fn answer(&mut self, stream: &UnixStream) {
        let own = super::super::peer::own_uid();
        let answer = match super::super::peer::peer_uid(stream) {
            Some(uid) if uid != own => KeeperAnswer::Refused {
                reason: format!("only this server's own sessions (uid {own}) may open rooms here"),
            },
            _ => match read_request(stream) {
                Ok(request) => self.handle(&request),
                Err(reason) => KeeperAnswer::Refused { reason },
            },
        };
        let _ = stream.set_write_timeout(Some(REQUEST_WAIT));
        let mut line = serde_json::to_string(&answer).unwrap_or_default();
        line.push('\n');
        let _ = (&*stream).write_all(line.as_bytes());
    }
}

/// Why a request for a broadcast room ([`OpenRoom::computer`]) is refused, if it is: a level out of 1 to 6,
/// or with a guest, a clock (`clocked`) or days a move (the game is played in the player's own program, which
/// knows no clock of the room's).
fn broadcast_refused(request: &OpenRoom, clocked: bool) -> Option<String> {
    let level = request.computer?;
    let (low, high) = (*super::COMPUTER_LEVELS.start(), *super::COMPUTER_LEVELS.end());
    if !super::COMPUTER_LEVELS.contains(&level) {
        return Some(format!("the computer's level: from {low} to {high}, not {level}"));
    }
    if request.guest.is_some() {
        return Some("a game against the computer has no guest".into());
    }
    if clocked || request.days.is_some() {
        return Some("a game against the computer is shown without a clock or days a move".into());
    }
    None
}

/// One request line from `stream`, whole within [`REQUEST_WAIT`].
fn read_request(stream: &UnixStream) -> Result<OpenRoom, String> {
    match one_line(stream, MAX_REQUEST_BYTES, REQUEST_WAIT) {
        Ok(line) => serde_json::from_slice(&line).map_err(|error| format!("not a request to open a room: {error}")),
        Err(NoLine::Io(error)) => Err(error),
        Err(NoLine::Late) => Err(format!("no whole request within {} seconds", REQUEST_WAIT.as_secs())),
        Err(NoLine::End) => Err("the connection closed before a whole request".into()),
        Err(NoLine::TooLong) => Err(format!("a request is at most {MAX_REQUEST_BYTES} bytes")),
    }
}

/// Starts the keeper on a thread of its own, listening at `rooms`' keeper socket (made anew: the folder is
/// the server's own, so a socket left there by an earlier run is its own too), storing its rooms' games in
/// `keeping` if given and first opening again the rooms stored there. Returns the thread, how many rooms were
/// opened again, and a line for the log about each one that was not.
pub fn start(
    rooms: Rooms,
    keeping: Option<Box<dyn Keeping>>,
) -> std::io::Result<(std::thread::JoinHandle<()>, usize, Vec<String>)> {
    let path = rooms.keeper_socket();
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path)?;
    let (mut keeper, problems) = match keeping {
        Some(keeping) => Keeper::with(rooms, keeping),
        None => (Keeper::new(rooms), Vec::new()),
    };
    let reopened = keeper.held.len();
    Ok((std::thread::spawn(move || keeper.serve(&listener)), reopened, problems))
}
