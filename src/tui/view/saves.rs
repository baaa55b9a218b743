//! The saved-games screen, the start screen's "continue" lines, and the panels of a saved game's notes and of
//! the text to copy (position and game record).

use super::overlay::panel;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use jiff::tz::TimeZone;

use crate::rules::Side;
use crate::store::{Forfeit, PlayerName, SavedGame, Standing, clock};

use super::super::play::SaveSlot;
use super::super::saves_list::{ListMode, SavesList};
use super::super::saving::Saving;
use super::super::style::Theme;
use super::super::text::wrap;
use super::put;
use crate::t;

/// The start screen's lines about saved games, below the menu.
pub fn start_lines(saving: &Saving, theme: Theme, area: Rect, buf: &mut Buffer) {
    if saving.store.is_none() {
        return;
    }
    // Below the menu (which ends on line 16): two lines where there is room, else one line of keys.
    let x = area.x + 4;
    let served = if crate::served::is_session() { "yes" } else { "no" };
    if area.height < 24 {
        let text = t!("start-keys-narrow", count = saving.count, served = served);
        put(buf, area, x, area.y + 17, &text, theme.label());
        return;
    }
    let y = area.y + area.height.saturating_sub(6);
    match &saving.resume {
        Some(resume) => {
            put(buf, area, x, y, "c", theme.key());
            let game = crate::i18n::game_title(resume.variant);
            let text = t!("start-continue", name = resume.name.as_str(), game = game, ply = resume.cursor);
            put(buf, area, x + 3, y, &text, theme.message());
        }
        None => put(buf, area, x, y, &format!("c  {}", t!("start-no-continue")), theme.unavailable()),
    }
    put(buf, area, x, y + 1, "o", theme.key());
    let saves = t!("start-saved-games", count = saving.count);
    put(buf, area, x + 3, y + 1, &saves, theme.message());
    // `e` after the saved games, two columns past them where a language's words are long.
    let edit = (24).max(3 + saves.chars().count() as u16 + 2);
    put(buf, area, x + edit, y + 1, "e", theme.key());
    put(buf, area, x + edit + 3, y + 1, &t!("start-edit"), theme.message());
    put(buf, area, x, y + 2, "r", theme.key());
    // Under `bao serve` `r` leads to the lobby, where the server's players meet.
    let rooms = if crate::served::is_session() { t!("start-lobby") } else { t!("start-rooms") };
    put(buf, area, x + 3, y + 2, &rooms, theme.message());
    put(buf, area, x, y + 3, "L", theme.key());
    put(buf, area, x + 3, y + 3, &t!("start-learn"), theme.message());
}

/// `text` in at most `width` characters: a longer one keeps its start and its end around an ellipsis, so names
/// that differ only at the end (`kingulu-2026-11-30-0512-2`) still look different.
fn fitted(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        return text.to_string();
    }
    let tail = (width - 1) / 2;
    let head = width - 1 - tail;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

/// `text` in at most `width` characters, cut at the end with an ellipsis: a title reads from its start.
pub(super) fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let start: String = text.chars().take(width - 1).collect();
    format!("{}…", start.trim_end())
}

/// The list's result column: how the game's line ends, wherever it was being looked at when it was saved (a
/// finished game looked at an earlier move is still finished; the moves column says `8/17` and the details
/// where it was looked at).
fn result(game: &SavedGame) -> String {
    crate::explain::short(game.end())
}

/// The details' lines about the players and the result: who played each side, by name where one is known
/// (`own` the player's), how the line ends with those names, and, when the game was saved at an earlier move,
/// where it was being looked at (it opens there, going on).
fn result_lines(game: &SavedGame, own: PlayerName) -> Vec<String> {
    let name = |side| crate::tui::seats::side_name(game.players, side, own);
    let who = |side: Side| name(side).unwrap_or_else(|| t!("screens-saves-a-person"));
    let mut lines = Vec::new();
    let end = game.end();
    if !end.is_ongoing() {
        // `ada (south) wins : bob (north) resigned`: the result says who played.
        if let Some(ending) = crate::explain::ending(end, &name) {
            lines.push(ending.to_string());
        }
    } else if Side::BOTH.into_iter().any(|side| name(side).is_some()) {
        lines.push(t!("screens-saves-players", south = who(Side::South), north = who(Side::North)));
    }
    if game.line.has_future() {
        lines.push(t!("screens-saves-looked-at", ply = game.cursor(), plies = game.line.len()));
    }
    lines
}

/// The width from which the list has a column of whom each game was played against.
const AGAINST_WIDTH: u16 = 102;

/// Draws the saved-games screen, its times in `zone` (the system's: local time), which the heading names;
/// `own` is the player's name.
pub fn draw_list(list: &SavesList, own: PlayerName, theme: Theme, zone: &TimeZone, area: Rect, buf: &mut Buffer) {
    let date = |time: &str| clock::minute(time, zone);
    let builtin = list.rows.len() - list.own;
    let folder = crate::served::shown_folder(&list.folder);
    let title = t!("screens-saves-title", own = list.own, folder = folder, builtin = builtin);
    put(buf, area, area.x, area.y, &title, theme.title());
    let saved = t!("screens-saves-saved", zone = clock::zone_abbreviation(zone));
    let (name, game, moves) = (t!("screens-saves-name"), t!("screens-saves-game"), t!("screens-saves-moves"));
    let mut header = format!("  {name:<25} {game:<13} {saved:<16} {moves:>5} {}", t!("screens-saves-result"));
    let against = area.width >= AGAINST_WIDTH;
    if against {
        header = format!("{header:<81}{}", t!("screens-saves-against"));
    }
    put(buf, area, area.x, area.y + 2, &header, theme.label());
    let details = 5;
    let top = area.y + 3;
    let visible = area.height.saturating_sub(3 + details + 2) as usize;
    if list.rows.is_empty() {
        put(buf, area, area.x + 2, top, &t!("screens-saves-none"), theme.label());
    }
    let first = (list.selected + 1).saturating_sub(visible.max(1));
    for (row, (i, save)) in list.rows.iter().enumerate().skip(first).take(visible).enumerate() {
        let y = top + row as u16;
        let chosen = i == list.selected;
        let marker = if chosen { "▸ " } else { "  " };
        let name = match save.builtin {
            // A title names its game first (`Kingulu: ...`), which the next column shows: the rest is the name.
            Some(_) => cut(save.name.split_once(": ").map_or(save.name.as_str(), |(_, rest)| rest), 25),
            None => fitted(&save.name, 25),
        };
        let (text, style) = match &save.game {
            Ok(game) => {
                let moves = game.moves_label();
                // A built-in save was never saved here: the column says where it comes from.
                let saved = if save.builtin.is_some() { t!("screens-saves-built-in") } else { date(&game.updated) };
                let mut line = format!(
                    "{marker}{name:<25} {:<13} {saved:<16} {moves:>5} {}",
                    game.line.variant().to_string(),
                    cut(&result(game), 15)
                );
                if against {
                    line = format!("{line:<81}{}", crate::tui::seats::opponent(game.players));
                }
                (line, if chosen { theme.selected() } else { theme.message() })
            }
            Err(error) => {
                let reason = error.rsplit_once(".json: ").map_or(error.as_str(), |(_, reason)| reason);
                let damaged = t!("screens-saves-damaged", reason = reason);
                (format!("{marker}{name:<25} {damaged}"), if chosen { theme.selected() } else { theme.error() })
            }
        };
        put(buf, area, area.x, y, &text, style);
    }
    let y = area.y + area.height.saturating_sub(details + 2);
    put(buf, area, area.x, y, &"─".repeat(area.width as usize), theme.label());
    let Some(save) = list.current() else { return };
    let width = area.width.saturating_sub(2) as usize;
    let lines = match &save.game {
        Ok(game) => {
            let mut lines = vec![game.name.clone().unwrap_or_else(|| save.name.clone())];
            let at = t!("screens-saves-at", ply = game.cursor(), plies = game.line.len());
            let begun = if let Some(file) = save.builtin {
                t!("screens-saves-built-in-file", file = file)
            } else {
                t!("screens-saves-begun", date = date(&game.created))
            };
            // On two lines where one is too narrow (a built-in save names its file), never cut.
            let about = format!("{} · {begun} · {at}", crate::i18n::game_title(game.line.variant()));
            lines.extend(wrap(&about, width));
            lines.extend(result_lines(game, own).iter().flat_map(|line| wrap(line, width)));
            lines.extend(game.notes.as_deref().map(|notes| wrap(notes, width)).unwrap_or_default());
            lines
        }
        Err(error) => {
            let mut lines = vec![t!("screens-saves-cannot-open")];
            lines.extend(wrap(error, width));
            lines
        }
    };
    for (i, line) in lines.iter().take(details as usize - 1).enumerate() {
        let style = if i == 0 { theme.title() } else { theme.message() };
        put(buf, area, area.x + 1, y + 1 + i as u16, line, style);
    }
}

/// The status bar of the saved-games screen while it types a name or asks a question.
#[must_use]
pub fn list_status(list: &SavesList) -> Option<String> {
    let name = list.current().map(|row| row.name.as_str()).unwrap_or_default();
    match &list.mode {
        ListMode::Browse => None,
        ListMode::Rename(field) => Some(t!("screens-saves-new-name", name = name, text = field.text())),
        ListMode::Delete => Some(t!("screens-saves-ask-delete", name = name)),
    }
}

/// The panel of a saved game's title and notes.
pub fn draw_notes(slot: Option<&SaveSlot>, theme: Theme, area: Rect, buf: &mut Buffer) {
    let Some(slot) = slot else { return };
    let width = area.width.saturating_sub(4).min(72);
    // The panel's frame and a margin of one column each side.
    let text_width = width.saturating_sub(4) as usize;
    let (no_title, no_notes) = (t!("screens-notes-no-title"), t!("screens-notes-no-notes"));
    let mut lines = wrap(slot.title.as_deref().unwrap_or(&no_title), text_width);
    let heading = lines.len();
    lines.push(String::new());
    lines.extend(wrap(slot.notes.as_deref().unwrap_or(&no_notes), text_width));
    let title = format!(" {} ", t!("screens-notes-title"));
    let inner = panel(area, width, lines.len() as u16 + 4, &title, theme, buf);
    for (i, line) in lines.iter().take(inner.height.saturating_sub(1) as usize).enumerate() {
        let style = if i < heading { theme.title() } else { theme.message() };
        put(buf, inner, inner.x + 1, inner.y + i as u16, line, style);
    }
    let y = inner.y + inner.height.saturating_sub(1);
    put(buf, inner, inner.x + 1, y, &t!("screens-notes-keys"), theme.label());
}

/// The panel of the position and game record, to copy; `forfeit` how a side lost, which the record cannot
/// write.
pub fn draw_export(
    text: Option<(String, String)>,
    forfeit: Option<Forfeit>,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let Some((position, record)) = text else { return };
    let width = area.width.saturating_sub(2);
    let text_width = width.saturating_sub(4) as usize;
    let mut lines = vec![(crate::t!("play-copy-position"), true)];
    lines.extend(wrap(&position, text_width).into_iter().map(|l| (l, false)));
    lines.push((crate::t!("play-copy-record"), true));
    lines.extend(record.lines().flat_map(|l| wrap(l, text_width)).map(|l| (l, false)));
    if let Some(forfeit) = forfeit {
        // Not in the text copied: a record has no way to write it.
        let note = crate::t!("play-copy-forfeit", how = crate::explain::short(Standing::Forfeit(forfeit)));
        lines.extend(wrap(&note, text_width).into_iter().map(|l| (l, false)));
    }
    let inner = panel(area, width, lines.len() as u16 + 4, &crate::t!("play-copy-title"), theme, buf);
    let room = inner.height.saturating_sub(2) as usize;
    for (i, (line, heading)) in lines.iter().take(room).enumerate() {
        let style = if *heading { theme.title() } else { theme.message() };
        put(buf, inner, inner.x + 1, inner.y + i as u16, line, style);
    }
    let y = inner.y + inner.height.saturating_sub(1);
    put(buf, inner, inner.x + 1, y, &crate::t!("play-copy-sent"), theme.label());
}

#[cfg(test)]
mod tests {
    use super::fitted;

    #[test]
    fn long_names_keep_their_ends() {
        assert_eq!(fitted("kingulu-2026-11-30-0512", 25), "kingulu-2026-11-30-0512");
        let (one, two) = (fitted("kingulu study of the long lap 1", 25), fitted("kingulu study of the long lap 2", 25));
        assert_ne!(one, two);
        assert_eq!((one.chars().count(), one.as_str()), (25, "kingulu stud…e long lap 1"));
    }
}
