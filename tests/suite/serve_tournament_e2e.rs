//! A round-robin tournament end to end, as issue 28 asks: a real `bao serve` and its real database, three
//! players logged in over SSH in pseudo-terminals. Ada creates a tournament of Bao Kingulu for three with a
//! live clock, starting when full; bob and cy join from the lobby; the server pairs them and opens each game
//! as its two players are in the lobby; each game is played two or three moves and resigned; and the standings
//! of the finished tournament are on the screen: bob 2 (Sonneborn-Berger 1), ada 1, cy 0; and in the
//! database, each game rated and stored with its result.
//!
//! The pairings of three (circle method, a bye): round 1 cy (South) against bob, round 2 ada (South) against
//! cy, round 3 bob (South) against ada; each game opens once both its players are back in the lobby and
//! neither plays another, so the test lets them back in that order.

use super::serve_e2e::{Screen, Server, key, runtime};

/// The start screen's line.
const START: &str = "play and study East African mancala";

/// A line of the standings as the tournament's screen writes it.
fn standing(rank: usize, name: &str, points: &str, sb: &str, games: u32) -> String {
    format!("{rank:>2}  {name:<20} {points:>6} {sb:>7} {games:>6}")
}

/// South and North play `moves` in turn, then South (if `south_resigns`) or North resigns, and the winner
/// sees the end.
async fn play_and_resign(south: &mut Screen, north: &mut Screen, moves: &[String], south_resigns: bool) {
    // Told the side, then in the room (its board lists the legal moves).
    south.wait_text("you play south").await;
    north.wait_text("you play north").await;
    south.wait_text("legal moves:").await;
    north.wait_text("legal moves:").await;
    for (ply, mv) in moves.iter().enumerate() {
        let (playing, seeing) = if ply % 2 == 0 { (&mut *south, &mut *north) } else { (&mut *north, &mut *south) };
        playing.keys(&format!(":{mv}\r")).await;
        let side = if ply % 2 == 0 { "S" } else { "N" };
        seeing.wait_text(&format!("{}. {side} {mv}", ply + 1)).await;
    }
    let (loser, winner) = if south_resigns { (south, north) } else { (north, south) };
    loser.keys("X").await;
    loser.wait_text("resign this game? y/n").await;
    loser.keys("y").await;
    winner.wait_text("Game over").await;
    winner.wait_text("resigned").await;
}

#[test]
fn a_three_player_round_robin_runs_to_its_standings() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-tournament", &[], &[]);
    let start = Kingulu::start();
    let first = start.legal_moves()[0];
    let after = start.play(first).unwrap();
    let reply = after.legal_moves()[0];
    let third = after.play(reply).unwrap().legal_moves()[0];
    let [first, reply, third] = [first, reply, third].map(|mv| mv.to_string());
    runtime().block_on(async {
        let mut ada = Screen::open(server.address, "ada", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        let mut cy = Screen::open(server.address, "cy", &key(3)).await;
        for screen in [&mut ada, &mut bob, &mut cy] {
            screen.wait_text(START).await;
        }
        // Ada: Kingulu on the start screen, the lobby, and a tournament of three (the players' line, one
        // fewer than four), when full.
        ada.keys("\x1b[Dr").await;
        ada.wait_text("lobby · you are ada").await;
        ada.keys("t").await;
        ada.wait_text("A tournament: a round robin").await;
        ada.keys("\x1b[B\x1b[B\x1b[D").await;
        ada.wait_text("at most 3").await;
        ada.keys("\r").await;
        ada.wait_text("kingulu 5+3 · open · 1/3 · starts when full · by ada").await;
        // Bob and cy find it, the last line of the lobby, open it and join.
        for (screen, joined) in [(&mut bob, "2/3"), (&mut cy, "3/3")] {
            screen.keys("r").await;
            screen.wait_text("kingulu 5+3 · open").await;
            screen.keys("\x1b[F\r").await;
            screen.wait_text("Tournament 1 · kingulu 5+3").await;
            screen.keys("j").await;
            screen.wait_text(joined).await;
        }
        // Round 1: cy (South) against bob; cy resigns. Cy goes back to the lobby first, so round 2 (ada
        // against cy) opens before bob is back.
        play_and_resign(&mut cy, &mut bob, &[first.clone(), reply.clone()], true).await;
        cy.keys("s").await;
        ada.wait_text("you play south").await;
        bob.keys("s").await;
        bob.wait_text("lobby · you are bob").await;
        // Round 2: ada (South) against cy; cy resigns.
        play_and_resign(&mut ada, &mut cy, &[first.clone(), reply.clone(), third.clone()], false).await;
        cy.keys("s").await;
        cy.wait_text("lobby · you are cy").await;
        ada.keys("s").await;
        // Round 3: bob (South) against ada; ada resigns.
        play_and_resign(&mut bob, &mut ada, &[first, reply, third], false).await;
        ada.keys("s").await;
        bob.keys("s").await;
        // The standings, on cy's screen, who waited in the lobby: the tournament opened from its line.
        cy.wait_text("kingulu 5+3 · finished · 3/3 · bob first").await;
        cy.keys("\x1b[F\r").await;
        cy.wait_text("Tournament 1 · kingulu 5+3").await;
        cy.wait_text(&standing(1, "bob", "2", "1", 2)).await;
        cy.wait_text(&standing(2, "ada", "1", "0", 2)).await;
        cy.wait_text(&standing(3, "cy", "0", "0", 2)).await;
        cy.wait_text(" 1  cy–bob 0-1").await;
        cy.wait_text(" 2  ada–cy 1-0").await;
        cy.wait_text(" 3  bob–ada 1-0").await;
    });
    // The database: the tournament finished, each of its games a rated stored game with its winner (the
    // archive's), and the tournament's result the game's.
    let file = server.sandbox.data().join("serve/games.sqlite3");
    let db = rusqlite::Connection::open_with_flags(&file, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let state: String = db.query_row("SELECT state FROM tournaments WHERE id = 1", [], |row| row.get(0)).unwrap();
    assert_eq!(state, "finished");
    let mut games = db
        .prepare(
            "SELECT t.round, t.result, g.winner, g.rated FROM tournament_games t JOIN games g ON g.code = t.code
            WHERE t.tournament = 1 ORDER BY t.round",
        )
        .unwrap();
    let rows: Vec<(i64, String, String, i64)> = games
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let expected = [(1, "north", "north", 1), (2, "south", "south", 1), (3, "south", "south", 1)]
        .map(|(round, result, winner, rated)| (round, result.to_string(), winner.to_string(), rated));
    assert_eq!(rows, expected);
}
