//! Carrying out what a screen asked for ([`Go`]): opening the start screen, a new game, a saved or built-in game,
//! the editor, the rooms screen or a room; and showing what was opened.

use std::fmt::Write as _;

use crate::rules::{Setup, Variant};

use super::{App, Screen};
use crate::room::ticket::Tickets;
use crate::t;
use crate::tui::editor::Editor;
use crate::tui::go::{Go, Overlay, RoomChoice};
use crate::tui::keys::Action;
use crate::tui::play::Play;
use crate::tui::rooms_menu::{Handover, RoomsMenu};
use crate::tui::saves_list::SavesList;
use crate::tui::seats::Seats;
use crate::tui::start::StartMenu;

/// What the settings' last game and players ([`Settings::game`](crate::tui::settings::Settings::game),
/// [`Settings::players`](crate::tui::settings::Settings::players)) do once they are read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pending {
    /// Nothing: a game opened from a save, or an app a test made.
    Nothing,
    /// The start screen begins with the last game and players.
    StartScreen,
    /// The start screen begins with the last game and these players (the command line's).
    StartScreenWith(Seats),
    /// The game shown is a new one the command line started: it is remembered, and if `remembered`, its
    /// players are the last ones chosen.
    Game {
        /// Whether its players are the last ones chosen (the command line named none).
        remembered: bool,
    },
}

/// The first words of a new game: who plays whom, and where the keys are when a person plays.
fn opening(seats: Seats) -> String {
    let matchup = crate::tui::seats::matchup(seats);
    if seats.south == crate::tui::seats::Player::Person || seats.north == crate::tui::seats::Player::Person {
        t!("start-opening", matchup = matchup)
    } else {
        matchup
    }
}

impl App {
    /// Once the settings are read: the start screen begins with the last game and players, and a new game of
    /// the command line gets the last players if it named none, and is remembered. `announce`: say who plays
    /// whom (nothing went wrong reading the settings, which the status bar says instead).
    pub(super) fn use_the_last_game(&mut self, announce: bool) {
        let last = (self.shared.settings.last_game(), self.shared.settings.players);
        match (std::mem::replace(&mut self.pending, Pending::Nothing), &mut self.screen) {
            (Pending::StartScreen, Screen::Start(menu)) => *menu = StartMenu { seats: last.1, ..StartMenu::on(last.0) },
            (Pending::StartScreenWith(seats), Screen::Start(menu)) => {
                *menu = StartMenu { seats, ..StartMenu::on(last.0) }
            }
            (Pending::Game { remembered }, Screen::Play(play)) => {
                if remembered {
                    play.seats = last.1;
                }
                let (variant, seats) = (play.variant(), play.seats);
                self.shared.remember(variant, seats);
                if announce {
                    self.shared.say(opening(seats));
                }
            }
            _ => {}
        }
    }

    /// Carries out what a screen asked for (the line mode asks it for its commands too: a new game, a save).
    pub fn go(&mut self, go: Go) {
        match go {
            Go::StartScreen => self.open_start_screen(),
            Go::LeaveRoom => {
                // The room's game stays on the server; the lobby, where it is among "your games", is the way
                // back to it and to the others (its moves seen here are no news there).
                #[cfg(feature = "serve")]
                if let Screen::Play(play) = &self.screen
                    && let Some(room) = &play.room
                {
                    self.lobby.looked_at(&room.code, play.line.len());
                }
                self.autosave();
                self.stop_thinking();
                #[cfg(feature = "serve")]
                let in_lobby = self.open_lobby();
                // Without the server there is no lobby to go back to.
                #[cfg(not(feature = "serve"))]
                let in_lobby = false;
                if !in_lobby {
                    self.open_start_screen();
                }
            }
            Go::NewGame { start, seats, study } => self.start_game(&start, seats, study),
            Go::Open(name) => self.open_from_store(&name),
            Go::HostSave(name) => self.host_save(&name),
            Go::OpenBuiltin(file) => self.open_builtin(file),
            Go::Review(open) => {
                self.go(*open);
                if let Screen::Play(play) = &mut self.screen {
                    play.open_review(&mut self.shared);
                }
            }
            Go::Continue => {
                self.shared.saving.refresh();
                match self.shared.saving.resume.clone() {
                    Some(resume) => self.open_from_store(&resume.name),
                    None => self.shared.refuse(t!("start-nothing-to-continue")),
                }
            }
            Go::Saves => {
                if let Some(list) = SavesList::open(&mut self.shared) {
                    self.screen = Screen::Saves(list);
                }
            }
            Go::Editor => self.open_editor(),
            Go::LeaveEditor => {
                let screen = std::mem::replace(&mut self.screen, Screen::Start(StartMenu::default()));
                match screen {
                    Screen::Editor(mut editor) => {
                        if let Some(play) = editor.game.take() {
                            self.screen = Screen::Play(play);
                        } else {
                            self.screen = Screen::Editor(editor);
                            self.open_start_screen();
                        }
                    }
                    other => self.screen = other,
                }
            }
            Go::Rooms => {
                // Under `bao serve` the start screen's `r` leads to the lobby, where players meet; the rooms
                // screen (a room by its code) is the lobby's `r`, and the way in where the server has none.
                #[cfg(feature = "serve")]
                if self.rooms_or_lobby() {
                    return;
                }
                let variant = self.variant();
                let mut menu = RoomsMenu::open(variant);
                menu.refresh();
                self.screen = Screen::Rooms(Box::new(menu));
                self.shared.say(t!("rooms-screen-opened"));
            }
            Go::Room(choice) => self.room(choice),
            Go::Learn(variant) => self.open_learn(variant),
        }
    }

    /// The game of the screen shown, or the start screen's choice.
    pub(super) fn variant(&self) -> Variant {
        match &self.screen {
            Screen::Play(play) => play.variant(),
            Screen::Start(menu) => menu.variant(),
            Screen::Editor(editor) => editor.setup.variant,
            Screen::Saves(_) => Variant::ALL[0],
            Screen::Rooms(menu) => menu.variant(),
            Screen::Learn(learn) => learn.variant(),
            #[cfg(feature = "serve")]
            Screen::Lobby(screen) => screen.variant(),
        }
    }

    /// Opens the lessons of `variant` (`L` on the start screen, `bao learn`).
    pub fn open_learn(&mut self, variant: Variant) {
        self.autosave();
        self.stop_thinking();
        let learn = crate::tui::learn::Learn::open(variant, &mut self.shared);
        self.screen = Screen::Learn(Box::new(learn));
    }

    pub(super) fn open_start_screen(&mut self) {
        let variant = self.variant();
        self.autosave();
        self.stop_thinking();
        self.shared.saving.refresh();
        self.screen = Screen::Start(StartMenu { seats: self.shared.settings.players, ..StartMenu::on(variant) });
    }

    /// Opens a new game, or says why it cannot.
    pub(super) fn start_game(&mut self, start: &Setup, seats: Seats, study: bool) {
        let edited = matches!(self.screen, Screen::Editor(_));
        match Play::new(start, seats) {
            Ok(play) => {
                self.autosave();
                self.stop_thinking();
                self.screen = Screen::Play(Box::new(play));
                self.shared.remember(start.variant, seats);
                if edited {
                    self.shared.say(t!("screens-editor-from", matchup = crate::tui::seats::matchup(seats)));
                } else {
                    self.shared.say(opening(seats));
                }
                if let (true, Screen::Play(play)) = (study, &mut self.screen) {
                    play.open_study(&mut self.shared);
                }
            }
            Err(error) => self.shared.refuse(error),
        }
    }

    /// Opens the editor on the game's position (keeping the game to go back to) or, from the start screen, on
    /// the selected game's start position.
    pub(super) fn open_editor(&mut self) {
        let screen = std::mem::replace(&mut self.screen, Screen::Start(StartMenu::default()));
        let editor = match screen {
            Screen::Play(mut play) => {
                play.stop_thinking();
                Editor::new(play.line.setup(), Some(play))
            }
            Screen::Start(menu) => Editor::new(Setup::start(menu.variant()), None),
            other => {
                self.screen = other;
                return;
            }
        };
        self.screen = Screen::Editor(Box::new(editor));
        self.shared.say(t!("screens-editor-opened"));
    }

    /// Opens the save `name` from the store, or says why it cannot.
    pub(super) fn open_from_store(&mut self, name: &str) {
        let Some(store) = self.shared.saving.store.clone() else {
            return self.shared.refuse(t!("screens-no-store-to-open"));
        };
        // The game of a room this player still has a seat in goes on in the room, not in a copy whose moves would
        // never reach the other player; a room that has ended opens the save as before, and says so.
        let mut ended = None;
        if let Some(ticket) = Tickets::beside(&store).and_then(|tickets| tickets.for_save(name)) {
            match crate::tui::play::room::join_room(
                &ticket.code,
                self.shared.player_name().as_str(),
                false,
                Some(&store),
            ) {
                Ok(play) => {
                    let words = crate::tui::play::room::opening_words(&play, self.shared.environment.served);
                    return self.show_room(play, words);
                }
                Err(why) => ended = Some(t!("rooms-room-why", code = ticket.code.as_str(), why = why)),
            }
        }
        // A save another program has open is opened to be continued in a copy, and said so.
        match store.open_to_play(name) {
            Ok(opened) => {
                let note = crate::tui::saving::busy_note(&opened);
                self.offer(Play::from_saved(opened.game, opened.handle), note);
                if let Some(ended) = ended {
                    self.shared.say(t!("rooms-ended-save-alone", ended = ended));
                }
            }
            Err(error) => self.shared.refuse(crate::tui::saving::error_words(&error)),
        }
    }

    /// Hosts the save `name` again as a room (as `bao host --load` does), this player on the side they played
    /// in it (South if both sides were people): its game screen at once, or why not.
    fn host_save(&mut self, name: &str) {
        let Some(store) = self.shared.saving.store.clone() else {
            return self.shared.refuse(t!("screens-no-store-to-host"));
        };
        let (base, side) = match crate::tui::play::room::hosted_save(&store, name) {
            Ok(hosted) => hosted,
            Err(why) => return self.shared.refuse(why),
        };
        let player = self.shared.player_name().to_string();
        let side = side.unwrap_or(crate::rules::Side::South);
        match crate::tui::play::room::open_room(
            base,
            side,
            &player,
            None,
            crate::tui::play::room::Terms::default(),
            Some(&store),
        ) {
            Ok(play) => {
                let words = crate::tui::play::room::opened_words(&play, self.shared.environment.served);
                self.show_room(play, words);
            }
            Err(why) => self.shared.refuse(why),
        }
    }

    /// Opens a copy of the built-in save of `file` (its file name in `saves/`): played on, it is saved under a new
    /// name, never written back; the status bar says it is a copy.
    pub fn open_builtin(&mut self, file: &str) {
        match crate::store::builtin::find(file) {
            Some((builtin, Ok(game))) => {
                let game = crate::tui::saving::builtin_worded(builtin.file, game);
                let title = game.name.clone().unwrap_or_else(|| file.to_string());
                self.show_saved(Play::from_saved(game, None));
                // In place of the notes' key, which the notes panel shows: a long title and both do not fit.
                self.shared.say(t!("screens-builtin-copy", title = title));
            }
            Some((_, Err(error))) => {
                let error = crate::tui::saving::format_words(&error);
                self.shared.refuse(t!("screens-builtin-damaged", file = file, error = error));
            }
            None => self.shared.refuse(t!("screens-no-builtin", file = file)),
        }
    }

    /// Opens `play` (from a save): on the board if it could be locked, else (`note` says why: another program has it
    /// open) after asking whether to watch it read-only or to continue in a copy.
    pub fn offer(&mut self, play: Play, note: Option<String>) {
        match note {
            None => self.show_saved(play),
            Some(note) => self.busy = Some((Box::new(play), note)),
        }
    }

    /// The answer to the busy save's question.
    pub(super) fn answer_busy(&mut self, action: Action) {
        let Some((mut play, note)) = self.busy.take() else { return };
        match action {
            Action::Watch => {
                play.read_only = true;
                self.show_saved(*play);
                self.shared.say(t!("screens-busy-watching"));
            }
            Action::Continue => {
                self.show_saved(*play);
                self.shared.say(t!("screens-busy-copy"));
            }
            Action::Back => self.shared.say(t!("screens-busy-not-opened")),
            _ => self.busy = Some((play, note)),
        }
    }

    /// Opens a room (its game screen at once) or starts joining one (on a thread; the rooms screen waits).
    pub(super) fn room(&mut self, choice: RoomChoice) {
        let name = self.shared.player_name().to_string();
        match choice {
            RoomChoice::Host { variant, side, clock, public, rated } => {
                let side = match side.map_or_else(crate::room::code::random_side, Ok) {
                    Ok(side) => side,
                    Err(error) => return self.shared.refuse(t!("rooms-random-side", error = error.to_string())),
                };
                let base = match Play::new(&Setup::start(variant), crate::tui::seats::people()) {
                    Ok(base) => base,
                    Err(why) => return self.shared.refuse(why),
                };
                match crate::tui::play::room::open_room(
                    base,
                    side,
                    &name,
                    clock,
                    crate::tui::play::room::Terms { public, rated },
                    self.shared.saving.store.as_ref(),
                ) {
                    Ok(play) => {
                        let words = crate::tui::play::room::opened_words(&play, self.shared.environment.served);
                        self.show_room(play, words);
                    }
                    Err(why) => self.shared.refuse(why),
                }
            }
            RoomChoice::Join { code, watch } => {
                let Screen::Rooms(menu) = &mut self.screen else { return };
                if let Err(error) = code.parse::<crate::room::RoomCode>() {
                    return self.shared.refuse(crate::tui::play::room::bad_code_words(&error));
                }
                let store = self.shared.saving.store.clone();
                let (ticket, inbox) = (self.shared.post.ticket(), self.sender.clone());
                menu.start_joining(ticket, move || {
                    let joined = crate::tui::play::room::join_room(&code, &name, watch, store.as_ref());
                    let _ = inbox.send(super::Msg::Joined(ticket, Handover::new(joined)));
                });
                self.shared.say(t!("rooms-joining"));
            }
        }
    }

    /// Opens a room's game on the board, saying `words` (the room's code, the seat); what comes from the room
    /// is posted into the inbox from now on.
    pub fn show_room(&mut self, mut play: Play, words: String) {
        play.hook_room(&self.shared.post);
        self.screen = Screen::Play(Box::new(play));
        self.shared.say(words);
    }

    /// Opens `play` (from a save) on the board, its title in the status bar and its notes over the board.
    pub fn show_saved(&mut self, play: Play) {
        let words = match (&play.slot.title, &play.slot.name) {
            (Some(title), _) => title.clone(),
            (None, Some(name)) => t!("screens-continuing", name = name.as_str()),
            (None, None) => t!("screens-saved-game"),
        };
        let at = play.line.cursor();
        let notes = play.slot.notes.is_some();
        self.autosave();
        self.stop_thinking();
        self.screen = Screen::Play(Box::new(play));
        self.overlay = notes.then_some(Overlay::Notes);
        let mut line = words;
        if at > 0 {
            let _ = write!(line, " · {}", t!("screens-opened-at", ply = at));
        }
        if notes {
            let _ = write!(line, " · {}", t!("screens-opened-notes"));
        }
        self.shared.say(line);
    }
}
