//! The lobby of `bao serve`: who is on the server and what each is doing, the challenges open to anyone or
//! sent to one player, and the games in progress to watch. Plain state, no I/O, as the room's authority is:
//! [`Lobby::handle`] takes a session's message and returns what to send whom, and which game to open; the
//! server opens it (a room it keeps) and tells the lobby with [`Lobby::opened`], which tells both players to
//! go in. The lists are sent by [`Lobby::flush`], which the server calls a few times a second at most, so a
//! crowd coming and going costs one view per tick, not one per arrival per player.

pub mod ask;
pub mod link;
pub mod protocol;
pub mod tournament;
pub mod tournaments;

use std::collections::BTreeMap;

use crate::i18n::Language;
use crate::rating::Rating;
use crate::rng::Rng;
use crate::room::control::TimeControl;
use crate::room::protocol::Seat;
use crate::rules::{BySide, GameResult, Side, Variant};
use crate::store::PlayerName;

use protocol::{Doing, Listed, Offer, Online, ToServer, ToSession, VERSION, View, Watchable, YourGame};

/// A session, numbered by the server.
pub type SessionId = u64;

/// The most sessions the lobby takes.
pub const MAX_SESSIONS: usize = 20_000;

/// What the server's store tells the lobby, once it is stored.
#[derive(Clone, Debug)]
pub enum Notice {
    /// A move in a player's game: `to` is told, wherever they are in the program ([`Lobby::moved`]).
    Moved {
        /// Who is told.
        to: PlayerName,
        /// Their game as it stands now.
        game: YourGame,
    },
    /// A room's game ended, its ending (and its ratings' change) committed ([`Lobby::ended`]).
    Ended(Ended),
}

/// A room's stored game that ended.
#[derive(Clone, Debug)]
pub struct Ended {
    /// The room's code (what its players' programs know it by).
    pub room: String,
    /// Which game of the room: 1, then 2 for its rematch, ...
    pub game: u32,
    /// The stored game's code (the room's, or `ROOM.N` for its Nth game: what the archive knows it by).
    pub code: String,
    /// Each side's player, where a player sat.
    pub players: BySide<Option<PlayerName>>,
    /// The result (none: aborted).
    pub result: Option<GameResult>,
    /// How it ended, in words (`north wins by resignation`).
    pub how: String,
    /// Each side's rating before and after, if the game was rated.
    pub ratings: Option<BySide<(Rating, Rating)>>,
}

/// How the server's store tells the lobby of moves: each room's store hook keeps a clone.
pub type Tell = std::sync::Arc<dyn Fn(Notice) + Send + Sync>;

/// The most names the lobby's view lists (the rest are counted).
pub const MAX_LISTED: usize = 200;

/// The most challenges one name may have waiting.
pub const MAX_CHALLENGES_PER_NAME: usize = 4;

/// The most challenges waiting in all.
pub const MAX_CHALLENGES: usize = 2_000;

/// What to send whom, or do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Out {
    /// To one session.
    To(SessionId, ToSession),
    /// The same message to each of these sessions (written once).
    ToEach(Vec<SessionId>, ToSession),
    /// A last message to a session, then its connection is closed.
    Drop(SessionId, String),
    /// Open the game of an accepted challenge (or of a tournament); answer with [`Lobby::opened`].
    Open(Match),
    /// Write this tournament as it is now (it is new or changed), before what follows announces it.
    Keep(Box<tournament::Tournament>),
    /// Ask the server's database, off the lobby's thread; answer with [`Lobby::answered`].
    Ask(SessionId, ask::Query),
}

/// An accepted challenge: the game to open and who plays which side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Match {
    /// The challenge's number.
    pub id: u64,
    /// The game.
    pub variant: Variant,
    /// Its time control.
    pub control: TimeControl,
    /// Whether its result counts for ratings.
    pub rated: bool,
    /// Each side's player: their session and name.
    pub players: BySide<(SessionId, PlayerName)>,
}

#[derive(Debug)]
struct Session {
    name: PlayerName,
    /// The language its refusals are worded in.
    language: Language,
    doing: Doing,
    /// Questions of the database waiting for their answer.
    asking: usize,
}

#[derive(Clone, Debug)]
struct Challenge {
    id: u64,
    by: SessionId,
    from: PlayerName,
    to: Option<PlayerName>,
    variant: Variant,
    side: Option<Side>,
    control: TimeControl,
    rated: bool,
}

impl Challenge {
    fn listed(&self) -> Listed {
        Listed { id: self.id, from: self.from, to: self.to, offer: self.offer() }
    }

    fn offer(&self) -> Offer {
        Offer {
            game: self.variant.name().to_string(),
            side: self.side.map(Seat::from),
            control: self.control.to_string(),
            rated: self.rated,
        }
    }
}

/// The lobby's state.
#[derive(Debug)]
pub struct Lobby {
    sessions: BTreeMap<SessionId, Session>,
    challenges: Vec<Challenge>,
    next: u64,
    rng: Rng,
    games: Vec<Watchable>,
    changed: bool,
    tournaments: Vec<tournament::Tournament>,
    next_tournament: u64,
    /// The time, as the last [`Lobby::tick`] gave it.
    now: jiff::Timestamp,
    /// The tournament games being opened, by their match's number.
    opening: BTreeMap<u64, tournaments::Opening>,
    /// The tournament games whose room could not be opened, and when to try again.
    retry: BTreeMap<(u64, usize), jiff::Timestamp>,
}

impl Lobby {
    /// An empty lobby; `seed` draws the sides of challenges that leave them open.
    #[must_use]
    pub fn new(seed: u64) -> Lobby {
        Lobby {
            sessions: BTreeMap::new(),
            challenges: Vec::new(),
            next: 1,
            rng: Rng::new(seed),
            games: Vec::new(),
            changed: true,
            tournaments: Vec::new(),
            next_tournament: 1,
            now: jiff::Timestamp::UNIX_EPOCH,
            opening: BTreeMap::new(),
            retry: BTreeMap::new(),
        }
    }

    /// How many sessions said hello.
    #[cfg(test)]
    #[must_use]
    pub fn len(&self) -> usize {
        self.sessions.len()
    }

    /// Whether nobody is in.
    #[cfg(test)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.sessions.is_empty()
    }

    /// The name `session` said hello with, if it did.
    #[must_use]
    pub fn name_of(&self, session: SessionId) -> Option<PlayerName> {
        self.sessions.get(&session).map(|s| s.name)
    }

    /// The sessions of `name`.
    pub fn sessions_of(&self, name: PlayerName) -> impl Iterator<Item = SessionId> + '_ {
        self.sessions.iter().filter(move |(_, session)| session.name == name).map(|(&id, _)| id)
    }

    /// The games in progress, as the server's rooms are now (public ones).
    pub fn set_games(&mut self, games: Vec<Watchable>) {
        if games != self.games {
            self.games = games;
            self.changed = true;
        }
    }

    /// A move was played in a game of `name`'s: each of their sessions is told, wherever it is.
    #[must_use]
    pub fn moved(&self, name: PlayerName, game: YourGame) -> Vec<Out> {
        let sessions: Vec<SessionId> = self.sessions_of(name).collect();
        if sessions.is_empty() {
            return Vec::new();
        }
        vec![Out::ToEach(sessions, ToSession::Moved { game })]
    }

    /// A game of `ended.players`' ended: each of their sessions is told how, and how their ratings changed.
    #[must_use]
    pub fn ended(&self, ended: &Ended) -> Vec<Out> {
        let ratings: Vec<String> = match &ended.ratings {
            Some(ratings) => Side::BOTH
                .into_iter()
                .filter_map(|side| {
                    let (before, after) = ratings[side];
                    Some(crate::rating::change(ended.players[side]?.as_str(), before, after))
                })
                .collect(),
            None => Vec::new(),
        };
        let message = ToSession::Ended { room: ended.room.clone(), game: ended.game, how: ended.how.clone(), ratings };
        let mut sessions: Vec<SessionId> = Side::BOTH
            .into_iter()
            .filter_map(|side| ended.players[side])
            .flat_map(|name| self.sessions_of(name).collect::<Vec<_>>())
            .collect();
        sessions.sort_unstable();
        sessions.dedup();
        if sessions.is_empty() {
            return Vec::new();
        }
        vec![Out::ToEach(sessions, message)]
    }

    /// What a message from `session` does.
    pub fn handle(&mut self, session: SessionId, message: ToServer) -> Vec<Out> {
        if let ToServer::Hello { version, name, language } = message {
            let language = language.as_deref().and_then(Language::of_locale).unwrap_or_default();
            return self.hello(session, version, name, language);
        }
        // A refusal is worded in the language of the session refused.
        let language = self.sessions.get(&session).map_or_else(Language::default, |s| s.language);
        crate::i18n::scoped(language, || self.handle_said(session, message))
    }

    /// What a message other than hello from `session` does, its refusals worded in the current language.
    fn handle_said(&mut self, session: SessionId, message: ToServer) -> Vec<Out> {
        let Some(name) = self.sessions.get(&session).map(|s| s.name) else {
            return vec![Out::Drop(session, "say hello first: the first message is a hello".into())];
        };
        let refuse = |reason: String| vec![Out::To(session, ToSession::Refused { reason })];
        if let Some(query) = ask::query(name, &message) {
            return self.ask(session, query).unwrap_or_else(refuse);
        }
        match message {
            ToServer::Hello { .. } => unreachable!("handled above"),
            ToServer::Bye => self.gone(session),
            ToServer::Doing { doing } => match check_doing(&doing) {
                Ok(()) => {
                    if let Some(entry) = self.sessions.get_mut(&session)
                        && entry.doing != doing
                    {
                        // Coming into the lobby, the session is sent the lists at the next flush.
                        entry.doing = doing;
                        self.changed = true;
                    }
                    Vec::new()
                }
                Err(reason) => refuse(reason),
            },
            ToServer::Post { offer } => self.post(session, name, None, &offer).unwrap_or_else(refuse),
            ToServer::Challenge { to, offer } => self.post(session, name, Some(to), &offer).unwrap_or_else(refuse),
            ToServer::Withdraw { id } => self.withdraw(session, id).unwrap_or_else(refuse),
            ToServer::Accept { id } => self.accept(session, name, id).unwrap_or_else(refuse),
            ToServer::Decline { id } => self.decline(name, id).unwrap_or_else(refuse),
            ToServer::Create { tournament } => self.create(name, &tournament).unwrap_or_else(refuse),
            ToServer::Join { id } => self.change(id, |t| t.join(name)).unwrap_or_else(refuse),
            ToServer::Leave { id } => self.change(id, |t| t.leave(name)).unwrap_or_else(refuse),
            ToServer::Cancel { id } => self.change(id, |t| t.cancel(name)).unwrap_or_else(refuse),
            ToServer::Page { .. }
            | ToServer::Archive { .. }
            | ToServer::Record { .. }
            | ToServer::Private { .. }
            | ToServer::Leaderboard { .. } => unreachable!("asked above"),
        }
    }

    /// A question of the database, checked, to ask if the session has fewer than [`ask::MAX_ASKING`] waiting.
    fn ask(&mut self, session: SessionId, query: Result<ask::Query, String>) -> Result<Vec<Out>, String> {
        let query = query?;
        let entry = self.sessions.get_mut(&session).ok_or("say hello first")?;
        if entry.asking >= ask::MAX_ASKING {
            return Err(crate::t!("lobby-refused-asking", count = ask::MAX_ASKING));
        }
        entry.asking += 1;
        Ok(vec![Out::Ask(session, query)])
    }

    /// The answer to a question `session` asked ([`Out::Ask`]), or the refusal in its place: sent to it, if it
    /// is still in; a player's page says too whether they are online, and what they are doing.
    pub fn answered(&mut self, session: SessionId, mut answer: ToSession) -> Vec<Out> {
        let Some(entry) = self.sessions.get_mut(&session) else { return Vec::new() };
        entry.asking = entry.asking.saturating_sub(1);
        if let ToSession::Page(page) = &mut answer {
            page.online = self.sessions.values().find(|s| s.name == page.name).map(|s| s.doing.clone());
        }
        vec![Out::To(session, answer)]
    }

    fn hello(&mut self, session: SessionId, version: u32, name: PlayerName, language: Language) -> Vec<Out> {
        if version != VERSION {
            return vec![Out::Drop(
                session,
                format!("this server speaks bao protocol {VERSION}, not version {version}: its bao and yours differ"),
            )];
        }
        if self.sessions.contains_key(&session) {
            return vec![Out::To(session, ToSession::Refused { reason: "hello was already said".into() })];
        }
        if self.sessions.len() >= MAX_SESSIONS {
            return vec![Out::Drop(session, format!("the server is full: {MAX_SESSIONS} players are in"))];
        }
        self.sessions.insert(session, Session { name, language, doing: Doing::Elsewhere, asking: 0 });
        self.changed = true;
        let mut out = vec![Out::To(session, ToSession::Welcome { version: VERSION })];
        // The challenges already sent to this name reach its new session too.
        for challenge in self.challenges.iter().filter(|c| c.to == Some(name)) {
            out.push(Out::To(session, challenged(challenge)));
        }
        out
    }

    /// A session left or its connection dropped: its challenges go with it.
    pub fn gone(&mut self, session: SessionId) -> Vec<Out> {
        if self.sessions.remove(&session).is_none() {
            return Vec::new();
        }
        self.changed = true;
        let (gone, kept): (Vec<Challenge>, Vec<Challenge>) =
            std::mem::take(&mut self.challenges).into_iter().partition(|c| c.by == session);
        self.challenges = kept;
        gone.iter().filter_map(|challenge| self.withdrawn(challenge)).collect()
    }

    /// The message telling a challenge's addressee it is withdrawn, if it had one.
    fn withdrawn(&self, challenge: &Challenge) -> Option<Out> {
        let to = challenge.to?;
        Some(Out::ToEach(self.sessions_of(to).collect(), ToSession::Withdrawn { id: challenge.id }))
    }

    fn post(
        &mut self,
        session: SessionId,
        from: PlayerName,
        to: Option<PlayerName>,
        offer: &Offer,
    ) -> Result<Vec<Out>, String> {
        let variant: Variant = offer.game.parse().map_err(|error: crate::rules::UnknownVariant| error.to_string())?;
        let control: TimeControl = offer.control.parse()?;
        if self.challenges.iter().filter(|c| c.from == from).count() >= MAX_CHALLENGES_PER_NAME {
            return Err(crate::t!("lobby-refused-your-challenges", count = MAX_CHALLENGES_PER_NAME));
        }
        if self.challenges.len() >= MAX_CHALLENGES {
            return Err(crate::t!("lobby-refused-challenges-full", count = MAX_CHALLENGES));
        }
        if let Some(to) = to {
            if to == from {
                return Err(crate::t!("lobby-refused-yourself"));
            }
            if self.sessions_of(to).next().is_none() {
                return Err(crate::t!("lobby-refused-not-on", name = to.as_str()));
            }
            if self.challenges.iter().any(|c| c.from == from && c.to == Some(to)) {
                return Err(crate::t!("lobby-refused-already-challenged", name = to.as_str()));
            }
        }
        let challenge = Challenge {
            id: self.next,
            by: session,
            from,
            to,
            variant,
            side: offer.side.map(Side::from),
            control,
            rated: offer.rated,
        };
        self.next += 1;
        self.changed = true;
        let out = match to {
            Some(to) => vec![Out::ToEach(self.sessions_of(to).collect(), challenged(&challenge))],
            None => Vec::new(),
        };
        self.challenges.push(challenge);
        Ok(out)
    }

    fn take(&mut self, id: u64) -> Option<Challenge> {
        let at = self.challenges.iter().position(|c| c.id == id)?;
        self.changed = true;
        Some(self.challenges.remove(at))
    }

    fn withdraw(&mut self, session: SessionId, id: u64) -> Result<Vec<Out>, String> {
        let name = self.sessions.get(&session).map(|s| s.name);
        match self.challenges.iter().find(|c| c.id == id) {
            Some(challenge) if Some(challenge.from) == name => {}
            Some(_) => return Err(crate::t!("lobby-refused-not-yours")),
            None => return Err(crate::t!("lobby-refused-no-challenge", id = id)),
        }
        let challenge = self.take(id).expect("found above");
        Ok(self.withdrawn(&challenge).into_iter().collect())
    }

    fn accept(&mut self, session: SessionId, name: PlayerName, id: u64) -> Result<Vec<Out>, String> {
        let challenge = self.challenges.iter().find(|c| c.id == id).ok_or_else(|| gone_already(id))?;
        if challenge.from == name {
            return Err(crate::t!("lobby-refused-own-challenge"));
        }
        if challenge.to.is_some_and(|to| to != name) {
            return Err(crate::t!("lobby-refused-for-another"));
        }
        let challenge = self.take(id).expect("found above");
        let side = challenge.side.unwrap_or(if self.rng.below(2) == 0 { Side::South } else { Side::North });
        let mut players = BySide::new((challenge.by, challenge.from), (session, name));
        if side == Side::North {
            players = BySide::new(players.north, players.south);
        }
        let mut out = vec![Out::Open(Match {
            id,
            variant: challenge.variant,
            control: challenge.control,
            rated: challenge.rated,
            players,
        })];
        // The addressee's other sessions stop asking.
        if let Some(to) = challenge.to {
            let others: Vec<SessionId> = self.sessions_of(to).filter(|&s| s != session).collect();
            if !others.is_empty() {
                out.push(Out::ToEach(others, ToSession::Withdrawn { id }));
            }
        }
        Ok(out)
    }

    fn decline(&mut self, name: PlayerName, id: u64) -> Result<Vec<Out>, String> {
        let challenge = self.challenges.iter().find(|c| c.id == id).ok_or_else(|| gone_already(id))?;
        if challenge.to != Some(name) {
            return Err(crate::t!("lobby-refused-decline-open"));
        }
        let challenge = self.take(id).expect("found above");
        let mut out = vec![Out::To(challenge.by, ToSession::Declined { id, by: name })];
        let others: Vec<SessionId> = self.sessions_of(name).collect();
        out.push(Out::ToEach(others, ToSession::Withdrawn { id }));
        Ok(out)
    }

    /// The server opened the match's game as room `code`, each seat bound to a secret (or could not, and says
    /// why): both players are told to go in, or why not.
    pub fn opened(&mut self, game: &Match, opened: Result<(String, BySide<String>), String>) -> Vec<Out> {
        // A tournament's game keeps its code first.
        let mut out = self.tournament_opened(game.id, opened.as_ref().ok().map(|(code, _)| code.as_str()));
        out.extend(self.tell_opened(game, opened));
        out
    }

    fn tell_opened(&self, game: &Match, opened: Result<(String, BySide<String>), String>) -> Vec<Out> {
        match opened {
            Ok((code, secrets)) => Side::BOTH
                .into_iter()
                .filter(|&side| self.sessions.contains_key(&game.players[side].0))
                .map(|side| {
                    let start = ToSession::Start {
                        code: code.clone(),
                        side: side.into(),
                        secret: secrets[side].clone(),
                        against: game.players[side.opponent()].1,
                    };
                    Out::To(game.players[side].0, start)
                })
                .collect(),
            Err(reason) => Side::BOTH
                .into_iter()
                .map(|side| {
                    let reason = format!("the game could not be opened: {reason}");
                    Out::To(game.players[side].0, ToSession::Refused { reason })
                })
                .collect(),
        }
    }

    /// The lobby's lists to every session in the lobby, if they changed since the last flush.
    pub fn flush(&mut self) -> Vec<Out> {
        if !std::mem::take(&mut self.changed) {
            return Vec::new();
        }
        let watching: Vec<SessionId> =
            self.sessions.iter().filter(|(_, s)| s.doing == Doing::Lobby).map(|(&id, _)| id).collect();
        if watching.is_empty() {
            return Vec::new();
        }
        let mut online: Vec<Online> =
            self.sessions.values().map(|s| Online { name: s.name, doing: s.doing.clone() }).collect();
        online.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        online.dedup_by(|a, b| a.name == b.name && a.doing == b.doing);
        let more = online.len().saturating_sub(MAX_LISTED);
        online.truncate(MAX_LISTED);
        // One view for all: the challenges sent to one player are listed for everyone to see who waits for
        // whom, and only the addressee may accept them.
        let view = View {
            online,
            more,
            challenges: self.challenges.iter().map(Challenge::listed).collect(),
            games: self.games.clone(),
            tournaments: self.tournament_views(),
        };
        vec![Out::ToEach(watching, ToSession::Lobby(view))]
    }
}

fn gone_already(id: u64) -> String {
    crate::t!("lobby-refused-gone", id = id)
}

fn challenged(challenge: &Challenge) -> ToSession {
    ToSession::Challenged { id: challenge.id, from: challenge.from, offer: challenge.offer() }
}

/// Refuses what a session says it does when a game or a level in it is not one.
fn check_doing(doing: &Doing) -> Result<(), String> {
    let game = |game: &str| game.parse::<Variant>().map(|_| ()).map_err(|error| error.to_string());
    match doing {
        Doing::Lobby | Doing::Elsewhere => Ok(()),
        Doing::Playing { game: g, .. } | Doing::Watching { game: g } => game(g),
        Doing::Computer { game: g, level } if (1..=6).contains(level) => game(g),
        Doing::Computer { level, .. } => Err(crate::t!("lobby-refused-level", level = *level)),
    }
}

#[cfg(test)]
mod tests;
