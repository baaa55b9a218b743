//! Who plays each side of a saved game: a person, the computer at a level, or a player in another terminal
//! met in a room, with that player's name.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::rules::BySide;

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(tag = "kind", rename_all = "lowercase", from = "PlayerFields")]
pub enum Player {
    /// A person at the keyboard.
    #[default]
    Person,
    /// The computer at a level (written 1 to 6).
    Computer {
        /// The level.
        level: Level,
    },
    /// A player in another terminal, met in a room (`bao host`, `bao join`): `{"kind": "remote", "name": "ada"}`.
    Remote {
        /// The name they gave.
        name: PlayerName,
    },
}

/// A player's name as a room shows it: 1 to [`PlayerName::MAX_CHARS`] printable characters (no control
/// characters, no spaces at either end), at most 32 bytes. Kept inline, so a [`Player`] stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerName(arrayvec::ArrayString<32>);

impl PlayerName {
    /// The most characters a name has.
    pub const MAX_CHARS: usize = 20;

    /// The name as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A name made of `text` as well as it can be: control characters dropped, cut to the limits, `guest` if
    /// nothing is left (for names taken from the environment, such as `$USER`).
    #[must_use]
    pub fn lenient(text: &str) -> PlayerName {
        let mut name = arrayvec::ArrayString::new();
        for c in text.trim().chars().filter(|c| !c.is_control()).take(Self::MAX_CHARS) {
            if name.try_push(c).is_err() {
                break;
            }
        }
        let trimmed = name.trim_end().len();
        name.truncate(trimmed);
        if name.is_empty() {
            name.push_str("guest");
        }
        PlayerName(name)
    }
}

impl TryFrom<String> for PlayerName {
    type Error = String;

    fn try_from(text: String) -> Result<PlayerName, String> {
        text.as_str().parse()
    }
}

impl From<PlayerName> for String {
    fn from(name: PlayerName) -> String {
        name.0.to_string()
    }
}

impl std::str::FromStr for PlayerName {
    type Err = String;

    fn from_str(text: &str) -> Result<PlayerName, String> {
        let max = Self::MAX_CHARS;
        if text.is_empty() {
            return Err("a name has at least one character".into());
        }
        if text.trim() != text {
            return Err("a name neither starts nor ends with a space".into());
        }
        if text.chars().any(char::is_control) {
            return Err("a name has no control characters".into());
        }
        if text.chars().count() > max {
            return Err(format!("a name has at most {max} characters"));
        }
        arrayvec::ArrayString::from(text).map(PlayerName).map_err(|_| "a name has at most 32 bytes".into())
    }
}

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A player as the command line names one: `person`, or the computer at a level (`4`, `L4` or `club`), as
/// `bao play --south person --north 4` takes them. A player in another terminal is met in a room, never named.
impl std::str::FromStr for Player {
    type Err = String;

    fn from_str(text: &str) -> Result<Player, String> {
        if text.eq_ignore_ascii_case("person") {
            return Ok(Player::Person);
        }
        text.parse::<Level>().map(|level| Player::Computer { level }).map_err(|_| {
            let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
            format!(
                "unknown player `{text}`: give `person`, or the computer's level, 1 to 6 (or L1 to L6, or a name: {})",
                names.join(", ")
            )
        })
    }
}

impl Player {
    /// The player in words: `person`, `computer: level 4, club`.
    #[must_use]
    pub fn describe(self) -> String {
        match self {
            Player::Person => "person".into(),
            Player::Computer { level } => format!("computer: level {}, {}", level.number(), level.name()),
            Player::Remote { name } => format!("remote: {name}"),
        }
    }

    /// The computer's level, if the computer plays.
    #[must_use]
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Person | Player::Remote { .. } => None,
            Player::Computer { level } => Some(level),
        }
    }
}

/// A player as read: as [`Player`], the person a struct without fields, so that a field beside `kind` is refused
/// (serde lets a unit variant of an internally tagged enum through with any fields, `deny_unknown_fields` or
/// not).
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
enum PlayerFields {
    Person {},
    Computer { level: Level },
    Remote { name: PlayerName },
}

impl From<PlayerFields> for Player {
    fn from(fields: PlayerFields) -> Player {
        match fields {
            PlayerFields::Person {} => Player::Person,
            PlayerFields::Computer { level } => Player::Computer { level },
            PlayerFields::Remote { name } => Player::Remote { name },
        }
    }
}

/// Who plays South and North (`{"south": {"kind": "person"}, "north": {"kind": "computer", "level": 4}}`).
pub type Players = BySide<Player>;
