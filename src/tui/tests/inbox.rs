//! The one inbox, in this process: the real event loop, on a terminal that counts the bytes it is sent, left
//! idle on the start screen, on a board and in a room: it wakes only for what comes (a room's clock: at most
//! once a second; a playback: once a frame) and sends nothing while nothing changes. News about a request no
//! longer on the screen (the computer's answer about a position left, a closed study's depth, a room left) is
//! dropped.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use super::super::app::Screen;
use super::super::inbox::Answer;
use super::super::play::{Mode, Play};
use super::super::{Action, App, Msg, Theme};
use super::computer::against;
use super::{app, history, play_of, press};
use crate::room::host::{Hosting, Options};
use crate::room::protocol::ToHost;
use crate::room::{FromRoom, Link, RoomCode, Rooms, VERSION};
use crate::rules::{AnyLine, Setup, Side, Variant};

/// A terminal's output that only counts its bytes.
struct Counting(Arc<AtomicUsize>);

impl Write for Counting {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.fetch_add(buf.len(), Ordering::Relaxed);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Runs the event loop on `app` at 80x24 until its first frame is sent, then for `quiet` more, then quits it
/// with the quit key's action: the loop's wake-ups, and the bytes it sent during `quiet`.
fn idle(app: &mut App, quiet: Duration) -> (u64, usize) {
    let bytes = Arc::new(AtomicUsize::new(0));
    let options = TerminalOptions { viewport: Viewport::Fixed(Rect::new(0, 0, 80, 24)) };
    let mut terminal = Terminal::with_options(CrosstermBackend::new(Counting(Arc::clone(&bytes))), options).unwrap();
    let inbox = app.sender();
    let quitter = std::thread::spawn(move || {
        // The first frame: bytes came, and no more for a moment.
        let mut seen = 0;
        loop {
            std::thread::sleep(Duration::from_millis(50));
            let now = bytes.load(Ordering::Relaxed);
            if now > 0 && now == seen {
                break;
            }
            seen = now;
        }
        std::thread::sleep(quiet);
        let sent = bytes.load(Ordering::Relaxed) - seen;
        // In a room's seat the quit key asks first: the yes answers it (and comes after the end elsewhere).
        inbox.send(Msg::Action(Action::Quit)).unwrap();
        inbox.send(Msg::Action(Action::Yes)).unwrap();
        sent
    });
    let before = app.wake_ups;
    assert_eq!(super::super::event_loop(&mut terminal, app).unwrap(), None, "ended by the quit key");
    (app.wake_ups - before, quitter.join().unwrap())
}

#[test]
fn an_idle_start_screen_or_board_wakes_only_for_the_quit_key_and_sends_nothing() {
    let mut start = App::new(Theme::monochrome());
    assert_eq!(idle(&mut start, Duration::from_millis(1500)), (1, 0), "(wake-ups, bytes) on the start screen");
    let mut board = app(Variant::Kingulu);
    assert_eq!(idle(&mut board, Duration::from_millis(1500)), (1, 0), "(wake-ups, bytes) on a board");
}

#[test]
fn a_playback_wakes_the_loop_once_a_frame_and_then_it_sleeps() {
    let mut app = app(Variant::Kingulu);
    app.shared.settings.auto_watch = true;
    // The fastest speed: 32 events a second.
    app.shared.settings.speed = 5;
    press(&mut app, "\n");
    let Mode::Step(playback) = &play_of(&app).mode else { panic!("A3 plays itself seed by seed") };
    let frames = u64::try_from(playback.len()).unwrap();
    let (wake_ups, _) = idle(&mut app, Duration::from_secs(3));
    let Mode::Step(playback) = &play_of(&app).mode else { panic!("still watching") };
    assert!(playback.at_end() && !playback.playing, "played to its end");
    assert!(app.next_wake(Instant::now()).is_none(), "nothing to wake for once it has ended");
    // The first frame may come before the quiet time starts; then each event one wake-up, and the quit key.
    assert!(wake_ups <= frames + 1, "{wake_ups} wake-ups for {frames} events");
    assert!(wake_ups >= frames / 2, "{wake_ups} wake-ups for {frames} events: the frames are drawn");
}

/// A room in this process, hosted by `app` (South), with `clock`; and, if `guest`, a guest joined through
/// its socket (the clocks start when both are there). Returns the room's folder and the guest's link.
fn hosting(app: &mut App, tag: &str, clock: Option<&str>, guest: bool) -> (Rooms, Option<Link>) {
    let rooms = Rooms::at(std::env::temp_dir().join(format!("bao-tui-inbox-{tag}-{}", std::process::id())));
    let code = RoomCode::random(Variant::Kingulu).unwrap();
    let line = AnyLine::new(&Setup::start(Variant::Kingulu)).unwrap();
    let clock = clock.map(|text| text.parse().unwrap());
    let options = Options {
        rooms: rooms.clone(),
        code,
        line,
        side: Side::South,
        name: "ada".into(),
        clock,
        public: false,
        persist: None,
        broadcast: false,
        carrier: None,
    };
    let (room, own) = Hosting::open(options).unwrap();
    let base = Play::new(&Setup::start(Variant::Kingulu), crate::tui::seats::people()).unwrap();
    app.show_room(base.host(Side::South, "ada", room, own), String::new());
    let guest_end = guest.then(|| {
        let hello = ToHost::Hello {
            version: VERSION,
            name: "bob".into(),
            code: code.to_string(),
            watch: false,
            secret: None,
            language: None,
        };
        Link::join(&rooms, &code, &hello, None).unwrap().1
    });
    // What the room says first (the guest's arrival) is taken before the quiet time.
    let deadline = Instant::now() + Duration::from_secs(10);
    while guest && !app.clock_running() {
        assert!(Instant::now() < deadline, "the clock did not start");
        app.pump();
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(200));
    app.pump();
    (rooms, guest_end)
}

#[test]
fn an_idle_room_wakes_only_for_its_messages_and_a_running_clock_once_a_second() {
    let mut app = App::new(Theme::monochrome());
    let (rooms, _) = hosting(&mut app, "quiet", None, false);
    // Three quiet seconds: a wake-up a second would be four or more; the quit key and its question's yes are
    // one wake-up, or two if the loop wakes between them.
    let (wake_ups, bytes) = idle(&mut app, Duration::from_secs(3));
    assert!(wake_ups <= 2 && bytes == 0, "{wake_ups} wake-ups, {bytes} bytes in a room with no clock");
    // A room's message of another ticket (a room left) changes nothing; this room's own closes it.
    let ticket = play_of(&app).room.as_ref().unwrap().ticket.unwrap();
    let other = app.shared.post.ticket();
    app.update(Msg::Room(other, FromRoom::Closed(crate::room::Closed::Said("another room".into()))));
    assert!(play_of(&app).room.as_ref().unwrap().closed.is_none(), "another room's end is not this one's");
    app.update(Msg::Room(ticket, FromRoom::Closed(crate::room::Closed::HostGone)));
    assert!(play_of(&app).room.as_ref().unwrap().closed.is_some());
    let _ = std::fs::remove_dir_all(rooms.dir());

    let mut app = App::new(Theme::monochrome());
    let (rooms, guest) = hosting(&mut app, "clock", Some("5+3"), true);
    assert!(guest.is_some() && app.clock_running());
    let (wake_ups, bytes) = idle(&mut app, Duration::from_secs(3));
    // Three seconds: three changes of the time shown (one more at a boundary), and the quit key with its
    // question's yes (one wake-up, or two).
    assert!((3..=6).contains(&wake_ups), "{wake_ups} wake-ups in three seconds of a running clock");
    assert!(bytes > 0, "the clock counts down on the screen");
    let _ = std::fs::remove_dir_all(rooms.dir());
}

#[test]
fn the_computers_answer_about_a_position_left_is_dropped() {
    // Level 6 thinks for its whole clock unless stopped.
    let mut app = against(6);
    press(&mut app, "\n");
    let asked = play_of(&app).thinking.as_ref().expect("north thinks").ticket;
    // Taken back, and another move played: north thinks about the same place in the line, anew.
    press(&mut app, "u→\ny");
    assert_eq!(history(&app), ["A4"]);
    let thinking = play_of(&app).thinking.as_ref().expect("north thinks again");
    assert_ne!(thinking.ticket, asked);
    assert_eq!(thinking.at, (1, 1), "the same cursor and length as the first question");
    // The first question's answer, a legal move here, arrives late: it is not played.
    let mv = play_of(&app).line.legal_moves()[0];
    app.update(Msg::Answer(asked, Answer::Move(Some(mv))));
    assert_eq!(history(&app), ["A4"], "the answer about A3 was dropped");
    assert!(app.thinking(), "north goes on thinking about A4");
    app.stop_thinking();
}

#[test]
fn a_closed_studys_news_is_dropped() {
    let mut app = app(Variant::Kingulu);
    press(&mut app, "A");
    let first = play_of(&app).study.as_ref().expect("the study is open").ticket;
    press(&mut app, "\x1bA");
    let study = play_of(&app).study.as_ref().expect("open again");
    assert_ne!(study.ticket, first);
    // The first search's end arrives after it was closed: the second goes on.
    app.update(Msg::Study(first, None, true));
    assert!(app.studying(), "the open study is still searching");
    app.stop_thinking();
    assert!(matches!(app.screen, Screen::Play(_)));
}
