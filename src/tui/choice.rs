//! Choosing a move from a pit: the rules give every complete legal move with its choices; this narrows them
//! by the pit, then by direction (`<`/`>`), then by stop-or-safari (`+`), asking a named question wherever more
//! than one remains. Only kete moves carry choices; for the other games a pit names at most one move.

use crate::rules::{AnyMove, Hole, Toward};

/// What picking a pit (or answering a question) leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Pick {
    /// Exactly one move remains: play it.
    Play(AnyMove),
    /// More than one remains: ask.
    Ask(Question),
    /// No legal move starts from the pit.
    None,
}

/// What a question asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Asking {
    /// Which way the hand goes.
    Direction,
    /// Whether to stop in the kuu or play on (safari).
    Safari,
}

/// A question inside a move, with its options in the order the keys `1`/`2` pick them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Question {
    /// The pit the move starts from.
    pub hole: Hole,
    /// What is asked.
    pub asking: Asking,
    /// Each option's words and the moves it leaves.
    pub options: Vec<(String, Vec<AnyMove>)>,
}

impl Question {
    /// The question in words.
    #[must_use]
    pub fn prompt(&self) -> String {
        match self.asking {
            Asking::Direction => crate::t!("play-which-way", hole = self.hole.to_string()),
            Asking::Safari => crate::t!("play-safari", hole = self.hole.to_string()),
        }
    }

    /// Answers with option `n`: what remains.
    #[must_use]
    pub fn answer(&self, n: usize) -> Option<Pick> {
        self.options.get(n).map(|(_, moves)| narrow(self.hole, moves))
    }
}

/// The legal moves that start from `hole`, narrowed to one or turned into a question.
#[must_use]
pub fn pick(legal: &[AnyMove], hole: Hole) -> Pick {
    narrow(hole, &legal.iter().copied().filter(|mv| mv.hole() == hole).collect::<Vec<_>>())
}

fn narrow(hole: Hole, moves: &[AnyMove]) -> Pick {
    match moves {
        [] => return Pick::None,
        [one] => return Pick::Play(*one),
        _ => {}
    }
    let toward = |t: Toward| moves.iter().copied().filter(|mv| mv.toward() == Some(t)).collect::<Vec<_>>();
    let (left, right) = (toward(Toward::Left), toward(Toward::Right));
    if !left.is_empty() && !right.is_empty() {
        return Pick::Ask(Question {
            hole,
            asking: Asking::Direction,
            options: vec![(crate::t!("play-toward-left"), left), (crate::t!("play-toward-right"), right)],
        });
    }
    let (safari, stop): (Vec<AnyMove>, Vec<AnyMove>) = moves.iter().partition(|mv| mv.safari());
    if !safari.is_empty() && !stop.is_empty() {
        return Pick::Ask(Question {
            hole,
            asking: Asking::Safari,
            options: vec![(crate::t!("play-safari-yes"), safari), (crate::t!("play-safari-no"), stop)],
        });
    }
    // The rules never give two moves that differ in nothing; take the first rather than loop.
    Pick::Play(moves[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::{Kete, KeteMove, Kingulu, MoveText};

    /// A move as a game makes it: kete's when it has a direction, kingulu's otherwise.
    fn mv(text: &str) -> AnyMove {
        let written: MoveText = text.parse().unwrap();
        match written.toward {
            Some(toward) => AnyMove::of::<Kete>(KeteMove { hole: written.hole, toward, safari: written.safari }),
            None => AnyMove::of::<Kingulu>(written.hole),
        }
    }

    fn moves(texts: &str) -> Vec<AnyMove> {
        texts.split_whitespace().map(mv).collect()
    }

    fn hole(text: &str) -> Hole {
        text.parse().unwrap()
    }

    #[test]
    fn one_move_from_a_pit_is_played_at_once() {
        let legal = moves("A3 A4 A5");
        assert_eq!(pick(&legal, hole("A4")), Pick::Play(mv("A4")));
        assert_eq!(pick(&legal, hole("A1")), Pick::None);
    }

    #[test]
    fn kete_asks_the_direction_then_the_safari() {
        let legal = moves("A4< A4> A4>+ A6<");
        let Pick::Ask(question) = pick(&legal, hole("A4")) else { panic!("a question") };
        assert_eq!(question.asking, Asking::Direction);
        assert_eq!(question.answer(0), Some(Pick::Play(mv("A4<"))));
        let Some(Pick::Ask(safari)) = question.answer(1) else { panic!("a second question") };
        assert_eq!(safari.asking, Asking::Safari);
        assert_eq!(safari.answer(0), Some(Pick::Play(mv("A4>+"))));
        assert_eq!(safari.answer(1), Some(Pick::Play(mv("A4>"))));
        assert_eq!(safari.answer(2), None);
    }

    #[test]
    fn a_forced_direction_is_not_asked() {
        let legal = moves("A6< A6<+");
        let Pick::Ask(question) = pick(&legal, hole("A6")) else { panic!("a question") };
        assert_eq!(question.asking, Asking::Safari);
    }
}
