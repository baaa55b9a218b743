//! The study view's list, under the board: a rule titled with what the search is doing, then one line a move,
//! best first: the move, its evaluation (`+1.50`, `win in 7 plies`), the depth it was searched to and the play
//! expected after it. The chosen move is marked `▸` as well as styled, so it reads without colour; a list
//! longer than the room scrolls with the choice and says which moves it shows.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::super::play::Study;
use super::super::style::Theme;
use super::put;

/// The most moves the board makes room for; a longer list scrolls.
const MOST_ROOM: usize = 14;
/// Columns of the move, the evaluation (at least: a language's longer words widen it) and the depth.
const MOVE: usize = 6;
const SCORE: usize = 17;
const DEPTH: usize = 5;

/// Lines the list would like under the board for `moves` legal moves: the title, the header, one a move.
#[must_use]
pub fn rows_wanted(moves: usize) -> u16 {
    2 + moves.clamp(1, MOST_ROOM) as u16
}

/// `words` joined by spaces, as many as fit in `width` characters (`…` when some are left out).
fn fitting(words: &[String], width: usize) -> String {
    let all = words.join(" ");
    if all.chars().count() <= width {
        return all;
    }
    let mut text = String::new();
    for word in words {
        let next = if text.is_empty() { word.clone() } else { format!("{text} {word}") };
        // Room is kept for ` …`.
        if next.chars().count() + 2 > width {
            break;
        }
        text = next;
    }
    if text.is_empty() { "…".into() } else { text + " …" }
}

/// Draws the list into `area`.
pub fn draw(study: &Study, theme: Theme, area: Rect, buf: &mut Buffer) {
    if area.height == 0 || area.width < 20 {
        return;
    }
    let width = area.width as usize;
    put(buf, area, area.x, area.y, &"─".repeat(width), theme.label());
    put(buf, area, area.x + 1, area.y, &crate::t!("play-study-title"), theme.title());
    let state = format!(" {} ", study.state());
    let x = (area.x + area.width).saturating_sub(state.chars().count() as u16 + 1);
    put(buf, area, x, area.y, &state, theme.to_move());
    let moves = study.moves();
    let scores: Vec<String> = moves.iter().map(|scored| crate::explain::eval(scored.score)).collect();
    let score_width = scores.iter().map(|score| score.chars().count() + 1).max().unwrap_or(0).max(SCORE);
    let header = format!(
        "  {:<MOVE$}{:<score_width$}{:>DEPTH$}  {}",
        crate::t!("play-study-header-move"),
        crate::t!("play-study-header-evaluation"),
        crate::t!("play-study-header-depth"),
        crate::t!("play-study-header-then")
    );
    put(buf, area, area.x, area.y + 1, &header, theme.label());
    let rows = area.height.saturating_sub(2) as usize;
    if moves.is_empty() {
        put(buf, area, area.x + 2, area.y + 2, &crate::t!("play-study-searching-first"), theme.message());
        return;
    }
    let selected = study.selected();
    // Every move if they fit; else a window that keeps the choice in view, and a line saying where it is.
    let shown = if moves.len() <= rows { moves.len() } else { rows.saturating_sub(1).max(1) };
    let first = (selected + 1).saturating_sub(shown).min(moves.len() - shown);
    let line_width = width.saturating_sub(2 + MOVE + score_width + DEPTH + 2);
    for (row, (index, scored)) in moves.iter().enumerate().skip(first).take(shown).enumerate() {
        let chosen = index == selected;
        let then: Vec<String> = scored.pv.iter().skip(1).map(ToString::to_string).collect();
        let text = format!(
            "{}{:<MOVE$}{:<score_width$}{:>DEPTH$}  {}",
            if chosen { "▸ " } else { "  " },
            scored.mv.to_string(),
            scores[index],
            scored.depth,
            fitting(&then, line_width)
        );
        let style = if chosen { theme.selected() } else { theme.message() };
        put(buf, area, area.x, area.y + 2 + row as u16, &format!("{text:<width$}"), style);
    }
    if shown < moves.len() {
        let y = area.y + 2 + shown as u16;
        let where_ = crate::t!("play-study-window", first = first + 1, last = first + shown, count = moves.len());
        put(buf, area, area.x, y, &where_, theme.label());
    }
}

#[cfg(test)]
mod tests {
    use super::fitting;

    #[test]
    fn lines_are_cut_between_moves() {
        let words: Vec<String> = ["a5", "A4", "a2", "A6"].iter().map(ToString::to_string).collect();
        assert_eq!(fitting(&words, 20), "a5 A4 a2 A6");
        assert_eq!(fitting(&words, 11), "a5 A4 a2 A6");
        assert_eq!(fitting(&words, 10), "a5 A4 a2 …");
        assert_eq!(fitting(&words, 4), "a5 …");
        assert_eq!(fitting(&words, 2), "…");
        assert_eq!(fitting(&[], 10), "");
    }
}
