//! The exact searches behind the puzzles, written on the rules alone: whether a side forces a win within a
//! number of its own moves, and how many seeds a move captures. No evaluation, no depth cut-off other than the
//! moves counted: what they say is proved.

use crate::rules::{Event, Game, GameResult, Side, Status, Successors, trace};

/// Counts the positions an exact search visits, so that a caller can bound and report its work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Positions whose moves were generated.
    pub nodes: u64,
    /// Give up after this many nodes (`None`: never); a search given up says `false`, and
    /// [`gave_up`](Work::gave_up) tells that from a proof.
    pub limit: Option<u64>,
}

impl Work {
    /// A count that gives up after `limit` nodes.
    #[must_use]
    pub fn limited(limit: u64) -> Work {
        Work { nodes: 0, limit: Some(limit) }
    }

    /// Whether the search went past its limit, so that a `false` it returned proves nothing.
    #[must_use]
    pub fn gave_up(&self) -> bool {
        self.limit.is_some_and(|limit| self.nodes > limit)
    }
}

/// Whether `solver` forces a win from `position` within `moves` more of its own moves.
///
/// DECISION (what "win in N" means, the same for every game): the game is over, with the rules' result a
/// win for `solver` (`Status::Over`, `GameResult::Win`), at the latest right after the solver's N-th move.
/// A reply of the defender that ends the game in the solver's favour before that counts too; one after the
/// N-th move does not. For kingulu, which ends by score, that is the game ending with the solver ahead, as
/// its outcome says. Kimasai-step's repetition draw (which needs the game's history) is not looked at: the
/// engine notes that the rules show it cannot occur, and a puzzle's line is a few plies. Tests
/// `every_puzzle_is_proved` and `win_in_counts_the_solvers_moves`.
pub fn wins_within<G: Game>(position: &G, solver: Side, moves: u8, work: &mut Work) -> bool {
    if let Status::Over(outcome) = position.status() {
        return outcome.result == GameResult::Win(solver);
    }
    let to_move = position.side_to_move();
    if moves == 0 || work.gave_up() {
        // The solver's moves are used up and the game goes on (or the search gave up).
        return false;
    }
    let mut successors = Successors::<G>::new();
    position.successors(&mut successors);
    work.nodes += 1;
    if to_move == solver {
        // Game ends first: they cost nothing to look at and end the search at once.
        if successors
            .iter()
            .any(|(_, next)| next.status().outcome().is_some_and(|o| o.result == GameResult::Win(solver)))
        {
            return true;
        }
        moves > 1 && successors.iter().any(|(_, next)| wins_within(next, solver, moves - 1, work))
    } else {
        successors.iter().all(|(_, next)| wins_within(next, solver, moves, work))
    }
}

/// The fewest of its own moves, 1 to `most`, in which the side to move forces a win; `None` if it needs more.
pub fn shortest_win<G: Game>(position: &G, most: u8, work: &mut Work) -> Option<u8> {
    let solver = position.side_to_move();
    (1..=most).find(|&moves| wins_within(position, solver, moves, work))
}

/// The seeds (stones, cows) of the opponent a legal move captures, as the rules' own trace reports them: the
/// sum of its [`Event::Capture`]s (kete's and kimasai-relay's captures sown on, kingulu's banked seeds without
/// the capturing one, kimasai-step's stones of a file).
pub fn captured<G: Game>(position: &G, mv: G::Move) -> u32 {
    trace(position, mv)
        .1
        .iter()
        .map(|event| match *event {
            Event::Capture { seeds, .. } => u32::from(seeds),
            _ => 0,
        })
        .sum()
}

/// Every legal move with the seeds it captures, in notation order.
pub fn captures<G: Game>(position: &G) -> Vec<(G::Move, u32)> {
    position.legal_moves().into_iter().map(|mv| (mv, captured(position, mv))).collect()
}
