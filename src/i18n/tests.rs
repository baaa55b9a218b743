use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::catalog::{AREAS, pseudo};
use super::{Language, current, scoped};

/// Each message of a catalog and the names of the values it takes; its attributes are `id.attribute`.
fn messages(area: &str, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match FluentResource::try_new(text.to_string()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{area}: the catalog does not parse: {errors:?}"),
    };
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        let (id, value, attributes) = match entry {
            Entry::Message(message) => (message.id.name.to_string(), message.value.as_ref(), &message.attributes),
            Entry::Term(term) => (format!("-{}", term.id.name), Some(&term.value), &term.attributes),
            _ => continue,
        };
        let mut values = BTreeSet::new();
        if let Some(value) = value {
            variables(value, &mut values);
        }
        assert!(found.insert(id.clone(), values).is_none(), "{area}: {id} is there twice");
        for attribute in attributes {
            let mut values = BTreeSet::new();
            variables(&attribute.value, &mut values);
            found.insert(format!("{id}.{}", attribute.id.name), values);
        }
    }
    found
}

/// The values `pattern` takes, into `found`.
fn variables(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, found),
        Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                variables(&variant.value, found);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
        }
        _ => {}
    }
}

/// Every message of every area in `language`.
fn catalog(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for &(area, english, swahili) in AREAS {
        let text = if language == Language::Swahili { swahili } else { english };
        for (id, values) in messages(area, text) {
            assert!(all.insert(id.clone(), values).is_none(), "{area}: {id} is in another area too");
        }
    }
    all
}

/// A message in one catalog and not the other, or taking other values there, fails: the two are complete
/// and say the same things with the same values.
#[test]
fn every_message_is_in_both_languages_with_the_same_values() {
    let (english, swahili) = (catalog(Language::English), catalog(Language::Swahili));
    let only_english: Vec<&String> = english.keys().filter(|id| !swahili.contains_key(*id)).collect();
    let only_swahili: Vec<&String> = swahili.keys().filter(|id| !english.contains_key(*id)).collect();
    assert!(only_english.is_empty(), "in English only: {only_english:?}");
    assert!(only_swahili.is_empty(), "in Swahili only: {only_swahili:?}");
    for (id, values) in &english {
        assert_eq!(values, &swahili[id], "{id} takes other values in Swahili");
    }
}

/// The ids the source asks for with `t!("id"`, each with the file that asks.
fn ids_used() -> BTreeMap<String, String> {
    fn walk(folder: &Path, found: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n/tests.rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                // Not in comments: the examples of the documentation.
                let code: String =
                    text.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
                let text = code;
                for (at, _) in text.match_indices("t!(") {
                    // `t!`, not the end of `format!` or `print!`.
                    if text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    // The id, on the same line or the next (rustfmt breaks a long call after the parenthesis).
                    let Some(rest) = text[at + 3..].trim_start().strip_prefix('"') else { continue };
                    let id = &rest[..rest.find('"').unwrap()];
                    found.entry(id.to_string()).or_insert_with(|| path.display().to_string());
                }
            }
        }
    }
    let mut found = BTreeMap::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut found);
    found
}

/// Every message the source asks for is in the catalogs, and every message of the catalogs is asked for
/// (messages a text is made of at run time, named with a `dynamic-` comment in the catalog, aside).
#[test]
fn every_message_asked_for_exists_and_every_message_is_asked_for() {
    let english = catalog(Language::English);
    let used = ids_used();
    let missing: Vec<String> =
        used.iter().filter(|(id, _)| !english.contains_key(*id)).map(|(id, file)| format!("{id} ({file})")).collect();
    assert!(missing.is_empty(), "asked for and in no catalog: {missing:?}");
    let dynamic = dynamic_prefixes();
    let unused: Vec<&String> = english
        .keys()
        .filter(|id| !id.starts_with('-') && !id.contains('.'))
        .filter(|id| !used.contains_key(*id) && !dynamic.iter().any(|prefix| id.starts_with(prefix.as_str())))
        .collect();
    assert!(unused.is_empty(), "in the catalogs and asked for nowhere: {unused:?}");
}

/// The prefixes of messages whose id is made at run time (`variant-summary-` and the variant's name), as the
/// English catalogs declare them in a comment line `# dynamic: PREFIX`.
fn dynamic_prefixes() -> Vec<String> {
    AREAS
        .iter()
        .flat_map(|(_, english, _)| english.lines())
        .filter_map(|line| line.strip_prefix("# dynamic: "))
        .map(|prefix| prefix.trim().to_string())
        .collect()
}

#[test]
fn the_locale_chooses_the_language_and_english_is_the_fallback() {
    let environment = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v).to_string())
    };
    assert_eq!(Language::from_environment(environment(&[("LANG", "sw_TZ.UTF-8")])), Language::Swahili);
    assert_eq!(Language::from_environment(environment(&[("LANG", "sw_KE")])), Language::Swahili);
    assert_eq!(Language::from_environment(environment(&[("LANG", "sw")])), Language::Swahili);
    assert_eq!(Language::from_environment(environment(&[("LANG", "fr_FR.UTF-8")])), Language::English);
    assert_eq!(Language::from_environment(environment(&[])), Language::English);
    // LC_ALL before LC_MESSAGES before LANG; an empty one counts as unset.
    let both = environment(&[("LC_ALL", "en_GB.UTF-8"), ("LANG", "sw_TZ.UTF-8")]);
    assert_eq!(Language::from_environment(both), Language::English);
    let empty = environment(&[("LC_ALL", ""), ("LC_MESSAGES", "sw_KE.UTF-8"), ("LANG", "en_US.UTF-8")]);
    assert_eq!(Language::from_environment(empty), Language::Swahili);
    // GNU's LANGUAGE list, unless the locale is C.
    let list = environment(&[("LANGUAGE", "fr:sw:en"), ("LANG", "en_US.UTF-8")]);
    assert_eq!(Language::from_environment(list), Language::Swahili);
    let c = environment(&[("LANGUAGE", "sw"), ("LANG", "C")]);
    assert_eq!(Language::from_environment(c), Language::English);
    assert_eq!("sw".parse::<Language>(), Ok(Language::Swahili));
    assert_eq!("Kiswahili".parse::<Language>(), Ok(Language::Swahili));
    assert!("fr".parse::<Language>().unwrap_err().to_string().contains("sw (Kiswahili)"));
}

#[test]
fn a_thread_may_word_in_its_own_language() {
    let outside = current();
    let inside = scoped(Language::Swahili, || (current(), crate::t!("side-south")));
    assert_eq!(inside, (Language::Swahili, "Kusini".to_string()));
    assert_eq!(current(), outside);
    assert_eq!(scoped(Language::English, || crate::t!("side-south")), "South");
}

/// Swahili's counts agree with their noun, by Fluent's plural rules (CLDR's: one and other).
#[test]
fn swahili_counts_choose_their_words() {
    scoped(Language::Swahili, || {
        assert_eq!(crate::t!("count-seeds", count = 1), "mbegu 1");
        assert_eq!(crate::t!("count-seeds", count = 3), "mbegu 3");
        assert_eq!(crate::t!("count-stones", count = 1), "jiwe 1");
        assert_eq!(crate::t!("count-stones", count = 3), "mawe 3");
    });
    scoped(Language::English, || {
        assert_eq!(crate::t!("count-seeds", count = 1), "1 seed");
        assert_eq!(crate::t!("count-cows", count = 3), "3 cows");
    });
}

#[test]
fn the_pseudo_language_swaps_the_catalogs_words_and_not_the_values() {
    let text = pseudo::scoped(|| crate::t!("count-seeds", count = 12));
    assert_eq!(text, "12 şḗḗḓş");
    assert!(pseudo::plain_words(&text, 3).is_empty());
    assert_eq!(pseudo::plain_words("A3 legal moves: a1", 3), ["legal", "moves"]);
}
