//! Bao la Kimasai, four rows (`kimasai-step`, rules/kimasai-step.md): a 4x12 stepping game. Every hole holds
//! at most one stone; a move steps one stone anticlockwise into the next hole of its owner's circuit, which
//! must be empty; entering a front hole opposite an enemy stone removes it and the stone behind it.
//!
//! Each side's stones are a 24-bit set over its clockwise circuit (`A1 .. A12` are bits 0..11, `B12 .. B1`
//! bits 12..23; see [`Layout`]), so a stone steps from bit `k` to bit `k - 1` (mod 24) and every stone that
//! can move is found with two shifts.

use super::{
    BySide, CaptureRule, CaptureTo, CycleMemory, Event, Game, Hole, Illegal, Layout, MoveText, Observer, Outcome,
    PositionError, Reason, Setup, Side, Status, Successors, Variant,
};

const LAYOUT: Layout = Layout::FourRow { width: 12 };
const WIDTH: usize = 12;
const CIRCUIT: usize = 24;
const ALL: u32 = (1 << CIRCUIT) - 1;
/// Stones a side starts with, and the most it can have.
pub(crate) const STONES: u32 = 23;

/// A kimasai-step position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KimasaiStep {
    stones: BySide<u32>,
    side: Side,
    ply: u32,
}

/// The circuit place a stone at `place` steps to: anticlockwise, `A3 -> A2`, `A1 -> B1`, `B12 -> A12`.
const fn target(place: usize) -> usize {
    (place + CIRCUIT - 1) % CIRCUIT
}

/// A read-only view of the position: the data of [`to_setup`](Game::to_setup) without building a whole
/// [`Setup`], for the engine, which evaluates a position at every node of its search.
impl KimasaiStep {
    /// Each side's stones, as a set over its circuit: bit `k` for place `k`, the hole at board index
    /// `24 * side + k` (see [`Layout`]).
    #[must_use]
    pub const fn stones(&self) -> BySide<u32> {
        self.stones
    }
}

impl KimasaiStep {
    /// The stones of `stones` whose next hole is empty (section 2).
    const fn movable(stones: u32) -> u32 {
        // Bit k of `ahead` is bit k-1 of `stones`: whether the hole a stone at k steps into is taken.
        let ahead = ((stones << 1) | (stones >> (CIRCUIT - 1))) & ALL;
        stones & !ahead
    }

    fn hole(side: Side, place: usize) -> Hole {
        LAYOUT.circuit_hole(side, place)
    }

    /// Steps the stone at `from` and makes its captures (section 3).
    fn step<O: Observer>(&mut self, from: usize, observer: &mut O) {
        let me = self.side;
        let them = me.opponent();
        let to = target(from);
        self.stones[me] = (self.stones[me] & !(1 << from)) | (1 << to);
        if O::ENABLED {
            observer.event(Event::Step { from: Self::hole(me, from), to: Self::hole(me, to) });
        }
        if to < WIDTH {
            let facing = WIDTH - 1 - to;
            if self.stones[them] & (1 << facing) != 0 {
                // The facing front stone, and the back stone of the same file with it (3.1, 3.2).
                let behind = CIRCUIT - 1 - facing;
                for (place, rule) in [(facing, CaptureRule::Facing), (behind, CaptureRule::SameFile)] {
                    if self.stones[them] & (1 << place) != 0 {
                        self.stones[them] &= !(1 << place);
                        if O::ENABLED {
                            let (from, by) = (Self::hole(them, place), Self::hole(me, to));
                            observer.event(Event::Capture { from, seeds: 1, to: CaptureTo::Removed, by, rule });
                        }
                    }
                }
            }
        }
        self.side = them;
        self.ply = super::next_ply(self.ply);
    }

    /// The end of the game (5.1): a player without stones loses; so does a player who cannot move (which, by
    /// section 2, happens only without stones). DECISION: in a study position the side not to move may be the
    /// one without stones; it has lost all the same (test
    /// `decision_a_side_without_stones_has_lost_whoever_is_to_move`).
    fn end(&self) -> Option<Outcome> {
        let me = self.side;
        if let Some(loser) = [me, me.opponent()].into_iter().find(|&side| self.stones[side] == 0) {
            return Some(Outcome::win(loser.opponent(), Reason::NoStones(loser)));
        }
        (Self::movable(self.stones[me]) == 0).then(|| Outcome::win(me.opponent(), Reason::NoLegalMove(me)))
    }
}

impl Game for KimasaiStep {
    type Move = Hole;
    const VARIANT: Variant = Variant::KimasaiStep;
    const REPETITION_DRAW: bool = true;

    fn start() -> Self {
        // Every hole but the own front-left one, A1 (place 0).
        let stones = ALL & !1;
        KimasaiStep { stones: BySide::new(stones, stones), side: Side::South, ply: 1 }
    }

    fn from_setup(setup: &Setup) -> Result<Self, PositionError> {
        debug_assert_eq!(setup.variant, Variant::KimasaiStep);
        setup.check_keys()?;
        let mut stones = BySide::<u32>::default();
        for (index, &count) in setup.counts().iter().enumerate() {
            if count > 1 {
                return Err(PositionError::Stack { hole: LAYOUT.hole(index), count });
            }
            if count == 1 {
                let side = LAYOUT.hole(index).owner();
                stones[side] |= 1 << (index % CIRCUIT);
            }
        }
        for side in Side::BOTH {
            if stones[side].count_ones() > STONES {
                return Err(PositionError::TooManyStones { side, found: stones[side].count_ones() });
            }
        }
        Ok(KimasaiStep { stones, side: setup.side, ply: setup.ply })
    }

    fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(Variant::KimasaiStep);
        for side in Side::BOTH {
            for place in 0..CIRCUIT {
                let stone = self.stones[side] >> place & 1;
                setup.set_count_at(side.index() * CIRCUIT + place, stone as u8);
            }
        }
        setup.side = self.side;
        setup.ply = self.ply;
        setup
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    /// No relay of a 16-place circuit, so the memory is never asked.
    fn successors_with(&self, out: &mut Successors<Self>, _: &mut CycleMemory) {
        out.clear();
        if self.end().is_some() {
            return;
        }
        let movable = Self::movable(self.stones[self.side]);
        for index in LAYOUT.notation_order(self.side) {
            let place = index % CIRCUIT;
            if movable & (1 << place) != 0 {
                let mut next = self.clone();
                next.step(place, &mut super::Silent);
                out.push((Self::hole(self.side, place), next));
            }
        }
    }

    /// Every stone with an empty hole ahead makes a legal move: one of them, drawn at once.
    fn random_successor(&self, below: &mut impl FnMut(usize) -> usize) -> Option<(Hole, Self)> {
        if self.end().is_some() {
            return None;
        }
        let mut movable = Self::movable(self.stones[self.side]);
        for _ in 0..below(movable.count_ones() as usize) {
            movable &= movable - 1;
        }
        let place = movable.trailing_zeros() as usize;
        let mut next = self.clone();
        next.step(place, &mut super::Silent);
        Some((Self::hole(self.side, place), next))
    }

    fn play_traced<O: Observer>(&mut self, mv: Hole, observer: &mut O) {
        let Some(index) = LAYOUT.index(mv) else { return };
        self.step(index % CIRCUIT, observer);
        if O::ENABLED
            && let Some(outcome) = self.end()
        {
            observer.event(Event::GameOver { outcome });
        }
    }

    fn status_with(&self, _: &mut CycleMemory) -> Status {
        self.end().map_or(Status::Ongoing, Status::Over)
    }

    fn move_text(mv: Hole) -> MoveText {
        MoveText::hole(mv)
    }

    fn illegal_reason_with(&self, text: &MoveText, _: &mut CycleMemory) -> Illegal {
        let me = self.side;
        let hole = text.hole;
        let Some(index) = LAYOUT.index(hole) else { return Illegal::NoSuchHole(hole) };
        if hole.owner() != me {
            return Illegal::OpponentsHole { hole, owner: me.opponent() };
        }
        let place = index % CIRCUIT;
        if self.stones[me] & (1 << place) == 0 {
            return Illegal::NoStone(hole);
        }
        Illegal::StepBlocked { hole, next: Self::hole(me, target(place)) }
    }
}

#[cfg(test)]
mod tests;
