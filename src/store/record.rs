//! Game records: plain text a person can read and write (NOTATION.md, "Game records"). An optional first line
//! `position: POS`, then the moves in notation separated by white space; move numbers such as `12.` or `12...`
//! are allowed and skipped. As in PGN, a variation is written in parentheses after the move it replaces and a
//! comment in braces after the move it is on (before the first move: on the start position).

use std::fmt::Write as _;

use crate::rules::{MAX_NESTING, MAX_NODES, NodeId, Setup, Tree, check_comment};

/// A game record as read: the start position if given, and the moves as written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The `position:` line, if the record has one.
    pub start: Option<Setup>,
    /// The moves of the main line, as written (checked when they are played).
    pub moves: Vec<String>,
    /// Every line of the record (the main line and its variations) with the comments, the moves as written.
    pub tree: Tree<String>,
}

/// Why a record does not read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RecordError {
    /// The `position:` line does not parse.
    #[error("line 1: position: {0}")]
    Position(crate::rules::PositionError),
    /// The parentheses or braces do not fit, or a comment is refused.
    #[error("line {line}: {message}")]
    Syntax {
        /// The 1-based line of the text.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// Whether a token is a move number: digits then one or more dots.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// A piece of a record's body.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Token {
    Word(String),
    Open,
    Close,
    Comment(String),
}

/// Splits a record's body into words, parentheses and comments, each with its line (counted from `first`).
fn tokens(body: &str, first: usize) -> Result<Vec<(usize, Token)>, RecordError> {
    let mut out = Vec::new();
    let mut line = first;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' => line += 1,
            c if c.is_whitespace() => {}
            '(' => out.push((line, Token::Open)),
            ')' => out.push((line, Token::Close)),
            '}' => return Err(RecordError::Syntax { line, message: "a } with no { before it".into() }),
            '{' => {
                let opened = line;
                let mut text = String::new();
                loop {
                    match chars.next() {
                        None => {
                            let message = "a comment opened with { is not closed with }".into();
                            return Err(RecordError::Syntax { line: opened, message });
                        }
                        Some('}') => break,
                        Some('\\') => text.extend(chars.next()),
                        Some(c) => text.push(c),
                    }
                    line += usize::from(text.ends_with('\n'));
                }
                out.push((opened, Token::Comment(text)));
            }
            c => {
                let mut word = c.to_string();
                while let Some(&next) = chars.peek() {
                    if next.is_whitespace() || "(){}".contains(next) {
                        break;
                    }
                    word.push(next);
                    chars.next();
                }
                if !is_move_number(&word) {
                    out.push((line, Token::Word(word)));
                }
            }
        }
    }
    Ok(out)
}

/// Reads a record.
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    let text = text.trim_start_matches('\u{feff}');
    let (start, body, first) = match text.trim_start().strip_prefix("position:") {
        Some(rest) => {
            let (line, body) = rest.split_once('\n').unwrap_or((rest, ""));
            (Some(line.trim().parse::<Setup>().map_err(RecordError::Position)?), body, 2)
        }
        None => (None, text, 1),
    };
    let tree = read_tree(tokens(body, first)?)?;
    let moves = tree.main_line();
    Ok(Record { start, moves, tree })
}

/// Builds the tree of a record's tokens.
fn read_tree(tokens: Vec<(usize, Token)>) -> Result<Tree<String>, RecordError> {
    let root = Tree::<String>::ROOT;
    let mut tree = Tree::new();
    // Where the next move is played, the last move of the line being read, and the lines a variation left.
    let (mut at, mut last): (NodeId, Option<NodeId>) = (root, None);
    let mut open: Vec<(NodeId, Option<NodeId>)> = Vec::new();
    let mut last_line = 1;
    for (line, token) in tokens {
        let syntax = |message: &str| RecordError::Syntax { line, message: message.into() };
        last_line = line;
        match token {
            Token::Word(mv) => {
                if tree.len() >= MAX_NODES {
                    return Err(syntax(&format!("a record has at most {MAX_NODES} moves, its variations counted")));
                }
                let node = tree.push(at, mv);
                (at, last) = (node, Some(node));
            }
            Token::Comment(text) => {
                let node = match last {
                    Some(node) => node,
                    None if open.is_empty() => root,
                    None => return Err(syntax("a comment in a variation comes after a move: write it after one")),
                };
                let joined = match tree.comment(node) {
                    Some(before) => format!("{before}\n{text}"),
                    None => text,
                };
                let comment = check_comment(&joined).map_err(|error| syntax(&error.to_string()))?;
                tree.set_comment(node, comment);
            }
            Token::Open => {
                let Some(replaced) = last else {
                    return Err(syntax("a variation ( comes after the move it replaces"));
                };
                if open.len() >= MAX_NESTING {
                    return Err(syntax(&format!("variations are nested at most {MAX_NESTING} deep")));
                }
                open.push((at, last));
                (at, last) = (tree.parent(replaced).unwrap_or(root), None);
            }
            Token::Close => {
                if last.is_none() {
                    return Err(syntax("a variation has at least one move"));
                }
                (at, last) = open.pop().ok_or_else(|| syntax("a ) with no ( before it"))?;
            }
        }
    }
    if !open.is_empty() {
        return Err(RecordError::Syntax { line: last_line, message: "a variation opened with ( is not closed".into() });
    }
    Ok(tree)
}

/// Writes a record: the `position:` line, then one move a line, each numbered by its ply (`m=`, the number the
/// history and the step-through view give it: `71. A3>`). One move has one number everywhere; the reader skips
/// numbers of any kind, so records numbered by full move (`36. A3> a5<`) still read.
#[must_use]
pub fn write_record(start: &Setup, moves: &[String]) -> String {
    write_tree_record(start, &Tree::from_line(moves.iter().cloned()))
}

/// Writes a record of every line of `tree`: as [`write_record`] writes its main line, each variation in
/// parentheses after the move it replaces, indented two spaces a level, a comment in braces after its move
/// (`}` and `\` in it escaped with `\`), the start position's on a line of its own first.
#[must_use]
pub fn write_tree_record(start: &Setup, tree: &Tree<String>) -> String {
    let mut rows = vec![format!("position: {start}")];
    if let Some(comment) = tree.comment(Tree::<String>::ROOT) {
        rows.push(braced(comment));
    }
    write_line(tree, Tree::<String>::ROOT, 0, u64::from(start.ply), &mut rows);
    rows.join("\n") + "\n"
}

/// A comment in braces, escaped.
fn braced(comment: &str) -> String {
    format!("{{{}}}", comment.replace('\\', "\\\\").replace('}', "\\}"))
}

/// Writes the line starting at `from` (the start for the main line, a variation's first move otherwise) as
/// rows. Recursive over the variations only, which are at most [`MAX_NESTING`] deep.
fn write_line(tree: &Tree<String>, from: NodeId, nesting: usize, first_ply: u64, rows: &mut Vec<String>) {
    let main = from == Tree::<String>::ROOT;
    let nodes = tree.line(from);
    let indent = "  ".repeat(nesting);
    for (index, &node) in nodes.iter().enumerate() {
        let ply = first_ply + tree.depth(node) as u64 - 1;
        let mut row = format!(
            "{indent}{}{ply}. {}",
            if main || index > 0 { "" } else { "(" },
            tree.move_of(node).map_or("", String::as_str)
        );
        if let Some(comment) = tree.comment(node) {
            let _ = write!(row, " {}", braced(comment));
        }
        rows.push(row);
        if let Some(parent) = tree.parent(node).filter(|_| main || index > 0) {
            for &other in &tree.children(parent)[1..] {
                write_line(tree, other, nesting + 1, first_ply, rows);
            }
        }
    }
    if !main && let Some(row) = rows.last_mut() {
        row.push(')');
    }
}

#[cfg(test)]
mod tests;
