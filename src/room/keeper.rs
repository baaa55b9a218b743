//! The room keeper of `bao serve`: rooms that the server keeps, not a player's program, so a room and its
//! game stay while its players come and go (a dropped connection, a closed terminal, a night away).
//!
//! A session's program asks the keeper for a room over one socket in the server's private rooms folder
//! ([`Rooms::keeper_socket`]): one line, an [`OpenRoom`] (the game as a save, the opener's side, name and
//! clock), answered by one line, a [`KeeperAnswer`]. The keeper opens the room in the server's process
//! ([`Hosting::hold`](super::host::Hosting::hold)): both seats remote, the opener's bound to a secret the answer carries. The opener
//! keeps it as a ticket and joins like a guest coming back, and so does every later return; the other player
//! joins with the code, as today. Everything after the opening is the room protocol, unchanged.
//!
//! Only the server's own user can reach the socket (the folder is the server's, 0700, and the keeper checks
//! the peer with `SO_PEERCRED` too). Every request is read whole within [`REQUEST_WAIT`] and at most
//! [`MAX_REQUEST_BYTES`](server::MAX_REQUEST_BYTES), checked by the rules (the save replays), and bounded in number: at most
//! [`MAX_ROOMS_PER_PLAYER`](server::MAX_ROOMS_PER_PLAYER) rooms a player opened and [`MAX_ROOMS`](server::MAX_ROOMS) in all, a room whose game is over and that
//! nobody is in being closed to make way.
//!
//! Kept across a restart of the server: under `bao serve` the keeper stores each room's game in the server's
//! database as it changes, before the room announces the change (`Keeping`, in `keeper/server.rs`, over the
//! database in `serve/kept.rs`), and a keeper started again opens every room whose game goes on, with the same
//! code and the same seat keys, so each player's ticket takes their seat back.

use std::io::{BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::store::SaveFile;

use super::code::{RoomCode, Secret};
use super::dir::Rooms;
use super::protocol::{LineReader, Read, Seat};

/// The keeper's protocol version, said in every request.
pub const KEEPER_VERSION: u32 = 1;

/// How long a request may take to arrive whole.
pub const REQUEST_WAIT: Duration = Duration::from_secs(5);

/// A session's request: open a room for this game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpenRoom {
    /// [`KEEPER_VERSION`].
    pub version: u32,
    /// The game, played on from its end.
    pub save: SaveFile,
    /// The opener's side.
    pub side: Seat,
    /// The opener's name.
    pub name: String,
    /// The clock (`MIN+SEC`), if the game has one.
    pub clock: Option<String>,
    /// Days a move (1 to [`MAX_DAYS`](super::control::MAX_DAYS)), for a correspondence game (which has no
    /// clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
    /// Whether the rooms list shows it.
    pub public: bool,
    /// Whether its result counts for ratings: asked by the opener (a challenge, the rooms screen), granted by
    /// the server's store only to a game from the start between two players.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// The other player's name, when both are known before either joins (a match made in the lobby): their
    /// seat is bound too, and the answer carries its secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guest: Option<String>,
    /// A broadcast room: the opener plays this game against the computer at this level (1 to 6) in their own
    /// program, which mirrors it here for others to watch. The other seat is the computer's, named
    /// [`computer_name`] and bound too (the answer carries its secret, for the opener's program to take it
    /// with), the room is public, and it is not stored: the game is the player's own save. It closes once both
    /// seats were taken and none is connected. No guest, clock or days with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<u8>,
}

/// The computer's levels a broadcast room may name ([`OpenRoom::computer`]): the engine's, which the room
/// module does not know (the interface's tests check they agree).
#[cfg(feature = "serve")]
pub const COMPUTER_LEVELS: std::ops::RangeInclusive<u8> = 1..=6;

/// The name of the computer's seat in a broadcast room ([`OpenRoom::computer`]): `computer 4`, a name no
/// SSH login has (a space), so the lobby's list reads "ada vs computer 4".
#[cfg(feature = "serve")]
#[must_use]
pub fn computer_name(level: u8) -> String {
    format!("computer {level}")
}

/// The keeper's answer.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum KeeperAnswer {
    /// The room is open: its code, and the secret of the opener's seat.
    Opened {
        /// The room's code.
        code: String,
        /// The opener's seat's secret.
        secret: String,
        /// The other seat's secret, when the request named its player (or the computer).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        guest_secret: Option<String>,
    },
    /// Not opened, and why.
    Refused {
        /// Why, in a sentence.
        reason: String,
    },
}

/// Asks the keeper of `rooms` (the server's) to open a room: its code and the opener's seat's secret, or why
/// not, in a sentence.
pub fn ask(rooms: &Rooms, request: &OpenRoom) -> Result<(RoomCode, Secret), String> {
    ask_answer(rooms, request).map(|(code, secret, _)| (code, secret))
}

/// Asks the keeper of `rooms` to open a room for two named players ([`OpenRoom::guest`] given): its code, the
/// opener's seat's secret and the guest's.
#[cfg(feature = "serve")]
pub fn ask_for_two(rooms: &Rooms, request: &OpenRoom) -> Result<(RoomCode, Secret, Secret), String> {
    match ask_answer(rooms, request)? {
        (code, secret, Some(guest)) => Ok((code, secret, guest)),
        (_, _, None) => Err("the server's room keeper bound only one seat".into()),
    }
}

/// Asks the keeper of `rooms` for a broadcast room ([`OpenRoom::computer`] given): its code, the opener's
/// seat's secret and the computer's.
#[cfg(feature = "serve")]
pub fn ask_broadcast(rooms: &Rooms, request: &OpenRoom) -> Result<(RoomCode, Secret, Secret), String> {
    match ask_answer(rooms, request)? {
        (code, secret, Some(computer)) => Ok((code, secret, computer)),
        (_, _, None) => Err("the server's room keeper bound only one seat".into()),
    }
}

/// The keeper's answer to `request`: the code and the secrets it gave.
fn ask_answer(rooms: &Rooms, request: &OpenRoom) -> Result<(RoomCode, Secret, Option<Secret>), String> {
    let path = rooms.keeper_socket();
    let stream = UnixStream::connect(&path)
        .map_err(|error| format!("the server's room keeper ({}): {error}", crate::served::shown_folder(&path)))?;
    stream.set_write_timeout(Some(REQUEST_WAIT)).map_err(|e| e.to_string())?;
    let mut line = serde_json::to_string(request).map_err(|e| e.to_string())?;
    line.push('\n');
    (&stream).write_all(line.as_bytes()).map_err(|error| format!("the server's room keeper: {error}"))?;
    let text = match one_line(&stream, 4096, REQUEST_WAIT * 2) {
        Ok(line) => line,
        Err(NoLine::Io(error)) => return Err(error),
        Err(_) => return Err("the server's room keeper did not answer".into()),
    };
    match serde_json::from_slice::<KeeperAnswer>(&text) {
        Ok(KeeperAnswer::Opened { code, secret, guest_secret }) => {
            let code = code.parse::<RoomCode>().map_err(|e| format!("the keeper's code: {e}"))?;
            let read = |secret: String| {
                secret.parse::<Secret>().map_err(|_| "the keeper's secret is not a secret".to_string())
            };
            Ok((code, read(secret)?, guest_secret.map(read).transpose()?))
        }
        Ok(KeeperAnswer::Refused { reason }) => Err(format!("the server did not open the room: {reason}")),
        Err(error) => Err(format!("the server's room keeper answered garbled: {error}")),
    }
}

/// Why no line came.
enum NoLine {
    /// The connection failed.
    Io(String),
    /// Not whole in time.
    Late,
    /// The other end closed first.
    End,
    /// Longer than allowed.
    TooLong,
}

/// One line from `stream`, whole within `wait` (however slowly its bytes come) and at most `limit` bytes.
fn one_line(stream: &UnixStream, limit: usize, wait: Duration) -> Result<Vec<u8>, NoLine> {
    let deadline = Instant::now() + wait;
    stream.set_read_timeout(Some(Duration::from_millis(200))).map_err(|e| NoLine::Io(e.to_string()))?;
    let mut reader = BufReader::new(stream);
    let mut lines = LineReader::default();
    loop {
        match lines.read_before(&mut reader, limit, Some(deadline)).map_err(|e| NoLine::Io(e.to_string()))? {
            Read::Line(line) => return Ok(line),
            Read::Waiting if Instant::now() < deadline => {}
            Read::Waiting => return Err(NoLine::Late),
            Read::End => return Err(NoLine::End),
            Read::TooLong => return Err(NoLine::TooLong),
        }
    }
}

#[cfg(feature = "serve")]
mod server;
#[cfg(all(test, feature = "serve"))]
pub use server::Keeper;
#[cfg(feature = "serve")]
pub use server::{Keeping, Terms, start};

#[cfg(all(test, feature = "serve"))]
mod tests;
