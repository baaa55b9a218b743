//! The save file, format version 1: JSON holding the variant, the start position and the moves in notation,
//! the place in the history, who plays each side, who resigned (or whether a draw was agreed or the game was
//! aborted), times, and an optional name and notes (README "Save files"). Loading replays every move through the
//! rules, so a damaged or hand-edited file is refused with a message naming the first bad move, never turned
//! into an impossible game.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rules::{AnyLine, AnyLineError, Outcome, Setup, Side, Status, Tree, Variant, Variations};

mod player;
mod tree;

pub use player::{Player, PlayerName, Players};
pub use tree::SavedVariation;

/// The newest save format this program writes and reads.
///
/// The optional `resigned` field joined format 1 without a new version number: no bao reading format 1 was
/// ever released, a file where nobody resigned is written exactly as before (the field is left out), and a
/// build from before the field refuses a file that has it by name ("unknown field `resigned`", as the format
/// denies unknown fields) instead of opening a resigned game as one that goes on. A field added after a
/// release gets a new version.
///
/// The optional `ended` field (`"draw-agreed"` or `"aborted"`, a room game the players agreed drawn or one
/// aborted before each side had moved) joined format 1 in the same way, before any release: a file without it
/// reads exactly as before, it is left out of every file that does not need it, and a build from before it
/// refuses a file that has it by name ("unknown field `ended`") rather than opening such a game as one that goes
/// on. It is a field of its own beside `resigned`, not a value of it, because neither ending has a side that
/// lost.
///
/// Format 2 adds the variations and comments and the engine's review ([`SaveFile::format_needed`]): a game
/// without them is still written as format 1, byte for byte as before, so older programs read it; one with them
/// is refused by an older bao as newer instead of losing them. This bao reads both.
pub const FORMAT: u32 = 2;

/// The format of a save without variations or comments.
pub const FORMAT_PLAIN: u32 = 1;

mod review;
pub use review::SavedReview;

/// A save file as written on disk: plain data, checked by [`SaveFile::check`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// The save format version, [`FORMAT`].
    pub format: u32,
    /// The game (`kete`, `kimasai-relay`, `kimasai-step`, `kingulu`).
    pub variant: String,
    /// The position the game starts from, in notation.
    pub start: String,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// How many of the moves are on the board (the rest can be redone).
    pub cursor: usize,
    /// Who plays each side.
    #[serde(default)]
    pub players: Players,
    /// The side that resigned, `south` or `north`; left out when nobody did. The resignation stands at the end
    /// of the moves (where the game ended), whatever the cursor: a game whose board is shown at an earlier move
    /// is resigned at its end, as a game the rules ended is over at its end. A game the rules already ended
    /// cannot also be resigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<String>,
    /// Whether the side in `resigned` lost on time (a room game with a clock) rather than by resigning; left
    /// out when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lost_on_time: bool,
    /// How a game ended that no side lost, at the end of the moves as a resignation stands: `draw-agreed` (the
    /// players agreed a draw), `aborted` (ended with no result before each side had moved); left out otherwise.
    /// Never beside `resigned`, never in a game the rules ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
    /// When the game was created (RFC 3339, written in UTC; read with any offset). Checked on load.
    pub created: String,
    /// When it was last saved.
    pub updated: String,
    /// A title given by the player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Notes: what the position shows, what to look for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// The engine's review of the moves (format 2); left out when the game was not reviewed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<SavedReview>,
    /// Format 2: the current line when it is not the main line, its moves from the start as far as where it
    /// leaves the main line for the last time (the main continuation follows). `cursor` counts along it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Vec<String>>,
    /// Format 2: comments on the main line's moves by their 1-based place, `0` on the start position.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub comments: std::collections::BTreeMap<usize, String>,
    /// Format 2: the variations of the main line ([`SavedVariation`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<SavedVariation>,
}

/// A save file that replays: every field checked, the moves canonical, the variations replayed too. The game and its start position are
/// the line's ([`AnyLine::variant`], [`AnyLine::start`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedGame {
    /// The moves replayed by the rules, the cursor where the game was saved: what the interface plays on.
    pub line: AnyLine,
    /// Who plays each side.
    pub players: Players,
    /// When the game was created.
    pub created: String,
    /// When it was last saved.
    pub updated: String,
    /// The player's title.
    pub name: Option<String>,
    /// The notes.
    pub notes: Option<String>,
    /// How the game ended at the end of the moves, if it did without the rules ending it.
    pub forfeit: Option<Forfeit>,
    /// The engine's review of the moves, checked against them, if the game was reviewed.
    pub review: Option<crate::engine::review::Review>,
    /// The variations and comments, and which line `line` is (a game of format 1 has one line, the main).
    pub variations: Variations,
    /// The status at the end of the main line, by the rules (`line` may be a variation).
    pub main_status: Status,
}

/// How a game the rules had not ended ended all the same: a side resigned or its time ran out (the other side
/// wins), the players agreed a draw, or a player aborted it before each side had moved (no result). A forfeit
/// stands at the end of a game's moves, where the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Forfeit {
    /// The side resigned; the other side wins.
    Resigned(Side),
    /// The side's time ran out (a room game with a clock); the other side wins.
    OutOfTime(Side),
    /// The players agreed a draw (a room game).
    DrawAgreed,
    /// A player aborted the game before each side had moved (a room game): no result.
    Aborted,
}

impl Forfeit {
    /// The side that lost, if one did (none in a draw agreed or a game aborted).
    #[must_use]
    pub fn loser(self) -> Option<Side> {
        match self {
            Forfeit::Resigned(side) | Forfeit::OutOfTime(side) => Some(side),
            Forfeit::DrawAgreed | Forfeit::Aborted => None,
        }
    }

    /// The save file's `ended` word of a game that ended with no side losing: `draw-agreed`, `aborted`.
    #[must_use]
    pub fn ended_word(self) -> Option<&'static str> {
        match self {
            Forfeit::DrawAgreed => Some("draw-agreed"),
            Forfeit::Aborted => Some("aborted"),
            Forfeit::Resigned(_) | Forfeit::OutOfTime(_) => None,
        }
    }

    /// The forfeit a save file writes as its `resigned` side and `lost_on_time` flag.
    #[must_use]
    pub fn of(loser: Side, on_time: bool) -> Forfeit {
        if on_time { Forfeit::OutOfTime(loser) } else { Forfeit::Resigned(loser) }
    }
}

/// How a game stands at some place in its history: it goes on, the rules ended it, or a side forfeited it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    /// The game goes on.
    Ongoing,
    /// The rules ended it.
    Over(Outcome),
    /// A side resigned or ran out of time (the other side wins), the players agreed a draw, or it was aborted.
    Forfeit(Forfeit),
}

impl Standing {
    /// How a game stands at the end of its moves, with `status` there by the rules and its `forfeit` if a side
    /// lost otherwise (the rules' end comes first: a save that has both is refused).
    #[must_use]
    pub fn at_end(status: Status, forfeit: Option<Forfeit>) -> Standing {
        match (status, forfeit) {
            (Status::Over(outcome), _) => Standing::Over(outcome),
            (Status::Ongoing, Some(forfeit)) => Standing::Forfeit(forfeit),
            (Status::Ongoing, None) => Standing::Ongoing,
        }
    }

    /// Whether the game goes on.
    #[must_use]
    pub fn is_ongoing(self) -> bool {
        self == Standing::Ongoing
    }

    /// A few words for a list's column, at most 15 characters (the saves list's result column at 80
    /// columns): `unfinished`, `south wins`, `draw`, `south resigned`, `south timed out`, `draw agreed`,
    /// `aborted`.
    #[must_use]
    pub fn short(self) -> String {
        match self {
            Standing::Ongoing => "unfinished".into(),
            Standing::Over(outcome) => outcome.result_text().into(),
            Standing::Forfeit(Forfeit::Resigned(side)) => format!("{side} resigned"),
            Standing::Forfeit(Forfeit::OutOfTime(side)) => format!("{side} timed out"),
            Standing::Forfeit(Forfeit::DrawAgreed) => "draw agreed".into(),
            Standing::Forfeit(Forfeit::Aborted) => "aborted".into(),
        }
    }
}

/// `ongoing`, `south wins : north has no legal move`, `north wins : south resigned`, `drawn by agreement :
/// south and north agreed a draw`, `aborted : no result, ended before each side had moved`: the words of `bao
/// status`, with a resignation as its reason.
impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Standing::Ongoing => f.write_str("ongoing"),
            Standing::Over(outcome) => outcome.fmt(f),
            Standing::Forfeit(Forfeit::Resigned(side)) => write!(f, "{} wins : {side} resigned", side.opponent()),
            Standing::Forfeit(Forfeit::OutOfTime(side)) => {
                write!(f, "{} wins : {side} ran out of time", side.opponent())
            }
            Standing::Forfeit(Forfeit::DrawAgreed) => f.write_str("drawn by agreement : south and north agreed a draw"),
            Standing::Forfeit(Forfeit::Aborted) => f.write_str("aborted : no result, ended before each side had moved"),
        }
    }
}

impl SavedGame {
    /// The moves of the main line, canonical.
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        self.variations.tree().main_line().iter().map(ToString::to_string).collect()
    }

    /// The tree of the game's lines, with comments, each move canonical.
    #[must_use]
    pub fn text_tree(&self) -> Tree<String> {
        self.variations.tree().try_map(|mv| Ok::<_, ()>(mv.to_string())).unwrap_or_default()
    }

    /// How many moves are on the board where the game was saved.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.line.cursor()
    }

    /// How many moves the game holds, and where it was saved if not at the end: `12`, or `7/12`.
    #[must_use]
    pub fn moves_label(&self) -> String {
        if self.line.has_future() {
            format!("{}/{}", self.cursor(), self.line.len())
        } else {
            self.line.len().to_string()
        }
    }

    /// The status after all the moves of the main line by the rules: `ongoing` or the result and reason.
    #[must_use]
    pub fn status(&self) -> Status {
        self.main_status
    }

    /// How the game stands at the end of its moves: over by the rules, forfeited, or going on.
    #[must_use]
    pub fn end(&self) -> Standing {
        Standing::at_end(self.status(), self.forfeit)
    }

    /// How the game stands where it was saved, the position it opens at: at an earlier move than the last the
    /// game goes on there (the later moves can be redone or cut).
    #[must_use]
    pub fn at_cursor(&self) -> Standing {
        if self.line.has_future() || !self.variations.on_main_line() {
            Standing::at_end(self.line.status(), None)
        } else {
            self.end()
        }
    }
}

/// Why a text is not the shape of a save file: what the JSON reader said, or what the save's frame lacks. The
/// interface words it in the player's language; its own words are the scripting commands' (`bao saves`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Shape {
    /// The JSON reader's error: its kind, where (line and column from 1; 0 where it does not say) and its own
    /// words, without the place (`what`) and with it (`text`).
    #[error("{text}")]
    Json {
        /// What kind of error.
        fault: JsonFault,
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The reader's words.
        what: String,
        /// The reader's words with the place, as it writes them.
        text: String,
    },
    /// The `format` field is not a version number.
    #[error("`format` is {0}, not a save format version (a whole number from 1)")]
    BadVersion(String),
    /// No `format` field.
    #[error("no `format` version number")]
    NoVersion,
    /// Not a JSON object.
    #[error("a save is a JSON object {{...}}")]
    NotObject,
}

/// The kind of a JSON reader's error.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum JsonFault {
    /// The text is not JSON.
    Syntax,
    /// The text ends before the JSON does.
    Eof,
    /// JSON, but not what a save holds (a field missing, a value of the wrong type).
    Data,
    /// The reader could not read.
    Io,
}

impl Shape {
    /// The error of the JSON reader, as a save's shape.
    fn json(error: &serde_json::Error) -> FormatError {
        use serde_json::error::Category;
        let fault = match error.classify() {
            Category::Syntax => JsonFault::Syntax,
            Category::Eof => JsonFault::Eof,
            Category::Data => JsonFault::Data,
            Category::Io => JsonFault::Io,
        };
        let (line, column, text) = (error.line(), error.column(), error.to_string());
        let place = format!(" at line {line} column {column}");
        let what = text.strip_suffix(&place).unwrap_or(&text).to_string();
        FormatError::Shape(Shape::Json { fault, line, column, what, text })
    }
}

/// Why a save file cannot be loaded. The message never includes the file's name: the caller adds it.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FormatError {
    /// Not JSON, or not the shape of a save file.
    #[error("not a bao save file ({0})")]
    Shape(Shape),
    /// A version this program does not read.
    #[error("written by a newer bao (save format {0}); this bao reads formats {FORMAT_PLAIN} to {FORMAT}")]
    Newer(u64),
    /// A field that does not check.
    #[error("{field}: {message}")]
    Field {
        /// The field.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
    /// A move that does not replay.
    #[error("move {index} ({text}) does not replay: {message}")]
    Move {
        /// Its 1-based place.
        index: usize,
        /// As written.
        text: String,
        /// Why.
        message: String,
    },
}

impl SaveFile {
    /// A new save of a game starting at `start` with `moves`, all of them on the board.
    #[must_use]
    pub fn new(start: &Setup, moves: Vec<String>, players: Players) -> SaveFile {
        let now = super::clock::now();
        SaveFile {
            format: FORMAT_PLAIN,
            variant: start.variant.to_string(),
            start: start.to_string(),
            cursor: moves.len(),
            moves,
            players,
            resigned: None,
            lost_on_time: false,
            ended: None,
            created: now.clone(),
            updated: now,
            name: None,
            notes: None,
            review: None,
            line: None,
            comments: std::collections::BTreeMap::new(),
            variations: Vec::new(),
        }
    }

    /// The save of a game on `line` (every move, the cursor where it is), with `players`, how a side lost if
    /// one did by `forfeit`, the time it was `created` and now as the time it was updated.
    #[must_use]
    pub fn of_line(line: &AnyLine, players: Players, forfeit: Option<Forfeit>, created: Option<String>) -> SaveFile {
        let now = super::clock::now();
        SaveFile {
            format: FORMAT_PLAIN,
            variant: line.variant().to_string(),
            start: line.start().to_string(),
            moves: line.moves().map(|mv| mv.to_string()).collect(),
            cursor: line.cursor(),
            players,
            resigned: forfeit.and_then(Forfeit::loser).map(|side| side.to_string()),
            lost_on_time: matches!(forfeit, Some(Forfeit::OutOfTime(_))),
            ended: forfeit.and_then(Forfeit::ended_word).map(str::to_string),
            created: created.unwrap_or_else(|| now.clone()),
            updated: now,
            name: None,
            notes: None,
            review: None,
            line: None,
            comments: std::collections::BTreeMap::new(),
            variations: Vec::new(),
        }
    }

    /// Reads the JSON of a save file. The version is read first, so a newer file is named as such even when
    /// its fields have changed.
    /// A leading UTF-8 byte-order mark (some editors write one) is skipped.
    pub fn from_json(bytes: &[u8]) -> Result<SaveFile, FormatError> {
        let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
        let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| Shape::json(&e))?;
        match value.get("format") {
            Some(version) => match version.as_u64() {
                Some(version) if version > u64::from(FORMAT) => return Err(FormatError::Newer(version)),
                Some(_) => {}
                None => return Err(FormatError::Shape(Shape::BadVersion(version.to_string()))),
            },
            None if value.is_object() => return Err(FormatError::Shape(Shape::NoVersion)),
            None => return Err(FormatError::Shape(Shape::NotObject)),
        }
        serde_json::from_value(value).map_err(|e| Shape::json(&e))
    }

    /// The file as pretty JSON, ending with a newline, with the format it needs ([`SaveFile::format_needed`])
    /// whatever its `format` field says.
    ///
    /// # Panics
    ///
    /// Never: every field is plain data that serde writes.
    #[must_use]
    pub fn to_json(&self) -> String {
        let json = if self.format == self.format_needed() {
            serde_json::to_string_pretty(self)
        } else {
            serde_json::to_string_pretty(&SaveFile { format: self.format_needed(), ..self.clone() })
        };
        json.expect("a save file always serialises") + "\n"
    }

    /// Checks every field and replays every move through the rules.
    pub fn check(&self) -> Result<SavedGame, FormatError> {
        let field = |field: &'static str, message: String| FormatError::Field { field, message };
        if !(FORMAT_PLAIN..=FORMAT).contains(&self.format) {
            return Err(field("format", format!("{} is not a save format this bao reads", self.format)));
        }
        if self.format == FORMAT_PLAIN && self.format_needed() > FORMAT_PLAIN {
            let tree = self.line.is_some() || !self.comments.is_empty() || !self.variations.is_empty();
            let message = if tree {
                "variations and comments (`line`, `comments`, `variations`) need format 2, not 1"
            } else {
                "a review needs save format 2, not 1"
            };
            return Err(field("format", message.into()));
        }
        let variant: Variant =
            self.variant.parse().map_err(|e: crate::rules::UnknownVariant| field("variant", e.to_string()))?;
        let start: Setup =
            self.start.parse().map_err(|e: crate::rules::PositionError| field("start", e.to_string()))?;
        if start.variant != variant {
            return Err(field("start", format!("a {} position in a {variant} game", start.variant)));
        }
        if self.cursor > self.moves.len() {
            return Err(field("cursor", format!("{} is past the {} moves", self.cursor, self.moves.len())));
        }
        let resigned = match self.resigned.as_deref() {
            None => None,
            Some("south") => Some(Side::South),
            Some("north") => Some(Side::North),
            Some(other) => return Err(field("resigned", format!("`{other}` is not a side: write south or north"))),
        };
        if self.lost_on_time && resigned.is_none() {
            return Err(field("lost_on_time", "true only with the side that lost in `resigned`".into()));
        }
        let ended = match self.ended.as_deref() {
            None => None,
            Some("draw-agreed") => Some(Forfeit::DrawAgreed),
            Some("aborted") => Some(Forfeit::Aborted),
            Some(other) => {
                return Err(field("ended", format!("`{other}` is not an ending: write draw-agreed or aborted")));
            }
        };
        if let (Some(side), Some(_)) = (resigned, ended) {
            return Err(field("ended", format!("a game {side} resigned did not also end otherwise")));
        }
        let mut main = AnyLine::from_texts(&start, &self.moves).map_err(|error| match error {
            AnyLineError::Start(error) => field("start", error.to_string()),
            AnyLineError::Move(error) => {
                FormatError::Move { index: error.index, text: error.text, message: error.error.to_string() }
            }
        })?;
        let main_status = main.end_status();
        // A review is of the main line (the board's line may be a variation).
        let review = self.review.as_ref().map(|review| review.check(&main)).transpose();
        let review = review.map_err(|message| field("review", message))?;
        let (line, variations) = if self.format_needed() > FORMAT_PLAIN {
            self.check_tree(&start)?
        } else {
            main.go_to(self.cursor);
            let variations = Variations::of_line(&main);
            (main, variations)
        };
        for (name, time) in [("created", &self.created), ("updated", &self.updated)] {
            super::clock::parse(time).map_err(|message| field(name, message))?;
        }
        if let (Some(side), Status::Over(outcome)) = (resigned, main_status) {
            let message = format!("{side} cannot resign a game the rules already ended ({outcome})");
            return Err(field("resigned", message));
        }
        if let (Some(ended), Status::Over(outcome)) = (ended, main_status) {
            let word = ended.ended_word().unwrap_or_default();
            return Err(field("ended", format!("a game the rules already ended ({outcome}) is not {word}")));
        }
        Ok(SavedGame {
            review,
            line,
            players: self.players,
            created: self.created.clone(),
            updated: self.updated.clone(),
            name: self.name.clone(),
            notes: self.notes.clone(),
            forfeit: resigned.map(|side| Forfeit::of(side, self.lost_on_time)).or(ended),
            variations,
            main_status,
        })
    }
}

#[cfg(test)]
mod tests;
