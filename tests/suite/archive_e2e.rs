//! The archive of `bao serve` end to end (issue 28): the real server, three real SSH sessions. Ada and bob
//! play a game of kingulu to its end (ada resigns after a move each); cy, who did not play it,
//! opens the lobby's archive, opens that game and replays its first move on the board. Then ada and bob play a
//! second game, ada marks it private from the archive, and cy's archive lists the first game only, and the
//! server refuses cy the second game's record when asked for it by its code on the lobby's socket.

use std::io::{BufRead as _, BufReader, Write as _};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::serve_e2e::{Screen, Server, key, runtime};

/// The start screen's line.
const START: &str = "play and study East African mancala";

/// The lobby's socket somewhere in the server's folders.
fn lobby_socket(root: &Path) -> PathBuf {
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.file_name().is_some_and(|name| name == "lobby.sock") {
                return path;
            }
            if path.is_dir() {
                folders.push(path);
            }
        }
    }
    panic!("no lobby socket under {}", root.display())
}

/// Ada and bob's game of kingulu, ada South, one move each, then ada resigns: both back in the lobby after.
async fn a_game(ada: &mut Screen, bob: &mut Screen, a3: &str, reply: &str) {
    // A challenge for anyone, ada South; bob accepts it, the first line of his lobby (once his lobby lists
    // no other: the last game's challenge may be on it until the lists come again).
    bob.wait_text("none: p posts one").await;
    ada.keys("p").await;
    ada.wait_text("A challenge for anyone").await;
    ada.keys("\x1b[B\x1b[C\r").await;
    bob.wait_text("ada plays south").await;
    bob.keys("\x1b[H\r").await;
    bob.wait_text("you play north").await;
    ada.wait_text("you play south").await;
    // The room's own screen, not the lobby's "going into the room" line: keys typed before it go to the lobby.
    ada.wait_text("South (you)").await;
    ada.keys(&format!(":{a3}\r")).await;
    bob.wait_text(&format!("1. S {a3}")).await;
    bob.keys(&format!(":{reply}\r")).await;
    ada.wait_text(&format!("2. N {reply}")).await;
    ada.keys("X").await;
    ada.wait_text("resign this game? y/n").await;
    ada.keys("y").await;
    for screen in [&mut *ada, &mut *bob] {
        screen.wait_text("ada (south) resigned").await;
        screen.keys("s").await;
        screen.wait_text("Challenges (Enter accepts").await;
    }
}

#[test]
fn a_third_player_replays_a_finished_game_from_the_archive_and_never_sees_a_private_one() {
    use bao::rules::{Game as _, Kingulu};
    let server = Server::start("serve-archive", &[], &[]);
    let start = Kingulu::start();
    let a3 = start.legal_moves()[0];
    let reply = start.play(a3).unwrap().legal_moves()[0];
    let (a3, reply) = (a3.to_string(), reply.to_string());
    let code = runtime().block_on(async {
        let mut ada = Screen::open(server.address, "ada", &key(1)).await;
        let mut bob = Screen::open(server.address, "bob", &key(2)).await;
        let mut cy = Screen::open(server.address, "cy", &key(3)).await;
        for screen in [&mut ada, &mut bob, &mut cy] {
            screen.wait_text(START).await;
            // Kingulu (the game before kete), then the lobby.
            screen.keys("\x1b[Dr").await;
            screen.wait_text("Online (Enter: their page").await;
        }
        a_game(&mut ada, &mut bob, &a3, &reply).await;
        // Cy opens the archive: the game is there, won by bob.
        cy.keys("a").await;
        cy.wait_text("ada – bob").await;
        cy.keys("\r").await;
        cy.wait_text("from the archive").await;
        cy.keys("\x1b").await;
        cy.wait_text("no move yet").await;
        // U replays the first move on the board.
        cy.keys("U").await;
        cy.wait_text(&format!("played again {a3}")).await;
        cy.wait_text(&format!("last move 1. S {a3}")).await;
        // Back to the lobby.
        cy.keys("\x1b").await;
        cy.wait_text("leave this game").await;
        cy.keys("y").await;
        cy.wait_text(START).await;
        // The second game; ada marks it private from her archive (the latest first) and reads its code.
        a_game(&mut ada, &mut bob, &a3, &reply).await;
        ada.keys("a").await;
        ada.wait_text("ada – bob").await;
        ada.keys("p").await;
        ada.wait_text("2 private").await;
        ada.wait_text("only its two players see it").await;
        ada.keys("\r").await;
        ada.wait_text("(archive ").await;
        let text = ada.text();
        let code = text.split("(archive ").nth(1).and_then(|rest| rest.split(')').next()).unwrap().to_string();
        // Cy's archive lists the first game only.
        cy.keys("r").await;
        cy.wait_text("Online (Enter: their page").await;
        cy.keys("a").await;
        cy.wait_text("ada – bob").await;
        let listed = cy.text();
        assert_eq!(listed.matches("ada – bob").count(), 1, "{listed}");
        assert!(!listed.contains("private"), "{listed}");
        code
    });
    // Asked for by its code, the private game's record is refused to cy.
    let mut lobby = UnixStream::connect(lobby_socket(server.sandbox.root())).unwrap();
    lobby.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    lobby.write_all(b"{\"type\":\"hello\",\"version\":3,\"name\":\"cy\"}\n").unwrap();
    lobby.write_all(format!("{{\"type\":\"record\",\"code\":\"{code}\"}}\n").as_bytes()).unwrap();
    let lines = BufReader::new(lobby.try_clone().unwrap()).lines();
    let refused = lines.map(Result::unwrap).find(|line| line.contains("\"refused\"") || line.contains("\"record\""));
    assert_eq!(
        refused.as_deref(),
        Some(
            format!("{{\"type\":\"refused\",\"reason\":\"game `{code}` is private: only its two players see it\"}}")
                .as_str()
        )
    );
}
