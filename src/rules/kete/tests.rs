//! Tests of kete.md §9 "Suggested tests", one or more per item (items 1–22; item 23, random games, is in
//! `tests/suite/kete_properties.rs`), and of the decisions taken where kete.md is silent.

use super::*;
use crate::rules::{
    CaptureRule, CaptureTo, ChoiceKind, Entry, Event, GameResult, KuuLoss, LapRule, NoCapture, Replay, resolve_move,
};

const START: &str = "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1";
const E2: &str = "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21";
const E3: &str = "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25";
const E4: &str = "kete S 1,2,2,2,2,2,2,2/1,3,0,10,0,0,0,2/0,0,2,0,9,1,1,0/0,0,1,0,0,2,0,1 r=8,8 kuu=11 m=29";
const E5A: &str = "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,8,0,0,0/1,0,0,0,2,0,0,1 r=5,5 kuu=11 m=35";
const E5B: &str = "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,6,0,0,0/1,0,0,0,2,0,0,3 r=5,5 kuu=11 m=35";
const E6: &str = "kete S 4,4,3,3,3,3,3,3/3,0,5,7,0,1,0,2/1,0,2,0,2,3,1,1/0,0,0,4,0,1,2,3 r=0,0 kuu=01 m=51";
const E7: &str = "kete S 4,4,4,4,4,4,4,4/0,1,2,0,0,3,2,2/1,0,1,0,0,0,17,0/1,0,0,1,0,0,0,1 r=0,0 kuu=00 m=61";
const E8: &str = "kete S 5,4,5,4,5,4,5,4/0,4,0,0,0,2,3,0/2,0,3,0,9,0,0,1/0,1,0,0,1,0,2,0 r=0,0 kuu=10 m=47";
const E9X: &str = "kete S 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71";
const E9Y: &str = "kete N 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,0,2,1,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 t=a3 m=72";
const E9Z: &str = "kete S 1,0,1,23,0,1,0,2/0,3,0,0,0,3,1,1/0,0,0,2,1,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 t=a3 m=73";
const E10: &str = "kete S 4,4,4,3,3,3,3,3/3,0,5,7,0,0,0,2/1,0,2,0,2,3,1,1/0,0,0,4,0,1,2,3 r=0,0 kuu=01 m=51";
const E11: &str = "kete S 5,5,5,5,5,5,5,5/3,2,2,0,4,1,3,2/0,0,0,0,0,0,0,3/2,0,1,0,0,0,1,0 r=0,0 kuu=00 m=81";
const E12Y: &str = "kete N 0,0,0,18,0,0,0,0/0,3,0,18,0,3,0,0/0,0,0,2,1,1,0,0/0,18,0,0,0,0,0,0 r=0,0 kuu=01 t=a3 m=62";
const E13: &str = "kete S 8,4,4,4,4,4,4,4/5,0,0,9,0,0,2,0/1,0,0,0,8,0,0,0/0,0,3,0,0,0,0,0 r=0,0 kuu=11 m=49";

fn position(text: &str) -> Kete {
    Kete::from_setup(&text.parse().unwrap()).unwrap()
}

fn legal(text: &str) -> Vec<String> {
    position(text).legal_moves().iter().map(ToString::to_string).collect()
}

fn play(text: &str, mv: &str) -> Kete {
    let before = position(text);
    let mv = resolve_move(&before, mv).unwrap();
    before.play(mv).unwrap()
}

fn after(text: &str, mv: &str) -> String {
    play(text, mv).to_setup().to_string()
}

/// The events of `mv`, checked to replay to the position `play` reaches.
fn events(text: &str, mv: &str) -> Vec<Event> {
    let before = position(text);
    let mv = resolve_move(&before, mv).unwrap();
    let (next, events) = crate::rules::trace(&before, mv);
    assert_eq!(crate::rules::replay(before.to_setup(), &events), next.to_setup(), "{text} {mv}");
    events
}

fn hole(text: &str) -> Hole {
    text.parse().unwrap()
}

fn enters(events: &[Event]) -> Vec<(String, Direction, u8)> {
    events
        .iter()
        .filter_map(|event| match *event {
            Event::Enter { hole, direction, seeds, .. } => Some((hole.to_string(), direction, seeds)),
            _ => None,
        })
        .collect()
}

fn refusal(text: &str, mv: &str) -> String {
    resolve_move(&position(text), mv).unwrap_err().to_string()
}

mod hizi_zetu;
mod long_loops;

#[test]
fn a_move_is_four_bytes() {
    assert_eq!(std::mem::size_of::<KeteMove>(), 4);
}

// 1
#[test]
fn start_position_prints_canonically_and_offers_four_takata_moves() {
    assert_eq!(Kete::start().to_setup().to_string(), START);
    assert_eq!(position(START), Kete::start());
    assert_eq!(legal(START), ["A6<", "A6>", "A7<", "A7>"]);
}

// 2
#[test]
fn nemo_capture_is_mandatory_at_any_facing_pair_singletons_included() {
    // E2: A7 is a singleton facing a2 = 3; A4 faces North's kuu. No takata move is offered.
    assert_eq!(legal(E2), ["A4<", "A4>", "A7<"]);
}

#[test]
fn the_kuu_itself_may_make_a_nemo_capture_without_being_destroyed() {
    // Q17: South's only capture is with the kuu A5 (6) against a4 (1).
    let text = "kete S 0,0,0,0,0,0,0,0/0,2,2,6,1,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,21 kuu=11 m=2";
    assert_eq!(legal(text), ["A5<", "A5>"]);
    let next = play(text, "A5>");
    assert!(next.kuu.south);
    assert_eq!(next.rings.south.get(KUU), 7);
    assert_eq!(next.to_setup().to_string().split(' ').nth(2).unwrap().split('/').nth(2).unwrap(), "1,0,0,0,7,2,2,0");
}

// 3
#[test]
fn the_kichwa_is_chosen_only_for_a_first_nemo_capture_in_a_central_hole() {
    // A4 (central): both kichwas, two different moves. A7 (right kimbi): A8 only. A2 (left kimbi): A1 only.
    assert_eq!(legal(E2), ["A4<", "A4>", "A7<"]);
    assert_ne!(after(E2, "A4<"), after(E2, "A4>"));
    assert_eq!(legal(E3), ["A2>", "A2>+"]);
    assert!(refusal(E2, "A7>").contains("kichwa"), "{}", refusal(E2, "A7>"));
}

// 4
#[test]
fn captured_seeds_start_in_the_kichwa_and_a_kimbi_capture_reverses() {
    use Direction::{Anticlockwise as Acw, Clockwise as Cw};
    // E2 A4>: from A1 clockwise; the capture at the right kimbi A7 reverses to A8 anticlockwise.
    let trace = events(E2, "A4>");
    assert_eq!(enters(&trace), [("A1".into(), Cw, 7), ("A8".into(), Acw, 3)]);
    let first_drop = trace.iter().skip_while(|e| !matches!(e, Event::Enter { .. })).nth(1);
    assert_eq!(first_drop, Some(&Event::Sow { hole: hole("A1"), hand: 6 }));
    // E6 B4<: A1 (kichwa), A3 (central: keep clockwise), A8 (kimbi: reverse), A4 (central: keep).
    let trace = events(E6, "B4<");
    assert_eq!(
        enters(&trace),
        [("A1".into(), Cw, 3), ("A1".into(), Cw, 5), ("A8".into(), Acw, 2), ("A8".into(), Acw, 7)]
    );
}

// 5
#[test]
fn stop_or_safari_at_the_own_kuu_in_a_nemo_capture() {
    assert_eq!(legal(E3), ["A2>", "A2>+"]);
    let stopped = play(E3, "A2>");
    assert!(stopped.kuu.south);
    assert_eq!(stopped.rings.south.get(KUU), 8);
    let onward = play(E3, "A2>+");
    assert!(!onward.kuu.south);
    let trace = events(E3, "A2>+");
    assert!(trace.contains(&Event::Choice { kind: ChoiceKind::Safari, taken: true }));
    assert!(trace.contains(&Event::KuuDestroyed { side: Side::South, why: KuuLoss::Safari }));
    assert!(trace.contains(&Event::LapEnd { hole: hole("A5"), was: 7, rule: LapRule::KuuChoice }));
    assert!(events(E3, "A2>").contains(&Event::Choice { kind: ChoiceKind::Safari, taken: false }));
}

// 6
#[test]
fn nemo_takata_placement_excludes_the_existing_kuu_and_allows_singletons() {
    assert_eq!(legal(E4), ["A3<", "A3>", "A6<", "A6>", "A7<", "A7>"]);
    // E5: the kuu is the only occupied front hole, so the seed must go there.
    assert_eq!(legal(E5A), ["A5<", "A5>"]);
}

#[test]
fn nemo_takata_placement_needs_two_seeds_once_the_kuu_is_destroyed() {
    // South's kuu destroyed: A3 (2) only, not the singletons A1 and A6.
    let text = "kete S 6,6,6,6,6,6,0,0/0,2,0,2,2,0,2,2/1,0,2,0,0,1,0,0/0,0,0,0,0,0,0,0 r=7,7 kuu=00 m=33";
    assert_eq!(legal(text), ["A3<", "A3>"]);
    // Only singletons: any of them.
    let text = "kete S 6,6,6,6,6,6,0,0/0,2,0,2,2,0,2,2/1,0,1,0,0,1,0,0/1,0,0,0,0,0,0,0 r=7,7 kuu=00 m=33";
    assert_eq!(legal(text), ["A1<", "A1>", "A3<", "A3>", "A6<", "A6>"]);
}

// 7
#[test]
fn a_nemo_takata_lap_ending_in_the_existing_kuu_ends_the_move() {
    let trace = events(E4, "A7<");
    let ends: Vec<&Event> = trace.iter().filter(|e| matches!(e, Event::LapEnd { .. })).collect();
    assert_eq!(ends, [&Event::LapEnd { hole: hole("A5"), was: 9, rule: LapRule::KuuStops }]);
    assert!(!trace.iter().any(|e| matches!(e, Event::Relay { .. })));
}

// 8
#[test]
fn the_kuu_is_taxed_two_seeds_when_it_holds_seven_or_more() {
    let trace = events(E5A, "A5<");
    assert!(trace.contains(&Event::Tax { hole: hole("A5"), seeds: 2 }));
    let next = play(E5A, "A5<");
    assert!(next.kuu.south);
    assert_eq!(next.rings.south.get(KUU), 7);
    assert_eq!(play(E5A, "A5>").rings.south.get(5), 1);
}

// 9
#[test]
fn six_seeds_in_the_kuu_are_all_sown_and_destroy_it_in_either_direction() {
    for mv in ["A5<", "A5>"] {
        let trace = events(E5B, mv);
        assert!(trace.contains(&Event::Lift { hole: hole("A5"), seeds: 7 }), "{mv}");
        assert!(trace.contains(&Event::KuuDestroyed { side: Side::South, why: KuuLoss::SixSeeds }), "{mv}");
        assert!(!play(E5B, mv).kuu.south);
    }
}

#[test]
fn an_existing_kuu_under_six_seeds_is_refused() {
    let text = "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,5,2,2,0/0,0,0,0,0,0,0,0 r=23,22 kuu=11 m=1";
    let error = Kete::from_setup(&text.parse().unwrap()).unwrap_err();
    assert_eq!(error, PositionError::KuuTooSmall { side: Side::South, seeds: 5 });
    assert!(Kete::from_setup(&text.replace("kuu=11", "kuu=01").parse().unwrap()).is_ok());
}

// 10
#[test]
fn a_first_lap_of_sixteen_or_more_never_captures_and_passes_its_start() {
    assert_eq!(legal(E7), ["A7<", "A7>"]);
    let trace = events(E7, "A7>");
    assert!(!trace.iter().any(|e| matches!(e, Event::Capture { .. })));
    let drops: Vec<Hole> = trace
        .iter()
        .filter_map(|e| match *e {
            Event::Sow { hole, .. } => Some(hole),
            _ => None,
        })
        .collect();
    assert_eq!((drops[15], drops[16]), (hole("A7"), hole("A8")));
    // The first lap ends in A8 facing a1 = 2: a capture position, yet the move relays.
    assert_eq!(
        trace.iter().find(|e| matches!(e, Event::LapEnd { .. })),
        Some(&Event::LapEnd { hole: hole("A8"), was: 1, rule: LapRule::Relay { unless: Some(NoCapture::Takata) } })
    );
}

// 11
#[test]
fn safari_is_mandatory_in_mtaji_and_carries_no_plus() {
    assert_eq!(legal(E13), ["B3<"]);
    let trace = events(E13, "B3<");
    assert!(!trace.iter().any(|e| matches!(e, Event::Choice { .. })));
    assert!(trace.contains(&Event::Relay { hole: hole("A5"), seeds: 9 }));
    assert!(!play(E13, "B3<").kuu.south);
    assert!(matches!(resolve_move(&position(E13), "B3<+"), Err(crate::rules::MoveError::NoChoice { .. })));
}

// 12
#[test]
fn a_mtaji_takata_starts_from_the_existing_kuu_only() {
    assert_eq!(legal(E8), ["A5<", "A5>"]);
    assert!(!play(E8, "A5<").kuu.south);
    assert!(refusal(E8, "A3>").contains("kuu"), "{}", refusal(E8, "A3>"));
    assert_eq!(legal(E12Y), ["a5<", "a5>"]);
}

// 13
#[test]
fn a_mtaji_takata_starts_from_the_back_row_only_when_the_front_row_has_only_singletons() {
    // E7: B-row holes are not offered while A7 holds 17.
    assert!(legal(E7).iter().all(|mv| mv.starts_with('A')));
    // Only singletons in front: the back row's B2 (3) starts; the singletons A1, A4 and B5 never do.
    let text = "kete S 7,7,7,7,6,6,6,6/0,0,0,0,0,0,3,3/1,0,0,1,0,0,0,0/0,3,0,0,1,0,0,0 r=0,0 kuu=00 m=90";
    assert_eq!(legal(text), ["B2<", "B2>"]);
    assert_eq!(refusal(text, "B5<"), "B5< is not legal: B5 holds only 1; a move starts from a hole of 2 seeds or more");
}

// 14
#[test]
fn the_front_row_may_never_be_emptied_even_for_one_drop() {
    assert_eq!(legal(E11), ["A8<"]);
    let refused = refusal(E11, "A8>");
    assert!(refused.contains("front row"), "{refused}");
}

// 15–18: in `tests/hizi_zetu.rs`.

// 19
#[test]
fn bao_hamna_ends_the_game_in_mid_move_after_laying_out_the_captured_seeds() {
    let trace = events(E10, "B4<");
    let last_capture = trace.iter().rposition(|e| matches!(e, Event::Capture { .. })).unwrap();
    let rest = &trace[last_capture..];
    assert_eq!(rest.iter().filter(|e| matches!(e, Event::LapEnd { .. })).count(), 1);
    assert!(!rest.iter().any(|e| matches!(e, Event::Relay { .. })));
    assert!(rest.contains(&Event::LapEnd { hole: hole("A2"), was: 2, rule: LapRule::GameWon }));
    let outcome = play(E10, "B4<").status().outcome().unwrap();
    assert_eq!(outcome.result, GameResult::Win(Side::South));
    assert_eq!(outcome.reason, Reason::BaoHamna(Side::North));
    assert!(matches!(trace.last(), Some(Event::GameOver { .. })));
}

// 20
#[test]
fn capturing_the_opponents_kuu_destroys_it() {
    let trace = events(E2, "A4>");
    let (by, rule) = (hole("A4"), CaptureRule::Placement);
    assert!(trace.contains(&Event::Capture { from: hole("a5"), seeds: 7, to: CaptureTo::Hand, by, rule }));
    assert!(trace.contains(&Event::KuuDestroyed { side: Side::North, why: KuuLoss::Captured }));
    let why = Entry::Chosen;
    assert!(trace.contains(&Event::Enter { hole: hole("A1"), direction: Direction::Clockwise, seeds: 7, why }));
    assert!(!play(E2, "A4>").kuu.north);
    assert!(!play(E6, "B4<").kuu.north);
}

// 21
#[test]
fn a_player_with_only_singletons_has_no_legal_move_and_loses() {
    let text = "kete S 5,5,5,5,5,5,5,5/2,2,2,2,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 r=0,0 kuu=00 m=100";
    assert!(legal(text).is_empty());
    let outcome = position(text).status().outcome().unwrap();
    assert_eq!(outcome.result, GameResult::Win(Side::North));
    assert_eq!(outcome.reason, Reason::NoLegalMove(Side::South));
}

// 22
#[test]
fn a_never_ending_move_is_illegal_and_its_lap_states_really_repeat() {
    // Found by a search of random mtaji positions: A7> relays for ever.
    let text = "kete S 4,1,0,2,1,3,6,2/1,3,0,2,0,1,0,2/4,5,4,1,2,3,2,0/5,1,2,3,0,1,2,1 r=0,0 kuu=00 m=99";
    let before = position(text);
    assert!(before.starts().contains(&(6, Toward::Right)));
    assert!(!legal(text).contains(&"A7>".to_string()));
    assert_eq!(refusal(text, "A7>"), "A7> is not legal: its sowing never ends");
    // An independent check: replay the laps the engine played before it stopped and find a lap end whose
    // board and hole repeat (the direction and mode never change in a takata).
    let mut moving = before.clone();
    let mut trace = Vec::new();
    let mv = KeteMove { hole: hole("A7"), toward: Toward::Right, safari: false };
    assert_eq!(moving.play_move(mv, &mut trace, &mut crate::rules::CycleMemory::new()), Err(Refusal::Endless));
    let mut replay = Replay::new(before.to_setup());
    let mut seen = std::collections::HashSet::new();
    let mut repeated = false;
    for event in &trace {
        replay.apply(event);
        if let Event::LapEnd { hole, .. } = event {
            repeated |= !seen.insert((replay.setup, *hole));
        }
    }
    assert!(repeated, "the engine refused a move whose laps never repeated");
    // Found by the exact check on the first return of its first relay state.
    let laps = trace.iter().filter(|e| matches!(e, Event::LapEnd { .. })).count();
    assert!(laps < 1_000, "{laps} laps");
}

#[test]
fn the_stage_event_marks_the_last_reserve_seed() {
    // North's 22nd move brings the last reserve seed in: the next position is mtaji for both.
    let text = "kete N 1,0,2,4,1,1,1,1/0,0,1,16,0,0,0,0/1,0,0,0,20,0,1,3/0,0,0,1,2,3,0,4 r=0,1 kuu=11 m=44";
    assert!(events(text, "a6>").contains(&Event::Stage { stage: crate::rules::Stage::Mtaji }));
    assert!(!events(E5A, "A5<").iter().any(|e| matches!(e, Event::Stage { .. })));
}

#[test]
fn never_ending_moves_are_dropped_after_the_rules_pick_the_starts() {
    // Q21: the kuu-first rule leaves South only A5< and A5>, and neither ever ends (found by a search of
    // random circuits). South does not fall back to other takata starts: he has no legal move and loses.
    let text = "kete S 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,1/2,1,4,3,7,3,2,1/1,2,1,0,1,2,1,0 r=0,0 kuu=10 m=101";
    assert_eq!(position(text).starts().len(), 2);
    assert!(legal(text).is_empty());
    assert_eq!(position(text).status().outcome().unwrap().reason, Reason::NoLegalMove(Side::South));
    assert_eq!(position(text).illegal_reason(&"A5<".parse().unwrap()), crate::rules::Illegal::Endless);
    // Without the kuu the same board has ordinary takata starts.
    assert_eq!(legal(&text.replace("kuu=10", "kuu=00")).len(), 9);
}

#[test]
fn a_long_move_that_ends_is_legal() {
    // The longest terminating move found in 400,000 random mtaji positions: 71 laps. Nothing caps laps but
    // the exact repeat check (and the 10,000,000-lap fuse).
    let text = "kete S 0,0,2,0,0,2,2,0/0,2,1,1,2,3,2,0/1,7,2,1,1,2,0,3/1,5,6,5,0,4,4,5 r=0,0 kuu=00 m=99";
    assert!(legal(text).contains(&"A6<".to_string()));
    assert_eq!(events(text, "A6<").iter().filter(|e| matches!(e, Event::LapEnd { .. })).count(), 71);
}

/// Q13: "No draw in the rules. An engine MAY add an out-of-rules adjudication (e.g. a ply cap for self-play)
/// but must label it as such."
#[test]
fn q13_kete_has_no_draw() {
    // No repetition draw, and no cap on a game's length: a position at the last ply number goes on.
    const { assert!(!Kete::REPETITION_DRAW) };
    let late = E6.replace("m=51", "m=4294967295");
    assert_eq!(position(&late).status(), Status::Ongoing);
    assert!(!legal(&late).is_empty());
    // Random games end, each with a winner.
    let mut rng = crate::rng::Rng::new(13);
    for _ in 0..20 {
        let mut game = Kete::start();
        while game.status() == Status::Ongoing {
            let moves = game.legal_moves();
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        let outcome = game.status().outcome().unwrap();
        assert!(matches!(outcome.result, GameResult::Win(_)), "{outcome}");
    }
}

/// Q20: "No: only the first lap of a mtaji move" is limited to 15 seeds; later laps of 16 or more capture as
/// any lap does.
#[test]
fn q20_the_sixteen_seed_limit_applies_to_the_first_lap_only() {
    // Found by a search of random mtaji positions: B6> captures a1 and a7, relays 17 seeds from A2, and that
    // lap ends in the occupied A3 facing a6, which is captured.
    let text = "kete S 0,1,2,2,1,2,1,2/2,2,8,0,1,0,2,1/0,15,1,1,1,5,1,2/1,0,3,0,1,3,2,1 r=0,0 kuu=00 m=99";
    let trace = events(text, "B6>");
    let relay = trace.iter().position(|e| *e == Event::Relay { hole: hole("A2"), seeds: 17 }).expect("a relay of 17");
    let lap_end = relay + trace[relay..].iter().position(|e| matches!(e, Event::LapEnd { .. })).unwrap();
    assert_eq!(
        trace[lap_end],
        Event::LapEnd { hole: hole("A3"), was: 3, rule: LapRule::Captures { facing: hole("a6") } }
    );
    let (by, rule) = (hole("A3"), CaptureRule::LapEnd);
    assert_eq!(trace[lap_end + 1], Event::Capture { from: hole("a6"), seeds: 8, to: CaptureTo::Hand, by, rule });
}
