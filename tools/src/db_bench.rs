//! `bao-tools db-bench` (feature `serve`): the server's database measured on a real file, figures printed,
//! nothing asserted. Moves appended per second, each its own committed transaction as the server writes
//! them, with `synchronous=FULL` (the server's: a move survives a power loss) and `NORMAL` (a move survives
//! the process killed only); the time to read a game back (its moves replayed by the rules, as a restarted
//! server loads each unfinished game); and the file's size per 1,000 stored games of a typical length.
//!
//! The file is made in a new folder under `--folder` (the system's temporary folder if not given: put it on
//! the disk the server would use, since a memory file system makes every sync free) and removed after.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bao::internal::db::{Durability, FILE_NAME, GameId, GameStore, NewGame, NewMove, Seat, Sqlite, Timestamp};
use bao::rng::Rng;
use bao::rules::{AnyLine, BySide, Setup, Status, Variant};

use super::{CliError, print};

/// What to measure.
#[derive(Debug)]
pub struct Options {
    /// Moves appended for each durability.
    pub moves: u32,
    /// Games stored for the size.
    pub games: u32,
    /// Moves in each of those games (fewer if the rules end one first).
    pub length: u32,
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

/// The moves of one random game of `variant` of up to `length` moves, each with the side to move after it.
fn random_game(variant: Variant, length: u32, rng: &mut Rng) -> Vec<(String, bao::rules::Side)> {
    let mut line = AnyLine::new(&Setup::start(variant)).expect("the start position is valid");
    let mut moves = Vec::new();
    while moves.len() < length as usize && line.end_status() == Status::Ongoing {
        let legal = line.legal_moves();
        let mv = legal[rng.below(legal.len())];
        line.play(mv).expect("a legal move plays");
        moves.push((mv.to_string(), line.side_to_move()));
    }
    moves
}

/// A store at `folder`, with two players and a new game of code `code`.
fn game_between(
    store: &mut Sqlite,
    code: &str,
    variant: Variant,
    names: (&str, &str),
    at: Timestamp,
) -> Result<GameId, CliError> {
    let south = store.player(names.0, at).map_err(failed)?;
    let north = store.player(names.1, at).map_err(failed)?;
    let game = NewGame {
        code: code.to_string(),
        start: Setup::start(variant),
        seats: BySide::new(Seat::Player(south), Seat::Player(north)),
        time_control: "10+5".into(),
        rated: true,
        created_at: at,
        room: None,
    };
    store.create_game(&game).map_err(failed)
}

/// Appends the moves of random games, one transaction each, for `count` moves; returns the time taken.
fn append_rate(folder: &Path, durability: Durability, count: u32) -> Result<Duration, CliError> {
    let mut store = Sqlite::open_with(folder, durability).map_err(failed)?;
    let mut rng = Rng::new(1);
    let now = Timestamp::now();
    // The games are played first: what is timed is the store, not the rules.
    let mut games = Vec::new();
    let mut planned = 0;
    while planned < count {
        let moves = random_game(Variant::Kete, count - planned, &mut rng);
        planned += u32::try_from(moves.len()).expect("a game's moves fit");
        games.push(moves);
    }
    let ids: Vec<_> = (0..games.len())
        .map(|n| game_between(&mut store, &format!("rate-{n}"), Variant::Kete, ("ada", "bob"), now))
        .collect::<Result<_, _>>()?;
    let started = Instant::now();
    for (id, moves) in ids.into_iter().zip(&games) {
        for (index, (text, to_move)) in moves.iter().enumerate() {
            let mv = NewMove {
                ply: u32::try_from(index + 1).expect("a game's moves fit"),
                text: text.clone(),
                to_move: *to_move,
                clocks: Some(BySide::new(Duration::from_secs(300), Duration::from_secs(300))),
                due_at: None,
                at: now,
            };
            store.append_move(id, &mv).map_err(failed)?;
        }
    }
    Ok(started.elapsed())
}

/// Stores `games` games of up to `length` moves among 200 players, the four games in turn; returns the moves stored, the file's size
/// once closed (its log folded in), and the time to read every game back.
fn size_of_games(folder: &Path, games: u32, length: u32) -> Result<(u64, u64, Duration), CliError> {
    let mut store = Sqlite::open_with(folder, Durability::Normal).map_err(failed)?;
    let mut rng = Rng::new(2);
    let now = Timestamp::now();
    let mut stored = 0_u64;
    for n in 0..games {
        let (south, north) = (format!("player{}", n % 200), format!("player{}", (n * 7 + 1) % 200));
        let variant = Variant::ALL[n as usize % Variant::ALL.len()];
        let id = game_between(&mut store, &format!("size-{n}"), variant, (&south, &north), now)?;
        for (index, (text, to_move)) in random_game(variant, length, &mut rng).into_iter().enumerate() {
            let ply = u32::try_from(index + 1).expect("a game's moves fit");
            let clocks = Some(BySide::new(Duration::from_millis(287_120), Duration::from_millis(301_845)));
            let mv = NewMove { ply, text, to_move, clocks, due_at: None, at: now };
            store.append_move(id, &mv).map_err(failed)?;
            stored += 1;
        }
    }
    let started = Instant::now();
    for summary in store.list().map_err(failed)? {
        store.game(&summary.code).map_err(failed)?.expect("a listed game reads back");
    }
    let read = started.elapsed();
    drop(store);
    let bytes = std::fs::metadata(folder.join(FILE_NAME)).map_err(failed)?.len();
    Ok((stored, bytes, read))
}

/// Runs the benchmark and prints its figures.
pub fn run(options: &Options) -> Result<(), CliError> {
    if options.moves == 0 || options.games == 0 || options.length == 0 {
        return Err(CliError::input("--moves, --games and --length are at least 1"));
    }
    let base = options.folder.clone().unwrap_or_else(std::env::temp_dir);
    let scratch = Scratch(base.join(format!("bao-db-bench-{}", std::process::id())));
    print(&format!("database in {}\n", scratch.0.display()))?;
    for (name, durability) in [("FULL", Durability::Full), ("NORMAL", Durability::Normal)] {
        let folder = scratch.0.join(name);
        let took = append_rate(&folder, durability, options.moves)?;
        let rate = f64::from(options.moves) / took.as_secs_f64();
        let each = took.as_secs_f64() * 1e6 / f64::from(options.moves);
        print(&format!(
            "append synchronous={name:<6} {} moves  {rate:>9.0} moves/s  {each:>8.1} us/move\n",
            options.moves
        ))?;
    }
    let (stored, bytes, read) = size_of_games(&scratch.0.join("size"), options.games, options.length)?;
    let per_thousand = bytes as f64 * 1000.0 / f64::from(options.games);
    let per_move = bytes as f64 / stored.max(1) as f64;
    print(&format!(
        "size {} games, {stored} moves ({:.1} a game): {bytes} bytes, {:.2} MB per 1000 games, {per_move:.0} bytes a move\n",
        options.games,
        stored as f64 / f64::from(options.games),
        per_thousand / 1e6,
    ))?;
    let typical = per_move * f64::from(options.length) * 1000.0 / 1e6;
    print(&format!("  so about {typical:.2} MB per 1000 games of {} moves\n", options.length))?;
    let each = read.as_secs_f64() * 1e6 / f64::from(options.games);
    print(&format!("read back and replay every game: {:.0} ms, {each:.0} us a game\n", read.as_secs_f64() * 1e3))?;
    Ok(())
}
