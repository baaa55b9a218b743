//! The condensed rules shown by `R`: a screenful per game, taken from docs/RULES.md and docs/rules/*.md. The full
//! rules, with every decision and example, are in those files (the screen's title names the game's).

use crate::rules::Variant;

/// The condensed rules of `variant`, one line per entry (lines fit 70 columns).
#[must_use]
pub fn condensed(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Kete => &[
            "Bao la Kete (Lamu Bao), 4x8. Rows A (front) and B (back) are South's.",
            "Each player sows only round his own 16 holes, in a direction he chooses:",
            "  > toward his right, < toward his left, along the row the sowing starts in.",
            "Start: A5 (the kuu) 6, A6 2, A7 2; 22 seeds in reserve each.",
            "Nemo stage: every move brings one reserve seed onto the board.",
            "Mtaji stage (reserves gone): a move lifts a whole hole.",
            "Capture: a lap ending in an occupied front hole facing an occupied",
            "  hole takes that hole; the seeds are sown on from a kichwa",
            "  (A1 with >, A8 with <).",
            "Multi-lap relay: a lap ending in an occupied hole lifts it and goes on.",
            "The kuu (K) keeps at least six seeds, pays a tax of 2, may be lifted",
            "  for a safari (+) when the sowing ends there; it can be destroyed.",
            "Hizi zetu (t): a threatened front hole may be reserved for a move.",
            "Win: the opponent's front row is empty (bao hamna), or he cannot move.",
        ],
        Variant::KimasaiRelay => &[
            "Bao la Kimasai (relay), 4x8, cows. Rows A (inner) and B (outer) are",
            "  South's; each inner row starts with 8 cows, 24 wait in reserve.",
            "Sowing is always clockwise round the mover's own two rows:",
            "  along A toward his right, back along B toward his left.",
            "Relay: a lap ending in an occupied hole lifts it and sows on.",
            "Phase 1 (while reserves last): every move but the very first adds",
            "  a reserve cow to the hole, then lifts and sows all of it.",
            "  No captures in phase 1.",
            "Phase 2 (reserves gone): a lap ending in an occupied inner hole takes",
            "  all the cows of the facing inner hole and sows them on from there.",
            "A move that would never end is not legal.",
            "Win: the opponent's inner row is empty, or he cannot move.",
        ],
        Variant::KimasaiStep => &[
            "Bao la Kimasai (four rows), 4x12: one stone a hole, 23 a side.",
            "A move steps one stone anticlockwise into the next hole of its",
            "  owner's circuit (A3 -> A2, A1 -> B1, B12 -> A12); it must be empty.",
            "Entering a front hole opposite an enemy stone removes that stone",
            "  and the stone behind it (the whole file).",
            "Win: capture every enemy stone, or leave the opponent no move.",
            "A repeated position is a draw (it cannot actually happen).",
        ],
        Variant::Kingulu => &[
            "Bao Kingulu, 2x6: row A is South's, row a North's; 4 seeds a hole.",
            "Sowing runs anticlockwise round the whole board: A1 .. A6 a1 .. a6.",
            "Lift all the seeds of a hole of your row and sow one a hole.",
            "Relay: a lap ending in an occupied hole lifts it and sows on.",
            "A first lap may not end in an occupied hole of your own row.",
            "Capture: a move ending in an empty hole of your own row takes the",
            "  facing hole and the capturing seed into your bank.",
            "Kuweka mtoto: a lap whose last seed makes 4 in an opponent's hole",
            "  that held 3 reserves that hole for you for good (marked *);",
            "  seeds sown into it go to your bank.",
            "When the player to move has no legal move the game ends. Score:",
            "  bank + seeds in your unreserved holes + seeds in the holes you",
            "  reserved. The higher score wins; 24-24 is a draw.",
        ],
    }
}
