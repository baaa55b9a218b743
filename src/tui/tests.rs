//! Tests of the interface without a terminal: key sequences driven through `App::update`, and whole screens
//! rendered into a `TestBackend` and compared with insta snapshots (monochrome, so the text shows every mark).

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use super::app::Screen;
use super::keys::map_key;
use super::play::Mode;
use super::seats::Player;
use super::view::board::{self, BoardView};
use super::{Action, App, Msg, Theme};
use crate::rules::{Event, Setup, Side, Variant};

#[cfg(feature = "serve")]
mod archive;
mod computer;
mod editor;
mod inbox;
mod language;
mod lap_log;
mod learn;
#[cfg(feature = "serve")]
mod lobby;
#[cfg(feature = "serve")]
mod mirror;
mod mouse;
mod names;
mod own_puzzles;
mod review;
mod rooms;
mod rules;
mod safari;
mod saves;
mod screens;
mod seats;
mod served;
mod settings;
mod study;
mod swahili;
mod swahili_game;
#[cfg(feature = "serve")]
mod tournament;
mod variations;

fn app(variant: Variant) -> App {
    App::playing(Theme::monochrome(), variant, None).unwrap()
}

fn render(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| super::view::render(app, frame.area(), frame.buffer_mut())).unwrap();
    terminal.backend().to_string()
}

fn buffer(app: &App, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    super::view::render(app, area, &mut buf);
    buf
}

/// Presses keys as the terminal would deliver them, through the key tables.
fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '\n' => KeyCode::Enter,
            '\x1b' => KeyCode::Esc,
            '\t' => KeyCode::Tab,
            '\u{8}' => KeyCode::Backspace,
            '→' => KeyCode::Right,
            '←' => KeyCode::Left,
            '↑' => KeyCode::Up,
            '↓' => KeyCode::Down,
            c => KeyCode::Char(c),
        };
        let action = map_key(&KeyEvent::new(code, KeyModifiers::NONE), app.key_screen());
        if let Some(action) = action {
            app.update(action);
        }
    }
}

fn play_of(app: &App) -> &super::play::Play {
    match &app.screen {
        Screen::Play(play) => play,
        _ => panic!("not playing"),
    }
}

fn history(app: &App) -> Vec<String> {
    play_of(app).line.moves().map(|mv| mv.to_string()).collect()
}

fn message(app: &App) -> String {
    app.shared.message.as_ref().map(|m| m.text.clone()).unwrap_or_default()
}

/// The open playback's caption.
fn caption(app: &App) -> String {
    match &play_of(app).mode {
        Mode::Step(playback) => playback.caption(),
        _ => panic!("watching"),
    }
}

/// Steps the open playback until its last event matches `wanted`.
fn step_until(app: &mut App, wanted: impl Fn(&Event) -> bool) {
    for _ in 0..500 {
        if let Mode::Step(playback) = &play_of(app).mode
            && playback.event().is_some_and(&wanted)
        {
            return;
        }
        app.update(Action::Right);
    }
    panic!("no such event");
}

#[test]
fn each_board_at_80x24() {
    for variant in Variant::ALL {
        insta::assert_snapshot!(format!("board_80x24_{variant}"), render(&app(variant), 80, 24));
    }
}

#[test]
fn each_board_at_120x40() {
    for variant in Variant::ALL {
        insta::assert_snapshot!(format!("board_120x40_{variant}"), render(&app(variant), 120, 40));
    }
}

/// Kete's board is drawn from a `Setup` alone: kuu, reserves and the hizi zetu hole.
#[test]
fn kete_board_from_a_setup() {
    let setup: Setup = "kete N 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=21,22 kuu=11 t=a6 m=2"
        .parse()
        .unwrap();
    let view = BoardView {
        setup,
        flipped: false,
        names: true,
        cursor: "a5".parse().ok(),
        flight: None,
        involved: Vec::new(),
        origin: "A2".parse().ok(),
        playable: &[],
        turn: true,
        hand: None,
        players: ["player 1 (person)".into(), "player 2 (person)".into()],
        theme: Theme::monochrome(),
    };
    let area = Rect::new(0, 0, 60, 12);
    let mut buf = Buffer::empty(area);
    board::draw(&view, area, &mut buf);
    let text: Vec<String> = (0..area.height)
        .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>().trim_end().to_string())
        .collect();
    insta::assert_snapshot!("board_kete_setup", text.join("\n"));
}

#[test]
fn start_screen_starts_the_chosen_game_with_the_chosen_seats() {
    let mut app = App::new(Theme::monochrome());
    insta::assert_snapshot!("start_screen", render(&app, 80, 24));
    // Enter starts the game from any line, as the key bar says: here South's line.
    press(&mut app, "↓\n");
    let Screen::Play(play) = &app.screen else { panic!("playing: {}", message(&app)) };
    assert_eq!(play.variant(), Variant::Kete, "the first game is chosen at first");
    assert!(message(&app).contains("South: person · North: person"), "{}", message(&app));
    // South's line makes the person the computer at the settings' level (2 by default), then goes through
    // the higher levels, named, and back to a person.
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "↓→→→");
    assert!(render(&app, 80, 24).contains("South: computer: level 4, club"));
    press(&mut app, "→→→");
    press(&mut app, "↑↑↑←↑→↓↓↓→");
    assert!(render(&app, 80, 24).contains("Enter start"));
    // Enter on the game's line starts the game.
    press(&mut app, "\n");
    let Screen::Play(play) = &app.screen else { panic!("playing: {}", message(&app)) };
    assert_eq!(play.variant(), Variant::KimasaiRelay);
    // The swap line swapped two people; North's line then made North the computer.
    let novice = Player::Computer { level: crate::engine::Level::NOVICE };
    assert_eq!((play.seats.south, play.seats.north), (Player::Person, novice));
    assert!(message(&app).starts_with("South: you · North: computer level 2"), "{}", message(&app));
}

#[test]
fn help_overlay_lists_the_board_keys() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "?");
    insta::assert_snapshot!("help_board", render(&app, 80, 24));
    press(&mut app, "\x1b");
    assert!(app.overlay.is_none());
}

#[test]
fn rules_screen() {
    let mut app = app(Variant::Kete);
    press(&mut app, "R");
    insta::assert_snapshot!("rules_kete_top", render(&app, 80, 24));
    // The third section, scrolled to its worked example: the opening move, drawn before and after.
    press(&mut app, &format!("\t\t{}", "j".repeat(18)));
    insta::assert_snapshot!("rules_kete_example", render(&app, 80, 24));
    press(&mut app, "?");
    assert!(render(&app, 80, 24).contains("Keys: rules"));
    press(&mut app, "\x1b");
    assert!(render(&app, 80, 24).contains("Bao la Kete rules"), "the help closes back to the rules");
    press(&mut app, "q");
    assert!(app.rules.is_none() && !app.quit, "q leaves the rules, not the program");
    press(&mut app, "R\x1b");
    assert!(app.rules.is_none());
}

#[test]
fn game_over_by_the_rules_shows_the_score() {
    let from: Setup = "kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=24,24".parse().unwrap();
    let app = App::playing(Theme::monochrome(), Variant::Kingulu, Some(from)).unwrap();
    assert_eq!(play_of(&app).mode, Mode::GameOver);
    insta::assert_snapshot!("game_over_kingulu_draw", render(&app, 80, 24));
}

#[test]
fn too_small_says_which_size_it_needs() {
    let app = app(Variant::KimasaiStep);
    insta::assert_snapshot!("too_small", render(&app, 70, 20));
}

#[test]
fn step_through_mid_relay_and_mid_capture() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "\nw");
    step_until(&mut app, |e| matches!(e, Event::Relay { .. }));
    insta::assert_snapshot!("step_mid_relay", render(&app, 80, 24));
    step_until(&mut app, |e| matches!(e, Event::Capture { .. }));
    insta::assert_snapshot!("step_mid_capture", render(&app, 80, 24));
    press(&mut app, "\x1b");
    assert_eq!(play_of(&app).mode, Mode::Board);
}

#[test]
fn the_pit_being_sown_is_marked_by_attribute_and_symbol() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "\nw→→");
    let buf = buffer(&app, 80, 24);
    let marked: Vec<(u16, u16)> = (0..24)
        .flat_map(|y| (0..80).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].symbol() == ">" && buf[(x, y)].modifier.contains(Modifier::REVERSED))
        .collect();
    assert_eq!(marked.len(), 1, "one pit receives the seed");
}

#[test]
fn keyboard_play_undo_redo() {
    let mut app = app(Variant::Kingulu);
    // The cursor starts on the first pit that starts a move (A3); → moves to A4.
    press(&mut app, "→\n");
    assert_eq!(history(&app), ["A4"]);
    assert_eq!(play_of(&app).line.side_to_move(), Side::North);
    press(&mut app, "u");
    assert_eq!(play_of(&app).line.cursor(), 0);
    assert_eq!(message(&app), "took back A4");
    press(&mut app, "U");
    assert_eq!(play_of(&app).line.cursor(), 1);
    press(&mut app, "u");
    app.update(Action::Redo);
    assert_eq!(play_of(&app).line.cursor(), 1);
}

#[test]
fn typed_moves_and_refusals() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, ":A1\n");
    assert_eq!(message(&app), "A1 is not legal: its first lap ends in A5, an occupied hole of south's own row");
    assert!(history(&app).is_empty());
    press(&mut app, "x");
    assert_eq!(message(&app), "that key does nothing here: ? lists the keys of this screen");
    press(&mut app, ":A9\n");
    assert!(message(&app).contains("has no hole A9"), "{}", message(&app));
    press(&mut app, ":A3\n");
    assert_eq!(history(&app), ["A3"]);
    insta::assert_snapshot!("after_a_move", render(&app, 80, 24));
}

/// Issue 25: the line of play works out the legal moves and status of its board once, when the board changes;
/// the keys and frames that only read them (before, each key listed them five to eight times) list nothing.
#[test]
fn a_cursor_key_does_not_work_out_the_legal_moves_again() {
    let mut app = app(Variant::Kingulu);
    let listed = play_of(&app).line.listings();
    let start = play_of(&app).cursor;
    for keys in ["→", "→", "←", ",", ".", "↑", "↓"] {
        press(&mut app, keys);
        render(&app, 80, 24);
    }
    assert_ne!(play_of(&app).cursor, start, "the keys moved the cursor");
    assert_eq!(play_of(&app).line.listings(), listed, "moving the cursor and drawing list no moves");
    press(&mut app, "\n");
    render(&app, 80, 24);
    assert_eq!(history(&app).len(), 1);
    assert_eq!(play_of(&app).line.listings(), listed + 1, "a move played lists the new board's moves once");
}

/// Issue 14 "why not?": `,` and `.` move the cursor over every pit of the side to move; on one that starts no
/// move the status line says why in the rules' words, and Enter there refuses with the same words.
#[test]
fn the_cursor_on_a_pit_that_starts_no_move_says_why() {
    let mut kete = app(Variant::Kete);
    let mut app = app(Variant::Kingulu);
    let status = |app: &App| render(app, 80, 24).lines().nth(22).unwrap_or_default().to_string();
    assert_eq!(play_of(&app).cursor, "A3".parse().ok(), "the cursor starts on the first pit that plays");
    assert!(!status(&app).contains("A3:"), "{}", status(&app));
    press(&mut app, ",,");
    assert_eq!(play_of(&app).cursor, "A1".parse().ok());
    assert!(
        status(&app).contains("A1: its first lap ends in A5, an occupied hole of south's own row"),
        "{}",
        status(&app)
    );
    press(
        &mut app, "
",
    );
    assert_eq!(message(&app), "no move from A1: its first lap ends in A5, an occupied hole of south's own row");
    // The arrows still visit only the pits that start a move.
    press(&mut app, "→");
    assert_eq!(play_of(&app).cursor, "A3".parse().ok());
    // Kete in nemo: the back row takes no reserve seed.
    while play_of(&kete).cursor != "B1".parse().ok() {
        press(&mut kete, ".");
    }
    assert!(status(&kete).contains("B1: in nemo the reserve seed goes into the front row"), "{}", status(&kete));
}

/// Issue 14 point 9: the whole game replayed move after move at the chosen speed, with pause, step and the
/// next and previous moves.
#[test]
fn a_game_is_replayed_move_after_move_at_the_chosen_speed() {
    let mut app = app(Variant::Kingulu);
    press(
        &mut app,
        ":A3
:a1
:A1
",
    );
    let watched = |app: &App| match &play_of(app).mode {
        Mode::Step(playback) => (playback.index, playback.playing, playback.replaying, play_of(app).line.cursor()),
        other => panic!("not watching: {other:?}"),
    };
    press(&mut app, "W");
    assert_eq!(watched(&app), (0, true, true, 1), "the first move, playing, the board after it in the history");
    // Time passes: the first move is sown to its end and the second follows.
    app.update(crate::tui::app::Msg::Tick(60_000));
    assert_eq!(watched(&app), (1, true, true, 2));
    // Paused, nothing moves on; n and p step between moves.
    press(&mut app, " ");
    app.update(crate::tui::app::Msg::Tick(60_000));
    assert_eq!(watched(&app).0, 1);
    press(&mut app, "n");
    assert_eq!(watched(&app), (2, false, true, 3));
    press(&mut app, "pp");
    assert_eq!(watched(&app).0, 0);
    press(&mut app, "p");
    assert_eq!(message(&app), "no earlier move");
    // g stops the replay, and again starts it, playing.
    press(&mut app, "g");
    assert_eq!(watched(&app), (0, false, false, 1));
    press(&mut app, "g");
    assert_eq!(watched(&app), (0, true, true, 1));
    app.update(crate::tui::app::Msg::Tick(60_000));
    assert_eq!(watched(&app), (1, true, true, 2));
    // Stopped, the move plays on to its end and no other follows.
    press(&mut app, "g");
    app.update(crate::tui::app::Msg::Tick(60_000));
    assert_eq!(watched(&app), (1, false, false, 2));
    // To the end of the game: the replay says it is finished.
    press(&mut app, "gn");
    app.update(crate::tui::app::Msg::Tick(60_000));
    assert_eq!(watched(&app), (2, false, false, 3));
    assert_eq!(message(&app), "replay finished: the last move of the game");
}

#[test]
fn playing_from_a_past_position_asks_before_cutting() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, ":A3\n");
    let reply = play_of(&app).line.legal_moves()[0].to_string();
    press(&mut app, &format!(":{reply}\n"));
    press(&mut app, "\t↑↑\n");
    assert_eq!(play_of(&app).line.cursor(), 0);
    press(&mut app, ":A4\n");
    assert!(matches!(play_of(&app).mode, Mode::Confirm(_)));
    press(&mut app, "n");
    assert_eq!(history(&app).len(), 2, "no cuts without a yes");
    press(&mut app, ":A4\ny");
    assert_eq!(history(&app), ["A4"]);
    // Back from the history, the cursor is on a pit again and Enter plays from it (after the question).
    press(&mut app, "\t↑\n");
    assert!(play_of(&app).cursor.is_some());
    press(&mut app, "\n");
    assert!(matches!(play_of(&app).mode, Mode::Confirm(_)));
}

#[test]
fn history_browsing_shows_past_positions() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, ":A3\n");
    press(&mut app, "\t↑");
    assert_eq!(play_of(&app).line.setup().to_string(), "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1");
    press(&mut app, "↓w");
    assert!(matches!(play_of(&app).mode, Mode::Step(_)));
}

#[test]
fn resign_ends_the_game_and_rematch_swaps_sides() {
    let mut app = app(Variant::Kingulu);
    let beginner = Player::Computer { level: crate::engine::Level::MIN };
    if let Screen::Play(play) = &mut app.screen {
        play.seats.north = beginner;
    }
    press(&mut app, "Xy");
    assert_eq!(play_of(&app).mode, Mode::GameOver);
    assert_eq!(play_of(&app).result().unwrap(), "north wins : south resigned");
    insta::assert_snapshot!("game_over_resigned", render(&app, 80, 24));
    press(&mut app, "r");
    assert_eq!((play_of(&app).seats.south, play_of(&app).seats.north), (beginner, Player::Person));
    assert!(play_of(&app).result().is_none());
    press(&mut app, "Xys");
    assert!(matches!(app.screen, Screen::Start(_)));
}

#[test]
fn auto_watch_plays_new_moves_on_its_own() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "a\n");
    let Mode::Step(playback) = &play_of(&app).mode else { panic!("watching") };
    assert!(playback.playing);
    for _ in 0..100 {
        app.update(Msg::Tick(1000));
    }
    let Mode::Step(playback) = &play_of(&app).mode else { panic!("still watching") };
    assert!(playback.at_end());
}

#[test]
fn flip_and_names() {
    let mut app = app(Variant::KimasaiRelay);
    press(&mut app, "fN");
    insta::assert_snapshot!("relay_flipped_no_names", render(&app, 80, 24));
}

#[test]
fn cursor_moves_between_rows_on_four_row_boards() {
    let from: Setup = "kimasai-step S 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0"
        .parse()
        .unwrap();
    let mut app = App::playing(Theme::monochrome(), Variant::KimasaiStep, Some(from)).unwrap();
    let first = play_of(&app).cursor;
    press(&mut app, "j");
    let below = play_of(&app).cursor;
    assert_ne!(first, below);
    assert!(below.is_some_and(|hole| !hole.row().is_front()), "{below:?}");
    press(&mut app, "k");
    assert_eq!(play_of(&app).cursor.map(crate::rules::Hole::row), first.map(crate::rules::Hole::row));
}

#[test]
fn step_through_keys_move_by_event_lap_and_end() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "\nw");
    let cursor = |app: &App| match &play_of(app).mode {
        Mode::Step(playback) => (playback.cursor(), playback.len(), playback.replay().lap),
        _ => panic!("watching"),
    };
    let (_, len, _) = cursor(&app);
    press(&mut app, "]");
    assert_eq!(cursor(&app).2, 1, "first lap");
    press(&mut app, "]");
    assert_eq!(cursor(&app).2, 1, "the first lap's end");
    assert!(caption(&app).starts_with("lap 1 ends in a1"), "{}", caption(&app));
    press(&mut app, "]");
    assert_eq!(cursor(&app).2, 2, "second lap");
    press(&mut app, "[[[");
    assert_eq!(cursor(&app).0, 0);
    app.update(Action::Last);
    assert_eq!(cursor(&app).0, len);
    app.update(Action::First);
    press(&mut app, "→→←");
    assert_eq!(cursor(&app).0, 1);
    press(&mut app, "++-");
    assert_eq!(app.shared.settings.speed, 4, "the speed is remembered for the next playback");
    press(&mut app, "?");
    insta::assert_snapshot!("help_step_through", render(&app, 80, 24));
    press(&mut app, "\x1b\x1b");
    assert_eq!(play_of(&app).mode, Mode::Board);
}

#[test]
fn leaving_a_game_asks_first_and_a_new_game_starts_over() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, ":A3\n\x1bn");
    assert_eq!(history(&app), ["A3"], "no: still playing");
    press(&mut app, "Xyn");
    assert!(history(&app).is_empty(), "a new game from the same start");
    press(&mut app, "\x1by");
    assert!(matches!(app.screen, Screen::Start(_)));
}

/// The styles where highlighting matters: the cursor, the pit being sown and the last move's pit, in the
/// buffer's styled debug form (monochrome, so only the attributes show).
#[test]
fn highlights_in_the_styled_buffer() {
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1".parse().unwrap();
    let view = BoardView {
        setup: start,
        flipped: false,
        names: false,
        cursor: "A3".parse().ok(),
        flight: "a2".parse().ok(),
        involved: Vec::new(),
        origin: "A5".parse().ok(),
        playable: &[],
        turn: true,
        hand: None,
        players: ["p1".into(), "p2".into()],
        theme: Theme::monochrome(),
    };
    let area = Rect::new(0, 0, 34, 7);
    let mut buf = Buffer::empty(area);
    board::draw(&view, area, &mut buf);
    insta::assert_debug_snapshot!("styled_kingulu_board", buf);
}

/// Issue 18: a paste arrives as one piece and goes only where text is typed, no longer than that text may be.
#[test]
fn a_paste_is_typed_into_the_prompt_only_and_never_played_as_keys() {
    let mut app = app(Variant::Kingulu);
    app.update(Msg::Paste("A3".into()));
    assert!(message(&app).starts_with("a paste goes only into the move prompt"), "{}", message(&app));
    assert!(history(&app).is_empty(), "nothing is played from the board");
    press(&mut app, ":");
    app.update(Msg::Paste(" A4 ".into()));
    press(&mut app, "\n");
    assert_eq!(history(&app), ["A4"]);
    // An over-long paste is refused at once and leaves the prompt as it was; Enter then plays nothing.
    press(&mut app, ":");
    app.update(Msg::Paste("A3".repeat(1500)));
    assert!(message(&app).contains("at most 8 characters"), "{}", message(&app));
    assert_eq!(play_of(&app).mode, Mode::prompt());
    press(&mut app, "\n");
    assert_eq!(history(&app), ["A4"]);
    // Typing stops at the longest move too.
    press(&mut app, ":a3!!!!!!x");
    assert!(matches!(&play_of(&app).mode, Mode::Prompt(field) if field.text() == "a3!!!!!!"));
    assert!(message(&app).contains("at most 8 characters"), "{}", message(&app));
}
