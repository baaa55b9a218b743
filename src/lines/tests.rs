//! Tests of the line mode without a terminal: conversations driven through [`Conversation`] on a real
//! [`App`], what they say checked against the rules, in English, in Swahili (snapshots at 80 columns) and in
//! the pseudo language, where a word of plain ASCII letters in the line mode's own sentences came from no
//! catalog.

use std::time::{Duration, Instant};

use crate::engine::Level;
use crate::i18n::catalog::pseudo;
use crate::i18n::{Language, scoped};
use crate::rules::{AnyLine, BySide, Setup, Variant};
use crate::store::Player;
use crate::tui::app::Screen;
use crate::tui::play::Play;
use crate::tui::seats::people;
use crate::tui::{App, Theme};

use super::Conversation;
use super::speak::{Said, lines};

/// Kete's E3 position (rules/kete.md), where the safari question arises from A2.
const KETE_E3: &str = "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25";

/// A conversation with an app, and everything said.
struct Talk {
    app: App,
    conversation: Conversation,
    said: Vec<Said>,
}

impl Talk {
    fn new(mut app: App) -> Talk {
        let mut conversation = Conversation::default();
        let said = conversation.begin(&mut app);
        Talk { app, conversation, said }
    }

    /// A game of `variant` from `from` (or its start), played by `seats`.
    fn game(variant: Variant, from: Option<&str>, seats: BySide<Player>) -> Talk {
        let start = from.map_or_else(|| Setup::start(variant), |text| text.parse().unwrap());
        let play = Play::new(&start, seats).unwrap();
        let mut app = App::new(Theme::monochrome());
        app.screen = Screen::Play(Box::new(play));
        Talk::new(app)
    }

    /// Types `line`; returns what it said.
    fn type_line(&mut self, line: &str) -> Vec<Said> {
        let said = self.conversation.hear(&mut self.app, line);
        self.said.extend(said.clone());
        said
    }

    /// What the inbox brings until `done` holds of what was said, within a few seconds.
    fn wait_until(&mut self, done: impl Fn(&[Said]) -> bool) -> Vec<Said> {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut said = Vec::new();
        while !done(&said) {
            assert!(Instant::now() < deadline, "waited in vain; said: {said:?}");
            if let Some(msg) = self.app.wait(Some(Instant::now() + Duration::from_millis(50))) {
                said.extend(self.conversation.receive(&mut self.app, msg));
            }
        }
        self.said.extend(said.clone());
        said
    }

    fn line(&self) -> &AnyLine {
        match &self.app.screen {
            Screen::Play(play) => &play.line,
            _ => panic!("not a game"),
        }
    }
}

/// The words said, one line each as written at 80 columns.
fn text(said: &[Said]) -> String {
    said.iter().flat_map(|said| lines(&said.text, 80)).collect::<Vec<_>>().join("\n")
}

fn two_people() -> BySide<Player> {
    people()
}

#[test]
fn a_game_opens_with_who_plays_whom_and_whose_turn_it_is() {
    scoped(Language::English, || {
        let talk = Talk::game(Variant::Kingulu, None, two_people());
        let said = text(&talk.said);
        assert!(said.starts_with("Bao, line by line. Type help for the commands.\nBao Kingulu: two players at"));
        assert!(said.ends_with("South to move."), "{said}");
    });
}

#[test]
fn a_move_is_told_with_its_player_and_the_next_turn_and_undo_and_redo_take_it_back_and_again() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        assert_eq!(text(&talk.type_line("A3")), "South played A3.\nNorth to move.");
        assert_eq!(text(&talk.type_line("undo")), "Took back A3.\nSouth to move.");
        assert_eq!(text(&talk.type_line("redo")), "South played again A3.\nNorth to move.");
        // A refusal, in the rules' words, said each time it is made.
        for _ in 0..2 {
            let said = talk.type_line("A3");
            assert!(said.len() == 1 && said[0].error, "{said:?}");
        }
        assert!(text(&talk.type_line("redo")).contains("nothing to redo"));
        assert!(text(&talk.type_line("boards")).starts_with("Not understood: boards."));
    });
}

#[test]
fn the_board_is_read_row_by_row_with_every_pit_and_its_count() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        talk.type_line("A3");
        let setup = talk.line().setup();
        let said = text(&talk.type_line("board"));
        let layout = Variant::Kingulu.layout();
        for index in 0..layout.holes() {
            let pit = format!("{} {}", layout.hole(index), setup.count_at(index));
            assert!(said.contains(&pit), "{pit} in {said}");
        }
        assert!(said.contains("Banks: South "), "{said}");
        assert!(said.contains("Last move: A3 by South."), "{said}");
        assert_eq!(text(&talk.type_line("position")), format!("Position: {setup}"));
    });
}

#[test]
fn the_legal_moves_why_a_pit_starts_none_and_the_last_move_lap_by_lap() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        let legal: Vec<String> = talk.line().legal_moves().iter().map(ToString::to_string).collect();
        let said = text(&talk.type_line("moves"));
        assert_eq!(said, format!("{} legal moves: {}.", legal.len(), legal.join(", ")));
        let why = text(&talk.type_line("why A1"));
        assert!(why.starts_with("No move from A1: its first lap ends in"), "{why}");
        assert_eq!(text(&talk.type_line("why A3")), "A3 starts a move: A3.");
        assert!(talk.type_line("why Z9")[0].error);
        assert!(talk.type_line("trace")[0].error, "no move yet");
        talk.type_line("A3");
        let trace = talk.type_line("trace");
        assert_eq!(trace[0].text, "Move 1, A3 by South:");
        let (before, events) = talk.line().trace_move(0).unwrap();
        let sentences = crate::explain::sentences(before, &events);
        // Every event but the single seeds sown, in the step-through's words.
        assert!(trace.len() > 2 && trace[1..].iter().all(|said| sentences.contains(&said.text)), "{trace:?}");
        assert!(!trace.iter().any(|said| said.text.starts_with("a seed into")));
    });
}

#[test]
fn laps_on_tells_each_move_lap_by_lap() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        assert_eq!(text(&talk.type_line("laps on")), "Every move will be told lap by lap.");
        let said = talk.type_line("A3");
        assert_eq!(said[0].text, "South played A3.");
        assert!(said.iter().any(|said| said.text.starts_with("lap 1 ends in")), "{said:?}");
        assert_eq!(said.last().unwrap().text, "North to move.");
    });
}

#[test]
fn a_whole_game_between_two_people_ends_as_the_rules_say() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        let mut line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
        for _ in 0..400 {
            let Some(mv) = line.legal_moves().first().copied() else { break };
            let side = crate::i18n::side_name(line.side_to_move());
            let said = talk.type_line(&mv.to_string());
            line.play(mv).unwrap();
            assert_eq!(said[0].text, format!("{side} played {mv}."));
            assert_eq!(talk.line().setup(), line.setup());
        }
        let crate::rules::Status::Over(outcome) = line.status() else { panic!("the game ends within 400 moves") };
        let said = text(&talk.said);
        let result = match outcome.result {
            crate::rules::GameResult::Win(side) => format!("Game over: {} wins.", crate::i18n::side_name(side)),
            crate::rules::GameResult::Draw => "Game over: a draw.".into(),
        };
        assert!(said.contains(&result), "{said}");
        assert!(said.contains("Score: South "), "{said}");
        assert!(talk.type_line("A1")[0].error, "no move after the end");
        assert!(text(&talk.type_line("new")).starts_with("Bao Kingulu: two players at this keyboard."));
        assert_eq!(talk.line().len(), 0);
    });
}

#[test]
fn the_computer_answers_and_its_move_is_told_when_it_comes() {
    scoped(Language::English, || {
        let one = Player::Computer { level: Level::MIN };
        let mut talk = Talk::game(Variant::Kingulu, None, BySide::new(Player::Person, one));
        let said = text(&talk.type_line("A3"));
        assert!(said.starts_with("South (you) played A3.\n"), "{said}");
        let said = talk.wait_until(|said| said.iter().any(|said| said.text.starts_with("North (computer, level 1)")));
        let mv = talk.line().move_at(1).unwrap();
        assert_eq!(said[0].text, format!("North (computer, level 1) played {mv}."));
        assert_eq!(said[1].text, "South to move: your turn.");
        assert_eq!(talk.conversation.prompt(), "South");
    });
}

#[test]
fn kete_asks_the_safari_and_takes_yes_or_no() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kete, Some(KETE_E3), two_people());
        let said = text(&talk.type_line("A2"));
        assert!(said.contains("Safari"), "{said}");
        assert!(said.ends_with("Answer yes or no (or 1 or 2)."), "{said}");
        assert_eq!(talk.conversation.prompt(), "answer");
        assert!(talk.type_line("A5")[0].error, "a move while a question waits");
        assert!(text(&talk.type_line("yes")).starts_with("South played A2>+."));
    });
}

#[test]
fn a_kete_lesson_is_opened_from_the_list_and_done_with_its_move() {
    scoped(Language::English, || {
        let mut app = App::new(Theme::monochrome());
        app.open_learn(Variant::Kete);
        let mut talk = Talk::new(app);
        let list = text(&talk.said);
        let lessons = crate::learn::for_variant(Variant::Kete);
        assert!(list.contains(&format!("1. {}", lessons[0].title())), "{list}");
        assert_eq!(talk.conversation.prompt(), "learn");
        let opened = text(&talk.type_line("1"));
        assert!(opened.starts_with(&format!("Lesson 1: {}.", lessons[0].title())), "{opened}");
        assert!(opened.contains(&lessons[0].ask()), "{opened}");
        assert!(opened.contains("South's front row: "), "{opened}");
        assert!(talk.type_line("hint")[0].error);
        let done = text(&talk.type_line(lessons[0].answer));
        assert!(done.starts_with(&format!("Done: {}.", lessons[0].answer)), "{done}");
        let next = text(&talk.type_line("next"));
        assert!(next.starts_with("Lesson 2: "), "{next}");
        assert!(text(&talk.type_line("back")).contains("(done)"), "the list marks the first done");
    });
}

#[test]
fn help_lists_every_command_and_the_rules_are_read_by_section() {
    scoped(Language::English, || {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        let help = text(&talk.type_line("help"));
        for word in super::command::Word::ALL {
            assert!(help.contains(&format!("\n{}: ", word.english())), "{word:?} in {help}");
        }
        let rules = talk.type_line("rules");
        assert!(rules[0].text.starts_with("The rules of Bao Kingulu"));
        assert!(talk.type_line("rules 1")[0].text.starts_with("1. "));
        assert!(talk.type_line("rules 99")[0].error);
    });
}

#[test]
fn the_study_ranks_every_move_and_closes_once_told() {
    scoped(Language::English, || {
        let ending = "kingulu S 0,0,0,1,0,2/0,1,0,0,0,1 c=20,23 m=60";
        let mut talk = Talk::game(Variant::Kingulu, Some(ending), two_people());
        assert_eq!(text(&talk.type_line("study")), "Studying every legal move, for at most 10 seconds.");
        assert!(talk.type_line("study")[0].error, "one study at a time");
        let said = talk.wait_until(|said| said.iter().any(|said| said.text.starts_with("The study ranks")));
        let said = text(&said);
        assert!(said.contains("The study ranks 2 moves, best first:\n1. A2: loss in 4 plies, depth "), "{said}");
        assert!(said.contains("\n2. A6: loss in 2 plies"), "{said}");
        let Screen::Play(play) = &talk.app.screen else { panic!("a game") };
        assert!(play.study.is_none(), "closed once its ranking is told");
    });
}

/// What changed is a pure function of two snapshots: none says nothing, a takeback and a move are said, the
/// status line's message about a move is not said twice but a refusal always is.
#[test]
fn what_changed_is_told_from_two_snapshots_alone() {
    use super::narrate::{Context, narrate};
    use super::snapshot::Snapshot;
    scoped(Language::English, || {
        let mut app = App::new(Theme::monochrome());
        app.screen = Screen::Play(Box::new(Play::new(&Setup::start(Variant::Kingulu), two_people()).unwrap()));
        let start = Snapshot::of(&app);
        assert!(narrate(&start, &start, Context::default()).is_empty());
        app.update(crate::tui::Action::Pit("A3".parse().unwrap()));
        let moved = Snapshot::of(&app);
        assert_eq!(moved.message.as_ref().map(|(text, _)| text.as_str()), Some("played A3"));
        assert_eq!(text(&narrate(&start, &moved, Context::default())), "South played A3.\nNorth to move.");
        assert_eq!(text(&narrate(&moved, &start, Context::default())), "Took back A3.\nSouth to move.");
        let mut refused = moved.clone();
        refused.message = Some(("the disk is full".into(), true));
        let said = narrate(&start, &refused, Context::default());
        assert!(said[0].error && said[0].text == "the disk is full", "{said:?}");
        let opened = narrate(&start, &moved, Context { opened: true, laps: false });
        assert_eq!(opened[0].text, "Bao Kingulu: two players at this keyboard.");
    });
}

/// A short kingulu game in Swahili: every sentence of the line mode's own in Swahili, every line within 80
/// columns.
#[test]
fn a_game_in_swahili_at_80_columns() {
    let transcript = scoped(Language::Swahili, || {
        let mut talk =
            Talk::game(Variant::Kingulu, None, BySide::new(Player::Person, Player::Computer { level: Level::MIN }));
        for line in ["ubao", "hatua", "kwa nini A3", "mizunguko zima", "msaada"] {
            talk.type_line(line);
        }
        text(&talk.said)
    });
    for line in transcript.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
    insta::assert_snapshot!("swahili_game", transcript);
}

/// The board, the moves and a move told of each game, in Swahili.
#[test]
fn each_board_in_swahili() {
    for variant in Variant::ALL {
        let transcript = scoped(Language::Swahili, || {
            let mut talk = Talk::game(variant, None, two_people());
            let first = talk.line().legal_moves()[0].to_string();
            talk.type_line("ubao");
            talk.type_line(&first);
            text(&talk.said)
        });
        insta::assert_snapshot!(format!("swahili_board_{variant}"), transcript);
    }
}

/// The line mode's own sentences (not the words it passes on from the rest of the program) come from its
/// catalog: in the pseudo language none holds a word of plain ASCII letters but the values (the games' names
/// in the notation, the words a player types after a command).
#[test]
fn the_line_modes_own_sentences_come_from_its_catalog() {
    const VALUES: &[&str] = &["kete", "kingulu", "kimasai", "relay", "step", "bao", "host", "join", "lines", "boards"];
    let said = pseudo::scoped(|| {
        let mut talk = Talk::game(Variant::Kingulu, None, two_people());
        for line in ["ƀǿȧřḓ", "ḿǿṽḗş", "A3", "ŧřȧƈḗ", "ŀȧƥş ǿƞ", "A1", "ħḗŀƥ", "ƞḗẇ", "ẏḗş", "ƥǿşīŧīǿƞ", "boards", "A2"]
        {
            talk.type_line(line);
        }
        let mut app = App::new(Theme::monochrome());
        app.open_learn(Variant::Kete);
        let mut lesson = Talk::new(app);
        lesson.type_line("1");
        lesson.type_line(crate::learn::for_variant(Variant::Kete)[0].answer);
        let mut start = Talk::new(App::new(Theme::monochrome()));
        start.type_line("ħḗŀƥ");
        talk.said.into_iter().chain(lesson.said).chain(start.said).collect::<Vec<_>>()
    });
    let own: Vec<&Said> = said.iter().filter(|said| !said.relayed).collect();
    assert!(own.len() > 60, "the conversation said {} sentences of its own", own.len());
    let plain: Vec<String> = own
        .iter()
        .flat_map(|said| pseudo::plain_words(&said.text, 4))
        .filter(|word| !VALUES.contains(&word.to_ascii_lowercase().as_str()))
        .collect();
    assert!(plain.is_empty(), "words from no catalog: {plain:?}");
}
