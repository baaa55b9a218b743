//! The clocks of a room game: each side starts with some minutes and gains some seconds after each of its
//! moves (`--clock 5+3`: five minutes, three seconds a move). The side to move's time runs while both players
//! are connected and the game goes on; a side whose time runs out loses.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::rules::{BySide, Side};

use super::protocol::{Clocks, Seat};

/// A clock's setting: the time each side starts with and the increment per move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ClockSpec {
    /// Each side's starting time.
    pub initial: Duration,
    /// Added after each move.
    pub increment: Duration,
}

impl FromStr for ClockSpec {
    type Err = String;

    /// `MIN+SEC`: whole minutes (1 to 600) and whole seconds of increment (0 to 600), `5+3`; `MIN` alone has no
    /// increment.
    fn from_str(text: &str) -> Result<ClockSpec, String> {
        let bad =
            || format!("`{}` is not a clock: write minutes+seconds, such as 5+3", crate::printable::printable(text));
        let (minutes, seconds) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let minutes: u64 = minutes.parse().map_err(|_| bad())?;
        let seconds: u64 = seconds.parse().map_err(|_| bad())?;
        if !(1..=600).contains(&minutes) || seconds > 600 {
            return Err(format!("{}: minutes from 1 to 600, seconds of increment from 0 to 600", bad()));
        }
        Ok(ClockSpec { initial: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) })
    }
}

impl fmt::Display for ClockSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.initial.as_secs() / 60, self.increment.as_secs())
    }
}

/// Both sides' clocks.
#[derive(Clone, Debug)]
pub struct Clock {
    spec: ClockSpec,
    left: BySide<Duration>,
    /// The side whose time runs, and since when.
    running: Option<(Side, Instant)>,
}

impl Clock {
    /// Both clocks at their starting time, stopped.
    #[must_use]
    pub fn new(spec: ClockSpec) -> Clock {
        Clock { spec, left: BySide::new(spec.initial, spec.initial), running: None }
    }

    /// Both clocks stopped at the times `left` (a game resumed where it was kept).
    #[must_use]
    pub fn resumed(spec: ClockSpec, left: BySide<Duration>) -> Clock {
        Clock { spec, left, running: None }
    }

    /// The setting.
    #[must_use]
    pub fn spec(&self) -> ClockSpec {
        self.spec
    }

    /// The side whose time runs.
    #[must_use]
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// The time `side` has left at `now`.
    #[must_use]
    pub fn left(&self, side: Side, now: Instant) -> Duration {
        match self.running {
            Some((running, since)) if running == side => {
                self.left[side].saturating_sub(now.saturating_duration_since(since))
            }
            _ => self.left[side],
        }
    }

    /// Runs `side`'s time from `now` (none: both stopped), keeping what the running side used.
    pub fn run(&mut self, side: Option<Side>, now: Instant) {
        if self.running() == side {
            return;
        }
        if let Some((running, _)) = self.running {
            self.left[running] = self.left(running, now);
        }
        self.running = side.map(|side| (side, now));
    }

    /// `side` moved at `now`: its time stops and gains the increment.
    pub fn moved(&mut self, side: Side, now: Instant) {
        self.run(None, now);
        self.left[side] += self.spec.increment;
    }

    /// The clocks as sent to peers.
    #[must_use]
    pub fn show(&self, now: Instant) -> Clocks {
        let millis = |side| u64::try_from(self.left(side, now).as_millis()).unwrap_or(u64::MAX);
        Clocks {
            left: BySide::new(millis(Side::South), millis(Side::North)),
            increment: u64::try_from(self.spec.increment.as_millis()).unwrap_or(u64::MAX),
            running: self.running().map(Seat::from),
        }
    }
}

/// `4:05`, or `0:09.4` under ten seconds.
#[must_use]
pub fn show_time(millis: u64) -> String {
    let seconds = millis / 1000;
    if seconds < 10 {
        format!("0:{seconds:02}.{}", (millis % 1000) / 100)
    } else if seconds >= 3600 {
        format!("{}:{:02}:{:02}", seconds / 3600, (seconds / 60) % 60, seconds % 60)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_setting_reads_minutes_and_increment() {
        let spec: ClockSpec = "5+3".parse().unwrap();
        assert_eq!((spec.initial, spec.increment), (Duration::from_secs(300), Duration::from_secs(3)));
        assert_eq!("10".parse::<ClockSpec>().unwrap().to_string(), "10+0");
        for bad in ["", "0+5", "5+", "a+b", "601", "5+601", "-1+2", "5+3+1"] {
            assert!(bad.parse::<ClockSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn only_the_running_side_loses_time_and_a_move_adds_the_increment() {
        let t0 = Instant::now();
        let mut clock = Clock::new("1+2".parse().unwrap());
        clock.run(Some(Side::South), t0);
        let t1 = t0 + Duration::from_secs(10);
        assert_eq!(clock.left(Side::South, t1), Duration::from_secs(50));
        assert_eq!(clock.left(Side::North, t1), Duration::from_secs(60));
        clock.moved(Side::South, t1);
        clock.run(Some(Side::North), t1);
        assert_eq!(clock.left(Side::South, t1 + Duration::from_secs(5)), Duration::from_secs(52));
        assert_eq!(clock.left(Side::North, t1 + Duration::from_secs(100)), Duration::ZERO);
        assert_eq!(clock.show(t1).running, Some(Seat::North));
    }

    #[test]
    fn times_show_as_minutes_and_seconds_and_tenths_at_the_end() {
        assert_eq!(show_time(245_000), "4:05");
        assert_eq!(show_time(9_400), "0:09.4");
        assert_eq!(show_time(3_725_000), "1:02:05");
    }
}
