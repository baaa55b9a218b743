//! The rooms screen: the room to open (game, side, clock, listed or not), joining or watching with a code, and
//! this machine's public rooms.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::super::rooms_menu::{CLOCKS, FIXED_LINES, RoomsMenu};
use super::super::shared::Shared;
use super::put;

/// Draws the rooms screen.
pub fn draw(menu: &RoomsMenu, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let x = area.x + 2;
    put(buf, area, x, area.y, "rooms · one game, two terminals (and spectators)", theme.title());
    let style = |line: usize| if menu.line == line { theme.selected() } else { theme.message() };
    let marker = |line: usize| if menu.line == line { "▸ " } else { "  " };
    let side = ["south (moves first)", "north", "at random"][menu.side % 3];
    let clock =
        CLOCKS[menu.clock % CLOCKS.len()].map_or("none".to_string(), |c| format!("{c} (minutes+seconds a move)"));
    let listed = match (menu.public, shared.environment.served) {
        (true, true) => "public: listed for every player",
        (true, false) => "public: bao rooms lists it",
        (false, _) => "private: joined only with its code",
    };
    let rated = match (menu.rated, shared.environment.served) {
        (true, true) => "rated: the result counts for ratings",
        (false, true) => "casual: not rated",
        (_, false) => "not rated: only a server keeps ratings",
    };
    let lines = [
        format!("Game:   {}  ← →", menu.variant().title()),
        format!("Side:   {side}  ← →"),
        format!("Clock:  {clock}  ← →"),
        format!("Room:   {listed}  ← →"),
        if shared.environment.served { format!("Rating: {rated}  ← →") } else { format!("Rating: {rated}") },
        "[ Open the room ]".to_string(),
        "[ Join a room with its code ]".to_string(),
        "[ Watch a room with its code ]".to_string(),
    ];
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
        put(buf, area, x, y, "Public rooms: cannot be read (g looks again)", theme.label());
        for line in crate::tui::text::wrap(why, usize::from(area.width.saturating_sub(x - area.x))).iter().take(4) {
            y += 1;
            put(buf, area, x, y, line, theme.error());
        }
        return;
    }
    let heading = if menu.rooms.is_empty() {
        "Public rooms on this machine: none (g looks again)".to_string()
    } else {
        "Public rooms on this machine (Enter joins, w watches):".to_string()
    };
    put(buf, area, x, y, &heading, theme.label());
    y += 1;
    for (i, room) in menu.rooms.iter().enumerate() {
        let line = FIXED_LINES + i;
        let players = crate::printable::printable(&room.players).into_owned();
        let moves = crate::explain::plural(room.moves, "move", "moves");
        let text = format!("{}{}  {players}  {moves}  {} watch", marker(line), room.code, room.spectators);
        put(buf, area, x, y, &text, style(line));
        y += 1;
    }
}
