//! A damaged database (rows changed behind the program's back, by raw SQL) is reported with the game and the
//! move at fault, never a panic and never an impossible game.

use rusqlite::Connection;

use super::*;

/// A file with one kete game of 6 moves, `code` `dmg`, and a raw connection to change it with.
fn damaged(name: &str, change: &str) -> (Scratch, DbError) {
    let scratch = Scratch::new(name);
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let (_, line) = stored_game(&mut store, "dmg", Variant::Kete, 6, 3);
    assert_eq!(line.len(), 6);
    drop(store);
    Connection::open(scratch.file()).unwrap().execute_batch(change).unwrap();
    let store = Sqlite::open(scratch.path()).unwrap();
    let error = store.game("dmg").expect_err(change);
    (scratch, error)
}

fn damage_of(error: &DbError) -> (&str, Option<u32>, &str) {
    match error {
        DbError::Damaged { code, ply, message } => (code, *ply, message),
        other => panic!("not damage: {other:?}"),
    }
}

#[test]
fn a_move_that_does_not_replay_is_named_with_its_game_and_ply() {
    let (_scratch, error) = damaged("bad-move", "UPDATE moves SET text = 'Z9<' WHERE ply = 4");
    let (code, ply, message) = damage_of(&error);
    assert_eq!((code, ply), ("dmg", Some(4)));
    assert!(message.contains("`Z9<` does not replay"), "{message}");
    assert!(error.to_string().starts_with("game `dmg` is damaged in the database at move 4: "), "{error}");
}

#[test]
fn a_legal_move_of_the_wrong_game_is_refused_where_it_stands() {
    // Two stored moves swapped: each is a move of this game, but not in that order.
    let (_scratch, error) = damaged(
        "swap",
        "UPDATE moves SET ply = 100 WHERE ply = 1; UPDATE moves SET ply = 1 WHERE ply = 2;
        UPDATE moves SET ply = 2 WHERE ply = 100;",
    );
    let (_, ply, _) = damage_of(&error);
    assert!(matches!(ply, Some(1 | 2)), "{error}");
}

#[test]
fn a_missing_move_or_a_wrong_count_is_damage() {
    let (_scratch, error) = damaged("gap", "DELETE FROM moves WHERE ply = 3");
    assert_eq!(damage_of(&error).1, Some(3), "{error}");
    assert!(error.to_string().contains("move 3 is missing"), "{error}");
    let (_scratch, error) = damaged("count", "UPDATE games SET moves = 7");
    assert!(damage_of(&error).2.contains("counts 7 moves, 6 are stored"), "{error}");
    let (_scratch, error) = damaged("text", "UPDATE moves SET text = CAST(x'ff41' AS TEXT) WHERE ply = 2");
    assert_eq!(damage_of(&error).1, Some(2), "{error}");
}

#[test]
fn a_row_that_contradicts_its_moves_is_damage() {
    let (_scratch, error) =
        damaged("turn", "UPDATE games SET to_move = CASE to_move WHEN 'south' THEN 'north' ELSE 'south' END");
    assert!(damage_of(&error).2.contains("to move, the rules"), "{error}");
    let (_scratch, error) = damaged("rules", "UPDATE games SET winner = 'south', ended_by = 'rule', finished_at = 1");
    assert!(damage_of(&error).2.contains("the rules have not ended it"), "{error}");
    let (_scratch, error) = damaged("start", "UPDATE games SET start = 'not a position'");
    assert!(damage_of(&error).2.contains("its start `not a position`"), "{error}");
    let (_scratch, error) = damaged("variant", "UPDATE games SET variant = 'chess'");
    assert!(damage_of(&error).2.contains("`chess` is not a game"), "{error}");
    let (_scratch, error) = damaged("other-start", "UPDATE games SET variant = 'kingulu'");
    assert!(damage_of(&error).2.contains("a kete start in a kingulu game"), "{error}");
}

#[test]
fn the_lists_report_a_damaged_row_by_its_code() {
    let (scratch, _) = damaged("list", "UPDATE games SET variant = 'chess'");
    let store = Sqlite::open(scratch.path()).unwrap();
    let error = store.list().unwrap_err();
    assert_eq!(damage_of(&error).0, "dmg");
    assert!(store.unfinished().is_err());
}

#[test]
fn a_game_the_rules_ended_before_its_ending_was_stored_reads_back() {
    // The server stores the last move, then the ending: killed between the two, the game is still whole.
    let scratch = Scratch::new("ended");
    let mut store = Sqlite::open(scratch.path()).unwrap();
    let mut seed = 0;
    let (id, line) = loop {
        seed += 1;
        let code = format!("g{seed}");
        let (id, line) = stored_game(&mut store, &code, Variant::Kingulu, 400, seed);
        if line.end_status() != Status::Ongoing {
            break (id, line);
        }
    };
    let code = format!("g{seed}");
    let game = store.game(&code).unwrap().expect("an unfinished row of a game the rules ended");
    assert_eq!(game.summary.ended, None);
    let Status::Over(outcome) = line.end_status() else { unreachable!() };
    store.finish(id, Ending::Rules(outcome.result), at(900)).unwrap();
    assert_eq!(store.game(&code).unwrap().unwrap().summary.ended, Some((Ending::Rules(outcome.result), at(900))));
    // A resignation after the rules' end contradicts them.
    Connection::open(scratch.file())
        .unwrap()
        .execute_batch("UPDATE games SET ended_by = 'resignation', winner = 'south' WHERE ended_by = 'rule'")
        .unwrap();
    let error = store.game(&code).unwrap_err();
    assert!(damage_of(&error).2.contains("but the rules had ended it"), "{error}");
}
