//! Playing a kete move lap by lap: how it starts (nemo placement with the kuu's tax and six-seed rule, or the
//! mtaji lift), the lap-end evaluation in the order of kete.md §4.6 (capture, kuu, reserved hole, relay, end),
//! captures sown from the kichwa (§4.3–§4.5), the front-row rule (§3.6) and the exact detection of moves that
//! never end (§4.7).

use super::super::cycle::{CycleMemory, Endless, LoopGuard};
use super::super::{
    CaptureRule, CaptureTo, Direction, Entry, Event, KuuLoss, LapRule, NoCapture, Observer, Side, Stage, Status, Toward,
};
use super::{CIRCUIT, Circuit, FRONT, KUU, Kete, WIDTH, direction_of, facing};

/// Whether a move's laps may capture (§4.1): CAPTURE if its first lap captured, TAKATA otherwise, for the
/// whole move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Mode {
    /// The first lap captured: every lap end may capture again.
    Capture,
    /// A takata: nothing is captured in the whole move.
    Takata,
}

/// Why a candidate start does not make a legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Refusal {
    /// The hole is not one of the mover's.
    NotAStart,
    /// A lift would leave the mover's front row empty while the next seed goes to the back row (§3.6).
    FrontRowEmptied,
    /// The sowing never ends (§4.7, Q12).
    Endless,
}

impl From<Endless> for Refusal {
    fn from(_: Endless) -> Refusal {
        Refusal::Endless
    }
}

/// Where the laps of a move stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Pause {
    /// The move is over.
    Ended,
    /// A lap of a nemo capturing move ended in the mover's existing kuu without a capture: the player stops
    /// here or plays on with safari (§4.6 step 2). The position is the one the move without `+` leaves.
    KuuChoice,
}

/// Everything the rest of a move depends on besides the board: a move in progress between two laps.
#[derive(Clone, Debug)]
pub(super) struct Sowing {
    /// Seeds for the next lap; 0 once the move is over (Bao hamna lays out its last lap itself).
    hand: u8,
    /// The place receiving the next lap's first seed.
    next: usize,
    /// The direction of the laps (§4.1 "current direction").
    direction: Direction,
    /// CAPTURE or TAKATA, fixed at the start.
    pub(super) mode: Mode,
    /// Whether the mover was in nemo when the move started.
    pub(super) nemo: bool,
    /// Whether the lap about to be sown is the move's first (for the exception of §3.7 E2).
    first_lap: bool,
    /// Whether the move started by lifting the mover's existing kuu (§3.7 E2 exception).
    from_kuu: bool,
    /// The place of a hole reserved against the mover that stops a lap ending there (§3.7 E2), only in a
    /// mtaji takata; `CIRCUIT` (no place) otherwise.
    stop_at: usize,
}

impl Kete {
    fn report_drops<O: Observer>(&self, first: usize, seeds: u8, direction: Direction, observer: &mut O) {
        for (dropped, place) in Circuit::places(first, seeds, direction).enumerate() {
            let hand = seeds - 1 - dropped as u8;
            observer.event(Event::Sow { hole: Self::hole(self.side, place), hand });
        }
    }

    /// Reports the end of a lap of the mover's in circuit place `last`, which held `was`, and the rule that fired.
    fn report_lap_end<O: Observer>(&self, last: usize, was: u8, rule: LapRule, observer: &mut O) {
        observer.event(Event::LapEnd { hole: Self::hole(self.side, last), was, rule });
    }

    /// §3.6: after a lift the mover's front row must still hold a seed, or the next seed must go into it.
    fn check_front(&self, next: usize) -> Result<(), Refusal> {
        if next >= WIDTH && self.rings[self.side].0 & FRONT == 0 { Err(Refusal::FrontRowEmptied) } else { Ok(()) }
    }

    /// Where the first lap of `side` from `place` going `direction` captures, if it does: the front place it
    /// ends in (§3.2: 2–15 seeds, ending in an occupied front hole facing an occupied hole). The 16-seed rule
    /// (§3.3) makes a start of 16 or more seeds never capture.
    pub(super) fn first_capture(&self, side: Side, place: usize, direction: Direction) -> Option<usize> {
        let ring = self.rings[side];
        let seeds = ring.get(place);
        if !(2..=15).contains(&seeds) {
            return None;
        }
        let end = Circuit::advance(place, usize::from(seeds), direction);
        (end < WIDTH && ring.get(end) > 0 && self.rings[side.opponent()].get(facing(end)) > 0).then_some(end)
    }

    /// Starts a move from circuit place `place`, written with `toward`: the nemo placement (§2.3, §2.4) with
    /// the first capture of a capturing move, the kuu's tax or six-seed emptying, or the mtaji lift (§3). The
    /// move goes on with [`sow_laps`](Self::sow_laps).
    pub(super) fn begin<O: Observer>(
        &mut self,
        place: usize,
        toward: Toward,
        observer: &mut O,
    ) -> Result<Sowing, Refusal> {
        let me = self.side;
        let nemo = self.is_nemo(me);
        let direction = direction_of(place, toward);
        let mut sowing = Sowing {
            hand: 0,
            next: 0,
            direction,
            mode: Mode::Takata,
            nemo,
            first_lap: true,
            from_kuu: false,
            stop_at: CIRCUIT,
        };
        let hole = Self::hole(me, place);
        let seeds = if nemo {
            let captures = self.nemo_captures_at(me, place);
            self.reserves[me] -= 1;
            self.rings[me].add(place, 1);
            if O::ENABLED {
                observer.event(Event::Reserve { hole });
            }
            if captures {
                // §2.3: the placement is the first lap; its capture's kichwa is the one the move names.
                sowing.mode = Mode::Capture;
                sowing.first_lap = false;
                self.capture(place, CaptureRule::Placement, &mut sowing, observer);
                return Ok(sowing);
            }
            if place == KUU && self.kuu[me] {
                // §2.4: the kuu is the only occupied front hole. With 7 or more before the placement only 2
                // are sown (tax); with exactly 6 all 7 are (the Lamu six-seed rule), destroying the kuu.
                if self.rings[me].get(KUU) > 7 {
                    self.rings[me].0 -= 2 << (8 * KUU);
                    if O::ENABLED {
                        observer.event(Event::Tax { hole, seeds: 2 });
                    }
                    2
                } else {
                    self.lift_kuu(KuuLoss::SixSeeds, observer)
                }
            } else {
                self.lift(place, observer)
            }
        } else {
            if self.first_capture(me, place, direction).is_some() {
                sowing.mode = Mode::Capture;
            } else if let Some(reserved) = self.takasia.and_then(|hole| Self::place(me, hole)) {
                sowing.stop_at = reserved;
            }
            if place == KUU && self.kuu[me] {
                sowing.from_kuu = true;
                self.lift_kuu(KuuLoss::Lifted, observer)
            } else {
                self.lift(place, observer)
            }
        };
        sowing.hand = seeds;
        sowing.next = Circuit::next(place, direction);
        self.check_front(sowing.next)?;
        Ok(sowing)
    }

    fn lift<O: Observer>(&mut self, place: usize, observer: &mut O) -> u8 {
        let seeds = self.rings[self.side].take(place);
        if O::ENABLED {
            observer.event(Event::Lift { hole: Self::hole(self.side, place), seeds });
        }
        seeds
    }

    /// Lifts the mover's whole kuu, which destroys it (§1.11) for the reason `why`.
    fn lift_kuu<O: Observer>(&mut self, why: KuuLoss, observer: &mut O) -> u8 {
        let seeds = self.lift(KUU, observer);
        self.kuu[self.side] = false;
        if O::ENABLED {
            observer.event(Event::KuuDestroyed { side: self.side, why });
        }
        seeds
    }

    /// Takes the opponent's hole facing front place `end` (§4.3) and readies the captured seeds to be sown
    /// from the kichwa of §4.4, the first seed into it (§4.5). A capture at a kimbi sows from the kichwa of
    /// that side; at a central hole the current direction is kept (for a nemo move's first capture the
    /// caller has set it to the direction the move names). If the capture empties the opponent's front row
    /// the game is won (Bao hamna, §5): the captured seeds are laid out as a final lap and nothing more is
    /// evaluated (DECISION Q11); the move is then over. `rule` is why it captures: the nemo placement (§2.2)
    /// or a lap end (§4.2).
    fn capture<O: Observer>(&mut self, end: usize, rule: CaptureRule, sowing: &mut Sowing, observer: &mut O) {
        let me = self.side;
        let them = me.opponent();
        let from = facing(end);
        let seeds = self.rings[them].take(from);
        if O::ENABLED {
            let (from, by) = (Self::hole(them, from), Self::hole(me, end));
            observer.event(Event::Capture { from, seeds, to: CaptureTo::Hand, by, rule });
        }
        if from == KUU && self.kuu[them] {
            self.kuu[them] = false;
            if O::ENABLED {
                observer.event(Event::KuuDestroyed { side: them, why: KuuLoss::Captured });
            }
        }
        let direction = match end {
            0 | 1 => Direction::Clockwise,
            6 | 7 => Direction::Anticlockwise,
            _ => sowing.direction,
        };
        let kichwa = match direction {
            Direction::Clockwise => 0,
            Direction::Anticlockwise => WIDTH - 1,
        };
        if O::ENABLED {
            let why = match (end, rule) {
                (0 | 1 | 6 | 7, _) => Entry::Kimbi,
                (_, CaptureRule::Placement) => Entry::Chosen,
                _ => Entry::KeepsDirection,
            };
            observer.event(Event::Enter { hole: Self::hole(me, kichwa), direction, seeds, why });
        }
        sowing.direction = direction;
        sowing.next = kichwa;
        sowing.hand = seeds;
        if self.front_empty(them) {
            if O::ENABLED {
                self.report_drops(kichwa, seeds, direction, observer);
            }
            let last = self.rings[me].sow(kichwa, seeds, direction).last;
            if O::ENABLED {
                let was = self.rings[me].get(last) - 1;
                self.report_lap_end(last, was, LapRule::GameWon, observer);
            }
            sowing.hand = 0;
        }
    }

    /// Sows lap after lap until the move ends or reaches a stop-or-safari point, evaluating each lap end in
    /// the order of §4.6, and refuses a move that never ends (§4.7, DECISION Q12) by the exact check of
    /// [`cycle`](super::super::cycle). Its stretches are the laps between two captures or kuu relays: within
    /// one, the opponent's circuit, the direction, the mode, both kuu flags and the reservation stay as they
    /// are, and the first-lap exception (§3.7 E2) is behind, so the state is the mover's circuit and the place
    /// the next lap starts at (the hand is what the circuit lacks of the stretch's seeds).
    ///
    /// Moves of hundreds of millions of laps exist, so the loop keeps the mover's circuit, the hand, the next
    /// place and the direction in locals, handing them back to the position and the [`Sowing`] around a
    /// capture and at the end; and once only an empty landing can end the move (a takata with no reserved
    /// hole and no kuu of the mover's, the common case of the long ones), the rest is
    /// [`Ring::relay`](super::super::ring::Ring::relay)'s. Nothing but relays is left there: no capture, no
    /// kuu or reserved hole, and the front row cannot be emptied by a relay (§3.6: every relay lifts 2 or
    /// more seeds, so the lap's previous seed stays in the front row when the lift leaves it for the back
    /// row). Not when the laps are reported: the observer sees every seed.
    pub(super) fn sow_laps<O: Observer>(
        &mut self,
        sowing: &mut Sowing,
        observer: &mut O,
        memory: &mut CycleMemory,
    ) -> Result<Pause, Refusal> {
        let me = self.side;
        let them = me.opponent();
        let mut mine = self.rings[me];
        let (mut hand, mut next, mut direction) = (sowing.hand, sowing.next, sowing.direction);
        let mut first_lap = sowing.first_lap;
        let (capturing, stop_at) = (sowing.mode == Mode::Capture, sowing.stop_at);
        let mut guard = LoopGuard::<(u128, usize)>::new();
        let outcome = loop {
            if hand == 0 {
                break Ok(Pause::Ended);
            }
            if !O::ENABLED && !capturing && stop_at == CIRCUIT && !self.kuu[me] {
                break match mine.relay(next, hand, direction, memory) {
                    Ok(_) => Ok(Pause::Ended),
                    Err(endless) => Err(endless.into()),
                };
            }
            if O::ENABLED {
                self.report_drops(next, hand, direction, observer);
            }
            let last = mine.sow(next, hand, direction).last;
            let was = mine.get(last) - 1;
            // Whether the lap ended in a front hole facing an occupied one: asked lazily, as before the reasons
            // were reported, so the fast path does no more work.
            let faced = || last < WIDTH && self.rings[them].get(facing(last)) > 0;
            let relayed = if capturing && was > 0 && faced() {
                // Step 1: capture.
                if O::ENABLED {
                    let facing = Self::hole(them, facing(last));
                    self.report_lap_end(last, was, LapRule::Captures { facing }, observer);
                }
                self.rings[me] = mine;
                sowing.direction = direction;
                self.capture(last, CaptureRule::LapEnd, sowing, observer);
                mine = self.rings[me];
                (hand, next, direction) = (sowing.hand, sowing.next, sowing.direction);
                false
            } else if last == KUU && self.kuu[me] {
                // Step 2: the own existing kuu. Nemo takata stops; nemo capture offers the choice; mtaji
                // plays on (mandatory safari, DECISION Q3; a mtaji takata ending here is a study position's
                // case and relays the same way, §3.4).
                if sowing.nemo {
                    if O::ENABLED {
                        let rule = if capturing { LapRule::KuuChoice } else { LapRule::KuuStops };
                        self.report_lap_end(last, was, rule, observer);
                    }
                    break Ok(if capturing { Pause::KuuChoice } else { Pause::Ended });
                }
                hand = mine.take(KUU);
                self.kuu[me] = false;
                if O::ENABLED {
                    self.report_lap_end(last, was, LapRule::KuuSafari, observer);
                    observer.event(Event::Relay { hole: Self::hole(me, KUU), seeds: hand });
                    observer.event(Event::KuuDestroyed { side: me, why: KuuLoss::Safari });
                }
                next = Circuit::next(KUU, direction);
                false
            } else if last == stop_at && !(first_lap && sowing.from_kuu) {
                // Step 3: a lap ending in the hole reserved against the mover stops the move, except the
                // first lap of a move started from the kuu (§3.7 E2, DECISION Q6).
                if O::ENABLED {
                    self.report_lap_end(last, was, LapRule::ReservedStops, observer);
                }
                break Ok(Pause::Ended);
            } else if was > 0 {
                // Step 4: relay.
                if O::ENABLED {
                    let unless = if last == stop_at {
                        Some(NoCapture::FirstLapFromKuu)
                    } else if last >= WIDTH {
                        None
                    } else if !capturing && faced() {
                        Some(NoCapture::Takata)
                    } else if capturing && !faced() {
                        Some(NoCapture::FacingEmpty(Self::hole(them, facing(last))))
                    } else {
                        None
                    };
                    self.report_lap_end(last, was, LapRule::Relay { unless }, observer);
                }
                hand = mine.take(last);
                if O::ENABLED {
                    observer.event(Event::Relay { hole: Self::hole(me, last), seeds: hand });
                }
                next = Circuit::next(last, direction);
                true
            } else {
                // Step 5: the lap ended in an empty hole.
                if O::ENABLED {
                    self.report_lap_end(last, was, LapRule::Empty, observer);
                }
                break Ok(Pause::Ended);
            };
            first_lap = false;
            // §3.6 after the lift of steps 2 and 4 (a capture sows from a front-row kichwa).
            if next >= WIDTH && mine.0 & FRONT == 0 {
                break Err(Refusal::FrontRowEmptied);
            }
            if !relayed {
                // A capture or the kuu's relay changed what the stretch depends on: a new stretch begins.
                guard.restart();
            } else if let Err(endless) = guard.check((mine.0, next)) {
                break Err(endless.into());
            }
        };
        self.rings[me] = mine;
        // Over or paused at the kuu, where safari lifts a new hand.
        (sowing.hand, sowing.next, sowing.direction, sowing.first_lap) = (0, next, direction, false);
        outcome
    }

    /// Safari: the kuu's seeds are lifted (destroying it) and sown on in the current direction.
    fn relay_kuu<O: Observer>(&mut self, sowing: &mut Sowing, observer: &mut O) -> Result<(), Refusal> {
        let me = self.side;
        sowing.hand = self.rings[me].take(KUU);
        self.kuu[me] = false;
        if O::ENABLED {
            observer.event(Event::Relay { hole: Self::hole(me, KUU), seeds: sowing.hand });
            observer.event(Event::KuuDestroyed { side: me, why: KuuLoss::Safari });
        }
        sowing.next = Circuit::next(KUU, sowing.direction);
        self.check_front(sowing.next)
    }

    /// The player took safari at a stop-or-safari point (§4.6 step 2, nemo): lift the kuu and play on to the
    /// end of the move. The kuu is then destroyed, so no second choice can arise.
    pub(super) fn safari<O: Observer>(
        &mut self,
        sowing: &mut Sowing,
        observer: &mut O,
        memory: &mut CycleMemory,
    ) -> Result<(), Refusal> {
        self.relay_kuu(sowing, observer)?;
        let pause = self.sow_laps(sowing, observer, memory)?;
        debug_assert_eq!(pause, Pause::Ended, "safari destroys the kuu, so no second choice arises");
        Ok(())
    }

    /// Ends the move: the side to move changes, a reservation is cleared after the reserving player's move,
    /// and after a mtaji takata hizi zetu may reserve a hole (§3.7). Reports the start of mtaji when the move
    /// brought the game's last reserve seed onto the board: from the next position on, both players are in
    /// mtaji (a DECISION; with the normal start that is after North's 22nd move, ply 44, so ply 45 is the
    /// first mtaji move, §2.1).
    pub(super) fn finish<O: Observer>(&mut self, sowing: &Sowing, observer: &mut O, memory: &mut CycleMemory) {
        let mover = self.side;
        if self.takasia.is_some_and(|hole| hole.owner() != mover) {
            self.takasia = None;
        }
        self.side = mover.opponent();
        self.ply = super::super::next_ply(self.ply);
        if !sowing.nemo
            && sowing.mode == Mode::Takata
            && let Some(hole) = self.hizi_zetu(memory)
        {
            self.takasia = Some(hole);
            if O::ENABLED {
                observer.event(Event::Takasia { hole });
            }
        }
        if O::ENABLED {
            if sowing.nemo && self.reserves.south == 0 && self.reserves.north == 0 {
                observer.event(Event::Stage { stage: Stage::Mtaji });
            }
            if let Status::Over(outcome) = super::super::Game::status_with(self, memory) {
                observer.event(Event::GameOver { outcome });
            }
        }
    }
}
