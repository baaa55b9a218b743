//! The terminal interface: the four boards, keyboard play, history and the step-through sowing view.
//!
//! The ratatui "simple" shape: [`App`] holds the state, [`Action`]s change it through [`App::update`], and
//! [`view::render`] draws it as a pure function. Keys map to actions by a pure function of the key and the
//! screen ([`keys::map_key`]). The loop below is the only code that touches the terminal: it polls for keys
//! with a tick, so a sowing playback runs on its own.

pub mod app;
pub mod choice;
pub mod clipboard;
pub mod editor;
pub mod keys;
pub mod playback;
pub mod rules_text;
pub mod saves_list;
pub mod saving;
pub mod session;
mod signals;
pub mod style;
mod update;
pub mod view;

#[cfg(test)]
mod tests;

use std::io::{self, Write as _};
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event};

pub use app::App;
pub use keys::Action;
pub use style::Theme;

/// How often the loop wakes up while a playback runs.
const TICK: Duration = Duration::from_millis(40);
/// How often the loop wakes up otherwise, to notice a signal.
const IDLE: Duration = Duration::from_millis(200);

/// Takes over the terminal, runs `app` until the user quits or a signal (hang-up, terminate) asks it to
/// stop, saves the game, and gives the terminal back (also on panic, through ratatui's hook). Returns the
/// signal that stopped it, if one did.
pub fn run(mut app: App) -> io::Result<Option<i32>> {
    let stop = signals::Stop::register()?;
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(error) => {
            // Raw mode may have been entered before the failure.
            ratatui::restore();
            return Err(error);
        }
    };
    let result = event_loop(&mut terminal, &mut app, &stop);
    // Whatever ended the loop (quit, signal, a terminal gone), the game is saved before the terminal is
    // given back.
    app.autosave();
    ratatui::restore();
    // After a hang-up the terminal may fail too; the signal is what ended the program.
    match stop.signal() {
        Some(signal) => Ok(Some(signal)),
        None => result.map(|()| None),
    }
}

fn event_loop(terminal: &mut DefaultTerminal, app: &mut App, stop: &signals::Stop) -> io::Result<()> {
    let mut last = Instant::now();
    while !app.quit && stop.signal().is_none() {
        terminal.draw(|frame| view::render(app, frame.area(), frame.buffer_mut()))?;
        if let Some(text) = app.saving.clipboard.take() {
            // Terminals without clipboard support ignore the sequence.
            let backend = terminal.backend_mut();
            backend.write_all(clipboard::osc52(&text).as_bytes())?;
            backend.flush()?;
        }
        let timeout = if app.animating() { TICK } else { IDLE };
        // A resize needs nothing but the next pass of the loop, which redraws at the new size at once.
        if event::poll(timeout)? {
            if let Event::Key(key) = event::read()? {
                if let Some(action) = keys::map_key(&key, app.key_screen()) {
                    app.update(action);
                }
            }
        }
        let now = Instant::now();
        let millis = now.duration_since(last).as_millis().min(1000) as u16;
        last = now;
        if app.animating() {
            app.update(Action::Tick(millis));
        }
    }
    Ok(())
}
