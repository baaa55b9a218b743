//! The position editor's screen: the board with the cursor on the pit being edited, the values beside the
//! board (reserves or banks, next ply, side to move), whether the position can be played (the validation's
//! own message when not), and the position string as it stands.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};

use crate::rules::{Key, Side, Variant};

use super::super::editor::{Editor, Field};
use super::super::style::Theme;
use super::board::{self, BoardView, Geometry};
use super::play::{Frames, board_and_below, frames};
use super::put;
use crate::t;
use crate::tui::text::wrap;

/// Width of the panel of values on the right.
const PANEL: u16 = 18;

/// The legend under the board: the cursor's mark and the game's own marks.
fn legend(variant: Variant) -> String {
    match variant {
        Variant::Kingulu => t!("screens-editor-legend-kingulu"),
        Variant::Kete => t!("screens-editor-legend-kete"),
        Variant::KimasaiRelay | Variant::KimasaiStep => t!("screens-editor-legend"),
    }
}

/// Draws the editor.
pub fn draw(editor: &Editor, theme: Theme, area: Rect, buf: &mut Buffer) {
    let setup = editor.setup;
    let variant = setup.variant;
    let game = crate::i18n::game_title(variant);
    let title = if editor.verdict.is_ok() {
        t!("screens-editor-title", game = game)
    } else {
        t!("screens-editor-title-invalid", game = game)
    };
    let Frames { title: title_line, body, side: panel } = frames(area, PANEL);
    put(buf, title_line, title_line.x, title_line.y, &title, theme.title());
    let view = BoardView {
        setup,
        flipped: false,
        names: true,
        cursor: Some(editor.hole()),
        flight: None,
        involved: Vec::new(),
        origin: None,
        playable: &[],
        turn: true,
        hand: None,
        players: [String::new(), String::new()],
        theme,
    };
    let room = body.height.saturating_sub(6);
    let geometry = Geometry::fitting(variant, body.width.saturating_sub(2), room);
    let (board_area, _) = board_and_below(body, geometry.height(variant));
    board::draw(&view, board_area, buf);

    let mut y = board_area.y + board_area.height + 1;
    let width = body.width.saturating_sub(2) as usize;
    let (verdict, style) = match &editor.verdict {
        Ok(summary) => (format!("✓ {}", t!("screens-editor-can-play", summary = summary.as_str())), theme.to_move()),
        Err(error) => (format!("✗ {}", t!("screens-editor-cannot", error = error.as_str())), theme.error()),
    };
    for line in wrap(&verdict, width).iter().take(3) {
        put(buf, body, body.x + 1, y, line, style);
        y += 1;
    }
    y += 1;
    for line in wrap(&setup.to_string(), width).iter().take(3) {
        put(buf, body, body.x + 1, y, line, theme.label());
        y += 1;
    }
    put(buf, body, body.x + 1, body.y + body.height.saturating_sub(1), &legend(variant), theme.label());
    draw_panel(editor, theme, panel, buf);
}

fn draw_panel(editor: &Editor, theme: Theme, area: Rect, buf: &mut Buffer) {
    let title = format!(" {} ", t!("screens-editor-values"));
    let block = Block::new().borders(Borders::LEFT).title(title).border_style(theme.label());
    let inner = block.inner(area);
    block.render(area, buf);
    let setup = editor.setup;
    let mut y = inner.y + 1;
    for field in Editor::fields(setup.variant) {
        let chosen = field == editor.field;
        let name = match field {
            Field::Pit => t!("screens-editor-pit", hole = editor.hole().to_string()),
            Field::Reserve(side) => t!("screens-editor-reserve", side = side.letter().to_string()),
            Field::Bank(side) => t!("screens-editor-bank", side = side.letter().to_string()),
            Field::Ply => t!("screens-editor-ply"),
        };
        let text = format!("{}{name:<10}{:>5}", if chosen { "▸" } else { " " }, editor.value(field));
        put(buf, inner, inner.x, y, &text, if chosen { theme.selected() } else { theme.message() });
        y += 1;
    }
    y += 1;
    put(
        buf,
        inner,
        inner.x,
        y,
        &format!(" {}", t!("screens-editor-to-move", side = capital(setup.side))),
        theme.to_move(),
    );
    y += 1;
    if setup.variant.has_key(Key::Kuu) {
        let kuu = |side: Side| if setup.kuu[side] { "on" } else { "off" };
        let text = t!("screens-editor-kuu", south = kuu(Side::South), north = kuu(Side::North));
        put(buf, inner, inner.x, y, &format!(" {text}"), theme.message());
        y += 1;
        let hole = setup.takasia.map_or_else(|| t!("screens-editor-none"), |hole| hole.to_string());
        put(buf, inner, inner.x, y, &format!(" {}", t!("screens-editor-takasia", hole = hole)), theme.message());
        y += 1;
    }
    y += 1;
    put(
        buf,
        inner,
        inner.x,
        y,
        &format!("{:>9} {:>4}", t!("screens-editor-on-board"), setup.board_total()),
        theme.label(),
    );
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        let text = format!("{:>8} {:>5}", capital(side), setup.side_total(side));
        put(buf, inner, inner.x, y + 1 + i as u16, &text, theme.label());
    }
}

fn capital(side: Side) -> String {
    board::capitalised(side)
}
