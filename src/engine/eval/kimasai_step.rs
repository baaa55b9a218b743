//! Kimasai-step's evaluation (rules/kimasai-step.md): stones are everything (capturing all of the
//! opponent's wins), so the score is the stone difference, plus the captures the mover has at hand, less the
//! captures the opponent threatens, and something for stones free to step (a side with few free stones can
//! be forced to step into a capture).

use super::holes_of;
use crate::rules::{Setup, Side};

/// One stone.
const STONE: i32 = 100;
/// A stone whose next hole is empty.
const FREE_STONE: i32 = 3;
/// Per stone of the best capture the mover has at hand (it may play it next ply).
const CAPTURE_AT_HAND: i32 = 70;
/// Per stone of the best capture the opponent threatens (the mover may be able to parry it).
const THREAT: i32 = 50;

/// The score for the side to move, in hundredths of a stone.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    let me = setup.side;
    let them = me.opponent();
    let (mine, theirs) = (holes_of(setup, me), holes_of(setup, them));
    let stones = |holes: &[u8]| holes.iter().map(|&c| i32::from(c)).sum::<i32>();
    STONE * (stones(mine) - stones(theirs))
        + FREE_STONE * (free(mine) - free(theirs))
        + CAPTURE_AT_HAND * best_capture(setup, me)
        - THREAT * best_capture(setup, them)
}

/// Stones whose next hole (one step anticlockwise: circuit place `k` to `k - 1`) is empty.
fn free(holes: &[u8]) -> i32 {
    let n = holes.len();
    (0..n).filter(|&k| holes[k] > 0 && holes[(k + n - 1) % n] == 0).count() as i32
}

/// Stones the side's best capturing step would take: a stone stepping into an empty front hole that faces
/// an enemy stone takes it and the stone behind it.
fn best_capture(setup: &Setup, side: Side) -> i32 {
    let (mine, theirs) = (holes_of(setup, side), holes_of(setup, side.opponent()));
    let n = mine.len();
    let width = n / 2;
    (0..width)
        .filter(|&to| mine[to] == 0 && mine[(to + 1) % n] > 0)
        .map(|to| {
            let facing = width - 1 - to;
            if theirs[facing] > 0 { i32::from(theirs[facing]) + i32::from(theirs[n - 1 - facing]) } else { 0 }
        })
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, KimasaiStep};

    #[test]
    fn the_start_is_level_for_the_material_and_counts_the_first_capture() {
        let start = KimasaiStep::start().to_setup();
        // Level material; the difference is only mobility and captures at hand.
        assert!(evaluate(&start).abs() < STONE);
    }

    #[test]
    fn stones_dominate() {
        // South has 2 stones, North 1.
        let setup: Setup =
            "kimasai-step N 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1/0,1,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0,0,0,0 m=9"
                .parse()
                .unwrap();
        assert!(evaluate(&setup) < -STONE / 2);
    }
}
