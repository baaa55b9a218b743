//! A room's times as this terminal shows them: the clocks and a correspondence move's deadline, as last heard
//! from the room and counted down since.

use std::time::{Duration, Instant};

use crate::rules::Side;

use super::InRoom;

impl InRoom {
    /// The clock of `side` now, in milliseconds, if the game has a clock.
    #[must_use]
    pub fn clock(&self, side: Side) -> Option<u64> {
        let (clocks, at) = self.clocks.as_ref()?;
        let left = clocks.left[side];
        let running = clocks.running.map(Side::from) == Some(side);
        let used = if running { u64::try_from(at.elapsed().as_millis()).unwrap_or(u64::MAX) } else { 0 };
        Some(left.saturating_sub(used))
    }

    /// The deadline of the move now, in a game of days a move not over: the side to move and the milliseconds
    /// left of its period.
    #[must_use]
    pub fn due(&self) -> Option<(Side, u64)> {
        let (due, at) = self.due.as_ref()?;
        let used = u64::try_from(at.elapsed().as_millis()).unwrap_or(u64::MAX);
        Some((due.side.into(), due.left_ms.saturating_sub(used)))
    }

    /// Whether a clock is running (the screen is redrawn as it counts down).
    #[must_use]
    pub fn clock_running(&self) -> bool {
        self.closed.is_none() && self.clocks.as_ref().is_some_and(|(clocks, _)| clocks.running.is_some())
    }

    /// When the running clock next shows another time (`4:05` becomes `4:04`, tenths under ten seconds), if a
    /// clock is running and has time left: the screen needs drawing then, and not before.
    #[must_use]
    pub fn next_clock_change(&self, now: Instant) -> Option<Instant> {
        if !self.clock_running() {
            return None;
        }
        let (clocks, at) = self.clocks.as_ref()?;
        let side = Side::from(clocks.running?);
        let used = u64::try_from(now.saturating_duration_since(*at).as_millis()).unwrap_or(u64::MAX);
        let left = clocks.left[side].saturating_sub(used);
        if left == 0 {
            return None;
        }
        // The time shown is cut, not rounded: it changes when the time left falls below its unit's multiple.
        let unit = if left <= 10_000 { 100 } else { 1000 };
        Some(now + Duration::from_millis(left % unit + 1))
    }
}
