//! Which moves the rules offer before they are played: the starts of nemo moves (§2.2–§2.4: mandatory
//! capture, the kichwa choice, takata placement) and of mtaji moves (§3.2–§3.4: capturing moves with the hizi
//! zetu obligation, the kuu-first rule, front row before back row, the reserved hole), in NOTATION order, and
//! the words that say why a typed move is not among the legal ones.

use arrayvec::ArrayVec;

use super::super::{Illegal, MoveText, Side, Silent, Toward};
use super::sowing::Refusal;
use super::{CIRCUIT, KUU, Kete, WIDTH, direction_of, facing};

/// A move's start before it is played: the circuit place and the direction as written. At most 16 holes
/// with two directions each.
pub(super) type Starts = ArrayVec<(usize, Toward), 32>;

/// Circuit places in NOTATION order: the front row `A1 .. A8`, then the back row `B1 .. B8`.
const ORDER: [usize; CIRCUIT] = [0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8];

const BOTH: [Toward; 2] = [Toward::Left, Toward::Right];

impl Kete {
    /// Every start the rules of the mover's stage offer, in NOTATION order (`<` before `>`). Playing them
    /// removes those that empty the front row or never end (§3.6, §4.7; filtered last, DECISION Q21).
    pub(super) fn starts(&self) -> Starts {
        if self.is_nemo(self.side) { self.nemo_starts() } else { self.mtaji_starts() }
    }

    /// §2.2: in nemo, a front hole that is occupied and faces an occupied hole can capture.
    pub(super) fn nemo_captures_at(&self, side: Side, place: usize) -> bool {
        self.rings[side].get(place) > 0 && self.rings[side.opponent()].get(facing(place)) > 0
    }

    /// Whether `side` could capture if it were to move now, by the rules of its stage (§2.2, §3.2).
    pub(super) fn has_capture(&self, side: Side) -> bool {
        if self.is_nemo(side) {
            (0..WIDTH).any(|place| self.nemo_captures_at(side, place))
        } else {
            ORDER
                .iter()
                .any(|&place| BOTH.iter().any(|&t| self.first_capture(side, place, direction_of(place, t)).is_some()))
        }
    }

    /// The opponent's front places that some mtaji capturing move of `side` would capture first (§3.7
    /// condition 2), as bits of a byte; reservations are ignored (Q19).
    pub(super) fn threats(&self, side: Side) -> u8 {
        let mut threatened = 0u8;
        for place in 0..CIRCUIT {
            for toward in BOTH {
                if let Some(end) = self.first_capture(side, place, direction_of(place, toward)) {
                    threatened |= 1 << facing(end);
                }
            }
        }
        threatened
    }

    /// Nemo (§2.2–§2.4). A capture is mandatory; its direction names the kichwa, forced `>` for A1 and A2 and
    /// `<` for A7 and A8, chosen for A3–A6. Otherwise a takata: the reserve seed goes into an occupied front
    /// hole other than the existing kuu (singletons allowed, Q16), into the kuu only when it is the only
    /// occupied front hole; once the kuu is destroyed, into a hole of 2 or more unless every occupied front
    /// hole is a singleton.
    fn nemo_starts(&self) -> Starts {
        let me = self.side;
        let ring = self.rings[me];
        let mut starts = Starts::new();
        for place in 0..WIDTH {
            if self.nemo_captures_at(me, place) {
                match place {
                    0 | 1 => starts.push((place, Toward::Right)),
                    6 | 7 => starts.push((place, Toward::Left)),
                    _ => starts.extend(BOTH.map(|toward| (place, toward))),
                }
            }
        }
        if !starts.is_empty() {
            return starts;
        }
        let occupied = |place: usize| ring.get(place) > 0;
        let allowed: fn(u8) -> bool = if self.kuu[me] {
            |_| true
        } else if (0..WIDTH).any(|place| ring.get(place) >= 2) {
            |seeds| seeds >= 2
        } else {
            |_| true
        };
        let kuu_only = self.kuu[me] && (0..WIDTH).all(|place| place == KUU || !occupied(place));
        for place in 0..WIDTH {
            let placeable = if self.kuu[me] && place == KUU {
                kuu_only && occupied(place)
            } else {
                occupied(place) && allowed(ring.get(place))
            };
            if placeable {
                starts.extend(BOTH.map(|toward| (place, toward)));
            }
        }
        starts
    }

    /// Mtaji (§3.2–§3.4). Capturing moves first: mandatory, and while a reservation obliges the mover, only
    /// those whose first capture is the reserved hole, if any (DECISION Q7). Otherwise a takata: from the
    /// existing kuu only (the Lamu kuu-first rule); else from a front hole of 2 or more other than one
    /// reserved against the mover; only when the front row holds no hole of 2 or more, from a back-row hole
    /// of 2 or more.
    ///
    /// DECISION (kete.md is silent): a hole reserved against the mover still counts as a front hole of 2 or
    /// more for the back-row rule (§3.4 rule 2 read literally). In play it is never the only one (§3.7
    /// condition 3); in a study position where it is, the back row stays closed and the mover may have no
    /// move.
    fn mtaji_starts(&self) -> Starts {
        let me = self.side;
        let them = me.opponent();
        let obliged = self.takasia.and_then(|hole| Self::place(them, hole)).map(facing);
        let blocked = self.takasia.and_then(|hole| Self::place(me, hole));
        let mut captures = Starts::new();
        let mut obliging = Starts::new();
        // §3.7 E1: the reserved hole starts no move at all. (In play its owner has no capture anyway,
        // condition 1; a study position may give him one, which the reservation then forbids.)
        for place in ORDER.into_iter().filter(|&place| Some(place) != blocked) {
            for toward in BOTH {
                if let Some(end) = self.first_capture(me, place, direction_of(place, toward)) {
                    captures.push((place, toward));
                    if Some(end) == obliged {
                        obliging.push((place, toward));
                    }
                }
            }
        }
        if !obliging.is_empty() {
            return obliging;
        }
        if !captures.is_empty() {
            return captures;
        }
        let ring = self.rings[me];
        if self.kuu[me] {
            return BOTH.map(|toward| (KUU, toward)).into_iter().collect();
        }
        let front = ORDER[..WIDTH].iter();
        let rows = if front.clone().any(|&place| ring.get(place) >= 2) { front } else { ORDER[WIDTH..].iter() };
        let mut starts = Starts::new();
        for &place in rows {
            if ring.get(place) >= 2 && Some(place) != blocked {
                starts.extend(BOTH.map(|toward| (place, toward)));
            }
        }
        starts
    }

    /// Why no legal move matches `text`, in words.
    pub(super) fn refusal_text(&self, text: MoveText, memory: &mut super::CycleMemory) -> Illegal {
        let me = self.side;
        let hole = text.hole;
        let Some(place) = Self::place(me, hole) else { return Illegal::OpponentsHole { hole, owner: me.opponent() } };
        if let Some(outcome) = self.front_row_end() {
            return Illegal::OverBecause(outcome);
        }
        let starts = self.starts();
        let from_hole: ArrayVec<Toward, 2> =
            starts.iter().filter(|&&(start, _)| start == place).map(|&(_, toward)| toward).collect();
        if from_hole.is_empty() {
            return self.no_start_text(place, &starts);
        }
        let Some(toward) = text.toward.filter(|toward| from_hole.contains(toward)) else {
            return if self.is_nemo(me) { Illegal::KichwaOwnSide(hole) } else { Illegal::NotTheCapture(hole) };
        };
        let mut next = self.clone();
        let refusal = next
            .begin(place, toward, &mut Silent)
            .and_then(|mut sowing| next.sow_laps(&mut sowing, &mut Silent, memory));
        match refusal {
            Err(Refusal::FrontRowEmptied) => Illegal::EmptiesFrontRow { hole, side: me },
            Err(Refusal::Endless) => Illegal::Endless,
            // A start that plays is listed; only the game's end leaves it out.
            Err(Refusal::NotAStart) | Ok(_) => Illegal::GameOver,
        }
    }

    /// Why `place` starts no move at all.
    fn no_start_text(&self, place: usize, starts: &Starts) -> Illegal {
        let me = self.side;
        let hole = Self::hole(me, place);
        let seeds = self.rings[me].get(place);
        let some_capture = starts.first().is_some_and(|&(start, toward)| {
            if self.is_nemo(me) {
                self.nemo_captures_at(me, start)
            } else {
                self.first_capture(me, start, direction_of(start, toward)).is_some()
            }
        });
        if self.is_nemo(me) {
            if place >= WIDTH {
                return Illegal::NemoFrontRow;
            }
            if seeds == 0 {
                return Illegal::NemoEmpty(hole);
            }
            if some_capture {
                return Illegal::CaptureMandatory;
            }
            if place == KUU && self.kuu[me] {
                return Illegal::KuuTakesReserveLast(me);
            }
            return Illegal::KuuDestroyedTwoOrMore(me);
        }
        if seeds < 2 {
            return Illegal::TooFew { hole, seeds };
        }
        if self.takasia == Some(hole) {
            return Illegal::ReservedByHiziZetu(hole);
        }
        if some_capture {
            if let Some(reserved) = self.takasia.filter(|reserved| reserved.owner() != me)
                && starts.len() < self.starts_without_obligation()
            {
                return Illegal::MustCaptureReserved { side: me, reserved };
            }
            return Illegal::CaptureMandatory;
        }
        if self.kuu[me] {
            return Illegal::TakataFromKuu(me);
        }
        Illegal::BackRow
    }

    /// How many capturing starts there are, ignoring a hizi zetu obligation.
    fn starts_without_obligation(&self) -> usize {
        let mut free = self.clone();
        free.takasia = None;
        free.starts().len()
    }
}
