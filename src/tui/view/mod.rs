//! Drawing: a pure function of the [`App`] into a [`Buffer`]. The game screen is a title line, the board with
//! what is known about the move shown, the history panel on the right, a status bar and a line of key hints.

pub mod ascii;
pub mod board;
mod editor;
mod overlay;
pub mod saves;
mod seats;
mod settings;
mod start;
mod study;

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Borders, Widget};

use crate::rules::{MoveText, Side, Variant};

use super::app::{App, Mode, Play, Screen};
use super::choice::Asking;
use super::keys::KeyScreen;
use super::style::Theme;
use board::{BoardView, Geometry};

/// Width of the history panel on an 80-column terminal.
const HISTORY: u16 = 17;
/// Lines the game screen needs.
pub const MIN_HEIGHT: u16 = 20;

/// The smallest terminal the screen fits: (columns, lines).
#[must_use]
pub fn min_size(app: &App) -> (u16, u16) {
    match &app.screen {
        Screen::Start(_) | Screen::Saves(_) => (60, MIN_HEIGHT),
        Screen::Play(play) => (Geometry::COMPACT.width(play.session.variant()) + HISTORY + 1, MIN_HEIGHT).max((60, 0)),
        Screen::Editor(editor) => (Geometry::COMPACT.width(editor.setup.variant) + 18, MIN_HEIGHT).max((60, 0)),
    }
}

pub(super) fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    if y >= area.y && y < area.y + area.height && x >= area.x && x < area.x + area.width {
        buf.set_stringn(x, y, text, (area.x + area.width - x) as usize, style);
    }
}

/// Where the game screen in `area` draws `play`'s board: the biggest that leaves room under it for the last
/// move and the legal moves, or with the study view open for its list.
fn board_area(play: &Play, area: Rect) -> Rect {
    let variant = play.session.variant();
    let history_width = if area.width >= 110 { 24 } else { HISTORY };
    let body = Rect::new(area.x, area.y + 1, area.width.saturating_sub(history_width), area.height.saturating_sub(3));
    let below = match &play.study {
        Some(_) => 1 + study::rows_wanted(play.session.legal_moves().len()),
        None => 4,
    };
    let room = body.height.saturating_sub(below);
    let geometry = Geometry::fitting(variant, body.width.saturating_sub(2), room);
    Rect::new(body.x + 1, body.y + 1, body.width.saturating_sub(1), geometry.height(variant))
}

/// The pit drawn at (`x`, `y`) of the game screen in `area`, if a game is shown there and nothing covers it.
#[must_use]
pub fn pit_at(app: &App, area: Rect, x: u16, y: u16) -> Option<crate::rules::Hole> {
    let (width, height) = min_size(app);
    if app.overlay.is_some() || app.settings_menu.is_some() || area.width < width || area.height < height {
        return None;
    }
    let Screen::Play(play) = &app.screen else { return None };
    board::hole_at(play.session.variant(), play.flipped, board_area(play, area), x, y)
}

/// Where a playback is (event, playing), so a tick that changed nothing shown draws nothing.
#[must_use]
pub fn playback_position(app: &App) -> Option<(usize, bool)> {
    match &app.screen {
        Screen::Play(play) => match &play.mode {
            Mode::Step(playback) => Some((playback.cursor(), playback.playing)),
            _ => None,
        },
        Screen::Start(_) | Screen::Saves(_) | Screen::Editor(_) => None,
    }
}

/// Draws the whole screen (in plain ASCII if asked).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    draw_screen(app, area, buf);
    if app.ascii() {
        ascii::asciify(buf, area);
    }
}

fn draw_screen(app: &App, area: Rect, buf: &mut Buffer) {
    let (width, height) = min_size(app);
    if area.width < width || area.height < height {
        let lines = [
            "terminal too small".to_string(),
            format!("bao needs {width}x{height}, this is {}x{}", area.width, area.height),
            "enlarge the window, or q to quit".to_string(),
        ];
        for (i, line) in lines.iter().enumerate() {
            put(buf, area, area.x, area.y + i as u16, line, app.theme.error());
        }
        return;
    }
    match (&app.settings_menu, &app.screen) {
        (Some(menu), _) => settings::draw(app, menu, area, buf),
        (None, Screen::Start(menu)) => start::draw(menu, app.settings.levels, app.theme, area, buf),
        (None, Screen::Play(play)) => draw_play(app, play, area, buf),
        (None, Screen::Saves(list)) => saves::draw_list(list, app.theme, area, buf),
        (None, Screen::Editor(editor)) => editor::draw(editor, app.theme, area, buf),
    }
    if let (None, Screen::Start(_)) = (&app.settings_menu, &app.screen) {
        saves::start_lines(&app.saving, app.theme, area, buf);
    }
    status_bar(app, area, buf);
    hints(app, area, buf);
    if let Some(overlay) = app.overlay {
        let variant = match &app.screen {
            Screen::Play(play) => play.session.variant(),
            Screen::Start(menu) => menu.variant(),
            Screen::Editor(editor) => editor.setup.variant,
            Screen::Saves(_) => Variant::Kingulu,
        };
        match overlay {
            super::app::Overlay::Notes => saves::draw_notes(app, area, buf),
            super::app::Overlay::Export => saves::draw_export(app, area, buf),
            _ => overlay::draw(overlay, variant, app.theme, area, buf),
        }
    }
}

fn player_name(play: &Play, side: Side) -> String {
    let (number, kind) = play.seats.by_side()[side];
    format!("player {number} ({})", kind.describe())
}

fn draw_play(app: &App, play: &Play, area: Rect, buf: &mut Buffer) {
    let theme = app.theme;
    let variant = play.session.variant();
    let setup = play.session.setup();
    let history_width = if area.width >= 110 { 24 } else { HISTORY };
    // While a move is watched, the title tells the position being sown, not the one after the last move.
    let title_setup = match &play.mode {
        Mode::Step(playback) | Mode::Choice(_, Some(playback)) => playback.replay().setup,
        _ => setup,
    };
    let mut title = format!("{} · {} · ply {}", variant.title(), dims(variant), title_setup.ply);
    if let Some(stage) = title_setup.stage_name() {
        let _ = write!(title, " · {stage}");
    }
    put(buf, area, area.x, area.y, &title, theme.title());
    let turn = match (&play.mode, play.result()) {
        (Mode::Step(playback), _) => format!("watching {}'s move", playback.replay().mover),
        (_, Some(_)) => "game over".to_string(),
        (_, None) => format!("{} to move", board::capitalised(setup.side)),
    };
    let x = (area.x + area.width).saturating_sub(turn.len() as u16 + 1);
    put(buf, area, x, area.y, &turn, theme.to_move());

    let body = Rect::new(area.x, area.y + 1, area.width - history_width, area.height.saturating_sub(3));
    let history = Rect::new(area.x + area.width - history_width, area.y + 1, history_width, body.height);
    draw_history(play, theme, history, buf);

    let step = match &play.mode {
        Mode::Step(playback) | Mode::Choice(_, Some(playback)) => Some(playback),
        _ => None,
    };
    let history_moves = play.session.history();
    let cursor = play.session.cursor();
    let last = cursor.checked_sub(1).map(|i| history_moves[i].clone());
    let (shown, flight, origin, hand) = match step {
        Some(playback) => {
            let replay = playback.replay();
            (replay.setup, playback.hole(), playback.origin(), Some((replay.mover, replay.hand)))
        }
        None => (setup, None, last.as_deref().and_then(|t| t.parse::<MoveText>().ok()).map(|m| m.hole), None),
    };
    let playable = if matches!(play.mode, Mode::Board | Mode::Choice(..) | Mode::Prompt(_) | Mode::Seats(_)) {
        play.playable()
    } else {
        Vec::new()
    };
    let view = BoardView {
        setup: shown,
        flipped: play.flipped,
        names: app.settings.names,
        // No cursor on the computer's pits while it chooses; with the study view open, the chosen move's pit.
        cursor: if let Some(study) = &play.study {
            study.selected_hole().or(play.cursor)
        } else if matches!(play.mode, Mode::Board | Mode::Choice(..) | Mode::Seats(_))
            && play.computer_to_move().is_none()
        {
            play.cursor
        } else {
            None
        },
        flight,
        origin,
        playable: &playable,
        hand,
        players: [player_name(play, Side::South), player_name(play, Side::North)],
        theme,
    };
    let board_area = board_area(play, area);
    board::draw(&view, board_area, buf);
    let mut y = board_area.y + board_area.height + 1;
    if let (Some(playback), Mode::Choice(..)) = (step, &play.mode) {
        let replay = playback.replay();
        let line = format!(
            "{}: the sowing so far  lap {}  hand {}",
            playback.origin().map_or(String::new(), |h| h.to_string()),
            replay.lap,
            replay.hand
        );
        put(buf, body, body.x + 1, y, &line, theme.title());
        put(buf, body, body.x + 1, y + 1, &playback.caption(), theme.to_move());
    } else if let Some(playback) = step {
        let replay = playback.replay();
        let state = if playback.playing { "▶ playing" } else { "‖ paused" };
        let speed = super::playback::SPEEDS[playback.speed()];
        let line = format!(
            "watching {}. {}  event {}/{}  lap {}  hand {}  {state} {speed}/s",
            playback.index + 1,
            playback.text,
            playback.cursor(),
            playback.len(),
            replay.lap,
            replay.hand
        );
        put(buf, body, body.x + 1, y, &line, theme.title());
        y += 1;
        put(buf, body, body.x + 1, y, &playback.caption(), theme.to_move());
    } else if let Some(study) = &play.study {
        // The list takes the room under the board that the last move and the legal moves had.
        let top = board_area.y + board_area.height;
        let room = Rect::new(body.x + 1, top, body.width.saturating_sub(2), (body.y + body.height).saturating_sub(top));
        study::draw(study, theme, room, buf);
    } else {
        let last_text = match (&last, cursor) {
            (Some(text), n) => format!("last move {}", numbered(&play.start, n - 1, text).trim_start()),
            (None, _) => "no move yet".into(),
        };
        put(buf, body, body.x + 1, y, &last_text, theme.label());
        y += 1;
        put(buf, body, body.x + 1, y, &legend(variant), theme.label());
        let legal = play.session.legal_moves();
        if !legal.is_empty() && play.resignation().is_none() {
            let words: Vec<String> = legal.iter().map(ToString::to_string).collect();
            let text = format!("legal moves: {}", words.join(" "));
            // Long lists wrap onto the following lines.
            let width = body.width.saturating_sub(2).max(1) as usize;
            for (i, chunk) in text.chars().collect::<Vec<_>>().chunks(width).take(3).enumerate() {
                let line: String = chunk.iter().collect();
                put(buf, body, body.x + 1, y + 2 + i as u16, &line, theme.label());
            }
        }
    }
    match &play.mode {
        Mode::GameOver => overlay::game_over(play, theme, body, buf),
        Mode::Seats(panel) => seats::draw(panel, app.settings.levels, theme, body, buf),
        _ => {}
    }
}

fn dims(variant: Variant) -> String {
    let layout = variant.layout();
    format!("{}x{}", layout.rows(), layout.width())
}

fn legend(variant: Variant) -> String {
    let marks = match variant {
        Variant::Kingulu => "  n* reserved (kuweka mtoto)",
        Variant::Kete => "  K kuu  |n| kichwa  t hizi zetu",
        Variant::KimasaiStep => "  o stone",
        Variant::KimasaiRelay => "",
    };
    format!("[n] cursor  (n) last move{marks}")
}

/// The `index`th move of a game from `start` as the history lists it: its ply number, the mover's letter and
/// the move, the number right-aligned in three columns (` 40. S B12`).
fn numbered(start: &crate::rules::Setup, index: usize, text: &str) -> String {
    let side = if index % 2 == 0 { start.side } else { start.side.opponent() };
    format!("{:>3}. {} {text}", start.ply as usize + index, side.letter())
}

fn draw_history(play: &Play, theme: Theme, area: Rect, buf: &mut Buffer) {
    let focused = play.mode == Mode::History;
    let title = if focused { " Moves (Tab) ◆" } else { " Moves (Tab) " };
    let block = Block::new().borders(Borders::LEFT).title(title).border_style(theme.label());
    let inner = block.inner(area);
    block.render(area, buf);
    let moves = play.session.history();
    let cursor = play.session.cursor();
    let start = play.start;
    let mut lines = vec!["start".to_string()];
    for (i, text) in moves.iter().enumerate() {
        lines.push(numbered(&start, i, text));
    }
    let visible = inner.height.saturating_sub(1) as usize;
    let first = (cursor + 1).saturating_sub(visible).min(lines.len().saturating_sub(visible));
    for (row, (i, line)) in lines.iter().enumerate().skip(first).take(visible).enumerate() {
        let current = i == cursor;
        let style = if current {
            theme.selected()
        } else if i > cursor {
            theme.unavailable()
        } else {
            Style::new()
        };
        let text = format!("{}{line}", if current { "▸" } else { " " });
        put(buf, inner, inner.x, inner.y + 1 + row as u16, &text, style);
    }
}

fn status_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let y = area.y + area.height - 2;
    let theme = app.theme;
    // The board's help lists the table's keys; the user's own bindings are named here.
    if app.overlay == Some(super::app::Overlay::Help(KeyScreen::Board)) && !app.settings.keys.is_empty() {
        put(buf, area, area.x, y, &format!("your keys: {}", app.settings.keys), theme.key());
        return;
    }
    let (text, style) = match &app.screen {
        Screen::Play(play) => match &play.mode {
            Mode::Prompt(text) => (format!("move: {text}▏"), theme.to_move()),
            Mode::Choice(question, _) => (question.prompt(), theme.to_move()),
            Mode::Confirm(confirm) => {
                let later = play.session.history().len() - play.session.cursor();
                (confirm.question(later, play.resigned), theme.to_move())
            }
            // The computer's thinking is said after the last message.
            _ if play.thinking.is_some() && !app.message.as_ref().is_some_and(|m| m.error) => {
                let label = play.thinking_label().unwrap_or_default();
                match &app.message {
                    Some(message) => (format!("{} · {label}", message.text), theme.message()),
                    None => (label, theme.to_move()),
                }
            }
            // A saved game's title stays in view while nothing else is said.
            _ if app.message.is_none() && play.slot.title.is_some() => {
                let title = play.slot.title.as_deref().unwrap_or_default();
                (format!("{title} · i notes"), theme.label())
            }
            _ => message(app),
        },
        Screen::Saves(list) => match saves::list_status(list) {
            Some(text) => (text, theme.to_move()),
            None => message(app),
        },
        Screen::Start(_) | Screen::Editor(_) => message(app),
    };
    put(buf, area, area.x, y, &text, style);
}

fn message(app: &App) -> (String, Style) {
    match &app.message {
        Some(message) if message.error => (format!("✗ {}", message.text), app.theme.error()),
        Some(message) => (message.text.clone(), app.theme.message()),
        None => (String::new(), Style::new()),
    }
}

/// The line of key hints of each screen: the most used keys; `?` lists them all.
fn hint_line(screen: KeyScreen) -> &'static str {
    match screen {
        KeyScreen::Start => "↑↓ line  ←→ change  Enter start  c continue  o saves  e edit  s settings  ? keys",
        KeyScreen::Board => "←→↑↓ pit  Enter play  : type  u undo  w watch  Tab moves  ? keys  q quit",
        KeyScreen::Choice => "1/2 choose  Esc cancel  ? keys",
        KeyScreen::Prompt => "type a move (A3, A6<, a3R+)  Enter play  Esc cancel",
        KeyScreen::Step => "Space play/pause  ←→ event  [ ] lap  Home End  + - speed  Esc back  ? keys",
        KeyScreen::History => "↑↓ move  Home End  w watch  Esc/Enter back here  ? keys",
        KeyScreen::Help => "Esc close  ↑↓ scroll",
        KeyScreen::Confirm => "y yes  n no",
        KeyScreen::GameOver => "n new game  r rematch  s start screen  Esc board  w watch  u undo  q quit",
        KeyScreen::Saves => "↑↓ choose  Enter open  r rename  d delete  Esc back  ? keys  q quit",
        KeyScreen::SaveName => "type the new name  Enter rename  Esc cancel",
        KeyScreen::Editor => "←→↑↓ pit  0-9 +- value  Tab field  s side  Enter play  A study  Esc back  ? keys",
        KeyScreen::Settings => "↑↓ line  ←→ change  Enter save/bind key  d forget keys  Esc cancel  ? keys",
        KeyScreen::Study => "↑↓ choose a move  Enter play it  A/Esc close  u undo  f flip  ? keys  q quit",
        KeyScreen::Seats => "↑↓ side  ←→ person / computer level  Enter apply  Esc cancel  ? keys  q quit",
    }
}

fn hints(app: &App, area: Rect, buf: &mut Buffer) {
    let y = area.y + area.height - 1;
    if let (Screen::Play(play), None) = (&app.screen, app.overlay) {
        if let Mode::Choice(question, _) = &play.mode {
            // The options of the question, named, with their keys.
            let keys = match question.asking {
                Asking::Direction => ["1/<", "2/>"],
                Asking::Safari => ["1/y", "2/n"],
            };
            let mut x = area.x;
            for (key, (words, _)) in keys.iter().zip(&question.options) {
                put(buf, area, x, y, key, app.theme.key());
                put(buf, area, x + 4, y, words, app.theme.message());
                x += 4 + words.len() as u16 + 3;
            }
            put(buf, area, x, y, "Esc cancel", app.theme.label());
            return;
        }
    }
    put(buf, area, area.x, y, hint_line(app.key_screen()), app.theme.label());
}
