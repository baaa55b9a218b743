//! The key tables of the review screen: walking the game's evaluation graph, and a move's better line stepped
//! through lap by lap.

use ratatui::crossterm::event::KeyCode;

use super::super::{Action, Binding, NO_WORDS};
use super::Key::{Char, Code};
use super::{EVENT_BACK, EVENT_ON, FIRST_EVENT, HELP, LAP_BACK, LAP_ON, LAST_EVENT, QUIT, bind};
use crate::t;

/// The review screen: the cursor walks the moves, the board follows.
pub(super) const REVIEW: &[Binding] = &[
    bind(&[Code(KeyCode::Right), Char('l')], "← → / h l", || t!("keys-one-move-later-earlier-board"), Action::Right)
        .hint_as("←→", || t!("keys-bar-move")),
    bind(&[Code(KeyCode::Left), Char('h')], "", NO_WORDS, Action::Left),
    bind(&[Char('n')], "n / p", || t!("keys-next-previous-mistake-either-side"), Action::NextMove)
        .hint_as("n p", || t!("keys-bar-mistake")),
    bind(&[Char('p')], "", NO_WORDS, Action::PreviousMove),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-start-last-move"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-better-line-stepped-through-lap"), Action::Choose)
        .hint(|| t!("keys-bar-better-line")),
    bind(&[Char('v')], "v", || t!("keys-keep-better-line-as-variation"), Action::Variation),
    bind(&[Char(' ')], "Space", || t!("keys-stop-review-go"), Action::PlayPause).hint(|| t!("keys-bar-stop-go")),
    bind(&[Char('f')], "f", || t!("keys-flip-board"), Action::Flip),
    bind(&[Code(KeyCode::Esc), Char('V')], "Esc / V", || t!("keys-back-board-here-review-kept"), Action::Back)
        .hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];

/// A move's better line: the step-through's keys, and its moves one after another.
pub(super) const REVIEW_LINE: &[Binding] = &[
    EVENT_ON,
    EVENT_BACK,
    LAP_ON,
    LAP_BACK,
    bind(&[Char('n')], "n / p", || t!("keys-line-next-previous-move"), Action::NextMove)
        .hint_as("n p", || t!("keys-bar-move")),
    bind(&[Char('p')], "", NO_WORDS, Action::PreviousMove),
    FIRST_EVENT,
    LAST_EVENT,
    bind(&[Char('v')], "v", || t!("keys-keep-this-line-as-variation"), Action::Variation).hint(|| t!("keys-bar-keep")),
    bind(&[Char('f')], "f", || t!("keys-flip-board"), Action::Flip),
    bind(&[Code(KeyCode::Esc), Code(KeyCode::Enter)], "Esc / Enter", || t!("keys-back-review"), Action::Back)
        .hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];
