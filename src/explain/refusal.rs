//! Why a move is refused, in words: the rules' [`Illegal`] reasons (why no move starts from a hole) and a
//! typed move's [`MoveError`], for the game screen's status line. The rules' own `Display` is the command
//! line's English; this words the same in the current language.

use crate::rules::{Illegal, MoveError, Status};

use super::ending::{outcome, side_word};

/// Why no legal move starts from a hole, in words: `A1 is empty`, `its sowing never ends`.
#[must_use]
pub fn illegal(reason: Illegal) -> String {
    let side = side_word;
    match reason {
        Illegal::NoSuchHole(hole) => crate::t!("explain-illegal-no-such-hole", hole = hole.to_string()),
        Illegal::OpponentsHole { hole, owner } => {
            crate::t!("explain-illegal-opponents-hole", hole = hole.to_string(), owner = side(owner))
        }
        Illegal::OpponentsRow { hole, owner, mover, row } => crate::t!(
            "explain-illegal-opponents-row",
            hole = hole.to_string(),
            owner = side(owner),
            mover = side(mover),
            row = row.to_string()
        ),
        Illegal::OwnReservedHole { hole, side: s } => {
            crate::t!("explain-illegal-own-reserved", hole = hole.to_string(), side = side(s))
        }
        Illegal::ReservedBy { hole, side: s } => {
            crate::t!("explain-illegal-reserved-by", hole = hole.to_string(), side = side(s))
        }
        Illegal::Empty(hole) => crate::t!("explain-illegal-empty", hole = hole.to_string()),
        Illegal::FirstLapEndsOwnRow { end, side: s } => {
            crate::t!("explain-illegal-first-lap", end = end.to_string(), side = side(s))
        }
        Illegal::Endless => crate::t!("explain-illegal-endless"),
        Illegal::GameOver => crate::t!("explain-illegal-game-over"),
        Illegal::Over(over) => crate::t!("explain-illegal-over", outcome = outcome(over, &|_| None).to_string()),
        Illegal::OverBecause(over) => crate::t!("explain-illegal-over", outcome = outcome(over, &|_| None).reason),
        Illegal::NoStone(hole) => crate::t!("explain-illegal-no-stone", hole = hole.to_string()),
        Illegal::StepBlocked { hole, next } => {
            crate::t!("explain-illegal-step-blocked", hole = hole.to_string(), next = next.to_string())
        }
        Illegal::KichwaOwnSide(hole) => crate::t!("explain-illegal-kichwa-own-side", hole = hole.to_string()),
        Illegal::NotTheCapture(hole) => crate::t!("explain-illegal-not-the-capture", hole = hole.to_string()),
        Illegal::EmptiesFrontRow { hole, side: s } => {
            crate::t!("explain-illegal-empties-front-row", hole = hole.to_string(), side = side(s))
        }
        Illegal::NemoFrontRow => crate::t!("explain-illegal-nemo-front-row"),
        Illegal::NemoEmpty(hole) => crate::t!("explain-illegal-nemo-empty", hole = hole.to_string()),
        Illegal::CaptureMandatory => crate::t!("explain-illegal-capture-mandatory"),
        Illegal::KuuTakesReserveLast(s) => crate::t!("explain-illegal-kuu-takes-reserve-last", side = side(s)),
        Illegal::KuuDestroyedTwoOrMore(s) => crate::t!("explain-illegal-kuu-destroyed", side = side(s)),
        Illegal::TooFew { hole, seeds } => crate::t!("explain-illegal-too-few", hole = hole.to_string(), seeds = seeds),
        Illegal::ReservedByHiziZetu(hole) => crate::t!("explain-illegal-hizi-zetu", hole = hole.to_string()),
        Illegal::MustCaptureReserved { side: s, reserved } => {
            crate::t!("explain-illegal-must-capture-reserved", side = side(s), reserved = reserved.to_string())
        }
        Illegal::TakataFromKuu(s) => crate::t!("explain-illegal-takata-from-kuu", side = side(s)),
        Illegal::BackRow => crate::t!("explain-illegal-back-row"),
    }
}

/// Why a typed move is refused, in words: `A1 is not legal: A1 is empty`.
#[must_use]
pub fn move_error(error: &MoveError) -> String {
    match error {
        MoveError::Parse(parse) => crate::t!("explain-move-not-a-move", text = parse.text.as_str()),
        MoveError::NoSuchHole { text, variant } => crate::t!(
            "explain-move-no-such-hole",
            text = text.to_string(),
            variant = variant.to_string(),
            hole = text.hole.to_string()
        ),
        MoveError::NoDirection { text, variant } => crate::t!(
            "explain-move-no-direction",
            text = text.to_string(),
            variant = variant.to_string(),
            hole = text.hole.to_string()
        ),
        MoveError::NoChoice { text } => crate::t!("explain-move-no-choice", text = text.to_string()),
        MoveError::Ambiguous { text, options } => {
            let options = options.join(&format!(" {} ", crate::t!("explain-or")));
            crate::t!("explain-move-ambiguous", text = text.to_string(), options = options)
        }
        MoveError::GameOver { text, status } => {
            let how = match status {
                Status::Over(over) => outcome(*over, &|_| None).to_string(),
                Status::Ongoing => status.to_string(),
            };
            crate::t!("explain-move-game-over", text = text.to_string(), outcome = how)
        }
        MoveError::Illegal { text, reason } => {
            crate::t!("explain-move-illegal", text = text.to_string(), reason = illegal(*reason))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, scoped};
    use crate::rules::{GameResult, Hole, Outcome, Reason, Side, Variant};

    fn every_reason() -> Vec<Illegal> {
        let hole = |text: &str| text.parse::<Hole>().unwrap();
        let (a1, b2) = (hole("A1"), hole("b2"));
        let over = Outcome { result: GameResult::Win(Side::South), reason: Reason::BaoHamna(Side::North), score: None };
        let (south, north) = (Side::South, Side::North);
        vec![
            Illegal::NoSuchHole(a1),
            Illegal::OpponentsHole { hole: b2, owner: north },
            Illegal::OpponentsRow { hole: b2, owner: north, mover: south, row: 'A' },
            Illegal::OwnReservedHole { hole: b2, side: south },
            Illegal::ReservedBy { hole: a1, side: north },
            Illegal::Empty(a1),
            Illegal::FirstLapEndsOwnRow { end: a1, side: south },
            Illegal::Endless,
            Illegal::GameOver,
            Illegal::Over(over),
            Illegal::OverBecause(over),
            Illegal::NoStone(a1),
            Illegal::StepBlocked { hole: a1, next: hole("A2") },
            Illegal::KichwaOwnSide(a1),
            Illegal::NotTheCapture(a1),
            Illegal::EmptiesFrontRow { hole: a1, side: south },
            Illegal::NemoFrontRow,
            Illegal::NemoEmpty(a1),
            Illegal::CaptureMandatory,
            Illegal::KuuTakesReserveLast(south),
            Illegal::KuuDestroyedTwoOrMore(north),
            Illegal::TooFew { hole: a1, seeds: 1 },
            Illegal::ReservedByHiziZetu(a1),
            Illegal::MustCaptureReserved { side: south, reserved: b2 },
            Illegal::TakataFromKuu(south),
            Illegal::BackRow,
        ]
    }

    /// In English every reason and every refusal of a typed move is the rules' own text, which `bao apply`
    /// prints and the rules' tests check.
    #[test]
    fn english_refusals_are_the_rules_words() {
        scoped(Language::English, || {
            for reason in every_reason() {
                assert_eq!(illegal(reason), reason.to_string());
            }
            let line = crate::rules::AnyLine::new(&crate::rules::Setup::start(Variant::Kingulu)).unwrap();
            for typed in ["A1", "A9", "zz", "A3<", "A3+"] {
                let error = line.resolve(typed).unwrap_err();
                assert_eq!(move_error(&error), error.to_string(), "{typed}");
            }
            let text = "A4".parse().unwrap();
            let ambiguous = MoveError::Ambiguous { text, options: vec!["A4<".into(), "A4>".into()] };
            assert_eq!(move_error(&ambiguous), ambiguous.to_string());
            let over = Status::Over(Outcome::win(Side::North, Reason::NoStones(Side::South)));
            let game_over = MoveError::GameOver { text, status: over };
            assert_eq!(move_error(&game_over), game_over.to_string());
        });
    }

    #[test]
    fn swahili_refusals() {
        scoped(Language::Swahili, || {
            let line = crate::rules::AnyLine::new(&crate::rules::Setup::start(Variant::Kingulu)).unwrap();
            let refused = move_error(&line.resolve("A1").unwrap_err());
            assert_eq!(
                refused,
                "A1 si halali: mzunguko wake wa kwanza unaishia A5, shimo lisilo tupu la safu ya Kusini mwenyewe"
            );
            assert_eq!(
                illegal(Illegal::TooFew { hole: "A2".parse().unwrap(), seeds: 1 }),
                "A2 lina 1 tu; hatua huanza kutoka shimo lenye mbegu 2 au zaidi"
            );
            for reason in every_reason() {
                assert!(!illegal(reason).is_empty());
            }
        });
    }
}
