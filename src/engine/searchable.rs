//! What the search asks of a game beyond its rules: the static evaluation and the Zobrist key of a position.
//!
//! Both are defined on the game's plain-data view ([`Setup`](crate::rules::Setup)): [`evaluate`] and
//! [`zobrist_key`]. The trait's default methods build that view and call them, which works for every game
//! the day its rules land. A game whose search speed matters overrides them with the same functions read
//! straight from the position (the rules offer read-only views of their data for that): building a `Setup`
//! at every node cost kingulu's search about as much as everything else it does there, and kimasai-step's
//! quiescence search a third of its instructions. The overrides must agree with the defaults exactly; a test
//! checks it along random games.

use super::eval::{evaluate_kimasai_step, evaluate_kingulu};
use super::zobrist::kingulu_key;
use super::{Eval, evaluate, zobrist_key};
use crate::rules::{Game, Kete, KimasaiRelay, KimasaiStep, Kingulu};

/// A game the engine can search: [`Game`] with the position's evaluation and key.
pub trait Searchable: Game {
    /// The static evaluation for the side to move: [`evaluate`] of the position's `Setup`.
    #[must_use]
    fn evaluation(&self) -> Eval {
        evaluate(&self.to_setup())
    }

    /// The position's transposition-table key: [`zobrist_key`] of its `Setup`.
    #[must_use]
    fn key(&self) -> u64 {
        zobrist_key(&self.to_setup())
    }

    /// The seeds (or stones) in the holes of the board, whoever owns them (what a capture takes away, for the
    /// games whose captures are searched past the horizon).
    #[must_use]
    fn material(&self) -> u32 {
        self.to_setup().board_total()
    }
}

impl Searchable for Kete {}

impl Searchable for KimasaiRelay {}

/// The quiescence search asks every node for its evaluation and material, and every child for its material.
impl Searchable for KimasaiStep {
    fn evaluation(&self) -> Eval {
        evaluate_kimasai_step(self)
    }

    fn material(&self) -> u32 {
        self.stones().south.count_ones() + self.stones().north.count_ones()
    }
}

impl Searchable for Kingulu {
    fn evaluation(&self) -> Eval {
        evaluate_kingulu(self)
    }

    fn key(&self) -> u64 {
        kingulu_key(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Along random games, the evaluation, key and material read from the position equal those of its `Setup`.
    fn agrees_with_the_setup<G: Searchable>() {
        super::super::along_random_games::<G>(3, 40, 100, |position| {
            let setup = position.to_setup();
            assert_eq!(position.evaluation(), evaluate(&setup), "{setup}");
            assert_eq!(position.key(), zobrist_key(&setup), "{setup}");
            assert_eq!(position.material(), setup.board_total(), "{setup}");
        });
    }

    #[test]
    fn positions_agree_with_their_setups() {
        agrees_with_the_setup::<Kingulu>();
        agrees_with_the_setup::<KimasaiRelay>();
        agrees_with_the_setup::<KimasaiStep>();
        agrees_with_the_setup::<Kete>();
    }
}
