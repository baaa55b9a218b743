//! A round-robin tournament as plain state: no I/O and no clock (the time is given). Any player creates one
//! (a game, a time control, 3 to [`MAX_SIZE`] players, a start at a time or when full); players join and leave
//! before it starts; at its start the server pairs every two players once ([`pairings`], the circle method of
//! the Berger tables, a bye for an odd count, each player's sides balanced); each game's result is recorded;
//! the [`standings`] rank by points (a win 1, a draw ½), then Sonneborn-Berger, then name. It is finished
//! when every game has a result.
//!
//! Points are kept in half-points and Sonneborn-Berger in quarter-points, integers both, so no float is ever
//! compared.

use jiff::Timestamp;

use super::protocol::{Paired, Score, TournamentState, TournamentView};
use crate::room::control::TimeControl;
use crate::rules::{GameResult, Side, Variant};
use crate::store::PlayerName;

/// The fewest players of a tournament.
pub const MIN_SIZE: u8 = 3;

/// The most players of a tournament.
pub const MAX_SIZE: u8 = 8;

/// A round robin.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tournament {
    /// Its number.
    pub id: u64,
    /// Who created it (who may cancel it before it starts).
    pub creator: PlayerName,
    /// The game.
    pub variant: Variant,
    /// Its time control.
    pub control: TimeControl,
    /// The most players; it starts once this many joined if it has no start time.
    pub size: u8,
    /// When it starts; none: when full.
    pub starts_at: Option<Timestamp>,
    /// Open, running, finished or cancelled.
    pub state: TournamentState,
    /// The players, in the order they joined (the creator first).
    pub players: Vec<PlayerName>,
    /// The games, by round, once it started.
    pub games: Vec<Paired>,
}

impl Tournament {
    /// A new tournament, open, its creator its first player.
    #[must_use]
    pub fn new(
        id: u64,
        creator: PlayerName,
        variant: Variant,
        control: TimeControl,
        size: u8,
        starts_at: Option<Timestamp>,
    ) -> Tournament {
        Tournament {
            id,
            creator,
            variant,
            control,
            size,
            starts_at,
            state: TournamentState::Open,
            players: vec![creator],
            games: Vec::new(),
        }
    }

    /// `name` joins, or why not.
    pub fn join(&mut self, name: PlayerName) -> Result<(), String> {
        if self.state != TournamentState::Open {
            return Err(crate::t!("lobby-refused-tournament-closed", id = self.id));
        }
        if self.players.contains(&name) {
            return Err(crate::t!("lobby-refused-tournament-in", id = self.id));
        }
        if self.players.len() >= usize::from(self.size) {
            return Err(crate::t!("lobby-refused-tournament-full", id = self.id));
        }
        self.players.push(name);
        Ok(())
    }

    /// `name` leaves before the start, or why not. The creator cancels rather than leaves.
    pub fn leave(&mut self, name: PlayerName) -> Result<(), String> {
        if self.state != TournamentState::Open {
            return Err(crate::t!("lobby-refused-tournament-started", id = self.id));
        }
        if name == self.creator {
            return Err(crate::t!("lobby-refused-tournament-creator"));
        }
        let at =
            self.players.iter().position(|&p| p == name).ok_or_else(|| crate::t!("lobby-refused-tournament-not-in"))?;
        self.players.remove(at);
        Ok(())
    }

    /// The creator cancels it before the start, or why not.
    pub fn cancel(&mut self, name: PlayerName) -> Result<(), String> {
        if name != self.creator {
            return Err(crate::t!("lobby-refused-tournament-cancel", creator = self.creator.as_str()));
        }
        if self.state != TournamentState::Open {
            return Err(crate::t!("lobby-refused-tournament-started-cancel"));
        }
        self.state = TournamentState::Cancelled;
        Ok(())
    }

    /// Whether it is due to start at `now`: full, or its time came.
    #[must_use]
    pub fn due(&self, now: Timestamp) -> bool {
        self.state == TournamentState::Open
            && (self.players.len() >= usize::from(self.size) || self.starts_at.is_some_and(|at| at <= now))
    }

    /// Starts it: with at least [`MIN_SIZE`] players, paired; with fewer (its time came first), cancelled.
    pub fn start(&mut self) {
        if self.state != TournamentState::Open {
            return;
        }
        if self.players.len() < usize::from(MIN_SIZE) {
            self.state = TournamentState::Cancelled;
            return;
        }
        self.games = pairings(self.players.len());
        self.state = TournamentState::Running;
    }

    /// Game `at` is open as the stored game `code`.
    pub fn opened(&mut self, at: usize, code: String) {
        if let Some(game) = self.games.get_mut(at) {
            game.code = Some(code);
        }
    }

    /// The stored game `code` ended: its result, or none for an abort. An aborted game is scored a double
    /// forfeit (nobody gets a point, it is not played again): a room aborts only when a player asks it before
    /// the game is under way or never comes, and playing it again could go on for ever. Returns whether the
    /// game was one of this tournament's (and newly scored); the tournament is finished with its last result.
    pub fn ended(&mut self, code: &str, result: Option<GameResult>) -> bool {
        let Some(game) = self.games.iter_mut().find(|g| g.code.as_deref() == Some(code) && g.result.is_none()) else {
            return false;
        };
        game.result = Some(match result {
            Some(GameResult::Win(Side::South)) => Score::South,
            Some(GameResult::Win(Side::North)) => Score::North,
            Some(GameResult::Draw) => Score::Draw,
            None => Score::Forfeit,
        });
        if self.games.iter().all(|g| g.result.is_some()) {
            self.state = TournamentState::Finished;
        }
        true
    }

    /// As the lobby lists it.
    #[must_use]
    pub fn view(&self) -> TournamentView {
        TournamentView {
            id: self.id,
            creator: self.creator,
            game: self.variant.name().to_string(),
            control: self.control.to_string(),
            size: self.size,
            starts_ms: self.starts_at.map(|at| u64::try_from(at.as_millisecond()).unwrap_or(0)),
            state: self.state,
            players: self.players.clone(),
            games: self.games.clone(),
        }
    }
}

/// The games of a round robin of `players` players (numbered in the order they joined), round by round: the
/// circle method. With an odd count a bye makes it even (`m` places); place `m - 1` is fixed and the others,
/// `q = m - 1` of them, an odd number, meet in round `r` when their numbers add to `2r` (mod `q`), place `r`
/// meeting the fixed one. Between two of the `q`, South is the one `d` ahead of the other with `d` from 1 to
/// `(q - 1) / 2` (mod `q`): each of them plays South exactly as often as North among themselves; the fixed
/// place alternates its side round by round, so nobody's Souths and Norths differ by more than one. The bye's
/// game is not played: that round's player rests.
#[must_use]
pub fn pairings(players: usize) -> Vec<Paired> {
    let m = players + players % 2;
    if m < 2 {
        return Vec::new();
    }
    let q = m - 1;
    let fixed = m - 1;
    let mut games = Vec::new();
    let place = |at: usize| u8::try_from(at).unwrap_or(u8::MAX);
    for r in 0..q {
        let round = place(r + 1);
        if fixed < players {
            let (south, north) = if r % 2 == 0 { (r, fixed) } else { (fixed, r) };
            games.push(Paired { round, south: place(south), north: place(north), code: None, result: None });
        }
        for a in 0..q {
            let b = (2 * r + q - a) % q;
            if a == b || a == r {
                continue;
            }
            // Each pair once: the one `d` ahead plays South.
            let d = (b + q - a) % q;
            if d <= (q - 1) / 2 {
                games.push(Paired { round, south: place(b), north: place(a), code: None, result: None });
            }
        }
    }
    games
}

/// One player's line of the standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standing {
    /// The player's number in the tournament.
    pub player: usize,
    /// Their name.
    pub name: PlayerName,
    /// Their points, in halves.
    pub halves: u32,
    /// Their Sonneborn-Berger score, in quarters: the points of each opponent beaten, and half those of each
    /// opponent drawn.
    pub sb_quarters: u32,
    /// Games with a result.
    pub played: u32,
}

/// The halves each side of a result scores (a double forfeit, none).
fn halves(score: Score) -> (u32, u32) {
    match score {
        Score::South => (2, 0),
        Score::North => (0, 2),
        Score::Draw => (1, 1),
        Score::Forfeit => (0, 0),
    }
}

/// The standings: by points, then Sonneborn-Berger, then name. Games naming a player not in `names` (a
/// server's view is checked, not trusted) are left out.
#[must_use]
pub fn standings(names: &[PlayerName], games: &[Paired]) -> Vec<Standing> {
    let n = names.len();
    let scored = || {
        games.iter().filter_map(move |g| {
            let (s, no) = (usize::from(g.south), usize::from(g.north));
            (s < n && no < n && s != no).then_some((s, no, g.result?))
        })
    };
    let mut points = vec![0u32; n];
    let mut played = vec![0u32; n];
    for (south, north, score) in scored() {
        let (a, b) = halves(score);
        points[south] += a;
        points[north] += b;
        played[south] += 1;
        played[north] += 1;
    }
    let mut sb = vec![0u32; n];
    for (south, north, score) in scored() {
        let (a, b) = halves(score);
        // A win adds the opponent's halves twice over (quarters), a draw once.
        sb[south] += a * points[north];
        sb[north] += b * points[south];
    }
    let mut table: Vec<Standing> = (0..n)
        .map(|player| Standing {
            player,
            name: names[player],
            halves: points[player],
            sb_quarters: sb[player],
            played: played[player],
        })
        .collect();
    table.sort_by(|a, b| {
        b.halves.cmp(&a.halves).then(b.sb_quarters.cmp(&a.sb_quarters)).then(a.name.as_str().cmp(b.name.as_str()))
    });
    table
}

/// Half-points in words: `2`, `1½`, `½`.
#[must_use]
pub fn points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".into(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Quarter-points in figures: `2`, `2.25`, `2.5`, `2.75`.
#[must_use]
pub fn quarters(quarters: u32) -> String {
    match quarters % 4 {
        0 => (quarters / 4).to_string(),
        1 => format!("{}.25", quarters / 4),
        2 => format!("{}.5", quarters / 4),
        _ => format!("{}.75", quarters / 4),
    }
}

#[cfg(test)]
mod tests;
