//! The Learn screen: the list of a game's lessons with their done marks (the selected lesson's idea under it),
//! and a lesson open: its title, idea and ask above the game screen's own board, which shows the step-through
//! of the move once the lesson is done.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::learn;

use super::super::learn::{Attempt, Entry, Learn};
use super::super::shared::Shared;
use super::{play, put, saves::wrap};

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

fn draw_list(learn: &Learn, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let lessons = learn::for_variant(learn.variant);
    let x = area.x + 2;
    let title = format!("Learn · {} · {}/{} lessons done", learn.variant.title(), learn.done_count(), lessons.len());
    put(buf, area, x, area.y, &title, theme.title());
    put(buf, area, x, area.y + 1, "← → another game", theme.label());
    let mut y = area.y + 3;
    put(buf, area, x, y, "Lessons", theme.label());
    y += 1;
    for (row, entry) in learn.entries().into_iter().enumerate() {
        let Entry::Lesson(index) = entry;
        let Some(lesson) = lessons.get(index) else { continue };
        let selected = row == learn.selected;
        let marker = if selected { "▸" } else { " " };
        let done = mark(learn.progress.is_done(lesson.id));
        let text = format!("{marker} {done} {}. {}", index + 1, lesson.title);
        let style = if selected { theme.selected() } else { theme.message() };
        put(buf, area, x, y, &text, style);
        y += 1;
    }
    // The selected lesson's ask and idea, under the list, as far as the screen has room.
    let Some(&Entry::Lesson(index)) = learn.entries().get(learn.selected) else { return };
    let Some(lesson) = lessons.get(index) else { return };
    y += 1;
    let bottom = (area.y + area.height).saturating_sub(2);
    let width = usize::from(area.width.saturating_sub(4));
    for line in wrap(&format!("{}: {}", lesson.title, lesson.ask), width) {
        if y >= bottom {
            return;
        }
        put(buf, area, x, y, &line, theme.to_move());
        y += 1;
    }
    for line in wrap(lesson.text, width) {
        if y >= bottom {
            break;
        }
        put(buf, area, x, y, &line, theme.label());
        y += 1;
    }
}

fn draw_lesson(learn: &Learn, attempt: &Attempt, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let lesson = attempt.lesson;
    let count = learn::for_variant(learn.variant).len();
    let width = usize::from(area.width.saturating_sub(2));
    let title = format!("Lesson {}/{count} · {} · {}", attempt.index + 1, learn.variant.title(), lesson.title);
    put(buf, area, area.x + 1, area.y, &title, theme.title());
    let done = attempt.done || learn.progress.is_done(lesson.id);
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
    for line in wrap(lesson.text, width).into_iter().take(text_lines) {
        put(buf, area, area.x + 1, y, &line, theme.message());
        y += 1;
    }
    let ask = if attempt.done { format!("{} {}", mark(true), lesson.ask) } else { format!("▸ {}", lesson.ask) };
    put(buf, area, area.x + 1, y, &ask, theme.to_move());
    y += 1;
    for line in wrong.iter().take(wrong_lines) {
        put(buf, area, area.x + 1, y, line, theme.error());
        y += 1;
    }
    let board = Rect::new(area.x, y, area.width, (area.y + area.height).saturating_sub(y));
    play::draw(&attempt.play, shared, board, buf);
}
