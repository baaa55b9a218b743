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
    let mut tokens = f64::from(burst);
    let mut last = Instant::now();
    loop {
        match lines.read(input, limit) {
            Ok(Read::Line(line)) => {
                let now = Instant::now();
                tokens = (tokens + now.duration_since(last).as_secs_f64() * f64::from(rate)).min(f64::from(burst));
                last = now;
                tokens -= 1.0;
                if tokens < 0.0 {
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
