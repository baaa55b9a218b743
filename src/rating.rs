//! Ratings (feature `serve`): each player's Glicko-2 rating per game, as Glickman's paper defines it
//! (<http://www.glicko.net/glicko/glicko2.pdf>), with the arithmetic of the `skillratings` crate. Plain values
//! and pure functions: the server's database keeps the ratings and calls [`after_game`] in the transaction that
//! records a rated game's end.
//!
//! The parameters, and why:
//! - **A new player** starts at 1500 with a deviation of 350 and a volatility of 0.06, the paper's defaults.
//! - **τ (tau) is 0.5**, inside Glickman's "reasonable choices between 0.3 and 1.2": a player's volatility moves
//!   slowly, as a game played over days (a correspondence game) should not swing it.
//! - **Each game is its own rating period**, as online servers do (lichess): a rating changes when the game
//!   ends, not at the end of a week, so the game-over box can say by how much.
//! - **Provisional** while the deviation is above [`PROVISIONAL_DEVIATION`] (110, lichess's threshold): the
//!   rating is shown with a `?` and the leaderboard leaves it out.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::rules::{BySide, GameResult, Side};

/// A rating above this deviation is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// τ, the constraint on the change of volatility.
pub const TAU: f64 = 0.5;

/// The fewest rated games a player on a leaderboard has played (`bao serve --leaderboard`, the lobby's).
pub const LEADERBOARD_GAMES: u32 = 5;

/// A player's rating in one game.
#[derive(Clone, Copy, PartialEq, Debug)]
#[allow(clippy::struct_field_names, reason = "Glicko-2's own word for the number is its rating")]
pub struct Rating {
    /// The rating (1500 to begin with).
    pub rating: f64,
    /// Its deviation (350 to begin with): how uncertain it is.
    pub deviation: f64,
    /// Its volatility (0.06 to begin with): how erratic the player's results are.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        let new = Glicko2Rating::new();
        Rating { rating: new.rating, deviation: new.deviation, volatility: new.volatility, games: 0 }
    }
}

impl Rating {
    /// Whether the rating is still provisional.
    #[must_use]
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown: whole, with a `?` while provisional (`1512`, `1500?`).
    #[must_use]
    pub fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    fn from_glicko(rating: Glicko2Rating, games: u32) -> Rating {
        Rating { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility, games }
    }
}

/// The configuration of every update.
fn config() -> Glicko2Config {
    Glicko2Config { tau: TAU, ..Glicko2Config::new() }
}

/// Both players' ratings after a rated game between them ended with `result`, one rating period.
#[must_use]
pub fn after_game(before: BySide<Rating>, result: GameResult) -> BySide<Rating> {
    let outcome = match result {
        GameResult::Win(Side::South) => Outcomes::WIN,
        GameResult::Win(Side::North) => Outcomes::LOSS,
        GameResult::Draw => Outcomes::DRAW,
    };
    let (south, north) = glicko2(&before.south.glicko(), &before.north.glicko(), &outcome, &config());
    BySide::new(
        Rating::from_glicko(south, before.south.games.saturating_add(1)),
        Rating::from_glicko(north, before.north.games.saturating_add(1)),
    )
}

/// A rating's change as the game-over box says it: `ada 1512 → 1528 (+16)`.
#[must_use]
pub fn change(name: &str, before: Rating, after: Rating) -> String {
    let delta = after.rating.round() - before.rating.round();
    format!("{name} {} → {} ({delta:+.0})", before.shown(), after.shown())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// The worked example of Glickman's paper (section "Example calculation"): a player of 1500, deviation 200,
    /// volatility 0.06, plays three opponents in one period (1400/30 won, 1550/100 lost, 1700/300 lost) with
    /// τ = 0.5, and ends at 1464.06, deviation 151.52, volatility 0.05999. The crate and the configuration this
    /// module uses give exactly that.
    #[test]
    fn the_arithmetic_is_glickmans_worked_example() {
        let player = Glicko2Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let opponent = |rating, deviation| Glicko2Rating { rating, deviation, volatility: 0.06 };
        let results = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &results, &config());
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_moves_both_ratings_by_the_crates_arithmetic_and_counts_the_game() {
        let new = Rating::default();
        assert!(new.provisional());
        assert_eq!(new.shown(), "1500?");
        let after = after_game(BySide::new(new, new), GameResult::Win(Side::South));
        let (south, north) =
            glicko2(&new.glicko(), &new.glicko(), &Outcomes::WIN, &Glicko2Config { tau: 0.5, ..Glicko2Config::new() });
        assert_eq!((after.south.rating, after.north.rating), (south.rating, north.rating));
        assert!(after.south.rating > 1500.0 && after.north.rating < 1500.0);
        assert_eq!((after.south.games, after.north.games), (1, 1));
        // A draw between equals changes neither rating, only their deviations.
        let drawn = after_game(BySide::new(new, new), GameResult::Draw);
        assert!((drawn.south.rating - 1500.0).abs() < 1e-9 && drawn.south.deviation < new.deviation);
        // North's win is south's loss.
        let lost = after_game(BySide::new(new, new), GameResult::Win(Side::North));
        assert_eq!((lost.south.rating, lost.north.rating), (after.north.rating, after.south.rating));
    }

    #[test]
    fn a_change_reads_as_the_game_over_box_says_it() {
        let before = Rating { rating: 1512.4, deviation: 80.0, volatility: 0.06, games: 30 };
        let after = Rating { rating: 1527.6, ..before };
        assert_eq!(change("ada", before, after), "ada 1512 → 1528 (+16)");
        let lower = Rating { rating: 1500.0, deviation: 300.0, ..before };
        assert_eq!(change("bob", lower, Rating { rating: 1450.2, ..lower }), "bob 1500? → 1450? (-50)");
    }
}
