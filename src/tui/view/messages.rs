//! The room's messages panel over the board (`M` in a room): the messages this terminal shows, oldest at the
//! top, the newest at the bottom unless scrolled up, each with the minute it was heard and its sender (a
//! spectator marked `(watching)`, so no colour is needed to tell them), and the panel's keys. Every text is
//! kept escaped ([`crate::tui::play::room::Heard`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::super::play::InRoom;
use super::super::style::Theme;
use super::super::text::wrap;
use super::overlay::panel;
use super::put;
use crate::t;

/// Draws the panel over `area` (the board's part of the screen), scrolled `scroll` messages up from the newest.
pub fn draw(room: &InRoom, scroll: usize, zone: &jiff::tz::TimeZone, theme: Theme, area: Rect, buf: &mut Buffer) {
    let inner = panel(area, area.width, area.height, &format!(" {} ", t!("rooms-messages-title")), theme, buf);
    let width = usize::from(inner.width.saturating_sub(2)).max(1);
    // The last row holds the keys.
    let rows = usize::from(inner.height.saturating_sub(1));
    let shown: Vec<_> = room.shown().collect();
    let hidden = room.said.len() - shown.len();
    if shown.is_empty() {
        put(buf, inner, inner.x + 1, inner.y, &t!("rooms-messages-none"), theme.label());
    }
    // From the newest shown (less the scroll) upwards, as many lines as fit.
    let last = shown.len().saturating_sub(scroll);
    let mut lines: Vec<(String, bool)> = Vec::new();
    for heard in shown[..last].iter().rev() {
        let minute = heard.minute(zone);
        let stamp = if minute.is_empty() { String::new() } else { format!("{minute} ") };
        let mut wrapped = wrap(&format!("{stamp}{}: {}", heard.sender(), heard.text), width);
        wrapped.reverse();
        lines.extend(wrapped.into_iter().map(|line| (line, heard.spectator)));
        if lines.len() >= rows {
            break;
        }
    }
    lines.truncate(rows);
    let top = rows - lines.len();
    for (i, (line, spectator)) in lines.iter().rev().enumerate() {
        let style = if *spectator { theme.label() } else { theme.message() };
        put(buf, inner, inner.x + 1, inner.y + (top + i) as u16, line, style);
    }
    // The last row: whether the spectators' messages are shown (a player's choice), and how far up it scrolled
    // (the keys are on the screen's own hint line).
    let mut state = match (room.you, room.spectators_heard) {
        (None, _) => String::new(),
        (Some(_), true) => t!("rooms-messages-spectators-shown"),
        (Some(_), false) => t!("rooms-messages-spectators-hidden", hidden = hidden),
    };
    if scroll > 0 {
        let gap = if state.is_empty() { "" } else { " · " };
        state = format!("{state}{gap}{}", t!("rooms-messages-newer", newer = scroll));
    }
    put(buf, inner, inner.x + 1, inner.y + inner.height.saturating_sub(1), &state, theme.label());
}
