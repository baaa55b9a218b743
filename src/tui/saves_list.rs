//! The list of saved games: every file of the store with its game, date, moves and result, newest first, then
//! the study positions and example games built into the program ([`crate::store::builtin`]), by their titles.
//! A save can be opened, hosted again as a room, renamed or deleted (after a yes); a built-in one only opened,
//! as a copy. A damaged
//! file is listed with the reason it cannot be opened and is never written to or renamed from here.

use std::path::PathBuf;

use crate::store::{MAX_NAME_CHARS, SavedGame, Store, builtin};

use super::go::Go;
use super::keys::{Action, Edit, KeyScreen, TextField};
use super::shared::Shared;
use crate::t;

/// One file of the store, or one save built into the program.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveRow {
    /// The save's name (its file name without `.json`); a built-in save's title.
    pub name: String,
    /// For a save built into the program, its file's name in the repository's `saves/` (`kingulu-long-lap`).
    pub builtin: Option<&'static str>,
    /// The file.
    pub path: PathBuf,
    /// The game, or why the file cannot be opened.
    pub game: Result<SavedGame, String>,
}

/// What the list is doing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ListMode {
    /// Moving over the saves.
    Browse,
    /// Typing a new name for the selected save.
    Rename(TextField),
    /// Asking whether to delete the selected save.
    Delete,
}

/// The saved-games screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavesList {
    /// The saves, newest first, then the built-in ones.
    pub rows: Vec<SaveRow>,
    /// How many of the rows are the store's (the first ones).
    pub own: usize,
    /// The selected row.
    pub selected: usize,
    /// What the screen is doing.
    pub mode: ListMode,
    /// The store's folder, shown in the title.
    pub folder: PathBuf,
}

impl SavesList {
    /// The saves of `store` and the built-in ones, the first selected.
    pub fn read(store: &Store) -> Result<SavesList, String> {
        let mut rows: Vec<SaveRow> = store
            .list()
            .map_err(|e| super::saving::error_words(&e))?
            .into_iter()
            .map(|entry| SaveRow {
                name: entry.name,
                builtin: None,
                path: entry.path,
                game: entry.game.map_err(|e| super::saving::error_words(&e)),
            })
            .collect();
        let own = rows.len();
        rows.extend(builtin::BUILTINS.iter().map(|builtin| {
            let game = builtin.game().map(|game| super::saving::builtin_worded(builtin.file, game)).map_err(|e| {
                t!("screens-builtin-damaged", file = builtin.file, error = super::saving::format_words(&e))
            });
            let title = game.as_ref().ok().and_then(|game| game.name.clone());
            SaveRow {
                name: title.unwrap_or_else(|| builtin.file.to_string()),
                builtin: Some(builtin.file),
                path: PathBuf::from(format!("saves/{}.json", builtin.file)),
                game,
            }
        }));
        Ok(SavesList { rows, own, selected: 0, mode: ListMode::Browse, folder: store.folder().to_path_buf() })
    }

    /// The selected row, if the list is not empty.
    #[must_use]
    pub fn current(&self) -> Option<&SaveRow> {
        self.rows.get(self.selected)
    }

    /// Selects the row named `name`, or keeps the place if it is gone.
    fn select(&mut self, name: &str) {
        if let Some(i) = self.rows.iter().position(|row| row.name == name) {
            self.selected = i;
        }
        self.selected = self.selected.min(self.rows.len().saturating_sub(1));
    }
}

impl SavesList {
    /// The saves list of the store `shared` saves to, or why it cannot be shown.
    pub fn open(shared: &mut Shared) -> Option<SavesList> {
        let Some(store) = shared.saving.store.clone() else {
            shared.refuse(t!("screens-store-no-folder", variable = crate::store::DATA_DIR_VARIABLE));
            return None;
        };
        match SavesList::read(&store) {
            Ok(list) => {
                if list.own == 0 {
                    let folder = crate::served::shown_folder(store.folder());
                    shared.say(t!("screens-saves-none-yet", folder = folder));
                }
                Some(list)
            }
            Err(error) => {
                shared.refuse(error);
                None
            }
        }
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        match self.mode {
            ListMode::Browse => KeyScreen::Saves,
            ListMode::Rename(_) => KeyScreen::SaveName,
            ListMode::Delete => KeyScreen::Confirm,
        }
    }

    /// Reads the list again after a change, keeping `name` selected.
    fn reread(&mut self, store: &Store, name: &str, shared: &mut Shared) {
        match SavesList::read(store) {
            Ok(mut list) => {
                list.select(name);
                *self = list;
            }
            Err(error) => shared.refuse(error),
        }
    }

    /// Pasted text typed into the new name, if one is being typed; returns whether it was.
    pub fn paste(&mut self, pasted: &str, shared: &mut Shared) -> bool {
        let ListMode::Rename(field) = &mut self.mode else { return false };
        if !field.paste(pasted) {
            shared.refuse(t!("screens-saves-name-paste", most = MAX_NAME_CHARS));
        }
        true
    }

    /// Applies one action; returns the screen to go to, if any.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        let store = shared.saving.store.clone()?;
        match self.mode.clone() {
            ListMode::Browse => match action {
                Action::Up => self.selected = self.selected.saturating_sub(1),
                Action::Down => self.selected = (self.selected + 1).min(self.rows.len().saturating_sub(1)),
                Action::First => self.selected = 0,
                Action::Last => self.selected = self.rows.len().saturating_sub(1),
                Action::Back => return Some(Go::StartScreen),
                Action::Choose | Action::Rename | Action::Delete | Action::Host | Action::Review => {
                    let Some(row) = self.current().cloned() else {
                        shared.refuse(t!("screens-saves-none-selected"));
                        return None;
                    };
                    if let (Some(_), Action::Rename | Action::Delete) = (row.builtin, action) {
                        shared.refuse(t!("screens-saves-builtin-kept"));
                        return None;
                    }
                    if let (Some(_), Action::Host) = (row.builtin, action) {
                        shared.refuse(t!("screens-saves-builtin-host"));
                        return None;
                    }
                    // A damaged file can be deleted (after a yes), never opened or renamed.
                    if let (Err(error), false) = (&row.game, action == Action::Delete) {
                        shared.refuse(t!("screens-saves-damaged-refused", error = error.as_str()));
                        return None;
                    }
                    match action {
                        Action::Choose => match row.builtin {
                            Some(file) => return Some(Go::OpenBuiltin(file)),
                            None => return Some(Go::Open(row.name)),
                        },
                        Action::Host => return Some(Go::HostSave(row.name)),
                        Action::Review => {
                            let open = row.builtin.map_or(Go::Open(row.name), Go::OpenBuiltin);
                            return Some(Go::Review(Box::new(open)));
                        }
                        Action::Rename => self.mode = ListMode::Rename(TextField::holding(&row.name, MAX_NAME_CHARS)),
                        _ => self.mode = ListMode::Delete,
                    }
                }
                _ => {}
            },
            ListMode::Rename(mut field) => match (field.edit(action), action) {
                (Edit::Full, _) => {
                    shared.refuse(t!("screens-saves-name-full", most = MAX_NAME_CHARS));
                    self.mode = ListMode::Rename(field);
                }
                (Edit::Changed, _) => self.mode = ListMode::Rename(field),
                (Edit::Other, Action::Back) => self.mode = ListMode::Browse,
                (Edit::Other, Action::Choose) => {
                    let old = self.current().map(|row| row.name.clone())?;
                    let new = field.text().trim().to_string();
                    self.mode = ListMode::Browse;
                    if new == old {
                        return None;
                    }
                    match store.rename(&old, &new) {
                        Ok(()) => {
                            self.reread(&store, &new, shared);
                            shared.say(t!("screens-saves-renamed", old = old, new = new));
                        }
                        Err(error) => shared.refuse(super::saving::error_words(&error)),
                    }
                }
                _ => {}
            },
            ListMode::Delete => {
                self.mode = ListMode::Browse;
                let name = self.current().map(|row| row.name.clone())?;
                if action != Action::Yes {
                    return None;
                }
                match store.delete(&name) {
                    Ok(()) => {
                        self.reread(&store, &name, shared);
                        shared.say(t!("screens-saves-deleted", name = name));
                    }
                    Err(error) => shared.refuse(super::saving::error_words(&error)),
                }
            }
        }
        None
    }
}
