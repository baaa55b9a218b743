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

/// `n` and the word for one or for many: `1 move`, `0 moves`, `3 moves`.
#[must_use]
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The name of the row that faces the opponent, as each document calls it.
const fn front_row(variant: Variant) -> &'static str {
    match variant {
        Variant::KimasaiRelay => "inner row",
        Variant::Kingulu => "row",
        Variant::Kete | Variant::KimasaiStep => "front row",
    }
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
    if was == 0 { "was empty".to_string() } else { format!("held {}", count(variant, was)) }
}

/// A kete kichwa by its side: the left one (hole 1) or the right one.
fn kichwa_side(hole: Hole) -> &'static str {
    if hole.number() == 1 { "left" } else { "right" }
}

/// The lap-end rule as the words after "lap n ends in H, which held k": a comma for what more the hole is,
/// a colon before what that caused.
fn lap_rule(context: Context, rule: LapRule) -> String {
    let variant = context.variant;
    let me = side_name(context.mover);
    let them = side_name(context.mover.opponent());
    match rule {
        LapRule::Empty => ": the move ends".to_string(),
        LapRule::EmptyNothingFacing { facing, reserved } => {
            let state = if reserved { "reserved" } else { "empty" };
            format!(", in {me}'s own row facing {state} {facing}: nothing is captured, the move ends")
        }
        LapRule::EmptyCaptures { facing } => {
            format!(", in {me}'s own row facing occupied {facing}: capture, with the capturing seed")
        }
        LapRule::Captures { facing } => format!(", facing occupied {facing}: capture"),
        LapRule::Relay { unless } => {
            let why = match unless {
                None => String::new(),
                Some(NoCapture::Takata) => " (no capture: the move is a takata, its first lap did not capture)".into(),
                Some(NoCapture::FacingEmpty(hole)) => format!(" (no capture: {hole} facing it is empty)"),
                Some(NoCapture::Phase1) => " (no capture: phase 1 has none)".into(),
                Some(NoCapture::LaterLap) => " (an own hole, allowed after the first lap)".into(),
                Some(NoCapture::FirstLapFromKuu) => {
                    " (the hizi zetu hole stops no first lap of a move from the kuu)".into()
                }
            };
            format!(": relay{why}")
        }
        LapRule::KuuStops => format!(", {me}'s standing kuu: a takata ends there"),
        LapRule::KuuChoice => format!(", {me}'s standing kuu: stop here, or play on with safari"),
        LapRule::KuuSafari => format!(", {me}'s standing kuu: in mtaji safari is mandatory"),
        LapRule::ReservedStops => ", the hole reserved by hizi zetu: the move ends".to_string(),
        LapRule::ReservedBanks { owner } => {
            format!(", a reserved hole: the last seed goes to {}'s bank and the move ends", side_name(owner))
        }
        LapRule::KuwekaMtoto => format!(", in {them}'s row: the last seed makes 4, kuweka mtoto"),
        LapRule::GameWon => {
            format!(": {them}'s {} is empty, so the game is won and nothing more is sown", front_row(variant))
        }
    }
}

/// `the 7 captured seeds`, `the captured cow`.
fn the_captured(variant: Variant, n: u8) -> String {
    let (one, many) = variant.piece_words();
    if n == 1 { format!("the captured {one}") } else { format!("the {n} captured {many}") }
}

/// One event in words, naming the rule that fired and the holes it involved.
#[must_use]
pub fn sentence(context: Context, event: &Event) -> String {
    let Context { variant, lap, .. } = context;
    let (one, _) = variant.piece_words();
    match *event {
        Event::Reserve { hole } => match variant {
            Variant::KimasaiRelay => format!("phase 1: a reserve cow is added to {hole}"),
            _ => format!("nemo: the reserve seed goes into {hole}"),
        },
        Event::Tax { hole, seeds } => format!(
            "lap {lap}: kuu tax: {hole} is the only occupied front hole and held 7 or more, so only {} are \
             lifted; the kuu stands",
            count(variant, seeds)
        ),
        Event::Lift { hole, seeds } => format!("lap {lap}: {} lifted from {hole}", count(variant, seeds)),
        Event::Sow { hole, hand: 0 } => format!("the last {one} into {hole}"),
        Event::Sow { hole, hand } => format!("a {one} into {hole}, {} left in hand", count(variant, hand)),
        Event::Bank { hole, side, hand } => format!(
            "a {one} into reserved {hole} goes to {}'s bank, {} left in hand",
            side_name(side),
            count(variant, hand)
        ),
        Event::LapEnd { hole, was, rule } => {
            format!("lap {lap} ends in {hole}, which {}{}", held(variant, was), lap_rule(context, rule))
        }
        Event::Relay { hole, seeds } => format!("lap {lap}: relay, {} lifted from {hole}", count(variant, seeds)),
        Event::Choice { kind: ChoiceKind::Safari, taken: true } => "safari: the kuu is lifted, sowing goes on".into(),
        Event::Choice { kind: ChoiceKind::Safari, taken: false } => "no safari: the move stops in the kuu".into(),
        Event::Capture { from, seeds, to, by, rule } => capture(context, from, seeds, to, by, rule),
        Event::Enter { hole, direction, seeds, why } => enter(context, hole, direction, seeds, why),
        Event::KuuDestroyed { side, why } => kuu_lost(side, why),
        Event::ReserveHole { hole, side, penultimate } => {
            let rest = match penultimate {
                Penultimate::Moved(from) => format!("the lap's penultimate seed moves from {from} into it"),
                Penultimate::Singleton => "the lap was one seed, so no penultimate seed moves".to_string(),
                Penultimate::Banked(from) => {
                    format!("the penultimate seed fell into reserved {from} and stays in its bank")
                }
            };
            format!("kuweka mtoto: {hole} is {}'s for good; {rest}", side_name(side))
        }
        Event::Takasia { hole } => {
            let blocked = side_name(hole.owner());
            let reserving = side_name(hole.owner().opponent());
            format!(
                "hizi zetu: after this takata {hole} is the one hole of {blocked}'s under threat, so it is \
                 reserved: {blocked} may not start from it next move and a lap of his ending there stops; then \
                 {reserving} must capture it if he can"
            )
        }
        Event::Step { from, to } => format!("the stone in {from} steps into empty {to}"),
        Event::Stage { stage: Stage::Mtaji } => {
            "the last reserve seed is on the board: the mtaji stage begins, moves now lift a whole hole".into()
        }
        Event::Stage { stage: Stage::Phase2 } => "both reserves are empty: phase 2 begins, captures from now on".into(),
        Event::GameOver { outcome } => format!("game over: {outcome}"),
    }
}

/// A capture in words: who took what, by which rule.
fn capture(context: Context, from: Hole, seeds: u8, to: CaptureTo, by: Hole, rule: CaptureRule) -> String {
    let variant = context.variant;
    let taken = count(variant, seeds);
    match (rule, to) {
        (CaptureRule::Placement, _) => {
            let are = if seeds == 1 { "is" } else { "are" };
            format!("nemo capture: {by} holds seeds and faces occupied {from}, so {taken} {are} taken from {from}")
        }
        (CaptureRule::EmptyOwnHole, CaptureTo::Bank { side, with }) => format!(
            "{by} captures {taken} from {from}: with the capturing seed out of {with}, {} to {}'s bank",
            count(variant, seeds.saturating_add(1)),
            side_name(side)
        ),
        (CaptureRule::Facing, _) => format!(
            "the stone entering {by} faces {}'s stone in {from}: it is captured and removed",
            side_name(context.mover.opponent())
        ),
        (CaptureRule::SameFile, _) => {
            format!("{from}, the back stone of the same file, is removed too: the whole file is cleared")
        }
        _ => format!("{by} captures {taken} from {from} into {}'s hand", side_name(context.mover)),
    }
}

/// Captured seeds entering the board, and why from that hole.
fn enter(context: Context, hole: Hole, direction: Direction, seeds: u8, why: Entry) -> String {
    let lap = context.lap;
    let captured = the_captured(context.variant, seeds);
    let is = if seeds == 1 { "is" } else { "are" };
    let side = kichwa_side(hole);
    match why {
        Entry::Chosen => format!(
            "lap {lap}: {captured} {is} sown from the {side} kichwa {hole}, {direction}, as the move chose (a \
             capture in a central hole)"
        ),
        Entry::Kimbi => format!(
            "lap {lap}: {captured} {is} sown from the {side} kichwa {hole}, {direction}: the capture was in the \
             {side} kimbi"
        ),
        Entry::KeepsDirection => format!(
            "lap {lap}: {captured} {is} sown from the kichwa {hole}, keeping the direction {direction} (a capture \
             in a central hole)"
        ),
        Entry::CapturingHole => {
            format!("lap {lap}: {captured} {is} sown on from {hole}, the first into the capturing hole itself")
        }
    }
}

/// A kuu destroyed, and how.
fn kuu_lost(side: Side, why: KuuLoss) -> String {
    let whose = side_name(side);
    match why {
        KuuLoss::Captured => format!("{whose}'s kuu is destroyed: its seeds were captured"),
        KuuLoss::Lifted => format!("{whose}'s kuu is destroyed: all its seeds were lifted"),
        KuuLoss::SixSeeds => format!(
            "{whose}'s kuu is destroyed: it held 6, so with the reserve seed all 7 are sown (the Lamu six-seed rule)"
        ),
        KuuLoss::Safari => format!("{whose}'s kuu is destroyed: safari lifted all its seeds"),
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
        LapRule::Empty | LapRule::EmptyNothingFacing { .. } => "the move ends".into(),
        LapRule::EmptyCaptures { facing } | LapRule::Captures { facing } => format!("captures {facing}"),
        LapRule::Relay { .. } => "relay".into(),
        LapRule::KuuStops => "kuu, the takata ends".into(),
        LapRule::KuuChoice => "kuu, stop or safari".into(),
        LapRule::KuuSafari => "kuu, safari".into(),
        LapRule::ReservedStops => "hizi zetu hole, ends".into(),
        LapRule::ReservedBanks { .. } => "reserved, banked, ends".into(),
        LapRule::KuwekaMtoto => "kuweka mtoto".into(),
        LapRule::GameWon => "the game is won".into(),
    }
}

/// The direction as an arrow word for the log.
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
            Event::Lift { hole, seeds } => Some(format!("lap {lap}  {hole} {}", count(variant, seeds))),
            Event::Tax { hole, seeds } => Some(format!("lap {lap}  tax {hole} {}", count(variant, seeds))),
            Event::Relay { hole, seeds } => Some(format!("lap {lap}  relay {hole} {}", count(variant, seeds))),
            Event::Enter { hole, direction, seeds, .. } => {
                Some(format!("lap {lap}  {seeds} captured {hole} {}", way(direction)))
            }
            Event::Capture { from, by, rule: CaptureRule::Placement, .. } => {
                Some(format!("placement  {by} captures {from}"))
            }
            Event::Step { from, to } => Some(format!("step  {from} to {to}")),
            _ => None,
        };
        if let Some(opening) = begin {
            lines.push(LapLine { start: i + 1, opening, closing: Vec::new() });
            continue;
        }
        let Some(line) = lines.last_mut() else { continue };
        let part = match *event {
            Event::LapEnd { hole, was, rule } => {
                let state = if was == 0 { "empty".to_string() } else { format!("had {was}") };
                format!(" → {hole} {state}: {}", caused(rule))
            }
            Event::Capture { from, rule: CaptureRule::Facing, .. } => format!(", captures {from}"),
            Event::Capture { from, rule: CaptureRule::SameFile, .. } => format!(" and {from}"),
            Event::ReserveHole { penultimate: Penultimate::Moved(from), .. } => format!(", 1 from {from}"),
            _ => continue,
        };
        line.closing.push((i + 1, part));
    }
    lines
}

#[cfg(test)]
mod tests;
