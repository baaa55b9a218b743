//! One test per item of rules/kingulu.md §9 "Suggested tests" (the fixtures of §7 run separately, in
//! `tests/fixtures/kingulu.txt`).

use super::{FirstLap, Kingulu, Refusal};
use crate::rules::test_support::{RelayCounter, after, events, hole, legal, position, refusal, status};
use crate::rules::{CaptureRule, CaptureTo, Event, Game, GameResult, LapRule, Penultimate, Status};

const START: &str = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1";
const Q: &str = "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21";
const U: &str = "kingulu S 2,3,1,0,5,2/1,2,0,4*,3,0 c=12,13 m=21";
const W: &str = "kingulu S 3,1,5,4,0,2/2,1,12,0,3,1 c=7,7 m=15";

#[test]
fn t01_start_position_and_its_legal_moves() {
    assert_eq!(Kingulu::start().to_setup().to_string(), START);
    assert_eq!(position::<Kingulu>(START), Kingulu::start());
    assert_eq!(legal::<Kingulu>(START), "A3 A4 A5 A6");
}

#[test]
fn t02_a_first_lap_may_not_end_in_an_occupied_own_hole() {
    assert!(refusal::<Kingulu>(START, "A1").ends_with("its first lap ends in A5, an occupied hole of south's own row"));
    assert!(refusal::<Kingulu>(START, "A2").ends_with("its first lap ends in A6, an occupied hole of south's own row"));
    assert!(refusal::<Kingulu>(U, "A1").ends_with("its first lap ends in A2, an occupied hole of south's own row"));
}

#[test]
fn t03_later_laps_relay_from_occupied_own_holes() {
    // E1 lap 3 ends in A5 (held 5): an own hole, relayed because it is not the first lap.
    let trace = events::<Kingulu>(START, "A3");
    assert!(trace.contains(&Event::Relay { hole: hole("A5"), seeds: 6 }));
    // E6 `A5` lap 2 ends in A2 (held 2).
    assert!(events::<Kingulu>(U, "A5").contains(&Event::Relay { hole: hole("A2"), seeds: 3 }));
}

#[test]
fn t04_capture_takes_the_facing_hole_plus_the_capturing_seed() {
    let bank = CaptureTo::Bank { side: crate::rules::Side::South, with: hole("A5") };
    let (by, rule) = (hole("A5"), CaptureRule::EmptyOwnHole);
    let trace = events::<Kingulu>(START, "A3");
    assert!(trace.contains(&Event::Capture { from: hole("a2"), seeds: 6, to: bank, by, rule }));
    assert!(trace.contains(&Event::LapEnd {
        hole: hole("A5"),
        was: 0,
        rule: LapRule::EmptyCaptures { facing: hole("a2") }
    }));
    assert!(after::<Kingulu>(START, "A4").ends_with("c=7,0 m=2"));
    assert_eq!(after::<Kingulu>(W, "A3"), "kingulu N 4,2,0,5,1,3/3,2,0,1,4,2 c=14,7 m=16");
}

#[test]
fn t05_an_empty_own_landing_facing_an_empty_hole_captures_nothing() {
    let trace = events::<Kingulu>(U, "A5");
    assert!(!trace.iter().any(|e| matches!(e, Event::Capture { .. })));
    let rule = LapRule::EmptyNothingFacing { facing: hole("a2"), reserved: false };
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("A5"), was: 0, rule }));
    assert_eq!(position::<Kingulu>(&after::<Kingulu>(U, "A5")).to_setup().count(hole("A5")), Some(1));
}

#[test]
fn t06_an_empty_landing_in_the_opponents_row_ends_the_move() {
    let trace = events::<Kingulu>(START, "A5");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a1"), was: 0, rule: LapRule::Empty }));
    assert!(!trace.iter().any(|e| matches!(e, Event::Capture { .. })));
}

#[test]
fn t07_kuweka_mtoto_moves_the_penultimate_seed_in() {
    assert_eq!(after::<Kingulu>(Q, "A5"), "kingulu N 1,5*,4,1,0,4/2,0,5,1,0,1 c=12,12 m=22");
    let trace = events::<Kingulu>(Q, "A5");
    let side = crate::rules::Side::South;
    let penultimate = Penultimate::Moved(hole("a4"));
    assert_eq!(trace.last(), Some(&Event::ReserveHole { hole: hole("a5"), side, penultimate }));
}

#[test]
fn t08_kuweka_mtoto_by_a_singleton_and_from_the_own_last_hole() {
    let t = "kingulu S 1,6,0,2,2,3/3,0,2,1,0,1 c=13,14 m=21";
    assert_eq!(after::<Kingulu>(t, "A6"), "kingulu N 1,6,0,2,2,4*/3,0,2,1,0,0 c=13,14 m=22");
    let (side, penultimate) = (crate::rules::Side::South, Penultimate::Singleton);
    assert_eq!(events::<Kingulu>(t, "A6").last(), Some(&Event::ReserveHole { hole: hole("a1"), side, penultimate }));
    let t2 = "kingulu S 1,6,0,2,2,3/3,0,2,1,2,0 c=13,13 m=21";
    assert_eq!(after::<Kingulu>(t2, "A5"), "kingulu N 1,6,0,2,2,5*/3,0,2,1,0,0 c=13,13 m=22");
}

#[test]
fn t09_no_penultimate_seed_when_it_fell_into_a_reserved_hole() {
    // A6 (3): a1 1→2, a2 (reserved by South) banks the seed, a3 3→4 reserves a3 with 4 (Q6).
    let before = "kingulu S 0,0,0,3,4*,1/1,0,0,0,0,3 c=18,18 m=1";
    assert_eq!(after::<Kingulu>(before, "A6"), "kingulu N 0,0,0,4*,4*,2/1,0,0,0,0,0 c=19,18 m=2");
    let (side, penultimate) = (crate::rules::Side::South, Penultimate::Banked(hole("a2")));
    let reserved = Event::ReserveHole { hole: hole("a3"), side, penultimate };
    assert_eq!(events::<Kingulu>(before, "A6").last(), Some(&reserved));
}

#[test]
fn t10_a_passing_seed_that_makes_4_reserves_nothing() {
    // E6 `A5`: a5 goes 3→4 in passing.
    let setup = position::<Kingulu>(&after::<Kingulu>(U, "A5")).to_setup();
    let a5 = crate::rules::Variant::Kingulu.layout().index(hole("a5")).unwrap();
    assert_eq!((setup.count_at(a5), setup.is_reserved_at(a5)), (4, false));
}

#[test]
fn t11_seeds_dropped_into_reserved_holes_go_to_the_owners_bank() {
    // E4: North sows through South's a5: South's bank 12→13.
    let e3 = "kingulu N 1,5*,4,1,0,4/2,0,5,1,0,1 c=12,12 m=22";
    assert_eq!(after::<Kingulu>(e3, "a4"), "kingulu S 2,5*,0,1,0,4/3,1,5,1,0,1 c=13,12 m=23");
    let side = crate::rules::Side::South;
    assert!(events::<Kingulu>(e3, "a4").contains(&Event::Bank { hole: hole("a5"), side, hand: 3 }));
    // E6: South sows into A4, reserved by North: North's bank grows.
    assert!(after::<Kingulu>(U, "A5").ends_with("c=12,14 m=22"));
}

#[test]
fn t12_a_lap_ending_in_a_reserved_hole_ends_the_move_even_the_first() {
    assert_eq!(legal::<Kingulu>(U), "A2 A5");
    assert_eq!(after::<Kingulu>(U, "A2"), "kingulu N 2,3,1,0,5,2/1,0,1,4*,3,0 c=12,14 m=22");
}

#[test]
fn t13_no_move_starts_from_a_reserved_hole() {
    let e9 = "kingulu N 0,5*,0,0,0,0/3,1,0,2,0,4 c=20,13 m=40";
    assert_eq!(legal::<Kingulu>(e9), "");
    assert!(refusal::<Kingulu>(U, "A4").ends_with("A4 is reserved by north"));
    let south_to_move = "kingulu S 0,5*,0,0,0,0/3,1,0,2,0,4 c=20,13 m=40";
    assert!(
        refusal::<Kingulu>(south_to_move, "a5")
            .ends_with("a5 is south's reserved hole; its seeds stay there until the game ends")
    );
}

#[test]
fn t14_no_capture_facing_a_hole_the_mover_reserved() {
    let before = "kingulu S 0,5*,0,0,0,2/1,0,0,0,0,0 c=20,20 m=1";
    assert_eq!(after::<Kingulu>(before, "A1"), "kingulu N 0,5*,0,0,0,2/0,1,0,0,0,0 c=20,20 m=2");
}

#[test]
fn t15_the_origin_is_not_skipped_and_occupied_counts_the_laps_own_seeds() {
    assert_eq!(legal::<Kingulu>(W), "A3 A5 A6");
    let d = "kingulu N 0,0,0,0,13,1/1,0,2,0,3,0 c=18,10 m=30";
    let reason = position::<Kingulu>(d).illegal_reason(&crate::rules::MoveText::hole(hole("a2")));
    assert_eq!(reason, crate::rules::Illegal::FirstLapEndsOwnRow { end: hole("a3"), side: crate::rules::Side::North });
    assert_eq!(reason.to_string(), "its first lap ends in a3, an occupied hole of north's own row");
}

#[test]
fn t16_no_legal_move_ends_the_game_and_scores_it() {
    let d = "kingulu N 0,0,0,0,13,1/1,0,2,0,3,0 c=18,10 m=30";
    assert_eq!(position::<Kingulu>(d).status().to_string(), "draw : north has no legal move, score 24-24");
    let e9 = "kingulu N 0,5*,0,0,0,0/3,1,0,2,0,4 c=20,13 m=40";
    assert_eq!(position::<Kingulu>(e9).status().to_string(), "south wins : north has no legal move, score 35-13");
    let over = status::<Kingulu>(START, "A5 a5 A3");
    assert!(matches!(over, Status::Over(o) if o.result == GameResult::Win(crate::rules::Side::North)));
}

#[test]
fn t17_a_never_ending_move_is_illegal_and_found_exactly() {
    let l = "kingulu S 1,2,0,1,0,1/0,1,0,1,2,0 c=20,19 m=25";
    assert_eq!(legal::<Kingulu>(l), "A2");
    assert!(refusal::<Kingulu>(l, "A5").ends_with("its sowing never ends"));
    // Exactly: the cycle is 72 laps long, and the move is refused after a few hundred laps at most, far below
    // the fuse.
    let mut relays = RelayCounter::default();
    assert!(position::<Kingulu>(l).sow(4, &mut relays).is_err());
    assert!((72..1000).contains(&relays.0), "{} laps before the repeat was seen", relays.0);
}

#[test]
fn t18_seeds_are_conserved_in_every_listed_move() {
    // The property tests play thousands of random games (tests/suite/properties.rs); here, every move of the
    // §7 positions.
    for text in [START, Q, U, W] {
        let start = position::<Kingulu>(text);
        for mv in start.legal_moves() {
            let next = start.clone().play(mv).unwrap().to_setup();
            assert_eq!(next.board_total() + u32::from(next.captured.south) + u32::from(next.captured.north), 48);
        }
    }
}

#[test]
fn the_first_lap_is_told_without_sowing_as_sowing_plays_it() {
    // `first_lap` lets the move generator and `status` skip most sowing; along random games it must agree
    // with the sowing itself for every candidate, and `status` with the move list.
    let mut rng = crate::rng::Rng::new(17);
    let mut successors = crate::rules::Successors::<Kingulu>::new();
    for _ in 0..300 {
        let mut game = Kingulu::start();
        loop {
            for start in game.candidates() {
                let mut relays = RelayCounter::default();
                let sown = game.clone().sow(start, &mut relays);
                match game.first_lap(start) {
                    FirstLap::Ends => assert!(sown.is_ok() && relays.0 == 0, "{game:?} from {start}"),
                    FirstLap::Forbidden { end } => assert_eq!(sown, Err(Refusal::FirstLap { end })),
                    FirstLap::Relays => assert!(relays.0 > 0, "{game:?} from {start}"),
                }
            }
            game.successors(&mut successors);
            assert_eq!(game.status() == Status::Ongoing, !successors.is_empty());
            if successors.is_empty() {
                break;
            }
            game = successors.swap_remove(rng.below(successors.len())).1;
        }
    }
}

/// Q8, second half (5.4): "If that leaves the player with no legal move, the game ends by 5.1 and is scored by
/// 5.2." Here South's only moves never end or are forbidden, and South wins on the score, where the other
/// games would make the player without a move lose.
#[test]
fn q8_when_every_candidate_never_ends_or_is_forbidden_the_game_is_scored() {
    // Found by a search of every board of 0 to 2 seeds a hole.
    let text = "kingulu S 0,1,0,1,0,1/2,1,2,1,2,0 c=18,19 m=1";
    let stuck = position::<Kingulu>(text);
    let refusals: Vec<Refusal> = stuck.candidates().map(|start| stuck.try_move(start).unwrap_err()).collect();
    assert_eq!(refusals.len(), 5);
    assert!(refusals.contains(&Refusal::Endless));
    assert_eq!(legal::<Kingulu>(text), "");
    let outcome = stuck.status().outcome().unwrap();
    assert_eq!(outcome.to_string(), "south wins : south has no legal move, score 26-22");
}

/// Q9: "No rule in the sources. An optional engine guard ... must be reported as an adjudication, not a rule":
/// no repetition rule and no length cap in the rules.
#[test]
fn q9_kingulu_has_no_repetition_rule_and_no_length_cap() {
    const { assert!(!Kingulu::REPETITION_DRAW) };
    let late = position::<Kingulu>(&W.replace("m=15", "m=4294967295"));
    assert_eq!(late.status(), Status::Ongoing);
    assert_eq!(late.legal_moves(), position::<Kingulu>(W).legal_moves());
}

/// The one-test refusal of random playouts agrees with the first lap's verdict, along random games.
#[test]
fn the_quick_first_lap_refusal_agrees_with_the_first_lap() {
    let mut rng = crate::rng::Rng::new(11);
    for _ in 0..300 {
        let mut position = Kingulu::start();
        loop {
            for start in 0..12 {
                if position.candidate_set() & (1 << start) != 0 {
                    let forbidden = matches!(position.first_lap(start), FirstLap::Forbidden { .. });
                    assert_eq!(position.first_lap_forbidden(start), forbidden, "{}", position.to_setup());
                }
            }
            if position.play_random(&mut |n| rng.below(n)).is_none() {
                break;
            }
        }
    }
}
