//! Issue #30: the start screen, the saved games, the settings, the board's help and the rooms screen drawn in
//! Swahili at 80x24 (the app made and its keys pressed inside the language's scope: texts are made as the
//! state changes), each line within the screen, no word cut at its edge.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use crate::i18n::{Language, scoped};
use crate::rules::{Setup, Variant};
use crate::store::{Players, SaveFile, Store};
use crate::tui::app::Screen;
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};

use super::saves::scratch;
use super::{app, press, render};

/// A store with a game going on, a finished one, a study with its title and notes, and a damaged file, each
/// with fixed times so the screens draw the same every time.
fn store(tag: &str) -> Store {
    let store = scratch(&format!("swahili-{tag}"));
    let save = |name: &str, start: &str, moves: &[&str], updated: &str, title: Option<&str>| {
        let start: Setup = start.parse().unwrap();
        let mut file = SaveFile::new(&start, moves.iter().map(ToString::to_string).collect(), Players::default());
        file.created = "2026-11-29T20:00:00Z".into();
        file.updated = updated.into();
        file.name = title.map(str::to_string);
        file.notes = title.map(|_| "Kusini anaanza upande wa kushoto.".to_string());
        store.save(name, &file).unwrap();
    };
    save(
        "kingulu-2026-11-30-0512",
        "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1",
        &["A3"],
        "2026-11-30T05:12:00Z",
        None,
    );
    save("imekwisha", "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12", &[], "2026-11-30T04:00:00Z", None);
    let relay = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=24,24 m=1";
    save("uvamizi", relay, &["A1"], "2026-11-30T05:30:00Z", Some("Uvamizi wa kwanza"));
    fs::write(store.folder().join("imeharibika.json"), b"{\"format\": 1, \"variant\": \"kingu").unwrap();
    store
}

fn swahili<T>(work: impl FnOnce() -> T) -> T {
    scoped(Language::Swahili, work)
}

#[test]
fn the_start_screen_in_swahili() {
    let store = store("start");
    let screen = swahili(|| render(&App::new(Theme::monochrome()).with_saving(Saving::at(store.clone())), 80, 24));
    insta::assert_snapshot!("start_sw", screen);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn the_saved_games_in_swahili() {
    let store = store("saves");
    let screen = swahili(|| {
        let mut app = App::new(Theme::monochrome()).with_saving(Saving::at(store.clone()));
        press(&mut app, "o");
        let Screen::Saves(list) = &mut app.screen else { panic!("no saves list") };
        list.folder = PathBuf::from("~/.local/share/bao-tui/saves");
        render(&app, 80, 24)
    });
    insta::assert_snapshot!("saves_sw", screen);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn the_settings_in_swahili() {
    let screen = swahili(|| {
        let mut app = app(Variant::Kingulu);
        press(&mut app, "s↓↓");
        render(&app, 80, 24)
    });
    insta::assert_snapshot!("settings_sw", screen);
}

#[test]
fn the_board_s_help_in_swahili() {
    let screen = swahili(|| {
        let mut app = app(Variant::Kingulu);
        press(&mut app, "?");
        render(&app, 80, 24)
    });
    insta::assert_snapshot!("help_board_sw", screen);
}

#[test]
fn the_rooms_screen_in_swahili() {
    use crate::room::dir::PublicRoom;
    let screen = swahili(|| {
        let mut menu = crate::tui::rooms_menu::RoomsMenu::open(Variant::Kete);
        menu.rooms = vec![PublicRoom {
            code: "kete-k7fq-3mzd".into(),
            variant: "kete".into(),
            players: "ada vs bob".into(),
            moves: 12,
            spectators: 2,
            pid: 1,
        }];
        menu.unlisted = None;
        let mut app = App::new(Theme::monochrome());
        app.screen = Screen::Rooms(Box::new(menu));
        press(&mut app, "↓↓");
        render(&app, 80, 24)
    });
    insta::assert_snapshot!("rooms_sw", screen);
}

/// `screen` with what changes from run to run blanked: room codes and folders (as the pseudo-language test
/// does) and the times of saves made now.
fn steady(screen: &str) -> String {
    let text = super::language::without_values(screen);
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        // `2026-12-04 04:49`: a date and a time.
        let shape = "dddd-dd-dd dd:dd";
        let fits = chars.len() - i >= shape.len()
            && shape.chars().zip(&chars[i..]).all(|(s, &c)| if s == 'd' { c.is_ascii_digit() } else { s == c });
        if fits {
            out.push_str("YYYY-MM-DD hh:mm");
            i += shape.len();
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// Issue #30: every screen and panel drawn in Swahili at 80x24, one snapshot of them all, so a change to any
/// Swahili screen shows in review; and no line of any of them runs past the screen.
#[test]
fn every_screen_in_swahili_at_80x24() {
    let all = swahili(|| {
        let mut all = String::new();
        for (name, app) in super::screens::every_screen("swahili-all", false) {
            let screen = render(&app, 80, 24);
            for line in screen.lines() {
                let text = line.trim_matches('"');
                assert!(text.chars().count() <= 80, "{name}: {text}");
            }
            let _ = writeln!(all, "=== {name}\n{}", steady(&screen));
        }
        all
    });
    insta::assert_snapshot!("every_screen_sw", all);
}
