//! Copying a position and a game record out of the program: the text is shown in a panel (to select with
//! the mouse) and sent to the terminal's clipboard with the OSC 52 escape sequence, which terminals without
//! clipboard support ignore.

/// The OSC 52 sequence that puts `text` on the system clipboard ("c"): crossterm's `CopyToClipboard`, base64
/// encoded and ended by ST.
///
/// # Panics
///
/// Never: writing to a `String` cannot fail.
#[must_use]
pub fn osc52(text: &str) -> String {
    use crossterm::Command as _;
    let mut sequence = String::new();
    crossterm::clipboard::CopyToClipboard::to_clipboard_from(text)
        .write_ansi(&mut sequence)
        .expect("writing to a String cannot fail");
    sequence
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clipboard_sequence_is_osc_52_in_base64() {
        assert_eq!(osc52("hi"), "\x1b]52;c;aGk=\x1b\\");
        assert_eq!(osc52("foobar"), "\x1b]52;c;Zm9vYmFy\x1b\\");
    }
}
