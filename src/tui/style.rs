//! Semantic styles: widgets ask for the style of what they draw (`pit(selected)`, `seed_in_flight()`), never
//! build colours themselves. Every highlight also carries an attribute (reverse, bold, underline), and the
//! widgets add a symbol, so nothing is told by colour alone; with `NO_COLOR` set the colours are left out.

use ratatui::style::{Color, Modifier, Style};

/// The styles of the interface. Themes loaded from files will fill this in later; now it has a coloured and a
/// monochrome form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    color: bool,
}

impl Default for Theme {
    fn default() -> Self {
        Theme { color: true }
    }
}

impl Theme {
    /// The monochrome theme, for `NO_COLOR` and for tests of the plain text.
    #[must_use]
    pub const fn monochrome() -> Theme {
        Theme { color: false }
    }

    /// The theme the environment asks for: monochrome when `NO_COLOR` is set to anything non-empty.
    #[must_use]
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
        Theme { color: !no_color }
    }

    fn fg(self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    /// A pit; `selected` for the one under the keyboard cursor.
    #[must_use]
    pub fn pit(self, selected: bool) -> Style {
        if selected {
            self.fg(Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD), Color::Yellow)
        } else {
            Style::new()
        }
    }

    /// A pit of the side to move that starts a legal move.
    #[must_use]
    pub fn pit_playable(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Green)
    }

    /// An empty pit, drawn faintly.
    #[must_use]
    pub fn pit_empty(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::DIM), Color::DarkGray)
    }

    /// The pit the step-through view is at: the one receiving a seed now.
    #[must_use]
    pub fn seed_in_flight(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED), Color::LightCyan)
    }

    /// The pit the last move started from.
    #[must_use]
    pub fn last_move(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::UNDERLINED), Color::Magenta)
    }

    /// Row letters, hole numbers and other labels.
    #[must_use]
    pub fn label(self) -> Style {
        self.fg(Style::new(), Color::DarkGray)
    }

    /// Titles and headings.
    #[must_use]
    pub fn title(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The side to move, wherever it is named.
    #[must_use]
    pub fn to_move(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Yellow)
    }

    /// A refusal or warning in the status bar.
    #[must_use]
    pub fn error(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Red)
    }

    /// An ordinary message in the status bar.
    #[must_use]
    pub fn message(self) -> Style {
        Style::new()
    }

    /// Something that cannot be chosen yet.
    #[must_use]
    pub fn unavailable(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::DIM), Color::DarkGray)
    }

    /// The selected entry of a list (history, start screen).
    #[must_use]
    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// Key names in help and hints.
    #[must_use]
    pub fn key(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Cyan)
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
}
