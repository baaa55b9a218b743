//! The settings screen's state and what its keys do: a draft of the settings changed line by line (the theme
//! previewed at once on a sample board), saved to the settings file with Enter or dropped with Esc.

use crate::settings::{LEVELS, Settings};
use crate::theme::{self, Entry};

use super::app::App;
use super::keys::Action;
use super::playback::SPEEDS;
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

/// The first key line.
pub const FIRST_KEY_LINE: usize = 7;
/// The save line, last.
pub const SAVE_LINE: usize = FIRST_KEY_LINE + KEY_LINES.len();

/// The settings screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsMenu {
    /// The selected line: 0 theme, 1 automatic playback, 2 speed, 3 ASCII, 4 pit names, 5 and 6 computer
    /// levels, then the key lines, then save.
    pub line: usize,
    /// The settings as changed so far.
    pub draft: Settings,
    /// The themes to choose from.
    pub themes: Vec<Entry>,
    /// Waiting for a key to bind to the selected key line's action.
    pub capturing: bool,
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
        let step = |value: usize, modulo: usize| (value as isize + by).rem_euclid(modulo as isize) as usize;
        let draft = &mut self.draft;
        match self.line {
            0 if !self.themes.is_empty() => {
                let now = self.themes.iter().position(|e| e.name == draft.theme).unwrap_or(0);
                draft.theme.clone_from(&self.themes[step(now, self.themes.len())].name);
            }
            1 => draft.auto_watch = !draft.auto_watch,
            2 => draft.speed = (draft.speed as isize + by).clamp(0, SPEEDS.len() as isize - 1) as usize,
            3 => draft.ascii = !draft.ascii,
            4 => draft.names = !draft.names,
            5 | 6 => {
                let level = &mut draft.levels[self.line - 5];
                *level =
                    (isize::from(*level) + by).clamp(isize::from(*LEVELS.start()), isize::from(*LEVELS.end())) as u8;
            }
            _ => {}
        }
    }
}

impl App {
    /// Opens the settings screen on a draft of the settings in force.
    pub fn open_settings(&mut self) {
        let mut draft = self.settings.clone();
        if let Some(name) = &self.environment.theme {
            draft.theme.clone_from(name);
        }
        let themes = theme::catalogue(self.environment.config.as_deref());
        self.settings_menu = Some(Box::new(SettingsMenu { line: 0, draft, themes, capturing: false }));
    }

    /// An action on the settings screen.
    pub(super) fn update_settings(&mut self, action: Action) {
        let Some(menu) = self.settings_menu.as_mut() else { return };
        if menu.capturing {
            menu.capturing = false;
            match (action, menu.key_action()) {
                (Action::Bind(super::keys::Key::Code(ratatui::crossterm::event::KeyCode::Esc)), _) => {
                    self.say("key not changed");
                }
                (Action::Bind(key), Some(_)) if !super::keymap::bindable(key) => {
                    self.refuse(format!("{} cannot be bound", super::keymap::key_name(key)));
                }
                (Action::Bind(key), Some(bound)) => {
                    menu.draft.keys.bind(key, bound);
                    let name = super::keymap::key_name(key);
                    self.say(format!("{name} now does {} on the board", super::keymap::action_name(bound)));
                }
                _ => {}
            }
            return;
        }
        self.message = None;
        match action {
            Action::Up => menu.line = (menu.line + SAVE_LINE) % (SAVE_LINE + 1),
            Action::Down => menu.line = (menu.line + 1) % (SAVE_LINE + 1),
            Action::Left => menu.change(-1),
            Action::Right => menu.change(1),
            Action::Choose if menu.key_action().is_some() => {
                menu.capturing = true;
                self.say("press the key to bind (Esc: keep the keys as they are)");
            }
            Action::Choose => self.save_settings(),
            Action::Erase => {
                if let Some(bound) = menu.key_action() {
                    menu.draft.keys.clear(bound);
                }
            }
            Action::Back => {
                self.settings_menu = None;
                self.say("settings not changed");
            }
            Action::Unbound => self.refuse("that key does nothing here: ? lists the keys of this screen"),
            _ => {}
        }
    }

    /// Uses the draft and writes it to the settings file.
    fn save_settings(&mut self) {
        let Some(menu) = self.settings_menu.take() else { return };
        self.settings = menu.draft;
        // The theme picked here replaces the one the command line gave.
        self.environment.theme = None;
        let warning = self.apply_theme();
        let saved = match &self.environment.config {
            Some(folder) => self.settings.save(folder).map_err(|e| format!("settings not saved: {e}")),
            None => Err("settings used but not saved: the system gives no configuration folder".into()),
        };
        match (saved, warning) {
            (Ok(path), None) => self.say(format!("settings saved to {}", path.display())),
            (Ok(_), Some(warning)) => self.refuse(warning),
            (Err(error), _) => self.refuse(error),
        }
    }
}
