//! The key tables of the lobby of `bao serve` and its screens: the lists, the forms, a tournament, a player's
//! page, the archive and its search, a leaderboard.

use ratatui::crossterm::event::KeyCode;

use super::super::{Action, Binding, NO_WORDS};
use super::Key::{Char, Code};
use super::{HELP, QUIT, QUIT_HINTED, bind};
use crate::t;

/// The lobby of `bao serve`: Enter does what the line chosen offers (accept, go back in, challenge, watch).
pub(super) const LOBBY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-line"), Action::Up)
        .hint(|| t!("keys-bar-line")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-first-line-last"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-accept-go-back-player-page"), Action::Choose)
        .hint(|| t!("keys-bar-choose")),
    bind(&[Char('p')], "p", || t!("keys-post-challenge-anyone"), Action::Post).hint(|| t!("keys-bar-post")),
    bind(&[Char('c')], "c", || t!("keys-challenge-player-chosen"), Action::Challenge).hint(|| t!("keys-bar-challenge")),
    bind(&[Char('a')], "a", || t!("keys-archive-finished-games-replay"), Action::Archive)
        .hint(|| t!("keys-bar-archive")),
    bind(&[Char('l')], "l", || t!("keys-leaderboard-game"), Action::Leaderboard),
    bind(&[Char('x')], "x", || t!("keys-withdraw-your-challenge-chosen"), Action::Withdraw),
    bind(&[Char('w')], "w", || t!("keys-watch-game-chosen"), Action::Watch),
    bind(&[Char('t')], "t", || t!("keys-create-tournament-round-robin"), Action::Tournament),
    bind(&[Char('r')], "r", || t!("keys-rooms-join-watch-room-code"), Action::Rooms),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-start-screen"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT_HINTED,
];

/// A challenge being written in the lobby.
pub(super) const LOBBY_FORM: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-line"), Action::Up)
        .hint(|| t!("keys-bar-line")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-change-choice-line"), Action::Left)
        .hint(|| t!("keys-bar-change")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-send-challenge-create-tournament"), Action::Choose)
        .hint(|| t!("keys-bar-send")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
    HELP,
    QUIT,
];

/// A tournament's screen in the lobby.
pub(super) const TOURNAMENT: &[Binding] = &[
    bind(&[Char('j'), Code(KeyCode::Enter)], "j / Enter", || t!("keys-join-leave-before-start"), Action::JoinLeave)
        .hint(|| t!("keys-bar-join-leave")),
    bind(&[Char('x')], "x", || t!("keys-cancel-creator-before-start"), Action::Withdraw).hint(|| t!("keys-bar-cancel")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-lobby"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT_HINTED,
];

/// A player's page.
pub(super) const LOBBY_PAGE: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-game"), Action::Up)
        .hint(|| t!("keys-bar-choose")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-open-game-chosen-replay-study"), Action::Choose)
        .hint(|| t!("keys-bar-open")),
    bind(&[Char('c')], "c", || t!("keys-challenge-this-player"), Action::Challenge).hint(|| t!("keys-bar-challenge")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-lobby"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];

/// The archive of the server's finished games.
pub(super) const LOBBY_ARCHIVE: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-game"), Action::Up)
        .hint(|| t!("keys-bar-choose")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-first-game-last"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-open-game-chosen-replay-study"), Action::Choose)
        .hint(|| t!("keys-bar-open")),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-only-one-game-kete-every"), Action::Left)
        .hint_as("←→", || t!("keys-bar-game")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Char('/')], "/", || t!("keys-search-player-name"), Action::Search).hint(|| t!("keys-bar-player")),
    bind(&[Char('n')], "n", || t!("keys-more-next-page-games"), Action::More).hint(|| t!("keys-bar-more")),
    bind(&[Char('p')], "p", || t!("keys-mark-your-game-private-only"), Action::Private),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-lobby"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];

/// Typing the name the archive is searched by.
pub(super) const LOBBY_SEARCH: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-player-name")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-search-empty-name-everyone-games"), Action::Choose)
        .hint(|| t!("keys-bar-search")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

/// A game's leaderboard.
pub(super) const LOBBY_BOARD: &[Binding] = &[
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-another-game"), Action::Left)
        .hint_as("←→", || t!("keys-bar-game")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-scroll"), Action::Up).hint(|| t!("keys-bar-scroll")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-lobby"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];
