//! Rooms between real Unix users, one of them hostile (issue 24): the attacker makes the rooms folder before
//! anyone else, so she owns it and could replace any room's socket with a relay of hers; and in a shared folder
//! of root's she plants a link where the host's public listing used to be written. The host and the guest are a
//! second, non-root user (root owns nothing an attack could take). These tests need root to make the users
//! (`useradd`, once) and to run programs as them (`setpriv`); otherwise they say so and skip.

use std::fs;
use std::io::Write as _;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use bao::internal::room::{RoomCode, Rooms, ToHost};
use bao::rules::Variant;

use super::sandbox::{Sandbox, UnixUser};
use super::tui_e2e::Pty;

/// The attacker.
const MALLORY: &str = "bao-mallory";

/// The host and the guest: a user like any other.
const VICTIM: &str = "bao-victim";

/// The user `name`, made if missing (once, whichever test asks first); `None`, with a line saying why, when
/// the tests do not run as root.
fn user(name: &str, test: &str) -> Option<UnixUser> {
    static MAKING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let uid = String::from_utf8(Command::new("id").arg("-u").output().unwrap().stdout).unwrap();
    if uid.trim() != "0" {
        println!("skipped {test}: it needs root, to make the Unix users {MALLORY} and {VICTIM}");
        return None;
    }
    let _making = MAKING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let id = |flag: &str| {
        let output = Command::new("id").args([flag, name]).output().unwrap();
        output.status.success().then(|| String::from_utf8(output.stdout).unwrap().trim().parse::<u32>().unwrap())
    };
    if id("-u").is_none() {
        let made = Command::new("useradd")
            .args(["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
            .status()
            .unwrap();
        assert!(made.success(), "useradd {name}");
    }
    Some(UnixUser { uid: id("-u").unwrap(), gid: id("-g").unwrap() })
}

/// A program other than bao run as `user` (the attacker's hands).
fn run_as(user: UnixUser, program: &str, args: &[&str]) {
    let status = Command::new("setpriv")
        .args(["--reuid", &user.uid.to_string(), "--regid", &user.gid.to_string(), "--clear-groups", "--"])
        .arg(program)
        .args(args)
        .status()
        .unwrap();
    assert!(status.success(), "{program} {args:?} as uid {}", user.uid);
}

/// A folder of the test's, mode `mode`, owned by root, removed when dropped: where the rooms folder goes.
struct Base(PathBuf);

impl Base {
    fn new(name: &str, mode: u32) -> Base {
        let path = PathBuf::from(format!("/tmp/bao-rh-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir(&path).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(mode)).unwrap();
        Base(path)
    }
}

impl Drop for Base {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn refused_with_the_sentence(output: &std::process::Output, attacker: UnixUser, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: {stderr}");
    assert!(stderr.contains(&format!("is owned by another user (uid {})", attacker.uid)), "{what}: {stderr}");
    assert!(stderr.contains("install -d -m 1777") && stderr.contains("BAO_ROOMS_DIR"), "{what}: {stderr}");
}

#[test]
fn a_rooms_folder_the_attacker_made_first_is_refused_by_the_host_the_guest_and_the_listing() {
    let test = "a_rooms_folder_the_attacker_made_first_is_refused";
    let (Some(mallory), Some(victim)) = (user(MALLORY, test), user(VICTIM, test)) else { return };
    // A shared place like /tmp, where Mallory is first to make the rooms folder (mode 1777, hers).
    let base = Base::new("first", 0o1777);
    let dir = base.0.join("rooms");
    run_as(mallory, "install", &["-d", "-m", "1777", &dir.display().to_string()]);
    assert_eq!(fs::metadata(&dir).unwrap().uid(), mallory.uid);
    let rooms = dir.display().to_string();
    // The host is refused before it makes anything there.
    let host = Sandbox::new_as("hostile-host", victim);
    let output = host.command().args(["host", "kingulu"]).env("BAO_ROOMS_DIR", &rooms).output().unwrap();
    refused_with_the_sentence(&output, mallory, "bao host");
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 0, "the host made nothing in Mallory's folder");
    // Mallory's relay waits at a room's socket (root makes it for her: any socket of hers would do); a guest,
    // a spectator and the listing are refused without connecting to it, so no hello (and no code or secret)
    // reaches her.
    let code = RoomCode::random(Variant::Kingulu).unwrap();
    let socket = Rooms::at(&dir).socket(&code);
    let relay = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    std::os::unix::fs::chown(&socket, Some(mallory.uid), Some(mallory.gid)).unwrap();
    relay.set_nonblocking(true).unwrap();
    let guest = Sandbox::new_as("hostile-guest", victim);
    let code_text = code.to_string();
    for args in [&["join", code_text.as_str()][..], &["watch", code_text.as_str()], &["rooms"]] {
        let output = guest.command().args(args).env("BAO_ROOMS_DIR", &rooms).output().unwrap();
        refused_with_the_sentence(&output, mallory, &format!("bao {}", args[0]));
    }
    assert!(relay.accept().is_err(), "nobody connected to Mallory's socket");
}

/// The public listing of the room `code` in `dir`, once it shows `spectators` watching (at most ten seconds).
fn listing_with(dir: &Path, code: &RoomCode, spectators: u64) -> Option<serde_json::Value> {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok(text) = fs::read_to_string(Rooms::at(dir).public_file(code))
            && let Ok(listing) = serde_json::from_str::<serde_json::Value>(&text)
            && listing["spectators"] == spectators
        {
            return Some(listing);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

#[test]
fn a_link_planted_at_the_listings_temporary_no_longer_overwrites_the_hosts_file() {
    let test = "a_link_planted_at_the_listings_temporary";
    let (Some(mallory), Some(victim)) = (user(MALLORY, test), user(VICTIM, test)) else { return };
    let protected = fs::read_to_string("/proc/sys/fs/protected_symlinks").unwrap_or_default();
    if protected.trim() != "0" {
        println!("{test}: fs.protected_symlinks is on, which alone stopped the old attack; checking the fix anyway");
    }
    // A shared folder made right: root's, mode 1777.
    let base = Base::new("link", 0o755);
    let dir = base.0.join("rooms");
    fs::create_dir(&dir).unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o1777)).unwrap();
    let host = Sandbox::new_as("hostile-lister", victim);
    // A private file of the host's (think ~/.bashrc).
    let private = host.data().join("private");
    fs::write(&private, "the host's own").unwrap();
    std::os::unix::fs::chown(&private, Some(victim.uid), Some(victim.gid)).unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    let rooms = dir.display().to_string();
    let mut pty = Pty::spawn(&host, &["host", "kingulu", "--public"], &[("BAO_ROOMS_DIR", &rooms), ("USER", "ada")]);
    pty.wait_text("bao join kingulu-");
    let screen = pty.screen();
    let at = screen.find("bao join ").unwrap() + "bao join ".len();
    let code: RoomCode = screen[at..at + "kingulu-xxxx-xxxx".len()].parse().unwrap();
    let listing = listing_with(&dir, &code, 0).expect("the room is listed");
    // Mallory reads the listing's name and the host's pid from the folder, and plants a link to the host's file
    // at every name the next listing could be written under that she can predict: the old `.STEM.PID.tmp`.
    let stem = Rooms::at(&dir).public_file(&code).file_stem().unwrap().to_string_lossy().into_owned();
    let pid = listing["pid"].as_u64().unwrap();
    let target = private.display().to_string();
    for name in [format!(".{stem}.{pid}.tmp"), format!(".{stem}.tmp"), format!("{stem}.public.tmp")] {
        run_as(mallory, "ln", &["-s", &target, &dir.join(name).display().to_string()]);
    }
    // A spectator comes: the host writes the listing again.
    let mut watcher = Rooms::at(&dir).connect(&code).unwrap();
    let hello = ToHost::Hello {
        version: bao::internal::room::VERSION,
        name: "eve".into(),
        code: code.to_string(),
        watch: true,
        secret: None,
        language: None,
    };
    watcher.write_all(bao::internal::room::protocol::line_of(&hello).as_bytes()).unwrap();
    let listing = listing_with(&dir, &code, 1);
    // Before the fix the host wrote the listing into its own file through the link and made it 0644.
    assert_eq!(fs::read_to_string(&private).unwrap(), "the host's own");
    assert_eq!(fs::metadata(&private).unwrap().mode() & 0o777, 0o600);
    assert!(listing.is_some(), "the new listing was written all the same");
    let public = fs::symlink_metadata(Rooms::at(&dir).public_file(&code)).unwrap();
    assert!(public.is_file() && public.uid() == victim.uid && public.mode() & 0o777 == 0o644, "{public:?}");
    drop(watcher);
    pty.quit();
}

/// Listens at `socket` as `user` (a few lines of Perl, whose socket module every Debian has), for one
/// connection, and prints what it heard before the other end closed.
fn impostor_at(user: UnixUser, socket: &Path) -> std::process::Child {
    let script = "use IO::Socket::UNIX; umask 0; \
        my $s = IO::Socket::UNIX->new(Type => SOCK_STREAM(), Local => $ARGV[0], Listen => 1) or die \"listen: $!\"; \
        $SIG{ALRM} = sub { print \"(nobody came)\"; exit 0 }; alarm 20; \
        my $c = $s->accept or die \"accept: $!\"; local $/; my $got = <$c>; print defined $got ? $got : ''";
    Command::new("setpriv")
        .args(["--reuid", &user.uid.to_string(), "--regid", &user.gid.to_string(), "--clear-groups", "--"])
        .args(["perl", "-e", script])
        .arg(socket)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn a_guest_coming_back_after_the_room_ended_tells_its_secret_to_nobody_else() {
    let test = "a_guest_coming_back_after_the_room_ended";
    let (Some(mallory), Some(victim)) = (user(MALLORY, test), user(VICTIM, test)) else { return };
    let base = Base::new("rejoin", 0o755);
    let dir = base.0.join("rooms");
    fs::create_dir(&dir).unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o1777)).unwrap();
    let rooms = dir.display().to_string();
    let env = [("BAO_ROOMS_DIR", rooms.as_str()), ("USER", "ada")];
    let host = Sandbox::new_as("hostile-rejoin-host", victim);
    let mut host_pty = Pty::spawn(&host, &["host", "kingulu"], &env);
    host_pty.wait_text("bao join kingulu-");
    let screen = host_pty.screen();
    let at = screen.find("bao join ").unwrap() + "bao join ".len();
    let code: RoomCode = screen[at..at + "kingulu-xxxx-xxxx".len()].parse().unwrap();
    let code_text = code.to_string();
    // The guest takes the seat; its ticket keeps the secret and whose room it was.
    let guest = Sandbox::new_as("hostile-rejoin-guest", victim);
    let mut guest_pty = Pty::spawn(&guest, &["join", &code_text], &[("BAO_ROOMS_DIR", &rooms), ("USER", "bob")]);
    guest_pty.wait_text("you play north");
    let ticket = guest.data().join("rooms").join(format!("{code_text}.json"));
    let deadline = Instant::now() + Duration::from_secs(10);
    while !ticket.exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let kept: serde_json::Value = serde_json::from_str(&fs::read_to_string(&ticket).unwrap()).unwrap();
    assert_eq!(kept["host_uid"], victim.uid, "{kept}");
    let secret = kept["secret"].as_str().unwrap().to_string();
    // Both terminals go; the room ends and its socket is gone.
    guest_pty.hang_up();
    guest_pty.wait_exit(Duration::from_secs(20), "hang-up");
    host_pty.hang_up();
    host_pty.wait_exit(Duration::from_secs(20), "hang-up");
    let socket = Rooms::at(&dir).socket(&code);
    let deadline = Instant::now() + Duration::from_secs(10);
    while fs::symlink_metadata(&socket).is_ok() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(fs::symlink_metadata(&socket).is_err(), "the room's socket went with the room");
    // Mallory takes the room's name, and the guest comes back with its ticket.
    let mut impostor = impostor_at(mallory, &socket);
    let deadline = Instant::now() + Duration::from_secs(10);
    while fs::symlink_metadata(&socket).is_err() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let output = guest.command().args(["join", &code_text]).env("BAO_ROOMS_DIR", &rooms).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&format!("is now held by another user (uid {})", mallory.uid)), "{stderr}");
    assert!(stderr.contains("nothing was sent to it"), "{stderr}");
    // She heard nothing: no hello, so no secret.
    let mut heard = String::new();
    std::io::Read::read_to_string(impostor.stdout.as_mut().unwrap(), &mut heard).unwrap();
    assert!(impostor.wait().unwrap().success());
    assert!(!heard.contains(&secret), "the secret reached her: {heard}");
    assert_eq!(heard, "", "she heard {heard:?}");
}
