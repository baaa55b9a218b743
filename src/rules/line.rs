//! A line of play: a start position and the moves played from it, with every position on the way. Decides
//! what needs the game's history (kimasai-step's repetition draw) and reads lists of typed moves.

use super::{Game, GameResult, MoveError, Outcome, Reason, Status, resolve_move};

/// A start position and the moves played from it.
#[derive(Clone, Debug)]
pub struct Line<G: Game> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
}

/// A typed move of a list that could not be played, with its 1-based place in the list.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("move {index} ({text}): {error}")]
pub struct LineError {
    /// The move's 1-based place among the moves given.
    pub index: usize,
    /// The move as typed.
    pub text: String,
    /// Why it was refused.
    pub error: MoveError,
}

impl<G: Game> Line<G> {
    /// A line with no moves yet.
    #[must_use]
    pub fn new(start: G) -> Self {
        Line { positions: vec![start], moves: Vec::new() }
    }

    /// Plays typed moves one after another from `start`.
    pub fn from_texts<S: AsRef<str>>(start: G, texts: &[S]) -> Result<Self, LineError> {
        let mut line = Line::new(start);
        for (i, text) in texts.iter().enumerate() {
            line.play_text(text.as_ref()).map_err(|error| LineError {
                index: i + 1,
                text: text.as_ref().to_string(),
                error,
            })?;
        }
        Ok(line)
    }

    /// The position the line starts from.
    #[must_use]
    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// The position after the last move.
    #[must_use]
    pub fn current(&self) -> &G {
        self.positions.last().expect("a line always holds its start position")
    }

    /// The moves played.
    #[must_use]
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Every position of the line: the start, then the one after each move.
    #[must_use]
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    /// The status of the current position, with the history's rules applied: in kimasai-step a position that
    /// occurred before in the line is a draw (rules/kimasai-step.md 5.2).
    #[must_use]
    pub fn status(&self) -> Status {
        let (current, earlier) = self.positions.split_last().expect("a line always holds its start position");
        if G::REPETITION_DRAW && repeats(earlier, current) {
            return Status::Over(Outcome { result: GameResult::Draw, reason: Reason::Repetition, score: None });
        }
        current.status()
    }

    /// Plays a typed move.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        let status = self.status();
        if status != Status::Ongoing {
            let text = text.parse()?;
            return Err(MoveError::GameOver { text, status });
        }
        let mv = resolve_move(self.current(), text)?;
        let mut next = self.current().clone();
        next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        Ok(mv)
    }
}

/// Whether `current` occurred among `earlier`: the same board and side to move, whatever the ply number.
#[must_use]
pub fn repeats<G: Game>(earlier: &[G], current: &G) -> bool {
    let key = |position: &G| {
        let mut setup = position.to_setup();
        setup.ply = 1;
        setup
    };
    let now = key(current);
    earlier.iter().any(|position| key(position) == now)
}
