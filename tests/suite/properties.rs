//! Property tests over many random games of each game: totals conserved, every listed move plays, checked
//! play, unchecked play and replaying the event trace give the same position, canonical strings round-trip,
//! typed moves read back, moves are listed in notation order, and games end (a game still going after 10,000
//! plies fails and is reported: it would be a finding, never a rule).

use bao::rng::Rng;
use bao::rules::{
    Event, Game, KimasaiRelay, KimasaiStep, Kingulu, MoveText, Setup, Side, Successors, Variant, replay, resolve_move,
    trace,
};
use proptest::prelude::*;

const PLY_CAP: u32 = 10_000;

/// What must hold of every position of a game, whatever happened before.
pub(super) fn check_totals(setup: &Setup) -> Result<(), String> {
    let board = setup.board_total();
    let ok = match setup.variant {
        Variant::Kingulu => board + u32::from(setup.captured.south) + u32::from(setup.captured.north) == 48,
        Variant::KimasaiRelay | Variant::Kete => {
            board + u32::from(setup.reserves.south) + u32::from(setup.reserves.north) == 64
        }
        Variant::KimasaiStep => {
            setup.counts().iter().all(|&c| c <= 1) && Side::BOTH.iter().all(|&side| setup.side_total(side) <= 23)
        }
    };
    if ok { Ok(()) } else { Err(format!("totals broken in {setup}")) }
}

/// The notation order of a move: front row before back row, hole number ascending, `<` before `>`, without
/// `+` before with `+`.
fn order_key(text: MoveText) -> (bool, u8, Option<bao::rules::Toward>, bool) {
    (!text.hole.row().is_front(), text.hole.number(), text.toward, text.safari)
}

/// Everything checked of one position and each of its legal moves.
fn check_position<G: Game>(position: &G, successors: &Successors<G>) -> Result<(), String> {
    let setup = position.to_setup();
    check_totals(&setup)?;
    let text = setup.to_string();
    let reparsed: Setup = text.parse().map_err(|e| format!("{text} does not parse: {e}"))?;
    let rebuilt = G::from_setup(&reparsed).map_err(|e| format!("{text} is refused: {e}"))?;
    if &rebuilt != position || rebuilt.to_setup().to_string() != text {
        return Err(format!("{text} does not round-trip"));
    }
    let keys: Vec<_> = successors.iter().map(|(mv, _)| order_key(G::move_text(*mv))).collect();
    if !keys.windows(2).all(|pair| pair[0] < pair[1]) {
        return Err(format!("moves of {text} are not in notation order"));
    }
    let legal = position.legal_moves();
    if legal.len() != successors.len() || legal.iter().zip(successors).any(|(a, (b, _))| a != b) {
        return Err(format!("legal_moves and successors disagree in {text}"));
    }
    for (mv, child) in successors {
        let checked = position.clone().play(*mv).map_err(|_| format!("{mv} listed but refused in {text}"))?;
        let mut unchecked = position.clone();
        unchecked.play_unchecked(*mv);
        let (traced, events) = trace(position, *mv);
        let replayed = replay(setup, &events);
        if checked != *child || unchecked != *child || traced != *child {
            return Err(format!("{mv} in {text}: checked, unchecked and traced play disagree"));
        }
        if replayed != child.to_setup() {
            return Err(format!("{mv} in {text}: the trace replays to {replayed}, play gives {}", child.to_setup()));
        }
        if child.side_to_move() != position.side_to_move().opponent() || child.ply() != position.ply() + 1 {
            return Err(format!("{mv} in {text}: side or ply not advanced"));
        }
        let game_over = events.iter().any(|e| matches!(e, Event::GameOver { .. }));
        if game_over != child.status().outcome().is_some() {
            return Err(format!("{mv} in {text}: game_over event and status disagree"));
        }
        let read = resolve_move(position, &mv.to_string()).map_err(|e| format!("{mv} in {text} does not read: {e}"))?;
        if read != *mv {
            return Err(format!("{mv} in {text} reads back as {read}"));
        }
    }
    if successors.is_empty() != position.status().outcome().is_some() {
        return Err(format!("{text}: no legal move must mean the game is over, and only then"));
    }
    Ok(())
}

/// Plays one random game from the start, checking every position; returns the positions played through.
fn random_game<G: Game>(seed: u64, extra: impl Fn(&G, &G) -> Result<(), String>) -> Result<u32, String> {
    let mut rng = Rng::new(seed);
    let mut position = G::start();
    let mut successors = Successors::<G>::new();
    for ply in 0..PLY_CAP {
        position.successors(&mut successors);
        check_position(&position, &successors)?;
        if successors.is_empty() {
            return Ok(ply);
        }
        let next = successors.swap_remove(rng.below(successors.len())).1;
        extra(&position, &next)?;
        position = next;
    }
    Err(format!("finding: a random {} game (seed {seed}) is still going after {PLY_CAP} plies", G::VARIANT))
}

/// Kingulu: a reserved hole stays reserved and its count never changes (rules/kingulu.md 3.3).
fn kingulu_reservations(before: &Kingulu, after: &Kingulu) -> Result<(), String> {
    let (before, after) = (before.to_setup(), after.to_setup());
    for index in 0..12 {
        if before.is_reserved_at(index)
            && (!after.is_reserved_at(index) || before.count_at(index) != after.count_at(index))
        {
            return Err(format!("reserved hole changed: {before} -> {after}"));
        }
    }
    Ok(())
}

/// Kimasai-step: stones only fall, at most two a move, and a side's sum of circuit places rises by one mod 24
/// with each of its moves that loses no stone (rules/kimasai-step.md 5.2, E9).
fn step_stones(before: &KimasaiStep, after: &KimasaiStep) -> Result<(), String> {
    let mover = before.side_to_move();
    let (b, a) = (before.to_setup(), after.to_setup());
    let (mine_before, mine_after) = (b.side_total(mover), a.side_total(mover));
    let (theirs_before, theirs_after) = (b.side_total(mover.opponent()), a.side_total(mover.opponent()));
    if mine_after != mine_before || theirs_after > theirs_before || theirs_before - theirs_after > 2 {
        return Err(format!("stone counts changed wrongly: {b} -> {a}"));
    }
    let place_sum = |setup: &Setup| {
        let base = mover.index() * 24;
        (0..24).filter(|k| setup.count_at(base + k) == 1).map(|k| u32::try_from(23 - k).unwrap()).sum::<u32>() % 24
    };
    if (place_sum(&b) + 1) % 24 != place_sum(&a) {
        return Err(format!("the mover's place sum did not rise by one: {b} -> {a}"));
    }
    Ok(())
}

/// Kimasai-relay: reserves only fall, by one for the mover in phase 1 (none on the opening move), and the
/// phase changes at most once.
fn relay_reserves(before: &KimasaiRelay, after: &KimasaiRelay) -> Result<(), String> {
    let (b, a) = (before.to_setup(), after.to_setup());
    let mover = b.side;
    let phase1 = b.reserves != bao::rules::BySide::default();
    let expected_drop = u8::from(phase1 && b.ply != 1);
    if b.reserves[mover] - a.reserves[mover] != expected_drop
        || b.reserves[mover.opponent()] != a.reserves[mover.opponent()]
    {
        return Err(format!("reserves changed wrongly: {b} -> {a}"));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn kingulu_random_games(seed in any::<u64>()) {
        random_game::<Kingulu>(seed, kingulu_reservations).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn kimasai_step_random_games(seed in any::<u64>()) {
        // Every game ends with a winner (rules/kimasai-step.md 5.3): never a draw.
        random_game::<KimasaiStep>(seed, step_stones).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn kimasai_relay_random_games(seed in any::<u64>()) {
        random_game::<KimasaiRelay>(seed, relay_reserves).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn step_games_end_with_a_winner() {
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let mut line = bao::rules::Line::new(KimasaiStep::start());
        while line.status().outcome().is_none() {
            let moves = line.current().legal_moves();
            let mv = moves[rng.below(moves.len())];
            line.play_text(&mv.to_string()).expect("a listed move plays");
        }
        let outcome = line.status().outcome().expect("the game ended");
        assert!(matches!(outcome.result, bao::rules::GameResult::Win(_)), "seed {seed}: {outcome}");
    }
}
