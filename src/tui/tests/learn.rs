//! The Learn screen driven by keys as a user would: `L` on the start screen lists the selected game's lessons,
//! Enter opens one, a wrong move is refused with what went wrong, the intended move shows its step-through and
//! is marked done (in the data folder when there is one), and Enter goes on to the next lesson.

use super::{press, render};
use crate::learn::{self, Progress};
use crate::rules::Variant;
use crate::tui::app::Screen;
use crate::tui::learn::{Entry, Learn};
use crate::tui::play::{Legal, Mode};
use crate::tui::{App, Theme};

fn learn_of(app: &App) -> &Learn {
    match &app.screen {
        Screen::Learn(learn) => learn,
        _ => panic!("the Learn screen is not shown"),
    }
}

/// The start screen with `variant` selected, then `L`.
fn lessons(mut app: App, variant: Variant) -> App {
    let index = Variant::ALL.iter().position(|&v| v == variant).unwrap();
    press(&mut app, &"→".repeat(index));
    press(&mut app, "L");
    app
}

/// A lesson's first move typed at the prompt.
fn typed(mv: &str) -> String {
    format!(":{mv}\n")
}

#[test]
fn each_game_has_a_lesson_refused_then_done_through_the_keys() {
    for variant in Variant::ALL {
        let mut app = lessons(App::new(Theme::monochrome()), variant);
        assert_eq!(learn_of(&app).variant, variant);
        press(&mut app, "\n");
        let first = &learn::for_variant(variant)[0];
        let attempt = learn_of(&app).attempt.as_ref().expect("Enter opens the first lesson");
        assert_eq!(attempt.task.id(), first.id);
        // A typical wrong move: refused, with what it did.
        let wrong = match variant {
            Variant::Kete => "A7<",
            Variant::KimasaiRelay => "A6",
            Variant::KimasaiStep => "A3",
            Variant::Kingulu => "A1",
        };
        press(&mut app, &typed(wrong));
        let attempt = learn_of(&app).attempt.as_ref().unwrap();
        assert!(!attempt.done, "{variant}: {wrong} does not do it");
        assert_eq!(attempt.play.line.len(), 0, "a refused move is not kept");
        let said = attempt.wrong.clone().or_else(|| app.shared.message.as_ref().map(|m| m.text.clone())).unwrap();
        assert!(said.contains(wrong), "{variant}: {said}");
        // The intended move: the step-through, marked done.
        press(&mut app, &typed(first.answer));
        let learn = learn_of(&app);
        let attempt = learn.attempt.as_ref().unwrap();
        assert!(attempt.done, "{variant}: {} does it", first.answer);
        assert!(matches!(attempt.play.mode, Mode::Step(_)), "the step-through of the move shows");
        assert!(learn.progress.is_done(first.id));
        // Enter: the next lesson.
        press(&mut app, "\n");
        let next = learn_of(&app).attempt.as_ref().expect("the next lesson opens");
        assert_eq!(next.entry, Entry::Lesson(1));
        assert!(!next.done);
        // Esc: back to the list, where the first lesson is marked.
        press(&mut app, "\x1b");
        assert!(learn_of(&app).attempt.is_none());
        assert!(render(&app, 80, 24).contains("✓ 1."), "{variant}");
    }
}

#[test]
fn the_kete_kichwa_lesson_is_done_with_the_cursor_and_the_direction_question() {
    let mut app = lessons(App::new(Theme::monochrome()), Variant::Kete);
    press(&mut app, "↓\n");
    assert_eq!(learn_of(&app).attempt.as_ref().unwrap().task.id(), "kete-kichwa");
    // The cursor starts on the first playable pit, A4; Enter asks the direction; `<` sows from A8: wrong.
    press(&mut app, "\n");
    let screen = render(&app, 60, 22);
    assert!(screen.contains("2/> > toward your right  Esc cancel"), "both directions whole at 60 columns\n{screen}");
    press(&mut app, "<");
    let attempt = learn_of(&app).attempt.as_ref().unwrap();
    assert!(attempt.wrong.as_ref().unwrap().contains("so it did not capture a5 and sow the seeds from A1"));
    press(&mut app, "\n>");
    assert!(learn_of(&app).attempt.as_ref().unwrap().done);
}

#[test]
fn progress_is_kept_in_the_data_folder() {
    let data = std::env::temp_dir().join(format!("bao-tui-learn-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let store = crate::store::Store::at(data.join("saves"));
    let with_store = || App::new(Theme::monochrome()).with_saving(crate::tui::saving::Saving::at(store.clone()));
    let mut app = lessons(with_store(), Variant::Kingulu);
    press(&mut app, &format!("\n{}", typed(learn::for_variant(Variant::Kingulu)[0].answer)));
    assert!(Progress::load(&data).is_done("kingulu-relay"));
    let again = lessons(with_store(), Variant::Kingulu);
    assert!(learn_of(&again).progress.is_done("kingulu-relay"));
    assert_eq!(learn_of(&again).selected, 1, "the list opens on the first lesson not done");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn learn_screens_at_80x24() {
    let app = lessons(App::new(Theme::monochrome()), Variant::Kete);
    insta::assert_snapshot!("learn_list_kete", render(&app, 80, 24));
    let mut app = lessons(App::new(Theme::monochrome()), Variant::Kingulu);
    press(&mut app, "\n:A1\n");
    insta::assert_snapshot!("learn_lesson_kingulu_refused", render(&app, 80, 24));
}

/// The puzzles follow the lessons in the list. Every puzzle of every game is opened with the keys: a wrong first
/// move is taken back with why; the stored line is then played, the screen answering with the defender's reply
/// after each right move, and the line's end solves it (the step-through, marked solved), also where the
/// defender's last reply is what ends the game (kingulu, where the solver is then left without a move).
#[test]
fn every_puzzle_is_played_out_through_the_keys() {
    for variant in Variant::ALL {
        let lessons_count = learn::for_variant(variant).len();
        for (index, puzzle) in crate::puzzle::for_variant(variant).iter().enumerate() {
            let mut app = lessons(App::new(Theme::monochrome()), variant);
            press(&mut app, &format!("{}\n", "↓".repeat(lessons_count + index)));
            let attempt = learn_of(&app).attempt.as_ref().expect("Enter opens the puzzle");
            assert_eq!(attempt.entry, Entry::Puzzle(index), "{}", puzzle.name);
            assert!(render(&app, 80, 24).contains(&puzzle.prompt()), "{}", puzzle.name);
            // A wrong first move: taken back, with the judge's words.
            let wrong = puzzle
                .line()
                .legal_moves()
                .into_iter()
                .find(|&mv| matches!(puzzle.judge(&[mv]), crate::puzzle::Judgement::Wrong { .. }))
                .expect("some first move is wrong");
            press(&mut app, &typed(&wrong.to_string()));
            let attempt = learn_of(&app).attempt.as_ref().unwrap();
            assert_eq!(attempt.play.line.len(), 0, "{}: a wrong move is not kept", puzzle.name);
            assert!(attempt.wrong.as_ref().is_some_and(|why| why.contains(&wrong.to_string())), "{}", puzzle.name);
            // The stored line: the solver's moves typed, the replies played by the screen.
            for (i, mv) in puzzle.solution.iter().enumerate().step_by(2) {
                press(&mut app, &typed(&mv.to_string()));
                let attempt = learn_of(&app).attempt.as_ref().unwrap();
                let played: Vec<String> = attempt.play.line.moves().map(|m| m.to_string()).collect();
                let expected: Vec<String> = puzzle.solution.iter().take(i + 2).map(ToString::to_string).collect();
                assert_eq!(played, expected, "{}: the reply follows a right move", puzzle.name);
                let last = i + 2 >= puzzle.solution.len();
                assert_eq!(attempt.done, last, "{}: solved at the line's end", puzzle.name);
                if last {
                    assert!(matches!(attempt.play.mode, Mode::Step(_)), "the step-through of the move shows");
                    // The words name the solver's move, and say so when the defender's answer ended the game.
                    let screen = render(&app, 80, 24);
                    assert!(screen.contains(&format!("✓ solved: {mv}")), "{}: {screen}", puzzle.name);
                    let answered = i + 2 == puzzle.solution.len();
                    assert_eq!(screen.contains("ends the game"), answered, "{}: {screen}", puzzle.name);
                }
            }
            assert!(learn_of(&app).progress.is_done(&puzzle.name), "{}", puzzle.name);
        }
    }
}

/// The list is longer than the screen: it scrolls to keep the selected puzzle in view, and the title counts the
/// puzzles solved.
#[test]
fn the_list_scrolls_to_the_last_puzzle() {
    let mut app = lessons(App::new(Theme::monochrome()), Variant::Kingulu);
    press(&mut app, "↑");
    let screen = render(&app, 80, 24);
    let count = crate::puzzle::for_variant(Variant::Kingulu).len();
    assert!(screen.contains(&format!("▸   {count}. ")), "{screen}");
    assert!(screen.contains(&format!("0/{count} puzzles solved")), "{screen}");
    insta::assert_snapshot!("learn_list_kingulu_last_puzzle", screen);
}

/// The list shows how many entries are out of view, above and below, so the puzzles past the screen's end
/// are not missed.
#[test]
fn the_list_says_how_many_entries_are_below_and_above() {
    let sign = |screen: &str, arrow: char| {
        screen
            .lines()
            .any(|line| line.trim_end_matches([' ', '"']).ends_with(" more") && line.contains(&format!("{arrow} ")))
    };
    let mut app = lessons(App::new(Theme::monochrome()), Variant::Kete);
    let screen = render(&app, 80, 24);
    assert!(sign(&screen, '↓') && !sign(&screen, '↑'), "{screen}");
    press(&mut app, "↑");
    let screen = render(&app, 80, 24);
    assert!(sign(&screen, '↑') && !sign(&screen, '↓'), "{screen}");
}

/// In a done lesson's step-through the key bar says what Enter and Esc do, and they do it: Esc goes back to
/// the list at this lesson (it used to open the next lesson, although the bar said "back").
#[test]
fn esc_after_a_done_lesson_goes_back_to_the_list_and_enter_goes_on() {
    let mut app = lessons(App::new(Theme::monochrome()), Variant::Kingulu);
    press(&mut app, "\n");
    let first = &learn::for_variant(Variant::Kingulu)[0];
    press(&mut app, &typed(first.answer));
    assert!(learn_of(&app).attempt.as_ref().unwrap().done);
    let screen = render(&app, 80, 24);
    let bar = screen.lines().last().unwrap();
    assert!(bar.contains("Enter next") && bar.contains("Esc lessons"), "{bar}");
    press(&mut app, "\x1b");
    let learn = learn_of(&app);
    assert!(learn.attempt.is_none(), "Esc leaves the lesson");
    assert_eq!(learn.selected, 0, "the list shows the lesson just done");
}

/// The open lesson or puzzle.
fn attempt_of(app: &App) -> &crate::tui::learn::Attempt {
    learn_of(app).attempt.as_deref().expect("a lesson is open")
}

/// Opens lesson `index` of `variant`'s list.
fn lesson(variant: Variant, index: usize) -> App {
    let mut app = lessons(App::new(Theme::monochrome()), variant);
    press(&mut app, &format!("{}\n", "↓".repeat(index)));
    app
}

/// After a wrong try, at 80x24 and at the lesson's minimum (60x22, 80x22 for the 12-wide board), the feedback shows whole and the lesson's text shows
/// whole or not at all: neither is cut in mid-sentence by the other (issue 26), and the ask line stays.
#[test]
fn a_lessons_text_and_its_feedback_give_way_whole() {
    let mut checked = 0;
    for variant in Variant::ALL {
        for (index, lesson_data) in learn::for_variant(variant).iter().enumerate() {
            let opened = lesson(variant, index);
            let legal = attempt_of(&opened).play.line.legal_moves().to_vec();
            let wrong = legal.iter().map(ToString::to_string).filter(|mv| mv != lesson_data.answer).find_map(|mv| {
                let mut app = lesson(variant, index);
                press(&mut app, &typed(&mv));
                attempt_of(&app).wrong.is_some().then_some(app)
            });
            let Some(app) = wrong else { continue };
            let attempt = attempt_of(&app);
            for (width, height) in [(80, 24), crate::tui::view::min_size(&app)] {
                let screen = render(&app, width, height);
                let shown = |line: &String| screen.contains(line.as_str());
                let width = usize::from(width - 2);
                let feedback = crate::tui::text::wrap(&format!("✗ {}", attempt.wrong.as_ref().unwrap()), width);
                assert!(feedback.iter().all(shown), "{variant} lesson {index}: the feedback whole\n{screen}");
                let text = crate::tui::text::wrap(&attempt.task.text(), width);
                let text_shown = text.iter().filter(|line| shown(line)).count();
                assert!(text_shown == 0 || text_shown == text.len(), "{variant} lesson {index}: text cut\n{screen}");
                let ask = crate::tui::text::wrap(&format!("▸ {}", attempt.task.ask()), width);
                assert!(ask.iter().all(shown), "{variant} lesson {index}: the ask\n{screen}");
                if width == 78 {
                    assert_eq!(text_shown, text.len(), "{variant} lesson {index}: at 80x24 both fit\n{screen}");
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 16, "most lessons have a wrong move tried: {checked}");
}

/// A lesson on which moves the rules allow (kingulu's first-lap rule has one legal move, its answer) lists no
/// legal moves and lets the cursor reach every pit with seeds, so neither gives the answer away; a pit the
/// rules refuse says why.
#[test]
fn a_lesson_on_what_the_rules_allow_does_not_show_its_answer() {
    let index = learn::for_variant(Variant::Kingulu).iter().position(|l| l.goal == learn::Goal::Legal).unwrap();
    let mut app = lesson(Variant::Kingulu, index);
    let play = &attempt_of(&app).play;
    assert_eq!(play.legal, Legal::Hidden);
    assert_eq!(play.line.legal_moves().len(), 1, "the position this test is about");
    assert!(play.playable().len() > 1, "{:?}", play.playable());
    assert_ne!(play.cursor.map(|h| h.to_string()).as_deref(), Some(learn::for_variant(Variant::Kingulu)[index].answer));
    assert!(!render(&app, 80, 24).contains("legal moves"));
    press(&mut app, "\n");
    let said = app.shared.message.as_ref().map(|m| m.text.clone()).unwrap_or_default();
    assert!(said.contains("first lap ends in"), "{said}");
    assert!(!attempt_of(&app).done);
    // The other lessons list their legal moves; none has its answer as the only one.
    for variant in Variant::ALL {
        for (index, lesson_data) in learn::for_variant(variant).iter().enumerate() {
            let app = lesson(variant, index);
            let play = &attempt_of(&app).play;
            assert_eq!(play.legal == Legal::Hidden, lesson_data.goal == learn::Goal::Legal);
            assert!(
                play.legal == Legal::Hidden || play.legal_moves().len() > 1,
                "{variant} lesson {index}: one legal move"
            );
        }
    }
}

/// Kete's safari lesson: the question names both answers with their keys, whole at 80 and 60 columns.
#[test]
fn the_safari_lesson_names_both_answers() {
    let index = learn::for_variant(Variant::Kete).iter().position(|l| l.id == "kete-safari").unwrap();
    let mut app = lesson(Variant::Kete, index);
    press(&mut app, "\n");
    assert!(matches!(attempt_of(&app).play.mode, Mode::Choice(..)), "Enter on A2 asks");
    for width in [80, 60] {
        let screen = render(&app, width, 22);
        for words in ["Safari (lift it, play on)?", "1/y yes, play on", "2/n no, stop in the kuu", "Esc cancel"] {
            assert!(screen.contains(words), "{width} columns: {words}\n{screen}");
        }
    }
    press(&mut app, "y");
    assert!(attempt_of(&app).done, "yes plays the safari");
}

/// The list's title says how many are done whole, in a shorter form at 60 columns.
#[test]
fn the_lists_title_fits_at_60_columns() {
    let app = lessons(App::new(Theme::monochrome()), Variant::Kete);
    assert!(render(&app, 80, 24).contains("0/6 lessons done · 0/12 puzzles solved"));
    assert!(render(&app, 60, 22).contains("Learn · Bao la Kete · lessons 0/6 · puzzles 0/12"));
}

/// The Learn screens in Swahili at 80x24: the list, a kete lesson, a move it refuses and a puzzle solved. The
/// app is made and driven inside the language's scope, as its texts are made when its state changes.
#[test]
fn learn_screens_in_swahili_at_80x24() {
    use crate::i18n::{Language, scoped};
    scoped(Language::Swahili, || {
        let app = lessons(App::new(Theme::monochrome()), Variant::Kete);
        insta::assert_snapshot!("learn_list_kete_sw", render(&app, 80, 24));
        let mut app = lessons(App::new(Theme::monochrome()), Variant::Kete);
        press(&mut app, "\n");
        insta::assert_snapshot!("learn_lesson_kete_sw", render(&app, 80, 24));
        press(&mut app, &typed("A7<"));
        insta::assert_snapshot!("learn_lesson_kete_refused_sw", render(&app, 80, 24));
        let lessons_count = learn::for_variant(Variant::Kete).len();
        let puzzle = &crate::puzzle::for_variant(Variant::Kete)[0];
        let mut app = lessons(App::new(Theme::monochrome()), Variant::Kete);
        press(&mut app, &format!("{}\n", "↓".repeat(lessons_count)));
        press(&mut app, &typed(&puzzle.solution[0].to_string()));
        assert!(attempt_of(&app).done, "{} solves {}", puzzle.solution[0], puzzle.name);
        insta::assert_snapshot!("learn_puzzle_kete_solved_sw", render(&app, 80, 24));
    });
}
