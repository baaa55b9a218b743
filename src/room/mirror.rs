//! A game against the computer played in a player's own program, shown to others in a room the server keeps
//! (`bao serve`, the player's setting "let others watch my games against the computer"): a *broadcast* room
//! ([`OpenRoom::computer`]), both seats bound to this program, which takes both with two links and sends each
//! move played on its board on the link of the side that played it. Spectators watch it as any room.
//!
//! The game stays the program's own: the mirror only follows. The interface hands it what the game is now
//! ([`Shown`]) each time that changes; a thread of the mirror's does the rest (opening the room, joining,
//! sending), so a move on the board never waits for it, and a mirror that cannot open says so once, through
//! the hook it was given, and then does nothing. What to send is [`plan`]ned from the game the room has and
//! the game wanted: the moves that extend it, a resignation, or — when the game wanted is not the room's
//! played on (a move played from an earlier position cutting the later ones, a resignation taken back, a new
//! start, other seats) — a new room from the game as it is now, the old one left (its watchers are told the
//! player left it). Dropping the mirror leaves its room once what was handed to it is sent: both links say
//! bye, and the keeper's room, its seats empty, closes.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use crate::rules::{AnyLine, AnyMove, BySide, Setup, Side};
use crate::store::{Player, SaveFile};

use super::code::RoomCode;
use super::dir::Rooms;
use super::event::FromRoom;
use super::keeper::{KEEPER_VERSION, OpenRoom, ask_broadcast, computer_name};
use super::link::Link;
use super::protocol::{ToHost, ToPeer, VERSION};

/// How often the mirror's thread looks at its links when nothing new is handed to it (for a room closed
/// under it, and so its links' queues never grow).
const LOOK_EVERY: Duration = Duration::from_secs(2);

/// How long the mirror waits for the room to play a move it sent before it counts the room as broken.
const ECHO_WAIT: Duration = Duration::from_secs(5);

/// A game against the computer as its player's program has it: what a mirror shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shown {
    /// The game's start.
    pub start: Setup,
    /// Every move of the game, from the start (the whole record, wherever the board's cursor is).
    pub moves: Vec<AnyMove>,
    /// The side that resigned at the record's end, if one did.
    pub resigned: Option<Side>,
    /// The person's side (the computer plays the other).
    pub person: Side,
    /// The person's name.
    pub name: String,
    /// The computer's level (1 to 6).
    pub level: u8,
}

/// What the mirror does to bring the room to the game wanted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Plan {
    /// Moves to send, each with the side that plays it and the number of moves before it; then, if one
    /// did, the side that resigned.
    Send(Vec<(Side, usize, AnyMove)>, Option<Side>),
    /// The game wanted is not the room's played on: a new room.
    Reopen,
}

/// What brings a room showing `room` to `wanted`: the moves after the room's and a resignation, when
/// `wanted` plays on from it (same start, seats and level, the room's moves first, no resignation taken
/// back, every new move legal); else a new room.
#[must_use]
pub fn plan(room: &Shown, wanted: &Shown) -> Plan {
    let same = room.start == wanted.start
        && room.person == wanted.person
        && room.level == wanted.level
        && room.name == wanted.name
        && wanted.moves.starts_with(&room.moves);
    let more = wanted.moves.len() > room.moves.len();
    if !same || (room.resigned.is_some() && (more || room.resigned != wanted.resigned)) {
        return Plan::Reopen;
    }
    let Ok(mut line) = AnyLine::new(&room.start) else { return Plan::Reopen };
    let mut sends = Vec::new();
    for (at, &mv) in wanted.moves.iter().enumerate() {
        let side = line.side_to_move();
        if line.play(mv).is_err() {
            return Plan::Reopen;
        }
        if at >= room.moves.len() {
            sends.push((side, at, mv));
        }
    }
    Plan::Send(sends, wanted.resigned.filter(|_| room.resigned.is_none()))
}

/// A mirror of one game: dropping it leaves its room (after what was handed to it is sent).
pub struct Mirror {
    wanted: Sender<Shown>,
}

impl Mirror {
    /// A mirror opening its rooms with the keeper of `rooms` (the server's); `report` is told, once, why it
    /// could not open one (the game goes on without it). Nothing is opened until [`Mirror::show`].
    #[must_use]
    pub fn start(rooms: Rooms, report: Box<dyn Fn(String) + Send>) -> Mirror {
        let (wanted, inbox) = mpsc::channel();
        std::thread::spawn(move || run(&rooms, &inbox, &*report));
        Mirror { wanted }
    }

    /// Shows `game` (the game as it is now): never waits.
    pub fn show(&self, game: Shown) {
        let _ = self.wanted.send(game);
    }
}

/// An open broadcast room: its code, the two links (by side), and the game it has.
struct Open {
    code: RoomCode,
    links: BySide<Link>,
    has: Shown,
    /// A move was refused, or the room stopped answering.
    broken: bool,
}

/// The mirror's thread: the latest game handed to it shown, until the mirror is dropped.
fn run(rooms: &Rooms, inbox: &Receiver<Shown>, report: &dyn Fn(String)) {
    let mut open: Option<Open> = None;
    let mut last: Option<Shown> = None;
    loop {
        let mut wanted = match inbox.recv_timeout(LOOK_EVERY) {
            Ok(game) => Some(game),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        // Only the latest matters.
        while let Ok(game) = inbox.try_recv() {
            wanted = Some(game);
        }
        if open.as_ref().is_some_and(|room| !room.healthy()) {
            // The room closed under it (or refused what it sent): a new one for the game as it is.
            open = None;
            wanted = wanted.or_else(|| last.clone());
        }
        let Some(game) = wanted else { continue };
        last = Some(game.clone());
        let step = open.as_ref().map_or(Plan::Reopen, |room| plan(&room.has, &game));
        match step {
            Plan::Send(moves, resigned) => {
                let room = open.as_mut().expect("a plan to send is made for an open room");
                room.send(&moves, resigned);
                room.has = game;
            }
            Plan::Reopen => {
                // The old room is left first: its watchers are told, and it closes.
                drop(open.take());
                match Open::new(rooms, game) {
                    Ok(room) => open = Some(room),
                    Err(why) => {
                        // Said once: the game goes on here, unmirrored.
                        return report(format!("others cannot watch this game: {why}"));
                    }
                }
            }
        }
    }
}

impl Open {
    /// Asks the keeper for a broadcast room of `game` and takes both its seats.
    fn new(rooms: &Rooms, game: Shown) -> Result<Open, String> {
        let mut line = AnyLine::new(&game.start).map_err(|e| e.to_string())?;
        for &mv in &game.moves {
            line.play(mv).map_err(|e| e.to_string())?;
        }
        let players = BySide::new(Player::Person, Player::Person);
        let request = OpenRoom {
            rated: false,
            version: KEEPER_VERSION,
            save: SaveFile::of_line(&line, players, None, None),
            side: game.person.into(),
            name: game.name.clone(),
            clock: None,
            days: None,
            public: true,
            guest: None,
            computer: Some(game.level),
        };
        let (code, person, computer) = ask_broadcast(rooms, &request)?;
        let join = |name: &str, secret: &str| {
            let hello = ToHost::Hello {
                version: VERSION,
                name: name.to_string(),
                code: code.to_string(),
                watch: false,
                secret: Some(secret.to_string()),
                language: Some(crate::i18n::current().code().to_string()),
            };
            Link::join(rooms, &code, &hello, None).map(|(_, link)| link).map_err(|e| e.to_string())
        };
        let own = join(&game.name, person.as_str())?;
        let theirs = join(&computer_name(game.level), computer.as_str())?;
        let links = if game.person == Side::South { BySide::new(own, theirs) } else { BySide::new(theirs, own) };
        let mut room = Open { code, links, has: Shown { resigned: None, ..game.clone() }, broken: false };
        if let Some(side) = game.resigned {
            room.send(&[], Some(side));
        }
        room.has = game;
        Ok(room)
    }

    /// Sends the moves on the links of the sides that play them, then the resignation. Two links are two
    /// connections, whose lines the room may read in either order: each move is sent once the room has played
    /// the one before (its `moved` heard back), so a reply never arrives before the move it answers. A move
    /// the room refused, or not played in [`ECHO_WAIT`], breaks the room (a new one is opened).
    fn send(&mut self, moves: &[(Side, usize, AnyMove)], resigned: Option<Side>) {
        for &(side, at, mv) in moves {
            if self.broken || !self.links[side].send(ToHost::Move { at, mv: mv.to_string() }) {
                self.broken = true;
                return;
            }
            self.broken = !self.played(side, at);
        }
        if let Some(side) = resigned
            && !self.broken
        {
            self.broken = !self.links[side].send(ToHost::Resign);
        }
    }

    /// Whether the room says, on `side`'s link, that it played move number `at` + 1.
    fn played(&self, side: Side, at: usize) -> bool {
        let deadline = Instant::now() + ECHO_WAIT;
        loop {
            match self.links[side].try_recv() {
                Some(FromRoom::Message(ToPeer::Moved { at: played, .. })) if played == at => return true,
                Some(FromRoom::Closed(_) | FromRoom::Message(ToPeer::Refused { .. } | ToPeer::Bye { .. })) => {
                    return false;
                }
                Some(FromRoom::Message(_)) => {}
                None if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(2)),
                None => return false,
            }
        }
    }

    /// Whether the room is still there and took everything sent to it, its links' news read meanwhile.
    fn healthy(&self) -> bool {
        let mut healthy = !self.broken;
        for link in [&self.links.south, &self.links.north] {
            while let Some(news) = link.try_recv() {
                match news {
                    // A closed link says so on every look: nothing more comes after it.
                    FromRoom::Closed(_) => {
                        healthy = false;
                        break;
                    }
                    FromRoom::Message(ToPeer::Refused { .. } | ToPeer::Bye { .. }) => healthy = false,
                    FromRoom::Message(_) => {}
                }
            }
        }
        healthy
    }
}

impl std::fmt::Debug for Mirror {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Mirror(..)")
    }
}

impl std::fmt::Debug for Open {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Open({})", self.code)
    }
}

#[cfg(test)]
mod tests;
