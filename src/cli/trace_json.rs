//! The JSON form of trace events (NOTATION.md "Trace events"): one object per event with `"event"` and the
//! table's fields, holes in notation, sides `"S"`/`"N"`, directions `"cw"`/`"acw"`. Extra fields: `hand` on
//! `bank`; `side`, `to` and `with` on `capture`; `penultimate` on `reserve_hole`.

use serde_json::{Value, json};

use crate::rules::{CaptureTo, ChoiceKind, Event};

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
        Event::LapEnd { hole, was } => json!({"event": "lap_end", "hole": name(hole), "was": was}),
        Event::Relay { hole, seeds } => json!({"event": "relay", "hole": name(hole), "seeds": seeds}),
        Event::Choice { kind, taken } => {
            let kind = match kind {
                ChoiceKind::Safari => "safari",
            };
            json!({"event": "choice", "kind": kind, "taken": taken})
        }
        Event::Capture { from, seeds, to } => match to {
            CaptureTo::Hand => json!({"event": "capture", "from": name(from), "seeds": seeds, "to": "hand"}),
            CaptureTo::Bank { side, with } => json!({
                "event": "capture", "from": name(from), "seeds": seeds, "to": "bank",
                "side": side.letter().to_string(), "with": name(with)
            }),
            CaptureTo::Removed => json!({"event": "capture", "from": name(from), "seeds": seeds, "to": "removed"}),
        },
        Event::Enter { hole, direction, seeds } => {
            json!({"event": "enter", "hole": name(hole), "direction": direction.code(), "seeds": seeds})
        }
        Event::KuuDestroyed { side } => json!({"event": "kuu_destroyed", "side": side.letter().to_string()}),
        Event::ReserveHole { hole, side, penultimate } => json!({
            "event": "reserve_hole", "hole": name(hole), "side": side.letter().to_string(),
            "penultimate": penultimate.map(name)
        }),
        Event::Takasia { hole } => json!({"event": "takasia", "hole": name(hole)}),
        Event::Step { from, to } => json!({"event": "step", "from": name(from), "to": name(to)}),
        Event::Stage { stage } => json!({"event": "stage", "name": stage.name()}),
        Event::GameOver { outcome } => {
            json!({"event": "game_over", "result": outcome.result_text(), "reason": outcome.reason_text()})
        }
    }
}
