//! The game screen: a title line, the board with what is known about the move shown (the last move and the
//! legal moves, a playback's position and caption, or the study view's list), the history panel on the
//! right, and the panels over the board (game over, players). Its status line is the `status` module's.

mod status;

pub(super) use status::{choice_hints, status};

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::style::Style;
use ratatui::widgets::{Block, Borders, Widget};

use crate::room::clock::show_time;
use crate::rules::{AnyMove, Hole, Setup, Side, Tree, Variant};
use crate::store::Player;

use super::super::play::{Legal, Mode, Play};
use super::super::playback::{Playback, SPEEDS};
use super::super::shared::Shared;
use super::super::style::Theme;
use super::super::text::wrap;
use super::board::{self, BoardView, Geometry};
use super::{HISTORY, overlay, put, seats, study};

/// The history panel's width for a screen `width` columns wide.
fn history_width(width: u16) -> u16 {
    if width >= 110 { 24 } else { HISTORY }
}

/// The frames of a screen with a board: the title line, the body (where the board is drawn) and a panel
/// `side` columns wide on its right, over the two lines of the status bar and key hints (drawn by `view`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Frames {
    /// The title line.
    pub title: Rect,
    /// Left of the panel, between the title and the status bar.
    pub body: Rect,
    /// The panel on the right (the history, the editor's values).
    pub side: Rect,
}

/// The frames of `area` with a panel `side` columns wide.
pub(super) fn frames(area: Rect, side: u16) -> Frames {
    let [title, middle, _status] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1), Constraint::Length(2)]).areas(area);
    let [body, side] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(middle);
    Frames { title, body, side }
}

/// Where a board of `board_height` lines goes in `body`, a line down and a column in (the column of the
/// cursor's marks), and the part of `body` under it, a column in on either side.
pub(super) fn board_and_below(body: Rect, board_height: u16) -> (Rect, Rect) {
    let [_, board, below] =
        Layout::vertical([Constraint::Length(1), Constraint::Length(board_height), Constraint::Fill(1)]).areas(body);
    let [_, board] = Layout::horizontal([Constraint::Length(1), Constraint::Fill(1)]).areas(board);
    (board, below.inner(Margin::new(1, 0)))
}

/// The game screen's frames in `area`, with the history panel on the right.
fn game_frames(area: Rect) -> Frames {
    frames(area, history_width(area.width))
}

/// Where the game screen in `area` draws `play`'s board, and what is under it: the biggest board that leaves
/// room under it for the last move and the legal moves, or with the study view open for its list.
fn board_and_moves(play: &Play, area: Rect) -> (Rect, Rect) {
    let variant = play.variant();
    let body = game_frames(area).body;
    let below = match &play.study {
        Some(_) => 1 + study::rows_wanted(play.line.legal_moves().len()),
        None => 4,
    };
    let room = body.height.saturating_sub(below);
    let geometry = Geometry::fitting(variant, body.width.saturating_sub(2), room);
    board_and_below(body, geometry.height(variant))
}

/// The fewest lines the game screen needs to show `play`'s whole board: the title, the compact board with the
/// blank line above it, and the status bar's two lines. A lesson above the game screen may take the rest; what
/// it leaves goes to the last move and the legend under the board.
pub(super) fn least_height(play: &Play) -> u16 {
    1 + 1 + Geometry::COMPACT.height(play.variant()) + 2
}

/// Where the game screen in `area` draws `play`'s board.
pub(super) fn board_area(play: &Play, area: Rect) -> Rect {
    board_and_moves(play, area).0
}

/// The playback shown, if a move is being watched, a question shows its sowing so far, or the review screen
/// steps through a better line.
fn playback(play: &Play) -> Option<&Playback> {
    if let Some(better) = play.review.as_ref().and_then(|review| review.better.as_ref()) {
        return Some(&better.playback);
    }
    match &play.mode {
        Mode::Step(playback) | Mode::Choice(_, Some(playback)) => Some(playback),
        _ => None,
    }
}

/// Draws the game screen.
pub fn draw(play: &Play, shared: &Shared, area: Rect, buf: &mut Buffer) {
    let theme = shared.theme;
    let Frames { title, body, side: history } = game_frames(area);
    draw_title(play, theme, title, buf);
    draw_history(play, theme, history, buf);
    let (board_area, below) = board_and_moves(play, area);
    let playable = if matches!(play.mode, Mode::Board | Mode::Choice(..) | Mode::Prompt(_) | Mode::Seats(_)) {
        play.playable()
    } else {
        Vec::new()
    };
    board::draw(&board_view(play, shared, &playable), board_area, buf);
    match (playback(play), &play.mode, &play.study) {
        (Some(playback), Mode::Choice(..), _) => draw_sowing_so_far(playback, theme, below, buf),
        (Some(playback), _, _) => {
            draw_watching(&play.line.start(), playback, theme, below, buf);
            // The watched move's comment, on the last line under the board.
            let lines = play.lines();
            let watched = lines.tree().node_at(lines.tip(), playback.index + 1);
            if let Some(comment) = watched.and_then(|node| lines.tree().comment(node)) {
                let line =
                    super::saves::cut(&format!("{COMMENTED} {}", comment.replace('\n', " ")), usize::from(below.width));
                put(buf, below, below.x, (below.y + below.height).saturating_sub(1), &line, theme.message());
            }
        }
        (None, _, Some(study)) => study::draw(study, theme, below, buf),
        (None, _, None) => draw_moves(play, theme, below, buf),
    }
    match &play.mode {
        Mode::GameOver => overlay::game_over(play, shared.player_name(), theme, body, buf),
        Mode::Seats(panel) => seats::draw(*panel, shared.settings.levels, theme, body, buf),
        Mode::Messages(scroll) => {
            if let Some(room) = &play.room {
                super::messages::draw(room, *scroll, &shared.environment.zone, theme, body, buf);
            }
        }
        _ => {}
    }
}

/// The title line: the game, its board, the ply and stage of the position shown, and whose turn it is.
fn draw_title(play: &Play, theme: Theme, area: Rect, buf: &mut Buffer) {
    let variant = play.variant();
    let setup = play.line.setup();
    // While a move is watched, the title tells the position being sown, not the one after the last move.
    let title_setup = playback(play).map_or(setup, |playback| playback.replay().setup);
    let mut title =
        crate::t!("play-title", game = crate::i18n::game_title(variant), dims = dims(variant), ply = title_setup.ply);
    if let Some(stage) = crate::explain::stage(&title_setup) {
        let _ = write!(title, " · {stage}");
    }
    let turn = match (&play.mode, play.result()) {
        (Mode::Step(playback), _) => {
            crate::t!("play-watching-move", side = crate::explain::side_word(playback.replay().mover))
        }
        (_, Some(_)) => crate::t!("play-game-over"),
        (_, None) => crate::t!("play-to-move", side = board::capitalised(setup.side)),
    };
    let x = (area.x + area.width).saturating_sub(turn.chars().count() as u16 + 1);
    // The title gives way to whose turn it is: cut, with an ellipsis, two columns short of it.
    let room = usize::from(x.saturating_sub(area.x)).saturating_sub(2);
    if title.chars().count() > room {
        title = title.chars().take(room.saturating_sub(1)).collect::<String>() + "…";
    }
    put(buf, area, area.x, area.y, &title, theme.title());
    put(buf, area, x, area.y, &turn, theme.to_move());
}

/// What the board shows: the position (mid-sowing while a move is watched), the cursor, the marks.
pub(super) fn board_view<'a>(play: &Play, shared: &Shared, playable: &'a [Hole]) -> BoardView<'a> {
    let (setup, flight, origin, hand, involved) = match playback(play) {
        Some(playback) => {
            let replay = playback.replay();
            let involved = playback.holes().into_iter().skip(1).collect();
            // A game that does not sow (kimasai-step's stones step) has no hand.
            let hand = replay.setup.variant.sows().then_some((replay.mover, replay.hand));
            (replay.setup, playback.hole(), playback.origin(), hand, involved)
        }
        None => (play.line.setup(), None, play.last_move().map(AnyMove::hole), None, Vec::new()),
    };
    // No cursor on the computer's pits while it chooses; with the study view open, the chosen move's pit.
    let cursor = if play.review.is_some() {
        None
    } else if let Some(study) = &play.study {
        study.selected_hole().or(play.cursor)
    } else if matches!(play.mode, Mode::Board | Mode::Choice(..) | Mode::Seats(_)) && play.computer_to_move().is_none()
    {
        play.cursor
    } else {
        None
    };
    BoardView {
        setup,
        flipped: play.flipped,
        names: shared.settings.names,
        cursor,
        flight,
        involved,
        origin,
        playable,
        turn: play.result().is_none() || playback(play).is_some(),
        hand,
        // Short, so a side's line (kete's reserve and kuu, the hand while watching) fits 80 columns.
        players: crate::rules::Side::BOTH.map(|side| match play.seats[side] {
            Player::Computer { level } => crate::t!("play-seat-computer", level = level.number()),
            Player::Remote { name } if name.as_str() == "(free)" => crate::t!("play-seat-free"),
            Player::Remote { name } => {
                crate::t!("play-seat-named", name = crate::printable::printable(name.as_str()).into_owned())
            }
            Player::Person if play.in_room() => crate::t!("play-seat-you"),
            // A person alone at this keyboard by the player's name; two people are not told apart.
            Player::Person if play.seats[side.opponent()] != Player::Person => {
                let name = crate::printable::printable(shared.player_name().as_str()).into_owned();
                crate::t!("play-seat-named", name = name)
            }
            Player::Person => crate::t!("play-seat-person"),
        }),
        theme: shared.theme,
    }
}

/// Under the board while a question shows the sowing up to the kuu.
fn draw_sowing_so_far(playback: &Playback, theme: Theme, area: Rect, buf: &mut Buffer) {
    let replay = playback.replay();
    let origin = playback.origin().map_or(String::new(), |h| h.to_string());
    let line = crate::t!("play-sowing-so-far", hole = origin, lap = replay.lap, hand = replay.hand);
    put(buf, area, area.x, area.y, &line, theme.title());
    draw_caption_and_laps(playback, theme, area, buf);
}

/// Under the board while a move is watched: which move, where the playback is, and the last event in words.
fn draw_watching(start: &Setup, playback: &Playback, theme: Theme, area: Rect, buf: &mut Buffer) {
    let replay = playback.replay();
    let (symbol, state) =
        if playback.playing { ("▶", crate::t!("play-playing")) } else { ("‖", crate::t!("play-paused")) };
    let speed = SPEEDS[playback.speed()];
    // A game that does not sow (kimasai-step steps one stone) has no laps and no hand to count.
    let laps = if start.variant.sows() {
        crate::t!("play-lap-and-hand", lap = replay.lap, hand = replay.hand)
    } else {
        String::new()
    };
    let line = |state: String| {
        crate::t!(
            "play-watching",
            move = numbered(start, playback.index, playback.mv, 0),
            event = playback.cursor(),
            events = playback.len(),
            laps = laps.as_str(),
            state = state,
            speed = speed
        )
    };
    // The state's word gives way to the line's numbers where both do not fit: its symbol stays.
    let mut text = line(format!("{symbol} {state}"));
    if text.chars().count() > usize::from(area.width) {
        text = line(symbol.to_string());
    }
    put(buf, area, area.x, area.y, &text, theme.title());
    draw_caption_and_laps(playback, theme, area, buf);
}

/// Lines the caption of the last event keeps under the board, so the lap log does not jump as captions change;
/// a longer caption (kete's hizi zetu takes three at 80 columns) pushes the log down.
const CAPTION_LINES: usize = 2;

/// The last event in words (wrapped onto at least [`CAPTION_LINES`] lines, more when it needs them, always
/// leaving the current lap's line), then the lap log: one line per lap so far, the current one marked `▸`, the
/// latest in view when they do not all fit.
pub(super) fn draw_caption_and_laps(playback: &Playback, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = usize::from(area.width.max(1));
    let mut caption = wrap(&playback.caption(), width);
    let most = usize::from(area.height.saturating_sub(2)).max(1);
    if caption.len() > most {
        caption.truncate(most);
        if let Some(last) = caption.last_mut() {
            *last = super::saves::cut(&format!("{last} …"), width);
        }
    }
    for (i, line) in caption.iter().enumerate() {
        put(buf, area, area.x, area.y + 1 + i as u16, line, theme.to_move());
    }
    let top = 1 + caption.len().max(CAPTION_LINES) as u16;
    let room = usize::from(area.height.saturating_sub(top));
    let so_far = playback.laps_so_far();
    let cursor = playback.cursor();
    // Each lap a line, one too long for the width wrapped onto more, indented under it.
    let mut rows: Vec<(String, Style)> = Vec::new();
    for (i, lap) in playback.laps().iter().enumerate().take(so_far) {
        let current = i + 1 == so_far;
        let style = if current { theme.selected() } else { theme.label() };
        let marker = if current { "▸ " } else { "  " };
        let text = lap.text_at(cursor);
        if text.chars().count() + 2 <= width {
            rows.push((format!("{marker}{text}"), style));
            continue;
        }
        for (n, piece) in wrap(&text, width.saturating_sub(4)).into_iter().enumerate() {
            rows.push((format!("{}{piece}", if n == 0 { marker } else { "    " }), style));
        }
    }
    for (row, (text, style)) in rows.iter().skip(rows.len().saturating_sub(room)).enumerate() {
        put(buf, area, area.x, area.y + top + row as u16, text, *style);
    }
}

/// Under the board otherwise: the last move, the marks' legend and the legal moves.
fn draw_moves(play: &Play, theme: Theme, area: Rect, buf: &mut Buffer) {
    let start = play.line.start();
    let last = match play.last_move() {
        Some(mv) => crate::t!("play-last-move", move = numbered(&start, play.line.cursor() - 1, mv, 0)),
        None => crate::t!("play-no-move-yet"),
    };
    put(buf, area, area.x, area.y + 1, &last, theme.label());
    if play.in_room() {
        draw_room(play, theme, area, buf);
    } else {
        // Two lines where one is too narrow, broken between the legend's entries.
        let width = usize::from(area.width).max(1);
        let mut lines: Vec<String> = vec![String::new()];
        for entry in legend(play.variant()).split("  ") {
            let last = lines.last_mut().expect("one line at least");
            if !last.is_empty() && last.chars().count() + 2 + entry.chars().count() > width {
                lines.push(entry.to_string());
            } else {
                if !last.is_empty() {
                    last.push_str("  ");
                }
                last.push_str(entry);
            }
        }
        for (i, line) in lines.iter().take(2).enumerate() {
            put(buf, area, area.x, area.y + 2 + i as u16, line, theme.label());
        }
    }
    // Where the legal moves are the question, the list would be its answer.
    let legal = if play.legal == Legal::Hidden { Vec::new() } else { play.legal_moves() };
    if !legal.is_empty() {
        let words: Vec<String> = legal.iter().map(ToString::to_string).collect();
        let text = crate::t!("play-legal-moves", moves = words.join(" "));
        // Long lists wrap onto the following lines.
        let width = area.width.max(1) as usize;
        for (i, chunk) in text.chars().collect::<Vec<_>>().chunks(width).take(3).enumerate() {
            let line: String = chunk.iter().collect();
            put(buf, area, area.x, area.y + 4 + i as u16, &line, theme.label());
        }
    }
}

/// In a room, under the last move: the room's code and who is there, then the clocks and the last message.
fn draw_room(play: &Play, theme: Theme, area: Rect, buf: &mut Buffer) {
    let Some(room) = &play.room else { return };
    let seat = |side: Side| {
        // At most 12 characters, so both names and the code fit beside the widest board.
        let full = crate::printable::printable(&room.name(side)).into_owned();
        let name = if full.chars().count() > 12 { full.chars().take(11).collect::<String>() + "…" } else { full };
        let here = room.presence.connected[side] || room.you == Some(side) || room.presence.names[side].is_none();
        let away = if here { String::new() } else { crate::t!("play-room-away") };
        format!("{} {name}{away}", side.letter())
    };
    let code = room.code.clone();
    let what = if room.you.is_none() {
        crate::t!("play-watching-room", code = code)
    } else {
        crate::t!("play-room", code = code)
    };
    let mut line = if let Some(why) = &room.closed {
        crate::t!("play-room-closed", room = what, why = why.clone())
    } else {
        crate::t!("play-room-seats", room = what, south = seat(Side::South), north = seat(Side::North))
    };
    if room.presence.spectators > 0 {
        line += &crate::t!("play-room-watchers", n = room.presence.spectators);
    }
    if room.closed.is_some() {
        // Why the room closed, whole: on two lines where one is too narrow (the clocks have stopped).
        for (i, part) in wrap(&line, usize::from(area.width).max(1)).iter().take(2).enumerate() {
            put(buf, area, area.x, area.y + 2 + i as u16, part, theme.label());
        }
        return;
    }
    put(buf, area, area.x, area.y + 2, &line, theme.label());
    let mut second = String::new();
    if let (Some(south), Some(north)) = (room.clock(Side::South), room.clock(Side::North)) {
        let running = room.clocks.as_ref().and_then(|(clocks, _)| clocks.running).map(Side::from);
        let mark = |side| if running == Some(side) { "▸" } else { " " };
        let _ =
            write!(second, "{}S {}  {}N {}", mark(Side::South), show_time(south), mark(Side::North), show_time(north));
    }
    if let Some((side, left)) = room.due() {
        if !second.is_empty() {
            second += " · ";
        }
        let whose = if room.you == Some(side) {
            crate::t!("play-your-move")
        } else {
            crate::t!("play-name-to-move", name = room.name(side))
        };
        second += &crate::t!("play-within", whose = whose, left = crate::room::deadline::show_left(left));
    }
    if let Some(heard) = room.shown().next_back() {
        if !second.is_empty() {
            second += " · ";
        }
        let _ = write!(second, "{}: {}", heard.sender(), heard.text);
    }
    put(buf, area, area.x, area.y + 3, &second, theme.to_move());
}

fn dims(variant: Variant) -> String {
    let layout = variant.layout();
    format!("{}x{}", layout.rows(), layout.width())
}

/// The marks' legend, its entries two spaces apart: `[n] cursor  (n) last move` and each game's own marks.
fn legend(variant: Variant) -> String {
    match variant {
        Variant::Kingulu => crate::t!("play-legend-kingulu"),
        Variant::Kete => crate::t!("play-legend-kete"),
        Variant::KimasaiStep => crate::t!("play-legend-kimasai-step"),
        Variant::KimasaiRelay => crate::t!("play-legend-kimasai-relay"),
    }
}

/// The `index`th move of a game from `start` as the history, the step-through view and the game record number
/// it: its ply number (`m=`), the mover's letter and the move, the number right-aligned in `width` columns
/// (` 40. S B12` in 3).
#[must_use]
pub fn numbered(start: &Setup, index: usize, mv: AnyMove, width: usize) -> String {
    let side = if index.is_multiple_of(2) { start.side } else { start.side.opponent() };
    format!("{:>width$}. {} {mv}", start.ply as usize + index, side.letter())
}

/// The mark of a move with a comment, in the history.
pub(super) const COMMENTED: &str = "✎";

/// The most lines the history panel gives the board's comment, under the moves.
const COMMENT_LINES: usize = 4;

/// The history panel: the start, then every move of the tree, each variation indented under the move it
/// replaces (the main line first), a move with a comment marked; the line the board is on up to the board
/// plain, the board's move selected, the rest dimmed; under them the board's comment, if it has one.
fn draw_history(play: &Play, theme: Theme, area: Rect, buf: &mut Buffer) {
    let focused = play.mode == Mode::History;
    let title = if focused { crate::t!("play-moves-focused") } else { crate::t!("play-moves") };
    let block = Block::new().borders(Borders::LEFT).title(title).border_style(theme.label());
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = play.lines();
    let tree = lines.tree();
    let start = play.line.start();
    let node = lines.node(&play.line);
    let rows = play.history_rows();
    let comment = tree.comment(node).map(|text| wrap(&format!("{COMMENTED} {text}"), usize::from(inner.width.max(1))));
    let comment_lines = comment.as_ref().map_or(0, |lines| lines.len().min(COMMENT_LINES) + 1);
    let visible = usize::from(inner.height.saturating_sub(1)).saturating_sub(comment_lines).max(1);
    let current = rows.iter().position(|&(row, _)| row == node).unwrap_or(0);
    let on_line = tree.path_to(node);
    // The numbers as wide as the largest, at least three columns, so none runs into the marker's column.
    let deepest = tree.depth(tree.line_end(Tree::<AnyMove>::ROOT)).max(play.line.len());
    let width = (start.ply as usize + deepest).to_string().len().max(3);
    let first = (current + 1).saturating_sub(visible).min(rows.len().saturating_sub(visible));
    for (row, &(at, nesting)) in rows.iter().enumerate().skip(first).take(visible).map(|(i, r)| (i - first, r)) {
        let text = match tree.move_of(at) {
            Some(&mv) => numbered(&start, tree.depth(at) - 1, mv, width),
            None => crate::t!("play-start"),
        };
        let mark = if tree.comment(at).is_some() { COMMENTED } else { "" };
        let style = if at == node {
            theme.selected()
        } else if on_line.contains(&at) {
            Style::new()
        } else {
            theme.unavailable()
        };
        let indent = " ".repeat(nesting.min(4));
        let text = format!("{}{indent}{text}{mark}", if at == node { "▸" } else { " " });
        put(buf, inner, inner.x, inner.y + 1 + row as u16, &text, style);
    }
    if let Some(lines) = comment {
        let top = inner.y + 1 + visible as u16 + 1;
        for (i, line) in lines.iter().take(COMMENT_LINES).enumerate() {
            put(buf, inner, inner.x, top + i as u16, line, theme.message());
        }
    }
}
