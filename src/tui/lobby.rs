//! The lobby of `bao serve` in the interface: the session's [`Client`] (its link to the server, the lists last
//! heard, the challenges waiting for a yes or a no) and the lobby's screen ([`LobbyScreen`]): the challenges
//! (Enter accepts, `x` withdraws one's own), one's unfinished games (Enter goes back in), who is online (Enter
//! or `c` challenges them) and the games to watch, with a small form for a challenge (`p` posts one for
//! anyone). The screen asks for what the interface must do as an [`Ask`]; the app carries it out.

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::lobby::link::{FromLobby, LobbyLink};
use crate::lobby::protocol::{Archived, Doing, Offer, Page, Rated, ToServer, ToSession, View, YourGame};
use crate::room::protocol::Seat;
use crate::rules::Variant;
use crate::store::PlayerName;

pub mod archive;

use super::go::Go;
use super::inbox::Ticket;
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
    /// "ada challenges you to kete 10+5: accept? y/n".
    #[must_use]
    pub fn question(&self) -> String {
        crate::lobby::question(self.from, &self.offer)
    }
}

/// An accepted challenge's room, to go into.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Start {
    /// The room's code.
    pub code: String,
    /// The seat's secret.
    pub secret: String,
    /// The other player.
    pub against: PlayerName,
    /// This player's side.
    pub side: Seat,
}

/// The session's part in the lobby.
pub struct Client {
    link: Option<LobbyLink>,
    /// This player's name, as the lobby knows it.
    pub name: PlayerName,
    /// Where the connection stands.
    pub state: Connection,
    /// The lobby's lists, as last sent.
    pub view: View,
    /// This player's unfinished games, as last sent.
    pub games: Vec<YourGame>,
    /// The challenges to this player waiting for an answer, the oldest first (asked in turn).
    pub asked: VecDeque<Asked>,
    /// What the server was last told this player is doing.
    pub doing: Option<Doing>,
    /// A room being joined from the lobby (an accepted challenge, a game to go back to or watch): the ticket
    /// its result comes with.
    pub joining: Option<Ticket>,
    /// Whether the first list of games was heard (and the moves waiting said).
    pub heard_games: bool,
    /// How many moves of each game (by its room's code) this player saw on its board during this visit: the
    /// server marks a game whose last move came after the player's last visit ended, and what was seen since
    /// is no news (bounded as the list of games is).
    looked: std::collections::HashMap<String, usize>,
    /// The rating changes of a game that just ended (its room's code, which game of the room, each player's
    /// change in words), for the interface to give its room's screen.
    pub ended: Option<(String, u32, Vec<String>)>,
    /// The player's page last sent.
    pub page: Option<Page>,
    /// The archive's list as last sent, its pages one after the other.
    pub archive: ArchiveList,
    /// A game's leaderboard as last sent: the game and its rows.
    pub leaderboard: Option<(String, Vec<Rated>)>,
    /// A finished game's record just sent, for the app to open: its code and the game as a save.
    pub record: Option<(String, Box<crate::store::SaveFile>)>,
    /// The time zone the archive's dates are shown in (the system's; a test's own).
    pub zone: jiff::tz::TimeZone,
}

/// The most games of the archive kept in its list (pages of [`crate::lobby::protocol::MAX_ARCHIVED`]).
pub const MAX_ARCHIVE_KEPT: usize = 1000;

/// The archive's list as the server sent it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ArchiveList {
    /// The player asked for.
    pub player: Option<PlayerName>,
    /// The game asked for.
    pub game: Option<String>,
    /// The games, the latest finished first.
    pub games: Vec<Archived>,
    /// Whether more follow.
    pub more: bool,
    /// Whether an answer was heard.
    pub heard: bool,
}

/// The most challenges asked in turn; more are declined for the player, who would never get through them.
const MAX_ASKED: usize = 16;

impl Client {
    /// A client not connected.
    #[must_use]
    pub fn off(name: PlayerName) -> Client {
        Client {
            link: None,
            name,
            state: Connection::Off,
            view: View::default(),
            games: Vec::new(),
            asked: VecDeque::new(),
            doing: None,
            joining: None,
            heard_games: false,
            looked: std::collections::HashMap::new(),
            ended: None,
            page: None,
            archive: ArchiveList::default(),
            leaderboard: None,
            record: None,
            zone: crate::store::clock::system_zone(),
        }
    }

    /// The player saw `moves` moves of the game of room `code` on its board (they leave its room).
    pub fn looked_at(&mut self, code: &str, moves: usize) {
        if self.looked.len() < 2 * crate::lobby::protocol::MAX_GAMES || self.looked.contains_key(code) {
            self.looked.insert(code.to_string(), moves);
        }
        let looked = &self.looked;
        for game in &mut self.games {
            game.new &= looked.get(&game.code).is_none_or(|&seen| game.moves > seen);
        }
    }

    /// Connects to the lobby at `socket`, what it says going to `notify` (the inbox).
    pub fn connect(&mut self, socket: PathBuf, notify: impl Fn(FromLobby) + Send + 'static) {
        self.link = Some(LobbyLink::connect(socket, self.name, notify));
        self.state = Connection::Connecting;
        self.doing = None;
    }

    /// Whether a link was made (the lobby may still turn out absent).
    #[must_use]
    pub fn linked(&self) -> bool {
        !matches!(self.state, Connection::Off | Connection::Absent)
    }

    /// Sends `message`, or says why it cannot be.
    pub fn send(&mut self, message: &ToServer) -> Result<(), String> {
        let Some(link) = self.link.as_ref().filter(|_| self.state == Connection::Connected) else {
            return Err(match &self.state {
                Connection::Closed(why) => format!("not connected to the lobby: {why}"),
                Connection::Connecting => "the lobby has not answered yet: try again in a moment".into(),
                Connection::Off | Connection::Absent | Connection::Connected => "this server has no lobby".into(),
            });
        };
        if link.send(message) { Ok(()) } else { Err("the lobby is not reading what is sent: try again later".into()) }
    }

    /// Tells the server what this player does now, if that changed.
    pub fn tell(&mut self, doing: Doing) {
        if self.state == Connection::Connected
            && self.doing.as_ref() != Some(&doing)
            && self.send(&ToServer::Doing { doing: doing.clone() }).is_ok()
        {
            self.doing = Some(doing);
        }
    }

    /// How many of this player's games wait for their move.
    #[must_use]
    pub fn your_move(&self) -> usize {
        self.games.iter().filter(|game| game.your_move).count()
    }

    /// Takes what the lobby's link handed over: the lists kept, the news said in the status bar; an accepted
    /// challenge's room comes back, to go into. `here` is the room this program is in, if one: a move there
    /// is the room's own news, not the lobby's.
    pub fn receive(&mut self, news: FromLobby, shared: &mut Shared, here: Option<&str>) -> Option<Start> {
        let message = match news {
            FromLobby::Message(message) => message,
            FromLobby::Absent => {
                self.state = Connection::Absent;
                self.link = None;
                return None;
            }
            FromLobby::Closed(why) => {
                shared.refuse(format!("the lobby: {why}"));
                self.state = Connection::Closed(why);
                self.link = None;
                self.asked.clear();
                return None;
            }
        };
        match message {
            ToSession::Welcome { .. } => self.state = Connection::Connected,
            ToSession::Lobby(view) => self.view = view,
            ToSession::Games { mut games } => {
                for game in &mut games {
                    game.new &= self.looked.get(&game.code).is_none_or(|&seen| game.moves > seen);
                }
                self.games = games;
                let waiting = self.your_move();
                if !std::mem::replace(&mut self.heard_games, true) && waiting > 0 {
                    let games = crate::explain::plural(waiting, "game", "games");
                    shared.say(format!("your move in {games}: r opens the lobby, where they are listed"));
                }
            }
            ToSession::Moved { mut game } => {
                let in_it = here == Some(game.code.as_str());
                game.new &= !in_it;
                if in_it {
                    self.looked.insert(game.code.clone(), game.moves);
                }
                if game.your_move && !in_it {
                    let code = crate::printable::printable(&game.code).into_owned();
                    shared
                        .say(format!("{} moved in {} {code}: your move (r opens the lobby)", game.against, game.game));
                    shared.opponent_moved();
                }
                match self.games.iter().position(|kept| kept.code == game.code) {
                    Some(at) => self.games[at] = game,
                    None if self.games.len() < crate::lobby::protocol::MAX_GAMES => self.games.push(game),
                    None => {}
                }
            }
            ToSession::Ended { room, game, ratings, .. } => {
                if !ratings.is_empty() {
                    self.ended = Some((room, game, ratings));
                }
            }
            ToSession::Challenged { id, from, offer } => {
                if self.asked.len() >= MAX_ASKED {
                    let _ = self.send(&ToServer::Decline { id });
                } else if self.asked.iter().all(|asked| asked.id != id) {
                    self.asked.push_back(Asked { id, from, offer });
                }
            }
            ToSession::Declined { by, .. } => shared.say(format!("{by} declined your challenge")),
            ToSession::Withdrawn { id } => {
                if let Some(at) = self.asked.iter().position(|asked| asked.id == id) {
                    let asked = self.asked.remove(at).expect("found");
                    shared.say(format!("{}'s challenge was withdrawn", asked.from));
                }
            }
            ToSession::Start { code, side, secret, against } => {
                return Some(Start { code, secret, against, side });
            }
            ToSession::Page(page) => self.page = Some(page),
            ToSession::Archive { player, game, after, games, more } => self.archived(player, game, after, games, more),
            ToSession::Record { code, save } => self.record = Some((code, save)),
            ToSession::Private { code, private } => {
                let games = self.archive.games.iter_mut().chain(self.page.iter_mut().flat_map(|p| p.recent.iter_mut()));
                for game in games.filter(|game| game.code == code) {
                    game.private = private;
                }
                let code = crate::printable::printable(&code);
                shared.say(if private {
                    format!("game {code} is private: only its two players see it")
                } else {
                    format!("game {code} is in the archive for everyone")
                });
            }
            ToSession::Leaderboard { game, rows } => self.leaderboard = Some((game, rows)),
            ToSession::Refused { reason } => shared.refuse(format!("the lobby: {reason}")),
            ToSession::Bye { reason } => {
                shared.refuse(format!("the lobby: {reason}"));
                self.state = Connection::Closed(reason);
                self.link = None;
            }
        }
        None
    }

    /// A page of the archive: the first of a search replaces the list, the next extend it (if it is the same
    /// search's: an answer to a search since changed is dropped).
    fn archived(
        &mut self,
        player: Option<PlayerName>,
        game: Option<String>,
        after: bool,
        games: Vec<Archived>,
        more: bool,
    ) {
        let list = &mut self.archive;
        if after {
            if list.player != player || list.game != game {
                return;
            }
            let room = MAX_ARCHIVE_KEPT.saturating_sub(list.games.len());
            list.more = more && games.len() <= room;
            list.games.extend(games.into_iter().take(room));
        } else {
            *list = ArchiveList { player, game, games, more, heard: true };
        }
    }

    /// The answer to the oldest challenge asked: yes accepts it, no declines it.
    pub fn answer(&mut self, accept: bool, shared: &mut Shared) {
        let Some(asked) = self.asked.pop_front() else { return };
        let id = asked.id;
        let message = if accept { ToServer::Accept { id } } else { ToServer::Decline { id } };
        match self.send(&message) {
            Ok(()) if accept => shared.say(format!("accepted {}'s challenge: the game opens…", asked.from)),
            Ok(()) => shared.say(format!("declined {}'s challenge", asked.from)),
            Err(why) => shared.refuse(why),
        }
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
                    shared.refuse("your own challenge: someone else accepts it (x withdraws it)");
                } else if listed.to.is_some_and(|to| to != client.name) {
                    shared.refuse(format!(
                        "that challenge is for {}",
                        listed.to.map(|to| to.to_string()).unwrap_or_default()
                    ));
                } else {
                    return Some(Ask::Send(ToServer::Accept { id: listed.id }));
                }
            }
            (Action::Withdraw, Some(Entry::Challenge(i))) if view.challenges[i].from == client.name => {
                return Some(Ask::Send(ToServer::Withdraw { id: view.challenges[i].id }));
            }
            (Action::Withdraw, _) => shared.refuse("x withdraws a challenge of your own: choose one in Challenges"),
            (Action::Choose, Some(Entry::Game(i))) => {
                return Some(Ask::Join { code: client.games[i].code.clone(), watch: false });
            }
            (Action::Choose, Some(Entry::Player(i))) => return self.open_panel(Panel::page(view.online[i].name)),
            (Action::Archive, _) => return self.open_panel(Panel::archive()),
            (Action::Leaderboard, _) => return self.open_panel(Panel::leaderboard(self.variant())),
            (Action::Challenge, Some(Entry::Player(i))) => {
                let name = view.online[i].name;
                if name == client.name {
                    shared.refuse("that is you: challenge another player, or p posts a challenge for anyone");
                } else {
                    self.form(Some(name));
                }
            }
            (Action::Challenge, _) => shared.refuse("c challenges a player: choose one in Online"),
            (Action::Choose | Action::Watch, Some(Entry::Watch(i))) => {
                return Some(Ask::Join { code: view.games[i].code.clone(), watch: true });
            }
            (Action::Watch, _) => shared.refuse("w watches a game: choose one in Games to watch"),
            (Action::Rooms, _) => return Some(Ask::Go(Go::Rooms)),
            (Action::Back, _) => return Some(Ask::Go(Go::StartScreen)),
            _ => {}
        }
        None
    }
}
