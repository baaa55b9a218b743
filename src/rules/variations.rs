//! A game's variations kept beside the line of play: the [`Tree`] of every line tried, with comments, and which
//! of its lines the board is on. The line itself stays an [`AnyLine`], replayed through the rules; this only
//! keeps the tree and the line in step, so an interface decides nothing about moves.
//!
//! The current line is the path from the start to its tip, a node without children (the end of a line): the
//! node entered (or the move last played) and its main continuation. Undo, redo and going to a ply move the
//! line's cursor along it and leave the tip where it is, so going back past where a variation left the main
//! line and forward again stays in the variation.

use super::{
    AnyLine, AnyMove, CommentError, LineError, MAX_NESTING, MAX_NODES, MoveError, NodeId, PositionError, Setup, Tree,
};

/// The tree of a game's lines and the tip of the one the board is on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Variations {
    tree: Tree<AnyMove>,
    tip: NodeId,
}

/// What playing a move on the board would do to the tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ahead {
    /// The board is at the end of its line: the move goes on with it.
    End,
    /// The move was played here already (on this line, a redo; else entering that variation).
    Known(NodeId),
    /// Other moves were played here: the player chooses between cutting them and a variation.
    Branch,
}

/// How a move played where others were played is kept.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Branch {
    /// In the place of the line's later moves, which are deleted (the variations made at that position stay).
    Cut,
    /// As a new variation beside the later moves, which stay.
    Variation,
}

/// What a move played did to the tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// The node of the move.
    pub node: NodeId,
    /// Whether moves of the main line were deleted (a result standing at its end goes with them).
    pub main_cut: bool,
}

/// A move of a tree of move texts that does not replay, with the moves before it.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}{text}: {error}", if before.is_empty() { String::new() } else { format!("after {}, ", before.join(" ")) })]
pub struct TreeError {
    /// The moves from the start before it.
    pub before: Vec<String>,
    /// The move as written.
    pub text: String,
    /// Why it was refused.
    pub error: TreeFault,
}

/// Why a move of a tree does not replay.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TreeFault {
    /// The rules refuse the start position.
    #[error("the start position: {0}")]
    Start(PositionError),
    /// The rules refuse it.
    #[error(transparent)]
    Move(MoveError),
    /// The same move twice at one position.
    #[error("played twice at the same position (a variation repeats a move beside it)")]
    Twice,
    /// A tree over the bounds.
    #[error("variations nested more than {MAX_NESTING} deep, or more than {MAX_NODES} moves in all")]
    TooBig,
}

impl Variations {
    /// The tree of a line with no variation, the board where the line's cursor is.
    #[must_use]
    pub fn of_line(line: &AnyLine) -> Variations {
        let tree = Tree::from_line(line.moves());
        let tip = tree.line_end(Tree::<AnyMove>::ROOT);
        Variations { tree, tip }
    }

    /// Replays every move of `texts` from `start` through the rules, each written canonically: the tree of a
    /// file. Refuses a move the rules refuse, the same move twice at one position and a tree past
    /// [`MAX_NESTING`] or [`MAX_NODES`].
    pub fn replay(start: &Setup, texts: &Tree<String>) -> Result<Tree<AnyMove>, TreeError> {
        let mut line = AnyLine::new(start).map_err(|error| TreeError {
            before: Vec::new(),
            text: String::new(),
            error: TreeFault::Start(error),
        })?;
        let fault = |node: NodeId, error: TreeFault| TreeError {
            before: texts.moves_to(texts.parent(node).unwrap_or(node)),
            text: texts.move_of(node).cloned().unwrap_or_default(),
            error,
        };
        if texts.len() > MAX_NODES || texts.max_nesting() > MAX_NESTING {
            return Err(fault(Tree::<String>::ROOT, TreeFault::TooBig));
        }
        let mut tree = Tree::new();
        // Depth first: when a node is taken, everything done since its parent was is in the parent's subtree,
        // so the line still holds the path to the parent.
        let mut stack: Vec<(NodeId, NodeId, usize)> =
            texts.children(Tree::<String>::ROOT).iter().rev().map(|&c| (c, Tree::<AnyMove>::ROOT, 0)).collect();
        while let Some((node, parent, depth)) = stack.pop() {
            line.go_to(depth);
            let text = texts.move_of(node).map_or("", String::as_str);
            let mv = line.resolve(text).map_err(|error| fault(node, TreeFault::Move(error)))?;
            if tree.child_with(parent, &mv).is_some() {
                return Err(fault(node, TreeFault::Twice));
            }
            line.play(mv).map_err(|error| fault(node, TreeFault::Move(error)))?;
            let added = tree.add(parent, mv);
            tree.set_comment(added, texts.comment(node).map(str::to_string));
            stack.extend(texts.children(node).iter().rev().map(|&c| (c, added, depth + 1)));
        }
        tree.set_comment(Tree::<AnyMove>::ROOT, texts.comment(Tree::<String>::ROOT).map(str::to_string));
        Ok(tree)
    }

    /// A tree (replayed by [`replay`](Variations::replay)) with the board on the line through `node` at its
    /// ply `cursor` (clamped): the line to play on, and the variations.
    #[must_use]
    pub fn open(start: &Setup, tree: Tree<AnyMove>, node: NodeId, cursor: usize) -> Option<(AnyLine, Variations)> {
        let tip = tree.line_end(node);
        let mut line = AnyLine::new(start).ok()?;
        for mv in tree.moves_to(tip) {
            line.play(mv).ok()?;
        }
        line.go_to(cursor);
        Some((line, Variations { tree, tip }))
    }

    /// The tree.
    #[must_use]
    pub fn tree(&self) -> &Tree<AnyMove> {
        &self.tree
    }

    /// The end of the current line.
    #[must_use]
    pub fn tip(&self) -> NodeId {
        self.tip
    }

    /// Whether the current line is the main line.
    #[must_use]
    pub fn on_main_line(&self) -> bool {
        self.tree.is_main_line(self.tip)
    }

    /// The node of the board shown on `line` (the current line).
    #[must_use]
    pub fn node(&self, line: &AnyLine) -> NodeId {
        self.tree.node_at(self.tip, line.cursor()).unwrap_or(self.tip)
    }

    /// What playing `mv` on the board of `line` would do.
    #[must_use]
    pub fn ahead(&self, line: &AnyLine, mv: AnyMove) -> Ahead {
        let node = self.node(line);
        match self.tree.child_with(node, &mv) {
            Some(child) => Ahead::Known(child),
            None if self.tree.children(node).is_empty() => Ahead::End,
            None => Ahead::Branch,
        }
    }

    /// Whether a variation made on the board would be nested deeper than [`MAX_NESTING`].
    #[must_use]
    pub fn too_deep(&self, line: &AnyLine) -> bool {
        self.tree.nesting(self.node(line)) >= MAX_NESTING || self.tree.len() >= MAX_NODES
    }

    /// Plays `mv` on the board of `line`, the rules deciding whether it is legal, and keeps it in the tree:
    /// a move played there already is followed (into its variation, to the end of that line); otherwise it
    /// goes on with the line at its end, or, where other moves were played, is kept as `branch` says.
    pub fn play(&mut self, line: &mut AnyLine, mv: AnyMove, branch: Branch) -> Result<Played, MoveError> {
        let node = self.node(line);
        let ahead = self.ahead(line, mv);
        if let Ahead::Known(child) = ahead {
            self.enter(line, child);
            return Ok(Played { node: self.node(line), main_cut: false });
        }
        line.play(mv)?;
        let mut main_cut = false;
        let (node, place) = match (ahead, branch) {
            (Ahead::Branch, Branch::Cut) => {
                let old = self.tree.node_at(self.tip, line.cursor()).unwrap_or(self.tip);
                main_cut = self.tree.is_main_line(old);
                let place = self.tree.children(node).iter().position(|&c| c == old);
                let map = self.tree.delete(old);
                (map[node].unwrap_or(Tree::<AnyMove>::ROOT), place)
            }
            _ => (node, None),
        };
        let added = self.tree.add(node, mv);
        if let Some(place) = place {
            self.tree.place(added, place);
        }
        self.tip = added;
        Ok(Played { node: added, main_cut })
    }

    /// Puts the board on the line through `node` (the path to it and its main continuation), at `node`.
    pub fn enter(&mut self, line: &mut AnyLine, node: NodeId) {
        let tip = self.tree.line_end(node);
        let moves = self.tree.moves_to(tip);
        let common = line.moves().zip(&moves).take_while(|(a, b)| a == *b).count();
        if common < line.len() || common < moves.len() {
            line.go_to(common);
            line.truncate();
            for &mv in &moves[common..] {
                // Every move of the tree was played through the rules when it was added.
                if line.play(mv).is_err() {
                    break;
                }
            }
        }
        self.tip = tip;
        line.go_to(self.tree.depth(node));
    }

    /// Makes the line through `node` the main line (the old main line becomes a variation).
    pub fn promote(&mut self, node: NodeId) {
        self.tree.promote(node);
    }

    /// Deletes `node` and what follows it (the start cannot be). If the board's line ran through it, the board
    /// goes to the position before it, on the line through that position. Returns whether moves of the main
    /// line were deleted.
    pub fn delete(&mut self, line: &mut AnyLine, node: NodeId) -> bool {
        let Some(parent) = self.tree.parent(node) else { return false };
        let main = self.tree.is_main_line(node);
        let on_line = self.tree.path_to(self.tip).contains(&node);
        let cursor = line.cursor();
        let map = self.tree.delete(node);
        let parent = map[parent].unwrap_or(Tree::<AnyMove>::ROOT);
        if on_line {
            self.tip = parent;
            self.enter(line, parent);
            line.go_to(cursor.min(self.tree.depth(parent)));
        } else {
            self.tip = map[self.tip].unwrap_or(parent);
        }
        main
    }

    /// Cuts the moves after the board (every line going on from it): a resignation there ends the game.
    pub fn truncate(&mut self, line: &mut AnyLine) {
        let node = self.node(line);
        let map = self.tree.delete_children(node);
        self.tip = map[node].unwrap_or(Tree::<AnyMove>::ROOT);
        line.truncate();
    }

    /// Adds `moves`, played from the position of `node`, as a line of the tree (following the moves there
    /// already, a variation where it leaves them), each checked by the rules; returns the node of its last
    /// move. The board stays where it is (if its line ended at `node`, the line goes on with the new moves).
    /// This is what a review's "add the better line" calls, `node` being the position before the move it
    /// replaces.
    pub fn add_line(&mut self, line: &mut AnyLine, node: NodeId, moves: &[AnyMove]) -> Result<NodeId, LineError> {
        // The empty line from the start, then the path to `node` (played by the rules when it was added).
        let mut checked = line.clone();
        checked.go_to(0);
        checked.truncate();
        for mv in self.tree.moves_to(node) {
            if let Err(error) = checked.play(mv) {
                return Err(LineError { index: 0, text: mv.to_string(), error });
            }
        }
        for (index, &mv) in moves.iter().enumerate() {
            checked.play(mv).map_err(|error| LineError { index: index + 1, text: mv.to_string(), error })?;
        }
        let added = moves.iter().copied();
        let end = self.tree.add_line(node, added);
        if !self.tree.children(self.tip).is_empty() {
            let cursor = line.cursor();
            self.enter(line, self.tip);
            line.go_to(cursor);
        }
        Ok(end)
    }

    /// Whether `line` is the tree's current line, move for move.
    #[must_use]
    pub fn is_line(&self, line: &AnyLine) -> bool {
        let path = self.tree.path_to(self.tip);
        path.len() == line.len() + 1
            && path[1..].iter().zip(line.moves()).all(|(&node, mv)| self.tree.move_of(node) == Some(&mv))
    }

    /// Follows a line changed without the tree (a room's game, a lesson's moves): the line is the truth, so
    /// its moves are added where the tree lacks them, and the moves after its end are cut. Nothing is done when
    /// the tree's current line is `line` already (the usual case: one pass over the moves).
    pub fn follow_line(&mut self, line: &AnyLine) {
        if self.is_line(line) {
            return;
        }
        let moves: Vec<AnyMove> = line.moves().collect();
        let (node, followed) = self.tree.follow(&moves);
        let end = self.tree.add_line(node, moves[followed..].iter().copied());
        let map = self.tree.delete_children(end);
        self.tip = map[end].unwrap_or(Tree::<AnyMove>::ROOT);
    }

    /// Sets (or, with an empty text, removes) the comment on `node`, checked first.
    pub fn set_comment(&mut self, node: NodeId, text: &str) -> Result<(), CommentError> {
        let comment = super::check_comment(text)?;
        self.tree.set_comment(node, comment);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
