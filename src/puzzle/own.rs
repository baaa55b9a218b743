//! Puzzles from the player's own games (issue #29): a move a review marked a missed win, or a blunder that let
//! the opponent force a win, becomes a "win in N" puzzle, found and proved by the same exact search as the
//! shipped puzzles ([`wins_within`], [`shortest_win`]) and solved the same way
//! ([`Puzzle::judge`](super::Puzzle::judge)).
//!
//! Pure: what is found is handed back; `bao review` prints it, and a complete review (there or on the review
//! screen) keeps it in the data folder ([`crate::learn::own`]), where Learn lists it under "from your games".

use super::Goal;
use super::judge::best_defence;
use super::solve::{Work, shortest_win, wins_within};
use crate::engine::review::{Mark, Review, Thresholds};
use crate::rules::{AnyLine, AnyMove, Game, Setup, Successors};

/// The most of the solver's own moves a puzzle from a game asks for, as the shipped puzzles (win in 1 to 3).
pub const MOST_MOVES: u8 = 3;

/// The positions the exact search may visit for one puzzle before giving up (a win it cannot prove within
/// them makes no puzzle).
const BUDGET: u64 = 500_000;

/// A puzzle found in a game: the position, the task and the proved main line, and the move of the game it
/// comes from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Found {
    /// The game's move (its index) that let the win go, or that let the opponent win.
    pub ply: usize,
    /// The position of the puzzle: before a missed win, after a blunder; the side to move is the solver.
    pub start: Setup,
    /// Win in N, N the fewest of the solver's moves that force it.
    pub goal: Goal,
    /// The proved main line: the solver's moves and the longest defence between them.
    pub solution: Vec<AnyMove>,
}

impl Found {
    /// The puzzle, named `name`.
    #[must_use]
    pub fn puzzle(&self, name: impl Into<std::borrow::Cow<'static, str>>) -> super::Puzzle {
        super::Puzzle {
            name: name.into(),
            variant: self.start.variant,
            goal: self.goal,
            start: self.start,
            solution: self.solution.clone(),
        }
    }
}

/// The puzzles of `line`'s reviewed moves: each missed win from the position before it, each blunder into a
/// proven loss from the position after it (the opponent to move and win), where the exact search proves a win
/// in at most [`MOST_MOVES`] of the solver's moves.
///
/// DECISION: only what the exact search proves becomes a puzzle (a review's proven score is the engine's, a
/// puzzle's the rules' own search, as for the shipped ones); a longer win, or one the search gives up on within
/// its budget, is left out rather than shipped unproved.
#[must_use]
pub fn from_review(line: &AnyLine, review: &Review) -> Vec<Found> {
    let thresholds = Thresholds::of(line.variant());
    let mut found = Vec::new();
    for (index, ply) in review.plies.iter().enumerate().take(review.fitting(line)) {
        let at = match ply.mark(thresholds) {
            Mark::MissedWin => index,
            Mark::Blunder if ply.after.is_proven() && ply.after.raw() < 0 => index + 1,
            _ => continue,
        };
        let Some(start) = line.setup_at(at) else { continue };
        if let Some((goal, solution)) = crate::with_game!(start.variant, G => prove_from::<G>(&start)) {
            found.push(Found { ply: index, start, goal, solution });
        }
    }
    found
}

/// The fewest moves in which the side to move at `start` forces a win, at most [`MOST_MOVES`], with the main
/// line: the first winning move in notation order at each turn of the solver, the defence that holds out
/// longest between them.
fn prove_from<G: Game>(start: &Setup) -> Option<(Goal, Vec<AnyMove>)> {
    let mut position = G::from_setup(start).ok()?;
    let solver = position.side_to_move();
    let mut work = Work::limited(BUDGET);
    let moves = shortest_win(&position, MOST_MOVES, &mut work)?;
    if work.gave_up() {
        return None;
    }
    let mut solution = Vec::new();
    let mut left = moves;
    let mut successors = Successors::<G>::new();
    while position.status().outcome().is_none() {
        let mv = if position.side_to_move() == solver {
            position.successors(&mut successors);
            let (mv, _) = successors.iter().find(|(_, next)| {
                wins_within(next, solver, left - 1, &mut Work::default()) || left == 1 && won(next, solver)
            })?;
            left -= 1;
            *mv
        } else {
            best_defence(&position, solver, left)?
        };
        solution.push(AnyMove::of::<G>(mv));
        position.play_unchecked(mv);
    }
    Some((Goal::WinIn { moves }, solution))
}

/// Whether the game is over at `position` with `solver` the winner.
fn won<G: Game>(position: &G, solver: crate::rules::Side) -> bool {
    position.status().outcome().is_some_and(|outcome| outcome.result == crate::rules::GameResult::Win(solver))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::review::{Reviewer, tests_support::PROVED_DEPTH};
    use crate::rules::Variant;

    /// A game from the position of the shipped puzzle kingulu-12 (South to move and win in 3) where South
    /// plays A5, which the exact search shows lets the win go (no win within 7 moves after it): the review
    /// marks it a missed win, and the puzzle found there is kingulu-12's task again, proved as the shipped one
    /// is and solved by its own main line.
    #[test]
    fn a_missed_win_becomes_a_puzzle_proved_as_the_shipped_ones() {
        let start: Setup = "kingulu S 0,0,5*,0,4,1/1,5,1,0,5,2 c=10,14 m=17".parse().unwrap();
        let line = AnyLine::from_texts(&start, &["A5"]).unwrap();
        let AnyLine::Kingulu(typed) = &line else { unreachable!() };
        let after = typed.position_at(1).unwrap();
        assert!(!wins_within(after, crate::rules::Side::South, 7, &mut Work::default()), "A5 lets the win go");
        let mut reviewer = Reviewer::new(&line, None, PROVED_DEPTH);
        reviewer.run(None, |_, _| {});
        assert_eq!(reviewer.review().mark(Variant::Kingulu, 0), Some(Mark::MissedWin));
        let found = from_review(&line, reviewer.review());
        assert_eq!(found.len(), 1, "{found:?}");
        let found = &found[0];
        assert_eq!((found.ply, found.start, found.goal), (0, start, Goal::WinIn { moves: 3 }));
        let puzzle = found.puzzle("own");
        assert_eq!(super::super::prove(&puzzle).map(|_| ()), Ok(()));
        assert_eq!(puzzle.judge(&found.solution), super::super::Judgement::Solved);
        // The game's own move is judged wrong, as in any puzzle.
        assert!(matches!(puzzle.judge(&[line.move_at(0).unwrap()]), super::super::Judgement::Wrong { .. }));
    }
}
