//! The interface's object-safe view of a game in progress: a line of play with a cursor for undo, redo and
//! history, asked for everything in plain data (`Setup`, `MoveText`, `Event`). The rules stay in
//! [`crate::rules`]; this only forwards to them, so `App` can hold any game as one `Box<dyn Session>`.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::{Level, Limits, OnRanking, Ranking, Searchable, best_move, rank_moves};
use crate::rng::Rng;
use crate::rules::{Event, Game, Line, MoveError, MoveText, Setup, Side, Status, Variant, trace};

/// Work to run on another thread, giving a move in notation (or `None`).
pub type Job = Box<dyn FnOnce() -> Option<String> + Send>;

/// Work to run on another thread that hands each completed depth of a ranking, its moves in notation, to the
/// function it is given.
pub type RankJob = Box<dyn FnOnce(&dyn Fn(Ranking<String>)) + Send>;

/// A game being played: every move made so far (some of them perhaps undone) and where the board stands.
pub trait Session {
    /// Which game this is.
    fn variant(&self) -> Variant;
    /// The position on the board (after the first [`cursor`](Session::cursor) moves).
    fn setup(&self) -> Setup;
    /// The position before history move `index` (`index` = number of moves before it), if it exists.
    fn setup_at(&self, index: usize) -> Option<Setup>;
    /// Whether the game goes on at the cursor, with the history's rules applied.
    fn status(&self) -> Status;
    /// The legal moves at the cursor, canonical, in notation order.
    fn legal_moves(&self) -> Vec<MoveText>;
    /// Every move of the history, canonical, including moves undone and not yet cut.
    fn history(&self) -> Vec<String>;
    /// How many moves of the history are on the board.
    fn cursor(&self) -> usize;
    /// Whether moves after the cursor would be cut by playing a move now.
    fn has_future(&self) -> bool {
        self.cursor() < self.history().len()
    }
    /// Moves the cursor to `index` (clamped to the history); returns whether it moved.
    fn go_to(&mut self, index: usize) -> bool;
    /// The canonical form of a typed move legal at the cursor, without playing it.
    fn check(&self, text: &str) -> Result<String, MoveError>;
    /// Plays a typed move at the cursor, cutting any later moves; returns the canonical move.
    fn play_text(&mut self, text: &str) -> Result<String, MoveError>;
    /// Drops the moves after the cursor, so the board shows the end of the line.
    fn cut(&mut self);
    /// The position at the cursor and the events of the typed move, legal there, without playing it.
    fn preview(&self, text: &str) -> Option<(Setup, Vec<Event>)>;
    /// The position before history move `index` and the events of that move.
    fn trace_move(&self, index: usize) -> Option<(Setup, Vec<Event>)>;
    /// The side to move at the cursor.
    fn side_to_move(&self) -> Side {
        self.setup().side
    }
    /// The computer's move at the cursor, at `level` within `clock`, to work out on another thread (the
    /// position is copied): the move in notation, or `None` if the game is over. Raising `stop` makes it
    /// answer at once; `seed` drives the level's random choices.
    fn think(&self, level: Level, clock: Duration, stop: Arc<AtomicBool>, seed: u64) -> Job;
    /// A search of the position at the cursor within `limits`, to run on another thread: the best move, its
    /// score and the depth reached (`A3, score +1.5, depth 7`), or `None` if the game is over.
    fn hint(&self, limits: Limits) -> Job;
    /// Every legal move at the cursor scored within `limits`, best first, to run on another thread: each
    /// completed depth's ranking is handed on as it comes; nothing if the game is over.
    fn rank(&self, limits: Limits) -> RankJob;
}

/// Undo one move; returns whether there was one.
pub fn undo(session: &mut dyn Session) -> bool {
    let cursor = session.cursor();
    cursor > 0 && session.go_to(cursor - 1)
}

/// Redo one undone move; returns whether there was one.
pub fn redo(session: &mut dyn Session) -> bool {
    let cursor = session.cursor();
    session.go_to(cursor + 1)
}

/// A [`Line`] of every move made, and the cursor: moves after the cursor are kept for redo until a new move
/// cuts them.
#[derive(Clone, Debug)]
pub struct GameSession<G: Searchable> {
    line: Line<G>,
    cursor: usize,
}

impl<G: Searchable> GameSession<G> {
    /// A session starting from `start` with no moves.
    #[must_use]
    pub fn new(start: G) -> Self {
        GameSession { line: Line::new(start), cursor: 0 }
    }

    fn position(&self) -> &G {
        &self.line.positions()[self.cursor]
    }
}

/// Opens a session of `variant` from `from` (or the start position).
pub fn open(variant: Variant, from: Option<&Setup>) -> Result<Box<dyn Session>, crate::rules::PositionError> {
    crate::with_game!(
        variant,
        G => match from {
            Some(setup) => G::from_setup(setup).map(|start| Box::new(GameSession::new(start)) as Box<dyn Session>),
            None => Ok(Box::new(GameSession::new(G::start())) as Box<dyn Session>),
        }
    )
}

impl<G: Searchable> Session for GameSession<G> {
    fn variant(&self) -> Variant {
        G::VARIANT
    }

    fn setup(&self) -> Setup {
        self.position().to_setup()
    }

    fn setup_at(&self, index: usize) -> Option<Setup> {
        self.line.positions().get(index).map(Game::to_setup)
    }

    fn status(&self) -> Status {
        if self.cursor == self.line.moves().len() {
            self.line.status()
        } else {
            // A move was played from this position, so the game went on there.
            Status::Ongoing
        }
    }

    fn legal_moves(&self) -> Vec<MoveText> {
        if self.status() != Status::Ongoing {
            return Vec::new();
        }
        self.position().legal_moves().iter().map(|&mv| G::move_text(mv)).collect()
    }

    fn history(&self) -> Vec<String> {
        self.line.moves().iter().map(ToString::to_string).collect()
    }

    fn cursor(&self) -> usize {
        self.cursor
    }

    fn go_to(&mut self, index: usize) -> bool {
        let index = index.min(self.line.moves().len());
        let moved = index != self.cursor;
        self.cursor = index;
        moved
    }

    fn check(&self, text: &str) -> Result<String, MoveError> {
        if let Status::Over(status) = self.status() {
            let text = text.parse()?;
            return Err(MoveError::GameOver { text, status: Status::Over(status) });
        }
        crate::rules::resolve_move(self.position(), text).map(|mv| mv.to_string())
    }

    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        // Check the move first, so a refused move cuts nothing.
        crate::rules::resolve_move(self.position(), text)?;
        self.cut();
        let mv = self.line.play_text(text)?;
        self.cursor = self.line.moves().len();
        Ok(mv.to_string())
    }

    fn cut(&mut self) {
        if self.cursor < self.line.moves().len() {
            let mut cut = Line::new(self.line.start().clone());
            for mv in &self.line.moves()[..self.cursor] {
                cut.play_text(&mv.to_string()).expect("a move of the line replays from the same position");
            }
            self.line = cut;
        }
    }

    fn preview(&self, text: &str) -> Option<(Setup, Vec<Event>)> {
        let mv = crate::rules::resolve_move(self.position(), text).ok()?;
        let (_, events) = trace(self.position(), mv);
        Some((self.setup(), events))
    }

    fn trace_move(&self, index: usize) -> Option<(Setup, Vec<Event>)> {
        let mv = *self.line.moves().get(index)?;
        let before = &self.line.positions()[index];
        let (_, events) = trace(before, mv);
        Some((before.to_setup(), events))
    }

    fn think(&self, level: Level, clock: Duration, stop: Arc<AtomicBool>, seed: u64) -> Job {
        let position = self.position().clone();
        let over = self.status() != Status::Ongoing;
        Box::new(move || {
            if over {
                return None;
            }
            level.think(&position, clock, &stop, &mut Rng::new(seed)).map(|mv| mv.to_string())
        })
    }

    fn hint(&self, limits: Limits) -> Job {
        let position = self.position().clone();
        let over = self.status() != Status::Ongoing;
        Box::new(move || {
            if over {
                return None;
            }
            let report = best_move(&position, &limits, &mut ())?;
            Some(format!("{}, score {}, depth {}", report.best(), report.score, report.depth))
        })
    }

    fn rank(&self, limits: Limits) -> RankJob {
        let position = self.position().clone();
        let over = self.status() != Status::Ongoing;
        Box::new(move |send| {
            if over {
                return;
            }
            let mut handler = OnRanking(|ranking: &Ranking<G::Move>| send(ranking.clone().map(|mv| mv.to_string())));
            rank_moves(&position, &limits, &mut handler);
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kingulu() -> Box<dyn Session> {
        open(Variant::Kingulu, None).unwrap()
    }

    #[test]
    fn plays_undoes_and_redoes() {
        let mut session = kingulu();
        assert_eq!(session.legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>(), ["A3", "A4", "A5", "A6"]);
        assert_eq!(session.play_text("A3!").unwrap(), "A3");
        assert_eq!(session.side_to_move(), Side::North);
        assert!(undo(session.as_mut()));
        assert_eq!(session.setup().to_string(), "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1");
        assert!(!undo(session.as_mut()));
        assert!(session.has_future());
        assert!(redo(session.as_mut()));
        assert!(!redo(session.as_mut()));
        assert_eq!(session.setup().to_string(), "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2");
    }

    #[test]
    fn playing_from_the_past_cuts_later_moves_but_a_refused_move_cuts_nothing() {
        let mut session = kingulu();
        session.play_text("A3").unwrap();
        let reply = session.legal_moves()[0].to_string();
        session.play_text(&reply).unwrap();
        session.go_to(1);
        assert!(session.play_text("A1").is_err());
        assert_eq!(session.history().len(), 2);
        session.go_to(0);
        session.play_text("A4").unwrap();
        assert_eq!(session.history(), ["A4"]);
        assert!(!session.has_future());
    }

    #[test]
    fn cut_drops_the_later_moves_only() {
        let mut session = kingulu();
        session.play_text("A3").unwrap();
        let reply = session.legal_moves()[0].to_string();
        session.play_text(&reply).unwrap();
        session.cut();
        assert_eq!(session.history().len(), 2, "nothing later to cut");
        session.go_to(1);
        session.cut();
        assert_eq!((session.history(), session.cursor()), (vec!["A3".to_string()], 1));
        assert!(!session.has_future());
    }

    #[test]
    fn traces_a_past_move() {
        let mut session = kingulu();
        session.play_text("A3").unwrap();
        let (before, events) = session.trace_move(0).unwrap();
        assert_eq!(before.to_string(), "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1");
        assert!(matches!(events[0], Event::Lift { seeds: 4, .. }));
        assert!(session.trace_move(1).is_none());
    }

    #[test]
    fn a_ranking_comes_in_notation_at_every_depth() {
        let mut session = kingulu();
        session.play_text("A3").unwrap();
        let rankings = std::sync::Mutex::new(Vec::new());
        session.rank(Limits::depth(3))(&|ranking| rankings.lock().unwrap().push(ranking));
        let rankings = rankings.into_inner().unwrap();
        assert_eq!(rankings.iter().map(|r| r.depth).collect::<Vec<_>>(), [1, 2, 3]);
        let mut moves: Vec<String> = rankings[2].moves.iter().map(|scored| scored.mv.clone()).collect();
        moves.sort();
        assert_eq!(moves, session.legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>());
        // Nothing once the game is over.
        let over = open(Variant::Kingulu, Some(&"kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=30,18 m=30".parse().unwrap()));
        let called = std::sync::atomic::AtomicBool::new(false);
        over.unwrap().rank(Limits::depth(3))(&|_| called.store(true, std::sync::atomic::Ordering::Relaxed));
        assert!(!called.into_inner());
    }

    #[test]
    fn every_game_opens() {
        for variant in Variant::ALL {
            assert_eq!(open(variant, None).unwrap().variant(), variant);
        }
    }
}
