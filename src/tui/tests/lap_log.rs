//! The step-through view with its lap log, at 80x24, for a move of every game's rules document (issue 14):
//! the captions say why, the lap log has one line per lap so far with the current one marked, and the board
//! marks every hole the step takes part in.

use super::{press, render};
use crate::rules::{Setup, Variant};
use crate::tui::{App, Theme};

/// A move of each game's fixtures, and the keys that step into it: kete.md E2 `A4>` (two captures, the kichwa
/// chosen, then relays), kimasai-relay.md E6 `A6` (a chain of captures), kimasai-step.md E3 `A11` (a whole
/// file captured), kingulu.md E3 `A5` (kuweka mtoto with the penultimate seed).
pub(super) const WATCHED: [(&str, &str, &str); 4] = [
    (
        "kete",
        "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21",
        ":A4>\nw]]]]]]]]",
    ),
    (
        "kimasai-relay",
        "kimasai-relay S 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=61",
        ":A6\nw]]]]]]]]",
    ),
    (
        "kimasai-step",
        "kimasai-step S 1,0,1,1,0,0,1,0,1,1,0,1/0,1,0,0,1,1,0,0,0,1,1,0/1,0,0,1,1,0,1,0,0,0,1,1/0,1,1,0,0,1,1,0,1,0,0,1 m=41",
        ":A11\nw]]",
    ),
    ("kingulu", "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21", ":A5\nw]]]]]]"),
];

/// The app watching `WATCHED[i]`'s move after its keys.
pub(super) fn watching(i: usize) -> App {
    let (_, position, keys) = WATCHED[i];
    let setup: Setup = position.parse().unwrap();
    let mut app = App::playing(Theme::monochrome(), setup.variant, Some(setup)).unwrap();
    press(&mut app, keys);
    app
}

#[test]
fn the_step_through_view_with_its_lap_log_at_80x24_for_every_game() {
    for (i, (name, _, _)) in WATCHED.iter().enumerate() {
        assert!(name.parse::<Variant>().is_ok());
        insta::assert_snapshot!(format!("lap_log_80x24_{name}"), render(&watching(i), 80, 24));
    }
}
