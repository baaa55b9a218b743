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
    assert!(next.clone().hizi_zetu(&mut crate::rules::CycleMemory::new()).is_some());
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
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a3"), was: 2, rule: LapRule::ReservedStops }));
    assert_eq!(play(E9Y, "a8>").takasia, Some(hole("a3")));
    // E12 a5>: a later lap ends in a3, the move stops there.
    let trace = events(E12Y, "a5>");
    assert_eq!(trace.last(), Some(&Event::LapEnd { hole: hole("a3"), was: 5, rule: LapRule::ReservedStops }));
}

#[test]
fn the_first_lap_from_the_kuu_relays_from_the_reserved_hole() {
    // E12 a5<: the first lap, from North's kuu, ends in the reserved a3; the move goes on (DECISION Q6).
    let trace = events(E12Y, "a5<");
    let first_end = trace.iter().position(|e| matches!(e, Event::LapEnd { .. })).unwrap();
    assert_eq!(
        trace[first_end],
        Event::LapEnd { hole: hole("a3"), was: 4, rule: LapRule::Relay { unless: Some(NoCapture::FirstLapFromKuu) } }
    );
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

// The DECISIONs of kete.md §8 about hizi zetu, one test each (issue 15 point 11).

const BOTH: [Toward; 2] = [Toward::Left, Toward::Right];

/// Q5: "Yes, singletons may be reserved (follow the seed). Effect: a lap of the blocked player ending there
/// stops instead of relaying."
#[test]
fn q5_a_singleton_may_be_reserved() {
    // E9's position X with North's a3 a singleton (its second seed moved to b6): a3 is still the one hole
    // South threatens (A4> ends in A6, facing it), and it is reserved though it holds 1 seed.
    let text = "kete S 0,2,1,22,1,0,3,1/2,3,0,0,0,1,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71";
    let next = play(text, "A3>");
    assert_eq!(next.takasia, Some(hole("a3")));
    assert_eq!(next.to_setup().count(hole("a3")), Some(1));
    // The effect: North's a8> ends its last lap in the reserved singleton and stops there; without the
    // reservation the same lap relays the 2 seeds of a3.
    let blocked = next.to_setup().to_string();
    assert_eq!(
        events(&blocked, "a8>").last(),
        Some(&Event::LapEnd { hole: hole("a3"), was: 1, rule: LapRule::ReservedStops })
    );
    assert!(events(&blocked.replace(" t=a3", ""), "a8>").contains(&Event::Relay { hole: hole("a3"), seeds: 2 }));
}

/// Q7, second half: "If no capturing move takes h first, the obligation is void and the ordinary
/// mandatory-capture rule applies."
#[test]
fn q7_the_obligation_is_void_when_no_capture_takes_the_reserved_hole_first() {
    // E9's position Z with a1 reserved instead of a3: South's captures take a3 (A4>) and a2 (B8>) first,
    // none takes a1. Both stay legal, as without a reservation, and capturing is still mandatory (no takata).
    let text = E9Z.replace("t=a3", "t=a1");
    assert_eq!(legal(&text), ["A4>", "B8>"]);
    assert_eq!(legal(&text), legal(&E9Z.replace(" t=a3", "")));
    assert!(refusal(&text, "A4<").contains("capturing is mandatory"), "{}", refusal(&text, "A4<"));
}

/// Q8: "RESTRICT during the blocked player's next move, OBLIGE during the reserving player's next move, then
/// cleared; a newer reservation replaces an older one."
#[test]
fn q8_a_newer_reservation_replaces_an_older_one() {
    // North to move with its a1 reserved (RESTRICT; found by a search of random mtaji positions).
    let text = "kete N 2,1,2,1,2,1,0,3/0,1,0,0,0,0,2,4/6,0,6,1,2,1,3,5/5,4,2,2,2,2,1,3 r=0,0 kuu=00 t=a1 m=99";
    assert_eq!(legal(text), ["a2<", "a2>"]);
    // a2< is a takata after which North threatens South's A1 alone: the new reservation replaces a1.
    assert_eq!(play(text, "a2<").takasia, Some(hole("A1")));
    // a2> makes none: a1 stays for South's next move (OBLIGE), and goes after it.
    let oblige = after(text, "a2>");
    assert!(oblige.contains(" t=a1 "), "{oblige}");
    let south = position(&oblige).legal_moves()[0];
    assert_eq!(position(&oblige).play(south).unwrap().takasia.filter(|h| h.owner() == Side::North), None);
}

/// Q19: "Yes: T is computed from P's full set of legal mtaji capturing moves (§3.2) in the position, ignoring
/// reservations" — starts from the back row and from P's kuu count, holes of 16 or more do not.
#[test]
fn q19_the_threat_set_counts_back_row_starts() {
    // Found by a search of random mtaji positions: after A1> only South's back-row holes threaten a North
    // hole (a6); the reservation is made from them.
    let text = "kete S 2,2,3,2,2,1,1,2/5,0,2,11,0,2,0,0/2,2,0,0,0,0,0,1/3,6,4,1,1,2,1,6 r=0,0 kuu=01 m=99";
    let next = play(text, "A1>");
    assert_eq!(next.takasia, Some(hole("a6")));
    let front_threats = (0..WIDTH)
        .any(|place| BOTH.iter().any(|&t| next.first_capture(Side::South, place, direction_of(place, t)).is_some()));
    assert!(!front_threats, "a front start threatens too");
}

/// Q19 (see above): the kuu's own start counts. In play the reserving player's kuu is always gone by then
/// (his mtaji takata had to start from it), so this shows in the threat set itself: North to move, South's
/// existing kuu of 12 seeds is the only start that would capture (A5 clockwise ends in A1, facing a8).
#[test]
fn q19_the_threat_set_counts_the_existing_kuu() {
    let text = "kete N 33,1,1,1,1,1,1,1/1,0,0,0,0,0,0,2/1,0,0,0,12,0,0,0/1,1,1,1,1,1,1,1 r=0,0 kuu=10 m=99";
    let mut blocked = position(text);
    assert_eq!(blocked.threats(Side::South), 1 << 7, "a8 alone");
    assert_eq!(blocked.hizi_zetu(&mut crate::rules::CycleMemory::new()), Some(hole("a8")));
}

/// Q19 (see above): a hole of 16 or more seeds is left out of the threat set (§3.3).
#[test]
fn q19_the_threat_set_leaves_out_holes_of_sixteen_or_more() {
    // Found by a search of random mtaji positions: after A2> South threatens a7 alone, so a7 is reserved.
    let text = "kete S 1,1,1,1,4,2,1,1/0,1,0,0,0,0,0,3/2,2,1,3,18,10,0,2/1,1,0,3,3,1,0,1 r=0,0 kuu=00 m=99";
    let next = play(text, "A2>");
    assert_eq!(next.takasia, Some(hole("a7")));
    // South's A5 now holds 19: sown either way its first lap would end in an occupied front hole facing
    // another occupied North hole, so counting it would make two threats and no reservation.
    let seeds = next.rings[Side::South].get(KUU);
    assert_eq!(seeds, 19);
    let other = BOTH.iter().any(|&t| {
        let end = Circuit::advance(KUU, usize::from(seeds), direction_of(KUU, t));
        end < WIDTH
            && next.rings[Side::North].get(facing(end)) > 0
            && Kete::hole(Side::North, facing(end)) != hole("a7")
    });
    assert!(other, "A5 would threaten another hole");
}

/// Q21, condition 4 of §3.7: "A reservation is not made if it would leave the blocked player without a legal
/// move." The condition is judged with the reservation in force, lap stop included: here it is what gives the
/// blocked player a move at all, so the reservation is made.
#[test]
fn q21_condition_4_counts_the_moves_the_lap_stop_ends() {
    // South (blocked) to move after North's takata: South cannot capture (condition 1), North threatens
    // South's A8 alone (condition 2: b4 sown clockwise ends in a1, facing it), and A8 is neither South's kuu
    // nor its only occupied or only full front hole (condition 3). South's kuu exists and both of its moves
    // never end (the position of `never_ending_moves_are_dropped_after_the_rules_pick_the_starts`), but
    // their laps end in A8 on the way, where the reservation stops them (§3.7 E2).
    let text = "kete S 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,1/2,1,4,3,7,3,2,1/1,2,1,0,1,2,1,0 r=0,0 kuu=10 m=101";
    let mut blocked = position(text);
    assert!(!blocked.has_capture(Side::South));
    assert_eq!(blocked.threats(Side::North), 1 << 7, "A8 alone");
    assert!(!blocked.any_legal_move(&mut crate::rules::CycleMemory::new()));
    assert_eq!(blocked.hizi_zetu(&mut crate::rules::CycleMemory::new()), Some(hole("A8")));
    blocked.takasia = Some(hole("A8"));
    assert!(blocked.any_legal_move(&mut crate::rules::CycleMemory::new()));
}

/// Q21, condition 4 of §3.7, the refusing side: "A reservation is not made if it would leave the blocked
/// player without a legal move." A reservation never takes the blocked player's last move away: once
/// conditions 1–3 hold his move is a takata, and a takata that never ends lifts every hole of his circuit
/// again and again (a hole that is never lifted gains a seed every 16 drops, and there are only 64), so with
/// the hole reserved it ends in it and stops (§3.7 E2). The reservation forbids only starts from the reserved
/// hole itself (E1), and condition 3 leaves him another front hole of 2 or more whenever that hole holds 2
/// or more. So condition 4 refuses exactly when he has no start at all: his kuu is gone and none of his holes
/// holds 2 seeds. Then he has lost (§3.4 rule 3), and the final position carries no `t=`.
#[test]
fn q21_condition_4_makes_no_reservation_against_a_player_without_a_start() {
    // South's takata A3> ends in the empty A7, so South's A5 (2 seeds, sown clockwise) now threatens North's
    // a2 (facing A7) alone. North holds ten singletons and no kuu: it cannot capture (condition 1), and a2 is
    // neither its kuu nor its only occupied or only full front hole (condition 3).
    let before = "kete S 1,1,1,1,1,1,1,1/0,0,0,0,0,0,1,1/0,0,4,0,1,0,0,0/7,7,7,7,7,7,7,0 r=0,0 kuu=00 m=99";
    let text = "kete N 1,1,1,1,1,1,1,1/0,0,0,0,0,0,1,1/0,0,0,1,2,1,1,0/7,7,7,7,7,7,7,0 r=0,0 kuu=00 m=100";
    assert!(legal(before).contains(&"A3>".to_string()));
    let next = play(before, "A3>");
    assert_eq!(next.to_setup().to_string(), text, "no t=");
    assert_eq!(next.takasia, None);
    let mut blocked = position(text);
    assert!(!blocked.has_capture(Side::North));
    assert_eq!(blocked.threats(Side::South), 1 << 1, "a2 alone");
    assert_eq!(blocked.to_setup().count(hole("a2")), Some(1));
    assert!(legal(text).is_empty());
    assert_eq!(blocked.status().outcome().unwrap().reason, Reason::NoLegalMove(Side::North));
    // Conditions 1–3 hold; condition 4 is what refuses: with a2 reserved North has no move either.
    assert_eq!(blocked.hizi_zetu(&mut crate::rules::CycleMemory::new()), None);
    blocked.takasia = Some(hole("a2"));
    assert!(!blocked.any_legal_move(&mut crate::rules::CycleMemory::new()));
    // With one start (b2 holding 2 seeds, from b1) the same threat reserves a2.
    let with_a_start = text.replacen("1,1,1,1,1,1,1,1/", "1,1,1,1,1,1,2,0/", 1);
    assert!(!legal(&with_a_start).is_empty());
    assert_eq!(position(&with_a_start).hizi_zetu(&mut crate::rules::CycleMemory::new()), Some(hole("a2")));
}
