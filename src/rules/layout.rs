//! Board geometry shared by the games: which holes a board has, where each player's circuit runs, which
//! holes face each other, and the picture order of the position notation.
//!
//! Every game stores its holes by **board index**: `side * holes_per_side + k`, where `k` is the hole's place
//! on its owner's circuit. On the four-row boards the circuit is the owner's clockwise one (NOTATION.md
//! "Directions"): `A1 .. An` are `k = 0 .. n-1`, then `Bn .. B1` are `k = n .. 2n-1`. On the two-row board each
//! player has one row and `k` is the hole number minus one, so board indices `0 .. 2n-1` run `A1 .. An a1 .. an`,
//! the board's anticlockwise cycle.

use super::{Hole, Row, Side};

/// The shape of a board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    /// One row per player (kingulu: 2x6).
    TwoRow {
        /// Holes per row.
        width: u8,
    },
    /// A front and a back row per player (kete and kimasai-relay: 4x8; kimasai-step: 4x12).
    FourRow {
        /// Holes per row.
        width: u8,
    },
}

impl Layout {
    /// Holes in one row.
    #[must_use]
    pub const fn width(self) -> usize {
        match self {
            Layout::TwoRow { width } | Layout::FourRow { width } => width as usize,
        }
    }

    /// Rows on the board: 2 or 4.
    #[must_use]
    pub const fn rows(self) -> usize {
        match self {
            Layout::TwoRow { .. } => 2,
            Layout::FourRow { .. } => 4,
        }
    }

    /// Holes on the board.
    #[must_use]
    pub const fn holes(self) -> usize {
        self.rows() * self.width()
    }

    /// Holes owned by one player: the length of a player's circuit on a four-row board.
    #[must_use]
    pub const fn holes_per_side(self) -> usize {
        self.holes() / 2
    }

    /// The rows of the position picture, top to bottom as South sees the board: `b a A B`, or `a A`.
    #[must_use]
    pub const fn picture_rows(self) -> &'static [Row] {
        match self {
            Layout::TwoRow { .. } => &[Row::NorthFront, Row::SouthFront],
            Layout::FourRow { .. } => &[Row::NorthBack, Row::NorthFront, Row::SouthFront, Row::SouthBack],
        }
    }

    /// The hole in `row` at `column` (0-based, left to right as South sees the board).
    #[must_use]
    pub const fn picture_hole(self, row: Row, column: usize) -> Hole {
        let number = match row.owner() {
            Side::South => column + 1,
            Side::North => self.width() - column,
        };
        Hole::new(row, number as u8)
    }

    /// The column (0-based, left to right as South sees the board) of a hole of this board.
    #[must_use]
    pub const fn column(self, hole: Hole) -> usize {
        match hole.owner() {
            Side::South => hole.number() as usize - 1,
            Side::North => self.width() - hole.number() as usize,
        }
    }

    /// The board index of `hole`, or `None` if this board has no such hole.
    #[must_use]
    pub const fn index(self, hole: Hole) -> Option<usize> {
        let width = self.width();
        let number = hole.number() as usize;
        if number == 0 || number > width {
            return None;
        }
        let k = match self {
            Layout::TwoRow { .. } if !hole.row().is_front() => return None,
            Layout::TwoRow { .. } => number - 1,
            Layout::FourRow { .. } if hole.row().is_front() => number - 1,
            Layout::FourRow { .. } => 2 * width - number,
        };
        Some(hole.owner().index() * self.holes_per_side() + k)
    }

    /// The hole at a board index (below [`holes`](Self::holes)).
    #[must_use]
    pub const fn hole(self, index: usize) -> Hole {
        let per_side = self.holes_per_side();
        let side = if index < per_side { Side::South } else { Side::North };
        self.circuit_hole(side, index % per_side)
    }

    /// The hole at place `k` of `side`'s circuit (see the module documentation).
    #[must_use]
    pub const fn circuit_hole(self, side: Side, k: usize) -> Hole {
        let width = self.width();
        if k < width {
            Hole::new(Row::of(side, true), (k + 1) as u8)
        } else {
            Hole::new(Row::of(side, false), (2 * width - k) as u8)
        }
    }

    /// The opponent's front hole facing a front hole, both as board indices. On the two-row board `A i` faces
    /// `a (n+1-i)`; on the four-row boards the front rows face each other the same way.
    #[must_use]
    pub const fn facing(self, index: usize) -> usize {
        let per_side = self.holes_per_side();
        let width = self.width();
        let side = index / per_side;
        let k = index % per_side;
        (1 - side) * per_side + (width - 1 - k)
    }

    /// `side`'s board indices in the order NOTATION.md lists moves: front row then back row, each by hole
    /// number ascending.
    pub fn notation_order(self, side: Side) -> impl Iterator<Item = usize> {
        let width = self.width();
        let per_side = self.holes_per_side();
        let base = side.index() * per_side;
        let front = 0..width;
        let back = (width..per_side).rev();
        front.chain(back).map(move |k| base + k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KETE: Layout = Layout::FourRow { width: 8 };
    const STEP: Layout = Layout::FourRow { width: 12 };
    const KINGULU: Layout = Layout::TwoRow { width: 6 };

    fn hole(text: &str) -> Hole {
        text.parse().unwrap()
    }

    #[test]
    fn indices_round_trip_on_every_board() {
        for layout in [KETE, STEP, KINGULU] {
            for index in 0..layout.holes() {
                assert_eq!(layout.index(layout.hole(index)), Some(index));
            }
        }
    }

    #[test]
    fn circuits_follow_the_notation() {
        // Four rows: South's clockwise circuit A1 .. A8 B8 .. B1.
        let names: Vec<String> = (0..16).map(|i| KETE.hole(i).to_string()).collect();
        assert_eq!(names.join(" "), "A1 A2 A3 A4 A5 A6 A7 A8 B8 B7 B6 B5 B4 B3 B2 B1");
        assert_eq!(KETE.hole(16).to_string(), "a1");
        // Two rows: the board's anticlockwise cycle A1 .. A6 a1 .. a6.
        let names: Vec<String> = (0..12).map(|i| KINGULU.hole(i).to_string()).collect();
        assert_eq!(names.join(" "), "A1 A2 A3 A4 A5 A6 a1 a2 a3 a4 a5 a6");
    }

    #[test]
    fn facing_holes() {
        let facing = |layout: Layout, text: &str| layout.hole(layout.facing(layout.index(hole(text)).unwrap()));
        assert_eq!(facing(KINGULU, "A1"), hole("a6"));
        assert_eq!(facing(KINGULU, "a2"), hole("A5"));
        assert_eq!(facing(KETE, "A5"), hole("a4"));
        assert_eq!(facing(KETE, "a8"), hole("A1"));
        assert_eq!(facing(STEP, "A1"), hole("a12"));
    }

    #[test]
    fn holes_off_the_board_have_no_index() {
        assert_eq!(KINGULU.index(hole("B1")), None);
        assert_eq!(KINGULU.index(hole("A7")), None);
        assert_eq!(KETE.index(hole("a9")), None);
        assert!(STEP.index(hole("b12")).is_some());
    }

    #[test]
    fn picture_columns() {
        assert_eq!(KETE.picture_hole(Row::NorthBack, 0), hole("b8"));
        assert_eq!(KETE.picture_hole(Row::SouthFront, 0), hole("A1"));
        assert_eq!(KETE.column(hole("a8")), 0);
        let order: Vec<String> = KETE.notation_order(Side::North).map(|i| KETE.hole(i).to_string()).collect();
        assert_eq!(order.first().unwrap(), "a1");
        assert_eq!(order[8], "b1");
        assert_eq!(order.last().unwrap(), "b8");
    }
}
