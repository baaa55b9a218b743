//! Kingulu's evaluation (rules/kingulu.md): the final score as it would stand now, with seeds still in play
//! discounted, a bonus for each hole reserved by kuweka mtoto (it banks every seed later sown into it), and
//! the mover's best capture at hand.

use super::holes_of;
use crate::rules::{Setup, Side};

/// A seed already banked, or lying in a reserved hole (its owner scores it for good).
const BANKED: i32 = 100;
/// A seed in an unreserved hole of the own row: scored if the game ended now, but still in play.
const IN_ROW: i32 = 60;
/// A hole reserved by the player: seeds sown into it later go to its owner's bank.
const RESERVED_HOLE: i32 = 150;
/// Share of the best capture the mover has at hand (the capture is only played if the search agrees).
const CAPTURE_AT_HAND: i32 = 30;

/// The score for the side to move, in hundredths of a seed.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    let me = setup.side;
    let them = me.opponent();
    side_value(setup, me) - side_value(setup, them) + CAPTURE_AT_HAND * best_capture(setup, me)
}

/// What `side` owns: its bank, the unreserved seeds of its row, the holes it reserved in the other row.
fn side_value(setup: &Setup, side: Side) -> i32 {
    let width = setup.variant.layout().width();
    let own = side.index() * width;
    let other = side.opponent().index() * width;
    let mut value = BANKED * i32::from(setup.captured[side]);
    for (k, &count) in holes_of(setup, side).iter().enumerate() {
        if !setup.is_reserved_at(own + k) {
            value += IN_ROW * i32::from(count);
        }
    }
    for (k, &count) in holes_of(setup, side.opponent()).iter().enumerate() {
        if setup.is_reserved_at(other + k) {
            value += BANKED * i32::from(count) + RESERVED_HOLE;
        }
    }
    value
}

/// Seeds the mover's best single-lap capture would bank: a hole of `n` seeds whose lap ends in an empty own
/// hole facing a loaded, unreserved hole (laps that pass through the opponent's row are ignored).
fn best_capture(setup: &Setup, side: Side) -> i32 {
    let width = setup.variant.layout().width();
    let layout = setup.variant.layout();
    let base = side.index() * width;
    let mut best = 0;
    for k in 0..width {
        let start = base + k;
        let seeds = usize::from(setup.count_at(start));
        if seeds == 0 || setup.is_reserved_at(start) || k + seeds >= width {
            continue;
        }
        let end = start + seeds;
        let facing = layout.facing(end);
        if setup.count_at(end) == 0 && !setup.is_reserved_at(facing) {
            best = best.max(i32::from(setup.count_at(facing)) + 1);
        }
    }
    if best > 1 { best } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(text: &str) -> i32 {
        evaluate(&text.parse::<Setup>().unwrap())
    }

    #[test]
    fn banked_seeds_count_more_than_seeds_in_play() {
        // South has banked 8 more; the board is level.
        assert!(score("kingulu S 0,0,2,0,0,2/2,0,0,2,0,0 c=24,16 m=9") > 600);
        assert!(score("kingulu N 0,0,2,0,0,2/2,0,0,2,0,0 c=24,16 m=9") < -600);
    }

    #[test]
    fn a_capture_at_hand_is_worth_something() {
        // South's A1 (1 seed) ends in empty A2, facing a5 with 6 seeds.
        let with = score("kingulu S 0,6,0,0,0,0/1,0,0,0,0,0 c=20,21 m=9");
        let without = score("kingulu S 0,0,0,0,6,0/1,0,0,0,0,0 c=20,21 m=9");
        assert_eq!(with - without, CAPTURE_AT_HAND * 7);
    }
}
