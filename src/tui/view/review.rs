//! The review screen: a title line with the review's progress, the board at the cursor's position (or the
//! better line's move being stepped through), beside it each side's marks and average loss and a progress bar
//! with the time left, under it the move at the cursor in words (its mark, the evaluations, the best line, the
//! exact verdict) or the better line's captions and lap log, and across the screen the evaluation graph of the
//! whole game with the marks under it and the cursor on it.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};

use crate::engine::review::{Mark, Thresholds};
use crate::rules::Side;

use super::super::play::{Play, ReviewPanel};
use super::super::shared::Shared;
use super::super::style::Theme;
use super::super::text::wrap;
use super::board::{self, Geometry};
use super::graph;
use super::play::{board_view, draw_caption_and_laps, numbered};
use super::put;

/// The lines under the board: the move at the cursor in words.
const WORDS: u16 = 4;
/// The fewest rows of the graph itself.
const LEAST_GRAPH: u16 = 4;
/// The side panel's width beside the board, at least.
const PANEL: u16 = 16;

/// The one-character mark drawn under the graph (`X` blunder, `W` missed win, `?` mistake, `i` inaccuracy,
/// `!` only move), plain ASCII so it reads the same in every terminal; none for a best or good move.
#[must_use]
pub fn mark_char(mark: Mark) -> Option<char> {
    match mark {
        Mark::Blunder => Some('X'),
        Mark::MissedWin => Some('W'),
        Mark::Mistake => Some('?'),
        Mark::Inaccuracy => Some('i'),
        Mark::OnlyMove => Some('!'),
        Mark::Best | Mark::Good => None,
    }
}

/// Draws the review screen of `play`.
pub fn draw(play: &Play, panel: &ReviewPanel, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let variant = play.variant();
    let [title, body, _status] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1), Constraint::Length(2)]).areas(area);
    draw_title(play, panel, theme, title, buf);
    // The board the biggest that leaves the words and a graph of `LEAST_GRAPH` rows (with its marks and legend),
    // in at most three fifths of the body; the graph takes the rest.
    let board_room = body.height.saturating_sub(1 + WORDS + LEAST_GRAPH + 2).min(body.height * 3 / 5);
    let geometry = Geometry::fitting(variant, body.width.saturating_sub(PANEL + 3), board_room);
    let board_height = geometry.height(variant).min(board_room);
    let [_, top, words, graph_area] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_height),
        Constraint::Length(WORDS),
        Constraint::Fill(1),
    ])
    .areas(body);
    let board_width = geometry.width(variant).min(top.width.saturating_sub(PANEL + 2));
    let [_, board_area, _, side] = Layout::horizontal([
        Constraint::Length(1),
        Constraint::Length(board_width),
        Constraint::Length(2),
        Constraint::Fill(1),
    ])
    .areas(top);
    board::draw(&board_view(play, shared, &[]), board_area, buf);
    draw_side(panel, variant, theme, side, buf);
    let words = Rect { x: words.x + 1, width: words.width.saturating_sub(2), ..words };
    match &panel.better {
        Some(better) => {
            let start = play.line.start();
            let line: Vec<String> = better.moves.iter().map(ToString::to_string).collect();
            let played = play.line.move_at(better.ply).unwrap_or(better.moves[0]);
            let head = crate::t!(
                "review-instead",
                played = numbered(&start, better.ply, played, 0),
                move = better.playback.mv.to_string(),
                at = better.at + 1,
                moves = better.moves.len(),
                event = better.playback.cursor(),
                events = better.playback.len()
            );
            let width = usize::from(words.width);
            put(buf, words, words.x, words.y, &super::saves::cut(&head, width), theme.title());
            let rest = crate::t!("review-the-line", line = line.join(" "));
            put(buf, words, words.x, words.y + 1, &super::saves::cut(&rest, width), theme.label());
            let below = Rect { y: words.y + 1, height: words.height + graph_area.height - 1, ..words };
            // The captions and the lap log take the graph's place while a line is stepped through.
            draw_caption_and_laps(&better.playback, theme, below, buf);
            return;
        }
        None => draw_words(play, panel, theme, words, buf),
    }
    draw_graph(panel, variant, shared.ascii(), theme, graph_area, buf);
}

/// `Bao Kingulu · review · depth 13 · 24/40 moves`.
fn draw_title(play: &Play, panel: &ReviewPanel, theme: Theme, area: Rect, buf: &mut Buffer) {
    let (done, total) = panel.progress();
    let game = crate::i18n::game_title(play.variant());
    let title = crate::t!("review-title", game = game, depth = panel.review.depth, done = done, total = total);
    put(buf, area, area.x, area.y, &title, theme.title());
    let at = match panel.cursor {
        0 => crate::t!("review-at-start"),
        n => crate::t!("review-after-move", n = n),
    };
    let x = (area.x + area.width).saturating_sub(at.chars().count() as u16 + 1);
    if x > area.x + title.chars().count() as u16 + 1 {
        put(buf, area, x, area.y, &at, theme.to_move());
    }
}

/// Beside the board: the review's progress (a bar and the time left) and each side's marks and average loss.
fn draw_side(panel: &ReviewPanel, variant: crate::rules::Variant, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width);
    let (done, total) = panel.progress();
    let mut y = area.y;
    let mut line = |text: &str, style, y: &mut u16| {
        put(buf, area, area.x, *y, &super::saves::cut(text, width), style);
        *y += 1;
    };
    let state = if panel.running() {
        match panel.time_left() {
            Some(left) => crate::t!("review-running", left = duration_words(left)),
            None => crate::t!("review-running-no-estimate"),
        }
    } else if done < total {
        crate::t!("review-stopped")
    } else {
        crate::t!("review-complete")
    };
    line(&state, theme.to_move(), &mut y);
    let bar_width = width.saturating_sub(2).min(30);
    let filled = (done * bar_width).checked_div(total).unwrap_or(bar_width);
    line(&format!("[{}{}]", "#".repeat(filled), "-".repeat(bar_width - filled)), theme.label(), &mut y);
    y += 1;
    for side in Side::BOTH {
        let summary = panel.review.summary(variant, side);
        let loss = summary.average_loss();
        let words = crate::t!("review-side", side = board::capitalised(side), loss = hundredths(loss));
        line(&words, theme.title(), &mut y);
        let counts: Vec<String> = [Mark::Blunder, Mark::MissedWin, Mark::Mistake, Mark::Inaccuracy, Mark::OnlyMove]
            .into_iter()
            .filter_map(|mark| Some((mark_char(mark)?, summary.count(mark))))
            .filter(|&(_, count)| count > 0)
            .map(|(symbol, count)| format!("{symbol}{count}"))
            .collect();
        let counts = if counts.is_empty() { crate::t!("review-no-mistakes") } else { counts.join(" ") };
        line(&counts, theme.label(), &mut y);
    }
}

/// `1 min 20 s`, `45 s`.
fn duration_words(left: Duration) -> String {
    let seconds = left.as_secs();
    if seconds >= 60 {
        crate::t!("review-minutes", minutes = seconds / 60, seconds = seconds % 60)
    } else {
        crate::t!("review-seconds", seconds = seconds)
    }
}

/// Hundredths of a seed as seeds with two decimals: `1.25`.
fn hundredths(value: i64) -> String {
    format!("{}.{:02}", value / 100, value % 100)
}

/// Under the board: the move at the cursor, its mark, the scores, the best line and the verdict.
fn draw_words(play: &Play, panel: &ReviewPanel, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width.max(1));
    let thresholds = Thresholds::of(play.variant());
    let mut lines: Vec<(String, ratatui::style::Style)> = match panel.ply() {
        None if panel.cursor == 0 => vec![(crate::t!("review-start-position"), theme.label())],
        None => vec![(crate::t!("review-not-yet", n = panel.cursor), theme.label())],
        Some(reviewed) => {
            let index = panel.cursor - 1;
            let mark = reviewed.mark(thresholds);
            let symbol = mark.symbol();
            let loss = reviewed.loss(thresholds);
            let mut lines = vec![
                (
                    crate::t!(
                        "review-move",
                        move = numbered(&play.line.start(), index, reviewed.played, 0),
                        symbol = symbol,
                        mark = crate::explain::mark_name(mark),
                        before = crate::explain::eval(reviewed.before),
                        after = crate::explain::eval(reviewed.after),
                        lost = hundredths(i64::from(loss))
                    ),
                    if mark.is_mistake() { theme.error() } else { theme.title() },
                ),
                (
                    crate::t!(
                        "review-best-line",
                        best = reviewed.best.to_string(),
                        line = reviewed.pv.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
                    ),
                    theme.label(),
                ),
            ];
            if let Some(verdict) = reviewed.verdict() {
                lines.push((crate::explain::verdict(verdict), theme.to_move()));
            }
            lines
        }
    };
    // The comment written on the move at the cursor (or on the start position), one line under the move's
    // own, before the best line: the player's note beside the computer's verdict.
    let tree = play.lines();
    if let Some(comment) = tree.tree().node_at(tree.tip(), panel.cursor).and_then(|node| tree.tree().comment(node)) {
        let line = super::saves::cut(&format!("{} {}", super::play::COMMENTED, comment.replace('\n', " ")), width);
        lines.insert(1, (line, theme.message()));
    }
    let mut y = area.y;
    for (text, style) in lines {
        for piece in wrap(&text, width) {
            if y >= area.y + area.height {
                return;
            }
            put(buf, area, area.x, y, &piece, style);
            y += 1;
        }
    }
}

/// Across the screen: the evaluation of each position, South's above the line, the cursor's column marked,
/// the marks under it and their legend.
fn draw_graph(
    panel: &ReviewPanel,
    variant: crate::rules::Variant,
    ascii: bool,
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let cap = Thresholds::of(variant).cap;
    let label = format!("+{}", cap / 100);
    let left = label.len() as u16 + 1;
    let rows = area.height.saturating_sub(2);
    let width = usize::from(area.width.saturating_sub(left + 1));
    if rows == 0 || width == 0 {
        return;
    }
    let points = panel.review.graph(cap);
    let count = panel.total + 1;
    // The graph's width is the whole game's, the moves not yet reviewed left blank.
    let drawn = if points.is_empty() { 0 } else { graph::column_of(points.len() - 1, count, width) + 1 };
    let plotted = graph::plot(&points, cap, drawn.max(1), usize::from(rows), ascii);
    let x0 = area.x + left;
    for (row, text) in plotted.iter().enumerate() {
        let y = area.y + row as u16;
        let text = if points.is_empty() { String::new() } else { text.clone() };
        put(buf, area, x0, y, &text, theme.title());
        let zero_row = graph::zero_row(usize::from(rows), ascii);
        let tick = match row {
            0 => label.clone(),
            r if r == usize::from(rows) - 1 => format!("-{}", cap / 100),
            r if r == zero_row => "0".to_string(),
            _ => String::new(),
        };
        put(buf, area, area.x, y, &format!("{tick:>width$}", width = usize::from(left - 1)), theme.label());
    }
    // The marks, each under its move's position (the one the move led to).
    let marks_y = area.y + rows;
    let thresholds = Thresholds::of(variant);
    for (index, ply) in panel.review.plies.iter().enumerate() {
        if let Some(symbol) = mark_char(ply.mark(thresholds)) {
            let x = x0 + graph::column_of(index + 1, count, width) as u16;
            let style = if ply.mark(thresholds).is_mistake() { theme.error() } else { theme.label() };
            put(buf, area, x, marks_y, &symbol.to_string(), style);
        }
    }
    // The cursor: its column picked out from top to bottom, a caret on the marks' line if no mark is there.
    let cursor_x = x0 + graph::column_of(panel.cursor, count, width) as u16;
    for y in area.y..=marks_y {
        if let Some(cell) = buf.cell_mut((cursor_x, y)) {
            if y == marks_y && cell.symbol() == " " {
                cell.set_symbol("^");
            }
            cell.set_style(theme.cursor());
        }
    }
    let legend = crate::t!("review-legend");
    put(buf, area, x0, marks_y + 1, &super::saves::cut(&legend, width), theme.label());
}
