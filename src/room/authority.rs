//! The room's one authority: the host's game, who sits where, and what each message from a peer does to them.
//! Plain state, no I/O: [`Authority::handle`] takes a peer's message and returns what to send whom, so every
//! rule of the room is tested without sockets (and the host's thread, [`super::host`], only carries messages).
//!
//! Every move is checked by the rules (through the game's [`AnyLine`]) and played only at the game's end and
//! only by the side to move; whatever is refused leaves the game exactly as it was.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use crate::rules::{AnyLine, BySide, Setup, Side, Status};
use crate::store::{Forfeit, Player, PlayerName, SaveFile};

use super::clock::{Clock, ClockSpec};
use super::code::{RoomCode, SeatKey, Secret};
use super::deadline::Deadline;
use super::dir::PublicRoom;
use super::protocol::{MAX_MESSAGE_CHARS, MAX_SAID, Presence, Request, Said, Seat, ToHost, ToPeer, VERSION};

/// A connection to the room, numbered by the host; the host's own interface is [`HOST`].
pub type PeerId = u64;

/// The host's own interface, which holds the host's seat from the start.
pub const HOST: PeerId = 0;

/// The most spectators a room takes.
pub const MAX_SPECTATORS: usize = 32;

/// What to send whom.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Out {
    /// To one peer.
    To(PeerId, ToPeer),
    /// To everyone in the room.
    All(ToPeer),
    /// A last message to a peer, then its connection is closed.
    Drop(PeerId, String),
}

/// A seat: the name of who took it, the key of the secret that gives it back, and their connection while they
/// are there.
#[derive(Clone, Debug, Default)]
struct Holder {
    name: Option<String>,
    key: Option<SeatKey>,
    peer: Option<PeerId>,
}

/// The room's state.
#[derive(Debug)]
pub struct Authority {
    code: RoomCode,
    start: Setup,
    line: AnyLine,
    forfeit: Option<Forfeit>,
    created: String,
    game: u32,
    seats: BySide<Holder>,
    /// Each spectator's connection and the name they gave.
    spectators: Vec<(PeerId, String)>,
    /// The language each peer said in its hello, which its refusals are worded in (the host's own are in the
    /// program's language).
    languages: Vec<(PeerId, crate::i18n::Language)>,
    pending: Option<(Request, Side)>,
    clock: Option<Clock>,
    deadline: Option<Deadline>,
    /// How many of the line's moves came before the room's game (a save played on): an abort counts the
    /// moves after them.
    opened_at: usize,
    /// The room's last messages, at most [`MAX_SAID`].
    said: VecDeque<Said>,
}

impl Authority {
    /// A room `code` for the game on `line` (at its end), the host (`host_name`) on `host_side`, with a clock
    /// if `clock` is given.
    #[must_use]
    pub fn new(
        code: RoomCode,
        mut line: AnyLine,
        host_side: Side,
        host_name: &str,
        clock: Option<ClockSpec>,
    ) -> Authority {
        line.go_to(usize::MAX);
        line.truncate();
        let mut seats = BySide::<Holder>::default();
        seats[host_side] = Holder { name: Some(host_name.to_string()), key: None, peer: Some(HOST) };
        Authority {
            code,
            start: line.start(),
            opened_at: line.len(),
            said: VecDeque::new(),
            line,
            forfeit: None,
            created: crate::store::clock::now(),
            game: 1,
            seats,
            spectators: Vec::new(),
            languages: Vec::new(),
            pending: None,
            clock: clock.map(Clock::new),
            deadline: None,
        }
    }

    /// A room no player's program holds (the server's, under `bao serve`): both seats are remote. The opener's
    /// seat, `side`, named `name`, is bound from the start to a new secret, which is returned for the opener to
    /// take the seat with as a guest coming back does; so the room and its game stay whoever comes and goes.
    pub fn held(
        code: RoomCode,
        line: AnyLine,
        side: Side,
        name: &str,
        clock: Option<ClockSpec>,
    ) -> std::io::Result<(Authority, Secret)> {
        let secret = Secret::random()?;
        let mut room = Authority::new(code, line, side, name, clock);
        room.seats[side].key = Some(SeatKey::of(&secret));
        room.seats[side].peer = None;
        Ok((room, secret))
    }

    /// Binds the free seat `side` to `name` and a new secret, returned: a match made in the lobby, both players
    /// known before either joins, so neither seat is for whoever comes first with the code.
    #[cfg(feature = "serve")]
    pub fn bind(&mut self, side: Side, name: &str) -> std::io::Result<Secret> {
        let secret = Secret::random()?;
        self.seats[side] = Holder { name: Some(name.to_string()), key: Some(SeatKey::of(&secret)), peer: None };
        Ok(secret)
    }

    /// Makes the room's game one of `days` a move (a correspondence game), the side to move's first period
    /// beginning `now`. A room has a live clock or days a move, not both: this takes the clock away.
    #[cfg(feature = "serve")]
    pub fn correspond(&mut self, days: u32, now: Instant) {
        self.clock = None;
        let mut deadline = Deadline::new(days);
        deadline.turn((!self.over()).then(|| self.line.side_to_move()), now);
        self.deadline = Some(deadline);
    }

    /// The game.
    #[cfg(test)]
    #[must_use]
    pub fn line(&self) -> &AnyLine {
        &self.line
    }

    /// The room's code.
    #[must_use]
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// The seat `peer` holds, if one.
    #[must_use]
    pub fn seat_of(&self, peer: PeerId) -> Option<Side> {
        Side::BOTH.into_iter().find(|&side| self.seats[side].peer == Some(peer))
    }

    /// Whether `peer` said hello and is in the room (a player or a spectator).
    #[must_use]
    pub fn knows(&self, peer: PeerId) -> bool {
        self.seat_of(peer).is_some() || self.spectators.iter().any(|(watcher, _)| *watcher == peer)
    }

    /// How many watch.
    #[cfg(test)]
    #[must_use]
    pub fn spectators(&self) -> usize {
        self.spectators.len()
    }

    /// Whether the game is over (by the rules, a resignation, a time loss, a draw agreed or an abort).
    #[must_use]
    pub fn over(&self) -> bool {
        self.forfeit.is_some() || self.line.status() != Status::Ongoing
    }

    fn presence(&self, now: Instant) -> Presence {
        Presence {
            clocks: self.clock.as_ref().map(|clock| clock.show(now)),
            names: BySide::new(self.seats.south.name.clone(), self.seats.north.name.clone()),
            connected: BySide::new(self.seats.south.peer.is_some(), self.seats.north.peer.is_some()),
            spectators: self.spectators.len(),
            due: self.deadline.as_ref().and_then(|deadline| deadline.show(now)),
        }
    }

    /// The game as the room's save: each seat a remote player of its name (a receiver makes its own seat its
    /// person), a time loss written as in a save.
    #[must_use]
    pub fn save(&self) -> SaveFile {
        let player = |side: Side| Player::Remote {
            name: PlayerName::lenient(self.seats[side].name.as_deref().unwrap_or("(free)")),
        };
        let players = BySide::new(player(Side::South), player(Side::North));
        SaveFile::of_line(&self.line, players, self.forfeit, Some(self.created.clone()))
    }

    /// The game as `peer` keeps it in their own save: as [`Authority::save`], their own seat a person.
    #[must_use]
    pub fn save_for(&self, peer: PeerId) -> SaveFile {
        let mut save = self.save();
        if let Some(side) = self.seat_of(peer) {
            save.players[side] = Player::Person;
        }
        save
    }

    /// Which game of the room is played: 1, then 2 for its rematch, ...
    #[must_use]
    pub fn game(&self) -> u32 {
        self.game
    }

    /// The whole state, for `peer`.
    #[must_use]
    pub fn state_for(&self, peer: PeerId, now: Instant) -> ToPeer {
        ToPeer::State {
            save: Box::new(self.save()),
            game: self.game,
            you: self.seat_of(peer).map(Seat::from),
            presence: self.presence(now),
            clocks: self.clock.as_ref().map(|clock| clock.show(now)),
            opened_at: self.opened_at,
            said: self.said.iter().cloned().collect(),
        }
    }

    /// What `bao rooms` shows of this room.
    #[must_use]
    pub fn public(&self) -> PublicRoom {
        let name = |side: Side| self.seats[side].name.clone().unwrap_or_else(|| "(free)".into());
        PublicRoom {
            code: self.code.to_string(),
            variant: self.line.variant().to_string(),
            players: format!("{} vs {}", name(Side::South), name(Side::North)),
            moves: self.line.len(),
            spectators: self.spectators.len(),
            pid: std::process::id(),
        }
    }

    /// Starts or stops the clock as the players come and go and the game ends.
    fn run_clock(&mut self, now: Instant) {
        let both = Side::BOTH.iter().all(|&side| self.seats[side].peer.is_some());
        let running = (both && !self.over()).then(|| self.line.side_to_move());
        if let Some(clock) = &mut self.clock {
            clock.run(running, now);
        }
    }

    /// A new turn began at `now` (a move, a takeback, a rematch, the end): the side to move has a whole period
    /// of a game of days a move, and none runs once the game is over.
    fn new_turn(&mut self, now: Instant) {
        let side = (!self.over()).then(|| self.line.side_to_move());
        if let Some(deadline) = &mut self.deadline {
            deadline.turn(side, now);
        }
    }

    /// What a message from `peer` does.
    pub fn handle(&mut self, peer: PeerId, message: ToHost, now: Instant) -> Vec<Out> {
        if let ToHost::Hello { version, name, code, watch, secret, language } = message {
            // A hello refused is worded in the language it says, as everything the peer hears after it.
            let language = language.as_deref().and_then(crate::i18n::Language::of_locale).unwrap_or_default();
            let out = crate::i18n::scoped(language, || {
                self.hello(peer, version, &name, &code, watch, secret.as_deref(), now)
            });
            if self.knows(peer) {
                self.languages.retain(|(known, _)| *known != peer);
                self.languages.push((peer, language));
            }
            return out;
        }
        if !self.knows(peer) {
            let why = crate::i18n::scoped(crate::i18n::Language::default(), || crate::t!("rooms-bye-hello-first"));
            return vec![Out::Drop(peer, why)];
        }
        // A refusal is worded in the language of the peer refused; the host's own in the program's.
        match self.language_of(peer) {
            Some(language) => crate::i18n::scoped(language, || self.handle_said(peer, message, now)),
            None => self.handle_said(peer, message, now),
        }
    }

    /// What a message other than hello from `peer`, who said hello, does.
    fn handle_said(&mut self, peer: PeerId, message: ToHost, now: Instant) -> Vec<Out> {
        let refuse = |reason: &str| vec![Out::To(peer, ToPeer::Refused { reason: reason.to_string() })];
        if message == ToHost::Bye {
            return self.gone(peer, now);
        }
        if let ToHost::Message { text } = &message {
            return self.say(peer, text).unwrap_or_else(|reason| refuse(&reason));
        }
        let Some(side) = self.seat_of(peer) else {
            return refuse(&crate::t!("rooms-refused-spectator"));
        };
        match message {
            ToHost::Move { at, mv } => self.play(side, at, &mv, now).unwrap_or_else(|reason| refuse(&reason)),
            ToHost::Ask { what } => self.ask(side, what, now).unwrap_or_else(|reason| refuse(&reason)),
            ToHost::Answer { what, accept } => {
                self.answer(side, what, accept, now).unwrap_or_else(|reason| refuse(&reason))
            }
            ToHost::Resign if self.over() => refuse(&crate::t!("rooms-refused-already-over")),
            ToHost::Resign => {
                self.forfeit = Some(Forfeit::Resigned(side));
                self.pending = None;
                self.run_clock(now);
                self.new_turn(now);
                vec![Out::All(ToPeer::Resigned { side: side.into() })]
            }
            ToHost::Abort => self.abort(side, now).unwrap_or_else(|reason| refuse(&reason)),
            ToHost::Hello { .. } | ToHost::Bye | ToHost::Message { .. } => unreachable!("handled above"),
        }
    }

    /// A message from `peer`, a player or a spectator, to everyone in the room, and kept among the room's last
    /// [`MAX_SAID`].
    fn say(&mut self, peer: PeerId, text: &str) -> Result<Vec<Out>, String> {
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_MESSAGE_CHARS || text.chars().any(char::is_control) {
            return Err(crate::t!("rooms-refused-message", most = MAX_MESSAGE_CHARS));
        }
        let (from, spectator) = if let Some(side) = self.seat_of(peer) {
            (self.seats[side].name.clone().unwrap_or_default(), false)
        } else {
            let name = self.spectators.iter().find(|(watcher, _)| *watcher == peer).map(|(_, name)| name);
            (name.cloned().unwrap_or_default(), true)
        };
        let said = Said { from, text: text.to_string(), spectator, at: Some(crate::store::clock::now()) };
        if self.said.len() >= MAX_SAID {
            self.said.pop_front();
        }
        self.said.push_back(said.clone());
        Ok(vec![Out::All(ToPeer::Message(said))])
    }

    /// Whether `side` has moved in the room's game (a save played on: its moves before the room do not count).
    fn moved(&self, side: Side) -> bool {
        (self.opened_at.min(self.line.len())..self.line.len())
            .any(|ply| self.line.setup_at(ply).is_some_and(|setup| setup.side == side))
    }

    /// `side` aborts the game: allowed while a side has not moved in the room's game; no result.
    fn abort(&mut self, side: Side, now: Instant) -> Result<Vec<Out>, String> {
        if self.over() {
            return Err(crate::t!("rooms-refused-already-over"));
        }
        if Side::BOTH.into_iter().all(|side| self.moved(side)) {
            return Err(crate::t!("rooms-refused-abort"));
        }
        self.forfeit = Some(Forfeit::Aborted);
        self.pending = None;
        self.run_clock(now);
        self.new_turn(now);
        Ok(vec![Out::All(ToPeer::Aborted { by: side.into() })])
    }

    /// A peer left or its connection dropped: its seat waits for it (a seat is never given to another).
    pub fn gone(&mut self, peer: PeerId, now: Instant) -> Vec<Out> {
        if let Some(side) = self.seat_of(peer) {
            self.seats[side].peer = None;
        } else if let Some(at) = self.spectators.iter().position(|(watcher, _)| *watcher == peer) {
            self.spectators.remove(at);
        } else {
            return Vec::new();
        }
        self.languages.retain(|(known, _)| *known != peer);
        self.run_clock(now);
        vec![Out::All(ToPeer::Presence(self.presence(now)))]
    }

    fn play(&mut self, side: Side, at: usize, text: &str, now: Instant) -> Result<Vec<Out>, String> {
        if self.over() {
            return Err(crate::t!("rooms-refused-over"));
        }
        if self.line.side_to_move() != side {
            return Err(crate::t!("rooms-refused-turn", side = crate::explain::side_word(side.opponent())));
        }
        if at != self.line.len() {
            return Err(crate::t!("rooms-refused-behind", at = self.line.len(), yours = at));
        }
        let mv = self.line.resolve(text).map_err(|error| error.to_string())?;
        let late = self.clock.as_ref().is_some_and(|clock| clock.left(side, now) == Duration::ZERO)
            || self.deadline.as_ref().and_then(|deadline| deadline.left(now)) == Some((side, Duration::ZERO));
        if late {
            return Ok(self.flag(side, now));
        }
        self.line.play(mv).map_err(|error| error.to_string())?;
        self.pending = None;
        if let Some(clock) = &mut self.clock {
            clock.moved(side, now);
        }
        self.run_clock(now);
        self.new_turn(now);
        let clocks = self.clock.as_ref().map(|clock| clock.show(now));
        let due = self.deadline.as_ref().and_then(|deadline| deadline.show(now));
        Ok(vec![Out::All(ToPeer::Moved { at, mv: mv.to_string(), side: side.into(), clocks, due })])
    }

    fn flag(&mut self, side: Side, now: Instant) -> Vec<Out> {
        self.forfeit = Some(Forfeit::OutOfTime(side));
        self.pending = None;
        self.run_clock(now);
        self.new_turn(now);
        vec![Out::All(ToPeer::Flagged { side: side.into() })]
    }

    /// Ends the game of the side whose time ran out (its clock, or its period of a game of days a move), if
    /// one did.
    pub fn tick(&mut self, now: Instant) -> Vec<Out> {
        let out_of_time = self
            .clock
            .as_ref()
            .and_then(Clock::running)
            .filter(|&side| self.clock.as_ref().is_some_and(|clock| clock.left(side, now) == Duration::ZERO))
            .or_else(|| {
                let (side, left) = self.deadline.as_ref()?.left(now)?;
                (left == Duration::ZERO).then_some(side)
            });
        match out_of_time {
            Some(side) if !self.over() => self.flag(side, now),
            _ => Vec::new(),
        }
    }

    /// When the next clock or period may run out, for the host's loop to wake then.
    #[must_use]
    pub fn next_deadline(&self, now: Instant) -> Option<Instant> {
        let clock = self.clock.as_ref().and_then(|clock| clock.running().map(|side| now + clock.left(side, now)));
        let due = self.deadline.as_ref().and_then(Deadline::due);
        clock.into_iter().chain(due).min()
    }

    /// The position a takeback by `side` goes back to: before `side`'s last move.
    fn takeback_to(&self, side: Side) -> Option<usize> {
        (0..self.line.len()).rev().find(|&ply| self.line.setup_at(ply).is_some_and(|setup| setup.side == side))
    }

    fn ask(&mut self, side: Side, what: Request, now: Instant) -> Result<Vec<Out>, String> {
        let other = side.opponent();
        if self.seats[other].name.is_none() {
            return Err(crate::t!("rooms-refused-nobody"));
        }
        match what {
            Request::Takeback if self.over() => return Err(crate::t!("rooms-refused-over-takeback")),
            Request::Takeback if self.takeback_to(side).is_none() => {
                return Err(crate::t!("rooms-refused-no-takeback"));
            }
            Request::Rematch if !self.over() => return Err(crate::t!("rooms-refused-rematch")),
            Request::Draw if self.over() => return Err(crate::t!("rooms-refused-over-draw")),
            _ => {}
        }
        if let Some((asked, by)) = self.pending
            && by == other
            && asked == what
        {
            // Both asked for the same: agreed.
            return self.answer(side, what, true, now);
        }
        self.pending = Some((what, side));
        Ok(vec![Out::All(ToPeer::Asked { what, by: side.into() })])
    }

    fn answer(&mut self, side: Side, what: Request, accept: bool, now: Instant) -> Result<Vec<Out>, String> {
        match self.pending {
            Some((asked, by)) if asked == what && by == side.opponent() => {}
            _ => return Err(crate::t!("rooms-refused-not-asked")),
        }
        if what == Request::Draw && self.over() {
            return Err(crate::t!("rooms-refused-over-draw"));
        }
        self.pending = None;
        if !accept {
            return Ok(vec![Out::All(ToPeer::Answered { what, accept, by: side.into() })]);
        }
        match what {
            Request::Takeback => {
                let to =
                    self.takeback_to(side.opponent()).ok_or_else(|| crate::t!("rooms-refused-no-takeback-left"))?;
                self.line.go_to(to);
                self.line.truncate();
                self.opened_at = self.opened_at.min(self.line.len());
            }
            Request::Draw => self.forfeit = Some(Forfeit::DrawAgreed),
            Request::Rematch => {
                self.line = AnyLine::new(&self.start).map_err(|error| error.to_string())?;
                self.forfeit = None;
                self.opened_at = 0;
                self.game += 1;
                self.created = crate::store::clock::now();
                self.seats = BySide::new(std::mem::take(&mut self.seats.north), std::mem::take(&mut self.seats.south));
                if let Some(clock) = &mut self.clock {
                    *clock = Clock::new(clock.spec());
                }
            }
        }
        self.run_clock(now);
        self.new_turn(now);
        Ok(self.states(now))
    }

    /// The new state to everyone, each with their own seat.
    fn states(&self, now: Instant) -> Vec<Out> {
        let mut peers: Vec<PeerId> = Side::BOTH.iter().filter_map(|&side| self.seats[side].peer).collect();
        peers.extend(self.spectators.iter().map(|(watcher, _)| *watcher));
        peers.into_iter().map(|peer| Out::To(peer, self.state_for(peer, now))).collect()
    }
}

mod hello;
mod kept;
pub use kept::Kept;
#[cfg(feature = "serve")]
pub use kept::KeptSeat;

#[cfg(test)]
mod tests;
