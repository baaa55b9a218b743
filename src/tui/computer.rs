//! The computer at the board: its moves and the hint key are worked out on a background thread, so the screen
//! stays responsive. Each request is a [`Thinker`]: a [`Worker`] (the thread, its stop flag and the channel its
//! answer comes back on), tagged with the position it was asked about (the history cursor and length). The event
//! loop polls it on every tick ([`App::poll_computer`]); an answer about a position no longer on the board
//! (after an undo, a look back in history, a new game) is never used: its thinker is dropped, which raises
//! the stop flag so the thread ends at once.
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

use crate::engine::{DEFAULT_CLOCK, Level, Limits};
use crate::rules::{MoveText, Side};

use super::app::{App, Mode, Play, PlayerKind, Screen};
use super::session::{self, Job};
use super::worker::Worker;

/// The hint key's search: seven plies, within a second.
const HINT_DEPTH: u32 = 7;
const HINT_TIME: Duration = Duration::from_secs(1);

/// What a thinker was asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// The move of the computer playing `side` at `level`.
    Move(Side, Level),
    /// A hint for the person to move.
    Hint,
}

/// A question being worked out on a background thread.
pub struct Thinker {
    /// What was asked.
    pub purpose: Purpose,
    /// The history cursor and length when it was asked.
    pub at: (usize, usize),
    worker: Worker<Option<String>>,
    /// The answer, once it came: a move in notation (for a hint, with its score), or `None` if there was
    /// none.
    pub answer: Option<Option<String>>,
}

impl Thinker {
    /// Runs `job` on a new thread; `stop` is the flag the job watches. Dropping the thinker raises it.
    #[must_use]
    pub fn start(purpose: Purpose, at: (usize, usize), stop: Arc<AtomicBool>, job: Job) -> Thinker {
        let worker = Worker::start(stop, move |send| send(job()));
        Thinker { purpose, at, worker, answer: None }
    }

    /// Takes the answer from the channel if it came.
    pub fn poll(&mut self) {
        if self.answer.is_none() {
            match self.worker.latest() {
                Some(answer) => self.answer = Some(answer),
                // Without a thread, or if the job ended without a word, there is no answer to wait for.
                None if self.worker.ended() => self.answer = Some(None),
                None => {}
            }
        }
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

/// How a computer seat is named in the status bar: `north (level 4, club)`.
#[must_use]
pub fn seat_name(side: Side, level: Level) -> String {
    format!("{side} (level {}, {})", level.number(), level.name())
}

impl Play {
    /// The level of the computer whose side is to move, if a computer sits there.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.seats.by_side()[self.session.side_to_move()].1 {
            PlayerKind::Computer(level) => Level::new(level),
            PlayerKind::Person => None,
        }
    }

    /// Whether a person plays one of the sides.
    #[must_use]
    pub fn has_person(&self) -> bool {
        self.seats.players.contains(&PlayerKind::Person)
    }

    /// What the status bar says about the computer's thinking, if it is thinking.
    #[must_use]
    pub fn thinking_label(&self) -> Option<String> {
        match self.thinking.as_ref()?.purpose {
            Purpose::Move(side, level) => Some(format!("{} is thinking…", seat_name(side, level))),
            Purpose::Hint => Some("looking for a hint…".into()),
        }
    }

    /// The history cursor and length: which position of the game the board shows.
    pub(super) fn at(&self) -> (usize, usize) {
        (self.session.cursor(), self.session.history().len())
    }

    /// Drops a thinker asked about another position, or a computer's move no longer wanted, and starts the
    /// computer thinking if it is its turn.
    pub fn schedule_computer(&mut self) {
        let at = self.at();
        let level = self.computer_to_move().filter(|_| self.result().is_none() && !self.session.has_future());
        if let Some(thinker) = &self.thinking {
            let wanted = match thinker.purpose {
                Purpose::Move(side, was) => level == Some(was) && side == self.session.side_to_move(),
                Purpose::Hint => level.is_none(),
            };
            if thinker.at != at || !wanted {
                self.thinking = None;
            }
        }
        if let (None, Some(level)) = (&self.thinking, level) {
            let stop = Arc::new(AtomicBool::new(false));
            let job = self.session.think(level, DEFAULT_CLOCK, Arc::clone(&stop), seed(at.0));
            let side = self.session.side_to_move();
            self.thinking = Some(Thinker::start(Purpose::Move(side, level), at, stop, job));
        }
    }

    /// Starts a hint search for the position on the board.
    pub fn start_hint(&mut self) {
        let stop = Arc::new(AtomicBool::new(false));
        let limits =
            Limits { depth: Some(HINT_DEPTH), time: Some(HINT_TIME), ..Limits::default() }.with_stop(Arc::clone(&stop));
        let job = self.session.hint(limits);
        self.thinking = Some(Thinker::start(Purpose::Hint, self.at(), stop, job));
    }
}

/// A seed for the levels' random choices, different from game to game.
fn seed(ply: usize) -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    u64::from(nanos) ^ (ply as u64).rotate_left(32)
}

impl App {
    /// Takes the computer's answer if it came and uses it: plays its move (once the board is shown) or shows
    /// the hint. Returns whether anything changed on the screen.
    pub fn poll_computer(&mut self) -> bool {
        let Screen::Play(play) = &mut self.screen else { return false };
        let Some(thinker) = &mut play.thinking else { return false };
        thinker.poll();
        let Some(answer) = thinker.answer.clone() else { return false };
        let purpose = thinker.purpose;
        let waiting = match &play.mode {
            Mode::Board => false,
            Mode::Step(playback) => !playback.at_end(),
            _ => true,
        };
        match purpose {
            Purpose::Hint => {
                play.thinking = None;
                match answer {
                    Some(text) => self.say(format!("hint: {text}")),
                    None => self.refuse("no hint: the game is over"),
                }
            }
            Purpose::Move(..) if waiting => return false,
            Purpose::Move(side, level) => {
                play.thinking = None;
                match answer {
                    Some(text) => {
                        if self.play_now(&text) && !self.animating() {
                            self.say(format!("{} played {text}", seat_name(side, level)));
                        }
                    }
                    None => self.refuse(format!("{} found no move", seat_name(side, level))),
                }
                if let Screen::Play(play) = &mut self.screen {
                    play.schedule_computer();
                }
                self.autosave();
            }
        }
        true
    }

    /// Takes back the last move, or plays again the move taken back. Against the computer both go on to a
    /// position where the person is to move: undo takes back the computer's reply and the person's move (or
    /// only the person's move while the computer is thinking), and redo plays again the person's move and the
    /// computer's recorded reply. When redo runs out of recorded moves with the computer to move, the computer
    /// thinks (see [`Play::schedule_computer`], called after every action). Undo just after a resignation
    /// takes back the resignation alone; redo never brings one back (`X` resigns again).
    pub(super) fn undo_or_redo(&mut self, undo: bool) {
        let Screen::Play(play) = &mut self.screen else { return };
        if let Some(side) = play.resignation().filter(|_| undo) {
            // The resignation was the last thing done: undo takes it back alone, and the game goes on.
            play.resigned = None;
            play.over_dismissed = false;
            play.settle();
            return self.say(format!("took back {side}'s resignation"));
        }
        let before = play.session.cursor();
        let step =
            |session: &mut dyn session::Session| if undo { session::undo(session) } else { session::redo(session) };
        let moved = step(play.session.as_mut());
        // Against the computer, on to a position where a person is to move, as far as the history goes.
        while moved && play.has_person() && play.computer_to_move().is_some() && step(play.session.as_mut()) {}
        let after = play.session.cursor();
        let history = play.session.history();
        play.over_dismissed = false;
        if moved && undo {
            // Back on the pit the move taken back started from.
            play.cursor = history[after].parse::<MoveText>().ok().map(|mv| mv.hole);
        }
        play.settle();
        match (moved, undo) {
            (true, true) => self.say(format!("took back {}", history[after..before].join(" "))),
            (true, false) => self.say(format!("played again {}", history[before..after].join(" "))),
            (false, true) => self.refuse("nothing to undo"),
            (false, false) => self.refuse("nothing to redo"),
        }
    }

    /// Whether the computer (or a hint search) is thinking.
    #[must_use]
    pub fn thinking(&self) -> bool {
        matches!(&self.screen, Screen::Play(play) if play.thinking.is_some())
    }

    /// Stops any thinking (the computer's, a hint's, the study view's) and waits for its thread to end (on
    /// quitting).
    pub fn stop_thinking(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            if let Some(thinker) = play.thinking.take() {
                thinker.stop_and_join();
            }
            play.close_study();
        }
    }
}
