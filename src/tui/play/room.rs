//! A game in a room: the game screen's side of `bao host`, `bao join` and `bao watch`. The host's process
//! holds the game ([`crate::room`]); here a player's moves, takebacks, draws, resignations, aborts, rematches
//! and messages are only proposed through the room's [`Link`], and the board changes when the room's answer arrives, each
//! move from the host checked again by the rules. Nothing here waits on the network: what comes from the room
//! is posted into the interface's inbox by the link's own thread, with the room's [`Ticket`].

use std::collections::VecDeque;
use std::time::Instant;

use crate::room::host::Hosting;
use crate::room::protocol::{Clocks, Due, Presence, Request};
use crate::room::ticket::Keep;
use crate::room::{Closed, FromRoom, Link, ToHost, ToPeer};
use crate::rules::{AnyMove, Side};
use crate::store::{Forfeit, Player, PlayerName};
use crate::t;

use super::super::inbox::{News, Post, Ticket};
use super::super::shared::Shared;
use super::{Confirm, Mode, Play, SaveSlot};

mod open;
mod talk;
mod times;
mod words;

pub use open::{Terms, hosted_save, join_room, open_room, opened_words, opening_words, player_name};
pub use talk::{Heard, MAX_HEARD};
use words::closed_words;
pub use words::{bad_code_words, request_word};

/// The game screen's part in a room.
pub struct InRoom {
    /// The link to the room (the host's own, or a connection).
    pub link: Link,
    /// The room's code.
    pub code: String,
    /// The seat this terminal plays (none: watching).
    pub you: Option<Side>,
    /// Which game of the room is on the board (a rematch is the next).
    pub game: u32,
    /// Who is in the room.
    pub presence: Presence,
    /// The clocks as last heard, and when.
    pub clocks: Option<(Clocks, Instant)>,
    /// The move's deadline as last heard, and when, in a game of days a move.
    pub due: Option<(Due, Instant)>,
    /// A request of the other player waiting for this one's answer.
    pub asked: Option<Request>,
    /// The room's messages heard, the last [`MAX_HEARD`], oldest first.
    pub said: VecDeque<Heard>,
    /// Whether this player sees the spectators' messages (a spectator sees them all).
    pub spectators_heard: bool,
    /// How many of the game's moves came before the room's game (a save played on): an abort counts only the
    /// moves after them.
    pub opened_at: usize,
    /// A move sent to the room, not yet played.
    pub sent: Option<AnyMove>,
    /// Each player's rating change (`ada 1512 → 1528 (+16)`) and which game of the room it is of, once the
    /// server stored a rated game's end: the game-over box shows it.
    pub rated: Option<(u32, Vec<String>)>,
    /// Why the room is closed, once it is: the board then stays as it was, to look at.
    pub closed: Option<String>,
    /// The room itself, in the host's process: dropping it closes the room.
    pub hosting: Option<Hosting>,
    /// Where a guest keeps the seat's secret.
    pub keep: Option<(Box<dyn Keep>, String)>,
    /// The host's save, which the room's thread writes (none for a guest or spectator).
    pub host_save: Option<super::hosted::SharedSave>,
    /// The ticket the room's messages are posted with, once they are ([`Play::hook_room`]).
    pub ticket: Option<Ticket>,
}

impl InRoom {
    /// The player's name on `side`, or `(free)` in the player's language: for showing, never for comparing.
    #[must_use]
    pub fn name(&self, side: Side) -> String {
        self.presence.names[side].clone().unwrap_or_else(|| t!("play-seat-free"))
    }
}

/// The seats as a room player sees them: their own a person, the other the remote player of that name.
fn seats_for(you: Option<Side>, presence: &Presence) -> crate::store::Players {
    let remote =
        |side: Side| Player::Remote { name: PlayerName::lenient(presence.names[side].as_deref().unwrap_or("(free)")) };
    let seat = |side: Side| if you == Some(side) { Player::Person } else { remote(side) };
    crate::rules::BySide::new(seat(Side::South), seat(Side::North))
}

impl Play {
    /// This game (a new one, or a save opened to be hosted again) hosted in the room `hosting`, the host on
    /// `side`: played on from its last move, written to its save as it goes.
    #[must_use]
    pub fn host(mut self, side: Side, name: &str, hosting: Hosting, link: Link) -> Play {
        let code = hosting.code().to_string();
        let mut names = crate::rules::BySide::new(None, None);
        names[side] = Some(name.to_string());
        let presence = Presence {
            names,
            connected: crate::rules::BySide::new(false, false),
            spectators: 0,
            clocks: None,
            due: None,
        };
        self.line.go_to(usize::MAX);
        self.seats = seats_for(Some(side), &presence);
        self.flipped = side == Side::North;
        self.settle();
        let mut play = self;
        let opened_at = play.line.len();
        play.room = Some(Box::new(InRoom {
            link,
            code,
            you: Some(side),
            game: 1,
            presence,
            clocks: None,
            due: None,
            asked: None,
            said: VecDeque::new(),
            spectators_heard: false,
            opened_at,
            sent: None,
            rated: None,
            closed: None,
            hosting: Some(hosting),
            keep: None,
            host_save: None,
            ticket: None,
        }));
        play
    }

    /// The game screen of a guest or spectator, from the host's welcome and state.
    pub fn joined(first: Vec<ToPeer>, link: Link, keep: Option<Box<dyn Keep>>) -> Result<Play, String> {
        let mut welcome = None;
        let mut state = None;
        for message in first {
            match message {
                ToPeer::Welcome { code, secret, .. } => welcome = Some((code, secret)),
                state_message @ ToPeer::State { .. } => state = Some(state_message),
                _ => {}
            }
        }
        let (Some((code, secret)), Some(ToPeer::State { save, game, you, presence, clocks, opened_at, said })) =
            (welcome, state)
        else {
            return Err(t!("rooms-no-welcome"));
        };
        let saved = save.check().map_err(|error| t!("rooms-game-does-not-replay", error = error.to_string()))?;
        let due = presence.due;
        let you = you.map(Side::from);
        let mut play = Play::on(saved.line, seats_for(you, &presence));
        play.forfeit = saved.forfeit;
        play.flipped = you == Some(Side::North);
        play.read_only = you.is_none();
        play.settle();
        let keep = match (keep, secret) {
            (Some(keep), Some(secret)) => Some((keep, secret)),
            _ => None,
        };
        play.room = Some(Box::new(InRoom {
            link,
            code,
            you,
            game,
            presence,
            clocks: clocks.map(|clocks| (clocks, Instant::now())),
            due: due.map(|due| (due, Instant::now())),
            asked: None,
            said: said.iter().skip(said.len().saturating_sub(MAX_HEARD)).map(Heard::of).collect(),
            spectators_heard: false,
            opened_at,
            sent: None,
            rated: None,
            closed: None,
            hosting: None,
            keep,
            host_save: None,
            ticket: None,
        }));
        Ok(play)
    }

    /// The seat this terminal plays in a room (none: watching, or not in a room).
    #[must_use]
    pub fn room_seat(&self) -> Option<Side> {
        self.room.as_ref()?.you
    }

    /// Whether quitting (`q`) asks first: this terminal has a seat in a room that is still open, so quitting
    /// would leave the other player alone (and close the room, for its host). Asked once.
    #[must_use]
    pub fn quitting_asks(&self) -> bool {
        let open = self.room.as_ref().is_some_and(|room| room.you.is_some() && room.closed.is_none());
        open && !matches!(self.mode, Mode::Confirm(Confirm::Quit))
    }

    /// Whether this game is played in a room.
    #[must_use]
    pub fn in_room(&self) -> bool {
        self.room.is_some()
    }

    /// Has what comes from the room posted through `post` from now on (what came before first), with a
    /// ticket of its own: the room's messages then wake the interface, and those of a room left are dropped.
    pub fn hook_room(&mut self, post: &Post) {
        let Some(room) = &mut self.room else { return };
        if room.ticket.is_some() {
            return;
        }
        let ticket = post.ticket();
        let post = post.clone();
        room.link.notify(Box::new(move |message| post.send(News::Room(ticket, message))));
        room.ticket = Some(ticket);
    }

    /// Whether a message of the room with `ticket` is for this game's room, still open.
    #[must_use]
    pub fn room_hears(&self, ticket: Ticket) -> bool {
        self.room.as_ref().is_some_and(|room| room.ticket == Some(ticket) && room.closed.is_none())
    }

    /// Sends `message` to the room; says so if the room cannot take it.
    fn send(&mut self, message: ToHost, shared: &mut Shared) -> bool {
        let Some(room) = &self.room else { return false };
        if let Some(why) = &room.closed {
            shared.refuse(t!("rooms-closed-esc", why = why.as_str()));
            return false;
        }
        if !room.link.send(message) {
            shared.refuse(t!("rooms-no-answer"));
            return false;
        }
        true
    }

    /// Why this terminal cannot play in the room now, if it cannot.
    pub(super) fn cannot_play(&self) -> Option<String> {
        let room = self.room.as_ref()?;
        if let Some(why) = &room.closed {
            return Some(t!("rooms-closed-esc", why = why.as_str()));
        }
        let Some(you) = room.you else { return Some(t!("rooms-spectators-cannot")) };
        if self.result().is_some() {
            return Some(t!("rooms-game-over"));
        }
        if self.line.side_to_move() != you {
            return Some(t!("rooms-their-turn", name = room.name(you.opponent())));
        }
        if self.line.has_future() {
            let (at, len) = self.at();
            return Some(t!("rooms-board-elsewhere", ply = at, plies = len));
        }
        if room.sent.is_some() {
            return Some(t!("rooms-move-sent"));
        }
        None
    }

    /// A move chosen on the board, proposed to the room.
    pub(super) fn propose(&mut self, mv: AnyMove, shared: &mut Shared) {
        self.mode = Mode::Board;
        if let Some(why) = self.cannot_play() {
            self.settle();
            return shared.refuse(why);
        }
        let at = self.line.len();
        if self.send(ToHost::Move { at, mv: mv.to_string() }, shared)
            && let Some(room) = &mut self.room
        {
            room.sent = Some(mv);
        }
        self.settle();
    }

    /// Asks the other player for a takeback or a rematch.
    pub(super) fn ask_room(&mut self, what: Request, shared: &mut Shared) {
        let Some(room) = &self.room else { return };
        if room.you.is_none() {
            return shared.refuse(t!("rooms-spectators-cannot"));
        }
        if self.send(ToHost::Ask { what }, shared) {
            shared.say(t!("rooms-asked", what = request_word(what)));
        }
    }

    /// Resigns in the room.
    pub(super) fn resign_room(&mut self, shared: &mut Shared) {
        self.settle();
        if self.send(ToHost::Resign, shared) {
            shared.say(t!("rooms-resigned"));
        }
    }

    /// Whether a player may abort the room's game now: it goes on and a side has not moved in the room's game
    /// (as the room counts: a save's moves from before the room do not count).
    #[must_use]
    pub fn abort_allowed(&self) -> bool {
        let Some(room) = &self.room else { return false };
        if room.you.is_none() || self.standing() != crate::store::Standing::Ongoing || self.line.has_future() {
            return false;
        }
        let moved = |side: Side| {
            (room.opened_at.min(self.line.len())..self.line.len())
                .any(|ply| self.line.setup_at(ply).is_some_and(|setup| setup.side == side))
        };
        !Side::BOTH.into_iter().all(moved)
    }

    /// Aborts the room's game: no result.
    pub(super) fn abort_room(&mut self, shared: &mut Shared) {
        self.settle();
        if self.send(ToHost::Abort, shared) {
            shared.say(t!("rooms-aborted"));
        }
    }

    /// Answers the other player's request.
    pub(super) fn answer_room(&mut self, what: Request, accept: bool, shared: &mut Shared) {
        if let Some(room) = &mut self.room {
            room.asked = None;
        }
        self.settle();
        if self.send(ToHost::Answer { what, accept }, shared) && !accept {
            shared.say(t!("rooms-you-said-no"));
        }
    }

    /// Sends a one-line message to the room.
    pub(super) fn say_room(&mut self, text: &str, shared: &mut Shared) {
        self.settle();
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let _ = self.send(ToHost::Message { text: text.to_string() }, shared);
    }

    /// What a message of the room does to the game screen.
    pub fn on_room(&mut self, message: FromRoom, shared: &mut Shared) {
        let Some(room) = &mut self.room else { return };
        let message = match message {
            FromRoom::Message(message) => message,
            FromRoom::Closed(why) => {
                let why = closed_words(&why);
                room.sent = None;
                // The reason stays on the room's line; the status bar says what to do.
                match (&room.hosting, room.you, &self.slot.name) {
                    // Under `bao serve`, in the keys of the screens: the saves list hosts a save again.
                    (None, Some(_), Some(name)) if shared.environment.served => {
                        shared.refuse(t!("rooms-closed-saved-served", name = name.as_str()));
                    }
                    (None, Some(_), Some(name)) => shared.refuse(t!("rooms-closed-saved", name = name.as_str())),
                    _ => shared.refuse(t!("rooms-closed", why = why.as_str())),
                }
                room.closed = Some(why);
                self.read_only = true;
                self.settle();
                return;
            }
        };
        match message {
            // The messages a state carries are those of joining; this terminal has heard them since.
            ToPeer::State { save, game, you, presence, clocks, opened_at, said: _ } => {
                room.opened_at = opened_at;
                self.room_state(&save, game, you.map(Side::from), presence, clocks, shared);
            }
            ToPeer::Moved { at, mv, side, clocks, due } => self.room_moved(at, &mv, side.into(), (clocks, due), shared),
            ToPeer::Asked { what, by } => {
                let by = Side::from(by);
                if room.you == Some(by.opponent()) {
                    room.asked = Some(what);
                    if matches!(self.mode, Mode::Board | Mode::GameOver) {
                        self.settle();
                    }
                } else if room.you.is_none() {
                    let name = crate::printable::printable(&room.name(by)).into_owned();
                    shared.say(t!("rooms-someone-asks", name = name, what = request_word(what)));
                }
            }
            ToPeer::Answered { what, accept: false, by } => {
                shared.say(t!("rooms-said-no", name = room.name(Side::from(by)), what = request_word(what)));
            }
            ToPeer::Answered { .. } | ToPeer::Welcome { .. } => {}
            ToPeer::Resigned { side } | ToPeer::Flagged { side } => {
                room.sent = None;
                room.asked = None;
                self.line.go_to(usize::MAX);
                let on_time = matches!(message, ToPeer::Flagged { .. });
                self.forfeit = Some(Forfeit::of(side.into(), on_time));
                self.over_dismissed = false;
                if let Some((clocks, _)) = &mut room.clocks {
                    clocks.running = None;
                    // The flag fell: that side's time is used up, not the time last sent before it ran.
                    if on_time {
                        clocks.left[crate::rules::Side::from(side)] = 0;
                    }
                }
                self.settle();
                shared.say(self.standing().to_string());
            }
            ToPeer::Aborted { by } => self.room_aborted(by.into(), shared),
            ToPeer::Message(said) => {
                room.hear(&said);
                let heard = room.said.back().cloned();
                if let Some(heard) = heard.filter(|heard| room.shows(heard)) {
                    shared.say(format!("{}: {}", heard.sender(), heard.text));
                }
            }
            ToPeer::Presence(presence) => {
                for side in Side::BOTH {
                    let (was, now) = (room.presence.connected[side], presence.connected[side]);
                    if room.you != Some(side) && was != now {
                        let name = presence.names[side].clone().unwrap_or_default();
                        shared.say(if now { t!("rooms-is-here", name = name) } else { t!("rooms-left", name = name) });
                    }
                }
                if let Some(clocks) = presence.clocks {
                    room.clocks = Some((clocks, Instant::now()));
                }
                room.due = presence.due.map(|due| (due, Instant::now()));
                room.presence = presence;
                let seats = seats_for(room.you, &room.presence);
                self.seats = seats;
            }
            ToPeer::Refused { reason } => {
                room.sent = None;
                shared.refuse(t!("rooms-refused", reason = reason));
                self.settle();
            }
            ToPeer::Bye { reason } => self.on_room(FromRoom::Closed(Closed::Said(reason)), shared),
        }
        // A guest keeps the seat's secret with the save's name, so `bao join` gives the seat back.
        if let Some(room) = &mut self.room
            && let Some((keep, secret)) = &mut room.keep
        {
            keep.keep(&room.code, secret, self.slot.name.as_deref(), room.link.host_uid());
        }
    }

    /// A player aborted the room's game: no result.
    fn room_aborted(&mut self, by: Side, shared: &mut Shared) {
        let Some(room) = &mut self.room else { return };
        room.sent = None;
        room.asked = None;
        self.line.go_to(usize::MAX);
        self.forfeit = Some(Forfeit::Aborted);
        self.over_dismissed = false;
        if let Some((clocks, _)) = &mut room.clocks {
            clocks.running = None;
        }
        let words = if room.you == Some(by) {
            t!("rooms-you-aborted")
        } else {
            t!("rooms-someone-aborted", name = crate::printable::printable(&room.name(by)).into_owned())
        };
        self.settle();
        shared.say(words);
    }

    /// The room's whole game: after a takeback, a draw agreed, or a rematch's new game (a new save).
    fn room_state(
        &mut self,
        save: &crate::store::SaveFile,
        game: u32,
        you: Option<Side>,
        presence: Presence,
        clocks: Option<Clocks>,
        shared: &mut Shared,
    ) {
        let Ok(saved) = save.check() else {
            return self.lose_room(&t!("rooms-bad-game"), shared);
        };
        let Some(room) = &mut self.room else { return };
        if game == room.game && saved.forfeit == Some(Forfeit::DrawAgreed) && self.forfeit != saved.forfeit {
            let name = |side: Side| crate::printable::printable(&room.name(side)).into_owned();
            shared.say(t!("rooms-draw-agreed", south = name(Side::South), north = name(Side::North)));
        } else if game == room.game {
            shared.say(t!("rooms-takeback-agreed"));
        } else {
            // A rematch: a new game, a new save.
            self.slot = SaveSlot::default();
            room.game = game;
            shared.say(match you {
                Some(side) => t!("rooms-rematch-side", side = side.to_string()),
                None => t!("rooms-rematch"),
            });
            self.flipped = you == Some(Side::North);
        }
        room.you = you;
        room.due = presence.due.map(|due| (due, Instant::now()));
        room.presence = presence;
        room.clocks = clocks.map(|clocks| (clocks, Instant::now()));
        room.sent = None;
        room.asked = None;
        self.seats = seats_for(you, &room.presence);
        self.line = saved.line;
        self.forfeit = saved.forfeit;
        self.over_dismissed = false;
        self.settle();
    }

    /// A move the room played, checked again by the rules here.
    fn room_moved(
        &mut self,
        at: usize,
        mv: &str,
        side: Side,
        times: (Option<Clocks>, Option<Due>),
        shared: &mut Shared,
    ) {
        let Some(room) = &mut self.room else { return };
        let (clocks, due) = times;
        room.due = due.map(|due| (due, Instant::now()));
        let yours = room.you == Some(side);
        let name = room.name(side);
        room.sent = None;
        room.asked = None;
        if let Some(clocks) = clocks {
            room.clocks = Some((clocks, Instant::now()));
        }
        // Played at the game's end; a board shown at an earlier move stays there.
        let view = self.line.cursor();
        let browsing = self.line.has_future() || self.mode == Mode::History;
        self.line.go_to(usize::MAX);
        let played = (at == self.line.len()).then(|| self.line.resolve(mv).ok()).flatten();
        let Some(typed) = played.filter(|&typed| self.line.play(typed).is_ok()) else {
            return self.lose_room(&t!("rooms-bad-move", mv = mv), shared);
        };
        // Asked at the game's end, before a browsed board goes back to where it was.
        let my_turn =
            self.line.status() == crate::rules::Status::Ongoing && self.room_seat() == Some(self.line.side_to_move());
        if browsing {
            self.line.go_to(view);
        }
        self.over_dismissed = false;
        shared.say(if yours {
            t!("rooms-you-played", mv = typed.to_string())
        } else {
            t!("rooms-played", name = name, mv = typed.to_string())
        });
        if my_turn {
            // The other player moved and it is this one's turn: the bell, if the settings want it.
            shared.opponent_moved();
        }
        // A move watched seed by seed, a message or a move being typed, a question asked: left as they are (the
        // new move is on the line, and the board shows it once they end).
        let busy = !matches!(self.mode, Mode::Board | Mode::GameOver);
        if !browsing && !busy {
            self.settle();
            if shared.settings.auto_watch && !yours {
                self.watch(true, shared);
            }
        }
    }

    /// The host sent what the rules refuse: the room is left, the game kept as it was.
    fn lose_room(&mut self, why: &str, shared: &mut Shared) {
        if let Some(room) = &mut self.room {
            room.closed = Some(why.to_string());
        }
        self.read_only = true;
        self.settle();
        shared.refuse(t!("rooms-left-room", why = why));
    }

    /// The question waiting for this player, if the other asked for something.
    #[must_use]
    pub fn room_question(&self) -> Option<Confirm> {
        self.room.as_ref()?.asked.map(Confirm::Agree)
    }
}
