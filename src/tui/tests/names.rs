//! Issue 27: a player's name is shown where a side is. Outside `bao serve` it is the settings' name (typed on the
//! settings screen) or the login name; under `bao serve` the SSH user's, not changed on the settings screen.
//! The game-over panel, the board's side lines and the saved games say who played.

use std::path::PathBuf;

use super::saves::scratch;
use super::{message, press, render};
use crate::engine::Level;
use crate::rules::{BySide, Setup, Variant};
use crate::store::{Player, PlayerName, SaveFile};
use crate::tui::saving::Saving;
use crate::tui::settings::{FILE_NAME, Settings};
use crate::tui::shared::{Environment, chosen_name, login_name};
use crate::tui::{App, Theme};

fn name(text: &str) -> PlayerName {
    text.parse().unwrap()
}

fn config(tag: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-tui-names-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

/// An app whose login name is `login`, under `bao serve` with `served`, its settings in `folder`.
fn app_in(folder: &std::path::Path, login: &str, served: bool) -> App {
    let mut app = App::new(Theme::monochrome());
    let environment =
        Environment { config: Some(folder.to_path_buf()), served, login: name(login), ..Environment::default() };
    let _ = app.configure(environment);
    app
}

#[test]
fn the_name_is_the_settings_else_the_login_and_under_serve_the_ssh_users() {
    assert_eq!(chosen_name(false, Some(name("Ada Lovelace")), name("ada")), name("Ada Lovelace"));
    assert_eq!(chosen_name(false, None, name("ada")), name("ada"));
    assert_eq!(chosen_name(true, Some(name("Ada Lovelace")), name("ali")), name("ali"), "the SSH user's");
    // The login name is checked as a name; one that is not is made one, and none is `guest`.
    assert_eq!(login_name(Some("ada")), name("ada"));
    assert_eq!(login_name(Some(" a\u{1b}da-with-a-very-long-login-name ")), name("ada-with-a-very-long"));
    assert_eq!((login_name(Some("")), login_name(None)), (name("guest"), name("guest")));
}

#[test]
fn a_settings_file_from_before_the_name_loads_and_a_name_round_trips() {
    let (older, unknown) = Settings::parse(r#"{"theme": "classic-wood", "bell": true}"#).unwrap();
    assert!(unknown.is_empty());
    assert_eq!((older.name, older.bell), (None, true));
    let settings = Settings { name: Some(name("Ada Lovelace")), ..Settings::default() };
    let text = serde_json::to_string(&settings).unwrap();
    assert!(text.contains(r#""name":"Ada Lovelace""#), "{text}");
    assert_eq!(Settings::parse(&text).unwrap().0, settings);
    // A name that is not one is a damaged setting, named as such.
    let error = Settings::parse(r#"{"name": " ada"}"#).unwrap_err();
    assert!(error.contains("a name neither starts nor ends with a space"), "{error}");
}

#[test]
fn the_name_is_typed_on_the_settings_screen_and_saved() {
    let folder = config("typed");
    let mut app = app_in(&folder, "ada", false);
    press(&mut app, "s");
    press(&mut app, &"↓".repeat(crate::tui::settings_menu::NAME_LINE));
    assert!(render(&app, 80, 24).contains("▸ Your name         ada (login name)"));
    press(&mut app, "\nAda Lovelace");
    assert!(render(&app, 80, 24).contains("Your name         Ada Lovelace▏"));
    press(&mut app, "\n");
    assert!(message(&app).starts_with("your name: Ada Lovelace, once the settings are saved"), "{}", message(&app));
    press(&mut app, "↑\n");
    assert!(app.settings_menu.is_none(), "{}", message(&app));
    assert_eq!(app.shared.player_name(), name("Ada Lovelace"));
    assert_eq!(Settings::load(&folder).0.name, Some(name("Ada Lovelace")));
    // Emptied, the name is the login name again; Esc while typing leaves it as it was.
    press(&mut app, "s");
    press(&mut app, &"↓".repeat(crate::tui::settings_menu::NAME_LINE));
    press(&mut app, &format!("\n{}\x1b", "\u{8}".repeat(12)));
    assert_eq!(message(&app), "name not changed");
    press(&mut app, &format!("\n{}\n↑\n", "\u{8}".repeat(12)));
    assert_eq!((Settings::load(&folder).0.name, app.shared.player_name()), (None, name("ada")));
    // Spaces around a name are dropped; a name over 32 bytes is refused, and typing goes on.
    press(&mut app, "s");
    press(&mut app, &"↓".repeat(crate::tui::settings_menu::NAME_LINE));
    press(&mut app, "\n bob \n");
    assert!(message(&app).starts_with("your name: bob, "), "{}", message(&app));
    press(&mut app, &format!("\n{}{}\n", "\u{8}".repeat(3), "é".repeat(17)));
    assert_eq!(message(&app), "a name has at most 32 bytes");
    assert!(app.settings_menu.as_ref().is_some_and(|menu| menu.naming.is_some()));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn under_bao_serve_the_name_is_the_ssh_users_and_the_settings_screen_says_so() {
    let folder = config("served");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join(FILE_NAME), r#"{"name": "Ada Lovelace"}"#).unwrap();
    let mut app = app_in(&folder, "ali", true);
    assert_eq!(app.shared.player_name(), name("ali"), "not the settings' name");
    press(&mut app, "s");
    press(&mut app, &"↓".repeat(crate::tui::settings_menu::NAME_LINE));
    assert!(render(&app, 60, 20).contains("▸ Your name         ali (SSH login)"), "{}", render(&app, 60, 20));
    press(&mut app, "\n");
    assert_eq!(message(&app), "your name is your SSH login, ali: not changed here");
    assert!(app.settings_menu.as_ref().is_some_and(|menu| menu.naming.is_none()));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_game_over_panel_and_the_side_lines_name_the_players() {
    let four = Player::Computer { level: Level::new(4).unwrap() };
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap();
    app.shared.settings.name = Some(name("ada"));
    if let crate::tui::app::Screen::Play(play) = &mut app.screen {
        play.seats = BySide::new(Player::Person, four);
    }
    let screen = render(&app, 80, 24);
    assert!(screen.contains("South (ada)") && screen.contains("North (computer level 4)"), "{screen}");
    press(&mut app, "Xy");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("computer level 4 (north) wins"), "{screen}");
    assert!(screen.contains("ada (south) resigned"), "{screen}");
    // Two people at one keyboard are not told apart: the sides stay bare.
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap();
    app.shared.settings.name = Some(name("ada"));
    press(&mut app, "Xy");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("│ north wins") && screen.contains("│ south resigned"), "{screen}");
    assert!(screen.contains("North (person)"), "{screen}");
}

#[test]
fn the_saved_games_say_who_played_each_side() {
    let store = scratch("names");
    let start = Setup::start(Variant::Kingulu);
    let mut file = SaveFile::new(&start, vec!["A3".into()], BySide::new(Player::Person, Player::Person));
    file.players.north = Player::Remote { name: name("bob") };
    file.resigned = Some("north".into());
    file.updated = "2026-11-30T06:00:00Z".into();
    store.save("with bob", &file).unwrap();
    let mut app = App::new(Theme::monochrome()).with_saving(Saving::at(store.clone()));
    app.shared.settings.name = Some(name("ada"));
    press(&mut app, "o");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("ada (south) wins : bob (north) resigned"), "{screen}");
    let wide = render(&app, 110, 24);
    let row = wide.lines().find(|line| line.contains("with bob")).unwrap();
    assert!(wide.contains("result          against") && row.contains("north resigned  bob"), "{wide}");
    assert!(!render(&app, 80, 24).contains("against"), "the column only where it fits");
    // A game going on says who plays each side.
    file.resigned = None;
    store.save("with bob", &file).unwrap();
    press(&mut app, "\x1bo");
    assert!(render(&app, 80, 24).contains("South: ada · North: bob"), "{}", render(&app, 80, 24));
    std::fs::remove_dir_all(store.folder()).unwrap();
}
