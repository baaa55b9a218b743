//! The signals that end the interactive program politely: a dropped connection (SIGHUP) or a request to
//! terminate (SIGTERM) sets a flag, through `signal-hook`; the event loop sees it at its next tick, saves the
//! game and gives the terminal back before the program exits. A second signal of either kind, if the first
//! could not be served (a loop stuck on a dead terminal), ends the program at once.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use signal_hook::consts::{SIGHUP, SIGTERM};

/// The flag the signal handlers set: 0, or the number of the signal received.
pub struct Stop(Arc<AtomicUsize>);

impl Stop {
    /// Registers the handlers for SIGHUP and SIGTERM.
    pub fn register() -> io::Result<Stop> {
        let flag = Arc::new(AtomicUsize::new(0));
        let once = Arc::new(AtomicBool::new(false));
        for signal in [SIGHUP, SIGTERM] {
            // Registered first, so it runs first: it exits only if a signal came before this one.
            signal_hook::flag::register_conditional_shutdown(signal, 128 + signal, Arc::clone(&once))?;
            signal_hook::flag::register(signal, Arc::clone(&once))?;
            signal_hook::flag::register_usize(signal, Arc::clone(&flag), signal as usize)?;
        }
        Ok(Stop(flag))
    }

    /// The signal received, if one was.
    pub fn signal(&self) -> Option<i32> {
        match self.0.load(Ordering::Relaxed) {
            0 => None,
            signal => Some(signal as i32),
        }
    }
}
