//! A stored game as an ordinary save (`bao export`): the same start and moves, each seat as the save format
//! names players (the one exporting is the person at the keyboard, other players remote, the computer at its
//! level), a resignation or a loss on time as the save's `resigned` (and `lost_on_time`), a draw agreed or a
//! game aborted as its `ended` (`draw-agreed`, `aborted`); the notes say too how it ended on the server.

use jiff::Timestamp;

use super::{DbError, Ending, PlayerId, Seat, StoredGame};
use crate::rules::BySide;
use crate::store::{Player as SavePlayer, PlayerName, SaveFile, SavedGame};

/// A time as a save writes it: RFC 3339 in UTC, to the second.
fn save_time(time: Timestamp) -> String {
    Timestamp::from_second(time.as_second()).unwrap_or(time).to_string()
}

impl StoredGame {
    /// The game as a save file, as `viewer` keeps it (their own seat a person; `None`: every player remote).
    #[must_use]
    pub fn save_file(&self, viewer: Option<PlayerId>) -> SaveFile {
        let player = |seat: &Seat| match seat {
            Seat::Player(player) if Some(player.id) == viewer => SavePlayer::Person,
            Seat::Player(player) => SavePlayer::Remote { name: PlayerName::lenient(&player.name) },
            Seat::Computer(level) => SavePlayer::Computer { level: *level },
            Seat::Free => SavePlayer::Remote { name: PlayerName::lenient("(free)") },
        };
        let summary = &self.summary;
        let ending = summary.ended.map(|(ending, _)| ending);
        let forfeit = ending.and_then(Ending::forfeit);
        let players = BySide::new(player(&summary.seats.south), player(&summary.seats.north));
        let mut save = SaveFile::of_line(&self.line, players, forfeit, Some(save_time(summary.created_at)));
        save.updated = save_time(summary.updated_at);
        let how = ending.map(|ending| format!(": {ending}")).unwrap_or_default();
        save.notes = Some(format!("game {} of bao serve, {}{how}", summary.code, summary.time_control));
        save
    }

    /// The game as a checked save ([`StoredGame::save_file`], replayed as loading a save replays it).
    pub fn saved_game(&self, viewer: Option<PlayerId>) -> Result<SavedGame, DbError> {
        self.save_file(viewer).check().map_err(|error| DbError::Damaged {
            code: self.summary.code.clone(),
            ply: None,
            message: format!("it does not make a save: {error}"),
        })
    }
}
