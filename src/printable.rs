//! Text from outside the program (a file, a save, a theme, the command line, later a peer) shown safely: every
//! control character is written as a visible escape (`\u{1b}`), so such text can never move the cursor, change the
//! terminal's title or clear the screen. The interface draws all its text through it, and the commands print
//! file-derived fields through it.

use std::borrow::Cow;
use std::fmt::Write as _;

/// `text` with each control character (escape, bell, carriage return, newline, tab, delete, the C1 controls)
/// written as `\u{…}`; text without any is returned as it is.
#[must_use]
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
        } else {
            shown.push(c);
        }
    }
    Cow::Owned(shown)
}

/// Each line of `text` made [`printable`], the line breaks kept: for messages of more than one line.
#[must_use]
pub fn printable_lines(text: &str) -> String {
    text.split('\n').map(printable).collect::<Vec<_>>().join("\n")
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn control_characters_become_visible_escapes_and_the_rest_is_kept() {
        assert_eq!(printable("kete · Bao la Kete ✓"), "kete · Bao la Kete ✓");
        assert_eq!(printable("\u{1b}[2J\u{9b}1;1H\r\n\t\u{7f}"), "\\u{1b}[2J\\u{9b}1;1H\\u{d}\\u{a}\\u{9}\\u{7f}");
        assert!(matches!(printable("plain"), std::borrow::Cow::Borrowed(_)));
        // A file that would set the terminal's title shows the escape instead.
        assert_eq!(printable("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
    }
}
