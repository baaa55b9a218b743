//! What is said in a room, as the game screen keeps it: the last [`MAX_HEARD`] messages of the room (those the
//! room gave on joining, then each one heard), each escaped when it arrives, and which a player sees of them:
//! a player sees the spectators' messages only after asking to (`v` on the messages panel), a spectator sees
//! them all. The messages panel (`M`) scrolls through them; the room's line shows the last one seen.

use crate::room::protocol::Said;

use super::super::super::keys::Action;
use super::super::super::shared::Shared;
use super::super::{Mode, Play};
use super::InRoom;

/// The most messages the game screen keeps of a room (the oldest go first).
pub const MAX_HEARD: usize = 200;

/// A message as kept: its sender's name and its words escaped ([`crate::printable::printable`]), whether a
/// spectator sent it, and when the room heard it (as sent: shown as a local time where it reads as one).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Heard {
    /// The sender's name, escaped.
    pub from: String,
    /// The words, escaped.
    pub text: String,
    /// Whether a spectator sent it.
    pub spectator: bool,
    /// When the room heard it (RFC 3339), if the room said.
    pub at: Option<String>,
}

impl Heard {
    /// A message of the room, escaped.
    #[must_use]
    pub fn of(said: &Said) -> Heard {
        let escaped = |text: &str| crate::printable::printable(text).into_owned();
        Heard {
            from: escaped(&said.from),
            text: escaped(&said.text),
            spectator: said.spectator,
            at: said.at.as_deref().map(escaped),
        }
    }

    /// Who said it, a spectator marked: `ada`, `cy (watching)`.
    #[must_use]
    pub fn sender(&self) -> String {
        if self.spectator { crate::t!("rooms-spectator-sender", name = self.from.as_str()) } else { self.from.clone() }
    }

    /// The minute it was heard in `zone` (`15:42`), or nothing where the room did not say; a time that does
    /// not read as one is cut to five characters.
    #[must_use]
    pub fn minute(&self, zone: &jiff::tz::TimeZone) -> String {
        let Some(at) = &self.at else { return String::new() };
        crate::store::clock::hour_minute(at, zone).chars().take(5).collect()
    }
}

impl InRoom {
    /// Keeps a message heard, the oldest dropped past [`MAX_HEARD`].
    pub fn hear(&mut self, said: &Said) {
        if self.said.len() >= MAX_HEARD {
            self.said.pop_front();
        }
        self.said.push_back(Heard::of(said));
    }

    /// Whether this terminal shows `heard`: a player sees spectators' messages only when they asked to.
    #[must_use]
    pub fn shows(&self, heard: &Heard) -> bool {
        !heard.spectator || self.you.is_none() || self.spectators_heard
    }

    /// The messages this terminal shows, oldest first.
    pub fn shown(&self) -> impl DoubleEndedIterator<Item = &Heard> {
        self.said.iter().filter(|heard| self.shows(heard))
    }
}

impl Play {
    /// The messages panel's keys: scrolling (`scroll` lines up from the newest), writing a message, showing
    /// or hiding spectators' messages (a player), closing.
    pub(in crate::tui::play) fn on_messages(&mut self, scroll: usize, action: Action, shared: &mut Shared) {
        let Some(room) = &mut self.room else { return self.settle() };
        let most = room.shown().count().saturating_sub(1);
        let scroll = match action {
            Action::Up => (scroll + 1).min(most),
            Action::Down => scroll.saturating_sub(1),
            Action::First => most,
            Action::Last => 0,
            Action::Say => {
                self.mode = Mode::say();
                return;
            }
            Action::Spectators if room.you.is_some() => {
                room.spectators_heard = !room.spectators_heard;
                shared.say(if room.spectators_heard {
                    crate::t!("rooms-spectators-shown")
                } else {
                    crate::t!("rooms-spectators-hidden")
                });
                0
            }
            Action::Spectators => {
                shared.refuse(crate::t!("rooms-spectators-all"));
                scroll
            }
            Action::Back | Action::Messages => return self.settle(),
            _ => scroll,
        };
        self.mode = Mode::Messages(scroll);
    }
}
