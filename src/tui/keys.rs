//! What each key does: one table per screen, used both to map a key to an [`Action`] (a pure function, tested
//! without a terminal) and to draw that screen's help overlay, so the two cannot disagree.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Everything the user (or the clock) can ask the interface to do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Leave the program.
    Quit,
    /// Cancel, close, or go back one screen.
    Back,
    /// Show the current screen's keys.
    Help,
    /// Show the complete rules of the game.
    Rules,
    /// Turn the board round (view from North's seat).
    Flip,
    /// Show or hide the pit names along the edges.
    Names,
    /// Move the cursor or selection left.
    Left,
    /// Move the cursor or selection right.
    Right,
    /// Move the cursor or selection up.
    Up,
    /// Move the cursor or selection down.
    Down,
    /// Move the cursor to the previous (`false`) or next (`true`) pit of the side to move, whether or not it
    /// starts a move: a pit that does not says why on the status line.
    EveryPit(bool),
    /// Choose what is under the cursor (a pit, a menu entry, a history move).
    Choose,
    /// Open the prompt for a move in notation.
    Prompt,
    /// Take back the last move.
    Undo,
    /// Play again a move taken back.
    Redo,
    /// A character typed into the prompt.
    Type(char),
    /// Erase the prompt's last character.
    Erase,
    /// Pick option `n` (0-based) of a question.
    Pick(u8),
    /// Watch the last move (or the selected history move) seed by seed.
    Watch,
    /// Turn automatic playback of new moves on or off.
    AutoWatch,
    /// Move focus to the history panel.
    History,
    /// Step-through: play or pause.
    PlayPause,
    /// Step-through: one lap back.
    LapBack,
    /// Step-through: one lap forward.
    LapForward,
    /// Go to the first event, or the first move.
    First,
    /// Go to the last event, or the last move.
    Last,
    /// Step-through: play faster.
    Faster,
    /// Step-through: play slower.
    Slower,
    /// Step-through: watch the next move of the line.
    NextMove,
    /// Step-through: watch the previous move of the line.
    PreviousMove,
    /// Replay the game: every move after the other, sown at the chosen speed (from the board: from the first
    /// move; while watching: on from the move watched, or stop replaying).
    ReplayGame,
    /// Give up the game (asks first).
    Resign,
    /// Answer yes to a confirmation.
    Yes,
    /// Answer no to a confirmation.
    No,
    /// Game over: the same game again, same seats.
    NewGame,
    /// Game over: the same game again, sides swapped.
    Rematch,
    /// Game over: back to the start screen.
    StartScreen,
    /// Start screen: continue the most recent unfinished saved game.
    Continue,
    /// Open the list of saved games.
    Saves,
    /// Saved games: give the selected save a new name.
    Rename,
    /// Saved games: delete the selected save (asks first).
    Delete,
    /// Saved games: host the selected save again as a room, played on from its last move.
    Host,
    /// Open the position editor.
    Edit,
    /// Show the position and the game record, and send them to the terminal's clipboard.
    Copy,
    /// Show the saved game's title and notes.
    Notes,
    /// Keep the later moves and play the move as a variation beside them.
    Variation,
    /// Make the line through the selected move the main line.
    Promote,
    /// Write (or change) the comment on the move on the board.
    Comment,
    /// Open the settings screen.
    Settings,
    /// Ask the computer for the best move here.
    Hint,
    /// Open or close the study view: every legal move with its evaluation, best first.
    Study,
    /// Review the game: every move marked, the evaluation graph.
    Review,
    /// Open the players panel: who plays each side, a person or the computer at a level.
    Players,
    /// In a room: type a one-line message to the room.
    Say,
    /// In a room: offer the other player a draw.
    Draw,
    /// In a room: open the messages panel, the room's messages to scroll through.
    Messages,
    /// The messages panel: show or hide the spectators' messages (a player).
    Spectators,
    /// Start screen: the rooms screen (host, join, watch).
    Rooms,
    /// Start screen: the lessons and puzzles of the selected game.
    Learn,
    /// The lobby: the archive of the server's finished games.
    Archive,
    /// The lobby: a game's leaderboard.
    Leaderboard,
    /// The archive: search by a player's name.
    Search,
    /// The archive: the next page of games.
    More,
    /// The archive: mark a game of one's own private, or not.
    Private,
    /// Read again what a screen lists.
    Refresh,
    /// A click on a pit: the cursor goes there and, if a move starts there, it is played.
    Pit(crate::rules::Hole),
    /// Settings: the key just pressed, to bind to the action of the line.
    Bind(Key),
    /// A key that does nothing on this screen (the status bar says so).
    Unbound,
    /// The lobby: challenge the player chosen.
    #[cfg(feature = "serve")]
    Challenge,
    /// The lobby: post a challenge for anyone.
    #[cfg(feature = "serve")]
    Post,
    /// The lobby: withdraw one's own challenge (or cancel one's own tournament).
    #[cfg(feature = "serve")]
    Withdraw,
    /// The lobby: create a tournament.
    #[cfg(feature = "serve")]
    Tournament,
    /// A tournament's screen: join it, or leave it.
    #[cfg(feature = "serve")]
    JoinLeave,
}

/// Which key table is in force.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyScreen {
    /// Choosing a game and the players.
    Start,
    /// Playing on the board.
    Board,
    /// A question inside a move (kete: direction, safari).
    Choice,
    /// Typing a move.
    Prompt,
    /// Watching a move seed by seed.
    Step,
    /// Browsing the moves played.
    History,
    /// A help or rules overlay.
    Help,
    /// A yes/no question.
    Confirm,
    /// The game has ended.
    GameOver,
    /// The list of saved games.
    Saves,
    /// Typing a save's new name.
    SaveName,
    /// Typing the code of a room to join or watch.
    RoomCode,
    /// Typing the player's name on the settings screen.
    PlayerName,
    /// The position editor.
    Editor,
    /// The settings screen.
    Settings,
    /// The study view over the board: every legal move with its evaluation.
    Study,
    /// The review screen: the evaluation of the whole game, the marks, a cursor walking the moves.
    Review,
    /// The review screen's better line of a move, stepped through.
    ReviewLine,
    /// The players panel over the board: who plays each side.
    Seats,
    /// Opening a save another program has open: watch it or continue in a copy.
    Busy,
    /// Typing a message to the other player in a room.
    Say,
    /// Playing a move where other moves were played: cut them or make a variation.
    Branch,
    /// Typing a comment on a move.
    Comment,
    /// Playing on the board in a room (`bao host`, `bao join`, `bao watch`).
    Room,
    /// A room's game has ended.
    RoomOver,
    /// Following a room's game without a seat.
    Watching,
    /// A room's messages panel.
    Messages,
    /// The rooms screen.
    Rooms,
    /// The Learn screen's list of lessons.
    Learn,
    /// A lesson on its board.
    Lesson,
    /// A lesson or puzzle done, its move being watched.
    LessonDone,
    /// The complete rules of the game (`R`).
    Rules,
    /// The lobby of `bao serve`.
    #[cfg(feature = "serve")]
    Lobby,
    /// Writing a challenge (or a tournament) in the lobby.
    #[cfg(feature = "serve")]
    LobbyForm,
    /// A tournament's screen in the lobby.
    #[cfg(feature = "serve")]
    Tournament,
    /// A player's page, from the lobby.
    #[cfg(feature = "serve")]
    LobbyPage,
    /// The archive of the server's finished games.
    #[cfg(feature = "serve")]
    LobbyArchive,
    /// Typing a player's name to search the archive by.
    #[cfg(feature = "serve")]
    LobbySearch,
    /// A game's leaderboard.
    #[cfg(feature = "serve")]
    LobbyBoard,
}

/// A key as the tables name it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    /// A character, with or without Shift.
    Char(char),
    /// Control and a letter.
    Ctrl(char),
    /// Any other key.
    Code(KeyCode),
}

/// Words in the current language: a message of the `keys` catalog, looked up each time they are drawn (the
/// tables are constants, and the language may change on the settings screen).
pub type Words = fn() -> String;

/// No words: a binding the help lists with the one before it (`↑ ↓ / k j` names both).
pub const NO_WORDS: Words = String::new;

/// One line of a key table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The keys, the first shown in hints.
    pub keys: &'static [Key],
    /// How the help overlay writes the keys (key names stay as the keyboard prints them, in every language).
    pub shown: &'static str,
    /// What they do, in words.
    pub help: Words,
    /// The action.
    pub action: Action,
    /// The words for it in the screen's line of key hints (with [`hint_keys`](Binding::hint_keys) before
    /// them); the line leaves out a binding with neither.
    hint: Option<Words>,
    /// How the line of key hints writes its keys, when not as the help's first form.
    keys_hint: &'static str,
}

impl Binding {
    /// The same binding, named `words` in the line of key hints.
    const fn hint(self, words: Words) -> Binding {
        Binding { hint: Some(words), ..self }
    }

    /// The same binding, left out of the line of key hints.
    const fn unhinted(self) -> Binding {
        Binding { hint: None, keys_hint: "", ..self }
    }

    /// The same binding in the line of key hints as `keys` then `words` (`←→ event` for a pair of bindings).
    const fn hint_as(self, keys: &'static str, words: Words) -> Binding {
        Binding { hint: Some(words), keys_hint: keys, ..self }
    }

    /// Whether the line of key hints shows the binding.
    #[must_use]
    pub fn hinted(&self) -> bool {
        self.hint.is_some() || !self.keys_hint.is_empty()
    }

    /// The binding's words in the line of key hints, in the current language (empty for none).
    #[must_use]
    pub fn hint_words(&self) -> String {
        self.hint.map(|words| words()).unwrap_or_default()
    }

    /// How the line of key hints writes the keys: as given, or the help's first form with single characters
    /// run together (`← → ↑ ↓ / hjkl` is `←→↑↓`, `Enter / Space` is `Enter`); empty for a binding of typed
    /// characters, whose hint is its words alone (`type a message`).
    #[must_use]
    pub fn hint_keys(&self) -> String {
        if !self.keys_hint.is_empty() {
            return self.keys_hint.into();
        }
        let first = self.shown.split(" / ").next().unwrap_or_default();
        if first.split(' ').all(|token| token.chars().count() == 1) { first.replace(' ', "") } else { first.into() }
    }
}

mod field;
mod tables;

pub use field::{Edit, TextField};
pub use tables::table;

use Key::{Char, Code, Ctrl};

fn matches(key: Key, event: &KeyEvent) -> bool {
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    match (key, event.code) {
        (Char(c), KeyCode::Char(typed)) => !ctrl && c == typed,
        (Ctrl(c), KeyCode::Char(typed)) => ctrl && c == typed.to_ascii_lowercase(),
        (Code(code), typed) => code == typed,
        _ => false,
    }
}

/// The action of a key on a screen: [`Action::Unbound`] for a key the screen does not use, `None` for a key
/// release. Ctrl-c always quits; in the prompt, printable characters are typed.
#[must_use]
pub fn map_key(event: &KeyEvent, screen: KeyScreen) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    if matches(Ctrl('c'), event) {
        return Some(Action::Quit);
    }
    let bound = table(screen).iter().find(|binding| binding.keys.iter().any(|&key| matches(key, event)));
    match (bound, screen, event.code) {
        (Some(binding), _, _) => Some(binding.action),
        (
            None,
            KeyScreen::Prompt
            | KeyScreen::SaveName
            | KeyScreen::RoomCode
            | KeyScreen::Say
            | KeyScreen::Comment
            | KeyScreen::PlayerName,
            KeyCode::Char(c),
        ) if !c.is_control() => Some(Action::Type(c)),
        #[cfg(feature = "serve")]
        (None, KeyScreen::LobbySearch, KeyCode::Char(c)) if !c.is_control() => Some(Action::Type(c)),
        (None, KeyScreen::Editor, KeyCode::Char(c)) if c.is_ascii_digit() => Some(Action::Type(c)),
        _ => Some(Action::Unbound),
    }
}

#[cfg(test)]
mod tests;
