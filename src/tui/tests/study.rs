//! The study view through `App::update`: it opens on the board's key, its rankings arrive from the thread through
//! the inbox, the list is drawn at 80x24 (and scrolls), Enter plays the chosen move, and
//! closing it, undoing, playing or quitting stops its search at once. From the position editor, the same key
//! opens the game on the edited position with the study running.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::app::Screen;
use super::super::keys::{Action, Key, KeyScreen};
use super::super::play::{Mode, Study};
use super::super::{App, Theme};
use super::{app, history, message, play_of, press, render};
use crate::engine::{Level, Limits};
use crate::rules::{Hole, MoveText, Setup, Variant};

/// Takes what the inbox holds, as the event loop does, until `ready` holds for the study.
fn wait_for(app: &mut App, ready: impl Fn(&Study) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        app.pump();
        if play_of(app).study.as_ref().is_some_and(&ready) {
            return;
        }
        assert!(Instant::now() < deadline, "the study did not get there");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Replaces the open study's search by one to a fixed depth, so what it shows does not depend on time, and
/// waits for it to end.
fn study_to_depth(app: &mut App, depth: u32) {
    let Screen::Play(play) = &mut app.screen else { panic!("not playing") };
    play.close_study();
    play.study = Some(Study::with_limits(&play.line, play.at(), Limits::depth(depth), &app.shared.post));
    wait_for(app, |study| study.done);
}

fn study(app: &App) -> &Study {
    play_of(app).study.as_ref().expect("the study view is open")
}

fn hole(text: &str) -> Hole {
    text.parse::<MoveText>().unwrap().hole
}

#[test]
fn the_study_lists_every_move_best_first_at_80x24() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "A");
    assert_eq!(app.key_screen(), KeyScreen::Study);
    assert!(app.studying(), "the study searches");
    assert_eq!(app.next_wake(Instant::now()), None, "the loop sleeps meanwhile: each depth wakes it");
    study_to_depth(&mut app, 7);
    assert!(!app.studying());
    let moves: Vec<String> = study(&app).moves().iter().map(|scored| scored.mv.to_string()).collect();
    assert_eq!(moves.len(), 4);
    assert!(study(&app).moves().windows(2).all(|pair| pair[0].score >= pair[1].score));
    // The choice starts on the best move; j moves it down, and the board's cursor goes to its pit.
    press(&mut app, "j");
    assert_eq!(study(&app).selected(), 1);
    assert_eq!(study(&app).selected_hole(), Some(hole(&moves[1])));
    insta::assert_snapshot!("study_kingulu_80x24", render(&app, 80, 24));
    let screen = render(&app, 80, 24);
    assert!(screen.contains("depth 7 · done"), "{screen}");
}

#[test]
fn a_long_list_scrolls_with_the_choice_and_proven_results_read_as_such() {
    let from: Setup =
        "kimasai-relay S 2,0,3,1,0,2,4,1/1,3,0,2,5,0,1,2/2,1,0,3,1,2,0,4/3,0,2,1,6,0,2,10 r=0,0 m=61".parse().unwrap();
    let mut app = App::playing(Theme::monochrome(), Variant::KimasaiRelay, Some(from)).unwrap();
    press(&mut app, "A");
    study_to_depth(&mut app, 3);
    assert!(render(&app, 80, 24).contains("moves 1-8 of 12"));
    app.update(Action::Last);
    assert_eq!(study(&app).selected(), 11);
    insta::assert_snapshot!("study_relay_scrolled", render(&app, 80, 24));
    // A won position: every move is proven, in plies.
    let from: Setup = "kingulu S 0,1,0,0,0,0/1,0,0,1,0,0 c=25,20 m=30".parse().unwrap();
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, Some(from)).unwrap();
    press(&mut app, "A");
    wait_for(&mut app, |study| study.done);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("▸ A1    win in 1 ply") && screen.contains("A4    win in 3 plies"), "{screen}");
    assert!(screen.contains("depth 3 · solved"), "{screen}");
}

#[test]
fn results_arrive_while_it_searches_and_closing_stops_it_at_once() {
    let mut app = app(Variant::KimasaiRelay);
    press(&mut app, "A");
    assert!(render(&app, 80, 24).contains("searching"));
    wait_for(&mut app, |study| study.ranking.as_ref().is_some_and(|ranking| ranking.depth >= 2));
    assert!(app.studying(), "the study searches for seconds");
    let started = Instant::now();
    press(&mut app, "\x1b");
    assert!(started.elapsed() < Duration::from_secs(1), "closing waited {:?}", started.elapsed());
    assert!(play_of(&app).study.is_none() && !app.studying());
    assert_eq!(app.key_screen(), KeyScreen::Board);
    assert_eq!(message(&app), "study closed");
    // Its key opens and closes it again.
    press(&mut app, "A");
    assert!(play_of(&app).study.is_some());
    press(&mut app, "A");
    assert!(play_of(&app).study.is_none());
    // Quitting while it searches stops it too.
    press(&mut app, "A");
    let started = Instant::now();
    press(&mut app, "q");
    assert!(app.quit && !app.studying());
    assert!(started.elapsed() < Duration::from_secs(1), "quitting waited {:?}", started.elapsed());
}

#[test]
fn enter_plays_the_chosen_move_and_undo_closes_the_study() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "A");
    wait_for(&mut app, |study| study.ranking.is_some());
    press(&mut app, "jj");
    let chosen = study(&app).selected_move().unwrap().mv;
    press(&mut app, "\n");
    assert_eq!(history(&app), [chosen.to_string()]);
    assert!(play_of(&app).study.is_none(), "playing closes the study");
    assert_eq!(app.key_screen(), KeyScreen::Board);
    // Undo from the study takes the move back and closes it.
    press(&mut app, "A");
    assert!(play_of(&app).study.is_some());
    press(&mut app, "u");
    assert!(play_of(&app).study.is_none());
    assert_eq!(play_of(&app).line.cursor(), 0);
    assert_eq!(play_of(&app).cursor, Some(chosen.hole()), "back on the pit of the move taken back");
    // A click on a pit chooses the best move from it.
    press(&mut app, "A");
    wait_for(&mut app, |study| study.ranking.is_some());
    app.update(Action::Pit(hole("A5")));
    assert_eq!(study(&app).selected_move().unwrap().mv.to_string(), "A5");
    // Closing leaves the board's cursor on the chosen move's pit, so Enter plays it from the board (cutting
    // the move taken back).
    press(&mut app, "\x1b\ny");
    assert_eq!(history(&app), ["A5"]);
}

#[test]
fn the_study_is_refused_while_the_computer_thinks_and_its_moves_are_not_chosen_for_it() {
    // North the computer at level 6, which thinks for seconds.
    let mut app = App::new(Theme::monochrome());
    app.shared.settings.levels.north = Level::new(6).unwrap();
    press(&mut app, "←↓↓→\n\n");
    assert!(app.thinking());
    press(&mut app, "A");
    assert!(play_of(&app).study.is_none());
    assert!(message(&app).contains("is thinking"), "{}", message(&app));
    // Back at the start position, South (the person) studies; after the reply it is the computer's turn
    // in a past position, where Enter chooses nothing for it.
    press(&mut app, "u");
    assert!(!app.thinking());
    let Screen::Play(play) = &mut app.screen else { panic!() };
    let a3 = play.line.resolve("A3").unwrap();
    play.line.play(a3).unwrap();
    let reply = play.line.legal_moves()[0];
    play.line.play(reply).unwrap();
    play.line.go_to(1);
    play.settle();
    press(&mut app, "A");
    assert!(play_of(&app).study.is_some(), "{}", message(&app));
    wait_for(&mut app, |study| study.ranking.is_some());
    press(&mut app, "\n");
    assert!(message(&app).contains("the computer plays this side"), "{}", message(&app));
    assert_eq!(history(&app).len(), 2);
    // Nothing to study once the game is over.
    let over: Setup = "kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=24,24".parse().unwrap();
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, Some(over)).unwrap();
    press(&mut app, "\x1bA");
    assert!(play_of(&app).study.is_none());
    assert!(message(&app).contains("the game is over"), "{}", message(&app));
}

#[test]
fn a_key_bound_to_study_opens_and_closes_it() {
    let mut app = app(Variant::Kingulu);
    app.shared.settings.keys.bind(Key::Char('z'), Action::Study);
    let z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::NONE);
    app.update(app.map_key(&z).unwrap());
    assert!(play_of(&app).study.is_some());
    assert_eq!(app.map_key(&z), Some(Action::Study));
    app.update(Action::Study);
    assert!(play_of(&app).study.is_none());
    // Its help lists the study's keys.
    press(&mut app, "A?");
    assert!(render(&app, 80, 24).contains("Keys: study"));
    press(&mut app, "\x1b\x1b");
    assert!(play_of(&app).study.is_none());
}

#[test]
fn the_editor_opens_the_edited_position_with_the_study_running() {
    let mut app = App::new(Theme::monochrome());
    // Kingulu's editor; 12 seeds on A1 make an impossible position, which is refused.
    press(&mut app, "←e12A");
    assert!(matches!(app.screen, Screen::Editor(_)));
    assert!(message(&app).contains("cannot be studied: totals"), "{}", message(&app));
    // Back to 4 seeds, then South's A1 emptied onto A2: a valid position, studied.
    press(&mut app, "\u{8}\u{8}0→8A");
    let play = play_of(&app);
    assert_eq!((play.line.start().count(hole("A1")), play.line.start().count(hole("A2"))), (Some(0), Some(8)));
    assert!(play.study.is_some() && play.mode == Mode::Board);
    wait_for(&mut app, |study| study.ranking.is_some());
    assert!(study(&app).moves().iter().all(|scored| scored.mv.to_string() != "A1"));
}

/// Issue 15: the hint and the study agree. After the study proved a result, the hint key says that result
/// (and where it came from) instead of a shallower search's score.
#[test]
fn the_hint_says_what_the_study_proved() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "A");
    study_to_depth(&mut app, 7);
    let best = study(&app).selected_move().unwrap().clone();
    press(&mut app, "\x1b");
    assert!(play_of(&app).study.is_none());
    press(&mut app, "H");
    assert!(!app.thinking(), "nothing to search again");
    let expected = format!("hint: {}, score {}, depth {} (the study's)", best.mv, best.score, best.depth);
    assert_eq!(message(&app), expected);
    // Once the board moves on, the study's result is not this position's: the hint searches for itself.
    press(&mut app, "\n");
    press(&mut app, "H");
    assert!(app.thinking());
}

/// The study view in Swahili at 80x24 (issue #30): its title, header, state and proven results from the
/// catalogs, the evaluation column as wide as its longest word.
#[test]
fn the_study_in_swahili_at_80x24() {
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        let from: Setup = "kingulu S 0,1,0,0,0,0/1,0,0,1,0,0 c=25,20 m=30".parse().unwrap();
        let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, Some(from)).unwrap();
        press(&mut app, "A");
        wait_for(&mut app, |study| study.done);
        let screen = render(&app, 80, 24);
        assert!(screen.contains("▸ A1    ushindi: hatua 1") && screen.contains("kina 3 · imetatuliwa"), "{screen}");
        insta::assert_snapshot!("study_swahili_80x24", screen);
    });
}
