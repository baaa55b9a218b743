//! The engine's work on a game chosen at run time, packaged to run on another thread: the computer's move
//! ([`think`]), a hint ([`hint`]) and the study view's ranking ([`rank`]). Each copies the position on the board
//! of an [`AnyLine`] and answers in [`AnyMove`]s; this small interface is all the terminal interface knows of
//! the engine. Each job starts from a copy of the line's memory of long never-ending moves, so a loop the line
//! proved on its board (working out its legal moves) is not proven again by the search.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rng::Rng;
use crate::rules::{AnyLine, AnyMove, Game, Status};
use crate::with_line;

use super::{Eval, Level, Limits, OnRanking, Ranking, best_move_with, rank_moves_with};

/// Work to run on another thread, answering a move (or `None` when the game is over or it was stopped first).
pub type Job<T> = Box<dyn FnOnce() -> Option<T> + Send>;

/// Work to run on another thread that hands each completed depth of a ranking to the function it is given.
pub type RankJob = Box<dyn FnOnce(&dyn Fn(Ranking<AnyMove>)) + Send>;

/// The best move found for a hint, with its score and the depth searched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The move.
    pub mv: AnyMove,
    /// Its score for the side to move.
    pub score: Eval,
    /// The depth searched, in plies.
    pub depth: u32,
}

/// The computer's move on the board of `line` at `level` within `clock`. Raising `stop` makes it answer at
/// once; `seed` drives the level's random choices.
#[must_use]
pub fn think(line: &AnyLine, level: Level, clock: Duration, stop: Arc<AtomicBool>, seed: u64) -> Job<AnyMove> {
    if line.status() != Status::Ongoing {
        return Box::new(|| None);
    }
    with_line!(line, line, G => {
        let (position, mut memory) = (line.current().clone(), line.memory().clone());
        Box::new(move || {
            level.think_with(&position, clock, &stop, &mut Rng::new(seed), &mut memory).map(AnyMove::of::<G>)
        })
    })
}

/// A search of the board of `line` within `limits`: the best move, its score and the depth reached.
#[must_use]
pub fn hint(line: &AnyLine, limits: Limits) -> Job<Hint> {
    if line.status() != Status::Ongoing {
        return Box::new(|| None);
    }
    with_line!(line, line, G => {
        let (position, mut memory) = (line.current().clone(), line.memory().clone());
        Box::new(move || {
            let report = best_move_with(&position, &limits, &mut (), &mut memory)?;
            Some(Hint { mv: AnyMove::of::<G>(report.best()), score: report.score, depth: report.depth })
        })
    })
}

/// Every legal move on the board of `line` scored within `limits`, best first: each completed depth's ranking is
/// handed on as it comes; nothing if the game is over.
#[must_use]
pub fn rank(line: &AnyLine, limits: Limits) -> RankJob {
    if line.status() != Status::Ongoing {
        return Box::new(|_| {});
    }
    with_line!(line, line, G => {
        let (position, mut memory) = (line.current().clone(), line.memory().clone());
        Box::new(move |send: &dyn Fn(Ranking<AnyMove>)| {
            let mut handler = OnRanking(|ranking: &Ranking<<G as Game>::Move>| {
                send(ranking.clone().map(AnyMove::of::<G>));
            });
            rank_moves_with(&position, &limits, &mut handler, &mut memory);
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Setup, Variant};

    #[test]
    fn a_ranking_comes_in_moves_of_the_board_at_every_depth() {
        let line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), &["A3"]).unwrap();
        let rankings = std::sync::Mutex::new(Vec::new());
        rank(&line, Limits::depth(3))(&|ranking| rankings.lock().unwrap().push(ranking));
        let rankings = rankings.into_inner().unwrap();
        assert_eq!(rankings.iter().map(|r| r.depth).collect::<Vec<_>>(), [1, 2, 3]);
        let mut moves: Vec<AnyMove> = rankings[2].moves.iter().map(|scored| scored.mv).collect();
        moves.sort_by_key(ToString::to_string);
        assert_eq!(moves, line.legal_moves().to_vec());
    }

    #[test]
    fn nothing_is_worked_out_once_the_game_is_over() {
        let over = AnyLine::new(&"kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=30,18 m=30".parse().unwrap()).unwrap();
        let called = std::sync::atomic::AtomicBool::new(false);
        rank(&over, Limits::depth(3))(&|_| called.store(true, std::sync::atomic::Ordering::Relaxed));
        assert!(!called.into_inner());
        assert_eq!(hint(&over, Limits::depth(3))(), None);
        let stop = Arc::new(AtomicBool::new(false));
        assert_eq!(think(&over, Level::MIN, Duration::from_secs(1), stop, 1)(), None);
    }

    #[test]
    fn the_computer_and_the_hint_answer_a_legal_move_in_every_game() {
        for variant in Variant::ALL {
            let line = AnyLine::new(&Setup::start(variant)).unwrap();
            let legal = line.legal_moves();
            let stop = Arc::new(AtomicBool::new(false));
            let mv = think(&line, Level::new(2).unwrap(), Duration::from_secs(1), stop, 7)().unwrap();
            assert!(legal.contains(&mv), "{variant}: {mv}");
            let hinted = hint(&line, Limits::depth(2))().unwrap();
            assert!(legal.contains(&hinted.mv) && hinted.depth == 2, "{variant}: {hinted:?}");
        }
    }
}
