//! The engine's command through the real binary: `bao analyze`, its output formats and exit statuses (the
//! maintainers' `match` and `engine-bench` are tested with them, in `tools/`).

use std::process::Output;

fn bao(args: &[&str]) -> Output {
    super::sandbox::run(args)
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// The `key=value` lines of `bao analyze`, in order.
fn fields(output: &Output) -> Vec<(String, String)> {
    stdout(output)
        .lines()
        .map(|line| {
            let (key, value) = line.split_once('=').expect("key=value");
            (key.to_string(), value.to_string())
        })
        .collect()
}

#[test]
fn analyze_prints_every_field_at_a_fixed_depth() {
    let output = bao(&["analyze", "kingulu", "--depth", "5"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let fields = fields(&output);
    let keys: Vec<&str> = fields.iter().map(|(key, _)| key.as_str()).collect();
    assert_eq!(keys, ["best", "score", "pv", "depth", "nodes", "nodes/s"]);
    assert_eq!(fields[3].1, "5");
    let pv: Vec<&str> = fields[2].1.split(' ').collect();
    assert_eq!(pv[0], fields[0].1);
    assert!(["A3", "A4", "A5", "A6"].contains(&pv[0]));
    assert!(fields[4].1.parse::<u64>().unwrap() > 0);
    // The same depth gives the same answer.
    let again = self::fields(&bao(&["analyze", "kingulu", "--depth", "5"]));
    assert_eq!(fields[..5], again[..5]);
}

#[test]
fn analyze_states_a_proven_win_in_plies() {
    let output = bao(&["analyze", "--from", "kingulu S 0,1,0,0,0,0/1,0,0,1,0,0 c=25,20 m=30", "--depth", "4"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("best=A1\nscore=win in 1 ply\npv=A1\ndepth=1\n"), "{text}");
}

#[test]
fn analyze_plays_the_given_moves_first() {
    let output = bao(&["analyze", "kimasai-step", "A2", "--depth", "2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(fields(&output)[0].1.starts_with(['a', 'b']), "north is to move");
}

#[test]
fn analyze_reports_each_depth_with_progress_and_stops_at_a_node_budget() {
    let output = bao(&["analyze", "kingulu", "--depth", "4", "--progress"]);
    assert!(output.status.success());
    let lines: Vec<String> = stderr(&output).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 4, "one line a depth: {lines:?}");
    for (depth, line) in (1..=4).zip(&lines) {
        assert!(line.starts_with(&format!("depth={depth} score=")), "{line}");
        assert!(line.contains(" nodes=") && line.contains(" pv=A"), "{line}");
    }
    // The last depth reported is the result printed.
    let last = fields(&output);
    assert!(lines[3].contains(&format!("score={} ", last[1].1)), "{lines:?} {last:?}");
    // Without --progress nothing goes to standard error.
    assert!(stderr(&bao(&["analyze", "kingulu", "--depth", "4"])).is_empty());

    // A node budget stops the deepening; the first depth is always completed.
    let output = bao(&["analyze", "kete", "--nodes", "20000"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let fields = fields(&output);
    let nodes: u64 = fields.iter().find(|(key, _)| key == "nodes").unwrap().1.parse().unwrap();
    assert!((20_000..21_100).contains(&nodes), "the budget is checked every 1024 nodes: {nodes}");
    let output = bao(&["analyze", "kingulu", "--nodes", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--nodes"));
}

#[test]
fn analyze_refuses_bad_input_with_status_2() {
    for (args, message) in [
        (&["analyze", "kingulu", "--depth", "0"][..], "--depth"),
        (&["analyze", "kingulu", "Z9", "--depth", "2"], "move 1 (Z9)"),
        (&["analyze", "kingulu", "a3", "--depth", "2"], "legal moves: A3 A4 A5 A6"),
        (&["analyze", "--from", "kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=30,18 m=30"], "the game is over"),
        (&["analyze", "--from", "kingulu S 4,4/4 c=0,0"], "--from"),
        (&["analyze", "chess"], "unknown variant"),
    ] {
        let output = bao(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
        assert!(stdout(&output).is_empty());
    }
    let output = bao(&["analyze", "kingulu", "--depth", "2", "--time", "10"]);
    assert_eq!(output.status.code(), Some(2), "--depth and --time exclude each other");
}

#[test]
fn analyze_all_scores_every_legal_move_best_first() {
    let output = bao(&["analyze", "kingulu", "A3", "--depth", "5", "--all"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "depth=5");
    assert!(lines[1].strip_prefix("nodes=").unwrap().parse::<u64>().unwrap() > 0, "{text}");
    assert!(lines[2].starts_with("nodes/s="), "{text}");
    // One line a move: move, score, depth, principal variation (starting with the move), tab-separated.
    let rows: Vec<Vec<&str>> = lines[3..].iter().map(|line| line.split('\t').collect()).collect();
    let mut moves: Vec<&str> = rows.iter().map(|row| row[0]).collect();
    moves.sort_unstable();
    let legal = stdout(&bao(&["moves", "kingulu", "A3"]));
    assert_eq!(moves, legal.lines().collect::<Vec<_>>());
    let scores: Vec<f64> = rows.iter().map(|row| row[1].parse().unwrap()).collect();
    assert!(scores.windows(2).all(|pair| pair[0] >= pair[1]), "best first: {text}");
    for row in &rows {
        assert_eq!((row.len(), row[2]), (4, "5"), "{text}");
        assert_eq!(row[3].split(' ').next(), Some(row[0]));
    }
    // The first is the best move's score, and the same depth gives the same lines.
    let best = fields(&bao(&["analyze", "kingulu", "A3", "--depth", "5"]));
    assert_eq!(best[1], ("score".to_string(), rows[0][1].to_string()));
    let again = stdout(&bao(&["analyze", "kingulu", "A3", "--depth", "5", "--all"]));
    assert_eq!(again.lines().skip(3).collect::<Vec<_>>(), lines[3..]);
}

#[test]
fn analyze_all_shows_proven_results_in_plies() {
    let from = "kingulu S 0,1,0,0,0,0/1,0,0,1,0,0 c=25,20 m=30";
    let output = bao(&["analyze", "--from", from, "--depth", "6", "--all"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.ends_with("A1\twin in 1 ply\t1\tA1\nA4\twin in 3 plies\t3\tA4 a5 A5\n"), "{text}");
    assert!(text.starts_with("depth=3\n"), "solved at depth 3: {text}");
}
