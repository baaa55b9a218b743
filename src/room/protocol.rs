//! The room protocol, version [`VERSION`]: newline-delimited JSON, one message an object with a `type`
//! (docs/protocol.md). A peer (guest or spectator) sends [`ToHost`]; the host sends [`ToPeer`].
//!
//! Everything a peer sends is untrusted: a line is at most [`MAX_PEER_LINE`] bytes (a host's line, which may
//! carry a whole save, at most [`MAX_HOST_LINE`]), must be one of the messages below with no unknown field,
//! and is then checked by the room against the rules. A `hello` is read for its `version` before anything
//! else, so a peer of another version is told so by name, whatever else changed.

use std::io::{self, BufRead};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::rules::{BySide, Side};
use crate::store::SaveFile;

/// The protocol version this program speaks. Version 2 (the server's rooms, `bao serve`'s lobby) added the
/// draw offered, the abort, spectators' messages and the room's message history, and a correspondence game's
/// deadline; a peer of version 1 is told the versions by name and let go, never half understood.
pub const VERSION: u32 = 2;

/// The longest line a peer may send the host, in bytes (a hello with a name, a move, a message of
/// [`MAX_MESSAGE_CHARS`]): far more than any message needs.
pub const MAX_PEER_LINE: usize = 4096;

/// The longest line the host sends: a state carries a whole save, which is at most the store's
/// [`crate::store::MAX_FILE_BYTES`].
pub const MAX_HOST_LINE: usize = 2 << 20;

/// The longest one-line message a player or a spectator sends the room.
pub const MAX_MESSAGE_CHARS: usize = 200;

/// The most messages a room keeps and gives someone joining or coming back in their [`ToPeer::State`].
pub const MAX_SAID: usize = 50;

/// A side, written `south` or `north`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// South.
    South,
    /// North.
    North,
}

impl From<Side> for Seat {
    fn from(side: Side) -> Seat {
        match side {
            Side::South => Seat::South,
            Side::North => Seat::North,
        }
    }
}

impl From<Seat> for Side {
    fn from(seat: Seat) -> Side {
        match seat {
            Seat::South => Side::South,
            Seat::North => Side::North,
        }
    }
}

/// What a player can ask the other to agree to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Request {
    /// Take back the asker's last move (and the reply after it, if there is one).
    Takeback,
    /// A new game, sides swapped.
    Rematch,
    /// End the game drawn by agreement.
    Draw,
}

/// What a peer sends the host.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ToHost {
    /// The first message: the protocol version, the sender's name, the room's code, whether they only watch,
    /// and the secret of a seat taken before (to take it back after a dropped connection).
    Hello {
        /// [`VERSION`].
        version: u32,
        /// The player's name.
        name: String,
        /// The room's code, as typed.
        code: String,
        /// Following the game without a seat.
        #[serde(default)]
        watch: bool,
        /// The seat's secret, from an earlier join.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
        /// The player's language, by its code (`en`, `sw`): the host words its refusals to this peer in it.
        /// Left out, or one the host does not know, is English.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        language: Option<String>,
    },
    /// A move in notation, played as move number `at` + 1 (so a move sent for a position that changed meanwhile
    /// is refused rather than played elsewhere).
    Move {
        /// How many moves the game had when it was chosen.
        at: usize,
        /// The move.
        #[serde(rename = "move")]
        mv: String,
    },
    /// Asks the other player to agree to a takeback, a rematch or a draw.
    Ask {
        /// What.
        what: Request,
    },
    /// Answers the other player's request.
    Answer {
        /// What was asked.
        what: Request,
        /// Yes or no.
        accept: bool,
    },
    /// Gives up the game.
    Resign,
    /// Ends the game with no result, which either player may do while a side has not yet moved in the room.
    Abort,
    /// A one-line message to the room: from a player, to the other player and the spectators; from a
    /// spectator, to everyone too (each player's program shows spectators' messages only if its player wants).
    Message {
        /// The words.
        text: String,
    },
    /// Leaving the room.
    Bye,
}

/// Who is in the room: the two seats' names (none while a seat is free), whether each is connected, and how
/// many watch.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Presence {
    /// The players' names.
    pub names: BySide<Option<String>>,
    /// Whether each player is connected now.
    pub connected: BySide<bool>,
    /// How many watch.
    pub spectators: usize,
    /// The clocks, in a game with a clock: a player coming or going starts or stops them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
    /// The deadline of the move, in a game of days a move (it runs whoever is there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due: Option<Due>,
}

/// A correspondence game's deadline: the side to move, the milliseconds left of its period, and the days a
/// move (each move gives the next side a whole period).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Due {
    /// Whose move it is.
    pub side: Seat,
    /// Milliseconds left before that side loses on time.
    pub left_ms: u64,
    /// Days a move.
    pub days: u32,
}

/// The clocks: milliseconds left to each side, the increment, and the side whose clock runs (none while the
/// game waits for a player or is over).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clocks {
    /// Milliseconds left.
    pub left: BySide<u64>,
    /// Milliseconds added after each move.
    pub increment: u64,
    /// The side whose time runs.
    pub running: Option<Seat>,
}

/// A message said in the room: who sent it (by the name they gave, and whether they only watch), the words,
/// and when the room heard it (RFC 3339, UTC). The words are untrusted text: shown escaped.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Said {
    /// The sender's name.
    pub from: String,
    /// The words.
    pub text: String,
    /// Whether the sender is a spectator (left out when not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spectator: bool,
    /// When the room heard it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}

/// What the host sends a peer.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ToPeer {
    /// The answer to a hello: the room's code, the seat given (none for a spectator) and, for a player, the
    /// seat's secret to keep for joining again.
    Welcome {
        /// [`VERSION`].
        version: u32,
        /// The room's code.
        code: String,
        /// The seat given.
        you: Option<Seat>,
        /// The seat's secret.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<String>,
    },
    /// The whole game: the room's save (every move, checked again by the receiver), which game of the room
    /// this is (a rematch starts the next), the receiver's seat, who is there, the clocks, how many of the
    /// save's moves were played before the room's game began (a save played on: an abort counts only the moves
    /// after them), and the room's last messages.
    State {
        /// The game as a save file.
        save: Box<SaveFile>,
        /// 1 for the room's first game, 2 for its rematch, ...
        game: u32,
        /// The receiver's seat.
        you: Option<Seat>,
        /// Who is in the room.
        presence: Presence,
        /// The clocks, in a game with a clock.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
        /// How many of the moves were played before the room's game began (left out when none were).
        #[serde(default, skip_serializing_if = "is_zero")]
        opened_at: usize,
        /// The room's last messages, oldest first, at most [`MAX_SAID`] (left out when none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        said: Vec<Said>,
    },
    /// A move the host played: move number `at` + 1, by `side`.
    Moved {
        /// How many moves the game had before it.
        at: usize,
        /// The move, canonical.
        #[serde(rename = "move")]
        mv: String,
        /// Who played it.
        side: Seat,
        /// The clocks after it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
        /// The next move's deadline, in a game of days a move.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        due: Option<Due>,
    },
    /// A player asks the other to agree.
    Asked {
        /// What.
        what: Request,
        /// Who asks.
        by: Seat,
    },
    /// The answer to a request (a refused one; an accepted one is followed by the new state).
    Answered {
        /// What was asked.
        what: Request,
        /// The answer.
        accept: bool,
        /// Who answered.
        by: Seat,
    },
    /// A side resigned.
    Resigned {
        /// Who.
        side: Seat,
    },
    /// A side's time ran out: it loses.
    Flagged {
        /// Who.
        side: Seat,
    },
    /// A player aborted the game: it ends with no result.
    Aborted {
        /// Who.
        by: Seat,
    },
    /// A message said in the room, by a player or a spectator.
    Message(Said),
    /// Someone came or went.
    Presence(Presence),
    /// The last message was not taken, and why; the game is unchanged.
    Refused {
        /// Why, in words.
        reason: String,
    },
    /// The host closes the connection, and why.
    Bye {
        /// Why, in words.
        reason: String,
    },
}

/// Whether a count is zero, for a field left out then.
#[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's skip_serializing_if passes a reference")]
fn is_zero(count: &usize) -> bool {
    *count == 0
}

/// Why a line was not a message.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum BadMessage {
    /// Longer than the limit.
    #[error("a line of over {0} bytes")]
    TooLong(usize),
    /// Not UTF-8 JSON of a known message.
    #[error("not a message of the bao room protocol: {0}")]
    Shape(String),
    /// A hello of another protocol version.
    #[error("this room speaks bao room protocol {VERSION}, the peer speaks version {0}")]
    Version(u64),
}

/// Reads a peer's line. A hello's version is read first, so another version is named as such.
pub fn read_to_host(line: &[u8]) -> Result<ToHost, BadMessage> {
    let value: serde_json::Value = serde_json::from_slice(line).map_err(|e| BadMessage::Shape(e.to_string()))?;
    if value.get("type").and_then(serde_json::Value::as_str) == Some("hello") {
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(version) if version != u64::from(VERSION) => return Err(BadMessage::Version(version)),
            _ => {}
        }
    }
    let fields = value.as_object().map_or(0, serde_json::Map::len);
    let message: ToHost = serde_json::from_value(value).map_err(|e| BadMessage::Shape(e.to_string()))?;
    // serde lets a unit variant of an internally tagged enum through with any fields beside its tag, whatever
    // `deny_unknown_fields` says (the struct variants, and the structs they hold, refuse them themselves).
    if matches!(message, ToHost::Resign | ToHost::Abort | ToHost::Bye) && fields > 1 {
        return Err(BadMessage::Shape(
            "unknown field: a `resign`, an `abort` or a `bye` has no field but `type`".into(),
        ));
    }
    Ok(message)
}

/// Reads the host's line.
pub fn read_to_peer(line: &[u8]) -> Result<ToPeer, BadMessage> {
    serde_json::from_slice(line).map_err(|e| BadMessage::Shape(e.to_string()))
}

/// A message as one line, ending with a newline.
///
/// # Panics
///
/// Never: every message is plain data that serde writes.
#[must_use]
pub fn line_of<T: Serialize>(message: &T) -> String {
    let mut line = serde_json::to_string(message).expect("a message always serialises");
    line.push('\n');
    line
}

/// What reading a line gave.
#[derive(Debug)]
pub enum Read {
    /// A whole line, without its newline.
    Line(Vec<u8>),
    /// The other end closed the connection.
    End,
    /// No whole line came before the read timed out (or its deadline passed); what came so far is kept for the
    /// next call.
    Waiting,
    /// A line longer than the limit: the connection cannot be read further.
    TooLong,
}

/// Reads lines of at most `limit` bytes from a reader, keeping a partial line between reads that time out.
#[derive(Debug, Default)]
pub struct LineReader {
    partial: Vec<u8>,
}

impl LineReader {
    /// The next line from `input`: never holds more than `limit` bytes of it.
    pub fn read(&mut self, input: &mut impl BufRead, limit: usize) -> io::Result<Read> {
        self.read_before(input, limit, None)
    }

    /// The next line from `input`, as [`LineReader::read`], but [`Read::Waiting`] once `deadline` has passed
    /// even while bytes go on coming (a peer that sends a byte at a time never times a read out).
    pub fn read_before(
        &mut self,
        input: &mut impl BufRead,
        limit: usize,
        deadline: Option<Instant>,
    ) -> io::Result<Read> {
        loop {
            let buffer = match input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {
                    return Ok(Read::Waiting);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if buffer.is_empty() {
                return Ok(Read::End);
            }
            let (taken, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buffer.len(), false),
            };
            let content = taken - usize::from(done);
            // The limit counts the line's bytes before its newline (a `\r` included).
            if self.partial.len() + content > limit {
                return Ok(Read::TooLong);
            }
            self.partial.extend_from_slice(&buffer[..content]);
            input.consume(taken);
            if done {
                let mut line = std::mem::take(&mut self.partial);
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Ok(Read::Line(line));
            }
            if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                return Ok(Read::Waiting);
            }
        }
    }
}

#[cfg(test)]
mod tests;
