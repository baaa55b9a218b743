//! Under `bao serve`, with the setting "let others watch my games against the computer" on: the game against
//! the computer on the screen shown to others in a room the server keeps ([`crate::room::mirror`]). After
//! every action and background result ([`Play::keep_mirror`]) the game as it now is — its whole record,
//! wherever the board's cursor is, so browsing the history or undoing changes nothing there until a move cuts
//! the later ones — is handed to the mirror if it changed; the mirror's own thread does the rest, so the
//! player's moves never wait for it.
//!
//! A game that is over when it comes on the screen is not mirrored. One that ends (by the rules, or a
//! resignation) hands its end to the mirror and lets it go: the room shows the end, then closes. Leaving the
//! game screen, another game, the setting turned off, seats changed to two people: the mirror is let go too.

use super::Play;
use crate::tui::shared::Shared;

/// A game mirrored: the mirror (none when there is no rooms folder to find the keeper in), the game it was
/// last handed, and the ticket of its news.
#[cfg(feature = "serve")]
pub struct Mirroring {
    mirror: Option<crate::room::mirror::Mirror>,
    shown: crate::room::mirror::Shown,
    ticket: crate::tui::inbox::Ticket,
}

/// A game mirrored (never, without the `serve` feature).
#[cfg(not(feature = "serve"))]
pub struct Mirroring;

impl std::fmt::Debug for Mirroring {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Mirroring(..)")
    }
}

impl Play {
    /// Starts, feeds or lets go the mirror of this game for others to watch, as the settings, the seats and
    /// the game now say.
    #[cfg_attr(not(feature = "serve"), allow(clippy::unused_self, reason = "no mirror without `serve`"))]
    pub fn keep_mirror(&mut self, shared: &Shared) {
        #[cfg(feature = "serve")]
        self.keep_serve_mirror(shared);
        #[cfg(not(feature = "serve"))]
        let _ = shared;
    }

    /// Whether the mirror whose news has `ticket` is this game's.
    #[cfg(feature = "serve")]
    #[must_use]
    pub fn mirrored_by(&self, ticket: crate::tui::inbox::Ticket) -> bool {
        self.mirror.as_ref().is_some_and(|mirroring| mirroring.ticket == ticket)
    }

    /// The person's side and the computer's level, when this is a game of one person against the computer
    /// that the player lets others watch, under `bao serve`, played here (not a room's, not read only).
    #[cfg(feature = "serve")]
    fn mirrored_seats(&self, shared: &Shared) -> Option<(crate::rules::Side, u8)> {
        use crate::store::Player;
        if !(shared.environment.served && shared.settings.watchable) || self.in_room() || self.read_only {
            return None;
        }
        crate::rules::Side::BOTH.into_iter().find_map(|side| match (self.seats[side], self.seats[side.opponent()]) {
            (Player::Person, Player::Computer { level }) => Some((side, level.number())),
            _ => None,
        })
    }

    /// Whether `shown` is this game as it now is (compared without building it anew at every key).
    #[cfg(feature = "serve")]
    fn shows(&self, shown: &crate::room::mirror::Shown) -> bool {
        shown.resigned == self.resigned()
            && shown.moves.len() == self.line.len()
            && self.line.moves().eq(shown.moves.iter().copied())
            && shown.start == self.line.start()
    }

    /// The side that resigned at the record's end, if one did.
    #[cfg(feature = "serve")]
    fn resigned(&self) -> Option<crate::rules::Side> {
        match self.forfeit {
            Some(crate::store::Forfeit::Resigned(side)) => Some(side),
            _ => None,
        }
    }

    #[cfg(feature = "serve")]
    fn keep_serve_mirror(&mut self, shared: &Shared) {
        use crate::room::mirror::{Mirror, Shown};
        let Some((person, level)) = self.mirrored_seats(shared) else {
            self.mirror = None;
            return;
        };
        let name = shared.player_name().to_string();
        let over = self.line.end_status() != crate::rules::Status::Ongoing || self.forfeit.is_some();
        if let Some(mirroring) = &self.mirror
            && mirroring.shown.person == person
            && mirroring.shown.level == level
            && mirroring.shown.name == name
            && self.shows(&mirroring.shown)
        {
            return;
        }
        let shown = Shown {
            start: self.line.start(),
            moves: self.line.moves().collect(),
            resigned: self.resigned(),
            person,
            name,
            level,
        };
        match &mut self.mirror {
            Some(mirroring) => {
                if let Some(mirror) = &mirroring.mirror {
                    mirror.show(shown.clone());
                }
                mirroring.shown = shown;
            }
            // A game over already: nothing to watch.
            None if over => return,
            None => {
                let ticket = shared.post.ticket();
                let post = shared.post.clone();
                let report = move |words| post.send(crate::tui::inbox::News::Mirror(ticket, words));
                let mirror = match shared.rooms.clone().map_or_else(crate::room::Rooms::for_program, Ok) {
                    Ok(rooms) => Some(Mirror::start(rooms, Box::new(report))),
                    Err(why) => {
                        report(crate::t!("play-cannot-mirror", why = why.clone()));
                        None
                    }
                };
                if let Some(mirror) = &mirror {
                    mirror.show(shown.clone());
                }
                self.mirror = Some(Mirroring { mirror, shown, ticket });
            }
        }
        // The end handed over, the mirror is let go: the room shows the end and closes.
        if over {
            self.mirror = None;
        }
    }
}
