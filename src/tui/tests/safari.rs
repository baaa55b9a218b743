//! The safari question of kete, shown where the sowing reaches the kuu: tried on a stand-in session, since the
//! rules do not play kete yet.

use super::super::app::{Mode, Play, Screen, Seats};
use super::super::choice::Asking;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::super::session::{Job, RankJob, Session};
use super::super::{App, Theme};
use super::{history, play_of, press, render};
use crate::engine::{Level, Limits};
use crate::rules::{ChoiceKind, Event, MoveError, MoveText, Setup, Status, Variant};

/// A stand-in for kete, which the rules do not play yet: two legal moves from A6 that differ only in the
/// safari choice, whose trace reaches the kuu before the choice.
struct SafariStandIn {
    setup: Setup,
    played: Vec<String>,
}

impl Session for SafariStandIn {
    fn variant(&self) -> Variant {
        Variant::Kete
    }
    fn setup(&self) -> Setup {
        self.setup
    }
    fn setup_at(&self, index: usize) -> Option<Setup> {
        (index == 0).then_some(self.setup)
    }
    fn status(&self) -> Status {
        Status::Ongoing
    }
    fn legal_moves(&self) -> Vec<MoveText> {
        ["A6<", "A6<+"].iter().map(|t| t.parse().unwrap()).collect()
    }
    fn history(&self) -> Vec<String> {
        self.played.clone()
    }
    fn cursor(&self) -> usize {
        self.played.len()
    }
    fn go_to(&mut self, _index: usize) -> bool {
        false
    }
    fn check(&self, text: &str) -> Result<String, MoveError> {
        Ok(text.to_string())
    }
    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        self.played.push(text.to_string());
        Ok(text.to_string())
    }
    fn cut(&mut self) {}
    fn preview(&self, _text: &str) -> Option<(Setup, Vec<Event>)> {
        let hole = |t: &str| t.parse().unwrap();
        let events = vec![
            Event::Lift { hole: hole("A6"), seeds: 2 },
            Event::Sow { hole: hole("A5"), hand: 1 },
            Event::Sow { hole: hole("A4"), hand: 0 },
            Event::Choice { kind: ChoiceKind::Safari, taken: false },
        ];
        Some((self.setup, events))
    }
    fn trace_move(&self, _index: usize) -> Option<(Setup, Vec<Event>)> {
        None
    }
    // The stand-in only asks the safari question: no computer plays it.
    fn think(&self, _: Level, _: Duration, _: Arc<AtomicBool>, _: u64) -> Job {
        Box::new(|| None)
    }
    fn hint(&self, _: Limits) -> Job {
        Box::new(|| None)
    }
    fn rank(&self, _: Limits) -> RankJob {
        Box::new(|_| {})
    }
}

#[test]
fn the_safari_question_is_asked_where_the_sowing_reaches_the_kuu() {
    let setup: Setup =
        "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1".parse().unwrap();
    let session = Box::new(SafariStandIn { setup, played: Vec::new() });
    let play = Play::with_session(session, setup, Seats::default());
    let mut app = App { screen: Screen::Play(Box::new(play)), ..App::new(Theme::monochrome()) };
    press(&mut app, "\n");
    let Mode::Choice(question, Some(preview)) = &play_of(&app).mode else { panic!("a question with the sowing") };
    assert_eq!(question.asking, Asking::Safari);
    assert_eq!(preview.cursor(), 3, "shown up to the choice, not past it");
    insta::assert_snapshot!("kete_safari_question", render(&app, 80, 24));
    press(&mut app, "y");
    assert_eq!(history(&app), ["A6<+"]);
}
