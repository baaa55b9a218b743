//! The study view: every legal move of the position on the board with its evaluation, the depth it was
//! searched to and the start of its principal variation, best first. The engine ranks the moves
//! ([`rank_moves`](crate::engine::rank_moves)) on a background thread ([`Worker`]) that sends each completed
//! depth, so the list deepens while the screen stays responsive; the event loop polls it
//! ([`App::poll_study`]).
//!
//! The search runs until [`STUDY_TIME`] has passed, every move is proven, or the view is closed. Closing it
//! (its key again, or Esc), playing a move, undoing, anything that changes the position on the board, or
//! quitting stops the search and waits for its thread. A move chosen in the list shows its pit on the board;
//! Enter plays it when a person is to move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{Limits, Ranking, Scored};
use crate::rules::{Hole, MoveText};

use super::app::{App, Mode, Play, Screen};
use super::keys::Action;
use super::session::Session;
use super::worker::Worker;

/// How long the study view searches at most.
pub const STUDY_TIME: Duration = Duration::from_secs(10);

/// The study view's state: the search under way and the move chosen in the list.
pub struct Study {
    /// The history cursor and length of the position studied.
    pub at: (usize, usize),
    worker: Worker<Ranking<String>>,
    /// The ranking of the last completed depth, once the first came.
    pub ranking: Option<Ranking<String>>,
    /// The move chosen in the list; `None` follows the best move as the ranking changes.
    chosen: Option<String>,
    /// Whether the search has ended (its time, its last depth, or every move proven).
    pub done: bool,
}

impl Study {
    /// Starts ranking the moves at the session's cursor, which is the position at `at`, for [`STUDY_TIME`].
    #[must_use]
    pub fn start(session: &dyn Session, at: (usize, usize)) -> Study {
        Study::with_limits(session, at, Limits::time(STUDY_TIME))
    }

    /// Starts ranking the moves at the session's cursor within `limits` (a fixed depth, in tests).
    #[must_use]
    pub fn with_limits(session: &dyn Session, at: (usize, usize), limits: Limits) -> Study {
        let stop = Arc::new(AtomicBool::new(false));
        let job = session.rank(limits.with_stop(Arc::clone(&stop)));
        Study { at, worker: Worker::start(stop, job), ranking: None, chosen: None, done: false }
    }

    /// Takes the newest ranking if one came; returns whether anything shown changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        if let Some(ranking) = self.worker.latest() {
            self.ranking = Some(ranking);
            changed = true;
        }
        if self.worker.ended() && !self.done {
            self.done = true;
            changed = true;
        }
        changed
    }

    /// The ranked moves, best first (none before the first depth is completed).
    #[must_use]
    pub fn moves(&self) -> &[Scored<String>] {
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
    pub fn selected_move(&self) -> Option<&Scored<String>> {
        self.moves().get(self.selected())
    }

    /// The pit the chosen move starts from.
    #[must_use]
    pub fn selected_hole(&self) -> Option<Hole> {
        self.selected_move().and_then(|scored| scored.mv.parse::<MoveText>().ok()).map(|mv| mv.hole)
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
            Action::Pit(hole) => {
                let starts = |scored: &&Scored<String>| scored.mv.parse::<MoveText>().is_ok_and(|mv| mv.hole == hole);
                match self.moves().iter().position(|scored| starts(&scored)) {
                    Some(index) => index,
                    None => return,
                }
            }
            _ => return,
        };
        self.chosen = Some(self.moves()[index].mv.clone());
    }

    /// What the search is doing, in words: `depth 7 · searching…`, `depth 9 · solved`.
    #[must_use]
    pub fn state(&self) -> String {
        match (&self.ranking, self.done) {
            (None, false) => "searching…".into(),
            (None, true) => "no move to study".into(),
            (Some(ranking), false) => format!("depth {} · searching…", ranking.depth),
            (Some(ranking), true) if ranking.solved() => format!("depth {} · solved", ranking.depth),
            (Some(ranking), true) => format!("depth {} · done", ranking.depth),
        }
    }

    /// Stops the search and waits for its thread to end.
    pub fn stop_and_join(self) {
        self.worker.stop_and_join();
    }
}

impl Play {
    /// Opens the study view on the position on the board, or says why it cannot be opened.
    pub fn open_study(&mut self) -> Result<(), String> {
        if let Some(label) = self.thinking_label() {
            return Err(format!("{label} (u takes back your move)"));
        }
        if self.result().is_some() {
            return Err("the game is over: there is no move to study".into());
        }
        self.close_study();
        self.study = Some(Study::start(self.session.as_ref(), self.at()));
        Ok(())
    }

    /// Closes the study view, if open, stopping its search.
    pub fn close_study(&mut self) {
        if let Some(study) = self.study.take() {
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
}

impl App {
    /// A key of the study view.
    pub(super) fn on_study(&mut self, action: Action) {
        let Screen::Play(play) = &mut self.screen else { return };
        let Some(study) = play.study.as_mut() else { return };
        match action {
            Action::Up | Action::Down | Action::First | Action::Last | Action::Pit(_) => study.select(action),
            Action::Flip => play.flipped = !play.flipped,
            Action::Choose => {
                let Some(text) = study.selected_move().map(|scored| scored.mv.clone()) else {
                    return self.refuse("no move yet: the first depth is still being searched");
                };
                let hole = study.selected_hole();
                if play.computer_to_move().is_some() {
                    return self.refuse("the computer plays this side: its move is not yours to choose");
                }
                play.cursor = hole;
                play.close_study();
                self.try_play(&text);
            }
            Action::Undo => {
                play.close_study();
                self.undo_or_redo(true);
            }
            Action::Back | Action::Study => {
                if let Some(hole) = study.selected_hole().filter(|hole| play.playable().contains(hole)) {
                    play.cursor = Some(hole);
                }
                play.close_study();
                self.say("study closed");
            }
            _ => {}
        }
    }

    /// Opens the study view on the board, or says why not.
    pub(super) fn open_study(&mut self) {
        let Screen::Play(play) = &mut self.screen else { return };
        match play.open_study() {
            Ok(()) => self.say("study: every legal move, best first · ↑↓ choose · Enter plays · Esc closes"),
            Err(why) => self.refuse(why),
        }
    }

    /// Takes the study's newest ranking if one came. Returns whether anything on the screen changed.
    pub fn poll_study(&mut self) -> bool {
        match &mut self.screen {
            Screen::Play(play) => play.study.as_mut().is_some_and(Study::poll),
            _ => false,
        }
    }

    /// Whether the study view's search is running.
    #[must_use]
    pub fn studying(&self) -> bool {
        matches!(&self.screen, Screen::Play(play) if play.study.as_ref().is_some_and(|study| !study.done))
    }
}
