//! The maintainers' tools through their real binary: `match`, `engine-bench`, `straight-line` and
//! `puzzle-generate` (and with the server, `serve-bench`), their output formats and exit statuses.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `bao-tools args`. The tools read no saves or settings; should one ever try, the program's folders
/// point into a temporary folder that is never made, and the test guard is on.
fn tools(args: &[&str]) -> Output {
    let nowhere = std::env::temp_dir().join(format!("bao-tools-test-{}-nowhere", std::process::id()));
    Command::new(env!("CARGO_BIN_EXE_bao-tools"))
        .args(args)
        .env("BAO_DATA_DIR", nowhere.join("data"))
        .env("BAO_CONFIG_DIR", nowhere.join("config"))
        .env("BAO_ROOMS_DIR", nowhere.join("rooms"))
        .env("BAO_TEST_GUARD", PathBuf::from("1"))
        .output()
        .expect("the bao-tools binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn match_prints_one_line_by_side() {
    let output = tools(&["match", "kingulu", "--south", "2", "--north", "1", "--games", "4", "--seed", "3"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let line = text.strip_suffix('\n').unwrap();
    let counts: Vec<u32> = ["south=", "north=", "draws="]
        .iter()
        .zip(line.split(' '))
        .map(|(key, field)| field.strip_prefix(key).unwrap().parse().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 4, "{line}");
    // The same seed plays the same games.
    let again = tools(&["match", "kingulu", "--south", "2", "--north", "1", "--games", "4", "--seed", "3"]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn match_with_swap_reports_by_level() {
    let args =
        ["match", "kimasai-step", "--south", "L3", "--north", "beginner", "--games", "4", "--swap", "--time", "50"];
    let output = tools(&args);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("L3=") && text.contains(" L1=") && text.contains(" draws="), "{text}");
    assert_eq!(text.lines().count(), 1);
}

#[test]
fn match_refuses_bad_input_with_status_2() {
    for (args, message) in [
        (&["match", "chess", "--south", "2", "--north", "1", "--games", "1"][..], "unknown variant"),
        (&["match", "kingulu", "--south", "7", "--north", "1", "--games", "1"], "--south: unknown level `7`"),
        (&["match", "kingulu", "--south", "2", "--north", "x", "--games", "1"], "--north: unknown level `x`"),
        (&["match", "kingulu", "--south", "2", "--north", "1", "--games", "1", "--time", "0"], "--time"),
    ] {
        let output = tools(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
    }
}

#[test]
fn engine_bench_reports_nodes_per_second_and_depth() {
    let output = tools(&["engine-bench", "kingulu", "--seconds", "0.2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("kingulu nodes/s=") && text.contains(" depth="), "{text}");
    let output = tools(&["engine-bench", "kete", "--seconds", "0.2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).starts_with("kete nodes/s="), "{}", stdout(&output));
    let output = tools(&["engine-bench", "chess"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn straight_line_prints_both_rates_and_their_ratio() {
    let output = tools(&["straight-line", "kingulu", "--seconds", "0.2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "seed by seed, and packed: {out}");
    for line in &lines {
        assert!(line.starts_with("kingulu rules turns/s="), "{line}");
        assert!(line.contains(" straight-line turns/s=") && line.contains(" ratio="), "{line}");
    }
    assert!(lines[1].contains(" packed straight-line turns/s="), "{out}");
    let output = tools(&["straight-line", "kete", "--seconds", "0.2"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("only kingulu and kimasai-relay"), "{}", stderr(&output));
}

#[test]
fn puzzle_generate_prints_the_data_format_and_fails_when_short() {
    let output = tools(&["puzzle-generate", "kingulu", "--count", "4", "--games", "40"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].starts_with("# made by: cargo run --release -p bao-tools -- puzzle-generate kingulu --count 4"));
    assert_eq!(lines.len(), 2 + 4, "{text}");
    for (index, line) in lines[2..].iter().enumerate() {
        assert!(line.starts_with(&format!("kingulu-{:02} | ", index + 1)), "{line}");
        assert_eq!(line.split(" | ").count(), 4, "name | goal | position | proved main line: {line}");
    }
    let output = tools(&["puzzle-generate", "kingulu", "--count", "4", "--games", "0"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("found 0 puzzles of the 4 asked for"), "{}", stderr(&output));
}

/// `serve-bench` at a tiny size: the real `bao serve` (the one built beside bao-tools, as `cargo test --features
/// serve` builds both), four players, a few challenges, updates and moves; every figure's line is printed.
#[cfg(feature = "serve")]
#[test]
fn serve_bench_measures_the_real_server_at_a_tiny_size() {
    let bao = std::path::Path::new(env!("CARGO_BIN_EXE_bao-tools")).with_file_name("bao");
    if !bao.is_file() {
        eprintln!("skipped: no bao program at {} (cargo test --features serve builds it)", bao.display());
        return;
    }
    let folder = std::env::temp_dir().join(format!("bao-tools-{}-sb", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let args = ["serve-bench", "--players", "4", "--challenges", "3", "--updates", "2", "--moves", "4"];
    let mut args = args.to_vec();
    let folder_text = folder.to_string_lossy().into_owned();
    args.extend(["--paced-moves", "2", "--pace-ms", "20", "--folder", &folder_text]);
    let output = tools(&args);
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    for line in [
        "4 players (server pid ",
        "lobby  challenge -> asked        (    3)  median ",
        "lobby  decline -> told ",
        "lobby  doing -> each view        (    6)",
        "rooms  accept -> both told start (    2)",
        "moves  full speed move -> told   (    8)",
        "moves  paced      move -> told   (    4)",
        "memory idle ",
        "database 2 games, 12 moves: ",
    ] {
        assert!(text.contains(line), "{line:?} in:\n{text}");
    }
    let output = tools(&["serve-bench", "--players", "3"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("even numbers"), "{}", stderr(&output));
}
