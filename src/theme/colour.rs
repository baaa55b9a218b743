//! A theme's colour as a file writes it: `"#rrggbb"`, or `"default"` for the terminal's own colour.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A 24-bit colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Relative luminance in 0..=1 (sRGB, WCAG 2 formula).
    #[must_use]
    pub fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    /// The WCAG contrast ratio between two colours, 1 to 21.
    #[must_use]
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// A colour in a theme.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(try_from = "String", into = "String")]
pub enum Colour {
    /// The terminal's own foreground (or background) colour: no colour is sent.
    #[default]
    Default,
    /// A 24-bit colour, mapped to the terminal's palette when it has no truecolour.
    Rgb(Rgb),
}

/// Why a colour could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("colour `{0}` is neither \"#rrggbb\" nor \"default\"")]
pub struct ParseColourError(String);

impl FromStr for Colour {
    type Err = ParseColourError;

    fn from_str(text: &str) -> Result<Colour, ParseColourError> {
        if text.eq_ignore_ascii_case("default") {
            return Ok(Colour::Default);
        }
        let error = || ParseColourError(text.to_string());
        let hex = text.strip_prefix('#').filter(|h| h.len() == 6 && h.is_ascii()).ok_or_else(error)?;
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| error());
        Ok(Colour::Rgb(Rgb(byte(0)?, byte(2)?, byte(4)?)))
    }
}

impl TryFrom<String> for Colour {
    type Error = ParseColourError;

    fn try_from(text: String) -> Result<Colour, ParseColourError> {
        text.parse()
    }
}

impl From<Colour> for String {
    fn from(colour: Colour) -> String {
        colour.to_string()
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Colour::Default => f.write_str("default"),
            Colour::Rgb(rgb) => rgb.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_and_write_the_same() {
        for text in ["#d79b00", "default", "#000000", "#ffffff"] {
            assert_eq!(text.parse::<Colour>().unwrap().to_string(), text);
        }
        assert_eq!("#D79B00".parse::<Colour>().unwrap(), Colour::Rgb(Rgb(0xd7, 0x9b, 0)));
        for bad in ["", "#12345", "#1234567", "red", "#gg0000", "#ééé"] {
            assert!(bad.parse::<Colour>().is_err(), "{bad}");
        }
    }

    #[test]
    fn contrast_is_the_wcag_ratio() {
        let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
        assert!((black.contrast(white) - 21.0).abs() < 1e-9);
        assert!((white.contrast(white) - 1.0).abs() < 1e-9);
    }
}
