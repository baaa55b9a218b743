//! The lobby's tournaments in the server's database: each change written ([`keeper`]) before the lobby
//! announces it, and those not over read back when the server starts again ([`loader`]), each game that ended
//! while its tournament was not told (the server stopped between the two writes) scored from its stored
//! game, so no result is lost.

use std::sync::PoisonError;

use crate::db::{StoredPairing, StoredTournament};
use crate::lobby::protocol::{Score, TournamentState};
use crate::lobby::tournament::Tournament;
use crate::rules::GameResult;
use crate::store::PlayerName;

/// Writes a tournament as it is now, or why not.
pub type Keep = Box<dyn FnMut(&Tournament) -> Result<(), String> + Send>;

/// The tournaments not over, and the number the next takes.
pub type Load = Box<dyn FnOnce() -> (Vec<Tournament>, u64) + Send>;

/// Of these stored games' codes, those that ended, with their results (none: aborted).
pub type Ends = Box<dyn FnMut(&[String]) -> Vec<(String, Option<GameResult>)> + Send>;

/// The lobby's tournaments in the database: written, loaded, and their games' ends read.
pub struct Stores {
    /// Writes a change.
    pub keep: Keep,
    /// Loads those not over, once at the start.
    pub load: Load,
    /// Reads which games ended.
    pub ends: Ends,
}

impl Stores {
    /// The tournaments of the server's database `store`.
    #[must_use]
    pub fn of(store: &super::kept::Shared) -> Stores {
        Stores {
            keep: keeper(std::sync::Arc::clone(store)),
            load: loader(std::sync::Arc::clone(store)),
            ends: ends(std::sync::Arc::clone(store)),
        }
    }
}

/// The reader of games' ends in `store`: a game's end reaches its tournament from its stored game, read by
/// code, so no end is missed however it came (a resignation, a loss on time, the rules, an abort).
#[must_use]
pub fn ends(store: super::kept::Shared) -> Ends {
    use crate::db::GameStore as _;
    Box::new(move |codes: &[String]| {
        let store = store.lock().unwrap_or_else(PoisonError::into_inner);
        codes
            .iter()
            .filter_map(|code| {
                let game = store.game(code).ok()??;
                let (ending, _) = game.summary.ended?;
                Some((code.clone(), ending.result()))
            })
            .collect()
    })
}

fn state_name(state: TournamentState) -> &'static str {
    match state {
        TournamentState::Open => "open",
        TournamentState::Running => "running",
        TournamentState::Finished => "finished",
        TournamentState::Cancelled => "cancelled",
    }
}

fn score_name(score: Score) -> &'static str {
    match score {
        Score::South => "south",
        Score::North => "north",
        Score::Draw => "draw",
        Score::Forfeit => "forfeit",
    }
}

/// A tournament as the database keeps it.
#[must_use]
pub fn stored(tournament: &Tournament) -> StoredTournament {
    StoredTournament {
        id: tournament.id,
        creator: tournament.creator.to_string(),
        variant: tournament.variant.name().to_string(),
        time_control: tournament.control.to_string(),
        size: tournament.size,
        starts_at: tournament.starts_at,
        state: state_name(tournament.state).to_string(),
        players: tournament.players.iter().map(ToString::to_string).collect(),
        games: tournament
            .games
            .iter()
            .map(|g| StoredPairing {
                round: g.round,
                south: g.south,
                north: g.north,
                code: g.code.clone(),
                result: g.result.map(|r| score_name(r).to_string()),
            })
            .collect(),
    }
}

/// A tournament the database kept, as the lobby's, or why it does not read.
pub fn from_stored(stored: &StoredTournament) -> Result<Tournament, String> {
    let state =
        [TournamentState::Open, TournamentState::Running, TournamentState::Finished, TournamentState::Cancelled]
            .into_iter()
            .find(|&s| state_name(s) == stored.state)
            .ok_or_else(|| format!("state `{}`", stored.state))?;
    let score = |text: &str| {
        [Score::South, Score::North, Score::Draw, Score::Forfeit]
            .into_iter()
            .find(|&s| score_name(s) == text)
            .ok_or_else(|| format!("result `{text}`"))
    };
    let mut games = Vec::new();
    for g in &stored.games {
        games.push(crate::lobby::protocol::Paired {
            round: g.round,
            south: g.south,
            north: g.north,
            code: g.code.clone(),
            result: g.result.as_deref().map(score).transpose()?,
        });
    }
    let players = stored.players.iter().map(|p| p.parse::<PlayerName>()).collect::<Result<Vec<_>, _>>();
    Ok(Tournament {
        id: stored.id,
        creator: stored.creator.parse().map_err(|e| format!("creator: {e}"))?,
        variant: stored.variant.parse().map_err(|e: crate::rules::UnknownVariant| e.to_string())?,
        control: stored.time_control.parse()?,
        size: stored.size,
        starts_at: stored.starts_at,
        state,
        players: players.map_err(|e| format!("a player: {e}"))?,
        games,
    })
}

/// The keeper of tournaments in `store`.
#[must_use]
pub fn keeper(store: super::kept::Shared) -> Keep {
    Box::new(move |tournament: &Tournament| {
        let mut store = store.lock().unwrap_or_else(PoisonError::into_inner);
        store.keep_tournament(&stored(tournament), jiff::Timestamp::now()).map_err(|e| e.to_string())
    })
}

/// The loader of the tournaments not over in `store`; one that does not read is logged and left.
#[must_use]
pub fn loader(store: super::kept::Shared) -> Load {
    use crate::db::GameStore as _;
    Box::new(move || {
        let mut store = store.lock().unwrap_or_else(PoisonError::into_inner);
        let (kept, next) = match store.tournaments_not_over() {
            Ok(kept) => kept,
            Err(error) => {
                super::log(&format!("the tournaments not read: {error}"));
                return (Vec::new(), 1);
            }
        };
        let mut tournaments = Vec::new();
        for stored in &kept {
            let mut tournament = match from_stored(stored) {
                Ok(tournament) => tournament,
                Err(error) => {
                    super::log(&format!("tournament {} not read: {error}", stored.id));
                    continue;
                }
            };
            let waiting: Vec<String> =
                tournament.games.iter().filter(|g| g.result.is_none()).filter_map(|g| g.code.clone()).collect();
            let mut scored = false;
            for code in waiting {
                if let Ok(Some(game)) = store.game(&code)
                    && let Some((ending, _)) = game.summary.ended
                {
                    scored |= tournament.ended(&code, ending.result());
                }
            }
            if scored && let Err(error) = store.keep_tournament(&self::stored(&tournament), jiff::Timestamp::now()) {
                super::log(&format!("tournament {} not written: {error}", tournament.id));
            }
            tournaments.push(tournament);
        }
        (tournaments, next)
    })
}

#[cfg(test)]
mod tests;
