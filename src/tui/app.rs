//! The interface's whole state: which screen is shown, the game in progress, the settings. Changed only by
//! [`App::update`] (in `update.rs`); drawn by the pure functions of `view`.

use crate::rules::{BySide, Hole, Setup, Side, Status, Variant};
use crate::store::Standing;

use super::choice::{Asking, Question};
use super::computer::Thinker;
use super::editor::Editor;
use super::keys::KeyScreen;
use super::playback::Playback;
use super::prefs::Environment;
use super::saves_list::{ListMode, SavesList};
use super::saving::{SaveSlot, Saving};
use super::seats_panel::SeatsPanel;
use super::session::{self, Session};
use super::settings_menu::SettingsMenu;
use super::study::Study;
use super::style::Theme;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    /// A person at this keyboard.
    Person,
    /// The computer at a level, 1 to 6.
    Computer(u8),
}

impl PlayerKind {
    /// The kind in words.
    #[must_use]
    pub fn describe(self) -> String {
        match self {
            PlayerKind::Person => "person".into(),
            PlayerKind::Computer(number) => match crate::engine::Level::new(number) {
                Some(level) => format!("computer: level {number}, {}", level.name()),
                None => format!("computer: level {number}"),
            },
        }
    }
}

/// The two players of the start screen and which of them sits South.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Seats {
    /// Player 1 and player 2.
    pub players: [PlayerKind; 2],
    /// Which player (0 or 1) sits South and moves first.
    pub south: usize,
}

impl Default for Seats {
    fn default() -> Self {
        Seats { players: [PlayerKind::Person; 2], south: 0 }
    }
}

impl Seats {
    /// The player number (1 or 2) and kind at each side.
    #[must_use]
    pub fn by_side(&self) -> BySide<(usize, PlayerKind)> {
        let north = 1 - self.south;
        BySide::new((self.south + 1, self.players[self.south]), (north + 1, self.players[north]))
    }

    /// The same players, sides swapped.
    #[must_use]
    pub fn swapped(self) -> Seats {
        Seats { south: 1 - self.south, ..self }
    }
}

/// The lines of the start screen.
pub const START_LINES: usize = 5;

/// The start screen: a game, two players, their seats.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct StartMenu {
    /// The selected line (0 game, 1 player 1, 2 player 2, 3 seats, 4 start).
    pub line: usize,
    /// The selected game's index in [`Variant::ALL`].
    pub game: usize,
    /// The players.
    pub seats: Seats,
}

impl StartMenu {
    /// The selected game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        Variant::ALL[self.game % Variant::ALL.len()]
    }
}

/// A question waiting for yes or no.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Play this move from a past position, cutting the later moves.
    Cut(String),
    /// Give up the game (at a past position, cutting the later moves).
    Resign,
    /// Leave the game for the start screen.
    Leave,
}

impl Confirm {
    /// The question in words, with `later` moves after the board shown and `resigned` the side that resigned
    /// at their end, which a cut takes away too.
    #[must_use]
    pub fn question(&self, later: usize, resigned: Option<Side>) -> String {
        let cut = match resigned {
            Some(side) if later > 0 => format!("cut the {later} later move(s) and {side}'s resignation"),
            _ => format!("cut the {later} later move(s)"),
        };
        match self {
            Confirm::Cut(text) => format!("play {text} here and {cut}? y/n"),
            Confirm::Resign if later > 0 => format!("resign here and {cut}? y/n"),
            Confirm::Resign => "resign this game? y/n".into(),
            Confirm::Leave => "leave this game for the start screen? y/n".into(),
        }
    }
}

/// What the game screen is doing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Waiting for a move.
    Board,
    /// Asking a question inside a move; for the safari question, the sowing shown up to the kuu.
    Choice(Question, Option<Playback>),
    /// Typing a move.
    Prompt(String),
    /// Watching a move seed by seed.
    Step(Playback),
    /// Browsing the history.
    History,
    /// Waiting for yes or no.
    Confirm(Confirm),
    /// Showing the result.
    GameOver,
    /// Changing who plays each side (the players panel).
    Seats(SeatsPanel),
}

/// A game in progress.
pub struct Play {
    /// The moves and the board.
    pub session: Box<dyn Session>,
    /// The position the game started from.
    pub start: Setup,
    /// The players and seats.
    pub seats: Seats,
    /// What the screen is doing.
    pub mode: Mode,
    /// The pit under the keyboard cursor.
    pub cursor: Option<Hole>,
    /// Whether the board is seen from North's seat.
    pub flipped: bool,
    /// The side that resigned, if one did. The resignation stands at the end of the line of play (after the
    /// last move of the history), as a result by the rules does: it shows when the board is there, and a move
    /// played at an earlier position cuts it with the later moves. See [`Play::resignation`].
    pub resigned: Option<Side>,
    /// Whether the game-over panel was put away to look at the board.
    pub over_dismissed: bool,
    /// Where the game is saved as it is played.
    pub slot: SaveSlot,
    /// The computer's move or a hint being worked out on another thread.
    pub thinking: Option<Thinker>,
    /// The study view, when open: every legal move ranked on another thread.
    pub study: Option<Study>,
}

impl Play {
    /// Opens a game of `start`'s variant from `start`.
    pub fn new(start: Setup, seats: Seats) -> Result<Play, String> {
        let session = session::open(start.variant, Some(&start)).map_err(|error| format!("position: {error}"))?;
        Ok(Play::with_session(session, start, seats))
    }

    /// A game held by any session (the rules' own, or a stand-in in tests) that started from `start`.
    #[must_use]
    pub fn with_session(session: Box<dyn Session>, start: Setup, seats: Seats) -> Play {
        let mut play = Play {
            session,
            start,
            seats,
            mode: Mode::Board,
            cursor: None,
            flipped: false,
            resigned: None,
            over_dismissed: false,
            slot: SaveSlot::default(),
            thinking: None,
            study: None,
        };
        play.settle();
        play
    }

    /// The side that resigned, if the board shows the end of the line where the resignation stands.
    #[must_use]
    pub fn resignation(&self) -> Option<Side> {
        self.resigned.filter(|_| !self.session.has_future())
    }

    /// How the game stands on the board shown: going on, over by the rules, or resigned.
    #[must_use]
    pub fn standing(&self) -> Standing {
        match (self.session.status(), self.resignation()) {
            (Status::Over(outcome), _) => Standing::Over(outcome),
            (Status::Ongoing, Some(side)) => Standing::Resigned(side),
            (Status::Ongoing, None) => Standing::Ongoing,
        }
    }

    /// The game's result on the board shown, if it is over there (by the rules or by resignation).
    #[must_use]
    pub fn result(&self) -> Option<String> {
        let standing = self.standing();
        (!standing.is_ongoing()).then(|| standing.to_string())
    }

    /// The pits of the side to move that start a legal move, each once, in notation order.
    #[must_use]
    pub fn playable(&self) -> Vec<Hole> {
        if self.resignation().is_some() {
            return Vec::new();
        }
        let mut holes: Vec<Hole> = Vec::new();
        for mv in self.session.legal_moves() {
            if !holes.contains(&mv.hole) {
                holes.push(mv.hole);
            }
        }
        holes
    }

    /// Asks `question`. The safari question is asked where it arises: the board shows the move's sowing up
    /// to the moment it reaches the kuu (the events before the choice are the same whichever way it goes).
    pub fn ask(&mut self, question: Question) {
        let preview = (question.asking == Asking::Safari)
            .then(|| question.options.last().and_then(|(_, moves)| moves.first()))
            .flatten()
            .and_then(|mv| {
                let text = mv.to_string();
                let (before, events) = self.session.preview(&text)?;
                let choice = events.iter().position(|e| matches!(e, crate::rules::Event::Choice { .. }))?;
                let index = self.session.cursor();
                let mut playback = Playback::new(index, text, before, events, 0, false);
                playback.seek(choice);
                Some(playback)
            });
        self.mode = Mode::Choice(question, preview);
    }

    /// Back to the board after a move or a view: the cursor on a playable pit, the result shown if the game
    /// ended.
    pub fn settle(&mut self) {
        let playable = self.playable();
        if self.cursor.is_none_or(|hole| !playable.contains(&hole)) {
            self.cursor = playable.first().copied();
        }
        self.mode = if self.result().is_some() && !self.over_dismissed { Mode::GameOver } else { Mode::Board };
    }
}

/// Something the interface can show over the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overlay {
    /// The keys of a screen.
    Help(KeyScreen),
    /// The condensed rules of the game, scrolled by some lines.
    Rules(u16),
    /// The saved game's title and notes.
    Notes,
    /// The position and game record, to copy.
    Export,
}

/// A line in the status bar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The words.
    pub text: String,
    /// Whether it reports a refusal.
    pub error: bool,
}

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
}

pub use crate::settings::Settings;

/// The whole state of the interface.
pub struct App {
    /// The screen.
    pub screen: Screen,
    /// An overlay over it.
    pub overlay: Option<Overlay>,
    /// The status bar's message.
    pub message: Option<Message>,
    /// The styles.
    pub theme: Theme,
    /// The settings.
    pub settings: Settings,
    /// The settings screen, when open (over whichever screen is shown).
    pub settings_menu: Option<Box<SettingsMenu>>,
    /// The configuration folder, colour depth and command-line choices.
    pub environment: Environment,
    /// Set once the user asked to quit.
    pub quit: bool,
    /// The store games are saved to, and what it offers.
    pub saving: Saving,
}

impl App {
    /// The start screen.
    #[must_use]
    pub fn new(theme: Theme) -> App {
        let game = 0;
        App {
            screen: Screen::Start(StartMenu { game, ..StartMenu::default() }),
            overlay: None,
            message: None,
            theme,
            settings: Settings::default(),
            settings_menu: None,
            environment: Environment::default(),
            quit: false,
            saving: Saving::default(),
        }
    }

    /// A game of `variant` from `from` (or its start position), both seats people.
    pub fn playing(theme: Theme, variant: Variant, from: Option<Setup>) -> Result<App, String> {
        let start = from.unwrap_or_else(|| Setup::start(variant));
        let play = Play::new(start, Seats::default())?;
        Ok(App { screen: Screen::Play(Box::new(play)), ..App::new(theme) })
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        if self.overlay.is_some() {
            return KeyScreen::Help;
        }
        if self.settings_menu.is_some() {
            return KeyScreen::Settings;
        }
        match &self.screen {
            Screen::Start(_) => KeyScreen::Start,
            Screen::Play(play) => match play.mode {
                Mode::Board if play.study.is_some() => KeyScreen::Study,
                Mode::Board => KeyScreen::Board,
                Mode::Choice(..) => KeyScreen::Choice,
                Mode::Prompt(_) => KeyScreen::Prompt,
                Mode::Step(_) => KeyScreen::Step,
                Mode::History => KeyScreen::History,
                Mode::Confirm(_) => KeyScreen::Confirm,
                Mode::GameOver => KeyScreen::GameOver,
                Mode::Seats(_) => KeyScreen::Seats,
            },
            Screen::Saves(list) => match list.mode {
                ListMode::Browse => KeyScreen::Saves,
                ListMode::Rename(_) => KeyScreen::SaveName,
                ListMode::Delete => KeyScreen::Confirm,
            },
            Screen::Editor(_) => KeyScreen::Editor,
        }
    }

    /// Whether the loop should wake up often (a playback is running, the computer is thinking, or the study
    /// view is searching).
    #[must_use]
    pub fn animating(&self) -> bool {
        self.thinking()
            || self.studying()
            || matches!(&self.screen, Screen::Play(play) if matches!(&play.mode, Mode::Step(p) if p.playing))
    }

    pub(super) fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: false });
    }

    pub(super) fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: true });
    }
}
