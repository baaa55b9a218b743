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
    /// The lap ended in `hole`, which held `was` seeds before the last seed.
    LapEnd {
        /// The last hole of the lap.
        hole: Hole,
        /// Its count before the last seed.
        was: u8,
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
    /// The opponent's `from` is emptied of `seeds`.
    Capture {
        /// The opponent's hole.
        from: Hole,
        /// Seeds taken.
        seeds: u8,
        /// Where they go.
        to: CaptureTo,
    },
    /// Captured seeds start a new lap, the first into `hole`.
    Enter {
        /// The hole receiving the first captured seed.
        hole: Hole,
        /// The direction of the lap.
        direction: Direction,
        /// Seeds to sow.
        seeds: u8,
    },
    /// Kete: `side`'s kuu stops functioning.
    KuuDestroyed {
        /// The kuu's owner.
        side: Side,
    },
    /// Kingulu, kuweka mtoto: `hole` now belongs to `side`; the lap's penultimate seed, if any, was moved into
    /// it from `penultimate`.
    ReserveHole {
        /// The hole reserved.
        hole: Hole,
        /// Its new owner.
        side: Side,
        /// Where the penultimate seed was taken from, if one was moved.
        penultimate: Option<Hole>,
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
            Event::Capture { from, seeds, to } => {
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
            Event::KuuDestroyed { side } => self.setup.kuu[side] = false,
            Event::ReserveHole { hole, penultimate, .. } => {
                if let Some(index) = self.setup.variant.layout().index(hole) {
                    self.setup.set_reserved_at(index, true);
                }
                if let Some(from) = penultimate {
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
