//! The scripting commands of NOTATION.md through the real binary: output, exit statuses (0, 2 for bad input,
//! 1 otherwise) and messages; never a panic.

use std::process::Output;

fn bao(args: &[&str]) -> Output {
    super::sandbox::run(args)
}

/// Runs `bao`, expects success, returns stdout.
fn ok(args: &[&str]) -> String {
    let output = bao(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "bao {args:?} failed: {stderr}");
    String::from_utf8(output.stdout).expect("utf-8")
}

/// Runs `bao`, expects exit status `code`, returns stderr.
fn fails(code: i32, args: &[&str]) -> String {
    let output = bao(args);
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(output.status.code(), Some(code), "bao {args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "bao {args:?} panicked: {stderr}");
    assert!(output.stdout.is_empty(), "bao {args:?} printed on stdout after failing");
    stderr
}

const E1_AFTER: &str = "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2";

#[test]
fn moves_lists_legal_moves_one_per_line() {
    assert_eq!(ok(&["moves", "kingulu"]), "A3\nA4\nA5\nA6\n");
    assert_eq!(ok(&["moves", "kimasai-step"]), "A2\n");
    assert_eq!(ok(&["moves", "kimasai-step", "A2"]), "a2\nb11\n");
    // Nothing once the game is over (rules/kingulu.md E11).
    assert_eq!(ok(&["moves", "kingulu", "A5", "a5", "A3"]), "");
}

#[test]
fn apply_prints_the_canonical_position() {
    assert_eq!(ok(&["apply", "kingulu", "A3"]), format!("{E1_AFTER}\n"));
    // Annotations are ignored.
    assert_eq!(ok(&["apply", "kingulu", "A3!?"]), format!("{E1_AFTER}\n"));
    let from = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4";
    assert_eq!(ok(&["apply", "--from", from, "A3"]), format!("{E1_AFTER}\n"));
    assert_eq!(ok(&["apply", "kingulu", "--from", from, "A3"]), format!("{E1_AFTER}\n"));
}

#[test]
fn status_prints_the_result_and_reason() {
    assert_eq!(ok(&["status", "kingulu"]), "ongoing\n");
    assert_eq!(ok(&["status", "kingulu", "A5", "a5", "A3"]), "north wins : north has no legal move, score 22-26\n");
    let draw = "kingulu N 0,0,0,0,13,1/1,0,2,0,3,0 c=18,10 m=30";
    assert_eq!(ok(&["status", "--from", draw]), "draw : north has no legal move, score 24-24\n");
    let won = "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0 m=91";
    assert_eq!(ok(&["status", "--from", won, "A6"]), "south wins : north has no stones left\n");
}

#[test]
fn perft_counts_move_sequences() {
    assert_eq!(ok(&["perft", "kingulu", "0"]), "1\n");
    assert_eq!(ok(&["perft", "kingulu", "1"]), "4\n");
    assert_eq!(ok(&["perft", "kimasai-relay", "2"]), "64\n");
    assert_eq!(ok(&["perft", "kimasai-step", "3"]), "3\n");
    assert_eq!(
        ok(&[
            "perft",
            "3",
            "--from",
            "kimasai-step S 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1"
        ]),
        "3\n"
    );
    // A game that ends before the depth counts nothing.
    assert_eq!(ok(&["perft", "1", "--from", "kingulu N 0,0,0,0,13,1/1,0,2,0,3,0 c=18,10 m=30"]), "0\n");
}

/// Issue 18 point 8: `bao perft kete 3000` overflowed the stack (exit 134); a depth no count could finish is
/// bad input, and the deepest allowed one runs without recursion.
#[test]
fn perft_refuses_an_impossible_depth() {
    let message = fails(2, &["perft", "kete", "3000"]);
    assert!(message.contains("depth 3000 is more than the 1000 plies any count could finish"), "{message}");
    assert!(fails(2, &["perft", "kingulu", "4294967296"]).contains("is not a number of plies"));
    assert!(fails(2, &["perft", "kingulu", "3", "4"]).contains("unexpected"));
    // A finished game answers the deepest count allowed at once.
    assert_eq!(ok(&["perft", "1000", "--from", "kingulu N 0,0,0,0,13,1/1,0,2,0,3,0 c=18,10 m=30"]), "0\n");
}

/// Issue 15 point 9: the usage line names the optional variant and the required depth.
#[test]
fn perft_usage_reads_variant_then_depth() {
    let help = ok(&["perft", "--help"]);
    assert!(help.contains("Usage: bao perft [OPTIONS] [VARIANT] <DEPTH>"), "{help}");
}

/// Issue 18 point 1: a position whose reserves are out of step is refused, never played into a reserve of 255.
/// Issue 15 point 12: the last ply number plays on.
#[test]
fn apply_refuses_kimasai_relay_reserves_out_of_step() {
    let from = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=48,0 m=2";
    let message = fails(2, &["apply", "--from", from, "A1", "a1"]);
    assert!(message.contains("key r: south is to move with 48 in reserve and north with 0"), "{message}");
    let m_max = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=4294967295";
    assert_eq!(ok(&["apply", "--from", m_max, "A3"]), "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=4294967295\n");
}

#[test]
fn trace_prints_one_json_event_per_line() {
    let out = ok(&["trace", "kingulu", "--move", "A3"]);
    let events: Vec<serde_json::Value> = out.lines().map(|line| serde_json::from_str(line).expect("json")).collect();
    assert_eq!(events[0], serde_json::json!({"event": "lift", "hole": "A3", "seeds": 4}));
    assert_eq!(events[1], serde_json::json!({"event": "sow", "hole": "A4", "hand": 3}));
    let relays = events.iter().filter(|e| e["event"] == "relay").count();
    assert_eq!(relays, 4, "E1 sows five laps");
    let capture = events.iter().find(|e| e["event"] == "capture").expect("E1 captures");
    assert_eq!((capture["from"].as_str(), capture["seeds"].as_u64()), (Some("a2"), Some(6)));
    // Moves before --move are played first; the kuweka mtoto event names its hole and the penultimate seed.
    let from = "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21";
    let out = ok(&["trace", "--from", from, "--move", "A5"]);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(
        last,
        serde_json::json!({
            "event": "reserve_hole", "hole": "a5", "side": "S", "penultimate": "a4", "penultimate_why": "moved"
        })
    );
    // The reasons are added fields (issue 14): the lap-end rule that fired, the capturing hole and rule.
    let ends: Vec<serde_json::Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .filter(|e: &serde_json::Value| e["event"] == "lap_end")
        .collect();
    assert_eq!(ends[0], serde_json::json!({"event": "lap_end", "hole": "a2", "was": 2, "rule": "relay"}));
    assert_eq!(ends[1], serde_json::json!({"event": "lap_end", "hole": "a5", "was": 3, "rule": "kuweka_mtoto"}));
    assert_eq!((capture["by"].as_str(), capture["rule"].as_str()), (Some("A5"), Some("empty_own_hole")));
    let out = ok(&["trace", "kimasai-step", "--move", "A2"]);
    assert!(out.starts_with(r#"{"event":"step","from":"A2","to":"A1"}"#), "{out}");
}

#[test]
fn bad_input_exits_2_with_a_message_naming_it() {
    let message = fails(2, &["apply", "kingulu", "A3", "A1"]);
    assert!(message.contains("move 2 (A1)"), "{message}");
    assert!(message.contains("a1 .. a6") || message.contains("north"), "{message}");
    assert!(message.contains("legal moves: a"), "{message}");
    let message = fails(2, &["moves", "kingulu", "A1"]);
    assert!(message.contains("move 1 (A1): A1 is not legal: its first lap ends in A5"), "{message}");
    assert!(message.contains("legal moves: A3 A4 A5 A6"), "{message}");
    assert!(fails(2, &["moves", "kingulu", "A3<"]).contains("kingulu moves take no direction"));
    assert!(fails(2, &["moves", "kingulu", "B3"]).contains("the kingulu board has no hole B3"));
    assert!(fails(2, &["moves", "kingulu", "xyz"]).contains("`xyz` is not a move"));
    assert!(fails(2, &["moves", "bao"]).contains("unknown variant `bao`"));
    assert!(fails(2, &["moves"]).contains("no variant given"));
    assert!(fails(2, &["moves", "--from", "kingulu S 4,4,4,4,4,4/4,4,4,4,4,5"]).contains("totals"));
    assert!(fails(2, &["moves", "--from", "kingulu S 4,4,4/4,4,4,4,4,4"]).contains("row a"));
    assert!(
        fails(2, &["moves", "kimasai-step", "--from", "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4"]).contains("does not match")
    );
    assert!(fails(2, &["perft", "kingulu", "x"]).contains("depth"));
    assert!(fails(2, &["trace", "kingulu", "--move", "A1"]).contains("legal moves: A3 A4 A5 A6"));
    assert!(fails(2, &["trace", "kingulu", "A5", "a5", "A3", "--move", "a1"]).contains("the game is over"));
    assert!(fails(2, &["bench", "nothing"]).contains("unknown variant"));
    assert!(fails(2, &["moves", "--bogus"]).contains("--bogus"));
}

#[test]
fn moves_read_in_every_input_form() {
    let after = ok(&["apply", "kimasai-relay", "A4", "a7"]);
    assert!(after.ends_with("r=24,23 m=3\n"), "{after}");
    let message = fails(2, &["apply", "kimasai-relay", "A4+"]);
    assert!(message.contains("stop-or-safari choice does not arise"), "{message}");
}

#[test]
fn bench_prints_one_line_per_variant() {
    let out = ok(&["bench", "kingulu", "--seconds", "0.2"]);
    let line = out.trim_end();
    assert!(line.starts_with("kingulu playouts/s="), "{line}");
    assert!(line.contains(" turns/s=") && line.contains(" plies/game="), "{line}");
    assert_eq!(out.lines().count(), 1);
}

/// `bao review` on a constructed kingulu game (the engine's tests construct it too): South's A2 lets North
/// force a win and North's a6 lets it go, as the puzzles' exact search proves here. The command marks them so,
/// prints a summary a side, keeps the review in the save (format 2), and a second run prints the same from it.
#[test]
fn review_marks_a_known_blunder_and_missed_win_and_keeps_the_review() {
    use bao::internal::puzzle::solve::{Work, wins_within};
    use bao::internal::store::{Players, SaveFile, load_path};
    use bao::rules::{Game, Kingulu, Setup, Side, Variant};
    let moves = ["A4", "a5", "A2", "a6"];
    let mut position = Kingulu::start();
    for (index, text) in moves.iter().enumerate() {
        let mv =
            position.legal_moves().into_iter().find(|mv| bao::rules::AnyMove::of::<Kingulu>(*mv).to_string() == *text);
        position.play_unchecked(mv.unwrap());
        let north_wins = |n| wins_within(&position, Side::North, n, &mut Work::default());
        match index {
            2 => assert!(north_wins(6), "A2 lets North force a win"),
            3 => assert!(!north_wins(7), "a6 lets it go"),
            _ => {}
        }
    }
    let sandbox = super::sandbox::Sandbox::new("review");
    let save = SaveFile::new(&Setup::start(Variant::Kingulu), moves.map(String::from).to_vec(), Players::default());
    let path = sandbox.store().save("constructed", &save).unwrap();
    let run = || {
        // At the depth the game's marks are proved to (the engine's tests say why).
        let out = sandbox.command().args(["review", "constructed", "--depth", "13"]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let printed = run();
    // The puzzles the review makes come last (`puzzle` lines): not counted here.
    let lines: Vec<Vec<&str>> =
        printed.lines().filter(|line| !line.starts_with("puzzle\t")).map(|line| line.split('\t').collect()).collect();
    assert_eq!(lines.len(), 6, "{printed}");
    assert!(lines[..4].iter().all(|columns| columns.len() == 10), "{printed}");
    assert_eq!(lines[2][..4], ["3", "south", "A2", "blunder"], "{printed}");
    assert_eq!(lines[3][..4], ["4", "north", "a6", "missed-win"], "{printed}");
    assert!(lines[3][9].starts_with("a6 threw away a forced win in "), "{printed}");
    assert!(lines[2][9].starts_with("A2 loses by force in "), "{printed}");
    assert_eq!(lines[4][..2], ["south", "moves=2"]);
    assert_eq!(lines[5][..2], ["north", "moves=2"]);
    assert!(lines[5].contains(&"missed-win=1") && lines[5].last().unwrap().starts_with("average-loss="));
    // Kept in the save, as format 2; the next run reads it instead of searching again.
    let json = std::fs::read_to_string(&path).unwrap();
    assert!(json.contains("\"format\": 2") && json.contains("\"review\""), "{json}");
    let game = load_path(&path).unwrap();
    assert_eq!(game.review.map(|review| review.plies.len()), Some(4));
    assert_eq!(run(), printed);
}

/// `bao review` keeps the puzzles a complete review finds in the data folder, beside the lesson progress,
/// where Learn lists them under "from your games": the game from the position of the shipped puzzle
/// kingulu-12 where South's A5 lets a win in 3 go (the library's tests prove it) makes one puzzle, kept once
/// however often the game is reviewed.
#[test]
fn review_keeps_the_puzzles_it_finds_for_learn() {
    use bao::internal::store::{Players, SaveFile};
    use bao::rules::Setup;
    let sandbox = super::sandbox::Sandbox::new("review-puzzles");
    let position = "kingulu S 0,0,5*,0,4,1/1,5,1,0,5,2 c=10,14 m=17";
    let start: Setup = position.parse().unwrap();
    sandbox.store().save("missed win", &SaveFile::new(&start, vec!["A5".into()], Players::default())).unwrap();
    let run = || {
        let out = sandbox.command().args(["review", "missed win", "--depth", "13"]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
    };
    let (printed, said) = run();
    assert!(printed.lines().any(|line| line.starts_with(&format!("puzzle\t1\t{start}\twin 3\t"))), "{printed}");
    assert!(said.contains("1 new puzzle from this game in Learn"), "{said}");
    let kept = std::fs::read_to_string(sandbox.data().join("own-puzzles.json")).unwrap();
    let value: serde_json::Value = serde_json::from_str(&kept).unwrap();
    let puzzles = value["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 1, "{kept}");
    assert_eq!(puzzles[0]["position"], start.to_string());
    assert_eq!(puzzles[0]["goal"], "win 3");
    assert_eq!(puzzles[0]["from"]["game"], "missed win");
    assert_eq!(puzzles[0]["from"]["move_number"], 1);
    let (again, said) = run();
    assert_eq!(again, printed);
    assert!(!said.contains("new puzzle"), "{said}");
    assert_eq!(std::fs::read_to_string(sandbox.data().join("own-puzzles.json")).unwrap(), kept, "kept once");
}

/// Under a Swahili locale (`LANG=sw_TZ.UTF-8`), or with the settings' `language` set to `sw`, `bao --help` and
/// the command line's messages are in Swahili, clap's own words too; under `C.UTF-8` they are English.
#[test]
fn help_and_messages_follow_the_language() {
    let sandbox = super::sandbox::Sandbox::new("language");
    let run = |lang: &str, args: &[&str]| sandbox.command().env("LANG", lang).args(args).output().unwrap();
    let help = String::from_utf8(run("sw_TZ.UTF-8", &["--help"]).stdout).unwrap();
    for words in ["Cheza na ujifunze Bao la Kete", "Matumizi: bao [CHAGUO] [AMRI]", "Amri:", "Chaguo:", "Mifano:"] {
        assert!(help.contains(words), "{words}:\n{help}");
    }
    for words in ["Usage:", "Commands:", "Options:", "Print help", "Examples:"] {
        assert!(!help.contains(words), "{words}:\n{help}");
    }
    let refused = run("sw_KE.UTF-8", &["moves", "chess"]);
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8(refused.stderr).unwrap();
    assert!(said.starts_with("bao: mchezo `chess` haujulikani: toa mojawapo ya kete"), "{said}");
    let english = String::from_utf8(run("C.UTF-8", &["--help"]).stdout).unwrap();
    assert!(english.starts_with("Play and study") && english.contains("Usage: bao [OPTIONS] [COMMAND]"), "{english}");
    std::fs::write(sandbox.config().join("settings.json"), "{\"language\": \"sw\"}\n").unwrap();
    let chosen = String::from_utf8(run("C.UTF-8", &["play", "--help"]).stdout).unwrap();
    assert!(chosen.starts_with("Fungua mchezo") && chosen.contains("Matumizi: bao play"), "{chosen}");
}
