//! Variations and comments on the game screen, driven by keys: a move played at an earlier position asks
//! whether to cut the later moves or make a variation; the history lists the tree and walks it (the board
//! follows, into variations); a line is promoted or deleted; a comment is written; undo, redo and the
//! step-through work inside a variation; the save keeps it all (format 2) and opens it again.

use std::fs;

use crate::rules::{AnyMove, Tree};
use crate::store::SaveFile;
use crate::tui::app::Screen;
use crate::tui::play::Mode;
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};

use super::saves::scratch;
use super::{history, play_of, press, render};

/// A kingulu game at one keyboard: A3 a1 played, a1 taken back, and `a3` played there instead.
fn branched(store: &crate::store::Store) -> App {
    let mut app = App::playing(Theme::monochrome(), crate::rules::Variant::Kingulu, None)
        .unwrap()
        .with_saving(Saving::at(store.clone()));
    press(&mut app, ":A3\n:a1\nu:a3\n");
    app
}

fn main_line(app: &App) -> Vec<String> {
    play_of(app).variations.tree().main_line().iter().map(ToString::to_string).collect()
}

#[test]
fn a_move_at_an_earlier_position_asks_to_cut_or_make_a_variation() {
    let store = scratch("variation-ask");
    let mut app = branched(&store);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("play a3 here: y cut the later move, v a variation?"), "{screen}");
    assert!(screen.contains("y cut  v variation  n cancel"), "{screen}");
    press(&mut app, "n");
    assert_eq!((history(&app), main_line(&app)), (vec!["A3".to_string(), "a1".into()], vec!["A3".into(), "a1".into()]));
    // A variation: the board plays on it, and the main line stays.
    press(&mut app, ":a3\nv");
    assert_eq!(history(&app), ["A3", "a3"]);
    assert_eq!(main_line(&app), ["A3", "a1"]);
    assert!(!play_of(&app).variations.on_main_line());
    // The history lists the tree: the main move first, the variation indented under it.
    let screen = render(&app, 80, 24);
    let rows: Vec<&str> = screen.lines().filter(|line| line.contains(". N a")).collect();
    assert!(rows[0].contains("│   2. N a1") && rows[1].contains("│▸   2. N a3"), "{screen}");
    // Cutting instead replaces the later moves.
    press(&mut app, "u:a4\ny");
    assert_eq!(main_line(&app), ["A3", "a1"], "the cut was in the variation");
    assert_eq!(history(&app), ["A3", "a4"]);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn undo_redo_and_the_step_through_stay_in_a_variation() {
    let store = scratch("variation-undo");
    let mut app = branched(&store);
    press(&mut app, "v:A4\n");
    assert_eq!(history(&app), ["A3", "a3", "A4"]);
    press(&mut app, "uuu");
    assert_eq!(play_of(&app).line.cursor(), 0);
    press(&mut app, "UU");
    assert_eq!((history(&app), play_of(&app).line.cursor()), (vec!["A3".into(), "a3".into(), "A4".into()], 2));
    assert_eq!(play_of(&app).last_move().unwrap().to_string(), "a3", "redo went back into the variation");
    press(&mut app, "w");
    assert!(matches!(&play_of(&app).mode, Mode::Step(playback) if playback.mv.to_string() == "a3"));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn the_history_walks_the_tree_promotes_and_deletes() {
    let store = scratch("variation-walk");
    let mut app = branched(&store);
    press(&mut app, "v\t");
    // Up from the variation's a3 is the main line's a1, then A3, then the start; the board follows.
    press(&mut app, "↑");
    assert_eq!((history(&app), play_of(&app).line.cursor()), (vec!["A3".into(), "a1".into()], 2));
    press(&mut app, "↓");
    assert_eq!(history(&app), ["A3", "a3"], "entered the variation");
    press(&mut app, "p");
    assert_eq!(main_line(&app), ["A3", "a3"], "promoted");
    press(&mut app, "↓d");
    assert!(render(&app, 80, 24).contains("delete this move and every move after it, variations too? y/n"));
    press(&mut app, "y");
    assert_eq!(main_line(&app), ["A3", "a3"]);
    assert_eq!(play_of(&app).variations.tree().len(), 3, "a1 is gone");
    // The board at the position before the move deleted, on the line through it (the main line now).
    assert_eq!((history(&app), play_of(&app).line.cursor()), (vec!["A3".into(), "a3".into()], 1));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_comment_is_written_shown_and_saved_with_the_variations_as_format_2() {
    let store = scratch("variation-comment");
    let mut app = branched(&store);
    press(&mut app, "vca quieter reply\n");
    let node = play_of(&app).variations.node(&play_of(&app).line);
    assert_eq!(play_of(&app).variations.tree().comment(node), Some("a quieter reply"));
    let screen = render(&app, 80, 24);
    assert!(screen.contains("2. N a3✎") && screen.contains("✎ a quieter"), "{screen}");
    // In the step-through of the move, under the board.
    press(&mut app, "w");
    assert!(render(&app, 80, 24).contains("✎ a quieter reply"));
    press(&mut app, "\x1b");
    let entries = store.list().unwrap();
    let file = SaveFile::from_json(&fs::read(&entries[0].path).unwrap()).unwrap();
    assert_eq!((file.format, file.moves.clone()), (2, vec!["A3".to_string(), "a1".into()]));
    assert_eq!(file.line, Some(vec!["A3".to_string(), "a3".into()]));
    // Opened again: the same tree, the board on the variation.
    let game = file.check().unwrap();
    assert_eq!(game.variations.tree(), play_of(&app).variations.tree());
    assert_eq!(game.line, play_of(&app).line);
    // Emptying the comment takes it away.
    press(&mut app, "c");
    press(&mut app, &"\u{8}".repeat(20));
    press(&mut app, "\n");
    assert_eq!(play_of(&app).variations.tree().comment(node), None);
    assert_eq!(play_of(&app).variations.tree().comment(Tree::<AnyMove>::ROOT), None);
    fs::remove_dir_all(store.folder()).unwrap();
}

/// What the review's "add the better line" key calls: a line of moves added as a variation at a ply of the main
/// line, checked by the rules, the board left where it is.
#[test]
fn a_line_is_added_as_a_variation_at_a_ply_of_the_main_line() {
    let store = scratch("variation-add");
    let mut app = branched(&store);
    press(&mut app, "n");
    let Screen::Play(play) = &mut app.screen else { panic!("playing") };
    let (before, cursor) = (play.line.clone(), play.line.cursor());
    let mut start = play.line.clone();
    start.go_to(0);
    let a4 = start.resolve("A4").unwrap();
    let end = play.add_variation(0, &[a4]).unwrap();
    assert_eq!(play.variations.tree().moves_to(end), [a4]);
    assert_eq!((&play.line, play.line.cursor()), (&before, cursor), "the board stays");
    assert_eq!(play.variations.tree().children(Tree::<AnyMove>::ROOT).len(), 2);
    let refused = play.add_variation(0, &[a4, a4]).unwrap_err();
    assert!(refused.starts_with("move 2 (A4): "), "{refused}");
    assert!(play.add_variation(9, &[a4]).unwrap_err().contains("no move 9"));
    fs::remove_dir_all(store.folder()).unwrap();
}

/// A resignation stands at the end of the main line: resigning in a variation is refused, and a variation made
/// beside a resigned game's moves keeps the resignation (only a cut of the main line takes it away).
#[test]
fn a_resignation_stands_at_the_end_of_the_main_line() {
    let store = scratch("variation-resign");
    let mut app = branched(&store);
    press(&mut app, "v");
    press(&mut app, "X");
    assert!(super::message(&app).contains("resign on the main line"), "{}", super::message(&app));
    assert_eq!(play_of(&app).forfeit, None);
    // On the main line, resigned; then a variation at an earlier move leaves the resignation where it stands.
    press(&mut app, "\t↑\x1bUXy");
    assert!(play_of(&app).forfeit.is_some());
    press(&mut app, "\x1b\t↑↑\x1b:A4\nv");
    assert_eq!(history(&app), ["A4"]);
    assert!(play_of(&app).forfeit.is_some(), "kept for the main line");
    assert_eq!(play_of(&app).result(), None, "not shown in the variation");
    fs::remove_dir_all(store.folder()).unwrap();
}

/// The comment field is one line: a comment with line breaks is shown with spaces and kept as it was when Enter
/// is pressed without a change.
#[test]
fn a_comment_with_line_breaks_is_kept_when_opened_and_left_unchanged() {
    let store = scratch("variation-lines");
    let mut app = branched(&store);
    press(&mut app, "n");
    let Screen::Play(play) = &mut app.screen else { panic!("playing") };
    let node = play.variations.node(&play.line);
    play.variations.set_comment(node, "two\nlines").unwrap();
    press(&mut app, "c\n");
    assert_eq!(play_of(&app).variations.tree().comment(node), Some("two\nlines"));
    press(&mut app, "c!\n");
    assert_eq!(play_of(&app).variations.tree().comment(node), Some("two lines!"), "changed: one line");
    fs::remove_dir_all(store.folder()).unwrap();
}

/// A review is of the main line, the one the save keeps it beside: on a variation the player is told how to
/// review it (make it the main line) and no review starts; on the main line it does.
#[test]
fn a_review_is_of_the_main_line() {
    let store = scratch("variation-review");
    let mut app = branched(&store);
    press(&mut app, "v");
    assert!(!play_of(&app).variations.on_main_line());
    press(&mut app, "V");
    assert!(play_of(&app).review.is_none(), "no review of a variation");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("a review is of the main line: p in the history makes this line the main one"), "{screen}");
    fs::remove_dir_all(store.folder()).unwrap();
}
