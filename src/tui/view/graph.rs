//! The review screen's evaluation graph: one value a position, drawn across the width given as a braille
//! line (two columns and four rows of dots a character cell) or, in plain ASCII, as `*`s, with the zero line
//! between the two sides' halves. Pure: it returns the characters of each row, for the view to style.

#![allow(
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss,
    clippy::cast_possible_truncation,
    reason = "dot columns and rows are bounded by the terminal's size, and the positions by a game's moves"
)]

/// The braille dots' bits: 1 2 3 7 down the left column, 4 5 6 8 down the right.
const BITS: [[u32; 2]; 4] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]];

/// The rows of a graph of `points` (each between `-cap` and `cap`, positive up) `width` cells wide and `height`
/// rows high, top row first; `ascii` draws `*` on `-` instead of braille dots.
#[must_use]
pub fn plot(points: &[i32], cap: i32, width: usize, height: usize, ascii: bool) -> Vec<String> {
    if width == 0 || height == 0 {
        return Vec::new();
    }
    let (dx, dy) = if ascii { (1, 1) } else { (2, 4) };
    let (columns, rows) = (width * dx, height * dy);
    let mut dots = vec![vec![false; columns]; rows];
    let row_of = |value: i32| {
        let value = i64::from(value.clamp(-cap, cap));
        let cap = i64::from(cap.max(1));
        // cap at the top row, -cap at the bottom.
        let from_top = (cap - value) * (rows as i64 - 1) / (2 * cap);
        usize::try_from(from_top).unwrap_or(0).min(rows - 1)
    };
    let mut last: Option<usize> = None;
    for x in 0..columns {
        let Some(value) = value_at(points, x, columns) else { break };
        let y = row_of(value);
        // Joined to the last dot, so a steep change draws a line, not two dots apart.
        let (top, bottom) = last.map_or((y, y), |last| (last.min(y), last.max(y)));
        for row in dots.iter_mut().take(bottom + 1).skip(top) {
            row[x] = true;
        }
        last = Some(y);
    }
    let zero = zero_row(height, ascii);
    debug_assert_eq!(zero, row_of(0) / dy);
    (0..height)
        .map(|cell_row| {
            (0..width)
                .map(|cell| {
                    let cell_dots = |row: usize, column: usize| dots[cell_row * dy + row][cell * dx + column];
                    if ascii {
                        return if cell_dots(0, 0) {
                            '*'
                        } else if cell_row == zero {
                            '-'
                        } else {
                            ' '
                        };
                    }
                    let bits = (0..4)
                        .flat_map(|row| (0..2).map(move |column| (row, column)))
                        .filter(|&(row, column)| cell_dots(row, column))
                        .fold(0, |bits, (row, column)| bits | BITS[row][column]);
                    match bits {
                        0 if cell_row == zero => '·',
                        0 => ' ',
                        bits => char::from_u32(0x2800 + bits).unwrap_or('?'),
                    }
                })
                .collect()
        })
        .collect()
}

/// The value at dot column `x` of `columns`: the points spread over the whole width (the first at the left
/// edge, the last at the right), a value between two points on the straight line between them. `None` with no
/// points.
fn value_at(points: &[i32], x: usize, columns: usize) -> Option<i32> {
    match points.len() {
        0 => None,
        1 => Some(points[0]),
        n => {
            let span = (n - 1) as i64;
            let last = (columns.max(2) - 1) as i64;
            // Where column `x` falls between the points, in 1/last steps.
            let at = x as i64 * span;
            let (index, part) = ((at / last) as usize, at % last);
            let (a, b) = (i64::from(points[index]), i64::from(points[(index + 1).min(n - 1)]));
            i32::try_from(a + (b - a) * part / last).ok()
        }
    }
}

/// The row of a graph `height` rows high (as [`plot`] draws it) that holds the zero line.
#[must_use]
pub fn zero_row(height: usize, ascii: bool) -> usize {
    let dy = if ascii { 1 } else { 4 };
    (height * dy).saturating_sub(1) / 2 / dy
}

/// The cell column of position `index` of `count` positions on a graph `width` cells wide (as [`plot`] spreads
/// them).
#[must_use]
pub fn column_of(index: usize, count: usize, width: usize) -> usize {
    if count <= 1 || width <= 1 {
        return 0;
    }
    (index * (width - 1) + (count - 1) / 2) / (count - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_game_is_the_zero_line_and_a_won_one_climbs() {
        let level = plot(&[0, 0, 0], 100, 5, 3, true);
        assert_eq!(level, ["     ", "*****", "     "]);
        // A steep change is joined up; the zero line shows where no dot is.
        let won = plot(&[-100, 0, 100], 100, 3, 3, true);
        assert_eq!(won, ["  *", "-**", "** "]);
        // Braille: one cell holds two columns of four dots, here the top left and the whole right column.
        let braille = plot(&[100, -100], 100, 1, 1, false);
        assert_eq!(braille, ["\u{28b9}"]);
    }

    #[test]
    fn positions_spread_over_the_width() {
        assert_eq!((column_of(0, 11, 21), column_of(10, 11, 21), column_of(5, 11, 21)), (0, 20, 10));
        assert_eq!(column_of(3, 1, 80), 0);
        assert!(plot(&[], 100, 10, 3, false).iter().all(|row| row.chars().all(|c| c == ' ' || c == '·')));
    }
}
