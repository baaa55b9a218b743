//! Exact detection of a move that never ends (RULES.md "Never-ending moves are illegal").
//!
//! Within one move everything is deterministic once the player's choices are fixed, so the move never ends
//! exactly when the state at the start of a lap repeats. [`LoopGuard`] runs Brent's cycle detection over the
//! lap-start states: one comparison per lap, and a copy of the state at each power of two, so ordinary moves
//! pay almost nothing and a cycle is found within about three times its length after it is entered. The lap
//! fuse sits on top of the exact check as an engineering guard only.

/// Laps after which a move is treated as never ending, whatever the exact check says. The longest known
/// first repeat is about 488,000 laps (rules/kimasai-relay.md 5.4); no terminating move comes near.
pub const LAP_FUSE: u32 = 10_000_000;

/// The move's sowing never ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the sowing never ends")]
pub struct Endless;

/// Brent's cycle detector over the lap-start states of one move.
#[derive(Clone, Debug)]
pub struct LoopGuard<K> {
    saved: Option<K>,
    power: u32,
    steps: u32,
    laps: u32,
}

impl<K: Copy + PartialEq> Default for LoopGuard<K> {
    fn default() -> Self {
        LoopGuard { saved: None, power: 1, steps: 0, laps: 0 }
    }
}

impl<K: Copy + PartialEq> LoopGuard<K> {
    /// A guard for a new move.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records the state at the start of a lap. It must hold everything the rest of the move depends on.
    #[inline]
    pub fn check(&mut self, state: K) -> Result<(), Endless> {
        self.laps += 1;
        if self.laps > LAP_FUSE || self.saved == Some(state) {
            return Err(Endless);
        }
        self.steps += 1;
        if self.steps == self.power {
            self.saved = Some(state);
            self.power = self.power.saturating_mul(2);
            self.steps = 0;
        }
        Ok(())
    }

    /// Laps recorded so far.
    #[must_use]
    pub const fn laps(&self) -> u32 {
        self.laps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `next` from `start` until the guard fires or `next` stops.
    fn run(start: u64, next: impl Fn(u64) -> Option<u64>) -> Result<u32, Endless> {
        let mut guard = LoopGuard::new();
        let mut state = start;
        while let Some(following) = next(state) {
            guard.check(following)?;
            state = following;
        }
        Ok(guard.laps())
    }

    #[test]
    fn finds_cycles_of_every_length_after_any_tail() {
        for tail in 0..40u64 {
            for length in 1..70u64 {
                let next = |s: u64| Some(if s < tail { s + 1 } else { tail + (s - tail + 1) % length });
                assert_eq!(run(0, next), Err(Endless), "tail {tail} length {length}");
            }
        }
    }

    #[test]
    fn never_fires_on_a_sequence_that_ends() {
        assert_eq!(run(0, |s| (s < 100_000).then_some(s + 1)), Ok(100_000));
    }

    #[test]
    fn finds_a_cycle_first_repeating_after_half_a_million_laps() {
        let next = |s: u64| Some(if s < 400_000 { s + 1 } else { 400_000 + (s - 400_000 + 1) % 90_000 });
        assert_eq!(run(0, next), Err(Endless));
    }
}
