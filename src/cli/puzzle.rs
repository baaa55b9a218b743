//! `bao puzzle`: list the shipped puzzles, re-prove them (`check`), or find new ones (`generate`, whose output
//! is the data format of `src/puzzle/data/<variant>.txt`).

use std::fmt::Write as _;
use std::io::{self, Write as _};

use clap::{Args, Subcommand};

use super::CliError;
use super::variant_arg::VariantParser;
use crate::puzzle::generate::{self, Options};
use crate::puzzle::{self, Puzzle};
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
    /// Prove every shipped puzzle again with the exact search; exit status 1 if one fails
    Check {
        /// Only this game's puzzles
        #[arg(value_parser = VariantParser)]
        variant: Option<Variant>,
    },
    /// Find and prove puzzles in games played from the start, printed in the data format
    Generate(GenerateArgs),
}

/// `bao puzzle generate`'s arguments.
#[derive(Args, Debug)]
pub(super) struct GenerateArgs {
    /// The game
    #[arg(value_parser = VariantParser)]
    variant: Variant,
    /// Puzzles wanted: a quarter each of win in 1, capture the most, win in 2 and win in 3
    #[arg(long, value_name = "N", default_value_t = Options::default().count)]
    count: usize,
    /// Seed of the games played
    #[arg(long, value_name = "S", default_value_t = Options::default().seed)]
    seed: u64,
    /// The most positions the proof of one puzzle may search (keeps the judge quick)
    #[arg(long, value_name = "NODES", default_value_t = Options::default().budget)]
    budget: u64,
    /// The most games played
    #[arg(long, value_name = "N", default_value_t = Options::default().games)]
    games: usize,
}

/// Runs a `bao puzzle` command.
pub(super) fn run(command: &PuzzleCommand) -> Result<(), CliError> {
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
                match generate::prove(puzzle) {
                    Ok(nodes) => {
                        let _ = writeln!(text, "{}\tproved\t{nodes} nodes", puzzle.name);
                    }
                    Err(why) => {
                        failed += 1;
                        let _ = writeln!(text, "{}\tFAILED\t{why}", puzzle.name);
                    }
                }
            }
            write(&text)?;
            if failed == 0 { Ok(()) } else { Err(CliError::other(format!("{failed} puzzles failed their proof"))) }
        }
        PuzzleCommand::Generate(args) => {
            let options = Options { count: args.count, seed: args.seed, budget: args.budget, games: args.games };
            let found = generate::generate(args.variant, &options);
            let mut text = format!(
                "# {} puzzles, easiest first: name | goal | position | proved main line\n\
                 # made by: bao puzzle generate {} --count {} --seed {} --budget {} --games {}\n",
                args.variant, args.variant, args.count, args.seed, args.budget, args.games
            );
            for (index, puzzle) in found.iter().enumerate() {
                text += &puzzle.line(&generate::name(args.variant, index));
                text.push('\n');
            }
            write(&text)?;
            if found.len() < args.count {
                return Err(CliError::other(format!(
                    "found {} puzzles of the {} asked for: play more games (--games) or raise --budget",
                    found.len(),
                    args.count
                )));
            }
            Ok(())
        }
    }
}

/// The shipped puzzles of one game, or of every game.
fn puzzles(variant: Option<Variant>) -> impl Iterator<Item = &'static Puzzle> {
    Variant::ALL.into_iter().filter(move |v| variant.is_none_or(|only| only == *v)).flat_map(puzzle::for_variant)
}

fn write(text: &str) -> Result<(), CliError> {
    io::stdout().lock().write_all(text.as_bytes()).map_err(|e| CliError::other(format!("standard output: {e}")))
}
