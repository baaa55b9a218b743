//! The one-line position notation and the move text of NOTATION.md: parsing (lenient where the notation
//! allows) and canonical printing.

use std::fmt;
use std::str::FromStr;

use super::{BySide, Hole, Key, PositionError, Setup, Side, Toward, Variant};

impl FromStr for Setup {
    type Err = PositionError;

    /// Parses `VARIANT SIDE ROWS [KEY=VALUE ...]`. Keys may come in any order; absent keys take their
    /// defaults. Only the shape is checked here; the game's constructor checks the invariants.
    fn from_str(text: &str) -> Result<Setup, PositionError> {
        let mut fields = text.split_whitespace();
        let variant: Variant = fields.next().ok_or(PositionError::Empty)?.parse()?;
        let mut setup = Setup::empty(variant);
        let side = fields.next().ok_or(PositionError::Missing("side"))?;
        setup.side = side
            .chars()
            .next()
            .filter(|_| side.len() == 1)
            .and_then(Side::from_letter)
            .ok_or_else(|| PositionError::BadSide(side.to_string()))?;
        parse_rows(&mut setup, fields.next().ok_or(PositionError::Missing("rows"))?)?;
        let mut seen = Vec::new();
        for field in fields {
            let (name, value) = field.split_once('=').ok_or_else(|| PositionError::NotAKey(field.to_string()))?;
            let key = Key::from_name(name).ok_or_else(|| PositionError::UnknownKey(name.to_string()))?;
            if !variant.has_key(key) {
                return Err(PositionError::KeyNotInGame { key, variant });
            }
            if seen.contains(&key) {
                return Err(PositionError::DuplicateKey(key));
            }
            seen.push(key);
            parse_key(&mut setup, key, value)?;
        }
        Ok(setup)
    }
}

fn parse_rows(setup: &mut Setup, text: &str) -> Result<(), PositionError> {
    let variant = setup.variant;
    let layout = variant.layout();
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != layout.rows() {
        return Err(PositionError::RowCount { variant, expected: layout.rows(), found: rows.len() });
    }
    for (&row, row_text) in layout.picture_rows().iter().zip(rows) {
        let cells: Vec<&str> = row_text.split(',').collect();
        if cells.len() != layout.width() {
            return Err(PositionError::HoleCount {
                row: row.letter(),
                variant,
                expected: layout.width(),
                found: cells.len(),
            });
        }
        for (column, cell) in cells.into_iter().enumerate() {
            let hole = layout.picture_hole(row, column);
            let index = layout.index(hole).expect("picture holes are on the board");
            let (digits, marked) = match cell.strip_suffix('*') {
                Some(digits) => (digits, true),
                None => (cell, false),
            };
            let bad = || PositionError::BadCount { hole, text: cell.to_string() };
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let count: u8 = digits.parse().map_err(|_| bad())?;
            if marked && !variant.has_reserved_holes() {
                return Err(PositionError::MarkNotInGame { hole, variant });
            }
            setup.set_count_at(index, count);
            setup.set_reserved_at(index, marked);
        }
    }
    Ok(())
}

fn parse_pair(key: Key, value: &str) -> Result<BySide<u8>, PositionError> {
    let bad = || PositionError::BadValue { key, text: value.to_string(), expected: "two counts `S,N`, as in 22,22" };
    let (south, north) = value.split_once(',').ok_or_else(bad)?;
    let number = |text: &str| {
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        text.parse::<u8>().map_err(|_| bad())
    };
    Ok(BySide::new(number(south)?, number(north)?))
}

fn parse_key(setup: &mut Setup, key: Key, value: &str) -> Result<(), PositionError> {
    match key {
        Key::Reserves => setup.reserves = parse_pair(key, value)?,
        Key::Captured => setup.captured = parse_pair(key, value)?,
        Key::Kuu => {
            let bad = || PositionError::BadValue {
                key,
                text: value.to_string(),
                expected: "two flags `SN` of 1 (exists) or 0 (destroyed), as in 10",
            };
            let flag = |c: u8| match c {
                b'1' => Ok(true),
                b'0' => Ok(false),
                _ => Err(bad()),
            };
            match value.as_bytes() {
                &[south, north] => setup.kuu = BySide::new(flag(south)?, flag(north)?),
                _ => return Err(bad()),
            }
        }
        Key::Takasia => {
            let bad = || PositionError::BadValue { key, text: value.to_string(), expected: "a hole of this board" };
            let hole: Hole = value.parse().map_err(|_| bad())?;
            setup.variant.layout().index(hole).ok_or_else(bad)?;
            setup.takasia = Some(hole);
        }
        Key::Ply => {
            let bad = || PositionError::BadValue { key, text: value.to_string(), expected: "a ply number from 1" };
            if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            setup.ply = value.parse().map_err(|_| bad())?;
            if setup.ply == 0 {
                return Err(bad());
            }
        }
    }
    Ok(())
}

/// Prints the canonical form: every key the game has, in the order `r`, `kuu`, `t`, `c`, `m`, and `t` only
/// while a hole is reserved.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = self.variant.layout();
        write!(f, "{} {} ", self.variant, self.side.letter())?;
        for (r, &row) in layout.picture_rows().iter().enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for column in 0..layout.width() {
                if column > 0 {
                    f.write_str(",")?;
                }
                let index = layout.index(layout.picture_hole(row, column)).expect("picture holes are on the board");
                write!(f, "{}", self.count_at(index))?;
                if self.is_reserved_at(index) {
                    f.write_str("*")?;
                }
            }
        }
        for &key in self.variant.keys() {
            match key {
                Key::Reserves => write!(f, " r={},{}", self.reserves.south, self.reserves.north)?,
                Key::Kuu => write!(f, " kuu={}{}", u8::from(self.kuu.south), u8::from(self.kuu.north))?,
                Key::Takasia => {
                    if let Some(hole) = self.takasia {
                        write!(f, " t={hole}")?;
                    }
                }
                Key::Captured => write!(f, " c={},{}", self.captured.south, self.captured.north)?,
                Key::Ply => write!(f, " m={}", self.ply)?,
            }
        }
        Ok(())
    }
}

/// A move as written: the hole, and for kete the direction and the `+` of safari. What it means is decided
/// against a position's legal moves ([`resolve_move`](super::resolve_move)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveText {
    /// The hole the move starts from (kete nemo: the hole that receives the reserve seed).
    pub hole: Hole,
    /// `<` or `>`, if written (`L` and `R` are read as `<` and `>`).
    pub toward: Option<Toward>,
    /// `+`: the player chose safari.
    pub safari: bool,
}

impl MoveText {
    /// A move written as just its hole.
    #[must_use]
    pub const fn hole(hole: Hole) -> MoveText {
        MoveText { hole, toward: None, safari: false }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Some(toward) = self.toward {
            write!(f, "{}", toward.symbol())?;
        }
        if self.safari {
            f.write_str("+")?;
        }
        Ok(())
    }
}

/// The text is not a move.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{text}` is not a move: expected a hole such as A3, then for kete `<` or `>` (or L, R) and perhaps `+`")]
pub struct ParseMoveError {
    /// What was written.
    pub text: String,
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Reads a move, ignoring the annotations `*`, `**`, `#`, `!` and `?` at its end.
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let bad = || ParseMoveError { text: text.to_string() };
        let mut rest = text.trim().trim_end_matches(['*', '#', '!', '?']);
        let safari = match rest.strip_suffix('+') {
            Some(stripped) => {
                rest = stripped;
                true
            }
            None => false,
        };
        let toward = match rest.chars().last() {
            Some('<' | 'L') => Some(Toward::Left),
            Some('>' | 'R') => Some(Toward::Right),
            _ => None,
        };
        if toward.is_some() {
            rest = &rest[..rest.len() - 1];
        }
        let hole: Hole = rest.parse().map_err(|_| bad())?;
        Ok(MoveText { hole, toward, safari })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STARTS: [&str; 4] = [
        "kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=22,22 kuu=11 m=1",
        "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=24,24 m=1",
        "kimasai-step S 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 m=1",
        "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1",
    ];

    fn parse(text: &str) -> Result<Setup, PositionError> {
        text.parse()
    }

    #[test]
    fn start_positions_round_trip() {
        for text in STARTS {
            assert_eq!(parse(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn rows_read_as_south_sees_the_board() {
        let setup = parse(STARTS[0]).unwrap();
        let count = |name: &str| setup.count(name.parse().unwrap()).unwrap();
        assert_eq!((count("A5"), count("A6"), count("A7"), count("a5"), count("a6"), count("a7")), (6, 2, 2, 6, 2, 2));
        assert_eq!(count("a8"), 0);
        let kingulu = parse("kingulu N 1,2,3,4,5,6*/7,8,9,10,11,12 c=0,0").unwrap();
        let hole = |name: &str| kingulu.variant.layout().index(name.parse().unwrap()).unwrap();
        assert_eq!(kingulu.count_at(hole("a6")), 1);
        assert_eq!(kingulu.count_at(hole("a1")), 6);
        assert!(kingulu.is_reserved_at(hole("a1")));
        assert_eq!(kingulu.count_at(hole("A6")), 12);
    }

    #[test]
    fn keys_in_any_order_and_absent_keys_default() {
        let setup =
            parse("kete N 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 m=7 t=a3 r=1,2").unwrap();
        assert_eq!(setup.reserves, BySide::new(1, 2));
        assert_eq!(setup.kuu, BySide::new(false, false));
        assert_eq!(setup.ply, 7);
        assert_eq!(
            setup.to_string(),
            "kete N 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 r=1,2 kuu=00 t=a3 m=7"
        );
        let setup = parse("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4").unwrap();
        assert_eq!(setup.to_string(), STARTS[3]);
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            ("", "empty position"),
            ("bao S 1", "unknown variant `bao`"),
            ("kingulu", "missing field: side"),
            ("kingulu X 4,4,4,4,4,4/4,4,4,4,4,4", "side: expected S or N"),
            ("kingulu S", "missing field: rows"),
            ("kingulu S 4,4,4,4,4,4", "rows: kingulu has 2 rows"),
            ("kingulu S 4,4,4,4,4/4,4,4,4,4,4", "row a: kingulu has 6 holes a row"),
            ("kingulu S 4,4,x,4,4,4/4,4,4,4,4,4", "hole a4: `x` is not a seed count"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,999", "hole A6: `999` is not a seed count"),
            ("kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1*,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0", "hole A1: `*`"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 z=1", "unknown key `z`"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 r=1,1", "key r: kingulu positions have no such key"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 m=1 m=2", "key m: given twice"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=1", "key c: `1` is not two counts"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 m=0", "key m: `0` is not a ply number"),
            ("kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 m", "`m` is not a KEY=VALUE field"),
            ("kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 kuu=12", "key kuu: `12`"),
            ("kete S 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 t=a9", "key t: `a9`"),
        ];
        for (text, expected) in cases {
            let message = parse(text).unwrap_err().to_string();
            assert!(message.starts_with(expected), "{text}: {message}");
        }
    }

    #[test]
    fn move_text_accepts_the_input_forms() {
        let text = |s: &str| s.parse::<MoveText>().unwrap().to_string();
        assert_eq!(text("A6<"), "A6<");
        assert_eq!(text("A6L"), "A6<");
        assert_eq!(text("a3R+"), "a3>+");
        assert_eq!(text("A3>+!?"), "A3>+");
        assert_eq!(text("A3**"), "A3");
        assert_eq!(text("b12#"), "b12");
        for bad in ["", "X3", "A", "A3<>", "<A3", "A3 x"] {
            assert!(bad.parse::<MoveText>().is_err(), "{bad}");
        }
    }
}
