//! `Eval`: a search score from the point of view of the side to move, which knows proven wins and losses
//! and how many plies away they are.

use std::fmt;
use std::ops::Neg;

/// A score in hundredths of a seed (or stone) for the side to move, or a proven win or loss in N plies.
///
/// Heuristic scores lie strictly between [`Eval::MIN_PROVEN`] and its negation; a win `n` plies from the
/// position searched is `Eval::win_in(n)`, so a nearer win is a higher score and a later loss a higher one.
///
/// ```
/// use bao::engine::Eval;
///
/// assert!(Eval::win_in(3) > Eval::win_in(5));
/// assert_eq!(-Eval::win_in(3), Eval::loss_in(3));
/// assert_eq!(Eval::win_in(3).to_string(), "win in 3 plies");
/// assert_eq!(Eval::new(-250).to_string(), "-2.50");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Eval(i32);

/// The score of a win at the root itself; a win `n` plies away is this minus `n`.
const WIN: i32 = 1_000_000;
/// The farthest proven result a score can express, in plies.
const MAX_PROVEN_PLIES: i32 = 10_000;

impl Eval {
    /// A level position (or a draw).
    pub const ZERO: Eval = Eval(0);
    /// Above every score: the initial beta of a search.
    pub const INFINITY: Eval = Eval(WIN + 1);
    /// The lowest score that is a proven win.
    pub const MIN_PROVEN: Eval = Eval(WIN - MAX_PROVEN_PLIES);
    /// The largest heuristic score an evaluation may return.
    pub const MAX_HEURISTIC: Eval = Eval(WIN / 2);

    /// A heuristic score, clamped to the heuristic range.
    #[must_use]
    pub const fn new(centi: i32) -> Eval {
        let max = Self::MAX_HEURISTIC.0;
        Eval(if centi > max {
            max
        } else if centi < -max {
            -max
        } else {
            centi
        })
    }

    /// The side to move wins `plies` plies from now (0: the game is already won).
    #[must_use]
    pub const fn win_in(plies: u32) -> Eval {
        let plies = if plies > MAX_PROVEN_PLIES as u32 { MAX_PROVEN_PLIES } else { plies as i32 };
        Eval(WIN - plies)
    }

    /// The side to move loses `plies` plies from now.
    #[must_use]
    pub const fn loss_in(plies: u32) -> Eval {
        Eval(-Self::win_in(plies).0)
    }

    /// The raw value: hundredths of a seed, or beyond [`Eval::MIN_PROVEN`] a proven result.
    #[must_use]
    pub const fn raw(self) -> i32 {
        self.0
    }

    /// The score whose [`raw`](Self::raw) value is `raw`, as a file keeps it; `None` beyond a win at the root.
    #[must_use]
    pub const fn from_raw(raw: i32) -> Option<Eval> {
        if raw > WIN || raw < -WIN { None } else { Some(Eval(raw)) }
    }

    /// Whether this is a proven win or loss.
    #[must_use]
    pub const fn is_proven(self) -> bool {
        self.0 >= Self::MIN_PROVEN.0 || self.0 <= -Self::MIN_PROVEN.0
    }

    /// Plies to the end of the game for a proven result; `None` for a heuristic score.
    #[must_use]
    pub const fn plies_to_end(self) -> Option<u32> {
        if self.is_proven() { Some((WIN - self.0.abs()) as u32) } else { None }
    }

    /// The same score seen from `plies` plies nearer the root (a win found deeper is farther away): used when
    /// a score leaves the transposition table, whose entries count plies from their own position.
    #[must_use]
    pub const fn from_node(self, plies: u32) -> Eval {
        if self.0 >= Self::MIN_PROVEN.0 {
            Eval(self.0 - plies as i32)
        } else if self.0 <= -Self::MIN_PROVEN.0 {
            Eval(self.0 + plies as i32)
        } else {
            self
        }
    }

    /// The inverse of [`from_node`](Self::from_node): the score counted from a position `plies` below the
    /// root, as the transposition table stores it.
    #[must_use]
    pub const fn to_node(self, plies: u32) -> Eval {
        if self.0 >= Self::MIN_PROVEN.0 {
            Eval(self.0 + plies as i32)
        } else if self.0 <= -Self::MIN_PROVEN.0 {
            Eval(self.0 - plies as i32)
        } else {
            self
        }
    }
}

impl Neg for Eval {
    type Output = Eval;

    fn neg(self) -> Eval {
        Eval(-self.0)
    }
}

/// `win in 5 plies`, `loss in 2 plies`, or seeds with two decimals and a sign (`+1.25`, `-0.50`, `0.00`).
impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(plies) = self.plies_to_end() {
            let word = if self.0 > 0 { "win" } else { "loss" };
            let unit = if plies == 1 { "ply" } else { "plies" };
            return write!(f, "{word} in {plies} {unit}");
        }
        let sign = match self.0.signum() {
            1 => "+",
            -1 => "-",
            _ => "",
        };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proven_scores_order_by_distance() {
        assert!(Eval::win_in(1) > Eval::win_in(2));
        assert!(Eval::win_in(40) > Eval::MAX_HEURISTIC);
        assert!(Eval::loss_in(40) > Eval::loss_in(2));
        assert!(Eval::loss_in(40) < -Eval::MAX_HEURISTIC);
        assert_eq!(Eval::loss_in(7).plies_to_end(), Some(7));
        assert_eq!(Eval::new(123).plies_to_end(), None);
    }

    #[test]
    fn node_distance_round_trips() {
        for score in [Eval::win_in(3), Eval::loss_in(5), Eval::new(-42)] {
            assert_eq!(score.to_node(4).from_node(4), score);
        }
        assert_eq!(Eval::win_in(2).from_node(3), Eval::win_in(5));
    }

    #[test]
    fn display() {
        assert_eq!(Eval::win_in(1).to_string(), "win in 1 ply");
        assert_eq!(Eval::loss_in(4).to_string(), "loss in 4 plies");
        assert_eq!(Eval::new(5).to_string(), "+0.05");
        assert_eq!(Eval::ZERO.to_string(), "0.00");
        assert_eq!(Eval::new(i32::MAX), Eval::MAX_HEURISTIC);
    }
}
