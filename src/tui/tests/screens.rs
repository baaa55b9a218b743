//! Every screen the interface can show, drawn as a user would meet them: at the terminal sizes around each
//! screen's minimum nothing panics (every size from 1x1 to 120x40 in an ignored test), and with `--ascii` nothing
//! but ASCII is drawn (each symbol has an ASCII form).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::saves::scratch;
use super::{app, press};
use crate::rules::{Setup, Variant};
use crate::store::{Players, SaveFile};
use crate::tui::app::Screen;
use crate::tui::saving::Saving;
use crate::tui::seats::Player;
use crate::tui::view::board::{self, BoardView};
use crate::tui::view::{ascii, render};
use crate::tui::{App, Theme};

/// Kete's E3 position (rules/kete.md), where the safari question arises.
const KETE_E3: &str = "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25";

/// An app with the keys `keys` pressed from `start`.
fn after(mut start: App, keys: &str) -> App {
    press(&mut start, keys);
    start
}

/// `app` as a session of `bao serve` sees it (`served`), flagged before any key is pressed.
pub(super) fn serving(mut app: App, served: bool) -> App {
    app.shared.environment.served = served;
    app
}

/// Every screen and panel, named; as a session of `bao serve` shows them with `served`.
pub(super) fn every_screen(tag: &str, served: bool) -> Vec<(String, App)> {
    let mut screens = Vec::new();
    let start = || serving(App::new(Theme::monochrome()), served);
    let app = |variant: Variant| serving(app(variant), served);
    screens.push(("start".to_string(), start()));
    for variant in Variant::ALL {
        let name = |what: &str| format!("{variant} {what}");
        screens.push((name("board"), app(variant)));
        screens.push((name("after a move"), after(app(variant), "\n")));
        screens.push((name("watching"), after(app(variant), "\nw ")));
        screens.push((name("stepped to the end"), after(app(variant), "\nw]]]]]]")));
        screens.push((name("history"), after(app(variant), "\n\t")));
        screens.push((name("review"), after(app(variant), "\nV")));
        screens.push((name("prompt"), after(app(variant), ":A")));
        screens.push((name("players"), after(app(variant), "P")));
        screens.push((name("resigned"), after(app(variant), "Xy")));
        screens.push((name("confirm"), after(app(variant), "X")));
        screens.push((name("help"), after(app(variant), "?")));
        screens.push((name("rules"), after(app(variant), "R")));
        screens.push((name("rules at an example"), after(app(variant), "R\t\t\t ")));
        screens.push((name("rules at the end"), after(app(variant), "R\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t")));
        screens.push((name("rules help"), after(app(variant), "R?")));
        screens.push((name("copy"), after(app(variant), "\ny")));
        screens.push((name("editor"), after(app(variant), "e")));
        screens.push((name("settings"), after(app(variant), "s")));
    }
    // The Learn screen of each game: the list, a lesson, a refused move, a lesson done (its step-through).
    for (i, variant) in Variant::ALL.iter().enumerate() {
        let lessons = format!("{}L", "→".repeat(i));
        let lesson = &crate::learn::for_variant(*variant)[0];
        screens.push((format!("{variant} learn"), after(start(), &lessons)));
        screens.push((format!("{variant} lesson"), after(start(), &format!("{lessons}\n"))));
        let wrong = format!("{lessons}\n:A1\n");
        screens.push((format!("{variant} lesson refused"), after(start(), &wrong)));
        let done = format!("{lessons}\n:{}\n", lesson.answer);
        screens.push((format!("{variant} lesson done"), after(start(), &done)));
        screens.push((format!("{variant} lesson help"), after(start(), &format!("{lessons}\n?"))));
    }
    // The step-through view with its lap log, on a move of each game's rules document.
    for (i, (name, _, _)) in super::lap_log::WATCHED.iter().enumerate() {
        screens.push((format!("{name} lap log"), super::lap_log::watching(i)));
    }
    let e3: Setup = KETE_E3.parse().unwrap();
    screens
        .push(("kete safari".into(), after(App::playing(Theme::monochrome(), Variant::Kete, Some(e3)).unwrap(), "\n")));
    screens.push(("editor from start".into(), after(start(), "e")));
    let mut unsaved = app(Variant::Kete);
    if let crate::tui::app::Screen::Play(play) = &mut unsaved.screen {
        let reason = "No space left on device (os error 28) /saves/kete.json";
        play.unsaved = Some(crate::t!("play-could-not-save", reason = reason));
    }
    unsaved.quitting = true;
    screens.push(("quitting unsaved".into(), unsaved));
    let mut busy = start();
    let play = crate::tui::play::Play::new(&Setup::start(Variant::KimasaiStep), crate::tui::seats::people()).unwrap();
    busy.offer(play, Some(crate::t!("screens-busy-note-process", name = "kete-2026", process = "4242")));
    screens.push(("a save open elsewhere".into(), busy));
    screens.push(("settings capturing a key".into(), after(start(), "s↓↓↓↓↓↓↓\n")));
    // The saves list, with a good save and a damaged one.
    let store = scratch(&format!("screens-{tag}"));
    let kingulu = Setup::start(Variant::Kingulu);
    let mut file = SaveFile::new(&kingulu, vec!["A3".into()], Players::default());
    file.name = Some("a titled one".into());
    file.notes = Some("notes to read".into());
    store.save("titled", &file).unwrap();
    std::fs::write(store.folder().join("broken.json"), b"{").unwrap();
    let with_store = || serving(App::new(Theme::monochrome()), served).with_saving(Saving::at(store.clone()));
    screens.push(("start with saves".into(), with_store()));
    screens.push(("saves".into(), after(with_store(), "o")));
    screens.push(("saves renaming".into(), after(with_store(), "o↓r")));
    screens.push(("saves deleting".into(), after(with_store(), "o↓d")));
    screens.push(("saves hosting a built-in one".into(), after(with_store(), "o↓↓h")));
    screens.push(("notes".into(), after(with_store(), "o↓\n")));
    let _ = std::fs::remove_dir_all(store.folder());
    screens.extend(room_screens(tag, served));
    for (_, app) in &mut screens {
        app.shared.environment.served = served;
    }
    screens
}

/// The screens of a game in a room, for every board: the host waiting for a guest, the guest (with a clock and
/// a message), a spectator, typing a message, the other player's request, a closed room; and the rooms screen.
fn room_screens(tag: &str, served: bool) -> Vec<(String, App)> {
    use crate::room::host::{Hosting, Options};
    use crate::room::protocol::{Request, ToHost};
    use crate::room::{Link, RoomCode, Rooms, VERSION};
    use crate::tui::app::Screen;
    use crate::tui::play::Play;
    let rooms = Rooms::at(std::env::temp_dir().join(format!("bao-screens-rooms-{tag}-{}", std::process::id())));
    let mut screens = Vec::new();
    let on = |play: Play| {
        let mut app = serving(App::new(Theme::monochrome()), served);
        let words = crate::tui::play::room::opening_words(&play, served);
        app.show_room(play, words);
        app
    };
    let mut keep = Vec::new();
    for variant in Variant::ALL {
        let code = RoomCode::random(variant).unwrap();
        let game = crate::rules::AnyLine::new(&Setup::start(variant)).unwrap();
        let clock = Some("5+3".parse().unwrap());
        let options = Options {
            rooms: rooms.clone(),
            code,
            line: game,
            side: crate::rules::Side::South,
            name: "ada".into(),
            clock,
            public: false,
            persist: None,
            broadcast: false,
            carrier: None,
        };
        let (hosting, own) = Hosting::open(options).unwrap();
        let base = Play::new(&Setup::start(variant), crate::tui::seats::people()).unwrap();
        let host = base.host(crate::rules::Side::South, "ada", hosting, own);
        screens.push((format!("{variant} room host waiting"), on(host)));
        let hello = |name: &str, watch: bool| ToHost::Hello {
            version: VERSION,
            name: name.into(),
            code: code.to_string(),
            watch,
            secret: None,
            language: None,
        };
        let (first, link) = Link::join(&rooms, &code, &hello("mwanaisha-kariuki-20", false), None).unwrap();
        let mut guest = on(Play::joined(first, link, None).unwrap());
        if let Screen::Play(play) = &mut guest.screen
            && let Some(room) = &mut play.room
        {
            let text = "x".repeat(crate::room::protocol::MAX_MESSAGE_CHARS);
            room.hear(&crate::room::protocol::Said { from: "ada".into(), text, spectator: false, at: None });
        }
        screens.push((format!("{variant} room guest"), guest));
        let (first, link) = Link::join(&rooms, &code, &hello("cy", true), None).unwrap();
        screens.push((format!("{variant} room spectator"), on(Play::joined(first, link, None).unwrap())));
        let (first, link) = Link::join(&rooms, &code, &hello("cy", true), None).unwrap();
        screens
            .push((format!("{variant} room spectator help"), after(on(Play::joined(first, link, None).unwrap()), "?")));
        let (first, link) = Link::join(&rooms, &code, &hello("dee", true), None).unwrap();
        let mut asked = on(Play::joined(first, link, None).unwrap());
        if let Screen::Play(play) = &mut asked.screen {
            if let Some(room) = &mut play.room {
                room.asked = Some(Request::Takeback);
                room.you = Some(crate::rules::Side::North);
            }
            play.settle();
        }
        screens.push((format!("{variant} room takeback asked"), asked));
        let (first, link) = Link::join(&rooms, &code, &hello("eve", true), None).unwrap();
        let mut closed = on(Play::joined(first, link, None).unwrap());
        if let Screen::Play(play) = &mut closed.screen {
            play.on_room(crate::room::FromRoom::Closed(crate::room::Closed::HostGone), &mut closed.shared);
        }
        screens.push((format!("{variant} room closed"), closed));
        // A guest whose room closed, its game in a save: the words say how to play on.
        let (first, link) = Link::join(&rooms, &code, &hello("fay", true), None).unwrap();
        let mut left = on(Play::joined(first, link, None).unwrap());
        if let Screen::Play(play) = &mut left.screen {
            if let Some(room) = &mut play.room {
                room.you = Some(crate::rules::Side::North);
            }
            play.slot.name = Some(format!("{variant}-2026-11-30-0512"));
            play.on_room(crate::room::FromRoom::Closed(crate::room::Closed::HostGone), &mut left.shared);
        }
        screens.push((format!("{variant} room closed, game saved"), left));
        keep.push(code);
    }
    // Typing a message (the host's screen: its seat may speak).
    if let Some((_, host)) = screens.iter_mut().find(|(name, _)| name.ends_with("host waiting")) {
        press(host, "m");
        press(host, &"y".repeat(150));
    }
    screens.extend(rooms_menu_screens(served));
    let _ = std::fs::remove_dir_all(rooms.dir());
    screens
}

/// The rooms screen: a long list of public rooms, and a room to open made public.
fn rooms_menu_screens(served: bool) -> Vec<(String, App)> {
    use crate::room::dir::PublicRoom;
    let mut screens = Vec::new();
    let mut menu = crate::tui::rooms_menu::RoomsMenu::open(Variant::Kingulu);
    menu.rooms = (0..30)
        .map(|i| PublicRoom {
            code: format!("kimasai-relay-{i:04}-zzzz"),
            variant: "kimasai-relay".into(),
            players: "mwanaisha-kariuki-20 vs mwanaisha-kariuki-21".into(),
            moves: 1234,
            spectators: 32,
            pid: 1,
        })
        .collect();
    menu.line = 12;
    let mut app = serving(App::new(Theme::monochrome()), served);
    app.screen = Screen::Rooms(Box::new(menu));
    screens.push(("rooms".into(), app));
    let mut public = crate::tui::rooms_menu::RoomsMenu::open(Variant::Kete);
    public.public = true;
    let mut app = serving(App::new(Theme::monochrome()), served);
    app.screen = Screen::Rooms(Box::new(public));
    screens.push(("rooms, a public room".into(), app));
    screens
}

fn draw(app: &App, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    render(app, area, &mut buf);
    buf
}

/// Draws `app` at `width` x `height`, failing with the screen's name and the size if drawing panics.
fn draws(name: &str, app: &App, width: u16, height: u16) {
    let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| draw(app, width, height)));
    assert!(drawn.is_ok(), "{name} at {width}x{height} panicked");
}

/// The sizes a screen is drawn at by the quick test: two columns and lines either side of its minimum (where a
/// tight layout overflows, and where the "too small" note takes over), every width at its least height and every
/// height at its least width up to 120x40 (where a wider layout starts), and the smallest terminals.
fn sizes_around(app: &App) -> Vec<(u16, u16)> {
    let (width, height) = crate::tui::view::min_size(app);
    let mut sizes = vec![(1, 1), (1, 40), (120, 1), (width, 1), (1, height)];
    for w in width.saturating_sub(2).max(1)..=width + 2 {
        for h in height.saturating_sub(2).max(1)..=height + 2 {
            sizes.push((w, h));
        }
    }
    sizes.extend((width..=120.max(width)).map(|w| (w, height)));
    sizes.extend((height..=40.max(height)).map(|h| (width, h)));
    sizes
}

#[test]
fn every_screen_draws_at_the_sizes_around_its_minimum() {
    for (name, app) in every_screen("sizes", false) {
        let (width, height) = crate::tui::view::min_size(&app);
        assert!(width <= 120 && height <= 40, "{name} needs {width}x{height}, more than the sweep covers");
        for (width, height) in sizes_around(&app) {
            draws(&name, &app, width, height);
        }
    }
}

/// Every size from 1x1 to 120x40 (4,800 per screen, half a minute): run with `cargo test -- --ignored` after
/// changing a layout.
#[test]
#[ignore = "the whole sweep takes half a minute; every_screen_draws_at_the_sizes_around_its_minimum runs by default"]
fn every_screen_draws_at_every_size_from_1x1_to_120x40() {
    for (name, app) in every_screen("sweep", false) {
        for width in 1..=120 {
            for height in 1..=40 {
                draws(&name, &app, width, height);
            }
        }
    }
}

#[test]
fn with_ascii_every_screen_draws_only_ascii() {
    for (name, mut app) in every_screen("ascii", false) {
        app.shared.environment.ascii = true;
        for (width, height) in [(80, 24), (120, 40), (60, 20)] {
            let buf = draw(&app, width, height);
            let foreign: Vec<&str> =
                buf.content.iter().map(ratatui::buffer::Cell::symbol).filter(|s| !s.is_ascii()).collect();
            assert!(foreign.is_empty(), "{name} at {width}x{height} draws {foreign:?}");
            // Nothing is drawn as the `?` of a symbol without an ASCII form.
            app.shared.environment.ascii = false;
            let plain = draw(&app, width, height);
            app.shared.environment.ascii = true;
            let unknown: Vec<&str> = plain
                .content
                .iter()
                .map(ratatui::buffer::Cell::symbol)
                .filter(|s| !s.is_ascii() && ascii::ascii_of(s) == "?")
                .collect();
            assert!(unknown.is_empty(), "{name} at {width}x{height}: no ASCII form for {unknown:?}");
        }
    }
}

/// Issue 26: a locale that is not UTF-8 (`LANG=C`) draws in ASCII as `--ascii` does, without being asked, and
/// the settings screen says why its ASCII line is on.
#[test]
fn a_locale_that_is_not_utf8_draws_only_ascii() {
    for (name, mut app) in every_screen("locale", false) {
        app.shared.environment.locale_ascii = true;
        let buf = draw(&app, 80, 24);
        let foreign: Vec<&str> =
            buf.content.iter().map(ratatui::buffer::Cell::symbol).filter(|s| !s.is_ascii()).collect();
        assert!(foreign.is_empty(), "{name} draws {foreign:?}");
        if name.ends_with(" settings") {
            let screen = super::render(&app, 80, 24);
            assert!(screen.contains("ASCII drawing     off (locale: ASCII)"), "{name}:\n{screen}");
        }
    }
}

/// Issue 18: a message (or any text) carrying control characters is drawn with them made visible, so no cell
/// of the screen holds an escape the terminal would obey.
#[test]
fn control_characters_are_never_drawn() {
    let mut app = app(Variant::Kingulu);
    app.shared.refuse("theme \u{1b}]0;pwned\u{7} is broken\u{1b}[2J");
    let buf = draw(&app, 80, 24);
    assert!(buf.content.iter().all(|cell| !cell.symbol().chars().any(char::is_control)));
    assert!(super::render(&app, 80, 24).contains(r"\u{1b}]0;pwned\u{7}"));
}

/// A key bar too long for the terminal leaves out its last hints whole, never cuts one, and keeps `? keys`.
#[test]
fn a_narrow_key_bar_shows_whole_hints_and_keeps_the_help() {
    use crate::tui::keys::KeyScreen;
    use crate::tui::view::{hint_line, hint_line_within};
    let keys = crate::tui::keymap::Keymap::default();
    let whole = hint_line(KeyScreen::Start, &keys);
    assert!(whole.chars().count() > 60, "{whole}");
    let narrow = hint_line_within(KeyScreen::Start, &keys, 60);
    assert!(narrow.chars().count() <= 60 && narrow.ends_with("? keys"), "{narrow}");
    for hint in narrow.split("  ") {
        assert!(whole.split("  ").any(|whole| whole == hint), "{hint:?} is a whole hint of {whole:?}");
    }
    let app = App::new(Theme::monochrome());
    let screen = super::render(&app, 60, 20);
    assert_eq!(screen.lines().last().unwrap().trim_matches('"').trim_end(), narrow);
}

/// The marks' legend breaks between its entries onto a second line where one is too narrow (kete's at 60
/// columns), instead of being cut.
#[test]
fn the_legend_goes_onto_two_lines_where_one_is_too_narrow() {
    let app = App::playing(Theme::monochrome(), Variant::Kete, None).unwrap();
    let narrow = super::render(&app, 60, 20);
    assert!(
        narrow.contains("[n] cursor  (n) last move  K kuu ") && narrow.contains("|n| kichwa  t hizi zetu"),
        "{narrow}"
    );
    let wide = super::render(&app, 80, 24);
    assert!(wide.contains("[n] cursor  (n) last move  K kuu  |n| kichwa  t hizi zetu"), "{wide}");
}

/// Issue 15: a kichwa keeps its `|n|` mark under the cursor, the last move and the playable highlight, and a
/// stepping-game hole holding more than one stone (in the editor) is drawn with its count, flagged `!`.
#[test]
fn kichwa_marks_stay_and_impossible_stone_counts_are_drawn() {
    let draw = |setup: Setup, cursor: &str, origin: &str, playable: &[crate::rules::Hole]| {
        let view = BoardView {
            setup,
            flipped: false,
            names: false,
            cursor: cursor.parse().ok(),
            flight: None,
            involved: Vec::new(),
            origin: origin.parse().ok(),
            playable,
            turn: true,
            hand: None,
            players: [String::new(), String::new()],
            theme: Theme::monochrome(),
        };
        let area = Rect::new(0, 0, 70, 12);
        let mut buf = Buffer::empty(area);
        board::draw(&view, area, &mut buf);
        (0..area.height)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let kete: Setup =
        "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25".parse().unwrap();
    let playable = ["A8".parse().unwrap()];
    let text = draw(kete, "A1", "a1", &playable);
    assert!(text.contains("[| 0 |]"), "the cursor on the kichwa A1:\n{text}");
    assert!(text.contains("(| 0 |)"), "the last move from the kichwa a1:\n{text}");
    assert!(text.contains("|  2  |"), "the playable kichwa A8:\n{text}");
    let mut step = Setup::start(Variant::KimasaiStep);
    let index = Variant::KimasaiStep.layout().index("A1".parse().unwrap()).unwrap();
    step.set_count_at(index, 2);
    let text = draw(step, "", "", &[]);
    assert!(text.contains(" 2!"), "{text}");
}

/// Issue 15: at 80x24 a side's line is never cut, even the longest: kete's reserve and kuu, a computer's
/// level, and the hand while a move is watched.
#[test]
fn the_longest_side_lines_fit_80_columns() {
    let mut app = super::app(Variant::Kete);
    press(&mut app, "\n1");
    assert_eq!(super::history(&app).len(), 1, "{}", super::message(&app));
    if let Screen::Play(play) = &mut app.screen {
        let master = Player::Computer { level: crate::engine::Level::MAX };
        (play.seats.south, play.seats.north) = (master, master);
    }
    press(&mut app, "w→→");
    let screen = super::render(&app, 80, 24);
    let line = |side: &str| screen.lines().find(|l| l.contains(side)).unwrap_or_default().to_string();
    assert!(line("North (computer level 6)").contains("reserve 22  kuu standing"), "{screen}");
    assert!(line("South (computer level 6)").contains("kuu standing  hand "), "{screen}");
    press(&mut app, "q");
}

/// The rooms screen's list of public rooms stops above the status bar and the key hints (thirty rooms ran
/// over both), scrolled so the selected room shows, the first and the last alike.
#[test]
fn the_public_rooms_stay_above_the_status_bar_and_the_selected_one_shows() {
    let (_, mut app) = rooms_menu_screens(false).into_iter().find(|(name, _)| name == "rooms").unwrap();
    for (line, code) in [
        (12, None),
        (crate::tui::rooms_menu::FIXED_LINES, Some("0000")),
        (crate::tui::rooms_menu::FIXED_LINES + 29, Some("0029")),
    ] {
        let Screen::Rooms(menu) = &mut app.screen else { panic!("the rooms screen") };
        menu.line = line;
        for height in [24, 20] {
            let screen = super::render(&app, 80, height);
            let lines: Vec<&str> = screen.lines().collect();
            let bottom = &lines[lines.len() - 2..];
            assert!(bottom.iter().all(|l| !l.contains("kimasai-relay-")), "{screen}");
            let selected = lines.iter().find(|l| l.contains("▸")).unwrap_or_else(|| panic!("{screen}"));
            if let Some(code) = code {
                assert!(selected.contains(&format!("kimasai-relay-{code}")), "{screen}");
            }
        }
    }
}
