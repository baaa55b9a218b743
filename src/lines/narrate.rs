//! What changed, in sentences: a pure function of the interface's state before and after a change
//! ([`Snapshot`]), so the line mode says the same whether a typed command, the computer's move or a room's
//! message made it. A game opened is introduced (the game, who plays whom, where it stands); the moves added
//! or taken back are said one by one with the player who made them (lap by lap with `laps on`); then the game's
//! end or whose turn it is, the computer thinking, the study's ranking, a question and its answers, and the
//! status line's message when it tells something these do not (a refusal always).

use crate::rules::{GameResult, Reason, Side};
use crate::store::{Forfeit, Player, Standing};

use super::read;
use super::snapshot::{Asked, GameView, LearnView, LessonView, Shown, Snapshot};
use super::speak::Said;

/// What the change came with, besides the two states.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Context {
    /// A game or screen was opened (a new game, a save, a lesson): told whole, not as a change.
    pub opened: bool,
    /// Each move is told lap by lap.
    pub laps: bool,
}

/// How much of the status line's message the sentences told tell already.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Told {
    /// Nothing of it: it is said.
    Nothing,
    /// Its news (a move played, a game opened): it is said only if it is a refusal.
    News,
    /// All of it, a refusal too (a lesson's miss, told with its reason).
    All,
}

impl From<bool> for Told {
    fn from(news: bool) -> Told {
        if news { Told::News } else { Told::Nothing }
    }
}

/// What changed from `before` to `after`, in sentences.
#[must_use]
pub fn narrate(before: &Snapshot, after: &Snapshot, context: Context) -> Vec<Said> {
    let mut said = Vec::new();
    let told = match (&before.shown, &after.shown) {
        (Shown::Game(old), Shown::Game(new)) if !context.opened && same_game(old, new) => {
            game_changes(old, new, context, &mut said).into()
        }
        (_, Shown::Game(new)) => {
            said.extend(introduce(new));
            Told::News
        }
        (old, Shown::Learn(new)) => {
            let old = match old {
                Shown::Learn(old) if !context.opened => Some(&**old),
                _ => None,
            };
            learn_changes(old, new, &mut said)
        }
        (Shown::Start { .. }, Shown::Start { .. }) if !context.opened => Told::Nothing,
        (_, Shown::Start { resume }) => {
            said.extend(start(resume.as_deref()));
            Told::News
        }
        (Shown::Elsewhere, Shown::Elsewhere) | (_, Shown::Nothing) => Told::Nothing,
        (_, Shown::Elsewhere) => {
            said.push(Said::own(crate::t!("lines-elsewhere")));
            Told::Nothing
        }
    };
    if let Some((text, error)) = &after.message
        && (told == Told::Nothing || (*error && told == Told::News))
        && before.message.as_ref() != Some(&(text.clone(), *error))
    {
        let message = Said::relayed(text.clone());
        said.insert(0, if *error { message.refusal() } else { message });
    }
    if after.asked != before.asked
        && let Some(asked) = &after.asked
    {
        said.extend(question(asked));
    }
    said
}

/// Whether two states show the same game (moves added or taken back), not a new one.
fn same_game(old: &GameView, new: &GameView) -> bool {
    let room = |game: &GameView| game.room.as_ref().map(|room| (room.code.clone(), room.game));
    if old.line.start() != new.line.start() || room(old) != room(new) {
        return false;
    }
    let (old, new): (Vec<_>, Vec<_>) = (old.line.moves().collect(), new.line.moves().collect());
    old.starts_with(&new) || new.starts_with(&old)
}

/// The changes within one game; returns whether a move was told.
fn game_changes(old: &GameView, new: &GameView, context: Context, said: &mut Vec<Said>) -> bool {
    let (was, now) = (old.shown_moves(), new.shown_moves());
    let common = was.iter().zip(&now).take_while(|(a, b)| a == b).count();
    let moved = was.len() != now.len() || common != was.len();
    if common < was.len() {
        let taken: Vec<String> = was[common..].iter().rev().map(ToString::to_string).collect();
        said.push(Said::own(crate::t!("lines-took-back", count = taken.len(), moves = taken.join(", "))));
    }
    // Played again (redo) when the line had those moves already.
    let again = new.line.len() == old.line.len() && now.len() > was.len();
    for (index, mv) in now.iter().enumerate().skip(common) {
        let side = new.line.setup_at(index).map_or(Side::South, |setup| setup.side);
        let mv = mv.to_string();
        let who = read::player(new, side);
        let words = if again {
            crate::t!("lines-played-again", side = who, mv = mv)
        } else {
            crate::t!("lines-played", side = who, mv = mv)
        };
        said.push(Said::own(words));
        if context.laps {
            said.extend(read::laps(&new.line, index));
        }
    }
    let thinking = new.thinking.as_ref().filter(|&label| old.thinking.as_ref() != Some(label));
    if new.standing != old.standing && new.standing != Standing::Ongoing {
        said.extend(end(new));
    } else if moved && new.standing == Standing::Ongoing && thinking.is_none() {
        said.push(Said::own(turn(new)));
    }
    if let Some(label) = thinking {
        said.push(Said::relayed(label.clone()));
    }
    match (&old.study, &new.study) {
        (None, Some(_)) => said.push(Said::own(crate::t!("lines-study-started"))),
        (_, Some((true, _))) if old.studied().is_none() => said.extend(read::study(new.studied().unwrap_or(&[]))),
        _ => {}
    }
    moved || (old.study.is_none() && new.study.is_some())
}

/// A game told whole: the game, who plays whom, where it stands.
fn introduce(game: &GameView) -> Vec<Said> {
    let title = crate::i18n::game_title(game.line.variant());
    let people = game.room.is_none() && game.seats.south == Player::Person && game.seats.north == Player::Person;
    let mut said = vec![Said::own(if people {
        crate::t!("lines-game-people", game = title)
    } else {
        let (south, north) = (read::player(game, Side::South), read::player(game, Side::North));
        crate::t!("lines-game", game = title, south = south, north = north)
    })];
    if let Some(room) = &game.room {
        let code = room.code.clone();
        // A room opened, its other seat still free: the other player needs its code.
        let waiting = room.you.is_some_and(|you| room.names[you.opponent()].is_none());
        said.push(Said::own(if waiting {
            crate::t!("lines-room-waiting", code = code)
        } else {
            crate::t!("lines-room", code = code)
        }));
    }
    let moves = game.line.cursor();
    if moves > 0 {
        said.push(Said::own(crate::t!("lines-game-moves", count = moves)));
    }
    if let Some(index) = moves.checked_sub(1)
        && let (Some(mv), Some(before)) = (game.line.move_at(index), game.line.setup_at(index))
    {
        said.push(Said::own(crate::t!("lines-played", side = read::player(game, before.side), mv = mv.to_string())));
    }
    if game.standing == Standing::Ongoing {
        said.push(Said::own(turn(game)));
        if let Some(label) = &game.thinking {
            said.push(Said::relayed(label.clone()));
        }
    } else {
        said.extend(end(game));
    }
    said
}

/// Whose turn it is: a person's at this keyboard, the computer's, a room player's.
fn turn(game: &GameView) -> String {
    let side = game.line.side_to_move();
    let yours = match &game.room {
        Some(room) => room.you == Some(side),
        None => game.seats[side] == Player::Person && game.seats[side.opponent()] != Player::Person,
    };
    if yours {
        crate::t!("lines-turn-yours", side = crate::i18n::side_name(side))
    } else {
        crate::t!("lines-turn", side = read::player(game, side))
    }
}

/// The game's end: who won and why, the score; then what can follow.
fn end(game: &GameView) -> Vec<Said> {
    let name = crate::i18n::side_name;
    let mut said = Vec::new();
    match game.standing {
        Standing::Ongoing => return said,
        Standing::Over(outcome) => {
            said.push(Said::own(match outcome.result {
                GameResult::Win(side) => crate::t!("lines-over-win", side = name(side)),
                GameResult::Draw => crate::t!("lines-over-draw"),
            }));
            said.push(Said::own(match outcome.reason {
                Reason::NoLegalMove(side) => crate::t!("lines-reason-no-move", side = name(side)),
                Reason::InnerRowEmpty(side) => crate::t!("lines-reason-inner-empty", side = name(side)),
                Reason::BaoHamna(side) => crate::t!("lines-reason-bao-hamna", side = name(side)),
                Reason::NoStones(side) => crate::t!("lines-reason-no-stones", side = name(side)),
                Reason::Repetition => crate::t!("lines-reason-repetition"),
            }));
            if let Some(score) = outcome.score {
                said.push(Said::own(crate::t!("lines-score", south = score.south, north = score.north)));
            }
        }
        Standing::Forfeit(forfeit) => said.push(Said::own(match forfeit {
            Forfeit::Resigned(side) => {
                crate::t!("lines-over-resigned", winner = name(side.opponent()), side = name(side))
            }
            Forfeit::OutOfTime(side) => crate::t!("lines-over-time", winner = name(side.opponent()), side = name(side)),
            Forfeit::DrawAgreed => crate::t!("lines-over-agreed"),
            Forfeit::Aborted => crate::t!("lines-over-aborted"),
        })),
    }
    said.push(Said::own(if game.room.is_some() { crate::t!("lines-over-room") } else { crate::t!("lines-over-next") }));
    said
}

/// The start screen: the games, and how to begin.
fn start(resume: Option<&str>) -> Vec<Said> {
    let mut said = vec![Said::own(crate::t!("lines-start"))];
    for variant in crate::rules::Variant::ALL {
        let (title, summary) = (crate::i18n::game_title(variant), crate::i18n::game_summary(variant));
        said.push(Said::own(crate::t!("lines-start-game", name = variant.name(), title = title, summary = summary)));
    }
    if let Some(name) = resume {
        said.push(Said::own(crate::t!("lines-start-continue", name = crate::printable::printable(name).into_owned())));
    }
    said.push(Said::own(crate::t!("lines-start-how")));
    said
}

/// The changes on the Learn screen, and how much of the status line's message they tell.
fn learn_changes(old: Option<&LearnView>, new: &LearnView, said: &mut Vec<Said>) -> Told {
    let listed = old.is_some_and(|old| old.variant == new.variant);
    match (old.and_then(|old| old.open.as_ref()), &new.open) {
        (_, None) if listed && old.is_some_and(|old| old.open.is_none()) => Told::Nothing,
        (_, None) => {
            said.extend(list(new));
            Told::News
        }
        (Some(was), Some(now)) if was.index == now.index && listed => lesson_changes(was, now, said),
        (_, Some(now)) => {
            said.extend(lesson(now));
            Told::News
        }
    }
}

/// The Learn list: each lesson and puzzle, numbered, with those done marked.
fn list(learn: &LearnView) -> Vec<Said> {
    let done = learn.entries.iter().filter(|(_, _, done)| *done).count();
    let title = crate::i18n::game_title(learn.variant);
    let mut said = vec![Said::own(crate::t!("lines-learn", game = title, done = done, count = learn.entries.len()))];
    for (index, (puzzle, title, done)) in learn.entries.iter().enumerate() {
        let (number, title) = (index + 1, title.clone());
        said.push(Said::relayed(match (puzzle, done) {
            (false, false) => crate::t!("lines-learn-lesson", number = number, title = title),
            (false, true) => crate::t!("lines-learn-lesson-done", number = number, title = title),
            (true, false) => crate::t!("lines-learn-puzzle", number = number, title = title),
            (true, true) => crate::t!("lines-learn-puzzle-done", number = number, title = title),
        }));
    }
    said.push(Said::own(crate::t!("lines-learn-how")));
    said
}

/// A lesson or puzzle opened: what it teaches and asks, and its board.
fn lesson(lesson: &LessonView) -> Vec<Said> {
    let (title, text, ask) = lesson.words.clone();
    let number = lesson.index + 1;
    let head = if lesson.puzzle {
        crate::t!("lines-puzzle-head", number = number, title = title)
    } else {
        crate::t!("lines-lesson-head", number = number, title = title)
    };
    let mut said = vec![Said::relayed(head), Said::relayed(text), Said::relayed(ask)];
    said.extend(read::board(&lesson.game));
    said.push(Said::own(crate::t!("lines-lesson-how")));
    said
}

/// What changed in a lesson or puzzle on its board, and how much of the status line's message it tells.
fn lesson_changes(was: &LessonView, now: &LessonView, said: &mut Vec<Said>) -> Told {
    if now.done && !was.done {
        let mv = now.game.line.move_at(now.game.line.cursor().saturating_sub(1)).map(|mv| mv.to_string());
        said.push(Said::own(crate::t!("lines-lesson-done", mv = mv.unwrap_or_default())));
        return Told::News;
    }
    if let Some(why) = now.wrong.as_ref().filter(|&why| was.wrong.as_ref() != Some(why)) {
        said.push(Said::relayed(crate::t!("lines-lesson-wrong", why = why.clone())).refusal());
        return Told::All;
    }
    Told::Nothing
}

/// A question and how to answer it.
fn question(asked: &Asked) -> Vec<Said> {
    match asked {
        Asked::Choice { question, options, safari } => {
            let mut said = vec![Said::relayed(question.clone())];
            for (index, option) in options.iter().enumerate() {
                said.push(Said::relayed(crate::t!("lines-option", number = index + 1, option = option.clone())));
            }
            said.push(Said::own(if *safari {
                crate::t!("lines-answer-safari")
            } else {
                crate::t!("lines-answer-way")
            }));
            said
        }
        Asked::Confirm { question, cut } => vec![
            Said::relayed(question.clone()),
            Said::own(if *cut { crate::t!("lines-answer-cut") } else { crate::t!("lines-answer-yes-no") }),
        ],
        Asked::Quitting(why) => vec![Said::relayed(crate::t!("lines-quitting", why = why.clone()))],
        Asked::Busy(note) => vec![Said::relayed(note.clone()), Said::own(crate::t!("lines-busy"))],
    }
}
