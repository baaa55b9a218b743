//! Move generation and play allocate nothing: a counting global allocator watches `successors`,
//! `legal_moves` and `play_unchecked` over random games of each game. (A test binary of its own, because the
//! allocator is global.)

// The one place the project uses `unsafe`: a global allocator must implement an unsafe trait.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use bao::rng::Rng;
use bao::rules::{Game, Successors, Variant};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Only the test's own thread is watched: the test harness allocates on its other threads at any time.
    static WATCHED: Cell<bool> = const { Cell::new(false) };
}

// SAFETY: every call is forwarded unchanged to the system allocator; the wrapper only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if WATCHED.with(Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn random_games<G: Game>(games: u64) -> usize {
    let mut successors = Successors::<G>::new();
    WATCHED.with(|watched| watched.set(true));
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut position = G::start();
        loop {
            position.successors(&mut successors);
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            position.play_unchecked(mv);
        }
    }
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    WATCHED.with(|watched| watched.set(false));
    allocations
}

#[test]
fn move_generation_and_play_allocate_nothing() {
    for variant in Variant::ALL {
        // Fewer of the long games: a kete or relay game runs to hundreds of plies.
        let games = match variant {
            Variant::Kingulu => 200,
            Variant::KimasaiStep => 50,
            Variant::KimasaiRelay | Variant::Kete => 20,
        };
        assert_eq!(bao::with_game!(variant, G => random_games::<G>(games)), 0, "{variant}");
    }
}
