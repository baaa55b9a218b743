//! A connection's two halves, as a room's host and the lobby of `bao serve` run them for each peer: a thread
//! that writes the lines queued for it ([`writer`]), and a reading loop that hands on each line, bounded in
//! length and in rate ([`read_lines`]). The protocols differ; how a line is carried does not.

use std::io::{BufRead, Write as _};
use std::os::unix::net::UnixStream;
use std::sync::mpsc::{self, SyncSender};
use std::time::Instant;

use super::protocol::{LineReader, Read};

/// How a connection's reading ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ended {
    /// The peer closed it, it failed, or the line's taker said stop.
    Closed,
    /// More than the rate allows.
    Flood,
    /// A line over the limit.
    TooLong,
}

/// How a connection's lines are bounded.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The longest line, in bytes before its newline.
    pub line: usize,
    /// Lines a second, on average.
    pub rate: u32,
    /// Lines at once, above the average.
    pub burst: u32,
    /// Lines waiting to be written before the connection counts as stuck.
    pub queue: usize,
    /// How long one write may wait for the peer to read.
    pub write_wait: std::time::Duration,
}

/// Reads `input`'s lines of at most `limit` bytes and hands each to `take` (which returns `false` to stop), at
/// most `rate` a second on average after a burst of `burst`.
pub fn read_lines(
    input: &mut impl BufRead,
    limit: usize,
    rate: u32,
    burst: u32,
    mut take: impl FnMut(Vec<u8>) -> bool,
) -> Ended {
    let mut lines = LineReader::default();
    let mut pace = Pace::new(rate, burst);
    loop {
        match lines.read(input, limit) {
            Ok(Read::Line(line)) => {
                if !pace.allows(Instant::now()) {
                    return Ended::Flood;
                }
                if !take(line) {
                    return Ended::Closed;
                }
            }
            Ok(Read::Waiting) => {}
            Ok(Read::TooLong) => return Ended::TooLong,
            Ok(Read::End) | Err(_) => return Ended::Closed,
        }
    }
}

/// A connection's allowance of lines: at most `rate` a second on average after a burst of `burst` (a token
/// bucket).
#[derive(Clone, Debug)]
pub struct Pace {
    rate: u32,
    burst: u32,
    tokens: f64,
    last: Instant,
}

impl Pace {
    /// A full allowance.
    #[must_use]
    pub fn new(rate: u32, burst: u32) -> Pace {
        Pace { rate, burst, tokens: f64::from(burst), last: Instant::now() }
    }

    /// Whether a line arriving `now` is within the allowance (and counts it).
    pub fn allows(&mut self, now: Instant) -> bool {
        let earned = now.saturating_duration_since(self.last).as_secs_f64() * f64::from(self.rate);
        self.tokens = (self.tokens + earned).min(f64::from(self.burst));
        self.last = now;
        self.tokens -= 1.0;
        self.tokens >= 0.0
    }
}

/// A thread named `name` that writes to `stream` the lines queued (at most `queue` waiting), in order, and shuts
/// the connection down when the queue's senders are gone or a write fails.
pub fn writer(mut stream: UnixStream, queue: usize, name: &str) -> std::io::Result<SyncSender<String>> {
    let (lines, queued) = mpsc::sync_channel::<String>(queue);
    std::thread::Builder::new().name(name.into()).spawn(move || {
        for line in queued {
            if stream.write_all(line.as_bytes()).is_err() {
                break;
            }
        }
        let _ = stream.shutdown(std::net::Shutdown::Both);
    })?;
    Ok(lines)
}
