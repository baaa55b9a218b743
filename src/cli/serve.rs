//! `bao serve`: the command line of the SSH server (docs/serving.md), turned at once into the
//! server's [`Options`]; and the administrator's look at the games it keeps (`--games`, `--export`, `--leaderboard`), read
//! from the same database in the same data folder.

use std::io::Write as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;

use crate::db::{GameStore as _, Sqlite};
use crate::rules::Variant;
use crate::serve::keys::Admission;
use crate::serve::limits::Limits;
use crate::serve::{Options, run};

use super::CliError;

/// The options that serve, which `--games` and `--export` (which only read the database) do not take.
const SERVING: [&str; 9] = [
    "listen",
    "host_key",
    "max_sessions",
    "max_sessions_per_address",
    "max_sessions_per_key",
    "connections_per_minute",
    "auth_timeout",
    "idle_timeout",
    "input_per_second",
];

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("keys").required(true).args(["authorized_keys", "open", "games", "export", "leaderboard", "stats"]))]
#[allow(clippy::struct_excessive_bools, reason = "each is one of clap's flags, not a state")]
pub(super) struct ServeArgs {
    /// The address and port to listen on (port 0: any free port, logged)
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    listen: SocketAddr,
    /// The server's private key (OpenSSH format, mode 0600) [default: made on first run in the data folder]
    #[arg(long, value_name = "FILE")]
    host_key: Option<PathBuf>,
    /// Admit only the public keys of this OpenSSH `authorized_keys` file
    #[arg(long, value_name = "FILE")]
    authorized_keys: Option<PathBuf>,
    /// Admit any public key (a name is still bound to the first key that used it)
    #[arg(long)]
    open: bool,
    /// Sessions at once
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = at_least_one())]
    max_sessions: u64,
    /// Sessions at once from one address (players behind one router share its address)
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = at_least_one())]
    max_sessions_per_address: u64,
    /// Sessions at once of one public key, whatever names it uses
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = at_least_one())]
    max_sessions_per_key: u64,
    /// New connections from one address per minute
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = at_least_one())]
    connections_per_minute: u64,
    /// Seconds from connecting to the end of authentication
    #[arg(long, value_name = "SECS", default_value_t = 30, value_parser = at_least_one())]
    auth_timeout: u64,
    /// Seconds without input before a session is closed
    #[arg(long, value_name = "SECS", default_value_t = 1800, value_parser = at_least_one())]
    idle_timeout: u64,
    /// Input bytes per second from one player (a second's worth may come at once, as a paste)
    #[arg(long, value_name = "BYTES", default_value_t = 65536, value_parser = at_least_one())]
    input_per_second: u64,
    /// Print the games the server keeps, one a line, tab-separated: code, game, players, moves played, whose
    /// turn (or how it ended), time control; then exit
    #[arg(long, conflicts_with_all = SERVING)]
    games: bool,
    /// Write the server's game CODE (as --games lists it) as an ordinary save, to standard output or --to;
    /// then exit
    #[arg(long, value_name = "CODE", conflicts_with_all = SERVING)]
    export: Option<String>,
    /// Print the leaderboard of VARIANT, one player a line, tab-separated: rank, name, rating, deviation, rated
    /// games (players whose rating is not provisional, with at least 5 rated games); then exit
    #[arg(long, value_name = "VARIANT", value_parser = super::VariantParser, conflicts_with_all = SERVING)]
    leaderboard: Option<Variant>,
    /// Print what the server keeps, one figure a line, tab-separated (name, value): players, games in
    /// progress, games kept, finished and rated, moves stored, the database's size in bytes; then exit
    #[arg(long, conflicts_with_all = SERVING)]
    stats: bool,
    /// With --export: the file to write the save to (never replaced, unless --force)
    #[arg(long, value_name = "FILE", requires = "export")]
    to: Option<PathBuf>,
    /// With --export --to: replace the file if it exists
    #[arg(long, requires = "to")]
    force: bool,
}

/// A count or a time of at least 1.
fn at_least_one() -> clap::builder::RangedU64ValueParser {
    clap::value_parser!(u64).range(1..)
}

/// A count from the command line, as large as this machine counts.
fn count(value: u64) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// Runs the server, or prints what it keeps.
pub(super) fn serve(args: &ServeArgs) -> Result<(), CliError> {
    if args.games {
        return games();
    }
    if let Some(code) = &args.export {
        return export(code, args.to.as_deref(), args.force);
    }
    if let Some(variant) = args.leaderboard {
        return leaderboard(variant);
    }
    if args.stats {
        return stats();
    }
    let admission = match &args.authorized_keys {
        Some(path) => Admission::from_file(path).map_err(CliError::input)?,
        None => Admission::Open,
    };
    let limits = Limits {
        max_sessions: count(args.max_sessions),
        max_sessions_per_address: count(args.max_sessions_per_address),
        max_sessions_per_key: count(args.max_sessions_per_key),
        connections_per_minute: count(args.connections_per_minute),
        auth_timeout: Duration::from_secs(args.auth_timeout),
        idle_timeout: Duration::from_secs(args.idle_timeout),
        input_per_second: count(args.input_per_second),
    };
    let options = Options { listen: args.listen, host_key: args.host_key.clone(), admission, limits };
    run(options).map_err(CliError::other)
}

/// The server's database, if the server ever ran in this data folder (none: no file is made for asking).
fn database() -> Result<Option<Sqlite>, CliError> {
    let (_, folder) = crate::serve::folders().map_err(CliError::other)?;
    if !folder.join(crate::db::FILE_NAME).exists() {
        return Ok(None);
    }
    Sqlite::open(&folder).map(Some).map_err(CliError::other)
}

/// `bao serve --games`: every game the server keeps, one a line.
fn games() -> Result<(), CliError> {
    let Some(store) = database()? else { return Ok(()) };
    let mut out = std::io::stdout().lock();
    for summary in store.list().map_err(CliError::other)? {
        if writeln!(out, "{}", summary.admin_line()).is_err() {
            // The reader went away (`| head`): nothing more to say.
            return Ok(());
        }
    }
    Ok(())
}

/// The fewest rated games a player on the leaderboard has played (the lobby's leaderboard's too).
pub use crate::rating::LEADERBOARD_GAMES;

/// `bao serve --leaderboard VARIANT`: the established players of the game by rating, one a line.
fn leaderboard(variant: Variant) -> Result<(), CliError> {
    let Some(store) = database()? else { return Ok(()) };
    let mut out = std::io::stdout().lock();
    for line in leaderboard_lines(&store, variant)? {
        if writeln!(out, "{line}").is_err() {
            return Ok(());
        }
    }
    Ok(())
}

/// The leaderboard's lines, tab-separated: rank, name (printable: a tab in a name never shifts the columns),
/// rating, deviation, rated games.
fn leaderboard_lines(store: &Sqlite, variant: Variant) -> Result<Vec<String>, CliError> {
    let board = store.leaderboard(variant, LEADERBOARD_GAMES).map_err(CliError::other)?;
    Ok(board
        .iter()
        .enumerate()
        .map(|(rank, (name, rating))| {
            let name = crate::printable::printable(name);
            format!("{}\t{name}\t{:.0}\t{:.0}\t{}", rank + 1, rating.rating, rating.deviation, rating.games)
        })
        .collect())
}

/// `bao serve --stats`: what the server keeps, counted.
fn stats() -> Result<(), CliError> {
    let (_, folder) = crate::serve::folders().map_err(CliError::other)?;
    let counted = match database()? {
        Some(store) => store.stats().map_err(CliError::other)?,
        None => crate::db::Stats::default(),
    };
    let mut out = std::io::stdout().lock();
    for line in stats_lines(&counted, &folder) {
        if writeln!(out, "{line}").is_err() {
            return Ok(());
        }
    }
    Ok(())
}

/// The lines of `--stats`: each figure's name and value, tab-separated. The database's size is its file's and
/// its write-ahead log's (SQLite's `-wal` file holds what is not checkpointed yet).
fn stats_lines(counted: &crate::db::Stats, folder: &Path) -> Vec<String> {
    let size = |suffix: &str| {
        let path = folder.join(format!("{}{suffix}", crate::db::FILE_NAME));
        std::fs::metadata(path).map_or(0, |meta| meta.len())
    };
    let bytes = size("") + size("-wal");
    [
        ("players", counted.players),
        ("games in progress", counted.in_progress),
        ("games kept", counted.in_progress + counted.finished),
        ("games finished", counted.finished),
        ("rated games", counted.rated),
        ("moves stored", counted.moves),
        ("database bytes", bytes),
    ]
    .iter()
    .map(|(name, value)| format!("{name}\t{value}"))
    .collect()
}

/// `bao serve --export CODE [--to FILE [--force]]`: the game as an ordinary save.
fn export(code: &str, to: Option<&Path>, force: bool) -> Result<(), CliError> {
    let shown = crate::printable::printable(code);
    let missing = || CliError::input(crate::t!("cli-error-no-game-kept", code = shown.to_string()));
    let store = database()?.ok_or_else(missing)?;
    let game = store.game(code).map_err(CliError::other)?.ok_or_else(missing)?;
    // Checked as loading a save checks it: what is written opens.
    game.saved_game(None).map_err(CliError::other)?;
    let json = game.save_file(None).to_json();
    match to {
        None => {
            let _ = std::io::stdout().lock().write_all(json.as_bytes());
            Ok(())
        }
        Some(path) => {
            let written = if force {
                crate::store::write_atomic(path, json.as_bytes())
            } else {
                crate::store::atomic::create_atomic(path, json.as_bytes())
            };
            written.map_err(|error| match error.kind() {
                std::io::ErrorKind::AlreadyExists => {
                    CliError::input(crate::t!("cli-error-file-exists", path = path.display().to_string()))
                }
                _ => CliError::other(format!("{}: {error}", path.display())),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{Ending, NewGame, Seat};
    use crate::rules::{BySide, Setup, Side};

    #[test]
    fn the_leaderboard_prints_the_established_players_tab_separated_the_highest_first() {
        let folder = std::env::temp_dir().join(format!("bao-cli-leaderboard-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let mut store = Sqlite::open(&folder).unwrap();
        let at = jiff::Timestamp::from_second(1_800_000_000).unwrap();
        let (ada, bob) = (store.player("ada", at).unwrap(), store.player("bob", at).unwrap());
        for n in 0..40 {
            let game = NewGame {
                code: format!("g{n}"),
                start: Setup::start(Variant::Kingulu),
                seats: BySide::new(Seat::Player(ada.clone()), Seat::Player(bob.clone())),
                time_control: "10+5".into(),
                rated: true,
                created_at: at,
                room: None,
            };
            let id = store.create_game(&game).unwrap();
            let loser = if n % 3 == 2 { Side::South } else { Side::North };
            store.finish(id, Ending::Resigned(loser), at).unwrap();
        }
        let lines = leaderboard_lines(&store, Variant::Kingulu).unwrap();
        let fields: Vec<Vec<&str>> = lines.iter().map(|line| line.split('\t').collect()).collect();
        assert_eq!(fields.len(), 2, "{lines:?}");
        assert_eq!((fields[0][0], fields[0][1], fields[0][4]), ("1", "ada", "40"));
        assert_eq!((fields[1][0], fields[1][1]), ("2", "bob"));
        assert!(fields[0][2].parse::<u32>().unwrap() > fields[1][2].parse::<u32>().unwrap());
        assert!(leaderboard_lines(&store, Variant::Kete).unwrap().is_empty());
        // The stats count the same games.
        let lines = stats_lines(&store.stats().unwrap(), &folder);
        let figure = |name: &str| {
            let line = lines.iter().find(|line| line.starts_with(&format!("{name}\t"))).unwrap();
            line.split('\t').nth(1).unwrap().parse::<u64>().unwrap()
        };
        assert_eq!((figure("players"), figure("games in progress"), figure("games kept")), (2, 0, 40));
        assert_eq!((figure("games finished"), figure("rated games"), figure("moves stored")), (40, 40, 0));
        assert!(figure("database bytes") > 0);
        drop(store);
        let _ = std::fs::remove_dir_all(&folder);
    }
}
