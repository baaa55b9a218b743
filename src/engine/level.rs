//! The computer opponent's levels, 1 (a random legal move) to 6 (a search using its whole clock), and the
//! call the interface makes on its background thread.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{Limits, OnProgress, Report, Searchable, best_move_with};
use crate::rng::Rng;
use crate::rules::{CycleMemory, Variant};

/// The thinking time of the levels that use a clock, unless the player sets another.
pub const DEFAULT_CLOCK: Duration = Duration::from_secs(2);

/// A level of play, 1 to 6. Every level that searches also stops at its clock, so none keeps the player
/// waiting longer than the clock, and every level returns promptly once the stop flag is raised.
///
/// Levels 2 to 5 search to a fixed depth, which depends on the game ([`Level::depth`]); level 6 searches as
/// deep as its clock allows.
///
/// ```
/// use std::sync::{Arc, atomic::AtomicBool};
/// use std::time::Duration;
/// use bao::engine::Level;
/// use bao::rng::Rng;
/// use bao::rules::{Game, Kingulu};
///
/// let level: Level = "3".parse().unwrap();
/// assert_eq!(level.name(), "casual");
/// let start = Kingulu::start();
/// let stop = Arc::new(AtomicBool::new(false));
/// let mv = level.think(&start, Duration::from_millis(200), &stop, &mut Rng::new(1)).unwrap();
/// assert!(start.legal_moves().contains(&mv));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// A level number that is not 1 to 6 (as a save or settings file may hold).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("level {0} is not a level from 1 to 6")]
pub struct BadLevel(pub u8);

impl TryFrom<u8> for Level {
    type Error = BadLevel;

    fn try_from(number: u8) -> Result<Level, BadLevel> {
        Level::new(number).ok_or(BadLevel(number))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.number()
    }
}

impl Level {
    /// The six levels, weakest first.
    pub const ALL: [Level; 6] = [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6)];
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(6);
    /// Level 2, one ply: the level a side made the computer gets unless the settings say otherwise.
    pub const NOVICE: Level = Level(2);

    /// The level numbered `number` (1 to 6).
    #[must_use]
    pub const fn new(number: u8) -> Option<Level> {
        if number >= 1 && number <= 6 { Some(Level(number)) } else { None }
    }

    /// The level's number, 1 to 6.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The level's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self.0 {
            1 => "beginner",
            2 => "novice",
            3 => "casual",
            4 => "club",
            5 => "expert",
            _ => "master",
        }
    }

    /// How the level plays in `variant`, in words.
    #[must_use]
    pub fn description(self, variant: Variant) -> String {
        let plies = |depth: u32| if depth == 1 { "one ply".to_string() } else { format!("{depth} plies") };
        match (self.0, self.depth(variant)) {
            (1, _) => "a random legal move".into(),
            (2, _) => "the best move one ply deep".into(),
            (5, Some(depth)) => format!("searches {}, within a quarter of its clock", plies(depth)),
            (_, Some(depth)) => format!("searches {}", plies(depth)),
            _ => match self.trusted_depth(variant) {
                Some(depth) => {
                    format!("searches for its whole clock, trusting past {} only what it proves", plies(depth))
                }
                None => "searches for its whole clock".into(),
            },
        }
    }

    /// Whether the level's strength depends on its clock (level 6; the others only stop at it).
    #[must_use]
    pub const fn uses_clock(self) -> bool {
        self.0 >= 6
    }

    /// The depth levels 2 to 5 search to in `variant`; `None` for level 1 (no search) and level 6 (its
    /// clock).
    ///
    /// Depths are chosen so that each level beats the one below in 60% of games or more (`bao match
    /// --swap`). Odd depths suit most games: the evaluation is then always taken with the opponent to move,
    /// so each level sees the same kind of horizon as the one below, two plies further. Kingulu is
    /// different: its start is a proven first-player win and from about six plies on, searching deeper
    /// mostly finds the same moves, while below that every ply counts (measurements: docs/tuning.md, "The
    /// levels' depths").
    #[must_use]
    pub const fn depth(self, variant: Variant) -> Option<u32> {
        let depths = match variant {
            Variant::Kingulu => [1, 2, 3, 5],
            _ => [1, 3, 5, 7],
        };
        match self.0 {
            2..=5 => Some(depths[self.0 as usize - 2]),
            _ => None,
        }
    }

    /// The search limits of the level in `variant` with `clock` to think; `None` for level 1, which does not
    /// search.
    #[must_use]
    pub fn limits(self, variant: Variant, clock: Duration) -> Option<Limits> {
        match (self.0, self.depth(variant)) {
            (1, _) => None,
            // Level 5 gives way to the clock early, so that it never keeps a player waiting as level 6 does.
            (5, depth) => Some(Limits { depth, time: Some(clock / 4), ..Limits::default() }),
            (_, Some(depth)) => Some(Limits { depth: Some(depth), time: Some(clock), ..Limits::default() }),
            (_, None) => Some(Limits::time(clock)),
        }
    }

    /// Chooses a move for the side to move within `clock`; `None` if the game is over. Meant to run on a
    /// background thread: raising `stop` makes it return at once with the best move found so far. `rng`
    /// chooses level 1's move, and for the other levels between moves the search finds equally good.
    pub fn think<G: Searchable>(
        self,
        position: &G,
        clock: Duration,
        stop: &Arc<AtomicBool>,
        rng: &mut Rng,
    ) -> Option<G::Move> {
        self.think_with(position, clock, stop, rng, &mut CycleMemory::new())
    }

    /// [`think`](Level::think) with the caller's memory of long never-ending moves (see
    /// [`best_move_with`]).
    pub fn think_with<G: Searchable>(
        self,
        position: &G,
        clock: Duration,
        stop: &Arc<AtomicBool>,
        rng: &mut Rng,
        memory: &mut CycleMemory,
    ) -> Option<G::Move> {
        let moves = position.legal_moves_with(memory);
        if moves.len() <= 1 {
            return moves.first().copied();
        }
        match self.limits(G::VARIANT, clock) {
            None => Some(moves[rng.below(moves.len())]),
            Some(limits) => {
                let limits = Limits { tie_break: Some(rng.next_u64()), ..limits.with_stop(Arc::clone(stop)) };
                let Some(trusted) = self.trusted_depth(G::VARIANT) else {
                    return best_move_with(position, &limits, &mut (), memory).map(|report| report.best());
                };
                let mut choice = None;
                let keep = |report: &Report<G::Move>| {
                    if report.depth <= trusted {
                        choice = Some(report.best());
                    }
                };
                let last = best_move_with(position, &limits, &mut OnProgress(keep), memory)?;
                Some(if last.score.is_proven() { last.best() } else { choice.unwrap_or(last.best()) })
            }
        }
    }

    /// The deepest search whose choice of move level 6 trusts in `variant` when the deeper searches of its
    /// clock prove nothing; `None` where every depth is trusted.
    ///
    /// Kimasai-step only. Its evaluation is the stone count, and there deeper is better only up to about nine
    /// plies: the whole clock played worse than 9 plies (measurements: docs/tuning.md, "Level 6's trusted
    /// depth in kimasai-step"). So level 6 searches for its whole clock, plays at once a win or the longest
    /// resistance the search proves, and otherwise the move its 9-ply search chose.
    #[must_use]
    pub const fn trusted_depth(self, variant: Variant) -> Option<u32> {
        match (self.0, variant) {
            (6, Variant::KimasaiStep) => Some(9),
            _ => None,
        }
    }
}

/// `L3 casual`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "L{} {}", self.0, self.name())
    }
}

/// A level that is not 1 to 6.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown level `{0}`: give 1 to 6 (or L1 to L6, or a name: beginner, novice, casual, club, expert, master)")]
pub struct UnknownLevel(String);

/// Reads `3`, `L3` or `casual`.
impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let digits = text.strip_prefix(['L', 'l']).unwrap_or(text);
        digits
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .or_else(|| Level::ALL.into_iter().find(|level| level.name() == text))
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::best_move;
    use crate::rules::{Game, KimasaiStep, Kingulu, Successors};

    #[test]
    fn levels_parse_by_number_and_name() {
        assert_eq!("L6".parse::<Level>(), Ok(Level::MAX));
        assert_eq!("beginner".parse::<Level>(), Ok(Level::MIN));
        assert!("7".parse::<Level>().is_err());
        assert!("0".parse::<Level>().is_err());
        assert_eq!(Level::new(4).map(|level| level.to_string()), Some("L4 club".to_string()));
    }

    /// Level 1 plays only legal moves, along random games of its own.
    fn level_one_plays_legal_moves<G: Searchable>() {
        let stop = Arc::new(AtomicBool::new(false));
        let mut rng = Rng::new(3);
        let mut successors = Successors::<G>::new();
        for _ in 0..20 {
            let mut position = G::start();
            loop {
                position.successors(&mut successors);
                let Some(mv) = Level::MIN.think(&position, DEFAULT_CLOCK, &stop, &mut rng) else {
                    assert!(successors.is_empty());
                    break;
                };
                let next = successors.iter().find(|(legal, _)| *legal == mv).expect("level 1 played a legal move");
                position = next.1.clone();
            }
        }
    }

    #[test]
    fn level_one_plays_only_legal_moves() {
        level_one_plays_legal_moves::<Kingulu>();
        level_one_plays_legal_moves::<KimasaiStep>();
    }

    #[test]
    fn each_level_searches_deeper_than_the_one_below_in_every_game() {
        for variant in Variant::ALL {
            let depths: Vec<u32> = Level::ALL.iter().filter_map(|level| level.depth(variant)).collect();
            assert_eq!(depths.len(), 4, "levels 2 to 5 have a depth");
            assert_eq!(depths[0], 1, "level 2 is one ply deep");
            assert!(depths.windows(2).all(|pair| pair[0] < pair[1]), "{variant}: {depths:?}");
            assert_eq!(Level::MAX.limits(variant, DEFAULT_CLOCK).and_then(|limits| limits.depth), None);
        }
        assert_eq!(Level::new(3).unwrap().description(Variant::Kingulu), "searches 2 plies");
        assert_eq!(Level::new(4).unwrap().description(Variant::Kete), "searches 5 plies");
        assert_eq!(
            Level::new(5).unwrap().description(Variant::KimasaiStep),
            "searches 7 plies, within a quarter of its clock"
        );
        assert_eq!(Level::MAX.description(Variant::Kete), "searches for its whole clock");
        assert_eq!(
            Level::MAX.description(Variant::KimasaiStep),
            "searches for its whole clock, trusting past 9 plies only what it proves"
        );
    }

    #[test]
    fn level_six_in_kimasai_step_plays_a_win_its_clock_proves_over_its_nine_ply_choice() {
        // Nine plies prefer a3 (+6.00, the rest +5.00 or less); nineteen prove that a6 and five other moves
        // win, and not a3.
        let text = "kimasai-step N 0,1,0,0,0,1,1,0,0,0,0,0/1,0,1,0,1,0,1,0,0,1,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1,0,0,1,1 m=84";
        let game = KimasaiStep::from_setup(&text.parse().unwrap()).unwrap();
        let nine = best_move(&game, &Limits::depth(9), &mut ()).unwrap();
        assert_eq!(nine.best().to_string(), "a3");
        assert!(!nine.score.is_proven());
        let stop = Arc::new(AtomicBool::new(false));
        // The proof ends the search long before this clock.
        let mv = Level::MAX.think(&game, Duration::from_secs(60), &stop, &mut Rng::new(1)).unwrap();
        let proven = crate::engine::rank_moves(&game, &Limits::depth(19), &mut ()).unwrap();
        let wins: Vec<String> = proven
            .moves
            .iter()
            .filter(|scored| scored.score.is_proven() && scored.score > crate::engine::Eval::ZERO)
            .map(|scored| scored.mv.to_string())
            .collect();
        assert_eq!(wins, ["a6", "a8", "a10", "a12", "b7", "b11"]);
        assert!(wins.contains(&mv.to_string()), "{mv}");
    }

    #[test]
    fn a_raised_stop_flag_makes_every_level_answer_at_once() {
        let stop = Arc::new(AtomicBool::new(true));
        let start = Kingulu::start();
        for level in Level::ALL {
            let started = std::time::Instant::now();
            let mv = level.think(&start, Duration::from_secs(30), &stop, &mut Rng::new(1));
            assert!(start.legal_moves().contains(&mv.unwrap()));
            assert!(started.elapsed() < Duration::from_secs(2), "{level} took {:?}", started.elapsed());
        }
    }
}
