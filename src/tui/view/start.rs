//! The start screen: the four games with their boards and one-line descriptions, the two players, who sits
//! South (and so moves first), and the start line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::engine::Level;
use crate::rules::{Side, Variant};

use super::super::seats::Player;
use super::super::shared::Shared;
use super::super::start::StartMenu;
use super::put;

/// A player's line as the start screen and the players panel write it, `label` naming the player:
/// `▸ South: person  (← → the computer, level 2)`. The marker and, for a person, what ← → make of them
/// (the computer at `level`, the settings' level for the side) show on the `selected` line.
#[must_use]
pub fn player_line(label: &str, kind: Player, selected: bool, level: Level) -> String {
    let marker = if selected { "▸ " } else { "  " };
    let hint = if selected && kind == Player::Person {
        format!("  {}", crate::t!("start-player-hint", level = level.number()))
    } else {
        String::new()
    };
    format!("{marker}{label}: {}{hint}", super::super::seats::describe(kind))
}

/// Draws the start screen; the settings' computer levels of each side are what the arrows give a person made
/// the computer (named on the selected line).
pub fn draw(menu: &StartMenu, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let (theme, levels) = (shared.theme, shared.settings.levels);
    let x = area.x + 2;
    put(buf, area, x, area.y, &crate::t!("start-title"), theme.title());
    let line_style = |line: usize| if menu.line == line { theme.selected() } else { theme.message() };
    let marker = |line: usize| if menu.line == line { "▸ " } else { "  " };
    let mut y = area.y + 2;
    put(buf, area, x, y, &format!("{}{}", marker(0), crate::t!("start-game")), line_style(0));
    y += 1;
    for (i, variant) in Variant::ALL.iter().enumerate() {
        let layout = variant.layout();
        let chosen = i == menu.game;
        let head = format!(
            "  {} {:<27} {}x{}",
            if chosen { "(•)" } else { "( )" },
            crate::i18n::game_title(*variant),
            layout.rows(),
            layout.width()
        );
        let style = if chosen { theme.to_move() } else { theme.message() };
        put(buf, area, x, y, &head, style);
        put(buf, area, x + 4, y + 1, &crate::i18n::game_summary(*variant), theme.label());
        y += 2;
    }
    y += 1;
    for (n, side) in Side::BOTH.into_iter().enumerate() {
        let label = super::board::capitalised(side);
        let text = player_line(&label, menu.seats[side], menu.line == n + 1, levels[side]);
        put(buf, area, x, y, &text, line_style(n + 1));
        y += 1;
    }
    let text = format!("{}{}", marker(3), crate::t!("start-swap"));
    put(buf, area, x, y, &text, line_style(3));
    y += 2;
    let text = format!("{}{}", marker(4), crate::t!("start-begin", game = crate::i18n::game_title(menu.variant())));
    put(buf, area, x, y, &text, line_style(4));
}
