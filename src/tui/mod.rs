//! The terminal interface: the four boards, keyboard play, history and the step-through sowing view.
//!
//! The ratatui "simple" shape: [`App`] holds the state, [`Action`]s change it through [`App::update`], and
//! [`view::render`] draws it as a pure function. Keys map to actions by a pure function of the key and the
//! screen ([`keys::map_key`]). The loop below is the only code that touches the terminal: it polls for keys
//! with a tick, so a sowing playback runs on its own.

pub mod app;
pub mod choice;
pub mod keys;
pub mod playback;
pub mod rules_text;
pub mod session;
pub mod style;
mod update;
pub mod view;

#[cfg(test)]
mod tests;

use std::io;
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event};

pub use app::App;
pub use keys::Action;
pub use style::Theme;

/// How often the loop wakes up while a playback runs.
const TICK: Duration = Duration::from_millis(40);

/// Takes over the terminal, runs `app` until the user quits, and gives the terminal back (also on panic,
/// through ratatui's hook).
pub fn run(app: App) -> io::Result<()> {
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(error) => {
            // Raw mode may have been entered before the failure.
            ratatui::restore();
            return Err(error);
        }
    };
    let result = event_loop(&mut terminal, app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut DefaultTerminal, mut app: App) -> io::Result<()> {
    let mut last = Instant::now();
    while !app.quit {
        terminal.draw(|frame| view::render(&app, frame.area(), frame.buffer_mut()))?;
        let timeout = if app.animating() { TICK } else { Duration::from_secs(3600) };
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
