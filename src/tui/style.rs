//! Semantic styles: widgets ask for the style of what they draw (`pit(selected)`, `seed_in_flight()`), never
//! build colours themselves. The colours come from a [`ThemeSpec`] mapped to the terminal's colour depth; the
//! attributes (reverse, bold, underline) are fixed here, and the widgets add a symbol, so nothing is told by
//! colour alone. In monochrome (`NO_COLOR`, the `monochrome` theme) only the attributes are left.

use ratatui::style::{Color, Modifier, Style};

use crate::theme::{Colour, Depth, Rgb, ThemeSpec};

/// A highlight drawn as a block: reverse video of the theme's colour, with black or white text, whichever
/// contrasts more, so it reads on dark and light terminals alike.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Block {
    colour: Option<Color>,
    ink: Option<Color>,
}

/// The styles of the interface, resolved for one terminal: small and `Copy`, so widgets take it by value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    cursor: Block,
    in_flight: Block,
    selected: Block,
    playable: Option<Color>,
    empty: Option<Color>,
    last_move: Option<Color>,
    label: Option<Color>,
    title: Option<Color>,
    to_move: Option<Color>,
    error: Option<Color>,
    key: Option<Color>,
    unavailable: Option<Color>,
    message: Option<Color>,
}

impl Default for Theme {
    /// The default theme in truecolour.
    fn default() -> Self {
        Theme::resolve(&ThemeSpec::default(), Depth::TrueColour)
    }
}

impl Theme {
    /// The styles of `spec` on a terminal of colour depth `depth`.
    #[must_use]
    pub fn resolve(spec: &ThemeSpec, depth: Depth) -> Theme {
        let colour = |c: Colour| match c {
            Colour::Default => None,
            Colour::Rgb(rgb) => depth.map(rgb),
        };
        let block = |c: Colour| match c {
            Colour::Default => Block { colour: None, ink: None },
            Colour::Rgb(rgb) => {
                let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
                let ink = if rgb.contrast(black) >= rgb.contrast(white) { black } else { white };
                let ink = match depth {
                    Depth::Ansi16 if ink == black => Some(Color::Black),
                    Depth::Ansi16 => Some(Color::White),
                    _ => depth.map(ink),
                };
                Block { colour: depth.map(rgb), ink }
            }
        };
        let c = &spec.colours;
        Theme {
            cursor: block(c.cursor),
            in_flight: block(c.in_flight),
            selected: block(c.selected),
            playable: colour(c.playable),
            empty: colour(c.empty),
            last_move: colour(c.last_move),
            label: colour(c.label),
            title: colour(c.title),
            to_move: colour(c.to_move),
            error: colour(c.error),
            key: colour(c.key),
            unavailable: colour(c.unavailable),
            message: colour(c.message),
        }
    }

    /// The monochrome theme, for `NO_COLOR` and for tests of the plain text.
    #[must_use]
    #[cfg(test)]
    pub fn monochrome() -> Theme {
        Theme::resolve(&ThemeSpec::default(), Depth::Monochrome)
    }

    /// The default theme at the depth the environment announces (monochrome when `NO_COLOR` is set).
    #[must_use]
    pub fn from_env() -> Theme {
        Theme::resolve(&ThemeSpec::default(), Depth::from_env())
    }

    fn fg(style: Style, color: Option<Color>) -> Style {
        match color {
            Some(color) => style.fg(color),
            None => style,
        }
    }

    fn block(block: Block) -> Style {
        let style = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        match (block.colour, block.ink) {
            // Reversed: the colour becomes the background, the ink the text.
            (Some(colour), Some(ink)) => style.fg(colour).bg(ink),
            _ => style,
        }
    }

    /// A pit; `selected` for the one under the keyboard cursor.
    #[must_use]
    pub fn pit(self, selected: bool) -> Style {
        if selected { Theme::block(self.cursor) } else { Style::new() }
    }

    /// A pit of the side to move that starts a legal move.
    #[must_use]
    pub fn pit_playable(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::BOLD), self.playable)
    }

    /// An empty pit, drawn faintly.
    #[must_use]
    pub fn pit_empty(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::DIM), self.empty)
    }

    /// The pit the step-through view is at: the one receiving a seed now.
    #[must_use]
    pub fn seed_in_flight(self) -> Style {
        Theme::block(self.in_flight)
    }

    /// The pit the last move started from.
    #[must_use]
    pub fn last_move(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::UNDERLINED), self.last_move)
    }

    /// The keyboard cursor outside the board (the settings screen's line, the review graph's column).
    #[must_use]
    pub fn cursor(self) -> Style {
        Theme::block(self.cursor)
    }

    /// Row letters, hole numbers and other labels.
    #[must_use]
    pub fn label(self) -> Style {
        Theme::fg(Style::new(), self.label)
    }

    /// Titles and headings.
    #[must_use]
    pub fn title(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::BOLD), self.title)
    }

    /// The side to move, wherever it is named.
    #[must_use]
    pub fn to_move(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::BOLD), self.to_move)
    }

    /// A refusal or warning in the status bar.
    #[must_use]
    pub fn error(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::BOLD), self.error)
    }

    /// An ordinary message in the status bar.
    #[must_use]
    pub fn message(self) -> Style {
        Theme::fg(Style::new(), self.message)
    }

    /// Something that cannot be chosen yet.
    #[must_use]
    pub fn unavailable(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::DIM), self.unavailable)
    }

    /// The selected entry of a list (history, start screen).
    #[must_use]
    pub fn selected(self) -> Style {
        Theme::block(self.selected)
    }

    /// Key names in help and hints.
    #[must_use]
    pub fn key(self) -> Style {
        Theme::fg(Style::new().add_modifier(Modifier::BOLD), self.key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn monochrome_keeps_the_attributes_and_drops_the_colours() {
        let mono = Theme::monochrome();
        for (style, attribute) in [
            (mono.pit(true), Modifier::REVERSED),
            (mono.seed_in_flight(), Modifier::REVERSED),
            (mono.last_move(), Modifier::UNDERLINED),
        ] {
            assert_eq!((style.fg, style.bg), (None, None));
            assert!(style.add_modifier.contains(attribute));
        }
        assert!(Theme::default().pit(true).fg.is_some());
    }

    #[test]
    fn blocks_carry_ink_that_contrasts_at_every_depth() {
        let spec = ThemeSpec::default();
        let cursor = |depth| Theme::resolve(&spec, depth).pit(true);
        assert_eq!(cursor(Depth::TrueColour).fg, Some(Color::Rgb(0xd7, 0x9b, 0x00)));
        assert_eq!(cursor(Depth::TrueColour).bg, Some(Color::Rgb(0, 0, 0)));
        assert_eq!(cursor(Depth::Ansi256).bg, Some(Color::Indexed(16)));
        assert_eq!(cursor(Depth::Ansi16).bg, Some(Color::Black));
        assert!(matches!(cursor(Depth::Ansi256).fg, Some(Color::Indexed(_))));
        let mono = ThemeSpec::parse(crate::theme::SHIPPED[3].1).unwrap();
        assert_eq!(Theme::resolve(&mono, Depth::TrueColour), Theme::monochrome());
    }
}
