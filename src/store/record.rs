//! Game records: plain text a person can read and write. An optional first line `position: POS`, then the
//! moves in notation separated by white space; move numbers such as `12.` or `12...` are allowed and skipped.

use std::fmt::Write as _;

use crate::rules::Setup;

/// A game record as read: the start position if given, and the moves as written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The `position:` line, if the record has one.
    pub start: Option<Setup>,
    /// The moves, as written (checked when they are played).
    pub moves: Vec<String>,
}

/// The record's `position:` line does not parse.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line 1: position: {0}")]
pub struct RecordError(pub crate::rules::PositionError);

/// Whether a token is a move number: digits then one or more dots.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Reads a record.
pub fn parse_record(text: &str) -> Result<Record, RecordError> {
    let text = text.trim_start_matches('\u{feff}');
    let (start, body) = match text.trim_start().strip_prefix("position:") {
        Some(rest) => {
            let (line, body) = rest.split_once('\n').unwrap_or((rest, ""));
            (Some(line.trim().parse::<Setup>().map_err(RecordError)?), body)
        }
        None => (None, text),
    };
    let moves = body.split_whitespace().filter(|token| !is_move_number(token)).map(str::to_string).collect();
    Ok(Record { start, moves })
}

/// Writes a record: the `position:` line, then one move a line, each numbered by its ply (`m=`, the number the
/// history and the step-through view give it: `71. A3>`). One move has one number everywhere; the reader skips
/// numbers of any kind, so records numbered by full move (`36. A3> a5<`) still read.
#[must_use]
pub fn write_record(start: &Setup, moves: &[String]) -> String {
    let mut text = format!("position: {start}\n");
    for (ply, mv) in (u64::from(start.ply)..).zip(moves) {
        let _ = writeln!(text, "{ply}. {mv}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip() {
        let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
        let moves: Vec<String> = ["A5", "a5", "A3"].map(String::from).into();
        let text = write_record(&start, &moves);
        assert_eq!(text, "position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A5\n2. a5\n3. A3\n");
        assert_eq!(parse_record(&text).unwrap(), Record { start: Some(start), moves });
    }

    #[test]
    fn each_move_is_numbered_by_its_ply() {
        let start: Setup = "kingulu N 4,4,4,4,4,4/4,4,4,4,4,4 m=2".parse().unwrap();
        let moves: Vec<String> = ["a5", "A3"].map(String::from).into();
        assert_eq!(write_record(&start, &moves), format!("position: {start}\n2. a5\n3. A3\n"));
    }

    #[test]
    fn numbers_and_any_white_space_are_allowed() {
        let record = parse_record("1. A3 a5\n 2.A4\t12... a2  3.").unwrap();
        assert_eq!(record.start, None);
        assert_eq!(record.moves, ["A3", "a5", "2.A4", "a2"]);
        assert!(parse_record("position: kingulu X\nA3").is_err());
    }
}
