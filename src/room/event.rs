//! What travels between a room's threads and its ends, in a leaf that both [`super::host`] and [`super::link`]
//! use (so neither needs the other): [`Event`], what the room's thread takes, and [`FromRoom`], what a
//! client's end gives the interface.

use std::os::unix::net::UnixStream;

use super::authority::PeerId;
use super::gate::Uid;
use super::protocol::{BadMessage, ToHost, ToPeer};

/// What the room's thread takes.
pub enum Event {
    /// A connection accepted, and its peer's user.
    Arrived(UnixStream, Uid),
    /// A line of a peer, read.
    Line(PeerId, Result<ToHost, BadMessage>),
    /// A peer sent too much.
    Flood(PeerId),
    /// A peer's connection ended.
    Closed(PeerId),
    /// A message of the host's own interface.
    Local(ToHost),
}

/// What came from the room.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FromRoom {
    /// A message of the host.
    Message(ToPeer),
    /// The connection ended, and why.
    Closed(String),
}
