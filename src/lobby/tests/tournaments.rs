//! The lobby's tournaments, through its messages and its ticks as the server's thread gives them.

use crate::rules::GameResult;
use jiff::Timestamp;

use super::super::protocol::{NewTournament, Score, TournamentState};
use super::*;

fn at(seconds: i64) -> Timestamp {
    Timestamp::from_second(1_800_000_000 + seconds).unwrap()
}

fn asked(control: &str, size: u8, starts_in_s: Option<u64>) -> ToServer {
    ToServer::Create { tournament: NewTournament { game: "kete".into(), control: control.into(), size, starts_in_s } }
}

fn kept(out: &[Out]) -> Vec<tournament::Tournament> {
    out.iter().filter_map(|o| if let Out::Keep(t) = o { Some((**t).clone()) } else { None }).collect()
}

fn opens(out: &[Out]) -> Vec<Match> {
    out.iter().filter_map(|o| if let Out::Open(m) = o { Some(m.clone()) } else { None }).collect()
}

/// What a creation refuses: an unknown game, no time limit, a size out of 3 to 8, a start too soon or too
/// far, a third tournament of one creator; and a tournament created is written before it is listed.
#[test]
fn a_tournament_asked_is_checked_then_written_then_listed() {
    let mut lobby = lobby(&["ada", "bob"]);
    lobby.tick(at(0));
    let refuse = |lobby: &mut Lobby, message: ToServer| refused(&lobby.handle(1, message));
    let bad_game = ToServer::Create {
        tournament: NewTournament { game: "chess".into(), control: "5+3".into(), size: 3, starts_in_s: None },
    };
    assert!(refuse(&mut lobby, bad_game).contains("chess"));
    assert!(refuse(&mut lobby, asked("none", 3, None)).contains("time limit"));
    assert!(refuse(&mut lobby, asked("5+3", 2, None)).contains("3 to 8"));
    assert!(refuse(&mut lobby, asked("5+3", 9, None)).contains("3 to 8"));
    assert!(refuse(&mut lobby, asked("5+3", 4, Some(10))).contains("a minute to a week"));
    assert!(refuse(&mut lobby, asked("5+3", 4, Some(8 * 24 * 3600))).contains("a minute to a week"));
    let out = lobby.handle(1, asked("5+3", 3, Some(600)));
    let made = kept(&out);
    assert_eq!(made.len(), 1);
    assert_eq!((made[0].creator, made[0].starts_at, made[0].players.len()), (name("ada"), Some(at(600)), 1));
    lobby.handle(1, asked("3d", 4, None));
    assert!(refuse(&mut lobby, asked("5+3", 4, None)).contains("2 tournaments"));
    in_lobby(&mut lobby, 2);
    let view = view_of(&lobby.flush());
    assert_eq!(view.tournaments.len(), 2);
    assert_eq!((view.tournaments[0].control.as_str(), view.tournaments[0].size), ("5+3", 3));
}

/// Join, leave and cancel: each checked, each written; a tournament full starts at the next tick, paired,
/// and its games open only while both players are in the lobby, one live game at a time each.
#[test]
fn a_full_tournament_starts_and_opens_games_as_its_players_are_free() {
    let mut lobby = lobby(&["ada", "bob", "cy", "dee"]);
    lobby.tick(at(0));
    lobby.handle(1, asked("5+3", 3, None));
    assert!(refused(&lobby.handle(1, ToServer::Join { id: 1 })).contains("already"));
    assert!(refused(&lobby.handle(2, ToServer::Join { id: 9 })).contains("no tournament 9"));
    assert!(refused(&lobby.handle(2, ToServer::Cancel { id: 1 })).contains("only ada"));
    assert_eq!(kept(&lobby.handle(2, ToServer::Join { id: 1 })).len(), 1);
    assert_eq!(kept(&lobby.handle(2, ToServer::Leave { id: 1 })).len(), 1);
    lobby.handle(2, ToServer::Join { id: 1 });
    lobby.handle(3, ToServer::Join { id: 1 });
    assert!(refused(&lobby.handle(4, ToServer::Join { id: 1 })).contains("full"));
    // Full: it starts at the tick, written running, but nobody is in the lobby: nothing opens.
    let out = lobby.tick(at(1));
    assert_eq!(kept(&out)[0].state, TournamentState::Running);
    assert!(opens(&out).is_empty());
    // ada and bob in the lobby: the game of theirs opens, and no other for them while it is played.
    in_lobby(&mut lobby, 1);
    in_lobby(&mut lobby, 2);
    let out = lobby.tick(at(2));
    let open = opens(&out);
    assert_eq!(open.len(), 1);
    assert!(open[0].rated, "a tournament's games are rated");
    let names: Vec<String> =
        [open[0].players.south.1, open[0].players.north.1].iter().map(ToString::to_string).collect();
    assert!(names.contains(&"ada".to_string()) && names.contains(&"bob".to_string()), "{names:?}");
    assert!(opens(&lobby.tick(at(3))).is_empty(), "it is opening");
    let out = lobby.opened(&open[0], Ok(("kete-aaaa-bbbb".into(), BySide::new("s".into(), "n".into()))));
    assert_eq!(kept(&out)[0].games.iter().filter(|g| g.code.is_some()).count(), 1);
    assert_eq!(out.iter().filter(|o| matches!(o, Out::To(_, ToSession::Start { .. }))).count(), 2);
    assert!(opens(&lobby.tick(at(4))).is_empty(), "ada and bob play it: no other live game for them");
    // cy comes; ada's and bob's games with cy wait for theirs to end.
    in_lobby(&mut lobby, 3);
    assert!(opens(&lobby.tick(at(5))).is_empty());
    let out = lobby.tournament_game_ended("kete-aaaa-bbbb", Some(GameResult::Win(Side::South)));
    let scored = kept(&out);
    assert_eq!(scored[0].games.iter().filter(|g| g.result == Some(Score::South)).count(), 1);
    assert_eq!(opens(&lobby.tick(at(6))).len(), 1, "one of ada and bob now plays cy");
}

/// A start time with too few players cancels it; the creator cancels before; an abort scores a double
/// forfeit, and the last result finishes the tournament, which stays listed.
#[test]
fn a_start_time_and_cancel_and_an_abort_to_the_end() {
    let mut lobby = lobby(&["ada", "bob", "cy"]);
    lobby.tick(at(0));
    lobby.handle(1, asked("5+3", 8, Some(60)));
    lobby.handle(2, ToServer::Join { id: 1 });
    assert!(kept(&lobby.tick(at(59))).is_empty());
    assert_eq!(kept(&lobby.tick(at(60)))[0].state, TournamentState::Cancelled, "two players by its start");
    lobby.handle(1, asked("3d", 8, None));
    assert_eq!(kept(&lobby.handle(1, ToServer::Cancel { id: 2 }))[0].state, TournamentState::Cancelled);
    lobby.handle(1, asked("3d", 3, None));
    lobby.handle(2, ToServer::Join { id: 3 });
    lobby.handle(3, ToServer::Join { id: 3 });
    for session in 1..=3 {
        in_lobby(&mut lobby, session);
    }
    let mut codes = 0;
    for round in 0..10 {
        for game in opens(&lobby.tick(at(61 + round))) {
            codes += 1;
            let code = format!("kete-aaaa-{codes:04}");
            lobby.opened(&game, Ok((code.clone(), BySide::new("s".into(), "n".into()))));
            // A correspondence game: its players went to their rooms and come back to the lobby.
            in_lobby(&mut lobby, game.players.south.0);
            in_lobby(&mut lobby, game.players.north.0);
        }
    }
    assert_eq!(codes, 3, "every game opened, one at a time each");
    let out = lobby.tournament_game_ended("kete-aaaa-0001", None);
    assert_eq!(kept(&out)[0].games.iter().filter(|g| g.result == Some(Score::Forfeit)).count(), 1);
    lobby.tournament_game_ended("kete-aaaa-0002", Some(GameResult::Draw));
    assert!(lobby.tournament_game_ended("kete-aaaa-0002", Some(GameResult::Draw)).is_empty(), "once");
    let out = lobby.tournament_game_ended("kete-aaaa-0003", Some(GameResult::Win(Side::North)));
    assert_eq!(kept(&out)[0].state, TournamentState::Finished);
    let view = view_of(&lobby.flush());
    assert_eq!(view.tournaments.len(), 3, "the ended ones stay listed");
    // A room that could not open is tried again a minute later, not at every tick.
    let mut lobby = self::lobby(&["ada", "bob", "cy"]);
    lobby.tick(at(0));
    lobby.handle(1, asked("3d", 3, None));
    lobby.handle(2, ToServer::Join { id: 1 });
    lobby.handle(3, ToServer::Join { id: 1 });
    in_lobby(&mut lobby, 1);
    in_lobby(&mut lobby, 2);
    let open = opens(&lobby.tick(at(1)));
    assert_eq!(open.len(), 1);
    lobby.opened(&open[0], Err("the keeper is busy".into()));
    assert!(opens(&lobby.tick(at(2))).is_empty());
    assert_eq!(opens(&lobby.tick(at(62))).len(), 1);
}

/// A restarted lobby takes the tournaments kept, and numbers the next past every one ever kept.
#[test]
fn a_restored_lobby_lists_and_numbers_on() {
    let mut lobby = lobby(&["ada"]);
    lobby.tick(at(0));
    let kept_one = tournament::Tournament::new(4, name("bob"), Variant::Kete, "5+3".parse().unwrap(), 3, None);
    lobby.restore(vec![kept_one], 9);
    let made = kept(&lobby.handle(1, asked("5+3", 3, None)));
    assert_eq!(made[0].id, 9);
    in_lobby(&mut lobby, 1);
    assert_eq!(view_of(&lobby.flush()).tournaments.len(), 2);
}
