//! `bao-tools`: the maintainers' tools, kept out of the player's `bao` (which keeps `bao perft` and the
//! one-line `bao bench`, the scripting contract of docs/NOTATION.md). Run from the repository, in release for
//! figures that mean something: `cargo run --release -p bao-tools -- straight-line kingulu`.
//!
//! Exit status 0 on success, 2 on bad input, 1 on any other failure, as `bao`'s.

#![allow(clippy::cast_precision_loss, reason = "the rates the benchmarks print are estimates; an f64 is exact enough")]

#[cfg(feature = "serve")]
mod archive_bench;
#[cfg(feature = "serve")]
mod db_bench;
mod engine_bench;
mod matchplay;
mod puzzle_generate;
#[cfg(feature = "serve")]
mod serve_bench;
mod straight_line;

use std::fmt;
use std::io::{self, Write as _};
use std::process::ExitCode;

use bao::rules::Variant;
use clap::{Args, Parser, Subcommand};

/// The maintainers' tools of bao-tui: benchmarks against straight-line loops and of the search, matches
/// between the computer's levels, the puzzle generator.
#[derive(Parser, Debug)]
#[command(name = "bao-tools")]
struct Tools {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Measure the playouts beside a straight-line loop written for one game that plays the same games
    /// (kingulu, kimasai-relay), printing both rates and their ratio
    #[command(after_help = "Example:\n  cargo run --release -p bao-tools -- straight-line kingulu --seconds 3")]
    StraightLine(BenchArgs),
    /// Measure the search: from each start position (and two kete positions of long loops), printing nodes/s
    /// and the depth reached
    #[command(after_help = "Example:\n  cargo run --release -p bao-tools -- engine-bench kete")]
    EngineBench(BenchArgs),
    /// Play computer games between two levels and print the tally
    #[command(
        after_help = "Example:\n  cargo run --release -p bao-tools -- match kingulu --south 4 --north 2 --games 20 --swap"
    )]
    Match(MatchArgs),
    /// Find and prove puzzles in games played from the start, printed in the data format of
    /// `src/puzzle/data/<variant>.txt` (each shipped file's header names the command that makes it)
    #[command(
        after_help = "Example:\n  cargo run --release -p bao-tools -- puzzle-generate kete --count 12 --seed 1 > src/puzzle/data/kete.txt"
    )]
    PuzzleGenerate(GenerateArgs),
    /// Measure the server's database on a file: moves appended per second with synchronous FULL and NORMAL,
    /// the time to read a game back, the size per 1,000 games (built with `--features serve`)
    #[cfg(feature = "serve")]
    #[command(after_help = "Example:\n  cargo run --release -p bao-tools --features serve -- db-bench --moves 2000")]
    DbBench(DbBenchArgs),
    /// Measure the archive of `bao serve` on a file of 100,000 finished games among 1,000 players: the time to
    /// read its pages (the latest games, far back, by player, by game, both) (built with `--features serve`)
    #[cfg(feature = "serve")]
    #[command(after_help = "Example:\n  cargo run --release -p bao-tools --features serve -- archive-bench")]
    ArchiveBench(ArchiveBenchArgs),
    /// Measure the real `bao serve` with 100 and 300 players: lobby latency, move latency (each move stored) and
    /// moves a second, the server's memory, the database's size (built with `--features serve`; needs the
    /// `bao` program built with it too)
    #[cfg(feature = "serve")]
    #[command(
        after_help = "A player is a session's lobby and room connections, not an SSH session: see docs/development.md.\n\nExample:\n  cargo build --release --features serve && cargo run --release -p bao-tools --features serve -- serve-bench"
    )]
    ServeBench(ServeBenchArgs),
}

/// `archive-bench`'s arguments.
#[cfg(feature = "serve")]
#[derive(Args, Debug)]
struct ArchiveBenchArgs {
    /// Finished games stored
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    games: u32,
    /// Players among whom they are played
    #[arg(long, value_name = "N", default_value_t = 1000)]
    players: u32,
    /// Times each page is read
    #[arg(long, value_name = "N", default_value_t = 200)]
    repeats: u32,
    /// The folder to make the database's folder in [default: the temporary folder]
    #[arg(long, value_name = "DIR")]
    folder: Option<std::path::PathBuf>,
}

/// `serve-bench`'s arguments.
#[cfg(feature = "serve")]
#[derive(Args, Debug)]
struct ServeBenchArgs {
    /// The numbers of players (even), a fresh server for each
    #[arg(long, value_name = "N,...", value_delimiter = ',', default_values_t = [100, 300])]
    players: Vec<usize>,
    /// Named challenges (each declined) timed in the lobby
    #[arg(long, value_name = "N", default_value_t = 50)]
    challenges: u32,
    /// Changes of what one player is doing, timed to every other player's lobby view
    #[arg(long, value_name = "N", default_value_t = 20)]
    updates: u32,
    /// Moves of each game played as fast as the server answers
    #[arg(long, value_name = "N", default_value_t = 30)]
    moves: u32,
    /// Moves of each game played then at one every --pace-ms in each game
    #[arg(long, value_name = "N", default_value_t = 10)]
    paced_moves: u32,
    /// The pace of those moves, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pace_ms: u64,
    /// The `bao` program to serve [default: the one beside bao-tools]
    #[arg(long, value_name = "FILE")]
    bao: Option<std::path::PathBuf>,
    /// The folder to make the server's data folder in [default: the temporary folder]
    #[arg(long, value_name = "DIR")]
    folder: Option<std::path::PathBuf>,
}

/// `db-bench`'s arguments.
#[cfg(feature = "serve")]
#[derive(Args, Debug)]
struct DbBenchArgs {
    /// Moves appended (one transaction each) for each durability
    #[arg(long, value_name = "N", default_value_t = 2000)]
    moves: u32,
    /// Games stored to measure the file's size
    #[arg(long, value_name = "N", default_value_t = 1000)]
    games: u32,
    /// Moves in each of those games (fewer where the rules end one first)
    #[arg(long, value_name = "N", default_value_t = 60)]
    length: u32,
    /// The folder to make the database's folder in, on the disk to measure [default: the temporary folder]
    #[arg(long, value_name = "DIR")]
    folder: Option<std::path::PathBuf>,
}

/// `straight-line`'s and `engine-bench`'s arguments.
#[derive(Args, Debug)]
struct BenchArgs {
    /// The variant to measure; every variant that has the measure if left out
    #[arg(value_parser = parse_variant)]
    variant: Option<Variant>,
    /// Seconds to measure each variant [default: 3 for straight-line, 1 for engine-bench]
    #[arg(long, value_name = "N")]
    seconds: Option<f64>,
}

impl BenchArgs {
    /// The variants asked for (every one if none), and the seconds, checked.
    fn read(&self, default_seconds: f64) -> Result<(Vec<Variant>, f64), CliError> {
        let seconds = self.seconds.unwrap_or(default_seconds);
        if !(seconds.is_finite() && seconds > 0.0) {
            return Err(CliError::input(format!("--seconds: `{seconds}` is not a positive number of seconds")));
        }
        let variants = self.variant.map_or_else(|| Variant::ALL.to_vec(), |variant| vec![variant]);
        Ok((variants, seconds))
    }
}

/// `match`'s arguments.
#[derive(Args, Debug)]
struct MatchArgs {
    /// The variant to play
    #[arg(value_parser = parse_variant)]
    variant: Variant,
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
    /// The search table's size in MiB, 1 to 4096, rounded down to a power of two [default: 8]
    #[arg(long, value_name = "MB")]
    hash: Option<u64>,
}

/// `puzzle-generate`'s arguments.
#[derive(Args, Debug)]
struct GenerateArgs {
    /// The game
    #[arg(value_parser = parse_variant)]
    variant: Variant,
    /// Puzzles wanted: a quarter each of win in 1, capture the most, win in 2 and win in 3
    #[arg(long, value_name = "N", default_value_t = puzzle_generate::Options::default().count)]
    count: usize,
    /// Seed of the games played
    #[arg(long, value_name = "S", default_value_t = puzzle_generate::Options::default().seed)]
    seed: u64,
    /// The most positions the proof of one puzzle may search (keeps the judge quick)
    #[arg(long, value_name = "NODES", default_value_t = puzzle_generate::Options::default().budget)]
    budget: u64,
    /// The most games played
    #[arg(long, value_name = "N", default_value_t = puzzle_generate::Options::default().games)]
    games: usize,
}

/// A variant by name; the rules' message for a wrong one names the four.
fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse::<Variant>().map_err(|error| error.to_string())
}

/// A failed command: its message and exit status.
#[derive(Debug)]
struct CliError {
    code: u8,
    message: String,
}

impl CliError {
    /// Bad input (exit status 2).
    fn input(message: impl fmt::Display) -> CliError {
        CliError { code: 2, message: message.to_string() }
    }

    /// Any other failure (exit status 1).
    fn other(message: impl fmt::Display) -> CliError {
        CliError { code: 1, message: message.to_string() }
    }
}

/// Writes `text` to stdout; a reader that went away (`| head`) is not an error.
fn print(text: &str) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(CliError::other(format!("stdout: {error}"))),
        _ => Ok(()),
    }
}

fn run(tools: Tools) -> Result<(), CliError> {
    match tools.command {
        Command::StraightLine(args) => {
            let (variants, seconds) = args.read(3.0)?;
            straight_line::run(&variants, seconds)
        }
        Command::EngineBench(args) => {
            let (variants, seconds) = args.read(1.0)?;
            engine_bench::run(&variants, seconds)
        }
        Command::Match(args) => matchplay::run(&args),
        Command::PuzzleGenerate(args) => puzzle_generate::run(&args),
        #[cfg(feature = "serve")]
        Command::ArchiveBench(args) => archive_bench::run(&archive_bench::Options {
            games: args.games,
            players: args.players,
            repeats: args.repeats,
            folder: args.folder,
        }),
        #[cfg(feature = "serve")]
        Command::DbBench(args) => db_bench::run(&db_bench::Options {
            moves: args.moves,
            games: args.games,
            length: args.length,
            folder: args.folder,
        }),
        #[cfg(feature = "serve")]
        Command::ServeBench(args) => serve_bench::run(&serve_bench::Options {
            players: args.players,
            challenges: args.challenges,
            updates: args.updates,
            moves: args.moves,
            paced: args.paced_moves,
            pace: std::time::Duration::from_millis(args.pace_ms),
            bao: args.bao,
            folder: args.folder,
        }),
    }
}

fn main() -> ExitCode {
    match run(Tools::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "bao-tools: {}", error.message);
            ExitCode::from(error.code)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory as _;

    #[test]
    fn the_command_line_is_well_formed() {
        super::Tools::command().debug_assert();
    }
}
