//! Any text given to the move reader against a few positions of each game (starts, and study positions with a
//! hizi zetu reservation, kingulu marks and kimasai-relay's phase 2): it may refuse it, never panic, and a
//! move it reads is legal there and reads back from its canonical form.
#![no_main]

use bao::rules::{Game, Kete, KimasaiRelay, KimasaiStep, Kingulu, Setup, resolve_move};
use libfuzzer_sys::fuzz_target;

const POSITIONS: [&str; 8] = [
    "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1",
    "kete S 1,0,1,23,0,1,0,2/0,3,0,0,0,3,1,1/0,0,0,2,1,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 t=a3 m=73",
    "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25",
    "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=24,24 m=1",
    "kimasai-relay N 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=60",
    "kimasai-step S 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1",
    "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1",
    "kingulu S 2,3,1,0,5,2/1,2,0,4*,3,0 c=12,13 m=21",
];

fn read<G: Game>(setup: &Setup, text: &str) {
    let position = G::from_setup(setup).expect("the fuzzed positions are valid");
    if let Ok(mv) = resolve_move(&position, text) {
        assert!(position.legal_moves().contains(&mv), "`{text}` read as {mv}, not legal in {setup}");
        assert_eq!(resolve_move(&position, &mv.to_string()).ok(), Some(mv), "{mv} does not read back");
    }
}

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    for position in POSITIONS {
        let setup: Setup = position.parse().expect("the fuzzed positions parse");
        match setup.variant {
            bao::rules::Variant::Kete => read::<Kete>(&setup, text),
            bao::rules::Variant::KimasaiRelay => read::<KimasaiRelay>(&setup, text),
            bao::rules::Variant::KimasaiStep => read::<KimasaiStep>(&setup, text),
            bao::rules::Variant::Kingulu => read::<Kingulu>(&setup, text),
        }
    }
});
