//! What the line mode tells apart in the interface's state ([`Snapshot`]): the screen shown (the start, a game,
//! the Learn list or a lesson on its board), the status line's message and the question asked, as plain data
//! taken from an [`App`] before and after each change, so that saying what changed is a pure function of two
//! of them ([`super::narrate`]), tested without a terminal or a thread.

use crate::engine::{Ranking, Scored};
use crate::rules::{AnyLine, AnyMove, BySide, Side, Variant};
use crate::store::{Players, Standing};
use crate::tui::app::{App, Screen};
use crate::tui::choice::Asking;
use crate::tui::learn::{Entry, Learn};
use crate::tui::play::{Legal, Mode, Play};

/// The interface's state as the line mode reads it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Snapshot {
    /// The screen shown.
    pub shown: Shown,
    /// The status line's message and whether it is a refusal.
    pub message: Option<(String, bool)>,
    /// The question waiting for an answer, if one is.
    pub asked: Option<Asked>,
}

/// The screen shown, as the line mode tells it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Shown {
    /// Nothing yet (before the first words).
    Nothing,
    /// The start screen, with the unfinished game it offers to continue.
    Start {
        /// The save's name.
        resume: Option<String>,
    },
    /// A game.
    Game(Box<GameView>),
    /// The Learn screen: its list, or a lesson or puzzle open.
    Learn(Box<LearnView>),
    /// A screen of the full screen's only (the saved games, the editor, the rooms screen, the lobby).
    Elsewhere,
}

/// A game, as the line mode tells it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameView {
    /// The line of play, the board at its cursor.
    pub line: AnyLine,
    /// Who plays each side.
    pub seats: Players,
    /// How the game stands on the board.
    pub standing: Standing,
    /// What is being worked out (the computer's move, a hint), in words.
    pub thinking: Option<String>,
    /// The room it is played in.
    pub room: Option<RoomView>,
    /// The study's search: whether it has ended, and its last ranking.
    pub study: Option<(bool, Option<Ranking<AnyMove>>)>,
    /// Whether the board is seen from North's seat.
    pub flipped: bool,
    /// Whether which moves are legal is the question (a lesson's), so not told.
    pub hidden: bool,
}

/// A game's room.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoomView {
    /// The room's code.
    pub code: String,
    /// The seat this program plays (none: watching).
    pub you: Option<Side>,
    /// Which game of the room is on the board (a rematch is the next).
    pub game: u32,
    /// The players' names.
    pub names: BySide<Option<String>>,
}

/// The Learn screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LearnView {
    /// The game whose lessons are listed.
    pub variant: Variant,
    /// Each line of the list: whether it is a puzzle, its title and whether it is done.
    pub entries: Vec<(bool, String, bool)>,
    /// The lesson or puzzle open, if one is.
    pub open: Option<LessonView>,
}

/// A lesson or puzzle open on its board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LessonView {
    /// Its line in the list, from 0.
    pub index: usize,
    /// Whether it is a puzzle.
    pub puzzle: bool,
    /// Its title, the idea it teaches (or how a puzzle is judged) and what to do.
    pub words: (String, String, String),
    /// Whether it was done in this attempt.
    pub done: bool,
    /// Why the last attempt missed.
    pub wrong: Option<String>,
    /// Its board.
    pub game: GameView,
}

/// A question waiting for an answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Asked {
    /// A question inside a move (kete's direction, the safari), with its options in order.
    Choice {
        /// The question.
        question: String,
        /// Each option's words.
        options: Vec<String>,
        /// Whether it is the safari's (answered yes or no).
        safari: bool,
    },
    /// A yes-or-no question; `cut` when "variation" is an answer too.
    Confirm {
        /// The question.
        question: String,
        /// Whether a move at an earlier position asks to cut the later moves or make a variation.
        cut: bool,
    },
    /// Quit while the game could not be saved, and why it could not.
    Quitting(String),
    /// A save another program has open: watch it, or continue in a copy.
    Busy(String),
}

impl Snapshot {
    /// Before anything was said.
    #[must_use]
    pub fn nothing() -> Snapshot {
        Snapshot { shown: Shown::Nothing, message: None, asked: None }
    }

    /// What the line mode reads of `app`.
    #[must_use]
    pub fn of(app: &App) -> Snapshot {
        let message = app.shared.message.as_ref().map(|message| (message.text.clone(), message.error));
        let shown = match &app.screen {
            Screen::Start(_) => Shown::Start { resume: app.shared.saving.resume.as_ref().map(|r| r.name.clone()) },
            Screen::Play(play) => Shown::Game(Box::new(GameView::of(play))),
            Screen::Learn(learn) => Shown::Learn(Box::new(LearnView::of(learn))),
            _ => Shown::Elsewhere,
        };
        let play = match &app.screen {
            Screen::Play(play) => Some(&**play),
            Screen::Learn(learn) => learn.attempt.as_ref().map(|attempt| &attempt.play),
            _ => None,
        };
        let asked = if app.quitting {
            Some(Asked::Quitting(app.play().and_then(|play| play.unsaved.clone()).unwrap_or_default()))
        } else if let Some((_, note)) = &app.busy {
            Some(Asked::Busy(note.clone()))
        } else {
            play.and_then(asked)
        };
        Snapshot { shown, message, asked }
    }

    /// The game on the board, a lesson's included.
    #[must_use]
    pub fn game(&self) -> Option<&GameView> {
        match &self.shown {
            Shown::Game(game) => Some(game),
            Shown::Learn(learn) => learn.open.as_ref().map(|lesson| &lesson.game),
            _ => None,
        }
    }
}

/// The question a game asks, if it asks one.
fn asked(play: &Play) -> Option<Asked> {
    match &play.mode {
        Mode::Choice(question, _) => Some(Asked::Choice {
            question: question.prompt(),
            options: question.options.iter().map(|(words, _)| words.clone()).collect(),
            safari: question.asking == Asking::Safari,
        }),
        Mode::Confirm(confirm) => {
            let later = play.line.len() - play.line.cursor();
            let cut = matches!(confirm, crate::tui::play::Confirm::Cut(_)) && !play.in_room();
            Some(Asked::Confirm { question: confirm.question(later, play.forfeit), cut })
        }
        _ => None,
    }
}

impl GameView {
    /// What the line mode reads of a game.
    #[must_use]
    pub fn of(play: &Play) -> GameView {
        GameView {
            line: play.line.clone(),
            seats: play.seats,
            standing: play.standing(),
            thinking: play.thinking_label(),
            room: play.room.as_ref().map(|room| RoomView {
                code: room.code.clone(),
                you: room.you,
                game: room.game,
                names: room.presence.names.clone(),
            }),
            study: play.study.as_ref().map(|study| (study.done, study.ranking.clone())),
            flipped: play.flipped,
            hidden: play.legal == Legal::Hidden,
        }
    }

    /// The moves from the start to the board shown.
    #[must_use]
    pub fn shown_moves(&self) -> Vec<AnyMove> {
        self.line.moves().take(self.line.cursor()).collect()
    }

    /// The study's ranked moves, once its search has ended.
    #[must_use]
    pub fn studied(&self) -> Option<&[Scored<AnyMove>]> {
        match &self.study {
            Some((true, Some(ranking))) => Some(&ranking.moves),
            _ => None,
        }
    }
}

impl LearnView {
    /// What the line mode reads of the Learn screen.
    #[must_use]
    pub fn of(learn: &Learn) -> LearnView {
        let entries = learn
            .entries()
            .into_iter()
            .filter_map(|entry| {
                let task = learn.task(entry)?;
                Some((!matches!(entry, Entry::Lesson(_)), task.title(), learn.progress.is_done(task.id())))
            })
            .collect();
        let open = learn.attempt.as_ref().map(|attempt| LessonView {
            index: learn.entries().iter().position(|&entry| entry == attempt.entry).unwrap_or(0),
            puzzle: !matches!(attempt.entry, Entry::Lesson(_)),
            words: (attempt.task.title(), attempt.task.text(), attempt.task.ask()),
            done: attempt.done,
            wrong: attempt.wrong.clone(),
            game: GameView::of(&attempt.play),
        });
        LearnView { variant: learn.variant, entries, open }
    }
}
