//! The line mode end to end (`bao --lines`, issue #30): the real program plays a whole kingulu game between two
//! people through a pipe (in English and in Swahili) and through a pseudo-terminal, and a kete lesson through a
//! pipe. Its output is plain text: no escape, no control character but the newline (and, from a terminal, the
//! carriage return before it), no line over 80 columns; every move it announces, replayed by the rules, gives the
//! positions it states, and the game ends as the rules say.

use std::io::{Read as _, Write as _};
use std::process::Stdio;
use std::time::{Duration, Instant};

use bao::rules::{Game, GameResult, Kingulu, Side, Status};

use super::sandbox::Sandbox;
use super::tui_e2e::{Pty, WAIT};

/// A game played by the rules: its moves, the position after each, and how it ended.
struct Played {
    moves: Vec<String>,
    positions: Vec<String>,
    status: Status,
}

/// A whole kingulu game, each move chosen by a fixed rule among the legal ones.
fn a_game() -> Played {
    let mut position = Kingulu::start();
    let (mut moves, mut positions) = (Vec::new(), Vec::new());
    while position.status() == Status::Ongoing {
        assert!(moves.len() < 500, "the game ends");
        let legal = position.legal_moves();
        let mv = legal[(moves.len() * 7 + 3) % legal.len()];
        position = position.play(mv).unwrap();
        moves.push(mv.to_string());
        positions.push(position.to_setup().to_string());
    }
    Played { moves, positions, status: position.status() }
}

/// The lines a player types for the game: each move, then `position`; at the end `board` and `quit`.
fn script(game: &Played) -> Vec<String> {
    let mut lines: Vec<String> = game.moves.iter().flat_map(|mv| [mv.clone(), "position".into()]).collect();
    lines.extend(["board".into(), "quit".into()]);
    lines
}

/// How the line mode says a move, a position and the end, in one language.
struct Words {
    sides: [&'static str; 2],
    played: &'static str,
    position: &'static str,
    wins: fn(&str) -> String,
    draw: &'static str,
}

const ENGLISH: Words = Words {
    sides: ["South", "North"],
    played: "played",
    position: "Position: ",
    wins: |side| format!("Game over: {side} wins."),
    draw: "Game over: a draw.",
};

const SWAHILI: Words = Words {
    sides: ["Kusini", "Kaskazini"],
    played: "amecheza",
    position: "Nafasi: ",
    wins: |side| format!("Mchezo umekwisha: {side} ameshinda."),
    draw: "Mchezo umekwisha: sare.",
};

/// Checks the output of a game: plain text, no line over 80 columns, every move announced and every position
/// stated as the rules played them, the end as the rules say.
fn check(output: &[u8], words: &Words, game: &Played) -> String {
    for (at, &byte) in output.iter().enumerate() {
        let carriage_return = byte == b'\r' && output.get(at + 1) == Some(&b'\n');
        assert!(byte != 0x1b, "an escape at byte {at}");
        assert!(byte >= b' ' || byte == b'\n' || carriage_return, "control character {byte:#x} at byte {at}");
    }
    let text = String::from_utf8(output.to_vec()).expect("UTF-8 text");
    let lines: Vec<&str> = text.lines().map(|line| line.trim_end_matches('\r')).collect();
    for line in &lines {
        assert!(line.chars().count() <= 80, "a line over 80 columns: {line}");
    }
    let announced: Vec<String> = lines
        .iter()
        .filter_map(|line| words.sides.iter().find_map(|side| line.strip_prefix(&format!("{side} {} ", words.played))))
        .map(|rest| rest.trim_end_matches('.').to_string())
        .collect();
    assert_eq!(announced, game.moves, "the moves announced");
    let stated: Vec<&str> = lines.iter().filter_map(|line| line.strip_prefix(words.position)).collect();
    assert_eq!(stated, game.positions, "the positions stated");
    let Status::Over(outcome) = game.status else { panic!("the game is over") };
    let end = match outcome.result {
        GameResult::Win(Side::South) => (words.wins)(words.sides[0]),
        GameResult::Win(Side::North) => (words.wins)(words.sides[1]),
        GameResult::Draw => words.draw.to_string(),
    };
    assert!(lines.contains(&end.as_str()), "the end, {end}, in:\n{text}");
    text
}

/// Runs `bao ARGS` in `sandbox` with `env`, its standard input the lines of `input` from a pipe; returns its
/// standard output once it has ended (killed after a while).
fn through_a_pipe(sandbox: &Sandbox, args: &[&str], env: &[(&str, &str)], input: &[String]) -> Vec<u8> {
    let mut command = sandbox.command();
    command.args(args).envs(env.iter().copied()).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = command.spawn().unwrap();
    let mut text = input.join("\n");
    text.push('\n');
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let deadline = Instant::now() + WAIT;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("bao --lines did not end at the end of its input");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let (mut output, mut errors) = (Vec::new(), String::new());
    child.stdout.take().unwrap().read_to_end(&mut output).unwrap();
    child.stderr.take().unwrap().read_to_string(&mut errors).unwrap();
    assert!(child.wait().unwrap().success(), "{errors}");
    assert!(errors.is_empty(), "{errors}");
    output
}

const TWO_PEOPLE: &[&str] = &["--lines", "play", "kingulu", "--south", "person", "--north", "person"];

#[test]
fn a_whole_kingulu_game_through_a_pipe_is_told_as_the_rules_play_it() {
    let game = a_game();
    let sandbox = Sandbox::new("lines-pipe");
    let output = through_a_pipe(&sandbox, TWO_PEOPLE, &[], &script(&game));
    let text = check(&output, &ENGLISH, &game);
    assert!(!text.contains("> "), "no prompt for a pipe");
    assert!(text.contains("\nGoodbye.\nThe game is saved as kingulu-"), "{text}");
    let saves = sandbox.store().list().unwrap();
    assert_eq!(saves.len(), 1, "the game is saved");
    assert_eq!(saves[0].game.as_ref().unwrap().moves(), game.moves);
}

#[test]
fn the_same_game_answers_in_swahili_under_a_swahili_locale() {
    let game = a_game();
    let sandbox = Sandbox::new("lines-swahili");
    let output = through_a_pipe(&sandbox, TWO_PEOPLE, &[("LANG", "sw_TZ.UTF-8")], &script(&game));
    let text = check(&output, &SWAHILI, &game);
    for english in [" played ", " to move", "Game over", "Position:", "Goodbye", "row:"] {
        assert!(!text.contains(english), "English in Swahili: {english}");
    }
    assert!(text.contains("Safu ya Kusini: A1 "), "{text}");
}

#[test]
fn a_whole_kingulu_game_through_a_terminal_is_told_as_the_rules_play_it() {
    let game = a_game();
    let sandbox = Sandbox::new("lines-pty");
    let mut pty = Pty::spawn(&sandbox, TWO_PEOPLE, &[]);
    let prompts = |written: &[u8]| written.windows(2).filter(|pair| pair == b"> ").count();
    for (typed, line) in script(&game).iter().enumerate() {
        // Each line after the prompt for it: the program is asking.
        let deadline = Instant::now() + WAIT;
        while prompts(&pty.written) <= typed {
            assert!(Instant::now() < deadline, "no prompt for line {typed}: {}", String::from_utf8_lossy(&pty.written));
            if let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(100)) {
                pty.written.extend_from_slice(&bytes);
            }
        }
        pty.keys(&format!("{line}\n"));
    }
    let status = pty.wait_exit(WAIT, "quit");
    assert!(status.success(), "{status:?}");
    while let Ok(bytes) = pty.output.recv_timeout(Duration::from_millis(200)) {
        pty.written.extend_from_slice(&bytes);
    }
    let text = check(&pty.written, &ENGLISH, &game);
    assert!(text.contains("\r\nSouth> "), "a prompt says whose turn it is");
}

#[test]
fn a_kete_lesson_is_done_through_a_pipe() {
    let lesson = &bao::internal::learn::for_variant(bao::rules::Variant::Kete)[0];
    let sandbox = Sandbox::new("lines-lesson");
    let input = ["1".to_string(), lesson.answer.to_string(), "quit".to_string()];
    let output = through_a_pipe(&sandbox, &["--lines", "learn", "kete"], &[], &input);
    let text = String::from_utf8(output).unwrap();
    assert!(text.contains(&format!("\nLesson 1: {}.\n", lesson.title())), "{text}");
    assert!(text.contains(&format!("\nDone: {}.", lesson.answer)), "{text}");
    assert!(!text.contains('\x1b'));
    let progress = std::fs::read_to_string(sandbox.data().join("learn.json")).unwrap();
    assert!(progress.contains(lesson.id), "{progress}");
}
