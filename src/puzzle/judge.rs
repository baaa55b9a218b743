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
            let why = match position.status() {
                Status::Over(outcome) => format!("{mv} cannot be played: the game is over ({outcome})"),
                Status::Ongoing => format!("{mv} is not a legal move here"),
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
                    if !wins_within(&next, solver, moves.saturating_sub(used), &mut Work::default()) {
                        return escapes(solver, mv, moves);
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

/// `A3 lets North escape: the win takes longer than 2 moves`.
fn escapes(solver: Side, mv: AnyMove, moves: u8) -> Judgement {
    let plural = if moves == 1 { "move" } else { "moves" };
    let why = format!("{mv} lets {} escape: the win takes longer than {moves} {plural}", side_name(solver.opponent()));
    Judgement::Wrong { why }
}

/// `A3 captures 3 seeds: the best move captures 7`.
fn too_few(puzzle: &Puzzle, mv: AnyMove, got: u32, most: u32) -> Judgement {
    let (one, many) = puzzle.variant.piece_words();
    let what = match got {
        0 => "nothing".to_string(),
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    };
    Judgement::Wrong { why: format!("{mv} captures {what}: the best move captures {most}") }
}
