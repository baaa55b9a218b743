//! `bao-tools archive-bench` (feature `serve`): the archive of `bao serve` measured on a real file, figures
//! printed, nothing asserted. A new database is filled, through the store's own interface as the server
//! writes it, with `--games` finished games (default 100,000) among `--players` players (default 1,000), the
//! four games in turn, one in twenty private; then each of the archive's pages is timed: the latest games,
//! a page far back (after a cursor), a player's games, a game's, a player's games of one game, each asked as
//! the lobby asks (a page and one more game, a viewer given).
//!
//! The file is made in a new folder under `--folder` (the system's temporary folder if not given) and removed
//! after.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bao::internal::db::{ArchiveQuery, Durability, Ending, GameStore, NewGame, Seat, Sqlite, Timestamp};
use bao::rng::Rng;
use bao::rules::{BySide, Setup, Side, Variant};

use super::{CliError, print};

/// What to measure.
#[derive(Debug)]
pub struct Options {
    /// Finished games stored.
    pub games: u32,
    /// Players among whom they are played.
    pub players: u32,
    /// Times each page is read.
    pub repeats: u32,
    /// Where the database's folder is made.
    pub folder: Option<PathBuf>,
}

/// A folder of the benchmark's own, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn failed(error: impl std::fmt::Display) -> CliError {
    CliError::other(error.to_string())
}

/// The page the lobby asks for: 50 games and one more (to know whether more follow).
const PAGE: u32 = 51;

/// Stores the games; returns the time taken.
fn fill(store: &mut Sqlite, options: &Options) -> Result<Duration, CliError> {
    let started = Instant::now();
    let base = Timestamp::from_second(1_800_000_000).map_err(failed)?;
    let players: Vec<_> = (0..options.players)
        .map(|n| store.player(&format!("player{n}"), base))
        .collect::<Result<_, _>>()
        .map_err(failed)?;
    let mut rng = Rng::new(28);
    for n in 0..options.games {
        let south = rng.below(players.len());
        let north = (south + 1 + rng.below(players.len() - 1)) % players.len();
        let at = Timestamp::from_second(1_800_000_000 + i64::from(n) * 60).map_err(failed)?;
        let game = NewGame {
            code: format!("game-{n}"),
            start: Setup::start(Variant::ALL[n as usize % Variant::ALL.len()]),
            seats: BySide::new(Seat::Player(players[south].clone()), Seat::Player(players[north].clone())),
            time_control: "10+5".into(),
            rated: n % 2 == 0,
            created_at: at,
            room: None,
        };
        let id = store.create_game(&game).map_err(failed)?;
        let ending = match rng.below(3) {
            0 => Ending::Resigned(Side::South),
            1 => Ending::Resigned(Side::North),
            _ => Ending::Agreed,
        };
        let end = Timestamp::from_second(at.as_second() + 30).map_err(failed)?;
        store.finish(id, ending, end).map_err(failed)?;
        if n % 20 == 0 {
            store.set_private(&game.code, players[south].id, true).map_err(failed)?;
        }
    }
    Ok(started.elapsed())
}

/// Reads the page `repeats` times; the median and the slowest time, and the games of the page.
fn time(store: &Sqlite, query: &ArchiveQuery, repeats: u32) -> Result<(Duration, Duration, usize), CliError> {
    let mut times = Vec::new();
    let mut games = 0;
    for _ in 0..repeats.max(1) {
        let started = Instant::now();
        games = store.archive(query).map_err(failed)?.len();
        times.push(started.elapsed());
    }
    times.sort();
    Ok((times[times.len() / 2], times[times.len() - 1], games))
}

/// Runs the benchmark and prints its figures.
pub fn run(options: &Options) -> Result<(), CliError> {
    if options.games == 0 || options.players < 2 {
        return Err(CliError::input("--games is at least 1 and --players at least 2"));
    }
    let base = options.folder.clone().unwrap_or_else(std::env::temp_dir);
    let scratch = Scratch(base.join(format!("bao-archive-bench-{}", std::process::id())));
    print(&format!("database in {}\n", scratch.0.display()))?;
    let mut store = Sqlite::open_with(&scratch.0, Durability::Normal).map_err(failed)?;
    let took = fill(&mut store, options)?;
    print(&format!(
        "stored {} finished games among {} players in {:.1} s (each game and its end a transaction)\n",
        options.games,
        options.players,
        took.as_secs_f64()
    ))?;
    let viewer = store.player("player0", Timestamp::now()).map_err(failed)?.id;
    let player = Some(store.player("player7", Timestamp::now()).map_err(failed)?.id);
    let latest = ArchiveQuery { viewer: Some(viewer), player: None, variant: None, before: None, limit: PAGE };
    // A cursor a hundred games back: the end of the second page.
    let back = store.archive(&ArchiveQuery { limit: 100, ..latest }).map_err(failed)?;
    let deep = back.last().and_then(|game| game.ended.map(|(_, at)| (at, game.id)));
    let pages = [
        ("the latest games", latest),
        ("a page 100 games back", ArchiveQuery { before: deep, ..latest }),
        ("a player's games", ArchiveQuery { player, ..latest }),
        ("a game's (kingulu)", ArchiveQuery { variant: Some(Variant::Kingulu), ..latest }),
        ("a player's kete games", ArchiveQuery { player, variant: Some(Variant::Kete), ..latest }),
        ("a player's, far back", ArchiveQuery { player, before: deep, ..latest }),
    ];
    for (name, query) in pages {
        let (median, slowest, games) = time(&store, &query, options.repeats)?;
        print(&format!(
            "{name:<24} {games:>3} games  median {:>8.1} us  slowest {:>8.1} us  ({} reads)\n",
            median.as_secs_f64() * 1e6,
            slowest.as_secs_f64() * 1e6,
            options.repeats
        ))?;
    }
    Ok(())
}
