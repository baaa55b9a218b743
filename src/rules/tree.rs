//! A tree of lines of play: the main line and its variations, with a comment on any node. Pure data, generic
//! over the move type (the save file holds move texts, the game screen typed moves), with no rules in it: the
//! caller replays every move it adds through the rules ([`Line`](super::Line)).
//!
//! Node 0 is the start position; every other node is a move played from its parent's position. A node's
//! first child is its main continuation and the others its variations, in the order they were made, so the
//! main line is the chain of first children from the start.
//!
//! ```
//! use bao::rules::Tree;
//!
//! let mut tree = Tree::from_line(["A3", "a1"]);
//! let a4 = tree.add_line(Tree::<&str>::ROOT, ["A4", "b2"]); // a variation beside A3
//! assert_eq!(tree.moves_to(a4), vec!["A4", "b2"]);
//! assert!(!tree.is_main_line(a4));
//! tree.promote(a4);
//! assert_eq!(tree.main_line(), vec!["A4", "b2"]);
//! ```

/// The index of a node of a [`Tree`]. Indices change only when a node is deleted ([`Tree::delete`] says how).
pub type NodeId = usize;

/// The most characters a comment holds: a paragraph or two, bounded so a file cannot make one huge.
pub const MAX_COMMENT_CHARS: usize = 2000;

/// The deepest a variation may be nested (a variation of a variation of ... the main line): files deeper are
/// refused and the game screen makes none deeper, so walking a tree recursively stays shallow.
pub const MAX_NESTING: usize = 32;

/// The most nodes (moves) a tree holds, every line counted: bounds the work of replaying a file.
pub const MAX_NODES: usize = 20_000;

/// One node: the move that leads to it (none at the start), its parent, its children (main first) and comment.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Node<M> {
    mv: Option<M>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    comment: Option<String>,
}

/// The main line and its variations as a tree of moves, each node with an optional comment.
#[derive(Clone, Debug)]
pub struct Tree<M> {
    nodes: Vec<Node<M>>,
}

/// Two trees are equal when they hold the same moves in the same order with the same comments, whatever the
/// indices of their nodes.
impl<M: PartialEq> PartialEq for Tree<M> {
    fn eq(&self, other: &Self) -> bool {
        // With a stack, not recursion: a main line is as deep as the game is long.
        let mut pairs = vec![(Self::ROOT, Self::ROOT)];
        while let Some((x, y)) = pairs.pop() {
            let (n, m) = (&self.nodes[x], &other.nodes[y]);
            if n.mv != m.mv || n.comment != m.comment || n.children.len() != m.children.len() {
                return false;
            }
            pairs.extend(n.children.iter().copied().zip(m.children.iter().copied()));
        }
        true
    }
}

impl<M: Eq> Eq for Tree<M> {}

impl<M> Default for Tree<M> {
    fn default() -> Self {
        Tree::new()
    }
}

/// Why a comment is refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CommentError {
    /// Longer than [`MAX_COMMENT_CHARS`].
    #[error("a comment has at most {MAX_COMMENT_CHARS} characters (this one has {0})")]
    TooLong(usize),
    /// A control character other than a line break.
    #[error("a comment has no control characters (found U+{0:04X})")]
    Control(u32),
}

/// Checks a comment: at most [`MAX_COMMENT_CHARS`] characters, no control characters but line breaks. An empty
/// (or blank) comment is none.
pub fn check_comment(text: &str) -> Result<Option<String>, CommentError> {
    let count = text.chars().count();
    if count > MAX_COMMENT_CHARS {
        return Err(CommentError::TooLong(count));
    }
    if let Some(c) = text.chars().find(|&c| c.is_control() && c != '\n') {
        return Err(CommentError::Control(u32::from(c)));
    }
    Ok((!text.trim().is_empty()).then(|| text.to_string()))
}

impl<M> Tree<M> {
    /// The start position's node.
    pub const ROOT: NodeId = 0;

    /// A tree with the start position only.
    #[must_use]
    pub fn new() -> Self {
        Tree { nodes: vec![Node { mv: None, parent: None, children: Vec::new(), comment: None }] }
    }

    /// How many nodes the tree holds, the start's included.
    #[must_use]
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree holds no move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// Whether the tree is a straight line with no comment: what a save of format 1 holds.
    #[must_use]
    pub fn is_plain(&self) -> bool {
        self.nodes.iter().all(|node| node.children.len() <= 1 && node.comment.is_none())
    }

    /// The move leading to `node`, none at the start.
    #[must_use]
    pub fn move_of(&self, node: NodeId) -> Option<&M> {
        self.nodes[node].mv.as_ref()
    }

    /// The parent of `node`, none at the start.
    #[must_use]
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.nodes[node].parent
    }

    /// The children of `node`, its main continuation first.
    #[must_use]
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        &self.nodes[node].children
    }

    /// The comment on `node`.
    #[must_use]
    pub fn comment(&self, node: NodeId) -> Option<&str> {
        self.nodes[node].comment.as_deref()
    }

    /// Sets (or, with `None`, removes) the comment on `node`; the caller checks it ([`check_comment`]).
    pub fn set_comment(&mut self, node: NodeId, comment: Option<String>) {
        self.nodes[node].comment = comment;
    }

    /// How many moves lead to `node`.
    #[must_use]
    pub fn depth(&self, node: NodeId) -> usize {
        self.path_to(node).len() - 1
    }

    /// The nodes from the start to `node`, both included.
    #[must_use]
    pub fn path_to(&self, node: NodeId) -> Vec<NodeId> {
        let mut path = vec![node];
        let mut at = node;
        while let Some(parent) = self.nodes[at].parent {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The node `ply` moves along the line through `node` (the path to it, then its main continuation), if
    /// the line is that long.
    #[must_use]
    pub fn node_at(&self, node: NodeId, ply: usize) -> Option<NodeId> {
        self.line_through(node).get(ply).copied()
    }

    /// The line through `node`: the nodes from the start to it, then its main continuation to the end.
    #[must_use]
    pub fn line_through(&self, node: NodeId) -> Vec<NodeId> {
        let mut line = self.path_to(node);
        let mut at = node;
        while let Some(&first) = self.nodes[at].children.first() {
            line.push(first);
            at = first;
        }
        line
    }

    /// The last node of the line through `node`.
    #[must_use]
    pub fn line_end(&self, node: NodeId) -> NodeId {
        let mut at = node;
        while let Some(&first) = self.nodes[at].children.first() {
            at = first;
        }
        at
    }

    /// The nodes of the line that starts at `from`, along first children to its end: `from` itself first, unless
    /// it is the start (which no move leads to).
    #[must_use]
    pub fn line(&self, from: NodeId) -> Vec<NodeId> {
        let mut nodes = if from == Self::ROOT { Vec::new() } else { vec![from] };
        let mut at = from;
        while let Some(&next) = self.nodes[at].children.first() {
            nodes.push(next);
            at = next;
        }
        nodes
    }

    /// Whether `node` is on the main line (it and every node before it a first child).
    #[must_use]
    pub fn is_main_line(&self, node: NodeId) -> bool {
        let mut at = node;
        while let Some(parent) = self.nodes[at].parent {
            if self.nodes[parent].children.first() != Some(&at) {
                return false;
            }
            at = parent;
        }
        true
    }

    /// How many variations deep `node` is: 0 on the main line, 1 in a variation of it, and so on.
    #[must_use]
    pub fn nesting(&self, node: NodeId) -> usize {
        let mut nesting = 0;
        let mut at = node;
        while let Some(parent) = self.nodes[at].parent {
            if self.nodes[parent].children.first() != Some(&at) {
                nesting += 1;
            }
            at = parent;
        }
        nesting
    }

    /// Makes the line through `node` the main line: at every branch on the way, the child toward it moves to
    /// the front. Nothing is deleted; the old main line becomes a variation.
    pub fn promote(&mut self, node: NodeId) {
        let mut at = node;
        while let Some(parent) = self.nodes[at].parent {
            let children = &mut self.nodes[parent].children;
            if let Some(place) = children.iter().position(|&c| c == at) {
                children[..=place].rotate_right(1);
            }
            at = parent;
        }
    }

    /// Adds a node for `mv` after the other children of `node`, even if `mv` was played there already (a file
    /// read as written, so a move written twice can be named): see [`add`](Tree::add) for the one that follows.
    pub fn push(&mut self, node: NodeId, mv: M) -> NodeId {
        let child = self.nodes.len();
        self.nodes.push(Node { mv: Some(mv), parent: Some(node), children: Vec::new(), comment: None });
        self.nodes[node].children.push(child);
        child
    }

    /// Moves `child` to place `index` among its parent's children (0 makes it the main continuation), the
    /// others keeping their order.
    pub fn place(&mut self, child: NodeId, index: usize) {
        let Some(parent) = self.nodes[child].parent else { return };
        let children = &mut self.nodes[parent].children;
        if let Some(now) = children.iter().position(|&c| c == child) {
            children.remove(now);
            children.insert(index.min(children.len()), child);
        }
    }

    /// Deletes `node` and everything after it (the start cannot be deleted: its children can). Returns the
    /// new index of every old node, none for those deleted: the nodes are kept in a compact vector, so the
    /// indices after a deleted one shift.
    pub fn delete(&mut self, node: NodeId) -> Vec<Option<NodeId>> {
        let mut gone = vec![false; self.nodes.len()];
        if node != Self::ROOT {
            let mut stack = vec![node];
            while let Some(at) = stack.pop() {
                gone[at] = true;
                stack.extend(self.nodes[at].children.iter().copied());
            }
            if let Some(parent) = self.nodes[node].parent {
                self.nodes[parent].children.retain(|&c| c != node);
            }
        }
        let mut map = vec![None; self.nodes.len()];
        let mut next = 0;
        for (old, &dead) in gone.iter().enumerate() {
            if !dead {
                map[old] = Some(next);
                next += 1;
            }
        }
        let old = std::mem::take(&mut self.nodes);
        for (index, mut kept) in old.into_iter().enumerate() {
            if gone[index] {
                continue;
            }
            kept.parent = kept.parent.and_then(|p| map[p]);
            kept.children = kept.children.iter().filter_map(|&c| map[c]).collect();
            self.nodes.push(kept);
        }
        map
    }

    /// Deletes every child of `node` (what cutting the later moves does). Returns the new indices as
    /// [`delete`](Tree::delete) does; `node` keeps its own.
    pub fn delete_children(&mut self, node: NodeId) -> Vec<Option<NodeId>> {
        let mut map: Vec<Option<NodeId>> = (0..self.nodes.len()).map(Some).collect();
        while let Some(&child) = self.nodes[node].children.first() {
            let step = self.delete(child);
            map = map.into_iter().map(|at| at.and_then(|a| step[a])).collect();
        }
        map
    }

    /// The nodes in the order a record writes them, each with its nesting: a node's main continuation, then
    /// each of its variations whole (more indented), then the main continuation goes on. The start is not
    /// listed.
    #[must_use]
    pub fn rows(&self) -> Vec<(NodeId, usize)> {
        let mut rows = Vec::with_capacity(self.nodes.len());
        self.rows_from(Self::ROOT, 0, &mut rows);
        rows
    }

    /// The rows of the line going on from `node` (whose own row is written), at `nesting`.
    fn rows_from(&self, node: NodeId, nesting: usize, rows: &mut Vec<(NodeId, usize)>) {
        let mut at = node;
        // Iterative along the main continuation, recursive only into variations (bounded by the nesting).
        loop {
            let children = &self.nodes[at].children;
            let Some(&main) = children.first() else { return };
            rows.push((main, nesting));
            for &variation in &children[1..] {
                rows.push((variation, nesting + 1));
                self.rows_from(variation, nesting + 1, rows);
            }
            at = main;
        }
    }

    /// The deepest nesting of a variation in the tree (0 for a straight line).
    #[must_use]
    pub fn max_nesting(&self) -> usize {
        self.rows().iter().map(|&(_, nesting)| nesting).max().unwrap_or(0)
    }

    /// Keeps the same shape with every move mapped by `f` (to a move text for a file, or back).
    pub fn try_map<N, E>(&self, mut f: impl FnMut(&M) -> Result<N, E>) -> Result<Tree<N>, E> {
        let mut nodes = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            nodes.push(Node {
                mv: node.mv.as_ref().map(&mut f).transpose()?,
                parent: node.parent,
                children: node.children.clone(),
                comment: node.comment.clone(),
            });
        }
        Ok(Tree { nodes })
    }
}

impl<M: PartialEq + Clone> Tree<M> {
    /// A tree holding one line of moves, the main line.
    #[must_use]
    pub fn from_line<I: IntoIterator<Item = M>>(moves: I) -> Self {
        let mut tree = Tree::new();
        tree.add_line(Self::ROOT, moves);
        tree
    }

    /// The moves of the main line.
    #[must_use]
    pub fn main_line(&self) -> Vec<M> {
        self.moves_to(self.line_end(Self::ROOT))
    }

    /// The moves from the start to `node`.
    #[must_use]
    pub fn moves_to(&self, node: NodeId) -> Vec<M> {
        self.path_to(node).iter().filter_map(|&at| self.nodes[at].mv.clone()).collect()
    }

    /// The child of `node` reached by `mv`, if it was played there.
    #[must_use]
    pub fn child_with(&self, node: NodeId, mv: &M) -> Option<NodeId> {
        self.nodes[node].children.iter().copied().find(|&c| self.nodes[c].mv.as_ref() == Some(mv))
    }

    /// The child of `node` reached by `mv`: the one there if `mv` was played there already, else a new one
    /// after the others (the main continuation if it is the first, a variation otherwise).
    pub fn add(&mut self, node: NodeId, mv: M) -> NodeId {
        match self.child_with(node, &mv) {
            Some(child) => child,
            None => self.push(node, mv),
        }
    }

    /// Adds a line of `moves` played from `node`'s position and returns the node of its last move (`node`
    /// itself for no moves). Where the moves were played already the line follows them, so nothing is
    /// doubled; where it leaves them it becomes a variation (or the main continuation where there was none).
    ///
    /// This is how another part adds a line as a variation at a given ply: `tree.add_line(tree.node_at(tip,
    /// ply)?, moves)`, with every move already checked by the rules from that position (the tree knows no
    /// rules). The main line is unchanged unless it ended at `node`.
    pub fn add_line<I: IntoIterator<Item = M>>(&mut self, node: NodeId, moves: I) -> NodeId {
        moves.into_iter().fold(node, |at, mv| self.add(at, mv))
    }

    /// Follows `moves` from the start as far as the tree has them; returns the node reached and how many moves
    /// were followed.
    #[must_use]
    pub fn follow(&self, moves: &[M]) -> (NodeId, usize) {
        let mut at = Self::ROOT;
        for (done, mv) in moves.iter().enumerate() {
            match self.child_with(at, mv) {
                Some(child) => at = child,
                None => return (at, done),
            }
        }
        (at, moves.len())
    }
}

#[cfg(test)]
mod tests;
