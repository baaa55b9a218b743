//! The lobby's tournaments in the interface: the form that creates one (`t` in the lobby: the game, a time
//! control of the lobby's, 3 to 8 players, a start when full or at a time), and a tournament's own screen
//! (Enter on its line): its players, its games by round with their results and its standings, where `j` (or
//! Enter) joins or leaves it before its start and its creator's `x` cancels it. Plain state over the
//! lobby's view; the lobby's screen holds it and draws it (view/tournament.rs).

use crate::lobby::protocol::{NewTournament, ToServer, TournamentState, TournamentView};
use crate::lobby::tournament::{MAX_SIZE, MIN_SIZE};
use crate::rules::Variant;
use crate::store::PlayerName;

use super::keys::Action;
use super::shared::Shared;

/// The time controls a tournament offers: the lobby's, but for no limit (a tournament must end).
pub const CONTROLS: [&str; 7] = ["3+2", "5+3", "10+5", "15+10", "1d", "3d", "7d"];

/// When a tournament starts: when full, or so many seconds from now; each with the selector its message words
/// it by (`lobby-tournament-start`).
pub const STARTS: [(&str, Option<u64>); 5] =
    [("full", None), ("minutes", Some(600)), ("hour", Some(3600)), ("day", Some(86_400)), ("week", Some(604_800))];

/// The form's lines: the game, the time control, the players, the start, create.
pub const FORM_LINES: usize = 5;

/// A tournament being created.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Form {
    /// The selected line.
    pub line: usize,
    /// The game, an index in [`Variant::ALL`].
    pub game: usize,
    /// The time control, an index in [`CONTROLS`].
    pub control: usize,
    /// The most players.
    pub size: u8,
    /// The start, an index in [`STARTS`].
    pub start: usize,
}

impl Form {
    /// A new form, for `game` (an index in [`Variant::ALL`]): 5+3, four players, when full.
    #[must_use]
    pub fn new(game: usize) -> Form {
        Form { line: 0, game, control: 1, size: 4, start: 0 }
    }

    /// The game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        Variant::ALL[self.game % Variant::ALL.len()]
    }

    /// What the form asks.
    #[must_use]
    pub fn asked(&self) -> NewTournament {
        NewTournament {
            game: self.variant().name().into(),
            control: CONTROLS[self.control % CONTROLS.len()].into(),
            size: self.size,
            starts_in_s: STARTS[self.start % STARTS.len()].1,
        }
    }

    /// Applies one action: the form stays, closes, or sends the tournament asked (and closes).
    pub fn update(&mut self, action: Action) -> Panel {
        let step = |value: usize, by: isize, modulo: usize| (value + modulo).wrapping_add_signed(by) % modulo;
        let by = if action == Action::Left { -1 } else { 1 };
        match action {
            Action::Up => self.line = step(self.line, -1, FORM_LINES),
            Action::Down => self.line = step(self.line, 1, FORM_LINES),
            Action::Left | Action::Right => match self.line {
                0 => self.game = step(self.game, by, Variant::ALL.len()),
                1 => self.control = step(self.control, by, CONTROLS.len()),
                2 => {
                    let span = usize::from(MAX_SIZE - MIN_SIZE + 1);
                    let at = step(usize::from(self.size - MIN_SIZE), by, span);
                    self.size = MIN_SIZE + u8::try_from(at).unwrap_or(0);
                }
                3 => self.start = step(self.start, by, STARTS.len()),
                _ => {}
            },
            Action::Choose => return Panel::Send(ToServer::Create { tournament: self.asked() }),
            Action::Back => return Panel::Close,
            _ => {}
        }
        Panel::Stay
    }
}

/// What a key does on a tournament's screen, for the player `you`: a message to send, or `Back` to close it.
pub fn update(tournament: Option<&TournamentView>, you: PlayerName, action: Action, shared: &mut Shared) -> Panel {
    let Some(tournament) = tournament else {
        return if action == Action::Back { Panel::Close } else { Panel::Stay };
    };
    let id = tournament.id;
    match action {
        Action::Back => Panel::Close,
        Action::Choose | Action::JoinLeave => {
            if tournament.state != TournamentState::Open {
                shared.refuse(crate::t!("lobby-tournament-started"));
                Panel::Stay
            } else if tournament.creator == you {
                shared.refuse(crate::t!("lobby-tournament-yours"));
                Panel::Stay
            } else if tournament.players.contains(&you) {
                Panel::Send(ToServer::Leave { id })
            } else {
                Panel::Send(ToServer::Join { id })
            }
        }
        Action::Withdraw if tournament.creator == you && tournament.state == TournamentState::Open => {
            Panel::Send(ToServer::Cancel { id })
        }
        Action::Withdraw => {
            shared.refuse(crate::t!("lobby-tournament-not-yours", creator = tournament.creator.as_str()));
            Panel::Stay
        }
        _ => Panel::Stay,
    }
}

/// What a tournament's screen (or the form) asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Panel {
    /// Nothing.
    Stay,
    /// Back to the lobby's lists.
    Close,
    /// Send the server this.
    Send(ToServer),
}
