//! The archive's panels of the lobby, drawn in place of its lists: a player's page, the archive of finished
//! games with its search, a game's leaderboard. Dates are in the player's own time zone ([`Client::zone`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::lobby::protocol::Archived;
use crate::rules::Variant;
use crate::tui::lobby::Client;
use crate::tui::lobby::archive::{Panel, Search};
use crate::tui::style::Theme;

use super::put;
use crate::t;

/// A line to draw: its text, its style, whether it is the one chosen.
type Row = (String, Style, bool);

/// `2026-12-02 18:40`, in `zone`.
fn date(ms: i64, zone: &jiff::tz::TimeZone) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .map_or_else(|_| "?".into(), |at| crate::store::clock::minute(&at.to_string(), zone))
}

/// `text` in `width` characters, padded or cut with an ellipsis.
fn cell(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return format!("{text:<width$}");
    }
    text.chars().take(width.saturating_sub(1)).chain(['…']).collect()
}

/// The winner's name, or `draw`.
fn winner(game: &Archived) -> String {
    match game.result.as_str() {
        "south" => game.south.clone(),
        "north" => game.north.clone(),
        _ => t!("lobby-draw"),
    }
}

/// One game of the archive's list: when, the game, the players, who won, the moves.
fn archived_line(game: &Archived, zone: &jiff::tz::TimeZone) -> String {
    let players = format!("{} – {}", game.south, game.north);
    let mark = if game.private { format!(" {}", t!("lobby-private")) } else { String::new() };
    format!(
        "{} {} {} {} {:>3}{mark}",
        date(game.finished_ms, zone),
        cell(&game.game, 13),
        cell(&players, 20),
        cell(&winner(game), 9),
        game.moves
    )
}

/// Draws the panel over the area of the lobby's lists.
pub fn draw(panel: &Panel, client: &Client, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width.saturating_sub(4));
    let (title, rows) = match panel {
        Panel::Page { name, line } => {
            (t!("lobby-page-title", name = name.as_str()), page_rows(client, *name, *line, theme))
        }
        Panel::Archive(search) => (t!("lobby-archive-title"), archive_rows(client, search, theme)),
        Panel::Leaderboard { game, top } => {
            let variant = Variant::ALL[*game % Variant::ALL.len()];
            let title = t!("lobby-leaderboard-title", game = crate::i18n::game_title(variant));
            (title, board_rows(client, variant, *top, theme))
        }
    };
    let x = area.x + 2;
    put(buf, area, x, area.y, &t!("lobby-panel-title", title = title), theme.title());
    let top = area.y + 2;
    let height = usize::from(area.height.saturating_sub(4));
    let chosen = rows.iter().position(|row| row.2).unwrap_or(0);
    // The line chosen stays in sight, with the line after it when there is one.
    let first = (chosen + 2).saturating_sub(height).min(rows.len().saturating_sub(height));
    let shown = rows.iter().skip(first).take(height);
    for (i, (text, style, _)) in shown.enumerate() {
        put(buf, area, x, top + i as u16, cell(text, width).trim_end(), *style);
    }
}

fn page_rows(client: &Client, name: crate::store::PlayerName, line: usize, theme: Theme) -> Vec<Row> {
    let Some(page) = client.page.as_ref().filter(|page| page.name == name) else {
        return vec![(t!("lobby-asking"), theme.unavailable(), false)];
    };
    let mut rows = Vec::new();
    let online = page.online.as_ref().map_or_else(
        || t!("lobby-not-online"),
        |doing| t!("lobby-online-doing", doing = crate::tui::lobby::doing_words(doing)),
    );
    rows.push((online, theme.message(), false));
    if let Some(record) = page.record {
        let record =
            t!("lobby-record", wins = record.wins, losses = record.losses, draws = record.draws, name = name.as_str());
        rows.push((record, theme.message(), false));
    }
    rows.push((String::new(), theme.message(), false));
    rows.push((t!("lobby-ratings"), theme.label(), false));
    if page.ratings.is_empty() {
        rows.push((format!("  {}", t!("lobby-no-rated-game")), theme.unavailable(), false));
    }
    for rated in &page.ratings {
        let games = t!("lobby-rated-games", count = rated.games);
        let game = rated.of.parse::<Variant>().map_or_else(|_| rated.of.clone(), crate::i18n::game_title);
        rows.push((format!("  {} {:>6}  {games}", cell(&game, 14), rated.shown()), theme.message(), false));
    }
    rows.push((String::new(), theme.message(), false));
    rows.push((t!("lobby-recent"), theme.label(), false));
    if page.recent.is_empty() {
        rows.push((format!("  {}", t!("lobby-none-finished")), theme.unavailable(), false));
    }
    let chosen = line.min(page.recent.len().saturating_sub(1));
    for (i, game) in page.recent.iter().enumerate() {
        let (against, side) = if game.south == name.as_str() { (&game.north, "south") } else { (&game.south, "north") };
        let result = match game.result.as_str() {
            "draw" => t!("lobby-draw"),
            won if won == side => t!("lobby-won"),
            _ => t!("lobby-lost"),
        };
        let moves = t!("lobby-moves", count = game.moves);
        let mark = if game.private { format!(" · {}", t!("lobby-private")) } else { String::new() };
        let text = format!(
            "{} {} {} {} {moves}{mark}",
            date(game.finished_ms, &client.zone),
            cell(&game.game, 13),
            cell(&t!("lobby-versus", name = against.as_str()), 16),
            cell(&result, 4)
        );
        rows.push(selectable(&text, i == chosen, theme));
    }
    rows
}

fn selectable(text: &str, selected: bool, theme: Theme) -> Row {
    let marker = if selected { "▸ " } else { "  " };
    let style = if selected { theme.selected() } else { theme.message() };
    (format!("{marker}{text}"), style, selected)
}

fn archive_rows(client: &Client, search: &Search, theme: Theme) -> Vec<Row> {
    let list = &client.archive;
    let game = search.variant().map_or_else(|| t!("lobby-every-game"), crate::i18n::game_title);
    let typed = if search.typing { format!("{}_", search.player) } else { search.player.clone() };
    let player = if typed.is_empty() { t!("lobby-everyone") } else { typed };
    let mut rows = vec![
        (t!("lobby-archive-search", player = player, game = game), theme.label(), false),
        (String::new(), theme.message(), false),
        (
            format!(
                "  {} {} {} {} {:>3}",
                cell(&t!("lobby-column-finished"), 16),
                cell(&t!("lobby-column-game"), 13),
                cell(&t!("lobby-column-players"), 20),
                cell(&t!("lobby-column-winner"), 9),
                t!("lobby-column-moves")
            ),
            theme.unavailable(),
            false,
        ),
    ];
    if !list.heard {
        rows.push((format!("  {}", t!("lobby-asking")), theme.unavailable(), false));
    } else if list.games.is_empty() {
        rows.push((format!("  {}", t!("lobby-no-finished-game")), theme.unavailable(), false));
    }
    let chosen = search.line.min(list.games.len().saturating_sub(1));
    for (i, game) in list.games.iter().enumerate() {
        rows.push(selectable(&archived_line(game, &client.zone), i == chosen, theme));
    }
    if list.more {
        rows.push((format!("  {}", t!("lobby-more")), theme.unavailable(), false));
    }
    rows
}

fn board_rows(client: &Client, variant: Variant, top: usize, theme: Theme) -> Vec<Row> {
    let Some((_, rows)) = client.leaderboard.as_ref().filter(|(game, _)| game == variant.name()) else {
        return vec![(t!("lobby-asking"), theme.unavailable(), false)];
    };
    let mut lines = vec![(
        format!(
            "{:>4}  {} {:>7} {:>9} {:>6}",
            t!("lobby-column-rank"),
            cell(&t!("lobby-column-player"), 20),
            t!("lobby-column-rating"),
            t!("lobby-column-deviation"),
            t!("lobby-column-games")
        ),
        theme.unavailable(),
        false,
    )];
    if rows.is_empty() {
        let least = crate::rating::LEADERBOARD_GAMES;
        lines.push((format!("  {}", t!("lobby-nobody-yet", least = least)), theme.unavailable(), false));
    }
    for (rank, row) in rows.iter().enumerate().skip(top) {
        let text =
            format!("{:>4}  {} {:>7} {:>9} {:>6}", rank + 1, cell(&row.of, 20), row.shown(), row.deviation, row.games);
        lines.push((text, theme.message(), false));
    }
    lines
}
