//! Bytes over the wire: the interface drawn through the real crossterm backend into a counting writer, as it
//! would be over SSH, for the first frame, a cursor move, a move played, and a move played back seed by seed
//! automatically. Only frames whose state changed are drawn, as the real loop does; ratatui sends only the
//! cells that differ. A keypress once the screen is drawn must stay under 1 KB.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bao::internal::theme::{Depth, ThemeSpec};
use bao::internal::tui::{App, Msg, Theme};
use bao::rules::Variant;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

/// A writer that only counts.
struct Counting(Arc<AtomicUsize>);

impl Write for Counting {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.fetch_add(bytes.len(), Ordering::Relaxed);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

struct Wire {
    terminal: Terminal<CrosstermBackend<Counting>>,
    bytes: Arc<AtomicUsize>,
    app: App,
}

impl Wire {
    fn new(depth: Depth) -> Wire {
        let bytes = Arc::new(AtomicUsize::new(0));
        let backend = CrosstermBackend::new(Counting(Arc::clone(&bytes)));
        let viewport = Viewport::Fixed(Rect::new(0, 0, 80, 24));
        let terminal = Terminal::with_options(backend, TerminalOptions { viewport }).unwrap();
        let theme = Theme::resolve(&ThemeSpec::default(), depth);
        let app = App::playing(theme, Variant::Kingulu, None).unwrap();
        Wire { terminal, bytes, app }
    }

    /// Draws a frame; returns the bytes it sent.
    fn draw(&mut self) -> usize {
        let before = self.bytes.load(Ordering::Relaxed);
        let app = &self.app;
        self.terminal.draw(|frame| bao::internal::tui::view::render(app, frame.area(), frame.buffer_mut())).unwrap();
        self.bytes.load(Ordering::Relaxed) - before
    }

    /// A key through the app's own mapping, then the frame it causes.
    fn key(&mut self, code: KeyCode) -> usize {
        let action = self.app.map_key(&KeyEvent::new(code, KeyModifiers::NONE)).unwrap();
        self.app.update(action);
        self.draw()
    }

    /// Ticks of 40 ms until the playback stops, drawing only when a seed moved: (bytes, frames).
    fn play_back(&mut self) -> (usize, usize) {
        let (mut bytes, mut frames) = (0, 0);
        while self.app.next_wake(std::time::Instant::now()).is_some() {
            let before = bao::internal::tui::view::playback_position(&self.app);
            self.app.update(Msg::Tick(40));
            if bao::internal::tui::view::playback_position(&self.app) != before {
                bytes += self.draw();
                frames += 1;
            }
        }
        (bytes, frames)
    }
}

fn figures(depth: Depth) -> [usize; 6] {
    let mut wire = Wire::new(depth);
    let first = wire.draw();
    let cursor = wire.key(KeyCode::Right);
    wire.key(KeyCode::Left);
    // South's A3.
    let played = wire.key(KeyCode::Enter);
    wire.key(KeyCode::Char('a'));
    // North's a3 (ten events, a relay), typed, then watched automatically from start to end.
    for c in [':', 'a', '3'] {
        wire.key(KeyCode::Char(c));
    }
    let start = wire.key(KeyCode::Enter);
    let (playback, frames) = wire.play_back();
    [first, cursor, played, start, playback, frames]
}

#[test]
fn bytes_per_keypress_stay_small() {
    println!("bytes at 80x24, kingulu: first frame, cursor key, move (autoplay off), autoplay: first frame, the rest");
    for depth in [Depth::TrueColour, Depth::Ansi256, Depth::Ansi16, Depth::Monochrome] {
        let [first, cursor, played, start, playback, frames] = figures(depth);
        println!(
            "{:<12} {first:>6} {cursor:>6} {played:>6} {start:>6} {playback:>6} ({frames} frames)",
            depth.describe()
        );
        assert!(cursor < 1024, "{depth:?}: a cursor move sent {cursor} bytes");
        assert!(played < 1024, "{depth:?}: a move sent {played} bytes");
        assert!(frames > 0 && playback / frames < 1024, "{depth:?}: {playback} bytes in {frames} frames");
    }
}
