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

/// How a challenge's side reads: `ada plays south`, `either side`.
fn side(listed: &Listed) -> String {
    match listed.offer.side {
        Some(Seat::South) => format!("{} plays south", listed.from),
        Some(Seat::North) => format!("{} plays north", listed.from),
        None => "either side".into(),
    }
}

/// One line of the list: a challenge, a game, a player or a game to watch.
fn entry_text(entry: Entry, client: &Client) -> String {
    let view = &client.view;
    match entry {
        Entry::Challenge(i) => {
            let listed = &view.challenges[i];
            let whose = match listed.to {
                _ if listed.from == client.name => " · yours".to_string(),
                Some(to) if to == client.name => " · to you".to_string(),
                Some(to) => format!(" · to {to}"),
                None => String::new(),
            };
            let offer = &listed.offer;
            let casual = if offer.rated { "" } else { " · casual" };
            let (from, game, control) = (listed.from.as_str(), &offer.game, &offer.control);
            format!("{from:<12} {game:<13} {control:<5} {}{whose}{casual}", side(listed))
        }
        Entry::Game(i) => {
            let game = &client.games[i];
            let turn = if game.your_move { "your move" } else { "their move" };
            let moves = crate::explain::plural(game.moves, "move", "moves");
            // A move made while the player was away is marked, and a correspondence move's time is shown.
            let mark = if game.new { "● " } else { "" };
            // What is left of a correspondence move comes with whose move it is, before what a narrow screen
            // cuts (the days a move are in the game's room); otherwise the time control, last.
            if let Some(ms) = game.due_ms {
                let left = crate::room::deadline::show_left(ms);
                format!("{mark}{} against {} · {turn}, {left} left · {moves}", game.game, game.against)
            } else {
                let control = crate::printable::printable(&game.control);
                format!("{mark}{} against {} · {turn} · {moves} · {control}", game.game, game.against)
            }
        }
        Entry::Player(i) => {
            let online = &view.online[i];
            let you = if online.name == client.name { " (you)" } else { "" };
            format!("{:<12} {}{you}", online.name.as_str(), online.doing)
        }
        Entry::Watch(i) => {
            let game = &view.games[i];
            let moves = crate::explain::plural(game.moves, "move", "moves");
            format!("{:<13} {}  {moves}  {} watch", game.game, game.players, game.spectators)
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
    let mut title = format!("lobby · you are {}", client.name);
    if client.state == Connection::Connected {
        let _ = write!(title, " · {online} online");
    }
    if client.your_move() > 0 {
        let _ = write!(title, " · your move in {}", crate::explain::plural(client.your_move(), "game", "games"));
    }
    put(buf, area, x, area.y, &title, theme.title());
    let why = match &client.state {
        Connection::Connected => None,
        Connection::Connecting => Some("connecting to the server's lobby…".to_string()),
        Connection::Closed(why) => {
            Some(format!("not connected: {why}. r opens the rooms screen (a room by its code), Esc goes back."))
        }
        Connection::Off | Connection::Absent => Some("this server runs no lobby: r opens the rooms screen".into()),
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
    let sections: [(&str, &str, usize); 5] = [
        ("Challenges (Enter accepts, x withdraws yours)", "none: p posts one", view.challenges.len()),
        ("Your games (Enter goes back in)", "none unfinished", client.games.len()),
        ("Online (Enter: their page, c challenges)", "nobody", view.online.len()),
        ("Games to watch (Enter watches)", "none in progress", view.games.len()),
        ("Tournaments (Enter opens, t creates)", "none: t creates one", view.tournaments.len()),
    ];
    let mut rows = Vec::new();
    let mut at = 0;
    for (n, (heading, empty, count)) in sections.into_iter().enumerate() {
        if n > 0 {
            rows.push((String::new(), theme.message(), false));
        }
        rows.push((heading.to_string(), theme.label(), false));
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
            rows.push((format!("  and {} more", view.more), theme.unavailable(), false));
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
        Some(to) => format!(" Challenge {to} "),
        None => " A challenge for anyone ".to_string(),
    };
    let width = area.width.saturating_sub(4).min(60);
    let inner = overlay::panel(area, width, 10, &title, theme, buf);
    let side = ["you play south (moves first)", "you play north", "either side, drawn"][form.side % 3];
    let control = CONTROLS[form.control % CONTROLS.len()];
    let control = match control.parse::<crate::room::control::TimeControl>() {
        Ok(parsed) if parsed.clock().is_some() => format!("{control} (minutes + seconds a move)"),
        Ok(parsed) => parsed.words(),
        Err(_) => control.to_string(),
    };
    let send = if form.to.is_some() { "[ Send the challenge ]" } else { "[ Post the challenge ]" };
    let lines = [
        format!("Game:  {}  ← →", form.variant().title()),
        format!("Side:  {side}  ← →"),
        format!("Time:  {control}  ← →"),
        format!("Rated: {}  ← →", if form.rated { "yes: the result counts for ratings" } else { "no: a casual game" }),
        send.to_string(),
    ];
    for (i, line) in lines.iter().enumerate() {
        let (marker, style) = if form.line == i { ("▸ ", theme.selected()) } else { ("  ", theme.message()) };
        let y = inner.y + 1 + i as u16 + u16::from(i == 4);
        put(buf, inner, inner.x + 1, y, &format!("{marker}{line}"), style);
    }
}

/// A challenge to the player, over whatever screen is shown: y accepts, n declines.
pub fn challenge_panel(app: &App, asked: &Asked, waiting: usize, area: Rect, buf: &mut Buffer) {
    let mut explanation =
        "y: the game opens at once; a game on the screen is saved first. n: they are told no.".to_string();
    if waiting > 1 {
        let more = crate::explain::plural(waiting - 1, "challenge", "challenges");
        let _ = write!(explanation, " {more} more after this one.");
    }
    let question = asked.question();
    let first = (question.as_str(), app.shared.theme.to_move());
    super::question(area, " A challenge ", first, &explanation, "y accept   n decline", buf, app);
}
