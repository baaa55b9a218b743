//! The Learn screen's state and what its keys do: the list of a game's lessons with their done marks, and a
//! lesson open on its board. The board is the game screen's own ([`Play`]): the cursor, Enter, typed `:` moves
//! and kete's questions work as in a game. A move played there is not kept: it is judged by the lesson
//! ([`crate::learn::Lesson::judge`], which asks the rules), refused with what went wrong, or, when it does what
//! was asked, shown in the step-through view ([`Playback`]) and marked done in the progress file; Enter then opens
//! the next lesson.

use crate::learn::{self, Lesson, Progress, Verdict};
use crate::rules::{AnyLine, Variant};

use super::go::Go;
use super::keys::{Action, KeyScreen};
use super::play::{Mode, Play};
use super::playback::Playback;
use super::seats::people;
use super::shared::Shared;

/// One line of the Learn list. Lessons only for now; the puzzles are to join them as a second kind of entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A lesson, by its index in the game's lessons.
    Lesson(usize),
}

/// A lesson open on its board.
pub struct Attempt {
    /// The lesson.
    pub lesson: &'static Lesson,
    /// Its index in the game's lessons.
    pub index: usize,
    /// The board, as in a game, on the lesson's position.
    pub play: Play,
    /// Whether the lesson was done in this attempt (the step-through of the move then shows).
    pub done: bool,
    /// Why the last attempt missed, shown under the lesson until the next one.
    pub wrong: Option<String>,
}

/// The Learn screen.
pub struct Learn {
    /// The game whose lessons are listed.
    pub variant: Variant,
    /// The selected line of the list.
    pub selected: usize,
    /// The lesson open, if one is.
    pub attempt: Option<Box<Attempt>>,
    /// Which lessons are done.
    pub progress: Progress,
}

impl Learn {
    /// The Learn screen on `variant`'s lessons, its progress read from the data folder of the saves (none: kept
    /// in memory). A damaged progress file is reported.
    pub fn open(variant: Variant, shared: &mut Shared) -> Learn {
        let progress = match shared.saving.store.as_ref().and_then(|store| store.folder().parent()) {
            Some(folder) => Progress::load(folder),
            None => Progress::in_memory(),
        };
        if let Some(why) = &progress.damaged {
            shared.refuse(why.clone());
        } else {
            shared.say("lessons: Enter opens one; ← → another game");
        }
        let selected = learn::for_variant(variant).iter().position(|lesson| !progress.is_done(lesson.id)).unwrap_or(0);
        Learn { variant, selected, attempt: None, progress }
    }

    /// The lines of the list.
    #[must_use]
    pub fn entries(&self) -> Vec<Entry> {
        (0..learn::for_variant(self.variant).len()).map(Entry::Lesson).collect()
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        match &self.attempt {
            None => KeyScreen::Learn,
            Some(attempt) if attempt.play.mode == Mode::Board => KeyScreen::Lesson,
            Some(attempt) => attempt.play.key_screen(),
        }
    }

    /// Applies one action; returns the screen to go to, if any.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        if self.attempt.is_some() {
            self.on_attempt(action, shared);
            return None;
        }
        let count = self.entries().len().max(1);
        match action {
            Action::Up => self.selected = (self.selected + count - 1) % count,
            Action::Down => self.selected = (self.selected + 1) % count,
            Action::Left | Action::Right => {
                let games = Variant::ALL.len();
                let now = Variant::ALL.iter().position(|&v| v == self.variant).unwrap_or(0);
                let next = if action == Action::Right { now + 1 } else { now + games - 1 } % games;
                self.variant = Variant::ALL[next];
                self.selected = 0;
            }
            Action::First => self.selected = 0,
            Action::Last => self.selected = count - 1,
            Action::Choose => match self.entries().get(self.selected) {
                Some(&Entry::Lesson(index)) => self.start(index, shared),
                None => shared.refuse("no lesson here"),
            },
            Action::Back => return Some(Go::StartScreen),
            _ => {}
        }
        None
    }

    /// Opens lesson `index` of the game on its board.
    fn start(&mut self, index: usize, shared: &mut Shared) {
        let Some(lesson) = learn::for_variant(self.variant).get(index) else { return };
        let play = lesson.setup().and_then(|setup| Play::new(&setup, people()));
        match play {
            Ok(play) => {
                self.selected = index;
                self.attempt = Some(Box::new(Attempt { lesson, index, play, done: false, wrong: None }));
                shared.say(format!("{}: play it on the board (Enter, or : to type it)", lesson.ask));
            }
            Err(why) => shared.refuse(why),
        }
    }

    /// A key in an open lesson: the board's keys go to the board; a move played there is judged.
    fn on_attempt(&mut self, action: Action, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        match (&attempt.play.mode, action) {
            // After the step-through of a lesson done: on to the next lesson (or the list after the last).
            (Mode::Step(_), Action::Back) if attempt.done => {
                let next = attempt.index + 1;
                self.attempt = None;
                if next < learn::for_variant(self.variant).len() {
                    self.start(next, shared);
                } else {
                    self.selected = next - 1;
                    shared.say(format!("every lesson of {} seen: ← → another game", self.variant.title()));
                }
                return;
            }
            (Mode::Board, Action::Back) => {
                self.attempt = None;
                return;
            }
            (Mode::Board, Action::Undo | Action::Redo) => {
                return shared.refuse("nothing to take back: a lesson's move is judged, not kept");
            }
            _ => {}
        }
        let before = attempt.play.line.clone();
        // What the board does is the game screen's: no screen change is asked for from a lesson's keys.
        let _ = attempt.play.update(action, shared);
        if attempt.play.line.len() > before.len() {
            let mv = attempt.play.line.move_at(before.len()).expect("the move just played");
            attempt.play.line = before;
            self.judge(mv, shared);
        }
    }

    /// Judges the move played: refused with why, or shown step by step and marked done.
    fn judge(&mut self, mv: crate::rules::AnyMove, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        let line: &AnyLine = &attempt.play.line;
        match attempt.lesson.judge(line, mv) {
            Verdict::Wrong(why) => {
                attempt.play.settle();
                shared.refuse("not yet: what went wrong is under the lesson; try again");
                attempt.wrong = Some(why);
            }
            Verdict::Done => {
                let (before, events) = (line.setup(), line.preview(mv).unwrap_or_default());
                let _ = attempt.play.line.play(mv);
                let playback = Playback::new(0, mv, before, events, shared.settings.speed, true);
                attempt.play.mode = Mode::Step(playback);
                attempt.done = true;
                attempt.wrong = None;
                let id = attempt.lesson.id;
                match self.progress.mark_done(id) {
                    Some(why) => shared.refuse(format!("done, but not saved: {why}")),
                    None => shared.say(format!("✓ done: {mv} · watch it (space pauses), Enter: the next lesson")),
                }
            }
        }
    }

    /// The game whose lessons are shown.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// How many of the game's lessons are done.
    #[must_use]
    pub fn done_count(&self) -> usize {
        self.progress.count_done(learn::for_variant(self.variant).iter().map(|lesson| lesson.id))
    }
}
