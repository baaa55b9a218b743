//! A guest's tickets: for each room joined, the seat's secret and the save the game is written to, kept in the
//! data folder (`rooms/`, a folder of mode 0700, files of 0600), so `bao join CODE` from a new terminal gets the same seat back at the same
//! move. Only this user's bao can read them: the secret, not the code, is what gives a seat back.

use std::fs;
use std::os::unix::fs::PermissionsExt as _;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::code::RoomCode;

/// The most bytes a ticket file is read for.
const MAX_TICKET_BYTES: u64 = 4096;

/// The most tickets looked at for the room of a save.
pub const MAX_TICKETS_READ: usize = 1024;

/// What joins a room again.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ticket {
    /// The room's code.
    pub code: String,
    /// The seat's secret.
    pub secret: String,
    /// The save the game is written to.
    #[serde(default)]
    pub save: Option<String>,
    /// The user whose program held the room when the seat was taken: coming back, the guest talks only to a
    /// room of that user's ([`Link::join`](super::Link::join)), so nobody who takes the code's name after the
    /// room ends hears the secret. A ticket written before this was kept has none, and is checked from the
    /// next time it is written.
    #[serde(default)]
    pub host_uid: Option<u32>,
}

/// Where a guest keeps the seat's secret, called as the game goes on (writing only what changed).
pub trait Keep: Send {
    /// Keeps the seat's secret for the room `code`, with the name of the save the game is written to and the
    /// user whose program holds the room.
    fn keep(&mut self, code: &str, secret: &str, save: Option<&str>, host_uid: Option<u32>);
}

/// The tickets folder.
#[derive(Clone, Debug)]
pub struct Tickets {
    dir: PathBuf,
    last: Option<Ticket>,
}

impl Tickets {
    /// The tickets in `dir`.
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Tickets {
        Tickets { dir: dir.into(), last: None }
    }

    /// The tickets of the player whose saves `store` holds: the `rooms` folder beside the saves folder, in
    /// their data folder.
    #[must_use]
    pub fn beside(store: &crate::store::Store) -> Option<Tickets> {
        store.folder().parent().map(|data| Tickets::at(data.join("rooms")))
    }

    /// The tickets folder as the player is shown it.
    #[must_use]
    pub fn shown(&self) -> String {
        crate::served::shown_folder(&self.dir)
    }

    fn path(&self, code: &RoomCode) -> PathBuf {
        self.dir.join(format!("{code}.json"))
    }

    /// The ticket of room `code`, if this user joined it before.
    #[must_use]
    pub fn find(&self, code: &RoomCode) -> Option<Ticket> {
        let text = crate::store::read_text_limited(&self.path(code), MAX_TICKET_BYTES).ok()?;
        serde_json::from_str::<Ticket>(&text).ok().filter(|ticket| ticket.secret.parse::<super::Secret>().is_ok())
    }

    /// The ticket of the room whose game is written to the save `save`, if one is kept (the newest, should
    /// there be several; at most [`MAX_TICKETS_READ`] tickets are looked at).
    #[must_use]
    pub fn for_save(&self, save: &str) -> Option<Ticket> {
        let entries = fs::read_dir(&self.dir).ok()?;
        let mut found: Option<(std::time::SystemTime, Ticket)> = None;
        for entry in entries.flatten().take(MAX_TICKETS_READ) {
            let Some(code) = entry.path().file_stem().and_then(|stem| stem.to_str()?.parse::<RoomCode>().ok()) else {
                continue;
            };
            let Some(ticket) = self.find(&code).filter(|ticket| ticket.save.as_deref() == Some(save)) else {
                continue;
            };
            let at = entry.metadata().and_then(|meta| meta.modified()).unwrap_or(std::time::SystemTime::UNIX_EPOCH);
            if found.as_ref().is_none_or(|(newest, _)| at > *newest) {
                found = Some((at, ticket));
            }
        }
        found.map(|(_, ticket)| ticket)
    }
}

impl Keep for Tickets {
    fn keep(&mut self, code: &str, secret: &str, save: Option<&str>, host_uid: Option<u32>) {
        let ticket = Ticket { code: code.into(), secret: secret.into(), save: save.map(Into::into), host_uid };
        if self.last.as_ref() == Some(&ticket) {
            return;
        }
        let Ok(parsed) = code.parse::<RoomCode>() else { return };
        let path = self.path(&parsed);
        // The folder is private (0700), so a ticket is never readable by others, not even while it is written.
        let private = fs::create_dir_all(&self.dir)
            .and_then(|()| fs::set_permissions(&self.dir, fs::Permissions::from_mode(0o700)));
        if private.is_err() {
            return;
        }
        let text = serde_json::to_string_pretty(&ticket).unwrap_or_default() + "\n";
        let written = crate::store::write_atomic(&path, text.as_bytes())
            .and_then(|()| fs::set_permissions(&path, fs::Permissions::from_mode(0o600)));
        if written.is_ok() {
            self.last = Some(ticket);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn a_ticket_is_kept_private_and_found_again() {
        let dir = std::env::temp_dir().join(format!("bao-tickets-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let code = RoomCode::random(Variant::Kingulu).unwrap();
        let mut tickets = Tickets::at(&dir);
        assert_eq!(tickets.find(&code), None);
        let secret = super::super::Secret::random().unwrap();
        tickets.keep(&code.to_string(), secret.as_str(), Some("kingulu-1"), Some(1234));
        let found = Tickets::at(&dir).find(&code).unwrap();
        assert_eq!((found.secret.as_str(), found.save.as_deref()), (secret.as_str(), Some("kingulu-1")));
        assert_eq!(found.host_uid, Some(1234), "the room's user is kept with the seat");
        let mode = fs::metadata(dir.join(format!("{code}.json"))).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        // A ticket written before the room's user was kept still gives the seat back (and is checked from the
        // next time it is written).
        let old = format!("{{\"code\":\"{code}\",\"secret\":\"{}\",\"save\":null}}", secret.as_str());
        fs::write(dir.join(format!("{code}.json")), old).unwrap();
        assert_eq!(Tickets::at(&dir).find(&code).map(|ticket| ticket.host_uid), Some(None));
        fs::write(dir.join(format!("{code}.json")), "{\"code\":1}").unwrap();
        assert_eq!(Tickets::at(&dir).find(&code), None, "a damaged ticket is no ticket");
        let _ = fs::remove_dir_all(&dir);
    }
}
