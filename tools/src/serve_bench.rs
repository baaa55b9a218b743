//! `bao-tools serve-bench` (feature `serve`): the real `bao serve` program measured with many players at once,
//! figures printed, nothing asserted. For each number of players asked for, a fresh server is started on a
//! scratch data folder and that many players come in; then:
//!
//! - **the lobby**: a named challenge from one player to the time the other is asked (`challenged`), the
//!   decline back to the time the challenger is told, and one player's `doing` changing to the time every other
//!   player's lobby view shows it (the lobby sends its lists at most every 250 ms, so this one is mostly that
//!   tick);
//! - **the rooms**: every player challenges or accepts, so there is a room for each pair, kept by the server
//!   and stored in its database; the time from the accept to both players being told to go in;
//! - **the moves**: every pair plays kete, legal moves drawn by the rules, first as fast as the server answers,
//!   then one move a second in each game; the time from a move sent to the opponent's `moved` (which includes
//!   the commit of the move to the server's database, `synchronous=FULL`), and moves a second;
//! - **the memory** of the server's process (its resident set, `VmRSS`) idle, with the players in the lobby,
//!   and with their rooms open; and the database's size after the games.
//!
//! A player here is what a session's program opens to the server, not an SSH session: its lobby connection
//! (the session's own [`LobbyLink`]) and its room connection (the session's own [`Link`]), each a real Unix
//! socket speaking the real protocol. The SSH connection, the pseudo-terminal and the `bao` process that a real
//! session adds are left out: hundreds of them would measure the machine's two cores drawing screens rather
//! than the server. What one real session costs besides is in docs/server-database.md.

use std::io::{BufRead as _, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use bao::internal::db::{Durability, FILE_NAME, Sqlite};
use bao::internal::lobby::link::{FromLobby, LobbyLink};
use bao::internal::lobby::protocol::{Doing, Offer, ToServer, ToSession};
use bao::internal::room::{FromRoom, Link, RoomCode, Rooms, Seat, ToHost, ToPeer, VERSION};
use bao::internal::store::PlayerName;
use bao::rng::Rng;
use bao::rules::{AnyLine, Setup, Side, Status, Variant};

use super::{CliError, print};

/// The most moves a game is played for at full speed: a room lets a peer send a burst of 60 lines, then 20 a
/// second, and each player sends half the game's moves.
pub const MAX_MOVES: u32 = 100;

/// How long any one answer may take before the benchmark gives up.
const WAIT: Duration = Duration::from_secs(60);

/// What to measure.
#[derive(Debug)]
pub struct Options {
    /// The numbers of players, a fresh server for each.
    pub players: Vec<usize>,
    /// Named challenges (and declines) timed in the lobby.
    pub challenges: u32,
    /// Changes of `doing` timed to every lobby view.
    pub updates: u32,
    /// Moves of each game at full speed.
    pub moves: u32,
    /// Moves of each game then at one a game every `pace`.
    pub paced: u32,
    /// The pace.
    pub pace: Duration,
    /// The `bao` program (built with `--features serve`).
    pub bao: Option<PathBuf>,
    /// Where the scratch folder is made.
    pub folder: Option<PathBuf>,
}

fn failed(error: impl std::fmt::Display) -> CliError {
    CliError::other(error.to_string())
}

/// A folder of the benchmark's own, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `bao serve`; killed when dropped.
struct Server {
    child: Child,
    /// The server's rooms folder (its lobby's and keeper's sockets).
    rooms: Rooms,
    /// The server's own folder (its database).
    folder: PathBuf,
}

impl Server {
    /// `bao serve --open` on any free port, with `root/data` and `root/config` as its folders, once its lobby
    /// listens.
    fn start(bao: &Path, root: &Path) -> Result<Server, CliError> {
        let (data, config) = (root.join("data"), root.join("config"));
        for folder in [&data, &config] {
            std::fs::create_dir_all(folder).map_err(failed)?;
        }
        let mut child = Command::new(bao)
            .env("BAO_DATA_DIR", &data)
            .env("BAO_CONFIG_DIR", &config)
            .env("BAO_ROOMS_DIR", root.join("rooms"))
            .args(["serve", "--listen", "127.0.0.1:0", "--open"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| failed(format!("{}: {e}", bao.display())))?;
        let (told, listening) = mpsc::channel();
        let lines = BufReader::new(child.stderr.take().expect("stderr is piped"));
        // The log is read to its end, so the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in lines.lines() {
                let Ok(line) = line else { break };
                let _ = told.send(line);
            }
        });
        let deadline = Instant::now() + WAIT;
        let mut log = Vec::new();
        loop {
            match listening.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(line) if line.starts_with("bao serve: listening on ") => break,
                Ok(line) => log.push(line),
                Err(_) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(failed(format!(
                        "{} serve did not start (built with --features serve?): {}",
                        bao.display(),
                        log.join(" / ")
                    )));
                }
            }
        }
        let folder = data.join("serve");
        Ok(Server { child, rooms: Rooms::at(folder.join("rooms")), folder })
    }

    /// The server's resident memory in bytes and its threads, from `/proc`.
    fn memory(&self) -> (u64, u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        let field = |name: &str| {
            status
                .lines()
                .find_map(|line| line.strip_prefix(name))
                .and_then(|rest| rest.split_whitespace().next())
                .and_then(|n| n.parse::<u64>().ok())
                .unwrap_or(0)
        };
        (field("VmRSS:") * 1024, field("Threads:"))
    }

    /// Stops the server, and returns the size of its database's file once its log is folded in (the file
    /// opened and closed again, as a restarted server would).
    fn stop(mut self) -> Result<u64, CliError> {
        let _ = self.child.kill();
        let _ = self.child.wait();
        drop(Sqlite::open_with(&self.folder, Durability::Normal).map_err(failed)?);
        Ok(std::fs::metadata(self.folder.join(FILE_NAME)).map_err(failed)?.len())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What came to which player, and when.
enum News {
    Lobby(usize, FromLobby),
    Room(usize, FromRoom),
}

type Inbox = Receiver<(Instant, News)>;

/// Reads news until `take` says done, or fails after [`WAIT`] with `what` in the message.
fn until(
    inbox: &Inbox,
    what: &str,
    mut take: impl FnMut(Instant, News) -> Result<bool, CliError>,
) -> Result<(), CliError> {
    let deadline = Instant::now() + WAIT;
    loop {
        match inbox.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok((at, news)) => {
                if take(at, news)? {
                    return Ok(());
                }
            }
            Err(RecvTimeoutError::Timeout) => return Err(failed(format!("timed out waiting for {what}"))),
            Err(RecvTimeoutError::Disconnected) => return Err(failed("every connection ended")),
        }
    }
}

/// A player's end of the lobby's news that the benchmark does not wait for: a lobby view, the player's games.
/// A closed connection is a failure.
fn closed(news: &News) -> Result<(), CliError> {
    match news {
        News::Lobby(i, FromLobby::Closed(reason)) => Err(failed(format!("player {i}'s lobby connection: {reason}"))),
        News::Lobby(i, FromLobby::Absent) => Err(failed(format!("player {i}: the server has no lobby"))),
        News::Lobby(i, FromLobby::Message(ToSession::Refused { reason })) => {
            Err(failed(format!("the lobby refused player {i}: {reason}")))
        }
        News::Room(i, FromRoom::Closed(reason)) => Err(failed(format!("player {i}'s room connection: {reason:?}"))),
        News::Room(i, FromRoom::Message(ToPeer::Refused { reason })) => {
            Err(failed(format!("the room refused player {i}: {reason}")))
        }
        _ => Ok(()),
    }
}

/// Times in milliseconds, summed up.
#[derive(Default)]
struct Times(Vec<f64>);

impl Times {
    fn add(&mut self, took: Duration) {
        self.0.push(took.as_secs_f64() * 1e3);
    }

    /// `(n) median … p90 … p99 … max … ms`.
    fn line(&self) -> String {
        if self.0.is_empty() {
            return "(none)".into();
        }
        let mut sorted = self.0.clone();
        sorted.sort_by(f64::total_cmp);
        let rank = |q: f64| {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "a rank of a short list")]
            let at = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
            sorted[at]
        };
        format!(
            "({:>5})  median {:>7.2}  p90 {:>7.2}  p99 {:>7.2}  max {:>7.2} ms",
            sorted.len(),
            rank(0.5),
            rank(0.9),
            rank(0.99),
            sorted[sorted.len() - 1]
        )
    }
}

fn megabytes(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}

/// One player: a name and its lobby connection.
struct Player {
    name: PlayerName,
    lobby: LobbyLink,
}

impl Player {
    fn send(&self, message: &ToServer) -> Result<(), CliError> {
        if self.lobby.send(message) { Ok(()) } else { Err(failed(format!("{}'s lobby link is stuck", self.name))) }
    }
}

/// `count` players in the lobby of `server`, each welcomed and told its games.
fn come_in(
    server: &Server,
    count: usize,
    news: &Sender<(Instant, News)>,
    inbox: &Inbox,
) -> Result<Vec<Player>, CliError> {
    let mut players = Vec::with_capacity(count);
    for i in 0..count {
        let name: PlayerName = format!("p{i:04}").parse().map_err(failed)?;
        let to = news.clone();
        let lobby = LobbyLink::connect(server.rooms.lobby_socket(), name, move |message| {
            let _ = to.send((Instant::now(), News::Lobby(i, message)));
        });
        players.push(Player { name, lobby });
        // One at a time, as sessions come in: each is told its games once it is welcomed.
        until(inbox, "a welcome", |_, news| {
            closed(&news)?;
            Ok(matches!(news, News::Lobby(j, FromLobby::Message(ToSession::Games { .. })) if j == i))
        })?;
    }
    Ok(players)
}

/// The kete offer of the benchmark's challenges: the challenger South, no clock.
fn offer() -> Offer {
    Offer { game: Variant::Kete.name().to_string(), side: Some(Seat::South), control: "none".into(), rated: true }
}

/// Named challenges, each declined: the time to be asked, and to be told of the decline.
fn challenges(players: &[Player], rounds: u32, inbox: &Inbox, rng: &mut Rng) -> Result<(Times, Times), CliError> {
    let (mut asked, mut told) = (Times::default(), Times::default());
    for _ in 0..rounds {
        let from = rng.below(players.len());
        let to = (from + 1 + rng.below(players.len() - 1)) % players.len();
        let sent = Instant::now();
        players[from].send(&ToServer::Challenge { to: players[to].name, offer: offer() })?;
        let mut id = 0;
        until(inbox, "a challenge to arrive", |at, news| {
            closed(&news)?;
            if let News::Lobby(j, FromLobby::Message(ToSession::Challenged { id: number, .. })) = news
                && j == to
            {
                asked.add(at - sent);
                id = number;
                return Ok(true);
            }
            Ok(false)
        })?;
        let sent = Instant::now();
        players[to].send(&ToServer::Decline { id })?;
        until(inbox, "a decline to arrive", |at, news| {
            closed(&news)?;
            if let News::Lobby(j, FromLobby::Message(ToSession::Declined { id: number, .. })) = news
                && j == from
                && number == id
            {
                told.add(at - sent);
                return Ok(true);
            }
            Ok(false)
        })?;
        // Apart from the lobby's ticks, so the rounds do not all fall at the same point of one.
        std::thread::sleep(Duration::from_millis(rng.below(40) as u64));
    }
    Ok((asked, told))
}

/// Changes of one player's `doing`, timed to each other player's lobby view showing it; every player is on
/// the lobby's screen. Only the first 200 names are listed, so the player changing is one of them.
fn updates(players: &[Player], rounds: u32, inbox: &Inbox, rng: &mut Rng) -> Result<(Times, Times), CliError> {
    let (mut each, mut last) = (Times::default(), Times::default());
    let listed = players.len().min(200);
    for round in 0..rounds {
        let who = rng.below(listed);
        #[allow(clippy::cast_possible_truncation, reason = "a level of 1 to 6")]
        let level = (round % 6) as u8 + 1;
        let doing = Doing::Computer { game: Variant::Kingulu.name().to_string(), level };
        let shown = doing.clone();
        let sent = Instant::now();
        players[who].send(&ToServer::Doing { doing })?;
        let mut seen = vec![false; players.len()];
        seen[who] = true;
        let mut waiting = players.len() - 1;
        let name = players[who].name;
        until(inbox, "a lobby view to show a change", |at, news| {
            closed(&news)?;
            if let News::Lobby(j, FromLobby::Message(ToSession::Lobby(view))) = news
                && !seen[j]
                && view.online.iter().any(|o| o.name == name && o.doing == shown)
            {
                seen[j] = true;
                each.add(at - sent);
                waiting -= 1;
                if waiting == 0 {
                    last.add(at - sent);
                }
            }
            Ok(waiting == 0)
        })?;
        players[who].send(&ToServer::Doing { doing: Doing::Lobby })?;
        std::thread::sleep(Duration::from_millis(300 + rng.below(250) as u64));
    }
    Ok((each, last))
}

/// A game between two players: the room's links, the game as the rules have it, whose move it is.
struct Pair {
    links: [Link; 2],
    line: AnyLine,
    /// The move sent and not yet announced to the opponent: its number and when it was sent.
    pending: Option<(usize, Instant)>,
    /// When the next move is due (paced play).
    due: Option<Instant>,
    /// Moves left to play in this phase.
    left: u32,
}

impl Pair {
    /// Which of the two plays South: the challenger, player `2k`.
    fn mover(&self) -> usize {
        usize::from(self.line.side_to_move() == Side::North)
    }

    /// Sends the next move, a legal one drawn by `rng`.
    fn play(&mut self, rng: &mut Rng) -> Result<(), CliError> {
        let legal = self.line.legal_moves();
        let mv = legal[rng.below(legal.len())];
        let (at, mover) = (self.line.len(), self.mover());
        self.line.play(mv).map_err(failed)?;
        self.pending = Some((at, Instant::now()));
        self.left -= 1;
        if self.links[mover].send(ToHost::Move { at, mv: mv.to_string() }) {
            Ok(())
        } else {
            Err(failed("a room link is stuck"))
        }
    }

    fn playing(&self) -> bool {
        self.left > 0 && self.line.end_status() == Status::Ongoing
    }
}

/// Each pair of players meets through a named challenge, accepted, and goes into the room the server opens:
/// the time from the accept to both players told, and the pairs.
fn meet(
    players: &[Player],
    server: &Server,
    news: &Sender<(Instant, News)>,
    inbox: &Inbox,
) -> Result<(Times, Vec<Pair>), CliError> {
    let pairs = players.len() / 2;
    for k in 0..pairs {
        players[2 * k].send(&ToServer::Challenge { to: players[2 * k + 1].name, offer: offer() })?;
    }
    let mut accepted = vec![None; pairs];
    let mut started: Vec<[Option<(String, String)>; 2]> = vec![[None, None]; pairs];
    let mut opened = Times::default();
    let mut done = 0;
    until(inbox, "the rooms to open", |at, news| {
        closed(&news)?;
        match news {
            News::Lobby(j, FromLobby::Message(ToSession::Challenged { id, .. })) if j % 2 == 1 => {
                accepted[j / 2] = Some(Instant::now());
                players[j].send(&ToServer::Accept { id })?;
            }
            News::Lobby(j, FromLobby::Message(ToSession::Start { code, secret, .. })) => {
                started[j / 2][j % 2] = Some((code, secret));
                if started[j / 2].iter().all(Option::is_some) {
                    opened.add(at - accepted[j / 2].unwrap_or(at));
                    done += 1;
                }
            }
            _ => {}
        }
        Ok(done == pairs)
    })?;
    let mut games = Vec::with_capacity(pairs);
    for (k, seats) in started.into_iter().enumerate() {
        let mut links = Vec::with_capacity(2);
        for (side, seat) in seats.into_iter().enumerate() {
            let (code, secret) = seat.expect("both were told");
            let room: RoomCode = code.parse().map_err(failed)?;
            let i = 2 * k + side;
            let hello = ToHost::Hello {
                version: VERSION,
                name: players[i].name.to_string(),
                code,
                watch: false,
                secret: Some(secret),
                language: None,
            };
            let (_first, mut link) = Link::join(&server.rooms, &room, &hello, None).map_err(failed)?;
            let to = news.clone();
            link.notify(Box::new(move |message| _ = to.send((Instant::now(), News::Room(i, message)))));
            links.push(link);
            let against = players[2 * k + 1 - side].name;
            players[i]
                .send(&ToServer::Doing { doing: Doing::Playing { game: Variant::Kete.name().into(), against } })?;
        }
        let links: [Link; 2] = links.try_into().map_err(|_| failed("two links"))?;
        let line = AnyLine::new(&Setup::start(Variant::Kete)).map_err(failed)?;
        games.push(Pair { links, line, pending: None, due: None, left: 0 });
    }
    Ok((opened, games))
}

/// Every pair plays up to `moves` moves, each sent as soon as the last was announced (`pace` zero) or `pace`
/// after: the time from a move sent to the opponent told, and the moves played and the time they took.
fn play(
    pairs: &mut [Pair],
    moves: u32,
    pace: Duration,
    inbox: &Inbox,
    rng: &mut Rng,
) -> Result<(Times, u32, Duration), CliError> {
    let mut times = Times::default();
    let started = Instant::now();
    let mut played = 0;
    let count = u32::try_from(pairs.len().max(1)).unwrap_or(u32::MAX);
    for (k, pair) in pairs.iter_mut().enumerate() {
        pair.left = moves;
        // Paced games start spread over one pace, as players' moves would come.
        pair.due = pair.playing().then(|| started + pace * u32::try_from(k).unwrap_or(0) / count);
    }
    loop {
        let now = Instant::now();
        for pair in pairs.iter_mut() {
            if pair.due.is_some_and(|due| due <= now) {
                pair.due = None;
                pair.play(rng)?;
                played += 1;
            }
        }
        if pairs.iter().all(|pair| pair.pending.is_none() && pair.due.is_none()) {
            return Ok((times, played, started.elapsed()));
        }
        let next = pairs.iter().filter_map(|pair| pair.due).min().unwrap_or(now + WAIT);
        let (at, news) = match inbox.recv_timeout(next.saturating_duration_since(Instant::now())) {
            Ok(received) => received,
            Err(RecvTimeoutError::Timeout) if next < now + WAIT => continue,
            Err(RecvTimeoutError::Timeout) => return Err(failed("timed out waiting for a move")),
            Err(RecvTimeoutError::Disconnected) => return Err(failed("every connection ended")),
        };
        closed(&news)?;
        if let News::Room(i, FromRoom::Message(ToPeer::Moved { at: number, side, .. })) = news {
            let pair = &mut pairs[i / 2];
            // The opponent of the side that moved is told: the move is stored and announced.
            let seat = if i % 2 == 0 { Seat::South } else { Seat::North };
            if seat != side
                && let Some((sent_at, sent)) = pair.pending
                && sent_at == number
            {
                times.add(at - sent);
                pair.pending = None;
                if pair.playing() {
                    pair.due = Some(at + pace);
                }
            }
        }
    }
}

/// The benchmark for `count` players on a fresh server.
fn measure(options: &Options, bao: &Path, root: &Path, count: usize) -> Result<(), CliError> {
    let server = Server::start(bao, root)?;
    // A moment for the server to settle (its threads started, its database opened) before it is measured idle.
    std::thread::sleep(Duration::from_millis(300));
    let (idle, idle_threads) = server.memory();
    let (news, inbox) = mpsc::channel();
    let mut rng = Rng::new(count as u64);
    let started = Instant::now();
    let players = come_in(&server, count, &news, &inbox)?;
    let came_in = started.elapsed();
    for player in &players {
        player.send(&ToServer::Doing { doing: Doing::Lobby })?;
    }
    std::thread::sleep(Duration::from_millis(600));
    let (in_lobby, lobby_threads) = server.memory();
    print(&format!("\n{count} players (server pid {})\n", server.child.id()))?;
    print(&format!("  came in one after another in {:.2} s\n", came_in.as_secs_f64()))?;
    let (asked, told) = challenges(&players, options.challenges, &inbox, &mut rng)?;
    print(&format!("  lobby  challenge -> asked        {}\n", asked.line()))?;
    print(&format!("  lobby  decline -> told           {}\n", told.line()))?;
    if count >= 2 {
        let (each, last) = updates(&players, options.updates, &inbox, &mut rng)?;
        print(&format!("  lobby  doing -> each view        {}\n", each.line()))?;
        print(&format!(
            "  lobby  doing -> the last view    {}   (lists are sent every 250 ms at most)\n",
            last.line()
        ))?;
    }
    let (opened, mut pairs) = meet(&players, &server, &news, &inbox)?;
    print(&format!("  rooms  accept -> both told start {}   ({} rooms, each stored)\n", opened.line(), pairs.len()))?;
    std::thread::sleep(Duration::from_millis(300));
    let (in_rooms, room_threads) = server.memory();
    let mut total = 0;
    for (phase, moves, pace) in [("full speed", options.moves, Duration::ZERO), ("paced", options.paced, options.pace)]
    {
        if moves == 0 {
            continue;
        }
        let (times, played, took) = play(&mut pairs, moves, pace, &inbox, &mut rng)?;
        total += played;
        let rate = f64::from(played) / took.as_secs_f64();
        let how = if pace.is_zero() {
            "each sent once the last is told".to_string()
        } else {
            format!("one every {} ms a game", pace.as_millis())
        };
        print(&format!(
            "  moves  {phase:<10} move -> told   {}   {played} moves in {:.2} s, {rate:.0} moves/s ({how})\n",
            times.line(),
            took.as_secs_f64()
        ))?;
    }
    let (after, after_threads) = server.memory();
    let per = |bytes: u64| (bytes.saturating_sub(idle)) as f64 / count as f64 / 1e3;
    print(&format!(
        "  memory idle {:.1} MB ({idle_threads} threads); in the lobby {:.1} MB ({lobby_threads} threads), {:.0} kB a player; in rooms {:.1} MB ({room_threads} threads), {:.0} kB a player; after the games {:.1} MB ({after_threads} threads)\n",
        megabytes(idle),
        megabytes(in_lobby),
        per(in_lobby),
        megabytes(in_rooms),
        per(in_rooms),
        megabytes(after),
    ))?;
    drop(pairs);
    drop(players);
    let bytes = server.stop()?;
    let games = (count / 2) as f64;
    print(&format!(
        "  database {} games, {total} moves: {bytes} bytes, {:.2} MB per 1000 such games (db-bench measures the size per 1000 games itself)\n",
        count / 2,
        bytes as f64 * 1000.0 / games / 1e6
    ))?;
    Ok(())
}

/// The `bao` program beside this one (both are built into the same target folder).
fn default_bao() -> Result<PathBuf, CliError> {
    let me = std::env::current_exe().map_err(failed)?;
    let bao = me.with_file_name("bao");
    if bao.is_file() {
        Ok(bao)
    } else {
        Err(CliError::input(format!(
            "no bao program at {}: build it first (cargo build --release --features serve) or name it with --bao",
            bao.display()
        )))
    }
}

/// Runs the benchmark and prints its figures.
pub fn run(options: &Options) -> Result<(), CliError> {
    if options.players.is_empty() || options.players.iter().any(|&n| n < 2 || n % 2 == 1) {
        return Err(CliError::input("--players: even numbers of at least 2 (players play in pairs)"));
    }
    if options.moves + options.paced > MAX_MOVES {
        return Err(CliError::input(format!("--moves and --paced-moves: at most {MAX_MOVES} moves a game in all")));
    }
    let bao = match &options.bao {
        Some(bao) => bao.clone(),
        None => default_bao()?,
    };
    let base = options.folder.clone().unwrap_or_else(std::env::temp_dir);
    let scratch = Scratch(base.join(format!("bao-sb-{}", std::process::id())));
    print(&format!(
        "bao serve: {}, its data in {}\n\
         a player is a session's lobby connection and room connection (real Unix sockets, the real protocol, the\n\
         session program's own links), not an SSH session with a terminal and a bao process of its own\n",
        bao.display(),
        scratch.0.display()
    ))?;
    for (n, &count) in options.players.iter().enumerate() {
        measure(options, &bao, &scratch.0.join(format!("r{n}")), count)?;
    }
    Ok(())
}
