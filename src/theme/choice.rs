//! Whether to colour at all, and how many colours: `--color auto|always|never`, the environment's
//! conventions (`NO_COLOR`, `CLICOLOR_FORCE` and `FORCE_COLOR`, `CLICOLOR=0`) and the settings' palette (to
//! force 256 or 16 colours on a terminal that misreports, as `PuTTY`'s `TERM=xterm` does), decided in one place
//! with the reason, which `bao doctor` prints.
//!
//! The order, first that applies wins (the order of the `anstream` family and of most tools that honour both):
//! `--color always` or `never`; `NO_COLOR` set and not empty: no colour; `CLICOLOR_FORCE` or `FORCE_COLOR` set,
//! not empty and not `0` (or `false`): colour; `CLICOLOR=0`: no colour; otherwise what `COLORTERM` and `TERM`
//! announce ([`Depth::detect`], a `TERM` without colours, as `dumb` or `vt100`, being no colour:
//! [`super::depth::no_colour_term`]). Colour forced on a terminal that names no depth
//! gets at least 16 colours.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::depth::Depth;

/// `--color`: colour as the environment says (`auto`), always, or never.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ColourChoice {
    /// Decide from the environment.
    #[default]
    Auto,
    /// Colour, whatever `NO_COLOR` or `TERM` say.
    Always,
    /// No colour: attributes and symbols only.
    Never,
}

/// The settings' palette: as the terminal announces, or forced to 256 or 16 colours. Written `"auto"`,
/// `"256"` or `"16"` in the settings file.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum Palette {
    /// The depth the terminal announces.
    #[default]
    #[serde(rename = "auto")]
    Auto,
    /// The xterm 256-colour palette, whatever `TERM` says (`PuTTY` and others that say `xterm`).
    #[serde(rename = "256")]
    Ansi256,
    /// The 16 ANSI colours, for a terminal that announces more than it shows.
    #[serde(rename = "16")]
    Ansi16,
}

impl Palette {
    /// Every palette, in the order the settings screen cycles through them.
    pub const ALL: [Palette; 3] = [Palette::Auto, Palette::Ansi256, Palette::Ansi16];

    /// The depth to draw in when the terminal (or the command line) gives `depth`: a forced palette replaces
    /// any colour depth, and never turns colour back on.
    #[must_use]
    pub fn apply(self, depth: Depth) -> Depth {
        match (self, depth) {
            (_, Depth::Monochrome) | (Palette::Auto, _) => depth,
            (Palette::Ansi256, _) => Depth::Ansi256,
            (Palette::Ansi16, _) => Depth::Ansi16,
        }
    }
}

impl fmt::Display for Palette {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Palette::Auto => "as the terminal says",
            Palette::Ansi256 => "256 colours",
            Palette::Ansi16 => "16 colours",
        })
    }
}

/// The environment variables that bear on colour, read once.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ColourEnv {
    /// `NO_COLOR`.
    pub no_color: Option<String>,
    /// `CLICOLOR_FORCE`.
    pub clicolor_force: Option<String>,
    /// `FORCE_COLOR`.
    pub force_color: Option<String>,
    /// `CLICOLOR`.
    pub clicolor: Option<String>,
    /// `COLORTERM`.
    pub colorterm: Option<String>,
    /// `TERM`.
    pub term: Option<String>,
}

impl ColourEnv {
    /// This process's environment.
    #[must_use]
    pub fn from_env() -> ColourEnv {
        let var = |name: &str| std::env::var(name).ok();
        ColourEnv {
            no_color: var("NO_COLOR"),
            clicolor_force: var("CLICOLOR_FORCE"),
            force_color: var("FORCE_COLOR"),
            clicolor: var("CLICOLOR"),
            colorterm: var("COLORTERM"),
            term: var("TERM"),
        }
    }
}

/// The depth decided, and why in a few words (`NO_COLOR is set`, `TERM=xterm-256color`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Decision {
    /// The depth.
    pub depth: Depth,
    /// Why.
    pub why: String,
}

/// Whether a variable forcing colour is on: set, not empty, not `0` or `false`.
fn forces(value: Option<&str>) -> bool {
    value.is_some_and(|v| !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false"))
}

/// The depth `env` announces, and the variable that said it.
fn announced(env: &ColourEnv) -> Decision {
    let depth = Depth::detect(None, env.colorterm.as_deref(), env.term.as_deref());
    let why = match (depth, &env.colorterm, &env.term) {
        (Depth::TrueColour, Some(colorterm), _) => format!("COLORTERM={colorterm}"),
        (_, _, Some(term)) => format!("TERM={term}"),
        (_, _, None) => "TERM is not set; 256 colours assumed".to_string(),
    };
    Decision { depth, why }
}

/// Decides the depth from `--color` and the environment (module documentation: the order).
#[must_use]
pub fn decide(choice: ColourChoice, env: &ColourEnv) -> Decision {
    let forced = |why: String| {
        let announced = announced(env);
        let depth = if announced.depth == Depth::Monochrome { Depth::Ansi16 } else { announced.depth };
        Decision { depth, why: format!("{why}, {}", announced.why) }
    };
    let off = |why: &str| Decision { depth: Depth::Monochrome, why: why.to_string() };
    match choice {
        ColourChoice::Never => return off("--color never"),
        ColourChoice::Always => return forced("--color always".into()),
        ColourChoice::Auto => {}
    }
    if env.no_color.as_deref().is_some_and(|v| !v.is_empty()) {
        return off("NO_COLOR is set");
    }
    for (name, value) in [("CLICOLOR_FORCE", &env.clicolor_force), ("FORCE_COLOR", &env.force_color)] {
        if forces(value.as_deref()) {
            return forced(format!("{name}={}", value.as_deref().unwrap_or_default()));
        }
    }
    if env.clicolor.as_deref() == Some("0") {
        return off("CLICOLOR=0");
    }
    let mut decision = announced(env);
    if decision.depth == Depth::Monochrome {
        decision.why.push_str(", a terminal without colours; --color always for colour");
    }
    decision
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> ColourEnv {
        let get = |name: &str| pairs.iter().find(|(key, _)| *key == name).map(|(_, value)| (*value).to_string());
        ColourEnv {
            no_color: get("NO_COLOR"),
            clicolor_force: get("CLICOLOR_FORCE"),
            force_color: get("FORCE_COLOR"),
            clicolor: get("CLICOLOR"),
            colorterm: get("COLORTERM"),
            term: get("TERM"),
        }
    }

    #[test]
    fn the_usual_order_decides() {
        use ColourChoice::{Always, Auto, Never};
        use Depth::{Ansi16, Ansi256, Monochrome, TrueColour};
        type Case = (ColourChoice, &'static [(&'static str, &'static str)], Depth, &'static str);
        let cases: [Case; 14] = [
            (Auto, &[("TERM", "xterm-256color")], Ansi256, "TERM=xterm-256color"),
            (Auto, &[("COLORTERM", "truecolor"), ("TERM", "xterm")], TrueColour, "COLORTERM=truecolor"),
            (Auto, &[("TERM", "xterm")], Ansi16, "TERM=xterm"),
            (Auto, &[], Ansi256, "TERM is not set; 256 colours assumed"),
            (Auto, &[("TERM", "dumb")], Monochrome, "TERM=dumb, a terminal without colours; --color always for colour"),
            (
                Auto,
                &[("TERM", "vt100")],
                Monochrome,
                "TERM=vt100, a terminal without colours; --color always for colour",
            ),
            (Auto, &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")], Monochrome, "NO_COLOR is set"),
            (Auto, &[("NO_COLOR", ""), ("TERM", "xterm")], Ansi16, "TERM=xterm"),
            (
                Auto,
                &[("CLICOLOR_FORCE", "1"), ("CLICOLOR", "0"), ("TERM", "dumb")],
                Ansi16,
                "CLICOLOR_FORCE=1, TERM=dumb",
            ),
            (Auto, &[("FORCE_COLOR", "0"), ("CLICOLOR", "0")], Monochrome, "CLICOLOR=0"),
            (
                Auto,
                &[("FORCE_COLOR", "true"), ("TERM", "xterm-256color")],
                Ansi256,
                "FORCE_COLOR=true, TERM=xterm-256color",
            ),
            (Always, &[("NO_COLOR", "1"), ("TERM", "xterm-256color")], Ansi256, "--color always, TERM=xterm-256color"),
            (Never, &[("CLICOLOR_FORCE", "1"), ("COLORTERM", "24bit")], Monochrome, "--color never"),
            (Auto, &[("CLICOLOR", "1"), ("TERM", "linux")], Ansi16, "TERM=linux"),
        ];
        for (choice, pairs, depth, why) in cases {
            let decision = decide(choice, &env(pairs));
            assert_eq!((decision.depth, decision.why.as_str()), (depth, why), "{choice:?} {pairs:?}");
        }
    }

    #[test]
    fn a_forced_palette_replaces_colour_but_never_turns_it_on() {
        assert_eq!(Palette::Ansi256.apply(Depth::Ansi16), Depth::Ansi256);
        assert_eq!(Palette::Ansi16.apply(Depth::TrueColour), Depth::Ansi16);
        assert_eq!(Palette::Ansi256.apply(Depth::Monochrome), Depth::Monochrome);
        assert_eq!(Palette::Auto.apply(Depth::Ansi16), Depth::Ansi16);
        let json = serde_json::to_string(&Palette::ALL).unwrap();
        assert_eq!(json, r#"["auto","256","16"]"#);
    }
}
