//! What a typed line asks: a move in the notation (`A3`, `a6<`), or a command in words. The words are English
//! always, and the current language's too (`ubao` is `board` in Swahili): each command's word is a message
//! of the `lines` catalog, so `help` lists them in the player's language and the English ones are this
//! file's own, the same whatever the language (a test checks the English catalog agrees).

use crate::rules::{MoveText, Toward, Variant};
use crate::store::Player;

/// A command in words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Word {
    Board,
    Position,
    Moves,
    Why,
    Trace,
    Undo,
    Redo,
    Hint,
    Study,
    Rules,
    Learn,
    Save,
    Load,
    Help,
    Quit,
    Yes,
    No,
    Laps,
    New,
    Rematch,
    Play,
    Resign,
    Next,
    Back,
    Draw,
    Say,
    Variation,
    Watch,
    Copy,
    Continue,
}

impl Word {
    /// Every word, in the order `help` lists them.
    pub const ALL: [Word; 30] = [
        Word::Board,
        Word::Position,
        Word::Moves,
        Word::Why,
        Word::Trace,
        Word::Laps,
        Word::Undo,
        Word::Redo,
        Word::Hint,
        Word::Study,
        Word::Rules,
        Word::Play,
        Word::New,
        Word::Rematch,
        Word::Resign,
        Word::Draw,
        Word::Say,
        Word::Learn,
        Word::Next,
        Word::Back,
        Word::Save,
        Word::Load,
        Word::Continue,
        Word::Watch,
        Word::Copy,
        Word::Variation,
        Word::Yes,
        Word::No,
        Word::Help,
        Word::Quit,
    ];

    /// The English word, always understood.
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            Word::Board => "board",
            Word::Position => "position",
            Word::Moves => "moves",
            Word::Why => "why",
            Word::Trace => "trace",
            Word::Undo => "undo",
            Word::Redo => "redo",
            Word::Hint => "hint",
            Word::Study => "study",
            Word::Rules => "rules",
            Word::Learn => "learn",
            Word::Save => "save",
            Word::Load => "load",
            Word::Help => "help",
            Word::Quit => "quit",
            Word::Yes => "yes",
            Word::No => "no",
            Word::Laps => "laps",
            Word::New => "new",
            Word::Rematch => "rematch",
            Word::Play => "play",
            Word::Resign => "resign",
            Word::Next => "next",
            Word::Back => "back",
            Word::Draw => "draw",
            Word::Say => "say",
            Word::Variation => "variation",
            Word::Watch => "watch",
            Word::Copy => "copy",
            Word::Continue => "continue",
        }
    }

    /// The word in the current language.
    #[must_use]
    pub fn local(self) -> String {
        match self {
            Word::Board => crate::t!("lines-word-board"),
            Word::Position => crate::t!("lines-word-position"),
            Word::Moves => crate::t!("lines-word-moves"),
            Word::Why => crate::t!("lines-word-why"),
            Word::Trace => crate::t!("lines-word-trace"),
            Word::Undo => crate::t!("lines-word-undo"),
            Word::Redo => crate::t!("lines-word-redo"),
            Word::Hint => crate::t!("lines-word-hint"),
            Word::Study => crate::t!("lines-word-study"),
            Word::Rules => crate::t!("lines-word-rules"),
            Word::Learn => crate::t!("lines-word-learn"),
            Word::Save => crate::t!("lines-word-save"),
            Word::Load => crate::t!("lines-word-load"),
            Word::Help => crate::t!("lines-word-help"),
            Word::Quit => crate::t!("lines-word-quit"),
            Word::Yes => crate::t!("lines-word-yes"),
            Word::No => crate::t!("lines-word-no"),
            Word::Laps => crate::t!("lines-word-laps"),
            Word::New => crate::t!("lines-word-new"),
            Word::Rematch => crate::t!("lines-word-rematch"),
            Word::Play => crate::t!("lines-word-play"),
            Word::Resign => crate::t!("lines-word-resign"),
            Word::Next => crate::t!("lines-word-next"),
            Word::Back => crate::t!("lines-word-back"),
            Word::Draw => crate::t!("lines-word-draw"),
            Word::Say => crate::t!("lines-word-say"),
            Word::Variation => crate::t!("lines-word-variation"),
            Word::Watch => crate::t!("lines-word-watch"),
            Word::Copy => crate::t!("lines-word-copy"),
            Word::Continue => crate::t!("lines-word-continue"),
        }
    }

    /// What the command does, in the current language, as `help` says it.
    #[must_use]
    pub fn what(self) -> String {
        match self {
            Word::Board => crate::t!("lines-help-board"),
            Word::Position => crate::t!("lines-help-position"),
            Word::Moves => crate::t!("lines-help-moves"),
            Word::Why => crate::t!("lines-help-why"),
            Word::Trace => crate::t!("lines-help-trace"),
            Word::Undo => crate::t!("lines-help-undo"),
            Word::Redo => crate::t!("lines-help-redo"),
            Word::Hint => crate::t!("lines-help-hint"),
            Word::Study => crate::t!("lines-help-study"),
            Word::Rules => crate::t!("lines-help-rules"),
            Word::Learn => crate::t!("lines-help-learn"),
            Word::Save => crate::t!("lines-help-save"),
            Word::Load => crate::t!("lines-help-load"),
            Word::Help => crate::t!("lines-help-help"),
            Word::Quit => crate::t!("lines-help-quit"),
            Word::Yes => crate::t!("lines-help-yes"),
            Word::No => crate::t!("lines-help-no"),
            Word::Laps => crate::t!("lines-help-laps"),
            Word::New => crate::t!("lines-help-new"),
            Word::Rematch => crate::t!("lines-help-rematch"),
            Word::Play => crate::t!("lines-help-play"),
            Word::Resign => crate::t!("lines-help-resign"),
            Word::Next => crate::t!("lines-help-next"),
            Word::Back => crate::t!("lines-help-back"),
            Word::Draw => crate::t!("lines-help-draw"),
            Word::Say => crate::t!("lines-help-say"),
            Word::Variation => crate::t!("lines-help-variation"),
            Word::Watch => crate::t!("lines-help-watch"),
            Word::Copy => crate::t!("lines-help-copy"),
            Word::Continue => crate::t!("lines-help-continue"),
        }
    }
}

/// What a typed line asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// A move in the notation, as typed.
    Move(String),
    /// A number: an option of a question, or an entry of a list.
    Number(usize),
    /// A direction for kete's question (`<`, `>`).
    Toward(Toward),
    /// A command in words, with what followed it.
    Word(Word, Argument),
}

/// What followed a command's word.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Argument {
    /// Nothing.
    None,
    /// `laps on`, `laps off`.
    Switch(bool),
    /// A game, and who plays each side if both were given (`play kingulu person 2`).
    Game(Variant, Option<(Player, Player)>),
    /// Anything else, as typed: a pit (`why A4`), a section (`rules 3.2`), a save's name, a message.
    Text(String),
}

/// Why a typed line is not understood, in words.
fn unknown(line: &str) -> String {
    let first = line.split_whitespace().next().unwrap_or_default();
    crate::t!("lines-unknown", word = crate::printable::printable(first).into_owned(), help = Word::Help.local())
}

/// Reads a typed line: `None` for an empty one.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(None);
    }
    if let Ok(number) = line.parse::<usize>() {
        return Ok(Some(Command::Number(number)));
    }
    match line {
        "<" => return Ok(Some(Command::Toward(Toward::Left))),
        ">" => return Ok(Some(Command::Toward(Toward::Right))),
        _ => {}
    }
    if !line.contains(char::is_whitespace) && line.parse::<MoveText>().is_ok() {
        return Ok(Some(Command::Move(line.to_string())));
    }
    let lower = line.to_lowercase();
    // English single letters for yes and no, as the full screen's questions say them (not in Swahili, where
    // `n` would be the first letter of ndiyo).
    if crate::i18n::current() == crate::i18n::Language::English {
        match lower.as_str() {
            "y" => return Ok(Some(Command::Word(Word::Yes, Argument::None))),
            "n" => return Ok(Some(Command::Word(Word::No, Argument::None))),
            _ => {}
        }
    }
    let (word, rest) = find_word(&lower, line).ok_or_else(|| unknown(line))?;
    let argument = argument(word, rest)?;
    Ok(Some(Command::Word(word, argument)))
}

/// The command word `lower` starts with (English or the current language's, a word of several taken whole),
/// and the rest of `line` after it.
fn find_word<'a>(lower: &str, line: &'a str) -> Option<(Word, &'a str)> {
    let mut best: Option<(Word, usize)> = None;
    for word in Word::ALL {
        for phrase in [word.english().to_string(), word.local().to_lowercase()] {
            let Some(rest) = lower.strip_prefix(phrase.as_str()) else { continue };
            let whole = rest.is_empty() || rest.starts_with(char::is_whitespace);
            if whole && best.is_none_or(|(_, length)| phrase.len() > length) {
                best = Some((word, phrase.len()));
            }
        }
    }
    // The lower-cased line has the same byte length as the line for every phrase the catalogs hold (ASCII).
    best.map(|(word, length)| (word, line.get(length..).unwrap_or_default().trim()))
}

/// What follows `word`, read for it.
fn argument(word: Word, rest: &str) -> Result<Argument, String> {
    if rest.is_empty() {
        return Ok(Argument::None);
    }
    match word {
        Word::Laps => {
            let lower = rest.to_lowercase();
            let on = ["on".to_string(), crate::t!("lines-word-on").to_lowercase()].contains(&lower);
            let off = ["off".to_string(), crate::t!("lines-word-off").to_lowercase()].contains(&lower);
            match (on, off) {
                (true, _) => Ok(Argument::Switch(true)),
                (_, true) => Ok(Argument::Switch(false)),
                _ => Err(crate::t!("lines-laps-how")),
            }
        }
        Word::Play | Word::Learn => game(rest),
        _ => Ok(Argument::Text(rest.to_string())),
    }
}

/// `kingulu`, or `kingulu person 2`: a game and perhaps both players (a person is `person`, or the current
/// language's word for one).
fn game(rest: &str) -> Result<Argument, String> {
    let person = crate::t!("lines-word-person").to_lowercase();
    let words: Vec<&str> =
        rest.split_whitespace().map(|word| if word.to_lowercase() == person { "person" } else { word }).collect();
    let variant: Variant =
        words[0].parse().map_err(|_| crate::t!("lines-unknown-game", game = words[0].to_string()))?;
    match words[1..] {
        [] => Ok(Argument::Game(variant, None)),
        [south, north] => {
            let south: Player = south.parse()?;
            let north: Player = north.parse()?;
            Ok(Argument::Game(variant, Some((south, north))))
        }
        _ => Err(crate::t!("lines-play-how")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, scoped};

    fn read(line: &str) -> Command {
        parse(line).unwrap().unwrap()
    }

    #[test]
    fn moves_numbers_and_words_are_told_apart() {
        scoped(Language::English, || {
            assert_eq!(read(" A3 "), Command::Move("A3".into()));
            assert_eq!(read("a6<+"), Command::Move("a6<+".into()));
            assert_eq!(read("2"), Command::Number(2));
            assert_eq!(read(">"), Command::Toward(Toward::Right));
            assert_eq!(read("Board"), Command::Word(Word::Board, Argument::None));
            assert_eq!(read("why A4"), Command::Word(Word::Why, Argument::Text("A4".into())));
            assert_eq!(read("rules 3.2"), Command::Word(Word::Rules, Argument::Text("3.2".into())));
            assert_eq!(read("laps on"), Command::Word(Word::Laps, Argument::Switch(true)));
            assert_eq!(read("y"), Command::Word(Word::Yes, Argument::None));
            assert_eq!(parse("   ").unwrap(), None);
            assert!(parse("boards").unwrap_err().contains("boards"));
            assert!(parse("laps maybe").is_err());
        });
    }

    #[test]
    fn a_game_and_its_players_are_read_at_once() {
        let four = Player::Computer { level: crate::engine::Level::new(4).unwrap() };
        assert_eq!(
            read("play kingulu person 4"),
            Command::Word(Word::Play, Argument::Game(Variant::Kingulu, Some((Player::Person, four))))
        );
        assert_eq!(read("learn kete"), Command::Word(Word::Learn, Argument::Game(Variant::Kete, None)));
        assert!(parse("play chess").is_err());
        assert!(parse("play kete person").is_err());
        assert!(parse("play kete person eleven").is_err());
    }

    #[test]
    fn swahili_words_are_understood_beside_the_english_ones() {
        scoped(Language::Swahili, || {
            assert_eq!(read("ubao"), Command::Word(Word::Board, Argument::None));
            assert_eq!(read("kwa nini A4"), Command::Word(Word::Why, Argument::Text("A4".into())));
            assert_eq!(read("why A4"), Command::Word(Word::Why, Argument::Text("A4".into())));
            assert_eq!(read("mizunguko washa"), Command::Word(Word::Laps, Argument::Switch(true)));
            assert_eq!(read("ndiyo"), Command::Word(Word::Yes, Argument::None));
            assert_eq!(
                read("cheza kete mtu 3"),
                Command::Word(
                    Word::Play,
                    Argument::Game(
                        Variant::Kete,
                        Some((Player::Person, Player::Computer { level: crate::engine::Level::new(3).unwrap() }))
                    )
                )
            );
            // No single letters: `n` would be ndiyo's first.
            assert!(parse("n").is_err());
        });
    }

    #[test]
    fn the_english_catalog_holds_the_english_words() {
        scoped(Language::English, || {
            for word in Word::ALL {
                assert_eq!(word.local(), word.english(), "{word:?}");
            }
            let others = [crate::t!("lines-word-on"), crate::t!("lines-word-off"), crate::t!("lines-word-person")];
            assert_eq!(others, ["on", "off", "person"]);
        });
    }
}
