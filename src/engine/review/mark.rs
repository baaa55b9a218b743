//! The marks of a review and the thresholds, per game, that give them.

use std::fmt;

use super::PlyReview;
use crate::engine::Eval;
use crate::rules::Variant;

/// What a move was, by what it cost against the best move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Mark {
    /// The best move (or one scored the same), with other moves nearly as good.
    Best,
    /// The best move when every other move was a mistake or worse (or lost where it does not).
    OnlyMove,
    /// Worse than the best by less than an inaccuracy.
    Good,
    /// Worse than the best by [`Thresholds::inaccuracy`] or more.
    Inaccuracy,
    /// Worse than the best by [`Thresholds::mistake`] or more.
    Mistake,
    /// Worse than the best by [`Thresholds::blunder`] or more, or into a proven loss.
    Blunder,
    /// A proven win was there and the move let it go.
    MissedWin,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 7] =
        [Mark::Best, Mark::OnlyMove, Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder, Mark::MissedWin];

    /// The mark's word, as `bao review` prints it and the save file keeps it: `best`, `only-move`, `good`,
    /// `inaccuracy`, `mistake`, `blunder`, `missed-win`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::OnlyMove => "only-move",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
            Mark::MissedWin => "missed-win",
        }
    }

    /// The annotation symbol of game books: `!` for an only move, `?!` for an inaccuracy, `?` for a mistake,
    /// `??` for a blunder and a missed win; the best and good moves have none.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Best | Mark::Good => "",
            Mark::OnlyMove => "!",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder | Mark::MissedWin => "??",
        }
    }

    /// Whether the review's keys stop at it: a mistake, a blunder or a missed win.
    #[must_use]
    pub const fn is_mistake(self) -> bool {
        matches!(self, Mark::Mistake | Mark::Blunder | Mark::MissedWin)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The losses, in hundredths of a seed (cow, stone) of the mover, from which a move is an inaccuracy, a
/// mistake or a blunder, and the most one move is counted to lose.
///
/// DECISION (the thresholds, per game, and why; docs/review.md says the same): every evaluation counts a
/// seed owned as 100 and adds little else, so a threshold is a number of seeds lost against the best move.
///
/// | game | inaccuracy | mistake | blunder | cap |
/// |---|---|---|---|---|
/// | kete | 1.5 | 3 | 6 | 12 |
/// | kimasai-relay | 1.5 | 3 | 6 | 12 |
/// | kimasai-step | 1 | 2 | 4 | 8 |
/// | kingulu | 1 | 2 | 4 | 8 |
///
/// Kete and kimasai-relay have 64 seeds and multi-lap captures that often take six or more at once, and their
/// evaluations add small terms for holes and the capture at hand, so a seed or so is noise. Kingulu has 48
/// seeds and is won 25 to 23: one seed is a real loss there, two decide many games. In kimasai-step every
/// capture takes two stones (the stone entered against and the one behind it), so a mistake is one capture
/// given away and a blunder two. The cap (twice a blunder) keeps one lost game from making an average loss
/// meaningless; a proven win thrown away or a proven loss walked into counts the cap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Thresholds {
    /// From this loss on a move is an inaccuracy.
    pub inaccuracy: i32,
    /// From this loss on a move is a mistake; an only move is one whose every alternative is a mistake.
    pub mistake: i32,
    /// From this loss on a move is a blunder.
    pub blunder: i32,
    /// The most one move is counted to lose, in averages and on the graph.
    pub cap: i32,
}

impl Thresholds {
    /// The thresholds of `variant` (see the table above).
    #[must_use]
    pub const fn of(variant: Variant) -> Thresholds {
        match variant {
            Variant::Kete | Variant::KimasaiRelay => {
                Thresholds { inaccuracy: 150, mistake: 300, blunder: 600, cap: 1200 }
            }
            Variant::KimasaiStep | Variant::Kingulu => {
                Thresholds { inaccuracy: 100, mistake: 200, blunder: 400, cap: 800 }
            }
        }
    }

    /// The mark of `ply`.
    ///
    /// A proven win let go is a missed win; a move into a proven loss where the best move held is a blunder;
    /// a win kept, however slowly, and any move of a position lost whatever is played, are best when they
    /// keep the best result in the fewest (or most) plies and good otherwise. Otherwise the loss decides. The
    /// best move is an only move when the second best loses a mistake's worth or more (or is a proven loss
    /// where the best is not); a position with one legal move has no choice to mark, so its move is best.
    #[must_use]
    pub fn mark(self, ply: &PlyReview) -> Mark {
        let is_won = |eval: Eval| eval.is_proven() && eval.raw() > 0;
        let is_lost = |eval: Eval| eval.is_proven() && eval.raw() < 0;
        let (before, after) = (ply.before, ply.after);
        if is_won(before) && !is_won(after) {
            return Mark::MissedWin;
        }
        if !is_lost(before) && is_lost(after) {
            return Mark::Blunder;
        }
        if after != before && (is_won(after) || is_lost(before)) {
            return Mark::Good;
        }
        let loss = ply.loss(self);
        if after == before {
            let only = ply.second.is_some_and(|second| {
                if is_won(before) {
                    !is_won(second)
                } else if is_lost(second) {
                    !is_lost(before)
                } else {
                    !before.is_proven() && !second.is_proven() && before.raw() - second.raw() >= self.mistake
                }
            });
            return if only { Mark::OnlyMove } else { Mark::Best };
        }
        match loss {
            loss if loss >= self.blunder => Mark::Blunder,
            loss if loss >= self.mistake => Mark::Mistake,
            loss if loss >= self.inaccuracy => Mark::Inaccuracy,
            _ => Mark::Good,
        }
    }
}

/// One side's moves in a review: how many of each mark, and the average loss.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Summary {
    /// Moves reviewed.
    pub moves: usize,
    /// How many of each mark, in the order of [`Mark::ALL`].
    pub marks: [usize; 7],
    /// The sum of the losses, in hundredths of a seed (each at most the cap).
    pub total_loss: i64,
}

impl Summary {
    /// The summary of `plies` by `thresholds`.
    pub fn of<'a>(plies: impl Iterator<Item = &'a PlyReview>, thresholds: Thresholds) -> Summary {
        let mut summary = Summary::default();
        for ply in plies {
            summary.moves += 1;
            let mark = ply.mark(thresholds);
            let index = Mark::ALL.iter().position(|&m| m == mark).unwrap_or(0);
            summary.marks[index] += 1;
            summary.total_loss += i64::from(ply.loss(thresholds));
        }
        summary
    }

    /// How many moves got `mark`.
    #[must_use]
    pub fn count(&self, mark: Mark) -> usize {
        Mark::ALL.iter().position(|&m| m == mark).map_or(0, |index| self.marks[index])
    }

    /// The average loss per move in hundredths of a seed, rounded down; 0 with no moves.
    #[must_use]
    pub fn average_loss(&self) -> i64 {
        if self.moves == 0 { 0 } else { self.total_loss / self.moves as i64 }
    }
}
