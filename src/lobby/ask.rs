//! The questions a session asks of the server's database through the lobby: a player's page, a page of the
//! archive, a finished game's record, marking a game private, a leaderboard. The lobby checks each (names,
//! games, codes) and counts those waiting for their answer, at most [`MAX_ASKING`] a session, so no session
//! fills the server's one queue of questions; the server answers each off the lobby's thread, and the lobby
//! hands the answer on ([`super::Lobby::answered`]).

use super::protocol::{Cursor, ToServer};
use crate::rules::Variant;
use crate::store::PlayerName;

/// The most questions one session may have waiting for their answer.
pub const MAX_ASKING: usize = 2;

/// The most bytes of a game's code asked for (the database's own bound on a code).
pub const MAX_CODE_BYTES: usize = 64;

/// A question for the server's database, checked, with who asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Query {
    /// A player's page.
    Page {
        /// Who asks.
        asker: PlayerName,
        /// Whose page.
        name: PlayerName,
    },
    /// A page of the archive.
    Archive {
        /// Who asks (their private games are listed to them).
        asker: PlayerName,
        /// Only this player's games.
        player: Option<PlayerName>,
        /// Only this game's.
        variant: Option<Variant>,
        /// The games finished before this one.
        before: Option<Cursor>,
    },
    /// A finished game's record.
    Record {
        /// Who asks.
        asker: PlayerName,
        /// The game's code.
        code: String,
    },
    /// Mark a game private or not.
    Private {
        /// Who asks: one of its players, or it is refused.
        asker: PlayerName,
        /// The game's code.
        code: String,
        /// Private or not.
        private: bool,
    },
    /// A game's leaderboard.
    Leaderboard {
        /// The game.
        variant: Variant,
    },
}

/// A game's code as asked: 1 to [`MAX_CODE_BYTES`] bytes, no control characters.
fn code(code: &str) -> Result<String, String> {
    if code.is_empty() || code.len() > MAX_CODE_BYTES || code.chars().any(char::is_control) {
        let shown = crate::printable::printable(code);
        let shown: String = shown.chars().take(MAX_CODE_BYTES).collect();
        return Err(crate::t!("lobby-refused-code", code = shown, most = MAX_CODE_BYTES));
    }
    Ok(code.to_string())
}

fn variant(game: &str) -> Result<Variant, String> {
    game.parse().map_err(|error: crate::rules::UnknownVariant| error.to_string())
}

/// The question `message` asks, checked, if it is one of the database's (`None`: another message).
pub(crate) fn query(asker: PlayerName, message: &ToServer) -> Option<Result<Query, String>> {
    Some(match message {
        ToServer::Page { name } => Ok(Query::Page { asker, name: *name }),
        ToServer::Archive { player, game, before } => game
            .as_deref()
            .map(variant)
            .transpose()
            .map(|variant| Query::Archive { asker, player: *player, variant, before: *before }),
        ToServer::Record { code: given } => code(given).map(|code| Query::Record { asker, code }),
        ToServer::Private { code: given, private } => {
            code(given).map(|code| Query::Private { asker, code, private: *private })
        }
        ToServer::Leaderboard { game } => variant(game).map(|variant| Query::Leaderboard { variant }),
        _ => return None,
    })
}
