//! bao-tui: play and study four East African mancala games in the terminal.
//!
//! [`rules`] is the single source of truth for what a move does; the command line ([`cli`]) and the
//! terminal interface ([`tui`]) only ask it.

pub mod cli;
pub mod engine;
pub mod explain;
pub mod learn;
pub mod printable;
pub mod puzzle;
pub mod rng;
#[cfg(unix)]
pub mod room;
pub mod rules;
#[cfg(all(unix, feature = "serve"))]
pub mod serve;
pub mod served;
pub mod store;
pub mod theme;
pub mod tui;
