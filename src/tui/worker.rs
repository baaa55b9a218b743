//! Work on a background thread, so the screen stays responsive: the thread, the stop flag its job watches and
//! the channel its messages come back on. The event loop polls it ([`Worker::latest`]) and never waits for it.
//! The computer's moves and hints send one message; the study view sends one a completed depth.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

/// A job running on its own thread.
pub struct Worker<T> {
    stop: Arc<AtomicBool>,
    receive: Receiver<T>,
    thread: Option<JoinHandle<()>>,
    /// Whether the job has ended and every message it sent was taken.
    ended: bool,
}

impl<T: Send + 'static> Worker<T> {
    /// Runs `job` on a new thread, giving it the way to send messages back; `stop` is the flag the job
    /// watches. A job that cannot get a thread counts as ended without a message.
    pub fn start(stop: Arc<AtomicBool>, job: impl FnOnce(&dyn Fn(T)) + Send + 'static) -> Worker<T> {
        let (send, receive) = channel();
        let thread = std::thread::Builder::new()
            .name("bao-thinker".into())
            .spawn(move || {
                // The interface may have stopped listening; the message is then of no use.
                job(&|message| _ = send.send(message));
            })
            .ok();
        let ended = thread.is_none();
        Worker { stop, receive, thread, ended }
    }
}

impl<T> Worker<T> {
    /// The last message that came since the last look, if any; the ones before it are dropped.
    pub fn latest(&mut self) -> Option<T> {
        let mut last = None;
        loop {
            match self.receive.try_recv() {
                Ok(message) => last = Some(message),
                Err(TryRecvError::Empty) => return last,
                Err(TryRecvError::Disconnected) => {
                    self.ended = true;
                    return last;
                }
            }
        }
    }

    /// The stop flag the job watches (for tests: raised once the worker is stopped or dropped).
    #[cfg(test)]
    pub(crate) fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Whether the job has ended and its messages were all taken.
    #[must_use]
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// Raises the stop flag and waits for the thread to end (promptly: the engine checks the flag).
    pub fn stop_and_join(mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl<T> Drop for Worker<T> {
    /// A worker no longer wanted stops its thread; the thread ends on its own, unwaited for.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait_until_ended<T>(worker: &mut Worker<T>) -> Vec<T> {
        let mut messages = Vec::new();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !worker.ended() {
            assert!(std::time::Instant::now() < deadline, "the job did not end");
            messages.extend(worker.latest());
            std::thread::yield_now();
        }
        messages
    }

    #[test]
    fn messages_come_back_and_the_last_one_counts() {
        let mut worker = Worker::start(Arc::new(AtomicBool::new(false)), |send| (1..=3).for_each(send));
        let messages = wait_until_ended(&mut worker);
        assert_eq!(messages.last(), Some(&3));
        assert!(messages.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn stopping_raises_the_flag_and_waits_for_the_thread() {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let worker = Worker::start(Arc::clone(&stop), move |send| {
            while !flag.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            send(());
        });
        worker.stop_and_join();
        assert!(stop.load(Ordering::Relaxed));
        assert_eq!(Arc::strong_count(&stop), 1, "the job's copy of the flag is gone with its thread");
    }
}
