//! `bao analyze`: searches the position reached by the given moves and prints the best move, the score, the
//! principal variation, the depth, the nodes and the nodes per second, one `key=value` line each. With
//! `--all` it scores every legal move: the depth, nodes and nodes per second as `key=value` lines, then one line
//! a move, best first, of four tab-separated columns: the move, its score, the depth it was searched to and its
//! principal variation.

use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::time::Duration;

use super::scripting::{play_line, print};
use super::{AnalyzeArgs, CliError, Start, start_of};
use crate::engine::{
    DEFAULT_CLOCK, Limits, MAX_DEPTH, OnProgress, OnRanking, Ranking, Report, Searchable, best_move_with,
    rank_moves_with,
};
use crate::with_game;

/// The limits asked for: `--depth`, `--time`, `--nodes`, or the default clock.
fn limits(args: &AnalyzeArgs) -> Result<Limits, CliError> {
    match (args.depth, args.time, args.nodes) {
        (Some(depth), ..) if depth == 0 || depth > MAX_DEPTH => {
            Err(CliError::input(crate::t!("cli-error-depth", depth = depth, most = MAX_DEPTH)))
        }
        (Some(depth), ..) => Ok(Limits::depth(depth)),
        (None, Some(0), _) => Err(CliError::input(crate::t!("cli-error-time"))),
        (None, Some(ms), _) => Ok(Limits::time(Duration::from_millis(ms))),
        (None, None, Some(0)) => Err(CliError::input(crate::t!("cli-error-nodes"))),
        (None, None, Some(nodes)) => Ok(Limits::nodes(nodes)),
        (None, None, None) => Ok(Limits::time(DEFAULT_CLOCK)),
    }
}

/// One completed depth, as `--progress` reports it on standard error.
fn progress_line<M: std::fmt::Display>(report: &Report<M>) -> String {
    let pv = report.pv.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
    format!("depth={} score={} nodes={} pv={pv}", report.depth, report.score, report.nodes)
}

fn text<M: std::fmt::Display>(report: &Report<M>) -> String {
    let pv = report.pv.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
    format!(
        "best={}\nscore={}\npv={pv}\ndepth={}\nnodes={}\nnodes/s={:.0}\n",
        report.pv[0],
        report.score,
        report.depth,
        report.nodes,
        report.nodes_per_second()
    )
}

fn ranking_text<M: std::fmt::Display>(ranking: &Ranking<M>) -> String {
    let rate = ranking.nodes as f64 / ranking.elapsed.as_secs_f64().max(1e-9);
    let mut text = format!("depth={}\nnodes={}\nnodes/s={rate:.0}\n", ranking.depth, ranking.nodes);
    for scored in &ranking.moves {
        let pv = scored.pv.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        let _ = writeln!(text, "{}\t{}\t{}\t{pv}", scored.mv, scored.score, scored.depth);
    }
    text
}

fn analyze<G: Searchable>(
    start: &Start,
    moves: &[String],
    limits: &Limits,
    args: &AnalyzeArgs,
) -> Result<String, CliError> {
    let line = play_line::<G>(start, moves)?;
    // The search starts from the line's memory of long loops, which holds those of the board's moves.
    let mut memory = line.memory().clone();
    if let Some(outcome) = line.status().outcome() {
        return Err(CliError::input(crate::t!("cli-error-nothing-to-analyze", outcome = outcome.to_string())));
    }
    let ongoing = "an ongoing game has a legal move";
    let progress = args.progress;
    if args.all {
        let mut report = |ranking: &Ranking<G::Move>| {
            if progress {
                let best = ranking.best().mv;
                let _ = writeln!(io::stderr(), "depth={} nodes={} best={best}", ranking.depth, ranking.nodes);
            }
        };
        return Ok(ranking_text(
            &rank_moves_with(line.current(), limits, &mut OnRanking(&mut report), &mut memory).expect(ongoing),
        ));
    }
    let mut report = |report: &Report<G::Move>| {
        if progress {
            let _ = writeln!(io::stderr(), "{}", progress_line(report));
        }
    };
    Ok(text(&best_move_with(line.current(), limits, &mut OnProgress(&mut report), &mut memory).expect(ongoing)))
}

/// Sets the search table's size from `--hash`, if given.
pub(super) fn set_hash(hash: Option<u64>) -> Result<(), CliError> {
    hash.map_or(Ok(()), |mib| {
        crate::engine::set_table_mib(mib)
            .map_err(|error| CliError::input(crate::t!("cli-error-hash", error = error.to_string())))
    })
}

pub(super) fn run(args: &AnalyzeArgs) -> Result<(), CliError> {
    set_hash(args.hash)?;
    let limits = limits(args)?;
    let (start, moves) = start_of(&args.line.words, args.line.from.as_deref())?;
    let text = with_game!(start.variant, G => analyze::<G>(&start, moves, &limits, args)?);
    print(&text)
}
