//! Finding puzzles: `bao-tools puzzle-generate` plays games from the start position (random moves and
//! the engine's, from a seed), looks at every position on the way with the exact searches of [`solve`], keeps
//! those that make a real task and prints them in the data format of `src/puzzle/data/<variant>.txt`
//! ([`prove`](bao::internal::puzzle::prove) re-proves a shipped one: `bao puzzle check` and the tests).
//!
//! A position makes a "win in N" puzzle when the side to move forces a win in N of its moves and in no fewer,
//! with at most [`MAX_FIRST_MOVES`] first moves that do; a "capture the most" puzzle when one move captures
//! more than every other, [`CLEAR_MARGIN`] more (one more in kimasai-step, whose captures take one file, at
//! most two stones), another move captures too, and no move wins at once. Every search is bounded by a node
//! budget, so the judge of every puzzle kept is quick.

use std::collections::HashSet;

use bao::engine::{Limits, Searchable, best_move};
use bao::internal::puzzle::solve::{self, Work, shortest_win, wins_within};
use bao::internal::puzzle::{Goal, best_defence};
use bao::rng::Rng;
use bao::rules::{AnyMove, Game, Setup, Side, Status, Variant};

use super::{CliError, GenerateArgs, print};

/// The most first moves that may reach a "win in N" goal: more, and the position is no puzzle.
pub const MAX_FIRST_MOVES: usize = 2;
/// How much more than any other move the best capture must take (kimasai-step: 1).
pub const CLEAR_MARGIN: u32 = 2;
/// The longest win the generator looks for, in the solver's moves.
pub const LONGEST_WIN: u8 = 3;

/// What to look for.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Puzzles wanted: a quarter each of win in 1, capture the most, win in 2 and win in 3 (what a kind lacks
    /// is made up with the others).
    pub count: usize,
    /// Seed of the games played.
    pub seed: u64,
    /// The most nodes the exact search of one position may visit (its whole proof).
    pub budget: u64,
    /// The most games played.
    pub games: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options { count: 12, seed: 1, budget: 4000, games: 400 }
    }
}

/// A puzzle found, with what its proof cost.
#[derive(Clone, Debug)]
pub struct Found {
    /// The task.
    pub goal: Goal,
    /// The position.
    pub start: Setup,
    /// The proved main line.
    pub solution: Vec<AnyMove>,
    /// The legal moves in the position.
    pub legal: usize,
    /// The right first moves (1 for a capture).
    pub first: usize,
    /// Nodes the proof visited.
    pub nodes: u64,
}

impl Found {
    /// The data line of this puzzle under `name`.
    #[must_use]
    pub fn line(&self, name: &str) -> String {
        let moves: Vec<String> = self.solution.iter().map(ToString::to_string).collect();
        format!("{name} | {} | {} | {}", self.goal, self.start, moves.join(" "))
    }
}

/// The first lines of a data file: what it holds, and the command that makes it again with these options.
#[must_use]
pub fn header(variant: Variant, options: &Options) -> String {
    let Options { count, seed, budget, games } = options;
    format!(
        "# {variant} puzzles, easiest first: name | goal | position | proved main line\n\
         # made by: cargo run --release -p bao-tools -- puzzle-generate {variant} --count {count} --seed {seed} --budget {budget} --games {games}\n"
    )
}

/// The options a data file's [`header`] names, if it has one (the test that makes the shipped files again
/// reads them).
#[cfg(test)]
fn options_of(text: &str) -> Option<Options> {
    let command = text
        .lines()
        .find_map(|line| line.strip_prefix("# made by: cargo run --release -p bao-tools -- puzzle-generate "))?;
    let words: Vec<&str> = command.split_whitespace().collect();
    let value = |flag: &str| words.iter().position(|word| *word == flag).and_then(|at| words.get(at + 1));
    Some(Options {
        count: value("--count")?.parse().ok()?,
        seed: value("--seed")?.parse().ok()?,
        budget: value("--budget")?.parse().ok()?,
        games: value("--games")?.parse().ok()?,
    })
}

/// The puzzle's names in order: `kete-01`, `kete-02`, ...
#[must_use]
pub fn name(variant: Variant, index: usize) -> String {
    format!("{variant}-{:02}", index + 1)
}

/// Finds up to `options.count` puzzles of `variant`, easiest first (by [`Goal::rank`], then fewer legal moves).
#[must_use]
pub fn generate(variant: Variant, options: &Options) -> Vec<Found> {
    bao::with_game!(variant, G => generate_in::<G>(options))
}

/// How many of each kind to keep, by [`Goal::rank`] (win in 1, capture, win in 2, win in 3).
fn quotas(count: usize) -> [usize; 4] {
    let quarter = count / 4;
    [quarter, quarter, quarter, count - 3 * quarter]
}

fn generate_in<G: Searchable>(options: &Options) -> Vec<Found> {
    let wanted = quotas(options.count);
    let mut kinds: [Vec<Found>; 4] = Default::default();
    let mut seen = HashSet::new();
    let mut rng = Rng::new(options.seed);
    // Enough of each kind, and a win with two right first moves (see [`choose`]), or the games run out.
    let enough = |kinds: &[Vec<Found>; 4]| {
        kinds.iter().zip(wanted).all(|(found, want)| found.len() >= want)
            && kinds.iter().flatten().any(|found| found.first > 1)
    };
    for _ in 0..options.games {
        if enough(&kinds) {
            break;
        }
        let mut position = G::start();
        while position.status() == Status::Ongoing && position.ply() < 400 {
            if seen.insert(position.clone())
                && let Some(found) = examine(&position, options.budget)
            {
                let kind = &mut kinds[usize::from(found.goal.rank()).min(3)];
                // Extras are kept to make up for a kind that runs short.
                if kind.len() < 5 * options.count {
                    kind.push(found);
                }
            }
            position = next_position(&position, &mut rng);
        }
    }
    choose(kinds, wanted, options.count)
}

/// The kept puzzles: each kind's quota, the positions with the most moves to choose from first (and, of the
/// wins, one with two right first moves, so that another answer than the stored one is shown right), then
/// what is short made up from the other kinds' extras; sorted easiest first.
fn choose(mut kinds: [Vec<Found>; 4], wanted: [usize; 4], count: usize) -> Vec<Found> {
    for kind in &mut kinds {
        kind.sort_by_key(|found| (std::cmp::Reverse(found.legal), found.nodes));
        if let Some(two) = kind.iter().position(|found| found.first > 1) {
            let found = kind.remove(two);
            kind.insert(0, found);
        }
    }
    let mut chosen = Vec::new();
    let mut extras = Vec::new();
    for (kind, want) in kinds.into_iter().zip(wanted) {
        let mut kind = kind.into_iter();
        chosen.extend(kind.by_ref().take(want));
        extras.extend(kind);
    }
    // Harder extras first: a game short of one kind gets the longer wins.
    extras.sort_by_key(|found| std::cmp::Reverse(found.goal.rank()));
    let short = count.saturating_sub(chosen.len());
    chosen.extend(extras.into_iter().take(short));
    chosen.sort_by_key(|found| (found.goal.rank(), found.legal, found.nodes));
    chosen
}

/// The next position of a generating game: a random move, or the engine's at a shallow depth, half the time
/// each, so that the games look played and still vary.
fn next_position<G: Searchable>(position: &G, rng: &mut Rng) -> G {
    if rng.below(2) == 0
        && let Some(report) =
            best_move(position, &Limits { tie_break: Some(rng.next_u64()), ..Limits::depth(2) }, &mut ())
    {
        let mut next = position.clone();
        next.play_unchecked(report.best());
        return next;
    }
    position.random_successor(&mut |n| rng.below(n)).map(|(_, next)| next).expect("the game goes on")
}

/// The puzzle `position` makes, if any, proved within `budget` nodes.
fn examine<G: Game>(position: &G, budget: u64) -> Option<Found> {
    let mut work = Work::limited(budget);
    let legal = position.legal_moves().len();
    if legal < 2 {
        return None;
    }
    let moves = shortest_win(position, LONGEST_WIN, &mut work);
    let mut first = 1;
    let goal = match moves {
        Some(moves) => {
            let solver = position.side_to_move();
            let mut successors = bao::rules::Successors::<G>::new();
            position.successors(&mut successors);
            first = successors.iter().filter(|(_, next)| wins_within(next, solver, moves - 1, &mut work)).count();
            (first <= MAX_FIRST_MOVES && first < legal).then_some(Goal::WinIn { moves })?
        }
        None if work.gave_up() => return None,
        None => capture_goal(position)?,
    };
    if work.gave_up() {
        return None;
    }
    let solution = main_line(position, goal);
    Some(Found { goal, start: position.to_setup(), solution, legal, first, nodes: work.nodes })
}

/// The capture-the-most goal of `position`, if one move captures clearly the most.
fn capture_goal<G: Game>(position: &G) -> Option<Goal> {
    let mut taken: Vec<u32> = solve::captures(position).into_iter().map(|(_, seeds)| seeds).collect();
    taken.sort_unstable_by(|a, b| b.cmp(a));
    let margin = if G::VARIANT == Variant::KimasaiStep { 1 } else { CLEAR_MARGIN };
    match taken[..] {
        [best, second, ..] if second > 0 && best >= second + margin => Some(Goal::CaptureMost { seeds: best }),
        _ => None,
    }
}

/// The main line of a proved goal: the solver's fastest move (the first in notation order among equals), the
/// best defence ([`best_defence`]), and so on to the win; for a capture, the first move capturing the most.
fn main_line<G: Game>(position: &G, goal: Goal) -> Vec<AnyMove> {
    let solver = position.side_to_move();
    match goal {
        Goal::CaptureMost { seeds } => solve::captures(position)
            .into_iter()
            .find(|&(_, got)| got == seeds)
            .map(|(mv, _)| vec![AnyMove::of::<G>(mv)])
            .expect("the best capture is a legal move"),
        Goal::WinIn { moves } => {
            let mut line = Vec::new();
            let mut position = position.clone();
            let mut left = moves;
            while position.status() == Status::Ongoing {
                let mv = if position.side_to_move() == solver {
                    let (mv, need) = fastest(&position, solver, left).expect("the win is proved");
                    left = need;
                    mv
                } else {
                    best_defence(&position, solver, left).expect("the game goes on")
                };
                line.push(AnyMove::of::<G>(mv));
                position.play_unchecked(mv);
            }
            line
        }
    }
}

/// The solver's move that wins soonest within `left` moves, with the moves left after it.
fn fastest<G: Game>(position: &G, solver: Side, left: u8) -> Option<(G::Move, u8)> {
    let mut successors = bao::rules::Successors::<G>::new();
    position.successors(&mut successors);
    (0..left).find_map(|after| {
        successors
            .iter()
            .find(|(_, next)| wins_within(next, solver, after, &mut Work::default()))
            .map(|&(mv, _)| (mv, after))
    })
}

/// `bao-tools puzzle-generate`: the data file of `args.variant`, on standard output; exit status 1 when fewer
/// puzzles were found than asked for.
pub(super) fn run(args: &GenerateArgs) -> Result<(), CliError> {
    let options = Options { count: args.count, seed: args.seed, budget: args.budget, games: args.games };
    let found = generate(args.variant, &options);
    let mut text = header(args.variant, &options);
    for (index, puzzle) in found.iter().enumerate() {
        text += &puzzle.line(&name(args.variant, index));
        text.push('\n');
    }
    print(&text)?;
    if found.len() < args.count {
        return Err(CliError::other(format!(
            "found {} puzzles of the {} asked for: play more games (--games) or raise --budget",
            found.len(),
            args.count
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The generator makes the shipped files again, from the options their header names.
    #[test]
    fn the_generator_makes_the_shipped_files_again() {
        for (variant, text) in [
            (Variant::Kete, include_str!("../../src/puzzle/data/kete.txt")),
            (Variant::KimasaiRelay, include_str!("../../src/puzzle/data/kimasai-relay.txt")),
            (Variant::KimasaiStep, include_str!("../../src/puzzle/data/kimasai-step.txt")),
            (Variant::Kingulu, include_str!("../../src/puzzle/data/kingulu.txt")),
        ] {
            let options = options_of(text).unwrap();
            let mut made = header(variant, &options);
            for (index, found) in generate(variant, &options).iter().enumerate() {
                made += &found.line(&name(variant, index));
                made.push('\n');
            }
            assert_eq!(made, text, "{variant}");
        }
    }

    /// The names the generator gives are the shipped puzzles' names, in order.
    #[test]
    fn the_shipped_puzzles_are_named_as_the_generator_names_them() {
        for variant in Variant::ALL {
            for (index, puzzle) in bao::internal::puzzle::for_variant(variant).iter().enumerate() {
                assert_eq!(puzzle.name, name(variant, index));
            }
        }
    }
}
