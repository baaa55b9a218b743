//! The program's words, in English and in Swahili: every text a person reads comes from a message catalog of
//! Project Fluent (`en/*.ftl`, `sw/*.ftl` beside this file, built into the program), looked up by its id with
//! [`t!`](crate::t). The language is chosen once at start from a setting or the locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`: `sw_TZ.UTF-8`, `sw_KE`, `sw`), English when neither names one the program has
//! ([`Language::from_environment`]), and may be changed on the settings screen.
//!
//! Fluent rather than format strings: a message's translation chooses its own words for a count (Swahili
//! agrees a number with its noun's class, `mbegu moja`, `mbegu tatu`; `kete` in Bao la Kete are cowries, of
//! another class than seeds) and its own order of the values it is given, without the code knowing. The game's
//! terms (kuu, nyumba, kichwa, mtaji, namua, takasia, kuweka mtoto) keep their Swahili names in both
//! languages; pit and move names are the notation's in both.
//!
//! The language is one fact of the whole program, set at its start, so it is kept here rather than passed to
//! every function that words something; a test thread may set its own with `scoped` (the tests draw screens in both
//! languages side by side). The rules module never asks it: it stays pure, and the interface words what the
//! rules report.

pub(crate) mod catalog;
#[cfg(test)]
mod tests;

use std::cell::Cell;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU8, Ordering};

pub use catalog::message;
#[doc(hidden)]
pub use fluent_bundle::FluentArgs;

/// A language the program speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Language {
    /// English, the fallback.
    #[default]
    English,
    /// Swahili (Kiswahili).
    Swahili,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 2] = [Language::English, Language::Swahili];

    /// The language's code (BCP 47, as the catalogs' folders and the settings file name it): `en`, `sw`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Swahili => "sw",
        }
    }

    /// The language's name in itself: `English`, `Kiswahili`.
    #[must_use]
    pub const fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Swahili => "Kiswahili",
        }
    }

    /// The language a locale names (`sw_TZ.UTF-8`, `sw_KE`, `sw`, `en_GB.UTF-8`, `C`), if the program has it:
    /// the part before `_`, `.` or `@`, as POSIX writes a locale.
    #[must_use]
    pub fn of_locale(locale: &str) -> Option<Language> {
        let language = locale.split(['_', '.', '@', '-']).next().unwrap_or_default();
        match language.to_ascii_lowercase().as_str() {
            "sw" | "swa" => Some(Language::Swahili),
            "en" | "eng" | "c" | "posix" => Some(Language::English),
            _ => None,
        }
    }

    /// The language of the environment, read through `variable`: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty decides, as POSIX orders them; a locale the program has no language
    /// for, or none, is English. (`LANGUAGE`, GNU's list of languages to try, is read first when the locale is
    /// not `C`: `LANGUAGE=sw:en`.)
    pub fn from_environment(variable: impl Fn(&str) -> Option<String>) -> Language {
        let set = |name: &str| variable(name).filter(|value| !value.is_empty());
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(set);
        let plain_c = locale.as_deref().is_none_or(|locale| matches!(locale, "C" | "POSIX"));
        if !plain_c
            && let Some(list) = set("LANGUAGE")
            && let Some(language) = list.split(':').find_map(Language::of_locale)
        {
            return language;
        }
        locale.as_deref().and_then(Language::of_locale).unwrap_or_default()
    }

    fn index(self) -> u8 {
        match self {
            Language::English => 0,
            Language::Swahili => 1,
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language the program does not have.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown language `{0}`: the program speaks en (English) and sw (Kiswahili)")]
pub struct UnknownLanguage(pub String);

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(text: &str) -> Result<Language, UnknownLanguage> {
        match text.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Language::English),
            "sw" | "swahili" | "kiswahili" => Ok(Language::Swahili),
            _ => Err(UnknownLanguage(text.to_string())),
        }
    }
}

/// The program's language, as [`set`] last made it.
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A thread's own language while [`scoped`] runs.
    static SCOPED: Cell<Option<Language>> = const { Cell::new(None) };
    /// In the test binary, the language [`set`] last made this thread's (under what `scoped` chooses).
    static SET: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Makes `language` the program's language (at start, and from the settings screen). In the test binary, where
/// tests run side by side as threads of one process, it is the calling thread's language instead, so a test that
/// saves settings in Swahili cannot change the words another test reads (and what `scoped` chooses still
/// stands).
pub fn set(language: Language) {
    #[cfg(test)]
    SET.set(Some(language));
    #[cfg(not(test))]
    CURRENT.store(language.index(), Ordering::Relaxed);
}

/// The language texts are worded in on this thread.
#[must_use]
pub fn current() -> Language {
    SCOPED.get().or_else(|| SET.get()).unwrap_or(if CURRENT.load(Ordering::Relaxed) == Language::Swahili.index() {
        Language::Swahili
    } else {
        Language::English
    })
}

/// Runs `work` with this thread's texts in `language`, whatever the program's language is: the tests draw
/// screens in both languages side by side, and the server's lobby words a refusal in the language of the
/// session it refuses.
pub fn scoped<T>(language: Language, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Language>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED.set(self.0);
        }
    }
    let _restore = Restore(SCOPED.replace(Some(language)));
    work()
}

/// The text of the catalogs' message `id` in the current language, with its values: `t!("quit-ask")`,
/// `t!("seeds", count = 3)`. A value is anything Fluent takes (a number, which a message may choose its words
/// by, or a string); a message missing from the language's catalog falls back to English.
///
/// ```ignore
/// let line = t!("lap-ends", lap = 2, hole = hole.to_string());
/// ```
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::message($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::message($id, Some(&args))
    }};
}

/// The game's title in the current language: `Bao la Kete`, `Bao la Kimasai (relay)`.
#[must_use]
pub fn game_title(variant: crate::rules::Variant) -> String {
    message(&format!("variant-title-{}", variant.name()), None)
}

/// The one line that says what the game is, in the current language.
#[must_use]
pub fn game_summary(variant: crate::rules::Variant) -> String {
    message(&format!("variant-summary-{}", variant.name()), None)
}

/// `South` or `North` in the current language.
#[must_use]
pub fn side_name(side: crate::rules::Side) -> String {
    match side {
        crate::rules::Side::South => crate::t!("side-south"),
        crate::rules::Side::North => crate::t!("side-north"),
    }
}
