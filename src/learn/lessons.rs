//! The lessons of each game, as data. Every position is read by the rules, and every lesson is checked by a
//! test: its answer does what is asked and a typical wrong move is refused with the words of its goal. The kete
//! positions are the worked examples of `docs/rules/kete.md` (E2 to E5, E9, E10); the others are small
//! positions made for the lesson.

use super::{Goal, Lesson};

/// Bao la Kete (`docs/rules/kete.md`).
pub const KETE: &[Lesson] = &[
    Lesson {
        id: "kete-relay",
        title: "Relay",
        text: "A lap ending in an occupied hole goes on: its seeds are sown on (a relay). A lap ending in an \
               empty hole ends the move, as does one ending in your kuu (the square hole) in a takata (a move \
               that captures nothing).",
        position: "kete S 1,2,2,2,2,2,2,2/1,3,0,10,0,0,0,2/0,0,2,0,9,1,1,0/0,0,1,0,0,2,0,1 r=8,8 kuu=11 m=29",
        ask: "make a move that relays",
        goal: Goal::Relays(1),
        hint: "look for a lap that ends in an occupied hole that is not your kuu",
        answer: "A7>",
    },
    Lesson {
        id: "kete-kichwa",
        title: "Capture and kichwa",
        text: "A seed from the reserve that lands in an occupied front hole facing an occupied hole captures it. \
               The captured seeds are sown from a kichwa (A1 or A8): after a capture in a central hole (A3 to \
               A6) you choose which, by the direction of the move (> from A1, < from A8).",
        position: "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21",
        ask: "capture North's kuu a5 and sow its seeds from the left kichwa A1",
        goal: Goal::CaptureInto { from: "a5", enter: "A1" },
        hint: "A4 faces a5; the direction > sows the captured seeds from A1",
        answer: "A4>",
    },
    Lesson {
        id: "kete-safari",
        title: "Kuu and safari",
        text: "When a capturing move in the nemo stage (the first stage, while a reserve seed is brought in each \
               move) ends a lap in your own kuu (A5), you choose: stop there, \
               or lift the kuu and play on (safari). A safari gives up the kuu: it stops working.",
        position: "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25",
        ask: "capture, and play on from your kuu (safari)",
        goal: Goal::Safari,
        hint: "when the move reaches the kuu, answer that you play on",
        answer: "A2>+",
    },
    Lesson {
        id: "kete-tax",
        title: "The kuu's tax",
        text: "When your kuu (A5) is your only occupied front hole and holds 7 or more seeds, the reserve seed \
               goes into it and only 2 seeds are taken out and sown (the tax): the kuu keeps working.",
        position: "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,8,0,0,0/1,0,0,0,2,0,0,1 r=5,5 kuu=11 m=35",
        ask: "play from the kuu A5 and pay the tax",
        goal: Goal::Tax,
        hint: "the reserve seed goes into A5, then 2 seeds are sown",
        answer: "A5<",
    },
    Lesson {
        id: "kete-hizi-zetu",
        title: "Hizi zetu",
        text: "In the mtaji stage (the second, once the reserves are empty), after your takata, if the opponent cannot capture and you threaten exactly one \
               of their front holes, that hole is reserved (hizi zetu): they may not start from it, and a lap \
               of theirs that ends there stops.",
        position: "kete S 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71",
        ask: "make a takata that reserves a hole of North's (hizi zetu)",
        goal: Goal::Takasia,
        hint: "move so that exactly one hole of North's is under threat",
        answer: "A3>",
    },
    Lesson {
        id: "kete-bao-hamna",
        title: "Bao hamna",
        text: "You win when the opponent's front row is empty: the capture that empties it ends the game at \
               once (bao hamna). A mtaji move starts from a hole with 2 to 15 seeds, either row.",
        position: "kete S 4,4,4,3,3,3,3,3/3,0,5,7,0,0,0,2/1,0,2,0,2,3,1,1/0,0,0,4,0,1,2,3 r=0,0 kuu=01 m=51",
        ask: "win: capture every seed of North's front row in one move",
        goal: Goal::Wins,
        hint: "look for a move whose captures chain along North's front row",
        answer: "B4<",
    },
];

/// Bao la Kimasai, the relay game (`docs/rules/kimasai-relay.md`).
pub const KIMASAI_RELAY: &[Lesson] = &[
    Lesson {
        id: "kimasai-relay-reserve",
        title: "A cow from the reserve",
        text: "In phase 1 every move brings one cow from your reserve into a hole of yours, then lifts all its \
               cows and sows them clockwise (A1 to A8, then B8 to B1). A lap that ends in an empty hole ends \
               the move.",
        position: "kimasai-relay S 0,0,0,0,0,0,0,2/2,2,2,1,1,1,1,1/0,1,0,0,0,1,0,1/0,0,0,0,0,0,0,0 r=24,24 m=9",
        ask: "bring in a cow so that the move ends after one lap",
        goal: Goal::OneLap,
        hint: "count where the last cow falls: it must be an empty hole",
        answer: "A2",
    },
    Lesson {
        id: "kimasai-relay-relay",
        title: "Relay sowing",
        text: "A lap that ends in an occupied hole relays: all the cows of that hole are lifted and sown on. \
               One move can relay many times.",
        position: "kimasai-relay S 0,0,0,0,0,0,0,2/2,2,2,1,1,1,1,1/1,0,1,0,1,0,0,0/0,0,0,0,0,0,0,0 r=24,24 m=9",
        ask: "make a move that relays twice",
        goal: Goal::Relays(2),
        hint: "start where each lap of two cows ends on the next occupied hole",
        answer: "A1",
    },
    Lesson {
        id: "kimasai-relay-phase",
        title: "Phase 2 begins",
        text: "When the last reserve cow is in, phase 2 begins and captures start. A move that leaves your own \
               inner row (A) empty loses, in either phase.",
        position: "kimasai-relay S 7,7,7,7,7,7,6,5/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,1/0,0,1,0,0,0,0,0 r=1,0 m=49",
        ask: "bring in your last cow without emptying your inner row",
        goal: Goal::PhaseTwo,
        hint: "keep a cow in the inner row",
        answer: "B3",
    },
    Lesson {
        id: "kimasai-relay-raid",
        title: "A raid",
        text: "In phase 2 a lap that ends in an occupied hole of your inner row, facing occupied cows, steals \
               them. The stolen cows are sown on, the first into the hole that captured.",
        position: "kimasai-relay S 7,7,7,7,7,7,7,7/0,1,0,0,3,0,0,0/0,0,2,0,1,0,0,0/1,0,0,0,0,0,0,0 r=0,0 m=60",
        ask: "raid North's cows",
        goal: Goal::Captures(1),
        hint: "end a lap in A5, which faces a4",
        answer: "A3",
    },
    Lesson {
        id: "kimasai-relay-chain",
        title: "A chain of raids",
        text: "The lap that sows stolen cows is a lap like any other: if it ends in an occupied inner hole \
               facing cows, it steals again.",
        position: "kimasai-relay S 6,6,7,7,7,7,7,7/0,1,0,0,3,0,2,0/0,0,2,0,1,0,1,0/0,0,0,0,0,0,0,0 r=0,0 m=60",
        ask: "raid twice in one move",
        goal: Goal::Captures(2),
        hint: "the three cows from a4 are sown from A5 to A7, which faces a2",
        answer: "A3",
    },
    Lesson {
        id: "kimasai-relay-win",
        title: "The winning raid",
        text: "You win when North's inner row (a) is empty: a raid that takes its last cows ends the game at \
               once.",
        position: "kimasai-relay S 8,8,7,7,7,7,7,7/0,0,0,0,3,0,0,0/0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 r=0,0 m=60",
        ask: "win: raid North's last inner cows",
        goal: Goal::Wins,
        hint: "a4 holds all of North's inner cows; A5 faces it",
        answer: "A3",
    },
];

/// Bao la Kimasai, the stepping game (`docs/rules/kimasai-step.md`).
pub const KIMASAI_STEP: &[Lesson] = &[
    Lesson {
        id: "kimasai-step-step",
        title: "A step",
        text: "Each hole holds one stone at most. A move steps one stone into the next hole anticlockwise \
               (A3 to A2, A1 to B1, B12 to A12), and only into an empty hole.",
        position: "kimasai-step S 0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0,0,1,1/0,1,1,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        ask: "step a stone",
        goal: Goal::Legal,
        hint: "",
        answer: "A2",
    },
    Lesson {
        id: "kimasai-step-capture",
        title: "A capture",
        text: "A stone that steps into a hole of your front row (A) facing an enemy stone captures it: the \
               stone is removed from the game. A step in the back row (B) never captures.",
        position: "kimasai-step S 0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,1,0,0,0,0,0,0,1,1/0,0,0,0,1,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0 \
                   m=21",
        ask: "capture a stone",
        goal: Goal::Captures(1),
        hint: "step into the front hole that faces a9",
        answer: "A5",
    },
    Lesson {
        id: "kimasai-step-file",
        title: "A whole file",
        text: "When you capture a front stone, the back stone of the same file (behind it) goes too: the whole \
               file is cleared, two stones at once.",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,1/0,0,0,1,0,0,1,0,0,0,0,1/0,0,0,0,1,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        ask: "capture a whole file, front and back",
        goal: Goal::FileCapture,
        hint: "a9 has b9 behind it; a6 stands alone",
        answer: "A5",
    },
    Lesson {
        id: "kimasai-step-corner",
        title: "The corner entry",
        text: "A stone comes back into the front row at the corner: B12 steps to A12, and A12 faces a1, so \
               this step can capture.",
        position: "kimasai-step S 1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1 \
                   m=21",
        ask: "capture by entering the front row at the corner",
        goal: Goal::Captures(1),
        hint: "the stone in B12 steps into A12",
        answer: "B12",
    },
    Lesson {
        id: "kimasai-step-back-row",
        title: "The safe back row",
        text: "An enemy back stone is safe while the front hole of its file is empty: stepping in front of it \
               captures nothing.",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1,0,0,0/0,0,0,0,1,0,0,0,0,1,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        ask: "capture a stone",
        goal: Goal::Captures(1),
        hint: "b9 is behind an empty a9; look for a front stone of North's",
        answer: "A10",
    },
    Lesson {
        id: "kimasai-step-win",
        title: "The last stones",
        text: "You win when North has no stones left.",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        ask: "win: capture North's last stones",
        goal: Goal::Wins,
        hint: "North's two stones are one file",
        answer: "A5",
    },
];

/// Bao Kingulu (`docs/rules/kingulu.md`).
pub const KINGULU: &[Lesson] = &[
    Lesson {
        id: "kingulu-relay",
        title: "Sow and relay",
        text: "Seeds are sown anticlockwise round the whole board: along your row A1 to A6, then North's a1 to \
               a6. A lap that ends in an occupied hole of North's row relays: its seeds are lifted and sown on.",
        position: "kingulu S 2,0,0,0,0,1/1,0,0,0,2,0 c=21,21 m=9",
        ask: "make a move that relays",
        goal: Goal::Relays(1),
        hint: "end the first lap in a1, which holds a seed",
        answer: "A5",
    },
    Lesson {
        id: "kingulu-first-lap",
        title: "The first-lap rule",
        text: "The first lap of a move may not end in an occupied hole of your own row: such a move is not \
               allowed. Later laps may.",
        position: "kingulu S 2,0,0,0,2,0/0,3,0,0,1,1 c=20,19 m=9",
        ask: "find the move the first-lap rule allows",
        goal: Goal::Legal,
        hint: "",
        answer: "A6",
    },
    Lesson {
        id: "kingulu-capture",
        title: "A capture",
        text: "A lap that ends in an empty hole of your own row captures the seeds of the facing hole, with the \
               capturing seed: all go to your bank, and the move ends.",
        position: "kingulu S 2,0,0,0,2,0/0,0,2,0,0,1 c=21,20 m=9",
        ask: "capture North's seeds",
        goal: Goal::Captures(1),
        hint: "end in an empty hole of yours facing seeds: A5 faces a2",
        answer: "A3",
    },
    Lesson {
        id: "kingulu-kuweka-mtoto",
        title: "Kuweka mtoto",
        text: "A lap whose last seed makes 4 in a hole of North's that held 3 reserves it for you for good \
               (kuweka mtoto); the lap's second-to-last seed is moved into it too, and the move ends.",
        position: "kingulu S 2,0,0,0,0,3/0,1,0,0,2,0 c=20,20 m=9",
        ask: "reserve a hole of North's",
        goal: Goal::KuwekaMtoto,
        hint: "a1 holds 3",
        answer: "A5",
    },
    Lesson {
        id: "kingulu-reserved",
        title: "Sowing through a reserved hole",
        text: "Every seed that falls into a reserved hole goes at once to its owner's bank, whoever sows it. \
               You reserved a2 (marked *): sow through it.",
        position: "kingulu S 0,0,1,0,4*,0/1,0,0,0,0,3 c=19,20 m=9",
        ask: "send a seed through your reserved hole a2 to your bank",
        goal: Goal::BanksOwn,
        hint: "a lap from A6 passes a1 and a2",
        answer: "A6",
    },
    Lesson {
        id: "kingulu-finish",
        title: "Finish and score",
        text: "The game ends when the player to move has no move. Each then scores the bank, the seeds in their \
               own unreserved holes and those in the holes they reserved; the higher score wins.",
        position: "kingulu S 0,0,0,0,2,0/1,0,2,0,0,0 c=25,18 m=29",
        ask: "end the game and win on score",
        goal: Goal::Wins,
        hint: "take North's last seeds",
        answer: "A3",
    },
];
