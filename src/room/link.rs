//! A client's end of a room: what the interface holds. Sending never waits (a queue to a writing thread, or
//! the host's own channel) and receiving is a look at a queue, or a hook called on a thread of the link's as
//! each message comes ([`Link::notify`]), so a slow, stuck or vanished host never freezes the screen; a
//! connection that ends arrives as [`FromRoom::Closed`] with the reason.

use std::io::{BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::sync::mpsc::{self, Receiver, Sender, SyncSender, TryRecvError};
use std::time::{Duration, Instant};

use super::code::RoomCode;
use super::dir::{Rooms, RoomsError};
pub use super::event::FromRoom;
use super::event::{Closed, Event};
use super::protocol::{LineReader, MAX_HOST_LINE, Read, ToHost, ToPeer, line_of, read_to_peer};

/// How long joining waits for the host's welcome and the game, whole.
pub const WELCOME_WAIT: Duration = Duration::from_secs(10);

/// How many messages may wait to be written to the host before the link counts it as stuck.
const QUEUE: usize = 256;

enum Outbox {
    /// The host's own interface: straight to the room's thread.
    Local(Sender<Event>),
    /// A connection: lines for the writing thread.
    Socket { lines: SyncSender<String>, stream: UnixStream },
}

/// A client's end of a room.
pub struct Link {
    out: Outbox,
    /// What came from the room, until it is handed to a hook.
    inbox: Option<Receiver<FromRoom>>,
    /// The user whose program holds the room, as the kernel says (`None` for the host's own link, or where
    /// the system cannot say).
    host_uid: Option<u32>,
}

/// Why joining failed.
#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    /// The rooms folder, or no such room.
    #[error(transparent)]
    Rooms(#[from] RoomsError),
    /// The connection failed.
    #[error("the room's connection: {0}")]
    Io(#[from] std::io::Error),
    /// The host said no.
    #[error("the host refused: {0}")]
    Refused(String),
    /// The host said nothing usable.
    #[error("the host did not answer as a bao room does: {0}")]
    Garbled(String),
    /// The room's socket is held by another user than the one whose room this seat was taken in: the room
    /// ended and someone else took its name. Nothing was said to it, the seat's secret least of all.
    #[error(
        "room {code} is now held by another user (uid {found}) than the one whose room you joined (uid {expected}): that room has ended, and its code was taken; nothing was sent to it"
    )]
    NotTheHost {
        /// The room's code.
        code: String,
        /// The user whose room the seat was taken in.
        expected: u32,
        /// The user holding the socket now.
        found: u32,
    },
    /// The host's welcome and game did not arrive whole in time.
    #[error(
        "the host did not send its welcome and the game within {} seconds: its bao is stuck or is not a bao room; try again, or ask the host to open the room again",
        WELCOME_WAIT.as_secs()
    )]
    Slow,
}

impl Link {
    /// The host's own link, on the room's channel.
    pub(super) fn local(events: Sender<Event>, inbox: Receiver<FromRoom>) -> Link {
        Link { out: Outbox::Local(events), inbox: Some(inbox), host_uid: None }
    }

    /// Connects to room `code` with `hello`, and waits for the host's welcome and the game's state (at most
    /// [`WELCOME_WAIT`], however slowly their bytes come): what the host answered first, then the link.
    ///
    /// A guest coming back to its seat names the user whose room it joined (`host`, from its ticket): if
    /// another user's program now listens at the room's name, the link says nothing to it, not even hello
    /// (which would carry the seat's secret), and refuses with [`JoinError::NotTheHost`].
    pub fn join(
        rooms: &Rooms,
        code: &RoomCode,
        hello: &ToHost,
        host: Option<u32>,
    ) -> Result<(Vec<ToPeer>, Link), JoinError> {
        let stream = rooms.connect(code)?;
        let host_uid = super::peer::peer_uid(&stream);
        if let (Some(expected), Some(found)) = (host, host_uid)
            && expected != found
        {
            return Err(JoinError::NotTheHost { code: code.to_string(), expected, found });
        }
        stream.set_write_timeout(Some(WELCOME_WAIT))?;
        (&stream).write_all(line_of(hello).as_bytes())?;
        stream.set_read_timeout(Some(Duration::from_millis(200)))?;
        let mut reader = BufReader::new(stream.try_clone()?);
        let mut lines = LineReader::default();
        let mut first = Vec::new();
        let deadline = Instant::now() + WELCOME_WAIT;
        // The welcome, then the state, whole by the deadline however the bytes come.
        while first.len() < 2 {
            if Instant::now() >= deadline {
                return Err(JoinError::Slow);
            }
            match lines.read_before(&mut reader, MAX_HOST_LINE, Some(deadline))? {
                Read::Waiting => {}
                Read::End => return Err(JoinError::Refused("the room closed the connection".into())),
                Read::TooLong => return Err(JoinError::Garbled("a line too long".into())),
                Read::Line(line) => match read_to_peer(&line) {
                    Ok(ToPeer::Bye { reason }) => return Err(JoinError::Refused(reason)),
                    Ok(welcome @ ToPeer::Welcome { .. }) if first.is_empty() => first.push(welcome),
                    Ok(state @ ToPeer::State { .. }) if !first.is_empty() => first.push(state),
                    // Presence and other news before the state: the state has them.
                    Ok(_) if !first.is_empty() => {}
                    Ok(other) => return Err(JoinError::Garbled(format!("{other:?} before a welcome"))),
                    Err(error) => return Err(JoinError::Garbled(error.to_string())),
                },
            }
        }
        stream.set_read_timeout(None)?;
        let (to_interface, inbox) = mpsc::channel();
        std::thread::spawn(move || read_host(reader, lines, &to_interface));
        let (lines_in, lines_out) = mpsc::sync_channel::<String>(QUEUE);
        let mut writer = stream.try_clone()?;
        std::thread::spawn(move || {
            for line in lines_out {
                if writer.write_all(line.as_bytes()).is_err() {
                    break;
                }
            }
            let _ = writer.shutdown(std::net::Shutdown::Both);
        });
        Ok((first, Link { out: Outbox::Socket { lines: lines_in, stream }, inbox: Some(inbox), host_uid }))
    }

    /// The user whose program holds the room, as the kernel said when the link connected (`None` for the
    /// host's own link).
    #[must_use]
    pub fn host_uid(&self) -> Option<u32> {
        self.host_uid
    }

    /// Sends a message to the host; false if the link is closed or the host has not read the last
    /// `QUEUE` messages.
    #[must_use = "a false send means the link is closed or stuck"]
    pub fn send(&self, message: ToHost) -> bool {
        match &self.out {
            Outbox::Local(events) => events.send(Event::Local(message)).is_ok(),
            Outbox::Socket { lines, .. } => lines.try_send(line_of(&message)).is_ok(),
        }
    }

    /// The next thing that came from the room, if one did.
    #[must_use]
    pub fn try_recv(&self) -> Option<FromRoom> {
        match self.inbox.as_ref()?.try_recv() {
            Ok(message) => Some(message),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(FromRoom::Closed(Closed::Dropped)),
        }
    }

    /// Hands what comes from the room to `notify` from now on (what came before first), on a thread of its
    /// own that waits for it, instead of keeping it for [`Link::try_recv`] (which then has nothing). The room's
    /// end is handed over as [`FromRoom::Closed`]; the thread ends with the room's connection.
    pub fn notify(&mut self, notify: Box<dyn Fn(FromRoom) + Send>) {
        let Some(inbox) = self.inbox.take() else { return };
        std::thread::spawn(move || {
            for message in inbox {
                notify(message);
            }
            notify(FromRoom::Closed(Closed::Dropped));
        });
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        match &self.out {
            Outbox::Local(_) => {}
            Outbox::Socket { lines, stream } => {
                let _ = lines.try_send(line_of(&ToHost::Bye));
                // The writer sends the bye and closes; the reading thread then ends. A stuck host is not waited
                // for: after a moment the connection is closed regardless.
                let stream = stream.try_clone();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(500));
                    if let Ok(stream) = stream {
                        let _ = stream.shutdown(std::net::Shutdown::Both);
                    }
                });
            }
        }
    }
}

/// The reading thread: the host's lines as messages, until the connection ends.
fn read_host(mut reader: BufReader<UnixStream>, mut lines: LineReader, to: &Sender<FromRoom>) {
    let closed = loop {
        match lines.read(&mut reader, MAX_HOST_LINE) {
            Ok(Read::Line(line)) => match read_to_peer(&line) {
                Ok(ToPeer::Bye { reason }) => break Closed::Said(reason),
                Ok(message) => {
                    if to.send(FromRoom::Message(message)).is_err() {
                        return;
                    }
                }
                Err(error) => break Closed::Garbled(error.to_string()),
            },
            Ok(Read::Waiting) => {}
            Ok(Read::End) => break Closed::HostGone,
            Ok(Read::TooLong) => break Closed::TooLong,
            Err(error) => break Closed::Failed(error.to_string()),
        }
    };
    let _ = to.send(FromRoom::Closed(closed));
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;
    use std::os::unix::fs::DirBuilderExt as _;
    use std::os::unix::net::UnixListener;

    use super::*;
    use crate::room::peer::own_uid;
    use crate::rules::Variant;

    /// A guest coming back to a room that another user's program now holds says nothing to it: not hello,
    /// and so not the seat's secret. (Here the room is this user's, and the ticket names another.)
    #[test]
    fn a_guest_coming_back_tells_its_secret_only_to_the_user_whose_room_it_joined() {
        let dir = std::env::temp_dir().join(format!("bao-link-host-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
        let rooms = Rooms::at(&dir);
        let code = RoomCode::random(Variant::Kingulu).unwrap();
        let listener = UnixListener::bind(rooms.socket(&code)).unwrap();
        let hello = ToHost::Hello {
            version: super::super::VERSION,
            name: "bob".into(),
            code: code.to_string(),
            watch: false,
            secret: Some("the-seat-s-secret".into()),
            language: None,
        };
        let other = own_uid().wrapping_add(1);
        let refused = Link::join(&rooms, &code, &hello, Some(other)).err().unwrap();
        assert!(
            matches!(refused, JoinError::NotTheHost { expected, found, .. } if expected == other && found == own_uid()),
            "{refused}"
        );
        assert!(refused.to_string().contains("nothing was sent to it"), "{refused}");
        let (mut impostor, _) = listener.accept().unwrap();
        let mut heard = Vec::new();
        impostor.read_to_end(&mut heard).unwrap();
        assert!(heard.is_empty(), "the room heard {:?}", String::from_utf8_lossy(&heard));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
