//! The bounds of `bao serve` that are not the SSH crate's own: connections per address per minute (as
//! OpenSSH's `PerSourcePenalties` do), the number of sessions at once, and a player's input per second.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The limits a server runs with.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Sessions (connections) at once.
    pub max_sessions: usize,
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
    fn input_is_bounded_per_second() {
        let start = Instant::now();
        let mut budget = InputBudget::new(100, start);
        assert!(budget.spend(60, start));
        assert!(!budget.spend(60, start));
        assert!(budget.spend(60, start + Duration::from_millis(500)));
        assert!(!budget.spend(101, start + Duration::from_secs(5)));
    }
}
