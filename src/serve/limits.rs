//! The bounds of `bao serve` that are not the SSH crate's own: connections per address per minute (as
//! OpenSSH's `PerSourcePenalties` do), the number of sessions at once (in all, per address, per key), and a
//! player's input per second.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The limits a server runs with.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Sessions (connections) at once.
    pub max_sessions: usize,
    /// Sessions (connections) at once from one address.
    pub max_sessions_per_address: usize,
    /// Sessions at once of one public key (whatever names it uses).
    pub max_sessions_per_key: usize,
    /// New connections from one address in a minute.
    pub connections_per_minute: usize,
    /// Time from the connection to the end of authentication.
    pub auth_timeout: Duration,
    /// Time without input from the player before the session is closed.
    pub idle_timeout: Duration,
    /// Input bytes per second (a second's worth may come at once, as a paste does).
    pub input_per_second: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_sessions: 100,
            max_sessions_per_address: 10,
            max_sessions_per_key: 3,
            connections_per_minute: 20,
            auth_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(30 * 60),
            input_per_second: 64 * 1024,
        }
    }
}

/// Connections per address in the last minute.
#[derive(Debug, Default)]
pub struct Arrivals {
    recent: HashMap<IpAddr, VecDeque<Instant>>,
}

impl Arrivals {
    /// Counts a connection from `address` at `now`; false if it is over `per_minute`.
    pub fn admit(&mut self, address: IpAddr, now: Instant, per_minute: usize) -> bool {
        let minute = Duration::from_secs(60);
        self.recent.retain(|_, times| {
            while times.front().is_some_and(|t| now.duration_since(*t) >= minute) {
                times.pop_front();
            }
            !times.is_empty()
        });
        let times = self.recent.entry(address).or_default();
        if times.len() >= per_minute {
            return false;
        }
        times.push_back(now);
        true
    }
}

/// The sessions open now; a [`Seat`] holds one place and gives it back when dropped.
#[derive(Clone, Debug, Default)]
pub struct Occupancy {
    count: Arc<AtomicUsize>,
}

/// One place among the sessions.
#[derive(Debug)]
pub struct Seat {
    count: Arc<AtomicUsize>,
}

impl Occupancy {
    /// A place, if fewer than `max` are taken.
    #[must_use]
    pub fn take(&self, max: usize) -> Option<Seat> {
        let taken = self.count.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < max).then_some(n + 1));
        taken.ok().map(|_| Seat { count: Arc::clone(&self.count) })
    }

    /// The places taken.
    #[must_use]
    pub fn taken(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        self.count.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The places held per key (an address, a public key); a [`Place`] holds one and gives it back when dropped.
#[derive(Debug)]
pub struct Places<K: Eq + Hash> {
    held: Arc<Mutex<HashMap<K, usize>>>,
}

/// One place of a key among [`Places`].
#[derive(Debug)]
pub struct Place<K: Eq + Hash> {
    held: Arc<Mutex<HashMap<K, usize>>>,
    key: K,
}

impl<K: Eq + Hash> Default for Places<K> {
    fn default() -> Places<K> {
        Places { held: Arc::default() }
    }
}

impl<K: Eq + Hash + Clone> Places<K> {
    /// A place for `key`, if it holds fewer than `max`.
    #[must_use]
    pub fn take(&self, key: K, max: usize) -> Option<Place<K>> {
        let mut held = lock(&self.held);
        let count = held.entry(key.clone()).or_insert(0);
        if *count >= max {
            if *count == 0 {
                held.remove(&key);
            }
            return None;
        }
        *count += 1;
        Some(Place { held: Arc::clone(&self.held), key })
    }

    /// The places `key` holds.
    #[cfg(test)]
    #[must_use]
    pub fn held(&self, key: &K) -> usize {
        lock(&self.held).get(key).copied().unwrap_or(0)
    }

    /// How many keys hold a place (so the map never outgrows the places held).
    #[cfg(test)]
    #[must_use]
    pub fn keys(&self) -> usize {
        lock(&self.held).len()
    }
}

/// The counts, even after a panic elsewhere while they were held: each change is one step, so they are whole.
fn lock<K>(held: &Mutex<HashMap<K, usize>>) -> std::sync::MutexGuard<'_, HashMap<K, usize>> {
    held.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl<K: Eq + Hash> Drop for Place<K> {
    fn drop(&mut self) {
        let mut held = lock(&self.held);
        if let Some(count) = held.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                held.remove(&self.key);
            }
        }
    }
}

/// A token bucket for input: `per_second` bytes a second, at most a second's worth saved up. Counted in
/// byte-nanoseconds, so the arithmetic is exact.
#[derive(Debug)]
pub struct InputBudget {
    per_second: u128,
    left: u128,
    at: Instant,
}

/// Nanoseconds in a second.
const NANOS: u128 = 1_000_000_000;

impl InputBudget {
    /// A full bucket.
    #[must_use]
    pub fn new(per_second: usize, now: Instant) -> InputBudget {
        let per_second = per_second as u128;
        InputBudget { per_second, left: per_second * NANOS, at: now }
    }

    /// Spends `bytes` at `now`; false if the bucket does not hold them.
    pub fn spend(&mut self, bytes: usize, now: Instant) -> bool {
        let full = self.per_second * NANOS;
        let earned = now.duration_since(self.at).as_nanos().saturating_mul(self.per_second);
        self.left = self.left.saturating_add(earned).min(full);
        self.at = now;
        let cost = (bytes as u128).saturating_mul(NANOS);
        if cost > self.left {
            return false;
        }
        self.left -= cost;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_so_many_connections_a_minute() {
        let mut arrivals = Arrivals::default();
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "127.0.0.2".parse().unwrap());
        let start = Instant::now();
        for i in 0..3 {
            assert!(arrivals.admit(a, start + Duration::from_secs(i), 3));
        }
        assert!(!arrivals.admit(a, start + Duration::from_secs(10), 3));
        assert!(arrivals.admit(b, start + Duration::from_secs(10), 3));
        assert!(arrivals.admit(a, start + Duration::from_secs(61), 3));
    }

    #[test]
    fn seats_are_given_back() {
        let occupancy = Occupancy::default();
        let first = occupancy.take(2).unwrap();
        let _second = occupancy.take(2).unwrap();
        assert!(occupancy.take(2).is_none());
        drop(first);
        assert_eq!(occupancy.taken(), 1);
        assert!(occupancy.take(2).is_some());
    }

    #[test]
    fn each_key_holds_so_many_places_and_gives_them_back() {
        let places = Places::<&str>::default();
        let first = places.take("ali", 2).unwrap();
        let _second = places.take("ali", 2).unwrap();
        assert!(places.take("ali", 2).is_none());
        // Another key is not held back by ali's places.
        let bea = places.take("bea", 2).unwrap();
        assert_eq!((places.held(&"ali"), places.held(&"bea")), (2, 1));
        drop(first);
        assert!(places.take("ali", 2).is_some());
        drop(bea);
        assert_eq!(places.held(&"bea"), 0);
        // A key with no place left leaves nothing behind, nor does a refusal with a limit of 0.
        assert!(places.take("cy", 0).is_none());
        assert_eq!(places.keys(), 1);
    }

    #[test]
    fn input_is_bounded_per_second() {
        let start = Instant::now();
        let mut budget = InputBudget::new(100, start);
        assert!(budget.spend(60, start));
        assert!(!budget.spend(60, start));
        assert!(budget.spend(60, start + Duration::from_millis(500)));
        assert!(!budget.spend(101, start + Duration::from_secs(5)));
    }
}
