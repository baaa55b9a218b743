//! What a server keeps of a room's game, and a room made again from it: [`Kept`] is the authority's state as a
//! database stores it (the game, who sits where and the key of each seat's secret, the clocks, a forfeit), and
//! [`Authority::restore`] is the room a restarted server opens from it, with the same code and the same seat
//! keys, so each player's ticket takes their seat back.

use std::time::{Duration, Instant};

use crate::rules::{AnyLine, BySide, Side};
use crate::store::Forfeit;

use super::super::clock::{Clock, ClockSpec};
use super::super::code::{RoomCode, SeatKey};
use super::super::deadline::Deadline;
use super::{Authority, Holder};

/// A seat as kept: the name of who took it and the key of its secret (both none while it is free).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct KeptSeat {
    /// Who took it.
    pub name: Option<String>,
    /// The key of the secret that gives it back.
    pub key: Option<SeatKey>,
}

/// A room's game as a server keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Kept {
    /// Which game of the room: 1, then 2 for its rematch, ...
    pub game: u32,
    /// The game: its start and every move, the cursor at its end.
    pub line: AnyLine,
    /// Who sits where.
    pub seats: BySide<KeptSeat>,
    /// The clock's setting, if the game has one.
    pub clock: Option<ClockSpec>,
    /// Each side's time left (at the moment the state was taken), if the game has a clock.
    pub clocks: Option<BySide<Duration>>,
    /// Days a move, in a correspondence game (which then has no clock).
    pub days: Option<u32>,
    /// What is left of the side to move's period (at the moment the state was taken), in a correspondence
    /// game not over.
    pub due: Option<Duration>,
    /// A resignation, a loss on time, a draw agreed or an abort, once one ended the game.
    pub forfeit: Option<Forfeit>,
    /// How many of the line's moves came before the room's game (a save played on); a store that does not
    /// know says 0, so that every move counts against an abort (refused rather than wrongly allowed).
    pub opened_at: usize,
    /// When the game began, as a save writes it.
    pub created: String,
}

impl Authority {
    /// The room's game as a server keeps it, its clocks read at `now`.
    #[must_use]
    pub fn kept(&self, now: Instant) -> Kept {
        let seat = |side: Side| KeptSeat { name: self.seats[side].name.clone(), key: self.seats[side].key.clone() };
        Kept {
            game: self.game,
            line: self.line.clone(),
            seats: BySide::new(seat(Side::South), seat(Side::North)),
            clock: self.clock.as_ref().map(Clock::spec),
            clocks: self
                .clock
                .as_ref()
                .map(|clock| BySide::new(clock.left(Side::South, now), clock.left(Side::North, now))),
            days: self.deadline.as_ref().map(Deadline::days),
            due: self.deadline.as_ref().and_then(|deadline| deadline.left(now)).map(|(_, left)| left),
            forfeit: self.forfeit,
            opened_at: self.opened_at,
            created: self.created.clone(),
        }
    }

    /// The room `code` made again from what a server kept of it: the same game at its last move, the same
    /// seats with the same keys (nobody connected yet), the clocks stopped at the times kept (they run again
    /// when both players are back, as after any absence), and a correspondence game's period running from
    /// `now` with what was left of it.
    #[must_use]
    pub fn restore(code: RoomCode, kept: Kept, now: Instant) -> Authority {
        let mut line = kept.line;
        line.go_to(usize::MAX);
        line.truncate();
        let holder = |seat: KeptSeat| Holder { name: seat.name, key: seat.key, peer: None };
        let clock = kept.clock.map(|spec| match kept.clocks {
            Some(left) => Clock::resumed(spec, left),
            None => Clock::new(spec),
        });
        let over = kept.forfeit.is_some() || line.end_status() != crate::rules::Status::Ongoing;
        let deadline = kept.days.map(|days| match kept.due {
            Some(left) if !over => Deadline::resumed(days, line.side_to_move(), left, now),
            _ => Deadline::new(days),
        });
        Authority {
            code,
            start: line.start(),
            line,
            forfeit: kept.forfeit,
            opened_at: kept.opened_at,
            said: std::collections::VecDeque::new(),
            languages: Vec::new(),
            created: kept.created,
            game: kept.game,
            seats: BySide::new(holder(kept.seats.south), holder(kept.seats.north)),
            spectators: Vec::new(),
            pending: None,
            clock,
            deadline,
        }
    }
}
