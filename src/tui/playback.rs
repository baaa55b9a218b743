//! The step-through sowing view's state: the position before a move, the move's events and a cursor. The board
//! shown is the position with the first `cursor` events applied ([`Replay`]); stepping by seed or by lap only
//! moves the cursor. Nothing here computes a rule: the captions and the lap log are the words of
//! [`crate::explain`], the same `bao trace --text` prints.

use crate::explain::{self, LapLine};
use crate::rules::{AnyMove, Event, Hole, Replay, Setup};

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
    /// Each event in words, worded once.
    sentences: Vec<String>,
    /// The move's lap log, worded once.
    laps: Vec<LapLine>,
    cursor: usize,
    /// Whether the playback runs on its own.
    pub playing: bool,
    /// Whether the game is being replayed: when this move has been played to its end, the next one follows.
    pub replaying: bool,
    speed: usize,
    elapsed: u32,
}

impl Playback {
    /// A playback of move `index` (`mv`) from `before`, at the first event, playing if `playing`.
    #[must_use]
    pub fn new(index: usize, mv: AnyMove, before: Setup, events: Vec<Event>, speed: usize, playing: bool) -> Self {
        let sentences = explain::sentences(before, &events);
        let laps = explain::laps(before, &events);
        let speed = speed.min(SPEEDS.len() - 1);
        Playback { index, mv, before, events, sentences, laps, cursor: 0, playing, replaying: false, speed, elapsed: 0 }
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
    #[cfg(test)]
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

    /// The cursors `[` and `]` stop at: just after each event that starts a lap (as the trace replay counts
    /// laps), each lap end and each capture.
    fn stops(&self) -> Vec<usize> {
        let mut replay = Replay::new(self.before);
        let mut stops = Vec::new();
        for (i, event) in self.events.iter().enumerate() {
            let lap = replay.lap;
            replay.apply(event);
            if replay.lap != lap || matches!(event, Event::LapEnd { .. } | Event::Capture { .. }) {
                stops.push(i + 1);
            }
        }
        stops
    }

    /// To the next lap start, lap end or capture, or the end.
    pub fn lap_forward(&mut self) {
        let next = self.stops().into_iter().find(|&stop| stop > self.cursor).unwrap_or(self.events.len());
        self.seek(next);
    }

    /// To the previous lap start, lap end or capture, or the beginning.
    pub fn lap_back(&mut self) {
        let previous = self.stops().into_iter().rfind(|&stop| stop < self.cursor).unwrap_or(0);
        self.seek(previous);
    }

    /// The move's lap log, one line per lap (see [`explain::laps`]).
    #[must_use]
    pub fn laps(&self) -> &[LapLine] {
        &self.laps
    }

    /// How many lines of the lap log have begun at the cursor; the last of them is the current lap.
    #[must_use]
    pub fn laps_so_far(&self) -> usize {
        self.laps.iter().take_while(|line| line.start <= self.cursor).count()
    }

    /// Every hole the last event involves, the one in view first (see [`Event::holes`]).
    #[must_use]
    pub fn holes(&self) -> Vec<Hole> {
        self.event().map(|event| event.holes().to_vec()).unwrap_or_default()
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

    /// Milliseconds between two events at the speed chosen.
    fn period(&self) -> u32 {
        1000 / u32::from(SPEEDS[self.speed])
    }

    /// How long until the next event, while playing on its own: when the screen needs drawing again.
    #[must_use]
    pub fn next_frame(&self) -> Option<std::time::Duration> {
        let wait = self.period().saturating_sub(self.elapsed);
        (self.playing && !self.at_end()).then(|| std::time::Duration::from_millis(u64::from(wait)))
    }

    /// Time passed: advances as many events as the speed allows. Returns whether playing reached the end now.
    pub fn tick(&mut self, millis: u16) -> bool {
        if !self.playing {
            return false;
        }
        self.elapsed += u32::from(millis);
        let period = self.period();
        while self.elapsed >= period && !self.at_end() {
            self.elapsed -= period;
            self.cursor += 1;
        }
        if self.at_end() {
            self.playing = false;
            return true;
        }
        false
    }

    /// What the last event did, in words, naming the rule ([`explain::sentence`]).
    #[must_use]
    pub fn caption(&self) -> String {
        match self.cursor.checked_sub(1) {
            None => crate::t!("play-before-first-seed", move = self.mv.to_string()),
            Some(i) => self.sentences[i].clone(),
        }
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
        assert_eq!(playback.caption(), "lap 1: 4 seeds lifted from A3");
        assert_eq!(playback.replay().hand, 4);
        playback.back();
        assert_eq!(playback.cursor(), 0);
        playback.seek(usize::MAX);
        assert!(playback.at_end());
        let (after, _) = trace(&Kingulu::start(), Kingulu::start().legal_moves()[0]);
        assert_eq!(playback.replay().finish(), after.to_setup());
    }

    #[test]
    fn laps_jump_to_lifts_lap_ends_relays_and_captures() {
        let mut playback = kingulu_a3();
        playback.lap_forward();
        assert_eq!(playback.cursor(), 1);
        assert_eq!(playback.replay().lap, 1);
        playback.lap_forward();
        assert!(matches!(playback.event(), Some(Event::LapEnd { .. })), "{:?}", playback.event());
        assert_eq!(playback.caption(), "lap 1 ends in a1, which held 4 seeds: relay");
        playback.lap_forward();
        assert_eq!(playback.replay().lap, 2);
        assert_eq!(playback.caption(), "lap 2: relay, 5 seeds lifted from a1");
        playback.lap_back();
        assert!(matches!(playback.event(), Some(Event::LapEnd { .. })));
        playback.lap_back();
        assert_eq!(playback.cursor(), 1);
        playback.lap_back();
        assert_eq!(playback.cursor(), 0);
        // Every lap start, lap end and capture is a stop, and nothing else: kingulu.md E1's five laps end in
        // a capture.
        let mut stops = Vec::new();
        while !playback.at_end() {
            playback.lap_forward();
            stops.push(match playback.event() {
                Some(Event::Lift { .. }) => "lift",
                Some(Event::Relay { .. }) => "relay",
                Some(Event::LapEnd { .. }) => "end",
                Some(Event::Capture { .. }) => "capture",
                other => panic!("stopped at {other:?}"),
            });
        }
        assert_eq!(stops, ["lift", "end", "relay", "end", "relay", "end", "relay", "end", "relay", "end", "capture"]);
    }

    #[test]
    fn the_lap_log_has_a_line_per_lap_and_the_current_one_follows_the_cursor() {
        let mut playback = kingulu_a3();
        assert_eq!(playback.laps().len(), 5, "kingulu.md E1: 5 laps");
        assert_eq!(playback.laps_so_far(), 0);
        playback.lap_forward();
        assert_eq!(playback.laps_so_far(), 1);
        playback.seek(usize::MAX);
        assert_eq!(playback.laps_so_far(), 5);
        assert_eq!(playback.laps()[0].text(), "lap 1  A3 4 seeds → a1 had 4: relay");
        assert_eq!(playback.laps()[4].text(), "lap 5  relay a5 6 seeds → A5 empty: captures a2");
        // The current lap tells where it ends only once its last seed has fallen.
        playback.seek(1);
        assert_eq!(playback.laps()[0].text_at(playback.cursor()), "lap 1  A3 4 seeds");
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
        assert_eq!(playback.next_frame(), None, "nothing to wake for at the end");
    }

    #[test]
    fn the_next_frame_is_due_when_the_next_event_is() {
        let mut playback = kingulu_a3();
        assert_eq!(playback.next_frame(), None, "paused");
        playback.toggle();
        // Speed 4: an event every 250 ms.
        assert_eq!(playback.next_frame(), Some(std::time::Duration::from_millis(250)));
        playback.tick(100);
        assert_eq!(playback.next_frame(), Some(std::time::Duration::from_millis(150)));
        playback.tick(150);
        assert_eq!((playback.cursor(), playback.next_frame()), (1, Some(std::time::Duration::from_millis(250))));
    }
}
