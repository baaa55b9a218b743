//! The review screen through `App::update`: `V` opens it and the review runs on its thread, its moves coming
//! back through the inbox into the screen and the save; the cursor walks the game with the board following,
//! `n` and `p` find the mistakes, Enter steps through a better line lap by lap; stopping and going on gives the
//! review a run straight through gives; and the screen drawn at 80x24 and 120x40, in Unicode and in ASCII, with
//! no colours (the monochrome theme, as under `NO_COLOR`).

use std::time::{Duration, Instant};

use super::super::app::Screen;
use super::super::keys::{Action, KeyScreen};
use super::super::play::ReviewPanel;
use super::super::{App, Theme};
use super::{play_of, press, render};
use crate::engine::review::tests_support::random_line;
use crate::engine::review::{Mark, Reviewer, Thresholds, default_depth};
use crate::rules::{Setup, Tree, Variant};

/// A game of `variant` on `moves`, both seats people, on the board after the last move.
fn game_on(variant: Variant, moves: &[String]) -> App {
    let mut app = App::playing(Theme::monochrome(), variant, None).unwrap();
    let Screen::Play(play) = &mut app.screen else { panic!("not playing") };
    for text in moves {
        let mv = play.line.resolve(text).unwrap();
        play.line.play(mv).unwrap();
    }
    play.settle();
    app
}

/// The moves of a random game of `variant` of at most `plies` plies, from `seed`.
fn random_moves(variant: Variant, plies: usize, seed: u64) -> Vec<String> {
    random_line(variant, plies, seed).moves().map(|mv| mv.to_string()).collect()
}

fn play_of_mut(app: &mut App) -> &mut super::super::play::Play {
    let Screen::Play(play) = &mut app.screen else { panic!("not playing") };
    play
}

fn panel(app: &App) -> &ReviewPanel {
    play_of(app).review.as_deref().expect("the review screen is open")
}

/// Takes what the inbox holds until the review has stopped running.
fn wait_for_review(app: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while panel(app).running() {
        app.pump();
        assert!(Instant::now() < deadline, "the review did not end");
        std::thread::sleep(Duration::from_millis(5));
    }
    app.pump();
}

/// Opens the review screen as `V` does, a new review searching to `depth`.
fn open_review(app: &mut App, depth: u32) {
    let Screen::Play(play) = &mut app.screen else { panic!("not playing") };
    play.open_review_at(depth, &mut app.shared);
}

fn constructed() -> Vec<String> {
    crate::engine::review::tests_support::CONSTRUCTED.iter().map(ToString::to_string).collect()
}

#[test]
fn the_review_runs_in_the_background_and_the_cursor_walks_the_mistakes() {
    let mut app = game_on(Variant::Kingulu, &constructed());
    press(&mut app, "V");
    assert_eq!(app.key_screen(), KeyScreen::Review);
    assert_eq!(panel(&app).review.depth, default_depth(Variant::Kingulu), "V reviews at the default depth");
    // At the depth the constructed game's marks are proved to.
    press(&mut app, "\x1b");
    play_of_mut(&mut app).slot.review = None;
    open_review(&mut app, crate::engine::review::tests_support::PROVED_DEPTH);
    wait_for_review(&mut app);
    assert_eq!(panel(&app).progress(), (4, 4));
    // Kept for the save as it came.
    assert_eq!(play_of(&app).slot.review.as_ref().map(|review| review.plies.len()), Some(4));
    let marks = panel(&app).marks(Thresholds::of(Variant::Kingulu));
    assert_eq!((marks[2], marks[3]), (Mark::Blunder, Mark::MissedWin));
    // From the start, n goes to the first mistake of either side, then the next; the board follows.
    app.update(Action::First);
    assert_eq!((panel(&app).cursor, play_of(&app).line.cursor()), (0, 0));
    let first = marks.iter().position(|mark| mark.is_mistake()).unwrap();
    press(&mut app, "n");
    assert_eq!((panel(&app).cursor, play_of(&app).line.cursor()), (first + 1, first + 1));
    press(&mut app, "nn");
    assert_eq!(panel(&app).cursor, 4, "a6, the missed win, is the last mistake");
    press(&mut app, "p");
    assert_eq!(panel(&app).cursor, 3, "A2, the blunder");
    // Enter: the better line, its first move stepped through lap by lap, then its next move.
    press(&mut app, "\n");
    assert_eq!(app.key_screen(), KeyScreen::ReviewLine);
    let better = panel(&app).better.clone().unwrap();
    assert_eq!((better.ply, better.at), (2, 0));
    assert_eq!(better.moves, play_of(&app).slot.review.as_ref().unwrap().plies[2].pv);
    press(&mut app, "]");
    assert!(panel(&app).better.as_ref().unwrap().playback.cursor() > 0);
    if better.moves.len() > 1 {
        press(&mut app, "n");
        assert_eq!(panel(&app).better.as_ref().unwrap().at, 1);
    }
    press(&mut app, "\x1b");
    assert_eq!(app.key_screen(), KeyScreen::Review);
    // Esc: back to the board at the cursor's position, the review kept.
    press(&mut app, "\x1b");
    assert!(play_of(&app).review.is_none());
    assert_eq!(play_of(&app).line.cursor(), 3);
    assert!(play_of(&app).slot.review.is_some());
}

#[test]
fn a_review_stopped_and_gone_on_with_is_the_review_run_straight_through() {
    let moves = random_moves(Variant::Kete, 12, 3);
    let mut app = game_on(Variant::Kete, &moves);
    press(&mut app, "V ");
    assert!(!panel(&app).running(), "Space stopped it");
    app.pump();
    let stopped_at = panel(&app).progress().0;
    // Closed and opened again, it goes on from what it had.
    press(&mut app, "\x1bV");
    assert!(panel(&app).progress().0 >= stopped_at);
    wait_for_review(&mut app);
    assert_eq!(panel(&app).progress(), (moves.len(), moves.len()));
    let line = play_of(&app).line.clone();
    let mut straight = Reviewer::new(&line, None, default_depth(Variant::Kete));
    straight.run(None, |_, _| {});
    assert_eq!(&panel(&app).review, straight.review());
}

/// A review of a whole kingulu game, complete, its cursor on a mistake.
fn reviewed(ascii: bool) -> App {
    let mut app = game_on(Variant::Kingulu, &random_moves(Variant::Kingulu, 60, 2));
    app.shared.environment.ascii = ascii;
    open_review(&mut app, 13);
    wait_for_review(&mut app);
    app.update(Action::First);
    press(&mut app, "n");
    app
}

#[test]
fn the_review_screen_at_80x24_and_120x40_in_unicode_and_ascii() {
    for ascii in [false, true] {
        let app = reviewed(ascii);
        let kind = if ascii { "ascii" } else { "unicode" };
        for (width, height) in [(80, 24), (120, 40)] {
            let screen = render(&app, width, height);
            assert!(screen.contains("review complete"), "{screen}");
            insta::assert_snapshot!(format!("review_{width}x{height}_{kind}"), screen);
        }
    }
}

#[test]
fn a_better_line_stepped_through_at_80x24() {
    let mut app = reviewed(false);
    press(&mut app, "\n]");
    insta::assert_snapshot!("review_better_line_80x24", render(&app, 80, 24));
}

/// `V` in the saves list opens the save with its review, which is written into the save as it comes: opened
/// again, the review is there, complete, and nothing is searched again.
#[test]
fn v_in_the_saves_list_reviews_a_save_and_the_review_is_kept_in_it() {
    use crate::store::{Players, SaveFile};
    let store = super::saves::scratch("review");
    let start = Setup::start(Variant::Kingulu);
    store.save("constructed", &SaveFile::new(&start, constructed(), Players::default())).unwrap();
    let mut app = App::new(Theme::monochrome()).with_saving(crate::tui::saving::Saving::at(store.clone()));
    press(&mut app, "oV");
    assert_eq!(app.key_screen(), KeyScreen::Review);
    wait_for_review(&mut app);
    app.autosave();
    let (_, game) = store.load("constructed").unwrap();
    let kept = game.review.expect("the review is in the save");
    assert_eq!((kept.depth, kept.plies.len()), (default_depth(Variant::Kingulu), 4));
    assert_eq!(&kept, &panel(&app).review);
    // Quit and open it again: the review is shown complete at once.
    app.stop_thinking();
    drop(app);
    let mut again = App::new(Theme::monochrome()).with_saving(crate::tui::saving::Saving::at(store.clone()));
    press(&mut again, "oV");
    assert!(!panel(&again).running(), "nothing left to review");
    assert_eq!(panel(&again).review, kept);
    let _ = std::fs::remove_dir_all(store.folder());
}

/// `v` keeps a better line as a variation beside the move it is better than, in the review and in the better
/// line stepped through; the main line and the board stay, and the best move's own line is not offered.
#[test]
fn v_keeps_a_better_line_as_a_variation_of_the_game() {
    let mut app = game_on(Variant::Kingulu, &constructed());
    open_review(&mut app, crate::engine::review::tests_support::PROVED_DEPTH);
    wait_for_review(&mut app);
    let main: Vec<String> = constructed();
    // The blunder, A2 (move 3): its better line kept beside it.
    app.update(Action::First);
    press(&mut app, "nnnp");
    assert_eq!(panel(&app).cursor, 3);
    let better = play_of(&app).slot.review.as_ref().unwrap().plies[2].pv.clone();
    press(&mut app, "v");
    let tree = play_of(&app).variations.tree().clone();
    let texts = |moves: &[crate::rules::AnyMove]| moves.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert_eq!(texts(&tree.main_line()), main, "the main line stays");
    let two = tree.node_at(tree.line_end(Tree::<crate::rules::AnyMove>::ROOT), 2).unwrap();
    let beside: Vec<_> = tree.children(two).iter().skip(1).map(|&node| tree.moves_to(tree.line_end(node))).collect();
    let mut expected = texts(&tree.moves_to(two));
    expected.extend(texts(&better));
    assert_eq!(beside.iter().map(|moves| texts(moves)).collect::<Vec<_>>(), [expected]);
    assert_eq!(play_of(&app).line.cursor(), 3, "the board stays");
    assert!(render(&app, 80, 24).contains("kept as a variation beside move 3"));
    // The best move has no better line to keep.
    app.update(Action::First);
    press(&mut app, "\x1b[C");
    let first = &play_of(&app).slot.review.as_ref().unwrap().plies[0];
    if first.played == first.best {
        press(&mut app, "v");
        assert!(render(&app, 80, 24).contains("was the best move"));
    }
}

/// The review screen in Swahili at 80x24 (issue #30), on the constructed game's missed win: its mark, the
/// evaluations and the exact verdict, the marks' legend, all from the catalogs and within 80 columns.
#[test]
fn the_review_screen_in_swahili_at_80x24() {
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        let mut app = game_on(Variant::Kingulu, &constructed());
        open_review(&mut app, crate::engine::review::tests_support::PROVED_DEPTH);
        wait_for_review(&mut app);
        app.update(Action::Last);
        let screen = render(&app, 80, 24);
        for words in ["mapitio yamekamilika", "ushindi uliopotea", "imepoteza ushindi wa lazima", "X kosa kubwa"] {
            assert!(screen.contains(words), "{words}: {screen}");
        }
        insta::assert_snapshot!("review_swahili_80x24", screen);
    });
}

/// Issue #29, item 4: the comment written on a move is shown under that move's words when the review's cursor
/// is on it, and the start position's at the start; a move without one shows none.
#[test]
fn the_review_shows_the_comment_of_the_move_at_its_cursor() {
    let mut app = game_on(Variant::Kingulu, &constructed());
    let play = play_of_mut(&mut app);
    let tip = play.variations.node(&play.line);
    let tree = play.variations.tree();
    let (root, third) = (tree.node_at(tip, 0).unwrap(), tree.node_at(tip, 3).unwrap());
    play.variations.set_comment(third, "here I threw it away").unwrap();
    play.variations.set_comment(root, "from the opening of the club's game").unwrap();
    open_review(&mut app, crate::engine::review::tests_support::PROVED_DEPTH);
    wait_for_review(&mut app);
    app.update(Action::First);
    assert!(render(&app, 80, 24).contains("✎ from the opening of the club's game"));
    press(&mut app, "nn");
    assert_eq!(panel(&app).cursor, 3, "A2, the blunder");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("✎ here I threw it away"), "{screen}");
    assert!(!screen.contains("from the opening"), "{screen}");
    press(&mut app, "n");
    assert!(!render(&app, 80, 24).contains('✎'), "the fourth move has no comment");
}
