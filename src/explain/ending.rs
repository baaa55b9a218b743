//! How a game ended, in words: the result (`south wins`, `draw`) and why (`north has no legal move, score
//! 26-22`, `south resigned`), from what the rules report ([`Outcome`]) or how the game stands with a forfeit
//! ([`Standing`]); and the name of a game's stage. The step-through's last sentence and the game-over box say
//! them; `bao status` and `bao saves` keep the store's own English words, the scripting contract.
//!
//! A side is worded by its name where one is known, the side kept: `ada (south) wins`, `bob (north) resigned`.

use std::fmt;

use crate::rules::{GameResult, Outcome, Reason, Setup, Side, Variant};
use crate::store::{Forfeit, Standing};

/// A game's end in words: the result, and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ending {
    /// Who won, or that no one did: `south wins`, `draw`, `aborted`.
    pub result: String,
    /// Why: `north has no legal move, score 26-22`, `south resigned`.
    pub reason: String,
}

/// `south wins : north has no legal move`, as `bao status` writes an outcome (in the current language).
impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} : {}", self.result, self.reason)
    }
}

/// `south` or `north` as a message names a side within a sentence (lower case in English: `south wins`,
/// `watching south's move`).
#[must_use]
pub fn side_word(side: Side) -> String {
    crate::t!("explain-end-side", side = side.to_string())
}

/// How a side is named in an ending: its name and side where `name` knows one (`ada (south)`), else the side.
struct Words<'a> {
    name: &'a dyn Fn(Side) -> Option<String>,
}

impl Words<'_> {
    /// The side as the subject: `south`, `ada (south)`.
    fn side(&self, side: Side) -> String {
        let plain = side_word(side);
        match (self.name)(side) {
            Some(name) => crate::t!("explain-end-named", name = name, side = plain),
            None => plain,
        }
    }

    /// The side as an owner, as the language's sentences want it: `south's`, `ada (south's)`.
    fn whose(&self, side: Side) -> String {
        let plain = crate::t!("explain-end-whose", side = side.to_string());
        match (self.name)(side) {
            Some(name) => crate::t!("explain-end-named-whose", name = name, whose = plain),
            None => plain,
        }
    }
}

/// An outcome by the rules in words, each side named by `name` where it knows one (`&|_| None` names none).
#[must_use]
pub fn outcome(outcome: Outcome, name: &dyn Fn(Side) -> Option<String>) -> Ending {
    let words = Words { name };
    let result = match outcome.result {
        GameResult::Win(side) => crate::t!("explain-end-wins", side = words.side(side)),
        GameResult::Draw => crate::t!("explain-end-draw"),
    };
    let reason = match outcome.reason {
        Reason::NoLegalMove(side) => crate::t!("explain-end-no-legal-move", side = words.side(side)),
        Reason::InnerRowEmpty(side) => crate::t!("explain-end-inner-row-empty", whose = words.whose(side)),
        Reason::BaoHamna(side) => crate::t!("explain-end-bao-hamna", whose = words.whose(side)),
        Reason::NoStones(side) => crate::t!("explain-end-no-stones", side = words.side(side)),
        Reason::Repetition => crate::t!("explain-end-repetition"),
    };
    let reason = match outcome.score {
        Some(score) => crate::t!("explain-end-score", reason = reason, south = score.south, north = score.north),
        None => reason,
    };
    Ending { result, reason }
}

/// How a game stands in words, each side named by `name` where it knows one; `None` while it goes on.
#[must_use]
pub fn ending(standing: Standing, name: &dyn Fn(Side) -> Option<String>) -> Option<Ending> {
    let words = Words { name };
    let (result, reason) = match standing {
        Standing::Ongoing => return None,
        Standing::Over(over) => return Some(outcome(over, name)),
        Standing::Forfeit(Forfeit::Resigned(side)) => (
            crate::t!("explain-end-wins", side = words.side(side.opponent())),
            crate::t!("explain-end-resigned", side = words.side(side)),
        ),
        Standing::Forfeit(Forfeit::OutOfTime(side)) => (
            crate::t!("explain-end-wins", side = words.side(side.opponent())),
            crate::t!("explain-end-out-of-time", side = words.side(side)),
        ),
        Standing::Forfeit(Forfeit::DrawAgreed) => (
            crate::t!("explain-end-drawn-by-agreement"),
            crate::t!("explain-end-agreed", south = words.side(Side::South), north = words.side(Side::North)),
        ),
        Standing::Forfeit(Forfeit::Aborted) => (crate::t!("explain-end-aborted"), crate::t!("explain-end-no-result")),
    };
    Some(Ending { result, reason })
}

/// How a game stands in a few words, as a list's column says it (at most 15 characters in English):
/// `unfinished`, `south wins`, `draw`, `south resigned`, `south timed out`, `draw agreed`, `aborted`.
#[must_use]
pub fn short(standing: Standing) -> String {
    let side = side_word;
    match standing {
        Standing::Ongoing => crate::t!("explain-short-unfinished"),
        Standing::Over(over) => outcome(over, &|_| None).result,
        Standing::Forfeit(Forfeit::Resigned(s)) => crate::t!("explain-end-resigned", side = side(s)),
        Standing::Forfeit(Forfeit::OutOfTime(s)) => crate::t!("explain-short-timed-out", side = side(s)),
        Standing::Forfeit(Forfeit::DrawAgreed) => crate::t!("explain-short-draw-agreed"),
        Standing::Forfeit(Forfeit::Aborted) => crate::t!("explain-end-aborted"),
    }
}

/// The stage of a game that has stages ([`Setup::second_stage`]), as the title line names it: `nemo stage`,
/// `phase 2: captures`.
#[must_use]
pub fn stage(setup: &Setup) -> Option<String> {
    match (setup.variant, setup.second_stage()) {
        (Variant::Kete, None) => Some(crate::t!("explain-stage-nemo")),
        (Variant::Kete, Some(_)) => Some(crate::t!("explain-stage-mtaji-name")),
        (Variant::KimasaiRelay, None) => Some(crate::t!("explain-stage-phase-1-name")),
        (Variant::KimasaiRelay, Some(_)) => Some(crate::t!("explain-stage-phase-2-name")),
        (Variant::KimasaiStep | Variant::Kingulu, _) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, scoped};
    use crate::rules::BySide;

    fn english<T>(work: impl FnOnce() -> T) -> T {
        scoped(Language::English, work)
    }

    /// In English, an outcome and a standing are worded as the store and the rules write them for `bao
    /// status`, so the screens and the scripting contract say the same.
    #[test]
    fn english_endings_are_the_status_words() {
        english(|| {
            let reasons = [
                Reason::NoLegalMove(Side::North),
                Reason::InnerRowEmpty(Side::South),
                Reason::BaoHamna(Side::North),
                Reason::NoStones(Side::South),
                Reason::Repetition,
            ];
            for reason in reasons {
                for result in [GameResult::Win(Side::South), GameResult::Win(Side::North), GameResult::Draw] {
                    for score in [None, Some(BySide::new(26, 22))] {
                        let over = Outcome { result, reason, score };
                        assert_eq!(outcome(over, &|_| None).to_string(), over.to_string());
                        let standing = Standing::Over(over);
                        assert_eq!(ending(standing, &|_| None).unwrap().to_string(), standing.to_string());
                    }
                }
            }
            let forfeits = [
                Forfeit::Resigned(Side::South),
                Forfeit::OutOfTime(Side::North),
                Forfeit::DrawAgreed,
                Forfeit::Aborted,
            ];
            for forfeit in forfeits {
                let standing = Standing::Forfeit(forfeit);
                assert_eq!(ending(standing, &|_| None).unwrap().to_string(), standing.to_string());
                assert_eq!(short(standing), standing.short());
            }
            let won = Standing::Over(Outcome::win(Side::North, Reason::NoStones(Side::South)));
            assert_eq!((short(won), short(Standing::Ongoing)), (won.short(), Standing::Ongoing.short()));
            assert_eq!(ending(Standing::Ongoing, &|_| None), None);
        });
    }

    #[test]
    fn sides_are_named_where_a_name_is_known() {
        let name = |side: Side| (side == Side::South).then(|| "ada".to_string());
        english(|| {
            let resigned = ending(Standing::Forfeit(Forfeit::Resigned(Side::North)), &name).unwrap();
            assert_eq!((resigned.result.as_str(), resigned.reason.as_str()), ("ada (south) wins", "north resigned"));
            let agreed = ending(Standing::Forfeit(Forfeit::DrawAgreed), &name).unwrap();
            assert_eq!(agreed.reason, "ada (south) and north agreed a draw");
            let empty = Outcome::win(Side::North, Reason::InnerRowEmpty(Side::South));
            assert_eq!(outcome(empty, &name).reason, "ada (south's) inner row is empty");
        });
        scoped(Language::Swahili, || {
            let resigned = ending(Standing::Forfeit(Forfeit::Resigned(Side::North)), &name).unwrap();
            assert_eq!(resigned.to_string(), "mshindi ni ada (Kusini) : Kaskazini amejitoa");
            let empty = Outcome::win(Side::North, Reason::InnerRowEmpty(Side::South));
            assert_eq!(outcome(empty, &name).reason, "safu ya ndani ya ada (Kusini) ni tupu");
            let drawn = Outcome {
                result: GameResult::Draw,
                reason: Reason::NoLegalMove(Side::North),
                score: Some(BySide::new(24, 24)),
            };
            assert_eq!(outcome(drawn, &|_| None).to_string(), "sare : Kaskazini hana hatua halali, alama 24-24");
        });
    }

    #[test]
    fn stages_are_named_in_each_language() {
        let parse = |text: &str| text.parse::<Setup>().unwrap();
        let board = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0";
        let (nemo, mtaji) =
            (parse(&format!("kete N {board} r=0,1 kuu=11")), parse(&format!("kete S {board} r=0,1 kuu=11")));
        let relay = "0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0";
        let (one, two) = (parse(&format!("kimasai-relay S {relay} r=1,0")), parse(&format!("kimasai-relay S {relay}")));
        let kingulu = Setup::start(Variant::Kingulu);
        english(|| {
            let names = [&nemo, &mtaji, &one, &two, &kingulu].map(stage);
            let expected = [Some("nemo stage"), Some("mtaji stage"), Some("phase 1"), Some("phase 2: captures"), None];
            assert_eq!(names.each_ref().map(Option::as_deref), expected);
        });
        scoped(Language::Swahili, || {
            let names = [&nemo, &mtaji, &one, &two].map(stage);
            let expected = [Some("awamu ya nemo"), Some("awamu ya mtaji"), Some("awamu 1"), Some("awamu 2: kula")];
            assert_eq!(names.each_ref().map(Option::as_deref), expected);
        });
    }
}
