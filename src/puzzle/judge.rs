//! The judge: checks the moves played in a puzzle against the rules with the exact search, and picks the
//! defender's reply.

use super::solve::{Work, captured, wins_within};
use super::{Goal, Judgement, Puzzle};
use crate::explain::side_name;
use crate::rules::{AnyMove, Game, GameResult, Side, Status, Successors};

/// Judges `played` from the puzzle's start in game `G` (see [`Puzzle::judge`]).
pub(super) fn judge<G: Game>(puzzle: &Puzzle, played: &[AnyMove]) -> Judgement {
    let mut position = G::from_setup(&puzzle.start).expect("a shipped puzzle's position is accepted (tests check it)");
    let solver = position.side_to_move();
    let mut used = 0u8;
    let mut on_stored_line = true;
    for (index, &mv) in played.iter().enumerate() {
        let Some(typed) = mv.typed(&position) else {
            let played = mv.to_string();
            let why = match position.status() {
                Status::Over(outcome) => crate::t!("puzzle-game-over", played = played, outcome = outcome.to_string()),
                Status::Ongoing => crate::t!("puzzle-not-legal", played = played),
            };
            return Judgement::Wrong { why };
        };
        on_stored_line &= puzzle.solution.get(index) == Some(&mv);
        let mut next = position.clone();
        next.play_unchecked(typed);
        if position.side_to_move() == solver {
            used += 1;
            match puzzle.goal {
                Goal::CaptureMost { seeds } => {
                    let got = captured(&position, typed);
                    return if got >= seeds { Judgement::Solved } else { too_few(puzzle, mv, got, seeds) };
                }
                Goal::WinIn { moves } => {
                    let left = moves.saturating_sub(used);
                    if !wins_within(&next, solver, left, &mut Work::default()) {
                        return misses(&next, solver, mv, moves, left);
                    }
                }
            }
        }
        position = next;
        if solver_won(&position, solver) {
            return Judgement::Solved;
        }
    }
    if position.side_to_move() == solver {
        return Judgement::Going { reply: None };
    }
    let Goal::WinIn { moves } = puzzle.goal else {
        // Capture-the-most is one move, judged as soon as it is played.
        return Judgement::Going { reply: None };
    };
    let stored =
        puzzle.solution.get(played.len()).copied().filter(|mv| on_stored_line && mv.typed(&position).is_some());
    let reply = stored.or_else(|| best_defence(&position, solver, moves.saturating_sub(used)).map(AnyMove::of::<G>));
    Judgement::Going { reply }
}

/// Whether the game is over with `solver` the winner.
fn solver_won<G: Game>(position: &G, solver: Side) -> bool {
    position.status().outcome().is_some_and(|outcome| outcome.result == GameResult::Win(solver))
}

/// The defender's reply (the side to move in `position`, not `solver`) that makes the solver need the most of
/// its `left` moves to win; the first in notation order among equals. `None` if the game is over.
pub fn best_defence<G: Game>(position: &G, solver: Side, left: u8) -> Option<G::Move> {
    let mut successors = Successors::<G>::new();
    position.successors(&mut successors);
    let mut work = Work::default();
    let needs = |next: &G, work: &mut Work| (0..=left).find(|&moves| wins_within(next, solver, moves, work));
    let mut best: Option<(G::Move, Option<u8>)> = None;
    for (mv, next) in &successors {
        let need = needs(next, &mut work);
        // `None` (the solver cannot win in time) is the strongest defence; a proved puzzle has none.
        let better = match best {
            None => true,
            Some((_, Some(most))) => need.is_none_or(|need| need > most),
            Some((_, None)) => false,
        };
        if better {
            best = Some((*mv, need));
        }
    }
    best.map(|(mv, _)| mv)
}

/// Why the solver's move `mv`, which led to `next`, misses a win in `moves` (`left` of them after it), with
/// the defender's reply that refutes it: `A3 loses at once: North wins`, `A3 loses: North answers b2 and
/// wins`, `A3 lets North draw: b2 ends the game in a draw`, `A3 lets North escape with b2: the win takes
/// longer than 2 moves`.
fn misses<G: Game>(next: &G, solver: Side, mv: AnyMove, moves: u8, left: u8) -> Judgement {
    let (other, played) = (side_name(solver.opponent()), mv.to_string());
    let ended = |position: &G| position.status().outcome().map(|outcome| outcome.result);
    let why = match ended(next) {
        Some(GameResult::Draw) => crate::t!("puzzle-draws", played = played),
        Some(_) => crate::t!("puzzle-loses-at-once", played = played, other = other),
        None => {
            let mut successors = Successors::<G>::new();
            next.successors(&mut successors);
            // A reply that wins at once refutes the move best; else the defence that holds out longest.
            let winning = successors.iter().find(|(_, after)| ended(after) == Some(GameResult::Win(solver.opponent())));
            let reply = winning.map(|(reply, after)| (*reply, after.clone())).or_else(|| {
                let reply = best_defence(next, solver, left)?;
                successors.iter().find(|(mv, _)| *mv == reply).map(|(mv, after)| (*mv, after.clone()))
            });
            let Some((reply, after)) = reply else {
                return Judgement::Wrong { why: crate::t!("puzzle-does-not-win", played = played, moves = moves) };
            };
            let reply = AnyMove::of::<G>(reply).to_string();
            match ended(&after) {
                Some(GameResult::Draw) => crate::t!("puzzle-lets-draw", played = played, other = other, reply = reply),
                Some(result) if result != GameResult::Win(solver) => {
                    crate::t!("puzzle-loses", played = played, other = other, reply = reply)
                }
                _ => {
                    let (played, other) = (played.as_str(), other.as_str());
                    crate::t!("puzzle-lets-escape", played = played, other = other, reply = reply, moves = moves)
                }
            }
        }
    };
    Judgement::Wrong { why }
}

/// `A3 captures 3 seeds: the best move captures 7`.
fn too_few(puzzle: &Puzzle, mv: AnyMove, got: u32, most: u32) -> Judgement {
    let pieces = u8::try_from(got).map_or_else(|_| got.to_string(), |got| crate::explain::count(puzzle.variant, got));
    Judgement::Wrong {
        why: crate::t!("puzzle-too-few", played = mv.to_string(), got = got, pieces = pieces, most = most),
    }
}
