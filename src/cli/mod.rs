//! The command line: clap definitions, turned at once into domain types, and the scripting commands of
//! NOTATION.md ("Scripting contract"). Exit status 0 on success, 2 on bad input, 1 on any other failure.

mod analyze;
mod bench;
mod engine_bench;
mod matchplay;
mod scripting;
mod trace_json;

use std::fmt;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::rules::{Setup, Variant};

/// Play and study Bao la Kete, Bao la Kimasai and Bao Kingulu in the terminal.
#[derive(Parser, Debug)]
#[command(name = "bao", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the legal moves after the given moves, one per line
    Moves(LineArgs),
    /// Print the position after the given moves
    Apply(LineArgs),
    /// Print whether the game goes on after the given moves, or who won and why
    Status(LineArgs),
    /// Count the move sequences of exactly DEPTH plies
    Perft(PerftArgs),
    /// Print the events of one move as JSON lines
    Trace(TraceArgs),
    /// Search the position after the given moves: best move, score, principal variation, depth, nodes
    Analyze(AnalyzeArgs),
    /// Play computer games between two levels and print the tally
    Match(MatchArgs),
    /// Measure random playouts (playouts/s, turns/s, plies/game), or with --engine the search (nodes/s, depth)
    Bench(BenchArgs),
    /// Open the interactive game
    Play(PlayArgs),
}

#[derive(Args, Debug)]
struct LineArgs {
    /// Start from this position (notation) instead of the variant's start position
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// The variant (may be left out with --from), then the moves to play, e.g. `kingulu A3 a5`
    #[arg(value_name = "VARIANT|MOVE")]
    words: Vec<String>,
}

#[derive(Args, Debug)]
struct PerftArgs {
    /// Start from this position (notation) instead of the variant's start position
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// The variant (may be left out with --from), then the depth in plies
    #[arg(value_name = "VARIANT|DEPTH", required = true, num_args = 1..=2)]
    words: Vec<String>,
}

#[derive(Args, Debug)]
struct TraceArgs {
    /// The move whose events to print, played after the given moves
    #[arg(long = "move", value_name = "MOVE")]
    mv: String,
    #[command(flatten)]
    line: LineArgs,
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// The variant to measure; all implemented variants if left out
    variant: Option<String>,
    /// Seconds to measure each variant [default: 3 for playouts, 1 with --engine]
    #[arg(long, value_name = "N")]
    seconds: Option<f64>,
    /// Measure the engine instead: a search from the start position, printing nodes/s and the depth reached
    #[arg(long)]
    engine: bool,
}

#[derive(Args, Debug)]
struct AnalyzeArgs {
    #[command(flatten)]
    line: LineArgs,
    /// Search to this depth, in plies
    #[arg(long, value_name = "D", conflicts_with = "time")]
    depth: Option<u32>,
    /// Search for this many milliseconds [default: 2000]
    #[arg(long, value_name = "MS")]
    time: Option<u64>,
}

#[derive(Args, Debug)]
struct MatchArgs {
    /// The variant to play
    variant: String,
    /// South's level: 1 to 6 (or L1 to L6, or its name)
    #[arg(long, value_name = "LEVEL")]
    south: String,
    /// North's level: 1 to 6 (or L1 to L6, or its name)
    #[arg(long, value_name = "LEVEL")]
    north: String,
    /// Number of games
    #[arg(long, value_name = "N")]
    games: u32,
    /// Seed of the random opening plies and of level 1's moves
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Let the levels change sides every game and report wins by level (`L6=19 L1=1 draws=0`)
    #[arg(long)]
    swap: bool,
    /// Thinking time of the levels that use a clock, in milliseconds [default: 2000]
    #[arg(long, value_name = "MS")]
    time: Option<u64>,
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The variant to play (may be left out with --from or --load)
    variant: Option<String>,
    /// Start from this position (notation)
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// Open a saved game by name or path
    #[arg(long, value_name = "NAME_OR_PATH")]
    load: Option<String>,
}

/// A failed command: its message and exit status.
#[derive(Debug)]
pub struct CliError {
    code: u8,
    message: String,
}

impl CliError {
    /// Bad input (exit status 2): an unknown variant, a malformed position, an illegal or unreadable move.
    pub fn input(message: impl fmt::Display) -> CliError {
        CliError { code: 2, message: message.to_string() }
    }

    /// Any other failure (exit status 1).
    pub fn other(message: impl fmt::Display) -> CliError {
        CliError { code: 1, message: message.to_string() }
    }
}

/// Where a line of play starts: a variant, and a position if `--from` gave one.
struct Start {
    variant: Variant,
    from: Option<Setup>,
}

/// Reads `[VARIANT] ...` and `--from POS`: the variant may be left out when `--from` is given; if both are
/// given they must agree. Returns the start and the words after the variant.
fn start_of<'a>(words: &'a [String], from: Option<&str>) -> Result<(Start, &'a [String]), CliError> {
    let from =
        from.map(|text| text.parse::<Setup>().map_err(|e| CliError::input(format!("--from: {e}")))).transpose()?;
    let named = words.first().and_then(|word| word.parse::<Variant>().ok());
    let rest = if named.is_some() { &words[1..] } else { words };
    let variant = match (named, &from) {
        (Some(variant), Some(setup)) if variant != setup.variant => {
            return Err(CliError::input(format!(
                "variant {variant} does not match the position given with --from, which is {}",
                setup.variant
            )));
        }
        (Some(variant), _) => variant,
        (None, Some(setup)) => setup.variant,
        (None, None) => {
            let hint = match words.first() {
                Some(word) => format!("unknown variant `{word}`"),
                None => "no variant given".to_string(),
            };
            return Err(CliError::input(format!(
                "{hint}: give one of kete, kimasai-relay, kimasai-step, kingulu, or a position with --from"
            )));
        }
    };
    if !variant.is_implemented() {
        return Err(CliError::input(format!("{variant} is not implemented yet")));
    }
    Ok((Start { variant, from }, rest))
}

fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Some(Command::Moves(args)) => scripting::run(scripting::Query::Moves, &args),
        Some(Command::Apply(args)) => scripting::run(scripting::Query::Apply, &args),
        Some(Command::Status(args)) => scripting::run(scripting::Query::Status, &args),
        Some(Command::Trace(args)) => scripting::trace(&args),
        Some(Command::Perft(args)) => scripting::perft_command(&args),
        Some(Command::Analyze(args)) => analyze::run(&args),
        Some(Command::Match(args)) => matchplay::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Play(_)) | None => Err(CliError::other(
            "the interactive game is not built yet; the scripting commands are: moves, apply, status, perft, trace, analyze, match, bench (see `bao --help`)",
        )),
    }
}

/// Runs the program: parses the command line, runs the command, prints the error once, maps it to an exit
/// status.
#[must_use]
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bao: {}", error.message);
            ExitCode::from(error.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        super::Cli::command().debug_assert();
    }
}
