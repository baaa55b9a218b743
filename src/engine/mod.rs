//! The computer opponent and position analysis. Depends on [`rules`](crate::rules) only: it asks the rules
//! for moves, positions and game ends, and never re-implements a rule.
//!
//! - [`best_move`]: iterative deepening negamax with alpha-beta pruning and a transposition table keyed by
//!   [`zobrist_key`], within [`Limits`] (depth, time, nodes, a stop flag), reporting each depth to a
//!   [`Handler`]. Scores are [`Eval`]s, which know proven wins and losses in N plies.
//! - [`evaluate`]: one static evaluation per game, each in its own file under `eval/`.
//! - [`Level`]: the six levels of the computer opponent; [`Level::think`] is what the interface calls on its
//!   background thread.

mod eval;
mod level;
mod score;
mod search;
mod tt;
mod zobrist;

pub use eval::evaluate;
pub use level::{DEFAULT_CLOCK, Level, UnknownLevel};
pub use score::Eval;
pub use search::{Handler, Limits, MAX_DEPTH, OnProgress, Report, best_move};
pub use zobrist::zobrist_key;

#[cfg(test)]
mod tests;
