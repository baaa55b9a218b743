//! The transposition table: what earlier searches learnt about a position (score, bound, depth, best move),
//! found again by its Zobrist key when the search reaches it by another path or at the next depth.

use std::sync::atomic::{AtomicU32, Ordering};

use super::Eval;

/// The table's default size in MiB: small enough that the program stays under 20 MB while it searches
/// (measurements: docs/tuning.md, "Transposition table size").
pub const DEFAULT_TABLE_MIB: u32 = 8;
/// The largest table size, in MiB.
pub const MAX_TABLE_MIB: u32 = 4096;

/// The size of the tables of the searches started from now on, in MiB: one setting for the whole program,
/// which the command line's `--hash` and the interface's settings set.
static TABLE_MIB: AtomicU32 = AtomicU32::new(DEFAULT_TABLE_MIB);

/// A table size out of range.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the search table takes 1 to {MAX_TABLE_MIB} MiB, not {0}")]
pub struct BadTableSize(pub u64);

/// Sets the size of the tables of the searches started from now on, in MiB (1 to [`MAX_TABLE_MIB`]; a size
/// that is not a power of two is rounded down to one).
pub fn set_table_mib(mib: u64) -> Result<(), BadTableSize> {
    let checked = u32::try_from(mib).ok().filter(|mib| (1..=MAX_TABLE_MIB).contains(mib)).ok_or(BadTableSize(mib))?;
    TABLE_MIB.store(checked, Ordering::Relaxed);
    Ok(())
}

/// The size of the tables of the searches started from now on, in MiB.
#[must_use]
pub fn table_mib() -> u32 {
    TABLE_MIB.load(Ordering::Relaxed)
}

/// The `bits` of a table of at most `mib` MiB: `2^bits` entries of 16 bytes (`2^16` of them make 1 MiB).
#[must_use]
pub fn table_bits(mib: u32) -> u32 {
    16 + mib.max(1).ilog2()
}

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
    fn table_sizes_are_powers_of_two_of_at_most_the_size_asked() {
        assert_eq!(table_bits(1), 16);
        assert_eq!(table_bits(8), 19);
        assert_eq!(table_bits(12), 19);
        assert_eq!(table_bits(MAX_TABLE_MIB), 28);
        assert_eq!(Table::new(table_bits(8)).entries.len() * std::mem::size_of::<Entry>(), 8 << 20);
        assert_eq!(set_table_mib(0), Err(BadTableSize(0)));
        assert_eq!(set_table_mib(u64::from(MAX_TABLE_MIB) + 1), Err(BadTableSize(4097)));
    }

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
