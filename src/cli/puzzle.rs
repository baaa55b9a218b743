//! `bao puzzle`: list the shipped puzzles, or re-prove them (`check`). New ones are found by the maintainers'
//! generator (`cargo run --release -p bao-tools -- puzzle-generate`).

use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::time::{Duration, Instant};

use clap::Subcommand;

use super::CliError;
use super::variant_arg::VariantParser;
use crate::puzzle::{self, Judgement, Puzzle};
use crate::rules::Variant;

/// The `bao puzzle` commands.
#[derive(Subcommand, Debug)]
pub(super) enum PuzzleCommand {
    /// List the shipped puzzles: name, task, position, proved main line (tab-separated)
    List {
        /// Only this game's puzzles
        #[arg(value_parser = VariantParser)]
        variant: Option<Variant>,
    },
    /// Prove every shipped puzzle again with the exact search, and judge its stored line and every first move
    /// (printing the slowest judge call); exit status 1 if one fails
    Check {
        /// Only this game's puzzles
        #[arg(value_parser = VariantParser)]
        variant: Option<Variant>,
    },
}

/// Runs a `bao puzzle` command. Its lines are the scripting contract (docs/scripting.md), the same words in every
/// language.
pub(super) fn run(command: &PuzzleCommand) -> Result<(), CliError> {
    super::scripting::in_english(|| lines(command))
}

fn lines(command: &PuzzleCommand) -> Result<(), CliError> {
    match command {
        PuzzleCommand::List { variant } => {
            let mut text = String::new();
            for puzzle in puzzles(*variant) {
                let moves: Vec<String> = puzzle.solution.iter().map(ToString::to_string).collect();
                let _ = writeln!(text, "{}\t{}\t{}\t{}", puzzle.name, puzzle.prompt(), puzzle.start, moves.join(" "));
            }
            write(&text)
        }
        PuzzleCommand::Check { variant } => {
            let mut failed = 0;
            let mut text = String::new();
            for puzzle in puzzles(*variant) {
                match puzzle::prove(puzzle).and_then(|nodes| Ok((nodes, judge_all(puzzle)?))) {
                    Ok((nodes, slowest)) => {
                        let ms = slowest.as_secs_f64() * 1000.0;
                        let _ = writeln!(text, "{}\tproved\t{nodes} nodes\tslowest judge {ms:.2} ms", puzzle.name);
                    }
                    Err(why) => {
                        failed += 1;
                        let _ = writeln!(text, "{}\tFAILED\t{why}", puzzle.name);
                    }
                }
            }
            write(&text)?;
            if failed == 0 {
                Ok(())
            } else {
                Err(CliError::other(crate::t!("cli-error-puzzles-failed", failed = failed)))
            }
        }
    }
}

/// Judges the stored line move by move (it must be accepted, the stored replies handed back) and every first
/// move; returns the slowest call, what the interface thread waits for at most.
fn judge_all(puzzle: &Puzzle) -> Result<Duration, String> {
    let mut slowest = Duration::ZERO;
    let mut judge = |played: &[crate::rules::AnyMove]| {
        let started = Instant::now();
        let judgement = puzzle.judge(played);
        slowest = slowest.max(started.elapsed());
        judgement
    };
    for index in 0..puzzle.solution.len() {
        let expected = match puzzle.solution.get(index + 1) {
            None => Judgement::Solved,
            Some(&reply) if index % 2 == 0 => Judgement::Going { reply: Some(reply) },
            Some(_) => Judgement::Going { reply: None },
        };
        let judgement = judge(&puzzle.solution[..=index]);
        if judgement != expected {
            return Err(format!("the judge says {judgement:?} after move {}", index + 1));
        }
    }
    for mv in puzzle.line().legal_moves() {
        judge(&[mv]);
    }
    Ok(slowest)
}

/// The shipped puzzles of one game, or of every game.
fn puzzles(variant: Option<Variant>) -> impl Iterator<Item = &'static Puzzle> {
    Variant::ALL.into_iter().filter(move |v| variant.is_none_or(|only| only == *v)).flat_map(puzzle::for_variant)
}

fn write(text: &str) -> Result<(), CliError> {
    io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(|e| CliError::other(crate::t!("cli-error-standard-output", error = e.to_string())))
}
