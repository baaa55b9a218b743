//! Perft: the number of move sequences of exactly a given length from a position, the standard check of move
//! generation against known counts (`bao perft`, the perft fixtures).

use super::{CycleMemory, Game, Successors};

/// The deepest count [`perft`] accepts, in plies. No count from a game's start could finish anywhere near
/// it: every game's count at least doubles a ply, so by 60 plies none would fit a `u64` (measurements:
/// docs/tuning.md, "The deepest perft").
/// Deeper counts make sense only from study positions with about one legal move a ply, and 1000 plies covers
/// any of those. The bound also keeps the explicit stack of [`perft`] (one list of successors a ply, a few
/// KiB each) to a few MiB.
pub const MAX_PERFT_DEPTH: u32 = 1000;

/// A perft depth over [`MAX_PERFT_DEPTH`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("depth {depth} is more than the {MAX_PERFT_DEPTH} plies any count could finish")]
pub struct PerftDepthError {
    /// The depth asked for.
    pub depth: u32,
}

/// The number of move sequences of exactly `depth` plies from `position`; a game that ends sooner adds
/// nothing. The walk is depth-first over an explicit stack on the heap (no recursion), and refuses a depth
/// over [`MAX_PERFT_DEPTH`]. One [`CycleMemory`] serves the whole walk, so a long never-ending move met in
/// many positions is proven once.
///
/// ```
/// use bao::rules::{Game, Kingulu, perft};
///
/// assert_eq!(perft(&Kingulu::start(), 1), Ok(4));
/// assert_eq!(perft(&Kingulu::start(), 0), Ok(1));
/// assert!(perft(&Kingulu::start(), 3000).is_err());
/// ```
pub fn perft<G: Game>(position: &G, depth: u32) -> Result<u64, PerftDepthError> {
    if depth > MAX_PERFT_DEPTH {
        return Err(PerftDepthError { depth });
    }
    if depth == 0 {
        return Ok(1);
    }
    // `stack[k]` holds the positions `k + 1` plies from `position` still to be counted.
    let mut stack: Vec<Successors<G>> = Vec::with_capacity(depth as usize);
    let mut memory = CycleMemory::new();
    stack.push(Successors::new());
    position.successors_with(&mut stack[0], &mut memory);
    if depth == 1 {
        return Ok(stack[0].len() as u64);
    }
    let mut count = 0;
    while let Some(frame) = stack.last_mut() {
        let Some((_, child)) = frame.pop() else {
            stack.pop();
            continue;
        };
        let left = depth - stack.len() as u32;
        let mut successors = Successors::new();
        child.successors_with(&mut successors, &mut memory);
        if left == 1 {
            count += successors.len() as u64;
        } else {
            stack.push(successors);
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Kete, KimasaiRelay, KimasaiStep, Kingulu, Setup};

    /// The plain recursive count, as the definition reads.
    fn recursive<G: Game>(position: &G, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut successors = Successors::<G>::new();
        position.successors(&mut successors);
        successors.iter().map(|(_, next)| recursive(next, depth - 1)).sum()
    }

    fn agrees<G: Game>(depth: u32) {
        let start = G::start();
        for d in 0..=depth {
            assert_eq!(perft(&start, d), Ok(recursive(&start, d)), "{} depth {d}", G::VARIANT);
        }
    }

    #[test]
    fn the_walk_counts_what_the_definition_counts() {
        agrees::<Kingulu>(5);
        agrees::<KimasaiRelay>(3);
        agrees::<KimasaiStep>(8);
        agrees::<Kete>(3);
        assert_eq!(perft(&KimasaiRelay::start(), 2), Ok(64));
    }

    #[test]
    fn a_depth_over_the_maximum_is_refused() {
        assert_eq!(perft(&Kete::start(), 3000), Err(PerftDepthError { depth: 3000 }));
        assert_eq!(perft(&Kete::start(), MAX_PERFT_DEPTH + 1), Err(PerftDepthError { depth: MAX_PERFT_DEPTH + 1 }));
        assert_eq!(
            PerftDepthError { depth: 3000 }.to_string(),
            "depth 3000 is more than the 1000 plies any count could finish"
        );
    }

    /// The walk does not recurse: a count 46 plies deep runs on a 32 KiB stack, where a recursive walk would
    /// need a list of successors (about 1 KiB) on the stack for each ply.
    #[test]
    fn a_deep_count_needs_no_deep_stack() {
        // One stone a side: one move a ply, until South's stone takes North's at ply 46.
        let setup: Setup = "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/\
                            0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 m=1"
            .parse()
            .unwrap();
        let lone = KimasaiStep::from_setup(&setup).unwrap();
        let counts = std::thread::Builder::new()
            .stack_size(32 * 1024)
            .spawn(move || [46, 47, MAX_PERFT_DEPTH].map(|depth| perft(&lone, depth)))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(counts, [Ok(1), Ok(0), Ok(0)]);
    }
}
