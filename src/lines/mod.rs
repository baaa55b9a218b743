//! The line mode (`bao --lines`): every game, lesson, puzzle and room as a conversation, one line at a time, for
//! a screen reader or a braille display (which cannot follow a full screen redrawn in place), a script or a
//! pipe. The program says what happened in sentences, asks for the next line with a short prompt that says
//! whose turn it is, and reads moves in the notation and commands in words from standard input, line by line,
//! until `quit` or the end of the input (the game saved, as always). Its output is plain text: no cursor
//! addressing, no redraw, no control character but the newline, no colour unless `--color always` asks, no
//! line longer than the terminal.
//!
//! It is a second front end of the interface's one [`App`], as the full screen is: the same state, the same
//! update path and the same inbox. An input thread sends each line read into the inbox as a [`Msg::Line`];
//! the loop below sleeps on the inbox (no polling, no idle wake-up) and hands each message to the
//! [`Conversation`], which turns a line into the interface's actions or into a reading of its state, hands any
//! other message (the computer's move, a hint, the study, a room's message) to [`App::update`], and after either
//! says what changed ([`narrate`]).
//!
//! It lives beside `tui`, not in it, because it uses the interface only through what is public (as the command
//! line does), and the interface knows nothing of it: only `cli` chooses it (`--lines`, the settings' `lines`,
//! or `bao serve`'s [`crate::served::LINES_VARIABLE`] for a client that asked for no terminal).

mod command;
mod conversation;
mod narrate;
mod read;
mod rules;
mod snapshot;
mod speak;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;
use std::io::{self, BufRead as _, IsTerminal as _, Read as _, Write as _};
use std::sync::mpsc::Sender;

use crate::tui::{App, Msg};

pub use conversation::Conversation;
use speak::Speaker;

/// The longest line read: the rest of a longer one is dropped.
const MAX_LINE: usize = 4096;

/// How the line mode writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// The width lines are wrapped at.
    pub width: usize,
    /// Whether a prompt is written before each line read: standard input is a terminal (a script or a pipe
    /// gets none).
    pub prompts: bool,
    /// Whether refusals are written in colour (`--color always`).
    pub colour: bool,
    /// Whether the terminal's echo is turned off: under `bao serve` for a client without a terminal of its own,
    /// which echoes what its player types itself.
    pub silent: bool,
}

impl Options {
    /// The options for this process: the width from `COLUMNS`, else the terminal's, else 80; prompts when
    /// standard input is a terminal; colour only if `colour` (`--color always`).
    #[must_use]
    pub fn detect(colour: bool) -> Options {
        let columns = std::env::var("COLUMNS").ok().and_then(|text| text.trim().parse::<usize>().ok());
        let terminal = || {
            io::stdout()
                .is_terminal()
                .then(|| crossterm::terminal::size().ok())
                .flatten()
                .map(|(width, _)| usize::from(width))
        };
        let width = columns.filter(|&width| width > 0).or_else(terminal).unwrap_or(80);
        let prompts = io::stdin().is_terminal();
        Options { width: width.clamp(20, 400), prompts, colour, silent: prompts && crate::served::lines_asked() }
    }
}

/// Runs the line mode on `app` until `quit`, the end of the input, or a signal (hang-up, terminate) that asks
/// it to stop; the game is saved as it ends. Returns the signal that stopped it, if one did.
///
/// ```ignore
/// let app = App::new_game(theme, Variant::Kingulu, None, None)?;
/// lines::run(app, &lines::Options::detect(false))?;
/// ```
pub fn run(mut app: App, options: &Options) -> io::Result<Option<i32>> {
    let inbox = app.sender();
    let signalled = inbox.clone();
    crate::tui::signals::watch(move |signal| _ = signalled.send(Msg::Ending(signal)))?;
    let _echo = echo::Off::when(options.silent);
    read_lines(inbox)?;
    let mut speaker = Speaker::new(io::stdout().lock(), options.width, options.prompts, options.colour);
    let mut talk = Conversation::default();
    let result = talk_until_the_end(&mut app, &mut talk, &mut speaker, !options.prompts);
    app.stop_thinking();
    app.autosave();
    if let Some(text) = app.exit_text.take() {
        // A game that could not be saved: its record, for `bao import`.
        let mut out = io::stdout();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        let _ = writeln!(io::stderr(), "{}", crate::tui::unsaved_exit_words(app.shared.environment.served));
    }
    result
}

/// The conversation: the first words, then each message of the inbox answered, until the program quits. Lines
/// typed ahead from a script or a pipe (no prompts) wait while the computer works out its move, a hint or the
/// study, so a script meets the same position whatever the computer's speed; a player at a terminal is
/// answered at once (`undo` while the computer thinks takes the move back).
fn talk_until_the_end<W: io::Write>(
    app: &mut App,
    talk: &mut Conversation,
    speaker: &mut Speaker<W>,
    hold: bool,
) -> io::Result<Option<i32>> {
    speaker.say(&talk.begin(app))?;
    let mut typed: VecDeque<Option<String>> = VecDeque::new();
    loop {
        while !(hold && working(app))
            && let Some(line) = typed.pop_front()
        {
            speaker.heard();
            let Some(line) = line else {
                speaker.say(&Conversation::end(app))?;
                return Ok(None);
            };
            speaker.say(&talk.hear(app, &line))?;
        }
        if app.quit {
            return Ok(None);
        }
        speaker.prompt(&talk.prompt())?;
        // The app holds a sender itself, so the inbox never closes.
        let Some(msg) = app.wait(None) else { continue };
        match msg {
            Msg::Line(line) => typed.push_back(line),
            Msg::Ending(signal) => return Ok(Some(signal)),
            Msg::Unreadable(why) => return Err(io::Error::other(format!("the input cannot be read: {why}"))),
            Msg::Terminal(_) => {}
            msg => speaker.say(&talk.receive(app, msg))?,
        }
    }
}

/// Whether the computer is working out something the game waits for: its move, a hint, the study.
fn working(app: &App) -> bool {
    app.play().is_some_and(|play| play.thinking.is_some() || play.study.is_some())
}

/// Starts the input thread: each line of standard input, as it comes, posted into the inbox, then the end of
/// the input. A program that is ending does not wait for it.
fn read_lines(inbox: Sender<Msg>) -> io::Result<()> {
    let read = move || {
        let mut input = io::stdin().lock();
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            let msg = match (&mut input).take(MAX_LINE as u64).read_until(b'\n', &mut bytes) {
                Ok(0) => Msg::Line(None),
                Ok(_) => {
                    if bytes.last() != Some(&b'\n') && bytes.len() == MAX_LINE {
                        // The rest of a line too long to be a command.
                        let _ = input.skip_until(b'\n');
                    }
                    let line = String::from_utf8_lossy(&bytes);
                    Msg::Line(Some(line.trim_end_matches(['\n', '\r']).to_string()))
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => Msg::Unreadable(error.to_string()),
            };
            let last = !matches!(msg, Msg::Line(Some(_)));
            if inbox.send(msg).is_err() || last {
                return;
            }
        }
    };
    std::thread::Builder::new().name("bao-lines".into()).spawn(read).map(drop)
}

/// The terminal's echo, off while the line mode runs for a client of `bao serve` that echoes itself.
mod echo {
    /// Turns the echo of standard input's terminal off for as long as it lives.
    pub struct Off(Option<libc::termios>);

    impl Off {
        /// The echo turned off if `silent`, and the terminal is one.
        pub fn when(silent: bool) -> Off {
            if !silent {
                return Off(None);
            }
            let mut modes = std::mem::MaybeUninit::<libc::termios>::zeroed();
            #[allow(unsafe_code, reason = "tcgetattr(3) on standard input, filling a termios of its own")]
            let read = unsafe { libc::tcgetattr(libc::STDIN_FILENO, modes.as_mut_ptr()) };
            if read != 0 {
                return Off(None);
            }
            #[allow(unsafe_code, reason = "tcgetattr succeeded, so the termios is filled")]
            let saved = unsafe { modes.assume_init() };
            let mut silent = saved;
            silent.c_lflag &= !(libc::ECHO | libc::ECHONL);
            #[allow(unsafe_code, reason = "tcsetattr(3) on standard input with a termios read from it")]
            let set = unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &raw const silent) };
            Off((set == 0).then_some(saved))
        }
    }

    impl Drop for Off {
        fn drop(&mut self) {
            if let Some(saved) = self.0.take() {
                #[allow(unsafe_code, reason = "tcsetattr(3) on standard input with the modes it had")]
                let _ = unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &raw const saved) };
            }
        }
    }
}
