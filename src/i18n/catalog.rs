//! The catalogs built into the program, one Fluent bundle a language, and the lookup of a message in them.
//!
//! Each area of the program has its file in each language (`en/play.ftl`, `sw/play.ftl`); [`AREAS`] lists
//! them, and a test checks that every message of one language is in the other with the same values.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

use super::Language;

/// Every catalog's area, with its English and Swahili text.
macro_rules! areas {
    ($($area:literal),+ $(,)?) => {
        /// The catalogs: each area's name, its English text and its Swahili text.
        pub const AREAS: &[(&str, &str, &str)] = &[
            $(($area, include_str!(concat!("en/", $area, ".ftl")), include_str!(concat!("sw/", $area, ".ftl")))),+
        ];
    };
}

areas![
    "common", "start", "play", "explain", "review", "keys", "learn", "puzzle", "cli", "screens", "lobby", "rooms",
    "lines", "rules",
];

/// A language's bundle of every area.
type Bundle = FluentBundle<FluentResource>;

/// The bundles, English's then Swahili's, made at the first lookup.
fn bundles() -> &'static [Bundle; 2] {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.map(|language| bundle(language, None)))
}

/// `language`'s bundle of every area, its text elements passed through `transform` (the tests' pseudo
/// language). A catalog that does not parse, or that gives a message twice, is a fault of the build: the
/// tests parse every one, so the program never meets one.
fn bundle(language: Language, transform: Option<fn(&str) -> std::borrow::Cow<'_, str>>) -> Bundle {
    let id: LanguageIdentifier = language.code().parse().expect("en and sw are language identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around values: a terminal draws them as characters, and no value here is
    // written right to left.
    bundle.set_use_isolating(false);
    bundle.set_transform(transform);
    for &(_, english, swahili) in AREAS {
        let text = if language == Language::Swahili { swahili } else { english };
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, _)| resource);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The text of message `id` with `args` in the current language; English's where the language's catalog
/// lacks it (the tests see that none does), and the id itself where no catalog has it.
#[must_use]
pub fn message(id: &str, args: Option<&FluentArgs>) -> String {
    #[cfg(test)]
    if pseudo::on() {
        return format(pseudo::bundle(), id, args).unwrap_or_else(|| id.to_string());
    }
    let [english, swahili] = bundles();
    let first = if super::current() == Language::Swahili { swahili } else { english };
    format(first, id, args).or_else(|| format(english, id, args)).unwrap_or_else(|| id.to_string())
}

/// Message `id` of `bundle` with `args`, if it has it.
fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
    Some(text.into_owned())
}

/// A pseudo language for the tests: English with every letter of the catalogs' own words swapped for a
/// look-alike outside ASCII (`Sŏŭŧħ`), so a screen drawn in it that still holds a plain English word shows a
/// text that did not come from a catalog. Values (names, counts, pits, moves) are left as they are.
#[cfg(test)]
pub mod pseudo {
    use std::borrow::Cow;
    use std::cell::Cell;
    use std::sync::OnceLock;

    use super::{Bundle, Language};

    thread_local! {
        static ON: Cell<bool> = const { Cell::new(false) };
    }

    /// Whether this thread words in the pseudo language.
    pub fn on() -> bool {
        ON.get()
    }

    /// Runs `work` with this thread's texts in the pseudo language.
    pub fn scoped<T>(work: impl FnOnce() -> T) -> T {
        struct Restore(bool);
        impl Drop for Restore {
            fn drop(&mut self) {
                ON.set(self.0);
            }
        }
        let _restore = Restore(ON.replace(true));
        work()
    }

    /// The pseudo language's bundle.
    pub fn bundle() -> &'static Bundle {
        static BUNDLE: OnceLock<Bundle> = OnceLock::new();
        BUNDLE.get_or_init(|| super::bundle(Language::English, Some(swap)))
    }

    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const SWAPPED: &str = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";

    /// Every ASCII letter of `text` swapped for its look-alike.
    pub fn swap(text: &str) -> Cow<'_, str> {
        text.chars()
            .map(|c| PLAIN.find(c).map_or(c, |i| SWAPPED.chars().nth(i).expect("as many look-alikes as letters")))
            .collect::<String>()
            .into()
    }

    /// Whether `text` holds a word of plain ASCII letters at least `length` long (`Enter`, `moves`), as a
    /// text drawn in the pseudo language holds only where it did not come from a catalog.
    #[must_use]
    pub fn plain_words(text: &str, length: usize) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic()).filter(|word| word.len() >= length).map(str::to_string).collect()
    }
}
