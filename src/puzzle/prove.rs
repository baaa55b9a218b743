//! Re-proving a shipped puzzle ([`prove`]): `bao puzzle check` and the tests run it on every puzzle, so a
//! change of the rules or of the exact search that breaks one is caught.

use super::solve::{self, Work, shortest_win, wins_within};
use super::{Goal, Puzzle};
use crate::rules::{Game, GameResult};

/// Re-proves a puzzle: its position and moves play by the rules, the goal holds (for a win in N: a forced
/// win in N of the solver's moves and none in fewer; for a capture: no move captures more), and the stored
/// line reaches it with every solver's move right. Returns the nodes the proof visited, or why it fails.
pub fn prove(puzzle: &Puzzle) -> Result<u64, String> {
    crate::with_game!(puzzle.variant, G => prove_in::<G>(puzzle))
}

fn prove_in<G: Game>(puzzle: &Puzzle) -> Result<u64, String> {
    let start = G::from_setup(&puzzle.start).map_err(|e| crate::t!("puzzle-bad-position", why = e.to_string()))?;
    let solver = start.side_to_move();
    let mut work = Work::default();
    match puzzle.goal {
        Goal::WinIn { moves } => {
            if shortest_win(&start, moves, &mut work) != Some(moves) {
                let side = crate::explain::side_name(solver);
                return Err(crate::t!("puzzle-proof-not-exactly", side = side, moves = moves));
            }
        }
        Goal::CaptureMost { seeds } => {
            let most = solve::captures(&start).into_iter().map(|(_, got)| got).max().unwrap_or(0);
            if most != seeds {
                return Err(crate::t!("puzzle-proof-capture", most = most, seeds = seeds));
            }
        }
    }
    let mut position = start;
    let mut used = 0u8;
    for (index, &mv) in puzzle.solution.iter().enumerate() {
        let typed = mv
            .typed(&position)
            .ok_or_else(|| crate::t!("puzzle-proof-illegal", number = index + 1, played = mv.to_string()))?;
        let mut next = position.clone();
        next.play_unchecked(typed);
        if position.side_to_move() == solver {
            used += 1;
            let right = match puzzle.goal {
                Goal::WinIn { moves } => wins_within(&next, solver, moves.saturating_sub(used), &mut work),
                Goal::CaptureMost { seeds } => solve::captured(&position, typed) == seeds,
            };
            if !right {
                return Err(crate::t!("puzzle-proof-misses", number = index + 1, played = mv.to_string()));
            }
        }
        position = next;
    }
    let reached = match puzzle.goal {
        Goal::WinIn { .. } => position.status().outcome().is_some_and(|o| o.result == GameResult::Win(solver)),
        Goal::CaptureMost { .. } => puzzle.solution.len() == 1,
    };
    if reached { Ok(work.nodes) } else { Err(crate::t!("puzzle-proof-short")) }
}
