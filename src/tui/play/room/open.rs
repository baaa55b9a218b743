//! Opening, joining and coming back to a room: the game screen of its host, of a guest or spectator, or under
//! `bao serve` of a seat in a room the server keeps.

use std::time::Instant;

use crate::room::host::Hosting;
use crate::room::ticket::{Keep, Tickets};
use crate::room::{Link, ToHost};
use crate::rules::Side;
use crate::store::PlayerName;

use super::super::Play;

/// The player's name: the login name (`$USER`, `$LOGNAME`), made a name as well as it can be.
#[must_use]
pub fn login_name() -> String {
    let login = std::env::var("USER").or_else(|_| std::env::var("LOGNAME")).unwrap_or_default();
    PlayerName::lenient(&login).to_string()
}

/// Opens a room for `base` (a new game, or a save to host again), the host `name` on `side`: the game screen
/// of its host. The room's thread writes the host's save in `store` (the save `base` came from, or a new one)
/// before it announces each move.
pub fn open_room(
    mut base: Play,
    side: Side,
    name: &str,
    clock: Option<crate::room::ClockSpec>,
    public: bool,
    store: Option<&crate::store::Store>,
) -> Result<Play, String> {
    if crate::served::is_session() {
        return open_kept_room(&base, side, name, clock, public, store);
    }
    let rooms = crate::room::Rooms::for_program()?;
    let code = crate::room::RoomCode::random(base.variant()).map_err(|e| format!("a room code: {e}"))?;
    let line = base.line.clone();
    let handle = base.take_handle();
    let slot = &base.slot;
    let host_save = std::sync::Arc::new(std::sync::Mutex::new(super::super::hosted::HostSave::new(
        store.cloned(),
        base.variant(),
        handle,
        slot.created.clone(),
        slot.title.clone(),
        slot.notes.clone(),
    )));
    let persist = Some(super::super::hosted::persist(&host_save));
    let options =
        crate::room::host::Options { rooms, code, line, side, name: name.to_string(), clock, public, persist };
    let (room, own) = Hosting::open(options).map_err(|e| e.to_string())?;
    let mut play = base.host(side, name, room, own);
    if let Some(room) = &mut play.room {
        room.host_save = Some(host_save);
    }
    // Both clocks at their start, stopped until the guest comes (the room's presence then starts them).
    if let (Some(spec), Some(room)) = (clock, &mut play.room) {
        room.clocks = Some((crate::room::clock::Clock::new(spec).show(Instant::now()), Instant::now()));
    }
    Ok(play)
}

/// Under `bao serve`: the server opens the room and keeps it ([`crate::room::keeper`]), so it stays when this
/// program's connection drops. The opener's seat comes with a secret, kept as a ticket as a guest's is, and
/// the opener joins with it like a guest coming back, now and every later time.
fn open_kept_room(
    base: &Play,
    side: Side,
    name: &str,
    clock: Option<crate::room::ClockSpec>,
    public: bool,
    store: Option<&crate::store::Store>,
) -> Result<Play, String> {
    use crate::room::keeper::{KEEPER_VERSION, OpenRoom, ask};
    let rooms = crate::room::Rooms::for_program()?;
    let people = crate::rules::BySide::new(crate::store::Player::Person, crate::store::Player::Person);
    let save = crate::store::SaveFile::of_line(&base.line, people, None, base.slot.created.clone());
    let request = OpenRoom {
        version: KEEPER_VERSION,
        guest: None,
        save,
        side: side.into(),
        name: name.to_string(),
        clock: clock.map(|clock| clock.to_string()),
        public,
    };
    let (code, secret) = ask(&rooms, &request)?;
    let Some(mut tickets) = store.and_then(Tickets::beside) else {
        return Err("no data folder to keep the room's seat in".into());
    };
    tickets.keep(&code.to_string(), secret.as_str(), base.slot.name.as_deref(), Some(crate::room::peer::own_uid()));
    if tickets.find(&code).is_none() {
        return Err(format!("the seat of room {code} could not be kept in {}", tickets.shown()));
    }
    join_room(&code.to_string(), name, false, store)
}

/// Joins the room `code` as `name` (to watch, with `watch`): the game screen of a guest or spectator. A guest
/// who joined this room before (its ticket in the data folder beside `store`'s saves) gets the same seat back
/// and goes on writing the same save.
pub fn join_room(code: &str, name: &str, watch: bool, store: Option<&crate::store::Store>) -> Result<Play, String> {
    let rooms = crate::room::Rooms::for_program()?;
    let code: crate::room::RoomCode = code.parse().map_err(|e: crate::room::code::BadCode| e.to_string())?;
    let tickets = store.and_then(Tickets::beside);
    let ticket = tickets.as_ref().and_then(|tickets| tickets.find(&code)).filter(|_| !watch);
    let hello = ToHost::Hello {
        version: crate::room::VERSION,
        name: name.to_string(),
        code: code.to_string(),
        watch,
        secret: ticket.as_ref().map(|ticket| ticket.secret.clone()),
    };
    let host = ticket.as_ref().and_then(|ticket| ticket.host_uid);
    let (first, link) = Link::join(&rooms, &code, &hello, host).map_err(|e| e.to_string())?;
    let keep = if watch { None } else { tickets.map(|t| Box::new(t) as Box<dyn Keep>) };
    let mut play = Play::joined(first, link, keep)?;
    // The same seat again: the game goes on being written to the save it was written to.
    if let (Some(store), Some(save)) = (store, ticket.and_then(|ticket| ticket.save))
        && let Ok(opened) = store.open_to_play(&save)
        && opened.busy.is_none()
    {
        play.continue_save(opened.game, opened.handle);
    }
    Ok(play)
}

/// What the status bar says when a room this player asked for opens: under `bao serve` the server keeps it
/// and the opener holds a seat in it as a guest does, so the words say how the other player gets in.
#[must_use]
pub fn opened_words(play: &Play) -> String {
    match &play.room {
        Some(room) if crate::served::is_session() && room.hosting.is_none() => format!(
            "room {} open on the server: the other player opens rooms (r) and joins with this code; the game stays when you leave",
            room.code
        ),
        _ => opening_words(play),
    }
}

/// What the status bar says when a room's game opens.
#[must_use]
pub fn opening_words(play: &Play) -> String {
    let Some(room) = &play.room else { return String::new() };
    let code = &room.code;
    match (room.hosting.is_some(), room.you) {
        (true, _) => format!("room open: the other player types  bao join {code}"),
        (false, Some(side)) => format!("joined room {code}: you play {side}"),
        (false, None) => format!("watching room {code}: Tab browses, w steps through the last move"),
    }
}
