//! The transposition table: what earlier searches learnt about a position (score, bound, depth, best move),
//! found again by its Zobrist key when the search reaches it by another path or at the next depth.

use super::Eval;

/// How a stored score relates to the true score of its depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Bound {
    /// Nothing stored.
    #[default]
    Empty,
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Entry {
    /// The position's full key (the table is indexed by its low bits).
    pub key: u64,
    /// The score, counted from the stored position (see [`Eval::to_node`]).
    pub score: Eval,
    /// The depth searched below the position.
    pub depth: u8,
    /// What the score means.
    pub bound: Bound,
    /// The best move's place in the position's move list (notation order), if one was found.
    pub best: Option<u8>,
}

/// A fixed-size table of entries; a new entry replaces the old one of its slot unless the old one is about
/// the same position and deeper.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each).
    #[must_use]
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table { entries: vec![Entry::default(); size], mask: size - 1 }
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// The entry stored for `key`, if any.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)];
        (entry.bound != Bound::Empty && entry.key == key).then_some(entry)
    }

    /// Stores an entry.
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        let old = &mut self.entries[slot];
        if old.key != entry.key || entry.depth >= old.depth || old.bound == Bound::Empty {
            *old = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_key_and_deeper_ones_kept() {
        let mut table = Table::new(4);
        let entry = Entry { key: 0x1234, score: Eval::new(7), depth: 3, bound: Bound::Exact, best: Some(2) };
        table.store(entry);
        assert_eq!(table.probe(0x1234), Some(entry));
        assert_eq!(table.probe(0x1244), None);
        table.store(Entry { depth: 1, ..entry });
        assert_eq!(table.probe(0x1234).map(|e| e.depth), Some(3));
        table.store(Entry { key: 0x1244, ..entry });
        assert_eq!(table.probe(0x1234), None);
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }
}
