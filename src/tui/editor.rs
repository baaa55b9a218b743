//! The position editor, for study: move over the pits and type a count (or `+`/`-`), set the reserves, the
//! banks, the next ply, the side to move, kete's kuu flags and hizi zetu hole, kingulu's reserved marks.
//! Every edit is checked at once by the game's one validating constructor (`Setup` → `G::from_setup`, through
//! [`AnyLine::new`]), so the screen always says whether the position can be played, and why not; only a
//! valid position can be played (Enter) or studied (the study key: the game opens on it with the study view
//! searching every move).

use crate::rules::{AnyLine, Hole, Key, Setup, Side, Status, Variant};
use crate::store::write_record;
use crate::t;

use super::go::Go;
use super::keys::Action;
use super::play::Play;
use super::seats::people;
use super::shared::Shared;

/// A value beside the board that the editor can change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    /// The count of the pit under the cursor.
    Pit,
    /// `r=`: seeds a side still has in reserve (kete, kimasai-relay).
    Reserve(Side),
    /// `c=`: seeds a side has captured and set aside (kingulu).
    Bank(Side),
    /// `m=`: the number of the next ply.
    Ply,
}

impl Field {
    /// The field in words.
    #[must_use]
    #[cfg(test)]
    pub fn describe(self) -> String {
        match self {
            Field::Pit => "pit".into(),
            Field::Reserve(side) => format!("{side}'s reserve (r)"),
            Field::Bank(side) => format!("{side}'s bank (c)"),
            Field::Ply => "next ply (m)".into(),
        }
    }
}

/// The editor's state.
pub struct Editor {
    /// The position being edited: plain data, checked after every edit.
    pub setup: Setup,
    /// The pit under the cursor, as (row, column) of the picture seen from South.
    pub at: (usize, usize),
    /// The value that digits, `+` and `-` change.
    pub field: Field,
    /// Whether the next digit is appended to the value (after a first digit) or replaces it.
    typing: bool,
    /// `Ok` with a summary when the position can be played, or the validation message.
    pub verdict: Result<String, String>,
    /// The game the editor was opened from, which `Esc` goes back to.
    pub game: Option<Box<Play>>,
}

/// Whether `setup` can be played, and how it stands: the validation of every position.
pub fn verdict(setup: &Setup) -> Result<String, String> {
    match AnyLine::new(setup) {
        Err(error) => Err(error.to_string()),
        Ok(line) => match line.status() {
            Status::Ongoing => {
                let moves = line.legal_moves().len();
                Ok(t!("screens-editor-playable", side = setup.side.to_string(), moves = moves))
            }
            Status::Over(outcome) => Ok(t!("screens-editor-over", outcome = outcome.to_string())),
        },
    }
}

impl Editor {
    /// An editor on `setup`, the cursor on South's first front-row pit.
    #[must_use]
    pub fn new(setup: Setup, game: Option<Box<Play>>) -> Editor {
        let layout = setup.variant.layout();
        let row = layout.picture_rows().len() / 2;
        Editor { setup, at: (row, 0), field: Field::Pit, typing: false, verdict: verdict(&setup), game }
    }

    /// The pit under the cursor.
    #[must_use]
    pub fn hole(&self) -> Hole {
        let layout = self.setup.variant.layout();
        layout.picture_hole(layout.picture_rows()[self.at.0], self.at.1)
    }

    fn index(&self) -> usize {
        self.setup.variant.layout().index(self.hole()).expect("the cursor stays on the board")
    }

    /// The fields `Tab` goes through, the pit first.
    #[must_use]
    pub fn fields(variant: Variant) -> Vec<Field> {
        let mut fields = vec![Field::Pit];
        for side in Side::BOTH {
            if variant.has_key(Key::Reserves) {
                fields.push(Field::Reserve(side));
            }
            if variant.has_key(Key::Captured) {
                fields.push(Field::Bank(side));
            }
        }
        fields.push(Field::Ply);
        fields
    }

    /// The value of a field.
    #[must_use]
    pub fn value(&self, field: Field) -> u32 {
        match field {
            Field::Pit => u32::from(self.setup.count_at(self.index())),
            Field::Reserve(side) => u32::from(self.setup.reserves[side]),
            Field::Bank(side) => u32::from(self.setup.captured[side]),
            Field::Ply => self.setup.ply,
        }
    }

    /// The largest value `field` can take in a valid position.
    fn most(&self, field: Field) -> u32 {
        let variant = self.setup.variant;
        match field {
            Field::Pit => variant.most_in_a_hole(),
            Field::Reserve(_) | Field::Bank(_) => variant.pieces(),
            Field::Ply => 99_999,
        }
    }

    fn set(&mut self, field: Field, value: u32) {
        let small = u8::try_from(value).unwrap_or(u8::MAX);
        match field {
            Field::Pit => {
                let index = self.index();
                self.setup.set_count_at(index, small);
            }
            Field::Reserve(side) => self.setup.reserves[side] = small,
            Field::Bank(side) => self.setup.captured[side] = small,
            Field::Ply => self.setup.ply = value.min(99_999),
        }
    }

    fn step(&mut self, action: Action) {
        let layout = self.setup.variant.layout();
        let (rows, width) = (layout.rows(), layout.width());
        let (row, column) = self.at;
        self.at = match action {
            Action::Left => (row, (column + width - 1) % width),
            Action::Right => (row, (column + 1) % width),
            Action::Up => ((row + rows - 1) % rows, column),
            _ => ((row + 1) % rows, column),
        };
    }

    /// Applies one editor key; returns what to say about it, if anything. Every change is validated.
    pub fn edit(&mut self, action: Action) -> Option<String> {
        let variant = self.setup.variant;
        let hole = self.hole();
        let mut said = None;
        match action {
            Action::Left | Action::Right | Action::Up | Action::Down => {
                self.step(action);
                self.field = Field::Pit;
                self.typing = false;
            }
            Action::History => {
                let fields = Editor::fields(variant);
                let now = fields.iter().position(|&f| f == self.field).unwrap_or(0);
                self.field = fields[(now + 1) % fields.len()];
                self.typing = false;
            }
            Action::Type(digit @ '0'..='9') => {
                // Digits typed in a row make one number, as long as it is one the field can hold: a digit that
                // would make more seeds than the hole (or the game) can hold starts a new number, so `5` then `0`
                // on a kingulu pit sets 0, not 50.
                let digit = digit.to_digit(10).unwrap_or(0);
                let appended = self.value(self.field).saturating_mul(10).saturating_add(digit);
                let fits = appended <= self.most(self.field);
                let value = if self.typing && fits { appended } else { digit };
                self.set(self.field, value);
                self.typing = true;
            }
            Action::Erase => {
                self.set(self.field, self.value(self.field) / 10);
                self.typing = true;
            }
            Action::Faster | Action::Slower => {
                let value = self.value(self.field);
                let value = if action == Action::Faster { value.saturating_add(1) } else { value.saturating_sub(1) };
                self.set(self.field, value);
                self.typing = false;
            }
            Action::Type('s') => self.setup.side = self.setup.side.opponent(),
            Action::Type('k') if variant.has_key(Key::Kuu) => {
                let side = hole.owner();
                self.setup.kuu[side] = !self.setup.kuu[side];
            }
            Action::Type('t') if variant.has_key(Key::Takasia) => {
                self.setup.takasia = if self.setup.takasia == Some(hole) { None } else { Some(hole) };
            }
            Action::Type('*') if variant.has_reserved_holes() => {
                let index = self.index();
                self.setup.set_reserved_at(index, !self.setup.is_reserved_at(index));
            }
            Action::Type('x') => {
                for index in 0..variant.layout().holes() {
                    self.setup.set_count_at(index, 0);
                    self.setup.set_reserved_at(index, false);
                }
                said = Some(t!("screens-editor-emptied"));
            }
            Action::Type(key @ ('k' | 't' | '*')) => {
                return Some(t!("screens-editor-no-such-mark", key = key.to_string(), game = variant.to_string()));
            }
            _ => return None,
        }
        self.verdict = verdict(&self.setup);
        said
    }
}

impl Editor {
    /// The position string and an empty game record from it, to copy.
    #[must_use]
    pub fn export(&self) -> (String, String) {
        (self.setup.to_string(), write_record(&self.setup, &[]))
    }

    /// Applies one action; returns the screen to go to, if any.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        match action {
            Action::Back => return Some(Go::LeaveEditor),
            // Enter plays from the position; the study key also opens the study view on it.
            Action::Choose | Action::Study => {
                if let Err(error) = &self.verdict {
                    let error = error.as_str();
                    shared.refuse(if action == Action::Study {
                        t!("screens-editor-cannot-study", error = error)
                    } else {
                        t!("screens-editor-cannot-play", error = error)
                    });
                    return None;
                }
                let seats = self.game.as_ref().map_or_else(people, |play| play.seats);
                return Some(Go::NewGame { start: self.setup, seats, study: action == Action::Study });
            }
            action => {
                if let Some(words) = self.edit(action) {
                    shared.say(words);
                }
            }
        }
        None
    }
}
