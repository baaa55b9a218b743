//! A connection of the server's lobby, carried by two tasks of the server's runtime instead of two threads
//! (issue #31): one reads and checks its lines, one writes the lines queued for it. They share the connection's
//! one descriptor (no copy of it, as the threads' way needed), and neither wakes while nothing comes or goes.
//! The lines are read by the rooms' own [`LineReader`], bounded in length, and paced by the same
//! [`Pace`]; only the waiting differs from [`crate::room::wire`].

use std::io::BufReader;
use std::os::unix::net::UnixStream as StdStream;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::net::UnixStream;
use tokio::sync::mpsc::error::TrySendError;
use tokio::task::AbortHandle;

use crate::room::protocol::{LineReader, Read};
pub use crate::room::wire::Bounds;
use crate::room::wire::{Ended, Pace};

/// The server's side of a connection: its queue of lines to write. Dropping it stops the reading at once and
/// closes the connection once the lines queued so far are written (each write waiting at most
/// [`Bounds::write_wait`]); [`Connection::close_now`] closes it without writing them.
pub struct Connection {
    /// The connection itself, shared with the two tasks (no copy of its descriptor), to cut it off.
    stream: Arc<UnixStream>,
    lines: tokio::sync::mpsc::Sender<String>,
    reading: AbortHandle,
    writing: AbortHandle,
}

impl Connection {
    /// Starts the two tasks of `stream` on `runtime`. Each line read goes to `take` (which returns false to stop
    /// reading); how the reading ended goes to `ended`, unless the connection was dropped first.
    ///
    /// # Errors
    /// The stream cannot be made non-blocking or watched.
    pub fn start(
        runtime: &tokio::runtime::Handle,
        stream: StdStream,
        bounds: Bounds,
        take: impl FnMut(Vec<u8>) -> bool + Send + 'static,
        ended: impl FnOnce(Ended) + Send + 'static,
    ) -> std::io::Result<Connection> {
        stream.set_nonblocking(true)?;
        let stream = {
            let _entered = runtime.enter();
            Arc::new(UnixStream::from_std(stream)?)
        };
        let (lines, queued) = tokio::sync::mpsc::channel(bounds.queue);
        let reading = runtime.spawn(read(Arc::clone(&stream), bounds, take, ended)).abort_handle();
        let writing = runtime.spawn(write(Arc::clone(&stream), queued, bounds.write_wait)).abort_handle();
        Ok(Connection { stream, lines, reading, writing })
    }

    /// Queues a line (with its newline) to be written; refused when [`Bounds::queue`] lines wait already.
    ///
    /// # Errors
    /// The queue is full, or the connection's writing has ended.
    pub fn try_send(&self, line: String) -> Result<(), TrySendError<String>> {
        self.lines.try_send(line)
    }

    /// Closes the connection now, writing nothing more.
    pub fn close_now(self) {
        self.writing.abort();
    }
}

/// A room's connections carried by the server's runtime ([`Connection`]), so a player in a room the server
/// keeps costs it one descriptor and no thread.
pub struct Tasks(pub tokio::runtime::Handle);

impl crate::room::host::Carrier for Tasks {
    fn carry(
        &self,
        stream: StdStream,
        bounds: Bounds,
        take: Box<dyn FnMut(Vec<u8>) -> bool + Send>,
        ended: Box<dyn FnOnce(Ended) + Send>,
    ) -> std::io::Result<Box<dyn crate::room::host::Carried>> {
        Ok(Box::new(Connection::start(&self.0, stream, bounds, take, ended)?))
    }
}

impl crate::room::host::Carried for Connection {
    fn send(&self, line: String) -> bool {
        !matches!(self.try_send(line), Err(TrySendError::Full(_)))
    }

    fn cut(&self) {
        // The reading task then reads the end and says so; the writing task's next write fails.
        let _ = rustix::net::shutdown(&*self.stream, rustix::net::Shutdown::Both);
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.reading.abort();
    }
}

/// The bytes read from a connection at a time.
const READ_BUFFER: usize = 512;

/// The reading task: lines handed on until the peer closes, a line is too long, they come too fast, or `take`
/// says stop.
async fn read(
    stream: Arc<UnixStream>,
    bounds: Bounds,
    mut take: impl FnMut(Vec<u8>) -> bool,
    ended: impl FnOnce(Ended),
) {
    // A small buffer: the lobby's and the rooms' lines are short, a longer one is put together by the
    // `LineReader` as it comes, and this buffer is held for as long as the player is connected (std's default of
    // 8 KiB was a tenth of what a session cost the server, #31).
    let mut input = BufReader::with_capacity(READ_BUFFER, Ready(Arc::clone(&stream)));
    let mut lines = LineReader::default();
    let mut pace = Pace::new(bounds.rate, bounds.burst);
    let end = loop {
        match lines.read(&mut input, bounds.line) {
            Ok(Read::Line(line)) => {
                if !pace.allows(Instant::now()) {
                    break Ended::Flood;
                }
                if !take(line) {
                    break Ended::Closed;
                }
            }
            Ok(Read::Waiting) => {
                if stream.readable().await.is_err() {
                    break Ended::Closed;
                }
            }
            Ok(Read::TooLong) => break Ended::TooLong,
            Ok(Read::End) | Err(_) => break Ended::Closed,
        }
    };
    ended(end);
}

/// What is ready to be read of the stream now, without waiting: a read that would wait fails with
/// `WouldBlock`, which [`LineReader`] answers as [`Read::Waiting`].
struct Ready(Arc<UnixStream>);

impl std::io::Read for Ready {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        self.0.try_read(buffer)
    }
}

/// The writing task: the lines queued, in order, until the queue's sender is gone, a write fails or waits too
/// long; then the connection is shut down.
async fn write(stream: Arc<UnixStream>, mut queued: tokio::sync::mpsc::Receiver<String>, wait: Duration) {
    while let Some(line) = queued.recv().await {
        let mut rest = line.as_bytes();
        while !rest.is_empty() {
            match tokio::time::timeout(wait, stream.writable()).await {
                Ok(Ok(())) => match stream.try_write(rest) {
                    Ok(written) => rest = &rest[written..],
                    Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {}
                    Err(_) => return shut(&stream),
                },
                Ok(Err(_)) | Err(_) => return shut(&stream),
            }
        }
    }
    shut(&stream);
}

/// Shuts the connection down both ways, so the peer sees its end even while the reading task still holds it.
fn shut(stream: &UnixStream) {
    let _ = rustix::net::shutdown(stream, rustix::net::Shutdown::Both);
}

#[cfg(test)]
mod tests {
    use std::io::{BufRead as _, Write as _};
    use std::sync::mpsc;

    use super::*;

    fn bounds() -> Bounds {
        Bounds { line: 16, rate: 1000, burst: 1000, queue: 4, write_wait: Duration::from_secs(5) }
    }

    /// Lines go both ways; a line over the limit ends the reading as too long.
    #[test]
    fn lines_come_and_go_and_a_long_one_ends_it() {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let (ours, mut theirs) = StdStream::pair().unwrap();
        let (lines, got) = mpsc::channel();
        let (done, how) = mpsc::channel();
        let connection = Connection::start(
            runtime.handle(),
            ours,
            bounds(),
            move |line| lines.send(line).is_ok(),
            move |end| done.send(end).unwrap(),
        )
        .unwrap();
        connection.try_send("hello\n".into()).unwrap();
        let mut reader = std::io::BufReader::new(theirs.try_clone().unwrap());
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert_eq!(line, "hello\n");
        theirs.write_all(b"one\r\ntwo\n").unwrap();
        assert_eq!(got.recv_timeout(Duration::from_secs(5)).unwrap(), b"one");
        assert_eq!(got.recv_timeout(Duration::from_secs(5)).unwrap(), b"two");
        theirs.write_all(b"a line much longer than sixteen bytes\n").unwrap();
        assert_eq!(how.recv_timeout(Duration::from_secs(5)).unwrap(), Ended::TooLong);
    }

    /// Lines over the pace end the reading as a flood; dropping the connection writes what was queued and
    /// then closes it.
    #[test]
    fn a_flood_ends_it_and_a_drop_writes_the_queue_then_closes() {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let (ours, mut theirs) = StdStream::pair().unwrap();
        let (done, how) = mpsc::channel();
        let slow = Bounds { rate: 1, burst: 2, ..bounds() };
        let connection =
            Connection::start(runtime.handle(), ours, slow, |_| true, move |end| done.send(end).unwrap()).unwrap();
        theirs.write_all(b"1\n2\n3\n").unwrap();
        assert_eq!(how.recv_timeout(Duration::from_secs(5)).unwrap(), Ended::Flood);
        connection.try_send("bye\n".into()).unwrap();
        drop(connection);
        let mut all = String::new();
        std::io::Read::read_to_string(&mut theirs, &mut all).unwrap();
        assert_eq!(all, "bye\n");
    }

    /// A full queue is refused, not waited on: the lobby's thread never blocks on a peer that does not read.
    #[test]
    fn a_full_queue_is_refused() {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let (ours, _theirs) = StdStream::pair().unwrap();
        let connection = Connection::start(runtime.handle(), ours, bounds(), |_| true, |_| {}).unwrap();
        let big = "x".repeat(1 << 20) + "\n";
        let refused = (0..64).any(|_| matches!(connection.try_send(big.clone()), Err(TrySendError::Full(_))));
        assert!(refused);
        connection.close_now();
    }

    /// A room's connection carried by the runtime ([`Tasks`]): a line taken, and a cut ends its reading as
    /// closed (the room's thread then hears the peer left) and the peer reads the end.
    #[test]
    fn a_rooms_connection_cut_off_ends_as_closed_and_the_peer_sees_the_end() {
        use crate::room::host::Carrier as _;
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let (ours, mut theirs) = StdStream::pair().unwrap();
        let (lines, got) = mpsc::channel();
        let (done, how) = mpsc::channel();
        let carried = Tasks(runtime.handle().clone())
            .carry(
                ours,
                bounds(),
                Box::new(move |line| lines.send(line).is_ok()),
                Box::new(move |end| done.send(end).unwrap()),
            )
            .unwrap();
        assert!(carried.send("welcome\n".into()));
        theirs.write_all(b"hello\n").unwrap();
        assert_eq!(got.recv_timeout(Duration::from_secs(5)).unwrap(), b"hello");
        carried.cut();
        assert_eq!(how.recv_timeout(Duration::from_secs(5)).unwrap(), Ended::Closed);
        let mut all = String::new();
        std::io::Read::read_to_string(&mut theirs, &mut all).unwrap();
        assert!(all == "welcome\n" || all.is_empty(), "{all:?}");
    }
}
