//! The search: iterative deepening negamax with alpha-beta pruning, a transposition table and move ordering,
//! generic over the game.
//!
//! Move ordering, best first: at the root the previous iteration's best move (so that a search stopped during
//! an iteration can keep the best of the root moves it searched in full); then the transposition table's move
//! (the best move of the previous iteration or of a transposition); then the two killer moves of the ply (moves
//! that refuted a sibling); then the rest by the static evaluation of the position each leads to. The last rule
//! is how the engine finds captures first in all four games without knowing what a capture is in any of them:
//! a capture is what moves the evaluation. Sorting is stable over the notation order (or, at the root, over an
//! order shuffled from [`Limits::tie_break`]), so a search at a fixed depth is deterministic. The evaluations
//! are computed only when the search gets past the ranked moves without a cutoff, and only for nodes two or
//! more plies above the horizon with two or more such moves (below that the notation order serves).
//!
//! The table is used at nodes two or more plies above the horizon. A stored score cuts the search off only
//! when it was searched to exactly the depth asked for. That keeps the score of a fixed-depth search equal to
//! plain alpha-beta's (a test checks it) at a small cost: the table still supplies the best move first.
//!
//! In kimasai-step the horizon is followed by a quiescence search over captures (see
//! [`captures_are_searched`]): a position is scored only once the side
//! to move has no capture left that it would rather play than stand on the evaluation.
//!
//! Game ends come from the rules ([`Game::status`](crate::rules::Game::status)); kimasai-step's repetition
//! draw is not searched, as the rules show it cannot occur.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arrayvec::ArrayVec;

use super::eval::captures_are_searched;
use super::tt::{Bound, Entry, Table, table_bits, table_mib};
use super::{Eval, Ranking, Searchable};
use crate::rng::Rng;
use crate::rules::{CycleMemory, GameResult, MAX_MOVES, Outcome, Side, Status, Successors};

/// The deepest search, in plies.
pub const MAX_DEPTH: u32 = 60;
const MAX_PLY: usize = MAX_DEPTH as usize + 1;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;
/// The table of a search limited to [`SHALLOW`] plies or less: 256 KiB, quick to allocate for each move of
/// the lower levels.
const SHALLOW_TABLE_BITS: u32 = 14;
const SHALLOW: u32 = 8;
/// Move-ordering priorities of the moves ranked by rule, above any evaluation (see [`Search::order`]).
const PREVIOUS_BEST: i32 = i32::MAX;
const TABLE_MOVE: i32 = i32::MAX - 1;
const KILLERS: [i32; 2] = [i32::MAX - 2, i32::MAX - 3];
/// The priority of the other moves until they are sorted [`by_evaluation`] (which gives them priorities far
/// below the ranked ones).
const UNRANKED: i32 = i32::MIN;
/// Nodes this many plies or more above the horizon use the table.
const TABLE_MIN_DEPTH: u32 = 2;

/// When a search stops: after a depth, a time, a number of nodes, or when a flag is raised, whichever comes
/// first. With none given it searches to [`MAX_DEPTH`] (or to a proven result).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Time allowed.
    pub time: Option<Duration>,
    /// Nodes allowed (checked every 1024 nodes).
    pub nodes: Option<u64>,
    /// Set from another thread to stop the search; it then returns the best move found so far.
    pub stop: Option<Arc<AtomicBool>>,
    /// Breaks ties between equally scored root moves by a random order drawn from this seed (the levels use
    /// it so that they do not play the same game every time); `None` keeps the notation order.
    pub tie_break: Option<u64>,
}

impl Limits {
    /// Search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Search for `time`.
    #[must_use]
    pub fn time(time: Duration) -> Limits {
        Limits { time: Some(time), ..Limits::default() }
    }

    /// Search `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// The same limits, also stopped by `flag`.
    #[must_use]
    pub fn with_stop(self, flag: Arc<AtomicBool>) -> Limits {
        Limits { stop: Some(flag), ..self }
    }

    /// The deepest iteration to run: the depth asked for, or [`MAX_DEPTH`].
    pub(super) fn deepest(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }
}

/// What a search found: after each depth it is reported to the [`Handler`], and the last is returned.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report<M> {
    /// Depth of the last completed iteration, in plies.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Eval,
    /// The principal variation: the best move, then the best play expected after it. Never empty.
    pub pv: Vec<M>,
    /// Positions visited.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}

impl<M: Copy> Report<M> {
    /// The best move: the first of the principal variation.
    #[must_use]
    pub fn best(&self) -> M {
        self.pv[0]
    }
}

impl<M> Report<M> {
    /// Nodes searched per second.
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Receives a search's progress and may stop it.
pub trait Handler<M> {
    /// Called after each completed depth of [`best_move`].
    fn progress(&mut self, _report: &Report<M>) {}

    /// Called after each completed depth of [`rank_moves`](super::rank_moves).
    fn ranked(&mut self, _ranking: &Ranking<M>) {}

    /// Asked every 1024 nodes; `true` stops the search.
    fn stop(&mut self) -> bool {
        false
    }
}

/// The handler that only listens to the [`Limits`].
impl<M> Handler<M> for () {}

/// A handler that passes each report to a closure.
pub struct OnProgress<F>(pub F);

impl<M, F: FnMut(&Report<M>)> Handler<M> for OnProgress<F> {
    fn progress(&mut self, report: &Report<M>) {
        (self.0)(report);
    }
}

/// Searches `position` within `limits`, reporting each completed depth to `handler`, and returns the last
/// report; `None` if the game is over. The first depth is always completed, so a move is always found.
///
/// ```
/// use bao::engine::{Limits, best_move};
/// use bao::rules::{Game, Kingulu};
///
/// let start = Kingulu::start();
/// let report = best_move(&start, &Limits::depth(4), &mut ()).unwrap();
/// assert!(start.legal_moves().contains(&report.best()));
/// assert_eq!(report.depth, 4);
/// ```
pub fn best_move<G: Searchable, H: Handler<G::Move>>(
    position: &G,
    limits: &Limits,
    handler: &mut H,
) -> Option<Report<G::Move>> {
    best_move_with(position, limits, handler, &mut CycleMemory::new())
}

/// [`best_move`] with the caller's memory of long never-ending moves: what it proves there is kept for the
/// caller's next search, and what the caller proved spares this one (the interface hands its workers a copy
/// of its line's). The search asks the rules through it at every node.
pub fn best_move_with<G: Searchable, H: Handler<G::Move>>(
    position: &G,
    limits: &Limits,
    handler: &mut H,
    memory: &mut CycleMemory,
) -> Option<Report<G::Move>> {
    Search::new(limits, handler, true, memory).run(position)
}

/// The search's state for one call of [`best_move`].
pub(crate) struct Search<'a, G: Searchable, H> {
    limits: &'a Limits,
    handler: &'a mut H,
    /// The search's memory of long never-ending moves, so each is proven once a search, not at every node
    /// that meets it.
    memory: &'a mut CycleMemory,
    table: Option<Table>,
    started: Instant,
    nodes: u64,
    /// The node count at which to look at the clock and the stop flag next.
    next_check: u64,
    /// Whether the limits stopped the search; every score found after that is meaningless.
    stopped: bool,
    /// Whether the first depth is done, after which the limits apply.
    armed: bool,
    pv: Vec<ArrayVec<G::Move, MAX_PLY>>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// The best root move of the iteration under way, with its score, once one root move is searched.
    root_best: Option<(Eval, Vec<G::Move>)>,
    /// The best move of the last completed iteration: the root searches it first.
    previous_best: Option<G::Move>,
}

fn terminal(outcome: Outcome, mover: Side, ply: usize) -> Eval {
    match outcome.result {
        GameResult::Win(side) if side == mover => Eval::win_in(ply as u32),
        GameResult::Win(_) => Eval::loss_in(ply as u32),
        GameResult::Draw => Eval::ZERO,
    }
}

/// The score of a position at the search horizon: the game's end if it is over, else the evaluation.
fn leaf<G: Searchable>(position: &G, ply: usize, memory: &mut CycleMemory) -> Eval {
    match position.status_with(memory) {
        Status::Over(outcome) => terminal(outcome, position.side_to_move(), ply),
        Status::Ongoing => position.evaluation(),
    }
}

impl<'a, G: Searchable, H: Handler<G::Move>> Search<'a, G, H> {
    /// A search; `use_table: false` is plain alpha-beta, for tests.
    pub(crate) fn new(limits: &'a Limits, handler: &'a mut H, use_table: bool, memory: &'a mut CycleMemory) -> Self {
        Search {
            limits,
            handler,
            memory,
            table: use_table.then(|| {
                let shallow = limits.depth.is_some_and(|depth| depth <= SHALLOW);
                // The size set for the program (`table_mib`); 256 KiB for a shallow search.
                Table::new(if shallow { SHALLOW_TABLE_BITS } else { table_bits(table_mib()) })
            }),
            started: Instant::now(),
            nodes: 0,
            next_check: CHECK_EVERY,
            stopped: false,
            armed: false,
            pv: vec![ArrayVec::new(); MAX_PLY + 1],
            killers: vec![[None; 2]; MAX_PLY + 1],
            root_best: None,
            previous_best: None,
        }
    }

    pub(crate) fn run(mut self, position: &G) -> Option<Report<G::Move>> {
        if position.legal_moves_with(self.memory).is_empty() {
            return None;
        }
        let max_depth = self.limits.deepest();
        let mut last: Option<Report<G::Move>> = None;
        for depth in 1..=max_depth {
            self.root_best = None;
            let score = self.negamax(position, depth, 0, -Eval::INFINITY, Eval::INFINITY);
            if self.stopped {
                // A root move searched in full at this depth scored at least as well as the previous best
                // (searched first); keep it.
                if let Some(report) = last.as_mut() {
                    if let Some((score, pv)) = self.root_best.take() {
                        report.score = score;
                        report.pv = pv;
                    }
                    report.nodes = self.nodes;
                    report.elapsed = self.started.elapsed();
                }
                break;
            }
            let report =
                Report { depth, score, pv: self.pv[0].to_vec(), nodes: self.nodes, elapsed: self.started.elapsed() };
            self.handler.progress(&report);
            self.previous_best = Some(report.best());
            let proven = score.plies_to_end().is_some_and(|plies| plies <= depth);
            last = Some(report);
            self.armed = true;
            if proven || self.out_of_budget() {
                break;
            }
        }
        last
    }

    /// Scores one root move, `mv` leading to `child`, with a full window searched `depth` plies deep (the move
    /// itself is the first ply): its exact score at that depth for the side to move at the root, and its
    /// principal variation. `None` once the limits stopped the search.
    pub(super) fn score_root_move(&mut self, mv: G::Move, child: &G, depth: u32) -> Option<(Eval, Vec<G::Move>)> {
        let score = -self.negamax(child, depth - 1, 1, -Eval::INFINITY, Eval::INFINITY);
        if self.stopped {
            return None;
        }
        let mut pv = Vec::with_capacity(self.pv[1].len() + 1);
        pv.push(mv);
        pv.extend(self.pv[1].iter().copied());
        Some((score, pv))
    }

    /// Marks a depth completed: from now on the limits apply.
    pub(super) fn depth_completed(&mut self) {
        self.armed = true;
    }

    /// Positions visited so far.
    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Time since the search started.
    pub(super) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The handler, to report progress to.
    pub(super) fn handler(&mut self) -> &mut H {
        self.handler
    }

    /// Whether the limits (or the handler) stop the search now; never before the first depth is completed.
    pub(super) fn out_of_budget(&mut self) -> bool {
        if !self.armed {
            return false;
        }
        let limits = self.limits;
        limits.stop.as_ref().is_some_and(|flag| flag.load(Ordering::Relaxed))
            || limits.time.is_some_and(|time| self.started.elapsed() >= time)
            || limits.nodes.is_some_and(|nodes| self.nodes >= nodes)
            || self.handler.stop()
    }

    fn negamax(&mut self, position: &G, depth: u32, ply: usize, mut alpha: Eval, beta: Eval) -> Eval {
        self.nodes += 1;
        self.pv[ply].clear();
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            self.stopped = self.out_of_budget();
        }
        if self.stopped {
            return Eval::ZERO;
        }
        if depth == 0 {
            return if captures_are_searched(G::VARIANT) {
                self.quiesce(position, ply, alpha, beta)
            } else {
                leaf(position, ply, self.memory)
            };
        }
        // Nodes one ply above the horizon gain little from the table (their children are only evaluated), so
        // they skip it and its cache misses.
        let use_table = self.table.is_some() && depth >= TABLE_MIN_DEPTH;
        let key = if use_table { position.key() } else { 0 };
        let mut table_move = None;
        if let Some(entry) = self.table.as_ref().filter(|_| use_table).and_then(|table| table.probe(key)) {
            table_move = entry.best.map(usize::from);
            let score = entry.score.from_node(ply as u32);
            let usable = ply > 0
                && u32::from(entry.depth) == depth
                && match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                    Bound::Empty => false,
                };
            if usable {
                return score;
            }
        }
        let mut children = Successors::<G>::new();
        position.successors_with(&mut children, self.memory);
        if children.is_empty() {
            let outcome = position.status_with(self.memory).outcome().expect("a position without moves is over");
            return terminal(outcome, position.side_to_move(), ply);
        }
        let mut order = ArrayVec::new();
        let ranked = self.order(&children, table_move, ply, &mut order);
        let alpha_before = alpha;
        let mut best = -Eval::INFINITY;
        let mut best_index = order[0].1;
        for next in 0..order.len() {
            // The moves ranked by rule did not cut the search off: order the rest (see `order`).
            if next == ranked && depth >= 2 && order.len() - ranked >= 2 {
                by_evaluation(&children, &mut order[ranked..]);
            }
            let index = order[next].1;
            let (mv, child) = &children[usize::from(index)];
            let score = -self.negamax(child, depth - 1, ply + 1, -beta, -alpha);
            if self.stopped {
                return Eval::ZERO;
            }
            if score > best {
                best = score;
                best_index = index;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(*mv);
                    head[ply].extend(tail[0].iter().copied());
                    if ply == 0 {
                        self.root_best = Some((score, head[0].to_vec()));
                    }
                    if score >= beta {
                        let killers = &mut self.killers[ply];
                        if killers[0] != Some(*mv) {
                            killers[1] = killers[0];
                            killers[0] = Some(*mv);
                        }
                        break;
                    }
                }
            }
        }
        if let Some(table) = self.table.as_mut().filter(|_| use_table) {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_before {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let score = best.to_node(ply as u32);
            table.store(Entry { key, score, depth: depth as u8, bound, best: Some(best_index) });
        }
        best
    }

    /// The score of a position at the horizon of a game whose captures are searched past it: the side to
    /// move may stand on the evaluation or play any capture (a move that takes stones off the board), and
    /// the opponent may answer the same way. Every capture takes at least one stone, so this ends.
    fn quiesce(&mut self, position: &G, ply: usize, mut alpha: Eval, beta: Eval) -> Eval {
        self.nodes += 1;
        if let Status::Over(outcome) = position.status_with(self.memory) {
            return terminal(outcome, position.side_to_move(), ply);
        }
        let mut best = position.evaluation();
        if best >= beta || ply >= MAX_PLY {
            return best;
        }
        alpha = alpha.max(best);
        let mut children = Successors::<G>::new();
        position.successors_with(&mut children, self.memory);
        let before = position.material();
        for (_, child) in &children {
            if child.material() == before {
                continue;
            }
            let score = -self.quiesce(child, ply + 1, -beta, -alpha);
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The order to search the children in, as (priority, index) pairs, best first (see the module
    /// documentation), written into `order`, which the caller keeps on its stack (returning the list would
    /// copy it). Returns how many moves are ranked by rule; the rest follow in notation (or shuffled) order,
    /// for the caller to sort [`by_evaluation`] once it reaches them, if it does, and if there are two or
    /// more (nearly a third of kingulu's nodes have a single move). Evaluating a child costs about half as
    /// much as generating it, and the first ranked move often cuts the search off.
    fn order(
        &self,
        children: &Successors<G>,
        table_move: Option<usize>,
        ply: usize,
        order: &mut ArrayVec<(i32, u8), MAX_MOVES>,
    ) -> usize {
        let killers = self.killers[ply];
        let first = if ply == 0 { self.previous_best } else { None };
        let mut ranked = 0;
        for (index, (mv, _)) in children.iter().enumerate() {
            let priority = if first == Some(*mv) {
                PREVIOUS_BEST
            } else if Some(index) == table_move {
                TABLE_MOVE
            } else if killers[0] == Some(*mv) {
                KILLERS[0]
            } else if killers[1] == Some(*mv) {
                KILLERS[1]
            } else {
                UNRANKED
            };
            ranked += usize::from(priority != UNRANKED);
            order.push((priority, index as u8));
        }
        if let (0, Some(seed)) = (ply, self.limits.tie_break) {
            let mut rng = Rng::new(seed);
            for i in (1..order.len()).rev() {
                order.swap(i, rng.below(i + 1));
            }
        }
        // Stable: equal priorities keep the notation (or shuffled) order.
        order.sort_by_key(|&(priority, _)| std::cmp::Reverse(priority));
        ranked
    }
}

/// Sorts moves that no rule ranks by the static evaluation of the position each leads to, best for the
/// mover first (the child's evaluation is the opponent's). Stable, so that equal evaluations keep their
/// order.
fn by_evaluation<G: Searchable>(children: &Successors<G>, order: &mut [(i32, u8)]) {
    for (priority, index) in order.iter_mut() {
        *priority = -children[usize::from(*index)].1.evaluation().raw();
    }
    order.sort_by_key(|&(priority, _)| std::cmp::Reverse(priority));
}
