//! The lobby of `bao serve` through the interface, in this process: the app's link connected to a small fake
//! server on a real Unix socket in a scratch folder, which reads the app's lines and writes the server's; the
//! lobby's screen and the challenge asked over a game, drawn at 80x24 and 60x20 in monochrome.

use std::io::{BufRead as _, BufReader, Lines, Write as _};
use std::os::unix::fs::DirBuilderExt as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::{press, render};
use crate::lobby::protocol::{Doing, Listed, Offer, Online, ToSession, VERSION, View, Watchable, YourGame};
use crate::room::protocol::{Seat, line_of};
use crate::rules::Variant;
use crate::tui::app::Screen;
use crate::tui::lobby::Connection;
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};

/// The fake server's end of one session: the app's lines read, the server's written.
pub(super) struct Server {
    lines: Lines<BufReader<UnixStream>>,
    stream: UnixStream,
    dir: PathBuf,
}

impl Server {
    pub(super) fn send(&mut self, message: &ToSession) {
        self.stream.write_all(line_of(message).as_bytes()).unwrap();
    }

    /// The app's next line that is not a `doing` (those come as the screen changes, checked on their own).
    pub(super) fn next(&mut self) -> String {
        loop {
            let line = self.lines.next().expect("the app closed the lobby").expect("a line within the timeout");
            if !line.starts_with(r#"{"type":"doing""#) {
                return line;
            }
        }
    }

    /// The app's next `doing`.
    fn doing(&mut self) -> String {
        loop {
            let line = self.lines.next().unwrap().unwrap();
            if line.starts_with(r#"{"type":"doing""#) {
                return line;
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub(super) fn name(text: &str) -> crate::store::PlayerName {
    text.parse().unwrap()
}

/// Pumps the app's inbox until `done` holds.
pub(super) fn until(app: &mut App, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done(app) {
        app.pump();
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// `app` as `ada`, connected and welcomed by a fake server.
pub(super) fn connected(mut app: App, tag: &str) -> (App, Server) {
    let dir = std::env::temp_dir().join(format!("bao-tui-lobby-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::DirBuilder::new().mode(0o700).create(&dir).unwrap();
    let listener = UnixListener::bind(dir.join("lobby.sock")).unwrap();
    app.lobby.name = name("ada");
    app.connect_lobby_at(dir.join("lobby.sock"));
    let (stream, _) = listener.accept().unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let lines = BufReader::new(stream.try_clone().unwrap()).lines();
    let mut server = Server { lines, stream, dir };
    assert_eq!(server.next(), r#"{"type":"hello","version":3,"name":"ada","language":"en"}"#);
    server.send(&ToSession::Welcome { version: VERSION });
    until(&mut app, |app| app.lobby.state == Connection::Connected);
    (app, server)
}

fn offer(game: &str, side: Option<Seat>, control: &str) -> Offer {
    Offer { game: game.into(), side, control: control.into(), rated: true }
}

pub(super) fn view() -> View {
    let online = |who: &str, doing: Doing| Online { name: name(who), doing };
    let playing = |game: &str, against: &str| Doing::Playing { game: game.into(), against: name(against) };
    View {
        online: vec![
            online("ada", Doing::Lobby),
            online("bob", playing("kete", "cy")),
            online("cy", playing("kete", "bob")),
            online("dee", Doing::Computer { game: "kingulu".into(), level: 4 }),
        ],
        more: 0,
        challenges: vec![
            Listed { id: 1, from: name("bob"), to: None, offer: offer("kete", Some(Seat::South), "10+5") },
            Listed { id: 2, from: name("ada"), to: None, offer: offer("kingulu", None, "3d") },
            Listed {
                id: 3,
                from: name("eve"),
                to: Some(name("ada")),
                offer: Offer { rated: false, ..offer("kimasai-relay", None, "none") },
            },
        ],
        games: vec![Watchable {
            code: "kete-abcd-efgh".into(),
            game: "kete".into(),
            players: "bob vs cy".into(),
            moves: 12,
            spectators: 1,
        }],
        tournaments: Vec::new(),
    }
}

fn games() -> Vec<YourGame> {
    let game = |code: &str, against: &str, your_move: bool, moves: usize, control: &str| YourGame {
        code: code.into(),
        game: code.split('-').next().unwrap().into(),
        against: name(against),
        side: Seat::South,
        your_move,
        moves,
        control: control.into(),
        due_ms: control.ends_with('d').then_some(30 * 3_600_000),
        new: your_move && moves > 10,
    };
    vec![
        game("kingulu-k7fq-3mzd", "bob", true, 8, "3d"),
        game("kete-mmmm-nnnn", "cy", true, 31, "1d"),
        game("kete-pppp-qqqq", "dee", false, 4, "none"),
    ]
}

/// Whether the tickets beside `store` are inside `scratch` (never the system's temporary folder itself).
fn kept_in_scratch(store: &crate::store::Store, scratch: &std::path::Path) -> bool {
    store.folder().parent() == Some(scratch) && scratch.join("rooms").is_dir()
}

pub(super) fn status(app: &App) -> String {
    app.shared.message.as_ref().map(|message| message.text.clone()).unwrap_or_default()
}

/// Logging in with games waiting for one's move says so first; `r` leads to the lobby, which the server is
/// told; its lists are drawn at 80x24 and at the 60x20 minimum.
#[test]
fn the_lobby_lists_challenges_games_players_and_games_to_watch() {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), "screen");
    server.send(&ToSession::Games { games: games() });
    until(&mut app, |app| !app.lobby.games.is_empty());
    assert_eq!(status(&app), "your move in 2 games: r opens the lobby, where they are listed");
    assert_eq!(server.doing(), r#"{"type":"doing","doing":{"what":"elsewhere"}}"#);
    press(&mut app, "r");
    assert!(matches!(app.screen, Screen::Lobby(_)), "r leads to the lobby under serve");
    assert_eq!(server.doing(), r#"{"type":"doing","doing":{"what":"lobby"}}"#);
    server.send(&ToSession::Lobby(view()));
    until(&mut app, |app| !app.lobby.view.online.is_empty());
    insta::assert_snapshot!("lobby_80x24", render(&app, 80, 24));
    insta::assert_snapshot!("lobby_60x20", render(&app, 60, 20));
    // Far down the list, the line chosen stays in sight.
    press(&mut app, "↓↓↓↓↓↓↓↓↓↓");
    insta::assert_snapshot!("lobby_60x20_scrolled", render(&app, 60, 20));
    press(&mut app, "?");
    insta::assert_snapshot!("lobby_help", render(&app, 80, 24));
}

/// A move in one of the player's games reaches them wherever they are: on the start screen the status bar says
/// who moved where, the bell rings if the settings want it, and "your games" has the game as it stands, marked;
/// the mover's own copy of a move (their move made, the other's turn) is no news.
#[test]
fn a_move_in_any_of_your_games_is_told_on_any_screen_with_the_bell() {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), "moved");
    app.shared.settings.bell = true;
    server.send(&ToSession::Games { games: games() });
    until(&mut app, |app| !app.lobby.games.is_empty());
    let mut moved = games()[2].clone();
    moved.your_move = true;
    moved.new = true;
    moved.moves = 5;
    server.send(&ToSession::Moved { game: moved.clone() });
    until(&mut app, |app| app.lobby.games[2].moves == 5);
    assert!(matches!(app.screen, Screen::Start(_)));
    assert_eq!(status(&app), "dee moved in kete kete-pppp-qqqq: your move (r opens the lobby)");
    assert!(std::mem::take(&mut app.shared.bell), "the bell rings");
    assert_eq!(app.lobby.games[2], moved);
    assert_eq!(app.lobby.your_move(), 3);
    // A new game (a challenge accepted elsewhere) joins the list; the other's turn rings nothing.
    let mut theirs = moved.clone();
    theirs.code = "kingulu-rrrr-ssss".into();
    theirs.your_move = false;
    theirs.new = false;
    server.send(&ToSession::Moved { game: theirs.clone() });
    until(&mut app, |app| app.lobby.games.len() == 4);
    assert!(!app.shared.bell);
    press(&mut app, "r");
    insta::assert_snapshot!("lobby_moved_80x24", render(&app, 80, 24));
}

/// Enter accepts another's challenge and `x` withdraws one's own (never another's); `c` on a player opens
/// the challenge form, whose choices (correspondence time controls among them) become the challenge sent;
/// `p` posts one for anyone.
#[test]
fn the_lobby_s_keys_accept_withdraw_challenge_and_post() {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), "keys");
    press(&mut app, "r");
    server.send(&ToSession::Lobby(view()));
    until(&mut app, |app| !app.lobby.view.online.is_empty());
    press(&mut app, "\n");
    assert_eq!(server.next(), r#"{"type":"accept","id":1}"#);
    press(&mut app, "x");
    assert!(status(&app).contains("x withdraws a challenge of your own"), "{}", status(&app));
    press(&mut app, "↓\n");
    assert!(status(&app).contains("your own challenge"), "{}", status(&app));
    press(&mut app, "x");
    assert_eq!(server.next(), r#"{"type":"withdraw","id":2}"#);
    // The challenges (3), the games (none), then the players: bob is the second.
    press(&mut app, "↓↓↓");
    press(&mut app, "c");
    insta::assert_snapshot!("lobby_form_80x24", render(&app, 80, 24));
    // Kimasai relay (the game after kete), the challenger south (after "either"), 7 days a move, casual.
    press(&mut app, "→↓→↓→→→→↓→\n");
    assert_eq!(
        server.next(),
        r#"{"type":"challenge","to":"bob","offer":{"game":"kimasai-relay","side":"south","control":"7d","rated":false}}"#
    );
    assert_eq!(status(&app), "sent: they are asked wherever they are");
    press(&mut app, "p");
    insta::assert_snapshot!("lobby_form_60x20", render(&app, 60, 20));
    press(&mut app, "\x1b");
    assert!(matches!(&app.screen, Screen::Lobby(screen) if screen.form.is_none()), "Esc closes the form");
    press(&mut app, "p\n");
    assert_eq!(server.next(), r#"{"type":"post","offer":{"game":"kimasai-relay","control":"10+5","rated":true}}"#);
    // Enter on a game to watch goes in to watch it (here no such room: the status bar says why).
    press(&mut app, "↓↓↓\n");
    until(&mut app, |app| app.lobby.joining.is_none());
    assert!(matches!(app.screen, Screen::Lobby(_)));
    assert!(app.shared.message.as_ref().is_some_and(|message| message.error), "{}", status(&app));
    press(&mut app, "\x1b");
    assert!(matches!(app.screen, Screen::Start(_)));
    assert_eq!(server.doing(), r#"{"type":"doing","doing":{"what":"elsewhere"}}"#);
}

/// A challenge is asked over the game on the screen, which is left as it was whatever the answer: n declines,
/// y accepts; the accepted game's seat is kept as a ticket before the room is gone into, and a room that
/// cannot be reached leaves the game on the screen, saved.
#[test]
fn a_challenge_is_asked_over_a_game_and_the_game_is_not_lost() {
    // The store's own folder in a scratch folder: the tickets go beside its saves, in the scratch folder too.
    let scratch = std::env::temp_dir().join(format!("bao-tui-lobby-challenge-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let store = crate::store::Store::at(scratch.join("saves"));
    let app = App::new_game(Theme::monochrome(), Variant::Kingulu, None, None)
        .unwrap()
        .with_saving(Saving::at(store.clone()));
    let (mut app, mut server) = connected(app, "challenge");
    press(&mut app, "\n");
    assert_eq!(app.play().unwrap().line.moves().count(), 1);
    let asked = |id| ToSession::Challenged { id, from: name("bob"), offer: offer("kete", Some(Seat::North), "10+5") };
    server.send(&asked(4));
    until(&mut app, App::challenge_asked);
    insta::assert_snapshot!("challenge_over_a_game_80x24", render(&app, 80, 24));
    insta::assert_snapshot!("challenge_over_a_game_60x20", render(&app, 60, 20));
    press(&mut app, "j");
    assert!(app.challenge_asked(), "other keys wait for y or n");
    press(&mut app, "n");
    assert_eq!(server.next(), r#"{"type":"decline","id":4}"#);
    assert_eq!(status(&app), "declined bob's challenge");
    assert_eq!(app.play().unwrap().line.moves().count(), 1, "the game is as it was");
    // Withdrawn while asked: the question goes.
    server.send(&asked(5));
    until(&mut app, App::challenge_asked);
    server.send(&ToSession::Withdrawn { id: 5 });
    until(&mut app, |app| !app.challenge_asked());
    assert_eq!(status(&app), "bob's challenge was withdrawn");
    server.send(&asked(6));
    until(&mut app, App::challenge_asked);
    press(&mut app, "y");
    assert_eq!(server.next(), r#"{"type":"accept","id":6}"#);
    let secret = crate::room::Secret::random().unwrap().as_str().to_string();
    let code = crate::room::RoomCode::random(Variant::Kete).unwrap();
    let start =
        ToSession::Start { code: code.to_string(), side: Seat::South, secret: secret.clone(), against: name("bob") };
    server.send(&start);
    until(&mut app, |app| app.lobby.joining.is_some());
    let tickets = crate::room::ticket::Tickets::beside(&store).unwrap();
    let kept = tickets.find(&code).expect("the seat is kept before going in");
    assert_eq!(kept.secret, secret);
    until(&mut app, |app| app.lobby.joining.is_none());
    assert!(app.shared.message.as_ref().is_some_and(|message| message.error), "{}", status(&app));
    assert_eq!(app.play().unwrap().line.moves().count(), 1, "no room: the game stays on the screen");
    assert!(app.play().unwrap().slot.name.is_some(), "and it was saved");
    assert!(kept_in_scratch(&store, &scratch), "the tickets are in the scratch folder");
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Declines and refusals say so; a lobby that goes away is said in words and the program goes on without it.
#[test]
fn the_lobby_s_news_and_its_end_are_said_on_the_status_bar() {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), "news");
    server.send(&ToSession::Declined { id: 1, by: name("bob") });
    until(&mut app, |app| status(app) == "bob declined your challenge");
    server.send(&ToSession::Refused { reason: "bob is not on the server now".into() });
    until(&mut app, |app| status(app) == "the lobby: bob is not on the server now");
    drop(server);
    until(&mut app, |app| matches!(app.lobby.state, Connection::Closed(_)));
    assert!(status(&app).starts_with("the lobby: the lobby's connection "), "{}", status(&app));
    press(&mut app, "r");
    assert!(matches!(app.screen, Screen::Lobby(_)));
    insta::assert_snapshot!("lobby_closed", render(&app, 60, 20));
    press(&mut app, "p\n");
    assert!(status(&app).starts_with("not connected to the lobby"), "{}", status(&app));
}

/// Without a lobby (outside `bao serve`, or a server without one) the start screen's `r` is the rooms
/// screen, as it always was.
#[test]
fn without_a_lobby_r_opens_the_rooms_screen() {
    let mut app = App::new(Theme::monochrome());
    press(&mut app, "r");
    assert!(matches!(app.screen, Screen::Rooms(_)));
    let mut app = App::new(Theme::monochrome());
    app.connect_lobby_at(std::env::temp_dir().join(format!("bao-no-lobby-{}/lobby.sock", std::process::id())));
    until(&mut app, |app| app.lobby.state == Connection::Absent);
    assert_eq!(status(&app), "", "no lobby is nothing to tell at once");
    press(&mut app, "r");
    assert!(matches!(app.screen, Screen::Rooms(_)));
}

/// Leaving a room's game (Esc, then yes) under a lobby goes back to the lobby, where the game waits among
/// "your games"; without a lobby, to the start screen as before.
#[test]
fn leaving_a_rooms_game_goes_back_to_the_lobby_under_serve() {
    let (host, guest, rooms) = super::rooms::apps("leave-lobby");
    let (mut guest, mut server) = connected(guest, "leave");
    assert!(matches!(guest.screen, Screen::Play(_)));
    assert!(server.doing().contains(r#""what":"playing""#));
    press(&mut guest, "\x1by");
    assert!(matches!(guest.screen, Screen::Lobby(_)), "back to the lobby");
    assert_eq!(server.doing(), r#"{"type":"doing","doing":{"what":"lobby"}}"#);
    // The server marks the game (its last move came after the last visit ended); what was just seen on the
    // board is no news, a move after it is.
    let room = super::rooms::code_of(&host);
    let mut game = games()[0].clone();
    (game.code, game.moves, game.new) = (room.clone(), 0, true);
    let mut later = game.clone();
    (later.code, later.moves) = ("kete-zzzz-zzzz".into(), 3);
    server.send(&ToSession::Games { games: vec![game.clone(), later] });
    until(&mut guest, |app| app.lobby.games.len() == 2);
    assert_eq!(guest.lobby.games.iter().map(|g| g.new).collect::<Vec<_>>(), [false, true]);
    game.moves = 1;
    server.send(&ToSession::Moved { game });
    until(&mut guest, |app| app.lobby.games[0].moves == 1);
    assert!(guest.lobby.games[0].new, "a move after the one seen is news");
    let mut host = host;
    press(&mut host, "\x1by");
    assert!(matches!(host.screen, Screen::Start(_)), "no lobby: the start screen");
    let _ = std::fs::remove_dir_all(rooms.dir());
}

/// Issue #30: the lobby, a challenge being written and a challenge asked, in Swahili at 80x24 (the app and the
/// server's news inside the language's scope: the texts are made as they come).
#[test]
fn the_lobby_in_swahili() {
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        let (mut app, mut server) = connected(App::new(Theme::monochrome()), "swahili");
        server.send(&ToSession::Games { games: games() });
        until(&mut app, |app| !app.lobby.games.is_empty());
        assert_eq!(status(&app), "zamu yako katika michezo 2: r hufungua ukumbi, ambapo imeorodheshwa");
        press(&mut app, "r");
        server.send(&ToSession::Lobby(view()));
        until(&mut app, |app| !app.lobby.view.online.is_empty());
        insta::assert_snapshot!("lobby_80x24_sw", render(&app, 80, 24));
        // The players come after the challenges (3) and the games (3): bob is the second.
        press(&mut app, "↓↓↓↓↓↓↓c");
        insta::assert_snapshot!("lobby_form_80x24_sw", render(&app, 80, 24));
        press(&mut app, "\x1b");
        let asked = ToSession::Challenged { id: 4, from: name("bob"), offer: offer("kete", Some(Seat::North), "3d") };
        server.send(&asked);
        until(&mut app, App::challenge_asked);
        insta::assert_snapshot!("lobby_challenge_80x24_sw", render(&app, 80, 24));
    });
}
