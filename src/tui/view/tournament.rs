//! The lobby's tournaments on the screen: a tournament's line in the lobby's lists, the form that creates one,
//! and a tournament's own screen over the lists: who created it and where it is, the standings (rank, name,
//! points, Sonneborn-Berger, games) and the games round by round with their results.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::lobby::protocol::{Paired, Score, TournamentState, TournamentView};
use crate::lobby::tournament::{points, quarters, standings};
use crate::store::PlayerName;
use crate::tui::style::Theme;
use crate::tui::tournament::{CONTROLS, Form, STARTS};

use super::{overlay, put};
use crate::t;

/// Where a tournament is, in words: `open · 2/4 · starts when full`, `running · 1/3 games over`, `finished ·
/// ada won`.
fn state(tournament: &TournamentView) -> String {
    let players = format!("{}/{}", tournament.players.len(), tournament.size);
    match tournament.state {
        TournamentState::Open => {
            let start = tournament.starts_ms.and_then(|ms| i64::try_from(ms).ok()).and_then(|ms| {
                let at = jiff::Timestamp::from_millisecond(ms).ok()?;
                Some(t!("lobby-tournament-starts", date = start_date(at)))
            });
            let start = start.unwrap_or_else(|| t!("lobby-tournament-starts-full"));
            t!("lobby-tournament-open", players = players, start = start)
        }
        TournamentState::Running => {
            let over = tournament.games.iter().filter(|g| g.result.is_some()).count();
            t!("lobby-tournament-running", players = players, over = over, games = tournament.games.len())
        }
        TournamentState::Finished => {
            let table = standings(&tournament.players, &tournament.games);
            let first = table.first().map(|s| t!("lobby-tournament-first", name = s.name.as_str())).unwrap_or_default();
            t!("lobby-tournament-finished", players = players, first = first)
        }
        TournamentState::Cancelled => t!("lobby-tournament-cancelled", players = players),
    }
}

/// When a tournament starts, in UTC, as the language writes a date (`02 Dec 18:40 UTC`): its catalog gives the
/// format, and English's where a format does not read.
fn start_date(at: jiff::Timestamp) -> String {
    jiff::fmt::strtime::format(t!("lobby-tournament-date-format").as_str(), at)
        .or_else(|_| jiff::fmt::strtime::format("%d %b %H:%M UTC", at))
        .unwrap_or_default()
}

/// A tournament's line in the lobby: `kete 5+3 · open · 2/4 · starts when full · by ada · you're in`.
#[must_use]
pub fn line(tournament: &TournamentView, you: PlayerName) -> String {
    let game = crate::printable::printable(&tournament.game).into_owned();
    let control = crate::printable::printable(&tournament.control).into_owned();
    let (state, creator) = (state(tournament), tournament.creator.as_str());
    let mut text = t!("lobby-tournament-line", game = game, control = control, state = state, creator = creator);
    if tournament.players.contains(&you) {
        let _ = write!(text, " · {}", t!("lobby-tournament-in"));
    }
    text
}

/// The form that creates a tournament, over the lists.
pub fn draw_form(form: &Form, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(4).min(60);
    let inner = overlay::panel(area, width, 10, &format!(" {} ", t!("lobby-tournament-form-title")), theme, buf);
    let control = crate::tui::lobby::control_form_words(CONTROLS[form.control % CONTROLS.len()]);
    let labels = [
        t!("lobby-tournament-label-game"),
        t!("lobby-tournament-label-time"),
        t!("lobby-tournament-label-players"),
        t!("lobby-tournament-label-start"),
    ];
    let values = [
        crate::i18n::game_title(form.variant()),
        control,
        t!("lobby-tournament-at-most", size = form.size),
        t!("lobby-tournament-start", when = STARTS[form.start % STARTS.len()].0),
    ];
    // The values in one column after the longest label (`Players:` and two spaces).
    let width = labels.iter().map(|label| label.chars().count()).max().unwrap_or(0) + 2;
    let mut lines: Vec<String> =
        labels.iter().zip(values).map(|(label, value)| format!("{label:<width$}{value}  ← →")).collect();
    lines.push(t!("lobby-tournament-create"));
    for (i, line) in lines.iter().enumerate() {
        let (marker, style) = if form.line == i { ("▸ ", theme.selected()) } else { ("  ", theme.message()) };
        let y = inner.y + 1 + i as u16 + u16::from(i == 4);
        put(buf, inner, inner.x + 1, y, &format!("{marker}{line}"), style);
    }
}

/// A game's result as the round's line shows it, South's first: `1-0`, `½-½`, `0-0 forfeit`, `playing`.
fn result(game: &Paired) -> String {
    match (game.result, &game.code) {
        (Some(Score::South), _) => "1-0".into(),
        (Some(Score::North), _) => "0-1".into(),
        (Some(Score::Draw), _) => "½-½".into(),
        (Some(Score::Forfeit), _) => format!("0-0 {}", t!("lobby-tournament-forfeit")),
        (None, Some(_)) => t!("lobby-tournament-playing"),
        (None, None) => t!("lobby-tournament-to-play"),
    }
}

/// The tournament's screen, over the lists (or why it is not there: the view no longer lists it).
pub fn draw_panel(tournament: Option<&TournamentView>, theme: Theme, area: Rect, buf: &mut Buffer) {
    let Some(tournament) = tournament else {
        let inner = overlay::panel(
            area,
            area.width.min(50),
            5,
            &format!(" {} ", t!("lobby-tournament-gone-title")),
            theme,
            buf,
        );
        put(buf, inner, inner.x + 1, inner.y + 1, &t!("lobby-tournament-gone"), theme.unavailable());
        return;
    };
    let game = crate::printable::printable(&tournament.game).into_owned();
    let control = crate::printable::printable(&tournament.control).into_owned();
    let title = t!("lobby-tournament-title", id = tournament.id.to_string(), game = game, control = control);
    let title = format!(" {title} ");
    // The status bar and the line of key hints stay in sight below.
    let inner = overlay::panel(area, area.width, area.height.saturating_sub(2), &title, theme, buf);
    let (x, width) = (inner.x + 1, usize::from(inner.width.saturating_sub(2)));
    let mut rows: Vec<(String, ratatui::style::Style)> = Vec::new();
    let by = t!("lobby-tournament-by", creator = tournament.creator.as_str(), state = state(tournament));
    rows.push((by, theme.message()));
    rows.push((String::new(), theme.message()));
    let header = format!(
        "{:>2}  {:<20} {:>6} {:>7} {:>6}",
        "#",
        t!("lobby-tournament-standings"),
        t!("lobby-tournament-points"),
        "SB",
        t!("lobby-column-games")
    );
    rows.push((header, theme.label()));
    for (rank, standing) in standings(&tournament.players, &tournament.games).iter().enumerate() {
        rows.push((
            format!(
                "{:>2}  {:<20} {:>6} {:>7} {:>6}",
                rank + 1,
                standing.name.as_str(),
                points(standing.halves),
                quarters(standing.sb_quarters),
                standing.played
            ),
            theme.message(),
        ));
    }
    if !tournament.games.is_empty() {
        rows.push((String::new(), theme.message()));
        rows.push((t!("lobby-tournament-rounds"), theme.label()));
        let name = |at: u8| tournament.players.get(usize::from(at)).map_or("?", |n| n.as_str());
        let rounds = tournament.games.iter().map(|g| g.round).max().unwrap_or(0);
        for round in 1..=rounds {
            let mut text = format!("{round:>2}  ");
            for (i, game) in tournament.games.iter().filter(|g| g.round == round).enumerate() {
                let gap = if i > 0 { " · " } else { "" };
                let _ = write!(text, "{gap}{}–{} {}", name(game.south), name(game.north), result(game));
            }
            rows.push((text, theme.message()));
        }
    }
    let height = usize::from(inner.height);
    for (i, (text, style)) in rows.iter().take(height).enumerate() {
        let text: String = if text.chars().count() > width {
            text.chars().take(width.saturating_sub(1)).chain(['…']).collect()
        } else {
            text.clone()
        };
        put(buf, inner, x, inner.y + i as u16, &text, *style);
    }
}
