//! Tests of the search as a whole: proven results at fixed depths, agreement with plain minimax and plain
//! alpha-beta, determinism, and the limits.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::search::Search;
use super::*;
use crate::rng::Rng;
use crate::rules::{
    CycleMemory, Game, GameResult, KimasaiRelay, KimasaiStep, Kingulu, Setup, Status, Successors, Variant,
};

fn position<G: Searchable>(text: &str) -> G {
    G::from_setup(&text.parse::<Setup>().unwrap()).unwrap()
}

fn search<G: Searchable>(position: &G, depth: u32) -> Report<G::Move> {
    best_move(position, &Limits::depth(depth), &mut ()).unwrap()
}

/// Exhaustive minimax to `depth`, no pruning: the reference the search must agree with.
fn minimax<G: Searchable>(position: &G, depth: u32, ply: u32) -> Eval {
    let mut children = Successors::<G>::new();
    position.successors(&mut children);
    if children.is_empty() {
        return match position.status() {
            Status::Over(outcome) => match outcome.result {
                GameResult::Win(side) if side == position.side_to_move() => Eval::win_in(ply),
                GameResult::Win(_) => Eval::loss_in(ply),
                GameResult::Draw => Eval::ZERO,
            },
            Status::Ongoing => unreachable!("a position without moves is over"),
        };
    }
    if depth == 0 {
        return if eval::captures_are_searched(G::VARIANT) {
            quiescent(position, ply)
        } else {
            evaluate(&position.to_setup())
        };
    }
    children.iter().map(|(_, child)| -minimax(child, depth - 1, ply + 1)).max().unwrap()
}

/// The horizon's score with captures followed, no pruning: the better of standing on the evaluation and each
/// capture (a move that takes stones off the board), the reference the search's quiescence must agree with.
fn quiescent<G: Searchable>(position: &G, ply: u32) -> Eval {
    let mut children = Successors::<G>::new();
    position.successors(&mut children);
    if children.is_empty() {
        return minimax(position, 0, ply);
    }
    let material = position.to_setup().board_total();
    children
        .iter()
        .filter(|(_, child)| child.to_setup().board_total() != material)
        .map(|(_, child)| -quiescent(child, ply + 1))
        .fold(evaluate(&position.to_setup()), Eval::max)
}

#[test]
fn the_kimasai_step_horizon_sees_the_capture_that_answers_a_step() {
    // South's A6 may step to A5, where North's a9 would take it by stepping to a8 (facing A5), or B4 may
    // step to B3, safe. One ply deep the stone count alone calls both level; following captures past the
    // horizon tells them apart.
    let game: KimasaiStep = position(
        "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,1,0,0,0,0,0,0,0,1 m=40",
    );
    let ranking = rank(&game, 1);
    let score_of = |text: &str| ranking.moves.iter().find(|scored| scored.mv.to_string() == text).unwrap().score;
    assert!(score_of("A6") < score_of("B4"), "{:?}", ranking.moves);
    assert_eq!(ranking.best().mv.to_string(), "B4");
}

/// Positions along random games from the start, after 0 to `plies` plies.
fn random_positions<G: Searchable>(seed: u64, games: usize, plies: usize) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut successors = Successors::<G>::new();
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut position = G::start();
        let stop_at = rng.below(plies + 1);
        for _ in 0..stop_at {
            position.successors(&mut successors);
            if successors.is_empty() {
                break;
            }
            position = successors.swap_remove(rng.below(successors.len())).1;
        }
        if position.status() == Status::Ongoing {
            positions.push(position);
        }
    }
    positions
}

#[test]
fn kimasai_step_capture_of_the_last_stone_is_a_win_in_one() {
    // South's A3 steps into A2, which faces North's only stone a11.
    let game: KimasaiStep = position(
        "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1 m=40",
    );
    let report = search(&game, 3);
    assert_eq!(report.score, Eval::win_in(1));
    assert_eq!(report.best().to_string(), "A3");
    assert_eq!(report.depth, 1, "a proven result ends the deepening");
}

#[test]
fn kingulu_leaving_north_without_moves_wins_on_the_score() {
    // A1 sows into empty A2 and captures a5, North's last seed: North cannot move and South leads 28-20.
    let game: Kingulu = position("kingulu S 0,1,0,0,0,0/1,0,0,1,0,0 c=25,20 m=30");
    let report = search(&game, 2);
    assert_eq!(report.score, Eval::win_in(1));
    assert_eq!(report.pv.iter().map(ToString::to_string).collect::<Vec<_>>(), ["A1"]);
}

#[test]
fn a_kimasai_step_race_is_solved_at_depth() {
    // South's A6 and North's a10 step toward each other, three columns apart: the stone that steps onto the
    // other's column takes it, so South steps, North must step, South takes (checked by exhaustive minimax).
    let game: KimasaiStep = position(
        "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 m=40",
    );
    let report = search(&game, 7);
    let plies = report.score.plies_to_end().expect("a proven result");
    assert_eq!(report.score, minimax(&game, plies, 0));
    assert!(report.score > Eval::ZERO, "{}", report.score);
    assert_eq!(report.score, Eval::win_in(3));
}

#[test]
fn the_search_agrees_with_minimax_and_plain_alpha_beta() {
    fn check<G: Searchable>(depth: u32, games: usize, plies: usize) {
        for game in random_positions::<G>(7, games, plies) {
            let with_table = search(&game, depth);
            let plain = Search::new(&Limits::depth(depth), &mut (), false, &mut CycleMemory::new()).run(&game).unwrap();
            assert_eq!(with_table.score, plain.score, "{}", game.to_setup());
            assert_eq!(with_table.score, minimax(&game, depth, 0), "{}", game.to_setup());
        }
    }
    for variant in Variant::ALL {
        let (depth, games, plies) = match variant {
            Variant::Kingulu => (4, 25, 20),
            Variant::KimasaiStep => (3, 15, 150),
            Variant::KimasaiRelay => (2, 8, 120),
            Variant::Kete => (2, 6, 60),
        };
        crate::with_game!(variant, G => check::<G>(depth, games, plies));
    }
}

#[test]
fn the_table_keeps_deeper_searches_exact() {
    fn check<G: Searchable>(depth: u32, games: usize, plies: usize) {
        for game in random_positions::<G>(9, games, plies) {
            let with_table = search(&game, depth);
            let plain = Search::new(&Limits::depth(depth), &mut (), false, &mut CycleMemory::new()).run(&game).unwrap();
            assert_eq!(with_table.score, plain.score, "{}", game.to_setup());
            assert!(with_table.nodes <= plain.nodes * 2, "{} vs {}", with_table.nodes, plain.nodes);
        }
    }
    check::<Kingulu>(7, 10, 16);
    check::<KimasaiStep>(6, 6, 200);
}

#[test]
fn results_at_a_fixed_depth_are_deterministic() {
    let game = random_positions::<Kingulu>(3, 1, 6).pop().unwrap();
    let (a, b) = (search(&game, 6), search(&game, 6));
    assert_eq!((a.score, &a.pv, a.nodes, a.depth), (b.score, &b.pv, b.nodes, b.depth));
    let step = KimasaiStep::start();
    let (a, b) = (search(&step, 5), search(&step, 5));
    assert_eq!((a.score, &a.pv, a.nodes), (b.score, &b.pv, b.nodes));
}

#[test]
fn every_depth_is_reported_and_the_principal_variation_is_legal() {
    let start = KimasaiStep::start();
    let mut depths = Vec::new();
    let report = best_move(&start, &Limits::depth(4), &mut OnProgress(|r: &Report<_>| depths.push(r.depth))).unwrap();
    assert_eq!(depths, [1, 2, 3, 4]);
    let mut game = start;
    for &mv in &report.pv {
        game = game.play(mv).unwrap();
    }
}

#[test]
fn a_raised_stop_flag_ends_the_search() {
    let stop = Arc::new(AtomicBool::new(false));
    let raiser = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let started = Instant::now();
    let report = best_move(&KimasaiStep::start(), &Limits::default().with_stop(stop), &mut ()).unwrap();
    raiser.join().unwrap();
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    assert!(KimasaiStep::start().legal_moves().contains(&report.best()));
}

#[test]
fn node_and_time_limits_are_kept() {
    let start = Kingulu::start();
    let report = best_move(&start, &Limits::nodes(20_000), &mut ()).unwrap();
    assert!(report.nodes < 20_000 + 2048, "{}", report.nodes);
    let started = Instant::now();
    best_move(&KimasaiRelay::start(), &Limits::time(Duration::from_millis(100)), &mut ()).unwrap();
    assert!(started.elapsed() < Duration::from_millis(1500), "{:?}", started.elapsed());
}

#[test]
fn a_game_over_has_no_best_move() {
    let over: Kingulu = position("kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=30,18 m=30");
    assert_eq!(best_move(&over, &Limits::depth(3), &mut ()), None);
}

fn rank<G: Searchable>(position: &G, depth: u32) -> Ranking<G::Move> {
    rank_moves(position, &Limits::depth(depth), &mut ()).unwrap()
}

#[test]
fn each_ranked_score_is_the_search_of_the_position_it_leads_to() {
    fn check<G: Searchable>(depth: u32, games: usize, plies: usize) {
        for game in random_positions::<G>(5, games, plies) {
            let ranking = rank(&game, depth);
            let legal = game.legal_moves();
            assert_eq!(ranking.moves.len(), legal.len(), "{}", game.to_setup());
            assert!(ranking.moves.windows(2).all(|pair| pair[0].score >= pair[1].score), "sorted, best first");
            for scored in &ranking.moves {
                assert!(legal.contains(&scored.mv));
                assert_eq!(scored.pv[0], scored.mv);
                let child = game.clone().play(scored.mv).unwrap();
                // Exhaustive minimax from the child, one ply below the root, seen from the root's side.
                assert_eq!(scored.score, -minimax(&child, depth - 1, 1), "{} {}", game.to_setup(), scored.mv);
                // The plain search of the child agrees (its proven results counted from the child).
                if depth > 1 && child.status() == Status::Ongoing {
                    let plain = search(&child, depth - 1);
                    assert_eq!(scored.score, -plain.score.from_node(1), "{} {}", game.to_setup(), scored.mv);
                }
                assert!(scored.depth <= ranking.depth);
                assert!(scored.depth == ranking.depth || scored.score.is_proven());
                let mut after = game.clone();
                for &mv in &scored.pv {
                    after = after.play(mv).expect("the principal variation is legal");
                }
            }
            // The best move's score is what best_move finds, and best_move's move is one of the best.
            let best = search(&game, depth);
            assert_eq!(ranking.best().score, best.score, "{}", game.to_setup());
            assert!(ranking.moves.iter().any(|scored| scored.mv == best.best() && scored.score == best.score));
        }
    }
    for variant in Variant::ALL {
        let (depth, games, plies) = match variant {
            Variant::Kingulu => (4, 12, 20),
            Variant::KimasaiStep => (3, 8, 150),
            Variant::KimasaiRelay => (2, 5, 120),
            Variant::Kete => (2, 4, 60),
        };
        crate::with_game!(variant, G => check::<G>(depth, games, plies));
    }
}

#[test]
fn ties_keep_the_notation_order() {
    for game in random_positions::<KimasaiRelay>(11, 6, 40) {
        let ranking = rank(&game, 2);
        let legal = game.legal_moves();
        let place = |mv| legal.iter().position(|&m| m == mv).unwrap();
        for pair in ranking.moves.windows(2) {
            if pair[0].score == pair[1].score {
                assert!(place(pair[0].mv) < place(pair[1].mv), "{}", game.to_setup());
            }
        }
    }
}

#[test]
fn proven_results_are_ranked_as_such_and_not_searched_again() {
    // South's A3 takes North's last stone at once (see the first test); any other move lets the race go on.
    let game: KimasaiStep = position(
        "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1 m=40",
    );
    let ranking = rank(&game, 5);
    assert_eq!(ranking.best().mv.to_string(), "A3");
    assert_eq!(ranking.best().score, Eval::win_in(1));
    assert_eq!(ranking.best().score.to_string(), "win in 1 ply");
    assert_eq!(ranking.best().depth, 1, "proven at the first depth, and kept");
    assert_eq!(ranking.depth, 5);
    // The race of the third test: every move is solved within seven plies, and the deepening ends there.
    let race: KimasaiStep = position(
        "kimasai-step S 0,0,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 m=40",
    );
    let ranking = rank(&race, 20);
    assert!(ranking.solved(), "{ranking:?}");
    assert!(ranking.depth < 20);
    assert_eq!(ranking.best().score, Eval::win_in(3));
    for scored in &ranking.moves {
        let plies = scored.score.plies_to_end().unwrap();
        assert_eq!(scored.score, -minimax(&race.clone().play(scored.mv).unwrap(), plies - 1, 1));
        let words = scored.score.to_string();
        assert!(words.starts_with("win in ") || words.starts_with("loss in "), "{words}");
    }
}

#[test]
fn rankings_are_deterministic_and_reported_at_every_depth() {
    let game = random_positions::<Kingulu>(3, 1, 6).pop().unwrap();
    let mut depths = Vec::new();
    let a = rank_moves(&game, &Limits::depth(5), &mut OnRanking(|r: &Ranking<_>| depths.push(r.depth))).unwrap();
    let b = rank(&game, 5);
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    assert_eq!((&a.moves, a.nodes, a.depth), (&b.moves, b.nodes, b.depth));
}

#[test]
fn a_stopped_ranking_keeps_the_last_completed_depth() {
    let start = KimasaiRelay::start();
    let stop = Arc::new(AtomicBool::new(false));
    let mut reported = Vec::new();
    let ranking = {
        let stop = Arc::clone(&stop);
        let mut handler = OnRanking(|r: &Ranking<_>| {
            reported.push(r.clone());
            if r.depth == 3 {
                stop.store(true, Ordering::Relaxed);
            }
        });
        let limits = Limits::default().with_stop(Arc::clone(&stop));
        rank_moves(&start, &limits, &mut handler).unwrap()
    };
    assert_eq!(ranking.depth, 3);
    assert_eq!(ranking.moves, reported.last().unwrap().moves);
    assert_eq!(ranking.moves.len(), start.legal_moves().len());
    // A flag raised before the start still lets the first depth complete.
    let raised = Arc::new(AtomicBool::new(true));
    let first = rank_moves(&start, &Limits::default().with_stop(raised), &mut ()).unwrap();
    assert_eq!(first.depth, 1);
    let over: Kingulu = position("kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=30,18 m=30");
    assert_eq!(rank_moves(&over, &Limits::depth(3), &mut ()), None);
}
