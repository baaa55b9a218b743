//! The computer opponent and position analysis. Depends on [`rules`](crate::rules) only: it asks the rules
//! for moves, positions and game ends, and never re-implements a rule.
//!
//! - [`best_move`]: iterative deepening negamax with alpha-beta pruning and a transposition table keyed by
//!   [`zobrist_key`], within [`Limits`] (depth, time, nodes, a stop flag), reporting each depth to a
//!   [`Handler`]. Scores are [`Eval`]s, which know proven wins and losses in N plies.
//! - [`rank_moves`]: every legal move with its score, best first, deepening the same way (the study view and
//!   `bao analyze --all`).
//! - [`evaluate`]: one static evaluation per game, each in its own file under `eval/`.
//! - [`Searchable`]: what the search needs of a game beyond its rules (its evaluation and Zobrist key),
//!   implemented for the four games.
//! - [`Level`]: the six levels of the computer opponent; [`Level::think`] is what the interface calls on its
//!   background thread.
//!
//! The interface thinks on a thread, keeps the stop flag, and reads the move from a channel:
//!
//! ```
//! use std::sync::{Arc, atomic::{AtomicBool, Ordering}, mpsc};
//! use std::time::Duration;
//! use bao::engine::Level;
//! use bao::rng::Rng;
//! use bao::rules::{Game, KimasaiStep};
//!
//! let position = KimasaiStep::start();
//! let stop = Arc::new(AtomicBool::new(false));
//! let (send, receive) = mpsc::channel();
//! let thinker = {
//!     let (position, stop) = (position.clone(), Arc::clone(&stop));
//!     std::thread::spawn(move || {
//!         let mv = Level::MAX.think(&position, Duration::from_secs(10), &stop, &mut Rng::new(7));
//!         send.send(mv).expect("the interface is listening");
//!     })
//! };
//! // The player pressed a key: move now.
//! std::thread::sleep(Duration::from_millis(50));
//! stop.store(true, Ordering::Relaxed);
//! let mv = receive.recv().unwrap().expect("the game goes on");
//! assert!(position.legal_moves().contains(&mv));
//! thinker.join().unwrap();
//! ```

#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "depths, plies, seed counts and scores are far inside every integer type they pass through, and \
              rates are estimates"
)]

mod eval;
pub mod jobs;
mod level;
mod rank;
pub mod review;
mod score;
mod search;
mod searchable;
mod tt;
mod zobrist;

/// Visits every position of `games` random games from the start, `plies` plies at most each (test support
/// for the engine's agreement and symmetry checks).
#[cfg(test)]
fn along_random_games<G: crate::rules::Game>(seed: u64, games: usize, plies: usize, mut visit: impl FnMut(&G)) {
    let mut rng = crate::rng::Rng::new(seed);
    let mut successors = crate::rules::Successors::<G>::new();
    for _ in 0..games {
        let mut position = G::start();
        for _ in 0..plies {
            visit(&position);
            position.successors(&mut successors);
            if successors.is_empty() {
                break;
            }
            position = successors.swap_remove(rng.below(successors.len())).1;
        }
    }
}

pub use eval::evaluate;
pub use level::{BadLevel, DEFAULT_CLOCK, Level, UnknownLevel};
pub use rank::{OnRanking, Ranking, Scored, rank_moves, rank_moves_with};
pub use score::Eval;
pub use search::{Handler, Limits, MAX_DEPTH, OnProgress, Report, best_move, best_move_with};
pub use searchable::Searchable;
pub use tt::{BadTableSize, DEFAULT_TABLE_MIB, MAX_TABLE_MIB, set_table_mib, table_mib};
pub use zobrist::zobrist_key;

#[cfg(test)]
mod tests;
