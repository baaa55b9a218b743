//! The sowing trace: every event of a move, in order, reported to an [`Observer`] while the move is played.
//! The step-through view and `bao trace` only replay these events ([`Replay`]); the fast path plays the same
//! code with [`Silent`], whose `ENABLED = false` lets the compiler remove every report.

use super::{Direction, Hole, Outcome, Setup, Side};

/// A choice a player makes inside a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ChoiceKind {
    /// Kete: stop in the own kuu, or lift it and play on (safari).
    Safari,
}

/// A stage or phase a game enters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stage {
    /// Kete's second stage: every reserve seed has been brought in.
    Mtaji,
    /// Kimasai-relay's second phase: captures begin.
    Phase2,
}

impl Stage {
    /// The name used in the trace: `mtaji` or `phase2`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Stage::Mtaji => "mtaji",
            Stage::Phase2 => "phase2",
        }
    }
}

/// Where captured seeds go.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CaptureTo {
    /// Into the mover's hand, to be sown on at once (kete, kimasai-relay).
    Hand,
    /// Into `side`'s bank, together with the capturing seed taken out of `with` (kingulu).
    Bank {
        /// Whose bank.
        side: Side,
        /// The hole holding the capturing seed, which is banked too.
        with: Hole,
    },
    /// Out of the game (kimasai-step).
    Removed,
}

/// What the end of a lap caused, and the rule that fired: what a viewer words as the reason ("the lap ended in
/// occupied A4 facing occupied a5: capture"). Each game reports the case of its lap-end rule that applied, in
/// the order its document evaluates them (kete.md §4.6, kimasai-relay.md 2.3, kingulu.md 2.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LapRule {
    /// The hole was empty before the last seed: the move ends (kete §4.6 step 5, kimasai-relay 2.3 rule 1,
    /// kingulu 2.3 rule 2 in the opponent's row).
    Empty,
    /// Kingulu 2.3 rule 2 in the mover's own row with nothing to take: the hole was empty and `facing` is empty
    /// or reserved (3.1, Q5), so nothing is captured and the move ends.
    EmptyNothingFacing {
        /// The facing hole.
        facing: Hole,
        /// Whether it is reserved (else it is empty).
        reserved: bool,
    },
    /// Kingulu 3.1: the hole was empty, in the mover's own row, and `facing` holds seeds: they are captured with
    /// the capturing seed and the move ends.
    EmptyCaptures {
        /// The hole captured.
        facing: Hole,
    },
    /// The hole was occupied, in the mover's front (inner) row, facing the occupied `facing`: capture (kete §4.2,
    /// kimasai-relay section 3).
    Captures {
        /// The opponent's hole captured.
        facing: Hole,
    },
    /// The hole was occupied: its seeds are lifted and sown on (relay), with why it did not capture if it could
    /// have looked like a capture.
    Relay {
        /// Why an occupied front-row end did not capture, where that needs saying.
        unless: Option<NoCapture>,
    },
    /// Kete §4.6 step 2, nemo takata: the lap ended in the mover's standing kuu; the move ends there.
    KuuStops,
    /// Kete §4.6 step 2, nemo capture: the lap ended in the mover's standing kuu; the player stops or plays on
    /// (safari), as the next [`Event::Choice`] says.
    KuuChoice,
    /// Kete §4.6 step 2 in mtaji: the lap ended in the mover's standing kuu; safari is mandatory (Q3).
    KuuSafari,
    /// Kete §3.7 E2: the lap ended in the hole reserved against the mover by hizi zetu; the move ends.
    ReservedStops,
    /// Kingulu 2.3 rule 1: the hole is reserved; its last seed went to its owner's bank and the move ends (Q4).
    ReservedBanks {
        /// The hole's owner, who banked the seed.
        owner: Side,
    },
    /// Kingulu 3.2: the last seed made 4 in an opponent's hole that held 3: kuweka mtoto (the next
    /// [`Event::ReserveHole`]) and the move ends.
    KuwekaMtoto,
    /// The capture just before this lap emptied the opponent's front (inner) row: the game is won, the captured
    /// seeds were laid out as this last lap and nothing more is evaluated (kete §4.3, Q11; kimasai-relay 5.1).
    GameWon,
}

/// Why an occupied lap end in the mover's front (inner) row made no capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NoCapture {
    /// Kete §4.1: the move is a takata (its first lap did not capture), so nothing is captured in it.
    Takata,
    /// The facing hole is empty.
    FacingEmpty(Hole),
    /// Kimasai-relay 2.3: phase 1 has no captures.
    Phase1,
    /// Kingulu 2.3 rule 4: a later lap may end in an occupied own hole and relays (only a first lap may not).
    LaterLap,
    /// Kete §3.7 E2 exception (Q6): the first lap of a move started from the kuu relays from the reserved hole.
    FirstLapFromKuu,
}

/// Why a capture happened: the rule that took the seeds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CaptureRule {
    /// Kete §2.2, §2.3: the nemo reserve seed went into an occupied front hole facing an occupied hole.
    Placement,
    /// A lap ended in an occupied front (inner) hole facing an occupied one (kete §3.2, §4.2; kimasai-relay
    /// section 3).
    LapEnd,
    /// Kingulu 3.1: a lap ended in an empty own hole; the facing seeds and the capturing seed go to the bank.
    EmptyOwnHole,
    /// Kimasai-step 3.1: the stone stepped into a front hole facing an enemy stone.
    Facing,
    /// Kimasai-step 3.2: the back stone of the same file goes with the front one.
    SameFile,
}

/// Why captured seeds are sown from the hole they enter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Entry {
    /// Kete §2.3 step 4, §4.4: a nemo move's first capture in a central hole (A3–A6): the player chose this
    /// kichwa, as the move's direction says.
    Chosen,
    /// Kete §4.4: the capture was in a kimbi (A1, A2 or A7, A8): sown from the kichwa of that side.
    Kimbi,
    /// Kete §4.4: the capture was in a central hole: the current direction is kept, so from the kichwa it leads
    /// to.
    KeepsDirection,
    /// Kimasai-relay section 3: the first captured cow goes into the capturing hole itself.
    CapturingHole,
}

/// Why a kete kuu stops functioning (§1.11).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum KuuLoss {
    /// The opponent captured its seeds (§4.3).
    Captured,
    /// Its owner lifted all its seeds to start a move (§3.2, §3.4 kuu-first).
    Lifted,
    /// The Lamu six-seed rule (§2.4): it held 6, took the reserve seed and all 7 were sown.
    SixSeeds,
    /// A lap ended in it and its seeds were lifted and sown on: safari (§4.6 step 2).
    Safari,
}

/// The penultimate seed of a kuweka mtoto lap (kingulu 3.2 rule 2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Penultimate {
    /// It was moved from this hole into the reserved hole.
    Moved(Hole),
    /// The lap was a single seed: there is none.
    Singleton,
    /// It fell into this reserved hole and is already in a bank (Q6): nothing is moved.
    Banked(Hole),
}

impl Penultimate {
    /// The hole a seed was moved from, if one was.
    #[must_use]
    pub const fn moved(self) -> Option<Hole> {
        match self {
            Penultimate::Moved(hole) => Some(hole),
            Penultimate::Singleton | Penultimate::Banked(_) => None,
        }
    }
}

/// One step of a move. Holes are named as in the notation; each event carries what a viewer needs to redraw
/// the board after it (see [`Replay`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Event {
    /// A reserve seed (cow) is put into `hole`.
    Reserve {
        /// The hole receiving it.
        hole: Hole,
    },
    /// Kete: only `seeds` (2) are taken from the kuu.
    Tax {
        /// The kuu.
        hole: Hole,
        /// Seeds taken.
        seeds: u8,
    },
    /// `seeds` seeds are lifted from `hole` to start the move's first lap.
    Lift {
        /// The hole lifted.
        hole: Hole,
        /// Seeds lifted.
        seeds: u8,
    },
    /// One seed dropped into `hole`; `hand` seeds remain to sow.
    Sow {
        /// The hole receiving the seed.
        hole: Hole,
        /// Seeds still in the hand.
        hand: u8,
    },
    /// Kingulu: the seed dropped into the reserved `hole` goes to `side`'s bank.
    Bank {
        /// The reserved hole.
        hole: Hole,
        /// Its owner, who banks the seed.
        side: Side,
        /// Seeds still in the hand.
        hand: u8,
    },
    /// The lap ended in `hole`, which held `was` seeds before the last seed; `rule` says what that caused.
    LapEnd {
        /// The last hole of the lap.
        hole: Hole,
        /// Its count before the last seed.
        was: u8,
        /// The lap-end rule that fired.
        rule: LapRule,
    },
    /// The lap-end hole's seeds are lifted for the next lap.
    Relay {
        /// The hole lifted.
        hole: Hole,
        /// Seeds lifted.
        seeds: u8,
    },
    /// A choice point inside the move, and what the move chose.
    Choice {
        /// What was chosen between.
        kind: ChoiceKind,
        /// Whether the player took it (for safari: played on).
        taken: bool,
    },
    /// The opponent's `from` is emptied of `seeds`, captured by the mover's hole `by` under `rule`.
    Capture {
        /// The opponent's hole.
        from: Hole,
        /// Seeds taken.
        seeds: u8,
        /// Where they go.
        to: CaptureTo,
        /// The mover's hole that captured (where the lap ended, the reserve seed went, or the stone stepped).
        by: Hole,
        /// The rule that took them.
        rule: CaptureRule,
    },
    /// Captured seeds start a new lap, the first into `hole`, which `why` says.
    Enter {
        /// The hole receiving the first captured seed.
        hole: Hole,
        /// The direction of the lap.
        direction: Direction,
        /// Seeds to sow.
        seeds: u8,
        /// Why from this hole.
        why: Entry,
    },
    /// Kete: `side`'s kuu stops functioning.
    KuuDestroyed {
        /// The kuu's owner.
        side: Side,
        /// Why.
        why: KuuLoss,
    },
    /// Kingulu, kuweka mtoto: `hole` now belongs to `side`; what became of the lap's penultimate seed.
    ReserveHole {
        /// The hole reserved.
        hole: Hole,
        /// Its new owner.
        side: Side,
        /// The penultimate seed: moved into `hole` from a hole, or why none was.
        penultimate: Penultimate,
    },
    /// Kete: hizi zetu reservation of `hole`, made after this move.
    Takasia {
        /// The reserved hole.
        hole: Hole,
    },
    /// Kimasai-step: a stone steps.
    Step {
        /// Where it was.
        from: Hole,
        /// Where it goes.
        to: Hole,
    },
    /// The game enters a new stage or phase.
    Stage {
        /// The stage entered.
        stage: Stage,
    },
    /// The move ended the game.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
}

impl Event {
    /// The hole this event puts in view (the one a step-through view highlights), if any.
    #[must_use]
    pub fn hole(&self) -> Option<Hole> {
        match *self {
            Event::Reserve { hole }
            | Event::Tax { hole, .. }
            | Event::Lift { hole, .. }
            | Event::Sow { hole, .. }
            | Event::Bank { hole, .. }
            | Event::LapEnd { hole, .. }
            | Event::Relay { hole, .. }
            | Event::Enter { hole, .. }
            | Event::ReserveHole { hole, .. }
            | Event::Takasia { hole } => Some(hole),
            Event::Capture { from, .. } => Some(from),
            Event::Step { to, .. } => Some(to),
            Event::Choice { .. } | Event::KuuDestroyed { .. } | Event::Stage { .. } | Event::GameOver { .. } => None,
        }
    }

    /// Every hole the event involves, the one in view first: the captured and the capturing hole, the hole a
    /// stone or the penultimate seed moves from and to, the lap-end hole and the hole it faces.
    #[must_use]
    pub fn holes(&self) -> arrayvec::ArrayVec<Hole, 2> {
        let mut holes = arrayvec::ArrayVec::new();
        holes.extend(self.hole());
        let other = match *self {
            Event::Capture { by, .. } => Some(by),
            Event::Step { from, .. } => Some(from),
            Event::ReserveHole { penultimate, .. } => penultimate.moved(),
            Event::LapEnd { rule: LapRule::Captures { facing } | LapRule::EmptyCaptures { facing }, .. } => {
                Some(facing)
            }
            _ => None,
        };
        holes.extend(other.filter(|hole| !holes.contains(hole)));
        holes
    }

    /// Whether the event drops a seed (the unit of the step-through view's one-seed step).
    #[must_use]
    pub fn is_drop(&self) -> bool {
        matches!(self, Event::Sow { .. } | Event::Bank { .. } | Event::Reserve { .. } | Event::Step { .. })
    }
}

/// Receives the events of a move as it is played.
pub trait Observer {
    /// `false` only for [`Silent`]: lets the rules skip building events nobody reads.
    const ENABLED: bool = true;
    /// Called once per event, in order.
    fn event(&mut self, event: Event);
}

/// The observer of the fast path: hears nothing and costs nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Observer for Silent {
    const ENABLED: bool = false;
    fn event(&mut self, _event: Event) {}
}

impl Observer for Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}

/// A position being rebuilt from a move's events: the board after any prefix of the trace, with the seeds
/// in hand. This is how the step-through view draws each step; [`finish`](Replay::finish) gives the position
/// after the whole move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The board, reserves, banks and flags so far.
    pub setup: Setup,
    /// Seeds in the mover's hand.
    pub hand: u8,
    /// The player making the move.
    pub mover: Side,
    /// Laps started so far (the first lap is 1).
    pub lap: u32,
    takasia_made: bool,
}

impl Replay {
    /// Starts from the position before the move.
    #[must_use]
    pub fn new(before: Setup) -> Replay {
        Replay { setup: before, hand: 0, mover: before.side, lap: 0, takasia_made: false }
    }

    fn add(&mut self, hole: Hole, delta: i16) {
        let layout = self.setup.variant.layout();
        if let Some(index) = layout.index(hole) {
            let count = i16::from(self.setup.count_at(index)) + delta;
            self.setup.set_count_at(index, count.clamp(0, 255) as u8);
        }
    }

    /// Applies one event.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Reserve { hole } => {
                self.setup.reserves[self.mover] = self.setup.reserves[self.mover].saturating_sub(1);
                self.add(hole, 1);
            }
            Event::Tax { hole, seeds } | Event::Lift { hole, seeds } | Event::Relay { hole, seeds } => {
                self.add(hole, -i16::from(seeds));
                self.hand = self.hand.saturating_add(seeds);
                if !matches!(event, Event::Tax { .. }) || self.lap == 0 {
                    self.lap += 1;
                }
            }
            Event::Sow { hole, hand } => {
                self.add(hole, 1);
                self.hand = hand;
            }
            Event::Bank { side, hand, .. } => {
                self.setup.captured[side] = self.setup.captured[side].saturating_add(1);
                self.hand = hand;
            }
            Event::Capture { from, seeds, to, .. } => {
                self.add(from, -i16::from(seeds));
                match to {
                    CaptureTo::Hand => self.hand = self.hand.saturating_add(seeds),
                    CaptureTo::Bank { side, with } => {
                        self.add(with, -1);
                        self.setup.captured[side] = self.setup.captured[side].saturating_add(seeds + 1);
                    }
                    CaptureTo::Removed => {}
                }
            }
            Event::Enter { .. } => self.lap += 1,
            Event::KuuDestroyed { side, .. } => self.setup.kuu[side] = false,
            Event::ReserveHole { hole, penultimate, .. } => {
                if let Some(index) = self.setup.variant.layout().index(hole) {
                    self.setup.set_reserved_at(index, true);
                }
                if let Some(from) = penultimate.moved() {
                    self.add(from, -1);
                    self.add(hole, 1);
                }
            }
            Event::Takasia { hole } => {
                self.setup.takasia = Some(hole);
                self.takasia_made = true;
            }
            Event::Step { from, to } => {
                self.add(from, -1);
                self.add(to, 1);
                self.lap = 1;
            }
            Event::LapEnd { .. } | Event::Choice { .. } | Event::Stage { .. } | Event::GameOver { .. } => {}
        }
    }

    /// The position after the move: the board as replayed, the other side to move, the next ply, and a hizi
    /// zetu reservation cleared once the reserving player has moved (unless this move made a new one).
    #[must_use]
    pub fn finish(self) -> Setup {
        let mut setup = self.setup;
        if !self.takasia_made && setup.takasia.is_some_and(|hole| hole.owner() != self.mover) {
            setup.takasia = None;
        }
        setup.side = self.mover.opponent();
        setup.ply = super::next_ply(setup.ply);
        setup
    }
}

/// Replays a whole move: the position after `events`, played from `before`.
#[must_use]
pub fn replay(before: Setup, events: &[Event]) -> Setup {
    let mut replay = Replay::new(before);
    for event in events {
        replay.apply(event);
    }
    replay.finish()
}
