//! Issue #30: every text a screen shows comes from the message catalogs. Drawn in the pseudo language (each
//! letter of the catalogs' words swapped for a look-alike, `crate::i18n::catalog::pseudo`), a screen holds a
//! word of plain ASCII letters only where a text did not come from a catalog, or where it is a value: a name,
//! a position, a move.

use crate::i18n::catalog::pseudo;

use super::render;
use super::screens::every_screen;

/// Words a screen shows that are values, not the program's words: the tests' players and saves, the
/// notation's names of the games, a login name's fallback, a theme's name and a language's own name, the game
/// record's own header (NOTATION.md: a record is copied as the notation writes it), the JSON reader's words
/// that the English catalog quotes (the Swahili one words the fault instead), and the system's words for an
/// error it reports (`No space left on device`).
const VALUES: &[&str] = &[
    "titled",
    "broken",
    "default",
    "english",
    "position",
    "while",
    "parsing",
    "object",
    "space",
    "left",
    "device",
    "error",
    // The game's terms (a built-in save's file, kete-bao-hamna).
    "hamna",
    "notes",
    "read",
    "guest",
    "kete",
    "kingulu",
    "kimasai",
    "relay",
    "step",
    "json",
    "mwanaisha",
    "kariuki",
];

/// Key names, which stay as the keyboard prints them in every language (docs/translation.md), as the key bar,
/// the help and the settings' key lines write them: compared as written, so an English word is not let through.
const KEY_NAMES: &[&str] = &[
    "Enter",
    "Space",
    "Home",
    "Ctrl",
    "Shift",
    "PgDn",
    "PgUp",
    "Backspace",
    "Delete",
    "hjkl",
    "Left",
    "Right",
    "Down",
];

/// `screen` without the values made of letters it shows: the room codes (`kete-k7fq-3mzd`, made at random, whose
/// groups may be words), even cut at the screen's edge, and the tests' folders (`/tmp/bao-saves-screens-…`).
pub(super) fn without_values(screen: &str) -> String {
    let mut text: String = screen
        .split(' ')
        .map(|word| if word.starts_with('/') { " ".repeat(word.chars().count()) } else { word.to_string() })
        .collect::<Vec<_>>()
        .join(" ");
    for variant in crate::rules::Variant::ALL {
        let prefix = format!("{variant}-");
        let mut from = 0;
        while let Some(at) = text[from..].find(&prefix).map(|at| from + at) {
            let start = at + prefix.len();
            let code = text[start..]
                .char_indices()
                .take_while(|&(i, c)| c.is_ascii_alphanumeric() || (c == '-' && i == 4))
                .take(9)
                .map(|(i, c)| i + c.len_utf8())
                .last()
                .unwrap_or(0);
            text.replace_range(start..start + code, &" ".repeat(code));
            from = start + code;
        }
    }
    text
}

/// Whether `word` is a value of the tests' own: text typed by a test's player (`xxxx…`, one letter repeated), or a
/// key's name.
fn test_value(word: &str) -> bool {
    KEY_NAMES.contains(&word)
        || VALUES.contains(&word.to_ascii_lowercase().as_str())
        || word.chars().all(|c| word.starts_with(c))
}

#[test]
fn every_screen_in_the_pseudo_language_shows_only_the_catalogs_words() {
    let mut plain = Vec::new();
    pseudo::scoped(|| {
        for (name, app) in every_screen("pseudo", false) {
            let screen = render(&app, 80, 24);
            let words: Vec<String> =
                pseudo::plain_words(&without_values(&screen), 4).into_iter().filter(|word| !test_value(word)).collect();
            if std::env::var("DUMP").is_ok() {
                eprintln!("SCREEN {name}: {words:?}");
            }
            if !words.is_empty() {
                plain.push(format!("{name}: {words:?}"));
            }
        }
    });
    assert!(plain.is_empty(), "words that come from no catalog:\n{}", plain.join("\n"));
}
