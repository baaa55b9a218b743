//! The interface's whole state and its one update path. [`App`] holds the screen shown (each screen's state
//! owns what its keys do: [`StartMenu`], [`Play`], [`SavesList`], [`Editor`], [`SettingsMenu`]), an overlay, and
//! what the screens share ([`Shared`]). Every change comes through [`App::update`] as a [`Msg`]: a key's
//! action, time passing, or a background result (the computer's move, a hint, a study depth, a room's message,
//! a join's result). Background results arrive in the app's one inbox, the channel the event loop blocks on
//! until the next time the state asks to be woken ([`App::next_wake`]). After each message, the side effects
//! run in one place: the study view closes if the board moved on, the computer starts or stops thinking, and
//! the game is saved. Drawing is `view`'s, a pure function of this state.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Instant;

use ratatui::crossterm::event::{Event, KeyEvent};

use crate::engine::Ranking;
use crate::rules::{AnyMove, Setup, Variant};

use super::editor::Editor;
use super::go::Overlay;
use super::inbox::{News, Post, Ticket};
use super::keymap;
use super::keys::{Action, KeyScreen};
use super::learn::Learn;
use super::play::{Answer, Confirm, Mode, Play};
use super::rooms_menu::{Joined, RoomsMenu};
use super::rules_screen::RulesScreen;
use super::saves_list::SavesList;
use super::saving::Saving;
use super::seats::{Seats, people};
use super::settings_menu::SettingsMenu;
use super::shared::{Environment, Shared};
use super::start::StartMenu;
use super::style::Theme;

#[cfg(feature = "serve")]
mod lobby;
mod open;
mod text;

/// Which screen is shown.
pub enum Screen {
    /// Choosing a game.
    Start(StartMenu),
    /// Playing.
    Play(Box<Play>),
    /// The saved games.
    Saves(SavesList),
    /// Editing a position.
    Editor(Box<Editor>),
    /// The rooms: host, join, watch.
    Rooms(Box<RoomsMenu>),
    /// The lessons.
    Learn(Box<Learn>),
    /// The lobby of `bao serve`.
    #[cfg(feature = "serve")]
    Lobby(Box<super::lobby::LobbyScreen>),
}

/// Everything that changes the interface: what the inbox carries and [`App::update`] takes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Msg {
    /// A key's (or a click's) action.
    Action(Action),
    /// Time passed (milliseconds), for playback.
    Tick(u16),
    /// The computer's move or a hint, worked out on another thread, for the request with this ticket.
    Answer(Ticket, Answer),
    /// The study view's search with this ticket: its newest ranking, if one came, and whether it has ended.
    Study(Ticket, Option<Ranking<AnyMove>>, bool),
    /// The review with this ticket: a move reviewed, or (`None`) its end.
    Review(Ticket, Option<Box<crate::engine::review::PlyReview>>),
    /// The puzzles the review with this ticket found once it ran to its end.
    ReviewPuzzles(Ticket, Vec<crate::puzzle::own::Found>),
    /// What came from the lobby of `bao serve`.
    #[cfg(feature = "serve")]
    Lobby(crate::lobby::link::FromLobby),
    /// Why the mirror of the game on the screen with this ticket could not open.
    #[cfg(feature = "serve")]
    Mirror(Ticket, String),
    /// Text pasted into the terminal (bracketed paste), as one piece.
    Paste(String),
    /// What came from the room the game is played in, whose messages have this ticket.
    Room(Ticket, crate::room::FromRoom),
    /// The join of a room with this ticket finished (on its own thread).
    Joined(Ticket, Joined),
    /// An event of the terminal, from the input thread. The event loop handles it (it needs the terminal's
    /// size); [`App::update`] ignores it.
    Terminal(Event),
    /// A signal that ends the program (its number), or the terminal hung up (SIGHUP's). The event loop's, as
    /// [`Msg::Terminal`].
    Ending(i32),
    /// The terminal cannot be read any more, and why. The event loop's, as [`Msg::Terminal`].
    Unreadable(String),
    /// A line typed in the line mode (`bao --lines`), from its input thread, or (`None`) the end of its input.
    /// The line mode's loop handles it; [`App::update`] ignores it.
    Line(Option<String>),
}

impl From<News> for Msg {
    fn from(news: News) -> Msg {
        match news {
            News::Answer(ticket, answer) => Msg::Answer(ticket, answer),
            News::Study(ticket, ranking, ended) => Msg::Study(ticket, ranking, ended),
            News::Room(ticket, message) => Msg::Room(ticket, message),
            News::Review(ticket, ply) => Msg::Review(ticket, ply),
            News::ReviewPuzzles(ticket, found) => Msg::ReviewPuzzles(ticket, found),
            #[cfg(feature = "serve")]
            News::Lobby(news) => Msg::Lobby(news),
            #[cfg(feature = "serve")]
            News::Mirror(ticket, words) => Msg::Mirror(ticket, words),
        }
    }
}

impl From<Action> for Msg {
    fn from(action: Action) -> Msg {
        Msg::Action(action)
    }
}

/// The whole state of the interface.
pub struct App {
    /// The screen.
    pub screen: Screen,
    /// An overlay over it.
    pub overlay: Option<Overlay>,
    /// The settings screen, when open (over whichever screen is shown).
    pub settings_menu: Option<Box<SettingsMenu>>,
    /// The rules screen (`R`), when open over the screen shown.
    pub rules: Option<Box<RulesScreen>>,
    /// What every screen shares: styles, settings, environment, store, the status bar's message.
    pub shared: Shared,
    /// Set once the user asked to quit.
    pub quit: bool,
    /// Asking whether to quit while the game could not be saved.
    pub quitting: bool,
    /// A save another program has open, waiting for the choice to watch it or continue in a copy, with the
    /// words that say so.
    pub busy: Option<(Box<Play>, String)>,
    /// What to print on standard output once the terminal is given back: the record of a game that could not
    /// be saved, when the user quit anyway.
    pub exit_text: Option<String>,
    /// What the settings' last game and players do once [`App::configure`] has read them.
    pub(super) pending: open::Pending,
    /// How many times the event loop woke up (for tests and measurements: an idle program does not wake).
    pub wake_ups: u64,
    /// The inbox: every thread's way in ([`App::sender`]) and the loop's way out.
    pub(super) sender: Sender<Msg>,
    pub(super) receiver: Receiver<Msg>,
    /// The lobby of `bao serve`: the link, the lists, the challenges asked.
    #[cfg(feature = "serve")]
    pub lobby: super::lobby::Client,
}

impl App {
    /// The start screen.
    #[must_use]
    pub fn new(theme: Theme) -> App {
        let (sender, receiver) = channel();
        let mut shared = Shared::new(theme);
        let post = sender.clone();
        shared.post = Post::new(move |news| _ = post.send(Msg::from(news)));
        App {
            screen: Screen::Start(StartMenu::default()),
            overlay: None,
            settings_menu: None,
            rules: None,
            shared,
            quit: false,
            quitting: false,
            busy: None,
            exit_text: None,
            pending: open::Pending::StartScreen,
            wake_ups: 0,
            sender,
            receiver,
            #[cfg(feature = "serve")]
            lobby: super::lobby::Client::off(crate::store::PlayerName::lenient("guest")),
        }
    }

    /// A way into the inbox, for a thread: what it sends comes out of [`App::wait`].
    #[must_use]
    pub fn sender(&self) -> Sender<Msg> {
        self.sender.clone()
    }

    /// The next message of the inbox, waiting for it until `deadline` (none: for as long as it takes); `None`
    /// once the deadline has passed.
    #[must_use]
    pub fn wait(&self, deadline: Option<Instant>) -> Option<Msg> {
        match deadline {
            // The app holds a sender itself, so the inbox never closes.
            None => self.receiver.recv().ok(),
            Some(at) => self.receiver.recv_timeout(at.saturating_duration_since(Instant::now())).ok(),
        }
    }

    /// The next message of the inbox if one is waiting.
    #[must_use]
    pub fn try_next(&self) -> Option<Msg> {
        self.receiver.try_recv().ok()
    }

    /// A game of `variant` from `from` (or its start position), both seats people.
    pub fn playing(theme: Theme, variant: Variant, from: Option<Setup>) -> Result<App, String> {
        let start = from.unwrap_or_else(|| Setup::start(variant));
        let play = Play::new(&start, people())?;
        Ok(App { screen: Screen::Play(Box::new(play)), pending: open::Pending::Nothing, ..App::new(theme) })
    }

    /// A new game as `bao play` starts it: of `variant` from `from` (or its start position), played by `seats`,
    /// or, if the command line named none, by the last players chosen once [`App::configure`] has read the
    /// settings; the game and its players are remembered then for the next time.
    pub fn new_game(theme: Theme, variant: Variant, from: Option<Setup>, seats: Option<Seats>) -> Result<App, String> {
        let start = from.unwrap_or_else(|| Setup::start(variant));
        let play = Play::new(&start, seats.unwrap_or_else(people))?;
        let pending = open::Pending::Game { remembered: seats.is_none() };
        Ok(App { screen: Screen::Play(Box::new(play)), pending, ..App::new(theme) })
    }

    /// The start screen with `seats` chosen (`bao play --south ... --north ...` without a game), instead of
    /// the last players chosen.
    #[must_use]
    pub fn start_screen_with(theme: Theme, seats: Seats) -> App {
        let mut app = App::new(theme);
        app.pending = open::Pending::StartScreenWith(seats);
        app
    }

    /// The app saving into `saving` (the command line gives the user's store).
    #[must_use]
    pub fn with_saving(mut self, saving: Saving) -> App {
        self.shared.saving = saving;
        self
    }

    /// Reads the settings and theme for `environment` and uses them; returns what went wrong.
    pub fn configure(&mut self, environment: Environment) -> Vec<String> {
        let warnings = self.shared.configure(environment);
        self.use_the_last_game(warnings.is_empty());
        warnings
    }

    /// The game being played, if the game screen is shown.
    #[must_use]
    pub fn play(&self) -> Option<&Play> {
        match &self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    /// The game of the screen shown (the start screen's and rooms screen's choice, the editor's position; the
    /// saves list, which names no game, kingulu's).
    #[must_use]
    pub fn variant_shown(&self) -> Variant {
        match &self.screen {
            Screen::Play(play) => play.variant(),
            Screen::Start(menu) => menu.variant(),
            Screen::Editor(editor) => editor.setup.variant,
            Screen::Saves(_) => Variant::Kingulu,
            Screen::Rooms(menu) => menu.variant(),
            Screen::Learn(learn) => learn.variant(),
            #[cfg(feature = "serve")]
            Screen::Lobby(screen) => screen.variant(),
        }
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        if self.quitting {
            return KeyScreen::Confirm;
        }
        if self.busy.is_some() {
            return KeyScreen::Busy;
        }
        #[cfg(feature = "serve")]
        if self.challenge_asked() {
            return KeyScreen::Confirm;
        }
        if self.overlay.is_some() {
            return KeyScreen::Help;
        }
        if let Some(menu) = &self.settings_menu {
            return menu.key_screen();
        }
        if self.rules.is_some() {
            return KeyScreen::Rules;
        }
        match &self.screen {
            Screen::Start(menu) => menu.key_screen(),
            Screen::Play(play) => play.key_screen(),
            Screen::Saves(list) => list.key_screen(),
            Screen::Rooms(menu) => menu.key_screen(),
            Screen::Editor(_) => KeyScreen::Editor,
            Screen::Learn(learn) => learn.key_screen(),
            #[cfg(feature = "serve")]
            Screen::Lobby(screen) => screen.key_screen(),
        }
    }

    /// The action of a key in the screen shown, the user's bindings first.
    #[must_use]
    pub fn map_key(&self, event: &KeyEvent) -> Option<Action> {
        let capturing = self.settings_menu.as_ref().is_some_and(|menu| menu.capturing);
        keymap::map_key(&self.shared.settings.keys, event, self.key_screen(), capturing)
    }

    /// Whether the computer (or a hint search) is thinking.
    #[must_use]
    #[cfg(test)]
    pub fn thinking(&self) -> bool {
        self.play().is_some_and(|play| play.thinking.is_some())
    }

    /// Whether the study view's search is running.
    #[must_use]
    #[cfg(test)]
    pub fn studying(&self) -> bool {
        self.play().is_some_and(Play::studying)
    }

    /// When the event loop must wake up without a message, if ever: the next frame of a playback, the next
    /// change of a running clock's time shown. Everything else (keys, answers, a room's messages, signals)
    /// arrives in the inbox, so with none of these the loop sleeps until a message comes.
    #[must_use]
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        let frame = |play: &Play| match &play.mode {
            Mode::Step(playback) => playback.next_frame(),
            _ => None,
        };
        let frame = match &self.screen {
            Screen::Play(play) => frame(play),
            Screen::Learn(learn) => learn.attempt.as_ref().and_then(|attempt| frame(&attempt.play)),
            _ => None,
        };
        let clock = self.play().and_then(|play| play.room.as_ref()).and_then(|room| room.next_clock_change(now));
        frame.map(|wait| now + wait).into_iter().chain(clock).min()
    }

    /// Whether a room's clock is counting down on the screen (it is redrawn as it does).
    #[must_use]
    pub fn clock_running(&self) -> bool {
        self.play().and_then(|play| play.room.as_ref()).is_some_and(|room| room.clock_running())
    }

    /// Takes every message waiting in the inbox through [`App::update`] (the terminal's and the signals' are
    /// left out: tests drive the app without the event loop); returns whether any came.
    #[cfg(test)]
    pub fn pump(&mut self) -> bool {
        let mut any = false;
        while let Some(message) = self.try_next() {
            any = true;
            self.update(message);
        }
        any
    }

    /// What the app does before its first message, in the full screen and the line mode alike: a game whose
    /// first move is the computer's starts it thinking (else it would wait for a key).
    pub fn begin(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            play.after_update(&self.shared.post);
        }
    }

    /// Applies one message, then the side effects every change may call for; under `bao serve` the lobby
    /// is told what the player is doing now.
    pub fn update(&mut self, msg: impl Into<Msg>) {
        self.apply(msg.into());
        #[cfg(feature = "serve")]
        self.tell_lobby();
    }

    fn apply(&mut self, msg: Msg) {
        match msg {
            Msg::Action(action) => self.act(action),
            Msg::Tick(millis) => {
                if let Screen::Play(play) = &mut self.screen
                    && let Mode::Step(playback) = &mut play.mode
                    && playback.tick(millis)
                {
                    play.replay_next(&mut self.shared);
                }
                if let Screen::Learn(learn) = &mut self.screen
                    && let Some(attempt) = &mut learn.attempt
                    && let Mode::Step(playback) = &mut attempt.play.mode
                {
                    playback.tick(millis);
                }
                // A computer's move that waited for the playback's end is played once it has ended.
                let played = match &mut self.screen {
                    Screen::Play(play) => play.use_answer(&mut self.shared),
                    _ => false,
                };
                if !played {
                    return;
                }
            }
            Msg::Answer(ticket, answer) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.receive_answer(ticket, answer, &mut self.shared);
                }
            }
            Msg::Paste(text) => self.paste(&text),
            Msg::Joined(ticket, joined) => {
                // A join given up (the rooms screen left) is dropped, and its link with it.
                let ours = match &mut self.screen {
                    Screen::Rooms(menu) => menu.joined(ticket),
                    _ => false,
                };
                #[cfg(feature = "serve")]
                let ours = ours || self.lobby_joined(ticket);
                match joined.take().filter(|_| ours) {
                    Some(Ok(play)) => {
                        let words = super::play::room::opening_words(&play, self.shared.environment.served);
                        // The lobby's joins open over any screen: a game left there is saved first.
                        self.autosave();
                        self.stop_thinking();
                        self.show_room(play, words);
                    }
                    Some(Err(why)) => self.shared.refuse(why),
                    None => return,
                }
            }
            Msg::Room(ticket, message) => match &mut self.screen {
                Screen::Play(play) if play.room_hears(ticket) => play.on_room(message, &mut self.shared),
                // A room left, or one already closed: nothing changes.
                _ => return,
            },
            Msg::Study(ticket, ranking, ended) => {
                if let Screen::Play(play) = &mut self.screen
                    && let Some(study) = play.study.as_mut().filter(|study| study.ticket == ticket)
                {
                    study.receive(ranking, ended);
                }
                return;
            }
            // Kept in the save as it comes (the autosave below), so a review stopped keeps what it found.
            Msg::Review(ticket, ply) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.receive_review(ticket, ply);
                }
            }
            Msg::ReviewPuzzles(ticket, found) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.receive_review_puzzles(ticket, &found, &mut self.shared);
                }
            }
            #[cfg(feature = "serve")]
            Msg::Lobby(news) => self.on_lobby(news),
            #[cfg(feature = "serve")]
            Msg::Mirror(ticket, words) => {
                if let Screen::Play(play) = &self.screen
                    && play.mirrored_by(ticket)
                {
                    self.shared.refuse(words);
                }
                return;
            }
            Msg::Terminal(_) | Msg::Ending(_) | Msg::Unreadable(_) | Msg::Line(_) => return,
        }
        if self.quit {
            // Quitting stopped every thread; the loop saves the game as it ends.
            return;
        }
        if let Screen::Play(play) = &mut self.screen {
            play.use_answer(&mut self.shared);
            play.after_update(&self.shared.post);
            play.keep_mirror(&self.shared);
        }
        self.autosave();
    }

    fn act(&mut self, action: Action) {
        if self.quitting {
            return self.answer_quit(action);
        }
        if self.busy.is_some() && action != Action::Quit {
            return self.answer_busy(action);
        }
        #[cfg(feature = "serve")]
        if self.challenge_asked() && action != Action::Quit {
            return self.answer_challenge(action);
        }
        // Quitting a room's game that goes on would end it for both players: asked first, as Esc asks.
        if let Screen::Play(play) = &mut self.screen {
            if action == Action::Quit && play.quitting_asks() {
                play.mode = Mode::Confirm(Confirm::Quit);
                (self.overlay, self.rules, self.settings_menu) = (None, None, None);
                return;
            }
            if action == Action::Yes && play.mode == Mode::Confirm(Confirm::Quit) {
                return self.act(Action::Quit);
            }
        }
        if action == Action::Quit {
            // A game that could not be saved is not left silently: one more try, then the question.
            self.autosave();
            if self.play().is_some_and(|play| play.unsaved.is_some()) {
                self.quitting = true;
                return;
            }
            self.stop_thinking();
            self.quit = true;
            return;
        }
        if let Some(overlay) = self.overlay {
            self.overlay = match (overlay, action) {
                (_, Action::Back) => None,
                (overlay, _) => Some(overlay),
            };
            return;
        }
        if let Some(rules) = self.rules.as_mut().filter(|_| action != Action::Help && self.settings_menu.is_none()) {
            if !rules.update(action) {
                self.rules = None;
            }
            return;
        }
        if let Some(menu) = self.settings_menu.as_mut().filter(|_| action != Action::Help) {
            if !menu.update(action, &mut self.shared) {
                self.settings_menu = None;
            }
            return;
        }
        match action {
            Action::Help => return self.overlay = Some(Overlay::Help(self.key_screen())),
            Action::Rules => return self.rules = Some(Box::new(RulesScreen::open(self.variant_shown()))),
            Action::Copy => return self.copy(),
            Action::Notes => return self.show_notes(),
            Action::Settings => {
                self.settings_menu = Some(Box::new(SettingsMenu::open(&self.shared)));
                return;
            }
            Action::Unbound => {
                return self.shared.refuse(crate::t!("keys-unbound"));
            }
            _ => {}
        }
        self.shared.message = None;
        let go = match &mut self.screen {
            Screen::Start(menu) => menu.update(action, &mut self.shared),
            Screen::Play(play) => play.update(action, &mut self.shared),
            Screen::Saves(list) => list.update(action, &mut self.shared),
            Screen::Rooms(menu) => menu.update(action, &mut self.shared),
            Screen::Editor(editor) => editor.update(action, &mut self.shared),
            Screen::Learn(learn) => learn.update(action, &mut self.shared),
            #[cfg(feature = "serve")]
            Screen::Lobby(screen) => {
                let ask = screen.update(action, &self.lobby, &mut self.shared);
                return self.lobby_ask(ask);
            }
        };
        if let Some(go) = go {
            self.go(go);
        }
    }

    /// The answer to "quit without saving?": yes (or quit again) quits and prints the game's record once the
    /// terminal is given back, so nothing is lost; no stays.
    fn answer_quit(&mut self, action: Action) {
        match action {
            Action::Yes | Action::Quit => {
                if let Some(play) = self.play() {
                    // Every move, the ones taken back too: `bao import` reads it back into a save.
                    let moves: Vec<String> = play.line.moves().map(|mv| mv.to_string()).collect();
                    self.exit_text = Some(crate::store::write_record(&play.line.start(), &moves));
                }
                self.stop_thinking();
                self.quitting = false;
                self.quit = true;
            }
            Action::No | Action::Back => {
                self.quitting = false;
                self.shared.say(crate::t!("screens-unsaved-stay"));
            }
            _ => {}
        }
    }

    /// Writes the game in progress to its save if it changed since the last write; a failed write is
    /// reported, never fatal.
    pub fn autosave(&mut self) {
        let Some(store) = &self.shared.saving.store else { return };
        let Screen::Play(play) = &mut self.screen else { return };
        if let Err(error) = play.autosave(store) {
            self.shared.refuse(error);
        }
    }

    /// Stops any thinking (the computer's, a hint's, the study view's) and waits for its thread to end.
    pub fn stop_thinking(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            play.stop_thinking();
        }
    }
}
