//! Criterion benchmarks of the rules' hot path: move generation (every legal move with its position, every
//! rule check included) and playing a move, for each game, from the start and from a mid-game position reached
//! by a fixed random line.

use std::hint::black_box;

use bao::rng::Rng;
use bao::rules::{Game, Kete, KimasaiRelay, KimasaiStep, Kingulu, Successors};
use criterion::{Criterion, criterion_group, criterion_main};

/// The position after `plies` random moves from the start (or where the game ended).
fn midgame<G: Game>(plies: usize) -> G {
    let mut rng = Rng::new(1);
    let mut position = G::start();
    let mut successors = Successors::<G>::new();
    for _ in 0..plies {
        position.successors(&mut successors);
        if successors.is_empty() {
            break;
        }
        position = successors.swap_remove(rng.below(successors.len())).1;
    }
    position
}

fn bench_game<G: Game>(c: &mut Criterion, plies: usize) {
    let name = G::VARIANT.name();
    for (label, position) in [("start", G::start()), ("midgame", midgame::<G>(plies))] {
        let mut successors = Successors::<G>::new();
        c.bench_function(&format!("{name}/successors/{label}"), |b| {
            b.iter(|| {
                black_box(&position).successors(&mut successors);
                successors.len()
            });
        });
        c.bench_function(&format!("{name}/legal_moves/{label}"), |b| b.iter(|| black_box(&position).legal_moves()));
        if let Some(&mv) = position.legal_moves().first() {
            c.bench_function(&format!("{name}/play/{label}"), |b| {
                b.iter(|| {
                    let mut next = black_box(&position).clone();
                    next.play_unchecked(black_box(mv));
                    next
                });
            });
        }
    }
}

fn rules(c: &mut Criterion) {
    bench_game::<Kete>(c, 60);
    bench_game::<Kingulu>(c, 6);
    bench_game::<KimasaiRelay>(c, 60);
    bench_game::<KimasaiStep>(c, 40);
}

criterion_group!(benches, rules);
criterion_main!(benches);
