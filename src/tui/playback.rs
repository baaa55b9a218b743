//! The step-through sowing view's state: the position before a move, the move's events and a cursor. The board
//! shown is the position with the first `cursor` events applied ([`Replay`]); stepping by seed or by lap only
//! moves the cursor. Nothing here computes a rule: the captions only put each event into words.

use crate::rules::{AnyMove, CaptureTo, ChoiceKind, Event, Hole, Replay, Setup, Stage};

/// Playback speeds, in events a second.
pub const SPEEDS: [u16; 6] = [1, 2, 4, 8, 16, 32];

/// A move being watched seed by seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playback {
    /// The history index of the move watched.
    pub index: usize,
    /// The move.
    pub mv: AnyMove,
    before: Setup,
    events: Vec<Event>,
    cursor: usize,
    /// Whether the playback runs on its own.
    pub playing: bool,
    speed: usize,
    elapsed: u32,
}

impl Playback {
    /// A playback of move `index` (`mv`) from `before`, at the first event, playing if `playing`.
    #[must_use]
    pub fn new(index: usize, mv: AnyMove, before: Setup, events: Vec<Event>, speed: usize, playing: bool) -> Self {
        Playback { index, mv, before, events, cursor: 0, playing, speed: speed.min(SPEEDS.len() - 1), elapsed: 0 }
    }

    /// Events applied so far.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Events in the move.
    #[must_use]
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether the move has no events (never for a legal move).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// Whether every event has been applied.
    #[must_use]
    pub fn at_end(&self) -> bool {
        self.cursor == self.events.len()
    }

    /// The speed's index in [`SPEEDS`].
    #[must_use]
    pub fn speed(&self) -> usize {
        self.speed
    }

    /// The board, hand and lap after the first `cursor` events.
    #[must_use]
    pub fn replay(&self) -> Replay {
        let mut replay = Replay::new(self.before);
        for event in &self.events[..self.cursor] {
            replay.apply(event);
        }
        replay
    }

    /// The last event applied, if any.
    #[must_use]
    pub fn event(&self) -> Option<&Event> {
        self.cursor.checked_sub(1).map(|i| &self.events[i])
    }

    /// The pit the last event put in view.
    #[must_use]
    pub fn hole(&self) -> Option<Hole> {
        self.event().and_then(Event::hole)
    }

    /// The pit the move started from (the first event's).
    #[must_use]
    pub fn origin(&self) -> Option<Hole> {
        self.events.first().and_then(Event::hole)
    }

    /// Moves to event `cursor` (clamped).
    pub fn seek(&mut self, cursor: usize) {
        self.cursor = cursor.min(self.events.len());
        self.elapsed = 0;
        if self.at_end() {
            self.playing = false;
        }
    }

    /// One event forward.
    pub fn forward(&mut self) {
        self.seek(self.cursor + 1);
    }

    /// One event back.
    pub fn back(&mut self) {
        self.seek(self.cursor.saturating_sub(1));
    }

    /// The cursors just after each event that starts a lap, as the trace replay counts laps.
    fn lap_starts(&self) -> Vec<usize> {
        let mut replay = Replay::new(self.before);
        let mut starts = Vec::new();
        for (i, event) in self.events.iter().enumerate() {
            let lap = replay.lap;
            replay.apply(event);
            if replay.lap != lap {
                starts.push(i + 1);
            }
        }
        starts
    }

    /// To the start of the next lap, or the end.
    pub fn lap_forward(&mut self) {
        let next = self.lap_starts().into_iter().find(|&start| start > self.cursor).unwrap_or(self.events.len());
        self.seek(next);
    }

    /// To the start of this lap, or of the previous one if already there.
    pub fn lap_back(&mut self) {
        let previous = self.lap_starts().into_iter().rfind(|&start| start < self.cursor).unwrap_or(0);
        self.seek(previous);
    }

    /// Play faster or slower.
    pub fn change_speed(&mut self, faster: bool) {
        self.speed = if faster { (self.speed + 1).min(SPEEDS.len() - 1) } else { self.speed.saturating_sub(1) };
    }

    /// Play or pause; playing from the end starts again from the beginning.
    pub fn toggle(&mut self) {
        if self.playing {
            self.playing = false;
        } else {
            if self.at_end() {
                self.seek(0);
            }
            self.playing = true;
        }
    }

    /// Time passed: advances as many events as the speed allows.
    pub fn tick(&mut self, millis: u16) {
        if !self.playing {
            return;
        }
        self.elapsed += u32::from(millis);
        let period = 1000 / u32::from(SPEEDS[self.speed]);
        while self.elapsed >= period && !self.at_end() {
            self.elapsed -= period;
            self.cursor += 1;
        }
        if self.at_end() {
            self.playing = false;
        }
    }

    /// What the last event did, in words, naming the rule.
    #[must_use]
    pub fn caption(&self) -> String {
        match self.event() {
            None => format!("move {}: before the first seed is lifted", self.mv),
            Some(event) => caption(event),
        }
    }
}

/// One event in words.
#[must_use]
pub fn caption(event: &Event) -> String {
    match *event {
        Event::Reserve { hole } => format!("reserve seed put into {hole}"),
        Event::Tax { hole, seeds } => format!("kuu tax: only {seeds} seeds taken from {hole}"),
        Event::Lift { hole, seeds } => format!("lift {seeds} from {hole}"),
        Event::Sow { hole, hand } => format!("sow into {hole}, {hand} left in hand"),
        Event::Bank { hole, side, hand } => format!("seed into reserved {hole} goes to {side}'s bank, {hand} left"),
        Event::LapEnd { hole, was, .. } => {
            let state = if was == 0 { "was empty" } else { "was occupied" };
            format!("lap ends in {hole}, which {state} ({was})")
        }
        Event::Relay { hole, seeds } => format!("relay from {hole} with {seeds}"),
        Event::Choice { kind: ChoiceKind::Safari, taken: true } => "safari: the kuu is lifted, sowing goes on".into(),
        Event::Choice { kind: ChoiceKind::Safari, taken: false } => "no safari: the move stops in the kuu".into(),
        Event::Capture { from, seeds, to, .. } => match to {
            CaptureTo::Hand => format!("capture of {seeds} from {from}, taken into the hand"),
            CaptureTo::Bank { side, with } => {
                format!("capture of {seeds} from {from} and 1 from {with} to {side}'s bank")
            }
            CaptureTo::Removed => format!("capture: the stone in {from} is removed"),
        },
        Event::Enter { hole, direction, seeds, .. } => format!("{seeds} captured seeds entered at {hole} {direction}"),
        Event::KuuDestroyed { side, .. } => format!("{side}'s kuu is destroyed"),
        Event::ReserveHole { hole, side, .. } => format!("kuweka mtoto: {hole} is reserved for {side} for good"),
        Event::Takasia { hole } => format!("hizi zetu: {hole} is reserved (takasia)"),
        Event::Step { from, to } => format!("stone steps from {from} to {to}"),
        Event::Stage { stage: Stage::Mtaji } => "phase change: the mtaji stage begins".into(),
        Event::Stage { stage: Stage::Phase2 } => "phase change: phase 2 begins, captures from now on".into(),
        Event::GameOver { outcome } => format!("game over: {outcome}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Kingulu, trace};

    fn kingulu_a3() -> Playback {
        let start = Kingulu::start();
        let mv = start.legal_moves()[0];
        let (_, events) = trace(&start, mv);
        Playback::new(0, AnyMove::of::<Kingulu>(mv), start.to_setup(), events, 2, false)
    }

    #[test]
    fn stepping_moves_the_cursor_and_the_board_follows() {
        let mut playback = kingulu_a3();
        assert_eq!(playback.replay().hand, 0);
        playback.forward();
        assert_eq!(playback.caption(), "lift 4 from A3");
        assert_eq!(playback.replay().hand, 4);
        playback.back();
        assert_eq!(playback.cursor(), 0);
        playback.seek(usize::MAX);
        assert!(playback.at_end());
        let (after, _) = trace(&Kingulu::start(), Kingulu::start().legal_moves()[0]);
        assert_eq!(playback.replay().finish(), after.to_setup());
    }

    #[test]
    fn laps_jump_to_lifts_and_relays() {
        let mut playback = kingulu_a3();
        playback.lap_forward();
        assert_eq!(playback.cursor(), 1);
        assert_eq!(playback.replay().lap, 1);
        playback.lap_forward();
        assert_eq!(playback.replay().lap, 2);
        assert!(playback.caption().starts_with("relay from"));
        playback.lap_back();
        assert_eq!(playback.cursor(), 1);
        playback.lap_back();
        assert_eq!(playback.cursor(), 0);
    }

    #[test]
    fn ticks_play_at_the_chosen_speed_and_stop_at_the_end() {
        let mut playback = kingulu_a3();
        playback.tick(1000);
        assert_eq!(playback.cursor(), 0, "paused");
        playback.toggle();
        playback.tick(500);
        assert_eq!(playback.cursor(), 2, "4 events a second");
        playback.change_speed(true);
        playback.tick(250);
        assert_eq!(playback.cursor(), 4);
        playback.tick(60_000);
        assert!(playback.at_end());
        assert!(!playback.playing);
    }
}
