//! The key tables of rooms: the board in a room, a spectator's, a room's game over, its messages panel and a
//! message being typed, and the rooms screen.

use ratatui::crossterm::event::KeyCode;

use super::super::{Action, Binding, NO_WORDS};
use super::Key::{Char, Code};
use super::{
    AUTO_WATCH, BROWSE, COPY, EVERY_PIT_BACK, EVERY_PIT_ON, FLIP, HELP, HINT, NAMES, PIT_DOWN, PIT_RIGHT, PIT_UP, PITS,
    PLAY, QUIT, QUIT_HINTED, REPLAY, RULES, SETTINGS_KEY, STUDY_KEY, TYPE_MOVE, WATCH, bind,
};
use crate::t;

const LEAVE_ROOM: Binding = bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-leave-room-asks-first"), Action::Back);

const MESSAGE: Binding =
    bind(&[Char('m')], "m", || t!("keys-message-room"), Action::Say).hint(|| t!("keys-bar-message"));

const MESSAGES: Binding = bind(&[Char('M')], "M", || t!("keys-room-messages-scroll"), Action::Messages);

const DRAW: Binding = bind(&[Char('D')], "D", || t!("keys-offer-other-player-draw"), Action::Draw);

const RESIGN_OR_ABORT: Binding = bind(&[Char('X')], "X", || t!("keys-resign-before-both-moved-abort"), Action::Resign);

/// The board in a room: moves are proposed to the room's host, `u` asks the other player for a takeback, and
/// what changes the game at one keyboard only (redo, the players panel, the editor) is not here.
pub(super) const ROOM: &[Binding] = &[
    PITS,
    EVERY_PIT_BACK,
    EVERY_PIT_ON,
    PIT_RIGHT,
    PIT_UP,
    PIT_DOWN,
    PLAY,
    TYPE_MOVE,
    MESSAGE,
    MESSAGES,
    bind(&[Char('u')], "u", || t!("keys-ask-other-player-take-back"), Action::Undo).hint(|| t!("keys-bar-takeback")),
    DRAW,
    HINT,
    STUDY_KEY,
    WATCH,
    REPLAY,
    AUTO_WATCH,
    BROWSE,
    FLIP,
    NAMES,
    RULES,
    COPY,
    RESIGN_OR_ABORT,
    SETTINGS_KEY.unhinted(),
    LEAVE_ROOM,
    HELP,
    QUIT_HINTED,
];

/// The room's messages panel.
pub(super) const MESSAGES_PANEL: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-older-newer-messages"), Action::Up)
        .hint_as("↑↓", || t!("keys-bar-scroll")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Home), Code(KeyCode::PageUp)], "Home End", || t!("keys-oldest-newest"), Action::First),
    bind(&[Code(KeyCode::End), Code(KeyCode::PageDown)], "", NO_WORDS, Action::Last),
    bind(&[Char('m')], "m", || t!("keys-message-room"), Action::Say).hint(|| t!("keys-bar-message")),
    bind(&[Char('v')], "v", || t!("keys-player-show-hide-spectators-messages"), Action::Spectators)
        .hint(|| t!("keys-bar-spectators")),
    bind(&[Code(KeyCode::Esc), Char('M')], "Esc / M", || t!("keys-close"), Action::Back).hint(|| t!("keys-bar-close")),
    HELP,
    QUIT,
];

pub(super) const ROOMS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-line"), Action::Up)
        .hint(|| t!("keys-bar-line")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-change-choice-line"), Action::Left)
        .hint(|| t!("keys-bar-change")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-open-room-type-code-join"), Action::Choose)
        .hint(|| t!("keys-bar-choose")),
    bind(&[Char('w')], "w", || t!("keys-watch-public-room-chosen"), Action::Watch).hint(|| t!("keys-bar-watch")),
    bind(&[Char('g')], "g", || t!("keys-read-public-rooms-again"), Action::Refresh).hint(|| t!("keys-bar-refresh")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-start-screen"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT_HINTED,
];

/// A spectator's board: looking, never playing.
pub(super) const WATCHING: &[Binding] = &[
    MESSAGE,
    MESSAGES,
    WATCH,
    REPLAY,
    AUTO_WATCH.hint(|| t!("keys-bar-auto-watch")),
    BROWSE,
    STUDY_KEY.hint(|| t!("keys-bar-study")),
    FLIP.hint(|| t!("keys-bar-flip")),
    NAMES,
    RULES,
    COPY,
    SETTINGS_KEY.unhinted(),
    LEAVE_ROOM,
    HELP,
    QUIT_HINTED,
];

pub(super) const ROOM_OVER: &[Binding] = &[
    bind(&[Char('r')], "r", || t!("keys-ask-rematch-sides-swapped"), Action::Rematch).hint(|| t!("keys-bar-rematch")),
    MESSAGE,
    MESSAGES,
    bind(&[Char('s')], "s", || t!("keys-leave-room-back-lobby-under"), Action::StartScreen)
        .hint(|| t!("keys-bar-leave")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-look-at-board-history"), Action::Back).hint(|| t!("keys-bar-board")),
    bind(&[Char('w')], "w", || t!("keys-watch-last-move"), Action::Watch).hint(|| t!("keys-bar-watch")),
    COPY,
    HELP.unhinted(),
    QUIT_HINTED,
];

pub(super) const SAY: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-message")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-send"), Action::Choose).hint(|| t!("keys-bar-send")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];
