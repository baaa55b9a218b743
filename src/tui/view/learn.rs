//! The Learn screen: the list of a game's lessons and puzzles with their done marks (the selected one's ask and
//! idea under it, the list scrolled to keep it in view), and one open: its title, idea and ask above the game
//! screen's own board, which shows the step-through of the move once it is done.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learn;
use crate::puzzle;

use super::super::learn::{Attempt, Entry, Learn};
use super::super::shared::Shared;
use super::{play, put};
use crate::t;
use crate::tui::text::wrap;

/// Draws the Learn screen.
pub fn draw(learn: &Learn, shared: &Shared, area: Rect, buf: &mut Buffer) {
    match &learn.attempt {
        Some(attempt) => draw_lesson(learn, attempt, shared, area, buf),
        None => draw_list(learn, shared, area, buf),
    }
}

/// The done mark of a lesson.
fn mark(done: bool) -> &'static str {
    if done { "✓" } else { " " }
}

/// Where a puzzle from the player's games came from, after its title: ` · game, move 12`.
fn origin(from: &crate::learn::own::Origin) -> String {
    let number = from.move_number;
    let origin = if from.game.is_empty() {
        crate::t!("learn-origin-unnamed", number = number)
    } else {
        crate::t!("learn-origin", game = from.game.as_str(), number = number)
    };
    format!(" · {origin}")
}

/// The list's title, the long form where it fits `width` columns, else a shorter one (60 columns): the game and
/// the `[done, lessons, solved, puzzles]` counts.
fn list_title(width: u16, game: &str, counts: [usize; 4]) -> String {
    let [done, lessons, solved, puzzles] = counts;
    let long = t!("learn-title-long", game = game, done = done, lessons = lessons, solved = solved, puzzles = puzzles);
    let short =
        t!("learn-title-short", game = game, done = done, lessons = lessons, solved = solved, puzzles = puzzles);
    if long.chars().count() + 2 <= usize::from(width) {
        long
    } else if short.chars().count() + 2 <= usize::from(width) {
        short
    } else {
        t!("learn-title-shortest", game = game, done = done, lessons = lessons, solved = solved, puzzles = puzzles)
    }
}

/// Lines under the list kept for the selected entry's ask and idea.
const DETAIL_LINES: u16 = 5;

fn draw_list(learn: &Learn, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let (lessons, puzzles) = (learn::for_variant(learn.variant), puzzle::for_variant(learn.variant));
    let x = area.x + 2;
    let (game, done, solved) = (crate::i18n::game_title(learn.variant), learn.done_count(), learn.solved_count());
    let (lessons, puzzles) = (lessons.len(), puzzles.len());
    let title = list_title(area.width, &game, [done, lessons, solved, puzzles]);
    put(buf, area, x, area.y, &title, theme.title());
    put(buf, area, x, area.y + 1, &crate::t!("learn-another-game"), theme.label());
    // The list's lines: a heading before each kind, then its entries (`None` for a heading).
    let mut rows: Vec<(Option<usize>, String)> = Vec::new();
    for (row, entry) in learn.entries().into_iter().enumerate() {
        let (heading, number) = match entry {
            Entry::Lesson(index) => (crate::t!("learn-heading-lessons"), index),
            Entry::Puzzle(index) => (crate::t!("learn-heading-puzzles"), index),
            Entry::Own(index) => (crate::t!("learn-heading-own"), index),
        };
        if number == 0 {
            rows.push((None, heading));
        }
        let Some(task) = learn.task(entry) else { continue };
        let marker = if row == learn.selected { "▸" } else { " " };
        let done = mark(learn.progress.is_done(task.id()));
        let from = match entry {
            Entry::Own(index) => learn.origin(index).map(origin).unwrap_or_default(),
            _ => String::new(),
        };
        rows.push((Some(row), format!("{marker} {done} {}. {}{from}", number + 1, task.title())));
    }
    // The section of the puzzles from the player's games says how to get some while it is empty.
    if learn.own.of(learn.variant).next().is_none() {
        rows.push((None, crate::t!("learn-heading-own")));
        rows.push((None, format!("    {}", crate::t!("learn-own-none"))));
    }
    let top = area.y + 3;
    let bottom = (area.y + area.height).saturating_sub(2);
    let room = usize::from(bottom.saturating_sub(top).saturating_sub(DETAIL_LINES)).max(1);
    let at = rows.iter().position(|(row, _)| *row == Some(learn.selected)).unwrap_or(0);
    // The last entry selected: the lines after it in view too (how to get puzzles from your games).
    let last = rows.iter().rposition(|(row, _)| row.is_some());
    let at = if last == Some(at) { rows.len() - 1 } else { at };
    // The selected line in view, with its heading when it is the first of its kind.
    let first = (at + 1).saturating_sub(room).min(rows.len().saturating_sub(room));
    let mut y = top;
    for (row, text) in rows.iter().skip(first).take(room) {
        let style = match row {
            None => theme.label(),
            Some(row) if *row == learn.selected => theme.selected(),
            Some(_) => theme.message(),
        };
        put(buf, area, x, y, text, style);
        y += 1;
    }
    // Signs of the entries out of view, at the right of the list's first and last lines.
    let count = |rows: &[(Option<usize>, String)]| rows.iter().filter(|(row, _)| row.is_some()).count();
    let (above, below) = (&rows[..first.min(rows.len())], rows.get(first + room..).unwrap_or(&[]));
    for (count, arrow, line) in [(count(above), "↑", top), (count(below), "↓", y.saturating_sub(1))] {
        if count > 0 {
            let sign = format!("{arrow} {}", crate::t!("learn-more", count = count));
            let at = (area.x + area.width).saturating_sub(sign.chars().count() as u16 + 2);
            put(buf, area, at, line, &sign, theme.label());
        }
    }
    // The selected entry's ask and idea, under the list, as far as the screen has room.
    let Some(task) = learn.entries().get(learn.selected).and_then(|&entry| learn.task(entry)) else { return };
    y += 1;
    let width = usize::from(area.width.saturating_sub(4));
    for line in wrap(&format!("{}: {}", task.title(), task.ask()), width) {
        if y >= bottom {
            return;
        }
        put(buf, area, x, y, &line, theme.to_move());
        y += 1;
    }
    for line in wrap(&task.text(), width) {
        if y >= bottom {
            break;
        }
        put(buf, area, x, y, &line, theme.label());
        y += 1;
    }
}

fn draw_lesson(learn: &Learn, attempt: &Attempt, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let task = &attempt.task;
    let width = usize::from(area.width.saturating_sub(2));
    let (kind, index, count) = match attempt.entry {
        Entry::Lesson(index) => ("lesson", index, learn::for_variant(learn.variant).len()),
        Entry::Puzzle(index) => ("puzzle", index, puzzle::for_variant(learn.variant).len()),
        Entry::Own(index) => ("own", index, learn.own.of(learn.variant).count()),
    };
    let (game, title) = (crate::i18n::game_title(learn.variant), task.title());
    let title =
        crate::t!("learn-open-title", kind = kind, number = index + 1, count = count, game = game, title = title);
    put(buf, area, area.x + 1, area.y, &title, theme.title());
    let done = attempt.done || learn.progress.is_done(task.id());
    if done {
        let text = format!("{} {}", mark(true), crate::t!("learn-done-mark"));
        let x = (area.x + area.width).saturating_sub(text.chars().count() as u16 + 1);
        put(buf, area, x, area.y, &text, theme.to_move());
    }
    let text = wrap(&task.text(), width);
    let wrong: Vec<String> = attempt.wrong.as_ref().map(|why| wrap(&format!("✗ {why}"), width)).unwrap_or_default();
    let room = usize::from(area.height.saturating_sub(1).saturating_sub(play::least_height(&attempt.play)));
    let ask = if attempt.done { format!("{} {}", mark(true), task.ask()) } else { format!("▸ {}", task.ask()) };
    let ask = wrap(&ask, width);
    let (text_lines, wrong_lines) = above_board(text.len(), wrong.len(), room.saturating_sub(ask.len()));
    let mut y = area.y + 1;
    for (i, line) in text.iter().take(text_lines).enumerate() {
        let cut = i + 1 == text_lines && text_lines < text.len();
        let line = if cut { format!("{line} …") } else { line.clone() };
        put(buf, area, area.x + 1, y, &line, theme.message());
        y += 1;
    }
    for line in &ask {
        put(buf, area, area.x + 1, y, line, theme.to_move());
        y += 1;
    }
    for line in wrong.iter().take(wrong_lines) {
        put(buf, area, area.x + 1, y, line, theme.error());
        y += 1;
    }
    let board = Rect::new(area.x, y, area.width, (area.y + area.height).saturating_sub(y));
    play::draw(&attempt.play, shared, board, buf);
}

/// How many lines of the lesson's text and of the last try's feedback are shown in `room` lines above the board
/// (what the ask's lines leave). Each gives way whole, never cut in mid-sentence by the other (issue 26): both when both
/// fit; else the feedback alone, because it says what the move just tried did and the text is back with the
/// next try; else as much as fits, the text's last line shown marked cut (only a terminal near the 60x20 minimum
/// is that short).
fn above_board(text: usize, wrong: usize, room: usize) -> (usize, usize) {
    let room = room.max(1);
    if text + wrong <= room {
        (text, wrong)
    } else if wrong > 0 {
        (0, wrong.min(room))
    } else {
        (text.min(room), 0)
    }
}

#[cfg(test)]
mod tests {
    use super::above_board;

    #[test]
    fn the_text_and_the_feedback_give_way_whole() {
        assert_eq!(above_board(4, 3, 7), (4, 3), "both fit");
        assert_eq!(above_board(4, 4, 7), (0, 4), "the feedback alone, never the text cut");
        assert_eq!(above_board(4, 0, 7), (4, 0));
        assert_eq!(above_board(4, 0, 2), (2, 0), "the text cut only where it alone does not fit");
        assert_eq!(above_board(4, 6, 3), (0, 3));
    }
}
