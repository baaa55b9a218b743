//! `bao bench`: random playouts from the start position on one thread, each ply a move chosen uniformly
//! among the legal moves (every rule checked, never-ending-move detection included), drawn by rejection
//! ([`Game::play_random`]: candidates tried in a random order until one is legal), games capped at
//! 10,000 plies. A turn is one ply: a whole move with all its laps. The maintainers' tools (`tools/`) measure
//! these playouts beside straight-line loops written for one game, and the search.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use super::scripting::print;
use super::{BenchArgs, CliError};
use crate::rng::Rng;
use crate::rules::{Game, Variant};
use crate::with_game;

/// Plies after which a random game is stopped and reported.
pub const PLY_CAP: u32 = 10_000;

/// What a run of random games measured.
#[derive(Clone, Copy, Debug, Default)]
pub struct Playouts {
    /// Games played.
    pub games: u64,
    /// Plies played in all.
    pub plies: u64,
    /// Games stopped at the ply cap.
    pub capped: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// Plays one random game from the start; returns its plies and whether it reached the cap.
pub fn random_game<G: Game>(rng: &mut Rng) -> (u32, bool) {
    let mut position = G::start();
    for ply in 0..PLY_CAP {
        if position.play_random(&mut |n| rng.below(n)).is_none() {
            return (ply, false);
        }
    }
    (PLY_CAP, true)
}

/// Plays random games for about `seconds`.
#[must_use]
pub fn playouts<G: Game>(seconds: f64, seed: u64) -> Playouts {
    let mut rng = Rng::new(seed);
    timed(seconds, || random_game::<G>(&mut rng))
}

/// Plays `game` (one random game: its plies, and whether it was cut at [`PLY_CAP`]) over and over for about
/// `seconds`, and tallies the games.
#[must_use]
pub fn timed(seconds: f64, mut game: impl FnMut() -> (u32, bool)) -> Playouts {
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    let started = Instant::now();
    let mut result = Playouts::default();
    loop {
        let (plies, capped) = game();
        result.games += 1;
        result.plies += u64::from(plies);
        result.capped += u64::from(capped);
        result.elapsed = started.elapsed();
        if result.elapsed >= budget {
            return result;
        }
    }
}

fn line(variant: Variant, result: &Playouts) -> String {
    let seconds = result.elapsed.as_secs_f64().max(1e-9);
    let mut text = format!(
        "{variant} playouts/s={:.0} turns/s={:.0} plies/game={:.1}",
        result.games as f64 / seconds,
        result.plies as f64 / seconds,
        result.plies as f64 / result.games.max(1) as f64,
    );
    if result.capped > 0 {
        let _ = write!(text, " capped={} (games stopped at {PLY_CAP} plies)", result.capped);
    }
    text + "\n"
}

pub(super) fn run(args: &BenchArgs) -> Result<(), CliError> {
    let seconds = args.seconds;
    if !(seconds.is_finite() && seconds > 0.0) {
        return Err(CliError::input(crate::t!("cli-error-seconds", seconds = seconds.to_string())));
    }
    let variants = match &args.variant {
        Some(variant) => vec![*variant],
        None => Variant::ALL.to_vec(),
    };
    for variant in variants {
        let result = with_game!(variant, G => playouts::<G>(seconds, 0x5EED));
        print(&line(variant, &result))?;
    }
    Ok(())
}
