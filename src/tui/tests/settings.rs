//! The settings screen and the user's key bindings: the screen at 80x24, changing and saving, Esc dropping the
//! draft, rebinding a board key through the screen, the bindings through the app's own key mapping, a damaged
//! settings file left alone, and ASCII drawing.

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::app::{App, Screen};
use super::super::keys::Action;
use super::super::seats::{Player, people};
use super::super::shared::Environment;
use super::{app, buffer, message, play_of, press, render};
use crate::engine::Level;
use crate::rules::Variant;
use crate::theme::Depth;
use crate::tui::settings::{FILE_NAME, Settings};

fn config(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-tui-settings-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

fn monochrome_in(folder: &std::path::Path) -> Environment {
    Environment { config: Some(folder.to_path_buf()), depth: Depth::Monochrome, ..Environment::default() }
}

/// Presses keys through the app's own mapping (the user's bindings first), as the real loop does.
fn type_keys(app: &mut App, keys: &[KeyCode]) {
    for &code in keys {
        if let Some(action) = app.map_key(&KeyEvent::new(code, KeyModifiers::NONE)) {
            app.update(action);
        }
    }
}

#[test]
fn settings_screen_at_80x24() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "s↓↓");
    insta::assert_snapshot!("settings_80x24", render(&app, 80, 24));
}

#[test]
fn changes_are_saved_atomically_and_used_and_esc_drops_them() {
    let folder = config("save");
    let mut app = app(Variant::Kingulu);
    assert!(app.configure(monochrome_in(&folder)).is_empty());
    press(&mut app, "s→\x1b");
    assert_eq!(app.shared.message.as_ref().unwrap().text, "settings not changed");
    assert_eq!(app.shared.settings.theme, "default");
    assert!(!folder.join(FILE_NAME).exists());
    // Theme: one to the left is colour-blind-safe (by name); automatic playback on; then Save at the bottom.
    press(&mut app, "s←↓→↑↑\n");
    assert!(app.settings_menu.is_none());
    assert_eq!((app.shared.settings.theme.as_str(), app.shared.settings.auto_watch), ("colour-blind-safe", true));
    assert!(app.shared.message.as_ref().unwrap().text.starts_with("settings saved to "));
    assert_eq!(Settings::load(&folder), (app.shared.settings.clone(), None));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_search_table_doubles_and_halves_between_1_and_4096_mib() {
    let folder = config("table");
    let mut app = app(Variant::Kingulu);
    app.configure(monochrome_in(&folder));
    type_keys(&mut app, &[KeyCode::Char('s')]);
    type_keys(&mut app, &[KeyCode::Down; 7]);
    let mib = |app: &App| app.settings_menu.as_ref().unwrap().draft.search_table_mib;
    assert_eq!(mib(&app), crate::engine::DEFAULT_TABLE_MIB);
    type_keys(&mut app, &[KeyCode::Right]);
    assert_eq!(mib(&app), 16);
    type_keys(&mut app, &[KeyCode::Left; 20]);
    assert_eq!(mib(&app), 1);
    type_keys(&mut app, &[KeyCode::Right; 20]);
    assert_eq!(mib(&app), crate::engine::MAX_TABLE_MIB);
    // Esc drops the draft: nothing is applied.
    type_keys(&mut app, &[KeyCode::Esc]);
    assert_eq!(app.shared.settings.search_table_mib, crate::engine::DEFAULT_TABLE_MIB);
    let (hand_edited, _) = Settings::parse(r#"{"search_table_mib": 100}"#).unwrap();
    assert_eq!(hand_edited.sanitised().search_table_mib, 64);
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_board_key_rebound_on_the_screen_works_on_the_board() {
    let folder = config("rebind");
    let mut app = app(Variant::Kingulu);
    app.configure(monochrome_in(&folder));
    // The sixth key line is undo: open the screen, go down, Enter, then press z.
    type_keys(&mut app, &[KeyCode::Char('s')]);
    type_keys(&mut app, &[KeyCode::Down; crate::tui::settings_menu::FIRST_KEY_LINE + 5]);
    type_keys(&mut app, &[KeyCode::Enter, KeyCode::Insert]);
    assert_eq!(app.shared.message.as_ref().unwrap().text, "Insert cannot be bound");
    type_keys(&mut app, &[KeyCode::Enter, KeyCode::Char('z')]);
    assert_eq!(app.shared.message.as_ref().unwrap().text, "z now does undo on the board");
    type_keys(&mut app, &[KeyCode::Down, KeyCode::Down, KeyCode::Down, KeyCode::Down, KeyCode::Enter]);
    assert!(app.settings_menu.is_none(), "{:?}", app.shared.message);
    type_keys(&mut app, &[KeyCode::Enter]);
    assert_eq!(play_of(&app).line.len(), 1);
    type_keys(&mut app, &[KeyCode::Char('z')]);
    assert_eq!(play_of(&app).line.len(), 1);
    assert_eq!(play_of(&app).line.cursor(), 0, "z took the move back");
    assert!(std::fs::read_to_string(folder.join(FILE_NAME)).unwrap().contains("\"z\": \"undo\""));
    // Ctrl-c quits even while the screen waits for a key to bind.
    type_keys(&mut app, &[KeyCode::Char('s'), KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Enter]);
    assert!(app.settings_menu.as_ref().unwrap().capturing);
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.map_key(&ctrl_c), Some(Action::Quit));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn bindings_from_the_file_go_through_the_apps_key_mapping() {
    let mut app = app(Variant::Kingulu);
    app.shared.settings.keys =
        r#"{"board": {"s": "down", "w": "up", "a": "left", "d": "right", "u": "none"}}"#.parse().unwrap();
    let key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    assert_eq!(app.map_key(&key('a')), Some(Action::Left));
    assert_eq!(app.map_key(&key('u')), Some(Action::Unbound));
    assert_eq!(app.map_key(&key('h')), Some(Action::Left), "hjkl still work");
    assert_eq!(app.map_key(&KeyEvent::new(KeyCode::Left, KeyModifiers::NONE)), Some(Action::Left));
    assert_eq!(app.map_key(&KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)), Some(Action::Quit));
    // The board's help names them.
    app.update(Action::Help);
    assert!(render(&app, 100, 40).contains("your keys: a left, d right, s down, u none, w up"));
    app.update(Action::Back);
    // Only the board is remapped: on the start screen `a` means nothing and `s` is still the settings.
    let mut start = App::new(super::Theme::monochrome());
    start.shared.settings = app.shared.settings.clone();
    assert!(matches!(start.screen, Screen::Start(_)));
    assert_eq!(start.map_key(&key('a')), Some(Action::Unbound));
    assert_eq!(start.map_key(&key('s')), Some(Action::Settings));
    assert_eq!(start.map_key(&key('j')), Some(Action::Down));
}

#[test]
fn a_damaged_settings_file_is_reported_and_kept_until_saved() {
    let folder = config("damaged");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(FILE_NAME);
    std::fs::write(&path, "{\"theme\": 3").unwrap();
    let mut app = app(Variant::Kingulu);
    let warnings = app.configure(monochrome_in(&folder));
    assert_eq!(warnings.len(), 1);
    assert!(app.shared.message.as_ref().unwrap().text.contains(&path.display().to_string()));
    assert_eq!(app.shared.settings, Settings::default());
    press(&mut app, "f");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"theme\": 3", "not overwritten by playing");
    press(&mut app, "s\x1b");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"theme\": 3", "nor by leaving the screen");
    press(&mut app, "s↑\n");
    assert_eq!(Settings::load(&folder), (Settings::default(), None), "saving replaces it");
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn an_unknown_theme_on_the_command_line_falls_back_with_a_message() {
    let folder = config("unknown");
    let mut app = app(Variant::Kingulu);
    let environment = Environment { theme: Some("nope".into()), ..monochrome_in(&folder) };
    let warnings = app.configure(environment);
    assert!(warnings[0].starts_with("unknown theme `nope`"), "{warnings:?}");
    assert!(app.shared.message.as_ref().unwrap().error);
}

#[test]
fn ascii_drawing_leaves_no_other_symbol() {
    let mut app = app(Variant::Kingulu);
    app.shared.settings.ascii = true;
    press(&mut app, "\nw");
    for screen in [buffer(&app, 80, 24), buffer(&app, 120, 40)] {
        let text: String = screen.content().iter().map(ratatui::buffer::Cell::symbol).collect();
        assert!(text.is_ascii(), "{text}");
    }
    press(&mut app, "\x1bs");
    let text: String = buffer(&app, 80, 24).content().iter().map(ratatui::buffer::Cell::symbol).collect();
    assert!(text.is_ascii() && text.contains("> Theme"), "{text}");
}

#[test]
fn the_settings_screen_draws_at_any_size() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "s");
    for (width, height) in [(1, 1), (20, 5), (60, 20), (79, 23), (80, 24), (200, 60)] {
        let _ = buffer(&app, width, height);
    }
}

#[test]
fn the_preview_shows_the_theme_being_chosen() {
    use ratatui::style::Color;
    // The app itself is monochrome; only the preview can bring colour, in the theme on the line.
    let mut app = app(Variant::Kingulu);
    let coloured = |app: &App| {
        let buf = buffer(app, 80, 24);
        buf.content().iter().filter_map(|cell| (cell.bg != Color::Reset).then_some(cell.fg)).collect::<Vec<_>>()
    };
    press(&mut app, "s");
    assert!(coloured(&app).contains(&Color::Rgb(0xd7, 0x9b, 0x00)), "the default theme's cursor");
    press(&mut app, "→");
    assert_eq!(app.settings_menu.as_ref().unwrap().draft.theme, "high-contrast");
    let cells = coloured(&app);
    assert!(cells.contains(&Color::Rgb(0xff, 0xd7, 0x00)), "high-contrast's cursor: {cells:?}");
    assert!(cells.contains(&Color::Rgb(0x00, 0xe5, 0xff)), "high-contrast's seed in flight");
    assert_eq!(app.shared.theme, super::Theme::monochrome(), "nothing changes until saved");
}

#[test]
fn the_start_screen_makes_a_player_the_computer_at_the_settings_level() {
    let folder = config("levels");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join(FILE_NAME), r#"{"levels": [5, 3]}"#).unwrap();
    let mut app = App::new(crate::tui::Theme::monochrome());
    assert!(app.configure(monochrome_in(&folder)).is_empty());
    let Screen::Start(menu) = &app.screen else { panic!("the start screen") };
    assert_eq!(menu.seats, people(), "both seats start as people");
    // The selected person's line names the level the arrows give.
    press(&mut app, "↓");
    assert!(render(&app, 80, 24).contains("South: person  (← → the computer, level 5)"));
    // Either arrow makes a person the computer at its settings level first.
    press(&mut app, "→↓←");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("South: computer: level 5, expert"), "{screen}");
    assert!(screen.contains("North: computer: level 3, casual"), "{screen}");
    // From there the arrows go down and up the levels, and past 1 or 6 back to a person.
    press(&mut app, "←←");
    assert!(render(&app, 80, 24).contains("North: computer: level 1, beginner"));
    press(&mut app, "←");
    assert!(render(&app, 80, 24).contains("North: person  (← → the computer, level 3)"));
    press(&mut app, "↑→→");
    assert!(render(&app, 80, 24).contains("South: person"));
    press(&mut app, "←\n");
    let Screen::Play(play) = &app.screen else { panic!("playing") };
    assert_eq!(
        (play.seats.south, play.seats.north),
        (Player::Computer { level: Level::new(5).unwrap() }, Player::Person)
    );
    app.update(Action::Quit);
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_settings_screen_names_the_level_each_player_gets_as_the_computer() {
    let mut app = App::new(crate::tui::Theme::monochrome());
    press(&mut app, "s↓↓↓↓↓←");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("South's level     1, beginner "), "{screen}");
    assert!(screen.contains("North's level     2, novice "), "{screen}");
    press(&mut app, "\x1b");
}

/// Issue 16: the palette and the bell are lines of the screen, saved to the file and used at once.
#[test]
fn the_palette_and_the_bell_are_set_on_the_screen() {
    let folder = config("palette");
    let mut app = app(Variant::Kingulu);
    app.configure(Environment { depth: crate::theme::Depth::TrueColour, ..monochrome_in(&folder) });
    type_keys(&mut app, &[KeyCode::Char('s')]);
    type_keys(&mut app, &[KeyCode::Down; 8]);
    type_keys(&mut app, &[KeyCode::Right]);
    assert!(render(&app, 80, 24).contains("▸ Colours           256 colours"), "{}", render(&app, 80, 24));
    type_keys(&mut app, &[KeyCode::Right]);
    assert!(render(&app, 80, 24).contains("terminal: 16 colours"), "the preview follows");
    type_keys(&mut app, &[KeyCode::Down, KeyCode::Right]);
    assert!(render(&app, 80, 24).contains("▸ Bell at your turn on"), "{}", render(&app, 80, 24));
    type_keys(&mut app, &[KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Up]);
    type_keys(&mut app, &[KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Up, KeyCode::Enter]);
    assert!(app.settings_menu.is_none(), "{:?}", app.shared.message);
    assert_eq!((app.shared.settings.palette, app.shared.settings.bell), (crate::theme::Palette::Ansi16, true));
    assert_eq!(app.shared.depth(), crate::theme::Depth::Ansi16);
    let (saved, _) = crate::tui::settings::Settings::load(&folder);
    assert_eq!((saved.palette, saved.bell), (crate::theme::Palette::Ansi16, true));
    std::fs::remove_dir_all(&folder).unwrap();
}

/// Issue 27: letting others watch the games against the computer is a line of the screen, off by default,
/// which says it matters only under `bao serve`; saved to the file and read back.
#[test]
fn letting_others_watch_games_against_the_computer_is_set_on_the_screen() {
    let folder = config("watchable");
    let mut app = app(Variant::Kingulu);
    app.configure(monochrome_in(&folder));
    assert!(!app.shared.settings.watchable, "off by default");
    type_keys(&mut app, &[KeyCode::Char('s')]);
    assert!(render(&app, 80, 24).contains("  Others may watch  off (bao serve only)"), "{}", render(&app, 80, 24));
    type_keys(&mut app, &[KeyCode::Down; crate::tui::settings_menu::WATCHABLE_LINE]);
    type_keys(&mut app, &[KeyCode::Right]);
    assert!(render(&app, 80, 24).contains("▸ Others may watch  on (bao serve only)"), "{}", render(&app, 80, 24));
    assert!(message(&app).starts_with("only under bao serve"), "{}", message(&app));
    app.shared.environment.served = true;
    type_keys(&mut app, &[KeyCode::Left, KeyCode::Right]);
    assert!(render(&app, 80, 24).contains("▸ Others may watch  on (games vs computer)"), "{}", render(&app, 80, 24));
    assert!(message(&app).starts_with("others may watch your games against the computer"), "{}", message(&app));
    app.shared.environment.served = false;
    type_keys(&mut app, &[KeyCode::Up; crate::tui::settings_menu::WATCHABLE_LINE + 1]);
    type_keys(&mut app, &[KeyCode::Enter]);
    assert!(app.settings_menu.is_none(), "{:?}", app.shared.message);
    assert!(app.shared.settings.watchable);
    let (saved, _) = crate::tui::settings::Settings::load(&folder);
    assert!(saved.watchable);
    std::fs::remove_dir_all(&folder).unwrap();
}
