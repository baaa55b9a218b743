//! The key tables of the lobby of `bao serve` and its screens: the lists, the forms, a tournament, a player's
//! page, the archive and its search, a leaderboard.

use ratatui::crossterm::event::KeyCode;

use super::super::{Action, Binding};
use super::Key::{Char, Code};
use super::{HELP, QUIT, QUIT_HINTED, bind};

/// The lobby of `bao serve`: Enter does what the line chosen offers (accept, go back in, challenge, watch).
pub(super) const LOBBY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a line", Action::Up).hint("line"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", "the first line, the last", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", "accept, go back in, a player's page, watch", Action::Choose).hint("choose"),
    bind(&[Char('p')], "p", "post a challenge for anyone", Action::Post).hint("post"),
    bind(&[Char('c')], "c", "challenge the player chosen", Action::Challenge).hint("challenge"),
    bind(&[Char('a')], "a", "the archive: finished games to replay", Action::Archive).hint("archive"),
    bind(&[Char('l')], "l", "the leaderboard of a game", Action::Leaderboard),
    bind(&[Char('x')], "x", "withdraw your challenge chosen", Action::Withdraw),
    bind(&[Char('w')], "w", "watch the game chosen", Action::Watch),
    bind(&[Char('t')], "t", "create a tournament (a round robin)", Action::Tournament),
    bind(&[Char('r')], "r", "rooms: join or watch a room with its code", Action::Rooms),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the start screen", Action::Back).hint("back"),
    HELP,
    QUIT_HINTED,
];

/// A challenge being written in the lobby.
pub(super) const LOBBY_FORM: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a line", Action::Up).hint("line"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "change the choice on the line", Action::Left).hint("change"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", "send the challenge, or create the tournament", Action::Choose).hint("send"),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
    HELP,
    QUIT,
];

/// A tournament's screen in the lobby.
pub(super) const TOURNAMENT: &[Binding] = &[
    bind(&[Char('j'), Code(KeyCode::Enter)], "j / Enter", "join it, or leave it, before its start", Action::JoinLeave)
        .hint("join/leave"),
    bind(&[Char('x')], "x", "cancel it (its creator, before its start)", Action::Withdraw).hint("cancel"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the lobby", Action::Back).hint("back"),
    HELP,
    QUIT_HINTED,
];

/// A player's page.
pub(super) const LOBBY_PAGE: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a game", Action::Up).hint("choose"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Enter)], "Enter", "open the game chosen, to replay and study", Action::Choose).hint("open"),
    bind(&[Char('c')], "c", "challenge this player", Action::Challenge).hint("challenge"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the lobby", Action::Back).hint("back"),
    HELP,
    QUIT,
];

/// The archive of the server's finished games.
pub(super) const LOBBY_ARCHIVE: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a game", Action::Up).hint("choose"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", "the first game, the last", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", "open the game chosen, to replay and study", Action::Choose).hint("open"),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "only one game (kete, …), or every game", Action::Left)
        .hint_as("←→", "game"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Char('/')], "/", "search by a player's name", Action::Search).hint("player"),
    bind(&[Char('n')], "n", "more: the next page of games", Action::More).hint("more"),
    bind(&[Char('p')], "p", "mark your game private (only its players see it), or not", Action::Private),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the lobby", Action::Back).hint("back"),
    HELP,
    QUIT,
];

/// Typing the name the archive is searched by.
pub(super) const LOBBY_SEARCH: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type a player's name", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "search (an empty name: everyone's games)", Action::Choose).hint("search"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

/// A game's leaderboard.
pub(super) const LOBBY_BOARD: &[Binding] = &[
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "another game", Action::Left).hint_as("←→", "game"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "scroll", Action::Up).hint("scroll"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the lobby", Action::Back).hint("back"),
    HELP,
    QUIT,
];
