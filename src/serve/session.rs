//! One SSH connection: public-key authentication, one session channel with a pseudo-terminal and a shell
//! (the program's start screen), window changes followed, and every other request refused and logged.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::keys::PublicKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, PublicKeyOffer, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelOpenFailure, Disconnect, Pty};

use super::Shared;
use super::keys::{Binding, fingerprint, valid_name};
use super::limits::{InputBudget, Place};
use super::log;
use super::terminal::{Launch, Terminal};

/// The variables a client may set (`ssh -o SendEnv`): colours and language, nothing that could steer the
/// program's files.
const PASSED_VARIABLES: [&str; 5] = ["COLORTERM", "LANG", "LC_ALL", "LC_CTYPE", "NO_COLOR"];

/// The longest terminal type or variable value taken from a client.
const MAX_VALUE_CHARS: usize = 64;

/// The extended-data type of standard error (RFC 4254 §5.2).
const STDERR: u32 = 1;

/// What the connection's watchdog needs to know: whether the client authenticated, when it last typed, and
/// the channel to tell it on.
#[derive(Debug)]
pub struct Watch {
    authenticated: AtomicBool,
    last_input: Mutex<Instant>,
    channel: Mutex<Option<ChannelId>>,
}

impl Watch {
    /// A connection that has just arrived.
    #[must_use]
    pub fn new() -> Watch {
        Watch {
            authenticated: AtomicBool::new(false),
            last_input: Mutex::new(Instant::now()),
            channel: Mutex::new(None),
        }
    }

    /// Why the connection should be closed now, if it should.
    pub fn overdue(&self, started: Instant, auth_timeout: Duration, idle_timeout: Duration) -> Option<String> {
        if !self.authenticated.load(Ordering::Acquire) {
            return (started.elapsed() >= auth_timeout)
                .then(|| format!("not authenticated within {} s", auth_timeout.as_secs()));
        }
        let last = *self.last_input.lock().expect("the watch's lock is never held across a panic");
        (last.elapsed() >= idle_timeout).then(|| format!("no input for {} s", idle_timeout.as_secs()))
    }

    /// When [`Watch::overdue`] may first say yes: the end of the time to authenticate, then the end of the idle
    /// time after the last input. The watchdog sleeps until then rather than looking a few times a second, so
    /// an idle connection costs no wake-up until it is due (an input moves the moment on; the watchdog, woken
    /// early, looks again and sleeps until the new one).
    pub fn due(&self, started: Instant, auth_timeout: Duration, idle_timeout: Duration) -> Instant {
        if !self.authenticated.load(Ordering::Acquire) {
            return started + auth_timeout;
        }
        *self.last_input.lock().expect("the watch's lock is never held across a panic") + idle_timeout
    }

    /// The session channel, once opened.
    pub fn channel(&self) -> Option<ChannelId> {
        *self.channel.lock().expect("the watch's lock is never held across a panic")
    }

    fn touch(&self) {
        *self.last_input.lock().expect("the watch's lock is never held across a panic") = Instant::now();
    }
}

impl Default for Watch {
    fn default() -> Watch {
        Watch::new()
    }
}

/// The client's terminal, from its pty request.
#[derive(Debug)]
struct TerminalRequest {
    term: String,
    size: (u16, u16),
}

/// One connection's state; russh calls it for every request.
pub struct Connection {
    shared: Arc<Shared>,
    peer: SocketAddr,
    watch: Arc<Watch>,
    user: Option<String>,
    channel: Option<ChannelId>,
    request: Option<TerminalRequest>,
    variables: Vec<(String, String)>,
    terminal: Option<Terminal>,
    budget: InputBudget,
    /// The key's place among its sessions, once authenticated.
    key_place: Option<Place<String>>,
    /// Why the connection is closed as soon as it has authenticated (its key holds enough sessions).
    over: Option<String>,
    /// Why the client's pty request was refused, if it was.
    refused_terminal: Option<String>,
    /// Whether the session's program runs the line mode: the client asked for a shell and no terminal.
    lines: bool,
}

impl Connection {
    /// A connection from `peer`.
    pub fn new(shared: Arc<Shared>, peer: SocketAddr, watch: Arc<Watch>) -> Connection {
        let budget = InputBudget::new(shared.limits.input_per_second, Instant::now());
        Connection {
            shared,
            peer,
            watch,
            user: None,
            channel: None,
            request: None,
            variables: Vec::new(),
            terminal: None,
            budget,
            key_place: None,
            over: None,
            refused_terminal: None,
            lines: false,
        }
    }

    fn log(&self, message: &str) {
        log(&format!("{} {message}", self.peer));
    }

    /// Whether `key` may be `user`; with `bind`, binds a free name to it.
    fn decide(&self, user: &str, key: &PublicKey, bind: bool) -> Result<(), String> {
        if !valid_name(user) {
            return Err("a user name of 1 to 32 letters, digits, '-', '_' or '.'".into());
        }
        if !self.shared.admission.admits(key) {
            return Err("key not in the authorized keys".into());
        }
        let users = &self.shared.users;
        let binding = if bind { users.bind(user, key)? } else { users.check(user, key)? };
        if binding == Binding::Taken {
            return Err(format!("the name {user} belongs to another key"));
        }
        Ok(())
    }

    fn refuse(&self, what: &str, channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
        self.log(&format!("refused {what}"));
        session.channel_failure(channel)
    }

    /// The program's environment: the client's terminal, the player's folders, the server's rooms.
    fn environment(&self, user: &str, term: &str) -> Vec<(String, String)> {
        let home = self.shared.users.folder(user);
        let path = |p: &std::path::Path| p.to_string_lossy().into_owned();
        let mut environment = vec![
            ("TERM".to_string(), term.to_string()),
            ("USER".to_string(), user.to_string()),
            ("LOGNAME".to_string(), user.to_string()),
            ("HOME".to_string(), path(&home)),
            ("PATH".to_string(), "/usr/local/bin:/usr/bin:/bin".to_string()),
            (crate::store::DATA_DIR_VARIABLE.to_string(), path(&home.join("data"))),
            (crate::tui::settings::CONFIG_DIR_VARIABLE.to_string(), path(&home.join("config"))),
            (crate::room::dir::ROOMS_DIR_VARIABLE.to_string(), path(&self.shared.rooms)),
            // The program confines itself to the three folders above and shows paths relative to HOME.
            (crate::served::SESSION_VARIABLE.to_string(), "1".to_string()),
        ];
        // The test harness's guard goes on to the sessions, so they too never touch a real folder.
        if let Ok(guard) = std::env::var(crate::store::TEST_GUARD_VARIABLE) {
            environment.push((crate::store::TEST_GUARD_VARIABLE.to_string(), guard));
        }
        environment.extend(self.variables.iter().cloned());
        environment
    }

    async fn start_shell(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), String> {
        let user = self.user.clone().ok_or("not authenticated")?;
        // A client that asked for no terminal (`ssh -T`, input from a pipe) gets the line mode, in a terminal of
        // the usual size that the program keeps from echoing (the client echoes its player's typing itself).
        let (term, size) = match (&self.request, &self.refused_terminal) {
            (Some(request), _) => (request.term.clone(), request.size),
            (None, Some(refused)) => return Err(refused.clone()),
            (None, None) => ("dumb".to_string(), LINES_SIZE),
        };
        self.lines = self.request.is_none();
        let mut environment = self.environment(&user, &term);
        if self.lines {
            environment.push((crate::served::LINES_VARIABLE.to_string(), "1".to_string()));
        }
        let launch =
            Launch { program: self.shared.program.clone(), environment, folder: self.shared.users.folder(&user), size };
        let (output, mut chunks) = tokio::sync::mpsc::channel::<Vec<u8>>(16);
        let (exited, exit_code) = tokio::sync::oneshot::channel();
        let terminal = Terminal::start(&self.shared.spawner, &launch, output, exited).await?;
        let handle = session.handle();
        let peer = self.peer;
        tokio::spawn(async move {
            while let Some(chunk) = chunks.recv().await {
                if handle.data(channel, chunk).await.is_err() {
                    return;
                }
            }
            let code = tokio::time::timeout(Duration::from_secs(5), exit_code).await.ok().and_then(Result::ok);
            log(&format!("{peer} session ended (exit status {})", code.unwrap_or(1)));
            let _ = handle.exit_status_request(channel, code.unwrap_or(1)).await;
            let _ = handle.eof(channel).await;
            let _ = handle.close(channel).await;
        });
        self.terminal = Some(terminal);
        let mode = if self.lines { ", line by line" } else { "" };
        self.log(&format!("started a session for {user} ({}x{}{mode})", size.0, size.1));
        Ok(())
    }
}

/// The size of the terminal a line-mode session's program runs in: the line mode wraps its lines at its width.
const LINES_SIZE: (u16, u16) = (80, 24);

/// How to reach the game: a terminal and no command.
fn how_to_connect(user: &str) -> String {
    let user = if plain(user) && !user.is_empty() { user } else { "NAME" };
    format!("connect with a terminal and no command, as in ssh -t -p PORT {user}@HOST")
}

/// A size from the client, in the range a terminal can have.
fn dimension(value: u32) -> u16 {
    u16::try_from(value.clamp(1, 1000)).expect("clamped to 1000")
}

/// A value from the client worth passing on: short, printable.
fn plain(value: &str) -> bool {
    value.chars().count() <= MAX_VALUE_CHARS && value.chars().all(|c| c.is_ascii_graphic() || c == ' ')
}

/// Why a terminal type is refused, if it is (the value itself is never repeated: it is the client's).
fn refused_term(term: &str) -> Option<String> {
    let fix = "set TERM to a plain name such as xterm-256color and connect again";
    if term.is_empty() {
        return Some(format!("the terminal type (TERM) is empty; {fix}"));
    }
    let chars = term.chars().count();
    if chars > MAX_VALUE_CHARS {
        return Some(format!(
            "the terminal type (TERM) was refused: {chars} characters, more than {MAX_VALUE_CHARS}; {fix}"
        ));
    }
    if !plain(term) {
        return Some(format!(
            "the terminal type (TERM) was refused: it holds control characters or characters other than ASCII; {fix}"
        ));
    }
    None
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_publickey_offered(&mut self, user: &str, offer: PublicKeyOffer<'_>) -> Result<Auth, Self::Error> {
        match self.decide(user, offer.public_key, false) {
            Ok(()) => Ok(Auth::Accept),
            Err(reason) => {
                let print = fingerprint(offer.public_key);
                self.log(&format!("refused key {print} for {}: {reason}", crate::printable::printable(user)));
                Ok(Auth::reject())
            }
        }
    }

    async fn auth_publickey(&mut self, user: &str, key: VerifiedPublicKey<'_>) -> Result<Auth, Self::Error> {
        let print = fingerprint(key.public_key);
        match self.decide(user, key.public_key, true) {
            Ok(()) => {
                self.log(&format!("authenticated {user} with key {print}"));
                let per_key = self.shared.limits.max_sessions_per_key;
                self.key_place = self.shared.keys.take(print, per_key);
                if self.key_place.is_none() {
                    let s = if per_key == 1 { "" } else { "s" };
                    self.over = Some(format!(
                        "your key already holds {per_key} session{s}, the most one key may; close one first"
                    ));
                }
                self.user = Some(user.to_string());
                self.watch.authenticated.store(true, Ordering::Release);
                self.watch.touch();
                Ok(Auth::Accept)
            }
            Err(reason) => {
                self.log(&format!("refused key {print} for {}: {reason}", crate::printable::printable(user)));
                Ok(Auth::reject())
            }
        }
    }

    async fn auth_succeeded(&mut self, session: &mut Session) -> Result<(), Self::Error> {
        if let Some(reason) = self.over.take() {
            self.log(&format!("turned away: {reason}"));
            return session.disconnect(Disconnect::TooManyConnections, &super::door::message(&reason), "");
        }
        Ok(())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.key_place.is_none() {
            self.log("refused a session channel: no place for its key");
            reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
            return Ok(());
        }
        if self.channel.is_some() {
            self.log("refused a second session channel");
            reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
            return Ok(());
        }
        self.channel = Some(channel.id());
        *self.watch.channel.lock().expect("the watch's lock is never held across a panic") = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.log("refused an x11 channel");
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.log("refused port forwarding (direct-tcpip)");
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.log("refused socket forwarding (direct-streamlocal)");
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || self.terminal.is_some() {
            return self.refuse("a pty request", channel, session);
        }
        if let Some(reason) = refused_term(term) {
            // Taken, so that the client goes on to its shell request and is told why there is no session: a
            // failed pty request ends OpenSSH's `ssh -t` at once, with only "PTY allocation request failed".
            self.log("refused a terminal type");
            self.refused_terminal = Some(reason);
            return session.channel_success(channel);
        }
        let size = (dimension(col_width), dimension(row_height));
        self.request = Some(TerminalRequest { term: term.to_string(), size });
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        variable_name: &str,
        variable_value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let allowed = PASSED_VARIABLES.contains(&variable_name) && plain(variable_value) && self.terminal.is_none();
        if !allowed {
            let name = crate::printable::printable(variable_name);
            return self.refuse(&format!("the variable {name}"), channel, session);
        }
        self.variables.retain(|(name, _)| name != variable_name);
        self.variables.push((variable_name.to_string(), variable_value.to_string()));
        session.channel_success(channel)
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || self.terminal.is_some() {
            return self.refuse("a second shell", channel, session);
        }
        match self.start_shell(channel, session).await {
            Ok(()) => session.channel_success(channel),
            Err(reason) => {
                // As a shell that cannot start: the reason on standard error, exit status 1. (A failed shell
                // request would make OpenSSH close the channel before it prints what came on standard error.)
                self.log(&format!("no session: {reason}"));
                session.channel_success(channel)?;
                session.extended_data(channel, STDERR, format!("bao serve: {reason}\r\n"))?;
                session.exit_status_request(channel, 1)?;
                session.eof(channel)?;
                session.close(channel)
            }
        }
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // The command itself is not logged: it is the client's, and may hold anything.
        if Some(channel) != self.channel || self.terminal.is_some() {
            return self.refuse("a command (exec)", channel, session);
        }
        // Told, as a command that fails: a refused request leaves the client with only "exec request failed on
        // channel 0", which says nothing of what the server is.
        self.log("refused a command (exec)");
        let user = self.user.clone().unwrap_or_default();
        let reason = format!("this server runs only the game, not commands: {}", how_to_connect(&user));
        session.channel_success(channel)?;
        session.extended_data(channel, STDERR, format!("bao serve: {reason}\r\n"))?;
        session.exit_status_request(channel, 2)?;
        session.eof(channel)?;
        session.close(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse(&format!("the subsystem {}", crate::printable::printable(name)), channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse("x11 forwarding", channel, session)
    }

    async fn agent_request(&mut self, _channel: ChannelId, _session: &mut Session) -> Result<bool, Self::Error> {
        self.log("refused agent forwarding");
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.log("refused remote port forwarding (tcpip-forward)");
        Ok(false)
    }

    async fn streamlocal_forward(&mut self, _socket_path: &str, _session: &mut Session) -> Result<bool, Self::Error> {
        self.log("refused remote socket forwarding (streamlocal-forward)");
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.watch.touch();
        if let (Some(terminal), true) = (&self.terminal, Some(channel) == self.channel) {
            terminal.resize(dimension(col_width), dimension(row_height));
        }
        Ok(())
    }

    async fn data(&mut self, channel: ChannelId, data: &[u8], session: &mut Session) -> Result<(), Self::Error> {
        self.watch.touch();
        if !self.budget.spend(data.len(), Instant::now()) {
            let limit = self.shared.limits.input_per_second;
            let reason = format!("input over {limit} bytes a second");
            self.log(&format!("disconnected: {reason}"));
            session.extended_data(channel, STDERR, format!("\r\nbao serve: {reason}: disconnected\r\n"))?;
            self.terminal = None;
            return session.disconnect(Disconnect::ByApplication, &reason, "");
        }
        if let Some(terminal) = &self.terminal
            && !terminal.input(data)
        {
            self.log("dropped input: the program is behind");
        }
        Ok(())
    }

    async fn channel_eof(&mut self, channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        // The end of a line-mode client's input is the program's end of input (its game saved as at `quit`):
        // Ctrl-D, twice, as a terminal's line discipline reads it (the first ends a line left unfinished).
        if Some(channel) == self.channel && self.lines && self.terminal.as_ref().is_some_and(|t| t.input(b"\x04\x04")) {
            return Ok(());
        }
        if Some(channel) == self.channel && self.terminal.take().is_some_and(|terminal| terminal.running()) {
            self.log("the client closed its input: session hung up");
        }
        Ok(())
    }

    async fn channel_close(&mut self, channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        if Some(channel) == self.channel && self.terminal.take().is_some_and(|terminal| terminal.running()) {
            self.log("the client closed the session: hung up");
        }
        Ok(())
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if self.terminal.take().is_some_and(|terminal| terminal.running()) {
            self.log("connection gone: session hung up");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watchdog_is_due_at_the_end_of_the_time_to_authenticate_then_of_the_idle_time_after_the_last_input() {
        let (auth, idle) = (Duration::from_secs(30), Duration::from_secs(1800));
        let watch = Watch::new();
        let started = Instant::now();
        assert_eq!(watch.due(started, auth, idle), started + auth);
        assert!(watch.overdue(started, auth, idle).is_none());
        assert!(watch.overdue(started.checked_sub(auth).unwrap(), auth, idle).unwrap().contains("not authenticated"));
        watch.authenticated.store(true, Ordering::Release);
        let before = Instant::now();
        watch.touch();
        let due = watch.due(started, auth, idle);
        assert!(due >= before + idle && due <= Instant::now() + idle, "the idle time runs from the last input");
        assert!(watch.overdue(started, auth, idle).is_none());
    }
}
