//! The lobby's tournaments through the interface, against the fake server of the lobby's tests: their lines
//! in the lobby, a tournament's screen (standings and rounds) and the form that creates one, drawn at 80x24 in
//! monochrome (as `NO_COLOR` draws them), and the messages their keys send.

use super::lobby::{connected, status, until, view};
use super::{press, render};
use crate::lobby::protocol::{Paired, Score, ToSession, TournamentState, TournamentView};
use crate::tui::app::Screen;
use crate::tui::{App, Theme};

fn name(text: &str) -> crate::store::PlayerName {
    text.parse().unwrap()
}

fn game(round: u8, south: u8, north: u8, code: Option<&str>, result: Option<Score>) -> Paired {
    Paired { round, south, north, code: code.map(Into::into), result }
}

/// Three tournaments: one open for bob's, one of ada's four running (two rounds played, one game on), one
/// finished.
fn tournaments() -> Vec<TournamentView> {
    let tournament = |id, creator: &str, control: &str, size, state, players: &[&str], games| TournamentView {
        id,
        creator: name(creator),
        game: "kete".into(),
        control: String::from(control),
        size,
        starts_ms: None,
        state,
        players: players.iter().map(|p| name(p)).collect(),
        games,
    };
    vec![
        tournament(3, "bob", "3d", 6, TournamentState::Open, &["bob", "eve"], Vec::new()),
        tournament(
            2,
            "ada",
            "5+3",
            4,
            TournamentState::Running,
            &["ada", "bob", "cy", "dee"],
            vec![
                game(1, 0, 3, Some("kete-aaaa-0001"), Some(Score::South)),
                game(1, 2, 1, Some("kete-aaaa-0002"), Some(Score::Draw)),
                game(2, 3, 1, Some("kete-aaaa-0003"), Some(Score::North)),
                game(2, 0, 2, Some("kete-aaaa-0004"), Some(Score::Forfeit)),
                game(3, 1, 0, Some("kete-aaaa-0005"), None),
                game(3, 2, 3, None, None),
            ],
        ),
        tournament(
            1,
            "cy",
            "3+2",
            3,
            TournamentState::Finished,
            &["cy", "ada", "bob"],
            vec![
                game(1, 1, 2, Some("kete-bbbb-0001"), Some(Score::South)),
                game(2, 0, 2, Some("kete-bbbb-0002"), Some(Score::Draw)),
                game(3, 1, 0, Some("kete-bbbb-0003"), Some(Score::North)),
            ],
        ),
    ]
}

/// The lobby lists the tournaments last; Enter on one opens its screen, with its standings (ada 1, bob 1½
/// first by points) and its rounds; `j` joins an open one and leaves it; `x` cancels only one's own; `t`
/// opens the form, whose choices become the tournament asked.
#[test]
fn tournaments_are_listed_shown_joined_and_created() {
    let (mut app, mut server) = connected(App::new(Theme::monochrome()), "tournaments");
    press(&mut app, "r");
    let mut lists = view();
    lists.tournaments = tournaments();
    server.send(&ToSession::Lobby(lists));
    until(&mut app, |app| !app.lobby.view.tournaments.is_empty());
    // The last lines of the list: the tournaments.
    press(&mut app, "↑");
    insta::assert_snapshot!("tournaments_in_the_lobby_80x24", render(&app, 80, 24));
    press(&mut app, "↑\n");
    assert!(matches!(&app.screen, Screen::Lobby(screen) if screen.tournament == Some(2)));
    insta::assert_snapshot!("tournament_running_80x24", render(&app, 80, 24));
    press(&mut app, "j");
    assert!(status(&app).contains("started"), "{}", status(&app));
    press(&mut app, "x");
    assert!(status(&app).contains("only ada"), "{}", status(&app));
    press(&mut app, "\x1b↑\n");
    assert!(matches!(&app.screen, Screen::Lobby(screen) if screen.tournament == Some(3)));
    press(&mut app, "j");
    assert_eq!(server.next(), r#"{"type":"join","id":3}"#);
    press(&mut app, "\x1b");
    assert!(matches!(&app.screen, Screen::Lobby(screen) if screen.tournament.is_none()), "Esc back to the lists");
    press(&mut app, "t");
    insta::assert_snapshot!("tournament_form_80x24", render(&app, 80, 24));
    // Kingulu (the game before kete, round the list), 10+5, three players, in an hour.
    press(&mut app, "←↓→↓←↓→→\n");
    assert_eq!(
        server.next(),
        r#"{"type":"create","tournament":{"game":"kingulu","control":"10+5","size":3,"starts_in_s":3600}}"#
    );
    assert!(status(&app).starts_with("created"), "{}", status(&app));
}
