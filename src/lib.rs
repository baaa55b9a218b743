//! bao-tui: play and study four East African mancala games in the terminal.
//!
//! A binary-first crate with two public, documented modules that other programs can build on:
//! [`rules`], the single source of truth for what a move does (pure: no I/O, clocks or hidden state), and
//! [`engine`], the computer player's search over any game of the rules (with [`rng`], the seeded random
//! numbers its levels draw from). The command line, the terminal
//! interface and the server only ask them. Everything else is private to the crate, so the compiler sees
//! every unused item; what the `bao` binary, the benches, the integration tests, the maintainers' tools
//! (`tools/`) and the fuzz targets reach of it is the small, hidden `internal` surface (as just's lib.rs keeps
//! one), no stable API.

// The documentation is the maintainers' (`cargo doc --document-private-items`, as `.ci/run` builds it, every
// link checked): an item of the hidden surface may link to the private items beside it.
#![allow(rustdoc::private_intra_doc_links)]

mod cli;
#[cfg(all(unix, feature = "serve"))]
mod db;
pub mod engine;
mod explain;
mod i18n;
mod learn;
mod lines;
#[cfg(all(unix, feature = "serve"))]
mod lobby;
mod printable;
mod puzzle;
#[cfg(all(unix, feature = "serve"))]
mod rating;
pub mod rng;
#[cfg(unix)]
mod room;
pub mod rules;
#[cfg(all(unix, feature = "serve"))]
mod serve;
mod served;
mod store;
mod theme;
mod tui;

#[doc(hidden)]
pub mod internal;
