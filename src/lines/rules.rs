//! The rules as the line mode reads them (`rules`, `rules 2`, `rules 3.2`): the same texts the rules screen
//! shows ([`crate::tui::rules_text`]), section by section, each worked example played by the rules
//! ([`crate::tui::rules_screen::play_example`]) and told as positions in the notation.

use crate::rules::Variant;
use crate::tui::rules_text::{Block, Document, Section, document};

use super::speak::Said;

/// `rules` alone: the sections, numbered, with the parts of the game's document each covers; with `which`, the
/// section it names: its number in that list (`2`), or a section or decision of the document (`3.2`, `§3.2`,
/// `Q3`).
#[must_use]
pub fn rules(variant: Variant, which: Option<&str>) -> Vec<Said> {
    let document = document(variant);
    let Some(which) = which else { return list(variant, &document) };
    if let Some(number) = find(&document, which.trim()) {
        return section(number, &document.sections[number]);
    }
    let (which, count) = (crate::printable::printable(which).into_owned(), document.sections.len());
    vec![Said::own(crate::t!("lines-rules-none", which = which, count = count)).refusal()]
}

/// The sections of a game's rules, numbered from 1.
fn list(variant: Variant, document: &Document) -> Vec<Said> {
    let mut said = vec![Said::own(crate::t!("lines-rules-head", game = crate::i18n::game_title(variant)))];
    for (number, section) in document.sections.iter().enumerate() {
        said.push(Said::relayed(title(number, section)));
    }
    said.push(Said::own(crate::t!("lines-rules-how")));
    said
}

/// `2. The kuu (§2.3 Q6)`.
fn title(number: usize, section: &Section) -> String {
    if section.covers.is_empty() {
        crate::t!("lines-rules-title", number = number + 1, title = section.title.clone())
    } else {
        let (title, covers) = (section.title.clone(), section.covers.join(" "));
        crate::t!("lines-rules-title-covers", number = number + 1, title = title, covers = covers)
    }
}

/// The section `which` names, as an index: a number alone is its place in the list; a reference with a dot, a
/// `§` or a `Q` is the first section covering it, or a part of it (`3` names `§3.1` too when no section covers
/// `§3` itself).
fn find(document: &Document, which: &str) -> Option<usize> {
    let sections = &document.sections;
    if let Ok(number) = which.parse::<usize>() {
        return number.checked_sub(1).filter(|&index| index < sections.len());
    }
    let reference =
        if which.starts_with('Q') || which.starts_with('§') { which.to_string() } else { format!("§{which}") };
    let covers =
        |test: &dyn Fn(&str) -> bool| sections.iter().position(|section| section.covers.iter().any(|c| test(c)));
    covers(&|cover| cover == reference).or_else(|| covers(&|cover| cover.starts_with(&format!("{reference}."))))
}

/// A section's whole text: its title, its paragraphs and list items, and each example played.
fn section(number: usize, section: &Section) -> Vec<Said> {
    let mut said = vec![Said::relayed(title(number, section))];
    for block in &section.blocks {
        said.push(match block {
            Block::Paragraph(text) => Said::relayed(text.clone()),
            Block::Item(text) => Said::relayed(format!("- {text}")),
            Block::Example(example) => match crate::tui::rules_screen::play_example(example) {
                Ok(played) => {
                    let (before, caption) = (example.position.clone(), example.caption.clone());
                    let (mv, after) = (played.mv, played.after.to_string());
                    let words =
                        crate::t!("lines-rules-example", before = before, mv = mv, caption = caption, after = after);
                    Said::relayed(words)
                }
                Err(why) => Said::relayed(why).refusal(),
            },
        });
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_is_found_by_its_number_or_by_the_document_it_covers() {
        let document = document(Variant::Kete);
        assert_eq!(find(&document, "1"), Some(0));
        assert_eq!(find(&document, "0"), None);
        assert_eq!(find(&document, &format!("{}", document.sections.len() + 1)), None);
        let (index, cover) = document
            .sections
            .iter()
            .enumerate()
            .find_map(|(index, section)| section.covers.first().map(|cover| (index, cover.clone())))
            .expect("a section covers a part of the document");
        assert_eq!(find(&document, &cover), Some(index));
        if let Some(bare) = cover.strip_prefix('§') {
            assert_eq!(find(&document, bare), Some(index));
        }
        assert_eq!(find(&document, "99.9"), None);
    }

    #[test]
    fn every_section_of_every_game_is_told_with_its_examples_played() {
        for variant in Variant::ALL {
            let document = document(variant);
            assert_eq!(rules(variant, None).len(), document.sections.len() + 2);
            for number in 1..=document.sections.len() {
                let said = rules(variant, Some(&number.to_string()));
                assert!(said.iter().all(|said| !said.error), "{variant} {number}: {said:?}");
            }
        }
    }
}
