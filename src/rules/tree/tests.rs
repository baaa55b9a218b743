use super::*;

/// The main line A3 a1 A4, with b2 (then A5) beside a1 and a3 beside b2.
fn branched() -> (Tree<&'static str>, NodeId, NodeId) {
    let mut tree = Tree::from_line(["A3", "a1", "A4"]);
    let a3 = tree.children(Tree::<&str>::ROOT)[0];
    let b2 = tree.add(a3, "b2");
    let a5 = tree.add(b2, "A5");
    let inner = tree.add(a3, "a3");
    assert_ne!(inner, b2);
    (tree, b2, a5)
}

#[test]
fn the_main_line_is_the_chain_of_first_children() {
    let (tree, b2, a5) = branched();
    assert_eq!(tree.main_line(), ["A3", "a1", "A4"]);
    assert_eq!(tree.moves_to(a5), ["A3", "b2", "A5"]);
    assert!(!tree.is_main_line(b2) && !tree.is_main_line(a5));
    assert_eq!((tree.nesting(a5), tree.depth(a5)), (1, 3));
    assert_eq!(tree.line_end(b2), a5);
    assert_eq!(tree.line_through(b2), tree.path_to(a5));
    assert_eq!(tree.node_at(a5, 0), Some(Tree::<&str>::ROOT));
    assert_eq!(tree.node_at(a5, 3), Some(a5));
    assert_eq!(tree.node_at(a5, 4), None);
    assert!(!tree.is_plain());
    assert!(Tree::from_line(["A3", "a1"]).is_plain());
}

#[test]
fn adding_a_move_played_already_follows_it() {
    let (mut tree, b2, a5) = branched();
    let size = tree.len();
    let a3 = tree.children(Tree::<&str>::ROOT)[0];
    assert_eq!(tree.add_line(a3, ["b2", "A5"]), a5);
    assert_eq!(tree.len(), size, "nothing doubled");
    assert_eq!(tree.follow(&["A3", "b2", "A6"]), (b2, 2));
    let end = tree.add_line(Tree::<&str>::ROOT, ["A3", "b2", "A6"]);
    assert_eq!(tree.moves_to(end), ["A3", "b2", "A6"]);
    assert_eq!(tree.children(b2), [a5, end], "a variation beside A5, after it");
    assert_eq!(tree.main_line(), ["A3", "a1", "A4"], "the main line is unchanged");
    assert_eq!(tree.add_line(end, Vec::<&str>::new()), end);
}

#[test]
fn promoting_makes_a_line_the_main_one_and_keeps_the_old() {
    let (mut tree, _, a5) = branched();
    tree.promote(a5);
    assert_eq!(tree.main_line(), ["A3", "b2", "A5"]);
    assert!(tree.is_main_line(a5));
    let a3 = tree.children(Tree::<&str>::ROOT)[0];
    let after: Vec<&str> = tree.children(a3).iter().map(|&c| *tree.move_of(c).unwrap()).collect();
    assert_eq!(after, ["b2", "a1", "a3"], "the old main move first among the variations, the rest in order");
}

#[test]
fn deleting_removes_the_node_and_what_follows_and_renumbers() {
    let (mut tree, b2, a5) = branched();
    let size = tree.len();
    let map = tree.delete(b2);
    assert_eq!(tree.len(), size - 2);
    assert_eq!((map[b2], map[a5]), (None, None));
    assert_eq!(tree.main_line(), ["A3", "a1", "A4"]);
    let a3 = tree.children(Tree::<&str>::ROOT)[0];
    let after: Vec<&str> = tree.children(a3).iter().map(|&c| *tree.move_of(c).unwrap()).collect();
    assert_eq!(after, ["a1", "a3"]);
    for (old, new) in map.iter().enumerate() {
        if let Some(new) = new {
            assert!(*new <= old, "indices only move down");
        }
    }
    let same = tree.clone();
    tree.delete(Tree::<&str>::ROOT);
    assert_eq!(tree, same, "the start stays");
}

#[test]
fn cutting_the_later_moves_keeps_the_node() {
    let (mut tree, b2, _) = branched();
    let a3 = tree.children(Tree::<&str>::ROOT)[0];
    let map = tree.delete_children(a3);
    assert_eq!(map[a3], Some(a3));
    assert_eq!(map[b2], None);
    assert_eq!(tree.main_line(), ["A3"]);
    assert_eq!(tree.len(), 2);
}

#[test]
fn rows_list_the_main_move_then_each_variation_whole() {
    let (tree, _, _) = branched();
    let rows: Vec<(&str, usize)> = tree.rows().iter().map(|&(n, d)| (*tree.move_of(n).unwrap(), d)).collect();
    assert_eq!(rows, [("A3", 0), ("a1", 0), ("b2", 1), ("A5", 1), ("a3", 1), ("A4", 0)]);
    assert_eq!(tree.max_nesting(), 1);
}

#[test]
fn equal_trees_hold_the_same_moves_and_comments_whatever_their_indices() {
    let (mut one, b2, _) = branched();
    let mut two = Tree::from_line(["A3"]);
    let a3 = two.children(Tree::<&str>::ROOT)[0];
    two.add_line(a3, ["a1", "A4"]);
    two.add_line(a3, ["b2", "A5"]);
    two.add(a3, "a3");
    assert_eq!(one, two);
    one.set_comment(b2, Some("quieter".into()));
    assert_ne!(one, two);
    assert_eq!(one.comment(b2), Some("quieter"));
    let texts = one.try_map(|mv| Ok::<_, ()>(mv.to_lowercase())).unwrap();
    assert_eq!(texts.main_line(), ["a3", "a1", "a4"]);
    assert_eq!(texts.comment(b2), Some("quieter"));
}

#[test]
fn comments_are_bounded_and_have_no_control_characters_but_line_breaks() {
    assert_eq!(check_comment("a quiet move\nthen a4"), Ok(Some("a quiet move\nthen a4".into())));
    assert_eq!(check_comment("  \n"), Ok(None), "a blank comment is none");
    assert_eq!(check_comment("tab\there"), Err(CommentError::Control(9)));
    assert_eq!(check_comment("bell\u{7}"), Err(CommentError::Control(7)));
    assert_eq!(check_comment(&"é".repeat(MAX_COMMENT_CHARS)).map(|c| c.is_some()), Ok(true));
    let long = "x".repeat(MAX_COMMENT_CHARS + 1);
    assert_eq!(check_comment(&long), Err(CommentError::TooLong(MAX_COMMENT_CHARS + 1)));
}
