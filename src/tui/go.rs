//! What a screen's update can ask of the whole interface beyond its own state: another screen (the overlays
//! over a screen are kinds of [`Overlay`], which the interface opens itself).
//! Plain data, so every screen can return it without knowing the others; [`App`](super::App) carries it out.

use crate::rules::Setup;

use super::keys::KeyScreen;
use super::seats::Seats;

/// Another screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Go {
    /// The start screen, on the game of the screen left.
    StartScreen,
    /// Out of a room's game: back to the lobby it came from (under `bao serve`), else the start screen.
    LeaveRoom,
    /// A new game from `start` with `seats`, the study view open on it if `study`.
    NewGame {
        /// The position it starts from.
        start: Setup,
        /// Who plays each side.
        seats: Seats,
        /// Whether the study view opens at once.
        study: bool,
    },
    /// The saved game of this name in the store.
    Open(String),
    /// The saved game of this name in the store, hosted again as a room (`bao host --load`).
    HostSave(String),
    /// A copy of the save built into the program from this file of `saves/` ([`crate::store::builtin`]).
    OpenBuiltin(&'static str),
    /// What the inner `Go` opens, with the review screen over it (the saves list's `V`).
    Review(Box<Go>),
    /// The unfinished game the start screen offers.
    Continue,
    /// The list of saved games.
    Saves,
    /// The position editor on the position shown.
    Editor,
    /// From the editor back to the game it was opened from (or the start screen).
    LeaveEditor,
    /// The rooms screen.
    Rooms,
    /// The lessons of a game.
    Learn(crate::rules::Variant),
    /// Open, join or watch a room.
    Room(RoomChoice),
}

/// What the rooms screen asked for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RoomChoice {
    /// Open a room for a new game of `variant`, the host on `side` (none: at random).
    Host {
        /// The game.
        variant: crate::rules::Variant,
        /// The host's side.
        side: Option<crate::rules::Side>,
        /// The clock.
        clock: Option<crate::room::ClockSpec>,
        /// Whether `bao rooms` lists it.
        public: bool,
        /// Whether its result counts for ratings (under `bao serve`).
        rated: bool,
    },
    /// Join the room `code`, or watch it.
    Join {
        /// The code, as typed.
        code: String,
        /// Watching without a seat.
        watch: bool,
    },
}

/// Something the interface can show over the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overlay {
    /// The keys of a screen.
    Help(KeyScreen),
    /// The saved game's title and notes.
    Notes,
    /// The position and game record, to copy.
    Export,
}
