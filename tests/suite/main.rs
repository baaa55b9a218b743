//! The integration tests, compiled into one test binary: the rules documents' fixtures, property tests over
//! random games, the command line, and the interactive game in a pseudo-terminal.

mod cli;
mod fixtures;
mod look;
mod properties;
mod store;
mod tui_e2e;
mod wire;
