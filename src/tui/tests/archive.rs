//! The archive's panels of the lobby through the interface, against the lobby tests' fake server: a player's
//! page (Enter on a name), the archive (`a`: searched by game and player, paged, a game of one's own marked
//! private, a game opened read-only at its start and replayed), a leaderboard (`l`); drawn at 80x24 in
//! monochrome and checked in `--ascii`.

use super::lobby::{Server, connected, name, until, view};
use super::{message, play_of, press, render};
use crate::lobby::protocol::{Archived, Page, Rated, Tally, ToSession};
use crate::rules::{AnyLine, BySide, Setup, Variant};
use crate::store::{Player, SaveFile};
use crate::tui::app::Screen;
use crate::tui::{App, Theme};

/// Ada's app in the lobby, its lists sent, dates shown in UTC.
fn in_lobby(tag: &str) -> (App, Server) {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), tag);
    app.lobby.zone = jiff::tz::TimeZone::UTC;
    press(&mut app, "r");
    server.send(&ToSession::Lobby(view()));
    until(&mut app, |app| !app.lobby.view.online.is_empty());
    (app, server)
}

fn archived(code: &str, south: &str, north: &str, result: &str, minute: i64) -> Archived {
    Archived {
        id: minute,
        code: code.into(),
        game: "kete".into(),
        south: south.into(),
        north: north.into(),
        result: result.into(),
        how: format!("{result} wins by resignation"),
        moves: 24,
        finished_ms: 1_800_000_000_000 + minute * 60_000,
        rated: true,
        private: false,
    }
}

fn ascii_only(app: &mut App) {
    app.shared.environment.ascii = true;
    let screen = render(app, 80, 24);
    assert!(screen.is_ascii(), "{screen}");
    app.shared.environment.ascii = false;
}

#[test]
fn the_archive_is_searched_paged_marked_private_and_a_game_opens_at_its_start() {
    let (mut app, mut server) = in_lobby("archive");
    press(&mut app, "a");
    assert_eq!(server.next(), r#"{"type":"archive"}"#);
    let games = vec![
        archived("g3", "ada", "bob", "north", 30),
        archived("g2", "cy", "dee", "south", 20),
        Archived { private: true, ..archived("g1", "bob", "ada", "south", 10) },
    ];
    server.send(&ToSession::Archive { player: None, game: None, after: false, games, more: true });
    until(&mut app, |app| app.lobby.archive.heard);
    insta::assert_snapshot!("archive_80x24", render(&app, 80, 24));
    ascii_only(&mut app);
    // The game searched, then a player's name typed.
    press(&mut app, "→");
    assert_eq!(server.next(), r#"{"type":"archive","game":"kete"}"#);
    press(&mut app, "/bo\u{8}ob\n");
    assert_eq!(server.next(), r#"{"type":"archive","player":"bob","game":"kete"}"#);
    press(&mut app, "/\u{8}\u{8}\u{8}\n←");
    assert_eq!(server.next(), r#"{"type":"archive","game":"kete"}"#);
    assert_eq!(server.next(), r#"{"type":"archive"}"#);
    // The next page, after the last game listed.
    press(&mut app, "n");
    assert_eq!(server.next(), r#"{"type":"archive","before":{"at_ms":1800000600000,"id":10}}"#);
    let more = vec![archived("g0", "cy", "bob", "draw", 5)];
    server.send(&ToSession::Archive { player: None, game: None, after: true, games: more, more: false });
    until(&mut app, |app| app.lobby.archive.games.len() == 4);
    press(&mut app, "n");
    assert!(message(&app).contains("no more games"), "{}", message(&app));
    // `p` on another's game is refused; on ada's own it asks.
    press(&mut app, "↓p");
    assert!(message(&app).contains("others'"), "{}", message(&app));
    press(&mut app, "↓p");
    assert_eq!(server.next(), r#"{"type":"private","code":"g1","private":false}"#);
    server.send(&ToSession::Private { code: "g1".into(), private: false });
    until(&mut app, |app| !app.lobby.archive.games[2].private);
    // Enter asks for the game; it opens at its start, read-only, and U replays its first move.
    press(&mut app, "↑↑\n");
    assert_eq!(server.next(), r#"{"type":"record","code":"g3"}"#);
    let mut line = AnyLine::new(&Setup::start(Variant::Kete)).unwrap();
    for _ in 0..3 {
        line.play(line.legal_moves()[0]).unwrap();
    }
    let people = BySide::new(Player::Remote { name: name("ada") }, Player::Remote { name: name("bob") });
    server.send(&ToSession::Record { code: "g3".into(), save: Box::new(SaveFile::of_line(&line, people, None, None)) });
    until(&mut app, |app| matches!(app.screen, Screen::Play(_)));
    let play = play_of(&app);
    assert!(play.read_only && play.line.cursor() == 0 && play.line.len() == 3);
    press(&mut app, "U");
    assert_eq!(play_of(&app).line.cursor(), 1);
    press(&mut app, "\n");
    assert!(message(&app).contains("a game of the archive"), "{}", message(&app));
}

#[test]
fn enter_on_a_player_opens_their_page_and_c_challenges_them_from_it() {
    let (mut app, mut server) = in_lobby("page");
    // The challenges (3), no games, then the players: bob is the second.
    press(&mut app, "↓↓↓↓\n");
    assert_eq!(server.next(), r#"{"type":"page","name":"bob"}"#);
    let page = Page {
        name: name("bob"),
        online: Some(crate::lobby::protocol::Doing::Playing { game: "kete".into(), against: name("cy") }),
        ratings: vec![
            Rated { of: "kete".into(), rating: 1612, deviation: 80, provisional: false, games: 31 },
            Rated { of: "kingulu".into(), rating: 1500, deviation: 290, provisional: true, games: 1 },
        ],
        record: Some(Tally { wins: 3, losses: 1, draws: 0 }),
        recent: vec![archived("g3", "ada", "bob", "north", 30), archived("g2", "bob", "cy", "north", 20)],
    };
    server.send(&ToSession::Page(page));
    until(&mut app, |app| app.lobby.page.is_some());
    insta::assert_snapshot!("page_80x24", render(&app, 80, 24));
    ascii_only(&mut app);
    press(&mut app, "↓\n");
    assert_eq!(server.next(), r#"{"type":"record","code":"g2"}"#);
    press(&mut app, "c\n");
    assert_eq!(
        server.next(),
        r#"{"type":"challenge","to":"bob","offer":{"game":"kete","control":"10+5","rated":true}}"#
    );
    press(&mut app, "\x1b");
    assert!(matches!(&app.screen, Screen::Lobby(screen) if screen.panel.is_none()), "Esc: back to the lists");
    // The Online list's `c` challenges as before.
    press(&mut app, "c");
    assert!(
        matches!(&app.screen, Screen::Lobby(screen) if screen.form.as_ref().is_some_and(|f| f.to == Some(name("bob"))))
    );
}

#[test]
fn l_opens_the_leaderboard_of_a_game_and_the_arrows_change_the_game() {
    let (mut app, mut server) = in_lobby("board");
    press(&mut app, "l");
    assert_eq!(server.next(), r#"{"type":"leaderboard","game":"kete"}"#);
    let rows = vec![
        Rated { of: "bob".into(), rating: 1687, deviation: 64, provisional: false, games: 40 },
        Rated { of: "ada".into(), rating: 1544, deviation: 92, provisional: false, games: 12 },
    ];
    server.send(&ToSession::Leaderboard { game: "kete".into(), rows });
    until(&mut app, |app| app.lobby.leaderboard.is_some());
    insta::assert_snapshot!("leaderboard_80x24", render(&app, 80, 24));
    ascii_only(&mut app);
    press(&mut app, "→");
    assert_eq!(server.next(), r#"{"type":"leaderboard","game":"kimasai-relay"}"#);
    server.send(&ToSession::Leaderboard { game: "kimasai-relay".into(), rows: Vec::new() });
    until(&mut app, |app| app.lobby.leaderboard.as_ref().is_some_and(|(game, _)| game == "kimasai-relay"));
    assert!(render(&app, 80, 24).contains("nobody yet"));
}
