//! The archive (schema 6): the finished games with a result, the latest first, narrowed by player and game
//! and paged; a private game only for its players; a player's record against another, their ratings; and
//! each page read from its index, never sorted.

use super::*;

/// A finished game of `variant` between `south` and `north`, ended at `at(end)` (no moves: the archive lists
/// rows, the moves are the game's).
fn finished(store: &mut Sqlite, code: &str, variant: Variant, players: (&str, &str), ending: Ending, end: i64) {
    let (south, north) = (store.player(players.0, at(0)).unwrap(), store.player(players.1, at(0)).unwrap());
    let id = store.create_game(&new_game(code, variant, Seat::Player(south), Seat::Player(north))).unwrap();
    store.finish(id, ending, at(end)).unwrap();
}

fn codes(games: &[Summary]) -> Vec<&str> {
    games.iter().map(|game| game.code.as_str()).collect()
}

fn query(viewer: Option<PlayerId>) -> ArchiveQuery {
    ArchiveQuery { viewer, player: None, variant: None, before: None, limit: MAX_ARCHIVE_PAGE }
}

/// Six games: four of ada's (three with bob), a kingulu one of cy and bob, an abort and one unfinished.
fn six(store: &mut Sqlite) {
    finished(store, "g1", Variant::Kete, ("ada", "bob"), Ending::Resigned(Side::North), 10);
    finished(store, "g2", Variant::Kingulu, ("bob", "ada"), Ending::Agreed, 20);
    finished(store, "g3", Variant::Kete, ("cy", "bob"), Ending::OutOfTime(Side::South), 30);
    finished(store, "g4", Variant::Kete, ("bob", "ada"), Ending::Resigned(Side::South), 40);
    finished(store, "g5", Variant::Kete, ("ada", "cy"), Ending::Aborted, 50);
    finished(store, "g6", Variant::Kete, ("ada", "bob"), Ending::Resigned(Side::South), 60);
    let (ada, bob) = (store.player("ada", at(0)).unwrap(), store.player("bob", at(0)).unwrap());
    store.create_game(&new_game("open", Variant::Kete, Seat::Player(ada), Seat::Player(bob))).unwrap();
}

#[test]
fn the_archive_lists_finished_games_latest_first_narrowed_and_paged() {
    let scratch = Scratch::new("archive");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    six(&mut store);
    let ada = store.player_named("ada").unwrap().expect("ada is stored");
    assert_eq!(store.player_named("nobody").unwrap(), None, "an unknown name is not made");
    assert_eq!(store.player_named("nobody").unwrap(), None);
    // The abort (no result) and the game not over are not in the archive.
    assert_eq!(codes(&store.archive(&query(None)).unwrap()), ["g6", "g4", "g3", "g2", "g1"]);
    let of_ada = ArchiveQuery { player: Some(ada.id), ..query(None) };
    assert_eq!(codes(&store.archive(&of_ada).unwrap()), ["g6", "g4", "g2", "g1"]);
    let kete = ArchiveQuery { variant: Some(Variant::Kete), ..query(None) };
    assert_eq!(codes(&store.archive(&kete).unwrap()), ["g6", "g4", "g3", "g1"]);
    let both = ArchiveQuery { variant: Some(Variant::Kingulu), ..of_ada };
    assert_eq!(codes(&store.archive(&both).unwrap()), ["g2"]);
    // Pages of two, each after the last of the one before, for each narrowing.
    for narrowed in [query(None), of_ada, kete] {
        let all = store.archive(&narrowed).unwrap();
        let mut paged = Vec::new();
        let mut before = None;
        loop {
            let page = store.archive(&ArchiveQuery { before, limit: 2, ..narrowed }).unwrap();
            assert!(page.len() <= 2);
            let Some(last) = page.last() else { break };
            before = Some((last.ended.unwrap().1, last.id));
            paged.extend(page);
        }
        assert_eq!(paged, all);
    }
    // A page is never more than the most, whatever is asked.
    assert_eq!(store.archive(&ArchiveQuery { limit: 1000, ..query(None) }).unwrap().len(), 5);
}

/// Two games finished in the same millisecond are both listed, once each, across pages.
#[test]
fn games_finished_at_once_are_paged_by_their_number() {
    let scratch = Scratch::new("archive-ties");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    for code in ["t1", "t2", "t3"] {
        finished(&mut store, code, Variant::Kete, ("ada", "bob"), Ending::Agreed, 5);
    }
    let first = store.archive(&ArchiveQuery { limit: 2, ..query(None) }).unwrap();
    let last = first.last().unwrap();
    let rest = store.archive(&ArchiveQuery { limit: 2, before: Some((at(5), last.id)), ..query(None) }).unwrap();
    assert_eq!((codes(&first), codes(&rest)), (vec!["t3", "t2"], vec!["t1"]));
}

#[test]
fn a_private_game_is_listed_for_its_two_players_only_and_only_they_mark_it() {
    let scratch = Scratch::new("archive-private");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    six(&mut store);
    let [ada, bob, cy] = ["ada", "bob", "cy"].map(|name| store.player_named(name).unwrap().unwrap());
    let refused = |result: Result<(), DbError>| match result {
        Err(DbError::Refused(reason)) => reason,
        other => panic!("not refused: {other:?}"),
    };
    assert!(refused(store.set_private("g4", cy.id, true)).contains("not yours"));
    assert!(refused(store.set_private("nope", ada.id, true)).contains("no stored game"));
    assert!(refused(store.set_private("open", ada.id, true)).contains("not over"));
    store.set_private("g4", ada.id, true).unwrap();
    assert!(store.game("g4").unwrap().unwrap().summary.private);
    for (viewer, listed) in [(Some(ada.id), true), (Some(bob.id), true), (Some(cy.id), false), (None, false)] {
        let games = store.archive(&query(viewer)).unwrap();
        assert_eq!(codes(&games).contains(&"g4"), listed, "{viewer:?}");
        let of_bob = store.archive(&ArchiveQuery { player: Some(bob.id), ..query(viewer) }).unwrap();
        assert_eq!(codes(&of_bob).contains(&"g4"), listed, "{viewer:?} in bob's games");
    }
    // A private page is still full: the private game is passed over, not counted.
    let cy_sees = store.archive(&ArchiveQuery { limit: 3, ..query(Some(cy.id)) }).unwrap();
    assert_eq!(codes(&cy_sees), ["g6", "g3", "g2"]);
    store.set_private("g4", bob.id, false).unwrap();
    assert!(codes(&store.archive(&query(Some(cy.id))).unwrap()).contains(&"g4"));
}

#[test]
fn a_record_counts_wins_losses_and_draws_between_two_players_and_ratings_are_listed() {
    let scratch = Scratch::new("archive-record");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    six(&mut store);
    let [ada, bob, cy] = ["ada", "bob", "cy"].map(|name| store.player_named(name).unwrap().unwrap());
    // g1 ada wins (bob resigned as north), g2 a draw, g4 ada (north) wins, g6 ada resigned (south).
    assert_eq!(store.record(ada.id, bob.id).unwrap(), Record { wins: 2, losses: 1, draws: 1 });
    assert_eq!(store.record(bob.id, ada.id).unwrap(), Record { wins: 1, losses: 2, draws: 1 });
    assert_eq!(store.record(ada.id, cy.id).unwrap(), Record::default(), "an abort has no result");
    let ratings = store.ratings_of(ada.id).unwrap();
    let games: Vec<(Variant, u32)> = ratings.iter().map(|(variant, rating)| (*variant, rating.games)).collect();
    assert_eq!(games, [(Variant::Kete, 3), (Variant::Kingulu, 1)]);
    assert_eq!(ratings[0].1, store.rating(ada.id, Variant::Kete).unwrap());
    assert!(store.ratings_of(PlayerId(999)).unwrap().is_empty());
}

/// Every page the archive reads comes from an index in its order: SQLite plans no sort.
#[test]
fn each_page_is_read_from_an_index_without_a_sort() {
    let scratch = Scratch::new("archive-plan");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    six(&mut store);
    let ada = store.player_named("ada").unwrap().unwrap();
    let connection = store.connection_for_tests();
    connection.execute_batch("ANALYZE").unwrap();
    let before = Some((at(30), GameId(3)));
    for (player, variant, index) in [
        (None, None, "games_finished"),
        (None, Some(Variant::Kete), "games_finished_variant"),
        (Some(ada.id), None, "games_finished_south"),
        (Some(ada.id), Some(Variant::Kete), "games_finished_north"),
    ] {
        let narrowed = ArchiveQuery { player, variant, before, ..query(Some(ada.id)) };
        let plan = super::super::archive::plan(connection, &narrowed);
        assert!(plan.contains(index), "{plan}");
        if player.is_none() {
            assert!(!plan.contains("TEMP B-TREE"), "{plan}");
        }
    }
}
