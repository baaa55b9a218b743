//! The protocol's unit tests: every message read and written, refused shapes, unknown fields, deadlines.

use super::*;
use proptest::prelude::*;

#[test]
fn messages_are_written_as_the_readme_shows() {
    let hello = ToHost::Hello {
        version: 2,
        name: "ada".into(),
        code: "kingulu-k7fq-3mzd".into(),
        watch: false,
        secret: None,
        language: None,
    };
    assert_eq!(
        line_of(&hello),
        "{\"type\":\"hello\",\"version\":2,\"name\":\"ada\",\"code\":\"kingulu-k7fq-3mzd\",\"watch\":false}\n"
    );
    assert_eq!(line_of(&ToHost::Move { at: 3, mv: "A3".into() }), "{\"type\":\"move\",\"at\":3,\"move\":\"A3\"}\n");
    assert_eq!(line_of(&ToHost::Ask { what: Request::Takeback }), "{\"type\":\"ask\",\"what\":\"takeback\"}\n");
    assert_eq!(line_of(&ToHost::Resign), "{\"type\":\"resign\"}\n");
    let moved = ToPeer::Moved { at: 0, mv: "A3".into(), side: Seat::South, clocks: None, due: None };
    assert_eq!(line_of(&moved), "{\"type\":\"moved\",\"at\":0,\"move\":\"A3\",\"side\":\"south\"}\n");
    for message in [hello, ToHost::Bye, ToHost::Message { text: "good game".into() }] {
        assert_eq!(read_to_host(line_of(&message).trim_end().as_bytes()).unwrap(), message);
    }
}

#[test]
fn the_new_messages_are_written_as_the_protocol_doc_shows() {
    assert_eq!(line_of(&ToHost::Ask { what: Request::Draw }), "{\"type\":\"ask\",\"what\":\"draw\"}\n");
    assert_eq!(line_of(&ToHost::Abort), "{\"type\":\"abort\"}\n");
    assert_eq!(line_of(&ToPeer::Aborted { by: Seat::South }), "{\"type\":\"aborted\",\"by\":\"south\"}\n");
    let said = Said { from: "cy".into(), text: "hi".into(), spectator: true, at: Some("2026-12-02T15:30:00Z".into()) };
    assert_eq!(
        line_of(&ToPeer::Message(said)),
        "{\"type\":\"message\",\"from\":\"cy\",\"text\":\"hi\",\"spectator\":true,\"at\":\"2026-12-02T15:30:00Z\"}\n"
    );
    // A player's message as a host from before these fields wrote it reads as a player's.
    let old = read_to_peer(br#"{"type":"message","from":"ada","text":"hi"}"#).unwrap();
    assert_eq!(old, ToPeer::Message(Said { from: "ada".into(), text: "hi".into(), spectator: false, at: None }));
    for line in [&br#"{"type":"abort","x":1}"#[..], br#"{"type":"ask","what":"peace"}"#] {
        assert!(matches!(read_to_host(line), Err(BadMessage::Shape(_))), "{}", String::from_utf8_lossy(line));
    }
}

#[test]
fn another_version_is_named_before_the_rest_is_read() {
    // A peer of version 1 (a bao from before the server kept the rooms) is told, whatever else it sends.
    let error = read_to_host(br#"{"type":"hello","version":1,"nick":"x"}"#).unwrap_err();
    assert_eq!(error, BadMessage::Version(1));
    assert!(error.to_string().contains("protocol 2") && error.to_string().contains("version 1"));
    assert_eq!(read_to_host(br#"{"type":"hello","version":3,"nick":"x"}"#).unwrap_err(), BadMessage::Version(3));
}

#[test]
fn unknown_fields_and_types_are_refused() {
    for bad in
        [&br#"{"type":"move","at":0,"move":"A3","extra":1}"#[..], br#"{"type":"teleport"}"#, b"[]", b"\xff\xfe", b""]
    {
        assert!(matches!(read_to_host(bad), Err(BadMessage::Shape(_))), "{bad:?}");
    }
}

/// One of every message a peer sends; the match fails to build when a message is added and not listed.
fn every_to_host() -> Vec<ToHost> {
    let all = vec![
        ToHost::Hello {
            version: VERSION,
            name: "ada".into(),
            code: "c".into(),
            watch: true,
            secret: Some("s".into()),
            language: None,
        },
        ToHost::Move { at: 3, mv: "A3".into() },
        ToHost::Ask { what: Request::Rematch },
        ToHost::Answer { what: Request::Takeback, accept: true },
        ToHost::Ask { what: Request::Draw },
        ToHost::Answer { what: Request::Draw, accept: false },
        ToHost::Resign,
        ToHost::Abort,
        ToHost::Message { text: "good game".into() },
        ToHost::Bye,
    ];
    for message in &all {
        match message {
            ToHost::Hello { .. }
            | ToHost::Move { .. }
            | ToHost::Ask { .. }
            | ToHost::Answer { .. }
            | ToHost::Resign
            | ToHost::Abort
            | ToHost::Message { .. }
            | ToHost::Bye => {}
        }
    }
    all
}

/// One of every message the host sends, each with every optional part; the match fails to build when a
/// message is added and not listed.
fn every_to_peer() -> Vec<ToPeer> {
    use crate::rules::{Setup, Variant};
    use crate::store::{Player, PlayerName};
    let clocks = Clocks { left: BySide::new(1000, 2000), increment: 5, running: Some(Seat::North) };
    let presence = Presence {
        names: BySide::new(Some("ada".into()), None),
        connected: BySide::new(true, false),
        spectators: 2,
        clocks: Some(clocks),
        due: Some(Due { side: Seat::South, left_ms: 86_400_000, days: 3 }),
    };
    let players = BySide::new(Player::Person, Player::Remote { name: PlayerName::lenient("bob") });
    let mut save = SaveFile::new(&Setup::start(Variant::Kingulu), vec!["A3".into()], players);
    save.players.north = Player::Computer { level: crate::engine::Level::NOVICE };
    save.resigned = Some("north".into());
    let mut drawn = save.clone();
    drawn.resigned = None;
    drawn.ended = Some("draw-agreed".into());
    save.name = Some("a title".into());
    save.notes = Some("notes".into());
    let all = vec![
        ToPeer::Welcome { version: VERSION, code: "c".into(), you: Some(Seat::South), secret: Some("s".into()) },
        ToPeer::State {
            save: Box::new(save),
            game: 2,
            you: None,
            presence: presence.clone(),
            clocks: Some(clocks),
            opened_at: 1,
            said: vec![Said {
                from: "cy".into(),
                text: "hi".into(),
                spectator: true,
                at: Some("2026-12-02T15:30:00Z".into()),
            }],
        },
        ToPeer::State {
            save: Box::new(drawn),
            game: 1,
            you: Some(Seat::North),
            presence: presence.clone(),
            clocks: None,
            opened_at: 0,
            said: Vec::new(),
        },
        ToPeer::Moved { at: 0, mv: "A3".into(), side: Seat::South, clocks: Some(clocks), due: None },
        ToPeer::Moved {
            at: 1,
            mv: "A3".into(),
            side: Seat::North,
            clocks: None,
            due: Some(Due { side: Seat::South, left_ms: 5, days: 1 }),
        },
        ToPeer::Asked { what: Request::Takeback, by: Seat::North },
        ToPeer::Answered { what: Request::Rematch, accept: false, by: Seat::South },
        ToPeer::Resigned { side: Seat::North },
        ToPeer::Flagged { side: Seat::South },
        ToPeer::Aborted { by: Seat::North },
        ToPeer::Message(Said { from: "ada".into(), text: "hi".into(), spectator: false, at: None }),
        ToPeer::Message(Said {
            from: "cy".into(),
            text: "hi".into(),
            spectator: true,
            at: Some("2026-12-02T15:30:00Z".into()),
        }),
        ToPeer::Presence(presence),
        ToPeer::Refused { reason: "no".into() },
        ToPeer::Bye { reason: "gone".into() },
    ];
    for message in &all {
        match message {
            ToPeer::Welcome { .. }
            | ToPeer::State { .. }
            | ToPeer::Moved { .. }
            | ToPeer::Asked { .. }
            | ToPeer::Answered { .. }
            | ToPeer::Resigned { .. }
            | ToPeer::Flagged { .. }
            | ToPeer::Aborted { .. }
            | ToPeer::Message(_)
            | ToPeer::Presence(_)
            | ToPeer::Refused { .. }
            | ToPeer::Bye { .. } => {}
        }
    }
    all
}

/// Every field name of the protocol and of a save: an extra field is none of them.
const FIELDS: &[&str] = &[
    "type",
    "version",
    "name",
    "code",
    "watch",
    "secret",
    "at",
    "move",
    "what",
    "accept",
    "text",
    "save",
    "game",
    "you",
    "presence",
    "clocks",
    "side",
    "by",
    "from",
    "reason",
    "names",
    "connected",
    "spectators",
    "left",
    "increment",
    "running",
    "format",
    "variant",
    "start",
    "moves",
    "cursor",
    "players",
    "resigned",
    "lost_on_time",
    "ended",
    "opened_at",
    "said",
    "spectator",
    "created",
    "updated",
    "notes",
    "south",
    "north",
    "kind",
    "level",
];

/// The objects of a JSON value, each by its path of keys and indexes.
fn objects(value: &serde_json::Value, at: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        serde_json::Value::Object(map) => {
            out.push(at.clone());
            for (key, inner) in map {
                at.push(key.clone());
                objects(inner, at, out);
                at.pop();
            }
        }
        serde_json::Value::Array(items) => {
            for (index, inner) in items.iter().enumerate() {
                at.push(index.to_string());
                objects(inner, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

/// `message` as JSON with `key: extra` added to its `which`th object (its own, or one it holds).
fn with_extra(message: &impl Serialize, which: usize, key: &str, extra: serde_json::Value) -> Vec<u8> {
    let mut value = serde_json::to_value(message).unwrap();
    let mut paths = Vec::new();
    objects(&value, &mut Vec::new(), &mut paths);
    let mut object = &mut value;
    for step in &paths[which % paths.len()] {
        object = match object {
            serde_json::Value::Array(items) => &mut items[step.parse::<usize>().unwrap()],
            other => &mut other[step.as_str()],
        };
    }
    object.as_object_mut().unwrap().insert(key.to_string(), extra);
    serde_json::to_vec(&value).unwrap()
}

fn any_json() -> impl Strategy<Value = serde_json::Value> {
    prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        ".{0,12}".prop_map(serde_json::Value::from),
        Just(serde_json::json!([])),
        Just(serde_json::json!({})),
    ]
}

#[test]
fn every_message_reads_back_as_written() {
    for message in every_to_host() {
        assert_eq!(read_to_host(line_of(&message).trim_end().as_bytes()).unwrap(), message);
    }
    for message in every_to_peer() {
        assert_eq!(read_to_peer(line_of(&message).trim_end().as_bytes()).unwrap(), message);
    }
}

#[test]
fn a_field_beside_the_type_of_a_message_without_fields_is_refused() {
    for line in [&br#"{"type":"resign","unknown":"field"}"#[..], br#"{"type":"bye","x":null}"#] {
        assert!(matches!(read_to_host(line), Err(BadMessage::Shape(_))), "{}", String::from_utf8_lossy(line));
    }
    let state = every_to_peer().swap_remove(1);
    let line = line_of(&state).replace(r#"{"kind":"person"}"#, r#"{"kind":"person","x":1}"#);
    assert!(line.contains(r#""x":1"#));
    assert!(matches!(read_to_peer(line.trim_end().as_bytes()), Err(BadMessage::Shape(_))));
}

fn lines(input: &[u8], chunk: usize, limit: usize) -> Vec<Result<Vec<u8>, &'static str>> {
    let mut reader = io::BufReader::with_capacity(chunk.max(1), input);
    let mut lines = LineReader::default();
    let mut out = Vec::new();
    loop {
        match lines.read(&mut reader, limit).unwrap() {
            Read::Line(line) => out.push(Ok(line)),
            Read::End => return out,
            Read::Waiting => unreachable!("a slice never times out"),
            Read::TooLong => {
                out.push(Err("too long"));
                return out;
            }
        }
    }
}

/// A reader that gives one byte a call, forever, as a peer trickling its line does.
struct Trickle;

impl io::Read for Trickle {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        buffer[0] = b' ';
        Ok(1)
    }
}

#[test]
fn a_line_trickled_a_byte_at_a_time_is_given_up_at_the_deadline() {
    let mut input = io::BufReader::with_capacity(1, Trickle);
    let mut lines = LineReader::default();
    let deadline = Instant::now() + std::time::Duration::from_millis(50);
    assert!(matches!(lines.read_before(&mut input, usize::MAX, Some(deadline)).unwrap(), Read::Waiting));
    assert!(Instant::now() >= deadline);
    assert!(!lines.partial.is_empty(), "what came is kept");
}

#[test]
fn a_line_over_the_limit_is_cut_off_without_being_held() {
    assert_eq!(lines(b"abc\nde\r\n", 2, 3), vec![Ok(b"abc".to_vec()), Ok(b"de".to_vec())]);
    assert_eq!(lines(b"abcd\n", 2, 3), vec![Err("too long")]);
    assert_eq!(lines(b"abcd", 64, 3), vec![Err("too long")]);
    assert_eq!(lines(b"ab\nabcdefgh", 64, 3), vec![Ok(b"ab".to_vec()), Err("too long")]);
}

proptest! {
    #[test]
    fn the_line_reader_splits_as_split_does_and_never_holds_more_than_the_limit(
        input in proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b'a'), any::<u8>()], 0..200),
        chunk in 1usize..20,
        limit in 1usize..30,
    ) {
        let got = lines(&input, chunk, limit);
        let mut expected = Vec::new();
        let mut parts: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        let last = parts.pop().unwrap_or_default();
        for part in parts {
            if part.len() > limit { expected.push(Err("too long")); break; }
            expected.push(Ok(part.strip_suffix(b"\r").unwrap_or(part).to_vec()));
        }
        if !expected.last().is_some_and(Result::is_err) && last.len() > limit {
            expected.push(Err("too long"));
        }
        prop_assert_eq!(got, expected);
    }

    #[test]
    fn every_message_with_an_extra_field_anywhere_is_refused(
        which in any::<usize>(),
        inner in any::<usize>(),
        key in "[a-z_]{1,12}".prop_filter("not a field of the protocol", |key| !FIELDS.contains(&key.as_str())),
        extra in any_json(),
    ) {
        let to_host = every_to_host();
        let message = &to_host[which % to_host.len()];
        let line = with_extra(message, inner, &key, extra.clone());
        prop_assert!(matches!(read_to_host(&line), Err(BadMessage::Shape(_))), "{}", String::from_utf8_lossy(&line));
        let to_peer = every_to_peer();
        let message = &to_peer[which % to_peer.len()];
        let line = with_extra(message, inner, &key, extra);
        prop_assert!(matches!(read_to_peer(&line), Err(BadMessage::Shape(_))), "{}", String::from_utf8_lossy(&line));
    }

    #[test]
    fn any_bytes_read_as_a_message_or_a_refusal_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = read_to_host(&bytes);
        let _ = read_to_peer(&bytes);
    }

    #[test]
    fn messages_of_any_text_read_back(name in ".{0,40}", text in ".{0,80}", at in 0usize..10_000) {
        for message in [
            ToHost::Hello { version: VERSION, name: name.clone(), code: text.clone(), watch: at % 2 == 0, secret: Some(text.clone()), language: None },
            ToHost::Move { at, mv: text.clone() },
            ToHost::Message { text: text.clone() },
        ] {
            let line = line_of(&message);
            prop_assert!(!line.trim_end_matches('\n').contains('\n'));
            prop_assert_eq!(read_to_host(line.trim_end().as_bytes()).unwrap(), message);
        }
    }
}
