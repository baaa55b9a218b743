//! The review screen's state and keys: the engine's review of the game ([`crate::engine::review`]) running on a
//! background thread that posts each move reviewed into the interface's inbox, a cursor that walks the game's
//! positions (the board follows), and the better line of a move, stepped through lap by lap with the
//! step-through's explanations ([`Playback`]).
//!
//! The review is kept in the game's save as it comes ([`SaveSlot::review`](super::SaveSlot)), so closing the
//! screen, stopping the review (Space) or quitting keeps what it found, and opening it again goes on from
//! there; a review already complete is shown at once.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::engine::review::{Mark, PlyReview, Review, Reviewer, Thresholds, default_depth};
use crate::rules::{AnyLine, AnyMove, Setup};

use super::super::inbox::{LastWord, News, Post, Ticket};
use super::super::keys::Action;
use super::super::playback::Playback;
use super::super::shared::Shared;
use super::super::worker::Worker;
use super::Play;

/// The review screen over a game.
pub struct ReviewPanel {
    /// What is reviewed so far, from the first move.
    pub review: Review,
    /// The game's moves.
    pub total: usize,
    /// The position shown: 0 is the start, `n` the position after move `n` (whose mark is shown).
    pub cursor: usize,
    /// The better line being stepped through, if one is.
    pub better: Option<BetterLine>,
    /// The review under way, with the ticket its news comes with.
    running: Option<(Ticket, Worker)>,
    /// When the review under way started, and how many moves were reviewed then: for the time left.
    since: Option<(Instant, usize)>,
}

/// A better line stepped through: its moves from the position before the move reviewed, and the one watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetterLine {
    /// The move (its index in the game) whose better line this is.
    pub ply: usize,
    /// The line's moves.
    pub moves: Vec<AnyMove>,
    /// Which of them is watched.
    pub at: usize,
    /// The watched move, event by event.
    pub playback: Playback,
    /// The positions before each of the line's moves.
    before: Vec<Setup>,
}

impl BetterLine {
    /// The better line of move `ply` of `line`, its first move watched; `None` if the line does not replay.
    fn of(line: &AnyLine, ply: usize, moves: &[AnyMove], speed: usize) -> Option<BetterLine> {
        let mut at = AnyLine::new(&line.setup_at(ply)?).ok()?;
        let mut before = Vec::with_capacity(moves.len());
        for &mv in moves {
            before.push(at.setup());
            at.play(mv).ok()?;
        }
        let playback = watch(&before, moves, ply, 0, speed)?;
        Some(BetterLine { ply, moves: moves.to_vec(), at: 0, playback, before })
    }

    /// The playback of the line's move `at`, from its first event.
    fn playback_of(&self, at: usize, speed: usize) -> Option<Playback> {
        watch(&self.before, &self.moves, self.ply, at, speed)
    }
}

/// The playback of move `at` of a line starting at the game's move `ply`, `before` holding the position
/// before each of its `moves`; its index in the game, for its number, is `ply + at`.
fn watch(before: &[Setup], moves: &[AnyMove], ply: usize, at: usize, speed: usize) -> Option<Playback> {
    let (setup, mv) = (*before.get(at)?, *moves.get(at)?);
    let events = AnyLine::new(&setup).ok()?.preview(mv)?;
    Some(Playback::new(ply + at, mv, setup, events, speed, false))
}

impl ReviewPanel {
    /// Plies reviewed and the game's moves.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.review.plies.len().min(self.total), self.total)
    }

    /// Whether the review is running.
    #[must_use]
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// The time left, from the moves reviewed since the review started: `None` before the first came.
    #[must_use]
    pub fn time_left(&self) -> Option<Duration> {
        let (since, done_then) = self.since?;
        let (done, total) = self.progress();
        let new = done.checked_sub(done_then).filter(|&n| n > 0)?;
        let per = since.elapsed() / u32::try_from(new).ok()?;
        Some(per * u32::try_from(total - done).ok()?)
    }

    /// The move whose mark is shown: the one that led to the position at the cursor.
    #[must_use]
    pub fn ply(&self) -> Option<&PlyReview> {
        self.cursor.checked_sub(1).and_then(|index| self.review.plies.get(index))
    }

    /// The marks of the moves reviewed, by the game's thresholds.
    #[must_use]
    pub fn marks(&self, thresholds: Thresholds) -> Vec<Mark> {
        self.review.plies.iter().map(|ply| ply.mark(thresholds)).collect()
    }

    fn stop(&mut self) {
        if let Some((_, worker)) = self.running.take() {
            worker.stop_and_join();
        }
        self.since = None;
    }
}

/// Starts reviewing what is left of `review` on `line` on a thread, posting each move through `post`; if
/// `puzzles`, a review that runs to its end then searches its missed wins for puzzles on the same thread
/// ([`crate::puzzle::own::from_review`]: exact searches, which would hold the screen up on its own thread)
/// and posts what it found before its end.
fn start(line: &AnyLine, review: &Review, post: &Post, puzzles: bool) -> (Ticket, Worker) {
    let stop = Arc::new(AtomicBool::new(false));
    let ticket = post.ticket();
    let last = LastWord::new(post.clone(), News::Review(ticket, None));
    let mut reviewer = Reviewer::new(line, Some(review.clone()), review.depth);
    let (post, flag, line) = (post.clone(), Arc::clone(&stop), line.clone());
    let worker = Worker::start(stop, move || {
        let done = reviewer.run(Some(&flag), |ply, _| post.send(News::Review(ticket, Some(Box::new(ply.clone())))));
        if done && puzzles && !flag.load(std::sync::atomic::Ordering::Relaxed) {
            let found = crate::puzzle::own::from_review(&line, reviewer.review());
            if !found.is_empty() {
                post.send(News::ReviewPuzzles(ticket, found));
            }
        }
        drop(last);
    });
    (ticket, worker)
}

/// The data folder the puzzles from one's games are kept in, beside the lesson progress, if there is one.
fn puzzles_folder(shared: &Shared) -> Option<&std::path::Path> {
    shared.saving.store.as_ref().and_then(|store| store.folder().parent())
}

/// The puzzles a complete review found (searched on its thread, [`start`]), added to those kept in the data
/// folder beside the lesson progress, `game` naming where they came from; the player is told how many are new.
///
/// DECISION: only a review that ran to its end here adds them (not one stopped half-way, nor one opened
/// already complete, which would search its positions again each time it is opened); without a data folder
/// there is nowhere to keep them and nothing is searched.
fn keep_puzzles(found: &[crate::puzzle::own::Found], game: &str, shared: &mut Shared) {
    let Some(folder) = puzzles_folder(shared).map(std::path::Path::to_path_buf) else { return };
    let mut own = crate::learn::OwnPuzzles::load(&folder);
    match own.add(found, game) {
        (_, Some(why)) => shared.refuse(crate::t!("review-puzzles-not-kept", why = why.clone())),
        (0, None) => {}
        (new, None) => {
            shared.say(crate::t!("review-puzzles-kept", count = new));
        }
    }
}

impl Play {
    /// Keeps a better line the review found, `moves` from the position before main-line move `index`, as a
    /// variation beside that move (each move checked by the rules); the review and the board stay as they are.
    fn keep_better_line(&mut self, index: usize, moves: &[AnyMove], shared: &mut Shared) {
        match self.add_variation(index, moves) {
            Ok(_) => shared.say(crate::t!(
                "review-kept-variation",
                n = index + 1,
                moves = moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
            )),
            Err(why) => shared.refuse(crate::t!("review-line-not-kept", why = why)),
        }
    }

    /// Opens the review screen: the game's review so far, going on in the background if it is not complete.
    pub fn open_review(&mut self, shared: &mut Shared) {
        self.open_review_at(default_depth(self.variant()), shared);
    }

    /// [`open_review`](Self::open_review), a new review searching to `depth` (tests ask for a shallow one).
    pub(in crate::tui) fn open_review_at(&mut self, depth: u32, shared: &mut Shared) {
        if self.line.is_empty() {
            return shared.refuse(crate::t!("review-no-move"));
        }
        // DECISION: a review is of the game's main line, the one its save keeps it beside (a variation is a
        // study of it, and its better lines can be added as variations); on a variation, the player is told how
        // to review it instead (test `a_review_is_of_the_main_line`).
        if !self.variations.on_main_line() {
            return shared.refuse(crate::t!("review-main-line-only"));
        }
        self.close_study();
        // DECISION: a review kept in the save goes on at its own depth, whatever the default is now, so a
        // review is never done twice; a new one searches to the game's default depth.
        let review = self.slot.review.clone().map_or_else(|| Review::new(depth), |review| review.fitted(&self.line));
        let total = self.line.len();
        let cursor = self.line.cursor();
        let mut panel = ReviewPanel { review, total, cursor, better: None, running: None, since: None };
        if panel.review.plies.len() < total {
            panel.since = Some((Instant::now(), panel.review.plies.len()));
            panel.running = Some(start(&self.line, &panel.review, &shared.post, puzzles_folder(shared).is_some()));
            shared.say(crate::t!("review-started"));
        }
        self.review = Some(Box::new(panel));
        self.mode = super::Mode::Board;
    }

    /// Closes the review screen, stopping the review; what it found stays in the save.
    pub fn close_review(&mut self) {
        if let Some(mut panel) = self.review.take() {
            panel.stop();
        }
    }

    /// A move reviewed (or the review's end, `None`), for the review with `ticket`. At the end of a complete
    /// review, the puzzles it found are added to those from the player's games ([`keep_puzzles`]).
    pub fn receive_review(&mut self, ticket: Ticket, ply: Option<Box<PlyReview>>) {
        let Some(panel) = self.review.as_mut().filter(|panel| panel.running.as_ref().is_some_and(|r| r.0 == ticket))
        else {
            return;
        };
        if let Some(ply) = ply {
            panel.review.plies.push(*ply);
            self.slot.review = Some(panel.review.clone());
        } else {
            panel.running = None;
            panel.since = None;
        }
    }

    /// Takes the puzzles the running review found once it ran to its end ([`keep_puzzles`]).
    pub fn receive_review_puzzles(&mut self, ticket: Ticket, found: &[crate::puzzle::own::Found], shared: &mut Shared) {
        if self.review.as_ref().is_some_and(|panel| panel.running.as_ref().is_some_and(|r| r.0 == ticket)) {
            let game = self.slot.title.clone().or_else(|| self.slot.name.clone()).unwrap_or_default();
            keep_puzzles(found, &game, shared);
        }
    }

    /// A key of the review screen.
    pub(super) fn on_review(&mut self, action: Action, shared: &mut Shared) {
        let speed = shared.settings.speed;
        let Some(panel) = self.review.as_mut() else { return };
        if action == Action::Variation {
            // The better line watched, or the one of the move under the cursor.
            let wanted = match (&panel.better, panel.ply()) {
                (Some(better), _) => Ok((better.ply, better.moves.clone())),
                (None, None) => Err(crate::t!("review-choose-a-move")),
                (None, Some(ply)) if ply.played == ply.best => {
                    Err(crate::t!("review-was-best", move = ply.played.to_string()))
                }
                (None, Some(ply)) => Ok((panel.cursor - 1, ply.pv.clone())),
            };
            return match wanted {
                Ok((index, moves)) => self.keep_better_line(index, &moves, shared),
                Err(why) => shared.refuse(why),
            };
        }
        if let Some(better) = panel.better.as_mut() {
            match action {
                Action::Right => better.playback.forward(),
                Action::Left => better.playback.back(),
                Action::LapForward => better.playback.lap_forward(),
                Action::LapBack => better.playback.lap_back(),
                Action::First => better.playback.seek(0),
                Action::Last => better.playback.seek(usize::MAX),
                Action::NextMove | Action::PreviousMove => {
                    let at = if action == Action::NextMove { better.at + 1 } else { better.at.wrapping_sub(1) };
                    match better.playback_of(at, speed) {
                        Some(playback) => (better.at, better.playback) = (at, playback),
                        None => shared.refuse(if action == Action::NextMove {
                            crate::t!("review-line-end")
                        } else {
                            crate::t!("review-line-start")
                        }),
                    }
                }
                Action::Flip => self.flipped = !self.flipped,
                Action::Back | Action::Choose => panel.better = None,
                _ => {}
            }
            return;
        }
        let thresholds = Thresholds::of(self.line.variant());
        match action {
            Action::Left => panel.cursor = panel.cursor.saturating_sub(1),
            Action::Right => panel.cursor = (panel.cursor + 1).min(panel.total),
            Action::First => panel.cursor = 0,
            Action::Last => panel.cursor = panel.total,
            Action::NextMove | Action::PreviousMove => {
                let marks = panel.marks(thresholds);
                let mistake = |index: &usize| marks[*index].is_mistake();
                // The position after move `index` is `index + 1`.
                let found = if action == Action::NextMove {
                    (panel.cursor..marks.len()).find(mistake)
                } else {
                    (0..panel.cursor.saturating_sub(1).min(marks.len())).rev().find(mistake)
                };
                match found {
                    Some(index) => panel.cursor = index + 1,
                    None if panel.running() => shared.refuse(crate::t!("review-no-mistake-yet")),
                    None => shared.refuse(crate::t!("review-no-mistake")),
                }
            }
            Action::Choose => match panel.ply() {
                None => shared.refuse(crate::t!("review-choose-a-move")),
                Some(ply) if ply.played == ply.best => {
                    shared.refuse(crate::t!("review-was-best", move = ply.played.to_string()));
                }
                Some(ply) => {
                    let index = panel.cursor - 1;
                    match BetterLine::of(&self.line, index, &ply.pv, speed) {
                        Some(better) => {
                            shared.say(crate::t!("review-better-line"));
                            panel.better = Some(better);
                        }
                        None => shared.refuse(crate::t!("review-line-does-not-replay")),
                    }
                }
            },
            Action::PlayPause if panel.running() => {
                panel.stop();
                shared.say(crate::t!("review-paused"));
            }
            Action::PlayPause if panel.review.plies.len() < panel.total => {
                panel.since = Some((Instant::now(), panel.review.plies.len()));
                panel.running = Some(start(&self.line, &panel.review, &shared.post, puzzles_folder(shared).is_some()));
                shared.say(crate::t!("review-goes-on"));
            }
            Action::PlayPause => shared.say(crate::t!("review-is-complete")),
            Action::Flip => self.flipped = !self.flipped,
            Action::Back | Action::Review => {
                let cursor = panel.cursor;
                self.close_review();
                self.line.go_to(cursor);
                self.settle();
                return;
            }
            _ => {}
        }
        let cursor = panel.cursor;
        self.line.go_to(cursor);
    }
}
