//! The store the interface saves games to, and what it offers the start screen: the newest unfinished game to
//! continue and how many files it holds. A game in progress writes itself to the store
//! ([`Play::autosave`](super::play::Play::autosave)); nothing here knows the rules.

use crate::rules::Variant;
use jiff::tz::TimeZone;

use crate::store::{Store, clock};

/// The game the start screen offers to continue: the most recently saved game that goes on where it was
/// saved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Resume {
    /// The save's name.
    pub name: String,
    /// The game.
    pub variant: Variant,
    /// Moves on the board when it was saved.
    pub cursor: usize,
}

/// The store the interface writes to, and what it holds that the start screen shows.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Saving {
    /// The store; `None` (as in tests, or with no data folder) writes nothing.
    pub store: Option<Store>,
    /// What "continue" opens.
    pub resume: Option<Resume>,
    /// How many files the store holds, damaged ones included.
    pub count: usize,
}

impl Saving {
    /// Saving into `store`, with what it holds read at once.
    #[must_use]
    pub fn at(store: Store) -> Saving {
        let mut saving = Saving { store: Some(store), ..Saving::default() };
        saving.refresh();
        saving
    }

    /// Reads the store again for the start screen: the newest save that goes on at its cursor is offered. A
    /// store that cannot be read offers nothing.
    pub fn refresh(&mut self) {
        let entries = self.store.as_ref().and_then(|store| store.list().ok()).unwrap_or_default();
        self.count = entries.len();
        self.resume = entries.into_iter().find_map(|entry| match entry.game {
            // A game taken back from its end goes on at its cursor.
            Ok(game) if game.at_cursor().is_ongoing() => {
                Some(Resume { name: entry.name, variant: game.line.variant(), cursor: game.cursor() })
            }
            _ => None,
        });
    }
}

/// The stem of an automatic name: the game and the minute of `now` (RFC 3339) in `zone`, the local time the
/// player reads on a clock: `kingulu-2026-11-30-0512`.
#[must_use]
pub fn stem(variant: Variant, now: &str, zone: &TimeZone) -> String {
    format!("{variant}-{}", clock::name_minute(now, zone))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn automatic_names_tell_the_game_and_the_minute() {
        assert_eq!(stem(Variant::Kingulu, "2026-11-30T05:12:33Z", &TimeZone::UTC), "kingulu-2026-11-30-0512");
        let nairobi = TimeZone::fixed(jiff::tz::offset(3));
        assert_eq!(stem(Variant::Kete, "2026-11-30T23:12:33Z", &nairobi), "kete-2026-12-01-0212", "local time");
    }
}
