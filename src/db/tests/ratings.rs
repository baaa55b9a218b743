//! Ratings (schema 5): a rated game's end changes both players' ratings exactly as the rating module computes,
//! in the ending's transaction; a casual game, an abort and a game against the computer change none; the
//! leaderboard lists the rated players of a game, the highest first.

use super::*;
use crate::rating::{Rating, after_game};

fn between(store: &mut Sqlite, code: &str, south: &str, north: &str, rated: bool) -> GameId {
    let (south, north) = (store.player(south, at(0)).unwrap(), store.player(north, at(0)).unwrap());
    let game = NewGame { rated, ..new_game(code, Variant::Kete, Seat::Player(south), Seat::Player(north)) };
    store.create_game(&game).unwrap()
}

#[test]
fn a_rated_games_end_changes_both_ratings_as_computed_and_a_casual_one_changes_none() {
    let scratch = Scratch::new("ratings");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let game = between(&mut store, "r1", "ada", "bob", true);
    store.finish(game, Ending::Resigned(Side::North), at(5)).unwrap();
    let (ada, bob) = (store.player("ada", at(0)).unwrap(), store.player("bob", at(0)).unwrap());
    let expected = after_game(BySide::new(Rating::default(), Rating::default()), GameResult::Win(Side::South));
    assert_eq!(store.rating(ada.id, Variant::Kete).unwrap(), expected.south);
    assert_eq!(store.rating(bob.id, Variant::Kete).unwrap(), expected.north);
    assert_eq!(store.rating(ada.id, Variant::Kingulu).unwrap(), Rating::default(), "per game");
    let change = store.rating_change(game).unwrap().expect("the change is kept with the game");
    // The same arithmetic, stored and read back: the same bits.
    assert_eq!(change.south.1.rating.to_bits(), expected.south.rating.to_bits());
    assert_eq!(change.north.0.rating.to_bits(), 1500.0_f64.to_bits());
    // The second game starts from the first's ratings.
    let second = between(&mut store, "r2", "bob", "ada", true);
    store.finish(second, Ending::Agreed, at(9)).unwrap();
    let again = after_game(BySide::new(expected.north, expected.south), GameResult::Draw);
    assert_eq!(store.rating(bob.id, Variant::Kete).unwrap(), again.south);
    assert_eq!(store.rating(ada.id, Variant::Kete).unwrap().games, 2);
    // Casual, aborted, against the computer: nothing changes.
    let casual = between(&mut store, "c1", "ada", "bob", false);
    store.finish(casual, Ending::Resigned(Side::South), at(10)).unwrap();
    let aborted = between(&mut store, "a1", "ada", "bob", true);
    store.finish(aborted, Ending::Aborted, at(11)).unwrap();
    let cy = store.player("cy", at(0)).unwrap();
    let computer = NewGame {
        rated: true,
        ..new_game("k1", Variant::Kete, Seat::Player(cy.clone()), Seat::Computer(crate::engine::Level::NOVICE))
    };
    let computer = store.create_game(&computer).unwrap();
    store.finish(computer, Ending::Resigned(Side::North), at(12)).unwrap();
    assert_eq!(store.rating(ada.id, Variant::Kete).unwrap(), again.north);
    assert_eq!(store.rating(cy.id, Variant::Kete).unwrap(), Rating::default());
    for game in [casual, aborted, computer] {
        assert_eq!(store.rating_change(game).unwrap(), None);
    }
}

#[test]
fn the_leaderboard_lists_established_players_of_a_game_the_highest_first() {
    let scratch = Scratch::new("leaderboard");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    // Ada and bob play forty games (ada wins two of three): both leave the provisional range, ada on top; cy plays once and stays out.
    for n in 0..40 {
        let game = between(&mut store, &format!("g{n}"), "ada", "bob", true);
        let loser = if n % 3 == 2 { Side::South } else { Side::North };
        store.finish(game, Ending::Resigned(loser), at(n)).unwrap();
    }
    let once = between(&mut store, "once", "cy", "bob", true);
    store.finish(once, Ending::Resigned(Side::North), at(50)).unwrap();
    let board = store.leaderboard(Variant::Kete, 5).unwrap();
    let names: Vec<&str> = board.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["ada", "bob"]);
    assert!(board[0].1.rating > board[1].1.rating && !board[0].1.provisional());
    assert!(store.leaderboard(Variant::Kingulu, 0).unwrap().is_empty());
    assert!(store.leaderboard(Variant::Kete, 42).unwrap().is_empty());
}
