//! The four games, named as in the position notation.

use std::fmt;
use std::str::FromStr;

use super::{Hole, Layout};

/// One of the four games.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Variant {
    /// Bao la Kete (Lamu Bao), 4x8: `rules/kete.md`.
    Kete,
    /// Bao la Kimasai, two-phase relay game, 4x8: `rules/kimasai-relay.md`.
    KimasaiRelay,
    /// Bao la Kimasai, four rows of single stepping stones, 4x12: `rules/kimasai-step.md`.
    KimasaiStep,
    /// Bao Kingulu, 2x6: `rules/kingulu.md`.
    Kingulu,
}

/// A `KEY=VALUE` field of the position notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Key {
    /// `r=S,N`: seeds still in reserve.
    Reserves,
    /// `kuu=SN`: whether each kuu still functions.
    Kuu,
    /// `t=HOLE`: the hole reserved by hizi zetu.
    Takasia,
    /// `c=S,N`: seeds captured and set aside.
    Captured,
    /// `m=N`: the number of the next ply.
    Ply,
}

impl Key {
    /// The key as written: `r`, `kuu`, `t`, `c` or `m`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Key::Reserves => "r",
            Key::Kuu => "kuu",
            Key::Takasia => "t",
            Key::Captured => "c",
            Key::Ply => "m",
        }
    }

    /// The key named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Key> {
        [Key::Reserves, Key::Kuu, Key::Takasia, Key::Captured, Key::Ply].into_iter().find(|key| key.name() == name)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Variant {
    /// All four games, in the order the start screen lists them.
    pub const ALL: [Variant; 4] = [Variant::Kete, Variant::KimasaiRelay, Variant::KimasaiStep, Variant::Kingulu];

    /// The name used in positions and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Kete => "kete",
            Variant::KimasaiRelay => "kimasai-relay",
            Variant::KimasaiStep => "kimasai-step",
            Variant::Kingulu => "kingulu",
        }
    }

    /// The game's full name.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Kete => "Bao la Kete",
            Variant::KimasaiRelay => "Bao la Kimasai (relay)",
            Variant::KimasaiStep => "Bao la Kimasai (four rows)",
            Variant::Kingulu => "Bao Kingulu",
        }
    }

    /// One line saying what the game is.
    #[must_use]
    pub const fn summary(self) -> &'static str {
        match self {
            Variant::Kete => "Lamu Bao: two stages, the kuu, captures sown from the kichwa, hizi zetu",
            Variant::KimasaiRelay => "Maasai cattle raiding: reserve cows, then captures across the border",
            Variant::KimasaiStep => "single stones step into empty holes and capture whole files",
            Variant::Kingulu => "relay sowing round the whole board; kuweka mtoto reserves a hole for good",
        }
    }

    /// The board's shape.
    #[must_use]
    pub const fn layout(self) -> Layout {
        match self {
            Variant::Kete | Variant::KimasaiRelay => Layout::FourRow { width: 8 },
            Variant::KimasaiStep => Layout::FourRow { width: 12 },
            Variant::Kingulu => Layout::TwoRow { width: 6 },
        }
    }

    /// The keys of this game's positions, in canonical order (NOTATION.md "Positions").
    #[must_use]
    pub const fn keys(self) -> &'static [Key] {
        match self {
            Variant::Kete => &[Key::Reserves, Key::Kuu, Key::Takasia, Key::Ply],
            Variant::KimasaiRelay => &[Key::Reserves, Key::Ply],
            Variant::KimasaiStep => &[Key::Ply],
            Variant::Kingulu => &[Key::Captured, Key::Ply],
        }
    }

    /// Whether positions of this game use the key.
    #[must_use]
    pub fn has_key(self, key: Key) -> bool {
        self.keys().contains(&key)
    }

    /// Whether holes may carry the `*` mark of a hole reserved by kuweka mtoto.
    #[must_use]
    pub const fn has_reserved_holes(self) -> bool {
        matches!(self, Variant::Kingulu)
    }

    /// Whether `hole` is a kuu (kete's square hole, A5 and a5; NOTATION.md "Named pits of kete").
    #[must_use]
    pub fn is_kuu_hole(self, hole: Hole) -> bool {
        matches!(self, Variant::Kete) && super::Kete::is_kuu(hole)
    }

    /// Whether `hole` is a kichwa (kete's end holes of the front rows, A1 A8 a1 a8, where captured seeds are
    /// sown from).
    #[must_use]
    pub fn is_kichwa(self, hole: Hole) -> bool {
        let end = hole.number() == 1 || usize::from(hole.number()) == self.layout().width();
        matches!(self, Variant::Kete) && hole.row().is_front() && end
    }

    /// The most seeds (cows, stones) one hole can hold: every piece of the game, or one stone in the stepping
    /// game. The games' own constants say how many pieces there are.
    #[must_use]
    pub const fn most_in_a_hole(self) -> u32 {
        match self {
            Variant::Kete => super::kete::SEEDS,
            Variant::KimasaiRelay => super::kimasai_relay::COWS,
            Variant::KimasaiStep => 1,
            Variant::Kingulu => super::kingulu::SEEDS,
        }
    }

    /// How many pieces the game has in all (on the board, in reserves and banks).
    #[must_use]
    pub const fn pieces(self) -> u32 {
        match self {
            Variant::Kete => super::kete::SEEDS,
            Variant::KimasaiRelay => super::kimasai_relay::COWS,
            Variant::KimasaiStep => 2 * super::kimasai_step::STONES,
            Variant::Kingulu => super::kingulu::SEEDS,
        }
    }

    /// Whether a move lifts a hole's pieces and sows them one by one into the holes after it, lap by lap: in
    /// every game but kimasai-step, whose single stones step into an empty hole (kimasai-step.md), so its moves
    /// have no hand and no laps.
    #[must_use]
    pub const fn sows(self) -> bool {
        !matches!(self, Variant::KimasaiStep)
    }

    /// The game's word for its pieces, singular and plural: kete and kingulu sow seeds, kimasai-relay herds
    /// cows (kimasai-relay.md "cows"), kimasai-step steps stones (kimasai-step.md "stones").
    #[must_use]
    pub const fn piece_words(self) -> (&'static str, &'static str) {
        match self {
            Variant::Kete | Variant::Kingulu => ("seed", "seeds"),
            Variant::KimasaiRelay => ("cow", "cows"),
            Variant::KimasaiStep => ("stone", "stones"),
        }
    }

    /// Whether a move names the direction of the hand (`<`, `>`).
    #[must_use]
    pub const fn has_directions(self) -> bool {
        matches!(self, Variant::Kete)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names none of the four games.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown variant `{0}` (expected kete, kimasai-relay, kimasai-step or kingulu)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(text: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL.into_iter().find(|variant| variant.name() == text).ok_or_else(|| UnknownVariant(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for variant in Variant::ALL {
            assert_eq!(variant.name().parse::<Variant>(), Ok(variant));
        }
        assert!("bao".parse::<Variant>().is_err());
    }

    #[test]
    fn only_the_stepping_game_does_not_sow_and_holds_one_stone_a_hole() {
        for variant in Variant::ALL {
            let stepping = variant == Variant::KimasaiStep;
            assert_eq!(variant.sows(), !stepping, "{variant}");
            assert_eq!(variant.most_in_a_hole() == 1, stepping, "{variant}");
        }
        assert_eq!(Variant::KimasaiRelay.piece_words(), ("cow", "cows"));
    }

    #[test]
    fn keys_round_trip() {
        for variant in Variant::ALL {
            for &key in variant.keys() {
                assert_eq!(Key::from_name(key.name()), Some(key));
            }
        }
    }
}
