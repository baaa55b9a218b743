//! Turning a client away so that it learns why. OpenSSH shows nothing a server writes before its greeting
//! (it prints only `kex_exchange_identification: Connection closed by remote host`), so a client over the
//! server's or its address's limit gets the SSH handshake, and the moment it asks to authenticate, an SSH
//! disconnect message with the reason, which OpenSSH prints (`Received disconnect from …: 12: bao serve: …`).
//! The handshake costs the server one key exchange; so that turned-away clients cannot make it spend more,
//! at most [`AT_ONCE`] are turned away like this at a time, each for at most [`TIME`], and the others
//! (and clients over the connections-per-minute limit, whom the server never gives a handshake) get a line
//! before the greeting, which other clients show, and are closed.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use russh::Disconnect;
use russh::server::{Auth, Config, Handler, PublicKeyOffer, VerifiedPublicKey};
use tokio::io::AsyncWriteExt as _;
use tokio::net::TcpStream;
use tokio::sync::oneshot;

use super::limits::Seat;
use super::log;

/// Clients turned away after a handshake at once.
pub const AT_ONCE: usize = 16;

/// The longest a client turned away is given to reach authentication.
pub const TIME: Duration = Duration::from_secs(10);

/// The disconnect message that tells a client why it is turned away.
#[must_use]
pub fn message(reason: &str) -> String {
    format!("bao serve: {reason}")
}

/// Turns a client away with `reason`: after a handshake when `slot` (one of [`AT_ONCE`]) is given, else with
/// a line before the greeting.
pub async fn turn_away(config: Arc<Config>, stream: TcpStream, peer: SocketAddr, reason: String, slot: Option<Seat>) {
    log(&format!("{peer} turned away: {reason}"));
    match slot {
        Some(slot) => {
            let _ = tokio::time::timeout(TIME, after_handshake(config, stream, &reason)).await;
            drop(slot);
        }
        None => before_greeting(stream, &reason).await,
    }
}

/// A line before the SSH greeting (RFC 4253 §4.2 allows such lines), then the connection closed.
pub async fn before_greeting(mut stream: TcpStream, reason: &str) {
    let line = format!("{}\r\n", message(reason));
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(line.as_bytes())).await;
    let _ = stream.shutdown().await;
}

/// The handshake, then a disconnect message with the reason as soon as the client asks to authenticate.
async fn after_handshake(config: Arc<Config>, stream: TcpStream, reason: &str) {
    let (asked, asking) = oneshot::channel();
    let Ok(running) = russh::server::run_stream(config, stream, Refusal { asked: Some(asked) }).await else {
        return;
    };
    let handle = running.handle();
    let mut running = std::pin::pin!(running);
    tokio::select! {
        _ = asking => {}
        _ = &mut running => return,
    }
    let _ = handle.disconnect(Disconnect::TooManyConnections, message(reason), String::new()).await;
    let _ = running.await;
}

/// A connection to turn away: every authentication is refused, and the first request says it is time.
struct Refusal {
    asked: Option<oneshot::Sender<()>>,
}

impl Refusal {
    fn refuse(&mut self) -> Auth {
        if let Some(asked) = self.asked.take() {
            let _ = asked.send(());
        }
        Auth::reject()
    }
}

impl Handler for Refusal {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(self.refuse())
    }

    async fn auth_password(&mut self, _user: &str, _password: &str) -> Result<Auth, Self::Error> {
        Ok(self.refuse())
    }

    async fn auth_publickey_offered(&mut self, _user: &str, _offer: PublicKeyOffer<'_>) -> Result<Auth, Self::Error> {
        Ok(self.refuse())
    }

    async fn auth_publickey(&mut self, _user: &str, _key: VerifiedPublicKey<'_>) -> Result<Auth, Self::Error> {
        Ok(self.refuse())
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        Ok(self.refuse())
    }
}
