//! The lobby's hooks into the rest of the server, as `bao serve` makes them: opening an accepted challenge's
//! room through the keeper, the games to watch, a player's unfinished games and the end of their visit from the
//! database.

use std::time::{Duration, Instant};

use crate::lobby::Match;
use crate::lobby::protocol::{Watchable, YourGame};
use crate::rules::BySide;
use crate::store::PlayerName;

use super::{Games, Opener, Seen, Yours};

/// The opener of the server: asks its room keeper (on its own socket in `rooms`, as a session does) for a
/// public room of the match's game from its start, both seats bound, so the game is kept, stored and listed
/// to watch as every kept room is.
#[must_use]
pub fn opener(rooms: &std::path::Path) -> Opener {
    let rooms = crate::room::Rooms::at(rooms);
    Box::new(move |game: &Match| {
        let line = crate::rules::AnyLine::new(&crate::rules::Setup::start(game.variant)).map_err(|e| e.to_string())?;
        let people = BySide::new(crate::store::Player::Person, crate::store::Player::Person);
        let request = crate::room::keeper::OpenRoom {
            version: crate::room::keeper::KEEPER_VERSION,
            save: crate::store::SaveFile::of_line(&line, people, None, None),
            side: crate::room::protocol::Seat::South,
            name: game.players.south.1.to_string(),
            clock: game.control.clock().map(|clock| clock.to_string()),
            days: match game.control {
                crate::room::control::TimeControl::Days(days) => Some(days),
                _ => None,
            },
            public: true,
            rated: game.rated,
            guest: Some(game.players.north.1.to_string()),
            computer: None,
        };
        let (code, south, north) = crate::room::keeper::ask_for_two(&rooms, &request)?;
        Ok((code.to_string(), BySide::new(south.as_str().to_string(), north.as_str().to_string())))
    })
}

/// The server's public rooms as the lobby lists them, read from the rooms folder at most every two seconds.
#[must_use]
pub fn games(rooms: &std::path::Path) -> Games {
    let rooms = crate::room::Rooms::at(rooms);
    let mut last: Option<(Instant, Vec<Watchable>)> = None;
    Box::new(move || {
        if let Some((at, games)) = &last
            && at.elapsed() < Duration::from_secs(2)
        {
            return games.clone();
        }
        let games: Vec<Watchable> = rooms
            .public()
            .unwrap_or_default()
            .into_iter()
            .map(|room| Watchable {
                code: room.code,
                game: room.variant,
                players: room.players,
                moves: room.moves,
                spectators: room.spectators,
            })
            .collect();
        last = Some((Instant::now(), games.clone()));
        games
    })
}

/// "Your games" from the server's database: `name`'s unfinished games, the latest moved first, each with the
/// room to go back into (a rematch's stored game is its room's), what is left of a correspondence move's
/// period, and a mark on each where the other player moved since `name`'s last visit ended.
#[must_use]
pub fn yours(store: crate::serve::kept::Shared) -> Yours {
    use crate::db::GameStore as _;
    Box::new(move |name: PlayerName| {
        let mut store = store.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = jiff::Timestamp::now();
        let Ok(player) = store.player(name.as_str(), now) else { return Vec::new() };
        let seen = store.last_seen(player.id).ok().flatten();
        let games = store.games_of(player.id).unwrap_or_default();
        games
            .into_iter()
            .filter(crate::db::Summary::is_unfinished)
            .filter_map(|game| {
                let side =
                    crate::rules::Side::BOTH.into_iter().find(|&side| game.seats[side].player() == Some(player.id))?;
                Some(YourGame {
                    code: game.room.as_ref().map_or_else(|| game.code.clone(), |room| room.room.clone()),
                    game: game.variant.name().to_string(),
                    against: PlayerName::lenient(&game.seats[side.opponent()].label()),
                    side: side.into(),
                    your_move: game.to_move == side,
                    moves: game.moves as usize,
                    control: game.time_control.clone(),
                    due_ms: game.due_at.map(|due| left_ms(due, now)),
                    new: game.to_move == side && seen.is_none_or(|seen| game.updated_at > seen),
                })
            })
            .collect()
    })
}

/// The milliseconds from `now` to `due`, none below zero.
#[must_use]
fn left_ms(due: jiff::Timestamp, now: jiff::Timestamp) -> u64 {
    u64::try_from(due.duration_since(now).as_millis()).unwrap_or(0)
}

/// When `name`'s visit ends, in the server's database.
#[must_use]
pub fn seen(store: crate::serve::kept::Shared) -> Seen {
    use crate::db::GameStore as _;
    Box::new(move |name: PlayerName| {
        let mut store = store.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = jiff::Timestamp::now();
        if let Ok(player) = store.player(name.as_str(), now) {
            let _ = store.seen(player.id, now);
        }
    })
}
