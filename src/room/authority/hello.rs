//! Who comes into a room: a peer's hello, which gives it a seat (a free one, or its own again by its secret)
//! or a place among the spectators, or sends it away saying why, and the language it said, which everything
//! the host tells it is worded in.

use std::time::Instant;

use super::super::code::{RoomCode, SeatKey, Secret};
use super::super::protocol::ToPeer;
use super::{Authority, HOST, MAX_SPECTATORS, Out, PeerId, VERSION};
use crate::rules::Side;
use crate::store::PlayerName;

impl Authority {
    /// The language `peer` said in its hello (none for the host, or a peer that has not said hello).
    #[must_use]
    pub fn language_of(&self, peer: PeerId) -> Option<crate::i18n::Language> {
        self.languages.iter().find(|(known, _)| *known == peer).map(|&(_, language)| language)
    }

    /// `words` in the language of `peer` (the program's for the host).
    #[must_use]
    pub fn worded_for(&self, peer: PeerId, words: impl FnOnce() -> String) -> String {
        match self.language_of(peer) {
            Some(language) => crate::i18n::scoped(language, words),
            None => words(),
        }
    }

    #[allow(clippy::too_many_arguments, reason = "the fields of a hello, read once here")]
    pub(super) fn hello(
        &mut self,
        peer: PeerId,
        version: u32,
        name: &str,
        code: &str,
        watch: bool,
        secret: Option<&str>,
        now: Instant,
    ) -> Vec<Out> {
        let bye = |reason: String| vec![Out::Drop(peer, reason)];
        let mut replaced = None;
        if self.knows(peer) {
            return vec![Out::To(peer, ToPeer::Refused { reason: "hello was already said".into() })];
        }
        if version != VERSION {
            return bye(crate::t!("rooms-bye-version", version = VERSION, theirs = version));
        }
        if code.parse::<RoomCode>().ok() != Some(self.code) {
            return bye(crate::t!("rooms-bye-wrong-code"));
        }
        let name = match name.parse::<PlayerName>() {
            Ok(name) => name.to_string(),
            Err(error) => return bye(crate::t!("rooms-bye-name", error = error)),
        };
        let mut out = Vec::new();
        let you = if watch {
            if self.spectators.len() >= MAX_SPECTATORS {
                return bye(crate::t!("rooms-bye-full", most = MAX_SPECTATORS));
            }
            self.spectators.push((peer, name));
            None
        } else {
            // The seat whose secret the guest says, else a free one (no secret yet, not the host's own), else
            // the seat someone else holds: refused below with their name.
            let kept = |side: &Side| {
                self.seats[*side].key.as_ref().is_some_and(|kept| secret.is_some_and(|typed| kept.matches(typed)))
            };
            let free = |side: &Side| self.seats[*side].key.is_none() && self.seats[*side].peer != Some(HOST);
            let taken = |side: &Side| self.seats[*side].peer != Some(HOST);
            let Some(side) = (Side::BOTH.into_iter().find(kept))
                .or_else(|| Side::BOTH.into_iter().find(free))
                .or_else(|| Side::BOTH.into_iter().find(taken))
            else {
                return bye(crate::t!("rooms-bye-no-seat"));
            };
            let holder = &mut self.seats[side];
            let given = match (&holder.key, secret) {
                // A free seat: taken, bound to a new secret.
                (None, _) => match Secret::random() {
                    Ok(new) => {
                        holder.key = Some(SeatKey::of(&new));
                        holder.name = Some(name);
                        new
                    }
                    Err(error) => return bye(crate::t!("rooms-bye-no-secret", error = error.to_string())),
                },
                // The seat's own player again: the old connection, if it is still there, gives way.
                (Some(kept), Some(typed)) if kept.matches(typed) => {
                    replaced = holder.peer.take();
                    holder.name = Some(name);
                    typed.parse::<Secret>().expect("a secret that matches its key reads as a secret")
                }
                (Some(_), _) => {
                    let taken = holder.name.clone().unwrap_or_default();
                    return bye(crate::t!("rooms-bye-seat-taken", name = taken, code = self.code.to_string()));
                }
            };
            holder.peer = Some(peer);
            // The old connection of the seat's player gives way, told why in its own language.
            if let Some(old) = replaced {
                out.push(Out::Drop(old, self.worded_for(old, || crate::t!("rooms-bye-again"))));
            }
            out.push(Out::To(
                peer,
                ToPeer::Welcome {
                    version: VERSION,
                    code: self.code.to_string(),
                    you: Some(side.into()),
                    secret: Some(given.as_str().into()),
                },
            ));
            Some(side)
        };
        if you.is_none() {
            out.push(Out::To(
                peer,
                ToPeer::Welcome { version: VERSION, code: self.code.to_string(), you: None, secret: None },
            ));
        }
        self.run_clock(now);
        out.push(Out::To(peer, self.state_for(peer, now)));
        out.push(Out::All(ToPeer::Presence(self.presence(now))));
        out
    }
}
