//! Why no legal move starts from a hole, as the rules find it ([`Game::illegal_reason`](super::Game)): data,
//! which the interface words in its own language (issue 14's "why not", and a typed move refused); its
//! `Display` is the English the command line prints (`bao apply`'s errors).

use std::fmt;

use super::{Hole, Outcome, Side};

/// Why no legal move starts from a hole (or from it the way written).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Illegal {
    /// The board has no such hole.
    NoSuchHole(Hole),
    /// The hole is the opponent's.
    OpponentsHole {
        /// The hole.
        hole: Hole,
        /// Its owner, the opponent of the side to move.
        owner: Side,
    },
    /// Kingulu: the hole is in the opponent's row, and the mover sows from their own.
    OpponentsRow {
        /// The hole.
        hole: Hole,
        /// Its row's owner.
        owner: Side,
        /// The side to move.
        mover: Side,
        /// The letter of the mover's row.
        row: char,
    },
    /// Kingulu: a hole the mover reserved in the opponent's row; its seeds stay there until the game ends.
    OwnReservedHole {
        /// The hole.
        hole: Hole,
        /// The side that reserved it, the side to move.
        side: Side,
    },
    /// Kingulu: a hole of the mover's row the opponent reserved.
    ReservedBy {
        /// The hole.
        hole: Hole,
        /// The side that reserved it.
        side: Side,
    },
    /// The hole is empty.
    Empty(Hole),
    /// Kingulu: the move's first lap ends in an occupied hole of the mover's own row.
    FirstLapEndsOwnRow {
        /// Where the first lap ends.
        end: Hole,
        /// The side to move.
        side: Side,
    },
    /// The move's sowing never ends.
    Endless,
    /// The game is over.
    GameOver,
    /// The game is over, by the rules' outcome (named whole).
    Over(Outcome),
    /// Kete: the game is over, its front row emptied (the outcome's reason named).
    OverBecause(Outcome),
    /// Kimasai-step: the hole holds no stone.
    NoStone(Hole),
    /// Kimasai-step: the stone's step is blocked by a stone.
    StepBlocked {
        /// The stone's hole.
        hole: Hole,
        /// The hole it would step into.
        next: Hole,
    },
    /// Kete, nemo: the captured seeds are sown from the kichwa on the hole's own side (the other way is
    /// refused).
    KichwaOwnSide(Hole),
    /// Kete, mtaji: that way does not make the capture required.
    NotTheCapture(Hole),
    /// Kete: sowing the hole that way would empty the mover's front row.
    EmptiesFrontRow {
        /// The hole.
        hole: Hole,
        /// The side to move.
        side: Side,
    },
    /// Kete, nemo: the reserve seed goes into the front row.
    NemoFrontRow,
    /// Kete, nemo: the hole is empty; the reserve seed goes into an occupied front hole.
    NemoEmpty(Hole),
    /// Kete: a capture is available, and capturing is mandatory.
    CaptureMandatory,
    /// Kete, nemo: the kuu takes the reserve seed only when it is the only occupied front hole.
    KuuTakesReserveLast(Side),
    /// Kete, nemo: the kuu is destroyed, and the reserve seed goes into a hole of 2 or more.
    KuuDestroyedTwoOrMore(Side),
    /// Kete, mtaji: the hole holds fewer than 2 seeds.
    TooFew {
        /// The hole.
        hole: Hole,
        /// What it holds.
        seeds: u8,
    },
    /// Kete: the hole is reserved by hizi zetu.
    ReservedByHiziZetu(Hole),
    /// Kete, hizi zetu: the mover must capture the reserved hole first.
    MustCaptureReserved {
        /// The side to move.
        side: Side,
        /// The reserved hole.
        reserved: Hole,
    },
    /// Kete: the mover's kuu exists, and a takata must start from it.
    TakataFromKuu(Side),
    /// Kete: the back row may start a move only when the front row holds nothing but singletons.
    BackRow,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::NoSuchHole(hole) => write!(f, "the board has no hole {hole}"),
            Illegal::OpponentsHole { hole, owner } => write!(f, "{hole} is {owner}'s hole"),
            Illegal::OpponentsRow { hole, owner, mover, row } => {
                write!(f, "{hole} is in {owner}'s row; {mover} sows from row {row}")
            }
            Illegal::OwnReservedHole { hole, side } => {
                write!(f, "{hole} is {side}'s reserved hole; its seeds stay there until the game ends")
            }
            Illegal::ReservedBy { hole, side } => write!(f, "{hole} is reserved by {side}"),
            Illegal::Empty(hole) => write!(f, "{hole} is empty"),
            Illegal::FirstLapEndsOwnRow { end, side } => {
                write!(f, "its first lap ends in {end}, an occupied hole of {side}'s own row")
            }
            Illegal::Endless => f.write_str("its sowing never ends"),
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::Over(outcome) => write!(f, "the game is over ({outcome})"),
            Illegal::OverBecause(outcome) => write!(f, "the game is over ({})", outcome.reason_text()),
            Illegal::NoStone(hole) => write!(f, "{hole} holds no stone"),
            Illegal::StepBlocked { hole, next } => {
                write!(f, "the stone in {hole} steps into {next}, which is not empty")
            }
            Illegal::KichwaOwnSide(hole) => {
                write!(f, "captured seeds at {hole} are sown from the kichwa on its own side")
            }
            Illegal::NotTheCapture(hole) => {
                write!(f, "capturing is mandatory, and {hole} sown that way does not make the capture required")
            }
            Illegal::EmptiesFrontRow { hole, side } => {
                write!(f, "sowing {hole} that way would empty {side}'s front row")
            }
            Illegal::NemoFrontRow => f.write_str("in nemo the reserve seed goes into the front row"),
            Illegal::NemoEmpty(hole) => write!(f, "{hole} is empty; the reserve seed goes into an occupied front hole"),
            Illegal::CaptureMandatory => f.write_str("a capture is available, and capturing is mandatory"),
            Illegal::KuuTakesReserveLast(side) => {
                write!(f, "{side}'s kuu takes the reserve seed only when it is the only occupied front hole")
            }
            Illegal::KuuDestroyedTwoOrMore(side) => {
                write!(f, "{side}'s kuu is destroyed: the reserve seed goes into a hole of 2 or more")
            }
            Illegal::TooFew { hole, seeds } => {
                write!(f, "{hole} holds only {seeds}; a move starts from a hole of 2 seeds or more")
            }
            Illegal::ReservedByHiziZetu(hole) => write!(f, "{hole} is reserved by hizi zetu"),
            Illegal::MustCaptureReserved { side, reserved } => {
                write!(f, "hizi zetu: {side} must capture the reserved {reserved} first")
            }
            Illegal::TakataFromKuu(side) => write!(f, "{side}'s kuu exists, and a takata must start from it"),
            Illegal::BackRow => {
                f.write_str("the back row may start a move only when the front row holds nothing but singletons")
            }
        }
    }
}
