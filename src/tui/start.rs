//! The start screen's state and what its keys do: a game, who plays South and North, a line that swaps them,
//! and the start line; `c`, `o` and `e` continue the last game, list the saves and open the editor.

use crate::rules::{Setup, Side, Variant};

use super::go::Go;
use super::keys::{Action, KeyScreen};
use super::seats::{Seats, next_player, people, swapped};
use super::shared::Shared;

/// The lines of the start screen: the game, South, North, the swap, the start.
pub const START_LINES: usize = 5;

/// The start screen: a game, the two players by side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StartMenu {
    /// The selected line (0 game, 1 South, 2 North, 3 swap sides, 4 start).
    pub line: usize,
    /// The selected game's index in [`Variant::ALL`].
    pub game: usize,
    /// The players.
    pub seats: Seats,
}

impl Default for StartMenu {
    fn default() -> Self {
        StartMenu { line: 0, game: 0, seats: people() }
    }
}

impl StartMenu {
    /// The start screen with `variant` selected.
    #[must_use]
    pub fn on(variant: Variant) -> StartMenu {
        let game = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        StartMenu { game, ..StartMenu::default() }
    }

    /// The selected game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        Variant::ALL[self.game % Variant::ALL.len()]
    }

    /// The side a player line sets (lines 1 and 2), if the selected line is one.
    #[must_use]
    pub fn side_line(line: usize) -> Option<Side> {
        match line {
            1 => Some(Side::South),
            2 => Some(Side::North),
            _ => None,
        }
    }

    /// The key table of the screen (one, whatever its state: asked as every screen is asked).
    #[must_use]
    #[allow(clippy::unused_self, reason = "the screens answer alike; this one's table does not change")]
    pub fn key_screen(&self) -> KeyScreen {
        KeyScreen::Start
    }

    /// Applies one action; returns the screen to go to, if any.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        let step = |value: usize, by: isize, modulo: usize| (value + modulo).wrapping_add_signed(by) % modulo;
        let by = match action {
            Action::Left => -1,
            Action::Right => 1,
            _ => 0,
        };
        match action {
            Action::Up => self.line = step(self.line, -1, START_LINES),
            Action::Down => self.line = step(self.line, 1, START_LINES),
            Action::Left | Action::Right => match (self.line, StartMenu::side_line(self.line)) {
                (0, _) => self.game = step(self.game, by, Variant::ALL.len()),
                (_, Some(side)) => {
                    self.seats[side] = next_player(self.seats[side], by, shared.settings.levels[side]);
                }
                (3, _) => self.seats = swapped(self.seats),
                _ => {}
            },
            // Enter starts the game from every line, as the key bar says ("Enter start").
            Action::Choose => {
                return Some(Go::NewGame { start: Setup::start(self.variant()), seats: self.seats, study: false });
            }
            Action::Continue => return Some(Go::Continue),
            Action::Saves => return Some(Go::Saves),
            Action::Edit => return Some(Go::Editor),
            Action::Rooms => return Some(Go::Rooms),
            Action::Learn => return Some(Go::Learn(self.variant())),
            _ => {}
        }
        None
    }
}
