//! Bao la Kimasai, two-phase relay game (`kimasai-relay`, rules/kimasai-relay.md): 4x8, always sown
//! clockwise round the mover's own two rows in multi-lap relays. In phase 1 every move but the very first adds
//! a reserve cow to the hole it sows and nothing is captured; in phase 2 a lap ending in an occupied inner hole
//! takes the facing inner hole and sows it on from the capturing hole. A player whose inner row is emptied
//! loses.

use super::cycle::{CycleMemory, Endless, LoopGuard};
use super::ring::{Ring, rings_of, write_rings};
use super::{
    BySide, CaptureRule, CaptureTo, Direction, Entry, Event, Game, Hole, Illegal, LapRule, Layout, MoveText, NoCapture,
    Observer, Outcome, PositionError, Reason, Setup, Side, Silent, Stage, Status, Successors, Variant, next_ply,
};

const LAYOUT: Layout = Layout::FourRow { width: 8 };
/// Holes on one player's circuit, `A1 .. A8 B8 .. B1` (1.3).
const CIRCUIT: usize = 16;
/// Lanes of the inner row: circuit places 0..8.
const INNER: u128 = (1 << 64) - 1;
pub(crate) const COWS: u32 = 64;
const SOWING: Direction = Direction::Clockwise;

type Circuit = Ring<CIRCUIT>;

/// A kimasai-relay position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KimasaiRelay {
    /// Each player's circuit, clockwise from the inner row's left end.
    rings: BySide<Circuit>,
    reserves: BySide<u8>,
    side: Side,
    ply: u32,
}

impl KimasaiRelay {
    /// Phase 2 begins once both reserves are empty (section 4: phase 2 ⇔ `r=0,0`).
    fn in_phase2(&self) -> bool {
        KimasaiRelay::phase_of(self.reserves).is_some()
    }

    /// The phase with these reserves: phase 1 (`None`) until both are empty, then phase 2 (section 4). The one
    /// home of the rule; [`Setup::second_stage`] asks it.
    #[must_use]
    pub(crate) fn phase_of(reserves: BySide<u8>) -> Option<Stage> {
        (reserves == BySide::default()).then_some(Stage::Phase2)
    }

    fn hole(side: Side, place: usize) -> Hole {
        LAYOUT.circuit_hole(side, place)
    }

    fn inner_empty(&self, side: Side) -> bool {
        self.rings[side].0 & INNER == 0
    }

    /// The end decided by the inner rows alone (5.1): the player to move loses if his inner row is empty,
    /// otherwise the other player loses if his is. DECISION: a study position with both inner rows empty is
    /// lost by the player to move (test `decision_with_both_inner_rows_empty_the_player_to_move_loses`).
    fn inner_row_end(&self) -> Option<Outcome> {
        let me = self.side;
        [me, me.opponent()]
            .into_iter()
            .find(|&side| self.inner_empty(side))
            .map(|loser| Outcome::win(loser.opponent(), Reason::InnerRowEmpty(loser)))
    }

    fn report_drops<O: Observer>(&self, first: usize, seeds: u8, observer: &mut O) {
        for (dropped, place) in Circuit::places(first, seeds, SOWING).enumerate() {
            let hand = seeds - 1 - dropped as u8;
            observer.event(Event::Sow { hole: Self::hole(self.side, place), hand });
        }
    }

    /// Plays the sowing of a move from circuit place `start` (2.1 to 3, 5.1 during a move), leaving the side
    /// to move unchanged.
    fn sow<O: Observer>(&mut self, start: usize, observer: &mut O, memory: &mut CycleMemory) -> Result<(), Endless> {
        let me = self.side;
        let them = me.opponent();
        let phase2 = self.in_phase2();
        // A phase-1 move (but the opening, 2.1) first adds one reserve cow to the hole. DECISION: the opening
        // is a phase-1 rule; a study position with `m=1` and `r=0,0` plays an ordinary phase-2 move (test
        // `decision_the_opening_rule_applies_only_in_phase_1`). DECISION (2.1, section 4): a phase-1 mover
        // with an empty reserve, which `check_reserves` keeps any accepted position from leading to, adds no
        // cow, as on the opening, and never one from nothing (test
        // `decision_a_phase_1_mover_without_reserve_adds_no_cow`).
        if !phase2 && self.ply != 1 && self.reserves[me] > 0 {
            self.reserves[me] -= 1;
            self.rings[me].add(start, 1);
            if O::ENABLED {
                observer.event(Event::Reserve { hole: Self::hole(me, start) });
            }
        }
        let mut seeds = self.rings[me].take(start);
        if O::ENABLED {
            observer.event(Event::Lift { hole: Self::hole(me, start), seeds });
        }
        let mut first = Circuit::next(start, SOWING);
        if !phase2 && !O::ENABLED {
            // Phase 1 captures nothing (2.3): the whole move is relays until an empty landing, the shared
            // capture-free loop, exact about moves that never end (5.4).
            self.rings[me].relay(first, seeds, SOWING, memory)?;
            return Ok(());
        }
        // The exact check of `cycle` (5.4): a stretch is the laps between two captures, in which only the
        // mover's circuit and where the next lap starts change (the hand follows from the circuit: nothing
        // leaves it during a stretch, and the phase and the mover do not change).
        let mut guard = LoopGuard::<(u128, usize)>::new();
        loop {
            if O::ENABLED {
                self.report_drops(first, seeds, observer);
            }
            let last = self.rings[me].sow(first, seeds, SOWING).last;
            let was = self.rings[me].get(last) - 1;
            let hole = Self::hole(me, last);
            // 2.3 rule 1: an empty landing ends the move and never captures.
            if was == 0 {
                if O::ENABLED {
                    observer.event(Event::LapEnd { hole, was, rule: LapRule::Empty });
                }
                return Ok(());
            }
            // 2.3 rule 2, section 3: in phase 2 an occupied inner landing facing cows captures them; the
            // capturing hole is not lifted and the captured cows are sown from it, first cow into it.
            let facing = (CIRCUIT / 2 - 1).wrapping_sub(last);
            let inner = last < CIRCUIT / 2;
            let faced = |rings: &BySide<Circuit>| inner && rings[them].get(facing) > 0;
            if phase2 && faced(&self.rings) {
                seeds = self.rings[them].take(facing);
                if O::ENABLED {
                    let from = Self::hole(them, facing);
                    observer.event(Event::LapEnd { hole, was, rule: LapRule::Captures { facing: from } });
                    let (to, by, rule) = (CaptureTo::Hand, hole, CaptureRule::LapEnd);
                    observer.event(Event::Capture { from, seeds, to, by, rule });
                    observer.event(Event::Enter { hole, direction: SOWING, seeds, why: Entry::CapturingHole });
                }
                first = last;
                if self.inner_empty(them) {
                    // 5.1: the game is won at once; the capture lap is laid out and no further lap is made.
                    if O::ENABLED {
                        self.report_drops(first, seeds, observer);
                    }
                    let last = self.rings[me].sow(first, seeds, SOWING).last;
                    if O::ENABLED {
                        let was = self.rings[me].get(last) - 1;
                        observer.event(Event::LapEnd { hole: Self::hole(me, last), was, rule: LapRule::GameWon });
                    }
                    return Ok(());
                }
                guard.restart();
            } else {
                // 2.3 rule 3: relay.
                if O::ENABLED {
                    let unless = match (inner, phase2, faced(&self.rings)) {
                        (true, false, true) => Some(NoCapture::Phase1),
                        (true, true, false) => Some(NoCapture::FacingEmpty(Self::hole(them, facing))),
                        _ => None,
                    };
                    observer.event(Event::LapEnd { hole, was, rule: LapRule::Relay { unless } });
                }
                seeds = self.rings[me].take(last);
                if O::ENABLED {
                    observer.event(Event::Relay { hole: Self::hole(me, last), seeds });
                }
                first = Circuit::next(last, SOWING);
                guard.check((self.rings[me].0, first))?;
            }
        }
    }

    /// Plays the move from circuit place `start` in place: its sowing, then the turn passes.
    fn make_move<O: Observer>(
        &mut self,
        start: usize,
        observer: &mut O,
        memory: &mut CycleMemory,
    ) -> Result<(), Endless> {
        self.sow(start, observer, memory)?;
        self.side = self.side.opponent();
        self.ply = next_ply(self.ply);
        Ok(())
    }

    fn try_move(&self, start: usize, memory: &mut CycleMemory) -> Result<KimasaiRelay, Endless> {
        let mut next = self.clone();
        next.make_move(start, &mut Silent, memory)?;
        Ok(next)
    }

    /// DECISION Q8 (5.3): a player with no legal move, which can only be one every candidate of whose never
    /// ends (5.4), loses, as in four-row Bao.
    ///
    /// No position is known where this applies, and it can arise in phase 1 only:
    /// - **Never in phase 2.** A move that never ends has finitely many captures (each lowers the opponent's
    ///   inner row), then a stretch of relays without end. Each of its laps starts in the hole after the last
    ///   one, so every hole of the mover's circuit receives a cow every 16 drops, and as a hole loses cows only
    ///   when a lap ends there, every hole is a lap's (occupied) end again and again. A lap ending in an
    ///   occupied inner hole facing cows is a capture, so in that stretch the opponent's inner row is empty:
    ///   the game was over before the move, or the capture that emptied it ended the move (5.1). So the
    ///   claim of 5.4 that in phase 2 a loop "can go on" once no capture is possible never comes true. Test
    ///   `q8_no_move_of_phase_2_never_ends`.
    /// - **Phase 1, not found.** Searches of all phase-1 circuits with every hole occupied and 16 to 36 cows
    ///   (457 million, up to a turn of the circuit), of 200 million random ones with up to 62, and of rings
    ///   repeating every 1, 2, 4 or 8 holes found no position where every move never ends; the most found was
    ///   three of a position's moves. (Small circuits of 2 or 3 holes where every move never ends do exist, so
    ///   the rule is not empty in principle.)
    ///
    /// Test `q8_a_player_without_a_legal_move_loses` pins the verdict.
    fn without_a_legal_move(side: Side) -> Status {
        Status::Over(Outcome::win(side.opponent(), Reason::NoLegalMove(side)))
    }

    /// Circuit places of the mover's non-empty holes, in notation order.
    fn candidates(&self) -> impl Iterator<Item = usize> + '_ {
        let ring = self.rings[self.side];
        LAYOUT.notation_order(self.side).map(|index| index % CIRCUIT).filter(move |&place| ring.get(place) > 0)
    }
}

/// DECISION (section 4, Q4: the reserves "cannot get out of step", and "a phase-1 mover always has R ≥ 1
/// (except on the opening move)"): only reserves that stay in step are accepted, so that every position
/// reached from an accepted one is accepted too and no phase-1 mover is ever without a cow. In phase 1 the
/// player to move holds as many reserve cows as the other (his move makes him one fewer) or one more (his move
/// makes them equal); at the opening (`m=1`), which adds no cow, exactly as many. Tests
/// `decision_reserves_are_accepted_only_in_step` and tests/suite/accepted.rs.
fn check_reserves(setup: &Setup) -> Result<(), PositionError> {
    let side = setup.side;
    let (mover, other) = (setup.reserves[side], setup.reserves[side.opponent()]);
    if mover == 0 && other == 0 {
        return Ok(());
    }
    if mover == 0 {
        return Err(PositionError::ReservesOutOfStep { side });
    }
    if mover != other && mover != other + 1 {
        return Err(PositionError::ReservesApart { side, mover, other });
    }
    if setup.ply == 1 && mover != other {
        let BySide { south, north } = setup.reserves;
        return Err(PositionError::OpeningReservesUnequal { south, north });
    }
    Ok(())
}

impl Game for KimasaiRelay {
    type Move = Hole;
    const VARIANT: Variant = Variant::KimasaiRelay;

    fn start() -> Self {
        let inner_ones = Ring(Circuit::ALL & INNER);
        KimasaiRelay {
            rings: BySide::new(inner_ones, inner_ones),
            reserves: BySide::new(24, 24),
            side: Side::South,
            ply: 1,
        }
    }

    fn from_setup(setup: &Setup) -> Result<Self, PositionError> {
        debug_assert_eq!(setup.variant, Variant::KimasaiRelay);
        setup.check_keys()?;
        let total = setup.board_total() + u32::from(setup.reserves.south) + u32::from(setup.reserves.north);
        if total != COWS {
            return Err(PositionError::Total { what: "cows on the board and in r=", found: total, expected: COWS });
        }
        check_reserves(setup)?;
        let rings = rings_of::<CIRCUIT>(setup);
        Ok(KimasaiRelay { rings, reserves: setup.reserves, side: setup.side, ply: setup.ply })
    }

    fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(Variant::KimasaiRelay);
        write_rings(&self.rings, &mut setup);
        setup.side = self.side;
        setup.reserves = self.reserves;
        setup.ply = self.ply;
        setup
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    fn successors_with(&self, out: &mut Successors<Self>, memory: &mut CycleMemory) {
        out.clear();
        if self.inner_row_end().is_some() {
            return;
        }
        for start in self.candidates() {
            // Sown in place in the list, so the new position is never copied after it is written.
            out.push((Self::hole(self.side, start), self.clone()));
            let (_, next) = out.last_mut().expect("just pushed");
            if next.make_move(start, &mut Silent, memory).is_err() {
                out.pop();
            }
        }
    }

    /// [`play_random`](Game::play_random) on a copy.
    fn random_successor(&self, below: &mut impl FnMut(usize) -> usize) -> Option<(Hole, Self)> {
        let mut next = self.clone();
        next.play_random(below).map(|mv| (mv, next))
    }

    /// By rejection among the non-empty holes (the circuit's occupied places, as a set), in place.
    fn play_random(&mut self, below: &mut impl FnMut(usize) -> usize) -> Option<Hole> {
        if self.inner_row_end().is_some() {
            return None;
        }
        let (me, candidates) = (self.side, self.rings[self.side].occupied());
        let mut memory = CycleMemory::new();
        super::draw_from_set(self, candidates, below, |position, start| {
            let before = position.clone();
            let legal = position.make_move(start, &mut Silent, &mut memory).is_ok();
            if !legal {
                *position = before;
            }
            legal
        })
        .map(|start| Self::hole(me, start))
    }

    fn play_traced<O: Observer>(&mut self, mv: Hole, observer: &mut O) {
        let Some(index) = LAYOUT.index(mv) else { return };
        let was_phase2 = self.in_phase2();
        // A legal move ends, so no memory is needed: none of its stretches is endless.
        if self.make_move(index % CIRCUIT, observer, &mut CycleMemory::new()).is_err() {
            return;
        }
        if O::ENABLED {
            if !was_phase2 && self.in_phase2() {
                observer.event(Event::Stage { stage: Stage::Phase2 });
            }
            if let Status::Over(outcome) = self.status() {
                observer.event(Event::GameOver { outcome });
            }
        }
    }

    /// A player whose inner row is empty loses (5.1); so does a player with no legal move (5.3).
    fn status_with(&self, memory: &mut CycleMemory) -> Status {
        if let Some(outcome) = self.inner_row_end() {
            return Status::Over(outcome);
        }
        if self.candidates().any(|start| self.try_move(start, memory).is_ok()) {
            Status::Ongoing
        } else {
            Self::without_a_legal_move(self.side)
        }
    }

    fn move_text(mv: Hole) -> MoveText {
        MoveText::hole(mv)
    }

    fn illegal_reason_with(&self, text: &MoveText, memory: &mut CycleMemory) -> Illegal {
        let me = self.side;
        let hole = text.hole;
        let Some(index) = LAYOUT.index(hole) else { return Illegal::NoSuchHole(hole) };
        if hole.owner() != me {
            return Illegal::OpponentsHole { hole, owner: me.opponent() };
        }
        if self.rings[me].get(index % CIRCUIT) == 0 {
            return Illegal::Empty(hole);
        }
        match self.try_move(index % CIRCUIT, memory) {
            Err(Endless) => Illegal::Endless,
            Ok(_) => Illegal::GameOver,
        }
    }
}

#[cfg(test)]
mod tests;
