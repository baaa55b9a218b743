//! A save's review (format 2): the engine's look at each move, as plain data in the file, checked against the
//! game's moves when read.

use serde::{Deserialize, Serialize};

use crate::engine::Eval;
use crate::engine::review::{PlyReview, Review};
use crate::rules::{AnyLine, AnyMove};

/// A game's review as the save file keeps it (`"review": {"depth": 7, "plies": [...]}`): the depth searched and
/// one entry a move reviewed, from the first move. Marks are not kept: they follow from the scores by the
/// game's thresholds, so a file says what the search found and the program what it makes of it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedReview {
    /// The depth each move was searched to, in plies.
    pub depth: u32,
    /// The moves reviewed, from the first; fewer than the game's when the review was stopped.
    pub plies: Vec<SavedPly>,
}

/// One move reviewed, as the file keeps it. Scores are the mover's, in hundredths of a seed; a proven win is
/// 1000000 less the plies to the end of the game (a loss its negation), as [`Eval::raw`] holds them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedPly {
    /// The move played (the game's move at this place).
    #[serde(rename = "move")]
    pub played: String,
    /// The best move found.
    pub best: String,
    /// The best line, from the best move.
    pub line: Vec<String>,
    /// The best move's score.
    pub before: i32,
    /// The played move's score.
    pub after: i32,
    /// The second best move's score; left out when the move was the only legal one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<i32>,
    /// The depth this move was searched to.
    pub depth: u32,
}

impl SavedReview {
    /// The review as the file keeps it.
    #[must_use]
    pub fn of(review: &Review) -> SavedReview {
        let plies = review
            .plies
            .iter()
            .map(|ply| SavedPly {
                played: ply.played.to_string(),
                best: ply.best.to_string(),
                line: ply.pv.iter().map(ToString::to_string).collect(),
                before: ply.before.raw(),
                after: ply.after.raw(),
                second: ply.second.map(Eval::raw),
                depth: ply.depth,
            })
            .collect();
        SavedReview { depth: review.depth, plies }
    }

    /// The review, checked against `line` (the game's moves): each entry reviews the game's move at its place,
    /// its best move and best line play by the rules from the position before that move, and its scores are
    /// scores. Says what is wrong otherwise, naming the move.
    pub fn check(&self, line: &AnyLine) -> Result<Review, String> {
        if self.plies.len() > line.len() {
            return Err(format!("{} moves reviewed in a game of {}", self.plies.len(), line.len()));
        }
        let mut plies = Vec::with_capacity(self.plies.len());
        for (index, saved) in self.plies.iter().enumerate() {
            let number = index + 1;
            let setup = line.setup_at(index).ok_or_else(|| format!("move {number} is not in the game"))?;
            let position = AnyLine::new(&setup).map_err(|e| e.to_string())?;
            let game_move = line.move_at(index).ok_or_else(|| format!("move {number} is not in the game"))?;
            let played = position.resolve(&saved.played).map_err(|e| format!("move {number}: {e}"))?;
            if played != game_move {
                return Err(format!("move {number} reviews {played}, but the game's move {number} is {game_move}"));
            }
            let best = position.resolve(&saved.best).map_err(|e| format!("move {number}'s best move: {e}"))?;
            let pv = replay(&position, &saved.line).map_err(|e| format!("move {number}'s best line: {e}"))?;
            if pv.first() != Some(&best) {
                return Err(format!("move {number}'s best line does not start with its best move {best}"));
            }
            let score = |raw: i32, what: &str| {
                Eval::from_raw(raw).ok_or_else(|| format!("move {number}'s {what} score {raw} is not a score"))
            };
            plies.push(PlyReview {
                mover: setup.side,
                played,
                best,
                pv,
                before: score(saved.before, "before")?,
                after: score(saved.after, "after")?,
                second: saved.second.map(|raw| score(raw, "second")).transpose()?,
                depth: saved.depth,
            });
        }
        Ok(Review { depth: self.depth, plies })
    }
}

/// The moves of `texts` played from `position`, each checked by the rules.
fn replay(position: &AnyLine, texts: &[String]) -> Result<Vec<AnyMove>, String> {
    let mut line = position.clone();
    let mut moves = Vec::with_capacity(texts.len());
    for text in texts {
        let mv = line.resolve(text).map_err(|e| e.to_string())?;
        line.play(mv).map_err(|e| e.to_string())?;
        moves.push(mv);
    }
    if moves.is_empty() {
        return Err("it is empty".into());
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::review::Reviewer;
    use crate::rules::Setup;

    fn reviewed() -> (AnyLine, Review) {
        let line = AnyLine::from_texts(&Setup::start(crate::rules::Variant::Kingulu), &["A5", "a5"]).unwrap();
        let mut reviewer = Reviewer::new(&line, None, 3);
        reviewer.run(None, |_, _| {});
        (line, reviewer.into_review())
    }

    #[test]
    fn a_review_round_trips_through_the_file() {
        let (line, review) = reviewed();
        let saved = SavedReview::of(&review);
        let json = serde_json::to_string(&saved).unwrap();
        let read: SavedReview = serde_json::from_str(&json).unwrap();
        assert_eq!(read.check(&line).unwrap(), review);
    }

    #[test]
    fn a_review_of_other_moves_or_with_bad_scores_is_refused() {
        let (line, review) = reviewed();
        let mut saved = SavedReview::of(&review);
        saved.plies[1].played = line
            .legal_moves()
            .iter()
            .find(|mv| Some(**mv) != line.move_at(1))
            .map_or_else(|| "a1".to_string(), ToString::to_string);
        let error = saved.check(&line).unwrap_err();
        assert!(error.starts_with("move 2"), "{error}");
        let mut saved = SavedReview::of(&review);
        saved.plies[0].before = 2_000_000;
        assert!(saved.check(&line).unwrap_err().contains("is not a score"));
        let mut saved = SavedReview::of(&review);
        saved.plies[0].line.clear();
        assert!(saved.check(&line).unwrap_err().contains("best line"));
    }
}
