//! Saving through the interface, driven by keys through `App::update` against a scratch store: autosave after
//! each move and undo, "continue" at the same move, the saved-games list (open, rename, delete with a yes,
//! damaged files shown and untouched), `--load`'s opening of a save with its title and notes, and copying.

use std::fs;
use std::path::PathBuf;

use crate::rules::{Setup, Variant};
use crate::store::{Players, SaveFile, Store};
use crate::tui::app::Screen;
use crate::tui::go::Overlay;
use crate::tui::play::{Mode, Play};
use crate::tui::saving::Saving;
use crate::tui::{App, Theme};

use super::{history, message, play_of, press, render};

/// A store in a fresh scratch folder.
pub(super) fn scratch(name: &str) -> Store {
    // The process's number at a fixed width, so a screen that shows the folder lays out the same every run.
    let folder = std::env::temp_dir().join(format!("bao-tui-saves-{name}-{:010}", std::process::id()));
    let _ = fs::remove_dir_all(&folder);
    Store::at(folder)
}

fn app_with(store: &Store) -> App {
    App::new(Theme::monochrome()).with_saving(Saving::at(store.clone()))
}

/// A save with fixed times, so the list draws the same every time.
fn save(store: &Store, name: &str, start: &str, moves: &[&str], cursor: usize, updated: &str) {
    let start: Setup = start.parse().unwrap();
    let mut file = SaveFile::new(&start, moves.iter().map(ToString::to_string).collect(), Players::default());
    file.cursor = cursor;
    file.created = "2026-11-29T20:00:00Z".into();
    file.updated = updated.into();
    store.save(name, &file).unwrap();
}

const KINGULU: &str = "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1";

fn only_save(store: &Store) -> (String, SaveFile) {
    let entries = store.list().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let file = SaveFile::from_json(&fs::read(&entries[0].path).unwrap()).unwrap();
    (entries[0].name.clone(), file)
}

#[test]
fn every_move_and_undo_is_saved_and_continue_opens_the_same_move() {
    let store = scratch("autosave");
    let mut app = app_with(&store);
    // Kingulu is the last game, left of kete (selected at first); Enter twice starts it; nothing is saved yet.
    press(&mut app, "←\n");
    assert!(store.list().unwrap().is_empty(), "a game with no move is not saved");
    press(&mut app, "\n");
    let (name, file) = only_save(&store);
    assert!(name.starts_with("kingulu-20"), "{name}");
    assert_eq!((file.moves.clone(), file.cursor), (vec!["A3".to_string()], 1));
    let reply = play_of(&app).line.legal_moves()[0].to_string();
    press(&mut app, &format!(":{reply}\n"));
    press(&mut app, "u");
    let (same, file) = only_save(&store);
    assert_eq!(same, name, "the same game keeps its save");
    assert_eq!((file.moves.len(), file.cursor), (2, 1), "undo is saved too");
    // Leave the game; the start screen offers to continue it.
    press(&mut app, "\x1by");
    assert!(matches!(app.screen, Screen::Start(_)));
    assert_eq!(app.shared.saving.resume.as_ref().map(|r| (r.name.clone(), r.cursor)), Some((name.clone(), 1)));
    assert!(render(&app, 80, 24).contains(&format!("continue {name} · Bao Kingulu · move 1")));
    press(&mut app, "c");
    let play = play_of(&app);
    assert_eq!((play.line.cursor(), play.line.len()), (1, 2), "{}", message(&app));
    // Redo writes to the same save.
    press(&mut app, "U");
    assert_eq!(only_save(&store).1.cursor, 2);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn continue_skips_finished_and_damaged_games() {
    let store = scratch("resume");
    save(&store, "over", "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12", &[], 0, "2026-11-30T06:00:00Z");
    save(&store, "older", KINGULU, &["A3"], 1, "2026-11-30T04:00:00Z");
    fs::write(store.folder().join("broken.json"), b"{\"format\": 1,").unwrap();
    let mut app = app_with(&store);
    assert_eq!(app.shared.saving.resume.as_ref().map(|r| r.name.as_str()), Some("older"));
    assert_eq!(app.shared.saving.count, 3);
    // On the smallest screen the offer shrinks to one line under the menu, clear of the player lines.
    let small = render(&app, 60, 20);
    assert!(small.contains("c continue   o saved games (3)   e edit   r rooms"), "{small}");
    assert!(small.contains("Swap sides (South moves first)"), "{small}");
    press(&mut app, "c");
    assert_eq!(history(&app), ["A3"]);
    fs::remove_dir_all(store.folder()).unwrap();
    let mut empty = app_with(&scratch("nothing"));
    press(&mut empty, "c");
    assert!(matches!(empty.screen, Screen::Start(_)));
    assert!(message(&empty).contains("no unfinished saved game"), "{}", message(&empty));
}

#[test]
fn a_finished_game_with_its_last_move_taken_back_is_offered_to_continue() {
    let store = scratch("taken-back");
    let end = "kingulu S 0,0,0,0,0,0/1,0,0,0,0,0 c=24,23";
    save(&store, "won", end, &["A1"], 1, "2026-11-30T06:00:00Z");
    save(&store, "taken back", end, &["A1"], 0, "2026-11-30T05:00:00Z");
    let app = app_with(&store);
    assert_eq!(app.shared.saving.resume.as_ref().map(|r| r.name.as_str()), Some("taken back"));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn the_saves_list_opens_renames_and_deletes_and_leaves_damaged_files_alone() {
    let store = scratch("list");
    save(&store, "kingulu-2026-11-30-0512", KINGULU, &["A3", "a1"], 1, "2026-11-30T05:12:00Z");
    save(&store, "over", "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12", &[], 0, "2026-11-30T04:00:00Z");
    let relay = "kimasai-relay S 0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 r=24,24 m=1";
    let start: Setup = relay.parse().unwrap();
    let mut file = SaveFile::new(&start, vec!["A1".into()], Players::default());
    file.created = "2026-11-30T05:20:00Z".into();
    file.updated = "2026-11-30T05:30:00Z".into();
    file.name = Some("Relay: the first raid".into());
    file.notes = Some("South opens on the left. Watch where the first lap ends.".into());
    store.save("relay study", &file).unwrap();
    let damaged = store.folder().join("damaged.json");
    fs::write(&damaged, b"{\"format\": 1, \"variant\": \"kingu").unwrap();

    let mut app = app_with(&store);
    press(&mut app, "o");
    let Screen::Saves(list) = &mut app.screen else { panic!("{}", message(&app)) };
    assert_eq!(
        list.rows.iter().map(|r| r.name.as_str()).collect::<Vec<_>>()[..3],
        ["relay study", "kingulu-2026-11-30-0512", "over"]
    );
    list.folder = PathBuf::from("~/.local/share/bao-tui/saves");
    insta::assert_snapshot!("saves_list", render(&app, 80, 24));

    // The damaged file (last: it has no time) cannot be opened or renamed from here; deleting it asks first.
    press(&mut app, "↓↓↓");
    for key in ["\n", "r"] {
        press(&mut app, key);
        assert!(message(&app).contains("left as it is (d deletes it)"), "{key:?}: {}", message(&app));
        assert!(matches!(app.screen, Screen::Saves(_)));
    }
    press(&mut app, "d");
    assert!(render(&app, 80, 24).contains("delete the saved game damaged? y/n"));
    press(&mut app, "n");
    assert_eq!(fs::read(&damaged).unwrap(), b"{\"format\": 1, \"variant\": \"kingu");

    // Rename the autosaved game: type a new name over the screen's prompt.
    press(&mut app, "↑↑r");
    assert!(render(&app, 80, 24).contains("new name for kingulu-2026-11-30-0512: kingulu-2026-11-30-0512▏"));
    press(&mut app, &format!("{}first lesson\n", "\u{8}".repeat(23)));
    let names: Vec<String> = store.list().unwrap().into_iter().map(|e| e.name).collect();
    assert!(names.contains(&"first lesson".to_string()), "{names:?} {}", message(&app));
    assert!(message(&app).contains("renamed kingulu-2026-11-30-0512 to first lesson"), "{}", message(&app));

    // Delete asks first: n keeps it, y deletes it.
    press(&mut app, "d");
    assert!(render(&app, 80, 24).contains("delete the saved game first lesson? y/n"));
    press(&mut app, "n");
    assert!(store.load("first lesson").is_ok());
    press(&mut app, "dy");
    assert!(store.load("first lesson").is_err());
    assert_eq!(store.list().unwrap().len(), 3);
    // Issue 15: a damaged save is deleted the same way, after a yes. It is the last of the store's saves (the
    // built-in ones follow, and cannot be deleted): two rows down from the top, where the deletion left the list.
    press(&mut app, "↓↓");
    let Screen::Saves(list) = &app.screen else { panic!("{}", message(&app)) };
    assert!(list.current().is_some_and(|row| row.name == "damaged" && row.builtin.is_none()), "{list:?}");
    press(&mut app, "dy");
    assert!(!damaged.exists(), "{}", message(&app));
    assert_eq!(store.list().unwrap().len(), 2);

    // Opening a save shows its title, and its notes in a panel.
    press(&mut app, "\x1bo\n");
    let play = play_of(&app);
    assert_eq!((play.variant(), play.line.cursor()), (Variant::KimasaiRelay, 1));
    assert_eq!(app.overlay, Some(Overlay::Notes));
    assert!(message(&app).starts_with("Relay: the first raid"), "{}", message(&app));
    assert!(render(&app, 80, 24).contains("Watch where the first lap ends."));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_shipped_example_opens_with_its_title_and_is_saved_under_a_new_name() {
    let store = scratch("example");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/kingulu-long-lap.json");
    let before = fs::read(&path).unwrap();
    let opened = store.open_to_play(path.to_str().unwrap()).unwrap();
    assert!(opened.handle.is_none() && opened.busy.is_none(), "a file outside the store is opened read only");
    let play = Play::from_saved(opened.game, opened.handle);
    assert_eq!(play.slot.name, None, "an example outside the store is never written to");
    let mut app = app_with(&store);
    app.show_saved(play);
    assert!(message(&app).starts_with("Kingulu: the 12-seed lap that comes round"), "{}", message(&app));
    press(&mut app, "\x1b\n");
    let (_, file) = only_save(&store);
    assert_eq!(file.name.as_deref(), Some("Kingulu: the 12-seed lap that comes round"));
    assert_eq!(file.moves.len(), 1);
    assert_eq!(fs::read(&path).unwrap(), before);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn copy_shows_the_position_and_record_and_sends_them_to_the_clipboard() {
    let mut app = App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap();
    press(&mut app, "\ny");
    assert_eq!(app.overlay, Some(Overlay::Export));
    let text = app.shared.clipboard.clone().unwrap();
    assert!(text.starts_with("kingulu N 1,0,6,6,0,1/6,6,2,7,0,6 c=7,0 m=2\n"), "{text}");
    assert!(text.ends_with("position: kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1\n1. A3\n"), "{text}");
    assert!(render(&app, 80, 24).contains("1. A3"));
    press(&mut app, "\x1b");
    assert_eq!(app.overlay, None);
}

#[test]
fn a_save_of_the_store_is_written_back_to_itself_and_an_example_is_not() {
    let store = scratch("name-in");
    save(&store, "mine", KINGULU, &["A3"], 1, "2026-11-30T05:00:00Z");
    let (path, _) = store.load("mine").unwrap();
    // As `bao play --load` opens it: a save of the store is held to be written back to itself.
    let opened = store.open_to_play(path.to_str().unwrap()).unwrap();
    assert_eq!(opened.handle.as_ref().map(|handle| handle.name().to_string()), Some("mine".to_string()));
    drop(opened);
    let example = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/kingulu-long-lap.json");
    let opened = store.open_to_play(example.to_str().unwrap()).unwrap();
    assert!(opened.handle.is_none() && opened.busy.is_none(), "an example is opened to read, never written");
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_store_that_cannot_be_written_is_reported_and_play_goes_on() {
    let store = scratch("unwritable");
    // A file where the folder should be: every write fails.
    fs::create_dir_all(store.folder().parent().unwrap()).unwrap();
    fs::write(store.folder(), b"not a folder").unwrap();
    let mut app =
        App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap().with_saving(Saving::at(store.clone()));
    press(&mut app, "\n");
    assert!(message(&app).starts_with("could not save the game:"), "{}", message(&app));
    assert_eq!(history(&app), ["A3"]);
    // Issue 18: quitting a game that could not be saved asks first, with the whole reason; n stays.
    press(&mut app, "q");
    assert!(!app.quit && app.quitting);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("The game is not saved") && screen.contains("could not save the game:"), "{screen}");
    press(&mut app, "n");
    assert!(!app.quit && !app.quitting && matches!(app.screen, Screen::Play(_)));
    // y quits, and the record of every move is printed once the terminal is given back.
    press(&mut app, "qy");
    assert!(app.quit);
    let record = app.exit_text.clone().unwrap();
    assert!(record.starts_with("position: kingulu S") && record.contains("1. A3"), "{record}");
    fs::remove_file(store.folder()).unwrap();
    // Once writing works again the game is saved and quitting asks nothing.
    let mut app =
        App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap().with_saving(Saving::at(store.clone()));
    press(&mut app, "\nq");
    assert!(app.quit && app.exit_text.is_none());
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_name_that_cannot_be_a_file_or_is_taken_is_refused() {
    let store = scratch("bad-name");
    save(&store, "one", KINGULU, &["A3"], 1, "2026-11-30T05:00:00Z");
    save(&store, "two", KINGULU, &["A4"], 1, "2026-11-30T04:00:00Z");
    let mut app = app_with(&store);
    press(&mut app, "or\u{8}\u{8}\u{8}../x\n");
    assert!(message(&app).contains("`../x` cannot name a saved game"), "{}", message(&app));
    press(&mut app, "r\u{8}\u{8}\u{8}two\n");
    assert!(message(&app).contains("a saved game has that name"), "{}", message(&app));
    // Esc while typing keeps the old name.
    press(&mut app, "rthree\x1b");
    let names: Vec<String> = store.list().unwrap().into_iter().map(|e| e.name).collect();
    assert_eq!(names, ["one", "two"]);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_resignation_is_saved_restored_and_taken_back_by_undo() {
    let store = scratch("resign");
    let mut app = app_with(&store);
    press(&mut app, "←\n\n");
    let (name, _) = only_save(&store);
    // North (a person) is to move and resigns.
    press(&mut app, "Xy");
    assert_eq!(play_of(&app).result().unwrap(), "south wins : north resigned");
    let (same, file) = only_save(&store);
    assert_eq!(same, name);
    assert_eq!((file.resigned.as_deref(), file.moves.len(), file.cursor), (Some("north"), 1, 1));

    // A new session finds it over in the list, and opens it over (the first one ended: while it runs, it holds
    // the save's lock and a second one would continue in a copy).
    drop(app);
    let mut again = app_with(&store);
    assert_eq!(again.shared.saving.resume, None, "a resigned game is not offered to continue");
    press(&mut again, "o");
    let list = render(&again, 80, 24);
    assert!(list.contains("north resigned"), "{list}");
    assert!(list.contains("south wins : north resigned"), "{list}");
    press(&mut again, "\n");
    let play = play_of(&again);
    assert_eq!(play.mode, Mode::GameOver);
    assert_eq!(play.result().unwrap(), "south wins : north resigned");
    assert!(play.playable().is_empty());
    let screen = render(&again, 80, 24);
    assert!(screen.contains("Game over") && screen.contains("north resigned"), "{screen}");

    // Undo, on the game-over panel as on the board, takes back the resignation alone, and that is saved too.
    press(&mut again, "u");
    assert_eq!(message(&again), "took back north's resignation");
    let play = play_of(&again);
    assert_eq!((play.result(), play.line.cursor(), play.line.len()), (None, 1, 1));
    let (same, file) = only_save(&store);
    assert_eq!((same, file.resigned, file.cursor), (name, None, 1));
    assert!(!fs::read_to_string(store.path_of(&only_save(&store).0).unwrap()).unwrap().contains("resigned"));
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
fn a_resignation_ends_the_line_and_a_move_played_before_it_cuts_it() {
    let store = scratch("resign-cut");
    let mut app =
        App::playing(Theme::monochrome(), Variant::Kingulu, None).unwrap().with_saving(Saving::at(store.clone()));
    press(&mut app, "\n");
    let reply = play_of(&app).line.legal_moves()[0].to_string();
    press(&mut app, &format!(":{reply}\nu"));
    // Resigning at a past position asks to cut the later move first; no keeps everything.
    press(&mut app, "X");
    assert!(render(&app, 80, 24).contains("resign here and cut the later move? y/n"));
    press(&mut app, "n");
    assert_eq!((play_of(&app).result(), history(&app).len()), (None, 2));
    press(&mut app, "Xy");
    assert_eq!(history(&app), ["A3"]);
    assert_eq!(play_of(&app).result().unwrap(), "south wins : north resigned");
    assert_eq!(only_save(&store).1.resigned.as_deref(), Some("north"));
    // Looking back in the history, the game goes on there; the resignation stands at the end of the line.
    press(&mut app, "\x1b\t↑\x1b");
    assert_eq!(play_of(&app).result(), None);
    assert_eq!(play_of(&app).mode, Mode::Board);
    assert_eq!(only_save(&store).1.cursor, 0);
    assert_eq!(only_save(&store).1.resigned.as_deref(), Some("north"), "still resigned at the end");
    // A move played there asks to cut the later move and the resignation (or to keep them, a variation).
    press(&mut app, "→\n");
    assert!(render(&app, 80, 24).contains("here: y cut the later move and north's resignation, v a variation?"));
    press(&mut app, "y");
    assert_eq!(history(&app), ["A4"]);
    assert_eq!((play_of(&app).forfeit, play_of(&app).result()), (None, None));
    assert_eq!(only_save(&store).1.resigned, None);
    fs::remove_dir_all(store.folder()).unwrap();
}

#[test]
/// Issue 15: the result column says how each game's line ends, and apart from it (the moves column, the
/// details) where it was being looked at, so a finished game looked at an earlier move is not "unfinished".
fn the_list_shows_how_each_line_ends_and_where_it_was_looked_at() {
    let store = scratch("result-column");
    let end = "kingulu S 0,0,0,0,0,0/1,0,0,0,0,0 c=24,23";
    save(&store, "won", end, &["A1"], 1, "2026-11-30T06:00:00Z");
    save(&store, "won taken back", end, &["A1"], 0, "2026-11-30T05:00:00Z");
    save(&store, "resigned", KINGULU, &["A3"], 1, "2026-11-30T04:00:00Z");
    save(&store, "resigned looked back", KINGULU, &["A3"], 0, "2026-11-30T03:00:00Z");
    for name in ["resigned", "resigned looked back"] {
        let (path, _) = store.load(name).unwrap();
        let mut file = SaveFile::from_json(&fs::read(&path).unwrap()).unwrap();
        file.resigned = Some("north".into());
        store.save(name, &file).unwrap();
    }
    let mut app = app_with(&store);
    press(&mut app, "o");
    let Screen::Saves(list) = &mut app.screen else { panic!("{}", message(&app)) };
    list.folder = PathBuf::from("~/.local/share/bao-tui/saves");
    let screen = render(&app, 80, 24);
    // The rendered lines are quoted.
    let row = |name: &str| {
        let line = screen.lines().find(|l| l.contains(&format!(" {name}  "))).unwrap_or_default();
        line.trim_end_matches('"').trim_end().to_string()
    };
    assert!(row("won").ends_with("  1 south wins"), "{screen}");
    assert!(row("won taken back").ends_with("0/1 south wins"), "{screen}");
    assert!(row("resigned").ends_with("  1 north resigned"), "{screen}");
    assert!(row("resigned looked back").ends_with("0/1 north resigned"), "{screen}");
    insta::assert_snapshot!("saves_list_results", screen);
    // The details of a game saved before its end say how the line ends and where it was looked at.
    press(&mut app, "↓");
    let details = render(&app, 80, 24);
    assert!(details.contains("south wins : north has no legal move"), "{details}");
    assert!(details.contains("looked at move 0 of 1, where it opens"), "{details}");
    press(&mut app, "↓↓");
    let details = render(&app, 80, 24);
    assert!(details.contains("south wins : north resigned"), "{details}");
    assert!(details.contains("looked at move 0 of 1, where it opens"), "{details}");
    // Opening a game saved before its end shows the position it was saved at, the game going on.
    press(&mut app, "\n");
    assert_eq!((play_of(&app).result(), play_of(&app).line.cursor()), (None, 0));
    press(&mut app, "U");
    assert_eq!(play_of(&app).result().unwrap(), "south wins : north resigned");
    fs::remove_dir_all(store.folder()).unwrap();
}

/// Issue 14: the study positions and example games built into the program are listed after the store's own
/// saves, with their titles and notes; one opens as a copy, and cannot be renamed or deleted.
#[test]
fn the_built_in_saves_are_listed_and_open_as_copies() {
    let folder = std::env::temp_dir().join(format!("bao-builtin-list-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let store = Store::at(&folder);
    let mut app = App::new(Theme::monochrome()).with_saving(Saving::at(store.clone()));
    press(&mut app, "o");
    assert!(message(&app).contains("no saved games yet"), "{}", message(&app));
    let Screen::Saves(list) = &mut app.screen else { panic!("{}", message(&app)) };
    assert_eq!((list.own, list.rows.len()), (0, crate::store::builtin::BUILTINS.len()));
    let at = list.rows.iter().position(|row| row.builtin == Some("kingulu-long-lap")).unwrap();
    assert_eq!(list.rows[at].name, "Kingulu: the 12-seed lap that comes round");
    list.selected = at;
    let screen = render(&app, 80, 24);
    assert!(screen.contains("the 12-seed lap that com… kingulu       built in"), "{screen}");
    assert!(screen.contains("built in (saves/kingulu-long-lap.json), opens as a copy"), "{screen}");
    press(&mut app, "d");
    assert!(message(&app).contains("cannot be renamed or deleted"), "{}", message(&app));
    press(&mut app, "r");
    assert!(message(&app).contains("cannot be renamed or deleted"), "{}", message(&app));
    press(&mut app, "\n");
    assert!(message(&app).contains("built in: a copy"), "{}", message(&app));
    let play = play_of(&app);
    assert_eq!(play.slot.title.as_deref(), Some("Kingulu: the 12-seed lap that comes round"));
    assert!(play.slot.name.is_none(), "a copy, not a file to write back");
    assert!(store.list().unwrap().is_empty(), "nothing is saved before a move");
    let _ = std::fs::remove_dir_all(&folder);
}

/// Issue 27: `h` on the saves list hosts a save again as a room (as `bao host --load` does), on the side its
/// person played; a game that is over, a damaged file and a built-in save are refused with the reason.
#[test]
fn h_on_the_saves_list_hosts_a_save_again_and_refuses_what_cannot_be() {
    let store = scratch("host-again");
    let mut file = SaveFile::new(&KINGULU.parse().unwrap(), vec!["A3".into()], Players::default());
    file.players.south = crate::store::Player::Remote { name: "bob".parse().unwrap() };
    file.updated = "2026-11-30T06:00:00Z".into();
    store.save("with bob", &file).unwrap();
    save(&store, "over", "kingulu S 4,4,4,4,4,4/0,0,0,0,0,0 c=12,12", &[], 0, "2026-11-30T04:00:00Z");
    fs::write(store.folder().join("damaged.json"), b"{").unwrap();
    let (play, side) = crate::tui::play::room::hosted_save(&store, "with bob").unwrap();
    assert_eq!((side, play.line.cursor(), play.line.len()), (Some(crate::rules::Side::North), 1, 1));
    drop(play);
    let mut app = app_with(&store);
    press(&mut app, "o");
    // The list asks the interface to host the save (which opens a room: the real one is tested with real
    // programs, tests/suite/rooms_e2e.rs); the interface refuses a game that is over.
    let Screen::Saves(list) = &mut app.screen else { panic!("{}", message(&app)) };
    assert_eq!(
        list.update(crate::tui::Action::Host, &mut app.shared),
        Some(crate::tui::go::Go::HostSave("with bob".into()))
    );
    press(&mut app, "↓h");
    assert_eq!(message(&app), "over is over: host a new game, or one that goes on");
    press(&mut app, "↓h");
    assert!(message(&app).contains("cannot be opened"), "{}", message(&app));
    press(&mut app, "↓h");
    assert!(message(&app).starts_with("built in: h hosts your own saves"), "{}", message(&app));
    assert!(matches!(app.screen, Screen::Saves(_)));
    fs::remove_dir_all(store.folder()).unwrap();
}
