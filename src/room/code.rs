//! Room codes and seat secrets: random, from the operating system's generator (`/dev/urandom`), never from
//! the seedable [`crate::rng`].
//!
//! A code names the game and carries 40 random bits in two groups of four letters of Crockford's base 32
//! (digits and lowercase letters without `i`, `l`, `o`, `u`), so it reads aloud without confusion:
//! `kingulu-k7fq-3mzd`. Reading a code forgives case, and the letters Crockford maps (`i` and `l` as `1`, `o` as
//! `0`). A seat's secret is 128 random bits in hex: it binds a seat to the process (or data folder) that took it.

use std::fmt;
use std::io::Read as _;
use std::str::FromStr;

use crate::rules::Variant;

/// The 32 letters of a code, each worth 5 bits.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// Random letters in a code: 8, so 40 bits.
const LETTERS: usize = 8;

/// `len` random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> std::io::Result<[u8; N]> {
    let mut bytes = [0u8; N];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes)
}

/// South or North, at random (a host's `--side random`).
pub fn random_side() -> std::io::Result<crate::rules::Side> {
    let [byte]: [u8; 1] = random_bytes()?;
    Ok(if byte & 1 == 0 { crate::rules::Side::South } else { crate::rules::Side::North })
}

/// Bytes as lowercase hex digits.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut text, byte| {
        let _ = write!(text, "{byte:02x}");
        text
    })
}

/// A room's code: the game and 40 random bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RoomCode {
    /// The game played in the room.
    pub variant: Variant,
    letters: [u8; LETTERS],
}

impl RoomCode {
    /// A new random code for a room of `variant`.
    pub fn random(variant: Variant) -> std::io::Result<RoomCode> {
        let bytes: [u8; 5] = random_bytes()?;
        let bits = bytes.iter().fold(0u64, |bits, &byte| bits << 8 | u64::from(byte));
        let mut letters = [0u8; LETTERS];
        for (i, letter) in letters.iter_mut().enumerate() {
            *letter = ALPHABET[((bits >> (5 * (LETTERS - 1 - i))) & 31) as usize];
        }
        Ok(RoomCode { variant, letters })
    }

    /// The 40 random bits' letters, `k7fq3mzd`.
    #[must_use]
    pub fn letters(&self) -> &str {
        std::str::from_utf8(&self.letters).unwrap_or_default()
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters = self.letters();
        write!(f, "{}-{}-{}", self.variant, &letters[..4], &letters[4..])
    }
}

/// Why a code was not read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{text}` is not a room code ({why}); a code looks like kingulu-k7fq-3mzd")]
pub struct BadCode {
    text: String,
    why: CodeFault,
}

impl BadCode {
    /// The text that is not a code, its control characters made visible.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What is wrong with it.
    #[must_use]
    pub fn why(&self) -> CodeFault {
        self.why
    }
}

/// What is wrong with a text that is not a room code (the interface words it in the player's language).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CodeFault {
    /// Not the game and two groups.
    #[error("it has the game and two groups of four letters")]
    Shape,
    /// No game's name first.
    #[error("it does not start with a game's name")]
    Game,
    /// A group not of four letters.
    #[error("each group has four letters")]
    Groups,
    /// A letter outside the code's alphabet.
    #[error("its letters are digits and a to z without i, l, o and u")]
    Letters,
}

impl FromStr for RoomCode {
    type Err = BadCode;

    fn from_str(text: &str) -> Result<RoomCode, BadCode> {
        let bad = |why: CodeFault| BadCode { text: crate::printable::printable(text.trim()).into_owned(), why };
        let lower = text.trim().to_ascii_lowercase();
        // The game is everything before the last two groups (a game's own name has hyphens).
        let mut parts = lower.rsplitn(3, '-');
        let (Some(second), Some(first), Some(game)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad(CodeFault::Shape));
        };
        let variant: Variant = game.parse().map_err(|_| bad(CodeFault::Game))?;
        let mut letters = [0u8; LETTERS];
        let typed: Vec<u8> = first.bytes().chain(second.bytes()).collect();
        if first.len() != 4 || second.len() != 4 {
            return Err(bad(CodeFault::Groups));
        }
        for (letter, &byte) in letters.iter_mut().zip(&typed) {
            let byte = match byte {
                b'i' | b'l' => b'1',
                b'o' => b'0',
                other => other,
            };
            if !ALPHABET.contains(&byte) {
                return Err(bad(CodeFault::Letters));
            }
            *letter = byte;
        }
        Ok(RoomCode { variant, letters })
    }
}

/// A seat's secret: 128 random bits, written as 32 hex digits.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Secret(String);

impl Secret {
    /// A new random secret.
    pub fn random() -> std::io::Result<Secret> {
        let bytes: [u8; 16] = random_bytes()?;
        Ok(Secret(hex(&bytes)))
    }

    /// The secret as sent.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `text` is this secret (compared in time that does not depend on where they differ).
    #[must_use]
    pub fn matches(&self, text: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), text.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
    }
}

impl FromStr for Secret {
    type Err = String;

    fn from_str(text: &str) -> Result<Secret, String> {
        if text.len() == 32 && text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            Ok(Secret(text.to_string()))
        } else {
            Err("a seat's secret is 32 lowercase hex digits".into())
        }
    }
}

/// Never printed: a secret in a log or an error message would give the seat away.
impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// What a room keeps of a seat's secret: its SHA-256, in hex. The room checks a secret typed against it and
/// never keeps the secret itself, so neither its memory nor the server's database (which keeps the key, so a
/// restarted server gives each seat back to its own player's ticket) holds what gives a seat away. A secret is
/// 128 random bits, so the hash needs no salt: nobody can try every secret.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SeatKey(String);

impl SeatKey {
    /// The key of `secret`.
    #[must_use]
    pub fn of(secret: &Secret) -> SeatKey {
        use sha2::{Digest as _, Sha256};
        SeatKey(hex(&Sha256::digest(secret.as_str().as_bytes())))
    }

    /// Whether `text` is the secret of this key (the hashes compared in time that does not depend on where they
    /// differ).
    #[must_use]
    pub fn matches(&self, text: &str) -> bool {
        let Ok(secret) = text.parse::<Secret>() else { return false };
        let (a, b) = (self.0.as_bytes(), SeatKey::of(&secret).0.into_bytes());
        a.len() == b.len() && a.iter().zip(&b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
    }

    /// The key as stored (64 hex digits).
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for SeatKey {
    type Err = String;

    fn from_str(text: &str) -> Result<SeatKey, String> {
        if text.len() == 64 && text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            Ok(SeatKey(text.to_string()))
        } else {
            Err("a seat's key is 64 lowercase hex digits".into())
        }
    }
}

impl fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatKey(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_and_forgives_case_and_look_alike_letters() {
        let code = RoomCode::random(Variant::KimasaiRelay).unwrap();
        let text = code.to_string();
        assert!(text.starts_with("kimasai-relay-"), "{text}");
        assert_eq!(text.len(), "kimasai-relay-".len() + 9);
        assert_eq!(text.parse::<RoomCode>().unwrap(), code);
        assert_eq!(text.to_uppercase().parse::<RoomCode>().unwrap(), code);
        let read: RoomCode = "kingulu-k7fq-3mzd".parse().unwrap();
        assert_eq!("KINGULU-K7FQ-3MZD ".parse::<RoomCode>().unwrap(), read);
        assert_eq!("kingulu-1100-0o00".parse::<RoomCode>().unwrap(), "kingulu-IL00-0000".parse().unwrap());
    }

    #[test]
    fn malformed_codes_are_refused_with_the_shape_of_a_code() {
        for bad in [
            "",
            "kingulu",
            "kingulu-k7fq",
            "chess-k7fq-3mzd",
            "kingulu-k7f-3mzd",
            "kingulu-k7fu-3mzd",
            "kingulu-k7fq-3mzdd",
        ] {
            let error = bad.parse::<RoomCode>().unwrap_err().to_string();
            assert!(error.contains("kingulu-k7fq-3mzd"), "{bad}: {error}");
        }
    }

    #[test]
    fn codes_carry_forty_random_bits() {
        // 200 codes of 40 bits: a repeat would be a broken generator (the chance is about 2e-8).
        let codes: std::collections::HashSet<String> =
            (0..200).map(|_| RoomCode::random(Variant::Kingulu).unwrap().letters().to_string()).collect();
        assert_eq!(codes.len(), 200);
        // Every letter of the alphabet turns up somewhere in 1600 letters.
        let all: String = codes.into_iter().collect();
        assert!(ALPHABET.iter().all(|&c| all.as_bytes().contains(&c)));
    }

    #[test]
    fn secrets_compare_and_never_print() {
        let secret = Secret::random().unwrap();
        assert!(secret.matches(secret.as_str()));
        assert!(!secret.matches(&"0".repeat(32)));
        assert!(!secret.matches(""));
        assert_eq!(format!("{secret:?}"), "Secret(..)");
        assert_eq!(secret.as_str().parse::<Secret>().unwrap(), secret);
        assert!("xyz".parse::<Secret>().is_err());
    }

    #[test]
    fn a_seat_key_knows_its_secret_and_no_other() {
        let secret = Secret::random().unwrap();
        let key = SeatKey::of(&secret);
        assert!(key.matches(secret.as_str()));
        assert!(!key.matches(Secret::random().unwrap().as_str()));
        assert!(!key.matches(key.as_str()), "the key itself is no secret");
        assert_eq!(key.as_str().parse::<SeatKey>().unwrap(), key);
        assert_ne!(key.as_str(), secret.as_str());
        assert_eq!(format!("{key:?}"), "SeatKey(..)");
    }
}
