//! `bao serve`: the program served over SSH (docs/serving.md). russh does the protocol and all the
//! cryptography; each session runs this same program, with no subcommand (the start screen), in a
//! pseudo-terminal of its own, with the player's own saves and settings and the server's rooms folder, so
//! players on one server meet in rooms exactly as two local terminals do.
//!
//! A session is a whole process rather than the interface driven in-process: the interface keeps its one
//! terminal, its signal handling (a hang-up saves the game) and its threads exactly as locally, and a crash
//! or a stuck game takes one player down, not the server.
//!
//! Everything is refused by default (commands, subsystems, forwarding of any kind, other channels) and
//! everything is bounded ([`limits`]).

#[cfg(target_os = "linux")]
mod archive;
mod capacity;
pub mod confine;
mod door;
pub mod kept;
pub mod keys;
pub mod limits;
mod lobby;
mod session;
pub mod spawner;
pub mod terminal;
mod tournaments;
mod wire;

use std::io::Write as _;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use russh::MethodKind;
use russh::server::Config;
use tokio::net::{TcpListener, TcpStream};

use keys::{Admission, Users};
use limits::{Arrivals, Limits, Occupancy, Place, Places, Seat};
use session::{Connection, Watch};

/// How a server runs.
#[derive(Debug)]
pub struct Options {
    /// The address to listen on (port 0: any free port; the one bound is logged).
    pub listen: SocketAddr,
    /// The host key's file (by default `<data>/serve/host_key`).
    pub host_key: Option<PathBuf>,
    /// Which keys are admitted.
    pub admission: Admission,
    /// The bounds.
    pub limits: Limits,
}

/// What every connection shares.
pub(crate) struct Shared {
    limits: Limits,
    admission: Admission,
    users: Users,
    rooms: PathBuf,
    program: PathBuf,
    /// What starts each session's program: a helper process started with the server (spawner.rs).
    spawner: spawner::Spawner,
    /// The sessions of each public key (by fingerprint).
    keys: Places<String>,
}

/// Writes one line of the server's log to standard error (never a key, a secret or a room's code).
pub(crate) fn log(message: &str) {
    let _ = writeln!(std::io::stderr(), "bao serve: {}", crate::printable::printable(message));
}

/// The data folder and the server's own folder in it (`serve/`: the host key, the rooms, the players'
/// folders, the games database), from `BAO_DATA_DIR` or the user's data folder, as for saves.
pub fn folders() -> Result<(PathBuf, PathBuf), String> {
    let saves = crate::store::Store::user().map_err(|e| e.to_string())?;
    let data = saves.folder().parent().map(std::path::Path::to_path_buf).ok_or("no data folder")?;
    let folder = data.join("serve");
    Ok((data, folder))
}

/// Runs the server until it is stopped (a signal): binds, logs the address, serves every connection.
pub fn run(options: Options) -> Result<(), String> {
    let (data, folder) = folders()?;
    let rooms = folder.join("rooms");
    // Refused now rather than at every room a player opens: a room's socket must fit in a socket's path.
    if crate::room::Rooms::at(&rooms).too_long() {
        return Err(format!(
            "the rooms folder {} is too long a path for the rooms' sockets (at most {} bytes): set {} to a \
             shorter folder",
            rooms.display(),
            crate::room::dir::MAX_FOLDER,
            crate::store::DATA_DIR_VARIABLE
        ));
    }
    std::fs::create_dir_all(&data).map_err(|e| format!("{}: {e}", data.display()))?;
    for dir in [&folder, &rooms, &folder.join("users")] {
        keys::private_folder(dir)?;
    }
    log_confinement(&rooms)?;
    // The machine's own limits, before a session is taken: a --max-sessions it cannot hold is refused now.
    let bounds = capacity::bounds(&capacity::read());
    log(&capacity::describe(&bounds));
    capacity::check(options.limits.max_sessions, &bounds)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's threads: {e}"))?;
    // The rooms' and the lobby's connections are tasks of the runtime (serve/wire.rs).
    let _runtime_entered = runtime.enter();
    // The helper that starts each session's program, before any session, so its table of descriptors is a
    // handful however many sessions come (spawner.rs): the same executable, as the sessions are.
    let program = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let spawner = spawner::Spawner::start(&program)?;
    // The rooms the server keeps, so they outlive every player's connection (room/keeper.rs), their games in
    // the server's database (kept.rs), so they outlive the server too.
    let store = crate::db::Sqlite::open(&folder).map_err(|e| e.to_string())?;
    let store = std::sync::Arc::new(std::sync::Mutex::new(store));
    // The lobby's inbox first, so the keeper's store can tell it of each move stored.
    let (notices, inbox) = lobby::inbox();
    let carrier = std::sync::Arc::new(wire::Tasks(runtime.handle().clone()));
    let keeping = kept::Database::new(std::sync::Arc::clone(&store)).telling(notices).carried_by(carrier);
    let (_keeper, reopened, problems) =
        crate::room::keeper::start(crate::room::Rooms::at(&rooms), Some(Box::new(keeping)))
            .map_err(|e| format!("cannot start the room keeper in {}: {e}", rooms.display()))?;
    for problem in problems {
        log(&format!("a stored room not opened again: {problem}"));
    }
    log(&format!("games kept in {}; {reopened} rooms opened again", folder.join(crate::db::FILE_NAME).display()));
    // The lobby, where the players see each other and challenge each other (lobby/, serve/lobby.rs).
    let socket = crate::room::Rooms::at(&rooms).lobby_socket();
    let seen = lobby::seen(std::sync::Arc::clone(&store));
    let tournaments = tournaments::Stores::of(&store);
    lobby::start(
        lobby::Config::at(socket.clone()),
        inbox,
        lobby::opener(&rooms),
        lobby::games(&rooms),
        lobby::yours(std::sync::Arc::clone(&store)),
        seen,
        tournaments,
        archive::archivist(store),
    )
    .map_err(|e| format!("cannot start the lobby at {}: {e}", socket.display()))?;
    let host_key_path = options.host_key.clone().unwrap_or_else(|| folder.join("host_key"));
    let (host_key, made) = keys::host_key(&host_key_path)?;
    if made {
        log(&format!("made a host key in {}", host_key_path.display()));
    }
    log(&format!("host key {}", keys::fingerprint(host_key.public_key())));
    let config = Config {
        methods: russh::MethodSet::from(&[MethodKind::PublicKey][..]),
        keys: vec![host_key],
        auth_rejection_time: Duration::from_millis(500),
        auth_rejection_time_initial: Some(Duration::ZERO),
        max_auth_attempts: 6,
        // The idle timeout is the watchdog's (it tells the player); this only collects dead connections.
        inactivity_timeout: Some(options.limits.idle_timeout + Duration::from_secs(60)),
        keepalive_interval: Some(Duration::from_secs(60)),
        nodelay: true,
        ..Config::default()
    };
    let shared = Arc::new(Shared {
        limits: options.limits,
        admission: options.admission,
        users: Users::at(folder.join("users")),
        rooms,
        program,
        spawner,
        keys: Places::default(),
    });
    runtime.block_on(serve(options.listen, Arc::new(config), shared))
}

/// Logs whether each session's program will be confined (Landlock), found by confining a thread of the
/// server's own, to the rooms folder, with the rules the sessions use; a kernel that refuses them stops the
/// server, as every session would fail to start.
fn log_confinement(rooms: &std::path::Path) -> Result<(), String> {
    #[cfg(target_os = "linux")]
    {
        let folders =
            confine::Folders { data: rooms.to_path_buf(), config: rooms.to_path_buf(), rooms: rooms.to_path_buf() };
        let enforced = confine::probe(&folders).map_err(|e| format!("cannot confine the sessions: {e}"))?;
        log(&enforced.describe());
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = rooms;
        log("landlock not enforced: not Linux; sessions run unconfined");
    }
    Ok(())
}

/// The accept loop: the limits that hold before any cryptography, then one task per connection.
async fn serve(listen: SocketAddr, config: Arc<Config>, shared: Arc<Shared>) -> Result<(), String> {
    let listener = TcpListener::bind(listen).await.map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| format!("cannot listen on {listen}: {e}"))?;
    log(&format!("listening on {bound}"));
    let occupancy = Occupancy::default();
    let addresses = Places::<IpAddr>::default();
    let refusing = Occupancy::default();
    let mut arrivals = Arrivals::default();
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                log(&format!("accept failed: {e}"));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let limits = &shared.limits;
        if !arrivals.admit(peer.ip(), Instant::now(), limits.connections_per_minute) {
            // A flood: no handshake, only a line before the greeting.
            let per_minute = limits.connections_per_minute;
            let reason = format!("more than {per_minute} connections a minute from your address; try again later");
            tokio::spawn(door::turn_away(Arc::clone(&config), stream, peer, reason, None));
            continue;
        }
        match admit(&occupancy, &addresses, peer.ip(), limits) {
            Ok(places) => {
                log(&format!("{peer} connected ({} sessions)", occupancy.taken()));
                tokio::spawn(connection(Arc::clone(&config), Arc::clone(&shared), stream, peer, places));
            }
            Err(reason) => {
                let slot = refusing.take(door::AT_ONCE);
                tokio::spawn(door::turn_away(Arc::clone(&config), stream, peer, reason, slot));
            }
        }
    }
}

/// The places a connection holds until it ends: one of the server's, one of its address's.
struct Held {
    _seat: Seat,
    _address: Place<IpAddr>,
}

/// A connection's places, or why there is none: the server is full, or its address holds as many sessions as
/// one address may.
fn admit(occupancy: &Occupancy, addresses: &Places<IpAddr>, address: IpAddr, limits: &Limits) -> Result<Held, String> {
    let max = limits.max_sessions;
    let seat = occupancy.take(max).ok_or_else(|| format!("the server is full ({max} sessions); try again later"))?;
    let per_address = limits.max_sessions_per_address;
    let place = addresses.take(address, per_address).ok_or_else(|| {
        format!("your address already holds {per_address} sessions, the most one address may; close one first")
    })?;
    Ok(Held { _seat: seat, _address: place })
}

/// One connection, from the SSH greeting to its end; a watchdog cuts off one that does not authenticate in
/// time or stays idle too long, telling the client why.
async fn connection(config: Arc<Config>, shared: Arc<Shared>, stream: TcpStream, peer: SocketAddr, places: Held) {
    let watch = Arc::new(Watch::new());
    let started = Instant::now();
    let limits = shared.limits.clone();
    let handler = Connection::new(shared, peer, Arc::clone(&watch));
    let running =
        match tokio::time::timeout(limits.auth_timeout, russh::server::run_stream(config, stream, handler)).await {
            Ok(Ok(running)) => running,
            Ok(Err(e)) => {
                log(&format!("{peer} disconnected: {e}"));
                return;
            }
            Err(_) => {
                log(&format!("{peer} cut off: no SSH greeting within {} s", limits.auth_timeout.as_secs()));
                return;
            }
        };
    let handle = running.handle();
    let mut running = std::pin::pin!(running);
    loop {
        // Woken only when the connection could be due to be cut off (or it ends), never on a tick.
        let due = watch.due(started, limits.auth_timeout, limits.idle_timeout);
        tokio::select! {
            ended = &mut running => {
                match ended {
                    Ok(()) => log(&format!("{peer} disconnected")),
                    Err(e) => log(&format!("{peer} disconnected: {e}")),
                }
                break;
            }
            () = tokio::time::sleep_until(due.into()) => {
                if let Some(reason) = watch.overdue(started, limits.auth_timeout, limits.idle_timeout) {
                    log(&format!("{peer} cut off: {reason}"));
                    if let Some(channel) = watch.channel() {
                        let line = format!("\r\nbao serve: {reason}: disconnected\r\n");
                        let _ = handle.extended_data(channel, 1, line).await;
                    }
                    let _ = handle.disconnect(russh::Disconnect::ByApplication, reason, String::new()).await;
                    let _ = tokio::time::timeout(Duration::from_secs(5), &mut running).await;
                    break;
                }
            }
        }
    }
    drop(places);
}
