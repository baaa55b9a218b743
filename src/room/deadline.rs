//! A correspondence game's deadline: days for each move (`3d`), so a game goes on while both players are away.
//! Unlike a live clock ([`super::clock`]), the time is not banked and does not stop when a player leaves: each
//! move gives the side to move a whole period from the moment it was played, and a side that lets its period
//! run out loses on time, whether anyone is connected or not.

use std::time::{Duration, Instant};

use crate::rules::Side;

use super::protocol::{Due, Seat};

/// One day.
pub const DAY: Duration = Duration::from_secs(24 * 60 * 60);

/// The deadline of a game of days per move.
#[derive(Clone, Debug)]
pub struct Deadline {
    days: u32,
    /// The side to move and when its period ends (none once the game is over).
    due: Option<(Side, Instant)>,
}

impl Deadline {
    /// A game of `days` a move, with no side's period running yet.
    #[must_use]
    pub fn new(days: u32) -> Deadline {
        Deadline { days, due: None }
    }

    /// A game of `days` a move where `side` has `left` of its period at `now` (a game resumed where it was kept).
    #[must_use]
    pub fn resumed(days: u32, side: Side, left: Duration, now: Instant) -> Deadline {
        Deadline { days, due: Some((side, now + left)) }
    }

    /// Days a move.
    #[must_use]
    pub fn days(&self) -> u32 {
        self.days
    }

    /// The whole period of one move.
    #[must_use]
    pub fn period(&self) -> Duration {
        DAY * self.days
    }

    /// `side`'s turn begins at `now`, with a whole period (none: the game is over and nothing runs).
    pub fn turn(&mut self, side: Option<Side>, now: Instant) {
        self.due = side.map(|side| (side, now + self.period()));
    }

    /// The side whose period runs, and what is left of it at `now`.
    #[must_use]
    pub fn left(&self, now: Instant) -> Option<(Side, Duration)> {
        self.due.map(|(side, due)| (side, due.saturating_duration_since(now)))
    }

    /// When the running period ends.
    #[must_use]
    pub fn due(&self) -> Option<Instant> {
        self.due.map(|(_, due)| due)
    }

    /// The deadline as sent to peers.
    #[must_use]
    pub fn show(&self, now: Instant) -> Option<Due> {
        let (side, left) = self.left(now)?;
        Some(Due {
            side: Seat::from(side),
            left_ms: u64::try_from(left.as_millis()).unwrap_or(u64::MAX),
            days: self.days,
        })
    }
}

/// What is left of a period, in the words a player reads at a glance: `2d 23h`, `5h 12m`, `12m`, `under a
/// minute`.
#[must_use]
pub fn show_left(millis: u64) -> String {
    let minutes = millis / 60_000;
    let (days, hours, minutes) = (minutes / (24 * 60), (minutes / 60) % 24, minutes % 60);
    match (days, hours, minutes) {
        (0, 0, 0) => "under a minute".into(),
        (0, 0, minutes) => format!("{minutes}m"),
        (0, hours, minutes) => format!("{hours}h {minutes:02}m"),
        (days, hours, _) => format!("{days}d {hours}h"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_turn_has_a_whole_period_that_runs_whoever_is_there() {
        let start = Instant::now();
        let mut deadline = Deadline::new(2);
        assert_eq!(deadline.left(start), None);
        deadline.turn(Some(Side::South), start);
        assert_eq!(deadline.left(start + DAY), Some((Side::South, DAY)));
        // A move late in the period gives the other side a whole period from then, not what was left.
        deadline.turn(Some(Side::North), start + DAY);
        assert_eq!(deadline.left(start + DAY), Some((Side::North, DAY * 2)));
        assert_eq!(deadline.left(start + DAY * 5), Some((Side::North, Duration::ZERO)));
        deadline.turn(None, start + DAY * 2);
        assert_eq!(deadline.show(start), None);
    }

    #[test]
    fn what_is_left_reads_in_days_hours_and_minutes() {
        assert_eq!(show_left(0), "under a minute");
        assert_eq!(show_left(59_999), "under a minute");
        assert_eq!(show_left(12 * 60_000 + 5), "12m");
        assert_eq!(show_left((5 * 60 + 7) * 60_000), "5h 07m");
        assert_eq!(show_left((2 * 24 + 23) * 3_600_000 + 59 * 60_000), "2d 23h");
    }
}
