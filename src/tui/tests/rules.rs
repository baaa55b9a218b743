//! The rules screen in Swahili (issue #30): its texts are the Swahili translations and its words the catalog's,
//! drawn at 80x24 as a Swahili player sees them; and in the pseudo language it shows no word of its own.

use crate::i18n::catalog::pseudo;
use crate::i18n::{Language, scoped};
use crate::rules::Variant;

use super::{App, app, press, render};

/// The rules screen of `variant` after `keys` (`R` first), the app built and the keys pressed in `language`.
fn rules(language: Language, variant: Variant, keys: &str) -> String {
    scoped(language, || {
        let mut app = app(variant);
        press(&mut app, keys);
        render(&app, 80, 24)
    })
}

#[test]
fn the_rules_screen_in_swahili() {
    // Kingulu's first section, then its fifth scrolled to the opening's example, then kete's section on the kuu
    // at its example of the tax.
    insta::assert_snapshot!("rules_kingulu_swahili_top", rules(Language::Swahili, Variant::Kingulu, "R"));
    let example = rules(Language::Swahili, Variant::Kingulu, &format!("R\t\t\t\t{}", "j".repeat(10)));
    insta::assert_snapshot!("rules_kingulu_swahili_example", example);
    let kuu = rules(Language::Swahili, Variant::Kete, &format!("R\t\t\t\t\t\t\t{}", "j".repeat(10)));
    insta::assert_snapshot!("rules_kete_swahili_kuu", kuu);
}

/// Drawn in the pseudo language, the rules screen of every game (at its top, at an example, at its end) shows a
/// plain word only on its last line, the key hints, which are the `keys` area's (the pseudo-language test of
/// every screen checks those), and the games' names in the notation.
#[test]
fn the_rules_screen_in_the_pseudo_language_shows_no_word_of_its_own() {
    let values: Vec<&str> = Variant::ALL.iter().flat_map(|variant| variant.name().split('-')).collect();
    pseudo::scoped(|| {
        for variant in Variant::ALL {
            for keys in ["R", "R\t\t\t ", "R\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t", "R\t\t\t\t\t\tjjjjjjjjjjjj"] {
                let mut app: App = app(variant);
                press(&mut app, keys);
                let screen = render(&app, 80, 24);
                let lines: Vec<&str> = screen.lines().collect();
                let (_, text) = lines.split_last().expect("24 lines");
                let words: Vec<String> = pseudo::plain_words(&text.join("\n"), 4)
                    .into_iter()
                    .filter(|word| !values.contains(&word.to_ascii_lowercase().as_str()))
                    .collect();
                assert!(words.is_empty(), "{variant} after {keys:?}: {words:?}\n{screen}");
                assert!(screen.contains('·'), "{variant}: the header and the status line are drawn\n{screen}");
            }
        }
    });
}

/// Every section's title line of every game's rules, in both languages, fits 80 columns with its section's
/// title whole: where the game's title leaves no room (kimasai-step's third section in English was cut at
/// `anticlockwis`), the game is named as the notation names it.
#[test]
fn every_section_title_is_whole_at_80_columns() {
    for language in [Language::English, Language::Swahili] {
        scoped(language, || {
            for variant in Variant::ALL {
                let mut app = app(variant);
                press(&mut app, "R");
                let titles: Vec<String> = app
                    .rules
                    .as_ref()
                    .expect("the rules screen")
                    .document
                    .sections
                    .iter()
                    .map(|s| s.title.clone())
                    .collect();
                let mut shown = Vec::new();
                for _ in &titles {
                    let screen = render(&app, 80, 24);
                    let top = screen.lines().next().unwrap_or_default().trim_matches('"').trim_end().to_string();
                    // `… · 3/7 Moving: …`: the section's number, then its title, whole, to the line's end.
                    let (_, after) = top.rsplit_once(" · ").unwrap_or_else(|| panic!("{top}"));
                    let (number, title) = after.split_once(' ').unwrap_or_else(|| panic!("{top}"));
                    let index: usize = number.split('/').next().unwrap().parse().unwrap();
                    assert_eq!(title, titles[index - 1], "{language:?} {variant}: {top}");
                    shown.push(index);
                    press(&mut app, "\t");
                }
                assert!(shown.len() > 2 && shown.contains(&3), "{language:?} {variant}: {shown:?}");
            }
        });
    }
}
