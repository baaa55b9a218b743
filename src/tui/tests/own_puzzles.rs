//! Puzzles from the player's own games through `App::update`: a review that runs to its end keeps the puzzles
//! it found in the data folder (sandboxed here), Learn lists them under "Puzzles from your games", where one is
//! opened and solved as a shipped puzzle is, and marked solved; an empty section says how to get some.

use std::time::{Duration, Instant};

use super::super::app::Screen;
use super::super::learn::{Entry, Learn};
use super::super::play::Mode;
use super::super::saving::Saving;
use super::super::{App, Theme};
use super::{press, render};
use crate::engine::review::tests_support::{CONSTRUCTED, PROVED_DEPTH};
use crate::learn::OwnPuzzles;
use crate::rules::{Setup, Variant};
use crate::store::{Players, SaveFile, Store};

fn learn_of(app: &App) -> &Learn {
    match &app.screen {
        Screen::Learn(learn) => learn,
        _ => panic!("the Learn screen is not shown"),
    }
}

/// A data folder of its own (the saves in its `saves` folder), emptied.
fn data_folder(name: &str) -> std::path::PathBuf {
    let data = std::env::temp_dir().join(format!("bao-tui-own-puzzles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    data
}

/// Kingulu's Learn list, with the store of `data`.
fn kingulu_learn(data: &std::path::Path) -> App {
    let mut app = App::new(Theme::monochrome()).with_saving(Saving::at(Store::at(data.join("saves"))));
    let index = Variant::ALL.iter().position(|&v| v == Variant::Kingulu).unwrap();
    press(&mut app, &"→".repeat(index));
    press(&mut app, "L");
    app
}

/// A game from the position of the shipped puzzle kingulu-12 (South to move and win in 3) where South plays
/// A5 and lets the win go: the review marks it a missed win (the test of `puzzle::own` proves it).
const MISSED_WIN: (&str, &[&str]) = ("kingulu S 0,0,5*,0,4,1/1,5,1,0,5,2 c=10,14 m=17", &["A5"]);

/// The game from `start` on `moves`, saved as `name`, opened and reviewed to its end at the depth the
/// constructed game's marks are proved to.
fn reviewed(data: &std::path::Path, name: &str, start: &Setup, moves: &[&str]) -> App {
    let store = Store::at(data.join("saves"));
    let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
    store.save(name, &SaveFile::new(start, moves, Players::default())).unwrap();
    let mut app = App::new(Theme::monochrome()).with_saving(Saving::at(store));
    press(&mut app, "o\n");
    let Screen::Play(play) = &mut app.screen else { panic!("the save is not open") };
    play.slot.review = None;
    play.open_review_at(PROVED_DEPTH, &mut app.shared);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        app.pump();
        let Screen::Play(play) = &app.screen else { panic!("not playing") };
        if !play.review.as_ref().expect("the review screen is open").running() {
            break;
        }
        assert!(Instant::now() < deadline, "the review did not end");
        std::thread::sleep(Duration::from_millis(5));
    }
    app
}

#[test]
fn a_review_keeps_its_puzzle_and_learn_lists_it_where_it_is_solved() {
    let data = data_folder("solved");
    let start: Setup = MISSED_WIN.0.parse().unwrap();
    let mut app = reviewed(&data, "missed win", &start, MISSED_WIN.1);
    let said = app.shared.message.as_ref().map(|m| m.text.clone()).unwrap_or_default();
    assert!(said.contains("from this game in Learn"), "{said}");
    let own = OwnPuzzles::load(&data);
    let kept: Vec<_> = own.of(Variant::Kingulu).cloned().collect();
    assert_eq!(kept.len(), 1, "the missed win makes a puzzle");
    assert_eq!((kept[0].1.game.as_str(), kept[0].1.move_number), ("missed win", 1));
    assert_eq!(kept[0].0.start, start, "the position before the missed win");
    // DECISION: a review opened already complete adds nothing (it would search its positions again each time
    // it is opened): with the kept puzzles gone, opening the complete review again writes none.
    app.autosave();
    app.stop_thinking();
    drop(app);
    let kept_file = data.join(crate::learn::own::FILE_NAME);
    let text = std::fs::read_to_string(&kept_file).unwrap();
    std::fs::remove_file(&kept_file).unwrap();
    let mut again = App::new(Theme::monochrome()).with_saving(Saving::at(Store::at(data.join("saves"))));
    press(&mut again, "oV");
    let Screen::Play(play) = &again.screen else { panic!("the save is not open") };
    assert!(!play.review.as_ref().expect("the review screen").running(), "the review is complete");
    again.pump();
    assert!(!kept_file.exists(), "nothing added");
    again.stop_thinking();
    drop(again);
    std::fs::write(&kept_file, text).unwrap();

    // Learn lists them after the shipped puzzles; the last is selected with ↑ (the list wraps).
    let mut app = kingulu_learn(&data);
    press(&mut app, "↑");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Puzzles from your games"), "{screen}");
    assert!(screen.contains("Win in 3 · missed win, move 1"), "{screen}");
    insta::assert_snapshot!("learn_list_kingulu_own_puzzles", screen);
    let (puzzle, _) = kept.last().unwrap();
    press(&mut app, "\n");
    let attempt = learn_of(&app).attempt.as_ref().expect("Enter opens the puzzle");
    assert_eq!(attempt.entry, Entry::Own(kept.len() - 1));
    assert!(render(&app, 80, 24).contains(&puzzle.prompt()));
    // Solved by its proved line, the solver's moves typed and the replies played by the screen.
    for mv in puzzle.solution.iter().step_by(2) {
        press(&mut app, &format!(":{mv}\n"));
    }
    let attempt = learn_of(&app).attempt.as_ref().unwrap();
    assert!(attempt.done && matches!(attempt.play.mode, Mode::Step(_)), "solved");
    assert!(learn_of(&app).progress.is_done(&puzzle.name));
    assert!(crate::learn::Progress::load(&data).is_done(&puzzle.name), "kept in the progress file");
    let _ = std::fs::remove_dir_all(&data);
}

/// DECISION: the constructed game of the review's tests has a blunder and a missed win, but the wins they let
/// go take 6 moves, more than a puzzle asks ([`crate::puzzle::own::MOST_MOVES`]): its review adds no puzzle,
/// and says nothing of puzzles.
#[test]
fn a_review_whose_wins_are_too_long_adds_no_puzzle() {
    let data = data_folder("constructed");
    let app = reviewed(&data, "constructed", &Setup::start(Variant::Kingulu), &CONSTRUCTED);
    let Screen::Play(play) = &app.screen else { panic!("not playing") };
    let marks = play.review.as_ref().unwrap().marks(crate::engine::review::Thresholds::of(Variant::Kingulu));
    assert!(marks.contains(&crate::engine::review::Mark::MissedWin), "{marks:?}");
    assert!(OwnPuzzles::load(&data).of(Variant::Kingulu).next().is_none());
    assert!(!data.join(crate::learn::own::FILE_NAME).exists(), "nothing written");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn an_empty_section_says_how_to_get_puzzles_from_your_games() {
    let data = data_folder("empty");
    let mut app = kingulu_learn(&data);
    press(&mut app, "↑");
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Puzzles from your games"), "{screen}");
    assert!(screen.contains("none yet: review a game (V on the board) to find some"), "{screen}");
    let _ = std::fs::remove_dir_all(&data);
}

/// A kept puzzle edited by hand to a wrong solution is proved again when Learn opens, left out of the list,
/// and the status line says so; the file is left as it is.
#[test]
fn a_tampered_kept_puzzle_is_not_listed_and_learn_says_so() {
    let data = data_folder("tampered");
    let start: Setup = MISSED_WIN.0.parse().unwrap();
    let shipped = crate::puzzle::for_variant(Variant::Kingulu).iter().find(|p| p.start == start).unwrap();
    let found = crate::puzzle::own::Found { ply: 0, start, goal: shipped.goal, solution: shipped.solution.clone() };
    assert_eq!(OwnPuzzles::load(&data).add(&[found], "missed win"), (1, None));
    let path = data.join(crate::learn::own::FILE_NAME);
    let wrong = shipped
        .line()
        .legal_moves()
        .into_iter()
        .find(|&mv| matches!(shipped.judge(&[mv]), crate::puzzle::Judgement::Wrong { .. }))
        .unwrap();
    let kept = std::fs::read_to_string(&path).unwrap();
    let right = shipped.solution.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
    let tampered = kept.replace(&format!("\"{right}\""), &format!("\"{wrong}\""));
    assert_ne!(tampered, kept);
    std::fs::write(&path, &tampered).unwrap();
    let mut app = kingulu_learn(&data);
    let said = app.shared.message.as_ref().map(|m| m.text.clone()).unwrap_or_default();
    assert!(said.starts_with("dropped the puzzle from your games at "), "{said}");
    assert!(learn_of(&app).own.of(Variant::Kingulu).next().is_none());
    press(&mut app, "↑");
    assert!(render(&app, 80, 24).contains("none yet: review a game"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), tampered);
    let _ = std::fs::remove_dir_all(&data);
}
