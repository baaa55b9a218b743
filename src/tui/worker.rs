//! Work on a background thread, so the screen stays responsive: the thread and the stop flag its job watches.
//! The job posts what it finds into the interface's inbox itself ([`super::inbox::Post`]); nothing here is
//! polled.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

/// A job running on its own thread.
pub struct Worker {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Runs `job` on a new thread; `stop` is the flag the job watches. A job that cannot get a thread is
    /// dropped unrun (its [`LastWord`](super::inbox::LastWord), if it holds one, says so).
    pub fn start(stop: Arc<AtomicBool>, job: impl FnOnce() + Send + 'static) -> Worker {
        let thread = std::thread::Builder::new().name("bao-thinker".into()).spawn(job).ok();
        Worker { stop, thread }
    }

    /// The stop flag the job watches (for tests: raised once the worker is stopped or dropped).
    #[cfg(test)]
    pub(crate) fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Raises the stop flag and waits for the thread to end (promptly: the engine checks the flag).
    pub fn stop_and_join(mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Worker {
    /// A worker no longer wanted stops its thread; the thread ends on its own, unwaited for.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stopping_raises_the_flag_and_waits_for_the_thread() {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (send, receive) = std::sync::mpsc::channel();
        let worker = Worker::start(Arc::clone(&stop), move || {
            while !flag.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            let _ = send.send(());
        });
        worker.stop_and_join();
        assert!(stop.load(Ordering::Relaxed));
        assert_eq!(receive.try_recv(), Ok(()), "the job ran to its end before the join returned");
        assert_eq!(Arc::strong_count(&stop), 1, "the job's copy of the flag is gone with its thread");
    }

    #[test]
    fn a_dropped_worker_raises_the_flag() {
        let stop = Arc::new(AtomicBool::new(false));
        drop(Worker::start(Arc::clone(&stop), || {}));
        assert!(stop.load(Ordering::Relaxed));
    }
}
