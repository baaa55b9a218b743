//! The computer at the board: its moves and the hint key are worked out on a background thread, so the screen
//! stays responsive. Each request is a [`Thinker`]: a [`Worker`] (the thread and its stop flag), tagged with
//! the position it was asked about (the history cursor and length) and the [`Ticket`] its answer is posted
//! with into the interface's inbox. The answer comes back through the interface's one update path
//! ([`Play::receive_answer`]); an answer about a position no longer on the board (after an undo, a look back in
//! history, a new game) is never used: its thinker is dropped, which raises the stop flag so the thread ends at
//! once, and the answer, if it still comes, carries a ticket nobody holds.
//!
//! When the computer plays: whenever its side is to move at the end of the line of play (not while the board
//! shows a past position, so undo, redo and the history can be browsed freely), the game goes on and nobody
//! resigned. Its move is played through the same path as a person's (autosave, history, automatic watching);
//! if the person is watching a move seed by seed, the reply waits until that playback has reached its end.
//! Undo and redo step over the computer's moves, so the person lands on a turn of their own or at the end of
//! the line, where the computer thinks again if it is to move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::jobs;
use crate::engine::{DEFAULT_CLOCK, Level, Limits};
use crate::rules::{Side, Status};

use super::super::inbox::{LastWord, News, Post, Ticket};
use super::super::seats::{Player, seat_name};
use super::super::shared::Shared;
use super::super::worker::Worker;
use super::{Mode, Play};

/// The depth of search below which the hint key searches again rather than repeat the study view's result.
const HINT_DEPTH: u32 = 7;
/// How long the hint key's own search deepens.
const HINT_TIME: Duration = Duration::from_secs(1);

/// What a thinker was asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The move of the computer playing `side` at `level`.
    Move(Side, Level),
    /// A hint for the person to move.
    Hint,
}

pub use super::super::inbox::Answer;

/// A question being worked out on a background thread.
pub struct Thinker {
    /// What was asked.
    pub purpose: Purpose,
    /// The history cursor and length when it was asked.
    pub at: (usize, usize),
    /// The ticket its answer comes with.
    pub ticket: Ticket,
    worker: Worker,
    /// The answer, once it came (a computer's move waits here while the board is busy).
    answer: Option<Answer>,
}

impl Thinker {
    /// Runs `job` on a new thread, its answer posted through `post`; `stop` is the flag the job watches.
    /// Dropping the thinker raises it. A job that finds nothing, or never runs, answers `None`.
    fn start(
        purpose: Purpose,
        at: (usize, usize),
        stop: Arc<AtomicBool>,
        job: jobs::Job<Answer>,
        post: &Post,
    ) -> Thinker {
        let ticket = post.ticket();
        let nothing = match purpose {
            Purpose::Move(..) => Answer::Move(None),
            Purpose::Hint => Answer::Hint(None),
        };
        let mut last = LastWord::new(post.clone(), News::Answer(ticket, nothing));
        let worker = Worker::start(stop, move || {
            if let Some(answer) = job() {
                last.replace(News::Answer(ticket, answer));
            }
            drop(last);
        });
        Thinker { purpose, at, ticket, worker, answer: None }
    }

    /// The stop flag the thinking watches (for tests: raised once the thinker is stopped or dropped).
    #[cfg(test)]
    pub(crate) fn stop_flag(&self) -> Arc<AtomicBool> {
        self.worker.stop_flag()
    }

    /// Stops the thinking and waits for the thread to end (promptly: the engine checks the flag).
    pub fn stop_and_join(self) {
        self.worker.stop_and_join();
    }
}

impl Play {
    /// The level of the computer whose side is to move, if a computer sits there.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<Level> {
        self.seats[self.line.side_to_move()].level()
    }

    /// Whether a person plays one of the sides.
    #[must_use]
    pub fn has_person(&self) -> bool {
        self.seats.south == Player::Person || self.seats.north == Player::Person
    }

    /// What the status bar says about the computer's thinking, if it is thinking.
    #[must_use]
    pub fn thinking_label(&self) -> Option<String> {
        match self.thinking.as_ref()?.purpose {
            Purpose::Move(side, level) => Some(crate::t!("play-thinking", seat = seat_name(side, level))),
            Purpose::Hint => Some(crate::t!("play-looking-for-hint")),
        }
    }

    /// Why the computer to move does not think, when it is to move and does not: the board shows a past
    /// position (it plays only at the end of the line, so the history can be browsed freely).
    #[must_use]
    pub fn waiting_computer(&self) -> Option<String> {
        let level = self.computer_to_move()?;
        if self.result().is_some() || !self.line.has_future() {
            return None;
        }
        let side = self.line.side_to_move();
        Some(crate::t!("play-computer-waits", side = crate::explain::side_word(side), level = level.number()))
    }

    /// Drops a thinker asked about another position, or a computer's move no longer wanted, and starts the
    /// computer thinking if it is its turn.
    pub fn schedule_computer(&mut self, post: &Post) {
        let at = self.at();
        // Not while the review screen walks the game: its board is for looking at.
        let level = self
            .computer_to_move()
            .filter(|_| self.result().is_none() && !self.line.has_future() && self.review.is_none());
        if let Some(thinker) = &self.thinking {
            let wanted = match thinker.purpose {
                Purpose::Move(side, was) => level == Some(was) && side == self.line.side_to_move(),
                Purpose::Hint => level.is_none(),
            };
            if thinker.at != at || !wanted {
                self.thinking = None;
            }
        }
        if let (None, Some(level)) = (&self.thinking, level) {
            let stop = Arc::new(AtomicBool::new(false));
            let job = jobs::think(&self.line, level, DEFAULT_CLOCK, Arc::clone(&stop), seed(at.0));
            let side = self.line.side_to_move();
            let job: jobs::Job<Answer> = Box::new(move || Some(Answer::Move(job())));
            self.thinking = Some(Thinker::start(Purpose::Move(side, level), at, stop, job, post));
        }
    }

    /// Starts a hint search for the position on the board.
    ///
    /// A hint says what the program knows best: the study view's best move of this position when it is a proven
    /// result or was searched at least as deep as the hint would; otherwise a search of its own, deepening for
    /// `HINT_TIME` (so a short proof is found as the study finds it), which says how deep it looked.
    pub fn start_hint(&mut self, shared: &mut Shared) {
        let at = self.at();
        let known = self.studied.as_ref().filter(|(studied, _)| *studied == at).map(|(_, best)| best);
        if let Some(best) = known.filter(|best| best.score.is_proven() || best.depth >= HINT_DEPTH) {
            let score = crate::explain::eval(best.score);
            return shared
                .say(crate::t!("play-hint-studied", move = best.mv.to_string(), score = score, depth = best.depth));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let limits = Limits { time: Some(HINT_TIME), ..Limits::default() }.with_stop(Arc::clone(&stop));
        let job = jobs::hint(&self.line, limits);
        let job: jobs::Job<Answer> = Box::new(move || Some(Answer::Hint(job())));
        self.thinking = Some(Thinker::start(Purpose::Hint, self.at(), stop, job, &shared.post));
    }

    /// An answer that came from a thinker: kept by the thinker it answers, then used if it can be now. An
    /// answer whose thinker is gone (the board moved on: an undo, a look back, a new game) is dropped.
    pub fn receive_answer(&mut self, ticket: Ticket, answer: Answer, shared: &mut Shared) {
        if let Some(thinker) = self.thinking.as_mut().filter(|thinker| thinker.ticket == ticket) {
            thinker.answer = Some(answer);
        }
        self.use_answer(shared);
    }

    /// Uses the answer that came, once it can be used: a computer's move waits while the board is busy (a
    /// question, the prompt, a panel) or a playback has not reached its end. Returns whether one was used.
    pub fn use_answer(&mut self, shared: &mut Shared) -> bool {
        let Some(thinker) = self.thinking.as_mut() else { return false };
        let waiting = match &self.mode {
            Mode::Board => false,
            Mode::Step(playback) => !playback.at_end(),
            _ => true,
        };
        if matches!(thinker.purpose, Purpose::Move(..)) && waiting {
            return false;
        }
        let Some(answer) = thinker.answer.take() else { return false };
        self.answer(answer, shared);
        true
    }

    /// Uses an answer: plays the computer's move or shows the hint.
    fn answer(&mut self, answer: Answer, shared: &mut Shared) {
        let Some(thinker) = self.thinking.take() else { return };
        match (thinker.purpose, answer) {
            (Purpose::Hint, Answer::Hint(Some(hint))) => {
                let score = crate::explain::eval(hint.score);
                shared.say(crate::t!("play-hint", move = hint.mv.to_string(), score = score, depth = hint.depth));
            }
            (Purpose::Hint, _) => shared.refuse(crate::t!("play-no-hint")),
            (Purpose::Move(side, level), Answer::Move(Some(mv))) => {
                if self.play_now(mv, shared) {
                    if !matches!(self.mode, Mode::Step(_)) {
                        let seat = seat_name(side, level);
                        shared.say(crate::t!("play-computer-played", seat = seat, move = mv.to_string()));
                    }
                    // A person's turn now, in a game that goes on: the bell calls them back (if they want it).
                    if self.line.status() == Status::Ongoing && self.computer_to_move().is_none() {
                        shared.opponent_moved();
                    }
                }
            }
            (Purpose::Move(side, level), _) => {
                shared.refuse(crate::t!("play-computer-no-move", seat = seat_name(side, level)));
            }
        }
    }
}

/// A seed for the levels' random choices, different from game to game.
fn seed(ply: usize) -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    u64::from(nanos) ^ (ply as u64).rotate_left(32)
}
