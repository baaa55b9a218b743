//! The line mode's readings of a game: the board row by row (`board`), its notation (`position`), the legal moves
//! (`moves`), why a pit starts no move (`why A4`), a move lap by lap (`trace`, and each move with `laps on`), the
//! study's ranking and the players' names. Each asks what exists (the rules' legal moves and reasons, the
//! step-through's sentences of [`crate::explain`], the board's marks of [`crate::tui::text::mark`]) and only
//! words it.

use crate::engine::{Eval, Scored};
use crate::i18n::{game_title, side_name};
use crate::rules::{AnyLine, AnyMove, Event, Hole, Key, Row, Side, Variant};
use crate::store::{Player, Standing};

use super::snapshot::GameView;
use super::speak::Said;

/// The most moves of a study's ranking said.
const STUDY_MOVES: usize = 10;

/// The board row by row, as the player sees it (from North's seat when the board is turned), each pit with its
/// count and its mark in words; then the reserves, banks, stage, and the last move.
#[must_use]
pub fn board(game: &GameView) -> Vec<Said> {
    let setup = game.line.setup();
    let variant = setup.variant;
    let layout = variant.layout();
    let title = game_title(variant);
    let head = if game.standing == Standing::Ongoing {
        crate::t!("lines-board-head", game = title, number = setup.ply, side = side_name(setup.side))
    } else {
        crate::t!("lines-board-head-over", game = title, number = setup.ply.saturating_sub(1))
    };
    let mut said = vec![Said::own(head)];
    let mut rows: Vec<Row> = layout.picture_rows().to_vec();
    if game.flipped {
        rows.reverse();
    }
    for row in rows {
        let pits: Vec<String> = (0..layout.width())
            .map(|column| if game.flipped { layout.width() - 1 - column } else { column })
            .map(|column| {
                let hole = layout.picture_hole(row, column);
                let index = layout.index(hole).expect("a hole of its own board");
                let (pit, count) = (hole.to_string(), setup.count_at(index));
                let mark = mark(crate::tui::text::mark(&setup, hole, index));
                mark.map_or_else(
                    || crate::t!("lines-pit", pit = pit.clone(), count = count),
                    |mark| crate::t!("lines-pit-marked", pit = pit.clone(), count = count, mark = mark),
                )
            })
            .collect();
        said.push(Said::own(crate::t!("lines-board-row", row = row_name(variant, row), pits = pits.join(", "))));
    }
    let counts = |values: crate::rules::BySide<u8>| {
        (crate::explain::count(variant, values.south), crate::explain::count(variant, values.north))
    };
    if variant.has_key(Key::Reserves) {
        let (south, north) = counts(setup.reserves);
        said.push(Said::own(crate::t!("lines-board-reserves", south = south, north = north)));
    }
    if variant.has_key(Key::Captured) {
        let (south, north) = counts(setup.captured);
        said.push(Said::own(crate::t!("lines-board-banks", south = south, north = north)));
    }
    if variant.has_key(Key::Kuu) {
        for side in Side::BOTH.into_iter().filter(|&side| !setup.kuu[side]) {
            said.push(Said::own(crate::t!("lines-board-kuu-gone", side = side_name(side))));
        }
    }
    let stage = match (variant, setup.second_stage()) {
        (Variant::Kete, None) => Some(crate::t!("lines-stage-nemo")),
        (Variant::Kete, Some(_)) => Some(crate::t!("lines-stage-mtaji")),
        (Variant::KimasaiRelay, None) => Some(crate::t!("lines-stage-phase-one")),
        (Variant::KimasaiRelay, Some(_)) => Some(crate::t!("lines-stage-phase-two")),
        _ => None,
    };
    said.extend(stage.map(Said::own));
    if let Some(index) = game.line.cursor().checked_sub(1)
        && let (Some(mv), Some(before)) = (game.line.move_at(index), game.line.setup_at(index))
    {
        let side = player(game, before.side);
        said.push(Said::own(crate::t!("lines-board-last", mv = mv.to_string(), side = side)));
    }
    said
}

/// A pit's mark on the board in words: the kingulu hole reserved by kuweka mtoto, kete's standing kuu, the hole
/// reserved by hizi zetu, a count no rule allows (the editor's).
fn mark(mark: char) -> Option<String> {
    match mark {
        '*' => Some(crate::t!("lines-mark-reserved")),
        'K' => Some(crate::t!("lines-mark-kuu")),
        't' => Some(crate::t!("lines-mark-takasia")),
        '!' => Some(crate::t!("lines-mark-too-many")),
        _ => None,
    }
}

/// A row's name, as each game's document calls it.
fn row_name(variant: Variant, row: Row) -> String {
    let side = side_name(row.owner());
    match (variant, row.is_front()) {
        (Variant::Kingulu, _) => crate::t!("lines-row-only", side = side),
        (Variant::KimasaiRelay, true) => crate::t!("lines-row-inner", side = side),
        (Variant::KimasaiRelay, false) => crate::t!("lines-row-outer", side = side),
        (_, true) => crate::t!("lines-row-front", side = side),
        (_, false) => crate::t!("lines-row-back", side = side),
    }
}

/// The position in the notation (docs/NOTATION.md), to copy or check.
#[must_use]
pub fn position(game: &GameView) -> Said {
    Said::own(crate::t!("lines-position", position = game.line.setup().to_string()))
}

/// The legal moves on the board, in the notation's order; in a lesson whose question is which moves are
/// legal, not told.
#[must_use]
pub fn moves(game: &GameView) -> Said {
    if game.hidden {
        return Said::own(crate::t!("lines-moves-hidden")).refusal();
    }
    let legal: Vec<String> = legal(game).iter().map(ToString::to_string).collect();
    if legal.is_empty() {
        return Said::own(crate::t!("lines-moves-none"));
    }
    Said::own(crate::t!("lines-moves", count = legal.len(), moves = legal.join(", ")))
}

/// The legal moves on the board: none once the game is over there.
fn legal(game: &GameView) -> Vec<AnyMove> {
    if game.standing == Standing::Ongoing { game.line.legal_moves().to_vec() } else { Vec::new() }
}

/// Why no move starts from the pit `text` names, in the rules' words; or the moves that do start there.
#[must_use]
pub fn why(game: &GameView, text: &str) -> Said {
    let Ok(hole) = text.trim().parse::<Hole>() else {
        return Said::own(crate::t!("lines-why-how")).refusal();
    };
    if game.line.variant().layout().index(hole).is_none() {
        return Said::own(crate::t!("lines-why-no-pit", pit = hole.to_string())).refusal();
    }
    let from: Vec<String> = legal(game).iter().filter(|mv| mv.hole() == hole).map(ToString::to_string).collect();
    if game.hidden && !from.is_empty() {
        return Said::own(crate::t!("lines-moves-hidden")).refusal();
    }
    if from.is_empty() {
        let why = crate::explain::illegal(game.line.why_not(hole));
        Said::relayed(crate::t!("lines-why-not", pit = hole.to_string(), why = why))
    } else {
        Said::own(crate::t!("lines-why-starts", pit = hole.to_string(), moves = from.join(", ")))
    }
}

/// The last move before the board, lap by lap; nothing to tell before the first move.
#[must_use]
pub fn trace(game: &GameView) -> Vec<Said> {
    let Some(index) = game.line.cursor().checked_sub(1) else {
        return vec![Said::own(crate::t!("lines-trace-none")).refusal()];
    };
    let mv = game.line.move_at(index).map(|mv| mv.to_string()).unwrap_or_default();
    let side = player(game, game.line.setup_at(index).map_or(Side::South, |setup| setup.side));
    let mut said = vec![Said::own(crate::t!("lines-trace-head", number = index + 1, mv = mv, side = side))];
    said.extend(laps(&game.line, index));
    said
}

/// Move `index` of `line` lap by lap: the step-through's sentences of each event but the single seeds sown
/// (each lap's lift, where it ends and why, captures, relays, the kuu, the stage).
#[must_use]
pub fn laps(line: &AnyLine, index: usize) -> Vec<Said> {
    let Some((before, events)) = line.trace_move(index) else { return Vec::new() };
    let sentences = crate::explain::sentences(before, &events);
    events
        .iter()
        .zip(sentences)
        .filter(|(event, _)| !matches!(event, Event::Sow { .. }))
        .map(|(_, sentence)| Said::relayed(sentence))
        .collect()
}

/// Who plays `side`, in words: the side's name, with the computer's level, a room player's name, or "you".
#[must_use]
pub fn player(game: &GameView, side: Side) -> String {
    let name = side_name(side);
    if let Some(room) = &game.room {
        return match (room.you, room.names[side].as_deref()) {
            (Some(you), _) if you == side => crate::t!("lines-player-you", side = name),
            (_, Some(other)) => {
                crate::t!("lines-player-named", side = name, name = crate::printable::printable(other).into_owned())
            }
            _ => name,
        };
    }
    match game.seats[side] {
        Player::Computer { level } => crate::t!("lines-player-computer", side = name, level = level.number()),
        Player::Person if game.seats[side.opponent()] != Player::Person => crate::t!("lines-player-you", side = name),
        Player::Remote { name: remote } => {
            let remote = crate::printable::printable(remote.as_str()).into_owned();
            crate::t!("lines-player-named", side = name, name = remote)
        }
        Player::Person => name,
    }
}

/// A score as the study finds it: a proven win or loss in so many plies, or the evaluation in seeds, from the
/// point of view of the side that plays the move.
#[must_use]
pub fn score(score: Eval) -> String {
    match score.plies_to_end() {
        Some(plies) if score > Eval::ZERO => crate::t!("lines-score-win", count = plies),
        Some(plies) => crate::t!("lines-score-loss", count = plies),
        None => score.to_string(),
    }
}

/// The study's ranking: the best moves first, each with its score, depth and the line expected after it.
#[must_use]
pub fn study(ranked: &[Scored<AnyMove>]) -> Vec<Said> {
    if ranked.is_empty() {
        return vec![Said::own(crate::t!("lines-study-nothing"))];
    }
    let mut said = vec![Said::own(crate::t!("lines-study-head", count = ranked.len()))];
    for (rank, scored) in ranked.iter().take(STUDY_MOVES).enumerate() {
        let line: Vec<String> = scored.pv.iter().map(ToString::to_string).collect();
        let (mv, line, depth, rank, score) =
            (scored.mv.to_string(), line.join(" "), scored.depth, rank + 1, score(scored.score));
        let words = crate::t!("lines-study-move", rank = rank, mv = mv, score = score, depth = depth, line = line);
        said.push(Said::own(words));
    }
    if ranked.len() > STUDY_MOVES {
        said.push(Said::own(crate::t!("lines-study-more", count = ranked.len() - STUDY_MOVES)));
    }
    said
}

/// Every command in the current language, with what it does.
#[must_use]
pub fn help() -> Vec<Said> {
    let english = crate::i18n::current() == crate::i18n::Language::English;
    let mut said = vec![Said::own(crate::t!("lines-help-head"))];
    for word in super::command::Word::ALL {
        let words = if english { word.local() } else { format!("{} ({})", word.local(), word.english()) };
        said.push(Said::own(crate::t!("lines-help-line", words = words, what = word.what())));
    }
    said.push(Said::own(crate::t!("lines-help-answers")));
    said
}
