//! A line of play: a start position, the moves played from it as the game's own move type, every position on
//! the way, and a cursor for undo, redo and looking back. Decides what needs the game's history (kimasai-step's
//! repetition draw) and reads lists of typed moves. The legal moves and status on the board are worked out once,
//! when the board changes, and kept: an interface asks for them at every key and every frame.

use super::resolve::{checked, resolve_among};
use super::{
    CycleMemory, Event, Game, GameResult, Illegal, MoveError, MoveList, MoveText, Outcome, Reason, Status, trace,
};

/// A start position, the moves played from it and how many of them are on the board.
///
/// The moves after the cursor were taken back and can be played again ([`redo`](Line::redo)) until a move
/// played at the cursor cuts them ([`play`](Line::play), [`truncate`](Line::truncate)). Every position is
/// kept, so going to any ply costs nothing and cutting the line replays nothing. The legal moves and status
/// of the position on the board are worked out when the cursor reaches it (with the line's own
/// [`CycleMemory`], so a long never-ending move met again on the line is not proven again) and kept until it
/// moves.
///
/// ```
/// use bao::rules::{Game, Kingulu, Line};
///
/// let mut line = Line::from_texts(Kingulu::start(), &["A3", "a1"]).unwrap();
/// assert!(line.undo());
/// assert_eq!((line.cursor(), line.len()), (1, 2));
/// line.truncate();
/// assert_eq!(line.len(), 1);
/// assert_eq!(line.current().to_setup().to_string(), "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2");
/// ```
#[derive(Clone, Debug)]
pub struct Line<G: Game> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    cursor: usize,
    /// The legal moves on the board, in notation order: none once the game is over there.
    legal: MoveList<G::Move>,
    /// The status on the board, with the history's rules applied.
    status: Status,
    /// The status after the last move.
    end: Status,
    /// The line's memory of long never-ending moves.
    memory: CycleMemory,
    /// How many times the legal moves were worked out (for the tests that check they are kept).
    #[cfg(test)]
    pub(super) listings: usize,
}

/// Two lines are equal when they hold the same positions and moves with the cursor at the same place; what
/// is worked out from them, and the memory, follow.
impl<G: Game> PartialEq for Line<G> {
    fn eq(&self, other: &Self) -> bool {
        (&self.positions, &self.moves, self.cursor) == (&other.positions, &other.moves, other.cursor)
    }
}

impl<G: Game> Eq for Line<G> {}

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
        let mut line = Line {
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
            legal: MoveList::new(),
            status: Status::Ongoing,
            end: Status::Ongoing,
            memory: CycleMemory::new(),
            #[cfg(test)]
            listings: 0,
        };
        line.settle();
        line
    }

    /// Works out the legal moves and status on the board (after the cursor moved or the line changed). A
    /// position with a legal move is ongoing (a [`Status`] says so), so the game's status is asked only of
    /// one without.
    fn settle(&mut self) {
        let (ply, last) = (self.cursor, self.moves.len());
        let (current, earlier) = (&self.positions[ply], &self.positions[..ply]);
        if ply == last && G::REPETITION_DRAW && repeats(earlier, current) {
            self.legal.clear();
            self.status = Status::Over(Outcome { result: GameResult::Draw, reason: Reason::Repetition, score: None });
        } else {
            self.legal = current.legal_moves_with(&mut self.memory);
            #[cfg(test)]
            {
                self.listings += 1;
            }
            // At a past position the game went on: a move was played there.
            self.status = if self.legal.is_empty() && ply == last {
                current.status_with(&mut self.memory)
            } else {
                Status::Ongoing
            };
        }
        if ply == last {
            self.end = self.status;
        }
    }

    /// Plays typed moves one after another from `start`; the cursor ends after the last.
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

    /// The position on the board: after the first [`cursor`](Line::cursor) moves.
    #[must_use]
    pub fn current(&self) -> &G {
        &self.positions[self.cursor]
    }

    /// The position after `ply` moves of the line (0 is the start), if the line is that long.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&G> {
        self.positions.get(ply)
    }

    /// Every move of the line, those after the cursor included.
    #[must_use]
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// How many moves the line holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move was played.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// How many moves are on the board.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether moves after the cursor would be cut by playing a move now.
    #[must_use]
    pub fn has_future(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Moves the cursor to `ply` (clamped to the line); returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.moves.len());
        let moved = ply != self.cursor;
        self.cursor = ply;
        if moved {
            self.settle();
        }
        moved
    }

    /// Takes back one move; returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.cursor > 0 && self.go_to(self.cursor - 1)
    }

    /// Plays again one move taken back; returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.go_to(self.cursor + 1)
    }

    /// Drops the moves after the cursor, so the board shows the end of the line.
    pub fn truncate(&mut self) {
        if self.has_future() {
            self.moves.truncate(self.cursor);
            self.positions.truncate(self.cursor + 1);
            // The board now shows the end of the line, where the game may be over.
            self.settle();
        }
    }

    /// The status on the board, with the history's rules applied: in kimasai-step a position that occurred
    /// before in the line is a draw (rules/kimasai-step.md 5.2). At a past position the game went on (a move
    /// was played there), so it is ongoing.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The status after the last move of the line, wherever the cursor is.
    #[must_use]
    pub fn end_status(&self) -> Status {
        self.end
    }

    /// The legal moves on the board, in notation order: none once the game is over there.
    #[must_use]
    pub fn legal_moves(&self) -> &[G::Move] {
        &self.legal
    }

    /// The legal move on the board written `text` (canonically), if there is one.
    #[must_use]
    pub fn legal_move(&self, text: MoveText) -> Option<G::Move> {
        self.legal.iter().copied().find(|&mv| G::move_text(mv) == text)
    }

    /// The line's memory of long never-ending moves, to hand a copy to work on the line's positions elsewhere
    /// (the search of the computer's move).
    #[must_use]
    pub fn memory(&self) -> &CycleMemory {
        &self.memory
    }

    /// Why no legal move on the board matches `text` (see [`Game::illegal_reason`]); with a copy of the
    /// line's memory, which holds the long never-ending moves of the board, proven when its legal moves were
    /// worked out.
    #[must_use]
    pub fn illegal_reason(&self, text: &MoveText) -> Illegal {
        self.current().illegal_reason_with(text, &mut self.memory.clone())
    }

    /// The one legal move on the board that `text` names.
    pub fn resolve(&self, text: &str) -> Result<G::Move, MoveError> {
        if let status @ Status::Over(_) = self.status() {
            return Err(MoveError::GameOver { text: text.parse()?, status });
        }
        let text = checked::<G>(text)?;
        resolve_among::<G>(text, &self.legal, self.status, |text| self.illegal_reason(text))
    }

    /// Plays a legal move at the cursor, cutting the moves after it. A move that is not legal there (or a game
    /// that is over there) is refused and nothing is cut.
    pub fn play(&mut self, mv: G::Move) -> Result<(), MoveError> {
        if let status @ Status::Over(_) = self.status() {
            return Err(MoveError::GameOver { text: G::move_text(mv), status });
        }
        if !self.legal.contains(&mv) {
            let text = G::move_text(mv);
            return Err(MoveError::Illegal { reason: self.illegal_reason(&text), text });
        }
        self.play_legal(mv);
        Ok(())
    }

    /// Plays `mv`, one of the legal moves on the board (found among them, so not checked again), cutting the
    /// moves after the cursor.
    pub(super) fn play_legal(&mut self, mv: G::Move) {
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        let mut next = self.current().clone();
        next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        self.settle();
    }

    /// Plays a typed move at the cursor (cutting the moves after it); returns the move. The text is read once,
    /// into one of the legal moves, which is then played without checking it again.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MoveError> {
        let mv = self.resolve(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// The position before move `index` of the line (0-based) and the events of that move.
    #[must_use]
    pub fn trace_move(&self, index: usize) -> Option<(&G, Vec<Event>)> {
        let mv = *self.moves.get(index)?;
        let before = &self.positions[index];
        Some((before, trace(before, mv).1))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Kingulu, Variant};

    fn two_moves() -> Line<Kingulu> {
        Line::from_texts(Kingulu::start(), &["A3", "a1"]).unwrap()
    }

    #[test]
    fn undo_redo_and_go_to_move_the_cursor_only() {
        let mut line = two_moves();
        assert_eq!((line.cursor(), line.len()), (2, 2));
        assert!(line.undo() && line.undo());
        assert!(!line.undo(), "nothing before the start");
        assert_eq!(line.current(), line.start());
        assert!(line.has_future());
        assert!(line.redo());
        assert_eq!(line.current().to_setup().to_string(), "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2");
        assert!(!line.go_to(1), "already there");
        assert!(line.go_to(usize::MAX));
        assert_eq!(line.cursor(), 2);
    }

    #[test]
    fn a_move_played_in_the_past_cuts_the_later_ones_but_a_refused_one_cuts_nothing() {
        let mut line = two_moves();
        line.go_to(1);
        assert!(line.play_text("A1").is_err());
        assert_eq!(line.len(), 2);
        line.go_to(0);
        let a4 = line.resolve("A4").unwrap();
        line.play(a4).unwrap();
        assert_eq!((line.moves(), line.cursor()), (&[a4][..], 1));
        assert_eq!(line.positions.len(), 2);
    }

    #[test]
    fn truncate_keeps_the_positions_up_to_the_cursor() {
        let mut line = two_moves();
        line.truncate();
        assert_eq!(line.len(), 2, "nothing after the cursor to cut");
        line.go_to(1);
        let before = line.current().clone();
        line.truncate();
        assert_eq!((line.len(), line.cursor(), line.current()), (1, 1, &before));
        assert_eq!(line.position_at(1), Some(&before));
        assert_eq!(line.position_at(2), None);
    }

    #[test]
    fn the_game_goes_on_at_a_past_position_of_a_finished_line() {
        let mut line = Line::from_texts(Kingulu::start(), &["A5", "a5", "A3"]).unwrap();
        assert!(line.status().outcome().is_some(), "north has no legal move");
        assert!(line.legal_moves().is_empty());
        let refused = line.play_text("a1").unwrap_err();
        assert!(matches!(refused, MoveError::GameOver { .. }), "{refused}");
        line.undo();
        assert_eq!(line.status(), Status::Ongoing);
        assert!(line.end_status().outcome().is_some());
        assert!(!line.legal_moves().is_empty());
    }

    /// The legal moves and status are worked out when the board changes, once, and never when they are asked.
    #[test]
    fn the_board_s_legal_moves_are_worked_out_once_a_position() {
        let mut line = two_moves();
        let listed = line.listings;
        for _ in 0..3 {
            let _ = (line.legal_moves().len(), line.status(), line.end_status(), line.resolve("A1"));
            let _ = line.illegal_reason(&"A1".parse().unwrap());
        }
        assert_eq!(line.listings, listed, "asking works nothing out");
        assert!(!line.go_to(2), "already there");
        assert_eq!(line.listings, listed, "a cursor that does not move works nothing out");
        assert!(line.undo());
        assert_eq!(line.listings, listed + 1);
        assert_eq!(line.legal_moves(), &line.current().legal_moves()[..], "the moves of the board shown");
        line.truncate();
        assert_eq!(line.listings, listed + 2, "the board is now the line's end");
        line.truncate();
        assert_eq!(line.listings, listed + 2, "nothing to cut");
        let a1 = line.resolve("a1").unwrap();
        line.play(a1).unwrap();
        assert_eq!(line.listings, listed + 3, "one listing a move played");
        assert_eq!(line.legal_moves(), &line.current().legal_moves()[..]);
        assert_eq!(line, two_moves(), "the same line, whatever was worked out on the way");
    }

    #[test]
    fn a_past_move_is_traced_from_the_position_before_it() {
        let line = two_moves();
        let (before, events) = line.trace_move(0).unwrap();
        assert_eq!(before, line.start());
        assert!(matches!(events[0], Event::Lift { seeds: 4, .. }));
        assert!(line.trace_move(2).is_none());
        assert_eq!(Kingulu::VARIANT, Variant::Kingulu);
    }
}
