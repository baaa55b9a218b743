//! Every shipped puzzle against the rules and the engine: it parses, its line plays and reaches the goal, the
//! exact search proves it, the engine's own search agrees on which first moves are right, and the judge
//! accepts every right answer (the stored one move by move, and another where there is one) and refuses a
//! wrong one with its reason.

use std::time::{Duration, Instant};

use super::data::parse_line;
use super::solve::{Work, wins_within};
use super::{Goal, Judgement, Puzzle, for_variant, prove};
use crate::engine::{Limits, Searchable, best_move, rank_moves};
use crate::rules::{AnyLine, AnyMove, Game, GameResult, Variant};

/// Every puzzle of every game.
fn all() -> impl Iterator<Item = &'static Puzzle> {
    Variant::ALL.into_iter().flat_map(for_variant)
}

/// The judgement, and how long it took: the slowest call is kept with the puzzle's name.
fn timed(puzzle: &'static Puzzle, played: &[AnyMove], slowest: &mut (Duration, &'static str)) -> Judgement {
    let started = Instant::now();
    let judgement = puzzle.judge(played);
    *slowest = (*slowest).max((started.elapsed(), &*puzzle.name));
    judgement
}

#[test]
fn every_game_has_ten_puzzles_or_more_of_each_kind_easiest_first() {
    for variant in Variant::ALL {
        let puzzles = for_variant(variant);
        assert!(puzzles.len() >= 10, "{variant}: {} puzzles", puzzles.len());
        for (index, puzzle) in puzzles.iter().enumerate() {
            assert_eq!(puzzle.name, format!("{variant}-{:02}", index + 1), "names in order");
            assert_eq!(puzzle.variant, variant);
        }
        assert!(puzzles.windows(2).all(|pair| pair[0].goal.rank() <= pair[1].goal.rank()), "{variant}: easiest first");
        for goal in [Goal::WinIn { moves: 1 }, Goal::WinIn { moves: 2 }, Goal::WinIn { moves: 3 }] {
            assert!(puzzles.iter().any(|p| p.goal == goal), "{variant} has a {goal} puzzle");
        }
        assert!(puzzles.iter().any(|p| matches!(p.goal, Goal::CaptureMost { .. })), "{variant} has a capture");
    }
}

#[test]
fn every_puzzle_is_proved() {
    for puzzle in all() {
        if let Err(why) = prove(puzzle) {
            panic!("{}: {why}", puzzle.name);
        }
    }
}

/// The engine's search, which knows nothing of puzzles, finds the same right first moves as the judge: for a
/// win in N, exactly the moves it scores as a proven win within 2N-1 plies, and no win in fewer moves.
fn engine_agrees<G: Searchable>(puzzle: &Puzzle) -> usize {
    let start = G::from_setup(&puzzle.start).unwrap();
    let accepted: Vec<G::Move> = start
        .legal_moves()
        .into_iter()
        .filter(|&mv| !matches!(puzzle.judge(&[AnyMove::of::<G>(mv)]), Judgement::Wrong { .. }))
        .collect();
    match puzzle.goal {
        Goal::WinIn { moves } => {
            let plies = 2 * u32::from(moves) - 1;
            let ranking = rank_moves(&start, &Limits::depth(plies), &mut ()).unwrap();
            let wins = |scored: &&crate::engine::Scored<G::Move>| {
                scored.score.raw() > 0 && scored.score.plies_to_end().is_some_and(|to_end| to_end <= plies)
            };
            let mut engine: Vec<G::Move> = ranking.moves.iter().filter(wins).map(|scored| scored.mv).collect();
            let order = start.legal_moves();
            engine.sort_by_key(|mv| order.iter().position(|legal| legal == mv));
            assert_eq!(engine, accepted, "{}: the engine's winning first moves", puzzle.name);
            let fastest = ranking.best().score.plies_to_end().unwrap();
            assert!(fastest + 2 > plies, "{}: the engine wins in {fastest} plies", puzzle.name);
        }
        Goal::CaptureMost { .. } => {
            assert_eq!(accepted.len(), 1, "{}: one move captures the most", puzzle.name);
        }
    }
    accepted.len()
}

#[test]
fn the_engine_finds_the_same_right_first_moves() {
    for puzzle in all() {
        crate::with_game!(puzzle.variant, G => engine_agrees::<G>(puzzle));
    }
}

#[test]
fn the_judge_accepts_the_stored_line_move_by_move_and_times_every_call() {
    let mut slowest = (Duration::ZERO, "");
    for puzzle in all() {
        for index in 0..puzzle.solution.len() {
            let judgement = timed(puzzle, &puzzle.solution[..=index], &mut slowest);
            let expected = match puzzle.solution.get(index + 1) {
                None => Judgement::Solved,
                Some(&reply) if index % 2 == 0 => Judgement::Going { reply: Some(reply) },
                Some(_) => Judgement::Going { reply: None },
            };
            assert_eq!(judgement, expected, "{} after {} moves", puzzle.name, index + 1);
        }
        assert_eq!(puzzle.judge(&[]), Judgement::Going { reply: None }, "{}: the solver starts", puzzle.name);
        // Every first move, right or wrong, is judged quickly too.
        for mv in puzzle.line().legal_moves() {
            timed(puzzle, &[mv], &mut slowest);
        }
    }
    let (time, name) = slowest;
    eprintln!("the slowest judge call took {time:?} ({name})");
    assert!(time < Duration::from_millis(500), "the slowest judge call took {time:?} ({name})");
}

#[test]
fn the_judge_refuses_a_wrong_first_move_and_says_why() {
    for puzzle in all() {
        let wrong = puzzle
            .line()
            .legal_moves()
            .into_iter()
            .find_map(|mv| match puzzle.judge(&[mv]) {
                Judgement::Wrong { why } => Some((mv, why)),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{}: every first move is right", puzzle.name));
        let (mv, why) = wrong;
        assert!(why.starts_with(&mv.to_string()), "{}: {why}", puzzle.name);
        match puzzle.goal {
            Goal::WinIn { .. } => refuted_as_said(puzzle, mv, &why),
            Goal::CaptureMost { seeds } => assert!(why.ends_with(&format!("the best move captures {seeds}")), "{why}"),
        }
    }
}

/// A wrong first move of a "win in N" is told what it does: a move that ends the game in a loss or a draw
/// says so; otherwise the message names the defender's reply that refutes it, and what that reply does (wins,
/// draws, or escapes, after which the solver has no forced win in the moves left).
fn refuted_as_said(puzzle: &Puzzle, mv: AnyMove, why: &str) {
    let Goal::WinIn { moves } = puzzle.goal else { unreachable!() };
    let (solver, other) = (puzzle.solver(), crate::explain::side_name(puzzle.solver().opponent()));
    let mut line = puzzle.line();
    line.play(mv).unwrap();
    let result = |line: &AnyLine| line.status().outcome().map(|outcome| outcome.result);
    match result(&line) {
        Some(GameResult::Draw) => return assert_eq!(why, format!("{mv} ends the game in a draw")),
        Some(_) => return assert_eq!(why, format!("{mv} loses at once: {other} wins")),
        None => {}
    }
    let words: Vec<&str> = why.split([' ', ':']).filter(|word| !word.is_empty()).collect();
    let reply_at = match words.get(1..4) {
        Some(["loses", w, "answers"]) if *w == other => 4,
        Some(["lets", w, "draw" | "escape"]) if *w == other => {
            if words[3] == "draw" {
                4
            } else {
                5
            }
        }
        _ => panic!("{}: {why}", puzzle.name),
    };
    let reply = line.resolve(words[reply_at]).unwrap_or_else(|e| panic!("{}: {why}: {e}", puzzle.name));
    line.play(reply).unwrap();
    match result(&line) {
        Some(GameResult::Draw) => assert_eq!(why, format!("{mv} lets {other} draw: {reply} ends the game in a draw")),
        Some(GameResult::Win(side)) => {
            assert_ne!(side, solver, "{}: {why}", puzzle.name);
            assert_eq!(why, format!("{mv} loses: {other} answers {reply} and wins"));
        }
        None => {
            let plural = if moves == 1 { "move" } else { "moves" };
            assert_eq!(
                why,
                format!("{mv} lets {other} escape with {reply}: the win takes longer than {moves} {plural}")
            );
            let after = line.setup();
            crate::with_game!(puzzle.variant, G => {
                let position = G::from_setup(&after).unwrap();
                assert!(!wins_within(&position, solver, moves - 1, &mut Work::default()), "{why}");
            });
        }
    }
}

#[test]
fn a_win_in_one_that_loses_at_once_is_told_so_not_that_the_win_takes_longer() {
    let mut seen = 0;
    for puzzle in all().filter(|puzzle| puzzle.goal == Goal::WinIn { moves: 1 }) {
        for mv in puzzle.line().legal_moves() {
            if let Judgement::Wrong { why } = puzzle.judge(&[mv]) {
                assert!(!why.contains("longer than 1 move") || !why.contains("loses"), "{why}");
                refuted_as_said(puzzle, mv, &why);
                seen += 1;
            }
        }
    }
    assert!(seen > 0);
}

/// Plays a puzzle to the end with `first` as the solver's first move: the engine finds the solver's next
/// moves, the judge hands back the defence.
fn solve_with<G: Searchable>(puzzle: &Puzzle, first: AnyMove) {
    let Goal::WinIn { moves } = puzzle.goal else { unreachable!() };
    let mut played = vec![first];
    let mut used = 1;
    loop {
        match puzzle.judge(&played) {
            Judgement::Solved => return,
            Judgement::Wrong { why } => panic!("{}: {why}", puzzle.name),
            Judgement::Going { reply: Some(reply) } => played.push(reply),
            Judgement::Going { reply: None } => {
                let mut line = puzzle.line();
                for &mv in &played {
                    line.play(mv).unwrap();
                }
                let position = G::from_setup(&line.setup()).unwrap();
                let plies = 2 * u32::from(moves - used) - 1;
                let report = best_move(&position, &Limits::depth(plies), &mut ()).unwrap();
                played.push(AnyMove::of::<G>(report.best()));
                used += 1;
            }
        }
        assert!(used <= moves, "{}: more than {moves} moves", puzzle.name);
    }
}

/// Where a win has two right first moves, the one not stored is accepted and the game is won after it too:
/// at least one puzzle of each game has one.
#[test]
fn another_right_first_move_is_accepted() {
    for variant in Variant::ALL {
        let mut found = 0;
        for puzzle in for_variant(variant) {
            let others: Vec<AnyMove> = puzzle
                .line()
                .legal_moves()
                .into_iter()
                .filter(|&mv| mv != puzzle.solution[0] && !matches!(puzzle.judge(&[mv]), Judgement::Wrong { .. }))
                .collect();
            for &other in &others {
                crate::with_game!(variant, G => solve_with::<G>(puzzle, other));
                found += 1;
            }
        }
        assert!(found > 0, "{variant}: no puzzle with a second right first move");
    }
}

/// The judge follows any defence, not only the stored one: after each other reply the solver can still win,
/// and the judge answers for the position reached.
#[test]
fn the_judge_follows_any_defence() {
    for puzzle in all().filter(|p| matches!(p.goal, Goal::WinIn { moves } if moves >= 2)) {
        let mut line = puzzle.line();
        line.play(puzzle.solution[0]).unwrap();
        for reply in line.legal_moves() {
            let played = [puzzle.solution[0], reply];
            match puzzle.judge(&played) {
                Judgement::Wrong { why } => panic!("{}: a defence judged wrong: {why}", puzzle.name),
                Judgement::Going { reply } => assert_eq!(reply, None, "{}: the solver's turn", puzzle.name),
                Judgement::Solved => {}
            }
        }
    }
}

#[test]
fn win_in_counts_the_solvers_moves() {
    for puzzle in all() {
        let Goal::WinIn { moves } = puzzle.goal else { continue };
        crate::with_game!(puzzle.variant, G => {
            let start = G::from_setup(&puzzle.start).unwrap();
            let solver = start.side_to_move();
            let mut work = Work::default();
            assert!(wins_within(&start, solver, moves, &mut work), "{}", puzzle.name);
            assert!(!wins_within(&start, solver, moves - 1, &mut work), "{}: no shorter win", puzzle.name);
            // The stored line is the longest defence: the win comes at the solver's N-th turn, by its N-th move
            // or by the defender's reply before it (in kingulu a reply can leave the solver without a move,
            // which ends the game and scores it).
            let solver_moves = puzzle.solution.iter().step_by(2).count();
            let ends_on_a_reply = puzzle.solution.len() % 2 == 0;
            let turns = solver_moves + usize::from(ends_on_a_reply);
            assert_eq!(turns, usize::from(moves), "{}: the stored line is the longest defence", puzzle.name);
        });
    }
}

#[test]
fn prompts_name_the_side_and_the_task() {
    let kingulu = for_variant(Variant::Kingulu);
    let win = kingulu.iter().find(|p| p.goal == Goal::WinIn { moves: 2 }).unwrap();
    let side = crate::explain::side_name(win.solver());
    assert_eq!(win.prompt(), format!("{side} to move and win in 2"));
    let step = for_variant(Variant::KimasaiStep).iter().find(|p| matches!(p.goal, Goal::CaptureMost { .. })).unwrap();
    assert!(step.prompt().ends_with("to move: capture the most stones (2)"), "{}", step.prompt());
}

#[test]
fn an_illegal_move_is_wrong_and_says_so() {
    let puzzle = for_variant(Variant::Kingulu).iter().find(|p| p.goal == Goal::WinIn { moves: 2 }).unwrap();
    let mut line = puzzle.line();
    let first = line.legal_moves()[0];
    line.play(first).unwrap();
    // The solver's move again, now at the defender's turn: a hole of the other side.
    let judgement = puzzle.judge(&[first, first]);
    assert!(
        matches!(&judgement, Judgement::Wrong { why } if why.contains("legal") || why.contains("over")),
        "{judgement:?}"
    );
}

#[test]
fn a_damaged_line_is_refused_with_the_reason() {
    let good = "x | win 1 | kingulu N 2,0,1,1,0,5*/0,1,0,0,5*,4* c=9,20 m=18 | a4";
    assert!(parse_line(good).is_ok());
    for (line, says) in [
        ("x | win 1 | kingulu N 2,0,1,1,0,5*/0,1,0,0,5*,4* c=9,20 m=18", "4 fields"),
        ("x | draw 1 | kingulu N 2,0,1,1,0,5*/0,1,0,0,5*,4* c=9,20 m=18 | a4", "unknown goal"),
        ("x | win 1 | kingulu N 2,0,1,1,0/0,1,0,0,5*,4* c=9,20 m=18 | a4", "position"),
        ("x | win 1 | kingulu N 2,0,1,1,0,5*/0,1,0,0,5*,4* c=9,20 m=18 | A4", "solution"),
    ] {
        let error = parse_line(line).unwrap_err().to_string();
        assert!(error.starts_with("puzzle `x`: ") && error.contains(says), "{error}");
    }
}

#[test]
fn a_win_in_more_than_one_says_that_a_forced_reply_may_end_it_before_the_last_move() {
    for puzzle in all().filter(|puzzle| matches!(puzzle.goal, Goal::WinIn { moves } if moves > 1)) {
        let other = crate::explain::side_name(puzzle.solver().opponent());
        let text = puzzle.explanation();
        assert!(text.contains(&format!("A forced reply of {other} ending the game wins too")), "{text}");
    }
}
