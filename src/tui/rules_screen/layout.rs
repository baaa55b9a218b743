//! The rules laid out as lines of styled pieces for a given width: headings, paragraphs wrapped to it, list
//! items with a hanging indent, and each worked example as a caption over two small boards, side by side where
//! they fit, else one above the other. The drawing only maps each piece's [`Kind`] to a style.

use crate::rules::{Hole, Setup, Variant};

use super::super::rules_text::{Block, Document};
use super::Played;
use crate::i18n::side_name;
use crate::rules::GameResult;
use crate::tui::text::{mark, wrap};

/// What a piece of text is, for its style.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A section's title.
    Heading,
    /// The document sections a section covers.
    Reference,
    /// Running text.
    Text,
    /// An example's caption.
    Caption,
    /// A board's title and labels.
    Label,
    /// A hole of a board.
    Hole,
    /// A hole the example's move touched (or, before it, the hole it starts from).
    Marked,
    /// An example the rules refused (a mistake in the rules text; a test keeps it from shipping).
    Error,
}

/// A piece of a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Span {
    /// The text.
    pub text: String,
    /// What it is.
    pub kind: Kind,
}

fn span(text: impl Into<String>, kind: Kind) -> Span {
    Span { text: text.into(), kind }
}

/// The rules as lines, and where each section starts.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Layout {
    /// The lines, each a row of pieces.
    pub lines: Vec<Vec<Span>>,
    /// The line each section's heading is on.
    pub starts: Vec<usize>,
}

/// Lays out `document` (its examples played as `examples`, in order) for `width` columns.
#[must_use]
pub fn layout(document: &Document, examples: &[Result<Played, String>], width: u16) -> Layout {
    let width = usize::from(width.max(8));
    let mut out = Layout::default();
    let mut examples = examples.iter();
    for (number, section) in document.sections.iter().enumerate() {
        if number > 0 {
            out.lines.push(Vec::new());
        }
        out.starts.push(out.lines.len());
        let title = format!("{}. {}", number + 1, section.title);
        let covers = if section.covers.is_empty() { String::new() } else { format!("({})", section.covers.join(" ")) };
        if title.chars().count() + 2 + covers.chars().count() <= width {
            let mut heading = vec![span(title, Kind::Heading)];
            if !covers.is_empty() {
                heading.push(span(format!("  {covers}"), Kind::Reference));
            }
            out.lines.push(heading);
        } else {
            out.lines.extend(wrap(&title, width).into_iter().map(|line| vec![span(line, Kind::Heading)]));
            out.lines.extend(wrap(&covers, width).into_iter().map(|line| vec![span(line, Kind::Reference)]));
        }
        let mut previous: Option<&Block> = None;
        for block in &section.blocks {
            // Consecutive list items read as one list, under the paragraph that leads into them (ending `:`).
            let joined = match (block, previous) {
                (Block::Item(_), Some(Block::Item(_))) => true,
                (Block::Item(_), Some(Block::Paragraph(lead))) => lead.ends_with(':'),
                _ => false,
            };
            if !joined {
                out.lines.push(Vec::new());
            }
            previous = Some(block);
            match block {
                Block::Paragraph(text) => {
                    out.lines.extend(wrap(text, width - 1).into_iter().map(|line| vec![span(line, Kind::Text)]));
                }
                Block::Item(text) => {
                    for (i, line) in wrap(text, width - 3).into_iter().enumerate() {
                        let lead = if i == 0 { "• " } else { "  " };
                        out.lines.push(vec![span(format!("{lead}{line}"), Kind::Text)]);
                    }
                }
                Block::Example(example) => {
                    let caption = crate::t!("rules-example", caption = example.caption.as_str());
                    out.lines.extend(wrap(&caption, width - 1).into_iter().map(|line| vec![span(line, Kind::Caption)]));
                    match examples.next() {
                        Some(Ok(played)) => boards(played, width, &mut out.lines),
                        Some(Err(error)) => {
                            let text = crate::t!("rules-cannot-show", error = error.as_str());
                            out.lines.push(vec![span(text, Kind::Error)]);
                        }
                        None => out.lines.push(vec![span(crate::t!("rules-not-played"), Kind::Error)]),
                    }
                }
            }
        }
    }
    out
}

/// The two boards of an example, side by side if they fit in `width`, else one above the other.
fn boards(played: &Played, width: usize, lines: &mut Vec<Vec<Span>>) {
    let before =
        board(&played.before, &[played.origin], &crate::t!("rules-before", side = side_name(played.before.side)));
    let mv = played.mv.as_str();
    let after_title = match played.outcome.map(|outcome| outcome.result) {
        Some(GameResult::Win(winner)) => crate::t!("rules-after-won", move = mv, side = side_name(winner)),
        Some(GameResult::Draw) => crate::t!("rules-after-draw", move = mv),
        None => crate::t!("rules-after", move = mv, side = side_name(played.after.side)),
    };
    let after = board(&played.after, &played.touched, &after_title);
    let board_width = before.iter().map(|line| line_width(line)).max().unwrap_or_default();
    // Three columns between the boards where they fit, two where only that lets them stand side by side.
    let gap = if 2 * board_width + 3 <= width { 3 } else { 2 };
    lines.push(Vec::new());
    if 2 * board_width + gap <= width {
        for (mut left, right) in before.into_iter().zip(after) {
            let pad = board_width + gap - line_width(&left);
            left.push(span(" ".repeat(pad), Kind::Text));
            left.extend(right);
            lines.push(left);
        }
    } else {
        lines.extend(before);
        lines.push(Vec::new());
        lines.extend(after);
    }
}

fn line_width(line: &[Span]) -> usize {
    line.iter().map(|piece| piece.text.chars().count()).sum()
}

/// One small board: a title, the rows as South sees them with the centre line, and what each side has off the
/// board. A marked hole is drawn in brackets (`[ 3]`), so it shows without colour too.
fn board(setup: &Setup, marked: &[Hole], title: &str) -> Vec<Vec<Span>> {
    let variant = setup.variant;
    let layout = variant.layout();
    // A game of single stones draws each hole as `o` or `.`.
    let stones = variant.most_in_a_hole() == 1;
    // Kingulu's board is narrow enough to show a reserved hole's `*` inside the brackets too.
    let cell = match variant {
        Variant::KimasaiStep => 3,
        Variant::Kingulu => 5,
        Variant::Kete | Variant::KimasaiRelay => 4,
    };
    let mut lines = vec![vec![span(title, Kind::Label)]];
    let rows = layout.picture_rows();
    for (i, &row) in rows.iter().enumerate() {
        if i == rows.len() / 2 {
            lines.push(vec![span(format!("  {}", "─".repeat(cell * layout.width())), Kind::Label)]);
        }
        let mut line = vec![span(format!("{} ", row.letter()), Kind::Label)];
        for column in 0..layout.width() {
            let hole = layout.picture_hole(row, column);
            let index = layout.index(hole).expect("picture holes are on the board");
            let count = setup.count_at(index);
            let shown = if stones { (if count == 0 { "." } else { "o" }).to_string() } else { format!("{count:>2}") };
            let mark = mark(setup, hole, index);
            let text = match (marked.contains(&hole), cell) {
                (true, 5) => format!("[{shown}{mark}]"),
                (true, _) => format!("[{shown}]"),
                (false, 3) => format!(" {shown} "),
                (false, 5) => format!(" {shown}{mark} "),
                (false, _) => format!("{shown}{mark} "),
            };
            let kind = if marked.contains(&hole) { Kind::Marked } else { Kind::Hole };
            line.push(span(text, kind));
        }
        lines.push(line);
    }
    lines.extend(off_board(setup).into_iter().map(|text| vec![span(format!("  {text}"), Kind::Label)]));
    lines
}

/// What the sides have off the board, and the kete kuu and reservation, in words: short lines, so two boards
/// fit side by side in 80 columns.
fn off_board(setup: &Setup) -> Vec<String> {
    use crate::rules::Side::{North, South};
    let reserves = crate::t!("rules-reserve", south = setup.reserves[South], north = setup.reserves[North]);
    match setup.variant {
        Variant::Kete => {
            let stands = |side| if setup.kuu[side] { "yes" } else { "no" };
            let kuu = crate::t!("rules-kuu", south = stands(South), north = stands(North));
            let hizi_zetu = setup.takasia.map(|hole| format!("  t={hole}")).unwrap_or_default();
            vec![reserves, format!("{kuu}{hizi_zetu}")]
        }
        Variant::KimasaiRelay => vec![reserves],
        Variant::KimasaiStep => {
            vec![crate::t!("rules-stones", south = setup.side_total(South), north = setup.side_total(North))]
        }
        Variant::Kingulu => vec![crate::t!("rules-bank", south = setup.captured[South], north = setup.captured[North])],
    }
}
