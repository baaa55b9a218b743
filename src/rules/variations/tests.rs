use super::*;
use crate::rules::Variant;

fn kingulu(moves: &[&str]) -> (AnyLine, Variations) {
    let line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), moves).unwrap();
    let variations = Variations::of_line(&line);
    (line, variations)
}

fn texts(line: &AnyLine) -> Vec<String> {
    line.moves().map(|mv| mv.to_string()).collect()
}

/// A3 a1 on the main line, then back at the start a variation A4.
fn with_variation() -> (AnyLine, Variations, NodeId) {
    let (mut line, mut variations) = kingulu(&["A3", "a1"]);
    line.go_to(0);
    let a4 = line.resolve("A4").unwrap();
    assert_eq!(variations.ahead(&line, a4), Ahead::Branch);
    let played = variations.play(&mut line, a4, Branch::Variation).unwrap();
    assert!(!played.main_cut);
    (line, variations, played.node)
}

#[test]
fn a_variation_is_kept_beside_the_main_line_and_the_board_plays_on_it() {
    let (line, variations, a4) = with_variation();
    assert_eq!(texts(&line), ["A4"]);
    assert_eq!(variations.tip(), a4);
    assert!(!variations.on_main_line());
    let main: Vec<String> = variations.tree().main_line().iter().map(ToString::to_string).collect();
    assert_eq!(main, ["A3", "a1"], "the main line stays");
    assert_eq!(variations.node(&line), a4);
}

#[test]
fn undo_and_redo_stay_in_the_variation() {
    let (mut line, variations, a4) = with_variation();
    assert!(line.undo());
    assert_eq!(variations.node(&line), Tree::<AnyMove>::ROOT);
    assert!(line.redo());
    assert_eq!(variations.node(&line), a4, "forward again into the variation, not the main line");
}

#[test]
fn a_move_played_where_it_was_played_already_follows_it() {
    let (mut line, mut variations, _) = with_variation();
    line.go_to(0);
    let a3 = line.resolve("A3").unwrap();
    let size = variations.tree().len();
    assert!(matches!(variations.ahead(&line, a3), Ahead::Known(_)));
    let played = variations.play(&mut line, a3, Branch::Cut).unwrap();
    assert_eq!(variations.tree().len(), size, "nothing cut, nothing added");
    assert_eq!(texts(&line), ["A3", "a1"], "on the main line again, to its end");
    assert_eq!((line.cursor(), variations.node(&line)), (1, played.node));
    assert!(variations.on_main_line());
}

#[test]
fn cutting_replaces_the_later_moves_in_their_place() {
    let (mut line, mut variations, a4) = with_variation();
    variations.enter(&mut line, Tree::<AnyMove>::ROOT);
    assert_eq!(texts(&line), ["A3", "a1"]);
    line.go_to(1);
    let other = line.legal_moves().into_iter().find(|mv| mv.to_string() != "a1").unwrap();
    let played = variations.play(&mut line, other, Branch::Cut).unwrap();
    assert!(played.main_cut);
    let main: Vec<String> = variations.tree().main_line().iter().map(ToString::to_string).collect();
    assert_eq!(main, ["A3".to_string(), other.to_string()], "the new move is the main line where the cut one was");
    assert_eq!(variations.tree().len(), 4, "the start, A3, a2 and the variation A4");
    assert!(variations.tree().move_of(a4).is_some());
}

#[test]
fn entering_promoting_and_deleting_a_variation() {
    let (mut line, mut variations, a4) = with_variation();
    let root = Tree::<AnyMove>::ROOT;
    let a3 = variations.tree().children(root)[0];
    variations.enter(&mut line, a3);
    assert_eq!((texts(&line), line.cursor()), (vec!["A3".to_string(), "a1".to_string()], 1));
    variations.promote(a4);
    assert_eq!(variations.tree().children(root)[1], a3, "the old main line is a variation");
    assert!(!variations.on_main_line());
    assert!(!variations.delete(&mut line, a3), "not the main line any more");
    assert_eq!((texts(&line), line.cursor()), (vec!["A4".to_string()], 0), "the board at the position before");
    assert!(variations.on_main_line());
    assert_eq!(variations.tree().len(), 2);
    assert!(!variations.delete(&mut line, root), "the start stays");
}

#[test]
fn deleting_a_line_the_board_is_not_on_leaves_the_board() {
    let (mut line, mut variations, _) = with_variation();
    let a3 = variations.tree().children(Tree::<AnyMove>::ROOT)[0];
    assert!(variations.delete(&mut line, a3), "the main line went");
    assert_eq!((texts(&line), line.cursor()), (vec!["A4".to_string()], 1));
    assert_eq!(variations.tree().moves_to(variations.tip()), line.moves().collect::<Vec<_>>());
}

#[test]
fn truncating_cuts_every_line_after_the_board() {
    let (mut line, mut variations, _) = with_variation();
    line.go_to(0);
    variations.truncate(&mut line);
    assert!(variations.tree().is_empty());
    assert!(line.is_empty());
}

#[test]
fn an_added_line_is_checked_by_the_rules_and_follows_the_moves_there() {
    let (mut line, mut variations) = kingulu(&["A3", "a1"]);
    let start = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let a4 = start.resolve("A4").unwrap();
    let a3 = start.resolve("A3").unwrap();
    let end = variations.add_line(&mut line, Tree::<AnyMove>::ROOT, &[a4]).unwrap();
    assert_eq!(variations.tree().moves_to(end), [a4]);
    assert_eq!(texts(&line), ["A3", "a1"], "the board stays");
    let refused = variations.add_line(&mut line, Tree::<AnyMove>::ROOT, &[a3, a3]).unwrap_err();
    assert_eq!((refused.index, refused.text.as_str()), (2, "A3"));
    assert_eq!(variations.tree().len(), 4, "nothing of a refused line is kept");
    // At the end of the board's line, the line goes on with the new moves.
    let tip = variations.tip();
    let mut after = line.clone();
    after.go_to(usize::MAX);
    let next = after.legal_moves()[0];
    variations.add_line(&mut line, tip, &[next]).unwrap();
    assert_eq!((line.len(), line.cursor()), (3, 2));
}

#[test]
fn a_tree_of_texts_replays_canonically_and_refuses_a_bad_move_or_a_repeat() {
    let start = Setup::start(Variant::Kingulu);
    let mut texts = Tree::from_line(["A3".to_string(), "a1".to_string()]);
    texts.add(Tree::<String>::ROOT, "A4".to_string());
    texts.set_comment(Tree::<String>::ROOT, Some("the start".into()));
    let tree = Variations::replay(&start, &texts).unwrap();
    assert_eq!(tree.try_map(|mv| Ok::<_, ()>(mv.to_string())).unwrap(), texts);
    let mut bad = texts.clone();
    let a4 = bad.children(Tree::<String>::ROOT)[1];
    bad.add(a4, "A1".to_string());
    let error = Variations::replay(&start, &bad).unwrap_err();
    assert_eq!((error.before.as_slice(), error.text.as_str()), (&["A4".to_string()][..], "A1"));
    assert!(error.to_string().starts_with("after A4, A1: "), "{error}");
    // The same move written two ways (an annotation is ignored) is one move played twice.
    let mut repeat = Tree::from_line(["A3".to_string()]);
    repeat.add(Tree::<String>::ROOT, "A3!".to_string());
    let error = Variations::replay(&start, &repeat).unwrap_err();
    assert_eq!(error.error, TreeFault::Twice, "{error}");
}

#[test]
fn a_line_changed_without_the_tree_is_followed() {
    let (mut line, mut variations, a4) = with_variation();
    let a4_comment = "kept";
    variations.set_comment(a4, a4_comment).unwrap();
    variations.follow_line(&line);
    assert_eq!(variations.tree().comment(a4), Some(a4_comment), "the same line: nothing changes");
    let next = line.legal_moves()[0];
    line.play(next).unwrap();
    variations.follow_line(&line);
    assert_eq!(variations.tree().moves_to(variations.tip()), line.moves().collect::<Vec<_>>());
    line.go_to(0);
    line.truncate();
    variations.follow_line(&line);
    assert!(variations.tree().is_empty(), "a line cut at the start cuts every line after it");
}
