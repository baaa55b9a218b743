//! `bao-tools match`: computer games between two levels, and the one-line tally.
//!
//! In each game the first plies that offer a choice (two legal moves or more; two of them, one in kingulu, none
//! in kimasai-step) are played at random (from `--seed`). Kete's and kimasai-relay's games need the variety;
//! kingulu's games are short and sharp, its start a proven first-player win, so one random choice already
//! decides many of them; kimasai-step's opening is where most stones are lost (each side goes from 23 to about
//! 11 in the first 20 plies), so a random ply there decided the game before the levels had played, and its
//! games vary enough from the levels' own random choice between equally good moves (in 40 games between
//! 3-ply and 1-ply searches, the 3-ply search won 29 with two random opening plies and 37 without).
//!
//! The levels break ties between equally good moves at random, so that levels that search to a fixed depth do
//! not replay one game over and over; with `--swap` the levels change sides every game and the two
//! games of a pair share their opening, so neither level is favoured by it. A game still going after
//! [`PLY_CAP`] plies is adjudicated a draw and reported on stderr.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bao::engine::{DEFAULT_CLOCK, Level, Searchable, zobrist_key};
use bao::internal::cli::PLY_CAP;
use bao::rng::Rng;
use bao::rules::{BySide, GameResult, Side, Status, Variant};
use bao::with_game;

use super::{CliError, MatchArgs, print};

/// Plies with a choice that are played at random at the start of every game of `variant`.
#[must_use]
pub const fn opening_choices(variant: Variant) -> u32 {
    match variant {
        Variant::Kingulu => 1,
        Variant::KimasaiStep => 0,
        _ => 2,
    }
}

/// How one game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ending {
    Won(Side),
    Drawn,
    /// Adjudicated a draw at the ply cap.
    Capped,
}

/// Plays one game: `opening` seeds the random opening plies, `rng` level 1's choices.
fn play_game<G: Searchable>(levels: BySide<Level>, clock: Duration, opening: u64, rng: &mut Rng) -> Ending {
    let stop = Arc::new(AtomicBool::new(false));
    let mut opening = Rng::new(opening);
    let mut position = G::start();
    let mut seen = HashSet::new();
    let mut random_choices = 0;
    for _ in 0..PLY_CAP {
        if G::REPETITION_DRAW && !seen.insert(zobrist_key(&position.to_setup())) {
            return Ending::Drawn;
        }
        if let Status::Over(outcome) = position.status() {
            return match outcome.result {
                GameResult::Win(side) => Ending::Won(side),
                GameResult::Draw => Ending::Drawn,
            };
        }
        let moves = position.legal_moves();
        let mv = if moves.len() == 1 {
            moves[0]
        } else if random_choices < opening_choices(G::VARIANT) {
            random_choices += 1;
            moves[opening.below(moves.len())]
        } else {
            let level = levels[position.side_to_move()];
            level.think(&position, clock, &stop, rng).expect("an ongoing game has a legal move")
        };
        position.play_unchecked(mv);
    }
    Ending::Capped
}

/// The tally of a match.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    /// Games won by the `--south` level (with `--swap`, wherever it sat) and by the `--north` level.
    wins: BySide<u32>,
    draws: u32,
    capped: u32,
}

fn play_match<G: Searchable>(args: &MatchArgs, levels: BySide<Level>, clock: Duration) -> Tally {
    let mut tally = Tally::default();
    let mut rng = Rng::new(args.seed);
    for game in 0..args.games {
        let swapped = args.swap && game % 2 == 1;
        let seats = if swapped { BySide::new(levels.north, levels.south) } else { levels };
        let pair = if args.swap { game / 2 } else { game };
        let opening = args.seed ^ (u64::from(pair) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        match play_game::<G>(seats, clock, opening, &mut rng) {
            // A win for the level that sat at `side`: the other entry of the tally when the seats are swapped.
            Ending::Won(side) => tally.wins[if swapped { side.opponent() } else { side }] += 1,
            Ending::Drawn => tally.draws += 1,
            Ending::Capped => {
                tally.draws += 1;
                tally.capped += 1;
            }
        }
    }
    tally
}

fn level(flag: &str, text: &str) -> Result<Level, CliError> {
    text.parse().map_err(|error| CliError::input(format!("{flag}: {error}")))
}

pub(super) fn run(args: &MatchArgs) -> Result<(), CliError> {
    if let Some(mib) = args.hash {
        bao::engine::set_table_mib(mib).map_err(|error| CliError::input(format!("--hash: {error}")))?;
    }
    let variant: Variant = args.variant;
    let levels = BySide::new(level("--south", &args.south)?, level("--north", &args.north)?);
    let clock = match args.time {
        Some(0) => return Err(CliError::input("--time: give a positive number of milliseconds")),
        Some(ms) => Duration::from_millis(ms),
        None => DEFAULT_CLOCK,
    };
    let tally = with_game!(variant, G => play_match::<G>(args, levels, clock));
    if tally.capped > 0 {
        eprintln!("bao-tools: {} game(s) passed {PLY_CAP} plies and were counted as draws", tally.capped);
    }
    let line = if args.swap {
        format!(
            "L{}={} L{}={} draws={}\n",
            levels.south.number(),
            tally.wins.south,
            levels.north.number(),
            tally.wins.north,
            tally.draws
        )
    } else {
        format!("south={} north={} draws={}\n", tally.wins.south, tally.wins.north, tally.draws)
    };
    print(&line)
}
