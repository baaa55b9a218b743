//! Kimasai-step's evaluation (rules/kimasai-step.md): stones are everything (capturing all of the
//! opponent's wins), so the score is the stone difference, and the search follows captures past its horizon
//! (see [`captures_are_searched`](super::captures_are_searched)).
//!
//! Positional terms were tried and left out (stones free to step, the capture at hand, the opponent's threat):
//! they made deeper searches lose to shallower ones (measurements: docs/tuning.md, "Kimasai-step: positional
//! terms left out"). A stone free to step, or a capture one step away, is worth what the search makes of it,
//! and a static guess at it misled the deeper searches more often than it helped.

use super::holes_of;
use crate::rules::{Game, KimasaiStep, Setup};

/// One stone.
const STONE: i32 = 100;

/// The score for the side to move, in hundredths of a stone.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    let me = setup.side;
    let stones = |holes: &[u8]| holes.iter().map(|&c| i32::from(c)).sum::<i32>();
    score(stones(holes_of(setup, me)), stones(holes_of(setup, me.opponent())))
}

/// [`evaluate`] of the position's [`Setup`], read from the position itself (a stone a bit of its sets).
pub(super) fn evaluate_game(position: &KimasaiStep) -> i32 {
    let me = position.side_to_move();
    let stones = position.stones().map(|set| set.count_ones() as i32);
    score(stones[me], stones[me.opponent()])
}

/// The score of the mover's stones against the opponent's.
fn score(mine: i32, theirs: i32) -> i32 {
    STONE * (mine - theirs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, KimasaiStep};

    #[test]
    fn the_start_is_level() {
        assert_eq!(evaluate(&KimasaiStep::start().to_setup()), 0);
    }

    #[test]
    fn stones_decide() {
        // South has 2 stones, North 1; North to move.
        let setup: Setup =
            "kimasai-step N 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1/0,1,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0,0,0,0 m=9"
                .parse()
                .unwrap();
        assert_eq!(evaluate(&setup), -STONE);
    }
}
