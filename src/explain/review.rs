//! The words of a game's review, for the review screen and `bao review` alike: an evaluation (`+1.25`, `win in
//! 5 plies`), a mark's name and the exact verdict the engine proved ([`Verdict`], data: the engine knows no
//! catalog).

use crate::engine::Eval;
use crate::engine::review::{Mark, Verdict};

/// `3 plies`, `1 ply`: plies to a game's end.
fn plies(n: u32) -> String {
    crate::t!("review-plies", n = n)
}

/// An evaluation in words: `win in 5 plies`, `loss in 2 plies`, or seeds with two decimals and a sign
/// (`+1.25`, `-0.50`, `0.00`), as [`Eval`]'s own `Display` writes it in English.
#[must_use]
pub fn eval(eval: Eval) -> String {
    match eval.plies_to_end() {
        Some(n) if eval.raw() > 0 => crate::t!("review-eval-win", plies = plies(n)),
        Some(n) => crate::t!("review-eval-loss", plies = plies(n)),
        None => eval.to_string(),
    }
}

/// A mark's name as the review screen shows it: `best`, `only-move`, `missed-win` (`bao review` writes
/// [`Mark::word`], a token of its columns, in every language).
#[must_use]
pub fn mark_name(mark: Mark) -> String {
    match mark {
        Mark::Best => crate::t!("review-mark-best"),
        Mark::OnlyMove => crate::t!("review-mark-only-move"),
        Mark::Good => crate::t!("review-mark-good"),
        Mark::Inaccuracy => crate::t!("review-mark-inaccuracy"),
        Mark::Mistake => crate::t!("review-mark-mistake"),
        Mark::Blunder => crate::t!("review-mark-blunder"),
        Mark::MissedWin => crate::t!("review-mark-missed-win"),
    }
}

/// The exact verdict in words: `A4 threw away a forced win in 9 plies; A6 wins`.
#[must_use]
pub fn verdict(verdict: Verdict) -> String {
    match verdict {
        Verdict::WinsByForce { played, plies: n } => {
            crate::t!("review-verdict-wins-by-force", played = played.to_string(), plies = plies(n))
        }
        Verdict::WinsSlower { played, plies: n, best, best_plies } => crate::t!(
            "review-verdict-wins-slower",
            played = played.to_string(),
            plies = plies(n),
            best = best.to_string(),
            best_plies = plies(best_plies)
        ),
        Verdict::ThrewAwayWin { played, win, loses: Some(loses), best } => crate::t!(
            "review-verdict-threw-away-and-loses",
            played = played.to_string(),
            win = plies(win),
            loses = plies(loses),
            best = best.to_string()
        ),
        Verdict::ThrewAwayWin { played, win, loses: None, best } => crate::t!(
            "review-verdict-threw-away",
            played = played.to_string(),
            win = plies(win),
            best = best.to_string()
        ),
        Verdict::HoldsOutLongest { played, plies: n } => {
            crate::t!("review-verdict-holds-out-longest", played = played.to_string(), plies = plies(n))
        }
        Verdict::LosesSooner { played, plies: n, best, best_plies } => crate::t!(
            "review-verdict-loses-sooner",
            played = played.to_string(),
            plies = plies(n),
            best = best.to_string(),
            best_plies = plies(best_plies)
        ),
        Verdict::LosesByForce { played, plies: n, best } => crate::t!(
            "review-verdict-loses-by-force",
            played = played.to_string(),
            plies = plies(n),
            best = best.to_string()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, scoped};
    use crate::rules::{AnyLine, AnyMove, Setup, Variant};

    fn moves() -> (AnyMove, AnyMove) {
        let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
        (line.legal_moves()[0], line.legal_moves()[1])
    }

    /// Every verdict in English, as docs/review.md lists them.
    #[test]
    fn verdicts_in_english() {
        let (a, b) = moves();
        scoped(Language::English, || {
            let words = |v: Verdict| verdict(v);
            assert_eq!(words(Verdict::WinsByForce { played: a, plies: 1 }), "A3 wins by force in 1 ply");
            let slower = Verdict::WinsSlower { played: a, plies: 9, best: b, best_plies: 7 };
            assert_eq!(words(slower), "A3 wins, in 9 plies; A4 wins in 7 plies");
            let thrown = Verdict::ThrewAwayWin { played: a, win: 11, loses: None, best: b };
            assert_eq!(words(thrown), "A3 threw away a forced win in 11 plies; A4 wins");
            let thrown = Verdict::ThrewAwayWin { played: a, win: 9, loses: Some(4), best: b };
            assert_eq!(words(thrown), "A3 threw away a forced win in 9 plies and loses in 4 plies; A4 wins");
            let longest = Verdict::HoldsOutLongest { played: a, plies: 10 };
            assert_eq!(words(longest), "lost whatever is played: A3 holds out longest, 10 plies");
            let sooner = Verdict::LosesSooner { played: a, plies: 4, best: b, best_plies: 8 };
            assert_eq!(words(sooner), "lost whatever is played: A3 loses in 4 plies; A4 holds out 8 plies");
            let loses = Verdict::LosesByForce { played: a, plies: 12, best: b };
            assert_eq!(words(loses), "A3 loses by force in 12 plies; A4 holds");
            assert_eq!(eval(Eval::win_in(5)), Eval::win_in(5).to_string());
            assert_eq!(eval(Eval::loss_in(1)), "loss in 1 ply");
            assert_eq!(eval(Eval::new(-50)), "-0.50");
            assert_eq!(Mark::ALL.map(mark_name), Mark::ALL.map(|mark| mark.word().to_string()));
        });
    }

    #[test]
    fn verdicts_in_swahili() {
        let (a, b) = moves();
        scoped(Language::Swahili, || {
            let thrown = Verdict::ThrewAwayWin { played: a, win: 9, loses: None, best: b };
            assert_eq!(verdict(thrown), "A3 imepoteza ushindi wa lazima wa hatua 9; A4 inashinda");
            assert_eq!(eval(Eval::win_in(5)), "ushindi: hatua 5");
            assert_eq!(eval(Eval::new(125)), "+1.25");
            assert_eq!(mark_name(Mark::MissedWin), "ushindi uliopotea");
        });
    }
}
