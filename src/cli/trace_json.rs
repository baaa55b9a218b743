//! The JSON form of trace events (NOTATION.md "Trace events"): one object per event with `"event"` and the
//! table's fields, holes in notation, sides `"S"`/`"N"`, directions `"cw"`/`"acw"`. Extra fields: `hand` on
//! `bank`; `side`, `to` and `with` on `capture`; `penultimate` on `reserve_hole`.

use serde_json::{Value, json};

use crate::rules::{CaptureRule, CaptureTo, ChoiceKind, Entry, Event, KuuLoss, LapRule, NoCapture, Penultimate};

/// The event as one JSON object.
pub fn to_json(event: Event) -> Value {
    let name = |hole: crate::rules::Hole| hole.to_string();
    match event {
        Event::Reserve { hole } => json!({"event": "reserve", "hole": name(hole)}),
        Event::Tax { hole, seeds } => json!({"event": "tax", "hole": name(hole), "seeds": seeds}),
        Event::Lift { hole, seeds } => json!({"event": "lift", "hole": name(hole), "seeds": seeds}),
        Event::Sow { hole, hand } => json!({"event": "sow", "hole": name(hole), "hand": hand}),
        Event::Bank { hole, side, hand } => {
            json!({"event": "bank", "hole": name(hole), "side": side.letter().to_string(), "hand": hand})
        }
        Event::LapEnd { hole, was, rule } => {
            let mut object = json!({"event": "lap_end", "hole": name(hole), "was": was, "rule": lap_rule(rule)});
            let fields = object.as_object_mut().expect("an object");
            match rule {
                LapRule::EmptyNothingFacing { facing, reserved } => {
                    fields.insert("facing".into(), name(facing).into());
                    fields.insert("reserved".into(), reserved.into());
                }
                LapRule::EmptyCaptures { facing } | LapRule::Captures { facing } => {
                    fields.insert("facing".into(), name(facing).into());
                }
                LapRule::ReservedBanks { owner } => {
                    fields.insert("owner".into(), owner.letter().to_string().into());
                }
                LapRule::Relay { unless: Some(unless) } => {
                    let (code, hole) = no_capture(unless);
                    fields.insert("unless".into(), code.into());
                    if let Some(hole) = hole {
                        fields.insert("unless_hole".into(), name(hole).into());
                    }
                }
                _ => {}
            }
            object
        }
        Event::Relay { hole, seeds } => json!({"event": "relay", "hole": name(hole), "seeds": seeds}),
        Event::Choice { kind, taken } => {
            let kind = match kind {
                ChoiceKind::Safari => "safari",
            };
            json!({"event": "choice", "kind": kind, "taken": taken})
        }
        Event::Capture { from, seeds, to, by, rule } => {
            let rule = capture_rule(rule);
            match to {
                CaptureTo::Hand => json!({
                    "event": "capture", "from": name(from), "seeds": seeds, "to": "hand", "by": name(by), "rule": rule
                }),
                CaptureTo::Bank { side, with } => json!({
                    "event": "capture", "from": name(from), "seeds": seeds, "to": "bank",
                    "side": side.letter().to_string(), "with": name(with), "by": name(by), "rule": rule
                }),
                CaptureTo::Removed => json!({
                    "event": "capture", "from": name(from), "seeds": seeds, "to": "removed", "by": name(by), "rule": rule
                }),
            }
        }
        Event::Enter { hole, direction, seeds, why } => {
            let why = match why {
                Entry::Chosen => "chosen",
                Entry::Kimbi => "kimbi",
                Entry::KeepsDirection => "keeps_direction",
                Entry::CapturingHole => "capturing_hole",
            };
            json!({"event": "enter", "hole": name(hole), "direction": direction.code(), "seeds": seeds, "why": why})
        }
        Event::KuuDestroyed { side, why } => {
            let why = match why {
                KuuLoss::Captured => "captured",
                KuuLoss::Lifted => "lifted",
                KuuLoss::SixSeeds => "six_seeds",
                KuuLoss::Safari => "safari",
            };
            json!({"event": "kuu_destroyed", "side": side.letter().to_string(), "why": why})
        }
        Event::ReserveHole { hole, side, penultimate } => {
            let mut object = json!({
                "event": "reserve_hole", "hole": name(hole), "side": side.letter().to_string(),
                "penultimate": penultimate.moved().map(name)
            });
            let fields = object.as_object_mut().expect("an object");
            let why = match penultimate {
                Penultimate::Moved(_) => "moved",
                Penultimate::Singleton => "singleton",
                Penultimate::Banked(banked) => {
                    fields.insert("penultimate_hole".into(), name(banked).into());
                    "banked"
                }
            };
            fields.insert("penultimate_why".into(), why.into());
            object
        }
        Event::Takasia { hole } => json!({"event": "takasia", "hole": name(hole)}),
        Event::Step { from, to } => json!({"event": "step", "from": name(from), "to": name(to)}),
        Event::Stage { stage } => json!({"event": "stage", "name": stage.name()}),
        Event::GameOver { outcome } => {
            json!({"event": "game_over", "result": outcome.result_text(), "reason": outcome.reason_text()})
        }
    }
}

/// The lap-end rule's code in the `rule` field.
const fn lap_rule(rule: LapRule) -> &'static str {
    match rule {
        LapRule::Empty => "empty",
        LapRule::EmptyNothingFacing { .. } => "empty_nothing_facing",
        LapRule::EmptyCaptures { .. } => "empty_captures",
        LapRule::Captures { .. } => "captures",
        LapRule::Relay { .. } => "relay",
        LapRule::KuuStops => "kuu_stops",
        LapRule::KuuChoice => "kuu_choice",
        LapRule::KuuSafari => "kuu_safari",
        LapRule::ReservedStops => "reserved_stops",
        LapRule::ReservedBanks { .. } => "reserved_banks",
        LapRule::KuwekaMtoto => "kuweka_mtoto",
        LapRule::GameWon => "game_won",
    }
}

/// Why a relay did not capture: the `unless` code and the hole it names, if any.
const fn no_capture(unless: NoCapture) -> (&'static str, Option<crate::rules::Hole>) {
    match unless {
        NoCapture::Takata => ("takata", None),
        NoCapture::FacingEmpty(hole) => ("facing_empty", Some(hole)),
        NoCapture::Phase1 => ("phase1", None),
        NoCapture::LaterLap => ("later_lap", None),
        NoCapture::FirstLapFromKuu => ("first_lap_from_kuu", None),
    }
}

/// The capture rule's code in the `rule` field.
const fn capture_rule(rule: CaptureRule) -> &'static str {
    match rule {
        CaptureRule::Placement => "placement",
        CaptureRule::LapEnd => "lap_end",
        CaptureRule::EmptyOwnHole => "empty_own_hole",
        CaptureRule::Facing => "facing",
        CaptureRule::SameFile => "same_file",
    }
}
