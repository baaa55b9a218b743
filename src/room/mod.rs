//! Rooms: two people playing one game from two terminals, and spectators following it (`bao host`, `bao join`,
//! `bao watch`, `bao rooms`). The host's process is the one authority ([`authority`]): it holds the game and
//! checks every move with the rules; a guest or spectator only proposes, in the notation, through the room's
//! Unix socket ([`dir`]) in the protocol of [`protocol`]. [`host`] carries messages between the sockets and
//! the authority on threads of its own, so a slow or stuck peer never stalls the others; [`link`] is a
//! client's end, which the interface reads without ever waiting on the network.

pub mod authority;
pub mod clock;
pub mod code;
#[cfg(feature = "serve")]
pub mod control;
pub mod deadline;
pub mod dir;
pub mod event;
pub mod gate;
pub mod host;
pub mod keeper;
pub mod link;
#[cfg(feature = "serve")]
pub mod mirror;
pub mod peer;
pub mod protocol;
#[cfg(test)]
pub(crate) mod scratch;
pub mod ticket;
pub mod wire;

pub use clock::ClockSpec;
pub use code::{RoomCode, Secret};
pub use dir::Rooms;
pub use event::{Closed, FromRoom};
pub use link::Link;
pub use protocol::{ToHost, ToPeer, VERSION};
