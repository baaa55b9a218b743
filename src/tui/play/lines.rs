//! The game screen's variations and comments: walking the history's tree (the board follows, entering each
//! variation it reaches), making a line the main one, deleting one, and writing a comment. The tree and the
//! line are kept in step by the rules' [`Variations`]; nothing here decides a move.

use std::borrow::Cow;

use crate::rules::{AnyMove, MAX_COMMENT_CHARS, NodeId, Tree, Variations};

use super::super::keys::{Action, Edit, TextField};
use super::super::shared::Shared;
use super::{Confirm, Mode, Play};

const ROOT: NodeId = Tree::<AnyMove>::ROOT;

/// Why the history's tree cannot be changed here, if it cannot.
fn frozen(play: &Play) -> Option<String> {
    if play.in_room() {
        Some(crate::t!("play-room-one-line"))
    } else if play.read_only {
        Some(play.read_only_why.map_or_else(|| crate::t!("play-read-only-lines"), ToString::to_string))
    } else {
        None
    }
}

impl Play {
    /// The variations as they stand with the line shown: the kept ones, or (while a lesson or a room has
    /// changed the line and no action has run since) a copy that follows the line.
    #[must_use]
    pub fn lines(&self) -> Cow<'_, Variations> {
        if self.variations.is_line(&self.line) {
            Cow::Borrowed(&self.variations)
        } else {
            let mut variations = self.variations.clone();
            variations.follow_line(&self.line);
            Cow::Owned(variations)
        }
    }

    /// The history's rows, as the panel lists them: the start, then every move of the tree, each variation
    /// after the move it replaces, with its nesting (0 on the main line).
    #[must_use]
    pub fn history_rows(&self) -> Vec<(NodeId, usize)> {
        let mut rows = vec![(ROOT, 0)];
        rows.extend(self.lines().tree().rows());
        rows
    }

    /// Up and Down walk the history's rows, variations included; Home goes to the start and End to the end of
    /// the line. The board follows onto the line of the row reached.
    pub(super) fn walk_history(&mut self, action: Action) {
        if action == Action::Last {
            self.line.go_to(usize::MAX);
            return;
        }
        let rows = self.history_rows();
        let node = self.variations.node(&self.line);
        let at = rows.iter().position(|&(row, _)| row == node).unwrap_or(0);
        let to = match action {
            Action::Up => at.saturating_sub(1),
            Action::Down => (at + 1).min(rows.len() - 1),
            _ => 0,
        };
        if to != at || action == Action::First {
            let tip = self.variations.tip();
            self.variations.enter(&mut self.line, rows[to].0);
            if self.variations.tip() != tip {
                self.left_line();
            }
        }
    }

    /// The board went onto another line: what was worked out on the old one (the computer's move, a hint, the
    /// study view and its best move) is stopped and forgotten. They are known by the history cursor and length
    /// (`Play::at`), which two lines can share.
    fn left_line(&mut self) {
        self.stop_thinking();
        self.studied = None;
    }

    /// Adds `moves`, played from the position after `ply` moves of the main line, as a variation there (the
    /// review's "add the better line": `ply` is the move's index, so the variation replaces it), each move
    /// checked by the rules; the board stays where it is. Returns the node of the line's last move, or why it
    /// was refused (a room's or a read-only game, a `ply` past the main line, a move that does not play).
    pub fn add_variation(&mut self, ply: usize, moves: &[AnyMove]) -> Result<NodeId, String> {
        if let Some(why) = frozen(self) {
            return Err(why);
        }
        let tree = self.variations.tree();
        let node =
            tree.node_at(tree.line_end(ROOT), ply).ok_or_else(|| crate::t!("play-main-line-has-no-move", ply = ply))?;
        self.variations.add_line(&mut self.line, node, moves).map_err(|error| error.to_string())
    }

    /// Makes the line through the board's move the main line.
    pub(super) fn promote(&mut self, shared: &mut Shared) {
        if let Some(why) = frozen(self) {
            return shared.refuse(why);
        }
        let node = self.variations.node(&self.line);
        if self.variations.tree().is_main_line(node) {
            return shared.refuse(crate::t!("play-already-main"));
        }
        // A resignation stands at the end of the main line: a new main line has none.
        self.forfeit = None;
        self.variations.promote(node);
        shared.say(crate::t!("play-now-main"));
    }

    /// Asks before deleting the board's move and what follows it.
    pub(super) fn ask_delete(&mut self, shared: &mut Shared) {
        if let Some(why) = frozen(self) {
            return shared.refuse(why);
        }
        match self.variations.node(&self.line) {
            ROOT => shared.refuse(crate::t!("play-start-stays")),
            node => self.mode = Mode::Confirm(Confirm::DeleteLine(node)),
        }
    }

    /// Deletes `node` and what follows it; the board goes to the position before it if it was there.
    pub(super) fn delete_line(&mut self, node: NodeId, shared: &mut Shared) {
        self.left_line();
        if self.variations.delete(&mut self.line, node) {
            // The main line's end moved: a resignation that stood there goes.
            self.forfeit = None;
        }
        self.over_dismissed = false;
        self.settle();
        shared.say(crate::t!("play-deleted"));
    }

    /// Opens the comment of the board's move (or the start's), to write or change.
    pub(super) fn open_comment(&mut self, shared: &mut Shared) {
        if let Some(why) = frozen(self) {
            return shared.refuse(why);
        }
        let node = self.variations.node(&self.line);
        let now = self.variations.tree().comment(node).unwrap_or_default().replace('\n', " ");
        self.mode = Mode::Comment(TextField::holding(&now, MAX_COMMENT_CHARS), node);
    }

    /// A comment being typed: Enter keeps it (checked by the rules' bounds), Esc leaves it as it was.
    pub(super) fn on_comment(&mut self, mut field: TextField, node: NodeId, action: Action, shared: &mut Shared) {
        match (field.edit(action), action) {
            (Edit::Full, _) => {
                shared.refuse(crate::t!("play-comment-too-long", most = MAX_COMMENT_CHARS));
                self.mode = Mode::Comment(field, node);
            }
            (Edit::Changed, _) => self.mode = Mode::Comment(field, node),
            // The field is one line: a comment with line breaks (from a record) is shown with spaces, and kept
            // as it was when Enter is pressed without a change.
            (Edit::Other, Action::Choose)
                if self.variations.tree().comment(node).map(|now| now.replace('\n', " ")).as_deref()
                    == Some(field.text()) =>
            {
                shared.say(crate::t!("play-comment-unchanged"));
                self.settle();
            }
            (Edit::Other, Action::Choose) => {
                let removed = field.text().trim().is_empty();
                match self.variations.set_comment(node, field.text()) {
                    Ok(()) if removed => shared.say(crate::t!("play-comment-removed")),
                    Ok(()) => shared.say(crate::t!("play-comment-kept")),
                    Err(error) => shared.refuse(error.to_string()),
                }
                self.settle();
            }
            (Edit::Other, Action::Back) => self.settle(),
            (Edit::Other, _) => {}
        }
    }
}
