//! Kimasai-relay's evaluation (rules/kimasai-relay.md): cows owned (on the own circuit and in reserve), a
//! bonus for each occupied inner hole (an empty inner row loses), a penalty for an inner row down to its last
//! hole, and in phase 2 the cows the mover's inner row faces (what a capture can take).

use super::holes_of;
use crate::rules::{Setup, Side, Stage};

/// One cow owned.
const COW: i32 = 100;
/// An occupied hole of the inner row.
const INNER_HOLE: i32 = 25;
/// An inner row with a single occupied hole: one capture from losing.
const LAST_INNER_HOLE: i32 = 300;
/// Share of the cows facing the mover's occupied inner holes, in phase 2.
const FACING: i32 = 10;

/// The score for the side to move, in hundredths of a cow.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    let me = setup.side;
    let them = me.opponent();
    let phase2 = setup.second_stage() == Some(Stage::Phase2);
    let mut score = side_value(setup, me) - side_value(setup, them);
    if phase2 {
        score += FACING * facing_cows(setup, me);
    }
    score
}

fn side_value(setup: &Setup, side: Side) -> i32 {
    let holes = holes_of(setup, side);
    let inner = &holes[..holes.len() / 2];
    let cows: i32 = holes.iter().map(|&c| i32::from(c)).sum::<i32>() + i32::from(setup.reserves[side]);
    let occupied = inner.iter().filter(|&&c| c > 0).count() as i32;
    let mut value = COW * cows + INNER_HOLE * occupied;
    if occupied == 1 {
        value -= LAST_INNER_HOLE;
    }
    value
}

/// Cows in the opponent's inner holes facing the side's occupied inner holes.
fn facing_cows(setup: &Setup, side: Side) -> i32 {
    let (mine, theirs) = (holes_of(setup, side), holes_of(setup, side.opponent()));
    let width = mine.len() / 2;
    (0..width).filter(|&k| mine[k] > 0).map(|k| i32::from(theirs[width - 1 - k])).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_cows_score_more() {
        let setup: Setup =
            "kimasai-relay S 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/2,1,0,0,0,0,0,59/0,0,0,0,0,0,0,0 m=80".parse().unwrap();
        assert!(evaluate(&setup) > 50 * COW);
    }

    #[test]
    fn a_last_inner_hole_is_a_danger() {
        // The same cows; South's inner row holds them in one hole, then in two.
        let one: Setup =
            "kimasai-relay S 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,60 m=80".parse().unwrap();
        let two: Setup =
            "kimasai-relay S 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,60 m=80".parse().unwrap();
        assert!(evaluate(&two) > evaluate(&one) + LAST_INNER_HOLE);
    }
}
