//! The host's save of a room's game, written by the room's own thread: the room hands each change of its game
//! to [`HostSave::persist`] (through [`crate::room::host::Persist`]) before it tells anyone of it, so the host's
//! save holds every move the room announced, even if the host's program is killed the moment after. The game
//! screen only reads back the save's name and whether the last write failed; it writes nothing itself while it
//! hosts. The save is written in the store's own format, through the same [`SaveHandle`] a local game uses.

use std::sync::{Arc, Mutex, PoisonError};

use crate::rules::Variant;
use crate::store::{self, SaveFile, SaveHandle, Store, StoreError};

use super::super::saving::stem;

/// The host's save of the room's game, shared by the room's thread (which writes it) and the game screen.
#[derive(Debug)]
pub struct HostSave {
    store: Option<Store>,
    variant: Variant,
    /// Which game of the room the save holds (a rematch is the next, in a new save).
    game: u32,
    handle: Option<SaveHandle>,
    created: Option<String>,
    title: Option<String>,
    notes: Option<String>,
    /// Why the last write failed, while it does.
    unsaved: Option<String>,
    /// A failure not yet shown.
    news: Option<String>,
}

/// What the game screen holds of the host's save.
pub type SharedSave = Arc<Mutex<HostSave>>;

impl HostSave {
    /// The save of the room's first game of `variant`: in `store` (none: nothing is written), through `handle` if the game
    /// came from a save (else made at its first move), keeping that save's creation time, title and notes.
    #[must_use]
    pub fn new(
        store: Option<Store>,
        variant: Variant,
        handle: Option<SaveHandle>,
        created: Option<String>,
        title: Option<String>,
        notes: Option<String>,
    ) -> HostSave {
        HostSave { store, variant, game: 1, handle, created, title, notes, unsaved: None, news: None }
    }

    /// Writes game `game` of the room as `save` holds it (called on the room's thread, before the change is
    /// announced). A game with no move yet is not written unless it already has a save or a side resigned.
    pub fn persist(&mut self, game: u32, save: &SaveFile) {
        if game != self.game {
            // A rematch: a new game, a new save.
            *self = HostSave::new(self.store.take(), self.variant, None, None, None, None);
            self.game = game;
        }
        let Some(store) = &self.store else { return };
        if self.handle.is_none() && save.moves.is_empty() && save.resigned.is_none() {
            return;
        }
        let save = SaveFile {
            name: self.title.clone(),
            notes: self.notes.clone(),
            created: self.created.clone().unwrap_or_else(|| save.created.clone()),
            ..save.clone()
        };
        let wrote = match &mut self.handle {
            Some(handle) => handle.write(&save),
            None => store
                .create(&stem(self.variant, &save.updated, &store::clock::system_zone()), &save)
                .map(|handle| self.handle = Some(handle)),
        };
        match wrote {
            Ok(()) => {
                self.created = Some(save.created);
                self.unsaved = None;
            }
            Err(error) => {
                let words = unsaved_words(&error);
                self.unsaved = Some(words.clone());
                self.news = Some(words);
            }
        }
    }

    /// The save's name, once it has one.
    #[must_use]
    pub fn name(&self) -> Option<String> {
        self.handle.as_ref().map(|handle| handle.name().to_string())
    }

    /// Why the last write failed, while it does.
    #[must_use]
    pub fn unsaved(&self) -> Option<String> {
        self.unsaved.clone()
    }

    /// A failure to write not yet shown, once.
    pub fn news(&mut self) -> Option<String> {
        self.news.take()
    }
}

/// A failed write in words: the reason first, the file after it, so a narrow status bar cuts only the path.
#[must_use]
pub fn unsaved_words(error: &StoreError) -> String {
    let reason = match error {
        StoreError::Io { path, source } => format!("{source} ({})", crate::served::shown_folder(path)),
        other => other.to_string(),
    };
    crate::t!("play-could-not-save", reason = reason)
}

/// The room's hook for `save`: each change written before the room announces it. A failed write is shown on
/// the game screen, and the room plays on (`Ok`): a local host keeps their game whether or not the disk does.
#[must_use]
pub fn persist(save: &SharedSave) -> crate::room::host::Persist {
    let save = Arc::clone(save);
    Box::new(move |change| {
        save.lock().unwrap_or_else(PoisonError::into_inner).persist(change.game(), &change.save());
        Ok(())
    })
}

/// Reads `save` back for the game screen: its name, and a failure to write not yet shown.
pub fn look(save: &SharedSave) -> (Option<String>, Option<String>, Option<String>) {
    let mut save = save.lock().unwrap_or_else(PoisonError::into_inner);
    (save.name(), save.unsaved(), save.news())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BySide, Setup};
    use crate::store::Player;

    fn store(name: &str) -> Store {
        let folder = std::env::temp_dir().join(format!("bao-hosted-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        Store::at(folder)
    }

    fn game(moves: &[&str]) -> SaveFile {
        let players = BySide::new(Player::Person, Player::Remote { name: crate::store::PlayerName::lenient("bob") });
        SaveFile::new(&Setup::start(Variant::Kingulu), moves.iter().map(|m| (*m).to_string()).collect(), players)
    }

    #[test]
    fn each_change_is_written_to_one_save_and_a_rematch_to_a_new_one() {
        let store = store("rematch");
        let mut host = HostSave::new(Some(store.clone()), Variant::Kingulu, None, None, Some("a title".into()), None);
        host.persist(1, &game(&[]));
        assert_eq!(host.name(), None, "a game with no move is not saved yet");
        host.persist(1, &game(&["A3"]));
        let first = host.name().unwrap();
        host.persist(1, &game(&["A3", "a1"]));
        assert_eq!(host.name().as_deref(), Some(first.as_str()), "the same save goes on");
        let (_, saved) = store.load(&first).unwrap();
        assert_eq!(saved.moves(), ["A3", "a1"]);
        assert_eq!(saved.name.as_deref(), Some("a title"), "the title is kept");
        host.persist(2, &game(&["A3"]));
        let second = host.name().unwrap();
        assert_ne!(second, first, "a rematch is a new save");
        assert_eq!(store.list().unwrap().len(), 2);
        assert_eq!(store.load(&second).unwrap().1.name, None);
        assert_eq!((host.unsaved(), host.news()), (None, None));
        let _ = std::fs::remove_dir_all(store.folder());
    }

    #[test]
    fn a_save_changed_by_another_program_is_not_overwritten_and_says_so_once() {
        let store = store("changed");
        let mut host = HostSave::new(Some(store.clone()), Variant::Kingulu, None, None, None, None);
        host.persist(1, &game(&["A3"]));
        let name = host.name().unwrap();
        std::fs::write(store.path_of(&name).unwrap(), "changed").unwrap();
        host.persist(1, &game(&["A3", "a1"]));
        let news = host.news().unwrap();
        assert!(news.starts_with("could not save the game") && news.contains("changed"), "{news}");
        assert_eq!(host.news(), None, "said once");
        assert_eq!(host.unsaved(), Some(news), "and kept while it lasts");
        let _ = std::fs::remove_dir_all(store.folder());
    }
}
