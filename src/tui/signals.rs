//! The signals that end the interactive program politely: a dropped connection (SIGHUP), a request to terminate
//! (SIGTERM), an interrupt or quit sent with `kill` (SIGINT, SIGQUIT: at the keyboard Ctrl-c is a key in raw
//! mode), and the signals whose default is to end a program silently (SIGUSR1, SIGUSR2, SIGALRM). Each sets a
//! flag, through `signal-hook`; the event loop sees it at its next tick, saves the game and gives the terminal back
//! before the program exits with the shell's status for the signal. A second signal, if the first could not be
//! served (a loop stuck on a dead terminal), ends the program at once.
//!
//! A dropped connection also closes the terminal, and then the terminal library's reader may spin on the
//! end of its input without ever returning to the loop. So a watchdog thread ends the program itself when the
//! loop has not served a signal within a grace period, or when standard input is no longer a terminal (hung
//! up). Nothing is lost: the game was saved after every move, undo and redo.

use std::io::{self, IsTerminal as _};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;
use std::time::Duration;

use signal_hook::consts::{SIGALRM, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};

/// The signals that end the program after it saved the game and restored the terminal.
pub const ENDING: [i32; 7] = [SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM];

/// The flag the signal handlers set: 0, or the number of the signal received.
pub struct Stop(Arc<AtomicUsize>);

impl Stop {
    /// Registers the handlers for the [`ENDING`] signals.
    pub fn register() -> io::Result<Stop> {
        let flag = Arc::new(AtomicUsize::new(0));
        let once = Arc::new(AtomicBool::new(false));
        for signal in ENDING {
            // Registered first, so it runs first: it exits only if a signal came before this one.
            signal_hook::flag::register_conditional_shutdown(signal, 128 + signal, Arc::clone(&once))?;
            signal_hook::flag::register(signal, Arc::clone(&once))?;
            #[allow(clippy::cast_sign_loss, reason = "signal numbers are small and positive")]
            signal_hook::flag::register_usize(signal, Arc::clone(&flag), signal as usize)?;
        }
        let watched = Arc::clone(&flag);
        thread::Builder::new().name("hang-up watchdog".into()).spawn(move || watchdog(&watched))?;
        Ok(Stop(flag))
    }

    /// The signal received, if one was.
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap, reason = "it holds a signal number")]
    pub fn signal(&self) -> Option<i32> {
        match self.0.load(Ordering::Relaxed) {
            0 => None,
            signal => Some(signal as i32),
        }
    }
}

/// How long the loop has to serve a signal before the watchdog ends the program.
const GRACE: Duration = Duration::from_secs(2);
/// How often the watchdog looks.
const LOOK: Duration = Duration::from_millis(250);

/// Waits for a signal the loop does not serve, or for the terminal to hang up, and then ends the program with
/// the shell's status for the signal (128 + its number; a hang-up counts as SIGHUP).
#[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap, reason = "the flag holds a signal number")]
fn watchdog(flag: &AtomicUsize) {
    // Only a terminal that was there can hang up (the interface may also run with input from elsewhere).
    let watch_input = io::stdin().is_terminal();
    let hung_up = || watch_input && !io::stdin().is_terminal();
    while flag.load(Ordering::Relaxed) == 0 && !hung_up() {
        thread::sleep(LOOK);
    }
    thread::sleep(GRACE);
    let signal = match flag.load(Ordering::Relaxed) {
        0 => SIGHUP,
        signal => signal as i32,
    };
    // The loop is stuck (its terminal is gone): give back what can be given back, and go. A terminal that is
    // gone cannot be restored; `ratatui::restore` would say so on that same terminal, and its `eprintln!`
    // failing would panic and abort the program instead of ending it with the signal's status.
    let _ = ratatui::try_restore();
    std::process::exit(128 + signal);
}
