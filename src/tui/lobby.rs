//! The lobby of `bao serve` in the interface: the session's [`Client`] (its link to the server, the lists last
//! heard, the challenges waiting for a yes or a no) and the lobby's screen ([`LobbyScreen`]): the challenges
//! (Enter accepts, `x` withdraws one's own), one's unfinished games (Enter goes back in), who is online (Enter
//! or `c` challenges them) and the games to watch, with a small form for a challenge (`p` posts one for
//! anyone). The screen asks for what the interface must do as an [`Ask`]; the app carries it out.

use crate::lobby::protocol::{Doing, Offer, ToServer};
use crate::room::protocol::Seat;
use crate::rules::Variant;
use crate::store::PlayerName;
use crate::t;

pub mod archive;
mod client;

pub use client::{Client, Start};

use super::go::Go;
use super::keys::{Action, KeyScreen};
use super::shared::Shared;
use archive::{Panel, PanelOut};

/// The time controls a challenge offers: none, the rooms' clocks, and days a move.
pub const CONTROLS: [&str; 8] = ["none", "3+2", "5+3", "10+5", "15+10", "1d", "3d", "7d"];

/// The form's lines: the game, the side, the time control, rated or casual, send.
pub const FORM_LINES: usize = 5;

/// Where the session stands with the lobby.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Connection {
    /// Not asked to connect (outside `bao serve`, or an app a test made).
    Off,
    /// Connecting, or connected and not yet welcomed.
    Connecting,
    /// Welcomed.
    Connected,
    /// The server runs no lobby.
    Absent,
    /// The connection could not be made or ended, and why.
    Closed(String),
}

/// A challenge to this player, waiting for a yes or a no.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Asked {
    /// Its number.
    pub id: u64,
    /// Who challenges.
    pub from: PlayerName,
    /// The game offered.
    pub offer: Offer,
}

impl Asked {
    /// "ada challenges you to kete 10+5: accept? y/n" ("to a casual game of kete" when it is not rated), in the
    /// player's language.
    #[must_use]
    pub fn question(&self) -> String {
        let offer = &self.offer;
        // The side this player gets: the other of the challenger's, if the challenger chose one.
        let side = match offer.side {
            Some(Seat::South) => "north",
            Some(Seat::North) => "south",
            None => "either",
        };
        let rated = if offer.rated { "yes" } else { "no" };
        let (from, game, control) = (self.from.as_str(), offer.game.as_str(), control_words(&offer.control));
        t!("lobby-challenged", from = from, game = game, control = control, side = side, rated = rated)
    }
}

/// What a player is doing, as the lobby's list and a player's page say it: `in the lobby`, `playing kete
/// against cy`, `playing kingulu against the computer (level 4)`.
#[must_use]
pub fn doing_words(doing: &Doing) -> String {
    let name = |name: &str| crate::printable::printable(name).into_owned();
    match doing {
        Doing::Lobby => t!("lobby-doing-lobby"),
        Doing::Playing { game, against } => {
            t!("lobby-doing-playing", game = name(game), against = name(against.as_str()))
        }
        Doing::Watching { game } => t!("lobby-doing-watching", game = name(game)),
        Doing::Computer { game, level } => t!("lobby-doing-computer", game = name(game), level = *level),
        Doing::Elsewhere => t!("lobby-doing-elsewhere"),
    }
}

/// A time control in words (`10+5`, `3 days a move`, `no time limit`), as the lobby's forms and questions say it;
/// one that does not read is shown as it came.
#[must_use]
pub fn control_words(control: &str) -> String {
    match control.parse::<crate::room::control::TimeControl>() {
        Ok(crate::room::control::TimeControl::Clock(spec)) => spec.to_string(),
        Ok(crate::room::control::TimeControl::Days(days)) => t!("lobby-days-a-move", days = days),
        Ok(crate::room::control::TimeControl::Unlimited) => t!("lobby-no-time-limit"),
        Err(_) => crate::printable::printable(control).into_owned(),
    }
}

/// A time control on a form's line: a clock with what its numbers are (`5+3 (minutes + seconds a move)`), else in
/// words as [`control_words`] says it.
#[must_use]
pub fn control_form_words(control: &str) -> String {
    match control.parse::<crate::room::control::TimeControl>() {
        Ok(parsed) if parsed.clock().is_some() => t!("lobby-form-clock", clock = control),
        _ => control_words(control),
    }
}

/// The time left of a correspondence move, as the lobby's lists show it: `2d 3h`, `4h 05m`, `12m`.
#[must_use]
pub fn left_words(millis: u64) -> String {
    let minutes = millis / 60_000;
    let (days, hours, minutes) = (minutes / (24 * 60), (minutes / 60) % 24, minutes % 60);
    match (days, hours, minutes) {
        (0, 0, 0) => t!("lobby-left-under-a-minute"),
        (0, 0, minutes) => t!("lobby-left-minutes", minutes = minutes),
        (0, hours, minutes) => t!("lobby-left-hours", hours = hours, minutes = format!("{minutes:02}")),
        (days, hours, _) => t!("lobby-left-days", days = days, hours = hours),
    }
}

/// A line of the lobby's lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Entry {
    /// A challenge, by its index in the view.
    Challenge(usize),
    /// One of this player's games.
    Game(usize),
    /// A player online.
    Player(usize),
    /// A game to watch.
    Watch(usize),
    /// A tournament, by its index in the view.
    Tournament(usize),
}

/// The lines of the lists, in the order the screen shows them: what waits for this player first (the
/// challenges, the games), then who is online and what there is to watch.
#[must_use]
pub fn entries(client: &Client) -> Vec<Entry> {
    let view = &client.view;
    (0..view.challenges.len())
        .map(Entry::Challenge)
        .chain((0..client.games.len()).map(Entry::Game))
        .chain((0..view.online.len()).map(Entry::Player))
        .chain((0..view.games.len()).map(Entry::Watch))
        .chain((0..view.tournaments.len()).map(Entry::Tournament))
        .collect()
}

/// A challenge being written: to one player, or for anyone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Form {
    /// The player challenged (none: an open challenge).
    pub to: Option<PlayerName>,
    /// The selected line.
    pub line: usize,
    /// The game, an index in [`Variant::ALL`].
    pub game: usize,
    /// The challenger's side: 0 south, 1 north, 2 either.
    pub side: usize,
    /// The time control, an index in [`CONTROLS`].
    pub control: usize,
    /// Whether the game counts for ratings (else casual).
    pub rated: bool,
}

impl Form {
    /// The game offered.
    #[must_use]
    pub fn variant(&self) -> Variant {
        Variant::ALL[self.game % Variant::ALL.len()]
    }

    /// What the form offers.
    #[must_use]
    pub fn offer(&self) -> Offer {
        let side = [Some(Seat::South), Some(Seat::North), None][self.side % 3];
        Offer {
            game: self.variant().name().into(),
            side,
            control: CONTROLS[self.control % CONTROLS.len()].into(),
            rated: self.rated,
        }
    }
}

/// What the lobby's screen asks the interface to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ask {
    /// Another screen.
    Go(Go),
    /// Send the server this.
    Send(ToServer),
    /// Go into the room `code` (with the seat's ticket), or watch it.
    Join {
        /// The room's code.
        code: String,
        /// Watching.
        watch: bool,
    },
}

/// The lobby's screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LobbyScreen {
    /// The selected line of the lists.
    pub line: usize,
    /// The game a new challenge offers first, an index in [`Variant::ALL`].
    pub game: usize,
    /// A challenge being written.
    pub form: Option<Form>,
    /// A tournament being created.
    pub tournament_form: Option<super::tournament::Form>,
    /// The tournament shown, by its number.
    pub tournament: Option<u64>,
    /// A player's page, the archive or a leaderboard, over the lists.
    pub panel: Option<archive::Panel>,
}

impl LobbyScreen {
    /// The screen, a new challenge offering `variant` first.
    #[must_use]
    pub fn open(variant: Variant) -> LobbyScreen {
        LobbyScreen {
            line: 0,
            game: Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0),
            form: None,
            tournament_form: None,
            tournament: None,
            panel: None,
        }
    }

    /// The game a new challenge offers.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.form.as_ref().map_or(Variant::ALL[self.game % Variant::ALL.len()], Form::variant)
    }

    /// The key table.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        match (&self.form, &self.panel) {
            (Some(_), _) => KeyScreen::LobbyForm,
            (None, Some(panel)) => panel.key_screen(),
            (None, None) if self.tournament_form.is_some() => KeyScreen::LobbyForm,
            (None, None) if self.tournament.is_some() => KeyScreen::Tournament,
            (None, None) => KeyScreen::Lobby,
        }
    }

    /// The selected line of the lists, kept within them as they change.
    #[must_use]
    pub fn selected(&self, client: &Client) -> Option<Entry> {
        let entries = entries(client);
        entries.get(self.line.min(entries.len().saturating_sub(1))).copied()
    }

    fn form(&mut self, to: Option<PlayerName>) {
        self.form = Some(Form { to, line: 0, game: self.game, side: 2, control: 3, rated: true });
    }

    /// A key on the tournament form or a tournament's screen, over the lists.
    fn tournament_update(&mut self, action: Action, client: &Client, shared: &mut Shared) -> Option<Ask> {
        if let Some(form) = &mut self.tournament_form {
            let done = form.update(action);
            if done == super::tournament::Panel::Stay {
                return None;
            }
            self.game = form.game;
            self.tournament_form = None;
            return match done {
                super::tournament::Panel::Send(message) => Some(Ask::Send(message)),
                super::tournament::Panel::Stay | super::tournament::Panel::Close => None,
            };
        }
        if let Some(id) = self.tournament {
            let shown = client.view.tournaments.iter().find(|t| t.id == id);
            return match super::tournament::update(shown, client.name, action, shared) {
                super::tournament::Panel::Stay => None,
                super::tournament::Panel::Close => {
                    self.tournament = None;
                    None
                }
                super::tournament::Panel::Send(message) => Some(Ask::Send(message)),
            };
        }
        None
    }

    /// Opens a panel, sending what it asks for first.
    fn open_panel(&mut self, (panel, out): (Panel, PanelOut)) -> Option<Ask> {
        self.panel = Some(panel);
        match out {
            PanelOut::Send(message) => Some(Ask::Send(message)),
            PanelOut::Close | PanelOut::Challenge(_) => None,
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action, client: &Client, shared: &mut Shared) -> Option<Ask> {
        if self.tournament_form.is_some() || self.tournament.is_some() {
            return self.tournament_update(action, client, shared);
        }
        let step = |value: usize, by: isize, modulo: usize| (value + modulo).wrapping_add_signed(by) % modulo;
        if let Some(form) = &mut self.form {
            let by = if action == Action::Left { -1 } else { 1 };
            match action {
                Action::Up => form.line = step(form.line, -1, FORM_LINES),
                Action::Down => form.line = step(form.line, 1, FORM_LINES),
                Action::Left | Action::Right => match form.line {
                    0 => form.game = step(form.game, by, Variant::ALL.len()),
                    1 => form.side = step(form.side, by, 3),
                    2 => form.control = step(form.control, by, CONTROLS.len()),
                    3 => form.rated = !form.rated,
                    _ => {}
                },
                Action::Choose => {
                    let offer = form.offer();
                    let message = match form.to {
                        Some(to) => ToServer::Challenge { to, offer },
                        None => ToServer::Post { offer },
                    };
                    self.game = form.game;
                    self.form = None;
                    return Some(Ask::Send(message));
                }
                Action::Back => self.form = None,
                _ => {}
            }
            return None;
        }
        if let Some(panel) = &mut self.panel {
            return match panel.update(action, client, shared)? {
                PanelOut::Close => {
                    self.panel = None;
                    None
                }
                PanelOut::Send(message) => Some(Ask::Send(message)),
                PanelOut::Challenge(name) => {
                    self.form(Some(name));
                    None
                }
            };
        }
        let count = entries(client).len();
        self.line = self.line.min(count.saturating_sub(1));
        let selected = self.selected(client);
        let view = &client.view;
        match (action, selected) {
            (Action::Up, _) if count > 0 => self.line = step(self.line, -1, count),
            (Action::Down, _) if count > 0 => self.line = step(self.line, 1, count),
            (Action::First, _) => self.line = 0,
            (Action::Last, _) => self.line = count.saturating_sub(1),
            (Action::Post, _) => self.form(None),
            (Action::Tournament, _) => self.tournament_form = Some(super::tournament::Form::new(self.game)),
            (Action::Choose, Some(Entry::Tournament(i))) => self.tournament = Some(view.tournaments[i].id),
            (Action::Choose, Some(Entry::Challenge(i))) => {
                let listed = &view.challenges[i];
                if listed.from == client.name {
                    shared.refuse(t!("lobby-own-challenge"));
                } else if listed.to.is_some_and(|to| to != client.name) {
                    let to = listed.to.map(|to| to.to_string()).unwrap_or_default();
                    shared.refuse(t!("lobby-challenge-for", name = to));
                } else {
                    return Some(Ask::Send(ToServer::Accept { id: listed.id }));
                }
            }
            (Action::Withdraw, Some(Entry::Challenge(i))) if view.challenges[i].from == client.name => {
                return Some(Ask::Send(ToServer::Withdraw { id: view.challenges[i].id }));
            }
            (Action::Withdraw, _) => shared.refuse(t!("lobby-withdraw-which")),
            (Action::Choose, Some(Entry::Game(i))) => {
                return Some(Ask::Join { code: client.games[i].code.clone(), watch: false });
            }
            (Action::Choose, Some(Entry::Player(i))) => return self.open_panel(Panel::page(view.online[i].name)),
            (Action::Archive, _) => return self.open_panel(Panel::archive()),
            (Action::Leaderboard, _) => return self.open_panel(Panel::leaderboard(self.variant())),
            (Action::Challenge, Some(Entry::Player(i))) => {
                let name = view.online[i].name;
                if name == client.name {
                    shared.refuse(t!("lobby-challenge-yourself"));
                } else {
                    self.form(Some(name));
                }
            }
            (Action::Challenge, _) => shared.refuse(t!("lobby-challenge-which")),
            (Action::Choose | Action::Watch, Some(Entry::Watch(i))) => {
                return Some(Ask::Join { code: view.games[i].code.clone(), watch: true });
            }
            (Action::Watch, _) => shared.refuse(t!("lobby-watch-which")),
            (Action::Rooms, _) => return Some(Ask::Go(Go::Rooms)),
            (Action::Back, _) => return Some(Ask::Go(Go::StartScreen)),
            _ => {}
        }
        None
    }
}
