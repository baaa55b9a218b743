use super::*;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn the_same_key_means_what_its_screen_says() {
    assert_eq!(map_key(&key(KeyCode::Char('q')), KeyScreen::Board), Some(Action::Quit));
    assert_eq!(map_key(&key(KeyCode::Char('q')), KeyScreen::Prompt), Some(Action::Type('q')));
    assert_eq!(map_key(&key(KeyCode::Char(' ')), KeyScreen::Board), Some(Action::Choose));
    assert_eq!(map_key(&key(KeyCode::Char(' ')), KeyScreen::Step), Some(Action::PlayPause));
    assert_eq!(map_key(&key(KeyCode::Char('>')), KeyScreen::Choice), Some(Action::Pick(1)));
    assert_eq!(map_key(&key(KeyCode::Char('x')), KeyScreen::Board), Some(Action::Unbound));
}

#[test]
fn control_keys() {
    let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
    assert_eq!(map_key(&ctrl('r'), KeyScreen::Board), Some(Action::Redo));
    assert_eq!(map_key(&ctrl('c'), KeyScreen::Prompt), Some(Action::Quit));
    let shifted = KeyEvent::new(KeyCode::Char('U'), KeyModifiers::SHIFT);
    assert_eq!(map_key(&shifted, KeyScreen::Board), Some(Action::Redo));
}

#[test]
fn every_screen_can_be_left() {
    for screen in [
        KeyScreen::Start,
        KeyScreen::Board,
        KeyScreen::Choice,
        KeyScreen::Prompt,
        KeyScreen::Step,
        KeyScreen::History,
        KeyScreen::Help,
        KeyScreen::Confirm,
        KeyScreen::Branch,
        KeyScreen::Comment,
        KeyScreen::GameOver,
        KeyScreen::Saves,
        KeyScreen::SaveName,
        KeyScreen::RoomCode,
        KeyScreen::PlayerName,
        KeyScreen::Editor,
        KeyScreen::Settings,
        KeyScreen::Study,
        KeyScreen::Seats,
        KeyScreen::Busy,
        KeyScreen::Learn,
        KeyScreen::Lesson,
        KeyScreen::LessonDone,
        KeyScreen::Rules,
    ] {
        let leaves =
            table(screen).iter().any(|b| matches!(b.action, Action::Quit | Action::Back | Action::No | Action::Choose));
        assert!(leaves, "{screen:?}");
    }
}

#[test]
fn the_rules_screen_scrolls_jumps_and_closes() {
    let back_tab = KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT);
    for (event, action) in [
        (key(KeyCode::Down), Action::Down),
        (key(KeyCode::Char('k')), Action::Up),
        (key(KeyCode::PageDown), Action::Right),
        (key(KeyCode::PageUp), Action::Left),
        (key(KeyCode::Tab), Action::LapForward),
        (back_tab, Action::LapBack),
        (key(KeyCode::Char(']')), Action::LapForward),
        (key(KeyCode::Home), Action::First),
        (key(KeyCode::End), Action::Last),
        (key(KeyCode::Esc), Action::Back),
        (key(KeyCode::Char('R')), Action::Back),
        (key(KeyCode::Char('q')), Action::Back),
        (key(KeyCode::Char('?')), Action::Help),
    ] {
        assert_eq!(map_key(&event, KeyScreen::Rules), Some(action), "{event:?}");
    }
}

/// Every key screen, for the tests that go through them all.
fn every_key_screen() -> Vec<KeyScreen> {
    use KeyScreen::*;
    let screens = vec![
        Start, Board, Choice, Prompt, Step, History, Help, Confirm, GameOver, Saves, SaveName, RoomCode, PlayerName,
        Editor, Settings, Study, Review, ReviewLine, Seats, Busy, Say, Branch, Comment, Room, RoomOver, Watching,
        Messages, Rooms, Learn, Lesson, LessonDone, Rules,
    ];
    #[cfg(feature = "serve")]
    let screens =
        [screens, vec![Lobby, LobbyForm, Tournament, LobbyPage, LobbyArchive, LobbySearch, LobbyBoard]].concat();
    screens
}

/// The text inside the help panel drawn over the screen, its rows joined by spaces and its spaces collapsed.
fn help_panel_text(screen: KeyScreen, width: u16, height: u16) -> String {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let mut app = crate::tui::App::new(crate::tui::Theme::monochrome());
    app.overlay = Some(crate::tui::go::Overlay::Help(screen));
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    crate::tui::view::render(&app, area, &mut buf);
    let row = |y: u16| (0..width).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>();
    let top = (0..height).find(|&y| row(y).contains('┌')).expect("the help panel is drawn");
    let line = row(top);
    let left = line.chars().position(|c| c == '┌').unwrap();
    let right = line.chars().position(|c| c == '┐').unwrap();
    let inside: Vec<String> = (top + 1..height)
        .map(|y| row(y).chars().skip(left + 1).take(right - left - 1).collect::<String>())
        .take_while(|text| !text.starts_with('─'))
        .collect();
    inside.join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Issue #30: the help of every screen shows each key's words whole, in every language and at the smallest
/// terminals too, however long a language words them: a description too long for its line goes on the next.
#[test]
fn every_help_shows_every_key_s_words_whole_in_every_language() {
    for language in crate::i18n::Language::ALL {
        crate::i18n::scoped(language, || {
            for screen in every_key_screen() {
                for (width, height) in [(80, 24), (60, 20)] {
                    let text = help_panel_text(screen, width, height);
                    for binding in table(screen).iter().filter(|b| !b.shown.is_empty()) {
                        let words = (binding.help)().split_whitespace().collect::<Vec<_>>().join(" ");
                        assert!(
                            text.contains(&format!("{} {words}", binding.shown)),
                            "{language}, {screen:?} at {width}x{height}: `{} {words}` is not whole in:\n{text}",
                            binding.shown
                        );
                    }
                }
            }
        });
    }
}

/// The key bar names each screen's keys in the current language, and at 80 columns it keeps `? vitufe` in
/// Swahili too.
#[test]
fn the_key_bar_is_worded_in_the_language_and_fits() {
    use crate::tui::view::hint_line_within;
    let keys = crate::tui::keymap::Keymap::default();
    let english = crate::i18n::scoped(crate::i18n::Language::English, || hint_line_within(KeyScreen::Start, &keys, 80));
    assert!(english.starts_with("↑↓ line  ←→ change  Enter start") && english.ends_with("? keys"), "{english}");
    crate::i18n::scoped(crate::i18n::Language::Swahili, || {
        for screen in every_key_screen() {
            let line = hint_line_within(screen, &keys, 80);
            assert!(line.chars().count() <= 80, "{screen:?}: {line}");
            if table(screen).iter().any(|b| b.action == Action::Help && b.hinted()) {
                assert!(line.contains("? vitufe"), "{screen:?}: {line}");
            }
        }
        let start = hint_line_within(KeyScreen::Start, &keys, 80);
        assert!(start.starts_with("↑↓ mstari  ←→ badili  Enter anza"), "{start}");
    });
}
