//! Where a game in progress is saved, and saving it: every game is written to the store (atomically, through
//! [`Store`]) after each change of its moves, cursor or players and when the program ends, under a fresh name
//! such as `kingulu-2026-11-30-0512`. Also opening a saved game, on the line the store replayed.

use crate::rules::Variations;
use crate::store::{self, Forfeit, Players, SaveFile, SaveHandle, SavedGame, Store};

use super::super::saving::stem;
use super::Play;

/// Where the game in progress is saved, and what was written last.
#[derive(Debug, Default)]
pub struct SaveSlot {
    /// The save's name in the store: set at the first write, or when the game was opened from the store.
    pub name: Option<String>,
    /// When the game was first saved.
    pub created: Option<String>,
    /// The title of the game (shipped examples and study positions have one).
    pub title: Option<String>,
    /// Notes on the game: what the position shows, what to look for.
    pub notes: Option<String>,
    /// The engine's review of the game's moves, as far as it went (kept in the save; what of it no longer
    /// fits the moves is left out when it is written).
    pub review: Option<crate::engine::review::Review>,
    /// The moves, cursor, resignation and players last written, so an unchanged game is not written again.
    written: Option<Written>,
    /// The lock on the save and the only way to write it: taken when the game was opened from the store, or
    /// at its first write (a save created under a name of its own).
    handle: Option<SaveHandle>,
}

impl SaveSlot {
    /// The slot of a save read from the store (`name` in it, `handle` its lock), with what of it play keeps
    /// beside the moves; nothing written yet.
    fn of(
        name: Option<String>,
        created: String,
        title: Option<String>,
        notes: Option<String>,
        review: Option<crate::engine::review::Review>,
        handle: Option<SaveHandle>,
    ) -> SaveSlot {
        SaveSlot { name, created: Some(created), title, notes, review, written: None, handle }
    }
}

/// What a save holds that play changes: the moves (every line, with the comments, and which line the board is
/// on), the cursor, how a side lost if one did, who plays each side (the players panel changes them during a
/// game) and how many moves of the main line the review covers.
type Written = (Variations, usize, Option<Forfeit>, Players, usize);

impl Play {
    /// A game opened from a save: the line the store replayed, the cursor where it was saved. With the save's
    /// `handle` (a save of the user's store that no other program has open) the game goes on being written to
    /// that save; without, it is saved under a fresh name at its first write.
    #[must_use]
    pub fn from_saved(game: SavedGame, handle: Option<SaveHandle>) -> Play {
        let name = handle.as_ref().map(|handle| handle.name().to_string());
        let mut play = Play::on(game.line, game.players);
        play.variations = game.variations;
        play.forfeit = game.forfeit;
        play.cursor = None;
        play.settle();
        let has_handle = handle.is_some();
        play.slot = SaveSlot::of(name, game.created, game.name, game.notes, game.review, handle);
        // What the file holds, so an unchanged game is not written again.
        play.slot.written = has_handle.then(|| play.written());
        play
    }

    /// Goes on writing this game to the save `game` was read from (a room's guest back in their seat): the
    /// save's name and creation time are kept, its moves replaced by this game's at the next write.
    pub fn continue_save(&mut self, game: SavedGame, handle: Option<SaveHandle>) {
        let name = handle.as_ref().map(|handle| handle.name().to_string());
        self.slot = SaveSlot::of(name, game.created, game.name, game.notes, game.review, handle);
    }

    /// The handle of the game's save, taken away (to the room's thread, which writes a hosted game).
    pub(super) fn take_handle(&mut self) -> Option<SaveHandle> {
        self.slot.handle.take()
    }

    fn written(&self) -> Written {
        let main = self.variations.tree().main_line();
        let reviewed = self.slot.review.as_ref().map_or(0, |review| review.fitting_moves(&main));
        (self.variations.clone(), self.line.cursor(), self.forfeit, self.seats, reviewed)
    }

    /// Writes the game to its save in `store` if its moves, cursor, resignation or players changed since the
    /// last write. A game with no move yet is not saved unless it came from the store or a side resigned.
    /// Returns why a write failed.
    pub fn autosave(&mut self, store: &Store) -> Result<(), String> {
        // A hosted room's game is written by the room's thread, before each change is announced: only read
        // back here.
        if let Some(save) = self.room.as_ref().and_then(|room| room.host_save.as_ref()) {
            let (name, unsaved, news) = super::hosted::look(save);
            if name.is_some() {
                self.slot.name = name;
            }
            self.unsaved = unsaved;
            return news.map_or(Ok(()), Err);
        }
        if self.read_only {
            return Ok(());
        }
        let written = self.written();
        if self.slot.written.as_ref() == Some(&written) {
            return Ok(());
        }
        if self.slot.name.is_none() && self.line.is_empty() && self.forfeit.is_none() {
            return Ok(());
        }
        let variant = self.variant();
        // What of the review still fits the main line (a move played at an earlier position cut the rest).
        let main = self.variations.tree().main_line();
        let review = self.slot.review.clone().map(|review| review.fitted_moves(&main)).filter(|r| !r.plies.is_empty());
        let mut save = SaveFile {
            name: self.slot.title.clone(),
            notes: self.slot.notes.clone(),
            review: review.as_ref().map(store::SavedReview::of),
            ..SaveFile::of_line(&self.line, self.seats, self.forfeit, self.slot.created.clone())
        };
        // The main line as the moves, the variations and comments beside it: format 2 only if there are any.
        save.set_variations(&self.line, &self.variations);
        let now = save.updated.clone();
        // The first write creates the save under a name of its own (never one another game took), and its
        // handle writes it from then on, refusing a file changed by another program.
        let slot = &mut self.slot;
        let wrote = match &mut slot.handle {
            Some(handle) => handle.write(&save),
            None => store.create(&stem(variant, &now, &store::clock::system_zone()), &save).map(|handle| {
                slot.name = Some(handle.name().to_string());
                slot.handle = Some(handle);
            }),
        };
        if let Err(error) = wrote {
            let words = super::hosted::unsaved_words(&error);
            self.unsaved = Some(words.clone());
            return Err(words);
        }
        self.unsaved = None;
        self.slot.created = Some(save.created);
        self.slot.written = Some(written);
        // A seat in a room keeps the name of the save its game is written to (a ticket writes only what
        // changed), so continuing that save goes back into the room.
        if let Some(room) = &mut self.room
            && let Some((keep, secret)) = &mut room.keep
        {
            keep.keep(&room.code, secret, self.slot.name.as_deref(), room.link.host_uid());
        }
        Ok(())
    }
}
