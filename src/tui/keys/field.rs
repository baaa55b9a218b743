//! One line of text being typed, the one field behind the move prompt, a room message, a save's new name and a
//! room code: its editing keys (a typed character, erase) and pastes, within the most characters it takes.
//! What Enter and Esc do is each screen's own.

use super::Action;

/// Text being typed, of at most [`TextField::max`] characters on one line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextField {
    text: String,
    max: usize,
}

/// What an action did to a field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// A character was typed or erased.
    Changed,
    /// A character was typed into a full field, and left out.
    Full,
    /// Not an editing key: the screen decides (Enter, Esc).
    Other,
}

impl TextField {
    /// An empty field of at most `max` characters.
    #[must_use]
    pub fn new(max: usize) -> TextField {
        TextField { text: String::new(), max }
    }

    /// A field of at most `max` characters holding `text` to edit: all of it, even past `max` (a name read
    /// from a file), so only erasing it down makes room to type.
    #[must_use]
    pub fn holding(text: &str, max: usize) -> TextField {
        TextField { text: text.to_string(), max }
    }

    /// The text typed.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The most characters the field takes.
    #[must_use]
    pub fn max(&self) -> usize {
        self.max
    }

    /// Applies an editing key: [`Action::Type`] adds a character (not past the most), [`Action::Erase`] takes
    /// the last one away.
    pub fn edit(&mut self, action: Action) -> Edit {
        match action {
            Action::Type(_) if self.text.chars().count() >= self.max => Edit::Full,
            Action::Type(c) => {
                self.text.push(c);
                Edit::Changed
            }
            Action::Erase => {
                self.text.pop();
                Edit::Changed
            }
            _ => Edit::Other,
        }
    }

    /// Appends pasted text (trimmed) if the result stays within the most characters, on one line; returns
    /// whether it did.
    #[must_use]
    pub fn paste(&mut self, pasted: &str) -> bool {
        let pasted = pasted.trim();
        let fits =
            self.text.chars().count() + pasted.chars().count() <= self.max && !pasted.chars().any(char::is_control);
        if fits {
            self.text.push_str(pasted);
        }
        fits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_stops_at_the_most_characters_and_erase_takes_the_last_away() {
        let mut field = TextField::new(3);
        for c in "aé".chars() {
            assert_eq!(field.edit(Action::Type(c)), Edit::Changed);
        }
        assert_eq!(field.edit(Action::Type('x')), Edit::Changed);
        assert_eq!(field.edit(Action::Type('y')), Edit::Full);
        assert_eq!(field.text(), "aéx");
        assert_eq!(field.edit(Action::Erase), Edit::Changed);
        assert_eq!(field.text(), "aé");
        assert_eq!(field.edit(Action::Choose), Edit::Other);
        let mut empty = TextField::new(3);
        assert_eq!((empty.edit(Action::Erase), empty.text()), (Edit::Changed, ""));
    }

    #[test]
    fn a_paste_is_trimmed_and_refused_past_the_most_or_with_a_control_character() {
        let mut field = TextField::holding("ab", 4);
        assert!(!field.paste("cde"));
        assert!(!field.paste("c\nd"));
        assert_eq!(field.text(), "ab");
        assert!(field.paste("  cd \n"));
        assert_eq!(field.text(), "abcd");
        let mut long = TextField::holding("abcdef", 4);
        assert_eq!((long.edit(Action::Type('g')), long.text()), (Edit::Full, "abcdef"));
    }
}
