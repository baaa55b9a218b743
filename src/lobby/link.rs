//! A session's end of the lobby: what the interface holds. Connecting, the hello and every read happen on a
//! thread of the link's, and sending is a line put in a bounded queue for a writing thread, so a server that is
//! slow, stuck or gone never freezes the screen. What the server says is handed to a hook as it comes
//! ([`FromLobby`]), the end of the connection last, with the reason in words.

use std::io::{BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::mpsc::{self, SyncSender};
use std::time::Duration;

use crate::room::protocol::{LineReader, Read, line_of};
use crate::store::PlayerName;

use super::protocol::{MAX_SERVER_LINE, ToServer, ToSession, VERSION};

/// How many messages may wait to be written to the server before sending is refused.
const QUEUE: usize = 64;

/// How long a write to the server may take before the link gives up on it.
const WRITE_WAIT: Duration = Duration::from_secs(10);

/// What the lobby's link hands the interface.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FromLobby {
    /// A message of the server.
    Message(ToSession),
    /// No lobby listens here: the server runs none (its socket is absent). Nothing to tell the player at once.
    Absent,
    /// The connection could not be made, or it ended, and why.
    Closed(String),
}

/// A session's link to the lobby.
pub struct LobbyLink {
    lines: SyncSender<String>,
}

impl LobbyLink {
    /// Connects to the lobby at `socket` as `name`, on a thread of its own: the hello is sent first, then what
    /// [`LobbyLink::send`] queued meanwhile; what the server says goes to `notify` as it comes, and the
    /// connection's end (or why it could not be made) last.
    pub fn connect(socket: PathBuf, name: PlayerName, notify: impl Fn(FromLobby) + Send + 'static) -> LobbyLink {
        let (lines, queued) = mpsc::sync_channel::<String>(QUEUE);
        let run = move || {
            let stream = match UnixStream::connect(&socket) {
                Ok(stream) => stream,
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => return notify(FromLobby::Absent),
                Err(error) => {
                    return notify(FromLobby::Closed(format!("the server's lobby cannot be reached: {error}")));
                }
            };
            let language = Some(crate::i18n::current().code().to_string());
            let hello = line_of(&ToServer::Hello { version: VERSION, name, language });
            let writer = stream.set_write_timeout(Some(WRITE_WAIT)).and_then(|()| stream.try_clone());
            let (mut writer, reader) = match writer.and_then(|mut writer| {
                writer.write_all(hello.as_bytes())?;
                Ok((writer, stream.try_clone()?))
            }) {
                Ok(pair) => pair,
                Err(error) => return notify(FromLobby::Closed(format!("the lobby's connection failed: {error}"))),
            };
            std::thread::spawn(move || {
                for line in queued {
                    if writer.write_all(line.as_bytes()).is_err() {
                        break;
                    }
                }
                // The interface let go of the link (or the server stopped reading): the reader ends too.
                let _ = writer.shutdown(std::net::Shutdown::Both);
            });
            notify(FromLobby::Closed(read_server(BufReader::new(reader), &notify)));
        };
        std::thread::spawn(run);
        LobbyLink { lines }
    }

    /// Sends a message to the server; false if the link is closed or the server has not read the last
    /// `QUEUE` messages.
    #[must_use = "a false send means the lobby is gone or stuck"]
    pub fn send(&self, message: &ToServer) -> bool {
        self.lines.try_send(line_of(message)).is_ok()
    }
}

impl Drop for LobbyLink {
    fn drop(&mut self) {
        // The writer sends the bye, then closes the connection once the queue is gone with this link.
        let _ = self.lines.try_send(line_of(&ToServer::Bye));
    }
}

/// Reads the server's lines until the connection ends: each message to `notify`; returns why it ended.
fn read_server(mut reader: BufReader<UnixStream>, notify: &impl Fn(FromLobby)) -> String {
    let mut lines = LineReader::default();
    loop {
        match lines.read(&mut reader, MAX_SERVER_LINE) {
            Ok(Read::Line(line)) => match serde_json::from_slice::<ToSession>(&line) {
                Ok(ToSession::Bye { reason }) => return format!("the lobby closed the connection: {reason}"),
                Ok(message) => notify(FromLobby::Message(message)),
                Err(error) => return format!("the lobby sent what no bao server sends ({error})"),
            },
            Ok(Read::Waiting) => {}
            Ok(Read::End) => return "the lobby's connection ended: the server may have stopped".into(),
            Ok(Read::TooLong) => return format!("the lobby sent a line of over {MAX_SERVER_LINE} bytes"),
            Err(error) => return format!("the lobby's connection failed: {error}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::BufRead as _;
    use std::os::unix::fs::DirBuilderExt as _;
    use std::os::unix::net::UnixListener;
    use std::sync::mpsc::Receiver;

    use super::*;
    use crate::lobby::protocol::Offer;

    fn folder(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bao-lobby-link-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
        dir
    }

    fn linked(socket: PathBuf, name: &str) -> (LobbyLink, Receiver<FromLobby>) {
        let (to, from) = mpsc::channel();
        let link = LobbyLink::connect(socket, name.parse().unwrap(), move |news| _ = to.send(news));
        (link, from)
    }

    fn next(from: &Receiver<FromLobby>) -> FromLobby {
        from.recv_timeout(Duration::from_secs(10)).expect("the link said nothing")
    }

    /// A fake server on a real socket: the hello comes first, then what was sent before the connection was
    /// made, and the server's lines come back as messages, its bye as the end with its reason.
    #[test]
    fn the_link_says_hello_carries_lines_both_ways_and_reports_the_end() {
        let dir = folder("talk");
        let socket = dir.join("lobby.sock");
        let listener = UnixListener::bind(&socket).unwrap();
        let (link, from) = linked(socket, "ada");
        assert!(link.send(&ToServer::Accept { id: 7 }), "sending never waits for the connection");
        let (stream, _) = listener.accept().unwrap();
        let mut lines = BufReader::new(stream.try_clone().unwrap()).lines();
        assert_eq!(lines.next().unwrap().unwrap(), r#"{"type":"hello","version":3,"name":"ada","language":"en"}"#);
        assert_eq!(lines.next().unwrap().unwrap(), r#"{"type":"accept","id":7}"#);
        let offer = Offer { game: "kete".into(), side: None, control: "10+5".into(), rated: true };
        let challenged = ToSession::Challenged { id: 3, from: "bob".parse().unwrap(), offer };
        let mut server = stream;
        server.write_all(line_of(&ToSession::Welcome { version: VERSION }).as_bytes()).unwrap();
        server.write_all(line_of(&challenged).as_bytes()).unwrap();
        assert_eq!(next(&from), FromLobby::Message(ToSession::Welcome { version: VERSION }));
        assert_eq!(next(&from), FromLobby::Message(challenged));
        server.write_all(line_of(&ToSession::Bye { reason: "the server stops".into() }).as_bytes()).unwrap();
        assert_eq!(next(&from), FromLobby::Closed("the lobby closed the connection: the server stops".into()));
        // Dropping the link says bye, then closes.
        drop(link);
        assert_eq!(lines.next().unwrap().unwrap(), r#"{"type":"bye"}"#);
        assert!(lines.next().is_none(), "the connection is closed after the bye");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// No socket: no lobby on this server, said apart from a failure; a server that sends what is no message,
    /// or a line too long, ends the connection with the reason, never a crash.
    #[test]
    fn an_absent_lobby_a_garbled_line_and_a_line_too_long_are_told_in_words() {
        let dir = folder("bad");
        let (_link, from) = linked(dir.join("lobby.sock"), "ada");
        assert_eq!(next(&from), FromLobby::Absent);
        let socket = dir.join("lobby.sock");
        let listener = UnixListener::bind(&socket).unwrap();
        for (sent, said) in [
            (b"{\"type\":\"welcome\",\"version\":2,\"extra\":1}\n".to_vec(), "no bao server sends"),
            (vec![b'x'; MAX_SERVER_LINE + 1], "a line of over"),
        ] {
            let (_link, from) = linked(socket.clone(), "ada");
            let (mut server, _) = listener.accept().unwrap();
            let _ = server.write_all(&sent);
            match next(&from) {
                FromLobby::Closed(reason) => assert!(reason.contains(said), "{reason}"),
                other => panic!("{other:?}"),
            }
        }
        drop(listener);
        let (_link, from) = linked(socket, "ada");
        match next(&from) {
            FromLobby::Closed(reason) => assert!(reason.contains("cannot be reached"), "{reason}"),
            other => panic!("{other:?}"),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
