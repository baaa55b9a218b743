//! Small helpers for the rules' unit tests: positions from strings, moves from text, traces.

use super::{Event, Game, Line, Setup, Status, resolve_move, trace};

/// The position of `text`, which must be valid.
pub fn position<G: Game>(text: &str) -> G {
    let setup: Setup = text.parse().expect("test positions parse");
    G::from_setup(&setup).expect("test positions are valid")
}

/// The position after playing `moves` (space separated) from `text`, canonically.
pub fn after<G: Game>(text: &str, moves: &str) -> String {
    let moves: Vec<&str> = moves.split_whitespace().collect();
    Line::from_texts(position::<G>(text), &moves).expect("test moves play").current().to_setup().to_string()
}

/// The legal moves of `text`, canonically, space separated.
pub fn legal<G: Game>(text: &str) -> String {
    position::<G>(text).legal_moves().iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// The events of `mv` played in `text`.
pub fn events<G: Game>(text: &str, mv: &str) -> Vec<Event> {
    let start = position::<G>(text);
    let mv = resolve_move(&start, mv).expect("the traced move is legal");
    trace(&start, mv).1
}

/// Why `mv` is refused in `text`.
pub fn refusal<G: Game>(text: &str, mv: &str) -> String {
    resolve_move(&position::<G>(text), mv).expect_err("the move is refused").to_string()
}

/// The status line of `text` after `moves`.
pub fn status<G: Game>(text: &str, moves: &str) -> Status {
    let moves: Vec<&str> = moves.split_whitespace().collect();
    Line::from_texts(position::<G>(text), &moves).expect("test moves play").status()
}

/// A hole named in the notation.
pub fn hole(text: &str) -> super::Hole {
    text.parse().expect("test holes parse")
}

/// Counts the relays of a move (how many laps it took before the loop guard fired, for instance).
#[derive(Default)]
pub struct RelayCounter(pub u32);

impl super::Observer for RelayCounter {
    fn event(&mut self, event: Event) {
        if matches!(event, Event::Relay { .. }) {
            self.0 += 1;
        }
    }
}
