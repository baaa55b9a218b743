//! Text in and out of the interface: a paste where text is typed, the game's record and position to copy,
//! the notes of a saved game.

use super::{App, Overlay, Screen};

impl App {
    /// A paste goes where text is typed (the move prompt, a save's new name) as if typed, at most as long as
    /// that text may be; anywhere else it is refused, never read as keys.
    pub(super) fn paste(&mut self, text: &str) {
        let typed = match (&mut self.screen, self.overlay, &mut self.settings_menu) {
            (_, None, Some(menu)) => menu.paste(text, &mut self.shared),
            (Screen::Play(play), None, None) => play.paste(text, &mut self.shared),
            (Screen::Saves(list), None, None) => list.paste(text, &mut self.shared),
            (Screen::Rooms(menu), None, None) => menu.paste(text, &mut self.shared),
            (Screen::Learn(learn), None, None) => {
                learn.attempt.as_mut().is_some_and(|attempt| attempt.play.paste(text, &mut self.shared))
            }
            _ => false,
        };
        if !typed {
            self.shared.refuse("a paste goes only into the move prompt (:), a save's new name or your name");
        }
    }

    /// Shows the saved game's title and notes, or says there are none.
    pub(super) fn show_notes(&mut self) {
        match &self.screen {
            Screen::Play(play) if play.slot.title.is_some() || play.slot.notes.is_some() => {
                self.overlay = Some(Overlay::Notes);
            }
            _ => self.shared.refuse("this game has no title or notes"),
        }
    }

    /// The position string and game record of what is on the screen, to copy.
    #[must_use]
    pub fn export_text(&self) -> Option<(String, String)> {
        match &self.screen {
            Screen::Play(play) => Some(play.export()),
            Screen::Editor(editor) => Some(editor.export()),
            Screen::Start(_) | Screen::Saves(_) | Screen::Rooms(_) | Screen::Learn(_) => None,
            #[cfg(feature = "serve")]
            Screen::Lobby(_) => None,
        }
    }

    /// Shows the position and record, and asks the loop to send them to the terminal's clipboard.
    pub(super) fn copy(&mut self) {
        match self.export_text() {
            Some((position, record)) => {
                self.shared.clipboard = Some(format!("{position}\n\n{record}"));
                self.overlay = Some(Overlay::Export);
            }
            None => self.shared.refuse("nothing to copy here"),
        }
    }
}
