//! The game screen's status line: what it says when the mode has its own line (the prompt, a question, the
//! computer thinking, why a pit starts no move, a saved game's title), and the line of key hints while a
//! question inside a move is asked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::room::protocol::Request;

use super::super::super::choice::Asking;
use super::super::super::play::{Confirm, Mode, Play};
use super::super::super::shared::Shared;
use super::super::super::style::Theme;
use super::super::put;

/// What the status bar says on the game screen when the mode has its own line (the prompt, a question, the
/// computer thinking, a saved game's title); `None` leaves it to the message.
pub(in crate::tui::view) fn status(play: &Play, shared: &Shared, width: u16) -> Option<(String, Style)> {
    let theme = shared.theme;
    Some(match &play.mode {
        // A refusal while typing (too long a move or paste) shows beside what is typed.
        Mode::Prompt(field) => typing(crate::t!("play-typing-move", text = field.text()), shared),
        Mode::Choice(question, _) => (question.prompt(), theme.to_move()),
        Mode::Comment(field, _) => typing(crate::t!("play-typing-comment", text = field.text()), shared),
        Mode::Say(field) => typing(crate::t!("play-typing-message", text = field.text()), shared),
        // In a room, the questions name the other player and what leaving does to the room.
        Mode::Confirm(confirm) if play.in_room() => (room_question(play, confirm), theme.to_move()),
        Mode::Confirm(confirm) => {
            let later = play.line.len() - play.line.cursor();
            (confirm.question(later, play.forfeit), theme.to_move())
        }
        // The computer's thinking is said after the last message.
        _ if play.thinking.is_some() && !shared.message.as_ref().is_some_and(|m| m.error) => {
            let label = play.thinking_label().unwrap_or_default();
            match &shared.message {
                Some(message) => (format!("{} · {label}", message.text), theme.message()),
                None => (label, theme.to_move()),
            }
        }
        // A computer to move at a past position waits (the history can be browsed freely): say so, and how to
        // let it play.
        _ if play.thinking.is_none()
            && play.waiting_computer().is_some()
            && !shared.message.as_ref().is_some_and(|m| m.error) =>
        {
            let waiting = play.waiting_computer().unwrap_or_default();
            let both = shared.message.as_ref().map(|message| format!("{} · {waiting}", message.text));
            match both {
                // The message too, when both fit; the reason the computer waits otherwise.
                Some(both)
                    if both.chars().count() <= usize::from(width)
                        && !shared.message.as_ref().is_some_and(|m| m.error) =>
                {
                    (both, theme.message())
                }
                _ => (waiting, theme.to_move()),
            }
        }
        // The cursor on a pit that starts no move says why, in the rules' words (issue 14).
        _ if shared.message.is_none()
            && play.mode == Mode::Board
            && play.study.is_none()
            && play.result().is_none()
            && play.computer_to_move().is_none()
            && play.cursor.is_some_and(|hole| !play.playable().contains(&hole)) =>
        {
            let hole = play.cursor?;
            let why = crate::explain::illegal(play.line.why_not(hole));
            (crate::t!("play-why-not", hole = hole.to_string(), why = why), theme.label())
        }
        // A saved game's title stays in view while nothing else is said.
        _ if shared.message.is_none() && play.slot.title.is_some() => {
            let title = play.slot.title.as_deref().unwrap_or_default();
            (crate::t!("play-saved-title", title = title), theme.label())
        }
        _ => return None,
    })
}

/// What is typed on the status line (`field`, its label before it), with a refusal of it beside it in the
/// error's style.
fn typing(field: String, shared: &Shared) -> (String, Style) {
    match &shared.message {
        Some(message) if message.error => (format!("{field}  ✗ {}", message.text), shared.theme.error()),
        _ => (field, shared.theme.to_move()),
    }
}

/// A yes/no question in a room, in words that name the other player.
fn room_question(play: &Play, confirm: &Confirm) -> String {
    let Some(room) = &play.room else { return String::new() };
    let other = room.you.map_or_else(|| crate::t!("play-room-other"), |side| room.name(side.opponent()));
    let name = crate::printable::printable(&other).into_owned();
    match confirm {
        Confirm::Agree(Request::Takeback) => crate::t!("play-room-ask-takeback", name = name),
        Confirm::Agree(Request::Rematch) => crate::t!("play-room-ask-rematch", name = name),
        Confirm::Agree(Request::Draw) => crate::t!("play-room-ask-draw", name = name),
        Confirm::Abort => crate::t!("play-ask-abort"),
        // Each short enough for the 60-column minimum.
        Confirm::Leave if room.hosting.is_some() && room.closed.is_none() => crate::t!("play-room-ask-close"),
        Confirm::Leave => crate::t!("play-room-ask-leave"),
        Confirm::Quit if room.hosting.is_some() => crate::t!("play-room-ask-quit-host"),
        Confirm::Quit => crate::t!("play-room-ask-quit"),
        Confirm::Resign => crate::t!("play-ask-resign"),
        other_question => other_question.question(0, None),
    }
}

/// The line of key hints while a question is asked: its options, named, with their keys. Returns whether it
/// drew them.
pub(in crate::tui::view) fn choice_hints(play: &Play, theme: Theme, area: Rect, y: u16, buf: &mut Buffer) -> bool {
    let Mode::Choice(question, _) = &play.mode else { return false };
    let keys = match question.asking {
        Asking::Direction => ["1/<", "2/>"],
        Asking::Safari => ["1/y", "2/n"],
    };
    // Three columns between the hints, two where three would cut the last (the 60-column minimum).
    let width: usize = question.options.iter().map(|(words, _)| 4 + words.chars().count()).sum::<usize>() + 10;
    let gap = if width + 3 * question.options.len() <= usize::from(area.width) { 3 } else { 2 };
    let mut x = area.x;
    for (key, (words, _)) in keys.iter().zip(&question.options) {
        put(buf, area, x, y, key, theme.key());
        put(buf, area, x + 4, y, words, theme.message());
        x += 4 + words.chars().count() as u16 + gap;
    }
    put(buf, area, x, y, &crate::t!("play-esc-cancel"), theme.label());
    true
}
