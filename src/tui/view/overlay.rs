//! Panels drawn over the screen: the help of the current screen's keys, the game-over panel.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use super::super::go::Overlay;
use super::super::keys::{KeyScreen, table};
use super::super::play::Play;
use super::super::style::Theme;
use super::put;
use crate::store::PlayerName;

/// A box of `width` x `height` in the middle of `area` (shrunk to fit), cleared and framed.
pub(super) fn panel(area: Rect, width: u16, height: u16, title: &str, theme: Theme, buf: &mut Buffer) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y + (area.height - height) / 2, width, height);
    Clear.render(rect, buf);
    let title = crate::printable::printable(title).into_owned();
    let block = Block::new().borders(Borders::ALL).title(title).title_style(theme.title());
    let inner = block.inner(rect);
    block.render(rect, buf);
    inner
}

fn screen_name(screen: KeyScreen) -> &'static str {
    match screen {
        KeyScreen::Start => "start screen",
        KeyScreen::Board => "board",
        KeyScreen::Choice => "choice in a move",
        KeyScreen::Prompt => "move prompt",
        KeyScreen::Step => "step-through sowing",
        KeyScreen::History => "history",
        KeyScreen::Help => "help",
        KeyScreen::Confirm => "question",
        KeyScreen::GameOver => "game over",
        KeyScreen::Saves => "saved games",
        KeyScreen::SaveName => "naming a save",
        KeyScreen::RoomCode => "a room's code",
        KeyScreen::PlayerName => "your name",
        KeyScreen::Say => "a message",
        KeyScreen::Branch => "cut or variation",
        KeyScreen::Comment => "a comment",
        KeyScreen::Room => "board in a room",
        KeyScreen::RoomOver => "a room's game over",
        KeyScreen::Watching => "watching a room",
        KeyScreen::Messages => "a room's messages",
        KeyScreen::Rooms => "rooms",
        KeyScreen::Editor => "position editor",
        KeyScreen::Settings => "settings",
        KeyScreen::Study => "study (every move scored)",
        KeyScreen::Review => "review (the game's mistakes)",
        KeyScreen::ReviewLine => "review: a better line",
        KeyScreen::Seats => "players",
        KeyScreen::Busy => "a save open elsewhere",
        KeyScreen::Learn => "lessons",
        KeyScreen::Lesson => "a lesson",
        KeyScreen::LessonDone => "a lesson done",
        KeyScreen::Rules => "rules",
        #[cfg(feature = "serve")]
        KeyScreen::Lobby => "lobby",
        #[cfg(feature = "serve")]
        KeyScreen::LobbyForm => "a challenge or a tournament",
        #[cfg(feature = "serve")]
        KeyScreen::Tournament => "a tournament",
        #[cfg(feature = "serve")]
        KeyScreen::LobbyPage => "a player's page",
        #[cfg(feature = "serve")]
        KeyScreen::LobbyArchive => "the archive",
        #[cfg(feature = "serve")]
        KeyScreen::LobbySearch => "the archive's search",
        #[cfg(feature = "serve")]
        KeyScreen::LobbyBoard => "a leaderboard",
    }
}

/// Draws an overlay.
pub fn draw(overlay: Overlay, theme: Theme, area: Rect, buf: &mut Buffer) {
    match overlay {
        Overlay::Help(screen) => {
            let bindings: Vec<_> = table(screen).iter().filter(|b| !b.shown.is_empty()).collect();
            // A last line saying how to close, after a blank line, if they leave the line of key hints (which
            // says it too) in view; a panel that covers that line says it in its title.
            let rows = bindings.len() as u16 + 2;
            let title = if rows < area.height {
                format!(" Keys: {} ", screen_name(screen))
            } else {
                format!(" Keys: {} · Esc closes ", screen_name(screen))
            };
            let footer = rows < area.height.saturating_sub(1);
            let rows = if footer { rows + 1 } else { rows };
            let rows = if rows < area.height.saturating_sub(1) { rows + 1 } else { rows };
            let inner = panel(area, 64, rows, &title, theme, buf);
            // A panel as tall as the screen leaves only the ends of the line of key hints beside it: blank
            // them rather than show a word cut in two.
            let bottom = area.y + area.height.saturating_sub(1);
            if inner.y + inner.height >= bottom {
                let (left, right) = (inner.x.saturating_sub(1), inner.x + inner.width + 1);
                for x in (area.x..area.x + area.width).filter(|&x| x < left || x >= right) {
                    buf[(x, bottom)].reset();
                }
            }
            // A list longer than the panel (the board's at 24 rows) puts its shortest keys together on the last
            // row, each with its words, so none is silently cut: `? this help · q quit · f flip the board`.
            let room = usize::from(inner.height.saturating_sub(u16::from(footer)));
            let mut together = Vec::new();
            if bindings.len() > room {
                let mut by_length: Vec<usize> = (0..bindings.len()).collect();
                by_length.sort_by_key(|&i| bindings[i].shown.chars().count() + bindings[i].help.chars().count());
                together = by_length[..=bindings.len() - room].to_vec();
                together.sort_unstable();
            }
            let listed = (0..bindings.len()).filter(|i| !together.contains(i)).map(|i| bindings[i]);
            for (i, binding) in listed.enumerate() {
                let y = inner.y + i as u16;
                put(buf, inner, inner.x + 1, y, binding.shown, theme.key());
                put(buf, inner, inner.x + 20, y, binding.help, theme.message());
            }
            if !together.is_empty() {
                let words: Vec<String> =
                    together.iter().map(|&i| format!("{} {}", bindings[i].shown, bindings[i].help)).collect();
                let y = inner.y + (room as u16).saturating_sub(1);
                put(buf, inner, inner.x + 1, y, &words.join(" · "), theme.message());
            }
            if footer {
                let y = inner.y + inner.height.saturating_sub(1);
                put(buf, inner, inner.x + 1, y, "Esc closes this help", theme.label());
            }
        }
        // Drawn from the app's state by `view::saves`.
        Overlay::Notes | Overlay::Export => {}
    }
}

/// The game-over panel: result, reason (with the kingulu score), what can be done next.
pub fn game_over(play: &Play, own: PlayerName, theme: Theme, area: Rect, buf: &mut Buffer) {
    // Each side by its player's name where one is known, the side kept: `ada (south) wins`, `bob (north)
    // resigned`, `computer level 4 (north) wins`; in a room the names the room knows.
    let name = |side| match &play.room {
        Some(room) => Some(crate::printable::printable(&room.name(side)).into_owned()),
        None => crate::tui::seats::side_name(play.seats, side, own),
    };
    let Some(ending) = crate::explain::ending(play.standing(), &name) else { return };
    // The reason on two lines where one is too narrow (`ada (south) and bob (north) agreed a draw` at 60
    // columns, or with long names), the panel a line taller for it.
    let narrow = usize::from(area.width.min(48).saturating_sub(3)).max(1);
    let reason: Vec<String> = crate::tui::text::wrap(&ending.reason, narrow).into_iter().take(2).collect();
    // A rated room game's rating changes, once the server stored its end: `ada 1512 → 1528 (+16)`.
    let ratings: &[String] = match play.room.as_ref().and_then(|room| room.rated.as_ref().map(|r| (room, r))) {
        Some((room, (game, ratings))) if *game == room.game => ratings,
        _ => &[],
    };
    let extra = (reason.len().saturating_sub(1) + ratings.len()) as u16;
    let inner = panel(area, 48, 8 + extra, &crate::t!("play-over-title"), theme, buf);
    put(buf, inner, inner.x + 1, inner.y, &ending.result, theme.to_move());
    for (i, line) in reason.iter().enumerate() {
        put(buf, inner, inner.x + 1, inner.y + 1 + i as u16, line, theme.message());
    }
    for (i, line) in ratings.iter().enumerate() {
        let y = inner.y + reason.len().max(1) as u16 + 1 + i as u16;
        put(buf, inner, inner.x + 1, y, &crate::printable::printable(line), theme.label());
    }
    // The keys that work here: a room has no new game (its game is the room's), and a spectator asks for no
    // rematch.
    let keys: Vec<(&str, String)> = match &play.room {
        Some(room) if room.you.is_some() => vec![
            ("r", crate::t!("play-over-ask-rematch")),
            ("s", crate::t!("play-over-leave-room")),
            ("Esc", crate::t!("play-over-look")),
        ],
        Some(_) => vec![("s", crate::t!("play-over-leave-room")), ("Esc", crate::t!("play-over-look"))],
        None => vec![
            ("n", crate::t!("play-over-new-game")),
            ("r", crate::t!("play-over-rematch")),
            ("s", crate::t!("play-over-start-screen")),
            ("Esc", crate::t!("play-over-look")),
        ],
    };
    for (i, (key, words)) in keys.iter().enumerate() {
        let y = inner.y + 2 + extra + i as u16;
        put(buf, inner, inner.x + 1, y, key, theme.key());
        put(buf, inner, inner.x + 5, y, words, theme.message());
    }
}
