//! Whether the terminal can show the board's Unicode (box drawing, seeds, arrows), read from the locale: the
//! first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty names the character set, as POSIX says
//! (an empty variable counts as unset). A locale whose character set is not UTF-8 (`C`, `POSIX`,
//! `en_US.ISO-8859-1`, or a name with no character set, which glibc takes as its legacy one: `en_US` is
//! ISO-8859-1) draws in ASCII, as `--ascii` does. With none of the three set the program assumes UTF-8: that is
//! a terminal started with no locale at all (a container, a service, an SSH client that sends no `LANG`, which
//! is OpenSSH's default), almost always UTF-8 today; a terminal in another character set has its locale set to
//! say so.

/// The locale variables, in the order POSIX reads them for the character set.
pub const VARIABLES: [&str; 3] = ["LC_ALL", "LC_CTYPE", "LANG"];

/// The locale variables' values, read once ([`VARIABLES`]' order).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LocaleEnv {
    /// `LC_ALL`.
    pub lc_all: Option<String>,
    /// `LC_CTYPE`.
    pub lc_ctype: Option<String>,
    /// `LANG`.
    pub lang: Option<String>,
}

impl LocaleEnv {
    /// This process's environment.
    #[must_use]
    pub fn from_env() -> LocaleEnv {
        let var = |name: &str| std::env::var(name).ok();
        LocaleEnv { lc_all: var("LC_ALL"), lc_ctype: var("LC_CTYPE"), lang: var("LANG") }
    }
}

/// What the locale says: whether it is UTF-8, and why in a few words (`LANG=C.UTF-8`, `LC_ALL=C, not UTF-8`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Charset {
    /// Whether the board's Unicode can be drawn.
    pub utf8: bool,
    /// Why.
    pub why: String,
}

/// Whether the locale name `value` (`language[_territory][.codeset][@modifier]`, or `C`, `POSIX`) has UTF-8
/// as its character set.
fn is_utf8(value: &str) -> bool {
    let without_modifier = value.split('@').next().unwrap_or(value);
    without_modifier
        .split_once('.')
        .is_some_and(|(_, codeset)| codeset.eq_ignore_ascii_case("utf-8") || codeset.eq_ignore_ascii_case("utf8"))
}

/// Decides from the locale variables (module documentation: the order and the default).
#[must_use]
pub fn decide(env: &LocaleEnv) -> Charset {
    let values = [&env.lc_all, &env.lc_ctype, &env.lang];
    let first = VARIABLES
        .iter()
        .zip(values)
        .find_map(|(name, value)| value.as_deref().filter(|value| !value.is_empty()).map(|value| (*name, value)));
    match first {
        Some((name, value)) if is_utf8(value) => Charset { utf8: true, why: format!("{name}={value}") },
        Some((name, value)) => Charset { utf8: false, why: format!("{name}={value}, not UTF-8") },
        None => Charset { utf8: true, why: "no locale set (LC_ALL, LC_CTYPE, LANG); UTF-8 assumed".to_string() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(lc_all: Option<&str>, lc_ctype: Option<&str>, lang: Option<&str>) -> LocaleEnv {
        let own = |value: Option<&str>| value.map(str::to_string);
        LocaleEnv { lc_all: own(lc_all), lc_ctype: own(lc_ctype), lang: own(lang) }
    }

    #[test]
    fn the_first_variable_set_names_the_character_set() {
        let cases = [
            // One variable: each value.
            (None, None, Some("en_US.UTF-8"), true, "LANG=en_US.UTF-8"),
            (None, None, Some("C.UTF-8"), true, "LANG=C.UTF-8"),
            (None, None, Some("de_DE.utf8"), true, "LANG=de_DE.utf8"),
            (None, None, Some("sr_RS.UTF-8@latin"), true, "LANG=sr_RS.UTF-8@latin"),
            (None, None, Some("C"), false, "LANG=C, not UTF-8"),
            (None, None, Some("POSIX"), false, "LANG=POSIX, not UTF-8"),
            (None, None, Some("en_US.ISO-8859-1"), false, "LANG=en_US.ISO-8859-1, not UTF-8"),
            (None, None, Some("en_US"), false, "LANG=en_US, not UTF-8"),
            (None, Some("C"), None, false, "LC_CTYPE=C, not UTF-8"),
            (Some("POSIX"), None, None, false, "LC_ALL=POSIX, not UTF-8"),
            // The order: LC_ALL, then LC_CTYPE, then LANG.
            (Some("C"), Some("en_US.UTF-8"), Some("en_US.UTF-8"), false, "LC_ALL=C, not UTF-8"),
            (Some("en_GB.UTF-8"), Some("C"), Some("C"), true, "LC_ALL=en_GB.UTF-8"),
            (None, Some("C"), Some("en_US.UTF-8"), false, "LC_CTYPE=C, not UTF-8"),
            (None, Some("fr_FR.UTF-8"), Some("POSIX"), true, "LC_CTYPE=fr_FR.UTF-8"),
            // An empty variable is as good as unset.
            (Some(""), None, Some("C"), false, "LANG=C, not UTF-8"),
            (Some(""), Some(""), Some("C.UTF-8"), true, "LANG=C.UTF-8"),
            (Some(""), Some("en_US.ISO-8859-1"), Some("C.UTF-8"), false, "LC_CTYPE=en_US.ISO-8859-1, not UTF-8"),
            // None set: UTF-8 assumed.
            (None, None, None, true, "no locale set (LC_ALL, LC_CTYPE, LANG); UTF-8 assumed"),
            (Some(""), Some(""), Some(""), true, "no locale set (LC_ALL, LC_CTYPE, LANG); UTF-8 assumed"),
        ];
        for (lc_all, lc_ctype, lang, utf8, why) in cases {
            let charset = decide(&env(lc_all, lc_ctype, lang));
            assert_eq!((charset.utf8, charset.why.as_str()), (utf8, why), "{lc_all:?} {lc_ctype:?} {lang:?}");
        }
    }
}
