//! The shipped puzzles: one text file a game, embedded in the program, read once.
//!
//! One puzzle a line, four fields separated by ` | `: the name, the goal (`win N` or `capture N`), the
//! position in the notation and the proved main line (moves in the notation, separated by spaces). Blank
//! lines and lines starting with `#` are left out. The maintainers' generator
//! (`cargo run -p bao-tools -- puzzle-generate`) prints lines of this form.

use std::borrow::Cow;
use std::sync::OnceLock;

use super::{Goal, Puzzle};
use crate::rules::{AnyLine, Setup, Variant};

/// The data file of each game, in [`Variant::ALL`] order.
const FILES: [(Variant, &str); 4] = [
    (Variant::Kete, include_str!("data/kete.txt")),
    (Variant::KimasaiRelay, include_str!("data/kimasai-relay.txt")),
    (Variant::KimasaiStep, include_str!("data/kimasai-step.txt")),
    (Variant::Kingulu, include_str!("data/kingulu.txt")),
];

/// A data line that does not make a puzzle, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("puzzle `{name}`: {why}")]
pub struct ParsePuzzleError {
    /// The puzzle's name (the line's first field).
    pub name: String,
    /// Why the line was refused.
    pub why: String,
}

/// The shipped puzzles of `variant`, in the order of the file, easiest first. Parsed once.
///
/// # Panics
/// If a shipped file does not parse; a test parses every one.
#[must_use]
pub fn for_variant(variant: Variant) -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<(Variant, Vec<Puzzle>)>> = OnceLock::new();
    let all = PUZZLES.get_or_init(|| {
        FILES
            .iter()
            .map(|&(variant, text)| {
                let puzzles = parse_file(text).unwrap_or_else(|e| panic!("the shipped {variant} puzzles: {e}"));
                (variant, puzzles)
            })
            .collect()
    });
    all.iter().find(|(of, _)| *of == variant).map_or(&[], |(_, puzzles)| puzzles.as_slice())
}

/// Every puzzle of a data file, in order.
pub(super) fn parse_file(text: &'static str) -> Result<Vec<Puzzle>, ParsePuzzleError> {
    text.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with('#')).map(parse_line).collect()
}

/// One data line made a puzzle: the position goes through the rules' one validating constructor and the
/// moves are played through them, so a damaged line is refused with the reason.
pub fn parse_line(line: &'static str) -> Result<Puzzle, ParsePuzzleError> {
    let fields: Vec<&'static str> = line.split(" | ").map(str::trim).collect();
    let name = fields.first().copied().unwrap_or_default();
    let fail = |why: String| ParsePuzzleError { name: name.to_string(), why };
    let [name, goal, position, moves] = fields[..] else {
        return Err(fail(crate::t!("puzzle-data-fields", found = fields.len())));
    };
    parse_fields(name.into(), goal, position, moves)
}

/// A puzzle from its fields: `name`, the goal (`win N`, `capture N`), the position and the main line in the
/// notation. The position goes through the rules' one validating constructor and the moves are played through
/// them, so a damaged field is refused with the reason (the puzzles from the player's games are read so too).
pub fn parse_fields(
    name: Cow<'static, str>,
    goal: &str,
    position: &str,
    moves: &str,
) -> Result<Puzzle, ParsePuzzleError> {
    let fail = |why: String| ParsePuzzleError { name: name.to_string(), why };
    let goal = parse_goal(goal).ok_or_else(|| fail(crate::t!("puzzle-data-goal", goal = goal.to_string())))?;
    let start = position.parse::<Setup>().map_err(|e| fail(crate::t!("puzzle-bad-position", why = e.to_string())))?;
    let texts: Vec<&str> = moves.split_whitespace().collect();
    let line = AnyLine::from_texts(&start, &texts)
        .map_err(|e| fail(crate::t!("puzzle-data-solution", why = e.to_string())))?;
    if texts.is_empty() {
        return Err(fail(crate::t!("puzzle-data-no-move")));
    }
    Ok(Puzzle { name, variant: start.variant, goal, start, solution: line.moves().collect() })
}

/// `win 2` or `capture 7`.
fn parse_goal(text: &str) -> Option<Goal> {
    let (kind, count) = text.split_once(' ')?;
    match kind {
        "win" => count.parse().ok().filter(|&moves| moves > 0).map(|moves| Goal::WinIn { moves }),
        "capture" => count.parse().ok().filter(|&seeds| seeds > 0).map(|seeds| Goal::CaptureMost { seeds }),
        _ => None,
    }
}
