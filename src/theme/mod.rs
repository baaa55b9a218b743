//! Colour themes as data: a [`ThemeSpec`] read from JSON (a file names only what it changes, everything else
//! keeps the default), the themes shipped in `themes/` (embedded in the binary) and those in the user's
//! configuration folder, which replace shipped ones of the same name. Turning a spec into terminal styles for a
//! given colour depth is [`crate::tui::style::Theme::resolve`]; the depth itself is [`depth`], decided with
//! `--color`, the environment's conventions and the settings' palette in [`choice`]; whether the locale lets the
//! board be drawn in Unicode, in [`charset`].

pub mod charset;
pub mod choice;
pub mod colour;
pub mod depth;

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use choice::{ColourChoice, ColourEnv, Palette};
pub use colour::{Colour, Rgb};
pub use depth::Depth;

/// The name of the theme used when none is asked for, or the one asked for cannot be used.
pub const DEFAULT_NAME: &str = "default";

/// The themes shipped with the program: name and JSON text, embedded so the program works from any folder.
pub const SHIPPED: [(&str, &str); 5] = [
    ("default", include_str!("../../themes/default.json")),
    ("classic-wood", include_str!("../../themes/classic-wood.json")),
    ("high-contrast", include_str!("../../themes/high-contrast.json")),
    ("monochrome", include_str!("../../themes/monochrome.json")),
    ("colour-blind-safe", include_str!("../../themes/colour-blind-safe.json")),
];

/// A theme as a file holds it. Every field has a default, so a file only names what it changes.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug, Default)]
#[serde(default, deny_unknown_fields)]
pub struct ThemeSpec {
    /// One line saying what the theme is for.
    pub description: String,
    /// The colours of the semantic styles.
    pub colours: Colours,
}

/// The colour of each semantic style. The attributes (reverse, bold, underline) are fixed by the interface, so
/// no theme can make a highlight depend on colour alone.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(default, deny_unknown_fields)]
pub struct Colours {
    /// The pit under the keyboard cursor: a block of this colour.
    pub cursor: Colour,
    /// The pit receiving a seed in the step-through view: a block of this colour.
    pub in_flight: Colour,
    /// The selected line of a list: a block of this colour.
    pub selected: Colour,
    /// Pits that start a legal move.
    pub playable: Colour,
    /// Empty pits.
    pub empty: Colour,
    /// The pit the last move started from.
    pub last_move: Colour,
    /// Pit names, row letters, hints.
    pub label: Colour,
    /// Titles and headings.
    pub title: Colour,
    /// The side to move.
    pub to_move: Colour,
    /// Refusals and warnings.
    pub error: Colour,
    /// Key names in help.
    pub key: Colour,
    /// What cannot be chosen yet.
    pub unavailable: Colour,
    /// Ordinary messages.
    pub message: Colour,
}

impl Default for Colours {
    fn default() -> Self {
        let rgb = |r, g, b| Colour::Rgb(Rgb(r, g, b));
        Colours {
            cursor: rgb(0xd7, 0x9b, 0x00),
            in_flight: rgb(0x1f, 0x9f, 0xcf),
            selected: rgb(0x5f, 0x87, 0xaf),
            playable: rgb(0x2e, 0x9e, 0x44),
            empty: rgb(0x80, 0x80, 0x80),
            last_move: rgb(0xb0, 0x4f, 0xc8),
            label: rgb(0x80, 0x80, 0x80),
            title: Colour::Default,
            to_move: rgb(0xc0, 0x84, 0x00),
            error: rgb(0xd0, 0x3a, 0x3a),
            key: rgb(0x2a, 0x9f, 0xb0),
            unavailable: rgb(0x80, 0x80, 0x80),
            message: Colour::Default,
        }
    }
}

impl Colours {
    /// Every colour with its field name, in the order of the fields.
    #[must_use]
    #[cfg(test)]
    pub fn named(&self) -> [(&'static str, Colour); 13] {
        [
            ("cursor", self.cursor),
            ("in_flight", self.in_flight),
            ("selected", self.selected),
            ("playable", self.playable),
            ("empty", self.empty),
            ("last_move", self.last_move),
            ("label", self.label),
            ("title", self.title),
            ("to_move", self.to_move),
            ("error", self.error),
            ("key", self.key),
            ("unavailable", self.unavailable),
            ("message", self.message),
        ]
    }
}

impl ThemeSpec {
    /// Reads a theme from JSON (a leading byte-order mark allowed).
    pub fn parse(text: &str) -> Result<ThemeSpec, serde_json::Error> {
        serde_json::from_str(text.strip_prefix('\u{feff}').unwrap_or(text))
    }
}

/// Where a theme comes from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Source {
    /// Shipped with the program.
    Shipped,
    /// A file in the user's themes folder.
    User(PathBuf),
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Shipped => f.write_str("shipped"),
            Source::User(path) => write!(f, "{}", path.display()),
        }
    }
}

/// A theme found, readable or not.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// Its name: the file name without `.json`.
    pub name: String,
    /// Where it comes from.
    pub source: Source,
    /// The theme, or why its file cannot be used.
    pub spec: Result<ThemeSpec, String>,
}

/// The user's themes folder inside the configuration folder.
#[must_use]
pub fn user_folder(config: &Path) -> PathBuf {
    config.join("themes")
}

/// Every theme: the shipped ones, then the user's (`config/themes/*.json`), a user theme replacing a shipped
/// one of the same name; sorted by name. A user theme that cannot be read (not a regular file, over 1 MiB) or
/// parsed is listed with its error.
#[must_use]
pub fn catalogue(config: Option<&Path>) -> Vec<Entry> {
    let mut entries: Vec<Entry> = SHIPPED
        .iter()
        .map(|(name, text)| Entry {
            name: (*name).to_string(),
            source: Source::Shipped,
            spec: ThemeSpec::parse(text).map_err(|e| e.to_string()),
        })
        .collect();
    let files = config.and_then(|c| std::fs::read_dir(user_folder(c)).ok()).into_iter().flatten().flatten();
    let mut users: Vec<PathBuf> =
        files.map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
    users.sort();
    for path in users {
        let Some(name) = path.file_stem().map(|s| s.to_string_lossy().into_owned()) else { continue };
        // Only a regular file of at most 1 MiB: a named pipe or a device there is listed with what it is.
        let spec = crate::store::read_text_limited(&path, crate::store::MAX_FILE_BYTES)
            .map_err(|e| e.to_string())
            .and_then(|text| ThemeSpec::parse(&text).map_err(|e| e.to_string()));
        let entry = Entry { name, source: Source::User(path), spec };
        match entries.iter_mut().find(|e| e.name == entry.name) {
            Some(slot) => *slot = entry,
            None => entries.push(entry),
        }
    }
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    entries
}

/// The theme called `name` from `entries`, or the default theme and a message saying why it is not used: an
/// unknown name, or a user file that cannot be read (the message names the file and the error).
#[must_use]
pub fn pick(entries: &[Entry], name: &str) -> (ThemeSpec, Option<String>) {
    let fallback = |why: String| {
        let default =
            entries.iter().find(|e| e.name == DEFAULT_NAME).and_then(|e| e.spec.clone().ok()).unwrap_or_default();
        (default, Some(format!("{why}; using the default theme")))
    };
    match entries.iter().find(|e| e.name == name) {
        Some(Entry { spec: Ok(spec), .. }) => (spec.clone(), None),
        Some(Entry { spec: Err(error), source, .. }) => fallback(format!("theme `{name}` ({source}): {error}")),
        None => {
            let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
            fallback(format!("unknown theme `{name}` (there are: {})", names.join(", ")))
        }
    }
}

#[cfg(test)]
mod tests;
