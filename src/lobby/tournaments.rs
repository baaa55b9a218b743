//! The lobby's tournaments: created, joined, left and cancelled by the players' messages, started at their
//! time (the lobby is given the time by [`Lobby::tick`]), their games opened as rooms the server keeps (rated
//! games), and their results taken from each stored game's end ([`Lobby::tournament_game_ended`]). Every change of a tournament is an
//! [`Out::Keep`] before anything that announces it, so the server writes it first.
//!
//! A game of a tournament opens when both its players are in the lobby (each is sent to its room as an
//! accepted challenge's players are, and their seats' tickets are saved then: a player away could not be
//! given theirs), and neither has another game of a tournament opening; with a live clock, neither may be in
//! another live game of a tournament either. A correspondence game needs no more: its players go back to the
//! lobby and the next opens, each going on at its own pace.

use jiff::{SignedDuration, Timestamp};

use super::protocol::{Doing, NewTournament, TournamentState, TournamentView};
use super::tournament::{MAX_SIZE, MIN_SIZE, Tournament};
use super::{Lobby, Match, Out, SessionId};
use crate::room::control::TimeControl;
use crate::rules::{BySide, GameResult, Variant};
use crate::store::PlayerName;

/// The most tournaments open or running that one player created.
pub const MAX_TOURNAMENTS_PER_CREATOR: usize = 2;

/// The most tournaments open or running in all.
pub const MAX_TOURNAMENTS: usize = 50;

/// The finished or cancelled tournaments the lobby still lists, the latest.
pub const MAX_ENDED_LISTED: usize = 10;

/// The soonest a tournament with a start time starts.
pub const MIN_START: SignedDuration = SignedDuration::from_secs(60);

/// The latest a tournament with a start time starts.
pub const MAX_START: SignedDuration = SignedDuration::from_secs(7 * 24 * 60 * 60);

/// How long a game whose room could not be opened waits before it is tried again.
pub const RETRY: SignedDuration = SignedDuration::from_secs(60);

/// A tournament game being opened: which tournament, which game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Opening {
    tournament: u64,
    game: usize,
}

impl Lobby {
    /// The tournaments a restarted server kept (open or running, and the last ended), and the number the next
    /// one takes.
    pub fn restore(&mut self, tournaments: Vec<Tournament>, next: u64) {
        self.next_tournament = next.max(tournaments.iter().map(|t| t.id + 1).max().unwrap_or(1));
        self.tournaments = tournaments;
        self.changed = true;
    }

    /// The tournaments as the lobby lists them: open and running ones, then the last ended.
    pub(super) fn tournament_views(&self) -> Vec<TournamentView> {
        let live = self.tournaments.iter().filter(|t| !ended(t));
        let gone = self.tournaments.iter().filter(|t| ended(t)).rev().take(MAX_ENDED_LISTED);
        live.chain(gone).map(Tournament::view).collect()
    }

    /// Creates a tournament for `name`, or why not.
    pub(super) fn create(&mut self, name: PlayerName, asked: &NewTournament) -> Result<Vec<Out>, String> {
        let variant: Variant = asked.game.parse().map_err(|error: crate::rules::UnknownVariant| error.to_string())?;
        let control: TimeControl = asked.control.parse()?;
        if control == TimeControl::Unlimited {
            return Err(crate::t!("lobby-refused-tournament-untimed"));
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&asked.size) {
            return Err(crate::t!(
                "lobby-refused-tournament-size",
                size = asked.size,
                least = MIN_SIZE,
                most = MAX_SIZE
            ));
        }
        let starts_at = match asked.starts_in_s {
            None => None,
            Some(seconds) => {
                let wait = SignedDuration::from_secs(i64::try_from(seconds).unwrap_or(i64::MAX));
                if wait < MIN_START || wait > MAX_START {
                    return Err(crate::t!("lobby-refused-tournament-start"));
                }
                Some(self.now.checked_add(wait).map_err(|error| error.to_string())?)
            }
        };
        let live: Vec<&Tournament> = self.tournaments.iter().filter(|t| !ended(t)).collect();
        if live.iter().filter(|t| t.creator == name).count() >= MAX_TOURNAMENTS_PER_CREATOR {
            return Err(crate::t!("lobby-refused-tournament-yours", count = MAX_TOURNAMENTS_PER_CREATOR));
        }
        if live.len() >= MAX_TOURNAMENTS {
            return Err(crate::t!("lobby-refused-tournaments-full", count = MAX_TOURNAMENTS));
        }
        let tournament = Tournament::new(self.next_tournament, name, variant, control, asked.size, starts_at);
        self.next_tournament += 1;
        Ok(self.put(tournament))
    }

    /// Adds or replaces a tournament: written before it is listed.
    fn put(&mut self, tournament: Tournament) -> Vec<Out> {
        self.changed = true;
        let out = vec![Out::Keep(Box::new(tournament.clone()))];
        match self.tournaments.iter().position(|t| t.id == tournament.id) {
            Some(at) => self.tournaments[at] = tournament,
            None => self.tournaments.push(tournament),
        }
        // The lobby forgets the oldest ended ones beyond those it lists.
        let ended_count = self.tournaments.iter().filter(|t| ended(t)).count();
        if ended_count > MAX_ENDED_LISTED {
            let oldest = self.tournaments.iter().position(ended).expect("counted");
            self.tournaments.remove(oldest);
        }
        out
    }

    /// A change `change` of tournament `id`, by `name`: join, leave or cancel.
    pub(super) fn change(
        &mut self,
        id: u64,
        change: impl FnOnce(&mut Tournament) -> Result<(), String>,
    ) -> Result<Vec<Out>, String> {
        let mut tournament = self
            .tournaments
            .iter()
            .find(|t| t.id == id)
            .cloned()
            .ok_or_else(|| crate::t!("lobby-refused-no-tournament", id = id))?;
        change(&mut tournament)?;
        Ok(self.put(tournament))
    }

    /// The time is `now`: tournaments due start, and the games whose players are ready open.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Out> {
        self.now = now;
        let mut out = Vec::new();
        let due: Vec<Tournament> = self.tournaments.iter().filter(|t| t.due(now)).cloned().collect();
        for mut tournament in due {
            tournament.start();
            out.extend(self.put(tournament));
        }
        out.extend(self.open_ready());
        out
    }

    /// A session in the lobby of `name`'s, if any.
    fn in_lobby(&self, name: PlayerName) -> Option<SessionId> {
        self.sessions.iter().find(|(_, s)| s.name == name && s.doing == Doing::Lobby).map(|(&id, _)| id)
    }

    /// Whether `name` has a tournament game opening, or (for a live game) one being played live.
    fn busy(&self, name: PlayerName, live: bool) -> bool {
        let opening = self.opening.values().any(|o| {
            self.tournaments.iter().find(|t| t.id == o.tournament).is_some_and(|t| {
                t.games
                    .get(o.game)
                    .is_some_and(|g| [g.south, g.north].iter().any(|&p| t.players.get(usize::from(p)) == Some(&name)))
            })
        });
        opening
            || (live
                && self
                    .tournaments
                    .iter()
                    .filter(|t| t.state == TournamentState::Running && t.control.clock().is_some())
                    .any(|t| {
                        t.games.iter().any(|g| {
                            g.code.is_some()
                                && g.result.is_none()
                                && [g.south, g.north].iter().any(|&p| t.players.get(usize::from(p)) == Some(&name))
                        })
                    }))
    }

    /// Opens each game of a running tournament whose players are both in the lobby and free.
    fn open_ready(&mut self) -> Vec<Out> {
        let mut out = Vec::new();
        let mut ready = Vec::new();
        for tournament in self.tournaments.iter().filter(|t| t.state == TournamentState::Running) {
            for (at, game) in tournament.games.iter().enumerate() {
                let key = (tournament.id, at);
                if game.code.is_some() || game.result.is_some() || self.retry.get(&key).is_some_and(|&t| t > self.now) {
                    continue;
                }
                let (Some(&south), Some(&north)) =
                    (tournament.players.get(usize::from(game.south)), tournament.players.get(usize::from(game.north)))
                else {
                    continue;
                };
                ready.push((tournament.id, at, tournament.variant, tournament.control, BySide::new(south, north)));
            }
        }
        for (tournament, game, variant, control, names) in ready {
            let live = control.clock().is_some();
            if self.busy(names.south, live) || self.busy(names.north, live) {
                continue;
            }
            let (Some(south), Some(north)) = (self.in_lobby(names.south), self.in_lobby(names.north)) else {
                continue;
            };
            let id = self.next;
            self.next += 1;
            self.opening.insert(id, Opening { tournament, game });
            let players = BySide::new((south, names.south), (north, names.north));
            // A tournament's games are rated.
            out.push(Out::Open(Match { id, variant, control, players, rated: true }));
        }
        out
    }

    /// The server opened (or could not open) the room of a tournament's game, asked as match `id`: the game
    /// keeps its code (written before its players are told to go in), or is tried again after [`RETRY`].
    pub(super) fn tournament_opened(&mut self, id: u64, code: Option<&str>) -> Vec<Out> {
        let Some(opening) = self.opening.remove(&id) else { return Vec::new() };
        let key = (opening.tournament, opening.game);
        let Some(code) = code else {
            self.retry.insert(key, self.now.checked_add(RETRY).unwrap_or(self.now));
            return Vec::new();
        };
        self.retry.remove(&key);
        self.change(opening.tournament, |t| {
            t.opened(opening.game, code.to_string());
            Ok(())
        })
        .unwrap_or_default()
    }

    /// The stored games' codes of the running tournaments' games open and waiting for their results.
    #[must_use]
    pub fn waiting_codes(&self) -> Vec<String> {
        self.tournaments
            .iter()
            .filter(|t| t.state == TournamentState::Running)
            .flat_map(|t| t.games.iter().filter(|g| g.result.is_none()).filter_map(|g| g.code.clone()))
            .collect()
    }

    /// The stored game `code` ended with `result` (none: aborted, a double forfeit, as
    /// [`Tournament::ended`] decides): the tournament it is a game of scores it.
    pub fn tournament_game_ended(&mut self, code: &str, result: Option<GameResult>) -> Vec<Out> {
        let Some(at) = self.tournaments.iter().position(|t| {
            t.state == TournamentState::Running && t.games.iter().any(|g| g.code.as_deref() == Some(code))
        }) else {
            return Vec::new();
        };
        let mut tournament = self.tournaments[at].clone();
        if tournament.ended(code, result) { self.put(tournament) } else { Vec::new() }
    }
}

/// Whether a tournament is over: finished or cancelled.
fn ended(tournament: &Tournament) -> bool {
    matches!(tournament.state, TournamentState::Finished | TournamentState::Cancelled)
}
