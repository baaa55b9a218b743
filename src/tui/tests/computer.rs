//! Games against the computer through `App::update`: the computer replies, undo takes back its reply and the
//! person's move, the hint key, and quitting or undoing while it thinks. The answer is waited for by taking
//! what the app's inbox holds, as the event loop does, with a time limit.

use std::time::{Duration, Instant};

use super::super::app::Screen;
use super::super::play::Mode;
use super::super::{Action, App};
use super::{Theme, history, message, play_of, press};
use crate::engine::Level;
use crate::rules::{Side, Variant};

/// Takes what the inbox holds, as the event loop does, until the computer has answered.
pub(super) fn wait_for_the_computer(app: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while app.thinking() {
        assert!(Instant::now() < deadline, "the computer did not answer");
        app.pump();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Kingulu from the start screen with North the computer at `level`, the settings' level for
/// North (which the first → gives).
pub(super) fn against(level: u8) -> App {
    let mut app = App::new(Theme::monochrome());
    app.shared.settings.levels.north = Level::new(level).unwrap();
    press(&mut app, "←↓↓→\n");
    assert!(matches!(app.screen, Screen::Play(_)), "{}", message(&app));
    app
}

#[test]
fn the_computer_replies_and_undo_takes_back_both_moves() {
    let mut app = against(1);
    assert!(!app.thinking(), "south, a person, moves first");
    press(&mut app, "\n");
    assert_eq!(history(&app), ["A3"]);
    assert!(app.thinking(), "north thinks");
    assert_eq!(app.next_wake(Instant::now()), None, "the loop sleeps meanwhile: the answer wakes it");
    // The person cannot move for the computer.
    press(&mut app, "\n");
    assert!(message(&app).contains("north (level 1, beginner) is thinking"), "{}", message(&app));
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 2);
    assert!(message(&app).starts_with("north (level 1, beginner) played"), "{}", message(&app));
    assert_eq!(play_of(&app).line.side_to_move(), Side::South);
    press(&mut app, "u");
    assert_eq!(play_of(&app).line.cursor(), 0, "back to the person's move");
    assert!(message(&app).starts_with("took back A3 "), "{}", message(&app));
    assert!(!app.thinking(), "the computer does not play over a past position");
    // Playing from there cuts the computer's old reply, and it answers the new move.
    press(&mut app, "→\ny");
    assert_eq!(history(&app), ["A4"]);
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 2);
}

#[test]
fn a_computer_sitting_south_moves_first() {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "←↓→\n");
    assert!(app.thinking());
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 1);
    assert_eq!(play_of(&app).line.side_to_move(), Side::North);
}

#[test]
fn undo_or_quit_while_the_computer_thinks_stops_it() {
    // Level 6 thinks for its whole clock unless stopped.
    let mut app = against(6);
    press(&mut app, "\n");
    assert!(app.thinking());
    press(&mut app, "u");
    assert!(!app.thinking(), "the thought is dropped");
    assert_eq!(play_of(&app).line.cursor(), 0);
    press(&mut app, "\ny");
    assert!(app.thinking());
    let started = Instant::now();
    press(&mut app, "q");
    assert!(app.quit && !app.thinking());
    assert!(started.elapsed() < Duration::from_secs(1), "quitting waited {:?}", started.elapsed());
}

#[test]
fn the_hint_key_shows_the_best_move_and_its_score() {
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap();
    press(&mut app, "H");
    assert!(app.thinking());
    wait_for_the_computer(&mut app);
    let hint = message(&app);
    assert!(hint.starts_with("hint: A") && hint.contains("score") && hint.contains("depth"), "{hint}");
    assert!(history(&app).is_empty(), "a hint plays nothing");
}

#[test]
fn the_reply_waits_for_the_persons_move_to_be_watched_to_its_end() {
    let mut app = against(1);
    app.shared.settings.auto_watch = true;
    press(&mut app, "\n");
    assert!(matches!(play_of(&app).mode, Mode::Step(_)), "the person's move plays seed by seed");
    for _ in 0..20 {
        app.pump();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(history(&app).len(), 1, "north's reply waits");
    app.update(Action::Last);
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 2);
    let Mode::Step(playback) = &play_of(&app).mode else { panic!("north's move plays seed by seed") };
    assert!(!playback.caption().is_empty());
}

#[test]
fn looking_back_in_history_stops_the_thought_and_coming_back_starts_it_again() {
    let mut app = against(6);
    press(&mut app, "\n\tk");
    assert!(!app.thinking(), "no thinking over a past position");
    press(&mut app, "j");
    assert!(app.thinking(), "back at the end of the game, north thinks again");
    // Resigning while north thinks is the person's resignation.
    press(&mut app, "\x1bXy");
    assert!(!app.thinking());
    assert_eq!(play_of(&app).result().unwrap(), "north wins : south resigned");
}

#[test]
fn redo_plays_again_the_persons_move_and_the_computers_reply() {
    let mut app = against(1);
    press(&mut app, "\n");
    wait_for_the_computer(&mut app);
    let line = history(&app);
    assert_eq!(line.len(), 2);
    press(&mut app, "u");
    assert_eq!(play_of(&app).line.cursor(), 0);
    // One redo goes on to the person's turn: the computer is never left to move over a recorded reply.
    press(&mut app, "U");
    assert_eq!(play_of(&app).line.cursor(), 2, "{}", message(&app));
    assert_eq!(play_of(&app).line.side_to_move(), Side::South);
    assert_eq!(message(&app), format!("played again {}", line.join(" ")));
    assert!(!app.thinking(), "the person is to move");
    assert_eq!(history(&app), line, "the recorded reply is kept, not thought again");
}

#[test]
fn redo_to_the_end_of_the_line_with_the_computer_to_move_restarts_it() {
    // Level 6 thinks for its whole clock unless stopped, so the thought is caught on the way.
    let mut app = against(6);
    press(&mut app, "\n");
    assert!(app.thinking());
    // Undo while it thinks takes back the person's move alone; redo plays it again, leaving nothing to redo
    // and the computer to move: it thinks again.
    press(&mut app, "u");
    assert!(!app.thinking());
    press(&mut app, "U");
    assert_eq!((play_of(&app).line.cursor(), history(&app).len()), (1, 1), "{}", message(&app));
    assert!(!play_of(&app).line.has_future());
    assert!(app.thinking(), "north thinks again after the redo");
    press(&mut app, "q");
}

/// Issue 16: with the bell setting on, the computer's reply rings the bell once (the loop writes one BEL when it
/// next draws); off, as by default, it never rings; a person's own move never rings it.
#[test]
fn the_bell_rings_once_when_the_computer_has_moved_and_only_if_asked() {
    for bell in [false, true] {
        let mut app = against(1);
        app.shared.settings.bell = bell;
        press(&mut app, "\n");
        assert!(!app.shared.bell, "a person's own move does not ring");
        wait_for_the_computer(&mut app);
        assert_eq!(history(&app).len(), 2);
        assert_eq!(app.shared.bell, bell, "the reply rings only with the setting on");
    }
    assert!(!crate::tui::settings::Settings::default().bell, "off by default");
}

/// A game opened from the command line with the computer moving first (`bao play kingulu --south 2`) starts
/// it thinking before any key: `begin`, which the full screen and the line mode both call before their first
/// message. Without it the computer waited for a key.
#[test]
fn the_computer_moving_first_starts_before_any_key() {
    use crate::store::{Player, Players};
    let seats = Players { south: Player::Computer { level: Level::new(2).unwrap() }, north: Player::Person };
    let mut app = App::new_game(Theme::monochrome(), Variant::Kingulu, None, Some(seats)).unwrap();
    assert!(!app.thinking(), "nothing runs before begin");
    app.begin();
    assert!(app.thinking(), "south, the computer, thinks at once");
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 1);
    assert_eq!(play_of(&app).line.side_to_move(), Side::North);
}
