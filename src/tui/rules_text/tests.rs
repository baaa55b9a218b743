use super::*;
use crate::tui::rules_screen::play_example;

/// Every game's rules text in every language, parsed.
fn every_text() -> Vec<(Variant, Language, Document)> {
    let mut texts = Vec::new();
    for variant in Variant::ALL {
        for language in Language::ALL {
            let text = parse(source(variant, language)).unwrap_or_else(|error| panic!("{variant} {language}: {error}"));
            texts.push((variant, language, text));
        }
    }
    texts
}

#[test]
fn the_markup_reads_sections_paragraphs_items_and_examples() {
    let text = "; a comment\n# First §1.1 §2 Q3\nA paragraph\non two lines.\n\n- an item\n  going on\n- another\nA paragraph after the list.\n@ kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1 | A3 | the opening | with a bar\n= kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2\n# Second\nText.\n";
    let document = parse(text).unwrap();
    assert_eq!(document.sections.len(), 2);
    let first = &document.sections[0];
    assert_eq!(first.title, "First");
    assert_eq!(first.covers, ["§1.1", "§2", "Q3"]);
    assert_eq!(
        first.blocks[..4],
        [
            Block::Paragraph("A paragraph on two lines.".into()),
            Block::Item("an item going on".into()),
            Block::Item("another".into()),
            Block::Paragraph("A paragraph after the list.".into()),
        ]
    );
    let Block::Example(example) = &first.blocks[4] else { panic!("not an example: {:?}", first.blocks[4]) };
    assert_eq!(example.mv, "A3");
    assert_eq!(example.caption, "the opening | with a bar");
    assert_eq!(example.after.as_deref(), Some("kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2"));
    assert_eq!(document.sections[1].covers, Vec::<String>::new());
    assert_eq!(document.sections[1].blocks, [Block::Paragraph("Text.".into())]);
}

#[test]
fn the_markup_refuses_what_it_cannot_read() {
    for (text, line) in [
        ("text first\n# Then\n", 1),
        ("# §1.1\n", 1),
        ("# S\n@ kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 | A3\n", 2),
        ("# S\n@ kingulu S | | caption\n", 2),
        ("# S\nText.\n= kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\n", 3),
        ("", 1),
    ] {
        assert_eq!(parse(text).map_err(|error| error.line), Err(line), "{text:?}");
    }
}

/// Every example of every game in every language: its position parses, its move is legal there, and the
/// position it states after the move is the one the rules reach.
#[test]
fn every_example_is_played_by_the_rules_as_its_text_says() {
    for (variant, language, document) in every_text() {
        let mut examples = 0;
        for section in &document.sections {
            for block in &section.blocks {
                let Block::Example(example) = block else { continue };
                examples += 1;
                let played = play_example(example)
                    .unwrap_or_else(|error| panic!("{variant} {language} {}: {error}", section.title));
                assert_eq!(played.before.variant, variant, "{}", example.position);
                let after =
                    example.after.as_ref().unwrap_or_else(|| panic!("{variant}: {} states no after", example.mv));
                let after: crate::rules::Setup = after.parse().unwrap();
                assert_eq!(played.after, after, "{variant} {language} {} from {}", example.mv, example.position);
                assert!(played.touched.contains(&played.origin), "{variant} {}", example.mv);
            }
        }
        assert!(examples >= 4, "{variant} {language} has {examples} examples");
    }
}

/// A block's kind, and an example's notation: what a translation keeps of each block.
fn shape(block: &Block) -> String {
    match block {
        Block::Paragraph(_) => "paragraph".into(),
        Block::Item(_) => "item".into(),
        Block::Example(example) => format!("example {} | {} = {:?}", example.position, example.mv, example.after),
    }
}

/// The Swahili text of each game is the English one translated whole: the same sections in the same order with
/// the same references, and in each the same paragraphs, list items and examples in the same order, the
/// examples' positions, moves and `=` lines the very same; every title and every text translated.
#[test]
fn each_swahili_text_is_the_english_one_translated_whole() {
    for variant in Variant::ALL {
        let english = document_in(variant, Language::English);
        let swahili = document_in(variant, Language::Swahili);
        let titles =
            |document: &Document| document.sections.iter().map(|section| section.title.clone()).collect::<Vec<_>>();
        assert_eq!(english.sections.len(), swahili.sections.len(), "{variant}: {:?}", titles(&swahili));
        for (number, (english, swahili)) in english.sections.iter().zip(&swahili.sections).enumerate() {
            let at = format!("{variant}, section {} ({} / {})", number + 1, english.title, swahili.title);
            assert_eq!(english.covers, swahili.covers, "{at}");
            assert_ne!(english.title, swahili.title, "{at}: not translated");
            let shapes = |section: &Section| section.blocks.iter().map(shape).collect::<Vec<_>>();
            assert_eq!(shapes(english), shapes(swahili), "{at}");
            for (english, swahili) in english.blocks.iter().zip(&swahili.blocks) {
                let words = |block: &Block| match block {
                    Block::Paragraph(text) | Block::Item(text) => text.clone(),
                    Block::Example(example) => example.caption.clone(),
                };
                assert_ne!(words(english), words(swahili), "{at}: not translated");
            }
        }
    }
}
/// The examples whose captions say the game ends there end it.
#[test]
fn an_example_that_says_someone_wins_ends_the_game() {
    for variant in Variant::ALL {
        for section in document_in(variant, Language::English).sections {
            for block in section.blocks {
                let Block::Example(example) = block else { continue };
                let played = play_example(&example).unwrap();
                let says = example.caption.contains(" wins");
                assert_eq!(says, played.outcome.is_some(), "{variant} {}: {:?}", example.mv, played.outcome);
            }
        }
    }
}

/// The normative parts of a game's document: every numbered section of sections 1 to 5 (a `###` subsection,
/// or a `##` section that has none), and every decision of its section 8 table (`Q1` ...), less the ones that
/// state no rule ([`NOT_RULES`]). Section 0 (sources), 6 (the seed's wording), 7 (worked examples, drawn from
/// but not rules of their own) and 9 (tests) are not rules.
fn normative(document: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut pending: Option<String> = None;
    let mut in_decisions = false;
    for line in document.lines() {
        if let Some(rest) = line.strip_prefix("## ") {
            found.extend(pending.take());
            let number = rest.split('.').next().unwrap_or_default();
            in_decisions = number == "8";
            if matches!(number, "1" | "2" | "3" | "4" | "5") {
                pending = Some(format!("§{number}"));
            }
        } else if let Some(rest) = line.strip_prefix("### ") {
            let number = rest.split_whitespace().next().unwrap_or_default();
            let section = number.split('.').next().unwrap_or_default();
            if matches!(section, "1" | "2" | "3" | "4" | "5") && number.contains('.') {
                // The section has subsections: they are covered, not the section as a whole.
                pending = None;
                found.push(format!("§{number}"));
            }
        } else if in_decisions && let Some(rest) = line.strip_prefix("| Q") {
            let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if !number.is_empty() {
                found.push(format!("Q{number}"));
            }
        }
    }
    found.extend(pending);
    found
}

/// Decisions of the documents that state no rule of play.
const NOT_RULES: &[(Variant, &str, &str)] =
    &[(Variant::KimasaiStep, "Q8", "the primary source was not consulted: a note on sources, no rule")];

#[test]
fn every_normative_section_and_decision_of_each_document_is_covered() {
    for variant in Variant::ALL {
        let path = format!("{}/docs/rules/{variant}.md", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let wanted = normative(&text);
        assert!(wanted.len() >= 10, "{variant}: only {wanted:?}");
        let covered: Vec<String> =
            document_in(variant, Language::English).sections.into_iter().flat_map(|section| section.covers).collect();
        for id in &wanted {
            if NOT_RULES.iter().any(|&(game, not, _)| game == variant && not == id) {
                continue;
            }
            assert!(covered.contains(id), "{variant}: no section of the rules screen covers {id} of {path}");
        }
        for id in &covered {
            assert!(wanted.contains(id), "{variant}: a section names {id}, which {path} does not have");
        }
    }
}
