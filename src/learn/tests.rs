use super::*;
use crate::i18n::Language;

/// Each lesson's typical wrong move, and words its refusal must hold.
const WRONG: &[(&str, &str, &str)] = &[
    (
        "kete-relay",
        "A7<",
        "A7< sowed 1 lap with no relay, captured nothing and ended in the kuu A5, which ends a takata, so it did not relay",
    ),
    ("kete-kichwa", "A4<", "so it did not capture a5 and sow the seeds from A1"),
    ("kete-safari", "A2>", "stopped in the kuu A5, so it did not play on from the kuu (safari)"),
    ("kete-tax", "A6>", "A6> is not legal: A6 is empty"),
    ("kete-hizi-zetu", "A3<", "so it made no hizi zetu reservation"),
    ("kete-bao-hamna", "A3<", "so it did not win"),
    (
        "kimasai-relay-reserve",
        "A6",
        "A6 sowed 2 laps with 1 relay, captured nothing and ended in B7, which was empty, so it did not stop after one lap",
    ),
    (
        "kimasai-relay-relay",
        "A3",
        "with 1 relay, captured nothing and ended in A7, which was empty, so it did not relay 2 times",
    ),
    ("kimasai-relay-phase", "A8", "the game is over and you lost (North wins: south's inner row is empty)"),
    (
        "kimasai-relay-raid",
        "A5",
        "A5 sowed 1 lap with no relay, captured nothing and ended in A6, which was empty, so it did not capture",
    ),
    ("kimasai-relay-chain", "A5", "so it did not capture 2 times"),
    ("kimasai-relay-win", "A5", "so it did not win"),
    ("kimasai-step-step", "A3", "A3 is not legal: the stone in A3 steps into A2, which is not empty"),
    ("kimasai-step-capture", "B3", "B3 stepped from B3 to B4 and captured nothing, so it did not capture"),
    ("kimasai-step-file", "A8", "A8 stepped from A8 to A7 and captured 1 stone, so it did not capture a whole file"),
    ("kimasai-step-corner", "A6", "A6 stepped from A6 to A5 and captured nothing"),
    ("kimasai-step-back-row", "A5", "A5 stepped from A5 to A4 and captured nothing, so it did not capture"),
    ("kimasai-step-win", "A8", "so it did not win"),
    (
        "kingulu-relay",
        "A1",
        "A1 sowed 1 lap with no relay, captured nothing and ended in A2, which was empty, so it did not relay",
    ),
    ("kingulu-first-lap", "A2", "its first lap ends in A5, an occupied hole of south's own row"),
    (
        "kingulu-capture",
        "A6",
        "A6 sowed 1 lap with no relay, captured nothing and ended in a1, which was empty, so it did not capture",
    ),
    ("kingulu-kuweka-mtoto", "A2", "so it reserved no hole"),
    ("kingulu-reserved", "A1", "so no seed went through your reserved hole to your bank"),
    ("kingulu-finish", "A1", "so it did not win"),
];

#[test]
fn every_game_has_six_lessons_with_unique_ids_and_valid_positions() {
    let mut ids = std::collections::BTreeSet::new();
    for variant in Variant::ALL {
        let lessons = for_variant(variant);
        assert!(lessons.len() >= 6, "{variant}: {} lessons", lessons.len());
        for lesson in lessons {
            assert!(ids.insert(lesson.id), "{} twice", lesson.id);
            let setup = lesson.setup().unwrap();
            assert_eq!(setup.variant, variant, "{}", lesson.id);
            assert!(lesson.id.starts_with(variant.name()), "{} is named after its game", lesson.id);
            let line = AnyLine::new(&setup).unwrap();
            assert_eq!(line.status(), Status::Ongoing, "{}: the game goes on", lesson.id);
        }
    }
}

#[test]
fn every_lesson_is_done_by_its_answer_and_refuses_its_wrong_move_with_why() {
    let mut checked = 0;
    for variant in Variant::ALL {
        for lesson in for_variant(variant) {
            assert_eq!(lesson.judge_text(lesson.answer), Ok(Verdict::Done), "{}: {}", lesson.id, lesson.answer);
            let &(_, wrong, words) = WRONG.iter().find(|(id, ..)| *id == lesson.id).expect("a wrong move for each");
            match lesson.judge_text(wrong).unwrap() {
                Verdict::Wrong(why) => assert!(why.contains(words), "{}: {why}", lesson.id),
                Verdict::Done => panic!("{}: {wrong} should be refused", lesson.id),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, WRONG.len());
}

#[test]
fn a_refusal_says_what_the_move_did_and_where_to_look() {
    let lesson = &for_variant(Variant::Kingulu)[0];
    let Ok(Verdict::Wrong(why)) = lesson.judge_text("A1") else { panic!("A1 misses") };
    assert!(why.ends_with(&lesson.hint()), "{why}");
}

#[test]
fn every_legal_move_of_a_goal_lesson_is_judged_by_the_goal() {
    // The lessons whose goal is one kind of move have at least one legal move that misses it, so the lesson asks
    // for something (a lesson any move completes teaches only what is legal, and says so with Goal::Legal).
    for variant in Variant::ALL {
        for lesson in for_variant(variant).iter().filter(|lesson| lesson.goal != Goal::Legal) {
            let line = AnyLine::new(&lesson.setup().unwrap()).unwrap();
            let missed = line.legal_moves().iter().filter(|&&mv| lesson.judge(&line, mv) != Verdict::Done).count();
            assert!(missed > 0 || lesson.id == "kete-tax", "{}: every legal move does it", lesson.id);
        }
    }
}

/// A word of the game is explained where the lessons first use it (in brackets after it, or it is the
/// bracketed name of what was just described), never used before it is explained.
#[test]
fn the_kete_lessons_explain_each_word_where_they_first_use_it() {
    let texts: Vec<String> =
        crate::i18n::scoped(Language::English, || for_variant(Variant::Kete).iter().map(Lesson::text).collect());
    let all = texts.join(" ");
    for word in ["takata", "kuu", "nemo", "mtaji", "kichwa", "safari", "relay"] {
        let at = all.find(word).unwrap_or_else(|| panic!("{word} is used"));
        let after = &all[at + word.len()..];
        let explained = after.starts_with(" (")
            || after.starts_with(" stage (")
            || all[..at].ends_with('(')
            || all[..at].ends_with("(a ");
        assert!(explained, "{word} is first used without an explanation: …{}…", &all[at.saturating_sub(40)..at + 40]);
    }
}

/// Every lesson has its words in both languages: a title, its text and its ask, and a hint unless it teaches
/// what the rules allow (whose wrong moves the rules refuse); no message of the lessons names a lesson that is
/// not there.
#[test]
fn every_lesson_has_its_words_in_both_languages() {
    let lessons: Vec<&Lesson> = Variant::ALL.into_iter().flat_map(for_variant).collect();
    for language in Language::ALL {
        crate::i18n::scoped(language, || {
            for lesson in &lessons {
                for (part, words) in [("title", lesson.title()), ("text", lesson.text()), ("ask", lesson.ask())] {
                    assert!(!words.starts_with("learn-lesson-"), "{language}: {} has no {part}", lesson.id);
                }
                let hint = lesson.hint();
                assert_eq!(hint.is_empty(), lesson.goal == Goal::Legal, "{language}: {}'s hint: {hint}", lesson.id);
                assert!(!hint.starts_with("learn-lesson-"), "{language}: {} has no hint", lesson.id);
            }
        });
    }
    let english = crate::i18n::catalog::AREAS.iter().find(|(area, ..)| *area == "learn").unwrap().1;
    for line in english.lines().filter(|line| line.starts_with("learn-lesson-")) {
        let id = line.split(" =").next().unwrap();
        let known = lessons.iter().any(|lesson| {
            ["title", "text", "ask", "hint"].iter().any(|part| id == format!("learn-lesson-{}-{part}", lesson.id))
        });
        assert!(known, "{id} names no lesson's words");
    }
}

/// A refusal in Swahili says what the move did in Swahili, with the lesson's hint.
#[test]
fn a_refusal_in_swahili_says_what_the_move_did() {
    crate::i18n::scoped(Language::Swahili, || {
        let lesson = &for_variant(Variant::Kingulu)[0];
        let Ok(Verdict::Wrong(why)) = lesson.judge_text("A1") else { panic!("A1 misses") };
        assert_eq!(
            why,
            "A1 ilipanda mzunguko 1 bila kupokezana, haikula kitu na kuishia katika A2, lililokuwa tupu, kwa hiyo \
             haikupokezana: maliza mzunguko wa kwanza katika a1, lenye mbegu 1"
        );
        let relay = &for_variant(Variant::KimasaiRelay)[1];
        let Ok(Verdict::Wrong(why)) = relay.judge_text("A3") else { panic!("A3 misses") };
        assert!(why.contains("ikipokezana mara 1") && why.contains("haikupokezana mara 2"), "{why}");
    });
}
