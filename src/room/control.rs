//! A game's time control: a live clock (`10+5`, [`ClockSpec`]), days for each move (`3d`, a correspondence
//! game that goes on while both players are away), or none. The lobby's challenges and the server's games name
//! it in this one written form.

use std::fmt;
use std::str::FromStr;

use super::clock::ClockSpec;

/// The most days a move may take.
pub const MAX_DAYS: u32 = 30;

/// How long the players have for their moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TimeControl {
    /// A live clock: minutes for the game and seconds added after each move (`10+5`).
    Clock(ClockSpec),
    /// Correspondence: each move within this many days (`3d`).
    Days(u32),
    /// No limit (`none`).
    Unlimited,
}

impl TimeControl {
    /// The live clock, if the game has one.
    #[must_use]
    pub fn clock(self) -> Option<ClockSpec> {
        match self {
            TimeControl::Clock(spec) => Some(spec),
            TimeControl::Days(_) | TimeControl::Unlimited => None,
        }
    }
}

impl FromStr for TimeControl {
    type Err = String;

    /// `MIN+SEC` (a clock, as `--clock` takes it), `Nd` (1 to [`MAX_DAYS`] days a move) or `none`.
    fn from_str(text: &str) -> Result<TimeControl, String> {
        let text = text.trim();
        if text == "none" {
            return Ok(TimeControl::Unlimited);
        }
        if let Some(days) = text.strip_suffix('d') {
            let shown = crate::printable::printable(text);
            let days: u32 = days.parse().map_err(|_| format!("`{shown}` is not a number of days: write 3d"))?;
            if !(1..=MAX_DAYS).contains(&days) {
                return Err(format!("`{shown}`: from 1 to {MAX_DAYS} days a move"));
            }
            return Ok(TimeControl::Days(days));
        }
        text.parse::<ClockSpec>()
            .map(TimeControl::Clock)
            .map_err(|error| format!("{error}; or days a move (3d), or none"))
    }
}

/// The written form [`FromStr`] reads: `10+5`, `3d`, `none`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Clock(spec) => write!(f, "{spec}"),
            TimeControl::Days(days) => write!(f, "{days}d"),
            TimeControl::Unlimited => f.write_str("none"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_back_from_what_it_writes() {
        for text in ["10+5", "1+0", "3d", "1d", "30d", "none"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), text);
        }
        assert_eq!("5".parse::<TimeControl>().unwrap().to_string(), "5+0");
    }

    #[test]
    fn nonsense_is_refused_with_the_forms_it_takes() {
        for text in ["0d", "31d", "xd", "d", "", "fast", "0+5", "10+5\u{7}"] {
            let error = text.parse::<TimeControl>().unwrap_err();
            assert!(error.contains("day") || error.contains("clock"), "{text}: {error}");
            assert!(!error.contains('\u{7}'), "shown escaped: {error}");
        }
    }
}
