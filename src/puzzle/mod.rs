//! Puzzles: positions of each game with a task ("win in 2", "capture the most"), found by the maintainers'
//! generator (`cargo run -p bao-tools -- puzzle-generate`), proved by an exact search on the rules ([`solve`],
//! [`prove()`]), shipped as data (`src/puzzle/data/<variant>.txt`, embedded in the
//! program) and judged move by move against the rules ([`Puzzle::judge`]), so that any correct answer is
//! accepted, not only the stored one.
//!
//! Pure: no terminal, no file read at run time. The interface shows [`Puzzle::prompt`], plays the moves the
//! player makes and the replies [`Judgement::Going`] hands back, and words [`Judgement::Wrong`].

mod data;
mod judge;
pub mod own;
mod prove;
pub mod solve;

use std::borrow::Cow;
use std::fmt;

use crate::rules::{AnyLine, AnyMove, Setup, Side, Variant};

pub use data::{for_variant, parse_fields};
pub use judge::best_defence;
pub use prove::prove;

/// One puzzle: a position, a task, and the answer the search proved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// Stable id, kept in the learn progress file: for a shipped puzzle the game's name and a number in order
    /// of difficulty (`kete-03`); for one from the player's games a name made at run time ([`own`]).
    pub name: Cow<'static, str>,
    /// The game.
    pub variant: Variant,
    /// What the player to move must do.
    pub goal: Goal,
    /// The position; the player to move is the solver.
    pub start: Setup,
    /// The proved main line: the solver's moves and the best defence between them, from `start`.
    pub solution: Vec<AnyMove>,
}

/// What a puzzle asks of the player to move (the solver).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// Force a win, as the rules' outcome says, within this many of the solver's own moves, whatever the
    /// defence (see [`solve::wins_within`]); the search proved no fewer moves do.
    WinIn {
        /// The solver's own moves.
        moves: u8,
    },
    /// Play the one move that captures the most of the opponent's seeds (cows, stones); `seeds` is how many.
    CaptureMost {
        /// What the best move captures, as the rules' trace counts it ([`solve::captured`]).
        seeds: u32,
    },
}

impl Goal {
    /// How hard the kind of task is, for ordering: win in 1, capture the most, win in 2, win in 3, ...
    #[must_use]
    pub fn rank(self) -> u8 {
        match self {
            Goal::WinIn { moves: 1 } => 0,
            Goal::CaptureMost { .. } => 1,
            Goal::WinIn { moves } => moves,
        }
    }
}

/// `win 2` or `capture 7`: the goal as the data files write it.
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Goal::WinIn { moves } => write!(f, "win {moves}"),
            Goal::CaptureMost { seeds } => write!(f, "capture {seeds}"),
        }
    }
}

/// What the judge says of the moves played so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Judgement {
    /// The goal is reached.
    Solved,
    /// Right so far. `reply` is the defender's move to play next (the best defence), or `None` when it is the
    /// solver's turn.
    Going {
        /// The defender's move to play next, if it is the defender's turn.
        reply: Option<AnyMove>,
    },
    /// A move was wrong (or not legal); `why` says so in plain words.
    Wrong {
        /// Why, e.g. `A3 lets North escape: the win takes longer than 2 moves`.
        why: String,
    },
}

impl Puzzle {
    /// The solver: the side to move in the start position.
    #[must_use]
    pub fn solver(&self) -> Side {
        self.start.side
    }

    /// The task in words: `South to move and win in 2`, `North to move: capture the most seeds (7)`.
    #[must_use]
    pub fn prompt(&self) -> String {
        let side = crate::explain::side_name(self.solver());
        match self.goal {
            Goal::WinIn { moves } => crate::t!("puzzle-prompt-win", side = side, moves = moves),
            Goal::CaptureMost { seeds } => {
                crate::t!("puzzle-prompt-capture", side = side, seeds = seeds, variant = self.variant.name())
            }
        }
    }

    /// Its title in a list: `Win in 2`, `Capture the most`.
    #[must_use]
    pub fn goal_title(&self) -> String {
        match self.goal {
            Goal::WinIn { moves } => crate::t!("puzzle-title-win", moves = moves),
            Goal::CaptureMost { .. } => crate::t!("puzzle-title-capture"),
        }
    }

    /// How it is judged, in plain words.
    #[must_use]
    pub fn explanation(&self) -> String {
        let (side, other) =
            (crate::explain::side_name(self.solver()), crate::explain::side_name(self.solver().opponent()));
        match self.goal {
            Goal::WinIn { moves: 1 } => crate::t!("puzzle-explain-win-in-one", side = side),
            Goal::WinIn { moves } => crate::t!("puzzle-explain-win", side = side, other = other, moves = moves),
            Goal::CaptureMost { seeds } => {
                crate::t!("puzzle-explain-capture", seeds = seeds, variant = self.variant.name())
            }
        }
    }

    /// A line of play at the start position, for the board.
    ///
    /// # Panics
    /// If `start` is not a position the rules accept, which no parsed puzzle has.
    #[must_use]
    pub fn line(&self) -> AnyLine {
        AnyLine::new(&self.start).expect("a shipped puzzle's position is accepted by the rules (tests check it)")
    }

    /// Judges `played`, the moves played so far from [`start`](Puzzle::start), the solver's and the replies:
    /// every solver's move must keep the goal in reach (for a win, a forced win in the moves left; for a
    /// capture, capturing the most), whatever the stored answer says; the defender may play any legal move.
    /// Fast enough for the interface thread for every shipped puzzle (the generator bounds the search, and
    /// a test measures it).
    #[must_use]
    pub fn judge(&self, played: &[AnyMove]) -> Judgement {
        crate::with_game!(self.variant, G => judge::judge::<G>(self, played))
    }
}

#[cfg(test)]
mod tests;
