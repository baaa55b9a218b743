//! Tests of the search as a whole: proven results at fixed depths, agreement with plain minimax and plain
//! alpha-beta, determinism, and the limits.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::search::Search;
use super::*;
use crate::rng::Rng;
use crate::rules::{Game, GameResult, KimasaiRelay, KimasaiStep, Kingulu, Setup, Status, Successors};

fn position<G: Game>(text: &str) -> G {
    G::from_setup(&text.parse::<Setup>().unwrap()).unwrap()
}

fn search<G: Game>(position: &G, depth: u32) -> Report<G::Move> {
    best_move(position, &Limits::depth(depth), &mut ()).unwrap()
}

/// Exhaustive minimax to `depth`, no pruning: the reference the search must agree with.
fn minimax<G: Game>(position: &G, depth: u32, ply: u32) -> Eval {
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
        return evaluate(&position.to_setup());
    }
    children.iter().map(|(_, child)| -minimax(child, depth - 1, ply + 1)).max().unwrap()
}

/// Positions along random games from the start, after 0 to `plies` plies.
fn random_positions<G: Game>(seed: u64, games: usize, plies: usize) -> Vec<G> {
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
    fn check<G: Game>(depth: u32, games: usize, plies: usize) {
        for game in random_positions::<G>(7, games, plies) {
            let with_table = search(&game, depth);
            let plain = Search::new(&Limits::depth(depth), &mut (), false).run(&game).unwrap();
            assert_eq!(with_table.score, plain.score, "{}", game.to_setup());
            assert_eq!(with_table.score, minimax(&game, depth, 0), "{}", game.to_setup());
        }
    }
    check::<Kingulu>(4, 25, 20);
    check::<KimasaiStep>(3, 15, 150);
    check::<KimasaiRelay>(2, 8, 120);
}

#[test]
fn the_table_keeps_deeper_searches_exact() {
    fn check<G: Game>(depth: u32, games: usize, plies: usize) {
        for game in random_positions::<G>(9, games, plies) {
            let with_table = search(&game, depth);
            let plain = Search::new(&Limits::depth(depth), &mut (), false).run(&game).unwrap();
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
