//! The integration tests, compiled into one test binary: the rules documents' fixtures, property tests over
//! random games, and the command line.

mod cli;
mod engine;
mod fixtures;
mod properties;
