//! The start screen: the four games with their boards and one-line descriptions, the two players, who sits
//! South (and so moves first), and the start line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::rules::Variant;

use super::super::app::{PlayerKind, StartMenu};
use super::super::style::Theme;
use super::put;

/// A player's line as the start screen and the players panel write it, `label` naming the player:
/// `▸ Player 1: person  (← → the computer, level 2)`. The marker and, for a person, what ← → make of them
/// (the computer at `level`, the settings' level for the player) show on the `selected` line.
#[must_use]
pub fn player_line(label: &str, kind: PlayerKind, selected: bool, level: u8) -> String {
    let marker = if selected { "▸ " } else { "  " };
    let hint = if selected && kind == PlayerKind::Person {
        format!("  (← → the computer, level {level})")
    } else {
        String::new()
    };
    format!("{marker}{label}: {}{hint}", kind.describe())
}

/// Draws the start screen; `levels` are the settings' computer levels of players 1 and 2, which the arrows
/// give a person made a computer (named on the selected line).
pub fn draw(menu: &StartMenu, levels: [u8; 2], theme: Theme, area: Rect, buf: &mut Buffer) {
    let x = area.x + 2;
    put(buf, area, x, area.y, "bao · play and study East African mancala", theme.title());
    let line_style = |line: usize| if menu.line == line { theme.selected() } else { theme.message() };
    let marker = |line: usize| if menu.line == line { "▸ " } else { "  " };
    let mut y = area.y + 2;
    put(buf, area, x, y, &format!("{}Game  (← → to choose)", marker(0)), line_style(0));
    y += 1;
    for (i, variant) in Variant::ALL.iter().enumerate() {
        let layout = variant.layout();
        let chosen = i == menu.game;
        let head = format!(
            "  {} {:<27} {}x{}",
            if chosen { "(•)" } else { "( )" },
            variant.title(),
            layout.rows(),
            layout.width()
        );
        let style = if chosen { theme.to_move() } else { theme.message() };
        put(buf, area, x, y, &head, style);
        put(buf, area, x + 4, y + 1, variant.summary(), theme.label());
        y += 2;
    }
    y += 1;
    let seats = menu.seats;
    for (n, &kind) in seats.players.iter().enumerate() {
        let text = player_line(&format!("Player {}", n + 1), kind, menu.line == n + 1, levels[n]);
        put(buf, area, x, y, &text, line_style(n + 1));
        y += 1;
    }
    let text = format!("{}Player {} sits South and moves first", marker(3), seats.south + 1);
    put(buf, area, x, y, &text, line_style(3));
    y += 2;
    let text = format!("{}[ Start {} ]", marker(4), menu.variant().title());
    put(buf, area, x, y, &text, line_style(4));
}
