//! The rooms screen (`r` on the start screen): open a room for a game, join or watch one with its code, or pick
//! one of this machine's public rooms. Joining runs on a thread of its own, so a host that does not answer
//! never freezes the screen; its result is posted into the interface's inbox and comes back through
//! [`App::update`](super::App::update).

use crate::room::dir::PublicRoom;
use crate::room::{ClockSpec, Rooms};
use crate::rules::Variant;
use crate::t;

use super::go::{Go, RoomChoice};
use super::inbox::Ticket;
use super::keys::{Action, Edit, KeyScreen, TextField};
use super::play::Play;
use super::shared::Shared;

/// The clocks the screen offers (none first).
pub const CLOCKS: [Option<&str>; 5] = [None, Some("3+2"), Some("5+3"), Some("10+5"), Some("15+10")];

/// The longest code typed: the longest game's name and two groups of four.
const MAX_CODE: usize = "kimasai-relay-xxxx-xxxx".len() + 2;

/// The fixed lines: the game, the side, the clock, public or not, rated or casual, open, join, watch; the public
/// rooms follow.
pub const FIXED_LINES: usize = 8;

/// A value handed from a thread to the update path once: a join's game screen, or why it failed. Compared by
/// identity (a message is equal only to itself), so [`Msg`](super::Msg) stays plain data to match on.
pub struct Handover<T>(std::sync::Arc<std::sync::Mutex<Option<T>>>);

impl<T> Clone for Handover<T> {
    fn clone(&self) -> Self {
        Handover(std::sync::Arc::clone(&self.0))
    }
}

impl<T> Handover<T> {
    /// Hands `value` over.
    pub fn new(value: T) -> Handover<T> {
        Handover(std::sync::Arc::new(std::sync::Mutex::new(Some(value))))
    }

    /// Takes the value (once).
    #[must_use]
    pub fn take(&self) -> Option<T> {
        self.0.lock().ok()?.take()
    }
}

impl<T> PartialEq for Handover<T> {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Eq for Handover<T> {}

impl<T> std::fmt::Debug for Handover<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Handover(..)")
    }
}

/// What joining a room gave: its game screen, or why not.
pub type Joined = Handover<Result<Play, String>>;

/// What the rooms screen holds.
pub struct RoomsMenu {
    /// The selected line.
    pub line: usize,
    /// The game to host, as an index in [`Variant::ALL`].
    pub game: usize,
    /// The host's side: 0 south, 1 north, 2 random.
    pub side: usize,
    /// The clock, an index in [`CLOCKS`].
    pub clock: usize,
    /// Whether `bao rooms` lists the room.
    pub public: bool,
    /// Whether the game counts for ratings (under `bao serve`, which keeps them), else casual.
    pub rated: bool,
    /// A code being typed, and whether to watch (else join).
    pub typing: Option<(TextField, bool)>,
    /// The public rooms, as last read.
    pub rooms: Vec<PublicRoom>,
    /// Why they could not be read (the rooms folder refused as unsafe, say), shown in their place.
    pub unlisted: Option<String>,
    /// A join under way: the ticket its result comes with.
    pub joining: Option<Ticket>,
}

/// The public rooms of `rooms`, or why there are none to show: a folder refused as unsafe is said, never
/// shown as an empty list (which would look like a quiet machine).
fn listed(rooms: Result<Rooms, String>) -> (Vec<PublicRoom>, Option<String>) {
    match rooms.and_then(|rooms| rooms.public().map_err(|error| error.to_string())) {
        Ok(rooms) => (rooms, None),
        Err(why) => (Vec::new(), Some(why)),
    }
}

impl RoomsMenu {
    /// The screen, the public rooms read, the game `variant` chosen to host.
    #[must_use]
    pub fn open(variant: Variant) -> RoomsMenu {
        let game = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        let mut menu = RoomsMenu {
            line: 0,
            game,
            side: 0,
            clock: 0,
            public: false,
            rated: true,
            typing: None,
            rooms: Vec::new(),
            unlisted: None,
            joining: None,
        };
        menu.refresh();
        menu
    }

    /// Reads the public rooms again.
    pub fn refresh(&mut self) {
        (self.rooms, self.unlisted) = listed(Rooms::for_program());
    }

    /// The game to host.
    #[must_use]
    pub fn variant(&self) -> Variant {
        Variant::ALL[self.game % Variant::ALL.len()]
    }

    /// The clock chosen.
    #[must_use]
    pub fn clock(&self) -> Option<ClockSpec> {
        CLOCKS[self.clock % CLOCKS.len()].and_then(|text| text.parse().ok())
    }

    /// The key table.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        if self.typing.is_some() { KeyScreen::RoomCode } else { KeyScreen::Rooms }
    }

    /// A paste into the code being typed; returns whether one was.
    pub fn paste(&mut self, text: &str, shared: &mut Shared) -> bool {
        let Some((code, _)) = &mut self.typing else { return false };
        if !code.paste(text) {
            shared.refuse(t!("rooms-code-too-long"));
        }
        true
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        if let Some((mut code, watch)) = self.typing.take() {
            match (code.edit(action), action) {
                (Edit::Full, _) => shared.refuse(t!("rooms-code-too-long")),
                (Edit::Other, Action::Choose) => {
                    return Some(Go::Room(RoomChoice::Join { code: code.text().trim().to_string(), watch }));
                }
                (Edit::Other, Action::Back) => return None,
                (Edit::Changed | Edit::Other, _) => {}
            }
            self.typing = Some((code, watch));
            return None;
        }
        let lines = FIXED_LINES + self.rooms.len();
        let step = |value: usize, by: isize, modulo: usize| (value + modulo).wrapping_add_signed(by) % modulo;
        let by = if action == Action::Left { -1 } else { 1 };
        match action {
            Action::Up => self.line = step(self.line, -1, lines),
            Action::Down => self.line = step(self.line, 1, lines),
            Action::Left | Action::Right => match self.line {
                0 => self.game = step(self.game, by, Variant::ALL.len()),
                1 => self.side = step(self.side, by, 3),
                2 => self.clock = step(self.clock, by, CLOCKS.len()),
                3 => self.public = !self.public,
                4 if shared.environment.served => self.rated = !self.rated,
                4 => shared.refuse(t!("rooms-never-rated")),
                _ => {}
            },
            Action::Choose | Action::Watch => match self.line {
                0..=5 => {
                    let side = match self.side {
                        0 => Some(crate::rules::Side::South),
                        1 => Some(crate::rules::Side::North),
                        _ => None,
                    };
                    let choice = RoomChoice::Host {
                        variant: self.variant(),
                        side,
                        clock: self.clock(),
                        public: self.public,
                        rated: self.rated && shared.environment.served,
                    };
                    return Some(Go::Room(choice));
                }
                6 | 7 => self.typing = Some((TextField::new(MAX_CODE), self.line == 7)),
                n => {
                    let room = self.rooms.get(n - FIXED_LINES)?;
                    let watch = action == Action::Watch;
                    return Some(Go::Room(RoomChoice::Join { code: room.code.clone(), watch }));
                }
            },
            Action::Refresh => {
                self.refresh();
                match &self.unlisted {
                    Some(_) => shared.refuse(t!("rooms-public-unreadable")),
                    None => shared.say(t!("rooms-public-count", count = self.rooms.len())),
                }
            }
            Action::Back => return Some(Go::StartScreen),
            _ => {}
        }
        None
    }

    /// Starts joining on a thread of its own, which posts its result with `ticket`.
    pub fn start_joining(&mut self, ticket: Ticket, join: impl FnOnce() + Send + 'static) {
        std::thread::spawn(join);
        self.joining = Some(ticket);
    }

    /// Takes the result of the join with `ticket`, if it is the one under way.
    pub fn joined(&mut self, ticket: Ticket) -> bool {
        let ours = self.joining == Some(ticket);
        if ours {
            self.joining = None;
        }
        ours
    }
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    #[test]
    fn a_refused_rooms_folder_is_said_not_shown_as_no_rooms() {
        let dir = std::env::temp_dir().join(format!("bao-rooms-menu-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir(&dir).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
        let (rooms, why) = listed(Ok(Rooms::at(&dir)));
        assert!(rooms.is_empty());
        assert!(why.as_deref().is_some_and(|why| why.contains("without the sticky bit")), "{why:?}");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        assert_eq!(listed(Ok(Rooms::at(&dir))), (Vec::new(), None), "a safe folder with no rooms is just empty");
        assert_eq!(listed(Err("no rooms folder".into())).1.as_deref(), Some("no rooms folder"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
