//! `bao-tools straight-line`: the random playouts of `bao bench` beside a straight-line loop written for
//! one game (issue #17: "within 10% of a straight-line loop written for that game that does the same work").
//!
//! Each straight-line loop is a flat, hand-specialised random playout of one game: its own position of plain
//! byte arrays, the seeds dropped one by one, no trait, no observer, no generic shared code, and the same
//! work as the rules' playout: the same rules (every lap end, kuweka mtoto and the banks, reserve cows and
//! captures, the exact never-ending check), the same uniform choice drawn the same way (candidate after
//! candidate, each uniform among those left, as [`draw_from_set`](bao::rules::draw_from_set)), so from the
//! same seed it plays the very same games (test `straight_lines_play_the_same_games`). They live beside the
//! command that measures them, not in the rules: they are a yardstick, and nothing else plays by them.
//!
//! Kingulu's rules keep the board packed into one number, a lap being a single addition, which a loop
//! dropping seed by seed cannot match; so kingulu also has [`PackedKingulu`], flat in the same way but with
//! that packed board and the move played in place, the strongest yardstick for it.
//!
//! The loops run alternately in slices of a fifth of the time, so a busy machine slows them alike.

use bao::internal::cli::{PLY_CAP, Playouts, playouts, timed};
use bao::rng::Rng;
use bao::rules::{Game, KimasaiRelay, Kingulu, Variant};

use super::{CliError, print};

/// The games that have a straight-line loop: the two whose playouts the issue measured below their targets.
/// Kingulu has two: seed by seed, and with the packed board of its rules.
pub const GAMES: [Variant; 2] = [Variant::Kingulu, Variant::KimasaiRelay];

/// The candidate of rank `below(number of candidates)` among `candidates` (a bit set), counted from the lowest
/// bit, as the rules draw it.
fn pick(candidates: u32, rng: &mut Rng) -> usize {
    let mut left = candidates;
    for _ in 0..rng.below(candidates.count_ones() as usize) {
        left &= left - 1;
    }
    left.trailing_zeros() as usize
}

/// Kingulu, flat: 12 holes `A1 .. A6 a1 .. a6` in sowing order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FlatKingulu {
    /// Seeds in each hole, by board index.
    pub board: [u8; 12],
    /// Bit `i`: hole `i` is reserved (its seeds go to the owner of the other row).
    pub reserved: u16,
    /// South's and North's banks.
    pub banks: [u8; 2],
    /// 0 for South to move, 1 for North.
    pub side: usize,
}

impl FlatKingulu {
    /// The start position.
    #[must_use]
    pub const fn start() -> Self {
        FlatKingulu { board: [4; 12], reserved: 0, banks: [0; 2], side: 0 }
    }

    /// The move from hole `start`, or `None` when it is not legal.
    fn play(mut self, start: usize) -> Option<Self> {
        let me = self.side;
        let owns = |hole: usize| usize::from(hole >= 6) == me;
        let mut seeds = std::mem::take(&mut self.board[start]);
        let mut at = start;
        let mut first_lap = true;
        let mut first_relay: Option<([u8; 12], usize)> = None;
        loop {
            for _ in 0..seeds {
                at = if at == 11 { 0 } else { at + 1 };
                if self.reserved & (1 << at) == 0 {
                    self.board[at] += 1;
                } else {
                    // The row's owner's opponent holds the reserved hole.
                    self.banks[1 - usize::from(at >= 6)] += 1;
                }
            }
            let last = at;
            if self.reserved & (1 << last) != 0 {
                break;
            }
            let was = self.board[last] - 1;
            if was == 0 {
                let facing = 11 - last;
                if owns(last) && self.reserved & (1 << facing) == 0 && self.board[facing] > 0 {
                    self.banks[me] += std::mem::take(&mut self.board[facing]) + 1;
                    self.board[last] = 0;
                }
                break;
            }
            if !owns(last) && was == 3 {
                let previous = if last == 0 { 11 } else { last - 1 };
                if seeds >= 2 && self.reserved & (1 << previous) == 0 {
                    self.board[previous] -= 1;
                    self.board[last] += 1;
                }
                self.reserved |= 1 << last;
                break;
            }
            if first_lap && owns(last) {
                return None;
            }
            // The exact never-ending check: the first relay state comes back.
            match first_relay {
                None => first_relay = Some((self.board, last)),
                Some(state) if state == (self.board, last) => return None,
                Some(_) => {}
            }
            seeds = std::mem::take(&mut self.board[last]);
            first_lap = false;
        }
        self.side = 1 - me;
        Some(self)
    }

    /// A random legal move's position, or `None` when the game is over.
    fn random_successor(&self, rng: &mut Rng) -> Option<Self> {
        let row = 6 * self.side;
        let mut candidates = 0u32;
        for hole in row..row + 6 {
            if self.board[hole] > 0 && self.reserved & (1 << hole) == 0 {
                candidates |= 1 << hole;
            }
        }
        while candidates != 0 {
            let start = pick(candidates, rng);
            candidates &= !(1 << start);
            if let Some(next) = self.play(start) {
                return Some(next);
            }
        }
        None
    }
}

/// `0x01` in each of kingulu's 12 lanes of a packed board.
const KINGULU_ONES: u128 = (u128::MAX >> 32) / 0xFF;

/// `KINGULU_RUNS[n]`: ones in the lowest `n` lanes.
const KINGULU_RUNS: [u128; 13] = {
    let mut runs = [0; 13];
    let mut n = 1;
    while n <= 12 {
        runs[n] = (runs[n - 1] << 8) | 1;
        n += 1;
    }
    runs
};

/// `PICK[bits][rank]`: the place of the set bit of rank `rank` among the six bits `bits`.
const PICK: [[u8; 8]; 64] = {
    let mut table = [[0; 8]; 64];
    let mut bits = 0;
    while bits < 64 {
        let (mut bit, mut rank) = (0u8, 0);
        while bit < 6 {
            if bits & (1 << bit) != 0 {
                table[bits][rank] = bit;
                rank += 1;
            }
            bit += 1;
        }
        bits += 1;
    }
    table
};

/// Kingulu, flat with the packed board the rules keep (issue #17: the strongest yardstick for a rules' loop
/// that packs its board): the 12 holes `A1 .. A6 a1 .. a6` as the bytes of one `u128`, so that a lap is a
/// single addition, and the move played in place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PackedKingulu {
    /// Byte `i`: the seeds in hole `i`, by board index.
    pub board: u128,
    /// `0xFF` in the byte of each reserved hole (its seeds go to the owner of the other row).
    pub reserved: u128,
    /// South's and North's banks.
    pub banks: [u8; 2],
    /// 0 for South to move, 1 for North.
    pub side: usize,
}

impl PackedKingulu {
    /// The start position.
    #[must_use]
    pub const fn start() -> Self {
        PackedKingulu { board: KINGULU_ONES * 4, reserved: 0, banks: [0; 2], side: 0 }
    }

    /// Seeds in hole `k`.
    #[allow(clippy::cast_possible_truncation, reason = "the byte of lane `k`")]
    const fn get(board: u128, k: usize) -> u8 {
        (board >> (8 * k)) as u8
    }

    /// The sum of the lanes of `lanes`, below 256.
    const fn sum(lanes: u128) -> u8 {
        (lanes.wrapping_mul(u128::MAX / 0xFF) >> 120) as u8
    }

    /// Plays the move from hole `start`; `false`, the position unchanged, when it is not legal.
    fn play(&mut self, start: usize) -> bool {
        const SOUTH_ROW: u128 = (1 << 48) - 1;
        let me = self.side;
        let owns = |hole: usize| usize::from(hole >= 6) == me;
        let (mut board, reserved) = (self.board, self.reserved);
        let is_reserved = |hole: usize| Self::get(reserved, hole) != 0;
        let mut banks = self.banks;
        let mut seeds = Self::get(board, start);
        // A first lap ending in an occupied own hole is refused before sowing: it ends in the hole `seeds`
        // further on, which held its seeds and one more for each time the lap passed it.
        let end = (start + usize::from(seeds)) % 12;
        let held = if end == start { 0 } else { Self::get(board, end) } + (seeds - 1) / 12;
        if !is_reserved(end) && held != 0 && owns(end) {
            return false;
        }
        board &= !(0xFF << (8 * start));
        let mut at = start;
        let mut first_relay: Option<(u128, usize)> = None;
        loop {
            // The lap at once: whole rounds, then a run of the rest from the hole after `at`, wrapping.
            let first = if at == 11 { 0 } else { at + 1 };
            let (rounds, rest) = (seeds / 12, usize::from(seeds % 12));
            let run = KINGULU_RUNS[rest];
            let run = ((run << (8 * first)) | (run >> (8 * (12 - first)))) & (KINGULU_ONES * 0xFF);
            let drops = u128::from(rounds) * KINGULU_ONES + run;
            board += drops;
            at = (at + usize::from(seeds)) % 12;
            let banked = drops & reserved;
            if banked != 0 {
                // The row's owner's opponent holds the reserved hole.
                board -= banked;
                banks[1] += Self::sum(banked & SOUTH_ROW);
                banks[0] += Self::sum(banked & !SOUTH_ROW);
            }
            let last = at;
            if is_reserved(last) {
                break;
            }
            let was = Self::get(board, last) - 1;
            if was == 0 {
                let facing = 11 - last;
                let taken = Self::get(board, facing);
                if owns(last) && !is_reserved(facing) && taken > 0 {
                    banks[me] += taken + 1;
                    board &= !((0xFF << (8 * facing)) | (0xFF << (8 * last)));
                }
                break;
            }
            if !owns(last) && was == 3 {
                let previous = if last == 0 { 11 } else { last - 1 };
                if seeds >= 2 && !is_reserved(previous) {
                    board = board - (1 << (8 * previous)) + (1 << (8 * last));
                }
                self.reserved |= 0xFF << (8 * last);
                break;
            }
            // The exact never-ending check: the first relay state comes back.
            match first_relay {
                None => first_relay = Some((board, last)),
                Some(state) if state == (board, last) => return false,
                Some(_) => {}
            }
            seeds = Self::get(board, last);
            board &= !(0xFF << (8 * last));
        }
        self.board = board;
        self.banks = banks;
        self.side = 1 - me;
        true
    }

    /// Plays a random legal move; `false` when the game is over.
    fn play_random(&mut self, rng: &mut Rng) -> bool {
        let row = 6 * self.side;
        let mut candidates = 0usize;
        for hole in 0..6 {
            let open = (Self::get(self.board, row + hole) > 0) & (Self::get(self.reserved, row + hole) == 0);
            candidates |= usize::from(open) << hole;
        }
        while candidates != 0 {
            let hole = usize::from(PICK[candidates][rng.below(candidates.count_ones() as usize) & 7]);
            candidates &= !(1 << hole);
            if self.play(row + hole) {
                return true;
            }
        }
        false
    }
}

/// Kimasai-relay, flat: each player's circuit of 16 holes, `A1 .. A8 B8 .. B1`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FlatRelay {
    /// South's and North's circuits.
    pub rings: [[u8; 16]; 2],
    /// South's and North's reserve cows.
    pub reserves: [u8; 2],
    /// 0 for South to move, 1 for North.
    pub side: usize,
    /// The number of the next ply.
    pub ply: u32,
}

impl FlatRelay {
    /// The start position: a cow in every inner hole, 24 in each reserve.
    #[must_use]
    pub const fn start() -> Self {
        let mut ring = [0; 16];
        let mut k = 0;
        while k < 8 {
            ring[k] = 1;
            k += 1;
        }
        FlatRelay { rings: [ring; 2], reserves: [24; 2], side: 0, ply: 1 }
    }

    fn inner_empty(&self, side: usize) -> bool {
        self.rings[side][..8].iter().all(|&cows| cows == 0)
    }

    /// The move from circuit place `start`, or `None` when it never ends.
    fn play(mut self, start: usize) -> Option<Self> {
        let (me, them) = (self.side, 1 - self.side);
        let phase2 = self.reserves == [0, 0];
        if !phase2 && self.ply != 1 && self.reserves[me] > 0 {
            self.reserves[me] -= 1;
            self.rings[me][start] += 1;
        }
        let mut seeds = std::mem::take(&mut self.rings[me][start]);
        let mut at = start;
        let mut first_relay: Option<([u8; 16], usize)> = None;
        loop {
            for _ in 0..seeds {
                at = (at + 1) % 16;
                self.rings[me][at] += 1;
            }
            let last = at;
            if self.rings[me][last] == 1 {
                break;
            }
            if phase2 && last < 8 && self.rings[them][7 - last] > 0 {
                seeds = std::mem::take(&mut self.rings[them][7 - last]);
                // The captured cows are sown from the capturing hole, the first into it.
                at = if last == 0 { 15 } else { last - 1 };
                if self.inner_empty(them) {
                    for _ in 0..seeds {
                        at = (at + 1) % 16;
                        self.rings[me][at] += 1;
                    }
                    break;
                }
                first_relay = None;
            } else {
                seeds = std::mem::take(&mut self.rings[me][last]);
                // The exact never-ending check: the first relay state of the stretch comes back.
                let state = (self.rings[me], last);
                match first_relay {
                    None => first_relay = Some(state),
                    Some(first) if first == state => return None,
                    Some(_) => {}
                }
            }
        }
        self.side = them;
        self.ply = self.ply.saturating_add(1);
        Some(self)
    }

    /// A random legal move's position, or `None` when the game is over.
    fn random_successor(&self, rng: &mut Rng) -> Option<Self> {
        if self.inner_empty(self.side) || self.inner_empty(1 - self.side) {
            return None;
        }
        let mut candidates = 0u32;
        for (place, &cows) in self.rings[self.side].iter().enumerate() {
            if cows > 0 {
                candidates |= 1 << place;
            }
        }
        while candidates != 0 {
            let start = pick(candidates, rng);
            candidates &= !(1 << start);
            if let Some(next) = self.play(start) {
                return Some(next);
            }
        }
        None
    }
}

/// A flat position that plays random games.
pub trait Flat: Copy {
    /// The start position.
    fn start_position() -> Self;
    /// Plays a random legal move; `false`, the position unchanged, when the game is over.
    fn play_random_move(&mut self, rng: &mut Rng) -> bool;
}

impl Flat for FlatKingulu {
    fn start_position() -> Self {
        Self::start()
    }
    fn play_random_move(&mut self, rng: &mut Rng) -> bool {
        self.random_successor(rng).map(|next| *self = next).is_some()
    }
}

impl Flat for PackedKingulu {
    fn start_position() -> Self {
        Self::start()
    }
    fn play_random_move(&mut self, rng: &mut Rng) -> bool {
        self.play_random(rng)
    }
}

impl Flat for FlatRelay {
    fn start_position() -> Self {
        Self::start()
    }
    fn play_random_move(&mut self, rng: &mut Rng) -> bool {
        self.random_successor(rng).map(|next| *self = next).is_some()
    }
}

/// Plays one random game of the straight-line loop from the start; returns its plies, whether it reached the
/// cap and the last position.
pub fn flat_game<F: Flat>(rng: &mut Rng) -> (u32, bool, F) {
    let mut position = F::start_position();
    for ply in 0..PLY_CAP {
        if !position.play_random_move(rng) {
            return (ply, false, position);
        }
    }
    (PLY_CAP, true, position)
}

/// The straight-line loop's random games for about `seconds` (the same accounting as [`playouts`]).
fn flat_playouts<F: Flat>(seconds: f64, rng: &mut Rng) -> Playouts {
    timed(seconds, || {
        let (plies, capped, _) = flat_game::<F>(rng);
        (plies, capped)
    })
}

fn add(total: &mut Playouts, part: &Playouts) {
    total.games += part.games;
    total.plies += part.plies;
    total.capped += part.capped;
    total.elapsed += part.elapsed;
}

fn turns_per_second(result: &Playouts) -> f64 {
    result.plies as f64 / result.elapsed.as_secs_f64().max(1e-9)
}

/// A straight-line loop's random games for about the given seconds, drawn from the given generator.
type FlatLoop = fn(f64, &mut Rng) -> Playouts;

/// The rules' playouts of one game and its straight-line loops, alternately in five slices each.
fn compare<G: Game>(seconds: f64, flats: &[FlatLoop]) -> (Playouts, Vec<Playouts>) {
    const SLICES: u32 = 5;
    let slice = seconds / f64::from(SLICES);
    let mut real = Playouts::default();
    let mut flat = vec![(Playouts::default(), Rng::new(0x5EED)); flats.len()];
    for round in 0..SLICES {
        add(&mut real, &playouts::<G>(slice, 0x5EED + u64::from(round)));
        for (run, (total, rng)) in flats.iter().zip(&mut flat) {
            add(total, &run(slice, rng));
        }
    }
    (real, flat.into_iter().map(|(total, _)| total).collect())
}

pub(super) fn run(variants: &[Variant], seconds: f64) -> Result<(), CliError> {
    let variants: Vec<Variant> = variants.iter().copied().filter(|variant| GAMES.contains(variant)).collect();
    if variants.is_empty() {
        return Err(CliError::input("straight-line: only kingulu and kimasai-relay have a straight-line loop"));
    }
    for variant in variants {
        // Kingulu's rules pack the board into one number; its flat loop does too, beside the seed-by-seed one.
        let (names, (real, flats)): (&[&str], _) = match variant {
            Variant::Kingulu => (
                &["straight-line", "packed straight-line"],
                compare::<Kingulu>(seconds, &[flat_playouts::<FlatKingulu>, flat_playouts::<PackedKingulu>]),
            ),
            Variant::KimasaiRelay => {
                (&["straight-line"], compare::<KimasaiRelay>(seconds, &[flat_playouts::<FlatRelay>]))
            }
            _ => continue,
        };
        let real_rate = turns_per_second(&real);
        for (name, flat) in names.iter().zip(&flats) {
            let flat_rate = turns_per_second(flat);
            print(&format!(
                "{variant} rules turns/s={real_rate:.0} {name} turns/s={flat_rate:.0} ratio={:.3}\n",
                real_rate / flat_rate.max(1e-9)
            ))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao::rules::Setup;

    /// From the same seed, the rules' random game and the straight-line loop's are the same game: as many
    /// plies, the same end, and `last` gives the flat end position as the rules' setup.
    fn same_games<G: Game, F: Flat>(games: u32, last: impl Fn(&F) -> Setup) {
        for seed in 0..u64::from(games) {
            let (mut rules_rng, mut flat_rng) = (Rng::new(seed), Rng::new(seed));
            let mut position = G::start();
            let mut plies = 0;
            while plies < PLY_CAP {
                if position.play_random(&mut |n| rules_rng.below(n)).is_none() {
                    break;
                }
                plies += 1;
            }
            let (flat_plies, _, flat_last) = flat_game::<F>(&mut flat_rng);
            assert_eq!(flat_plies, plies, "{} seed {seed}", G::VARIANT);
            let mut expected = position.to_setup();
            expected.ply = 1;
            assert_eq!(last(&flat_last), expected, "{} seed {seed}", G::VARIANT);
            assert_eq!(rules_rng.next_u64(), flat_rng.next_u64(), "the same draws, {} seed {seed}", G::VARIANT);
        }
    }

    #[test]
    fn straight_lines_play_the_same_games() {
        same_games::<Kingulu, FlatKingulu>(2000, |flat| {
            let mut setup = Setup::empty(Variant::Kingulu);
            for (index, &seeds) in flat.board.iter().enumerate() {
                setup.set_count_at(index, seeds);
                setup.set_reserved_at(index, flat.reserved & (1 << index) != 0);
            }
            setup.captured = bao::rules::BySide::new(flat.banks[0], flat.banks[1]);
            setup.side = bao::rules::Side::BOTH[flat.side];
            setup
        });
        same_games::<Kingulu, PackedKingulu>(2000, |flat| {
            let mut setup = Setup::empty(Variant::Kingulu);
            for index in 0..12 {
                setup.set_count_at(index, PackedKingulu::get(flat.board, index));
                setup.set_reserved_at(index, PackedKingulu::get(flat.reserved, index) != 0);
            }
            setup.captured = bao::rules::BySide::new(flat.banks[0], flat.banks[1]);
            setup.side = bao::rules::Side::BOTH[flat.side];
            setup
        });
        same_games::<KimasaiRelay, FlatRelay>(300, |flat| {
            let mut setup = Setup::empty(Variant::KimasaiRelay);
            for side in 0..2 {
                for place in 0..16 {
                    setup.set_count_at(side * 16 + place, flat.rings[side][place]);
                }
            }
            setup.reserves = bao::rules::BySide::new(flat.reserves[0], flat.reserves[1]);
            setup.side = bao::rules::Side::BOTH[flat.side];
            setup
        });
    }
}
