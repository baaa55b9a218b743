//! A game's review: every move of a line of play looked at by the engine, with the evaluation before and
//! after it, the best move and its principal line, and a [`Mark`] by the game's [`Thresholds`].
//!
//! Each ply is the ranking of every legal move of the position before it ([`rank_moves`](super::rank_moves))
//! at the review's depth: the best move's score is the evaluation before, the played move's score (from the
//! same ranking, so both come from the same search) the evaluation after, and the second best's score says
//! whether the move was the only good one. Scores are the mover's. Where the search proved a result (a win or
//! a loss within its depth, which in kingulu's and kimasai-step's endgames it often does) the verdict is exact
//! ([`PlyReview::verdict`], a [`Verdict`] the interface words: "A4 threw away a forced win in 9 plies; A6 wins").
//!
//! A review is built one ply after another ([`review_ply`], [`Reviewer`]): it can be stopped between or
//! during plies (a ply stopped half-way is dropped and searched again on resuming), it keeps what it has, and
//! since a ranking at a fixed depth is deterministic a review stopped and resumed is the same as one run
//! through. A review of a line's first plies still holds once the line goes on ([`Review::fitting`]).
//!
//! Pure but for the stop flag: no clock is read, no file written.

mod mark;
mod run;

pub use mark::{Mark, Summary, Thresholds};
pub use run::{Reviewer, default_depth, review_ply};

use super::Eval;
use crate::rules::{AnyLine, AnyMove, Side, Variant};

/// The engine's look at one move of a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlyReview {
    /// The side that played it.
    pub mover: Side,
    /// The move played.
    pub played: AnyMove,
    /// The best move found.
    pub best: AnyMove,
    /// The best line: the best move, then the best play expected after it. Never empty.
    pub pv: Vec<AnyMove>,
    /// The best move's score for the mover: the evaluation before the move.
    pub before: Eval,
    /// The played move's score for the mover, from the same search: the evaluation after it.
    pub after: Eval,
    /// The second best move's score for the mover; `None` when the move was the only legal one.
    pub second: Option<Eval>,
    /// The depth searched, in plies (less than the review's where every move was proven sooner).
    pub depth: u32,
}

/// A line's review: the depth asked for, and the plies reviewed so far, from the first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Review {
    /// The depth each ply is searched to, in plies.
    pub depth: u32,
    /// The plies reviewed, in order from the line's first move.
    pub plies: Vec<PlyReview>,
}

impl Review {
    /// An empty review at `depth`.
    #[must_use]
    pub fn new(depth: u32) -> Review {
        Review { depth, plies: Vec::new() }
    }

    /// How many of its plies review the moves of `line` (all of them until the first move that differs).
    #[must_use]
    pub fn fitting(&self, line: &AnyLine) -> usize {
        self.fitting_moves(&line.moves().collect::<Vec<_>>())
    }

    /// How many of its plies review `moves` (a game's main line, say), from the first until one differs.
    #[must_use]
    pub fn fitting_moves(&self, moves: &[AnyMove]) -> usize {
        self.plies.iter().zip(moves).take_while(|(ply, mv)| ply.played == **mv).count()
    }

    /// The review cut to the plies that review the moves of `line`.
    #[must_use]
    pub fn fitted(self, line: &AnyLine) -> Review {
        self.fitted_moves(&line.moves().collect::<Vec<_>>())
    }

    /// The review cut to the plies that review `moves`.
    #[must_use]
    pub fn fitted_moves(mut self, moves: &[AnyMove]) -> Review {
        let keep = self.fitting_moves(moves);
        self.plies.truncate(keep);
        self
    }

    /// Whether every move of `line` is reviewed.
    #[must_use]
    pub fn is_complete(&self, line: &AnyLine) -> bool {
        self.fitting(line) == line.len()
    }

    /// The mark of ply `index` in `variant`.
    #[must_use]
    pub fn mark(&self, variant: Variant, index: usize) -> Option<Mark> {
        self.plies.get(index).map(|ply| ply.mark(Thresholds::of(variant)))
    }

    /// The evaluation of the game as a graph, South's view, one point per position: before each reviewed
    /// move, and after the last. Each point is in hundredths of a seed, clamped to `±cap`; a proven result is
    /// `±cap`.
    #[must_use]
    pub fn graph(&self, cap: i32) -> Vec<i32> {
        let south = |eval: Eval, mover: Side| {
            let value = if eval.is_proven() { eval.raw().signum() * cap } else { eval.raw().clamp(-cap, cap) };
            if mover == Side::South { value } else { -value }
        };
        let mut points: Vec<i32> = self.plies.iter().map(|ply| south(ply.before, ply.mover)).collect();
        if let Some(last) = self.plies.last() {
            points.push(south(last.after, last.mover));
        }
        points
    }

    /// What each side's moves came to: how many of each mark, and the average loss.
    #[must_use]
    pub fn summary(&self, variant: Variant, side: Side) -> Summary {
        Summary::of(self.plies.iter().filter(|ply| ply.mover == side), Thresholds::of(variant))
    }
}

impl PlyReview {
    /// The move's mark by `thresholds`.
    #[must_use]
    pub fn mark(&self, thresholds: Thresholds) -> Mark {
        thresholds.mark(self)
    }

    /// What the move cost the mover, in hundredths of a seed, at most [`Thresholds::cap`]: the drop from
    /// the best move's score to the played move's. A proven win thrown away, or a proven loss walked into,
    /// costs the cap; a slower win, or a quicker loss where every move loses, costs nothing.
    #[must_use]
    pub fn loss(&self, thresholds: Thresholds) -> i32 {
        let cap = thresholds.cap;
        match (self.before.is_proven(), self.after.is_proven()) {
            // A win kept (if slower) or a loss that was coming anyway.
            _ if self.before.raw() > 0 && self.after.is_proven() && self.after.raw() > 0 => 0,
            (true, true) if self.before.raw() < 0 => 0,
            (false, false) => (self.before.raw() - self.after.raw()).clamp(0, cap),
            _ => cap,
        }
    }

    /// The exact verdict where the search proved the result of the best move or of the move played; `None`
    /// where both scores are the evaluation's. The interface words it (`A4 threw away a forced win in 9 plies;
    /// A6 wins`).
    #[must_use]
    pub fn verdict(&self) -> Option<Verdict> {
        let plies = |eval: Eval| eval.plies_to_end().unwrap_or(0);
        let won = |eval: Eval| eval.is_proven() && eval.raw() > 0;
        let lost = |eval: Eval| eval.is_proven() && eval.raw() < 0;
        let (played, best) = (self.played, self.best);
        let (before, after) = (plies(self.before), plies(self.after));
        Some(match (won(self.before), won(self.after), lost(self.before), lost(self.after)) {
            (true, true, ..) if self.after == self.before => Verdict::WinsByForce { played, plies: after },
            (true, true, ..) => Verdict::WinsSlower { played, plies: after, best, best_plies: before },
            (true, false, _, true) => Verdict::ThrewAwayWin { played, win: before, loses: Some(after), best },
            (true, false, ..) => Verdict::ThrewAwayWin { played, win: before, loses: None, best },
            (false, _, true, _) if self.after == self.before => Verdict::HoldsOutLongest { played, plies: after },
            (false, _, true, _) => Verdict::LosesSooner { played, plies: after, best, best_plies: before },
            (false, _, false, true) => Verdict::LosesByForce { played, plies: after, best },
            _ => return None,
        })
    }
}

/// What the search proved about a move: its exact verdict, in plies to the game's end (one ply is one side's
/// move). Data: the interface words it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The move played wins by force as fast as the best: `A4 wins by force in 5 plies`.
    WinsByForce {
        /// The move played.
        played: AnyMove,
        /// Plies to the win.
        plies: u32,
    },
    /// The move played wins by force, more slowly than the best: `A4 wins, in 7 plies; A6 wins in 5 plies`.
    WinsSlower {
        /// The move played.
        played: AnyMove,
        /// Plies to its win.
        plies: u32,
        /// The best move.
        best: AnyMove,
        /// Plies to the best move's win.
        best_plies: u32,
    },
    /// The best move won by force and the move played does not: `A4 threw away a forced win in 9 plies; A6
    /// wins`, and where the move played loses by force, in how many plies.
    ThrewAwayWin {
        /// The move played.
        played: AnyMove,
        /// Plies to the win thrown away.
        win: u32,
        /// Plies to the loss the move played walks into, if it does.
        loses: Option<u32>,
        /// The best move.
        best: AnyMove,
    },
    /// Every move loses by force and the move played holds out longest: `lost whatever is played: A4 holds
    /// out longest, 10 plies`.
    HoldsOutLongest {
        /// The move played.
        played: AnyMove,
        /// Plies to the loss.
        plies: u32,
    },
    /// Every move loses by force and the move played loses sooner than the best: `lost whatever is played: A4
    /// loses in 4 plies; A6 holds out 8 plies`.
    LosesSooner {
        /// The move played.
        played: AnyMove,
        /// Plies to its loss.
        plies: u32,
        /// The best move.
        best: AnyMove,
        /// Plies to the best move's loss.
        best_plies: u32,
    },
    /// The move played loses by force where the best move held: `A4 loses by force in 6 plies; A6 holds`.
    LosesByForce {
        /// The move played.
        played: AnyMove,
        /// Plies to the loss.
        plies: u32,
        /// The best move.
        best: AnyMove,
    },
}

#[cfg(test)]
mod tests;

/// What the interface's tests share with these: the constructed game.
#[cfg(test)]
pub(crate) mod tests_support {
    pub(crate) use super::tests::{CONSTRUCTED, PROVED_DEPTH, random_line};
}
