//! The lobby's questions of the database answered ([`answer`]): a player's page, a page of the archive, a
//! finished game's record, a game marked private, a leaderboard. Each is asked by a session through the
//! lobby ([`crate::lobby::ask`]), which checked its names, games and codes; what only the database knows is
//! checked here: a private game is another's, a game is not over, a name was never seen. The answers run on
//! the lobby's worker thread (serve/lobby.rs), never on the lobby's own.

use crate::db::{ArchiveQuery, DbError, GameId, GameStore, Summary};
use crate::lobby::ask::Query;
use crate::lobby::protocol::{
    Archived, Cursor, MAX_ARCHIVED, MAX_RANKED, MAX_RECENT, MAX_SERVER_LINE, Page, Rated, Tally, ToSession,
};
use crate::rating::Rating;
use crate::rules::GameResult;
use crate::store::PlayerName;

// A page is asked for with one more game than it sends (to know whether more follow): within the store's most.
const _: () = assert!(MAX_ARCHIVED < crate::db::MAX_ARCHIVE_PAGE as usize);

/// Answers a question of the lobby's with the server's database.
pub type Archivist = Box<dyn FnMut(&Query) -> ToSession + Send>;

/// The archivist of the server's database.
#[must_use]
pub fn archivist(store: super::kept::Shared) -> Archivist {
    Box::new(move |query: &Query| {
        let mut store = store.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        answer(&mut *store, query)
    })
}

fn refused(reason: impl Into<String>) -> ToSession {
    ToSession::Refused { reason: reason.into() }
}

/// The answer to `query` from `store`, or the refusal in its place, in words.
pub fn answer(store: &mut dyn GameStore, query: &Query) -> ToSession {
    let answered = match query {
        Query::Page { asker, name } => page(store, *asker, *name),
        Query::Archive { asker, player, variant, before } => {
            archive(store, *asker, *player, *variant, *before, MAX_ARCHIVED).map(|(games, more)| ToSession::Archive {
                player: *player,
                game: variant.map(|v| v.name().to_string()),
                after: before.is_some(),
                games,
                more,
            })
        }
        Query::Record { asker, code } => record(store, *asker, code),
        Query::Private { asker, code, private } => {
            let player = store.player_named(asker.as_str());
            match player {
                Ok(Some(player)) => store
                    .set_private(code, player.id, *private)
                    .map(|()| ToSession::Private { code: code.clone(), private: *private }),
                Ok(None) => Err(DbError::Refused(format!("game `{}` is not yours", printable(code)))),
                Err(error) => Err(error),
            }
        }
        Query::Leaderboard { variant } => store.leaderboard(*variant, crate::rating::LEADERBOARD_GAMES).map(|rows| {
            let rows = rows.into_iter().take(MAX_RANKED).map(|(name, rating)| rated(name, &rating)).collect();
            ToSession::Leaderboard { game: variant.name().to_string(), rows }
        }),
    };
    answered.unwrap_or_else(|error| match error {
        DbError::Refused(reason) => refused(reason),
        other => {
            super::log(&format!("the archive: {other}"));
            refused("the archive could not be read: try again later")
        }
    })
}

fn printable(text: &str) -> String {
    crate::printable::printable(text).into_owned()
}

/// A rating as sent, `of` a game or a player.
fn rated(of: String, rating: &Rating) -> Rated {
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "ratings and deviations are a few thousand at most, a deviation above zero"
    )]
    Rated {
        of,
        rating: rating.rating.round() as i64,
        deviation: rating.deviation.round().max(0.0) as u32,
        provisional: rating.provisional(),
        games: rating.games,
    }
}

/// A finished game as the archive lists it.
#[must_use]
pub fn archived(summary: &Summary) -> Option<Archived> {
    let (ending, at) = summary.ended?;
    let result = match ending.result()? {
        GameResult::Win(side) => side.name().to_string(),
        GameResult::Draw => "draw".to_string(),
    };
    Some(Archived {
        id: summary.id.0,
        code: summary.code.clone(),
        game: summary.variant.name().to_string(),
        south: summary.seats.south.label(),
        north: summary.seats.north.label(),
        result,
        how: ending.to_string(),
        moves: summary.moves as usize,
        finished_ms: at.as_millisecond(),
        rated: summary.rated,
        private: summary.private,
    })
}

/// A page of the archive for `asker`, at most `limit` games, and whether more follow.
fn archive(
    store: &dyn GameStore,
    asker: PlayerName,
    player: Option<PlayerName>,
    variant: Option<crate::rules::Variant>,
    before: Option<Cursor>,
    limit: usize,
) -> Result<(Vec<Archived>, bool), DbError> {
    let viewer = store.player_named(asker.as_str())?.map(|p| p.id);
    let player = match player {
        Some(name) => match store.player_named(name.as_str())? {
            Some(player) => Some(player.id),
            // Nobody of that name has played here: no games.
            None => return Ok((Vec::new(), false)),
        },
        None => None,
    };
    let before = match before {
        Some(cursor) => {
            let at = jiff::Timestamp::from_millisecond(cursor.at_ms)
                .map_err(|_| DbError::Refused(format!("{} is not a time of the archive", cursor.at_ms)))?;
            Some((at, GameId(cursor.id)))
        }
        None => None,
    };
    // One more than the page, to know whether more follow.
    let one_more = u32::try_from(limit + 1).unwrap_or(u32::MAX);
    let query = ArchiveQuery { viewer, player, variant, before, limit: one_more };
    let mut games: Vec<Archived> = store.archive(&query)?.iter().filter_map(archived).collect();
    let more = games.len() > limit;
    games.truncate(limit);
    Ok((games, more))
}

/// `name`'s page as `asker` sees it.
fn page(store: &dyn GameStore, asker: PlayerName, name: PlayerName) -> Result<ToSession, DbError> {
    let Some(player) = store.player_named(name.as_str())? else {
        return Err(DbError::Refused(format!("nobody named {name} has played on this server")));
    };
    let ratings = store.ratings_of(player.id)?.iter().map(|(variant, r)| rated(variant.name().into(), r)).collect();
    let record = match store.player_named(asker.as_str())? {
        Some(asking) if asking.id != player.id => {
            let record = store.record(asking.id, player.id)?;
            Some(Tally { wins: record.wins, losses: record.losses, draws: record.draws })
        }
        _ => None,
    };
    let (recent, _) = archive(store, asker, Some(name), None, None, MAX_RECENT)?;
    // Whether they are online is the lobby's to say (`Lobby::answered`).
    Ok(ToSession::Page(Page { name, online: None, ratings, record, recent }))
}

/// The finished game `code` as a save, unless it is private and `asker` did not play it.
fn record(store: &dyn GameStore, asker: PlayerName, code: &str) -> Result<ToSession, DbError> {
    let shown = printable(code);
    let game = match store.game(code)? {
        Some(game) if game.summary.ended.is_some() => game,
        Some(_) => return Err(DbError::Refused(format!("game `{shown}` is not over: it is not in the archive yet"))),
        None => return Err(DbError::Refused(format!("no game `{shown}` in the archive"))),
    };
    let viewer = store.player_named(asker.as_str())?.map(|p| p.id);
    let played = viewer.is_some_and(|id| {
        game.summary.seats.south.player() == Some(id) || game.summary.seats.north.player() == Some(id)
    });
    if game.summary.private && !played {
        return Err(DbError::Refused(format!("game `{shown}` is private: only its two players see it")));
    }
    let answer = ToSession::Record { code: code.to_string(), save: Box::new(game.save_file(viewer)) };
    if crate::room::protocol::line_of(&answer).len() > MAX_SERVER_LINE {
        return Err(DbError::Refused(format!("game `{shown}` is too long to send")));
    }
    Ok(answer)
}

#[cfg(test)]
mod tests;
