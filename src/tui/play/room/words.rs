//! A room's words that are not its game's: a code that is not one, why the room's connection ended, and a
//! request as the catalogs' selector.

use crate::room::Closed;
use crate::room::protocol::Request;
use crate::t;

/// A text that is not a room code, and why, in the player's language.
#[must_use]
pub fn bad_code_words(error: &crate::room::code::BadCode) -> String {
    let why = match error.why() {
        crate::room::code::CodeFault::Shape => t!("rooms-code-shape"),
        crate::room::code::CodeFault::Game => t!("rooms-code-game"),
        crate::room::code::CodeFault::Groups => t!("rooms-code-groups"),
        crate::room::code::CodeFault::Letters => t!("rooms-code-letters"),
    };
    t!("rooms-bad-code", text = error.text(), why = why)
}

/// Why the room's connection ended, in the player's language (the host's own words as it sent them).
pub(super) fn closed_words(why: &Closed) -> String {
    match why {
        Closed::Said(reason) => reason.clone(),
        Closed::Dropped => t!("rooms-link-room-closed"),
        Closed::HostGone => t!("rooms-link-host-gone"),
        Closed::TooLong => t!("rooms-link-too-long"),
        Closed::Garbled(error) => t!("rooms-link-garbled", error = error.as_str()),
        Closed::Failed(error) => t!("rooms-link-failed", error = error.as_str()),
    }
}

/// A request, as a message's selector: the message words it (`takeback`, `rematch`, `draw`).
#[must_use]
pub fn request_word(what: Request) -> &'static str {
    match what {
        Request::Takeback => "takeback",
        Request::Rematch => "rematch",
        Request::Draw => "draw",
    }
}
