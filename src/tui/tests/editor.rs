//! The position editor, driven by keys through `App::update`: counts typed and stepped, banks, side to move,
//! reserved marks; every edit validated by the rules, an invalid position shown with the rules' message and
//! refused, a valid one played; back to the game it was opened from.

use crate::rules::Setup;
use crate::tui::app::Screen;
use crate::tui::editor::Editor;
use crate::tui::{App, Theme};

use super::{history, message, play_of, press, render};

fn editor(app: &App) -> &Editor {
    match &app.screen {
        Screen::Editor(editor) => editor,
        _ => panic!("not in the editor: {}", message(app)),
    }
}

/// The start screen with kingulu selected, then `e`.
fn kingulu_editor() -> App {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "←e");
    app
}

#[test]
fn edits_are_validated_by_the_rules_and_only_a_valid_position_plays() {
    let mut app = kingulu_editor();
    assert_eq!(editor(&app).setup.to_string(), "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1");
    assert_eq!(editor(&app).hole().to_string(), "A1");
    // Typing 12 on A1 makes 56 seeds: the rules say why, and the position cannot be played.
    press(&mut app, "12");
    assert_eq!(editor(&app).setup.count("A1".parse().unwrap()), Some(12));
    let error = editor(&app).verdict.clone().unwrap_err();
    assert!(error.starts_with("totals:"), "{error}");
    insta::assert_snapshot!("editor_invalid", render(&app, 80, 24));
    press(&mut app, "\n");
    assert!(matches!(app.screen, Screen::Editor(_)));
    assert!(message(&app).contains("cannot be played: totals"), "{}", message(&app));
    // Backspace takes back a digit; + and - step.
    press(&mut app, "\u{8}+++-");
    assert_eq!(editor(&app).setup.count("A1".parse().unwrap()), Some(3));
    // Put the missing seed in North's bank instead: Tab goes through the values beside the board.
    press(&mut app, "\t\t");
    assert_eq!(editor(&app).field.describe(), "north's bank (c)");
    press(&mut app, "1");
    assert_eq!(editor(&app).verdict, Ok("south to move, 4 legal moves".into()), "{:?}", editor(&app).verdict);
    // The other side to move; a pit reserved by kuweka mtoto; the position string follows every edit.
    press(&mut app, "→s*");
    assert_eq!(editor(&app).setup.to_string(), "kingulu N 4,4,4,4,4,4/3,4*,4,4,4,4 c=0,1 m=1");
    press(&mut app, "*");
    press(&mut app, "\n");
    let play = play_of(&app);
    assert_eq!(play.line.start().to_string(), "kingulu N 4,4,4,4,4,4/3,4,4,4,4,4 c=0,1 m=1");
    assert_eq!(play.line.len(), 0);
}

#[test]
fn the_editor_opens_on_the_games_position_and_esc_goes_back_to_the_game() {
    let mut app = App::playing(Theme::monochrome(), crate::rules::Variant::Kingulu, None).unwrap();
    press(&mut app, "\ne");
    let after: Setup = "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2".parse().unwrap();
    assert_eq!(editor(&app).setup, after);
    press(&mut app, "x");
    assert!(editor(&app).verdict.is_err(), "an empty board does not add up");
    press(&mut app, "\x1b");
    assert_eq!(history(&app), ["A3"], "the game is as it was");
}

#[test]
fn marks_of_other_games_are_refused_in_words() {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "→e");
    assert_eq!(editor(&app).setup.variant, crate::rules::Variant::KimasaiRelay);
    press(&mut app, "*");
    assert!(message(&app).contains("does not apply to kimasai-relay"), "{}", message(&app));
    insta::assert_snapshot!("editor_relay", render(&app, 80, 24));
}

#[test]
fn kete_flags_are_edited_and_checked_by_the_rules() {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "e");
    assert_eq!(editor(&app).setup.variant, crate::rules::Variant::Kete);
    assert!(editor(&app).verdict.is_ok(), "{:?}", editor(&app).verdict);
    // On A1: t reserves it (hizi zetu), k turns South's kuu off; again, back.
    press(&mut app, "tk");
    assert_eq!(editor(&app).setup.takasia, "A1".parse().ok());
    assert!(!editor(&app).setup.kuu.south);
    press(&mut app, "tk");
    assert_eq!(editor(&app).setup.takasia, None);
    assert!(editor(&app).setup.kuu.south);
    // An empty board with the kuu standing breaks the rules' invariants: it cannot be played.
    press(&mut app, "x");
    assert!(editor(&app).verdict.is_err(), "{:?}", editor(&app).verdict);
    press(&mut app, "\n");
    assert!(matches!(app.screen, Screen::Editor(_)), "an invalid position is not played");
}

#[test]
fn the_widest_board_fits_80_columns_in_the_editor() {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "→→e");
    assert_eq!(editor(&app).setup.variant, crate::rules::Variant::KimasaiStep);
    let screen = render(&app, 80, 24);
    assert!(!screen.contains("terminal too small"), "{screen}");
    insta::assert_snapshot!("editor_kimasai_step", screen);
}

/// Issue 15: digits typed in a row make one number only while the hole could hold it; a digit that would make
/// more than that starts a new number (`5` then `0` on a kingulu pit is 0, not 50).
#[test]
fn digits_make_a_number_the_hole_can_hold() {
    let mut app = kingulu_editor();
    let count = |app: &App| editor(app).setup.count(editor(app).hole()).unwrap();
    press(&mut app, "50");
    assert_eq!(count(&app), 0, "50 seeds are more than kingulu has");
    press(&mut app, "12");
    assert_eq!(count(&app), 12);
    press(&mut app, "→48");
    assert_eq!(count(&app), 48, "every seed of the game in one hole is still a number to type");
    let mut kete = App::new(Theme::monochrome());
    press(&mut kete, "e50");
    assert_eq!(count(&kete), 50);
    press(&mut kete, "→65");
    assert_eq!(count(&kete), 5, "kete has 64 seeds");
}
