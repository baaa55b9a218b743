//! A room's game through the interface, in this process: two apps, one hosting and one joined through the
//! room's real socket, driven by keys and by the room's messages pumped as the event loop pumps them.

use std::time::{Duration, Instant};

use super::press;
use crate::room::host::{Hosting, Options};
use crate::room::protocol::ToHost;
use crate::room::{Link, RoomCode, Rooms, VERSION};
use crate::rules::{AnyLine, Setup, Side, Variant};
use crate::tui::app::Screen;
use crate::tui::play::{Mode, Play};
use crate::tui::{App, Theme};

pub(super) fn apps(tag: &str) -> (App, App, Rooms) {
    apps_with(tag, None, None)
}

/// The host's and the guest's apps in a room of `clock`, the guest's hello saying `language`.
fn apps_with(tag: &str, clock: Option<crate::room::clock::ClockSpec>, language: Option<&str>) -> (App, App, Rooms) {
    let rooms = Rooms::at(std::env::temp_dir().join(format!("bao-tui-rooms-{tag}-{}", std::process::id())));
    let code = RoomCode::random(Variant::Kingulu).unwrap();
    let game = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let options = Options {
        rooms: rooms.clone(),
        code,
        line: game,
        side: Side::South,
        name: "ada".into(),
        clock,
        public: false,
        persist: None,
        broadcast: false,
        carrier: None,
    };
    let (hosting, own) = Hosting::open(options).unwrap();
    let base = Play::new(&Setup::start(Variant::Kingulu), crate::tui::seats::people()).unwrap();
    let mut host = App::new(Theme::monochrome());
    host.show_room(base.host(Side::South, "ada", hosting, own), String::new());
    let hello = ToHost::Hello {
        version: VERSION,
        name: "bob".into(),
        code: code.to_string(),
        watch: false,
        secret: None,
        language: language.map(Into::into),
    };
    let (first, link) = Link::join(&rooms, &code, &hello, None).unwrap();
    let mut guest = App::new(Theme::monochrome());
    guest.show_room(Play::joined(first, link, None).unwrap(), String::new());
    (host, guest, rooms)
}

/// The room's code of `app`'s game.
pub(super) fn code_of(app: &App) -> String {
    app.play().and_then(|play| play.room.as_ref()).map(|room| room.code.clone()).unwrap()
}

/// Pumps both apps until `done` holds of `app` (the first or second), as the event loop does.
fn until(apps: [&mut App; 2], which: usize, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    let [a, b] = apps;
    loop {
        a.pump();
        b.pump();
        if done(if which == 0 { a } else { b }) {
            return;
        }
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn moves(app: &App) -> usize {
    app.play().map_or(0, |play| play.line.len())
}

#[test]
fn a_move_arriving_while_the_last_one_is_watched_leaves_the_step_through_open() {
    let (mut host, mut guest, rooms) = apps("step");
    press(&mut host, ":A3\n");
    until([&mut host, &mut guest], 1, |app| moves(app) == 1);
    // The guest replies; the host watches its own move seed by seed meanwhile.
    press(&mut host, "w");
    assert!(matches!(host.play().unwrap().mode, Mode::Step(_)));
    let reply = guest.play().unwrap().line.legal_moves()[0].to_string();
    press(&mut guest, &format!(":{reply}\n"));
    until([&mut host, &mut guest], 0, |app| moves(app) == 2);
    assert!(matches!(host.play().unwrap().mode, Mode::Step(_)), "still watching");
    assert!(host.shared.message.as_ref().is_some_and(|m| m.text.contains(&format!("bob played {reply}"))));
    // Back on the board, the reply is there and it is the host's turn.
    press(&mut host, "\x1b");
    assert_eq!(host.play().unwrap().line.side_to_move(), Side::South);
    assert_eq!(host.play().unwrap().last_move().map(|mv| mv.to_string()), Some(reply));
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn out_of_turn_keys_are_refused_on_the_spot_and_a_resignation_ends_both_games() {
    let (mut host, mut guest, rooms) = apps("resign");
    press(&mut guest, "\n");
    assert!(
        guest.shared.message.as_ref().is_some_and(|m| m.error && m.text.contains("ada's turn")),
        "{:?}",
        guest.shared.message
    );
    // Both sides move first: before, X aborts rather than resigns.
    press(&mut host, ":A3\n");
    until([&mut host, &mut guest], 1, |app| moves(app) == 1);
    let reply = guest.play().unwrap().line.legal_moves()[0].to_string();
    press(&mut guest, &format!(":{reply}\n"));
    until([&mut host, &mut guest], 0, |app| moves(app) == 2);
    // The guest's own move counts once the host has taken it and said so: until then it may still abort.
    until([&mut host, &mut guest], 1, |app| moves(app) == 2);
    press(&mut guest, "X");
    assert_eq!(guest.play().unwrap().mode, Mode::Confirm(crate::tui::play::Confirm::Resign));
    press(&mut guest, "y");
    until([&mut host, &mut guest], 0, |app| app.play().is_some_and(|play| play.result().is_some()));
    until([&mut host, &mut guest], 1, |app| app.play().is_some_and(|play| play.result().is_some()));
    for app in [&host, &guest] {
        assert_eq!(app.play().unwrap().result().as_deref(), Some("south wins : north resigned"));
        assert!(matches!(app.screen, Screen::Play(_)));
        // The game-over box names the players and offers only what works in a room: no new game.
        let screen = super::render(app, 80, 24);
        assert!(screen.contains("ada (south) wins"), "{screen}");
        assert!(screen.contains("bob (north) resigned"), "{screen}");
        assert!(screen.contains("ask for a rematch") && !screen.contains("new game"), "{screen}");
        assert!(!screen.contains("→"), "no rating change before the server tells one: {screen}");
    }
    // Under `bao serve`, the server tells each player how the rated game changed their ratings: the box shows
    // it, for this game of the room only.
    #[cfg(feature = "serve")]
    {
        use crate::lobby::{link::FromLobby, protocol::ToSession};
        let ratings = vec!["ada 1500? → 1662? (+162)".to_string(), "bob 1500? → 1338? (-162)".to_string()];
        let code = host.play().unwrap().room.as_ref().unwrap().code.clone();
        let ended =
            |game| ToSession::Ended { room: code.clone(), game, how: "resigned".into(), ratings: ratings.clone() };
        host.update(crate::tui::app::Msg::Lobby(FromLobby::Message(ended(2))));
        assert!(!super::render(&host, 80, 24).contains("1662"), "another game of the room's");
        host.update(crate::tui::app::Msg::Lobby(FromLobby::Message(ended(1))));
        let screen = super::render(&host, 80, 24);
        assert!(screen.contains("ada 1500? → 1662? (+162)") && screen.contains("bob 1500? → 1338? (-162)"), "{screen}");
        assert!(screen.contains("ask for a rematch"), "{screen}");
        insta::assert_snapshot!("room_game_over_rated_80x24", screen);
    }
    // After the game: r asks for a rematch, and the other's yes starts it with sides swapped.
    press(&mut guest, "r");
    until([&mut host, &mut guest], 0, |app| matches!(app.play().unwrap().mode, Mode::Confirm(_)));
    press(&mut host, "y");
    until([&mut host, &mut guest], 1, |app| app.play().unwrap().room_seat() == Some(Side::South));
    until([&mut host, &mut guest], 0, |app| app.play().unwrap().room_seat() == Some(Side::North));
    assert_eq!(moves(&host), 0);
    assert!(guest.play().unwrap().result().is_none());
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn after_a_flag_fall_the_losers_clock_shows_no_time_left() {
    let spec = crate::room::clock::ClockSpec { initial: Duration::from_millis(1500), increment: Duration::ZERO };
    let (mut host, mut guest, rooms) = apps_with("flag", Some(spec), None);
    until([&mut host, &mut guest], 0, |app| app.play().is_some_and(|play| play.result().is_some()));
    until([&mut host, &mut guest], 1, |app| app.play().is_some_and(|play| play.result().is_some()));
    for app in [&host, &guest] {
        let room = app.play().unwrap().room.as_ref().unwrap();
        assert_eq!(room.clock(Side::South), Some(0), "south's flag fell");
        assert_eq!(room.clock(Side::North), Some(1500), "north's clock never ran");
        let screen = super::render(app, 80, 24);
        assert!(screen.contains("0:00.0"), "{screen}");
    }
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn one_q_in_a_room_game_asks_first_and_n_keeps_the_game() {
    let (mut host, mut guest, rooms) = apps("quit");
    for app in [&mut host, &mut guest] {
        press(app, "q");
        assert!(!app.quit, "one q does not end the room's game");
        assert_eq!(app.play().unwrap().mode, Mode::Confirm(crate::tui::play::Confirm::Quit));
        // The whole question, at the 60-column minimum too.
        for (width, height) in [(80, 24), (60, 20)] {
            let screen = super::render(app, width, height);
            assert!(screen.contains("quit and") && screen.contains("? y/n"), "{screen}");
        }
        press(app, "n");
        assert!(!app.quit);
        assert_eq!(app.play().unwrap().mode, Mode::Board);
        // Esc asks too, as whole at 60 columns.
        press(app, "\x1b");
        for (width, height) in [(80, 24), (60, 20)] {
            let screen = super::render(app, width, height);
            assert!(screen.contains("leave"), "{screen}");
            assert!(screen.contains("room? y/n") || screen.contains("keeps the game. y/n"), "{screen}");
        }
        press(app, "n");
        press(app, "qy");
        assert!(app.quit, "yes quits");
    }
    let _ = std::fs::remove_dir_all(rooms.dir());
}

/// When the host closes the room, the guest's panel says why, whole, at the 60-column minimum too.
#[test]
fn the_guest_reads_why_the_room_closed_whole_at_60_columns() {
    let panel = why_closed("closed", None);
    assert!(panel.contains("closed: the host closed the room"), "{panel}");
}

/// Issue #30: the host words why it closed the room in the language of the guest's hello (the host's
/// interface is English here), as it words its refusals.
#[test]
fn the_host_says_why_it_closed_the_room_in_the_guests_language() {
    let panel = why_closed("closed-sw", Some("sw"));
    assert!(panel.contains("closed: mwenyeji amefunga chumba"), "{panel}");
}

/// The guest's panel, once the host has closed the room: its lines joined, at 60 columns.
fn why_closed(tag: &str, language: Option<&str>) -> String {
    let (mut host, mut guest, rooms) = apps_with(tag, None, language);
    press(&mut host, "qy");
    assert!(host.quit);
    drop(host);
    let deadline = Instant::now() + Duration::from_secs(10);
    while guest.play().and_then(|play| play.room.as_ref()).is_some_and(|room| room.closed.is_none()) {
        assert!(Instant::now() < deadline, "the guest is told");
        guest.pump();
        std::thread::sleep(Duration::from_millis(2));
    }
    let screen = super::render(&guest, 60, 20);
    let panel: String = screen
        .lines()
        .map(|line| line.trim_matches('"').split('│').next().unwrap_or("").trim())
        .collect::<Vec<_>>()
        .join(" ");
    let _ = std::fs::remove_dir_all(rooms.dir());
    assert!(panel.contains("closed: "), "{screen}");
    panel
}

#[test]
fn a_draw_offered_with_d_and_agreed_ends_both_games_drawn_by_agreement() {
    let (mut host, mut guest, rooms) = apps("draw");
    press(&mut host, ":A3\n");
    until([&mut host, &mut guest], 1, |app| moves(app) == 1);
    press(&mut guest, "D");
    until([&mut host, &mut guest], 0, |app| matches!(app.play().unwrap().mode, Mode::Confirm(_)));
    let screen = super::render(&host, 80, 24);
    assert!(screen.contains("bob offers a draw: agree? y/n"), "{screen}");
    press(&mut host, "y");
    until([&mut host, &mut guest], 0, |app| app.play().is_some_and(|play| play.result().is_some()));
    until([&mut host, &mut guest], 1, |app| app.play().is_some_and(|play| play.result().is_some()));
    for app in [&host, &guest] {
        let play = app.play().unwrap();
        assert_eq!(play.forfeit, Some(crate::store::Forfeit::DrawAgreed));
        for (width, height) in [(80, 24), (60, 22)] {
            let screen = super::render(app, width, height);
            assert!(screen.contains("drawn by agreement"), "{screen}");
            assert!(screen.contains("ada (south) and bob (north)"), "{screen}");
            assert!(screen.contains("agreed a draw"), "{screen}");
        }
    }
    assert!(host.shared.message.as_ref().is_some_and(|m| m.text.contains("ada and bob agreed a draw")));
    // Over: D is refused on the spot.
    press(&mut guest, "\x1bD");
    assert!(guest.shared.message.as_ref().is_some_and(|m| m.error && m.text.contains("over")));
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn x_aborts_while_a_side_has_not_moved_and_a_rematch_follows() {
    let (mut host, mut guest, rooms) = apps("abort");
    press(&mut host, ":A3\n");
    until([&mut host, &mut guest], 1, |app| moves(app) == 1);
    // South has moved, North not: X asks to abort, for either of them.
    press(&mut host, "X");
    assert_eq!(host.play().unwrap().mode, Mode::Confirm(crate::tui::play::Confirm::Abort));
    assert!(super::render(&host, 80, 24).contains("abort this game, with no result? y/n"));
    press(&mut host, "n");
    press(&mut guest, "Xy");
    until([&mut host, &mut guest], 0, |app| app.play().is_some_and(|play| play.result().is_some()));
    until([&mut host, &mut guest], 1, |app| app.play().is_some_and(|play| play.result().is_some()));
    for app in [&host, &guest] {
        assert_eq!(app.play().unwrap().forfeit, Some(crate::store::Forfeit::Aborted));
        let screen = super::render(app, 80, 24);
        assert!(screen.contains("aborted") && screen.contains("no result"), "{screen}");
    }
    assert!(host.shared.message.as_ref().is_some_and(|m| m.text.contains("bob aborted the game")));
    press(&mut guest, "r");
    until([&mut host, &mut guest], 0, |app| matches!(app.play().unwrap().mode, Mode::Confirm(_)));
    press(&mut host, "y");
    until([&mut host, &mut guest], 1, |app| app.play().unwrap().room_seat() == Some(Side::South));
    assert!(guest.play().unwrap().result().is_none());
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn spectators_talk_and_a_player_sees_it_only_after_asking() {
    let (mut host, mut guest, rooms) = apps("talk");
    let code = host.play().unwrap().room.as_ref().unwrap().code.clone();
    let hello = ToHost::Hello {
        version: VERSION,
        name: "cy".into(),
        code: code.clone(),
        watch: true,
        secret: None,
        language: None,
    };
    let (first, link) = Link::join(&rooms, &code.parse().unwrap(), &hello, None).unwrap();
    let mut cy = App::new(Theme::monochrome());
    cy.show_room(Play::joined(first, link, None).unwrap(), String::new());
    let heard = |app: &App| app.play().unwrap().room.as_ref().unwrap().said.len();
    press(&mut cy, "mnice opening\n");
    press(&mut guest, "mthanks\n");
    let deadline = Instant::now() + Duration::from_secs(10);
    while [&host, &guest, &cy].iter().any(|app| heard(app) < 2) {
        for app in [&mut host, &mut guest, &mut cy] {
            app.pump();
        }
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(2));
    }
    // The spectator sees both, its own marked as a spectator's.
    press(&mut cy, "M");
    let screen = super::render(&cy, 80, 24);
    assert!(screen.contains("cy (watching): nice"), "{screen}");
    assert!(screen.contains("bob: thanks"), "{screen}");
    // A player sees the spectator's message only after v on the messages panel.
    press(&mut host, "M");
    for (width, height) in [(80, 24), (60, 22)] {
        let screen = super::render(&host, width, height);
        assert!(screen.contains("bob: thanks") && !screen.contains("cy (watching)"), "{screen}");
        assert!(screen.contains("spectators: 1 hidden (v shows)"), "{screen}");
    }
    press(&mut host, "v");
    for (width, height) in [(80, 24), (60, 22)] {
        let screen = super::render(&host, width, height);
        assert!(screen.contains("cy (watching): nice"), "{screen}");
    }
    // Esc closes it, and the room's line shows the last message seen.
    press(&mut host, "\x1b");
    assert_eq!(host.play().unwrap().mode, Mode::Board);
    // The guest, who did not ask, sees the last message only from a player.
    let screen = super::render(&guest, 80, 24);
    assert!(screen.contains("bob: thanks") && !screen.contains("cy (watching)"), "{screen}");
    let _ = std::fs::remove_dir_all(rooms.dir());
}
