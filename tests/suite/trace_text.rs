//! `bao trace --text`: the sentences of the step-through view, printed one per event, for chosen moves of every
//! game's rules document (the fixtures of rules/*.md §7). Each says what happened and why, in the game's own
//! terms (issue 14). The sowing of single seeds is left out of most checks (one sentence per seed, checked
//! whole once below), so each test reads as the move's reasons.

fn bao(args: &[&str]) -> std::process::Output {
    super::sandbox::run(args)
}

/// Every sentence of `mv` played from `from`.
fn sentences(from: &str, mv: &str) -> Vec<String> {
    let output = bao(&["trace", "--from", from, "--move", mv, "--text"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap().lines().map(str::to_string).collect()
}

/// The sentences of `mv` but for the drops of single seeds, cows or stones.
fn reasons(from: &str, mv: &str) -> Vec<String> {
    let drop = |line: &String| {
        (line.starts_with("a seed into ") || line.starts_with("a cow into ") || line.starts_with("the last "))
            && !line.contains("reserved")
    };
    sentences(from, mv).into_iter().filter(|line| !drop(line)).collect()
}

const KETE_E2: &str = "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21";

#[test]
fn kete_a_nemo_capture_sown_from_the_left_kichwa_then_a_kimbi_capture_reverses() {
    assert_eq!(
        reasons(KETE_E2, "A4>"),
        [
            "nemo: the reserve seed goes into A4",
            "nemo capture: A4 holds seeds and faces occupied a5, so 7 seeds are taken from a5",
            "North's kuu is destroyed: its seeds were captured",
            "lap 1: the 7 captured seeds are sown from the left kichwa A1, clockwise, as the move chose (a capture \
             in a central hole)",
            "lap 1 ends in A7, which held 1 seed, facing occupied a2: capture",
            "A7 captures 3 seeds from a2 into South's hand",
            "lap 2: the 3 captured seeds are sown from the right kichwa A8, anticlockwise: the capture was in the \
             right kimbi",
            "lap 2 ends in A6, which held 1 seed: relay (no capture: a3 facing it is empty)",
            "lap 3: relay, 2 seeds lifted from A6",
            "lap 3 ends in A4, which held 4 seeds: relay (no capture: a5 facing it is empty)",
            "lap 4: relay, 5 seeds lifted from A4",
            "lap 4 ends in B2, which was empty: the move ends",
        ]
    );
}

#[test]
fn kete_the_same_capture_sown_from_the_right_kichwa() {
    assert_eq!(
        reasons(KETE_E2, "A4<"),
        [
            "nemo: the reserve seed goes into A4",
            "nemo capture: A4 holds seeds and faces occupied a5, so 7 seeds are taken from a5",
            "North's kuu is destroyed: its seeds were captured",
            "lap 1: the 7 captured seeds are sown from the right kichwa A8, anticlockwise, as the move chose (a \
             capture in a central hole)",
            "lap 1 ends in A2, which held 1 seed: relay (no capture: a7 facing it is empty)",
            "lap 2: relay, 2 seeds lifted from A2",
            "lap 2 ends in B1, which was empty: the move ends",
        ]
    );
}

#[test]
fn kete_every_sentence_of_a_short_move_with_its_seeds_counted_singular_and_plural() {
    // E1 `A6>`, the opening.
    let start = "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1";
    assert_eq!(
        sentences(start, "A6>"),
        [
            "nemo: the reserve seed goes into A6",
            "lap 1: 3 seeds lifted from A6",
            "a seed into A7, 2 seeds left in hand",
            "a seed into A8, 1 seed left in hand",
            "the last seed into B8",
            "lap 1 ends in B8, which was empty: the move ends",
        ]
    );
}

#[test]
fn kete_stop_or_safari_at_the_own_kuu() {
    let e3 = "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25";
    let safari = reasons(e3, "A2>+");
    assert_eq!(
        safari[..7],
        [
            "nemo: the reserve seed goes into A2",
            "nemo capture: A2 holds seeds and faces occupied a7, so 5 seeds are taken from a7",
            "lap 1: the 5 captured seeds are sown from the left kichwa A1, clockwise: the capture was in the left \
             kimbi",
            "lap 1 ends in A5, which held 7 seeds, South's standing kuu: stop here, or play on with safari",
            "safari: the kuu is lifted, sowing goes on",
            "lap 2: relay, 8 seeds lifted from A5",
            "South's kuu is destroyed: safari lifted all its seeds",
        ]
    );
    assert_eq!(reasons(e3, "A2>").last().unwrap(), "no safari: the move stops in the kuu");
}

#[test]
fn kete_the_kuu_tax_and_the_six_seed_rule() {
    let e5a = "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,8,0,0,0/1,0,0,0,2,0,0,1 r=5,5 kuu=11 m=35";
    assert_eq!(
        reasons(e5a, "A5<"),
        [
            "nemo: the reserve seed goes into A5",
            "lap 1: kuu tax: A5 is the only occupied front hole and held 7 or more, so only 2 seeds are lifted; the \
             kuu stands",
            "lap 1 ends in A3, which was empty: the move ends",
        ]
    );
    let e5b = "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,6,0,0,0/1,0,0,0,2,0,0,3 r=5,5 kuu=11 m=35";
    assert_eq!(
        reasons(e5b, "A5>")[..3],
        [
            "nemo: the reserve seed goes into A5",
            "lap 1: 7 seeds lifted from A5",
            "South's kuu is destroyed: it held 6, so with the reserve seed all 7 are sown (the Lamu six-seed rule)",
        ]
    );
}

#[test]
fn kete_hizi_zetu_reserves_a_hole_and_then_stops_a_lap_there() {
    let e9x = "kete S 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71";
    assert_eq!(
        reasons(e9x, "A3>"),
        [
            "lap 1: 2 seeds lifted from A3",
            "lap 1 ends in A5, which was empty: the move ends",
            "hizi zetu: after this takata a3 is the one hole of North's under threat, so it is reserved: North may \
             not start from it next move and a lap of his ending there stops; then South must capture it if he can",
        ]
    );
    let e12y = "kete N 0,0,0,18,0,0,0,0/0,3,0,18,0,3,0,0/0,0,0,2,1,1,0,0/0,18,0,0,0,0,0,0 r=0,0 kuu=01 t=a3 m=62";
    let stopped = reasons(e12y, "a5>");
    assert_eq!(stopped[1], "North's kuu is destroyed: all its seeds were lifted");
    assert_eq!(
        stopped.last().unwrap(),
        "lap 4 ends in a3, which held 5 seeds, the hole reserved by hizi zetu: the move ends"
    );
    // E12 `a5<`: the first lap from the kuu relays from the reserved hole (DECISION Q6).
    assert!(
        reasons(e12y, "a5<").contains(
            &"lap 1 ends in a3, which held 4 seeds: relay (the hizi zetu hole stops no first lap of a move from the \
              kuu)"
                .to_string()
        ),
        "{:?}",
        reasons(e12y, "a5<")
    );
}

#[test]
fn kete_mandatory_safari_in_mtaji_and_bao_hamna() {
    let e13 = "kete S 8,4,4,4,4,4,4,4/5,0,0,9,0,0,2,0/1,0,0,0,8,0,0,0/0,0,3,0,0,0,0,0 r=0,0 kuu=11 m=49";
    assert!(
        reasons(e13, "B3<").contains(
            &"lap 2 ends in A5, which held 8 seeds, South's standing kuu: in mtaji safari is mandatory".into()
        )
    );
    let e10 = "kete S 4,4,4,3,3,3,3,3/3,0,5,7,0,0,0,2/1,0,2,0,2,3,1,1/0,0,0,4,0,1,2,3 r=0,0 kuu=01 m=51";
    let won = reasons(e10, "B4<");
    assert_eq!(
        won[won.len() - 4..],
        [
            "North's kuu is destroyed: its seeds were captured",
            "lap 7: the 7 captured seeds are sown from the kichwa A8, keeping the direction anticlockwise (a capture \
             in a central hole)",
            "lap 7 ends in A2, which held 2 seeds: North's front row is empty, so the game is won and nothing more \
             is sown",
            "game over: south wins : bao hamna, north's front row is empty",
        ]
    );
}

const RELAY_P: &str = "kimasai-relay S 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=61";

#[test]
fn kimasai_relay_a_raid_of_cows_sown_on_from_the_capturing_hole() {
    // E5 `B4`: a one-cow capture lands in the capturing hole and relays from it.
    assert_eq!(
        reasons(RELAY_P, "B4")[..8],
        [
            "lap 1: 1 cow lifted from B4",
            "lap 1 ends in B3, which held 2 cows: relay",
            "lap 2: relay, 3 cows lifted from B3",
            "lap 2 ends in A1, which held 2 cows, facing occupied a8: capture",
            "A1 captures 1 cow from a8 into South's hand",
            "lap 3: the captured cow is sown on from A1, the first into the capturing hole itself",
            "lap 3 ends in A1, which held 3 cows: relay (no capture: a8 facing it is empty)",
            "lap 4: relay, 4 cows lifted from A1",
        ]
    );
}

#[test]
fn kimasai_relay_phase_1_has_no_captures_and_phase_2_begins() {
    let e9 = "kimasai-relay S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/1,0,1,0,0,0,0,0/4,4,4,4,4,3,3,3 r=1,0 m=49";
    assert_eq!(
        reasons(e9, "A1"),
        [
            "phase 1: a reserve cow is added to A1",
            "lap 1: 2 cows lifted from A1",
            "lap 1 ends in A3, which held 1 cow: relay (no capture: phase 1 has none)",
            "lap 2: relay, 2 cows lifted from A3",
            "lap 2 ends in A5, which was empty: the move ends",
            "both reserves are empty: phase 2 begins, captures from now on",
        ]
    );
    let e8 = "kimasai-relay S 5,5,5,5,5,5,0,0/0,0,2,0,0,0,0,0/1,1,1,1,0,0,0,0/4,4,4,4,4,4,3,1 r=0,0 m=61";
    assert_eq!(
        reasons(e8, "A2")[4..],
        [
            "lap 2 ends in A4, which held 1 cow: North's inner row is empty, so the game is won and nothing more is \
             sown",
            "game over: south wins : north's inner row is empty",
        ]
    );
}

#[test]
fn kimasai_step_a_step_that_captures_the_whole_file() {
    let m = "kimasai-step S 1,0,1,1,0,0,1,0,1,1,0,1/0,1,0,0,1,1,0,0,0,1,1,0/1,0,0,1,1,0,1,0,0,0,1,1/0,1,1,0,0,1,1,0,1,0,0,1 m=41";
    assert_eq!(
        sentences(m, "A11"),
        [
            "the stone in A11 steps into empty A10",
            "the stone entering A10 faces North's stone in a3: it is captured and removed",
            "b3, the back stone of the same file, is removed too: the whole file is cleared",
        ]
    );
    // E5 `A4`: the facing front hole is empty, so nothing is captured.
    assert_eq!(sentences(m, "A4"), ["the stone in A4 steps into empty A3"]);
}

#[test]
fn kingulu_kuweka_mtoto_with_its_penultimate_seed() {
    let q = "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21";
    assert_eq!(
        reasons(q, "A5"),
        [
            "lap 1: 3 seeds lifted from A5",
            "lap 1 ends in a2, which held 2 seeds: relay",
            "lap 2: relay, 3 seeds lifted from a2",
            "lap 2 ends in a5, which held 3 seeds, in North's row: the last seed makes 4, kuweka mtoto",
            "kuweka mtoto: a5 is South's for good; the lap's penultimate seed moves from a4 into it",
        ]
    );
    // E5: a singleton has no penultimate seed; Q6: one that fell into a reserved hole stays banked.
    let t = "kingulu S 1,6,0,2,2,3/3,0,2,1,0,1 c=13,14 m=21";
    assert_eq!(
        reasons(t, "A6").last().unwrap(),
        "kuweka mtoto: a1 is South's for good; the lap was one seed, so no penultimate seed moves"
    );
    let banked = "kingulu S 0,0,0,3,4*,1/1,0,0,0,0,3 c=18,18 m=1";
    assert_eq!(
        reasons(banked, "A6"),
        [
            "lap 1: 3 seeds lifted from A6",
            "a seed into reserved a2 goes to South's bank, 1 seed left in hand",
            "lap 1 ends in a3, which held 3 seeds, in North's row: the last seed makes 4, kuweka mtoto",
            "kuweka mtoto: a3 is South's for good; the penultimate seed fell into reserved a2 and stays in its bank",
        ]
    );
}

#[test]
fn kingulu_a_capture_with_the_capturing_seed_and_an_empty_landing() {
    let start = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1";
    let e1 = reasons(start, "A3");
    assert_eq!(e1[5], "lap 3 ends in A5, which held 5 seeds: relay (an own hole, allowed after the first lap)");
    assert_eq!(
        e1[e1.len() - 2..],
        [
            "lap 5 ends in A5, which was empty, in South's own row facing occupied a2: capture, with the capturing \
             seed",
            "A5 captures 6 seeds from a2: with the capturing seed out of A5, 7 seeds to South's bank",
        ]
    );
    // E6 `A5`: an empty own landing facing an empty hole.
    let u = "kingulu S 2,3,1,0,5,2/1,2,0,4*,3,0 c=12,13 m=21";
    let last = reasons(u, "A5").last().cloned().unwrap();
    assert!(last.ends_with("facing empty a2: nothing is captured, the move ends"), "{last}");
}
