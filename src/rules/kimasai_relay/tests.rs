//! One test per item of rules/kimasai-relay.md §9 "Suggested tests" (the fixtures of §7 run separately, in
//! `tests/fixtures/kimasai-relay.txt`).

use super::KimasaiRelay;
use crate::rules::CycleMemory;
use crate::rules::test_support::{RelayCounter, after, events, hole, legal, position, refusal};
use crate::rules::{
    CaptureRule, CaptureTo, Direction, Entry, Event, Game, GameResult, LapRule, NoCapture, PositionError, Reason,
    Setup, Side, Stage,
};

const START: &str = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=24,24 m=1";
const P_SOUTH: &str = "kimasai-relay S 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=61";
const P_NORTH: &str = "kimasai-relay N 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=60";
const E8: &str = "kimasai-relay S 5,5,5,5,5,5,0,0/0,0,2,0,0,0,0,0/1,1,1,1,0,0,0,0/4,4,4,4,4,4,3,1 r=0,0 m=61";
const E9: &str = "kimasai-relay S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/1,0,1,0,0,0,0,0/4,4,4,4,4,3,3,3 r=1,0 m=49";

/// The capture of `seeds` from `from` by the inner hole facing it (`A i` faces `a (9 - i)`), at a lap end.
fn capture(from: &str, seeds: u8) -> Event {
    let from = hole(from);
    let layout = crate::rules::Layout::FourRow { width: 8 };
    let by = layout.hole(layout.facing(layout.index(from).unwrap()));
    Event::Capture { from, seeds, to: CaptureTo::Hand, by, rule: CaptureRule::LapEnd }
}

/// A legal move chosen at random, or `None` when the game is over.
fn random_move(position: &KimasaiRelay, rng: &mut crate::rng::Rng) -> Option<crate::rules::Hole> {
    let moves = position.legal_moves();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

fn captures(text: &str, mv: &str) -> Vec<Event> {
    events::<KimasaiRelay>(text, mv).into_iter().filter(|e| matches!(e, Event::Capture { .. })).collect()
}

#[test]
fn t01_start_position_and_the_64_cows() {
    assert_eq!(KimasaiRelay::start().to_setup().to_string(), START);
    let short: Setup = START.replace("r=24,24", "r=24,23").parse().unwrap();
    let error = KimasaiRelay::from_setup(&short).unwrap_err();
    assert_eq!(error, PositionError::Total { what: "cows on the board and in r=", found: 63, expected: 64 });
    let out_of_step: Setup = START.replace("r=24,24", "r=0,48").parse().unwrap();
    assert_eq!(KimasaiRelay::from_setup(&out_of_step), Err(PositionError::ReservesOutOfStep { side: Side::South }));
}

#[test]
fn t02_the_opening_move_adds_no_cow() {
    assert_eq!(legal::<KimasaiRelay>(START), "A1 A2 A3 A4 A5 A6 A7 A8");
    // The table of E1: South's rows after each opening (A1..A8 / B1..B8); North's rows and the reserves stay.
    let table = [
        ("A1", "0,0,2,0,2,0,2,0/0,0,0,0,0,0,1,1"),
        ("A2", "1,0,0,2,0,2,0,2/0,0,0,0,0,0,0,1"),
        ("A3", "1,1,0,0,2,0,2,0/0,0,0,0,0,0,1,1"),
        ("A4", "1,1,1,0,0,2,0,2/0,0,0,0,0,0,0,1"),
        ("A5", "1,1,1,1,0,0,2,0/0,0,0,0,0,0,1,1"),
        ("A6", "1,1,1,1,1,0,0,2/0,0,0,0,0,0,0,1"),
        ("A7", "1,1,1,1,1,1,0,0/0,0,0,0,0,0,1,1"),
        ("A8", "1,1,1,1,1,1,1,0/0,0,0,0,0,0,0,1"),
    ];
    for (mv, south) in table {
        let expected = format!("kimasai-relay N 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/{south} r=24,24 m=2");
        assert_eq!(after::<KimasaiRelay>(START, mv), expected, "{mv}");
        assert!(!events::<KimasaiRelay>(START, mv).iter().any(|e| matches!(e, Event::Reserve { .. })));
    }
}

#[test]
fn t03_a_phase_1_move_adds_one_reserve_cow_to_the_hole_it_sows() {
    let e1 = after::<KimasaiRelay>(START, "A4");
    assert_eq!(
        events::<KimasaiRelay>(&e1, "a7")[..2],
        [Event::Reserve { hole: hole("a7") }, Event::Lift { hole: hole("a7"), seeds: 2 }]
    );
    assert!(after::<KimasaiRelay>(&e1, "a7").ends_with("r=24,23 m=3"));
    // Outer-row holes too (Q10): E9's legal moves include South's occupied outer holes.
    assert_eq!(legal::<KimasaiRelay>(E9), "A1 A3 B1 B2 B3 B4 B5 B6 B7 B8");
    assert_eq!(events::<KimasaiRelay>(E9, "B3")[0], Event::Reserve { hole: hole("B3") });
}

#[test]
fn t04_phase_1_never_captures() {
    let e2 = "kimasai-relay S 1,0,0,0,0,0,0,0/2,0,1,1,1,1,1,1/1,1,1,0,0,2,0,2/0,0,0,0,0,0,0,1 r=24,23 m=3";
    let trace = events::<KimasaiRelay>(e2, "A1");
    let rule = LapRule::Relay { unless: Some(NoCapture::Phase1) };
    assert!(trace.contains(&Event::LapEnd { hole: hole("A3"), was: 1, rule }));
    assert!(trace.contains(&Event::Relay { hole: hole("A3"), seeds: 2 }));
    assert!(captures(e2, "A1").is_empty());
    assert!(captures(E9, "A1").is_empty());
}

#[test]
fn t05_phase_2_begins_when_both_reserves_are_empty() {
    let trace = events::<KimasaiRelay>(E9, "A1");
    assert_eq!(trace.last(), Some(&Event::Stage { stage: Stage::Phase2 }));
    let ply50 = after::<KimasaiRelay>(E9, "A1");
    assert!(ply50.ends_with("r=0,0 m=50"));
    assert_eq!(captures(&ply50, "a3"), [capture("A4", 1)]);
}

#[test]
fn t06_phase_2_may_lift_a_single_cow() {
    assert!(legal::<KimasaiRelay>(P_NORTH).split(' ').any(|mv| mv == "a2"));
    assert_eq!(events::<KimasaiRelay>(P_NORTH, "a2")[0], Event::Lift { hole: hole("a2"), seeds: 1 });
}

#[test]
fn t07_an_empty_landing_ends_the_move_and_never_captures() {
    let trace = events::<KimasaiRelay>(P_NORTH, "a2");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a3"), was: 0, rule: LapRule::Empty }));
    assert!(captures(P_NORTH, "a2").is_empty());
}

#[test]
fn t08_a_capture_is_sown_from_the_capturing_hole_which_is_not_lifted() {
    let trace = events::<KimasaiRelay>(P_SOUTH, "A6");
    let at = trace.iter().position(|e| *e == capture("a1", 2)).unwrap();
    let why = Entry::CapturingHole;
    assert_eq!(trace[at + 1], Event::Enter { hole: hole("A8"), direction: Direction::Clockwise, seeds: 2, why });
    assert_eq!(trace[at + 2], Event::Sow { hole: hole("A8"), hand: 1 });
    assert!(!trace.contains(&Event::Relay { hole: hole("A8"), seeds: 5 }));
}

#[test]
fn t09_a_one_cow_capture_lands_in_the_capturing_hole_and_relays_from_it() {
    let trace = events::<KimasaiRelay>(P_SOUTH, "B4");
    let at = trace.iter().position(|e| *e == capture("a8", 1)).unwrap();
    assert_eq!(
        trace[at + 1..at + 5],
        [
            Event::Enter { hole: hole("A1"), direction: Direction::Clockwise, seeds: 1, why: Entry::CapturingHole },
            Event::Sow { hole: hole("A1"), hand: 0 },
            Event::LapEnd {
                hole: hole("A1"),
                was: 3,
                rule: LapRule::Relay { unless: Some(NoCapture::FacingEmpty(hole("a8"))) }
            },
            Event::Relay { hole: hole("A1"), seeds: 4 },
        ]
    );
}

#[test]
fn t10_captures_chain_at_the_end_of_capture_and_relay_laps() {
    assert_eq!(captures(P_SOUTH, "A6"), [capture("a1", 2), capture("a5", 2), capture("a4", 5)]);
    assert_eq!(captures(P_SOUTH, "B4"), [capture("a8", 1), capture("a4", 5), capture("a5", 2)]);
}

#[test]
fn t11_outer_holes_are_never_captured() {
    let mut rng = crate::rng::Rng::new(11);
    let mut seen = 0;
    for _ in 0..30 {
        let mut position = KimasaiRelay::start();
        while let Some(mv) = random_move(&position, &mut rng) {
            let (next, trace) = crate::rules::trace(&position, mv);
            for event in trace {
                if let Event::Capture { from, .. } = event {
                    assert!(from.row().is_front(), "{from}");
                    seen += 1;
                }
            }
            position = next;
        }
    }
    assert!(seen > 100, "only {seen} captures seen");
}

#[test]
fn t12_the_origin_is_not_skipped_on_long_laps() {
    let e7 = "kimasai-relay S 5,5,5,5,5,4,4,0/1,0,2,0,0,3,0,0/0,1,0,0,2,0,0,1/16,0,0,3,0,0,2,0 r=0,0 m=61";
    let trace = events::<KimasaiRelay>(e7, "B1");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("B1"), was: 0, rule: LapRule::Empty }));
    // With 17 the 17th cow lands in A1, which this lap already fed: occupied, so a8 is captured.
    let e7b = "kimasai-relay S 4,5,5,5,5,4,4,0/1,0,2,0,0,3,0,0/0,1,0,0,2,0,0,1/17,0,0,3,0,0,2,0 r=0,0 m=61";
    let rule = LapRule::Captures { facing: hole("a8") };
    assert!(events::<KimasaiRelay>(e7b, "B1").contains(&Event::LapEnd { hole: hole("A1"), was: 1, rule }));
    assert_eq!(captures(e7b, "B1")[0], capture("a8", 1));
}

#[test]
fn t13_emptying_the_opponents_inner_row_wins_at_once() {
    let trace = events::<KimasaiRelay>(E8, "A2");
    let at = trace.iter().position(|e| *e == capture("a6", 2)).unwrap();
    assert_eq!(trace[at + 4], Event::LapEnd { hole: hole("A4"), was: 1, rule: LapRule::GameWon });
    assert!(matches!(trace[at + 5], Event::GameOver { .. }));
    assert_eq!(trace.len(), at + 6, "no lap after the winning capture lap");
    let outcome = position::<KimasaiRelay>(&after::<KimasaiRelay>(E8, "A2")).status().outcome().unwrap();
    assert_eq!((outcome.result, outcome.reason), (GameResult::Win(Side::South), Reason::InnerRowEmpty(Side::North)));
}

#[test]
fn t14_a_move_that_empties_the_own_inner_row_is_legal_and_loses() {
    let lone = "kimasai-relay S 5,5,5,5,5,5,5,5/0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,1/3,3,3,3,3,3,3,0 r=0,0 m=80";
    assert!(legal::<KimasaiRelay>(lone).starts_with("A8 "));
    let outcome = position::<KimasaiRelay>(&after::<KimasaiRelay>(lone, "A8")).status().outcome().unwrap();
    assert_eq!((outcome.result, outcome.reason), (GameResult::Win(Side::North), Reason::InnerRowEmpty(Side::South)));
}

#[test]
fn t15_a_never_ending_move_is_illegal_and_found_exactly() {
    let e10 = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/0,1,0,1,0,1,0,2/1,0,1,0,1,0,1,1 r=23,23 m=5";
    assert_eq!(legal::<KimasaiRelay>(e10), "A2 A4 A6 A8 B1 B3 B5 B8");
    assert!(refusal::<KimasaiRelay>(e10, "B7").ends_with("its sowing never ends"));
    // The cycle is 128 laps long: seen only after more than 128 relays, and long before the fuse.
    let mut relays = RelayCounter::default();
    assert!(position::<KimasaiRelay>(e10).sow(9, &mut relays, &mut CycleMemory::new()).is_err());
    assert!((128..2000).contains(&relays.0), "{}", relays.0);
}

#[test]
fn t16_cows_are_conserved_and_the_phase_changes_once() {
    // Thousands more random games in tests/suite/properties.rs.
    let mut rng = crate::rng::Rng::new(16);
    let mut position = KimasaiRelay::start();
    let mut phase_changes = 0;
    while let Some(mv) = random_move(&position, &mut rng) {
        let (next, trace) = crate::rules::trace(&position, mv);
        phase_changes += trace.iter().filter(|e| matches!(e, Event::Stage { .. })).count();
        let setup = next.to_setup();
        assert_eq!(setup.board_total() + u32::from(setup.reserves.south) + u32::from(setup.reserves.north), 64);
        position = next;
    }
    assert!(position.ply() > 50, "the game reached phase 2");
    assert_eq!(phase_changes, 1);
}

/// DECISION (the rules say "ply 1 is the opening move without a reserve cow" and "phase 2 ⇔ r=0,0" but not
/// what a study position with `m=1` and empty reserves means): the opening rule is a phase-1 rule, so with
/// `r=0,0` even ply 1 is an ordinary phase-2 move, which may capture.
#[test]
fn decision_the_opening_rule_applies_only_in_phase_1() {
    let phase2_at_ply_1 = P_SOUTH.replace("m=61", "m=1");
    assert_eq!(captures(&phase2_at_ply_1, "A6"), captures(P_SOUTH, "A6"));
    assert!(!captures(&phase2_at_ply_1, "A6").is_empty());
}

/// DECISION (5.1 judges the two inner rows after a move; a study position may have both empty): the player
/// to move loses, as if the other player's move had emptied it.
#[test]
fn decision_with_both_inner_rows_empty_the_player_to_move_loses() {
    let both = "kimasai-relay N 8,8,8,8,8,8,8,8/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 r=0,0 m=70";
    let outcome = position::<KimasaiRelay>(both).status().outcome().unwrap();
    assert_eq!((outcome.result, outcome.reason), (GameResult::Win(Side::South), Reason::InnerRowEmpty(Side::North)));
    assert_eq!(legal::<KimasaiRelay>(both), "");
}

/// DECISION (section 4 and Q4: "the reserves cannot get out of step"; an engine "may assert that a phase-1
/// mover always has R ≥ 1 (except on the opening move)"): a position is accepted only if its reserves are in
/// step, so that this holds after every move. In phase 1 the player to move holds as many reserve cows as the
/// other or one more, and at the opening (`m=1`, no cow added) exactly as many.
#[test]
fn decision_reserves_are_accepted_only_in_step() {
    // The start's 16 inner cows, and B1 holding what the reserves leave of 64.
    let check = |side: &str, south: u8, north: u8, ply: u32| {
        let b1 = 48 - south - north;
        let text = format!(
            "kimasai-relay {side} 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/{b1},0,0,0,0,0,0,0 r={south},{north} m={ply}"
        );
        KimasaiRelay::from_setup(&text.parse::<Setup>().unwrap()).map(|_| ())
    };
    // In step: as many, or the player to move one more, and as many at the opening.
    for (side, south, north, ply) in
        [("S", 24, 24, 1), ("S", 24, 23, 3), ("N", 23, 24, 2), ("S", 1, 0, 49), ("N", 0, 0, 1), ("S", 5, 5, 9)]
    {
        assert_eq!(check(side, south, north, ply), Ok(()), "{side} r={south},{north} m={ply}");
    }
    // Issue 18's reserves: after South's move North would be in phase 1 with an empty reserve.
    assert_eq!(check("S", 48, 0, 2), Err(PositionError::ReservesApart { side: Side::South, mover: 48, other: 0 }));
    assert_eq!(check("N", 23, 25, 4), Err(PositionError::ReservesApart { side: Side::North, mover: 25, other: 23 }));
    // The player to move with fewer than the other is out of step too (as with none, t01).
    assert_eq!(check("S", 22, 23, 4), Err(PositionError::ReservesApart { side: Side::South, mover: 22, other: 23 }));
    // The opening adds no cow, so one cow more for the opener would put the reserves out of step after it.
    assert_eq!(check("S", 24, 23, 1), Err(PositionError::OpeningReservesUnequal { south: 24, north: 23 }));
    assert_eq!(check("N", 1, 2, 1), Err(PositionError::OpeningReservesUnequal { south: 1, north: 2 }));
    assert_eq!(
        check("S", 48, 0, 2).unwrap_err().to_string(),
        "key r: south is to move with 48 in reserve and north with 0; in phase 1 the player to move holds as \
         many as the other or one more"
    );
    assert_eq!(
        check("S", 24, 23, 1).unwrap_err().to_string(),
        "key r: the opening move (m=1) adds no cow, so both reserves are equal there; found r=24,23"
    );
}

/// Issue 15's position: the opening of South's 25 cows left North to move in phase 1 with none. It is now
/// refused, and every position that is accepted plays into positions that are accepted
/// (tests/suite/accepted.rs checks this over random positions of all four games).
#[test]
fn the_issue_15_position_is_refused_for_its_opening() {
    let text = "kimasai-relay S 1,3,0,2,1,1,4,0/2,1,0,1,2,0,1,0/0,1,2,1,0,0,2,3/1,2,1,2,1,1,0,3 r=25,0 m=1";
    let error = KimasaiRelay::from_setup(&text.parse::<Setup>().unwrap()).unwrap_err();
    assert_eq!(error, PositionError::ReservesApart { side: Side::South, mover: 25, other: 0 });
}

/// DECISION (2.1 makes the cow compulsory in phase 1, section 4 says a phase-1 mover always has one): a
/// phase-1 mover whose reserve is empty, which no accepted position leads to, adds no cow, as on the opening
/// move (2.1 rule 1), and captures nothing (phase 1 lasts while either reserve is above 0). It never takes
/// a cow from an empty reserve.
#[test]
fn decision_a_phase_1_mover_without_reserve_adds_no_cow() {
    let text = "kimasai-relay N 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/2,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=23,24 m=3";
    let mut unreachable = position::<KimasaiRelay>(text);
    // South still holds 47 (the board's 17 make 64); North, to move, has none.
    unreachable.reserves = crate::rules::BySide::new(47, 0);
    let (next, trace) = crate::rules::trace(&unreachable, hole("a1"));
    assert!(!trace.iter().any(|e| matches!(e, Event::Reserve { .. } | Event::Capture { .. })), "{trace:?}");
    assert_eq!(trace[0], Event::Lift { hole: hole("a1"), seeds: 1 });
    let setup = next.to_setup();
    assert_eq!(setup.reserves, crate::rules::BySide::new(47, 0));
    assert_eq!(setup.board_total() + 47, 64);
}

/// The ply counter saturates (see `next_ply`): m=4294967295 plays on and stays there.
#[test]
fn the_ply_counter_saturates_at_its_maximum() {
    let last = P_SOUTH.replace("m=61", "m=4294967295");
    assert!(after::<KimasaiRelay>(&last, "A6").ends_with("r=0,0 m=4294967295"));
}

/// Q6: "No draw rule in the rules. Optionally, an engine-level cap (e.g. 2,000 plies → draw), kept separate
/// from the rules and reported as \"adjudicated\"."
#[test]
fn q6_kimasai_relay_has_no_draw() {
    const { assert!(!KimasaiRelay::REPETITION_DRAW) };
    // No cap on a game's length in the rules: a position at the last ply number goes on.
    let late = P_SOUTH.replace("m=61", "m=4294967295");
    assert_eq!(position::<KimasaiRelay>(&late).status(), crate::rules::Status::Ongoing);
    // Random games end, each with a winner.
    let mut rng = crate::rng::Rng::new(6);
    for _ in 0..20 {
        let mut game = KimasaiRelay::start();
        while let Some(mv) = random_move(&game, &mut rng) {
            game.play_unchecked(mv);
        }
        let outcome = game.status().outcome().unwrap();
        assert!(matches!(outcome.result, GameResult::Win(_)), "{outcome}");
    }
}

/// Q8 (5.3): "No legal move (only possible via Q7): the mover loses". No position is known where it applies
/// (see [`KimasaiRelay::without_a_legal_move`]), so the verdict is pinned where `status` takes it.
#[test]
fn q8_a_player_without_a_legal_move_loses() {
    for side in Side::BOTH {
        let outcome = KimasaiRelay::without_a_legal_move(side).outcome().unwrap();
        assert_eq!((outcome.result, outcome.reason), (GameResult::Win(side.opponent()), Reason::NoLegalMove(side)));
    }
}

/// Q8 can arise in phase 1 only: in phase 2 every candidate move ends (the proof at
/// [`KimasaiRelay::without_a_legal_move`]), checked on the phase-2 positions of random games and on random
/// phase-2 study positions, where every non-empty hole of the mover's is a legal move.
#[test]
fn q8_no_move_of_phase_2_never_ends() {
    fn every_candidate_plays(position: &KimasaiRelay) -> bool {
        position.status() != crate::rules::Status::Ongoing
            || position.candidates().all(|start| position.try_move(start, &mut CycleMemory::new()).is_ok())
    }
    let mut rng = crate::rng::Rng::new(8);
    let mut checked = 0;
    for _ in 0..40 {
        let mut game = KimasaiRelay::start();
        while let Some(mv) = random_move(&game, &mut rng) {
            if game.in_phase2() {
                assert!(every_candidate_plays(&game), "{}", game.to_setup());
                checked += 1;
            }
            game.play_unchecked(mv);
        }
    }
    for _ in 0..3000 {
        // 64 cows thrown at random into the 32 holes, with at least one in each inner row.
        let mut counts = [0u8; 32];
        counts[8 + rng.below(8)] += 1;
        counts[16 + rng.below(8)] += 1;
        for _ in 0..62 {
            counts[rng.below(32)] += 1;
        }
        let rows: Vec<String> =
            counts.chunks(8).map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(",")).collect();
        let side = if rng.below(2) == 0 { "S" } else { "N" };
        let text = format!("kimasai-relay {side} {} r=0,0 m=60", rows.join("/"));
        let study = position::<KimasaiRelay>(&text);
        assert!(every_candidate_plays(&study), "{text}");
        checked += 1;
    }
    assert!(checked > 5000, "{checked}");
}
