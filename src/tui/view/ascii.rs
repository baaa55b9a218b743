//! Plain ASCII drawing (`--ascii`, or the setting): after a frame is drawn, every non-ASCII symbol is replaced
//! by an ASCII stand-in, so terminals and fonts without box drawing or arrows still show a readable board. The
//! highlights keep their ASCII brackets (`[ 4]`, `>4<`, `( 4)`), so nothing is lost.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The ASCII stand-in of a symbol the interface draws; `?` for any other non-ASCII symbol.
#[must_use]
pub fn ascii_of(symbol: &str) -> &str {
    if symbol.is_ascii() {
        return symbol;
    }
    match symbol {
        "─" => "-",
        "│" | "┃" | "‖" => "|",
        "╭" | "╮" | "╯" | "╰" | "┌" | "┐" | "└" | "┘" | "┏" | "┓" | "┗" | "┛" | "┼" | "├" | "┤" | "┬" | "┴" => {
            "+"
        }
        "━" | "═" | "⇔" => "=",
        "╔" | "╗" | "╚" | "╝" | "║" | "§" => "#",
        "·" | "…" => ".",
        "•" | "◆" => "*",
        "←" | "≤" | "‹" => "<",
        "→" | "▶" | "▸" | "›" => ">",
        "↑" => "^",
        "↓" | "✓" => "v",
        "▏" => "_",
        "✗" => "x",
        "✎" => "\"",
        _ => "?",
    }
}

/// Replaces every non-ASCII symbol in `area` of `buf` by its ASCII stand-in.
pub fn asciify(buf: &mut Buffer, area: Rect) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(cell) = buf.cell_mut((x, y))
                && !cell.symbol().is_ascii()
            {
                let ascii = ascii_of(cell.symbol()).to_string();
                cell.set_symbol(&ascii);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_becomes_ascii() {
        let area = Rect::new(0, 0, 12, 1);
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, "╔═╗ ▶ ✗ é a", ratatui::style::Style::new());
        asciify(&mut buf, area);
        let line: String = (0..12).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert_eq!(line, "#=# > x ? a ");
    }
}
