//! The lobby's tournaments through the server's database: written, read back as they were, and a game that
//! ended while its tournament was not told scored when the server starts again.

use std::sync::{Arc, Mutex};

use super::*;
use crate::db::{Ending, GameStore as _, NewGame, Seat as DbSeat, Sqlite};
use crate::room::scratch::Folder;
use crate::rules::{BySide, Setup, Side, Variant};

fn name(text: &str) -> PlayerName {
    PlayerName::lenient(text)
}

/// A running tournament of three, written, reads back the same; its game stored as ended (South resigned)
/// while the tournament still waits for it is scored on loading, and the score is written.
#[test]
fn a_tournament_reads_back_and_a_game_ended_meanwhile_is_scored() {
    let folder = Folder::new("tournaments", "read-back");
    let store: crate::serve::kept::Shared = Arc::new(Mutex::new(Sqlite::open(folder.path()).unwrap()));
    let mut tournament = Tournament::new(7, name("ada"), Variant::Kete, "5+3".parse().unwrap(), 3, None);
    tournament.join(name("bob")).unwrap();
    tournament.join(name("cy")).unwrap();
    tournament.start();
    tournament.opened(0, "kete-aaaa-bbbb".into());
    keeper(Arc::clone(&store))(&tournament).unwrap();
    assert_eq!(loader(Arc::clone(&store))(), (vec![tournament.clone()], 8));
    {
        let mut db = store.lock().unwrap();
        let at = jiff::Timestamp::now();
        let south = DbSeat::Player(db.player("bob", at).unwrap());
        let north = DbSeat::Player(db.player("cy", at).unwrap());
        let game = db
            .create_game(&NewGame {
                code: "kete-aaaa-bbbb".into(),
                start: Setup::start(Variant::Kete),
                seats: BySide::new(south, north),
                time_control: "5+3".into(),
                rated: true,
                created_at: at,
                room: None,
            })
            .unwrap();
        db.finish(game, Ending::Resigned(Side::South), at).unwrap();
    }
    let (loaded, _) = loader(Arc::clone(&store))();
    assert_eq!(loaded[0].games[0].result, Some(Score::North));
    let (again, _) = loader(store)();
    assert_eq!(again, loaded, "the score was written");
}

/// A stored tournament that does not read (a state unknown) is refused by name.
#[test]
fn a_damaged_tournament_is_refused() {
    let tournament = Tournament::new(1, name("ada"), Variant::Kete, "3d".parse().unwrap(), 4, None);
    let mut kept = stored(&tournament);
    assert_eq!(from_stored(&kept), Ok(tournament));
    kept.state = "paused".into();
    assert!(from_stored(&kept).unwrap_err().contains("paused"));
}
