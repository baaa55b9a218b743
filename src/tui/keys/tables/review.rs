//! The key tables of the review screen: walking the game's evaluation graph, and a move's better line stepped
//! through lap by lap.

use ratatui::crossterm::event::KeyCode;

use super::super::{Action, Binding};
use super::Key::{Char, Code};
use super::{EVENT_BACK, EVENT_ON, FIRST_EVENT, HELP, LAP_BACK, LAP_ON, LAST_EVENT, QUIT, bind};

/// The review screen: the cursor walks the moves, the board follows.
pub(super) const REVIEW: &[Binding] = &[
    bind(&[Code(KeyCode::Right), Char('l')], "← → / h l", "one move later, earlier (the board follows)", Action::Right)
        .hint_as("←→", "move"),
    bind(&[Code(KeyCode::Left), Char('h')], "", "", Action::Left),
    bind(&[Char('n')], "n / p", "the next / previous mistake of either side", Action::NextMove)
        .hint_as("n p", "mistake"),
    bind(&[Char('p')], "", "", Action::PreviousMove),
    bind(&[Code(KeyCode::Home)], "Home End", "the start, the last move", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", "the better line, stepped through lap by lap", Action::Choose)
        .hint("better line"),
    bind(&[Char('v')], "v", "keep the better line as a variation of the game", Action::Variation),
    bind(&[Char(' ')], "Space", "stop the review / go on with it", Action::PlayPause).hint("stop/go on"),
    bind(&[Char('f')], "f", "flip the board", Action::Flip),
    bind(&[Code(KeyCode::Esc), Char('V')], "Esc / V", "back to the board here (the review is kept)", Action::Back)
        .hint("back"),
    HELP,
    QUIT,
];

/// A move's better line: the step-through's keys, and its moves one after another.
pub(super) const REVIEW_LINE: &[Binding] = &[
    EVENT_ON,
    EVENT_BACK,
    LAP_ON,
    LAP_BACK,
    bind(&[Char('n')], "n / p", "the line's next / previous move", Action::NextMove).hint_as("n p", "move"),
    bind(&[Char('p')], "", "", Action::PreviousMove),
    FIRST_EVENT,
    LAST_EVENT,
    bind(&[Char('v')], "v", "keep this line as a variation of the game", Action::Variation).hint("keep"),
    bind(&[Char('f')], "f", "flip the board", Action::Flip),
    bind(&[Code(KeyCode::Esc), Code(KeyCode::Enter)], "Esc / Enter", "back to the review", Action::Back).hint("back"),
    HELP,
    QUIT,
];
