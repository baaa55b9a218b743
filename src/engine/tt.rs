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

/// A fixed-size table of two-entry buckets (one cache line holds two buckets): the first entry of a bucket
/// keeps the deepest search seen, the second the latest, so shallow results never push deep ones out.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each), `bits` at least 1.
    #[must_use]
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.max(1);
        Table { entries: vec![Entry::default(); size], mask: (size - 1) & !1 }
    }

    fn bucket(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// The entry stored for `key`, if any.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = self.bucket(key);
        self.entries[bucket..bucket + 2].iter().find(|entry| entry.bound != Bound::Empty && entry.key == key).copied()
    }

    /// Stores an entry: in the deep slot if it is at least as deep as what that holds (which moves to the
    /// latest slot), else in the latest slot.
    pub fn store(&mut self, entry: Entry) {
        let bucket = self.bucket(entry.key);
        let deep = self.entries[bucket];
        if deep.bound == Bound::Empty || deep.key == entry.key || entry.depth >= deep.depth {
            if deep.key != entry.key {
                self.entries[bucket + 1] = deep;
            } else if self.entries[bucket + 1].key == entry.key {
                self.entries[bucket + 1] = Entry::default();
            }
            self.entries[bucket] = entry;
        } else {
            self.entries[bucket + 1] = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_key_and_deep_ones_kept() {
        let mut table = Table::new(4);
        let entry = Entry { key: 0x1234, score: Eval::new(7), depth: 3, bound: Bound::Exact, best: Some(2) };
        table.store(entry);
        assert_eq!(table.probe(0x1234), Some(entry));
        assert_eq!(table.probe(0x1244), None);
        // A shallower result for another position of the bucket goes to the latest slot.
        let shallow = Entry { key: 0x1244, depth: 1, ..entry };
        table.store(shallow);
        assert_eq!(table.probe(0x1234), Some(entry));
        assert_eq!(table.probe(0x1244), Some(shallow));
        // A deeper one takes the deep slot and the old deep entry moves to the latest slot.
        let deeper = Entry { key: 0x1254, depth: 5, ..entry };
        table.store(deeper);
        assert_eq!(table.probe(0x1254), Some(deeper));
        assert_eq!(table.probe(0x1234), Some(entry));
        assert_eq!(table.probe(0x1244), None);
        // The same position searched again replaces its entry, without a stale copy left behind.
        table.store(Entry { depth: 6, ..entry });
        assert_eq!(table.probe(0x1234).map(|e| e.depth), Some(6));
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }
}
