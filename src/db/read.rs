//! Reading the database back: a game's row and its moves as SQLite gives them ([`RawGame`], [`RawMove`]),
//! turned into the domain's values with every column checked, and the moves replayed by the rules. Whatever
//! does not check is [`DbError::Damaged`], naming the game and the move: a damaged database is reported, never
//! a panic, never an impossible game.

use std::time::Duration;

use jiff::Timestamp;
use rusqlite::Row;

use super::{DbError, Ending, GameId, Player, PlayerId, RoomGame, Seat, StoredGame, StoredMove, Summary};
use crate::engine::Level;
use crate::rules::{AnyLine, AnyLineError, BySide, GameResult, Setup, Side, Status, Variant};

/// The columns [`raw_game`] reads, with the `FROM` that joins each seat's player.
pub(crate) const GAME_COLUMNS: &str = "g.id, g.code, g.variant, g.start, \
    g.south_player, sp.name, sp.created_at, g.south_level, \
    g.north_player, np.name, np.created_at, g.north_level, \
    g.moves, g.to_move, g.time_control, g.rated, g.created_at, g.updated_at, g.winner, g.ended_by, g.finished_at, \
    g.room, g.round, g.south_key, g.north_key, g.due_at, g.public, g.private \
    FROM games g LEFT JOIN players sp ON sp.id = g.south_player LEFT JOIN players np ON np.id = g.north_player";

/// A seat's columns: the player's number, name and creation, or the computer's level.
type RawSeat = (Option<i64>, Option<String>, Option<i64>, Option<i64>);

/// A game's row as stored.
pub(crate) struct RawGame {
    pub id: i64,
    code: String,
    variant: String,
    start: String,
    seats: BySide<RawSeat>,
    moves: i64,
    to_move: String,
    time_control: String,
    rated: bool,
    created_at: i64,
    updated_at: i64,
    winner: Option<String>,
    ended_by: Option<String>,
    finished_at: Option<i64>,
    room: Option<String>,
    round: i64,
    keys: BySide<Option<String>>,
    due_at: Option<i64>,
    public: bool,
    private: bool,
}

/// A move's row as stored (its text as bytes, so text that is not UTF-8 is reported as damage, by its game).
pub(crate) struct RawMove {
    pub ply: i64,
    pub text: Vec<u8>,
    pub south_ms: Option<i64>,
    pub north_ms: Option<i64>,
    pub at: i64,
}

/// Reads a row of [`GAME_COLUMNS`].
pub(crate) fn raw_game(row: &Row<'_>) -> rusqlite::Result<RawGame> {
    let seat = |first: usize| -> rusqlite::Result<RawSeat> {
        Ok((row.get(first)?, row.get(first + 1)?, row.get(first + 2)?, row.get(first + 3)?))
    };
    Ok(RawGame {
        id: row.get(0)?,
        code: row.get(1)?,
        variant: row.get(2)?,
        start: row.get(3)?,
        seats: BySide::new(seat(4)?, seat(8)?),
        moves: row.get(12)?,
        to_move: row.get(13)?,
        time_control: row.get(14)?,
        rated: row.get(15)?,
        created_at: row.get(16)?,
        updated_at: row.get(17)?,
        winner: row.get(18)?,
        ended_by: row.get(19)?,
        finished_at: row.get(20)?,
        room: row.get(21)?,
        round: row.get(22)?,
        keys: BySide::new(row.get(23)?, row.get(24)?),
        due_at: row.get(25)?,
        public: row.get(26)?,
        private: row.get(27)?,
    })
}

/// The side named `south` or `north` in the database.
fn side_named(name: &str) -> Option<Side> {
    Side::BOTH.into_iter().find(|side| side.name() == name)
}

/// The time the database keeps as `millis` since 1970.
pub(crate) fn time(millis: i64) -> Result<Timestamp, String> {
    Timestamp::from_millisecond(millis).map_err(|_| format!("{millis} is not a time (milliseconds since 1970)"))
}

impl RawGame {
    fn damaged(&self, ply: Option<u32>, message: impl Into<String>) -> DbError {
        DbError::Damaged { code: self.code.clone(), ply, message: message.into() }
    }

    fn time(&self, what: &str, millis: i64) -> Result<Timestamp, DbError> {
        time(millis).map_err(|message| self.damaged(None, format!("{what}: {message}")))
    }

    fn seat(&self, raw: &RawSeat) -> Result<Seat, DbError> {
        match raw {
            (Some(id), Some(name), Some(created), None) => Ok(Seat::Player(Player {
                id: PlayerId(*id),
                name: name.clone(),
                created_at: self.time("a player's creation", *created)?,
            })),
            (None, _, _, Some(level)) => u8::try_from(*level)
                .ok()
                .and_then(Level::new)
                .map(Seat::Computer)
                .ok_or_else(|| self.damaged(None, format!("{level} is not a computer level"))),
            (None, None, None, None) => Ok(Seat::Free),
            _ => Err(self.damaged(None, "a seat's player is not stored")),
        }
    }

    fn ending(&self) -> Result<Option<(Ending, Timestamp)>, DbError> {
        let (by, at) = match (&self.ended_by, self.finished_at) {
            (None, None) => return Ok(None),
            (Some(by), Some(at)) => (by.as_str(), at),
            _ => return Err(self.damaged(None, "an ending without its time, or a time without an ending")),
        };
        let winner = match self.winner.as_deref() {
            None => None,
            Some("draw") => Some(GameResult::Draw),
            Some(side) => Some(GameResult::Win(
                side_named(side).ok_or_else(|| self.damaged(None, format!("`{side}` is not a winner")))?,
            )),
        };
        let ending = match (by, winner) {
            ("rule", Some(result)) => Ending::Rules(result),
            ("resignation", Some(GameResult::Win(side))) => Ending::Resigned(side.opponent()),
            ("time", Some(GameResult::Win(side))) => Ending::OutOfTime(side.opponent()),
            ("agreement", Some(GameResult::Draw)) => Ending::Agreed,
            ("abort", None) => Ending::Aborted,
            (by, winner) => return Err(self.damaged(None, format!("ended by `{by}` with the result {winner:?}"))),
        };
        Ok(Some((ending, self.time("the game's end", at)?)))
    }

    /// The row as a [`Summary`], every column checked.
    pub(crate) fn summary(&self) -> Result<Summary, DbError> {
        let variant: Variant =
            self.variant.parse().map_err(|_| self.damaged(None, format!("`{}` is not a game", self.variant)))?;
        let to_move = side_named(&self.to_move)
            .ok_or_else(|| self.damaged(None, format!("`{}` is not a side to move", self.to_move)))?;
        Ok(Summary {
            id: GameId(self.id),
            code: self.code.clone(),
            variant,
            seats: BySide::new(self.seat(&self.seats.south)?, self.seat(&self.seats.north)?),
            moves: u32::try_from(self.moves).map_err(|_| self.damaged(None, "a negative count of moves"))?,
            to_move,
            time_control: self.time_control.clone(),
            rated: self.rated,
            created_at: self.time("the game's creation", self.created_at)?,
            updated_at: self.time("the game's last change", self.updated_at)?,
            due_at: self.due_at.map(|due| self.time("the move's deadline", due)).transpose()?,
            ended: self.ending()?,
            room: self.room()?,
            private: self.private,
        })
    }

    /// The room of a room's game, its round and its seats' keys.
    fn room(&self) -> Result<Option<RoomGame>, DbError> {
        let Some(room) = &self.room else { return Ok(None) };
        let round = u32::try_from(self.round).map_err(|_| self.damaged(None, "a round out of range"))?;
        Ok(Some(RoomGame { room: room.clone(), round, keys: self.keys.clone(), public: self.public }))
    }
}

/// The game of `raw` with its `moves`, replayed from its start by the rules and checked against its row: the
/// moves numbered 1, 2, ... as many as the row counts, the side to move the rules', an ending the rules allow.
pub(crate) fn replay(raw: &RawGame, moves: Vec<RawMove>) -> Result<StoredGame, DbError> {
    let summary = raw.summary()?;
    let start: Setup =
        raw.start.parse().map_err(|error| raw.damaged(None, format!("its start `{}`: {error}", raw.start)))?;
    if start.variant != summary.variant {
        return Err(raw.damaged(None, format!("a {} start in a {} game", start.variant, summary.variant)));
    }
    let mut stored = Vec::with_capacity(moves.len());
    for (index, mv) in moves.into_iter().enumerate() {
        let expected = u32::try_from(index + 1).unwrap_or(u32::MAX);
        if mv.ply != i64::from(expected) {
            return Err(
                raw.damaged(Some(expected), format!("move {expected} is missing (the next stored is {})", mv.ply))
            );
        }
        let text = String::from_utf8(mv.text).map_err(|_| raw.damaged(Some(expected), "its text is not UTF-8"))?;
        let clocks = match (mv.south_ms, mv.north_ms) {
            (Some(south), Some(north)) => {
                let duration = |ms: i64| u64::try_from(ms).map(Duration::from_millis);
                match (duration(south), duration(north)) {
                    (Ok(south), Ok(north)) => Some(BySide::new(south, north)),
                    _ => return Err(raw.damaged(Some(expected), "a clock reading below zero")),
                }
            }
            _ => None,
        };
        let at = time(mv.at).map_err(|message| raw.damaged(Some(expected), message))?;
        stored.push(StoredMove { ply: expected, text, clocks, at });
    }
    if stored.len() != summary.moves as usize {
        let message = format!("its row counts {} moves, {} are stored", summary.moves, stored.len());
        return Err(raw.damaged(None, message));
    }
    let texts: Vec<&str> = stored.iter().map(|mv| mv.text.as_str()).collect();
    let line = AnyLine::from_texts(&start, &texts).map_err(|error| match error {
        AnyLineError::Start(error) => raw.damaged(None, format!("its start `{}`: {error}", raw.start)),
        AnyLineError::Move(error) => {
            let ply = u32::try_from(error.index).ok();
            raw.damaged(ply, format!("`{}` does not replay: {}", crate::printable::printable(&error.text), error.error))
        }
    })?;
    check_against_line(raw, &summary, &line)?;
    Ok(StoredGame { summary, start, moves: stored, line })
}

/// The row's side to move and ending against what the rules say after the moves. A game the rules ended that
/// has no ending yet is not damage: the server stores the last move, then the ending, and may stop between.
fn check_against_line(raw: &RawGame, summary: &Summary, line: &AnyLine) -> Result<(), DbError> {
    let end = line.end_status();
    if end == Status::Ongoing && line.side_to_move() != summary.to_move {
        let message = format!("its row has {} to move, the rules {}", summary.to_move, line.side_to_move());
        return Err(raw.damaged(None, message));
    }
    match (summary.ended.map(|(ending, _)| ending), end) {
        (Some(Ending::Rules(result)), Status::Over(outcome)) if outcome.result != result => {
            Err(raw.damaged(None, format!("stored as {}, the rules say {outcome}", Ending::Rules(result))))
        }
        (Some(ending @ Ending::Rules(_)), Status::Ongoing) => {
            Err(raw.damaged(None, format!("stored as {ending}, but the rules have not ended it")))
        }
        (Some(ending), Status::Over(outcome)) if !matches!(ending, Ending::Rules(_)) => {
            Err(raw.damaged(None, format!("stored as {ending}, but the rules had ended it ({outcome})")))
        }
        _ => Ok(()),
    }
}
