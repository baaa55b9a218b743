//! The players panel over the board: each side with its player, as the start screen writes them (a person,
//! or the computer at a level, named), the chosen side marked by `▸` and highlighted, and the panel's keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::engine::Level;
use crate::rules::{BySide, Side};

use super::super::play::SeatsPanel;
use super::super::style::Theme;
use super::overlay::panel;
use super::put;
use super::start::player_line;

/// Draws the panel in the middle of `area` (the board's part of the screen); `levels` are the settings'
/// levels of each side, which ← → give a person made the computer.
pub fn draw(seats: SeatsPanel, levels: BySide<Level>, theme: Theme, area: Rect, buf: &mut Buffer) {
    // As wide as the board, so that no column of the widest board (4x12) shows beside it.
    let inner = panel(area, area.width, 8, &crate::t!("play-players-title"), theme, buf);
    put(buf, inner, inner.x + 1, inner.y, &crate::t!("play-players-who"), theme.label());
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        let selected = seats.side == side;
        let text = player_line(&super::board::capitalised(side), seats.draft[side], selected, levels[side]);
        let style = if selected { theme.selected() } else { theme.message() };
        put(buf, inner, inner.x + 1, inner.y + 2 + i as u16, &text, style);
    }
    let keys = [
        ("↑↓", crate::t!("play-players-side")),
        ("←→", crate::t!("play-players-change")),
        ("Enter", crate::t!("play-players-apply")),
        ("Esc", crate::t!("play-players-cancel")),
    ];
    let mut x = inner.x + 1;
    let y = inner.y + inner.height.saturating_sub(1);
    for (key, words) in keys {
        put(buf, inner, x, y, key, theme.key());
        x += key.chars().count() as u16 + 1;
        put(buf, inner, x, y, &words, theme.message());
        x += words.chars().count() as u16 + 2;
    }
}
