//! Exact detection of a move that never ends (RULES.md "Never-ending moves are illegal").
//!
//! A *stretch* is a run of laps of one move in which nothing but relays happens: no capture, no flag or
//! direction changes, so everything outside the mover's circuit stays as it is. Seed by seed, a stretch is the
//! map "drop a seed into the hole under the hand; when the hand is empty and that hole had held seeds, lift them
//! and go on into the next hole" (a game may add ways for the stretch to stop or to leave it, such as a lap
//! ending in a reserved hole, or a seed going into a bank, which is a drop into a counter). That map is
//! **injective**: from the state after a drop the state before it follows. The hole just passed holds 0
//! exactly when it was lifted (a drop leaves at least 1 there), and then the hand before the drop was 1 and the
//! hole held one seed fewer than the hand now holds; otherwise the hand held one seed more and the hole one
//! fewer. An injective map on a finite set has no tail before its cycles, so a stretch that never stops comes
//! back to its own first state: it never ends **exactly when** the state at the start of its first relay lap
//! recurs at the same point of a later lap (after the lift, or at the lap's end before it: the states there
//! are told apart from those inside a lap, by the empty hole just passed or by the empty hand, so the return
//! is seen where it is looked for).
//!
//! [`LoopGuard`] compares every lap start of a stretch with its first, one comparison a lap, and finds the
//! repeat on its first return, one period in (Brent's method, used before, needed up to three periods and
//! could not tell a tail from a cycle). A stretch whose laps are the same on every place of the circuit (only
//! an empty landing ends it) is quicker still in [`Ring::relay`](super::ring::Ring::relay): there a state
//! equal to the first up to a turn of the circuit already proves the move endless.
//!
//! There is **no lap fuse**: every verdict is exact. The check always finishes, since a stretch meets each of
//! its finitely many states at most once before it returns. In a million random kete circuits of 20 to 64
//! seeds the relays ended within 525 laps or repeated after up to about 120 million laps up to a turn (up to
//! 16 times as many without it), so no fuse could be both safe and low enough to matter; ten million laps
//! take about a tenth of a second. What long loops cost is kept down by a [`CycleMemory`], which the caller
//! owns and hands to the functions that list moves (as regex-automata's `Cache`): a long endless stretch is
//! proven once for each memory it is met with. The rules hold no memory of their own, so they stay pure
//! functions: the memory caches a function of its whole key, and no verdict depends on what it holds.

use std::fmt;

use super::Direction;

/// The move's sowing never ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the sowing never ends")]
pub struct Endless;

/// The exact check of one stretch: the state at the start of its first relay lap, which comes back exactly
/// when the stretch never ends (module documentation).
#[derive(Clone, Debug)]
pub struct LoopGuard<K> {
    first: Option<K>,
}

impl<K: Copy + PartialEq> Default for LoopGuard<K> {
    fn default() -> Self {
        LoopGuard { first: None }
    }
}

impl<K: Copy + PartialEq> LoopGuard<K> {
    /// A guard for a new stretch.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records the state at the same point of every relay lap (after the lift, or at the lap's end before it).
    /// It must hold everything the rest of the stretch depends on, and the laps since the last
    /// [`restart`](Self::restart) must all be relays of one stretch.
    #[inline]
    pub fn check(&mut self, state: K) -> Result<(), Endless> {
        match self.first {
            None => self.first = Some(state),
            Some(first) if first == state => return Err(Endless),
            Some(_) => {}
        }
        Ok(())
    }

    /// A new stretch begins (after a capture, or a flag or the direction changed).
    #[inline]
    pub fn restart(&mut self) {
        self.first = None;
    }
}

/// Laps after which a relay stretch is long: one proven endless after as many laps is remembered, and a
/// stretch still going after them asks whether it is known. No stretch that ends comes near (random kete
/// circuits end within 525 laps), so ordinary moves never ask.
pub const LONG_STRETCH: u32 = 1024;

/// Entries in a [`CycleMemory`]: 512 KiB would hold every long loop of a game many times over; 16 KiB do.
const REMEMBERED: usize = 1 << 10;

/// An entry no stretch has: every count of its circuit would be 255.
const EMPTY: (u128, Direction) = (u128::MAX, Direction::Clockwise);

/// A memory of endless stretches of 16-place circuits (kete's and kimasai-relay's), owned by whoever lists
/// moves or plays long stretches of them and handed by `&mut` to the rules' `_with` functions
/// ([`Game::successors_with`](super::Game::successors_with) and the like), the way regex-automata hands a
/// `Cache` to its searches. A stretch proven endless after [`LONG_STRETCH`] laps or more is remembered by its
/// first relay state (the circuit turned to start at place 0, with the direction), and a stretch still going
/// after [`LONG_STRETCH`] laps asks whether it is known, so a proof of up to a second is made once for each
/// memory, not once for each time the position is met (a search meets the same circuit under every reply of
/// the opponent's). It caches a pure function of its full key, the whole state, so no verdict depends on what
/// it holds; a small table where a newer stretch may push an older one out, kept only once a long loop is met
/// (a new memory allocates nothing, so a caller that never meets a long loop pays nothing for one).
///
/// The search holds one for each search, the interface's line of play one (handed to its workers as a
/// copy), the room's referee and a save's replay one each, through the [`Line`](super::Line) they hold.
#[derive(Clone, Default)]
pub struct CycleMemory {
    states: Vec<(u128, Direction)>,
}

impl CycleMemory {
    /// An empty memory; allocates nothing until a long loop is proven.
    #[must_use]
    pub const fn new() -> Self {
        CycleMemory { states: Vec::new() }
    }

    fn slot(state: (u128, Direction)) -> usize {
        let folded = (state.0 as u64) ^ ((state.0 >> 64) as u64).rotate_left(29) ^ state.1 as u64;
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize % REMEMBERED
    }

    /// Remembers that the relay stretch starting with `state` never ends.
    pub(super) fn remember(&mut self, state: (u128, Direction)) {
        if self.states.is_empty() {
            self.states = vec![EMPTY; REMEMBERED];
        }
        self.states[Self::slot(state)] = state;
    }

    /// Whether the relay stretch starting with `state` is remembered never to end.
    #[must_use]
    pub(super) fn remembered(&self, state: (u128, Direction)) -> bool {
        self.states.get(Self::slot(state)) == Some(&state)
    }

    /// How many endless stretches it holds.
    #[must_use]
    pub fn held(&self) -> usize {
        self.states.iter().filter(|&&state| state != EMPTY).count()
    }
}

/// The number of stretches held, not the table.
impl fmt::Debug for CycleMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CycleMemory").field("held", &self.held()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs an injective `next` from `start` until the guard fires or `next` stops; the laps run.
    fn run(start: u64, next: impl Fn(u64) -> Option<u64>) -> Result<u64, Endless> {
        let mut guard = LoopGuard::new();
        let mut state = start;
        let mut laps = 0;
        while let Some(following) = next(state) {
            guard.check(following)?;
            state = following;
            laps += 1;
        }
        Ok(laps)
    }

    #[test]
    fn finds_cycles_of_every_length_at_their_first_return() {
        for length in 1..70u64 {
            let next = |s: u64| Some((s + 1) % length);
            assert_eq!(run(0, next), Err(Endless), "length {length}");
        }
    }

    #[test]
    fn never_fires_on_a_sequence_that_ends() {
        assert_eq!(run(0, |s| (s < 100_000).then_some(s + 1)), Ok(100_000));
    }

    #[test]
    fn remembered_stretches_are_found_by_their_whole_state() {
        let state = (0x0102_0304_u128 << 64 | 7, Direction::Anticlockwise);
        let other = (state.0, Direction::Clockwise);
        let mut memory = CycleMemory::new();
        assert!(!memory.remembered(state));
        assert_eq!(memory.held(), 0);
        memory.remember(state);
        assert!(memory.remembered(state));
        assert!(!memory.remembered(other));
        assert_eq!(memory.held(), 1);
        let copy = memory.clone();
        assert!(copy.remembered(state), "a copy holds what its original held");
        assert!(!CycleMemory::new().remembered(state), "each memory is its own");
        assert_eq!(format!("{memory:?}"), "CycleMemory { held: 1 }");
    }

    #[test]
    fn a_restart_forgets_the_first_state() {
        let mut guard = LoopGuard::new();
        guard.check(1).unwrap();
        guard.restart();
        guard.check(2).unwrap();
        assert_eq!(guard.check(1), Ok(()));
        assert_eq!(guard.check(2), Err(Endless));
    }
}
