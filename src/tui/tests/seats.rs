//! The players panel (`P`) during a game, driven by keys through `App::update`: changing the level of the
//! computer while it thinks stops the old search and starts one at the new level; making the thinking side a
//! person stops it and lets the person move; making the side to move the computer starts it; Esc changes
//! nothing; the save records the new players. The panel at 80x24 is a snapshot.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::super::app::{App, Screen};
use super::super::keys::KeyScreen;
use super::super::play::{Mode, Play, Purpose};
use super::super::saving::Saving;
use super::computer::{against, wait_for_the_computer};
use super::saves::scratch;
use super::{Theme, history, message, play_of, press, render};
use crate::engine::Level;
use crate::rules::{Side, Variant};
use crate::store::{Player, SaveFile};

/// The stop flag of the thought under way, and what it was asked.
fn thought(app: &App) -> (Arc<AtomicBool>, Purpose) {
    let thinker = play_of(app).thinking.as_ref().expect("the computer is thinking");
    (thinker.stop_flag(), thinker.purpose)
}

/// Waits until the thread of a stopped thought has ended: its copy of the stop flag is gone with it.
fn wait_for_the_thread(flag: &Arc<AtomicBool>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while Arc::strong_count(flag) > 1 {
        assert!(Instant::now() < deadline, "the stopped search is still running");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn kind(app: &App, side: Side) -> Player {
    play_of(app).seats[side]
}

#[test]
fn changing_the_level_while_the_computer_thinks_starts_it_again_at_the_new_level() {
    // Level 6 thinks for its whole clock unless stopped.
    let mut app = against(6);
    press(&mut app, "\n");
    let (old, purpose) = thought(&app);
    assert_eq!(purpose, Purpose::Move(Side::North, Level::new(6).unwrap()));
    // The panel opens while it thinks, on the computer's side; the thought goes on meanwhile.
    press(&mut app, "P");
    assert_eq!(app.key_screen(), KeyScreen::Seats);
    let Mode::Seats(panel) = play_of(&app).mode else { panic!("the players panel") };
    assert_eq!(panel.side, Side::North);
    assert!(app.thinking() && !old.load(Ordering::Relaxed));
    // Five levels down, as on the start screen, and apply: the old search is stopped and one at level 1 runs.
    press(&mut app, "←←←←←");
    assert!(!old.load(Ordering::Relaxed), "nothing changes before Enter");
    press(&mut app, "\n");
    assert_eq!(play_of(&app).mode, Mode::Board);
    assert_eq!(kind(&app, Side::North), Player::Computer { level: Level::new(1).unwrap() });
    assert!(old.load(Ordering::Relaxed), "the level 6 search was told to stop");
    wait_for_the_thread(&old);
    let (new, purpose) = thought(&app);
    assert!(!Arc::ptr_eq(&old, &new));
    assert_eq!(purpose, Purpose::Move(Side::North, Level::new(1).unwrap()));
    assert!(message(&app).contains("north: computer: level 1, beginner"), "{}", message(&app));
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 2);
    assert!(message(&app).starts_with("north (level 1, beginner) played"), "{}", message(&app));
}

#[test]
fn making_the_thinking_side_a_person_stops_it_and_the_person_moves() {
    let mut app = against(6);
    press(&mut app, "\n");
    let (old, _) = thought(&app);
    // Past level 6 the computer is a person again.
    press(&mut app, "P→\n");
    assert_eq!(kind(&app, Side::North), Player::Person);
    assert!(!app.thinking());
    assert!(old.load(Ordering::Relaxed), "the search was told to stop");
    wait_for_the_thread(&old);
    assert_eq!(message(&app), "players changed · north: person");
    // North's move is the person's now: Enter plays from the cursor.
    assert_eq!(play_of(&app).line.side_to_move(), Side::North);
    press(&mut app, "\n");
    assert_eq!(history(&app).len(), 2, "{}", message(&app));
    assert!(!app.thinking(), "both sides are people");
}

#[test]
fn making_the_side_to_move_the_computer_starts_it() {
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap();
    app.shared.settings.levels.south = Level::new(1).unwrap();
    // No computer: the panel opens on the side to move, South; → gives the settings' level.
    press(&mut app, "P→");
    assert!(!app.thinking(), "nothing changes before Enter");
    press(&mut app, "\n");
    assert_eq!(kind(&app, Side::South), Player::Computer { level: Level::new(1).unwrap() });
    assert_eq!(thought(&app).1, Purpose::Move(Side::South, Level::new(1).unwrap()));
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 1);
    assert!(message(&app).starts_with("south (level 1, beginner) played"), "{}", message(&app));
    // North, a person, to move now: the panel opens on the computer's side; ↓ goes to North's, made the
    // computer, which starts at once.
    app.shared.settings.levels.north = Level::new(1).unwrap();
    press(&mut app, "P↓→\n");
    assert_eq!(
        (kind(&app, Side::South), kind(&app, Side::North)),
        (Player::Computer { level: Level::new(1).unwrap() }, Player::Computer { level: Level::new(1).unwrap() })
    );
    assert_eq!(thought(&app).1, Purpose::Move(Side::North, Level::new(1).unwrap()));
    press(&mut app, "q");
}

#[test]
fn esc_changes_nothing_and_the_thought_goes_on() {
    let mut app = against(6);
    press(&mut app, "\n");
    let (old, _) = thought(&app);
    let seats = play_of(&app).seats;
    press(&mut app, "P←↓→\x1b");
    assert_eq!(play_of(&app).mode, Mode::Board);
    assert_eq!(play_of(&app).seats, seats);
    assert_eq!(message(&app), "players not changed");
    assert!(!old.load(Ordering::Relaxed), "the same search goes on");
    assert!(Arc::ptr_eq(&old, &thought(&app).0));
    // Enter with nothing changed keeps it too.
    press(&mut app, "P\n");
    assert_eq!(message(&app), "players not changed");
    assert!(Arc::ptr_eq(&old, &thought(&app).0) && !old.load(Ordering::Relaxed));
    press(&mut app, "q");
}

#[test]
fn the_computers_move_waits_while_the_panel_is_open() {
    let mut app = against(1);
    press(&mut app, "\nP");
    for _ in 0..40 {
        app.pump();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(history(&app).len(), 1, "north's move waits for the panel to close");
    assert!(matches!(play_of(&app).mode, Mode::Seats(_)));
    press(&mut app, "\x1b");
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 2);
}

#[test]
fn the_save_records_the_new_players() {
    let store = scratch("players");
    let mut app =
        App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap().with_saving(Saving::at(store.clone()));
    press(&mut app, "\n");
    let entries = store.list().unwrap();
    assert_eq!(entries.len(), 1);
    let read = || SaveFile::from_json(&std::fs::read(&entries[0].path).unwrap()).unwrap();
    assert_eq!(read().players.north, Player::Person);
    // North, to move, becomes the computer at level 3: written at once, before it has moved.
    app.shared.settings.levels.north = Level::new(3).unwrap();
    press(&mut app, "P→\n");
    app.stop_thinking();
    let file = read();
    assert_eq!(
        (file.players.south, file.players.north),
        (Player::Person, Player::Computer { level: Level::new(3).unwrap() })
    );
    assert_eq!(file.moves.len(), 1);
    // Reloading keeps the new seats (read only: the app still has the save open).
    let (_, game) = store.load(&entries[0].name).unwrap();
    let play = Play::from_saved(game, None);
    assert_eq!(play.seats.north, Player::Computer { level: Level::new(3).unwrap() });
    assert!(matches!(app.screen, Screen::Play(_)));
    std::fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn the_panel_at_80x24() {
    let mut app = against(6);
    press(&mut app, "\nP");
    insta::assert_snapshot!("players_panel_80x24", render(&app, 80, 24));
    // On a person's line, the arrows' first level is named, as on the start screen.
    press(&mut app, "↓");
    assert!(render(&app, 80, 24).contains("▸ South: person  (← → the computer, level 2)"));
    press(&mut app, "q");
}

/// Issue 15: after `u` then `P` making the side to move the computer, nothing thought and the screen said only
/// "North to move". The computer plays only at the end of the line, so the screen says that and how to get there.
#[test]
fn a_computer_to_move_at_a_past_position_says_why_it_waits() {
    let mut app = super::app(Variant::Kingulu);
    press(&mut app, "\n");
    let reply = play_of(&app).line.legal_moves()[0].to_string();
    press(&mut app, &format!(":{reply}\nu"));
    assert_eq!(play_of(&app).line.cursor(), 1);
    press(&mut app, "P→\n");
    assert_eq!(kind(&app, Side::North), Player::Computer { level: Level::NOVICE });
    assert!(!app.thinking(), "the board shows a past position");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("north (computer, level 2) plays at the end of the game: U goes there"), "{screen}");
    // Back at the end South is to move; once South plays, North thinks.
    press(&mut app, "U");
    assert_eq!(play_of(&app).line.cursor(), 2);
    press(&mut app, "\n");
    assert!(app.thinking());
    wait_for_the_computer(&mut app);
    assert_eq!(history(&app).len(), 4);
}
