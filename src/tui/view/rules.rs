//! The rules screen: the current section's title always on the top line, the rules laid out for the width below
//! it, and on the status line where the view is and which document the rules follow.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::super::rules_screen::{Kind, RulesScreen};
use super::super::shared::Shared;
use super::super::style::Theme;
use super::put;

/// The lines above and below the text: the section's title; the status line and the line of key hints.
const ABOVE: u16 = 2;
const BELOW: u16 = 2;

fn style(kind: Kind, theme: Theme) -> Style {
    match kind {
        Kind::Heading => theme.title(),
        Kind::Reference | Kind::Label => theme.label(),
        Kind::Text | Kind::Caption => theme.message(),
        Kind::Hole => theme.pit(false),
        Kind::Marked => theme.seed_in_flight(),
        Kind::Error => theme.error(),
    }
}

/// The area the rules' text is drawn in.
fn text_area(area: Rect) -> Rect {
    let height = area.height.saturating_sub(ABOVE + BELOW);
    Rect::new(area.x + 1, area.y + ABOVE, area.width.saturating_sub(2), height)
}

/// Draws the rules screen into `area` (the status line and the key hints are drawn after, as on every screen).
pub fn draw(screen: &RulesScreen, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let text = text_area(area);
    screen.seen.set((text.width, text.height));
    let layout = screen.layout(text.width);
    let first = screen.first_line(&layout, text.height);
    let section = RulesScreen::section_at(&layout, first);
    let total = screen.document.sections.len();
    let title = screen.document.sections.get(section).map(|section| section.title.as_str()).unwrap_or_default();
    // The game by its title, or by its notation's name where the title leaves the section's no room (`Bao la
    // Kimasai (four rows)` before `3/7 Moving: one stone, one step, anticlockwise` is 81 columns); cut at the
    // edge with an ellipsis if even that is too wide.
    let width = usize::from(area.width);
    let header =
        |game: String| crate::t!("rules-header", game = game, section = section + 1, total = total, title = title);
    let mut line = header(crate::i18n::game_title(screen.variant));
    if line.chars().count() > width {
        line = header(screen.variant.name().to_string());
    }
    put(buf, area, area.x, area.y, &super::saves::cut(&line, width), theme.title());
    let rule = "─".repeat(usize::from(area.width));
    put(buf, area, area.x, area.y + 1, &rule, theme.label());
    for (row, line) in layout.lines.iter().skip(first).take(usize::from(text.height)).enumerate() {
        let y = text.y + row as u16;
        let mut x = text.x;
        for piece in line {
            put(buf, text, x, y, &piece.text, style(piece.kind, theme));
            x = x.saturating_add(piece.text.chars().count() as u16);
        }
    }
}

/// The rules screen's status line: which lines are shown, and the document the rules follow.
pub fn status(screen: &RulesScreen, theme: Theme, area: Rect, y: u16, buf: &mut Buffer) {
    let (width, height) = screen.seen.get();
    let layout = screen.layout(width);
    let first = screen.first_line(&layout, height);
    let last = (first + usize::from(height)).min(layout.lines.len());
    let (total, game) = (layout.lines.len(), screen.variant.to_string());
    let text = crate::t!("rules-status", first = first + 1, last = last, total = total, game = game);
    put(buf, area, area.x, y, &text, theme.label());
}
