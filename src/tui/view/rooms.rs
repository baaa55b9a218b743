//! The rooms screen: the room to open (game, side, clock, listed or not), joining or watching with a code, and
//! this machine's public rooms.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::super::rooms_menu::{CLOCKS, FIXED_LINES, RoomsMenu};
use super::super::shared::Shared;
use super::put;
use crate::t;

/// Draws the rooms screen.
pub fn draw(menu: &RoomsMenu, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let x = area.x + 2;
    put(buf, area, x, area.y, &t!("rooms-title"), theme.title());
    let style = |line: usize| if menu.line == line { theme.selected() } else { theme.message() };
    let marker = |line: usize| if menu.line == line { "▸ " } else { "  " };
    let side = [t!("rooms-side-south"), t!("rooms-side-north"), t!("rooms-side-random")][menu.side % 3].clone();
    let clock = CLOCKS[menu.clock % CLOCKS.len()]
        .map_or_else(|| t!("rooms-clock-none"), |clock| t!("rooms-clock", clock = clock));
    let listed = match (menu.public, shared.environment.served) {
        (true, true) => t!("rooms-public-served"),
        (true, false) => t!("rooms-public"),
        (false, _) => t!("rooms-private"),
    };
    let rated = match (menu.rated, shared.environment.served) {
        (true, true) => t!("rooms-rated"),
        (false, true) => t!("rooms-casual"),
        (_, false) => t!("rooms-not-rated"),
    };
    let labels = [
        t!("rooms-label-game"),
        t!("rooms-label-side"),
        t!("rooms-label-clock"),
        t!("rooms-label-room"),
        t!("rooms-label-rating"),
    ];
    // The values in one column after the longest label (`Rating:`, and a space).
    let width = labels.iter().map(|label| label.chars().count()).max().unwrap_or(0) + 1;
    let values = [crate::i18n::game_title(menu.variant()), side, clock, listed, rated];
    let mut lines: Vec<String> = labels
        .iter()
        .zip(values)
        .enumerate()
        .map(|(i, (label, value))| {
            // Under `bao serve` the rating can be changed; elsewhere it is said, never chosen.
            let arrows = if i < 4 || shared.environment.served { "  ← →" } else { "" };
            format!("{label:<width$}{value}{arrows}")
        })
        .collect();
    lines.extend([t!("rooms-menu-open"), t!("rooms-menu-join"), t!("rooms-menu-watch")]);
    let mut y = area.y + 2;
    for (i, text) in lines.iter().enumerate() {
        if i == 5 || i == 6 {
            y += 1;
        }
        put(buf, area, x, y, &format!("{}{text}", marker(i)), style(i));
        y += 1;
    }
    y += 1;
    if let Some(why) = &menu.unlisted {
        put(buf, area, x, y, &t!("rooms-public-unread"), theme.label());
        for line in crate::tui::text::wrap(why, usize::from(area.width.saturating_sub(x - area.x))).iter().take(4) {
            y += 1;
            put(buf, area, x, y, line, theme.error());
        }
        return;
    }
    let heading = if menu.rooms.is_empty() { t!("rooms-public-none") } else { t!("rooms-public-heading") };
    put(buf, area, x, y, &heading, theme.label());
    y += 1;
    // As many rooms as fit above the status bar and the key hints, scrolled so the selected one shows.
    let fits = usize::from((area.y + area.height).saturating_sub(2).saturating_sub(y));
    let selected = menu.line.saturating_sub(FIXED_LINES);
    let first = (selected + 1).saturating_sub(fits);
    for (i, room) in menu.rooms.iter().enumerate().skip(first).take(fits) {
        let line = FIXED_LINES + i;
        let players = crate::printable::printable(&room.players).into_owned();
        let counts = t!("rooms-public-line", moves = room.moves, watchers = room.spectators);
        let text = format!("{}{}  {players}  {counts}", marker(line), room.code);
        put(buf, area, x, y, &text, style(line));
        y += 1;
    }
}
