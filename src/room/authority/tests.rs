use std::time::{Duration, Instant};

use super::*;
use crate::rules::{Setup, Variant};

const HOSTED: &str = "ada";

fn room(clock: Option<&str>) -> Authority {
    let code: RoomCode = "kingulu-k7fq-3mzd".parse().unwrap();
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    Authority::new(code, line, Side::South, HOSTED, clock.map(|c| c.parse().unwrap()))
}

fn hello(name: &str, watch: bool, secret: Option<&str>) -> ToHost {
    ToHost::Hello {
        version: VERSION,
        name: name.into(),
        code: "kingulu-k7fq-3mzd".into(),
        watch,
        secret: secret.map(Into::into),
        language: None,
    }
}

/// The secret the welcome gave `peer`.
fn secret_of(outs: &[Out], peer: PeerId) -> Option<String> {
    outs.iter().find_map(|out| match out {
        Out::To(to, ToPeer::Welcome { secret, .. }) if *to == peer => secret.clone(),
        _ => None,
    })
}

fn refused(outs: &[Out], peer: PeerId) -> Option<String> {
    outs.iter().find_map(|out| match out {
        Out::To(to, ToPeer::Refused { reason }) if *to == peer => Some(reason.clone()),
        _ => None,
    })
}

fn dropped(outs: &[Out], peer: PeerId) -> Option<String> {
    outs.iter().find_map(|out| match out {
        Out::Drop(to, reason) if *to == peer => Some(reason.clone()),
        _ => None,
    })
}

fn first_legal(room: &Authority) -> String {
    room.line().legal_moves()[0].to_string()
}

fn mv(room: &Authority, text: String) -> ToHost {
    ToHost::Move { at: room.line().len(), mv: text }
}

#[test]
fn a_guest_takes_the_free_seat_and_gets_a_secret_and_the_state() {
    let mut room = room(None);
    let now = Instant::now();
    let outs = room.handle(1, hello("bob", false, None), now);
    assert_eq!(room.seat_of(1), Some(Side::North));
    assert!(secret_of(&outs, 1).is_some_and(|s| s.len() == 32));
    let state = outs.iter().find_map(|out| match out {
        Out::To(1, ToPeer::State { save, you, presence, .. }) => Some((save.clone(), *you, presence.clone())),
        _ => None,
    });
    let (save, you, presence) = state.expect("a state follows the welcome");
    assert_eq!(you, Some(Seat::North));
    assert_eq!(presence.names, BySide::new(Some("ada".into()), Some("bob".into())));
    assert_eq!(save.check().unwrap().line.len(), 0);
}

#[test]
fn a_seat_is_given_back_only_with_its_secret() {
    let mut room = room(None);
    let now = Instant::now();
    let secret = secret_of(&room.handle(1, hello("bob", false, None), now), 1).unwrap();
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    room.gone(1, now);
    // Someone with the code but not the secret is refused the seat, and told they may watch.
    let outs = room.handle(2, hello("eve", false, None), now);
    assert!(
        dropped(&outs, 2)
            .is_some_and(|r| r.contains("taken by bob") && r.contains("watching room ") && !r.contains("bao watch")),
        "{outs:?}"
    );
    let outs = room.handle(3, hello("eve", false, Some(&"0".repeat(32))), now);
    assert!(dropped(&outs, 3).is_some());
    // The guest again, from a new connection: the same seat, at the same move.
    let outs = room.handle(4, hello("bob", false, Some(&secret)), now);
    assert_eq!(room.seat_of(4), Some(Side::North));
    assert_eq!(secret_of(&outs, 4).as_deref(), Some(secret.as_str()));
    // While the old connection is still there, it gives way.
    let outs = room.handle(5, hello("bob", false, Some(&secret)), now);
    assert!(dropped(&outs, 4).is_some());
    assert_eq!(room.seat_of(5), Some(Side::North));
    assert_eq!(room.line().len(), 1);
}

#[test]
fn wrong_codes_versions_names_and_messages_before_hello_are_cut_off() {
    let mut room = room(None);
    let now = Instant::now();
    let wrong_code = ToHost::Hello {
        version: VERSION,
        name: "x".into(),
        code: "kingulu-0000-0000".into(),
        watch: false,
        secret: None,
        language: None,
    };
    assert!(dropped(&room.handle(1, wrong_code, now), 1).is_some_and(|r| r.contains("wrong room code")));
    let wrong_version = ToHost::Hello {
        version: 9,
        name: "x".into(),
        code: "kingulu-k7fq-3mzd".into(),
        watch: false,
        secret: None,
        language: None,
    };
    assert!(dropped(&room.handle(2, wrong_version, now), 2).is_some_and(|r| r.contains("version 9")));
    assert!(dropped(&room.handle(3, hello("", false, None), now), 3).is_some_and(|r| r.contains("name")));
    assert!(dropped(&room.handle(4, hello("a\u{1b}[2J", false, None), now), 4).is_some());
    assert!(dropped(&room.handle(5, ToHost::Resign, now), 5).is_some_and(|r| r.contains("hello")));
    assert_eq!(room.seat_of(1), None);
    assert!(!room.knows(5));
}

#[test]
fn moves_out_of_turn_illegal_stale_or_by_spectators_are_refused_and_change_nothing() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    room.handle(2, hello("cy", true, None), now);
    let before = room.save();
    let legal = first_legal(&room);
    assert!(refused(&room.handle(1, mv(&room, legal.clone()), now), 1).is_some_and(|r| r.contains("south's turn")));
    assert!(refused(&room.handle(2, mv(&room, legal.clone()), now), 2).is_some_and(|r| r.contains("spectators")));
    assert!(refused(&room.handle(HOST, mv(&room, "z9".into()), now), HOST).is_some());
    assert!(refused(&room.handle(HOST, mv(&room, "a1".into()), now), HOST).is_some());
    let stale = ToHost::Move { at: 5, mv: legal.clone() };
    assert!(refused(&room.handle(HOST, stale, now), HOST).is_some_and(|r| r.contains("at move 0")));
    assert!(refused(&room.handle(2, ToHost::Resign, now), 2).is_some());
    assert_eq!(room.save().moves, before.moves);
    // The right move from the right seat is played, and everyone hears of it.
    let outs = room.handle(HOST, mv(&room, legal.clone()), now);
    assert!(matches!(&outs[..], [Out::All(ToPeer::Moved { at: 0, side: Seat::South, .. })]), "{outs:?}");
    assert_eq!(room.line().len(), 1);
}

#[test]
fn a_takeback_is_asked_and_needs_the_other_players_yes() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    room.handle(1, mv(&room, first_legal(&room)), now);
    assert_eq!(room.line().len(), 2);
    // The asker cannot answer their own request; a refusal changes nothing.
    room.handle(HOST, ToHost::Ask { what: Request::Takeback }, now);
    assert!(refused(&room.handle(HOST, ToHost::Answer { what: Request::Takeback, accept: true }, now), HOST).is_some());
    room.handle(1, ToHost::Answer { what: Request::Takeback, accept: false }, now);
    assert_eq!(room.line().len(), 2);
    // South asks again, north agrees: south's move and north's reply are taken back, south to move.
    room.handle(HOST, ToHost::Ask { what: Request::Takeback }, now);
    let outs = room.handle(1, ToHost::Answer { what: Request::Takeback, accept: true }, now);
    assert_eq!(room.line().len(), 0);
    assert!(outs.iter().any(|out| matches!(out, Out::To(1, ToPeer::State { .. }))));
    // North takes back only its own move.
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    room.handle(1, mv(&room, first_legal(&room)), now);
    room.handle(1, ToHost::Ask { what: Request::Takeback }, now);
    room.handle(HOST, ToHost::Answer { what: Request::Takeback, accept: true }, now);
    assert_eq!(room.line().len(), 1);
    assert_eq!(room.line().side_to_move(), Side::North);
}

#[test]
fn resigning_ends_the_game_and_a_rematch_swaps_the_sides() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    assert!(refused(&room.handle(1, ToHost::Ask { what: Request::Rematch }, now), 1).is_some());
    let outs = room.handle(1, ToHost::Resign, now);
    assert_eq!(outs, vec![Out::All(ToPeer::Resigned { side: Seat::North })]);
    assert!(refused(&room.handle(HOST, mv(&room, first_legal(&room)), now), HOST).is_some_and(|r| r.contains("over")));
    assert_eq!(room.save().resigned.as_deref(), Some("north"));
    room.handle(1, ToHost::Ask { what: Request::Rematch }, now);
    let outs = room.handle(HOST, ToHost::Answer { what: Request::Rematch, accept: true }, now);
    assert_eq!(room.seat_of(HOST), Some(Side::North));
    assert_eq!(room.seat_of(1), Some(Side::South));
    assert!(outs.iter().any(|out| matches!(out, Out::To(1, ToPeer::State { game: 2, you: Some(Seat::South), .. }))));
    assert_eq!(room.save().resigned, None);
}

/// The one message said to everyone in `outs`, its time checked and left out.
fn said(outs: &[Out]) -> Said {
    let [Out::All(ToPeer::Message(said))] = outs else { panic!("one message to all: {outs:?}") };
    let at = said.at.as_deref().expect("the room says when it heard it");
    assert!(crate::store::clock::parse(at).is_ok(), "{at}");
    Said { at: None, ..said.clone() }
}

#[test]
fn messages_are_one_short_line_from_a_player_or_a_spectator() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    room.handle(2, hello("cy", true, None), now);
    let outs = room.handle(1, ToHost::Message { text: " good luck ".into() }, now);
    assert_eq!(said(&outs), Said { from: "bob".into(), text: "good luck".into(), spectator: false, at: None });
    for bad in [String::new(), "x".repeat(MAX_MESSAGE_CHARS + 1), "a\nb".into(), "\u{7}".into()] {
        assert!(refused(&room.handle(1, ToHost::Message { text: bad.clone() }, now), 1).is_some(), "{bad:?}");
        assert!(refused(&room.handle(2, ToHost::Message { text: bad.clone() }, now), 2).is_some(), "{bad:?}");
    }
    // A spectator's message goes to everyone, marked as a spectator's, under the name they gave.
    let outs = room.handle(2, ToHost::Message { text: "nice move".into() }, now);
    assert_eq!(said(&outs), Said { from: "cy".into(), text: "nice move".into(), spectator: true, at: None });
    // Still, a spectator neither asks, resigns nor aborts.
    for message in [ToHost::Ask { what: Request::Draw }, ToHost::Resign, ToHost::Abort] {
        assert!(refused(&room.handle(2, message, now), 2).is_some_and(|r| r.contains("spectators")));
    }
}

#[test]
fn the_room_keeps_its_last_messages_for_whoever_joins() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    for n in 0..MAX_SAID + 5 {
        let peer = if n % 2 == 0 { 1 } else { HOST };
        room.handle(peer, ToHost::Message { text: format!("m{n}") }, now);
    }
    let outs = room.handle(3, hello("cy", true, None), now);
    let Some(Out::To(3, ToPeer::State { said, .. })) =
        outs.iter().find(|out| matches!(out, Out::To(3, ToPeer::State { .. })))
    else {
        panic!("a state")
    };
    assert_eq!(said.len(), MAX_SAID);
    assert_eq!(said[0].text, "m5");
    assert_eq!(said[MAX_SAID - 1].text, format!("m{}", MAX_SAID + 4));
    // A refused message is not kept.
    room.handle(1, ToHost::Message { text: String::new() }, now);
    assert_eq!(room.said.len(), MAX_SAID);
}

#[test]
fn a_draw_is_asked_and_answered_as_a_takeback_is() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    // Asked, refused: the game goes on.
    let outs = room.handle(1, ToHost::Ask { what: Request::Draw }, now);
    assert_eq!(outs, vec![Out::All(ToPeer::Asked { what: Request::Draw, by: Seat::North })]);
    assert!(refused(&room.handle(1, ToHost::Answer { what: Request::Draw, accept: true }, now), 1).is_some());
    let outs = room.handle(HOST, ToHost::Answer { what: Request::Draw, accept: false }, now);
    assert_eq!(outs, vec![Out::All(ToPeer::Answered { what: Request::Draw, accept: false, by: Seat::South })]);
    assert!(!room.over());
    // A move meanwhile forgets the offer.
    room.handle(1, ToHost::Ask { what: Request::Draw }, now);
    room.handle(1, mv(&room, first_legal(&room)), now);
    assert!(refused(&room.handle(HOST, ToHost::Answer { what: Request::Draw, accept: true }, now), HOST).is_some());
    // Asked, accepted: drawn by agreement, the new state to everyone, the save says so.
    room.handle(HOST, ToHost::Ask { what: Request::Draw }, now);
    let outs = room.handle(1, ToHost::Answer { what: Request::Draw, accept: true }, now);
    assert!(outs.iter().any(|out| matches!(out, Out::To(1, ToPeer::State { .. }))));
    assert!(room.over());
    assert_eq!(room.forfeit, Some(Forfeit::DrawAgreed));
    assert_eq!((room.save().ended.as_deref(), room.save().resigned), (Some("draw-agreed"), None));
    assert_eq!(room.save().check().unwrap().forfeit, Some(Forfeit::DrawAgreed));
    // Over: no draw asked, no move, no takeback, no abort; a rematch is.
    let refusal = refused(&room.handle(1, ToHost::Ask { what: Request::Draw }, now), 1);
    assert_eq!(refusal.as_deref(), Some("the game is over: no draw to agree"));
    assert!(refused(&room.handle(1, ToHost::Ask { what: Request::Takeback }, now), 1).is_some());
    assert!(refused(&room.handle(1, ToHost::Abort, now), 1).is_some_and(|r| r.contains("over")));
    room.handle(1, ToHost::Ask { what: Request::Rematch }, now);
    room.handle(HOST, ToHost::Answer { what: Request::Rematch, accept: true }, now);
    assert_eq!((room.game(), room.forfeit, room.save().ended), (2, None, None));
}

#[test]
fn both_asking_for_a_draw_agree_it() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    room.handle(HOST, ToHost::Ask { what: Request::Draw }, now);
    let outs = room.handle(1, ToHost::Ask { what: Request::Draw }, now);
    assert!(outs.iter().any(|out| matches!(out, Out::To(HOST, ToPeer::State { .. }))));
    assert_eq!(room.forfeit, Some(Forfeit::DrawAgreed));
    // Resigned: no draw.
    let mut room = room_with_guest();
    room.handle(1, ToHost::Resign, now);
    assert!(refused(&room.handle(HOST, ToHost::Ask { what: Request::Draw }, now), HOST).is_some());
}

fn room_with_guest() -> Authority {
    let mut room = room(None);
    room.handle(1, hello("bob", false, None), Instant::now());
    room
}

#[test]
fn either_player_aborts_until_both_sides_have_moved() {
    let now = Instant::now();
    // Before any move, the host; after south's move, north; both with no result and no agreement.
    for (moves, by) in [(0, HOST), (1, 1), (1, HOST)] {
        let mut room = room_with_guest();
        for _ in 0..moves {
            let side_to_move = room.line().side_to_move();
            let peer = if side_to_move == Side::South { HOST } else { 1 };
            room.handle(peer, mv(&room, first_legal(&room)), now);
        }
        let outs = room.handle(by, ToHost::Abort, now);
        let seat = Seat::from(room.seat_of(by).unwrap());
        assert_eq!(outs, vec![Out::All(ToPeer::Aborted { by: seat })]);
        assert!(room.over());
        assert_eq!(room.save().ended.as_deref(), Some("aborted"));
        assert!(refused(&room.handle(by, ToHost::Abort, now), by).is_some_and(|r| r.contains("already over")));
        // A rematch after an abort.
        room.handle(1, ToHost::Ask { what: Request::Rematch }, now);
        room.handle(HOST, ToHost::Answer { what: Request::Rematch, accept: true }, now);
        assert_eq!((room.game(), room.over()), (2, false));
        assert!(room.handle(1, ToHost::Abort, now).iter().any(|out| matches!(out, Out::All(ToPeer::Aborted { .. }))));
    }
    // Both have moved: refused, the game goes on.
    let mut room = room_with_guest();
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    room.handle(1, mv(&room, first_legal(&room)), now);
    let refusal = refused(&room.handle(HOST, ToHost::Abort, now), HOST).unwrap();
    assert!(refusal.starts_with("both sides have moved"), "{refusal}");
    assert!(!room.over());
    // A takeback of both moves: aborting is allowed again.
    room.handle(HOST, ToHost::Ask { what: Request::Takeback }, now);
    room.handle(1, ToHost::Answer { what: Request::Takeback, accept: true }, now);
    assert!(room.handle(1, ToHost::Abort, now).iter().any(|out| matches!(out, Out::All(ToPeer::Aborted { .. }))));
}

#[test]
fn a_save_played_on_counts_only_the_moves_played_in_the_room() {
    let now = Instant::now();
    let code: RoomCode = "kingulu-k7fq-3mzd".parse().unwrap();
    let mut line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    for _ in 0..2 {
        let first = line.legal_moves()[0];
        line.play(first).unwrap();
    }
    let mut room = Authority::new(code, line, Side::South, HOSTED, None);
    room.handle(1, hello("bob", false, None), now);
    room.handle(HOST, mv(&room, first_legal(&room)), now);
    // South has moved in the room, North not yet (the save's moves do not count): North may abort.
    assert!(room.handle(1, ToHost::Abort, now).iter().any(|out| matches!(out, Out::All(ToPeer::Aborted { .. }))));
    // Kept and restored, the count is kept too.
    let kept = room.kept(now);
    assert_eq!(kept.opened_at, 2);
    assert_eq!(Authority::restore(code, kept, Instant::now()).opened_at, 2);
}

#[test]
fn a_room_takes_its_spectators_up_to_the_limit() {
    let mut room = room(None);
    let now = Instant::now();
    for peer in 1..=MAX_SPECTATORS as PeerId {
        room.handle(peer, hello("cy", true, None), now);
    }
    assert_eq!(room.spectators(), MAX_SPECTATORS);
    let outs = room.handle(99, hello("late", true, None), now);
    assert!(dropped(&outs, 99).is_some_and(|r| r.contains("full")));
    room.gone(1, now);
    assert_eq!(room.spectators(), MAX_SPECTATORS - 1);
}

#[test]
fn the_clock_runs_only_with_both_players_there_and_a_flag_fall_loses() {
    let mut room = room(Some("1+2"));
    let t0 = Instant::now();
    assert_eq!(room.next_deadline(t0), None, "no clock runs before the guest comes");
    let outs = room.handle(1, hello("bob", false, None), t0);
    let secret = secret_of(&outs, 1).unwrap();
    // Everyone, the host too, hears that South's clock now runs.
    let running = outs.iter().find_map(|out| match out {
        Out::All(ToPeer::Presence(presence)) => presence.clocks.map(|clocks| clocks.running),
        _ => None,
    });
    assert_eq!(running, Some(Some(Seat::South)));
    let t1 = t0 + Duration::from_secs(10);
    room.handle(HOST, mv(&room, first_legal(&room)), t1);
    let clocks = room.state_for(1, t1);
    let ToPeer::State { clocks: Some(clocks), .. } = clocks else { panic!("a clock") };
    assert_eq!(clocks.left.south, 52_000);
    assert_eq!(clocks.running, Some(Seat::North));
    // North leaves: its clock stops; it comes back and runs out of time.
    room.gone(1, t1 + Duration::from_secs(5));
    assert_eq!(room.next_deadline(t1 + Duration::from_secs(500)), None);
    room.handle(2, hello("bob", false, Some(secret.as_str())), t1 + Duration::from_secs(500));
    let late = t1 + Duration::from_secs(500 + 56);
    assert_eq!(room.tick(late), vec![Out::All(ToPeer::Flagged { side: Seat::North })]);
    assert!(room.save().lost_on_time);
    assert_eq!(
        room.save().check().unwrap().end(),
        crate::store::Standing::Forfeit(crate::store::Forfeit::OutOfTime(Side::North))
    );
}

mod random {
    use super::*;
    use proptest::prelude::*;

    /// A message from a pool of right, wrong and nonsense ones.
    fn message(room: &Authority, pick: u8, at_shift: usize, word: &str) -> ToHost {
        let legal = room.line().legal_moves();
        match pick % 12 {
            0 => hello("bob", false, None),
            1 => hello("cy", true, None),
            2 if !legal.is_empty() => {
                ToHost::Move { at: room.line().len(), mv: legal[at_shift % legal.len()].to_string() }
            }
            3 => ToHost::Move { at: room.line().len() + at_shift % 3, mv: word.into() },
            4 => ToHost::Ask { what: Request::Takeback },
            5 => ToHost::Answer { what: Request::Takeback, accept: at_shift.is_multiple_of(2) },
            6 => ToHost::Ask { what: Request::Rematch },
            7 => ToHost::Answer { what: Request::Rematch, accept: true },
            8 => ToHost::Resign,
            9 => ToHost::Message { text: word.into() },
            10 => ToHost::Bye,
            _ => ToHost::Move { at: room.line().len(), mv: "A3".into() },
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// Whatever peers send, in whatever order: the room's game always replays, a refused or dropped message
        /// changes nothing, and every move is made by the side whose turn it was.
        #[test]
        fn no_sequence_of_messages_breaks_the_game(
            steps in proptest::collection::vec((0u64..4, any::<u8>(), 0usize..10, "[a-zA-Z0-9<>+ ]{0,6}"), 1..120)
        ) {
            let mut room = room(None);
            let now = Instant::now();
            for (peer, pick, shift, word) in steps {
                let before = room.save();
                let mover = room.line().side_to_move();
                let seat = room.seat_of(peer);
                let outs = room.handle(peer, message(&room, pick, shift, &word), now);
                let after = room.save();
                prop_assert!(after.check().is_ok());
                let refused = outs.iter().any(|out| matches!(out, Out::To(to, ToPeer::Refused { .. }) if *to == peer))
                    || outs.iter().any(|out| matches!(out, Out::Drop(to, _) if *to == peer));
                if refused {
                    prop_assert_eq!(&before.moves, &after.moves);
                    prop_assert_eq!(&before.resigned, &after.resigned);
                }
                if after.moves.len() == before.moves.len() + 1 && after.moves[..before.moves.len()] == before.moves[..] {
                    prop_assert_eq!(seat, Some(mover), "a move by the side to move, from its own seat");
                }
            }
        }
    }
}

#[test]
fn the_hosts_save_is_the_rooms_game_with_the_host_a_person_and_follows_a_rematch() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, hello("bob", false, None), now);
    let save = room.save_for(HOST);
    assert_eq!(save.players.south, Player::Person);
    assert_eq!(save.players.north, Player::Remote { name: PlayerName::lenient("bob") });
    assert_eq!(room.save_for(1).players.north, Player::Person, "each keeps their own seat a person");
    assert_eq!(room.save().players.south, Player::Remote { name: PlayerName::lenient(HOSTED) });
    let first = first_legal(&room);
    room.handle(HOST, mv(&room, first.clone()), now);
    assert_eq!(room.save_for(HOST).moves, [first]);
    assert_eq!(room.game(), 1);
    room.handle(1, ToHost::Resign, now);
    room.handle(1, ToHost::Ask { what: Request::Rematch }, now);
    room.handle(HOST, ToHost::Answer { what: Request::Rematch, accept: true }, now);
    assert_eq!(room.game(), 2);
    let save = room.save_for(HOST);
    assert!(save.moves.is_empty());
    assert_eq!(save.players.north, Player::Person, "sides swapped: the host plays north");
}

/// A room the server holds: the opener's seat is bound to its secret from the start, so the opener takes it as
/// a guest coming back does; a newcomer gets the other seat; the game stays while either is away, and each
/// gets their own seat back with their own secret, whatever order they come in.
#[test]
fn a_held_room_keeps_both_seats_for_their_players_whoever_comes_and_goes() {
    let code: RoomCode = "kingulu-k7fq-3mzd".parse().unwrap();
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let (mut room, opener) = Authority::held(code, line, Side::South, HOSTED, None).unwrap();
    let now = Instant::now();
    assert_eq!(room.seat_of(HOST), None, "nobody's program holds a seat of its own");
    // The other player comes first: the free seat, not the opener's.
    let bob = secret_of(&room.handle(1, hello("bob", false, None), now), 1).unwrap();
    assert_eq!(room.seat_of(1), Some(Side::North));
    // A stranger finds both seats bound to secrets.
    let outs = room.handle(2, hello("eve", false, None), now);
    assert!(dropped(&outs, 2).is_some_and(|r| r.contains("taken by")), "{outs:?}");
    // The opener takes their seat with the secret they were given.
    let outs = room.handle(3, hello("ada", false, Some(opener.as_str())), now);
    assert_eq!(room.seat_of(3), Some(Side::South));
    assert_eq!(secret_of(&outs, 3).as_deref(), Some(opener.as_str()));
    let first = first_legal(&room);
    assert_eq!(refused(&room.handle(3, mv(&room, first.clone()), now), 3), None);
    // Both leave; the game stays at its move, and each comes back to their own seat in any order.
    room.gone(3, now);
    room.gone(1, now);
    room.handle(4, hello("bob", false, Some(&bob)), now);
    room.handle(5, hello("ada", false, Some(opener.as_str())), now);
    assert_eq!((room.seat_of(4), room.seat_of(5)), (Some(Side::North), Some(Side::South)));
    assert_eq!(room.line().len(), 1);
    // An ordinary room still never gives a guest the host's seat.
    let mut hosted = self::room(None);
    hosted.handle(1, hello("bob", false, None), now);
    assert!(dropped(&hosted.handle(2, hello("eve", false, None), now), 2).is_some_and(|r| r.contains("taken by bob")));
}

#[cfg(feature = "serve")]
mod days;

/// `hello` saying Swahili.
fn in_swahili(hello: ToHost) -> ToHost {
    match hello {
        ToHost::Hello { version, name, code, watch, secret, .. } => {
            ToHost::Hello { version, name, code, watch, secret, language: Some("sw".into()) }
        }
        other => other,
    }
}

/// Issue #30: the host words a refusal in the language the peer said in its hello (English when it said none),
/// each peer in its own; the host's own refusals are in the program's language.
#[test]
fn a_refusal_is_worded_in_the_language_of_the_peer_refused() {
    let mut room = room(None);
    let now = Instant::now();
    room.handle(1, in_swahili(hello("bob", false, None)), now);
    room.handle(2, in_swahili(hello("cy", true, None)), now);
    room.handle(3, hello("dee", true, None), now);
    // South (the host) is to move: bob, North, is told it is not his turn, in Swahili.
    let early = mv(&room, "a1".into());
    assert_eq!(refused(&room.handle(1, early, now), 1).as_deref(), Some("ni zamu ya Kusini, si yako"));
    let mut resign = |peer| refused(&room.handle(peer, ToHost::Resign, now), peer);
    assert_eq!(
        resign(2).as_deref(),
        Some("watazamaji hutazama na kuzungumza tu: hawawezi kucheza, kuomba, kujisalimisha wala kusitisha")
    );
    assert_eq!(resign(3).as_deref(), Some("spectators only watch and talk: they cannot move, ask, resign or abort"));
}

/// Issue #30: why the host lets a peer go is worded in that peer's language too: a hello refused in the
/// language it says (English when it says none), and a seat's old connection, giving way to its player's new
/// one, in the language of its own hello.
#[test]
fn a_goodbye_is_worded_in_the_language_of_the_peer_let_go() {
    let mut room = room(None);
    let now = Instant::now();
    let wrong_code = |language: Option<&str>| ToHost::Hello {
        version: VERSION,
        name: "bob".into(),
        code: "kingulu-0000-0000".into(),
        watch: false,
        secret: None,
        language: language.map(Into::into),
    };
    assert_eq!(dropped(&room.handle(1, wrong_code(Some("sw")), now), 1).as_deref(), Some("msimbo wa chumba si sahihi"));
    assert_eq!(dropped(&room.handle(2, wrong_code(None), now), 2).as_deref(), Some("wrong room code"));
    let full = (0..MAX_SPECTATORS).all(|n| room.handle(10 + n as PeerId, hello("cy", true, None), now).len() > 1);
    assert!(full && room.spectators() == MAX_SPECTATORS);
    let one_more = room.handle(3, in_swahili(hello("dee", true, None)), now);
    assert_eq!(dropped(&one_more, 3), Some(format!("chumba kimejaa: kinachukua watazamaji {MAX_SPECTATORS}")));
    // bob takes North saying Swahili, then comes back from another terminal saying English.
    let secret = secret_of(&room.handle(4, in_swahili(hello("bob", false, None)), now), 4).unwrap();
    let again = room.handle(5, hello("bob", false, Some(&secret)), now);
    assert_eq!(dropped(&again, 4).as_deref(), Some("umejiunga na chumba hiki tena kutoka terminali nyingine"));
    assert_eq!(room.seat_of(5), Some(Side::North));
    assert_eq!(room.language_of(5), Some(crate::i18n::Language::English));
}
