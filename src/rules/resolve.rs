//! Reading a typed move against a position: the input forms of NOTATION.md ("Input") and errors that say why
//! a move is refused.

use super::{CycleMemory, Game, Illegal, MoveText, Status, Variant, notation::ParseMoveError};

/// Why a typed move was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveError {
    /// Not a move at all.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The board has no such hole.
    #[error("{text}: the {variant} board has no hole {hole}", hole = text.hole)]
    NoSuchHole {
        /// The move as typed.
        text: MoveText,
        /// The game.
        variant: Variant,
    },
    /// A direction on a game whose moves have none.
    #[error("{text}: {variant} moves take no direction; write {hole}", hole = text.hole)]
    NoDirection {
        /// The move as typed.
        text: MoveText,
        /// The game.
        variant: Variant,
    },
    /// `+` where the stop-or-safari choice does not arise.
    #[error("{text}: the stop-or-safari choice does not arise in this move")]
    NoChoice {
        /// The move as typed.
        text: MoveText,
    },
    /// Several legal moves match.
    #[error("{text} is ambiguous: write {}", options.join(" or "))]
    Ambiguous {
        /// The move as typed.
        text: MoveText,
        /// The legal moves it could mean.
        options: Vec<String>,
    },
    /// The game is over.
    #[error("{text}: the game is over ({status})")]
    GameOver {
        /// The move as typed.
        text: MoveText,
        /// How it ended.
        status: Status,
    },
    /// No legal move matches.
    #[error("{text} is not legal: {reason}")]
    Illegal {
        /// The move as typed.
        text: MoveText,
        /// Why.
        reason: Illegal,
    },
}

/// The one legal move of `position` that `text` names.
///
/// ```
/// use bao::rules::{Game, Kingulu, resolve_move};
///
/// let start = Kingulu::start();
/// assert_eq!(resolve_move(&start, "A3!").unwrap().to_string(), "A3");
/// let refused = resolve_move(&start, "A1").unwrap_err().to_string();
/// assert_eq!(refused, "A1 is not legal: its first lap ends in A5, an occupied hole of south's own row");
/// ```
pub fn resolve_move<G: Game>(position: &G, text: &str) -> Result<G::Move, MoveError> {
    let text = checked::<G>(text)?;
    let mut memory = CycleMemory::new();
    let legal = position.legal_moves_with(&mut memory);
    let status = if legal.is_empty() { position.status_with(&mut memory) } else { Status::Ongoing };
    resolve_among::<G>(text, &legal, status, |text| position.illegal_reason_with(text, &mut memory))
}

/// `text` read as a move of game `G`: written right, naming a hole of its board, with a direction only in a
/// game whose moves have one.
pub(super) fn checked<G: Game>(text: &str) -> Result<MoveText, MoveError> {
    let text: MoveText = text.parse()?;
    let variant = G::VARIANT;
    if variant.layout().index(text.hole).is_none() {
        return Err(MoveError::NoSuchHole { text, variant });
    }
    if text.toward.is_some() && !variant.has_directions() {
        return Err(MoveError::NoDirection { text, variant });
    }
    Ok(text)
}

/// The one move of `legal`, a position's legal moves, that `text` (read by [`checked`]) names; `status` is the
/// position's, and `reason` says why a move from a hole is not legal.
pub(super) fn resolve_among<G: Game>(
    text: MoveText,
    legal: &[G::Move],
    status: Status,
    reason: impl FnOnce(&MoveText) -> Illegal,
) -> Result<G::Move, MoveError> {
    if legal.is_empty() && status != Status::Ongoing {
        return Err(MoveError::GameOver { text, status });
    }
    let same_start =
        |written: &MoveText| written.hole == text.hole && text.toward.is_none_or(|t| written.toward == Some(t));
    let from_hole: Vec<G::Move> = legal.iter().copied().filter(|&mv| same_start(&G::move_text(mv))).collect();
    if from_hole.is_empty() {
        return Err(MoveError::Illegal { text, reason: reason(&text) });
    }
    let matching: Vec<G::Move> = from_hole.into_iter().filter(|&mv| G::move_text(mv).safari == text.safari).collect();
    match matching.as_slice() {
        [] => Err(MoveError::NoChoice { text }),
        [mv] => Ok(*mv),
        many => Err(MoveError::Ambiguous { text, options: many.iter().map(ToString::to_string).collect() }),
    }
}
