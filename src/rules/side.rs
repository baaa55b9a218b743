//! The two players, South and North, and data kept once per player.

use std::fmt;
use std::ops::{Index, IndexMut};

/// A player. South (`S`) owns rows `A` and `B` and moves first; North (`N`) owns rows `a` and `b`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// The player whose rows are at the bottom of the picture (`A`, `B`).
    South,
    /// The player whose rows are at the top of the picture (`a`, `b`).
    North,
}

impl Side {
    /// Both sides, South first.
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The notation letter, `S` or `N`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// The side named by a notation letter.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Side> {
        match letter {
            'S' => Some(Side::South),
            'N' => Some(Side::North),
            _ => None,
        }
    }

    /// The lowercase word, `south` or `north`, as used in status lines.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value for each player, indexed by [`Side`]. Written as `{"south": …, "north": …}` where it is saved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// Both values, South's first.
    pub const fn new(south: T, north: T) -> Self {
        BySide { south, north }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide { south: f(self.south), north: f(self.north) }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_and_letters() {
        assert_eq!(Side::South.opponent(), Side::North);
        assert_eq!(Side::North.opponent(), Side::South);
        for side in Side::BOTH {
            assert_eq!(Side::from_letter(side.letter()), Some(side));
        }
        assert_eq!(Side::from_letter('X'), None);
    }

    #[test]
    fn by_side_indexes() {
        let mut pair = BySide::new(1, 2);
        pair[Side::North] += 5;
        assert_eq!((pair[Side::South], pair[Side::North]), (1, 7));
        assert_eq!(pair.map(|v| v * 2), BySide::new(2, 14));
    }
}
