//! Every legal move scored: the study view's and `bao analyze --all`'s search. Where [`best_move`] only needs
//! to know that a move is worse than the best (and alpha-beta stops looking as soon as it knows), a ranking
//! needs each move's own score, so each root move is searched with a full window.
//!
//! It deepens like [`best_move`], one depth at a time, with the same search (the same negamax, transposition
//! table and move ordering below the root), and reports each completed depth to the [`Handler`]. A move whose
//! score is a proven win or loss is not searched again: a deeper search cannot change it, and its depth stays
//! the one that proved it. Stopped during a depth, the search keeps the last completed depth's ranking.
//!
//! [`best_move`]: super::best_move

use std::cmp::Reverse;
use std::time::Duration;

use super::search::Search;
use super::{Eval, Handler, Limits, Searchable};
use crate::rules::{CycleMemory, Successors};

/// One root move with its score.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Scored<M> {
    /// The move.
    pub mv: M,
    /// Its score for the side to move before it (the side that plays it).
    pub score: Eval,
    /// The depth it was searched to, in plies, the move itself the first: the ranking's depth, or less for a
    /// move proven at a shallower depth.
    pub depth: u32,
    /// The move, then the best play expected after it. Never empty.
    pub pv: Vec<M>,
}

/// Every legal move of a position with its score, best first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ranking<M> {
    /// The moves, best first; moves scored the same keep the notation order.
    pub moves: Vec<Scored<M>>,
    /// The last completed depth, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}

impl<M> Ranking<M> {
    /// The best move and its score.
    #[must_use]
    pub fn best(&self) -> &Scored<M> {
        &self.moves[0]
    }

    /// Whether every move's score is a proven result, so that searching deeper changes nothing.
    #[must_use]
    pub fn solved(&self) -> bool {
        self.moves.iter().all(|scored| scored.score.is_proven())
    }

    /// The same ranking with each move turned into something else (its notation, say).
    #[must_use]
    pub fn map<N>(self, mut f: impl FnMut(M) -> N) -> Ranking<N> {
        let moves = self
            .moves
            .into_iter()
            .map(|scored| Scored {
                mv: f(scored.mv),
                score: scored.score,
                depth: scored.depth,
                pv: scored.pv.into_iter().map(&mut f).collect(),
            })
            .collect();
        Ranking { moves, depth: self.depth, nodes: self.nodes, elapsed: self.elapsed }
    }
}

/// A handler that passes each completed depth's ranking to a closure.
pub struct OnRanking<F>(pub F);

impl<M, F: FnMut(&Ranking<M>)> Handler<M> for OnRanking<F> {
    fn ranked(&mut self, ranking: &Ranking<M>) {
        (self.0)(ranking);
    }
}

/// Scores every legal move of `position` within `limits`, reporting each completed depth's ranking to
/// `handler`, and returns the last; `None` if the game is over. The first depth is always completed. At a fixed
/// depth the result is deterministic, and each move's score is exactly the score of a search of the position it
/// leads to, one ply shallower, seen from the side that played it.
///
/// ```
/// use bao::engine::{Limits, best_move, rank_moves};
/// use bao::rules::{Game, Kingulu};
///
/// let start = Kingulu::start();
/// let ranking = rank_moves(&start, &Limits::depth(4), &mut ()).unwrap();
/// assert_eq!(ranking.moves.len(), start.legal_moves().len());
/// assert!(ranking.moves.windows(2).all(|pair| pair[0].score >= pair[1].score));
/// let best = best_move(&start, &Limits::depth(4), &mut ()).unwrap();
/// assert_eq!(ranking.best().score, best.score);
/// ```
pub fn rank_moves<G: Searchable, H: Handler<G::Move>>(
    position: &G,
    limits: &Limits,
    handler: &mut H,
) -> Option<Ranking<G::Move>> {
    rank_moves_with(position, limits, handler, &mut CycleMemory::new())
}

/// [`rank_moves`] with the caller's memory of long never-ending moves (see
/// [`best_move_with`](super::best_move_with)).
pub fn rank_moves_with<G: Searchable, H: Handler<G::Move>>(
    position: &G,
    limits: &Limits,
    handler: &mut H,
    memory: &mut CycleMemory,
) -> Option<Ranking<G::Move>> {
    let mut children = Successors::<G>::new();
    position.successors_with(&mut children, memory);
    if children.is_empty() {
        return None;
    }
    let mut search = Search::new(limits, handler, true, memory);
    // Each move's latest score, in notation order.
    let mut scored: Vec<Option<Scored<G::Move>>> = vec![None; children.len()];
    let mut last: Option<Ranking<G::Move>> = None;
    'deepening: for depth in 1..=limits.deepest() {
        for ((mv, child), known) in children.iter().zip(scored.iter_mut()) {
            if known.as_ref().is_some_and(|known| known.score.is_proven()) {
                continue;
            }
            let Some((score, pv)) = search.score_root_move(*mv, child, depth) else { break 'deepening };
            *known = Some(Scored { mv: *mv, score, depth, pv });
        }
        let mut moves: Vec<Scored<G::Move>> = scored.iter().flatten().cloned().collect();
        // Stable: equal scores keep the notation order.
        moves.sort_by_key(|scored| Reverse(scored.score));
        let ranking = Ranking { moves, depth, nodes: search.nodes(), elapsed: search.elapsed() };
        search.handler().ranked(&ranking);
        let solved = ranking.solved();
        last = Some(ranking);
        search.depth_completed();
        if solved || search.out_of_budget() {
            break;
        }
    }
    last.map(|ranking| Ranking { nodes: search.nodes(), elapsed: search.elapsed(), ..ranking })
}
