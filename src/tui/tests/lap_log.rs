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

/// The longest caption of any game, kete's hizi zetu reservation (three lines at 80 columns), is shown whole:
/// the lap log moves down to make room instead of the reason being cut.
#[test]
fn the_longest_caption_is_shown_whole_at_80x24() {
    let text = "kete S 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71";
    let setup: Setup = text.parse().unwrap();
    let mut app = App::playing(Theme::monochrome(), setup.variant, Some(setup)).unwrap();
    press(&mut app, ":A3>\nw");
    app.update(crate::tui::keys::Action::Last);
    let screen = render(&app, 80, 24);
    // The words left of the history's border, run together.
    let left = screen.lines().map(|line| line.trim_matches('"').split('│').next().unwrap_or_default());
    let words = left.flat_map(str::split_whitespace).collect::<Vec<_>>().join(" ");
    assert!(words.contains("North may not start from it next move and a lap of his ending there stops; then South must capture it if he can"), "{screen}");
    assert!(words.contains("▸ lap 1 A3 2 seeds → A5 empty: the move ends"), "{screen}");
}

/// The step-through of kete.md E2's move in Swahili at 80x24 (issue #30): the caption and every lap of the log
/// in the catalogs' words, a lap too long for the width wrapped under itself rather than cut.
#[test]
fn the_step_through_of_a_kete_move_in_swahili_at_80x24() {
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        let mut app = watching(0);
        let screen = render(&app, 80, 24);
        assert!(screen.contains("mzunguko 3 unaishia A4, lililokuwa na mbegu 4: kupokezana"), "{screen}");
        insta::assert_snapshot!("lap_log_swahili_80x24_kete", screen);
        // At the move's end every lap is in the log.
        app.update(crate::tui::keys::Action::Last);
        insta::assert_snapshot!("lap_log_swahili_80x24_kete_end", render(&app, 80, 24));
    });
}
