use super::*;
use crate::puzzle::Judgement;

/// A sandboxed data folder of its own for each test.
fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("bao-own-puzzles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder
}

/// What a review finds from the position of the shipped puzzle kingulu-12 (the test of `puzzle::own` shows a
/// review finds exactly this): its position, task and proved line, found at the game's first move.
fn found() -> Found {
    let shipped = crate::puzzle::for_variant(Variant::Kingulu).iter().find(|p| p.name == "kingulu-12").unwrap();
    Found { ply: 0, start: shipped.start, goal: shipped.goal, solution: shipped.solution.clone() }
}

#[test]
fn found_puzzles_are_kept_once_a_position_and_proved_again_on_load() {
    let folder = folder("round-trip");
    let mut own = OwnPuzzles::load(&folder);
    assert!(own.damaged.is_none() && own.of(Variant::Kingulu).next().is_none());
    assert_eq!(own.add(&[found()], "my game"), (1, None));
    assert_eq!(own.add(&[found()], "my game again"), (0, None), "one puzzle a position");
    let again = OwnPuzzles::load(&folder);
    assert!(again.dropped.is_empty(), "{:?}", again.dropped);
    let kept: Vec<_> = again.of(Variant::Kingulu).collect();
    assert_eq!(kept.len(), 1);
    let (puzzle, origin) = kept[0];
    assert_eq!(origin, &Origin { game: "my game".into(), move_number: 1 });
    assert_eq!((puzzle.start, puzzle.goal, &puzzle.solution), (found().start, found().goal, &found().solution));
    assert_eq!(puzzle.name, name_of(&found().start.to_string()));
    assert_eq!(puzzle.judge(&puzzle.solution), Judgement::Solved, "judged as the shipped puzzles are");
    assert!(again.of(Variant::Kete).next().is_none());
    // The file holds the position, goal and solution in the notation, and where the puzzle came from.
    let text = std::fs::read_to_string(folder.join(FILE_NAME)).unwrap();
    for words in [found().start.to_string(), "\"win 3\"".into(), "\"my game\"".into(), "\"move_number\": 1".into()] {
        assert!(text.contains(&words), "{words}: {text}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// The file with one puzzle, its fields changed by `edit` as a hand could.
fn tampered(name: &str, edit: impl Fn(&mut serde_json::Value)) -> (PathBuf, String) {
    let folder = folder(name);
    OwnPuzzles::load(&folder).add(&[found()], "my game");
    let path = folder.join(FILE_NAME);
    let mut value: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    edit(&mut value["puzzles"][0]);
    let text = serde_json::to_string_pretty(&value).unwrap();
    std::fs::write(&path, &text).unwrap();
    (folder, text)
}

/// A change to a kept puzzle's fields.
type Edit = Box<dyn Fn(&mut serde_json::Value)>;

#[test]
fn a_kept_puzzle_that_no_longer_proves_is_dropped_on_load_with_a_note() {
    let puzzle = found().puzzle("check");
    let wrong = puzzle
        .line()
        .legal_moves()
        .into_iter()
        .find(|&mv| matches!(puzzle.judge(&[mv]), Judgement::Wrong { .. }))
        .expect("some first move is wrong");
    let rest: Vec<String> = found().solution.iter().skip(1).map(ToString::to_string).collect();
    let edits: [(&str, Edit); 3] = [
        ("solution", Box::new(move |kept| kept["solution"] = format!("{wrong} {}", rest.join(" ")).into())),
        ("goal", Box::new(|kept| kept["goal"] = "win 2".into())),
        ("long", Box::new(|kept| kept["goal"] = "win 4".into())),
    ];
    for (name, edit) in edits {
        let (folder, text) = tampered(name, edit);
        let own = OwnPuzzles::load(&folder);
        assert!(own.damaged.is_none(), "{name}");
        assert!(own.of(Variant::Kingulu).next().is_none(), "{name}: a false puzzle is not listed");
        assert_eq!(own.dropped.len(), 1, "{name}");
        assert!(own.dropped[0].contains(&found().start.to_string()), "{name}: {}", own.dropped[0]);
        assert_eq!(std::fs::read_to_string(folder.join(FILE_NAME)).unwrap(), text, "{name}: loading never writes");
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// DECISION: a dropped puzzle stays in the file until the next puzzle is added, which writes the file without
/// it.
#[test]
fn a_dropped_puzzle_leaves_the_file_at_the_next_addition() {
    let (folder, _) = tampered("next-addition", |kept| kept["goal"] = "win 2".into());
    let mut own = OwnPuzzles::load(&folder);
    assert_eq!(own.dropped.len(), 1);
    let other = crate::puzzle::for_variant(Variant::Kingulu).iter().find(|p| p.name == "kingulu-11").unwrap();
    let other = Found { ply: 4, start: other.start, goal: other.goal, solution: other.solution.clone() };
    assert_eq!(own.add(std::slice::from_ref(&other), "another game"), (1, None));
    let again = OwnPuzzles::load(&folder);
    assert!(again.dropped.is_empty(), "{:?}", again.dropped);
    let starts: Vec<_> = again.of(Variant::Kingulu).map(|(puzzle, _)| puzzle.start).collect();
    assert_eq!(starts, [other.start]);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_damaged_file_is_reported_and_left_as_it_was() {
    let folder = folder("damaged");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join(FILE_NAME);
    std::fs::write(&path, "{\"puzzles\": [").unwrap();
    let mut own = OwnPuzzles::load(&folder);
    let why = own.damaged.clone().unwrap();
    assert!(why.contains(FILE_NAME), "{why}");
    let (new, refused) = own.add(&[found()], "my game");
    assert_eq!(new, 1);
    assert!(refused.is_some(), "the write is refused and says why");
    assert_eq!(own.of(Variant::Kingulu).count(), 1, "kept for the session");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "{\"puzzles\": [");
    let _ = std::fs::remove_dir_all(&folder);
}
