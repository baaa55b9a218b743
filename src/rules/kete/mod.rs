//! Bao la Kete (`kete`, rules/kete.md): the Lamu form of Zanzibar Bao on a 4x8 board. Each player sows round
//! his own 16 holes in a direction he chooses. In the first stage (*nemo*, §2) every move brings one reserve
//! seed onto the board; in the second (*mtaji*, §3) a move lifts a whole hole. Captures take the facing hole of
//! the opponent's front row and are sown on from an end hole (*kichwa*) of the captor's front row, in relays of
//! many laps. The square hole A5 (*kuu*) has its own rules (six-seed floor, tax, safari, kuu-first takata), and
//! the Lamu reservation rule *hizi zetu* (§3.7) blocks one threatened hole.
//!
//! The words of the game, each as kete.md uses it:
//! - *nemo* (§2): the first stage, while the mover's reserve is not empty; *mtaji* (§3): the second stage.
//! - *kuu* (§1.3, §1.11): the square hole A5 (a5); it exists until it is captured or lifted whole.
//! - *kichwa* (§1.3): an end hole of the front row, A1 or A8; *kimbi* (§1.3): A1, A2 (left) or A7, A8 (right).
//! - *takata* (§2.4, §3.4): a move whose first lap does not capture; nothing is captured in the whole move.
//! - *safari* (§4.6): lifting the own kuu's seeds when a capturing lap ends there, and playing on.
//! - *hizi zetu* (§3.7): the Lamu name of takasia, the reservation of one threatened hole (`t=`).

mod hizi_zetu;
mod sowing;
mod stages;

use std::fmt;

use super::ring::{Ring, rings_of, write_rings};
use super::{
    BySide, ChoiceKind, CycleMemory, Direction, Event, Game, Hole, Illegal, Layout, MoveText, Observer, Outcome,
    PositionError, Reason, Setup, Side, Silent, Status, Successors, Toward, Variant,
};
use sowing::{Pause, Refusal};

const LAYOUT: Layout = Layout::FourRow { width: 8 };
/// Holes on one player's circuit, `A1 .. A8 B8 .. B1` (§1.5): places 0..16.
const CIRCUIT: usize = 16;
/// Holes in a row; circuit places below it are the front row.
const WIDTH: usize = 8;
/// The lanes of the front row in a circuit's `u128`.
const FRONT: u128 = (1 << 64) - 1;
/// The kuu's place on its owner's circuit: A5 (§1.3).
const KUU: usize = 4;
/// Seeds in the game, on the board and in the reserves (§1.8).
pub(crate) const SEEDS: u32 = 64;

type Circuit = Ring<CIRCUIT>;

/// A kete move as written (NOTATION.md, kete.md §1.6): the hole, the direction `<`/`>`, and `+` where the
/// player chose safari at a stop-or-safari point.
///
/// For a nemo capture the direction is the one the captured seeds are sown in (`>` from the left kichwa A1,
/// clockwise; `<` from the right kichwa A8, anticlockwise); for every other move it is the direction of the
/// hand as it leaves the hole (front row: `>` clockwise; back row: `>` anticlockwise).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct KeteMove {
    /// The hole lifted (mtaji) or receiving the reserve seed (nemo).
    pub hole: Hole,
    /// `<` or `>`.
    pub toward: Toward,
    /// `+`: safari taken at the own kuu.
    pub safari: bool,
}

impl fmt::Display for KeteMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Kete::move_text(*self).fmt(f)
    }
}

/// A Bao la Kete position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Kete {
    /// Each player's circuit, clockwise from A1 (a1).
    rings: BySide<Circuit>,
    /// Seeds not yet brought in (`r=`).
    reserves: BySide<u8>,
    /// Whether each kuu still exists (`kuu=`).
    kuu: BySide<bool>,
    /// The hole reserved by hizi zetu (`t=`); its owner is the blocked player.
    takasia: Option<Hole>,
    side: Side,
    ply: u32,
}

/// The direction of a move written from circuit place `place` with `toward`: on the front row `>` is
/// clockwise, on the back row anticlockwise (NOTATION.md "Directions"). A nemo capture's `>` (sown from A1) is
/// clockwise too, as its hole is in the front row.
const fn direction_of(place: usize, toward: Toward) -> Direction {
    match (place < WIDTH, toward) {
        (true, Toward::Right) | (false, Toward::Left) => Direction::Clockwise,
        _ => Direction::Anticlockwise,
    }
}

/// The opponent's front place facing front place `place` (§1.4: `A i` faces `a (9−i)`).
const fn facing(place: usize) -> usize {
    WIDTH - 1 - place
}

impl Kete {
    fn hole(side: Side, place: usize) -> Hole {
        LAYOUT.circuit_hole(side, place)
    }

    /// The circuit place of one of `side`'s holes, if it is one.
    fn place(side: Side, hole: Hole) -> Option<usize> {
        LAYOUT.index(hole).filter(|_| hole.owner() == side).map(|index| index % CIRCUIT)
    }

    fn front_empty(&self, side: Side) -> bool {
        self.rings[side].0 & FRONT == 0
    }

    fn is_nemo(&self, side: Side) -> bool {
        Kete::stage_of(self.reserves, side).is_none()
    }

    /// The stage of the player `side` with these reserves: nemo (`None`) while his reserve is not empty, mtaji
    /// once it is (§1.10). The one home of the rule; [`Setup::second_stage`] asks it.
    #[must_use]
    pub(crate) fn stage_of(reserves: BySide<u8>, side: Side) -> Option<super::Stage> {
        (reserves[side] == 0).then_some(super::Stage::Mtaji)
    }

    /// Whether `hole` is a kuu, the square hole A5 or a5 (§1.3): the hole at the kuu's place on its owner's
    /// circuit. [`Variant::is_kuu_hole`] asks it.
    #[must_use]
    pub(crate) fn is_kuu(hole: Hole) -> bool {
        Kete::place(hole.owner(), hole) == Some(KUU)
    }

    fn mv(&self, place: usize, toward: Toward, safari: bool) -> KeteMove {
        KeteMove { hole: Self::hole(self.side, place), toward, safari }
    }

    /// Bao hamna (§5): the player to move loses if his front row is empty, otherwise the other player does
    /// if his is (possible only in a study position).
    fn front_row_end(&self) -> Option<Outcome> {
        let me = self.side;
        [me, me.opponent()]
            .into_iter()
            .find(|&side| self.front_empty(side))
            .map(|loser| Outcome::win(loser.opponent(), Reason::BaoHamna(loser)))
    }

    /// Plays a whole move with its choices, leaving the position after it.
    fn play_move<O: Observer>(
        &mut self,
        mv: KeteMove,
        observer: &mut O,
        memory: &mut CycleMemory,
    ) -> Result<(), Refusal> {
        let Some(place) = Self::place(self.side, mv.hole) else { return Err(Refusal::NotAStart) };
        let mut sowing = self.begin(place, mv.toward, observer)?;
        if self.sow_laps(&mut sowing, observer, memory)? == Pause::KuuChoice {
            if O::ENABLED {
                observer.event(Event::Choice { kind: ChoiceKind::Safari, taken: mv.safari });
            }
            if mv.safari {
                self.safari(&mut sowing, observer, memory)?;
            }
        }
        self.finish(&sowing, observer, memory);
        Ok(())
    }

    /// The position after `mv` if it is legal: the start is one the rules offer, and `+` is written exactly
    /// when the move reaches a stop-or-safari point (the same checks as [`successors`](Game::successors)).
    fn played(&self, mv: KeteMove, memory: &mut CycleMemory) -> Option<Kete> {
        let place = Self::place(self.side, mv.hole)?;
        let mut next = self.clone();
        let mut sowing = next.begin(place, mv.toward, &mut Silent).ok()?;
        match next.sow_laps(&mut sowing, &mut Silent, memory).ok()? {
            Pause::Ended if mv.safari => return None,
            Pause::KuuChoice if mv.safari => next.safari(&mut sowing, &mut Silent, memory).ok()?,
            Pause::Ended | Pause::KuuChoice => {}
        }
        next.finish(&sowing, &mut Silent, memory);
        Some(next)
    }

    /// Whether the player to move has a legal move (§5), without building the positions' follow-ups.
    fn any_legal_move(&self, memory: &mut CycleMemory) -> bool {
        self.starts().into_iter().any(|(place, toward)| {
            let mut next = self.clone();
            next.begin(place, toward, &mut Silent)
                .and_then(|mut sowing| next.sow_laps(&mut sowing, &mut Silent, memory))
                .is_ok()
        })
    }
}

impl Game for Kete {
    type Move = KeteMove;
    const VARIANT: Variant = Variant::Kete;

    /// §1.8: A5 = 6, A6 = 2, A7 = 2 for each player, 22 in each reserve, both kuus existing.
    fn start() -> Self {
        let mut ring = Circuit::default();
        ring.add(KUU, 6);
        ring.add(5, 2);
        ring.add(6, 2);
        Kete {
            rings: BySide::new(ring, ring),
            reserves: BySide::new(22, 22),
            kuu: BySide::new(true, true),
            takasia: None,
            side: Side::South,
            ply: 1,
        }
    }

    /// Checks the invariants of NOTATION.md: 64 seeds with the reserves, `t` a front-row hole, an existing
    /// kuu holding at least 6 seeds (DECISION Q14).
    fn from_setup(setup: &Setup) -> Result<Self, PositionError> {
        debug_assert_eq!(setup.variant, Variant::Kete);
        setup.check_keys()?;
        let total = setup.board_total() + u32::from(setup.reserves.south) + u32::from(setup.reserves.north);
        if total != SEEDS {
            return Err(PositionError::Total { what: "seeds on the board and in r=", found: total, expected: SEEDS });
        }
        if let Some(hole) = setup.takasia.filter(|hole| !hole.row().is_front()) {
            return Err(PositionError::TakasiaNotFront(hole));
        }
        let rings = rings_of::<CIRCUIT>(setup);
        for side in Side::BOTH {
            let seeds = rings[side].get(KUU);
            if setup.kuu[side] && seeds < 6 {
                return Err(PositionError::KuuTooSmall { side, seeds });
            }
        }
        Ok(Kete {
            rings,
            reserves: setup.reserves,
            kuu: setup.kuu,
            takasia: setup.takasia,
            side: setup.side,
            ply: setup.ply,
        })
    }

    fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(Variant::Kete);
        write_rings(&self.rings, &mut setup);
        setup.side = self.side;
        setup.reserves = self.reserves;
        setup.kuu = self.kuu;
        setup.takasia = self.takasia;
        setup.ply = self.ply;
        setup
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    /// Each candidate start is simulated once on a copy; at a stop-or-safari point the stopped position is
    /// the result of the move without `+`, and a copy of it plays on for the move with `+`.
    fn successors_with(&self, out: &mut Successors<Self>, memory: &mut CycleMemory) {
        out.clear();
        if self.front_row_end().is_some() {
            return;
        }
        for (place, toward) in self.starts() {
            let mut next = self.clone();
            let Ok(mut sowing) = next.begin(place, toward, &mut Silent) else { continue };
            match next.sow_laps(&mut sowing, &mut Silent, memory) {
                Err(_) => {}
                Ok(Pause::Ended) => {
                    next.finish(&sowing, &mut Silent, memory);
                    out.push((self.mv(place, toward, false), next));
                }
                Ok(Pause::KuuChoice) => {
                    let mut onward = next.clone();
                    let mut onward_sowing = sowing.clone();
                    next.finish(&sowing, &mut Silent, memory);
                    out.push((self.mv(place, toward, false), next));
                    if onward.safari(&mut onward_sowing, &mut Silent, memory).is_ok() {
                        onward.finish(&onward_sowing, &mut Silent, memory);
                        out.push((self.mv(place, toward, true), onward));
                    }
                }
            }
        }
    }

    /// By rejection among the starts the rules offer, each with and without `+` where a stop-or-safari point
    /// can arise (a nemo capture ending in the mover's existing kuu).
    fn random_successor(&self, below: &mut impl FnMut(usize) -> usize) -> Option<(KeteMove, Self)> {
        if self.front_row_end().is_some() {
            return None;
        }
        let choice = self.is_nemo(self.side) && self.kuu[self.side];
        let mut candidates = arrayvec::ArrayVec::<KeteMove, 64>::new();
        for (place, toward) in self.starts() {
            candidates.push(self.mv(place, toward, false));
            if choice {
                candidates.push(self.mv(place, toward, true));
            }
        }
        let mut memory = CycleMemory::new();
        super::draw_by_rejection(candidates, below, |mv| self.played(mv, &mut memory))
    }

    fn play_traced<O: Observer>(&mut self, mv: KeteMove, observer: &mut O) {
        // An illegal move leaves an unspecified position (see the trait); nothing more to do.
        // A legal move ends, so no memory is needed: none of its stretches is endless.
        let _ = self.play_move(mv, observer, &mut CycleMemory::new());
    }

    /// Bao hamna (§5) first, then no legal move (§5, Q12: never-ending moves are not legal).
    fn status_with(&self, memory: &mut CycleMemory) -> Status {
        if let Some(outcome) = self.front_row_end() {
            return Status::Over(outcome);
        }
        if self.any_legal_move(memory) {
            Status::Ongoing
        } else {
            Status::Over(Outcome::win(self.side.opponent(), Reason::NoLegalMove(self.side)))
        }
    }

    fn move_text(mv: KeteMove) -> MoveText {
        MoveText { hole: mv.hole, toward: Some(mv.toward), safari: mv.safari }
    }

    fn illegal_reason_with(&self, text: &MoveText, memory: &mut CycleMemory) -> Illegal {
        self.refusal_text(*text, memory)
    }
}

#[cfg(test)]
mod tests;
