//! Lessons: for each game, short exercises that set up a position and ask for one kind of move (make a relay,
//! capture, play a safari, reserve a hole...). A lesson is data ([`Lesson`]); whether an attempt does what was
//! asked is decided by playing it with the rules and testing its event trace and the status after it
//! ([`Goal::met`]), never by re-deriving a rule here. A miss is worded from what the move did ([`summary`]), so
//! the player learns why; the terminal interface shows the move's step-through on success. Progress (which
//! lessons are done) is kept in the data folder ([`progress`]). No terminal code lives here.

mod lessons;
pub mod own;
pub mod progress;

use crate::explain::{count, side_name};
use crate::rules::{
    AnyLine, AnyMove, CaptureRule, ChoiceKind, Event, GameResult, Hole, LapRule, Replay, Setup, Side, Stage, Status,
    Variant,
};

pub use own::OwnPuzzles;
pub use progress::Progress;

/// One lesson: what it teaches, the position, what to do and how the attempt is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A stable id, kept in the progress file (`kete-relay`).
    pub id: &'static str,
    /// A short title (`Relay`).
    pub title: &'static str,
    /// The idea taught, in the game's own terms, a few sentences.
    pub text: &'static str,
    /// The position, in the notation (`docs/NOTATION.md`).
    pub position: &'static str,
    /// What to do, one line.
    pub ask: &'static str,
    /// What the attempt must do.
    pub goal: Goal,
    /// Where to look when the attempt misses, said after what went wrong.
    pub hint: &'static str,
    /// One move that does it (the tests play it; never shown as a hint).
    pub answer: &'static str,
}

/// What a lesson asks the move to do, tested on the rules' own trace of the move and the status after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any legal move: the lesson teaches which moves the rules allow (a wrong one is refused by the rules).
    Legal,
    /// The move sows exactly one lap (no relay, no capture).
    OneLap,
    /// The move relays at least this many times.
    Relays(u8),
    /// The move captures at least this many times.
    Captures(u8),
    /// The move captures from this hole and sows the captured seeds from that one (kete: the kichwa chosen).
    CaptureInto {
        /// The opponent's hole captured.
        from: &'static str,
        /// The hole the captured seeds enter.
        enter: &'static str,
    },
    /// Kete: the move plays on from the own kuu (safari).
    Safari,
    /// Kete: only two seeds are taken from the kuu (the tax).
    Tax,
    /// Kete: the move makes a hizi zetu reservation.
    Takasia,
    /// Kimasai-relay: the move brings phase 2 and the game goes on.
    PhaseTwo,
    /// Kimasai-step: a whole file is captured, front and back stone.
    FileCapture,
    /// Kingulu: the move reserves a hole (kuweka mtoto).
    KuwekaMtoto,
    /// Kingulu: a seed falls into the mover's reserved hole and goes to the mover's bank.
    BanksOwn,
    /// The mover wins the game with this move.
    Wins,
}

impl Goal {
    /// Whether a move by `mover` with these `events`, leaving the game at `status`, does what was asked.
    #[must_use]
    pub fn met(self, mover: Side, events: &[Event], status: Status) -> bool {
        let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
        let captures = events.iter().filter(|e| matches!(e, Event::Capture { .. })).count();
        match self {
            Goal::Legal => true,
            Goal::OneLap => relays == 0 && captures == 0,
            Goal::Relays(n) => relays >= usize::from(n),
            Goal::Captures(n) => captures >= usize::from(n),
            Goal::CaptureInto { from, enter } => {
                let (Ok(from), Ok(enter)) = (from.parse::<Hole>(), enter.parse::<Hole>()) else { return false };
                // The captured seeds' lap is the first one entered after the capture.
                events.iter().enumerate().any(|(i, event)| {
                    matches!(event, Event::Capture { from: f, .. } if *f == from)
                        && events[i..].iter().find_map(|e| match e {
                            Event::Enter { hole, .. } => Some(*hole),
                            _ => None,
                        }) == Some(enter)
                })
            }
            Goal::Safari => events.iter().any(|e| matches!(e, Event::Choice { kind: ChoiceKind::Safari, taken: true })),
            Goal::Tax => events.iter().any(|e| matches!(e, Event::Tax { .. })),
            Goal::Takasia => events.iter().any(|e| matches!(e, Event::Takasia { .. })),
            Goal::PhaseTwo => {
                events.iter().any(|e| matches!(e, Event::Stage { stage: Stage::Phase2 })) && status == Status::Ongoing
            }
            Goal::FileCapture => events.iter().any(|e| matches!(e, Event::Capture { rule: CaptureRule::SameFile, .. })),
            Goal::KuwekaMtoto => events.iter().any(|e| matches!(e, Event::ReserveHole { .. })),
            Goal::BanksOwn => events.iter().any(|e| matches!(e, Event::Bank { side, .. } if *side == mover)),
            Goal::Wins => {
                matches!(status, Status::Over(outcome) if outcome.result == GameResult::Win(mover))
            }
        }
    }

    /// What a move that misses did not do, for the refusal (`it did not relay`).
    #[must_use]
    pub fn missed(self, variant: Variant) -> String {
        match self {
            Goal::Legal => "it is not a move".into(),
            Goal::OneLap => "it did not stop after one lap".into(),
            Goal::Relays(1) => "it did not relay".into(),
            Goal::Relays(n) => format!("it did not relay {n} times"),
            Goal::Captures(1) => "it did not capture".into(),
            Goal::Captures(n) => format!("it did not capture {n} times"),
            Goal::CaptureInto { from, enter } => {
                format!("it did not capture {from} and sow the {} from {enter}", variant.piece_words().1)
            }
            Goal::Safari => "it did not play on from the kuu (safari)".into(),
            Goal::Tax => "it did not take the tax of two from the kuu".into(),
            Goal::Takasia => "it made no hizi zetu reservation".into(),
            Goal::PhaseTwo => "phase 2 did not begin with the game going on".into(),
            Goal::FileCapture => "it did not capture a whole file".into(),
            Goal::KuwekaMtoto => "it reserved no hole".into(),
            Goal::BanksOwn => "no seed went through your reserved hole to your bank".into(),
            Goal::Wins => "it did not win".into(),
        }
    }
}

/// How an attempt went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move did what was asked.
    Done,
    /// It did not, and why (what the move did and where to look).
    Wrong(String),
}

impl Lesson {
    /// The lesson's position, read by the rules (every lesson's position is checked by a test).
    pub fn setup(&self) -> Result<Setup, String> {
        self.position.parse::<Setup>().map_err(|error| format!("lesson {}: {error}", self.id))
    }

    /// The game.
    #[must_use]
    #[cfg(test)]
    pub fn variant(&self) -> Variant {
        self.setup().map_or(Variant::Kete, |setup| setup.variant)
    }

    /// Judges `mv`, a legal move on `line` (the lesson's position): played by the rules, its events and the
    /// status after it tested against the goal. A move that is not legal there gets the rules' refusal.
    #[must_use]
    pub fn judge(&self, line: &AnyLine, mv: AnyMove) -> Verdict {
        let mut after = line.clone();
        if let Err(error) = after.play(mv) {
            return Verdict::Wrong(error.to_string());
        }
        let Some(events) = line.preview(mv) else { return Verdict::Wrong(format!("{mv} is not a move here")) };
        let before = line.setup();
        if self.goal.met(before.side, &events, after.status()) {
            Verdict::Done
        } else {
            let did = summary(before, &events, after.status());
            Verdict::Wrong(format!("{mv} {did}, so {}: {}", self.goal.missed(before.variant), self.hint))
        }
    }

    /// Judges a move typed in the notation, from the lesson's position (what the tests and `bao learn` check).
    #[cfg(test)]
    pub fn judge_text(&self, text: &str) -> Result<Verdict, String> {
        let line = AnyLine::new(&self.setup()?).map_err(|error| error.to_string())?;
        match line.resolve(text) {
            Ok(mv) => Ok(self.judge(&line, mv)),
            Err(error) => Ok(Verdict::Wrong(error.to_string())),
        }
    }
}

/// What a move did, in a few words, from its events: how many laps it sowed, its relays and captures, and how
/// it ended (`sowed 1 lap and ended in A4, which was empty`).
#[must_use]
pub fn summary(before: Setup, events: &[Event], status: Status) -> String {
    let variant = before.variant;
    let captured: u32 = events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { seeds, .. } => Some(u32::from(*seeds)),
            _ => None,
        })
        .sum();
    let took = match u8::try_from(captured) {
        Ok(0) => "captured nothing".to_string(),
        Ok(n) => format!("captured {}", count(variant, n)),
        Err(_) => format!("captured {captured}"),
    };
    let mut text = if let Some((from, to)) = events.iter().find_map(|e| match e {
        Event::Step { from, to } => Some((*from, *to)),
        _ => None,
    }) {
        format!("stepped from {from} to {to} and {took}")
    } else {
        let mut replay = Replay::new(before);
        for event in events {
            replay.apply(event);
        }
        let laps = replay.lap;
        let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
        let relayed = match relays {
            0 => "no relay".to_string(),
            1 => "1 relay".to_string(),
            n => format!("{n} relays"),
        };
        let ended = events.iter().rev().find_map(|e| match *e {
            Event::LapEnd { hole, was, rule } => Some(lap_end(variant, hole, was, rule)),
            _ => None,
        });
        let plural = if laps == 1 { "" } else { "s" };
        let mut text = format!("sowed {laps} lap{plural} with {relayed}, {took}");
        if let Some(ended) = ended {
            text = format!("{text} and {ended}");
        }
        text
    };
    if let Status::Over(outcome) = status {
        let result = match outcome.result {
            GameResult::Win(side) if side == before.side => "won".to_string(),
            GameResult::Win(side) => format!("lost ({} wins: {})", side_name(side), outcome.reason_text()),
            GameResult::Draw => "drew".to_string(),
        };
        text = format!("{text}; the game is over and you {result}");
    }
    text
}

/// How the last lap ended, in a few words.
fn lap_end(variant: Variant, hole: Hole, was: u8, rule: LapRule) -> String {
    let held = if was == 0 { "which was empty".to_string() } else { format!("which held {}", count(variant, was)) };
    match rule {
        LapRule::KuuStops => format!("ended in the kuu {hole}, which ends a takata"),
        LapRule::KuuChoice => format!("stopped in the kuu {hole}"),
        LapRule::ReservedStops => format!("ended in the hizi zetu hole {hole}"),
        LapRule::ReservedBanks { .. } => format!("ended in the reserved hole {hole}"),
        LapRule::KuwekaMtoto => format!("reserved {hole} (kuweka mtoto)"),
        LapRule::GameWon => "emptied the opponent's front row".to_string(),
        _ => format!("ended in {hole}, {held}"),
    }
}

/// The lessons of `variant`, in order.
#[must_use]
pub fn for_variant(variant: Variant) -> &'static [Lesson] {
    match variant {
        Variant::Kete => lessons::KETE,
        Variant::KimasaiRelay => lessons::KIMASAI_RELAY,
        Variant::KimasaiStep => lessons::KIMASAI_STEP,
        Variant::Kingulu => lessons::KINGULU,
    }
}

#[cfg(test)]
mod tests;
