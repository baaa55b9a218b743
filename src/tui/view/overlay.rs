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
use crate::t;
use crate::tui::text::wrap;

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

/// The screen's name in the help's title, in the current language.
fn screen_name(screen: KeyScreen) -> String {
    match screen {
        KeyScreen::Start => t!("keys-screen-start-screen"),
        KeyScreen::Board => t!("keys-screen-board"),
        KeyScreen::Choice => t!("keys-screen-choice"),
        KeyScreen::Prompt => t!("keys-screen-prompt"),
        KeyScreen::Step => t!("keys-screen-step"),
        KeyScreen::History => t!("keys-screen-history"),
        KeyScreen::Help => t!("keys-screen-help"),
        KeyScreen::Confirm => t!("keys-screen-confirm"),
        KeyScreen::GameOver => t!("keys-screen-game-over"),
        KeyScreen::Saves => t!("keys-screen-saves"),
        KeyScreen::SaveName => t!("keys-screen-save-name"),
        KeyScreen::RoomCode => t!("keys-screen-room-code"),
        KeyScreen::PlayerName => t!("keys-screen-player-name"),
        KeyScreen::Say => t!("keys-screen-say"),
        KeyScreen::Branch => t!("keys-screen-branch"),
        KeyScreen::Comment => t!("keys-screen-comment"),
        KeyScreen::Room => t!("keys-screen-room"),
        KeyScreen::RoomOver => t!("keys-screen-room-over"),
        KeyScreen::Watching => t!("keys-screen-watching"),
        KeyScreen::Messages => t!("keys-screen-messages"),
        KeyScreen::Rooms => t!("keys-screen-rooms"),
        KeyScreen::Editor => t!("keys-screen-editor"),
        KeyScreen::Settings => t!("keys-screen-settings"),
        KeyScreen::Study => t!("keys-screen-study"),
        KeyScreen::Review => t!("keys-screen-review"),
        KeyScreen::ReviewLine => t!("keys-screen-review-line"),
        KeyScreen::Seats => t!("keys-screen-seats"),
        KeyScreen::Busy => t!("keys-screen-busy"),
        KeyScreen::Learn => t!("keys-screen-learn"),
        KeyScreen::Lesson => t!("keys-screen-lesson"),
        KeyScreen::LessonDone => t!("keys-screen-lesson-done"),
        KeyScreen::Rules => t!("keys-screen-rules"),
        #[cfg(feature = "serve")]
        KeyScreen::Lobby => t!("keys-screen-lobby"),
        #[cfg(feature = "serve")]
        KeyScreen::LobbyForm => t!("keys-screen-lobby-form"),
        #[cfg(feature = "serve")]
        KeyScreen::Tournament => t!("keys-screen-tournament"),
        #[cfg(feature = "serve")]
        KeyScreen::LobbyPage => t!("keys-screen-lobby-page"),
        #[cfg(feature = "serve")]
        KeyScreen::LobbyArchive => t!("keys-screen-lobby-archive"),
        #[cfg(feature = "serve")]
        KeyScreen::LobbySearch => t!("keys-screen-lobby-search"),
        #[cfg(feature = "serve")]
        KeyScreen::LobbyBoard => t!("keys-screen-lobby-board"),
    }
}

/// Draws an overlay.
pub fn draw(overlay: Overlay, theme: Theme, area: Rect, buf: &mut Buffer) {
    match overlay {
        Overlay::Help(screen) => help(screen, theme, area, buf),
        // Drawn from the app's state by `view::saves`.
        Overlay::Notes | Overlay::Export => {}
    }
}

/// The column the help's words start at, after the keys.
const WORDS_AT: u16 = 20;

/// The help of `screen`'s keys: each binding's keys and words, the words on as many lines as they need (a
/// language's words are never cut), and how to close it.
fn help(screen: KeyScreen, theme: Theme, area: Rect, buf: &mut Buffer) {
    let bindings: Vec<_> = table(screen).iter().filter(|b| !b.shown.is_empty()).collect();
    let helps: Vec<String> = bindings.iter().map(|binding| (binding.help)()).collect();
    let width = 64.min(area.width);
    let words_width = usize::from(width.saturating_sub(2 + WORDS_AT)).max(1);
    let lines: Vec<Vec<String>> = helps.iter().map(|help| wrap(help, words_width)).collect();
    let listed_rows: usize = lines.iter().map(Vec::len).sum();
    // A last line saying how to close, after a blank line, if they leave the line of key hints (which says it
    // too) in view; a panel that covers that line says it in its title.
    let rows = listed_rows as u16 + 2;
    let name = screen_name(screen);
    let title = if rows < area.height {
        t!("keys-help-title", screen = name)
    } else {
        t!("keys-help-title-esc", screen = name)
    };
    let title = format!(" {title} ");
    let footer = rows < area.height.saturating_sub(1);
    let rows = if footer { rows + 1 } else { rows };
    let rows = if rows < area.height.saturating_sub(1) { rows + 1 } else { rows };
    let inner = panel(area, width, rows, &title, theme, buf);
    // A panel as tall as the screen leaves only the ends of the line of key hints beside it: blank them rather
    // than show a word cut in two.
    let bottom = area.y + area.height.saturating_sub(1);
    if inner.y + inner.height >= bottom {
        let (left, right) = (inner.x.saturating_sub(1), inner.x + inner.width + 1);
        for x in (area.x..area.x + area.width).filter(|&x| x < left || x >= right) {
            buf[(x, bottom)].reset();
        }
    }
    // A list longer than the panel (the board's at 24 rows) puts its shortest keys together on the last rows,
    // each with its words, so none is silently cut: `? this help · q quit · f flip the board`.
    let room = usize::from(inner.height.saturating_sub(u16::from(footer)));
    let together_width = usize::from(inner.width.saturating_sub(1)).max(1);
    let mut by_length: Vec<usize> = (0..bindings.len()).collect();
    by_length.sort_by_key(|&i| bindings[i].shown.chars().count() + helps[i].chars().count());
    let mut together: Vec<usize> = Vec::new();
    let mut last_rows: Vec<String> = Vec::new();
    for taken in 0..=bindings.len() {
        together = by_length[..taken].to_vec();
        together.sort_unstable();
        let words: Vec<String> = together.iter().map(|&i| format!("{} {}", bindings[i].shown, helps[i])).collect();
        last_rows = if words.is_empty() { Vec::new() } else { wrap(&words.join(" · "), together_width) };
        let kept: usize = (0..bindings.len()).filter(|i| !together.contains(i)).map(|i| lines[i].len()).sum();
        if kept + last_rows.len() <= room {
            break;
        }
    }
    let mut y = inner.y;
    for i in (0..bindings.len()).filter(|i| !together.contains(i)) {
        put(buf, inner, inner.x + 1, y, bindings[i].shown, theme.key());
        for line in &lines[i] {
            put(buf, inner, inner.x + WORDS_AT, y, line, theme.message());
            y += 1;
        }
    }
    let first_last = inner.y + (room.saturating_sub(last_rows.len()) as u16);
    for (row, line) in last_rows.iter().enumerate() {
        put(buf, inner, inner.x + 1, first_last + row as u16, line, theme.message());
    }
    if footer {
        let y = inner.y + inner.height.saturating_sub(1);
        put(buf, inner, inner.x + 1, y, &t!("keys-help-close"), theme.label());
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
