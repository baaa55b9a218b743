//! Never-ending moves whose laps first repeat only after tens of millions of laps (§4.7, DECISION Q12): with
//! the old 10,000,000-lap fuse a guess decided them; now the exact check does, in a few million laps.

use super::*;

/// Positions from random games, each with one takata start that never ends, the laps of its first relay
/// state first coming back after `period` laps (counted by the plain loop of
/// `the_laps_really_come_back`), and its legal moves.
const LONG_LOOPS: [(&str, &str, u32, &str); 4] = [
    // The position of issue #17: about 10^8 laps before Brent's method saw the repeat.
    (
        "kete S 2,2,2,2,2,2,2,1/0,0,0,0,0,1,0,0/4,2,1,4,1,0,3,5/5,0,5,2,3,2,3,8 r=0,0 kuu=00 m=99",
        "A1>",
        40_086_544,
        "A1< A2< A2> A4< A4> A7< A7> A8< A8>",
    ),
    (
        "kete S 1,0,1,2,0,0,2,1/0,0,0,0,0,0,1,1/1,7,1,7,8,1,2,0/2,1,6,5,6,5,0,3 r=0,0 kuu=00 m=79",
        "A7>",
        23_507_472,
        "A2< A2> A4< A4> A5< A5> A7<",
    ),
    (
        "kete S 1,2,0,0,1,12,0,2/0,1,0,0,0,0,0,0/1,6,3,10,0,7,1,7/0,1,0,1,4,3,0,1 r=0,0 kuu=00 m=81",
        "A6<",
        25_300_768,
        "A2< A2> A3< A3> A4< A4> A6> A8< A8>",
    ),
    (
        "kete N 1,8,0,1,5,0,1,5/0,5,2,6,5,3,7,3/1,0,0,0,0,1,0,0/1,2,0,3,1,0,2,1 r=0,0 kuu=00 m=48",
        "a4<",
        10_519_600,
        "a1< a1> a2< a2> a3< a3> a4> a5< a5> a6< a6> a7< a7>",
    ),
];

#[test]
fn long_loops_never_end() {
    for (text, endless, _, moves) in LONG_LOOPS {
        assert_eq!(legal(text).join(" "), moves, "{text}");
        assert_eq!(refusal(text, endless), format!("{endless} is not legal: its sowing never ends"), "{text}");
    }
}

/// The laps of a takata from `place` going `direction` on `side`'s circuit, seed by seed and without the rules
/// code: the circuit and the next place at the start of each relay lap, until the move ends.
fn relay_laps(ring: [u8; CIRCUIT], place: usize, direction: Direction) -> impl Iterator<Item = ([u8; CIRCUIT], usize)> {
    let step = move |k: usize| match direction {
        Direction::Clockwise => (k + 1) % CIRCUIT,
        Direction::Anticlockwise => (k + CIRCUIT - 1) % CIRCUIT,
    };
    let (mut ring, mut next) = (ring, step(place));
    let mut hand = std::mem::take(&mut ring[place]);
    std::iter::from_fn(move || {
        let mut at = next;
        for seed in 0..hand {
            if seed > 0 {
                at = step(at);
            }
            ring[at] += 1;
        }
        (ring[at] > 1).then(|| {
            hand = std::mem::take(&mut ring[at]);
            next = step(at);
            (ring, next)
        })
    })
}

/// An independent check of the verdict on the shortest of the loops, seed by seed: after `k` relay laps the
/// first relay state comes back turned by `t` places, so (the laps being the same on every place) it comes
/// back whole after `k` times the order of the turn, the period: the move never ends.
#[test]
fn the_laps_really_come_back() {
    let (text, endless, period, _) = LONG_LOOPS[3];
    assert_eq!(endless, "a4<");
    let before = position(text);
    let ring: [u8; CIRCUIT] = std::array::from_fn(|k| before.rings[before.side].get(k));
    let mut laps = relay_laps(ring, 3, direction_of(3, Toward::Left));
    let turned = |(ring, next): ([u8; CIRCUIT], usize)| {
        let mut turned = ring;
        turned.rotate_left(next);
        turned
    };
    let first = laps.next().unwrap();
    let (lap, state) = laps.enumerate().find(|&(_, state)| turned(state) == turned(first)).unwrap();
    let turn = (state.1 + CIRCUIT - first.1) % CIRCUIT;
    let order = CIRCUIT / gcd(turn, CIRCUIT);
    assert_eq!((lap + 1) * order, period as usize);
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A loop that first repeats after about 1.25 billion laps (78 million up to a turn): the exact check takes
/// a second or two in a test build, so it runs only on request; `long_loops_never_end` checks the same
/// verdicts on shorter loops.
#[test]
#[ignore = "a second or two in a test build: the same check on shorter loops is long_loops_never_end"]
fn a_loop_of_a_billion_laps_never_ends() {
    let text = "kete S 0,1,1,4,0,1,0,1/0,0,1,0,0,0,0,0/0,3,2,5,1,19,2,1/1,6,1,2,1,2,5,4 r=0,0 kuu=00 m=63";
    assert_eq!(legal(text).join(" "), "A2< A2> A3< A3> A4< A4> A6< A6> A7>");
    assert_eq!(refusal(text, "A7<"), "A7< is not legal: its sowing never ends");
}

/// The verdicts are the same whether a memory remembers the endless stretch (the second time with the same
/// memory, and with a copy of it handed to another thread) or holds nothing (a new one).
#[test]
fn the_verdict_does_not_depend_on_what_is_remembered() {
    let (text, _, _, moves) = LONG_LOOPS[0];
    let listed = |memory: &mut crate::rules::CycleMemory| {
        position(text).legal_moves_with(memory).iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    };
    let mut memory = crate::rules::CycleMemory::new();
    let first = listed(&mut memory);
    assert!(memory.held() > 0, "the long loop was remembered");
    let again = listed(&mut memory);
    let mut copy = memory.clone();
    let elsewhere = std::thread::spawn(move || listed(&mut copy)).join().unwrap();
    let fresh = listed(&mut crate::rules::CycleMemory::new());
    assert_eq!((first.as_str(), again.as_str(), elsewhere.as_str(), fresh.as_str()), (moves, moves, moves, moves));
}
