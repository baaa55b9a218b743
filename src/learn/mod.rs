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

/// One lesson: what it teaches, the position, what to do and how the attempt is judged. Its words (title, idea,
/// ask and hint) are the catalogs' messages named by its id (`learn-lesson-kete-relay-title`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A stable id, kept in the progress file (`kete-relay`), which also names the lesson's messages.
    pub id: &'static str,
    /// The position, in the notation (`docs/NOTATION.md`).
    pub position: &'static str,
    /// What the attempt must do.
    pub goal: Goal,
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
            Goal::Legal => crate::t!("learn-missed-legal"),
            Goal::OneLap => crate::t!("learn-missed-one-lap"),
            Goal::Relays(n) => crate::t!("learn-missed-relays", times = n),
            Goal::Captures(n) => crate::t!("learn-missed-captures", times = n),
            Goal::CaptureInto { from, enter } => {
                crate::t!("learn-missed-capture-into", from = from, enter = enter, variant = variant.name())
            }
            Goal::Safari => crate::t!("learn-missed-safari"),
            Goal::Tax => crate::t!("learn-missed-tax"),
            Goal::Takasia => crate::t!("learn-missed-takasia"),
            Goal::PhaseTwo => crate::t!("learn-missed-phase-two"),
            Goal::FileCapture => crate::t!("learn-missed-file"),
            Goal::KuwekaMtoto => crate::t!("learn-missed-kuweka-mtoto"),
            Goal::BanksOwn => crate::t!("learn-missed-banks-own"),
            Goal::Wins => crate::t!("learn-missed-wins"),
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
    /// Its message `part` (`title`, `text`, `ask`, `hint`) in the current language.
    fn words(&self, part: &str) -> String {
        crate::i18n::message(&format!("learn-lesson-{}-{part}", self.id), None)
    }

    /// A short title (`Relay`).
    #[must_use]
    pub fn title(&self) -> String {
        self.words("title")
    }

    /// The idea taught, in the game's own terms, a few sentences.
    #[must_use]
    pub fn text(&self) -> String {
        self.words("text")
    }

    /// What to do, one line.
    #[must_use]
    pub fn ask(&self) -> String {
        self.words("ask")
    }

    /// Where to look when the attempt misses, said after what went wrong; none for a lesson on what the rules
    /// allow ([`Goal::Legal`]), whose wrong moves the rules refuse themselves.
    #[must_use]
    pub fn hint(&self) -> String {
        if self.goal == Goal::Legal { String::new() } else { self.words("hint") }
    }

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
        let Some(events) = line.preview(mv) else {
            return Verdict::Wrong(crate::t!("learn-not-a-move-here", played = mv.to_string()));
        };
        let before = line.setup();
        if self.goal.met(before.side, &events, after.status()) {
            Verdict::Done
        } else {
            let did = summary(before, &events, after.status());
            let (played, missed, hint) = (mv.to_string(), self.goal.missed(before.variant), self.hint());
            Verdict::Wrong(crate::t!("learn-wrong", played = played, did = did, missed = missed, hint = hint))
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
        Ok(0) => crate::t!("learn-took-nothing"),
        Ok(n) => crate::t!("learn-took", pieces = count(variant, n)),
        Err(_) => crate::t!("learn-took", pieces = captured.to_string()),
    };
    let text = if let Some((from, to)) = events.iter().find_map(|e| match e {
        Event::Step { from, to } => Some((*from, *to)),
        _ => None,
    }) {
        crate::t!("learn-did-step", from = from.to_string(), to = to.to_string(), took = took)
    } else {
        let mut replay = Replay::new(before);
        for event in events {
            replay.apply(event);
        }
        let relays = events.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
        let did = crate::t!("learn-did-sow", laps = replay.lap, relays = relays, took = took);
        let ended = events.iter().rev().find_map(|e| match *e {
            Event::LapEnd { hole, was, rule } => Some(lap_end(variant, hole, was, rule)),
            _ => None,
        });
        match ended {
            Some(ended) => crate::t!("learn-did-and-ended", did = did, ended = ended),
            None => did,
        }
    };
    let Status::Over(outcome) = status else { return text };
    match outcome.result {
        GameResult::Win(side) if side == before.side => crate::t!("learn-over-won", did = text),
        GameResult::Win(side) => {
            crate::t!("learn-over-lost", did = text, winner = side_name(side), reason = outcome.reason_text())
        }
        GameResult::Draw => crate::t!("learn-over-drew", did = text),
    }
}

/// How the last lap ended, in a few words.
fn lap_end(variant: Variant, hole: Hole, was: u8, rule: LapRule) -> String {
    let hole = hole.to_string();
    match rule {
        LapRule::KuuStops => crate::t!("learn-ended-kuu-stops", hole = hole),
        LapRule::KuuChoice => crate::t!("learn-ended-kuu-choice", hole = hole),
        LapRule::ReservedStops => crate::t!("learn-ended-reserved-stops", hole = hole),
        LapRule::ReservedBanks { .. } => crate::t!("learn-ended-reserved-banks", hole = hole),
        LapRule::KuwekaMtoto => crate::t!("learn-ended-kuweka-mtoto", hole = hole),
        LapRule::GameWon => crate::t!("learn-ended-game-won"),
        _ if was == 0 => crate::t!("learn-ended-empty", hole = hole),
        _ => crate::t!("learn-ended-held", hole = hole, pieces = count(variant, was)),
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
