//! `bao-tools engine-bench`: a search from each start position for a fixed time (1 s unless `--seconds` says
//! otherwise), printing the nodes searched per second and the depth completed. For kete also from two
//! positions of long never-ending moves (issue #17): `kete/long-loops`, whose moves and replies meet loops of
//! millions of laps, and `kete/billion-lap-loop`, one of whose moves is the longest loop known (1.25 billion
//! laps). For these the line starts with `moves_ms`, the time to list the legal moves with nothing
//! remembered, which is the time to prove their loops endless; the search after it again starts with nothing
//! remembered. The billion-lap search proves a win in 3 plies in a few hundred nodes, so its rate is that one
//! proof's cost, not a rate of searching. On a busy machine the search gets only part of a core, so where
//! Linux tells the thread's CPU time (`/proc/thread-self/schedstat`) the line also gives the nodes per
//! second of CPU time (`cpu_nodes/s`) and the share of a core the search had.

use std::time::{Duration, Instant};

use bao::engine::{Limits, Searchable, best_move};
use bao::rules::{CycleMemory, Game, Kete, Variant};
use bao::with_game;

use super::{CliError, print};

/// A kete position from a random game in which South's moves and their replies meet loops of 1 to 25
/// million laps (first repeat); before the exact check was quick, its search ran at about 1% of the start
/// position's rate.
const KETE_LONG_LOOPS: &str =
    "kete S 1,3,2,1,0,0,1,1/1,0,4,0,0,0,0,0/0,11,0,1,10,0,1,0/3,0,1,6,0,4,0,3 r=5,5 kuu=00 m=35";

/// A kete position one of whose moves is a loop of about 1.25 billion laps (78 million up to a turn of the
/// circuit; `a_loop_of_a_billion_laps_never_ends` in the rules' tests): its proof takes about half a second
/// of CPU, once for each memory of long loops (see [`CycleMemory`]): the search, holding one, proves it once.
const KETE_BILLION_LAP_LOOP: &str =
    "kete S 0,1,1,4,0,1,0,1/0,0,1,0,0,0,0,0/0,3,2,5,1,19,2,1/1,6,1,2,1,2,5,4 r=0,0 kuu=00 m=63";

/// The calling thread's CPU time so far, where Linux reports it.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The time to list `position`'s legal moves with no endless stretch remembered (a new memory), as a field
/// of the line.
fn moves_time<G: Game>(position: &G) -> String {
    let start = Instant::now();
    let moves = position.legal_moves_with(&mut CycleMemory::new());
    let elapsed = start.elapsed();
    format!("moves_ms={:.1} moves={}", elapsed.as_secs_f64() * 1e3, moves.len())
}

fn measure<G: Searchable>(name: &str, position: &G, seconds: f64) -> String {
    let limits = Limits::time(Duration::from_secs_f64(seconds));
    let cpu_before = thread_cpu_time();
    let report = best_move(position, &limits, &mut ()).expect("a bench position has legal moves");
    let spent = cpu_before.zip(thread_cpu_time()).and_then(|(before, after)| after.checked_sub(before));
    let cpu = match spent {
        Some(spent) if !spent.is_zero() => {
            let cpu = spent.as_secs_f64();
            format!(
                " cpu_nodes/s={:.0} core_share={:.0}%",
                report.nodes as f64 / cpu,
                100.0 * cpu / report.elapsed.as_secs_f64().max(1e-9)
            )
        }
        _ => String::new(),
    };
    format!(
        "{name} nodes/s={:.0}{cpu} depth={} nodes={} seconds={:.2} best={} score={}\n",
        report.nodes_per_second(),
        report.depth,
        report.nodes,
        report.elapsed.as_secs_f64(),
        report.best(),
        report.score
    )
}

pub(super) fn run(variants: &[Variant], seconds: f64) -> Result<(), CliError> {
    for &variant in variants {
        print(&with_game!(variant, G => measure::<G>(&variant.to_string(), &G::start(), seconds)))?;
        if variant == Variant::Kete {
            for (name, text) in [("long-loops", KETE_LONG_LOOPS), ("billion-lap-loop", KETE_BILLION_LAP_LOOP)] {
                let setup = text.parse().expect("the bench position is written right");
                let position = Kete::from_setup(&setup).expect("the bench position is legal");
                let moves = moves_time(&position);
                print(&measure(&format!("{variant}/{name} {moves}"), &position, seconds))?;
            }
        }
    }
    Ok(())
}
