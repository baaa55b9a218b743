//! The complete rules shown by `R`: for each game a text file under `src/tui/rules_text/` (built into the
//! program), written in the program's own words from the game's document (`docs/rules/<game>.md`), in sections,
//! with worked examples the screen draws as boards. This module holds the texts and their small markup's parser.
//!
//! Each text is in English and in Swahili (`src/tui/rules_text/sw/<game>.txt`, a whole translation in the same
//! markup: the same sections in the same order with the same references, and the very same examples, which a
//! test compares with the English ones); the screen shows the text of the current language.
//!
//! The markup, one line at a time:
//!
//! | line | meaning |
//! | --- | --- |
//! | `# Title §2.3 §4.6 Q3` | a section; the trailing `§` and `Q` words name the document's sections and decisions it covers (shown after the title) |
//! | plain text | a paragraph: lines run together until a blank line |
//! | `- text` | a list item; the lines after it that start with two spaces continue it, any other line starts a paragraph |
//! | `@ POSITION \| MOVE \| CAPTION` | a worked example: a position in the one-line notation (docs/NOTATION.md), a move, and what it shows |
//! | `= POSITION` | right after an example: the position its move must lead to (checked by a test against the rules) |
//! | `;` ... | a comment for the maintainer, not shown |

use crate::i18n::Language;
use crate::rules::Variant;

/// A game's rules as the screen shows them.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Document {
    /// The sections, in order.
    pub sections: Vec<Section>,
}

/// One section: a title, the parts of the game's document it covers, and its text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Section {
    /// The title, without the references.
    pub title: String,
    /// The document's sections (`§3.7`) and decisions (`Q6`) this section puts in plain words.
    pub covers: Vec<String>,
    /// Paragraphs, list items and examples, in order.
    pub blocks: Vec<Block>,
}

/// A piece of a section.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Block {
    /// A paragraph, its lines run together.
    Paragraph(String),
    /// A list item.
    Item(String),
    /// A worked example.
    Example(Example),
}

/// A worked example: a move played from a position, drawn before and after.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Example {
    /// The position, in the one-line notation.
    pub position: String,
    /// The move, in notation.
    pub mv: String,
    /// What the example shows.
    pub caption: String,
    /// The position the move must lead to, if the text states it.
    pub after: Option<String>,
}

/// What is wrong with a rules text, and on which line (from 1).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct ParseError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub what: &'static str,
}

/// The rules text of `variant` in `language`, as written.
#[must_use]
pub fn source(variant: Variant, language: Language) -> &'static str {
    match (language, variant) {
        (Language::English, Variant::Kete) => include_str!("rules_text/kete.txt"),
        (Language::English, Variant::KimasaiRelay) => include_str!("rules_text/kimasai-relay.txt"),
        (Language::English, Variant::KimasaiStep) => include_str!("rules_text/kimasai-step.txt"),
        (Language::English, Variant::Kingulu) => include_str!("rules_text/kingulu.txt"),
        (Language::Swahili, Variant::Kete) => include_str!("rules_text/sw/kete.txt"),
        (Language::Swahili, Variant::KimasaiRelay) => include_str!("rules_text/sw/kimasai-relay.txt"),
        (Language::Swahili, Variant::KimasaiStep) => include_str!("rules_text/sw/kimasai-step.txt"),
        (Language::Swahili, Variant::Kingulu) => include_str!("rules_text/sw/kingulu.txt"),
    }
}

/// The rules of `variant` in the current language, parsed.
///
/// # Panics
///
/// Never: a test parses every game's text in every language.
#[must_use]
pub fn document(variant: Variant) -> Document {
    #[cfg(test)]
    if crate::i18n::catalog::pseudo::on() {
        return pseudo(document_in(variant, Language::English));
    }
    document_in(variant, crate::i18n::current())
}

/// The rules of `variant` in `language`, parsed.
///
/// # Panics
///
/// Never: a test parses every game's text in every language.
#[must_use]
pub fn document_in(variant: Variant, language: Language) -> Document {
    parse(source(variant, language)).expect("every game's rules text parses (tested)")
}

/// `document` in the tests' pseudo language (`crate::i18n::catalog::pseudo`): its words' letters swapped for
/// look-alikes, as the catalogs' messages are, so a screen showing the rules shows no plain word of its own;
/// the notation (the examples' positions and moves) and the references stay as they are.
#[cfg(test)]
fn pseudo(document: Document) -> Document {
    let swap = |text: &str| crate::i18n::catalog::pseudo::swap(text).into_owned();
    let sections = document.sections.into_iter().map(|section| Section {
        title: swap(&section.title),
        covers: section.covers,
        blocks: section
            .blocks
            .into_iter()
            .map(|block| match block {
                Block::Paragraph(text) => Block::Paragraph(swap(&text)),
                Block::Item(text) => Block::Item(swap(&text)),
                Block::Example(example) => Block::Example(Example { caption: swap(&example.caption), ..example }),
            })
            .collect(),
    });
    Document { sections: sections.collect() }
}

/// Reads a rules text in the markup above.
///
/// # Panics
///
/// Never: a section is open wherever one is taken.
pub fn parse(text: &str) -> Result<Document, ParseError> {
    let mut document = Document::default();
    // The paragraph or item being read, and whether it is an item.
    let mut open: Option<(String, bool)> = None;
    let close = |open: &mut Option<(String, bool)>, document: &mut Document| {
        if let Some((text, item)) = open.take()
            && let Some(section) = document.sections.last_mut()
        {
            section.blocks.push(if item { Block::Item(text) } else { Block::Paragraph(text) });
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let error = |what| ParseError { line, what };
        let trimmed = raw.trim_end();
        if trimmed.starts_with(';') {
            continue;
        }
        if let Some(heading) = trimmed.strip_prefix("# ") {
            close(&mut open, &mut document);
            let words: Vec<&str> = heading.split_whitespace().collect();
            let refs = words.iter().rev().take_while(|word| is_reference(word)).count();
            let (title, covers) = words.split_at(words.len() - refs);
            if title.is_empty() {
                return Err(error("a section needs a title"));
            }
            document.sections.push(Section {
                title: title.join(" "),
                covers: covers.iter().map(ToString::to_string).collect(),
                blocks: Vec::new(),
            });
            continue;
        }
        if document.sections.is_empty() {
            if trimmed.is_empty() {
                continue;
            }
            return Err(error("text before the first section"));
        }
        if trimmed.is_empty() {
            close(&mut open, &mut document);
        } else if let Some(example) = trimmed.strip_prefix("@ ") {
            close(&mut open, &mut document);
            let parts: Vec<&str> = example.splitn(3, '|').map(str::trim).collect();
            let [position, mv, caption] = parts[..] else {
                return Err(error("an example is `@ POSITION | MOVE | CAPTION`"));
            };
            if position.is_empty() || mv.is_empty() || caption.is_empty() {
                return Err(error("an example needs a position, a move and a caption"));
            }
            let example = Example { position: position.into(), mv: mv.into(), caption: caption.into(), after: None };
            let section = document.sections.last_mut().expect("a section is open");
            section.blocks.push(Block::Example(example));
        } else if let Some(after) = trimmed.strip_prefix("= ") {
            close(&mut open, &mut document);
            let section = document.sections.last_mut().expect("a section is open");
            match section.blocks.last_mut() {
                Some(Block::Example(example)) if example.after.is_none() => example.after = Some(after.trim().into()),
                _ => return Err(error("`=` follows an example")),
            }
        } else if let Some(item) = trimmed.strip_prefix("- ") {
            close(&mut open, &mut document);
            open = Some((item.trim().into(), true));
        } else if let Some((text, _)) = open.as_mut().filter(|(_, item)| !*item || raw.starts_with("  ")) {
            text.push(' ');
            text.push_str(trimmed.trim_start());
        } else {
            // A line after a list item that is not indented starts a paragraph.
            close(&mut open, &mut document);
            open = Some((trimmed.trim_start().into(), false));
        }
    }
    close(&mut open, &mut document);
    if document.sections.is_empty() {
        return Err(ParseError { line: 1, what: "no section" });
    }
    Ok(document)
}

/// Whether a heading's word names a document section (`§3.7`, `§3`) or decision (`Q12`).
fn is_reference(word: &str) -> bool {
    let number = |rest: &str| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit() || c == '.');
    word.strip_prefix('§').is_some_and(number)
        || word.strip_prefix('Q').is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()))
}

#[cfg(test)]
mod tests;
