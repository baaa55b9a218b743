//! The session's [`Client`] of the lobby: its link to the server, the lists last heard, the challenges waiting
//! for a yes or a no, the questions asked of the archive and their answers.

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::lobby::link::{FromLobby, LobbyLink};
use crate::lobby::protocol::{Archived, Doing, Page, Rated, ToServer, ToSession, View, YourGame};
use crate::room::protocol::Seat;
use crate::store::PlayerName;

use super::super::inbox::Ticket;
use super::super::shared::Shared;
use super::{Asked, Connection};

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
                Connection::Closed(why) => crate::t!("lobby-not-connected", why = why.as_str()),
                Connection::Connecting => crate::t!("lobby-not-answered"),
                Connection::Off | Connection::Absent | Connection::Connected => crate::t!("lobby-none"),
            });
        };
        if link.send(message) { Ok(()) } else { Err(crate::t!("lobby-not-reading")) }
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
                shared.refuse(crate::t!("lobby-says", what = why.as_str()));
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
                    shared.say(crate::t!("lobby-your-move-waiting", count = waiting));
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
                    let (against, game_name) = (game.against.as_str(), game.game.as_str());
                    shared.say(crate::t!("lobby-moved", against = against, game = game_name, code = code));
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
            ToSession::Declined { by, .. } => shared.say(crate::t!("lobby-declined", name = by.as_str())),
            ToSession::Withdrawn { id } => {
                if let Some(at) = self.asked.iter().position(|asked| asked.id == id) {
                    let asked = self.asked.remove(at).expect("found");
                    shared.say(crate::t!("lobby-withdrawn-by", name = asked.from.as_str()));
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
                let code = code.into_owned();
                shared.say(if private {
                    crate::t!("lobby-made-private", code = code)
                } else {
                    crate::t!("lobby-made-public", code = code)
                });
            }
            ToSession::Leaderboard { game, rows } => self.leaderboard = Some((game, rows)),
            ToSession::Refused { reason } => shared.refuse(crate::t!("lobby-says", what = reason)),
            ToSession::Bye { reason } => {
                shared.refuse(crate::t!("lobby-says", what = reason.as_str()));
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
            Ok(()) if accept => shared.say(crate::t!("lobby-accepted", name = asked.from.as_str())),
            Ok(()) => shared.say(crate::t!("lobby-you-declined", name = asked.from.as_str())),
            Err(why) => shared.refuse(why),
        }
    }
}
