//! The user's settings, kept as JSON in the configuration folder (`BAO_CONFIG_DIR`, or the folder the system
//! gives the app): theme, playback, drawing, default computer levels and key bindings. Written atomically; a
//! damaged file is reported and the defaults used, and it is left alone until the user saves settings again.

use crate::t;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::rules::{BySide, Variant};
use crate::store::{Player, PlayerName};
use crate::theme::Palette;

use super::keymap::Keymap;

/// The environment variable that overrides the configuration folder (tests use it).
pub const CONFIG_DIR_VARIABLE: &str = "BAO_CONFIG_DIR";

/// The settings file's name inside the configuration folder.
pub const FILE_NAME: &str = "settings.json";

/// Everything the settings file holds, each a line of the settings screen.
#[allow(clippy::struct_excessive_bools, reason = "each is one on-or-off line of the file, as the user writes it")]
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
#[serde(default)]
pub struct Settings {
    /// The theme's name.
    pub theme: String,
    /// Watch every new move seed by seed, automatically.
    pub auto_watch: bool,
    /// Playback speed (index in [`SPEEDS`](crate::tui::playback::SPEEDS)).
    pub speed: usize,
    /// Show pit names along the board's edges.
    pub names: bool,
    /// Draw boxes and marks in plain ASCII.
    pub ascii: bool,
    /// The level each side gets when made the computer on the start screen or in the players panel (the first
    /// press of ← or → on a person's line); the seats themselves start as people. Written `[south, north]`,
    /// a number out of 1 to 6 brought back in.
    #[serde(with = "levels_file")]
    pub levels: BySide<Level>,
    /// Extra key bindings.
    pub keys: Keymap,
    /// The computer's search table, in MiB: a power of two from 1 to
    /// [`MAX_TABLE_MIB`](crate::engine::MAX_TABLE_MIB).
    pub search_table_mib: u32,
    /// The colours to draw in: `"auto"` (as the terminal announces), or `"256"` or `"16"` forced, for a
    /// terminal that misreports (`PuTTY` says `TERM=xterm` and shows 256). Never turns colour on under
    /// `NO_COLOR` or `--color never`.
    pub palette: Palette,
    /// Ring the terminal's bell (one BEL) when the opponent has moved and it is a person's turn: over SSH the
    /// only sound that reaches the player. Off by default.
    pub bell: bool,
    /// Let others watch this player's games against the computer: under `bao serve`, each such game on the
    /// screen is mirrored to a public room the server keeps (not stored there), listed in the lobby's games to
    /// watch. Off by default; nothing elsewhere.
    pub watchable: bool,
    /// The last game started (a game's name, `kete` to `kingulu`): the start screen opens on it. Written by
    /// the program each time a game starts; a name it does not know opens the first game.
    pub game: String,
    /// Who played South and North in the last game started, as a save writes them: the start screen and
    /// `bao play` without `--south` or `--north` begin with them. A room's remote player is remembered as a
    /// person.
    pub players: BySide<Player>,
    /// The player's name, as a room and the game's panels show it (`"ada"`); `null`, the default, is the
    /// login name. Not used under `bao serve`, where the name is the SSH user's.
    pub name: Option<PlayerName>,
    /// The language of the program's words (`"en"`, `"sw"`); `null`, the default, is the locale's
    /// ([`Language::from_environment`](crate::i18n::Language::from_environment)).
    #[serde(with = "language_file")]
    pub language: Option<crate::i18n::Language>,
    /// Start in the line mode (`bao --lines`: the game as a conversation, one line at a time, for a screen
    /// reader or a braille display) even in a terminal. Off by default.
    pub lines: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: crate::theme::DEFAULT_NAME.to_string(),
            auto_watch: false,
            speed: 3,
            names: true,
            ascii: false,
            levels: BySide::new(Level::NOVICE, Level::NOVICE),
            keys: Keymap::default(),
            search_table_mib: crate::engine::DEFAULT_TABLE_MIB,
            palette: Palette::Auto,
            bell: false,
            watchable: false,
            game: Variant::ALL[0].name().to_string(),
            players: BySide::new(Player::Person, Player::Person),
            name: None,
            language: None,
            lines: false,
        }
    }
}

/// The configuration folder: `$BAO_CONFIG_DIR`, or the system's configuration folder for the app; `None` if
/// the system gives none, or if the test guard ([`crate::store::TEST_GUARD_VARIABLE`]) is on and
/// `BAO_CONFIG_DIR` is not set (a test never reads or writes the user's settings).
#[must_use]
pub fn config_dir() -> Option<PathBuf> {
    if let Some(folder) = std::env::var_os(CONFIG_DIR_VARIABLE).filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(folder));
    }
    if crate::store::test_guard() {
        return None;
    }
    directories::ProjectDirs::from("", "", "bao-tui").map(|dirs| dirs.config_dir().to_path_buf())
}

/// What kind of JSON value `value` is, as a message's selector (`screens-settings-not-object` words it).
fn kind_of(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "bool",
        serde_json::Value::Number(_) => "number",
        serde_json::Value::String(_) => "string",
        serde_json::Value::Array(_) => "array",
        serde_json::Value::Object(_) => "object",
    }
}

impl Settings {
    /// Reads the settings in `folder`. A missing file gives the defaults silently; an unreadable or damaged
    /// one (not a regular file, over 1 MiB, not JSON, not an object, a value of the wrong kind) gives the
    /// defaults and a message naming the file and the error. Keys this program does not know (a misspelling,
    /// or a setting of a newer bao) are named in a message; the settings it knows are used.
    #[must_use]
    pub fn load(folder: &Path) -> (Settings, Option<String>) {
        let path = folder.join(FILE_NAME);
        // Under `bao serve`, shown from the player's folder: never the server's own paths.
        let shown = crate::served::shown_folder(&path);
        let text = match crate::store::read_text_limited(&path, crate::store::MAX_FILE_BYTES) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return (Settings::default(), None),
            Err(error) => {
                return (
                    Settings::default(),
                    Some(t!("screens-settings-unreadable", path = shown, error = error.to_string())),
                );
            }
        };
        match Settings::parse(&text) {
            Ok((settings, unknown)) => {
                let warning = (!unknown.is_empty()).then(|| {
                    let keys: Vec<String> = unknown.iter().map(|key| format!("`{key}`")).collect();
                    let known: Vec<String> = Settings::keys().map(|key| format!("`{key}`")).collect();
                    let (keys, known) = (keys.join(", "), known.join(", "));
                    t!("screens-settings-unknown", path = shown.as_str(), keys = keys, known = known)
                });
                (settings.sanitised(), warning)
            }
            Err(error) => {
                let why = t!("screens-settings-damaged", path = shown, error = error);
                (Settings::default(), Some(why))
            }
        }
    }

    /// Reads settings from JSON text (a leading byte-order mark allowed): the settings, and the keys that
    /// are not settings. The text must be a JSON object.
    pub fn parse(text: &str) -> Result<(Settings, Vec<String>), String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let serde_json::Value::Object(mut fields) = value else {
            return Err(t!("screens-settings-not-object", kind = kind_of(&value)));
        };
        let known: Vec<String> = Settings::keys().collect();
        let unknown: Vec<String> = fields.keys().filter(|key| !known.contains(key)).cloned().collect();
        fields.retain(|key, _| known.contains(key));
        let settings = serde_json::from_value(serde_json::Value::Object(fields)).map_err(|e| e.to_string())?;
        Ok((settings, unknown))
    }

    /// The names of the settings, as the file writes them.
    fn keys() -> impl Iterator<Item = String> {
        let value = serde_json::to_value(Settings::default()).expect("the settings always serialise");
        value.as_object().map(|fields| fields.keys().cloned().collect::<Vec<_>>()).unwrap_or_default().into_iter()
    }

    /// Writes the settings to `folder` (created if needed), atomically; returns the file's path.
    pub fn save(&self, folder: &Path) -> io::Result<PathBuf> {
        std::fs::create_dir_all(folder)?;
        let path = folder.join(FILE_NAME);
        let mut text = serde_json::to_string_pretty(self).map_err(io::Error::other)?;
        text.push('\n');
        crate::store::atomic::write_atomic(&path, text.as_bytes())?;
        crate::store::atomic::remove_leftovers(folder, Some(FILE_NAME));
        Ok(path)
    }

    /// Values out of range brought back in (a hand-edited speed of 99 is the fastest speed, a search table of
    /// 100 MiB one of 64).
    #[must_use]
    pub fn sanitised(mut self) -> Settings {
        self.speed = self.speed.min(super::playback::SPEEDS.len() - 1);
        self.search_table_mib = 1 << self.search_table_mib.clamp(1, crate::engine::MAX_TABLE_MIB).ilog2();
        self.players = self.players.map(|player| match player {
            Player::Remote { .. } => Player::Person,
            other => other,
        });
        self
    }

    /// The last game started ([`Settings::game`]), or the first game if the file names none this program knows.
    #[must_use]
    pub fn last_game(&self) -> Variant {
        self.game.parse().unwrap_or(Variant::ALL[0])
    }

    /// Makes the settings that are not the interface's own take effect: the search table's size.
    pub fn apply(&self) {
        // Always in range once sanitised; one out of range would leave the size as it was.
        let _ = crate::engine::set_table_mib(u64::from(self.search_table_mib));
    }
}

/// The language as the settings file writes it: its code, or `null` for the locale's; a code the program does
/// not know is read as `null`, so a settings file from a newer bao with more languages still loads.
mod language_file {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::i18n::Language;

    #[allow(
        clippy::ref_option,
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's `with` passes the field by reference"
    )]
    pub fn serialize<S: Serializer>(language: &Option<Language>, to: S) -> Result<S::Ok, S::Error> {
        language.map(Language::code).serialize(to)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<Option<Language>, D::Error> {
        Ok(Option::<String>::deserialize(from)?.and_then(|code| code.parse().ok()))
    }
}

/// The levels as the settings file writes them: `[south, north]`, read back clamped to 1 to 6.
mod levels_file {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::engine::Level;
    use crate::rules::BySide;

    #[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's `with` passes the field by reference")]
    pub fn serialize<S: Serializer>(levels: &BySide<Level>, to: S) -> Result<S::Ok, S::Error> {
        [levels.south, levels.north].serialize(to)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<BySide<Level>, D::Error> {
        let [south, north] = <[u8; 2]>::deserialize(from)?;
        let level = |number: u8| Level::new(number.clamp(Level::MIN.number(), Level::MAX.number()));
        Ok(BySide::new(level(south), level(north)).map(|level| level.expect("clamped to a level")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("bao-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    #[test]
    fn settings_survive_a_round_trip() {
        let folder = folder("round");
        assert_eq!(Settings::load(&folder), (Settings::default(), None));
        let mut settings = Settings {
            theme: "classic-wood".into(),
            ascii: true,
            levels: BySide::new(Level::MIN, Level::new(3).unwrap()),
            ..Settings::default()
        };
        settings.keys = r#"{"board": {"z": "undo", "Ctrl-f": "flip", "u": "none"}}"#.parse().unwrap();
        let path = settings.save(&folder).unwrap();
        assert_eq!(path, folder.join(FILE_NAME));
        assert_eq!(Settings::load(&folder), (settings, None));
        let names: Vec<_> = std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, [FILE_NAME], "no temporary file is left behind");
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_partial_file_keeps_the_other_defaults_and_out_of_range_values_are_clamped() {
        let folder = folder("partial");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(FILE_NAME), r#"{"ascii": true, "speed": 99, "levels": [0, 7]}"#).unwrap();
        let (settings, warning) = Settings::load(&folder);
        assert_eq!(warning, None);
        assert!(settings.ascii && settings.names);
        assert_eq!((settings.speed, settings.levels), (5, BySide::new(Level::MIN, Level::MAX)));
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_file_from_before_the_last_game_was_kept_loads_with_two_people_on_the_first_game() {
        let folder = folder("older");
        std::fs::create_dir_all(&folder).unwrap();
        let older = r#"{"theme": "classic-wood", "auto_watch": false, "speed": 3, "names": true, "ascii": false,
            "levels": [2, 4], "keys": {}, "search_table_mib": 8, "palette": "auto", "bell": false}"#;
        std::fs::write(folder.join(FILE_NAME), older).unwrap();
        let (settings, warning) = Settings::load(&folder);
        assert_eq!(warning, None);
        assert_eq!(settings.theme, "classic-wood");
        assert!(!settings.watchable, "nobody watches the games of a file from before the setting");
        assert_eq!(
            (settings.last_game(), settings.players),
            (Variant::ALL[0], BySide::new(Player::Person, Player::Person))
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_last_game_and_players_round_trip_and_a_strange_game_or_a_remote_player_is_brought_back_in() {
        let four = Player::Computer { level: Level::new(4).unwrap() };
        let text = r#"{"game": "kingulu", "players": {"south": {"kind": "person"}, "north": {"kind": "computer", "level": 4}}}"#;
        let (settings, unknown) = Settings::parse(text).unwrap();
        assert!(unknown.is_empty());
        assert_eq!((settings.last_game(), settings.players), (Variant::Kingulu, BySide::new(Player::Person, four)));
        let text = r#"{"game": "chess", "players": {"south": {"kind": "remote", "name": "ada"}, "north": {"kind": "person"}}}"#;
        let settings = Settings::parse(text).unwrap().0.sanitised();
        assert_eq!(settings.last_game(), Variant::ALL[0]);
        assert_eq!(settings.players, BySide::new(Player::Person, Player::Person));
    }

    #[test]
    fn a_damaged_file_gives_defaults_and_a_message_and_stays_untouched() {
        let folder = folder("damaged");
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join(FILE_NAME);
        for damaged in ["{\"theme\": ", "[1, 2]", "{\"speed\": \"fast\"}", "{\"keys\": {\"board\": {\"z\": \"fly\"}}}"]
        {
            std::fs::write(&path, damaged).unwrap();
            let (settings, warning) = Settings::load(&folder);
            assert_eq!(settings, Settings::default());
            let warning = warning.unwrap();
            assert!(warning.starts_with(&format!("settings {}: ", path.display())), "{warning}");
            assert!(warning.ends_with("using the defaults until you save settings"), "{warning}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
        }
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn unknown_keys_are_named_and_the_known_settings_kept() {
        let folder = folder("unknown");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(FILE_NAME), r#"{"acsii": true, "names": false}"#).unwrap();
        let (settings, warning) = Settings::load(&folder);
        assert!(!settings.names && !settings.ascii);
        let warning = warning.unwrap();
        assert!(
            warning.contains("unknown setting `acsii` ignored (the settings are `theme`, `auto_watch`"),
            "{warning}"
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn a_file_that_is_not_an_object_is_refused_and_a_byte_order_mark_accepted() {
        for (text, kind) in [("[]", "an array [...]"), ("3", "a number"), ("null", "null"), ("\"x\"", "a string")] {
            let error = Settings::parse(text).unwrap_err();
            assert_eq!(error, format!("the settings must be a JSON object {{...}}, not {kind}"));
        }
        let (settings, unknown) = Settings::parse("\u{feff}{\"ascii\": true}").unwrap();
        assert!(settings.ascii && unknown.is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_as_the_settings_is_refused_at_once() {
        let folder = folder("pipe");
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join(FILE_NAME);
        assert!(std::process::Command::new("mkfifo").arg(&path).status().unwrap().success());
        let (settings, warning) = Settings::load(&folder);
        assert_eq!(settings, Settings::default());
        assert_eq!(warning.unwrap(), format!("settings {}: not a regular file (a named pipe)", path.display()));
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
