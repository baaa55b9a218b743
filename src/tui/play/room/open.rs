//! Opening, joining and coming back to a room: the game screen of its host, of a guest or spectator, or under
//! `bao serve` of a seat in a room the server keeps.

use std::time::Instant;

use crate::room::host::Hosting;
use crate::room::ticket::{Keep, Tickets};
use crate::room::{Link, ToHost};
use crate::rules::Side;
use crate::t;

use super::super::Play;

/// The player's name where no screen holds the settings (`bao host`, `bao join` without `--name`): as
/// [`Shared::player_name`](crate::tui::shared::Shared::player_name) gives it, from this process's environment
/// and settings file.
#[must_use]
pub fn player_name() -> String {
    use crate::tui::{settings, shared};
    let name = settings::config_dir().and_then(|folder| settings::Settings::load(&folder).0.name);
    shared::chosen_name(crate::served::is_session(), name, shared::login_from_env()).to_string()
}

/// The saved game `name` of `store` to host again as a room (`bao host --load`, `h` on the saves list),
/// played on from its last move, and the side this user played in it: its person, when the other side is
/// not one (a room game records the other player as remote).
pub fn hosted_save(store: &crate::store::Store, name: &str) -> Result<(Play, Option<Side>), String> {
    let opened = store.open_to_play(name).map_err(|e| crate::tui::saving::error_words(&e))?;
    if opened.busy.is_some() {
        return Err(t!("rooms-host-busy", name = name));
    }
    let players = opened.game.players;
    let mine = Side::BOTH.into_iter().find(|&side| {
        players[side] == crate::store::Player::Person && players[side.opponent()] != crate::store::Player::Person
    });
    let mut play = Play::from_saved(opened.game, opened.handle);
    if play.result().is_some() || play.line.end_status() != crate::rules::Status::Ongoing {
        return Err(t!("rooms-host-over", name = name));
    }
    play.line.go_to(usize::MAX);
    Ok((play, mine))
}

/// How a room opened from this program is listed and counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Terms {
    /// Whether `bao rooms` (or the server's lobby) lists it.
    pub public: bool,
    /// Whether its result counts for ratings: asked of `bao serve`, which alone keeps them.
    pub rated: bool,
}

/// Opens a room for `base` (a new game, or a save to host again), the host `name` on `side`: the game screen
/// of its host. The room's thread writes the host's save in `store` (the save `base` came from, or a new one)
/// before it announces each move.
pub fn open_room(
    mut base: Play,
    side: Side,
    name: &str,
    clock: Option<crate::room::ClockSpec>,
    terms: Terms,
    store: Option<&crate::store::Store>,
) -> Result<Play, String> {
    if crate::served::is_session() {
        return open_kept_room(base, side, name, clock, terms, store);
    }
    let public = terms.public;
    let rooms = crate::room::Rooms::for_program()?;
    let code = crate::room::RoomCode::random(base.variant()).map_err(|e| t!("rooms-no-code", error = e.to_string()))?;
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
    let options = crate::room::host::Options {
        rooms,
        code,
        line,
        side,
        name: name.to_string(),
        clock,
        public,
        persist,
        broadcast: false,
        carrier: None,
    };
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
    mut base: Play,
    side: Side,
    name: &str,
    clock: Option<crate::room::ClockSpec>,
    terms: Terms,
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
        days: None,
        public: terms.public,
        rated: terms.rated,
        computer: None,
    };
    let (code, secret) = ask(&rooms, &request)?;
    let Some(mut tickets) = store.and_then(Tickets::beside) else {
        return Err(t!("rooms-no-seat-folder"));
    };
    tickets.keep(&code.to_string(), secret.as_str(), base.slot.name.as_deref(), Some(crate::room::peer::own_uid()));
    if tickets.find(&code).is_none() {
        return Err(t!("rooms-seat-not-kept", code = code.to_string(), folder = tickets.shown()));
    }
    // A save hosted again is written from now on by the seat's join, which opens it again: let it go first.
    drop(base.take_handle());
    join_room(&code.to_string(), name, false, store)
}

/// Joins the room `code` as `name` (to watch, with `watch`): the game screen of a guest or spectator. A guest
/// who joined this room before (its ticket in the data folder beside `store`'s saves) gets the same seat back
/// and goes on writing the same save.
pub fn join_room(code: &str, name: &str, watch: bool, store: Option<&crate::store::Store>) -> Result<Play, String> {
    let rooms = crate::room::Rooms::for_program()?;
    let code: crate::room::RoomCode =
        code.parse().map_err(|e: crate::room::code::BadCode| crate::tui::play::room::bad_code_words(&e))?;
    let tickets = store.and_then(Tickets::beside);
    let ticket = tickets.as_ref().and_then(|tickets| tickets.find(&code)).filter(|_| !watch);
    let hello = ToHost::Hello {
        version: crate::room::VERSION,
        name: name.to_string(),
        code: code.to_string(),
        watch,
        secret: ticket.as_ref().map(|ticket| ticket.secret.clone()),
        language: Some(crate::i18n::current().code().to_string()),
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

/// What the status bar says when a room this player asked for opens: under `bao serve` (`served`) the server
/// keeps it and the opener holds a seat in it as a guest does, so the words say how the other player gets in.
#[must_use]
pub fn opened_words(play: &Play, served: bool) -> String {
    match &play.room {
        Some(room) if served && room.hosting.is_none() => t!("rooms-opened-served", code = room.code.as_str()),
        _ => opening_words(play, served),
    }
}

/// What the status bar says when a room's game opens; under `bao serve` (`served`) how to join is said with
/// the keys of the screens, never a shell command.
#[must_use]
pub fn opening_words(play: &Play, served: bool) -> String {
    let Some(room) = &play.room else { return String::new() };
    let code = room.code.as_str();
    match (room.hosting.is_some(), room.you) {
        (true, _) if served => t!("rooms-open-served", code = code),
        (true, _) => t!("rooms-open", code = code),
        (false, Some(side)) => t!("rooms-joined", code = code, side = side.to_string()),
        (false, None) => t!("rooms-watching", code = code),
    }
}
