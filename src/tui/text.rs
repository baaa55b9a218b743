//! Small pieces of drawing that the views and the rules screen's layout share: text wrapped to a width, and
//! the mark drawn after a pit's count. A leaf: it uses nothing of the interface, so the screens' state (the
//! rules screen lays its text out to know how far it scrolls) need not reach into `view`.

use crate::rules::{Hole, Setup};

/// Splits `text` into lines of at most `width` characters, at spaces where it can.
#[must_use]
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            let mut word = word.to_string();
            while word.chars().count() > width {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                let rest = word.chars().skip(width).collect();
                lines.push(word.chars().take(width).collect());
                word = rest;
            }
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        lines.push(line);
    }
    lines
}

/// The mark after a pit's count: `*` kingulu reserved hole, `K` kete kuu while it functions, `t` the hole
/// reserved by hizi zetu.
pub fn mark(setup: &Setup, hole: Hole, index: usize) -> char {
    if u32::from(setup.count_at(index)) > setup.variant.most_in_a_hole() {
        // More than the rules let a hole hold (the stepping game's one stone), as only the editor can make: drawn,
        // flagged.
        '!'
    } else if setup.is_reserved_at(index) {
        '*'
    } else if setup.kuu_stands(hole) {
        'K'
    } else if setup.takasia == Some(hole) {
        't'
    } else {
        ' '
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_at_spaces_and_cuts_long_words() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("a\nb", 10), ["a", "b"]);
    }
}
