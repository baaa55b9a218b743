//! The sentences of the step-through view, checked headlessly (more, from every game's fixtures, in the
//! suite's `trace_text` tests).

use super::*;
use crate::rules::{Game, Kingulu, trace};

#[test]
fn counts_are_singular_or_plural_in_each_games_word() {
    assert_eq!(count(Variant::Kete, 1), "1 seed");
    assert_eq!(count(Variant::Kingulu, 2), "2 seeds");
    assert_eq!(count(Variant::KimasaiRelay, 1), "1 cow");
    assert_eq!(count(Variant::KimasaiRelay, 3), "3 cows");
    assert_eq!(count(Variant::KimasaiStep, 2), "2 stones");
}

#[test]
fn one_sentence_per_event() {
    let start = Kingulu::start();
    let mv = start.legal_moves()[0];
    let (_, events) = trace(&start, mv);
    let sentences = sentences(start.to_setup(), &events);
    assert_eq!(sentences.len(), events.len());
    assert_eq!(sentences[0], "lap 1: 4 seeds lifted from A3");
}

/// DECISION (see the module): kete's nemo placement is worded as the placement, and lap 1 is the first handful
/// sown, here the captured seeds of kete.md E2 `A4>`.
#[test]
fn kete_nemo_placement_is_not_a_numbered_lap() {
    let before: Setup =
        "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21".parse().unwrap();
    let position = crate::rules::Kete::from_setup(&before).unwrap();
    let mv = crate::rules::resolve_move(&position, "A4>").unwrap();
    let (_, events) = trace(&position, mv);
    let sentences = sentences(before, &events);
    assert_eq!(sentences[0], "nemo: the reserve seed goes into A4");
    assert!(sentences[3].starts_with("lap 1: the 7 captured seeds"), "{}", sentences[3]);
    let laps = laps(before, &events);
    assert_eq!(laps[0].text(), "placement  A4 captures a5");
    assert!(laps[1].text().starts_with("lap 1  7 captured A1 cw → A7 had 1: captures a2"), "{}", laps[1].text());
}

/// Random games of every variant: every event is worded, laps are counted from 1 and never 0, and the lap log
/// has one line per lap (plus kete's capturing placement and kimasai-step's step).
fn every_event_worded<G: Game>(seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    for _ in 0..10 {
        let mut position = G::start();
        for _ in 0..200 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let before = position.to_setup();
            let (next, events) = trace(&position, mv);
            let sentences = sentences(before, &events);
            assert_eq!(sentences.len(), events.len());
            for sentence in &sentences {
                assert!(!sentence.is_empty() && !sentence.contains("lap 0"), "{before} {sentence}");
                assert!(!sentence.contains(" 1 seeds") && !sentence.contains(" 1 cows"), "{sentence}");
            }
            let mut replay = Replay::new(before);
            for event in &events {
                replay.apply(event);
            }
            let lines = laps(before, &events);
            let placement = lines.iter().filter(|line| !line.text().starts_with("lap ")).count();
            assert_eq!(lines.len() - placement, replay.lap as usize, "{before} {sentences:?}");
            position = next;
        }
    }
}

#[test]
fn every_event_of_random_games_is_worded_with_laps_counted_from_1() {
    every_event_worded::<crate::rules::Kete>(1);
    every_event_worded::<crate::rules::KimasaiRelay>(2);
    every_event_worded::<crate::rules::Kingulu>(4);
}

#[test]
fn kimasai_step_has_one_log_line_per_step() {
    let start = crate::rules::KimasaiStep::start();
    let (_, events) = trace(&start, start.legal_moves()[0]);
    let lines = laps(start.to_setup(), &events);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].text(), "step  A2 to A1, captures a12 and b12");
}
