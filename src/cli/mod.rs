//! The command line: clap definitions, turned at once into domain types, and the scripting commands of
//! NOTATION.md ("Scripting contract"). Exit status 0 on success, 2 on bad input, 1 on any other failure.

#![allow(clippy::cast_precision_loss, reason = "the rates the benchmarks print are estimates; an f64 is exact enough")]

mod analyze;
mod bench;
mod doctor;
mod features;
mod help;
mod look;
mod puzzle;
mod review;
#[cfg(unix)]
mod rooms;
mod saves;
mod scripting;
#[cfg(all(unix, feature = "serve"))]
mod serve;
mod startup;
mod trace_json;
mod variant_arg;
mod words;

use std::fmt;
use std::io::Write as _;
use std::process::ExitCode;

use clap::{Args, FromArgMatches as _, Parser, Subcommand};

use crate::rules::{Setup, Variant};
use look::LookArgs;
use variant_arg::VariantParser;

/// The playouts `bao bench` measures, for the maintainers' tools (`tools/`), which measure them beside
/// straight-line loops written for one game.
#[doc(hidden)]
pub use bench::{PLY_CAP, Playouts, playouts, timed};

/// Play and study Bao la Kete, Bao la Kimasai and Bao Kingulu in the terminal.
///
/// With no command, opens the start screen: choose a game and the players. Every command below that takes a
/// variant takes one of kete, kimasai-relay, kimasai-step or kingulu.
#[derive(Parser, Debug)]
#[command(name = "bao", version = features::VERSION, about, after_help = help::short(), after_long_help = help::long())]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    look: LookArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the legal moves after the given moves, one per line
    #[command(
        after_help = "Examples:\n  bao moves kingulu\n  bao moves kete A6< a6>\n  bao moves --from \"kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9\""
    )]
    Moves(LineArgs),
    /// Print the position after the given moves
    #[command(after_help = "Example:\n  bao apply kingulu A3 a1")]
    Apply(LineArgs),
    /// Print whether the game goes on after the given moves, or who won and why
    #[command(after_help = "Example:\n  bao status kingulu A5 a5 A3")]
    Status(LineArgs),
    /// Count the move sequences of exactly DEPTH plies
    #[command(
        allow_missing_positional = true,
        after_help = "Examples:\n  bao perft kingulu 4\n  bao perft 3 --from \"kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\""
    )]
    Perft(PerftArgs),
    /// Print the events of one move as JSON lines
    #[command(after_help = "Example:\n  bao trace --from \"kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21\" --move A5")]
    Trace(TraceArgs),
    /// Search the position after the given moves: best move, score, principal variation, depth, nodes (--all:
    /// every legal move with its score, best first)
    #[command(after_help = "Examples:\n  bao analyze kingulu --depth 8\n  bao analyze kete A6< --all --time 500")]
    Analyze(AnalyzeArgs),
    /// Measure random playouts: playouts/s, turns/s, plies/game
    #[command(after_help = "Examples:\n  bao bench\n  bao bench kete --seconds 1")]
    Bench(BenchArgs),
    /// Open the interactive game: the start screen, a new game, a position or a saved game
    #[command(after_help = "Examples:
  bao play                             the start screen
  bao play kete                        a new game of kete, with the last players chosen
  bao play kete --north 4              you (South) against the computer at level 4
  bao play --from \"kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9\"
  bao play --load kingulu-long-lap     a built-in study position, as a copy
  bao play --load \"first lesson\"       a save of your own, by name

Games are saved as they are played in $BAO_DATA_DIR/saves; the settings and your themes are in
$BAO_CONFIG_DIR (by default the system's folders for bao-tui: bao doctor says which). Colour follows
--color, then NO_COLOR, CLICOLOR_FORCE or FORCE_COLOR, CLICOLOR and TERM (bao --help).")]
    Play(PlayArgs),
    /// Open the lessons and puzzles of a game: short exercises that each ask for one kind of move, then "win in
    /// N" and "capture the most", then the puzzles your reviewed games made (progress is kept in learn.json in
    /// the data folder: bao doctor says where)
    #[command(after_help = "Examples:\n  bao learn\n  bao learn kingulu")]
    Learn(LearnArgs),
    /// Open a room for a game with a player in another terminal, and play in it (shows the room's code)
    #[cfg(unix)]
    Host(rooms::HostArgs),
    /// Take the free seat of a room (or your own seat again, after a dropped connection)
    #[cfg(unix)]
    Join(rooms::JoinArgs),
    /// Follow a room's game without a seat
    #[cfg(unix)]
    Watch(rooms::JoinArgs),
    /// List the public rooms of this machine: code, game, players, moves, spectators
    #[cfg(unix)]
    Rooms(rooms::RoomsArgs),
    /// Serve the program over SSH: each connection gets the start screen, its own saves and this server's rooms
    #[cfg(all(unix, feature = "serve"))]
    Serve(serve::ServeArgs),
    /// Not built into this bao: says how to get a bao that has it
    #[cfg(not(all(unix, feature = "serve")))]
    #[command(hide = true)]
    Serve(features::MissingServe),
    /// The helper `bao serve` starts each session's program from (src/serve/spawner.rs): not a command to run
    #[cfg(all(unix, feature = "serve"))]
    #[command(name = "serve-spawner", hide = true)]
    ServeSpawner,
    /// List the saved games, one per line (with --builtin, the study positions and example games built in)
    #[command(after_help = "The saves are in $BAO_DATA_DIR/saves, or the system's data folder for bao-tui \
                            (~/.local/share/bao-tui/saves on Linux); bao doctor says which.\n\nExamples:\n  bao saves\n  bao saves --builtin")]
    Saves {
        /// List the study positions and example games built into the program instead: file name, game, moves,
        /// how the line ends, title (`bao play --load` opens one by title or file name, as a copy)
        #[arg(long)]
        builtin: bool,
    },
    /// Print a saved game (by name or path) as a game record
    #[command(after_help = "Example:\n  bao export \"first lesson\" > lesson.txt")]
    Export {
        /// The save's name (see `bao saves`) or a save file's path
        #[arg(value_name = "NAME_OR_PATH")]
        save: String,
    },
    /// Review a saved game (by name or path): one line a move (number, side, move, mark, best score, played
    /// score, loss, best move, best line, exact verdict), then a summary a side; a save is given the review
    #[command(
        after_help = "Marks: best, only-move, good, inaccuracy, mistake, blunder, missed-win (docs/review.md). A save of \
                      the store keeps its review, move by move, so a review stopped goes on where it was.\n\nExamples:\n  \
                      bao review kingulu-complete-game\n  bao review kete-complete-game --depth 7\n\nNAME_OR_PATH is a \
                      save of yours (see `bao saves`), a save file's path, or the title or file name of an example game \
                      built in (see `bao saves --builtin`), reviewed as a copy."
    )]
    Review(ReviewArgs),
    /// Make a saved game of a game record, checking every move
    #[command(
        after_help = "The save goes to $BAO_DATA_DIR/saves, or the system's data folder (bao doctor says which).\n\nExample:\n  bao import lesson.txt --name \"first lesson\""
    )]
    Import(ImportArgs),
    /// List the colour themes (name, where from, description)
    #[command(after_help = "Your own themes go in $BAO_CONFIG_DIR/themes/, or the system's configuration folder for \
                            bao-tui (~/.config/bao-tui/themes/ on Linux); see themes/README.md.\n\nExample:\n  bao themes --theme classic-wood")]
    Themes {
        /// Say on standard error whether this theme can be used
        #[arg(long, value_name = "NAME")]
        theme: Option<String>,
    },
    /// Print what the program detected and will use: terminal, colours and why, folders, settings, theme
    #[command(
        after_help = "It reads BAO_DATA_DIR, BAO_CONFIG_DIR, BAO_ROOMS_DIR, TERM, COLORTERM, NO_COLOR, CLICOLOR, \
                            CLICOLOR_FORCE and FORCE_COLOR, as a game would.\n\nExamples:\n  bao doctor\n  bao --color never doctor"
    )]
    Doctor,
    /// List or check the puzzles ("win in N", "capture the most") of each game
    #[command(subcommand, after_help = "Examples:\n  bao puzzle list kingulu\n  bao puzzle check kingulu")]
    Puzzle(puzzle::PuzzleCommand),
    /// Print the manual page (roff, for `man -l -`), made from the same definitions as --help
    #[command(after_help = "Examples:\n  bao man | man -l -\n  bao man > ~/.local/share/man/man1/bao.1")]
    Man,
    /// Print shell completions for SHELL (bash, zsh, fish, elvish, powershell)
    #[command(after_help = "Example:\n  bao completions bash > ~/.local/share/bash-completion/completions/bao")]
    Completions {
        /// The shell
        shell: clap_complete::Shell,
    },
}

#[derive(Args, Debug)]
struct ReviewArgs {
    /// The save's name (see `bao saves`) or a save file's path
    #[arg(value_name = "NAME_OR_PATH")]
    save: String,
    /// Search each position to this depth, in plies [default: kingulu 25, kimasai-step 13, kete 11,
    /// kimasai-relay 9; a review kept in the save goes on at its own depth]
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
}

#[derive(Args, Debug)]
struct ImportArgs {
    /// The game record: an optional first line `position: POS`, then moves (move numbers allowed)
    file: String,
    /// The game, when the record has no `position:` line
    #[arg(long, value_parser = VariantParser)]
    variant: Option<Variant>,
    /// The name to save it under (default: the file's name, with `-2`, `-3`, ... if a save has it)
    #[arg(long)]
    name: Option<String>,
    /// Replace the saved game that already has the name given with --name
    #[arg(long, requires = "name")]
    force: bool,
}

#[derive(Args, Debug)]
struct LineArgs {
    /// Start from this position (notation) instead of the variant's start position
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// The variant (kete, kimasai-relay, kimasai-step or kingulu; may be left out with --from), then the moves
    /// to play, e.g. `kingulu A3 a1`
    #[arg(value_name = "VARIANT|MOVE")]
    words: Vec<String>,
}

#[derive(Args, Debug)]
struct PerftArgs {
    /// Start from this position (notation) instead of the variant's start position
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// The variant: kete, kimasai-relay, kimasai-step or kingulu (may be left out with --from)
    #[arg(value_name = "VARIANT")]
    variant: Option<String>,
    /// The depth in plies (at most 1000)
    #[arg(value_name = "DEPTH")]
    depth: String,
}

#[derive(Args, Debug)]
struct TraceArgs {
    /// The move whose events to print, played after the given moves
    #[arg(long = "move", value_name = "MOVE")]
    mv: String,
    /// Print each event as the sentence the step-through view shows, one per line, instead of JSON
    #[arg(long)]
    text: bool,
    #[command(flatten)]
    line: LineArgs,
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// The variant to measure; every variant if left out
    #[arg(value_parser = VariantParser)]
    variant: Option<Variant>,
    /// Seconds to measure each variant
    #[arg(long, value_name = "N", default_value_t = 3.0)]
    seconds: f64,
}

#[derive(Args, Debug)]
struct AnalyzeArgs {
    #[command(flatten)]
    line: LineArgs,
    /// Search to this depth, in plies
    #[arg(long, value_name = "D", conflicts_with_all = ["time", "nodes"])]
    depth: Option<u32>,
    /// Search for this many milliseconds [default: 2000]
    #[arg(long, value_name = "MS", conflicts_with = "nodes")]
    time: Option<u64>,
    /// Search this many positions (finishing the depth under way only if the first)
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Score every legal move: one line a move, best first (move, score, depth, principal variation)
    #[arg(long)]
    all: bool,
    /// Report each completed depth on standard error as it finishes (depth, score, nodes, principal variation)
    #[arg(long)]
    progress: bool,
    /// The search table's size in MiB, 1 to 4096, rounded down to a power of two [default: 8]
    #[arg(long, value_name = "MB")]
    hash: Option<u64>,
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The variant to play (may be left out with --from or --load)
    #[arg(value_parser = VariantParser)]
    variant: Option<Variant>,
    /// Start from this position (notation)
    #[arg(long, value_name = "POS")]
    from: Option<String>,
    /// Open a saved game by name or path, or a built-in study position or example game by title or file name
    /// (see `bao saves --builtin`; opened as a copy)
    #[arg(long, value_name = "NAME_PATH_OR_TITLE")]
    load: Option<String>,
    /// Who plays South (moves first): `person`, or the computer's level, 1 to 6 or its name (beginner, novice,
    /// casual, club, expert, master) [default: a person if --north is given, else the last players chosen]
    #[arg(long, value_name = "PLAYER")]
    south: Option<crate::store::Player>,
    /// Who plays North, as --south [default: a person if --south is given, else the last players chosen]
    #[arg(long, value_name = "PLAYER")]
    north: Option<crate::store::Player>,
    #[command(flatten)]
    look: LookArgs,
}

impl PlayArgs {
    /// The players the command line named: none, or both (a side left out is a person).
    fn seats(&self) -> Option<crate::store::Players> {
        (self.south.is_some() || self.north.is_some())
            .then(|| crate::rules::BySide::new(self.south.unwrap_or_default(), self.north.unwrap_or_default()))
    }
}

#[derive(Args, Debug)]
struct LearnArgs {
    /// The game whose lessons to open (kete if left out)
    #[arg(value_parser = VariantParser)]
    variant: Option<Variant>,
    #[command(flatten)]
    look: LookArgs,
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

/// `--from: ` and why its position is refused.
fn from_error(error: &dyn fmt::Display) -> String {
    crate::t!("cli-error-from", error = error.to_string())
}

/// Where a line of play starts: a variant, and a position if `--from` gave one.
struct Start {
    variant: Variant,
    from: Option<Setup>,
}

/// Reads `[VARIANT] ...` and `--from POS`: the variant may be left out when `--from` is given; if both are
/// given they must agree. Returns the start and the words after the variant.
fn start_of<'a>(words: &'a [String], from: Option<&str>) -> Result<(Start, &'a [String]), CliError> {
    let from = from.map(|text| text.parse::<Setup>().map_err(|e| CliError::input(from_error(&e)))).transpose()?;
    let named = words.first().and_then(|word| word.parse::<Variant>().ok());
    let rest = if named.is_some() { &words[1..] } else { words };
    let variant = match (named, &from) {
        (Some(variant), Some(setup)) if variant != setup.variant => {
            let (variant, position) = (variant.to_string(), setup.variant.to_string());
            let words = crate::t!("cli-error-variant-mismatch", variant = variant, position = position);
            return Err(CliError::input(words));
        }
        (Some(variant), _) => variant,
        (None, Some(setup)) => setup.variant,
        (None, None) => {
            return Err(CliError::input(match words.first() {
                Some(word) => crate::t!("cli-error-unknown-variant", word = word.as_str()),
                None => crate::t!("cli-error-no-variant"),
            }));
        }
    };
    Ok((Start { variant, from }, rest))
}

fn run(cli: Cli) -> Result<(), CliError> {
    let look = cli.look;
    match cli.command {
        Some(Command::Moves(args)) => scripting::run(scripting::Query::Moves, &args),
        Some(Command::Apply(args)) => scripting::run(scripting::Query::Apply, &args),
        Some(Command::Status(args)) => scripting::run(scripting::Query::Status, &args),
        Some(Command::Trace(args)) => scripting::trace(&args),
        Some(Command::Perft(args)) => scripting::perft_command(&args),
        Some(Command::Analyze(args)) => analyze::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Saves { builtin: false }) => saves::list(),
        Some(Command::Saves { builtin: true }) => saves::list_builtin(),
        Some(Command::Export { save }) => saves::export(&save),
        Some(Command::Import(args)) => saves::import(&args),
        Some(Command::Review(args)) => review::run(&args),
        Some(Command::Themes { theme }) => look::themes(theme.or(look.theme).as_deref()),
        Some(Command::Completions { shell }) => look::completions(shell),
        #[cfg(unix)]
        Some(Command::Host(args)) => rooms::host(&args, look),
        #[cfg(unix)]
        Some(Command::Join(args)) => rooms::join(&args, false, look),
        #[cfg(unix)]
        Some(Command::Watch(args)) => rooms::join(&args, true, look),
        #[cfg(unix)]
        Some(Command::Rooms(args)) => rooms::list(&args),
        #[cfg(all(unix, feature = "serve"))]
        Some(Command::Serve(args)) => serve::serve(&args),
        #[cfg(not(all(unix, feature = "serve")))]
        Some(Command::Serve(args)) => features::missing_serve(&args),
        #[cfg(all(unix, feature = "serve"))]
        Some(Command::ServeSpawner) => crate::serve::spawner::helper::run().map_err(CliError::input),
        Some(Command::Puzzle(command)) => puzzle::run(&command),
        Some(Command::Man) => help::man(),
        Some(Command::Doctor) => doctor::run(look.theme.as_ref(), look.ascii, look.colour()),
        Some(Command::Play(args)) => {
            let look = args.look.clone().or(look);
            play(&args, look)
        }
        Some(Command::Learn(args)) => {
            let look = args.look.clone().or(look);
            let mut app = crate::tui::App::new(crate::tui::Theme::from_env()).with_saving(saves::user_saving());
            app.open_learn(args.variant.unwrap_or(Variant::ALL[0]));
            interactive(app, look)
        }
        None => interactive(crate::tui::App::new(crate::tui::Theme::from_env()), look),
    }
}

/// `bao play [VARIANT] [--from POS] [--load NAME_OR_PATH] [--south PLAYER] [--north PLAYER]`: checks the start (or replays the save) before the
/// terminal is taken over, so a bad position or save is reported as bad input (exit 2) on a normal screen.
/// Without a variant, position or save, opens the start screen.
fn play(args: &PlayArgs, look: LookArgs) -> Result<(), CliError> {
    let theme = crate::tui::Theme::from_env();
    if let Some(load) = &args.load {
        if args.variant.is_some() || args.from.is_some() || args.seats().is_some() {
            return Err(CliError::input(crate::t!("cli-error-load-alone")));
        }
        let (app, warning) = saves::load_app(theme, load)?;
        if let Some(warning) = warning {
            eprintln!("bao: {warning}");
        }
        return interactive(app, look);
    }
    if args.variant.is_none() && args.from.is_none() {
        return match args.seats() {
            Some(seats) => interactive(crate::tui::App::start_screen_with(theme, seats), look),
            None => interactive(crate::tui::App::new(theme), look),
        };
    }
    let words: Vec<String> = args.variant.iter().map(ToString::to_string).collect();
    let (start, _) = start_of(&words, args.from.as_deref())?;
    let app = crate::tui::App::new_game(theme, start.variant, start.from, args.seats())
        .map_err(|e| CliError::input(if args.from.is_some() { from_error(&e) } else { e }))?;
    interactive(app, look)
}

/// Runs the interface, saving games into the user's store, with the settings and theme applied (what could
/// not be used is reported on standard error, so it stays readable after the game, and in the status bar); a
/// signal that stopped it is reported as the shell's convention has it (exit status 128 + the signal's number).
/// The line mode runs instead of the full screen when `--lines`, the environment of `bao serve`
/// ([`crate::served::lines_asked`]) or the settings ask for it; it needs no terminal.
fn interactive(mut app: crate::tui::App, look: LookArgs) -> Result<(), CliError> {
    let asked = look.lines || crate::served::lines_asked();
    if let Some(missing) = missing_terminal()
        && !asked
        && !settings_ask_lines()
    {
        return Err(CliError::input(crate::t!("cli-error-no-terminal", missing = missing)));
    }
    if app.shared.saving.store.is_none() {
        app = app.with_saving(saves::user_saving());
    }
    let colour = look.colour();
    for warning in app.configure(crate::tui::Environment::detect(look.ascii, look.theme, colour)) {
        eprintln!("bao: {warning}");
    }
    let result = if asked || app.shared.settings.lines {
        let options = crate::lines::Options::detect(colour == crate::theme::ColourChoice::Always);
        crate::lines::run(app, &options)
    } else {
        crate::tui::run(app)
    };
    match result {
        Ok(None) => Ok(()),
        Ok(Some(signal)) => Err(CliError {
            code: 128u8.saturating_add(u8::try_from(signal).unwrap_or(0)),
            message: crate::t!("cli-error-signal", signal = signal),
        }),
        Err(error) => Err(CliError::other(crate::t!("cli-error-terminal", error = error.to_string()))),
    }
}

/// Whether the settings file starts the program in the line mode ([`crate::tui::settings::Settings::lines`]),
/// read before anything else is, for a program started without a terminal.
fn settings_ask_lines() -> bool {
    crate::tui::settings::config_dir().is_some_and(|folder| crate::tui::settings::Settings::load(&folder).0.lines)
}

/// The full screen needs its standard input and output to be a terminal: without one (`ssh host bao` with no
/// `-t`, a pipe, a cron job) this says which is missing (`input`, `output` or `both`, the message's selector), so the program says so in one line and exits with
/// status 2, before anything could write an escape sequence.
fn missing_terminal() -> Option<&'static str> {
    use std::io::IsTerminal as _;
    match (std::io::stdin().is_terminal(), std::io::stdout().is_terminal()) {
        (true, true) => None,
        (false, true) => Some("input"),
        (true, false) => Some("output"),
        (false, false) => Some("both"),
    }
}

/// Runs the program: parses the command line, runs the command, prints the error once, maps it to an exit
/// status.
#[must_use]
pub fn main() -> ExitCode {
    // A session of `bao serve` confines itself before it opens anything (docs/serving.md).
    if let Err(error) = startup::confine_session() {
        let _ = writeln!(std::io::stderr(), "bao: {}", crate::printable::printable_lines(&error));
        return ExitCode::FAILURE;
    }
    // Every text in the language the settings or the locale choose (`bao trace --text`'s sentences, `bao
    // review`'s verdicts, clap's help and refusals).
    crate::i18n::set(startup::language());
    let cli = match words::command().try_get_matches().and_then(|matches| Cli::from_arg_matches(&matches)) {
        Ok(cli) => cli,
        Err(error) => match words::refusal(&error) {
            Some(words) => {
                let _ = write!(std::io::stderr(), "{words}");
                return ExitCode::from(2);
            }
            None => error.exit(),
        },
    };
    if let Err(error) = startup::test_guard() {
        let _ = writeln!(std::io::stderr(), "bao: {}", crate::printable::printable_lines(&error.message));
        return ExitCode::from(error.code);
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // Not `eprintln!`: after a hang-up the standard error may be a terminal that is gone, and a failed
            // `eprintln!` panics, which there (the terminal library's panic hook failing too) aborts.
            // Messages may quote a file or an argument: its control characters are made visible.
            let _ = writeln!(std::io::stderr(), "bao: {}", crate::printable::printable_lines(&error.message));
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

    #[test]
    fn bao_learn_takes_a_game_or_none() {
        use crate::rules::Variant;
        use clap::Parser as _;
        for (words, variant) in [(&["bao", "learn"][..], None), (&["bao", "learn", "kingulu"][..], Some("kingulu"))] {
            let cli = super::Cli::try_parse_from(words).unwrap();
            let Some(super::Command::Learn(args)) = cli.command else { panic!("{words:?} is bao learn") };
            assert_eq!(args.variant.map(Variant::name), variant);
        }
        assert!(super::Cli::try_parse_from(["bao", "learn", "chess"]).is_err());
    }
}
