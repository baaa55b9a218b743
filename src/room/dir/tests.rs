//! The rules of the rooms folder, each against the attack it stops.

use super::*;
use crate::rules::Variant;

fn folder(name: &str) -> Rooms {
    let dir = std::env::temp_dir().join(format!("bao-rooms-test-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    Rooms::at(dir)
}

#[test]
fn the_folder_is_made_like_tmp_and_a_room_can_be_connected_to_by_anyone() {
    let rooms = folder("made");
    let code = RoomCode::random(Variant::Kingulu).unwrap();
    let _listener = rooms.listen(&code).unwrap();
    let mode = fs::metadata(rooms.dir()).unwrap().mode();
    assert_eq!(mode & 0o7777, 0o1777);
    assert_eq!(fs::metadata(rooms.socket(&code)).unwrap().mode() & 0o777, 0o666);
    // The socket's name gives no code away.
    let name = rooms.socket(&code).file_name().unwrap().to_string_lossy().into_owned();
    assert!(!name.contains(code.letters()), "{name}");
    assert!(rooms.connect(&code).is_ok());
    rooms.remove(&code);
    assert!(matches!(rooms.connect(&code), Err(RoomsError::NoRoom { .. })));
    let _ = fs::remove_dir_all(rooms.dir());
}

#[test]
fn a_folder_others_can_write_without_the_sticky_bit_is_refused() {
    let rooms = folder("open");
    fs::create_dir(rooms.dir()).unwrap();
    fs::set_permissions(rooms.dir(), fs::Permissions::from_mode(0o777)).unwrap();
    let error = rooms.prepare().unwrap_err().to_string();
    assert!(error.contains("sticky bit"), "{error}");
    let _ = fs::remove_dir_all(rooms.dir());
    let link = folder("link");
    std::os::unix::fs::symlink("/tmp", link.dir()).unwrap();
    assert!(link.prepare().unwrap_err().to_string().contains("symbolic link"));
    let _ = fs::remove_file(link.dir());
}

#[test]
fn only_live_public_rooms_with_their_socket_are_listed() {
    let rooms = folder("public");
    let live = RoomCode::random(Variant::Kete).unwrap();
    let _listener = rooms.listen(&live).unwrap();
    let room = |code: &RoomCode, pid| PublicRoom {
        code: code.to_string(),
        variant: "kete".into(),
        players: "ada vs (free)".into(),
        moves: 0,
        spectators: 0,
        pid,
    };
    rooms.publish(&live, &room(&live, std::process::id())).unwrap();
    // A listing whose host is gone, one without a socket, and a file that is not a listing.
    let gone = RoomCode::random(Variant::Kete).unwrap();
    let _gone_listener = rooms.listen(&gone).unwrap();
    rooms.publish(&gone, &room(&gone, u32::MAX - 1)).unwrap();
    let lost = RoomCode::random(Variant::Kete).unwrap();
    rooms.publish(&lost, &room(&lost, std::process::id())).unwrap();
    fs::write(rooms.dir().join("junk.public"), "{not json").unwrap();
    assert_eq!(rooms.public().unwrap(), vec![room(&live, std::process::id())]);
    let _ = fs::remove_dir_all(rooms.dir());
}

/// Whether the tests run as root, who can give a folder to another user; otherwise they say they skip.
fn as_root(test: &str) -> bool {
    let root = shared::own_uid() == 0;
    if !root {
        println!("skipped {test}: only root can give a folder to another user");
    }
    root
}

/// The uid of `nobody`, who owns nothing of ours.
const OTHER: u32 = 65534;

#[test]
fn a_folder_owned_by_another_user_is_refused_by_host_guest_and_listing_with_what_to_do() {
    if !as_root("a_folder_owned_by_another_user_is_refused") {
        return;
    }
    let rooms = folder("foreign");
    fs::create_dir(rooms.dir()).unwrap();
    fs::set_permissions(rooms.dir(), fs::Permissions::from_mode(0o1777)).unwrap();
    std::os::unix::fs::chown(rooms.dir(), Some(OTHER), Some(OTHER)).unwrap();
    let code = RoomCode::random(Variant::Kete).unwrap();
    let sentence = |error: RoomsError| {
        let error = error.to_string();
        assert!(error.contains("is owned by another user (uid 65534)"), "{error}");
        assert!(error.contains("install -d -m 1777") && error.contains(ROOMS_DIR_VARIABLE), "{error}");
    };
    sentence(rooms.check().unwrap_err());
    sentence(rooms.prepare().unwrap_err());
    sentence(rooms.listen(&code).unwrap_err());
    sentence(rooms.connect(&code).unwrap_err());
    sentence(rooms.public().unwrap_err());
    assert_eq!(fs::read_dir(rooms.dir()).unwrap().count(), 0, "nothing was made in it");
    // Root's folder and our own are trusted.
    std::os::unix::fs::chown(rooms.dir(), Some(0), Some(0)).unwrap();
    rooms.check().unwrap();
    // A rooms folder inside a folder of another user's: that user could replace the whole rooms folder.
    let outer = folder("foreign-outer");
    fs::create_dir(outer.dir()).unwrap();
    std::os::unix::fs::chown(outer.dir(), Some(OTHER), Some(OTHER)).unwrap();
    let inner = Rooms::at(outer.dir().join("rooms"));
    let error = inner.prepare().unwrap_err().to_string();
    assert!(error.contains("is inside") && error.contains("owned by another user (uid 65534)"), "{error}");
    assert!(!inner.dir().exists(), "not made");
    let _ = fs::remove_dir_all(rooms.dir());
    let _ = fs::remove_dir_all(outer.dir());
}

#[test]
fn a_rooms_folder_inside_a_folder_others_can_write_without_the_sticky_bit_is_refused() {
    let outer = folder("open-outer");
    fs::create_dir(outer.dir()).unwrap();
    fs::set_permissions(outer.dir(), fs::Permissions::from_mode(0o777)).unwrap();
    let inner = Rooms::at(outer.dir().join("rooms"));
    let error = inner.prepare().unwrap_err().to_string();
    assert!(error.contains("is inside") && error.contains("without the sticky bit"), "{error}");
    assert!(!inner.dir().exists());
    let _ = fs::remove_dir_all(outer.dir());
}

#[test]
fn a_missing_folder_means_no_room_and_no_listing() {
    let rooms = folder("missing");
    let code = RoomCode::random(Variant::Kete).unwrap();
    assert!(matches!(rooms.connect(&code), Err(RoomsError::NoRoom { .. })));
    assert!(rooms.public().unwrap().is_empty());
    assert!(!rooms.dir().exists(), "neither makes the folder");
}

/// A private file of the host's, which an attack would overwrite or open to all.
fn victim(rooms: &Rooms, name: &str) -> PathBuf {
    let path = rooms.dir().with_extension(name);
    fs::write(&path, "the host's own").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    path
}

fn untouched(victim: &Path) {
    assert_eq!(fs::read_to_string(victim).unwrap(), "the host's own");
    assert_eq!(fs::metadata(victim).unwrap().mode() & 0o777, 0o600);
}

fn listing(code: &RoomCode) -> PublicRoom {
    PublicRoom {
        code: code.to_string(),
        variant: "kete".into(),
        players: "ada vs (free)".into(),
        moves: 0,
        spectators: 0,
        pid: std::process::id(),
    }
}

#[test]
fn the_listing_is_never_written_through_a_link_planted_at_a_name_anyone_can_predict() {
    let rooms = folder("publish");
    rooms.prepare().unwrap();
    let victim = victim(&rooms, "victim");
    let code = RoomCode::random(Variant::Kete).unwrap();
    let stem = Rooms::stem(&code);
    let pid = std::process::id();
    // The old temporary's name, and every other name that could be predicted from the code and the process.
    for name in [
        format!(".{stem}.{pid}.tmp"),
        format!(".{stem}.tmp"),
        format!(".{stem}.public.tmp"),
        format!("{stem}.public.tmp"),
        format!(".{stem}.public"),
        format!(".{stem}.0.tmp"),
    ] {
        std::os::unix::fs::symlink(&victim, rooms.dir().join(name)).unwrap();
    }
    let planted = fs::read_dir(rooms.dir()).unwrap().count();
    rooms.publish(&code, &listing(&code)).unwrap();
    rooms.publish(&code, &listing(&code)).unwrap();
    untouched(&victim);
    let file = rooms.public_file(&code);
    let meta = fs::symlink_metadata(&file).unwrap();
    assert!(meta.is_file());
    // Made 0600 and given 0644 on the open file: the umask plays no part.
    assert_eq!(meta.mode() & 0o777, 0o644);
    assert_eq!(serde_json::from_str::<PublicRoom>(&fs::read_to_string(&file).unwrap()).unwrap(), listing(&code));
    assert_eq!(fs::read_dir(rooms.dir()).unwrap().count(), planted + 1, "the listing, and no temporary left");
    // Even at its exact name, the temporary is never written through a link nor into a planted file.
    let exact = rooms.dir().join("exact.tmp");
    std::os::unix::fs::symlink(&victim, &exact).unwrap();
    assert_eq!(shared::write_new(&exact, b"x", 0o644).unwrap_err().kind(), io::ErrorKind::AlreadyExists);
    untouched(&victim);
    // The temporaries' names cannot be guessed: 80 random bits each time.
    let (a, b) = (shared::unguessable(".x.", ".tmp").unwrap(), shared::unguessable(".x.", ".tmp").unwrap());
    assert_ne!(a, b);
    assert_eq!(a.len(), ".x.".len() + 20 + ".tmp".len());
    let _ = fs::remove_dir_all(rooms.dir());
    let _ = fs::remove_file(&victim);
}

#[test]
fn a_listing_that_is_a_link_a_pipe_or_not_the_socket_owners_is_passed_over() {
    let rooms = folder("listing");
    let code = RoomCode::random(Variant::Kete).unwrap();
    let _listener = rooms.listen(&code).unwrap();
    // A link to a good listing elsewhere.
    let elsewhere = rooms.dir().with_extension("elsewhere");
    fs::write(&elsewhere, serde_json::to_string(&listing(&code)).unwrap()).unwrap();
    std::os::unix::fs::symlink(&elsewhere, rooms.public_file(&code)).unwrap();
    assert!(rooms.public().unwrap().is_empty());
    // A named pipe: read without blocking, passed over.
    fs::remove_file(rooms.public_file(&code)).unwrap();
    let made = std::process::Command::new("mkfifo").arg(rooms.public_file(&code)).status().unwrap();
    assert!(made.success());
    assert!(rooms.public().unwrap().is_empty());
    fs::remove_file(rooms.public_file(&code)).unwrap();
    rooms.publish(&code, &listing(&code)).unwrap();
    assert_eq!(rooms.public().unwrap(), vec![listing(&code)]);
    if as_root("a listing of another user's beside a room's socket") {
        std::os::unix::fs::chown(rooms.public_file(&code), Some(OTHER), None).unwrap();
        assert!(rooms.public().unwrap().is_empty(), "only the socket's owner lists its room");
    }
    let _ = fs::remove_dir_all(rooms.dir());
    let _ = fs::remove_file(&elsewhere);
}

#[test]
fn the_socket_is_given_its_mode_in_a_private_staging_folder_and_linked_into_place() {
    let rooms = folder("staging");
    rooms.prepare().unwrap();
    let staging = shared::Staging::new(rooms.dir()).unwrap();
    let made = staging.folder().to_path_buf();
    let meta = fs::symlink_metadata(&made).unwrap();
    assert!(meta.is_dir() && meta.uid() == shared::own_uid(), "{meta:?}");
    assert_eq!(meta.mode() & 0o777, 0o700, "no one else can reach into it");
    assert!(made.file_name().unwrap().to_string_lossy().starts_with(".stage-"));
    drop(staging);
    assert!(!made.exists(), "removed when done");
    let code = RoomCode::random(Variant::Kete).unwrap();
    let _listener = rooms.listen(&code).unwrap();
    let names: Vec<_> = fs::read_dir(rooms.dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, [rooms.socket(&code).file_name().unwrap()], "only the socket: no staging folder left");
    let meta = fs::symlink_metadata(rooms.socket(&code)).unwrap();
    assert!(meta.file_type().is_socket());
    assert_eq!(meta.mode() & 0o777, 0o666);
    assert!(rooms.connect(&code).is_ok());
    // An entry planted at a room's socket name (here a link to a private file) is neither followed nor
    // replaced: the room is refused, and the file keeps its mode.
    let victim = victim(&rooms, "socket-victim");
    let other = RoomCode::random(Variant::Kete).unwrap();
    std::os::unix::fs::symlink(&victim, rooms.socket(&other)).unwrap();
    let error = rooms.listen(&other).unwrap_err().to_string();
    assert!(error.contains("already has an entry under this room's socket name"), "{error}");
    untouched(&victim);
    assert!(fs::symlink_metadata(rooms.socket(&other)).unwrap().file_type().is_symlink());
    assert_eq!(fs::read_dir(rooms.dir()).unwrap().count(), 2, "no staging folder left after a refusal either");
    let _ = fs::remove_dir_all(rooms.dir());
    let _ = fs::remove_file(&victim);
}

#[test]
fn a_socket_swapped_for_a_link_while_it_is_opened_never_changes_the_links_target() {
    // The folder's owner (here a thread of ours, which owns the test's folder) swaps every new socket for a
    // link to a private file as fast as it can; the old bind-then-chmod made that file 0666.
    let rooms = folder("race");
    rooms.prepare().unwrap();
    let victim = victim(&rooms, "race-victim");
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let swapper = {
        let (dir, victim, stop) = (rooms.dir().to_path_buf(), victim.clone(), stop.clone());
        std::thread::spawn(move || {
            let link = dir.with_extension("race-link");
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                for entry in fs::read_dir(&dir).unwrap().flatten() {
                    if entry.file_name().to_string_lossy().ends_with(".sock") {
                        let _ = std::os::unix::fs::symlink(&victim, &link);
                        let _ = fs::rename(&link, entry.path());
                    }
                }
            }
            let _ = fs::remove_file(link);
        })
    };
    for _ in 0..300 {
        let code = RoomCode::random(Variant::Kete).unwrap();
        drop(rooms.listen(&code));
        rooms.remove(&code);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    swapper.join().unwrap();
    untouched(&victim);
    let _ = fs::remove_dir_all(rooms.dir());
    let _ = fs::remove_file(&victim);
}
