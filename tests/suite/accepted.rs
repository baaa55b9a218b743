//! Property tests over random *accepted* positions of each game, not only those reached from the start: any
//! setup that `from_setup` accepts plays only into positions that `from_setup` accepts again and that
//! round-trip through their canonical strings (validation is closed under play), the game's totals hold after
//! every move (64 with the reserves in kete and kimasai-relay, 48 with the banks in kingulu, at most one stone a
//! hole and 23 a side in kimasai-step), and the ply counter never overflows (it saturates, `next_ply`).

#![allow(clippy::cast_possible_truncation, reason = "the random counts are drawn below small bounds")]

use super::properties::check_totals;
use bao::rng::Rng;
use bao::rules::{
    Game, Hole, Kete, KimasaiRelay, KimasaiStep, Kingulu, Setup, Side, Successors, Variant, next_ply, replay, trace,
};
use proptest::prelude::*;

/// Plies played on from each random position (each one checked with all its successors).
const WALK: usize = 12;

fn hole(text: &str) -> Hole {
    text.parse().expect("a hole of the notation")
}

/// A ply number: mostly small, sometimes the opening, sometimes at the very end of the counter.
fn random_ply(rng: &mut Rng) -> u32 {
    match rng.below(8) {
        0 => 1,
        1 => u32::MAX - rng.below(2) as u32,
        _ => 1 + rng.below(200) as u32,
    }
}

/// Drops `seeds` seeds on the board indexes `holes`, half uniformly and half on three of them, so that
/// big holes (16 seeds and more in kete) turn up as well as spread-out boards.
fn scatter(setup: &mut Setup, rng: &mut Rng, holes: &[usize], seeds: u32) {
    let hot: Vec<usize> = (0..3).map(|_| holes[rng.below(holes.len())]).collect();
    let concentrated = rng.below(2) == 0;
    for _ in 0..seeds {
        let index = if concentrated && rng.below(2) == 0 { hot[rng.below(3)] } else { holes[rng.below(holes.len())] };
        setup.set_count_at(index, setup.count_at(index) + 1);
    }
}

/// A random setup of `variant`, shaped to pass validation most of the time (and sometimes not: those are
/// skipped by the caller).
fn random_setup(variant: Variant, rng: &mut Rng) -> Setup {
    let mut setup = Setup::empty(variant);
    setup.side = if rng.below(2) == 0 { Side::South } else { Side::North };
    setup.ply = random_ply(rng);
    let layout = variant.layout();
    let all: Vec<usize> = (0..layout.holes()).collect();
    match variant {
        Variant::Kete => {
            if rng.below(2) == 0 {
                setup.reserves = bao::rules::BySide::new(rng.below(23) as u8, rng.below(23) as u8);
            }
            let mut board = 64 - u32::from(setup.reserves.south) - u32::from(setup.reserves.north);
            for (side, kuu) in [(Side::South, "A5"), (Side::North, "a5")] {
                if rng.below(2) == 0 && board >= 6 {
                    setup.kuu[side] = true;
                    setup.set_count_at(layout.index(hole(kuu)).expect("a kuu"), 6);
                    board -= 6;
                }
            }
            scatter(&mut setup, rng, &all, board);
            if rng.below(4) == 0 {
                let row = ["A", "a"][rng.below(2)];
                setup.takasia = Some(hole(&format!("{row}{}", 1 + rng.below(8))));
            }
        }
        Variant::KimasaiRelay => {
            let high = rng.below(25) as u8;
            let (mover, other) = match rng.below(10) {
                0..=3 => (0, 0),
                4..=5 => (high, high),
                6..=8 => (high.max(1), high.max(1) - 1),
                _ => (rng.below(25) as u8, rng.below(25) as u8),
            };
            setup.reserves[setup.side] = mover;
            setup.reserves[setup.side.opponent()] = other;
            let board = 64 - u32::from(mover) - u32::from(other);
            scatter(&mut setup, rng, &all, board);
        }
        Variant::KimasaiStep => {
            let density = 1 + rng.below(4);
            for side in Side::BOTH {
                let mut stones = 0;
                for index in (0..layout.holes()).filter(|&i| layout.hole(i).owner() == side) {
                    if stones < 23 && rng.below(5) < density {
                        setup.set_count_at(index, 1);
                        stones += 1;
                    }
                }
            }
        }
        Variant::Kingulu => {
            if rng.below(2) == 0 {
                let south = rng.below(30) as u8;
                setup.captured = bao::rules::BySide::new(south, rng.below(49 - usize::from(south)) as u8);
            }
            let board = 48 - u32::from(setup.captured.south) - u32::from(setup.captured.north);
            scatter(&mut setup, rng, &all, board);
            for _ in 0..rng.below(3) {
                setup.set_reserved_at(rng.below(12), true);
            }
        }
    }
    setup
}

/// The position is accepted again from its own setup and from its canonical string, unchanged.
fn check_round_trip<G: Game>(position: &G) -> Result<(), String> {
    let setup = position.to_setup();
    let text = setup.to_string();
    let again = G::from_setup(&setup).map_err(|e| format!("{text} is refused: {e}"))?;
    let parsed: Setup = text.parse().map_err(|e| format!("{text} does not parse: {e}"))?;
    let reread = G::from_setup(&parsed).map_err(|e| format!("{text} is refused once printed: {e}"))?;
    if &again != position || &reread != position || reread.to_setup().to_string() != text {
        return Err(format!("{text} does not round-trip"));
    }
    Ok(())
}

/// Every successor of `position` is accepted, round-trips, keeps the totals and is what playing gives.
fn check_successors<G: Game>(position: &G, successors: &Successors<G>) -> Result<(), String> {
    let setup = position.to_setup();
    for (mv, child) in successors {
        let after = child.to_setup();
        check_totals(&after).map_err(|e| format!("{mv} in {setup}: {e}"))?;
        check_round_trip(child).map_err(|e| format!("{mv} in {setup}: {e}"))?;
        if child.side_to_move() != position.side_to_move().opponent() || child.ply() != next_ply(position.ply()) {
            return Err(format!("{mv} in {setup}: side or ply not advanced"));
        }
        let mut unchecked = position.clone();
        unchecked.play_unchecked(*mv);
        let (traced, events) = trace(position, *mv);
        if unchecked != *child || traced != *child || replay(setup, &events) != after {
            return Err(format!("{mv} in {setup}: unchecked play, the trace and the successor disagree"));
        }
    }
    Ok(())
}

/// Builds random setups of `G` until one is accepted, then walks a few random plies from it, checking every
/// successor of every position on the way. Returns how many setups were refused first.
fn random_accepted_walk<G: Game>(seed: u64) -> Result<usize, String> {
    let mut rng = Rng::new(seed);
    let mut refused = 0;
    let mut position = loop {
        let setup = random_setup(G::VARIANT, &mut rng);
        match G::from_setup(&setup) {
            Ok(position) => break position,
            Err(_) => refused += 1,
        }
    };
    check_totals(&position.to_setup())?;
    check_round_trip(&position)?;
    let mut successors = Successors::<G>::new();
    for _ in 0..WALK {
        position.successors(&mut successors);
        check_successors(&position, &successors)?;
        if successors.is_empty() {
            break;
        }
        position = successors.swap_remove(rng.below(successors.len())).1;
    }
    Ok(refused)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn kete_accepted_positions_play_into_accepted_positions(seed in any::<u64>()) {
        random_accepted_walk::<Kete>(seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn kimasai_relay_accepted_positions_play_into_accepted_positions(seed in any::<u64>()) {
        random_accepted_walk::<KimasaiRelay>(seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn kimasai_step_accepted_positions_play_into_accepted_positions(seed in any::<u64>()) {
        random_accepted_walk::<KimasaiStep>(seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn kingulu_accepted_positions_play_into_accepted_positions(seed in any::<u64>()) {
        random_accepted_walk::<Kingulu>(seed).map_err(TestCaseError::fail)?;
    }
}

/// The generator reaches what the property is about: phase-1 relay positions with a reserve of one cow, kete
/// holes of 16 and more, kingulu reserved holes, and the last ply.
#[test]
fn random_setups_cover_the_cases_that_matter() {
    let mut rng = Rng::new(7);
    let (mut relay_last_cow, mut kete_big, mut kingulu_marked, mut last_ply) = (0, 0, 0, 0);
    for _ in 0..2000 {
        let relay = random_setup(Variant::KimasaiRelay, &mut rng);
        if KimasaiRelay::from_setup(&relay).is_ok() && relay.reserves[relay.side] == 1 {
            relay_last_cow += 1;
        }
        let kete = random_setup(Variant::Kete, &mut rng);
        if Kete::from_setup(&kete).is_ok() && kete.counts().iter().any(|&c| c >= 16) {
            kete_big += 1;
        }
        let kingulu = random_setup(Variant::Kingulu, &mut rng);
        if Kingulu::from_setup(&kingulu).is_ok() && kingulu.reserved_holes() != 0 {
            kingulu_marked += 1;
        }
        last_ply += usize::from(kingulu.ply == u32::MAX);
    }
    assert!(
        relay_last_cow > 20 && kete_big > 20 && kingulu_marked > 20 && last_ply > 20,
        "{relay_last_cow} {kete_big} {kingulu_marked} {last_ply}"
    );
}

/// Issue 18's position is refused; had it been accepted, its two moves would have made 255 reserve cows.
#[test]
fn issue_18_position_is_refused_rather_than_played_into_255_cows() {
    let text = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=48,0 m=2";
    let error = KimasaiRelay::from_setup(&text.parse().unwrap()).unwrap_err();
    assert!(error.to_string().starts_with("key r: south is to move with 48 in reserve"), "{error}");
}
