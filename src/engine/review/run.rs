//! Running a review: one ply at a time, stoppable, resumable.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{PlyReview, Review};
use crate::engine::{Limits, rank_moves_with};
use crate::rules::{AnyLine, AnyMove, Game, Variant};
use crate::with_line;

/// The depth a review searches each position of `variant` to, in plies, unless asked otherwise.
///
/// DECISION: as deep as keeps the review of a 100-ply game to about half a minute on the project's 2-core
/// machine (`cargo bench --bench review`, figures in docs/review.md): every game deeper than the strongest
/// fixed level (level 5: 7 plies, kingulu 5), since a review looks once at each move where a level must answer
/// within its clock. Kingulu's board of 12 holes and about two moves a ply make 25 plies cheap, and its
/// endgames are then proved (its exact verdicts); kimasai-step's stones have few moves each, 13 plies; kete 11;
/// kimasai-relay's long relay sowings are the dearest, 9.
#[must_use]
pub const fn default_depth(variant: Variant) -> u32 {
    match variant {
        Variant::Kingulu => 25,
        Variant::KimasaiStep => 13,
        Variant::Kete => 11,
        Variant::KimasaiRelay => 9,
    }
}

/// Reviews move `ply` of `line` (0 is the first move) at `depth`: every legal move of the position before it
/// ranked. `None` if the line has no such move, or if `stop` was raised before the ranking was done (what it
/// had found is dropped: a ply is reviewed whole or not at all).
#[must_use]
pub fn review_ply(line: &AnyLine, ply: usize, depth: u32, stop: Option<&Arc<AtomicBool>>) -> Option<PlyReview> {
    with_line!(line, line, G => {
        let position = line.position_at(ply)?;
        let played = AnyMove::of::<G>(*line.moves().get(ply)?);
        let limits = Limits { depth: Some(depth), stop: stop.cloned(), ..Limits::default() };
        let mut memory = line.memory().clone();
        let ranking = rank_moves_with(position, &limits, &mut (), &mut memory)?;
        if stop.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return None;
        }
        let ranking = ranking.map(AnyMove::of::<G>);
        let best = ranking.best().clone();
        let after = ranking.moves.iter().find(|scored| scored.mv == played)?.score;
        Some(PlyReview {
            mover: position.side_to_move(),
            played,
            best: best.mv,
            pv: best.pv,
            before: best.score,
            after,
            second: ranking.moves.get(1).map(|scored| scored.score),
            depth: ranking.depth,
        })
    })
}

/// A review under way on a line: what is done so far, and the next ply to look at.
#[derive(Clone, Debug)]
pub struct Reviewer {
    line: AnyLine,
    review: Review,
}

impl Reviewer {
    /// Goes on with `review` (what of it reviews the moves of `line`; a new one at `depth` if `None`) over
    /// every move of `line`, wherever its cursor is.
    #[must_use]
    pub fn new(line: &AnyLine, review: Option<Review>, depth: u32) -> Reviewer {
        let review =
            review.filter(|review| review.depth == depth).map_or_else(|| Review::new(depth), |r| r.fitted(line));
        Reviewer { line: line.clone(), review }
    }

    /// The review so far.
    #[must_use]
    pub fn review(&self) -> &Review {
        &self.review
    }

    /// The review so far, given up.
    #[must_use]
    pub fn into_review(self) -> Review {
        self.review
    }

    /// Plies reviewed, and the line's moves.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.review.plies.len(), self.line.len())
    }

    /// Whether every move is reviewed.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.review.plies.len() >= self.line.len()
    }

    /// Reviews the next ply; `None` once every move is reviewed or if `stop` was raised meanwhile (then
    /// nothing is added, and the next call tries the same ply again).
    pub fn step(&mut self, stop: Option<&Arc<AtomicBool>>) -> Option<&PlyReview> {
        let ply = self.review.plies.len();
        let reviewed = review_ply(&self.line, ply, self.review.depth, stop)?;
        self.review.plies.push(reviewed);
        self.review.plies.last()
    }

    /// Reviews every ply left, handing each to `each` with the progress after it, until done or `stop` is
    /// raised. Returns whether every move is reviewed.
    pub fn run(&mut self, stop: Option<&Arc<AtomicBool>>, mut each: impl FnMut(&PlyReview, (usize, usize))) -> bool {
        while !self.is_done() {
            let total = self.line.len();
            let Some(ply) = self.step(stop) else { return false };
            let ply = ply.clone();
            each(&ply, (self.review.plies.len(), total));
        }
        true
    }
}
