//! The words of a move: every trace event of the rules ([`Event`]) as one sentence that says what happened and
//! why, in each game's own terms, and a log of a move's laps, one short line per lap.
//!
//! This is the one home of that wording. The step-through view (`tui::playback`, `tui::view`) and
//! `bao trace --text` both print these sentences, so the words a person reads on the screen are the words the
//! headless tests check for every game. It lives outside `rules` because it is prose for people (shaped by
//! screen widths and taste, none of it a rule), and outside `tui` because the command line prints it too. It
//! derives no rule: every reason it words (the rule that fired, the holes involved) is carried by the event
//! the rules reported; it only chooses the words, the game's terms (kete and kingulu *seeds*, kimasai-relay
//! *cows*, kimasai-step *stones*) and the grammar (one seed, two seeds; laps counted from 1).
//!
//! Laps are numbered as [`Replay::lap`] counts them: each handful lifted and sown (a lift, a relay, the sowing
//! of captured seeds, the kuu's tax) starts the next lap, from 1. DECISION: kete's nemo placement, which
//! kete.md §4.1 calls a one-seed "first lap", is worded as the placement and not numbered, so lap 1 is always
//! the first handful sown (test `kete_nemo_placement_is_not_a_numbered_lap`).

mod ending;
mod refusal;
mod review;

pub use ending::{ending, short, side_word, stage};
pub use refusal::{illegal, move_error};
pub use review::{eval, mark_name, verdict};

use crate::rules::{
    CaptureRule, CaptureTo, ChoiceKind, Direction, Entry, Event, Hole, KuuLoss, LapRule, NoCapture, Penultimate,
    Replay, Setup, Side, Stage, Variant,
};

/// `1 seed`, `3 cows`: a count with the game's word ([`Variant::piece_words`]), singular or plural.
#[must_use]
pub fn count(variant: Variant, n: u8) -> String {
    match variant {
        Variant::Kete | Variant::Kingulu => crate::t!("count-seeds", count = n),
        Variant::KimasaiRelay => crate::t!("count-cows", count = n),
        Variant::KimasaiStep => crate::t!("count-stones", count = n),
    }
}

/// The row that faces the opponent as each document names it, a key of the catalogs' messages: `inner` (the
/// inner row), `row`, `front` (the front row).
const fn front_row(variant: Variant) -> &'static str {
    match variant {
        Variant::KimasaiRelay => "inner",
        Variant::Kingulu => "row",
        Variant::Kete | Variant::KimasaiStep => "front",
    }
}

/// The game's piece as a key of the catalogs' messages: `seed`, `cow` or `stone` ([`Variant::piece_words`]).
const fn piece(variant: Variant) -> &'static str {
    variant.piece_words().0
}

/// `South` or `North`.
#[must_use]
pub fn side_name(side: Side) -> String {
    crate::i18n::side_name(side)
}

/// What a sentence needs besides the event: the game, the player moving and the lap the event belongs to.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The game.
    pub variant: Variant,
    /// The player making the move.
    pub mover: Side,
    /// The lap so far, counted from 1 (0 before the first handful is lifted).
    pub lap: u32,
}

/// `was empty` or `held 3 seeds`: a lap-end hole's count before the last seed.
fn held(variant: Variant, was: u8) -> String {
    if was == 0 { crate::t!("explain-held-empty") } else { crate::t!("explain-held", count = count(variant, was)) }
}

/// A kete kichwa by its side, a key of the catalogs' messages: the left one (hole 1) or the right one.
fn kichwa_side(hole: Hole) -> &'static str {
    if hole.number() == 1 { "left" } else { "right" }
}

/// The direction of sowing in words.
fn direction_words(direction: Direction) -> String {
    match direction {
        Direction::Clockwise => crate::t!("explain-clockwise"),
        Direction::Anticlockwise => crate::t!("explain-anticlockwise"),
    }
}

/// The lap-end rule as the words after "lap n ends in H, which held k": a comma for what more the hole is,
/// a colon before what that caused.
fn lap_rule(context: Context, rule: LapRule) -> String {
    let variant = context.variant;
    let me = side_name(context.mover);
    let them = side_name(context.mover.opponent());
    match rule {
        LapRule::Empty => crate::t!("explain-rule-empty"),
        LapRule::EmptyNothingFacing { facing, reserved } => crate::t!(
            "explain-rule-nothing-facing",
            me = me,
            reserved = if reserved { "yes" } else { "no" },
            facing = facing.to_string()
        ),
        LapRule::EmptyCaptures { facing } => {
            crate::t!("explain-rule-empty-captures", me = me, facing = facing.to_string())
        }
        LapRule::Captures { facing } => crate::t!("explain-rule-captures", facing = facing.to_string()),
        LapRule::Relay { unless } => {
            let why = match unless {
                None => String::new(),
                Some(NoCapture::Takata) => crate::t!("explain-why-takata"),
                Some(NoCapture::FacingEmpty(hole)) => crate::t!("explain-why-facing-empty", hole = hole.to_string()),
                Some(NoCapture::Phase1) => crate::t!("explain-why-phase-1"),
                Some(NoCapture::LaterLap) => crate::t!("explain-why-later-lap"),
                Some(NoCapture::FirstLapFromKuu) => crate::t!("explain-why-first-lap-from-kuu"),
            };
            crate::t!("explain-rule-relay", why = why)
        }
        LapRule::KuuStops => crate::t!("explain-rule-kuu-stops", me = me),
        LapRule::KuuChoice => crate::t!("explain-rule-kuu-choice", me = me),
        LapRule::KuuSafari => crate::t!("explain-rule-kuu-safari", me = me),
        LapRule::ReservedStops => crate::t!("explain-rule-reserved-stops"),
        LapRule::ReservedBanks { owner } => crate::t!("explain-rule-reserved-banks", owner = side_name(owner)),
        LapRule::KuwekaMtoto => crate::t!("explain-rule-kuweka-mtoto", them = them),
        LapRule::GameWon => crate::t!("explain-rule-game-won", them = them, row = front_row(variant)),
    }
}

/// `the 7 captured seeds are`, `the captured cow is` (the verb is the English message's own).
fn the_captured(variant: Variant, n: u8) -> String {
    crate::t!("explain-the-captured", n = n, piece = piece(variant))
}

/// One event in words, naming the rule that fired and the holes it involved.
#[must_use]
pub fn sentence(context: Context, event: &Event) -> String {
    let Context { variant, lap, .. } = context;
    let piece = piece(variant);
    match *event {
        Event::Reserve { hole } if variant == Variant::KimasaiRelay => {
            crate::t!("explain-reserve-cow", hole = hole.to_string())
        }
        Event::Reserve { hole } => crate::t!("explain-reserve-seed", hole = hole.to_string()),
        Event::Tax { hole, seeds } => {
            crate::t!("explain-tax", lap = lap, hole = hole.to_string(), count = count(variant, seeds))
        }
        Event::Lift { hole, seeds } => {
            crate::t!("explain-lift", lap = lap, count = count(variant, seeds), hole = hole.to_string())
        }
        Event::Sow { hole, hand: 0 } => crate::t!("explain-sow-last", piece = piece, hole = hole.to_string()),
        Event::Sow { hole, hand } => {
            crate::t!("explain-sow", piece = piece, hole = hole.to_string(), count = count(variant, hand))
        }
        Event::Bank { hole, side, hand } => {
            crate::t!("explain-bank", hole = hole.to_string(), side = side_name(side), count = count(variant, hand))
        }
        Event::LapEnd { hole, was, rule } => crate::t!(
            "explain-lap-end",
            lap = lap,
            hole = hole.to_string(),
            held = held(variant, was),
            rule = lap_rule(context, rule)
        ),
        Event::Relay { hole, seeds } => {
            crate::t!("explain-relay", lap = lap, count = count(variant, seeds), hole = hole.to_string())
        }
        Event::Choice { kind: ChoiceKind::Safari, taken: true } => crate::t!("explain-safari"),
        Event::Choice { kind: ChoiceKind::Safari, taken: false } => crate::t!("explain-no-safari"),
        Event::Capture { from, seeds, to, by, rule } => capture(context, from, seeds, to, by, rule),
        Event::Enter { hole, direction, seeds, why } => enter(context, hole, direction, seeds, why),
        Event::KuuDestroyed { side, why } => kuu_lost(side, why),
        Event::ReserveHole { hole, side, penultimate } => {
            let rest = match penultimate {
                Penultimate::Moved(from) => crate::t!("explain-penultimate-moved", from = from.to_string()),
                Penultimate::Singleton => crate::t!("explain-penultimate-singleton"),
                Penultimate::Banked(from) => crate::t!("explain-penultimate-banked", from = from.to_string()),
            };
            crate::t!("explain-reserve-hole", hole = hole.to_string(), side = side_name(side), rest = rest)
        }
        Event::Takasia { hole } => crate::t!(
            "explain-takasia",
            hole = hole.to_string(),
            blocked = side_name(hole.owner()),
            reserving = side_name(hole.owner().opponent())
        ),
        Event::Step { from, to } => crate::t!("explain-step", from = from.to_string(), to = to.to_string()),
        Event::Stage { stage: Stage::Mtaji } => crate::t!("explain-stage-mtaji"),
        Event::Stage { stage: Stage::Phase2 } => crate::t!("explain-stage-phase-2"),
        Event::GameOver { outcome } => {
            let ending = ending::outcome(outcome, &|_| None);
            crate::t!("explain-game-over", result = ending.result, reason = ending.reason)
        }
    }
}

/// A capture in words: who took what, by which rule.
fn capture(context: Context, from: Hole, seeds: u8, to: CaptureTo, by: Hole, rule: CaptureRule) -> String {
    let variant = context.variant;
    let taken = count(variant, seeds);
    let (from, by) = (from.to_string(), by.to_string());
    match (rule, to) {
        (CaptureRule::Placement, _) => {
            crate::t!("explain-capture-placement", by = by, from = from, taken = taken, n = seeds)
        }
        (CaptureRule::EmptyOwnHole, CaptureTo::Bank { side, with }) => crate::t!(
            "explain-capture-to-bank",
            by = by,
            taken = taken,
            from = from,
            with = with.to_string(),
            total = count(variant, seeds.saturating_add(1)),
            side = side_name(side)
        ),
        (CaptureRule::Facing, _) => {
            crate::t!("explain-capture-facing", by = by, side = side_name(context.mover.opponent()), from = from)
        }
        (CaptureRule::SameFile, _) => crate::t!("explain-capture-same-file", from = from),
        _ => crate::t!("explain-capture", by = by, taken = taken, from = from, side = side_name(context.mover)),
    }
}

/// Captured seeds entering the board, and why from that hole.
fn enter(context: Context, hole: Hole, direction: Direction, seeds: u8, why: Entry) -> String {
    let lap = context.lap;
    let captured = the_captured(context.variant, seeds);
    let side = kichwa_side(hole);
    let (hole, direction) = (hole.to_string(), direction_words(direction));
    match why {
        Entry::Chosen => crate::t!(
            "explain-enter-chosen",
            lap = lap,
            captured = captured,
            side = side,
            hole = hole,
            direction = direction
        ),
        Entry::Kimbi => crate::t!(
            "explain-enter-kimbi",
            lap = lap,
            captured = captured,
            side = side,
            hole = hole,
            direction = direction
        ),
        Entry::KeepsDirection => crate::t!(
            "explain-enter-keeps-direction",
            lap = lap,
            captured = captured,
            hole = hole,
            direction = direction
        ),
        Entry::CapturingHole => crate::t!("explain-enter-capturing-hole", lap = lap, captured = captured, hole = hole),
    }
}

/// A kuu destroyed, and how.
fn kuu_lost(side: Side, why: KuuLoss) -> String {
    let side = side_name(side);
    match why {
        KuuLoss::Captured => crate::t!("explain-kuu-captured", side = side),
        KuuLoss::Lifted => crate::t!("explain-kuu-lifted", side = side),
        KuuLoss::SixSeeds => crate::t!("explain-kuu-six-seeds", side = side),
        KuuLoss::Safari => crate::t!("explain-kuu-safari", side = side),
    }
}

/// Every event of a move in words, one sentence each, as `bao trace --text` prints them and the step-through
/// view shows them: `before` is the position the move is played from.
#[must_use]
pub fn sentences(before: Setup, events: &[Event]) -> Vec<String> {
    let mut replay = Replay::new(before);
    events
        .iter()
        .map(|event| {
            replay.apply(event);
            sentence(Context { variant: before.variant, mover: replay.mover, lap: replay.lap }, event)
        })
        .collect()
}

/// One line of a move's lap log: how the lap began, then what followed, each part shown once the step-through
/// has reached it (so the current lap does not tell where it ends before its last seed falls).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LapLine {
    /// The cursor (events applied) just after the event that began the line.
    pub start: usize,
    /// How the lap began: `lap 2: relay A8 4 seeds`.
    opening: String,
    /// What followed, with the cursor from which it is shown: ` → A6 (had 1): relay`.
    closing: Vec<(usize, String)>,
}

impl LapLine {
    /// The line as far as the step-through at `cursor` has seen it.
    #[must_use]
    pub fn text_at(&self, cursor: usize) -> String {
        let mut text = self.opening.clone();
        for (at, part) in &self.closing {
            if *at <= cursor {
                text.push_str(part);
            }
        }
        text
    }

    /// The whole line.
    #[must_use]
    #[cfg(test)]
    pub fn text(&self) -> String {
        self.text_at(usize::MAX)
    }
}

/// What a lap end caused, in a few words, for the lap log.
fn caused(rule: LapRule) -> String {
    match rule {
        LapRule::Empty | LapRule::EmptyNothingFacing { .. } => crate::t!("explain-caused-ends"),
        LapRule::EmptyCaptures { facing } | LapRule::Captures { facing } => {
            crate::t!("explain-caused-captures", facing = facing.to_string())
        }
        LapRule::Relay { .. } => crate::t!("explain-caused-relay"),
        LapRule::KuuStops => crate::t!("explain-caused-kuu-stops"),
        LapRule::KuuChoice => crate::t!("explain-caused-kuu-choice"),
        LapRule::KuuSafari => crate::t!("explain-caused-kuu-safari"),
        LapRule::ReservedStops => crate::t!("explain-caused-reserved-stops"),
        LapRule::ReservedBanks { .. } => crate::t!("explain-caused-reserved-banks"),
        LapRule::KuwekaMtoto => crate::t!("explain-caused-kuweka-mtoto"),
        LapRule::GameWon => crate::t!("explain-caused-game-won"),
    }
}

/// The direction as a key of the log's message: `cw` or `acw`.
const fn way(direction: Direction) -> &'static str {
    match direction {
        Direction::Clockwise => "cw",
        Direction::Anticlockwise => "acw",
    }
}

/// A move's lap log: one line per lap (where it started, with how many, where it ended and what that
/// caused), with a line for kete's nemo capture by placement and for a kimasai-step step, in order.
#[must_use]
pub fn laps(before: Setup, events: &[Event]) -> Vec<LapLine> {
    let variant = before.variant;
    let mut replay = Replay::new(before);
    let mut lines: Vec<LapLine> = Vec::new();
    for (i, event) in events.iter().enumerate() {
        replay.apply(event);
        let lap = replay.lap;
        let begin = match *event {
            Event::Lift { hole, seeds } => {
                Some(crate::t!("explain-log-lift", lap = lap, hole = hole.to_string(), count = count(variant, seeds)))
            }
            Event::Tax { hole, seeds } => {
                Some(crate::t!("explain-log-tax", lap = lap, hole = hole.to_string(), count = count(variant, seeds)))
            }
            Event::Relay { hole, seeds } => {
                Some(crate::t!("explain-log-relay", lap = lap, hole = hole.to_string(), count = count(variant, seeds)))
            }
            Event::Enter { hole, direction, seeds, .. } => Some(crate::t!(
                "explain-log-enter",
                lap = lap,
                n = seeds,
                hole = hole.to_string(),
                way = way(direction),
                piece = piece(variant)
            )),
            Event::Capture { from, by, rule: CaptureRule::Placement, .. } => {
                Some(crate::t!("explain-log-placement", by = by.to_string(), from = from.to_string()))
            }
            Event::Step { from, to } => {
                Some(crate::t!("explain-log-step", from = from.to_string(), to = to.to_string()))
            }
            _ => None,
        };
        if let Some(opening) = begin {
            lines.push(LapLine { start: i + 1, opening, closing: Vec::new() });
            continue;
        }
        let Some(line) = lines.last_mut() else { continue };
        let part = match *event {
            Event::LapEnd { hole, was, rule } => {
                crate::t!("explain-log-lap-end", hole = hole.to_string(), was = was, caused = caused(rule))
            }
            Event::Capture { from, rule: CaptureRule::Facing, .. } => {
                crate::t!("explain-log-captures", from = from.to_string())
            }
            Event::Capture { from, rule: CaptureRule::SameFile, .. } => {
                crate::t!("explain-log-same-file", from = from.to_string())
            }
            Event::ReserveHole { penultimate: Penultimate::Moved(from), .. } => {
                crate::t!("explain-log-penultimate", from = from.to_string())
            }
            _ => continue,
        };
        line.closing.push((i + 1, part));
    }
    lines
}

#[cfg(test)]
mod tests;
