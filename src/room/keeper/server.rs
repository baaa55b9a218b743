//! The keeper's side, in the server's process (`bao serve` only): the rooms it keeps and the socket it answers
//! on.

use std::io::Write as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::time::Duration;

use super::super::clock::ClockSpec;
use super::super::code::RoomCode;
use super::super::dir::Rooms;
use super::super::host::{Hosting, Options};
use super::{KEEPER_VERSION, KeeperAnswer, NoLine, OpenRoom, REQUEST_WAIT, one_line};

/// The longest request: a save of a long game fits many times over.
pub const MAX_REQUEST_BYTES: usize = 1 << 20;

/// The most rooms one player's name keeps open.
pub const MAX_ROOMS_PER_PLAYER: usize = 16;

/// The most rooms the keeper keeps open.
pub const MAX_ROOMS: usize = 2000;

/// The rooms the server keeps, each with the name of who opened it.
pub struct Keeper {
    rooms: Rooms,
    held: Vec<(String, Hosting)>,
}

impl Keeper {
    /// A keeper of rooms in `rooms`, holding none yet.
    #[must_use]
    pub fn new(rooms: Rooms) -> Keeper {
        Keeper { rooms, held: Vec::new() }
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
        let options = Options {
            rooms: self.rooms.clone(),
            code,
            line,
            side: request.side.into(),
            name: name.clone(),
            clock,
            public: request.public,
            persist: None,
        };
        match Hosting::open_held(options) {
            Ok((room, secret)) => {
                self.held.push((name, room));
                KeeperAnswer::Opened { code: code.to_string(), secret: secret.as_str().to_string() }
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
/// the server's own, so a socket left there by an earlier run is its own too).
pub fn start(rooms: Rooms) -> std::io::Result<std::thread::JoinHandle<()>> {
    let path = rooms.keeper_socket();
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path)?;
    Ok(std::thread::spawn(move || Keeper::new(rooms).serve(&listener)))
}
