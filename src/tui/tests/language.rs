//! Issue #30: every text a screen shows comes from the message catalogs. Drawn in the pseudo language (each
//! letter of the catalogs' words swapped for a look-alike, `crate::i18n::catalog::pseudo`), a screen holds a
//! word of plain ASCII letters only where a text did not come from a catalog, or where it is a value: a name,
//! a position, a move.

use crate::i18n::catalog::pseudo;

use super::render;
use super::screens::every_screen;

/// Words a screen shows that are values, not the program's words: the tests' players and saves, the
/// notation's names of the games, a login name's fallback, a theme's name and a language's own name.
const VALUES: &[&str] = &[
    "titled",
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
fn without_values(screen: &str) -> String {
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

/// The screens whose texts are still being moved into the catalogs (issue #30): the list shrinks to nothing,
/// and a screen that shows only catalog words must leave it.
const NOT_YET: &[&str] = &[
    "editor from start",
    "kete after a move",
    "kete board",
    "kete confirm",
    "kete copy",
    "kete editor",
    "kete help",
    "kete history",
    "kete lap log",
    "kete learn",
    "kete lesson",
    "kete lesson done",
    "kete lesson help",
    "kete lesson refused",
    "kete players",
    "kete prompt",
    "kete resigned",
    "kete review",
    "kete room closed",
    "kete room closed, game saved",
    "kete room guest",
    "kete room host waiting",
    "kete room spectator",
    "kete room spectator help",
    "kete room takeback asked",
    "kete rules",
    "kete rules at an example",
    "kete rules at the end",
    "kete rules help",
    "kete safari",
    "kete settings",
    "kete stepped to the end",
    "kete watching",
    "kimasai-relay after a move",
    "kimasai-relay board",
    "kimasai-relay confirm",
    "kimasai-relay copy",
    "kimasai-relay editor",
    "kimasai-relay help",
    "kimasai-relay history",
    "kimasai-relay lap log",
    "kimasai-relay learn",
    "kimasai-relay lesson",
    "kimasai-relay lesson done",
    "kimasai-relay lesson help",
    "kimasai-relay lesson refused",
    "kimasai-relay players",
    "kimasai-relay prompt",
    "kimasai-relay resigned",
    "kimasai-relay review",
    "kimasai-relay room closed",
    "kimasai-relay room closed, game saved",
    "kimasai-relay room guest",
    "kimasai-relay room host waiting",
    "kimasai-relay room spectator",
    "kimasai-relay room spectator help",
    "kimasai-relay room takeback asked",
    "kimasai-relay rules",
    "kimasai-relay rules at an example",
    "kimasai-relay rules at the end",
    "kimasai-relay rules help",
    "kimasai-relay settings",
    "kimasai-relay stepped to the end",
    "kimasai-relay watching",
    "kimasai-step after a move",
    "kimasai-step board",
    "kimasai-step confirm",
    "kimasai-step copy",
    "kimasai-step editor",
    "kimasai-step help",
    "kimasai-step history",
    "kimasai-step lap log",
    "kimasai-step learn",
    "kimasai-step lesson",
    "kimasai-step lesson done",
    "kimasai-step lesson help",
    "kimasai-step lesson refused",
    "kimasai-step players",
    "kimasai-step prompt",
    "kimasai-step resigned",
    "kimasai-step review",
    "kimasai-step room closed",
    "kimasai-step room closed, game saved",
    "kimasai-step room guest",
    "kimasai-step room host waiting",
    "kimasai-step room spectator",
    "kimasai-step room spectator help",
    "kimasai-step room takeback asked",
    "kimasai-step rules",
    "kimasai-step rules at an example",
    "kimasai-step rules at the end",
    "kimasai-step rules help",
    "kimasai-step settings",
    "kimasai-step stepped to the end",
    "kimasai-step watching",
    "kingulu after a move",
    "kingulu board",
    "kingulu confirm",
    "kingulu copy",
    "kingulu editor",
    "kingulu help",
    "kingulu history",
    "kingulu lap log",
    "kingulu learn",
    "kingulu lesson",
    "kingulu lesson done",
    "kingulu lesson help",
    "kingulu lesson refused",
    "kingulu players",
    "kingulu prompt",
    "kingulu resigned",
    "kingulu review",
    "kingulu room closed",
    "kingulu room closed, game saved",
    "kingulu room guest",
    "kingulu room host waiting",
    "kingulu room spectator",
    "kingulu room spectator help",
    "kingulu room takeback asked",
    "kingulu rules",
    "kingulu rules at an example",
    "kingulu rules at the end",
    "kingulu rules help",
    "kingulu settings",
    "kingulu stepped to the end",
    "kingulu watching",
    "notes",
    "quitting unsaved",
    "saves",
    "saves deleting",
    "saves hosting a built-in one",
    "saves renaming",
    "settings capturing a key",
    "start",
    "start with saves",
];

#[test]
fn every_screen_in_the_pseudo_language_shows_only_the_catalogs_words() {
    let mut plain = Vec::new();
    let mut done = Vec::new();
    pseudo::scoped(|| {
        for (name, app) in every_screen("pseudo", false) {
            let screen = render(&app, 80, 24);
            let words: Vec<String> =
                pseudo::plain_words(&without_values(&screen), 4).into_iter().filter(|word| !test_value(word)).collect();
            if std::env::var("DUMP").is_ok() {
                eprintln!("SCREEN {name}: {words:?}");
            }
            match (words.is_empty(), NOT_YET.contains(&name.as_str())) {
                (true, true) => done.push(name),
                (false, false) => plain.push(format!("{name}: {words:?}")),
                _ => {}
            }
        }
    });
    assert!(done.is_empty(), "these screens show only the catalogs' words now: take them off NOT_YET: {done:?}");
    assert!(plain.is_empty(), "words that come from no catalog:\n{}", plain.join("\n"));
}
