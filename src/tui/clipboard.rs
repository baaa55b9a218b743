//! Copying a position and a game record out of the program: the text is shown in a panel (to select with
//! the mouse) and sent to the terminal's clipboard with the OSC 52 escape sequence, which terminals without
//! clipboard support ignore.

use crate::store::write_record;

use super::app::{App, Overlay, Screen};

/// The position string and the game record of what is on the screen: the game's position at the cursor and
/// its record up to the cursor, or the position in the editor.
#[must_use]
pub fn export_text(app: &App) -> Option<(String, String)> {
    match &app.screen {
        Screen::Play(play) => {
            let cursor = play.session.cursor();
            let moves = &play.session.history()[..cursor];
            Some((play.session.setup().to_string(), write_record(&play.start, moves)))
        }
        Screen::Editor(editor) => Some((editor.setup.to_string(), write_record(&editor.setup, &[]))),
        Screen::Start(_) | Screen::Saves(_) => None,
    }
}

/// The OSC 52 sequence that puts `text` on the system clipboard ("c"), base64 encoded.
#[must_use]
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Standard base64 with padding (RFC 4648).
#[must_use]
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

impl App {
    /// Shows the position and record, and asks the loop to send them to the terminal's clipboard.
    pub(super) fn copy(&mut self) {
        match export_text(self) {
            Some((position, record)) => {
                self.saving.clipboard = Some(format!("{position}\n\n{record}"));
                self.overlay = Some(Overlay::Export);
            }
            None => self.refuse("nothing to copy here"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_of_known_strings() {
        for (text, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")] {
            assert_eq!(base64(text.as_bytes()), encoded);
        }
        assert_eq!(osc52("hi"), "\x1b]52;c;aGk=\x07");
    }
}
