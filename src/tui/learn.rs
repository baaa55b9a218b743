//! The Learn screen's state and what its keys do: the list of a game's lessons with their done marks, and a
//! lesson open on its board. The board is the game screen's own ([`Play`]): the cursor, Enter, typed `:` moves
//! and kete's questions work as in a game. A move played there is not kept: it is judged by the lesson
//! ([`crate::learn::Lesson::judge`], which asks the rules), refused with what went wrong, or, when it does what
//! was asked, shown in the step-through view ([`Playback`]) and marked done in the progress file; Enter then opens
//! the next lesson.
//!
//! The game's puzzles ([`crate::puzzle`]) follow the lessons in the list. A puzzle is played out on the same
//! board: each of the solver's moves is judged by the puzzle (an exact search, so any right answer counts); a
//! right move stays on the board with the defender's reply played after it, a wrong one is taken back with why,
//! and the move that solves it is shown in the step-through and marked done.

use crate::learn::{self, Lesson, OwnPuzzles, Progress, Verdict};
use crate::puzzle::{self, Judgement, Puzzle};
use crate::rules::{AnyMove, Variant};

use super::go::Go;
use super::keys::{Action, KeyScreen};
use super::play::{Legal, Mode, Play};
use super::playback::Playback;
use super::seats::people;
use super::shared::Shared;

/// One line of the Learn list: the game's lessons, then its puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A lesson, by its index in the game's lessons.
    Lesson(usize),
    /// A puzzle, by its index in the game's puzzles.
    Puzzle(usize),
    /// A puzzle from the player's own games, by its index in the game's ones ([`OwnPuzzles::of`]).
    Own(usize),
}

/// What an open entry asks for.
#[derive(Clone, Debug)]
pub enum Task {
    /// A lesson: one move that does what it teaches.
    Lesson(&'static Lesson),
    /// A puzzle: a win in some moves, or the move that captures the most (a shipped one, or one from the
    /// player's games, judged the same way).
    Puzzle(Box<Puzzle>),
}

impl Task {
    /// The id its progress is kept under.
    #[must_use]
    pub fn id(&self) -> &str {
        match self {
            Task::Lesson(lesson) => lesson.id,
            Task::Puzzle(puzzle) => &puzzle.name,
        }
    }

    /// Its title in the list and over the board.
    #[must_use]
    pub fn title(&self) -> String {
        match self {
            Task::Lesson(lesson) => lesson.title(),
            Task::Puzzle(puzzle) => puzzle.goal_title(),
        }
    }

    /// What to do, in a line.
    #[must_use]
    pub fn ask(&self) -> String {
        match self {
            Task::Lesson(lesson) => lesson.ask(),
            Task::Puzzle(puzzle) => puzzle.prompt(),
        }
    }

    /// The idea it teaches, or how a puzzle is judged.
    #[must_use]
    pub fn text(&self) -> String {
        match self {
            Task::Lesson(lesson) => lesson.text(),
            Task::Puzzle(puzzle) => puzzle.explanation(),
        }
    }
}

/// A lesson or puzzle open on its board.
pub struct Attempt {
    /// What it asks.
    pub task: Task,
    /// Its line in the list.
    pub entry: Entry,
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
    /// The puzzles from the player's games, proved when the screen opened.
    pub own: OwnPuzzles,
}

impl Learn {
    /// The Learn screen on `variant`'s lessons, its progress read from the data folder of the saves (none: kept
    /// in memory). A damaged progress file is reported.
    pub fn open(variant: Variant, shared: &mut Shared) -> Learn {
        let folder = shared.saving.store.as_ref().and_then(|store| store.folder().parent());
        let (progress, own) = match folder {
            Some(folder) => (Progress::load(folder), OwnPuzzles::load(folder)),
            None => (Progress::in_memory(), OwnPuzzles::in_memory()),
        };
        if let Some(why) = progress.damaged.as_ref().or(own.damaged.as_ref()) {
            shared.refuse(why.clone());
        } else if let Some(note) = own.dropped.first() {
            let more = own.dropped.len() - 1;
            shared.refuse(crate::t!("learn-dropped", note = note.as_str(), more = more));
        } else {
            shared.say(crate::t!("learn-opened"));
        }
        let selected = learn::for_variant(variant).iter().position(|lesson| !progress.is_done(lesson.id)).unwrap_or(0);
        Learn { variant, selected, attempt: None, progress, own }
    }

    /// The lines of the list: the lessons, the puzzles, then the puzzles from the player's games.
    #[must_use]
    pub fn entries(&self) -> Vec<Entry> {
        let lessons = (0..learn::for_variant(self.variant).len()).map(Entry::Lesson);
        let puzzles = (0..puzzle::for_variant(self.variant).len()).map(Entry::Puzzle);
        lessons.chain(puzzles).chain((0..self.own.of(self.variant).count()).map(Entry::Own)).collect()
    }

    /// What an entry of the list asks, if it is one of this game's.
    #[must_use]
    pub fn task(&self, entry: Entry) -> Option<Task> {
        match entry {
            Entry::Lesson(index) => learn::for_variant(self.variant).get(index).map(Task::Lesson),
            Entry::Puzzle(index) => {
                puzzle::for_variant(self.variant).get(index).map(|puzzle| Task::Puzzle(Box::new(puzzle.clone())))
            }
            Entry::Own(index) => {
                self.own.of(self.variant).nth(index).map(|(puzzle, _)| Task::Puzzle(Box::new(puzzle.clone())))
            }
        }
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        match &self.attempt {
            None => KeyScreen::Learn,
            Some(attempt) if attempt.play.mode == Mode::Board => KeyScreen::Lesson,
            Some(attempt) if attempt.done && matches!(attempt.play.mode, Mode::Step(_)) => KeyScreen::LessonDone,
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
                Some(&entry) => self.start(entry, shared),
                None => shared.refuse(crate::t!("learn-no-lesson")),
            },
            Action::Back => return Some(Go::StartScreen),
            _ => {}
        }
        None
    }

    /// Opens an entry of the list on its board.
    fn start(&mut self, entry: Entry, shared: &mut Shared) {
        let Some(task) = self.task(entry) else { return };
        let setup = match &task {
            Task::Lesson(lesson) => lesson.setup(),
            Task::Puzzle(puzzle) => Ok(puzzle.start),
        };
        match setup.and_then(|setup| Play::new(&setup, people())) {
            Ok(mut play) => {
                // The side asked to move at the bottom, as a player sits.
                play.flipped = play.line.side_to_move() == crate::rules::Side::North;
                if matches!(task, Task::Lesson(lesson) if lesson.goal == learn::Goal::Legal) {
                    play.legal = Legal::Hidden;
                }
                play.cursor = play.playable().first().copied();
                self.selected = self.entries().iter().position(|&e| e == entry).unwrap_or(0);
                self.attempt = Some(Box::new(Attempt { task, entry, play, done: false, wrong: None }));
                shared.say(crate::t!("learn-play-it"));
            }
            Err(why) => shared.refuse(why),
        }
    }

    /// A key in an open lesson: the board's keys go to the board; a move played there is judged.
    fn on_attempt(&mut self, action: Action, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        match (&attempt.play.mode, action) {
            // After the step-through of a lesson done: Esc back to the list, at this lesson, as the key bar says.
            (Mode::Step(_), Action::Back) if attempt.done => {
                let entry = attempt.entry;
                self.selected = self.entries().iter().position(|&e| e == entry).unwrap_or(0);
                self.attempt = None;
                return;
            }
            // Enter: on to the next lesson (or the list after the last).
            (Mode::Step(_), Action::Choose) if attempt.done => {
                let entry = attempt.entry;
                let entries = self.entries();
                let here = entries.iter().position(|&e| e == entry).unwrap_or(0);
                self.attempt = None;
                if let Some(&next) = entries.get(here + 1) {
                    self.start(next, shared);
                } else {
                    self.selected = here;
                    shared.say(crate::t!("learn-all-seen", game = crate::i18n::game_title(self.variant)));
                }
                return;
            }
            (Mode::Board, Action::Back) => {
                self.attempt = None;
                return;
            }
            (Mode::Board, Action::Undo | Action::Redo) => {
                return shared.refuse(crate::t!("learn-no-undo"));
            }
            _ => {}
        }
        let before = attempt.play.line.clone();
        // What the board does is the game screen's: no screen change is asked for from a lesson's keys.
        let _ = attempt.play.update(action, shared);
        if attempt.play.line.len() > before.len() {
            let mv = attempt.play.line.move_at(before.len()).expect("the move just played");
            attempt.play.line = before;
            match attempt.task.clone() {
                Task::Lesson(lesson) => self.judge(lesson, mv, shared),
                Task::Puzzle(puzzle) => self.judge_puzzle(&puzzle, mv, shared),
            }
        }
    }

    /// Judges a move of a puzzle: taken back with why, kept with the defender's reply after it, or shown step
    /// by step and marked done when it solves the puzzle.
    fn judge_puzzle(&mut self, puzzle: &Puzzle, mv: AnyMove, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        let mut played: Vec<AnyMove> = attempt.play.line.moves().take(attempt.play.line.cursor()).collect();
        played.push(mv);
        match puzzle.judge(&played) {
            Judgement::Wrong { why } => {
                attempt.play.settle();
                shared.refuse(crate::t!("puzzle-not-yet"));
                attempt.wrong = Some(why);
            }
            Judgement::Going { reply: Some(reply) } => {
                let _ = attempt.play.line.play(mv);
                attempt.wrong = None;
                played.push(reply);
                // A reply may itself end the game in the solver's favour (in kingulu the solver is then left
                // without a move and the game is scored): the puzzle is solved by it.
                if puzzle.judge(&played) == Judgement::Solved {
                    let side = crate::explain::side_name(puzzle.solver().opponent());
                    let (played, reply_text) = (mv.to_string(), reply.to_string());
                    let what = crate::t!("puzzle-solved-answered", played = played, side = side, reply = reply_text);
                    return self.finish(reply, &what, shared);
                }
                let words = match attempt.play.line.play(reply) {
                    Ok(()) => {
                        let side = crate::explain::side_name(puzzle.solver().opponent());
                        let (played, reply) = (mv.to_string(), reply.to_string());
                        crate::t!("puzzle-right-answered", played = played, side = side, reply = reply)
                    }
                    Err(why) => crate::t!("puzzle-answer-failed", why = why.to_string()),
                };
                attempt.play.settle();
                shared.say(words);
            }
            Judgement::Going { reply: None } => {
                let _ = attempt.play.line.play(mv);
                attempt.wrong = None;
                attempt.play.settle();
                shared.say(crate::t!("puzzle-right", played = mv.to_string()));
            }
            Judgement::Solved => self.finish(mv, &crate::t!("puzzle-solved", played = mv.to_string()), shared),
        }
    }

    /// Judges the move played: refused with why, or shown step by step and marked done.
    fn judge(&mut self, lesson: &'static Lesson, mv: AnyMove, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        match lesson.judge(&attempt.play.line, mv) {
            Verdict::Wrong(why) => {
                attempt.play.settle();
                shared.refuse(crate::t!("learn-not-yet"));
                attempt.wrong = Some(why);
            }
            Verdict::Done => self.finish(mv, &crate::t!("learn-done", played = mv.to_string()), shared),
        }
    }

    /// The move that does what was asked (or, in a puzzle, the defender's answer that ends the game): played,
    /// shown in the step-through, and marked done; `what` says what was done.
    fn finish(&mut self, mv: AnyMove, what: &str, shared: &mut Shared) {
        let Some(attempt) = self.attempt.as_mut() else { return };
        let line = &attempt.play.line;
        let (before, events) = (line.setup(), line.preview(mv).unwrap_or_default());
        let index = line.cursor();
        let _ = attempt.play.line.play(mv);
        let playback = Playback::new(index, mv, before, events, shared.settings.speed, true);
        attempt.play.mode = Mode::Step(playback);
        attempt.done = true;
        attempt.wrong = None;
        match self.progress.mark_done(attempt.task.id()) {
            Some(why) => shared.refuse(crate::t!("learn-done-unsaved", what = what, why = why)),
            None => shared.say(crate::t!("learn-done-watch", what = what)),
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

    /// How many of the game's puzzles are solved.
    #[must_use]
    pub fn solved_count(&self) -> usize {
        self.progress.count_done(puzzle::for_variant(self.variant).iter().map(|puzzle| &*puzzle.name))
    }

    /// Where the game's puzzle from the player's games `index` came from.
    #[must_use]
    pub fn origin(&self, index: usize) -> Option<&learn::own::Origin> {
        self.own.of(self.variant).nth(index).map(|(_, origin)| origin)
    }

    /// How many of the game's puzzles from the player's games are solved.
    #[must_use]
    pub fn own_solved_count(&self) -> usize {
        self.progress.count_done(self.own.of(self.variant).map(|(puzzle, _)| &*puzzle.name))
    }
}
