//! `bao bench --engine`: a search from each start position for a fixed time (1 s unless `--seconds` says
//! otherwise), printing the nodes searched per second and the depth completed.

use std::time::Duration;

use super::CliError;
use super::scripting::print;
use crate::engine::{Limits, best_move};
use crate::rules::{Game, Variant};
use crate::with_game;

fn measure<G: Game>(seconds: f64) -> String {
    let limits = Limits::time(Duration::from_secs_f64(seconds));
    let report = best_move(&G::start(), &limits, &mut ()).expect("a start position has legal moves");
    format!(
        "{} nodes/s={:.0} depth={} nodes={} seconds={:.2} best={} score={}\n",
        G::VARIANT,
        report.nodes_per_second(),
        report.depth,
        report.nodes,
        report.elapsed.as_secs_f64(),
        report.best(),
        report.score
    )
}

pub(super) fn run(variants: &[Variant], seconds: f64) -> Result<(), CliError> {
    for &variant in variants {
        print(&with_game!(variant, G => measure::<G>(seconds), unreachable!("implemented")))?;
    }
    Ok(())
}
