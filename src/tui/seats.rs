//! Who plays each side: a person at this keyboard or the computer at a level. A game's seats are the store's
//! own [`Players`](crate::store::Players) (one [`Player`] for each [`Side`](crate::rules::Side)), so they are saved as they are, and
//! the start screen and the players panel change them with the one rule of [`next_player`].

use crate::engine::Level;
use crate::rules::BySide;
pub use crate::store::{Player, PlayerName, Players as Seats};

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

/// Who plays `side`, by name, where one is known: a person alone at this keyboard is `own` (the player's
/// name; two people at one keyboard are not told apart), the computer `computer level 4`, a player met in a
/// room their name.
#[must_use]
pub fn side_name(seats: Seats, side: crate::rules::Side, own: PlayerName) -> Option<String> {
    match seats[side] {
        Player::Person if seats[side.opponent()] == Player::Person => None,
        Player::Person => Some(crate::printable::printable(own.as_str()).into_owned()),
        Player::Computer { level } => Some(format!("computer level {}", level.number())),
        Player::Remote { name } if name.as_str() == "(free)" => None,
        Player::Remote { name } => Some(crate::printable::printable(name.as_str()).into_owned()),
    }
}

/// Whom the person of a saved game played, as the saves list's column says it: the other player's name, the
/// computer's level (`computer 4`), `a person` for two people at one keyboard, `computers` when no person
/// played.
#[must_use]
pub fn opponent(seats: Seats) -> String {
    use crate::rules::Side;
    let person = Side::BOTH.into_iter().find(|&side| seats[side] == Player::Person);
    match person.map(|side| seats[side.opponent()]) {
        None => "computers".into(),
        Some(Player::Person) => "a person".into(),
        Some(Player::Computer { level }) => format!("computer {}", level.number()),
        Some(Player::Remote { name }) => crate::printable::printable(name.as_str()).into_owned(),
    }
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
    fn a_side_is_named_where_a_name_is_known_and_two_people_are_not_told_apart() {
        use crate::rules::Side;
        let ada: PlayerName = "ada".parse().unwrap();
        let four = Player::Computer { level: Level::new(4).unwrap() };
        let bob = Player::Remote { name: "bob".parse().unwrap() };
        let named = |seats: Seats| Side::BOTH.map(|side| side_name(seats, side, ada));
        assert_eq!(named(BySide::new(Player::Person, four)), [Some("ada".into()), Some("computer level 4".into())]);
        assert_eq!(named(BySide::new(bob, Player::Person)), [Some("bob".into()), Some("ada".into())]);
        assert_eq!(named(people()), [None, None]);
        let free = Player::Remote { name: "(free)".parse().unwrap() };
        assert_eq!(named(BySide::new(Player::Person, free)), [Some("ada".into()), None]);
        assert_eq!(opponent(BySide::new(Player::Person, four)), "computer 4");
        assert_eq!(opponent(BySide::new(bob, Player::Person)), "bob");
        assert_eq!((opponent(people()), opponent(BySide::new(four, four))), ("a person".into(), "computers".into()));
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
