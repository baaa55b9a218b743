//! The signals that end the interactive program politely: a dropped connection (SIGHUP), a request to terminate
//! (SIGTERM), an interrupt or quit sent with `kill` (SIGINT, SIGQUIT: at the keyboard Ctrl-c is a key in raw
//! mode), and the signals whose default is to end a program silently (SIGUSR1, SIGUSR2, SIGALRM). A thread
//! waits for them (`signal-hook`'s iterator: it sleeps until one comes) and posts each into the interface's
//! inbox; the event loop then saves the game and gives the terminal back before the program exits with the
//! shell's status for the signal. A second signal, if the first could not be served (a loop stuck on a dead
//! terminal), ends the program at once.
//!
//! A terminal that goes away sends no signal when it is not the program's controlling terminal, and the
//! terminal library's reader then spins on the end of its input without ever returning. So another thread
//! waits for standard input to hang up (`poll`, which sleeps until it does) and posts it as SIGHUP. After
//! either, if the loop has not ended the program within a grace period, the thread ends it itself: nothing is
//! lost, the game was saved after every move, undo and redo. The terminal is given back by the loop only, on
//! the main thread.

use std::io::{self, IsTerminal as _};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::thread;
use std::time::Duration;

use signal_hook::consts::{SIGALRM, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
use signal_hook::iterator::Signals;

/// The signals that end the program after it saved the game and restored the terminal.
pub const ENDING: [i32; 7] = [SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM];

/// How long the loop has to serve a signal before the program is ended without it.
const GRACE: Duration = Duration::from_secs(2);

/// Registers the handlers for the [`ENDING`] signals and starts the threads that wait for them and for the
/// terminal to hang up; each posts the signal's number through `post` (a hang-up counts as SIGHUP).
pub fn watch(post: impl Fn(i32) + Send + Clone + 'static) -> io::Result<()> {
    let once = Arc::new(AtomicBool::new(false));
    for signal in ENDING {
        // Registered first, so it runs first: it exits only if a signal came before this one.
        signal_hook::flag::register_conditional_shutdown(signal, 128 + signal, Arc::clone(&once))?;
        signal_hook::flag::register(signal, Arc::clone(&once))?;
    }
    let mut signals = Signals::new(ENDING)?;
    let posting = post.clone();
    thread::Builder::new().name("bao-signals".into()).spawn(move || {
        if let Some(signal) = signals.forever().next() {
            posting(signal);
            end_after_grace(signal);
        }
    })?;
    // Only a terminal that was there can hang up (the interface may also run with input from elsewhere).
    if io::stdin().is_terminal() {
        thread::Builder::new().name("bao-hang-up".into()).spawn(move || {
            if hung_up() {
                post(SIGHUP);
                end_after_grace(SIGHUP);
            }
        })?;
    }
    Ok(())
}

/// Waits, asleep, until standard input hangs up (true) or cannot be watched (false).
fn hung_up() -> bool {
    // No events asked for: `poll` reports only a hang-up or an error, which it always reports.
    let mut watched = libc::pollfd { fd: libc::STDIN_FILENO, events: 0, revents: 0 };
    loop {
        #[allow(unsafe_code, reason = "poll(2) on one descriptor of this process, with a valid array of one")]
        let answer = unsafe { libc::poll(&raw mut watched, 1, -1) };
        if answer < 0 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
            continue;
        }
        return answer > 0 && watched.revents & (libc::POLLHUP | libc::POLLERR) != 0;
    }
}

/// Gives the loop [`GRACE`] to end the program, then ends it with the shell's status for `signal` (128 + its
/// number): the loop is stuck, its terminal gone.
fn end_after_grace(signal: i32) {
    thread::sleep(GRACE);
    std::process::exit(128 + signal);
}
