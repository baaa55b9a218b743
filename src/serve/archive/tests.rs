//! The archive's answers from a real database file: a stranger is refused a private game's record and does
//! not see it listed, its players do; a player's page; pages of the archive end with `more`; a leaderboard;
//! only a player marks a game private.

use jiff::Timestamp;

use super::*;
use crate::db::{Ending, NewGame, Seat, Sqlite};
use crate::room::scratch::Folder;
use crate::rules::{BySide, Setup, Side, Variant};

fn name(text: &str) -> PlayerName {
    text.parse().unwrap()
}

fn at(seconds: i64) -> Timestamp {
    Timestamp::from_second(1_800_000_000 + seconds).unwrap()
}

/// `count` kete games ada (South) and bob finished, one resigning (bob two of three, from the first); the
/// codes `g1`, `g2`, ...
fn played(store: &mut Sqlite, count: i64) {
    let (ada, bob) = (store.player("ada", at(0)).unwrap(), store.player("bob", at(0)).unwrap());
    store.player("cy", at(0)).unwrap();
    for n in 1..=count {
        let game = NewGame {
            code: format!("g{n}"),
            start: Setup::start(Variant::Kete),
            seats: BySide::new(Seat::Player(ada.clone()), Seat::Player(bob.clone())),
            time_control: "10+5".into(),
            rated: true,
            created_at: at(n),
            room: None,
        };
        let id = store.create_game(&game).unwrap();
        let loser = if n % 3 == 2 { Side::South } else { Side::North };
        store.finish(id, Ending::Resigned(loser), at(n * 10)).unwrap();
    }
}

#[allow(clippy::needless_pass_by_value, reason = "each question is made in the call")]
fn ask(store: &mut Sqlite, query: Query) -> ToSession {
    answer(store, &query)
}

fn reason(answer: ToSession) -> String {
    match answer {
        ToSession::Refused { reason } => reason,
        other => panic!("not refused: {other:?}"),
    }
}

fn archive_of(store: &mut Sqlite, asker: &str, before: Option<Cursor>) -> (Vec<Archived>, bool) {
    match ask(store, Query::Archive { asker: name(asker), player: None, variant: None, before }) {
        ToSession::Archive { games, more, .. } => (games, more),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_private_game_is_refused_to_a_stranger_and_given_to_its_players() {
    let folder = Folder::new("archive", "private");
    let mut store = Sqlite::open(folder.path()).unwrap();
    played(&mut store, 2);
    let private = |asker: &str, private| Query::Private { asker: name(asker), code: "g1".into(), private };
    assert!(reason(ask(&mut store, private("cy", true))).contains("not yours"));
    assert!(reason(ask(&mut store, private("zed", true))).contains("not yours"), "a name never seen");
    assert_eq!(ask(&mut store, private("bob", true)), ToSession::Private { code: "g1".into(), private: true });
    let record = |asker: &str, code: &str| Query::Record { asker: name(asker), code: code.into() };
    let refused = reason(ask(&mut store, record("cy", "g1")));
    assert_eq!(refused, "game `g1` is private: only its two players see it");
    assert!(reason(ask(&mut store, record("cy", "nope"))).contains("no game `nope`"));
    for player in ["ada", "bob"] {
        let ToSession::Record { code, save } = ask(&mut store, record(player, "g1")) else { panic!("refused") };
        assert_eq!(code, "g1");
        assert_eq!(save.resigned.as_deref(), Some("north"));
        assert!(save.check().is_ok());
    }
    let codes = |games: Vec<Archived>| games.into_iter().map(|g| (g.code, g.private)).collect::<Vec<_>>();
    assert_eq!(codes(archive_of(&mut store, "cy", None).0), [("g2".to_string(), false)]);
    assert_eq!(codes(archive_of(&mut store, "ada", None).0), [("g2".into(), false), ("g1".into(), true)]);
    // The stranger's page of ada lists only what they may see.
    let ToSession::Page(page) = ask(&mut store, Query::Page { asker: name("cy"), name: name("ada") }) else {
        panic!("no page")
    };
    assert_eq!(page.recent.iter().map(|g| g.code.as_str()).collect::<Vec<_>>(), ["g2"]);
}

#[test]
fn a_page_has_the_ratings_the_record_against_the_asker_and_the_recent_games() {
    let folder = Folder::new("archive", "page");
    let mut store = Sqlite::open(folder.path()).unwrap();
    played(&mut store, 12);
    let ToSession::Page(page) = ask(&mut store, Query::Page { asker: name("bob"), name: name("ada") }) else {
        panic!("no page")
    };
    assert_eq!(page.record, Some(Tally { wins: 4, losses: 8, draws: 0 }), "bob's record against ada");
    assert_eq!(page.recent.len(), MAX_RECENT);
    assert_eq!(page.recent[0].code, "g12");
    assert_eq!((page.recent[0].result.as_str(), page.recent[0].how.as_str()), ("south", "south wins by resignation"));
    assert_eq!(page.ratings.len(), 1);
    assert_eq!((page.ratings[0].of.as_str(), page.ratings[0].games), ("kete", 12));
    assert!(page.ratings[0].rating > 1500);
    assert_eq!(page.online, None, "the lobby says who is online");
    let ToSession::Page(own) = ask(&mut store, Query::Page { asker: name("ada"), name: name("ada") }) else {
        panic!("no page")
    };
    assert_eq!(own.record, None, "no record against oneself");
    let refused = reason(ask(&mut store, Query::Page { asker: name("ada"), name: name("zed") }));
    assert_eq!(refused, "nobody named zed has played on this server");
}

#[test]
fn the_archive_is_sent_in_pages_and_a_leaderboard_by_rating() {
    let folder = Folder::new("archive", "pages");
    let mut store = Sqlite::open(folder.path()).unwrap();
    played(&mut store, 60);
    let (first, more) = archive_of(&mut store, "cy", None);
    assert_eq!((first.len(), more), (MAX_ARCHIVED, true));
    let (rest, more) = archive_of(&mut store, "cy", first.last().map(Archived::cursor));
    assert_eq!((rest.len(), more), (10, false));
    assert_eq!(rest.last().unwrap().code, "g1");
    let bad = Cursor { at_ms: i64::MAX, id: 1 };
    assert!(
        reason(ask(&mut store, Query::Archive { asker: name("cy"), player: None, variant: None, before: Some(bad) }))
            .contains("not a time")
    );
    let nobody = Query::Archive { asker: name("cy"), player: Some(name("zed")), variant: None, before: None };
    assert!(matches!(ask(&mut store, nobody), ToSession::Archive { games, more: false, .. } if games.is_empty()));
    let ToSession::Leaderboard { game, rows } = ask(&mut store, Query::Leaderboard { variant: Variant::Kete }) else {
        panic!("no leaderboard")
    };
    assert_eq!(game, "kete");
    assert_eq!(rows.iter().map(|row| row.of.as_str()).collect::<Vec<_>>(), ["ada", "bob"]);
    assert!(rows[0].rating > rows[1].rating && !rows[0].provisional);
}
