//! The study positions and example games shipped in the repository's `saves/` folder, built into the program
//! (by `build.rs`), so an installed `bao` has them wherever it runs. They are read like any save file (every
//! move replayed by the rules) but live in no folder: they are never written, renamed or deleted, and a game
//! opened from one is a copy, saved under a name of its own once a move is played.

use super::format::{FormatError, SaveFile, SavedGame};

/// One shipped save: its file's name in `saves/` without `.json`, and its text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Builtin {
    /// The file's name without `.json`: `kingulu-long-lap`.
    pub file: &'static str,
    /// The JSON text of the file.
    pub text: &'static str,
}

/// Every file of `saves/`, by file name.
pub const BUILTINS: &[Builtin] = include!(concat!(env!("OUT_DIR"), "/builtin_saves.rs"));

impl Builtin {
    /// The game, read and replayed as any save is.
    pub fn game(&self) -> Result<SavedGame, FormatError> {
        SaveFile::from_json(self.text.as_bytes()).and_then(|save| save.check())
    }

    /// Whether `asked` names this save: its title (`Kingulu: the 12-seed lap that comes round`) or its file's
    /// name (`kingulu-long-lap`, also as the repository writes it, `saves/kingulu-long-lap.json`), in any case
    /// and with spaces round it ignored.
    #[must_use]
    pub fn is_named(&self, asked: &str, title: Option<&str>) -> bool {
        let asked = asked.trim();
        let file = asked.strip_prefix("saves/").unwrap_or(asked);
        let file = file.strip_suffix(".json").unwrap_or(file);
        file.eq_ignore_ascii_case(self.file) || title.is_some_and(|title| title.trim().eq_ignore_ascii_case(asked))
    }
}

/// The shipped save `asked` names (by title or file name; see [`Builtin::is_named`]), with its game.
#[must_use]
pub fn find(asked: &str) -> Option<(Builtin, Result<SavedGame, FormatError>)> {
    BUILTINS.iter().find_map(|builtin| {
        let game = builtin.game();
        let title = game.as_ref().ok().and_then(|game| game.name.as_deref());
        builtin.is_named(asked, title).then_some((*builtin, game))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_of_saves_is_built_in_and_replays() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .filter_map(|entry| entry.unwrap().file_name().to_str()?.strip_suffix(".json").map(String::from))
            .collect();
        files.sort();
        let built: Vec<&str> = BUILTINS.iter().map(|builtin| builtin.file).collect();
        assert_eq!(built, files);
        for builtin in BUILTINS {
            let game = builtin.game().unwrap_or_else(|e| panic!("{}: {e}", builtin.file));
            assert!(game.name.is_some() && game.notes.is_some(), "{}: a title and notes", builtin.file);
        }
    }

    /// Format 2 changes nothing for a game without variations or comments: every shipped save loads as it did
    /// (its one line the main line, the board where it was saved), and writing it back through the format-2
    /// writer gives format 1, byte for byte what the repository holds.
    #[test]
    fn every_shipped_save_loads_unchanged_and_is_written_again_byte_for_byte_as_format_1() {
        for builtin in BUILTINS {
            let file = SaveFile::from_json(builtin.text.as_bytes()).unwrap();
            assert_eq!(file.format, 1, "{}", builtin.file);
            let game = file.check().unwrap();
            assert!(game.variations.tree().is_plain() && game.variations.on_main_line(), "{}", builtin.file);
            assert_eq!(game.moves(), file.moves, "{}: the moves as written", builtin.file);
            assert_eq!(game.cursor(), file.cursor, "{}", builtin.file);
            let mut again = file.clone();
            again.set_variations(&game.line, &game.variations);
            assert_eq!(again.format_needed(), 1, "{}", builtin.file);
            assert_eq!(again.to_json(), builtin.text, "{}: written again as it was", builtin.file);
        }
    }

    #[test]
    fn a_shipped_save_is_found_by_title_or_file_name_in_any_case() {
        let (by_title, game) = find("kingulu: the 12-SEED lap that comes round").unwrap();
        assert_eq!(by_title.file, "kingulu-long-lap");
        assert_eq!(game.unwrap().name.as_deref(), Some("Kingulu: the 12-seed lap that comes round"));
        assert_eq!(find("Kingulu-Long-Lap").unwrap().0.file, "kingulu-long-lap");
        assert_eq!(find("kingulu-long-lap.json").unwrap().0.file, "kingulu-long-lap");
        assert_eq!(find("saves/kingulu-long-lap.json").unwrap().0.file, "kingulu-long-lap");
        assert!(find("kingulu").is_none(), "a part of a title is not a title");
    }
}
