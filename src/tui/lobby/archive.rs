//! The archive's panels of the lobby's screen (`bao serve`): a player's page (their ratings, your record
//! against them, their recent games, whether they are online; `c` challenges them), the archive of the
//! server's finished games (searched by player and game, a page at a time; Enter opens one to replay and
//! study, `p` marks one's own private) and a game's leaderboard. Each is plain state over what the server
//! last sent ([`Client::page`], [`Client::archive`], [`Client::leaderboard`]); what it asks of the server is a
//! [`PanelOut`], which the lobby's screen sends.

use crate::lobby::protocol::{Archived, ToServer};
use crate::rules::Variant;
use crate::store::PlayerName;

use super::Client;
use crate::tui::keys::{Action, KeyScreen};
use crate::tui::shared::Shared;

/// A panel over the lobby's lists.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Panel {
    /// A player's page.
    Page {
        /// Whose.
        name: PlayerName,
        /// The recent game chosen.
        line: usize,
    },
    /// The archive.
    Archive(Search),
    /// A game's leaderboard.
    Leaderboard {
        /// The game, an index in [`Variant::ALL`].
        game: usize,
        /// The first row shown.
        top: usize,
    },
}

/// The archive's search and the game chosen in its list.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Search {
    /// The game chosen.
    pub line: usize,
    /// The player's name searched by (empty: everyone's games).
    pub player: String,
    /// The game searched: 0 every game, then each of [`Variant::ALL`].
    pub game: usize,
    /// Whether the name is being typed.
    pub typing: bool,
}

impl Search {
    /// The game searched, if one.
    #[must_use]
    pub fn variant(&self) -> Option<Variant> {
        match self.game % (Variant::ALL.len() + 1) {
            0 => None,
            n => Some(Variant::ALL[n - 1]),
        }
    }

    /// The question for the search's first page, or why the name typed is none.
    pub fn query(&self) -> Result<ToServer, String> {
        let player = match self.player.trim() {
            "" => None,
            name => Some(name.parse::<PlayerName>()?),
        };
        Ok(ToServer::Archive { player, game: self.variant().map(|v| v.name().to_string()), before: None })
    }
}

/// What a panel asks of the lobby's screen.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PanelOut {
    /// Close it: back to the lists.
    Close,
    /// Send the server this.
    Send(ToServer),
    /// Challenge this player (the challenge's form).
    Challenge(PlayerName),
}

/// The most characters of a name searched by.
const MAX_TYPED: usize = PlayerName::MAX_CHARS;

/// A line moved by `by` in `count`, round.
fn step(line: usize, by: isize, count: usize) -> usize {
    if count == 0 { 0 } else { (line.min(count - 1) + count).wrapping_add_signed(by) % count }
}

/// The archive's game `line`, if the list has one.
fn chosen(games: &[Archived], line: usize) -> Option<&Archived> {
    games.get(line.min(games.len().saturating_sub(1)))
}

impl Panel {
    /// A player's page, asked for.
    #[must_use]
    pub fn page(name: PlayerName) -> (Panel, PanelOut) {
        (Panel::Page { name, line: 0 }, PanelOut::Send(ToServer::Page { name }))
    }

    /// The archive, its latest games asked for.
    #[must_use]
    pub fn archive() -> (Panel, PanelOut) {
        let search = Search::default();
        let query = search.query().expect("no name: everyone's games");
        (Panel::Archive(search), PanelOut::Send(query))
    }

    /// The leaderboard of `variant`, asked for.
    #[must_use]
    pub fn leaderboard(variant: Variant) -> (Panel, PanelOut) {
        let game = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        (Panel::Leaderboard { game, top: 0 }, PanelOut::Send(ToServer::Leaderboard { game: variant.name().into() }))
    }

    /// The key table.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        match self {
            Panel::Page { .. } => KeyScreen::LobbyPage,
            Panel::Archive(search) if search.typing => KeyScreen::LobbySearch,
            Panel::Archive(_) => KeyScreen::LobbyArchive,
            Panel::Leaderboard { .. } => KeyScreen::LobbyBoard,
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action, client: &Client, shared: &mut Shared) -> Option<PanelOut> {
        match self {
            Panel::Page { name, line } => {
                let recent = client.page.as_ref().filter(|page| page.name == *name).map_or(&[][..], |p| &p.recent);
                match action {
                    Action::Up => *line = step(*line, -1, recent.len()),
                    Action::Down => *line = step(*line, 1, recent.len()),
                    Action::Choose => match chosen(recent, *line) {
                        Some(game) => return Some(PanelOut::Send(ToServer::Record { code: game.code.clone() })),
                        None => shared.refuse(crate::t!("lobby-no-game-to-open")),
                    },
                    Action::Challenge if *name == client.name => shared.refuse(crate::t!("lobby-that-is-you")),
                    Action::Challenge => return Some(PanelOut::Challenge(*name)),
                    Action::Back => return Some(PanelOut::Close),
                    _ => {}
                }
                None
            }
            Panel::Archive(search) if search.typing => {
                match action {
                    Action::Type(c) if search.player.chars().count() < MAX_TYPED => search.player.push(c),
                    Action::Erase => _ = search.player.pop(),
                    Action::Choose => match search.query() {
                        Ok(query) => {
                            search.typing = false;
                            search.line = 0;
                            return Some(PanelOut::Send(query));
                        }
                        Err(why) => shared.refuse(why),
                    },
                    Action::Back => search.typing = false,
                    _ => {}
                }
                None
            }
            Panel::Archive(search) => Panel::archive_update(search, action, client, shared),
            Panel::Leaderboard { game, top } => {
                let rows = client.leaderboard.as_ref().map_or(0, |(_, rows)| rows.len());
                match action {
                    Action::Left | Action::Right => {
                        *game = step(*game, if action == Action::Left { -1 } else { 1 }, Variant::ALL.len());
                        *top = 0;
                        let game = Variant::ALL[*game].name().to_string();
                        return Some(PanelOut::Send(ToServer::Leaderboard { game }));
                    }
                    Action::Up => *top = top.saturating_sub(1),
                    Action::Down if *top + 1 < rows => *top += 1,
                    Action::Back => return Some(PanelOut::Close),
                    _ => {}
                }
                None
            }
        }
    }

    fn archive_update(search: &mut Search, action: Action, client: &Client, shared: &mut Shared) -> Option<PanelOut> {
        let games = &client.archive.games;
        match action {
            Action::Up => search.line = step(search.line, -1, games.len()),
            Action::Down => search.line = step(search.line, 1, games.len()),
            Action::First => search.line = 0,
            Action::Last => search.line = games.len().saturating_sub(1),
            Action::Choose => match chosen(games, search.line) {
                Some(game) => return Some(PanelOut::Send(ToServer::Record { code: game.code.clone() })),
                None => shared.refuse(crate::t!("lobby-no-game-to-open")),
            },
            Action::Left | Action::Right => {
                let count = Variant::ALL.len() + 1;
                search.game = step(search.game, if action == Action::Left { -1 } else { 1 }, count);
                search.line = 0;
                return search.query().map(PanelOut::Send).map_err(|why| shared.refuse(why)).ok();
            }
            Action::Search => search.typing = true,
            Action::More => match games.last() {
                Some(last) if client.archive.more => {
                    let before = Some(last.cursor());
                    return Some(PanelOut::Send(ToServer::Archive {
                        player: client.archive.player,
                        game: client.archive.game.clone(),
                        before,
                    }));
                }
                _ => shared.refuse(crate::t!("lobby-no-more-games")),
            },
            Action::Private => match chosen(games, search.line) {
                Some(game) if [&game.south, &game.north].iter().any(|name| name.as_str() == client.name.as_str()) => {
                    let private = !game.private;
                    return Some(PanelOut::Send(ToServer::Private { code: game.code.clone(), private }));
                }
                Some(_) => shared.refuse(crate::t!("lobby-not-yours-private")),
                None => shared.refuse(crate::t!("lobby-no-game-chosen")),
            },
            Action::Back => return Some(PanelOut::Close),
            _ => {}
        }
        None
    }
}
