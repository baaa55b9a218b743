//! Drawing: a pure function of the [`App`] into a [`Buffer`]. Each screen's state is drawn by its own module
//! (`start`, `play`, `saves`, `editor`, `settings`) from that state and what the screens share; this module
//! chooses the screen, draws the status bar and the line of key hints (built from the key tables, so a key the
//! user rebound shows as bound), and the overlay.

#![allow(
    clippy::cast_possible_truncation,
    reason = "screen coordinates are u16 and every length drawn is clipped to the screen, which is narrower"
)]

#[cfg(feature = "serve")]
mod archive;
pub mod ascii;
pub mod board;
mod editor;
mod graph;
mod learn;
#[cfg(feature = "serve")]
mod lobby;
mod messages;
mod overlay;
mod play;
mod review;
mod rooms;
mod rules;
pub mod saves;
mod seats;
mod settings;
mod start;
mod study;
#[cfg(feature = "serve")]
mod tournament;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::app::{App, Screen};
use super::go::Overlay;
use super::keymap::{self, Keymap};
use super::keys::{Binding, KeyScreen, table};
use super::play::Mode;
use super::shared::Shared;
use super::text::wrap;
use crate::t;
use board::Geometry;

/// Width of the history panel on an 80-column terminal.
const HISTORY: u16 = 17;
/// Lines the game screen needs.
pub const MIN_HEIGHT: u16 = 20;
/// Lines a lesson needs: its title, idea and ask over the game screen.
pub const LESSON_HEIGHT: u16 = 22;

/// The smallest terminal the screen fits: (columns, lines).
#[must_use]
pub fn min_size(app: &App) -> (u16, u16) {
    match &app.screen {
        Screen::Learn(learn) if learn.attempt.is_some() => {
            ((Geometry::COMPACT.width(learn.variant) + HISTORY + 1).max(60), LESSON_HEIGHT)
        }
        Screen::Start(_) | Screen::Saves(_) | Screen::Rooms(_) | Screen::Learn(_) => (60, MIN_HEIGHT),
        // Not `(width, height).max((60, 0))`: tuples compare first by width, so a narrow board's screen would
        // need no height at all (and a board drawn 8 lines high panicked).
        Screen::Play(play) => ((Geometry::COMPACT.width(play.variant()) + HISTORY + 1).max(60), MIN_HEIGHT),
        Screen::Editor(editor) => ((Geometry::COMPACT.width(editor.setup.variant) + 18).max(60), MIN_HEIGHT),
        #[cfg(feature = "serve")]
        Screen::Lobby(_) => (60, MIN_HEIGHT),
    }
}

/// Whether the screen shown fits a terminal of `width` x `height`.
#[must_use]
pub fn fits(app: &App, width: u16, height: u16) -> bool {
    let (needed_width, needed_height) = min_size(app);
    width >= needed_width && height >= needed_height
}

pub(super) fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    if y >= area.y && y < area.y + area.height && x >= area.x && x < area.x + area.width {
        // Text from files and the command line is drawn with its control characters made visible.
        let text = crate::printable::printable(text);
        buf.set_stringn(x, y, &*text, (area.x + area.width - x) as usize, style);
    }
}

/// The pit drawn at (`x`, `y`) of the game screen in `area`, if a game is shown there and nothing covers it.
#[must_use]
pub fn pit_at(app: &App, area: Rect, x: u16, y: u16) -> Option<crate::rules::Hole> {
    let (width, height) = min_size(app);
    if app.overlay.is_some()
        || app.settings_menu.is_some()
        || app.rules.is_some()
        || area.width < width
        || area.height < height
    {
        return None;
    }
    let Screen::Play(play) = &app.screen else { return None };
    board::hole_at(play.variant(), play.flipped, play::board_area(play, area), x, y)
}

/// Where a playback is (event, playing), so a tick that changed nothing shown draws nothing.
#[must_use]
pub fn playback_position(app: &App) -> Option<(usize, bool)> {
    let play = match &app.screen {
        Screen::Learn(learn) => &learn.attempt.as_ref()?.play,
        _ => app.play()?,
    };
    match &play.mode {
        Mode::Step(playback) => Some((playback.cursor(), playback.playing)),
        _ => None,
    }
}

/// Draws the whole screen (in plain ASCII if asked).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    draw_screen(app, area, buf);
    if app.shared.ascii() {
        ascii::asciify(buf, area);
    }
}

fn draw_screen(app: &App, area: Rect, buf: &mut Buffer) {
    let shared = &app.shared;
    let (width, height) = min_size(app);
    if area.width < width || area.height < height {
        let (size, now) = (format!("{width}x{height}"), format!("{}x{}", area.width, area.height));
        let lines = [
            t!("screens-small-title"),
            t!("screens-small-needs", size = size, now = now),
            t!("screens-small-enlarge"),
            shared.message.as_ref().map(|message| message.text.clone()).unwrap_or_default(),
        ];
        for (i, line) in lines.iter().enumerate() {
            put(buf, area, area.x, area.y + i as u16, line, shared.theme.error());
        }
        return;
    }
    match (&app.settings_menu, &app.rules, &app.screen) {
        (Some(menu), _, _) => settings::draw(menu, shared, area, buf),
        (None, Some(screen), _) => rules::draw(screen, shared, area, buf),
        (None, None, Screen::Start(menu)) => {
            start::draw(menu, shared, area, buf);
            saves::start_lines(&shared.saving, shared.theme, area, buf);
        }
        (None, None, Screen::Play(play)) => match &play.review {
            Some(panel) => review::draw(play, panel, shared, area, buf),
            None => play::draw(play, shared, area, buf),
        },
        (None, None, Screen::Saves(list)) => {
            saves::draw_list(list, shared.player_name(), shared.theme, &shared.environment.zone, area, buf);
        }
        (None, None, Screen::Rooms(menu)) => rooms::draw(menu, shared, area, buf),
        (None, None, Screen::Editor(editor)) => editor::draw(editor, shared.theme, area, buf),
        (None, None, Screen::Learn(learn)) => learn::draw(learn, shared, area, buf),
        #[cfg(feature = "serve")]
        (None, None, Screen::Lobby(screen)) => lobby::draw(screen, &app.lobby, shared.theme, area, buf),
    }
    status_bar(app, area, buf);
    hints(app, area, buf);
    if app.quitting {
        quit_panel(app, area, buf);
        return;
    }
    if let Some((_, note)) = &app.busy {
        busy_panel(app, note, area, buf);
        return;
    }
    #[cfg(feature = "serve")]
    if let Some(asked) = app.lobby.asked.front() {
        lobby::challenge_panel(app, asked, app.lobby.asked.len(), area, buf);
        return;
    }
    if let Some(overlay) = app.overlay {
        match overlay {
            Overlay::Notes => saves::draw_notes(app.play().map(|play| &play.slot), shared.theme, area, buf),
            Overlay::Export => {
                let forfeit = app.play().and_then(super::play::Play::forfeit_shown);
                saves::draw_export(app.export_text(), forfeit, shared.theme, area, buf);
            }
            Overlay::Help(_) => overlay::draw(overlay, shared.theme, area, buf),
        }
    }
}

/// A question over the screen: its first line (in `first`'s style), an explanation, and its keys on the last line.
fn question(area: Rect, title: &str, first: (&str, Style), explanation: &str, keys: &str, buf: &mut Buffer, app: &App) {
    let theme = app.shared.theme;
    let width = area.width.saturating_sub(4).min(72);
    let text_width = width.saturating_sub(4) as usize;
    let mut lines = wrap(first.0, text_width);
    let heading = lines.len();
    lines.push(String::new());
    lines.extend(wrap(explanation, text_width));
    let inner = overlay::panel(area, width, lines.len() as u16 + 4, title, theme, buf);
    for (i, line) in lines.iter().enumerate() {
        put(buf, inner, inner.x + 1, inner.y + i as u16, line, if i < heading { first.1 } else { theme.message() });
    }
    put(buf, inner, inner.x + 1, inner.y + inner.height.saturating_sub(1), keys, theme.key());
}

/// The question on opening a save another program has open: watch it read-only, or continue in a copy.
fn busy_panel(app: &App, note: &str, area: Rect, buf: &mut Buffer) {
    let (explanation, keys) = (t!("screens-busy-explanation"), t!("screens-busy-keys"));
    let title = format!(" {} ", t!("screens-busy-title"));
    question(area, &title, (note, app.shared.theme.to_move()), &explanation, &keys, buf, app);
}

/// The question before quitting a game that could not be saved, with the whole reason.
fn quit_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let reason = app.play().and_then(|play| play.unsaved.clone()).unwrap_or_default();
    // Under `bao serve` the record cannot be imported on the server: the player copies it from the terminal.
    let explanation = if app.shared.environment.served { t!("screens-unsaved-served") } else { t!("screens-unsaved") };
    let (keys, title) = (t!("screens-unsaved-keys"), format!(" {} ", t!("screens-unsaved-title")));
    question(area, &title, (&reason, app.shared.theme.error()), &explanation, &keys, buf, app);
}

fn status_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let y = area.y + area.height - 2;
    let shared = &app.shared;
    let theme = shared.theme;
    if let (Some(screen), None) = (&app.rules, &app.settings_menu) {
        return rules::status(screen, theme, area, y, buf);
    }
    // The board's help lists the table's keys; the user's own bindings are named here.
    if app.overlay == Some(Overlay::Help(KeyScreen::Board)) && !shared.settings.keys.is_empty() {
        put(buf, area, area.x, y, &t!("keys-yours", keys = shared.settings.keys.to_string()), theme.key());
        return;
    }
    let (text, style) = match &app.screen {
        Screen::Play(play) => play::status(play, shared, area.width).unwrap_or_else(|| message(shared)),
        Screen::Saves(list) => match saves::list_status(list) {
            Some(text) => (text, theme.to_move()),
            None => message(shared),
        },
        Screen::Rooms(menu) if menu.typing.is_some() => {
            let (code, watch) = menu.typing.as_ref().map_or(("", false), |(code, watch)| (code.text(), *watch));
            let what = if watch { "watch" } else { "join" };
            (t!("rooms-typing-code", what = what, code = code), shared.theme.to_move())
        }
        Screen::Learn(learn) => match learn.attempt.as_ref().and_then(|a| play::status(&a.play, shared, area.width)) {
            Some(line) => line,
            None => message(shared),
        },
        Screen::Start(_) | Screen::Editor(_) | Screen::Rooms(_) => message(shared),
        #[cfg(feature = "serve")]
        Screen::Lobby(_) => message(shared),
    };
    put(buf, area, area.x, y, &text, style);
}

/// The status bar's message, marked `✗` when it reports a refusal.
fn message(shared: &Shared) -> (String, Style) {
    match &shared.message {
        Some(message) if message.error => (format!("✗ {}", message.text), shared.theme.error()),
        Some(message) => (message.text.clone(), shared.theme.message()),
        None => (String::new(), Style::new()),
    }
}

/// The keys a hint names for `binding`: the user's own keys for its action where the user bound some (the
/// board and the study view take the user's keys), else the table's, leaving out table keys the user gave
/// another action. `None` when no key does it any more.
fn hint_keys(binding: &Binding, screen: KeyScreen, keys: &Keymap) -> Option<String> {
    let rebinds = matches!(screen, KeyScreen::Board | KeyScreen::Room | KeyScreen::Study);
    if rebinds {
        let own = keys.keys_of(binding.action);
        if !own.is_empty() {
            return Some(own.iter().map(|&key| keymap::key_name(key)).collect::<Vec<_>>().join("/"));
        }
        let kept: Vec<_> = binding.keys.iter().filter(|&&key| !keys.binds(key)).collect();
        if kept.is_empty() && !binding.keys.is_empty() {
            return None;
        }
        if kept.len() < binding.keys.len() {
            return Some(keymap::key_name(*kept[0]));
        }
    }
    Some(binding.hint_keys())
}

/// The line of key hints of a screen: its table's most used keys, as bound now; `?` lists them all.
#[must_use]
#[cfg(test)]
pub fn hint_line(screen: KeyScreen, keys: &Keymap) -> String {
    hint_line_within(screen, keys, usize::MAX)
}

/// The line of key hints of a screen in at most `width` columns: its table's most used keys, as bound now, whole
/// hints only, the last ones left out first, but never the help's (`? keys`), which lists them all; so a narrow
/// terminal never shows a hint cut in the middle.
#[must_use]
pub fn hint_line_within(screen: KeyScreen, keys: &Keymap, width: usize) -> String {
    let mut words: Vec<(String, bool)> = table(screen)
        .iter()
        .filter(|binding| binding.hinted())
        .filter_map(|binding| {
            let shown = hint_keys(binding, screen, keys)?;
            let words = binding.hint_words();
            let word = match (shown.is_empty(), words.is_empty()) {
                (_, true) => shown,
                (true, false) => words,
                (false, false) => format!("{shown} {words}"),
            };
            Some((word, binding.action == crate::tui::keys::Action::Help))
        })
        .collect();
    let length = |words: &[(String, bool)]| {
        words.iter().map(|(word, _)| word.chars().count()).sum::<usize>() + 2 * words.len().saturating_sub(1)
    };
    while length(&words) > width {
        let Some(last) = words.iter().rposition(|(_, help)| !help) else { break };
        words.remove(last);
    }
    words.into_iter().map(|(word, _)| word).collect::<Vec<_>>().join("  ")
}

fn hints(app: &App, area: Rect, buf: &mut Buffer) {
    let y = area.y + area.height - 1;
    // A question inside a move names its choices, in a game and in a lesson alike.
    let lesson = match &app.screen {
        Screen::Learn(learn) => learn.attempt.as_ref().map(|attempt| &attempt.play),
        _ => None,
    };
    if let (Some(play), None, None) = (app.play().or(lesson), app.overlay, &app.rules)
        && play::choice_hints(play, app.shared.theme, area, y, buf)
    {
        return;
    }
    let line = hint_line_within(app.key_screen(), &app.shared.settings.keys, usize::from(area.width));
    put(buf, area, area.x, y, &line, app.shared.theme.label());
}
