//! The server's database behind its room keeper: each room the keeper opens is a stored game, and each change
//! of it is committed before the room announces it (the keeper's [`Keeping`], over the [`Sqlite`] store in the
//! server's private folder, docs/server-database.md). A restarted server reads every room's game not over back
//! and opens the room again, with the same code and the same seat keys.
//!
//! What a room announces and what the store holds are kept equal by comparing, at each change, the room's
//! game ([`Kept`]) with what was last stored: a seat taken, moves played, moves taken back, an ending, a
//! rematch (the room's next game, a new stored game). The rules say what each position is (whose move, how a
//! game ended); this module only writes down what the room's authority decided.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use jiff::Timestamp;

use crate::db::{DbError, Ending, GameId, GameStore as _, NewGame, NewMove, RoomGame, Seat, Sqlite, StoredGame};
use crate::lobby::protocol::YourGame;
use crate::lobby::{Ended, Notice, Tell};
use crate::room::RoomCode;
use crate::room::authority::{Kept, KeptSeat};
use crate::room::control::TimeControl;
use crate::room::host::Persist;
use crate::room::keeper::{Keeping, Terms};
use crate::rules::{BySide, Side, Status};
use crate::store::{Forfeit, PlayerName};

/// The least a restarted server leaves of a correspondence game's period: a deadline that passed, or nearly
/// passed, while the server was down is moved to an hour after it starts again, so nobody loses on time for
/// the hours the server could not take their move. (The rules documents have no word on a server's downtime;
/// this is the decision, pinned by a test in `kept/tests.rs`.)
pub const RESTART_GRACE: Duration = Duration::from_secs(60 * 60);

/// The store, shared by every room's thread (each change one short transaction under the lock).
pub type Shared = Arc<Mutex<Sqlite>>;

/// The keeper's store: the server's database, and the lobby it tells of each move stored.
pub struct Database {
    store: Shared,
    notices: Option<Tell>,
    carrier: Option<Arc<dyn crate::room::host::Carrier>>,
}

impl Database {
    /// The keeper's store in `store`, telling nobody.
    #[must_use]
    pub fn new(store: Shared) -> Database {
        Database { store, notices: None, carrier: None }
    }

    /// This store, its rooms' connections carried by `carrier` (the server's runtime: `serve::wire::Tasks`).
    #[must_use]
    pub fn carried_by(self, carrier: Arc<dyn crate::room::host::Carrier>) -> Database {
        Database { carrier: Some(carrier), ..self }
    }

    /// This store, telling the lobby of each move once it is stored (so a player hears of a move in any of
    /// their games, wherever they are).
    #[must_use]
    pub fn telling(self, notices: Tell) -> Database {
        Database { notices: Some(notices), ..self }
    }
}

/// The stored game of a room and what it holds: the room's game as last stored.
struct StoredRoom {
    room: RoomCode,
    terms: Terms,
    game: GameId,
    last: Kept,
}

/// The stored game's code: the room's for its first game, `ROOM.N` for its Nth (a rematch).
fn stored_code(room: RoomCode, round: u32) -> String {
    if round <= 1 { room.to_string() } else { format!("{room}.{round}") }
}

/// How `kept`'s game ended, if it did: a forfeit (a resignation, a loss on time, a draw agreed, an abort), or
/// the rules' own end.
fn ending(kept: &Kept) -> Option<Ending> {
    match (kept.forfeit, kept.line.end_status()) {
        (Some(Forfeit::Resigned(side)), _) => Some(Ending::Resigned(side)),
        (Some(Forfeit::OutOfTime(side)), _) => Some(Ending::OutOfTime(side)),
        (Some(Forfeit::DrawAgreed), _) => Some(Ending::Agreed),
        (Some(Forfeit::Aborted), _) => Some(Ending::Aborted),
        (None, Status::Over(outcome)) => Some(Ending::Rules(outcome.result)),
        (None, Status::Ongoing) => None,
    }
}

/// `kept`'s time control: its clock, its days a move, or none.
fn control(kept: &Kept) -> TimeControl {
    match (kept.clock, kept.days) {
        (Some(clock), _) => TimeControl::Clock(clock),
        (None, Some(days)) => TimeControl::Days(days),
        (None, None) => TimeControl::Unlimited,
    }
}

/// When `kept`'s running period ends, as a time of day: `at` (when the state was taken) and what was left.
fn due_at(kept: &Kept, at: Timestamp) -> Option<Timestamp> {
    let left = jiff::SignedDuration::try_from(kept.due?).ok()?;
    at.checked_add(left).ok()
}

/// What each seated player of `room`'s game `kept` is told of a move in it (none once the game is over).
fn notices_of(room: RoomCode, kept: &Kept) -> Vec<Notice> {
    if ending(kept).is_some() {
        return Vec::new();
    }
    let to_move = kept.line.side_to_move();
    let name = |side: Side| kept.seats[side].name.as_deref().map(PlayerName::lenient);
    Side::BOTH
        .into_iter()
        .filter_map(|side| {
            Some(Notice::Moved {
                to: name(side)?,
                game: YourGame {
                    code: room.to_string(),
                    game: kept.line.variant().name().to_string(),
                    against: name(side.opponent()).unwrap_or_else(|| PlayerName::lenient("(free)")),
                    side: side.into(),
                    your_move: side == to_move,
                    moves: kept.line.len(),
                    control: control(kept).to_string(),
                    due_ms: kept.due.map(|left| u64::try_from(left.as_millis()).unwrap_or(u64::MAX)),
                    new: side == to_move,
                },
            })
        })
        .collect()
}

/// Whether a room's game is rated: when its opener asked, and only a game from the start position of its game
/// (a room opened on a save played on, or on a position set up, is never rated: its first moves were not the
/// players' own, or not a game of the rules' start). The other condition, two players and not the computer,
/// is the store's ([`crate::db::GameStore::finish`] rates a game between two players only). A rematch is as
/// rated as the game before it. (The issue leaves games from a save unsaid; this is the decision, pinned by
/// a test in `kept/tests.rs`.)
fn may_rate(terms: Terms, kept: &Kept) -> bool {
    let start = kept.line.start();
    terms.rated && kept.opened_at == 0 && start == crate::rules::Setup::start(start.variant)
}

/// The moves of `kept`'s game, as the notation writes them.
fn moves(kept: &Kept) -> Vec<String> {
    kept.line.moves().map(|mv| mv.to_string()).collect()
}

impl StoredRoom {
    /// Stores `kept`, the game `kept.game` of room `room`, as a new game with its seats, the moves it already
    /// has (a room opened on a game played on from a save) and its ending, if over.
    fn create(
        store: &mut Sqlite,
        room: RoomCode,
        terms: Terms,
        kept: &Kept,
        at: Timestamp,
    ) -> Result<StoredRoom, DbError> {
        let mut seats = BySide::new(Seat::Free, Seat::Free);
        let mut keys = BySide::default();
        for side in Side::BOTH {
            if let KeptSeat { name: Some(name), key } = &kept.seats[side] {
                seats[side] = Seat::Player(store.player(name, at)?);
                keys[side] = key.as_ref().map(|key| key.as_str().to_string());
            }
        }
        let new = NewGame {
            code: stored_code(room, kept.game),
            start: kept.line.start(),
            seats,
            time_control: control(kept).to_string(),
            rated: may_rate(terms, kept),
            created_at: at,
            room: Some(RoomGame { room: room.to_string(), round: kept.game, keys, public: terms.public }),
        };
        let game = store.create_game(&new)?;
        super::log(&started_line(game, &new));
        let empty = Kept {
            line: crate::rules::AnyLine::new(&new.start).map_err(|e| DbError::Refused(e.to_string()))?,
            forfeit: None,
            ..kept.clone()
        };
        if let Some(due) = due_at(kept, at) {
            store.set_due(game, Some(due))?;
        }
        let mut stored = StoredRoom { room, terms, game, last: empty };
        stored.keep(store, kept, at)?;
        Ok(stored)
    }

    /// Stores what changed from the game last stored to `kept`, each part in a transaction of its own (a change
    /// of the room is one of them: a seat taken, a move, a takeback, an ending, a rematch). Returns whether the
    /// game's moves changed (or a new game of the room began): what its players are told of in the lobby.
    fn keep(&mut self, store: &mut Sqlite, kept: &Kept, at: Timestamp) -> Result<bool, DbError> {
        if kept.game != self.last.game {
            *self = StoredRoom::create(store, self.room, self.terms, kept, at)?;
            return Ok(true);
        }
        for side in Side::BOTH {
            if kept.seats[side] != self.last.seats[side]
                && let Some(name) = &kept.seats[side].name
            {
                let player = store.player(name, at)?;
                let key = kept.seats[side].key.as_ref().map(crate::room::code::SeatKey::as_str);
                store.take_seat(self.game, side, player.id, key, at)?;
            }
        }
        let (before, now) = (moves(&self.last), moves(kept));
        let same = before.iter().zip(&now).take_while(|(a, b)| a == b).count();
        if same < before.len() {
            let to_move = kept.line.setup_at(same).map_or(kept.line.start().side, |setup| setup.side);
            store.take_back(self.game, u32::try_from(same).unwrap_or(u32::MAX), to_move, at)?;
            if now.len() == same {
                store.set_due(self.game, due_at(kept, at))?;
            }
        }
        for (index, text) in now.iter().enumerate().skip(same) {
            let ply = index + 1;
            let to_move = kept.line.setup_at(ply).map_or(kept.line.side_to_move(), |setup| setup.side);
            // Each side's time as the change left it: the last move's, the one a change carries.
            let last = ply == now.len();
            let clocks = if last { kept.clocks } else { None };
            let due_at = if last { due_at(kept, at) } else { None };
            let mv = NewMove {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
                text: text.clone(),
                to_move,
                clocks,
                due_at,
                at,
            };
            store.append_move(self.game, &mv)?;
        }
        if ending(&self.last).is_none()
            && let Some(ending) = ending(kept)
        {
            store.finish(self.game, ending, at)?;
        }
        self.last = kept.clone();
        Ok(same < before.len() || now.len() > same)
    }

    /// The hook that stores each change of the room before it is announced; a failure is logged and closes
    /// the room (its game stays stored as it was last announced).
    fn hook(mut self, shared: Shared, notices: Option<Tell>) -> Persist {
        Box::new(move |change| {
            let mut store = shared.lock().unwrap_or_else(PoisonError::into_inner);
            let kept = change.kept();
            let ends = kept.game == self.last.game && ending(&self.last).is_none();
            let kept_now = self.keep(&mut store, &kept, Timestamp::now());
            // Its end is told once it is committed, with the ratings the same transaction changed.
            let ended = match (&kept_now, ending(&kept)) {
                (Ok(_), Some(ending)) if ends => Some(self.ended(&store, &kept, ending)),
                _ => None,
            };
            drop(store);
            if let Some(ended) = &ended {
                super::log(&ended_line(self.game, ended));
            }
            if let Some(notices) = &notices {
                if matches!(kept_now, Ok(true)) {
                    for notice in notices_of(self.room, &kept) {
                        notices(notice);
                    }
                }
                if let Some(ended) = ended {
                    notices(Notice::Ended(ended));
                }
            }
            kept_now.map(drop).map_err(|error| {
                // The log never names a room's code: the game's number says which.
                let shown = error.to_string().replace(&self.room.to_string(), "(its code)");
                super::log(&format!(
                    "a room's change not stored, the room closed (stored game {}): {shown}",
                    self.game.0
                ));
                format!("the server could not store the game ({error}); it is kept at its last move")
            })
        })
    }

    /// What the lobby is told of the stored game's end: who played, the result, and the ratings it changed.
    fn ended(&self, store: &Sqlite, kept: &Kept, ending: Ending) -> Ended {
        let name = |side: Side| kept.seats[side].name.as_deref().map(PlayerName::lenient);
        Ended {
            room: self.room.to_string(),
            game: kept.game,
            code: stored_code(self.room, kept.game),
            players: BySide::new(name(Side::South), name(Side::North)),
            result: ending.result(),
            how: ending.to_string(),
            ratings: store.rating_change(self.game).ok().flatten(),
        }
    }
}

/// The log's line at a game's end: `game 12 ended: ada vs bob, north wins by resignation, ada 1500? → 1662?
/// (+162), bob 1500? → 1338? (-162)` (by its number: the log never names a room's code).
fn ended_line(game: GameId, ended: &Ended) -> String {
    let name = |side: Side| ended.players[side].map_or_else(|| "(free)".to_string(), |name| name.to_string());
    let mut line = format!("game {} ended: {} vs {}, {}", game.0, name(Side::South), name(Side::North), ended.how);
    if let Some(ratings) = &ended.ratings {
        for side in Side::BOTH {
            let (before, after) = ratings[side];
            line.push_str(", ");
            line.push_str(&crate::rating::change(&name(side), before, after));
        }
    }
    line
}

/// The log's line at a game's start: `game 12 started: kete, ada vs (free), 10+5, rated`.
fn started_line(game: GameId, new: &NewGame) -> String {
    let rated = if new.rated { "rated" } else { "casual" };
    format!(
        "game {} started: {}, {} vs {}, {}, {rated}",
        game.0,
        new.start.variant.name(),
        new.seats.south.label(),
        new.seats.north.label(),
        new.time_control
    )
}

/// A stored game of a room as the room's authority keeps it, and its room's code; `None` for a game of no
/// room.
fn kept_of(stored: &StoredGame, now: Timestamp) -> Result<Option<(RoomCode, Kept)>, String> {
    let summary = &stored.summary;
    let Some(room) = &summary.room else { return Ok(None) };
    let code: RoomCode = room.room.parse().map_err(|error| format!("game {}: {error}", summary.code))?;
    let seat = |side: Side| {
        let name = match &summary.seats[side] {
            Seat::Player(player) => Some(player.name.clone()),
            Seat::Computer(_) | Seat::Free => None,
        };
        let key = room.keys[side].as_deref().and_then(|key| key.parse().ok());
        KeptSeat { name, key }
    };
    let control: TimeControl =
        summary.time_control.parse().map_err(|error| format!("game {}: {error}", summary.code))?;
    let days = match control {
        TimeControl::Days(days) => Some(days),
        TimeControl::Clock(_) | TimeControl::Unlimited => None,
    };
    // What is left of the period: until the stored deadline, and never less than the grace after a restart
    // (a deadline lost from the store, as a crash between a game's creation and its deadline can leave it,
    // is a whole period from now).
    let due = days.map(|days| match summary.due_at {
        Some(due) => Duration::try_from(due.duration_since(now)).unwrap_or(Duration::ZERO).max(RESTART_GRACE),
        None => crate::room::deadline::DAY * days,
    });
    // The times of the last stored move; the side to move is not charged for the time since (the server was
    // down for part of it).
    let clocks = stored.moves.last().and_then(|mv| mv.clocks);
    let created = Timestamp::from_second(summary.created_at.as_second()).unwrap_or(summary.created_at).to_string();
    let kept = Kept {
        game: room.round,
        line: stored.line.clone(),
        seats: BySide::new(seat(Side::South), seat(Side::North)),
        clock: control.clock(),
        clocks,
        days,
        due,
        // A game the store finished ended as it says; the rules' own end is the line's.
        forfeit: stored.summary.ended.and_then(|(ending, _)| ending.forfeit()),
        // The store does not say which moves came before the room (a save played on): every move counts
        // against an abort.
        opened_at: 0,
        created,
    };
    Ok(Some((code, kept)))
}

impl Keeping for Database {
    fn carrier(&self) -> Option<Arc<dyn crate::room::host::Carrier>> {
        self.carrier.clone()
    }

    fn open(&mut self, code: RoomCode, kept: &Kept, terms: Terms) -> Result<Persist, String> {
        let mut store = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        let at = Timestamp::now();
        match StoredRoom::create(&mut store, code, terms, kept, at) {
            Ok(stored) => {
                drop(store);
                Ok(stored.hook(Arc::clone(&self.store), self.notices.clone()))
            }
            Err(error) => {
                // A game stored in part (its row, not all its moves) is never a room to open again.
                if let Ok(Some(game)) = store.game(&stored_code(code, kept.game)) {
                    let _ = store.finish(game.summary.id, Ending::Aborted, at);
                }
                Err(error.to_string())
            }
        }
    }

    fn reopen(&mut self) -> Vec<Result<(RoomCode, Kept, Terms, Persist), String>> {
        let mut store = self.store.lock().unwrap_or_else(PoisonError::into_inner);
        let unfinished = match store.unfinished() {
            Ok(games) => games,
            Err(error) => return vec![Err(format!("the games not over: {error}"))],
        };
        let mut rooms = Vec::new();
        for summary in unfinished.into_iter().filter(|summary| summary.room.is_some()) {
            // The log never names a room's code: the game's number says which.
            let problem = |reason: String| {
                let reason = reason.replace(&summary.code, "(its code)");
                Err(format!("stored game {} (bao serve --games lists it): {reason}", summary.id.0))
            };
            let stored = match store.game(&summary.code) {
                Ok(Some(stored)) => stored,
                Ok(None) => continue,
                Err(error) => {
                    rooms.push(problem(error.to_string()));
                    continue;
                }
            };
            let (code, kept) = match kept_of(&stored, Timestamp::now()) {
                Ok(Some(room)) => room,
                Ok(None) => continue,
                Err(reason) => {
                    rooms.push(problem(reason));
                    continue;
                }
            };
            // The rules ended it, and the server stopped before it stored the ending: stored now, no room.
            if let Some(ending) = ending(&kept) {
                if let Err(error) = store.finish(stored.summary.id, ending, Timestamp::now()) {
                    rooms.push(problem(error.to_string()));
                }
                continue;
            }
            let public = stored.summary.room.as_ref().is_some_and(|room| room.public);
            let terms = Terms { public, rated: stored.summary.rated };
            let hook = StoredRoom { room: code, terms, game: stored.summary.id, last: kept.clone() }
                .hook(Arc::clone(&self.store), self.notices.clone());
            rooms.push(Ok((code, kept, terms, hook)));
        }
        rooms
    }
}

#[cfg(test)]
mod tests;
