//! The time to review a game of 100 plies of each game at the review's default depth (issue #29): each game
//! played by the computer at level 3 against itself from the start, seeded, so every run reviews the same
//! games; a game that ends sooner is reviewed whole, and the time per ply says what 100 plies would take.
//!
//! `cargo bench --bench review` prints one line a game: its name, the plies reviewed, the depth, the time and
//! the time per ply (`cargo bench --bench review -- kete` measures kete alone; `BAO_REVIEW_DEPTH=9` another
//! depth than the default). Not a criterion benchmark: one review of a game takes up to a minute, measured
//! once.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use bao::engine::Level;
use bao::engine::review::{Reviewer, default_depth};
use bao::rng::Rng;
use bao::rules::{AnyLine, Setup, Variant};

/// The plies of the game reviewed.
const PLIES: usize = 100;

/// A game of `variant` played by level 3 against itself, at most [`PLIES`] plies; of the games of seeds 1 to
/// 20, the first that reaches [`PLIES`], else the longest.
fn game(variant: Variant) -> AnyLine {
    let mut longest: Option<AnyLine> = None;
    for seed in 1..=20 {
        let mut line = AnyLine::new(&Setup::start(variant)).expect("the start is a position");
        let mut rng = Rng::new(seed);
        let stop = Arc::new(AtomicBool::new(false));
        let level = Level::new(3).expect("level 3 exists");
        while line.len() < PLIES {
            let Some(mv) =
                bao::engine::jobs::think(&line, level, Duration::from_secs(5), Arc::clone(&stop), rng.next_u64())()
            else {
                break;
            };
            line.play(mv).expect("the computer plays a legal move");
        }
        if line.len() >= PLIES {
            return line;
        }
        if longest.as_ref().is_none_or(|l| l.len() < line.len()) {
            longest = Some(line);
        }
    }
    longest.expect("twenty games were played")
}

fn main() {
    // `cargo bench` passes `--bench`; a filter names the games to measure.
    let filter: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with("--")).collect();
    for variant in Variant::ALL {
        if !filter.is_empty() && !filter.iter().any(|word| variant.name().contains(word.as_str())) {
            continue;
        }
        let line = game(variant);
        let depth = std::env::var("BAO_REVIEW_DEPTH")
            .ok()
            .and_then(|depth| depth.parse().ok())
            .unwrap_or_else(|| default_depth(variant));
        let started = Instant::now();
        let mut reviewer = Reviewer::new(&line, None, depth);
        reviewer.run(None, |_, _| {});
        let elapsed = started.elapsed();
        let plies = line.len();
        let per_ply = elapsed / u32::try_from(plies.max(1)).unwrap_or(1);
        println!(
            "{}\t{plies} plies\tdepth {depth}\t{:.1} s\t{:.0} ms/ply\t100 plies ≈ {:.1} s",
            variant.name(),
            elapsed.as_secs_f64(),
            per_ply.as_secs_f64() * 1000.0,
            per_ply.as_secs_f64() * 100.0
        );
    }
}
