//! What every screen reads and may change, handed to each screen's update: the styles, the settings, the
//! environment the program runs in, the store games are saved to, the status bar's message, and the way into
//! the interface's inbox for the work done on other threads. Also how
//! the settings and theme are applied from the environment: the command line and `NO_COLOR` win over the
//! settings file.

use std::path::PathBuf;

use jiff::tz::TimeZone;

use crate::rules::Variant;
use crate::store::PlayerName;
use crate::theme::{self, ColourChoice, ColourEnv, Depth};

use super::inbox::Post;
use super::saving::Saving;
use super::seats::Seats;
use super::settings::{self, Settings};
use super::style::Theme;

/// The environment the interface runs in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Environment {
    /// The configuration folder, if the system gives one.
    pub config: Option<PathBuf>,
    /// The terminal's colour depth as `--color` and the environment decide (monochrome with `NO_COLOR`), before
    /// the settings' palette ([`Shared::depth`]).
    pub depth: Depth,
    /// `--ascii`: plain ASCII drawing whatever the settings say.
    pub ascii: bool,
    /// The locale's character set is not UTF-8 (`LANG=C`): plain ASCII drawing too, without being asked
    /// ([`crate::theme::charset`]).
    pub locale_ascii: bool,
    /// `--theme NAME`: this theme for this run, whatever the settings say.
    pub theme: Option<String>,
    /// The time zone times are shown in: the system's (UTC in tests, so their screens do not depend on the
    /// machine's zone).
    pub zone: TimeZone,
    /// Whether this program is a session of `bao serve` ([`crate::served`]): its words then name the keys of
    /// the screen they are on, never a shell command the player cannot run, and the player's name is the SSH
    /// user's.
    pub served: bool,
    /// The login name (`$USER`, else `$LOGNAME`) as a player's name ([`login_name`]): under `bao serve` the
    /// SSH user's, which the server sets.
    pub login: PlayerName,
    /// The language the locale names (`LANG=sw_TZ.UTF-8`), English when it names none the program has: the
    /// program's unless the settings choose another ([`Shared::language`]).
    pub language: crate::i18n::Language,
}

impl Default for Environment {
    /// No configuration folder, truecolour, nothing forced: what tests start from.
    fn default() -> Self {
        Environment {
            config: None,
            depth: Depth::TrueColour,
            ascii: false,
            locale_ascii: false,
            theme: None,
            zone: TimeZone::UTC,
            served: false,
            login: login_name(None),
            language: crate::i18n::Language::English,
        }
    }
}

impl Environment {
    /// This process's environment, with the command line's `--ascii`, `--theme` and `--color`.
    #[must_use]
    pub fn detect(ascii: bool, theme: Option<String>, colour: ColourChoice) -> Environment {
        let depth = theme::choice::decide(colour, &ColourEnv::from_env()).depth;
        let locale_ascii = !theme::charset::decide(&theme::charset::LocaleEnv::from_env()).utf8;
        Environment {
            config: settings::config_dir(),
            depth,
            ascii,
            locale_ascii,
            theme,
            zone: crate::store::clock::system_zone(),
            served: crate::served::is_session(),
            login: login_from_env(),
            language: crate::i18n::Language::from_environment(|name| std::env::var(name).ok()),
        }
    }
}

/// The player's name: under `bao serve` (`served`) the SSH user's, the `login` the server set; else the
/// settings' `name`, or the `login` name.
#[must_use]
pub fn chosen_name(served: bool, name: Option<PlayerName>, login: PlayerName) -> PlayerName {
    match name {
        Some(name) if !served => name,
        _ => login,
    }
}

/// This process's login name (`$USER`, else `$LOGNAME`) as a player's name ([`login_name`]).
#[must_use]
pub fn login_from_env() -> PlayerName {
    login_name(std::env::var("USER").or_else(|_| std::env::var("LOGNAME")).ok().as_deref())
}

/// The login name `login` as a player's name: as it is when it is a valid one ([`PlayerName`]'s rules), else
/// made one as well as it can be (control characters dropped, cut to length), and `guest` without one.
#[must_use]
pub fn login_name(login: Option<&str>) -> PlayerName {
    let login = login.unwrap_or_default();
    login.parse().unwrap_or_else(|_| PlayerName::lenient(login))
}

/// A line in the status bar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    /// The words.
    pub text: String,
    /// Whether it reports a refusal.
    pub error: bool,
}

/// The state every screen shares.
pub struct Shared {
    /// The styles.
    pub theme: Theme,
    /// The settings.
    pub settings: Settings,
    /// The configuration folder, colour depth and command-line choices.
    pub environment: Environment,
    /// The store games are saved to, and what it offers.
    pub saving: Saving,
    /// The status bar's message.
    pub message: Option<Message>,
    /// Text to put on the terminal's clipboard (OSC 52) at the next draw.
    pub clipboard: Option<String>,
    /// Ring the terminal's bell (one BEL) at the next draw.
    pub bell: bool,
    /// The way into the interface's inbox, for the background work the screens start.
    pub post: Post,
    /// Whether the settings file was read without a complaint (or is missing), so the program may write the
    /// last game and players into it: a damaged file stays as it is until the user saves settings.
    pub settings_clean: bool,
    /// The rooms folder of the server's room keeper, for the mirror of a game against the computer (`bao
    /// serve`): none for this program's own ([`Rooms::for_program`](crate::room::Rooms::for_program)); tests
    /// name a folder of theirs.
    pub rooms: Option<crate::room::Rooms>,
}

impl Shared {
    /// Default settings, no store, styles `theme`: what tests start from.
    #[must_use]
    pub fn new(theme: Theme) -> Shared {
        Shared {
            theme,
            settings: Settings::default(),
            environment: Environment::default(),
            saving: Saving::default(),
            message: None,
            clipboard: None,
            bell: false,
            post: Post::nowhere(),
            settings_clean: false,
            rooms: None,
        }
    }

    /// The opponent (the computer, or a player elsewhere) has moved and it is a person's turn: with the bell
    /// setting on, the terminal's bell rings once at the next draw (over SSH the only sound that reaches the
    /// player).
    pub fn opponent_moved(&mut self) {
        self.bell |= self.settings.bell;
    }

    /// Keeps `variant` and `seats` as the last game and players in the settings file ([`Settings::game`],
    /// [`Settings::players`]), so the start screen and `bao play` begin with them next time. Written only when
    /// they changed and the file was read without a complaint; a file that cannot be written loses only this
    /// memory, which is not worth a message over the game's first words.
    pub fn remember(&mut self, variant: Variant, seats: Seats) {
        let before = (self.settings.game.clone(), self.settings.players);
        self.settings.game = variant.name().to_string();
        self.settings.players = seats;
        self.settings = std::mem::take(&mut self.settings).sanitised();
        if (self.settings.game.clone(), self.settings.players) == before {
            return;
        }
        if let (true, Some(folder)) = (self.settings_clean, &self.environment.config) {
            let _ = self.settings.save(folder);
        }
    }

    /// Says `text` in the status bar.
    pub fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: false });
    }

    /// Reports a refusal in the status bar.
    pub fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message { text: text.into(), error: true });
    }

    /// Reads the settings file and the theme for `environment`, and uses them. Returns what went wrong (a
    /// damaged settings file, an unknown or broken theme), which is also shown in the status bar; the defaults
    /// stand in for what could not be read.
    pub fn configure(&mut self, environment: Environment) -> Vec<String> {
        let mut warnings = Vec::new();
        let (settings, warning) = match &environment.config {
            Some(folder) => Settings::load(folder),
            None => (Settings::default(), None),
        };
        self.settings_clean = warning.is_none();
        warnings.extend(warning);
        self.settings = settings;
        self.settings.apply();
        self.environment = environment;
        crate::i18n::set(self.language());
        warnings.extend(self.apply_theme());
        if !warnings.is_empty() {
            self.refuse(warnings.join("; "));
        }
        warnings
    }

    /// Resolves the theme in force (`--theme`, else the settings') for the terminal; says why if it fell back
    /// to the default.
    pub fn apply_theme(&mut self) -> Option<String> {
        let name = self.environment.theme.clone().unwrap_or_else(|| self.settings.theme.clone());
        let entries = theme::catalogue(self.environment.config.as_deref());
        let (spec, warning) = theme::pick(&entries, &name);
        self.theme = Theme::resolve(&spec, self.depth());
        warning
    }

    /// The colour depth drawn in: the environment's, with the settings' palette forced on it.
    #[must_use]
    pub fn depth(&self) -> Depth {
        self.settings.palette.apply(self.environment.depth)
    }

    /// The player's name, as a room and the game's panels show it: under `bao serve` the SSH user's name
    /// (not the settings': the server bound that name to the player's key); else the settings' name, or the
    /// login name.
    #[must_use]
    pub fn player_name(&self) -> PlayerName {
        chosen_name(self.environment.served, self.settings.name, self.environment.login)
    }

    /// The language the program words in: the settings', else the locale's.
    #[must_use]
    pub fn language(&self) -> crate::i18n::Language {
        self.settings.language.unwrap_or(self.environment.language)
    }

    /// Whether to draw in plain ASCII (`--ascii`, a locale that is not UTF-8, or the setting).
    #[must_use]
    pub fn ascii(&self) -> bool {
        self.environment.ascii || self.environment.locale_ascii || self.settings.ascii
    }
}
