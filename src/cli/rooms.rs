//! `bao host`, `bao join`, `bao watch` and `bao rooms`: a game in a room, between two terminals of this machine
//! (docs/guide.md, "Playing in two terminals"). Everything that can fail (the rooms folder, the code, the save to host,
//! the host's answer) is checked before the terminal is taken over, so it is reported on a normal screen.

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};

use crate::room::{ClockSpec, RoomCode, Rooms};
use crate::rules::{AnyLine, Setup, Side, Variant};
use crate::store::{PlayerName, Store};
use crate::tui::play::{Play, room};
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};

use super::CliError;
use super::look::LookArgs;

/// The host's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SideChoice {
    /// South, who moves first in a new game.
    South,
    /// North.
    North,
    /// Either, at random.
    Random,
}

/// The values `--side` takes, each with its words in the current language.
impl ValueEnum for SideChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &[SideChoice::South, SideChoice::North, SideChoice::Random]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            SideChoice::South => PossibleValue::new("south").help(crate::t!("cli-value-side-south")),
            SideChoice::North => PossibleValue::new("north").help(crate::t!("cli-value-side-north")),
            SideChoice::Random => PossibleValue::new("random").help(crate::t!("cli-value-side-random")),
        })
    }
}

#[derive(Args, Debug)]
pub(super) struct HostArgs {
    /// The game (kete, kimasai-relay, kimasai-step, kingulu); may be left out with --load
    variant: Option<String>,
    /// The host's side [default: south, or with --load the side the save's person played]
    #[arg(long, value_enum)]
    side: Option<SideChoice>,
    /// A clock for each side: minutes, plus seconds added after each move (5+3)
    #[arg(long, value_name = "MIN+SEC")]
    clock: Option<String>,
    /// Host a saved game (by name or path), played on from its last move
    #[arg(long, value_name = "NAME")]
    load: Option<String>,
    /// List the room in `bao rooms` for anyone on this machine to see (a private room is joined only with its code)
    #[arg(long)]
    public: bool,
    /// Your name in the room [default: your login name]
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    #[command(flatten)]
    look: LookArgs,
}

#[derive(Args, Debug)]
pub(super) struct JoinArgs {
    /// The room's code, as its host's screen shows it (kingulu-k7fq-3mzd)
    code: String,
    /// Your name in the room [default: your login name]
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    #[command(flatten)]
    look: LookArgs,
}

#[derive(Args, Debug)]
pub(super) struct RoomsArgs {
    /// Print the path of room CODE's socket in the rooms folder instead (for forwarding it with ssh -L)
    #[arg(long, value_name = "CODE")]
    socket: Option<String>,
}

/// The rooms folder, refused under the test guard unless named, so a test never meets the machine's rooms.
fn rooms() -> Result<Rooms, CliError> {
    let variable = crate::room::dir::ROOMS_DIR_VARIABLE;
    if crate::store::test_guard() && std::env::var_os(variable).is_none_or(|v| v.is_empty()) {
        let guard = crate::store::TEST_GUARD_VARIABLE;
        return Err(CliError::other(crate::t!("cli-error-test-guard-rooms", guard = guard, variable = variable)));
    }
    Ok(Rooms::from_env())
}

/// The player's name: the one given, or the login name.
fn name_of(given: Option<&str>) -> Result<String, CliError> {
    if let Some(name) = given {
        return name
            .parse::<PlayerName>()
            .map(|n| n.to_string())
            .map_err(|e| CliError::input(crate::t!("cli-error-name", error = e)));
    }
    Ok(room::player_name())
}

/// The saved game `load` to host again, and the side this user played in it.
fn loaded(store: Option<&Store>, load: &str) -> Result<(Play, Option<Side>), CliError> {
    let store = store.ok_or_else(|| CliError::other(crate::t!("cli-error-no-data-folder")))?;
    room::hosted_save(store, load).map_err(CliError::input)
}

/// A new game of the variant named `word`.
fn new_game(word: Option<&String>) -> Result<Play, CliError> {
    let Some(word) = word else {
        return Err(CliError::input(crate::t!("cli-error-host-what")));
    };
    let variant: Variant = word.parse().map_err(CliError::input)?;
    let line = AnyLine::new(&Setup::start(variant)).map_err(|e| CliError::other(e.to_string()))?;
    Ok(Play::on(line, crate::tui::seats::people()))
}

/// `bao host`.
pub(super) fn host(args: &HostArgs, look: LookArgs) -> Result<(), CliError> {
    let look = args.look.clone().or(look);
    rooms()?;
    let name = name_of(args.name.as_deref())?;
    let clock = args
        .clock
        .as_deref()
        .map(|text| text.parse::<ClockSpec>().map_err(|e| CliError::input(crate::t!("cli-error-clock", error = e))))
        .transpose()?;
    let store = Store::user().ok();
    let (base, saved_side) = match &args.load {
        Some(_) if args.variant.is_some() => {
            return Err(CliError::input(crate::t!("cli-error-host-load-alone")));
        }
        Some(load) => loaded(store.as_ref(), load)?,
        None => (new_game(args.variant.as_ref())?, None),
    };
    let side = match args.side {
        Some(SideChoice::South) => Side::South,
        Some(SideChoice::North) => Side::North,
        Some(SideChoice::Random) => crate::room::code::random_side().map_err(|e| CliError::other(e.to_string()))?,
        None => saved_side.unwrap_or(Side::South),
    };
    let play =
        room::open_room(base, side, &name, clock, room::Terms { public: args.public, rated: false }, store.as_ref())
            .map_err(CliError::other)?;
    let words = room::opening_words(&play, crate::served::is_session());
    let mut app = App::new(Theme::from_env()).with_saving(store.map(Saving::at).unwrap_or_default());
    app.show_room(play, words);
    super::interactive(app, look)
}

/// `bao join CODE` (or `bao watch CODE` with `watch`).
pub(super) fn join(args: &JoinArgs, watch: bool, look: LookArgs) -> Result<(), CliError> {
    let look = args.look.clone().or(look);
    rooms()?;
    args.code.parse::<RoomCode>().map_err(CliError::input)?;
    let name = name_of(args.name.as_deref())?;
    let store = Store::user().ok();
    let play = room::join_room(&args.code, &name, watch, store.as_ref()).map_err(CliError::other)?;
    let words = room::opening_words(&play, crate::served::is_session());
    let mut app = App::new(Theme::from_env()).with_saving(store.map(Saving::at).unwrap_or_default());
    app.show_room(play, words);
    super::interactive(app, look)
}

/// A public room's line: its code, game, players, moves and spectators.
fn room_line(code: &str, variant: &str, players: &str, moves: usize, watching: usize) -> String {
    crate::t!("cli-rooms-line", code = code, variant = variant, players = players, moves = moves, watching = watching)
}

/// `bao rooms`: the public rooms of this machine, one a line.
pub(super) fn list(args: &RoomsArgs) -> Result<(), CliError> {
    let rooms = rooms()?;
    if let Some(code) = &args.socket {
        let code: RoomCode = code.parse().map_err(CliError::input)?;
        println!("{}", rooms.socket(&code).display());
        return Ok(());
    }
    let public = rooms.public().map_err(|e| CliError::other(e.to_string()))?;
    if public.is_empty() {
        eprintln!("bao: {}", crate::t!("cli-rooms-none", folder = rooms.dir().display().to_string()));
    }
    for room in public {
        let players = crate::printable::printable(&room.players).into_owned();
        println!("{}", room_line(&room.code, &room.variant, &players, room.moves, room.spectators));
    }
    Ok(())
}
