//! The puzzles found in the player's own games ([`crate::puzzle::own`]), kept as `own-puzzles.json` in the data
//! folder beside the lesson progress, listed in Learn under "from your games". Each is kept as its position,
//! goal and proved main line in the notation, with where it came from (the game's title or save, the move);
//! one a position. Written atomically; a damaged file is reported and left as it is (puzzles found while it is
//! damaged are kept for this session only). On load every kept puzzle is proved again by the shipped puzzles'
//! judge ([`crate::puzzle::prove`]), so a hand-edited file cannot put a false puzzle in Learn.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::progress::KeptFile;
use crate::puzzle::own::{Found, MOST_MOVES};
use crate::puzzle::{Goal, Puzzle, parse_fields};
use crate::rules::Variant;

/// The file's name inside the data folder.
pub const FILE_NAME: &str = "own-puzzles.json";

/// Where a puzzle came from: the game and its move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    /// The game's title, or its save's name, or its file; empty for a game never saved.
    #[serde(default)]
    pub game: String,
    /// The game's move (numbered from 1) that let the win go, or let the opponent win.
    pub move_number: usize,
}

/// One kept puzzle, as the file holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Kept {
    /// The position in the notation; the side to move is the solver.
    position: String,
    /// `win N`.
    goal: String,
    /// The proved main line, moves in the notation separated by spaces.
    solution: String,
    /// Where it came from.
    from: Origin,
}

/// The file's contents.
#[derive(Serialize, Deserialize)]
struct File {
    /// The format's version.
    version: u32,
    /// The puzzles, oldest first.
    puzzles: Vec<Kept>,
}

/// The puzzles from the player's games, proved, and where they are kept.
#[derive(Clone, Debug, Default)]
pub struct OwnPuzzles {
    /// The puzzles that prove, each with where it came from, oldest first.
    puzzles: Vec<(Puzzle, Origin)>,
    /// The file, if there is a data folder; `None` keeps them in memory only.
    path: Option<PathBuf>,
    /// Why the file could not be read, while it is damaged: it is then left alone.
    pub damaged: Option<String>,
    /// A note for each kept puzzle that no longer proves and was dropped on load.
    pub dropped: Vec<String>,
}

/// The id a puzzle from a game is kept under in the lesson progress: `own ` and its position (one puzzle a
/// position).
#[must_use]
pub fn name_of(position: &str) -> String {
    format!("own {position}")
}

impl OwnPuzzles {
    /// Kept in memory only.
    #[must_use]
    pub fn in_memory() -> OwnPuzzles {
        OwnPuzzles::default()
    }

    /// The puzzles kept in the data folder `folder`, each proved again. A missing file is none; a damaged one
    /// gives none and a message naming the file, and is left untouched.
    ///
    /// DECISION: a kept puzzle that no longer proves (a wrong solution, a goal that does not hold, a win longer
    /// than [`MOST_MOVES`], a position the rules refuse) is dropped with a note in [`dropped`](Self::dropped);
    /// loading never writes, so the file keeps it until the next puzzle is added, which writes the file without
    /// it.
    #[must_use]
    pub fn load(folder: &Path) -> OwnPuzzles {
        let path = folder.join(FILE_NAME);
        let mut own = OwnPuzzles { path: Some(path.clone()), ..OwnPuzzles::default() };
        match super::progress::read_kept::<File>(&path, KeptFile::OwnPuzzles) {
            Ok(Some(file)) => {
                for kept in file.puzzles {
                    match proved(&kept) {
                        Ok(puzzle) if !own.has(&puzzle.start.to_string()) => own.puzzles.push((puzzle, kept.from)),
                        Ok(_) => {}
                        Err(why) => {
                            let position = kept.position.as_str();
                            own.dropped.push(crate::t!("learn-own-dropped", position = position, why = why));
                        }
                    }
                }
            }
            Ok(None) => {}
            Err(damaged) => own.damaged = Some(damaged),
        }
        own
    }

    /// Whether a puzzle at `position` (in the notation) is kept.
    #[must_use]
    pub fn has(&self, position: &str) -> bool {
        self.puzzles.iter().any(|(puzzle, _)| puzzle.start.to_string() == position)
    }

    /// The puzzles of `variant`, oldest first, with where each came from.
    pub fn of(&self, variant: Variant) -> impl Iterator<Item = &(Puzzle, Origin)> {
        self.puzzles.iter().filter(move |(puzzle, _)| puzzle.variant == variant)
    }

    /// Adds the puzzles a review found in a game (`game` its title or save, for [`Origin`]) that are not kept
    /// yet, and writes the file if any was new. Returns how many were new, and why the write failed if it did
    /// (they are then kept for this session).
    pub fn add(&mut self, found: &[Found], game: &str) -> (usize, Option<String>) {
        let mut new = 0;
        for found in found {
            let position = found.start.to_string();
            if self.has(&position) {
                continue;
            }
            let origin = Origin { game: game.to_string(), move_number: found.ply + 1 };
            self.puzzles.push((found.puzzle(name_of(&position)), origin));
            new += 1;
        }
        if new == 0 { (0, None) } else { (new, self.write()) }
    }

    fn write(&self) -> Option<String> {
        let path = self.path.as_ref()?;
        if let Some(why) = &self.damaged {
            return Some(why.clone());
        }
        let puzzles = self
            .puzzles
            .iter()
            .map(|(puzzle, from)| Kept {
                position: puzzle.start.to_string(),
                goal: puzzle.goal.to_string(),
                solution: puzzle.solution.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
                from: from.clone(),
            })
            .collect();
        let mut text = serde_json::to_string_pretty(&File { version: 1, puzzles }).expect("strings are always JSON");
        text.push('\n');
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| crate::store::write_atomic(path, text.as_bytes()));
        written.err().map(|error| KeptFile::OwnPuzzles.failed(path, &error))
    }
}

/// A kept puzzle read and proved by the shipped puzzles' judge, or why not. Only a win in at most
/// [`MOST_MOVES`] is accepted, as a review makes (which also keeps the proof cheap).
fn proved(kept: &Kept) -> Result<Puzzle, String> {
    let puzzle = parse_fields(name_of(&kept.position).into(), &kept.goal, &kept.position, &kept.solution)
        .map_err(|error| error.why)?;
    match puzzle.goal {
        Goal::WinIn { moves } if moves <= MOST_MOVES => {}
        _ => return Err(crate::t!("puzzle-own-not-a-win", goal = kept.goal.clone(), most = MOST_MOVES)),
    }
    crate::puzzle::prove(&puzzle)?;
    Ok(Puzzle { name: name_of(&puzzle.start.to_string()).into(), ..puzzle })
}

#[cfg(test)]
mod tests;
