//! The server protocol, version [`VERSION`]: what a player's session says to the server that holds its games
//! and what the server says back, newline-delimited JSON objects with a `type`, as the room protocol
//! (docs/protocol.md). It is that protocol's next version: a session speaks it to `bao serve`'s own socket, and
//! a hello of version 1 (an older bao's) is refused by name.
//!
//! A session is one of the server's own programs, but its messages are checked as any peer's are: a line is
//! at most [`MAX_LINE`] bytes, names are [`PlayerName`]s, games, sides and time controls are read by their own
//! parsers, and no unknown field passes.

use serde::{Deserialize, Serialize};

use crate::room::protocol::Seat;
use crate::store::PlayerName;

/// The protocol version. 3: what a player is doing travels as data, worded by each session in its player's
/// language (2 sent the server's English words).
pub const VERSION: u32 = 3;

/// The longest line a session may send.
pub const MAX_LINE: usize = 4096;

/// The longest line the server may send a session (a view of [`super::MAX_LISTED`] names, the challenges
/// and the games, or a player's games); a longer one ends the session's connection.
pub const MAX_SERVER_LINE: usize = 1 << 20;

/// The most unfinished games a [`ToSession::Games`] lists.
pub const MAX_GAMES: usize = 200;

/// What a session is doing, as the lobby shows it beside its name.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "lowercase", deny_unknown_fields)]
pub enum Doing {
    /// On the lobby's screen: it is sent the lobby's lists.
    Lobby,
    /// Playing a game of the server against a player.
    Playing {
        /// The game (`kete`).
        game: String,
        /// The other player.
        against: PlayerName,
    },
    /// Watching a game of the server.
    Watching {
        /// The game.
        game: String,
    },
    /// Playing the computer, in its own program.
    Computer {
        /// The game.
        game: String,
        /// The computer's level, 1 to 6.
        level: u8,
    },
    /// Anywhere else in the program (learning, studying, the saves).
    Elsewhere,
}

/// A game to create, as a challenge offers it: the game, the challenger's side (none: either, drawn when it is
/// accepted) and the time control.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// The game: `kete`, `kimasai-relay`, `kimasai-step` or `kingulu`.
    pub game: String,
    /// The side the challenger plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<Seat>,
    /// `10+5`, `3d` or `none`.
    pub control: String,
    /// Whether the result counts for both players' ratings (a casual game's does not); rated unless said.
    #[serde(default = "rated_unless_said")]
    pub rated: bool,
}

/// A challenge is rated unless it says it is casual.
fn rated_unless_said() -> bool {
    true
}

/// What a session sends the server.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ToServer {
    /// The first message: the version and the player's name (the SSH user the server let in).
    Hello {
        /// [`VERSION`].
        version: u32,
        /// The player's name.
        name: PlayerName,
        /// The player's language, by its code (`en`, `sw`): the server words its refusals in it. Left out, or
        /// one the server does not know, is English.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        language: Option<String>,
    },
    /// What the player is doing now.
    Doing {
        /// That.
        doing: Doing,
    },
    /// A challenge anyone may accept.
    Post {
        /// The game offered.
        offer: Offer,
    },
    /// A challenge to one player, who is asked wherever they are in the program.
    Challenge {
        /// Their name.
        to: PlayerName,
        /// The game offered.
        offer: Offer,
    },
    /// Takes back one's own challenge.
    Withdraw {
        /// Its number.
        id: u64,
    },
    /// Accepts a challenge: an open one, or one sent to this player.
    Accept {
        /// Its number.
        id: u64,
    },
    /// Declines a challenge sent to this player.
    Decline {
        /// Its number.
        id: u64,
    },
    /// Creates a round-robin tournament, its creator its first player.
    Create {
        /// The tournament asked.
        tournament: NewTournament,
    },
    /// Joins a tournament before its start.
    Join {
        /// Its number.
        id: u64,
    },
    /// Leaves a tournament before its start.
    Leave {
        /// Its number.
        id: u64,
    },
    /// Its creator cancels a tournament before its start.
    Cancel {
        /// Its number.
        id: u64,
    },
    /// A player's page: their ratings, their record against the asker, their recent games, whether they are
    /// online. Answered by [`ToSession::Page`].
    Page {
        /// Whose.
        name: PlayerName,
    },
    /// A page of the archive, the latest finished first: everyone's games, or one player's, of every game or
    /// one. Answered by [`ToSession::Archive`].
    Archive {
        /// Only this player's games.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerName>,
        /// Only the games of this game (`kete`, ...).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        /// The games finished before this one: the page after the one that ended with it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<Cursor>,
    },
    /// A finished game of the archive, as a save (to replay, step through and study). Answered by
    /// [`ToSession::Record`], refused for a private game of others.
    Record {
        /// The game's code, as [`Archived::code`].
        code: String,
    },
    /// Marks a finished game of one's own private (listed for its two players only), or not.
    Private {
        /// The game's code.
        code: String,
        /// Private or not.
        private: bool,
    },
    /// The leaderboard of a game. Answered by [`ToSession::Leaderboard`].
    Leaderboard {
        /// The game.
        game: String,
    },
    /// Leaving.
    Bye,
}

/// A tournament to create: a round robin of the game, with the time control, for 3 to 8 players, starting
/// in so many seconds or when full.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTournament {
    /// The game: `kete`, `kimasai-relay`, `kimasai-step` or `kingulu`.
    pub game: String,
    /// `10+5` or `3d` (a tournament's games have a limit).
    pub control: String,
    /// The most players, 3 to 8.
    pub size: u8,
    /// Seconds from now to the start (a minute to a week); none: when full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_in_s: Option<u64>,
}

/// Where a tournament is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentState {
    /// Taking players.
    Open,
    /// Its games are being played.
    Running,
    /// Every game has its result.
    Finished,
    /// Cancelled by its creator, or too few players came by its start.
    Cancelled,
}

/// A game's result in a tournament.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Score {
    /// South won.
    South,
    /// North won.
    North,
    /// A draw.
    Draw,
    /// Aborted: a double forfeit, no points.
    Forfeit,
}

/// One game of a tournament: its round, its players (their numbers in the tournament) and, once open, its
/// stored game's code (the room's), and once over, its result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Paired {
    /// Its round, from 1.
    pub round: u8,
    /// South's player.
    pub south: u8,
    /// North's player.
    pub north: u8,
    /// The stored game's code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Its result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Score>,
}

/// A tournament as the lobby lists it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentView {
    /// Its number.
    pub id: u64,
    /// Who created it.
    pub creator: PlayerName,
    /// The game.
    pub game: String,
    /// Its time control.
    pub control: String,
    /// The most players.
    pub size: u8,
    /// When it starts, in milliseconds since 1970; none: when full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_ms: Option<u64>,
    /// Where it is.
    pub state: TournamentState,
    /// The players, in the order they joined.
    pub players: Vec<PlayerName>,
    /// Its games, by round.
    pub games: Vec<Paired>,
}

/// Where a page of the archive ended: its last game's end and number ([`Archived::finished_ms`],
/// [`Archived::id`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cursor {
    /// When that game ended, in milliseconds since 1970.
    pub at_ms: i64,
    /// Its number.
    pub id: i64,
}

/// The most games a page of the archive lists.
pub const MAX_ARCHIVED: usize = 50;

/// The most rows of a leaderboard sent.
pub const MAX_RANKED: usize = 200;

/// The most recent games a player's page lists.
pub const MAX_RECENT: usize = 10;

/// A finished game as the archive lists it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Archived {
    /// Its number, for the page after.
    pub id: i64,
    /// Its code, to ask its record by.
    pub code: String,
    /// The game.
    pub game: String,
    /// Who played South (the first to move).
    pub south: String,
    /// Who played North.
    pub north: String,
    /// `south`, `north` or `draw`.
    pub result: String,
    /// How it ended: `north wins by resignation`.
    pub how: String,
    /// Moves played.
    pub moves: usize,
    /// When it ended, in milliseconds since 1970.
    pub finished_ms: i64,
    /// Whether it counted for ratings.
    pub rated: bool,
    /// Whether one of its players marked it private.
    pub private: bool,
}

impl Archived {
    /// Where a page ending with this game ended.
    #[must_use]
    pub fn cursor(&self) -> Cursor {
        Cursor { at_ms: self.finished_ms, id: self.id }
    }
}

/// A rating as a page or a leaderboard shows it (whole numbers: `1512`, `1500?`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rated {
    /// The game, on a page; the player, on a leaderboard.
    pub of: String,
    /// The rating, rounded.
    pub rating: i64,
    /// Its deviation, rounded.
    pub deviation: u32,
    /// Whether it is still provisional.
    pub provisional: bool,
    /// Rated games played.
    pub games: u32,
}

impl Rated {
    /// `1512`, or `1500?` while provisional.
    #[must_use]
    pub fn shown(&self) -> String {
        format!("{}{}", self.rating, if self.provisional { "?" } else { "" })
    }
}

/// The asker's results against a player.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    /// The asker's wins.
    pub wins: u32,
    /// The asker's losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
}

/// A player's page.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// Whose.
    pub name: PlayerName,
    /// What they are doing, if they are online.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<Doing>,
    /// Their ratings, one a game they played rated.
    pub ratings: Vec<Rated>,
    /// The asker's record against them (none on one's own page).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Tally>,
    /// Their latest finished games (at most [`MAX_RECENT`]), those the asker may see.
    pub recent: Vec<Archived>,
}

/// One player online, and what they are doing, in words (`playing kete against ada`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Online {
    /// The name.
    pub name: PlayerName,
    /// What they are doing, as they said it: each session words it in its own language.
    pub doing: Doing,
}

/// A challenge as the lobby lists it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Listed {
    /// Its number, to accept it by.
    pub id: u64,
    /// Who posted it.
    pub from: PlayerName,
    /// Whom it is for, if one player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<PlayerName>,
    /// The game offered.
    pub offer: Offer,
}

/// A game of the server in progress, to watch.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Watchable {
    /// The room's code.
    pub code: String,
    /// The game.
    pub game: String,
    /// `ada vs bob`.
    pub players: String,
    /// Moves played.
    pub moves: usize,
    /// How many watch.
    pub spectators: usize,
}

/// One of the receiver's unfinished games on the server, as its database holds it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct YourGame {
    /// The room's code, to go back in with (the seat's secret is in the player's own tickets).
    pub code: String,
    /// The game.
    pub game: String,
    /// The other player.
    pub against: PlayerName,
    /// The receiver's side.
    pub side: Seat,
    /// Whether it is the receiver's move.
    pub your_move: bool,
    /// Moves played.
    pub moves: usize,
    /// Its time control: `10+5`, `3d` or `none`.
    pub control: String,
    /// What is left of the move's period, in milliseconds, in a game of days a move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due_ms: Option<u64>,
    /// Whether the other player moved since the receiver last saw it (while they were away, or in another
    /// game): the lobby marks it.
    #[serde(default)]
    pub new: bool,
}

/// The lobby's lists.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct View {
    /// Who is online, by name (at most [`super::MAX_LISTED`]).
    pub online: Vec<Online>,
    /// How many more are online than are listed.
    #[serde(default)]
    pub more: usize,
    /// The open challenges and those sent to the receiver, the oldest first.
    pub challenges: Vec<Listed>,
    /// The games in progress.
    pub games: Vec<Watchable>,
    /// The tournaments open, running, and the last finished.
    #[serde(default)]
    pub tournaments: Vec<TournamentView>,
}

/// What the server sends a session.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ToSession {
    /// The answer to a hello.
    Welcome {
        /// [`VERSION`].
        version: u32,
    },
    /// The lobby's lists, sent while the session is in the lobby, when they change.
    Lobby(View),
    /// The receiver's unfinished games (at most [`MAX_GAMES`]), sent after the welcome and when they change:
    /// the lobby's "your games", and on logging in "your move in 2 games".
    Games {
        /// The games, those where it is the receiver's move first.
        games: Vec<YourGame>,
    },
    /// A move was played in one of the receiver's games (by either player), wherever the receiver is: the game
    /// as it stands now. The bell rings for it if it is the receiver's move and they are not in its room.
    Moved {
        /// The game.
        game: YourGame,
    },
    /// A game of the receiver's ended, its ending stored: how, and each player's rating before and after if it
    /// was rated (the game-over box shows them).
    Ended {
        /// The room's code.
        room: String,
        /// Which game of the room (a rematch is the next).
        game: u32,
        /// How it ended, in words.
        how: String,
        /// Each player's change in words, `ada 1512 → 1528 (+16)` (none: the game was casual, or had no
        /// result).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ratings: Vec<String>,
    },
    /// A player challenges the receiver: "ada challenges you to kete 10+5: accept? y/n".
    Challenged {
        /// The challenge's number, to accept or decline it by.
        id: u64,
        /// Who.
        from: PlayerName,
        /// The game offered (its side is the challenger's).
        offer: Offer,
    },
    /// A challenge the receiver sent was declined.
    Declined {
        /// Its number.
        id: u64,
        /// By whom.
        by: PlayerName,
    },
    /// A challenge sent to the receiver was withdrawn (or its challenger left).
    Withdrawn {
        /// Its number.
        id: u64,
    },
    /// A challenge was accepted: the game's room is open, and the receiver's seat in it is bound to `secret`.
    Start {
        /// The room's code.
        code: String,
        /// The receiver's side.
        side: Seat,
        /// The seat's secret, to join the room with.
        secret: String,
        /// The other player.
        against: PlayerName,
    },
    /// A player's page ([`ToServer::Page`]).
    Page(Page),
    /// A page of the archive ([`ToServer::Archive`]), as asked.
    Archive {
        /// The player asked for.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerName>,
        /// The game asked for.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        /// Whether it follows a page already sent (asked with a `before`).
        #[serde(default)]
        after: bool,
        /// The games (at most [`MAX_ARCHIVED`]), the latest finished first.
        games: Vec<Archived>,
        /// Whether more follow.
        more: bool,
    },
    /// A finished game ([`ToServer::Record`]) as a save: its start, its moves, how it ended.
    Record {
        /// Its code.
        code: String,
        /// The game.
        save: Box<crate::store::SaveFile>,
    },
    /// A game was marked private or not ([`ToServer::Private`]).
    Private {
        /// Its code.
        code: String,
        /// Now private or not.
        private: bool,
    },
    /// The leaderboard of a game ([`ToServer::Leaderboard`]): the players of enough rated games whose rating
    /// is not provisional, the highest first (at most [`MAX_RANKED`]).
    Leaderboard {
        /// The game.
        game: String,
        /// Each player's rating, `of` the player.
        rows: Vec<Rated>,
    },
    /// What the server refused, and why.
    Refused {
        /// Why.
        reason: String,
    },
    /// A last message, then the connection is closed.
    Bye {
        /// Why.
        reason: String,
    },
}
