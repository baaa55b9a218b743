//! What the line mode writes: sentences wrapped at the width of the terminal (or of a line printed elsewhere),
//! with nothing but printable text and newlines (every control character of a text made visible, no escape
//! sequence, no cursor addressing), colour only when `--color always` asks, and the short prompt before each
//! line the player types. A sentence that arrives while a prompt waits on its line (the other player's move)
//! starts on a line of its own, and the prompt is written again after it, as it now stands.

use std::io::{self, Write};

/// One thing the line mode says: a sentence, or a few, in the current language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Said {
    /// The words.
    pub text: String,
    /// Whether it reports a refusal or a failure.
    pub error: bool,
    /// Whether the words (or some of them) come from another part of the program (the status line's message,
    /// the step-through's sentences, a lesson's text, the rules): the line mode's own catalog holds the rest.
    pub relayed: bool,
}

impl Said {
    /// Words of the line mode's own.
    #[must_use]
    pub fn own(text: impl Into<String>) -> Said {
        Said { text: text.into(), error: false, relayed: false }
    }

    /// Words of another part of the program, passed on.
    #[must_use]
    pub fn relayed(text: impl Into<String>) -> Said {
        Said { text: text.into(), error: false, relayed: true }
    }

    /// The same words, as a refusal.
    #[must_use]
    pub fn refusal(self) -> Said {
        Said { error: true, ..self }
    }
}

/// The lines `text` is written as: each of its lines wrapped at `width` columns at spaces, a number kept with
/// the word before it (`a1 0,`, `mbegu 3`), a word longer than the width alone cut; every control character
/// written as a visible escape.
#[must_use]
pub fn lines(text: &str, width: usize) -> Vec<String> {
    let text = text.replace('\t', " ");
    text.split('\n').flat_map(|line| wrap(&crate::printable::printable(line.trim_end_matches('\r')), width)).collect()
}

/// One line of text wrapped at `width` columns.
fn wrap(line: &str, width: usize) -> Vec<String> {
    // The units kept whole: a word, with the numbers that follow it.
    let mut units: Vec<String> = Vec::new();
    for word in line.split(' ') {
        let number =
            !word.is_empty() && word.trim_end_matches([',', '.', ';', ':', ')']).chars().all(|c| c.is_ascii_digit());
        match units.last_mut() {
            Some(unit) if number => {
                unit.push(' ');
                unit.push_str(word);
            }
            _ => units.push(word.to_string()),
        }
    }
    let mut lines: Vec<String> = Vec::new();
    let mut now = String::new();
    for unit in units {
        if !now.is_empty() && now.chars().count() + 1 + unit.chars().count() <= width {
            now.push(' ');
            now.push_str(&unit);
            continue;
        }
        if !now.is_empty() {
            lines.push(std::mem::take(&mut now));
        }
        let mut pieces = crate::tui::text::wrap(&unit, width);
        now = pieces.pop().unwrap_or_default();
        lines.extend(pieces);
    }
    lines.push(now);
    lines
}

/// The line mode's output: standard output, or a buffer in tests.
pub struct Speaker<W: Write> {
    out: W,
    width: usize,
    prompts: bool,
    colour: bool,
    /// Whether a prompt waits on its line for the player's input.
    waiting: bool,
}

/// Red, for a refusal, when colour is asked for; and back to the terminal's own.
const RED: &str = "\x1b[31m";
const PLAIN: &str = "\x1b[0m";

impl<W: Write> Speaker<W> {
    /// Writes to `out`, wrapping at `width` columns; with `prompts`, a prompt before each line read (a player at
    /// a terminal; a script or a pipe gets none); with `colour`, refusals in red.
    pub fn new(out: W, width: usize, prompts: bool, colour: bool) -> Speaker<W> {
        Speaker { out, width: width.max(20), prompts, colour, waiting: false }
    }

    /// Says `said`, each sentence on lines of its own; a prompt waiting on its line is ended first (the next
    /// [`Speaker::prompt`] writes one again).
    pub fn say(&mut self, said: &[Said]) -> io::Result<()> {
        if said.is_empty() {
            return Ok(());
        }
        if std::mem::take(&mut self.waiting) {
            self.out.write_all(b"\n")?;
        }
        for item in said {
            for line in lines(&item.text, self.width) {
                if self.colour && item.error {
                    writeln!(self.out, "{RED}{line}{PLAIN}")?;
                } else {
                    writeln!(self.out, "{line}")?;
                }
            }
        }
        self.out.flush()
    }

    /// Writes the prompt `text` (then `> `) and leaves it waiting for the player's line, if prompts are written
    /// and none waits already.
    pub fn prompt(&mut self, text: &str) -> io::Result<()> {
        if self.prompts && !self.waiting {
            let shown: String = crate::printable::printable(text).chars().take(self.width / 2).collect();
            write!(self.out, "{shown}> ")?;
            self.waiting = true;
        }
        self.out.flush()
    }

    /// The player ended a line (their terminal wrote its newline): no prompt waits any more.
    pub fn heard(&mut self) {
        self.waiting = false;
    }

    /// The output, given back (tests read it).
    #[cfg(test)]
    pub fn into_inner(self) -> W {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wrap_at_the_width_and_control_characters_are_made_visible() {
        assert_eq!(lines("one two three", 7), ["one two", "three"]);
        assert_eq!(lines("a\u{1b}[2Jb\r\nc\td", 80), ["a\\u{1b}[2Jb", "c d"]);
        assert_eq!(lines("Row: a1 0, a2 4, a3 12.", 14), ["Row: a1 0,", "a2 4, a3 12."]);
        assert_eq!(lines("one two, three four five six", 10), ["one two,", "three four", "five six"]);
        assert_eq!(lines("a 12345678901 b", 5), ["a", "12345", "67890", "1 b"]);
        assert_eq!(lines("", 16), [""]);
    }

    #[test]
    fn a_sentence_that_comes_while_a_prompt_waits_starts_a_line_and_the_prompt_comes_back() {
        let mut speaker = Speaker::new(Vec::new(), 80, true, false);
        speaker.prompt("North").unwrap();
        speaker.prompt("North").unwrap();
        speaker.say(&[Said::own("North played a1.")]).unwrap();
        speaker.prompt("South").unwrap();
        speaker.heard();
        speaker.say(&[Said::own("A3").refusal()]).unwrap();
        let text = String::from_utf8(speaker.into_inner()).unwrap();
        assert_eq!(text, "North> \nNorth played a1.\nSouth> A3\n");
    }

    #[test]
    fn colour_only_when_asked_and_no_prompt_for_a_pipe() {
        let mut plain = Speaker::new(Vec::new(), 80, false, false);
        plain.prompt("South").unwrap();
        plain.say(&[Said::own("no").refusal()]).unwrap();
        assert_eq!(plain.into_inner(), b"no\n");
        let mut coloured = Speaker::new(Vec::new(), 80, false, true);
        coloured.say(&[Said::own("no").refusal(), Said::own("yes")]).unwrap();
        assert_eq!(coloured.into_inner(), b"\x1b[31mno\x1b[0m\nyes\n");
    }
}
