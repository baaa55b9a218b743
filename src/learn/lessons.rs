//! The lessons of each game, as data. Every position is read by the rules, and every lesson is checked by a
//! test: its answer does what is asked and a typical wrong move is refused with the words of its goal. The kete
//! positions are the worked examples of `docs/rules/kete.md` (E2 to E5, E9, E10); the others are small
//! positions made for the lesson.

use super::{Goal, Lesson};

/// Bao la Kete (`docs/rules/kete.md`).
pub const KETE: &[Lesson] = &[
    Lesson {
        id: "kete-relay",
        position: "kete S 1,2,2,2,2,2,2,2/1,3,0,10,0,0,0,2/0,0,2,0,9,1,1,0/0,0,1,0,0,2,0,1 r=8,8 kuu=11 m=29",
        goal: Goal::Relays(1),
        answer: "A7>",
    },
    Lesson {
        id: "kete-kichwa",
        position: "kete S 1,1,2,2,2,2,2,2/1,0,2,7,0,0,3,0/0,1,0,2,6,0,1,0/0,0,1,0,0,0,0,2 r=12,12 kuu=11 m=21",
        goal: Goal::CaptureInto { from: "a5", enter: "A1" },
        answer: "A4>",
    },
    Lesson {
        id: "kete-safari",
        position: "kete S 2,2,2,2,2,2,3,2/0,5,0,6,0,1,2,0/0,1,1,0,7,0,0,2/1,0,0,1,0,0,0,0 r=10,10 kuu=11 m=25",
        goal: Goal::Safari,
        answer: "A2>+",
    },
    Lesson {
        id: "kete-tax",
        position: "kete S 2,2,3,3,2,2,3,3/1,2,3,9,0,0,4,3/0,0,0,0,8,0,0,0/1,0,0,0,2,0,0,1 r=5,5 kuu=11 m=35",
        goal: Goal::Tax,
        answer: "A5<",
    },
    Lesson {
        id: "kete-hizi-zetu",
        position: "kete S 0,2,0,22,1,0,3,1/2,3,0,0,0,2,0,0/0,0,2,1,0,1,1,0/0,21,0,0,0,0,0,2 r=0,0 kuu=00 m=71",
        goal: Goal::Takasia,
        answer: "A3>",
    },
    Lesson {
        id: "kete-bao-hamna",
        position: "kete S 4,4,4,3,3,3,3,3/3,0,5,7,0,0,0,2/1,0,2,0,2,3,1,1/0,0,0,4,0,1,2,3 r=0,0 kuu=01 m=51",
        goal: Goal::Wins,
        answer: "B4<",
    },
];

/// Bao la Kimasai, the relay game (`docs/rules/kimasai-relay.md`).
pub const KIMASAI_RELAY: &[Lesson] = &[
    Lesson {
        id: "kimasai-relay-reserve",
        position: "kimasai-relay S 0,0,0,0,0,0,0,2/2,2,2,1,1,1,1,1/0,1,0,0,0,1,0,1/0,0,0,0,0,0,0,0 r=24,24 m=9",
        goal: Goal::OneLap,
        answer: "A2",
    },
    Lesson {
        id: "kimasai-relay-relay",
        position: "kimasai-relay S 0,0,0,0,0,0,0,2/2,2,2,1,1,1,1,1/1,0,1,0,1,0,0,0/0,0,0,0,0,0,0,0 r=24,24 m=9",
        goal: Goal::Relays(2),
        answer: "A1",
    },
    Lesson {
        id: "kimasai-relay-phase",
        position: "kimasai-relay S 7,7,7,7,7,7,6,5/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,1/0,0,1,0,0,0,0,0 r=1,0 m=49",
        goal: Goal::PhaseTwo,
        answer: "B3",
    },
    Lesson {
        id: "kimasai-relay-raid",
        position: "kimasai-relay S 7,7,7,7,7,7,7,7/0,1,0,0,3,0,0,0/0,0,2,0,1,0,0,0/1,0,0,0,0,0,0,0 r=0,0 m=60",
        goal: Goal::Captures(1),
        answer: "A3",
    },
    Lesson {
        id: "kimasai-relay-chain",
        position: "kimasai-relay S 6,6,7,7,7,7,7,7/0,1,0,0,3,0,2,0/0,0,2,0,1,0,1,0/0,0,0,0,0,0,0,0 r=0,0 m=60",
        goal: Goal::Captures(2),
        answer: "A3",
    },
    Lesson {
        id: "kimasai-relay-win",
        position: "kimasai-relay S 8,8,7,7,7,7,7,7/0,0,0,0,3,0,0,0/0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 r=0,0 m=60",
        goal: Goal::Wins,
        answer: "A3",
    },
];

/// Bao la Kimasai, the stepping game (`docs/rules/kimasai-step.md`).
pub const KIMASAI_STEP: &[Lesson] = &[
    Lesson {
        id: "kimasai-step-step",
        position: "kimasai-step S 0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0,0,1,1/0,1,1,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        goal: Goal::Legal,
        answer: "A2",
    },
    Lesson {
        id: "kimasai-step-capture",
        position: "kimasai-step S 0,0,0,0,0,0,0,0,0,0,1,1/0,0,0,1,0,0,0,0,0,0,1,1/0,0,0,0,1,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0 \
                   m=21",
        goal: Goal::Captures(1),
        answer: "A5",
    },
    Lesson {
        id: "kimasai-step-file",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,1/0,0,0,1,0,0,1,0,0,0,0,1/0,0,0,0,1,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        goal: Goal::FileCapture,
        answer: "A5",
    },
    Lesson {
        id: "kimasai-step-corner",
        position: "kimasai-step S 1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,1 \
                   m=21",
        goal: Goal::Captures(1),
        answer: "B12",
    },
    Lesson {
        id: "kimasai-step-back-row",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1,0,0,0/0,0,0,0,1,0,0,0,0,1,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        goal: Goal::Captures(1),
        answer: "A10",
    },
    Lesson {
        id: "kimasai-step-win",
        position: "kimasai-step S 0,0,0,1,0,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 \
                   m=21",
        goal: Goal::Wins,
        answer: "A5",
    },
];

/// Bao Kingulu (`docs/rules/kingulu.md`).
pub const KINGULU: &[Lesson] = &[
    Lesson {
        id: "kingulu-relay",
        position: "kingulu S 2,0,0,0,0,1/1,0,0,0,2,0 c=21,21 m=9",
        goal: Goal::Relays(1),
        answer: "A5",
    },
    Lesson {
        id: "kingulu-first-lap",
        position: "kingulu S 2,0,0,0,2,0/0,3,0,0,1,1 c=20,19 m=9",
        goal: Goal::Legal,
        answer: "A6",
    },
    Lesson {
        id: "kingulu-capture",
        position: "kingulu S 2,0,0,0,2,0/0,0,2,0,0,1 c=21,20 m=9",
        goal: Goal::Captures(1),
        answer: "A3",
    },
    Lesson {
        id: "kingulu-kuweka-mtoto",
        position: "kingulu S 2,0,0,0,0,3/0,1,0,0,2,0 c=20,20 m=9",
        goal: Goal::KuwekaMtoto,
        answer: "A5",
    },
    Lesson {
        id: "kingulu-reserved",
        position: "kingulu S 0,0,1,0,4*,0/1,0,0,0,0,3 c=19,20 m=9",
        goal: Goal::BanksOwn,
        answer: "A6",
    },
    Lesson {
        id: "kingulu-finish",
        position: "kingulu S 0,0,0,0,2,0/1,0,2,0,0,0 c=25,18 m=29",
        goal: Goal::Wins,
        answer: "A3",
    },
];
