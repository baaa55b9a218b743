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
    Closed(Closed),
}

/// Why a room's connection ended: the host's own words, or what this end saw. The interface words the latter
/// in its player's language (`rooms-link-*`); the host's words come as it sent them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Closed {
    /// The host said why (its `bye`).
    Said(String),
    /// The link on this side was dropped: the room is closed for it.
    Dropped,
    /// The host's end of the connection went away without a word.
    HostGone,
    /// The host sent a line longer than a room's line may be.
    TooLong,
    /// The host sent what no room sends (what was wrong with it).
    Garbled(String),
    /// Reading from the host failed (the error).
    Failed(String),
}
