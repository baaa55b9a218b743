//! What the `bao` binary, the benches, the integration tests, the maintainers' tools and the fuzz targets use
//! of the crate's private modules, under the same paths (`bao::internal::store::SaveFile` is
//! `crate::store::SaveFile`). Hidden from the documentation and no stable API: an item belongs here only while
//! one of them uses it, so the compiler keeps finding the rest unused.

/// The command line.
pub mod cli {
    pub use crate::cli::{Cli, PLY_CAP, Playouts, main, playouts, timed};
}

/// The lessons (the line mode's end-to-end test solves one).
pub mod learn {
    pub use crate::learn::for_variant;
}

/// Shipped puzzles and their solver.
pub mod puzzle {
    pub use crate::puzzle::{Goal, best_defence, for_variant, prove, solve};
}

/// The server's database (`bao-tools db-bench`, `archive-bench`).
#[cfg(all(unix, feature = "serve"))]
pub mod db {
    pub use crate::db::{
        ArchiveQuery, Durability, Ending, FILE_NAME, GameId, GameStore, NewGame, NewMove, Seat, Sqlite,
    };
    /// The times the store is given.
    pub use jiff::Timestamp;
}

/// The lobby of `bao serve`: a session's link and the protocol it speaks (`bao-tools serve-bench`).
#[cfg(all(unix, feature = "serve"))]
pub mod lobby {
    /// A session's end of the lobby.
    pub mod link {
        pub use crate::lobby::link::{FromLobby, LobbyLink};
    }

    /// The lobby's messages.
    pub mod protocol {
        pub use crate::lobby::protocol::{Doing, Offer, ToServer, ToSession};
    }
}

/// Rooms: the host, the link and the wire.
#[cfg(unix)]
pub mod room {
    /// A side, as the protocols write it.
    pub use crate::room::protocol::Seat;
    pub use crate::room::{FromRoom, Link, RoomCode, Rooms, ToHost, ToPeer, VERSION};

    /// The room's host.
    pub mod host {
        pub use crate::room::host::{Hosting, Options, Persist};
    }

    /// The room's messages.
    pub mod protocol {
        pub use crate::room::protocol::{ToHost, line_of};
    }
}

/// `bao serve`.
#[cfg(all(unix, feature = "serve"))]
pub mod serve {
    /// A session's confinement.
    pub mod confine {
        pub use crate::serve::confine::{Enforced, Folders, probe};
    }
}

/// Saves, records and the saves folder.
pub mod store {
    pub use crate::store::{Forfeit, PlayerName, Players, SaveFile, SavedGame, Store, load_path, parse_record};
}

/// Themes as written in their files.
pub mod theme {
    pub use crate::theme::{Depth, ThemeSpec};
}

/// The terminal interface, drawn without a terminal.
pub mod tui {
    pub use crate::tui::{Action, App, Msg, Theme};

    /// The settings file.
    pub mod settings {
        pub use crate::tui::settings::Settings;
    }

    /// The drawing.
    pub mod view {
        pub use crate::tui::view::{playback_position, render};
    }

    /// The clipboard's escape sequence.
    pub mod clipboard {
        pub use crate::tui::clipboard::osc52;
    }
}
