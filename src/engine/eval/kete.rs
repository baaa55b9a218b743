//! Kete's evaluation (rules/kete.md), written against the plain-data view so it works the day the kete rules
//! land: seeds owned (board and reserve), occupied front holes (an empty front row loses, and the front row
//! is where captures are made), a functioning kuu, and the mover's best capture at hand (in nemo any
//! occupied front hole facing an occupied one captures).

use super::holes_of;
use crate::rules::{Setup, Side};

/// One seed owned, on the board or in reserve.
const SEED: i32 = 100;
/// An occupied front-row hole.
const FRONT_HOLE: i32 = 20;
/// A kuu that still functions (kuu flag set).
const KUU: i32 = 200;
/// Share of the largest front hole the mover can capture next.
const CAPTURE_AT_HAND: i32 = 40;

/// The score for the side to move, in hundredths of a seed.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    let me = setup.side;
    side_value(setup, me) - side_value(setup, me.opponent()) + CAPTURE_AT_HAND * capture_at_hand(setup, me)
}

fn side_value(setup: &Setup, side: Side) -> i32 {
    let holes = holes_of(setup, side);
    let front = &holes[..holes.len() / 2];
    let seeds = holes.iter().map(|&c| i32::from(c)).sum::<i32>() + i32::from(setup.reserves[side]);
    let occupied = front.iter().filter(|&&c| c > 0).count() as i32;
    SEED * seeds + FRONT_HOLE * occupied + if setup.kuu[side] { KUU } else { 0 }
}

/// The largest opposing front hole facing an occupied front hole of `side`: in nemo such a pair is a
/// capture; in mtaji it is where captures land.
fn capture_at_hand(setup: &Setup, side: Side) -> i32 {
    let (mine, theirs) = (holes_of(setup, side), holes_of(setup, side.opponent()));
    let width = mine.len() / 2;
    (0..width).filter(|&k| mine[k] > 0).map(|k| i32::from(theirs[width - 1 - k])).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(text: &str) -> Setup {
        text.parse().unwrap()
    }

    const START: &str = "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1";

    #[test]
    fn the_start_is_level() {
        let start = setup(START);
        assert_eq!(evaluate(&start), 0);
        assert_eq!(evaluate(&super::super::mirrored(&start)), 0);
    }

    #[test]
    fn captured_seeds_and_a_kuu_count() {
        // North's a3 (2 seeds) was captured into South's front row; North's kuu is gone.
        let after = setup("kete N 0,0,0,0,0,0,0,0/0,0,2,6,0,0,0,0/2,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=10 m=2");
        let score = evaluate(&after);
        assert!(score < -(4 * SEED + KUU) + CAPTURE_AT_HAND * 6 + 1, "{score}");
        assert_eq!(evaluate(&super::super::mirrored(&after)), score);
    }
}
