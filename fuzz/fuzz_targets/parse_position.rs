//! Any text given to the position parser: it may refuse it, never panic. A position that parses and that its
//! game accepts plays every legal move, and every position reached is accepted again from its own setup and
//! from its printed string (validation is closed under play).
#![no_main]

use bao::rules::{Game, Setup, Successors};
use libfuzzer_sys::fuzz_target;

fn play_every_move<G: Game>(setup: &Setup) {
    let Ok(position) = G::from_setup(setup) else { return };
    assert_eq!(G::from_setup(&position.to_setup()).as_ref(), Ok(&position), "{setup} does not round-trip");
    let mut successors = Successors::<G>::new();
    position.successors(&mut successors);
    for (mv, child) in &successors {
        let mut played = position.clone();
        played.play_unchecked(*mv);
        assert_eq!(&played, child, "{mv} in {setup}");
        let after = child.to_setup();
        assert_eq!(G::from_setup(&after).as_ref(), Ok(child), "{mv} in {setup} leads to a refused {after}");
        let reread: Setup = after.to_string().parse().expect("a printed position parses");
        assert_eq!(reread, after, "{after} does not print and parse back");
    }
}

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else { return };
    let Ok(setup) = text.parse::<Setup>() else { return };
    bao::with_game!(setup.variant, G => play_every_move::<G>(&setup));
});
