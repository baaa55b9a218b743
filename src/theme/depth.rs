//! Colour depth: how many colours the terminal shows, read from `NO_COLOR`, `COLORTERM` and `TERM`, and the
//! mapping of a theme's 24-bit colours onto the 256- or 16-colour palette. Over SSH `COLORTERM` is usually
//! dropped, so truecolour is sent only where the terminal announces it.
//!
//! The mapping picks the nearest palette colour by a perceptual distance (the "redmean" weighted RGB distance)
//! with an extra weight on lightness, so a mid-tone meant to read on dark and light backgrounds stays a
//! mid-tone. Palette colours at the black and white ends are only chosen for colours that are themselves that
//! dark or light, so no theme colour vanishes into one of the two usual backgrounds.

use ratatui::style::Color;

use super::colour::Rgb;

/// How many colours the terminal shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    TrueColour,
    /// The xterm 256-colour palette.
    Ansi256,
    /// The 16 ANSI colours.
    Ansi16,
    /// No colour at all (`NO_COLOR`, a `TERM` without colours: [`no_colour_term`]).
    Monochrome,
}

/// DEC's terminals whose terminfo entries have no colours (`vt100`, and its variants `vt100-am`, `vt220-8bit`,
/// ...). The VT525 has colour, and is not here.
const DEC_MONOCHROME: [&str; 7] = ["vt52", "vt100", "vt102", "vt220", "vt320", "vt420", "vt520"];

/// Whether `term` names a terminal whose terminfo entry has no colours (no `colors#` capability), so the
/// program sends none, as with `NO_COLOR`: `dumb` and `unknown`, DEC's monochrome terminals and their variants
/// (`DEC_MONOCHROME`: `vt100`, `vt100-am`, `vt220-8bit`), and terminfo's monochrome variants, named `-mono` or
/// `-m` (`xterm-mono`, `ansi-m`, `linux-m`). A short list rather than reading terminfo files, which would
/// need a terminfo parser and the files, absent in many containers: these are the names a colourless terminal
/// is reached by in practice. A terminal that shows colours though its `TERM` says otherwise gets them with
/// `--color always` or `CLICOLOR_FORCE=1`.
#[must_use]
pub fn no_colour_term(term: &str) -> bool {
    let family = term.split('-').next().unwrap_or(term);
    matches!(term, "dumb" | "unknown")
        || DEC_MONOCHROME.contains(&family)
        || term.ends_with("-mono")
        || term.ends_with("-m")
}

/// `TERM` values of terminals known to show 16 colours only.
const SIXTEEN: [&str; 10] =
    ["linux", "xterm", "xterm-color", "xterm-16color", "ansi", "screen", "tmux", "rxvt", "cygwin", "cons25"];

impl Depth {
    /// The depth the given environment announces (values of `NO_COLOR`, `COLORTERM` and `TERM`).
    #[must_use]
    pub fn detect(no_color: Option<&str>, colorterm: Option<&str>, term: Option<&str>) -> Depth {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return Depth::Monochrome;
        }
        if colorterm.is_some_and(|v| v.eq_ignore_ascii_case("truecolor") || v.eq_ignore_ascii_case("24bit")) {
            return Depth::TrueColour;
        }
        match term {
            Some(term) if no_colour_term(term) => Depth::Monochrome,
            Some(term) if term.contains("256") => Depth::Ansi256,
            Some(term) if SIXTEEN.contains(&term) => Depth::Ansi16,
            _ => Depth::Ansi256,
        }
    }

    /// The depth of this process's terminal.
    #[must_use]
    pub fn from_env() -> Depth {
        let var = |name: &str| std::env::var(name).ok();
        Depth::detect(var("NO_COLOR").as_deref(), var("COLORTERM").as_deref(), var("TERM").as_deref())
    }

    /// The terminal colour to send for `rgb`, or `None` in monochrome.
    #[must_use]
    pub fn map(self, rgb: Rgb) -> Option<Color> {
        match self {
            Depth::TrueColour => Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            Depth::Ansi256 => Some(Color::Indexed(nearest_256(rgb))),
            Depth::Ansi16 => Some(SIXTEEN_COLOURS[nearest_16(rgb)].0),
            Depth::Monochrome => None,
        }
    }

    /// The depth's name, as the settings screen shows it.
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Depth::TrueColour => "truecolour",
            Depth::Ansi256 => "256 colours",
            Depth::Ansi16 => "16 colours",
            Depth::Monochrome => "no colour",
        }
    }
}

/// The 16 ANSI colours with the xterm default values (terminals differ; these are the usual ones).
pub const SIXTEEN_COLOURS: [(Color, Rgb); 16] = [
    (Color::Black, Rgb(0, 0, 0)),
    (Color::Red, Rgb(205, 0, 0)),
    (Color::Green, Rgb(0, 205, 0)),
    (Color::Yellow, Rgb(205, 205, 0)),
    (Color::Blue, Rgb(0, 0, 238)),
    (Color::Magenta, Rgb(205, 0, 205)),
    (Color::Cyan, Rgb(0, 205, 205)),
    (Color::Gray, Rgb(229, 229, 229)),
    (Color::DarkGray, Rgb(127, 127, 127)),
    (Color::LightRed, Rgb(255, 0, 0)),
    (Color::LightGreen, Rgb(0, 255, 0)),
    (Color::LightYellow, Rgb(255, 255, 0)),
    (Color::LightBlue, Rgb(92, 92, 255)),
    (Color::LightMagenta, Rgb(255, 0, 255)),
    (Color::LightCyan, Rgb(0, 255, 255)),
    (Color::White, Rgb(255, 255, 255)),
];

/// The colour of entry `index` (16..=255) of the xterm 256-colour palette.
#[must_use]
pub fn palette_256(index: u8) -> Rgb {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    if index >= 232 {
        let grey = 8 + 10 * (index - 232);
        return Rgb(grey, grey, grey);
    }
    let cube = index.saturating_sub(16);
    Rgb(LEVELS[usize::from(cube / 36)], LEVELS[usize::from(cube / 6 % 6)], LEVELS[usize::from(cube % 6)])
}

/// Perceptual distance: redmean-weighted RGB plus a lightness term (heavier for the fine 256-colour palette,
/// where a colour of the same lightness is always near; lighter for the 16 colours, where hue matters more).
fn distance(a: Rgb, b: Rgb, lightness_weight: f64) -> f64 {
    let mean = f64::midpoint(f64::from(a.0), f64::from(b.0));
    let (dr, dg, db) =
        (f64::from(a.0) - f64::from(b.0), f64::from(a.1) - f64::from(b.1), f64::from(a.2) - f64::from(b.2));
    let colour = (2.0 + mean / 256.0) * dr * dr + 4.0 * dg * dg + (2.0 + (255.0 - mean) / 256.0) * db * db;
    let lightness = (a.luminance() - b.luminance()) * 255.0;
    colour + lightness_weight * lightness * lightness
}

/// Whether `candidate` keeps `source` readable on both dark and light backgrounds: it may be near black or
/// near white only if `source` is.
fn keeps_contrast(source: Rgb, candidate: Rgb) -> bool {
    let (s, c) = (source.luminance(), candidate.luminance());
    let dark = 0.02;
    let light = 0.8;
    (c >= dark || s < dark) && (c <= light || s > light)
}

fn nearest<I: Iterator<Item = (usize, Rgb)>>(rgb: Rgb, lightness_weight: f64, candidates: I) -> usize {
    let candidates: Vec<(usize, Rgb)> = candidates.collect();
    let allowed = candidates.iter().filter(|(_, c)| keeps_contrast(rgb, *c));
    let best = |set: &mut dyn Iterator<Item = &(usize, Rgb)>| {
        set.min_by(|(_, a), (_, b)| distance(rgb, *a, lightness_weight).total_cmp(&distance(rgb, *b, lightness_weight)))
            .map(|(i, _)| *i)
    };
    best(&mut allowed.into_iter()).or_else(|| best(&mut candidates.iter())).unwrap_or(0)
}

/// The nearest entry of the 256-colour palette, among 16..=255 (entries 0..16 are the terminal's own
/// 16 colours, which users recolour freely).
#[must_use]
#[allow(clippy::cast_possible_truncation, reason = "the nearest entry is one of 16..=255")]
pub fn nearest_256(rgb: Rgb) -> u8 {
    nearest(rgb, 6.0, (16..=255u8).map(|i| (usize::from(i), palette_256(i)))) as u8
}

/// How far a colour is from grey: the spread of its channels.
fn chroma(rgb: Rgb) -> u8 {
    rgb.0.max(rgb.1).max(rgb.2) - rgb.0.min(rgb.1).min(rgb.2)
}

/// The hue of a colour in degrees (0 red, 120 green, 240 blue); 0 for greys.
fn hue(rgb: Rgb) -> f64 {
    let (r, g, b) = (f64::from(rgb.0), f64::from(rgb.1), f64::from(rgb.2));
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    let spread = max - min;
    if spread == 0.0 {
        return 0.0;
    }
    let sector = if (max - r).abs() < f64::EPSILON {
        ((g - b) / spread).rem_euclid(6.0)
    } else if (max - g).abs() < f64::EPSILON {
        (b - r) / spread + 2.0
    } else {
        (r - g) / spread + 4.0
    };
    sector * 60.0
}

/// The index in [`SIXTEEN_COLOURS`] of the nearest of the 16 colours. The palette is too coarse for RGB
/// distance (a muted green is nearer grey than green, a purple nearer light blue than magenta), so a colour
/// with a visible hue maps to the hued colour of the nearest hue, normal or light by lightness, and a greyish
/// one to the grey of the nearest lightness; never to black or white unless it is nearly that.
#[must_use]
pub fn nearest_16(rgb: Rgb) -> usize {
    let hued = chroma(rgb) >= 48;
    let score = |candidate: Rgb| {
        let turn = (hue(rgb) - hue(candidate)).abs();
        let turn = if hued { turn.min(360.0 - turn) } else { 0.0 };
        let lightness = (rgb.luminance() - candidate.luminance()) * 255.0;
        10.0 * turn * turn + lightness * lightness
    };
    let candidates = || SIXTEEN_COLOURS.iter().enumerate().filter(move |(_, (_, c))| (chroma(*c) > 0) == hued);
    let best = |allowed: &dyn Fn(Rgb) -> bool| {
        candidates()
            .filter(|(_, (_, c))| allowed(*c))
            .min_by(|(_, (_, a)), (_, (_, b))| score(*a).total_cmp(&score(*b)))
            .map(|(i, _)| i)
    };
    best(&|c| keeps_contrast(rgb, c)).or_else(|| best(&|_| true)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_decides_the_depth() {
        let cases = [
            (Some("1"), Some("truecolor"), Some("xterm-256color"), Depth::Monochrome),
            (Some(""), Some("truecolor"), None, Depth::TrueColour),
            (None, Some("24bit"), Some("xterm"), Depth::TrueColour),
            (None, None, Some("xterm-256color"), Depth::Ansi256),
            (None, None, Some("screen-256color"), Depth::Ansi256),
            (None, None, Some("linux"), Depth::Ansi16),
            (None, None, Some("xterm"), Depth::Ansi16),
            (None, None, Some("dumb"), Depth::Monochrome),
            (None, None, Some("vt100"), Depth::Monochrome),
            (None, Some("truecolor"), Some("vt100"), Depth::TrueColour),
            (None, None, None, Depth::Ansi256),
            (None, Some("yes"), Some("alacritty"), Depth::Ansi256),
        ];
        for (no_color, colorterm, term, depth) in cases {
            assert_eq!(Depth::detect(no_color, colorterm, term), depth, "{no_color:?} {colorterm:?} {term:?}");
        }
    }

    #[test]
    fn terminals_without_colours_are_known_by_name() {
        for term in ["dumb", "unknown", "vt52", "vt100", "vt100-am", "vt102", "vt220", "vt220-8bit", "vt320", "vt420"]
            .into_iter()
            .chain(["vt520", "xterm-mono", "ansi-m", "linux-m"])
        {
            assert!(no_colour_term(term), "{term} has no colours");
            assert_eq!(Depth::detect(None, None, Some(term)), Depth::Monochrome, "{term}");
        }
        for term in ["xterm", "xterm-256color", "vt525", "linux", "ansi", "screen", "tmux-256color", "rxvt-unicode"]
            .into_iter()
            .chain(["alacritty", "xterm-color", "vt100x", "dummy", "", "monochrome-ish"])
        {
            assert!(!no_colour_term(term), "{term} has colours");
        }
    }

    #[test]
    fn palette_colours_map_to_themselves() {
        for index in 16..=255u8 {
            let rgb = palette_256(index);
            assert_eq!(palette_256(nearest_256(rgb)), rgb, "{index}");
        }
        assert_eq!(palette_256(196), Rgb(255, 0, 0));
        assert_eq!(palette_256(244), Rgb(128, 128, 128));
        assert_eq!(SIXTEEN_COLOURS[nearest_16(Rgb(0x80, 0x80, 0x80))].0, Color::DarkGray);
    }

    #[test]
    fn mid_tones_never_become_black_or_white() {
        for rgb in [Rgb(0x20, 0x20, 0x60), Rgb(0xe0, 0xe0, 0xc0), Rgb(0x10, 0x30, 0x10)] {
            let sixteen = SIXTEEN_COLOURS[nearest_16(rgb)].0;
            assert!(!matches!(sixteen, Color::Black | Color::White), "{rgb} -> {sixteen:?}");
        }
        assert_eq!(SIXTEEN_COLOURS[nearest_16(Rgb(0, 0, 0))].0, Color::Black);
    }

    #[test]
    fn sixteen_colours_keep_the_hue() {
        let cases = [
            (Rgb(0xb0, 0x4f, 0xc8), Color::Magenta),
            (Rgb(0x2e, 0x9e, 0x44), Color::Green),
            (Rgb(0xd0, 0x3a, 0x3a), Color::Red),
            (Rgb(0x1f, 0x9f, 0xcf), Color::Cyan),
            (Rgb(0x80, 0x80, 0x80), Color::DarkGray),
        ];
        for (rgb, colour) in cases {
            assert_eq!(SIXTEEN_COLOURS[nearest_16(rgb)].0, colour, "{rgb}");
        }
    }
}
