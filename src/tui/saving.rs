//! Saving games as they are played: every game in progress is written to the store (atomically, through
//! [`Store`]) after each change of its moves, cursor or players and when the program ends, under a fresh name such as
//! `kingulu-2026-11-30-0512`. Also what the start screen offers to continue, and opening a saved game.
//!
//! Nothing here knows the rules: a save is opened by replaying its moves through the session, exactly as
//! the store checked them.

use std::fmt::Write as _;
use std::path::Path;

use crate::rules::{Side, Variant};
use crate::store::{self, FORMAT, Opened, Player, Players, SaveFile, SaveHandle, SavedGame, Store};

use super::app::{App, Overlay, Play, PlayerKind, Screen, Seats};

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
    /// The moves, cursor, resignation and players last written, so an unchanged game is not written again.
    written: Option<Written>,
    /// The save's lock, the only way to write it: taken when a save is opened or first written, held while
    /// the game is open.
    handle: Option<SaveHandle>,
}

/// What a save holds that play changes: the moves, the cursor, the side that resigned and who plays each
/// side (the players panel changes them during a game).
type Written = (Vec<String>, usize, Option<Side>, Players);

/// The game the start screen offers to continue: the most recently saved game that goes on where it was
/// saved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Resume {
    /// The save's name.
    pub name: String,
    /// The game.
    pub variant: Variant,
    /// Moves on the board when it was saved.
    pub cursor: usize,
}

/// The store the interface writes to, and what it holds that the start screen shows.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Saving {
    /// The store; `None` (as in tests, or with no data folder) writes nothing.
    pub store: Option<Store>,
    /// What "continue" opens.
    pub resume: Option<Resume>,
    /// How many files the store holds, damaged ones included.
    pub count: usize,
    /// Text to put on the terminal's clipboard (OSC 52) at the next draw.
    pub clipboard: Option<String>,
}

impl Saving {
    /// Saving into `store`, with what it holds read at once.
    #[must_use]
    pub fn at(store: Store) -> Saving {
        let mut saving = Saving { store: Some(store), ..Saving::default() };
        saving.refresh();
        saving
    }

    /// Reads the store again for the start screen: the newest save that goes on at its cursor is offered. A
    /// store that cannot be read offers nothing.
    pub fn refresh(&mut self) {
        let entries = self.store.as_ref().and_then(|store| store.list().ok()).unwrap_or_default();
        self.count = entries.len();
        self.resume = entries.into_iter().find_map(|entry| match entry.game {
            // A game taken back from its end goes on at its cursor, as the session sees it.
            Ok(game) if game.at_cursor().is_ongoing() => {
                Some(Resume { name: entry.name, variant: game.variant, cursor: game.cursor })
            }
            _ => None,
        });
    }
}

/// The save's players as the start screen's seats: player 1 sits South.
#[must_use]
pub fn seats_of(players: Players) -> Seats {
    let kind = |player: Player| match player {
        Player::Person => PlayerKind::Person,
        Player::Computer { level } => PlayerKind::Computer(level),
    };
    Seats { players: [kind(players.south), kind(players.north)], south: 0 }
}

/// The seats as the save file's players.
#[must_use]
pub fn players_of(seats: Seats) -> Players {
    let player = |kind: PlayerKind| match kind {
        PlayerKind::Person => Player::Person,
        PlayerKind::Computer(level) => Player::Computer { level },
    };
    let by_side = seats.by_side();
    Players { south: player(by_side.south.1), north: player(by_side.north.1) }
}

/// The stem of an automatic name: the game and the minute, `kingulu-2026-11-30-0512`.
fn stem(variant: Variant, now: &str) -> String {
    let minute: String = now.get(..16).unwrap_or(now).chars().filter(|c| *c != ':').collect();
    format!("{variant}-{}", minute.replace('T', "-"))
}

/// A game opened from a save: the moves replayed through the session, the cursor where it was saved. With a
/// handle the game goes on being written to that save; without, it is saved under a fresh name at its first
/// change (a shipped example, or a save another program has open: a copy).
pub fn open_saved(game: &SavedGame, handle: Option<SaveHandle>) -> Result<Play, String> {
    let name_in_store = handle.as_ref().map(|handle| handle.name().to_string());
    let mut play = Play::new(game.start, seats_of(game.players))?;
    for (i, text) in game.moves.iter().enumerate() {
        play.session.play_text(text).map_err(|e| format!("move {} ({text}) does not replay: {e}", i + 1))?;
    }
    play.session.go_to(game.cursor);
    play.resigned = game.resigned;
    play.cursor = None;
    play.settle();
    let written = name_in_store.is_some().then(|| (game.moves.clone(), game.cursor, game.resigned, game.players));
    play.slot = SaveSlot {
        name: name_in_store,
        created: Some(game.created.clone()),
        title: game.name.clone(),
        notes: game.notes.clone(),
        written,
        handle,
    };
    Ok(play)
}

/// The save's name when `path` is a file of `store` (so writing to it continues that save), else `None`
/// (a shipped example is never written to: the game is saved under a fresh name).
#[must_use]
pub fn name_in(store: Option<&Store>, path: &Path) -> Option<String> {
    let store = store?;
    let same_folder = path
        .parent()
        .zip(store.folder().canonicalize().ok())
        .is_some_and(|(parent, folder)| parent.canonicalize().is_ok_and(|parent| parent == folder));
    let name = path.file_name()?.to_str()?.strip_suffix(".json")?;
    (same_folder && store.path_of(name).is_ok()).then(|| name.to_string())
}

impl App {
    /// The app saving into `saving` (the command line gives the user's store).
    #[must_use]
    pub fn with_saving(mut self, saving: Saving) -> App {
        self.saving = saving;
        self
    }

    /// Writes the game in progress to its save if its moves, cursor, resignation or players changed since the
    /// last write. A game with no move yet is not saved unless it came from the store or a side resigned. A failed
    /// write is reported, never fatal.
    pub fn autosave(&mut self) {
        let Some(store) = &self.saving.store else { return };
        let Screen::Play(play) = &mut self.screen else { return };
        let written: Written = (play.session.history(), play.session.cursor(), play.resigned, players_of(play.seats));
        let slot = &mut play.slot;
        if slot.written.as_ref() == Some(&written) {
            return;
        }
        let (moves, cursor, resigned, players) = written.clone();
        if slot.name.is_none() && moves.is_empty() && resigned.is_none() {
            return;
        }
        let now = store::clock::now();
        let variant = play.session.variant();
        let save = SaveFile {
            format: FORMAT,
            variant: variant.to_string(),
            start: play.start.to_string(),
            moves: moves.clone(),
            cursor,
            players,
            resigned: resigned.map(|side| side.to_string()),
            created: slot.created.clone().unwrap_or_else(|| now.clone()),
            updated: now.clone(),
            name: slot.title.clone(),
            notes: slot.notes.clone(),
        };
        // The first write creates the save under a name of its own (never one another game took), and its
        // handle writes it from then on, refusing a file changed by another program.
        let wrote = match &mut slot.handle {
            Some(handle) => handle.write(&save),
            None => store.create(&stem(variant, &now), &save).map(|handle| {
                slot.name = Some(handle.name().to_string());
                slot.handle = Some(handle);
            }),
        };
        match wrote {
            Ok(()) => {
                slot.created = Some(save.created);
                slot.written = Some(written);
            }
            Err(error) => self.refuse(format!("could not save the game: {error}")),
        }
    }

    /// Opens `play` (from a save) on the board, its title in the status bar and its notes over the board.
    pub fn show_saved(&mut self, play: Play) {
        let words = match (&play.slot.title, &play.slot.name) {
            (Some(title), _) => title.clone(),
            (None, Some(name)) => format!("continuing {name}"),
            (None, None) => "saved game".into(),
        };
        let at = play.session.cursor();
        let notes = play.slot.notes.is_some();
        self.screen = Screen::Play(Box::new(play));
        self.overlay = notes.then_some(Overlay::Notes);
        let mut line = words;
        if at > 0 {
            let _ = write!(line, " · at move {at}");
        }
        if notes {
            line += " · i shows the notes again";
        }
        self.say(line);
    }

    /// Opens the save `name` from the store, or says why it cannot.
    pub(super) fn open_from_store(&mut self, name: &str) {
        let Some(store) = self.saving.store.clone() else {
            return self.refuse("no store to open saved games from");
        };
        // A save another program has open is opened to be continued in a copy, and said so.
        match store.open_to_play(name) {
            Ok(opened) => {
                let note = opened.copy_note();
                let Opened { path, game, handle, .. } = opened;
                match open_saved(&game, handle) {
                    Ok(play) => {
                        self.show_saved(play);
                        if let Some(note) = note {
                            self.refuse(note);
                        }
                    }
                    Err(error) => self.refuse(format!("{}: {error}", path.display())),
                }
            }
            Err(error) => self.refuse(error.to_string()),
        }
    }

    /// Shows the saved game's title and notes, or says there are none.
    pub(super) fn show_notes(&mut self) {
        match &self.screen {
            Screen::Play(play) if play.slot.title.is_some() || play.slot.notes.is_some() => {
                self.overlay = Some(Overlay::Notes);
            }
            _ => self.refuse("this game has no title or notes"),
        }
    }

    /// Start screen: continue the game the store offers.
    pub(super) fn continue_game(&mut self) {
        self.saving.refresh();
        match self.saving.resume.clone() {
            Some(resume) => self.open_from_store(&resume.name),
            None => self.refuse("no unfinished saved game to continue"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn automatic_names_tell_the_game_and_the_minute() {
        assert_eq!(stem(Variant::Kingulu, "2026-11-30T05:12:33Z"), "kingulu-2026-11-30-0512");
    }

    #[test]
    fn seats_and_players_agree() {
        let seats = Seats { players: [PlayerKind::Person, PlayerKind::Computer(2)], south: 1 };
        let players = players_of(seats);
        assert_eq!(players.south, Player::Computer { level: 2 });
        assert_eq!(seats_of(players).by_side().south.1, PlayerKind::Computer(2));
    }
}
