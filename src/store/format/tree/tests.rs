//! Format 2's variations and comments.

use super::*;
use crate::rules::{Branch, Variant};
use crate::store::Players;

/// A kingulu game A3 a1 A4 with a variation A5 beside A3 (then a5) and one beside a1, comments on the start,
/// on a1 and in the variation; the board on the variation A5 a5 after A5.
fn branched() -> (AnyLine, Variations) {
    let mut line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), &["A3", "a1", "A4"]).unwrap();
    let mut variations = Variations::of_line(&line);
    line.go_to(1);
    let other = line.legal_moves().into_iter().find(|mv| mv.to_string() != "a1").unwrap();
    variations.play(&mut line, other, Branch::Variation).unwrap();
    let a1 = variations.tree().node_at(Tree::<AnyMove>::ROOT, 0).unwrap();
    variations.set_comment(a1, "the start").unwrap();
    variations.enter(&mut line, Tree::<AnyMove>::ROOT);
    line.go_to(0);
    for text in ["A5", "a5"] {
        let mv = line.resolve(text).unwrap();
        variations.play(&mut line, mv, Branch::Variation).unwrap();
    }
    let a5 = variations.node(&line);
    variations.set_comment(a5, "a quieter move {or not}\nsee").unwrap();
    let main_a1 = variations.tree().node_at(variations.tree().line_end(Tree::<AnyMove>::ROOT), 2).unwrap();
    variations.set_comment(main_a1, "natural").unwrap();
    line.go_to(1);
    (line, variations)
}

fn saved(line: &AnyLine, variations: &Variations) -> SaveFile {
    let mut save = SaveFile::of_line(line, Players::default(), None, None);
    save.set_variations(line, variations);
    save
}

#[test]
fn variations_and_comments_survive_a_save_and_a_load() {
    let (line, variations) = branched();
    let save = saved(&line, &variations);
    assert_eq!(save.format, 2);
    assert_eq!(save.moves, ["A3", "a1", "A4"], "the main line is the moves, as in format 1");
    assert_eq!(save.line.as_deref(), Some(&["A5".to_string()][..]), "the current line as far as it leaves the main");
    let read = SaveFile::from_json(save.to_json().as_bytes()).unwrap();
    assert_eq!(read, save);
    let game = read.check().unwrap();
    assert_eq!(game.variations.tree(), variations.tree());
    assert_eq!(game.line, line, "the board on the same line at the same move");
    assert_eq!(game.moves(), ["A3", "a1", "A4"]);
    assert_eq!(saved(&game.line, &game.variations).to_json(), save.to_json(), "written again the same");
}

#[test]
fn the_layout_of_format_2() {
    let (line, variations) = branched();
    let json: serde_json::Value = serde_json::from_str(&saved(&line, &variations).to_json()).unwrap();
    assert_eq!(json["comments"], serde_json::json!({"0": "the start", "2": "natural"}));
    let nested = &json["variations"];
    assert_eq!(nested[0]["ply"], 0);
    assert_eq!(nested[0]["moves"], serde_json::json!(["A5", "a5"]));
    assert_eq!(nested[0]["comments"], serde_json::json!({"2": "a quieter move {or not}\nsee"}));
    assert_eq!(nested[1]["ply"], 1, "the variation beside a1");
    assert_eq!(nested.as_array().unwrap().len(), 2);
}

#[test]
fn a_game_without_variations_or_comments_is_written_as_format_1() {
    let line = AnyLine::from_texts(&Setup::start(Variant::Kingulu), &["A3", "a1"]).unwrap();
    let plain = SaveFile::of_line(&line, Players::default(), None, None);
    let save = saved(&line, &Variations::of_line(&line));
    assert_eq!((save.format, save.format_needed()), (1, 1));
    assert_eq!(save.to_json(), plain.to_json());
    // A comment alone needs format 2; taking it away gives format 1 again.
    let mut variations = Variations::of_line(&line);
    variations.set_comment(Tree::<AnyMove>::ROOT, "why").unwrap();
    assert_eq!(saved(&line, &variations).format, 2);
    variations.set_comment(Tree::<AnyMove>::ROOT, "").unwrap();
    assert_eq!(saved(&line, &variations).to_json(), plain.to_json());
}

#[test]
fn format_2_fields_in_a_file_of_format_1_are_refused() {
    let (line, variations) = branched();
    let mut save = saved(&line, &variations);
    save.format = 1;
    let error = save.check().unwrap_err().to_string();
    assert!(error.starts_with("format: variations and comments"), "{error}");
}

#[test]
fn bad_variations_and_comments_are_refused_with_a_reason() {
    let (line, variations) = branched();
    let good = saved(&line, &variations);
    let refused = |change: &dyn Fn(&mut SaveFile)| {
        let mut save = good.clone();
        change(&mut save);
        save.check().unwrap_err().to_string()
    };
    let error = refused(&|save| save.variations[0].moves[1] = "A1".into());
    assert!(error.starts_with("variations: after A5, A1: "), "{error}");
    let error = refused(&|save| save.variations[0].ply = 3);
    assert!(error.starts_with("variations: ply 3 is past the 3 moves"), "{error}");
    let error = refused(&|save| save.variations[0].moves.clear());
    assert!(error.starts_with("variations: a variation has at least one move"), "{error}");
    let error = refused(&|save| save.variations[1].moves = vec!["a1".into()]);
    assert!(error.contains("played twice at the same position"), "{error}");
    let error = refused(&|save| _ = save.comments.insert(9, "x".into()));
    assert!(error.starts_with("comments: no move 9 in a line of 3 moves"), "{error}");
    let error = refused(&|save| _ = save.variations[0].comments.insert(0, "x".into()));
    assert!(error.starts_with("comments: 0 (the start position)"), "{error}");
    let error = refused(&|save| _ = save.comments.insert(1, "bell\u{7}".into()));
    assert!(error.starts_with("comments: on move 1: a comment has no control characters"), "{error}");
    let long = "x".repeat(crate::rules::MAX_COMMENT_CHARS + 1);
    let error = refused(&|save| _ = save.comments.insert(1, long.clone()));
    assert!(error.contains("at most 2000 characters"), "{error}");
    let error = refused(&|save| save.line = Some(vec!["A6".into()]));
    assert!(error.starts_with("line: move 1 (A6) is not a move of the game's lines"), "{error}");
    let error = refused(&|save| save.cursor = 3);
    assert!(error.starts_with("cursor: 3 is past the 2 moves of the current line"), "{error}");
}

#[test]
fn variations_nested_too_deep_are_refused() {
    let start = Setup::start(Variant::Kingulu);
    let mut save = SaveFile::new(&start, vec!["A3".into()], Players::default());
    let mut deepest =
        SavedVariation { ply: 0, moves: vec!["A4".into()], comments: BTreeMap::new(), variations: vec![] };
    for _ in 0..=MAX_NESTING {
        deepest =
            SavedVariation { ply: 0, moves: vec!["A4".into()], comments: BTreeMap::new(), variations: vec![deepest] };
    }
    save.variations = vec![deepest];
    save.format = 2;
    let error = save.check().unwrap_err().to_string();
    assert!(error.starts_with("variations: nested more than 32 deep"), "{error}");
}
