//! One test per item of rules/kimasai-step.md §9 "Suggested tests" (the fixtures of §7 run separately, in
//! `tests/fixtures/kimasai-step.txt`).

use super::KimasaiStep;
use crate::rules::test_support::{after, events, hole, legal, position, refusal};
use crate::rules::{CaptureRule, CaptureTo, Event, Game, GameResult, PositionError, Reason, Setup, Side, repeats};

const START: &str = "kimasai-step S 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 m=1";
const M: &str = "kimasai-step S 1,0,1,1,0,0,1,0,1,1,0,1/0,1,0,0,1,1,0,0,0,1,1,0/1,0,0,1,1,0,1,0,0,0,1,1/0,1,1,0,0,1,1,0,1,0,0,1 m=41";
const E8: &str = "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0 m=91";

fn m_for(side: Side) -> String {
    M.replacen(" S ", &format!(" {} ", side.letter()), 1)
}

/// The stone in `from` removed by the stone entering `by`, as the facing front stone or its file's back stone.
fn removed(from: &str, by: &str) -> Event {
    let rule = if hole(from).row().is_front() { CaptureRule::Facing } else { CaptureRule::SameFile };
    Event::Capture { from: hole(from), seeds: 1, to: CaptureTo::Removed, by: hole(by), rule }
}

#[test]
fn t01_start_position_and_stone_limits() {
    let start = KimasaiStep::start().to_setup();
    assert_eq!(start.to_string(), START);
    assert_eq!((start.side_total(Side::South), start.side_total(Side::North)), (23, 23));
    assert_eq!((start.count(hole("A1")), start.count(hole("a1"))), (Some(0), Some(0)));
    let stacked: Setup =
        START.replacen("1,1,1,1,1,1,1,1,1,1,1,1 m=1", "2,1,1,1,1,1,1,1,1,1,1,1 m=1", 1).parse().unwrap();
    assert_eq!(KimasaiStep::from_setup(&stacked), Err(PositionError::Stack { hole: hole("B1"), count: 2 }));
    let crowded: Setup = START.replacen("/0,1,1", "/1,1,1", 1).parse().unwrap();
    assert_eq!(KimasaiStep::from_setup(&crowded), Err(PositionError::TooManyStones { side: Side::South, found: 24 }));
}

#[test]
fn t02_the_opening_move_is_forced_and_captures_two() {
    assert_eq!(legal::<KimasaiStep>(START), "A2");
    assert_eq!(
        events::<KimasaiStep>(START, "A2"),
        [Event::Step { from: hole("A2"), to: hole("A1") }, removed("a12", "A1"), removed("b12", "A1")]
    );
}

#[test]
fn t03_each_stone_steps_to_its_successor_on_the_circuit() {
    let steps = |text: &str, mv: &str| match events::<KimasaiStep>(text, mv)[0] {
        Event::Step { to, .. } => to.to_string(),
        other => panic!("{other:?}"),
    };
    assert_eq!(steps(M, "B3"), "B4");
    assert_eq!(steps(M, "A11"), "A10");
    assert_eq!(steps(M, "A1"), "B1");
    let north = m_for(Side::North);
    assert_eq!(steps(&north, "b12"), "a12");
    assert_eq!(steps(&north, "a2"), "a1");
    assert_eq!(steps(&north, "b4"), "b5");
}

#[test]
fn t04_legal_moves_are_the_stones_followed_by_an_empty_hole() {
    assert_eq!(legal::<KimasaiStep>(M), "A1 A4 A7 A11 B3 B7 B9");
    assert_eq!(legal::<KimasaiStep>(&m_for(Side::North)), "a2 a7 a11 b1 b4 b6 b10 b12");
    assert!(refusal::<KimasaiStep>(M, "B2").ends_with("the stone in B2 steps into B3, which is not empty"));
    assert!(refusal::<KimasaiStep>(M, "B1").ends_with("B1 holds no stone"));
}

#[test]
fn t05_a_front_arrival_takes_the_whole_file() {
    assert_eq!(events::<KimasaiStep>(M, "A11")[1..], [removed("a3", "A10"), removed("b3", "A10")]);
}

#[test]
fn t06_only_the_front_stone_when_the_back_hole_is_empty() {
    assert_eq!(events::<KimasaiStep>(M, "A7")[1..], [removed("a7", "A6")]);
}

#[test]
fn t07_no_capture_when_the_facing_front_hole_is_empty() {
    assert_eq!(events::<KimasaiStep>(M, "A4").len(), 1);
}

#[test]
fn t08_a_wrap_from_front_to_back_never_captures() {
    assert_eq!(events::<KimasaiStep>(M, "A1"), [Event::Step { from: hole("A1"), to: hole("B1") }]);
}

#[test]
fn t09_a_corner_entry_can_capture() {
    assert_eq!(events::<KimasaiStep>(&m_for(Side::North), "b12")[1..], [removed("A1", "a12")]);
}

#[test]
fn t10_captured_stones_leave_the_game_at_most_two_a_move() {
    let start = position::<KimasaiStep>(M);
    for mv in start.legal_moves() {
        let next = start.clone().play(mv).unwrap().to_setup();
        let lost = 12 - next.side_total(Side::North);
        assert!(lost <= 2 && next.side_total(Side::South) == 12, "{mv}");
        assert_eq!(next.board_total(), 24 - lost);
    }
}

#[test]
fn t11_the_game_ends_when_a_side_has_no_stones() {
    let won = position::<KimasaiStep>(&after::<KimasaiStep>(E8, "A6"));
    let outcome = won.status().outcome().unwrap();
    assert_eq!((outcome.result, outcome.reason), (GameResult::Win(Side::South), Reason::NoStones(Side::North)));
    assert!(won.legal_moves().is_empty());
    // The side to move without stones, which is also the only way to have no legal move, loses.
    let bare = "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 m=9";
    let outcome = position::<KimasaiStep>(bare).status().outcome().unwrap();
    assert_eq!(outcome.result, GameResult::Win(Side::North));
}

#[test]
fn t12_captures_are_not_compulsory() {
    assert_eq!(legal::<KimasaiStep>(E8), "A6 B3");
}

#[test]
fn t13_the_repetition_detector_works_when_called_directly() {
    let first = position::<KimasaiStep>(M);
    let other = position::<KimasaiStep>(&after::<KimasaiStep>(M, "B3"));
    let again = position::<KimasaiStep>(&M.replace("m=41", "m=97"));
    assert!(repeats(&[first.clone(), other.clone()], &again));
    assert!(!repeats(&[other], &again));
    // The side to move is part of the position.
    assert!(!repeats(&[first], &position::<KimasaiStep>(&m_for(Side::North))));
}

#[test]
fn t14_a_sides_place_sum_rises_by_one_with_each_move() {
    // E9: after E1 South's occupied places (anticlockwise, B1 = 0 .. A1 = 23) sum to 14 mod 24; A3 makes 15.
    let place_sum = |text: &str| {
        let setup = position::<KimasaiStep>(text).to_setup();
        (0..24).filter(|&k| setup.count_at(k) == 1).map(|k| 23 - k).sum::<usize>() % 24
    };
    let e1 = after::<KimasaiStep>(START, "A2");
    assert_eq!(place_sum(&e1), 14);
    assert_eq!(place_sum(&after::<KimasaiStep>(&e1, "b11 A3")), 15);
}

#[test]
fn t15_random_games_end_with_a_winner() {
    // Many more in tests/suite/properties.rs; here a short, fixed sample.
    let mut rng = crate::rng::Rng::new(15);
    for _ in 0..20 {
        let mut position = KimasaiStep::start();
        while position.status().outcome().is_none() {
            let moves = position.legal_moves();
            position.play_unchecked(moves[rng.below(moves.len())]);
        }
        assert!(matches!(position.status().outcome().unwrap().result, GameResult::Win(_)));
    }
}

/// DECISION (5.1 speaks of the mover winning when the opponent has no stones; a study position may have the
/// side *not* to move without stones): that side has lost, and the game is over before any move.
#[test]
fn decision_a_side_without_stones_has_lost_whoever_is_to_move() {
    let bare_north = "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 m=9";
    let outcome = position::<KimasaiStep>(bare_north).status().outcome().unwrap();
    assert_eq!((outcome.result, outcome.reason), (GameResult::Win(Side::South), Reason::NoStones(Side::North)));
    assert_eq!(legal::<KimasaiStep>(bare_north), "");
}
