//! Kingulu's evaluation (rules/kingulu.md): the final score as it would stand now, with seeds still in play
//! discounted, a bonus for each hole reserved by kuweka mtoto (it banks every seed later sown into it), and
//! the mover's best capture at hand.

use crate::rules::{BySide, Game, Kingulu, Setup, Side, Variant};

/// A seed already banked, or lying in a reserved hole (its owner scores it for good).
const BANKED: i32 = 100;
/// A seed in an unreserved hole of the own row: scored if the game ended now, but still in play.
const IN_ROW: i32 = 60;
/// A hole reserved by the player: seeds sown into it later go to its owner's bank.
const RESERVED_HOLE: i32 = 150;
/// Share of the best capture the mover has at hand (the capture is only played if the search agrees).
///
/// Small, because it decides how far apart the levels play (`Level::depth`): it makes a search see one
/// capture past its horizon, which makes one ply (level 2) beat a random mover more often, but also makes
/// each depth play more like the next (measurements: docs/tuning.md, "Kingulu: the capture at hand").
const CAPTURE_AT_HAND: i32 = 10;

const WIDTH: usize = Variant::Kingulu.layout().width();

/// What the evaluation reads of a position, from a [`Setup`] or straight from the game (which spares the
/// search building a `Setup` at every node). Each row is kept as the byte lanes of a `u64`, place `k` of the
/// row (`A1 .. A6` for South, `a1 .. a6` for North) in byte `k`, so a row's seeds add up in one multiplication.
struct Board {
    rows: BySide<u64>,
    /// Bit `k` set when place `k` of the side's row is reserved (by the other player).
    reserved: BySide<u8>,
    banks: BySide<u8>,
    side: Side,
}

impl Board {
    /// From the counts by board index (South's row, then North's) and the reserved holes by board index.
    fn new(counts: &[u8], reserved: u64, banks: BySide<u8>, side: Side) -> Board {
        let row = |side: Side| {
            let mut lanes = [0; 8];
            lanes[..WIDTH].copy_from_slice(&counts[side.index() * WIDTH..][..WIDTH]);
            u64::from_le_bytes(lanes)
        };
        let reserved_row = |side: Side| (reserved >> (side.index() * WIDTH)) as u8 & ROW_BITS;
        Board {
            rows: BySide::new(row(Side::South), row(Side::North)),
            reserved: BySide::new(reserved_row(Side::South), reserved_row(Side::North)),
            banks,
            side,
        }
    }

    fn of_setup(setup: &Setup) -> Board {
        Board::new(setup.counts(), setup.reserved_holes(), setup.captured, setup.side)
    }

    fn of_game(position: &Kingulu) -> Board {
        let reserved = u64::from(position.reserved_holes());
        Board::new(&position.counts(), reserved, position.banks(), position.side_to_move())
    }
}

/// The bits of a row's places.
const ROW_BITS: u8 = (1 << WIDTH) - 1;

/// `0xFF` in the byte lane of every place whose bit is set in `places` (a row's bits).
fn lanes_of(places: u8) -> u64 {
    const LANES: [u64; 1 << WIDTH] = {
        let mut table = [0; 1 << WIDTH];
        let mut places = 0;
        while places < table.len() {
            let mut k = 0;
            while k < WIDTH {
                if places & (1 << k) != 0 {
                    table[places] |= 0xFF << (8 * k);
                }
                k += 1;
            }
            places += 1;
        }
        table
    };
    LANES[usize::from(places & ROW_BITS)]
}

/// The sum of the byte lanes of a row (exact: a row holds at most 48 seeds).
fn lane_sum(row: u64) -> i32 {
    (row.wrapping_mul(0x0101_0101_0101_0101) >> 56) as i32
}

/// The seeds at place `k` of a row.
fn seeds_at(row: u64, k: usize) -> usize {
    usize::from(row.to_le_bytes()[k])
}

/// The score for the side to move, in hundredths of a seed.
pub(super) fn evaluate(setup: &Setup) -> i32 {
    score(&Board::of_setup(setup))
}

/// [`evaluate`] of the position's [`Setup`], read from the position itself.
pub(super) fn evaluate_game(position: &Kingulu) -> i32 {
    score(&Board::of_game(position))
}

fn score(board: &Board) -> i32 {
    let me = board.side;
    side_value(board, me) - side_value(board, me.opponent()) + CAPTURE_AT_HAND * best_capture(board, me)
}

/// What `side` owns: its bank, the unreserved seeds of its row, the holes it reserved in the other row.
fn side_value(board: &Board, side: Side) -> i32 {
    let other = side.opponent();
    let in_row = board.rows[side] & !lanes_of(board.reserved[side]);
    let reserved = board.rows[other] & lanes_of(board.reserved[other]);
    BANKED * i32::from(board.banks[side])
        + IN_ROW * lane_sum(in_row)
        + BANKED * lane_sum(reserved)
        + RESERVED_HOLE * board.reserved[other].count_ones() as i32
}

/// Seeds the mover's best single-lap capture would bank: a hole of `n` seeds whose lap ends in an empty own
/// hole facing a loaded, unreserved hole (laps that pass through the opponent's row are ignored). Place `k`
/// of a row faces place `WIDTH - 1 - k` of the other.
fn best_capture(board: &Board, side: Side) -> i32 {
    let (own, other) = (board.rows[side], board.rows[side.opponent()]);
    let other_reserved = board.reserved[side.opponent()];
    let mut best = 0;
    let mut starts = occupied(own) & !board.reserved[side];
    while starts != 0 {
        let k = starts.trailing_zeros() as usize;
        starts &= starts - 1;
        let end = k + seeds_at(own, k);
        if end >= WIDTH {
            continue;
        }
        let facing = WIDTH - 1 - end;
        if seeds_at(own, end) == 0 && other_reserved & (1 << facing) == 0 {
            best = best.max(seeds_at(other, facing) as i32 + 1);
        }
    }
    if best > 1 { best } else { 0 }
}

/// The places of a row holding seeds, as a row's bits: a lane's top bit is set after adding `0x7F` exactly
/// when it is not 0 (no lane reaches 128, so none carries into the next), and one multiplication gathers the
/// top bits.
fn occupied(row: u64) -> u8 {
    let tops = ((row + 0x7F7F_7F7F_7F7F) >> 7) & 0x0101_0101_0101;
    (tops.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
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
