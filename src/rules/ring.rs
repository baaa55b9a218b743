//! Lap sowing, shared by every sowing game: a player's circuit of up to 16 holes kept as the bytes of one
//! `u128`, so a whole lap (n seeds dropped one by one into consecutive holes) is a single addition of a mask
//! of ones, however long the lap. Counts stay far below 256 (no game has more than 64 seeds), so lanes never
//! carry into each other.

use super::cycle::{CycleMemory, Endless, LONG_STRETCH};
use super::{BySide, Direction, Setup, Side};

/// A one in every byte lane.
const ONES: u128 = u128::MAX / 0xFF;

/// `RUNS[n]`: ones in the lowest `n` lanes (a table: a variable shift of a `u128` costs several instructions).
const RUNS: [u128; 17] = {
    let mut runs = [0; 17];
    let mut count = 1;
    while count <= 16 {
        runs[count] = (runs[count - 1] << 8) | 1;
        count += 1;
    }
    runs
};

/// `byte` in lane `k` of entry `k`, for each of the 16 lanes.
const fn per_lane(byte: u128) -> [u128; 16] {
    let mut table = [0; 16];
    let mut k = 0;
    while k < 16 {
        table[k] = byte << (8 * k);
        k += 1;
    }
    table
}

/// `UNIT[k]`: a one in lane `k` only.
const UNIT: [u128; 16] = per_lane(1);

/// `CLEAR[k]`: all bits but those of lane `k`. Kept inverted: a table of masks to invert would be loaded into
/// a vector register and moved back, a slow round trip on the path of every lap.
const CLEAR: [u128; 16] = {
    let lanes = per_lane(0xFF);
    let mut table = [0; 16];
    let mut k = 0;
    while k < 16 {
        table[k] = !lanes[k];
        k += 1;
    }
    table
};

/// Ones in the lowest `count` lanes.
#[inline]
const fn lanes(count: usize) -> u128 {
    RUNS[count]
}

/// The counts of a circuit of `L` holes (`L` ≤ 16), place `k` in byte `k`. Sowing clockwise goes from place
/// `k` to `k + 1`, anticlockwise to `k - 1`, both modulo `L`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Ring<const L: usize>(pub u128);

/// Both players' circuits of `setup`, whose board indices are `side * L + place` (the four-row boards of
/// [`Layout`](super::Layout)).
#[must_use]
pub fn rings_of<const L: usize>(setup: &Setup) -> BySide<Ring<L>> {
    let mut rings = BySide::<Ring<L>>::default();
    for side in Side::BOTH {
        for place in 0..L {
            rings[side].add(place, setup.count_at(side.index() * L + place));
        }
    }
    rings
}

/// Writes both players' circuits into `setup`'s counts: the inverse of [`rings_of`].
pub fn write_rings<const L: usize>(rings: &BySide<Ring<L>>, setup: &mut Setup) {
    for side in Side::BOTH {
        for place in 0..L {
            setup.set_count_at(side.index() * L + place, rings[side].get(place));
        }
    }
}

/// What one lap did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lap {
    /// The place that received the last seed.
    pub last: usize,
    /// Seeds dropped into each place, as lanes (a place passed twice on a long lap holds 2).
    pub drops: u128,
}

impl<const L: usize> Ring<L> {
    /// Ones in every lane of the circuit.
    pub const ALL: u128 = lanes(L);

    /// `RUN[start][count]`: ones in `count` places from `start` on, wrapping round the circuit.
    const RUN: [[u128; 16]; 16] = {
        let mut table = [[0; 16]; 16];
        let mut start = 0;
        while start < L {
            let mut count = 0;
            while count < L {
                table[start][count] = if start + count <= L {
                    lanes(count) << (8 * start)
                } else {
                    (lanes(L - start) << (8 * start)) | lanes(count - (L - start))
                };
                count += 1;
            }
            start += 1;
        }
        table
    };

    /// Seeds at place `k`.
    #[inline]
    #[must_use]
    pub const fn get(self, k: usize) -> u8 {
        debug_assert!(k < 16);
        // A shift of one 64-bit half: a variable shift of the whole `u128` takes several dependent
        // instructions, and in a relay this read is on the path from one lap to the next.
        let half = if k < 8 { self.0 as u64 } else { (self.0 >> 64) as u64 };
        (half >> (8 * (k % 8))) as u8
    }

    /// Adds `seeds` at place `k`.
    #[inline]
    pub fn add(&mut self, k: usize, seeds: u8) {
        self.0 += UNIT[k] * u128::from(seeds);
    }

    /// Removes one seed from place `k`, which must hold one.
    #[inline]
    pub fn remove_one(&mut self, k: usize) {
        debug_assert!(self.get(k) > 0);
        self.0 -= UNIT[k];
    }

    /// Empties place `k` and returns what it held.
    #[inline]
    pub fn take(&mut self, k: usize) -> u8 {
        let seeds = self.get(k);
        self.0 &= CLEAR[k];
        seeds
    }

    /// The places holding seeds, as a bit set: bit `k` for place `k`.
    #[inline]
    #[must_use]
    pub const fn occupied(self) -> u16 {
        /// `0x7F` in every lane: added to a count below 128 (every count is), it sets the lane's top bit
        /// exactly when the count is not 0, without a carry out of the lane.
        const LOW: u128 = ONES * 0x7F;
        /// Multiplying the ones at bits `8k` of a `u64` by this gathers them into its top byte, bit `56 + k`.
        const GATHER: u64 = 0x0102_0408_1020_4080;
        let tops = ((self.0 + LOW) >> 7) & ONES;
        let low = (tops as u64).wrapping_mul(GATHER) >> 56;
        let high = ((tops >> 64) as u64).wrapping_mul(GATHER) >> 56;
        (low | high << 8) as u16
    }

    /// Seeds on the whole circuit.
    #[must_use]
    pub const fn total(self) -> u32 {
        lane_sum(self.0)
    }

    /// The place after `k` going `direction`.
    #[inline]
    #[must_use]
    pub const fn next(k: usize, direction: Direction) -> usize {
        match direction {
            Direction::Clockwise => (k + 1) % L,
            Direction::Anticlockwise => (k + L - 1) % L,
        }
    }

    /// The place `steps` places after `k` going `direction`.
    #[inline]
    #[must_use]
    pub const fn advance(k: usize, steps: usize, direction: Direction) -> usize {
        match direction {
            Direction::Clockwise => (k + steps) % L,
            Direction::Anticlockwise => (k + L - steps % L) % L,
        }
    }

    /// Drops `seeds` (at least 1) one by one, the first at place `first`, each next one a place further
    /// `direction`. No place is skipped: a lap of `L` or more seeds comes round and passes its start again.
    #[inline]
    pub fn sow(&mut self, first: usize, seeds: u8, direction: Direction) -> Lap {
        debug_assert!(seeds > 0 && first < L);
        let seeds = usize::from(seeds);
        let (rounds, rest) = (seeds / L, seeds % L);
        let last = Self::advance(first, seeds - 1, direction);
        // The first `rest` seeds beyond the whole rounds cover a run of `rest` places ending at `first` going
        // anticlockwise, or starting there going clockwise.
        let run_start = match direction {
            Direction::Clockwise => first,
            Direction::Anticlockwise => (first + L + 1 - rest) % L,
        };
        let run = Self::RUN[run_start][rest];
        let drops = if rounds == 0 { run } else { (rounds as u128) * Self::ALL + run };
        self.0 = add_lanes(self.0, drops);
        Lap { last, drops }
    }

    /// Relays lap after lap until a lap ends in an empty hole, the first lap dropping `hand` seeds (at least 1)
    /// from place `first` on going `direction`, and each lap ending in an occupied hole lifting it and sowing
    /// on from the next place; returns the place the last seed went into. For the stretches of a move in which
    /// nothing else can happen (no capture, no hole that stops or relays differently): the capture-free fast
    /// path of the sowing games, the same laps as [`sow`](Self::sow), [`get`](Self::get) and
    /// [`take`](Self::take) in a loop.
    ///
    /// Such laps are the same on every place of the circuit, so the exact check of [`cycle`](super::cycle)
    /// may compare states up to a turn of the circuit: a later lap start whose circuit is the first relay
    /// lap's turned so that its next lap starts at the same place is that state turned, and as the laps
    /// commute with turning the circuit, what follows is the first stretch turned, lift for lift, so the move
    /// never ends. Conversely a move that never ends comes back to that very state (see
    /// [`cycle`](super::cycle)). Each lap start is compared with the first relay lap's start turned to where
    /// the lap starts (turned on the fly for the first laps, then from a table of the 16 turns), so a lap costs
    /// a comparison more than the sowing; the hand is not compared, as it is what the circuit lacks of
    /// the stretch's seeds. The loops found this way take up to about 16 times fewer laps than without the
    /// turn; the longest ones still take up to about 100 million laps, so a stretch proven endless after many
    /// laps is remembered in `memory` (see [`CycleMemory`]) and proven again at once with it.
    ///
    /// # Errors
    ///
    /// [`Endless`] when the laps never end.
    pub fn relay(
        &mut self,
        first: usize,
        hand: u8,
        direction: Direction,
        memory: &mut CycleMemory,
    ) -> Result<usize, Endless> {
        /// The lap from which a lap start is compared with a table of the first relay lap's start turned.
        const TABLE: u32 = 16;
        debug_assert!(hand > 0 && first < L);
        // The circuit in a local, written back when the laps end.
        let (mut ring, mut next, mut hand) = (*self, first, hand);
        // The first relay lap's start, turned so that its next lap starts at place 0; from lap `TABLE` on
        // (few moves get there), that start turned to each place, so a lap compares without turning.
        let mut first_turned = 0u128;
        let mut turns = [0u128; 16];
        let mut laps = 0u32;
        loop {
            // What the last place will hold is read before the lap is added, so the next lap need not wait
            // for the lap's drops: a lap of `hand` seeds drops `(hand - 1) / L + 1` of them into its last place.
            let last = Self::advance(next, usize::from(hand) - 1, direction);
            let held = ring.get(last) + (hand - 1) / L as u8 + 1;
            ring.sow(next, hand, direction);
            if held == 1 {
                *self = ring;
                return Ok(last);
            }
            ring.0 &= CLEAR[last];
            hand = held;
            next = Self::next(last, direction);
            laps += 1;
            let endless = if laps == 1 {
                first_turned = Self::rotate(ring.0, next);
                false
            } else if laps < TABLE {
                Self::rotate(ring.0, next) == first_turned
            } else {
                if laps == TABLE {
                    for (place, turn) in turns.iter_mut().enumerate().take(L) {
                        *turn = Self::rotate(first_turned, L - place);
                    }
                }
                turns[next] == ring.0
            };
            if endless {
                // The memory holds the 16-place circuits of kete and kimasai-relay only.
                if L == 16 && laps >= LONG_STRETCH {
                    memory.remember((first_turned, direction));
                }
                return Err(Endless);
            }
            if L == 16 && laps == LONG_STRETCH && memory.remembered((first_turned, direction)) {
                return Err(Endless);
            }
        }
    }

    /// `lanes` rotated down by `k` places: lane `i` of the result is lane `i + k` (modulo `L`).
    #[inline]
    const fn rotate(lanes: u128, k: usize) -> u128 {
        let k = k % L;
        if L == 16 {
            lanes.rotate_right(8 * k as u32)
        } else if k == 0 {
            lanes
        } else {
            (lanes >> (8 * k)) | ((lanes << (8 * (L - k))) & (Self::ALL * 0xFF))
        }
    }

    /// The places a lap drops into, in order (for reporting each seed to an observer).
    pub fn places(first: usize, seeds: u8, direction: Direction) -> impl Iterator<Item = usize> {
        (0..usize::from(seeds)).map(move |step| Self::advance(first, step, direction))
    }
}

/// `a + b` lane by lane, as the two 64-bit halves: no lane carries into the next (no count reaches 256), so
/// no carry crosses the halves either, and leaving it out takes a step off the path from lap to lap.
#[inline]
const fn add_lanes(a: u128, b: u128) -> u128 {
    let low = (a as u64).wrapping_add(b as u64);
    let high = ((a >> 64) as u64).wrapping_add((b >> 64) as u64);
    (high as u128) << 64 | low as u128
}

/// The sum of the byte lanes of `lanes`; exact while the sum is below 256.
#[inline]
#[must_use]
pub const fn lane_sum(lanes: u128) -> u32 {
    (lanes.wrapping_mul(ONES) >> 120) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: one seed at a time.
    fn sow_slowly<const L: usize>(ring: &mut Ring<L>, first: usize, seeds: u8, direction: Direction) -> usize {
        let mut place = first;
        for seed in 0..seeds {
            if seed > 0 {
                place = Ring::<L>::next(place, direction);
            }
            ring.add(place, 1);
        }
        place
    }

    fn agrees<const L: usize>() {
        let mut pattern = 0x9E37_79B9_7F4A_7C15_u64;
        for first in 0..L {
            for seeds in 1..=40u8 {
                for direction in [Direction::Clockwise, Direction::Anticlockwise] {
                    pattern = pattern.rotate_left(7) ^ 0x5851_F42D_4C95_7F2D;
                    let mut fast = Ring::<L>::default();
                    for k in 0..L {
                        fast.add(k, ((pattern >> (k * 3)) & 3) as u8);
                    }
                    let mut slow = fast;
                    let lap = fast.sow(first, seeds, direction);
                    let last = sow_slowly(&mut slow, first, seeds, direction);
                    assert_eq!((fast, lap.last), (slow, last), "L={L} first={first} seeds={seeds} {direction}");
                    assert_eq!(lane_sum(lap.drops), u32::from(seeds));
                    let places: Vec<usize> = Ring::<L>::places(first, seeds, direction).collect();
                    assert_eq!(places.last(), Some(&last));
                }
            }
        }
    }

    #[test]
    fn a_lap_at_once_equals_a_lap_seed_by_seed() {
        agrees::<12>();
        agrees::<16>();
    }

    /// The reference for [`Ring::relay`]: the laps one by one, with the exact check on whole states.
    fn relay_slowly<const L: usize>(
        ring: &mut Ring<L>,
        first: usize,
        hand: u8,
        direction: Direction,
    ) -> Result<usize, Endless> {
        let mut guard = crate::rules::cycle::LoopGuard::new();
        let (mut next, mut hand) = (first, hand);
        loop {
            let last = ring.sow(next, hand, direction).last;
            if ring.get(last) == 1 {
                return Ok(last);
            }
            hand = ring.take(last);
            next = Ring::<L>::next(last, direction);
            guard.check((ring.0, next))?;
        }
    }

    /// Checks [`Ring::relay`] against [`relay_slowly`] from `start` of `counts`; returns the verdict.
    fn relay_both_ways<const L: usize>(counts: &[u8], start: usize, direction: Direction) -> Result<usize, Endless> {
        let mut ring = Ring::<L>::default();
        for (place, &count) in counts.iter().enumerate() {
            ring.add(place, count);
        }
        let hand = ring.take(start);
        let first = Ring::<L>::next(start, direction);
        let (mut fast, mut slow) = (ring, ring);
        let verdict = fast.relay(first, hand, direction, &mut CycleMemory::new());
        assert_eq!(verdict, relay_slowly(&mut slow, first, hand, direction), "L={L} {counts:?} from {start}");
        if verdict.is_ok() {
            assert_eq!(fast, slow);
        }
        verdict
    }

    /// Circuits that never end from `start` clockwise (found by a search of random circuits), and so from the
    /// mirror place anticlockwise on the mirrored circuit.
    #[test]
    fn known_loops_never_end_either_way() {
        fn check<const L: usize>(counts: [u8; L], start: usize) {
            assert_eq!(relay_both_ways::<L>(&counts, start, Direction::Clockwise), Err(Endless));
            let mut mirrored = counts;
            mirrored.reverse();
            assert_eq!(relay_both_ways::<L>(&mirrored, L - 1 - start, Direction::Anticlockwise), Err(Endless));
        }
        check([1, 2, 2, 1, 0, 1, 0, 1, 0, 3, 0, 1, 0, 2, 1, 2], 1);
        check([1, 3, 5, 1, 3, 2, 1, 2, 2, 1, 0, 4, 1, 0, 1, 2], 7);
        check([4, 1, 2, 3, 2, 3, 2, 1, 5, 2, 1, 2, 1, 2, 3, 2], 13);
        check([1, 0, 3, 2, 1, 2, 0, 2, 1, 2, 1, 0], 5);
        check([1, 2, 5, 6, 1, 4, 3, 0, 1, 2, 1, 2], 1);
    }

    fn relays_agree<const L: usize>() {
        let mut rng = crate::rng::Rng::new(L as u64);
        for round in 0..5_000 {
            // 8 to 47 seeds.
            let mut counts = [0u8; L];
            for _ in 0..8 + round % 40 {
                counts[rng.below(L)] += 1;
            }
            let start = rng.below(L);
            if counts[start] > 0 {
                let direction = if round % 2 == 0 { Direction::Clockwise } else { Direction::Anticlockwise };
                let _ = relay_both_ways::<L>(&counts, start, direction);
            }
        }
    }

    #[test]
    fn a_relay_at_once_equals_the_laps_one_by_one() {
        relays_agree::<16>();
        relays_agree::<12>();
    }

    #[test]
    fn occupied_places_are_those_with_seeds() {
        let mut pattern = 0x2545_F491_4F6C_DD1D_u64;
        for _ in 0..1000 {
            pattern = pattern.rotate_left(11) ^ 0x9E37_79B9_7F4A_7C15;
            let mut ring = Ring::<16>::default();
            for k in 0..16 {
                // Counts 0 to 48 (the most any game has), many of them 0.
                let count = ((pattern >> (k * 4)) & 15) as u8;
                ring.add(k, if count < 8 { 0 } else { count * 3 });
            }
            let expected = (0..16).filter(|&k| ring.get(k) > 0).fold(0, |set, k| set | 1 << k);
            assert_eq!(ring.occupied(), expected, "{ring:?}");
        }
    }

    #[test]
    fn take_and_total() {
        let mut ring = Ring::<16>::default();
        ring.add(15, 7);
        ring.add(0, 3);
        assert_eq!(ring.total(), 10);
        assert_eq!(ring.take(15), 7);
        assert_eq!(ring.get(15), 0);
        ring.remove_one(0);
        assert_eq!(ring.total(), 2);
    }
}
