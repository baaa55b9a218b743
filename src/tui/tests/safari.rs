//! The safari question of kete, shown where the sowing reaches the kuu, on a real position of the rules
//! document (rules/kete.md example E3: South's nemo capture from A2 ends in the own kuu, stop or safari).

use super::super::app::Screen;
use super::super::choice::Asking;
use super::super::play::{Mode, Play};
use super::super::seats::people;
use super::super::{App, Theme};
use super::{history, play_of, press, render};
use crate::rules::{ChoiceKind, Event, Setup};

const E3: &str = "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25";

fn e3() -> App {
    let setup: Setup = E3.parse().unwrap();
    let play = Play::new(&setup, people()).unwrap();
    App { screen: Screen::Play(Box::new(play)), ..App::new(Theme::monochrome()) }
}

#[test]
fn the_safari_question_is_asked_where_the_sowing_reaches_the_kuu() {
    let mut app = e3();
    assert_eq!(play_of(&app).cursor, Some("A2".parse().unwrap()), "A2 starts the only moves");
    press(&mut app, "\n");
    let Mode::Choice(question, Some(preview)) = &play_of(&app).mode else { panic!("a question with the sowing") };
    assert_eq!(question.asking, Asking::Safari);
    // Shown up to the choice, not past it: the next event is the choice itself.
    assert!(preview.cursor() > 0 && !preview.at_end());
    let next = play_of(&app).line.preview(question.options[0].1[0]).unwrap()[preview.cursor()];
    assert!(matches!(next, Event::Choice { kind: ChoiceKind::Safari, .. }), "{next:?}");
    insta::assert_snapshot!("kete_safari_question", render(&app, 80, 24));
    press(&mut app, "y");
    assert_eq!(history(&app), ["A2>+"]);
}

#[test]
fn no_safari_stops_in_the_kuu() {
    let mut app = e3();
    press(&mut app, "\nn");
    assert_eq!(history(&app), ["A2>"]);
    let after = "kete N 2,2,2,2,2,2,3,2/0,0,0,6,0,1,2,0/1,3,2,1,8,0,0,2/1,0,0,1,0,0,0,0 r=9,10 kuu=11 m=26";
    assert_eq!(play_of(&app).line.setup().to_string(), after);
}

/// In Swahili (issue #30) the question, its options and the sowing so far come from the catalogs, and the lap
/// whose line is longer than the room beside the history is wrapped under itself, whole, not cut.
#[test]
fn the_safari_question_in_swahili() {
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        let mut app = e3();
        press(&mut app, "\n");
        let screen = render(&app, 80, 24);
        assert!(screen.contains("A2: upandaji umefika kuu yako. Safari (iinue, endelea)?"), "{screen}");
        assert!(screen.contains("1/y ndiyo, endelea   2/n hapana, simama kwenye kuu"), "{screen}");
        // The words left of the history's border, run together: the long lap's line is there whole.
        let left = screen.lines().map(|line| line.trim_matches('"').split('│').next().unwrap_or_default());
        let words = left.flat_map(str::split_whitespace).collect::<Vec<_>>().join(" ");
        let lap = "▸ mzunguko 1 zilizoliwa 5 A1 saa → A5 na 7: kuu, simama au safari";
        assert!(words.contains(lap), "{screen}");
    });
}
