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
use crate::tui::text::wrap;

/// Width of the panel of values on the right.
const PANEL: u16 = 18;

fn marks(variant: Variant) -> &'static str {
    match variant {
        Variant::Kingulu => "  * reserve a pit (kuweka mtoto)",
        Variant::Kete => "  k kuu  t hizi zetu",
        Variant::KimasaiRelay | Variant::KimasaiStep => "",
    }
}

/// Draws the editor.
pub fn draw(editor: &Editor, theme: Theme, area: Rect, buf: &mut Buffer) {
    let setup = editor.setup;
    let variant = setup.variant;
    let state = if editor.verdict.is_ok() { "valid" } else { "not valid" };
    let title = format!("Edit position · {} · {state}", variant.title());
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
        Ok(summary) => (format!("✓ can be played: {summary}"), theme.to_move()),
        Err(error) => (format!("✗ cannot be played: {error}"), theme.error()),
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
    let legend = format!("[n] cursor{}", marks(variant));
    put(buf, body, body.x + 1, body.y + body.height.saturating_sub(1), &legend, theme.label());
    draw_panel(editor, theme, panel, buf);
}

fn draw_panel(editor: &Editor, theme: Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::new().borders(Borders::LEFT).title(" Values (Tab) ").border_style(theme.label());
    let inner = block.inner(area);
    block.render(area, buf);
    let setup = editor.setup;
    let mut y = inner.y + 1;
    for field in Editor::fields(setup.variant) {
        let chosen = field == editor.field;
        let name = match field {
            Field::Pit => format!("pit {}", editor.hole()),
            Field::Reserve(side) => format!("reserve {}", side.letter()),
            Field::Bank(side) => format!("bank {}", side.letter()),
            Field::Ply => "next ply".into(),
        };
        let text = format!("{}{name:<10}{:>5}", if chosen { "▸" } else { " " }, editor.value(field));
        put(buf, inner, inner.x, y, &text, if chosen { theme.selected() } else { theme.message() });
        y += 1;
    }
    y += 1;
    put(buf, inner, inner.x, y, &format!(" {} to move", capital(setup.side)), theme.to_move());
    y += 1;
    if setup.variant.has_key(Key::Kuu) {
        let kuu = |side: Side| if setup.kuu[side] { "on" } else { "off" };
        put(buf, inner, inner.x, y, &format!(" kuu S {} N {}", kuu(Side::South), kuu(Side::North)), theme.message());
        y += 1;
        let t = setup.takasia.map_or("none".to_string(), |hole| hole.to_string());
        put(buf, inner, inner.x, y, &format!(" hizi zetu {t}"), theme.message());
        y += 1;
    }
    y += 1;
    put(buf, inner, inner.x, y, &format!(" on board {:>4}", setup.board_total()), theme.label());
    put(buf, inner, inner.x, y + 1, &format!("   South {:>5}", setup.side_total(Side::South)), theme.label());
    put(buf, inner, inner.x, y + 2, &format!("   North {:>5}", setup.side_total(Side::North)), theme.label());
}

fn capital(side: Side) -> String {
    board::capitalised(side)
}
