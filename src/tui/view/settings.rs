//! The settings screen: the settings on the left, a sample board in the theme being chosen on the right, and
//! the board's keys with the user's own marked, each line changed in place.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::engine::Level;
use crate::rules::{Hole, Setup, Side};

use super::super::keymap::key_name;
use super::super::keys::{self, Action, KeyScreen};
use super::super::playback::SPEEDS;
use super::super::settings::Settings;
use super::super::settings_menu::{FIRST_KEY_LINE, KEY_LINES, SAVE_LINE, SettingsMenu};
use super::super::shared::Shared;
use super::board::{self, BoardView};
use super::put;
use crate::t;
use crate::tui::text::wrap;

/// The position of the sample board.
const SAMPLE: &str = "kingulu S 4,0,3,5,1,2/2,6,3,4,0,3 c=7,8 m=9";

/// What a key line's action is called on the screen, in the current language.
fn action_words(action: Action) -> String {
    match action {
        Action::Left => t!("keys-action-left"),
        Action::Right => t!("keys-action-right"),
        Action::Up => t!("keys-action-up"),
        Action::Down => t!("keys-action-down"),
        Action::Choose => t!("keys-action-play"),
        Action::Undo => t!("keys-action-undo"),
        Action::Redo => t!("keys-action-redo"),
        Action::Watch => t!("keys-action-watch"),
        Action::Flip => t!("keys-action-flip"),
        _ => String::new(),
    }
}

/// The keys that do `action` on the board with `settings`' bindings: the table's keys not taken by a
/// binding, then the user's own (marked `*`).
fn keys_text(settings: &Settings, action: Action) -> String {
    let mut words = Vec::new();
    let table = keys::table(KeyScreen::Board);
    for binding in table.iter().filter(|b| b.action == action) {
        for &key in binding.keys {
            if settings.keys.keys_of(action).contains(&key) || !taken(settings, key) {
                words.push(key_name(key));
            }
        }
    }
    for key in settings.keys.keys_of(action) {
        let name = format!("{}*", key_name(key));
        if !words.contains(&key_name(key)) {
            words.push(name);
        }
    }
    if words.is_empty() { t!("screens-settings-no-key") } else { words.join(" ") }
}

/// Whether the user bound `key` to something (another action, or nothing).
fn taken(settings: &Settings, key: keys::Key) -> bool {
    super::super::keymap::ACTIONS.iter().any(|&(_, a)| settings.keys.keys_of(a).contains(&key))
}

/// How many colours a terminal draws, in words: `truecolour`, `256 colours`.
fn depth_words(depth: crate::theme::Depth) -> String {
    match depth {
        crate::theme::Depth::TrueColour => t!("screens-depth-truecolour"),
        crate::theme::Depth::Ansi256 => t!("screens-depth-256"),
        crate::theme::Depth::Ansi16 => t!("screens-depth-16"),
        crate::theme::Depth::Monochrome => t!("screens-depth-none"),
    }
}

/// The colours line's value: as the terminal says, or forced to 256 or 16.
fn palette_words(palette: crate::theme::Palette) -> String {
    match palette {
        crate::theme::Palette::Auto => t!("screens-palette-auto"),
        crate::theme::Palette::Ansi256 => t!("screens-depth-256"),
        crate::theme::Palette::Ansi16 => t!("screens-depth-16"),
    }
}

/// `2, novice`.
fn level_words(level: Level) -> String {
    format!("{}, {}", level.number(), crate::tui::seats::level_name(level))
}

fn on_off(value: bool) -> String {
    if value { t!("screens-settings-on") } else { t!("screens-settings-off") }
}

/// The name line's value: the name being typed, the settings' name, or the login name and why it is used;
/// under `bao serve` the SSH user's name, which is not changed here.
fn name_words(menu: &SettingsMenu, shared: &Shared, width: usize) -> String {
    let login = crate::printable::printable(shared.environment.login.as_str()).into_owned();
    // Beside the preview, 26 columns after names 17 wide: the why only where it fits beside the name.
    let room = (26 + 17usize).saturating_sub(width);
    let beside = |why: String| {
        if login.chars().count() + why.chars().count() < room { format!("{login} {why}") } else { login.clone() }
    };
    match (&menu.naming, menu.draft.name) {
        _ if shared.environment.served => beside(t!("screens-settings-ssh-login")),
        (Some(field), _) => format!("{}▏", field.text()),
        (None, Some(name)) => crate::printable::printable(name.as_str()).into_owned(),
        (None, None) => beside(t!("screens-settings-login-name")),
    }
}

/// The line letting others watch games against the computer: meaningful under `bao serve` only, so it says.
fn watchable_line(on: bool, served: bool) -> String {
    let what = if served { t!("screens-settings-watchable-what") } else { t!("screens-settings-served-only") };
    format!("{} ({what})", on_off(on))
}

/// The language line's value: the language chosen, or the locale's and that it is the locale's.
fn language_words(chosen: Option<crate::i18n::Language>, locale: crate::i18n::Language) -> String {
    match chosen {
        Some(language) => format!("‹ {} ›", language.own_name()),
        None => format!("‹ {} ›", t!("screens-settings-locale", language = locale.own_name())),
    }
}

/// Draws the settings screen.
pub fn draw(menu: &SettingsMenu, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let draft = &menu.draft;
    let env = &shared.environment;
    let x = area.x + 1;
    put(buf, area, x, area.y, &t!("screens-settings-title"), theme.title());
    let forced_ascii = match (env.ascii, env.locale_ascii) {
        (true, _) => format!(" ({})", t!("screens-settings-ascii-flag")),
        (false, true) => format!(" ({})", t!("screens-settings-ascii-locale")),
        (false, false) => String::new(),
    };
    let names = [
        t!("screens-settings-theme"),
        t!("screens-settings-auto-watch"),
        t!("screens-settings-speed"),
        t!("screens-settings-ascii"),
        t!("screens-settings-names"),
        t!("screens-settings-south-level"),
        t!("screens-settings-north-level"),
        t!("screens-settings-table"),
        t!("screens-settings-palette"),
        t!("screens-settings-bell"),
        t!("screens-settings-watchable"),
        t!("screens-settings-name"),
        t!("screens-settings-language"),
        t!("lines-setting"),
    ];
    // The names' column as wide as the longest name (17 columns in English).
    let width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0).max(17);
    let values = [
        format!("‹ {} ›", draft.theme),
        on_off(draft.auto_watch),
        t!("screens-settings-speed-value", speed = SPEEDS[draft.speed.min(SPEEDS.len() - 1)]),
        format!("{}{forced_ascii}", on_off(draft.ascii)),
        on_off(draft.names),
        // The level the start screen's arrows give each side made the computer.
        level_words(draft.levels.south),
        level_words(draft.levels.north),
        // Memory the computer's search may take; more searches deeper in the same time, to a point.
        format!("{} MiB", draft.search_table_mib),
        // For terminals that show more (or fewer) colours than they announce.
        palette_words(draft.palette),
        // One BEL when the opponent has moved and it is a person's turn.
        on_off(draft.bell),
        // A game against the computer mirrored to a room of the server's, for others to watch.
        watchable_line(draft.watchable, env.served),
        name_words(menu, shared, width),
        language_words(draft.language, env.language),
        // The line mode (`bao --lines`) from the next start.
        on_off(draft.lines),
    ];
    let line_style = |line: usize| if menu.line == line { theme.selected() } else { theme.message() };
    let marker = |line: usize| if menu.line == line { "▸ " } else { "  " };
    // Every row: the line it is (none for a heading or a gap), its text and style.
    let mut rows: Vec<(Option<usize>, String, ratatui::style::Style)> = Vec::new();
    for (line, (name, value)) in names.iter().zip(&values).enumerate() {
        rows.push((Some(line), format!("{}{name:<width$} {value}", marker(line)), line_style(line)));
    }
    rows.push((None, t!("screens-settings-keys-title"), theme.title()));
    let actions: Vec<String> = KEY_LINES.iter().map(|&action| action_words(action)).collect();
    let width = actions.iter().map(|words| words.chars().count()).max().unwrap_or(0).max(20);
    for (i, words) in actions.iter().enumerate() {
        let line = FIRST_KEY_LINE + i;
        let capturing = menu.capturing && menu.line == line;
        let keys = if capturing { t!("screens-settings-press-key") } else { keys_text(draft, KEY_LINES[i]) };
        rows.push((Some(line), format!("{}{words:<width$} {keys}", marker(line)), line_style(line)));
    }
    rows.push((None, String::new(), theme.message()));
    let save = format!("{}{}", marker(SAVE_LINE), t!("screens-settings-save"));
    rows.push((Some(SAVE_LINE), save, line_style(SAVE_LINE)));
    // Below the title, above the status bar and the key hints: scrolled so the selected line shows.
    let room = usize::from(area.height.saturating_sub(4)).max(1);
    let selected = rows.iter().position(|(line, _, _)| *line == Some(menu.line)).unwrap_or(0);
    let first = (selected + 1).saturating_sub(room);
    for (i, (_, text, style)) in rows.iter().skip(first).take(room).enumerate() {
        put(buf, area, x, area.y + 2 + i as u16, text, *style);
    }
    preview(shared, menu, Rect::new(area.x + 46, area.y + 2, area.width.saturating_sub(46), area.height), buf);
}

/// The sample board in the draft's theme, with every kind of highlight, and the theme's description.
fn preview(shared: &Shared, menu: &SettingsMenu, area: Rect, buf: &mut Buffer) {
    if area.width < 20 {
        return;
    }
    // The depth the draft's palette would draw in.
    let depth = menu.draft.palette.apply(shared.environment.depth);
    let (theme, warning) = menu.preview(depth);
    put(buf, area, area.x, area.y, &t!("screens-settings-preview"), theme.title());
    let Ok(setup) = SAMPLE.parse::<Setup>() else { return };
    let layout = setup.variant.layout();
    // The top row is North's, the last South's (kingulu has two rows).
    let (Some(&north), Some(&south)) = (layout.picture_rows().first(), layout.picture_rows().last()) else { return };
    let hole = |north_row: bool, column: usize| layout.picture_hole(if north_row { north } else { south }, column);
    let playable: Vec<Hole> = (0..4).map(|column| hole(false, column)).collect();
    let view = BoardView {
        setup,
        flipped: false,
        names: menu.draft.names,
        cursor: Some(hole(false, 1)),
        flight: Some(hole(true, 3)),
        involved: Vec::new(),
        origin: Some(hole(false, 5)),
        playable: &playable,
        turn: true,
        hand: Some((Side::South, 3)),
        players: [t!("screens-settings-preview-you"), t!("screens-settings-preview-friend")],
        theme,
    };
    let height = board::Geometry::COMPACT.height(setup.variant);
    let board_area = Rect::new(area.x, area.y + 1, area.width, height);
    board::draw(&view, board_area, buf);
    let mut y = board_area.y + board_area.height + 1;
    let description = warning.or_else(|| {
        let entry = menu.themes.iter().find(|e| e.name == menu.draft.theme)?;
        entry.spec.as_ref().ok().map(|spec| match &entry.source {
            // A shipped theme's description is the program's words; a theme of the user's, theirs.
            crate::theme::Source::Shipped => {
                let words = crate::i18n::message(&format!("screens-theme-{}", entry.name), None);
                format!("{words} ({})", t!("screens-theme-shipped"))
            }
            crate::theme::Source::User(path) => format!("{} ({})", spec.description, path.display()),
        })
    });
    let width = area.width.saturating_sub(1).max(1) as usize;
    for line in wrap(&description.unwrap_or_default(), width).iter().take(5) {
        put(buf, area, area.x, y, line, theme.label());
        y += 1;
    }
    put(buf, area, area.x, y + 1, &t!("screens-settings-terminal", depth = depth_words(depth)), theme.label());
}
