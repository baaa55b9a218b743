//! Who plays each side: a person at this keyboard or the computer at a level. A game's seats are the store's
//! own [`Players`](crate::store::Players) (one [`Player`] for each [`Side`](crate::rules::Side)), so they are saved as they are, and
//! the start screen and the players panel change them with the one rule of [`next_player`].

use crate::engine::Level;
use crate::rules::BySide;
pub use crate::store::{Player, Players as Seats};

/// Two people, the start screen's default.
#[must_use]
pub fn people() -> Seats {
    BySide::new(Player::Person, Player::Person)
}

/// The same players, sides swapped (a rematch, or the start screen's swap line).
#[must_use]
pub fn swapped(seats: Seats) -> Seats {
    BySide::new(seats.north, seats.south)
}

/// The player a side changes to with ← (`by` = -1) or →: a person becomes the computer at `default` (the
/// settings' level for that side, "the level each side gets when made the computer"); the computer's level then
/// goes down or up, and past level 1 or 6 it is a person again. So either arrow reaches the default level
/// first, and every level stays within reach.
#[must_use]
pub fn next_player(now: Player, by: isize, default: Level) -> Player {
    match now {
        Player::Person | Player::Remote { .. } => Player::Computer { level: default },
        Player::Computer { level } => match u8::try_from(isize::from(level.number()) + by.signum()) {
            Ok(next) => Level::new(next).map_or(Player::Person, |level| Player::Computer { level }),
            Err(_) => Player::Person,
        },
    }
}

/// Who plays whom, as a new game first says it: `South: you · North: computer level 4`. A person is "you"
/// when the other side is not a person too.
#[must_use]
pub fn matchup(seats: Seats) -> String {
    let people = [seats.south, seats.north].iter().filter(|&&player| player == Player::Person).count();
    let name = |player: Player| match player {
        Player::Person if people == 1 => "you".to_string(),
        Player::Person => "person".to_string(),
        Player::Computer { level } => format!("computer level {}", level.number()),
        Player::Remote { name } => crate::printable::printable(name.as_str()).to_string(),
    };
    format!("South: {} · North: {}", name(seats.south), name(seats.north))
}

/// How a computer seat is named in the status bar: `north (level 4, club)`.
#[must_use]
pub fn seat_name(side: crate::rules::Side, level: Level) -> String {
    format!("{side} (level {}, {})", level.number(), level.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_arrow_reaches_the_default_level_first_and_every_level_stays_in_reach() {
        let four = Level::new(4).unwrap();
        assert_eq!(next_player(Player::Person, 1, four), Player::Computer { level: four });
        assert_eq!(next_player(Player::Person, -1, four), Player::Computer { level: four });
        assert_eq!(next_player(Player::Computer { level: Level::MAX }, 1, four), Player::Person);
        assert_eq!(next_player(Player::Computer { level: Level::MIN }, -1, four), Player::Person);
        let mut player = Player::Computer { level: Level::MIN };
        for level in Level::ALL.into_iter().skip(1) {
            player = next_player(player, 1, four);
            assert_eq!(player, Player::Computer { level });
        }
    }

    #[test]
    fn the_matchup_names_both_sides_and_a_lone_person_is_you() {
        let four = Player::Computer { level: Level::new(4).unwrap() };
        assert_eq!(matchup(BySide::new(Player::Person, four)), "South: you · North: computer level 4");
        assert_eq!(matchup(BySide::new(four, Player::Person)), "South: computer level 4 · North: you");
        assert_eq!(matchup(people()), "South: person · North: person");
    }

    #[test]
    fn swapping_twice_gives_the_seats_back() {
        let seats = BySide::new(Player::Person, Player::Computer { level: Level::MAX });
        assert_eq!(swapped(seats).south, seats.north);
        assert_eq!(swapped(swapped(seats)), seats);
    }
}
