//! Plays a fixed number of random games (for instruction counts under callgrind, which do not depend on
//! the machine's load): `cargo run --release --example fixed_playouts -- VARIANT GAMES`.
use bao::rng::Rng;
use bao::rules::{Game, Successors, Variant};

fn play<G: Game>(games: u64) -> u64 {
    let mut rng = Rng::new(0x5EED);
    let mut successors = Successors::<G>::new();
    let mut turns = 0;
    for _ in 0..games {
        let mut position = G::start();
        loop {
            position.successors(&mut successors);
            if successors.is_empty() || turns > 1 << 40 {
                break;
            }
            turns += 1;
            position = successors.swap_remove(rng.below(successors.len())).1;
        }
    }
    turns
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant: Variant = args[1].parse().expect("a variant");
    let games: u64 = args[2].parse().expect("a number of games");
    let turns = bao::with_game!(variant, G => play::<G>(games));
    println!("{variant} turns={turns}");
}
