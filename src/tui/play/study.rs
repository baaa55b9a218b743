//! The study view: every legal move of the position on the board with its evaluation, the depth it was
//! searched to and the start of its principal variation, best first. The engine ranks the moves
//! ([`rank_moves`](crate::engine::rank_moves)) on a background thread ([`Worker`]) that posts each completed
//! depth into the interface's inbox, so the list deepens while the screen stays responsive; the depths come
//! back through the interface's one update path ([`Study::receive`]), with the study's [`Ticket`]: those of a
//! study closed meanwhile are dropped.
//!
//! The search runs until [`STUDY_TIME`] has passed, every move is proven, or the view is closed. Closing it
//! (its key again, or Esc), playing a move, undoing, anything that changes the position on the board, or
//! quitting stops the search and waits for its thread. A move chosen in the list shows its pit on the board;
//! Enter plays it when a person is to move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::jobs;
use crate::engine::{Limits, Ranking, Scored};
use crate::rules::{AnyLine, AnyMove, Hole};

use super::super::go::Go;
use super::super::inbox::{LastWord, News, Post, Ticket};
use super::super::keys::Action;
use super::super::shared::Shared;
use super::super::worker::Worker;
use super::{Mode, Play};

/// How long the study view searches at most.
pub const STUDY_TIME: Duration = Duration::from_secs(10);

/// The study view's state: the search under way and the move chosen in the list.
pub struct Study {
    /// The history cursor and length of the position studied.
    pub at: (usize, usize),
    /// The ticket its rankings come with.
    pub ticket: Ticket,
    worker: Worker,
    /// The ranking of the last completed depth, once the first came.
    pub ranking: Option<Ranking<AnyMove>>,
    /// The move chosen in the list; `None` follows the best move as the ranking changes.
    chosen: Option<AnyMove>,
    /// Whether the search has ended (its time, its last depth, or every move proven).
    pub done: bool,
}

impl Study {
    /// Starts ranking the moves on the board of `line`, which is the position at `at`, for [`STUDY_TIME`],
    /// posting each depth through `post`.
    #[must_use]
    pub fn start(line: &AnyLine, at: (usize, usize), post: &Post) -> Study {
        Study::with_limits(line, at, Limits::time(STUDY_TIME), post)
    }

    /// Starts ranking the moves on the board of `line` within `limits` (a fixed depth, in tests).
    #[must_use]
    pub fn with_limits(line: &AnyLine, at: (usize, usize), limits: Limits, post: &Post) -> Study {
        let stop = Arc::new(AtomicBool::new(false));
        let job = jobs::rank(line, limits.with_stop(Arc::clone(&stop)));
        let ticket = post.ticket();
        // Its end is posted however it ends, so the view never waits for a search that is gone.
        let last = LastWord::new(post.clone(), News::Study(ticket, None, true));
        let post = post.clone();
        let worker = Worker::start(stop, move || {
            job(&|ranking| post.send(News::Study(ticket, Some(ranking), false)));
            drop(last);
        });
        Study { at, ticket, worker, ranking: None, chosen: None, done: false }
    }

    /// Uses what came from the search: a ranking replaces the one shown; `ended` marks the search done.
    pub fn receive(&mut self, ranking: Option<Ranking<AnyMove>>, ended: bool) {
        if let Some(ranking) = ranking {
            self.ranking = Some(ranking);
        }
        self.done |= ended;
    }

    /// The ranked moves, best first (none before the first depth is completed).
    #[must_use]
    pub fn moves(&self) -> &[Scored<AnyMove>] {
        self.ranking.as_ref().map_or(&[], |ranking| &ranking.moves)
    }

    /// The place of the chosen move in the list (the best, unless another was chosen).
    #[must_use]
    pub fn selected(&self) -> usize {
        let chosen = self.chosen.as_ref();
        self.moves().iter().position(|scored| Some(&scored.mv) == chosen).unwrap_or(0)
    }

    /// The chosen move and its score, once the first depth is completed.
    #[must_use]
    pub fn selected_move(&self) -> Option<&Scored<AnyMove>> {
        self.moves().get(self.selected())
    }

    /// The pit the chosen move starts from.
    #[must_use]
    pub fn selected_hole(&self) -> Option<Hole> {
        self.selected_move().map(|scored| scored.mv.hole())
    }

    /// Moves the choice up or down the list, to its ends, or to the best move from a pit.
    pub fn select(&mut self, action: Action) {
        let count = self.moves().len();
        if count == 0 {
            return;
        }
        let now = self.selected();
        let index = match action {
            Action::Up => now.saturating_sub(1),
            Action::Down => (now + 1).min(count - 1),
            Action::First => 0,
            Action::Last => count - 1,
            Action::Pit(hole) => match self.moves().iter().position(|scored| scored.mv.hole() == hole) {
                Some(index) => index,
                None => return,
            },
            _ => return,
        };
        self.chosen = Some(self.moves()[index].mv);
    }

    /// What the search is doing, in words: `depth 7 · searching…`, `depth 9 · solved`.
    #[must_use]
    pub fn state(&self) -> String {
        match (&self.ranking, self.done) {
            (None, false) => crate::t!("play-study-searching"),
            (None, true) => crate::t!("play-study-nothing"),
            (Some(ranking), false) => crate::t!("play-study-depth-searching", depth = ranking.depth),
            (Some(ranking), true) if ranking.solved() => crate::t!("play-study-solved", depth = ranking.depth),
            (Some(ranking), true) => crate::t!("play-study-done", depth = ranking.depth),
        }
    }

    /// Stops the search and waits for its thread to end.
    pub fn stop_and_join(self) {
        self.worker.stop_and_join();
    }
}

impl Play {
    /// Opens the study view on the position on the board, or says why it cannot be opened.
    pub fn open_study(&mut self, shared: &mut Shared) {
        if let Some(label) = self.thinking_label() {
            return shared.refuse(crate::t!("play-busy", thinking = label));
        }
        if self.result().is_some() {
            return shared.refuse(crate::t!("play-study-over"));
        }
        self.close_study();
        self.study = Some(Study::start(&self.line, self.at(), &shared.post));
        shared.say(crate::t!("play-study-opened"));
    }

    /// Closes the study view, if open, stopping its search.
    pub fn close_study(&mut self) {
        if let Some(study) = self.study.take() {
            // What it found is kept for the hint key, for as long as the board shows that position.
            if let Some(best) = study.ranking.as_ref().and_then(|ranking| ranking.moves.first()) {
                self.studied = Some((study.at, best.clone()));
            }
            study.stop_and_join();
        }
    }

    /// Closes the study view if the board no longer shows the position it studies.
    pub fn keep_study(&mut self) {
        let at = self.at();
        if self.study.as_ref().is_some_and(|study| study.at != at || self.mode != Mode::Board) {
            self.close_study();
        }
    }

    /// Whether the study view's search is running.
    #[must_use]
    #[cfg(test)]
    pub fn studying(&self) -> bool {
        self.study.as_ref().is_some_and(|study| !study.done)
    }

    /// A key of the study view.
    pub(super) fn on_study(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        let study = self.study.as_mut()?;
        match action {
            Action::Up | Action::Down | Action::First | Action::Last | Action::Pit(_) => study.select(action),
            Action::Flip => self.flipped = !self.flipped,
            Action::Choose => {
                let Some(mv) = study.selected_move().map(|scored| scored.mv) else {
                    shared.refuse(crate::t!("play-study-no-move-yet"));
                    return None;
                };
                if self.computer_to_move().is_some() {
                    shared.refuse(crate::t!("play-study-computer-side"));
                    return None;
                }
                self.cursor = Some(mv.hole());
                self.close_study();
                self.try_play(mv, shared);
            }
            Action::Undo => {
                self.close_study();
                self.undo_or_redo(true, shared);
            }
            Action::Back | Action::Study => {
                if let Some(hole) = study.selected_hole().filter(|hole| self.playable().contains(hole)) {
                    self.cursor = Some(hole);
                }
                self.close_study();
                shared.say(crate::t!("play-study-closed"));
            }
            _ => {}
        }
        None
    }
}
