//! Static evaluation: one function per game, each in its own file, all reading the game's plain-data view
//! ([`Setup`]) so that a game's evaluation works the day its rules land (kete's does). Kingulu's and
//! kimasai-step's also read the position itself, which the search uses (see
//! [`Searchable`](super::Searchable)): the same function, without building a `Setup` at every node.
//!
//! Every evaluation scores the position for the side to move, in hundredths of a seed (or stone), and is
//! antisymmetric: the same position with the players' roles exchanged scores the negation.

mod kete;
mod kimasai_relay;
mod kimasai_step;
mod kingulu;

use super::Eval;
use crate::rules::{KimasaiStep, Kingulu, Setup, Side, Variant};

/// The static evaluation of a position for the side to move. It knows nothing of game ends: the search asks
/// the rules for those.
///
/// ```
/// use bao::engine::{Eval, evaluate};
/// use bao::rules::{Game, Kingulu};
///
/// assert_eq!(evaluate(&Kingulu::start().to_setup()), Eval::ZERO);
/// ```
#[must_use]
pub fn evaluate(setup: &Setup) -> Eval {
    Eval::new(match setup.variant {
        Variant::Kete => kete::evaluate(setup),
        Variant::KimasaiRelay => kimasai_relay::evaluate(setup),
        Variant::KimasaiStep => kimasai_step::evaluate(setup),
        Variant::Kingulu => kingulu::evaluate(setup),
    })
}

/// [`evaluate`] of a kingulu position, read from the position itself rather than from its [`Setup`].
pub(super) fn evaluate_kingulu(position: &Kingulu) -> Eval {
    Eval::new(kingulu::evaluate_game(position))
}

/// [`evaluate`] of a kimasai-step position, read from the position itself rather than from its [`Setup`].
pub(super) fn evaluate_kimasai_step(position: &KimasaiStep) -> Eval {
    Eval::new(kimasai_step::evaluate_game(position))
}

/// Whether the search follows captures past its horizon in `variant` (a quiescence search).
///
/// Only kimasai-step, where a capture takes one or two stones off the board and nothing else does. Its
/// evaluation is the stone count alone, and without this search deeper searches played worse than shallow
/// ones: a horizon that falls just before a capture misjudges the position by a stone or two, and the deeper
/// search found more such horizons to fall for (measurements: docs/tuning.md, "Kimasai-step: the capture
/// search").
#[must_use]
pub(crate) fn captures_are_searched(variant: Variant) -> bool {
    variant == Variant::KimasaiStep
}

/// The counts of `side`'s holes, by place on the side's circuit (front row first, see
/// [`Layout`](crate::rules::Layout)).
fn holes_of(setup: &Setup, side: Side) -> &[u8] {
    let per_side = setup.variant.layout().holes_per_side();
    &setup.counts()[side.index() * per_side..(side.index() + 1) * per_side]
}

/// The same position seen from the other chair: every hole's count moved to the mirror hole of the other
/// player, the per-player keys exchanged, the other side to move. Used by the symmetry tests.
#[cfg(test)]
fn mirrored(setup: &Setup) -> Setup {
    let per_side = setup.variant.layout().holes_per_side();
    let mut mirror = *setup;
    for index in 0..setup.counts().len() {
        let other = (index + per_side) % (2 * per_side);
        mirror.set_count_at(other, setup.count_at(index));
        mirror.set_reserved_at(other, setup.is_reserved_at(index));
    }
    mirror.side = setup.side.opponent();
    mirror.reserves = crate::rules::BySide::new(setup.reserves.north, setup.reserves.south);
    mirror.captured = crate::rules::BySide::new(setup.captured.north, setup.captured.south);
    mirror.kuu = crate::rules::BySide::new(setup.kuu.north, setup.kuu.south);
    mirror
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Kete, KimasaiRelay, KimasaiStep, Kingulu};

    /// Along random games: the position seen from the other chair scores the same for its mover.
    fn symmetric_along_random_games<G: Game>() {
        super::super::along_random_games::<G>(5, 30, 80, |position| {
            let setup = position.to_setup();
            assert_eq!(evaluate(&setup), evaluate(&mirrored(&setup)), "{setup}");
        });
    }

    #[test]
    fn evaluations_are_symmetric_under_side_swap() {
        symmetric_along_random_games::<Kingulu>();
        symmetric_along_random_games::<KimasaiRelay>();
        symmetric_along_random_games::<KimasaiStep>();
        symmetric_along_random_games::<Kete>();
    }

    #[test]
    fn start_positions_are_level() {
        for setup in [Kingulu::start().to_setup(), KimasaiRelay::start().to_setup(), KimasaiStep::start().to_setup()] {
            assert!(evaluate(&setup).raw().abs() < 100, "{setup}");
        }
    }
}
