//! The spawner's tests. The helper runs as a process of its own, as under the server: this test binary run
//! again with only [`the_helper_in_a_process_of_its_own`], its standard input the socket. (A helper on a thread
//! of the test would wait for any child of the test binary, `waitpid(-1)`, and take those of the tests running
//! beside it.)

use std::io::{Read as _, Write as _};
use std::os::fd::{AsFd as _, OwnedFd};
use std::os::unix::net::UnixStream;
use std::process::Stdio;
use std::time::Instant;

use rustix::event::{PollFd, PollFlags, Timespec};

use super::*;

/// Set for the test binary run as the helper.
const HELPER_VARIABLE: &str = "BAO_TEST_SPAWNER_HELPER";

/// How long any answer may take.
const WAIT: Duration = Duration::from_secs(20);

/// The helper's command in the tests: this test binary, running only the helper.
fn helper_command() -> Command {
    let mut command = Command::new(std::env::current_exe().expect("the test binary"));
    let name = "serve::spawner::tests::the_helper_in_a_process_of_its_own";
    command.args(["--exact", name, "--ignored", "--nocapture", "--test-threads=1", "-q"]).env(HELPER_VARIABLE, "1");
    command
}

/// A spawner whose helper is this test binary (within a runtime).
pub(crate) fn spawner() -> Spawner {
    Spawner::with_helper(helper_command).unwrap()
}

/// Not a test: the helper, when the test binary runs as one.
#[test]
#[ignore = "the helper's process in the spawner's tests, run by them"]
fn the_helper_in_a_process_of_its_own() {
    if std::env::var_os(HELPER_VARIABLE).is_none() {
        return;
    }
    let stdin = std::io::stdin();
    helper::serve(stdin.as_fd()).unwrap();
}

/// A helper process spoken to directly, in raw messages.
struct Raw {
    socket: OwnedFd,
    process: std::process::Child,
}

impl Raw {
    fn start() -> Raw {
        let (socket, theirs) =
            rustix::net::socketpair(AddressFamily::UNIX, SocketType::SEQPACKET, SocketFlags::CLOEXEC, None).unwrap();
        let process = helper_command().stdin(Stdio::from(theirs)).stdout(Stdio::null()).spawn().unwrap();
        Raw { socket, process }
    }

    fn send(&self, bytes: &[u8], descriptor: Option<BorrowedFd<'_>>) {
        send_now(&self.socket, bytes, descriptor).unwrap();
    }

    fn ask(&self, request: &Request, descriptor: Option<BorrowedFd<'_>>) {
        self.send(&request.encode().unwrap(), descriptor);
    }

    /// The next answer, within `within`; none if nothing came.
    fn answer_within(&self, within: Duration) -> Option<Answer> {
        let timeout = Timespec::try_from(within).unwrap();
        let mut watched = [PollFd::new(&self.socket, PollFlags::IN)];
        if rustix::event::poll(&mut watched, Some(&timeout)).unwrap() == 0 {
            return None;
        }
        let mut buffer = [0; MAX_ANSWER];
        let (length, _) = rustix::net::recv(&self.socket, &mut buffer[..], RecvFlags::empty()).unwrap();
        Some(Answer::parse(&buffer[..length]).unwrap())
    }

    fn answer(&self) -> Answer {
        self.answer_within(WAIT).expect("an answer")
    }
}

/// `/bin/sh -c SCRIPT` in `folder`, with only `environment`.
fn shell(script: &str, environment: &[(&str, &str)]) -> Program {
    Program {
        path: "/bin/sh".into(),
        arguments: vec!["-c".into(), script.into()],
        environment: environment.iter().map(|(name, value)| ((*name).into(), (*value).into())).collect(),
        folder: std::env::temp_dir(),
    }
}

/// Reads `stream` until it has said `text`.
fn read_until(stream: &mut UnixStream, text: &str) -> String {
    stream.set_read_timeout(Some(WAIT)).unwrap();
    let mut seen = String::new();
    let mut chunk = [0; 256];
    while !seen.contains(text) {
        let n = stream.read(&mut chunk).unwrap();
        assert!(n > 0, "the program's output ended before {text:?}: {seen:?}");
        seen.push_str(&String::from_utf8_lossy(&chunk[..n]));
    }
    seen
}

#[test]
fn a_spawn_request_is_answered_with_the_process_then_its_exit_code_and_the_helper_leaves_with_the_server() {
    let helper = Raw::start();
    let (mut ours, theirs) = UnixStream::pair().unwrap();
    let script = "echo \"$GREETING from $(pwd), HOME ${HOME-unset}\"; read line; exit 3";
    let program = shell(script, &[("GREETING", "hello"), ("PATH", "/usr/bin:/bin")]);
    helper.ask(&Request::Spawn { id: 1, program }, Some(theirs.as_fd()));
    drop(theirs);
    let Answer::Started { id: 1, pid } = helper.answer() else { panic!("not started") };
    assert!(pid > 1);
    // Its environment is the request's alone, its folder the request's, its standard streams the descriptor.
    let folder = std::env::temp_dir().canonicalize().unwrap();
    let said = read_until(&mut ours, "unset");
    assert!(said.contains(&format!("hello from {}, HOME unset", folder.display())), "{said:?}");
    ours.write_all(b"go\n").unwrap();
    assert_eq!(helper.answer(), Answer::Exited { id: 1, code: 3 });
    // The server's end closes: the helper leaves, without an error.
    let Raw { socket, mut process } = helper;
    drop(socket);
    assert!(process.wait().unwrap().success());
}

#[test]
fn malformed_requests_are_refused_in_words_and_the_helper_goes_on() {
    let helper = Raw::start();
    let (_ours, theirs) = UnixStream::pair().unwrap();
    // Garbage: no id to answer, only a line in the log.
    helper.send(b"nonsense\0\xff", Some(theirs.as_fd()));
    helper.send(b"", None);
    // A spawn request with a relative program, without its descriptor, with two, with a program not there.
    helper.send(b"spawn\x005\x00bin/sh\x00/tmp\x000", Some(theirs.as_fd()));
    let Answer::Failed { id: 5, words } = helper.answer() else { panic!("not refused") };
    assert!(words.contains("a bad program"), "{words}");
    helper.ask(&Request::Spawn { id: 6, program: shell("exit 0", &[]) }, None);
    let Answer::Failed { id: 6, words } = helper.answer() else { panic!("not refused") };
    assert!(words.contains("one descriptor"), "{words}");
    let nowhere = Program { path: "/nowhere/bao".into(), ..shell("", &[]) };
    helper.ask(&Request::Spawn { id: 7, program: nowhere }, Some(theirs.as_fd()));
    let Answer::Failed { id: 7, words } = helper.answer() else { panic!("not refused") };
    assert!(words.starts_with("cannot start bao: "), "{words}");
    // A hang-up for no child is nothing to answer.
    helper.ask(&Request::HangUp(99), None);
    assert_eq!(helper.answer_within(Duration::from_millis(200)), None);
    // It goes on.
    helper.ask(&Request::Spawn { id: 8, program: shell("exit 4", &[]) }, Some(theirs.as_fd()));
    assert!(matches!(helper.answer(), Answer::Started { id: 8, .. }));
    assert_eq!(helper.answer(), Answer::Exited { id: 8, code: 4 });
}

#[test]
fn a_hang_up_ends_a_program_at_once_and_one_that_ignores_it_is_killed_five_seconds_later() {
    let helper = Raw::start();
    let (mut obedient, theirs) = UnixStream::pair().unwrap();
    let waiting = "echo ready; while :; do sleep 0.1; done";
    helper.ask(&Request::Spawn { id: 1, program: shell(waiting, &[("PATH", "/usr/bin:/bin")]) }, Some(theirs.as_fd()));
    let (mut stubborn, theirs) = UnixStream::pair().unwrap();
    let ignoring = format!("trap '' HUP; {waiting}");
    helper
        .ask(&Request::Spawn { id: 2, program: shell(&ignoring, &[("PATH", "/usr/bin:/bin")]) }, Some(theirs.as_fd()));
    for id in [1, 2] {
        assert!(matches!(helper.answer(), Answer::Started { id: started, .. } if started == id));
    }
    read_until(&mut obedient, "ready");
    read_until(&mut stubborn, "ready");
    let asked = Instant::now();
    helper.ask(&Request::HangUp(1), None);
    helper.ask(&Request::HangUp(2), None);
    // A second hang-up does not move the kill.
    std::thread::sleep(Duration::from_secs(1));
    helper.ask(&Request::HangUp(2), None);
    // SIGHUP ends the first (a signal: code 1); SIGKILL the second, EXIT_WAIT after the first hang-up.
    assert_eq!(helper.answer(), Answer::Exited { id: 1, code: 1 });
    assert!(asked.elapsed() < Duration::from_secs(2), "{:?}", asked.elapsed());
    assert_eq!(helper.answer(), Answer::Exited { id: 2, code: 1 });
    let waited = asked.elapsed();
    assert!(waited >= children::EXIT_WAIT && waited < Duration::from_secs(8), "killed after {waited:?}");
}

#[test]
fn answers_are_routed_by_id_and_an_answer_that_fits_nothing_is_logged_and_ignored() {
    let (started, _) = oneshot::channel();
    let (exited, mut code) = oneshot::channel();
    let running = Arc::new(AtomicBool::new(true));
    let mut routes = Routes::default();
    // Its session went before the start was heard: the program is hung up.
    assert!(routes.expect(1, Route { started: Some(started), exited, running: Arc::clone(&running) }));
    assert_eq!(routes.answer(Answer::Started { id: 1, pid: 10 }), After::HangUp(1));
    assert!(matches!(routes.answer(Answer::Started { id: 1, pid: 10 }), After::Wrong(_)), "a second start");
    assert!(matches!(routes.answer(Answer::Failed { id: 1, words: "no".into() }), After::Wrong(_)));
    assert!(!running.load(Ordering::Acquire), "a failure ends it all the same");
    assert!(matches!(routes.answer(Answer::Exited { id: 1, code: 0 }), After::Wrong(_)), "ended already");
    assert!(code.try_recv().is_err());
    // An exit goes to its session; one before the start fails the start.
    let (started, mut start) = oneshot::channel();
    let (exited, mut code) = oneshot::channel();
    routes.expect(2, Route { started: Some(started), exited, running: Arc::new(AtomicBool::new(true)) });
    assert!(matches!(routes.answer(Answer::Exited { id: 2, code: 5 }), After::Wrong(_)));
    assert_eq!(code.try_recv(), Ok(5));
    assert!(start.try_recv().unwrap().is_err());
    assert!(matches!(routes.answer(Answer::Started { id: 3, pid: 10 }), After::Wrong(_)), "never asked");
    // The helper gone: a start waited for fails, an exit stays unknown, nothing more is asked.
    let (started, mut start) = oneshot::channel();
    let (exited, mut code) = oneshot::channel();
    let running = Arc::new(AtomicBool::new(true));
    routes.expect(4, Route { started: Some(started), exited, running: Arc::clone(&running) });
    routes.close();
    assert!(start.try_recv().unwrap().is_err());
    assert!(code.try_recv().is_err() && !running.load(Ordering::Acquire));
    let (started, _) = oneshot::channel();
    let (exited, _) = oneshot::channel();
    assert!(!routes.expect(5, Route { started: Some(started), exited, running }));
}

/// A helper that answers a spawn request with garbage first: the server logs and ignores it, and routes the
/// right answers that follow.
#[test]
fn the_server_checks_what_the_helper_says_and_routes_the_right_answers_after_garbage() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let (ours, theirs) =
            rustix::net::socketpair(AddressFamily::UNIX, SocketType::SEQPACKET, SocketFlags::CLOEXEC, None).unwrap();
        let fake = std::thread::spawn(move || {
            let mut buffer = vec![0; message::MAX_REQUEST];
            let (length, _) = rustix::net::recv(&theirs, &mut buffer[..], RecvFlags::empty()).unwrap();
            let Ok(Request::Spawn { id, .. }) = Request::parse(&buffer[..length]) else { panic!("a spawn request") };
            let say = |bytes: &[u8]| rustix::net::send(&theirs, bytes, SendFlags::empty()).unwrap();
            say(b"garbage");
            say(&[b'x'; MAX_ANSWER + 10]);
            say(format!("exited\x00{id}\x00300").as_bytes());
            say(b"started\x00999\x0042");
            say(format!("started\x00{id}\x0042").as_bytes());
            say(format!("started\x00{id}\x0042").as_bytes());
            say(format!("exited\x00{id}\x006").as_bytes());
            theirs
        });
        let link = Link::over(ours, None).unwrap();
        tokio::spawn(route(Arc::clone(&link), None));
        let inner =
            Inner { helper: Box::new(helper_command), link: Mutex::new(Some(link)), next_id: AtomicU64::new(1) };
        let spawner = Spawner { inner: Arc::new(inner) };
        let (_terminal, theirs) = UnixStream::pair().unwrap();
        let (exited, code) = oneshot::channel();
        let started = spawner.spawn(&shell("exit 0", &[]), theirs.into(), exited).await.unwrap();
        assert_eq!(tokio::time::timeout(WAIT, code).await.unwrap(), Ok(6));
        assert!(!started.running());
        drop(fake.join().unwrap());
    });
}

#[test]
fn a_helper_that_died_is_replaced_for_the_next_program_and_its_programs_are_no_longer_running() {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let spawner = spawner();
        let (ours, theirs) = UnixStream::pair().unwrap();
        let (exited, code) = oneshot::channel();
        let reading = shell("echo ready; read line", &[]);
        let started = spawner.spawn(&reading, theirs.into(), exited).await.unwrap();
        assert!(started.running());
        let first = spawner.link().unwrap();
        let pid = first.helper.expect("a helper process");
        let pid = rustix::process::Pid::from_raw(i32::try_from(pid).unwrap()).unwrap();
        rustix::process::kill_process(pid, rustix::process::Signal::KILL).unwrap();
        // The router sees its socket close: the program's exit will never be known, nor is it running for the
        // server; the program itself reads the end of its input and leaves.
        assert!(tokio::time::timeout(WAIT, code).await.unwrap().is_err());
        assert!(!started.running() && !first.open());
        drop(ours);
        let (_ours, theirs) = UnixStream::pair().unwrap();
        let (exited, code) = oneshot::channel();
        spawner.spawn(&shell("exit 2", &[]), theirs.into(), exited).await.unwrap();
        assert_eq!(tokio::time::timeout(WAIT, code).await.unwrap(), Ok(2));
        assert_ne!(spawner.link().unwrap().helper, first.helper, "a new helper");
    });
}
