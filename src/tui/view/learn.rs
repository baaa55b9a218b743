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
use crate::tui::text::wrap;

/// Lines the game screen under a lesson needs: its title, the compact board, what is under it, the status bar.
const BOARD_LINES: u16 = 16;

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

/// Lines under the list kept for the selected entry's ask and idea.
const DETAIL_LINES: u16 = 5;

fn draw_list(learn: &Learn, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let (lessons, puzzles) = (learn::for_variant(learn.variant), puzzle::for_variant(learn.variant));
    let x = area.x + 2;
    let title = format!(
        "Learn · {} · {}/{} lessons done · {}/{} puzzles solved",
        learn.variant.title(),
        learn.done_count(),
        lessons.len(),
        learn.solved_count(),
        puzzles.len()
    );
    put(buf, area, x, area.y, &title, theme.title());
    put(buf, area, x, area.y + 1, "← → another game", theme.label());
    // The list's lines: a heading before each kind, then its entries (`None` for a heading).
    let mut rows: Vec<(Option<usize>, String)> = Vec::new();
    for (row, entry) in learn.entries().into_iter().enumerate() {
        let (heading, number) = match entry {
            Entry::Lesson(index) => ("Lessons", index),
            Entry::Puzzle(index) => ("Puzzles", index),
        };
        if number == 0 {
            rows.push((None, heading.to_string()));
        }
        let Some(task) = learn.task(entry) else { continue };
        let marker = if row == learn.selected { "▸" } else { " " };
        let done = mark(learn.progress.is_done(task.id()));
        rows.push((Some(row), format!("{marker} {done} {}. {}", number + 1, task.title())));
    }
    let top = area.y + 3;
    let bottom = (area.y + area.height).saturating_sub(2);
    let room = usize::from(bottom.saturating_sub(top).saturating_sub(DETAIL_LINES)).max(1);
    let at = rows.iter().position(|(row, _)| *row == Some(learn.selected)).unwrap_or(0);
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
            let sign = format!("{arrow} {count} more");
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
    let task = attempt.task;
    let width = usize::from(area.width.saturating_sub(2));
    let (kind, index, count) = match attempt.entry {
        Entry::Lesson(index) => ("Lesson", index, learn::for_variant(learn.variant).len()),
        Entry::Puzzle(index) => ("Puzzle", index, puzzle::for_variant(learn.variant).len()),
    };
    let title = format!("{kind} {}/{count} · {} · {}", index + 1, learn.variant.title(), task.title());
    put(buf, area, area.x + 1, area.y, &title, theme.title());
    let done = attempt.done || learn.progress.is_done(task.id());
    if done {
        let text = format!("{} done", mark(true));
        let x = (area.x + area.width).saturating_sub(text.chars().count() as u16 + 1);
        put(buf, area, x, area.y, &text, theme.to_move());
    }
    let wrong: Vec<String> = attempt.wrong.as_ref().map(|why| wrap(&format!("✗ {why}"), width)).unwrap_or_default();
    let budget = area.height.saturating_sub(BOARD_LINES).max(2);
    let wrong_lines = usize::from(budget.saturating_sub(2)).min(wrong.len()).min(3);
    let text_lines = usize::from(budget.saturating_sub(2)).saturating_sub(wrong_lines).max(1);
    let mut y = area.y + 1;
    for line in wrap(&task.text(), width).into_iter().take(text_lines) {
        put(buf, area, area.x + 1, y, &line, theme.message());
        y += 1;
    }
    let ask = if attempt.done { format!("{} {}", mark(true), task.ask()) } else { format!("▸ {}", task.ask()) };
    put(buf, area, area.x + 1, y, &ask, theme.to_move());
    y += 1;
    for line in wrong.iter().take(wrong_lines) {
        put(buf, area, area.x + 1, y, line, theme.error());
        y += 1;
    }
    let board = Rect::new(area.x, y, area.width, (area.y + area.height).saturating_sub(y));
    play::draw(&attempt.play, shared, board, buf);
}
