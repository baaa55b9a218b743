//! The server's database (feature `serve`): the games `bao serve` keeps, their moves, their players and their
//! results, behind one narrow interface ([`GameStore`]) with SQLite as its one implementation ([`Sqlite`]),
//! in the server's data folder (docs/server-database.md has the schema, the migrations and the durability).
//!
//! The store keeps text: a game's start position in the notation's one-line form and each move as the
//! notation writes it. The game's authority checks a move with the rules before it is stored; the store only
//! refuses a move that is not the next ply (two writers racing) and a game that is over. Reading a game back
//! replays every move ([`GameStore::game`]), so a damaged database is reported, naming the game and the move,
//! and never becomes an impossible game. Every write is one transaction, committed before the call returns:
//! the caller announces a move only after.
//!
//! The store has no clock: every write is given its time (`at`), as the authority is given `now`.

mod archive;
mod export;
mod read;
mod schema;
mod sqlite;
mod tournaments;

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use jiff::Timestamp;

use crate::engine::Level;
use crate::rating::Rating;
use crate::rules::{AnyLine, BySide, GameResult, Setup, Side, Variant};

pub use archive::{ArchiveQuery, MAX_ARCHIVE_PAGE, Record};
pub use schema::{FILE_NAME, SCHEMA};
pub use sqlite::{Durability, Sqlite};
pub use tournaments::{StoredPairing, StoredTournament};

/// The most characters a player's name has (an SSH user name, as `bao serve` takes it).
pub const MAX_NAME_CHARS: usize = 32;

/// The most bytes of a game's code, a time control and a move's text (each is short: `kete 8`, `10+5`,
/// `B3>`; a longer one is a caller's mistake, refused before it reaches the file).
pub const MAX_TEXT_BYTES: usize = 64;

/// A player's number in the database.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct PlayerId(pub(crate) i64);

/// A game's number in the database (its [`Summary::code`] is the one people see).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct GameId(pub(crate) i64);

/// A player: a name, as `bao serve` binds each name to the first SSH key that used it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// Its number.
    pub id: PlayerId,
    /// Its name.
    pub name: String,
    /// When the server first saw it.
    pub created_at: Timestamp,
}

/// Who plays a side of a stored game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Seat {
    /// A player of the server.
    Player(Player),
    /// The computer, at a level.
    Computer(Level),
    /// Nobody yet: a room's seat its player has not taken ([`GameStore::take_seat`]).
    Free,
}

impl Seat {
    /// The player's name, `computer 4`, or `(free)`.
    #[must_use]
    pub fn label(&self) -> String {
        match self {
            Seat::Player(player) => player.name.clone(),
            Seat::Computer(level) => format!("computer {}", level.number()),
            Seat::Free => "(free)".to_string(),
        }
    }

    /// The player's number, if a player sits here.
    #[must_use]
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Seat::Player(player) => Some(player.id),
            Seat::Computer(_) | Seat::Free => None,
        }
    }
}

/// A game played in one of the server's rooms: the room, which of its games (a rematch is the next), and the
/// key of each seat's secret (what gives the seat back; the store keeps it, never the secret).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoomGame {
    /// The room's code.
    pub room: String,
    /// Which game of the room: 1, then 2 for its rematch, ...
    pub round: u32,
    /// Each seat's key (64 hex digits), once a player took it.
    pub keys: BySide<Option<String>>,
    /// Whether the room is listed to watch.
    pub public: bool,
}

/// A game to create ([`GameStore::create_game`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    /// Its code, unique in the database (a room's code).
    pub code: String,
    /// The position it starts from (which names the game and the side to move first).
    pub start: Setup,
    /// Who plays each side.
    pub seats: BySide<Seat>,
    /// Its time control as text (`10+5`, days per move, `none`): the authority's to read, the store's to keep.
    pub time_control: String,
    /// Whether the result counts for ratings.
    pub rated: bool,
    /// When it was created.
    pub created_at: Timestamp,
    /// The room it is played in, if one.
    pub room: Option<RoomGame>,
}

/// A move to store ([`GameStore::append_move`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewMove {
    /// Its number in the game, 1 for the first move: it must be the next one.
    pub ply: u32,
    /// The move in the notation, as the authority accepted it.
    pub text: String,
    /// The side to move after it (the authority's rules know; the store keeps it for the lobby's lists).
    pub to_move: Side,
    /// Each side's time left after the move, if the game has a clock.
    pub clocks: Option<BySide<Duration>>,
    /// When the next side's period ends, in a game of days a move.
    pub due_at: Option<Timestamp>,
    /// When it was played.
    pub at: Timestamp,
}

/// How a game ended ([`GameStore::finish`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// The rules ended it, with this result.
    Rules(GameResult),
    /// The side resigned; the other wins.
    Resigned(Side),
    /// The side's time ran out; the other wins.
    OutOfTime(Side),
    /// The players agreed a draw.
    Agreed,
    /// Aborted before each side had moved: no result.
    Aborted,
}

impl Ending {
    /// The result, if the game has one (an aborted game has none).
    #[must_use]
    pub fn result(self) -> Option<GameResult> {
        match self {
            Ending::Rules(result) => Some(result),
            Ending::Resigned(side) | Ending::OutOfTime(side) => Some(GameResult::Win(side.opponent())),
            Ending::Agreed => Some(GameResult::Draw),
            Ending::Aborted => None,
        }
    }

    /// The ending as a save and a room's authority write it, if it is not the rules' own (those are the
    /// line's): a resignation, a loss on time, a draw agreed, an abort.
    #[must_use]
    pub fn forfeit(self) -> Option<crate::store::Forfeit> {
        use crate::store::Forfeit;
        match self {
            Ending::Rules(_) => None,
            Ending::Resigned(side) => Some(Forfeit::Resigned(side)),
            Ending::OutOfTime(side) => Some(Forfeit::OutOfTime(side)),
            Ending::Agreed => Some(Forfeit::DrawAgreed),
            Ending::Aborted => Some(Forfeit::Aborted),
        }
    }
}

/// `north wins by resignation`, `draw by agreement`, `aborted`.
impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let result = |result: GameResult| match result {
            GameResult::Win(side) => format!("{side} wins"),
            GameResult::Draw => "draw".to_string(),
        };
        match *self {
            Ending::Rules(outcome) => write!(f, "{} by the rules", result(outcome)),
            Ending::Resigned(side) => write!(f, "{} wins by resignation", side.opponent()),
            Ending::OutOfTime(side) => write!(f, "{} wins on time", side.opponent()),
            Ending::Agreed => f.write_str("draw by agreement"),
            Ending::Aborted => f.write_str("aborted"),
        }
    }
}

/// A game as the lists show it, without its moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Summary {
    /// Its number.
    pub id: GameId,
    /// Its code.
    pub code: String,
    /// The game.
    pub variant: Variant,
    /// Who plays each side.
    pub seats: BySide<Seat>,
    /// How many moves were played.
    pub moves: u32,
    /// The side to move after them.
    pub to_move: Side,
    /// Its time control as given.
    pub time_control: String,
    /// Whether it is rated.
    pub rated: bool,
    /// When it was created.
    pub created_at: Timestamp,
    /// When its last move was stored (or it was created, or finished).
    pub updated_at: Timestamp,
    /// When the side to move's period ends, in a game of days a move not over.
    pub due_at: Option<Timestamp>,
    /// How it ended and when, once it is over.
    pub ended: Option<(Ending, Timestamp)>,
    /// The room it is played in, if one.
    pub room: Option<RoomGame>,
    /// Whether one of its players marked it private: the archive shows it to its two players only
    /// ([`GameStore::set_private`]).
    pub private: bool,
}

impl Summary {
    /// Whether the game goes on.
    #[must_use]
    pub fn is_unfinished(&self) -> bool {
        self.ended.is_none()
    }

    /// The line of `bao serve --games`, tab-separated: code, game, players (South's first), moves played,
    /// whose turn (or how it ended), time control.
    #[must_use]
    pub fn admin_line(&self) -> String {
        let players = format!("{} vs {}", self.seats.south.label(), self.seats.north.label());
        let turn = match self.ended {
            Some((ending, _)) => format!("over: {ending}"),
            None => format!("{} ({})", self.to_move, self.seats[self.to_move].label()),
        };
        let fields = [&self.code, self.variant.name(), &players, &self.moves.to_string(), &turn, &self.time_control];
        // A tab or a line break in a field would shift the columns: the printable form escapes them.
        fields.map(|field| crate::printable::printable(field).into_owned()).join("\t")
    }
}

/// One stored move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredMove {
    /// Its number, from 1.
    pub ply: u32,
    /// The move as stored.
    pub text: String,
    /// Each side's time left after it, if the game has a clock.
    pub clocks: Option<BySide<Duration>>,
    /// When it was played.
    pub at: Timestamp,
}

/// A game read back ([`GameStore::game`]): its row, its moves in order, and the line of play they replay to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredGame {
    /// The game's row.
    pub summary: Summary,
    /// The position it started from.
    pub start: Setup,
    /// Every move, in order.
    pub moves: Vec<StoredMove>,
    /// The moves replayed by the rules from the start, the cursor after the last.
    pub line: AnyLine,
}

/// The games, moves, players and results of a server: the one seam between the server and its database, so
/// that another database (several servers sharing one PostgreSQL) is another implementation, not a rewrite.
/// Every write is one transaction, committed when the call returns `Ok`.
pub trait GameStore {
    /// The player of that name, made now (`at`) if the store has never seen it.
    fn player(&mut self, name: &str, at: Timestamp) -> Result<Player, DbError>;

    /// Stores a new game with no moves; its code must be unused ([`DbError::CodeTaken`]).
    fn create_game(&mut self, game: &NewGame) -> Result<GameId, DbError>;

    /// Stores the game's next move and updates its row (moves played, side to move, time), in one transaction.
    /// A ply that is not the next one is refused ([`DbError::NotNext`]), so of two writers racing one wins and
    /// the other learns it; so is a move in a game that is over ([`DbError::Finished`]).
    fn append_move(&mut self, game: GameId, mv: &NewMove) -> Result<(), DbError>;

    /// Records how the game ended; refused for a game already over. A rated game between two players that has
    /// a result changes both players' ratings in the same transaction ([`crate::rating::after_game`]).
    fn finish(&mut self, game: GameId, ending: Ending, at: Timestamp) -> Result<(), DbError>;

    /// `player`'s rating in `variant` (a new player's if they have played no rated game of it).
    fn rating(&self, player: PlayerId, variant: Variant) -> Result<Rating, DbError>;

    /// The ratings a rated game changed, before and after, by side (none for a game that changed none).
    fn rating_change(&self, game: GameId) -> Result<Option<BySide<(Rating, Rating)>>, DbError>;

    /// The players of `variant` whose rating is not provisional and who played at least `min_games` rated
    /// games of it, the highest first.
    fn leaderboard(&self, variant: Variant, min_games: u32) -> Result<Vec<(String, Rating)>, DbError>;

    /// Seats `player` on `side` of a game not over, with the key of the seat's secret (a room's other player
    /// taking the free seat, or a seat's player coming back under another name).
    fn take_seat(
        &mut self,
        game: GameId,
        side: Side,
        player: PlayerId,
        key: Option<&str>,
        at: Timestamp,
    ) -> Result<(), DbError>;

    /// Sets when the side to move's period ends (a game of days a move: its creation, a takeback); none while
    /// nothing runs. Refused for a game over (its ending clears it).
    fn set_due(&mut self, game: GameId, due_at: Option<Timestamp>) -> Result<(), DbError>;

    /// Records that `player`'s visit ended `at`, for [`GameStore::last_seen`].
    fn seen(&mut self, player: PlayerId, at: Timestamp) -> Result<(), DbError>;

    /// When `player`'s last visit ended, if the store knows one.
    fn last_seen(&self, player: PlayerId) -> Result<Option<Timestamp>, DbError>;

    /// Takes the game back to its first `moves` moves (a takeback both players agreed), `to_move` to move then:
    /// the later moves leave the game for the record of moves taken back, in one transaction. Refused for a
    /// game over, and for more moves than the game has.
    fn take_back(&mut self, game: GameId, moves: u32, to_move: Side, at: Timestamp) -> Result<(), DbError>;

    /// The game of that code with all its moves, replayed by the rules: a stored game whose moves do not
    /// replay (a damaged database) is [`DbError::Damaged`], naming the game and the move.
    fn game(&self, code: &str) -> Result<Option<StoredGame>, DbError>;

    /// Every game not over, the longest untouched first (a restarted server loads each with [`GameStore::game`]).
    fn unfinished(&self) -> Result<Vec<Summary>, DbError>;

    /// Every game `player` plays in, the latest moved first.
    fn games_of(&self, player: PlayerId) -> Result<Vec<Summary>, DbError>;

    /// Every game, in the order they were created (`bao serve --games`).
    fn list(&self) -> Result<Vec<Summary>, DbError>;

    /// The player of that name, if the store has seen it (never made, unlike [`GameStore::player`]).
    fn player_named(&self, name: &str) -> Result<Option<Player>, DbError>;

    /// A page of the archive: the finished games that have a result (an aborted game has none), the latest
    /// finished first, as [`ArchiveQuery`] narrows them; a private game only if the viewer played it. At most
    /// [`MAX_ARCHIVE_PAGE`] games.
    fn archive(&self, query: &ArchiveQuery) -> Result<Vec<Summary>, DbError>;

    /// Marks the game of that code private (or not), refused unless `by` played it and it is over.
    fn set_private(&mut self, code: &str, by: PlayerId, private: bool) -> Result<(), DbError>;

    /// `player`'s wins, losses and draws against `other` in their finished games with a result, every game.
    fn record(&self, player: PlayerId, other: PlayerId) -> Result<Record, DbError>;

    /// `player`'s ratings in the games they have played rated, in the order of [`Variant::ALL`].
    fn ratings_of(&self, player: PlayerId) -> Result<Vec<(Variant, Rating)>, DbError>;
    /// What the store holds, counted (`bao serve --stats`).
    fn stats(&self) -> Result<Stats, DbError>;
}

/// What a store holds, counted ([`GameStore::stats`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stats {
    /// Players the server knows.
    pub players: u64,
    /// Games in progress.
    pub in_progress: u64,
    /// Games over (aborted ones too).
    pub finished: u64,
    /// Of those, the rated games with a result.
    pub rated: u64,
    /// Moves stored, in every game.
    pub moves: u64,
}

/// What the database refused, or why it could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The file or its folder could not be made or opened.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file could not be opened as a database (not SQLite, corrupt, locked too long).
    #[error("{}: {source}", path.display())]
    File {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        source: rusqlite::Error,
    },
    /// SQLite failed (a full disk, a locked or corrupt file).
    #[error("the games database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The file was written by a newer bao: it is refused and left untouched.
    #[error(
        "{}: written by a newer bao (database schema {found}); this bao knows schema {SCHEMA} and leaves the file untouched",
        path.display()
    )]
    Newer {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
    },
    /// Another game has the code.
    #[error("a game with the code `{0}` is already stored")]
    CodeTaken(String),
    /// No game has that number.
    #[error("no stored game number {0}")]
    NoGame(i64),
    /// The game is over: it takes no more moves and no second ending.
    #[error("game `{0}` is over")]
    Finished(String),
    /// The move is not the game's next ply.
    #[error("game `{code}`: move {ply} is not the next move (that is move {expected})")]
    NotNext {
        /// The game's code.
        code: String,
        /// The ply given.
        ply: u32,
        /// The next ply.
        expected: u32,
    },
    /// A value the store does not take (an empty name, a text too long).
    #[error("{0}")]
    Refused(String),
    /// A stored game that does not read back: its moves do not replay or its row contradicts them.
    #[error("game `{code}` is damaged in the database{}: {message}", ply.map(|p| format!(" at move {p}")).unwrap_or_default())]
    Damaged {
        /// The game's code (or its number, if even that is unreadable).
        code: String,
        /// The move at fault, if one is.
        ply: Option<u32>,
        /// What is wrong.
        message: String,
    },
}

/// Refuses an empty or overlong text, or one with control characters, as `what`.
fn check_text(what: &str, text: &str, max: usize) -> Result<(), DbError> {
    if text.is_empty() || text.len() > max || text.chars().any(char::is_control) {
        let shown = crate::printable::printable(text);
        return Err(DbError::Refused(format!("{what} `{shown}`: 1 to {max} bytes, no control characters")));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
