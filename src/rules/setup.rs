//! `Setup`: a position as plain data, exactly what the notation and a save file hold. A `Setup` becomes a
//! playable position only through the game's validating constructor (`Game::from_setup`), so an impossible
//! position can never be played.

use super::{BySide, Hole, Key, Side, Stage, Variant};

/// The most holes any board has (4x12).
pub const MAX_HOLES: usize = 48;

/// A position as plain data: what the one-line notation says, nothing checked beyond its shape.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// The game.
    pub variant: Variant,
    /// The side to move.
    pub side: Side,
    counts: [u8; MAX_HOLES],
    reserved: u64,
    /// `r=`: seeds still in reserve (kete, kimasai-relay).
    pub reserves: BySide<u8>,
    /// `kuu=`: whether each kuu still functions (kete).
    pub kuu: BySide<bool>,
    /// `t=`: the hole reserved by hizi zetu (kete); its owner is the blocked player.
    pub takasia: Option<Hole>,
    /// `c=`: seeds captured and set aside (kingulu).
    pub captured: BySide<u8>,
    /// `m=`: the number of the next ply, from 1.
    pub ply: u32,
}

impl Setup {
    /// An empty board of `variant` with every key at its default (the value an absent key takes).
    #[must_use]
    pub fn empty(variant: Variant) -> Setup {
        Setup {
            variant,
            side: Side::South,
            counts: [0; MAX_HOLES],
            reserved: 0,
            reserves: BySide::default(),
            kuu: BySide::default(),
            takasia: None,
            captured: BySide::default(),
            ply: 1,
        }
    }

    /// The start position of `variant`.
    #[must_use]
    pub fn start(variant: Variant) -> Setup {
        crate::with_game!(variant, G => super::Game::to_setup(&<G as super::Game>::start()))
    }

    /// Seeds in the hole at a board index (see [`Layout`](super::Layout)).
    #[must_use]
    pub fn count_at(&self, index: usize) -> u8 {
        self.counts[index]
    }

    /// Sets the seeds in the hole at a board index.
    pub fn set_count_at(&mut self, index: usize, count: u8) {
        self.counts[index] = count;
    }

    /// Seeds in `hole`, or `None` if the board has no such hole.
    #[must_use]
    pub fn count(&self, hole: Hole) -> Option<u8> {
        self.variant.layout().index(hole).map(|index| self.counts[index])
    }

    /// Whether the hole at a board index carries the kingulu `*` mark (reserved by kuweka mtoto).
    #[must_use]
    pub fn is_reserved_at(&self, index: usize) -> bool {
        self.reserved & (1 << index) != 0
    }

    /// The holes carrying the `*` mark: bit `i` set for the hole at board index `i`.
    #[must_use]
    pub const fn reserved_holes(&self) -> u64 {
        self.reserved
    }

    /// Marks or unmarks the hole at a board index as reserved by kuweka mtoto.
    pub fn set_reserved_at(&mut self, index: usize, reserved: bool) {
        if reserved {
            self.reserved |= 1 << index;
        } else {
            self.reserved &= !(1 << index);
        }
    }

    /// The counts of the board's holes, by board index.
    #[must_use]
    pub fn counts(&self) -> &[u8] {
        &self.counts[..self.variant.layout().holes()]
    }

    /// Seeds on `side`'s holes.
    #[must_use]
    pub fn side_total(&self, side: Side) -> u32 {
        let per_side = self.variant.layout().holes_per_side();
        self.counts[side.index() * per_side..(side.index() + 1) * per_side].iter().map(|&c| u32::from(c)).sum()
    }

    /// Seeds on the whole board.
    #[must_use]
    pub fn board_total(&self) -> u32 {
        self.counts().iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether `hole` is a kuu that still functions (kete).
    #[must_use]
    pub fn kuu_stands(&self, hole: Hole) -> bool {
        self.variant.is_kuu_hole(hole) && self.kuu[hole.owner()]
    }

    /// The second stage or phase, once the game is in it: kete's stage is the player to move's (mtaji once
    /// his reserve is empty; rules/kete.md 1.10); kimasai-relay's phase is the whole board's (phase 2 once
    /// both reserves are empty; rules/kimasai-relay.md 4). `None` before it, and in games without stages.
    #[must_use]
    pub fn second_stage(&self) -> Option<Stage> {
        match self.variant {
            Variant::Kete => super::Kete::stage_of(self.reserves, self.side),
            Variant::KimasaiRelay => super::KimasaiRelay::phase_of(self.reserves),
            Variant::KimasaiStep | Variant::Kingulu => None,
        }
    }

    /// Checks what every game's constructor checks first: the keys hold their defaults unless the game has
    /// them, no hole is marked unless the game reserves holes, and `m` is at least 1.
    pub fn check_keys(&self) -> Result<(), PositionError> {
        let variant = self.variant;
        let unused = |key: Key, is_default: bool| {
            if is_default || variant.has_key(key) { Ok(()) } else { Err(PositionError::KeyNotInGame { key, variant }) }
        };
        unused(Key::Reserves, self.reserves == BySide::default())?;
        unused(Key::Kuu, self.kuu == BySide::default())?;
        unused(Key::Takasia, self.takasia.is_none())?;
        unused(Key::Captured, self.captured == BySide::default())?;
        if self.reserved != 0 && !variant.has_reserved_holes() {
            let index = self.reserved.trailing_zeros() as usize;
            return Err(PositionError::MarkNotInGame { hole: variant.layout().hole(index), variant });
        }
        if self.ply == 0 {
            return Err(PositionError::BadValue { key: Key::Ply, text: "0".into(), expected: "a ply number from 1" });
        }
        Ok(())
    }
}

/// A position that is malformed or breaks one of its game's structural invariants. The message names the
/// field at fault.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// Nothing was given.
    #[error("empty position: expected `VARIANT SIDE ROWS [KEY=VALUE ...]`")]
    Empty,
    /// The first field names no game.
    #[error(transparent)]
    UnknownVariant(#[from] super::variant::UnknownVariant),
    /// A required field is missing.
    #[error("missing field: {0}")]
    Missing(&'static str),
    /// The side field is not `S` or `N`.
    #[error("side: expected S or N, found `{0}`")]
    BadSide(String),
    /// Wrong number of rows.
    #[error("rows: {variant} has {expected} rows separated by `/`, found {found}")]
    RowCount {
        /// The game.
        variant: Variant,
        /// Rows the game has.
        expected: usize,
        /// Rows given.
        found: usize,
    },
    /// Wrong number of holes in a row.
    #[error("row {row}: {variant} has {expected} holes a row separated by `,`, found {found}")]
    HoleCount {
        /// The row's letter.
        row: char,
        /// The game.
        variant: Variant,
        /// Holes a row.
        expected: usize,
        /// Holes given.
        found: usize,
    },
    /// A hole's count is not a number.
    #[error("hole {hole}: `{text}` is not a seed count")]
    BadCount {
        /// The hole.
        hole: Hole,
        /// What was written.
        text: String,
    },
    /// A `*` mark in a game without reserved holes.
    #[error("hole {hole}: `*` marks a hole reserved by kuweka mtoto, which {variant} does not have")]
    MarkNotInGame {
        /// The marked hole.
        hole: Hole,
        /// The game.
        variant: Variant,
    },
    /// A field is not `KEY=VALUE`.
    #[error("`{0}` is not a KEY=VALUE field")]
    NotAKey(String),
    /// A key no game has.
    #[error("unknown key `{0}` (keys are r, kuu, t, c and m)")]
    UnknownKey(String),
    /// A key this game does not have.
    #[error("key {key}: {variant} positions have no such key")]
    KeyNotInGame {
        /// The key.
        key: Key,
        /// The game.
        variant: Variant,
    },
    /// A key given twice.
    #[error("key {0}: given twice")]
    DuplicateKey(Key),
    /// A key's value is malformed or out of range.
    #[error("key {key}: `{text}` is not {expected}")]
    BadValue {
        /// The key.
        key: Key,
        /// What was written.
        text: String,
        /// What the key takes.
        expected: &'static str,
    },
    /// Seeds do not add up.
    #[error("totals: {what} add up to {found}, expected {expected}")]
    Total {
        /// What was counted.
        what: &'static str,
        /// The sum found.
        found: u32,
        /// The sum the game has.
        expected: u32,
    },
    /// A kimasai-step hole with more than one stone.
    #[error("hole {hole}: holds {count} stones; a hole holds at most 1")]
    Stack {
        /// The hole.
        hole: Hole,
        /// Its count.
        count: u8,
    },
    /// A kimasai-step side with more stones than it starts with.
    #[error("totals: {side} has {found} stones, at most 23")]
    TooManyStones {
        /// The side.
        side: Side,
        /// Stones found.
        found: u32,
    },
    /// A kete `t` naming a back-row hole.
    #[error("key t: {0} is not a front-row hole")]
    TakasiaNotFront(Hole),
    /// A kete kuu marked existing with fewer than 6 seeds.
    #[error("key kuu: {side}'s kuu is marked existing but holds {seeds} seeds; an existing kuu holds at least 6")]
    KuuTooSmall {
        /// The kuu's owner.
        side: Side,
        /// Seeds in it.
        seeds: u8,
    },
    /// A kimasai-relay position whose side to move has no reserve while the other still has some.
    #[error("key r: {side} is to move with no reserve while {} still has some", side.opponent())]
    ReservesOutOfStep {
        /// The side to move.
        side: Side,
    },
    /// A kimasai-relay position in phase 1 whose side to move holds neither as many reserve cows as the other
    /// nor one more, so that some later phase-1 mover would have none (rules/kimasai-relay.md section 4).
    #[error(
        "key r: {side} is to move with {mover} in reserve and {} with {other}; in phase 1 the player to move holds \
         as many as the other or one more",
        side.opponent()
    )]
    ReservesApart {
        /// The side to move.
        side: Side,
        /// Its reserve.
        mover: u8,
        /// The other side's reserve.
        other: u8,
    },
    /// A kimasai-relay position at the opening move (`m=1`, which adds no cow) with unequal reserves in phase 1.
    #[error("key r: the opening move (m=1) adds no cow, so both reserves are equal there; found r={south},{north}")]
    OpeningReservesUnequal {
        /// South's reserve.
        south: u8,
        /// North's reserve.
        north: u8,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_follow_the_rules() {
        let parse = |text: &str| text.parse::<Setup>().unwrap();
        let board = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0";
        // Kete: the stage is the player to move's.
        assert_eq!(parse(&format!("kete N {board} r=0,1 kuu=11")).second_stage(), None);
        assert_eq!(parse(&format!("kete S {board} r=0,1 kuu=11")).second_stage(), Some(Stage::Mtaji));
        // Kimasai-relay: the phase is the board's.
        let relay = "0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0";
        assert_eq!(parse(&format!("kimasai-relay S {relay} r=1,0")).second_stage(), None);
        assert_eq!(parse(&format!("kimasai-relay S {relay}")).second_stage(), Some(Stage::Phase2));
        assert_eq!(parse("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4").second_stage(), None);
    }

    #[test]
    fn kete_names_its_kuu_and_kichwa() {
        let hole = |text: &str| text.parse::<Hole>().unwrap();
        let kete: Setup =
            "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=10".parse().unwrap();
        assert!(kete.kuu_stands(hole("A5")) && !kete.kuu_stands(hole("a5")) && !kete.kuu_stands(hole("B5")));
        let kichwa: Vec<bool> = ["A1", "A8", "a1", "a8", "A2", "B1"].map(|h| Variant::Kete.is_kichwa(hole(h))).into();
        assert_eq!(kichwa, [true, true, true, true, false, false]);
        assert!(!Variant::KimasaiRelay.is_kichwa(hole("A1")) && !Variant::KimasaiRelay.is_kuu_hole(hole("A5")));
    }
}
