//! The lobby of `bao serve`: the challenges, your games, who is online and the games to watch, one list
//! scrolled to keep the line chosen in sight; the challenge being written over it; and a challenge to the
//! player, asked over whatever screen is shown.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::lobby::protocol::Listed;
use crate::room::protocol::Seat;
use crate::tui::app::App;
use crate::tui::lobby::{Asked, CONTROLS, Client, Connection, Entry, Form, LobbyScreen, entries};
use crate::tui::style::Theme;

use super::{overlay, put};
use crate::t;

/// How a challenge's side reads: `ada plays south`, `either side`.
fn side(listed: &Listed) -> String {
    match listed.offer.side {
        Some(Seat::South) => t!("lobby-plays", name = listed.from.as_str(), side = "south"),
        Some(Seat::North) => t!("lobby-plays", name = listed.from.as_str(), side = "north"),
        None => t!("lobby-either-side"),
    }
}

/// A time control as the lists write it, short: `10+5`, `3d`, and no limit in the language's word (`none`).
fn control_short(control: &str) -> String {
    if control == "none" { t!("lobby-control-none") } else { crate::printable::printable(control).into_owned() }
}

/// One line of the list: a challenge, a game, a player or a game to watch.
fn entry_text(entry: Entry, client: &Client) -> String {
    let view = &client.view;
    match entry {
        Entry::Challenge(i) => {
            let listed = &view.challenges[i];
            let whose = match listed.to {
                _ if listed.from == client.name => format!(" · {}", t!("lobby-yours")),
                Some(to) if to == client.name => format!(" · {}", t!("lobby-to-you")),
                Some(to) => format!(" · {}", t!("lobby-to", name = to.as_str())),
                None => String::new(),
            };
            let offer = &listed.offer;
            let casual = if offer.rated { String::new() } else { format!(" · {}", t!("lobby-casual")) };
            let (from, game, control) = (listed.from.as_str(), &offer.game, control_short(&offer.control));
            format!("{from:<12} {game:<13} {control:<5} {}{whose}{casual}", side(listed))
        }
        Entry::Game(i) => {
            let game = &client.games[i];
            let turn = if game.your_move { t!("lobby-your-move") } else { t!("lobby-their-move") };
            let moves = t!("lobby-moves", count = game.moves);
            // A move made while the player was away is marked, and a correspondence move's time is shown.
            let mark = if game.new { "● " } else { "" };
            // What is left of a correspondence move comes with whose move it is, before what a narrow screen
            // cuts (the days a move are in the game's room); otherwise the time control, last.
            if let Some(ms) = game.due_ms {
                let left = crate::tui::lobby::left_words(ms);
                let (name, against) = (game.game.as_str(), game.against.as_str());
                let text =
                    t!("lobby-game-due", game = name, against = against, turn = turn, left = left, moves = moves);
                format!("{mark}{text}")
            } else {
                let control = control_short(&game.control);
                let (name, against) = (game.game.as_str(), game.against.as_str());
                let text =
                    t!("lobby-game", game = name, against = against, turn = turn, moves = moves, control = control);
                format!("{mark}{text}")
            }
        }
        Entry::Player(i) => {
            let online = &view.online[i];
            let you = if online.name == client.name { format!(" {}", t!("lobby-you")) } else { String::new() };
            format!("{:<12} {}{you}", online.name.as_str(), crate::tui::lobby::doing_words(&online.doing))
        }
        Entry::Watch(i) => {
            let game = &view.games[i];
            let counts = t!("lobby-watch-line", moves = game.moves, watchers = game.spectators);
            format!("{:<13} {}  {counts}", game.game, game.players)
        }
        Entry::Tournament(i) => super::tournament::line(&view.tournaments[i], client.name),
    }
}

/// Draws the lobby's screen.
pub fn draw(screen: &LobbyScreen, client: &Client, theme: Theme, area: Rect, buf: &mut Buffer) {
    if let Some(panel) = &screen.panel {
        super::archive::draw(panel, client, theme, area, buf);
        if let Some(form) = &screen.form {
            draw_form(form, theme, area, buf);
        }
        return;
    }
    let x = area.x + 2;
    let online = client.view.online.len() + client.view.more;
    let mut title = t!("lobby-title", name = client.name.as_str());
    if client.state == Connection::Connected {
        let _ = write!(title, " · {}", t!("lobby-online", count = online));
    }
    if client.your_move() > 0 {
        let _ = write!(title, " · {}", t!("lobby-your-move-in", count = client.your_move()));
    }
    put(buf, area, x, area.y, &title, theme.title());
    let why = match &client.state {
        Connection::Connected => None,
        Connection::Connecting => Some(t!("lobby-connecting")),
        Connection::Closed(why) => Some(t!("lobby-closed", why = why.as_str())),
        Connection::Off | Connection::Absent => Some(t!("lobby-absent")),
    };
    if let Some(why) = why {
        let width = usize::from(area.width.saturating_sub(4));
        for (i, line) in crate::tui::text::wrap(&why, width).iter().take(3).enumerate() {
            put(buf, area, x, area.y + 2 + i as u16, line, theme.error());
        }
        return;
    }
    let rows = rows(screen, client, theme, usize::from(area.width.saturating_sub(4)));
    let top = area.y + 2;
    let height = usize::from(area.height.saturating_sub(4));
    let chosen = rows.iter().position(|row| row.2).unwrap_or(0);
    // The line chosen stays in sight, with its section's heading when there is room for both.
    let first = (chosen + 2).saturating_sub(height);
    for (i, (text, style, _)) in rows.iter().skip(first).take(height).enumerate() {
        put(buf, area, x, top + i as u16, text, *style);
    }
    if let Some(form) = &screen.form {
        draw_form(form, theme, area, buf);
    }
    if let Some(form) = &screen.tournament_form {
        super::tournament::draw_form(form, theme, area, buf);
    }
    if let Some(id) = screen.tournament {
        super::tournament::draw_panel(client.view.tournaments.iter().find(|t| t.id == id), theme, area, buf);
    }
}

/// The list's lines: each section's heading, its entries (or why it is empty), a blank line between; with
/// their styles and which is chosen.
fn rows(screen: &LobbyScreen, client: &Client, theme: Theme, width: usize) -> Vec<(String, Style, bool)> {
    let entries = entries(client);
    let chosen = screen.selected(client);
    let view = &client.view;
    let sections: [(String, String, usize); 5] = [
        (t!("lobby-challenges"), t!("lobby-challenges-none"), view.challenges.len()),
        (t!("lobby-your-games"), t!("lobby-your-games-none"), client.games.len()),
        (t!("lobby-online-heading"), t!("lobby-online-none"), view.online.len()),
        (t!("lobby-to-watch"), t!("lobby-to-watch-none"), view.games.len()),
        (t!("lobby-tournaments"), t!("lobby-tournaments-none"), view.tournaments.len()),
    ];
    let mut rows = Vec::new();
    let mut at = 0;
    for (n, (heading, empty, count)) in sections.into_iter().enumerate() {
        if n > 0 {
            rows.push((String::new(), theme.message(), false));
        }
        rows.push((heading, theme.label(), false));
        if count == 0 {
            rows.push((format!("  {empty}"), theme.unavailable(), false));
        }
        for &entry in &entries[at..at + count] {
            let selected = chosen == Some(entry);
            let marker = if selected { "▸ " } else { "  " };
            let style = if selected { theme.selected() } else { theme.message() };
            rows.push((fitted(&format!("{marker}{}", entry_text(entry, client)), width), style, selected));
        }
        if n == 2 && view.more > 0 {
            rows.push((format!("  {}", t!("lobby-and-more", count = view.more)), theme.unavailable(), false));
        }
        at += count;
    }
    rows
}

/// `text` in `width` characters, a longer one cut with an ellipsis.
fn fitted(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    text.chars().take(width.saturating_sub(1)).chain(['…']).collect()
}

/// The challenge being written, over the lists.
fn draw_form(form: &Form, theme: Theme, area: Rect, buf: &mut Buffer) {
    let title = match form.to {
        Some(to) => t!("lobby-form-challenge", name = to.as_str()),
        None => t!("lobby-form-anyone"),
    };
    let title = format!(" {title} ");
    let width = area.width.saturating_sub(4).min(60);
    let inner = overlay::panel(area, width, 10, &title, theme, buf);
    let side = [t!("lobby-form-south"), t!("lobby-form-north"), t!("lobby-form-either")][form.side % 3].clone();
    let control = crate::tui::lobby::control_form_words(CONTROLS[form.control % CONTROLS.len()]);
    let rated = if form.rated { t!("lobby-form-rated") } else { t!("lobby-form-casual") };
    let send = if form.to.is_some() { t!("lobby-form-send") } else { t!("lobby-form-post") };
    let labels = [t!("lobby-label-game"), t!("lobby-label-side"), t!("lobby-label-time"), t!("lobby-label-rated")];
    // The values in one column after the longest label (`Rated:` and a space).
    let width = labels.iter().map(|label| label.chars().count()).max().unwrap_or(0) + 1;
    let values = [crate::i18n::game_title(form.variant()), side, control, rated];
    let mut lines: Vec<String> =
        labels.iter().zip(values).map(|(label, value)| format!("{label:<width$}{value}  ← →")).collect();
    lines.push(send);
    for (i, line) in lines.iter().enumerate() {
        let (marker, style) = if form.line == i { ("▸ ", theme.selected()) } else { ("  ", theme.message()) };
        let y = inner.y + 1 + i as u16 + u16::from(i == 4);
        put(buf, inner, inner.x + 1, y, &format!("{marker}{line}"), style);
    }
}

/// A challenge to the player, over whatever screen is shown: y accepts, n declines.
pub fn challenge_panel(app: &App, asked: &Asked, waiting: usize, area: Rect, buf: &mut Buffer) {
    let mut explanation = t!("lobby-asked-explanation");
    if waiting > 1 {
        let _ = write!(explanation, " {}", t!("lobby-asked-more", count = waiting - 1));
    }
    let question = asked.question();
    let first = (question.as_str(), app.shared.theme.to_move());
    let title = format!(" {} ", t!("lobby-asked-title"));
    super::question(area, &title, first, &explanation, &t!("lobby-asked-keys"), buf, app);
}
