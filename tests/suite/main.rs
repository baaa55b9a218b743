//! The integration tests, compiled into one test binary: the rules documents' fixtures, property tests over
//! random games and random accepted positions, the command line, and the interactive game in a pseudo-terminal.

mod accepted;
mod architecture;
#[cfg(all(unix, feature = "serve"))]
mod archive_e2e;
mod cli;
mod documents;
mod engine;
mod first_contact;
mod fixtures;
mod kete_properties;
mod lines_e2e;
mod look;
mod one_writer;
mod properties;
#[cfg(unix)]
mod rooms;
#[cfg(unix)]
mod rooms_e2e;
#[cfg(unix)]
mod rooms_hostile;
#[cfg(unix)]
mod rooms_peers;
mod sandbox;
mod saves_e2e;
#[cfg(all(target_os = "linux", feature = "serve"))]
mod serve_confine_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_hostile_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_limits_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_lines_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_results_e2e;
#[cfg(all(unix, feature = "serve"))]
mod serve_tournament_e2e;
mod store;
#[cfg(unix)]
mod terminal;
mod trace_text;
mod tui_e2e;
mod wire;
