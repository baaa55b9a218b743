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

/// Where a tournament is, in words: `open · 2/4 · starts when full`, `running · 1/3 games over`, `finished ·
/// ada won`.
fn state(tournament: &TournamentView) -> String {
    let players = format!("{}/{}", tournament.players.len(), tournament.size);
    match tournament.state {
        TournamentState::Open => {
            let start = tournament.starts_ms.and_then(|ms| i64::try_from(ms).ok()).and_then(|ms| {
                let at = jiff::Timestamp::from_millisecond(ms).ok()?;
                Some(format!("starts {}", at.strftime("%d %b %H:%M UTC")))
            });
            format!("open · {players} · {}", start.unwrap_or_else(|| "starts when full".into()))
        }
        TournamentState::Running => {
            let over = tournament.games.iter().filter(|g| g.result.is_some()).count();
            format!("running · {players} · {over}/{} games over", tournament.games.len())
        }
        TournamentState::Finished => {
            let table = standings(&tournament.players, &tournament.games);
            let first = table.first().map(|s| format!(" · {} first", s.name)).unwrap_or_default();
            format!("finished · {players}{first}")
        }
        TournamentState::Cancelled => format!("cancelled · {players}"),
    }
}

/// A tournament's line in the lobby: `kete 5+3 · open · 2/4 · starts when full · by ada · you're in`.
#[must_use]
pub fn line(tournament: &TournamentView, you: PlayerName) -> String {
    let game = crate::printable::printable(&tournament.game);
    let control = crate::printable::printable(&tournament.control);
    let mut text = format!("{game} {control} · {} · by {}", state(tournament), tournament.creator);
    if tournament.players.contains(&you) {
        text.push_str(" · you're in");
    }
    text
}

/// The form that creates a tournament, over the lists.
pub fn draw_form(form: &Form, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(4).min(60);
    let inner = overlay::panel(area, width, 10, " A tournament: a round robin ", theme, buf);
    let control = CONTROLS[form.control % CONTROLS.len()];
    let control = match control.parse::<crate::room::control::TimeControl>() {
        Ok(parsed) if parsed.clock().is_some() => format!("{control} (minutes + seconds a move)"),
        Ok(parsed) => parsed.words(),
        Err(_) => control.to_string(),
    };
    let lines = [
        format!("Game:     {}  ← →", form.variant().title()),
        format!("Time:     {control}  ← →"),
        format!("Players:  at most {}  ← →", form.size),
        format!("Start:    {}  ← →", STARTS[form.start % STARTS.len()].0),
        "[ Create the tournament ]".to_string(),
    ];
    for (i, line) in lines.iter().enumerate() {
        let (marker, style) = if form.line == i { ("▸ ", theme.selected()) } else { ("  ", theme.message()) };
        let y = inner.y + 1 + i as u16 + u16::from(i == 4);
        put(buf, inner, inner.x + 1, y, &format!("{marker}{line}"), style);
    }
}

/// A game's result as the round's line shows it, South's first: `1-0`, `½-½`, `0-0 forfeit`, `playing`.
fn result(game: &Paired) -> &'static str {
    match (game.result, &game.code) {
        (Some(Score::South), _) => "1-0",
        (Some(Score::North), _) => "0-1",
        (Some(Score::Draw), _) => "½-½",
        (Some(Score::Forfeit), _) => "0-0 forfeit",
        (None, Some(_)) => "playing",
        (None, None) => "to play",
    }
}

/// The tournament's screen, over the lists (or why it is not there: the view no longer lists it).
pub fn draw_panel(tournament: Option<&TournamentView>, theme: Theme, area: Rect, buf: &mut Buffer) {
    let Some(tournament) = tournament else {
        let inner = overlay::panel(area, area.width.min(50), 5, " A tournament ", theme, buf);
        put(buf, inner, inner.x + 1, inner.y + 1, "no longer listed: Esc goes back", theme.unavailable());
        return;
    };
    let title = format!(
        " Tournament {} · {} {} ",
        tournament.id,
        crate::printable::printable(&tournament.game),
        crate::printable::printable(&tournament.control)
    );
    // The status bar and the line of key hints stay in sight below.
    let inner = overlay::panel(area, area.width, area.height.saturating_sub(2), &title, theme, buf);
    let (x, width) = (inner.x + 1, usize::from(inner.width.saturating_sub(2)));
    let mut rows: Vec<(String, ratatui::style::Style)> = Vec::new();
    rows.push((format!("by {} · {}", tournament.creator, state(tournament)), theme.message()));
    rows.push((String::new(), theme.message()));
    rows.push((format!("{:>2}  {:<20} {:>6} {:>7} {:>6}", "#", "Standings", "points", "SB", "games"), theme.label()));
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
        rows.push(("Rounds (South first)".into(), theme.label()));
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
