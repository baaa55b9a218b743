//! Issue 28's results with real processes and the real database: two SSH players play a rated game and a
//! casual one through the lobby; the rated game's end changes both ratings in the server's database exactly as
//! the rating crate computes (and the game-over box and the log say by how much), the casual one changes
//! nothing; the administrator's `--stats` and `--leaderboard` print what the database holds.

use std::time::Duration;

use super::serve_e2e::{START, Screen, Server, key, runtime};

/// Each side's rating, deviation and rated games in kingulu, read beside the running server (read-only).
fn ratings(server: &Server) -> Vec<(String, f64, f64, i64)> {
    let file = server.sandbox.data().join("serve/games.sqlite3");
    let db = rusqlite::Connection::open_with_flags(&file, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut statement = db
        .prepare(
            "SELECT p.name, r.rating, r.deviation, r.games FROM ratings r JOIN players p ON p.id = r.player
            WHERE r.variant = 'kingulu' ORDER BY p.name",
        )
        .unwrap();
    statement
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Plays the two first moves of the game on both screens (ali south, bob north), then ali resigns.
async fn play_and_resign(ali: &mut Screen, bob: &mut Screen) {
    use bao::rules::{Game as _, Kingulu};
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let reply = start.play(a3).unwrap().legal_moves()[0];
    bob.wait_text("you play north").await;
    ali.wait_text("you play south").await;
    // The room's own screen, not the lobby's "going into the room" line: keys typed before it go to the lobby.
    ali.wait_text("South (you)").await;
    ali.keys(&format!(":{a3}\r")).await;
    // The title's ply, which no earlier game's end shows (a game over after two moves is at ply 3).
    bob.wait_text("2x6 · ply 2 ").await;
    bob.wait_text(&format!("1. S {a3}")).await;
    bob.keys(&format!(":{reply}\r")).await;
    ali.wait_text(&format!("2. N {reply}")).await;
    ali.keys("X").await;
    ali.wait_text("resign this game? y/n").await;
    ali.keys("y").await;
    for screen in [ali, bob] {
        screen.wait_text("Game over").await;
        screen.wait_text("ali (south) resigned").await;
    }
}

#[test]
fn a_rated_game_changes_both_ratings_as_the_crate_computes_and_a_casual_one_changes_nothing() {
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let server = Server::start("serve-results", &[], &[]);
    // What Glicko-2 makes of two new players' game that north won, with the server's τ of 0.5.
    let new = Glicko2Rating::new();
    let config = Glicko2Config { tau: 0.5, ..Glicko2Config::new() };
    let (south, north) = glicko2(&new, &new, &skillratings::Outcomes::LOSS, &config);
    let words = |name: &str, after: f64| {
        let delta = after.round() - 1500.0;
        format!("{name} 1500? → {after:.0}? ({delta:+.0})")
    };
    runtime().block_on(async {
        let mut ali = Screen::open(server.address, "ali", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        ali.wait_text(START).await;
        bob.wait_text(START).await;
        // A rated challenge (the form's default): kingulu, ali south.
        ali.keys("\x1b[Dr").await;
        ali.wait_text("bob").await;
        ali.keys("\x1b[Bc").await;
        ali.wait_text("Rated: yes").await;
        ali.keys("\x1b[B\x1b[C\r").await;
        bob.wait_text("ali challenges you to kingulu").await;
        bob.keys("y").await;
        play_and_resign(&mut ali, &mut bob).await;
        // Both game-over boxes say both changes, once the server stored them.
        for screen in [&mut ali, &mut bob] {
            screen.wait_text(&words("ali", south.rating)).await;
            screen.wait_text(&words("bob", north.rating)).await;
        }
        assert_eq!(
            ratings(&server),
            [
                ("ali".to_string(), south.rating, south.deviation, 1),
                ("bob".to_string(), north.rating, north.deviation, 1)
            ]
        );
        server.wait_log(&format!("ended: ali vs bob, north wins by resignation, {}", words("ali", south.rating)));
        // Back to the lobby, and a casual challenge: the rated line turned to casual.
        ali.keys("s").await;
        ali.wait_text("lobby · you are ali").await;
        ali.keys("\x1b[H\x1b[B").await;
        ali.wait_text("▸ bob").await;
        ali.keys("c").await;
        ali.wait_text("Challenge bob").await;
        ali.keys("\x1b[B\x1b[C\x1b[B\x1b[B\x1b[C").await;
        ali.wait_text("Rated: no: a casual game").await;
        ali.keys("\r").await;
        bob.wait_text("ali challenges you to a casual game of kingulu").await;
        bob.keys("y").await;
        play_and_resign(&mut ali, &mut bob).await;
        server.wait_log("game 2 ended: ali vs bob, north wins by resignation");
        std::thread::sleep(Duration::from_millis(300));
        for screen in [&ali, &bob] {
            assert!(!screen.text().contains("? →"), "a casual game's box: {}", screen.text());
        }
    });
    assert_eq!(ratings(&server).iter().map(|(_, _, _, games)| *games).collect::<Vec<_>>(), [1, 1]);
    assert!(
        server
            .log
            .lock()
            .unwrap()
            .iter()
            .any(|line| line.contains("game 2 started: kingulu, ali vs bob, 10+5, casual"))
    );
    // The administrator's figures, read while the server runs.
    let stats = server.sandbox.serve_command(&["--stats"]).output().unwrap();
    assert!(stats.status.success(), "{stats:?}");
    let stats = String::from_utf8(stats.stdout).unwrap();
    for line in ["players\t2", "games in progress\t0", "games kept\t2", "games finished\t2", "rated games\t1"] {
        assert!(stats.lines().any(|l| l == line), "no {line:?} in:\n{stats}");
    }
    // One rated game leaves both ratings provisional: the leaderboard, of established players, lists nobody.
    let board = server.sandbox.serve_command(&["--leaderboard", "kingulu"]).output().unwrap();
    assert!(board.status.success() && board.stdout.is_empty(), "{board:?}");
}
