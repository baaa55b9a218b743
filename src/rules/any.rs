//! A line of play of whichever game was chosen at run time ([`AnyLine`]), and a move of it ([`AnyMove`]): what the
//! interface and the store hold when the game is known only from a save or a menu. Each only forwards to the
//! game's own [`Line`]; no rule is decided here.

use std::fmt;

use super::{
    CycleMemory, Event, Game, Hole, Illegal, Kete, KimasaiRelay, KimasaiStep, Kingulu, Line, LineError, MoveError,
    MoveList, MoveText, PositionError, Setup, Side, Status, Toward, Variant,
};

/// A legal move of one of the four games, made free of its game's type: built only from a game's own move, so
/// it always names one move exactly (canonical notation, no parsing needed to learn its hole).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AnyMove(MoveText);

impl AnyMove {
    /// The move of game `G`.
    #[must_use]
    pub fn of<G: Game>(mv: G::Move) -> AnyMove {
        AnyMove(G::move_text(mv))
    }

    /// The hole the move starts from (kete nemo: the hole that receives the reserve seed).
    #[must_use]
    pub fn hole(self) -> Hole {
        self.0.hole
    }

    /// The direction, in the games whose moves have one.
    #[must_use]
    pub fn toward(self) -> Option<Toward> {
        self.0.toward
    }

    /// Whether the player chose safari.
    #[must_use]
    pub fn safari(self) -> bool {
        self.0.safari
    }

    /// The move as written, canonically.
    #[must_use]
    pub fn text(self) -> MoveText {
        self.0
    }

    /// The game's own move this names among `position`'s legal moves, if it is one of them.
    #[must_use]
    pub fn typed<G: Game>(self, position: &G) -> Option<G::Move> {
        position.legal_moves().into_iter().find(|&mv| G::move_text(mv) == self.0)
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A [`Line`] of one of the four games.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyLine {
    /// Bao la Kete.
    Kete(Line<Kete>),
    /// Bao la Kimasai, the 4x8 relay game.
    KimasaiRelay(Line<KimasaiRelay>),
    /// Bao la Kimasai, the 4x12 stepping game.
    KimasaiStep(Line<KimasaiStep>),
    /// Bao Kingulu.
    Kingulu(Line<Kingulu>),
}

/// Runs `$body` with `$line` bound to the typed [`Line`] inside an [`AnyLine`] and `$game` to its game type.
#[macro_export]
macro_rules! with_line {
    ($any:expr, $line:ident, $game:ident => $body:expr) => {
        match $any {
            $crate::rules::AnyLine::Kete($line) => {
                #[allow(unused)]
                type $game = $crate::rules::Kete;
                $body
            }
            $crate::rules::AnyLine::KimasaiRelay($line) => {
                #[allow(unused)]
                type $game = $crate::rules::KimasaiRelay;
                $body
            }
            $crate::rules::AnyLine::KimasaiStep($line) => {
                #[allow(unused)]
                type $game = $crate::rules::KimasaiStep;
                $body
            }
            $crate::rules::AnyLine::Kingulu($line) => {
                #[allow(unused)]
                type $game = $crate::rules::Kingulu;
                $body
            }
        }
    };
}

/// A game that can be held in an [`AnyLine`].
pub trait InAnyLine: Game {
    /// The line wrapped.
    fn wrap(line: Line<Self>) -> AnyLine;
}

macro_rules! in_any_line {
    ($($game:ident),*) => {$(
        impl InAnyLine for $game {
            fn wrap(line: Line<Self>) -> AnyLine {
                AnyLine::$game(line)
            }
        }
    )*};
}
in_any_line!(Kete, KimasaiRelay, KimasaiStep, Kingulu);

impl AnyLine {
    /// A line with no moves from `start`, which the rules check.
    pub fn new(start: &Setup) -> Result<AnyLine, PositionError> {
        crate::with_game!(start.variant, G => G::from_setup(start).map(|position| G::wrap(Line::new(position))))
    }

    /// The line of `moves` (typed, in the notation) played from `start`, the cursor after the last.
    pub fn from_texts<S: AsRef<str>>(start: &Setup, moves: &[S]) -> Result<AnyLine, AnyLineError> {
        crate::with_game!(start.variant, G => {
            let position = G::from_setup(start).map_err(AnyLineError::Start)?;
            Line::from_texts(position, moves).map(G::wrap).map_err(AnyLineError::Move)
        })
    }

    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        with_line!(self, _line, G => G::VARIANT)
    }

    /// The position the line starts from.
    #[must_use]
    pub fn start(&self) -> Setup {
        with_line!(self, line, _G => line.start().to_setup())
    }

    /// The position on the board.
    #[must_use]
    pub fn setup(&self) -> Setup {
        with_line!(self, line, _G => line.current().to_setup())
    }

    /// The position after `ply` moves, if the line is that long.
    #[must_use]
    pub fn setup_at(&self, ply: usize) -> Option<Setup> {
        with_line!(self, line, _G => line.position_at(ply).map(Game::to_setup))
    }

    /// The side to move on the board.
    #[must_use]
    pub fn side_to_move(&self) -> Side {
        with_line!(self, line, _G => line.current().side_to_move())
    }

    /// The status on the board, with the history's rules applied.
    #[must_use]
    pub fn status(&self) -> Status {
        with_line!(self, line, _G => line.status())
    }

    /// The status after the last move.
    #[must_use]
    pub fn end_status(&self) -> Status {
        with_line!(self, line, _G => line.end_status())
    }

    /// The legal moves on the board, in notation order.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList<AnyMove> {
        with_line!(self, line, G => line.legal_moves().iter().map(|&mv| AnyMove::of::<G>(mv)).collect())
    }

    /// The line's memory of long never-ending moves, to hand a copy to work on its positions elsewhere.
    #[must_use]
    pub fn memory(&self) -> &CycleMemory {
        with_line!(self, line, _G => line.memory())
    }

    /// How many times the line worked out the legal moves on its board.
    #[cfg(test)]
    pub(crate) fn listings(&self) -> usize {
        with_line!(self, line, _G => line.listings)
    }

    /// How many moves the line holds.
    #[must_use]
    pub fn len(&self) -> usize {
        with_line!(self, line, _G => line.len())
    }

    /// Whether no move was played.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Move `index` of the line (0-based).
    #[must_use]
    pub fn move_at(&self, index: usize) -> Option<AnyMove> {
        with_line!(self, line, G => line.moves().get(index).map(|&mv| AnyMove::of::<G>(mv)))
    }

    /// Every move of the line, those after the cursor included.
    pub fn moves(&self) -> impl Iterator<Item = AnyMove> + '_ {
        (0..self.len()).filter_map(|index| self.move_at(index))
    }

    /// How many moves are on the board.
    #[must_use]
    pub fn cursor(&self) -> usize {
        with_line!(self, line, _G => line.cursor())
    }

    /// Whether moves after the cursor would be cut by playing a move now.
    #[must_use]
    pub fn has_future(&self) -> bool {
        self.cursor() < self.len()
    }

    /// Moves the cursor to `ply` (clamped); returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        with_line!(self, line, _G => line.go_to(ply))
    }

    /// Takes back one move; returns whether there was one.
    pub fn undo(&mut self) -> bool {
        with_line!(self, line, _G => line.undo())
    }

    /// Plays again one move taken back; returns whether there was one.
    pub fn redo(&mut self) -> bool {
        with_line!(self, line, _G => line.redo())
    }

    /// Drops the moves after the cursor.
    pub fn truncate(&mut self) {
        with_line!(self, line, _G => line.truncate());
    }

    /// Why no legal move on the board starts from `hole`, or that the game is over: data the interface words
    /// (in English `its first lap ends in A5, an occupied hole of south's own row`).
    #[must_use]
    pub fn why_not(&self, hole: Hole) -> Illegal {
        if let Status::Over(outcome) = self.status() {
            return Illegal::Over(outcome);
        }
        with_line!(self, line, _G => line.illegal_reason(&MoveText::hole(hole)))
    }

    /// The legal move on the board that `text` names: a typed move read once, here.
    pub fn resolve(&self, text: &str) -> Result<AnyMove, MoveError> {
        with_line!(self, line, G => line.resolve(text).map(AnyMove::of::<G>))
    }

    /// Plays a legal move at the cursor, cutting the later moves; refuses (cutting nothing) any other.
    pub fn play(&mut self, mv: AnyMove) -> Result<(), MoveError> {
        with_line!(self, line, G => {
            // Found among the legal moves, so played without checking again.
            match line.legal_move(mv.text()) {
                Some(typed) => {
                    line.play_legal(typed);
                    Ok(())
                }
                None if line.status() != Status::Ongoing => {
                    Err(MoveError::GameOver { text: mv.text(), status: line.status() })
                }
                None => Err(MoveError::Illegal { reason: line.illegal_reason(&mv.text()), text: mv.text() }),
            }
        })
    }

    /// The position before move `index` and the events of that move.
    #[must_use]
    pub fn trace_move(&self, index: usize) -> Option<(Setup, Vec<Event>)> {
        with_line!(self, line, _G => line.trace_move(index).map(|(before, events)| (before.to_setup(), events)))
    }

    /// The events of `mv`, legal on the board, without playing it.
    #[must_use]
    pub fn preview(&self, mv: AnyMove) -> Option<Vec<Event>> {
        with_line!(self, line, _G => {
            let typed = line.legal_move(mv.text())?;
            Some(super::trace(line.current(), typed).1)
        })
    }
}

/// Why a line could not be built from a start position and typed moves.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnyLineError {
    /// The start position is not one the rules accept.
    #[error("{0}")]
    Start(PositionError),
    /// A move does not play.
    #[error(transparent)]
    Move(LineError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_opens_and_plays_its_first_legal_move() {
        for variant in Variant::ALL {
            let mut line = AnyLine::new(&Setup::start(variant)).unwrap();
            assert_eq!(line.variant(), variant);
            let first = line.legal_moves()[0];
            assert_eq!(line.resolve(&first.to_string()).unwrap(), first, "the notation reads back as the move");
            line.play(first).unwrap();
            assert_eq!((line.move_at(0), line.cursor()), (Some(first), 1));
        }
    }

    #[test]
    fn a_move_of_another_position_is_refused_and_nothing_is_cut() {
        let mut line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), &["A3", "a1"]).unwrap();
        let a3 = line.move_at(0).unwrap();
        line.undo();
        let refused = line.play(a3).unwrap_err();
        assert!(matches!(refused, MoveError::Illegal { .. }), "{refused}");
        assert_eq!(line.len(), 2);
        assert_eq!(a3.hole().to_string(), "A3");
    }

    #[test]
    fn a_bad_start_or_move_is_named() {
        let start = Setup::start(Variant::Kingulu);
        let error = AnyLine::from_texts(&start, &["A3", "A1"]).unwrap_err().to_string();
        assert!(error.starts_with("move 2 (A1): "), "{error}");
    }
}
