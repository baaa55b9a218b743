//! The settings screen's state and what its keys do: a draft of the settings changed line by line (the theme
//! previewed at once on a sample board), saved to the settings file with Enter or dropped with Esc.

use crate::engine::Level;
use crate::i18n::Language;
use crate::rules::Side;
use crate::store::PlayerName;
use crate::t;
use crate::theme::{self, Entry, Palette};

use super::keymap;
use super::keys::{Action, Edit, Key, KeyScreen, TextField};
use super::playback::SPEEDS;
use super::settings::Settings;
use super::shared::Shared;
use super::style::Theme;

/// The board actions whose keys the screen shows and rebinds, in order.
pub const KEY_LINES: [Action; 9] = [
    Action::Left,
    Action::Right,
    Action::Up,
    Action::Down,
    Action::Choose,
    Action::Undo,
    Action::Redo,
    Action::Watch,
    Action::Flip,
];

/// The search table's line.
pub const TABLE_LINE: usize = 7;
/// The line letting others watch the player's games against the computer (`bao serve`).
pub const WATCHABLE_LINE: usize = 10;
/// The player's name's line.
pub const NAME_LINE: usize = 11;
/// The language's line.
pub const LANGUAGE_LINE: usize = 12;
/// The line that starts the program in the line mode (`bao --lines`).
pub const LINES_LINE: usize = 13;
/// The first key line.
pub const FIRST_KEY_LINE: usize = 14;
/// The save line, last.
pub const SAVE_LINE: usize = FIRST_KEY_LINE + KEY_LINES.len();

/// The settings screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsMenu {
    /// The selected line: 0 theme, 1 automatic playback, 2 speed, 3 ASCII, 4 pit names, 5 and 6 South's and
    /// North's computer levels, 7 the search table's size, 8 the palette, 9 the bell, 10 whether others may
    /// watch the player's games against the computer, 11 the player's name, 12 the language, 13 the line
    /// mode, then the key lines, then save.
    pub line: usize,
    /// The settings as changed so far.
    pub draft: Settings,
    /// The themes to choose from.
    pub themes: Vec<Entry>,
    /// Waiting for a key to bind to the selected key line's action.
    pub capturing: bool,
    /// The player's name being typed.
    pub naming: Option<TextField>,
}

impl SettingsMenu {
    /// The draft's theme, resolved like the real one, for the preview.
    #[must_use]
    pub fn preview(&self, depth: theme::Depth) -> (Theme, Option<String>) {
        let (spec, warning) = theme::pick(&self.themes, &self.draft.theme);
        (Theme::resolve(&spec, depth), warning)
    }

    /// The action of the selected key line.
    #[must_use]
    pub fn key_action(&self) -> Option<Action> {
        self.line.checked_sub(FIRST_KEY_LINE).and_then(|i| KEY_LINES.get(i)).copied()
    }

    fn change(&mut self, by: isize) {
        let step = |value: usize, modulo: usize| (value + modulo).wrapping_add_signed(by) % modulo;
        let draft = &mut self.draft;
        match self.line {
            0 if !self.themes.is_empty() => {
                let now = self.themes.iter().position(|e| e.name == draft.theme).unwrap_or(0);
                draft.theme.clone_from(&self.themes[step(now, self.themes.len())].name);
            }
            1 => draft.auto_watch = !draft.auto_watch,
            2 => draft.speed = draft.speed.saturating_add_signed(by).min(SPEEDS.len() - 1),
            3 => draft.ascii = !draft.ascii,
            4 => draft.names = !draft.names,
            5 | 6 => {
                let level = &mut draft.levels[if self.line == 5 { Side::South } else { Side::North }];
                let number = if by > 0 { level.number().saturating_add(1) } else { level.number().saturating_sub(1) };
                *level = Level::new(number).unwrap_or(*level);
            }
            TABLE_LINE => {
                let mib = if by > 0 { draft.search_table_mib.saturating_mul(2) } else { draft.search_table_mib / 2 };
                draft.search_table_mib = mib.clamp(1, crate::engine::MAX_TABLE_MIB);
            }
            8 => {
                let now = Palette::ALL.iter().position(|p| *p == draft.palette).unwrap_or(0);
                draft.palette = Palette::ALL[step(now, Palette::ALL.len())];
            }
            9 => draft.bell = !draft.bell,
            WATCHABLE_LINE => draft.watchable = !draft.watchable,
            LANGUAGE_LINE => {
                // The locale's, then each language: `None` first.
                let choices: Vec<Option<Language>> =
                    std::iter::once(None).chain(Language::ALL.into_iter().map(Some)).collect();
                let now = choices.iter().position(|c| *c == draft.language).unwrap_or(0);
                draft.language = choices[step(now, choices.len())];
            }
            LINES_LINE => draft.lines = !draft.lines,
            _ => {}
        }
    }
}

impl SettingsMenu {
    /// The settings screen on a draft of the settings in force.
    #[must_use]
    pub fn open(shared: &Shared) -> SettingsMenu {
        let mut draft = shared.settings.clone();
        if let Some(name) = &shared.environment.theme {
            draft.theme.clone_from(name);
        }
        let themes = theme::catalogue(shared.environment.config.as_deref());
        SettingsMenu { line: 0, draft, themes, capturing: false, naming: None }
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        if self.naming.is_some() { KeyScreen::PlayerName } else { KeyScreen::Settings }
    }

    /// A paste into the name being typed; returns whether one was.
    pub fn paste(&mut self, text: &str, shared: &mut Shared) -> bool {
        let Some(field) = &mut self.naming else { return false };
        if !field.paste(text) {
            shared.refuse(t!("screens-settings-name-paste", most = PlayerName::MAX_CHARS));
        }
        true
    }

    /// The player's name being typed: Enter keeps it in the draft (empty: the login name), Esc leaves it.
    fn name(&mut self, mut field: TextField, action: Action, shared: &mut Shared) {
        match (field.edit(action), action) {
            (Edit::Full, _) => shared.refuse(t!("screens-settings-name-full", most = PlayerName::MAX_CHARS)),
            (Edit::Other, Action::Back) => return shared.say(t!("screens-settings-name-kept")),
            (Edit::Other, Action::Choose) if field.text().trim().is_empty() => {
                self.draft.name = None;
                let login = shared.environment.login;
                return shared.say(t!("screens-settings-name-login", login = login.as_str()));
            }
            (Edit::Other, Action::Choose) => match field.text().trim().parse::<PlayerName>() {
                Ok(name) => {
                    self.draft.name = Some(name);
                    return shared.say(t!("screens-settings-name-set", name = name.as_str()));
                }
                // Typed characters are never control characters and the field keeps the most characters: what is
                // left is a name of letters too wide for the bytes a name may take.
                Err(_) => shared.refuse(t!("screens-settings-name-bytes")),
            },
            _ => {}
        }
        self.naming = Some(field);
    }

    /// An action on the settings screen; returns whether the screen stays open.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> bool {
        if let Some(field) = self.naming.take() {
            self.name(field, action, shared);
            return true;
        }
        if self.capturing {
            self.capturing = false;
            match (action, self.key_action()) {
                (Action::Bind(Key::Code(ratatui::crossterm::event::KeyCode::Esc)), _) => {
                    shared.say(t!("screens-settings-key-kept"));
                }
                (Action::Bind(key), Some(_)) if !keymap::bindable(key) => {
                    shared.refuse(t!("screens-settings-key-unbindable", key = keymap::key_name(key)));
                }
                (Action::Bind(key), Some(bound)) => {
                    self.draft.keys.bind(key, bound);
                    let name = keymap::key_name(key);
                    shared.say(t!("screens-settings-key-bound", key = name, action = keymap::action_name(bound)));
                }
                _ => {}
            }
            return true;
        }
        shared.message = None;
        match action {
            Action::Up => self.line = (self.line + SAVE_LINE) % (SAVE_LINE + 1),
            Action::Down => self.line = (self.line + 1) % (SAVE_LINE + 1),
            Action::Left | Action::Right => {
                self.change(if action == Action::Left { -1 } else { 1 });
                if self.line == WATCHABLE_LINE {
                    shared.say(Self::watchable_words(self.draft.watchable, shared.environment.served));
                }
                if self.line == LINES_LINE {
                    shared.say(if self.draft.lines {
                        crate::t!("lines-setting-on")
                    } else {
                        crate::t!("lines-setting-off")
                    });
                }
            }
            // Under `bao serve` the name is the SSH user's, bound to the player's key by the server.
            Action::Choose if self.line == NAME_LINE && shared.environment.served => {
                let login = shared.environment.login;
                shared.refuse(t!("screens-settings-name-served", login = login.as_str()));
            }
            Action::Choose if self.line == NAME_LINE => {
                let now = self.draft.name.map_or_else(String::new, |name| name.to_string());
                self.naming = Some(TextField::holding(&now, PlayerName::MAX_CHARS));
                shared.say(t!("screens-settings-name-type"));
            }
            Action::Choose if self.key_action().is_some() => {
                self.capturing = true;
                shared.say(t!("screens-settings-key-press"));
            }
            Action::Choose => {
                self.save(shared);
                return false;
            }
            Action::Erase => {
                if let Some(bound) = self.key_action() {
                    self.draft.keys.clear(bound);
                }
            }
            Action::Back => {
                shared.say(t!("screens-settings-kept"));
                return false;
            }
            Action::Unbound => shared.refuse(t!("keys-unbound")),
            _ => {}
        }
        true
    }

    /// What the status bar says as the line letting others watch games against the computer changes: what it
    /// does, and that it does something only under `bao serve` (`served`).
    #[must_use]
    pub fn watchable_words(on: bool, served: bool) -> String {
        match (on, served) {
            (true, true) => t!("screens-settings-watchable-on"),
            (false, true) => t!("screens-settings-watchable-off"),
            (_, false) => t!("screens-settings-watchable-served-only"),
        }
    }

    /// Uses the draft and writes it to the settings file.
    fn save(&self, shared: &mut Shared) {
        shared.settings = self.draft.clone();
        shared.settings.apply();
        crate::i18n::set(shared.language());
        // The theme picked here replaces the one the command line gave.
        shared.environment.theme = None;
        let warning = shared.apply_theme();
        let saved = match &shared.environment.config {
            Some(folder) => {
                shared.settings.save(folder).map_err(|e| t!("screens-settings-not-saved", error = e.to_string()))
            }
            None => Err(t!("screens-settings-no-folder")),
        };
        match (saved, warning) {
            (Ok(path), None) => shared.say(t!("screens-settings-saved", path = crate::served::shown_folder(&path))),
            (Ok(_), Some(warning)) => shared.refuse(warning),
            (Err(error), _) => shared.refuse(error),
        }
    }
}
