//! Bao Kingulu (`kingulu`, rules/kingulu.md): a 2x6 relay game sown anticlockwise round the whole board. A
//! first lap may not end in an occupied hole of the mover's own row; a move ending in an empty own hole
//! captures the facing hole with the capturing seed; a lap whose last seed makes 4 in an opponent's hole that
//! held 3 reserves that hole for good (*kuweka mtoto*), and every seed later dropped into a reserved hole goes
//! to its owner's bank.

use super::cycle::LoopGuard;
use super::ring::{Ring, lane_sum};
use super::{
    BySide, CaptureRule, CaptureTo, CycleMemory, Direction, Event, Game, GameResult, Hole, Illegal, LapRule, Layout,
    MoveText, NoCapture, Observer, Outcome, Penultimate, PositionError, Reason, Setup, Side, Silent, Status,
    Successors, Variant,
};

const LAYOUT: Layout = Layout::TwoRow { width: 6 };
const HOLES: usize = 12;
pub(crate) const SEEDS: u32 = 48;
/// The lanes of South's row `A` (board indices 0..6); North's row `a` is the next six.
const SOUTH_ROW: u128 = (1 << 48) - 1;
const NORTH_ROW: u128 = SOUTH_ROW << 48;
/// The bits of South's row `A` in a set of holes by board index; North's row `a` is the next six.
const ROW_HOLES: u16 = (1 << 6) - 1;
/// Kingulu sows up the board index, which is the board's anticlockwise cycle `A1 .. A6 a1 .. a6` (1.2); in
/// the ring's terms that is its "clockwise".
const SOWING: Direction = Direction::Clockwise;

/// A kingulu position. The board is one ring of 12 holes in sowing order, `A1 .. A6 a1 .. a6` (board indices,
/// see [`Layout`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Kingulu {
    board: Ring<HOLES>,
    /// Bit `i` set when the hole at board index `i` is reserved (*mtoto*). Its owner is the player who does not
    /// own its row.
    reserved: u16,
    banks: BySide<u8>,
    side: Side,
    ply: u32,
}

/// Why a candidate move is not legal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Refusal {
    /// Its first lap ends in an occupied, unreserved hole of the mover's own row (2.3 rule 4).
    FirstLap { end: usize },
    /// Its sowing never ends (5.4).
    Endless,
}

/// How a move's first lap ends (see [`Kingulu::first_lap`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FirstLap {
    /// The move ends with it: in a reserved or empty hole (2.3 rules 1, 2), or by kuweka mtoto (rule 3).
    Ends,
    /// It ends in an occupied hole of the mover's own row, which makes the move illegal (rule 4).
    Forbidden { end: usize },
    /// It ends in an occupied hole of the other row and relays.
    Relays,
}

/// `0xFF` in the lane of every hole whose bit is set in `holes` (two table lookups of six holes each).
const fn lanes_of(holes: u16) -> u128 {
    const SIX: [u64; 64] = {
        let mut table = [0; 64];
        let mut bits = 0;
        while bits < 64 {
            let mut hole = 0;
            while hole < 6 {
                if bits & (1 << hole) != 0 {
                    table[bits] |= 0xFF << (8 * hole);
                }
                hole += 1;
            }
            bits += 1;
        }
        table
    };
    (SIX[(holes & 63) as usize] as u128) | ((SIX[(holes >> 6 & 63) as usize] as u128) << 48)
}

/// Read-only views of the position: the data of [`to_setup`](Game::to_setup) without building a whole
/// [`Setup`], for the engine, which evaluates and hashes a position at every node of its search.
impl Kingulu {
    /// Seeds in each hole, by board index.
    #[must_use]
    pub fn counts(&self) -> [u8; HOLES] {
        let lanes = self.board.0.to_le_bytes();
        std::array::from_fn(|index| lanes[index])
    }

    /// The holes reserved by kuweka mtoto: bit `i` set for the hole at board index `i`.
    #[must_use]
    pub const fn reserved_holes(&self) -> u16 {
        self.reserved
    }

    /// Seeds each player has banked (`c=`).
    #[must_use]
    pub const fn banks(&self) -> BySide<u8> {
        self.banks
    }
}

impl Kingulu {
    fn is_reserved(&self, index: usize) -> bool {
        self.reserved & (1 << index) != 0
    }

    /// The player who owns a reserved hole: the one who does not own its row.
    fn reserver(index: usize) -> Side {
        LAYOUT.hole(index).owner().opponent()
    }

    fn owns(&self, index: usize) -> bool {
        usize::from(index >= LAYOUT.width()) == self.side.index()
    }

    /// Seeds each player scores: bank, unreserved holes of the own row, holes reserved in the other row
    /// (5.2).
    fn score(&self) -> BySide<u8> {
        let reserved_lanes = lanes_of(self.reserved);
        let unreserved = self.board.0 & !reserved_lanes;
        let reserved = self.board.0 & reserved_lanes;
        let south = lane_sum(unreserved & SOUTH_ROW) + lane_sum(reserved & NORTH_ROW);
        let north = lane_sum(unreserved & NORTH_ROW) + lane_sum(reserved & SOUTH_ROW);
        BySide::new(self.banks.south + south as u8, self.banks.north + north as u8)
    }

    /// Plays the sowing of a move from `start` (2.2, 2.3, 3), leaving the side to move unchanged. Always
    /// inlined, as [`play_from`](Self::play_from).
    #[allow(clippy::inline_always, reason = "measured: random playouts")]
    #[inline(always)]
    fn sow<O: Observer>(&mut self, start: usize, observer: &mut O) -> Result<(), Refusal> {
        let me = self.side;
        let mut seeds = self.board.take(start);
        if O::ENABLED {
            observer.event(Event::Lift { hole: LAYOUT.hole(start), seeds });
        }
        let mut first = Ring::<HOLES>::next(start, SOWING);
        let mut first_lap = true;
        let mut guard = LoopGuard::<u128>::new();
        // The reservations stay as they are until the move ends.
        let reserved_lanes = lanes_of(self.reserved);
        loop {
            if O::ENABLED {
                self.report_drops(first, seeds, observer);
            }
            let lap = self.board.sow(first, seeds, SOWING);
            let banked = lap.drops & reserved_lanes;
            if banked != 0 {
                self.board.0 -= banked;
                self.banks.north += lane_sum(banked & SOUTH_ROW) as u8;
                self.banks.south += lane_sum(banked & NORTH_ROW) as u8;
            }
            let last = lap.last;
            let hole = LAYOUT.hole(last);
            // Rule 1: a lap ending in a reserved hole banks its last seed (done above) and ends the move.
            if self.is_reserved(last) {
                if O::ENABLED {
                    let rule = LapRule::ReservedBanks { owner: Self::reserver(last) };
                    observer.event(Event::LapEnd { hole, was: self.board.get(last), rule });
                }
                return Ok(());
            }
            let was = self.board.get(last) - 1;
            // Rule 2: an empty hole ends the move; in the own row it captures the facing hole with the
            // capturing seed (3.1), unless that hole is empty or reserved.
            if was == 0 {
                let facing = LAYOUT.facing(last);
                let facing_hole = LAYOUT.hole(facing);
                if self.owns(last) && !self.is_reserved(facing) && self.board.get(facing) > 0 {
                    if O::ENABLED {
                        let rule = LapRule::EmptyCaptures { facing: facing_hole };
                        observer.event(Event::LapEnd { hole, was, rule });
                    }
                    let taken = self.board.take(facing);
                    self.board.take(last);
                    self.banks[me] += taken + 1;
                    if O::ENABLED {
                        let to = CaptureTo::Bank { side: me, with: hole };
                        let (by, rule) = (hole, CaptureRule::EmptyOwnHole);
                        observer.event(Event::Capture { from: facing_hole, seeds: taken, to, by, rule });
                    }
                } else if O::ENABLED {
                    let rule = if self.owns(last) {
                        LapRule::EmptyNothingFacing { facing: facing_hole, reserved: self.is_reserved(facing) }
                    } else {
                        LapRule::Empty
                    };
                    observer.event(Event::LapEnd { hole, was, rule });
                }
                return Ok(());
            }
            // Rule 3: kuweka mtoto (3.2), with the lap's penultimate seed unless the lap was a singleton or that
            // seed already went to a bank (Q6).
            if !self.owns(last) && was == 3 {
                let previous = Ring::<HOLES>::next(last, SOWING.reverse());
                let penultimate = seeds >= 2 && !self.is_reserved(previous);
                if penultimate {
                    self.board.remove_one(previous);
                    self.board.add(last, 1);
                }
                self.reserved |= 1 << last;
                if O::ENABLED {
                    observer.event(Event::LapEnd { hole, was, rule: LapRule::KuwekaMtoto });
                    let penultimate = match (seeds >= 2, penultimate) {
                        (false, _) => Penultimate::Singleton,
                        (true, true) => Penultimate::Moved(LAYOUT.hole(previous)),
                        (true, false) => Penultimate::Banked(LAYOUT.hole(previous)),
                    };
                    observer.event(Event::ReserveHole { hole, side: me, penultimate });
                }
                return Ok(());
            }
            // Rule 4: a first lap may not end in an occupied own hole; every other occupied end relays.
            if first_lap && self.owns(last) {
                return Err(Refusal::FirstLap { end: last });
            }
            if O::ENABLED {
                let unless = self.owns(last).then_some(NoCapture::LaterLap);
                observer.event(Event::LapEnd { hole, was, rule: LapRule::Relay { unless } });
            }
            // The exact check of `cycle` (5.4), the whole move after its first lap being one stretch: from here
            // on it depends only on the board and where the relay starts (reservations do not change within a
            // move, and with nothing in hand the banks follow from the board: board + banks = 48). A seed
            // banked through a reserved hole is a drop into a counter, which keeps the laps injective.
            guard.check(self.board.0 | ((last as u128) << 120)).map_err(|_| Refusal::Endless)?;
            seeds = self.board.take(last);
            if O::ENABLED {
                observer.event(Event::Relay { hole, seeds });
            }
            first = Ring::<HOLES>::next(last, SOWING);
            first_lap = false;
        }
    }

    fn report_drops<O: Observer>(&self, first: usize, seeds: u8, observer: &mut O) {
        for (dropped, index) in Ring::<HOLES>::places(first, seeds, SOWING).enumerate() {
            let hole = LAYOUT.hole(index);
            let hand = seeds - 1 - dropped as u8;
            if self.is_reserved(index) {
                observer.event(Event::Bank { hole, side: Self::reserver(index), hand });
            } else {
                observer.event(Event::Sow { hole, hand });
            }
        }
    }

    /// The holes a move may start from: own, unreserved, not empty (2.1), as a set by board index.
    fn candidate_set(&self) -> u16 {
        let own_row = ROW_HOLES << (self.side.index() * LAYOUT.width());
        self.board.occupied() & own_row & !self.reserved
    }

    /// The holes a move may start from ([`candidate_set`](Self::candidate_set)), by board index ascending.
    fn candidates(&self) -> impl Iterator<Item = usize> + use<> {
        let mut holes = self.candidate_set();
        std::iter::from_fn(move || {
            let index = holes.trailing_zeros() as usize;
            holes &= holes.wrapping_sub(1);
            (index < HOLES).then_some(index)
        })
    }

    /// How the first lap from `start` ends, found without sowing: most illegal candidates are refused here
    /// before any copy is made, and most legal ones are known legal. The lap's seeds land in the holes after
    /// `start`; the last one, `start + n`, was passed `(n - 1) / 12` times before, and the emptied origin held
    /// nothing. The cases are [`sow`](Self::sow)'s rules for a lap's end, in its order.
    fn first_lap(&self, start: usize) -> FirstLap {
        let (last, was) = self.first_lap_end(start);
        if self.is_reserved(last) || was == 0 {
            FirstLap::Ends
        } else if self.owns(last) {
            FirstLap::Forbidden { end: last }
        } else if was == 3 {
            FirstLap::Ends
        } else {
            FirstLap::Relays
        }
    }

    /// Where the first lap from `start` ends, and what that hole held before its last seed.
    fn first_lap_end(&self, start: usize) -> (usize, u32) {
        // Small unsigned arithmetic: a division by a constant of a 64-bit number costs a wide multiplication.
        let seeds = u32::from(self.board.get(start));
        let last = ((start as u32 + seeds) % HOLES as u32) as usize;
        let before = if last == start { 0 } else { u32::from(self.board.get(last)) };
        (last, before + (seeds - 1) / HOLES as u32)
    }

    /// Whether the first lap from `start` is [`FirstLap::Forbidden`] (it ends in an unreserved hole of the own
    /// row that held seeds), as one test: in a random playout the answer is as random as the move, and each
    /// test that decides it would be a branch often mispredicted.
    fn first_lap_forbidden(&self, start: usize) -> bool {
        let (last, was) = self.first_lap_end(start);
        let own_row = ROW_HOLES << (self.side.index() * LAYOUT.width());
        let open = u32::from(((own_row & !self.reserved) >> last) & 1);
        open * was != 0
    }

    /// Plays the move from `start` in place: its sowing, then the turn passes.
    fn make_move<O: Observer>(&mut self, start: usize, observer: &mut O) -> Result<(), Refusal> {
        if let FirstLap::Forbidden { end } = self.first_lap(start) {
            return Err(Refusal::FirstLap { end });
        }
        self.play_from(start, observer)
    }

    /// [`make_move`](Self::make_move) once the first lap is known not to be forbidden. Always inlined: in a
    /// random playout the position then stays in registers from move to move.
    #[allow(clippy::inline_always, reason = "measured: random playouts")]
    #[inline(always)]
    fn play_from<O: Observer>(&mut self, start: usize, observer: &mut O) -> Result<(), Refusal> {
        self.sow(start, observer)?;
        self.side = self.side.opponent();
        self.ply = super::next_ply(self.ply);
        Ok(())
    }

    fn try_move(&self, start: usize) -> Result<Kingulu, Refusal> {
        let mut next = self.clone();
        next.make_move(start, &mut Silent)?;
        Ok(next)
    }
}

impl Game for Kingulu {
    type Move = Hole;
    const VARIANT: Variant = Variant::Kingulu;

    fn start() -> Self {
        Kingulu {
            board: Ring(Ring::<HOLES>::ALL * 4),
            reserved: 0,
            banks: BySide::default(),
            side: Side::South,
            ply: 1,
        }
    }

    fn from_setup(setup: &Setup) -> Result<Self, PositionError> {
        debug_assert_eq!(setup.variant, Variant::Kingulu);
        setup.check_keys()?;
        let total = setup.board_total() + u32::from(setup.captured.south) + u32::from(setup.captured.north);
        if total != SEEDS {
            return Err(PositionError::Total { what: "seeds on the board and in c=", found: total, expected: SEEDS });
        }
        let mut position =
            Kingulu { board: Ring::default(), reserved: 0, banks: setup.captured, side: setup.side, ply: setup.ply };
        for index in 0..HOLES {
            position.board.add(index, setup.count_at(index));
            if setup.is_reserved_at(index) {
                position.reserved |= 1 << index;
            }
        }
        Ok(position)
    }

    fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(Variant::Kingulu);
        for index in 0..HOLES {
            setup.set_count_at(index, self.board.get(index));
            setup.set_reserved_at(index, self.is_reserved(index));
        }
        setup.side = self.side;
        setup.captured = self.banks;
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
        for start in self.candidates() {
            if let FirstLap::Forbidden { .. } = self.first_lap(start) {
                continue;
            }
            // Sown in place in the list, so the new position is never copied after it is written.
            out.push((LAYOUT.hole(start), self.clone()));
            let (_, next) = out.last_mut().expect("just pushed");
            if next.play_from(start, &mut Silent).is_err() {
                out.pop();
            }
        }
    }

    /// [`play_random`](Game::play_random) on a copy.
    fn random_successor(&self, below: &mut impl FnMut(usize) -> usize) -> Option<(Hole, Self)> {
        let mut next = self.clone();
        next.play_random(below).map(|mv| (mv, next))
    }

    /// By rejection among the holes a move may start from, in place.
    fn play_random(&mut self, below: &mut impl FnMut(usize) -> usize) -> Option<Hole> {
        let candidates = self.candidate_set();
        super::draw_from_set(self, candidates, below, |position, start| {
            if position.first_lap_forbidden(start) {
                return false;
            }
            let before = position.clone();
            let legal = position.play_from(start, &mut Silent).is_ok();
            if !legal {
                *position = before;
            }
            legal
        })
        .map(|start| LAYOUT.hole(start))
    }

    fn play_traced<O: Observer>(&mut self, mv: Hole, observer: &mut O) {
        let Some(start) = LAYOUT.index(mv) else { return };
        if self.make_move(start, observer).is_err() {
            return;
        }
        if O::ENABLED
            && let Status::Over(outcome) = self.status()
        {
            observer.event(Event::GameOver { outcome });
        }
    }

    /// The game ends when the player to move has no legal move; it is then scored (5.1, 5.2).
    fn status_with(&self, _: &mut CycleMemory) -> Status {
        let legal = |start| match self.first_lap(start) {
            FirstLap::Ends => true,
            FirstLap::Forbidden { .. } => false,
            // Only a move that relays can fail to end.
            FirstLap::Relays => self.try_move(start).is_ok(),
        };
        if self.candidates().any(legal) {
            return Status::Ongoing;
        }
        let score = self.score();
        let result = match score.south.cmp(&score.north) {
            std::cmp::Ordering::Greater => GameResult::Win(Side::South),
            std::cmp::Ordering::Less => GameResult::Win(Side::North),
            std::cmp::Ordering::Equal => GameResult::Draw,
        };
        Status::Over(Outcome { result, reason: Reason::NoLegalMove(self.side), score: Some(score) })
    }

    fn move_text(mv: Hole) -> MoveText {
        MoveText::hole(mv)
    }

    fn illegal_reason_with(&self, text: &MoveText, _: &mut CycleMemory) -> Illegal {
        let me = self.side;
        let Some(index) = LAYOUT.index(text.hole) else { return Illegal::NoSuchHole(text.hole) };
        let hole = text.hole;
        if hole.owner() != me {
            return if self.is_reserved(index) {
                Illegal::OwnReservedHole { hole, side: me }
            } else {
                let row = LAYOUT.circuit_hole(me, 0).row().letter();
                Illegal::OpponentsRow { hole, owner: me.opponent(), mover: me, row }
            };
        }
        if self.is_reserved(index) {
            return Illegal::ReservedBy { hole, side: me.opponent() };
        }
        if self.board.get(index) == 0 {
            return Illegal::Empty(hole);
        }
        match self.try_move(index) {
            Err(Refusal::FirstLap { end }) => Illegal::FirstLapEndsOwnRow { end: LAYOUT.hole(end), side: me },
            Err(Refusal::Endless) => Illegal::Endless,
            Ok(_) => Illegal::GameOver,
        }
    }
}

#[cfg(test)]
mod tests;
