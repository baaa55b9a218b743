//! The players panel (`P` on the board): who plays each side during a game, a person or the computer at a
//! level. ↑ ↓ choose a side; ← → change its player exactly as the start screen does (`update::next_player`); Enter
//! applies, Esc cancels. It opens while the computer thinks too, and the thought goes on meanwhile (its move
//! waits until the panel is closed, as it waits for a playback).
//!
//! Applying changes nothing else itself: [`Play::schedule_computer`], run after every action, drops a thought
//! whose side is now played by someone else (a person, or the computer at another level), which raises its
//! stop flag, and starts the computer thinking if a side it now plays is to move. The save records the new
//! players at once ([`App::autosave`], after every action, writes when they changed).

use crate::rules::Side;

use super::app::{App, Mode, Play, PlayerKind, Screen, Seats};
use super::keys::Action;
use super::update::next_player;

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
        let to_move = play.session.side_to_move();
        let by_side = play.seats.by_side();
        let side = [to_move, to_move.opponent()]
            .into_iter()
            .find(|&side| matches!(by_side[side].1, PlayerKind::Computer(_)))
            .unwrap_or(to_move);
        SeatsPanel { side, draft: play.seats }
    }

    /// The index in [`Seats::players`] of the player sitting at `side`.
    #[must_use]
    pub fn player_at(&self, side: Side) -> usize {
        if side == Side::South { self.draft.south } else { 1 - self.draft.south }
    }

    /// Changes the chosen side's player as the start screen's ← (`by` = -1) or → does; `levels` are the
    /// settings' levels of players 1 and 2, which a person made the computer gets first.
    pub fn change(&mut self, by: isize, levels: [u8; 2]) {
        let index = self.player_at(self.side);
        let player = &mut self.draft.players[index];
        *player = next_player(*player, by, levels[index]);
    }
}

impl App {
    /// Opens the players panel over the board.
    pub(super) fn open_seats(&mut self) {
        let Screen::Play(play) = &mut self.screen else { return };
        play.mode = Mode::Seats(SeatsPanel::open(play));
    }

    /// An action in the players panel.
    pub(super) fn on_seats(&mut self, mut panel: SeatsPanel, action: Action) {
        let levels = self.settings.levels;
        let Screen::Play(play) = &mut self.screen else { return };
        match action {
            Action::Up | Action::Down => panel.side = panel.side.opponent(),
            Action::Left => panel.change(-1, levels),
            Action::Right => panel.change(1, levels),
            Action::Choose => {
                let before = play.seats.by_side();
                play.seats = panel.draft;
                play.settle();
                let after = play.seats.by_side();
                let changed: Vec<String> = Side::BOTH
                    .into_iter()
                    .filter(|&side| before[side].1 != after[side].1)
                    .map(|side| format!("{side}: {}", after[side].1.describe()))
                    .collect();
                return if changed.is_empty() {
                    self.say("players not changed");
                } else {
                    self.say(format!("players changed · {}", changed.join(" · ")));
                };
            }
            Action::Back => {
                play.settle();
                return self.say("players not changed");
            }
            _ => return,
        }
        play.mode = Mode::Seats(panel);
    }
}
