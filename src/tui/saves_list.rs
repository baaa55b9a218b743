//! The list of saved games: every file of the store with its game, date, moves and result, newest first.
//! A save can be opened, renamed or deleted (after a yes). A damaged file is listed with the reason it cannot
//! be opened and is never written to, renamed or deleted from here.

use std::path::PathBuf;

use crate::store::{SavedGame, Store};

use super::app::{App, Screen};
use super::keys::Action;

/// One file of the store.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveRow {
    /// The save's name (its file name without `.json`).
    pub name: String,
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
    Rename(String),
    /// Asking whether to delete the selected save.
    Delete,
}

/// The saved-games screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavesList {
    /// The saves, newest first.
    pub rows: Vec<SaveRow>,
    /// The selected row.
    pub selected: usize,
    /// What the screen is doing.
    pub mode: ListMode,
    /// The store's folder, shown in the title.
    pub folder: PathBuf,
}

impl SavesList {
    /// The saves of `store`, the first selected.
    pub fn read(store: &Store) -> Result<SavesList, String> {
        let rows = store
            .list()
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(|entry| SaveRow { name: entry.name, path: entry.path, game: entry.game.map_err(|e| e.to_string()) })
            .collect();
        Ok(SavesList { rows, selected: 0, mode: ListMode::Browse, folder: store.folder().to_path_buf() })
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

impl App {
    /// Opens the saved-games screen.
    pub(super) fn open_saves(&mut self) {
        let Some(store) = self.saving.store.clone() else {
            return self.refuse("no data folder for saves: set BAO_DATA_DIR");
        };
        match SavesList::read(&store) {
            Ok(list) => {
                if list.rows.is_empty() {
                    self.say(format!("no saved games yet in {}", store.folder().display()));
                }
                self.screen = Screen::Saves(list);
            }
            Err(error) => self.refuse(error),
        }
    }

    /// Reads the list again after a change, keeping `name` selected.
    fn reread_saves(&mut self, name: &str) {
        let Some(store) = self.saving.store.clone() else { return };
        match SavesList::read(&store) {
            Ok(mut list) => {
                list.select(name);
                self.screen = Screen::Saves(list);
            }
            Err(error) => self.refuse(error),
        }
    }

    pub(super) fn update_saves(&mut self, action: Action) {
        let Screen::Saves(list) = &mut self.screen else { return };
        let Some(store) = self.saving.store.clone() else { return };
        match list.mode.clone() {
            ListMode::Browse => match action {
                Action::Up => list.selected = list.selected.saturating_sub(1),
                Action::Down => list.selected = (list.selected + 1).min(list.rows.len().saturating_sub(1)),
                Action::First => list.selected = 0,
                Action::Last => list.selected = list.rows.len().saturating_sub(1),
                Action::Back => self.open_start_screen(),
                Action::Choose | Action::Rename | Action::Delete => {
                    let Some(row) = list.current().cloned() else { return self.refuse("no saved game selected") };
                    if let Err(error) = &row.game {
                        let words = "this file cannot be opened, and is left as it is";
                        return self.refuse(format!("{words}: {error}"));
                    }
                    match action {
                        Action::Choose => self.open_from_store(&row.name),
                        Action::Rename => list.mode = ListMode::Rename(row.name.clone()),
                        _ => list.mode = ListMode::Delete,
                    }
                }
                _ => {}
            },
            ListMode::Rename(mut text) => match action {
                Action::Type(c) => {
                    text.push(c);
                    list.mode = ListMode::Rename(text);
                }
                Action::Erase => {
                    text.pop();
                    list.mode = ListMode::Rename(text);
                }
                Action::Back => list.mode = ListMode::Browse,
                Action::Choose => {
                    let Some(old) = list.current().map(|row| row.name.clone()) else { return };
                    let new = text.trim().to_string();
                    list.mode = ListMode::Browse;
                    if new == old {
                        return;
                    }
                    match store.rename(&old, &new) {
                        Ok(()) => {
                            self.reread_saves(&new);
                            self.say(format!("renamed {old} to {new}"));
                        }
                        Err(error) => self.refuse(error.to_string()),
                    }
                }
                _ => {}
            },
            ListMode::Delete => {
                list.mode = ListMode::Browse;
                let Some(name) = list.current().map(|row| row.name.clone()) else { return };
                if action != Action::Yes {
                    return;
                }
                match store.delete(&name) {
                    Ok(()) => {
                        self.reread_saves(&name);
                        self.say(format!("deleted {name}"));
                    }
                    Err(error) => self.refuse(error.to_string()),
                }
            }
        }
    }
}
