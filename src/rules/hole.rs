//! Holes (pits) named as in NOTATION.md: a row letter and a number counted from the owner's own left.

use std::fmt;
use std::str::FromStr;

use super::Side;

/// A row of holes. South's rows are `A` (front, inner) and `B` (back, outer); North's are `a` and `b`.
/// The two-row board (kingulu) has only the front rows `A` and `a`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Row {
    /// `A`: South's front (inner) row.
    SouthFront,
    /// `B`: South's back (outer) row.
    SouthBack,
    /// `a`: North's front (inner) row.
    NorthFront,
    /// `b`: North's back (outer) row.
    NorthBack,
}

impl Row {
    /// The notation letter: `A`, `B`, `a` or `b`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Row::SouthFront => 'A',
            Row::SouthBack => 'B',
            Row::NorthFront => 'a',
            Row::NorthBack => 'b',
        }
    }

    /// The row named by a notation letter.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Row> {
        match letter {
            'A' => Some(Row::SouthFront),
            'B' => Some(Row::SouthBack),
            'a' => Some(Row::NorthFront),
            'b' => Some(Row::NorthBack),
            _ => None,
        }
    }

    /// The player who owns the row.
    #[must_use]
    pub const fn owner(self) -> Side {
        match self {
            Row::SouthFront | Row::SouthBack => Side::South,
            Row::NorthFront | Row::NorthBack => Side::North,
        }
    }

    /// Whether this is a front (inner) row, the one that faces the opponent.
    #[must_use]
    pub const fn is_front(self) -> bool {
        matches!(self, Row::SouthFront | Row::NorthFront)
    }

    /// The front or back row of `side`.
    #[must_use]
    pub const fn of(side: Side, front: bool) -> Row {
        match (side, front) {
            (Side::South, true) => Row::SouthFront,
            (Side::South, false) => Row::SouthBack,
            (Side::North, true) => Row::NorthFront,
            (Side::North, false) => Row::NorthBack,
        }
    }
}

/// One hole: its row and its number, 1-based from the owner's own left (`A1` is at South's left, `a1` at
/// North's left, which is South's right).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Hole {
    row: Row,
    number: u8,
}

impl Hole {
    /// The hole `number` (1-based) of `row`. Whether it exists depends on the board: see
    /// [`Layout::index`](super::Layout::index).
    #[must_use]
    pub const fn new(row: Row, number: u8) -> Hole {
        Hole { row, number }
    }

    /// The row.
    #[must_use]
    pub const fn row(self) -> Row {
        self.row
    }

    /// The number, counted from the owner's left, starting at 1.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.number
    }

    /// The owner of the hole's row.
    #[must_use]
    pub const fn owner(self) -> Side {
        self.row.owner()
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row.letter(), self.number)
    }
}

/// The text is not a hole name such as `A3` or `b12`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a hole: expected a row letter A, B, a or b and a number, as in A3")]
pub struct ParseHoleError(pub String);

impl FromStr for Hole {
    type Err = ParseHoleError;
    fn from_str(text: &str) -> Result<Hole, ParseHoleError> {
        let bad = || ParseHoleError(text.to_string());
        let mut chars = text.chars();
        let row = chars.next().and_then(Row::from_letter).ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let number: u8 = digits.parse().map_err(|_| bad())?;
        if number == 0 {
            return Err(bad());
        }
        Ok(Hole::new(row, number))
    }
}

/// The direction of sowing seen from above, around one player's circuit (NOTATION.md "Directions").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Along the front row toward the owner's right, back along the back row: `A1 .. An Bn .. B1`.
    Clockwise,
    /// The reverse of clockwise.
    Anticlockwise,
}

impl Direction {
    /// The other direction.
    #[must_use]
    pub const fn reverse(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Anticlockwise,
            Direction::Anticlockwise => Direction::Clockwise,
        }
    }

    /// `cw` or `acw`, as in the trace.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Direction::Clockwise => "cw",
            Direction::Anticlockwise => "acw",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Clockwise => "clockwise",
            Direction::Anticlockwise => "anticlockwise",
        })
    }
}

/// Where the hand moves as it starts, as a player sees it: kete moves write it `<` (toward the player's
/// left) or `>` (toward the right).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Toward {
    /// `<`: toward the player's left.
    Left,
    /// `>`: toward the player's right.
    Right,
}

impl Toward {
    /// `<` or `>`.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Toward::Left => '<',
            Toward::Right => '>',
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_parse_and_print() {
        for text in ["A1", "B12", "a8", "b3"] {
            assert_eq!(text.parse::<Hole>().unwrap().to_string(), text);
        }
        let hole: Hole = "b12".parse().unwrap();
        assert_eq!((hole.row(), hole.number(), hole.owner()), (Row::NorthBack, 12, Side::North));
        for bad in ["", "A", "C3", "A0", "A-1", "A123", "3A", "A3x"] {
            assert!(bad.parse::<Hole>().is_err(), "{bad}");
        }
    }

    #[test]
    fn rows_know_their_owner_and_place() {
        for row in [Row::SouthFront, Row::SouthBack, Row::NorthFront, Row::NorthBack] {
            assert_eq!(Row::from_letter(row.letter()), Some(row));
            assert_eq!(Row::of(row.owner(), row.is_front()), row);
        }
    }
}
