//! Correspondence games in the room (days a move, `Authority::correspond`): the period of each move, which runs
//! whoever is there, a loss on time with nobody connected, and the deadline kept across a restart.

use super::*;
use crate::room::deadline::DAY;
use crate::room::protocol::Due;

/// A room the server holds, ada south and bob north bound to their secrets, of `days` a move from `now`.
fn held_for(days: u32, now: Instant) -> (Authority, Secret, Secret) {
    let code: RoomCode = "kingulu-k7fq-3mzd".parse().unwrap();
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let (mut room, ada) = Authority::held(code, line, Side::South, HOSTED, None).unwrap();
    let bob = room.bind(Side::North, "bob").unwrap();
    room.correspond(days, now);
    (room, ada, bob)
}

/// A game of days a move (`Authority::correspond`): each move gives the next side a whole period, which runs
/// whether anyone is connected or not; a side whose period runs out loses on time, and no move is taken after.
#[test]
fn a_correspondence_game_goes_on_while_both_are_away_and_a_period_run_out_loses() {
    let start = Instant::now();
    let (mut room, opener, bob) = held_for(2, start);
    assert_eq!(room.next_deadline(start), Some(start + DAY * 2), "south's first period runs from the opening");
    // Nobody is there: the period still runs, and the host's loop wakes at its end.
    assert!(room.tick(start + DAY).is_empty());
    room.handle(1, hello("ada", false, Some(opener.as_str())), start + DAY);
    let outs = room.handle(1, mv(&room, first_legal(&room)), start + DAY);
    let due = outs.iter().find_map(|out| match out {
        Out::All(ToPeer::Moved { due, .. }) => *due,
        _ => None,
    });
    assert_eq!(due, Some(Due { side: Seat::North, left_ms: 2 * 86_400_000, days: 2 }), "a whole period for north");
    room.gone(1, start + DAY);
    // Bob comes a day and a half later: his presence says what is left, and he moves in time.
    let later = start + DAY + DAY * 3 / 2;
    let outs = room.handle(2, hello("bob", false, Some(bob.as_str())), later);
    let presence = outs.iter().find_map(|out| match out {
        Out::All(ToPeer::Presence(presence)) => Some(presence.clone()),
        _ => None,
    });
    assert_eq!(presence.unwrap().due.map(|due| (due.side, due.left_ms)), Some((Seat::North, 43_200_000)));
    assert_eq!(refused(&room.handle(2, mv(&room, first_legal(&room)), later), 2), None);
    room.gone(2, later);
    // Ada lets her period run out: the tick at its end ends the game, and nothing runs any more.
    let end = later + DAY * 2;
    assert!(room.tick(end.checked_sub(Duration::from_millis(1)).unwrap()).is_empty());
    assert_eq!(room.tick(end), vec![Out::All(ToPeer::Flagged { side: Seat::South })]);
    assert!(room.over());
    assert_eq!(room.next_deadline(end), None);
    room.handle(3, hello("ada", false, Some(opener.as_str())), end);
    assert!(refused(&room.handle(3, mv(&room, first_legal(&room)), end), 3).is_some_and(|r| r.contains("over")));
}

/// A move sent after the period ran out (before the host's loop ticked) loses on time rather than being
/// played; a takeback agreed gives the side to move a whole period again; the state kept carries what is left,
/// and a room made again from it holds the player to the same deadline.
#[test]
fn a_late_move_loses_a_takeback_renews_the_period_and_a_kept_room_keeps_its_deadline() {
    let start = Instant::now();
    let (mut room, opener, bob) = held_for(1, start);
    let code = room.code();
    room.handle(1, hello("ada", false, Some(opener.as_str())), start);
    room.handle(2, hello("bob", false, Some(bob.as_str())), start);
    room.handle(1, mv(&room, first_legal(&room)), start);
    let asked = start + DAY / 2;
    room.handle(1, ToHost::Ask { what: Request::Takeback }, asked);
    room.handle(2, ToHost::Answer { what: Request::Takeback, accept: true }, asked);
    assert_eq!(room.line().len(), 0);
    assert_eq!(room.next_deadline(asked), Some(asked + DAY), "south's turn again, with a whole day");
    let kept = room.kept(asked + DAY / 4);
    assert_eq!((kept.days, kept.due), (Some(1), Some(DAY * 3 / 4)));
    let restarted = asked + DAY * 10;
    let again = Authority::restore(code, kept, restarted);
    assert_eq!(again.next_deadline(restarted), Some(restarted + DAY * 3 / 4));
    // Too late: the move is not played, the mover loses on time.
    let late = asked + DAY;
    let outs = room.handle(1, mv(&room, first_legal(&room)), late);
    assert_eq!(outs, vec![Out::All(ToPeer::Flagged { side: Seat::South })]);
    assert_eq!(room.line().len(), 0);
    // A room without days a move has no deadline at all.
    let plain = self::room(None);
    assert_eq!(plain.next_deadline(start), None);
    assert_eq!(plain.kept(start).days, None);
}

/// A correspondence game that ends another way (an abort, a draw agreed, a resignation) runs no period after.
#[test]
fn a_correspondence_game_ended_by_abort_draw_or_resignation_runs_no_period() {
    let start = Instant::now();
    for ending in [ToHost::Abort, ToHost::Resign, ToHost::Ask { what: Request::Draw }] {
        let (mut room, opener, bob) = held_for(3, start);
        room.handle(1, hello("ada", false, Some(opener.as_str())), start);
        room.handle(2, hello("bob", false, Some(bob.as_str())), start);
        room.handle(1, ending.clone(), start);
        if matches!(ending, ToHost::Ask { .. }) {
            room.handle(2, ToHost::Answer { what: Request::Draw, accept: true }, start);
        }
        assert!(room.over(), "{ending:?}");
        assert_eq!(room.next_deadline(start), None, "{ending:?}");
        assert_eq!(room.kept(start).due, None, "{ending:?}");
    }
}
