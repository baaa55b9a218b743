//! Move generation and play allocate nothing: a counting global allocator watches `successors`,
//! `legal_moves` and `play_unchecked` over random games of each game. (A test binary of its own, because the
//! allocator is global.)

// The one place the project uses `unsafe`: a global allocator must implement an unsafe trait.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use bao::rng::Rng;
use bao::rules::{Game, KimasaiRelay, KimasaiStep, Kingulu, Successors};

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
    assert_eq!(random_games::<Kingulu>(200), 0);
    assert_eq!(random_games::<KimasaiRelay>(20), 0);
    assert_eq!(random_games::<KimasaiStep>(50), 0);
}
