//! Tests of hizi zetu (kete.md §3.7; §9 items 15–18) and of the decisions taken for it.

use super::*;

// 15
#[test]
fn hizi_zetu_reserves_the_one_threatened_hole_after_a_mtaji_takata() {
    let trace = events(E9X, "A3>");
    assert!(trace.contains(&Event::Takasia { hole: hole("a3") }));
    assert_eq!(play(E9X, "A3>").takasia, Some(hole("a3")));
}

#[test]
fn hizi_zetu_is_not_made_when_the_opponent_can_capture() {
    // E7 and E8: North has captures after South's takata.
    assert_eq!(play(E7, "A7>").takasia, None);
    assert_eq!(play(E8, "A5>").takasia, None);
    assert_eq!(play(E8, "A5<").takasia, None);
}

#[test]
fn hizi_zetu_spares_the_only_hole_with_more_than_one_seed() {
    // E9's position X with North's a7 and a8 made singletons (the 3 seeds moved to b8): a3 would be the
    // only front hole of North's with more than one seed (§3.7 condition 3).
    let text = "kete S 3,2,0,22,1,0,3,1/1,1,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71";
    let next = play(text, "A3>");
    assert_eq!(next.takasia, None);
    assert!(!next.has_capture(Side::North));
    assert_eq!(next.threats(Side::South), 1 << 2, "a3 alone is threatened");
}

#[test]
fn no_hizi_zetu_after_a_nemo_takata() {
    // Q9: North's 22nd move, the last of nemo. After it the four conditions hold (the probe below), yet no
    // hole is reserved, because North was in nemo when the move started.
    let text = "kete N 1,0,2,4,1,1,1,1/0,0,1,16,0,0,0,0/1,0,0,0,20,0,1,3/0,0,0,1,2,3,0,4 r=0,1 kuu=11 m=44";
    let next = play(text, "a6>");
    assert_eq!(next.takasia, None);
    assert!(next.clone().hizi_zetu().is_some());
}

// 16
#[test]
fn the_blocked_player_may_not_start_from_the_reserved_hole() {
    assert_eq!(legal(E9Y), ["a7<", "a7>", "a8<", "a8>"]);
    assert!(refusal(E9Y, "a3>").contains("reserved"), "{}", refusal(E9Y, "a3>"));
}

// 17
#[test]
fn a_lap_of_the_blocked_player_ending_in_the_reserved_hole_stops_the_move() {
    let trace = events(E9Y, "a8>");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a3"), was: 2 }));
    assert_eq!(play(E9Y, "a8>").takasia, Some(hole("a3")));
    // E12 a5>: a later lap ends in a3, the move stops there.
    let trace = events(E12Y, "a5>");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a3"), was: 5 }));
}

#[test]
fn the_first_lap_from_the_kuu_relays_from_the_reserved_hole() {
    // E12 a5<: the first lap, from North's kuu, ends in the reserved a3; the move goes on (DECISION Q6).
    let trace = events(E12Y, "a5<");
    let first_end = trace.iter().position(|e| matches!(e, Event::LapEnd { .. })).unwrap();
    assert_eq!(trace[first_end], Event::LapEnd { hole: hole("a3"), was: 4 });
    assert_eq!(trace[first_end + 1], Event::Relay { hole: hole("a3"), seeds: 5 });
}

// 18
#[test]
fn the_reserving_player_must_capture_the_reserved_hole_first() {
    assert_eq!(legal(E9Z), ["A4>"]);
    assert_eq!(legal(&E9Z.replace(" t=a3", "")), ["A4>", "B8>"]);
    assert!(refusal(E9Z, "B8>").contains("hizi zetu"), "{}", refusal(E9Z, "B8>"));
    assert_eq!(play(E9Z, "A4>").takasia, None);
}

#[test]
fn a_reserved_hole_keeps_the_back_row_closed_in_a_study_position() {
    // DECISION in `mtaji_starts`: A3 is South's only front hole of 2 or more and is reserved against South.
    let text = "kete S 5,5,5,5,4,4,4,4/0,3,3,3,3,3,3,3/1,0,2,0,0,1,0,0/0,3,0,0,0,0,0,0 r=0,0 kuu=00 t=A3 m=90";
    assert!(legal(text).is_empty());
    assert_eq!(position(text).status().outcome().unwrap().reason, Reason::NoLegalMove(Side::South));
    assert_eq!(legal(&text.replace(" t=A3", "")), ["A3<", "A3>"]);
}

#[test]
fn a_reserved_hole_starts_no_capture_either_in_a_study_position() {
    // §3.7 E1 holds for captures too: A3> would capture a4, but A3 is reserved against South.
    let text = "kete S 8,8,7,7,7,7,7,7/0,0,0,0,1,0,0,0/0,0,2,0,1,0,0,2/0,0,0,0,0,0,0,0 r=0,0 kuu=00 t=A3 m=90";
    assert_eq!(legal(text), ["A8<", "A8>"]);
    assert_eq!(legal(&text.replace(" t=A3", "")), ["A3>"]);
}

#[test]
fn hizi_zetu_condition_one_uses_the_blocked_players_own_stage() {
    // DECISION in `hizi_zetu`: E9's position X with one of North's seeds back in reserve (a study position).
    // After A3> North, still in nemo, can capture at a3 (facing A6), so nothing is reserved; E9 itself,
    // where North is in mtaji and cannot capture, reserves a3.
    let text = "kete S 0,2,0,21,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,1 kuu=00 m=71";
    let next = play(text, "A3>");
    assert!(next.has_capture(Side::North));
    assert_eq!(next.takasia, None);
    assert_eq!(play(E9X, "A3>").takasia, Some(hole("a3")));
}
