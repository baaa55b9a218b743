//! The rules screen (`R`): a game's complete rules ([`rules_text`](super::rules_text)) laid out for the
//! terminal's width, in sections, scrolled by line, page and section, each worked example drawn as two small
//! boards (before and after its move), computed by the rules module and never typed by hand.

use std::cell::Cell;

use crate::rules::{AnyLine, Hole, Outcome, Setup, Variant};

use super::keys::Action;
use super::rules_text::{Block, Document, Example, document};

mod layout;

pub use layout::{Kind, Layout, layout};

/// A worked example played by the rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// The position before the move.
    pub before: Setup,
    /// The position after it.
    pub after: Setup,
    /// The move, canonical.
    pub mv: String,
    /// The hole the move starts from.
    pub origin: Hole,
    /// Every hole the move's events touched (sown, lifted, captured, reserved, stepped into or from).
    pub touched: Vec<Hole>,
    /// How the game ended, if the move ended it.
    pub outcome: Option<Outcome>,
}

/// Plays an example's move from its position with the rules: what the screen draws and the tests check.
pub fn play_example(example: &Example) -> Result<Played, String> {
    let before: Setup = example.position.parse().map_err(|error| format!("{}: {error}", example.position))?;
    let mut line = AnyLine::new(&before).map_err(|error| format!("{}: {error}", example.position))?;
    let mv = line.resolve(&example.mv).map_err(|error| format!("{}: {error}", example.mv))?;
    let events = line.preview(mv).ok_or_else(|| crate::t!("rules-not-legal", move = example.mv.as_str()))?;
    line.play(mv).map_err(|error| format!("{}: {error}", example.mv))?;
    let mut touched = Vec::new();
    for hole in events.iter().flat_map(crate::rules::Event::holes) {
        if !touched.contains(&hole) {
            touched.push(hole);
        }
    }
    let outcome = line.status().outcome();
    Ok(Played { before, after: line.setup(), mv: mv.to_string(), origin: mv.hole(), touched, outcome })
}

/// The rules screen's state: the game, its rules with every example played, and how far it is scrolled.
#[derive(Debug)]
pub struct RulesScreen {
    /// The game whose rules are shown.
    pub variant: Variant,
    /// The rules.
    pub document: Document,
    /// Each example of the document, in order, played (or why it could not be).
    pub examples: Vec<Result<Played, String>>,
    /// The first line of the laid-out rules shown.
    pub top: usize,
    /// The size of the text area it was last drawn in (columns, lines), so the keys scroll by the lines the
    /// user sees: the one thing drawing records, as ratatui's own list and table states do.
    pub seen: Cell<(u16, u16)>,
}

impl RulesScreen {
    /// The rules of `variant`, from the top.
    #[must_use]
    pub fn open(variant: Variant) -> RulesScreen {
        let document = document(variant);
        let examples = document
            .sections
            .iter()
            .flat_map(|section| &section.blocks)
            .filter_map(|block| match block {
                Block::Example(example) => Some(play_example(example)),
                _ => None,
            })
            .collect();
        RulesScreen { variant, document, examples, top: 0, seen: Cell::new((78, 20)) }
    }

    /// The rules laid out for `width` columns.
    #[must_use]
    pub fn layout(&self, width: u16) -> Layout {
        layout(&self.document, &self.examples, width)
    }

    /// The first line shown once clamped to the text of `layout` in `height` lines.
    #[must_use]
    pub fn first_line(&self, layout: &Layout, height: u16) -> usize {
        self.top.min(layout.lines.len().saturating_sub(usize::from(height)))
    }

    /// The section the line `line` belongs to.
    #[must_use]
    pub fn section_at(layout: &Layout, line: usize) -> usize {
        layout.starts.iter().rposition(|&start| start <= line).unwrap_or(0)
    }

    /// Acts on a key's action; returns whether the screen stays open.
    pub fn update(&mut self, action: Action) -> bool {
        let (width, height) = self.seen.get();
        let layout = self.layout(width);
        let page = usize::from(height.max(2) - 1);
        let top = self.first_line(&layout, height);
        let last = layout.lines.len().saturating_sub(usize::from(height));
        let section = Self::section_at(&layout, top);
        self.top = match action {
            Action::Back => return false,
            Action::Down => (top + 1).min(last),
            Action::Up => top.saturating_sub(1),
            Action::Right => (top + page).min(last),
            Action::Left => top.saturating_sub(page),
            Action::First => 0,
            Action::Last => last,
            Action::LapForward => layout.starts.get(section + 1).copied().unwrap_or(last).min(last),
            Action::LapBack if layout.starts[section] < top => layout.starts[section],
            Action::LapBack => layout.starts[section.saturating_sub(1)],
            _ => top,
        };
        true
    }
}

#[cfg(test)]
mod tests;
