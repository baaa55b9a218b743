//! The board: a grid of pits with their counts, each player's rows on their side, pit names along the edges,
//! each side's reserve, bank or kuu beside its rows. Drawn from a [`Setup`] alone, so every game (kete
//! included, once registered) draws the same way. Highlights always pair a style with a symbol: `[ 4]` cursor,
//! `>4<` the pit being sown, `{4}` another pit the step takes part in (the capturing hole, the hole faced, the
//! hole a stone or seed moves from), `( 4)` where the last move started.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::rules::{Hole, Key, Row, Setup, Side, Variant};
use crate::tui::text;

use super::super::style::Theme;

/// What the board shows besides the counts.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    /// The position.
    pub setup: Setup,
    /// Seen from North's seat.
    pub flipped: bool,
    /// Pit names along the edges.
    pub names: bool,
    /// The keyboard cursor.
    pub cursor: Option<Hole>,
    /// The pit a seed is being dropped into (step-through view).
    pub flight: Option<Hole>,
    /// The other pits the step shown takes part in (step-through view): drawn `{4}`.
    pub involved: Vec<Hole>,
    /// Where the move shown or last played started.
    pub origin: Option<Hole>,
    /// Pits that start a legal move.
    pub playable: &'a [Hole],
    /// Whether the side to move is marked `▶`: not once the game is over.
    pub turn: bool,
    /// Seeds in the mover's hand (step-through view).
    pub hand: Option<(Side, u8)>,
    /// Who plays each side, in words.
    pub players: [String; 2],
    /// The styles.
    pub theme: Theme,
}

/// Sizes of the board's drawing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geometry {
    /// Width of one pit, delimiters included.
    pub cell: u16,
    /// Blank lines between rows.
    pub gap: u16,
    /// Whether each pit is drawn as a box (three lines high).
    pub boxed: bool,
}

/// Width of the row letters on the left.
const LABEL: u16 = 2;

impl Geometry {
    /// The compact board, which fits 80x24 with the side panels.
    pub const COMPACT: Geometry = Geometry { cell: 5, gap: 0, boxed: false };
    /// Bigger pits for bigger terminals.
    pub const LARGE: Geometry = Geometry { cell: 7, gap: 1, boxed: false };
    /// The biggest pits, each in a box.
    pub const HUGE: Geometry = Geometry { cell: 9, gap: 0, boxed: true };

    fn row_height(self) -> u16 {
        if self.boxed { 3 } else { 1 }
    }

    /// Width needed for `variant`'s board.
    #[must_use]
    pub fn width(self, variant: Variant) -> u16 {
        LABEL + self.cell * variant.layout().width() as u16
    }

    /// Height needed for `variant`'s board: side lines, names, rows, the border between the halves.
    #[must_use]
    pub fn height(self, variant: Variant) -> u16 {
        let rows = variant.layout().rows() as u16;
        2 + 2 + rows * self.row_height() + (rows - 1) * self.gap + 1
    }

    /// The largest geometry that fits `area`.
    #[must_use]
    pub fn fitting(variant: Variant, width: u16, height: u16) -> Geometry {
        [Geometry::HUGE, Geometry::LARGE]
            .into_iter()
            .find(|g| g.width(variant) <= width && g.height(variant) <= height)
            .unwrap_or(Geometry::COMPACT)
    }
}

fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    if y < area.y + area.height && x < area.x + area.width {
        let width = (area.x + area.width - x) as usize;
        buf.set_stringn(x, y, &*crate::printable::printable(text), width, style);
    }
}

/// Kete's kichwa (the end holes of the front rows, where captured seeds are sown from) are drawn `| 2 |`.
fn kichwa(variant: Variant, hole: Hole) -> char {
    if variant.is_kichwa(hole) { '|' } else { ' ' }
}

/// A hole's count, or in a game of single stones `o` for a stone and `.` for none.
fn count_text(variant: Variant, count: u8) -> String {
    match (variant.most_in_a_hole() == 1, count) {
        (true, 0) => " .".into(),
        (true, 1) => " o".into(),
        _ => format!("{count:>2}"),
    }
}

/// What a side has off the board, in words.
fn side_store(setup: &Setup, side: Side) -> String {
    let mut parts = Vec::new();
    match setup.variant {
        Variant::Kete | Variant::KimasaiRelay => parts.push(crate::t!("play-reserve", n = setup.reserves[side])),
        Variant::Kingulu => parts.push(crate::t!("play-bank", n = setup.captured[side])),
        Variant::KimasaiStep => parts.push(crate::t!("play-stones", n = setup.side_total(side))),
    }
    if setup.variant.has_key(Key::Kuu) {
        parts.push(if setup.kuu[side] { crate::t!("play-kuu-standing") } else { crate::t!("play-kuu-destroyed") });
    }
    parts.join("  ")
}

/// The marks either side of a pit's count and its style: `>n<` the pit being sown, `{n}` another pit the step
/// takes part in, `[n]` the cursor, `(n)` where the last move started, else a kichwa's `|n|` or nothing.
fn delimiters(view: &BoardView<'_>, hole: Hole, count: u8) -> (char, char, Style) {
    let theme = view.theme;
    let variant = view.setup.variant;
    if view.flight == Some(hole) {
        ('>', '<', theme.seed_in_flight())
    } else if view.involved.contains(&hole) {
        ('{', '}', theme.seed_in_flight())
    } else if view.cursor == Some(hole) {
        ('[', ']', theme.pit(true))
    } else if view.origin == Some(hole) {
        ('(', ')', theme.last_move())
    } else if view.playable.contains(&hole) {
        (kichwa(variant, hole), kichwa(variant, hole), theme.pit_playable())
    } else if count == 0 {
        (kichwa(variant, hole), kichwa(variant, hole), theme.pit_empty())
    } else {
        (kichwa(variant, hole), kichwa(variant, hole), theme.pit(false))
    }
}

/// Draws the board into `area`, top-left aligned.
///
/// # Panics
///
/// Never: every hole of the board's picture is on the board.
pub fn draw(view: &BoardView<'_>, area: Rect, buf: &mut Buffer) {
    let setup = &view.setup;
    let variant = setup.variant;
    let layout = variant.layout();
    let geometry = Geometry::fitting(variant, area.width, area.height);
    let theme = view.theme;
    let width = layout.width();
    let mut rows: Vec<Row> = layout.picture_rows().to_vec();
    if view.flipped {
        rows.reverse();
    }
    let (top_side, bottom_side) = if view.flipped { (Side::South, Side::North) } else { (Side::North, Side::South) };
    let mut y = area.y;
    // The sides' names padded alike, so both lines' players start in one column.
    let names = Side::BOTH.map(capitalised);
    let name_width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0);
    let side_line = |buf: &mut Buffer, y: u16, side: Side| {
        let (name, player) = (&names[side.index()], &view.players[side.index()]);
        let mut text = format!("{name:<name_width$} {player}  {}", side_store(setup, side));
        if let Some((_, hand)) = view.hand.filter(|&(mover, _)| mover == side) {
            let _ = write!(text, "  {}", crate::t!("play-hand", n = hand));
        }
        let to_move = view.turn && setup.side == side;
        let style = if to_move { theme.to_move() } else { theme.label() };
        let marker = if to_move { "▶ " } else { "  " };
        put(buf, area, area.x, y, &format!("{marker}{text}"), style);
    };
    let names_line = |buf: &mut Buffer, y: u16, row: Row| {
        if !view.names {
            return;
        }
        for column in 0..width {
            let shown = if view.flipped { width - 1 - column } else { column };
            let hole = layout.picture_hole(row, shown);
            let x = area.x + LABEL + column as u16 * geometry.cell;
            let text = format!("{:^w$}", hole.to_string(), w = geometry.cell as usize);
            put(buf, area, x, y, &text, theme.label());
        }
    };
    side_line(buf, y, top_side);
    y += 1;
    names_line(buf, y, rows[0]);
    y += 1;
    for (i, &row) in rows.iter().enumerate() {
        if i == rows.len() / 2 {
            let rule = "─".repeat((geometry.cell as usize * width).saturating_sub(1));
            put(buf, area, area.x + LABEL, y, &rule, theme.label());
            y += 1;
        } else if i > 0 {
            y += geometry.gap;
        }
        let middle = y + geometry.row_height() / 2;
        if view.names {
            put(buf, area, area.x, middle, &row.letter().to_string(), theme.label());
        }
        for column in 0..width {
            let shown = if view.flipped { width - 1 - column } else { column };
            let hole = layout.picture_hole(row, shown);
            let index = layout.index(hole).expect("picture holes are on the board");
            let count = setup.count_at(index);
            let involved = view.involved.contains(&hole);
            let highlighted = view.flight == Some(hole) || view.cursor == Some(hole) || involved;
            let (open, close, style) = delimiters(view, hole, count);
            // A kichwa keeps its `|n|` inside the brackets of a highlight (cursor, sowing, last move).
            let inner = if open != kichwa(variant, hole) && variant.is_kichwa(hole) {
                format!("|{}{}|", count_text(variant, count), text::mark(setup, hole, index))
            } else {
                format!("{}{}", count_text(variant, count), text::mark(setup, hole, index))
            };
            let x = area.x + LABEL + column as u16 * geometry.cell;
            if geometry.boxed {
                // Cursor: a double box; the pit being sown: a heavy box; any other pit: a light one.
                let lines = match (view.flight == Some(hole), view.cursor == Some(hole)) {
                    (true, _) => ["┏", "━", "┓", "┃", "┗", "┛"],
                    (false, true) => ["╔", "═", "╗", "║", "╚", "╝"],
                    _ => ["╭", "─", "╮", "│", "╰", "╯"],
                };
                let border = if highlighted { theme.title() } else { theme.label() };
                let span = geometry.cell as usize - 2;
                let pad = span - 2;
                put(buf, area, x, y, &format!("{}{}{}", lines[0], lines[1].repeat(span), lines[2]), border);
                put(buf, area, x, y + 1, lines[3], border);
                put(buf, area, x + 1, y + 1, &format!("{open}{inner:^pad$}{close}"), style);
                put(buf, area, x + geometry.cell - 1, y + 1, lines[3], border);
                put(buf, area, x, y + 2, &format!("{}{}{}", lines[4], lines[1].repeat(span), lines[5]), border);
            } else {
                let pad = geometry.cell as usize - 2;
                put(buf, area, x, y, &format!("{open}{inner:^pad$}{close}"), style);
            }
        }
        y += geometry.row_height();
    }
    names_line(buf, y, rows[rows.len() - 1]);
    y += 1;
    side_line(buf, y, bottom_side);
}

/// The pit drawn at (`x`, `y`) by [`draw`] into `area`: the same walk down the rows as `draw` makes.
#[must_use]
pub fn hole_at(variant: Variant, flipped: bool, area: Rect, x: u16, y: u16) -> Option<Hole> {
    let layout = variant.layout();
    let geometry = Geometry::fitting(variant, area.width, area.height);
    let column = usize::from(x.checked_sub(area.x + LABEL)? / geometry.cell);
    if column >= layout.width() {
        return None;
    }
    let mut rows: Vec<Row> = layout.picture_rows().to_vec();
    if flipped {
        rows.reverse();
    }
    // The side line and the names line come first.
    let mut top = area.y + 2;
    for (i, &row) in rows.iter().enumerate() {
        if i == rows.len() / 2 {
            top += 1;
        } else if i > 0 {
            top += geometry.gap;
        }
        if (top..top + geometry.row_height()).contains(&y) {
            let shown = if flipped { layout.width() - 1 - column } else { column };
            return Some(layout.picture_hole(row, shown));
        }
        top += geometry.row_height();
    }
    None
}

/// `South` or `North`, in the current language.
#[must_use]
pub fn capitalised(side: Side) -> String {
    crate::i18n::side_name(side)
}
