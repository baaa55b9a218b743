//! The players panel (`P` on the board): who plays each side during a game, a person or the computer at a
//! level. ↑ ↓ choose a side; ← → change its player exactly as the start screen does
//! ([`next_player`]); Enter applies, Esc cancels. It opens while the computer thinks too, and the thought goes on
//! meanwhile (its move waits until the panel is closed, as it waits for a playback).
//!
//! Applying changes nothing else itself: [`Play::schedule_computer`], run after every action, drops a thought
//! whose side is now played by someone else (a person, or the computer at another level), which raises its
//! stop flag, and starts the computer thinking if a side it now plays is to move. The save records the new
//! players at once (the autosave after every action writes when they changed).

use crate::engine::Level;
use crate::rules::{BySide, Side};

use super::super::keys::Action;
use super::super::seats::{Player, Seats, next_player};
use super::super::shared::Shared;
use super::{Mode, Play};

/// The panel's state: the side chosen and the seats as changed so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeatsPanel {
    /// The chosen side.
    pub side: Side,
    /// The seats as changed so far, applied with Enter.
    pub draft: Seats,
}

impl SeatsPanel {
    /// The panel over `play`'s seats, on the side a computer plays (the side to move first), so ← → change
    /// its level at once; with no computer, on the side to move.
    #[must_use]
    pub fn open(play: &Play) -> SeatsPanel {
        let to_move = play.line.side_to_move();
        let side = [to_move, to_move.opponent()]
            .into_iter()
            .find(|&side| play.seats[side] != Player::Person)
            .unwrap_or(to_move);
        SeatsPanel { side, draft: play.seats }
    }

    /// Changes the chosen side's player as the start screen's ← (`by` = -1) or → does; `levels` are the
    /// settings' levels of each side, which a person made the computer gets first.
    pub fn change(&mut self, by: isize, levels: BySide<Level>) {
        let player = &mut self.draft[self.side];
        *player = next_player(*player, by, levels[self.side]);
    }
}

impl Play {
    /// An action in the players panel.
    pub(super) fn on_seats(&mut self, mut panel: SeatsPanel, action: Action, shared: &mut Shared) {
        let levels = shared.settings.levels;
        match action {
            Action::Up | Action::Down => panel.side = panel.side.opponent(),
            Action::Left => panel.change(-1, levels),
            Action::Right => panel.change(1, levels),
            Action::Choose => {
                let before = self.seats;
                self.seats = panel.draft;
                self.settle();
                let changed: Vec<String> = Side::BOTH
                    .into_iter()
                    .filter(|&side| before[side] != self.seats[side])
                    .map(|side| {
                        let player = super::super::seats::describe(self.seats[side]);
                        crate::t!("play-player-change", side = crate::explain::side_word(side), player = player)
                    })
                    .collect();
                return if changed.is_empty() {
                    shared.say(crate::t!("play-players-unchanged"));
                } else {
                    shared.say(crate::t!("play-players-changed", changes = changed.join(" · ")));
                };
            }
            Action::Back => {
                self.settle();
                return shared.say(crate::t!("play-players-unchanged"));
            }
            _ => return,
        }
        self.mode = Mode::Seats(panel);
    }
}
