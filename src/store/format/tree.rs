//! Save format 2's variations and comments: the tree of a game's lines written beside the main line's `moves`,
//! read back into a [`Tree`] of move texts that the rules then replay ([`Variations::replay`]).
//!
//! A line (the main line, or a variation) is its `moves`, the `comments` on them by their 1-based place in the
//! line (on the main line also `0`, the start position) and the `variations` branching from it, each with the
//! `ply` it branches at: how many moves of its line come before it, so that its first move is played instead
//! of that line's move `ply + 1`. Variations at one ply are in their order beside that move.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::{AnyLine, AnyMove, MAX_NESTING, MAX_NODES, NodeId, Setup, Tree, Variations, check_comment};

use super::{FormatError, SaveFile};

/// A variation as a save of format 2 writes it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedVariation {
    /// How many moves of the line it branches from come before it.
    pub ply: usize,
    /// Its moves, in notation (at least one).
    pub moves: Vec<String>,
    /// Comments on its moves, by their 1-based place in it.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub comments: BTreeMap<usize, String>,
    /// The variations branching from it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<SavedVariation>,
}

/// A line written: its moves, comments and variations.
type Written = (Vec<String>, BTreeMap<usize, String>, Vec<SavedVariation>);

/// Writes the line starting at `from`: the main line from the start (`from` the start), or a variation from its
/// first move's node. Recursive over the variations only, which are at most [`MAX_NESTING`] deep.
fn write_line(tree: &Tree<String>, from: NodeId) -> Written {
    let main = from == Tree::<String>::ROOT;
    let nodes = tree.line(from);
    let (mut moves, mut comments, mut variations) = (Vec::new(), BTreeMap::new(), Vec::new());
    if let Some(comment) = tree.comment(Tree::<String>::ROOT).filter(|_| main) {
        comments.insert(0, comment.to_string());
    }
    for (index, &node) in nodes.iter().enumerate() {
        moves.push(tree.move_of(node).cloned().unwrap_or_default());
        if let Some(comment) = tree.comment(node) {
            comments.insert(index + 1, comment.to_string());
        }
        // The variations beside a variation's first move are written by the line it branches from.
        if let Some(parent) = tree.parent(node).filter(|_| main || index > 0) {
            for &other in &tree.children(parent)[1..] {
                let (moves, comments, nested) = write_line(tree, other);
                variations.push(SavedVariation { ply: index, moves, comments, variations: nested });
            }
        }
    }
    (moves, comments, variations)
}

/// Reads a line into `tree`, branching from `at`, `nesting` variations deep.
fn read_line(
    tree: &mut Tree<String>,
    at: NodeId,
    (moves, comments, variations): (&[String], &BTreeMap<usize, String>, &[SavedVariation]),
    nesting: usize,
) -> Result<(), FormatError> {
    let field = |field: &'static str, message: String| FormatError::Field { field, message };
    if nesting > MAX_NESTING {
        return Err(field("variations", format!("nested more than {MAX_NESTING} deep")));
    }
    if tree.len() + moves.len() > MAX_NODES {
        return Err(field("variations", format!("more than {MAX_NODES} moves in all")));
    }
    let mut nodes = Vec::with_capacity(moves.len());
    let mut node = at;
    for mv in moves {
        node = tree.push(node, mv.clone());
        nodes.push(node);
    }
    for (&place, text) in comments {
        let target = match place {
            0 if nesting == 0 => at,
            0 => return Err(field("comments", "0 (the start position) is a key of the main line's comments".into())),
            place => *nodes.get(place - 1).ok_or_else(|| {
                field("comments", format!("no move {place} in a line of {} moves to comment on", moves.len()))
            })?,
        };
        let comment = check_comment(text).map_err(|error| field("comments", format!("on move {place}: {error}")))?;
        tree.set_comment(target, comment);
    }
    for variation in variations {
        if variation.moves.is_empty() {
            return Err(field("variations", "a variation has at least one move".into()));
        }
        if variation.ply >= moves.len() {
            let message =
                format!("ply {} is past the {} moves of the line it branches from", variation.ply, moves.len());
            return Err(field("variations", message));
        }
        let parent = if variation.ply == 0 { at } else { nodes[variation.ply - 1] };
        let parts = (&variation.moves[..], &variation.comments, &variation.variations[..]);
        read_line(tree, parent, parts, nesting + 1)?;
    }
    Ok(())
}

impl SaveFile {
    /// The save format a file needs: 2 with variations, comments or a review, else 1, so that a game without
    /// them is written as before and older programs read it.
    #[must_use]
    pub fn format_needed(&self) -> u32 {
        let tree = self.line.is_some() || !self.comments.is_empty() || !self.variations.is_empty();
        if tree || self.review.is_some() { 2 } else { 1 }
    }

    /// Writes `variations` (the current line `line`) into the file: the main line as `moves`, the rest beside
    /// it, the cursor on the current line, and the format the file then needs. A tree without variations or
    /// comments leaves a file of format 1 exactly as [`SaveFile::of_line`] writes it.
    pub fn set_variations(&mut self, line: &AnyLine, variations: &Variations) {
        let tree = variations.tree().try_map(|mv| Ok::<_, ()>(mv.to_string())).unwrap_or_default();
        let (moves, comments, nested) = write_line(&tree, Tree::<String>::ROOT);
        self.moves = moves;
        self.comments = comments;
        self.variations = nested;
        self.cursor = line.cursor();
        // The current line is written as far as where it leaves the main line for the last time; the program
        // goes on along the main continuation from there.
        let path = tree.path_to(variations.tip());
        let left = path.iter().rposition(|&node| tree.parent(node).is_some_and(|p| tree.children(p)[0] != node));
        self.line = left.map(|last| tree.moves_to(path[last]));
        self.format = self.format_needed();
    }

    /// The tree of a file: its main line and variations, with comments, as written.
    pub(super) fn text_tree(&self) -> Result<Tree<String>, FormatError> {
        let mut tree = Tree::new();
        read_line(&mut tree, Tree::<String>::ROOT, (&self.moves, &self.comments, &self.variations), 0)?;
        Ok(tree)
    }

    /// The line of play and the variations of a file of format 2: every
    /// variation replayed through the rules, the board on the current line at the cursor.
    pub(super) fn check_tree(&self, start: &Setup) -> Result<(AnyLine, Variations), FormatError> {
        let field = |field: &'static str, message: String| FormatError::Field { field, message };
        let texts = self.text_tree()?;
        let tree = Variations::replay(start, &texts).map_err(|error| field("variations", error.to_string()))?;
        let node = match &self.line {
            None => Tree::<AnyMove>::ROOT,
            Some(moves) => {
                let line = AnyLine::from_texts(start, moves).map_err(|error| field("line", error.to_string()))?;
                let moves: Vec<AnyMove> = line.moves().collect();
                match tree.follow(&moves) {
                    (node, followed) if followed == moves.len() => node,
                    (_, followed) => {
                        let message =
                            format!("move {} ({}) is not a move of the game's lines", followed + 1, moves[followed]);
                        return Err(field("line", message));
                    }
                }
            }
        };
        let length = tree.depth(tree.line_end(node));
        if self.cursor > length {
            return Err(field("cursor", format!("{} is past the {length} moves of the current line", self.cursor)));
        }
        Variations::open(start, tree, node, self.cursor)
            .ok_or_else(|| field("variations", "the current line does not replay".into()))
    }
}

#[cfg(test)]
mod tests;
