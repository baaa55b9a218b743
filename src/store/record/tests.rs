use proptest::prelude::*;

use super::*;
use crate::rules::{AnyLine, Branch, Variant, Variations};

#[test]
fn records_round_trip() {
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    let moves: Vec<String> = ["A5", "a5", "A3"].map(String::from).into();
    let text = write_record(&start, &moves);
    assert_eq!(text, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A5\n2. a5\n3. A3\n");
    let tree = Tree::from_line(moves.iter().cloned());
    assert_eq!(parse_record(&text).unwrap(), Record { start: Some(start), moves, tree });
}

#[test]
fn each_move_is_numbered_by_its_ply() {
    let start: Setup = "kingulu N 4,4,4,4,4,4/4,4,4,4,4,4 m=2".parse().unwrap();
    let moves: Vec<String> = ["a5", "A3"].map(String::from).into();
    assert_eq!(write_record(&start, &moves), format!("position: {start}\n2. a5\n3. A3\n"));
}

#[test]
fn numbers_and_any_white_space_are_allowed() {
    let record = parse_record("1. A3 a5\n 2.A4\t12... a2  3.").unwrap();
    assert_eq!(record.start, None);
    assert_eq!(record.moves, ["A3", "a5", "2.A4", "a2"]);
    assert!(parse_record("position: kingulu X\nA3").is_err());
}

/// The tree of the example in NOTATION.md: A3 a1 A4, with a3 A5 beside a1 (with a comment) and a4 beside it.
fn example() -> Tree<String> {
    let mut tree = Tree::from_line(["A3", "a1", "A4"].map(String::from));
    let a3 = tree.children(Tree::<String>::ROOT)[0];
    let quieter = tree.add(a3, "a3".into());
    tree.set_comment(quieter, Some("a quieter move".into()));
    tree.add(quieter, "A5".into());
    tree.add(a3, "a4".into());
    tree.set_comment(Tree::<String>::ROOT, Some("the usual opening".into()));
    tree
}

#[test]
fn variations_are_written_in_parentheses_after_the_move_they_replace_and_comments_in_braces() {
    let start = Setup::start(Variant::Kingulu);
    let text = write_tree_record(&start, &example());
    let expected = format!(
        "position: {start}\n{{the usual opening}}\n1. A3\n2. a1\n  (2. a3 {{a quieter move}}\n  3. A5)\n  (2. a4)\n3. A4\n"
    );
    assert_eq!(text, expected);
    let record = parse_record(&text).unwrap();
    assert_eq!(record.tree, example());
    assert_eq!(record.moves, ["A3", "a1", "A4"], "the main line");
    // The documented example is a game the rules play, every variation too.
    assert!(crate::rules::Variations::replay(&start, &record.tree).is_ok());
}

#[test]
fn a_record_written_by_hand_in_the_pgn_way_reads() {
    let record = parse_record("{the usual opening} 1. A3 a1 (1... a3 {a quieter move} 2. A5) (a4) 2. A4").unwrap();
    assert_eq!(record.tree, example());
}

#[test]
fn comments_escape_braces_and_backslashes_and_keep_line_breaks() {
    let mut tree = Tree::from_line(["A3".to_string()]);
    let a3 = tree.children(Tree::<String>::ROOT)[0];
    tree.set_comment(a3, Some("a {brace}, a \\ and\ntwo lines".into()));
    let text = write_tree_record(&Setup::start(Variant::Kingulu), &tree);
    assert!(text.ends_with("1. A3 {a {brace\\}, a \\\\ and\ntwo lines}\n"), "{text}");
    assert_eq!(parse_record(&text).unwrap().tree, tree);
    let two = parse_record("A3 {one} {two}").unwrap().tree;
    assert_eq!(two.comment(a3), Some("one\ntwo"), "two comments on a move are one, a line each");
}

#[test]
fn bad_parentheses_braces_and_comments_are_named_with_their_line() {
    let error = |text: &str| parse_record(text).unwrap_err().to_string();
    assert_eq!(error("A3\n(A4"), "line 2: a variation opened with ( is not closed");
    assert_eq!(error("A3 a1)"), "line 1: a ) with no ( before it");
    assert_eq!(error("(A3)"), "line 1: a variation ( comes after the move it replaces");
    assert_eq!(error("A3 ()"), "line 1: a variation has at least one move");
    assert_eq!(error("A3 ({why} A4)"), "line 1: a comment in a variation comes after a move: write it after one");
    assert_eq!(error("A3\n\n{open"), "line 3: a comment opened with { is not closed with }");
    assert_eq!(error("A3 }"), "line 1: a } with no { before it");
    assert_eq!(error("A3 {a\u{7}}"), "line 1: a comment has no control characters (found U+0007)");
    let long = format!("A3 {{{}}}", "x".repeat(crate::rules::MAX_COMMENT_CHARS + 1));
    assert!(error(&long).contains("at most 2000 characters"));
    let deep = format!("A3 {}", "(A4 ".repeat(MAX_NESTING + 1));
    assert!(error(&deep).contains("nested at most 32 deep"), "{}", error(&deep));
    assert_eq!(error("position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\nA3\n{x}}"), "line 3: a } with no { before it");
}

/// A random tree of legal moves of `variant`: each step plays a legal move on the board (kept as a variation
/// where others were played there), goes back some moves, or comments the board's node.
fn random_tree(variant: Variant, steps: &[(u8, u8, String)]) -> Tree<String> {
    let mut line = AnyLine::new(&Setup::start(variant)).unwrap();
    let mut variations = Variations::of_line(&line);
    for (kind, pick, text) in steps {
        match kind % 5 {
            0 => {
                let back = usize::from(*pick) % (line.cursor() + 1);
                line.go_to(line.cursor() - back);
            }
            1 => {
                let node = variations.node(&line);
                let _ = variations.set_comment(node, text);
            }
            _ => {
                let legal = line.legal_moves();
                if !legal.is_empty() && !variations.too_deep(&line) {
                    let mv = legal[usize::from(*pick) % legal.len()];
                    variations.play(&mut line, mv, Branch::Variation).unwrap();
                }
            }
        }
    }
    variations.tree().try_map(|mv| Ok::<_, ()>(mv.to_string())).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Export then import gives the same tree, comments and all, and it replays through the rules.
    #[test]
    fn a_record_of_random_variations_and_comments_reads_back_the_same(
        game in 0..Variant::ALL.len(),
        steps in proptest::collection::vec((any::<u8>(), any::<u8>(), "[a-z (){}\\\\.0-9\n]{0,12}"), 0..60),
    ) {
        let variant = Variant::ALL[game];
        let tree = random_tree(variant, &steps);
        let start = Setup::start(variant);
        let text = write_tree_record(&start, &tree);
        let record = parse_record(&text).unwrap();
        prop_assert_eq!(&record.tree, &tree, "{}", text);
        prop_assert_eq!(record.start, Some(start));
        let replayed = Variations::replay(&start, &record.tree).unwrap();
        prop_assert_eq!(replayed.try_map(|mv| Ok::<_, ()>(mv.to_string())).unwrap(), tree);
    }
}
