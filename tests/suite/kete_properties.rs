//! Property tests of kete over many random games (kete.md §9 item 23, §1.10 invariants): seeds are
//! conserved with the reserves, reserves drop by one per nemo move, an existing kuu never holds under 6, the
//! mover's front row is never empty after any drop, every listed move plays (checked play, unchecked play and
//! the replayed trace agree), positions and moves round-trip through their canonical strings, and games end.

use bao::rng::Rng;
use bao::rules::{Event, Game, Hole, Kete, Replay, Row, Setup, Side, Successors, Toward, resolve_move};
use proptest::prelude::*;

/// Plies after which a random game counts as never ending (a failure).
const PLY_LIMIT: u32 = 10_000;

fn seeds_of(setup: &Setup, side: Side, front: bool) -> u32 {
    (1..=8).map(|n| u32::from(setup.count(Hole::new(Row::of(side, front), n)).unwrap_or(0))).sum()
}

fn kuu_seeds(setup: &Setup, side: Side) -> u8 {
    setup.count(Hole::new(Row::of(side, true), 5)).expect("the kete board has a kuu")
}

/// The invariants of a single position (§1.10, §1.11).
fn check_position(position: &Kete) -> Result<(), TestCaseError> {
    let setup = position.to_setup();
    let total = setup.board_total() + u32::from(setup.reserves.south) + u32::from(setup.reserves.north);
    prop_assert_eq!(total, 64, "{}", setup);
    for side in Side::BOTH {
        if setup.kuu[side] {
            prop_assert!(kuu_seeds(&setup, side) >= 6, "{side}'s kuu under 6 in {setup}");
        }
    }
    let text = setup.to_string();
    let parsed: Setup = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    let back = Kete::from_setup(&parsed).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    prop_assert_eq!(&back, position, "{}", text);
    Ok(())
}

/// The sort key of NOTATION.md "Order": front row then back row, hole ascending, `<` before `>`, without `+`
/// before with `+`.
fn order_key(mv: bao::rules::KeteMove) -> (bool, u8, bool, bool) {
    (!mv.hole.row().is_front(), mv.hole.number(), mv.toward == Toward::Right, mv.safari)
}

/// One move from `before` to `after` with its trace.
fn check_move(before: &Kete, mv: bao::rules::KeteMove, after: &Kete) -> Result<(), TestCaseError> {
    let checked = before.clone().play(mv).map_err(|e| TestCaseError::fail(format!("{e}")))?;
    prop_assert_eq!(&checked, after, "checked play of {}", mv);
    let mut unchecked = before.clone();
    unchecked.play_unchecked(mv);
    prop_assert_eq!(&unchecked, after, "unchecked play of {}", mv);
    prop_assert_eq!(resolve_move(before, &mv.to_string()).ok(), Some(mv), "{} does not read back", mv);
    let (traced, events) = bao::rules::trace(before, mv);
    prop_assert_eq!(&traced, after, "traced play of {}", mv);
    let mover = before.side_to_move();
    let start = before.to_setup();
    let mut replay = Replay::new(start);
    for event in &events {
        replay.apply(event);
        if matches!(event, Event::Sow { .. }) {
            prop_assert!(seeds_of(&replay.setup, mover, true) > 0, "{} empties the front row in {}", mv, start);
        }
    }
    prop_assert_eq!(replay.finish(), after.to_setup(), "the trace of {} does not replay", mv);
    let (had, has) = (start.reserves, after.to_setup().reserves);
    if had[mover] > 0 {
        prop_assert_eq!((has[mover], has[mover.opponent()]), (had[mover] - 1, had[mover.opponent()]));
    } else {
        prop_assert_eq!(has, had);
    }
    Ok(())
}

/// Plays one random game, checking every listed move of every position on the way.
fn random_game(seed: u64) -> Result<u32, TestCaseError> {
    let mut rng = Rng::new(seed);
    let mut position = Kete::start();
    let mut successors = Successors::<Kete>::new();
    for ply in 0..PLY_LIMIT {
        check_position(&position)?;
        position.successors(&mut successors);
        let keys: Vec<_> = successors.iter().map(|(mv, _)| order_key(*mv)).collect();
        prop_assert!(keys.windows(2).all(|pair| pair[0] < pair[1]), "moves out of order in {}", position.to_setup());
        prop_assert_eq!(successors.is_empty(), position.status().outcome().is_some());
        for (mv, after) in &successors {
            check_move(&position, *mv, after)?;
        }
        if successors.is_empty() {
            return Ok(ply);
        }
        position = successors.swap_remove(rng.below(successors.len())).1;
    }
    Err(TestCaseError::fail(format!("seed {seed}: still going after {PLY_LIMIT} plies at {}", position.to_setup())))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_kete_games_keep_every_invariant(seed in any::<u64>()) {
        random_game(seed)?;
    }
}

/// A random study position in mtaji: 64 seeds scattered over the board, each kuu existing where it holds 6
/// or more and a coin says so, perhaps a reserved front hole.
fn random_position(seed: u64) -> Option<Kete> {
    let mut rng = Rng::new(seed);
    let mut setup: Setup =
        "kete S 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 r=0,0".parse().ok()?;
    let share = 2 + rng.below(7);
    for _ in 0..64 {
        let index = if rng.below(10) < share { rng.below(16) } else { 16 + rng.below(16) };
        setup.set_count_at(index, setup.count_at(index) + 1);
    }
    for side in Side::BOTH {
        setup.kuu[side] = kuu_seeds(&setup, side) >= 6 && rng.below(2) == 0;
    }
    if rng.below(2) == 0 {
        setup.side = Side::North;
    }
    if rng.below(3) == 0 {
        let owner = if rng.below(2) == 0 { Side::South } else { Side::North };
        setup.takasia = Some(Hole::new(Row::of(owner, true), 1 + u8::try_from(rng.below(8)).unwrap()));
    }
    Kete::from_setup(&setup).ok()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Study positions reach what random games rarely do (reservations, never-ending moves, the kuu in
    /// mtaji); every listed move must still play the same three ways and replay from its trace.
    #[test]
    fn every_move_of_random_mtaji_positions_plays_and_replays(seed in any::<u64>()) {
        if let Some(position) = random_position(seed) {
            check_position(&position)?;
            let mut successors = Successors::<Kete>::new();
            position.successors(&mut successors);
            prop_assert_eq!(successors.is_empty(), position.status().outcome().is_some());
            for (mv, after) in &successors {
                check_move(&position, *mv, after)?;
                check_position(after)?;
            }
        }
    }
}
