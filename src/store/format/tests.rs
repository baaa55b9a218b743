//! The save format's unit tests.

use super::*;
use crate::engine::Level;

fn kingulu_game(moves: &[&str]) -> SaveFile {
    let start: Setup = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4".parse().unwrap();
    SaveFile::new(&start, moves.iter().map(ToString::to_string).collect(), Players::default())
}

#[test]
fn a_save_round_trips_and_replays() {
    let save = kingulu_game(&["A5", "a5"]);
    let read = SaveFile::from_json(save.to_json().as_bytes()).unwrap();
    assert_eq!(read, save);
    let game = read.check().unwrap();
    assert_eq!((game.line.variant(), game.moves().len(), game.cursor()), (Variant::Kingulu, 2, 2));
    assert_eq!(game.line.start().to_string(), save.start);
}

#[test]
fn moves_are_made_canonical() {
    let game = kingulu_game(&["A5!", "a5?"]).check().unwrap();
    assert_eq!(game.moves(), ["A5", "a5"]);
}

#[test]
fn the_first_bad_move_is_named() {
    let error = kingulu_game(&["A5", "a5", "A1", "a2"]).check().unwrap_err().to_string();
    assert!(error.starts_with("move 3 (A1) does not replay: A1 is not legal"), "{error}");
}

#[test]
fn damaged_and_newer_files_are_refused_with_a_reason() {
    assert!(matches!(SaveFile::from_json(b"{\"format\": 1, \"variant\": "), Err(FormatError::Shape(_))));
    assert_eq!(SaveFile::from_json(br#"{"format": 7, "whatever": true}"#), Err(FormatError::Newer(7)));
    let mut save = kingulu_game(&[]);
    save.cursor = 3;
    assert!(save.check().unwrap_err().to_string().starts_with("cursor: 3 is past the 0 moves"));
    // A level is read as the one level type, which has no level 9.
    let json = save.to_json().replace(r#""kind": "person""#, r#""kind": "computer", "level": 9"#);
    let error = SaveFile::from_json(json.as_bytes()).unwrap_err().to_string();
    assert!(error.starts_with("not a bao save file (level 9 is not a level from 1 to 6"), "{error}");
    let mut save = kingulu_game(&[]);
    save.start = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,5".into();
    assert!(save.check().unwrap_err().to_string().starts_with("start: totals"));
}

#[test]
fn a_byte_order_mark_is_accepted_and_a_bad_version_is_named_as_such() {
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(kingulu_game(&["A5"]).to_json().bytes());
    assert_eq!(SaveFile::from_json(&bytes).unwrap().check().unwrap().moves(), ["A5"]);
    for (format, shown) in [("-1", "-1"), ("100000000000000000000000", "1e+23"), ("1.5", "1.5"), ("\"1\"", "\"1\"")] {
        let json = format!(r#"{{"format": {format}, "variant": "kingulu"}}"#);
        let error = SaveFile::from_json(json.as_bytes()).unwrap_err().to_string();
        let expected =
            format!("not a bao save file (`format` is {shown}, not a save format version (a whole number from 1))");
        assert_eq!(error, expected);
    }
    let error = SaveFile::from_json(br#"{"variant": "kingulu"}"#).unwrap_err().to_string();
    assert_eq!(error, "not a bao save file (no `format` version number)");
    let error = SaveFile::from_json(b"[1]").unwrap_err().to_string();
    assert_eq!(error, "not a bao save file (a save is a JSON object {...})");
}

#[test]
fn a_resignation_round_trips_and_is_left_out_when_nobody_resigned() {
    let save = kingulu_game(&["A5"]);
    assert!(!save.to_json().contains("resigned"), "{}", save.to_json());
    assert_eq!(save.check().unwrap().forfeit, None);
    let mut resigned = kingulu_game(&["A5"]);
    resigned.resigned = Some("north".into());
    let json = resigned.to_json();
    assert!(json.contains(r#""resigned": "north""#), "{json}");
    let read = SaveFile::from_json(json.as_bytes()).unwrap();
    assert_eq!(read, resigned);
    let game = read.check().unwrap();
    assert_eq!(game.forfeit, Some(Forfeit::Resigned(Side::North)));
    assert_eq!(game.end(), Standing::Forfeit(Forfeit::Resigned(Side::North)));
    assert_eq!(game.at_cursor().to_string(), "south wins : north resigned");
    assert_eq!(game.at_cursor().short(), "north resigned");
}

#[test]
fn a_forfeit_is_written_as_the_resigned_side_and_the_time_flag_and_read_back() {
    let line = kingulu_game(&["A5"]).check().unwrap().line;
    for (forfeit, fields) in [
        (Forfeit::Resigned(Side::North), (Some("north"), false)),
        (Forfeit::OutOfTime(Side::South), (Some("south"), true)),
    ] {
        let save = SaveFile::of_line(&line, Players::default(), Some(forfeit), None);
        assert_eq!((save.resigned.as_deref(), save.lost_on_time), fields);
        let json = save.to_json();
        assert_eq!(json.contains(r#""lost_on_time": true"#), fields.1, "{json}");
        let game = SaveFile::from_json(json.as_bytes()).unwrap().check().unwrap();
        assert_eq!((game.forfeit, game.end()), (Some(forfeit), Standing::Forfeit(forfeit)));
    }
    let unfinished = SaveFile::of_line(&line, Players::default(), None, None);
    assert_eq!((unfinished.resigned, unfinished.lost_on_time), (None, false));
    assert_eq!(Standing::Forfeit(Forfeit::OutOfTime(Side::South)).to_string(), "north wins : south ran out of time");
    assert_eq!(Standing::Forfeit(Forfeit::OutOfTime(Side::South)).short(), "south timed out");
    // Every short form fits the saves list's result column at 80 columns, whole.
    let mut ends = vec![Standing::Ongoing];
    for side in Side::BOTH {
        ends.extend([Standing::Forfeit(Forfeit::Resigned(side)), Standing::Forfeit(Forfeit::OutOfTime(side))]);
    }
    for end in ends {
        assert!(end.short().chars().count() <= 15, "{}", end.short());
    }
}

#[test]
fn a_resignation_stands_at_the_end_of_the_moves_whatever_the_cursor() {
    let mut save = kingulu_game(&["A5"]);
    save.resigned = Some("south".into());
    save.cursor = 0;
    let game = save.check().unwrap();
    assert_eq!(game.end(), Standing::Forfeit(Forfeit::Resigned(Side::South)));
    assert_eq!(game.at_cursor(), Standing::Ongoing, "the board opens where the game went on");
}

#[test]
fn a_bad_resignation_is_refused_with_a_reason() {
    let mut save = kingulu_game(&[]);
    for bad in ["South", "east", ""] {
        save.resigned = Some(bad.into());
        let error = save.check().unwrap_err().to_string();
        assert_eq!(error, format!("resigned: `{bad}` is not a side: write south or north"));
    }
    let json = r#"{"format": 1, "variant": "kingulu", "start": "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4", "moves": [],
        "cursor": 0, "resigned": 1, "created": "", "updated": ""}"#;
    let error = SaveFile::from_json(json.as_bytes()).unwrap_err().to_string();
    assert!(error.starts_with("not a bao save file (invalid type: integer `1`, expected a string"), "{error}");
    // South has no legal move: the rules ended the game, and nobody can resign it any more.
    let start: Setup = "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12".parse().unwrap();
    let mut over = SaveFile::new(&start, Vec::new(), Players::default());
    over.resigned = Some("south".into());
    let error = over.check().unwrap_err().to_string();
    assert!(error.starts_with("resigned: south cannot resign a game the rules already ended (north wins"), "{error}");
}

#[test]
fn a_bad_time_is_refused_with_its_field_named() {
    for field in ["created", "updated"] {
        let mut save = kingulu_game(&["A5"]);
        let time = if field == "created" { &mut save.created } else { &mut save.updated };
        *time = "30/11/2026".into();
        let error = save.check().unwrap_err().to_string();
        let expected = format!("{field}: `30/11/2026` is not a time in RFC 3339 (such as 2026-11-30T04:50:00Z): ");
        assert!(error.starts_with(&expected), "{error}");
    }
    let mut offset = kingulu_game(&[]);
    offset.created = "2026-11-30T07:50:00+03:00".into();
    assert!(offset.check().is_ok(), "an offset other than Z is a time too");
}

#[test]
fn players_are_written_by_kind() {
    let mut save = kingulu_game(&[]);
    save.players.north = Player::Computer { level: Level::new(3).unwrap() };
    let json = save.to_json();
    assert!(json.contains(r#""kind": "computer""#) && json.contains(r#""level": 3"#), "{json}");
}

#[test]
fn a_player_is_named_as_person_or_a_level_and_a_wrong_name_says_what_to_give() {
    assert_eq!("person".parse::<Player>(), Ok(Player::Person));
    for word in ["4", "L4", "club"] {
        assert_eq!(word.parse::<Player>(), Ok(Player::Computer { level: Level::new(4).unwrap() }), "{word}");
    }
    for word in ["7", "computer", "you", ""] {
        let error = word.parse::<Player>().unwrap_err();
        assert!(
            error.starts_with(&format!("unknown player `{word}`: give `person`, or the computer's level")),
            "{error}"
        );
        assert!(error.ends_with("beginner, novice, casual, club, expert, master)"), "{error}");
    }
}

#[test]
fn a_draw_agreed_and_an_abort_round_trip_as_the_ended_field() {
    let line = kingulu_game(&["A5"]).check().unwrap().line;
    for (forfeit, word, end) in [
        (Forfeit::DrawAgreed, "draw-agreed", "drawn by agreement : south and north agreed a draw"),
        (Forfeit::Aborted, "aborted", "aborted : no result, ended before each side had moved"),
    ] {
        let save = SaveFile::of_line(&line, Players::default(), Some(forfeit), None);
        assert_eq!((save.resigned.as_deref(), save.lost_on_time, save.ended.as_deref()), (None, false, Some(word)));
        let json = save.to_json();
        assert!(json.contains(&format!(r#""ended": "{word}""#)), "{json}");
        let read = SaveFile::from_json(json.as_bytes()).unwrap();
        assert_eq!(read, save);
        let game = read.check().unwrap();
        assert_eq!((game.forfeit, game.end()), (Some(forfeit), Standing::Forfeit(forfeit)));
        assert_eq!(game.end().to_string(), end);
        assert!(game.end().short().chars().count() <= 15, "{}", game.end().short());
        assert_eq!(forfeit.loser(), None);
    }
    assert_eq!(Forfeit::Resigned(Side::North).loser(), Some(Side::North));
}

#[test]
fn a_file_without_the_ended_field_reads_and_writes_exactly_as_before() {
    // A file as written before `ended` joined format 1, byte for byte.
    let before = "{\n  \"format\": 1,\n  \"variant\": \"kingulu\",\n  \"start\": \"kingulu S 4,4,4,4,4,4/4,4,4,4,4,4\",\n  \"moves\": [\n    \"A5\"\n  ],\n  \"cursor\": 1,\n  \"players\": {\n    \"south\": {\n      \"kind\": \"person\"\n    },\n    \"north\": {\n      \"kind\": \"person\"\n    }\n  },\n  \"resigned\": \"north\",\n  \"created\": \"2026-01-01T00:00:00Z\",\n  \"updated\": \"2026-01-01T00:00:00Z\"\n}\n";
    let read = SaveFile::from_json(before.as_bytes()).unwrap();
    assert_eq!(read.ended, None);
    assert_eq!(read.to_json(), before);
    assert_eq!(read.check().unwrap().forfeit, Some(Forfeit::Resigned(Side::North)));
    let unfinished = kingulu_game(&["A5"]);
    assert!(!unfinished.to_json().contains("ended"), "{}", unfinished.to_json());
}

#[test]
fn a_bad_ending_is_refused_with_a_reason() {
    let mut save = kingulu_game(&["A5"]);
    save.ended = Some("agreed".into());
    assert_eq!(save.check().unwrap_err().to_string(), "ended: `agreed` is not an ending: write draw-agreed or aborted");
    save.ended = Some("aborted".into());
    save.resigned = Some("south".into());
    assert_eq!(save.check().unwrap_err().to_string(), "ended: a game south resigned did not also end otherwise");
    save.resigned = None;
    save.lost_on_time = true;
    assert!(save.check().unwrap_err().to_string().starts_with("lost_on_time:"));
    // South has no legal move: the rules ended the game, and it is neither drawn by agreement nor aborted.
    let start: Setup = "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12".parse().unwrap();
    for word in ["draw-agreed", "aborted"] {
        let mut over = SaveFile::new(&start, Vec::new(), Players::default());
        over.ended = Some(word.into());
        let error = over.check().unwrap_err().to_string();
        assert!(error.starts_with("ended: a game the rules already ended (north wins"), "{error}");
        assert!(error.ends_with(&format!("is not {word}")), "{error}");
    }
}

/// Issue #29: a save with a review is written as format 2, one without as format 1 exactly as before; format 2
/// is read; a review in a file that says format 1 is refused, as an older bao would refuse the field.
#[test]
fn a_review_makes_a_save_format_2_and_none_leaves_it_format_1() {
    let plain = kingulu_game(&["A5", "a5"]);
    assert_eq!(plain.format_needed(), 1);
    let json = plain.to_json();
    assert!(json.contains("\"format\": 1") && !json.contains("review"), "{json}");
    let line = plain.check().unwrap().line;
    let mut reviewer = crate::engine::review::Reviewer::new(&line, None, 2);
    reviewer.run(None, |_, _| {});
    let with_review = SaveFile { review: Some(SavedReview::of(reviewer.review())), ..plain.clone() };
    let json = with_review.to_json();
    assert!(json.contains("\"format\": 2") && json.contains("\"review\""), "{json}");
    let read = SaveFile::from_json(json.as_bytes()).unwrap();
    assert_eq!(read.check().unwrap().review.as_ref(), Some(reviewer.review()));
    // The review's absence writes format 1 again, whatever the file read said.
    let dropped = SaveFile { review: None, ..read };
    assert_eq!(dropped.to_json(), json_with_format(&plain, 2).replace("\"format\": 2", "\"format\": 1"));
    let refused = json.replace("\"format\": 2", "\"format\": 1");
    let error = SaveFile::from_json(refused.as_bytes()).unwrap().check().unwrap_err().to_string();
    assert!(error.contains("a review needs save format 2"), "{error}");
    // Format 2 without a review reads, and is written back as format 1.
    let two = json_with_format(&plain, 2);
    let read = SaveFile::from_json(two.as_bytes()).unwrap();
    assert!(read.check().is_ok());
    assert_eq!(read.to_json(), plain.to_json());
}

/// `save`'s JSON with its `format` field set to `format`.
fn json_with_format(save: &SaveFile, format: u32) -> String {
    save.to_json().replacen("\"format\": 1", &format!("\"format\": {format}"), 1)
}
