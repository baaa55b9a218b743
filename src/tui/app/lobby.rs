//! The lobby of `bao serve` in the app: connecting at start, telling the server what the player is doing as
//! the screen changes, the lobby's news into the status bar, a challenge asked over whatever screen is shown,
//! and the room of an accepted challenge (or of a game gone back to, or watched) opened from any screen.

use std::path::PathBuf;

use super::{App, Msg, Screen};
use crate::lobby::link::FromLobby;
use crate::lobby::protocol::Doing;
use crate::room::ticket::Keep as _;
use crate::room::ticket::Tickets;
use crate::store::{Player, PlayerName};
use crate::tui::inbox::{News, Ticket};
use crate::tui::keys::Action;
use crate::tui::lobby::{Ask, LobbyScreen, Start};
use crate::tui::rooms_menu::Handover;

impl App {
    /// Under `bao serve`: connects to the server's lobby (beside its room keeper), on the link's own thread, as
    /// the name the rooms use. A server without one is no error: the rooms screen is there as before.
    pub fn connect_lobby(&mut self) {
        // The name the rooms use too (under serve, the SSH user's).
        self.lobby.name = self.shared.player_name();
        match crate::room::Rooms::for_program() {
            Ok(rooms) => self.connect_lobby_at(rooms.lobby_socket()),
            Err(why) => self.lobby.state = crate::tui::lobby::Connection::Closed(why),
        }
    }

    /// Connects to the lobby at `socket`.
    pub fn connect_lobby_at(&mut self, socket: PathBuf) {
        let post = self.shared.post.clone();
        self.lobby.connect(socket, move |news| post.send(News::Lobby(news)));
    }

    /// What the lobby's link handed over.
    pub(super) fn on_lobby(&mut self, news: FromLobby) {
        let here = match &self.screen {
            Screen::Play(play) => play.room.as_ref().map(|room| room.code.clone()),
            _ => None,
        };
        if let Some(start) = self.lobby.receive(news, &mut self.shared, here.as_deref()) {
            self.start_match(start);
        }
        // A rated game's end, its ratings changed: the room's screen shows them in its game-over box.
        if let Some((code, game, ratings)) = self.lobby.ended.take()
            && let Screen::Play(play) = &mut self.screen
            && let Some(room) = play.room.as_mut()
            && room.code == code
        {
            room.rated = Some((game, ratings));
        }
        // A game of the archive asked for from the lobby opens; one that comes after the player left it does not.
        if let Some((code, save)) = self.lobby.record.take()
            && matches!(self.screen, Screen::Lobby(_))
        {
            self.open_record(&code, save);
        }
    }

    /// A finished game of the archive on the board, read-only, at its start: replayed move by move (`U`,
    /// `u`), stepped through lap by lap, studied, exported; nothing is played or saved.
    fn open_record(&mut self, code: &str, mut save: Box<crate::store::SaveFile>) {
        let name = |player: &Player| match player {
            Player::Remote { name } => name.to_string(),
            Player::Person => self.shared.player_name().to_string(),
            Player::Computer { level } => crate::t!("lobby-computer", level = level.number()),
        };
        let players = format!("{} – {}", name(&save.players.south), name(&save.players.north));
        let game = save.variant.as_str();
        save.name = Some(crate::t!("lobby-archive-name", players = players.as_str(), game = game, code = code));
        // Both seats people: a copy to replay, nobody waited for.
        save.players = crate::rules::BySide::new(Player::Person, Player::Person);
        save.cursor = 0;
        match save.check() {
            Ok(game) => {
                let mut play = crate::tui::play::Play::from_saved(game, None);
                play.read_only = true;
                play.read_only_why = Some("a game of the archive: replay it with U and u, w steps through a move");
                self.show_saved(play);
                self.shared.say(crate::t!("lobby-from-archive", players = players));
            }
            Err(error) => {
                let error = crate::tui::saving::format_words(&error);
                self.shared.refuse(crate::t!("lobby-game-error", code = code, error = error));
            }
        }
    }

    /// An accepted challenge: the seat's secret kept as a ticket (as the opener of a kept room keeps it), then
    /// into the room, from whatever screen is shown.
    fn start_match(&mut self, start: Start) {
        let Some(mut tickets) = self.shared.saving.store.as_ref().and_then(Tickets::beside) else {
            return self.shared.refuse(crate::t!("lobby-no-seat-folder", code = start.code.as_str()));
        };
        tickets.keep(&start.code, &start.secret, None, Some(crate::room::peer::own_uid()));
        match start.code.parse() {
            Ok(code) if tickets.find(&code).is_some() => {}
            _ => return self.shared.refuse(crate::t!("lobby-seat-not-kept", code = start.code.as_str())),
        }
        let side = crate::rules::Side::from(start.side).to_string();
        let words = crate::t!("lobby-match", against = start.against.as_str(), side = side);
        self.join_from_lobby(start.code, false);
        self.shared.say(words);
    }

    /// Joins (or watches) the room `code` on a thread of its own; the game screen opens when it is in.
    fn join_from_lobby(&mut self, code: String, watch: bool) {
        let name = self.shared.player_name().to_string();
        let store = self.shared.saving.store.clone();
        let (ticket, inbox) = (self.shared.post.ticket(), self.sender.clone());
        self.lobby.joining = Some(ticket);
        std::thread::spawn(move || {
            let joined = crate::tui::play::room::join_room(&code, &name, watch, store.as_ref());
            let _ = inbox.send(Msg::Joined(ticket, Handover::new(joined)));
        });
        self.shared.say(if watch { crate::t!("lobby-going-to-watch") } else { crate::t!("lobby-going-back") });
    }

    /// Whether the join with `ticket` is the lobby's (and takes it).
    pub(super) fn lobby_joined(&mut self, ticket: Ticket) -> bool {
        let ours = self.lobby.joining == Some(ticket);
        if ours {
            self.lobby.joining = None;
        }
        ours
    }

    /// The lobby's screen, or, where the server has no lobby, `None`.
    pub(super) fn open_lobby(&mut self) -> bool {
        if !self.lobby.linked() {
            return false;
        }
        self.screen = Screen::Lobby(Box::new(LobbyScreen::open(self.variant())));
        match (&self.lobby.state, self.lobby.your_move()) {
            (crate::tui::lobby::Connection::Connected, 0) => {
                self.shared.say(crate::t!("lobby-opened"));
            }
            (crate::tui::lobby::Connection::Connected, n) => {
                self.shared.say(crate::t!("lobby-opened-your-move", count = n));
            }
            _ => self.shared.message = None,
        }
        true
    }

    /// Carries out what the lobby's screen asked.
    pub(super) fn lobby_ask(&mut self, ask: Option<Ask>) {
        match ask {
            None => {}
            Some(Ask::Go(go)) => self.go(go),
            Some(Ask::Send(message)) => {
                let said = match &message {
                    crate::lobby::protocol::ToServer::Post { .. } => crate::t!("lobby-posted"),
                    crate::lobby::protocol::ToServer::Challenge { .. } => crate::t!("lobby-sent"),
                    crate::lobby::protocol::ToServer::Withdraw { .. } => crate::t!("lobby-withdrawn"),
                    crate::lobby::protocol::ToServer::Create { .. } => crate::t!("lobby-tournament-created"),
                    crate::lobby::protocol::ToServer::Join { .. } => crate::t!("lobby-tournament-joined"),
                    crate::lobby::protocol::ToServer::Leave { .. } => crate::t!("lobby-tournament-left"),
                    crate::lobby::protocol::ToServer::Cancel { .. } => crate::t!("lobby-tournament-cancelled-now"),
                    _ => String::new(),
                };
                match self.lobby.send(&message) {
                    Ok(()) if !said.is_empty() => self.shared.say(said),
                    Ok(()) => {}
                    Err(why) => self.shared.refuse(why),
                }
            }
            Some(Ask::Join { code, watch }) => self.join_from_lobby(code, watch),
        }
    }

    /// Whether a challenge waits for this player's answer (asked over the screen shown).
    #[must_use]
    pub fn challenge_asked(&self) -> bool {
        !self.lobby.asked.is_empty()
    }

    /// The answer to the challenge asked: y accepts, n or Esc declines; other keys wait for one of them.
    pub(super) fn answer_challenge(&mut self, action: Action) {
        match action {
            Action::Yes => self.lobby.answer(true, &mut self.shared),
            Action::No | Action::Back => self.lobby.answer(false, &mut self.shared),
            _ => {}
        }
    }

    /// What the player is doing, as the lobby lists it.
    #[must_use]
    pub fn doing(&self) -> Doing {
        match &self.screen {
            Screen::Lobby(_) => Doing::Lobby,
            Screen::Play(play) => {
                let game = play.variant().name().to_string();
                if let Some(room) = &play.room {
                    return match room.you {
                        None => Doing::Watching { game },
                        Some(side) => {
                            Doing::Playing { game, against: PlayerName::lenient(&room.name(side.opponent())) }
                        }
                    };
                }
                let level = [play.seats.south, play.seats.north].into_iter().find_map(|player| match player {
                    Player::Computer { level } => Some(level.number()),
                    Player::Person | Player::Remote { .. } => None,
                });
                level.map_or(Doing::Elsewhere, |level| Doing::Computer { game, level })
            }
            _ => Doing::Elsewhere,
        }
    }

    /// Tells the lobby what the player is doing, if that changed.
    pub(super) fn tell_lobby(&mut self) {
        if !self.quit {
            let doing = self.doing();
            self.lobby.tell(doing);
        }
    }

    /// The start screen's `r`: the lobby where the server has one, else the rooms screen.
    pub(super) fn rooms_or_lobby(&mut self) -> bool {
        matches!(self.screen, Screen::Start(_)) && self.open_lobby()
    }
}
