//! Mouse clicks on pits: the pit found under a click is the one drawn there, at every board size and seen
//! from either side, and a click on a pit that starts a move plays it.

use ratatui::layout::Rect;
use ratatui::style::Modifier;

use super::super::keys::Action;
use super::super::view::pit_at;
use super::{app, buffer, history, play_of, press};
use crate::rules::Variant;

/// Where the cursor's `[` is drawn.
fn cursor_cell(app: &super::App, width: u16, height: u16) -> (u16, u16) {
    let buf = buffer(app, width, height);
    for y in 0..height {
        for x in 0..width {
            let cell = &buf[(x, y)];
            if cell.symbol() == "[" && cell.modifier.contains(Modifier::REVERSED) {
                return (x, y);
            }
        }
    }
    panic!("no cursor drawn at {width}x{height}");
}

#[test]
fn the_pit_under_a_click_is_the_pit_drawn_there() {
    for variant in [Variant::Kingulu, Variant::KimasaiRelay, Variant::KimasaiStep] {
        for (width, height) in [(80, 24), (120, 40), (200, 60)] {
            for flip in ["", "f", "→↑"] {
                let mut app = app(variant);
                press(&mut app, flip);
                let cursor = play_of(&app).cursor;
                let (x, y) = cursor_cell(&app, width, height);
                let area = Rect::new(0, 0, width, height);
                assert_eq!(pit_at(&app, area, x, y), cursor, "{variant} {width}x{height} {flip:?}");
                assert_eq!(pit_at(&app, area, 0, 0), None);
            }
        }
    }
}

#[test]
fn a_click_on_a_pit_plays_it_and_elsewhere_does_nothing() {
    let mut app = app(Variant::Kingulu);
    let a4 = "A4".parse().unwrap();
    app.update(Action::Pit("A1".parse().unwrap()));
    let why = "no move from A1: its first lap ends in A5, an occupied hole of south's own row";
    assert_eq!(app.shared.message.as_ref().unwrap().text, why);
    app.update(Action::Pit(a4));
    assert_eq!(history(&app), ["A4"]);
    // Covered by the help, the board takes no clicks.
    app.update(Action::Help);
    let (x, y) = (40, 10);
    assert_eq!(pit_at(&app, Rect::new(0, 0, 80, 24), x, y), None);
}
