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
        Player::Person if people == 1 => crate::t!("play-player-you"),
        Player::Person => crate::t!("play-player-person"),
        Player::Computer { level } => crate::t!("play-computer-level", level = level.number()),
        Player::Remote { name } => crate::printable::printable(name.as_str()).to_string(),
    };
    crate::t!("play-matchup", south = name(seats.south), north = name(seats.north))
}

/// The player in words, as the start screen and the players panel write it: `person`, `computer: level 4,
/// club`.
#[must_use]
pub fn describe(player: Player) -> String {
    match player {
        Player::Person => crate::t!("play-player-person"),
        Player::Computer { level } => {
            crate::t!("play-player-computer", level = level.number(), name = level_name(level))
        }
        Player::Remote { name } => crate::t!("play-player-remote", name = name.as_str()),
    }
}

/// A level's name: `beginner`, `club`, `master`.
#[must_use]
pub fn level_name(level: Level) -> String {
    match level.number() {
        1 => crate::t!("play-level-1"),
        2 => crate::t!("play-level-2"),
        3 => crate::t!("play-level-3"),
        4 => crate::t!("play-level-4"),
        5 => crate::t!("play-level-5"),
        _ => crate::t!("play-level-6"),
    }
}

/// Who plays `side`, by name, where one is known: a person alone at this keyboard is `own` (the player's
/// name; two people at one keyboard are not told apart), the computer `computer level 4`, a player met in a
/// room their name.
#[must_use]
pub fn side_name(seats: Seats, side: crate::rules::Side, own: PlayerName) -> Option<String> {
    match seats[side] {
        Player::Person if seats[side.opponent()] == Player::Person => None,
        Player::Person => Some(crate::printable::printable(own.as_str()).into_owned()),
        Player::Computer { level } => Some(crate::t!("play-computer-level", level = level.number())),
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
        None => crate::t!("screens-saves-computers"),
        Some(Player::Person) => crate::t!("screens-saves-a-person"),
        Some(Player::Computer { level }) => crate::t!("screens-saves-computer", level = level.number()),
        Some(Player::Remote { name }) => crate::printable::printable(name.as_str()).into_owned(),
    }
}

/// How a computer seat is named in the status bar: `north (level 4, club)`.
#[must_use]
pub fn seat_name(side: crate::rules::Side, level: Level) -> String {
    let side = crate::explain::side_word(side);
    crate::t!("play-seat-name", side = side, level = level.number(), name = level_name(level))
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
    fn players_and_levels_are_worded_in_each_language() {
        use crate::i18n::{Language, scoped};
        let club = Player::Computer { level: Level::new(4).unwrap() };
        let bob = Player::Remote { name: "bob".parse().unwrap() };
        scoped(Language::English, || {
            // The store's English words for a player, which the suite's tests read.
            assert_eq!([Player::Person, club, bob].map(describe), [Player::Person, club, bob].map(Player::describe));
            assert_eq!(Level::ALL.map(level_name), Level::ALL.map(|level| level.name().to_string()));
            assert_eq!(seat_name(crate::rules::Side::North, Level::new(4).unwrap()), "north (level 4, club)");
        });
        scoped(Language::Swahili, || {
            assert_eq!(describe(club), "kompyuta: kiwango 4, klabu");
            assert_eq!(matchup(BySide::new(Player::Person, club)), "Kusini: wewe · Kaskazini: kompyuta kiwango 4");
            assert_eq!(seat_name(crate::rules::Side::North, Level::MAX), "Kaskazini (kiwango 6, bingwa)");
        });
    }

    #[test]
    fn swapping_twice_gives_the_seats_back() {
        let seats = BySide::new(Player::Person, Player::Computer { level: Level::MAX });
        assert_eq!(swapped(seats).south, seats.north);
        assert_eq!(swapped(swapped(seats)), seats);
    }
}
