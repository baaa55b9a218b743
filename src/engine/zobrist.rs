//! Zobrist keys: a 64-bit hash of a position, the exclusive-or of one fixed random number per feature
//! (seeds in a hole, a reserved hole, reserves, kuu flags, takasia, banks, the side to move).
//!
//! The key is read from the game's plain-data view ([`Setup`]), so it works for every game that implements
//! [`Game`], kete included, without touching the rules; kingulu's is also read straight
//! from the position, for the search (see [`Searchable`](super::Searchable)), through the same
//! [`Features::key`]. The ply number is left out (the same board reached by different paths is the same
//! position) except for whether it is the first ply, which changes the rules of kimasai-relay's opening
//! move.

use crate::rules::{BySide, Game, Kingulu, MAX_HOLES, Setup, Side};

/// Counts above this share the key of this count (no position of the four games holds more than 64 seeds).
const MAX_COUNT: usize = 64;
const COUNTS: usize = MAX_COUNT + 1;

/// Offsets of each feature in the key table.
const HOLE_COUNTS: usize = 0;
const RESERVED: usize = HOLE_COUNTS + MAX_HOLES * COUNTS;
const RESERVES: usize = RESERVED + MAX_HOLES;
const BANKS: usize = RESERVES + 2 * COUNTS;
const KUU: usize = BANKS + 2 * COUNTS;
const TAKASIA: usize = KUU + 2;
const NORTH_TO_MOVE: usize = TAKASIA + MAX_HOLES;
const FIRST_PLY: usize = NORTH_TO_MOVE + 1;
const KEYS: usize = FIRST_PLY + 1;

/// The key table, filled at compile time from a `SplitMix64` stream with a fixed seed.
static TABLE: [u64; KEYS] = table();

#[allow(clippy::large_stack_arrays, reason = "evaluated at compile time into a static")]
const fn table() -> [u64; KEYS] {
    let mut keys = [0; KEYS];
    let mut state: u64 = 0x0BA0_5EED_2026_0001;
    let mut i = 0;
    while i < KEYS {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
}

/// `HOLE_KEYS[index][count]`: the table's key for `count` seeds in the hole at `index` (counts above
/// [`MAX_COUNT`] sharing its key), or 0 for an empty hole, which adds nothing to a key. A row for every
/// possible count makes the board's part of a key one lookup a hole, with neither a branch nor a clamp
/// (96 KiB, three quarters never read as no hole holds more than 64 seeds; kingulu reads 5 KiB of it).
static HOLE_KEYS: [[u64; 256]; MAX_HOLES] = hole_keys();

#[allow(clippy::large_stack_arrays, reason = "evaluated at compile time into a static")]
const fn hole_keys() -> [[u64; 256]; MAX_HOLES] {
    let table = table();
    let mut keys = [[0; 256]; MAX_HOLES];
    let mut index = 0;
    while index < MAX_HOLES {
        let mut count = 1;
        while count < 256 {
            let clamped = if count < MAX_COUNT { count } else { MAX_COUNT };
            keys[index][count] = table[HOLE_COUNTS + index * COUNTS + clamped];
            count += 1;
        }
        index += 1;
    }
    keys
}

fn count_key(base: usize, count: u8) -> u64 {
    TABLE[base + usize::from(count).min(MAX_COUNT)]
}

/// What a key is made of: every feature of a position but the ply number, read from a [`Setup`] or, for a
/// game that offers them, straight from the position (see [`Searchable`](super::Searchable)). Both ways go
/// through [`Features::key`], so they give the same key.
pub(super) struct Features<'a> {
    /// Seeds in each hole, by board index.
    pub counts: &'a [u8],
    /// Reserved holes (kingulu): bit `i` for board index `i`.
    pub reserved: u64,
    /// Seeds in reserve (`r=`).
    pub reserves: BySide<u8>,
    /// Seeds banked (`c=`).
    pub captured: BySide<u8>,
    /// Whether each kuu still functions (`kuu=`).
    pub kuu: BySide<bool>,
    /// The board index of the takasia hole (`t=`).
    pub takasia: Option<usize>,
    /// The side to move.
    pub side: Side,
    /// Whether this is the first ply of the game.
    pub first_ply: bool,
}

impl Features<'_> {
    /// The Zobrist key of these features.
    #[inline]
    pub fn key(&self) -> u64 {
        let mut key = 0;
        for (keys, &count) in HOLE_KEYS.iter().zip(self.counts) {
            key ^= keys[usize::from(count)];
        }
        let mut reserved = self.reserved;
        while reserved != 0 {
            key ^= TABLE[RESERVED + reserved.trailing_zeros() as usize];
            reserved &= reserved - 1;
        }
        for side in Side::BOTH {
            let i = side.index();
            key ^= count_key(RESERVES + i * COUNTS, self.reserves[side]);
            key ^= count_key(BANKS + i * COUNTS, self.captured[side]);
            if self.kuu[side] {
                key ^= TABLE[KUU + i];
            }
        }
        if let Some(index) = self.takasia {
            key ^= TABLE[TAKASIA + index];
        }
        if self.side == Side::North {
            key ^= TABLE[NORTH_TO_MOVE];
        }
        if self.first_ply {
            key ^= TABLE[FIRST_PLY];
        }
        key
    }
}

/// The Zobrist key of a position.
///
/// ```
/// use bao::engine::zobrist_key;
/// use bao::rules::{Game, Kingulu};
///
/// let start = Kingulu::start();
/// let after = start.clone().play(start.legal_moves()[0]).unwrap();
/// assert_ne!(zobrist_key(&start.to_setup()), zobrist_key(&after.to_setup()));
/// ```
#[must_use]
pub fn zobrist_key(setup: &Setup) -> u64 {
    Features {
        counts: setup.counts(),
        reserved: setup.reserved_holes(),
        reserves: setup.reserves,
        captured: setup.captured,
        kuu: setup.kuu,
        takasia: setup.takasia.and_then(|hole| setup.variant.layout().index(hole)),
        side: setup.side,
        first_ply: setup.ply == 1,
    }
    .key()
}

/// The Zobrist key of a kingulu position, read from the position itself: [`zobrist_key`] of its
/// [`Setup`], without building one.
#[must_use]
pub(super) fn kingulu_key(position: &Kingulu) -> u64 {
    Features {
        counts: &position.counts(),
        reserved: u64::from(position.reserved_holes()),
        reserves: BySide::default(),
        captured: position.banks(),
        kuu: BySide::default(),
        takasia: None,
        side: position.side_to_move(),
        first_ply: position.ply() == 1,
    }
    .key()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::rules::{Game, KimasaiRelay, KimasaiStep, Kingulu};

    /// Positions of random games: equal setups (ply aside) have equal keys, different ones different keys.
    fn keys_separate_positions<G: Game>() {
        let mut seen: HashMap<u64, Setup> = HashMap::new();
        super::super::along_random_games::<G>(11, 40, 60, |position| {
            let mut setup = position.to_setup();
            let key = zobrist_key(&setup);
            setup.ply = setup.ply.min(2);
            if let Some(other) = seen.insert(key, setup) {
                assert_eq!(other, setup, "two positions share a key");
            }
        });
    }

    #[test]
    fn keys_separate_positions_of_random_games() {
        keys_separate_positions::<Kingulu>();
        keys_separate_positions::<KimasaiRelay>();
        keys_separate_positions::<KimasaiStep>();
    }

    #[test]
    fn side_to_move_changes_the_key() {
        let mut setup = Kingulu::start().to_setup();
        let south = zobrist_key(&setup);
        setup.side = Side::North;
        assert_ne!(south, zobrist_key(&setup));
    }
}
