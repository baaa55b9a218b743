//! The terminal interface: the four boards, keyboard play, history and the step-through sowing view.
//!
//! The ratatui "simple" shape: [`App`] holds the state, messages ([`Msg`]: keys' [`Action`]s, time, background
//! results) change it through [`App::update`], and [`view::render`] draws it as a pure function. Each screen's
//! state owns what its keys do (`start`, `play`, `saves_list`, `editor`, `settings_menu`) and reports what the
//! rest must do as a [`go::Go`]; what they share is [`shared::Shared`]. Keys map to actions by a pure function
//! of the key and the screen ([`keys::map_key`]). The loop below is the only code that touches the terminal.
//! It has one inbox (gitui's shape): the terminal's events come from an input thread, the signals from a
//! signals thread, the computer's and the study's answers from their workers, a room's messages from its
//! link, a join's result from its thread, all as [`Msg`]s into one channel; the loop sleeps on it until the
//! next message or the next time the state asks for ([`App::next_wake`]: a playback's next frame, a running
//! clock's next second). An idle program does not wake.
//!
//! The modules form no import circle: `app` uses the screens, the screens use the shared leaf modules
//! (`shared`, `seats`, `keys`, `go`, `playback`, `choice`, `worker`, `style`, `settings`), and `view` draws
//! from `app` without being used by it.

pub mod app;
pub mod choice;
pub mod clipboard;
pub mod editor;
pub mod go;
pub mod inbox;
pub mod keymap;
pub mod keys;
pub mod learn;
#[cfg(feature = "serve")]
pub mod lobby;
pub mod play;
pub mod playback;
pub mod rooms_menu;
pub mod rules_screen;
pub mod rules_text;
pub mod saves_list;
pub mod saving;
pub mod seats;
pub mod settings;
pub mod settings_menu;
pub mod shared;
pub mod signals;
pub mod start;
pub mod style;
pub mod text;
#[cfg(feature = "serve")]
pub mod tournament;
pub mod view;
pub mod worker;

#[cfg(test)]
mod tests;

use std::io::{self, Write};
use std::time::{Duration, Instant};

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::{DefaultTerminal, Terminal, TerminalOptions, Viewport};

pub use app::{App, Msg};
pub use keys::Action;
pub use shared::Environment;
pub use style::Theme;

/// Takes over the terminal, runs `app` until the user quits or a signal (hang-up, terminate) asks it to
/// stop, saves the game, and gives the terminal back (also on panic, through ratatui's hook). Returns the
/// signal that stopped it, if one did.
pub fn run(mut app: App) -> io::Result<Option<i32>> {
    let inbox = app.sender();
    let signalled = inbox.clone();
    signals::watch(move |signal| _ = signalled.send(Msg::Ending(signal)))?;
    // crossterm drops every colour when NO_COLOR is set, whatever this program decided: it is told the
    // decision (`--color always` colours under NO_COLOR; with no colour the theme holds none to send).
    crossterm::style::force_color_output(app.shared.depth() != crate::theme::Depth::Monochrome);
    let mut terminal = match open_terminal() {
        Ok(terminal) => terminal,
        Err(error) => {
            // Raw mode may have been entered before the failure.
            ratatui::restore();
            return Err(error);
        }
    };
    reports(true);
    // A session of `bao serve` meets the others in the server's lobby (none elsewhere).
    #[cfg(feature = "serve")]
    if crate::served::is_session() {
        app.connect_lobby();
    }
    app.begin();
    let result = read_terminal(inbox).and_then(|()| event_loop(&mut terminal, &mut app));
    app.stop_thinking();
    reports(false);
    // Whatever ended the loop (quit, signal, a terminal gone), the game is saved before the terminal is
    // given back.
    app.autosave();
    // ratatui's `Terminal` shows the cursor when dropped and reports a failure with `eprintln!`, which on a
    // terminal that is gone panics (and the panic hook, restoring again, aborts the program): the cursor is
    // shown here, and a terminal that cannot show it is not dropped (the program is ending).
    if terminal.show_cursor().is_ok() {
        drop(terminal);
    } else {
        std::mem::forget(terminal);
    }
    // Not `ratatui::restore`, which reports its failure with `eprintln!`: on a terminal that is gone that
    // panics, and the panic hook, restoring again, aborts the program.
    let restored = ratatui::try_restore();
    if let Some(text) = app.exit_text.take() {
        // A game that could not be saved: its record, for `bao import`, once the terminal is the shell's again.
        let mut out = io::stdout();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        let _ = writeln!(io::stderr(), "{}", unsaved_exit_words(app.shared.environment.served));
    }
    // After a hang-up the terminal may fail too; the signal, if one came, is what ended the program.
    match result {
        Ok(Some(signal)) => Ok(Some(signal)),
        Ok(None) => restored.map(|()| None),
        Err(error) => std::iter::from_fn(|| app.try_next())
            .find_map(|msg| if let Msg::Ending(signal) = msg { Some(signal) } else { None })
            .map_or(Err(error), |signal| Ok(Some(signal))),
    }
}

/// The line after the record of a game that could not be saved, printed as the program ends. Under `bao serve`
/// (`served`) the player cannot run `bao import` on the server: they copy the record.
pub(crate) fn unsaved_exit_words(served: bool) -> String {
    let then = if served { "copy it to keep it" } else { "bao import reads it" };
    format!("bao: the game could not be saved; its record is above ({then})")
}

/// Starts the input thread: the terminal's events, read as they come, posted into the inbox. It never touches
/// the terminal's modes (the loop gives the terminal back, on the main thread); once the app is gone it ends
/// at its next event, sending nothing, and a program that is ending does not wait for it.
fn read_terminal(inbox: std::sync::mpsc::Sender<Msg>) -> io::Result<()> {
    let read = move || {
        loop {
            let (msg, last) = match event::read() {
                Ok(event) => (Msg::Terminal(event), false),
                Err(error) => (Msg::Unreadable(error.to_string()), true),
            };
            if inbox.send(msg).is_err() || last {
                return;
            }
        }
    };
    std::thread::Builder::new().name("bao-input".into()).spawn(read).map(drop)
}

/// The most columns and lines the program draws: a terminal larger than this (one that reports 10000x10000,
/// say) gets a screen this size in its top-left corner, so the screen's buffers stay a few megabytes.
pub const MAX_SIZE: (u16, u16) = (400, 200);

/// The part of a `width` x `height` terminal the program draws in.
fn viewport(width: u16, height: u16) -> Rect {
    Rect::new(0, 0, width.min(MAX_SIZE.0), height.min(MAX_SIZE.1))
}

/// Raw mode, the alternate screen and ratatui's panic hook (as `ratatui::try_init`), with a viewport bounded by
/// [`MAX_SIZE`] rather than the whole terminal, however large it says it is.
fn open_terminal() -> io::Result<DefaultTerminal> {
    let (width, height) = crossterm::terminal::size()?;
    let options = TerminalOptions { viewport: Viewport::Fixed(viewport(width, height)) };
    let terminal = ratatui::try_init_with_options(options)?;
    // Cleared by the terminal itself, not `Terminal::clear`, which asks the terminal where its cursor is (a
    // question some terminals never answer).
    let clear = crossterm::terminal::Clear(crossterm::terminal::ClearType::All);
    crossterm::execute!(io::stdout(), crossterm::terminal::EnterAlternateScreen, clear)?;
    Ok(terminal)
}

/// Turns on or off reports of mouse clicks (only presses and releases, mode 1000 with SGR coordinates, not every
/// motion, so a mouse moved over the window sends nothing over the wire) and bracketed paste (mode 2004: a paste
/// arrives as one event, never as keys). A panic turns them off first.
fn reports(on: bool) {
    use std::io::Write as _;
    let codes: &[u8] = if on { b"\x1b[?1000h\x1b[?1006h\x1b[?2004h" } else { b"\x1b[?1000l\x1b[?1006l\x1b[?2004l" };
    let mut out = io::stdout();
    let _ = out.write_all(codes).and_then(|()| out.flush());
    if on {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            reports(false);
            hook(info);
        }));
    }
}

/// The most messages taken from the inbox before the screen is drawn again.
const BURST: usize = 4096;

/// Draws, then sleeps on the inbox until a message comes or the state's next wake-up is due, and handles
/// what came: every message waiting is handled before the next draw, so a long paste or a burst of keys
/// never leaves input (Ctrl-c among it) to be read only as more arrives. Returns the signal that ended it, if
/// one did.
fn event_loop<W: Write>(terminal: &mut Terminal<CrosstermBackend<W>>, app: &mut App) -> io::Result<Option<i32>> {
    // When time was last given to the playback: each wake-up gives it the time since.
    let mut last = Instant::now();
    // Draw only when something may have changed: a message, a resize, a playback's next frame, a clock's next
    // second. Ignored events (key releases, focus, mouse moves) send nothing over the wire.
    let mut dirty = true;
    loop {
        if dirty {
            terminal.draw(|frame| view::render(app, frame.area(), frame.buffer_mut()))?;
            dirty = false;
        }
        if std::mem::take(&mut app.shared.bell) {
            let backend = terminal.backend_mut();
            backend.write_all(b"\x07")?;
            backend.flush()?;
        }
        if let Some(text) = app.shared.clipboard.take() {
            // Terminals without clipboard support ignore the sequence.
            let backend = terminal.backend_mut();
            backend.write_all(clipboard::osc52(&text).as_bytes())?;
            backend.flush()?;
        }
        if app.quit {
            return Ok(None);
        }
        let mut next = app.wait(app.next_wake(Instant::now()));
        app.wake_ups += 1;
        // Time first, so a playback a key starts now counts its time from now.
        let now = Instant::now();
        let passed = now.duration_since(last).min(Duration::from_secs(1));
        let millis = u16::try_from(passed.as_millis()).unwrap_or(1000);
        // The part of a millisecond left over counts next time.
        last = if passed.as_secs() >= 1 { now } else { last + Duration::from_millis(u64::from(millis)) };
        let before = (view::playback_position(app), app.play().map(play::Play::at));
        app.update(Msg::Tick(millis));
        dirty |= (view::playback_position(app), app.play().map(play::Play::at)) != before;
        // Woken with no message: a running clock's time shown changed.
        dirty |= next.is_none() && app.clock_running();
        let mut taken = 0;
        while let Some(msg) = next.take() {
            match msg {
                Msg::Terminal(event) => dirty |= handle(event, terminal, app)?,
                Msg::Ending(signal) => return Ok(Some(signal)),
                Msg::Unreadable(why) => return Err(io::Error::other(format!("the terminal cannot be read: {why}"))),
                msg => {
                    app.update(msg);
                    dirty = true;
                }
            }
            taken += 1;
            if app.quit || taken == BURST {
                break;
            }
            next = app.try_next();
        }
    }
}

/// Handles one terminal event; returns whether the screen may have changed.
fn handle<W: Write>(event: Event, terminal: &mut Terminal<CrosstermBackend<W>>, app: &mut App) -> io::Result<bool> {
    let size = terminal.get_frame().area();
    // While the terminal is too small nothing is shown, so no key but quit acts: a key pressed blind would
    // turn up as a prompt or a move once the window grows.
    let fits = view::fits(app, size.width, size.height);
    match event {
        Event::Key(key) => match app.map_key(&key) {
            Some(action) if action == Action::Quit || fits => {
                app.update(action);
                Ok(true)
            }
            Some(_) => {
                app.shared.refuse("key not used: window too small");
                Ok(true)
            }
            None => Ok(false),
        },
        Event::Paste(text) if fits => {
            app.update(Msg::Paste(text));
            Ok(true)
        }
        Event::Mouse(MouseEvent { kind: MouseEventKind::Down(MouseButton::Left), column, row, .. }) => {
            let area = terminal.get_frame().area();
            match view::pit_at(app, area, column, row) {
                Some(hole) => {
                    app.update(Action::Pit(hole));
                    Ok(true)
                }
                None => Ok(false),
            }
        }
        // A resize needs a viewport of the new size (bounded) and a redraw.
        Event::Resize(width, height) => {
            terminal.resize(viewport(width, height))?;
            Ok(true)
        }
        _ => Ok(false),
    }
}
