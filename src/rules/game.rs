//! The interface every game implements, the outcome of a game, and the errors of playing a move.

use std::fmt;
use std::hash::Hash;

use arrayvec::ArrayVec;

use super::{BySide, CycleMemory, Event, Illegal, MoveText, Observer, PositionError, Setup, Side, Silent, Variant};

/// More legal moves than any position of any of the four games has (kete's most is 32).
pub const MAX_MOVES: usize = 48;

/// The number of the ply after `ply`. DECISION (no rules document bounds `m=`, and a position must not turn
/// invalid by being played): the counter saturates. A position at the largest ply, m=4294967295, plays on and
/// its successors keep m=4294967295, so every successor of an accepted position is accepted and the counter
/// never overflows. Only a study position written with such an `m` gets there: a game played from any
/// reasonable ply would need over four billion moves. Refusing a large `m` instead would leave the position
/// before it without an acceptable successor. Tests `every_game_saturates_its_ply_counter` and
/// tests/suite/accepted.rs.
#[must_use]
pub const fn next_ply(ply: u32) -> u32 {
    ply.saturating_add(1)
}

/// A list of moves; fixed capacity, so generating it never allocates.
pub type MoveList<M> = ArrayVec<M, MAX_MOVES>;

/// Every legal move of a position with the position it leads to, in notation order.
pub type Successors<G> = ArrayVec<(<G as Game>::Move, G), MAX_MOVES>;

/// Draws a legal move uniformly among `candidates`, a list of distinct moves that holds every legal one:
/// draws a candidate uniformly among those left, plays it with `play` (`None` when it is not legal), and
/// drops it and draws again until one plays. The candidates are tried in a uniformly random order, so the
/// first legal one is each legal move with the same chance, as if it were drawn from the legal moves; and
/// only the candidates tried are played, where generating the legal moves plays them all.
pub fn draw_by_rejection<M: Copy, G, const N: usize>(
    mut candidates: ArrayVec<M, N>,
    below: &mut impl FnMut(usize) -> usize,
    mut play: impl FnMut(M) -> Option<G>,
) -> Option<(M, G)> {
    while !candidates.is_empty() {
        let mv = candidates.swap_remove(below(candidates.len()));
        if let Some(next) = play(mv) {
            return Some((mv, next));
        }
    }
    None
}

/// `SELECT[byte][rank]`: the place of the set bit of rank `rank` in `byte` (counted from the lowest bit, 0
/// first), 0 past its last.
const SELECT: [[u8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut rank) = (0, 0);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][rank] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// `COUNT[byte]`: the set bits of `byte` (the default target has no population-count instruction).
const COUNT: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u32).count_ones() as u8;
        byte += 1;
    }
    table
};

/// The member of rank `rank` of `set` (a set of numbers below 16, bit `k` for `k`, with more than `rank`
/// members), counted from the lowest: the same as clearing the lowest bit `rank` times and taking the lowest
/// left, without the loop, whose end (the rank is random) is a branch no processor foresees.
fn nth_member(set: u16, rank: usize) -> usize {
    let in_low = usize::from(COUNT[usize::from(set as u8)]);
    // Arithmetic, not a branch: whether the member is in the high byte is as random as the rank.
    let high = usize::from(rank >= in_low);
    let byte = usize::from((set >> (8 * high)) as u8);
    8 * high + usize::from(SELECT[byte][(rank - in_low * high) & 7])
}

/// The members of `set`.
fn members(set: u16) -> usize {
    let [low, high] = set.to_le_bytes().map(usize::from);
    usize::from(COUNT[low]) + usize::from(COUNT[high])
}

/// [`draw_by_rejection`] with the candidates as a set of numbers below 16, bit `k` of `candidates` for
/// candidate `k`, played in place: the same draws (candidate after candidate, each uniform among those left),
/// with no list to build and no position handed out. `play(position, k)` plays candidate `k` on `position`
/// when it is legal and says whether it was; an illegal one must leave the position as it was. Returns the
/// candidate played, or `None`, the position unchanged, when none is legal. For the games whose candidate
/// starts are the occupied holes of a circuit, a bit set they already hold: a random playout then moves no
/// position around, which costs more than many a move (a position is 32 to 48 bytes).
pub fn draw_from_set<G>(
    position: &mut G,
    mut candidates: u16,
    below: &mut impl FnMut(usize) -> usize,
    mut play: impl FnMut(&mut G, usize) -> bool,
) -> Option<usize> {
    while candidates != 0 {
        let candidate = nth_member(candidates, below(members(candidates)));
        candidates &= !(1 << candidate);
        if play(position, candidate) {
            return Some(candidate);
        }
    }
    None
}

/// One of the four games: a position of it, and how it is played.
///
/// Three levels of play: [`successors`](Game::successors) and [`legal_moves`](Game::legal_moves) generate
/// (every rule checked, never-ending moves left out); [`play_unchecked`](Game::play_unchecked) plays a move
/// known to be legal (the hot path); [`play`](Game::play) checks first and hands the position back on error.
///
/// What lists moves comes in two forms: one taking a [`CycleMemory`] of the long never-ending moves met so
/// far (`successors_with`, `legal_moves_with`, `status_with`, `illegal_reason_with`), for callers that meet
/// the same position again and again (a search, a line of play), and one without, which uses a new memory
/// of its own and so pays nothing for one. Their answers are the same; the memory only spares proving a loop
/// of millions of laps again.
///
/// ```
/// use bao::rules::{Game, Kingulu};
///
/// let start = Kingulu::start();
/// let moves: Vec<String> = start.legal_moves().iter().map(ToString::to_string).collect();
/// assert_eq!(moves, ["A3", "A4", "A5", "A6"]);
/// let first = start.legal_moves()[0];
/// let after = start.play(first).unwrap();
/// assert_eq!(after.to_setup().to_string(), "kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2");
/// ```
pub trait Game: Clone + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// A move: a small `Copy` value holding every choice the player makes.
    type Move: Copy + Eq + Hash + fmt::Debug + fmt::Display + Send + Sync + 'static;

    /// Which game this is.
    const VARIANT: Variant;

    /// Whether the game is drawn when a position repeats (kimasai-step; decided over a game's history by
    /// [`Line`](super::Line)).
    const REPETITION_DRAW: bool = false;

    /// The start position.
    fn start() -> Self;

    /// The one validating constructor: every parser and save file goes through it.
    fn from_setup(setup: &Setup) -> Result<Self, PositionError>;

    /// The position as plain data.
    fn to_setup(&self) -> Setup;

    /// The player to move.
    fn side_to_move(&self) -> Side;

    /// The number of the next ply (`m=`).
    fn ply(&self) -> u32;

    /// Every legal move with the position it leads to, in notation order. Empty when the game is over.
    fn successors(&self, out: &mut Successors<Self>) {
        self.successors_with(out, &mut CycleMemory::new());
    }

    /// [`successors`](Game::successors) with the caller's memory of long never-ending moves.
    fn successors_with(&self, out: &mut Successors<Self>, memory: &mut CycleMemory);

    /// Every legal move, in notation order. Empty when the game is over.
    fn legal_moves(&self) -> MoveList<Self::Move> {
        self.legal_moves_with(&mut CycleMemory::new())
    }

    /// [`legal_moves`](Game::legal_moves) with the caller's memory of long never-ending moves.
    fn legal_moves_with(&self, memory: &mut CycleMemory) -> MoveList<Self::Move> {
        let mut successors = Successors::<Self>::new();
        self.successors_with(&mut successors, memory);
        successors.into_iter().map(|(mv, _)| mv).collect()
    }

    /// A legal move drawn uniformly at random, with the position it leads to; `None` when the game is over.
    /// `below(n)` must return a number drawn uniformly from `0..n`. The same distribution as drawing from
    /// [`successors`](Game::successors) (what this default does), and the games draw it with less work: by
    /// rejection (see [`draw_by_rejection`]), playing one candidate after another only until one is legal.
    fn random_successor(&self, below: &mut impl FnMut(usize) -> usize) -> Option<(Self::Move, Self)> {
        let mut successors = Successors::<Self>::new();
        self.successors(&mut successors);
        (!successors.is_empty()).then(|| successors.swap_remove(below(successors.len())))
    }

    /// Plays a legal move drawn as [`random_successor`](Game::random_successor) draws it (the same move from
    /// the same draws), in place, and returns it; `None`, the position unchanged, when the game is over. What
    /// random playouts call: this default takes the drawn position from `random_successor`, and the games that
    /// draw in place ([`draw_from_set`]) play it without handing a position out, and draw `random_successor`
    /// from it on a copy.
    fn play_random(&mut self, below: &mut impl FnMut(usize) -> usize) -> Option<Self::Move> {
        let (mv, next) = self.random_successor(below)?;
        *self = next;
        Some(mv)
    }

    /// Plays a legal move, reporting every event to `observer`. The move must be legal; an illegal one leaves
    /// the position in an unspecified (but valid to drop) state.
    fn play_traced<O: Observer>(&mut self, mv: Self::Move, observer: &mut O);

    /// Plays a legal move (the hot path).
    fn play_unchecked(&mut self, mv: Self::Move) {
        self.play_traced(mv, &mut Silent);
    }

    /// Plays `mv` if it is legal; otherwise hands the unchanged position back.
    fn play(self, mv: Self::Move) -> Result<Self, PlayError<Self>> {
        if self.legal_moves().contains(&mv) {
            let mut next = self;
            next.play_unchecked(mv);
            Ok(next)
        } else {
            Err(PlayError { position: self, mv })
        }
    }

    /// Whether the game is over in this position, and how.
    fn status(&self) -> Status {
        self.status_with(&mut CycleMemory::new())
    }

    /// [`status`](Game::status) with the caller's memory of long never-ending moves.
    fn status_with(&self, memory: &mut CycleMemory) -> Status;

    /// The move as written, canonically.
    fn move_text(mv: Self::Move) -> MoveText;

    /// Why no legal move matches `text` (which names a hole of this board): data the interface words, its
    /// `Display` the command line's English.
    fn illegal_reason(&self, text: &MoveText) -> Illegal {
        self.illegal_reason_with(text, &mut CycleMemory::new())
    }

    /// [`illegal_reason`](Game::illegal_reason) with the caller's memory of long never-ending moves.
    fn illegal_reason_with(&self, text: &MoveText, memory: &mut CycleMemory) -> Illegal;
}

/// The events of playing a legal move: what `bao trace` prints and the step-through view replays.
pub fn trace<G: Game>(position: &G, mv: G::Move) -> (G, Vec<Event>) {
    let mut next = position.clone();
    let mut events = Vec::new();
    next.play_traced(mv, &mut events);
    (next, events)
}

/// A move that is not legal in the position, with the position handed back unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("illegal move {mv}")]
pub struct PlayError<G: Game> {
    /// The position, unchanged.
    pub position: G,
    /// The move refused.
    pub mv: G::Move,
}

/// Who won, or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// The side won.
    Win(Side),
    /// Neither won.
    Draw,
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The side to move has no legal move.
    NoLegalMove(Side),
    /// Kimasai-relay: the side's inner row is empty.
    InnerRowEmpty(Side),
    /// Kete, Bao hamna: the side's front row is empty.
    BaoHamna(Side),
    /// Kimasai-step: the side has no stones left.
    NoStones(Side),
    /// Kimasai-step: a position repeated.
    Repetition,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reason::NoLegalMove(side) => write!(f, "{side} has no legal move"),
            Reason::InnerRowEmpty(side) => write!(f, "{side}'s inner row is empty"),
            Reason::BaoHamna(side) => write!(f, "bao hamna, {side}'s front row is empty"),
            Reason::NoStones(side) => write!(f, "{side} has no stones left"),
            Reason::Repetition => f.write_str("the position repeated"),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    /// Who won.
    pub result: GameResult,
    /// Why the game ended.
    pub reason: Reason,
    /// Kingulu: the final score.
    pub score: Option<BySide<u8>>,
}

impl Outcome {
    /// A win for `winner`.
    #[must_use]
    pub const fn win(winner: Side, reason: Reason) -> Outcome {
        Outcome { result: GameResult::Win(winner), reason, score: None }
    }

    /// The result in words, as `bao status` prints it: `south wins`, `north wins` or `draw`.
    #[must_use]
    pub const fn result_text(&self) -> &'static str {
        match self.result {
            GameResult::Win(Side::South) => "south wins",
            GameResult::Win(Side::North) => "north wins",
            GameResult::Draw => "draw",
        }
    }

    /// The reason in words; for kingulu it ends with the score, South's first (`score 26-22`).
    #[must_use]
    pub fn reason_text(&self) -> String {
        match self.score {
            Some(score) => format!("{}, score {}-{}", self.reason, score.south, score.north),
            None => self.reason.to_string(),
        }
    }
}

/// `south wins : north has no legal move, score 26-22`: the line `bao status` prints.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} : {}", self.result_text(), self.reason_text())
    }
}

/// Whether a game goes on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    /// The side to move has a legal move.
    Ongoing,
    /// The game is over.
    Over(Outcome),
}

impl Status {
    /// The outcome, if the game is over.
    #[must_use]
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            Status::Ongoing => None,
            Status::Over(outcome) => Some(outcome),
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("ongoing"),
            Status::Over(outcome) => outcome.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyMove, Hole};

    /// Each game and the trace replay keep m=4294967295 after a move from it (see [`next_ply`]).
    #[test]
    fn every_game_saturates_its_ply_counter() {
        for variant in Variant::ALL {
            crate::with_game!(variant, G => {
                let mut setup = G::start().to_setup();
                setup.ply = u32::MAX;
                let last = G::from_setup(&setup).unwrap();
                let mv = last.legal_moves()[0];
                let (next, events) = trace(&last, mv);
                assert_eq!(next.ply(), u32::MAX, "{variant}");
                assert_eq!(super::super::replay(setup, &events), next.to_setup(), "{variant}");
                assert_eq!(G::from_setup(&next.to_setup()), Ok(next), "{variant}");
            });
        }
        assert_eq!(next_ply(41), 42);
    }

    /// Every order of drawing is followed with its exact chance: each legal candidate comes first with chance
    /// 1/(legal moves), whatever the candidates around it.
    #[test]
    fn a_draw_by_rejection_is_uniform_among_the_legal_moves() {
        fn chances(candidates: &[u8], legal: &[u8]) -> Vec<(u8, f64)> {
            let by_list = chances_of(candidates, legal, |list, below, play| {
                draw_by_rejection(list.iter().copied().collect::<ArrayVec<u8, 8>>(), &mut |n| below(n), play)
            });
            let by_set = chances_of(candidates, legal, |list, below, play| {
                let set = list.iter().fold(0, |set, &mv| set | 1 << mv);
                draw_from_set(&mut (), set, &mut |n| below(n), |(), mv| play(mv as u8).is_some())
                    .map(|mv| (mv as u8, ()))
            });
            assert_eq!(by_list.len(), by_set.len(), "both drawers, the same moves");
            for (&(list_move, list_chance), &(set_move, set_chance)) in by_list.iter().zip(&by_set) {
                assert_eq!(list_move, set_move, "both drawers, the same moves");
                assert!((list_chance - set_chance).abs() < 1e-12, "both drawers, the same chances");
            }
            by_list
        }
        type Drawer = fn(&[u8], &mut dyn FnMut(usize) -> usize, &mut dyn FnMut(u8) -> Option<()>) -> Option<(u8, ())>;
        fn chances_of(candidates: &[u8], legal: &[u8], draw: Drawer) -> Vec<(u8, f64)> {
            // Every sequence of draws, each with its chance.
            let mut found = std::collections::BTreeMap::new();
            let mut stack = vec![(Vec::<usize>::new(), 1.0)];
            while let Some((picks, chance)) = stack.pop() {
                let mut at = 0;
                let mut sizes = Vec::new();
                let drawn = draw(
                    candidates,
                    &mut |n| {
                        sizes.push(n);
                        at += 1;
                        picks.get(at - 1).copied().unwrap_or(0)
                    },
                    &mut |mv| legal.contains(&mv).then_some(()),
                );
                if sizes.len() > picks.len() {
                    // Branch on the draw not yet fixed.
                    let n = sizes[picks.len()];
                    for pick in 0..n {
                        let mut longer = picks.clone();
                        longer.push(pick);
                        stack.push((longer, chance / f64::from(n as u32)));
                    }
                } else if let Some((mv, ())) = drawn {
                    *found.entry(mv).or_insert(0.0) += chance;
                }
            }
            found.into_iter().collect()
        }
        let result = chances(&[1, 2, 3, 4, 5, 6], &[2, 5, 6]);
        assert_eq!(result.iter().map(|&(mv, _)| mv).collect::<Vec<_>>(), [2, 5, 6]);
        for (_, chance) in result {
            assert!((chance - 1.0 / 3.0).abs() < 1e-12);
        }
        assert!(chances(&[1, 2], &[]).is_empty());
    }

    /// A set's member of each rank is the one the lowest-bit loop finds, for every set.
    #[test]
    fn a_set_finds_its_member_of_each_rank() {
        for set in 0..=u16::MAX {
            assert_eq!(members(set), set.count_ones() as usize, "{set:#x}");
            let mut left = set;
            for rank in 0..members(set) {
                assert_eq!(nth_member(set, rank), left.trailing_zeros() as usize, "{set:#x} rank {rank}");
                left &= left - 1;
            }
        }
    }

    /// A draw in place plays the first legal candidate drawn, and only it.
    #[test]
    fn a_draw_in_place_plays_only_the_move_drawn() {
        for pick in 0..4 {
            let mut position = vec![0u8];
            let legal = |position: &mut Vec<u8>, candidate: usize| {
                let legal = candidate == 2;
                if legal {
                    position.push(candidate as u8);
                }
                legal
            };
            assert_eq!(draw_from_set(&mut position, 0b1111, &mut |n| pick % n, legal), Some(2));
            assert_eq!(position, [0, 2]);
        }
        let mut position = vec![7u8];
        assert_eq!(draw_from_set(&mut position, 0b101, &mut |_| 0, |_, _| false), None);
        assert_eq!(position, [7]);
    }

    /// Along random games, every draw is a legal move with its position, and the draws reach every legal move.
    fn draws_are_legal_and_reach_every_move<G: Game>() {
        let mut rng = crate::rng::Rng::new(3);
        let mut successors = Successors::<G>::new();
        for _ in 0..4 {
            let mut position = G::start();
            for _ in 0..120 {
                position.successors(&mut successors);
                let mut reached = std::collections::HashSet::new();
                // Missing a move in 30 draws a move has a chance of e^-30.
                for _ in 0..30 * successors.len().max(1) {
                    match position.random_successor(&mut |n| rng.below(n)) {
                        None => assert!(successors.is_empty()),
                        Some((mv, next)) => {
                            assert!(successors.contains(&(mv, next)), "{mv} in {}", position.to_setup());
                            reached.insert(mv);
                        }
                    }
                }
                assert_eq!(reached.len(), successors.len(), "{}", position.to_setup());
                if successors.is_empty() {
                    break;
                }
                position = successors.swap_remove(rng.below(successors.len())).1;
            }
        }
    }

    #[test]
    fn random_draws_are_the_legal_moves() {
        draws_are_legal_and_reach_every_move::<crate::rules::Kete>();
        draws_are_legal_and_reach_every_move::<crate::rules::KimasaiRelay>();
        draws_are_legal_and_reach_every_move::<crate::rules::KimasaiStep>();
        draws_are_legal_and_reach_every_move::<crate::rules::Kingulu>();
    }

    #[test]
    fn moves_are_small() {
        assert_eq!(std::mem::size_of::<Hole>(), 2);
        for variant in Variant::ALL {
            // A hole, or kete's hole, direction and safari choice.
            let most = if variant == Variant::Kete { 4 } else { 2 };
            assert_eq!(crate::with_game!(variant, G => std::mem::size_of::<<G as Game>::Move>()), most, "{variant}");
        }
        assert_eq!(std::mem::size_of::<AnyMove>(), 4, "the interface's move is as small as kete's");
    }
}
