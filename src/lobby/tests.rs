//! The lobby's rules, each through [`Lobby::handle`] as the server's thread calls it.

use super::protocol::{Doing, Offer, ToServer, ToSession, VERSION, View};
use super::*;

pub(super) fn name(text: &str) -> PlayerName {
    text.parse().unwrap()
}

fn offer(game: &str, side: Option<Seat>, control: &str) -> Offer {
    Offer { game: game.into(), side, control: control.into(), rated: true }
}

/// A lobby with these players in, session `i + 1` for the `i`th name.
pub(super) fn lobby(names: &[&str]) -> Lobby {
    let mut lobby = Lobby::new(7);
    for (i, who) in names.iter().enumerate() {
        let out = lobby.handle(i as u64 + 1, ToServer::Hello { version: VERSION, name: name(who), language: None });
        assert_eq!(out, vec![Out::To(i as u64 + 1, ToSession::Welcome { version: VERSION })]);
    }
    lobby
}

pub(super) fn refused(out: &[Out]) -> String {
    match out {
        [Out::To(_, ToSession::Refused { reason })] => reason.clone(),
        other => panic!("not a refusal: {other:?}"),
    }
}

pub(super) fn view_of(out: &[Out]) -> View {
    match out {
        [Out::ToEach(_, ToSession::Lobby(view))] => view.clone(),
        other => panic!("not a view: {other:?}"),
    }
}

pub(super) fn in_lobby(lobby: &mut Lobby, session: SessionId) {
    assert_eq!(lobby.handle(session, ToServer::Doing { doing: Doing::Lobby }), vec![]);
}

#[test]
fn a_session_of_another_version_is_told_by_name_and_nothing_passes_before_hello() {
    let mut lobby = Lobby::new(1);
    let out = lobby.handle(1, ToServer::Hello { version: 1, name: name("ada"), language: None });
    assert!(matches!(&out[..], [Out::Drop(1, why)] if why.contains("protocol 3, not version 1")), "{out:?}");
    assert!(lobby.is_empty());
    let out = lobby.handle(2, ToServer::Post { offer: offer("kete", None, "10+5") });
    assert!(matches!(&out[..], [Out::Drop(2, why)] if why.contains("hello first")), "{out:?}");
    let mut lobby = self::lobby(&["ada"]);
    assert!(
        refused(&lobby.handle(1, ToServer::Hello { version: VERSION, name: name("ada"), language: None }))
            .contains("already")
    );
    assert_eq!(lobby.len(), 1);
}

#[test]
fn an_open_challenge_is_listed_and_accepted_by_another_player_with_the_side_it_names() {
    let mut lobby = lobby(&["ada", "bob"]);
    in_lobby(&mut lobby, 2);
    assert_eq!(lobby.handle(1, ToServer::Post { offer: offer("kete", Some(Seat::North), "10+5") }), vec![]);
    let view = view_of(&lobby.flush());
    assert_eq!(view.challenges.len(), 1);
    let listed = &view.challenges[0];
    assert_eq!((listed.from, listed.to, listed.offer.game.as_str()), (name("ada"), None, "kete"));
    assert_eq!(view.online.iter().map(|o| o.doing.clone()).collect::<Vec<_>>(), [Doing::Elsewhere, Doing::Lobby]);
    assert_eq!(lobby.flush(), vec![], "nothing changed since");
    // Ada cannot accept her own.
    assert!(refused(&lobby.handle(1, ToServer::Accept { id: listed.id })).contains("your own"));
    let out = lobby.handle(2, ToServer::Accept { id: listed.id });
    let [Out::Open(game)] = &out[..] else { panic!("{out:?}") };
    assert_eq!(game.variant, Variant::Kete);
    assert_eq!(game.control.to_string(), "10+5");
    assert_eq!(game.players.north, (1, name("ada")), "ada asked for North");
    assert_eq!(game.players.south, (2, name("bob")));
    assert!(view_of(&lobby.flush()).challenges.is_empty(), "an accepted challenge leaves the list");
    assert!(refused(&lobby.handle(2, ToServer::Accept { id: listed.id })).contains("no longer waiting"));
}

#[test]
fn either_side_is_drawn_so_both_come_up() {
    let mut sides = Vec::new();
    for seed in 0..20 {
        let mut lobby = Lobby::new(seed);
        for (session, who) in [(1, "ada"), (2, "bob")] {
            lobby.handle(session, ToServer::Hello { version: VERSION, name: name(who), language: None });
        }
        lobby.handle(1, ToServer::Post { offer: offer("kingulu", None, "none") });
        let out = lobby.handle(2, ToServer::Accept { id: 1 });
        let [Out::Open(game)] = &out[..] else { panic!("{out:?}") };
        sides.push(game.players.south.1 == name("ada"));
    }
    assert!(sides.contains(&true) && sides.contains(&false), "{sides:?}");
}

#[test]
fn a_challenge_to_one_player_reaches_each_of_their_sessions_and_only_they_answer_it() {
    // Bob is in twice (two SSH connections); carl looks on.
    let mut lobby = lobby(&["ada", "bob", "bob", "carl"]);
    assert!(
        refused(&lobby.handle(1, ToServer::Challenge { to: name("dan"), offer: offer("kete", None, "3d") }))
            .contains("dan is not on the server")
    );
    assert!(
        refused(&lobby.handle(1, ToServer::Challenge { to: name("ada"), offer: offer("kete", None, "3d") }))
            .contains("yourself")
    );
    let out = lobby.handle(1, ToServer::Challenge { to: name("bob"), offer: offer("kete", None, "3d") });
    let [Out::ToEach(to, ToSession::Challenged { id, from, offer: sent })] = &out[..] else { panic!("{out:?}") };
    assert_eq!((to.as_slice(), *from), (&[2, 3][..], name("ada")));
    // The interface words the challenge (tui::lobby's tests): here it reaches bob as sent.
    assert_eq!((sent.game.as_str(), sent.control.as_str(), sent.side), ("kete", "3d", None));
    assert!(
        refused(&lobby.handle(1, ToServer::Challenge { to: name("bob"), offer: offer("kete", None, "3d") }))
            .contains("already has a challenge")
    );
    assert!(refused(&lobby.handle(4, ToServer::Accept { id: *id })).contains("another player"));
    assert!(refused(&lobby.handle(4, ToServer::Decline { id: *id })).contains("only a challenge sent to you"));
    // Accepted on bob's second session: the first stops asking.
    let out = lobby.handle(3, ToServer::Accept { id: *id });
    assert!(matches!(&out[0], Out::Open(game) if game.players.south.0 == 3 || game.players.north.0 == 3));
    assert_eq!(out[1], Out::ToEach(vec![2], ToSession::Withdrawn { id: *id }));
}

#[test]
fn a_declined_challenge_tells_the_challenger_who_declined() {
    let mut lobby = lobby(&["ada", "bob"]);
    lobby.handle(1, ToServer::Challenge { to: name("bob"), offer: offer("kingulu", Some(Seat::South), "5+3") });
    let out = lobby.handle(2, ToServer::Decline { id: 1 });
    assert_eq!(out[0], Out::To(1, ToSession::Declined { id: 1, by: name("bob") }));
    assert!(refused(&lobby.handle(2, ToServer::Accept { id: 1 })).contains("no longer waiting"));
}

#[test]
fn a_player_who_leaves_takes_their_challenges_with_them() {
    let mut lobby = lobby(&["ada", "bob", "carl"]);
    lobby.handle(1, ToServer::Post { offer: offer("kete", None, "10+5") });
    lobby.handle(1, ToServer::Challenge { to: name("bob"), offer: offer("kete", None, "10+5") });
    lobby.handle(2, ToServer::Post { offer: offer("kingulu", None, "none") });
    let out = lobby.gone(1);
    assert_eq!(out, vec![Out::ToEach(vec![2], ToSession::Withdrawn { id: 2 })]);
    in_lobby(&mut lobby, 3);
    let view = view_of(&lobby.flush());
    assert_eq!(view.challenges.iter().map(|c| c.from).collect::<Vec<_>>(), [name("bob")]);
    assert_eq!(view.online.len(), 2);
    assert_eq!(lobby.gone(1), vec![], "gone once");
    // Withdrawing is for one's own only.
    assert!(refused(&lobby.handle(3, ToServer::Withdraw { id: 3 })).contains("someone else's"));
    assert_eq!(lobby.handle(2, ToServer::Withdraw { id: 3 }), vec![]);
}

#[test]
fn offers_are_read_by_their_parsers_and_the_number_waiting_is_bounded() {
    let mut lobby = lobby(&["ada", "bob"]);
    assert!(refused(&lobby.handle(1, ToServer::Post { offer: offer("chess", None, "10+5") })).contains("unknown"));
    let reason = refused(&lobby.handle(1, ToServer::Post { offer: offer("kete", None, "fast\u{1b}[2J") }));
    assert!(reason.contains("clock") && !reason.contains('\u{1b}'), "{reason}");
    for _ in 0..MAX_CHALLENGES_PER_NAME {
        assert_eq!(lobby.handle(1, ToServer::Post { offer: offer("kete", None, "1d") }), vec![]);
    }
    assert!(refused(&lobby.handle(1, ToServer::Post { offer: offer("kete", None, "1d") })).contains("withdraw one"));
    assert!(
        refused(&lobby.handle(1, ToServer::Doing { doing: Doing::Computer { game: "kete".into(), level: 9 } }))
            .contains("levels are 1 to 6")
    );
}

#[test]
fn the_lists_go_only_to_sessions_in_the_lobby_and_name_at_most_so_many() {
    let mut lobby = Lobby::new(3);
    let count = MAX_LISTED + 5;
    for session in 0..count as u64 {
        lobby.handle(
            session,
            ToServer::Hello { version: VERSION, name: name(&format!("p{session:03}")), language: None },
        );
    }
    assert_eq!(lobby.flush(), vec![], "nobody is in the lobby to be sent it");
    in_lobby(&mut lobby, 4);
    lobby.handle(5, ToServer::Doing { doing: Doing::Playing { game: "kete".into(), against: name("p006") } });
    let out = lobby.flush();
    let [Out::ToEach(to, ToSession::Lobby(view))] = &out[..] else { panic!("{out:?}") };
    assert_eq!(to, &[4]);
    assert_eq!((view.online.len(), view.more), (MAX_LISTED, 5));
    assert_eq!(view.online[5].doing, Doing::Playing { game: "kete".into(), against: name("p006") });
}

#[test]
fn an_opened_game_sends_each_player_in_with_their_own_secret() {
    let mut lobby = lobby(&["ada", "bob"]);
    lobby.handle(1, ToServer::Post { offer: offer("kete", Some(Seat::South), "10+5") });
    let out = lobby.handle(2, ToServer::Accept { id: 1 });
    let [Out::Open(game)] = &out[..] else { panic!("{out:?}") };
    let out = lobby.opened(game, Ok(("kete-abcd-efgh".into(), BySide::new("s1".into(), "s2".into()))));
    assert_eq!(
        out,
        vec![
            Out::To(
                1,
                ToSession::Start {
                    code: "kete-abcd-efgh".into(),
                    side: Seat::South,
                    secret: "s1".into(),
                    against: name("bob")
                }
            ),
            Out::To(
                2,
                ToSession::Start {
                    code: "kete-abcd-efgh".into(),
                    side: Seat::North,
                    secret: "s2".into(),
                    against: name("ada")
                }
            ),
        ]
    );
    let out = lobby.opened(game, Err("the server keeps at most 2000 rooms".into()));
    assert!(out.iter().all(|o| matches!(o, Out::To(_, ToSession::Refused { reason }) if reason.contains("2000"))));
}

#[test]
fn every_message_reads_back_from_its_line_and_unknown_fields_are_refused() {
    let messages = [
        ToServer::Hello { version: VERSION, name: name("ada"), language: None },
        ToServer::Doing { doing: Doing::Watching { game: "kete".into() } },
        ToServer::Challenge { to: name("bob"), offer: offer("kete", Some(Seat::North), "3d") },
        ToServer::Accept { id: 3 },
        ToServer::Bye,
    ];
    for message in messages {
        let line = serde_json::to_string(&message).unwrap();
        assert_eq!(serde_json::from_str::<ToServer>(&line).unwrap(), message, "{line}");
    }
    assert!(serde_json::from_str::<ToServer>(r#"{"type":"accept","id":1,"extra":true}"#).is_err());
    assert!(serde_json::from_str::<ToServer>(r#"{"type":"hello","version":3,"name":"a\u0007b"}"#).is_err());
}

/// A move in a game reaches every session of the player it concerns, wherever each is, and nobody else; a
/// player not on the server is told nothing (their lobby reads the game from the database when they come).
#[test]
fn a_move_in_a_game_is_told_to_each_session_of_its_player_and_no_other() {
    let mut lobby = lobby(&["ada", "bob", "ada"]);
    in_lobby(&mut lobby, 2);
    let game = protocol::YourGame {
        code: "kete-abcd-efgh".into(),
        game: "kete".into(),
        against: name("bob"),
        side: Seat::South,
        your_move: true,
        moves: 3,
        control: "3d".into(),
        due_ms: Some(259_200_000),
        new: true,
    };
    let out = lobby.moved(name("ada"), game.clone());
    assert_eq!(out, vec![Out::ToEach(vec![1, 3], ToSession::Moved { game: game.clone() })]);
    let line = serde_json::to_string(&ToSession::Moved { game: game.clone() }).unwrap();
    assert_eq!(serde_json::from_str::<ToSession>(&line).unwrap(), ToSession::Moved { game: game.clone() });
    // A game with no deadline and no mark writes neither field, and reads without them.
    let plain = protocol::YourGame { due_ms: None, new: false, ..game.clone() };
    let line = serde_json::to_string(&plain).unwrap();
    assert!(!line.contains("due_ms") && line.contains(r#""new":false"#), "{line}");
    assert_eq!(serde_json::from_str::<protocol::YourGame>(&line.replace(r#","new":false"#, "")).unwrap(), plain);
    assert_eq!(lobby.moved(name("cy"), game), vec![]);
}

#[test]
fn a_challenge_is_rated_unless_marked_casual_and_the_match_says_which() {
    // A session's offer without the field (as a rated challenge reads) is rated.
    let read: Offer = serde_json::from_str(r#"{"game":"kete","control":"10+5"}"#).unwrap();
    assert!(read.rated);
    let mut lobby = lobby(&["ada", "bob"]);
    let casual = Offer { rated: false, ..offer("kete", Some(Seat::South), "10+5") };
    let out = lobby.handle(1, ToServer::Challenge { to: name("bob"), offer: casual });
    let [Out::ToEach(_, ToSession::Challenged { id, from, offer: sent })] = &out[..] else { panic!("{out:?}") };
    assert_eq!(*from, name("ada"));
    assert_eq!((sent.rated, sent.side), (false, Some(Seat::South)));
    let out = lobby.handle(2, ToServer::Accept { id: *id });
    let [Out::Open(game)] = &out[..] else { panic!("{out:?}") };
    assert!(!game.rated);
    assert_eq!(lobby.handle(1, ToServer::Post { offer: offer("kete", None, "none") }), vec![]);
    let listed = view_of(&{
        in_lobby(&mut lobby, 2);
        lobby.flush()
    });
    let out = lobby.handle(2, ToServer::Accept { id: listed.challenges[0].id });
    assert!(matches!(&out[..], [Out::Open(game)] if game.rated), "{out:?}");
}

#[test]
fn a_games_end_is_told_to_each_session_of_both_players_with_their_rating_changes() {
    use crate::rating::Rating;
    let lobby = lobby(&["ada", "bob", "bob", "cy"]);
    let before = Rating::default();
    let after = |rating| Rating { rating, deviation: 290.3, ..before };
    let ended = Ended {
        room: "kete-abcd-efgh".into(),
        game: 1,
        code: "kete-abcd-efgh".into(),
        players: BySide::new(Some(name("ada")), Some(name("bob"))),
        result: Some(GameResult::Win(Side::South)),
        how: "south wins by resignation".into(),
        ratings: Some(BySide::new((before, after(1662.3)), (before, after(1337.7)))),
    };
    let out = lobby.ended(&ended);
    let [Out::ToEach(to, ToSession::Ended { room, game, how, ratings })] = &out[..] else { panic!("{out:?}") };
    assert_eq!(
        (to.as_slice(), room.as_str(), *game, how.as_str()),
        (&[1, 2, 3][..], "kete-abcd-efgh", 1, "south wins by resignation")
    );
    assert_eq!(ratings, &["ada 1500? → 1662? (+162)", "bob 1500? → 1338? (-162)"]);
    // A casual game's end carries no change.
    let out = lobby.ended(&Ended { ratings: None, ..ended });
    assert!(matches!(&out[..], [Out::ToEach(_, ToSession::Ended { ratings, .. })] if ratings.is_empty()));
}

mod tournaments;
/// The archive's questions are checked (games, codes), asked with who asks, two at most waiting a session;
/// an answer frees a place and a page says whether its player is online; a session that left gets nothing.
#[test]
fn questions_of_the_archive_are_checked_counted_and_answered() {
    let mut lobby = lobby(&["ada", "bob"]);
    assert!(refused(&lobby.handle(1, ToServer::Leaderboard { game: "chess".into() })).contains("chess"));
    let archive = |game: &str| ToServer::Archive { player: None, game: Some(game.into()), before: None };
    assert!(refused(&lobby.handle(1, archive("go"))).contains("go"));
    for bad in [String::new(), "a\nb".to_string(), "x".repeat(65)] {
        let reason = refused(&lobby.handle(1, ToServer::Record { code: bad.clone() }));
        assert!(reason.contains("is not a game's code"), "{bad:?}: {reason}");
        assert!(refused(&lobby.handle(1, ToServer::Private { code: bad, private: true })).contains("game's code"));
    }
    assert_eq!(
        lobby.handle(1, ToServer::Page { name: name("bob") }),
        [Out::Ask(1, ask::Query::Page { asker: name("ada"), name: name("bob") })]
    );
    assert_eq!(
        lobby.handle(1, archive("kete")),
        [Out::Ask(
            1,
            ask::Query::Archive { asker: name("ada"), player: None, variant: Some(Variant::Kete), before: None }
        )]
    );
    let reason = refused(&lobby.handle(1, ToServer::Record { code: "g1".into() }));
    assert!(reason.contains("2 questions of the archive are waiting"), "{reason}");
    // Another session's questions are its own.
    assert!(matches!(&lobby.handle(2, ToServer::Record { code: "g1".into() })[..], [Out::Ask(2, _)]));
    let page =
        protocol::Page { name: name("bob"), online: None, ratings: Vec::new(), record: None, recent: Vec::new() };
    let out = lobby.answered(1, ToSession::Page(page.clone()));
    let online = protocol::Page { online: Some(Doing::Elsewhere), ..page.clone() };
    assert_eq!(out, [Out::To(1, ToSession::Page(online))]);
    assert!(matches!(&lobby.handle(1, ToServer::Record { code: "g1".into() })[..], [Out::Ask(1, _)]));
    lobby.gone(2);
    assert_eq!(lobby.answered(2, ToSession::Page(page)), []);
    // Before a hello, no question.
    assert!(matches!(&lobby.handle(9, ToServer::Page { name: name("bob") })[..], [Out::Drop(9, _)]));
}

/// Issue #30: the server words a refusal in the language the session said in its hello (English when it said
/// none, or one the server does not know), each session in its own.
#[test]
fn a_refusal_is_worded_in_the_language_of_the_session_refused() {
    let mut lobby = Lobby::new(1);
    let hello = |language: Option<&str>, who: &str| ToServer::Hello {
        version: VERSION,
        name: name(who),
        language: language.map(str::to_string),
    };
    lobby.handle(1, hello(Some("sw"), "ada"));
    lobby.handle(2, hello(None, "bob"));
    lobby.handle(3, hello(Some("xx"), "cy"));
    let to_self = |who: &str| ToServer::Challenge { to: name(who), offer: offer("kete", None, "10+5") };
    let swahili = refused(&lobby.handle(1, to_self("ada")));
    assert_eq!(swahili, "changamoto kwako mwenyewe: iweke kwa yeyote badala yake");
    assert_eq!(refused(&lobby.handle(2, to_self("bob"))), "a challenge to yourself: post it for anyone instead");
    assert_eq!(refused(&lobby.handle(3, to_self("cy"))), "a challenge to yourself: post it for anyone instead");
    let level = ToServer::Doing { doing: Doing::Computer { game: "kete".into(), level: 9 } };
    assert_eq!(refused(&lobby.handle(1, level)), "kiwango 9: viwango vya kompyuta ni 1 hadi 6");
}
