//! The room's door: who may stay connected while saying hello, and for how long. Plain state as the
//! [`super::authority`] is (no I/O, the time given): the host's thread ([`super::host`]) tells it of each
//! connection accepted, welcomed and gone, and cuts what it says to cut.
//!
//! - Every connection is timed from its accept: one that is not welcomed within [`HELLO_WAIT`] is cut, whatever
//!   it sends meanwhile (a space every few seconds keeps nothing open).
//! - Connections still saying hello have places of their own, apart from the seats and the spectators: at most
//!   [`WAITING_PER_USER`] of one user other than the host's own (the peer's uid, which the kernel gives for a
//!   Unix socket) and [`MAX_WAITING`] in all. A newcomer is never turned away for want of a place: a user's new connection
//!   pushes out that user's own oldest one, and when every place is taken the user holding most gives up their
//!   oldest. So connections that say nothing never keep out a guest coming back with their seat's secret (the
//!   seat itself waits for them in the authority), nor anyone else who says hello at once.
//! - One user other than the host's own watches on at most [`SPECTATORS_PER_USER`] connections, so a user who
//!   knows a public room's code cannot take every spectator's place. The host's own user is not capped: under
//!   `bao serve` every player's program runs as the server's user, and locally it is the host themselves.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use super::authority::PeerId;

/// How long a new connection has to be welcomed, from its accept.
pub const HELLO_WAIT: Duration = Duration::from_secs(10);

/// Connections one user may have saying hello at once.
pub const WAITING_PER_USER: usize = 8;

/// Connections saying hello at once, of all users.
pub const MAX_WAITING: usize = 32;

/// Spectators' connections of one user other than the host's.
pub const SPECTATORS_PER_USER: usize = 8;

/// A user of the machine, as the kernel names the peer of a Unix socket (`None`: it could not say).
pub type Uid = Option<u32>;

/// A connection not yet welcomed.
#[derive(Debug)]
struct Waiting {
    peer: PeerId,
    uid: Uid,
    since: Instant,
}

/// A connection welcomed: its user, and whether it only watches.
#[derive(Debug)]
struct Inside {
    uid: Uid,
    watching: bool,
}

/// The door's state.
#[derive(Debug)]
pub struct Gate {
    host: Uid,
    /// Oldest first.
    waiting: Vec<Waiting>,
    inside: HashMap<PeerId, Inside>,
}

impl Gate {
    /// The door of a room whose host runs as `host`.
    #[must_use]
    pub fn new(host: Uid) -> Gate {
        Gate { host, waiting: Vec::new(), inside: HashMap::new() }
    }

    /// A connection accepted at `now` from `uid`: always let in to say hello. Returns the connections to cut to
    /// make its place (never the newcomer), each with the reason to give.
    pub fn arrive(&mut self, peer: PeerId, uid: Uid, now: Instant) -> Vec<(PeerId, String)> {
        self.waiting.push(Waiting { peer, uid, since: now });
        let mut cut = Vec::new();
        // The host's own user is held to the places of all only: under `bao serve` every player's program runs
        // as the server's user, and many may connect at once.
        if uid != self.host && self.waiting.iter().filter(|w| w.uid == uid).count() > WAITING_PER_USER {
            cut.push(
                self.remove_oldest_of(uid, &format!("{WAITING_PER_USER} connections of one user are saying hello")),
            );
        }
        if self.waiting.len() > MAX_WAITING {
            let mut counts: HashMap<Uid, usize> = HashMap::new();
            for waiting in &self.waiting {
                *counts.entry(waiting.uid).or_default() += 1;
            }
            // The user holding most places; among equals, the one whose oldest connection is oldest.
            let most = counts.values().copied().max().unwrap_or_default();
            let heaviest = self.waiting.iter().find(|w| counts[&w.uid] == most).map(|w| w.uid);
            if let Some(heaviest) = heaviest {
                cut.push(self.remove_oldest_of(heaviest, &format!("{MAX_WAITING} connections are saying hello")));
            }
        }
        cut
    }

    fn remove_oldest_of(&mut self, uid: Uid, why: &str) -> (PeerId, String) {
        let at = self.waiting.iter().position(|w| w.uid == uid).expect("the user has a connection waiting");
        let peer = self.waiting.remove(at).peer;
        (peer, format!("too many connections: {why}; the oldest gives way"))
    }

    /// Whether `peer`, still saying hello, may come in to watch; why not, if it may not.
    pub fn may_watch(&self, peer: PeerId) -> Result<(), String> {
        let Some(uid) = self.waiting.iter().find(|w| w.peer == peer).map(|w| w.uid) else { return Ok(()) };
        let watching = self.inside.values().filter(|inside| inside.watching && inside.uid == uid).count();
        if uid != self.host && watching >= SPECTATORS_PER_USER {
            return Err(format!("the room is full for one user: {SPECTATORS_PER_USER} of your connections watch it"));
        }
        Ok(())
    }

    /// The authority welcomed `peer` (to a seat, or to watch): it no longer has a deadline.
    pub fn welcomed(&mut self, peer: PeerId, watching: bool) {
        if let Some(at) = self.waiting.iter().position(|w| w.peer == peer) {
            let uid = self.waiting.remove(at).uid;
            self.inside.insert(peer, Inside { uid, watching });
        }
    }

    /// `peer`'s connection ended.
    pub fn left(&mut self, peer: PeerId) {
        self.waiting.retain(|w| w.peer != peer);
        self.inside.remove(&peer);
    }

    /// The connections whose time to say hello is up at `now`, each with the reason; they are forgotten.
    pub fn expired(&mut self, now: Instant) -> Vec<(PeerId, String)> {
        let (late, waiting): (Vec<Waiting>, Vec<Waiting>) =
            std::mem::take(&mut self.waiting).into_iter().partition(|w| now >= w.since + HELLO_WAIT);
        self.waiting = waiting;
        let why = format!("no hello within {} seconds of connecting", HELLO_WAIT.as_secs());
        late.into_iter().map(|w| (w.peer, why.clone())).collect()
    }

    /// When the next connection's time to say hello is up, for the host's loop to wake then.
    #[must_use]
    pub fn next_deadline(&self) -> Option<Instant> {
        self.waiting.iter().map(|w| w.since + HELLO_WAIT).min()
    }

    /// How many connections are saying hello.
    #[cfg(test)]
    #[must_use]
    pub fn waiting(&self) -> usize {
        self.waiting.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: Uid = Some(1000);
    const MALLORY: Uid = Some(1001);
    const BOB: Uid = Some(1002);

    fn peers(cut: &[(PeerId, String)]) -> Vec<PeerId> {
        cut.iter().map(|(peer, _)| *peer).collect()
    }

    #[test]
    fn the_hello_deadline_counts_from_the_accept_whatever_arrives() {
        let start = Instant::now();
        let mut gate = Gate::new(HOST);
        assert!(gate.arrive(1, MALLORY, start).is_empty());
        assert!(gate.arrive(2, MALLORY, start + Duration::from_secs(3)).is_empty());
        assert_eq!(gate.next_deadline(), Some(start + HELLO_WAIT));
        // Nothing it sends moves the deadline: only a welcome does.
        assert!(gate.expired(start + HELLO_WAIT.saturating_sub(Duration::from_millis(1))).is_empty());
        let late = gate.expired(start + HELLO_WAIT);
        assert_eq!(peers(&late), [1]);
        assert!(late[0].1.contains("no hello within 10 seconds"), "{late:?}");
        assert_eq!(gate.next_deadline(), Some(start + Duration::from_secs(3) + HELLO_WAIT));
        gate.welcomed(2, false);
        assert_eq!(gate.next_deadline(), None, "a welcomed connection has no deadline");
        assert!(gate.expired(start + Duration::from_secs(60)).is_empty());
    }

    #[test]
    fn one_users_silent_connections_push_out_their_own_oldest_never_a_newcomer() {
        let now = Instant::now();
        let mut gate = Gate::new(HOST);
        let mut cut = Vec::new();
        for peer in 1..=50 {
            cut.extend(peers(&gate.arrive(peer, MALLORY, now)));
        }
        assert_eq!(cut, (1..=42).collect::<Vec<_>>(), "each newcomer pushes out the oldest");
        assert_eq!(gate.waiting(), WAITING_PER_USER);
        // Another user (a guest coming back) comes in without pushing anyone, and is welcomed.
        assert!(gate.arrive(100, BOB, now).is_empty());
        gate.welcomed(100, false);
        // Even a guest of the same user gets in: only the attacker's oldest gives way.
        assert_eq!(peers(&gate.arrive(101, MALLORY, now)), [43]);
        gate.welcomed(101, false);
        assert_eq!(gate.waiting(), WAITING_PER_USER - 1);
        // The host's own user (every player under `bao serve`) is held to the places of all only.
        let mut gate = Gate::new(HOST);
        for peer in 1..=MAX_WAITING as PeerId {
            assert!(gate.arrive(peer, HOST, now).is_empty());
        }
        assert_eq!(peers(&gate.arrive(100, HOST, now)), [1]);
    }

    #[test]
    fn when_every_place_is_taken_the_user_holding_most_gives_way() {
        let now = Instant::now();
        let mut gate = Gate::new(HOST);
        let mut next = 0;
        // Four users fill every place.
        for uid in 0..4 {
            for _ in 0..WAITING_PER_USER {
                next += 1;
                let later = now + Duration::from_millis(next);
                assert!(gate.arrive(next, Some(2000 + uid), later).is_empty());
            }
        }
        assert_eq!(gate.waiting(), MAX_WAITING);
        // A fifth user comes: the oldest connection of the first (of the four holding most) gives way.
        let cut = gate.arrive(1000, BOB, now + Duration::from_secs(1));
        assert_eq!(peers(&cut), [1]);
        assert!(cut[0].1.contains("32 connections are saying hello"), "{cut:?}");
        // The next newcomer takes from the users now holding most (the second, the third, the fourth).
        assert_eq!(peers(&gate.arrive(1001, BOB, now + Duration::from_secs(1))), [9]);
        assert_eq!(gate.waiting(), MAX_WAITING);
    }

    #[test]
    fn another_user_watches_on_a_few_connections_the_hosts_own_on_any() {
        let now = Instant::now();
        let mut gate = Gate::new(HOST);
        for peer in 0..SPECTATORS_PER_USER as PeerId {
            gate.arrive(peer, MALLORY, now);
            assert_eq!(gate.may_watch(peer), Ok(()));
            gate.welcomed(peer, true);
        }
        gate.arrive(100, MALLORY, now);
        let refused = gate.may_watch(100).unwrap_err();
        assert!(refused.contains("8 of your connections watch"), "{refused}");
        // A seat is not a spectator's place: the same user may still take one.
        gate.welcomed(100, false);
        gate.arrive(101, BOB, now);
        assert_eq!(gate.may_watch(101), Ok(()), "another user is not held to mallory's count");
        for peer in 200..220 {
            gate.arrive(peer, HOST, now);
            assert_eq!(gate.may_watch(peer), Ok(()), "the host's own user");
            gate.welcomed(peer, true);
        }
        // One that leaves gives its place back.
        gate.left(0);
        gate.arrive(102, MALLORY, now);
        assert_eq!(gate.may_watch(102), Ok(()));
    }
}
