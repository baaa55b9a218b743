//! The user's key bindings for the board: keys named in the settings file (`"z": "undo"`, `"Ctrl-f": "flip"`,
//! `"u": "none"` to free a key) take precedence over the board's key table (and, for what it does, over the
//! study view's, so a key bound to `study` also closes it). Arrows and hjkl both work by
//! default; a binding only adds or replaces the keys it names. Ctrl-c always quits.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use serde::{Deserialize, Serialize};

use super::keys::{self, Action, Key, KeyScreen};

/// The board actions a key can be bound to, by the names the settings file uses.
pub const ACTIONS: [(&str, Action); 22] = [
    ("left", Action::Left),
    ("right", Action::Right),
    ("up", Action::Up),
    ("down", Action::Down),
    ("play", Action::Choose),
    ("undo", Action::Undo),
    ("redo", Action::Redo),
    ("watch", Action::Watch),
    ("flip", Action::Flip),
    ("type-move", Action::Prompt),
    ("auto-watch", Action::AutoWatch),
    ("history", Action::History),
    ("names", Action::Names),
    ("rules", Action::Rules),
    ("study", Action::Study),
    ("resign", Action::Resign),
    ("players", Action::Players),
    ("back", Action::Back),
    ("help", Action::Help),
    ("settings", Action::Settings),
    ("quit", Action::Quit),
    ("none", Action::Unbound),
];

/// Keys with names, as the settings file writes them.
const NAMED: [(&str, KeyCode); 12] = [
    ("Left", KeyCode::Left),
    ("Right", KeyCode::Right),
    ("Up", KeyCode::Up),
    ("Down", KeyCode::Down),
    ("Enter", KeyCode::Enter),
    ("Tab", KeyCode::Tab),
    ("Esc", KeyCode::Esc),
    ("Backspace", KeyCode::Backspace),
    ("Home", KeyCode::Home),
    ("End", KeyCode::End),
    ("PageUp", KeyCode::PageUp),
    ("PageDown", KeyCode::PageDown),
];

/// A key's name: `z`, `Space`, `Ctrl-f`, `Left`, `F5`.
#[must_use]
pub fn key_name(key: Key) -> String {
    match key {
        Key::Char(' ') => "Space".into(),
        Key::Char(c) => c.to_string(),
        Key::Ctrl(c) => format!("Ctrl-{c}"),
        Key::Code(KeyCode::F(n)) => format!("F{n}"),
        Key::Code(code) => {
            NAMED.iter().find(|(_, c)| *c == code).map_or_else(|| format!("{code:?}"), |(n, _)| (*n).into())
        }
    }
}

/// Reads a key's name (see [`key_name`]).
pub fn parse_key(text: &str) -> Result<Key, String> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if !c.is_control() => return Ok(Key::Char(c)),
        (None, _) => return Err("an empty key name".into()),
        _ => {}
    }
    if text == "Space" {
        return Ok(Key::Char(' '));
    }
    if let Some(letter) = text.strip_prefix("Ctrl-").filter(|l| l.len() == 1 && l.is_ascii()) {
        let c = letter.chars().next().unwrap_or('c').to_ascii_lowercase();
        return if c == 'c' { Err("Ctrl-c always quits".into()) } else { Ok(Key::Ctrl(c)) };
    }
    if let Some(n) = text.strip_prefix('F').and_then(|n| n.parse::<u8>().ok()).filter(|n| (1..=12).contains(n)) {
        return Ok(Key::Code(KeyCode::F(n)));
    }
    NAMED
        .iter()
        .find(|(n, _)| *n == text)
        .map(|(_, code)| Key::Code(*code))
        .ok_or_else(|| format!("unknown key `{text}`"))
}

/// Whether `key` can be bound: it has a name that reads back as itself, and it is not Ctrl-c.
#[must_use]
pub fn bindable(key: Key) -> bool {
    parse_key(&key_name(key)) == Ok(key)
}

/// The key of a key event, as a binding would name it.
#[must_use]
pub fn key_of(event: &KeyEvent) -> Key {
    match event.code {
        KeyCode::Char(c) if event.modifiers.contains(KeyModifiers::CONTROL) => Key::Ctrl(c.to_ascii_lowercase()),
        KeyCode::Char(c) => Key::Char(c),
        code => Key::Code(code),
    }
}

/// The name of a bindable action.
#[must_use]
pub fn action_name(action: Action) -> &'static str {
    ACTIONS.iter().find(|(_, a)| *a == action).map_or("none", |(n, _)| n)
}

/// The user's bindings for the board, in the order of their keys.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(try_from = "Bindings", into = "Bindings")]
pub struct Keymap {
    board: Vec<(Key, Action)>,
}

/// The keymap as the settings file writes it.
#[derive(Serialize, Deserialize, Default)]
#[serde(default, deny_unknown_fields)]
struct Bindings {
    board: BTreeMap<String, String>,
}

impl TryFrom<Bindings> for Keymap {
    type Error = String;

    fn try_from(bindings: Bindings) -> Result<Keymap, String> {
        let mut keymap = Keymap::default();
        for (key, action) in bindings.board {
            let key = parse_key(&key).map_err(|e| format!("keys.board: {e}"))?;
            let names = || ACTIONS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
            let action = ACTIONS
                .iter()
                .find(|(n, _)| *n == action)
                .map(|(_, a)| *a)
                .ok_or_else(|| format!("keys.board: unknown action `{action}` (there are: {})", names()))?;
            keymap.bind(key, action);
        }
        Ok(keymap)
    }
}

impl From<Keymap> for Bindings {
    fn from(keymap: Keymap) -> Bindings {
        let board = keymap.board.iter().map(|&(k, a)| (key_name(k), action_name(a).to_string())).collect();
        Bindings { board }
    }
}

impl FromStr for Keymap {
    type Err = String;

    /// Reads a keymap from the JSON of the settings file's `keys` section.
    fn from_str(text: &str) -> Result<Keymap, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

impl fmt::Display for Keymap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> =
            self.board.iter().map(|&(k, a)| format!("{} {}", key_name(k), action_name(a))).collect();
        f.write_str(&words.join(", "))
    }
}

impl Keymap {
    /// Binds `key` to `action` on the board, replacing any binding of that key.
    pub fn bind(&mut self, key: Key, action: Action) {
        self.board.retain(|&(k, _)| k != key);
        self.board.push((key, action));
        self.board.sort_by_key(|&(k, _)| key_name(k));
    }

    /// Whether the user bound no key.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.board.is_empty()
    }

    /// Removes the user's bindings of `action`.
    pub fn clear(&mut self, action: Action) {
        self.board.retain(|&(_, a)| a != action);
    }

    /// The user's keys for `action`.
    #[must_use]
    pub fn keys_of(&self, action: Action) -> Vec<Key> {
        self.board.iter().filter(|&&(_, a)| a == action).map(|&(k, _)| k).collect()
    }

    /// Whether the user bound `key` on the board (to an action, or to nothing).
    #[must_use]
    pub fn binds(&self, key: Key) -> bool {
        self.board.iter().any(|&(k, _)| k == key)
    }

    /// The action the user bound to the key of `event` on the board, if any.
    #[must_use]
    pub fn action(&self, event: &KeyEvent) -> Option<Action> {
        let key = key_of(event);
        self.board.iter().find(|&&(k, _)| k == key).map(|&(_, a)| a)
    }
}

/// The action of a key on `screen`, the user's bindings (`keymap`) first: the real loop's key mapping.
/// `capturing` is the settings screen waiting for a key to bind, which takes any key but Ctrl-c.
#[must_use]
pub fn map_key(keymap: &Keymap, event: &KeyEvent, screen: KeyScreen, capturing: bool) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    if capturing && key_of(event) != Key::Ctrl('c') {
        return Some(Action::Bind(key_of(event)));
    }
    if let Some(action) = keymap.action(event).filter(|_| key_of(event) != Key::Ctrl('c')) {
        // Over the board, the study view takes the user's keys for what it does too.
        let in_study = matches!(
            action,
            Action::Study
                | Action::Up
                | Action::Down
                | Action::Choose
                | Action::Undo
                | Action::Flip
                | Action::Back
                | Action::Help
                | Action::Quit
        );
        if matches!(screen, KeyScreen::Board | KeyScreen::Room) || (screen == KeyScreen::Study && in_study) {
            return Some(action);
        }
    }
    keys::map_key(event, screen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_read_and_write_the_same() {
        for name in ["z", "Z", "Space", "Ctrl-f", "Left", "Enter", "F5", "<", "PageDown"] {
            assert_eq!(key_name(parse_key(name).unwrap()), name);
        }
        for bad in ["", "Ctrl-c", "Ctrl-", "F13", "left", "zz"] {
            assert!(parse_key(bad).is_err(), "{bad}");
        }
        assert!(bindable(Key::Char('z')) && bindable(Key::Code(KeyCode::F(3))));
        assert!(!bindable(Key::Ctrl('c')) && !bindable(Key::Code(KeyCode::Insert)));
    }

    #[test]
    fn bindings_replace_keys_and_free_them() {
        let mut keymap: Keymap = r#"{"board": {"z": "undo", "u": "none"}}"#.parse().unwrap();
        let event = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(keymap.action(&event('z')), Some(Action::Undo));
        assert_eq!(keymap.action(&event('u')), Some(Action::Unbound));
        assert_eq!(keymap.action(&event('w')), None);
        keymap.bind(Key::Char('z'), Action::Flip);
        assert_eq!(keymap.to_string(), "u none, z flip");
        keymap.clear(Action::Flip);
        assert_eq!(keymap.keys_of(Action::Unbound), [Key::Char('u')]);
        let error = "{\"board\": {\"z\": \"fly\"}}".parse::<Keymap>().unwrap_err();
        assert!(error.contains("unknown action `fly`"), "{error}");
    }
}
