//! `bao review NAME|FILE`: the engine's review of a saved game, one tab-separated line a move and a summary a
//! side (docs/scripting.md, "bao review"). A save of the store is given the review as it goes, after each
//! move, so a review stopped (Ctrl-C) keeps what it has and the next `bao review` goes on from there; a
//! review already complete is printed without searching again.

use std::fmt::Write as _;
use std::path::Path;

use super::scripting::print;
use super::{CliError, ReviewArgs};
use crate::engine::MAX_DEPTH;
use crate::engine::review::{Mark, PlyReview, Review, Reviewer, Thresholds, default_depth};
use crate::rules::{Side, Variant};
use crate::store::{SaveFile, SaveHandle, SavedGame, SavedReview, Store, StoreError, load_path};

/// Runs `bao review`.
pub(super) fn run(args: &ReviewArgs) -> Result<(), CliError> {
    if let Some(depth) = args.depth
        && (depth == 0 || depth > MAX_DEPTH)
    {
        return Err(CliError::input(crate::t!("cli-error-depth", depth = depth, most = MAX_DEPTH)));
    }
    let (game, mut handle) = open(&args.save)?;
    let variant = game.line.variant();
    // A review kept in the save goes on at its depth unless another is asked for (then it starts over).
    let kept = game.review.as_ref().map(|review| review.depth);
    let depth = args.depth.or(kept).unwrap_or_else(|| default_depth(variant));
    let mut reviewer = Reviewer::new(&game.line, game.review.clone(), depth);
    let mut unkept = None;
    if !reviewer.is_done() {
        let mut keep = |review: &Review| {
            if let Some(handle) = handle.as_mut()
                && unkept.is_none()
                && let Err(error) = handle.write(&with_review(&game, review))
            {
                unkept = Some(error);
            }
        };
        while reviewer.step(None).is_some() {
            keep(reviewer.review());
        }
    }
    if let Some(error) = unkept {
        eprintln!("bao: {}", crate::t!("cli-review-not-kept", error = error.to_string()));
    }
    let found = crate::puzzle::own::from_review(&game.line, reviewer.review());
    if reviewer.is_done() {
        keep(&found, game.name.as_deref().unwrap_or(&args.save));
    }
    // The lines are the scripting contract (docs/scripting.md): the same words in every language.
    print(&super::scripting::in_english(|| report(variant, reviewer.review()) + &puzzles(&found)))
}

/// Adds the puzzles a complete review found to those from the player's games in the data folder (Learn lists
/// them under "from your games"), `game` naming where they came from; says on stderr how many are new, or why
/// they are not kept. Without a data folder there is nowhere to keep them.
fn keep(found: &[crate::puzzle::own::Found], game: &str) {
    let Ok(store) = Store::user() else { return };
    let Some(folder) = store.folder().parent() else { return };
    if found.is_empty() {
        return;
    }
    let mut own = crate::learn::OwnPuzzles::load(folder);
    match own.add(found, game) {
        (_, Some(why)) => eprintln!("bao: {}", crate::t!("cli-review-puzzles-not-kept", why = why)),
        (0, None) => {}
        (new, None) => eprintln!("bao: {}", crate::t!("cli-review-new-puzzles", count = new)),
    }
}

/// The puzzles the review's missed wins and blunders make ([`crate::puzzle::own`]), one line each: `puzzle`,
/// the game's move they come from, the position, the task (`win 2`) and the proved main line.
fn puzzles(found: &[crate::puzzle::own::Found]) -> String {
    let mut text = String::new();
    for found in found {
        let solution: Vec<String> = found.solution.iter().map(ToString::to_string).collect();
        let _ = writeln!(text, "puzzle\t{}\t{}\t{}\t{}", found.ply + 1, found.start, found.goal, solution.join(" "));
    }
    text
}

/// The save by name (opened to write, so the review is kept in it) or the file by path (read only: a file
/// outside the store is not changed), or else an example game built into the program by its title or file
/// name (`bao saves --builtin`), reviewed as a copy. A save another program has open is reviewed without being
/// written.
fn open(name_or_path: &str) -> Result<(SavedGame, Option<SaveHandle>), CliError> {
    match open_save(name_or_path) {
        Err(error) if error.code == 2 => match crate::store::builtin::find(name_or_path) {
            Some((found, game)) => {
                let game = game.map_err(|error| CliError::other(format!("saves/{}.json: {error}", found.file)))?;
                Ok((game, None))
            }
            None => Err(error),
        },
        opened => opened,
    }
}

fn open_save(name_or_path: &str) -> Result<(SavedGame, Option<SaveHandle>), CliError> {
    let store = Store::user().ok();
    let failed = |error: StoreError| match error {
        StoreError::Format { .. } | StoreError::NotFound { .. } | StoreError::BadName(_) => CliError::input(error),
        other => CliError::other(other),
    };
    let Some(store) = store else {
        return load_path(Path::new(name_or_path)).map(|game| (game, None)).map_err(failed);
    };
    let (path, game) = store.load(name_or_path).map_err(failed)?;
    match store.name_of(&path).map(|name| store.open(&name)) {
        Some(Ok((handle, game))) => Ok((game, Some(handle))),
        Some(Err(error @ (StoreError::Locked { .. } | StoreError::Io { .. }))) => {
            eprintln!("bao: {}", crate::t!("cli-review-not-kept-after", error = error.to_string()));
            Ok((game, None))
        }
        Some(Err(error)) => Err(failed(error)),
        None => Ok((game, None)),
    }
}

/// The save of `game` with `review`, as it was otherwise (its time of last change too: a review is not a
/// move).
fn with_review(game: &SavedGame, review: &Review) -> SaveFile {
    SaveFile {
        name: game.name.clone(),
        notes: game.notes.clone(),
        updated: game.updated.clone(),
        review: Some(SavedReview::of(review)),
        ..SaveFile::of_line(&game.line, game.players, game.forfeit, Some(game.created.clone()))
    }
}

/// The review as `bao review` prints it: one line a move of ten tab-separated columns (the move's number, the
/// side, the move, its mark, the best move's score and the played move's for the mover, the loss, the best
/// move, its line, and the exact verdict where the search proved one, in the program's language), then one
/// line a side: `south`, then `key=value` columns (moves, each mark's count, the average loss). The marks, the
/// scores and the summary's keys are tokens for scripts, the same in every language.
#[must_use]
pub(super) fn report(variant: Variant, review: &Review) -> String {
    let thresholds = Thresholds::of(variant);
    let mut text = String::new();
    for (index, ply) in review.plies.iter().enumerate() {
        let _ = writeln!(text, "{}", ply_line(index, ply, thresholds));
    }
    for side in [Side::South, Side::North] {
        let summary = review.summary(variant, side);
        let _ = write!(text, "{side}\tmoves={}", summary.moves);
        for mark in Mark::ALL {
            let _ = write!(text, "\t{mark}={}", summary.count(mark));
        }
        let _ = writeln!(text, "\taverage-loss={}", seeds(summary.average_loss()));
    }
    text
}

fn ply_line(index: usize, ply: &PlyReview, thresholds: Thresholds) -> String {
    let line: Vec<String> = ply.pv.iter().map(ToString::to_string).collect();
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        index + 1,
        ply.mover,
        ply.played,
        ply.mark(thresholds),
        ply.before,
        ply.after,
        seeds(i64::from(ply.loss(thresholds))),
        ply.best,
        line.join(" "),
        ply.verdict().map(crate::explain::verdict).unwrap_or_default()
    )
}

/// Hundredths of a seed as seeds with two decimals: `1.25`, `0.00`.
fn seeds(centi: i64) -> String {
    let sign = if centi < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", centi.unsigned_abs() / 100, centi.unsigned_abs() % 100)
}
